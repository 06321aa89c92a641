//! The worker agent: one process per worker (a namespace of the testbed or a
//! real machine). It takes commands from the coordinator over TCP, each
//! connection authenticated with the cluster's shared secret and every
//! message with its MAC (crate::auth), with sizes bounded by [`Limits`];
//! a refused or broken connection is closed and counted ([`CtlCounters`],
//! in the `Status` reply) and never ends the process. It encodes
//! its partitions with `netjoin_host::worker`, and streams them to the switch
//! over raw Ethernet as a go-back-N sender: at most `window` unacknowledged
//! frames, sent in batches of up to `link::BATCH` per `sendmmsg`, an ACK
//! request on every 16th frame, on the last and on the frame that fills the
//! window, a go-back to the switch's `ack` when an ACK shows a
//! gap or when no ACK came for `ack_timeout`, and pacing to a byte rate.

use crate::auth::{self, DeadlineStream, Secret, WireError};
use crate::ctl::{AgentStatus, Conn, CtlCounters, QueryParams, Reply, Request, SendReport};
use crate::link::{self, LinkTx};
use anyhow::{Context, Result};
use netjoin_host::gbn::GoBackN;
use netjoin_host::worker::{build_phase, probe_phase, QueryHeader, WorkerId};
use netjoin_proto::control::PhaseCounts;
use netjoin_proto::frame::FrameView;
use netjoin_proto::header::offset;
use netjoin_proto::{
    Mac, Opcode, Signature, FLAG_ACK_REQUEST, MAX_PAYLOAD_JUMBO, PHASE_BUILD, PHASE_PROBE,
};
use std::io::BufReader;
use std::net::{Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// An ACK as the sender needs it.
#[derive(Clone, Copy, Debug)]
pub struct AckInfo {
    pub query_id: u16,
    pub token: u32,
    pub phase: u8,
    /// Sequence number of the frame that asked for this ACK.
    pub req_seq: u32,
    /// Next sequence number the switch expects from us.
    pub ack: u32,
    pub counts: PhaseCounts,
}

/// Keeps the ACKs addressed to `mac`.
pub fn parse_ack(frame: &[u8], mac: Mac) -> Option<AckInfo> {
    let v = FrameView::parse(frame).ok()?;
    let h = v.header;
    if h.opcode != Opcode::Ack || h.dst != mac {
        return None;
    }
    let counts = PhaseCounts::decode(v.payload).ok()?;
    Some(AckInfo {
        query_id: h.query_id,
        token: h.token,
        phase: h.table,
        req_seq: h.seq,
        ack: h.ack,
        counts,
    })
}

/// Why a stream failed.
#[derive(Debug)]
pub enum StreamError {
    /// No progress for `give_up`: the switch is gone or lost its query.
    NoAck(String),
    /// The switch acknowledged other counts than were sent.
    Counts(String),
}

/// Sender parameters.
#[derive(Clone, Copy, Debug)]
pub struct GbnParams {
    pub query_id: u16,
    pub token: u32,
    pub window: usize,
    pub ack_timeout: Duration,
    pub give_up: Duration,
    pub rate_bps: Option<u64>,
}

/// Streams `frames` (sequence numbers `first_seq..`, the last one an END of
/// `phase`) until the switch acknowledges all of them. Returns the report and
/// the switch's counts for the phase from the final ACK.
pub fn send_stream(
    tx: &mut LinkTx,
    acks: &Receiver<AckInfo>,
    frames: &mut [Vec<u8>],
    first_seq: u32,
    phase: u8,
    p: &GbnParams,
) -> Result<(SendReport, PhaseCounts), StreamError> {
    let n = frames.len();
    let t0 = Instant::now();
    // The window, the gaps and the go-backs are the shared sender's
    // (netjoin_host::gbn); this loop moves frames and keeps the clock.
    let mut g = GoBackN::new(first_seq, n, p.window, p.ack_timeout, Duration::ZERO);
    let mut rep = SendReport {
        stream_frames: n as u64,
        ..Default::default()
    };
    let mut final_counts = None;
    let mut paced_bits = 0f64;
    let errors0 = tx.errors;
    let debug = std::env::var_os("NETJOIN_DEBUG").is_some();
    let mut take = |a: AckInfo, g: &mut GoBackN| {
        if a.query_id != p.query_id || a.token != p.token {
            return;
        }
        let first = g.acked() == 0;
        let e = g.on_ack(a.req_seq, a.ack, t0.elapsed());
        if debug && first && e.progress {
            eprintln!(
                "agent: first ACK progress to {} after {:?} (next {})",
                g.acked(),
                t0.elapsed(),
                g.next_index()
            );
        }
        if e.complete && a.phase == phase {
            final_counts = Some(a.counts);
        }
    };
    loop {
        while let Ok(a) = acks.try_recv() {
            take(a, &mut g);
        }
        if g.done() {
            break;
        }
        if g.stalled_for(t0.elapsed()) > p.give_up {
            return Err(StreamError::NoAck(format!(
                "no ACK progress for {:?}: the switch acknowledged {} of {} frames (sequence numbers {}..{})",
                p.give_up,
                g.acked(),
                n,
                first_seq,
                first_seq as usize + n
            )));
        }
        if g.can_send() {
            if let Some(r) = p.rate_bps {
                let due = Duration::from_secs_f64(paced_bits / r as f64);
                let now = t0.elapsed();
                if now < due {
                    let wait = due - now;
                    if wait > Duration::from_micros(200) {
                        if let Ok(a) = acks.recv_timeout(wait.min(Duration::from_millis(1))) {
                            take(a, &mut g);
                        }
                    } else {
                        std::hint::spin_loop();
                    }
                    continue;
                }
            }
            // A batch: the frames the window allows and the pacing has due, one sendmmsg.
            let now = t0.elapsed().as_secs_f64();
            let from = g.next_index();
            let mut to = from;
            while to - from < link::BATCH {
                if let Some(r) = p.rate_bps {
                    if to > from && paced_bits / r as f64 > now {
                        break;
                    }
                }
                let Some(step) = g.send_next() else { break };
                let f = &mut frames[step.index];
                if step.request_ack {
                    f[offset::FLAGS] |= FLAG_ACK_REQUEST;
                }
                paced_bits += (f.len() as f64 + 4.0) * 8.0;
                rep.bytes += f.len() as u64;
                to = step.index + 1;
            }
            tx.send_many(frames[from..to].iter().map(Vec::as_slice));
            continue;
        }
        // Window full or everything sent: wait for an ACK, or time out and go back.
        let left = g.deadline().saturating_sub(t0.elapsed());
        match acks.recv_timeout(left.max(Duration::from_micros(50))) {
            Ok(a) => take(a, &mut g),
            Err(RecvTimeoutError::Timeout) => {
                if t0.elapsed() >= g.deadline() {
                    if debug {
                        eprintln!(
                            "agent: time-out at base {}, next {}, high {} of {n} frames after {:?}",
                            g.acked(),
                            g.next_index(),
                            g.high(),
                            t0.elapsed()
                        );
                    }
                    g.time_out(t0.elapsed());
                }
            }
            Err(RecvTimeoutError::Disconnected) => {
                return Err(StreamError::NoAck("the receive thread stopped".into()))
            }
        }
    }
    let s = g.stats();
    rep.frames = s.sent;
    rep.retransmitted = s.retransmitted;
    rep.timeouts = s.timeouts;
    rep.gap_go_backs = s.gap_go_backs;
    rep.send_errors = tx.errors - errors0;
    rep.elapsed_us = t0.elapsed().as_micros() as u64;
    let counts = final_counts.ok_or_else(|| {
        StreamError::NoAck("the final ACK carried no counts for the phase".into())
    })?;
    Ok((rep, counts))
}

/// What an agent takes from its peers: line and blob sizes, handshakes.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Longest control line after the handshake.
    pub max_line: usize,
    /// Largest partition one `Load` may ship.
    pub max_load_bytes: u64,
    /// Most bytes of partitions the agent holds at once.
    pub max_held_bytes: u64,
    /// Grace time for a connection to complete the handshake.
    pub handshake_timeout: Duration,
    /// Handshakes in progress at most; further connections are refused at once.
    pub max_pending: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_line: crate::ctl::MAX_LINE,
            max_load_bytes: 1 << 30,
            max_held_bytes: 4 << 30,
            handshake_timeout: Duration::from_secs(5),
            max_pending: 64,
        }
    }
}

