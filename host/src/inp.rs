//! In-network star join, end to end, against a switch reached in-process.

use crate::control_client::Sharing;
use crate::coordinator::{
    incomplete_round, late_build_frames, requested_rounds, Coordinator, DeliveryStats, EpochSetup,
    LinkEvents, LinkFaults, QueryPlan,
};
use crate::engine::{ProbePreparer, SwitchEngine};
use crate::epoch::{
    Attempt, AttemptCounts, EpochConfig, EpochMachine, EpochReport, Phase, Recovery, Settle,
};
use crate::sink::Sink;
use crate::sizing::{choose_bucket_bits, choose_onchip, onchip_names, BucketSizing, OnchipPolicy};
use crate::worker::{build_phase, probe_chunk, probe_end, PhaseStream, QueryHeader, WorkerId};
use anyhow::{anyhow, bail, Context, Result};
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::{Mac, ResultRouting, ResultShape, Signature, HEADER_LEN, MAX_PAYLOAD_DEFAULT};
use netjoin_sim::PreparedProbe;
use netjoin_sim::{SwitchConfig, SwitchModel};
use rayon::prelude::*;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// The byte-level input of an offloaded star join.
#[derive(Clone, Debug)]
pub struct StarJoinInput {
    pub signature: Signature,
    pub workers: usize,
    /// `dims[t][w]`: worker w's build tuples of table t, flat (key then value).
    pub dims: Vec<Vec<Vec<u8>>>,
    /// `fact[w]`: worker w's probe tuples, flat (T keys then payload).
    pub fact: Vec<Vec<u8>>,
}

/// Checks the build side (`dims[t][w]`) of a star join on `sig` with
/// `workers` workers: one table per signature table, one partition per worker,
/// whole tuples.
fn validate_dims(sig: &Signature, workers: usize, dims: &[Vec<Vec<u8>>]) -> Result<()> {
    if dims.len() != sig.t() {
        bail!(
            "{} dimension tables given for a {}-table signature",
            dims.len(),
            sig.t()
        );
    }
    if dims.iter().any(|d| d.len() != workers) {
        bail!("every table needs exactly one partition per worker ({workers} workers)");
    }
    for (t, d) in dims.iter().enumerate() {
        for (w, p) in d.iter().enumerate() {
            if p.len() % sig.build_width() != 0 {
                bail!(
                    "table {t}, worker {w}: {} B is not a multiple of the {} B build tuple",
                    p.len(),
                    sig.build_width()
                );
            }
        }
    }
    Ok(())
}

impl StarJoinInput {
    pub fn validate(&self) -> Result<()> {
        let sig = &self.signature;
        if self.fact.len() != self.workers {
            bail!(
                "every table needs exactly one partition per worker ({} workers)",
                self.workers
            );
        }
        validate_dims(sig, self.workers, &self.dims)?;
        for (w, p) in self.fact.iter().enumerate() {
            if p.len() % sig.probe_width() != 0 {
                bail!(
                    "fact, worker {w}: {} B is not a multiple of the {} B probe tuple",
                    p.len(),
                    sig.probe_width()
                );
            }
        }
        Ok(())
    }

    pub fn dim_rows(&self, t: usize) -> usize {
        self.dims[t].iter().map(Vec::len).sum::<usize>() / self.signature.build_width()
    }
    /// `requested`, or the count fitted to the build keys
    /// ([`crate::sizing::fitted_bucket_bits`]).
    pub fn bucket_bits(&self, requested: Option<u8>) -> u8 {
        choose_bucket_bits(&self.signature, &self.dims, requested).0
    }
    pub fn fact_rows(&self) -> usize {
        self.fact.iter().map(Vec::len).sum::<usize>() / self.signature.probe_width()
    }
}

#[derive(Clone, Debug)]
pub struct RunOptions {
    /// The query's id; its tokens are drawn from the OS, one per epoch
    /// ([`crate::epoch::EpochMachine::begin_epoch`]).
    pub query_id: u16,
    /// Payload limit of every frame (1474 for a 1500 B MTU).
    pub max_payload: usize,
    /// Buckets per table = 2^bucket_bits; `None` fits them to the build keys
    /// ([`crate::sizing::fitted_bucket_bits`]).
    pub bucket_bits: Option<u8>,
    /// Each table's membership filter has two arrays of `2^filter_bits` bits
    /// (PROTOCOL.md §6.3, at most [`netjoin_proto::FILTER_BITS_MAX`]); 0:
    /// none. A filter never changes the join: it lets the switch answer a
    /// probe whose key some table lacks without reading that table's
    /// buckets, which pays where many fact rows find no partner.
    pub filter_bits: u8,
    /// Which tables the switch probes from block RAM (PROTOCOL.md §6.4):
    /// [`OnchipPolicy::Auto`] places those whose build keys overflow no
    /// bucket at the on-chip count ([`crate::sizing::onchip_tables`]);
    /// [`OnchipPolicy::None`] keeps every table in DDR.
    pub onchip: OnchipPolicy,
    pub faults: LinkFaults,
    /// Switch restarts and late BUILD frames on the in-process link
    /// ([`run_with_engine`] and [`ProbeSession`] recover from them).
    pub events: LinkEvents,
    /// Probe frames per worker in the first probe round (rounds then
    /// double); `None`: the whole partition in one round. A switch restart
    /// re-probes only the rounds not yet committed.
    pub round_frames: Option<usize>,
    /// Switch recoveries (restarts) the run survives; the next one ends it
    /// with an error.
    pub max_recoveries: u32,
    /// What a streamed join's ([`ProbeSession`]) RESULT tuples carry of
    /// the probe tuple: a caller that keeps its probe rows (and so has the
    /// keys) asks for [`ResultShape::Payload`], and the result link carries
    /// the keys' bytes less per tuple. [`run_with_engine`] hands out whole
    /// probe tuples whatever this says.
    pub result_shape: ResultShape,
    /// A switch this run shares with other queries, each in a query
    /// context of its own (PROTOCOL.md §5.5); `None`: the switch is this
    /// run's alone ([`run_with_engine`] keys it afresh and RESETs it).
    pub shared: Option<SharedSwitch>,
}

/// How a run reaches a switch it shares with other runs.
#[derive(Clone, Copy, Debug)]
pub struct SharedSwitch {
    /// The key its CONTROL frames are sealed with, installed by whoever
    /// keyed the switch (e.g. [`crate::engine::key_engine`]); `None`: bare
    /// frames, for a switch that takes them.
    pub key: Option<netjoin_proto::ControlKey>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            query_id: 1,
            max_payload: MAX_PAYLOAD_DEFAULT,
            bucket_bits: None,
            filter_bits: 0,
            onchip: OnchipPolicy::Auto,
            faults: LinkFaults::default(),
            events: LinkEvents::default(),
            round_frames: None,
            max_recoveries: 5,
            result_shape: ResultShape::Probe,
            shared: None,
        }
    }
}

