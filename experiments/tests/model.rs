//! The calibrated testbed model (the calibration recorded in the source)
//! against measurements recorded on the testbed (docs/EXPERIMENTS.md), and
//! its trends. Model only: no root, no testbed, milliseconds.

use netjoin_experiments::calibrate::Calibration;
use netjoin_experiments::runner::{model_row, points, Point, Setup};
use netjoin_host::star::Skew;
use netjoin_sim::cluster::{paper_shares, SwitchRates};
use std::path::PathBuf;

fn setup(quick: bool) -> Setup {
    Setup { workers: 4, rate_bps: 100_000_000, mtu: 9000, quick, out: PathBuf::from("/nonexistent"), exe: None, model_only: true, cal: Calibration::recorded(), switch: SwitchRates::rtl() }
}

fn shares(p: &Point) -> Vec<f64> {
    match p.skew {
        Skew::Paper => paper_shares(4),
        _ => vec![0.25; 4],
    }
}

/// (experiment, series, x, measured shuffle s, measured INP s) at 100 Mbit/s,
/// 4 workers, MTU 9000 (`netjoin experiment … --quick`, docs/experiments/quick/).
const MEASURED: &[(&str, &str, f64, f64, f64)] = &[
    ("costmodel", "uniform", 0.1, 0.0107, 0.0210),
    ("costmodel", "uniform", 1.0, 0.0278, 0.0320),
    ("costmodel", "uniform", 10.0, 0.2588, 0.1470),
    ("costmodel", "uniform", 100.0, 2.0369, 1.3610),
    ("costmodel", "skew 80/13/5/2", 1.0, 0.0361, 0.0320),
    ("costmodel", "skew 80/13/5/2", 10.0, 0.3082, 0.1480),
    ("fig9.10", "equal sizes", 1.0, 0.0626, 0.0998),
    ("fig9.10", "equal sizes", 2.0, 0.1570, 0.1728),
    ("fig9.10", "equal sizes", 3.0, 0.3132, 0.2474),
    ("fig9.10", "equal sizes", 4.0, 0.4886, 0.3195),
];

#[test]
fn calibrated_model_is_within_a_quarter_of_the_recorded_measurements_and_auto_picks_the_faster() {
    let s = setup(true);
    let mut checked = 0;
    for &(exp, series, x, sh, inp) in MEASURED {
        let p = points(exp, true).unwrap().into_iter().find(|p| p.series == series && p.x == x).unwrap();
        let r = model_row(&s, &p, vec![shares(&p)]);
        let (es, ei) = (r.model_shuffle_s / sh - 1.0, r.model_inp_s / inp - 1.0);
        assert!(es.abs() < 0.25, "{exp} {series} {x}: shuffle model {:.4} s vs measured {sh} s ({:+.0}%)", r.model_shuffle_s, 100.0 * es);
        assert!(ei.abs() < 0.25, "{exp} {series} {x}: INP model {:.4} s vs measured {inp} s ({:+.0}%)", r.model_inp_s, 100.0 * ei);
        // Where the measured difference is clear, auto (the calibrated model) picks the faster strategy.
        if (sh / inp - 1.0).abs() > 0.15 {
            assert_eq!(r.auto == "inp", inp < sh, "{exp} {series} {x}: auto picked {} (model {:.4}/{:.4}, measured {sh}/{inp})", r.auto, r.model_shuffle_s, r.model_inp_s);
        }
        checked += 1;
    }
    assert_eq!(checked, MEASURED.len());
}

#[test]
fn calibration_improves_on_the_ideal_flow_model() {
    let s = setup(true);
    let (mut cal, mut ideal) = (0.0, 0.0);
    for &(exp, series, x, sh, _) in MEASURED {
        let p = points(exp, true).unwrap().into_iter().find(|p| p.series == series && p.x == x).unwrap();
        let r = model_row(&s, &p, vec![shares(&p)]);
        cal += (r.model_shuffle_s / sh - 1.0).abs();
        ideal += (r.ideal_shuffle_s / sh - 1.0).abs();
    }
    assert!(cal < 0.6 * ideal, "mean |error| calibrated {cal} vs ideal {ideal}");
}

#[test]
fn calibrated_speedup_grows_with_the_fact_table_and_with_joins() {
    let s = setup(false);
    for exp in ["fig9.8", "fig9.10"] {
        let rows: Vec<f64> = points(exp, false).unwrap().iter().map(|p| model_row(&s, p, vec![shares(p)]).model_speedup()).collect();
        assert!(rows.windows(2).all(|w| w[1] > w[0]), "{exp}: {rows:?}");
    }
    // Skew slows the shuffle, not INP.
    let pts = points("fig9.9", false).unwrap();
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
    let p = points("fig9.8", true).unwrap().remove(0);
    let r = model_row(&s, &p, vec![vec![0.25; 4]]);
    let c = Calibration::recorded();
    assert!(c.shuffle_start_s / r.model_shuffle_s > 0.3, "{r:?}");
    assert!(c.inp_round_s / r.model_inp_s > 0.3, "{r:?}");
}
