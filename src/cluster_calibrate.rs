//! `netjoin cluster bench --testbed --calibrate FILE`: the scheduler's time
//! model fitted to what the bench measured on the cluster.
//!
//! For every data set, the model prices both strategies exactly as the
//! cluster's scheduler does (the staged switch join, the links' rate, a
//! stage round of `--stage-ms`, the MTU's frames): Ballista's shuffle (no
//! join offloaded) and the switch join (every join `--strategy inp`
//! offloads). Each strategy's measured medians are then fitted by least
//! squares as an affine function of the model's seconds
//! ([`netjoin_compiler::cost::TimeCalibration`]). The file goes to
//! `cluster up --calibration`, whose scheduler then compares calibrated
//! seconds for `--strategy auto`. The bench prints predicted against
//! measured seconds per data set (the cost model experiment on Ballista),
//! and plots them.

use super::{median_of, variant, Dataset, Measured};
use anyhow::{bail, Context, Result};
use netjoin_compiler::cost::{Affine, TimeCalibration};
use netjoin_compiler::{SessionOptions, Strategy};

/// The model's view of one data set.
pub(super) struct Prediction {
    /// Predicted seconds of Ballista's shuffle and of the switch join.
    pub shuffle_s: f64,
    pub inp_s: f64,
    /// Bytes the model puts on the busiest link for the shuffle.
    pub shuffle_busiest_bytes: f64,
}

/// The stage round the scheduler's model uses (`cluster scheduler
/// --stage-ms`, whose default `cluster up` keeps).
pub(super) const STAGE_SECONDS: f64 = 0.010;

