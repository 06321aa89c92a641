//! What one task of a distributed query says to the switch, over its
//! [`Endpoint`] of the process's shared port ([`crate::port`]).
//!
//! A distributed star join has three kinds of task (the stages of a
//! Ballista job): one sets the switch up ([`set_up`]), the build tasks each
//! stream one dimension partition as a source of their own ([`build`]), and
//! the probe tasks each stream one fact partition as a source of their own
//! and get their results back on their own port ([`Prober`]). The engine's
//! stage order keeps probes behind every build; nothing here waits for
//! other tasks.
//!
//! A task may run more than once (the engine re-runs the tasks of a lost
//! executor), so every exchange is safe to repeat:
//! - set-up first asks whether the switch already runs the query (an END of
//!   the set-up task's own stream, which the switch answers only for a query
//!   in force) and resets nothing if it does;
//! - a build stream first sends its END at its final sequence number: the
//!   ACK names the first frame the switch lacks from that source (all of
//!   them, on a task's first run), and only those are sent. The frames are
//!   the same on every run (the partition is read the same way), so the
//!   switch's sequence check keeps a tuple from being inserted twice;
//! - a prober asks where its source's sequence stands before its first
//!   chunk. Probes change nothing in the switch.
//!
//! A switch that loses the query (it restarted: no signature, no tables)
//! answers none of its frames. A task finds that out by asking ([`in_force`])
//! when its stream stalls; then
//! - a build task ends without sending: its tuples are lost with the rest;
//! - a prober sets the switch up again under a token of its own, drawn from
//!   the OS, replays every build task's stream ([`Rebuild`]: the same
//!   tuples, so the same values) and probes on. Exactness does not depend on
//!   the probers agreeing: the switch answers a frame only under the token
//!   in force, and a prober's token is in force only after its own
//!   CONFIGURE, which it followed with the whole build before its first
//!   probe. A later CONFIGURE (another prober's) changes the token, so the
//!   prober's frames go unanswered rather than probe tables that are only
//!   partly rebuilt; it takes the switch over again. So that the probers do
//!   not take it from each other in turn, a prober takes over only once the
//!   switch has accepted no frame but its own READ_COUNTERS for a while
//!   ([`TaskParams::quiet`]).
//!
//! Results come back with the per-port numbering of results to the source
//! (PROTOCOL.md §4.1, §7.5). A chunk's probes end with a sentinel: one more
//! probe tuple whose keys are in every table, so it always has output. The
//! chunk's results are complete when the sentinel's output has arrived and
//! no frame the switch numbered on this port since the chunk began is
//! missing; any such gap (the lost frame may have been this chunk's) makes
//! the task probe the chunk again, under a new attempt number that every
//! tuple carries in its payload's top bits ([`PayloadLayout`]), so late
//! frames of an earlier attempt are told apart and ignored.

use crate::control_client::{
    refused_with, ControlClient, ControlError, ControlExchange, Sharing, SwitchSession,
};
use crate::gbn::{GbnStats, GoBackN};
use crate::port::Endpoint;
use crate::random::fresh_token;
use crate::worker::{build_phase, probe_chunk, QueryHeader, WorkerId};
use anyhow::{bail, Context, Result};
use netjoin_proto::control::{
    ConfigureQuery, ControlCommand, ControlStatus, PhaseCounts, ResultRouting,
};
use netjoin_proto::counters::Counters;
use netjoin_proto::frame::{FrameBuilder, FrameView};
use netjoin_proto::header::offset;
use netjoin_proto::{
    Header, Opcode, ResultShape, Signature, FLAG_ACK_REQUEST, PHASE_BUILD, PHASE_PROBE,
};
use std::time::{Duration, Instant};

/// How a probe task's payload carries a row number and the attempt: a
/// big-endian word of `min(V, 8)` bytes at the start of the payload, the
/// attempt in its top bits (16 of an 8-byte word, 8 of a narrower one), the
/// row in the rest; all ones is the sentinel's row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PayloadLayout {
    /// Bytes of the word.
    pub word_bytes: usize,
    pub attempt_bits: u32,
    pub row_bits: u32,
}

impl PayloadLayout {
    /// The layout of `sig`'s payloads; an error for payloads under 4 bytes.
    pub fn of(sig: &Signature) -> Result<PayloadLayout> {
        let w = sig.v().min(8);
        if w < 4 {
            bail!(
                "{}: {w}-byte payloads cannot carry a row number and an attempt (4 bytes at least)",
                sig.id()
            );
        }
        let attempt_bits = if w >= 8 { 16 } else { 8 };
        Ok(PayloadLayout {
            word_bytes: w,
            attempt_bits,
            row_bits: 8 * w as u32 - attempt_bits,
        })
    }
    /// The sentinel's row; every other row is below it.
    pub fn sentinel_row(self) -> u64 {
        (1 << self.row_bits) - 1
    }
    /// Rows a piece of probe tuples may number (`0..max_rows`).
    pub fn max_rows(self) -> u64 {
        self.sentinel_row()
    }
    fn attempt_mask(self) -> u64 {
        (1 << self.attempt_bits) - 1
    }
    /// The word at the start of `payload`.
    fn read(self, payload: &[u8]) -> u64 {
        let mut b = [0u8; 8];
        b[8 - self.word_bytes..].copy_from_slice(&payload[..self.word_bytes]);
        u64::from_be_bytes(b)
    }
    fn write(self, payload: &mut [u8], word: u64) {
        payload[..self.word_bytes].copy_from_slice(&word.to_be_bytes()[8 - self.word_bytes..]);
    }
    /// (attempt, row) of a payload.
    fn split(self, payload: &[u8]) -> (u64, u64) {
        let w = self.read(payload);
        (w >> self.row_bits, w & self.sentinel_row())
    }
}

