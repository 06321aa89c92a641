//! The networked coordinator: runs a star join across worker agents (TCP
//! control) through a switch reached over raw Ethernet, with the sink on the
//! coordinator's own interface. See docs/NETWORK.md for the recovery design:
//!
//! * worker → switch: go-back-N in the agents (exactly-once by sequence numbers);
//! * switch → sink: the probe phase runs in rounds; a round is committed only
//!   when the sink holds, without a gap, exactly the RESULT and SPILL tuples
//!   the switch's counters say it sent for the round, else it is discarded and
//!   probed again (probing does not change the tables);
//! * switch restart: lost tables are noticed from the counters (or from the
//!   agents' ACK time-outs) and the query is set up and built again in a new
//!   epoch (new token), after which the remaining rounds continue.
//!
//! The decisions (commit, discard, read again, recover and why, give up) are
//! the query's epoch machine's, `netjoin_host::epoch::EpochMachine`, the one
//! the in-process coordinator drives too; this module moves the frames, talks
//! to the agents and keeps the time.

use crate::auth::Secret;
use crate::ctl::{on_all, on_all_while, AgentConn, QueryParams, Reply, Request, SendReport};
use crate::link::{self, LinkTx};
use crate::testbed::{self, spawn_switchd, NsProcess};
use anyhow::{anyhow, bail, Context, Result};
use netjoin_host::control_client::{set_up_switch, ControlClient, ControlError, ControlRequest};
use netjoin_host::coordinator::{requested_rounds, DeliveryStats};
use netjoin_host::epoch::{
    Attempt, AttemptSink, EpochConfig, EpochMachine, Phase, Recovery, Settle,
};
use netjoin_host::inp::{ProbeOutput, RunReport, StarJoinInput, StarJoinOutput};
use netjoin_host::sink::Sink;
use netjoin_host::sizing::choose_bucket_bits;
use netjoin_proto::control::{ConfigureQuery, ControlCommand};
use netjoin_proto::counters::Counters;
use netjoin_proto::frame::FrameView;
use netjoin_proto::{Header, Opcode, Signature, HEADER_LEN, MAX_PAYLOAD_DEFAULT};
use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::Receiver;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Points in a run where a hook may act (tests use it to restart the switch or inject frames).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEvent {
    /// The switch is configured for `epoch` (1-based); the build phase starts next.
    Configured { epoch: u32 },
    /// The build phase of `epoch` is complete.
    Built { epoch: u32 },
    /// Probe round `round` (0-based, counted over the whole run) is about to be sent.
    ProbeRound { epoch: u32, round: u32 },
}

pub type Hook = Arc<dyn Fn(RunEvent) + Send + Sync>;

/// How to run a query over the network.
#[derive(Clone)]
pub struct NetOptions {
    /// Testbed name prefix (`netjoin testbed up --prefix`).
    pub prefix: String,
    /// Binary with `switchd` and `agent` subcommands; default: the current executable.
    pub exe: Option<PathBuf>,
    /// Start switchd in the switch namespace (false: one is already running there).
    pub spawn_switchd: bool,
    pub query_id: u16,
    pub token: u32,
    pub max_payload: usize,
    pub bucket_bits: Option<u8>,
    /// Go-back-N window of each worker, in frames.
    pub window: usize,
    /// Pace workers so the sink link is not overrun (needs a link rate).
    pub pace: bool,
    /// Link rate in bit/s; default: the testbed's.
    pub rate_bps: Option<u64>,
    /// Probe frames per worker in the first round (rounds then adapt).
    pub round_frames: usize,
    /// The run fails at this many switch recoveries (restarts, lost query
    /// state): `max_epochs - 1` are survived.
    pub max_epochs: u32,
    /// Rebuilds allowed because OVERFLOW output was lost on the way to the sink.
    pub max_rebuilds: u32,
    pub hook: Option<Hook>,
    /// Where switchd and agent logs go; default /tmp.
    pub log_dir: Option<PathBuf>,
}

impl Default for NetOptions {
    fn default() -> Self {
        NetOptions {
            prefix: "nj".into(),
            exe: None,
            spawn_switchd: true,
            query_id: 1,
            token: 0x4e4a_0001,
            max_payload: MAX_PAYLOAD_DEFAULT,
            bucket_bits: None,
            window: 64,
            pace: true,
            rate_bps: None,
            round_frames: 64,
            max_epochs: 5,
            max_rebuilds: 50,
            hook: None,
            log_dir: None,
        }
    }
}

impl std::fmt::Debug for NetOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NetOptions")
            .field("prefix", &self.prefix)
            .field("query_id", &self.query_id)
            .field("window", &self.window)
            .finish_non_exhaustive()
    }
}

/// Where the participants of a networked run are.
#[derive(Clone, Debug)]
pub struct Cluster {
    /// The coordinator's raw interface, linked to the switch.
    pub coord_iface: String,
    /// TCP control addresses of the agents, worker 0 first.
    pub agents: Vec<String>,
    /// Link rate in bit/s, for pacing; None: unpaced.
    pub rate_bps: Option<u64>,
    /// Rate of the sink's link in bit/s; None: `rate_bps`.
    pub sink_rate_bps: Option<u64>,
    /// One-way link delay, for time-outs.
    pub delay_ms: f64,
    /// Software impairments on what the coordinator receives (testbeds without netem).
    pub impair: link::Impair,
    /// The secret the agents share with the coordinator (control channel authentication).
    pub secret: Secret,
}

