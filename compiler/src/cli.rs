//! Argument structs for the `netjoin` binary (clap derive). The binary
//! flattens them and calls `run()`, which prints to stdout.

use crate::cost::{CostParams, Objective};
use crate::node::SwitchStarJoinExec;
use crate::options::{OnchipPolicy, SessionOptions, Strategy, SwitchKind};
use crate::session::{register_table, runtime};
use anyhow::{bail, Context, Result};
use datafusion::arrow::array::RecordBatch;
use datafusion::physical_plan::ExecutionPlan;
use datafusion::prelude::SessionContext;
use std::path::PathBuf;
use std::sync::Arc;

/// Model and hardware parameters shared by `explain` and `run`.
#[derive(clap::Args, Debug, Clone)]
pub struct ModelArgs {
    /// Link rate of each worker, Gbit/s per direction (with `--switch
    /// testbed`: the calibrated testbed's rate).
    #[arg(long, default_value_t = 10.0)]
    pub link_gbps: f64,
    /// Switch memory, GiB.
    #[arg(long, default_value_t = 8.0)]
    pub switch_memory_gib: f64,
    /// Query contexts of the switch (1 to 4): queries it runs at once, each
    /// with its share of the memory (PROTOCOL.md §5.5).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=4))]
    pub query_contexts: u8,
    /// Memory controllers on the switch.
    #[arg(long, default_value_t = 2)]
    pub controllers: usize,
    /// Switch probe rate per controller, bucket reads/s (a probe tuple reads
    /// one bucket per table of the pipeline). Replaced by the chosen
    /// pipeline's measured rate when its manifest has one, and by the
    /// calibration with `--switch testbed`.
    #[arg(long, default_value_t = 9.84e7)]
    pub probe_rate: f64,
    /// Switch build rate per controller, inserts/s (replaced as the probe rate is).
    #[arg(long, default_value_t = 5.63e7)]
    pub build_rate: f64,
    /// Target slot fill when sizing hash tables.
    #[arg(long, default_value_t = 0.5)]
    pub load_factor: f64,
    /// What the optimizer minimizes. Default: in one process `time`
    /// (predicted seconds, calibrated: `--calibration`), on a cluster
    /// `bytes`.
    #[arg(long, value_enum)]
    pub objective: Option<Objective>,
    /// The in-process time model's calibration (`netjoin calibrate --out
    /// FILE` writes one). Default: the one in the repository
    /// (compiler/calibration/in-process-model.json, built in).
    #[arg(long, value_name = "FILE")]
    pub calibration: Option<PathBuf>,
    /// Directory of pre-built pipelines (`*/manifest.toml`). Default:
    /// ./bitstreams, then the checkout this binary was built from.
    #[arg(long, value_name = "DIR")]
    pub bitstreams: Option<PathBuf>,
}

impl Default for ModelArgs {
    fn default() -> Self {
        let d = CostParams::default();
        ModelArgs {
            link_gbps: d.link_bytes_per_s * 8.0 / 1e9,
            switch_memory_gib: (d.switch_memory_bytes >> 30) as f64,
            query_contexts: d.query_contexts as u8,
            controllers: d.controllers,
            probe_rate: d.probe_rate,
            build_rate: d.build_rate,
            load_factor: d.load_factor,
            objective: None,
            calibration: None,
            bitstreams: None,
        }
    }
}

impl ModelArgs {
    pub fn params(&self, workers: usize) -> Result<CostParams> {
        if !(self.load_factor > 0.0 && self.load_factor <= 1.0) {
            bail!("--load-factor must be in (0, 1]");
        }
        if self.link_gbps <= 0.0 {
            bail!("--link-gbps must be positive");
        }
        Ok(CostParams {
            workers,
            link_bytes_per_s: self.link_gbps * 1e9 / 8.0,
            switch_memory_bytes: (self.switch_memory_gib * (1u64 << 30) as f64) as u64,
            query_contexts: self.query_contexts as usize,
            controllers: self.controllers,
            probe_rate: self.probe_rate,
            build_rate: self.build_rate,
            probe_unit_tuples_per_s: crate::cost::DEFAULT_PROBE_UNIT_TUPLES_PER_S,
            load_factor: self.load_factor,
            objective: self.objective.unwrap_or(Objective::Bytes),
            stage_seconds: 0.0,
            calibration: None,
            software_switch: None,
        })
    }
}

