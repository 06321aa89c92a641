//! The shuffle-join baseline: the classical distributed hash join among the
//! workers over the bridge (TCP), as the paper's baseline and as a strong
//! shuffle operator does it (../shared/papers/rdma-shuffle-tods19.txt):
//!
//! * **overlapped partitioning and sending**: the partitioning thread appends
//!   each tuple to a per-destination batch buffer; a full batch is *moved*
//!   (no copy) into a bounded queue of a sender thread, which writes it to its
//!   TCP connection while partitioning goes on; the bounded queues and TCP's
//!   window are the credit-based flow control;
//! * **batching**: messages of `batch_bytes` (default 256 KiB) of whole tuples;
//! * **several connections** per destination (`conns`), used round robin;
//! * **no needless copies**: a received batch is read straight into its own
//!   buffer and stays there; the hash table and the probe work on slices of
//!   those buffers; the local partition never touches a socket; the probe of
//!   join *s* writes its output tuples straight into the batch buffers of the
//!   shuffle for join *s+1* (the intermediate result is never materialized);
//! * **completion by counting**: after its last batch of a (stage, side) every
//!   connection carries an END with the number of tuples it carried; the
//!   receiver checks each connection's count;
//! * **authenticated connections**: every data connection starts with the
//!   handshake of [`crate::auth`] (role `shuffle`, the agents' shared secret)
//!   and a sealed (source, connection) hello; a connection that fails it is
//!   refused and counted (`ShuffleReport::refused_connections`) and takes no
//!   peer's place. The batches themselves carry no MAC (as in cluster shuffles
//!   without encryption: the cost would be the baseline's); the listener binds
//!   the worker's own data address, not every address;
//! * **connections first**: a worker sends nothing before all its peers have
//!   connected to it. Otherwise the first worker to start fills its uplink's
//!   queue and the others' handshakes and ACKs wait behind it (on the
//!   testbed's deep tbf queues that delayed their start by up to the queue's
//!   drain time; docs/EXPERIMENTS.md).
//!
//! Plan (left-deep, T joins): stage s joins the running relation (the fact
//! table for s = 0, A ⋈ T_0 … T_{s−1} after) with dimension table s, both
//! hash-partitioned on the join key with [`shuffle_node`] (so the paper's
//! 80/13/5/2 skew lands on the nodes as generated). Dimension tables are
//! shuffled up front, overlapped with the fact shuffle. Intermediate tuples
//! are `probe ‖ v_0 ‖ … ‖ v_s`, so the result has the switch's RESULT layout.
//! Results stay on the workers (as in the paper's baseline); the coordinator
//! fetches them only to check them.