/// What the network did during a run.
#[derive(Clone, Debug, Default)]
pub struct NetReport {
    pub epochs: u32,
    /// Epochs started because the switch lost its tables (restart) or stopped answering.
    pub switch_recoveries: u32,
    /// Why each epoch but the last ended, in order (typed, from the epoch machine).
    pub recoveries: Vec<Recovery>,
    /// Build phases re-run because OVERFLOW output was lost on the way to the sink.
    pub rebuilds: u32,
    pub probe_rounds: u32,
    /// Probe round attempts discarded because switch output was lost.
    pub probe_retries: u32,
    /// Worker frames sent again (go-back-N), build and probe.
    pub retransmitted: u64,
    pub timeouts: u64,
    pub gap_go_backs: u64,
    pub send_errors: u64,
    /// Switch frames that reached the sink twice (dropped by sequence number).
    pub sink_duplicates: u64,
    /// Switch frames of discarded attempts or of another epoch that arrived late.
    pub sink_stale: u64,
    /// Worker frames the switch dropped as duplicate / out of order, summed over epochs.
    pub switch_drop_duplicate: u64,
    pub switch_drop_out_of_order: u64,
    /// Worker frames the switch dropped as out of phase, summed over epochs:
    /// BUILD retransmissions that arrived after probing began (harmless).
    pub switch_drop_phase: u64,
    pub control_retries: u64,
    /// Switch frames the sink's receive queue was too full to take (a
    /// flood): dropped, counted, and recovered as lost output.
    pub rx_queue_drops: u64,
    /// The same at the agents, for ACKs (the most any agent reported).
    pub ack_queue_drops: u64,
    /// Seconds spent streaming probe rounds (excluding settling) and probe tuples sent.
    pub probe_stream_secs: f64,
    pub probe_tuples: u64,
    /// Fastest single worker stream of at least 64 frames: frames, bytes and seconds.
    pub best_stream: (u64, u64, f64),
}

impl std::fmt::Display for NetReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "network            {} epochs ({} switch recoveries, {} rebuilds), {} probe rounds ({} re-probed)",
            self.epochs, self.switch_recoveries, self.rebuilds, self.probe_rounds, self.probe_retries
        )?;
        writeln!(
            f,
            "retransmission     {} frames retransmitted ({} time-outs, {} gap go-backs, {} refused by the kernel); switch dropped {} duplicate, {} out-of-order, {} late (out of phase)",
            self.retransmitted,
            self.timeouts,
            self.gap_go_backs,
            self.send_errors,
            self.switch_drop_duplicate,
            self.switch_drop_out_of_order,
            self.switch_drop_phase
        )?;
        write!(
            f,
            "sink               {} duplicate frames, {} stale frames ignored, {} dropped on a full receive queue ({} ACKs at the agents); {} control retries",
            self.sink_duplicates, self.sink_stale, self.rx_queue_drops, self.ack_queue_drops, self.control_retries
        )
    }
}

fn exe_of(opts: &NetOptions) -> Result<PathBuf> {
    match &opts.exe {
        Some(p) => Ok(p.clone()),
        None => std::env::current_exe().context("finding the current executable"),
    }
}

fn log_path(opts: &NetOptions, name: &str) -> PathBuf {
    opts.log_dir
        .clone()
        .unwrap_or_else(std::env::temp_dir)
        .join(format!("netjoin-{}-{name}.log", opts.prefix))
}

/// Runs a star join on the namespace testbed `opts.prefix` (which must be up
/// with `input.workers` workers): starts switchd (unless told not to) and one
/// agent per worker, runs the query, stops them.
pub fn run_on_testbed(input: &StarJoinInput, opts: &NetOptions) -> Result<StarJoinOutput> {
    run_on_testbed_report(input, opts).map(|(o, _)| o)
}

/// As [`run_on_testbed`], also returning what the network did.
pub fn run_on_testbed_report(
    input: &StarJoinInput,
    opts: &NetOptions,
) -> Result<(StarJoinOutput, NetReport)> {
    let (cluster, _processes) = bring_up(input.workers, opts)?;
    run_networked(input, &cluster, opts)
}

/// Coordinator's raw link to the switch, with the sink state of the current epoch.
struct SwitchPort {
    tx: LinkTx,
    rx: Receiver<Vec<Vec<u8>>>,
    /// Frames of a received batch not handled yet.
    pending: VecDeque<Vec<u8>>,
    stop: Arc<AtomicBool>,
    /// CONTROL requests; it also holds our and the switch's addresses.
    ctl: ControlClient,
    ctl_timeout: Duration,
    retries: u64,
    /// Frames [`SwitchPort::pump`] has taken off the link.
    handled: u64,
    /// Frames the receive thread dropped on a full queue.
    rx_queue_dropped: Arc<AtomicU64>,
}

