//! `netjoin run --cluster` and `netjoin explain --cluster`: the query as a
//! Ballista job, and the stages it becomes; `netjoin cluster scheduler`,
//! `executor` and `bench`; `netjoin cluster up` and `down`, a cluster of
//! those processes on the namespace testbed with switchd.

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
        url if url.starts_with("df://") && url.len() > "df://".len() => {
            Ok(ClusterTarget::Remote(url.to_string()))
        }
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
) -> Result<(
    netjoin_compiler::datafusion::prelude::SessionContext,
    netjoin_compiler::session::Decisions,
)> {
    match target {
        ClusterTarget::Standalone => netjoin_cluster::standalone(opts).await,
        // The scheduler plans, with the strategy the session names.
        ClusterTarget::Remote(url) => Ok((netjoin_cluster::remote(url, opts).await?, None)),
    }
}

/// Runs `args`' query on the cluster and prints the result as CSV.
pub fn run(args: &RunArgs, target: &ClusterTarget, hooks: &Hooks) -> Result<()> {
    install_tls_lookup();
    let opts = session_options(&args.query, &args.engine, &args.model, hooks)?;
    if opts.switch == SwitchKind::Testbed {
        bail!("--cluster drives the in-process switch (model, rtl), not the testbed's");
    }
    if args.pcap.is_some() {
        bail!("--pcap records the single-process run; drop --cluster to record a query's frames");
    }
    let tables = args.query.data_tables()?;
    let sql = args.query.sql_text()?;
    let rt = netjoin_compiler::session::runtime(opts.workers)?;
    let (schema, batches, decisions) = rt.block_on(async {
        let mark = netjoin_compiler::node::finished_mark();
        let (ctx, decisions) = connect(target, &opts).await?;
        for (name, path) in &tables {
            netjoin_compiler::register_table(&ctx, name, path).await?;
        }
        let (schema, batches) = collect_resubmitting(&ctx, &sql).await?;
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
    let out = netjoin_compiler::cli::QueryOutput {
        schema,
        batches,
        reports: Vec::new(),
        decisions: Vec::new(),
        planning_s: None,
    };
    print!("{}", out.to_csv().context("writing the result as CSV")?);
    Ok(())
}

/// Times a job is submitted at most: the first, and again after each
/// executor lost mid-job (the scheduler fails such a job rather than run a
/// stage twice: `netjoin_cluster::rerun`).
pub const MAX_SUBMISSIONS: usize = 3;

/// Submits `sql` as a job and collects its rows; submits it again, up to
/// [`MAX_SUBMISSIONS`] times in all, while the scheduler fails it because
/// an executor was lost while it ran. Every other error ends it.
pub async fn collect_resubmitting(
    ctx: &netjoin_compiler::datafusion::prelude::SessionContext,
    sql: &str,
) -> Result<(
    netjoin_compiler::datafusion::arrow::datatypes::SchemaRef,
    Vec<RecordBatch>,
)> {
    let mut submission = 1;
    loop {
        let df = ctx
            .sql(sql)
            .await
            .map_err(netjoin_compiler::cli::df_error)?;
        let schema = std::sync::Arc::new(df.schema().as_arrow().clone());
        match df.collect().await {
            Ok(batches) => return Ok((schema, batches)),
            Err(e) => {
                let e = netjoin_compiler::cli::df_error(e);
                let lost = format!("{e:#}").contains(netjoin_cluster::rerun::REFUSED_JOB_MESSAGE);
                if !lost {
                    return Err(e);
                }
                if submission == MAX_SUBMISSIONS {
                    return Err(e.context(format!(
                        "the job lost an executor in each of its {MAX_SUBMISSIONS} submissions"
                    )));
                }
                eprintln!(
                    "netjoin: submission {submission} of the job failed: an executor was lost while it ran, \
                     and the scheduler does not run a stage twice (its consumers would read both attempts); \
                     submitting it again"
                );
                submission += 1;
            }
        }
    }
}

/// Prints the distributed plan Ballista's scheduler makes for `args`' query:
/// its stages, the switch node in the probe stage, and the star-join
/// decisions behind it.
pub fn explain(args: &ExplainArgs, target: &ClusterTarget, hooks: &Hooks) -> Result<()> {
    install_tls_lookup();
    if args.query.stats.is_some() {
        bail!("--cluster plans real tables: give --table NAME=PATH (--stats plans without data, in one process)");
    }
    if args.json {
        bail!(
            "--cluster prints the distributed plan as text; --json is for the single-process plan"
        );
    }
    let opts = session_options(&args.query, &args.engine, &args.model, hooks)?;
    let sql = args.query.sql_text()?;
    let rt = netjoin_compiler::session::runtime(opts.workers)?;
    let (stages, decisions) = rt.block_on(async {
        let (ctx, decisions) = connect(target, &opts).await?;
        netjoin_compiler::cli::register_tables(&ctx, &args.query).await?;
        Ok::<_, anyhow::Error>((explain_distributed(&ctx, &sql).await?, decisions))
    })?;
    let decisions = decisions
        .map(|d| d.lock().map(|v| v.clone()).unwrap_or_default())
        .unwrap_or_default();
    print!(
        "{}",
        netjoin_compiler::explain::datafusion_text(&stages, &decisions, &opts)
    );
    Ok(())
}

/// The distributed plan Ballista's scheduler makes for `sql` in `ctx`.
async fn explain_distributed(
    ctx: &netjoin_compiler::datafusion::prelude::SessionContext,
    sql: &str,
) -> Result<String> {
    let batches = ctx
        .sql(&format!("EXPLAIN {sql}"))
        .await
        .map_err(netjoin_compiler::cli::df_error)?
        .collect()
        .await
        .map_err(netjoin_compiler::cli::df_error)?;
    distributed_plan(&batches)
}

/// The `distributed_plan` row of Ballista's EXPLAIN output (columns
/// `plan_type`, `plan`).
fn distributed_plan(batches: &[RecordBatch]) -> Result<String> {
    use netjoin_compiler::datafusion::arrow::array::AsArray;
    for b in batches {
        let (Some(kind), Some(plan)) = (b.column_by_name("plan_type"), b.column_by_name("plan"))
        else {
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

/// Where `cluster up` writes a cluster's CA, certificates and keys: next to
/// its state file, in a directory only root reads.
fn tls_dir(prefix: &str) -> std::path::PathBuf {
    netjoin_net::testbed::ClusterState::file(prefix).with_file_name(format!("{prefix}.cluster-tls"))
}

/// How a client of `df://URL` finds the cluster's certificates (unless
/// $NETJOIN_CLUSTER_TLS names a directory): the cluster `cluster up`
/// recorded with that scheduler URL, if it made certificates; otherwise the
/// client speaks plain gRPC.
fn install_tls_lookup() {
    use netjoin_net::testbed::ClusterState;
    netjoin_cluster::tls::install_client_lookup(Box::new(|url: &str| {
        let states = ClusterState::file("any");
        let Some(dir) = states.parent() else {
            return Ok(None);
        };
        let entries = match std::fs::read_dir(dir) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => {
                return Err(e).with_context(|| {
                    format!("looking for the cluster of {url} in {}", dir.display())
                })
            }
        };
        let url = url.trim_end_matches('/');
        for entry in entries {
            let name = entry
                .with_context(|| format!("listing {}", dir.display()))?
                .file_name();
            let Some(prefix) = name.to_str().and_then(|n| n.strip_suffix(".cluster.json")) else {
                continue;
            };
            if let Ok(Some(st)) = ClusterState::load(prefix) {
                if st.url.trim_end_matches('/') == url {
                    let tls = tls_dir(prefix);
                    return Ok(tls.is_dir().then_some(tls));
                }
            }
        }
        Ok(None)
    }));
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
    /// Brings a cluster up on the namespace testbed: the testbed (or the one
    /// that is up, if it has this shape), switchd in the switch's namespace,
    /// a scheduler on the bridge, an executor in every worker's namespace
    /// with a raw link to the switch. They run on after this command ends;
    /// it prints the scheduler's URL for `netjoin run --cluster`.
    Up(UpArgs),
    /// Stops what `up` started and removes the testbed.
    Down {
        #[arg(long, default_value = "nj")]
        prefix: String,
    },
    /// Times TPC-H's 3-way star join (lineitem with part, supplier, orders) on
    /// one machine: local DataFusion, Ballista's own distributed plan, and
    /// Ballista with the switch join (in-process model); rounds interleaved,
    /// every result checked equal; and Ballista's per-query overhead. With
    /// --testbed: clusters of processes on the namespace testbed, Ballista's
    /// shuffle against the switch join through switchd, per link rate.
    Bench(BenchArgs),
    /// Fits the scheduler's time model to what benches measured: the model
    /// points `bench --testbed --out DIR` writes (several benches' together,
    /// so that the fit sees each kind of work vary). Prints predicted
    /// against measured seconds and writes the calibration for `up
    /// --calibration`.
    Calibrate(testbed_bench::calibrate::CalibrateArgs),
}

/// What scheduler and executors plan and run with.
#[derive(clap::Args)]
struct ProcessArgs {
    /// Partitions of every stage.
    #[arg(long, default_value_t = 4)]
    workers: usize,
    /// How the scheduler plans the star joins of sessions that do not name a
    /// strategy: `shuffle` (Ballista's own plan), `inp` or `auto` (staged
    /// switch joins through switchd). netjoin's clients name theirs (`run
    /// --strategy`).
    #[arg(long, value_enum, default_value_t = netjoin_compiler::Strategy::Shuffle)]
    strategy: netjoin_compiler::Strategy,
    /// Seconds without a heartbeat after which the scheduler takes an
    /// executor as lost and runs its tasks again on the others (executors
    /// beat every quarter of it).
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(4..))]
    executor_timeout: u64,
    /// MTU of the links to the switch: a frame's tuple bytes are the MTU less
    /// the NetJoin header (9000 for jumbo frames).
    #[arg(long, default_value_t = 1500, value_parser = clap::value_parser!(u32).range(576..=9000))]
    mtu: u32,
    /// The rate of each executor's links (e.g. 300mbit): `auto` then prices
    /// its plans in seconds on links of that rate, Ballista's stage rounds
    /// included (--stage-ms). Without it, in bytes, as in one process.
    /// `cluster up` passes its --rate.
    #[arg(long, value_name = "RATE")]
    link_rate: Option<String>,
    /// With --link-rate: milliseconds Ballista's scheduler spends on one
    /// round of stages. The default is what the no-rows star joins of
    /// `cluster bench --testbed` measured: Ballista's plan for three joins
    /// (four stage rounds) takes 3-17 ms longer than the switch join's
    /// (three), though neither moves more than the dimensions.
    #[arg(long, default_value_t = 10.0, requires = "link_rate")]
    stage_ms: f64,
    /// With --link-rate: the time model fitted to this cluster's runs
    /// (`cluster calibrate`, or `cluster bench --testbed --calibrate FILE`),
    /// measured at the same link rate and worker count; `auto` then
    /// compares calibrated seconds.
    #[arg(long, value_name = "FILE", requires = "link_rate")]
    calibration: Option<std::path::PathBuf>,
    #[command(flatten)]
    tls: TlsArgs,
}

/// Mutual TLS for a scheduler or an executor: the three files, or none
/// (plain gRPC). `netjoin cluster up` makes them.
#[derive(clap::Args)]
struct TlsArgs {
    /// The cluster's CA certificate (PEM): every peer must present a
    /// certificate it signed.
    #[arg(long, value_name = "FILE", requires_all = ["tls_cert", "tls_key"])]
    tls_ca: Option<std::path::PathBuf>,
    /// This process's certificate (PEM), signed by the CA, for the IP
    /// addresses it listens on.
    #[arg(long, value_name = "FILE", requires_all = ["tls_ca", "tls_key"])]
    tls_cert: Option<std::path::PathBuf>,
    /// This process's private key (PEM).
    #[arg(long, value_name = "FILE", requires_all = ["tls_ca", "tls_cert"])]
    tls_key: Option<std::path::PathBuf>,
}

impl TlsArgs {
    fn files(&self) -> Option<netjoin_cluster::tls::TlsFiles> {
        match (&self.tls_ca, &self.tls_cert, &self.tls_key) {
            (Some(ca), Some(cert), Some(key)) => Some(netjoin_cluster::tls::TlsFiles {
                ca: ca.clone(),
                cert: cert.clone(),
                key: key.clone(),
            }),
            // clap requires all three or none.
            _ => None,
        }
    }

    /// The flags for `files`, on a child's command line.
    fn args(files: &netjoin_cluster::tls::TlsFiles) -> Vec<String> {
        [
            ("--tls-ca", &files.ca),
            ("--tls-cert", &files.cert),
            ("--tls-key", &files.key),
        ]
        .iter()
        .flat_map(|(flag, path)| [flag.to_string(), path.display().to_string()])
        .collect()
    }
}

impl ProcessArgs {
    fn options(&self) -> Result<netjoin_compiler::SessionOptions> {
        if self.workers == 0 {
            bail!("--workers must be at least 1");
        }
        let mut link = None;
        let mut calibration = None;
        if let Some(rate) = &self.link_rate {
            let bits = netjoin_net::testbed::parse_rate(rate)
                .map_err(|e| anyhow::anyhow!("--link-rate: {e}"))?;
            if !(self.stage_ms.is_finite() && self.stage_ms >= 0.0) {
                bail!("--stage-ms {}: give milliseconds, 0 or more", self.stage_ms);
            }
            link = Some((bits, self.stage_ms / 1e3));
            if let Some(path) = &self.calibration {
                let c = netjoin_compiler::cost::TimeCalibration::load(path)?;
                if c.rate_bps != bits || c.workers != self.workers {
                    bail!(
                        "--calibration {}: measured at {} Mbit/s with {} workers, not at --link-rate {rate} with --workers {}",
                        path.display(),
                        c.rate_bps as f64 / 1e6,
                        c.workers,
                        self.workers
                    );
                }
                if (c.stage_seconds - self.stage_ms / 1e3).abs() > 1e-9 {
                    bail!(
                        "--calibration {}: fitted on a model with stage rounds of {} ms, not --stage-ms {}",
                        path.display(),
                        c.stage_seconds * 1e3,
                        self.stage_ms
                    );
                }
                calibration = Some(c);
            }
        }
        Ok(cluster_options(
            self.workers,
            self.strategy,
            self.mtu,
            link,
            calibration,
        ))
    }
}

/// The session options of a cluster's scheduler and executors: `workers`
/// partitions, frames of `mtu` to switchd (a cluster of processes reaches
/// one switch outside them, over each executor's --switch-link), and with
/// `link` = (bits per second, seconds per stage round) plans priced in
/// seconds on links of that rate, calibrated or not.
pub(crate) fn cluster_options(
    workers: usize,
    strategy: netjoin_compiler::Strategy,
    mtu: u32,
    link: Option<(u64, f64)>,
    calibration: Option<netjoin_compiler::cost::TimeCalibration>,
) -> netjoin_compiler::SessionOptions {
    let mut cost = netjoin_compiler::cost::CostParams::default();
    if let Some((bits, stage_seconds)) = link {
        cost.link_bytes_per_s = bits as f64 / 8.0;
        cost.objective = netjoin_compiler::cost::Objective::Time;
        cost.stage_seconds = stage_seconds;
        cost.calibration = calibration;
    }
    netjoin_compiler::SessionOptions {
        workers,
        strategy,
        switch: SwitchKind::Testbed,
        max_payload: netjoin_net::testbed::max_payload_for_mtu(mtu),
        cost,
        ..Default::default()
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
    /// The executor's raw link to the switch (on the testbed: `sw` in the
    /// worker's namespace): its tasks send and receive the switch join's
    /// frames there. Needs root (CAP_NET_RAW).
    #[arg(long, value_name = "IFACE")]
    switch_link: Option<String>,
    /// The switch's MAC on that link [default: the testbed switch's, 02:4e:4a:00:ff:ff].
    #[arg(long, value_name = "MAC", requires = "switch_link")]
    switch_mac: Option<netjoin_proto::Mac>,
    /// Software impairments on what the link receives,
    /// `loss,duplicate,reorder,delay_ms` (percent, percent, percent, ms):
    /// for a testbed whose kernel has no netem.
    #[arg(long, value_name = "SPEC", value_parser = netjoin_net::link::Impair::parse_arg, requires = "switch_link")]
    impair: Option<netjoin_net::link::Impair>,
    /// The switch's control key (`--key-file`, as switchd's): the tasks
    /// seal their CONTROL frames with it.
    #[command(flatten)]
    key: netjoin_net::cli::KeyFileArg,
    #[command(flatten)]
    process: ProcessArgs,
}

#[derive(clap::Args)]
pub struct UpArgs {
    /// The testbed: prefix, workers (one executor each), rates, impairments.
    #[command(flatten)]
    testbed: netjoin_net::cli::TestbedUpArgs,
    /// The switch switchd runs: `model`, `rtl` (the Verilator model of the
    /// bitstream), or signature ids such as `k8v8t3,k8v16t2` (the model,
    /// loading only those, as the FPGA with that catalog would).
    #[arg(long, default_value = "model", value_parser = |s: &str| switchd_engine(s).map(|_| s.to_string()).map_err(|e| e.to_string()))]
    switch: String,
    /// The scheduler's strategy for sessions that name none (netjoin's
    /// clients name theirs: `run --cluster URL --strategy ...`).
    #[arg(long, value_enum, default_value_t = netjoin_compiler::Strategy::Shuffle)]
    strategy: netjoin_compiler::Strategy,
    /// Task slots per executor.
    #[arg(long, default_value_t = 2)]
    slots: usize,
    /// Seconds to wait for every process to be ready.
    #[arg(long, default_value_t = 60.0)]
    timeout: f64,
    /// Seconds without a heartbeat after which the scheduler takes an
    /// executor as lost and runs its tasks again on the others.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(4..))]
    executor_timeout: u64,
    /// Plain gRPC between scheduler, executors and clients. By default they
    /// talk mutual TLS with certificates from a CA made for the cluster.
    #[arg(long)]
    no_tls: bool,
    /// The scheduler's time model fitted to this testbed's runs (`cluster
    /// bench --testbed --calibrate FILE`, at the same --rate and --workers).
    #[arg(long, value_name = "FILE")]
    calibration: Option<std::path::PathBuf>,
}

/// The data `cluster bench --testbed` joins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BenchData {
    Tpch,
    Star,
}

#[derive(clap::Args)]
pub struct BenchArgs {
    /// TPC-H scale factors, comma-separated [default: 0.1,0.3,1; with --testbed 0.1].
    #[arg(long, value_delimiter = ',')]
    sf: Vec<f64>,
    /// Partitions, executor task slots and switch ports (with --testbed:
    /// workers, an executor each).
    #[arg(long, default_value_t = 2)]
    workers: usize,
    /// Timed rounds per configuration and scale (after one warm-up).
    #[arg(long, default_value_t = 3)]
    rounds: usize,
    /// Writes bench.csv and bench.png here (with --testbed: testbed.csv and testbed.png).
    #[arg(long, value_name = "DIR")]
    out: Option<std::path::PathBuf>,
    /// On clusters of processes on the namespace testbed (`cluster up`,
    /// root only): per link rate, Ballista's shuffle against the staged
    /// switch join through switchd, on TPC-H and on a lineitem whose keys
    /// are skewed (80 % of the tuples to one partition after a shuffle).
    #[arg(long)]
    testbed: bool,
    /// With --testbed: the link rates (workers' links to the switch and to
    /// the bridge alike), comma-separated.
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "300mbit,1gbit",
        requires = "testbed"
    )]
    rates: Vec<String>,
    /// With --testbed: the clusters' prefix.
    #[arg(long, default_value = "njb", requires = "testbed")]
    prefix: String,
    /// With --testbed: the clusters' control network, 10.231.X.0/24.
    #[arg(long, default_value_t = 78, requires = "testbed")]
    subnet: u8,
    /// With --testbed: task slots per executor. One, so that each worker's
    /// partition runs on its own executor: Ballista's scheduler fills one
    /// executor's slots first, and with two slots a 2-partition job runs
    /// wholly on executor 0 (its shuffle files never cross a link).
    #[arg(long, default_value_t = 1, requires = "testbed")]
    slots: usize,
    /// With --testbed: no skewed data set.
    #[arg(long, requires = "testbed")]
    no_skew: bool,
    /// With --testbed: the data joined. `tpch`: TPC-H's lineitem with part,
    /// supplier and orders (--sf). `star`: the paper's synthetic star, a
    /// fact table A of --ratios x --dim-rows rows with --dims dimensions of
    /// --dim-rows rows each (the paper's figures 9.8, 9.9 and 9.10).
    #[arg(long, value_enum, default_value_t = BenchData::Tpch, requires = "testbed")]
    data: BenchData,
    /// With --testbed: the links' MTU (9000: jumbo frames), for the switch's
    /// frames and Ballista's TCP alike.
    #[arg(long, default_value_t = 1500, requires = "testbed")]
    mtu: u32,
    /// With --data star: rows of each dimension (B, C, D, ...).
    #[arg(long, default_value_t = 40_000, requires = "testbed")]
    dim_rows: usize,
    /// With --data star: A's size as multiples of a dimension's,
    /// comma-separated (the paper's A = 100 x B among them).
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "100",
        requires = "testbed"
    )]
    ratios: Vec<usize>,
    /// With --data star: numbers of dimension tables joined, comma-separated
    /// (the paper's figure 9.10: 1,2,3,4, all tables of --dim-rows rows
    /// with --ratios 1).
    #[arg(long, value_delimiter = ',', default_value = "3", requires = "testbed")]
    dims: Vec<usize>,
    /// With --data star: also a data set whose foreign keys follow Zipf's
    /// law with θ = 1 (the paper's figure 9.9).
    #[arg(long, requires = "testbed")]
    zipf: bool,
    /// With --testbed: seconds a query may take before the bench gives up
    /// (it prints the cluster's logs and brings it down).
    #[arg(long, default_value_t = 600.0, requires = "testbed")]
    query_timeout: f64,
    /// With --testbed, at one rate: fit the scheduler's time model to the
    /// measured medians of both strategies (each over the model's link
    /// seconds, built rows, probed rows and stage rounds), write it to FILE,
    /// and print predicted against measured seconds per data set. `cluster
    /// calibrate` fits several benches' model points together.
    #[arg(long, value_name = "FILE", requires = "testbed")]
    calibrate: Option<std::path::PathBuf>,
    /// With --testbed: the clusters' schedulers price plans with this time
    /// calibration (`cluster up --calibration`).
    #[arg(long, value_name = "FILE", requires = "testbed")]
    calibration: Option<std::path::PathBuf>,
}

