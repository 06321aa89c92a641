//! The switch daemon: the switch engine on real interfaces.
//!
//! One receiver thread per interface feeds one engine thread (frames are
//! processed one at a time, in arrival order, as by the FPGA's arbiter); the
//! engine's frames leave on the interface of their `Emitted::port`. Port `i`
//! is the i-th `--port` given.

use crate::link;
use anyhow::{bail, Result};
use netjoin_host::engine::SwitchEngine;
use netjoin_sim::Emitted;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

#[derive(Clone, Debug, Default)]
pub struct PortStats {
    pub name: String,
    pub frames_in: u64,
    pub frames_out: u64,
    pub bytes_out: u64,
    /// Frames the kernel refused to send (qdisc full): lost on this port.
    pub send_errors: u64,
}

#[derive(Clone, Debug, Default)]
pub struct SwitchdStats {
    pub ports: Vec<PortStats>,
    pub engine_errors: u64,
}

impl std::fmt::Display for SwitchdStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, p) in self.ports.iter().enumerate() {
            writeln!(f, "port {i} ({}): {} frames in, {} out ({} B), {} send errors", p.name, p.frames_in, p.frames_out, p.bytes_out, p.send_errors)?;
        }
        write!(f, "engine errors: {}", self.engine_errors)
    }
}

/// Serves `ports` with `engine` until `stop` is set.
pub fn serve(engine: &mut dyn SwitchEngine, ports: &[String], stop: Arc<AtomicBool>, verbose: bool, imp: link::Impair) -> Result<SwitchdStats> {
    if ports.is_empty() {
        bail!("switchd needs at least one --port");
    }
    let (qtx, qrx) = mpsc::channel::<(usize, Vec<u8>)>();
    let mut txs = Vec::new();
    let mut threads = Vec::new();
    let mut stats = SwitchdStats { ports: ports.iter().map(|p| PortStats { name: p.clone(), ..Default::default() }).collect(), engine_errors: 0 };
    for (i, p) in ports.iter().enumerate() {
        let (tx, rx, _) = link::open(p, Duration::from_millis(50))?;
        txs.push(tx);
        threads.push(link::spawn_rx(rx, stop.clone(), qtx.clone(), move |f| Some((i, f.to_vec())), link::Impair { seed: imp.seed.wrapping_add(i as u64), ..imp }));
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
            eprintln!("switchd: {stats}");
            last_report = Instant::now();
        }
    }
    stop.store(true, Ordering::Relaxed);
    for t in threads {
        let _ = t.join();
    }
    Ok(stats)
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
