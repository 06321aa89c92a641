//! The experiments: each point runs the shuffle baseline and the in-network
//! join on the namespace testbed with the same generated star schema, checks
//! both against the reference join, and puts next to the measurements the
//! flow-level model at testbed scale and at the paper's scale.

use crate::plot::{plot_png, Panel, Series};
use crate::sysstat::{delta, link_util, snapshot, CpuSampler};
use anyhow::{bail, Context, Result};
use netjoin_host::reference::{compare, star_join};
use netjoin_host::star::{generate, shuffle_shares, Skew, StarSpec};
use netjoin_net::shuffle::{run_shuffle_on_testbed, ShuffleOptions};
use netjoin_net::testbed::TestbedConfig;
use netjoin_net::{run_on_testbed_report, NetOptions};
use netjoin_proto::Signature;
use netjoin_sim::cluster::{inp_join, paper_shares, shuffle_join, zipf_shares, ClusterSpec, StarWorkload};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Where and how experiments run.
#[derive(Clone, Debug)]
pub struct Setup {
    pub workers: usize,
    pub rate_bps: u64,
    pub mtu: u32,
    pub quick: bool,
    pub out: PathBuf,
    /// Binary with `agent` and `switchd` subcommands (default: this one).
    pub exe: Option<PathBuf>,
    /// Skip the testbed: model columns only (for machines without root).
    pub model_only: bool,
}

/// One measured configuration.
#[derive(Clone, Debug)]
pub struct Point {
    pub series: String,
    pub x: f64,
    pub a_rows: usize,
    pub dim_rows: usize,
    pub joins: usize,
    pub skew: Skew,
    /// Fact rows at the paper's scale (for the paper-scale model column).
    pub paper_a: f64,
    pub paper_dim: f64,
}

/// One row of an experiment's CSV.
#[derive(Clone, Debug, Default)]
pub struct Row {
    pub series: String,
    pub x: f64,
    pub a_rows: usize,
    pub dim_rows: usize,
    pub joins: usize,
    pub skew: String,
    pub shuffle_s: f64,
    pub inp_s: f64,
    pub model_shuffle_s: f64,
    pub model_inp_s: f64,
    pub paper_shuffle_s: f64,
    pub paper_inp_s: f64,
    pub bytes_shuffle: f64,
    pub bytes_inp: f64,
    pub shuffle_cpu: f64,
    pub inp_cpu: f64,
    pub shuffle_link: f64,
    pub inp_link: f64,
    pub shuffle_busiest: String,
    pub inp_busiest: String,
    pub rows: u64,
    pub exact: bool,
    pub auto: String,
}

impl Row {
    pub fn speedup(&self) -> f64 {
        self.shuffle_s / self.inp_s
    }
    pub fn model_speedup(&self) -> f64 {
        self.model_shuffle_s / self.model_inp_s
    }
    pub fn paper_speedup(&self) -> f64 {
        self.paper_shuffle_s / self.paper_inp_s
    }
    /// Whether auto's choice (by the model) was the faster measured strategy.
    pub fn auto_right(&self) -> bool {
        (self.auto == "inp") == (self.inp_s <= self.shuffle_s)
    }
}

pub const CSV_HEADER: &str = "experiment,series,x,a_rows,dim_rows,joins,skew,shuffle_s,inp_s,speedup,model_shuffle_s,model_inp_s,model_speedup,paper_shuffle_s,paper_inp_s,paper_speedup,cbytes_shuffle,cbytes_inp,shuffle_cpu_util,inp_cpu_util,shuffle_link_util,inp_link_util,shuffle_busiest_link,inp_busiest_link,result_rows,exact,auto,auto_right";

fn csv_line(exp: &str, r: &Row) -> String {
    format!(
        "{exp},{},{},{},{},{},{},{:.4},{:.4},{:.3},{:.4},{:.4},{:.3},{:.4},{:.4},{:.3},{:.0},{:.0},{:.3},{:.3},{:.3},{:.3},{},{},{},{},{},{}",
        r.series, r.x, r.a_rows, r.dim_rows, r.joins, r.skew, r.shuffle_s, r.inp_s, r.speedup(), r.model_shuffle_s, r.model_inp_s, r.model_speedup(),
        r.paper_shuffle_s, r.paper_inp_s, r.paper_speedup(), r.bytes_shuffle, r.bytes_inp, r.shuffle_cpu, r.inp_cpu, r.shuffle_link, r.inp_link,
        r.shuffle_busiest, r.inp_busiest, r.rows, r.exact, r.auto, r.auto_right()
    )
}