#[derive(Clone, Debug)]
pub struct AgentOptions {
    /// Raw interface towards the switch; `None`: no raw link (Build and Probe are refused).
    pub iface: Option<String>,
    pub listen: String,
    /// Software impairments on received frames (testbeds without netem).
    pub impair: link::Impair,
    /// The secret shared with the coordinator (and the other agents).
    pub secret: Secret,
    pub limits: Limits,
}

struct Query {
    params: QueryParams,
    sig: Signature,
    switch_mac: Mac,
    next_seq: u32,
    /// What the switch should have accepted from us so far, [build, probe].
    cum: [PhaseCounts; 2],
}

/// The raw link to the switch: the sender and the ACKs its receive thread keeps.
struct RawLink {
    tx: LinkTx,
    acks: Receiver<AckInfo>,
    /// ACKs dropped on a full receive queue (a flood), since the agent started.
    ack_drops: Arc<AtomicU64>,
    mac: Mac,
    _stop: Arc<AtomicBool>,
}

struct Agent {
    iface: Option<String>,
    link: Option<RawLink>,
    dims: Vec<Vec<u8>>,
    fact: Vec<u8>,
    query: Option<Query>,
    /// Result tuples of the last shuffle join.
    shuffle_result: Vec<u8>,
}

fn err(kind: &str, message: impl Into<String>) -> Reply {
    Reply::Error {
        kind: kind.into(),
        message: message.into(),
    }
}

