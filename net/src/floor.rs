//! The kernel's floor under `netjoin-net bench`: how many frames per second
//! the testbed's worker → switch → sink path carries when nobody does any
//! work on the frames.
//!
//! A worker stream into switchd costs, per frame, a send on the worker's
//! veth, a receive and the switch's output sends in the switch namespace and
//! the receives of that output at the coordinator, all on the same cores as
//! the processes that do the protocol and the model's work. This module runs
//! the same path with the work taken out, so the bench can say how much of a
//! stream's rate the kernel alone already takes on this machine today:
//!
//! * a **sender** thread in worker 0's namespace sends frames of a given
//!   length on `sw`, 64 per `sendmmsg`, with at most a window of them in
//!   flight, as the worker's go-back-N does;
//! * a **relay** thread in the switch namespace receives them on `p0` and
//!   sends each on `pc` as many times as the switch sends output frames per
//!   frame it receives (the `fanout`, measured in the same bench run);
//! * a **sink** thread in the root namespace receives them on the
//!   coordinator's link and counts them.
//!
//! The relay's count of frames handled is the sender's flow control,
//! through memory the threads share (no ACK frames), as switchd's ACKs are
//! the worker's; the rate is the sender's first frame to the relay's last,
//! as a worker's stream lasts until switchd has acknowledged its last frame.
//!
//! It leaves out the ACKs and every byte of the protocol's and the model's
//! work, so it is what the kernel alone costs, not a bound that no switchd
//! can pass: the real processes may batch differently. The sender keeps a
//! window rather than a fixed rate because a paced sender overflowed the
//! queues in bursts before the cores were busy (tried first: its figures
//! depended on the loss threshold chosen). Threads enter the namespaces
//! with `setns`, which needs root, as the testbed does.

use crate::link;
use anyhow::{bail, Context, Result};
use std::os::fd::AsRawFd;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Ethertype of the floor's frames (IEEE 802 local experimental), so the
/// sink counts nothing else.
const ETHERTYPE: [u8; 2] = [0x88, 0xB5];
/// Bytes 14..18 of a floor frame.
const MAGIC: [u8; 4] = *b"NJFL";
/// Shortest frame the floor sends: Ethernet header and magic.
pub const MIN_FRAME: usize = 18;

/// The floor's result.
#[derive(Clone, Debug, Default)]
pub struct Floor {
    /// Input frames per second the bare path carried, the first send to the
    /// relay's last.
    pub frames_per_s: f64,
    pub frame_len: usize,
    pub fanout: f64,
    /// Output frames expected at the sink (the input frames asked for ×
    /// fanout) and received there.
    pub expected: u64,
    pub received: u64,
}

/// Moves the calling thread into network namespace `ns` (`ip netns`'s
/// `/run/netns/<ns>`); sockets it opens afterwards live there.
fn enter_netns(ns: &str) -> Result<()> {
    let path = format!("/run/netns/{ns}");
    let f = std::fs::File::open(&path)
        .with_context(|| format!("opening {path} (is the testbed up?)"))?;
    // SAFETY: a valid namespace descriptor; setns changes only this thread.
    if unsafe { libc::setns(f.as_raw_fd(), libc::CLONE_NEWNET) } != 0 {
        return Err(std::io::Error::last_os_error())
            .with_context(|| format!("entering network namespace {ns}"));
    }
    Ok(())
}

/// A floor frame of `len` bytes.
pub fn frame(len: usize) -> Vec<u8> {
    let mut f = vec![0u8; len.max(MIN_FRAME)];
    f[0..6].copy_from_slice(&[0x02, 0, 0, 0, 0x7f, 0x01]);
    f[6..12].copy_from_slice(&[0x02, 0, 0, 0, 0x7f, 0x02]);
    f[12..14].copy_from_slice(&ETHERTYPE);
    f[14..18].copy_from_slice(&MAGIC);
    f
}

/// Whether `f` is a floor frame.
pub fn is_floor_frame(f: &[u8]) -> bool {
    f.len() >= MIN_FRAME && f[12..14] == ETHERTYPE && f[14..18] == MAGIC
}

/// Copies per received frame, for a fractional fanout: frame `i` (from 0)
/// is sent `floor((i+1)·fanout) − floor(i·fanout)` times.
pub fn copies(i: u64, fanout: f64) -> usize {
    (((i + 1) as f64 * fanout).floor() - (i as f64 * fanout).floor()) as usize
}

