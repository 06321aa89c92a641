//! `netjoin run --cluster standalone`: the query as a Ballista job.

use anyhow::{bail, Context, Result};
use netjoin_compiler::cli::{session_options, Hooks, RunArgs};
use netjoin_compiler::datafusion::arrow::array::RecordBatch;
use netjoin_compiler::SwitchKind;

/// Where `--cluster` runs the query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClusterTarget {
    /// A Ballista scheduler and executor in this process.
    Standalone,
}

pub fn parse_target(s: &str) -> Result<ClusterTarget, String> {
    match s {
        "standalone" => Ok(ClusterTarget::Standalone),
        other => Err(format!(
            "`{other}`: only `standalone` (a Ballista scheduler and executor in this process) is supported; \
             a remote scheduler cannot reach the in-process switch"
        )),
    }
}

/// Runs `args`' query on the cluster and prints the result as CSV.
pub fn run(args: &RunArgs, target: &ClusterTarget, hooks: &Hooks) -> Result<()> {
    let ClusterTarget::Standalone = target;
    let opts = session_options(&args.query, &args.engine, &args.model, hooks)?;
    if opts.switch == SwitchKind::Testbed {
        bail!("--cluster standalone drives the in-process switch (model, rtl), not the testbed's");
    }
    if args.pcap.is_some() {
        bail!("--pcap records the single-process run; drop --cluster to record a query's frames");
    }
    if args.query.stats.is_some() {
        bail!("`run` needs data: give --table NAME=PATH (--stats is for `explain`)");
    }
    let tables = args.query.table_specs()?;
    if tables.is_empty() {
        bail!("no tables: give --table NAME=PATH");
    }
    let sql = args.query.sql_text()?;
    let rt = netjoin_compiler::cli::runtime(opts.workers)?;
    let (schema, batches, decisions) = rt.block_on(async {
        let before = netjoin_compiler::node::finished_reports().len();
        let (ctx, decisions) = netjoin_cluster::standalone(&opts).await?;
        for (name, path) in &tables {
            netjoin_compiler::register_table(&ctx, name, path).await?;
        }
        let df = ctx.sql(&sql).await.map_err(netjoin_compiler::cli::df_error)?;
        let schema = std::sync::Arc::new(df.schema().as_arrow().clone());
        let batches: Vec<RecordBatch> = df.collect().await.map_err(netjoin_compiler::cli::df_error)?;
        let reports = netjoin_compiler::node::finished_reports().split_off(before);
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
