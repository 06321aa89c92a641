//! `--strategy auto` at the experiments' points: the production cost model
//! (netjoin-compiler's star-join rule) on what DataFusion reads from each
//! point's data, and its time calibration on the recorded testbed runs.

use netjoin_experiments::decide::{Chooser, Cluster, DataSet};
use netjoin_experiments::measured::{cross_validate, testbed, testbed_calibration, testbed_runs};
use netjoin_host::star::Skew;

fn data(fact_rows: usize, skew: Skew) -> DataSet {
    DataSet {
        fact_rows,
        dim_rows: 10_000,
        joins: 3,
        skew,
    }
}

/// The paper's bytes (eqs. 9.2 and 9.4) of a uniform star join, computed
/// here from the point's description: the fact's id and 3 keys (32 B), each
/// dimension's id and category (16 B). Each join's key column is dropped
/// once joined and its category added, so every intermediate is as wide as
/// the fact.
fn paper_bytes(a: f64, dim: f64, joins: usize, n: f64) -> (f64, f64) {
    let f = 8.0 * joins as f64 + 8.0;
    let dims = joins as f64 * dim * 16.0;
    let inter = joins as f64 * a * f;
    ((n - 1.0) / n * (inter + dims), a * f + dims)
}

#[test]
fn the_model_reads_rows_and_skew_from_the_data() {
    let mut chooser = Chooser::new().unwrap();
    let uniform = chooser
        .choose(testbed(), None, &data(100_000, Skew::Uniform))
        .unwrap();
    let (sh, inp) = paper_bytes(100_000.0, 10_000.0, 3, 4.0);
    assert!(
        (uniform.shuffle_bytes / sh - 1.0).abs() < 1e-6
            && (uniform.inp_bytes / inp - 1.0).abs() < 1e-6,
        "model bytes {} / {}, the paper's {sh} / {inp}",
        uniform.shuffle_bytes,
        uniform.inp_bytes
    );
    // Ten times the fact: the row counts come from the files.
    let bigger = chooser
        .choose(testbed(), None, &data(1_000_000, Skew::Uniform))
        .unwrap();
    let (sh10, _) = paper_bytes(1_000_000.0, 10_000.0, 3, 4.0);
    assert!(
        (bigger.shuffle_bytes / sh10 - 1.0).abs() < 1e-6,
        "{bigger:?}"
    );
    // Skewed keys (80 % of the fact to one worker after each shuffle), read
    // from a sample: the shuffle's busiest link carries more, the switch
    // join's the same. The first shuffle is the incast; the later ones find
    // most rows already on the hot worker, which the sample's pairs of keys
    // tell (the testbed measured the skewed shuffle at 1.47x the uniform
    // one at 10x this fact; three stages each priced as an incast would
    // make it over 3x).
    let skewed = chooser
        .choose(testbed(), None, &data(100_000, Skew::Paper))
        .unwrap();
    let ratio = skewed.shuffle_work.link_s / uniform.shuffle_work.link_s;
    assert!(
        ratio > 1.3 && ratio < 2.0,
        "skewed {:?} uniform {:?}",
        skewed.shuffle_work,
        uniform.shuffle_work
    );
    assert!((skewed.inp_work.link_s / uniform.inp_work.link_s - 1.0).abs() < 0.01);
    // Another link rate: the same bytes in proportionally more seconds.
    let slow = Cluster {
        rate_bps: testbed().rate_bps / 10,
        ..testbed()
    };
    let c = chooser
        .choose(slow, None, &data(100_000, Skew::Uniform))
        .unwrap();
    assert!((c.shuffle_work.link_s / uniform.shuffle_work.link_s - 10.0).abs() < 1e-6);
    // A switch a tenth as fast: the switch join's seconds grow, where its
    // probes bind, and the shuffle's do not change.
    let tb = testbed();
    let slow_switch = Cluster {
        switch: netjoin_compiler::cost::SwitchRates {
            inserts_per_s: tb.switch.inserts_per_s / 10.0,
            reads_per_s: tb.switch.reads_per_s / 10.0,
        },
        ..tb
    };
    let c = chooser
        .choose(slow_switch, None, &data(100_000, Skew::Uniform))
        .unwrap();
    assert!(c.inp_s > 2.0 * uniform.inp_s, "{c:?} {uniform:?}");
    assert_eq!(c.shuffle_s, uniform.shuffle_s);
}

#[test]
fn the_testbed_calibration_predicts_the_recorded_runs_and_decides_without_them() {
    let mut chooser = Chooser::new().unwrap();
    let runs = testbed_runs(testbed(), &mut chooser).unwrap();
    assert_eq!(
        runs.len(),
        netjoin_experiments::measured::TESTBED_RUNS.len()
    );
    let cal = testbed_calibration(&runs).unwrap();
    // In relative error, the fit is within a fifth of every run on average.
    let mean_err = |f: &dyn Fn(&netjoin_experiments::decide::MeasuredRun) -> f64| {
        runs.iter().map(|r| f(r).abs()).sum::<f64>() / runs.len() as f64
    };
    let sh = mean_err(&|r| cal.shuffle.apply(&r.shuffle_work) / r.shuffle_s - 1.0);
    let inp = mean_err(&|r| cal.inp.apply(&r.inp_work) / r.inp_s - 1.0);
    eprintln!("mean |error| shuffle {sh:.3}, INP {inp:.3}");
    assert!(
        sh < 0.2 && inp < 0.2,
        "mean |error| shuffle {sh:.2}, INP {inp:.2}"
    );
    // Each run decided by the fit of the others: right at 95 % of the runs
    // or more, the bar the model is held to on the experiments.
    let loo = cross_validate(&runs, &mut chooser).unwrap();
    let right = loo.iter().filter(|r| r.2).count();
    assert!(
        right * 100 >= 95 * loo.len(),
        "leave-one-out right at {right} of {}: {loo:?}",
        loo.len()
    );
}