/// The paper's byte costs (eqs. 9.2, 9.4) of a star join with fact width f,
/// dims (rows, width), value width v, N workers.
pub fn paper_bytes(a: f64, f: f64, dims: &[(f64, f64)], v: f64, n: usize) -> (f64, f64) {
    let n = n as f64;
    let dims_b: f64 = dims.iter().map(|d| d.0 * d.1).sum();
    let inter: f64 = (0..dims.len()).map(|k| a * (f + k as f64 * v)).sum();
    ((n - 1.0) / n * (inter + dims_b), a * f + dims_b)
}

fn workload(p: &Point, a: f64, dim: f64, shares: Vec<f64>) -> StarWorkload {
    StarWorkload { fact_rows: a, fact_width: 8.0 * p.joins as f64 + 8.0, dims: vec![(dim, 16.0); p.joins], value_width: 8.0, shares, match_frac: 0.99 }
}

/// The testbed-scale model (the testbed's rates; INP's results go to the sink at N × rate).
pub fn testbed_model(s: &Setup) -> (ClusterSpec, ClusterSpec) {
    let r = s.rate_bps as f64;
    let sh = ClusterSpec { workers: s.workers, link_bps: r, efficiency: 0.95, ..ClusterSpec::default() };
    let inp = ClusterSpec { workers: s.workers, link_bps: r, sink_bps: Some(r * s.workers as f64), efficiency: 0.9, ..ClusterSpec::default() };
    (sh, inp)
}

/// Model columns of a point (no testbed).
pub fn model_row(s: &Setup, p: &Point, shares: Vec<f64>) -> Row {
    let (msh, minp) = testbed_model(s);
    let w = workload(p, p.a_rows as f64, p.dim_rows as f64, shares.clone());
    let paper = ClusterSpec::default();
    let paper_shares = if shares.len() == 4 { shares } else { vec![0.25; 4] };
    let pw = workload(p, p.paper_a, p.paper_dim, paper_shares);
    let (cs, ci) = paper_bytes(p.a_rows as f64, 8.0 * p.joins as f64 + 8.0, &vec![(p.dim_rows as f64, 16.0); p.joins], 8.0, s.workers);
    let model_shuffle_s = shuffle_join(&msh, &w).seconds;
    let model_inp_s = inp_join(&minp, &w).seconds;
    Row {
        series: p.series.clone(),
        x: p.x,
        a_rows: p.a_rows,
        dim_rows: p.dim_rows,
        joins: p.joins,
        skew: p.skew.to_string().replace(' ', "").replace(',', ";"),
        model_shuffle_s,
        model_inp_s,
        paper_shuffle_s: shuffle_join(&paper, &pw).seconds,
        paper_inp_s: inp_join(&paper, &pw).seconds,
        bytes_shuffle: cs,
        bytes_inp: ci,
        auto: if model_inp_s < model_shuffle_s { "inp".into() } else { "shuffle".into() },
        shuffle_s: f64::NAN,
        inp_s: f64::NAN,
        ..Default::default()
    }
}