impl Drop for SwitchPort {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl SwitchPort {
    fn open(iface: &str, delay_ms: f64, imp: link::Impair) -> Result<SwitchPort> {
        let (tx, rx, mac) = link::open(iface, Duration::from_millis(20))?;
        let (ftx, frx) = link::rx_queue(link::RX_QUEUE_BATCHES);
        let rx_queue_dropped = ftx.dropped.clone();
        let stop = Arc::new(AtomicBool::new(false));
        link::spawn_rx_batches(
            rx,
            stop.clone(),
            ftx,
            move |f| {
                let h = Header::parse(f).ok()?;
                (h.dst == mac).then(|| f.to_vec())
            },
            imp,
        );
        let ctl_timeout = Duration::from_secs_f64((0.05 + 4.0 * delay_ms / 1000.0).max(0.05));
        Ok(SwitchPort {
            tx,
            rx: frx,
            pending: VecDeque::new(),
            stop,
            ctl: ControlClient::new(mac, testbed::switch_mac()),
            ctl_timeout,
            retries: 0,
            handled: 0,
            rx_queue_dropped,
        })
    }

    /// Handles frames until `until`; returns the outcome of `want`'s reply if one arrives.
    fn pump(
        &mut self,
        until: Instant,
        sink: &mut AttemptSink,
        want: Option<&ControlRequest>,
    ) -> Option<Result<Vec<u8>, ControlError>> {
        loop {
            let f = match self.pending.pop_front() {
                Some(f) => f,
                None => {
                    let left = until.saturating_duration_since(Instant::now());
                    match self.rx.recv_timeout(left) {
                        Ok(b) => {
                            self.pending.extend(b);
                            continue;
                        }
                        Err(_) => return None,
                    }
                }
            };
            self.handled += 1;
            let Ok(v) = FrameView::parse(&f) else {
                continue;
            };
            let h = v.header;
            match h.opcode {
                Opcode::ControlReply => {
                    if let Some(outcome) = want.and_then(|req| self.ctl.reply(req, &v)) {
                        return Some(outcome);
                    }
                }
                Opcode::Result | Opcode::Spill | Opcode::Overflow | Opcode::End => {
                    sink.offer(&h, f)
                }
                _ => {}
            }
        }
    }

    /// Handles frames until none has arrived for `quiet`, or until `limit`.
    fn drain(&mut self, quiet: Duration, limit: Instant, sink: &mut AttemptSink) {
        loop {
            let before = self.handled;
            self.pump(Instant::now() + quiet, sink, None);
            if self.handled == before || Instant::now() >= limit {
                return;
            }
        }
    }

    /// One control command, repeated until answered (every command is safe
    /// to repeat), each try a new request so that a late reply to an earlier
    /// one is not taken for this one's.
    fn control(
        &mut self,
        sink: &mut AttemptSink,
        query_id: u16,
        cmd: ControlCommand,
        payload: &[u8],
        patience: Duration,
    ) -> std::result::Result<Vec<u8>, ControlError> {
        let t0 = Instant::now();
        loop {
            let req = self.ctl.request(query_id, cmd, payload);
            self.tx.send(&req.frame);
            if let Some(outcome) = self.pump(Instant::now() + self.ctl_timeout, sink, Some(&req)) {
                return outcome;
            }
            self.retries += 1;
            if t0.elapsed() > patience {
                return Err(ControlError::Unanswered {
                    cmd,
                    waited: Some(patience),
                });
            }
        }
    }