/// What happened during a run, for people and for tests.
#[derive(Clone, Debug)]
pub struct RunReport {
    pub engine: &'static str,
    pub signature: Signature,
    pub bucket_bits: u8,
    /// How `bucket_bits` was chosen (`None`: not recorded).
    pub bucket_sizing: Option<BucketSizing>,
    /// The query's membership filters: `2^filter_bits`-bit arrays, 0: none.
    pub filter_bits: u8,
    /// The tables the switch probes from block RAM, bit t for table t: the
    /// bits its CONFIGURE reply honoured (the host asked for these or more).
    pub onchip: u8,
    pub build: DeliveryStats,
    pub probe: DeliveryStats,
    pub switch_results: u64,
    pub spill_tuples: u64,
    pub rows_from_spills: u64,
    pub overflow_tuples: u64,
    pub result_rows: u64,
    pub counters: Counters,
    pub encode_time: Duration,
    pub build_time: Duration,
    pub probe_time: Duration,
    /// Probe frames whose output was prepared ahead, in parallel, by the
    /// workers' threads ([`ProbeSession::probe`]), and the time spent
    /// delivering frames to the switch in order (serial) while probing.
    pub probe_prepared_frames: u64,
    pub probe_in_order_time: Duration,
    /// Time the workers' threads waited for the switch while another
    /// thread's chunk was being delivered (summed over threads).
    pub probe_lock_wait: Duration,
    /// Probe chunks streamed through a [`ProbeSession`] (0: the whole probe
    /// side at once).
    pub probe_chunks: u64,
    /// Deliveries those chunks took: chunks of different workers waiting at
    /// the same time go to the switch together, each on its worker's port.
    pub probe_deliveries: u64,
    /// The most chunks one delivery carried side by side.
    pub probe_most_side_by_side: usize,
    /// Deliveries whose wait for other workers' chunks ([`GATHER_WAIT`])
    /// ran out before as many came as lately had.
    pub probe_gather_timeouts: u64,
    pub total_time: Duration,
    pub switch_cycles: Option<u64>,
    /// Of `switch_cycles`, those in which the switch had work in hand; the
    /// rest it spent quiet, waiting for the host.
    pub switch_busy_cycles: Option<u64>,
    /// Of `switch_cycles`, those up to the end of the last build phase
    /// (set-up and build; [`ProbeSession`] only).
    pub switch_build_cycles: Option<u64>,
    /// What the query's epoch machine did: epochs, switch recoveries and
    /// their typed reasons, committed probe rounds, drops summed over epochs.
    pub recovery: EpochReport,
}

impl RunReport {
    /// A report of nothing done yet: every count zero, every time zero.
    pub fn new(engine: &'static str, signature: Signature, bucket_bits: u8) -> RunReport {
        RunReport {
            engine,
            signature,
            bucket_bits,
            bucket_sizing: None,
            filter_bits: 0,
            onchip: 0,
            build: DeliveryStats::default(),
            probe: DeliveryStats::default(),
            switch_results: 0,
            spill_tuples: 0,
            rows_from_spills: 0,
            overflow_tuples: 0,
            result_rows: 0,
            counters: Counters::default(),
            encode_time: Duration::ZERO,
            build_time: Duration::ZERO,
            probe_time: Duration::ZERO,
            probe_prepared_frames: 0,
            probe_in_order_time: Duration::ZERO,
            probe_lock_wait: Duration::ZERO,
            probe_chunks: 0,
            probe_deliveries: 0,
            probe_most_side_by_side: 0,
            probe_gather_timeouts: 0,
            total_time: Duration::ZERO,
            switch_cycles: None,
            switch_busy_cycles: None,
            switch_build_cycles: None,
            recovery: EpochReport::default(),
        }
    }
}

/// Locks a session's state, unless a panic poisoned it or it has finished
/// (`finished`); `what` names the session in the error.
pub fn lock_session<'a, T>(
    m: &'a Mutex<T>,
    finished: impl Fn(&T) -> bool,
    what: &str,
) -> Result<std::sync::MutexGuard<'a, T>> {
    let guard = m
        .lock()
        .map_err(|_| anyhow!("{what} poisoned by a panic"))?;
    if finished(&guard) {
        bail!("{what} already finished");
    }
    Ok(guard)
}

impl std::fmt::Display for RunReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let c = &self.counters;
        write!(
            f,
            "switch engine      {} running {} with 2^{} buckets per table",
            self.engine, self.signature, self.bucket_bits
        )?;
        if let Some(how) = self.bucket_sizing {
            write!(f, " ({how})")?;
        }
        if self.filter_bits > 0 {
            write!(
                f,
                ", membership filters of 2 × 2^{} bits per table",
                self.filter_bits
            )?;
        }
        writeln!(f)?;
        writeln!(
            f,
            "onchip tables      {} (of {}; probed from block RAM, the others from DDR)",
            onchip_names(self.onchip),
            self.signature.t()
        )?;
        for (name, d) in [("build", &self.build), ("probe", &self.probe)] {
            writeln!(
                f,
                "{name} phase        {} frames, {:.2} MB, {} retransmitted ({} lost, {} duplicated, {} reordered by the link, {} recovery rounds)",
                d.frames,
                d.bytes as f64 / 1e6,
                d.retransmitted,
                d.dropped_by_link,
                d.duplicated_by_link,
                d.reordered_by_link,
                d.rounds
            )?;
        }
        writeln!(
            f,
            "switch             {} inserts, {} overflows, {} probes, {} matches, {} misses ({} by a filter), {} spills",
            c.get(Counter::Inserts),
            c.get(Counter::Overflows),
            c.get(Counter::Probes),
            c.get(Counter::Matches),
            c.get(Counter::Misses),
            c.get(Counter::Filtered),
            c.get(Counter::Spills)
        )?;
        writeln!(
            f,
            "frames             {} in, {} accepted, {} dropped, {} out",
            c.get(Counter::FramesIn),
            c.get(Counter::FramesAccepted),
            c.dropped_total(),
            c.get(Counter::FramesOut)
        )?;
        let drops: Vec<String> = c
            .nonzero()
            .into_iter()
            .filter(|(n, _)| n.starts_with("drop_"))
            .map(|(n, v)| format!("{n}={v}"))
            .collect();
        if !drops.is_empty() {
            writeln!(f, "drops by reason    {}", drops.join(", "))?;
        }
        writeln!(
            f,
            "result rows        {} ({} joined in the switch, {} finished on the host from {} spilled tuples and {} overflow tuples)",
            self.result_rows, self.switch_results, self.rows_from_spills, self.spill_tuples, self.overflow_tuples
        )?;
        let e = &self.recovery;
        if e.epochs > 1 || e.switch_drop_phase > 0 {
            writeln!(
                f,
                "recovery           {} epochs ({} switch recoveries: {}), {} probe rounds; switch dropped {} late (out of phase)",
                e.epochs,
                e.switch_recoveries,
                if e.recoveries.is_empty() {
                    "none".to_string()
                } else {
                    e.recoveries.iter().map(|r| r.to_string()).collect::<Vec<_>>().join("; ")
                },
                e.probe_rounds,
                e.switch_drop_phase
            )?;
        }
        if self.probe_chunks > 0 {
            writeln!(
                f,
                "probe stream       {} chunks in {} deliveries (up to {} side by side; {} waits for more ran out), {} frames prepared ahead in parallel; in-order delivery {:.3} s, waiting for it {:.3} s",
                self.probe_chunks,
                self.probe_deliveries,
                self.probe_most_side_by_side,
                self.probe_gather_timeouts,
                self.probe_prepared_frames,
                self.probe_in_order_time.as_secs_f64(),
                self.probe_lock_wait.as_secs_f64()
            )?;
        }
        write!(
            f,
            "time               encode {:.3} s, build {:.3} s, probe {:.3} s, total {:.3} s",
            self.encode_time.as_secs_f64(),
            self.build_time.as_secs_f64(),
            self.probe_time.as_secs_f64(),
            self.total_time.as_secs_f64()
        )?;
        if let Some(cy) = self.switch_cycles {
            write!(
                f,
                "\nswitch cycles      {cy} ({:.3} ms at 156.25 MHz)",
                cy as f64 / 156.25e3
            )?;
            if let Some(busy) = self.switch_busy_cycles {
                write!(
                    f,
                    ": {busy} busy, {} quiet waiting for the host",
                    cy.saturating_sub(busy)
                )?;
            }
            if let Some(b) = self.switch_build_cycles {
                write!(
                    f,
                    "; {b} to the end of the build, {} probing",
                    cy.saturating_sub(b)
                )?;
            }
        }
        Ok(())
    }
}

pub struct StarJoinOutput {
    /// RESULT-layout tuples, flat: the switch's plus those finished from spills.
    pub results: Vec<u8>,
    pub report: RunReport,
}

/// Runs on the behavioural switch model.
pub fn run_in_process(input: &StarJoinInput, opts: &RunOptions) -> Result<StarJoinOutput> {
    let mut model = in_process_model(input.workers);
    let mac = model.config().mac;
    run_with_engine(&mut model, mac, input, opts)
}

