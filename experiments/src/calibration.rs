//! The parameters of the flow-level model (`netjoin_sim::cluster`) for a
//! cluster of namespaces on this machine: fixed costs, link efficiencies and
//! CPU rates. The recorded values were measured on the testbed with the
//! project's former TCP shuffle and go-back-N coordinator (whose settings
//! the constants below keep); a JSON file of the same form
//! (`--calibration`, `$NETJOIN_CALIBRATION`) replaces them.

use anyhow::{Context, Result};
use netjoin_proto::HEADER_LEN;
use netjoin_sim::cluster::{ClusterSpec, Overheads, SwitchRates};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;
use std::path::Path;

/// Probe frames per worker in the first round of the modelled in-network join.
pub const ROUND_FRAMES: usize = 256;
/// The cap on a round (frames per worker).
pub const MAX_ROUND_FRAMES: usize = 4096;
/// Share of the link rate the in-network streams are paced to.
pub const INP_PACING: f64 = 0.9;

/// The measured parameters (seconds, fractions, rates) and the raw runs behind them.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Calibration {
    /// Where and when: `nproc`, load average at the start, link rate, workers, MTU.
    pub cores: usize,
    pub load_avg: f64,
    pub rate_bps: u64,
    pub workers: usize,
    pub mtu: u32,
    pub shuffle_start_s: f64,
    pub shuffle_stage_s: f64,
    pub shuffle_efficiency: f64,
    /// Extra share of a stage's transfer time for every stage after the first.
    pub shuffle_stage_tail: f64,
    /// The machine's CPU-seconds per byte and per tuple a shuffle moves from
    /// one worker to another (sender, receiver and kernel together; all
    /// workers share the `cores`).
    #[serde(default)]
    pub shuffle_cpu_s_per_byte: f64,
    #[serde(default)]
    pub shuffle_cpu_s_per_tuple: f64,
    /// Build + probe tuples per CPU-second of a worker's joining thread (the
    /// workers' joins share the `cores`), when `join_rates` is empty.
    pub join_tuples_per_s: f64,
    /// The join by table size: (rows per dimension table, inserts and probe
    /// tuples per CPU-second of a joining thread). The join slows down as its
    /// tables outgrow the caches; the model interpolates (log scale) and
    /// keeps the end values outside.
    #[serde(default)]
    pub join_rates: Vec<(f64, f64, f64)>,
    pub inp_build_s: f64,
    pub inp_round_s: f64,
    /// Share of the paced rate the workers' go-back-N streams reach.
    pub inp_efficiency: f64,
    /// The software switch (switchd: behavioural model, pnet): (rows per
    /// table, build inserts per CPU-second, probe lookups = probe tuples ×
    /// tables per CPU-second), by table size.
    pub switchd: Vec<(f64, f64, f64)>,
    /// Raw measurements: (what, seconds or rate).
    pub runs: Vec<(String, f64)>,
}

impl Calibration {
    /// The values measured on the 2-core development machine (100 Mbit/s
    /// links, 4 workers, MTU 9000), used when no calibration file is given.
    pub fn recorded() -> Calibration {
        Calibration {
            cores: 2,
            load_avg: 3.25,
            rate_bps: 100_000_000,
            workers: 4,
            mtu: 9000,
            shuffle_start_s: 0.0073,
            shuffle_stage_s: 0.0,
            shuffle_efficiency: 0.892,
            shuffle_stage_tail: 0.016,
            // Not measured then; at 100 Mbit/s the links, not the CPU, bind.
            shuffle_cpu_s_per_byte: 0.0,
            shuffle_cpu_s_per_tuple: 0.0,
            join_tuples_per_s: 3.25e7,
            join_rates: Vec::new(),
            inp_build_s: 0.00067,
            inp_round_s: 0.0070,
            inp_efficiency: 0.973,
            switchd: vec![(1e5, 3.75e6, 3.53e6), (4e5, 3.64e6, 4.21e6)],
            runs: Vec::new(),
        }
    }

    /// The model's overheads for the testbed with these parameters.
    pub fn overheads(&self, max_payload: usize) -> Overheads {
        Overheads {
            shuffle_start_s: self.shuffle_start_s,
            shuffle_stage_s: self.shuffle_stage_s,
            shuffle_efficiency: self.shuffle_efficiency,
            shuffle_stage_tail: self.shuffle_stage_tail,
            shuffle_cpu_s_per_byte: self.shuffle_cpu_s_per_byte,
            shuffle_cpu_s_per_tuple: self.shuffle_cpu_s_per_tuple,
            cpu_cores: self.cores as f64,
            join_tuples_per_s: self.join_tuples_per_s,
            join_build_tuples_per_s: self.join_tuples_per_s,
            inp_build_s: self.inp_build_s,
            inp_round_s: self.inp_round_s,
            inp_first_round_frames: ROUND_FRAMES as f64,
            inp_max_round_frames: MAX_ROUND_FRAMES as f64,
            inp_frame_payload: max_payload as f64,
            inp_frame_header: (HEADER_LEN + 4) as f64,
            inp_paced_for_full_results: true,
            link_burst_bytes: tbf_burst_bytes(self.rate_bps as f64),
        }
    }