    fn read_counters(&mut self, sink: &mut AttemptSink, query_id: u16) -> Result<Counters> {
        let b = self.control(
            sink,
            query_id,
            ControlCommand::ReadCounters,
            &[],
            Duration::from_secs(5),
        )?;
        Counters::decode(&b).map_err(|e| anyhow!("READ_COUNTERS reply: {e}"))
    }
}

enum StepError {
    /// Set the query up again (a new epoch), for this reason.
    Recover(Recovery),
    Fatal(anyhow::Error),
}

impl From<anyhow::Error> for StepError {
    fn from(e: anyhow::Error) -> Self {
        StepError::Fatal(e)
    }
}

fn sent(r: Result<Reply>) -> Result<std::result::Result<SendReport, (String, String)>> {
    match r? {
        Reply::Sent(s) => Ok(Ok(s)),
        Reply::Error { kind, message } => Ok(Err((kind, message))),
        other => bail!("unexpected agent reply {other:?}"),
    }
}

fn add_stats(d: &mut DeliveryStats, n: &mut NetReport, s: &SendReport) {
    d.frames += s.frames;
    d.bytes += s.bytes;
    d.retransmitted += s.retransmitted;
    d.rounds += (s.timeouts + s.gap_go_backs) as u32;
    n.retransmitted += s.retransmitted;
    n.timeouts += s.timeouts;
    n.gap_go_backs += s.gap_go_backs;
    n.send_errors += s.send_errors;
    n.ack_queue_drops = n.ack_queue_drops.max(s.ack_queue_drops);
    let secs = s.elapsed_us as f64 / 1e6;
    let best = if n.best_stream.2 > 0.0 {
        n.best_stream.0 as f64 / n.best_stream.2
    } else {
        0.0
    };
    if s.frames >= 64 && secs > 0.0 && s.frames as f64 / secs > best {
        n.best_stream = (s.frames, s.bytes, secs);
    }
}

/// Runs a star join over the network: agents at `cluster.agents`, switch
/// behind `cluster.coord_iface`. The whole fact partitions are one chunk of a
/// [`NetSession`], probed in rounds.
pub fn run_networked(
    input: &StarJoinInput,
    cluster: &Cluster,
    opts: &NetOptions,
) -> Result<(StarJoinOutput, NetReport)> {
    input.validate()?;
    if cluster.agents.len() != input.workers {
        bail!(
            "{} agents for {} partitions",
            cluster.agents.len(),
            input.workers
        );
    }
    let session = NetSession::start(cluster, opts, input.signature, &input.dims, Vec::new())?;
    let mut out = ProbeOutput::new(input.signature);
    let chunks: Vec<(usize, &[u8])> = input
        .fact
        .iter()
        .enumerate()
        .map(|(w, f)| (w, f.as_slice()))
        .collect();
    session.lock()?.probe(&chunks, &mut out)?;
    let (report, net) = session.finish_with_net()?;
    let mut results = Vec::with_capacity(out.len() * input.signature.result_width());
    for t in out.tuples() {
        results.extend_from_slice(t);
    }
    Ok((StarJoinOutput { results, report }, net))
}

/// Starts a streamed star join on the namespace testbed `opts.prefix` (which
/// must be up with `workers` workers): starts switchd (unless told not to)
/// and one agent per worker, ships the build side and runs the build phase.
/// The processes live as long as the session.
pub fn start_on_testbed(
    sig: Signature,
    dims: &[Vec<Vec<u8>>],
    opts: &NetOptions,
) -> Result<NetSession> {
    let workers = dims.first().map_or(0, Vec::len);
    let (cluster, processes) = bring_up(workers, opts)?;
    NetSession::start(&cluster, opts, sig, dims, processes)
}

/// A star join on the network whose probe side arrives in chunks, as
/// [`netjoin_host::inp::ProbeSession`] does in-process: [`NetSession::start`]
/// ships the build side to the agents and runs the build phase; each chunk is
/// shipped to its worker's agent and probed in rounds, and the RESULT tuples
/// of every committed round (spills finished with the epoch's OVERFLOW
/// tuples) are handed out at once; [`NetSession::finish`] checks the switch's
/// counters. A switch restart at any point starts a new epoch (set up and
/// build again) and the chunk goes on from its last committed round, so no
/// tuple is lost or handed out twice. Chunks are probed one at a time (the
/// counters attribute a round's output to it); they come from any thread.
pub struct NetSession {
    workers: usize,
    core: std::sync::Mutex<NetCore>,
}

/// The session's state; see [`NetSession`].
pub struct NetCore {
    port: SwitchPort,
    agents: Vec<AgentConn>,
    opts: NetOptions,
    sig: Signature,
    workers: usize,
    build_rate: Option<u64>,
    probe_rate: Option<u64>,
    ack_timeout_us: u64,
    give_up_ms: u64,
    /// The query's phase/epoch machine: epoch, token, the counters of the
    /// last reading, round sizes; it decides.
    m: EpochMachine,
    sink: AttemptSink,
    /// This epoch's committed output, decoded: holds its OVERFLOW tuples once
    /// the build phase is committed (`Some` = built).
    decoder: Option<Sink>,
    /// Fact tuples handed to [`NetCore::probe`].
    fed: u64,
    net: NetReport,
    report: RunReport,
    started: Instant,
    finished: bool,
    /// switchd and the agents, when the session started them.
    _processes: Vec<NsProcess>,
}

/// Starts switchd (unless `opts` says one runs) and the agents of the
/// testbed `opts.prefix`, which must be up with `workers` workers.
fn bring_up(workers: usize, opts: &NetOptions) -> Result<(Cluster, Vec<NsProcess>)> {
    testbed::require_root("netjoin run --switch testbed")?;
    let tb = testbed::load_state(&opts.prefix).ok_or_else(|| {
        anyhow!(
            "testbed `{}` is not up: run `netjoin testbed up --workers {workers}` first",
            opts.prefix
        )
    })?;
    if tb.workers != workers {
        bail!(
            "testbed `{}` has {} workers, the query has {} partitions",
            opts.prefix,
            tb.workers,
            workers
        );
    }
    let exe = exe_of(opts)?;
    let secret = testbed::secret(&opts.prefix)?;
    let mut processes = Vec::new();
    if opts.spawn_switchd {
        processes.push(spawn_switchd(&tb, &exe, &log_path(opts, "switchd"))?);
    }
    for w in 0..tb.workers {
        processes.push(crate::testbed::spawn_agent(
            &tb,
            w,
            &exe,
            &log_path(opts, &format!("agent{w}")),
        )?);
    }
    let cluster = Cluster {
        coord_iface: tb.coord_iface(),
        agents: (0..tb.workers).map(|w| tb.agent_addr(w)).collect(),
        rate_bps: opts.rate_bps.or(tb.rate_bps),
        sink_rate_bps: if opts.rate_bps.is_some() {
            None
        } else {
            tb.coord_rate_bps
        },
        delay_ms: tb.delay_ms.max(if tb.reorder > 0.0 { 1.0 } else { 0.0 }),
        impair: tb.impair(),
        secret,
    };
    Ok((cluster, processes))
}

impl NetSession {
    /// Connects to the agents and the switch, ships `dims[t][w]` (worker w's
    /// build tuples of table t) to the agents, sets the switch up and runs
    /// the build phase.
    pub fn start(
        cluster: &Cluster,
        opts: &NetOptions,
        sig: Signature,
        dims: &[Vec<Vec<u8>>],
        processes: Vec<NsProcess>,
    ) -> Result<NetSession> {
        let started = Instant::now();
        let workers = cluster.agents.len();
        if workers == 0 {
            bail!("a networked star join needs at least one agent");
        }
        if dims.len() != sig.t() {
            bail!(
                "{} dimension tables given for a {}-table signature",
                dims.len(),
                sig.t()
            );
        }
        if dims.iter().any(|d| d.len() != workers) {
            bail!("every table needs exactly one partition per worker ({workers} agents)");
        }
        let bw = sig.build_width();
        if let Some((t, w)) = (0..dims.len())
            .flat_map(|t| (0..workers).map(move |w| (t, w)))
            .find(|&(t, w)| !dims[t][w].len().is_multiple_of(bw))
        {
            bail!(
                "table {t}, worker {w}: {} B is not a multiple of the {bw} B build tuple",
                dims[t][w].len()
            );
        }
        let port = SwitchPort::open(&cluster.coord_iface, cluster.delay_ms, cluster.impair)?;
        let mut agents = Vec::new();
        for a in &cluster.agents {
            agents.push(AgentConn::connect(
                a,
                &cluster.secret,
                Duration::from_secs(10),
            )?);
        }
        // Ship the build side (a real deployment would have the agents read their own files).
        let t_enc = Instant::now();
        for r in on_all(&mut agents, |w, a| {
            for (t, d) in dims.iter().enumerate() {
                a.load(Some(t as u8), &d[w])?;
            }
            Ok(())
        }) {
            r?;
        }
        let encode_time = t_enc.elapsed();

        let rows = |t: usize| dims[t].iter().map(Vec::len).sum::<usize>() / bw;
        let (bucket_bits, sizing) = choose_bucket_bits(&sig, dims, opts.bucket_bits);
        let build_total: u64 = (0..sig.t()).map(|t| rows(t) as u64).sum();
        let pw = sig.probe_width();
        let tpf = (opts.max_payload / pw).max(1);
        // Pacing (docs/NETWORK.md): a worker's own link carries its frames; the sink's
        // link carries every worker's results, which may be larger than the probes.
        let in_frame = (HEADER_LEN + tpf * pw) as f64;
        let res_bytes = tpf * sig.result_width();
        let out_frame =
            (res_bytes + HEADER_LEN * res_bytes.div_ceil(opts.max_payload).max(1)) as f64;
        let expansion = (out_frame / in_frame).max(1.0);
        let build_rate = cluster
            .rate_bps
            .filter(|_| opts.pace)
            .map(|r| (r as f64 * 0.9) as u64);
        let sink_rate = cluster.sink_rate_bps.or(cluster.rate_bps).unwrap_or(0) as f64;
        let probe_rate = cluster
            .rate_bps
            .filter(|_| opts.pace)
            .map(|r| (sink_rate * 0.9 / (workers as f64 * expansion)).min(r as f64 * 0.9) as u64);
        let report = RunReport {
            encode_time,
            bucket_sizing: Some(sizing),
            ..RunReport::new("switchd", sig, bucket_bits)
        };
        let (round_frames, max_round_frames) = requested_rounds(opts.round_frames);
        let mut core = NetCore {
            port,
            agents,
            opts: opts.clone(),
            sig,
            workers,
            build_rate,
            probe_rate,
            ack_timeout_us: (4000.0 * cluster.delay_ms + 30_000.0) as u64,
            give_up_ms: (1500.0 + 100.0 * cluster.delay_ms) as u64,
            m: EpochMachine::new(EpochConfig {
                base_token: opts.token,
                build_tuples: build_total,
                // `max_epochs` recoveries end the run (as they always did).
                max_recoveries: opts.max_epochs.saturating_sub(1),
                max_rebuilds: opts.max_rebuilds,
                settle_reads: SETTLE_READS,
                round_frames,
                max_round_frames,
                tuples_per_frame: tpf,
            }),
            sink: AttemptSink::new(opts.query_id, opts.token),
            decoder: None,
            fed: 0,
            net: NetReport::default(),
            report,
            started,
            finished: false,
            _processes: processes,
        };
        core.ready()?;
        Ok(NetSession {
            workers,
            core: std::sync::Mutex::new(core),
        })
    }