/// Where tables come from and what query to plan.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct QueryArgs {
    /// Register a table: NAME=PATH (CSV file with a header line, Parquet
    /// file, or a directory of partition files). Repeatable.
    #[arg(long = "table", value_name = "NAME=PATH")]
    pub tables: Vec<String>,
    /// Statistics-only tables (TOML), for `explain` without data.
    #[arg(long, value_name = "FILE")]
    pub stats: Option<PathBuf>,
    /// The query.
    #[arg(long, conflicts_with = "sql_file")]
    pub sql: Option<String>,
    /// File holding the query.
    #[arg(long, value_name = "FILE")]
    pub sql_file: Option<PathBuf>,
    /// Workers: DataFusion's target partitions and the switch's sources
    /// (default: the machine's cores).
    #[arg(long)]
    pub workers: Option<usize>,
}

impl QueryArgs {
    pub fn sql_text(&self) -> Result<String> {
        match (&self.sql, &self.sql_file) {
            (Some(s), _) => Ok(s.clone()),
            (None, Some(p)) => std::fs::read_to_string(p)
                .with_context(|| format!("cannot read SQL file {}", p.display())),
            (None, None) => bail!("give the query with --sql or --sql-file"),
        }
    }

    pub fn workers(&self) -> Result<usize> {
        match self.workers {
            Some(0) => bail!("--workers must be at least 1"),
            Some(w) => Ok(w),
            None => Ok(std::thread::available_parallelism().map_or(1, |n| n.get())),
        }
    }

    /// The tables a query that runs reads: at least one NAME=PATH pair, and
    /// no statistics-only tables.
    pub fn data_tables(&self) -> Result<Vec<(String, PathBuf)>> {
        if self.stats.is_some() {
            bail!("`run` needs data: give --table NAME=PATH (--stats is for `explain`)");
        }
        let tables = self.table_specs()?;
        if tables.is_empty() {
            bail!("no tables: give --table NAME=PATH");
        }
        Ok(tables)
    }

    /// NAME=PATH pairs.
    pub fn table_specs(&self) -> Result<Vec<(String, PathBuf)>> {
        self.tables
            .iter()
            .map(|spec| {
                let (name, path) = spec
                    .split_once('=')
                    .with_context(|| format!("--table `{spec}` is not of the form NAME=PATH"))?;
                Ok((name.trim().to_string(), PathBuf::from(path.trim())))
            })
            .collect()
    }
}

/// Where the offloaded joins run and how the choice is made; shared by
/// `run` and `explain`.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct EngineArgs {
    /// `auto`: the cost model decides; `shuffle`: never offload (DataFusion's
    /// own plan); `inp`: offload every star join a pipeline fits.
    #[arg(long, value_enum, default_value_t = Strategy::Auto)]
    pub strategy: Strategy,
    /// Which switch runs the offloaded joins.
    #[arg(long, value_enum, default_value_t = SwitchKind::Model)]
    pub switch: SwitchKind,
    /// Buckets per switch table as a power of two (default: sized from the
    /// largest dimension).
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..=27))]
    pub bucket_bits: Option<u8>,
    /// Which dimension tables the switch probes from block RAM instead of
    /// DDR: `auto` those that fit there, `none` every table from DDR (to
    /// compare the two).
    #[arg(long, value_enum, default_value_t = OnchipPolicy::Auto)]
    pub onchip: OnchipPolicy,
    /// Payload bytes per frame (the links' MTU less the Ethernet and NetJoin
    /// headers; PROTOCOL.md §5.2). Default: jumbo frames (8974) for the
    /// in-process model, whose frames never cross a wire; 1474 (a 1500 B MTU)
    /// for the RTL and the testbed.
    #[arg(long, value_parser = clap::value_parser!(u16).range(64..=8974))]
    pub max_payload: Option<u16>,
}

impl EngineArgs {
    /// `--max-payload`, or the default for the chosen switch.
    pub fn max_payload(&self) -> usize {
        match (self.max_payload, self.switch) {
            (Some(p), _) => p as usize,
            (None, SwitchKind::Model) => netjoin_proto::MAX_PAYLOAD_JUMBO,
            (None, _) => netjoin_proto::MAX_PAYLOAD_DEFAULT,
        }
    }
}

