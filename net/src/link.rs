//! Raw Ethernet on AF_PACKET sockets (Linux), in batches.
//!
//! The socket is opened by us, bound to one interface, and tuned:
//! `PACKET_IGNORE_OUTGOING` (a node never receives its own transmissions),
//! promiscuous mode, and large kernel buffers so bursts are queued rather
//! than dropped. Frames are received with `recvmmsg` into a fixed set of
//! [`BATCH`] reused buffers and sent with `sendmmsg` straight from the
//! caller's slices: one system call per batch, no allocation per frame.
//! pnet is kept for interface lookup.
//!
//! A memory-mapped `TPACKET_V2` receive ring was tried in place of
//! `recvmmsg` and measured slower on the testbed (docs/PERFORMANCE.md,
//! *Tried and rejected*): on veth the sender's CPU
//! delivers each frame into the receiving socket, so a ring moves the copy
//! from the reader onto the sender, and the sender is switchd, which bounds
//! the path.

use anyhow::{anyhow, bail, Context, Result};
use netjoin_proto::Mac;
use pnet_datalink::NetworkInterface;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::io::ErrorKind;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

const PACKET_IGNORE_OUTGOING: libc::c_int = 23;
const PACKET_ADD_MEMBERSHIP: libc::c_int = 1;
const PACKET_MR_PROMISC: libc::c_ushort = 1;

/// Frames per `recvmmsg` / `sendmmsg` call.
pub const BATCH: usize = 64;
/// How long a receiver that waited for its first frame lets more arrive
/// before it takes the batch ([`LinkRx::recv_batch`]).
pub const RX_COALESCE: Duration = Duration::from_micros(100);
/// Receive buffer per frame: a 9000-byte jumbo frame and its header fit.
const SLOT: usize = 9216;

/// `struct packet_mreq` of linux/if_packet.h.
#[repr(C)]
struct PacketMreq {
    mr_ifindex: libc::c_int,
    mr_type: libc::c_ushort,
    mr_alen: libc::c_ushort,
    mr_address: [u8; 8],
}

pub fn find_interface(name: &str) -> Result<NetworkInterface> {
    pnet_datalink::interfaces()
        .into_iter()
        .find(|i| i.name == name)
        .ok_or_else(|| anyhow!("no network interface `{name}` in this namespace"))
}

/// The MAC of an interface.
pub fn interface_mac(name: &str) -> Result<Mac> {
    let i = find_interface(name)?;
    let m = i
        .mac
        .ok_or_else(|| anyhow!("interface `{name}` has no MAC address"))?;
    Ok(Mac(m.octets()))
}

fn setsockopt_int(fd: libc::c_int, level: libc::c_int, name: libc::c_int, v: libc::c_int) -> bool {
    // SAFETY: passes a valid pointer to an int of the stated size.
    unsafe {
        libc::setsockopt(
            fd,
            level,
            name,
            &v as *const libc::c_int as *const libc::c_void,
            std::mem::size_of::<libc::c_int>() as libc::socklen_t,
        ) == 0
    }
}