    /// The session's state, for one caller at a time.
    pub fn lock(&self) -> Result<std::sync::MutexGuard<'_, NetCore>> {
        netjoin_host::inp::lock_session(&self.core, |c| c.finished, "network session")
    }

    /// As [`NetSession::finish`], also returning what the network did.
    pub fn finish_with_net(&self) -> Result<(RunReport, NetReport)> {
        self.lock()?.finish()
    }
}

impl netjoin_host::inp::StreamingStarJoin for NetSession {
    fn workers(&self) -> usize {
        self.workers
    }
    fn probe_into(&self, worker: usize, tuples: &[u8], out: &mut ProbeOutput) -> Result<()> {
        if worker >= self.workers {
            bail!("worker {worker} of {}", self.workers);
        }
        let t0 = Instant::now();
        let mut core = self.lock()?;
        core.report.probe_lock_wait += t0.elapsed();
        core.probe(&[(worker, tuples)], out)
    }
    fn finish(&self) -> Result<RunReport> {
        self.finish_with_net().map(|(r, _)| r)
    }
}

impl NetCore {
    fn hook(&self, e: RunEvent) {
        if let Some(h) = &self.opts.hook {
            h(e)
        }
    }

    /// Sets the switch up in a new epoch and builds, until an epoch's build
    /// phase is committed (or recovery is given up); nothing if built.
    fn ready(&mut self) -> Result<()> {
        while self.decoder.is_none() {
            match self.set_up_and_build() {
                Ok(()) => {}
                Err(StepError::Fatal(e)) => return Err(e),
                Err(StepError::Recover(reason)) => self.end_epoch(Some(reason)),
            }
        }
        Ok(())
    }

