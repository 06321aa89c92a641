//! `experiment saturation`: the link rate at which this machine's cores stop
//! driving the testbed. One fig9.8 point (three joins, uniform keys, the fact
//! table 10 × the dimension tables) is run at each rate on a testbed of its
//! own, its tables scaled with the rate (40 000-row dimension tables at
//! 100 Mbit/s), so that the links alone would take the same time at every
//! rate. While the links are the bottleneck the busiest link stays about as
//! busy at every rate; once the cores are, the busiest link's share falls
//! and the experiment's own processes use all of the CPU. The per-worker rate
//! where the busiest link stops growing is the saturation point.

use crate::runner::{run_point, Point, Row, Setup};
use crate::sysstat::CpuSampler;
use anyhow::{bail, Context, Result};
use netjoin_host::star::Skew;
use netjoin_net::testbed::{self, parse_rate, TestbedConfig, TestbedGuard};
use netjoin_plot::{plot_png, Panel, Series};
use std::fmt::Write as _;

/// The rates `experiment saturation` visits unless told otherwise.
pub const DEFAULT_RATES: &str = "100mbit,200mbit,300mbit,500mbit,700mbit,1gbit";

/// Dimension-table rows at 100 Mbit/s; scaled with the rate.
const DIM_ROWS_AT_100MBIT: f64 = 40_000.0;
/// Fact rows per dimension row (fig9.8's A / B = 10 point).
const FACT_PER_DIM: f64 = 10.0;

/// The point run at `rate_bps`.
pub fn point_at(rate_bps: u64) -> Point {
    let scale = rate_bps as f64 / 100e6;
    let dim = (DIM_ROWS_AT_100MBIT * scale).round() as usize;
    Point {
        series: "uniform".into(),
        x: rate_bps as f64 / 1e6,
        a_rows: (dim as f64 * FACT_PER_DIM) as usize,
        dim_rows: dim,
        joins: 3,
        skew: Skew::Uniform,
        paper_a: 5e7 * FACT_PER_DIM,
        paper_dim: 5e7,
    }
}

/// Parses `--rates` (comma-separated tc rates, e.g. `100mbit,1gbit`): ascending, each at least 10 Mbit/s.
pub fn parse_rates(s: &str) -> Result<Vec<u64>> {
    let mut v = Vec::new();
    for r in s.split(',').map(str::trim).filter(|r| !r.is_empty()) {
        let bps = parse_rate(r).map_err(|e| anyhow::anyhow!("--rates: `{r}`: {e}"))?;
        if bps < 10_000_000 {
            bail!("--rates: `{r}` is below 10 Mbit/s");
        }
        v.push(bps);
    }
    if v.is_empty() {
        bail!("--rates: no rate given");
    }
    if v.windows(2).any(|w| w[0] >= w[1]) {
        bail!("--rates: give the rates in ascending order, each once");
    }
    Ok(v)
}

/// A strategy's busiest-link share in a row.
type LinkShare = fn(&Row) -> f64;

/// Per-worker Mbit/s the busiest link carried.
fn carried_mbit(rate_bps: u64, link_share: f64) -> f64 {
    rate_bps as f64 / 1e6 * link_share
}

