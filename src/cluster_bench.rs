//! `netjoin cluster bench --testbed`: TPC-H's 3-way star join on clusters
//! of processes on the namespace testbed (`cluster up`), Ballista's own
//! distributed plan (`shuffle`) against the staged switch join through
//! switchd (`inp`), per link rate; optionally also on a lineitem whose
//! foreign keys are skewed the way the paper skews the fact table after a
//! shuffle (most of its tuples land in one partition).

use super::{median, BenchArgs, STAR_SQL, STAR_TABLES};
use anyhow::{bail, Context, Result};
use netjoin_compiler::compare::Rows;
use netjoin_compiler::datafusion::arrow::array::{Array, ArrayRef, AsArray, Int64Array, RecordBatch};
use netjoin_compiler::datafusion::arrow::datatypes::Int64Type;
use netjoin_compiler::{SessionOptions, Strategy};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What the bench compares: the strategy a cluster's scheduler plans with.
/// (The scheduler plans with its own session state, whatever the client's
/// settings: a client cannot, say, turn Ballista's adaptive planner off.)
struct Variant {
    name: &'static str,
    label: &'static str,
    cluster: Strategy,
}

/// In the order they run; `inp` is the ratios' denominator.
const VARIANTS: [Variant; 2] = [
    Variant { name: "shuffle", label: "Ballista's own plan (shuffle)", cluster: Strategy::Shuffle },
    Variant { name: "inp", label: "switch join through switchd (inp)", cluster: Strategy::Inp },
];
const CLUSTERS: [Strategy; 2] = [Strategy::Shuffle, Strategy::Inp];

/// The fact table's foreign keys: Ballista's plan hash-repartitions
/// lineitem (and the joins' outputs) on each of them.
const FACT_KEYS: [&str; 3] = ["l_partkey", "l_suppkey", "l_orderkey"];