use crate::auth::{self, DeadlineStream, Secret, WireError, MAC_LEN};
use crate::ctl::{on_all, AgentConn, Reply, Request};
pub use crate::ctl::{ShuffleParams, ShuffleReport, StageReport};
use anyhow::{anyhow, bail, Context, Result};
use netjoin_host::star::shuffle_node;
use netjoin_host::StarJoinInput;
use netjoin_proto::hash::key_to_u64;
use netjoin_proto::Signature;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::io::{BufReader, BufWriter, ErrorKind, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{sync_channel, SyncSender};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// Port of the baseline's data connections in every worker namespace.
pub const SHUFFLE_PORT: u16 = 7710;

// ---------------------------------------------------------------- wire format

const MAGIC: u8 = 0x53;
const SIDE_BUILD: u8 = 0;
const SIDE_PROBE: u8 = 1;
const HDR: usize = 12;

fn header(stage: u8, side: u8, end: bool, tuples: u32, len: u32) -> [u8; HDR] {
    let mut h = [0u8; HDR];
    h[0] = MAGIC;
    h[1] = stage;
    h[2] = side;
    h[3] = end as u8;
    h[4..8].copy_from_slice(&tuples.to_be_bytes());
    h[8..12].copy_from_slice(&len.to_be_bytes());
    h
}

enum Msg {
    Batch {
        stage: u8,
        side: u8,
        tuples: u32,
        data: Vec<u8>,
    },
    End {
        stage: u8,
        side: u8,
    },
}

// ---------------------------------------------------------------- inbox

#[derive(Default)]
struct Side {
    bufs: Vec<Vec<u8>>,
    ends: usize,
    tuples: u64,
}

struct InboxState {
    /// [stage][side]
    sides: Vec<[Side; 2]>,
    error: Option<String>,
    bytes: u64,
}

/// What has arrived for every stage, from peers and from ourselves.
struct Inbox {
    st: Mutex<InboxState>,
    cv: Condvar,
    /// ENDs expected per (stage, side): one per remote connection plus our own.
    expected_ends: usize,
}

impl Inbox {
    fn new(stages: usize, expected_ends: usize) -> Inbox {
        Inbox {
            st: Mutex::new(InboxState {
                sides: (0..stages)
                    .map(|_| [Side::default(), Side::default()])
                    .collect(),
                error: None,
                bytes: 0,
            }),
            cv: Condvar::new(),
            expected_ends,
        }
    }
    fn push(&self, stage: u8, side: u8, tuples: u32, data: Vec<u8>, remote: bool) {
        let mut g = self.st.lock().unwrap();
        if remote {
            g.bytes += data.len() as u64;
        }
        match g.sides.get_mut(stage as usize) {
            Some(s) => {
                let s = &mut s[side as usize & 1];
                s.tuples += tuples as u64;
                s.bufs.push(data);
            }
            None => g.error = Some(format!("batch for stage {stage}, which does not exist")),
        }
    }
    fn end(&self, stage: u8, side: u8) {
        let mut g = self.st.lock().unwrap();
        if let Some(s) = g.sides.get_mut(stage as usize) {
            s[side as usize & 1].ends += 1;
        }
        self.cv.notify_all();
    }
    fn fail(&self, e: String) {
        let mut g = self.st.lock().unwrap();
        g.error.get_or_insert(e);
        self.cv.notify_all();
    }
    /// Waits for every END of `stage` (both sides) and takes its buffers.
    fn take(&self, stage: usize, timeout: Duration) -> Result<[Side; 2]> {
        let t0 = Instant::now();
        let mut g = self.st.lock().unwrap();
        loop {
            if let Some(e) = &g.error {
                bail!("shuffle: {e}");
            }
            let s = &g.sides[stage];
            if s[0].ends >= self.expected_ends && s[1].ends >= self.expected_ends {
                let s = &mut g.sides[stage];
                return Ok([std::mem::take(&mut s[0]), std::mem::take(&mut s[1])]);
            }
            let left = timeout
                .checked_sub(t0.elapsed())
                .ok_or_else(|| anyhow!("shuffle: stage {stage} incomplete after {timeout:?}"))?;
            g = self.cv.wait_timeout(g, left).unwrap().0;
        }
    }
}

/// Reads one incoming (authenticated) connection until EOF, checking
/// per-(stage, side) counts; batches of more than `max_batch` bytes are refused.
fn receive(mut r: BufReader<DeadlineStream>, inbox: Arc<Inbox>, max_batch: usize) {
    let mut counts: HashMap<(u8, u8), u64> = HashMap::new();
    loop {
        let mut h = [0u8; HDR];
        match r.read_exact(&mut h) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => return,
            Err(e) => return inbox.fail(format!("receiving: {e}")),
        }
        if h[0] != MAGIC {
            return inbox.fail("bad message magic".into());
        }
        let (stage, side, end) = (h[1], h[2], h[3] != 0);
        let tuples = u32::from_be_bytes([h[4], h[5], h[6], h[7]]);
        let len = u32::from_be_bytes([h[8], h[9], h[10], h[11]]) as usize;
        let c = counts.entry((stage, side)).or_default();
        if end {
            if *c != tuples as u64 {
                return inbox.fail(format!(
                    "stage {stage} side {side}: END says {tuples} tuples, {c} arrived on the connection"
                ));
            }
            inbox.end(stage, side);
            continue;
        }
        if len > max_batch {
            return inbox.fail(format!(
                "a batch of {len} B, more than the {max_batch} B a peer sends"
            ));
        }
        let mut data = vec![0u8; len];
        if let Err(e) = r.read_exact(&mut data) {
            return inbox.fail(format!("receiving a batch: {e}"));
        }
        *c += tuples as u64;
        inbox.push(stage, side, tuples, data, true);
    }
}