impl Agent {
    fn stream(&mut self, build: bool, lo: u64, hi: u64, rate_bps: Option<u64>) -> Reply {
        let Some(link) = self.link.as_mut() else {
            return err(
                "link",
                "this agent has no raw link (started without --iface)",
            );
        };
        let Some(q) = self.query.as_mut() else {
            return err("state", "no query configured");
        };
        if rate_bps == Some(0) {
            return err("input", "a rate of 0 bit/s");
        }
        let w = WorkerId {
            source: q.params.source,
            mac: link.mac,
            port: 0,
        };
        let qh = QueryHeader {
            switch_mac: q.switch_mac,
            query_id: q.params.query_id,
            token: q.params.token,
            max_payload: q.params.max_payload,
        };
        let mut stream = if build {
            if self.dims.len() < q.sig.t() {
                self.dims.resize(q.sig.t(), Vec::new());
            }
            let parts: Vec<&[u8]> = self
                .dims
                .iter()
                .take(q.sig.t())
                .map(Vec::as_slice)
                .collect();
            if let Some(t) = parts
                .iter()
                .position(|p| p.len() % q.sig.build_width() != 0)
            {
                return err(
                    "input",
                    format!(
                        "table {t} partition is not a whole number of {} B tuples",
                        q.sig.build_width()
                    ),
                );
            }
            build_phase(&q.sig, &qh, w, &parts, q.next_seq)
        } else {
            let pw = q.sig.probe_width() as u64;
            let total = self.fact.len() as u64 / pw;
            if lo > hi || hi > total || !(self.fact.len() as u64).is_multiple_of(pw) {
                return err(
                    "input",
                    format!(
                        "fact tuples {lo}..{hi} of {total} (partition of {} B)",
                        self.fact.len()
                    ),
                );
            }
            probe_phase(
                &q.sig,
                &qh,
                w,
                &self.fact[(lo * pw) as usize..(hi * pw) as usize],
                q.next_seq,
            )
        };
        let phase = if build { PHASE_BUILD } else { PHASE_PROBE };
        let p = GbnParams {
            query_id: q.params.query_id,
            token: q.params.token,
            window: q.params.window,
            ack_timeout: Duration::from_micros(q.params.ack_timeout_us),
            give_up: Duration::from_millis(q.params.give_up_ms),
            rate_bps,
        };
        match send_stream(
            &mut link.tx,
            &link.acks,
            &mut stream.frames,
            stream.first_seq,
            phase,
            &p,
        ) {
            Ok((mut rep, counts)) => {
                rep.ack_queue_drops = link.ack_drops.load(Ordering::Relaxed);
                q.next_seq = stream.next_seq();
                let i = if build { 0 } else { 1 };
                q.cum[i].frames += stream.counts.frames;
                q.cum[i].tuples += stream.counts.tuples;
                rep.tuples = stream.counts.tuples;
                if counts.frames != q.cum[i].frames || counts.tuples != q.cum[i].tuples {
                    return err(
                        "counts",
                        format!(
                            "switch accepted {} frames / {} tuples in the phase, this worker sent {} / {}",
                            counts.frames, counts.tuples, q.cum[i].frames, q.cum[i].tuples
                        ),
                    );
                }
                Reply::Sent(rep)
            }
            Err(StreamError::NoAck(m)) => err("no_ack", m),
            Err(StreamError::Counts(m)) => err("counts", m),
        }
    }
}

