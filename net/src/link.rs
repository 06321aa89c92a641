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
const PACKET_STATISTICS: libc::c_int = 6;
const PACKET_ADD_MEMBERSHIP: libc::c_int = 1;
const PACKET_MR_PROMISC: libc::c_ushort = 1;

/// Frames per `recvmmsg` / `sendmmsg` call.
pub const BATCH: usize = 64;
/// How long a receiver that waited for its first frame lets more arrive
/// before it takes the batch ([`LinkRx::recv_batch`]).
pub const RX_COALESCE: Duration = Duration::from_micros(100);
/// Receive buffer per frame: a 9000-byte jumbo frame and its header fit.
const SLOT: usize = 9216;

/// `struct tpacket_stats` of linux/if_packet.h.
#[repr(C)]
#[derive(Default)]
struct TpacketStats {
    tp_packets: libc::c_uint,
    tp_drops: libc::c_uint,
}

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

    /// Frames the kernel dropped for this socket since the last call,
    /// because its receive buffer was full (`PACKET_STATISTICS`, which the
    /// read resets): what a reader that falls behind the wire loses. One
    /// system call.
    pub fn kernel_drops(&mut self) -> u64 {
        let mut st = TpacketStats::default();
        let mut len = std::mem::size_of::<TpacketStats>() as libc::socklen_t;
        // SAFETY: a valid tpacket_stats and its size; the fd is open.
        let r = unsafe {
            libc::getsockopt(
                self.fd.as_raw_fd(),
                libc::SOL_PACKET,
                PACKET_STATISTICS,
                &mut st as *mut TpacketStats as *mut libc::c_void,
                &mut len,
            )
        };
        if r == 0 {
            st.tp_drops as u64
        } else {
            0
        }
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

/// The bytes (buffer capacity) an [`Impairer`]'s delay line may hold: at
/// 1 Gbit/s a quarter of a second of frames. What arrives while it is full
/// is dropped and counted ([`Impairer::dropped`]), as netem's queue limit
/// drops.
pub const DELAY_LINE_BYTES: usize = 32 << 20;
/// Buffers of released frames an [`Impairer`] keeps for reuse.
const SPARE_BUFFERS: usize = 256;

/// Software impairments applied inside a receive loop, frame by frame:
/// loss, then duplication, then each copy either delayed in a FIFO (the
/// delay line) or, reordered, passed at once, as in netem. Held copies
/// reuse their buffers. The delay line holds at most [`DELAY_LINE_BYTES`].
pub struct Impairer {
    imp: Impair,
    rng: Rng,
    delay: Duration,
    held: VecDeque<(Instant, Vec<u8>)>,
    /// Capacity of the buffers in `held`, and its bound.
    held_bytes: usize,
    capacity: usize,
    spare: Vec<Vec<u8>>,
    dropped: u64,
}

impl Impairer {
    pub fn new(imp: Impair) -> Impairer {
        Impairer::with_capacity(imp, DELAY_LINE_BYTES)
    }

    /// As [`Impairer::new`], with a delay line of `capacity` bytes.
    pub fn with_capacity(imp: Impair, capacity: usize) -> Impairer {
        let delay = Duration::from_secs_f64(
            imp.delay_ms.max(if imp.reorder > 0.0 { 1.0 } else { 0.0 }) / 1000.0,
        );
        Impairer {
            imp,
            rng: Rng(imp.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1),
            delay,
            held: VecDeque::new(),
            held_bytes: 0,
            capacity,
            spare: Vec::new(),
            dropped: 0,
        }
    }

    /// No impairment: every frame passes once, at once.
    pub fn is_none(&self) -> bool {
        self.imp.is_none()
    }

    /// Passes `frame` through: `emit` is called for each copy that goes on
    /// now; delayed copies wait for [`Impairer::release`]. A copy the full
    /// delay line cannot take is dropped and counted.
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
                if self.held_bytes + b.capacity() > self.capacity {
                    self.dropped += 1;
                    self.keep_spare(b);
                    continue;
                }
                self.held_bytes += b.capacity();
                self.held.push_back((Instant::now() + self.delay, b));
            } else {
                emit(frame);
            }
        }
    }

    /// Calls `emit` for the held frames that are due, in order.
    pub fn release(&mut self, emit: impl FnMut(&[u8])) {
        self.release_at_most(usize::MAX, emit);
    }

    /// As [`Impairer::release`], for at most `max` frames (the rest stay
    /// due): for a caller that copies what it is given.
    pub fn release_at_most(&mut self, max: usize, mut emit: impl FnMut(&[u8])) {
        let now = Instant::now();
        let mut n = 0;
        while n < max && self.held.front().is_some_and(|(due, _)| *due <= now) {
            n += 1;
            let (_, b) = self.held.pop_front().expect("checked");
            self.held_bytes -= b.capacity();
            emit(&b);
            self.keep_spare(b);
        }
    }

    fn keep_spare(&mut self, b: Vec<u8>) {
        if self.spare.len() < SPARE_BUFFERS {
            self.spare.push(b);
        }
    }

    /// When the next held frame is due.
    pub fn next_due(&self) -> Option<Instant> {
        self.held.front().map(|(due, _)| *due)
    }

    /// Frames held in the delay line, and the bytes their buffers take.
    pub fn held(&self) -> (usize, usize) {
        (self.held.len(), self.held_bytes)
    }

    /// Frames dropped so far because the delay line was full.
    pub fn dropped(&self) -> u64 {
        self.dropped
    }
}