/// Writes queued messages to one outgoing connection.
fn send_loop(conn: TcpStream, rx: std::sync::mpsc::Receiver<Msg>, inbox: Arc<Inbox>) -> (u64, u64) {
    let mut w = BufWriter::with_capacity(64 << 10, conn);
    let mut counts: HashMap<(u8, u8), u32> = HashMap::new();
    let (mut bytes, mut msgs) = (0u64, 0u64);
    let mut ok = true;
    for m in rx {
        if !ok {
            continue;
        }
        let r = match m {
            Msg::Batch {
                stage,
                side,
                tuples,
                data,
            } => {
                *counts.entry((stage, side)).or_default() += tuples;
                bytes += data.len() as u64;
                msgs += 1;
                w.write_all(&header(stage, side, false, tuples, data.len() as u32))
                    .and_then(|_| w.write_all(&data))
            }
            Msg::End { stage, side } => {
                let n = counts.get(&(stage, side)).copied().unwrap_or(0);
                w.write_all(&header(stage, side, true, n, 0))
                    .and_then(|_| w.flush())
            }
        };
        if let Err(e) = r {
            inbox.fail(format!("sending: {e}"));
            ok = false;
        }
    }
    let _ = w.flush();
    if let Ok(c) = w.into_inner() {
        let _ = c.shutdown(std::net::Shutdown::Write);
    }
    (bytes, msgs)
}

// ---------------------------------------------------------------- partitioner

/// Per-destination batch buffers of one (stage, side); full batches are moved
/// to the destination's sender threads (or, for ourselves, into the inbox).
struct Partitioner<'a> {
    stage: u8,
    side: u8,
    n: usize,
    me: usize,
    batch: usize,
    bufs: Vec<Vec<u8>>,
    tuples: Vec<u32>,
    rr: Vec<usize>,
    senders: &'a [Vec<SyncSender<Msg>>],
    inbox: &'a Inbox,
}

impl<'a> Partitioner<'a> {
    fn new(
        stage: usize,
        side: u8,
        width: usize,
        p: &ShuffleParams,
        senders: &'a [Vec<SyncSender<Msg>>],
        inbox: &'a Inbox,
    ) -> Self {
        let n = p.peers.len();
        let batch = (p.batch_bytes / width).max(1) * width;
        Partitioner {
            stage: stage as u8,
            side,
            n,
            me: p.me,
            batch,
            bufs: (0..n).map(|_| Vec::with_capacity(batch)).collect(),
            tuples: vec![0; n],
            rr: vec![0; n],
            senders,
            inbox,
        }
    }
    #[inline]
    fn push(&mut self, key: u64, parts: &[&[u8]]) {
        let d = shuffle_node(key, self.n);
        let b = &mut self.bufs[d];
        for p in parts {
            b.extend_from_slice(p);
        }
        self.tuples[d] += 1;
        if b.len() >= self.batch {
            self.flush(d);
        }
    }
    fn flush(&mut self, d: usize) {
        if self.tuples[d] == 0 {
            return;
        }
        let data = std::mem::replace(&mut self.bufs[d], Vec::with_capacity(self.batch));
        let tuples = std::mem::take(&mut self.tuples[d]);
        if d == self.me {
            self.inbox.push(self.stage, self.side, tuples, data, false);
        } else {
            let c = self.rr[d];
            self.rr[d] = (c + 1) % self.senders[d].len();
            // A closed queue means its sender failed; the inbox holds the error.
            let _ = self.senders[d][c].send(Msg::Batch {
                stage: self.stage,
                side: self.side,
                tuples,
                data,
            });
        }
    }
    fn finish(mut self) {
        for d in 0..self.n {
            self.flush(d);
            if d != self.me {
                for s in &self.senders[d] {
                    let _ = s.send(Msg::End {
                        stage: self.stage,
                        side: self.side,
                    });
                }
            }
        }
        self.inbox.end(self.stage, self.side);
    }
}

// ---------------------------------------------------------------- hash table

