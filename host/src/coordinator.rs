//! The coordinator: drives one query through a switch reached in-process.
//!
//! It loads the signature and configures the query, streams every worker's
//! build phase, recovers lost frames go-back-N style from the switch's ACKs,
//! streams the probe phase the same way, and hands the switch's output to the
//! [`Sink`]. Every lost or corrupted frame ends either recovered exactly or in
//! a specific error; the coordinator never returns a result it cannot vouch for.
//!
//! [`Coordinator::run_query`] runs a whole query in epochs, driven by the
//! query's phase/epoch machine ([`crate::epoch`], shared with the testbed's
//! coordinator): it also recovers from switch restarts, which the link can
//! inject ([`LinkEvents`]) next to loss, duplication and reordering
//! ([`LinkFaults`]).

use crate::control_client::{refused_with, ControlClient, ControlError, Sharing, SwitchSession};
use crate::engine::{key_engine, SwitchEngine};
use crate::epoch::{
    Attempt, AttemptCounts, AttemptSink, EpochConfig, EpochMachine, EpochReport, Phase, Recovery,
    RestartSign, Settle,
};
use crate::gbn::GoBackN;
use crate::sink::Sink;
use crate::worker::{build_phase, probe_chunk, probe_end, PhaseStream, QueryHeader, WorkerId};
use anyhow::{anyhow, bail, Context, Result};
use netjoin_proto::control::{ConfigureQuery, ControlCommand, ControlStatus, PhaseCounts};
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::frame::FrameView;
use netjoin_proto::{Header, Mac, Opcode, Signature, COORDINATOR_SOURCE};
use netjoin_sim::{Emitted, PreparedProbe};
use rayon::prelude::*;
use std::time::{Duration, Instant};

/// Random loss and duplication on the worker-to-switch direction, for tests
/// and demos of recovery. Deterministic for a given seed.
#[derive(Clone, Copy, Debug, Default)]
pub struct LinkFaults {
    /// Probability that a frame is lost.
    pub drop: f64,
    /// Probability that a delivered frame is delivered twice.
    pub duplicate: f64,
    /// Probability that a frame is held back and delivered after the next
    /// frame on the link (reordering).
    pub reorder: f64,
    pub seed: u64,
}

/// Events on the in-process link beyond random faults, for tests and demos
/// of recovery ([`Coordinator::run_query`] recovers from them).
#[derive(Clone, Debug, Default)]
pub struct LinkEvents {
    /// The switch restarts, coming back in its power-on state (no signature,
    /// no query, empty tables, zeroed counters;
    /// [`SwitchEngine::power_cycle`]), just before the worker frame with each
    /// of these link indices arrives. Indices count every worker frame the
    /// link carries, from 0: retransmissions and lost frames included,
    /// CONTROL frames not.
    pub restart_at_frames: Vec<u64>,
    /// After each epoch's build phase, the last this many BUILD frames of
    /// every worker arrive once more after the first probe round (a
    /// retransmission whose ACK was late): the switch drops them as out of
    /// phase, harmlessly, and the run counts them.
    pub late_build_frames: usize,
}

/// Where the switch's output goes (frames addressed to the sink, and with
/// results to the source those addressed to a worker): the query's [`Sink`],
/// or an epoch's [`AttemptSink`] (output committed round by round). `port`
/// is the tx port the frame left on.
pub trait FrameSink {
    fn take_frame(&mut self, port: usize, frame: Vec<u8>) -> Result<()>;
}

impl FrameSink for Sink {
    fn take_frame(&mut self, port: usize, frame: Vec<u8>) -> Result<()> {
        Ok(self.accept_owned(port, frame)?)
    }
}

impl FrameSink for AttemptSink {
    fn take_frame(&mut self, port: usize, frame: Vec<u8>) -> Result<()> {
        let h = Header::parse(&frame).map_err(|r| anyhow!("switch frame does not parse: {r}"))?;
        self.offer(port, &h, frame);
        Ok(())
    }
}

/// How a phase of [`Coordinator::run_phase_outcome`] ended.
#[derive(Clone, Copy, Debug)]
pub enum PhaseOutcome {
    /// Every frame acknowledged and the switch's counts match.
    Delivered(DeliveryStats),
    /// Worker `worker` (its source id) got no ACK that moved its window for
    /// the stall time.
    Stalled { worker: usize, stats: DeliveryStats },
}

/// Virtual time of one in-process ACK time-out (the in-process link has no
/// clock: a sender times out as soon as it is blocked).
const VIRTUAL_TIMEOUT: Duration = Duration::from_millis(1);