/// What the binary links that the compiler does not: the RTL switch.
#[derive(Clone, Default)]
pub struct Hooks {
    pub rtl: Option<crate::switch::RtlFactory>,
    /// The signature ids `rtl` can load.
    pub rtl_signatures: Option<Vec<String>>,
}

pub fn session_options(
    q: &QueryArgs,
    e: &EngineArgs,
    m: &ModelArgs,
    hooks: &Hooks,
) -> Result<SessionOptions> {
    let workers = q.workers()?;
    Ok(SessionOptions {
        workers,
        strategy: e.strategy,
        switch: e.switch,
        bitstreams_dir: m.bitstreams.clone(),
        signatures: None,
        cost: m.params(workers)?,
        bucket_bits: e.bucket_bits,
        onchip: e.onchip,
        max_payload: e.max_payload(),
        rtl: hooks.rtl.clone(),
        rtl_signatures: hooks.rtl_signatures.clone(),
        pcap: None,
        faults: Default::default(),
        restart_at_frames: Vec::new(),
        staged: false,
    })
}

/// [`session_options`] of a run in this process: the objective is
/// predicted seconds unless `--objective` says otherwise, and the time
/// model is calibrated in-process (`--calibration FILE`, else the default;
/// [`crate::calibration_choice`]). Also which calibration that is.
pub fn in_process_options(
    q: &QueryArgs,
    e: &EngineArgs,
    m: &ModelArgs,
    hooks: &Hooks,
) -> Result<(SessionOptions, crate::calibration_choice::Chosen)> {
    let mut opts = session_options(q, e, m, hooks)?;
    let chosen = crate::calibration_choice::choose(
        m.calibration.as_deref(),
        opts.switch,
        opts.cost.link_bytes_per_s,
    )?;
    opts.cost.objective = m.objective.unwrap_or(Objective::Time);
    opts.cost.calibration = Some(chosen.calibration.clone());
    Ok((opts, chosen))
}

/// Registers the tables of `q` in `ctx`.
pub async fn register_tables(ctx: &SessionContext, q: &QueryArgs) -> Result<()> {
    let specs = q.table_specs()?;
    if specs.is_empty() {
        bail!("no tables: give --table NAME=PATH");
    }
    for (name, path) in specs {
        register_table(ctx, &name, &path).await?;
    }
    Ok(())
}

/// Plans `sql` in `ctx`; errors name the query's problem.
pub async fn plan_sql(ctx: &SessionContext, sql: &str) -> Result<Arc<dyn ExecutionPlan>> {
    let df = ctx.sql(sql).await.map_err(df_error)?;
    df.create_physical_plan().await.map_err(df_error)
}

/// DataFusion's error, without the wrapping that repeats itself.
pub fn df_error(e: datafusion::error::DataFusionError) -> anyhow::Error {
    anyhow::anyhow!("{}", e.find_root())
}

/// Every `SwitchStarJoinExec` in a plan.
pub fn star_nodes(plan: &Arc<dyn ExecutionPlan>) -> Vec<Arc<dyn ExecutionPlan>> {
    let mut out = Vec::new();
    let mut stack = vec![plan.clone()];
    while let Some(p) = stack.pop() {
        if p.is::<SwitchStarJoinExec>() {
            out.push(p.clone());
        }
        stack.extend(p.children().into_iter().cloned());
    }
    out
}

/// `netjoin explain`: DataFusion's physical plan with the star-join node,
/// both strategies' costs and why each join was or was not offloaded. With
/// `--stats FILE` the tables are data-less ones from a statistics file
/// (`crate::stats`), planned by the same session and rule.
#[derive(clap::Args, Debug, Clone)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub query: QueryArgs,
    #[command(flatten)]
    pub engine: EngineArgs,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub model: ModelArgs,
}

impl ExplainArgs {
    /// The text (or JSON) that `explain` prints.
    pub fn render(&self) -> Result<String> {
        self.render_with(&Hooks::default())
    }