/// Checks what a `Configure` asks for before it is stored.
fn check_configure(p: &QueryParams) -> std::result::Result<(Signature, Mac), String> {
    let sig = Signature::parse_id(&p.signature).map_err(|e| e.to_string())?;
    let switch_mac = p.switch_mac.parse::<Mac>().map_err(|e| e.to_string())?;
    let widest = sig.build_width().max(sig.probe_width());
    if p.max_payload < widest || p.max_payload > MAX_PAYLOAD_JUMBO {
        return Err(format!(
            "max_payload {} is outside {widest}..={MAX_PAYLOAD_JUMBO} for {}",
            p.max_payload,
            sig.id()
        ));
    }
    Ok((sig, switch_mac))
}

/// Checks a shuffle join's parameters (they size threads, queues and buffers).
fn check_shuffle(p: &crate::shuffle::ShuffleParams) -> std::result::Result<Signature, String> {
    let sig = Signature::parse_id(&p.signature).map_err(|e| e.to_string())?;
    if p.peers.is_empty() || p.peers.len() > 1024 || p.me >= p.peers.len() {
        return Err(format!("worker {} of {} peers", p.me, p.peers.len()));
    }
    if p.conns == 0
        || p.conns > 64
        || p.queue == 0
        || p.queue > 1024
        || p.batch_bytes == 0
        || p.batch_bytes > 64 << 20
    {
        return Err(format!(
            "{} connections, queues of {}, batches of {} B: outside 1..=64, 1..=1024, 1 B..=64 MiB",
            p.conns, p.queue, p.batch_bytes
        ));
    }
    Ok(sig)
}