fn errno() -> i32 {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// Sending half of a raw link.
pub struct LinkTx {
    fd: Arc<OwnedFd>,
    pub frames: u64,
    pub bytes: u64,
    /// Frames the kernel refused (e.g. the qdisc queue was full): lost, like on a wire.
    pub errors: u64,
}

impl LinkTx {
    /// Sends one frame; a refused frame counts as lost and returns false.
    pub fn send(&mut self, frame: &[u8]) -> bool {
        self.send_many(std::iter::once(frame)) == 1
    }

    /// Sends `frames` in order, [`BATCH`] per system call; returns how many
    /// the kernel took (a refused frame is lost and counted in `errors`).
    pub fn send_many<'a>(&mut self, frames: impl IntoIterator<Item = &'a [u8]>) -> u64 {
        // SAFETY: iovec and mmsghdr are plain C structs for which all-zero is valid.
        let mut iov: [libc::iovec; BATCH] = unsafe { std::mem::zeroed() };
        let mut k = 0;
        let mut sent = 0;
        for f in frames {
            iov[k] = libc::iovec {
                iov_base: f.as_ptr() as *mut libc::c_void,
                iov_len: f.len(),
            };
            k += 1;
            if k == BATCH {
                sent += self.flush(&mut iov[..k]);
                k = 0;
            }
        }
        if k > 0 {
            sent += self.flush(&mut iov[..k]);
        }
        sent
    }

    /// One `sendmmsg` per call (more if the kernel takes only part), retried
    /// while the socket would block; the frames' slices outlive the call.
    fn flush(&mut self, iov: &mut [libc::iovec]) -> u64 {
        let k = iov.len();
        // SAFETY: as above, all-zero is a valid mmsghdr.
        let mut hdr: [libc::mmsghdr; BATCH] = unsafe { std::mem::zeroed() };
        for (h, v) in hdr.iter_mut().zip(iov.iter_mut()) {
            h.msg_hdr.msg_iov = v as *mut libc::iovec;
            h.msg_hdr.msg_iovlen = 1;
        }
        let mut done = 0;
        let mut sent = 0;
        while done < k {
            // SAFETY: hdr[done..k] are initialised headers, each pointing at one
            // iovec of a slice borrowed for the whole call; the fd is open.
            let r = unsafe {
                libc::sendmmsg(
                    self.fd.as_raw_fd(),
                    hdr[done..k].as_mut_ptr(),
                    (k - done) as libc::c_uint,
                    0,
                )
            };
            if r > 0 {
                for v in &iov[done..done + r as usize] {
                    self.frames += 1;
                    self.bytes += v.iov_len as u64;
                }
                sent += r as u64;
                done += r as usize;
                continue;
            }
            match errno() {
                libc::EAGAIN | libc::EINTR => std::thread::yield_now(),
                _ => {
                    // The first frame of the rest was refused (ENOBUFS: the queue is full).
                    self.errors += 1;
                    done += 1;
                }
            }
        }
        sent
    }
}

/// Receiving half of a raw link: [`BATCH`] reused frame buffers.
pub struct LinkRx {
    fd: Arc<OwnedFd>,
    buf: Vec<u8>,
    lens: [usize; BATCH],
    /// Frames in the buffers, and how many of them [`LinkRx::recv`] has handed out.
    n: usize,
    pos: usize,
    timeout: Duration,
    /// Frames longer than a buffer, dropped.
    pub truncated: u64,
}

impl LinkRx {
    /// Next frame, or None after the read timeout (set at open). Receives a
    /// batch when the last one is used up.
    pub fn recv(&mut self) -> Result<Option<&[u8]>> {
        if self.pos >= self.n {
            self.recv_batch(self.timeout)?;
            if self.n == 0 {
                return Ok(None);
            }
        }
        self.pos += 1;
        Ok(Some(self.frame(self.pos - 1)))
    }

    /// Receives up to [`BATCH`] frames, waiting at most `timeout` for the
    /// first; returns how many ([`LinkRx::frame`] reads them). One system
    /// call when frames are waiting.
    pub fn recv_batch(&mut self, timeout: Duration) -> Result<usize> {
        self.n = 0;
        self.pos = 0;
        let mut r = self.recvmmsg()?;
        if r == 0 {
            let mut p = libc::pollfd {
                fd: self.fd.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            };
            let ts = libc::timespec {
                tv_sec: timeout.as_secs() as libc::time_t,
                tv_nsec: timeout.subsec_nanos() as libc::c_long,
            };
            // SAFETY: one valid pollfd, a valid timespec, no signal mask.
            let k = unsafe { libc::ppoll(&mut p, 1, &ts, std::ptr::null()) };
            if k <= 0 {
                return match errno() {
                    _ if k == 0 => Ok(0),
                    libc::EINTR => Ok(0),
                    e => Err(std::io::Error::from_raw_os_error(e)).context("waiting for frames"),
                };
            }
            // Interrupt moderation, as a NIC's rx-usecs: a wait that
            // ended with the first frame gives its followers a moment to
            // arrive, so a link that trickles wakes the thread (and the
            // threads it hands frames to) once per few frames rather than
            // once per frame. Frames that are already waiting cost no pause.
            std::thread::sleep(RX_COALESCE);
            r = self.recvmmsg()?;
        }
        self.n = r;
        Ok(r)
    }