/// Multiplicative hashing of u64 keys (the keys are already well mixed).
#[derive(Default)]
struct KeyHasher(u64);
impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u64(&mut self, k: u64) {
        self.0 = (k ^ (k >> 29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// A chained hash table over slices of the received buffers (duplicates kept).
struct Table<'a> {
    head: HashMap<u64, u32, BuildHasherDefault<KeyHasher>>,
    next: Vec<u32>,
    vals: Vec<&'a [u8]>,
}

const NIL: u32 = u32::MAX;

impl<'a> Table<'a> {
    fn build(bufs: &'a [Vec<u8>], k: usize, w: usize, rows: usize) -> Table<'a> {
        let mut t = Table {
            head: HashMap::with_capacity_and_hasher(rows, Default::default()),
            next: Vec::with_capacity(rows),
            vals: Vec::with_capacity(rows),
        };
        for b in bufs {
            for tup in b.chunks_exact(w) {
                let i = t.vals.len() as u32;
                let key = key_to_u64(&tup[..k]);
                let prev = t.head.insert(key, i).unwrap_or(NIL);
                t.next.push(prev);
                t.vals.push(&tup[k..]);
            }
        }
        t
    }
}

// ---------------------------------------------------------------- one worker

/// CPU seconds (user + system) of the calling thread.
pub fn thread_cpu_s() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes the timespec we pass; the clock always exists on Linux.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 / 1e9
}

/// CPU seconds (user + system) of this process so far.
pub fn process_cpu_s() -> f64 {
    // SAFETY: getrusage fills the struct we pass.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) };
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    tv(ru.ru_utime) + tv(ru.ru_stime)
}

/// Runs this worker's part of the shuffle join among peers in this process
/// (threads on loopback): the connections authenticate with a secret made
/// for the process. Agents use [`run_worker_with`] and the cluster's secret.
pub fn run_worker(
    sig: &Signature,
    dims: &[Vec<u8>],
    fact: &[u8],
    p: &ShuffleParams,
) -> Result<(ShuffleReport, Vec<u8>)> {
    run_worker_with(sig, dims, fact, p, Secret::process_local()?)
}

/// Grace time of a data connection's handshake.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// The listening side of a data connection: the handshake and the sealed hello.
fn accept_peer(c: TcpStream, secret: &Secret) -> Result<BufReader<DeadlineStream>, WireError> {
    c.set_nonblocking(false)?;
    c.set_nodelay(true)?;
    let mut w = c.try_clone()?;
    w.set_write_timeout(Some(HANDSHAKE_TIMEOUT))?;
    let mut r = BufReader::with_capacity(
        64 << 10,
        DeadlineStream::new(c, Some(Instant::now() + HANDSHAKE_TIMEOUT)),
    );
    let res = (|| {
        let mut sess = auth::server_handshake(&mut r, &mut w, secret, auth::ROLE_SHUFFLE)?;
        let mut hello = [0u8; 4 + MAC_LEN];
        r.read_exact(&mut hello)?;
        sess.verify(&hello[..4], &hello[4..])
    })();
    if let Err(e) = res {
        if !matches!(e, WireError::Closed) {
            auth::refuse(&mut w, &e.to_string());
        }
        return Err(e);
    }
    r.get_mut().clear_deadline()?;
    w.set_write_timeout(None)?;
    Ok(r)
}

/// The connecting side of a data connection: the handshake and the sealed hello.
fn connect_peer(addr: &str, secret: &Secret, hello: [u8; 4]) -> Result<TcpStream> {
    let s = connect_retry(addr, Duration::from_secs(10))?;
    s.set_nodelay(true)?;
    let mut r = BufReader::new(DeadlineStream::new(
        s.try_clone()?,
        Some(Instant::now() + HANDSHAKE_TIMEOUT),
    ));
    let mut w = &s;
    let mut sess = auth::client_handshake(&mut r, &mut w, secret, auth::ROLE_SHUFFLE)
        .map_err(|e| anyhow!("shuffle: authenticating to {addr}: {e}"))?;
    let mac = sess.seal(&hello);
    w.write_all(&hello)?;
    w.write_all(&mac)?;
    s.set_read_timeout(None)?;
    Ok(s)
}

/// Listens on this worker's own data address (`ip:port`), or on every
/// address if that one is not ours (peers that reach us through NAT).
fn bind_own(addr: &str) -> Result<TcpListener> {
    match TcpListener::bind(addr) {
        Ok(l) => Ok(l),
        Err(e) if e.kind() == ErrorKind::AddrNotAvailable => {
            let any = format!("0.0.0.0:{}", addr.rsplit(':').next().unwrap_or("7710"));
            TcpListener::bind(&any).with_context(|| {
                format!("shuffle: listening on {any} ({addr} is not an address of this host)")
            })
        }
        Err(e) => Err(e).with_context(|| format!("shuffle: listening on {addr}")),
    }
}

/// Sets a flag when dropped (stops the acceptor however `run_worker_with` ends).
struct SetOnDrop(Arc<AtomicBool>);
impl Drop for SetOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::SeqCst);
    }
}

