//! `netjoin cluster bench --testbed`: star joins on clusters of processes
//! on the namespace testbed (`cluster up`), Ballista's own distributed plan
//! (`shuffle`) against the staged switch join through switchd (`inp`), per
//! link rate. The data is TPC-H's 3-way star join or the paper's synthetic
//! star (a fact table A of r x a dimension's rows, three dimensions),
//! each with uniform keys and with keys skewed the way the paper skews them
//! (most of the fact's tuples land in one partition after a shuffle), and
//! the same query with a filter that leaves no fact row: what a query costs
//! on each path with no data to move.

use super::{median, BenchArgs, BenchData, STAR_SQL, STAR_TABLES};

#[path = "cluster_calibrate.rs"]
pub(super) mod calibrate;
use anyhow::{bail, Context, Result};
use netjoin_compiler::compare::Rows;
use netjoin_compiler::datafusion::arrow::array::{
    Array, ArrayRef, AsArray, Int64Array, RecordBatch,
};
use netjoin_compiler::datafusion::arrow::datatypes::Int64Type;
use netjoin_compiler::gen::shuffle_partitions;
use netjoin_compiler::{SessionOptions, Strategy};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What the bench compares: the strategy a cluster's scheduler is started
/// with and its client's session names. (The scheduler plans with its own
/// session state for that strategy, whatever the client's other settings: a
/// client cannot, say, turn Ballista's adaptive planner off.)
struct Variant {
    name: &'static str,
    label: &'static str,
    cluster: Strategy,
    /// The strategy the client's session asks for.
    asks: Strategy,
}

/// In the order they run; `inp` is the ratios' denominator. `auto` runs on
/// the switch's cluster, whose scheduler plans every strategy a client asks
/// for, and lets the cost model choose.
const VARIANTS: [Variant; 3] = [
    Variant {
        name: "shuffle",
        label: "Ballista's own plan (shuffle)",
        cluster: Strategy::Shuffle,
        asks: Strategy::Shuffle,
    },
    Variant {
        name: "inp",
        label: "switch join through switchd (inp)",
        cluster: Strategy::Inp,
        asks: Strategy::Inp,
    },
    Variant {
        name: "auto",
        label: "the cost model's choice (auto)",
        cluster: Strategy::Inp,
        asks: Strategy::Auto,
    },
];

/// The index in [`VARIANTS`] of the variant whose client asks for `s`
/// (each strategy has one).
fn variant(s: Strategy) -> usize {
    VARIANTS.iter().position(|v| v.asks == s).unwrap_or(0)
}

/// `auto` chose right where its median is within this share of the faster
/// of `shuffle` and `inp`: what it ran was as fast. (Its plan without a
/// switch node is DataFusion's under netjoin's settings, hash joins and no
/// adaptive planner, which is not Ballista's own plan: it can be faster than
/// both.)
const TIE: f64 = 0.05;
const CLUSTERS: [Strategy; 2] = [Strategy::Shuffle, Strategy::Inp];

/// The fact table's foreign keys: Ballista's plan hash-repartitions
/// lineitem (and the joins' outputs) on each of them.
const FACT_KEYS: [&str; 3] = ["l_partkey", "l_suppkey", "l_orderkey"];

/// One data set: what it is, its query and tables, and the local
/// DataFusion result.
struct Dataset {
    /// The data, e.g. `TPC-H SF 0.1` or `star A = 100 x B`.
    data: String,
    /// `uniform`, `skewed` or `no rows`.
    name: &'static str,
    sql: String,
    tables: Vec<(String, PathBuf)>,
    reference: Rows,
    /// The synthetic star's A as a multiple of B.
    ratio: Option<usize>,
    /// The synthetic star's dimension tables.
    dims: Option<usize>,
}

/// A data set before its reference is computed: data, name, query, tables,
/// A's ratio to B and the dimensions (as in [`Dataset`]).
type DataSpec = (
    String,
    &'static str,
    String,
    Vec<(String, PathBuf)>,
    Option<usize>,
    Option<usize>,
);

/// A measurement per (rate, data set, variant), one per timed round.
type PerRun<T> = Vec<Vec<Vec<Vec<T>>>>;

/// The paper's star with `dims` dimensions: every dimension's payload and
/// the fact's, summed over the joined tuples.
fn paper_star_sql(dims: usize) -> String {
    let sums: String = (1..=dims).map(|d| format!(", sum(d{d}_cat)")).collect();
    let joins: String = (1..=dims)
        .map(|d| format!(" JOIN D{d} ON A.d{d}_id = D{d}.d{d}_id"))
        .collect();
    format!("SELECT count(*), sum(a_price){sums} FROM A{joins}")
}

/// The star's tables: A, then D1..Ddims.
fn paper_star_tables(dims: usize) -> Vec<String> {
    std::iter::once("A".to_string())
        .chain((1..=dims).map(|d| format!("D{d}")))
        .collect()
}

/// The dimension tables a star may have: the catalog's widest pipelines
/// have four tables.
const MAX_STAR_DIMS: usize = 4;

/// A cluster this bench brought up: brought down again when dropped
/// (on any failure), or by [`Cluster::down`].
struct Cluster {
    prefix: String,
    armed: bool,
}

impl Cluster {
    /// `netjoin cluster up` as a child (its progress on our stderr); the
    /// guard exists before the child runs, so a half-made cluster goes too.
    fn up(a: &BenchArgs, rate: &str, strategy: Strategy) -> Result<(Cluster, String)> {
        let guard = Cluster {
            prefix: a.prefix.clone(),
            armed: true,
        };
        let exe = std::env::current_exe().context("finding the netjoin executable")?;
        let strategy = strategy.name();
        let args: Vec<String> = [
            "cluster",
            "up",
            "--prefix",
            &a.prefix,
            "--subnet",
            &a.subnet.to_string(),
            "--workers",
            &a.workers.to_string(),
            "--rate",
            rate,
            "--strategy",
            &strategy,
            "--slots",
            &a.slots.to_string(),
            "--timeout",
            "180",
            "--mtu",
            &a.mtu.to_string(),
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let mut args = args;
        if let Some(c) = &a.calibration {
            args.extend(["--calibration".to_string(), c.display().to_string()]);
        }
        let out = std::process::Command::new(&exe)
            .args(&args)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::inherit())
            .output()
            .with_context(|| format!("running {} {}", exe.display(), args.join(" ")))?;
        if !out.status.success() {
            bail!(
                "`netjoin {}` failed ({}); its messages are above",
                args.join(" "),
                out.status
            );
        }
        let stdout = String::from_utf8_lossy(&out.stdout);
        let Some(url) = stdout
            .lines()
            .map(str::trim)
            .rfind(|l| l.starts_with("df://"))
        else {
            bail!(
                "`netjoin {}` printed no scheduler URL: {stdout:?}",
                args.join(" ")
            );
        };
        Ok((guard, url.to_string()))
    }

