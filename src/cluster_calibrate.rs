//! The scheduler's time model against what `netjoin cluster bench
//! --testbed` measured, and its calibration.
//!
//! For every data set the model prices both strategies exactly as the
//! cluster's scheduler does (the staged switch join, the links' rate, a
//! stage round of `--stage-ms`, the MTU's frames): Ballista's shuffle (no
//! join offloaded) and the switch join (every join `--strategy inp`
//! offloads). The bench writes each data set's model (seconds and
//! [`Work`]) beside both strategies' measured medians to
//! `model-points-RATE.json`. `netjoin cluster calibrate` fits a
//! [`TimeCalibration`] to one or more such files (several benches, e.g. the
//! star's fact sizes and its numbers of dimensions, so that the fit sees
//! each kind of work vary); `cluster bench --calibrate FILE` fits its own.
//! The file goes to `cluster up --calibration`, whose scheduler then
//! compares calibrated seconds for `--strategy auto`. Both print predicted
//! against measured seconds per data set (the cost model experiment on
//! Ballista) and plot them.

use super::{median_of, variant, Dataset, Measured};
use anyhow::{bail, Context, Result};
use netjoin_compiler::cost::{LinearFit, TimeCalibration, Work};
use netjoin_compiler::local_calibration::StrategyPoint;
use netjoin_compiler::{SessionOptions, Strategy};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One data set of a bench.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct ModelPoint {
    pub data: String,
    pub dataset: String,
    pub shuffle: StrategyPoint,
    pub inp: StrategyPoint,
    /// The measured median of the bytes on the shuffle's busiest link
    /// direction (Ballista's compressed files; the model's are its link
    /// seconds at the rate).
    pub shuffle_busiest_measured_bytes: f64,
}

/// What one bench run at one link rate measured against the model.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct ModelPoints {
    /// The bench's arguments, for people.
    pub source: String,
    pub rate_bps: u64,
    pub workers: usize,
    pub mtu: u32,
    pub stage_seconds: f64,
    pub points: Vec<ModelPoint>,
}

impl ModelPoints {
    fn load(path: &Path) -> Result<ModelPoints> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("reading the model points {}", path.display()))?;
        serde_json::from_str(&text).with_context(|| {
            format!(
                "{}: not a bench's model points (`cluster bench --testbed --out DIR` writes DIR/model-points-RATE.json)",
                path.display()
            )
        })
    }
}

/// The file of a bench's model points at `rate` in `out`.
pub(super) fn points_file(out: &Path, rate: &str) -> PathBuf {
    out.join(format!("model-points-{rate}.json"))
}

/// The model's view of one data set: both strategies' seconds and work.
pub(super) struct Prediction {
    shuffle: (f64, Work),
    inp: (f64, Work),
}

/// The stage round the scheduler's model uses (`cluster scheduler
/// --stage-ms`, whose default `cluster up` keeps).
pub(super) const STAGE_SECONDS: f64 = 0.010;

/// The scheduler's session options for a cluster of `workers` at
/// `rate_bps` with frames of `mtu`, uncalibrated: what `cluster up` starts
/// it with, in the staged form it plans in.
pub(super) fn scheduler_options(workers: usize, rate_bps: u64, mtu: u32) -> SessionOptions {
    SessionOptions {
        staged: true,
        ..super::super::cluster_options(
            workers,
            Strategy::Auto,
            mtu,
            Some((rate_bps, STAGE_SECONDS)),
            None,
        )
    }
}

