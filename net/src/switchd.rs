//! The switch daemon: the switch engine on real interfaces.
//!
//! [`serve_parallel`] (engines that can be shared between threads, such as
//! the behavioural model): one thread per port receives a batch of frames
//! (`recvmmsg`), prepares the PROBE outputs of the batch through the
//! engine's preparer (a shared read lock, so the ports do this in parallel),
//! then commits the batch in the port's arrival order under the engine lock
//! (the cross-port interleaving is the order of the commits, as by the
//! FPGA's arbiter) and sends the outputs with one `sendmmsg` per output
//! port. [`serve`] (any engine, e.g. the RTL, which stays on the calling
//! thread): receiver threads feed the engine one frame at a time. The
//! engine's frames leave on the interface of their `Emitted::port`. Port `i`
//! is the i-th `--port` given.
//!
//! What a peer sends never grows switchd's memory. A port thread of
//! [`serve_parallel`] takes a batch only when it is done with the last:
//! while it works, frames wait in the socket's receive buffer (32 MiB, the
//! kernel's), and when that is full the kernel drops them. [`serve`]'s
//! receiver threads queue at most [`link::RX_QUEUE_FRAMES`] frames for the
//! engine and drop what finds the queue full. The software delay line
//! (`--impair`) holds at most [`link::DELAY_LINE_BYTES`] a port. Every such
//! drop is counted and reported ([`SwitchdStats`]); the protocol's
//! retransmissions recover a dropped frame of a query like a lost one.

use crate::link::{self, LinkRx, LinkTx};
use anyhow::{bail, Result};
use netjoin_host::engine::{ProbePreparer, SwitchEngine};
use netjoin_sim::Emitted;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Clone, Debug, Default)]
pub struct PortStats {
    pub name: String,
    pub frames_in: u64,
    pub frames_out: u64,
    pub bytes_out: u64,
    /// Frames the kernel refused to send (qdisc full): lost on this port.
    pub send_errors: u64,
    /// Frames lost at the port's socket before switchd read them: its
    /// receive buffer was full (a flood, or an engine slower than the wire).
    pub socket_drops: u64,
    /// Frames dropped because the port's software delay line was full.
    pub delay_line_drops: u64,
}

#[derive(Clone, Debug, Default)]
pub struct SwitchdStats {
    pub ports: Vec<PortStats>,
    pub engine_errors: u64,
    /// Frames the receive threads dropped because the engine's queue was
    /// full (a flood; the senders' retransmissions recover them).
    pub rx_queue_drops: u64,
}

impl std::fmt::Display for SwitchdStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, p) in self.ports.iter().enumerate() {
            writeln!(
                f,
                "port {i} ({}): {} frames in, {} out ({} B), {} send errors, \
                 {} dropped at the socket, {} on a full delay line",
                p.name,
                p.frames_in,
                p.frames_out,
                p.bytes_out,
                p.send_errors,
                p.socket_drops,
                p.delay_line_drops
            )?;
        }
        write!(
            f,
            "engine errors: {}, frames dropped on a full receive queue: {}",
            self.engine_errors, self.rx_queue_drops
        )
    }
}

/// What the ports commit under the engine lock.
struct Core<'a> {
    engine: &'a mut (dyn SwitchEngine + Send),
    frames_in: Vec<u64>,
    engine_errors: u64,
}

/// The output ports, taken before the engine lock is released so that every
/// port's frames leave in commit order.
struct Outputs {
    txs: Vec<LinkTx>,
    bad_port: u64,
}

/// Frames prepared under one read lock.
const PREPARE_CHUNK: usize = 8;

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// What the port threads of [`serve_parallel`] share.
struct Shared<'e> {
    stop: Arc<AtomicBool>,
    core: Mutex<Core<'e>>,
    outs: Mutex<Outputs>,
    preparer: Option<Arc<dyn ProbePreparer>>,
    /// Per port.
    drops: Vec<link::RxDrops>,
}

fn snapshot(ports: &[String], sh: &Shared) -> SwitchdStats {
    let c = lock(&sh.core);
    let o = lock(&sh.outs);
    let drops = &sh.drops;
    SwitchdStats {
        ports: ports
            .iter()
            .enumerate()
            .map(|(i, name)| PortStats {
                name: name.clone(),
                frames_in: c.frames_in[i],
                frames_out: o.txs[i].frames,
                bytes_out: o.txs[i].bytes,
                send_errors: o.txs[i].errors,
                socket_drops: drops[i].socket(),
                delay_line_drops: drops[i].delay_line(),
            })
            .collect(),
        engine_errors: c.engine_errors + o.bad_port,
        // Each port's thread reads its own socket: no queue of ours, only
        // the kernel's bounded socket buffer.
        rx_queue_drops: 0,
    }
}

