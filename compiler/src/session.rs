//! The DataFusion session netjoin runs queries in: DataFusion plans and
//! executes everything; [`crate::rule::StarJoinRule`] (among DataFusion's
//! own physical optimizer rules, before the one that enforces distribution
//! and ordering) replaces the star joins the cost model picks with
//! [`crate::node::SwitchStarJoinExec`].

use crate::options::{SessionOptions, Strategy, SwitchKind};
use crate::signature::SignatureCatalog;
use anyhow::{bail, Context, Result};
use datafusion::arrow::datatypes::DataType;
use datafusion::execution::session_state::SessionStateBuilder;
use datafusion::parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use datafusion::prelude::{CsvReadOptions, ParquetReadOptions, SessionConfig, SessionContext};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The places a signature catalog is looked for, in order.
pub fn bitstream_dirs(explicit: Option<&Path>) -> Vec<PathBuf> {
    match explicit {
        Some(p) => vec![p.to_path_buf()],
        None => vec![
            PathBuf::from("bitstreams"),
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../bitstreams"),
        ],
    }
}

/// Loads the catalog from the first place that has one; an error lists
/// every place looked in.
pub fn load_signatures(explicit: Option<&Path>) -> Result<SignatureCatalog> {
    let dirs = bitstream_dirs(explicit);
    for d in &dirs {
        if let Some(c) = SignatureCatalog::load(d)? {
            return Ok(c);
        }
    }
    bail!(
        "no pipeline catalog (*/manifest.toml) found; looked in {} (point elsewhere with --bitstreams DIR)",
        dirs.iter()
            .map(|d| d.display().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// A DataFusion context with netjoin's star-join rule registered.
pub async fn new_session(opts: &SessionOptions) -> Result<SessionContext> {
    Ok(new_session_with_decisions(opts).await?.0)
}

/// The rule's decisions of the last planned query (`None` with
/// `Strategy::Shuffle`, where the rule is not registered).
pub type Decisions = Option<Arc<std::sync::Mutex<Vec<crate::rule::Decision>>>>;

/// Rows per batch unless DATAFUSION_EXECUTION_BATCH_SIZE says otherwise:
/// twice DataFusion's default. Each fact batch is one exchange with the
/// switch (its probe frames, delivered in order, and their results); at
/// 16384 rows the TPC-H SF1 star join ran 4–7 % faster than at 8192, and
/// DataFusion's own joins no slower (docs/PERFORMANCE.md).
pub const BATCH_ROWS: usize = 16384;

/// The largest build side (bytes, rows, as DataFusion estimates them) a
/// hash join builds once and shares between partitions (CollectLeft); a
/// larger one is partitioned by the join key on both sides. 1 GiB holds
/// TPC-H SF10's orders (15 M rows) with room to spare.
pub const SHARED_BUILD_MAX_BYTES: usize = 1 << 30;
pub const SHARED_BUILD_MAX_ROWS: usize = 32 << 20;

/// [`new_session`], and where the rule leaves its decisions.
pub async fn new_session_with_decisions(
    opts: &SessionOptions,
) -> Result<(SessionContext, Decisions)> {
    let (state, decisions) = session_state(opts, session_config(opts)?, Vec::new())?;
    Ok((SessionContext::new_with_state(state), decisions))
}

/// Physical optimizer rules that run after the star-join rule, on the
/// plans it rewrote (e.g. a distributed engine's preparation of the switch
/// node), and before the final sanity check.
pub type AfterStarJoin =
    Vec<Arc<dyn datafusion::physical_optimizer::PhysicalOptimizerRule + Send + Sync>>;

/// The DataFusion settings of a netjoin session: partitions, batch size,
/// shared builds, and DataFusion's own `DATAFUSION_*` variables.
pub fn session_config(opts: &SessionOptions) -> Result<SessionConfig> {
    if opts.workers == 0 {
        bail!("workers must be at least 1");
    }
    // DataFusion's own `DATAFUSION_*` environment variables (e.g.
    // DATAFUSION_EXECUTION_BATCH_SIZE) apply, as in datafusion-cli; the
    // workers set the partitions.
    let mut config = SessionConfig::from_env()
        .map_err(|e| anyhow::anyhow!("DataFusion settings from the environment: {e}"))?
        .with_target_partitions(opts.workers);
    if std::env::var_os("DATAFUSION_EXECUTION_BATCH_SIZE").is_none() {
        config = config.with_batch_size(BATCH_ROWS);
    }
    // Star joins: build each dimension's hash table once and share it
    // (DataFusion's CollectLeft), rather than repartitioning the fact table
    // by every join key (Partitioned), which DataFusion picks for any build
    // side above 1 MB. In one process a shared table takes no more memory
    // than the partitions' tables together, and the fact table, the large
    // side, is no longer hashed and moved between threads once per join.
    // DataFusion's own variables still win, as above.
    let optimizer = &mut config.options_mut().optimizer;
    if std::env::var_os("DATAFUSION_OPTIMIZER_HASH_JOIN_SINGLE_PARTITION_THRESHOLD").is_none() {
        optimizer.hash_join_single_partition_threshold = SHARED_BUILD_MAX_BYTES;
    }
    if std::env::var_os("DATAFUSION_OPTIMIZER_HASH_JOIN_SINGLE_PARTITION_THRESHOLD_ROWS").is_none()
    {
        optimizer.hash_join_single_partition_threshold_rows = SHARED_BUILD_MAX_ROWS;
    }
    // Dynamic join filters (DataFusion's default) stay on with the
    // star-join rule: the rule runs before DataFusion pushes them (its last
    // filter pushdown), so no replaced join feeds one, and the switch node
    // passes none to its inputs.
    Ok(config)
}

/// The session state of [`new_session_with_decisions`] on `config`, with
/// `after` registered behind the star-join rule.
pub fn session_state(
    opts: &SessionOptions,
    config: SessionConfig,
    after: AfterStarJoin,
) -> Result<(
    datafusion::execution::session_state::SessionState,
    Decisions,
)> {
    let mut builder = SessionStateBuilder::new()
        .with_config(config)
        .with_default_features();
    let mut decisions = None;
    if opts.strategy != Strategy::Shuffle {
        let mut sigs = match &opts.signatures {
            Some(given) => given.clone(),
            None => load_signatures(opts.bitstreams_dir.as_deref())?,
        };
        if opts.switch == SwitchKind::Rtl {
            if let Some(ids) = &opts.rtl_signatures {
                sigs = sigs.restricted_to(ids, "the RTL designs compiled into this binary");
            }
        }
        let rule = crate::rule::StarJoinRule::new(opts.clone(), sigs);
        decisions = Some(rule.decisions());
        builder =
            builder.with_physical_optimizer_rules(physical_optimizer_rules(Arc::new(rule), after)?);
    }
    Ok((builder.build(), decisions))
}

/// DataFusion's physical optimizer rules with the star-join rule among them:
/// after DataFusion chose each join's algorithm and build side (the rule
/// replaces the joins as chosen) and before it enforces what every node
/// requires of its inputs' distribution and order (`EnsureRequirements`).
/// The switch node then is an ordinary node to DataFusion's own rules: they
/// merge its partitions where one partition is required, sort its output
/// where an order is, and the rules after them (limits, projections, sorts
/// pushed down) work on the plan that runs. `after` runs last, before
/// DataFusion's final sanity check, which turns any requirement still unmet
/// into a planning error.
fn physical_optimizer_rules(
    star_join: Arc<dyn datafusion::physical_optimizer::PhysicalOptimizerRule + Send + Sync>,
    after: AfterStarJoin,
) -> Result<Vec<Arc<dyn datafusion::physical_optimizer::PhysicalOptimizerRule + Send + Sync>>> {
    use datafusion::physical_optimizer::ensure_requirements::EnsureRequirements;
    use datafusion::physical_optimizer::optimizer::PhysicalOptimizer;
    use datafusion::physical_optimizer::sanity_checker::SanityCheckPlan;
    use datafusion::physical_optimizer::PhysicalOptimizerRule;
    let mut rules = PhysicalOptimizer::new().rules;
    let enforce = EnsureRequirements::new();
    let Some(at) = rules.iter().position(|r| r.name() == enforce.name()) else {
        bail!(
            "DataFusion's physical optimizer has no {} rule to run the star-join rule before",
            enforce.name()
        );
    };
    rules.insert(at, star_join);
    let sanity = SanityCheckPlan::new();
    let end = rules
        .iter()
        .rposition(|r| r.name() == sanity.name())
        .unwrap_or(rules.len());
    rules.splice(end..end, after);
    Ok(rules)
}

/// The columns of one partition file: names and types from a Parquet footer;
/// names only from a CSV header (types inferred from a few rows can differ
/// between partitions of one table, e.g. a column empty in one of them).
fn file_columns(file: &Path, ext: &str) -> Result<Vec<(String, Option<DataType>)>> {
    let f = std::fs::File::open(file).with_context(|| format!("cannot read {}", file.display()))?;
    let schema = if ext == "parquet" {
        ParquetRecordBatchReaderBuilder::try_new(f)
            .with_context(|| format!("{} is not a readable Parquet file", file.display()))?
            .schema()
            .clone()
    } else {
        let (schema, _) = datafusion::arrow::csv::reader::Format::default()
            .with_header(true)
            .infer_schema(f, Some(100))
            .with_context(|| format!("{} is not a readable CSV file", file.display()))?;
        Arc::new(schema)
    };
    let typed = ext == "parquet";
    Ok(schema
        .fields()
        .iter()
        .map(|f| (f.name().clone(), typed.then(|| f.data_type().clone())))
        .collect())
}

/// Every partition file of a directory table has the same columns: DataFusion
/// would otherwise merge their schemas, and a stray file (another table's
/// partition, an old layout) would surface as nulls in a non-null column, or
/// worse, as extra rows in a count.
fn check_partitions_agree(name: &str, dir: &Path, ext: &str) -> Result<()> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("table `{name}`: cannot list {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension()
                .is_some_and(|x| x.to_string_lossy().eq_ignore_ascii_case(ext))
        })
        .collect();
    files.sort();
    let Some((first, rest)) = files.split_first() else {
        return Ok(());
    };
    let want = file_columns(first, ext).with_context(|| format!("table `{name}`"))?;
    let show = |cols: &[(String, Option<DataType>)]| {
        cols.iter()
            .map(|(n, t)| t.as_ref().map_or(n.clone(), |t| format!("{n} {t}")))
            .collect::<Vec<_>>()
            .join(", ")
    };
    for f in rest {
        let got = file_columns(f, ext).with_context(|| format!("table `{name}`"))?;
        if got != want {
            bail!(
                "table `{name}`: partition {} has columns ({}) but {} has ({}); all partitions of a table must have the same columns",
                f.display(),
                show(&got),
                first.display(),
                show(&want)
            );
        }
    }
    Ok(())
}

/// Registers `path` as table `name`: a CSV file (with a header line), a
/// Parquet file, or a directory of partition files (`*.csv` or `*.parquet`).
pub async fn register_table(ctx: &SessionContext, name: &str, path: &Path) -> Result<()> {
    let meta = std::fs::metadata(path)
        .with_context(|| format!("table `{name}`: cannot read {}", path.display()))?;
    let ext = if meta.is_dir() {
        let mut exts: Vec<String> = std::fs::read_dir(path)
            .with_context(|| format!("table `{name}`: cannot list {}", path.display()))?
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                e.path()
                    .extension()
                    .map(|x| x.to_string_lossy().to_ascii_lowercase())
            })
            .filter(|x| x == "csv" || x == "parquet")
            .collect();
        exts.sort();
        exts.dedup();
        match exts.as_slice() {
            [one] => one.clone(),
            [] => bail!(
                "table `{name}`: directory {} holds no .csv or .parquet files",
                path.display()
            ),
            _ => bail!(
                "table `{name}`: directory {} mixes .csv and .parquet files",
                path.display()
            ),
        }
    } else {
        path.extension()
            .map(|x| x.to_string_lossy().to_ascii_lowercase())
            .unwrap_or_default()
    };
    if meta.is_dir() {
        check_partitions_agree(name, path, &ext)?;
    }
    let url = path
        .to_str()
        .with_context(|| format!("table `{name}`: path {} is not UTF-8", path.display()))?;
    // A directory is registered with a trailing slash so DataFusion lists it.
    let url = if meta.is_dir() && !url.ends_with('/') {
        format!("{url}/")
    } else {
        url.to_string()
    };
    let res = match ext.as_str() {
        "csv" => {
            ctx.register_csv(name, &url, CsvReadOptions::new().has_header(true))
                .await
        }
        "parquet" => {
            ctx.register_parquet(name, &url, ParquetReadOptions::default())
                .await
        }
        other => bail!(
            "table `{name}`: {} is neither .csv nor .parquet (extension `{other}`)",
            path.display()
        ),
    };
    res.with_context(|| format!("table `{name}`: cannot register {}", path.display()))
}

/// A tokio runtime with one thread per worker.
pub fn runtime(workers: usize) -> Result<tokio::runtime::Runtime> {
    Ok(tokio::runtime::Builder::new_multi_thread()
        .worker_threads(workers.max(1))
        .enable_all()
        .build()?)
}