/// One data set at one scale: its tables and the local DataFusion result.
struct Dataset {
    sf: f64,
    name: &'static str,
    tables: Vec<(String, PathBuf)>,
    reference: Rows,
}

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
        let guard = Cluster { prefix: a.prefix.clone(), armed: true };
        let exe = std::env::current_exe().context("finding the netjoin executable")?;
        let strategy = super::strategy_name(strategy);
        let args: Vec<String> = [
            "cluster", "up", "--prefix", &a.prefix, "--subnet", &a.subnet.to_string(), "--workers", &a.workers.to_string(),
            "--rate", rate, "--strategy", &strategy, "--slots", &a.slots.to_string(), "--timeout", "180",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let out = std::process::Command::new(&exe)
            .args(&args)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::inherit())
            .output()
            .with_context(|| format!("running {} {}", exe.display(), args.join(" ")))?;
        if !out.status.success() {
            bail!("`netjoin {}` failed ({}); its messages are above", args.join(" "), out.status);
        }
        let stdout = String::from_utf8_lossy(&out.stdout);
        let Some(url) = stdout.lines().map(str::trim).rfind(|l| l.starts_with("df://")) else {
            bail!("`netjoin {}` printed no scheduler URL: {stdout:?}", args.join(" "));
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
            eprintln!("cluster bench: bringing the cluster `{}` down after the failure", self.prefix);
            if let Err(e) = super::down(&self.prefix) {
                eprintln!("cluster bench: `netjoin cluster down --prefix {}` failed: {e:#}", self.prefix);
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
            let expired = d.lock().ok().and_then(|g| g.as_ref().filter(|(t, _, _)| Instant::now() > *t).cloned());
            if let Some((_, what, prefix)) = expired {
                eprintln!("cluster bench: {what} ran past --query-timeout; the cluster's processes:\n{}", cluster_logs(&prefix));
                if let Err(e) = super::down(&prefix) {
                    eprintln!("cluster bench: `netjoin cluster down --prefix {prefix}` failed: {e:#}");
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
            *g = Some((Instant::now() + Duration::from_secs_f64(secs), what, prefix.to_string()));
        }
    }

    fn disarm(&self) {
        if let Ok(mut g) = self.deadline.lock() {
            *g = None;
        }
    }
}

/// Runs the star join in `ctx`: wall seconds and the result.
async fn star_join(ctx: &netjoin_compiler::datafusion::prelude::SessionContext) -> Result<(f64, Rows)> {
    let t0 = Instant::now();
    let df = ctx.sql(STAR_SQL).await.map_err(netjoin_compiler::cli::df_error)?;
    let types = df.schema().fields().iter().map(|f| f.data_type().clone()).collect();
    let batches = df.collect().await.map_err(netjoin_compiler::cli::df_error)?;
    Ok((t0.elapsed().as_secs_f64(), Rows::new(types, &batches)))
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

/// The partition Ballista's shuffle sends each value to: DataFusion's hash
/// repartitioning (its fixed seed), modulo the partitions.
fn partitions(col: &ArrayRef, n: usize, buf: &mut Vec<u64>) -> Result<()> {
    use netjoin_compiler::datafusion::common::hash_utils::create_hashes;
    use netjoin_compiler::datafusion::physical_plan::repartition::REPARTITION_RANDOM_STATE;
    buf.clear();
    buf.resize(col.len(), 0);
    create_hashes([col], REPARTITION_RANDOM_STATE.random_state(), buf)?;
    for h in buf.iter_mut() {
        *h %= n as u64;
    }
    Ok(())
}

fn int64_column<'a>(b: &'a RecordBatch, name: &str, file: &Path) -> Result<&'a Int64Array> {
    let col = b.column_by_name(name).with_context(|| format!("{}: no column {name}", file.display()))?;
    let arr = col.as_primitive_opt::<Int64Type>().with_context(|| format!("{}: {name} is {}, not Int64", file.display(), col.data_type()))?;
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
    let reader = ParquetRecordBatchReaderBuilder::try_new(f)?.with_batch_size(65536).build()?;
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
    let mut buf = Vec::new();
    // First pass: the shares now, and the keys in partition 0.
    let mut counts = vec![vec![0u64; n]; FACT_KEYS.len()];
    let mut pools: Vec<Vec<i64>> = vec![Vec::new(); FACT_KEYS.len()];
    for f in &files {
        for b in read_parquet(f)? {
            for (c, name) in FACT_KEYS.iter().enumerate() {
                let arr = int64_column(&b, name, f)?;
                partitions(b.column_by_name(name).unwrap(), n, &mut buf)?;
                for (r, p) in buf.iter().enumerate() {
                    counts[c][*p as usize] += 1;
                    if *p == 0 {
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
            let mut parts: Vec<Vec<u64>> = Vec::new();
            for name in FACT_KEYS {
                partitions(b.column_by_name(name).unwrap(), n, &mut buf)?;
                parts.push(buf.clone());
            }
            for (c, name) in FACT_KEYS.iter().enumerate() {
                let arr = int64_column(&b, name, f)?;
                let values: Vec<i64> = (0..b.num_rows())
                    .map(|r| {
                        let g = row + r as u64;
                        let p = parts[c][r] as usize;
                        let u = (splitmix(g ^ 0x6e6a_6265_6e63_6800) >> 11) as f64 / (1u64 << 53) as f64;
                        if p != 0 && u < moves[c][p] {
                            let pool = &pools[c];
                            pool[(splitmix(g.wrapping_mul(3).wrapping_add(c as u64 + 1)) % pool.len() as u64) as usize]
                        } else {
                            arr.value(r)
                        }
                    })
                    .collect();
                let new: ArrayRef = Arc::new(Int64Array::from(values));
                partitions(&new, n, &mut buf)?;
                for p in &buf {
                    after[c][*p as usize] += 1;
                }
                let i = b.schema().index_of(name)?;
                cols[i] = new;
            }
            row += b.num_rows() as u64;
            let nb = RecordBatch::try_new(b.schema(), cols)?;
            if w.is_none() {
                let file = std::fs::File::create(&out).with_context(|| format!("creating {}", out.display()))?;
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
        v.iter().map(|c| format!("{:.1}", 100.0 * *c as f64 / total as f64)).collect::<Vec<_>>().join("/")
    };
    Ok(FACT_KEYS
        .iter()
        .enumerate()
        .map(|(c, name)| format!("{name} {} % (was {} %)", shares(&after[c]), shares(&counts[c])))
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

pub(super) fn run(a: &BenchArgs) -> Result<()> {
    netjoin_net::testbed::require_root("netjoin cluster bench --testbed (it brings clusters up on the namespace testbed)")?;
    let sfs: Vec<f64> = if a.sf.is_empty() { vec![0.1] } else { a.sf.clone() };
    if a.workers == 0 || a.rounds == 0 || a.slots == 0 {
        bail!("--workers, --rounds and --slots must be at least 1");
    }
    if let Some(bad) = sfs.iter().find(|s| !(s.is_finite() && **s > 0.0)) {
        bail!("--sf {bad}: a scale factor is a positive number");
    }
    if a.rates.is_empty() {
        bail!("--rates: give at least one link rate, e.g. 300mbit,1gbit");
    }
    for r in &a.rates {
        netjoin_net::testbed::parse_rate(r).map_err(|e| anyhow::anyhow!("--rates: {e}"))?;
    }
    if !(a.query_timeout.is_finite() && a.query_timeout > 0.0) {
        bail!("--query-timeout {}: give a positive number of seconds", a.query_timeout);
    }
    let skew = !a.no_skew && a.workers > 1;
    if !a.no_skew && a.workers == 1 {
        eprintln!("cluster bench: one worker: no shuffle to skew, so no skewed data set");
    }
    // A cluster of this prefix left by an earlier run that did not end (killed).
    if netjoin_net::testbed::ClusterState::load(&a.prefix)?.is_some() || netjoin_net::testbed::load_state(&a.prefix).is_some() {
        eprintln!("cluster bench: a cluster or testbed `{}` is up from an earlier run: bringing it down first", a.prefix);
        super::down(&a.prefix)?;
    }

    let scratch = std::env::temp_dir().join(format!("netjoin-cluster-bench-testbed-{}", std::process::id()));
    struct Cleanup(PathBuf);
    impl Drop for Cleanup {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
    let _cleanup = Cleanup(scratch.clone());
    let rt = netjoin_compiler::cli::runtime(a.workers.max(2))?;
    let opts = SessionOptions { workers: a.workers, strategy: Strategy::Shuffle, ..Default::default() };

    // The data sets and their local DataFusion results.
    let mut datasets: Vec<Dataset> = Vec::new();
    for (i, &sf) in sfs.iter().enumerate() {
        let dir = scratch.join(format!("sf{i}"));
        eprintln!("cluster bench: TPC-H SF {sf}: generating {} partitions in {}", a.workers, dir.display());
        netjoin_compiler::gen::gen_tpch(&netjoin_compiler::gen::TpchArgs {
            sf,
            parts: a.workers,
            out: dir.join("uniform"),
            tables: STAR_TABLES.iter().map(|t| t.to_string()).collect(),
        })?;
        let uniform: Vec<(String, PathBuf)> = STAR_TABLES.iter().map(|t| (t.to_string(), dir.join("uniform").join(t))).collect();
        let mut sets = vec![("uniform", uniform.clone())];
        if skew {
            let t0 = Instant::now();
            let shares = skew_lineitem(&dir.join("uniform").join("lineitem"), &dir.join("skewed").join("lineitem"), a.workers)?;
            eprintln!(
                "cluster bench: SF {sf}: skewed lineitem in {:.1} s; tuples per shuffle partition: {shares}",
                t0.elapsed().as_secs_f64()
            );
            let skewed = uniform.iter().map(|(t, p)| (t.clone(), if t == "lineitem" { dir.join("skewed").join(t) } else { p.clone() })).collect();
            sets.push(("skewed", skewed));
        }
        for (name, tables) in sets {
            let reference = rt.block_on(async {
                let ctx = netjoin_compiler::new_session(&opts).await?;
                for (t, p) in &tables {
                    netjoin_compiler::register_table(&ctx, t, p).await?;
                }
                let (secs, rows) = star_join(&ctx).await?;
                eprintln!("cluster bench: SF {sf} {name}: local DataFusion {secs:.3} s");
                Ok::<_, anyhow::Error>(rows)
            })?;
            datasets.push(Dataset { sf, name, tables, reference });
        }
    }

    // Timings per (rate, data set, variant), in that nesting.
    let mut times: Vec<Vec<Vec<Vec<f64>>>> = vec![vec![vec![Vec::new(); VARIANTS.len()]; datasets.len()]; a.rates.len()];
    let watchdog = Watchdog::start(scratch.clone());
    for (ri, rate) in a.rates.iter().enumerate() {
        for &strategy in &CLUSTERS {
            let sname = super::strategy_name(strategy);
            eprintln!("cluster bench: rate {rate}, strategy {sname}: bringing the cluster `{}` up", a.prefix);
            let (cluster, url) = Cluster::up(a, rate, strategy)?;
            let result = rt.block_on(async {
                // A client session per variant and data set.
                let mut ctxs = Vec::new();
                for (vi, _) in VARIANTS.iter().enumerate().filter(|(_, v)| v.cluster == strategy) {
                    for (di, d) in datasets.iter().enumerate() {
                        let ctx = netjoin_cluster::remote(&url, &opts).await?;
                        for (t, p) in &d.tables {
                            netjoin_compiler::register_table(&ctx, t, p).await?;
                        }
                        ctxs.push((vi, di, ctx));
                    }
                }
                for round in 0..=a.rounds {
                    for (vi, di, ctx) in &ctxs {
                        let (v, d) = (&VARIANTS[*vi], &datasets[*di]);
                        let what = format!("rate {rate}, {}, SF {} {}, round {round}", v.name, d.sf, d.name);
                        watchdog.arm(a.query_timeout, what.clone(), &a.prefix);
                        let got = star_join(ctx).await;
                        watchdog.disarm();
                        let (secs, rows) = got.with_context(|| format!("{what}: the query failed"))?;
                        if let Some(why) = d.reference.difference(&rows) {
                            bail!("{what}: the result differs from local DataFusion's: {why}");
                        }
                        // Round 0 warms the caches and the switch's memory.
                        if round > 0 {
                            times[ri][*di][*vi].push(secs);
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
                return Err(e.context(format!("the cluster's processes:\n{}", cluster_logs(&a.prefix))));
            }
            eprintln!("cluster bench: rate {rate}, strategy {sname}: bringing the cluster `{}` down", a.prefix);
            cluster.down()?;
        }
    }

    // The table, the CSV and the plot.
    let stats = |v: &[f64]| {
        let mut s = v.to_vec();
        let min = s.iter().cloned().fold(f64::INFINITY, f64::min);
        let max = s.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        (median(&mut s), min, max)
    };
    println!(
        "TPC-H 3-way star join on the namespace testbed: {} workers (an executor each, {} task slot{}), switchd's model; \
         median, min and max of {} rounds after a warm-up (seconds)",
        a.workers,
        a.slots,
        if a.slots == 1 { "" } else { "s" },
        a.rounds
    );
    println!("{:>5} {:>9} {:>8} {:>8} {:>9} {:>9} {:>9} {:>12}", "SF", "rate", "dataset", "strategy", "median", "min", "max", "shuffle/inp");
    let mut csv = String::from("sf,rate,dataset,strategy,median_s,min_s,max_s,ratio_to_inp,times_s\n");
    let inp = VARIANTS.iter().position(|v| v.cluster == Strategy::Inp).unwrap();
    for (ri, rate) in a.rates.iter().enumerate() {
        for (di, d) in datasets.iter().enumerate() {
            let base = stats(&times[ri][di][inp]).0;
            for (vi, v) in VARIANTS.iter().enumerate() {
                let (med, min, max) = stats(&times[ri][di][vi]);
                let ratio = med / base;
                let r = if vi == inp { String::new() } else { format!("{ratio:.2}") };
                println!("{:>5} {rate:>9} {:>8} {:>8} {med:>9.3} {min:>9.3} {max:>9.3} {r:>12}", d.sf, d.name, v.name);
                let all: Vec<String> = times[ri][di][vi].iter().map(|t| format!("{t:.4}")).collect();
                csv.push_str(&format!("{},{rate},{},{},{med:.4},{min:.4},{max:.4},{ratio:.4},{}\n", d.sf, d.name, v.name, all.join(";")));
            }
        }
    }
    if let Some(out) = &a.out {
        std::fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
        let (csv_path, png_path) = (out.join("testbed.csv"), out.join("testbed.png"));
        std::fs::write(&csv_path, csv).with_context(|| format!("writing {}", csv_path.display()))?;
        let groups: Vec<String> = a.rates.iter().enumerate().map(|(i, r)| format!("{} = {r}", i + 1)).collect();
        let panels: Vec<netjoin_experiments::plot::Panel> = datasets
            .iter()
            .enumerate()
            .map(|(di, d)| {
                let series = VARIANTS
                    .iter()
                    .enumerate()
                    .map(|(vi, v)| {
                        let heights: Vec<f64> = (0..a.rates.len()).map(|ri| stats(&times[ri][di][vi]).0).collect();
                        netjoin_experiments::plot::Series {
                            label: v.label.to_string(),
                            points: bar_points(&heights, vi, VARIANTS.len()),
                            color: vi,
                            dashed: false,
                        }
                    })
                    .collect();
                netjoin_experiments::plot::Panel {
                    title: format!("TPC-H SF {} star join, {} data, {} workers", d.sf, d.name, a.workers),
                    x_label: format!("link rate ({})", groups.join(", ")),
                    y_label: "seconds (median)".into(),
                    log_x: false,
                    log_y: false,
                    series,
                    headroom: 1.6,
                }
            })
            .collect();
        netjoin_experiments::plot::plot_png(&png_path, &panels)?;
        println!("wrote {} and {}", csv_path.display(), png_path.display());
    }
    Ok(())
}
