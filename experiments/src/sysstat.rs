//! CPU and link utilisation around a run: /proc/stat (all cores) and the
//! byte counters of the testbed's interfaces.

use netjoin_net::testbed::{sh, TestbedConfig};

/// Jiffies (busy, total) over all cores.
pub fn cpu_jiffies() -> (u64, u64) {
    let s = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let v: Vec<u64> = s.lines().next().unwrap_or("").split_whitespace().skip(1).filter_map(|x| x.parse().ok()).collect();
    let total: u64 = v.iter().take(8).sum();
    let idle = v.get(3).copied().unwrap_or(0) + v.get(4).copied().unwrap_or(0);
    (total - idle, total)
}

/// Bytes (rx, tx) of every testbed interface that carries data: each worker's
/// `lan` (baseline) and `sw` (switch uplink), and the coordinator's link.
#[derive(Clone, Debug, Default)]
pub struct LinkSnapshot {
    /// (name, rx bytes, tx bytes, rate bit/s)
    pub links: Vec<(String, u64, u64, f64)>,
}

fn stats(ns: Option<&str>, dev: &str) -> (u64, u64) {
    let mut a = vec!["ip"];
    if let Some(n) = ns {
        a.extend(["-n", n]);
    }
    a.extend(["-s", "-j", "link", "show", "dev", dev]);
    let out = sh(&a).unwrap_or_default();
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
    let s = &v[0]["stats64"];
    (s["rx"]["bytes"].as_u64().unwrap_or(0), s["tx"]["bytes"].as_u64().unwrap_or(0))
}

pub fn snapshot(tb: &TestbedConfig) -> LinkSnapshot {
    let r = tb.rate_bps.unwrap_or(0) as f64;
    let mut links = Vec::new();
    for w in 0..tb.workers {
        let ns = tb.worker_ns(w);
        for dev in ["lan", "sw"] {
            let (rx, tx) = stats(Some(&ns), dev);
            links.push((format!("w{w}.{dev}"), rx, tx, r));
        }
    }
    let (rx, tx) = stats(None, &tb.coord_iface());
    links.push(("sink".into(), rx, tx, tb.coord_rate_bps.map_or(r, |x| x as f64)));
    LinkSnapshot { links }
}

/// Samples /proc/stat every 50 ms in a thread, so the CPU use of a window inside a run can be read off.
pub struct CpuSampler {
    samples: std::sync::Arc<std::sync::Mutex<Vec<(std::time::Instant, u64, u64)>>>,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    h: Option<std::thread::JoinHandle<()>>,
}

impl CpuSampler {
    pub fn start() -> CpuSampler {
        use std::sync::atomic::Ordering;
        let samples = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (s2, st2) = (samples.clone(), stop.clone());
        let h = std::thread::spawn(move || {
            while !st2.load(Ordering::Relaxed) {
                let (b, t) = cpu_jiffies();
                s2.lock().unwrap().push((std::time::Instant::now(), b, t));
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
        });
        CpuSampler { samples, stop, h: Some(h) }
    }
    /// Busy fraction of all cores between `a` and `b` (nearest samples).
    pub fn util(&self, a: std::time::Instant, b: std::time::Instant) -> f64 {
        let (bb, tb) = cpu_jiffies();
        let mut s = self.samples.lock().unwrap().clone();
        s.push((std::time::Instant::now(), bb, tb));
        let first = s.iter().rev().find(|x| x.0 <= a).or(s.first()).copied();
        let last = s.iter().find(|x| x.0 >= b).or(s.last()).copied();
        match (first, last) {
            (Some(f), Some(l)) if l.2 > f.2 => (l.1 - f.1) as f64 / (l.2 - f.2) as f64,
            _ => 0.0,
        }
    }
}

impl Drop for CpuSampler {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        if let Some(h) = self.h.take() {
            let _ = h.join();
        }
    }
}

/// Busiest-link utilisation from byte counts: bytes · 8 / (rate · seconds).
pub fn link_util(bytes: u64, rate_bps: f64, secs: f64) -> f64 {
    if rate_bps <= 0.0 || secs <= 0.0 {
        0.0
    } else {
        bytes as f64 * 8.0 / (rate_bps * secs)
    }
}

/// Per-link byte deltas between two snapshots: (name, rx, tx, rate).
pub fn delta(a: &LinkSnapshot, b: &LinkSnapshot) -> Vec<(String, u64, u64, f64)> {
    a.links.iter().zip(&b.links).map(|(x, y)| (y.0.clone(), y.1 - x.1, y.2 - x.2, y.3)).collect()
}