/// The behavioural switch as the in-process runs use it: one port per
/// worker, up to the SUME's four.
pub fn in_process_model(workers: usize) -> SwitchModel {
    SwitchModel::new(SwitchConfig {
        ports: coord_ports(workers),
        ..SwitchConfig::default()
    })
}

/// The header fields every worker frame of the query carries.
fn query_header(switch_mac: Mac, opts: &RunOptions) -> QueryHeader {
    QueryHeader {
        switch_mac,
        query_id: opts.query_id,
        // Stamped with each epoch's token before it is sent.
        token: 0,
        max_payload: opts.max_payload,
    }
}

/// Worker w is source w with a locally administered MAC, on port w mod the
/// switch's ports.
fn worker_ids(n: usize) -> Vec<WorkerId> {
    (0..n)
        .map(|w| WorkerId {
            source: w as u16,
            mac: Mac::local(w as u16),
            port: w % coord_ports(n),
        })
        .collect()
}

/// Every worker's build phase (`dims[t][w]`: worker w's tuples of table t),
/// encoded concurrently, as separate machines would.
fn encode_builds(
    sig: &Signature,
    q: &QueryHeader,
    workers: &[WorkerId],
    dims: &[Vec<Vec<u8>>],
) -> Vec<PhaseStream> {
    workers
        .par_iter()
        .map(|w| {
            let parts: Vec<&[u8]> = dims
                .iter()
                .map(|d| d[w.source as usize].as_slice())
                .collect();
            build_phase(sig, q, *w, &parts, 0)
        })
        .collect()
}

/// Runs on any in-process switch engine whose MAC is `switch_mac`.
pub fn run_with_engine(
    engine: &mut dyn SwitchEngine,
    switch_mac: Mac,
    input: &StarJoinInput,
    opts: &RunOptions,
) -> Result<StarJoinOutput> {
    input.validate()?;
    check_filter_bits(opts.filter_bits)?;
    let total = Instant::now();
    let sig = input.signature;
    let (bucket_bits, sizing) = choose_bucket_bits(&input.signature, &input.dims, opts.bucket_bits);
    let onchip = choose_onchip(&sig, &input.dims, bucket_bits, opts.onchip);
    let workers = worker_ids(input.workers);
    let coord = match opts.shared {
        None => Coordinator::new(engine, switch_mac, input.workers, opts.faults),
        Some(s) => Coordinator::with_key(engine, switch_mac, input.workers, opts.faults, s.key)
            .with_sharing(Sharing::Shared),
    };
    let mut coord = coord.with_events(opts.events.clone());
    let plan = QueryPlan {
        sig,
        query_id: opts.query_id,
        max_payload: opts.max_payload,
        bucket_bits,
        filter_bits: opts.filter_bits,
        onchip,
        switch_mac,
        workers: &workers,
        dims: &input.dims,
        fact: &input.fact,
        round_frames: opts.round_frames,
        max_recoveries: opts.max_recoveries,
    };
    let o = coord.run_query(&plan)?;
    check_frames_accounted(&o.counters)?;
    let mut results = o.results;
    results.extend_from_slice(&o.spill_rows);
    let rw = sig.result_width();
    let report = RunReport {
        build: o.build,
        probe: o.probe,
        switch_results: o.switch_results,
        spill_tuples: o.spill_tuples,
        rows_from_spills: o.rows_from_spills,
        overflow_tuples: o.overflow_tuples,
        result_rows: (results.len() / rw) as u64,
        counters: o.counters,
        encode_time: o.encode_time,
        build_time: o.build_time,
        probe_time: o.probe_time,
        total_time: total.elapsed(),
        switch_cycles: coord.engine_cycles(),
        switch_busy_cycles: coord.engine_busy_cycles(),
        bucket_sizing: Some(sizing),
        filter_bits: opts.filter_bits,
        onchip: o.onchip,
        recovery: o.epochs,
        ..RunReport::new(coord.engine_name(), sig, bucket_bits)
    };
    Ok(StarJoinOutput { results, report })
}

/// A `filter_bits` the switch would refuse (status 2), refused here before
/// anything is encoded or sent.
fn check_filter_bits(filter_bits: u8) -> Result<()> {
    if filter_bits > netjoin_proto::FILTER_BITS_MAX {
        bail!(
            "filter_bits {filter_bits}: a switch's filter arrays have at most 2^{} bits",
            netjoin_proto::FILTER_BITS_MAX
        );
    }
    Ok(())
}

/// The in-process switch has one port per worker, up to the SUME's four.
pub fn coord_ports(workers: usize) -> usize {
    workers.clamp(1, 4)
}

/// A star join whose build phase has run and whose probe side arrives in
/// chunks: [`ProbeSession`] in-process (the model, the RTL).
/// Chunks of different workers may come from different threads.
pub trait StreamingStarJoin: Send + Sync {
    fn workers(&self) -> usize;
    /// What the RESULT tuples handed out carry of the probe tuple.
    fn result_shape(&self) -> ResultShape;
    /// Sends `tuples` (flat probe tuples) from worker `worker` and appends
    /// their RESULT tuples, those finished from spills included, to `out`.
    fn probe_into(&self, worker: usize, tuples: &[u8], out: &mut ProbeOutput) -> Result<()>;
    /// Ends the probe phase and checks that nothing was lost; later calls of
    /// either method are errors.
    fn finish(&self) -> Result<RunReport>;
    /// Whether a call of `probe_into` may wait for other workers' calls
    /// (they are then delivered together): a caller on an async runtime
    /// must not make it on a thread that would run those calls.
    fn waits_for_other_workers(&self) -> bool {
        false
    }
}

impl StreamingStarJoin for ProbeSession {
    fn workers(&self) -> usize {
        ProbeSession::workers(self)
    }
    fn result_shape(&self) -> ResultShape {
        self.shape
    }
    fn probe_into(&self, worker: usize, tuples: &[u8], out: &mut ProbeOutput) -> Result<()> {
        ProbeSession::probe_into(self, worker, tuples, out)
    }
    fn finish(&self) -> Result<RunReport> {
        ProbeSession::finish(self)
    }
    fn waits_for_other_workers(&self) -> bool {
        !self.gather_wait.is_zero()
    }
}