    fn down(mut self) -> Result<()> {
        self.armed = false;
        super::down(&self.prefix)
    }
}

/// Held while a cluster is brought down after a failure: the watchdog holds
/// it until it ends the process, so a failing query's own clean-up waits
/// rather than racing it.
static FAILING: Mutex<()> = Mutex::new(());

impl Drop for Cluster {
    fn drop(&mut self) {
        if self.armed {
            let _failing = FAILING.lock();
            eprintln!(
                "cluster bench: bringing the cluster `{}` down after the failure",
                self.prefix
            );
            if let Err(e) = super::down(&self.prefix) {
                eprintln!(
                    "cluster bench: `netjoin cluster down --prefix {}` failed: {e:#}",
                    self.prefix
                );
            }
        }
    }
}

/// The cluster's processes, whether they still run, and their logs' tails.
fn cluster_logs(prefix: &str) -> String {
    match netjoin_net::testbed::ClusterState::load(prefix) {
        Ok(Some(st)) => st
            .processes
            .iter()
            .map(|p| {
                format!(
                    "--- {} (pid {}, {}), {}:\n{}\n",
                    p.name,
                    p.pid,
                    if p.is_running() { "running" } else { "ENDED" },
                    p.log.display(),
                    p.log_tail(25)
                )
            })
            .collect(),
        Ok(None) => format!("(no cluster recorded for `{prefix}`)"),
        Err(e) => format!("(reading the cluster's state: {e:#})"),
    }
}

/// Ends the process when a query runs past its deadline (a hung job cannot
/// be cancelled from here): prints the cluster's logs, brings it down.
struct Watchdog {
    deadline: Arc<Mutex<Option<(Instant, String, String)>>>,
}

impl Watchdog {
    /// `scratch`: the bench's data, removed on the way out.
    fn start(scratch: PathBuf) -> Watchdog {
        let deadline: Arc<Mutex<Option<(Instant, String, String)>>> = Arc::new(Mutex::new(None));
        let d = deadline.clone();
        std::thread::spawn(move || loop {
            std::thread::sleep(Duration::from_millis(500));
            let failing = FAILING.lock();
            let expired = d
                .lock()
                .ok()
                .and_then(|g| g.as_ref().filter(|(t, _, _)| Instant::now() > *t).cloned());
            if let Some((_, what, prefix)) = expired {
                eprintln!(
                    "cluster bench: {what} ran past --query-timeout; the cluster's processes:\n{}",
                    cluster_logs(&prefix)
                );
                if let Err(e) = super::down(&prefix) {
                    eprintln!(
                        "cluster bench: `netjoin cluster down --prefix {prefix}` failed: {e:#}"
                    );
                }
                let _ = std::fs::remove_dir_all(&scratch);
                std::process::exit(1);
            }
            drop(failing);
        });
        Watchdog { deadline }
    }

    fn arm(&self, secs: f64, what: String, prefix: &str) {
        if let Ok(mut g) = self.deadline.lock() {
            *g = Some((
                Instant::now() + Duration::from_secs_f64(secs),
                what,
                prefix.to_string(),
            ));
        }
    }

    fn disarm(&self) {
        if let Ok(mut g) = self.deadline.lock() {
            *g = None;
        }
    }
}

/// CPU seconds (user and system) the cluster's processes have used so
/// far: its executors' together, and switchd's.
fn cluster_cpu(prefix: &str) -> Result<(f64, f64)> {
    let st = netjoin_net::testbed::ClusterState::load(prefix)?
        .with_context(|| format!("the cluster `{prefix}` has no state"))?;
    let (mut exec, mut switchd) = (0.0, 0.0);
    for p in &st.processes {
        let secs = p
            .cpu_seconds()
            .with_context(|| format!("{} (pid {}) has ended", p.name, p.pid))?;
        if p.name.starts_with("executor") {
            exec += secs;
        } else if p.name == "switchd" {
            switchd += secs;
        }
    }
    Ok((exec, switchd))
}

/// Bytes each worker's two links have carried so far, per link and
/// direction (`lan` to the bridge, which carries Ballista's shuffle, and
/// `sw` to the switch): `[lan tx, lan rx, sw tx, sw rx]` per worker, from
/// the kernel's interface counters in the workers' `namespaces`.
fn link_bytes(namespaces: &[String]) -> Result<Vec<[u64; 4]>> {
    namespaces
        .iter()
        .map(|ns| {
            let files: Vec<String> = ["lan", "sw"]
                .iter()
                .flat_map(|l| {
                    ["tx", "rx"].map(|d| format!("/sys/class/net/{l}/statistics/{d}_bytes"))
                })
                .collect();
            let out = std::process::Command::new("ip")
                .args(["netns", "exec", ns, "cat"])
                .args(&files)
                .output()
                .with_context(|| format!("reading the link counters of {ns}"))?;
            let text = String::from_utf8_lossy(&out.stdout);
            let v: Vec<u64> = text
                .split_whitespace()
                .filter_map(|x| x.parse().ok())
                .collect();
            match (out.status.success(), v.as_slice()) {
                (true, &[a, b, c, d]) => Ok([a, b, c, d]),
                _ => bail!(
                    "the link counters of {ns}: {}{}",
                    text.trim(),
                    String::from_utf8_lossy(&out.stderr).trim()
                ),
            }
        })
        .collect()
}