    /// Adds what the sink saw in the epoch to the report (the switch's drop
    /// counters are the machine's); with a reason, the epoch failed and the
    /// next [`NetCore::ready`] starts anew.
    fn end_epoch(&mut self, failed: Option<Recovery>) {
        self.net.sink_duplicates += self.sink.duplicates;
        self.net.sink_stale += self.sink.stale;
        self.sink.duplicates = 0;
        self.sink.stale = 0;
        if let Some(reason) = failed {
            eprintln!(
                "netjoin: epoch {}: {reason}; setting the switch up again",
                self.m.epoch()
            );
            self.m.recover(reason);
            // The rounds this epoch committed were handed out (their tables
            // were intact); the open attempt is dropped.
            self.sink.drop_attempt();
            self.decoder = None;
        }
    }

    /// One epoch's set-up (RESET, LOAD_SIGNATURE, CONFIGURE with the sink on
    /// our port, the agents configured) and build phase.
    fn set_up_and_build(&mut self) -> std::result::Result<(), StepError> {
        let opts = &self.opts;
        let token = self
            .m
            .begin_epoch()
            .map_err(|g| StepError::Fatal(g.into()))?;
        let epoch = self.m.epoch();
        let (sig, query_id) = (self.sig, opts.query_id);
        self.sink = AttemptSink::new(query_id, token);
        let patience = Duration::from_secs(10);
        let conf = ConfigureQuery {
            token,
            bucket_bits: self.report.bucket_bits,
            num_sources: self.workers as u8,
            max_payload: opts.max_payload as u16,
            sink: self.port.ctl.mac,
            routing: netjoin_proto::ResultRouting::Sink,
            shape: netjoin_proto::ResultShape::Probe,
        };
        let (port, sink) = (&mut self.port, &mut self.sink);
        let mut control = |cmd: ControlCommand, payload: &[u8]| {
            Ok(port.control(sink, query_id, cmd, payload, patience)?)
        };
        if let Err(e) = set_up_switch(&mut control, sig, &conf) {
            // A switch that did not answer is set up again, as in process.
            return Err(StepError::Recover(self.m.recovery_for(e)?));
        }
        let params = |w: usize| QueryParams {
            signature: sig.id(),
            query_id,
            token,
            max_payload: opts.max_payload,
            switch_mac: self.port.ctl.switch_mac.to_string(),
            source: w as u16,
            window: opts.window,
            ack_timeout_us: self.ack_timeout_us,
            give_up_ms: self.give_up_ms,
        };
        for r in on_all(&mut self.agents, |w, a| {
            a.expect_ok(&Request::Configure(params(w)))
        }) {
            r?;
        }
        self.hook(RunEvent::Configured { epoch });
        let c = self.port.read_counters(&mut self.sink, query_id)?;
        self.m.configured(c);

        // Build phase, exactly once per epoch.
        let t = Instant::now();
        let build_rate = self.build_rate;
        let reports = on_all(&mut self.agents, |_, a| {
            sent(a.call(&Request::Build {
                rate_bps: build_rate,
            }))
        });
        self.report.build_time += t.elapsed();
        for (w, r) in reports.into_iter().enumerate() {
            match r? {
                Ok(s) => add_stats(&mut self.report.build, &mut self.net, &s),
                Err((kind, m)) => {
                    eprintln!("netjoin: epoch {epoch}: worker {w}: build phase: {kind}: {m}");
                    return Err(StepError::Recover(self.stall_reason(w, Phase::Build)));
                }
            }
        }
        // Committed, or a recovery (lost OVERFLOW output: a rebuild).
        settle(
            &mut self.port,
            &mut self.sink,
            &mut self.m,
            query_id,
            Attempt::Build,
        )?;
        let mut decoder = Sink::new(sig, query_id, token);
        for f in self.sink.committed.drain(..) {
            decoder.accept(&f).map_err(|x| anyhow!("{x}"))?;
        }
        self.report.overflow_tuples = decoder.overflow_tuples() as u64;
        decoder.keep_result_frames(true);
        self.decoder = Some(decoder);
        self.hook(RunEvent::Built { epoch });
        Ok(())
    }