    /// switchd's (inserts/s, lookups/s) for tables of `rows` rows: log-linear
    /// between the measured sizes, the end values outside; unlimited if none measured.
    pub fn switchd_at(&self, rows: f64) -> (f64, f64) {
        let ins: Vec<(f64, f64)> = self.switchd.iter().map(|x| (x.0, x.1)).collect();
        let look: Vec<(f64, f64)> = self.switchd.iter().map(|x| (x.0, x.2)).collect();
        (
            log_interp(&ins, rows).unwrap_or(f64::INFINITY),
            log_interp(&look, rows).unwrap_or(f64::INFINITY),
        )
    }

    /// A joining thread's (inserts, probe tuples) per CPU-second with
    /// dimension tables of `rows` rows: as [`Calibration::switchd_at`], from
    /// `join_rates`, else the one rate for both.
    pub fn join_at(&self, rows: f64) -> (f64, f64) {
        let b: Vec<(f64, f64)> = self.join_rates.iter().map(|x| (x.0, x.1)).collect();
        let p: Vec<(f64, f64)> = self.join_rates.iter().map(|x| (x.0, x.2)).collect();
        (
            log_interp(&b, rows).unwrap_or(self.join_tuples_per_s),
            log_interp(&p, rows).unwrap_or(self.join_tuples_per_s),
        )
    }

    /// The calibrated testbed model at `rate_bps` with `workers`, for joins of
    /// dimension tables of `dim_rows` rows: the sink's link at workers × rate,
    /// INP streams paced to 0.9 × `inp_efficiency`, switchd's measured rates
    /// (at that table size) as the switch (lookups are bucket reads, so the
    /// workload's table count sets the probe tuple rate).
    pub fn testbed_spec(
        &self,
        workers: usize,
        rate_bps: f64,
        max_payload: usize,
        dim_rows: f64,
    ) -> ClusterSpec {
        let (ins, look) = self.switchd_at(dim_rows);
        let mut o = self.overheads(max_payload);
        o.link_burst_bytes = tbf_burst_bytes(rate_bps);
        (o.join_build_tuples_per_s, o.join_tuples_per_s) = self.join_at(dim_rows);
        ClusterSpec {
            workers,
            link_bps: rate_bps,
            sink_bps: Some(rate_bps * workers as f64),
            efficiency: INP_PACING * self.inp_efficiency,
            // `look` is switchd's lookup (bucket read) rate: T of them per probe tuple.
            switch: SwitchRates {
                probe_reads_per_s: look,
                build_tuples_per_s: ins,
                // Not measured apart: a tuple its filters reject costs
                // switchd one lookup's time.
                probe_unit_tuples_per_s: look,
            },
            overheads: o,
            ..ClusterSpec::default()
        }
    }

    /// The uncalibrated flow model of the testbed: links at their rate (INP
    /// paced to 0.9), the sink at workers × rate, no framing, bursts or fixed
    /// costs, an infinitely fast switch.
    pub fn ideal_spec(workers: usize, rate_bps: f64) -> ClusterSpec {
        ClusterSpec {
            workers,
            link_bps: rate_bps,
            sink_bps: Some(rate_bps * workers as f64),
            efficiency: INP_PACING,
            switch: SwitchRates {
                probe_reads_per_s: f64::INFINITY,
                build_tuples_per_s: f64::INFINITY,
                probe_unit_tuples_per_s: f64::INFINITY,
            },
            ..ClusterSpec::default()
        }
    }

    pub fn save(&self, path: &Path) -> Result<()> {
        if let Some(d) = path.parent() {
            std::fs::create_dir_all(d)?;
        }
        std::fs::write(path, serde_json::to_string_pretty(self)?)
            .with_context(|| format!("writing {}", path.display()))
    }

    pub fn load(path: &Path) -> Result<Calibration> {
        let t =
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        serde_json::from_str(&t).with_context(|| format!("parsing {}", path.display()))
    }

    /// `$NETJOIN_CALIBRATION` (a JSON file of this form) if set, else [`Calibration::recorded`].
    pub fn from_env() -> Result<Calibration> {
        match std::env::var_os("NETJOIN_CALIBRATION") {
            Some(p) => Calibration::load(Path::new(&p)),
            None => Ok(Calibration::recorded()),
        }
    }

