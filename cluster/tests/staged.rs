//! The staged switch join (set-up, build and probe stages whose tasks each
//! reach the switch over a port of their own, as executors of separate
//! processes do) on a standalone Ballista cluster whose switch is the
//! in-process model behind four ports: every TPC-H and SSB query at SF 0.01
//! in four partitions equals local DataFusion without the rule, and the SSB
//! queries do so again over links that lose, duplicate and reorder frames
//! in both directions.
//!
//! For every query the scheduler's plan stages, the tasks must report: one
//! set-up, one build task per dimension partition that streamed its tuples,
//! and one probe task per fact partition.

use netjoin_cluster::{cluster_state_with, standalone_with, SwitchForm};
mod common;

use common::{generate, opts, register_all, rows, Scratch, WORKERS};
use netjoin_compiler::compare::{corpus, TPCH_TABLES};
use netjoin_compiler::datafusion::physical_plan::displayable;
use netjoin_compiler::datafusion::prelude::SessionContext;
use netjoin_compiler::staged::{tasks_mark, tasks_since, TaskKind, TaskReport};
use netjoin_compiler::{new_session, SessionOptions, Strategy};
use netjoin_host::coordinator::LinkFaults;
use std::collections::BTreeMap;

/// The tests read this process's task reports by difference: one at a time.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Staged switch joins in the scheduler's plan for `sql`: their count, and
/// per join the number of build partitions and of fact partitions.
async fn staged_joins(planner: &SessionContext, sql: &str) -> Result<(usize, String), String> {
    let plan = planner
        .sql(sql)
        .await
        .map_err(|e| e.to_string())?
        .create_physical_plan()
        .await
        .map_err(|e| e.to_string())?;
    let text = displayable(plan.as_ref()).indent(true).to_string();
    Ok((text.matches("SwitchProbeExec").count(), text))
}

/// Per query: set-ups, build tasks, probe tasks, and their reports.
fn by_query(reports: &[TaskReport]) -> BTreeMap<u16, (usize, usize, usize, Vec<TaskReport>)> {
    let mut m: BTreeMap<u16, (usize, usize, usize, Vec<TaskReport>)> = BTreeMap::new();
    for r in reports {
        let e = m.entry(r.query_id).or_default();
        match r.kind {
            TaskKind::SetUp { .. } => e.0 += 1,
            TaskKind::Build => e.1 += 1,
            TaskKind::Probe => e.2 += 1,
        }
        e.3.push(*r);
    }
    m
}

