//! The query's phase/epoch machine, without I/O.
//!
//! A query runs in epochs. An epoch is one set-up of the switch (RESET,
//! LOAD_SIGNATURE, CONFIGURE with the epoch's own token), one build phase and
//! then probe rounds, each committed or discarded by what the switch's
//! counters say it sent (docs/NETWORK.md). When the switch restarts, stops
//! answering, or a worker cannot get its stream through, the epoch ends and
//! the next one sets the switch up and builds again; probing goes on from the
//! last committed round, so no tuple is lost or handed out twice.
//!
//! The in-process coordinator
//! ([`crate::coordinator::Coordinator::run_query`]) drives it. The caller moves frames, reads the counters and
//! passes in what it observed: counters, attempt output ([`AttemptSink`]),
//! typed control errors, stalled workers. The machine decides: read again,
//! commit, discard, recover (a typed [`Recovery`]) or give up ([`GiveUp`]).
//! It reads no clock and does no I/O.
//!
//! Restarts are recognised only by what a restart changes: a counter lower
//! than at the previous reading (only a restart, or a RESET, which only the
//! coordinator sends, lowers one), tables that no longer hold the build
//! tuples, or a round whose probes the switch did not count. A frame dropped
//! as out of phase (a late BUILD retransmission after probing began) is no
//! sign of one; it is counted ([`EpochReport::switch_drop_phase`]).

use crate::control_client::ControlError;
use netjoin_proto::control::ControlCommand;
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::{DropReason, Header, Opcode, SWITCH_SOURCE};
use std::collections::{HashMap, HashSet};
use std::time::Duration;

/// A phase of the query, as far as recovery is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Build,
    Probe,
}

/// What showed that the switch lost its state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RestartSign {
    /// A counter is lower than at the previous reading.
    CounterWentBack {
        counter: Counter,
        was: u64,
        now: u64,
    },
    /// The tables hold a different number of build tuples than were sent
    /// (`inserts + overflows`).
    TablesLost { held: u64, sent: u64 },
    /// The switch probed a different number of tuples than the round sent.
    ProbesLost { probed: u64, sent: u64 },
    /// A switch shared with other queries no longer holds the query
    /// (PROTOCOL.md §5.5: it restarted, or a RESET or RELEASE ended it).
    QueryEnded,
}

/// Why an epoch ends before the query is done; the next epoch sets the
/// switch up again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recovery {
    /// The switch restarted (it lost its query, tables and counters).
    Restarted(RestartSign),
    /// The switch did not answer a CONTROL command (`waited`: for how long,
    /// on a transport with a clock).
    Unresponsive {
        cmd: ControlCommand,
        waited: Option<Duration>,
    },
    /// The switch answered a CONTROL command with a reply that does not decode.
    GarbledReply { cmd: ControlCommand },
    /// A worker could not get its stream through (no ACK moved its window).
    WorkerGaveUp { worker: usize, phase: Phase },
    /// OVERFLOW output was lost on the way to the sink: the build phase is
    /// re-run (the switch itself is fine).
    OverflowLost { arrived: u64, counted: u64 },
}

impl Recovery {
    /// Whether the switch itself failed (counted as a switch recovery and
    /// bounded by [`EpochConfig::max_recoveries`]); lost OVERFLOW output is a
    /// rebuild, bounded by [`EpochConfig::max_rebuilds`].
    pub fn is_switch_recovery(&self) -> bool {
        !matches!(self, Recovery::OverflowLost { .. })
    }
}

impl std::fmt::Display for Recovery {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Recovery::Restarted(RestartSign::CounterWentBack { counter, was, now }) => write!(
                f,
                "the switch's counter {} went back from {was} to {now}: it restarted",
                counter.name()
            ),
            Recovery::Restarted(RestartSign::TablesLost { held, sent }) => write!(
                f,
                "the switch holds {held} build tuples, {sent} were sent: it restarted"
            ),
            Recovery::Restarted(RestartSign::ProbesLost { probed, sent }) => write!(
                f,
                "the switch probed {probed} tuples in a round of {sent}: it restarted"
            ),
            Recovery::Restarted(RestartSign::QueryEnded) => write!(
                f,
                "the shared switch no longer holds the query: it restarted, or a RESET or RELEASE ended it"
            ),
            Recovery::Unresponsive {
                cmd,
                waited: Some(w),
            } => write!(f, "the switch did not answer {cmd:?} within {w:?}"),
            Recovery::Unresponsive { cmd, waited: None } => {
                write!(f, "the switch did not answer {cmd:?}")
            }
            Recovery::GarbledReply { cmd } => {
                write!(f, "the switch's reply to {cmd:?} does not decode")
            }
            Recovery::WorkerGaveUp { worker, phase } => write!(
                f,
                "worker {worker} could not get its {} stream through",
                match phase {
                    Phase::Build => "build",
                    Phase::Probe => "probe",
                }
            ),
            Recovery::OverflowLost { arrived, counted } => write!(
                f,
                "OVERFLOW output lost on the way to the sink ({arrived} of {counted} tuples arrived)"
            ),
        }
    }
}