/// Frames a receive thread may queue for its consumer ([`spawn_rx`]): at
/// most 72 MiB of jumbo frames, and far more than the go-back-N windows of
/// a cluster's tasks put in flight together.
pub const RX_QUEUE_FRAMES: usize = 1 << 13;

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

/// Where a receive loop takes its frames from: a raw link ([`LinkRx`]), or
/// a script in tests.
pub trait FrameSource: Send + 'static {
    /// Receives up to a batch, waiting at most `wait` for the first frame;
    /// returns how many ([`FrameSource::frame`] reads them).
    fn recv_batch(&mut self, wait: Duration) -> Result<usize>;
    /// Frame `i` of the last batch.
    fn frame(&self, i: usize) -> &[u8];
    /// Frames lost below the source since the last call (a socket's full
    /// receive buffer, a frame longer than a receive buffer).
    fn take_dropped(&mut self) -> u64 {
        0
    }
}

impl FrameSource for LinkRx {
    fn recv_batch(&mut self, wait: Duration) -> Result<usize> {
        LinkRx::recv_batch(self, wait)
    }
    fn frame(&self, i: usize) -> &[u8] {
        LinkRx::frame(self, i)
    }
    fn take_dropped(&mut self) -> u64 {
        self.kernel_drops() + std::mem::take(&mut self.truncated)
    }
}

/// What a link's receive loop dropped before its consumer saw it, for the
/// process's reports.
#[derive(Debug, Default)]
pub struct RxDrops {
    /// Lost at the socket ([`FrameSource::take_dropped`]): the kernel's
    /// receive buffer was full because the reader fell behind the wire.
    socket: AtomicU64,
    /// Dropped on a full delay line ([`Impairer::dropped`]).
    delay_line: AtomicU64,
}

/// How often a receive loop asks the kernel for its drops ([`RxDrops::note`]).
pub const DROPS_EVERY: Duration = Duration::from_millis(50);

impl RxDrops {
    /// Adds what `src` lost since the last call and takes `imp`'s count
    /// (one receive loop per `RxDrops`).
    pub fn note(&self, src: &mut impl FrameSource, imp: &Impairer) {
        let lost = src.take_dropped();
        if lost > 0 {
            self.socket.fetch_add(lost, Ordering::Relaxed);
        }
        self.delay_line.store(imp.dropped(), Ordering::Relaxed);
    }