impl ClusterArgs {
    pub fn run(self) -> Result<()> {
        // `bench --testbed` connects to the clusters it brings up.
        install_tls_lookup();
        match self.what {
            ClusterWhat::Bench(b) => bench(&b),
            ClusterWhat::Calibrate(c) => testbed_bench::calibrate::calibrate_command(&c),
            ClusterWhat::Scheduler(a) => {
                let opts = a.process.options()?;
                netjoin_compiler::session::runtime(2)?.block_on(
                    netjoin_cluster::process::run_scheduler(
                        a.bind,
                        &opts,
                        a.process.executor_timeout,
                        a.process.tls.files().as_ref(),
                    ),
                )
            }
            ClusterWhat::Up(a) => up(&a),
            ClusterWhat::Down { prefix } => down(&prefix),
            ClusterWhat::Executor(a) => {
                let opts = a.process.options()?;
                let ports: Option<std::sync::Arc<dyn netjoin_host::port::SwitchPorts>> =
                    match &a.switch_link {
                        Some(iface) => {
                            let mac = a
                                .switch_mac
                                .unwrap_or_else(netjoin_net::testbed::switch_mac);
                            let ports = netjoin_net::RawLinkPorts::open(
                                iface,
                                mac,
                                a.key.key()?,
                                a.impair.unwrap_or_default(),
                            )
                            .with_context(|| {
                                format!("opening the executor's link to the switch on `{iface}`")
                            })?;
                            eprintln!(
                                "executor: tasks reach the switch {mac} through the {}",
                                netjoin_host::port::SwitchPorts::name(&ports)
                            );
                            Some(std::sync::Arc::new(ports))
                        }
                        None => None,
                    };
                let place = netjoin_cluster::process::ExecutorPlace {
                    scheduler: a.scheduler,
                    host: a.host,
                    flight_port: a.flight_port,
                    grpc_port: a.grpc_port,
                    slots: a.slots,
                    work_dir: a.work_dir,
                    executor_timeout_secs: a.process.executor_timeout,
                };
                let tls = a.process.tls.files();
                netjoin_compiler::session::runtime(a.slots.max(2))?.block_on(
                    netjoin_cluster::process::run_executor(&place, &opts, ports, tls.as_ref()),
                )
            }
        }
    }
}

