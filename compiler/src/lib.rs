//! SQL to left-deep plan, cost model, offload choice and signature match,
//! and execution of the plan (in-network part through a [`exec::StarJoinEngine`]).
//!
//! Layers: [`catalog`] (tables, schemas, stats, data) → [`sql`] (sqlparser →
//! bound query) → [`plan`] (left-deep logical plan) → [`cost`] (paper eqs.
//! 9.1–9.4, extensions, time model) → [`optimizer`] (choice of I) →
//! [`signature`] (best-fit pipeline) → [`explain`] / [`exec`]. [`cli`] holds the
//! clap argument structs the `netjoin` binary flattens.

pub mod catalog;
pub mod cli;
pub mod cost;
pub mod exec;
pub mod load;
pub mod explain;
pub mod gen;
#[cfg(feature = "host")]
pub mod host_engine;
pub mod optimizer;
pub mod plan;
pub mod signature;
pub mod sql;

pub use catalog::Catalog;
pub use cost::{CostParams, Objective};
pub use optimizer::{optimize, Optimized};
pub use signature::SignatureCatalog;

/// Parses, plans and optimizes `sql` over `catalog`.
pub fn plan_query(
    sql_text: &str,
    catalog: &Catalog,
    sigs: &SignatureCatalog,
    params: &CostParams,
) -> anyhow::Result<Optimized> {
    let q = sql::parse_and_bind(sql_text, catalog)?;
    let plan = plan::build_plan(&q, catalog, params.workers)?;
    Ok(optimize(plan, sigs, params))
}
