//! The scheduler's refusal of re-run tasks (`netjoin_cluster::rerun`).

use ballista_core::serde::protobuf::{MultiTaskDefinition, TaskId};
use ballista_core::JobId;
use netjoin_cluster::rerun::split_reruns;
use std::collections::HashSet;

fn task(job: &str, stage: u32, attempt: u32, ids: &[u32]) -> MultiTaskDefinition {
    MultiTaskDefinition {
        task_ids: ids
            .iter()
            .map(|&task_id| TaskId {
                task_id,
                ..Default::default()
            })
            .collect(),
        job_id: job.into(),
        stage_id: stage,
        stage_attempt_num: attempt,
        ..Default::default()
    }
}

#[test]
fn a_job_with_any_rerun_task_is_refused_whole_and_the_others_launch_in_order() {
    let tasks = vec![
        task("a", 1, 0, &[0, 1]),
        task("b", 2, 0, &[0]),
        task("a", 3, 1, &[2]),
        task("c", 1, 0, &[5]),
        task("b", 2, 0, &[1]),
    ];
    let (refused, rest) = split_reruns(tasks);
    assert_eq!(refused, HashSet::from([JobId::from("a")]));
    let kept: Vec<(String, u32, u32)> = rest
        .iter()
        .map(|t| (t.job_id.clone(), t.stage_id, t.task_ids[0].task_id))
        .collect();
    assert_eq!(
        kept,
        vec![("b".into(), 2, 0), ("c".into(), 1, 5), ("b".into(), 2, 1)]
    );
}

#[test]
fn first_attempts_are_all_launched() {
    let tasks = vec![task("a", 1, 0, &[0]), task("a", 2, 0, &[1])];
    let (refused, rest) = split_reruns(tasks.clone());
    assert!(refused.is_empty());
    assert_eq!(rest, tasks);
}