/// Why the query cannot be completed; it ends with an error, never with a
/// partial result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GiveUp {
    /// More than [`EpochConfig::max_recoveries`] switch recoveries were needed.
    TooManyRecoveries {
        recoveries: u32,
        last: Option<Recovery>,
    },
    /// OVERFLOW output kept getting lost.
    TooManyRebuilds { rebuilds: u32 },
    /// The switch refused a command (or answered with an unknown status):
    /// setting the query up again would not help.
    Refused(ControlError),
    /// The OS gave no random token for the next epoch.
    NoRandomness(String),
}

impl std::fmt::Display for GiveUp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GiveUp::TooManyRecoveries { recoveries, last } => {
                write!(f, "gave up after {recoveries} recoveries of the switch")?;
                if let Some(r) = last {
                    write!(f, " (the last: {r})")?;
                }
                Ok(())
            }
            GiveUp::TooManyRebuilds { rebuilds } => write!(
                f,
                "gave up after {rebuilds} rebuilds: OVERFLOW output keeps getting lost"
            ),
            GiveUp::Refused(e) => write!(f, "{e}"),
            GiveUp::NoRandomness(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for GiveUp {}

/// What the machine is told about the query and how hard it may try.
#[derive(Clone, Copy, Debug)]
pub struct EpochConfig {
    /// Build tuples every epoch sends (all tables, all workers).
    pub build_tuples: u64,
    /// Switch recoveries the query survives; the next one ends it.
    pub max_recoveries: u32,
    /// Rebuilds (OVERFLOW output lost) the query survives; the next one ends it.
    pub max_rebuilds: u32,
    /// Counter reads per attempt before it is discarded (at least 1).
    pub settle_reads: u32,
    /// Probe frames per worker in the first round; doubled after a
    /// committed round, halved after a discarded one.
    pub round_frames: usize,
    /// Upper bound of the round size, in frames per worker.
    pub max_round_frames: usize,
    /// Probe tuples per frame.
    pub tuples_per_frame: usize,
}

/// Where the current epoch stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EpochState {
    /// No epoch, or the last one ended: set the switch up ([`EpochMachine::begin_epoch`]).
    Down,
    /// Set-up commands under way; next: [`EpochMachine::configured`].
    SettingUp,
    /// Configured, the build phase under way.
    Building,
    /// The build phase is committed: probe rounds may run.
    Built,
}

/// What an attempt sent, to be checked against the counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// The epoch's build phase.
    Build,
    /// A probe round of `tuples` probe tuples (all workers).
    Round { tuples: u64 },
}

/// The switch output of an attempt the sink holds, deduplicated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AttemptCounts {
    pub results: u64,
    pub spills: u64,
    pub overflows: u64,
    /// The switch's sequence numbers of the attempt's frames have no gap.
    pub contiguous: bool,
}

/// The machine's decision after a counter reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settle {
    /// Output may still be on its way: read the counters again.
    ReadAgain,
    /// The attempt is complete and exact: commit its output.
    Commit,
    /// Output was lost: discard the attempt's output, probe the round again.
    Discard,
    /// End the epoch ([`EpochMachine::recover`]) and set the switch up again.
    Recover(Recovery),
}

/// What the machine did over the whole query.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EpochReport {
    pub epochs: u32,
    /// Epochs ended because the switch restarted, stopped answering, or a
    /// worker gave up.
    pub switch_recoveries: u32,
    /// Build phases re-run because OVERFLOW output was lost.
    pub rebuilds: u32,
    /// Probe rounds committed.
    pub probe_rounds: u32,
    /// Probe round attempts discarded because switch output was lost.
    pub probe_retries: u32,
    /// Every recovery, in order.
    pub recoveries: Vec<Recovery>,
    /// Worker frames the switch dropped as duplicate / out of order / out of
    /// phase, summed over epochs (the last reading of each). Out of phase:
    /// BUILD retransmissions that arrived after probing began (harmless).
    pub switch_drop_duplicate: u64,
    pub switch_drop_out_of_order: u64,
    pub switch_drop_phase: u64,
}

impl EpochReport {
    /// Recoveries for which `pred` holds.
    pub fn count(&self, pred: impl Fn(&Recovery) -> bool) -> usize {
        self.recoveries.iter().filter(|r| pred(r)).count()
    }
}

/// The query's phase/epoch machine; see the module documentation.
#[derive(Clone, Debug)]
pub struct EpochMachine {
    cfg: EpochConfig,
    state: EpochState,
    epoch: u32,
    token: u64,
    /// The counters at the last commit, discard or set-up of this epoch.
    last: Counters,
    /// Counter reads of the attempt being settled.
    reads: u32,
    round_frames: usize,
    /// Probe round attempts started, over the whole query.
    round: u32,
    report: EpochReport,
}