/// What the links carried between two [`link_bytes`] readings: the bytes
/// of the busiest link direction, and of all the workers' links together
/// (each byte once: what the workers sent and received).
fn link_load(before: &[[u64; 4]], after: &[[u64; 4]]) -> (u64, u64) {
    let deltas = before
        .iter()
        .zip(after)
        .flat_map(|(b, a)| (0..4).map(move |i| a[i].saturating_sub(b[i])));
    deltas.fold((0, 0), |(max, sum), d| (max.max(d), sum + d))
}

/// Runs `sql` in `ctx`: wall seconds and the result.
pub(super) async fn star_join(
    ctx: &netjoin_compiler::datafusion::prelude::SessionContext,
    sql: &str,
) -> Result<(f64, Rows)> {
    let t0 = Instant::now();
    let df = ctx
        .sql(sql)
        .await
        .map_err(netjoin_compiler::cli::df_error)?;
    let rows = Rows::collect(df)
        .await
        .map_err(netjoin_compiler::cli::df_error)?;
    Ok((t0.elapsed().as_secs_f64(), rows))
}

/// Whether the scheduler's distributed plan for `sql` offloads a join to
/// the switch (has a switch node).
async fn plan_offloads(
    ctx: &netjoin_compiler::datafusion::prelude::SessionContext,
    sql: &str,
) -> Result<bool> {
    let plan = super::explain_distributed(ctx, sql).await?;
    Ok(plan.contains("SwitchProbeExec") || plan.contains("SwitchStarJoinExec"))
}

/// The share of the fact's tuples each of `n` partitions gets in the
/// skewed data set: the paper's 80/13/5/2 % over four nodes; with fewer,
/// the last takes the rest; with more, the last 2 % are spread evenly.
fn skew_targets(n: usize) -> Vec<f64> {
    match n {
        0 | 1 => vec![1.0; n],
        2 => vec![0.8, 0.2],
        3 => vec![0.8, 0.13, 0.07],
        _ => {
            let mut t = vec![0.8, 0.13, 0.05];
            t.extend(std::iter::repeat_n(0.02 / (n - 3) as f64, n - 3));
            t
        }
    }
}

fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

fn int64_column<'a>(b: &'a RecordBatch, name: &str, file: &Path) -> Result<&'a Int64Array> {
    let col = b
        .column_by_name(name)
        .with_context(|| format!("{}: no column {name}", file.display()))?;
    let arr = col.as_primitive_opt::<Int64Type>().with_context(|| {
        format!(
            "{}: {name} is {}, not Int64",
            file.display(),
            col.data_type()
        )
    })?;
    if arr.null_count() > 0 {
        bail!("{}: {name} has nulls", file.display());
    }
    Ok(arr)
}

fn parquet_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("listing {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "parquet"))
        .collect();
    files.sort();
    Ok(files)
}

fn read_parquet(file: &Path) -> Result<Vec<RecordBatch>> {
    use netjoin_compiler::datafusion::parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
    let f = std::fs::File::open(file).with_context(|| format!("opening {}", file.display()))?;
    let reader = ParquetRecordBatchReaderBuilder::try_new(f)?
        .with_batch_size(65536)
        .build()?;
    reader.map(|b| b.map_err(anyhow::Error::from)).collect()
}

/// Writes a copy of the lineitem partitions in `src` to `dst` whose foreign
/// keys are skewed: in each of them, rows whose key Ballista's shuffle
/// would send to partition j > 0 get, with probability 1 - t_j / s_j (s_j
/// the share partition j has, t_j the target), a key of the same column
/// that goes to partition 0 (drawn from the keys lineitem has there, so
/// every row still joins). The rows stay in their files: the data each
/// worker holds does not change, only where a shuffle sends it.
/// Returns the shares per partition reached, for people.
fn skew_lineitem(src: &Path, dst: &Path, n: usize) -> Result<String> {
    use netjoin_compiler::datafusion::parquet::arrow::ArrowWriter;
    let files = parquet_files(src)?;
    if files.is_empty() {
        bail!("no lineitem partitions in {}", src.display());
    }
    let targets = skew_targets(n);
    // First pass: the shares now, and the keys in partition 0.
    let mut counts = vec![vec![0u64; n]; FACT_KEYS.len()];
    let mut pools: Vec<Vec<i64>> = vec![Vec::new(); FACT_KEYS.len()];
    for f in &files {
        for b in read_parquet(f)? {
            for (c, name) in FACT_KEYS.iter().enumerate() {
                let arr = int64_column(&b, name, f)?;
                for (r, p) in shuffle_partitions(arr.values(), n).into_iter().enumerate() {
                    counts[c][p] += 1;
                    if p == 0 {
                        pools[c].push(arr.value(r));
                    }
                }
            }
        }
    }
    let mut moves = vec![vec![0.0f64; n]; FACT_KEYS.len()];
    for c in 0..FACT_KEYS.len() {
        pools[c].sort_unstable();
        pools[c].dedup();
        if pools[c].is_empty() {
            bail!("no {} of lineitem hashes to partition 0", FACT_KEYS[c]);
        }
        let total: u64 = counts[c].iter().sum();
        for j in 1..n {
            let s = counts[c][j] as f64 / total as f64;
            if s > 0.0 {
                moves[c][j] = (1.0 - targets[j] / s).max(0.0);
            }
        }
    }
    // Second pass: rewrite.
    std::fs::create_dir_all(dst).with_context(|| format!("creating {}", dst.display()))?;
    let mut after = vec![vec![0u64; n]; FACT_KEYS.len()];
    let mut row = 0u64;
    for f in &files {
        let out = dst.join(f.file_name().unwrap());
        let mut w: Option<ArrowWriter<std::fs::File>> = None;
        for b in read_parquet(f)? {
            let mut cols: Vec<ArrayRef> = b.columns().to_vec();
            let mut parts: Vec<Vec<usize>> = Vec::new();
            for name in FACT_KEYS {
                parts.push(shuffle_partitions(int64_column(&b, name, f)?.values(), n));
            }
            for (c, name) in FACT_KEYS.iter().enumerate() {
                let arr = int64_column(&b, name, f)?;
                let values: Vec<i64> = (0..b.num_rows())
                    .map(|r| {
                        let g = row + r as u64;
                        let p = parts[c][r];
                        let u = (splitmix(g ^ 0x6e6a_6265_6e63_6800) >> 11) as f64
                            / (1u64 << 53) as f64;
                        if p != 0 && u < moves[c][p] {
                            let pool = &pools[c];
                            pool[(splitmix(g.wrapping_mul(3).wrapping_add(c as u64 + 1))
                                % pool.len() as u64) as usize]
                        } else {
                            arr.value(r)
                        }
                    })
                    .collect();
                for p in shuffle_partitions(&values, n) {
                    after[c][p] += 1;
                }
                let new: ArrayRef = Arc::new(Int64Array::from(values));
                let i = b.schema().index_of(name)?;
                cols[i] = new;
            }
            row += b.num_rows() as u64;
            let nb = RecordBatch::try_new(b.schema(), cols)?;
            if w.is_none() {
                let file = std::fs::File::create(&out)
                    .with_context(|| format!("creating {}", out.display()))?;
                w = Some(ArrowWriter::try_new(file, b.schema(), None)?);
            }
            w.as_mut().unwrap().write(&nb)?;
        }
        match w {
            Some(w) => {
                w.close()?;
            }
            None => bail!("{}: no rows", f.display()),
        }
    }
    let shares = |v: &[u64]| {
        let total: u64 = v.iter().sum::<u64>().max(1);
        v.iter()
            .map(|c| format!("{:.1}", 100.0 * *c as f64 / total as f64))
            .collect::<Vec<_>>()
            .join("/")
    };
    Ok(FACT_KEYS
        .iter()
        .enumerate()
        .map(|(c, name)| {
            format!(
                "{name} {} % (was {} %)",
                shares(&after[c]),
                shares(&counts[c])
            )
        })
        .collect::<Vec<_>>()
        .join(", "))
}