/// xorshift64*: enough randomness for fault injection, no dependency.
pub(crate) struct Rng(pub(crate) u64);
impl Rng {
    pub(crate) fn next_f64(&mut self) -> f64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Statistics of one phase's delivery.
#[derive(Clone, Copy, Debug, Default)]
pub struct DeliveryStats {
    pub frames: u64,
    pub bytes: u64,
    pub retransmitted: u64,
    pub dropped_by_link: u64,
    pub duplicated_by_link: u64,
    pub reordered_by_link: u64,
    pub rounds: u32,
    /// Switch restarts the link injected ([`LinkEvents::restart_at_frames`]).
    pub restarts_by_link: u32,
    /// Late BUILD frames the link delivered after probing began
    /// ([`LinkEvents::late_build_frames`]).
    pub late_by_link: u64,
}

pub struct Coordinator<'e> {
    engine: &'e mut dyn SwitchEngine,
    /// CONTROL requests; it also holds the coordinator's and the switch's
    /// addresses ([`Coordinator::mac`]).
    ctl: ControlClient,
    /// Port the coordinator (and sink) is attached to.
    pub port: usize,
    faults: LinkFaults,
    rng: Rng,
    out: Vec<Emitted>,
    /// A frame the link holds back (reordering): (port, frame), delivered
    /// after the next one.
    held: Option<(usize, Vec<u8>)>,
    /// Frames were fed to the switch that it may still be working on.
    unsettled: bool,
    /// Most recent ACK record per worker: the switch's counts for the phase
    /// and the next sequence number it expects (`ack`).
    acks: Vec<Option<PhaseCounts>>,
    /// ACKs not yet handed to their worker's sender: (worker, req_seq, ack).
    fresh: Vec<(usize, u32, u32)>,
    /// Go-back rounds (timeouts) allowed per phase before giving up.
    pub max_rounds: u32,
    /// Unacknowledged frames a worker may have in flight.
    pub window: usize,
    events: LinkEvents,
    /// Worker frames the link has carried (the index of the next one).
    link_frames: u64,
    /// Virtual time: advanced by [`VIRTUAL_TIMEOUT`] per time-out.
    clock: Duration,
    /// Time-outs without progress after which [`Coordinator::run_query`]
    /// takes a sender for stalled.
    pub stall_timeouts: u32,
    /// The query's CONTROL commands: exclusive or shared (PROTOCOL.md
    /// §5.5), and the context it holds.
    session: SwitchSession,
}

impl<'e> Coordinator<'e> {
    pub fn new(
        engine: &'e mut dyn SwitchEngine,
        switch_mac: Mac,
        workers: usize,
        faults: LinkFaults,
    ) -> Self {
        // A fresh key per coordinator: a switch in process has no other
        // client, and nothing else on the link can then control it.
        let key = key_engine(engine);
        Self::with_key(engine, switch_mac, workers, faults, key)
    }

    /// A coordinator whose CONTROL frames are sealed with `key` (`None`:
    /// bare), the key the caller installed in `engine`: several
    /// coordinators that share one switch ([`Sharing::Shared`]) share its
    /// key.
    pub fn with_key(
        engine: &'e mut dyn SwitchEngine,
        switch_mac: Mac,
        workers: usize,
        faults: LinkFaults,
        key: Option<netjoin_proto::ControlKey>,
    ) -> Self {
        Coordinator {
            engine,
            ctl: ControlClient::new(Mac::local(COORDINATOR_SOURCE), switch_mac, key),
            port: 0,
            faults,
            rng: Rng(faults.seed | 1),
            out: Vec::new(),
            held: None,
            unsettled: false,
            acks: vec![None; workers],
            fresh: Vec::new(),
            max_rounds: 100_000,
            window: 4 * crate::worker::ACK_EVERY,
            events: LinkEvents::default(),
            link_frames: 0,
            clock: Duration::ZERO,
            stall_timeouts: 256,
            session: SwitchSession::new(Sharing::Exclusive),
        }
    }

    /// Runs queries on a switch shared with other queries, each in a query
    /// context of its own ([`Sharing::Shared`]), or alone (the default).
    pub fn with_sharing(mut self, sharing: Sharing) -> Self {
        self.session = SwitchSession::new(sharing);
        self
    }

    /// The query context the last set-up took (0 on a switch of one).
    pub fn context(&self) -> Option<u8> {
        self.session.held.map(|(_, c)| c)
    }

    /// Injects `events` on the link (switch restarts, late BUILD frames).
    pub fn with_events(mut self, events: LinkEvents) -> Self {
        self.events = events;
        self
    }

    /// Continues the link's frame count from `n` (a session whose link
    /// outlives one coordinator: [`LinkEvents::restart_at_frames`] counts
    /// from the session's first frame).
    pub fn with_link_frames(mut self, n: u64) -> Self {
        self.link_frames = n;
        self
    }

    /// Worker frames the link has carried so far.
    pub fn link_frames(&self) -> u64 {
        self.link_frames
    }

    /// The coordinator's (and sink's) address.
    pub fn mac(&self) -> Mac {
        self.ctl.mac
    }

