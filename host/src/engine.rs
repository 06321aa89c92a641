//! What the coordinator needs from a switch it reaches in-process.

use anyhow::{anyhow, Result};
use netjoin_proto::{ControlAuth, ControlKey, Mac};
use netjoin_sim::{Emitted, PreparedProbe, SwitchModel};
use std::sync::mpsc;
use std::sync::{Arc, RwLock};
use std::thread::JoinHandle;

/// A switch that takes one frame at a time on a port and returns what it sends.
pub trait SwitchEngine {
    /// Short name for reports ("model", "rtl").
    fn name(&self) -> &'static str;
    /// Delivers one frame on `port`; appends the frames the switch emits.
    /// An error means the switch itself failed (e.g. an RTL simulation that
    /// hung), not that the frame was bad: bad frames are dropped and counted.
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> anyhow::Result<()>;
    /// As [`SwitchEngine::deliver`], with the frame's output prepared ahead
    /// by this engine's [`SwitchEngine::preparer`]. Engines that prepare
    /// nothing ignore it.
    fn deliver_prepared(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> anyhow::Result<()> {
        let _ = prepared;
        self.deliver(port, frame, out)
    }
    /// Hands one frame to the switch without waiting for the switch to be
    /// done with it, appending what the switch has sent so far. An engine
    /// that pipelines (the RTL) keeps working on submitted frames while the
    /// caller prepares the next, as a switch fed from the wire does; frames
    /// submitted on one port arrive in order, ports in parallel.
    /// [`SwitchEngine::progress`] collects the rest. Engines that finish
    /// each frame at once deliver it here (the default).
    fn submit(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> anyhow::Result<()> {
        self.deliver_prepared(port, frame, prepared, out)
    }
    /// Waits until the switch has sent something more from the frames
    /// submitted, appending it (`Ok(true)`), or has finished all of them and
    /// gone idle (`Ok(false)`: nothing more will come of them). Engines
    /// that finish each frame at [`SwitchEngine::submit`] are always idle.
    fn progress(&mut self, out: &mut Vec<Emitted>) -> anyhow::Result<bool> {
        let _ = out;
        Ok(false)
    }
    /// As [`SwitchEngine::progress`], but returns after a short while even
    /// if nothing came out: whether the switch still has work in hand. For a
    /// thread that runs the switch between calls ([`EngineThread`]).
    fn advance(&mut self, out: &mut Vec<Emitted>) -> anyhow::Result<bool> {
        self.progress(out)
    }
    /// A handle that computes PROBE outputs ahead of delivery from other
    /// threads, if this engine can (the behavioural model's probe only reads
    /// the tables).
    fn preparer(&self) -> Option<Arc<dyn ProbePreparer>> {
        None
    }
    /// Switch clock cycles spent so far, if the engine models time.
    fn cycles(&self) -> Option<u64> {
        None
    }
    /// Of [`SwitchEngine::cycles`], those in which the switch had work in
    /// hand; the rest are quiet tails waiting for input.
    fn busy_cycles(&self) -> Option<u64> {
        None
    }
    /// Restarts the switch: it comes back in its power-on state (no
    /// signature, no query, empty tables, zeroed counters), as after a
    /// crash. For fault injection ([`crate::coordinator::LinkEvents`]);
    /// engines that cannot restart say so.
    fn power_cycle(&mut self) -> anyhow::Result<()> {
        anyhow::bail!("the {} switch cannot be restarted in process", self.name())
    }
    /// Makes the switch authenticate CONTROL under `key` (PROTOCOL.md
    /// §5.4), keeping it through [`SwitchEngine::power_cycle`]; `false` if
    /// this engine cannot, and then it keeps taking bare CONTROL frames.
    /// The RTL takes it through its management registers (PROTOCOL.md §12).
    fn install_control_key(&mut self, key: ControlKey) -> bool {
        let _ = key;
        false
    }
}

/// Gives `engine` a fresh control key from the OS, if it takes one
/// ([`SwitchEngine::install_control_key`]): the key a client must seal its
/// CONTROL frames with, or `None` for an engine that runs Open.
///
/// Panics if the OS has no random source (as `std`'s hash map keys do):
/// a switch must not be keyed with anything guessable.
pub fn key_engine(engine: &mut dyn SwitchEngine) -> Option<ControlKey> {
    let key = crate::random::control_key().expect("a control key from the OS random source");
    engine.install_control_key(key).then_some(key)
}

/// Computes the outputs of PROBE frames before they are delivered, on any
/// thread, while the switch keeps serving deliveries in between; a prepared
/// output that went stale is recomputed at delivery, so preparing never
/// changes what the switch sends.
pub trait ProbePreparer: Send + Sync {
    /// One entry per frame: its prepared output, or `None` to compute it at
    /// delivery.
    fn prepare(&self, frames: &[Vec<u8>]) -> Vec<Option<PreparedProbe>>;
}

impl SwitchEngine for SwitchModel {
    fn name(&self) -> &'static str {
        "model"
    }
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> anyhow::Result<()> {
        self.receive_into(port, frame, out);
        Ok(())
    }
    fn power_cycle(&mut self) -> anyhow::Result<()> {
        *self = SwitchModel::new(self.config().clone());
        Ok(())
    }
    fn install_control_key(&mut self, key: ControlKey) -> bool {
        self.set_control_auth(ControlAuth::Keyed(key));
        true
    }
}

/// The behavioural model shared between the coordinator, which delivers
/// frames (exclusive), and the threads that prepare probes (shared).
#[derive(Clone)]
pub struct SharedModel(Arc<RwLock<SwitchModel>>);

impl SharedModel {
    pub fn new(model: SwitchModel) -> SharedModel {
        SharedModel(Arc::new(RwLock::new(model)))
    }

