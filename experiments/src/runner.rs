//! The experiments' points and their model columns: for each point, the
//! generated star schema's shuffle shares feed the flow-level model at
//! testbed scale (calibrated, and ideal) and at the paper's scale (the
//! paper's switch rates, and our RTL's). The measured points on Apache
//! Ballista are `netjoin cluster bench --testbed` (docs/CLUSTER.md). A CSV
//! with measured columns (written by earlier versions) is replotted with
//! them.

use crate::calibration::Calibration;
use anyhow::{bail, Context, Result};
use netjoin_host::star::{generate, shuffle_shares, Skew, StarSpec};
use netjoin_host::StarJoinInput;
use netjoin_plot::{plot_png, Panel, Series};
use netjoin_proto::Signature;
use netjoin_sim::cluster::{
    inp_join, paper_shares, probe_units, shuffle_join, zipf_shares, ClusterSpec, StarWorkload,
    SwitchRates,
};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Where and how experiments run.
#[derive(Clone, Debug)]
pub struct Setup {
    pub workers: usize,
    pub rate_bps: u64,
    pub mtu: u32,
    pub quick: bool,
    /// Every table's rows times this (`--table-scale`; 1: the sizes of
    /// docs/EXPERIMENTS.md at 100 Mbit/s).
    pub table_scale: usize,
    pub out: PathBuf,
    /// The model's fixed costs and rates (recorded, or loaded).
    pub cal: Calibration,
    /// The NetJoin switch's rates for the cluster-scale columns (RTL benchmark or a bitstream manifest).
    pub switch: SwitchRates,
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
    /// Calibrated flow model at the testbed's sizes and rates.
    pub model_shuffle_s: f64,
    pub model_inp_s: f64,
    /// The flow model without fixed costs (shuffle at the full link rate, INP paced).
    pub ideal_shuffle_s: f64,
    pub ideal_inp_s: f64,
    /// The ideal model at the paper's sizes with the paper's switch rates.
    pub paper_shuffle_s: f64,
    pub paper_inp_s: f64,
    /// The same with our RTL's switch rates.
    pub rtl_shuffle_s: f64,
    pub rtl_inp_s: f64,
    pub bytes_shuffle: f64,
    pub bytes_inp: f64,
    /// CPU share of the experiment's own processes (agents, switchd, coordinator) during the join.
    pub shuffle_cpu: f64,
    pub inp_cpu: f64,
    /// CPU share of the whole machine (other users' builds included).
    pub shuffle_machine_cpu: f64,
    pub inp_machine_cpu: f64,
    pub shuffle_link: f64,
    pub inp_link: f64,
    pub shuffle_busiest: String,
    pub inp_busiest: String,
    pub rows: u64,
    pub exact: bool,
    /// What `--strategy auto` chooses: the production cost model (the
    /// star-join rule of netjoin-compiler) on the statistics DataFusion
    /// reads from the point's data ([`crate::decide`]), and the seconds it
    /// predicted for each strategy.
    pub auto: String,
    pub auto_shuffle_s: f64,
    pub auto_inp_s: f64,
    /// Runs per strategy; the times are the medians.
    pub reps: usize,
    /// The machine's 1-minute load average when the point started (2 cores; other users' builds included).
    pub load: f64,
    /// INP, summed over the runs of a CSV measured with the former
    /// coordinator: frames the workers sent again (go-back-N), their ACK
    /// time-outs, and set-ups of the switch it started again.
    pub inp_retransmitted: u64,
    pub inp_timeouts: u64,
    pub inp_recoveries: u64,
}

impl Point {
    /// The point's data set, as the production model's choice sees it.
    pub fn data_set(&self) -> crate::decide::DataSet {
        crate::decide::DataSet {
            fact_rows: self.a_rows,
            dim_rows: self.dim_rows,
            joins: self.joins,
            skew: self.skew,
        }
    }
}