    /// A table of the parameters.
    pub fn describe(&self) -> String {
        let mut t = String::new();
        let _ = writeln!(
            t,
            "calibration: {} cores, load {:.1}, {} workers, links {} Mbit/s, MTU {}",
            self.cores,
            self.load_avg,
            self.workers,
            self.rate_bps / 1_000_000,
            self.mtu
        );
        let _ = writeln!(
            t,
            "  shuffle start          {:>9.4} s   (connections, threads, command round trip)",
            self.shuffle_start_s
        );
        let _ = writeln!(
            t,
            "  shuffle per stage      {:>9.4} s   (barrier: last batch, ENDs)",
            self.shuffle_stage_s
        );
        let _ = writeln!(
            t,
            "  shuffle efficiency     {:>9.3}     (share of the link rate the TCP shuffle reaches)",
            self.shuffle_efficiency
        );
        let _ = writeln!(t, "  shuffle stage tail     {:>9.3}     (extra share of every later stage's transfer: stragglers)", self.shuffle_stage_tail);
        let _ = writeln!(t, "  shuffle CPU            {:>9.3} ns per byte + {:.1} ns per tuple moved (the machine's {} cores, all workers)", self.shuffle_cpu_s_per_byte * 1e9, self.shuffle_cpu_s_per_tuple * 1e9, self.cores);
        if self.join_rates.is_empty() {
            let _ = writeln!(
                t,
                "  hash join CPU          {:>9.3e} tuples per CPU-second (build + probe)",
                self.join_tuples_per_s
            );
        }
        for (rows, b, p) in &self.join_rates {
            let _ = writeln!(t, "  hash join, {rows:>7.0}-row tables {b:>9.3e} inserts, {p:.3e} probe tuples per CPU-second");
        }
        let _ = writeln!(
            t,
            "  INP build phase        {:>9.4} s   (ENDs, final ACKs, counters, sink check)",
            self.inp_build_s
        );
        let _ = writeln!(t, "  INP per probe round    {:>9.4} s", self.inp_round_s);
        let _ = writeln!(t, "  INP efficiency         {:>9.3}     (share of the paced rate the go-back-N streams reach)", self.inp_efficiency);
        for (rows, ins, look) in &self.switchd {
            let _ = writeln!(t, "  switchd, {rows:>7.0}-row tables {ins:>9.3e} inserts, {look:.3e} lookups (probe tuples x tables) per CPU-second");
        }
        t
    }
}

/// `v` (ascending x) at `x`: log-linear in x between the points, the end
/// values outside; `None` if `v` is empty.
fn log_interp(v: &[(f64, f64)], x: f64) -> Option<f64> {
    let (first, last) = (v.first()?, v.last()?);
    if x <= first.0 {
        return Some(first.1);
    }
    if x >= last.0 {
        return Some(last.1);
    }
    let i = v
        .iter()
        .position(|p| p.0 >= x)
        .unwrap_or(v.len() - 1)
        .max(1);
    let (a, b) = (v[i - 1], v[i]);
    let f = (x.ln() - a.0.ln()) / (b.0.ln() - a.0.ln());
    Some(a.1 + f * (b.1 - a.1))
}

/// The burst of the testbed's tbf shaping at `rate_bps` (netjoin_net::testbed).
pub fn tbf_burst_bytes(rate_bps: f64) -> f64 {
    (rate_bps / 8.0 / 1000.0).max(65536.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn join_rates_interpolate_by_table_size_and_fall_back() {
        let c = Calibration {
            join_rates: vec![(1e3, 4e7, 3e7), (1e5, 2e7, 1e7)],
            ..Calibration::recorded()
        };
        assert_eq!(c.join_at(10.0), (4e7, 3e7));
        assert_eq!(c.join_at(1e6), (2e7, 1e7));
        let (b, p) = c.join_at(1e4);
        assert!((b - 3e7).abs() < 1.0 && (p - 2e7).abs() < 1.0, "{b} {p}");
        let r = Calibration::recorded();
        assert_eq!(r.join_at(1e4), (r.join_tuples_per_s, r.join_tuples_per_s));
    }

    #[test]
    fn calibration_round_trips_through_json() {
        let c = Calibration {
            runs: vec![("x".into(), 1.5)],
            ..Calibration::recorded()
        };
        let dir = std::env::temp_dir().join(format!("njcal-{}", std::process::id()));
        let f = dir.join("calibration.json");
        c.save(&f).unwrap();
        assert_eq!(Calibration::load(&f).unwrap(), c);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