    pub fn render_with(&self, hooks: &Hooks) -> Result<String> {
        if self.query.stats.is_some() && !self.query.tables.is_empty() {
            bail!(
                "give either --stats FILE (planning without data) or --table NAME=PATH, not both"
            );
        }
        if self.engine.switch == SwitchKind::Testbed {
            bail!("{}", crate::switch::TESTBED_ONLY_ON_A_CLUSTER);
        }
        let (opts, chosen) = in_process_options(&self.query, &self.engine, &self.model, hooks)?;
        let sql = self.query.sql_text()?;
        // Read before the session exists, so a bad file is the first error.
        let stats_tables = self
            .query
            .stats
            .as_deref()
            .map(crate::stats::read_stats_file)
            .transpose()?;
        runtime(opts.workers)?.block_on(async {
            let (ctx, decisions) = crate::session::new_session_with_decisions(&opts).await?;
            match stats_tables {
                Some(tables) => crate::stats::register_stats(&ctx, tables)?,
                None => register_tables(&ctx, &self.query).await?,
            }
            let plan = plan_sql(&ctx, &sql).await?;
            let decisions = decisions
                .map(|d| d.lock().map(|v| v.clone()).unwrap_or_default())
                .unwrap_or_default();
            let shown = datafusion::physical_plan::displayable(plan.as_ref())
                .indent(true)
                .to_string();
            Ok(if self.json {
                serde_json::to_string_pretty(&serde_json::json!({
                    "workers": opts.workers,
                    "strategy": opts.strategy,
                    "switch": opts.switch,
                    "statistics_only": self.query.stats.is_some(),
                    "objective": opts.cost.objective,
                    "calibration": {
                        "which": chosen.describe(),
                        "default": matches!(
                            chosen.origin,
                            crate::calibration_choice::Origin::Default { .. }
                        ),
                        "time_model": opts.cost.calibration,
                    },
                    "physical_plan": shown.lines().collect::<Vec<_>>(),
                    "star_joins": decisions,
                }))? + "\n"
            } else {
                crate::explain::datafusion_text_with(
                    &shown,
                    &decisions,
                    &opts,
                    Some(&chosen.describe()),
                )
            })
        })
    }

    pub fn run(self) -> Result<()> {
        self.run_with(&Hooks::default())
    }
    pub fn run_with(self, hooks: &Hooks) -> Result<()> {
        print!("{}", self.render_with(hooks)?);
        Ok(())
    }
}

/// `netjoin run`: execute the query and print the result as CSV.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    #[command(flatten)]
    pub query: QueryArgs,
    #[command(flatten)]
    pub engine: EngineArgs,
    /// Print the star-join decisions and the switch's report on stderr.
    #[arg(long)]
    pub verbose: bool,
    /// Write every frame into and out of the switch, in order, with
    /// timestamps, to FILE (pcap; tcpdump and Wireshark read it). For the
    /// in-process switches (model, rtl); on the testbed, capture its
    /// interfaces with tcpdump.
    #[arg(long, value_name = "FILE")]
    pub pcap: Option<PathBuf>,
    #[command(flatten)]
    pub model: ModelArgs,
}

/// A query's result and what the switch did.
pub struct QueryOutput {
    pub schema: datafusion::arrow::datatypes::SchemaRef,
    pub batches: Vec<RecordBatch>,
    pub reports: Vec<netjoin_host::RunReport>,
    pub decisions: Vec<crate::rule::Decision>,
    /// Seconds from the session's creation to the physical plan that runs:
    /// table registration, SQL planning and every optimizer rule (the
    /// star-join rule's pricing among them). `None` where a scheduler
    /// plans the job (a cluster).
    pub planning_s: Option<f64>,
}

impl QueryOutput {
    pub fn rows(&self) -> usize {
        self.batches.iter().map(|b| b.num_rows()).sum()
    }
    /// The answer as a multiset of rows, to compare with another
    /// strategy's ([`crate::compare::Rows`]).
    pub fn answer(&self) -> crate::compare::Rows {
        crate::compare::Rows::new(
            self.schema
                .fields()
                .iter()
                .map(|f| f.data_type().clone())
                .collect(),
            &self.batches,
        )
    }
    pub fn to_csv(&self) -> Result<String> {
        let mut buf = Vec::new();
        {
            let mut w = datafusion::arrow::csv::WriterBuilder::new()
                .with_header(true)
                .build(&mut buf);
            if self.batches.is_empty() {
                // The header line alone.
                w.write(&RecordBatch::new_empty(self.schema.clone()))?;
            }
            for b in &self.batches {
                w.write(b)?;
            }
        }
        Ok(String::from_utf8(buf)?)
    }
}