/// The bars of one series in a grouped bar chart, drawn as one line along
/// the x axis: per group g (centred on x = g + 1), bar `i` of `n`, outlined;
/// from x = 0.5 to the last group + 0.5, so that the axis leaves room.
fn bar_points(heights: &[f64], i: usize, n: usize) -> Vec<(f64, f64)> {
    let w = 0.8 / n as f64;
    let mut pts = vec![(0.5, 0.0)];
    for (g, h) in heights.iter().enumerate() {
        if !h.is_finite() {
            continue;
        }
        let l = g as f64 + 1.0 - 0.4 + i as f64 * w + 0.04 * w;
        let r = l + 0.92 * w;
        pts.extend([(l, 0.0), (l, *h), (r, *h), (r, 0.0)]);
    }
    pts.push((heights.len() as f64 + 0.5, 0.0));
    pts
}

/// The key distributions of the synthetic star, in the order they are
/// plotted.
const KEY_KINDS: [&str; 3] = ["uniform", "skewed", "zipf"];

/// What a sweep's x axis is: A's size (the paper's figures 9.8 and 9.9) or
/// the number of joins (figure 9.10).
struct Sweep<'a> {
    x: &'a dyn Fn(&Dataset) -> Option<f64>,
    x_label: String,
    log_x: bool,
    what: String,
}

/// The paper's figures 9.8, 9.9 and 9.10 on the cluster, per link rate:
/// the median seconds of Ballista's shuffle and the switch join over the
/// sweep (uniform keys solid, skewed dashed, Zipf in their own colours),
/// and the speedup of the switch join. `median(rate, data set, variant)`.
fn sweep_panels(
    a: &BenchArgs,
    datasets: &[Dataset],
    sweep: &Sweep,
    median: &dyn Fn(usize, usize, usize) -> f64,
) -> Vec<netjoin_plot::Panel> {
    use netjoin_plot::{Panel, Series};
    let (inp, shuffle) = (variant(Strategy::Inp), variant(Strategy::Shuffle));
    let mut panels = Vec::new();
    for (ri, rate) in a.rates.iter().enumerate() {
        let points = |name: &str, f: &dyn Fn(usize) -> f64| -> Vec<(f64, f64)> {
            datasets
                .iter()
                .enumerate()
                .filter(|(_, d)| d.name == name)
                .filter_map(|(di, d)| Some(((sweep.x)(d)?, f(di))))
                .collect()
        };
        let mut times = Vec::new();
        let mut speedups = Vec::new();
        for (k, name) in KEY_KINDS.into_iter().enumerate() {
            if !datasets.iter().any(|d| d.name == name) {
                continue;
            }
            for (colour, vi) in [shuffle, inp].into_iter().enumerate() {
                times.push(Series {
                    label: format!("{}, {name} keys", VARIANTS[vi].label),
                    points: points(name, &|di| median(ri, di, vi)),
                    color: colour + if k == 2 { 2 } else { 0 },
                    dashed: k == 1,
                });
            }
            speedups.push(Series {
                label: format!("{name} keys"),
                points: points(name, &|di| median(ri, di, shuffle) / median(ri, di, inp)),
                color: 4 + k,
                dashed: k == 1,
            });
        }
        let span = points("uniform", &|_| 1.0);
        speedups.push(Series {
            label: "equal".into(),
            points: span,
            color: 8,
            dashed: true,
        });
        panels.push(Panel {
            title: format!("{} on {} workers at {rate}: seconds", sweep.what, a.workers),
            x_label: sweep.x_label.clone(),
            y_label: "seconds (median)".into(),
            log_x: sweep.log_x,
            log_y: false,
            series: times,
            headroom: 1.5,
        });
        panels.push(Panel {
            title: format!("Speedup of the switch join over Ballista's shuffle at {rate}"),
            x_label: sweep.x_label.clone(),
            y_label: "shuffle seconds / switch seconds".into(),
            log_x: sweep.log_x,
            log_y: false,
            series: speedups,
            headroom: 1.4,
        });
    }
    panels
}