impl EpochMachine {
    pub fn new(cfg: EpochConfig) -> EpochMachine {
        // The first round may be larger than the bound; the first commit
        // brings it within.
        let round_frames = cfg.round_frames.max(1);
        EpochMachine {
            cfg,
            state: EpochState::Down,
            epoch: 0,
            token: 0,
            last: Counters::zero(),
            reads: 0,
            round_frames,
            round: 0,
            report: EpochReport::default(),
        }
    }

    pub fn state(&self) -> EpochState {
        self.state
    }
    /// Whether probe rounds may run (the epoch's build phase is committed).
    pub fn is_built(&self) -> bool {
        self.state == EpochState::Built
    }
    /// The current epoch, 1-based (0: none yet).
    pub fn epoch(&self) -> u32 {
        self.epoch
    }
    /// The current epoch's token (0 before the first epoch).
    pub fn token(&self) -> u64 {
        self.token
    }
    /// The counters the next reading is compared with.
    pub fn last(&self) -> &Counters {
        &self.last
    }
    pub fn round_frames(&self) -> usize {
        self.round_frames
    }
    pub fn report(&self) -> &EpochReport {
        &self.report
    }
    pub fn config(&self) -> &EpochConfig {
        &self.cfg
    }

    /// Starts a new epoch: returns its token, or why the query is given up.
    pub fn begin_epoch(&mut self) -> Result<u64, GiveUp> {
        if self.report.switch_recoveries > self.cfg.max_recoveries {
            return Err(GiveUp::TooManyRecoveries {
                recoveries: self.report.switch_recoveries,
                last: self.report.recoveries.last().copied(),
            });
        }
        if self.report.rebuilds > self.cfg.max_rebuilds {
            return Err(GiveUp::TooManyRebuilds {
                rebuilds: self.report.rebuilds,
            });
        }
        self.epoch += 1;
        self.report.epochs = self.epoch;
        // Each epoch's token is fresh from the OS: a frame of an earlier
        // epoch (or query) is never taken for this one's, and nobody who
        // saw one token can tell the next.
        self.token = crate::random::fresh_token(self.token)
            .map_err(|e| GiveUp::NoRandomness(format!("{e:#}")))?;
        self.state = EpochState::SettingUp;
        self.reads = 0;
        Ok(self.token)
    }

    /// The switch is set up; `counters` are read right after CONFIGURE.
    pub fn configured(&mut self, counters: Counters) {
        debug_assert_eq!(self.state, EpochState::SettingUp);
        self.last = counters;
        self.state = EpochState::Building;
    }

    /// The next probe round: fact tuples `lo[w]..hi` of worker w's chunk of
    /// `len[w]` tuples (an empty range: the worker sends nothing).
    pub fn next_round(&self, lo: &[u64], len: &[u64]) -> Vec<(u64, u64)> {
        let n = (self.round_frames as u64).saturating_mul(self.cfg.tuples_per_frame.max(1) as u64);
        lo.iter()
            .zip(len)
            .map(|(&lo, &len)| (lo, lo.saturating_add(n).min(len)))
            .collect()
    }

    /// Numbers a probe round attempt (0-based, over the whole query).
    pub fn start_round(&mut self) -> u32 {
        debug_assert!(self.is_built());
        self.round += 1;
        self.round - 1
    }

    /// A counter reading after `attempt` (a build phase or probe round) was
    /// sent, with what the sink holds of its output. Only a restart (or a
    /// RESET) lowers a counter; a frame dropped as out of phase is no sign
    /// of one.
    pub fn settle(&mut self, c: &Counters, got: AttemptCounts, attempt: Attempt) -> Settle {
        self.reads += 1;
        if let Some(sign) = restart_sign(c, &self.last, self.cfg.build_tuples) {
            self.reads = 0;
            return Settle::Recover(Recovery::Restarted(sign));
        }
        let delta = |k: Counter| c.get(k).saturating_sub(self.last.get(k));
        let (complete, want_overflows) = match attempt {
            Attempt::Build => {
                let want = delta(Counter::Overflows);
                (got.overflows == want && got.contiguous, want)
            }
            Attempt::Round { tuples } => {
                let probed = delta(Counter::Probes);
                if probed != tuples {
                    self.reads = 0;
                    return Settle::Recover(Recovery::Restarted(RestartSign::ProbesLost {
                        probed,
                        sent: tuples,
                    }));
                }
                let ok = got.results == delta(Counter::ResultTuples)
                    && got.spills == delta(Counter::Spills)
                    && got.contiguous;
                (ok, 0)
            }
        };
        if !complete && self.reads < self.cfg.settle_reads.max(1) {
            return Settle::ReadAgain;
        }
        self.reads = 0;
        self.last = c.clone();
        match (attempt, complete) {
            (Attempt::Build, true) => {
                self.state = EpochState::Built;
                Settle::Commit
            }
            (Attempt::Build, false) => Settle::Recover(Recovery::OverflowLost {
                arrived: got.overflows,
                counted: want_overflows,
            }),
            (Attempt::Round { .. }, true) => {
                self.report.probe_rounds += 1;
                self.round_frames = (self.round_frames * 2).min(self.cfg.max_round_frames.max(1));
                Settle::Commit
            }
            (Attempt::Round { .. }, false) => {
                self.report.probe_retries += 1;
                self.round_frames = (self.round_frames / 2).max(1);
                Settle::Discard
            }
        }
    }