/// Timing of a task's exchanges.
#[derive(Clone, Copy, Debug)]
pub struct TaskParams {
    /// Unacknowledged frames a stream may have.
    pub window: usize,
    /// Go back when no ACK came for this long.
    pub ack_timeout: Duration,
    /// Fail when a stream made no progress for this long.
    pub give_up: Duration,
    /// Wait this long for a CONTROL reply before asking again, ...
    pub control_wait: Duration,
    /// ... at most this many times.
    pub control_tries: u32,
    /// After a chunk's last ACK, wait this long for its sentinel's output.
    pub result_wait: Duration,
    /// A frame missing on the port may be late (reordered): wait this long.
    pub reorder_grace: Duration,
    /// Probe one chunk at most this many times.
    pub max_attempts: u32,
    /// A stream that made no progress for this long asks whether the
    /// switch still runs the query.
    pub stall_check: Duration,
    /// Before setting up a switch that lost the query: how long it must
    /// have accepted no frame of anyone else (plus up to as much again at
    /// random, so that two probers rarely wake together).
    pub quiet: Duration,
    /// Give up taking the switch over after this long, ...
    pub takeover_wait: Duration,
    /// ... or this many takeovers.
    pub max_takeovers: u32,
}

impl Default for TaskParams {
    fn default() -> Self {
        TaskParams {
            window: 64,
            ack_timeout: Duration::from_millis(20),
            give_up: Duration::from_secs(10),
            control_wait: Duration::from_millis(100),
            control_tries: 20,
            result_wait: Duration::from_millis(200),
            reorder_grace: Duration::from_millis(20),
            max_attempts: 32,
            stall_check: Duration::from_millis(500),
            quiet: Duration::from_millis(100),
            takeover_wait: Duration::from_secs(600),
            max_takeovers: 32,
        }
    }
}

/// The query a task takes part in.
#[derive(Clone, Copy, Debug)]
pub struct TaskQuery {
    pub sig: Signature,
    pub header: QueryHeader,
    /// What the RESULT tuples carry of the probe tuple: a prober keeps its
    /// tuples by row number, so the payload is enough.
    pub shape: ResultShape,
    /// Each table's membership filter has two arrays of `2^filter_bits`
    /// bits (PROTOCOL.md §6.3); 0: no filter. Sent in every CONFIGURE of
    /// the query: the set-up's, and a prober's when it sets up a switch
    /// that lost the query.
    pub filter_bits: u8,
    /// The tables asked for on chip (PROTOCOL.md §6.4), bit t for table t,
    /// in every CONFIGURE of the query as `filter_bits` is. The switch may
    /// place fewer ([`SetUpReport::onchip`], [`ProbeStats::onchip`]).
    pub onchip: u8,
    /// Whether the query has the switch to itself or shares it with other
    /// queries, each in a query context (PROTOCOL.md §5.5). A shared query
    /// reads its context's counters, and the set-up takes a free context
    /// instead of RESETting the switch; [`release`] frees it at the end.
    pub sharing: Sharing,
}

impl TaskQuery {
    fn id(&self) -> (u16, u64) {
        (self.header.query_id, self.header.token)
    }
}

/// The switch answers, but not as the query's: it lost the query (a
/// restart) or runs another configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QueryGone;

impl std::fmt::Display for QueryGone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the switch no longer runs this query (it restarted, or was set up again)")
    }
}

impl std::error::Error for QueryGone {}

/// Whether `e` is (or was caused by) [`QueryGone`].
pub fn is_gone(e: &anyhow::Error) -> bool {
    e.downcast_ref::<QueryGone>().is_some()
}

fn worker(ep: &Endpoint, source: u16) -> WorkerId {
    WorkerId {
        source,
        mac: ep.mac(),
        port: 0,
    }
}

/// An ACK of `q` for this task: its phase, the `seq` it answers and its
/// record (with the next expected `seq` in `ack`).
fn parse_ack(frame: &[u8], q: &TaskQuery) -> Option<(u8, u32, PhaseCounts)> {
    let v = FrameView::parse(frame).ok()?;
    let h = v.header;
    if h.opcode != Opcode::Ack || (h.query_id, h.token) != q.id() {
        return None;
    }
    Some((h.table, h.seq, PhaseCounts::decode(v.payload).ok()?))
}

/// One CONTROL command, its header naming the query `query_id` with
/// `token` (PROTOCOL.md §5.5; 0: none), asked again until answered.
fn control(
    ep: &Endpoint,
    client: &mut ControlClient,
    (query_id, token): (u16, u64),
    cmd: ControlCommand,
    payload: &[u8],
    p: &TaskParams,
) -> Result<Vec<u8>, ControlError> {
    for _ in 0..p.control_tries.max(1) {
        let req = client.request_naming(query_id, token, cmd, payload);
        ep.send(&[&req.frame]);
        let until = Instant::now() + p.control_wait;
        while let Some(left) = until.checked_duration_since(Instant::now()) {
            let Some(f) = ep.recv(left) else { break };
            if let Some(r) = client.reply(&req, &f) {
                return r;
            }
        }
    }
    Err(ControlError::Unanswered {
        cmd,
        waited: Some(p.control_wait * p.control_tries.max(1)),
    })
}

/// The query's counters, read from this task's port: the switch's (§8),
/// or on a shared switch its context's bank (READ_QUERY_COUNTERS, §5.5),
/// [`QueryGone`] when the switch no longer holds the query.
pub fn read_counters(ep: &Endpoint, q: &TaskQuery, p: &TaskParams) -> Result<Counters> {
    match with_session(ep, q, p, |s, control| s.read_counters(control)) {
        Err(e) if refused_with(&e, ControlStatus::NoQuery) => Err(e.context(QueryGone)),
        r => r,
    }
}

