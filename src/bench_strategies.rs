//! `netjoin bench-strategies`: the 13 SSB and 22 TPC-H queries of
//! compiler/tests/queries in one process, each with `--strategy shuffle`
//! (DataFusion's own plan), `inp` (every star join a pipeline fits on the
//! switch) and `auto` (the calibrated time model's choice), interleaved
//! over rounds; the medians, what auto chose and predicted, and whether it
//! came within 10 % of the faster of the other two. Every answer is checked
//! against DataFusion's own (`--strategy shuffle`) as a set of rows.

use anyhow::{bail, Context, Result};
use netjoin_compiler::cli::{execute, in_process_options, EngineArgs, Hooks, ModelArgs, QueryArgs};
use netjoin_compiler::compare::{corpus, TPCH_TABLES};
use netjoin_compiler::{SessionOptions, Strategy, SwitchKind};
use netjoin_plot::{Panel, Series};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(clap::Args)]
pub struct BenchArgs {
    /// TPC-H scale factor (SSB is derived from the same tables).
    #[arg(long, default_value_t = 1.0)]
    sf: f64,
    /// Workers: DataFusion's partitions, the switch's sources, and the
    /// generated data's partitions.
    #[arg(long, default_value_t = 2)]
    workers: usize,
    /// Timed rounds per query and strategy at least, after one untimed
    /// round that checks the answers; the median counts. Rounds go on,
    /// up to --max-rounds, until every strategy has run --min-seconds.
    #[arg(long, default_value_t = 6)]
    rounds: usize,
    /// Seconds each strategy runs a query for at least, over its timed
    /// rounds: a 25 ms query gets 60 rounds, so that its medians are not
    /// a handful of samples of the machine's noise.
    #[arg(long, default_value_t = 1.5, value_name = "SECONDS")]
    min_seconds: f64,
    /// Timed rounds per query at most.
    #[arg(long, default_value_t = 60)]
    max_rounds: usize,
    /// Where the data is: DIR/tpch and DIR/ssb, generated when missing.
    /// Default: target/bench-strategies/sf<SF>-<WORKERS>p.
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
    /// Only these queries (e.g. ssb/q1.1,tpch/q05); default: all 35.
    #[arg(long, value_delimiter = ',', value_name = "QUERIES")]
    queries: Vec<String>,
    /// Which switch runs the offloaded joins.
    #[arg(long, value_enum, default_value_t = SwitchKind::Model)]
    switch: SwitchKind,
    /// The in-process calibration auto decides with (default: the built-in one).
    #[arg(long, value_name = "FILE")]
    calibration: Option<PathBuf>,
    /// Writes DIR/bench-strategies.csv and DIR/bench-strategies.png.
    #[arg(long, value_name = "DIR", default_value = "target/bench-strategies")]
    out: PathBuf,
}

/// The strategies, by their index in a round's order.
const STRATEGIES: [Strategy; 3] = [Strategy::Shuffle, Strategy::Inp, Strategy::Auto];

/// The orders of the rounds, in turn: all six, so that over six rounds each
/// strategy runs first, last and right after each other strategy equally
/// often (a rotation alone would always run auto right after inp, and
/// whatever inp leaves behind, freed memory or busy threads, would count
/// against auto alone).
const ORDERS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [0, 2, 1],
    [2, 1, 0],
    [1, 0, 2],
];

/// Auto within this factor of the faster of shuffle and inp passes.
const WITHIN: f64 = 1.10;

/// One query's figures.
struct Row {
    name: String,
    /// Medians: shuffle, inp, auto.
    secs: [f64; 3],
    /// Medians of the planning seconds (session, tables, SQL and every
    /// optimizer rule) within those: shuffle, inp, auto.
    plan_secs: [f64; 3],
    /// The same, of each strategy's first planning of the query (inp's
    /// reads the samples).
    cold_plan_secs: [f64; 3],
    /// Timed rounds.
    rounds: usize,
    /// Auto over the faster of shuffle and inp, round by round
    /// ([`paired_ratio`]).
    auto_over_faster: f64,
    choice: String,
    /// Auto's predicted seconds of its chosen plan and of the all-shuffled
    /// one (summed over the query's star joins); `None` without one.
    predicted: Option<(f64, f64)>,
}