/// Plans `d`'s query as the scheduler would and reads the star-join
/// rule's prices of doing none and all of its joins on the switch.
pub(super) async fn predict(opts: &SessionOptions, d: &Dataset) -> Result<Prediction> {
    let (ctx, decisions) = netjoin_compiler::session::new_session_with_decisions(opts).await?;
    for (t, p) in &d.tables {
        netjoin_compiler::register_table(&ctx, t, p).await?;
    }
    netjoin_compiler::cli::plan_sql(&ctx, &d.sql).await?;
    let decisions = decisions
        .map(|d| d.lock().map(|v| v.clone()).unwrap_or_default())
        .unwrap_or_default();
    let Some(decision) = decisions.iter().find(|x| !x.candidates.is_empty()) else {
        bail!(
            "{} {}: the star-join rule priced no star join in the query",
            d.data,
            d.name
        );
    };
    let c = &decision.candidates;
    let Some(inp) = c.iter().skip(1).rev().find(|x| x.feasible) else {
        bail!(
            "{} {}: no pipeline fits the star join (the switch join has no price)",
            d.data,
            d.name
        );
    };
    // The switch join of every join has nothing shuffled after it.
    let mut inp_work = inp.switch_work;
    inp_work.add(inp.shuffle_work);
    Ok(Prediction {
        shuffle: (c[0].model_seconds, c[0].shuffle_work),
        inp: (inp.model_seconds, inp_work),
    })
}

/// The model points of rate `ri` of a bench: each data set's predictions
/// beside its measured medians.
pub(super) fn model_points(
    a: &super::BenchArgs,
    ri: usize,
    datasets: &[Dataset],
    m: &Measured,
    predictions: &[Prediction],
) -> Result<ModelPoints> {
    let rate = &a.rates[ri];
    let rate_bps = netjoin_net::testbed::parse_rate(rate).map_err(anyhow::Error::msg)?;
    let (shuffle, inp) = (variant(Strategy::Shuffle), variant(Strategy::Inp));
    let med = |di: usize, vi: usize| median_of(&m.times[ri][di][vi], |t| *t);
    let point = |(s, w): (f64, Work), measured_s: f64| StrategyPoint {
        model_s: s,
        work: w,
        measured_s,
    };
    Ok(ModelPoints {
        source: format!(
            "`cluster bench --testbed {}` at {rate}, {} workers, MTU {}, medians of {} rounds",
            match a.data {
                super::BenchData::Tpch => format!("--data tpch --sf {:?}", a.sf),
                super::BenchData::Star => format!(
                    "--data star --dim-rows {} --ratios {:?} --dims {:?}",
                    a.dim_rows, a.ratios, a.dims
                ),
            },
            a.workers,
            a.mtu,
            a.rounds
        ),
        rate_bps,
        workers: a.workers,
        mtu: a.mtu,
        stage_seconds: STAGE_SECONDS,
        points: datasets
            .iter()
            .zip(predictions)
            .enumerate()
            .map(|(di, (d, p))| ModelPoint {
                data: d.data.clone(),
                dataset: d.name.to_string(),
                shuffle: point(p.shuffle, med(di, shuffle)),
                inp: point(p.inp, med(di, inp)),
                shuffle_busiest_measured_bytes: median_of(&m.bytes[ri][di][shuffle], |b| {
                    b.0 as f64
                }),
            })
            .collect(),
    })
}

/// The calibration of `sets` (benches at one rate, worker count and stage
/// round), fitted on all their data sets.
fn fit(sets: &[ModelPoints]) -> Result<TimeCalibration> {
    let Some(first) = sets.first() else {
        bail!("no model points to fit");
    };
    for s in sets {
        same_cluster(
            &first.source,
            (first.rate_bps, first.workers, first.stage_seconds),
            s,
        )?;
    }
    let all: Vec<&ModelPoint> = sets.iter().flat_map(|s| &s.points).collect();
    let of = |f: &dyn Fn(&ModelPoint) -> &StrategyPoint| -> Vec<(Work, f64)> {
        all.iter().map(|p| (f(p).work, f(p).measured_s)).collect()
    };
    let fit_one = |what: &str, pts: &[(Work, f64)]| {
        LinearFit::fit(pts).with_context(|| format!("the {what} has no measured time to fit"))
    };
    let shuffle = fit_one("shuffle", &of(&|p| &p.shuffle))?;
    let inp = fit_one("switch join", &of(&|p| &p.inp))?;
    // The model's bytes on the shuffle's busiest link: its link seconds at
    // the rate.
    let model_bytes = |p: &ModelPoint| p.shuffle.work.link_s * first.rate_bps as f64 / 8.0;
    let (measured_b, model_b) = all
        .iter()
        .filter(|p| model_bytes(p) > 0.0)
        .fold((0.0, 0.0), |(m, d), p| {
            (m + p.shuffle_busiest_measured_bytes, d + model_bytes(p))
        });
    Ok(TimeCalibration {
        source: sets
            .iter()
            .map(|s| format!("{} ({} data sets)", s.source, s.points.len()))
            .collect::<Vec<_>>()
            .join("; "),
        rate_bps: first.rate_bps,
        workers: first.workers,
        stage_seconds: first.stage_seconds,
        shuffle,
        inp,
        shuffle_wire_factor: if model_b > 0.0 {
            measured_b / model_b
        } else {
            f64::NAN
        },
        points: all.len(),
    })
}

