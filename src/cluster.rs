//! `netjoin run --cluster` and `netjoin explain --cluster`: the query as a
//! Ballista job, and the stages it becomes; `netjoin cluster scheduler`,
//! `executor` and `bench`.

use anyhow::{bail, Context, Result};
use netjoin_compiler::cli::{session_options, ExplainArgs, Hooks, RunArgs};
use netjoin_compiler::datafusion::arrow::array::RecordBatch;
use netjoin_compiler::SwitchKind;

/// Where `--cluster` runs the query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClusterTarget {
    /// A Ballista scheduler and executor in this process.
    Standalone,
    /// The Ballista scheduler at this URL (`df://host:port`).
    Remote(String),
}

pub fn parse_target(s: &str) -> Result<ClusterTarget, String> {
    match s {
        "standalone" => Ok(ClusterTarget::Standalone),
        url if url.starts_with("df://") && url.len() > "df://".len() => Ok(ClusterTarget::Remote(url.to_string())),
        other => Err(format!(
            "`{other}`: give `standalone` (a Ballista scheduler and executor in this process) \
             or a scheduler's URL, df://HOST:PORT"
        )),
    }
}

/// A client session on `target`, and the star-join rule's decisions where
/// this process plans (standalone).
async fn connect(
    target: &ClusterTarget,
    opts: &netjoin_compiler::SessionOptions,
) -> Result<(netjoin_compiler::datafusion::prelude::SessionContext, netjoin_compiler::session::Decisions)> {
    match target {
        ClusterTarget::Standalone => netjoin_cluster::standalone(opts).await,
        ClusterTarget::Remote(url) => {
            netjoin_cluster::process::check_strategy(opts.strategy)?;
            Ok((netjoin_cluster::remote(url, opts).await?, None))
        }
    }
}

/// Runs `args`' query on the cluster and prints the result as CSV.
pub fn run(args: &RunArgs, target: &ClusterTarget, hooks: &Hooks) -> Result<()> {
    let opts = session_options(&args.query, &args.engine, &args.model, hooks)?;
    if opts.switch == SwitchKind::Testbed {
        bail!("--cluster drives the in-process switch (model, rtl), not the testbed's");
    }
    if args.pcap.is_some() {
        bail!("--pcap records the single-process run; drop --cluster to record a query's frames");
    }
    let tables = args.query.data_tables()?;
    let sql = args.query.sql_text()?;
    let rt = netjoin_compiler::cli::runtime(opts.workers)?;
    let (schema, batches, decisions) = rt.block_on(async {
        let mark = netjoin_compiler::node::finished_mark();
        let (ctx, decisions) = connect(target, &opts).await?;
        for (name, path) in &tables {
            netjoin_compiler::register_table(&ctx, name, path).await?;
        }
        let df = ctx.sql(&sql).await.map_err(netjoin_compiler::cli::df_error)?;
        let schema = std::sync::Arc::new(df.schema().as_arrow().clone());
        let batches: Vec<RecordBatch> = df.collect().await.map_err(netjoin_compiler::cli::df_error)?;
        let reports = netjoin_compiler::node::finished_since(mark);
        if args.verbose {
            for (q, r) in &reports {
                eprintln!("switch query {q:016x}:\n{r}");
            }
        }
        Ok::<_, anyhow::Error>((schema, batches, decisions))
    })?;
    if args.verbose {
        if let Some(d) = decisions {
            for d in d.lock().map(|v| v.clone()).unwrap_or_default() {
                for j in &d.joins {
                    eprintln!("star join: {}: {}", j.on, j.reason);
                }
            }
        }
    }
    let out = netjoin_compiler::cli::QueryOutput { schema, batches, reports: Vec::new(), decisions: Vec::new() };
    print!("{}", out.to_csv().context("writing the result as CSV")?);
    Ok(())
}