/// Runs one point on the testbed `tb`: both strategies, both checked.
pub fn run_point(s: &Setup, tb: &TestbedConfig, cpu: &CpuSampler, p: &Point) -> Result<Row> {
    let sig = Signature::new(8, 8, p.joins as u8).map_err(anyhow::Error::msg)?;
    let input = generate(&sig, &StarSpec { fact_rows: p.a_rows, dim_rows: p.dim_rows, workers: s.workers, skew: p.skew, ..StarSpec::default() });
    let shares = shuffle_shares(&input, 0, s.workers);
    let mut row = model_row(s, p, shares);
    if s.model_only {
        return Ok(row);
    }
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let want = star_join(&sig, &dims, &input.fact.concat());
    let r = s.rate_bps as f64;

    // Shuffle baseline over the bridge.
    let so = run_shuffle_on_testbed(&input, &ShuffleOptions { prefix: tb.prefix.clone(), exe: s.exe.clone(), ..ShuffleOptions::default() }).context("shuffle baseline")?;
    let ex_s = compare(&so.results, &want, sig.result_width());
    row.shuffle_s = so.elapsed_s;
    if let Some((a, b)) = so.window {
        row.shuffle_cpu = cpu.util(a, b);
    }
    let (mut best, mut name) = (0.0, String::new());
    for (w, rep) in so.workers.iter().enumerate() {
        for (dir, bytes) in [("tx", rep.bytes_sent), ("rx", rep.bytes_received)] {
            let u = link_util(bytes, r, so.elapsed_s);
            if u > best {
                (best, name) = (u, format!("w{w}.lan {dir}"));
            }
        }
    }
    row.shuffle_link = best;
    row.shuffle_busiest = name;

    // In-network join through switchd.
    let l0 = snapshot(tb);
    let opts = NetOptions { prefix: tb.prefix.clone(), exe: s.exe.clone(), max_payload: (s.mtu as usize).saturating_sub(26).min(8974), round_frames: 256, window: 128, ..NetOptions::default() };
    let (out, _net) = run_on_testbed_report(&input, &opts).context("in-network join")?;
    let end = Instant::now();
    let l1 = snapshot(tb);
    let ex_i = compare(&out.results, &want, sig.result_width());
    row.inp_s = (out.report.build_time + out.report.probe_time).as_secs_f64();
    row.inp_cpu = cpu.util(end - Duration::from_secs_f64(row.inp_s), end);
    let (mut best, mut name) = (0.0, String::new());
    for (n, rx, tx, rate) in delta(&l0, &l1) {
        if n.ends_with(".lan") {
            continue; // control traffic and partition loading
        }
        for (dir, b) in [("rx", rx), ("tx", tx)] {
            let u = link_util(b, rate, row.inp_s);
            if u > best {
                (best, name) = (u, format!("{n} {dir}"));
            }
        }
    }
    row.inp_link = best;
    row.inp_busiest = name;
    row.rows = want.len() as u64;
    row.exact = ex_s.is_none() && ex_i.is_none();
    if let Some(d) = ex_s {
        bail!("shuffle baseline result differs from the reference: {d}");
    }
    if let Some(d) = ex_i {
        bail!("in-network result differs from the reference: {d}");
    }
    Ok(row)
}

/// The points of an experiment.
pub fn points(name: &str, quick: bool) -> Result<Vec<Point>> {
    let dim = if quick { 10_000 } else { 40_000 };
    let ratios: Vec<f64> = if quick { vec![0.1, 1.0, 10.0, 100.0] } else { vec![0.1, 0.3, 1.0, 3.0, 10.0, 30.0, 100.0] };
    let fig98 = |series: &str, skew: Skew| -> Vec<Point> {
        ratios
            .iter()
            .map(|&r| Point { series: series.into(), x: r, a_rows: (dim as f64 * r) as usize, dim_rows: dim, joins: 3, skew, paper_a: 5e7 * r, paper_dim: 5e7 })
            .collect()
    };
    Ok(match name {
        "fig9.8" => fig98("uniform", Skew::Uniform),
        "fig9.9" => {
            let mut v = fig98("skew 80/13/5/2", Skew::Paper);
            v.extend(fig98("zipf 1.0", Skew::Zipf(1.0)));
            v
        }
        "fig9.10" => {
            let n = if quick { 100_000 } else { 400_000 };
            (1..=4).map(|j| Point { series: "equal sizes".into(), x: j as f64, a_rows: n, dim_rows: n, joins: j, skew: Skew::Uniform, paper_a: 5e7, paper_dim: 5e7 }).collect()
        }
        "costmodel" => {
            let mut v: Vec<Point> = fig98("uniform", Skew::Uniform).into_iter().filter(|p| [0.1, 1.0, 10.0, 100.0].contains(&p.x)).collect();
            v.extend(fig98("skew 80/13/5/2", Skew::Paper).into_iter().filter(|p| p.x == 1.0 || p.x == 10.0));
            let n = if quick { 100_000 } else { 400_000 };
            v.extend((1..=2).map(|j| Point { series: "equal sizes".into(), x: j as f64, a_rows: n, dim_rows: n, joins: j, skew: Skew::Uniform, paper_a: 5e7, paper_dim: 5e7 }));
            v
        }
        _ => bail!("unknown experiment `{name}` (fig9.8, fig9.9, fig9.10, costmodel, scale)"),
    })
}