    /// A CONTROL command failed: a refusal ends the query (setting it up
    /// again would not help), no answer is a reason to recover.
    pub fn control_failed(&self, e: ControlError) -> Result<Recovery, GiveUp> {
        match e {
            ControlError::Unanswered { cmd, waited } => Ok(Recovery::Unresponsive { cmd, waited }),
            ControlError::Refused { .. } | ControlError::UnknownStatus { .. } => {
                Err(GiveUp::Refused(e))
            }
        }
    }

    /// A CONTROL exchange or the set-up
    /// ([`crate::control_client::set_up_switch`]) failed with `e`: a switch
    /// that did not answer is a reason to recover; a refusal, a wrong
    /// signature or a garbled reply ends the query.
    pub fn recovery_for(&self, e: anyhow::Error) -> anyhow::Result<Recovery> {
        match e.downcast_ref::<ControlError>() {
            Some(ce) => self
                .control_failed(ce.clone())
                .map_err(|g| anyhow::Error::new(g).context(format!("{e:#}"))),
            None => Err(e),
        }
    }

    /// A worker's stream stalled (no ACK moved its window for the sender's
    /// give-up time) and `c` was read afterwards: a restart if the counters
    /// show one, else the worker gave up.
    pub fn classify_stall(&self, worker: usize, phase: Phase, c: &Counters) -> Recovery {
        let build_tuples = if self.is_built() {
            self.cfg.build_tuples
        } else {
            // Mid-build the tables are still filling: only a counter going
            // back tells a restart.
            u64::MAX
        };
        match restart_sign(c, &self.last, build_tuples) {
            Some(sign) => Recovery::Restarted(sign),
            None => Recovery::WorkerGaveUp { worker, phase },
        }
    }

    /// Ends the epoch for `reason`: its drop counters (as last read) go to
    /// the report, and the next step is [`EpochMachine::begin_epoch`].
    pub fn recover(&mut self, reason: Recovery) {
        self.absorb_drops();
        if reason.is_switch_recovery() {
            self.report.switch_recoveries += 1;
        } else {
            self.report.rebuilds += 1;
        }
        self.report.recoveries.push(reason);
        self.state = EpochState::Down;
        self.reads = 0;
    }

    /// The query is done; `c` are the final counters.
    pub fn finish(&mut self, c: Counters) {
        self.last = c;
        self.absorb_drops();
    }

    fn absorb_drops(&mut self) {
        let l = &self.last;
        self.report.switch_drop_duplicate += l.get(Counter::Dropped(DropReason::Duplicate));
        self.report.switch_drop_out_of_order += l.get(Counter::Dropped(DropReason::OutOfOrder));
        self.report.switch_drop_phase += l.get(Counter::Dropped(DropReason::Phase));
    }
}

/// What in `c`, read after `last`, shows a restart: a counter that went back,
/// or tables that do not hold `build_tuples` (u64::MAX: not checked).
fn restart_sign(c: &Counters, last: &Counters, build_tuples: u64) -> Option<RestartSign> {
    if let Some(k) = Counter::all().into_iter().find(|&k| c.get(k) < last.get(k)) {
        return Some(RestartSign::CounterWentBack {
            counter: k,
            was: last.get(k),
            now: c.get(k),
        });
    }
    let held = c.get(Counter::Inserts) + c.get(Counter::Overflows);
    if build_tuples != u64::MAX && held != build_tuples {
        return Some(RestartSign::TablesLost {
            held,
            sent: build_tuples,
        });
    }
    None
}

/// The switch output of one epoch (one CONFIGURE, one token) as the sink
/// sees it: frames of the open attempt, deduplicated by the switch's sequence
/// number on the port they left on, and those of committed attempts. Each
/// tx port numbers its frames itself (PROTOCOL.md §4.1: one port with
/// results to the sink, every worker's port with results to the source).
/// Late frames of a settled attempt or another epoch are ignored and counted.
#[derive(Clone, Debug)]
pub struct AttemptSink {
    query_id: u16,
    token: u64,
    /// (tx port, sequence number) of every frame taken.
    seen: HashSet<(usize, u32)>,
    /// Per tx port: frames with a sequence number at or below this belong
    /// to settled attempts.
    floor: HashMap<usize, u32>,
    /// The open attempt's frames: (tx port, sequence number, frame).
    attempt: Vec<(usize, u32, Vec<u8>)>,
    /// Frames of committed attempts, not yet taken: (tx port, frame).
    pub committed: Vec<(usize, Vec<u8>)>,
    /// Frames that arrived twice.
    pub duplicates: u64,
    /// Frames of settled attempts or of another epoch that arrived late.
    pub stale: u64,
}