/// Runs this worker's part of the shuffle join. `dims[t]` and `fact` are this
/// worker's partitions; every data connection authenticates with `secret`.
/// Returns the report and this worker's result tuples.
pub fn run_worker_with(
    sig: &Signature,
    dims: &[Vec<u8>],
    fact: &[u8],
    p: &ShuffleParams,
    secret: &Secret,
) -> Result<(ShuffleReport, Vec<u8>)> {
    let t0 = Instant::now();
    let cpu0 = process_cpu_s();
    let (k, v, tn, n) = (sig.k(), sig.v(), sig.t(), p.peers.len());
    if p.me >= n || p.conns == 0 {
        bail!("shuffle: worker {} of {n}, {} connections", p.me, p.conns);
    }
    if dims.len() < tn {
        bail!(
            "shuffle: {} dimension partitions for {tn} tables",
            dims.len()
        );
    }
    let conns = p.conns;
    let remote_conns = conns * (n - 1);
    let inbox = Arc::new(Inbox::new(tn, remote_conns + 1));

    // Incoming connections: each authenticates, then names itself with a
    // sealed (source, connection) as 2 × u16. A connection that fails is
    // refused and counted; the acceptor waits on for the real peers.
    let listener = bind_own(&p.peers[p.me])?;
    listener.set_nonblocking(true)?;
    let refused = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let _stop_acceptor = SetOnDrop(stop.clone());
    let max_batch = p.batch_bytes.max(64 << 10) * 2;
    let (accepted_tx, accepted) = std::sync::mpsc::channel::<()>();
    let acceptor = {
        let (inbox, refused, stop, secret) =
            (inbox.clone(), refused.clone(), stop.clone(), secret.clone());
        std::thread::spawn(
            move || -> Vec<(std::thread::JoinHandle<()>, Arc<AtomicBool>)> {
                let mut hs = Vec::new();
                let authenticated = Arc::new(AtomicUsize::new(0));
                while !stop.load(Ordering::SeqCst)
                    && authenticated.load(Ordering::SeqCst) < remote_conns
                {
                    match listener.accept() {
                        Ok((c, _)) => {
                            let (inbox, refused, secret, tx, n) = (
                                inbox.clone(),
                                refused.clone(),
                                secret.clone(),
                                accepted_tx.clone(),
                                authenticated.clone(),
                            );
                            let ok = Arc::new(AtomicBool::new(false));
                            let ok2 = ok.clone();
                            hs.push((
                                std::thread::spawn(move || match accept_peer(c, &secret) {
                                    Ok(r) => {
                                        ok2.store(true, Ordering::SeqCst);
                                        n.fetch_add(1, Ordering::SeqCst);
                                        let _ = tx.send(());
                                        receive(r, inbox, max_batch)
                                    }
                                    Err(e) => {
                                        refused.fetch_add(1, Ordering::SeqCst);
                                        eprintln!("shuffle: refused a data connection: {e}");
                                    }
                                }),
                                ok,
                            ));
                        }
                        Err(e)
                            if e.kind() == ErrorKind::WouldBlock
                                || e.kind() == ErrorKind::Interrupted =>
                        {
                            std::thread::sleep(Duration::from_millis(1))
                        }
                        Err(_) => std::thread::sleep(Duration::from_millis(10)),
                    }
                }
                hs
            },
        )
    };
    // Outgoing connections and their sender threads.
    let mut senders: Vec<Vec<SyncSender<Msg>>> = (0..n).map(|_| Vec::new()).collect();
    let mut send_threads = Vec::new();
    for (d, addr) in p.peers.iter().enumerate() {
        if d == p.me {
            continue;
        }
        for c in 0..conns {
            let mut hello = [0u8; 4];
            hello[..2].copy_from_slice(&(p.me as u16).to_be_bytes());
            hello[2..].copy_from_slice(&(c as u16).to_be_bytes());
            let s = connect_peer(addr, secret, hello)?;
            let (tx, rx) = sync_channel(p.queue.max(1));
            senders[d].push(tx);
            let inbox = inbox.clone();
            send_threads.push(std::thread::spawn(move || send_loop(s, rx, inbox)));
        }
    }

    // Connection barrier: send nothing before every peer has connected to us.
    // Otherwise the first worker to start fills its uplink's queue, and the
    // handshakes (and ACKs) of the others wait behind it (bufferbloat), which
    // delays their start by the queue's drain time (docs/EXPERIMENTS.md).
    for _ in 0..remote_conns {
        if accepted.recv_timeout(Duration::from_secs(10)).is_err() {
            bail!(
                "shuffle: worker {}: not every peer connected within 10 s",
                p.me
            );
        }
    }

    // Dimension tables and the fact table, partitioned while the senders send.
    let bw = sig.build_width();
    for (t, d) in dims.iter().enumerate().take(tn) {
        let mut part = Partitioner::new(t, SIDE_BUILD, bw, p, &senders, &inbox);
        for tup in d.chunks_exact(bw) {
            part.push(key_to_u64(&tup[..k]), &[tup]);
        }
        part.finish();
    }
    {
        let pw = sig.probe_width();
        let mut part = Partitioner::new(0, SIDE_PROBE, pw, p, &senders, &inbox);
        for tup in fact.chunks_exact(pw) {
            part.push(key_to_u64(&tup[..k]), &[tup]);
        }
        part.finish();
    }

    let timeout = Duration::from_secs(600);
    let mut rep = ShuffleReport::default();
    let mut results = Vec::new();
    for s in 0..tn {
        let ts = Instant::now();
        let [build, probe] = inbox.take(s, timeout)?;
        let wait_s = ts.elapsed().as_secs_f64();
        let (tj, cj) = (Instant::now(), thread_cpu_s());
        let in_w = sig.probe_width() + s * v;
        let table = Table::build(&build.bufs, k, bw, build.tuples as usize);
        let build_cpu_s = thread_cpu_s() - cj;
        let mut out = 0u64;
        if s + 1 < tn {
            let mut part = Partitioner::new(s + 1, SIDE_PROBE, in_w + v, p, &senders, &inbox);
            for b in &probe.bufs {
                for tup in b.chunks_exact(in_w) {
                    let mut i = table
                        .head
                        .get(&key_to_u64(&tup[s * k..(s + 1) * k]))
                        .copied()
                        .unwrap_or(NIL);
                    while i != NIL {
                        part.push(
                            key_to_u64(&tup[(s + 1) * k..(s + 2) * k]),
                            &[tup, table.vals[i as usize]],
                        );
                        out += 1;
                        i = table.next[i as usize];
                    }
                }
            }
            part.finish();
        } else {
            results.reserve(probe.tuples as usize * (in_w + v));
            for b in &probe.bufs {
                for tup in b.chunks_exact(in_w) {
                    let mut i = table
                        .head
                        .get(&key_to_u64(&tup[s * k..(s + 1) * k]))
                        .copied()
                        .unwrap_or(NIL);
                    while i != NIL {
                        results.extend_from_slice(tup);
                        results.extend_from_slice(table.vals[i as usize]);
                        out += 1;
                        i = table.next[i as usize];
                    }
                }
            }
        }
        rep.stages.push(StageReport {
            wait_s,
            join_s: tj.elapsed().as_secs_f64(),
            join_cpu_s: thread_cpu_s() - cj,
            build_cpu_s,
            build_tuples: build.tuples,
            probe_tuples: probe.tuples,
            out_tuples: out,
        });
    }
    drop(senders);
    for h in send_threads {
        let (b, m) = h
            .join()
            .map_err(|_| anyhow!("shuffle: a sender thread panicked"))?;
        rep.bytes_sent += b;
        rep.messages_sent += m;
    }
    // Receivers end when the peers close their connections (after their last
    // stage); a stranger's handshake still pending is left to its deadline.
    let receivers = acceptor
        .join()
        .map_err(|_| anyhow!("shuffle: the acceptor panicked"))?;
    for (h, authenticated) in receivers {
        if authenticated.load(Ordering::SeqCst) {
            let _ = h.join();
        }
    }
    rep.refused_connections = refused.load(Ordering::SeqCst);
    let g = inbox.st.lock().unwrap();
    if let Some(e) = &g.error {
        bail!("shuffle: {e}");
    }
    rep.bytes_received = g.bytes;
    rep.result_tuples = (results.len() / sig.result_width()) as u64;
    rep.elapsed_s = t0.elapsed().as_secs_f64();
    rep.cpu_s = process_cpu_s() - cpu0;
    Ok((rep, results))
}