/// Frees the query's context on a shared switch (RELEASE, PROTOCOL.md
/// §5.5) when the query is done; nothing for a query that has the switch
/// to itself. A switch that no longer holds the query has nothing to free.
pub fn release(ep: &Endpoint, q: &TaskQuery, p: &TaskParams) -> Result<()> {
    with_session(ep, q, p, |s, control| s.release(control))
}

/// `f` of the query's [`SwitchSession`] (naming its token) and an exchange
/// over this task's port, each request asked again until answered.
fn with_session<R>(
    ep: &Endpoint,
    q: &TaskQuery,
    p: &TaskParams,
    f: impl FnOnce(&mut SwitchSession, &mut ControlExchange) -> Result<R>,
) -> Result<R> {
    let mut client = ControlClient::new(ep.mac(), ep.switch_mac(), ep.control_key());
    let (id, token) = q.id();
    let mut session = SwitchSession::of_query(q.sharing, token);
    f(&mut session, &mut |cmd, token, payload| {
        Ok(control(ep, &mut client, (id, token), cmd, payload, p)?)
    })
}

/// Sends `frame` (which asks for an ACK) until an ACK of `phase` answers it;
/// `None` when none comes in `tries` waits of `wait`: the switch does not
/// run the query.
fn ask(
    ep: &Endpoint,
    q: &TaskQuery,
    frame: &[u8],
    phase: u8,
    tries: u32,
    wait: Duration,
) -> Option<PhaseCounts> {
    let seq = FrameBuilder::seq_of(frame);
    for _ in 0..tries {
        ep.send(&[frame]);
        let until = Instant::now() + wait;
        while let Some(left) = until.checked_duration_since(Instant::now()) {
            let Some(f) = ep.recv(left) else { break };
            if let Some((ph, req, counts)) = parse_ack(&f, q) {
                if ph == phase && req == seq {
                    return Some(counts);
                }
            }
        }
    }
    None
}

/// [`ask`], in rounds of three tries; after each unanswered round, whether
/// the switch still runs the query ([`QueryGone`] if not), so that a task
/// finds a restarted switch in about a second rather than after every try.
fn ask_or_gone(
    ep: &Endpoint,
    q: &TaskQuery,
    frame: &[u8],
    phase: u8,
    p: &TaskParams,
) -> Result<PhaseCounts> {
    const ROUND: u32 = 3;
    for _ in 0..p.control_tries.max(1).div_ceil(ROUND) {
        if let Some(answer) = ask(ep, q, frame, phase, ROUND, p.control_wait) {
            return Ok(answer);
        }
        if !in_force(ep, q, frame, phase, p, &mut |_| {})? {
            return Err(QueryGone.into());
        }
    }
    bail!(
        "the switch runs this query but answered none of {} tries of this task's frame",
        p.control_tries
    )
}

/// Whether the switch runs `q`: three copies of the query's `end` (which
/// asks for an ACK of `phase`), then a READ_COUNTERS, which the switch
/// answers whatever query it runs. It answers a port's frames in order, so
/// a reply with no ACK before it, nor within `reorder_grace` after it (a
/// link may reorder), means that none of the three ENDs was taken as the
/// query's. Each of them would have to be lost, or its ACK, for a running
/// query to be missed; and then the query's sentinels fail loudly, since
/// the reset switch holds none of its build tuples. Frames that are not the
/// answers go to `other`.
fn in_force(
    ep: &Endpoint,
    q: &TaskQuery,
    end: &[u8],
    phase: u8,
    p: &TaskParams,
    other: &mut dyn FnMut(Vec<u8>),
) -> Result<bool> {
    let seq = FrameBuilder::seq_of(end);
    let mut client = ControlClient::new(ep.mac(), ep.switch_mac(), ep.control_key());
    for _ in 0..p.control_tries.max(1) {
        let req = client.request(q.header.query_id, ControlCommand::ReadCounters, &[]);
        ep.send(&[end, end, end, &req.frame]);
        let until = Instant::now() + p.control_wait;
        let mut replied: Option<Instant> = None;
        loop {
            let deadline = replied.map_or(until, |t| t + p.reorder_grace);
            let Some(left) = deadline.checked_duration_since(Instant::now()) else {
                break;
            };
            let Some(f) = ep.recv(left) else { break };
            if let Some((ph, req_seq, ..)) = parse_ack(&f, q) {
                if ph == phase && req_seq == seq {
                    return Ok(true);
                }
                continue;
            }
            let Ok(v) = FrameView::parse(&f) else {
                continue;
            };
            let (reply, opcode) = (client.reply(&req, &f).is_some(), v.header.opcode);
            if reply {
                replied.get_or_insert_with(Instant::now);
            } else if opcode != Opcode::ControlReply {
                other(f);
            }
        }
        if replied.is_some() {
            return Ok(false);
        }
    }
    bail!(
        "the switch answered neither this query's END nor a READ_COUNTERS in {} tries of {:?} (is it up, and on this link?)",
        p.control_tries.max(1),
        p.control_wait
    )
}

/// How a stream went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StreamReport {
    /// Frames of the stream (its END included).
    pub frames: u64,
    /// Frames the switch already had (an earlier run of the task sent them).
    pub already_accepted: u64,
    pub gbn: GbnStats,
    /// The switch had lost the query: nothing was sent, the probers rebuild.
    pub query_gone: bool,
}

