//! The time model calibrated in one process: what `netjoin run` and
//! `netjoin explain` (without a cluster) price plans with.
//!
//! In one process no link carries anything: the shuffle is DataFusion's
//! repartitioning between threads and the switch join is the behavioural
//! switch model (or the Verilated RTL) on the same cores. The model's
//! network bytes say nothing about either, so in-process runs minimize
//! predicted seconds, with a [`TimeCalibration`] fitted here on this
//! host's measured runs: star-join data sets of several shapes
//! (`crate::gen::gen_star`), each run with `--strategy shuffle` and
//! `--strategy inp` over interleaved rounds, their medians fitted against
//! the model's [`Work`] by [`LinearFit::fit`] (`netjoin calibrate`).
//!
//! Which calibration a session uses is `crate::calibration_choice`'s job.

use crate::calibration_choice::{switch_name, SOURCE_PREFIX};
use crate::cli::{execute, Hooks, ModelArgs};
use crate::cost::{LinearFit, TimeCalibration, Work};
use crate::options::{SessionOptions, Strategy, SwitchKind};
use anyhow::{bail, Context, Result};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::time::Instant;

/// One star-join data set: fact rows, rows per dimension, dimensions, and
/// how many of a dimension's 10 categories the query keeps (10: no filter).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Shape {
    pub fact_rows: usize,
    pub dim_rows: usize,
    pub dims: usize,
    pub keep: u32,
}

impl std::fmt::Display for Shape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}:{}:{}",
            self.fact_rows, self.dim_rows, self.dims, self.keep
        )
    }
}

impl std::str::FromStr for Shape {
    type Err = String;
    fn from_str(s: &str) -> std::result::Result<Shape, String> {
        let bad = |why: &str| format!("shape `{s}`: {why} (FACT_ROWS:DIM_ROWS:DIMS[:KEEP])");
        let parts: Vec<&str> = s.split(':').collect();
        if !(3..=4).contains(&parts.len()) {
            return Err(bad("three or four numbers separated by `:`"));
        }
        let num = |i: usize, what: &str| -> std::result::Result<usize, String> {
            parts[i]
                .trim()
                .parse::<usize>()
                .map_err(|_| bad(&format!("{what} `{}` is not a number", parts[i])))
        };
        let shape = Shape {
            fact_rows: num(0, "fact rows")?,
            dim_rows: num(1, "dimension rows")?,
            dims: num(2, "dimensions")?,
            keep: if parts.len() == 4 {
                num(3, "categories kept")? as u32
            } else {
                10
            },
        };
        if shape.fact_rows == 0 || shape.dim_rows == 0 {
            return Err(bad("fact and dimension rows must be at least 1"));
        }
        if !(1..=4).contains(&shape.dims) {
            return Err(bad("1 to 4 dimensions (the pipelines' tables)"));
        }
        if !(1..=10).contains(&shape.keep) {
            return Err(bad("keep 1 to 10 of the 10 categories"));
        }
        Ok(shape)
    }
}

impl Shape {
    /// The star join over this shape: grouped by the first dimension's
    /// category, as the star-schema queries group by a dimension's column.
    pub fn sql(&self) -> String {
        let mut s = String::from("SELECT d1.d1_cat, count(*) AS n, sum(a.a_qty) AS qty FROM a");
        for d in 1..=self.dims {
            s += &format!(" JOIN d{d} ON a.d{d}_id = d{d}.d{d}_id");
        }
        if self.keep < 10 {
            let conds: Vec<String> = (1..=self.dims)
                .map(|d| format!("d{d}.d{d}_cat < {}", self.keep))
                .collect();
            s += &format!(" WHERE {}", conds.join(" AND "));
        }
        s + " GROUP BY d1.d1_cat"
    }
}

/// The shapes `netjoin calibrate` measures by default: fact and dimension
/// sizes, numbers of dimensions and filters around those of TPC-H's and
/// SSB's star joins at SF 1 (a fact of 6 M rows, dimensions of 2 k to
/// 1.5 M), so that each quantity of [`Work`] varies on its own.
pub const DEFAULT_SHAPES: &str = "250000:10000:3,1000000:10000:1,1000000:10000:2,1000000:10000:3,\
     1000000:10000:4,4000000:10000:3,1000000:200000:3,1000000:1000000:2,1000000:10000:3:2,\
     4000000:100000:2:3,6000000:200000:3,6000000:1500000:3,2000000:50000:4:5,\
     500000:3000000:2,1500000:6000000:1";