/// Prints the distributed plan Ballista's scheduler makes for `args`' query:
/// its stages, the switch node in the probe stage, and the star-join
/// decisions behind it.
pub fn explain(args: &ExplainArgs, target: &ClusterTarget, hooks: &Hooks) -> Result<()> {
    if args.query.stats.is_some() {
        bail!("--cluster plans real tables: give --table NAME=PATH (--stats plans without data, in one process)");
    }
    if args.json {
        bail!("--cluster prints the distributed plan as text; --json is for the single-process plan");
    }
    let opts = session_options(&args.query, &args.engine, &args.model, hooks)?;
    let sql = args.query.sql_text()?;
    let rt = netjoin_compiler::cli::runtime(opts.workers)?;
    let (stages, decisions) = rt.block_on(async {
        let (ctx, decisions) = connect(target, &opts).await?;
        netjoin_compiler::cli::register_tables(&ctx, &args.query).await?;
        let batches = ctx
            .sql(&format!("EXPLAIN {sql}"))
            .await
            .map_err(netjoin_compiler::cli::df_error)?
            .collect()
            .await
            .map_err(netjoin_compiler::cli::df_error)?;
        Ok::<_, anyhow::Error>((distributed_plan(&batches)?, decisions))
    })?;
    let decisions = decisions.map(|d| d.lock().map(|v| v.clone()).unwrap_or_default()).unwrap_or_default();
    print!("{}", netjoin_compiler::explain::datafusion_text(&stages, &decisions, &opts));
    Ok(())
}

/// The `distributed_plan` row of Ballista's EXPLAIN output (columns
/// `plan_type`, `plan`).
fn distributed_plan(batches: &[RecordBatch]) -> Result<String> {
    use netjoin_compiler::datafusion::arrow::array::AsArray;
    for b in batches {
        let (Some(kind), Some(plan)) = (b.column_by_name("plan_type"), b.column_by_name("plan")) else {
            bail!("Ballista's EXPLAIN output has no plan_type and plan columns");
        };
        let (kind, plan) = (kind.as_string_opt::<i32>(), plan.as_string_opt::<i32>());
        let (Some(kind), Some(plan)) = (kind, plan) else {
            bail!("Ballista's EXPLAIN output: plan_type and plan are not text");
        };
        for row in 0..b.num_rows() {
            if kind.value(row) == "distributed_plan" {
                return Ok(plan.value(row).to_string());
            }
        }
    }
    bail!("Ballista's EXPLAIN output has no distributed plan")
}

/// `netjoin cluster`: commands for the Ballista cluster.
#[derive(clap::Args)]
pub struct ClusterArgs {
    #[command(subcommand)]
    what: ClusterWhat,
}

#[derive(clap::Subcommand)]
enum ClusterWhat {
    /// Runs a Ballista scheduler (netjoin's planner and codec) until killed.
    Scheduler(SchedulerArgs),
    /// Runs a Ballista executor (netjoin's codec) until killed.
    Executor(ExecutorArgs),
    /// Times TPC-H's 3-way star join (lineitem with part, supplier, orders) on
    /// one machine: local DataFusion, Ballista's own distributed plan, and
    /// Ballista with the switch join (in-process model); rounds interleaved,
    /// every result checked equal; and Ballista's per-query overhead.
    Bench(BenchArgs),
}

/// What scheduler and executors plan and run with.
#[derive(clap::Args)]
struct ProcessArgs {
    /// Partitions of every stage.
    #[arg(long, default_value_t = 4)]
    workers: usize,
    /// Only `shuffle` (Ballista's own plan) across processes, for now.
    #[arg(long, value_enum, default_value_t = netjoin_compiler::Strategy::Shuffle)]
    strategy: netjoin_compiler::Strategy,
}

impl ProcessArgs {
    fn options(&self) -> Result<netjoin_compiler::SessionOptions> {
        if self.workers == 0 {
            bail!("--workers must be at least 1");
        }
        Ok(netjoin_compiler::SessionOptions { workers: self.workers, strategy: self.strategy, ..Default::default() })
    }
}

#[derive(clap::Args)]
struct SchedulerArgs {
    /// Address to listen on (gRPC for clients and executors).
    #[arg(long, default_value = "127.0.0.1:50050")]
    bind: std::net::SocketAddr,
    #[command(flatten)]
    process: ProcessArgs,
}

#[derive(clap::Args)]
struct ExecutorArgs {
    /// The scheduler's address.
    #[arg(long, default_value = "127.0.0.1:50050")]
    scheduler: std::net::SocketAddr,
    /// Host to listen on and advertise.
    #[arg(long, default_value = "127.0.0.1")]
    host: String,
    /// Arrow Flight port (shuffle data).
    #[arg(long, default_value_t = 50051)]
    flight_port: u16,
    /// gRPC port (tasks).
    #[arg(long, default_value_t = 50052)]
    grpc_port: u16,
    /// Concurrent tasks.
    #[arg(long, default_value_t = 2)]
    slots: usize,
    /// Where shuffle files go.
    #[arg(long, value_name = "DIR")]
    work_dir: std::path::PathBuf,
    #[command(flatten)]
    process: ProcessArgs,
}

