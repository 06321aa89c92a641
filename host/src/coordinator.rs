//! The coordinator: drives one query through a switch reached in-process.
//!
//! It loads the signature and configures the query, streams every worker's
//! build phase, recovers lost frames go-back-N style from the switch's ACKs,
//! streams the probe phase the same way, and hands the switch's output to the
//! [`Sink`]. Every lost or corrupted frame ends either recovered exactly or in
//! a specific error; the coordinator never returns a result it cannot vouch for.

use crate::control_client::{ControlClient, ControlError};
use crate::engine::SwitchEngine;
use crate::gbn::GoBackN;
use crate::sink::Sink;
use crate::worker::{PhaseStream, WorkerId};
use anyhow::{anyhow, bail, Context, Result};
use netjoin_proto::control::{
    ConfigureQuery, ControlCommand, PhaseCounts, SignatureRecord,
};
use netjoin_proto::counters::Counters;
use netjoin_proto::frame::FrameView;
use netjoin_proto::{Mac, Opcode, Signature, COORDINATOR_SOURCE};
use netjoin_sim::{Emitted, PreparedProbe};

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

/// xorshift64*: enough randomness for fault injection, no dependency.
struct Rng(u64);
impl Rng {
    fn next_f64(&mut self) -> f64 {
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
}

/// The last ACK a worker got: the next sequence number the switch expects
/// and its counts for the phase.
#[derive(Clone, Copy, Debug)]
struct AckSeen {
    ack: u32,
    counts: PhaseCounts,
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
    /// Most recent ACK per worker.
    acks: Vec<Option<AckSeen>>,
    /// ACKs not yet handed to their worker's sender: (worker, req_seq, ack).
    fresh: Vec<(usize, u32, u32)>,
    /// Go-back rounds (timeouts) allowed per phase before giving up.
    pub max_rounds: u32,
    /// Unacknowledged frames a worker may have in flight.
    pub window: usize,
}

impl<'e> Coordinator<'e> {
    pub fn new(
        engine: &'e mut dyn SwitchEngine,
        switch_mac: Mac,
        workers: usize,
        faults: LinkFaults,
    ) -> Self {
        Coordinator {
            engine,
            ctl: ControlClient::new(Mac::local(COORDINATOR_SOURCE), switch_mac),
            port: 0,
            faults,
            rng: Rng(faults.seed | 1),
            out: Vec::new(),
            held: None,
            acks: vec![None; workers],
            fresh: Vec::new(),
            max_rounds: 100_000,
            window: 4 * crate::worker::ACK_EVERY,
        }
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

    /// Sends a CONTROL frame and returns the reply's payload; any status other
    /// than OK is an error naming the command ([`ControlError`]).
    pub fn control(
        &mut self,
        query_id: u16,
        cmd: ControlCommand,
        payload: &[u8],
    ) -> Result<Vec<u8>> {
        let req = self.ctl.request(query_id, cmd, payload);
        self.out.clear();
        self.engine.deliver(self.port, &req.frame, &mut self.out)?;
        let outcome = self
            .out
            .iter()
            .find_map(|e| self.ctl.reply(&req, &FrameView::parse(&e.frame).ok()?))
            .unwrap_or(Err(ControlError::Unanswered { cmd, waited: None }));
        Ok(outcome?)
    }

    /// RESET, LOAD_SIGNATURE and CONFIGURE; checks the switch loaded exactly `sig`.
    pub fn setup(&mut self, sig: &Signature, query_id: u16, conf: &ConfigureQuery) -> Result<()> {
        self.control(query_id, ControlCommand::Reset, &[])?;
        let loaded = self.control(
            query_id,
            ControlCommand::LoadSignature,
            &SignatureRecord::new(*sig).encode(),
        )?;
        let rec =
            SignatureRecord::decode(&loaded).map_err(|e| anyhow!("LOAD_SIGNATURE reply: {e}"))?;
        if rec.signature != *sig {
            bail!("switch loaded {} instead of {}", rec.signature, sig);
        }
        self.control(query_id, ControlCommand::Configure, &conf.encode())
            .with_context(|| {
                format!("configuring {} buckets per table", 1u64 << conf.bucket_bits)
            })?;
        Ok(())
    }

    pub fn read_counters(&mut self, query_id: u16) -> Result<Counters> {
        let b = self.control(query_id, ControlCommand::ReadCounters, &[])?;
        Counters::decode(&b).map_err(|e| anyhow!("READ_COUNTERS reply: {e}"))
    }

    /// Puts one worker frame on the wire (subject to faults) and routes what
    /// the switch sends back: ACKs to their worker, the rest to the sink.
    fn send(
        &mut self,
        w: &WorkerId,
        frame: &[u8],
        mut prepared: Option<PreparedProbe>,
        sink: &mut Sink,
        stats: &mut DeliveryStats,
    ) -> Result<()> {
        stats.frames += 1;
        stats.bytes += frame.len() as u64;
        if self.faults.drop > 0.0 && self.rng.next_f64() < self.faults.drop {
            stats.dropped_by_link += 1;
            return Ok(());
        }
        if self.held.is_none() && self.faults.reorder > 0.0 && self.rng.next_f64() < self.faults.reorder {
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
            self.arrive(w.port, frame, prepared.take(), sink)?;
        }
        if let Some((port, late)) = self.held.take() {
            self.arrive(port, &late, None, sink)?;
        }
        Ok(())
    }

    /// One frame reaches the switch; what it sends back is routed.
    fn arrive(&mut self, port: usize, frame: &[u8], prepared: Option<PreparedProbe>, sink: &mut Sink) -> Result<()> {
        self.out.clear();
        self.engine
            .deliver_prepared(port, frame, prepared, &mut self.out)?;
        let mut out = std::mem::take(&mut self.out);
        // The frames move on (a sink may keep RESULT frames whole).
        for e in out.drain(..) {
            self.route(e.frame, sink)?;
        }
        self.out = out;
        Ok(())
    }

    fn route(&mut self, frame: Vec<u8>, sink: &mut Sink) -> Result<()> {
        let view = FrameView::parse(&frame)
            .map_err(|r| anyhow!("switch sent a frame that does not parse: {r}"))?;
        let h = view.header;
        if h.dst == self.ctl.mac {
            sink.accept_owned(frame)?;
            return Ok(());
        }
        if h.opcode == Opcode::Ack {
            let w = (0..self.acks.len())
                .find(|&w| Mac::local(w as u16) == h.dst)
                .ok_or_else(|| anyhow!("ACK for unknown MAC {}", h.dst))?;
            let counts = PhaseCounts::decode(view.payload).map_err(|e| anyhow!("ACK: {e}"))?;
            self.acks[w] = Some(AckSeen { ack: h.ack, counts });
            self.fresh.push((w, h.seq, h.ack));
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
    pub fn run_phase(&mut self, streams: &[PhaseStream], sink: &mut Sink) -> Result<DeliveryStats> {
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
        sink: &mut Sink,
    ) -> Result<DeliveryStats> {
        let mut stats = DeliveryStats::default();
        for a in self.acks.iter_mut() {
            *a = None;
        }
        self.fresh.clear();
        // No clock: a gap go-back is never held (hold 0), and the frames'
        // ACK requests are as encoded (a prepared output depends on them).
        let now = std::time::Duration::ZERO;
        let mut senders: Vec<GoBackN> = streams
            .iter()
            .map(|s| GoBackN::new(s.first_seq, s.frames.len(), self.window, now, now))
            .collect();
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
                    g.time_out(now);
                    continue;
                };
                if step.retransmission {
                    stats.retransmitted += 1;
                }
                let i = step.index;
                let ahead = prepared.get_mut(w).and_then(|p| p.get_mut(i)).and_then(Option::take);
                self.send(&s.worker, &s.frames[i], ahead, sink, &mut stats)?;
                // The ACKs the frame caused go to their worker's sender.
                for (aw, req_seq, ack) in self.fresh.drain(..) {
                    if let Some(v) = streams.iter().position(|t| t.worker.source as usize == aw) {
                        senders[v].on_ack(req_seq, ack, now);
                    }
                }
            }
            if !active {
                break;
            }
        }
        // A frame still held arrives late: the switch drops it as a
        // duplicate (every frame of the phase is acknowledged).
        if let Some((port, late)) = self.held.take() {
            self.arrive(port, &late, None, sink)?;
            self.fresh.clear();
        }
        for (w, s) in streams.iter().enumerate() {
            let counts = self.acks[s.worker.source as usize].expect("acknowledged above").counts;
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
        Ok(stats)
    }
}