pub(super) fn run(a: &BenchArgs) -> Result<()> {
    netjoin_net::testbed::require_root(
        "netjoin cluster bench --testbed (it brings clusters up on the namespace testbed)",
    )?;
    let sfs = checked_scales(a)?;
    let skew = !a.no_skew && a.workers > 1;
    if !a.no_skew && a.workers == 1 {
        eprintln!("cluster bench: one worker: no shuffle to skew, so no skewed data set");
    }
    // A cluster of this prefix left by an earlier run that did not end (killed).
    if netjoin_net::testbed::ClusterState::load(&a.prefix)?.is_some()
        || netjoin_net::testbed::load_state(&a.prefix).is_some()
    {
        eprintln!("cluster bench: a cluster or testbed `{}` is up from an earlier run: bringing it down first", a.prefix);
        super::down(&a.prefix)?;
    }

    let scratch = std::env::temp_dir().join(format!(
        "netjoin-cluster-bench-testbed-{}",
        std::process::id()
    ));
    struct Cleanup(PathBuf);
    impl Drop for Cleanup {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
    let _cleanup = Cleanup(scratch.clone());
    let rt = netjoin_compiler::session::runtime(a.workers.max(2))?;
    let opts = SessionOptions {
        workers: a.workers,
        strategy: Strategy::Shuffle,
        ..Default::default()
    };

    // The data sets, each with its empty twin, and their local results.
    let sets = data_specs(a, &sfs, skew, &scratch)?;
    let mut datasets: Vec<Dataset> = Vec::new();
    for (data, name, sql, tables, ratio, dims) in sets {
        let reference = rt.block_on(async {
            let ctx = netjoin_compiler::new_session(&opts).await?;
            for (t, p) in &tables {
                netjoin_compiler::register_table(&ctx, t, p).await?;
            }
            let (secs, rows) = star_join(&ctx, &sql).await?;
            eprintln!("cluster bench: {data} {name}: local DataFusion {secs:.3} s");
            Ok::<_, anyhow::Error>(rows)
        })?;
        datasets.push(Dataset {
            data,
            name,
            sql,
            tables,
            reference,
            ratio,
            dims,
        });
    }

    // The scheduler's model of each data set at each rate, for the model
    // points and --calibrate.
    let predictions = a
        .rates
        .iter()
        .map(|rate| {
            let rate = netjoin_net::testbed::parse_rate(rate).map_err(anyhow::Error::msg)?;
            let sched = calibrate::scheduler_options(a.workers, rate, a.mtu);
            rt.block_on(async {
                let mut v = Vec::new();
                for d in &datasets {
                    v.push(calibrate::predict(&sched, d).await?);
                }
                Ok::<_, anyhow::Error>(v)
            })
        })
        .collect::<Result<Vec<_>>>()?;
    let measured = measure(a, &rt, &opts, &datasets, &scratch)?;
    report(a, &datasets, &measured)?;
    let points = (0..a.rates.len())
        .map(|ri| calibrate::model_points(a, ri, &datasets, &measured, &predictions[ri]))
        .collect::<Result<Vec<_>>>()?;
    if let Some(out) = &a.out {
        for (rate, p) in a.rates.iter().zip(&points) {
            let path = calibrate::points_file(out, rate);
            std::fs::write(&path, serde_json::to_string_pretty(p)? + "\n")
                .with_context(|| format!("writing {}", path.display()))?;
            println!(
                "wrote the model against the measurements to {} (for `cluster calibrate`)",
                path.display()
            );
        }
    }
    match &a.calibrate {
        Some(path) => calibrate::calibrate(a, &points[0], path),
        None => Ok(()),
    }
}

/// The TPC-H scales to generate (none with `--data star`), once every
/// argument is checked.
fn checked_scales(a: &BenchArgs) -> Result<Vec<f64>> {
    let sfs: Vec<f64> = match a.data {
        BenchData::Tpch if a.sf.is_empty() => vec![0.1],
        BenchData::Tpch => a.sf.clone(),
        BenchData::Star if a.sf.is_empty() => Vec::new(),
        BenchData::Star => {
            bail!("--sf is TPC-H's scale: with --data star the sizes are --dim-rows and --ratios")
        }
    };
    if a.data == BenchData::Star
        && (a.dim_rows == 0 || a.ratios.is_empty() || a.ratios.contains(&0))
    {
        bail!("--dim-rows {} and --ratios {:?}: give at least one dimension row and ratios of at least 1", a.dim_rows, a.ratios);
    }
    if a.data == BenchData::Star && a.dims.iter().any(|&d| d == 0 || d > MAX_STAR_DIMS) {
        bail!(
            "--dims {:?}: a star joins 1 to {MAX_STAR_DIMS} dimension tables (the catalog's widest pipelines)",
            a.dims
        );
    }
    if a.dims.len() > 1 && a.ratios.len() > 1 {
        bail!(
            "--dims {:?} and --ratios {:?}: sweep one of them (the plot's x axis)",
            a.dims,
            a.ratios
        );
    }
    if a.data != BenchData::Star && (a.zipf || a.dims != [3]) {
        bail!("--zipf and --dims shape the synthetic star: give --data star");
    }
    if a.workers == 0 || a.rounds == 0 || a.slots == 0 {
        bail!("--workers, --rounds and --slots must be at least 1");
    }
    if let Some(bad) = sfs.iter().find(|s| !(s.is_finite() && **s > 0.0)) {
        bail!("--sf {bad}: a scale factor is a positive number");
    }
    if a.rates.is_empty() {
        bail!("--rates: give at least one link rate, e.g. 300mbit,1gbit");
    }
    if a.calibrate.is_some() && a.rates.len() != 1 {
        bail!(
            "--calibrate fits the model at one link rate: give one --rates, not {}",
            a.rates.join(",")
        );
    }
    if let Some(c) = &a.calibration {
        netjoin_compiler::cost::TimeCalibration::load(c)?;
    }
    for r in &a.rates {
        netjoin_net::testbed::parse_rate(r).map_err(|e| anyhow::anyhow!("--rates: {e}"))?;
    }
    if !(a.query_timeout.is_finite() && a.query_timeout > 0.0) {
        bail!(
            "--query-timeout {}: give a positive number of seconds",
            a.query_timeout
        );
    }
    Ok(sfs)
}

/// The data sets to generate, each in its own directory under `scratch`.
fn data_specs(a: &BenchArgs, sfs: &[f64], skew: bool, scratch: &Path) -> Result<Vec<DataSpec>> {
    let mut sets: Vec<DataSpec> = Vec::new();
    for (i, &sf) in sfs.iter().enumerate() {
        let dir = scratch.join(format!("sf{i}"));
        let data = format!("TPC-H SF {sf}");
        eprintln!(
            "cluster bench: {data}: generating {} partitions in {}",
            a.workers,
            dir.display()
        );
        netjoin_compiler::gen::gen_tpch(&netjoin_compiler::gen::TpchArgs {
            sf,
            parts: a.workers,
            out: dir.join("uniform"),
            tables: STAR_TABLES.iter().map(|t| t.to_string()).collect(),
        })?;
        let uniform: Vec<(String, PathBuf)> = STAR_TABLES
            .iter()
            .map(|t| (t.to_string(), dir.join("uniform").join(t)))
            .collect();
        sets.push((
            data.clone(),
            "uniform",
            STAR_SQL.to_string(),
            uniform.clone(),
            None,
            None,
        ));
        sets.push((
            data.clone(),
            "no rows",
            format!("{STAR_SQL} WHERE l_orderkey < 0"),
            uniform.clone(),
            None,
            None,
        ));
        if skew {
            let t0 = Instant::now();
            let shares = skew_lineitem(
                &dir.join("uniform").join("lineitem"),
                &dir.join("skewed").join("lineitem"),
                a.workers,
            )?;
            eprintln!("cluster bench: {data}: skewed lineitem in {:.1} s; tuples per shuffle partition: {shares}", t0.elapsed().as_secs_f64());
            let skewed = uniform
                .iter()
                .map(|(t, p)| {
                    (
                        t.clone(),
                        if t == "lineitem" {
                            dir.join("skewed").join(t)
                        } else {
                            p.clone()
                        },
                    )
                })
                .collect();
            sets.push((data, "skewed", STAR_SQL.to_string(), skewed, None, None));
        }
    }
    if a.data == BenchData::Star {
        let mut ratios = a.ratios.clone();
        ratios.sort_unstable();
        ratios.dedup();
        let mut dims_list = a.dims.clone();
        dims_list.sort_unstable();
        dims_list.dedup();
        for &dims in &dims_list {
            for &ratio in &ratios {
                let fact_rows = ratio * a.dim_rows;
                // Three dimensions, the paper's figures 9.8 and 9.9, keep
                // their name; other counts say theirs.
                // (No commas: the CSV's fields are not quoted.)
                let data = if dims == 3 {
                    format!("star A = {ratio} x B")
                } else {
                    let s = if dims == 1 { "" } else { "s" };
                    format!("star A = {ratio} x B with {dims} dimension{s}")
                };
                let mut kinds = vec![("uniform", netjoin_compiler::gen::SkewKind::Uniform)];
                if skew {
                    kinds.push(("skewed", netjoin_compiler::gen::SkewKind::Paper));
                }
                if a.zipf {
                    kinds.push(("zipf", netjoin_compiler::gen::SkewKind::Zipf));
                }
                for (name, skew) in kinds {
                    let dir = scratch.join(format!("star-{dims}-{ratio}-{name}"));
                    eprintln!(
                        "cluster bench: {data} (B = {}), {name} keys: generating {} partitions in {}",
                        a.dim_rows,
                        a.workers,
                        dir.display()
                    );
                    let summary =
                        netjoin_compiler::gen::gen_star(&netjoin_compiler::gen::StarArgs {
                            fact_rows,
                            dims,
                            dim_rows: a.dim_rows,
                            parts: a.workers,
                            skew,
                            theta: 1.0,
                            seed: 42,
                            out: dir.clone(),
                        })?;
                    eprint!("{summary}");
                    let tables: Vec<(String, PathBuf)> = paper_star_tables(dims)
                        .into_iter()
                        .map(|t| {
                            let p = dir.join(&t);
                            (t, p)
                        })
                        .collect();
                    let sql = paper_star_sql(dims);
                    sets.push((
                        data.clone(),
                        name,
                        sql.clone(),
                        tables.clone(),
                        Some(ratio),
                        Some(dims),
                    ));
                    // What a query costs with no data to move: once, on the
                    // largest A of the most joins.
                    if name == "uniform"
                        && Some(&ratio) == ratios.last()
                        && Some(&dims) == dims_list.last()
                    {
                        sets.push((
                            data.clone(),
                            "no rows",
                            format!("{sql} WHERE a_id < 0"),
                            tables,
                            Some(ratio),
                            Some(dims),
                        ));
                    }
                }
            }
        }
    }
    Ok(sets)
}

/// What the bench measured per (rate, data set, variant), one entry per
/// timed round, and `auto`'s choices.
struct Measured {
    times: PerRun<f64>,
    /// CPU seconds of each query: the executors' together, and switchd's.
    cpu: PerRun<(f64, f64)>,
    /// Bytes of each query on the busiest worker link direction, and on
    /// all worker links ([`link_load`]).
    bytes: PerRun<(u64, u64)>,
    /// Per (rate, data set): whether `auto`'s plan offloaded the join.
    picks: Vec<Vec<Option<bool>>>,
}

/// Per rate and cluster, every variant's rounds of every data set, each
/// result checked against its reference.
fn measure(
    a: &BenchArgs,
    rt: &tokio::runtime::Runtime,
    opts: &SessionOptions,
    datasets: &[Dataset],
    scratch: &Path,
) -> Result<Measured> {
    // Timings per (rate, data set, variant), in that nesting, and the CPU
    // seconds of each query: the executors' together, and switchd's.
    let mut times: PerRun<f64> =
        vec![vec![vec![Vec::new(); VARIANTS.len()]; datasets.len()]; a.rates.len()];
    let mut cpu: PerRun<(f64, f64)> =
        vec![vec![vec![Vec::new(); VARIANTS.len()]; datasets.len()]; a.rates.len()];
    let mut bytes: PerRun<(u64, u64)> =
        vec![vec![vec![Vec::new(); VARIANTS.len()]; datasets.len()]; a.rates.len()];
    // Per (rate, data set): whether `auto`'s plan offloaded the join.
    let mut picks: Vec<Vec<Option<bool>>> = vec![vec![None; datasets.len()]; a.rates.len()];
    let watchdog = Watchdog::start(scratch.to_path_buf());
    for (ri, rate) in a.rates.iter().enumerate() {
        for &strategy in &CLUSTERS {
            let sname = strategy.name();
            eprintln!(
                "cluster bench: rate {rate}, strategy {sname}: bringing the cluster `{}` up",
                a.prefix
            );
            let (cluster, url) = Cluster::up(a, rate, strategy)?;
            let tb = netjoin_net::testbed::load_state(&a.prefix)
                .with_context(|| format!("the testbed `{}` has no state", a.prefix))?;
            let worker_ns: Vec<String> = (0..tb.workers).map(|w| tb.worker_ns(w)).collect();
            let result = rt.block_on(async {
                // A client session per variant and data set.
                let mut ctxs = Vec::new();
                for (vi, v) in VARIANTS
                    .iter()
                    .enumerate()
                    .filter(|(_, v)| v.cluster == strategy)
                {
                    for (di, d) in datasets.iter().enumerate() {
                        let asks = SessionOptions {
                            strategy: v.asks,
                            ..opts.clone()
                        };
                        let ctx = netjoin_cluster::remote(&url, &asks).await?;
                        for (t, p) in &d.tables {
                            netjoin_compiler::register_table(&ctx, t, p).await?;
                        }
                        if v.asks == Strategy::Auto {
                            let offloaded = plan_offloads(&ctx, &d.sql).await?;
                            eprintln!(
                                "cluster bench: rate {rate}, auto, {} {}: the scheduler's plan {}",
                                d.data,
                                d.name,
                                if offloaded {
                                    "offloads the join (inp)"
                                } else {
                                    "shuffles (Ballista's own join)"
                                }
                            );
                            picks[ri][di] = Some(offloaded);
                        }
                        ctxs.push((vi, di, ctx));
                    }
                }
                for round in 0..=a.rounds {
                    for (vi, di, ctx) in &ctxs {
                        let (v, d) = (&VARIANTS[*vi], &datasets[*di]);
                        let what = format!(
                            "rate {rate}, {}, {} {}, round {round}",
                            v.name, d.data, d.name
                        );
                        watchdog.arm(a.query_timeout, what.clone(), &a.prefix);
                        let (cpu0, links0) = (cluster_cpu(&a.prefix)?, link_bytes(&worker_ns)?);
                        let got = star_join(ctx, &d.sql).await;
                        let (cpu1, links1) = (cluster_cpu(&a.prefix)?, link_bytes(&worker_ns)?);
                        watchdog.disarm();
                        let (secs, rows) =
                            got.with_context(|| format!("{what}: the query failed"))?;
                        if let Some(why) = d.reference.difference(&rows) {
                            bail!("{what}: the result differs from local DataFusion's: {why}");
                        }
                        // Round 0 warms the caches and the switch's memory.
                        if round > 0 {
                            times[ri][*di][*vi].push(secs);
                            cpu[ri][*di][*vi].push((cpu1.0 - cpu0.0, cpu1.1 - cpu0.1));
                            bytes[ri][*di][*vi].push(link_load(&links0, &links1));
                        }
                        eprintln!(
                            "cluster bench: {what}: {secs:.3} s, result equal{}",
                            if round == 0 { " (warm-up)" } else { "" }
                        );
                    }
                }
                Ok::<_, anyhow::Error>(())
            });
            if let Err(e) = result {
                return Err(e.context(format!(
                    "the cluster's processes:\n{}",
                    cluster_logs(&a.prefix)
                )));
            }
            eprintln!(
                "cluster bench: rate {rate}, strategy {sname}: bringing the cluster `{}` down",
                a.prefix
            );
            cluster.down()?;
        }
    }
    Ok(Measured {
        times,
        cpu,
        bytes,
        picks,
    })
}

/// The median of `f` over a point's rounds.
fn median_of<T>(rounds: &[T], f: impl Fn(&T) -> f64) -> f64 {
    median(&mut rounds.iter().map(f).collect::<Vec<_>>())
}

/// The table, the CSV and the plot of what was measured, and how `auto`
/// chose.
fn report(a: &BenchArgs, datasets: &[Dataset], m: &Measured) -> Result<()> {
    let Measured {
        times,
        cpu,
        bytes,
        picks,
    } = m;
    let stats = |v: &[f64]| {
        let mut s = v.to_vec();
        let min = s.iter().cloned().fold(f64::INFINITY, f64::min);
        let max = s.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        (median(&mut s), min, max)
    };
    println!(
        "Star joins on the namespace testbed: {} workers (an executor each, {} task slot{}), switchd's model, MTU {}; \
         median, min and max of {} rounds after a warm-up (seconds)",
        a.workers,
        a.slots,
        if a.slots == 1 { "" } else { "s" },
        a.mtu,
        a.rounds
    );
    let width = datasets
        .iter()
        .map(|d| d.data.len())
        .max()
        .unwrap_or(4)
        .max(4);
    println!(
        "{:>width$} {:>9} {:>8} {:>8} {:>9} {:>9} {:>9} {:>12} {:>10} {:>12} {:>10} {:>10} {:>7}",
        "data",
        "rate",
        "dataset",
        "strategy",
        "median",
        "min",
        "max",
        "shuffle/inp",
        "exec cpu",
        "switchd cpu",
        "busiest MB",
        "links MB",
        "picked"
    );
    let mut csv = String::from("data,rate,dataset,strategy,median_s,min_s,max_s,ratio_to_inp,executors_cpu_s,switchd_cpu_s,busiest_link_bytes,link_bytes,picked,times_s\n");
    let (inp, shuffle) = (variant(Strategy::Inp), variant(Strategy::Shuffle));
    // auto's choice against the faster of the two, per point.
    let auto = variant(Strategy::Auto);
    let (mut right, mut same_kind, mut as_fast, mut points) = (0, 0, 0, 0);
    let mut wrong = Vec::new();
    for (ri, rate) in a.rates.iter().enumerate() {
        for (di, d) in datasets.iter().enumerate() {
            let base = stats(&times[ri][di][inp]).0;
            let (t_inp, t_shuffle) = (base, stats(&times[ri][di][shuffle]).0);
            let picked = picks[ri][di].map(|offloaded| if offloaded { "inp" } else { "shuffle" });
            if let Some(p) = picked {
                let faster = if t_inp <= t_shuffle { "inp" } else { "shuffle" };
                let t_auto = stats(&times[ri][di][auto]).0;
                points += 1;
                // Right: auto chose the faster of the two, or its plan (which
                // may offload some of the joins, or be DataFusion's own)
                // ran as fast as that. A right choice measured a little
                // slower than the same plan under `inp` is noise, not a miss.
                let fast = t_auto <= t_inp.min(t_shuffle) * (1.0 + TIE);
                same_kind += (p == faster) as usize;
                as_fast += fast as usize;
                if p == faster || fast {
                    right += 1;
                } else {
                    wrong.push(format!(
                        "{} {} at {rate}: auto ({p}) {t_auto:.3} s, {faster} {:.3} s",
                        d.data,
                        d.name,
                        t_inp.min(t_shuffle)
                    ));
                }
            }
            for (vi, v) in VARIANTS.iter().enumerate() {
                let (med, min, max) = stats(&times[ri][di][vi]);
                let ratio = med / base;
                let r = if vi == inp {
                    String::new()
                } else {
                    format!("{ratio:.2}")
                };
                // Medians over the rounds (which move the same data, give or
                // take retransmissions).
                let (c, b) = (&cpu[ri][di][vi], &bytes[ri][di][vi]);
                let (exec, switchd) = (median_of(c, |c| c.0), median_of(c, |c| c.1));
                let (busiest, links) = (median_of(b, |b| b.0 as f64), median_of(b, |b| b.1 as f64));
                let pick = if v.asks == Strategy::Auto {
                    picked.unwrap_or_default()
                } else {
                    ""
                };
                let (busiest_mb, links_mb) = (busiest / 1e6, links / 1e6);
                println!(
                    "{:>width$} {rate:>9} {:>8} {:>8} {med:>9.3} {min:>9.3} {max:>9.3} {r:>12} {exec:>10.2} {switchd:>12.2} {busiest_mb:>10.1} {links_mb:>10.1} {pick:>7}",
                    d.data, d.name, v.name
                );
                let all: Vec<String> = times[ri][di][vi]
                    .iter()
                    .map(|t| format!("{t:.4}"))
                    .collect();
                csv.push_str(&format!(
                    "{},{rate},{},{},{med:.4},{min:.4},{max:.4},{ratio:.4},{exec:.3},{switchd:.3},{busiest:.0},{links:.0},{pick},{}\n",
                    d.data,
                    d.name,
                    v.name,
                    all.join(";")
                ));
            }
        }
    }
    println!(
        "auto picked the faster of shuffle and inp, or ran as fast (within {tie:.0} %), at {right} of {points} points \
         (its plan offloaded exactly where inp was the faster at {same_kind}; it ran within {tie:.0} % of the faster at {as_fast})",
        tie = TIE * 100.0
    );
    for w in &wrong {
        println!("  wrong: {w}");
    }
    if let Some(out) = &a.out {
        std::fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
        let (csv_path, png_path) = (out.join("testbed.csv"), out.join("testbed.png"));
        std::fs::write(&csv_path, csv)
            .with_context(|| format!("writing {}", csv_path.display()))?;
        let groups: Vec<String> = a
            .rates
            .iter()
            .enumerate()
            .map(|(i, r)| format!("{} = {r}", i + 1))
            .collect();
        let distinct = |f: &dyn Fn(&Dataset) -> Option<usize>| {
            let mut v: Vec<usize> = datasets.iter().filter_map(f).collect();
            v.sort_unstable();
            v.dedup();
            v.len()
        };
        let median = |ri: usize, di: usize, vi: usize| stats(&times[ri][di][vi]).0;
        let dims_of = |d: &Dataset| d.dims.map(|n| n as f64);
        let ratio_of = |d: &Dataset| d.ratio.map(|n| n as f64);
        let panels: Vec<netjoin_plot::Panel> = if distinct(&|d| d.dims) > 1 {
            // The paper's figure 9.10 (one A per count of joins).
            let sweep = Sweep {
                x: &dims_of,
                x_label: format!(
                    "dimension tables joined (each of {} rows; A of {} x that)",
                    a.dim_rows,
                    a.ratios
                        .iter()
                        .map(usize::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                log_x: false,
                what: "Star joins".into(),
            };
            sweep_panels(a, datasets, &sweep, &median)
        } else if distinct(&|d| d.ratio) > 1 {
            let sweep = Sweep {
                x: &ratio_of,
                x_label: format!(
                    "A's rows per row of B (each dimension: {} rows)",
                    a.dim_rows
                ),
                log_x: true,
                what: format!("Star join of A with {} dimensions", a.dims[0]),
            };
            sweep_panels(a, datasets, &sweep, &median)
        } else {
            datasets
                .iter()
                .enumerate()
                .map(|(di, d)| {
                    let series = VARIANTS
                        .iter()
                        .enumerate()
                        .map(|(vi, v)| {
                            let heights: Vec<f64> = (0..a.rates.len())
                                .map(|ri| stats(&times[ri][di][vi]).0)
                                .collect();
                            netjoin_plot::Series {
                                label: v.label.to_string(),
                                points: bar_points(&heights, vi, VARIANTS.len()),
                                color: vi,
                                dashed: false,
                            }
                        })
                        .collect();
                    netjoin_plot::Panel {
                        title: format!("{}, {}, {} workers", d.data, d.name, a.workers),
                        x_label: format!("link rate ({})", groups.join(", ")),
                        y_label: "seconds (median)".into(),
                        log_x: false,
                        log_y: false,
                        series,
                        headroom: 1.6,
                    }
                })
                .collect()
        };
        netjoin_plot::plot_png(&png_path, &panels)?;
        println!("wrote {} and {}", csv_path.display(), png_path.display());
    }
    Ok(())
}