/// Fails unless `s` was measured on the cluster `(rate, workers, stage
/// seconds)` of `what`: a calibration belongs to one link rate, worker
/// count and stage round.
fn same_cluster(
    what: &str,
    (rate_bps, workers, stage_s): (u64, usize, f64),
    s: &ModelPoints,
) -> Result<()> {
    if (s.rate_bps, s.workers) != (rate_bps, workers) || (s.stage_seconds - stage_s).abs() > 1e-12 {
        bail!(
            "{what} is at {} Mbit/s with {workers} workers and stage rounds of {} ms, {} at {} Mbit/s, {} workers, {} ms: \
             a calibration belongs to one link rate, worker count and stage round",
            rate_bps as f64 / 1e6,
            stage_s * 1e3,
            s.source,
            s.rate_bps as f64 / 1e6,
            s.workers,
            s.stage_seconds * 1e3
        );
    }
    Ok(())
}

/// Fits `sets`, writes the calibration to `path`, prints the model against
/// the measurements, and plots them to `png`.
fn fit_and_report(sets: &[ModelPoints], path: &Path, png: Option<&Path>) -> Result<()> {
    let cal = fit(sets)?;
    cal.save(path)?;
    report(sets, &cal, true, png)?;
    println!("wrote the calibration to {}", path.display());
    Ok(())
}

/// Prints `cal`'s predictions against the measurements of `sets` (which it
/// was `fitted` on, or not), and plots them to `png`.
fn report(
    sets: &[ModelPoints],
    cal: &TimeCalibration,
    fitted: bool,
    png: Option<&Path>,
) -> Result<()> {
    let all: Vec<&ModelPoint> = sets.iter().flat_map(|s| &s.points).collect();
    print!("{}", table(&all, cal, fitted));
    if let Some(png) = png {
        if let Some(dir) = png.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .with_context(|| format!("cannot create {}", dir.display()))?;
        }
        let rate = format!("{} Mbit/s", cal.rate_bps as f64 / 1e6);
        netjoin_plot::plot_png(png, &[panel(&all, cal, &rate)])?;
        println!("wrote {}", png.display());
    }
    Ok(())
}

/// `cluster bench --testbed --calibrate FILE`: the bench's own points (at
/// its one rate), and its plot in `--out`.
pub(super) fn calibrate(a: &super::BenchArgs, points: &ModelPoints, path: &Path) -> Result<()> {
    let png = a.out.as_ref().map(|o| o.join("costmodel.png"));
    fit_and_report(std::slice::from_ref(points), path, png.as_deref())
}

/// `netjoin cluster calibrate`: the time model fitted to benches' model
/// points, or a calibration checked against them.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("what").required(true).args(["out", "check"])))]
pub struct CalibrateArgs {
    /// Model points written by `cluster bench --testbed --out DIR`
    /// (DIR/model-points-RATE.json), comma-separated: one rate, worker count
    /// and stage round.
    #[arg(long, value_delimiter = ',', required = true, value_name = "FILES")]
    points: Vec<PathBuf>,
    /// Fits the points and writes the calibration here (for `cluster up
    /// --calibration`).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Instead of fitting: this calibration's predictions against the
    /// points (runs it was not fitted on, say).
    #[arg(long, value_name = "FILE")]
    check: Option<PathBuf>,
    /// Plots measured against predicted seconds to this PNG.
    #[arg(long, value_name = "PNG")]
    plot: Option<PathBuf>,
}

