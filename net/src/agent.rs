//! The worker agent: one process per worker (a namespace of the testbed or a
//! real machine). It takes commands from the coordinator over TCP, encodes
//! its partitions with `netjoin_host::worker`, and streams them to the switch
//! over raw Ethernet as a go-back-N sender: at most `window` unacknowledged
//! frames, an ACK request on every 16th frame, on the last and on the frame
//! that fills the window, a go-back to the switch's `ack` when an ACK shows a
//! gap or when no ACK came for `ack_timeout`, and pacing to a byte rate.

use crate::ctl::{read_blob, read_msg, write_msg, QueryParams, Reply, Request, SendReport};
use crate::link::{self, LinkTx};
use anyhow::{anyhow, Context, Result};
use netjoin_host::worker::{build_phase, probe_phase, QueryHeader, WorkerId};
use netjoin_proto::control::PhaseCounts;
use netjoin_proto::frame::FrameView;
use netjoin_proto::header::offset;
use netjoin_proto::{Mac, Opcode, Signature, FLAG_ACK_REQUEST, PHASE_BUILD, PHASE_PROBE};
use std::io::BufReader;
use std::net::TcpListener;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::Arc;
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
    let window = p.window.max(1);
    let mut rep = SendReport {
        stream_frames: n as u64,
        ..Default::default()
    };
    let (mut base, mut next, mut high) = (0usize, 0usize, 0usize);
    let t0 = Instant::now();
    let mut last_progress = t0;
    let mut timer = t0;
    let mut last_goback: Option<(usize, Instant)> = None;
    let mut final_counts = None;
    let mut paced_bits = 0f64;
    let errors0 = tx.errors;
    // Returns true when the ACK moved the window or asked for a go-back.
    let process = |a: AckInfo,
                   base: &mut usize,
                   next: &mut usize,
                   rep: &mut SendReport,
                   last_goback: &mut Option<(usize, Instant)>,
                   final_counts: &mut Option<PhaseCounts>|
     -> bool {
        if a.query_id != p.query_id || a.token != p.token {
            return false;
        }
        let idx = a.ack.wrapping_sub(first_seq) as usize;
        if idx > n {
            return false; // stale: from an earlier stream
        }
        let mut moved = false;
        if idx > *base {
            if *base == 0 && std::env::var_os("NETJOIN_DEBUG").is_some() {
                eprintln!("agent: first ACK progress to {idx} after {:?} (next {})", t0.elapsed(), *next);
            }
            *base = idx;
            if *next < *base {
                *next = *base;
            }
            moved = true;
        }
        if idx == n && a.phase == phase {
            *final_counts = Some(a.counts);
        }
        // The frame that asked was beyond what the switch expects: a gap. Go back,
        // but not twice to the same point within one timeout (the frames behind
        // the gap each answer with the same ACK).
        if a.req_seq.wrapping_sub(a.ack) < (1 << 31) && idx == *base && idx < *next {
            let recent = matches!(last_goback, Some((b, t)) if *b == idx && t.elapsed() < p.ack_timeout);
            if !recent {
                *next = idx;
                *last_goback = Some((idx, Instant::now()));
                rep.gap_go_backs += 1;
                moved = true;
            }
        }
        moved
    };
    loop {
        while let Ok(a) = acks.try_recv() {
            if process(a, &mut base, &mut next, &mut rep, &mut last_goback, &mut final_counts) {
                last_progress = Instant::now();
                timer = last_progress;
            }
        }
        if base >= n {
            break;
        }
        if last_progress.elapsed() > p.give_up {
            return Err(StreamError::NoAck(format!(
                "no ACK progress for {:?}: the switch acknowledged {} of {} frames (sequence numbers {}..{})",
                p.give_up,
                base,
                n,
                first_seq,
                first_seq as usize + n
            )));
        }
        if next < n && next < base + window {
            if let Some(r) = p.rate_bps {
                let due = Duration::from_secs_f64(paced_bits / r as f64);
                let now = t0.elapsed();
                if now < due {
                    let wait = due - now;
                    if wait > Duration::from_micros(200) {
                        if let Ok(a) = acks.recv_timeout(wait.min(Duration::from_millis(1))) {
                            if process(a, &mut base, &mut next, &mut rep, &mut last_goback, &mut final_counts) {
                                last_progress = Instant::now();
                                timer = last_progress;
                            }
                        }
                    } else {
                        std::hint::spin_loop();
                    }
                    continue;
                }
            }
            let is_end = next + 1 == n;
            let f = &mut frames[next];
            if !is_end && next + 1 == (base + window).min(n) {
                f[offset::FLAGS] |= FLAG_ACK_REQUEST;
            }
            tx.send(f);
            paced_bits += (f.len() as f64 + 4.0) * 8.0;
            rep.frames += 1;
            rep.bytes += f.len() as u64;
            if next < high {
                rep.retransmitted += 1;
            }
            next += 1;
            high = high.max(next);
            continue;
        }
        // Window full or everything sent: wait for an ACK, or time out and go back.
        let left = p.ack_timeout.saturating_sub(timer.elapsed());
        match acks.recv_timeout(left.max(Duration::from_micros(50))) {
            Ok(a) => {
                if process(a, &mut base, &mut next, &mut rep, &mut last_goback, &mut final_counts) {
                    last_progress = Instant::now();
                    timer = last_progress;
                }
            }
            Err(RecvTimeoutError::Timeout) => {
                if timer.elapsed() >= p.ack_timeout {
                    if std::env::var_os("NETJOIN_DEBUG").is_some() {
                        eprintln!(
                            "agent: time-out at base {base}, next {next}, high {high} of {n} frames after {:?}",
                            t0.elapsed()
                        );
                    }
                    rep.timeouts += 1;
                    next = base;
                    timer = Instant::now();
                }
            }
            Err(RecvTimeoutError::Disconnected) => return Err(StreamError::NoAck("the receive thread stopped".into())),
        }
    }
    rep.send_errors = tx.errors - errors0;
    rep.elapsed_us = t0.elapsed().as_micros() as u64;
    let counts = final_counts.ok_or_else(|| StreamError::NoAck("the final ACK carried no counts for the phase".into()))?;
    Ok((rep, counts))
}

