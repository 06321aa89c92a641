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
//!   length on `sw`, paced to an offered rate, 64 per `sendmmsg`;
//! * a **relay** thread in the switch namespace receives them on `p0` and
//!   sends each on `pc` as many times as the switch sends output frames per
//!   frame it receives (the `fanout`, measured in the same bench run);
//! * a **sink** thread in the root namespace receives them on the
//!   coordinator's link and counts them, per trial.
//!
//! The floor is the highest offered rate at which the sink receives 99 % of
//! what the relay should send, at 95 % of the rate it should send it. It
//! leaves out the go-back-N ACKs and every byte of the protocol's and the
//! model's work, so it is an upper bound of what any switchd on these
//! sockets can stream. Threads enter the namespaces with `setns`, which
//! needs root, as the testbed does.

use crate::link;
use anyhow::{bail, Context, Result};
use std::os::fd::AsRawFd;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Ethertype of the floor's frames (IEEE 802 local experimental), so the
/// sink counts nothing else.
const ETHERTYPE: [u8; 2] = [0x88, 0xB5];
/// Bytes 14..18 of a floor frame; bytes 18..22 carry the trial number.
const MAGIC: [u8; 4] = *b"NJFL";
/// Shortest frame the floor sends: Ethernet header, magic and trial.
pub const MIN_FRAME: usize = 22;

/// What one offered rate gave.
#[derive(Clone, Debug, PartialEq)]
pub struct Trial {
    /// Frames per second the sender was paced to, and what it achieved.
    pub offered: f64,
    pub sent_per_s: f64,
    /// Frames the sink should have received (sent × fanout) and received.
    pub expected: u64,
    pub received: u64,
    /// Frames per second at the sink, first to last arrival.
    pub arrival_per_s: f64,
}

impl Trial {
    /// Whether the path carried the offered rate: 99 % of the frames
    /// arrived, at 95 % of the rate they were due.
    pub fn carried(&self, fanout: f64) -> bool {
        self.expected > 0
            && self.received as f64 >= 0.99 * self.expected as f64
            && self.arrival_per_s >= 0.95 * self.sent_per_s * fanout
    }
}