impl Setup {
    /// Workers and link rate, as the production model's choice sees them.
    pub fn cluster(&self) -> crate::decide::Cluster {
        crate::decide::Cluster {
            workers: self.workers,
            rate_bps: self.rate_bps,
            switch: crate::decide::switchd_rates(&self.cal),
        }
    }
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
    pub fn rtl_speedup(&self) -> f64 {
        self.rtl_shuffle_s / self.rtl_inp_s
    }
    /// Model error: model / measured − 1 (shuffle time, INP time, speedup).
    pub fn err_shuffle(&self) -> f64 {
        self.model_shuffle_s / self.shuffle_s - 1.0
    }
    pub fn err_inp(&self) -> f64 {
        self.model_inp_s / self.inp_s - 1.0
    }
    pub fn err_speedup(&self) -> f64 {
        self.model_speedup() / self.speedup() - 1.0
    }
    /// Whether the point has measured times.
    pub fn measured(&self) -> bool {
        self.shuffle_s.is_finite() && self.inp_s.is_finite()
    }
    /// The faster strategy: measured where the point was measured, else by
    /// the calibrated flow simulation at the testbed's sizes and rates.
    pub fn faster(&self) -> &'static str {
        let (sh, inp) = if self.measured() {
            (self.shuffle_s, self.inp_s)
        } else {
            (self.model_shuffle_s, self.model_inp_s)
        };
        if inp <= sh {
            "inp"
        } else {
            "shuffle"
        }
    }
    /// Whether auto's choice is the faster strategy ([`Row::faster`]).
    pub fn auto_right(&self) -> bool {
        self.auto == self.faster()
    }
    /// Sets what `--strategy auto` chose and predicted, and the production
    /// model's bytes of each strategy.
    pub fn with_choice(mut self, c: &crate::decide::Choice) -> Row {
        self.auto = c.strategy.clone();
        self.auto_shuffle_s = c.shuffle_s;
        self.auto_inp_s = c.inp_s;
        self.bytes_shuffle = c.shuffle_bytes;
        self.bytes_inp = c.inp_bytes;
        self
    }
}

pub const CSV_HEADER: &str = "experiment,series,x,a_rows,dim_rows,joins,skew,reps,load,shuffle_s,inp_s,speedup,model_shuffle_s,model_inp_s,model_speedup,err_shuffle,err_inp,err_speedup,ideal_shuffle_s,ideal_inp_s,ideal_speedup,paper_shuffle_s,paper_inp_s,paper_speedup,rtl_paper_shuffle_s,rtl_paper_inp_s,rtl_paper_speedup,cbytes_shuffle,cbytes_inp,shuffle_cpu_util,inp_cpu_util,shuffle_machine_cpu_util,inp_machine_cpu_util,shuffle_link_util,inp_link_util,shuffle_busiest_link,inp_busiest_link,result_rows,exact,auto,auto_right,auto_shuffle_s,auto_inp_s,inp_retransmitted,inp_timeouts,inp_recoveries";

fn csv_line(exp: &str, r: &Row) -> String {
    format!(
        "{exp},{},{},{},{},{},{},{},{:.2},{:.4},{:.4},{:.3},{:.4},{:.4},{:.3},{:.3},{:.3},{:.3},{:.4},{:.4},{:.3},{:.4},{:.4},{:.3},{:.4},{:.4},{:.3},{:.0},{:.0},{:.3},{:.3},{:.3},{:.3},{:.3},{:.3},{},{},{},{},{},{},{:.4},{:.4},{},{},{}",
        r.series,
        r.x,
        r.a_rows,
        r.dim_rows,
        r.joins,
        r.skew,
        r.reps,
        r.load,
        r.shuffle_s,
        r.inp_s,
        r.speedup(),
        r.model_shuffle_s,
        r.model_inp_s,
        r.model_speedup(),
        r.err_shuffle(),
        r.err_inp(),
        r.err_speedup(),
        r.ideal_shuffle_s,
        r.ideal_inp_s,
        r.ideal_shuffle_s / r.ideal_inp_s,
        r.paper_shuffle_s,
        r.paper_inp_s,
        r.paper_speedup(),
        r.rtl_shuffle_s,
        r.rtl_inp_s,
        r.rtl_speedup(),
        r.bytes_shuffle,
        r.bytes_inp,
        r.shuffle_cpu,
        r.inp_cpu,
        r.shuffle_machine_cpu,
        r.inp_machine_cpu,
        r.shuffle_link,
        r.inp_link,
        r.shuffle_busiest,
        r.inp_busiest,
        r.rows,
        r.exact,
        r.auto,
        r.auto_right(),
        r.auto_shuffle_s,
        r.auto_inp_s,
        r.inp_retransmitted,
        r.inp_timeouts,
        r.inp_recoveries
    )
}

/// The model's workload of a point; `shares`: the nodes' shares of the running
/// relation per join stage (one vector: the same for every stage).
fn workload(p: &Point, a: f64, dim: f64, shares: &[Vec<f64>]) -> StarWorkload {
    StarWorkload {
        fact_rows: a,
        fact_width: 8.0 * p.joins as f64 + 8.0,
        dims: vec![(dim, 16.0); p.joins],
        value_width: 8.0,
        shares: shares[0].clone(),
        stage_shares: if shares.len() > 1 {
            shares.to_vec()
        } else {
            Vec::new()
        },
        match_frac: 0.99,
        dim_match: Vec::new(),
        filter_bits: 0,
        onchip: 0,
    }
}