/// A star join whose probe side arrives in chunks: the build phase runs once
/// in [`ProbeSession::start`]; each [`ProbeSession::probe`] sends one chunk of
/// one worker's probe tuples and returns its results, spills finished
/// exactly (every OVERFLOW tuple is known once the build phase ended, so a
/// SPILL can be finished as soon as it arrives); [`ProbeSession::finish`]
/// ends the phase and checks that nothing was lost. Only the build side
/// (encoded once, kept for a rebuild) and one chunk per worker are held,
/// never the whole probe side or result.
///
/// Chunks of different workers may be probed from different threads at once:
/// each worker's frames are encoded, and their outputs prepared (where the
/// engine can, [`SwitchEngine::preparer`]), in parallel. Chunks of different
/// workers that wait for the switch at the same time are delivered
/// together, interleaved frame by frame, each on its worker's port, as
/// concurrent senders would; the results go back to their sources
/// (PROTOCOL.md §7.5), so each port carries its own worker's output and
/// each caller gets its own chunk's. With an engine that counts cycles (the
/// RTL), the thread that delivers waits a little ([`GATHER_WAIT`]) for the
/// other workers' next chunks, so that the switch's ports work side by side
/// instead of one after the other.
///
/// The session runs on the query's epoch machine ([`EpochMachine`], the one
/// [`Coordinator::run_query`] and the testbed's session use): a chunk is
/// probed in rounds (one round, unless [`RunOptions::round_frames`] says
/// otherwise), each committed when one counter reading accounts for its
/// output, and only then handed out. A switch restart
/// ([`LinkEvents::restart_at_frames`]) ends the epoch: the next one sets up
/// and builds again, and the chunk goes on from its last committed round, so
/// no tuple is lost or handed out twice. Without a restart the fast path is
/// as before: one counter read per round, nothing per frame.
pub struct ProbeSession {
    switch_mac: Mac,
    sig: Signature,
    shape: ResultShape,
    q: QueryHeader,
    faults: LinkFaults,
    events: LinkEvents,
    workers: Vec<WorkerId>,
    preparer: Option<Arc<dyn ProbePreparer>>,
    /// [`RunOptions::round_frames`]: `None`, each chunk is one round,
    /// encoded and prepared before the switch is locked.
    round_frames: Option<usize>,
    /// Per worker: the sequence number after its build phase (the same in
    /// every epoch), where its probe stream starts.
    build_seq: Vec<u32>,
    /// The current epoch and its token, as the core last published them:
    /// chunks are encoded for it outside the core's lock, and again under it
    /// if a restart changed it meanwhile. The pair (96 bits) must be read
    /// whole, so it sits behind a lock of its own; it is written once per
    /// epoch and read once per chunk, never held for longer than a copy.
    epoch_token: Mutex<EpochToken>,
    /// Per worker: where its probe stream stands. A worker's chunks are
    /// encoded and delivered in order under its lane's lock.
    lanes: Vec<Mutex<Lane>>,
    /// Chunks encoded and waiting for delivery, at most one per worker; the
    /// thread that next holds the switch delivers all of them.
    waiting: Mutex<Vec<Chunk>>,
    /// Signalled when a chunk joins `waiting`.
    arrived: Condvar,
    next_chunk: AtomicU64,
    /// How long the delivering thread waits for other workers' chunks
    /// ([`GATHER_WAIT`] for an engine that counts cycles, else none).
    gather_wait: Duration,
    /// The switch and what came back from it.
    core: Mutex<Core>,
    started: Instant,
}

/// How long the thread that delivers waits for the other workers' chunks
/// when the switch counts cycles: far less than a chunk takes in the RTL
/// simulator (a 16,384-tuple chunk is about 0.1 s of it), more than a
/// caller needs between two chunks.
pub const GATHER_WAIT: Duration = Duration::from_millis(20);

/// Groups delivered with as many chunks as expected before the delivering
/// thread expects one more ([`Core::expect`]).
const EXPECT_MORE_AFTER: u32 = 8;

/// One worker's probe chunk, waiting for delivery.
struct Chunk {
    id: u64,
    worker: usize,
    tuples: Vec<u8>,
    /// The worker's lane as its caller holds it (locked); handed back with
    /// the chunk's output.
    lane: Lane,
    /// The chunk encoded (and prepared) ahead for an epoch, if it was.
    ahead: Option<Ahead>,
}

/// An epoch and its token, published together: a chunk encoded for the
/// epoch carries the token.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct EpochToken {
    epoch: u32,
    token: u64,
}

/// A chunk encoded for `epoch` outside the switch's lock, with its
/// prepared outputs.
struct Ahead {
    epoch: u32,
    stream: PhaseStream,
    prepared: Vec<Option<PreparedProbe>>,
}

/// What a delivery gives each chunk's caller: its output and its lane, or
/// the delivery's error.
type Delivered = std::result::Result<(ProbeOutput, Lane), String>;

/// A worker's probe stream in one epoch.
#[derive(Clone, Copy, Default)]
struct Lane {
    epoch: u32,
    next_seq: u32,
    sent: netjoin_proto::control::PhaseCounts,
}

struct Core {
    engine: Box<dyn SwitchEngine + Send>,
    /// The epoch's decoder: its OVERFLOW tuples, and the output of the round
    /// being probed (handed out when the round is committed).
    sink: Sink,
    report: RunReport,
    finished: bool,
    /// The query's phase/epoch machine: it decides commit and recovery.
    m: EpochMachine,
    setup: EpochSetup,
    /// Every worker's build phase, encoded once; each epoch stamps its token in.
    builds: Vec<PhaseStream>,
    /// Worker frames the link has carried over the session
    /// ([`LinkEvents::restart_at_frames`] counts them).
    link_frames: u64,
    /// Phases delivered (each varies the link's fault seed).
    deliveries: u64,
    /// Result tuples the switch sent in the current epoch (committed rounds).
    epoch_results: u64,
    /// Whether this epoch's late BUILD frames ([`LinkEvents::late_build_frames`]) came.
    late_done: bool,
    /// Chunks delivered by another caller's thread, for their callers.
    done: HashMap<u64, Delivered>,
    /// Chunks the delivering thread waits for: as many as came together
    /// lately (the callers' threads may be fewer than the workers).
    expect: usize,
    /// Groups delivered since `expect` last changed.
    expect_held: u32,
    /// Waits in a row that ran out before `expect` chunks came.
    expect_missed: u32,
}

impl Core {
    /// Sets the switch up in new epochs and builds until an epoch's build
    /// phase is committed (or recovery is given up); nothing if built.
    fn ready(&mut self, s: &ProbeSession) -> Result<()> {
        while !self.m.is_built() {
            let t = Instant::now();
            let Core {
                engine,
                report,
                m,
                setup,
                builds,
                link_frames,
                deliveries,
                ..
            } = self;
            let mut coord = link(s, engine, deliveries, *link_frames);
            let built = coord.set_up_and_build(m, setup, builds, &mut report.build);
            *link_frames = coord.link_frames();
            report.build_time += t.elapsed();
            match built? {
                Ok((_, sink, honoured)) => {
                    sink.check_phase(0)?;
                    self.report.onchip = honoured.onchip;
                    self.report.switch_build_cycles = self.engine.cycles();
                    self.sink = sink;
                    self.sink.keep_result_frames(true);
                    self.report.overflow_tuples = self.sink.overflow_tuples() as u64;
                    self.epoch_results = 0;
                    self.late_done = false;
                    // Only whole values are stored under the lock, so one a
                    // panicking thread left behind is still a consistent pair.
                    *s.epoch_token.lock().unwrap_or_else(PoisonError::into_inner) = EpochToken {
                        epoch: self.m.epoch(),
                        token: self.m.token(),
                    };
                }
                Err(r) => self.recover(r),
            }
        }
        Ok(())
    }

    /// Ends the epoch for `r`; the open round's output is discarded.
    fn recover(&mut self, r: Recovery) {
        self.discard_output();
        self.m.recover(r);
    }

    fn discard_output(&mut self) {
        self.sink.result_frames.clear();
        self.sink.results.clear();
        self.sink.clear_spills();
    }

    /// The output of the open round, as the epoch machine counts it.
    fn round_output(&self) -> AttemptCounts {
        let rw = self.sink.result_width();
        AttemptCounts {
            results: self
                .sink
                .result_frames
                .iter()
                .map(|(_, n)| *n as u64)
                .sum::<u64>()
                + (self.sink.results.len() / rw) as u64,
            spills: (self.sink.spills.len() / self.setup.sig.spill_width()) as u64,
            overflows: 0,
            // The in-process link loses no switch output; the sink takes
            // each frame once (by its sequence number).
            contiguous: true,
        }
    }

    /// Hands the committed round's output to the chunks' outputs: RESULT
    /// frames whole, rows finished from spills. With one chunk all of it is
    /// that chunk's; with several, each takes what was sent to its worker.
    fn hand_out(&mut self, got: AttemptCounts, outs: &mut [(Mac, &mut ProbeOutput)]) -> Result<()> {
        let results = match outs {
            [(_, out)] => out.take_from(&mut self.sink, &mut self.report),
            _ => {
                let mut results = 0;
                for (dst, out) in outs.iter_mut() {
                    results += out.take_addressed(&mut self.sink, &mut self.report, *dst);
                }
                let s = &self.sink;
                if !s.result_frames.is_empty() || !s.results.is_empty() || !s.spills.is_empty() {
                    bail!("the switch sent output to a worker none of whose chunks it was probing");
                }
                results
            }
        };
        debug_assert_eq!(
            results, got.results,
            "the round's output as the epoch machine counted it"
        );
        self.epoch_results += results;
        Ok(())
    }