/// Writes the CSV, the PNG and returns the table text.
pub fn report(name: &str, s: &Setup, rows: &[Row]) -> Result<String> {
    std::fs::create_dir_all(&s.out)?;
    let stem = name.replace('.', "_");
    let csv = s.out.join(format!("{stem}.csv"));
    let mut text = String::from(CSV_HEADER);
    text.push('\n');
    for r in rows {
        text.push_str(&csv_line(name, r));
        text.push('\n');
    }
    std::fs::write(&csv, text)?;
    let png = s.out.join(format!("{stem}.png"));
    let (xl, logx) = match name {
        "fig9.10" => ("joins", false),
        "costmodel" => ("configuration (A/B ratio or joins)", true),
        _ => ("|A| / |B| (B = C = D)", true),
    };
    let mut series_names: Vec<String> = Vec::new();
    for r in rows {
        if !series_names.contains(&r.series) {
            series_names.push(r.series.clone());
        }
    }
    let mut time = Vec::new();
    let mut speed = Vec::new();
    for (i, sn) in series_names.iter().enumerate() {
        let rs: Vec<&Row> = rows.iter().filter(|r| &r.series == sn).collect();
        let pts = |f: &dyn Fn(&Row) -> f64| rs.iter().map(|r| (r.x, f(r))).collect::<Vec<_>>();
        let c = 2 * i;
        time.push(Series { label: format!("shuffle ({sn})"), points: pts(&|r| r.shuffle_s), color: c, dashed: false });
        time.push(Series { label: format!("INP ({sn})"), points: pts(&|r| r.inp_s), color: c + 1, dashed: false });
        time.push(Series { label: format!("model shuffle ({sn})"), points: pts(&|r| r.model_shuffle_s), color: c, dashed: true });
        time.push(Series { label: format!("model INP ({sn})"), points: pts(&|r| r.model_inp_s), color: c + 1, dashed: true });
        speed.push(Series { label: format!("measured ({sn})"), points: pts(&|r| r.speedup()), color: c, dashed: false });
        speed.push(Series { label: format!("model, testbed ({sn})"), points: pts(&|r| r.model_speedup()), color: c, dashed: true });
        speed.push(Series { label: format!("model, paper scale ({sn})"), points: pts(&|r| r.paper_speedup()), color: 5, dashed: true });
    }
    speed.push(Series { label: "1x".into(), points: rows.iter().map(|r| (r.x, 1.0)).collect(), color: 5, dashed: false });
    plot_png(
        &png,
        &[
            Panel { title: format!("{name}: runtime on the testbed"), x_label: xl.into(), y_label: "seconds".into(), log_x: logx, log_y: true, series: time },
            Panel { title: format!("{name}: speedup of INP over shuffle"), x_label: xl.into(), y_label: "shuffle time / INP time".into(), log_x: logx, log_y: false, series: speed },
        ],
    )?;
    Ok(table(name, s, rows, &csv, &png))
}

/// The printed table.
pub fn table(name: &str, s: &Setup, rows: &[Row], csv: &Path, png: &Path) -> String {
    let mut t = String::new();
    let _ = writeln!(t, "{name}: {} workers, links {} Mbit/s (sink {} Mbit/s), MTU {}{}", s.workers, s.rate_bps / 1_000_000, s.rate_bps * s.workers as u64 / 1_000_000, s.mtu, if s.quick { ", quick" } else { "" });
    let _ = writeln!(t, "{:<16} {:>7} {:>9} {:>9} {:>9} {:>8} {:>8} {:>8} {:>9} {:>11} {:>11} {:>6} {:>8}", "series", "x", "A rows", "shuffle s", "INP s", "speedup", "model", "paper", "auto", "CPU sh/INP", "link sh/INP", "exact", "rows");
    for r in rows {
        let _ = writeln!(
            t,
            "{:<16} {:>7} {:>9} {:>9.3} {:>9.3} {:>7.2}x {:>7.2}x {:>7.2}x {:>4}{:>5} {:>4.0}%/{:>4.0}% {:>4.0}%/{:>4.0}% {:>6} {:>8}",
            r.series.chars().take(16).collect::<String>(),
            r.x,
            r.a_rows,
            r.shuffle_s,
            r.inp_s,
            r.speedup(),
            r.model_speedup(),
            r.paper_speedup(),
            r.auto,
            if r.shuffle_s.is_nan() { "" } else if r.auto_right() { " ok" } else { " MISS" },
            100.0 * r.shuffle_cpu,
            100.0 * r.inp_cpu,
            100.0 * r.shuffle_link,
            100.0 * r.inp_link,
            r.exact,
            r.rows
        );
    }
    let _ = writeln!(t, "speedup = shuffle time / INP time; model = flow-level model at testbed scale; paper = the model at the paper's scale (A = 5e7 x ratio, 5 Gbit/s, 4 nodes)");
    let _ = writeln!(t, "CPU = busy share of all cores during the join; link = busiest link direction's bytes / (rate x time)");
    let _ = writeln!(t, "wrote {} and {}", csv.display(), png.display());
    t
}