pub fn calibrate_command(a: &CalibrateArgs) -> Result<()> {
    let sets = a
        .points
        .iter()
        .map(|p| ModelPoints::load(p))
        .collect::<Result<Vec<_>>>()?;
    match (&a.out, &a.check) {
        (Some(out), _) => fit_and_report(&sets, out, a.plot.as_deref()),
        (None, Some(check)) => {
            let cal = TimeCalibration::load(check)?;
            let what = format!("--check {}", check.display());
            for s in &sets {
                same_cluster(&what, (cal.rate_bps, cal.workers, cal.stage_seconds), s)?;
            }
            report(&sets, &cal, false, a.plot.as_deref())
        }
        (None, None) => bail!(
            "give --out FILE to fit the points, or --check FILE to test a calibration on them"
        ),
    }
}

/// Predicted (raw and calibrated) against measured seconds per data set,
/// and how often the calibrated model picks the faster strategy.
fn table(points: &[&ModelPoint], cal: &TimeCalibration, fitted: bool) -> String {
    use std::fmt::Write as _;
    let mut t = String::new();
    let _ = writeln!(
        t,
        "Time model on the cluster:\n  Ballista's shuffle = {}\n  switch join        = {}\n\
         Ballista's shuffle put {:.2} bytes on its busiest link per byte the model counts there",
        cal.shuffle.describe(),
        cal.inp.describe(),
        cal.shuffle_wire_factor
    );
    let width = points
        .iter()
        .map(|p| p.data.chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    let _ = writeln!(
        t,
        "{:>width$} {:>8} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>8} {:>8}",
        "data",
        "dataset",
        "sh model",
        "sh calib",
        "sh meas",
        "inp model",
        "inp calib",
        "inp meas",
        "faster",
        "picks"
    );
    let (mut right, mut err) = (0, Vec::new());
    for p in points {
        let (cs, ci) = (
            cal.shuffle.apply(&p.shuffle.work),
            cal.inp.apply(&p.inp.work),
        );
        let (ms, mi) = (p.shuffle.measured_s, p.inp.measured_s);
        let faster = if mi <= ms { "inp" } else { "shuffle" };
        let pick = if ci < cs { "inp" } else { "shuffle" };
        right += (faster == pick) as usize;
        err.extend([cs / ms - 1.0, ci / mi - 1.0]);
        let _ = writeln!(
            t,
            "{:>width$} {:>8} {:>10.3} {cs:>10.3} {ms:>10.3} {:>10.3} {ci:>10.3} {mi:>10.3} {faster:>8} {pick:>8}",
            p.data, p.dataset, p.shuffle.model_s, p.inp.model_s
        );
    }
    err.sort_by(|a, b| a.abs().total_cmp(&b.abs()));
    let _ = writeln!(
        t,
        "calibrated, the model picks the faster strategy at {right} of {} data sets ({}); \
         its error is within {:.0} % at half the predictions and {:.0} % at all",
        points.len(),
        if fitted {
            "fitted on the same runs"
        } else {
            "fitted on other runs"
        },
        100.0 * err.get(err.len() / 2).map_or(0.0, |e| e.abs()),
        100.0 * err.last().map_or(0.0, |e| e.abs())
    );
    t
}

/// Measured against calibrated seconds on the cluster, both strategies.
fn panel(points: &[&ModelPoint], cal: &TimeCalibration, rate: &str) -> netjoin_plot::Panel {
    crate::calibrate::measured_against_predicted(
        format!("Measured against the calibrated model on the cluster at {rate}"),
        "Ballista's shuffle",
        cal,
        points.iter().map(|p| (&p.shuffle, &p.inp)),
    )
}