/// The default shapes for the RTL switch, whose simulator runs some
/// 10⁴ times slower than the behavioural model.
pub const DEFAULT_RTL_SHAPES: &str =
    "2000:200:1,5000:200:2,10000:500:3,20000:1000:3,10000:5000:2,20000:200:4,20000:500:3:3";

/// `netjoin calibrate`: the in-process time model fitted on this host.
#[derive(clap::Args, Debug, Clone)]
pub struct CalibrateArgs {
    /// Workers (DataFusion partitions and switch sources) of the runs, and
    /// partitions of the generated data.
    #[arg(long, default_value_t = 2)]
    pub workers: usize,
    /// The switch the offloaded joins run on: `model` (behavioural) or
    /// `rtl` (the Verilated RTL; its time is the simulator's).
    #[arg(long, value_enum, default_value_t = SwitchKind::Model)]
    pub switch: SwitchKind,
    /// Data sets, FACT_ROWS:DIM_ROWS:DIMS[:KEEP] each (KEEP of a
    /// dimension's 10 categories pass the query's filter), comma-separated.
    /// Default: fifteen shapes of 250 k to 6 M fact rows, dimensions of 10 k
    /// to 6 M rows (some larger than the fact, as TPC-H's lineitem under orders), 1 to 4 dimensions, with and without filters; with
    /// --switch rtl, seven of 2 k to 20 k fact rows.
    #[arg(long, value_delimiter = ',', value_name = "SHAPES")]
    pub shapes: Vec<Shape>,
    /// Timed rounds per strategy and data set (after one untimed round);
    /// the median counts.
    #[arg(long, default_value_t = 5)]
    pub rounds: usize,
    /// Where the calibration goes (for `run`/`explain --calibration`).
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Plots measured against predicted seconds to this PNG.
    #[arg(long, value_name = "PNG")]
    pub plot: Option<PathBuf>,
    /// Directory for the generated data (default: a temporary one, removed
    /// afterwards).
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
}

/// One strategy of one data set: the model's view and the measurement.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StrategyPoint {
    pub model_s: f64,
    pub work: Work,
    pub measured_s: f64,
}

/// One data set's measurements.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Point {
    pub shape: Shape,
    pub shuffle: StrategyPoint,
    pub inp: StrategyPoint,
}

/// A calibration and the points it was fitted on.
pub struct Calibrated {
    pub calibration: TimeCalibration,
    pub points: Vec<Point>,
}

fn host_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "this host".into())
}

fn cpu_model() -> Option<String> {
    let info = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("model name"))?;
    Some(line.split_once(':')?.1.trim().to_string())
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

/// Removes a temporary directory however the command ends.
struct Scratch(Option<PathBuf>);
impl Drop for Scratch {
    fn drop(&mut self) {
        if let Some(d) = &self.0 {
            let _ = std::fs::remove_dir_all(d);
        }
    }
}

/// The session options a calibration run uses: the model's defaults,
/// uncalibrated (the work it counts does not depend on a calibration).
fn run_options(a: &CalibrateArgs, strategy: Strategy, hooks: &Hooks) -> Result<SessionOptions> {
    let q = crate::cli::QueryArgs {
        workers: Some(a.workers),
        ..Default::default()
    };
    let e = crate::cli::EngineArgs {
        strategy,
        switch: a.switch,
        ..Default::default()
    };
    crate::cli::session_options(&q, &e, &ModelArgs::default(), hooks)
}