impl Row {
    fn best(&self) -> f64 {
        self.secs[0].min(self.secs[1])
    }
    fn within(&self) -> bool {
        self.auto_over_faster <= WITHIN
    }
}

/// The median over the rounds of auto's seconds over the faster
/// strategy's (by its median) in the same round: rounds run the three
/// back to back, so what the machine does for seconds at a time (another
/// tenant, a clock's boost) weighs on both sides of a ratio, where the
/// ratio of two medians would take it on one side only.
fn paired_ratio(times: &[Vec<f64>; 3], secs: &[f64; 3]) -> f64 {
    let faster = if secs[0] <= secs[1] { 0 } else { 1 };
    let mut r: Vec<f64> = times[2]
        .iter()
        .zip(&times[faster])
        .map(|(a, f)| a / f)
        .collect();
    median(&mut r)
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

/// Generates what is missing of `dir`/tpch and `dir`/ssb.
fn ensure_data(a: &BenchArgs, dir: &Path) -> Result<()> {
    let tpch = dir.join("tpch");
    if !tpch.join("lineitem").is_dir() {
        eprintln!(
            "bench-strategies: generating TPC-H SF {} in {}",
            a.sf,
            tpch.display()
        );
        netjoin_compiler::gen::gen_tpch(&netjoin_compiler::gen::TpchArgs {
            sf: a.sf,
            parts: a.workers,
            out: tpch.clone(),
            tables: vec![],
        })?;
    }
    let ssb = dir.join("ssb");
    if !ssb.join("lineorder").is_dir() {
        eprintln!("bench-strategies: deriving SSB in {}", ssb.display());
        netjoin_compiler::ssb::gen_ssb(&netjoin_compiler::ssb::SsbArgs {
            tpch,
            out: ssb,
            parts: a.workers,
        })?;
    }
    Ok(())
}

fn choice_of(decisions: &[netjoin_compiler::rule::Decision]) -> (String, Option<(f64, f64)>) {
    let stars: Vec<_> = decisions
        .iter()
        .filter(|d| !d.candidates.is_empty())
        .collect();
    if stars.is_empty() {
        return ("no star join".into(), None);
    }
    let mut names = Vec::new();
    let (mut chosen_s, mut shuffle_s) = (0.0, 0.0);
    for d in stars {
        names.push(if d.offloaded.is_empty() {
            "none".to_string()
        } else {
            d.offloaded.join("+")
        });
        let mut want = d.offloaded.clone();
        want.sort();
        let chosen = d.candidates.iter().find(|c| {
            let mut s = c.set.clone();
            s.sort();
            s == want
        });
        chosen_s += chosen.map_or(f64::NAN, |c| c.seconds);
        shuffle_s += d.candidates[0].seconds;
    }
    (names.join(" & "), Some((chosen_s, shuffle_s)))
}

pub fn run(a: &BenchArgs, hooks: &Hooks) -> Result<()> {
    if a.rounds == 0 || a.workers == 0 {
        bail!("--rounds and --workers must be at least 1");
    }
    if a.max_rounds < a.rounds {
        bail!(
            "--max-rounds {} is below --rounds {}",
            a.max_rounds,
            a.rounds
        );
    }
    if !(a.min_seconds.is_finite() && a.min_seconds >= 0.0) {
        bail!("--min-seconds must be a non-negative number of seconds");
    }
    let dir = a.data.clone().unwrap_or_else(|| {
        PathBuf::from(format!("target/bench-strategies/sf{}-{}p", a.sf, a.workers))
    });
    let mut queries = Vec::new();
    for kind in ["ssb", "tpch"] {
        let tables: Vec<(String, PathBuf)> = match kind {
            "ssb" => netjoin_compiler::ssb::TABLES.to_vec(),
            _ => TPCH_TABLES.to_vec(),
        }
        .into_iter()
        .map(|t| (t.to_string(), dir.join(kind).join(t)))
        .collect();
        for (name, sql) in corpus(kind).context("reading the query corpus")? {
            let label = format!("{kind}/{name}");
            if a.queries.is_empty() || a.queries.contains(&label) {
                queries.push((label, sql, tables.clone()));
            }
        }
    }
    for q in &a.queries {
        if !queries.iter().any(|(l, ..)| l == q) {
            bail!("--queries: no query `{q}` (ssb/q1.1 .. ssb/q4.3, tpch/q01 .. tpch/q22)");
        }
    }
    ensure_data(a, &dir)?;
    let mut opts: Vec<SessionOptions> = STRATEGIES
        .iter()
        .map(|&strategy| {
            let q = QueryArgs {
                workers: Some(a.workers),
                ..Default::default()
            };
            let e = EngineArgs {
                strategy,
                switch: a.switch,
                ..Default::default()
            };
            let m = ModelArgs {
                calibration: a.calibration.clone(),
                ..Default::default()
            };
            in_process_options(&q, &e, &m, hooks).map(|(o, _)| o)
        })
        .collect::<Result<_>>()?;
    // The pipeline catalog read once, as a service planning query after
    // query would keep it, rather than by every session (every strategy's
    // options name the same catalog).
    let catalog = netjoin_compiler::session::load_signatures(opts[1].bitstreams_dir.as_deref())?;
    for o in opts.iter_mut().filter(|o| o.strategy != Strategy::Shuffle) {
        o.signatures = Some(catalog.clone());
    }
    let (_, chosen) = in_process_options(
        &QueryArgs {
            workers: Some(a.workers),
            ..Default::default()
        },
        &EngineArgs {
            switch: a.switch,
            ..Default::default()
        },
        &ModelArgs {
            calibration: a.calibration.clone(),
            ..Default::default()
        },
        hooks,
    )?;
    eprintln!("bench-strategies: auto decides with {}", chosen.describe());
    let rt = netjoin_compiler::session::runtime(a.workers)?;
    let mut rows = Vec::new();
    let mut wrong = Vec::new();
    for (i, (label, sql, tables)) in queries.iter().enumerate() {
        let run = |o: &SessionOptions| -> Result<(f64, netjoin_compiler::cli::QueryOutput)> {
            let t0 = Instant::now();
            let out = rt
                .block_on(execute(o, tables, sql))
                .with_context(|| format!("{label} with --strategy {}", o.strategy.name()))?;
            Ok((t0.elapsed().as_secs_f64(), out))
        };
        let planned = |out: &netjoin_compiler::cli::QueryOutput| out.planning_s.unwrap_or(f64::NAN);
        // The untimed round: caches warm, answers checked, auto's decisions,
        // and each strategy's first planning of the query: inp's, the first
        // with the star-join rule, reads the samples that later plans of
        // the query (auto's among them) find cached.
        let first = run(&opts[0])?.1;
        let mut cold_plan_secs = [planned(&first); 3];
        let reference = first.answer();
        let mut decisions = Vec::new();
        for (k, o) in opts.iter().enumerate().skip(1) {
            let out = run(o)?.1;
            cold_plan_secs[k] = planned(&out);
            if let Some(why) = reference.difference(&out.answer()) {
                wrong.push(format!(
                    "{label}: --strategy {} differs from DataFusion's own answer: {why}",
                    STRATEGIES[k].name()
                ));
            }
            if STRATEGIES[k] == Strategy::Auto {
                decisions = out.decisions;
            }
        }
        let mut times: [Vec<f64>; 3] = Default::default();
        let mut plan_times: [Vec<f64>; 3] = Default::default();
        let enough = |times: &[Vec<f64>; 3]| {
            let r = times[0].len();
            r >= a.max_rounds
                || (r >= a.rounds && times.iter().all(|t| t.iter().sum::<f64>() >= a.min_seconds))
        };
        while !enough(&times) {
            let order = ORDERS[times[0].len() % ORDERS.len()];
            for k in order {
                let (secs, out) = run(&opts[k])?;
                times[k].push(secs);
                plan_times[k].push(planned(&out));
            }
        }
        let rounds = times[0].len();
        let secs = times.clone().map(|mut t| median(&mut t));
        let auto_over_faster = paired_ratio(&times, &secs);
        let plan_secs = plan_times.map(|mut t| median(&mut t));
        let (choice, predicted) = choice_of(&decisions);
        let row = Row {
            name: label.clone(),
            secs,
            plan_secs,
            cold_plan_secs,
            rounds,
            auto_over_faster,
            choice,
            predicted,
        };
        eprintln!(
            "bench-strategies: [{}/{}] {label}: shuffle {:.3} s, inp {:.3} s, auto {:.3} s ({}; planned in {:.1} / {:.1} / {:.1} ms){}",
            i + 1,
            queries.len(),
            secs[0],
            secs[1],
            secs[2],
            row.choice,
            plan_secs[0] * 1e3,
            plan_secs[1] * 1e3,
            plan_secs[2] * 1e3,
            if row.within() { "" } else { "  OVER 10 %" }
        );
        rows.push(row);
    }
    print!("{}", table(a, &chosen.describe(), &rows));
    std::fs::create_dir_all(&a.out)
        .with_context(|| format!("cannot create {}", a.out.display()))?;
    let csv = a.out.join("bench-strategies.csv");
    std::fs::write(&csv, to_csv(&rows)).with_context(|| format!("writing {}", csv.display()))?;
    let png = a.out.join("bench-strategies.png");
    plot(&rows, &png)?;
    println!("wrote {} and {}", csv.display(), png.display());
    if !wrong.is_empty() {
        bail!("{} results differ:\n{}", wrong.len(), wrong.join("\n"));
    }
    println!("every answer equals DataFusion's own");
    Ok(())
}

fn fmt_s(x: f64) -> String {
    if x.is_finite() {
        format!("{x:.3}")
    } else {
        "-".into()
    }
}

fn table(a: &BenchArgs, calibration: &str, rows: &[Row]) -> String {
    let mut t = String::new();
    let _ = writeln!(
        t,
        "In-process, {} workers, switch {:?}, SF {}, medians of at least {} rounds and {} s per strategy \
         (at most {} rounds; orders balanced); auto with {calibration}",
        a.workers, a.switch, a.sf, a.rounds, a.min_seconds, a.max_rounds
    );
    let _ = writeln!(
        t,
        "{:<10} {:>9} {:>9} {:>9}  {:<20} {:>9} {:>9} {:>6} {:>11} {:>11} {:>8} {:>7}",
        "query",
        "shuffle s",
        "inp s",
        "auto s",
        "auto offloads",
        "pred auto",
        "pred shuf",
        "rounds",
        "plan sh/au",
        "1st sh/inp",
        "au/fast",
        "≤ 10 %"
    );
    for r in rows {
        let (pc, ps) = r.predicted.unwrap_or((f64::NAN, f64::NAN));
        let ms = |x: [f64; 3], k: usize| format!("{:.1}/{:.1}", x[0] * 1e3, x[k] * 1e3);
        let _ = writeln!(
            t,
            "{:<10} {:>9.3} {:>9.3} {:>9.3}  {:<20} {:>9} {:>9} {:>6} {:>11} {:>11} {:>8.3} {:>7}",
            r.name,
            r.secs[0],
            r.secs[1],
            r.secs[2],
            r.choice,
            fmt_s(pc),
            fmt_s(ps),
            r.rounds,
            ms(r.plan_secs, 2),
            ms(r.cold_plan_secs, 1),
            r.auto_over_faster,
            if r.within() { "yes" } else { "NO" }
        );
    }
    let extra = |f: fn(&Row) -> [f64; 3], k: usize| {
        let mut v: Vec<f64> = rows.iter().map(|r| (f(r)[k] - f(r)[0]) * 1e3).collect();
        if v.is_empty() {
            f64::NAN
        } else {
            median(&mut v)
        }
    };
    let _ = writeln!(
        t,
        "planning (session to physical plan), over shuffle's, median over the queries: auto {:.2} ms \
         once a query's samples are cached; the rule's first plan of a query (inp's, samples read) {:.2} ms",
        extra(|r| r.plan_secs, 2),
        extra(|r| r.cold_plan_secs, 1)
    );
    let within = rows.iter().filter(|r| r.within()).count();
    let sum = |k: usize| rows.iter().map(|r| r.secs[k]).sum::<f64>();
    let best: f64 = rows.iter().map(Row::best).sum();
    let gm = (rows.iter().map(|r| r.auto_over_faster.ln()).sum::<f64>() / rows.len().max(1) as f64)
        .exp();
    let _ = writeln!(
        t,
        "auto within 10 % of the faster of shuffle and inp (median of the rounds' ratios) at {within} of {} queries{}",
        rows.len(),
        if within == rows.len() {
            String::new()
        } else {
            format!(
                " (over: {})",
                rows.iter()
                    .filter(|r| !r.within())
                    .map(|r| r.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }
    );
    let _ = writeln!(
        t,
        "total: shuffle {:.2} s, inp {:.2} s, auto {:.2} s, the faster of the two per query {best:.2} s; \
         auto / faster: geometric mean {gm:.3}",
        sum(0),
        sum(1),
        sum(2)
    );
    t
}

fn to_csv(rows: &[Row]) -> String {
    let mut s = String::from(
        "query,shuffle_s,inp_s,auto_s,auto_offloads,auto_predicted_s,auto_predicted_shuffle_s,\
         shuffle_planning_s,inp_planning_s,auto_planning_s,shuffle_first_planning_s,inp_first_planning_s,rounds,auto_over_faster,auto_within_10pct\n",
    );
    for r in rows {
        let (pc, ps) = r.predicted.unwrap_or((f64::NAN, f64::NAN));
        let _ = writeln!(
            s,
            "{},{:.4},{:.4},{:.4},{},{},{},{:.5},{:.5},{:.5},{:.5},{:.5},{},{:.4},{}",
            r.name,
            r.secs[0],
            r.secs[1],
            r.secs[2],
            r.choice.replace(',', ";"),
            if pc.is_finite() {
                format!("{pc:.4}")
            } else {
                String::new()
            },
            if ps.is_finite() {
                format!("{ps:.4}")
            } else {
                String::new()
            },
            r.plan_secs[0],
            r.plan_secs[1],
            r.plan_secs[2],
            r.cold_plan_secs[0],
            r.cold_plan_secs[1],
            r.rounds,
            r.auto_over_faster,
            r.within()
        );
    }
    s
}

/// Each strategy's seconds per query, and auto against the faster of the
/// other two.
fn plot(rows: &[Row], png: &Path) -> Result<()> {
    let x = |i: usize| (i + 1) as f64;
    let series = |k: usize, label: &str| Series {
        label: label.into(),
        points: rows
            .iter()
            .enumerate()
            .map(|(i, r)| (x(i), r.secs[k]))
            .collect(),
        color: k,
        dashed: false,
    };
    let axis = format!(
        "query (1-{}: {} .. {})",
        rows.len(),
        rows.first().map_or("", |r| r.name.as_str()),
        rows.last().map_or("", |r| r.name.as_str())
    );
    let n = rows.len() as f64;
    let times = Panel {
        title: "Median seconds per query, in-process".into(),
        x_label: axis.clone(),
        y_label: "seconds".into(),
        log_x: false,
        log_y: true,
        series: vec![
            series(0, "shuffle (DataFusion)"),
            series(1, "inp (switch join)"),
            series(2, "auto (cost model)"),
        ],
        headroom: 0.0,
    };
    let ratio = Panel {
        title: "auto / the faster of shuffle and inp".into(),
        x_label: axis,
        y_label: "ratio".into(),
        log_x: false,
        log_y: false,
        series: vec![
            Series {
                label: "auto / faster".into(),
                points: rows
                    .iter()
                    .enumerate()
                    .map(|(i, r)| (x(i), r.auto_over_faster))
                    .collect(),
                color: 2,
                dashed: false,
            },
            Series {
                label: "10 % over".into(),
                points: vec![(1.0, WITHIN), (n.max(2.0), WITHIN)],
                color: 8,
                dashed: true,
            },
        ],
        headroom: 1.2,
    };
    netjoin_plot::plot_png(png, &[times, ratio])
}