    /// Non-blocking `recvmmsg` into the buffers; 0 when nothing is waiting.
    fn recvmmsg(&mut self) -> Result<usize> {
        // SAFETY: as above, all-zero iovec and mmsghdr are valid.
        let mut iov: [libc::iovec; BATCH] = unsafe { std::mem::zeroed() };
        // SAFETY: as above.
        let mut hdr: [libc::mmsghdr; BATCH] = unsafe { std::mem::zeroed() };
        for (i, (v, h)) in iov.iter_mut().zip(hdr.iter_mut()).enumerate() {
            // SAFETY: slot i lies inside `buf` (BATCH * SLOT bytes).
            v.iov_base = unsafe { self.buf.as_mut_ptr().add(i * SLOT) } as *mut libc::c_void;
            v.iov_len = SLOT;
            h.msg_hdr.msg_iov = v as *mut libc::iovec;
            h.msg_hdr.msg_iovlen = 1;
        }
        loop {
            // SAFETY: BATCH headers, each pointing at one iovec over its own
            // SLOT bytes of `buf`, all live for the call; no timeout pointer.
            let r = unsafe {
                libc::recvmmsg(
                    self.fd.as_raw_fd(),
                    hdr.as_mut_ptr(),
                    BATCH as libc::c_uint,
                    libc::MSG_DONTWAIT,
                    std::ptr::null_mut(),
                )
            };
            if r < 0 {
                return match errno() {
                    libc::EAGAIN | libc::EINTR => Ok(0),
                    e => Err(std::io::Error::from_raw_os_error(e)).context("receiving frames"),
                };
            }
            // Keep the frames in order, without the truncated ones.
            let mut n = 0;
            for (i, h) in hdr.iter().enumerate().take(r as usize) {
                let len = h.msg_len as usize;
                if h.msg_hdr.msg_flags & libc::MSG_TRUNC != 0 || len > SLOT {
                    self.truncated += 1;
                    continue;
                }
                if n != i {
                    self.buf.copy_within(i * SLOT..i * SLOT + len, n * SLOT);
                }
                self.lens[n] = len;
                n += 1;
            }
            if n > 0 || r == 0 {
                return Ok(n);
            }
        }
    }

    /// Frame `i` of the last batch.
    pub fn frame(&self, i: usize) -> &[u8] {
        &self.buf[i * SLOT..i * SLOT + self.lens[i]]
    }

    /// The frames of the last batch, in arrival order.
    pub fn frames(&self) -> impl Iterator<Item = &[u8]> {
        (0..self.n).map(|i| self.frame(i))
    }
}

/// Opens a raw link on `iface`. `read_timeout` bounds each [`LinkRx::recv`].
pub fn open(iface: &str, read_timeout: Duration) -> Result<(LinkTx, LinkRx, Mac)> {
    let ni = find_interface(iface)?;
    let mac = ni
        .mac
        .map(|m| Mac(m.octets()))
        .ok_or_else(|| anyhow!("interface `{iface}` has no MAC address"))?;
    // Protocol 0: the socket receives nothing until it is bound to the interface.
    // SAFETY: creating a socket has no memory-safety preconditions.
    let raw = unsafe { libc::socket(libc::AF_PACKET, libc::SOCK_RAW | libc::SOCK_CLOEXEC, 0) };
    if raw < 0 {
        let e = std::io::Error::last_os_error();
        if e.kind() == ErrorKind::PermissionDenied {
            bail!("opening a raw socket on `{iface}` needs root (CAP_NET_RAW)");
        }
        return Err(e).context("creating an AF_PACKET socket");
    }
    // SAFETY: `raw` is a new descriptor that nothing else owns.
    let fd = unsafe { OwnedFd::from_raw_fd(raw) };
    setsockopt_int(raw, libc::SOL_PACKET, PACKET_IGNORE_OUTGOING, 1);
    if !setsockopt_int(raw, libc::SOL_SOCKET, libc::SO_RCVBUFFORCE, 32 << 20) {
        setsockopt_int(raw, libc::SOL_SOCKET, libc::SO_RCVBUF, 32 << 20);
    }
    if !setsockopt_int(raw, libc::SOL_SOCKET, libc::SO_SNDBUFFORCE, 4 << 20) {
        setsockopt_int(raw, libc::SOL_SOCKET, libc::SO_SNDBUF, 4 << 20);
    }
    // SAFETY: all-zero is a valid sockaddr_ll.
    let mut sll: libc::sockaddr_ll = unsafe { std::mem::zeroed() };
    sll.sll_family = libc::AF_PACKET as libc::c_ushort;
    sll.sll_protocol = (libc::ETH_P_ALL as u16).to_be();
    sll.sll_ifindex = ni.index as libc::c_int;
    // SAFETY: a valid sockaddr_ll of the stated size.
    if unsafe {
        libc::bind(
            raw,
            &sll as *const libc::sockaddr_ll as *const libc::sockaddr,
            std::mem::size_of::<libc::sockaddr_ll>() as libc::socklen_t,
        )
    } != 0
    {
        return Err(std::io::Error::last_os_error())
            .with_context(|| format!("binding a raw socket to `{iface}`"));
    }
    let mreq = PacketMreq {
        mr_ifindex: ni.index as libc::c_int,
        mr_type: PACKET_MR_PROMISC,
        mr_alen: 0,
        mr_address: [0; 8],
    };
    // SAFETY: a valid packet_mreq of the stated size.
    if unsafe {
        libc::setsockopt(
            raw,
            libc::SOL_PACKET,
            PACKET_ADD_MEMBERSHIP,
            &mreq as *const PacketMreq as *const libc::c_void,
            std::mem::size_of::<PacketMreq>() as libc::socklen_t,
        )
    } != 0
    {
        return Err(std::io::Error::last_os_error())
            .with_context(|| format!("setting `{iface}` promiscuous"));
    }
    let fd = Arc::new(fd);
    Ok((
        LinkTx {
            fd: fd.clone(),
            frames: 0,
            bytes: 0,
            errors: 0,
        },
        LinkRx {
            fd,
            buf: vec![0; BATCH * SLOT],
            lens: [0; BATCH],
            n: 0,
            pos: 0,
            timeout: read_timeout,
            truncated: 0,
        },
        mac,
    ))
}