fn connect_retry(addr: &str, timeout: Duration) -> Result<TcpStream> {
    let t0 = Instant::now();
    loop {
        match TcpStream::connect(addr) {
            Ok(s) => return Ok(s),
            Err(_) if t0.elapsed() < timeout => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(e).with_context(|| format!("shuffle: connecting to {addr}")),
        }
    }
}

// ---------------------------------------------------------------- coordinator

/// How to run the baseline.
#[derive(Clone, Debug)]
pub struct ShuffleOptions {
    pub prefix: String,
    /// Binary with the `agent` subcommand; default: the current executable.
    pub exe: Option<std::path::PathBuf>,
    pub conns: usize,
    pub batch_bytes: usize,
    pub queue: usize,
    /// Fetch the results from the workers (for checking; not timed).
    pub fetch_results: bool,
    pub log_dir: Option<std::path::PathBuf>,
}

impl Default for ShuffleOptions {
    fn default() -> Self {
        ShuffleOptions {
            prefix: "nj".into(),
            exe: None,
            conns: 2,
            batch_bytes: 256 << 10,
            queue: 4,
            fetch_results: true,
            log_dir: None,
        }
    }
}

/// Outcome of a baseline run.
#[derive(Clone, Debug, Default)]
pub struct ShuffleOutput {
    /// RESULT-layout tuples of every worker (empty unless fetched).
    pub results: Vec<u8>,
    pub result_rows: u64,
    /// Wall time of the join at the coordinator: from the start command to the last worker's reply.
    pub elapsed_s: f64,
    pub workers: Vec<ShuffleReport>,
    /// When the join started and ended at the coordinator.
    pub window: Option<(Instant, Instant)>,
}