/// Go-back-N over `frames` (sequence numbers `first_seq..`) until the
/// switch has acknowledged all of them; frames that are not ACKs of the
/// stream go to `other`. Returns the counts of an ACK of `phase` that
/// acknowledged the whole stream: once the switch has every frame its
/// counts of the phase no longer move, while an older ACK that the link
/// delivered late carries the counts of a shorter prefix.
/// After each [`TaskParams::stall_check`] without progress it asks whether
/// the switch still runs the query ([`in_force`], with the stream's last
/// frame): [`QueryGone`] if not.
fn send_stream(
    ep: &Endpoint,
    q: &TaskQuery,
    frames: &mut [Vec<u8>],
    first_seq: u32,
    phase: u8,
    p: &TaskParams,
    other: &mut dyn FnMut(Vec<u8>),
) -> Result<(GbnStats, Option<PhaseCounts>)> {
    let t0 = Instant::now();
    let n = frames.len();
    let mut next_check = p.stall_check;
    let mut g = GoBackN::new(first_seq, n, p.window, p.ack_timeout, Duration::ZERO);
    let mut counts = None;
    let take = |f: Vec<u8>,
                g: &mut GoBackN,
                counts: &mut Option<PhaseCounts>,
                other: &mut dyn FnMut(Vec<u8>)| match parse_ack(&f, q) {
        Some((ph, req, c)) => {
            let e = g.on_ack(req, c.ack, t0.elapsed());
            if ph == phase && e.complete {
                *counts = Some(c);
            }
        }
        None => other(f),
    };
    while !g.done() {
        let stalled = g.stalled_for(t0.elapsed());
        if stalled < p.stall_check {
            next_check = p.stall_check;
        } else if stalled >= next_check {
            next_check = stalled + p.stall_check;
            if let Some(last) = frames.last() {
                let mut check = last.clone();
                check[offset::FLAGS] |= FLAG_ACK_REQUEST;
                // An unanswered question (the switch is down, or the link
                // lost it) is no answer: go on until `give_up`.
                if let Ok(false) = in_force(ep, q, &check, phase, p, &mut *other) {
                    return Err(QueryGone.into());
                }
            }
        }
        if stalled > p.give_up {
            bail!(
                "no ACK progress for {:?}: the switch acknowledged {} of {n} frames from sequence number {first_seq} (does the switch still run the query?)",
                p.give_up,
                g.acked()
            );
        }
        if g.can_send() {
            let from = g.next_index();
            let mut to = from;
            while let Some(step) = g.send_next() {
                if step.request_ack {
                    frames[step.index][offset::FLAGS] |= FLAG_ACK_REQUEST;
                }
                to = step.index + 1;
            }
            let batch: Vec<&[u8]> = frames[from..to].iter().map(Vec::as_slice).collect();
            ep.send(&batch);
            continue;
        }
        let left = g.deadline().saturating_sub(t0.elapsed());
        match ep.recv(left.max(Duration::from_micros(100))) {
            Some(f) => {
                take(f, &mut g, &mut counts, &mut *other);
                // Drain what else arrived before deciding again.
                while let Some(f) = ep.recv(Duration::ZERO) {
                    take(f, &mut g, &mut counts, &mut *other);
                }
            }
            None if t0.elapsed() >= g.deadline() => g.time_out(t0.elapsed()),
            None => {}
        }
    }
    Ok((g.stats(), counts))
}

/// Streams one phase that ends with an END (`frames`, sequence numbers
/// `first_seq..`), repeat-safe: the END goes first and its ACK says where
/// the switch stands with this source. Checks the switch's counts of the
/// phase against `sent`.
fn stream_once(
    ep: &Endpoint,
    q: &TaskQuery,
    frames: &mut [Vec<u8>],
    first_seq: u32,
    phase: u8,
    sent: PhaseCounts,
    p: &TaskParams,
) -> Result<StreamReport> {
    let n = frames.len();
    let end = frames.last().context("a stream ends with its END")?.clone();
    let mut end_asks = end.clone();
    end_asks[offset::FLAGS] |= FLAG_ACK_REQUEST;
    let mut counts = ask_or_gone(ep, q, &end_asks, phase, p)?;
    let skip = (counts.ack.wrapping_sub(first_seq) as usize).min(n);
    let mut report = StreamReport {
        frames: n as u64,
        already_accepted: skip as u64,
        ..StreamReport::default()
    };
    if skip < n {
        let (gbn, c) = send_stream(
            ep,
            q,
            &mut frames[skip..],
            first_seq + skip as u32,
            phase,
            p,
            &mut |_| {},
        )?;
        report.gbn = gbn;
        counts = c.context("the stream's last ACK carried no counts of its phase")?;
    }
    if (counts.frames, counts.tuples) != (sent.frames, sent.tuples) {
        bail!(
            "the switch accepted {} frames and {} tuples of this stream, it has {} and {}: data of the stream went missing",
            counts.frames,
            counts.tuples,
            sent.frames,
            sent.tuples
        );
    }
    Ok(report)
}

/// What [`set_up`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetUpReport {
    /// The switch already ran the query (this task ran before): nothing was
    /// reset.
    pub already: bool,
    /// The tables the switch placed on chip, as its CONFIGURE reply
    /// honoured [`TaskQuery::onchip`]; `None` when it already ran the
    /// query and was not configured again.
    pub onchip: Option<u8>,
    pub stream: StreamReport,
}

/// The query's set-up: RESET, LOAD_SIGNATURE, CONFIGURE with results to the
/// source, `source_count` sources, the query's membership filters
/// ([`TaskQuery::filter_bits`]) and on-chip tables ([`TaskQuery::onchip`]),
/// then the set-up task's own build
/// stream (`padding[t]`: tuples of signature tables no dimension fills, as
/// source `source`). Repeat-safe: a switch that already runs the query is
/// left as it is. A switch that loses the query before the stream is done
/// (it restarted) is set up again, up to [`TaskParams::max_takeovers`]
/// times.
pub fn set_up(
    ep: &Endpoint,
    q: &TaskQuery,
    bucket_bits: u8,
    source_count: usize,
    source: u16,
    padding: &[&[u8]],
    p: &TaskParams,
) -> Result<SetUpReport> {
    let mut tries = 0;
    loop {
        match set_up_once(ep, q, bucket_bits, source_count, source, padding, p) {
            Err(e) if is_gone(&e) && tries < p.max_takeovers => tries += 1,
            r => return r,
        }
    }
}