/// Link impairments applied in software where the kernel has no netem
/// (the testbed then shapes rates with tbf and the endpoints impair what they
/// receive): loss, duplication, reordering in percent, delay in ms.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Impair {
    pub loss: f64,
    pub duplicate: f64,
    pub reorder: f64,
    pub delay_ms: f64,
    pub seed: u64,
}

impl Impair {
    pub fn is_none(&self) -> bool {
        self.loss <= 0.0 && self.duplicate <= 0.0 && self.reorder <= 0.0 && self.delay_ms <= 0.0
    }
    /// Command-line form for switchd and agents: `loss,duplicate,reorder,delay_ms`.
    pub fn to_arg(&self) -> String {
        format!(
            "{},{},{},{}",
            self.loss, self.duplicate, self.reorder, self.delay_ms
        )
    }
    pub fn parse_arg(s: &str) -> Result<Impair, String> {
        let v: Vec<f64> = s
            .split(',')
            .map(|x| {
                x.trim()
                    .parse::<f64>()
                    .map_err(|_| format!("`{s}` is not loss,duplicate,reorder,delay_ms"))
            })
            .collect::<Result<_, _>>()?;
        if v.len() != 4 {
            return Err(format!("`{s}` is not loss,duplicate,reorder,delay_ms"));
        }
        Ok(Impair {
            loss: v[0],
            duplicate: v[1],
            reorder: v[2],
            delay_ms: v[3],
            seed: std::process::id() as u64,
        })
    }
}

/// xorshift64*, enough for fault injection.
struct Rng(u64);
impl Rng {
    fn percent(&mut self) -> f64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11) as f64 / (1u64 << 53) as f64 * 100.0
    }
}

/// The software impairments of [`spawn_rx`] applied inside a receive loop,
/// frame by frame (as by `spawn_rx`: loss, then duplication, then each copy
/// either delayed in a FIFO or, reordered, passed at once), with the delay
/// line held here instead of on a thread of its own. Held copies reuse their
/// buffers.
pub struct Impairer {
    imp: Impair,
    rng: Rng,
    delay: Duration,
    held: VecDeque<(Instant, Vec<u8>)>,
    spare: Vec<Vec<u8>>,
}

impl Impairer {
    pub fn new(imp: Impair) -> Impairer {
        let delay = Duration::from_secs_f64(
            imp.delay_ms.max(if imp.reorder > 0.0 { 1.0 } else { 0.0 }) / 1000.0,
        );
        Impairer {
            imp,
            rng: Rng(imp.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1),
            delay,
            held: VecDeque::new(),
            spare: Vec::new(),
        }
    }

    /// No impairment: every frame passes once, at once.
    pub fn is_none(&self) -> bool {
        self.imp.is_none()
    }

