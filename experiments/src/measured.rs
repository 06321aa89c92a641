//! Runs measured on the former raw-Ethernet testbed (network namespaces on
//! this kind of machine, the project's former TCP shuffle and go-back-N
//! coordinator): the data behind the flow simulation's recorded
//! [`crate::calibration::Calibration`] and the production time model's
//! testbed calibration ([`testbed_calibration`]).

use crate::decide::{fit, Choice, Chooser, Cluster, MeasuredRun};
use anyhow::Result;
use netjoin_compiler::cost::TimeCalibration;

/// (experiment, series, x, measured shuffle s, measured INP s) at 100
/// Mbit/s, 4 workers, MTU 9000, tables at scale 1: medians of 3 runs (5
/// below 0.3 s) of the full experiments.
pub const TESTBED_RUNS: &[(&str, &str, f64, f64, f64)] = &[
    ("fig9.8", "uniform", 0.1, 0.0444, 0.0570),
    ("fig9.8", "uniform", 0.3, 0.0607, 0.0678),
    ("fig9.8", "uniform", 1.0, 0.1174, 0.1040),
    ("fig9.8", "uniform", 3.0, 0.2979, 0.2074),
    ("fig9.8", "uniform", 10.0, 0.8674, 0.5863),
    ("fig9.8", "uniform", 30.0, 2.5776, 1.6638),
    ("fig9.8", "uniform", 100.0, 8.0462, 5.4955),
    ("fig9.9", "skew 80/13/5/2", 0.1, 0.0491, 0.0611),
    ("fig9.9", "skew 80/13/5/2", 1.0, 0.1597, 0.1066),
    ("fig9.9", "skew 80/13/5/2", 10.0, 1.2978, 0.5939),
    ("fig9.9", "skew 80/13/5/2", 100.0, 11.8063, 5.4864),
    ("fig9.9", "zipf 1.0", 0.1, 0.0438, 0.0582),
    ("fig9.9", "zipf 1.0", 1.0, 0.1324, 0.1066),
    ("fig9.9", "zipf 1.0", 10.0, 1.0169, 0.5689),
    ("fig9.9", "zipf 1.0", 100.0, 10.7170, 5.2896),
    ("fig9.10", "equal sizes", 1.0, 0.2518, 0.3753),
    ("fig9.10", "equal sizes", 2.0, 0.6471, 0.6775),
    ("fig9.10", "equal sizes", 3.0, 1.1462, 1.0677),
    ("fig9.10", "equal sizes", 4.0, 2.0327, 1.3632),
    ("costmodel", "skew 80/13/5/2", 1.0, 0.1542, 0.1027),
    ("costmodel", "skew 80/13/5/2", 10.0, 1.2639, 0.5829),
];

/// The recorded testbed runs ([`TESTBED_RUNS`]) with the
/// model's work of each, read by planning each run's data set.
pub fn testbed_runs(s: Cluster, chooser: &mut Chooser) -> Result<Vec<MeasuredRun>> {
    let mut out = Vec::new();
    for &(exp, series, x, shuffle_s, inp_s) in TESTBED_RUNS {
        let p = crate::runner::point(exp, series, x)?;
        let data = p.data_set();
        let c = chooser.choose(s, None, &data)?;
        out.push(MeasuredRun {
            label: format!("{exp} {series} x={x}"),
            data,
            shuffle_s,
            inp_s,
            shuffle_work: c.shuffle_work,
            inp_work: c.inp_work,
        });
    }
    Ok(out)
}

/// The testbed at which the runs were measured: 4 workers, 100 Mbit/s,
/// switchd at its recorded rates.
pub fn testbed() -> Cluster {
    Cluster {
        workers: 4,
        rate_bps: 100_000_000,
        switch: crate::decide::switchd_rates(&crate::calibration::Calibration::recorded()),
    }
}

/// The production time model calibrated on every recorded testbed run.
pub fn testbed_calibration(runs: &[MeasuredRun]) -> Result<TimeCalibration> {
    fit(
        testbed(),
        &runs.iter().collect::<Vec<_>>(),
        &format!(
            "the former testbed (4 workers, 100 Mbit/s, MTU 9000): {} recorded runs of each strategy",
            runs.len()
        ),
    )
}

/// Leave-one-out: each run's choice by the model fitted on the other runs,
/// and whether it is the measured faster strategy.
pub fn cross_validate(
    runs: &[MeasuredRun],
    chooser: &mut Chooser,
) -> Result<Vec<(String, Choice, bool)>> {
    let mut out = Vec::new();
    for (i, r) in runs.iter().enumerate() {
        let others: Vec<&MeasuredRun> = runs
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, r)| r)
            .collect();
        let cal = fit(testbed(), &others, "the other recorded testbed runs")?;
        let c = chooser.choose(testbed(), Some(&cal), &r.data)?;
        let right = (c.strategy == "inp") == (r.inp_s <= r.shuffle_s);
        out.push((r.label.clone(), c, right));
    }
    Ok(out)
}

/// The recorded medians (shuffle, INP) of experiment `exp`'s point
/// `series` at `x`, if it was measured.
pub fn recorded(exp: &str, series: &str, x: f64) -> Option<(f64, f64)> {
    TESTBED_RUNS
        .iter()
        .find(|r| r.0 == exp && r.1 == series && r.2 == x)
        .map(|r| (r.3, r.4))
}