    /// Ships each `(worker, tuples)` chunk (flat probe tuples) to its agent
    /// and probes them in rounds until every round is committed, appending
    /// the RESULT tuples (spills finished) to `out`.
    pub fn probe(&mut self, chunks: &[(usize, &[u8])], out: &mut ProbeOutput) -> Result<()> {
        let t0 = Instant::now();
        let pw = self.sig.probe_width();
        let mut len = vec![0u64; self.workers];
        for &(w, tuples) in chunks {
            if w >= self.workers {
                bail!("worker {w} of {}", self.workers);
            }
            if !tuples.len().is_multiple_of(pw) {
                bail!(
                    "{} B of probe tuples is not a multiple of the {pw} B probe tuple",
                    tuples.len()
                );
            }
            len[w] = (tuples.len() / pw) as u64;
        }
        if len.iter().all(|&n| n == 0) {
            return Ok(());
        }
        self.report.probe_chunks += chunks.len() as u64;
        let t_ship = Instant::now();
        for r in on_all(&mut self.agents, |w, a| {
            match chunks.iter().find(|c| c.0 == w) {
                Some(&(_, tuples)) => a.load(None, tuples),
                None => Ok(()),
            }
        }) {
            r?;
        }
        let ship = t_ship.elapsed();
        self.report.encode_time += ship;
        let mut lo = vec![0u64; self.workers];
        while lo != len {
            self.ready()?;
            let ranges = self.m.next_round(&lo, &len);
            // A committed round's output is decoded while the next streams.
            match self.probe_round(&ranges, out) {
                Ok(true) => {
                    for (w, r) in ranges.iter().enumerate() {
                        lo[w] = r.1;
                    }
                }
                Ok(false) => {}
                Err(StepError::Fatal(e)) => return Err(e),
                Err(StepError::Recover(reason)) => self.end_epoch(Some(reason)),
            }
        }
        let last = std::mem::take(&mut self.sink.committed);
        hand_out(self.decoder.as_mut(), last, &mut self.report, out)?;
        self.fed += len.iter().sum::<u64>();
        // Shipping the tuples to the agents is the test bed's set-up (a
        // worker holds its partition), counted in `encode_time`, as for the
        // build side.
        self.report.probe_time += t0.elapsed() - ship;
        Ok(())
    }

    /// One probe round of `ranges[w]` (fact tuples lo..hi of worker w's
    /// chunk; empty ranges send nothing): committed (true) or discarded
    /// (false) once the switch's counters settle. While the agents stream it,
    /// the output of the rounds committed before (`sink.committed`, this
    /// epoch's, so its decoder still holds their OVERFLOW tuples) is handed
    /// out to `out`.
    fn probe_round(
        &mut self,
        ranges: &[(u64, u64)],
        out: &mut ProbeOutput,
    ) -> std::result::Result<bool, StepError> {
        let epoch = self.m.epoch();
        let round = self.m.start_round();
        self.hook(RunEvent::ProbeRound { epoch, round });
        let round_tuples: u64 = ranges.iter().map(|(lo, hi)| hi - lo).sum();
        let t = Instant::now();
        let probe_rate = self.probe_rate;
        let before = std::mem::take(&mut self.sink.committed);
        let (decoder, report) = (self.decoder.as_mut(), &mut self.report);
        let (reports, handed) = on_all_while(
            &mut self.agents,
            |w, a| {
                let (lo, hi) = ranges[w];
                if lo == hi {
                    return Ok(None);
                }
                sent(a.call(&Request::Probe {
                    lo,
                    hi,
                    rate_bps: probe_rate,
                }))
                .map(Some)
            },
            || hand_out(decoder, before, report, out),
        );
        handed?;
        let streamed = t.elapsed();
        self.net.probe_stream_secs += streamed.as_secs_f64();
        let mut failed = None;
        for (w, r) in reports.into_iter().enumerate() {
            match r? {
                Some(Ok(s)) => add_stats(&mut self.report.probe, &mut self.net, &s),
                Some(Err((kind, m))) => {
                    eprintln!(
                        "netjoin: epoch {epoch}: worker {w}: probe round {round}: {kind}: {m}"
                    );
                    failed = Some(w);
                }
                None => {}
            }
        }
        if let Some(worker) = failed {
            return Err(StepError::Recover(self.stall_reason(worker, Phase::Probe)));
        }
        let query_id = self.opts.query_id;
        let committed = settle(
            &mut self.port,
            &mut self.sink,
            &mut self.m,
            query_id,
            Attempt::Round {
                tuples: round_tuples,
            },
        )?;
        if committed {
            self.net.probe_tuples += round_tuples;
        }
        Ok(committed)
    }

    /// Why `worker`'s stream could not get through: the counters read now
    /// tell a restart (the machine's [`EpochMachine::classify_stall`]), or
    /// the worker gave up.
    fn stall_reason(&mut self, worker: usize, phase: Phase) -> Recovery {
        let cmd = ControlCommand::ReadCounters;
        let query_id = self.opts.query_id;
        match self
            .port
            .control(&mut self.sink, query_id, cmd, &[], Duration::from_secs(5))
        {
            Ok(b) => match Counters::decode(&b) {
                Ok(c) => self.m.classify_stall(worker, phase, &c),
                Err(_) => Recovery::GarbledReply { cmd },
            },
            Err(e) => self
                .m
                .control_failed(e)
                .unwrap_or(Recovery::WorkerGaveUp { worker, phase }),
        }
    }

