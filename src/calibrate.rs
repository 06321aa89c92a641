//! `netjoin calibrate`: the in-process time model fitted on this host's
//! runs (`netjoin_compiler::local_calibration`), written for `run` and
//! `explain --calibration`, printed and plotted against the measurements.

use anyhow::{Context, Result};
use netjoin_compiler::local_calibration::{measure, table, CalibrateArgs, Calibrated};
use netjoin_plot::{Panel, Series};
use std::path::Path;

pub fn run(a: &CalibrateArgs, hooks: &netjoin_compiler::cli::Hooks) -> Result<()> {
    let c = measure(a, hooks, &mut |line| eprintln!("calibrate: {line}"))?;
    c.calibration.save(&a.out)?;
    print!("{}", table(&c));
    println!("wrote the calibration to {}", a.out.display());
    if let Some(png) = &a.plot {
        plot(&c, png)?;
        println!("wrote {}", png.display());
    }
    Ok(())
}

/// Measured against calibrated seconds, both strategies.
fn plot(c: &Calibrated, png: &Path) -> Result<()> {
    if let Some(dir) = png.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    let cal = &c.calibration;
    let panel = measured_against_predicted(
        format!(
            "Time model, {}",
            cal.source.split(';').next().unwrap_or_default()
        ),
        "DataFusion's shuffle",
        c.points
            .iter()
            .map(|p| (cal.shuffle.apply(&p.shuffle.work), p.shuffle.measured_s))
            .collect(),
        c.points
            .iter()
            .map(|p| (cal.inp.apply(&p.inp.work), p.inp.measured_s))
            .collect(),
    );
    netjoin_plot::plot_png(png, &[panel])
}

/// A calibration's plot: measured against predicted seconds, one line per
/// strategy (`shuffle` named `shuffle_label`, and the switch join), each
/// point a (predicted, measured) pair, with the diagonal.
pub(crate) fn measured_against_predicted(
    title: String,
    shuffle_label: &str,
    mut shuffle: Vec<(f64, f64)>,
    mut inp: Vec<(f64, f64)>,
) -> Panel {
    // The plot joins a series' points in order.
    shuffle.sort_by(|a, b| a.0.total_cmp(&b.0));
    inp.sort_by(|a, b| a.0.total_cmp(&b.0));
    let top = shuffle
        .iter()
        .chain(&inp)
        .map(|p| p.0.max(p.1))
        .fold(0.0, f64::max);
    Panel {
        title,
        x_label: "predicted seconds (calibrated time model)".into(),
        y_label: "measured seconds (median)".into(),
        log_x: false,
        log_y: false,
        series: vec![
            Series {
                label: shuffle_label.into(),
                points: shuffle,
                color: 0,
                dashed: false,
            },
            Series {
                label: "switch join".into(),
                points: inp,
                color: 1,
                dashed: false,
            },
            Series {
                label: "measured = predicted".into(),
                points: vec![(0.0, 0.0), (top, top)],
                color: 8,
                dashed: true,
            },
        ],
        headroom: 1.2,
    }
}
