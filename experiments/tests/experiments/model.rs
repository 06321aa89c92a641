//! The calibrated testbed model (the calibration recorded in the source)
//! against the runs it was calibrated on (the testbed with the former TCP
//! shuffle and coordinator, recorded below), and its trends. Model only: no
//! root, no testbed, milliseconds.

use netjoin_experiments::calibration::Calibration;
use netjoin_experiments::measured::TESTBED_RUNS;
use netjoin_experiments::runner::{model_row, point, points, Point, Setup};
use netjoin_host::star::Skew;
use netjoin_sim::cluster::{paper_shares, SwitchRates};
use std::path::PathBuf;

fn setup(quick: bool) -> Setup {
    Setup {
        workers: 4,
        rate_bps: 100_000_000,
        mtu: 9000,
        quick,
        table_scale: 1,
        out: PathBuf::from("/nonexistent"),
        cal: Calibration::recorded(),
        switch: SwitchRates::rtl(),
    }
}

fn shares(p: &Point) -> Vec<f64> {
    match p.skew {
        Skew::Paper => paper_shares(4),
        _ => vec![0.25; 4],
    }
}

#[test]
fn calibrated_model_is_within_a_quarter_of_the_recorded_measurements() {
    let s = setup(false);
    let mut checked = 0;
    for &(exp, series, x, sh, inp) in TESTBED_RUNS {
        let p = point(exp, series, x).unwrap();
        let r = model_row(&s, &p, vec![shares(&p)]);
        let (es, ei) = (r.model_shuffle_s / sh - 1.0, r.model_inp_s / inp - 1.0);
        assert!(
            es.abs() < 0.25,
            "{exp} {series} {x}: shuffle model {:.4} s vs measured {sh} s ({:+.0}%)",
            r.model_shuffle_s,
            100.0 * es
        );
        assert!(
            ei.abs() < 0.25,
            "{exp} {series} {x}: INP model {:.4} s vs measured {inp} s ({:+.0}%)",
            r.model_inp_s,
            100.0 * ei
        );
        checked += 1;
    }
    assert_eq!(checked, TESTBED_RUNS.len());
}

#[test]
fn calibration_improves_on_the_ideal_flow_model() {
    let s = setup(false);
    let (mut cal, mut ideal) = (0.0, 0.0);
    for &(exp, series, x, sh, _) in TESTBED_RUNS {
        let p = point(exp, series, x).unwrap();
        let r = model_row(&s, &p, vec![shares(&p)]);
        cal += (r.model_shuffle_s / sh - 1.0).abs();
        ideal += (r.ideal_shuffle_s / sh - 1.0).abs();
    }
    assert!(
        cal < 0.6 * ideal,
        "mean |error| calibrated {cal} vs ideal {ideal}"
    );
}

#[test]
fn calibrated_speedup_grows_with_the_fact_table_and_with_joins() {
    let s = setup(false);
    for exp in ["fig9.8", "fig9.10"] {
        let rows: Vec<f64> = points(exp, false, 1)
            .unwrap()
            .iter()
            .map(|p| model_row(&s, p, vec![shares(p)]).model_speedup())
            .collect();
        assert!(rows.windows(2).all(|w| w[1] > w[0]), "{exp}: {rows:?}");
    }
    // Skew slows the shuffle, not INP.
    let pts = points("fig9.9", false, 1).unwrap();
    for p in pts.iter().filter(|p| p.skew == Skew::Paper && p.x >= 10.0) {
        let skewed = model_row(&s, p, vec![shares(p)]);
        let uniform = model_row(&s, p, vec![vec![0.25; 4]]);
        assert!(skewed.model_shuffle_s > 1.2 * uniform.model_shuffle_s);
        assert!((skewed.model_inp_s / uniform.model_inp_s - 1.0).abs() < 1e-9);
    }
}

#[test]
fn fixed_costs_decide_the_smallest_points() {
    // At A = 0.1 x B (1 000 rows) the transfers take a few ms: the calibrated
    // start and round costs are a large part of both predictions.
    let s = setup(true);
    let p = points("fig9.8", true, 1).unwrap().remove(0);
    let r = model_row(&s, &p, vec![vec![0.25; 4]]);
    let c = Calibration::recorded();
    assert!(c.shuffle_start_s / r.model_shuffle_s > 0.3, "{r:?}");
    assert!(c.inp_round_s / r.model_inp_s > 0.3, "{r:?}");
}

#[test]
fn table_scale_multiplies_every_table_and_nothing_else() {
    for exp in ["fig9.8", "fig9.9", "fig9.10", "costmodel"] {
        let (one, ten) = (
            points(exp, false, 1).unwrap(),
            points(exp, false, 10).unwrap(),
        );
        assert_eq!(one.len(), ten.len(), "{exp}");
        for (a, b) in one.iter().zip(&ten) {
            assert_eq!(
                (b.a_rows, b.dim_rows),
                (10 * a.a_rows, 10 * a.dim_rows),
                "{exp} {} {}",
                a.series,
                a.x
            );
            assert_eq!(
                (&b.series, b.x, b.joins, b.skew),
                (&a.series, a.x, a.joins, a.skew),
                "{exp}"
            );
            // The paper's-scale columns stay at the paper's sizes.
            assert_eq!((b.paper_a, b.paper_dim), (a.paper_a, a.paper_dim), "{exp}");
        }
    }
    for bad in [0, netjoin_experiments::runner::MAX_TABLE_SCALE + 1] {
        let e = points("fig9.8", false, bad).unwrap_err().to_string();
        assert!(
            e.contains("table scale") && e.contains(&bad.to_string()),
            "{e}"
        );
    }
}