    /// Ends the session: reads the switch's final counters, checks that every
    /// frame it received is accounted for, stops the agents.
    pub fn finish(&mut self) -> Result<(RunReport, NetReport)> {
        self.finished = true;
        self.ready()?;
        let counters = self
            .port
            .read_counters(&mut self.sink, self.opts.query_id)?;
        self.m.finish(counters.clone());
        self.end_epoch(None);
        let e = self.m.report();
        let n = &mut self.net;
        n.epochs = e.epochs;
        n.switch_recoveries = e.switch_recoveries;
        n.recoveries = e.recoveries.clone();
        n.rebuilds = e.rebuilds;
        n.probe_rounds = e.probe_rounds;
        n.probe_retries = e.probe_retries;
        n.switch_drop_duplicate = e.switch_drop_duplicate;
        n.switch_drop_out_of_order = e.switch_drop_out_of_order;
        n.switch_drop_phase = e.switch_drop_phase;
        self.net.control_retries = self.port.retries;
        self.net.rx_queue_drops = self.port.rx_queue_dropped.load(Ordering::Relaxed);
        netjoin_host::inp::check_frames_accounted(&counters)?;
        if self.net.probe_tuples != self.fed {
            bail!(
                "probed {} fact tuples of {}",
                self.net.probe_tuples,
                self.fed
            );
        }
        let r = &mut self.report;
        r.counters = counters;
        r.result_rows = r.switch_results + r.rows_from_spills;
        r.total_time = self.started.elapsed();
        for a in self.agents.iter_mut() {
            let _ = a.call(&Request::Shutdown);
        }
        Ok((self.report.clone(), self.net.clone()))
    }
}

/// Decodes committed switch output (`frames`, this epoch's: `decoder` holds
/// its OVERFLOW tuples) and moves its RESULT tuples, and the rows finished
/// from its spills, to `out` ([`ProbeOutput::take_from`]: RESULT frames
/// whole, since copying their tuples into growing buffers cost more than the
/// switch's probe).
fn hand_out(
    decoder: Option<&mut Sink>,
    frames: Vec<Vec<u8>>,
    r: &mut RunReport,
    out: &mut ProbeOutput,
) -> Result<()> {
    if frames.is_empty() {
        return Ok(());
    }
    let decoder = decoder.context("internal: probe output without the build phase's decoder")?;
    for f in frames {
        decoder.accept_owned(f).map_err(|x| anyhow!("{x}"))?;
    }
    out.take_from(decoder, r);
    Ok(())
}

/// Counter reads [`settle`] may take before it discards a round.
const SETTLE_READS: u32 = 3;

/// A gap in the switch's output this long ends [`settle`]'s first wait.
const SETTLE_QUIET: Duration = Duration::from_millis(1);

/// Reads the counters until the epoch machine commits or discards the
/// attempt, at most [`SETTLE_READS`] times, or ends the epoch. A
/// CONTROL_REPLY leaves the switch after all output of the attempt and
/// travels the same link, so once it is here every earlier frame has arrived
/// or is lost: a few reads suffice. Returns whether the attempt was committed
/// (its output is in `sink.committed`) or discarded.
fn settle(
    port: &mut SwitchPort,
    sink: &mut AttemptSink,
    m: &mut EpochMachine,
    query_id: u16,
    attempt: Attempt,
) -> std::result::Result<bool, StepError> {
    let mut first = true;
    loop {
        // The switch's ports are served by threads of their own, so a port's
        // last output can still be on its way when the reply leaves: take
        // what is arriving until the link is quiet for a moment (the first
        // read), or wait a little longer (a read again).
        let limit = Instant::now() + port.ctl_timeout / 8;
        if std::mem::take(&mut first) {
            port.drain(SETTLE_QUIET, limit, sink);
        } else {
            port.pump(limit, sink, None);
        }
        let cmd = ControlCommand::ReadCounters;
        let c = match port.control(sink, query_id, cmd, &[], Duration::from_secs(5)) {
            Ok(b) => match Counters::decode(&b) {
                Ok(c) => c,
                Err(_) => return Err(StepError::Recover(Recovery::GarbledReply { cmd })),
            },
            Err(e) => {
                return Err(match m.control_failed(e) {
                    Ok(r) => StepError::Recover(r),
                    // The switch refused: setting the query up again would not help.
                    Err(g) => StepError::Fatal(
                        anyhow::Error::new(g).context("reading the switch's counters"),
                    ),
                });
            }
        };
        match m.settle(&c, sink.attempt_counts(), attempt) {
            Settle::ReadAgain => continue,
            Settle::Commit => {
                sink.close_attempt(true);
                return Ok(true);
            }
            Settle::Discard => {
                sink.close_attempt(false);
                return Ok(false);
            }
            Settle::Recover(r) => return Err(StepError::Recover(r)),
        }
    }
}