/// The testbed-scale models: (calibrated, ideal). The calibrated one has the
/// measured fixed costs and rates, the testbed's framing, pacing and tbf
/// bursts; the ideal one is the plain flow model ([`Calibration::ideal_spec`]).
pub fn testbed_model(s: &Setup, p: &Point) -> (ClusterSpec, ClusterSpec) {
    let r = s.rate_bps as f64;
    (
        s.cal.testbed_spec(
            s.workers,
            r,
            netjoin_net::testbed::max_payload_for_mtu(s.mtu),
            p.dim_rows as f64,
        ),
        Calibration::ideal_spec(s.workers, r),
    )
}

/// Model columns of a point (no testbed). `shares`: the nodes' shares of the
/// running relation per join stage (as measured on the generated data; one
/// vector for all stages).
pub fn model_row(s: &Setup, p: &Point, shares: Vec<Vec<f64>>) -> Row {
    let (cal, ideal) = testbed_model(s, p);
    let w = workload(p, p.a_rows as f64, p.dim_rows as f64, &shares);
    let paper = ClusterSpec::paper();
    let rtl = ClusterSpec {
        switch: s.switch,
        ..ClusterSpec::default()
    };
    let paper_shares = if shares[0].len() == 4 {
        shares
    } else {
        vec![vec![0.25; 4]]
    };
    let pw = workload(p, p.paper_a, p.paper_dim, &paper_shares);
    let model_shuffle_s = shuffle_join(&cal, &w).seconds;
    let model_inp_s = inp_join(&cal, &w).seconds;
    let ideal_shuffle_s = shuffle_join(&ideal, &w).seconds;
    let ideal_inp_s = inp_join(&ideal, &w).seconds;
    Row {
        series: p.series.clone(),
        x: p.x,
        a_rows: p.a_rows,
        dim_rows: p.dim_rows,
        joins: p.joins,
        skew: p.skew.to_string().replace(' ', "").replace(',', ";"),
        model_shuffle_s,
        model_inp_s,
        ideal_shuffle_s,
        ideal_inp_s,
        paper_shuffle_s: shuffle_join(&paper, &pw).seconds,
        paper_inp_s: inp_join(&paper, &pw).seconds,
        rtl_shuffle_s: shuffle_join(&rtl, &pw).seconds,
        rtl_inp_s: inp_join(&rtl, &pw).seconds,
        shuffle_s: f64::NAN,
        inp_s: f64::NAN,
        ..Default::default()
    }
}

/// A point's generated input and its model columns: the model sees the
/// nodes' shares of every stage as measured on that input (skewed points
/// differ from uniform ones only there).
pub fn point_input(s: &Setup, p: &Point) -> Result<(Signature, StarJoinInput, Row)> {
    let sig = Signature::new(8, 8, p.joins as u8).map_err(anyhow::Error::msg)?;
    let input = generate(
        &sig,
        &StarSpec {
            fact_rows: p.a_rows,
            dim_rows: p.dim_rows,
            workers: s.workers,
            skew: p.skew,
            ..StarSpec::default()
        },
    );
    let shares = (0..p.joins)
        .map(|t| shuffle_shares(&input, t, s.workers))
        .collect();
    let row = model_row(s, p, shares);
    Ok((sig, input, row))
}

/// The largest `--table-scale`. fig9.8's largest fact table has 4e6 x scale
/// rows, generated in memory, then partitioned and shuffled (several copies
/// at once): 30 is 1.2e8 rows, about what a 24 GiB machine holds.
pub const MAX_TABLE_SCALE: usize = 30;

/// `--table-scale` must be in 1..=[`MAX_TABLE_SCALE`].
pub fn check_table_scale(table_scale: usize) -> Result<()> {
    if !(1..=MAX_TABLE_SCALE).contains(&table_scale) {
        bail!("table scale {table_scale} (--table-scale) is outside 1..={MAX_TABLE_SCALE}");
    }
    Ok(())
}

/// The point of experiment `exp` (full size, table scale 1) in `series` at
/// `x`: a recorded run's point.
pub fn point(exp: &str, series: &str, x: f64) -> Result<Point> {
    points(exp, false, 1)?
        .into_iter()
        .find(|p| p.series == series && p.x == x)
        .with_context(|| format!("{exp} has no point {series} x={x}"))
}