/// Runs the point at every rate (each on a fresh testbed `prefix`), writes
/// saturation.csv and saturation.png into `s.out`, returns the report.
pub fn saturation(
    s: &Setup,
    prefix: &str,
    subnet: u8,
    rates: &[u64],
    progress: &mut dyn FnMut(&str),
) -> Result<String> {
    std::fs::create_dir_all(&s.out)?;
    let mut rows: Vec<(u64, Row)> = Vec::new();
    for &rate in rates {
        let p = point_at(rate);
        progress(&format!(
            "{} Mbit/s: A = {} rows, B = C = D = {} rows",
            rate / 1_000_000,
            p.a_rows,
            p.dim_rows
        ));
        let cfg = TestbedConfig {
            prefix: prefix.to_string(),
            workers: s.workers,
            rate_bps: Some(rate),
            coord_rate_bps: Some(rate * s.workers as u64),
            mtu: s.mtu,
            subnet,
            ..TestbedConfig::default()
        };
        let _ = testbed::down(prefix);
        let g = TestbedGuard::up(cfg)
            .with_context(|| format!("bringing up the testbed at {} Mbit/s", rate / 1_000_000))?;
        let at = Setup {
            rate_bps: rate,
            ..s.clone()
        };
        let cpu = CpuSampler::start();
        let row = run_point(&at, &g.cfg, &cpu, &p)
            .with_context(|| format!("the point at {} Mbit/s", rate / 1_000_000))?;
        drop(g);
        rows.push((rate, row));
    }
    let mut csv = String::from("rate_mbit,a_rows,dim_rows,shuffle_s,inp_s,ideal_shuffle_s,ideal_inp_s,shuffle_link,inp_link,shuffle_carried_mbit,inp_carried_mbit,shuffle_cpu,inp_cpu,speedup,ideal_speedup,exact,load,inp_retransmitted\n");
    let mut t = String::new();
    let _ = writeln!(t, "saturation: {} workers, MTU {}, three joins, uniform keys, A = 10 x B, tables scaled with the rate (B = 40 000 rows at 100 Mbit/s)", s.workers, s.mtu);
    let _ = writeln!(
        t,
        "{:>9} {:>9} {:>8} {:>10} {:>8} {:>8} {:>13} {:>15} {:>11} {:>8} {:>6}",
        "Mbit/s",
        "A rows",
        "B rows",
        "shuffle s",
        "INP s",
        "speedup",
        "ideal speedup",
        "link sh / INP",
        "CPU sh/INP",
        "load",
        "exact"
    );
    for (rate, r) in &rows {
        let (ideal_speedup, speedup) = (r.ideal_shuffle_s / r.ideal_inp_s.max(1e-9), r.speedup());
        let _ = writeln!(
            csv,
            "{},{},{},{:.4},{:.4},{:.4},{:.4},{:.3},{:.3},{:.1},{:.1},{:.3},{:.3},{:.3},{:.3},{},{:.2},{}",
            rate / 1_000_000,
            r.a_rows,
            r.dim_rows,
            r.shuffle_s,
            r.inp_s,
            r.ideal_shuffle_s,
            r.ideal_inp_s,
            r.shuffle_link,
            r.inp_link,
            carried_mbit(*rate, r.shuffle_link),
            carried_mbit(*rate, r.inp_link),
            r.shuffle_cpu,
            r.inp_cpu,
            speedup,
            ideal_speedup,
            r.exact,
            r.load,
            r.inp_retransmitted
        );
        let _ = writeln!(
            t,
            "{:>9} {:>9} {:>8} {:>10.3} {:>8.3} {:>7.2}x {:>12.2}x {:>6.0}% / {:>4.0}% {:>4.0}%/{:>4.0}% {:>8.2} {:>6}",
            rate / 1_000_000,
            r.a_rows,
            r.dim_rows,
            r.shuffle_s,
            r.inp_s,
            speedup,
            ideal_speedup,
            100.0 * r.shuffle_link,
            100.0 * r.inp_link,
            100.0 * r.shuffle_cpu,
            100.0 * r.inp_cpu,
            r.load,
            r.exact
        );
    }
    let strategies: [(&str, LinkShare); 2] =
        [("shuffle", |r| r.shuffle_link), ("INP", |r| r.inp_link)];
    for (name, link) in strategies {
        let (rate, best) = rows
            .iter()
            .map(|(rate, r)| (*rate, carried_mbit(*rate, link(r))))
            .fold((0, 0.0), |a, b| if b.1 > a.1 { b } else { a });
        let _ = writeln!(
            t,
            "{name}: the busiest link carries at most {best:.0} Mbit/s (at {} Mbit/s links)",
            rate / 1_000_000
        );
    }
    let _ = writeln!(t, "link = busiest link direction's bytes / (rate x time); CPU = share of both cores the experiment's processes used; ideal speedup = the flow model without fixed costs or CPU limits");
    let csv_path = s.out.join("saturation.csv");
    std::fs::write(&csv_path, csv).with_context(|| format!("writing {}", csv_path.display()))?;
    let png = s.out.join("saturation.png");
    let series = |label: &str, color: usize, dashed: bool, f: &dyn Fn(u64, &Row) -> f64| Series {
        label: label.into(),
        points: rows
            .iter()
            .map(|(rate, r)| (*rate as f64 / 1e6, f(*rate, r)))
            .collect(),
        color,
        dashed,
    };
    let carried = Panel {
        title: "What the busiest link carries".into(),
        x_label: "link rate per worker (Mbit/s)".into(),
        y_label: "Mbit/s on the busiest link".into(),
        log_x: true,
        log_y: true,
        series: vec![
            series("link rate", 5, true, &|rate, _| rate as f64 / 1e6),
            series("shuffle", 0, false, &|rate, r| {
                carried_mbit(rate, r.shuffle_link)
            }),
            series("in-network", 1, false, &|rate, r| {
                carried_mbit(rate, r.inp_link)
            }),
        ],
        headroom: 0.0,
    };
    let cpu = Panel {
        title: "CPU and speedup".into(),
        x_label: "link rate per worker (Mbit/s)".into(),
        y_label: "share of both cores (%) / speedup x 100".into(),
        log_x: true,
        log_y: false,
        series: vec![
            series("CPU, shuffle", 0, true, &|_, r| 100.0 * r.shuffle_cpu),
            series("CPU, in-network", 1, true, &|_, r| 100.0 * r.inp_cpu),
            series("speedup x 100", 2, false, &|_, r| 100.0 * r.speedup()),
            series("ideal speedup x 100", 3, true, &|_, r| {
                100.0 * r.ideal_shuffle_s / r.ideal_inp_s.max(1e-9)
            }),
        ],
        headroom: 0.0,
    };
    plot_png(&png, &[carried, cpu])?;
    let _ = writeln!(t, "wrote {} and {}", csv_path.display(), png.display());
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_keep_the_ideal_time_and_rates_are_checked() {
        let a = point_at(100_000_000);
        let b = point_at(1_000_000_000);
        assert_eq!((a.a_rows, a.dim_rows), (400_000, 40_000));
        assert_eq!((b.a_rows, b.dim_rows), (4_000_000, 400_000));
        assert_eq!(parse_rates(DEFAULT_RATES).unwrap().len(), 6);
        assert_eq!(
            parse_rates("100mbit, 1gbit").unwrap(),
            vec![100_000_000, 1_000_000_000]
        );
        assert!(parse_rates("1gbit,100mbit")
            .unwrap_err()
            .to_string()
            .contains("ascending"));
        assert!(parse_rates("5mbit")
            .unwrap_err()
            .to_string()
            .contains("below 10 Mbit/s"));
        assert!(parse_rates("").unwrap_err().to_string().contains("no rate"));
        assert!(parse_rates("fast")
            .unwrap_err()
            .to_string()
            .contains("`fast`"));
    }
}