/// Input frames the sender may send now: `window` minus those in flight
/// (sent and not yet relayed).
pub fn may_send(window: u64, sent: u64, relayed: u64) -> u64 {
    window.saturating_sub(sent.saturating_sub(relayed))
}

fn spawn_named(
    name: &str,
    f: impl FnOnce() -> Result<()> + Send + 'static,
) -> Result<JoinHandle<Result<()>>> {
    std::thread::Builder::new()
        .name(name.into())
        .spawn(f)
        .context("spawning a floor thread")
}

/// How long the relay or the sink may make no progress before the floor
/// gives up on the frames still missing (lost in a full queue).
const STALL: Duration = Duration::from_millis(500);

/// A counter's last value and when it last moved, to tell a stall.
struct Progress {
    seen: u64,
    at: Instant,
}

impl Progress {
    fn new() -> Progress {
        Progress {
            seen: 0,
            at: Instant::now(),
        }
    }
    /// Notes the counter's value `now`; true once it has not moved for [`STALL`].
    fn stalled(&mut self, now: u64) -> bool {
        if now != self.seen {
            (self.seen, self.at) = (now, Instant::now());
        }
        self.at.elapsed() > STALL
    }
}

/// Measures the floor on the testbed whose switch namespace is `switch_ns`,
/// worker 0's namespace `worker_ns`, coordinator link `coord_iface`:
/// `frames` input frames of `frame_len` bytes, `fanout` output frames per
/// input frame, at most `window` input frames in flight (as the go-back-N
/// window of the stream it is compared with).
pub fn measure(
    switch_ns: &str,
    worker_ns: &str,
    coord_iface: &str,
    frame_len: usize,
    fanout: f64,
    frames: u64,
    window: u64,
) -> Result<Floor> {
    if !(fanout > 0.0 && fanout <= 64.0) {
        bail!("floor fanout {fanout} is not in (0, 64]");
    }
    if window == 0 {
        bail!("floor window is 0: nothing could be sent");
    }
    // Frames per sendmmsg: a batch, or the whole window if it is smaller.
    let batch = (link::BATCH as u64).min(window);
    let stop = Arc::new(AtomicBool::new(false));
    let received = Arc::new(AtomicU64::new(0));
    let relayed = Arc::new(AtomicU64::new(0));
    let (ready_tx, ready_rx) = mpsc::channel::<&'static str>();

    // Sink: the coordinator's link, root namespace.
    let (_sink_tx, mut sink_rx, _) = link::open(coord_iface, Duration::from_millis(10))?;
    let sink = {
        let (stop, received) = (stop.clone(), received.clone());
        spawn_named("floor-sink", move || {
            while !stop.load(Ordering::Relaxed) {
                let n = sink_rx.recv_batch(Duration::from_millis(10))?;
                let k = sink_rx
                    .frames()
                    .take(n)
                    .filter(|f| is_floor_frame(f))
                    .count();
                received.fetch_add(k as u64, Ordering::Release);
            }
            Ok(())
        })?
    };

    // Relay: switch port p0 in, pc out, `fanout` copies per frame.
    let relay = {
        let (stop, ready, ns, relayed) = (
            stop.clone(),
            ready_tx.clone(),
            switch_ns.to_string(),
            relayed.clone(),
        );
        spawn_named("floor-relay", move || {
            enter_netns(&ns)?;
            let (_in_tx, mut rx, _) = link::open("p0", Duration::from_millis(10))?;
            let (mut tx, _out_rx, _) = link::open("pc", Duration::from_millis(10))?;
            let _ = ready.send("relay");
            let mut i = 0u64;
            let mut out: Vec<usize> = Vec::with_capacity(link::BATCH * 4);
            while !stop.load(Ordering::Relaxed) {
                let n = rx.recv_batch(Duration::from_millis(10))?;
                out.clear();
                for k in 0..n {
                    if is_floor_frame(rx.frame(k)) {
                        out.extend(std::iter::repeat_n(k, copies(i, fanout)));
                        i += 1;
                    }
                }
                tx.send_many(out.iter().map(|&k| rx.frame(k)));
                relayed.store(i, Ordering::Release);
            }
            Ok(())
        })?
    };

    // Sender: worker 0's link to the switch, `window` frames in flight.
    let (go_tx, go_rx) = mpsc::channel::<()>();
    let sender = {
        let (ready, ns, relayed) = (ready_tx.clone(), worker_ns.to_string(), relayed.clone());
        spawn_named("floor-sender", move || -> Result<()> {
            enter_netns(&ns)?;
            let (mut tx, _rx, _) = link::open("sw", Duration::from_millis(10))?;
            let _ = ready.send("sender");
            if go_rx.recv().is_err() {
                return Ok(());
            }
            let f = frame(frame_len);
            let (mut sent, mut progress) = (0u64, Progress::new());
            while sent < frames {
                let done = relayed.load(Ordering::Acquire);
                if progress.stalled(done) {
                    break;
                }
                let k = may_send(window, sent, done).min(frames - sent).min(batch);
                if k < batch.min(frames - sent) {
                    std::thread::sleep(Duration::from_micros(20));
                    continue;
                }
                tx.send_many(std::iter::repeat_n(f.as_slice(), k as usize));
                sent += k;
            }
            Ok(())
        })?
    };
    drop(ready_tx);

    let result = (|| -> Result<Floor> {
        for _ in 0..2 {
            ready_rx
                .recv_timeout(Duration::from_secs(5))
                .context("the floor's relay or sender did not start (see its error below)")?;
        }
        let expected = (frames as f64 * fanout).floor() as u64;
        let t0 = Instant::now();
        go_tx.send(()).context("the floor's sender stopped")?;
        // Until the relay has handled the last frame; then until the sink
        // has the last output frame (the frames' loss is reported).
        let wait = |count: &AtomicU64, want: u64| {
            let mut progress = Progress::new();
            loop {
                std::thread::sleep(Duration::from_micros(100));
                let got = count.load(Ordering::Acquire);
                if progress.stalled(got) || got >= want {
                    return (progress.seen, progress.at);
                }
            }
        };
        let (done, last) = wait(&relayed, frames);
        let secs = (last - t0).as_secs_f64();
        let (seen, _) = wait(&received, expected);
        Ok(Floor {
            frames_per_s: done as f64 / secs.max(1e-9),
            frame_len: frame_len.max(MIN_FRAME),
            fanout,
            expected,
            received: seen,
        })
    })();
    drop(go_tx);
    stop.store(true, Ordering::Relaxed);
    for (name, h) in [("sender", sender), ("relay", relay), ("sink", sink)] {
        match h.join() {
            Ok(Ok(())) => {}
            Ok(Err(e)) if result.is_ok() => return Err(e.context(format!("the floor's {name}"))),
            Ok(Err(e)) => eprintln!("the floor's {name}: {e:#}"),
            Err(_) => bail!("the floor's {name} thread panicked"),
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_floor_frames_are_counted() {
        let f = frame(200);
        assert_eq!(f.len(), 200);
        assert!(is_floor_frame(&f));
        assert_eq!(frame(3).len(), MIN_FRAME);
        let mut other = f.clone();
        other[12] = 0x08;
        assert!(!is_floor_frame(&other));
        other = f.clone();
        other[17] ^= 1;
        assert!(!is_floor_frame(&other));
        assert!(!is_floor_frame(&f[..17]));
    }

    #[test]
    fn fractional_fanout_sends_the_right_number_of_copies() {
        for fanout in [1.0, 2.5, 3.3, 0.5] {
            let total: usize = (0..1000).map(|i| copies(i, fanout)).sum();
            assert_eq!(total, (1000.0 * fanout).floor() as usize, "fanout {fanout}");
        }
        assert_eq!(
            (0..4).map(|i| copies(i, 2.5)).collect::<Vec<_>>(),
            vec![2, 3, 2, 3]
        );
    }

    #[test]
    fn the_window_counts_frames_not_yet_relayed() {
        assert_eq!(may_send(100, 0, 0), 100);
        assert_eq!(may_send(100, 100, 0), 0);
        assert_eq!(may_send(100, 100, 30), 30);
        assert_eq!(may_send(100, 150, 150), 100);
        // The relay never counts more than was sent; if it did, no underflow.
        assert_eq!(may_send(100, 10, 1000), 100);
    }
}