/// The cluster-scale experiment (model only): the paper's sizes, then 16–256
/// nodes at 100 Gbit/s with 1, 4 or 16 switches.
pub fn scale(s: &Setup) -> Result<String> {
    std::fs::create_dir_all(&s.out)?;
    let mut csv = String::from("part,nodes,switches,link_gbps,a_rows,dim_rows,skew,shuffle_s,inp_s,speedup\n");
    let mut t = String::new();
    let mut paper_u = Vec::new();
    let mut paper_s = Vec::new();
    let _ = writeln!(t, "scale: the flow-level model (sim::cluster), switch rates 2 x 9.84e7 probes/s and 2 x 5.63e7 inserts/s per switch");
    let _ = writeln!(t, "{:<8} {:>6} {:>5} {:>6} {:>10} {:>8} {:>10} {:>10} {:>8}", "part", "nodes", "sw", "Gbit/s", "A rows", "skew", "shuffle s", "INP s", "speedup");
    for a in [5e6, 1.5e7, 5e7, 1.5e8, 5e8, 1.5e9, 5e9] {
        for (skew, shares) in [("uniform", vec![0.25; 4]), ("paper", paper_shares(4)), ("zipf1", zipf_shares(4, 50_000_000, 1.0))] {
            let c = ClusterSpec::default();
            let w = StarWorkload { fact_rows: a, fact_width: 32.0, dims: vec![(5e7, 16.0); 3], value_width: 8.0, shares, match_frac: 1.0 };
            let (sh, inp) = (shuffle_join(&c, &w).seconds, inp_join(&c, &w).seconds);
            let _ = writeln!(csv, "paper,4,1,5,{a},5e7,{skew},{sh:.4},{inp:.4},{:.3}", sh / inp);
            let _ = writeln!(t, "{:<8} {:>6} {:>5} {:>6} {:>10.1e} {:>8} {:>10.3} {:>10.3} {:>7.2}x", "paper", 4, 1, 5, a, skew, sh, inp, sh / inp);
            match skew {
                "uniform" => paper_u.push((a / 5e7, sh / inp)),
                "paper" => paper_s.push((a / 5e7, sh / inp)),
                _ => {}
            }
        }
    }
    let mut beyond: Vec<Series> = Vec::new();
    for (i, sw) in [1usize, 4, 16].iter().enumerate() {
        let mut pts = Vec::new();
        for n in [16usize, 32, 64, 128, 256] {
            if *sw > n / 4 && *sw > 1 {
                continue;
            }
            let c = ClusterSpec { workers: n, switches: *sw, link_bps: 100e9, ..ClusterSpec::default() };
            let a = 5e7 * 100.0 * n as f64 / 4.0;
            let w = StarWorkload { fact_rows: a, fact_width: 32.0, dims: vec![(5e7, 16.0); 3], value_width: 8.0, shares: vec![1.0 / n as f64; n], match_frac: 1.0 };
            let (sh, inp) = (shuffle_join(&c, &w).seconds, inp_join(&c, &w).seconds);
            let _ = writeln!(csv, "beyond,{n},{sw},100,{a},5e7,uniform,{sh:.4},{inp:.4},{:.3}", sh / inp);
            let _ = writeln!(t, "{:<8} {:>6} {:>5} {:>6} {:>10.1e} {:>8} {:>10.3} {:>10.3} {:>7.2}x", "beyond", n, sw, 100, a, "uniform", sh, inp, sh / inp);
            pts.push((n as f64, sh / inp));
        }
        beyond.push(Series { label: format!("{sw} switch(es), 100 Gbit/s, A = 100x B per 4 nodes"), points: pts, color: i, dashed: false });
    }
    std::fs::write(s.out.join("scale.csv"), csv)?;
    let png = s.out.join("scale.png");
    plot_png(
        &png,
        &[
            Panel { title: "model at the paper's scale (4 nodes, 5 Gbit/s)".into(), x_label: "|A| / |B|".into(), y_label: "speedup of INP".into(), log_x: true, log_y: false, series: vec![Series { label: "uniform".into(), points: paper_u, color: 0, dashed: false }, Series { label: "skew 80/13/5/2".into(), points: paper_s, color: 1, dashed: false }] },
            Panel { title: "model beyond: 16-256 nodes".into(), x_label: "nodes".into(), y_label: "speedup of INP".into(), log_x: true, log_y: false, series: beyond },
        ],
    )?;
    let _ = writeln!(t, "wrote {} and {}", s.out.join("scale.csv").display(), png.display());
    Ok(t)
}