/// The points of an experiment, with every table's rows multiplied by
/// `table_scale` (the paper's-scale columns do not change).
pub fn points(name: &str, quick: bool, table_scale: usize) -> Result<Vec<Point>> {
    check_table_scale(table_scale)?;
    let dim = if quick { 10_000 } else { 40_000 } * table_scale;
    let ratios: Vec<f64> = if quick {
        vec![0.1, 1.0, 10.0, 100.0]
    } else {
        vec![0.1, 0.3, 1.0, 3.0, 10.0, 30.0, 100.0]
    };
    let fig98 = |series: &str, skew: Skew| -> Vec<Point> {
        ratios
            .iter()
            .map(|&r| Point {
                series: series.into(),
                x: r,
                a_rows: (dim as f64 * r) as usize,
                dim_rows: dim,
                joins: 3,
                skew,
                paper_a: 5e7 * r,
                paper_dim: 5e7,
            })
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
            let n = if quick { 100_000 } else { 400_000 } * table_scale;
            (1..=4)
                .map(|j| Point {
                    series: "equal sizes".into(),
                    x: j as f64,
                    a_rows: n,
                    dim_rows: n,
                    joins: j,
                    skew: Skew::Uniform,
                    paper_a: 5e7,
                    paper_dim: 5e7,
                })
                .collect()
        }
        "costmodel" => {
            let mut v: Vec<Point> = fig98("uniform", Skew::Uniform)
                .into_iter()
                .filter(|p| [0.1, 1.0, 10.0, 100.0].contains(&p.x))
                .collect();
            v.extend(
                fig98("skew 80/13/5/2", Skew::Paper)
                    .into_iter()
                    .filter(|p| p.x == 1.0 || p.x == 10.0),
            );
            let n = if quick { 100_000 } else { 400_000 } * table_scale;
            v.extend((1..=2).map(|j| Point {
                series: "equal sizes".into(),
                x: j as f64,
                a_rows: n,
                dim_rows: n,
                joins: j,
                skew: Skew::Uniform,
                paper_a: 5e7,
                paper_dim: 5e7,
            }));
            v
        }
        _ => bail!("unknown experiment `{name}` (fig9.8, fig9.9, fig9.10, costmodel, scale)"),
    })
}