    pub fn engine_name(&self) -> &'static str {
        self.engine.name()
    }
    pub fn engine_cycles(&self) -> Option<u64> {
        self.engine.cycles()
    }
    pub fn engine_busy_cycles(&self) -> Option<u64> {
        self.engine.busy_cycles()
    }

    /// Sends a CONTROL frame and returns the reply's payload; any status other
    /// than OK is an error naming the command ([`ControlError`]).
    pub fn control(
        &mut self,
        query_id: u16,
        cmd: ControlCommand,
        payload: &[u8],
    ) -> Result<Vec<u8>> {
        self.control_naming(query_id, 0, cmd, payload)
    }

    /// As [`Coordinator::control`], the request's header naming the query
    /// `query_id` with `token` (PROTOCOL.md §5.5). On a shared switch an
    /// unanswered request is asked again, twice, with a fresh counter:
    /// another coordinator's request may have raised the switch's counter
    /// floor above this one's between the two being sealed (§5.4.3).
    pub fn control_naming(
        &mut self,
        query_id: u16,
        token: u64,
        cmd: ControlCommand,
        payload: &[u8],
    ) -> Result<Vec<u8>> {
        if self.unsettled {
            // A phase settles before it returns; what its frames still
            // caused would be lost among the reply's neighbours.
            bail!("internal: {cmd:?} sent while fed frames are still in the switch");
        }
        let tries = match self.session.sharing {
            Sharing::Exclusive => 1,
            Sharing::Shared => 3,
        };
        let mut outcome = Err(ControlError::Unanswered { cmd, waited: None });
        for _ in 0..tries {
            let req = self.ctl.request_naming(query_id, token, cmd, payload);
            self.out.clear();
            self.engine.deliver(self.port, &req.frame, &mut self.out)?;
            outcome = self
                .out
                .iter()
                .find_map(|e| self.ctl.reply(&req, &e.frame))
                .unwrap_or(Err(ControlError::Unanswered { cmd, waited: None }));
            if !matches!(outcome, Err(ControlError::Unanswered { .. })) {
                break;
            }
        }
        Ok(outcome?)
    }

    /// The query's counters: the switch-wide ones, or on a shared switch
    /// its context's bank (READ_QUERY_COUNTERS).
    pub fn read_counters(&mut self, query_id: u16) -> Result<Counters> {
        let session = self.session;
        session.read_counters(&mut |cmd, token, p| self.control_naming(query_id, token, cmd, p))
    }

    /// Frees the context the query holds on a shared switch (RELEASE).
    pub fn release(&mut self, query_id: u16) -> Result<()> {
        let mut session = self.session;
        let r = session.release(&mut |cmd, token, p| self.control_naming(query_id, token, cmd, p));
        self.session = session;
        r
    }

    /// Puts one worker frame on the wire (subject to faults) and routes what
    /// the switch sends back: ACKs to their worker, the rest to the sink.
    fn send(
        &mut self,
        w: &WorkerId,
        frame: &[u8],
        mut prepared: Option<PreparedProbe>,
        sink: &mut dyn FrameSink,
        stats: &mut DeliveryStats,
    ) -> Result<()> {
        let index = self.link_frames;
        self.link_frames += 1;
        if self.events.restart_at_frames.contains(&index) {
            // What the switch made of earlier frames left it before.
            self.settle(sink)?;
            self.engine.power_cycle()?;
            stats.restarts_by_link += 1;
        }
        stats.frames += 1;
        stats.bytes += frame.len() as u64;
        if self.faults.drop > 0.0 && self.rng.next_f64() < self.faults.drop {
            stats.dropped_by_link += 1;
            return Ok(());
        }
        if self.held.is_none()
            && self.faults.reorder > 0.0
            && self.rng.next_f64() < self.faults.reorder
        {
            // Overtaken by the next frame. Its output is computed when it
            // arrives: what was prepared assumed it would come in order.
            stats.reordered_by_link += 1;
            self.held = Some((w.port, frame.to_vec()));
            return Ok(());
        }
        let copies = if self.faults.duplicate > 0.0 && self.rng.next_f64() < self.faults.duplicate {
            stats.duplicated_by_link += 1;
            2
        } else {
            1
        };
        for _ in 0..copies {
            self.feed(w.port, frame, prepared.take(), sink)?;
        }
        if let Some((port, late)) = self.held.take() {
            self.feed(port, &late, None, sink)?;
        }
        Ok(())
    }

    /// One frame is handed to the switch, which may still be working on it
    /// when this returns ([`SwitchEngine::submit`]); what it has sent so
    /// far is routed.
    fn feed(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        sink: &mut dyn FrameSink,
    ) -> Result<()> {
        self.out.clear();
        self.engine.submit(port, frame, prepared, &mut self.out)?;
        self.unsettled = true;
        self.route_out(sink)
    }

    /// Waits for the switch to send more of what the fed frames cause, and
    /// routes it: whether anything may still come.
    fn progress(&mut self, sink: &mut dyn FrameSink) -> Result<bool> {
        if !self.unsettled {
            return Ok(false);
        }
        self.out.clear();
        self.unsettled = self.engine.progress(&mut self.out)?;
        self.route_out(sink)?;
        Ok(self.unsettled)
    }

    /// Routes everything the fed frames cause, until the switch is idle.
    fn settle(&mut self, sink: &mut dyn FrameSink) -> Result<()> {
        while self.progress(sink)? {}
        Ok(())
    }

    /// Routes the frames in `self.out`.
    fn route_out(&mut self, sink: &mut dyn FrameSink) -> Result<()> {
        let mut out = std::mem::take(&mut self.out);
        // The frames move on (a sink may keep RESULT frames whole).
        for e in out.drain(..) {
            self.route(e.port, e.frame, sink)?;
        }
        self.out = out;
        Ok(())
    }

    /// One frame reaches the switch; what it sends back is routed.
    fn arrive(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        sink: &mut dyn FrameSink,
    ) -> Result<()> {
        self.settle(sink)?;
        self.out.clear();
        self.engine
            .deliver_prepared(port, frame, prepared, &mut self.out)?;
        self.route_out(sink)
    }

    fn route(&mut self, port: usize, frame: Vec<u8>, sink: &mut dyn FrameSink) -> Result<()> {
        let view = FrameView::parse(&frame)
            .map_err(|r| anyhow!("switch sent a frame that does not parse: {r}"))?;
        let h = view.header;
        let worker = || (0..self.acks.len()).find(|&w| Mac::local(w as u16) == h.dst);
        let output = matches!(h.opcode, Opcode::Result | Opcode::Spill | Opcode::Overflow);
        // With results to the source (PROTOCOL.md §7.5), the workers' output
        // is the sink's to check and hand out as well.
        if h.dst == self.ctl.mac || (output && worker().is_some()) {
            return sink.take_frame(port, frame);
        }
        if h.opcode == Opcode::Ack {
            let w = worker().ok_or_else(|| anyhow!("ACK for unknown MAC {}", h.dst))?;
            let counts = PhaseCounts::decode(view.payload).map_err(|e| anyhow!("ACK: {e}"))?;
            self.acks[w] = Some(counts);
            self.fresh.push((w, h.seq, counts.ack));
            return Ok(());
        }
        bail!("switch sent {:?} to unexpected address {}", h.opcode, h.dst)
    }

    /// Streams one phase from every worker, interleaving their frames as
    /// concurrent senders would. Each worker is a go-back-N sender
    /// ([`GoBackN`], the one the testbed's agents use) with a window of
    /// [`Coordinator::window`] frames: it goes back to the switch's `ack` as
    /// soon as an ACK (requested every few frames) shows a gap, and times out
    /// as soon as it is blocked (window full or stream sent without an ACK
    /// to show for it): in this synchronous setting nothing else can arrive.
    pub fn run_phase(
        &mut self,
        streams: &[PhaseStream],
        sink: &mut dyn FrameSink,
    ) -> Result<DeliveryStats> {
        self.run_phase_prepared(streams, &mut [], sink)
    }

    /// As [`Coordinator::run_phase`], handing the engine each frame's output
    /// prepared ahead (`prepared[s][i]` for frame i of stream s; missing
    /// entries are computed at delivery). A prepared output goes with the
    /// frame's first delivery only: a retransmission is computed anew.
    pub fn run_phase_prepared(
        &mut self,
        streams: &[PhaseStream],
        prepared: &mut [Vec<Option<PreparedProbe>>],
        sink: &mut dyn FrameSink,
    ) -> Result<DeliveryStats> {
        match self.run_phase_outcome(streams, prepared, sink, None)? {
            PhaseOutcome::Delivered(stats) => Ok(stats),
            PhaseOutcome::Stalled { worker, .. } => bail!("worker {worker} stalled"),
        }
    }

    /// As [`Coordinator::run_phase_prepared`]; with `stall` (a number of
    /// time-outs), a sender whose window has not moved for that many
    /// time-outs ends the phase as [`PhaseOutcome::Stalled`] (a restarted
    /// switch answers nothing); without, only [`Coordinator::max_rounds`]
    /// bounds it.
    pub fn run_phase_outcome(
        &mut self,
        streams: &[PhaseStream],
        prepared: &mut [Vec<Option<PreparedProbe>>],
        sink: &mut dyn FrameSink,
        stall: Option<u32>,
    ) -> Result<PhaseOutcome> {
        let mut stats = DeliveryStats::default();
        for a in self.acks.iter_mut() {
            *a = None;
        }
        self.fresh.clear();
        // Virtual time: a gap go-back is never held (hold 0), and the
        // frames' ACK requests are as encoded (a prepared output depends on
        // them); the clock moves only at time-outs.
        let hold = Duration::ZERO;
        let mut senders: Vec<GoBackN> = streams
            .iter()
            .map(|s| GoBackN::new(s.first_seq, s.frames.len(), self.window, hold, self.clock))
            .collect();
        let stall_after = stall.map(|n| VIRTUAL_TIMEOUT * n);
        // ACKs are kept per worker (source); `streams` may be any subset of
        // the workers, e.g. one worker's chunk of a streamed probe phase.
        loop {
            let mut active = false;
            for (w, s) in streams.iter().enumerate() {
                let g = &mut senders[w];
                if g.done() {
                    continue;
                }
                active = true;
                let src = s.worker.source as usize;
                let Some(step) = g.send_next() else {
                    // Blocked. The switch may still be working on what it
                    // was fed: what that brings back (ACKs) comes first.
                    if self.progress(sink)? || !self.fresh.is_empty() {
                        self.hand_acks(streams, &mut senders);
                        continue;
                    }
                    let g = &mut senders[w];
                    // Blocked: time out, go back to the first unacknowledged frame.
                    stats.rounds += 1;
                    if stats.rounds > self.max_rounds {
                        bail!(
                            "worker {w}: after {} go-back rounds the switch has acknowledged {} of sequence numbers {}..{}",
                            self.max_rounds,
                            self.acks[src].map_or("none".to_string(), |a| format!("up to {}", a.ack)),
                            s.first_seq,
                            s.next_seq()
                        );
                    }
                    self.clock += VIRTUAL_TIMEOUT;
                    if stall_after.is_some_and(|t| g.stalled_for(self.clock) >= t) {
                        self.settle(sink)?;
                        self.fresh.clear();
                        return Ok(PhaseOutcome::Stalled { worker: src, stats });
                    }
                    g.time_out(self.clock);
                    continue;
                };
                if step.retransmission {
                    stats.retransmitted += 1;
                }
                let i = step.index;
                let ahead = prepared
                    .get_mut(w)
                    .and_then(|p| p.get_mut(i))
                    .and_then(Option::take);
                self.send(&s.worker, &s.frames[i], ahead, sink, &mut stats)?;
                // The ACKs the frame caused go to their worker's sender.
                self.hand_acks(streams, &mut senders);
            }
            if !active {
                break;
            }
        }
        self.settle(sink)?;
        self.fresh.clear();
        // A frame still held arrives late: the switch drops it as a
        // duplicate (every frame of the phase is acknowledged).
        if let Some((port, late)) = self.held.take() {
            self.arrive(port, &late, None, sink)?;
            self.fresh.clear();
        }
        for (w, s) in streams.iter().enumerate() {
            let counts = self.acks[s.worker.source as usize].expect("acknowledged above");
            if counts.frames != s.counts.frames || counts.tuples != s.counts.tuples {
                bail!(
                    "worker {w}: switch accepted {} frames / {} tuples, worker sent {} / {}",
                    counts.frames,
                    counts.tuples,
                    s.counts.frames,
                    s.counts.tuples
                );
            }
        }
        Ok(PhaseOutcome::Delivered(stats))
    }

    /// Hands the ACKs routed since the last call to their workers' senders.
    fn hand_acks(&mut self, streams: &[PhaseStream], senders: &mut [GoBackN]) {
        let now = self.clock;
        for (aw, req_seq, ack) in self.fresh.drain(..) {
            if let Some(v) = streams.iter().position(|t| t.worker.source as usize == aw) {
                senders[v].on_ack(req_seq, ack, now);
            }
        }
    }

    /// Frames that arrive late, outside any sender (no faults; any ACK they
    /// cause is stale and dropped).
    pub(crate) fn deliver_late(
        &mut self,
        frames: &[(usize, Vec<u8>)],
        sink: &mut dyn FrameSink,
    ) -> Result<()> {
        for (port, f) in frames {
            self.arrive(*port, f, None, sink)?;
        }
        self.fresh.clear();
        Ok(())
    }

    pub(crate) fn epoch_counters(
        &mut self,
        m: &EpochMachine,
        query_id: u16,
    ) -> Result<std::result::Result<Counters, Recovery>> {
        let cmd = self.session.counters_command();
        Ok(match self.read_counters(query_id) {
            Ok(c) => Ok(c),
            // The query's context was freed under it (a restart, a RESET):
            // the next epoch takes one again.
            Err(e) if refused_with(&e, ControlStatus::NoQuery) => {
                Err(Recovery::Restarted(RestartSign::QueryEnded))
            }
            Err(e) if e.downcast_ref::<ControlError>().is_some() => Err(m.recovery_for(e)?),
            Err(_) => Err(Recovery::GarbledReply { cmd }),
        })
    }

    /// One epoch's set-up: RESET, LOAD_SIGNATURE (checked), CONFIGURE with
    /// the epoch's token, then the counters the epoch starts from and the
    /// query as the switch honoured it (its on-chip tables).
    fn epoch_setup(
        &mut self,
        m: &EpochMachine,
        s: &EpochSetup,
        token: u64,
    ) -> Result<std::result::Result<(Counters, ConfigureQuery), Recovery>> {
        let q = s.query_id;
        let conf = ConfigureQuery {
            token,
            bucket_bits: s.bucket_bits,
            num_sources: s.workers as u8,
            max_payload: s.max_payload as u16,
            sink: self.mac(),
            routing: s.routing,
            shape: s.shape,
            filter_bits: s.filter_bits,
            onchip: s.onchip,
            context: 0,
        };
        let mut session = self.session;
        let set_up = session.set_up(
            &mut |cmd, token, payload| self.control_naming(q, token, cmd, payload),
            s.sig,
            &conf,
        );
        self.session = session;
        let honoured = match set_up {
            Ok(h) => h,
            Err(e) => return Ok(Err(m.recovery_for(e)?)),
        };
        Ok(self.epoch_counters(m, q)?.map(|c| (c, honoured)))
    }

    /// Starts a new epoch of `m` and brings it to
    /// [`Built`](crate::epoch::EpochState::Built):
    /// set-up ([`Coordinator::epoch_setup`]), then the build phase of
    /// `builds` (encoded once for the whole query; each epoch stamps its
    /// token into them, [`stamp_token`]), committed when the counters account
    /// for its OVERFLOW output. Returns the epoch's sink (its build output
    /// taken), the decoder holding the epoch's OVERFLOW tuples and the query
    /// as the switch honoured it (its on-chip tables), or the
    /// machine's reason to end the epoch (the caller calls
    /// [`EpochMachine::recover`]). The set-up path of both in-process
    /// transports: [`Coordinator::run_query`] and
    /// [`crate::inp::ProbeSession`].
    pub(crate) fn set_up_and_build(
        &mut self,
        m: &mut EpochMachine,
        s: &EpochSetup,
        builds: &mut [PhaseStream],
        acc: &mut DeliveryStats,
    ) -> Result<std::result::Result<(AttemptSink, Sink, ConfigureQuery), Recovery>> {
        let token = m.begin_epoch()?;
        stamp_token(builds, token);
        let qid = s.query_id;
        let (c, honoured) = match self.epoch_setup(m, s, token)? {
            Ok(c) => c,
            Err(r) => return Ok(Err(r)),
        };
        m.configured(c);
        let mut sink = AttemptSink::new(qid, token);
        let stall = Some(self.stall_timeouts);
        let outcome = self
            .run_phase_outcome(builds, &mut [], &mut sink, stall)
            .context("build phase")?;
        if let Some(r) = self.phase_end(m, outcome, Phase::Build, qid, acc)? {
            return Ok(Err(r));
        }
        let c = match self.epoch_counters(m, qid)? {
            Ok(c) => c,
            Err(r) => return Ok(Err(r)),
        };
        match m.settle(&c, sink.attempt_counts(), Attempt::Build) {
            Settle::Commit => sink.close_attempt(true),
            Settle::Recover(Recovery::OverflowLost { arrived, counted }) => bail!(
                "build phase output incomplete: the switch counted {counted} OVERFLOW tuples, {arrived} arrived"
            ),
            Settle::Recover(r) => return Ok(Err(r)),
            x @ (Settle::ReadAgain | Settle::Discard) => bail!("internal: {x:?} after a build phase"),
        }
        let mut decoder = Sink::with_shape(s.sig, qid, token, s.shape);
        for (port, f) in sink.committed.drain(..) {
            decoder.accept_owned(port, f)?;
        }
        Ok(Ok((sink, decoder, honoured)))
    }

    /// Runs a whole star join in epochs, driven by the query's epoch machine
    /// ([`EpochMachine`]): each epoch
    /// sets the switch up with its own token and builds; the probe side then
    /// goes in rounds, each committed when the counters account for its
    /// output. A restarted switch ([`LinkEvents::restart_at_frames`]) stalls
    /// the senders; the counters read then show the restart, and the next
    /// epoch sets up, builds again and goes on from the last committed
    /// round: no result tuple is lost or handed out twice. Output missing
    /// although the in-process link delivers all of it (the engine lost it)
    /// is an error, not a re-probe.
    /// On a shared switch the query's context is released when it ends,
    /// whether it succeeded or not.
    pub fn run_query(&mut self, plan: &QueryPlan<'_>) -> Result<QueryOutcome> {
        let outcome = self.run_query_in_epochs(plan);
        if self.session.sharing == Sharing::Shared && !self.unsettled {
            let released = self.release(plan.query_id);
            if outcome.is_ok() {
                released.context("releasing the query context")?;
            }
        }
        outcome
    }

    fn run_query_in_epochs(&mut self, plan: &QueryPlan<'_>) -> Result<QueryOutcome> {
        let sig = plan.sig;
        let n = plan.workers.len();
        let (bw, pw, rw) = (sig.build_width(), sig.probe_width(), sig.result_width());
        if plan.dims.len() != sig.t()
            || plan.dims.iter().any(|d| d.len() != n)
            || plan.fact.len() != n
        {
            bail!("a query plan needs one partition per table and worker");
        }
        let tpf = (plan.max_payload / pw).max(1);
        let build_tuples: u64 = plan
            .dims
            .iter()
            .flatten()
            .map(|p| (p.len() / bw) as u64)
            .sum();
        let len: Vec<u64> = plan.fact.iter().map(|f| (f.len() / pw) as u64).collect();
        let (round_frames, max_round_frames) = match plan.round_frames {
            Some(r) => requested_rounds(r),
            None => {
                let whole = len
                    .iter()
                    .map(|&l| (l as usize).div_ceil(tpf))
                    .max()
                    .unwrap_or(1)
                    .max(1);
                (whole, whole)
            }
        };
        let mut m = EpochMachine::new(EpochConfig {
            build_tuples,
            max_recoveries: plan.max_recoveries,
            max_rebuilds: 0,
            // Nothing is in flight once the senders are done: one read tells.
            settle_reads: 1,
            round_frames,
            max_round_frames,
            tuples_per_frame: tpf,
        });
        let stall = Some(self.stall_timeouts);
        let qid = plan.query_id;
        let mut out = QueryOutcome::default();
        let mut lo = vec![0u64; n];
        // Token 0 until the first epoch draws its own: every epoch's frames
        // carry that epoch's token, and its sinks take only those.
        let mut sink = AttemptSink::new(qid, m.token());
        let mut decoder = Sink::new(sig, qid, m.token());
        let mut q = QueryHeader {
            switch_mac: plan.switch_mac,
            query_id: qid,
            token: m.token(),
            max_payload: plan.max_payload,
        };
        // Per worker: next sequence number and what it sent in the probe phase.
        let mut lanes: Vec<(u32, PhaseCounts)> = Vec::new();
        let mut late: Vec<(usize, Vec<u8>)> = Vec::new();
        let setup = EpochSetup {
            sig,
            query_id: qid,
            bucket_bits: plan.bucket_bits,
            workers: n,
            max_payload: plan.max_payload,
            // The whole query's results are handed out as RESULT tuples.
            shape: netjoin_proto::ResultShape::Probe,
            filter_bits: plan.filter_bits,
            onchip: plan.onchip,
            // Its results leave on one port, the sink's, in one sequence.
            routing: netjoin_proto::ResultRouting::Sink,
        };
        // The build side is encoded once; every epoch stamps its token in.
        let t = Instant::now();
        let mut builds: Vec<PhaseStream> = plan
            .workers
            .par_iter()
            .map(|w| {
                let parts: Vec<&[u8]> = plan
                    .dims
                    .iter()
                    .map(|d| d[w.source as usize].as_slice())
                    .collect();
                build_phase(&sig, &q, *w, &parts, 0)
            })
            .collect();
        out.encode_time += t.elapsed();
        loop {
            if !m.is_built() {
                let t = Instant::now();
                let built = self.set_up_and_build(&mut m, &setup, &mut builds, &mut out.build)?;
                out.build_time += t.elapsed();
                let honoured;
                (sink, decoder, honoured) = match built {
                    Ok(b) => b,
                    Err(r) => {
                        m.recover(r);
                        continue;
                    }
                };
                out.onchip = honoured.onchip;
                q.token = m.token();
                out.overflow_tuples = decoder.overflow_tuples() as u64;
                lanes = builds
                    .iter()
                    .map(|b| (b.next_seq(), PhaseCounts::default()))
                    .collect();
                let k = self.events.late_build_frames;
                late = late_build_frames(&builds, k);
            }
            if lo == len {
                break;
            }
            let ranges = m.next_round(&lo, &len);
            let round = m.start_round();
            let round_tuples: u64 = ranges.iter().map(|(a, b)| b - a).sum();
            let t = Instant::now();
            let streams: Vec<PhaseStream> = (0..n)
                .into_par_iter()
                .filter(|&w| ranges[w].0 < ranges[w].1)
                .map(|w| {
                    let (a, b) = ranges[w];
                    let wid = plan.workers[w];
                    let tuples = &plan.fact[w][a as usize * pw..b as usize * pw];
                    let mut s = probe_chunk(&sig, &q, wid, tuples, lanes[w].0, lanes[w].1);
                    let end = probe_end(&q, wid, s.next_seq(), s.counts);
                    s.frames.extend(end.frames);
                    s
                })
                .collect();
            out.encode_time += t.elapsed();
            for s in &streams {
                lanes[s.worker.source as usize] = (s.next_seq(), s.counts);
            }
            let t = Instant::now();
            let outcome = self
                .run_phase_outcome(&streams, &mut [], &mut sink, stall)
                .with_context(|| format!("probe round {round}"))?;
            out.probe_time += t.elapsed();
            if let Some(r) = self.phase_end(&mut m, outcome, Phase::Probe, qid, &mut out.probe)? {
                sink.drop_attempt();
                m.recover(r);
                continue;
            }
            // BUILD retransmissions that arrive after probing began.
            if !late.is_empty() {
                self.deliver_late(&late, &mut sink)?;
                out.probe.late_by_link += late.len() as u64;
                late.clear();
            }
            let c = match self.epoch_counters(&m, qid)? {
                Ok(c) => c,
                Err(r) => {
                    m.recover(r);
                    continue;
                }
            };
            let last = m.last().clone();
            let got = sink.attempt_counts();
            match m.settle(
                &c,
                got,
                Attempt::Round {
                    tuples: round_tuples,
                },
            ) {
                Settle::Commit => {
                    sink.close_attempt(true);
                    for (w, r) in ranges.iter().enumerate() {
                        lo[w] = r.1;
                    }
                    for (port, f) in sink.committed.drain(..) {
                        decoder.accept(port, &f)?;
                    }
                    out.switch_results += (decoder.results.len() / rw) as u64;
                    out.results.append(&mut decoder.results);
                    if !decoder.spills.is_empty() {
                        out.spill_tuples += (decoder.spills.len() / sig.spill_width()) as u64;
                        let finished = decoder.finish_spills();
                        out.rows_from_spills += (finished.len() / rw) as u64;
                        out.spill_rows.extend_from_slice(&finished);
                        decoder.clear_spills();
                    }
                }
                Settle::Discard => return Err(incomplete_round(round, &c, &last, got)),
                Settle::Recover(r) => {
                    sink.drop_attempt();
                    m.recover(r);
                }
                Settle::ReadAgain => bail!("internal: a second counter read after a probe round"),
            }
        }
        let c = self.read_counters(qid)?;
        m.finish(c.clone());
        out.counters = c;
        out.sink_duplicates = sink.duplicates;
        out.epochs = m.report().clone();
        Ok(out)
    }

    /// Adds a phase's delivery to `acc`; for a stalled sender, reads the
    /// counters and returns the machine's reason to recover.
    pub(crate) fn phase_end(
        &mut self,
        m: &mut EpochMachine,
        outcome: PhaseOutcome,
        phase: Phase,
        query_id: u16,
        acc: &mut DeliveryStats,
    ) -> Result<Option<Recovery>> {
        let (stats, stalled) = match outcome {
            PhaseOutcome::Delivered(s) => (s, None),
            PhaseOutcome::Stalled { worker, stats } => (stats, Some(worker)),
        };
        acc.add(&stats);
        let Some(worker) = stalled else {
            return Ok(None);
        };
        Ok(Some(match self.epoch_counters(m, query_id)? {
            Ok(c) => m.classify_stall(worker, phase, &c),
            Err(r) => r,
        }))
    }
}