#[derive(clap::Args)]
pub struct BenchArgs {
    /// TPC-H scale factors, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "0.1,0.3,1")]
    sf: Vec<f64>,
    /// Partitions, executor task slots and switch ports.
    #[arg(long, default_value_t = 2)]
    workers: usize,
    /// Timed rounds per configuration and scale (after one warm-up).
    #[arg(long, default_value_t = 3)]
    rounds: usize,
    /// Writes bench.csv and bench.png here.
    #[arg(long, value_name = "DIR")]
    out: Option<std::path::PathBuf>,
}

impl ClusterArgs {
    pub fn run(self) -> Result<()> {
        match self.what {
            ClusterWhat::Bench(b) => bench(&b),
            ClusterWhat::Scheduler(a) => {
                let opts = a.process.options()?;
                netjoin_compiler::cli::runtime(2)?.block_on(netjoin_cluster::process::run_scheduler(a.bind, &opts))
            }
            ClusterWhat::Executor(a) => {
                let opts = a.process.options()?;
                let place = netjoin_cluster::process::ExecutorPlace {
                    scheduler: a.scheduler,
                    host: a.host,
                    flight_port: a.flight_port,
                    grpc_port: a.grpc_port,
                    slots: a.slots,
                    work_dir: a.work_dir,
                };
                netjoin_compiler::cli::runtime(a.slots.max(2))?.block_on(netjoin_cluster::process::run_executor(&place, &opts))
            }
        }
    }
}

const STAR_SQL: &str = "SELECT count(*), sum(l_extendedprice), sum(p_retailprice), sum(s_acctbal), sum(o_totalprice) \
    FROM lineitem JOIN part ON l_partkey = p_partkey JOIN supplier ON l_suppkey = s_suppkey \
    JOIN orders ON l_orderkey = o_orderkey";
const STAR_TABLES: [&str; 4] = ["lineitem", "part", "supplier", "orders"];