/// Reads an experiment's CSV (as [`report`] writes it) back into rows, to
/// redraw the PNG and the table without running anything (`--replot`).
pub fn read_csv(path: &Path) -> Result<Vec<Row>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let mut lines = text.lines();
    let head: Vec<&str> = lines.next().unwrap_or("").split(',').collect();
    let mut rows = Vec::new();
    for l in lines.filter(|l| !l.is_empty()) {
        let v: Vec<&str> = l.split(',').collect();
        let get = |k: &str| {
            head.iter()
                .position(|h| *h == k)
                .and_then(|i| v.get(i).copied())
                .unwrap_or("")
        };
        let f = |k: &str| get(k).parse::<f64>().unwrap_or(f64::NAN);
        let u = |k: &str| get(k).parse::<u64>().unwrap_or(0);
        rows.push(Row {
            series: get("series").into(),
            x: f("x"),
            a_rows: u("a_rows") as usize,
            dim_rows: u("dim_rows") as usize,
            joins: u("joins") as usize,
            skew: get("skew").into(),
            shuffle_s: f("shuffle_s"),
            inp_s: f("inp_s"),
            model_shuffle_s: f("model_shuffle_s"),
            model_inp_s: f("model_inp_s"),
            ideal_shuffle_s: f("ideal_shuffle_s"),
            ideal_inp_s: f("ideal_inp_s"),
            paper_shuffle_s: f("paper_shuffle_s"),
            paper_inp_s: f("paper_inp_s"),
            rtl_shuffle_s: f("rtl_paper_shuffle_s"),
            rtl_inp_s: f("rtl_paper_inp_s"),
            bytes_shuffle: f("cbytes_shuffle"),
            bytes_inp: f("cbytes_inp"),
            shuffle_cpu: f("shuffle_cpu_util"),
            inp_cpu: f("inp_cpu_util"),
            shuffle_machine_cpu: f("shuffle_machine_cpu_util"),
            inp_machine_cpu: f("inp_machine_cpu_util"),
            shuffle_link: f("shuffle_link_util"),
            inp_link: f("inp_link_util"),
            shuffle_busiest: get("shuffle_busiest_link").into(),
            inp_busiest: get("inp_busiest_link").into(),
            rows: u("result_rows"),
            exact: get("exact") == "true",
            auto: get("auto").into(),
            auto_shuffle_s: f("auto_shuffle_s"),
            auto_inp_s: f("auto_inp_s"),
            reps: u("reps") as usize,
            load: f("load"),
            inp_retransmitted: u("inp_retransmitted"),
            inp_timeouts: u("inp_timeouts"),
            inp_recoveries: u("inp_recoveries"),
        });
    }
    Ok(rows)
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
    let mut err = Vec::new();
    for (i, sn) in series_names.iter().enumerate() {
        let rs: Vec<&Row> = rows.iter().filter(|r| &r.series == sn).collect();
        let pts = |f: &dyn Fn(&Row) -> f64| rs.iter().map(|r| (r.x, f(r))).collect::<Vec<_>>();
        // Colours: series i's shuffle 2i, INP 2i+1; paper scale 4/6/8, RTL 7/3/1 by series (5, grey, is 1x).
        let c = 2 * i;
        let (cp, cr) = ([4, 6, 8][i % 3], [7, 3, 1][i % 3]);
        time.push(Series {
            label: format!("shuffle ({sn})"),
            points: pts(&|r| r.shuffle_s),
            color: c,
            dashed: false,
        });
        time.push(Series {
            label: format!("INP ({sn})"),
            points: pts(&|r| r.inp_s),
            color: c + 1,
            dashed: false,
        });
        time.push(Series {
            label: format!("model shuffle ({sn})"),
            points: pts(&|r| r.model_shuffle_s),
            color: c,
            dashed: true,
        });
        time.push(Series {
            label: format!("model INP ({sn})"),
            points: pts(&|r| r.model_inp_s),
            color: c + 1,
            dashed: true,
        });
        speed.push(Series {
            label: format!("measured ({sn})"),
            points: pts(&|r| r.speedup()),
            color: c,
            dashed: false,
        });
        speed.push(Series {
            label: format!("calibrated model ({sn})"),
            points: pts(&|r| r.model_speedup()),
            color: c,
            dashed: true,
        });
        speed.push(Series {
            label: format!("paper scale, paper's switch ({sn})"),
            points: pts(&|r| r.paper_speedup()),
            color: cp,
            dashed: true,
        });
        speed.push(Series {
            label: format!("paper scale, our RTL ({sn})"),
            points: pts(&|r| r.rtl_speedup()),
            color: cr,
            dashed: true,
        });
        err.push(Series {
            label: format!("shuffle ({sn})"),
            points: pts(&|r| 100.0 * r.err_shuffle()),
            color: c,
            dashed: false,
        });
        err.push(Series {
            label: format!("INP ({sn})"),
            points: pts(&|r| 100.0 * r.err_inp()),
            color: c + 1,
            dashed: false,
        });
        err.push(Series {
            label: format!("shuffle, ideal model ({sn})"),
            points: pts(&|r| 100.0 * (r.ideal_shuffle_s / r.shuffle_s - 1.0)),
            color: c,
            dashed: true,
        });
    }
    speed.push(Series {
        label: "1x".into(),
        points: rows.iter().map(|r| (r.x, 1.0)).collect(),
        color: 5,
        dashed: false,
    });
    err.push(Series {
        label: "0".into(),
        points: rows.iter().map(|r| (r.x, 0.0)).collect(),
        color: 5,
        dashed: false,
    });
    let mut panels = vec![
        Panel {
            title: format!("{name}: runtime"),
            x_label: xl.into(),
            y_label: "seconds".into(),
            log_x: logx,
            log_y: true,
            series: time,
            headroom: 0.0,
        },
        Panel {
            title: format!("{name}: speedup of INP over shuffle"),
            x_label: xl.into(),
            y_label: "shuffle time / INP time".into(),
            log_x: logx,
            log_y: false,
            series: speed,
            headroom: 0.0,
        },
    ];
    if rows.iter().any(|r| r.shuffle_s.is_finite()) {
        panels.push(Panel {
            title: format!("{name}: model error"),
            x_label: xl.into(),
            y_label: "model / measured - 1 (%)".into(),
            log_x: logx,
            log_y: false,
            series: err,
            headroom: 0.0,
        });
    }
    plot_png(&png, &panels)?;
    Ok(table(name, s, rows, &csv, &png))
}