impl DeliveryStats {
    /// Adds `d`'s counts to these.
    pub fn add(&mut self, d: &DeliveryStats) {
        self.frames += d.frames;
        self.bytes += d.bytes;
        self.retransmitted += d.retransmitted;
        self.dropped_by_link += d.dropped_by_link;
        self.duplicated_by_link += d.duplicated_by_link;
        self.reordered_by_link += d.reordered_by_link;
        self.rounds += d.rounds;
        self.restarts_by_link += d.restarts_by_link;
        self.late_by_link += d.late_by_link;
    }
}

/// What an epoch's set-up configures ([`Coordinator::set_up_and_build`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct EpochSetup {
    pub sig: Signature,
    pub query_id: u16,
    pub bucket_bits: u8,
    pub workers: usize,
    pub max_payload: usize,
    /// What RESULT tuples carry of the probe tuple.
    pub shape: netjoin_proto::ResultShape,
    /// The tables' membership filters (PROTOCOL.md §6.3); 0: none.
    pub filter_bits: u8,
    /// The tables asked for on chip (PROTOCOL.md §6.4), bit t for table t.
    pub onchip: u8,
    /// Where RESULT, SPILL and OVERFLOW frames go (PROTOCOL.md §7.5).
    pub routing: netjoin_proto::ResultRouting,
}