/// Runs `sql` over `tables` in a new session; the batches, the switch
/// reports and the rule's decisions.
pub async fn execute(
    opts: &SessionOptions,
    tables: &[(String, PathBuf)],
    sql: &str,
) -> Result<QueryOutput> {
    let t0 = std::time::Instant::now();
    let (ctx, decisions) = crate::session::new_session_with_decisions(opts).await?;
    for (name, path) in tables {
        register_table(&ctx, name, path).await?;
    }
    let plan = plan_sql(&ctx, sql).await?;
    let planning_s = t0.elapsed().as_secs_f64();
    if let Some(pcap) = &opts.pcap {
        let n = star_nodes(&plan).len();
        if n > 1 {
            bail!(
                "--pcap {}: records one offloaded star join, and this query has {n}",
                pcap.display()
            );
        }
    }
    let batches = datafusion::physical_plan::collect(plan.clone(), ctx.task_ctx())
        .await
        .map_err(df_error)?;
    let reports = star_nodes(&plan)
        .iter()
        .filter_map(|n| {
            n.downcast_ref::<SwitchStarJoinExec>()
                .and_then(|s| s.report())
        })
        .collect();
    let decisions = decisions
        .map(|d| d.lock().map(|v| v.clone()).unwrap_or_default())
        .unwrap_or_default();
    Ok(QueryOutput {
        schema: plan.schema(),
        batches,
        reports,
        decisions,
        planning_s: Some(planning_s),
    })
}

impl RunArgs {
    pub fn execute_with(&self, hooks: &Hooks) -> Result<QueryOutput> {
        if self.engine.switch == SwitchKind::Testbed {
            bail!("{}", crate::switch::TESTBED_ONLY_ON_A_CLUSTER);
        }
        let (mut opts, chosen) = in_process_options(&self.query, &self.engine, &self.model, hooks)?;
        opts.pcap = self.pcap.clone();
        let tables = self.query.data_tables()?;
        let sql = self.query.sql_text()?;
        let out = runtime(opts.workers)?.block_on(execute(&opts, &tables, &sql))?;
        if self.verbose {
            eprintln!(
                "objective {:?}, time model: {}",
                opts.cost.objective,
                chosen.describe()
            );
            for d in &out.decisions {
                for j in &d.joins {
                    eprintln!("star join: {}: {}", j.on, j.reason);
                }
            }
            for r in &out.reports {
                eprintln!("{r}");
            }
        }
        Ok(out)
    }
    pub fn run(self) -> Result<()> {
        self.run_with(&Hooks::default())
    }
    pub fn run_with(self, hooks: &Hooks) -> Result<()> {
        print!("{}", self.execute_with(hooks)?.to_csv()?);
        Ok(())
    }
}

/// `netjoin gen`: write data sets.
#[derive(clap::Args, Debug, Clone)]
pub struct GenArgs {
    #[command(subcommand)]
    pub what: GenWhat,
}

#[derive(clap::Subcommand, Debug, Clone)]
pub enum GenWhat {
    /// TPC-H tables as Parquet partitions (one file per worker per table).
    Tpch(crate::gen::TpchArgs),
    /// The synthetic star schema (fact A, dimensions D1..Dn) as Parquet partitions.
    Star(crate::gen::StarArgs),
    /// The Star Schema Benchmark derived from TPC-H tables (see `ssb.rs`).
    Ssb(crate::ssb::SsbArgs),
}

impl GenArgs {
    pub fn run(self) -> Result<()> {
        let summary = match self.what {
            GenWhat::Tpch(a) => crate::gen::gen_tpch(&a)?,
            GenWhat::Star(a) => crate::gen::gen_star(&a)?,
            GenWhat::Ssb(a) => crate::ssb::gen_ssb(&a)?,
        };
        print!("{summary}");
        Ok(())
    }
}