/// The model's work of both strategies, from the decisions of a run with
/// every join offloaded.
fn model_work(
    shape: &Shape,
    decisions: &[crate::rule::Decision],
) -> Result<((f64, Work), (f64, Work))> {
    let Some(d) = decisions.iter().find(|d| !d.candidates.is_empty()) else {
        bail!("shape {shape}: the star-join rule priced no star join");
    };
    if d.offloaded.len() != shape.dims {
        bail!(
            "shape {shape}: --strategy inp offloaded {:?} of {} dimensions ({})",
            d.offloaded,
            shape.dims,
            d.joins
                .iter()
                .map(|j| j.reason.clone())
                .collect::<Vec<_>>()
                .join("; ")
        );
    }
    let mut want = d.offloaded.clone();
    want.sort();
    let Some(c) = d.candidates.iter().find(|c| {
        let mut s = c.set.clone();
        s.sort();
        s == want
    }) else {
        bail!("shape {shape}: the offloaded set has no priced candidate");
    };
    // Nothing is shuffled after a switch join of every join; its rest is
    // counted all the same.
    let mut inp = c.switch_work;
    inp.add(c.shuffle_work);
    Ok((
        (d.candidates[0].model_seconds, d.candidates[0].shuffle_work),
        (c.model_seconds, inp),
    ))
}

/// Measures `a`'s shapes and fits the calibration; `progress` gets a line
/// per step.
pub fn measure(
    a: &CalibrateArgs,
    hooks: &Hooks,
    progress: &mut dyn FnMut(&str),
) -> Result<Calibrated> {
    if a.workers == 0 {
        bail!("--workers must be at least 1");
    }
    if a.rounds == 0 {
        bail!("--rounds must be at least 1");
    }
    if a.switch == SwitchKind::Testbed {
        bail!("`netjoin calibrate` measures in one process: --switch model or rtl (a testbed's cluster: `netjoin cluster calibrate`)");
    }
    if a.switch == SwitchKind::Rtl && hooks.rtl.is_none() {
        bail!("--switch rtl: this build has no RTL switch");
    }
    let shapes: Vec<Shape> = if a.shapes.is_empty() {
        let d = if a.switch == SwitchKind::Rtl {
            DEFAULT_RTL_SHAPES
        } else {
            DEFAULT_SHAPES
        };
        d.split(',')
            .map(|s| s.parse().map_err(anyhow::Error::msg))
            .collect::<Result<_>>()?
    } else {
        a.shapes.clone()
    };
    let (root, _scratch) = match &a.data {
        Some(d) => (d.clone(), Scratch(None)),
        None => {
            let d = std::env::temp_dir().join(format!("netjoin-calibrate-{}", std::process::id()));
            (d.clone(), Scratch(Some(d)))
        }
    };
    let shuffle_opts = run_options(a, Strategy::Shuffle, hooks)?;
    let inp_opts = run_options(a, Strategy::Inp, hooks)?;
    let rt = crate::session::runtime(a.workers)?;
    let mut points = Vec::new();
    for (i, shape) in shapes.iter().enumerate() {
        let dir = root.join(format!("star-{}", shape.to_string().replace(':', "-")));
        let label = format!("[{}/{}] {shape}", i + 1, shapes.len());
        if !dir.join("A").is_dir() {
            progress(&format!(
                "{label}: generating {} fact rows, {} dimensions of {} rows",
                shape.fact_rows, shape.dims, shape.dim_rows
            ));
            crate::gen::gen_star(&crate::gen::StarArgs {
                fact_rows: shape.fact_rows,
                dims: shape.dims,
                dim_rows: shape.dim_rows,
                parts: a.workers,
                skew: crate::gen::SkewKind::Uniform,
                theta: 1.0,
                seed: 42 + i as u64,
                out: dir.clone(),
            })?;
        }
        let mut tables = vec![("a".to_string(), dir.join("A"))];
        for d in 1..=shape.dims {
            tables.push((format!("d{d}"), dir.join(format!("D{d}"))));
        }
        let sql = shape.sql();
        let run = |opts: &SessionOptions| -> Result<(f64, crate::cli::QueryOutput)> {
            let t0 = Instant::now();
            let out = rt
                .block_on(execute(opts, &tables, &sql))
                .with_context(|| format!("shape {shape}, --strategy {}", opts.strategy.name()))?;
            Ok((t0.elapsed().as_secs_f64(), out))
        };
        // The untimed round: warms the caches, checks the answers, and
        // reads the model's work.
        let (_, want) = run(&shuffle_opts)?;
        let (_, got) = run(&inp_opts)?;
        if let Some(why) = want.answer().difference(&got.answer()) {
            bail!("shape {shape}: the switch join's result differs from DataFusion's: {why}");
        }
        let (sh_model, inp_model) = model_work(shape, &got.decisions)?;
        let (mut ts, mut ti) = (Vec::new(), Vec::new());
        for r in 0..a.rounds {
            // Interleaved, each first in every other round, so that drift
            // in the machine's speed falls on both alike.
            if r % 2 == 0 {
                ts.push(run(&shuffle_opts)?.0);
                ti.push(run(&inp_opts)?.0);
            } else {
                ti.push(run(&inp_opts)?.0);
                ts.push(run(&shuffle_opts)?.0);
            }
        }
        let (ms, mi) = (median(&mut ts), median(&mut ti));
        progress(&format!(
            "{label}: shuffle {ms:.3} s, switch join ({}) {mi:.3} s, medians of {} rounds",
            switch_name(a.switch),
            a.rounds
        ));
        points.push(Point {
            shape: *shape,
            shuffle: StrategyPoint {
                model_s: sh_model.0,
                work: sh_model.1,
                measured_s: ms,
            },
            inp: StrategyPoint {
                model_s: inp_model.0,
                work: inp_model.1,
                measured_s: mi,
            },
        });
    }
    let fit = |what: &str, f: &dyn Fn(&Point) -> &StrategyPoint| {
        let pts: Vec<(Work, f64)> = points
            .iter()
            .map(|p| (f(p).work, f(p).measured_s))
            .collect();
        LinearFit::fit(&pts).with_context(|| format!("the {what} has no measured time to fit"))
    };
    let shuffle = fit("shuffle", &|p| &p.shuffle)?;
    let inp = fit("switch join", &|p| &p.inp)?;
    let cost = shuffle_opts.cost;
    let calibration = TimeCalibration {
        source: format!(
            "{SOURCE_PREFIX}{}, {} workers, switch {}; {}`netjoin calibrate --workers {} --switch {} --rounds {} --shapes {}`, medians of {} rounds",
            host_name(),
            a.workers,
            switch_name(a.switch),
            cpu_model().map(|c| format!("{c}, {} cores; ", std::thread::available_parallelism().map_or(1, |n| n.get()))).unwrap_or_default(),
            a.workers,
            switch_name(a.switch),
            a.rounds,
            shapes.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(","),
            a.rounds
        ),
        rate_bps: (cost.link_bytes_per_s * 8.0).round() as u64,
        workers: a.workers,
        stage_seconds: cost.stage_seconds,
        shuffle,
        inp,
        // No wire in one process: the model's bytes are what moves.
        shuffle_wire_factor: 1.0,
        points: points.len(),
    };
    Ok(Calibrated {
        calibration,
        points,
    })
}