/// Probe rounds grow to this many frames per worker (doubling after every
/// committed round) when the caller chose a first round size below it.
pub const MAX_ROUND_FRAMES: usize = 4096;

/// (first, largest) round size in frames per worker for a requested first
/// round of `r` frames: rounds start at `r` (at least one frame) and double
/// up to [`MAX_ROUND_FRAMES`], or stay at `r` if it is larger.
pub fn requested_rounds(r: usize) -> (usize, usize) {
    (r.max(1), MAX_ROUND_FRAMES.max(r))
}

/// Writes `token` into every frame of `streams` (the header's token field;
/// frames carry no checksum), so a build side encoded once serves every
/// epoch. Nothing is written if the frames carry it already.
pub(crate) fn stamp_token(streams: &mut [PhaseStream], token: u64) {
    use netjoin_proto::header::offset::TOKEN;
    let t = token.to_be_bytes();
    for f in streams.iter_mut().flat_map(|s| s.frames.iter_mut()) {
        if f.len() >= TOKEN + t.len() && f[TOKEN..TOKEN + t.len()] != t {
            f[TOKEN..TOKEN + t.len()].copy_from_slice(&t);
        }
    }
}

/// The last `k` data frames (END excluded) of every build stream, with
/// their ports: BUILD retransmissions that arrive after probing began
/// ([`LinkEvents::late_build_frames`]).
pub(crate) fn late_build_frames(builds: &[PhaseStream], k: usize) -> Vec<(usize, Vec<u8>)> {
    builds
        .iter()
        .flat_map(|b| {
            let data = &b.frames[..b.frames.len() - 1];
            data[data.len().saturating_sub(k)..]
                .iter()
                .map(|f| (b.worker.port, f.clone()))
        })
        .collect()
}