impl AttemptSink {
    pub fn new(query_id: u16, token: u64) -> AttemptSink {
        AttemptSink {
            query_id,
            token,
            seen: HashSet::new(),
            floor: HashMap::new(),
            attempt: Vec::new(),
            committed: Vec::new(),
            duplicates: 0,
            stale: 0,
        }
    }

    /// Takes a frame that left the switch on tx port `port` if it is this
    /// epoch's switch output.
    pub fn offer(&mut self, port: usize, h: &Header, frame: Vec<u8>) {
        if h.source != SWITCH_SOURCE || h.query_id != self.query_id {
            return;
        }
        if h.token != self.token {
            self.stale += 1;
            return;
        }
        if !self.seen.insert((port, h.seq)) {
            self.duplicates += 1;
            return;
        }
        if self.floor.get(&port).is_some_and(|&f| h.seq <= f) {
            self.stale += 1;
            return;
        }
        self.attempt.push((port, h.seq, frame));
    }

    /// What the open attempt holds; it is contiguous if no port's
    /// sequence numbers have a gap.
    pub fn attempt_counts(&self) -> AttemptCounts {
        let mut n = AttemptCounts::default();
        // Per port: (lowest, highest, frames).
        let mut ports: HashMap<usize, (u32, u32, usize)> = HashMap::new();
        for (port, seq, f) in &self.attempt {
            let h = Header::parse(f).expect("parsed on arrival");
            match h.opcode {
                Opcode::Result => n.results += h.tuple_count as u64,
                Opcode::Spill => n.spills += h.tuple_count as u64,
                Opcode::Overflow => n.overflows += h.tuple_count as u64,
                _ => {}
            }
            let e = ports.entry(*port).or_insert((*seq, *seq, 0));
            *e = (e.0.min(*seq), e.1.max(*seq), e.2 + 1);
        }
        n.contiguous = ports
            .values()
            .all(|&(lo, hi, frames)| (hi - lo) as usize + 1 == frames);
        n
    }

    /// Settles the open attempt: its frames are committed or discarded, and
    /// later frames up to its highest sequence number on each port are stale.
    pub fn close_attempt(&mut self, commit: bool) {
        for &(port, seq, _) in &self.attempt {
            let f = self.floor.entry(port).or_insert(seq);
            *f = (*f).max(seq);
        }
        let a = std::mem::take(&mut self.attempt);
        if commit {
            self.committed
                .extend(a.into_iter().map(|(port, _, f)| (port, f)));
        }
    }