    /// Passes `frame` through: `emit` is called for each copy that goes on
    /// now; delayed copies wait for [`Impairer::release`].
    pub fn offer(&mut self, frame: &[u8], mut emit: impl FnMut(&[u8])) {
        if self.imp.is_none() {
            emit(frame);
            return;
        }
        if self.rng.percent() < self.imp.loss {
            return;
        }
        let copies = if self.rng.percent() < self.imp.duplicate {
            2
        } else {
            1
        };
        for _ in 0..copies {
            if self.delay > Duration::ZERO && self.rng.percent() >= self.imp.reorder {
                let mut b = self.spare.pop().unwrap_or_default();
                b.clear();
                b.extend_from_slice(frame);
                self.held.push_back((Instant::now() + self.delay, b));
            } else {
                emit(frame);
            }
        }
    }

    /// Calls `emit` for the held frames that are due, in order.
    pub fn release(&mut self, mut emit: impl FnMut(&[u8])) {
        let now = Instant::now();
        while self.held.front().is_some_and(|(due, _)| *due <= now) {
            let (_, b) = self.held.pop_front().expect("checked");
            emit(&b);
            self.spare.push(b);
        }
    }

    /// When the next held frame is due.
    pub fn next_due(&self) -> Option<Instant> {
        self.held.front().map(|(due, _)| *due)
    }
}

/// Frames a receive thread may queue for its consumer ([`spawn_rx`]).
pub const RX_QUEUE_FRAMES: usize = 1 << 16;
/// Batches (each at most one `recvmmsg`) a [`spawn_rx_batches`] thread may
/// queue.
pub const RX_QUEUE_BATCHES: usize = 1 << 10;

/// The queue between a receive thread and its consumer. It is bounded: a
/// receive thread never waits for a full queue, it drops what arrived and
/// counts it, so a flood on the wire costs frames (which the protocol's
/// retransmissions recover) and never memory.
pub struct RxQueue<T> {
    tx: mpsc::SyncSender<T>,
    /// Frames dropped because the queue was full.
    pub dropped: Arc<AtomicU64>,
}

impl<T> Clone for RxQueue<T> {
    fn clone(&self) -> Self {
        RxQueue {
            tx: self.tx.clone(),
            dropped: self.dropped.clone(),
        }
    }
}

/// A queue of `capacity` entries: the sending half for receive threads, the
/// receiving half for the consumer.
pub fn rx_queue<T>(capacity: usize) -> (RxQueue<T>, mpsc::Receiver<T>) {
    let (tx, rx) = mpsc::sync_channel(capacity);
    (
        RxQueue {
            tx,
            dropped: Arc::new(AtomicU64::new(0)),
        },
        rx,
    )
}

impl<T> RxQueue<T> {
    /// Queues `t` (`frames` frames) without waiting; a full queue drops it
    /// and counts the frames. `false` once the consumer is gone.
    pub fn offer(&self, t: T, frames: u64) -> bool {
        match self.tx.try_send(t) {
            Ok(()) => true,
            Err(mpsc::TrySendError::Full(_)) => {
                self.dropped.fetch_add(frames, Ordering::Relaxed);
                true
            }
            Err(mpsc::TrySendError::Disconnected(_)) => false,
        }
    }

    /// Frames dropped so far because the queue was full.
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }
}

/// As [`spawn_rx`], a batch at a time: every received batch's frames that
/// `keep` accepts go to `tx` as one `Vec` (one channel hop per batch), through
/// the software impairments `imp` applied per frame ([`Impairer`], its delay
/// line on this thread).
pub fn spawn_rx_batches<T: Send + 'static>(
    mut rx: LinkRx,
    stop: Arc<AtomicBool>,
    tx: RxQueue<Vec<T>>,
    mut keep: impl FnMut(&[u8]) -> Option<T> + Send + 'static,
    imp: Impair,
) -> std::thread::JoinHandle<()> {
    std::thread::Builder::new()
        .name("link-rx-batches".into())
        .spawn(move || {
            let mut imp = Impairer::new(imp);
            let timeout = rx.timeout;
            while !stop.load(Ordering::Relaxed) {
                let wait = imp.next_due().map_or(timeout, |d| {
                    d.saturating_duration_since(Instant::now()).min(timeout)
                });
                let n = match rx.recv_batch(wait) {
                    Ok(n) => n,
                    Err(e) => {
                        eprintln!("raw link receive failed: {e:#}");
                        return;
                    }
                };
                let mut batch = Vec::new();
                let mut push = |f: &[u8]| {
                    if let Some(t) = keep(f) {
                        batch.push(t);
                    }
                };
                imp.release(&mut push);
                for i in 0..n {
                    imp.offer(rx.frame(i), &mut push);
                }
                let frames = batch.len() as u64;
                if !batch.is_empty() && !tx.offer(batch, frames) {
                    return;
                }
            }
        })
        .expect("spawning a receive thread")
}

