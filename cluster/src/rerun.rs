//! The scheduler's task launcher: a job that would run a stage a second
//! time fails instead, and the client submits it again.
//!
//! When Ballista 55 loses an executor (no heartbeat for the executor
//! timeout, or a task that cannot fetch a shuffle file from it), it rolls a
//! running stage that read from it back and runs the stages whose outputs
//! it held again. The rolled-back stage's consumers keep the partitions
//! its tasks had already published, and the re-run appends its own beside
//! them (`StageOutput::add_partition` only pushes), so the consumer reads
//! them twice: a count comes out 1.67x to 7x the right one, with Ballista's
//! own plans as with ours (docs/CLUSTER.md).
//!
//! Every such re-run is a stage attempt after the first: only a rollback
//! and the re-run of a finished stage raise a stage's attempt number. So
//! this launcher refuses every task of an attempt above 0, and Ballista
//! fails the job with its usual rejection ("task could not be prepared or
//! was rejected by executor") before any duplicated partition is read. The
//! tasks of first attempts go to the executor as Ballista's own launcher
//! sends them. Tasks that an executor's loss only resets (they had not
//! published) keep their attempt and run again elsewhere, which is exact.

use ballista_core::serde::protobuf::MultiTaskDefinition;
use ballista_core::serde::scheduler::ExecutorMetadata;
use ballista_core::JobId;
use ballista_scheduler::state::executor_manager::ExecutorManager;
use ballista_scheduler::state::task_manager::TaskLauncher;
use std::collections::HashSet;

/// What Ballista says of a job whose tasks a launcher refused: the message
/// a client sees when this launcher failed its job.
pub const REFUSED_JOB_MESSAGE: &str = "task could not be prepared or was rejected by executor";

/// Launches first attempts of stages; refuses the jobs that need more.
pub struct RefuseStageReruns {
    scheduler_endpoint: String,
}

impl RefuseStageReruns {
    /// `scheduler_endpoint`: the address executors report task status to
    /// (`SchedulerConfig::scheduler_endpoint`).
    pub fn new(scheduler_endpoint: String) -> RefuseStageReruns {
        RefuseStageReruns { scheduler_endpoint }
    }
}

/// Splits `tasks` into the jobs to refuse (those with any task of a stage
/// attempt above 0) and the tasks of the other jobs, in their order.
pub fn split_reruns(tasks: Vec<MultiTaskDefinition>) -> (HashSet<JobId>, Vec<MultiTaskDefinition>) {
    let refused: HashSet<JobId> = tasks
        .iter()
        .filter(|t| t.stage_attempt_num > 0)
        .map(|t| JobId::from(t.job_id.as_str()))
        .collect();
    let rest = tasks
        .into_iter()
        .filter(|t| !refused.contains(t.job_id.as_str()))
        .collect();
    (refused, rest)
}

#[async_trait::async_trait]
impl TaskLauncher for RefuseStageReruns {
    async fn launch_tasks(
        &self,
        executor: &ExecutorMetadata,
        tasks: Vec<MultiTaskDefinition>,
        executor_manager: &ExecutorManager,
    ) -> ballista_core::error::Result<HashSet<JobId>> {
        for t in tasks.iter().filter(|t| t.stage_attempt_num > 0) {
            log::warn!(
                "job {}: stage {} would run again (attempt {}) after an executor was lost; \
                 Ballista 55 would read the partitions of both attempts, so the job fails \
                 and its client submits it again",
                t.job_id,
                t.stage_id,
                t.stage_attempt_num
            );
        }
        let (mut refused, rest) = split_reruns(tasks);
        if !rest.is_empty() {
            refused.extend(
                executor_manager
                    .launch_multi_task(&executor.id, rest, self.scheduler_endpoint.clone())
                    .await?,
            );
        }
        Ok(refused)
    }
}