/// Predicted (raw and calibrated) against measured seconds per data set,
/// and how often the calibrated model picks the faster strategy.
pub fn table(c: &Calibrated) -> String {
    use std::fmt::Write as _;
    let cal = &c.calibration;
    let mut t = String::new();
    let _ = writeln!(
        t,
        "Time model in one process ({}):\n  shuffle     = {}\n  switch join = {}",
        cal.source.split(';').next().unwrap_or_default(),
        cal.shuffle.describe(),
        cal.inp.describe()
    );
    let _ = writeln!(
        t,
        "{:>24} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>7} {:>7}",
        "shape",
        "sh model",
        "sh calib",
        "sh meas",
        "inp model",
        "inp calib",
        "inp meas",
        "faster",
        "picks"
    );
    let mut right = 0;
    for p in &c.points {
        let (cs, ci) = (
            cal.shuffle.apply(&p.shuffle.work),
            cal.inp.apply(&p.inp.work),
        );
        let (ms, mi) = (p.shuffle.measured_s, p.inp.measured_s);
        let faster = if mi < ms { "inp" } else { "shuffle" };
        let pick = if ci < cs { "inp" } else { "shuffle" };
        right += (faster == pick) as usize;
        let _ = writeln!(
            t,
            "{:>24} {:>9.3} {cs:>9.3} {ms:>9.3} {:>9.3} {ci:>9.3} {mi:>9.3} {faster:>7} {pick:>7}",
            p.shape.to_string(),
            p.shuffle.model_s,
            p.inp.model_s
        );
    }
    let _ = writeln!(
        t,
        "calibrated, the model picks the faster strategy at {right} of {} data sets",
        c.points.len()
    );
    t
}