/// Runs a receiver thread that forwards every frame `keep` accepts until `stop`
/// is set, through the software impairments `imp` (none on a netem testbed).
pub fn spawn_rx<T: Send + Clone + 'static>(
    mut rx: LinkRx,
    stop: Arc<AtomicBool>,
    tx: RxQueue<T>,
    mut keep: impl FnMut(&[u8]) -> Option<T> + Send + 'static,
    imp: Impair,
) -> std::thread::JoinHandle<()> {
    let mut rng = Rng(imp.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    // With a delay, frames wait in a FIFO thread; reordered ones skip it (as in netem).
    let delay = Duration::from_secs_f64(
        imp.delay_ms.max(if imp.reorder > 0.0 { 1.0 } else { 0.0 }) / 1000.0,
    );
    // The delay line is bounded like the queue it feeds, and counts into it.
    let delayed: Option<RxQueue<(std::time::Instant, T)>> =
        (!imp.is_none() && delay > Duration::ZERO).then(|| {
            let (dtx, drx) = mpsc::sync_channel::<(std::time::Instant, T)>(RX_QUEUE_FRAMES);
            let out = tx.clone();
            std::thread::spawn(move || {
                while let Ok((due, t)) = drx.recv() {
                    let now = std::time::Instant::now();
                    if due > now {
                        std::thread::sleep(due - now);
                    }
                    if !out.offer(t, 1) {
                        return;
                    }
                }
            });
            RxQueue {
                tx: dtx,
                dropped: tx.dropped.clone(),
            }
        });
    std::thread::spawn(move || {
        while !stop.load(Ordering::Relaxed) {
            match rx.recv() {
                Ok(Some(f)) => {
                    if let Some(t) = keep(f) {
                        if imp.is_none() {
                            if !tx.offer(t, 1) {
                                return;
                            }
                            continue;
                        }
                        if rng.percent() < imp.loss {
                            continue;
                        }
                        let copies = if rng.percent() < imp.duplicate { 2 } else { 1 };
                        for _ in 0..copies {
                            let t = t.clone();
                            let ok = match &delayed {
                                Some(d) if rng.percent() >= imp.reorder => {
                                    d.offer((std::time::Instant::now() + delay, t), 1)
                                }
                                _ => tx.offer(t, 1),
                            };
                            if !ok {
                                return;
                            }
                        }
                    }
                }
                Ok(None) => {}
                Err(e) => {
                    eprintln!("raw link receive failed: {e:#}");
                    return;
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_receive_queue_drops_and_counts_and_a_gone_consumer_stops_the_sender() {
        let (q, rx) = rx_queue::<u32>(2);
        assert!(q.offer(1, 1) && q.offer(2, 1));
        assert!(q.offer(3, 5), "full: dropped, the thread goes on");
        assert_eq!(q.dropped(), 5);
        assert_eq!(rx.try_recv(), Ok(1));
        assert!(q.offer(4, 1));
        assert_eq!(q.dropped(), 5);
        assert_eq!((rx.recv(), rx.recv()), (Ok(2), Ok(4)));
        drop(rx);
        assert!(!q.offer(5, 1), "no consumer: the receive thread ends");
    }

    #[test]
    fn impairment_arguments_round_trip() {
        let i = Impair {
            loss: 1.0,
            duplicate: 0.5,
            reorder: 2.0,
            delay_ms: 3.0,
            seed: 0,
        };
        let j = Impair::parse_arg(&i.to_arg()).unwrap();
        assert_eq!(
            (j.loss, j.duplicate, j.reorder, j.delay_ms),
            (1.0, 0.5, 2.0, 3.0)
        );
        assert!(Impair::parse_arg("1,2").is_err());
        assert!(Impair::default().is_none() && !j.is_none());
    }

    #[test]
    fn software_loss_rate_is_close_to_the_setting() {
        let mut r = Rng(12345);
        let n = 200_000;
        let lost = (0..n).filter(|_| r.percent() < 1.0).count();
        assert!((1500..2500).contains(&lost), "{lost} of {n} lost at 1%");
    }
}