fn set_up_once(
    ep: &Endpoint,
    q: &TaskQuery,
    bucket_bits: u8,
    source_count: usize,
    source: u16,
    padding: &[&[u8]],
    p: &TaskParams,
) -> Result<SetUpReport> {
    let stream = build_phase(&q.sig, &q.header, worker(ep, source), padding, 0);
    let mut end = stream.end_frame().to_vec();
    end[offset::FLAGS] |= FLAG_ACK_REQUEST;
    let already = in_force(ep, q, &end, PHASE_BUILD, p, &mut |_| {})?;
    let mut onchip = None;
    if !already {
        let num_sources = u8::try_from(source_count)
            .ok()
            .filter(|&n| (1..=netjoin_proto::MAX_SOURCES as u8).contains(&n));
        let num_sources = num_sources.with_context(|| {
            format!(
                "{source_count} sources: the switch takes 1 to {}",
                netjoin_proto::MAX_SOURCES
            )
        })?;
        let cfg = ConfigureQuery {
            token: q.header.token,
            bucket_bits,
            num_sources,
            max_payload: q.header.max_payload as u16,
            sink: ep.mac(),
            routing: ResultRouting::Source,
            shape: q.shape,
            filter_bits: q.filter_bits,
            onchip: q.onchip,
            context: 0,
        };
        let mut client = ControlClient::new(ep.mac(), ep.switch_mac(), ep.control_key());
        let id = q.header.query_id;
        // A task that cannot set the switch up fails; the engine runs it
        // again. A CONFIGURE refused for want of a signature means the
        // switch restarted after the LOAD_SIGNATURE: start over.
        let honoured = SwitchSession::new(q.sharing).set_up(
            &mut |cmd, token, payload| match control(ep, &mut client, (id, token), cmd, payload, p)
            {
                Err(ControlError::Refused {
                    status: ControlStatus::NoSignature,
                    ..
                }) => Err(QueryGone.into()),
                r => Ok(r?),
            },
            q.sig,
            &cfg,
        )?;
        onchip = Some(honoured.onchip);
    }
    let (first, counts) = (stream.first_seq, stream.counts);
    let mut frames = stream.frames;
    let stream = stream_once(ep, q, &mut frames, first, PHASE_BUILD, counts, p)?;
    Ok(SetUpReport {
        already,
        onchip,
        stream,
    })
}

/// One build task's stream: `tables[t]` are its flat build tuples of table
/// `t` (empty for the tables it does not fill), as source `source`. A
/// switch that lost the query ends the task without error
/// ([`StreamReport::query_gone`]): the probers set the switch up again and
/// replay every build ([`Prober`]).
pub fn build(
    ep: &Endpoint,
    q: &TaskQuery,
    source: u16,
    tables: &[&[u8]],
    p: &TaskParams,
) -> Result<StreamReport> {
    match build_stream(ep, q, source, tables, p) {
        Err(e) if is_gone(&e) => Ok(StreamReport {
            query_gone: true,
            ..StreamReport::default()
        }),
        r => r,
    }
}

/// [`build`], [`QueryGone`] as an error.
fn build_stream(
    ep: &Endpoint,
    q: &TaskQuery,
    source: u16,
    tables: &[&[u8]],
    p: &TaskParams,
) -> Result<StreamReport> {
    let stream = build_phase(&q.sig, &q.header, worker(ep, source), tables, 0);
    let (first, counts) = (stream.first_seq, stream.counts);
    let mut frames = stream.frames;
    stream_once(ep, q, &mut frames, first, PHASE_BUILD, counts, p)
}

/// Everything the query's set-up and build tasks send, for a prober to set
/// a switch that lost the query up again and replay it. The tuples are the
/// tasks' own (the same keys and values), so the probes' results read the
/// same. The CONFIGURE's filters and on-chip tables are the prober's
/// query's ([`TaskQuery::filter_bits`], [`TaskQuery::onchip`]), as the
/// set-up task's were.
#[derive(Clone, Debug, Default)]
pub struct Rebuild {
    pub bucket_bits: u8,
    pub sources: usize,
    /// The set-up task's tuples per table (source 0).
    pub padding: Vec<Vec<u8>>,
    /// Each build task's source and tuples per table.
    pub builds: Vec<(u16, Vec<Vec<u8>>)>,
}

/// Makes the [`Rebuild`] when it is first needed.
pub type RebuildSource = Box<dyn Fn() -> Result<Rebuild> + Send>;

/// Sets the switch up for `q` (a token no one else has) and streams every
/// build of `r` into it. Returns the tables the switch placed on chip.
fn replay(ep: &Endpoint, q: &TaskQuery, r: &Rebuild, p: &TaskParams) -> Result<Option<u8>> {
    fn tables(t: &[Vec<u8>]) -> Vec<&[u8]> {
        t.iter().map(Vec::as_slice).collect()
    }
    // The streams of all sources leave from this one endpoint, and an ACK
    // names the sequence number it answers but not the source: a copy of
    // one stream's ACK that a link delivers late would acknowledge the
    // next stream's frames. Each stream starts once the link has had
    // `reorder_grace` to deliver what is left of the one before.
    let set_up = set_up_once(ep, q, r.bucket_bits, r.sources, 0, &tables(&r.padding), p)?;
    for (source, t) in &r.builds {
        discard_for(ep, p.reorder_grace);
        build_stream(ep, q, *source, &tables(t), p)?;
    }
    Ok(set_up.onchip)
}

/// Receives and drops what reaches `ep` for `wait`.
fn discard_for(ep: &Endpoint, wait: Duration) {
    let until = Instant::now() + wait;
    while let Some(left) = until.checked_duration_since(Instant::now()) {
        if ep.recv(left).is_none() {
            break;
        }
    }
}