    /// `f` of the model as it is now (between two deliveries), e.g. to see
    /// which query contexts are held while several coordinators share it.
    pub fn inspect<R>(&self, f: impl FnOnce(&SwitchModel) -> R) -> anyhow::Result<R> {
        let model = self
            .0
            .read()
            .map_err(|_| anyhow!("switch model poisoned by a panic"))?;
        Ok(f(&model))
    }
}

impl SwitchEngine for SharedModel {
    fn name(&self) -> &'static str {
        "model"
    }
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> anyhow::Result<()> {
        self.deliver_prepared(port, frame, None, out)
    }
    fn deliver_prepared(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> anyhow::Result<()> {
        let mut model = self
            .0
            .write()
            .map_err(|_| anyhow!("switch model poisoned by a panic"))?;
        model.receive_prepared(port, frame, prepared, out);
        Ok(())
    }
    fn preparer(&self) -> Option<Arc<dyn ProbePreparer>> {
        Some(Arc::new(self.clone()))
    }
    fn power_cycle(&mut self) -> anyhow::Result<()> {
        let mut model = self
            .0
            .write()
            .map_err(|_| anyhow!("switch model poisoned by a panic"))?;
        *model = SwitchModel::new(model.config().clone());
        Ok(())
    }
    fn install_control_key(&mut self, key: ControlKey) -> bool {
        match self.0.write() {
            Ok(mut model) => {
                model.set_control_auth(ControlAuth::Keyed(key));
                true
            }
            // A poisoned model fails at delivery, with an error.
            Err(_) => false,
        }
    }
}

impl ProbePreparer for SharedModel {
    fn prepare(&self, frames: &[Vec<u8>]) -> Vec<Option<PreparedProbe>> {
        match self.0.read() {
            Ok(model) => frames.iter().map(|f| model.prepare_probe(f)).collect(),
            // A poisoned model fails at delivery, with an error.
            Err(_) => frames.iter().map(|_| None).collect(),
        }
    }
}

/// A switch engine that lives on a thread of its own, used from any thread
/// through this handle. For engines that must stay on the thread that
/// opened them (a Verilated model) but serve a query whose chunks arrive on
/// whichever thread runs them.
///
/// [`SwitchEngine::submit`] does not wait for the engine's thread: the
/// frame is queued to it, and the thread runs the engine on what it was
/// given whenever no call is waiting, sending back what the switch emits as
/// it comes. So the switch and the caller (encoding frames, routing what
/// came back) run side by side, on two cores.
pub struct EngineThread {
    name: &'static str,
    calls: Option<mpsc::Sender<Call>>,
    answers: mpsc::Receiver<Answer>,
    /// What the engine sent while the caller waited for another answer
    /// (e.g. [`SwitchEngine::cycles`]); handed out at the next call that
    /// appends output.
    early: std::cell::RefCell<Vec<Emitted>>,
    thread: Option<JoinHandle<()>>,
}

enum Call {
    Deliver(usize, Vec<u8>),
    Submit(usize, Vec<u8>),
    Progress,
    Cycles,
    InstallKey(ControlKey),
}

enum Answer {
    Delivered(Result<()>),
    /// Frames the switch sent, as they come.
    Emitted(Vec<Emitted>),
    /// A submitted frame or the engine's own running failed; the engine
    /// takes no further frame.
    Failed(anyhow::Error),
    Progressed(Result<bool>),
    Cycles(Option<u64>, Option<u64>),
    KeyInstalled(bool),
}

/// Opens a switch engine and names the switch's MAC address.
pub type OpenEngine = Box<dyn FnOnce() -> Result<(Box<dyn SwitchEngine>, Mac)> + Send>;

/// The loop of an [`EngineThread`]'s thread, until the handle is dropped.
fn serve(
    engine: &mut dyn SwitchEngine,
    calls: mpsc::Receiver<Call>,
    answers: mpsc::Sender<Answer>,
) {
    // Whether submitted frames may still be in the switch.
    let mut busy = false;
    // Set once the engine failed: every later call answers with it.
    let mut failed: Option<String> = None;
    let failure = |f: &Option<String>| f.as_ref().map(|m| anyhow!("{m}"));
    loop {
        let call = if busy {
            match calls.try_recv() {
                Ok(c) => Some(c),
                Err(mpsc::TryRecvError::Empty) => None,
                Err(mpsc::TryRecvError::Disconnected) => return,
            }
        } else {
            match calls.recv() {
                Ok(c) => Some(c),
                Err(_) => return,
            }
        };
        let mut out = Vec::new();
        let answer = match call {
            // Nothing asked: work on what was submitted.
            None => worked(engine.advance(&mut out), &mut busy, &mut failed),
            // After a failure the engine takes no further frame.
            Some(Call::Submit(_, _)) if failed.is_some() => None,
            Some(Call::Submit(port, frame)) => worked(
                engine.submit(port, &frame, None, &mut out).map(|()| true),
                &mut busy,
                &mut failed,
            ),
            Some(Call::Progress) => Some(Answer::Progressed(match failure(&failed) {
                Some(e) => Err(e),
                None => {
                    let r = engine.progress(&mut out);
                    busy = matches!(r, Ok(true));
                    r
                }
            })),
            Some(Call::Deliver(port, frame)) => Some(Answer::Delivered(match failure(&failed) {
                Some(e) => Err(e),
                None => {
                    busy = false;
                    engine.deliver(port, &frame, &mut out)
                }
            })),
            Some(Call::Cycles) => Some(Answer::Cycles(engine.cycles(), engine.busy_cycles())),
            Some(Call::InstallKey(key)) => Some(Answer::KeyInstalled(
                failed.is_none() && engine.install_control_key(key),
            )),
        };
        if !out.is_empty() && answers.send(Answer::Emitted(out)).is_err() {
            return;
        }
        if let Some(a) = answer {
            if answers.send(a).is_err() {
                return;
            }
        }
    }
}

/// What an engine thread makes of the engine's work on submitted frames:
/// whether the engine still has some in hand (`busy`), or its failure,
/// which every later call answers with (`failed`) and which goes back now.
fn worked(r: Result<bool>, busy: &mut bool, failed: &mut Option<String>) -> Option<Answer> {
    match r {
        Ok(more) => {
            *busy = more;
            None
        }
        Err(e) => {
            *failed = Some(format!("{e:#}"));
            *busy = false;
            Some(Answer::Failed(e))
        }
    }
}

impl EngineThread {
    /// Opens the engine with `open` on a new thread; returns the handle and
    /// the switch's MAC, or `open`'s error.
    pub fn spawn(open: OpenEngine) -> Result<(EngineThread, Mac)> {
        // Unbounded: nothing from the wire reaches these channels. Calls
        // come from the handle's owner in this process (a coordinator that
        // submits the frames its own workers encoded, or a caller that
        // waits for each delivery), and answers are the switch's output,
        // bounded per frame submitted (PROTOCOL.md §7.4).
        let (call_tx, call_rx) = mpsc::channel::<Call>();
        let (answer_tx, answers) = mpsc::channel::<Answer>();
        let (opened_tx, opened_rx) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("switch-engine".into())
            .spawn(move || {
                let mut engine = match open() {
                    Ok((engine, mac)) => {
                        let _ = opened_tx.send(Ok((engine.name(), mac)));
                        engine
                    }
                    Err(e) => {
                        let _ = opened_tx.send(Err(e));
                        return;
                    }
                };
                // The engine is dropped on its own thread.
                serve(engine.as_mut(), call_rx, answer_tx);
            })?;
        let (name, mac) = opened_rx
            .recv()
            .map_err(|_| anyhow!("the switch engine's thread ended while opening it"))??;
        Ok((
            EngineThread {
                name,
                calls: Some(call_tx),
                answers,
                early: Default::default(),
                thread: Some(thread),
            },
            mac,
        ))
    }