/// The scheduler's port on the testbed's bridge, and the executors' ports
/// (Arrow Flight, gRPC) in their workers' namespaces.
const SCHEDULER_PORT: u16 = 50050;
const FLIGHT_PORT: u16 = 50051;
const GRPC_PORT: u16 = 50052;

fn log_path(prefix: &str, name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("netjoin-{prefix}-{name}.log"))
}

/// switchd's engine arguments for `cluster up --switch`.
fn switchd_engine(switch: &str) -> Result<Vec<String>> {
    if switch == "model" || switch == "rtl" {
        return Ok(vec!["--engine".into(), switch.into()]);
    }
    for id in switch.split(',') {
        if let Err(e) = netjoin_proto::Signature::parse_id(id.trim()) {
            bail!("--switch `{switch}`: `{id}` is neither model, rtl nor a signature id such as k8v8t3 ({e})");
        }
    }
    Ok(vec![
        "--engine".into(),
        "model".into(),
        "--signatures".into(),
        switch.into(),
    ])
}

/// A testbed's shape, for people.
fn shape(c: &netjoin_net::testbed::TestbedConfig) -> String {
    format!(
        "{} workers, rate {}, delay {} ms, loss {} %, duplicate {} %, reorder {} %, subnet 10.231.{}.0/24, MTU {}",
        c.workers,
        c.rate_bps.map_or("unshaped".to_string(), |r| format!("{r} bit/s")),
        c.delay_ms,
        c.loss,
        c.duplicate,
        c.reorder,
        c.subnet,
        c.mtu
    )
}