/// The scheduler's session options for a cluster of `workers` at
/// `rate_bps` with frames of `mtu`: what `cluster up` starts it with.
pub(super) fn scheduler_options(workers: usize, rate_bps: u64, mtu: u32) -> SessionOptions {
    let mut cost = netjoin_compiler::cost::CostParams::default();
    cost.link_bytes_per_s = rate_bps as f64 / 8.0;
    cost.objective = netjoin_compiler::cost::Objective::Time;
    cost.stage_seconds = STAGE_SECONDS;
    SessionOptions {
        workers,
        strategy: Strategy::Auto,
        switch: netjoin_compiler::SwitchKind::Testbed,
        max_payload: netjoin_net::testbed::max_payload_for_mtu(mtu),
        cost,
        staged: true,
        ..Default::default()
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
    // Without its stage rounds (one per shuffled join), the shuffle's time
    // is its busiest link's bytes at the link rate.
    let link_s = c[0].seconds - (c.len() - 1) as f64 * opts.cost.stage_seconds;
    Ok(Prediction {
        shuffle_s: c[0].seconds,
        inp_s: inp.seconds,
        shuffle_busiest_bytes: link_s.max(0.0) * opts.cost.link_bytes_per_s,
    })
}

/// Fits the calibration to the measured medians at `a.rates[0]`, writes it
/// to `path`, and prints and plots the model against the measurements.
pub(super) fn calibrate(
    a: &super::BenchArgs,
    datasets: &[Dataset],
    m: &Measured,
    predictions: &[Prediction],
    path: &std::path::Path,
) -> Result<()> {
    let rate = &a.rates[0];
    let rate_bps = netjoin_net::testbed::parse_rate(rate).map_err(anyhow::Error::msg)?;
    let (shuffle, inp) = (variant(Strategy::Shuffle), variant(Strategy::Inp));
    let med = |di: usize, vi: usize| median_of(&m.times[0][di][vi], |t| *t);
    let pts = |vi: usize, f: &dyn Fn(&Prediction) -> f64| -> Vec<(f64, f64)> {
        predictions
            .iter()
            .enumerate()
            .map(|(di, p)| (f(p), med(di, vi)))
            .collect()
    };
    let (sh_pts, inp_pts) = (pts(shuffle, &|p| p.shuffle_s), pts(inp, &|p| p.inp_s));
    let fit = |what: &str, v: &[(f64, f64)]| {
        Affine::fit(v).with_context(|| {
            format!("--calibrate: the {what} needs data sets of at least two sizes (give --ratios with two or more)")
        })
    };
    let (fs, fi) = (fit("shuffle", &sh_pts)?, fit("switch join", &inp_pts)?);
    for (what, f) in [("Ballista's shuffle", fs), ("the switch join", fi)] {
        if f.per_model_s == 0.0 {
            println!(
                "calibration: the measured time of {what} did not grow with the model's over these data sets \
                 (noise or fixed costs hide it): its fit is flat; wider --ratios or more --rounds resolve it"
            );
        }
    }
    // The shuffle's bytes on its busiest link against the model's.
    let (mut measured_b, mut model_b) = (0.0, 0.0);
    for (di, p) in predictions.iter().enumerate() {
        if p.shuffle_busiest_bytes > 0.0 {
            measured_b += median_of(&m.bytes[0][di][shuffle], |b| b.0 as f64);
            model_b += p.shuffle_busiest_bytes;
        }
    }
    let cal = TimeCalibration {
        source: format!(
            "`cluster bench --testbed --data {}` at {rate}, {} workers, MTU {}, {} data sets, medians of {} rounds",
            match a.data {
                super::BenchData::Tpch => "tpch",
                super::BenchData::Star => "star",
            },
            a.workers,
            a.mtu,
            datasets.len(),
            a.rounds
        ),
        rate_bps,
        workers: a.workers,
        stage_seconds: STAGE_SECONDS,
        shuffle: fs,
        inp: fi,
        shuffle_wire_factor: if model_b > 0.0 { measured_b / model_b } else { f64::NAN },
        points: datasets.len(),
    };
    cal.save(path)?;
    print!("{}", table(datasets, predictions, &cal, &med, shuffle, inp));
    println!("wrote the calibration to {}", path.display());
    if let Some(out) = &a.out {
        let png = out.join("costmodel.png");
        std::fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
        netjoin_plot::plot_png(&png, &[panel(&sh_pts, &inp_pts, &cal, rate)])?;
        println!("wrote {}", png.display());
    }
    Ok(())
}

/// Predicted (raw and calibrated) against measured seconds per data set,
/// and how often the calibrated model picks the faster strategy.
fn table(
    datasets: &[Dataset],
    predictions: &[Prediction],
    cal: &TimeCalibration,
    med: &dyn Fn(usize, usize) -> f64,
    shuffle: usize,
    inp: usize,
) -> String {
    use std::fmt::Write as _;
    let mut t = String::new();
    let _ = writeln!(
        t,
        "Time model on the cluster: shuffle = {:.3} s + {:.2} x model, switch join = {:.3} s + {:.2} x model; \
         Ballista's shuffle put {:.2} bytes on its busiest link per byte the model counts",
        cal.shuffle.fixed_s,
        cal.shuffle.per_model_s,
        cal.inp.fixed_s,
        cal.inp.per_model_s,
        cal.shuffle_wire_factor
    );
    let width = datasets
        .iter()
        .map(|d| d.data.len())
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
    for (di, (d, p)) in datasets.iter().zip(predictions).enumerate() {
        let (cs, ci) = (cal.shuffle.apply(p.shuffle_s), cal.inp.apply(p.inp_s));
        let (ms, mi) = (med(di, shuffle), med(di, inp));
        let faster = if mi <= ms { "inp" } else { "shuffle" };
        let pick = if ci < cs { "inp" } else { "shuffle" };
        right += (faster == pick) as usize;
        err.extend([cs / ms - 1.0, ci / mi - 1.0]);
        let _ = writeln!(
            t,
            "{:>width$} {:>8} {:>10.3} {cs:>10.3} {ms:>10.3} {:>10.3} {ci:>10.3} {mi:>10.3} {faster:>8} {pick:>8}",
            d.data, d.name, p.shuffle_s, p.inp_s
        );
    }
    err.sort_by(|a, b| a.abs().total_cmp(&b.abs()));
    let _ = writeln!(
        t,
        "calibrated, the model picks the faster strategy at {right} of {} data sets (fitted on the same runs); \
         its error is within {:.0} % at half the predictions and {:.0} % at all",
        datasets.len(),
        100.0 * err.get(err.len() / 2).map_or(0.0, |e| e.abs()),
        100.0 * err.last().map_or(0.0, |e| e.abs())
    );
    t
}

/// Measured against the model's seconds, one line per strategy (sorted by
/// the model), with the fitted lines and the diagonal.
fn panel(
    sh: &[(f64, f64)],
    inp: &[(f64, f64)],
    cal: &TimeCalibration,
    rate: &str,
) -> netjoin_plot::Panel {
    use netjoin_plot::{Panel, Series};
    let sorted = |v: &[(f64, f64)]| {
        let mut v = v.to_vec();
        v.sort_by(|a, b| a.0.total_cmp(&b.0));
        v
    };
    let line = |v: &[(f64, f64)], f: Affine| -> Vec<(f64, f64)> {
        sorted(v).iter().map(|&(x, _)| (x, f.apply(x))).collect()
    };
    let top = sh
        .iter()
        .chain(inp)
        .map(|p| p.0.max(p.1))
        .fold(0.0, f64::max);
    Panel {
        title: format!("Measured against predicted seconds on the cluster at {rate}"),
        x_label: "the time model's seconds".into(),
        y_label: "measured seconds (median)".into(),
        log_x: false,
        log_y: false,
        series: vec![
            Series {
                label: "Ballista's shuffle, measured".into(),
                points: sorted(sh),
                color: 0,
                dashed: false,
            },
            Series {
                label: format!(
                    "fit {:.3} s + {:.2} x",
                    cal.shuffle.fixed_s, cal.shuffle.per_model_s
                ),
                points: line(sh, cal.shuffle),
                color: 0,
                dashed: true,
            },
            Series {
                label: "switch join, measured".into(),
                points: sorted(inp),
                color: 1,
                dashed: false,
            },
            Series {
                label: format!(
                    "fit {:.3} s + {:.2} x",
                    cal.inp.fixed_s, cal.inp.per_model_s
                ),
                points: line(inp, cal.inp),
                color: 1,
                dashed: true,
            },
            Series {
                label: "measured = model".into(),
                points: vec![(0.0, 0.0), (top, top)],
                color: 8,
                dashed: true,
            },
        ],
        headroom: 1.2,
    }
}