    fn ended() -> anyhow::Error {
        anyhow!("the switch engine's thread ended (it panicked)")
    }

    fn post(&self, call: Call) -> Result<()> {
        self.calls
            .as_ref()
            .ok_or_else(Self::ended)?
            .send(call)
            .map_err(|_| Self::ended())
    }

    /// The next answer other than emitted frames, which go to `out`.
    fn answer(&self, out: &mut Vec<Emitted>) -> Result<Answer> {
        out.append(&mut self.early.borrow_mut());
        loop {
            match self.answers.recv().map_err(|_| Self::ended())? {
                Answer::Emitted(mut e) => out.append(&mut e),
                Answer::Failed(e) => return Err(e),
                a => return Ok(a),
            }
        }
    }

    /// Emitted frames already back, without waiting; whether there were any.
    fn collect(&self, out: &mut Vec<Emitted>) -> Result<bool> {
        let before = out.len();
        out.append(&mut self.early.borrow_mut());
        loop {
            match self.answers.try_recv() {
                Ok(Answer::Emitted(mut e)) => out.append(&mut e),
                Ok(Answer::Failed(e)) => return Err(e),
                Ok(_) => bail_out_of_turn()?,
                Err(mpsc::TryRecvError::Empty) => return Ok(out.len() > before),
                Err(mpsc::TryRecvError::Disconnected) => return Err(Self::ended()),
            }
        }
    }