fn tcp_accepts(addr: &str) -> bool {
    addr.parse::<std::net::SocketAddr>().is_ok_and(|a| {
        std::net::TcpStream::connect_timeout(&a, std::time::Duration::from_millis(300)).is_ok()
    })
}

/// The processes `cluster up` has started so far: stopped again (and the
/// testbed removed, if it made it) unless it succeeds.
struct Starting {
    prefix: String,
    made_testbed: bool,
    procs: Vec<(netjoin_net::testbed::Detached, std::process::Child)>,
    /// The certificates it made.
    tls_dir: Option<std::path::PathBuf>,
    done: bool,
}

impl Starting {
    fn start(
        &mut self,
        name: &str,
        ns: Option<&str>,
        exe: &std::path::Path,
        args: &[String],
    ) -> Result<()> {
        let log = log_path(&self.prefix, &name.replace(' ', ""));
        let (d, child) = netjoin_net::testbed::spawn_detached(name, ns, exe, args, &log)?;
        eprintln!(
            "cluster up: started {name} (pid {}, log {})",
            d.pid,
            log.display()
        );
        self.procs.push((d, child));
        Ok(())
    }

    /// An error naming the process that has ended, if one has.
    fn check(&mut self) -> Result<()> {
        for (d, child) in &mut self.procs {
            if let Some(status) = child
                .try_wait()
                .with_context(|| format!("checking on {}", d.name))?
            {
                bail!(
                    "{} ended while the cluster came up ({status}); its log {}:\n{}",
                    d.name,
                    d.log.display(),
                    d.log_tail(20)
                );
            }
        }
        Ok(())
    }