/// One port: receive a batch, prepare it, commit it, send its outputs.
fn port_loop(port: usize, mut rx: LinkRx, imp: link::Impair, sh: &Shared) {
    let (core, outs, drops) = (&sh.core, &sh.outs, &sh.drops[port]);
    let preparer = sh.preparer.as_deref();
    let mut imp = link::Impairer::new(imp);
    // The batch's frames, buffers reused from batch to batch: at most a
    // batch (each frame twice when duplicated) and a batch of the delay
    // line's due frames.
    let mut frames: Vec<Vec<u8>> = Vec::new();
    let mut emitted: Vec<Emitted> = Vec::new();
    let mut noted = Instant::now();
    while !sh.stop.load(Ordering::Relaxed) {
        if noted.elapsed() >= link::DROPS_EVERY {
            drops.note(&mut rx, &imp);
            noted = Instant::now();
        }
        let wait = imp.next_due().map_or(Duration::from_millis(50), |d| {
            d.saturating_duration_since(Instant::now())
                .min(Duration::from_millis(50))
        });
        let n = match rx.recv_batch(wait) {
            Ok(n) => n,
            Err(e) => {
                eprintln!("switchd: raw link receive failed on port {port}: {e:#}");
                break;
            }
        };
        let mut len = 0;
        let mut push = |f: &[u8]| {
            if len == frames.len() {
                frames.push(Vec::with_capacity(f.len().max(1518)));
            }
            let b = &mut frames[len];
            b.clear();
            b.extend_from_slice(f);
            len += 1;
        };
        imp.release_at_most(link::BATCH, &mut push);
        for i in 0..n {
            imp.offer(rx.frame(i), &mut push);
        }
        if len == 0 {
            continue;
        }
        let batch = &frames[..len];
        // In chunks: a commit (write lock) waits for at most one chunk's preparation.
        let mut prepared = preparer.map(|p| {
            batch
                .chunks(PREPARE_CHUNK)
                .flat_map(|c| p.prepare(c))
                .collect::<Vec<_>>()
                .into_iter()
        });
        emitted.clear();
        let mut c = lock(core);
        c.frames_in[port] += len as u64;
        for f in batch {
            let pp = prepared.as_mut().and_then(|it| it.next()).flatten();
            let mark = emitted.len();
            if let Err(e) = c.engine.deliver_prepared(port, f, pp, &mut emitted) {
                c.engine_errors += 1;
                emitted.truncate(mark);
                eprintln!("switchd: engine failed on a frame from port {port}: {e:#}");
            }
        }
        let mut o = lock(outs);
        drop(c);
        let ports = o.txs.len();
        o.bad_port += emitted.iter().filter(|e| e.port >= ports).count() as u64;
        for p in 0..ports {
            if emitted.iter().any(|e| e.port == p) {
                o.txs[p].send_many(
                    emitted
                        .iter()
                        .filter(|e| e.port == p)
                        .map(|e| e.frame.as_slice()),
                );
            }
        }
    }
    drops.note(&mut rx, &imp);
}

/// Serves `ports` with `engine` until `stop` is set: a thread per port that
/// receives, prepares and commits batches (see the module's documentation).
pub fn serve_parallel(
    engine: &mut (dyn SwitchEngine + Send),
    ports: &[String],
    stop: Arc<AtomicBool>,
    verbose: bool,
    imp: link::Impair,
) -> Result<SwitchdStats> {
    if ports.is_empty() {
        bail!("switchd needs at least one --port");
    }
    let preparer = engine.preparer();
    let mut rxs = Vec::new();
    let mut txs = Vec::new();
    for p in ports {
        let (tx, rx, _) = link::open(p, Duration::from_millis(50))?;
        txs.push(tx);
        rxs.push(rx);
    }
    let sh = Shared {
        stop,
        core: Mutex::new(Core {
            engine,
            frames_in: vec![0; ports.len()],
            engine_errors: 0,
        }),
        outs: Mutex::new(Outputs { txs, bad_port: 0 }),
        preparer,
        drops: ports.iter().map(|_| Default::default()).collect(),
    };
    std::thread::scope(|s| {
        for (i, rx) in rxs.into_iter().enumerate() {
            let sh = &sh;
            let imp = link::Impair {
                seed: imp.seed.wrapping_add(i as u64),
                ..imp
            };
            std::thread::Builder::new()
                .name(format!("switchd-port{i}"))
                .spawn_scoped(s, move || port_loop(i, rx, imp, sh))
                .expect("spawning a port thread");
        }
        let mut last_report = Instant::now();
        while !sh.stop.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(20));
            if verbose && last_report.elapsed() > Duration::from_secs(2) {
                eprintln!("switchd: {}", snapshot(ports, &sh));
                last_report = Instant::now();
            }
        }
    });
    Ok(snapshot(ports, &sh))
}