    /// The engine's cycles and busy cycles; frames that come back meanwhile
    /// are kept for the next call that takes output.
    fn both_cycles(&self) -> (Option<u64>, Option<u64>) {
        if self.post(Call::Cycles).is_err() {
            return (None, None);
        }
        let mut got = Vec::new();
        let a = self.answer(&mut got);
        self.early.borrow_mut().append(&mut got);
        match a {
            Ok(Answer::Cycles(c, b)) => (c, b),
            _ => (None, None),
        }
    }
}

fn bail_out_of_turn() -> Result<()> {
    Err(anyhow!(
        "internal: switch engine thread answered out of turn"
    ))
}

impl SwitchEngine for EngineThread {
    fn name(&self) -> &'static str {
        self.name
    }
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> Result<()> {
        self.post(Call::Deliver(port, frame.to_vec()))?;
        match self.answer(out)? {
            Answer::Delivered(r) => r,
            _ => bail_out_of_turn(),
        }
    }
    fn submit(
        &mut self,
        port: usize,
        frame: &[u8],
        _prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> Result<()> {
        self.post(Call::Submit(port, frame.to_vec()))?;
        self.collect(out).map(|_| ())
    }
    fn progress(&mut self, out: &mut Vec<Emitted>) -> Result<bool> {
        // What came back meanwhile is progress enough.
        if self.collect(out)? {
            return Ok(true);
        }
        self.post(Call::Progress)?;
        match self.answer(out)? {
            Answer::Progressed(r) => r,
            _ => bail_out_of_turn().map(|()| false),
        }
    }
    fn cycles(&self) -> Option<u64> {
        self.both_cycles().0
    }
    fn busy_cycles(&self) -> Option<u64> {
        self.both_cycles().1
    }
    fn install_control_key(&mut self, key: ControlKey) -> bool {
        if self.post(Call::InstallKey(key)).is_err() {
            return false;
        }
        let mut got = Vec::new();
        let a = self.answer(&mut got);
        self.early.borrow_mut().append(&mut got);
        matches!(a, Ok(Answer::KeyInstalled(true)))
    }
}

impl Drop for EngineThread {
    fn drop(&mut self) {
        // Closing the channel ends the thread's loop; the engine is dropped
        // on its own thread.
        self.calls.take();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::control_client::ControlClient;
    use netjoin_proto::ControlCommand;
    use netjoin_sim::SwitchConfig;

    /// An engine on its own thread takes the key the coordinator draws, so
    /// that a switch which must be keyed (the RTL) is keyed through it.
    #[test]
    fn an_engine_thread_passes_the_key_on_to_its_engine() {
        let (mut engine, mac) = EngineThread::spawn(Box::new(|| {
            let model = SwitchModel::new(SwitchConfig::default());
            let mac = model.config().mac;
            Ok((Box::new(model) as Box<dyn SwitchEngine>, mac))
        }))
        .unwrap();
        let key = key_engine(&mut engine).expect("the model takes a key");
        let coordinator = Mac::local(0xFFFE);
        let mut sealed = ControlClient::new(coordinator, mac, Some(key));
        let mut bare = ControlClient::new(coordinator, mac, None);
        let req = bare.request(0, ControlCommand::ReadCounters, &[]);
        let mut out = Vec::new();
        engine.deliver(0, &req.frame, &mut out).unwrap();
        assert!(out.is_empty(), "a bare request is dropped unanswered");
        let req = sealed.request(0, ControlCommand::ReadCounters, &[]);
        engine.deliver(0, &req.frame, &mut out).unwrap();
        assert_eq!(out.len(), 1);
        let counters = sealed
            .reply(&req, &out[0].frame)
            .expect("its reply")
            .unwrap();
        let c = netjoin_proto::Counters::decode(&counters).unwrap();
        assert_eq!(
            c.get(netjoin_proto::Counter::Dropped(
                netjoin_proto::DropReason::Auth
            )),
            1
        );
    }
}
