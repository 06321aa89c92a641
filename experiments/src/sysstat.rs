//! CPU and link utilisation around a run: /proc/stat (all cores) and the
//! byte counters of the testbed's interfaces.

use netjoin_net::testbed::{sh, TestbedConfig};

/// Jiffies (busy, total) over all cores.
pub fn cpu_jiffies() -> (u64, u64) {
    let s = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let v: Vec<u64> = s
        .lines()
        .next()
        .unwrap_or("")
        .split_whitespace()
        .skip(1)
        .filter_map(|x| x.parse().ok())
        .collect();
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
    (
        s["rx"]["bytes"].as_u64().unwrap_or(0),
        s["tx"]["bytes"].as_u64().unwrap_or(0),
    )
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
    links.push((
        "sink".into(),
        rx,
        tx,
        tb.coord_rate_bps.map_or(r, |x| x as f64),
    ));
    LinkSnapshot { links }
}

/// One sample: when, busy and total jiffies of all cores, and jiffies used by
/// the experiment's own processes (this one, and every `agent` / `switchd`
/// process of a netjoin binary) so far.
type Sample = (std::time::Instant, u64, u64, u64);

/// utime + stime (jiffies) of a /proc/<pid>/stat text.
fn stat_jiffies(stat: &str) -> Option<u64> {
    let rest = stat.get(stat.rfind(')')? + 2..)?;
    let f: Vec<&str> = rest.split_whitespace().collect();
    Some(f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?)
}

/// Whether a command line (NUL-separated) is a netjoin agent or switchd.
fn is_ours(cmdline: &[u8]) -> bool {
    let mut a = cmdline.split(|&b| b == 0);
    let exe = a.next().unwrap_or(&[]);
    let sub = a.next().unwrap_or(&[]);
    let name = exe.rsplit(|&b| b == b'/').next().unwrap_or(&[]);
    name.starts_with(b"netjoin") && (sub == b"agent" || sub == b"switchd")
}

/// Follows the CPU time of the experiment's processes across samples.
#[derive(Default)]
struct OwnCpu {
    /// pid → (is ours, last jiffies seen)
    seen: std::collections::HashMap<u32, (bool, u64)>,
    total: u64,
}

impl OwnCpu {
    fn sample(&mut self) -> u64 {
        let me = std::process::id();
        let mut alive = std::collections::HashSet::new();
        if let Ok(rd) = std::fs::read_dir("/proc") {
            for e in rd.flatten() {
                let Some(pid) = e.file_name().to_str().and_then(|x| x.parse::<u32>().ok()) else {
                    continue;
                };
                alive.insert(pid);
                let ours = match self.seen.get(&pid) {
                    Some(&(o, _)) => o,
                    None => {
                        let o = pid == me
                            || std::fs::read(format!("/proc/{pid}/cmdline"))
                                .is_ok_and(|c| is_ours(&c));
                        self.seen.insert(pid, (o, 0));
                        o
                    }
                };
                if !ours {
                    continue;
                }
                if let Some(j) = std::fs::read_to_string(format!("/proc/{pid}/stat"))
                    .ok()
                    .as_deref()
                    .and_then(stat_jiffies)
                {
                    let last = self.seen.get_mut(&pid).expect("inserted above");
                    self.total += j.saturating_sub(last.1);
                    last.1 = j.max(last.1);
                }
            }
        }
        self.seen.retain(|p, _| alive.contains(p));
        self.total
    }
}

/// Samples /proc every 50 ms in a thread, so the CPU use of a window inside a
/// run can be read off: of the whole machine, and of the experiment's own processes.
pub struct CpuSampler {
    samples: std::sync::Arc<std::sync::Mutex<Vec<Sample>>>,
    own: std::sync::Arc<std::sync::Mutex<OwnCpu>>,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    h: Option<std::thread::JoinHandle<()>>,
}

impl CpuSampler {
    pub fn start() -> CpuSampler {
        use std::sync::atomic::Ordering;
        let samples = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let own = std::sync::Arc::new(std::sync::Mutex::new(OwnCpu::default()));
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (s2, o2, st2) = (samples.clone(), own.clone(), stop.clone());
        let h = std::thread::spawn(move || {
            while !st2.load(Ordering::Relaxed) {
                let (b, t) = cpu_jiffies();
                let o = o2.lock().unwrap().sample();
                s2.lock()
                    .unwrap()
                    .push((std::time::Instant::now(), b, t, o));
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
        });
        CpuSampler {
            samples,
            own,
            stop,
            h: Some(h),
        }
    }
    fn window(&self, a: std::time::Instant, b: std::time::Instant) -> Option<(Sample, Sample)> {
        let (bb, tb) = cpu_jiffies();
        let o = self.own.lock().unwrap().sample();
        let mut s = self.samples.lock().unwrap().clone();
        s.push((std::time::Instant::now(), bb, tb, o));
        let first = s.iter().rev().find(|x| x.0 <= a).or(s.first()).copied();
        let last = s.iter().find(|x| x.0 >= b).or(s.last()).copied();
        match (first, last) {
            (Some(f), Some(l)) if l.2 > f.2 => Some((f, l)),
            _ => None,
        }
    }
    /// Busy fraction of all cores between `a` and `b` (nearest samples), whatever ran.
    pub fn util(&self, a: std::time::Instant, b: std::time::Instant) -> f64 {
        self.window(a, b)
            .map_or(0.0, |(f, l)| (l.1 - f.1) as f64 / (l.2 - f.2) as f64)
    }
    /// Share of all cores the experiment's own processes (coordinator, agents,
    /// switchd) used between `a` and `b`: other users' builds do not count.
    pub fn own_util(&self, a: std::time::Instant, b: std::time::Instant) -> f64 {
        self.window(a, b)
            .map_or(0.0, |(f, l)| (l.3 - f.3) as f64 / (l.2 - f.2) as f64)
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
    a.links
        .iter()
        .zip(&b.links)
        .map(|(x, y)| (y.0.clone(), y.1 - x.1, y.2 - x.2, y.3))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_agents_and_switchd_and_reads_jiffies() {
        assert!(is_ours(
            b"/work/target/release/netjoin-experiments\0agent\0--iface\0sw\0"
        ));
        assert!(is_ours(b"netjoin\0switchd\0--port\0p0\0"));
        assert!(!is_ours(b"/usr/bin/cargo\0build\0"));
        assert!(!is_ours(b"netjoin\0experiment\0fig9.8\0"));
        assert_eq!(
            stat_jiffies("12 (a b) R 1 2 3 4 5 6 7 8 9 10 30 12 0"),
            Some(42)
        );
        // This process is always counted, and its count does not go down.
        let mut o = OwnCpu::default();
        let a = o.sample();
        assert!(o.sample() >= a);
        assert!(o.seen.get(&std::process::id()).is_some_and(|x| x.0));
    }
}