    /// Drops the open attempt's frames (the epoch ends).
    pub fn drop_attempt(&mut self) {
        self.attempt.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use netjoin_proto::control::ControlStatus;
    use netjoin_proto::frame::FrameBuilder;
    use netjoin_proto::Mac;

    const BUILD: u64 = 1000;

    fn cfg() -> EpochConfig {
        EpochConfig {
            build_tuples: BUILD,
            max_recoveries: 2,
            max_rebuilds: 1,
            settle_reads: 3,
            round_frames: 4,
            max_round_frames: 16,
            tuples_per_frame: 10,
        }
    }

    fn counters(pairs: &[(Counter, u64)]) -> Counters {
        let mut c = Counters::zero();
        for &(k, v) in pairs {
            c.add(k, v);
        }
        c
    }

    /// Counters of a configured switch after its set-up commands.
    fn after_setup() -> Counters {
        counters(&[
            (Counter::FramesIn, 3),
            (Counter::FramesAccepted, 3),
            (Counter::ControlFrames, 3),
            (Counter::FramesOut, 2),
        ])
    }

    /// Counters after the build phase: `overflows` of the build tuples overflowed.
    fn after_build(overflows: u64) -> Counters {
        let mut c = after_setup();
        c.add(Counter::ControlFrames, 1);
        c.add(Counter::Inserts, BUILD - overflows);
        c.add(Counter::Overflows, overflows);
        c
    }

    fn complete(overflows: u64) -> AttemptCounts {
        AttemptCounts {
            overflows,
            contiguous: true,
            ..AttemptCounts::default()
        }
    }

    /// A machine whose first epoch is built.
    fn built() -> (EpochMachine, Counters) {
        let mut m = EpochMachine::new(cfg());
        m.begin_epoch().unwrap();
        m.configured(after_setup());
        let c = after_build(5);
        assert_eq!(m.settle(&c, complete(5), Attempt::Build), Settle::Commit);
        (m, c)
    }

    /// `c` after a probe round of `tuples` with `results` RESULT tuples.
    fn after_round(c: &Counters, tuples: u64, results: u64) -> Counters {
        let mut c = c.clone();
        c.add(Counter::ControlFrames, 1);
        c.add(Counter::Probes, tuples);
        c.add(Counter::ResultTuples, results);
        c
    }

    #[test]
    fn epochs_take_new_tokens_and_walk_the_states() {
        let mut m = EpochMachine::new(cfg());
        assert_eq!((m.state(), m.epoch()), (EpochState::Down, 0));
        let t1 = m.begin_epoch().unwrap();
        assert_ne!(t1, 0);
        assert_eq!(m.token(), t1);
        assert_eq!(m.state(), EpochState::SettingUp);
        m.configured(after_setup());
        assert_eq!(m.state(), EpochState::Building);
        assert_eq!(
            m.settle(&after_build(0), complete(0), Attempt::Build),
            Settle::Commit
        );
        assert!(m.is_built());
        m.recover(Recovery::Unresponsive {
            cmd: ControlCommand::ReadCounters,
            waited: None,
        });
        assert_eq!(m.state(), EpochState::Down);
        let t2 = m.begin_epoch().unwrap();
        assert!(t2 != 0 && t2 != t1, "a fresh token: {t1:#x} then {t2:#x}");
        assert_eq!((m.epoch(), m.token(), m.report().epochs), (2, t2, 2));
    }

    #[test]
    fn a_counter_going_back_is_a_restart() {
        let (mut m, c) = built();
        // Power-on state, then a few dropped frames and our read.
        let back = counters(&[
            (Counter::FramesIn, 9),
            (Counter::FramesAccepted, 1),
            (Counter::ControlFrames, 1),
            (Counter::Dropped(DropReason::Phase), 8),
        ]);
        let s = m.settle(
            &back,
            AttemptCounts::default(),
            Attempt::Round { tuples: 40 },
        );
        assert_eq!(
            s,
            Settle::Recover(Recovery::Restarted(RestartSign::CounterWentBack {
                counter: Counter::FramesAccepted,
                was: c.get(Counter::FramesAccepted),
                now: 1,
            }))
        );
        assert!(s != Settle::Commit);
    }

    #[test]
    fn tables_that_lost_build_tuples_are_a_restart() {
        let mut m = EpochMachine::new(cfg());
        m.begin_epoch().unwrap();
        m.configured(after_setup());
        let mut c = after_build(0);
        c.add(Counter::Inserts, 0);
        let mut short = c.clone();
        short.0[Counter::Inserts.index()] = BUILD - 7;
        assert_eq!(
            m.settle(&short, complete(0), Attempt::Build),
            Settle::Recover(Recovery::Restarted(RestartSign::TablesLost {
                held: BUILD - 7,
                sent: BUILD
            }))
        );
    }

    #[test]
    fn a_round_the_switch_did_not_probe_whole_is_a_restart() {
        let (mut m, c) = built();
        let c2 = after_round(&c, 30, 30);
        assert_eq!(
            m.settle(
                &c2,
                AttemptCounts {
                    results: 30,
                    contiguous: true,
                    ..Default::default()
                },
                Attempt::Round { tuples: 40 }
            ),
            Settle::Recover(Recovery::Restarted(RestartSign::ProbesLost {
                probed: 30,
                sent: 40
            }))
        );
    }

    #[test]
    fn lost_overflow_output_is_read_again_then_a_rebuild() {
        let mut m = EpochMachine::new(cfg());
        m.begin_epoch().unwrap();
        m.configured(after_setup());
        let c = after_build(5);
        let got = complete(3);
        assert_eq!(m.settle(&c, got, Attempt::Build), Settle::ReadAgain);
        assert_eq!(m.settle(&c, got, Attempt::Build), Settle::ReadAgain);
        let s = m.settle(&c, got, Attempt::Build);
        assert_eq!(
            s,
            Settle::Recover(Recovery::OverflowLost {
                arrived: 3,
                counted: 5
            })
        );
        let Settle::Recover(r) = s else {
            unreachable!()
        };
        assert!(!r.is_switch_recovery());
        m.recover(r);
        assert_eq!((m.report().rebuilds, m.report().switch_recoveries), (1, 0));
        // One rebuild is allowed, a second is not.
        m.begin_epoch().unwrap();
        m.configured(after_setup());
        m.settle(&c, got, Attempt::Build);
        m.settle(&c, got, Attempt::Build);
        let Settle::Recover(r) = m.settle(&c, got, Attempt::Build) else {
            panic!("not a rebuild")
        };
        m.recover(r);
        assert_eq!(
            m.begin_epoch(),
            Err(GiveUp::TooManyRebuilds { rebuilds: 2 })
        );
    }

    #[test]
    fn a_gap_in_the_output_is_not_complete() {
        let mut m = EpochMachine::new(cfg());
        m.begin_epoch().unwrap();
        m.configured(after_setup());
        let gap = AttemptCounts {
            overflows: 5,
            contiguous: false,
            ..Default::default()
        };
        assert_eq!(
            m.settle(&after_build(5), gap, Attempt::Build),
            Settle::ReadAgain
        );
        assert_eq!(
            m.settle(&after_build(5), complete(5), Attempt::Build),
            Settle::Commit
        );
    }

    #[test]
    fn rounds_commit_and_discard_and_adapt_their_size() {
        let (mut m, c) = built();
        assert_eq!(
            m.next_round(&[0, 0, 100], &[1000, 30, 100]),
            vec![(0, 40), (0, 30), (100, 100)]
        );
        assert_eq!(m.start_round(), 0);
        let c1 = after_round(&c, 40, 12);
        let ok = AttemptCounts {
            results: 12,
            contiguous: true,
            ..Default::default()
        };
        assert_eq!(
            m.settle(&c1, ok, Attempt::Round { tuples: 40 }),
            Settle::Commit
        );
        assert_eq!((m.round_frames(), m.report().probe_rounds), (8, 1));
        // Output lost: three reads, then the round is discarded and halved.
        assert_eq!(m.start_round(), 1);
        let c2 = after_round(&c1, 80, 20);
        let short = AttemptCounts {
            results: 19,
            contiguous: true,
            ..Default::default()
        };
        let r = Attempt::Round { tuples: 80 };
        assert_eq!(m.settle(&c2, short, r), Settle::ReadAgain);
        assert_eq!(m.settle(&c2, short, r), Settle::ReadAgain);
        assert_eq!(m.settle(&c2, short, r), Settle::Discard);
        assert_eq!((m.round_frames(), m.report().probe_retries), (4, 1));
        // The next reading is compared with the discarded attempt's.
        assert_eq!(m.last(), &c2);
        // Sizes stay within 1 ..= max_round_frames.
        let mut c = c2;
        for _ in 0..5 {
            let n = m.next_round(&[0], &[u64::MAX])[0].1;
            c = after_round(&c, n, 0);
            let none = AttemptCounts {
                contiguous: true,
                ..Default::default()
            };
            assert_eq!(
                m.settle(&c, none, Attempt::Round { tuples: n }),
                Settle::Commit
            );
        }
        assert_eq!(m.round_frames(), 16);
    }

    #[test]
    fn a_late_build_frame_is_no_restart_and_is_counted() {
        let (mut m, c) = built();
        let mut c1 = after_round(&c, 40, 40);
        c1.add(Counter::FramesIn, 3);
        c1.add(Counter::Dropped(DropReason::Phase), 3);
        let ok = AttemptCounts {
            results: 40,
            contiguous: true,
            ..Default::default()
        };
        assert_eq!(
            m.settle(&c1, ok, Attempt::Round { tuples: 40 }),
            Settle::Commit
        );
        m.finish(c1);
        assert_eq!(m.report().switch_drop_phase, 3);
        assert_eq!((m.report().epochs, m.report().switch_recoveries), (1, 0));
    }

    #[test]
    fn control_errors_are_recoveries_or_the_end() {
        let m = EpochMachine::new(cfg());
        let waited = Some(Duration::from_secs(5));
        assert_eq!(
            m.control_failed(ControlError::Unanswered {
                cmd: ControlCommand::ReadCounters,
                waited
            }),
            Ok(Recovery::Unresponsive {
                cmd: ControlCommand::ReadCounters,
                waited
            })
        );
        let refused = ControlError::Refused {
            cmd: ControlCommand::Configure,
            status: ControlStatus::NoSignature,
        };
        assert_eq!(
            m.control_failed(refused.clone()),
            Err(GiveUp::Refused(refused))
        );
        let unknown = ControlError::UnknownStatus {
            cmd: ControlCommand::Reset,
            status: 99,
        };
        assert!(matches!(m.control_failed(unknown), Err(GiveUp::Refused(_))));
    }

    #[test]
    fn a_stall_is_a_restart_only_if_the_counters_say_so() {
        let (m, c) = built();
        let same = after_round(&c, 0, 0);
        assert_eq!(
            m.classify_stall(2, Phase::Probe, &same),
            Recovery::WorkerGaveUp {
                worker: 2,
                phase: Phase::Probe
            }
        );
        assert!(matches!(
            m.classify_stall(2, Phase::Probe, &counters(&[(Counter::ControlFrames, 1)])),
            Recovery::Restarted(RestartSign::CounterWentBack { .. })
        ));
        // Mid-build the tables are still filling: not a sign.
        let mut b = EpochMachine::new(cfg());
        b.begin_epoch().unwrap();
        b.configured(after_setup());
        let mut partial = after_setup();
        partial.add(Counter::Inserts, 10);
        partial.add(Counter::ControlFrames, 1);
        assert_eq!(
            b.classify_stall(0, Phase::Build, &partial),
            Recovery::WorkerGaveUp {
                worker: 0,
                phase: Phase::Build
            }
        );
    }

    #[test]
    fn recoveries_are_bounded_and_recorded_in_order() {
        let mut m = EpochMachine::new(cfg());
        let reasons = [
            Recovery::WorkerGaveUp {
                worker: 1,
                phase: Phase::Build,
            },
            Recovery::Unresponsive {
                cmd: ControlCommand::Reset,
                waited: None,
            },
            Recovery::GarbledReply {
                cmd: ControlCommand::ReadCounters,
            },
        ];
        // Two recoveries are survived (max_recoveries), the third is not.
        for r in reasons {
            m.begin_epoch().unwrap();
            m.recover(r);
        }
        assert_eq!(m.report().recoveries, reasons.to_vec());
        assert_eq!(m.report().switch_recoveries, 3);
        let e = m.begin_epoch().unwrap_err();
        assert_eq!(
            e,
            GiveUp::TooManyRecoveries {
                recoveries: 3,
                last: Some(reasons[2])
            }
        );
        assert!(e
            .to_string()
            .starts_with("gave up after 3 recoveries of the switch"));
        assert_eq!(
            m.report()
                .count(|r| matches!(r, Recovery::WorkerGaveUp { .. })),
            1
        );
    }

    fn switch_frame(op: Opcode, seq: u32, token: u64, tuples: u16) -> (Header, Vec<u8>) {
        let mut h = Header::new(op, Mac::local(7), Mac::local(9));
        h.source = SWITCH_SOURCE;
        h.query_id = 1;
        h.token = token;
        h.seq = seq;
        h.tuple_count = tuples;
        let f = FrameBuilder::encode(&h, &vec![0; tuples as usize * 8]);
        (Header::parse(&f).unwrap(), f)
    }

    #[test]
    fn the_attempt_sink_deduplicates_and_ignores_stale_frames() {
        let mut s = AttemptSink::new(1, 77);
        for (op, seq, token, n) in [
            (Opcode::Result, 0, 77, 3),
            (Opcode::Result, 0, 77, 3),             // duplicate
            (Opcode::Spill, 2, 77, 2),              // seq 1 still on its way
            (Opcode::Result, 5, 76, 4),             // another epoch's
            (Opcode::Result, 6, (1 << 32) | 77, 1), // another's, alike in the low half
        ] {
            let (h, f) = switch_frame(op, seq, token, n);
            s.offer(0, &h, f);
        }
        assert_eq!((s.duplicates, s.stale), (1, 2));
        let c = s.attempt_counts();
        assert_eq!(
            (c.results, c.spills, c.overflows, c.contiguous),
            (3, 2, 0, false)
        );
        s.close_attempt(false);
        assert!(s.committed.is_empty());
        // The missing frame of the discarded attempt arrives late: stale.
        let late = switch_frame(Opcode::Result, 1, 77, 1);
        s.offer(0, &late.0, late.1);
        assert_eq!((s.stale, s.duplicates), (3, 1));
        assert_eq!(
            s.attempt_counts(),
            AttemptCounts {
                contiguous: true,
                ..Default::default()
            }
        );
        // The next attempt: a gap shows until the frame in it arrives.
        for seq in [3, 5] {
            let (h, f) = switch_frame(Opcode::Overflow, seq, 77, 1);
            s.offer(0, &h, f);
        }
        assert!(!s.attempt_counts().contiguous);
        let (h, f) = switch_frame(Opcode::Overflow, 4, 77, 1);
        s.offer(0, &h, f);
        assert_eq!(s.attempt_counts().overflows, 3);
        assert!(s.attempt_counts().contiguous);
        s.close_attempt(true);
        assert_eq!(s.committed.len(), 3);
    }

    #[test]
    fn the_attempt_sink_numbers_each_tx_port_apart() {
        // Results to the source: ports 0 and 1 each count from 0.
        let mut s = AttemptSink::new(1, 77);
        for (port, seq) in [(0, 0), (1, 0), (1, 1), (0, 1)] {
            let (h, f) = switch_frame(Opcode::Result, seq, 77, 2);
            s.offer(port, &h, f);
        }
        assert_eq!(s.duplicates, 0);
        let c = s.attempt_counts();
        assert_eq!((c.results, c.contiguous), (8, true));
        s.close_attempt(true);
        assert_eq!(
            s.committed.iter().map(|c| c.0).collect::<Vec<_>>(),
            [0, 1, 1, 0]
        );
        // A gap on port 1 alone shows; a frame port 0 sent before is a
        // duplicate.
        for (port, seq) in [(0, 2), (1, 2), (1, 4), (0, 1)] {
            let (h, f) = switch_frame(Opcode::Result, seq, 77, 1);
            s.offer(port, &h, f);
        }
        assert_eq!((s.duplicates, s.stale), (1, 0));
        assert!(!s.attempt_counts().contiguous);
        let (h, f) = switch_frame(Opcode::Result, 3, 77, 1);
        s.offer(1, &h, f);
        assert!(s.attempt_counts().contiguous);
        s.close_attempt(true);
        let (h, f) = switch_frame(Opcode::Result, 4, 77, 1);
        s.offer(1, &h, f);
        assert_eq!((s.duplicates, s.stale), (2, 0));
        let (h, f) = switch_frame(Opcode::Result, 0, 78, 1);
        s.offer(1, &h, f);
        assert_eq!(s.stale, 1);
    }
}