    /// Delivers `streams` (`prepared` ahead where given) and reads the
    /// counters: the machine's reason to end the epoch, if any. `late`:
    /// this epoch's late BUILD frames may follow.
    fn deliver(
        &mut self,
        s: &ProbeSession,
        streams: &[PhaseStream],
        prepared: &mut [Vec<Option<PreparedProbe>>],
        late: bool,
    ) -> Result<std::result::Result<Counters, Recovery>> {
        let qid = s.q.query_id;
        let k = s.events.late_build_frames;
        let late = if late && k > 0 && !self.late_done {
            self.late_done = true;
            // delivered once after the epoch's first probe round (the
            // switch drops them as out of phase)
            late_build_frames(&self.builds, k)
        } else {
            Vec::new()
        };
        let Core {
            engine,
            sink,
            report,
            m,
            link_frames,
            deliveries,
            ..
        } = self;
        let mut coord = link(s, engine, deliveries, *link_frames);
        let stall = Some(coord.stall_timeouts);
        let r = (|| -> Result<_> {
            let outcome = coord
                .run_phase_outcome(streams, prepared, sink, stall)
                .context("probe phase")?;
            if let Some(r) = coord.phase_end(m, outcome, Phase::Probe, qid, &mut report.probe)? {
                return Ok(Err(r));
            }
            if !late.is_empty() {
                coord.deliver_late(&late, sink)?;
                report.probe.late_by_link += late.len() as u64;
            }
            coord.epoch_counters(m, qid)
        })();
        *link_frames = coord.link_frames();
        r
    }
}

/// A coordinator for one phase on the session's link: the link's frame
/// count goes on from `link_frames`; the fault seed varies with every phase
/// (a fresh coordinator would otherwise see the same losses each time).
fn link<'a>(
    s: &ProbeSession,
    engine: &'a mut Box<dyn SwitchEngine + Send>,
    deliveries: &mut u64,
    link_frames: u64,
) -> Coordinator<'a> {
    *deliveries += 1;
    let faults = LinkFaults {
        seed: s.faults.seed ^ deliveries.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        ..s.faults
    };
    let mut c = Coordinator::new(engine.as_mut(), s.switch_mac, s.workers.len(), faults)
        .with_link_frames(link_frames);
    if !s.events.restart_at_frames.is_empty() || s.events.late_build_frames > 0 {
        c = c.with_events(s.events.clone());
    }
    c
}

impl ProbeSession {
    /// Configures the switch and runs the build phase. `dims[t][w]` is
    /// worker w's flat build tuples of table t.
    pub fn start(
        engine: Box<dyn SwitchEngine + Send>,
        switch_mac: Mac,
        sig: Signature,
        dims: &[Vec<Vec<u8>>],
        opts: &RunOptions,
    ) -> Result<ProbeSession> {
        let started = Instant::now();
        let workers_n = dims.first().map_or(1, Vec::len).max(1);
        validate_dims(&sig, workers_n, dims)?;
        check_filter_bits(opts.filter_bits)?;
        let q = query_header(switch_mac, opts);
        let workers = worker_ids(workers_n);
        let t0 = Instant::now();
        // The fit and the frames do not depend on each other: both at once.
        let ((bucket_bits, sizing, onchip), builds) = rayon::join(
            || {
                let (bits, sizing) = choose_bucket_bits(&sig, dims, opts.bucket_bits);
                (bits, sizing, choose_onchip(&sig, dims, bits, opts.onchip))
            },
            || encode_builds(&sig, &q, &workers, dims),
        );
        // The report's encode time includes the fit, which ran beside it.
        let encode_time = t0.elapsed();
        let bw = sig.build_width();
        let build_tuples: u64 = dims.iter().flatten().map(|p| (p.len() / bw) as u64).sum();
        let (round_frames, max_round_frames) = match opts.round_frames {
            Some(r) => requested_rounds(r),
            // Each chunk in one round.
            None => (1 << 40, 1 << 40),
        };
        let m = EpochMachine::new(EpochConfig {
            build_tuples,
            max_recoveries: opts.max_recoveries,
            max_rebuilds: 0,
            // Nothing is in flight once the sender is done: one read tells.
            settle_reads: 1,
            round_frames,
            max_round_frames,
            tuples_per_frame: (opts.max_payload / sig.probe_width()).max(1),
        });
        let report = RunReport {
            encode_time,
            bucket_sizing: Some(sizing),
            filter_bits: opts.filter_bits,
            ..RunReport::new(engine.name(), sig, bucket_bits)
        };
        let lanes = (0..workers_n)
            .map(|_| Mutex::new(Lane::default()))
            .collect();
        let gather_wait = if engine.cycles().is_some() {
            GATHER_WAIT
        } else {
            Duration::ZERO
        };
        let session = ProbeSession {
            switch_mac,
            sig,
            shape: opts.result_shape,
            q,
            faults: opts.faults,
            events: opts.events.clone(),
            workers,
            preparer: engine.preparer(),
            round_frames: opts.round_frames,
            build_seq: builds.iter().map(PhaseStream::next_seq).collect(),
            epoch_token: Mutex::new(EpochToken::default()),
            lanes,
            waiting: Mutex::new(Vec::new()),
            arrived: Condvar::new(),
            next_chunk: AtomicU64::new(0),
            gather_wait,
            core: Mutex::new(Core {
                engine,
                // Replaced by each epoch's, with its token.
                sink: Sink::with_shape(sig, opts.query_id, 0, opts.result_shape),
                report,
                finished: false,
                m,
                setup: EpochSetup {
                    sig,
                    query_id: opts.query_id,
                    bucket_bits,
                    workers: workers_n,
                    max_payload: opts.max_payload,
                    shape: opts.result_shape,
                    filter_bits: opts.filter_bits,
                    onchip,
                    // Each worker's results come back on its own port, so
                    // the ports of workers probing side by side all carry
                    // output; each caller takes what was sent to its worker.
                    routing: ResultRouting::Source,
                },
                builds,
                link_frames: 0,
                deliveries: 0,
                epoch_results: 0,
                late_done: false,
                done: HashMap::new(),
                expect: workers_n,
                expect_held: 0,
                expect_missed: 0,
            }),
            started,
        };
        session.core()?.ready(&session)?;
        Ok(session)
    }

    pub fn workers(&self) -> usize {
        self.workers.len()
    }

