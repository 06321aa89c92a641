//! Argument structs for the `netjoin` binary (clap derive). The binary
//! flattens them and calls `run()`, which prints to stdout.

use crate::catalog::Catalog;
use crate::cost::{CostParams, Objective};
use crate::signature::SignatureCatalog;
use anyhow::{bail, Context, Result};
use std::path::PathBuf;

/// Model and hardware parameters shared by `explain` and `run`.
#[derive(clap::Args, Debug, Clone)]
pub struct ModelArgs {
    /// Link rate of each worker, Gbit/s per direction.
    #[arg(long, default_value_t = 10.0)]
    pub link_gbps: f64,
    /// Switch memory, GiB.
    #[arg(long, default_value_t = 8.0)]
    pub switch_memory_gib: f64,
    /// Memory controllers on the switch.
    #[arg(long, default_value_t = 2)]
    pub controllers: usize,
    /// Switch probe rate per controller, tuples/s.
    #[arg(long, default_value_t = 9.84e7)]
    pub probe_rate: f64,
    /// Switch build rate per controller, inserts/s.
    #[arg(long, default_value_t = 5.63e7)]
    pub build_rate: f64,
    /// Target slot fill when sizing hash tables.
    #[arg(long, default_value_t = 0.5)]
    pub load_factor: f64,
    /// What the optimizer minimizes.
    #[arg(long, value_enum, default_value_t = Objective::Bytes)]
    pub objective: Objective,
    /// Directory of pre-built pipelines (`*/manifest.toml`); the built-in
    /// catalog is used when it holds none.
    #[arg(long, default_value = "bitstreams")]
    pub bitstreams: PathBuf,
}

impl Default for ModelArgs {
    fn default() -> Self {
        let d = CostParams::default();
        ModelArgs {
            link_gbps: d.link_bytes_per_s * 8.0 / 1e9,
            switch_memory_gib: (d.switch_memory_bytes >> 30) as f64,
            controllers: d.controllers,
            probe_rate: d.probe_rate,
            build_rate: d.build_rate,
            load_factor: d.load_factor,
            objective: d.objective,
            bitstreams: PathBuf::from("bitstreams"),
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
            controllers: self.controllers,
            probe_rate: self.probe_rate,
            build_rate: self.build_rate,
            load_factor: self.load_factor,
            objective: self.objective,
        })
    }
}

/// Where tables come from and what query to plan.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct QueryArgs {
    /// Register a table: NAME=PATH (CSV file, Parquet file, or a directory of
    /// partition files, one per worker). Repeatable.
    #[arg(long = "table", value_name = "NAME=PATH")]
    pub tables: Vec<String>,
    /// Statistics-only catalog (TOML), for planning without data.
    #[arg(long, value_name = "FILE")]
    pub stats: Option<PathBuf>,
    /// The query.
    #[arg(long, conflicts_with = "sql_file")]
    pub sql: Option<String>,
    /// File holding the query.
    #[arg(long, value_name = "FILE")]
    pub sql_file: Option<PathBuf>,
    /// Number of workers (default: partitions of the first directory table, else 4).
    #[arg(long)]
    pub workers: Option<usize>,
}

impl QueryArgs {
    pub fn sql_text(&self) -> Result<String> {
        match (&self.sql, &self.sql_file) {
            (Some(s), _) => Ok(s.clone()),
            (None, Some(p)) => std::fs::read_to_string(p).with_context(|| format!("cannot read SQL file {}", p.display())),
            (None, None) => bail!("give the query with --sql or --sql-file"),
        }
    }

    /// Builds the catalog and decides the worker count.
    pub fn catalog(&self) -> Result<(Catalog, usize)> {
        let mut cat = match &self.stats {
            Some(p) => Catalog::from_stats_file(p)?,
            None => Catalog::new(),
        };
        let workers = match self.workers {
            Some(0) => bail!("--workers must be at least 1"),
            Some(w) => w,
            None => crate::load::default_workers(&self.tables)?.unwrap_or(4),
        };
        for spec in &self.tables {
            let (name, path) = spec
                .split_once('=')
                .with_context(|| format!("--table `{spec}` is not of the form NAME=PATH"))?;
            let t = crate::load::load_table(name.trim(), std::path::Path::new(path.trim()), workers)?;
            cat.add(t)?;
        }
        if cat.tables.is_empty() {
            bail!("no tables: give --table NAME=PATH or --stats FILE");
        }
        Ok((cat, workers))
    }
}