/// A probe task's results of one chunk: RESULT tuples (of the query's
/// [`ResultShape`]) and SPILL tuples (PROTOCOL.md §3), flat, payload rows
/// without the attempt number.
#[derive(Clone, Debug, Default)]
pub struct ProbeResults {
    pub results: Vec<u8>,
    pub spills: Vec<u8>,
}

/// How a prober's chunks went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProbeStats {
    pub chunks: u64,
    /// Probe tuples of the chunks (sentinels not counted).
    pub tuples: u64,
    /// Pieces of chunks probed again: a frame on the port went missing, or
    /// the sentinel's output did not come.
    pub repeats: u64,
    /// Frames of earlier attempts that arrived late and were ignored.
    pub stale_frames: u64,
    pub result_frames: u64,
    /// RESULT and SPILL tuples handed out.
    pub results: u64,
    pub gbn: GbnStats,
    /// Times this prober set up a switch that had lost the query and
    /// replayed the build.
    pub takeovers: u64,
    /// The tables the switch placed on chip when this prober last set it
    /// up (a takeover); `None` when it set nothing up.
    pub onchip: Option<u8>,
}

impl ProbeStats {
    fn add_gbn(&mut self, g: GbnStats) {
        self.gbn.sent += g.sent;
        self.gbn.retransmitted += g.retransmitted;
        self.gbn.gap_go_backs += g.gap_go_backs;
        self.gbn.timeouts += g.timeouts;
    }
}

/// A probe task's sender and receiver.
pub struct Prober {
    ep: Endpoint,
    q: TaskQuery,
    source: u16,
    seq: u32,
    /// The sentinel's keys: one key of every table.
    sentinel_keys: Vec<u8>,
    layout: PayloadLayout,
    /// Attempts so far; the payload carries it modulo 2^attempt_bits.
    attempt: u64,
    /// Attempts in a row whose sentinel's output did not come.
    unanswered: u64,
    rebuild: Option<RebuildSource>,
    rebuilt: Option<Rebuild>,
    /// This prober took a query context of its own on a shared switch (a
    /// takeover), which it releases when dropped.
    holds_context: bool,
    p: TaskParams,
    pub stats: ProbeStats,
}

impl Drop for Prober {
    /// Frees the query context a takeover took on a shared switch; a
    /// switch that no longer holds it, or does not answer, keeps nothing of
    /// this prober's but the context, which its next RESET frees.
    fn drop(&mut self) {
        if self.holds_context {
            let _ = release(&self.ep, &self.q, &self.p);
        }
    }
}

impl Prober {
    /// A prober for source `source`; `sentinel_keys` holds, for every table
    /// of the signature, a key the build put in it (`T × K` bytes). Asks
    /// the switch where the source's sequence stands (a task run before has
    /// moved it). With `rebuild`, a switch that lost the query is set up
    /// again and rebuilt; without, that is an error.
    pub fn new(
        ep: Endpoint,
        q: TaskQuery,
        source: u16,
        sentinel_keys: Vec<u8>,
        rebuild: Option<RebuildSource>,
        p: TaskParams,
    ) -> Result<Prober> {
        let (k, t) = (q.sig.k(), q.sig.t());
        if sentinel_keys.len() != k * t {
            bail!(
                "sentinel keys: {} B for {t} tables of {k}-byte keys",
                sentinel_keys.len()
            );
        }
        let layout = PayloadLayout::of(&q.sig)?;
        let mut prober = Prober {
            ep,
            q,
            source,
            seq: 0,
            sentinel_keys,
            layout,
            attempt: 0,
            unanswered: 0,
            rebuild,
            rebuilt: None,
            holds_context: false,
            p,
            stats: ProbeStats::default(),
        };
        match prober.find_seq() {
            Err(e) if is_gone(&e) => prober.take_over()?,
            r => r?,
        }
        Ok(prober)
    }

    /// Asks where this source's sequence stands: an empty PROBE at sequence
    /// number 0. A first run's is accepted (and probes nothing), a later
    /// run's is a duplicate; either way the ACK gives the next sequence
    /// number. [`QueryGone`] when the switch does not run the query.
    fn find_seq(&mut self) -> Result<()> {
        let mut h = Header::new(Opcode::Probe, self.ep.switch_mac(), self.ep.mac());
        h.query_id = self.q.header.query_id;
        h.token = self.q.header.token;
        h.source = self.source;
        h.flags = FLAG_ACK_REQUEST;
        let frame = FrameBuilder::encode(&h, &[]);
        self.seq = ask_or_gone(&self.ep, &self.q, &frame, PHASE_PROBE, &self.p)?.ack;
        Ok(())
    }

    /// The switch lost the query: once it has been quiet for a while, set
    /// it up again under a token of this prober's own and replay every
    /// build. Tried again while another prober takes the switch over
    /// meanwhile.
    ///
    /// On a shared switch (PROTOCOL.md §5.5) the prober takes a query
    /// context of its own instead, under its token, so it waits for no
    /// quiet switch: other queries keep their contexts, and other probers
    /// of this query take contexts of their own (or wait, busy, until one
    /// is free). It releases the context when it is dropped.
    fn take_over(&mut self) -> Result<()> {
        let shared = self.q.sharing == Sharing::Shared;
        let deadline = Instant::now() + self.p.takeover_wait;
        loop {
            self.stats.takeovers += 1;
            if self.stats.takeovers > u64::from(self.p.max_takeovers) {
                bail!(
                    "the switch lost this query {} times (restarts, or other probers setting it up)",
                    self.p.max_takeovers
                );
            }
            if self.rebuilt.is_none() {
                let make = self
                    .rebuild
                    .as_ref()
                    .ok_or(QueryGone)
                    .context("this prober cannot rebuild the switch's tables")?;
                self.rebuilt = Some(make()?);
            }
            if !shared {
                self.wait_quiet(deadline)?;
            }
            let mut q = self.q;
            q.header.token = fresh_token(q.header.token)?;
            let rebuilt = self.rebuilt.as_ref().expect("made above");
            match replay(&self.ep, &q, rebuilt, &self.p) {
                Err(e) if is_gone(&e) => continue,
                Err(e) if shared && refused_with(&e, ControlStatus::Busy) => {
                    // Every context is in use: wait for one, not a turn.
                    self.stats.takeovers -= 1;
                    if Instant::now() > deadline {
                        return Err(e.context(format!(
                            "the shared switch lost this query, and no query context came free in {:?}",
                            self.p.takeover_wait
                        )));
                    }
                    std::thread::sleep(self.p.quiet);
                    continue;
                }
                r => self.stats.onchip = r?,
            }
            self.holds_context |= shared;
            self.q = q;
            self.unanswered = 0;
            match self.find_seq() {
                Err(e) if is_gone(&e) => continue,
                r => return r,
            }
        }
    }