/// The printed table.
pub fn table(name: &str, s: &Setup, rows: &[Row], csv: &Path, png: &Path) -> String {
    let mut t = String::new();
    let _ = writeln!(
        t,
        "{name}: {} workers, links {} Mbit/s (sink {} Mbit/s), MTU {}{}{}",
        s.workers,
        s.rate_bps / 1_000_000,
        s.rate_bps * s.workers as u64 / 1_000_000,
        s.mtu,
        if s.quick { ", quick" } else { "" },
        if s.table_scale > 1 {
            format!(", tables x{}", s.table_scale)
        } else {
            String::new()
        }
    );
    let _ = writeln!(
        t,
        "{:<16} {:>6} {:>8} {:>9} {:>9} {:>8} {:>8} {:>13} {:>7} {:>7} {:>12} {:>11} {:>11} {:>6} {:>5}",
        "series", "x", "A rows", "shuffle s", "INP s", "speedup", "model", "err sh/INP", "paper", "RTL", "auto", "CPU sh/INP", "link sh/INP", "exact", "load"
    );
    let pct = |x: f64| {
        if x.is_finite() {
            format!("{:+.0}%", 100.0 * x)
        } else {
            "-".into()
        }
    };
    for r in rows {
        let _ = writeln!(
            t,
            "{:<16} {:>6} {:>8} {:>9.3} {:>9.3} {:>7.2}x {:>7.2}x {:>6}/{:>6} {:>6.2}x {:>6.2}x {:>7}{:>5} {:>4.0}%/{:>4.0}% {:>4.0}%/{:>4.0}% {:>6} {:>5.1}",
            r.series.chars().take(16).collect::<String>(),
            r.x,
            r.a_rows,
            r.shuffle_s,
            r.inp_s,
            r.speedup(),
            r.model_speedup(),
            pct(r.err_shuffle()),
            pct(r.err_inp()),
            r.paper_speedup(),
            r.rtl_speedup(),
            r.auto,
            if r.auto_right() { " ok" } else { " MISS" },
            100.0 * r.shuffle_cpu,
            100.0 * r.inp_cpu,
            100.0 * r.shuffle_link,
            100.0 * r.inp_link,
            r.exact,
            r.load,
        );
    }
    for r in rows
        .iter()
        .filter(|r| r.inp_recoveries > 0 || r.inp_timeouts > 0)
    {
        let _ = writeln!(t, "  note: {} x={}: INP runs had {} go-back-N time-outs, {} frames sent again, {} switch set-ups repeated", r.series, r.x, r.inp_timeouts, r.inp_retransmitted, r.inp_recoveries);
    }
    let n = rows.len();
    let right = rows.iter().filter(|r| r.auto_right()).count();
    let measured: Vec<&Row> = rows.iter().filter(|r| r.measured()).collect();
    let _ = writeln!(
        t,
        "auto (the production cost model on the statistics DataFusion read from the point's data) picked the faster strategy at {right} of {n} points ({} of {} measured ones; elsewhere the faster by the calibrated flow simulation)",
        measured.iter().filter(|r| r.auto_right()).count(),
        measured.len()
    );
    if !measured.is_empty() {
        let m = measured.len() as f64;
        let mean_abs =
            |f: &dyn Fn(&Row) -> f64| measured.iter().map(|r| f(r).abs()).sum::<f64>() / m;
        let _ = writeln!(
            t,
            "flow simulation against the measurements: mean |error| shuffle {:.0}%, INP {:.0}%, speedup {:.0}% (ideal flow model: shuffle {:.0}%, INP {:.0}%)",
            100.0 * mean_abs(&|r| r.err_shuffle()),
            100.0 * mean_abs(&|r| r.err_inp()),
            100.0 * mean_abs(&|r| r.err_speedup()),
            100.0 * mean_abs(&|r| r.ideal_shuffle_s / r.shuffle_s - 1.0),
            100.0 * mean_abs(&|r| r.ideal_inp_s / r.inp_s - 1.0),
        );
    }
    let _ = writeln!(t, "speedup = shuffle time / INP time (medians of 3 runs, 5 below 0.3 s); load = 1-minute load average of the 2-core machine at the point's start; model = calibrated flow simulation at testbed scale; err = model / measured - 1; auto = the production model's choice (ok: the faster strategy)");
    let _ = writeln!(t, "paper / RTL = the ideal model at the paper's scale (A = 5e7 x ratio, 5 Gbit/s, 4 nodes) with the paper's / our RTL's switch rates");
    let _ = writeln!(t, "CPU = share of all cores the experiment's processes (agents, switchd, coordinator) used during the join; machine = all processes (CSV); link = busiest link direction's bytes / (rate x time)");
    let _ = writeln!(t, "wrote {} and {}", csv.display(), png.display());
    t
}

/// What limits INP's probe phase: the switch's engine or the links (the
/// probes' uplinks, or the downlinks that carry the results back); with
/// membership filters or on-chip tables, the switch's bound is its probe
/// unit when the reads left leave the memory idle enough.
fn probe_bound(c: &ClusterSpec, w: &StarWorkload) -> &'static str {
    let per_switch_workers = c.workers.div_ceil(c.switches.max(1)) as f64;
    let tables = w.dims.len() as i32;
    let result_bytes = (w.fact_width + tables as f64 * w.value_width) * w.joint_match();
    let link_tuples = per_switch_workers * c.link_bps / 8.0 / w.fact_width.max(result_bytes);
    let switch_tuples = w.probe_tuples_per_s(&c.switch);
    if switch_tuples >= link_tuples {
        "links"
    } else if (w.filter_bits > 0 || w.onchip_tables() > 0)
        && switch_tuples
            >= c.switch.probe_unit_tuples_per_s * probe_units(w.dims.len()) as f64 * (1.0 - 1e-12)
    {
        "probe unit"
    } else {
        "switch"
    }
}