    fn core(&self) -> Result<std::sync::MutexGuard<'_, Core>> {
        lock_session(&self.core, |c| c.finished, "switch session")
    }

    /// Worker `w`'s lane in the core's current epoch (`epoch`): a lane of
    /// an earlier epoch starts over after that epoch's build phase.
    fn lane_in(&self, lane: &mut Lane, w: usize, core: &Core) {
        let epoch = core.m.epoch();
        if lane.epoch != epoch {
            *lane = Lane {
                epoch,
                next_seq: self.build_seq[w],
                sent: Default::default(),
            };
        }
    }

    /// Sends `tuples` (flat probe tuples) from worker `worker` and appends
    /// their RESULT tuples, including those finished from spills, to `out`.
    pub fn probe(&self, worker: usize, tuples: &[u8], out: &mut Vec<u8>) -> Result<()> {
        let mut o = ProbeOutput::of_shape(self.sig, self.shape);
        self.probe_into(worker, tuples, &mut o)?;
        out.reserve(o.len() * self.sig.result_width_of(self.shape));
        for t in o.tuples() {
            out.extend_from_slice(t);
        }
        Ok(())
    }

    /// As [`ProbeSession::probe`], appending the RESULT frames whole (no
    /// copy of their tuples while the switch is locked) and the rows
    /// finished from spills to `out`.
    pub fn probe_into(&self, worker: usize, tuples: &[u8], out: &mut ProbeOutput) -> Result<()> {
        if tuples.is_empty() {
            return Ok(());
        }
        let pw = self.sig.probe_width();
        if !tuples.len().is_multiple_of(pw) {
            bail!(
                "{} B of probe tuples is not a multiple of the {} B probe tuple",
                tuples.len(),
                pw
            );
        }
        let w = *self
            .workers
            .get(worker)
            .with_context(|| format!("worker {worker} of {}", self.workers.len()))?;
        if out.result_width != self.sig.result_width_of(self.shape) {
            bail!(
                "probe output of {} B RESULT tuples for a session whose RESULT tuples ({:?}) are {} B",
                out.result_width,
                self.shape,
                self.sig.result_width_of(self.shape)
            );
        }
        let t0 = Instant::now();
        let mut lane = self.lanes[worker]
            .lock()
            .map_err(|_| anyhow!("worker {worker}'s probe stream poisoned by a panic"))?;
        // Encoding and preparing run outside the switch's lock, in parallel
        // with other workers' chunks, for the epoch last published: the
        // whole chunk as one round (the fast path), unless rounds are smaller.
        let EpochToken { epoch, token } = *self
            .epoch_token
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let ahead = self.round_frames.is_none().then(|| {
            let (seq, sent) = if lane.epoch == epoch {
                (lane.next_seq, lane.sent)
            } else {
                // The lane's first chunk of this epoch starts after the build.
                (self.build_seq[worker], Default::default())
            };
            let q = QueryHeader { token, ..self.q };
            let stream = probe_chunk(&self.sig, &q, w, tuples, seq, sent);
            let prepared = self
                .preparer
                .as_ref()
                .map(|p| p.prepare(&stream.frames))
                .unwrap_or_default();
            Ahead {
                epoch,
                stream,
                prepared,
            }
        });
        let id = self.next_chunk.fetch_add(1, Ordering::Relaxed);
        self.waiting
            .lock()
            .map_err(|_| anyhow!("the probe chunks waiting were poisoned by a panic"))?
            .push(Chunk {
                id,
                worker,
                tuples: tuples.to_vec(),
                lane: *lane,
                ahead,
            });
        self.arrived.notify_all();
        let waiting = Instant::now();
        let mut core = self.core()?;
        let in_order = Instant::now();
        core.report.probe_lock_wait += in_order - waiting;
        core.report.probe_chunks += 1;
        // Another caller's thread may have delivered this chunk with its own.
        if !core.done.contains_key(&id) {
            let group = self.gather(&mut core)?;
            let ids: Vec<u64> = group.iter().map(|c| c.id).collect();
            match self.deliver_group(&mut core, group) {
                Ok(delivered) => {
                    for (cid, d) in delivered {
                        core.done.insert(cid, Ok(d));
                    }
                }
                Err(e) => {
                    // The other callers get its text; this one the error.
                    for cid in ids.into_iter().filter(|&c| c != id) {
                        core.done.insert(cid, Err(format!("{e:#}")));
                    }
                    return Err(e);
                }
            }
        }
        let mine = core
            .done
            .remove(&id)
            .ok_or_else(|| anyhow!("internal: probe chunk {id} was taken but not delivered"))?;
        core.report.probe_in_order_time += in_order.elapsed();
        core.report.probe_time += t0.elapsed();
        drop(core);
        let (o, l) = mine.map_err(|e| anyhow!("{e}"))?;
        *lane = l;
        out.append(o);
        Ok(())
    }

    /// Takes every chunk waiting, after waiting up to the session's gather
    /// time for as many as lately came together; adapts that number.
    fn gather(&self, core: &mut Core) -> Result<Vec<Chunk>> {
        let poisoned = || anyhow!("the probe chunks waiting were poisoned by a panic");
        let mut waiting = self.waiting.lock().map_err(|_| poisoned())?;
        if !self.gather_wait.is_zero() {
            let deadline = Instant::now() + self.gather_wait;
            while waiting.len() < core.expect {
                let Some(left) = deadline.checked_duration_since(Instant::now()) else {
                    break;
                };
                waiting = self
                    .arrived
                    .wait_timeout(waiting, left)
                    .map_err(|_| poisoned())?
                    .0;
            }
            let n = waiting.len();
            if n < core.expect {
                core.report.probe_gather_timeouts += 1;
                core.expect_missed += 1;
                // Twice in a row: fewer callers than expected (or one ran
                // out of chunks). Once: a caller was slow this time.
                if core.expect_missed >= 2 {
                    core.expect = n.max(1);
                    core.expect_missed = 0;
                    core.expect_held = 0;
                }
            } else {
                core.expect = n;
                core.expect_missed = 0;
                core.expect_held += 1;
                // Now and then, look whether more would come.
                if core.expect_held >= EXPECT_MORE_AFTER && n < self.workers.len() {
                    core.expect += 1;
                    core.expect_held = 0;
                }
            }
        }
        Ok(std::mem::take(&mut *waiting))
    }

    /// Delivers `group` (chunks of different workers) side by side, in
    /// rounds the epoch machine commits; returns each chunk's output and
    /// lane by its id.
    fn deliver_group(
        &self,
        core: &mut Core,
        mut group: Vec<Chunk>,
    ) -> Result<Vec<(u64, (ProbeOutput, Lane))>> {
        let pw = self.sig.probe_width();
        core.report.probe_deliveries += 1;
        core.report.probe_most_side_by_side = core.report.probe_most_side_by_side.max(group.len());
        let len: Vec<u64> = group.iter().map(|c| (c.tuples.len() / pw) as u64).collect();
        let mut lo = vec![0u64; group.len()];
        let mut outs: Vec<ProbeOutput> = group
            .iter()
            .map(|_| ProbeOutput::of_shape(self.sig, self.shape))
            .collect();
        while lo.iter().zip(&len).any(|(l, n)| l < n) {
            core.ready(self)?;
            for c in group.iter_mut() {
                self.lane_in(&mut c.lane, c.worker, core);
            }
            let ranges = core.m.next_round(&lo, &len);
            let round = core.m.start_round();
            // The chunks in this round, with their streams and prepared outputs.
            let mut members = Vec::new();
            let mut streams = Vec::new();
            let mut prepared = Vec::new();
            for (i, c) in group.iter_mut().enumerate() {
                let (a, b) = ranges[i];
                if a >= len[i] {
                    continue;
                }
                let (stream, p) = match c.ahead.take() {
                    Some(x)
                        if x.epoch == c.lane.epoch
                            && a == 0
                            && b == len[i]
                            && x.stream.first_seq == c.lane.next_seq =>
                    {
                        core.report.probe_prepared_frames +=
                            x.prepared.iter().filter(|p| p.is_some()).count() as u64;
                        (x.stream, x.prepared)
                    }
                    _ => {
                        let q = QueryHeader {
                            token: core.m.token(),
                            ..self.q
                        };
                        let part = &c.tuples[a as usize * pw..b as usize * pw];
                        let w = self.workers[c.worker];
                        (
                            probe_chunk(&self.sig, &q, w, part, c.lane.next_seq, c.lane.sent),
                            Vec::new(),
                        )
                    }
                };
                members.push(i);
                streams.push(stream);
                prepared.push(p);
            }
            let c = match core.deliver(self, &streams, &mut prepared, true)? {
                Ok(c) => c,
                Err(r) => {
                    core.recover(r);
                    continue;
                }
            };
            for (stream, &i) in streams.iter().zip(&members) {
                group[i].lane.next_seq = stream.next_seq();
                group[i].lane.sent = stream.counts;
            }
            let got = core.round_output();
            let tuples = members.iter().map(|&i| ranges[i].1 - ranges[i].0).sum();
            match core.m.settle(&c, got, Attempt::Round { tuples }) {
                Settle::Commit => {
                    let mut to: Vec<(Mac, &mut ProbeOutput)> = outs
                        .iter_mut()
                        .enumerate()
                        .filter(|(i, _)| members.contains(i))
                        .map(|(i, o)| (self.workers[group[i].worker].mac, o))
                        .collect();
                    core.hand_out(got, &mut to)?;
                    for &i in &members {
                        lo[i] = ranges[i].1;
                    }
                }
                Settle::Recover(r) => core.recover(r),
                Settle::Discard => return Err(incomplete_round(round, &c, core.m.last(), got)),
                Settle::ReadAgain => bail!("internal: a second counter read after a probe round"),
            }
        }
        Ok(group
            .into_iter()
            .zip(outs)
            .map(|(c, o)| (c.id, (o, c.lane)))
            .collect())
    }

    /// Ends the probe phase on every worker and checks that the switch's
    /// output arrived complete; returns what happened. Later calls of
    /// [`ProbeSession::probe`] or `finish` are errors.
    pub fn finish(&self) -> Result<RunReport> {
        let t0 = Instant::now();
        let mut lanes = self
            .lanes
            .iter()
            .map(|l| l.lock().map(|l| *l))
            .collect::<std::result::Result<Vec<Lane>, _>>()
            .map_err(|_| anyhow!("a probe stream was poisoned by a panic"))?;
        let mut core = self.core()?;
        core.finished = true;
        let counters = loop {
            core.ready(self)?;
            for (w, l) in lanes.iter_mut().enumerate() {
                self.lane_in(l, w, &core);
            }
            let q = QueryHeader {
                token: core.m.token(),
                ..self.q
            };
            let ends: Vec<_> = self
                .workers
                .iter()
                .zip(&lanes)
                .map(|(w, l)| probe_end(&q, *w, l.next_seq, l.sent))
                .collect();
            match core
                .deliver(self, &ends, &mut [], false)
                .context("probe phase end")?
            {
                // A restart after every END was acknowledged (a late
                // retransmission carried it) shows in the counters only.
                Ok(c) => match core.m.classify_stall(0, Phase::Probe, &c) {
                    Recovery::Restarted(sign) => core.recover(Recovery::Restarted(sign)),
                    _ => break c,
                },
                Err(r) => core.recover(r),
            }
        };
        let Core {
            engine,
            sink,
            report,
            m,
            epoch_results,
            ..
        } = &mut *core;
        let announced = sink.check_phase(1)?;
        check_frames_accounted(&counters)?;
        // Every RESULT frame is handed out by `probe_into`; none may arrive
        // after the last chunk.
        if !sink.result_frames.is_empty() || !sink.results.is_empty() {
            bail!("the switch sent RESULT frames after the last probe chunk had been answered");
        }
        if announced.tuples != *epoch_results {
            bail!(
                "switch announced {} result tuples in epoch {}, {} arrived",
                announced.tuples,
                m.epoch(),
                epoch_results
            );
        }
        m.finish(counters.clone());
        report.recovery = m.report().clone();
        report.switch_cycles = engine.cycles();
        report.switch_busy_cycles = engine.busy_cycles();
        report.counters = counters;
        report.result_rows = report.switch_results + report.rows_from_spills;
        report.probe_time += t0.elapsed();
        report.total_time = self.started.elapsed();
        Ok(report.clone())
    }
}

