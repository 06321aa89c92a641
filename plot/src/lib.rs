//! PNG plots with plotters' bitmap backend. Text is drawn with the DejaVu Sans
//! font shipped in plot/assets (ab_glyph), so no system fonts are needed.

use anyhow::{anyhow, Result};
use plotters::prelude::*;
use plotters::style::FontStyle;
use std::path::Path;
use std::sync::Once;

static FONT: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");
static REGISTER: Once = Once::new();

fn register_font() {
    REGISTER.call_once(|| {
        let _ = plotters::style::register_font("sans-serif", FontStyle::Normal, FONT);
    });
}

/// One line of a panel.
#[derive(Clone, Debug)]
pub struct Series {
    pub label: String,
    pub points: Vec<(f64, f64)>,
    /// Index into the palette.
    pub color: usize,
    pub dashed: bool,
}

/// One panel: title, axes and lines.
#[derive(Clone, Debug)]
pub struct Panel {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    pub log_x: bool,
    pub log_y: bool,
    pub series: Vec<Series>,
    /// Room above the highest point for the legend: the top of the y axis is
    /// the highest point times this (0: 1.5 on a log axis, 1.15 on a linear one).
    pub headroom: f64,
}

const PALETTE: [RGBColor; 9] = [
    RGBColor(31, 119, 180),
    RGBColor(214, 39, 40),
    RGBColor(44, 160, 44),
    RGBColor(148, 103, 189),
    RGBColor(255, 127, 14),
    RGBColor(127, 127, 127),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(23, 190, 207),
];

fn bounds(p: &Panel) -> (f64, f64, f64, f64) {
    let xs: Vec<f64> = p
        .series
        .iter()
        .flat_map(|s| s.points.iter().map(|q| q.0))
        .filter(|v| v.is_finite())
        .collect();
    let ys: Vec<f64> = p
        .series
        .iter()
        .flat_map(|s| s.points.iter().map(|q| q.1))
        .filter(|v| v.is_finite() && (!p.log_y || *v > 0.0))
        .collect();
    let (mut x0, mut x1) = (
        xs.iter().cloned().fold(f64::INFINITY, f64::min),
        xs.iter().cloned().fold(f64::NEG_INFINITY, f64::max),
    );
    let (mut y0, mut y1) = (
        ys.iter().cloned().fold(f64::INFINITY, f64::min),
        ys.iter().cloned().fold(f64::NEG_INFINITY, f64::max),
    );
    if !x0.is_finite() {
        (x0, x1) = (1.0, 2.0);
    }
    if !y0.is_finite() {
        (y0, y1) = (1.0, 2.0);
    }
    if x1 <= x0 {
        x1 = x0 * 2.0 + 1.0;
    }
    if p.log_y {
        (
            y0 / 1.5,
            y1 * if p.headroom > 0.0 { p.headroom } else { 1.5 },
            x0,
            x1,
        )
    } else {
        (
            0.0f64.min(y0),
            y1 * if p.headroom > 0.0 { p.headroom } else { 1.15 } + 1e-9,
            x0,
            x1,
        )
    }
}

fn draw<DB: DrawingBackend>(area: &DrawingArea<DB, plotters::coord::Shift>, p: &Panel) -> Result<()>
where
    DB::ErrorType: 'static,
{
    let (y0, y1, x0, x1) = bounds(p);
    let mut b = ChartBuilder::on(area);
    b.caption(&p.title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(60);
    macro_rules! body {
        ($chart:expr) => {{
            let mut chart = $chart;
            chart
                .configure_mesh()
                .x_desc(p.x_label.as_str())
                .y_desc(p.y_label.as_str())
                .label_style(("sans-serif", 13))
                .draw()
                .map_err(|e| anyhow!("{e:?}"))?;
            for s in &p.series {
                let c = PALETTE[s.color % PALETTE.len()];
                let pts: Vec<(f64, f64)> = s
                    .points
                    .iter()
                    .copied()
                    .filter(|q| q.1.is_finite() && (!p.log_y || q.1 > 0.0))
                    .collect();
                let style = ShapeStyle {
                    color: c.to_rgba(),
                    filled: true,
                    stroke_width: 2,
                };
                if s.dashed {
                    chart
                        .draw_series(DashedLineSeries::new(pts.clone(), 6, 4, style))
                        .map_err(|e| anyhow!("{e:?}"))?
                        .label(s.label.as_str())
                        .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], c));
                } else {
                    chart
                        .draw_series(LineSeries::new(pts.clone(), style))
                        .map_err(|e| anyhow!("{e:?}"))?
                        .label(s.label.as_str())
                        .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], c));
                }
                chart
                    .draw_series(pts.iter().map(|&q| Circle::new(q, 3, c.filled())))
                    .map_err(|e| anyhow!("{e:?}"))?;
            }
            chart
                .configure_series_labels()
                .label_font(("sans-serif", 12))
                .background_style(WHITE.mix(0.8))
                .border_style(BLACK)
                .position(SeriesLabelPosition::UpperLeft)
                .draw()
                .map_err(|e| anyhow!("{e:?}"))?;
        }};
    }
    match (p.log_x, p.log_y) {
        (true, true) => body!(b
            .build_cartesian_2d((x0..x1).log_scale(), (y0..y1).log_scale())
            .map_err(|e| anyhow!("{e:?}"))?),
        (true, false) => body!(b
            .build_cartesian_2d((x0..x1).log_scale(), y0..y1)
            .map_err(|e| anyhow!("{e:?}"))?),
        (false, true) => body!(b
            .build_cartesian_2d(x0..x1, (y0..y1).log_scale())
            .map_err(|e| anyhow!("{e:?}"))?),
        (false, false) => body!(b
            .build_cartesian_2d(x0..x1, y0..y1)
            .map_err(|e| anyhow!("{e:?}"))?),
    }
    Ok(())
}

/// Draws the panels side by side into a PNG.
pub fn plot_png(path: &Path, panels: &[Panel]) -> Result<()> {
    register_font();
    let w = 620 * panels.len().max(1) as u32;
    let root = BitMapBackend::new(path, (w, 480)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| anyhow!("{e:?}"))?;
    let areas = root.split_evenly((1, panels.len().max(1)));
    for (a, p) in areas.iter().zip(panels) {
        draw(a, p)?;
    }
    root.present()
        .map_err(|e| anyhow!("writing {}: {e:?}", path.display()))?;
    Ok(())
}