/// Serves `ports` with `engine` until `stop` is set, the engine on this
/// thread, fed one frame at a time by a receiver thread per port (for
/// engines that cannot leave their thread; others use [`serve_parallel`]).
pub fn serve(
    engine: &mut dyn SwitchEngine,
    ports: &[String],
    stop: Arc<AtomicBool>,
    verbose: bool,
    imp: link::Impair,
) -> Result<SwitchdStats> {
    if ports.is_empty() {
        bail!("switchd needs at least one --port");
    }
    let (qtx, qrx) = link::rx_queue::<(usize, Vec<u8>)>(link::RX_QUEUE_FRAMES);
    let queue_dropped = qtx.dropped.clone();
    let drops: Vec<Arc<link::RxDrops>> = ports.iter().map(|_| Default::default()).collect();
    let mut txs = Vec::new();
    let mut threads = Vec::new();
    let mut stats = SwitchdStats {
        ports: ports
            .iter()
            .map(|p| PortStats {
                name: p.clone(),
                ..Default::default()
            })
            .collect(),
        engine_errors: 0,
        rx_queue_drops: 0,
    };
    for (i, p) in ports.iter().enumerate() {
        let (tx, rx, _) = link::open(p, Duration::from_millis(50))?;
        txs.push(tx);
        threads.push(link::spawn_rx(
            rx,
            stop.clone(),
            qtx.clone(),
            move |f| Some((i, f.to_vec())),
            link::Impair {
                seed: imp.seed.wrapping_add(i as u64),
                ..imp
            },
            drops[i].clone(),
        ));
    }
    drop(qtx);
    let mut out: Vec<Emitted> = Vec::new();
    let mut last_report = Instant::now();
    while !stop.load(Ordering::Relaxed) {
        let (port, frame) = match qrx.recv_timeout(Duration::from_millis(100)) {
            Ok(x) => x,
            Err(mpsc::RecvTimeoutError::Timeout) => continue,
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        };
        stats.ports[port].frames_in += 1;
        out.clear();
        if let Err(e) = engine.deliver(port, &frame, &mut out) {
            stats.engine_errors += 1;
            eprintln!("switchd: engine failed on a frame from port {port}: {e:#}");
            continue;
        }
        for e in &out {
            let Some(tx) = txs.get_mut(e.port) else {
                stats.engine_errors += 1;
                continue;
            };
            let ps = &mut stats.ports[e.port];
            if tx.send(&e.frame) {
                ps.frames_out += 1;
                ps.bytes_out += e.frame.len() as u64;
            } else {
                ps.send_errors += 1;
            }
        }
        if verbose && last_report.elapsed() > Duration::from_secs(2) {
            note_rx_drops(&mut stats, &drops, &queue_dropped);
            eprintln!("switchd: {stats}");
            last_report = Instant::now();
        }
    }
    stop.store(true, Ordering::Relaxed);
    for t in threads {
        let _ = t.join();
    }
    note_rx_drops(&mut stats, &drops, &queue_dropped);
    Ok(stats)
}

/// The receive side's drops into `stats` ([`serve`]).
fn note_rx_drops(stats: &mut SwitchdStats, drops: &[Arc<link::RxDrops>], queue: &AtomicU64) {
    for (p, d) in stats.ports.iter_mut().zip(drops) {
        p.socket_drops = d.socket();
        p.delay_line_drops = d.delay_line();
    }
    stats.rx_queue_drops = queue.load(Ordering::Relaxed);
}

static STOP: AtomicBool = AtomicBool::new(false);

extern "C" fn on_signal(_: libc::c_int) {
    STOP.store(true, Ordering::Relaxed);
}

/// A stop flag set by SIGTERM or SIGINT (for the daemon's main loop).
pub fn stop_on_signals() -> Arc<AtomicBool> {
    // SAFETY: installs an async-signal-safe handler that only stores an atomic.
    unsafe {
        libc::signal(libc::SIGTERM, on_signal as *const () as libc::sighandler_t);
        libc::signal(libc::SIGINT, on_signal as *const () as libc::sighandler_t);
    }
    let flag = Arc::new(AtomicBool::new(false));
    let f = flag.clone();
    std::thread::spawn(move || loop {
        if STOP.load(Ordering::Relaxed) {
            f.store(true, Ordering::Relaxed);
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    });
    flag
}