    pub fn socket(&self) -> u64 {
        self.socket.load(Ordering::Relaxed)
    }

    pub fn delay_line(&self) -> u64 {
        self.delay_line.load(Ordering::Relaxed)
    }
}

/// Runs a receiver thread that forwards every frame `keep` accepts to `tx`
/// until `stop` is set or the consumer is gone, through the software
/// impairments `imp` (none on a netem testbed; the delay line on this
/// thread). Nothing in between grows: a full queue or delay line drops and
/// counts (in `tx`, and in `drops` with what the socket lost).
pub fn spawn_rx<T: Send + 'static>(
    mut rx: impl FrameSource,
    stop: Arc<AtomicBool>,
    tx: RxQueue<T>,
    mut keep: impl FnMut(&[u8]) -> Option<T> + Send + 'static,
    imp: Impair,
    drops: Arc<RxDrops>,
) -> std::thread::JoinHandle<()> {
    const POLL: Duration = Duration::from_millis(50);
    std::thread::Builder::new()
        .name("link-rx".into())
        .spawn(move || {
            let mut imp = Impairer::new(imp);
            let mut noted = Instant::now();
            let mut open = true;
            while open && !stop.load(Ordering::Relaxed) {
                let wait = imp.next_due().map_or(POLL, |d| {
                    d.saturating_duration_since(Instant::now()).min(POLL)
                });
                let n = match rx.recv_batch(wait) {
                    Ok(n) => n,
                    Err(e) => {
                        eprintln!("raw link receive failed: {e:#}");
                        break;
                    }
                };
                let mut push = |f: &[u8]| {
                    if let Some(t) = keep(f) {
                        open &= tx.offer(t, 1);
                    }
                };
                imp.release(&mut push);
                for i in 0..n {
                    imp.offer(rx.frame(i), &mut push);
                }
                if noted.elapsed() >= DROPS_EVERY {
                    drops.note(&mut rx, &imp);
                    noted = Instant::now();
                }
            }
            drops.note(&mut rx, &imp);
        })
        .expect("spawning a receive thread")
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

    /// Frame `i` of `len` bytes, its number in the first four.
    fn numbered(i: u32, len: usize) -> Vec<u8> {
        let mut f = vec![0u8; len];
        f[..4].copy_from_slice(&i.to_be_bytes());
        f
    }

    #[test]
    fn a_full_delay_line_drops_and_counts_and_holds_at_most_its_bytes() {
        let imp = Impair {
            delay_ms: 60_000.0,
            seed: 7,
            ..Impair::default()
        };
        let mut line = Impairer::with_capacity(imp, 64 << 10);
        let mut passed = 0;
        for i in 0..1000 {
            line.offer(&numbered(i, 1000), |_| passed += 1);
            assert!(line.held().1 <= 64 << 10, "{:?} held", line.held());
        }
        let (frames, bytes) = line.held();
        assert_eq!(passed, 0, "nothing is due for a minute");
        assert!(
            bytes >= frames * 1000 && frames >= 60,
            "{frames} frames held"
        );
        assert_eq!(frames as u64 + line.dropped(), 1000);
        // What the line released makes room again.
        let mut line = Impairer::with_capacity(
            Impair {
                delay_ms: 1.0,
                ..imp
            },
            4 << 10,
        );
        let mut out = Vec::new();
        for round in 0..3u32 {
            for i in 0..10 {
                line.offer(&numbered(round * 10 + i, 1000), |_| unreachable!());
            }
            std::thread::sleep(Duration::from_millis(5));
            line.release(|f| out.push(u32::from_be_bytes(f[..4].try_into().unwrap())));
            assert_eq!(line.held(), (0, 0));
        }
        assert_eq!(out, [0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23]);
        assert_eq!(line.dropped(), 18);
        // A caller that copies what it is given takes it a few at a time.
        for i in 0..4 {
            line.offer(&numbered(i, 1000), |_| unreachable!());
        }
        std::thread::sleep(Duration::from_millis(5));
        let mut n = 0;
        line.release_at_most(3, |_| n += 1);
        assert_eq!((n, line.held().0), (3, 1));
    }

    /// Batches from a script, then nothing; `lost` frames below the source.
    struct Script {
        batches: VecDeque<Vec<Vec<u8>>>,
        batch: Vec<Vec<u8>>,
        lost: u64,
    }

    impl FrameSource for Script {
        fn recv_batch(&mut self, wait: Duration) -> Result<usize> {
            self.batch = self.batches.pop_front().unwrap_or_else(|| {
                std::thread::sleep(wait.min(Duration::from_millis(2)));
                Vec::new()
            });
            Ok(self.batch.len())
        }
        fn frame(&self, i: usize) -> &[u8] {
            &self.batch[i]
        }
        fn take_dropped(&mut self) -> u64 {
            std::mem::take(&mut self.lost)
        }
    }

    #[test]
    fn a_receive_thread_feeding_a_full_queue_drops_and_counts_and_never_waits() {
        let frames: Vec<Vec<u8>> = (0..5000).map(|i| numbered(i, 64)).collect();
        let script = Script {
            batches: frames.chunks(BATCH).map(<[Vec<u8>]>::to_vec).collect(),
            batch: Vec::new(),
            lost: 17,
        };
        let (q, rx) = rx_queue::<Vec<u8>>(100);
        let stop = Arc::new(AtomicBool::new(false));
        let drops = Arc::new(RxDrops::default());
        let t = spawn_rx(
            script,
            stop.clone(),
            q.clone(),
            |f| Some(f.to_vec()),
            Impair::default(),
            drops.clone(),
        );
        // Nobody reads: the thread goes through the whole script anyway.
        let t0 = Instant::now();
        while q.dropped() < 4900 {
            assert!(t0.elapsed() < Duration::from_secs(10), "{}", q.dropped());
            std::thread::sleep(Duration::from_millis(2));
        }
        stop.store(true, Ordering::Relaxed);
        t.join().unwrap();
        assert_eq!(q.dropped(), 4900);
        assert_eq!(drops.socket(), 17, "what the socket lost is reported");
        // The queue held its capacity, the first frames, in order.
        let got: Vec<Vec<u8>> = rx.try_iter().collect();
        assert_eq!(got, frames[..100]);
    }

    #[test]
    fn a_receive_thread_with_a_delay_line_reports_what_the_line_dropped() {
        let frames: Vec<Vec<u8>> = (0..300).map(|i| numbered(i, 200_000)).collect();
        let script = Script {
            batches: frames.chunks(BATCH).map(<[Vec<u8>]>::to_vec).collect(),
            batch: Vec::new(),
            lost: 0,
        };
        let (q, rx) = rx_queue::<u32>(RX_QUEUE_FRAMES);
        let stop = Arc::new(AtomicBool::new(false));
        let drops = Arc::new(RxDrops::default());
        let imp = Impair {
            delay_ms: 1000.0,
            seed: 1,
            ..Impair::default()
        };
        let keep = |f: &[u8]| Some(u32::from_be_bytes(f[..4].try_into().unwrap()));
        let t = spawn_rx(script, stop.clone(), q, keep, imp, drops.clone());
        // 300 frames of 200 kB arrive well within the delay: the line
        // takes what fits its 32 MiB, in order, and drops the rest.
        let mut got = Vec::new();
        let t0 = Instant::now();
        while got.len() as u64 + drops.delay_line() < 300 {
            assert!(t0.elapsed() < Duration::from_secs(10), "{}", got.len());
            got.extend(rx.recv_timeout(Duration::from_millis(20)));
        }
        stop.store(true, Ordering::Relaxed);
        t.join().unwrap();
        let fits = DELAY_LINE_BYTES / 200_000;
        assert_eq!(got, (0..fits as u32).collect::<Vec<_>>());
        assert_eq!(drops.delay_line(), 300 - fits as u64);
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