/// Runs the corpus of `kind` on `staged`, checking every result and the
/// tasks' reports; returns (queries, staged queries, build tuples,
/// retransmitted frames, repeated chunks).
async fn run_corpus(
    kind: &str,
    local: &SessionContext,
    staged: &SessionContext,
    planner: &SessionContext,
    failures: &mut Vec<String>,
) -> (usize, usize, u64, u64, u64) {
    let (mut total, mut staged_n, mut tuples, mut resent, mut repeats) = (0, 0, 0, 0, 0);
    for (name, sql) in corpus(kind).expect("the query corpus") {
        total += 1;
        let label = format!("{kind}/{name}");
        let want = match rows(local, &label, &sql).await {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("reference: {e}"));
                continue;
            }
        };
        let (joins, plan) = staged_joins(planner, &sql)
            .await
            .unwrap_or_else(|e| panic!("{label}: {e}"));
        if kind == "ssb" && joins == 0 {
            failures.push(format!(
                "{label}: every SSB query is a star join, but the plan stages none:\n{plan}"
            ));
        }
        let mark = tasks_mark();
        match rows(staged, &label, &sql).await {
            Ok(got) => {
                if let Some(why) = want.difference(&got) {
                    failures.push(format!("{label} staged: {why}"));
                }
            }
            Err(e) => failures.push(e),
        }
        let queries = by_query(&tasks_since(mark));
        if queries.len() != joins {
            failures.push(format!(
                "{label}: the plan stages {joins} switch joins, {} ran tasks",
                queries.len()
            ));
        }
        for (q, (setups, builds, probes, reports)) in &queries {
            let t: u64 = reports
                .iter()
                .filter(|r| r.kind == TaskKind::Build)
                .map(|r| r.tuples)
                .sum();
            // At least one build partition per dimension; a dimension read in
            // one partition has one task.
            if *setups != 1 || *builds == 0 || *probes != WORKERS {
                failures.push(format!(
                    "{label}: switch query {q:#06x} ran {setups} set-ups, {builds} build tasks, {probes} probe tasks"
                ));
            }
            tuples += t;
            resent += reports.iter().map(|r| r.retransmitted).sum::<u64>();
            repeats += reports.iter().map(|r| r.repeats).sum::<u64>();
        }
        staged_n += usize::from(joins > 0);
        println!("{label:<10} {:>6} rows, {joins} staged joins", want.len());
    }
    (total, staged_n, tuples, resent, repeats)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn tpch_and_ssb_staged_on_ballista_equal_local_datafusion() {
    let _one = ONE_AT_A_TIME.lock().await;
    let dir = std::env::temp_dir().join(format!("netjoin-staged-{}", std::process::id()));
    let _cleanup = Scratch(dir.clone());
    let (tpch_dir, ssb_dir) = generate(&dir).await;
    let mut failures = Vec::new();
    let (mut total, mut staged_n, mut tuples) = (0, 0, 0);
    for (kind, tables, base) in [
        ("tpch", &TPCH_TABLES[..], &tpch_dir),
        ("ssb", &netjoin_compiler::ssb::TABLES[..], &ssb_dir),
    ] {
        let local = new_session(&opts(Strategy::Shuffle))
            .await
            .expect("local session");
        let (staged, _) = standalone_with(&opts(Strategy::Inp), SwitchForm::Staged)
            .await
            .expect("standalone cluster");
        let planner = SessionContext::new_with_state(
            cluster_state_with(&opts(Strategy::Inp), SwitchForm::Staged)
                .expect("state")
                .0,
        );
        for ctx in [&local, &staged, &planner] {
            register_all(ctx, base, tables).await;
        }
        let (n, s, t, _, _) = run_corpus(kind, &local, &staged, &planner, &mut failures).await;
        total += n;
        staged_n += s;
        tuples += t;
    }
    assert_eq!(total, 22 + 13, "the corpus has 22 TPC-H and 13 SSB queries");
    assert!(
        failures.is_empty(),
        "{} failures:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    assert!(
        staged_n >= 13 + 10,
        "only {staged_n} of {total} queries ran on the switch"
    );
    assert!(
        tuples > 100_000,
        "the build tasks streamed only {tuples} tuples over the corpus"
    );
}

/// SSB over links that lose 2 %, duplicate 1 % and reorder 1 % of the
/// frames in both directions: every result exact; the losses cost
/// retransmissions (towards the switch) and repeated chunks (back).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn ssb_staged_is_exact_through_loss_duplication_and_reordering() {
    let _one = ONE_AT_A_TIME.lock().await;
    let dir = std::env::temp_dir().join(format!("netjoin-staged-faults-{}", std::process::id()));
    let _cleanup = Scratch(dir.clone());
    let (_, ssb_dir) = generate(&dir).await;
    let faulty = SessionOptions {
        faults: LinkFaults {
            drop: 0.02,
            duplicate: 0.01,
            reorder: 0.01,
            seed: 7,
        },
        ..opts(Strategy::Inp)
    };
    let local = new_session(&opts(Strategy::Shuffle))
        .await
        .expect("local session");
    let (staged, _) = standalone_with(&faulty, SwitchForm::Staged)
        .await
        .expect("standalone cluster");
    let planner = SessionContext::new_with_state(
        cluster_state_with(&faulty, SwitchForm::Staged)
            .expect("state")
            .0,
    );
    for ctx in [&local, &staged, &planner] {
        register_all(ctx, &ssb_dir, &netjoin_compiler::ssb::TABLES).await;
    }
    let mut failures = Vec::new();
    let (total, staged_n, _, resent, repeats) =
        run_corpus("ssb", &local, &staged, &planner, &mut failures).await;
    assert!(
        failures.is_empty(),
        "{} failures:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    assert_eq!((total, staged_n), (13, 13));
    println!("through faults: {resent} frames retransmitted, {repeats} chunks probed again");
    assert!(
        resent > 0,
        "2% loss towards the switch must cost retransmissions"
    );
    assert!(
        repeats > 0,
        "2% loss back from the switch must cost repeated chunks"
    );
}