    /// Waits until the switch accepts no frame but this prober's own
    /// READ_COUNTERS for [`TaskParams::quiet`] (and a random part as long
    /// again): no other prober is rebuilding or probing.
    fn wait_quiet(&self, deadline: Instant) -> Result<()> {
        let accepted = || -> Option<u64> {
            read_counters(&self.ep, &self.q, &self.p)
                .ok()
                .map(|c| c.get(netjoin_proto::counters::Counter::FramesAccepted))
        };
        let mut last = accepted();
        loop {
            let jitter = getrandom::u64().unwrap_or(0) % (self.p.quiet.as_micros() as u64 + 1);
            std::thread::sleep(self.p.quiet + Duration::from_micros(jitter));
            let now = accepted();
            // Its own READ_COUNTERS counts (§5): one more than before.
            if let (Some(a), Some(b)) = (last, now) {
                if b == a + 1 {
                    return Ok(());
                }
            }
            if Instant::now() > deadline {
                bail!(
                    "the switch lost this query, and was not quiet for {:?} in {:?}",
                    self.p.quiet,
                    self.p.takeover_wait
                );
            }
            last = now;
        }
    }

    /// Probes `tuples` (flat probe tuples whose payload's word is a row
    /// number below [`PayloadLayout::max_rows`]; an error otherwise) and
    /// appends their results to `out`. The tuples' attempt bits are
    /// overwritten.
    ///
    /// A chunk whose results lost a frame is probed again in halves, down
    /// to a few frames' worth: on a lossy link the chance that all of a
    /// piece's results arrive falls with its size, so whole large chunks
    /// would be repeated forever.
    pub fn probe(&mut self, tuples: &mut [u8], out: &mut ProbeResults) -> Result<()> {
        let sig = self.q.sig;
        let pw = sig.probe_width();
        if !tuples.len().is_multiple_of(pw) {
            bail!(
                "{} B of probe tuples is not a whole number of {pw}-byte tuples",
                tuples.len()
            );
        }
        let n = tuples.len() / pw;
        let (at, layout) = (sig.t() * sig.k(), self.layout);
        if let Some((i, row)) = tuples
            .chunks_exact(pw)
            .map(|tup| layout.read(&tup[at..]))
            .enumerate()
            .find(|&(_, r)| r >= layout.max_rows())
        {
            bail!(
                "probe tuple {i} numbers row {row}: {}'s {}-byte payloads number rows below {} (2^{} less the sentinel's)",
                sig.id(),
                sig.v(),
                layout.max_rows(),
                layout.row_bits
            );
        }
        self.stats.chunks += 1;
        self.stats.tuples += n as u64;
        let smallest = 4 * (self.q.header.max_payload / pw).max(1);
        // Tuple ranges still to probe, and how often each failed.
        let mut todo: Vec<(usize, usize, u32)> = vec![(0, n, 0)];
        while let Some((a, b, failed)) = todo.pop() {
            match self.attempt(&mut tuples[a * pw..b * pw], out) {
                Ok(true) => continue,
                Ok(false) => {}
                Err(e) if is_gone(&e) => {
                    // Nothing of the piece was kept: probe it again on the
                    // rebuilt switch.
                    self.take_over()?;
                    todo.push((a, b, failed));
                    continue;
                }
                Err(e) => return Err(e),
            }
            self.stats.repeats += 1;
            if b - a > smallest {
                let m = a + (b - a) / 2;
                todo.push((m, b, 0));
                todo.push((a, m, 0));
            } else if failed + 1 < self.p.max_attempts {
                todo.push((a, b, failed + 1));
            } else {
                bail!(
                    "results of {} probe tuples were lost {} times in a row on port {}",
                    b - a,
                    self.p.max_attempts,
                    self.ep.port().name()
                );
            }
        }
        Ok(())
    }

    /// The query this prober probes: the task's, under a token of its own
    /// once it has set the switch up again.
    pub fn query(&self) -> TaskQuery {
        self.q
    }

    /// What the port this prober uses has seen.
    pub fn port_stats(&self) -> crate::port::PortStats {
        self.ep.port().stats()
    }

    /// Tags `tuples` with a new attempt number and probes them with a
    /// sentinel; false when their results must be probed again.
    fn attempt(&mut self, tuples: &mut [u8], out: &mut ProbeResults) -> Result<bool> {
        let sig = self.q.sig;
        let (pw, at, layout) = (sig.probe_width(), sig.t() * sig.k(), self.layout);
        self.attempt += 1;
        let tag = self.attempt & layout.attempt_mask();
        // The rows of the piece: a frame of this attempt names no other.
        let (mut lo, mut hi) = (u64::MAX, 0);
        for tup in tuples.chunks_exact_mut(pw) {
            let row = layout.read(&tup[at..]) & layout.sentinel_row();
            (lo, hi) = (lo.min(row), hi.max(row));
            layout.write(&mut tup[at..], tag << layout.row_bits | row);
        }
        let mut sentinel = vec![0u8; pw];
        sentinel[..at].copy_from_slice(&self.sentinel_keys);
        layout.write(
            &mut sentinel[at..],
            tag << layout.row_bits | layout.sentinel_row(),
        );
        self.attempt_once(tuples, &sentinel, tag, (lo, hi), out)
    }