/// RESULT tuples of probe chunks ([`ProbeSession::probe_into`]): whole RESULT
/// frames as the switch sent them, then rows finished on the host from
/// spills, flat.
pub struct ProbeOutput {
    result_width: usize,
    /// (frame, its tuple count), in arrival order.
    frames: Vec<(Vec<u8>, usize)>,
    rows: Vec<u8>,
}

impl ProbeOutput {
    /// Output of whole-probe RESULT tuples ([`ResultShape::Probe`]).
    pub fn new(sig: Signature) -> ProbeOutput {
        ProbeOutput::of_shape(sig, ResultShape::Probe)
    }

    /// Output of RESULT tuples of `shape`.
    pub fn of_shape(sig: Signature, shape: ResultShape) -> ProbeOutput {
        ProbeOutput {
            result_width: sig.result_width_of(shape),
            frames: Vec::new(),
            rows: Vec::new(),
        }
    }

    /// Moves what `sink` has decoded into this output: its kept RESULT
    /// frames whole ([`Sink::keep_result_frames`], their tuples not copied),
    /// its RESULT tuples, and the rows finished from its SPILL tuples
    /// (PROTOCOL.md §7.3, with the OVERFLOW tuples the sink holds). Counts
    /// them into `report`; returns the RESULT tuples the switch sent.
    pub fn take_from(&mut self, sink: &mut Sink, report: &mut RunReport) -> u64 {
        let rw = self.result_width;
        let results = sink
            .result_frames
            .iter()
            .map(|(_, n)| *n as u64)
            .sum::<u64>()
            + (sink.results.len() / rw) as u64;
        report.switch_results += results;
        self.frames.append(&mut sink.result_frames);
        self.rows.extend_from_slice(&sink.results);
        sink.results.clear();
        let spills = std::mem::take(&mut sink.spills);
        sink.clear_spills();
        self.finish_spills(sink, &spills, report);
        results
    }

    /// As [`ProbeOutput::take_from`], taking only what the switch sent to
    /// `dst` (with results to the source, one worker's output).
    pub fn take_addressed(&mut self, sink: &mut Sink, report: &mut RunReport, dst: Mac) -> u64 {
        let (mut frames, spills) = sink.take_addressed_to(dst);
        let results = frames.iter().map(|(_, n)| *n as u64).sum::<u64>();
        report.switch_results += results;
        self.frames.append(&mut frames);
        self.finish_spills(sink, &spills, report);
        results
    }

    /// Appends the rows finished from `spills` (with the OVERFLOW tuples
    /// `sink` holds), counting both into `report`.
    fn finish_spills(&mut self, sink: &Sink, spills: &[u8], report: &mut RunReport) {
        if spills.is_empty() {
            return;
        }
        report.spill_tuples += (spills.len() / sink.signature().spill_width()) as u64;
        let finished = sink.finish(spills);
        report.rows_from_spills += (finished.len() / self.result_width) as u64;
        self.rows.extend_from_slice(&finished);
    }

    /// Appends `other`'s result tuples (of the same shape).
    pub fn append(&mut self, mut other: ProbeOutput) {
        debug_assert_eq!(self.result_width, other.result_width);
        self.frames.append(&mut other.frames);
        self.rows.append(&mut other.rows);
    }

    /// Appends result tuples already decoded to rows (flat), e.g. those
    /// finished from spills.
    pub fn extend_rows(&mut self, rows: &[u8]) {
        debug_assert!(rows.len().is_multiple_of(self.result_width));
        self.rows.extend_from_slice(rows);
    }

    /// Result tuples.
    pub fn len(&self) -> usize {
        self.frames.iter().map(|(_, n)| n).sum::<usize>() + self.rows.len() / self.result_width
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The result tuples as runs of whole tuples, flat (each frame's, in
    /// order, then the rows): for readers that take a field of every tuple
    /// in one pass.
    pub fn runs(&self) -> impl Iterator<Item = &[u8]> + '_ {
        let rw = self.result_width;
        self.frames
            .iter()
            .map(move |(f, n)| &f[HEADER_LEN..HEADER_LEN + n * rw])
            .chain(std::iter::once(&self.rows[..]))
    }

    /// Every result tuple: those of the frames in order, then the rows.
    pub fn tuples(&self) -> impl Iterator<Item = &[u8]> + '_ {
        let rw = self.result_width;
        self.frames
            .iter()
            .flat_map(move |(f, n)| f[HEADER_LEN..HEADER_LEN + n * rw].chunks_exact(rw))
            .chain(self.rows.chunks_exact(rw))
    }
}

