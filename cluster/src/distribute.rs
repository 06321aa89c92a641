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
//! This rule runs in the scheduler, right after the star-join rule.

use netjoin_compiler::datafusion::common::config::ConfigOptions;
use netjoin_compiler::datafusion::common::tree_node::{Transformed, TreeNode};
use netjoin_compiler::datafusion::common::Result;
use netjoin_compiler::datafusion::physical_optimizer::PhysicalOptimizerRule;
use netjoin_compiler::datafusion::physical_plan::coalesce_partitions::CoalescePartitionsExec;
use netjoin_compiler::datafusion::physical_plan::{ExecutionPlan, ExecutionPlanProperties};
use netjoin_compiler::node::{DimInput, Distribution, SwitchStarJoinExec};
use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

#[derive(Debug, Default)]
pub struct DistributeSwitchJoins;

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