/// The floor's result.
#[derive(Clone, Debug, Default)]
pub struct Floor {
    /// Highest input frames/s the path carried (0 if not even the lowest).
    pub frames_per_s: f64,
    pub frame_len: usize,
    pub fanout: f64,
    pub trials: Vec<Trial>,
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

/// A floor frame of `len` bytes for `trial`.
pub fn frame(len: usize, trial: u32) -> Vec<u8> {
    let mut f = vec![0u8; len.max(MIN_FRAME)];
    f[0..6].copy_from_slice(&[0x02, 0, 0, 0, 0x7f, 0x01]);
    f[6..12].copy_from_slice(&[0x02, 0, 0, 0, 0x7f, 0x02]);
    f[12..14].copy_from_slice(&ETHERTYPE);
    f[14..18].copy_from_slice(&MAGIC);
    f[18..22].copy_from_slice(&trial.to_be_bytes());
    f
}

/// The trial number of a floor frame; None for any other frame.
pub fn trial_of(f: &[u8]) -> Option<u32> {
    if f.len() < MIN_FRAME || f[12..14] != ETHERTYPE || f[14..18] != MAGIC {
        return None;
    }
    Some(u32::from_be_bytes([f[18], f[19], f[20], f[21]]))
}

/// Copies per received frame, for a fractional fanout: frame `i` (from 0)
/// is sent `floor((i+1)·fanout) − floor(i·fanout)` times.
pub fn copies(i: u64, fanout: f64) -> usize {
    (((i + 1) as f64 * fanout).floor() - (i as f64 * fanout).floor()) as usize
}

/// Arrivals per trial at the sink: count, first and last.
#[derive(Clone, Copy, Default)]
struct Arrivals {
    count: u64,
    first: Option<Instant>,
    last: Option<Instant>,
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

/// Measures the floor on the testbed whose switch namespace is `switch_ns`,
/// worker 0's namespace `worker_ns`, coordinator link `coord_iface`:
/// frames of `frame_len` bytes, `fanout` output frames per input frame,
/// each trial `trial_secs` long. Doubles the offered rate from 25 k
/// frames/s until a trial fails, then bisects six times.
pub fn measure(
    switch_ns: &str,
    worker_ns: &str,
    coord_iface: &str,
    frame_len: usize,
    fanout: f64,
    trial_secs: f64,
) -> Result<Floor> {
    if !(fanout > 0.0 && fanout <= 64.0) {
        bail!("floor fanout {fanout} is not in (0, 64]");
    }
    let stop = Arc::new(AtomicBool::new(false));
    let arrivals = Arc::new(Mutex::new(Vec::<Arrivals>::new()));
    let (ready_tx, ready_rx) = mpsc::channel::<&'static str>();

    // Sink: the coordinator's link, root namespace.
    let (_sink_tx, mut sink_rx, _) = link::open(coord_iface, Duration::from_millis(10))?;
    let sink = {
        let (stop, arrivals) = (stop.clone(), arrivals.clone());
        spawn_named("floor-sink", move || {
            while !stop.load(Ordering::Relaxed) {
                let n = sink_rx.recv_batch(Duration::from_millis(10))?;
                if n == 0 {
                    continue;
                }
                let now = Instant::now();
                let mut a = arrivals
                    .lock()
                    .map_err(|_| anyhow::anyhow!("floor sink lock poisoned"))?;
                for f in sink_rx.frames() {
                    if let Some(t) = trial_of(f) {
                        let t = t as usize;
                        if a.len() <= t {
                            a.resize(t + 1, Arrivals::default());
                        }
                        let e = &mut a[t];
                        e.count += 1;
                        e.first.get_or_insert(now);
                        e.last = Some(now);
                    }
                }
            }
            Ok(())
        })?
    };

    // Relay: switch port p0 in, pc out, `fanout` copies per frame.
    let relay = {
        let (stop, ready, ns) = (stop.clone(), ready_tx.clone(), switch_ns.to_string());
        spawn_named("floor-relay", move || {
            enter_netns(&ns)?;
            let (_in_tx, mut rx, _) = link::open("p0", Duration::from_millis(10))?;
            let (mut tx, _out_rx, _) = link::open("pc", Duration::from_millis(10))?;
            drop(_out_rx);
            let _ = ready.send("relay");
            let mut i = 0u64;
            let mut out: Vec<usize> = Vec::with_capacity(link::BATCH * 4);
            while !stop.load(Ordering::Relaxed) {
                let n = rx.recv_batch(Duration::from_millis(10))?;
                out.clear();
                for k in 0..n {
                    for _ in 0..copies(i, fanout) {
                        out.push(k);
                    }
                    i += 1;
                }
                tx.send_many(out.iter().map(|&k| rx.frame(k)));
            }
            Ok(())
        })?
    };

    // Sender: worker 0's link to the switch, paced per trial.
    let (go_tx, go_rx) = mpsc::channel::<(u32, f64)>();
    let (done_tx, done_rx) = mpsc::channel::<(u64, f64)>();
    let sender = {
        let (ready, ns) = (ready_tx.clone(), worker_ns.to_string());
        spawn_named("floor-sender", move || {
            enter_netns(&ns)?;
            let (mut tx, _rx, _) = link::open("sw", Duration::from_millis(10))?;
            drop(_rx);
            let _ = ready.send("sender");
            while let Ok((trial, rate)) = go_rx.recv() {
                let f = frame(frame_len, trial);
                let batches = ((rate * trial_secs) as u64)
                    .div_ceil(link::BATCH as u64)
                    .max(1);
                let before = tx.frames;
                let t0 = Instant::now();
                for b in 0..batches {
                    let due = t0 + Duration::from_secs_f64(b as f64 * link::BATCH as f64 / rate);
                    let now = Instant::now();
                    if due > now {
                        std::thread::sleep(due - now);
                    }
                    tx.send_many(std::iter::repeat_n(f.as_slice(), link::BATCH));
                }
                if done_tx
                    .send((tx.frames - before, t0.elapsed().as_secs_f64()))
                    .is_err()
                {
                    break;
                }
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
        let mut trials = Vec::new();
        let mut run = |rate: f64| -> Result<Trial> {
            let trial = trials.len() as u32 + 1;
            go_tx
                .send((trial, rate))
                .context("the floor's sender stopped")?;
            let (sent, secs) = done_rx
                .recv_timeout(Duration::from_secs_f64(trial_secs * 4.0 + 10.0))
                .context("the floor's sender did not finish a trial")?;
            // Let the relay and the sink drain what is still queued.
            std::thread::sleep(Duration::from_millis(100));
            let a = arrivals
                .lock()
                .map_err(|_| anyhow::anyhow!("floor sink lock poisoned"))?
                .get(trial as usize)
                .copied()
                .unwrap_or_default();
            let span = match (a.first, a.last) {
                (Some(f), Some(l)) => (l - f).as_secs_f64(),
                _ => 0.0,
            };
            let t = Trial {
                offered: rate,
                sent_per_s: sent as f64 / secs.max(1e-9),
                expected: (sent as f64 * fanout).round() as u64,
                received: a.count,
                arrival_per_s: if span > 0.0 {
                    a.count as f64 / span
                } else {
                    0.0
                },
            };
            eprintln!(
                "floor: offered {:.0} frames/s, sent {:.0}/s, {} of {} output frames arrived at {:.0}/s: {}",
                t.offered,
                t.sent_per_s,
                t.received,
                t.expected,
                t.arrival_per_s,
                if t.carried(fanout) { "carried" } else { "not carried" }
            );
            trials.push(t.clone());
            Ok(t)
        };
        let (mut good, mut bad) = (0.0f64, None::<f64>);
        let mut rate = 25_000.0;
        while rate <= 8e6 {
            if run(rate)?.carried(fanout) {
                good = rate;
                rate *= 2.0;
            } else {
                bad = Some(rate);
                break;
            }
        }
        if let Some(mut hi) = bad {
            let mut lo = good;
            for _ in 0..6 {
                let mid = if lo > 0.0 { (lo + hi) / 2.0 } else { hi / 2.0 };
                if run(mid)?.carried(fanout) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            good = lo;
        }
        Ok(Floor {
            frames_per_s: good,
            frame_len: frame_len.max(MIN_FRAME),
            fanout,
            trials,
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
    fn frames_carry_their_trial_and_nothing_else_is_counted() {
        let f = frame(200, 7);
        assert_eq!(f.len(), 200);
        assert_eq!(trial_of(&f), Some(7));
        assert_eq!(frame(3, 1).len(), MIN_FRAME);
        let mut other = f.clone();
        other[12] = 0x08;
        assert_eq!(trial_of(&other), None);
        assert_eq!(trial_of(&f[..21]), None);
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
    fn a_trial_is_carried_only_if_nearly_all_frames_arrive_on_time() {
        let t = Trial {
            offered: 100_000.0,
            sent_per_s: 100_000.0,
            expected: 30_000,
            received: 29_800,
            arrival_per_s: 290_000.0,
        };
        assert!(t.carried(3.0));
        assert!(!Trial {
            received: 29_000,
            ..t.clone()
        }
        .carried(3.0));
        assert!(!Trial {
            arrival_per_s: 250_000.0,
            ..t.clone()
        }
        .carried(3.0));
        assert!(!Trial {
            expected: 0,
            received: 0,
            ..t
        }
        .carried(3.0));
    }
}