/// Every frame the switch received was accepted or dropped under a counted
/// reason (PROTOCOL.md §8): nothing vanished inside the switch.
pub fn check_frames_accounted(counters: &Counters) -> Result<()> {
    let accounted = counters.get(Counter::FramesAccepted) + counters.dropped_total();
    if counters.get(Counter::FramesIn) != accounted {
        bail!(
            "switch counters inconsistent: {} frames in, {} accepted or dropped",
            counters.get(Counter::FramesIn),
            accounted
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::SharedModel;
    use crate::reference::sorted_rows;
    use crate::star::{generate, StarSpec};

    /// The behavioural switch as one that places no table on chip: it is
    /// handed every CONFIGURE with the on-chip bits cleared, so it
    /// configures, and echoes, none.
    struct NoOnchip(SwitchModel);

    impl SwitchEngine for NoOnchip {
        fn name(&self) -> &'static str {
            "model without on-chip tables"
        }
        fn deliver(
            &mut self,
            port: usize,
            frame: &[u8],
            out: &mut Vec<netjoin_sim::Emitted>,
        ) -> Result<()> {
            use netjoin_proto::control::{ConfigureQuery, ControlCommand};
            use netjoin_proto::frame::FrameView;
            let mut f = frame.to_vec();
            if let Ok(v) = FrameView::parse(frame) {
                let h = v.header;
                if h.opcode == netjoin_proto::Opcode::Control
                    && h.table == ControlCommand::Configure as u8
                    && v.payload.len() == ConfigureQuery::LEN
                {
                    f[HEADER_LEN + ConfigureQuery::FLAGS_AT] &=
                        (1 << ConfigureQuery::ONCHIP_SHIFT) - 1;
                }
            }
            self.0.deliver(port, &f, out)
        }
    }

    /// Tables the host's keys fit on chip go there; the join is the one
    /// with every table in DDR, and with `--onchip none`, or a switch that
    /// places fewer tables than asked, the report says what was placed.
    #[test]
    fn tables_go_on_chip_where_their_keys_fit_and_change_no_result() {
        let sig = Signature::new(8, 8, 3).unwrap();
        assert_eq!(sig.onchip_bucket_bits(), 14);
        let rw = sig.result_width();
        let star = |dim_rows| {
            generate(
                &sig,
                &StarSpec {
                    fact_rows: 20_000,
                    dim_rows,
                    workers: 2,
                    seed: 11,
                    ..StarSpec::default()
                },
            )
        };
        let opts = |onchip, bucket_bits| RunOptions {
            onchip,
            bucket_bits,
            ..RunOptions::default()
        };
        // 2,000 rows a table: the fitted count is no more than on chip
        // (2^14), so every table goes. At 2^16 buckets the keys decide.
        let small = star(2_000);
        let ddr = run_in_process(&small, &opts(OnchipPolicy::None, None)).unwrap();
        assert_eq!(ddr.report.onchip, 0);
        assert!(ddr.report.bucket_bits <= 14, "{}", ddr.report.bucket_bits);
        let want = sorted_rows(&ddr.results, rw);
        let all = run_in_process(&small, &opts(OnchipPolicy::Auto, None)).unwrap();
        assert_eq!(all.report.onchip, 0b111);
        assert!(
            all.report
                .to_string()
                .contains("onchip tables      t0, t1, t2 (of 3;"),
            "{}",
            all.report
        );
        assert_eq!(sorted_rows(&all.results, rw), want);
        let placed = crate::sizing::onchip_tables(&sig, &small.dims, 16);
        assert_ne!(placed, 0, "2,000 keys in 3 × 2^14 on-chip slots");
        let wide = run_in_process(&small, &opts(OnchipPolicy::Auto, Some(16))).unwrap();
        assert_eq!(wide.report.onchip, placed);
        assert_eq!(sorted_rows(&wide.results, rw), want);
        // 60,000 rows a table: more than 3 × 2^14 slots hold, none goes.
        let big = star(60_000);
        let run = run_in_process(&big, &opts(OnchipPolicy::Auto, None)).unwrap();
        assert!(run.report.bucket_bits > 14);
        assert_eq!(run.report.onchip, 0);
        assert!(run.report.to_string().contains("onchip tables      none"));
        // A switch that places none of the tables asked for: the run goes
        // on with what it placed, streamed or whole, and the join is the
        // same.
        let mut old = NoOnchip(in_process_model(small.workers));
        let mac = old.0.config().mac;
        let on_old = run_with_engine(&mut old, mac, &small, &opts(OnchipPolicy::Auto, None));
        let on_old = on_old.unwrap();
        assert_eq!(on_old.report.onchip, 0);
        assert_eq!(sorted_rows(&on_old.results, rw), want);
        let old = NoOnchip(in_process_model(small.workers));
        let session = ProbeSession::start(
            Box::new(old),
            mac,
            sig,
            &small.dims,
            &opts(OnchipPolicy::Auto, None),
        )
        .unwrap();
        let mut streamed = Vec::new();
        for (w, fact) in small.fact.iter().enumerate() {
            session.probe(w, fact, &mut streamed).unwrap();
        }
        assert_eq!(session.finish().unwrap().onchip, 0);
        assert_eq!(sorted_rows(&streamed, rw), want);
    }

    /// A third of the fact rows miss a table: with filters, the switch
    /// decides nearly all of those misses by its filters, and the join is
    /// the one without them, frame by frame (`run_in_process`) and
    /// streamed with outputs prepared in parallel ([`ProbeSession`]).
    #[test]
    fn filters_decide_the_misses_and_change_no_result() {
        let sig = Signature::new(8, 8, 3).unwrap();
        let input = generate(
            &sig,
            &StarSpec {
                fact_rows: 30_000,
                dim_rows: 2_000,
                workers: 2,
                miss_rate: 0.15,
                seed: 7,
                ..StarSpec::default()
            },
        );
        let opts = |filter_bits| RunOptions {
            filter_bits,
            ..RunOptions::default()
        };
        let rw = sig.result_width();
        let off = run_in_process(&input, &opts(0)).unwrap();
        let on = run_in_process(&input, &opts(14)).unwrap();
        assert_eq!(sorted_rows(&on.results, rw), sorted_rows(&off.results, rw));
        let (c_on, c_off) = (&on.report.counters, &off.report.counters);
        assert_eq!(c_off.get(Counter::Filtered), 0);
        // A tuple the filters reject misses without them too, or is
        // spilled from an overflowed bucket (and finished to nothing on the
        // host): the same matches, and the spills saved are misses.
        assert_eq!(c_on.get(Counter::Matches), c_off.get(Counter::Matches));
        assert!(c_on.get(Counter::Spills) <= c_off.get(Counter::Spills));
        assert_eq!(
            c_on.get(Counter::Misses) + c_on.get(Counter::Spills),
            c_off.get(Counter::Misses) + c_off.get(Counter::Spills)
        );
        // 2,000 keys in 2^14-bit arrays pass about 1 % of the foreign keys.
        let misses = c_on.get(Counter::Misses);
        assert!(misses > 5_000, "{misses} misses");
        let filtered = c_on.get(Counter::Filtered);
        assert!(
            filtered <= misses && filtered * 100 >= misses * 95,
            "{filtered} of {misses}"
        );
        assert_eq!(on.report.filter_bits, 14);
        assert!(
            on.report.to_string().contains("2 × 2^14 bits"),
            "{}",
            on.report
        );
        assert!(!off.report.to_string().contains("membership filters"));

        let model = in_process_model(input.workers);
        let mac = model.config().mac;
        let session = ProbeSession::start(
            Box::new(SharedModel::new(model)),
            mac,
            sig,
            &input.dims,
            &opts(14),
        )
        .unwrap();
        let mut streamed = Vec::new();
        for (w, fact) in input.fact.iter().enumerate() {
            for chunk in fact.chunks(700 * sig.probe_width()) {
                session.probe(w, chunk, &mut streamed).unwrap();
            }
        }
        let report = session.finish().unwrap();
        assert_eq!(sorted_rows(&streamed, rw), sorted_rows(&off.results, rw));
        assert_eq!(report.counters.get(Counter::Filtered), filtered);
        assert_eq!(report.filter_bits, 14);

        let too_many = run_in_process(&input, &opts(netjoin_proto::FILTER_BITS_MAX + 1));
        let Err(e) = too_many else {
            panic!("filter_bits 19 was accepted")
        };
        assert!(format!("{e:#}").contains("filter_bits 19"), "{e:#}");
    }
}