    /// Waits until `ready`, failing at `deadline` or when a process ends.
    fn wait(
        &mut self,
        what: &str,
        deadline: std::time::Instant,
        log: &std::path::Path,
        mut ready: impl FnMut() -> bool,
    ) -> Result<()> {
        loop {
            self.check()?;
            if ready() {
                return Ok(());
            }
            if std::time::Instant::now() > deadline {
                let tail = self
                    .procs
                    .iter()
                    .find(|(d, _)| d.log == log)
                    .map(|(d, _)| d.log_tail(20))
                    .unwrap_or_default();
                bail!(
                    "timed out waiting for {what}; its log {}:\n{tail}",
                    log.display()
                );
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
    }
}

impl Drop for Starting {
    fn drop(&mut self) {
        if self.done {
            return;
        }
        let procs: Vec<_> = self.procs.iter().map(|(d, _)| d.clone()).collect();
        if !procs.is_empty() {
            eprintln!("cluster up: failed; stopping what it started");
        }
        netjoin_net::testbed::stop_detached(&procs, std::time::Duration::from_secs(3));
        for (_, child) in &mut self.procs {
            let _ = child.try_wait();
        }
        if let Some(d) = &self.tls_dir {
            if let Err(e) = std::fs::remove_dir_all(d) {
                eprintln!(
                    "cluster up: removing the certificates in {} failed: {e}",
                    d.display()
                );
            }
        }
        if self.made_testbed {
            eprintln!("cluster up: removing the testbed `{}` it made", self.prefix);
            if let Err(e) = netjoin_net::testbed::down(&self.prefix) {
                eprintln!(
                    "cluster up: removing the testbed `{}` failed: {e:#}",
                    self.prefix
                );
            }
        }
    }
}

/// The URL of the cluster `cfg.prefix` when it is up already as `a` asks
/// (with `strategy`); an error when it is up otherwise, or with processes
/// that ended; `None` when it is not up.
fn up_already(
    a: &UpArgs,
    cfg: &netjoin_net::testbed::TestbedConfig,
    strategy: &str,
) -> Result<Option<String>> {
    use netjoin_net::testbed::{self, ClusterState};
    let prefix = &cfg.prefix;
    if let Some(st) = ClusterState::load(prefix)? {
        let gone: Vec<String> = st
            .processes
            .iter()
            .filter(|p| !p.is_running())
            .map(|p| format!("{} (log {})", p.name, p.log.display()))
            .collect();
        let tls_on = tls_dir(prefix).is_dir();
        let same = st.workers == cfg.workers
            && st.strategy == strategy
            && st.switch == a.switch
            && st.slots == a.slots
            && tls_on != a.no_tls;
        if gone.is_empty()
            && same
            && testbed::load_state(prefix).is_some_and(|t| t.workers == cfg.workers)
        {
            eprintln!("cluster up: the cluster `{prefix}` is up already ({} workers, --strategy {strategy}, --switch {})", st.workers, st.switch);
            eprintln!(
                "cluster up: run queries with `netjoin run --cluster {} --workers {} ...`",
                st.url, st.workers
            );
            return Ok(Some(st.url));
        }
        if !gone.is_empty() {
            bail!(
                "the cluster `{prefix}` ({}) has processes that ended: {}; run `netjoin cluster down --prefix {prefix}` first",
                ClusterState::file(prefix).display(),
                gone.join(", ")
            );
        }
        bail!(
            "the cluster `{prefix}` is up with {} workers, --strategy {}, --switch {}, --slots {}, {}; \
             run `netjoin cluster down --prefix {prefix}` before changing it",
            st.workers,
            st.strategy,
            st.switch,
            st.slots,
            if tls_on { "mutual TLS" } else { "plain gRPC (--no-tls)" }
        );
    }
    Ok(None)
}

/// The members of a cluster's mutual TLS, each with the addresses it
/// listens on: the scheduler and the client (which connects from the host,
/// over the bridge) on the bridge, each executor in its namespace.
fn tls_members(
    tb: &netjoin_net::testbed::TestbedConfig,
) -> Result<Vec<netjoin_cluster::tls::Member>> {
    let ip = |s: String| {
        s.parse::<std::net::IpAddr>()
            .with_context(|| format!("the testbed's address `{s}` is not an IP address"))
    };
    let mut members = vec![
        netjoin_cluster::tls::Member {
            name: "scheduler".into(),
            ips: vec![ip(tb.bridge_ip())?],
        },
        netjoin_cluster::tls::Member {
            name: netjoin_cluster::tls::CLIENT.into(),
            ips: vec![ip(tb.bridge_ip())?],
        },
    ];
    for w in 0..tb.workers {
        members.push(netjoin_cluster::tls::Member {
            name: format!("executor-{w}"),
            ips: vec![ip(tb.worker_ip(w))?],
        });
    }
    Ok(members)
}

/// `netjoin cluster up`.
fn up(a: &UpArgs) -> Result<()> {
    use netjoin_net::testbed::{self, ClusterState};
    use std::time::{Duration, Instant};
    let cfg = a.testbed.config()?;
    let prefix = cfg.prefix.clone();
    let engine = switchd_engine(&a.switch)?;
    if a.slots == 0 {
        bail!("--slots must be at least 1");
    }
    if !(a.timeout.is_finite() && a.timeout > 0.0) {
        bail!("--timeout {}: give a positive number of seconds", a.timeout);
    }
    testbed::require_root("netjoin cluster up")?;
    let strategy = a.strategy.name();
    if let Some(url) = up_already(a, &cfg, &strategy)? {
        println!("{url}");
        return Ok(());
    }
    let mut starting = Starting {
        prefix: prefix.clone(),
        made_testbed: false,
        procs: Vec::new(),
        tls_dir: None,
        done: false,
    };
    let tb = match testbed::load_state(&prefix) {
        Some(old) => {
            let plain = |c: &testbed::TestbedConfig| testbed::TestbedConfig {
                emulated: false,
                ..c.clone()
            };
            if plain(&old) != plain(&cfg) {
                bail!(
                    "the testbed `{prefix}` is up with another shape ({}) than asked ({}); \
                     run `netjoin testbed down --prefix {prefix}` first, or ask for its shape",
                    shape(&old),
                    shape(&cfg)
                );
            }
            eprintln!(
                "cluster up: using the testbed `{prefix}` that is up ({})",
                shape(&old)
            );
            old
        }
        None => {
            eprintln!(
                "cluster up: bringing the testbed `{prefix}` up ({})",
                shape(&cfg)
            );
            starting.made_testbed = true;
            testbed::up_recorded(&cfg)
                .with_context(|| format!("bringing the testbed `{prefix}` up"))?
        }
    };
    // Nothing of another run may be in the way: a second switch would answer every frame twice.
    for ns in std::iter::once(tb.switch_ns()).chain((0..tb.workers).map(|w| tb.worker_ns(w))) {
        let pids = testbed::sh(&["ip", "netns", "pids", &ns]).unwrap_or_default();
        let pids: Vec<&str> = pids.split_whitespace().collect();
        if !pids.is_empty() {
            bail!(
                "namespace {ns} already runs processes (pids {}): another switchd or executor? \
                 stop them, or `netjoin cluster down --prefix {prefix}`",
                pids.join(" ")
            );
        }
    }
    let sched_addr = format!("{}:{SCHEDULER_PORT}", tb.bridge_ip());
    if tcp_accepts(&sched_addr) {
        bail!("something already listens on {sched_addr}, where the cluster's scheduler would: another cluster on this subnet?");
    }
    let exe = std::env::current_exe().context("finding the netjoin executable")?;
    let impair = tb.impair();
    let impair_args: Vec<String> = if tb.emulated && !impair.is_none() {
        vec!["--impair".into(), impair.to_arg()]
    } else {
        Vec::new()
    };
    let deadline = Instant::now() + Duration::from_secs_f64(a.timeout);
    let workers = tb.workers.to_string();
    let slots = a.slots.to_string();

    // The switch's control key, for switchd and every executor: a fresh
    // one per cluster, in place of any a failed run left.
    let key_file = control_key_file(&prefix);
    if let Some(dir) = key_file.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    remove_if_present(&key_file)?;
    netjoin_net::control_key::write_new_key_file(&key_file)?;
    let key_args = ["--key-file".to_string(), key_file.display().to_string()];

    // switchd, serving every switch port.
    let mut args = vec!["switchd".to_string()];
    for p in tb.switch_ports() {
        args.extend(["--port".to_string(), p]);
    }
    args.extend(key_args.iter().cloned());
    args.extend(engine);
    args.extend(impair_args.iter().cloned());
    starting.start("switchd", Some(&tb.switch_ns()), &exe, &args)?;
    let log = starting.procs[0].0.log.clone();
    starting.wait("switchd to serve its ports", deadline, &log, || {
        std::fs::read_to_string(&log).is_ok_and(|s| {
            s.lines()
                .any(|l| l.starts_with("switchd:") && l.contains(" engine on "))
        })
    })?;
    eprintln!(
        "cluster up: switchd serves {}",
        tb.switch_ports().join(", ")
    );

    // The cluster's CA and a certificate per process, for the addresses it
    // listens on ([`tls_members`]).
    let tls = if a.no_tls {
        None
    } else {
        let dir = tls_dir(&prefix);
        // What a run that failed half-way left: its CA would not match.
        if let Err(e) = std::fs::remove_dir_all(&dir) {
            if e.kind() != std::io::ErrorKind::NotFound {
                return Err(e).with_context(|| {
                    format!("removing the old certificates in {}", dir.display())
                });
            }
        }
        let members = tls_members(&tb)?;
        starting.tls_dir = Some(dir.clone());
        netjoin_cluster::tls::generate(&dir, &prefix, &members)
            .with_context(|| format!("making the cluster's certificates in {}", dir.display()))?;
        eprintln!(
            "cluster up: mutual TLS, the cluster's CA and certificates in {}",
            dir.display()
        );
        Some(dir)
    };
    let tls_args = |name: &str| -> Vec<String> {
        tls.as_ref()
            .map(|d| TlsArgs::args(&netjoin_cluster::tls::TlsFiles::in_dir(d, name)))
            .unwrap_or_default()
    };

    // The scheduler, on the bridge.
    // What the scheduler and every executor are started with alike.
    let process_args: Vec<String> = vec![
        "--workers".to_string(),
        workers.clone(),
        "--strategy".to_string(),
        strategy.clone(),
        "--executor-timeout".to_string(),
        a.executor_timeout.to_string(),
        "--mtu".to_string(),
        cfg.mtu.to_string(),
    ];
    let mut args: Vec<String> = ["cluster", "scheduler", "--bind", &sched_addr]
        .iter()
        .map(|s| s.to_string())
        .collect();
    args.extend(process_args.iter().cloned());
    // `auto` prices its plans in seconds on the links' rate.
    if let Some(bps) = cfg.rate_bps {
        args.extend(["--link-rate".to_string(), format!("{bps}bit")]);
    }
    if let Some(path) = &a.calibration {
        if cfg.rate_bps.is_none() {
            bail!("--calibration prices plans on links of a rate: give --rate");
        }
        let path = std::fs::canonicalize(path)
            .with_context(|| format!("--calibration {}", path.display()))?;
        args.extend(["--calibration".to_string(), path.display().to_string()]);
    }
    args.extend(tls_args("scheduler"));
    starting.start("scheduler", None, &exe, &args)?;
    let log = starting.procs[1].0.log.clone();
    starting.wait(
        &format!("the scheduler to listen on {sched_addr}"),
        deadline,
        &log,
        || tcp_accepts(&sched_addr),
    )?;
    eprintln!("cluster up: the scheduler listens on {sched_addr}");

    // An executor per worker, with its raw link to the switch.
    let mut work_dirs = Vec::new();
    for w in 0..tb.workers {
        let work = std::env::temp_dir().join(format!("netjoin-{prefix}-executor{w}"));
        let mut args: Vec<String> = [
            "cluster",
            "executor",
            "--scheduler",
            &sched_addr,
            "--host",
            &tb.worker_ip(w),
            "--flight-port",
            &FLIGHT_PORT.to_string(),
            "--grpc-port",
            &GRPC_PORT.to_string(),
            "--slots",
            &slots,
            "--work-dir",
            &work.display().to_string(),
            "--switch-link",
            "sw",
            "--switch-mac",
            &testbed::switch_mac().to_string(),
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        args.extend(process_args.iter().cloned());
        args.extend(impair_args.iter().cloned());
        args.extend(key_args.iter().cloned());
        args.extend(tls_args(&format!("executor-{w}")));
        starting.start(
            &format!("executor {w}"),
            Some(&tb.worker_ns(w)),
            &exe,
            &args,
        )?;
        work_dirs.push(work);
    }
    // An executor registers with the scheduler before it opens its Flight port.
    for w in 0..tb.workers {
        let (flight, grpc) = (
            format!("{}:{FLIGHT_PORT}", tb.worker_ip(w)),
            format!("{}:{GRPC_PORT}", tb.worker_ip(w)),
        );
        let log = starting.procs[2 + w].0.log.clone();
        starting.wait(
            &format!("executor {w} to register and serve on {flight}"),
            deadline,
            &log,
            || tcp_accepts(&grpc) && tcp_accepts(&flight),
        )?;
        eprintln!(
            "cluster up: executor {w} in {} registered, serving on {flight}",
            tb.worker_ns(w)
        );
    }
    let url = format!("df://{sched_addr}");
    let state = ClusterState {
        prefix: prefix.clone(),
        workers: tb.workers,
        url: url.clone(),
        strategy: strategy.clone(),
        switch: a.switch.clone(),
        slots: a.slots,
        made_testbed: starting.made_testbed,
        processes: starting.procs.iter().map(|(d, _)| d.clone()).collect(),
        work_dirs,
    };
    state.save()?;
    starting.done = true;
    eprintln!(
        "cluster up: the cluster `{prefix}` is up (state in {}); run queries with `netjoin run --cluster {url} --workers {} --strategy {strategy} ...`, \
         stop it with `netjoin cluster down --prefix {prefix}`",
        ClusterState::file(&prefix).display(),
        tb.workers
    );
    println!("{url}");
    Ok(())
}

/// The control key file of the cluster `prefix`, beside its state.
fn control_key_file(prefix: &str) -> std::path::PathBuf {
    netjoin_net::testbed::ClusterState::file(prefix).with_file_name(format!("{prefix}.control-key"))
}

/// Removes the file at `f`; one that does not exist is not an error.
fn remove_if_present(f: &std::path::Path) -> Result<()> {
    match std::fs::remove_file(f) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            Err(e).with_context(|| format!("removing {}", f.display()))
        }
        _ => Ok(()),
    }
}

/// `netjoin cluster down`.
fn down(prefix: &str) -> Result<()> {
    use netjoin_net::testbed::{self, ClusterState};
    testbed::require_root("netjoin cluster down")?;
    let state = match ClusterState::load(prefix) {
        Ok(s) => s,
        Err(e) => {
            // Still take the testbed down: its namespaces' processes go with it.
            eprintln!("cluster down: {e:#}; processes outside the testbed's namespaces (the scheduler) may be left");
            None
        }
    };
    if let Some(st) = &state {
        let running = st.processes.iter().filter(|p| p.is_running()).count();
        eprintln!(
            "cluster down: stopping {running} of the {} processes `up` started",
            st.processes.len()
        );
        for name in testbed::stop_detached(&st.processes, std::time::Duration::from_secs(5)) {
            eprintln!("cluster down: {name} did not end on SIGTERM: killed");
        }
        if let Some(p) = st.processes.iter().find(|p| p.is_running()) {
            bail!("{} (pid {}) is still running after SIGKILL", p.name, p.pid);
        }
        for d in &st.work_dirs {
            let _ = std::fs::remove_dir_all(d);
        }
    } else {
        eprintln!(
            "cluster down: no cluster recorded for `{prefix}` ({})",
            ClusterState::file(prefix).display()
        );
    }
    remove_if_present(&ClusterState::file(prefix))?;
    remove_if_present(&control_key_file(prefix))?;
    // The cluster's CA, certificates and keys.
    let tls = tls_dir(prefix);
    if let Err(e) = std::fs::remove_dir_all(&tls) {
        if e.kind() != std::io::ErrorKind::NotFound {
            return Err(e).with_context(|| {
                format!("removing the cluster's certificates in {}", tls.display())
            });
        }
    }
    testbed::down(prefix).with_context(|| format!("removing the testbed `{prefix}`"))?;
    eprintln!("cluster down: the cluster `{prefix}` and its testbed are gone");
    Ok(())
}

const STAR_SQL: &str =
    "SELECT count(*), sum(l_extendedprice), sum(p_retailprice), sum(s_acctbal), sum(o_totalprice) \
    FROM lineitem JOIN part ON l_partkey = p_partkey JOIN supplier ON l_suppkey = s_suppkey \
    JOIN orders ON l_orderkey = o_orderkey";
const STAR_TABLES: [&str; 4] = ["lineitem", "part", "supplier", "orders"];

/// The configurations the bench compares, in the order they run in a round.
const CONFIGS: [&str; 4] = [
    "local DataFusion",
    "local + switch model",
    "Ballista shuffle",
    "Ballista + switch model",
];

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

#[path = "cluster_bench.rs"]
mod testbed_bench;

fn bench(a: &BenchArgs) -> Result<()> {
    use netjoin_compiler::compare::Rows;
    use netjoin_compiler::{SessionOptions, Strategy};
    use std::time::Instant;
    if a.testbed {
        return testbed_bench::run(a);
    }
    let sfs = if a.sf.is_empty() {
        vec![0.1, 0.3, 1.0]
    } else {
        a.sf.clone()
    };
    if a.workers == 0 || a.rounds == 0 {
        bail!("--workers and --rounds must be at least 1");
    }
    if let Some(bad) = sfs.iter().find(|s| !(s.is_finite() && **s > 0.0)) {
        bail!("--sf {bad}: a scale factor is a positive number");
    }
    let scratch =
        std::env::temp_dir().join(format!("netjoin-cluster-bench-{}", std::process::id()));
    struct Cleanup(std::path::PathBuf);
    impl Drop for Cleanup {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
    let _cleanup = Cleanup(scratch.clone());
    let rt = netjoin_compiler::session::runtime(a.workers)?;
    let opts = |s: Strategy| SessionOptions {
        workers: a.workers,
        strategy: s,
        ..Default::default()
    };
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
        for (i, &sf) in sfs.iter().enumerate() {
            let dir = scratch.join(format!("sf{i}"));
            eprintln!(
                "cluster bench: TPC-H SF {sf}: generating {} partitions",
                a.workers
            );
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
                    let (secs, got) = testbed_bench::star_join(ctx, STAR_SQL).await?;
                    match &reference {
                        None => reference = Some(got),
                        Some(want) => {
                            if let Some(why) = want.difference(&got) {
                                bail!(
                                    "SF {sf}: {} differs from local DataFusion: {why}",
                                    CONFIGS[c]
                                );
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
            for (c, (ctx, sql)) in [
                (&local, none.as_str()),
                (&shuffle, none.as_str()),
                (&shuffle, "SELECT 1"),
            ]
            .iter()
            .enumerate()
            {
                let t0 = Instant::now();
                ctx.sql(sql)
                    .await
                    .map_err(netjoin_compiler::cli::df_error)?
                    .collect()
                    .await
                    .map_err(netjoin_compiler::cli::df_error)?;
                empty[c].push(t0.elapsed().as_secs_f64());
            }
        }
        overhead = (
            median(&mut empty[0]),
            median(&mut empty[1]),
            median(&mut empty[2]),
        );
        Ok::<_, anyhow::Error>(())
    })?;
    println!(
        "TPC-H 3-way star join, {} workers, median of {} rounds (seconds)",
        a.workers, a.rounds
    );
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
            .map(|(c, name)| netjoin_plot::Series {
                label: name.to_string(),
                points: rows.iter().map(|(sf, t)| (*sf, t[c])).collect(),
                color: c,
                dashed: c < 2,
            })
            .collect();
        let panel = netjoin_plot::Panel {
            title: format!(
                "TPC-H 3-way star join on one machine, {} workers",
                a.workers
            ),
            x_label: "TPC-H scale factor".into(),
            y_label: "seconds (median)".into(),
            log_x: true,
            log_y: false,
            series,
            headroom: 0.0,
        };
        netjoin_plot::plot_png(&out.join("bench.png"), &[panel])?;
        println!(
            "wrote {} and {}",
            out.join("bench.csv").display(),
            out.join("bench.png").display()
        );
    }
    Ok(())
}