/// The cluster-scale experiment (model only, ideal overheads): the paper's
/// cluster (4 nodes at 5 Gbit/s, A = 5e6 … 5e9, B = C = D = 5e7) with the
/// paper's and our RTL's switch rates, then 16–256 nodes at 100 Gbit/s with
/// one switch, 4 switches, or one switch per 4 nodes (a non-blocking or a 4:1
/// oversubscribed core), switches at the RTL's, the paper's, or line rate.
/// `experiment scale` follows it with SSB's flight 2 at 10 Gbit/s with and
/// without the switch's membership filters (`crate::ssb_filters`).
pub fn scale(s: &Setup) -> Result<String> {
    std::fs::create_dir_all(&s.out)?;
    let mut csv = String::from("part,nodes,switches,core,link_gbps,switch_rates,probe_reads_per_s,probe_tuples_per_s,a_rows,dim_rows,skew,shuffle_s,inp_s,speedup,inp_probe_bound\n");
    let mut t = String::new();
    let rtl = s.switch;
    let paper = SwitchRates::paper();
    let _ = writeln!(t, "scale: the flow-level model (sim::cluster), ideal overheads; switch rates per switch: RTL {:.3e} bucket reads/s ({:.3e} three-table probes/s), {:.3e} inserts/s; paper {:.3e} reads/s ({:.3e} probes/s), {:.3e} inserts/s", rtl.probe_reads_per_s, rtl.probe_tuples_per_s(3), rtl.build_tuples_per_s, paper.probe_reads_per_s, paper.probe_tuples_per_s(3), paper.build_tuples_per_s);
    let _ = writeln!(
        t,
        "{:<7} {:>5} {:>4} {:>5} {:>6} {:>8} {:>9} {:>8} {:>11} {:>11} {:>8} {:>7}",
        "part",
        "nodes",
        "sw",
        "core",
        "Gbit/s",
        "switch",
        "A rows",
        "skew",
        "shuffle s",
        "INP s",
        "speedup",
        "bound"
    );
    let mut row = |t: &mut String,
                   part: &str,
                   c: &ClusterSpec,
                   core: &str,
                   rates: &str,
                   w: &StarWorkload,
                   skew: &str|
     -> f64 {
        let (sh, inp) = (shuffle_join(c, w).seconds, inp_join(c, w).seconds);
        let b = probe_bound(c, w);
        let _ = writeln!(
            csv,
            "{part},{},{},{core},{},{rates},{:.4e},{:.4e},{},{},{skew},{sh:.4},{inp:.4},{:.3},{b}",
            c.workers,
            c.switches,
            c.link_bps / 1e9,
            c.switch.probe_reads_per_s,
            c.switch.probe_tuples_per_s(w.dims.len()),
            w.fact_rows,
            w.dims[0].0,
            sh / inp
        );
        let _ = writeln!(
            t,
            "{:<7} {:>5} {:>4} {:>5} {:>6} {:>8} {:>9.1e} {:>8} {:>11.3} {:>11.3} {:>7.2}x {:>7}",
            part,
            c.workers,
            c.switches,
            core,
            c.link_bps / 1e9,
            rates,
            w.fact_rows,
            skew,
            sh,
            inp,
            sh / inp,
            b
        );
        sh / inp
    };
    let mut paper_series: Vec<Series> = Vec::new();
    for (ci, (rname, rates)) in [("paper", paper), ("RTL", rtl)].into_iter().enumerate() {
        let mut u = Vec::new();
        let mut k = Vec::new();
        for a in [5e6, 1.5e7, 5e7, 1.5e8, 5e8, 1.5e9, 5e9] {
            for (skew, shares) in [
                ("uniform", vec![0.25; 4]),
                ("paper", paper_shares(4)),
                ("zipf1", zipf_shares(4, 50_000_000, 1.0)),
            ] {
                let c = ClusterSpec {
                    switch: rates,
                    ..ClusterSpec::default()
                };
                let w = StarWorkload {
                    fact_rows: a,
                    fact_width: 32.0,
                    dims: vec![(5e7, 16.0); 3],
                    value_width: 8.0,
                    shares,
                    stage_shares: Vec::new(),
                    match_frac: 1.0,
                    dim_match: Vec::new(),
                    filter_bits: 0,
                    onchip: 0,
                };
                let sp = row(&mut t, "paper", &c, "-", rname, &w, skew);
                match skew {
                    "uniform" => u.push((a / 5e7, sp)),
                    "paper" => k.push((a / 5e7, sp)),
                    _ => {}
                }
            }
        }
        paper_series.push(Series {
            label: format!("uniform, {rname} switch rates"),
            points: u,
            color: 2 * ci,
            dashed: false,
        });
        paper_series.push(Series {
            label: format!("skew 80/13/5/2, {rname} switch rates"),
            points: k,
            color: 2 * ci + 1,
            dashed: true,
        });
    }
    paper_series.push(Series {
        label: "1x".into(),
        points: vec![(0.1, 1.0), (100.0, 1.0)],
        color: 5,
        dashed: false,
    });

    // Beyond the paper: 100 Gbit/s, A = 100x B per 4 nodes, uniform keys.
    let link = 100e9;
    // Line rate: every 32-byte three-table probe tuple the links deliver costs 3 reads.
    let line_rate = |workers_per_switch: f64| {
        let tuples = workers_per_switch * link / 8.0 / 32.0;
        SwitchRates {
            probe_unit_tuples_per_s: tuples,
            ..SwitchRates::from_tuple_rate(tuples, 3, workers_per_switch * link / 8.0 / 16.0)
        }
    };
    // (label, nodes → (switches, core rate, switch rates, rates' name)).
    type Config<'a> = (
        String,
        Box<dyn Fn(usize) -> (usize, Option<f64>, SwitchRates, &'static str) + 'a>,
    );
    let configs: Vec<Config> = vec![
        (
            "1 switch, RTL rates".into(),
            Box::new(move |_n| (1, None, rtl, "RTL")),
        ),
        (
            "1 switch, paper's rates".into(),
            Box::new(move |_n| (1, None, paper, "paper")),
        ),
        (
            "4 switches, paper's rates".into(),
            Box::new(move |_n| (4, None, paper, "paper")),
        ),
        (
            "1 switch per 4 nodes, RTL rates".into(),
            Box::new(move |n| (n / 4, None, rtl, "RTL")),
        ),
        (
            "1 switch per 4 nodes, paper's rates".into(),
            Box::new(move |n| (n / 4, None, paper, "paper")),
        ),
        (
            "1 switch per 4 nodes at line rate".into(),
            Box::new(move |n| (n / 4, None, line_rate(4.0), "line")),
        ),
        (
            "1 per 4 nodes at line rate, core 4:1".into(),
            Box::new(move |n| (n / 4, Some(link), line_rate(4.0), "line")),
        ),
    ];
    let mut beyond: Vec<Series> = Vec::new();
    for (i, (label, cfg)) in configs.iter().enumerate() {
        let mut pts = Vec::new();
        for n in [16usize, 32, 64, 128, 256] {
            let (sw, core, rates, rname) = cfg(n);
            let c = ClusterSpec {
                workers: n,
                switches: sw,
                link_bps: link,
                core_bps: core,
                switch: rates,
                ..ClusterSpec::default()
            };
            let a = 5e7 * 100.0 * n as f64 / 4.0;
            let w = StarWorkload {
                fact_rows: a,
                fact_width: 32.0,
                dims: vec![(5e7, 16.0); 3],
                value_width: 8.0,
                shares: vec![1.0 / n as f64; n],
                stage_shares: Vec::new(),
                match_frac: 1.0,
                dim_match: Vec::new(),
                filter_bits: 0,
                onchip: 0,
            };
            let core_s = if core.is_some() { "4:1" } else { "full" };
            pts.push((
                n as f64,
                row(&mut t, "beyond", &c, core_s, rname, &w, "uniform"),
            ));
        }
        let (color, dashed) = [
            (0, false),
            (1, false),
            (2, false),
            (3, true),
            (4, true),
            (6, true),
            (8, true),
        ][i];
        beyond.push(Series {
            label: label.clone(),
            points: pts,
            color,
            dashed,
        });
    }
    beyond.push(Series {
        label: "1x".into(),
        points: vec![(16.0, 1.0), (256.0, 1.0)],
        color: 5,
        dashed: false,
    });
    std::fs::write(s.out.join("scale.csv"), csv)?;
    let png = s.out.join("scale.png");
    plot_png(
        &png,
        &[
            Panel {
                title: "model at the paper's scale (4 nodes, 5 Gbit/s)".into(),
                x_label: "|A| / |B|  (B = C = D = 5e7)".into(),
                y_label: "speedup of INP".into(),
                log_x: true,
                log_y: false,
                series: paper_series,
                headroom: 1.4,
            },
            Panel {
                title: "beyond: 100 Gbit/s, A = 100x B per 4 nodes".into(),
                x_label: "nodes".into(),
                y_label: "speedup of INP".into(),
                log_x: true,
                log_y: true,
                series: beyond,
                headroom: 2000.0,
            },
        ],
    )?;
    let _ = writeln!(t, "bound = what limits INP's probe phase (the switch's probe rate vs. its workers' links); speedup = shuffle time / INP time");
    let _ = writeln!(
        t,
        "wrote {} and {}",
        s.out.join("scale.csv").display(),
        png.display()
    );
    Ok(t)
}
