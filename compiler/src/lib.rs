//! netjoin's query layer on DataFusion.
//!
//! DataFusion parses, plans and executes every query. This crate adds what
//! the switch needs: [`session`] (the context, table registration, options),
//! [`rule`] (the physical optimizer rule that finds star joins — left-deep
//! chains of inner equi-joins of one fact input with dimension inputs — and
//! asks the cost model which to offload), [`cost`] / [`optimizer`] /
//! [`signature`] (the paper's cost model, the choice of the offloaded set and
//! best-fit matching against the pipelines in bitstreams/), [`node`] (the
//! `SwitchStarJoinExec` execution plan that streams Arrow batches through the
//! switch) and [`switch`] (the switches it can drive). [`catalog`] / [`sql`] /
//! [`plan`] / [`explain`] remain for planning from a statistics file without
//! data (`explain --stats`). [`cli`] holds the clap argument structs.

pub use datafusion;

pub mod catalog;
pub mod cli;
pub mod cost;
pub mod exec;
pub mod explain;
pub mod gen;
pub mod node;
pub mod optimizer;
pub mod plan;
pub mod rule;
pub mod session;
pub mod signature;
pub mod ssb;
pub mod sql;
pub mod switch;

pub use catalog::Catalog;
pub use cost::{CostParams, Objective};
pub use optimizer::{optimize, Optimized};
pub use session::{new_session, register_table, SessionOptions, Strategy, SwitchKind};
pub use signature::SignatureCatalog;

/// Parses, plans and optimizes `sql` over a statistics catalog (no data).
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