/// `netjoin explain`: print the plan, both strategies' costs, I and the signature.
#[derive(clap::Args, Debug, Clone)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub query: QueryArgs,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub model: ModelArgs,
}

impl ExplainArgs {
    /// The text (or JSON) that `run` prints.
    pub fn render(&self) -> Result<String> {
        let (cat, workers) = self.query.catalog()?;
        let params = self.model.params(workers)?;
        let sigs = SignatureCatalog::load(&self.model.bitstreams)?;
        let o = crate::plan_query(&self.query.sql_text()?, &cat, &sigs, &params)?;
        Ok(if self.json {
            serde_json::to_string_pretty(&crate::explain::json(&o))? + "\n"
        } else {
            crate::explain::text(&o)
        })
    }
    pub fn run(self) -> Result<()> {
        print!("{}", self.render()?);
        Ok(())
    }
}

/// Which engine executes the offloaded joins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EngineKind {
    /// The behavioural switch through `netjoin-host` (needs the `host` feature).
    Switch,
    /// The compiler's pure-Rust star-join engine.
    Local,
}

/// `netjoin run`: execute the plan and print the result as CSV.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    #[command(flatten)]
    pub query: QueryArgs,
    /// Engine for the in-network part.
    #[arg(long, value_enum, default_value_t = default_engine())]
    pub engine: EngineKind,
    /// Print the plan summary and execution report on stderr.
    #[arg(long)]
    pub verbose: bool,
    #[command(flatten)]
    pub model: ModelArgs,
}

fn default_engine() -> EngineKind {
    if cfg!(feature = "host") {
        EngineKind::Switch
    } else {
        EngineKind::Local
    }
}

/// The engine for `kind`.
pub fn engine(kind: EngineKind) -> Result<Box<dyn crate::exec::StarJoinEngine>> {
    match kind {
        EngineKind::Local => Ok(Box::new(crate::exec::LocalEngine)),
        #[cfg(feature = "host")]
        EngineKind::Switch => Ok(Box::new(crate::host_engine::HostEngine::default())),
        #[cfg(not(feature = "host"))]
        EngineKind::Switch => bail!("this build has no switch engine (netjoin-compiler's `host` feature); use --engine local"),
    }
}

impl RunArgs {
    /// Plans and executes; returns the result.
    pub fn execute(&self) -> Result<crate::exec::QueryResult> {
        self.execute_with(engine(self.engine)?.as_ref())
    }

    /// Plans and executes with the given engine for the offloaded joins
    /// (e.g. one that runs on the network testbed).
    pub fn execute_with(&self, eng: &dyn crate::exec::StarJoinEngine) -> Result<crate::exec::QueryResult> {
        let (cat, workers) = self.query.catalog()?;
        let params = self.model.params(workers)?;
        let sigs = SignatureCatalog::load(&self.model.bitstreams)?;
        let o = crate::plan_query(&self.query.sql_text()?, &cat, &sigs, &params)?;
        let res = crate::exec::execute(&o, &cat, eng)?;
        if self.verbose {
            eprintln!("{}", crate::explain::tree(&o));
            eprintln!("{}", serde_json::to_string(&res.report)?);
        }
        Ok(res)
    }
    pub fn run(self) -> Result<()> {
        print!("{}", self.execute()?.to_csv()?);
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
}

impl GenArgs {
    pub fn run(self) -> Result<()> {
        let summary = match self.what {
            GenWhat::Tpch(a) => crate::gen::gen_tpch(&a)?,
            GenWhat::Star(a) => crate::gen::gen_star(&a)?,
        };
        print!("{summary}");
        Ok(())
    }
}
