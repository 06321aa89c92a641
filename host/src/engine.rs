//! What the coordinator needs from a switch it reaches in-process.

use anyhow::{anyhow, Result};
use netjoin_proto::Mac;
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
    /// Restarts the switch: it comes back in its power-on state (no
    /// signature, no query, empty tables, zeroed counters), as after a
    /// crash. For fault injection ([`crate::coordinator::LinkEvents`]);
    /// engines that cannot restart say so.
    fn power_cycle(&mut self) -> anyhow::Result<()> {
        anyhow::bail!("the {} switch cannot be restarted in process", self.name())
    }
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
}

/// The behavioural model shared between the coordinator, which delivers
/// frames (exclusive), and the threads that prepare probes (shared).
#[derive(Clone)]
pub struct SharedModel(Arc<RwLock<SwitchModel>>);

impl SharedModel {
    pub fn new(model: SwitchModel) -> SharedModel {
        SharedModel(Arc::new(RwLock::new(model)))
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
pub struct EngineThread {
    name: &'static str,
    calls: Option<mpsc::Sender<Call>>,
    answers: mpsc::Receiver<Answer>,
    thread: Option<JoinHandle<()>>,
}

enum Call {
    Deliver(usize, Vec<u8>),
    Cycles,
}

enum Answer {
    Delivered(Result<Vec<Emitted>>),
    Cycles(Option<u64>),
}

/// Opens a switch engine and names the switch's MAC address.
pub type OpenEngine = Box<dyn FnOnce() -> Result<(Box<dyn SwitchEngine>, Mac)> + Send>;

impl EngineThread {
    /// Opens the engine with `open` on a new thread; returns the handle and
    /// the switch's MAC, or `open`'s error.
    pub fn spawn(open: OpenEngine) -> Result<(EngineThread, Mac)> {
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
                // Until the handle is dropped.
                while let Ok(call) = call_rx.recv() {
                    let answer = match call {
                        Call::Deliver(port, frame) => {
                            let mut out = Vec::new();
                            Answer::Delivered(engine.deliver(port, &frame, &mut out).map(|()| out))
                        }
                        Call::Cycles => Answer::Cycles(engine.cycles()),
                    };
                    if answer_tx.send(answer).is_err() {
                        break;
                    }
                }
            })?;
        let (name, mac) = opened_rx
            .recv()
            .map_err(|_| anyhow!("the switch engine's thread ended while opening it"))??;
        Ok((
            EngineThread {
                name,
                calls: Some(call_tx),
                answers,
                thread: Some(thread),
            },
            mac,
        ))
    }

    fn call(&self, call: Call) -> Result<Answer> {
        let ended = || anyhow!("the switch engine's thread ended (it panicked)");
        self.calls
            .as_ref()
            .ok_or_else(ended)?
            .send(call)
            .map_err(|_| ended())?;
        self.answers.recv().map_err(|_| ended())
    }
}

impl SwitchEngine for EngineThread {
    fn name(&self) -> &'static str {
        self.name
    }
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> Result<()> {
        match self.call(Call::Deliver(port, frame.to_vec()))? {
            Answer::Delivered(r) => {
                out.extend(r?);
                Ok(())
            }
            Answer::Cycles(_) => Err(anyhow!(
                "internal: switch engine thread answered out of turn"
            )),
        }
    }
    fn cycles(&self) -> Option<u64> {
        match self.call(Call::Cycles).ok()? {
            Answer::Cycles(c) => c,
            Answer::Delivered(_) => None,
        }
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
