//! The time model calibrated on a cluster's measured runs.
//!
//! The model prices a plan by what it moves: link seconds, rows built into
//! hash tables, rows probed and stage rounds ([`Work`]). On a real cluster each costs more or less than the
//! model says, and differently per strategy: Ballista compresses its
//! shuffle files but pays CPU per row to write, read and join them; the
//! switch join pays per tuple it encodes and decodes, and on the testbed
//! a software switch binds it; every stage round waits for the scheduler.
//! A [`TimeCalibration`] holds, per strategy, a [`LinearFit`] of the
//! measured seconds over those quantities, fitted by non-negative least
//! squares on runs of both strategies on the same links
//! (`netjoin cluster bench --testbed --calibrate`, `netjoin cluster
//! calibrate`).

use serde::{Deserialize, Serialize};

/// What the time model counts of a plan on its busiest worker.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Work {
    /// Seconds of its transfers, each bound by the links or, in the switch
    /// join, by the switch's rates, whichever is slower; stage rounds left
    /// out.
    pub link_s: f64,
    /// Dimension rows it builds hash tables of (its partitions of the
    /// dimensions, after the shuffle), or, in the switch join, sends to be
    /// built: inserts cost the CPU more than probes.
    pub build_rows: f64,
    /// Rows it probes, sends or receives besides.
    pub probe_rows: f64,
    /// Stage rounds the plan waits for: one per shuffled join, two for
    /// the switch join (build, then probe).
    pub rounds: f64,
}

impl Work {
    pub fn add(&mut self, o: Work) {
        self.link_s += o.link_s;
        self.build_rows += o.build_rows;
        self.probe_rows += o.probe_rows;
        self.rounds += o.rounds;
    }
    /// What each coefficient of a [`LinearFit`] multiplies, in its order.
    fn design_row(&self) -> [f64; FEATURES] {
        [
            1.0,
            self.link_s,
            self.build_rows,
            self.probe_rows,
            self.rounds,
        ]
    }
}

/// `seconds = fixed_s + per_link_s × link_s + per_build_row_s ×
/// build_rows + per_probe_row_s × probe_rows + per_round_s × rounds`, every
/// coefficient at least 0 (more work never takes less time).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LinearFit {
    /// A query's cost on this path with no data: planning, set-up.
    pub fixed_s: f64,
    /// Measured seconds per second of the model's link time.
    pub per_link_s: f64,
    /// Seconds per built and per probed row on the busiest worker.
    pub per_build_row_s: f64,
    pub per_probe_row_s: f64,
    /// Seconds per stage round.
    pub per_round_s: f64,
}

/// The fixed part and one coefficient per quantity of [`Work`].
const FEATURES: usize = 5;

impl LinearFit {
    pub fn apply(&self, w: &Work) -> f64 {
        self.fixed_s + self.marginal(w)
    }

    /// The seconds of `w` without the fixed part: the shuffled joins that
    /// follow a switch join in the same query.
    pub fn marginal(&self, w: &Work) -> f64 {
        self.per_link_s * w.link_s
            + self.per_build_row_s * w.build_rows
            + self.per_probe_row_s * w.probe_rows
            + self.per_round_s * w.rounds
    }

    fn coefficients(&self) -> [f64; FEATURES] {
        [
            self.fixed_s,
            self.per_link_s,
            self.per_build_row_s,
            self.per_probe_row_s,
            self.per_round_s,
        ]
    }

    fn from_coefficients(c: [f64; FEATURES]) -> LinearFit {
        LinearFit {
            fixed_s: c[0],
            per_link_s: c[1],
            per_build_row_s: c[2],
            per_probe_row_s: c[3],
            per_round_s: c[4],
        }
    }

    /// The non-negative least-squares fit of `points` (work, measured
    /// seconds). With five coefficients the exact solution is found by
    /// trying every set of free coefficients (the others held at 0): the
    /// optimum is the unconstrained least-squares solution on its own set.
    /// `None` without points or when a measured time is not finite.
    pub fn fit(points: &[(Work, f64)]) -> Option<LinearFit> {
        Self::fit_weighted(points, |_| 1.0)
    }

    /// [`LinearFit::fit`] minimizing the squared relative errors instead
    /// (each point weighted by 1 / measured²): every point counts alike
    /// whatever its seconds, which suits a fit that decides between
    /// strategies at small points as at large ones. `None` also when a
    /// measured time is not positive.
    pub fn fit_relative(points: &[(Work, f64)]) -> Option<LinearFit> {
        if points.iter().any(|p| p.1 <= 0.0) {
            return None;
        }
        Self::fit_weighted(points, |y| 1.0 / (y * y))
    }