#[derive(Clone, Debug)]
pub struct AgentOptions {
    pub iface: String,
    pub listen: String,
    /// Software impairments on received frames (testbeds without netem).
    pub impair: link::Impair,
}

struct Query {
    params: QueryParams,
    sig: Signature,
    switch_mac: Mac,
    next_seq: u32,
    /// What the switch should have accepted from us so far, [build, probe].
    cum: [PhaseCounts; 2],
}

struct Agent {
    iface: String,
    mac: Mac,
    tx: LinkTx,
    acks: Receiver<AckInfo>,
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
        let Some(q) = self.query.as_mut() else {
            return err("state", "no query configured");
        };
        let w = WorkerId {
            source: q.params.source,
            mac: self.mac,
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
            let parts: Vec<&[u8]> = self.dims.iter().take(q.sig.t()).map(Vec::as_slice).collect();
            if let Some(t) = parts.iter().position(|p| p.len() % q.sig.build_width() != 0) {
                return err(
                    "input",
                    format!("table {t} partition is not a whole number of {} B tuples", q.sig.build_width()),
                );
            }
            build_phase(&q.sig, &qh, w, &parts, q.next_seq)
        } else {
            let pw = q.sig.probe_width() as u64;
            let total = self.fact.len() as u64 / pw;
            if lo > hi || hi > total || !(self.fact.len() as u64).is_multiple_of(pw) {
                return err(
                    "input",
                    format!("fact tuples {lo}..{hi} of {total} (partition of {} B)", self.fact.len()),
                );
            }
            probe_phase(&q.sig, &qh, w, &self.fact[(lo * pw) as usize..(hi * pw) as usize], q.next_seq)
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
        match send_stream(&mut self.tx, &self.acks, &mut stream.frames, stream.first_seq, phase, &p) {
            Ok((mut rep, counts)) => {
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

/// Runs the agent until a coordinator sends `Shutdown`.
pub fn serve(opts: &AgentOptions) -> Result<()> {
    let (tx, rx, mac) = link::open(&opts.iface, Duration::from_millis(20))?;
    let (atx, arx) = mpsc::channel();
    let stop = Arc::new(AtomicBool::new(false));
    let _rx_thread = link::spawn_rx(rx, stop.clone(), atx, move |f| parse_ack(f, mac), opts.impair);
    let listener = TcpListener::bind(&opts.listen).with_context(|| format!("listening on {}", opts.listen))?;
    let mut agent = Agent {
        iface: opts.iface.clone(),
        mac,
        tx,
        acks: arx,
        dims: Vec::new(),
        fact: Vec::new(),
        query: None,
        shuffle_result: Vec::new(),
    };
    for conn in listener.incoming() {
        let conn = conn?;
        conn.set_nodelay(true)?;
        let mut r = BufReader::new(conn.try_clone()?);
        let mut w = conn;
        loop {
            let req: Request = match read_msg(&mut r) {
                Ok(Some(q)) => q,
                Ok(None) => break,
                Err(e) => {
                    let _ = write_msg(&mut w, &err("protocol", format!("{e:#}")));
                    break;
                }
            };
            let reply = match req {
                Request::Hello => Reply::Hello {
                    iface: agent.iface.clone(),
                    mac: agent.mac.to_string(),
                    fact_tuples: agent.fact.len() as u64,
                },
                Request::Load { table, bytes } => {
                    let blob = read_blob(&mut r, bytes)?;
                    match table {
                        Some(t) => {
                            let t = t as usize;
                            if agent.dims.len() <= t {
                                agent.dims.resize(t + 1, Vec::new());
                            }
                            agent.dims[t] = blob;
                        }
                        None => agent.fact = blob,
                    }
                    Reply::Ok
                }
                Request::Configure(params) => match (Signature::parse_id(&params.signature), params.switch_mac.parse::<Mac>()) {
                    (Ok(sig), Ok(switch_mac)) => {
                        agent.query = Some(Query {
                            params,
                            sig,
                            switch_mac,
                            next_seq: 0,
                            cum: [PhaseCounts::default(); 2],
                        });
                        Reply::Ok
                    }
                    (Err(e), _) | (_, Err(e)) => err("input", e),
                },
                Request::Build { rate_bps } => agent.stream(true, 0, 0, rate_bps),
                Request::Probe { lo, hi, rate_bps } => agent.stream(false, lo, hi, rate_bps),
                Request::ShuffleJoin(p) => match Signature::parse_id(&p.signature) {
                    Err(e) => err("input", e),
                    Ok(sig) => match crate::shuffle::run_worker(&sig, &agent.dims, &agent.fact, &p) {
                        Ok((rep, res)) => {
                            agent.shuffle_result = res;
                            Reply::Shuffled(rep)
                        }
                        Err(e) => err("shuffle", format!("{e:#}")),
                    },
                },
                Request::FetchResult => {
                    let res = std::mem::take(&mut agent.shuffle_result);
                    write_msg(&mut w, &Reply::Blob { bytes: res.len() as u64 })?;
                    std::io::Write::write_all(&mut w, &res)?;
                    continue;
                }
                Request::Shutdown => {
                    write_msg(&mut w, &Reply::Ok)?;
                    return Ok(());
                }
            };
            write_msg(&mut w, &reply).map_err(|e| anyhow!("answering the coordinator: {e:#}"))?;
        }
    }
    Ok(())
}