impl ShuffleOutput {
    pub fn bytes_sent(&self) -> u64 {
        self.workers.iter().map(|w| w.bytes_sent).sum()
    }
    pub fn cpu_s(&self) -> f64 {
        self.workers.iter().map(|w| w.cpu_s).sum()
    }
}

/// Loads the partitions into the agents at `agents` and runs the shuffle join among them.
pub fn run_shuffle_cluster(
    input: &StarJoinInput,
    agents: &[String],
    data_addrs: &[String],
    secret: &Secret,
    opts: &ShuffleOptions,
) -> Result<ShuffleOutput> {
    input.validate()?;
    let sig = input.signature;
    let n = input.workers;
    if agents.len() != n || data_addrs.len() != n {
        bail!("{} agents for {n} partitions", agents.len());
    }
    let mut conns = Vec::new();
    for a in agents {
        conns.push(AgentConn::connect(a, secret, Duration::from_secs(10))?);
    }
    for r in on_all(&mut conns, |w, a| {
        for (t, d) in input.dims.iter().enumerate() {
            a.load(Some(t as u8), &d[w])?;
        }
        a.load(None, &input.fact[w])
    }) {
        r?;
    }
    let t0 = Instant::now();
    let reps = on_all(&mut conns, |w, a| {
        let mut p = ShuffleParams::new(&sig, w, data_addrs.to_vec());
        p.conns = opts.conns;
        p.batch_bytes = opts.batch_bytes;
        p.queue = opts.queue;
        match a.call(&Request::ShuffleJoin(p))? {
            Reply::Shuffled(r) => Ok(r),
            Reply::Error { kind, message } => bail!("agent {w}: {kind}: {message}"),
            r => bail!("agent {w}: unexpected reply {r:?}"),
        }
    });
    let elapsed_s = t0.elapsed().as_secs_f64();
    let mut out = ShuffleOutput {
        elapsed_s,
        window: Some((t0, Instant::now())),
        ..Default::default()
    };
    for r in reps {
        out.workers.push(r?);
    }
    out.result_rows = out.workers.iter().map(|w| w.result_tuples).sum();
    if opts.fetch_results {
        for r in on_all(&mut conns, |_, a| a.fetch_result()) {
            out.results.extend_from_slice(&r?);
        }
    }
    for a in conns.iter_mut() {
        let _ = a.call(&Request::Shutdown);
    }
    Ok(out)
}

