//! `netjoin calibrate`: the in-process time model fitted on this host's
//! runs (`netjoin_compiler::local_calibration`), written for `run` and
//! `explain --calibration`, printed and plotted against the measurements.

use anyhow::{Context, Result};
use netjoin_compiler::cost::TimeCalibration;
use netjoin_compiler::local_calibration::{
    measure, table, CalibrateArgs, Calibrated, StrategyPoint,
};
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
        cal,
        c.points.iter().map(|p| (&p.shuffle, &p.inp)),
    );
    netjoin_plot::plot_png(png, &[panel])
}

/// A calibration's plot: measured against `cal`'s predicted seconds, one
/// line per strategy (the shuffle, named `shuffle_label`, and the switch
/// join) over each data set's (shuffle, switch join) points, with the
/// diagonal.
pub(crate) fn measured_against_predicted<'a>(
    title: String,
    shuffle_label: &str,
    cal: &TimeCalibration,
    points: impl Iterator<Item = (&'a StrategyPoint, &'a StrategyPoint)>,
) -> Panel {
    let (mut shuffle, mut inp): (Vec<_>, Vec<_>) = points
        .map(|(s, i)| {
            (
                (cal.shuffle.apply(&s.work), s.measured_s),
                (cal.inp.apply(&i.work), i.measured_s),
            )
        })
        .unzip();
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