    fn fit_weighted(points: &[(Work, f64)], weight: impl Fn(f64) -> f64) -> Option<LinearFit> {
        if points.is_empty() || points.iter().any(|p| !p.1.is_finite()) {
            return None;
        }
        let mut best: Option<(f64, LinearFit)> = None;
        for mask in 0u32..(1 << FEATURES) {
            let free: Vec<usize> = (0..FEATURES).filter(|i| mask & (1 << i) != 0).collect();
            let Some(sol) = least_squares(points, &free, &weight) else {
                continue;
            };
            let mut c = [0.0; FEATURES];
            for (k, &i) in free.iter().enumerate() {
                c[i] = sol[k];
            }
            if c.iter().any(|&x| x < 0.0 || !x.is_finite()) {
                continue;
            }
            let f = LinearFit::from_coefficients(c);
            let sse: f64 = points
                .iter()
                .map(|(w, y)| weight(*y) * (f.apply(w) - y).powi(2))
                .sum();
            // Of fits equal but for rounding, the first tried stays.
            if best.is_none_or(|(b, _)| sse < b * (1.0 - 1e-9)) {
                best = Some((sse, f));
            }
        }
        best.map(|(_, f)| f)
    }

    /// A line for people: `0.029 s + 0.93 x link + 1.11e-6 s/build row +
    /// 0.00e0 s/probe row + 0.018 s/round`.
    pub fn describe(&self) -> String {
        let c = self.coefficients();
        format!(
            "{:.3} s + {:.2} x link + {:.2e} s/build row + {:.2e} s/probe row + {:.3} s/round",
            c[0], c[1], c[2], c[3], c[4]
        )
    }
}

/// Solves the normal equations of `points`, each weighted by `weight` of
/// its measured seconds, on the coefficients `free` (Gaussian elimination
/// with partial pivoting); `None` when they are singular (a feature
/// constant over the points, or two proportional).
fn least_squares(
    points: &[(Work, f64)],
    free: &[usize],
    weight: &impl Fn(f64) -> f64,
) -> Option<Vec<f64>> {
    let k = free.len();
    if k == 0 {
        return Some(Vec::new());
    }
    // Scale each feature to its largest magnitude so that rows (1e6) and
    // seconds (1e-1) condition alike.
    let scale: Vec<f64> = free
        .iter()
        .map(|&i| {
            points
                .iter()
                .map(|(w, _)| w.design_row()[i].abs())
                .fold(0.0, f64::max)
        })
        .collect();
    if scale.contains(&0.0) {
        return None;
    }
    let mut a = vec![vec![0.0; k + 1]; k];
    for (w, y) in points {
        let r = w.design_row();
        let x: Vec<f64> = free.iter().zip(&scale).map(|(&i, s)| r[i] / s).collect();
        let g = weight(*y);
        for i in 0..k {
            for j in 0..k {
                a[i][j] += g * x[i] * x[j];
            }
            a[i][k] += g * x[i] * y;
        }
    }
    let diag_max = (0..k).map(|i| a[i][i]).fold(0.0, f64::max);
    for col in 0..k {
        let piv = (col..k).max_by(|&p, &q| a[p][col].abs().total_cmp(&a[q][col].abs()))?;
        if a[piv][col].abs() <= 1e-10 * diag_max {
            return None;
        }
        a.swap(col, piv);
        let pivot = a[col].clone();
        for (r, row) in a.iter_mut().enumerate() {
            if r != col {
                let f = row[col] / pivot[col];
                for (x, p) in row.iter_mut().zip(&pivot).skip(col) {
                    *x -= f * p;
                }
            }
        }
    }
    Some((0..k).map(|i| a[i][k] / a[i][i] / scale[i]).collect())
}

/// The time model calibrated on a cluster: Ballista's shuffle plan and the
/// switch join each as a [`LinearFit`] of the model's [`Work`], fitted on
/// runs of both strategies on the same links.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TimeCalibration {
    /// Where and how it was measured, for people (EXPLAIN prints it).
    pub source: String,
    /// The link rate and worker count it was measured at: a scheduler with
    /// other ones refuses it.
    pub rate_bps: u64,
    pub workers: usize,
    /// The stage round the model was computed with.
    pub stage_seconds: f64,
    pub shuffle: LinearFit,
    pub inp: LinearFit,
    /// Bytes Ballista's shuffle put on the busiest link per byte the model
    /// counts there (measured; the fit already holds it).
    pub shuffle_wire_factor: f64,
    /// The data sets the fit used.
    pub points: usize,
}

impl TimeCalibration {
    /// Reads a calibration file, and checks that it is one.
    pub fn load(path: &std::path::Path) -> anyhow::Result<TimeCalibration> {
        use anyhow::Context;
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("reading the calibration {}", path.display()))?;
        let c: TimeCalibration = serde_json::from_str(&text).with_context(|| {
            format!(
                "{}: not a time calibration (`netjoin cluster calibrate` writes one)",
                path.display()
            )
        })?;
        for (what, f) in [("shuffle", c.shuffle), ("inp", c.inp)] {
            if f.coefficients()
                .iter()
                .any(|x| !(x.is_finite() && *x >= 0.0))
            {
                anyhow::bail!(
                    "{}: the {what} fit ({}) has a coefficient that is not a finite number of 0 or more",
                    path.display(),
                    f.describe()
                );
            }
        }
        Ok(c)
    }

    pub fn save(&self, path: &std::path::Path) -> anyhow::Result<()> {
        use anyhow::Context;
        std::fs::write(path, serde_json::to_string_pretty(self)? + "\n")
            .with_context(|| format!("writing {}", path.display()))
    }
}