/// What the serving threads share.
struct Shared {
    agent: Mutex<Agent>,
    counters: Mutex<CtlCounters>,
    pending: AtomicUsize,
    stop: AtomicBool,
    secret: Secret,
    limits: Limits,
    local: SocketAddr,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Shared {
    fn count(&self, f: impl FnOnce(&mut CtlCounters)) {
        f(&mut lock(&self.counters))
    }

    /// Counts why a connection is being closed.
    fn count_error(&self, e: &WireError, authenticated: bool) {
        self.count(|c| match e {
            WireError::Timeout => c.timeouts += 1,
            WireError::TooLong(_) => c.oversized_lines += 1,
            WireError::Malformed(_) | WireError::Truncated => c.malformed += 1,
            WireError::BadAuth(_) => c.bad_auth += 1,
            WireError::BadMac => c.bad_mac += 1,
            WireError::Unauthenticated(_)
            | WireError::Closed
            | WireError::Io(_)
            | WireError::Refused(_)
                if !authenticated =>
            {
                c.unauthenticated += 1
            }
            _ => {}
        })
    }

    fn status(&self, a: &Agent) -> AgentStatus {
        AgentStatus {
            iface: a.iface.clone(),
            dims_bytes: a.dims.iter().map(|d| d.len() as u64).collect(),
            fact_bytes: a.fact.len() as u64,
            configured: a.query.is_some(),
            max_load_bytes: self.limits.max_load_bytes,
            max_held_bytes: self.limits.max_held_bytes,
            ctl: *lock(&self.counters),
        }
    }

    /// Wakes the accept loop (after `stop` was set).
    fn wake(&self) {
        let mut a = self.local;
        if a.ip().is_unspecified() {
            a.set_ip(if a.is_ipv4() {
                Ipv4Addr::LOCALHOST.into()
            } else {
                Ipv6Addr::LOCALHOST.into()
            });
        }
        let _ = TcpStream::connect_timeout(&a, Duration::from_secs(1));
    }
}

/// What to do after a request.
enum Flow {
    Continue,
    Shutdown,
}

/// Serves one authenticated request.
fn handle(sh: &Shared, c: &mut Conn, req: Request) -> Result<Flow, WireError> {
    let reply = match req {
        Request::Hello => {
            let a = lock(&sh.agent);
            let (iface, mac) = match &a.link {
                Some(l) => (a.iface.clone().unwrap_or_default(), l.mac.to_string()),
                None => ("none".to_string(), String::new()),
            };
            Reply::Hello {
                iface,
                mac,
                fact_tuples: a.fact.len() as u64,
            }
        }
        Request::Status => Reply::Status(sh.status(&lock(&sh.agent))),
        Request::Digest { table } => {
            let a = lock(&sh.agent);
            match table {
                None => Reply::Digest {
                    bytes: a.fact.len() as u64,
                    sha256: crate::ctl::sha256_hex(&a.fact),
                },
                Some(t) => match a.dims.get(t as usize) {
                    Some(d) => Reply::Digest {
                        bytes: d.len() as u64,
                        sha256: crate::ctl::sha256_hex(d),
                    },
                    None => err("input", format!("no table {t} loaded")),
                },
            }
        }
        Request::Load { table, bytes } => {
            let lim = &sh.limits;
            let refused = if bytes > lim.max_load_bytes {
                Some(format!(
                    "a Load of {bytes} B is refused: this agent takes at most {} B per Load (--max-load-bytes)",
                    lim.max_load_bytes
                ))
            } else {
                let a = lock(&sh.agent);
                let held: u64 =
                    a.dims.iter().map(|d| d.len() as u64).sum::<u64>() + a.fact.len() as u64;
                let replaced = match table {
                    Some(t) => a.dims.get(t as usize).map_or(0, |d| d.len() as u64),
                    None => a.fact.len() as u64,
                };
                let after = (held - replaced).saturating_add(bytes);
                (after > lim.max_held_bytes).then(|| {
                    format!(
                        "a Load of {bytes} B is refused: the agent would hold {after} B of partitions, at most {} B (--max-held-bytes)",
                        lim.max_held_bytes
                    )
                })
            };
            if let Some(m) = refused {
                sh.count(|c| c.oversized_requests += 1);
                c.send(&err("limit", m))?;
                return Ok(Flow::Continue);
            }
            c.send(&Reply::Ready)?;
            let blob = c.recv_blob(bytes, bytes)?;
            let mut a = lock(&sh.agent);
            match table {
                Some(t) => {
                    let t = t as usize;
                    if a.dims.len() <= t {
                        a.dims.resize(t + 1, Vec::new());
                    }
                    a.dims[t] = blob;
                }
                None => a.fact = blob,
            }
            Reply::Ok
        }
        Request::Configure(params) => match check_configure(&params) {
            Ok((sig, switch_mac)) => {
                lock(&sh.agent).query = Some(Query {
                    params,
                    sig,
                    switch_mac,
                    next_seq: 0,
                    cum: [PhaseCounts::default(); 2],
                });
                Reply::Ok
            }
            Err(e) => err("input", e),
        },
        Request::Build { rate_bps } => lock(&sh.agent).stream(true, 0, 0, rate_bps),
        Request::Probe { lo, hi, rate_bps } => lock(&sh.agent).stream(false, lo, hi, rate_bps),
        Request::ShuffleJoin(p) => match check_shuffle(&p) {
            Err(e) => err("input", e),
            Ok(sig) => {
                let mut a = lock(&sh.agent);
                match crate::shuffle::run_worker_with(&sig, &a.dims, &a.fact, &p, &sh.secret) {
                    Ok((rep, res)) => {
                        a.shuffle_result = res;
                        Reply::Shuffled(rep)
                    }
                    Err(e) => err("shuffle", format!("{e:#}")),
                }
            }
        },
        Request::FetchResult => {
            let res = std::mem::take(&mut lock(&sh.agent).shuffle_result);
            c.send(&Reply::Blob {
                bytes: res.len() as u64,
            })?;
            c.send_blob(&res)?;
            return Ok(Flow::Continue);
        }
        Request::Shutdown => {
            c.send(&Reply::Ok)?;
            return Ok(Flow::Shutdown);
        }
    };
    c.send(&reply)?;
    Ok(Flow::Continue)
}

/// One connection: the handshake under a deadline, then authenticated requests.
/// Ends an authenticated connection on a wire error: counted; a protocol
/// error (not a dropped connection) is answered before the connection closes.
fn close_on_error(sh: &Shared, c: &mut Conn, peer: &str, e: WireError) {
    sh.count_error(&e, true);
    if !matches!(e, WireError::Io(_) | WireError::Closed) {
        eprintln!("agent: closing the connection from {peer}: {e}");
        let _ = c.send(&err("protocol", e.to_string()));
    }
}

fn session(sh: &Shared, conn: TcpStream) {
    let peer = conn.peer_addr().map_or("?".to_string(), |a| a.to_string());
    let _ = conn.set_nodelay(true);
    let _ = conn.set_write_timeout(Some(Duration::from_secs(10)));
    let Ok(mut w) = conn.try_clone() else {
        sh.pending.fetch_sub(1, Ordering::SeqCst);
        return;
    };
    let mut r = BufReader::with_capacity(
        64 << 10,
        DeadlineStream::new(conn, Some(Instant::now() + sh.limits.handshake_timeout)),
    );
    let hs = auth::server_handshake(&mut r, &mut w, &sh.secret, auth::ROLE_COORDINATOR);
    if let Err(e) = &hs {
        sh.count_error(e, false); // before the slot is free again
    }
    sh.pending.fetch_sub(1, Ordering::SeqCst);
    let sess = match hs {
        Ok(s) => s,
        Err(e) => {
            if !matches!(e, WireError::Closed) {
                eprintln!("agent: refused the connection from {peer}: {e}");
                auth::refuse(&mut w, &e.to_string());
            }
            return;
        }
    };
    sh.count(|c| c.authenticated += 1);
    if r.get_mut().clear_deadline().is_err() || w.set_write_timeout(None).is_err() {
        return;
    }
    let mut c = Conn::new(r, w, sess, sh.limits.max_line);
    loop {
        let req: Request = match c.recv() {
            Ok(Some(q)) => q,
            Ok(None) => return,
            Err(e) => return close_on_error(sh, &mut c, &peer, e),
        };
        sh.count(|c| c.requests += 1);
        match handle(sh, &mut c, req) {
            Ok(Flow::Continue) => {}
            Ok(Flow::Shutdown) => {
                sh.stop.store(true, Ordering::SeqCst);
                sh.wake();
                return;
            }
            Err(e) => return close_on_error(sh, &mut c, &peer, e),
        }
    }
}

/// Runs the agent until a coordinator sends `Shutdown`.
pub fn serve(opts: &AgentOptions) -> Result<()> {
    let link = match &opts.iface {
        Some(iface) => {
            let (tx, rx, mac) = link::open(iface, Duration::from_millis(20))?;
            let (atx, arx) = link::rx_queue(link::RX_QUEUE_FRAMES);
            let ack_drops = atx.dropped.clone();
            let stop = Arc::new(AtomicBool::new(false));
            let _rx_thread = link::spawn_rx(
                rx,
                stop.clone(),
                atx,
                move |f| parse_ack(f, mac),
                opts.impair,
            );
            Some(RawLink {
                tx,
                acks: arx,
                ack_drops,
                mac,
                _stop: stop,
            })
        }
        None => {
            eprintln!("agent: no --iface: no raw link, Build and Probe are refused");
            None
        }
    };
    let listener =
        TcpListener::bind(&opts.listen).with_context(|| format!("listening on {}", opts.listen))?;
    eprintln!("agent: listening on {}", listener.local_addr()?);
    let agent = Agent {
        iface: opts.iface.clone(),
        link,
        dims: Vec::new(),
        fact: Vec::new(),
        query: None,
        shuffle_result: Vec::new(),
    };
    serve_listener(listener, agent, opts.secret.clone(), opts.limits)
}

/// Accepts connections, each served by its own thread, until `Shutdown`.
fn serve_listener(
    listener: TcpListener,
    agent: Agent,
    secret: Secret,
    limits: Limits,
) -> Result<()> {
    let sh = Arc::new(Shared {
        agent: Mutex::new(agent),
        counters: Mutex::new(CtlCounters::default()),
        pending: AtomicUsize::new(0),
        stop: AtomicBool::new(false),
        secret,
        limits,
        local: listener.local_addr()?,
    });
    for conn in listener.incoming() {
        if sh.stop.load(Ordering::SeqCst) {
            break;
        }
        let mut conn = match conn {
            Ok(c) => c,
            Err(e) => {
                // E.g. out of file descriptors: keep serving the connections we have.
                eprintln!("agent: accepting a connection: {e}");
                std::thread::sleep(Duration::from_millis(50));
                continue;
            }
        };
        sh.count(|c| c.connections += 1);
        if sh.pending.fetch_add(1, Ordering::SeqCst) >= limits.max_pending {
            sh.pending.fetch_sub(1, Ordering::SeqCst);
            sh.count(|c| c.refused_busy += 1);
            let _ = conn.set_write_timeout(Some(Duration::from_millis(100)));
            auth::refuse(&mut conn, "busy: too many handshakes in progress");
            continue;
        }
        let sh2 = sh.clone();
        if std::thread::Builder::new()
            .name("agent-conn".into())
            .spawn(move || session(&sh2, conn))
            .is_err()
        {
            sh.pending.fetch_sub(1, Ordering::SeqCst);
            sh.count(|c| c.refused_busy += 1);
        }
    }
    Ok(())
}