    /// One attempt, tagged `tag`, of tuples numbering rows `rows.0..=rows.1`;
    /// false when it must be repeated.
    ///
    /// A frame is this attempt's only if every tuple carries its tag and a
    /// row of the piece or the sentinel's, and the switch numbered it after
    /// the port's highest number when the attempt began. The switch sends
    /// an attempt's output only once it has the attempt's probes, after
    /// everything it sent for earlier attempts, so a late frame of an
    /// earlier attempt whose tag came round again (after 256 attempts with
    /// 8-bit tags) is numbered below that, unless every one of those
    /// attempts lost its sentinel's output (then the port's highest number
    /// may not have moved): the prober gives up before that many.
    fn attempt_once(
        &mut self,
        tuples: &[u8],
        sentinel: &[u8],
        tag: u64,
        rows: (u64, u64),
        out: &mut ProbeResults,
    ) -> Result<bool> {
        let (sig, shape, layout) = (self.q.sig, self.q.shape, self.layout);
        // Where each kind of tuple holds the payload's row number.
        let (result_at, spill_at) = (sig.result_payload_at(shape), sig.t() * sig.k());
        let id = self.q.id();
        // The sentinel travels alone in the last frame: its output is then
        // the last frame the attempt causes on the port. (In a frame of its
        // own tuples, a RESULT frame with it could be followed by that
        // frame's SPILL frames.)
        let w = worker(&self.ep, self.source);
        let stream = probe_chunk(
            &sig,
            &self.q.header,
            w,
            tuples,
            self.seq,
            PhaseCounts::default(),
        );
        let first = stream.first_seq;
        let last = probe_chunk(
            &sig,
            &self.q.header,
            w,
            sentinel,
            stream.next_seq(),
            PhaseCounts::default(),
        );
        self.seq = last.next_seq();
        let mut frames = stream.frames;
        frames.extend(last.frames);
        let before = self.ep.high_seq(id);
        let mut kept: Vec<Vec<u8>> = Vec::new();
        let mut sentinel: Option<u32> = None;
        let mut stale = 0u64;
        let take = |f: Vec<u8>,
                    kept: &mut Vec<Vec<u8>>,
                    sentinel: &mut Option<u32>,
                    stale: &mut u64| {
            let Ok(v) = FrameView::parse(&f) else { return };
            let h = v.header;
            let (width, at) = match h.opcode {
                Opcode::Result => (sig.result_width_of(shape), result_at),
                Opcode::Spill => (sig.spill_width(), spill_at),
                _ => return,
            };
            if (h.query_id, h.token) != id || v.check_tuples(width).is_err() || h.tuple_count == 0 {
                return;
            }
            let numbered_after = before.is_none_or(|b| (h.seq.wrapping_sub(b) as i32) > 0);
            let mut has_sentinel = false;
            let ours = numbered_after
                && v.tuples(width).all(|tup| {
                    let (a, row) = layout.split(&tup[at..]);
                    has_sentinel |= row == layout.sentinel_row();
                    a == tag && (row == layout.sentinel_row() || (rows.0..=rows.1).contains(&row))
                });
            if !ours {
                *stale += 1;
                return;
            }
            if has_sentinel {
                *sentinel = Some(h.seq);
            }
            kept.push(f);
        };
        let (gbn, _) = send_stream(
            &self.ep,
            &self.q,
            &mut frames,
            first,
            PHASE_PROBE,
            &self.p,
            &mut |f| take(f, &mut kept, &mut sentinel, &mut stale),
        )?;
        self.stats.add_gbn(gbn);
        let until = Instant::now() + self.p.result_wait;
        while sentinel.is_none() {
            let Some(left) = until.checked_duration_since(Instant::now()) else {
                break;
            };
            if let Some(f) = self.ep.recv(left) {
                take(f, &mut kept, &mut sentinel, &mut stale);
            }
        }
        self.stats.stale_frames += stale;
        let Some(last) = sentinel else {
            self.unanswered += 1;
            if self.unanswered >= layout.attempt_mask() {
                bail!(
                    "{} attempts in a row got no output of their sentinel on port {}: a late frame could no longer be told from the next attempt's",
                    self.unanswered,
                    self.ep.port().name()
                );
            }
            return Ok(false);
        };
        self.unanswered = 0;
        let grace = Instant::now() + self.p.reorder_grace;
        while self.ep.missing(id, before, last) > 0 {
            let Some(left) = grace.checked_duration_since(Instant::now()) else {
                return Ok(false);
            };
            if let Some(f) = self.ep.recv(left.min(Duration::from_millis(1))) {
                take(f, &mut kept, &mut sentinel, &mut stale);
            }
        }
        // Every frame the port has seen is in this task's queue already
        // (the port records and routes under one lock): take the rest of
        // this attempt's frames that arrived before the check.
        while let Some(f) = self.ep.recv(Duration::ZERO) {
            take(f, &mut kept, &mut sentinel, &mut stale);
        }
        for f in &kept {
            let v = FrameView::parse(f).expect("kept frames parse");
            let (width, at, into) = match v.header.opcode {
                Opcode::Result => (sig.result_width_of(shape), result_at, &mut out.results),
                _ => (sig.spill_width(), spill_at, &mut out.spills),
            };
            for tup in v.tuples(width) {
                let (_, row) = layout.split(&tup[at..]);
                if row == layout.sentinel_row() {
                    continue;
                }
                let start = into.len();
                into.extend_from_slice(tup);
                layout.write(&mut into[start + at..], row);
                self.stats.results += 1;
            }
        }
        self.stats.result_frames += kept.len() as u64;
        Ok(true)
    }
}