/// The error for a probe round whose output the switch counted but the
/// in-process link did not deliver (it loses no switch output: the engine
/// lost it), from the counters before (`last`) and after (`now`) the round.
pub(crate) fn incomplete_round(
    round: u32,
    now: &Counters,
    last: &Counters,
    got: AttemptCounts,
) -> anyhow::Error {
    let d = |k: Counter| now.get(k).saturating_sub(last.get(k));
    anyhow!(
        "probe phase output incomplete: round {round}: the switch counted {} result tuples and {} spills, {} and {} arrived",
        d(Counter::ResultTuples),
        d(Counter::Spills),
        got.results,
        got.spills
    )
}

/// A whole star join for [`Coordinator::run_query`].
#[derive(Clone, Copy, Debug)]
pub struct QueryPlan<'a> {
    pub sig: Signature,
    pub query_id: u16,
    pub max_payload: usize,
    pub bucket_bits: u8,
    /// Each table's membership filter has two arrays of `2^filter_bits`
    /// bits (PROTOCOL.md §6.3); 0: no filter.
    pub filter_bits: u8,
    /// The tables to probe from block RAM (PROTOCOL.md §6.4), bit t for
    /// table t ([`crate::sizing::onchip_tables`]); the switch may place
    /// fewer ([`QueryOutcome::onchip`]).
    pub onchip: u8,
    pub switch_mac: Mac,
    /// Worker `w` is `workers[w]` (source `w`).
    pub workers: &'a [WorkerId],
    /// `dims[t][w]`: worker w's flat build tuples of table t.
    pub dims: &'a [Vec<Vec<u8>>],
    /// `fact[w]`: worker w's flat probe tuples.
    pub fact: &'a [Vec<u8>],
    /// Probe frames per worker in the first round (then doubled after every
    /// committed round, up to [`MAX_ROUND_FRAMES`]); `None`: the whole
    /// partition in one round.
    pub round_frames: Option<usize>,
    /// Switch recoveries the query survives; the next one ends it.
    pub max_recoveries: u32,
}

/// What [`Coordinator::run_query`] returns.
#[derive(Clone, Debug, Default)]
pub struct QueryOutcome {
    /// RESULT tuples of the committed rounds, flat, in arrival order.
    pub results: Vec<u8>,
    /// Rows finished on the host from spills, flat (RESULT layout).
    pub spill_rows: Vec<u8>,
    pub build: DeliveryStats,
    pub probe: DeliveryStats,
    pub switch_results: u64,
    pub spill_tuples: u64,
    pub rows_from_spills: u64,
    /// OVERFLOW tuples of the last epoch's build phase.
    pub overflow_tuples: u64,
    /// The switch's counters at the end (of the last epoch).
    pub counters: Counters,
    /// The tables the switch probed from block RAM in the last epoch, as
    /// its CONFIGURE reply honoured them.
    pub onchip: u8,
    /// Switch frames the last epoch's sink got twice.
    pub sink_duplicates: u64,
    /// What the epoch machine did: epochs, recoveries and their reasons,
    /// committed rounds, drops summed over epochs.
    pub epochs: EpochReport,
    pub encode_time: Duration,
    pub build_time: Duration,
    pub probe_time: Duration,
}