/// The configurations the bench compares, in the order they run in a round.
const CONFIGS: [&str; 4] = ["local DataFusion", "local + switch model", "Ballista shuffle", "Ballista + switch model"];

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn bench(a: &BenchArgs) -> Result<()> {
    use netjoin_compiler::compare::Rows;
    use netjoin_compiler::{SessionOptions, Strategy};
    use std::time::Instant;
    if a.workers == 0 || a.rounds == 0 {
        bail!("--workers and --rounds must be at least 1");
    }
    if let Some(bad) = a.sf.iter().find(|s| !(s.is_finite() && **s > 0.0)) {
        bail!("--sf {bad}: a scale factor is a positive number");
    }
    let scratch = std::env::temp_dir().join(format!("netjoin-cluster-bench-{}", std::process::id()));
    struct Cleanup(std::path::PathBuf);
    impl Drop for Cleanup {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
    let _cleanup = Cleanup(scratch.clone());
    let rt = netjoin_compiler::cli::runtime(a.workers)?;
    let opts = |s: Strategy| SessionOptions { workers: a.workers, strategy: s, ..Default::default() };
    // Per scale: median seconds per configuration.
    let mut rows: Vec<(f64, [f64; 4])> = Vec::new();
    // Ballista's per-query overhead: (local, Ballista) for the star join
    // reading no rows, and Ballista's time for a job with no table.
    let mut overhead = (f64::NAN, f64::NAN, f64::NAN);
    rt.block_on(async {
        let local = netjoin_compiler::new_session(&opts(Strategy::Shuffle)).await?;
        let local_inp = netjoin_compiler::new_session(&opts(Strategy::Inp)).await?;
        let (shuffle, _) = netjoin_cluster::standalone(&opts(Strategy::Shuffle)).await?;
        let (inp, _) = netjoin_cluster::standalone(&opts(Strategy::Inp)).await?;
        let ctxs = [&local, &local_inp, &shuffle, &inp];
        for (i, &sf) in a.sf.iter().enumerate() {
            let dir = scratch.join(format!("sf{i}"));
            eprintln!("cluster bench: TPC-H SF {sf}: generating {} partitions", a.workers);
            netjoin_compiler::gen::gen_tpch(&netjoin_compiler::gen::TpchArgs {
                sf,
                parts: a.workers,
                out: dir.clone(),
                tables: STAR_TABLES.iter().map(|t| t.to_string()).collect(),
            })?;
            for ctx in ctxs {
                for t in STAR_TABLES {
                    let _ = ctx.deregister_table(t);
                    netjoin_compiler::register_table(ctx, t, &dir.join(t)).await?;
                }
            }
            let mut times: [Vec<f64>; 4] = Default::default();
            let mut reference: Option<Rows> = None;
            for round in 0..=a.rounds {
                for (c, ctx) in ctxs.iter().enumerate() {
                    let t0 = Instant::now();
                    let df = ctx.sql(STAR_SQL).await.map_err(netjoin_compiler::cli::df_error)?;
                    let types = df.schema().fields().iter().map(|f| f.data_type().clone()).collect();
                    let batches = df.collect().await.map_err(netjoin_compiler::cli::df_error)?;
                    let secs = t0.elapsed().as_secs_f64();
                    let got = Rows::new(types, &batches);
                    match &reference {
                        None => reference = Some(got),
                        Some(want) => {
                            if let Some(why) = want.difference(&got) {
                                bail!("SF {sf}: {} differs from local DataFusion: {why}", CONFIGS[c]);
                            }
                        }
                    }
                    // Round 0 warms the caches and the switch's memory.
                    if round > 0 {
                        times[c].push(secs);
                    }
                }
                eprintln!("cluster bench: SF {sf}: round {round} of {} done", a.rounds);
            }
            rows.push((sf, times.map(|mut t| median(&mut t))));
        }
        // Ballista's per-query overhead: a job that reads nothing (the
        // fact's filter prunes every row group by its statistics) and a job
        // with no table at all, against the same query in one process.
        let none = format!("{STAR_SQL} WHERE l_orderkey < 0");
        let mut empty: [Vec<f64>; 3] = Default::default();
        for _ in 0..=a.rounds {
            for (c, (ctx, sql)) in [(&local, none.as_str()), (&shuffle, none.as_str()), (&shuffle, "SELECT 1")].iter().enumerate() {
                let t0 = Instant::now();
                ctx.sql(sql).await.map_err(netjoin_compiler::cli::df_error)?.collect().await.map_err(netjoin_compiler::cli::df_error)?;
                empty[c].push(t0.elapsed().as_secs_f64());
            }
        }
        overhead = (median(&mut empty[0]), median(&mut empty[1]), median(&mut empty[2]));
        Ok::<_, anyhow::Error>(())
    })?;
    println!("TPC-H 3-way star join, {} workers, median of {} rounds (seconds)", a.workers, a.rounds);
    println!(
        "{:>6} {:>18} {:>22} {:>18} {:>24} {:>14} {:>15}",
        "SF", CONFIGS[0], CONFIGS[1], CONFIGS[2], CONFIGS[3], "shuffle/local", "shuffle/switch"
    );
    let mut csv = String::from("sf,local_s,local_switch_s,ballista_shuffle_s,ballista_switch_s\n");
    for (sf, t) in &rows {
        println!(
            "{sf:>6} {:>18.3} {:>22.3} {:>18.3} {:>24.3} {:>14.2} {:>15.2}",
            t[0],
            t[1],
            t[2],
            t[3],
            t[2] / t[0],
            t[2] / t[3]
        );
        csv.push_str(&format!("{sf},{},{},{},{}\n", t[0], t[1], t[2], t[3]));
    }
    println!(
        "Ballista's per-query overhead: the star join reading no rows {:.3} s (one process: {:.3} s); SELECT 1 {:.3} s",
        overhead.1, overhead.0, overhead.2
    );
    if let Some(out) = &a.out {
        std::fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
        std::fs::write(out.join("bench.csv"), csv)?;
        let series = CONFIGS
            .iter()
            .enumerate()
            .map(|(c, name)| netjoin_experiments::plot::Series {
                label: name.to_string(),
                points: rows.iter().map(|(sf, t)| (*sf, t[c])).collect(),
                color: c,
                dashed: c < 2,
            })
            .collect();
        let panel = netjoin_experiments::plot::Panel {
            title: format!("TPC-H 3-way star join on one machine, {} workers", a.workers),
            x_label: "TPC-H scale factor".into(),
            y_label: "seconds (median)".into(),
            log_x: true,
            log_y: false,
            series,
            headroom: 0.0,
        };
        netjoin_experiments::plot::plot_png(&out.join("bench.png"), &[panel])?;
        println!("wrote {} and {}", out.join("bench.csv").display(), out.join("bench.png").display());
    }
    Ok(())
}
