//! Prepares the switch joins of a plan for Ballista's stages.
//!
//! Ballista cuts a plan into stages at its exchanges and runs each stage as
//! tasks, each on a slice of the stage's partitions. For a switch join:
//!
//! * every dimension input goes under a `CoalescePartitionsExec`, so each
//!   dimension's scan, filter and projection is a stage of its own (the
//!   build stages), written to Ballista's shuffle files and read whole by
//!   every probe task. A probe stage starts only once all of its input
//!   stages have completed, so no probe reaches the switch before every
//!   build partition has been read and committed;
//! * the fact input stays where it is: the probe stage's tasks each stream
//!   their own fact partitions through the switch, and the fact table is
//!   never shuffled;
//! * the node gets a query id, which its copies in the probe tasks of one
//!   process use to share one switch session (one build per query).
//!
//! That is the in-process form: the build side goes through Ballista's
//! shuffle files to the probe tasks, and the probe tasks of one process
//! share one switch. With [`DistributeSwitchJoins::staged`] the switch join
//! becomes three stages whose tasks each talk to the switch over their own
//! executor's link ([`netjoin_compiler::staged`]): a set-up task, one build
//! task per dimension partition (each streaming its partition from where it
//! lies), and the probe tasks. That form runs across executor processes.
//!
//! This rule runs in the scheduler, right after the star-join rule.

use netjoin_compiler::datafusion::common::config::ConfigOptions;
use netjoin_compiler::datafusion::common::tree_node::{Transformed, TreeNode};
use netjoin_compiler::datafusion::common::DataFusionError;
use netjoin_compiler::datafusion::common::Result;
use netjoin_compiler::datafusion::physical_optimizer::PhysicalOptimizerRule;
use netjoin_compiler::datafusion::physical_plan::coalesce_partitions::CoalescePartitionsExec;
use netjoin_compiler::datafusion::physical_plan::{ExecutionPlan, ExecutionPlanProperties};
use netjoin_compiler::node::{DimInput, Distribution, SwitchStarJoinExec};
use netjoin_compiler::staged::{
    padded, partition_ids, planned_bucket_bits, ProbeDim, StagedQuery, SwitchBuildExec,
    SwitchProbeExec, SwitchSetupExec,
};
use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

#[derive(Debug, Default)]
pub struct DistributeSwitchJoins {
    /// Each switch join as set-up, build and probe stages whose tasks reach
    /// the switch from their own executors.
    pub staged: bool,
}

/// A query id no other query of this process (or, with overwhelming
/// likelihood, of another) has: `RandomState` is seeded from the OS's
/// randomness, and a counter and the clock separate calls.
fn new_query_id() -> u64 {
    static CALLS: AtomicU64 = AtomicU64::new(0);
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(CALLS.fetch_add(1, Ordering::Relaxed));
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.write_u32(std::process::id());
    h.finish()
}

/// The switch join `switch` as set-up, build and probe stages.
fn staged(switch: &SwitchStarJoinExec) -> Result<Arc<dyn ExecutionPlan>> {
    let sig = switch.signature();
    let spec = switch.switch().clone();
    let fact_parts = switch.fact().output_partitioning().partition_count();
    // A build task per partition of the widest dimension, each sending that
    // partition of every dimension.
    let build_parts: usize = switch
        .dims()
        .iter()
        .map(|d| d.plan.output_partitioning().partition_count())
        .max()
        .unwrap_or(1);
    let probe_base = 1 + build_parts;
    let sources = probe_base + fact_parts;
    if sources > netjoin_proto::MAX_SOURCES {
        return Err(DataFusionError::Plan(format!(
            "the switch join needs a source per task: 1 set-up, {build_parts} build and {fact_parts} probe tasks, \
             and the switch takes {}; run with fewer partitions",
            netjoin_proto::MAX_SOURCES
        )));
    }
    let id = new_query_id();
    let token = netjoin_host::random::fresh_token(0)
        .map_err(|e| DataFusionError::Execution(format!("{e:#}")))?;
    let plans: Vec<Arc<dyn ExecutionPlan>> = switch.dims().iter().map(|d| d.plan.clone()).collect();
    let bucket_bits = planned_bucket_bits(sig, &spec, &plans);
    let query = StagedQuery {
        // The query id from a hash seeded by the OS, the token fresh from
        // the OS: another query's frames, or a stranger's guess, do not
        // match them.
        query_id: (id as u16).max(1),
        token,
        bucket_bits,
        tables: switch.dims().len(),
        sources,
        probe_base: probe_base as u16,
        // The membership filters the star-join rule chose for the join.
        filter_bits: switch.explanation().filter_bits,
        // And the tables it placed on chip, priced from the dimensions'
        // rows (the staged form never holds the build keys together).
        onchip: switch.explanation().onchip,
    };
    let setup: Arc<dyn ExecutionPlan> = Arc::new(CoalescePartitionsExec::new(Arc::new(
        SwitchSetupExec::new(sig, query, spec.clone()),
    )));
    let keys = switch.dims().iter().map(|d| d.key).collect();
    let padded = plans
        .into_iter()
        .map(|p| padded(p, build_parts))
        .collect::<Result<Vec<_>>>()?;
    let build = SwitchBuildExec::try_new(
        setup,
        padded,
        partition_ids(build_parts)?,
        keys,
        sig,
        query,
        spec.clone(),
    )?;
    let builds: Arc<dyn ExecutionPlan> = Arc::new(CoalescePartitionsExec::new(Arc::new(build)));
    let dims = switch
        .dims()
        .iter()
        .map(|d| ProbeDim {
            name: d.name.clone(),
            key: d.key,
            fact_key: d.fact_key,
        })
        .collect();
    let probe = SwitchProbeExec::try_new(
        switch.fact().clone(),
        builds,
        partition_ids(fact_parts)?,
        dims,
        switch.output().to_vec(),
        switch.schema(),
        sig,
        query,
        spec,
        switch.explanation().clone(),
        Some(switch.properties().equivalence_properties().clone()),
    )?;
    Ok(Arc::new(probe))
}

impl PhysicalOptimizerRule for DistributeSwitchJoins {
    fn optimize(
        &self,
        plan: Arc<dyn ExecutionPlan>,
        _config: &ConfigOptions,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        plan.transform_up(|node| {
            let Some(switch) = node.downcast_ref::<SwitchStarJoinExec>() else {
                return Ok(Transformed::no(node));
            };
            if switch.distribution().is_some() {
                return Ok(Transformed::no(node));
            }
            if self.staged {
                return Ok(Transformed::yes(staged(switch)?));
            }
            let d = Distribution {
                query: new_query_id(),
                partitions: switch.fact().output_partitioning().partition_count(),
            };
            let dims = switch
                .dims()
                .iter()
                .map(|dim| DimInput {
                    plan: Arc::new(CoalescePartitionsExec::new(dim.plan.clone())),
                    ..dim.clone()
                })
                .collect();
            let rebuilt = switch.with_inputs(switch.fact().clone(), dims, Some(d))?;
            Ok(Transformed::yes(Arc::new(rebuilt) as Arc<dyn ExecutionPlan>))
        })
        .map(|t| t.data)
    }

    fn name(&self) -> &str {
        "netjoin_distribute_switch_joins"
    }

    fn schema_check(&self) -> bool {
        true
    }
}