/// Runs the baseline on the namespace testbed `opts.prefix`: one agent per
/// worker namespace, data over the bridge.
pub fn run_shuffle_on_testbed(
    input: &StarJoinInput,
    opts: &ShuffleOptions,
) -> Result<ShuffleOutput> {
    crate::testbed::require_root("the shuffle baseline on the testbed")?;
    let tb = crate::testbed::load_state(&opts.prefix)
        .ok_or_else(|| anyhow!("testbed `{}` is not up", opts.prefix))?;
    if tb.workers != input.workers {
        bail!(
            "testbed `{}` has {} workers, the query has {} partitions",
            opts.prefix,
            tb.workers,
            input.workers
        );
    }
    let exe = match &opts.exe {
        Some(p) => p.clone(),
        None => std::env::current_exe()?,
    };
    let dir = opts.log_dir.clone().unwrap_or_else(std::env::temp_dir);
    let mut procs = Vec::new();
    for w in 0..tb.workers {
        procs.push(crate::testbed::spawn_agent(
            &tb,
            w,
            &exe,
            &dir.join(format!("netjoin-{}-shuffle-agent{w}.log", opts.prefix)),
        )?);
    }
    let agents: Vec<String> = (0..tb.workers).map(|w| tb.agent_addr(w)).collect();
    let data: Vec<String> = (0..tb.workers)
        .map(|w| format!("{}:{SHUFFLE_PORT}", tb.worker_ip(w)))
        .collect();
    let secret = crate::testbed::secret(&opts.prefix)?;
    let r = run_shuffle_cluster(input, &agents, &data, &secret, opts);
    drop(procs);
    r
}

impl AgentConn {
    /// Fetches the result tuples of the last shuffle join.
    pub fn fetch_result(&mut self) -> Result<Vec<u8>> {
        self.send(&Request::FetchResult)?;
        match self.recv()? {
            Reply::Blob { bytes } => self.read_raw(bytes),
            Reply::Error { kind, message } => bail!("agent {}: {kind}: {message}", self.addr),
            r => bail!("agent {}: unexpected reply {r:?}", self.addr),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use netjoin_host::reference::{compare, star_join};
    use netjoin_host::star::{generate, Skew, StarSpec};

    /// The whole join among threads on loopback (no namespaces, no root).
    fn loopback(spec: &StarSpec, sig: &str, conns: usize, batch: usize, base_port: u16) {
        let sig = Signature::parse_id(sig).unwrap();
        let input = generate(&sig, spec);
        let peers: Vec<String> = (0..spec.workers)
            .map(|w| format!("127.0.0.1:{}", base_port + w as u16))
            .collect();
        let outs: Vec<(ShuffleReport, Vec<u8>)> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..spec.workers)
                .map(|w| {
                    let (input, peers) = (&input, peers.clone());
                    s.spawn(move || {
                        let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d[w].clone()).collect();
                        let mut p = ShuffleParams::new(&input.signature, w, peers);
                        p.conns = conns;
                        p.batch_bytes = batch;
                        run_worker(&input.signature, &dims, &input.fact[w], &p).unwrap()
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let got: Vec<u8> = outs.iter().flat_map(|o| o.1.iter().copied()).collect();
        let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
        let want = star_join(&sig, &dims, &input.fact.concat());
        assert!(!want.is_empty());
        assert_eq!(compare(&got, &want, sig.result_width()), None);
        let sent: u64 = outs.iter().map(|o| o.0.bytes_sent).sum();
        let recv: u64 = outs.iter().map(|o| o.0.bytes_received).sum();
        assert_eq!(sent, recv, "every byte sent is received");
        assert!(sent > 0);
    }

    #[test]
    fn loopback_shuffle_join_equals_the_reference() {
        let spec = StarSpec {
            fact_rows: 30_000,
            dim_rows: 2_000,
            workers: 4,
            ..StarSpec::default()
        };
        loopback(&spec, "k8v8t3", 2, 4096, 27100);
    }

    #[test]
    fn loopback_shuffle_join_exact_with_duplicates_skew_and_one_connection() {
        let spec = StarSpec {
            fact_rows: 20_000,
            dim_rows: 1_000,
            workers: 3,
            duplicate_rows: 50,
            skew: Skew::Zipf(1.1),
            ..StarSpec::default()
        };
        loopback(&spec, "k4v16t2", 1, 1000, 27120);
        let spec = StarSpec {
            fact_rows: 20_000,
            dim_rows: 1_000,
            workers: 4,
            skew: Skew::Paper,
            ..StarSpec::default()
        };
        loopback(&spec, "k8v8t1", 3, 100_000, 27140);
    }
}
