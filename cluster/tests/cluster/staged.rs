//! The staged switch join (set-up, build and probe stages whose tasks each
//! reach the switch over a port of their own, as executors of separate
//! processes do) on a standalone Ballista cluster whose switch is the
//! in-process model behind four ports: every TPC-H and SSB query at SF 0.01
//! in four partitions equals local DataFusion without the rule, and the SSB
//! queries do so again over links that lose, duplicate and reorder frames
//! in both directions, and with the switch restarting in every query.
//!
//! For every query the scheduler's plan stages, the tasks must report: one
//! set-up, one build task per dimension partition that streamed its tuples,
//! and one probe task per fact partition.
//!
//! The catalog is the test's own: with k4v4t3, the joins whose keys and
//! dimensions the Parquet statistics bound run on 4-byte keys and values
//! (8-bit attempts beside 24-bit rows in the payloads); without it, on
//! 8-byte ones.
//!
//! The membership filters the star-join rule chooses travel with the staged
//! plan: its set-up, build and probe nodes carry them through the codec,
//! and the tasks configure the switch with them.

use netjoin_cluster::{cluster_state_with, standalone_with, SwitchCodec, SwitchForm};

use crate::common::{generate, opts, opts_in, register_all, rows, Scratch, ONE_AT_A_TIME, WORKERS};
use datafusion_proto::physical_plan::{DefaultPhysicalProtoConverter, PhysicalExtensionCodec};
use netjoin_compiler::compare::{corpus, TPCH_TABLES};
use netjoin_compiler::datafusion::execution::TaskContext;
use netjoin_compiler::datafusion::physical_plan::{displayable, ExecutionPlan};
use netjoin_compiler::datafusion::prelude::SessionContext;
use netjoin_compiler::session::Decisions;
use netjoin_compiler::staged::{
    tasks_mark, tasks_since, StagedQuery, SwitchBuildExec, SwitchProbeExec, SwitchSetupExec,
    TaskKind, TaskReport,
};
use netjoin_compiler::{new_session, register_table, SessionOptions, Strategy};
use netjoin_host::coordinator::LinkFaults;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The corpus runs with a catalog that holds k4v4t3.
const NARROW_CATALOG: bool = true;

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

/// The signatures of the staged joins in a plan's text.
fn signatures(plan: &str) -> Vec<String> {
    plan.lines()
        .filter(|l| l.contains("SwitchProbeExec:"))
        .filter_map(|l| l.split("signature=").nth(1))
        .filter_map(|r| r.split(',').next())
        .map(str::to_string)
        .collect()
}

/// What a corpus run counted.
#[derive(Default)]
struct Counted {
    queries: usize,
    staged: usize,
    /// Staged queries whose join ran on 4-byte keys.
    narrow: usize,
    build_tuples: u64,
    resent: u64,
    repeats: u64,
    /// Probe tasks' takeovers of a switch that lost the query, build tasks
    /// that found it lost, and switch queries with a takeover.
    takeovers: u64,
    gone_builds: u64,
    rebuilt: usize,
}

/// Runs the corpus of `kind` on `staged`, checking every result and the
/// tasks' reports.
async fn run_corpus(
    kind: &str,
    local: &SessionContext,
    staged: &SessionContext,
    planner: &SessionContext,
    decisions: &Decisions,
    catalog_has_k4v4t3: bool,
    failures: &mut Vec<String>,
) -> Counted {
    let mut n = Counted::default();
    for (name, sql) in corpus(kind).expect("the query corpus") {
        n.queries += 1;
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
        let sigs = signatures(&plan);
        n.narrow += usize::from(sigs.iter().any(|s| s.starts_with("k4")));
        // The pipeline holds what the data needs, and no more: k4v4t3
        // whenever the catalog has it and the statistics proved 4-byte keys
        // and values for up to three dimensions.
        let made = decisions
            .as_ref()
            .map(|d| d.lock().unwrap().clone())
            .unwrap_or_default();
        for d in made.iter().filter(|d| !d.offloaded.is_empty()) {
            let w = d.widths.as_ref().expect("an offloaded join's widths");
            let narrow = catalog_has_k4v4t3
                && (w.key_bytes, w.value_bytes) == (4, 4)
                && d.offloaded.len() <= 3;
            let sig = d.signature.clone().unwrap_or_default();
            if sig.starts_with("k4") != narrow {
                failures.push(format!(
                    "{label}: {sig} for {} dimensions and {}",
                    d.offloaded.len(),
                    w.why
                ));
            }
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
            n.build_tuples += t;
            n.resent += reports.iter().map(|r| r.retransmitted).sum::<u64>();
            n.repeats += reports.iter().map(|r| r.repeats).sum::<u64>();
            let takeovers: u64 = reports.iter().map(|r| r.takeovers).sum();
            n.takeovers += takeovers;
            n.gone_builds += reports.iter().filter(|r| r.query_gone).count() as u64;
            n.rebuilt += usize::from(takeovers > 0);
        }
        n.staged += usize::from(joins > 0);
        println!(
            "{label:<10} {:>6} rows, {joins} staged joins on {sigs:?}",
            want.len()
        );
    }
    n
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn tpch_and_ssb_staged_on_ballista_equal_local_datafusion() {
    let _one = ONE_AT_A_TIME.lock().await;
    let dir = std::env::temp_dir().join(format!("netjoin-staged-{}", std::process::id()));
    let _cleanup = Scratch(dir.clone());
    let (tpch_dir, ssb_dir) = generate(&dir).await;
    let mut failures = Vec::new();
    let (mut total, mut staged_n, mut narrow, mut tuples) = (0, 0, 0, 0);
    for (kind, tables, base) in [
        ("tpch", &TPCH_TABLES[..], &tpch_dir),
        ("ssb", &netjoin_compiler::ssb::TABLES[..], &ssb_dir),
    ] {
        let local = new_session(&opts(Strategy::Shuffle))
            .await
            .expect("local session");
        let (staged, _) =
            standalone_with(&opts_in(Strategy::Inp, NARROW_CATALOG), SwitchForm::Staged)
                .await
                .expect("standalone cluster");
        let (state, decisions) =
            cluster_state_with(&opts_in(Strategy::Inp, NARROW_CATALOG), SwitchForm::Staged)
                .expect("state");
        let planner = SessionContext::new_with_state(state);
        for ctx in [&local, &staged, &planner] {
            register_all(ctx, base, tables).await;
        }
        let n = run_corpus(
            kind,
            &local,
            &staged,
            &planner,
            &decisions,
            NARROW_CATALOG,
            &mut failures,
        )
        .await;
        total += n.queries;
        staged_n += n.staged;
        narrow += n.narrow;
        tuples += n.build_tuples;
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
    // TPC-H's and SSB's keys are Int64 columns whose Parquet statistics
    // keep them in i32's range, and their tables are below 2^24 rows: the
    // star joins of up to three scanned dimensions run on 4-byte keys and
    // values (SSB's Q4.x join four; a dimension that is itself a join has
    // no bound on its rows).
    assert!(
        narrow >= 10 + 10,
        "only {narrow} of {staged_n} staged queries ran on 4-byte keys and values"
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
    for narrow in [true, false] {
        ssb_through_faults(&ssb_dir, narrow).await;
    }
}

/// SSB on a standalone cluster of the staged form with `o`, each result
/// against local DataFusion and each query's tasks checked
/// ([`run_corpus`]); any failure fails the test.
async fn ssb_staged_with(o: &SessionOptions, ssb_dir: &std::path::Path, narrow: bool) -> Counted {
    let local = new_session(&opts(Strategy::Shuffle))
        .await
        .expect("local session");
    let (staged, _) = standalone_with(o, SwitchForm::Staged)
        .await
        .expect("standalone cluster");
    let (state, decisions) = cluster_state_with(o, SwitchForm::Staged).expect("state");
    let planner = SessionContext::new_with_state(state);
    for ctx in [&local, &staged, &planner] {
        register_all(ctx, ssb_dir, &netjoin_compiler::ssb::TABLES).await;
    }
    let mut failures = Vec::new();
    let n = run_corpus(
        "ssb",
        &local,
        &staged,
        &planner,
        &decisions,
        narrow,
        &mut failures,
    )
    .await;
    assert!(
        failures.is_empty(),
        "{} failures:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    n
}

/// SSB through faulty links with or without the narrow pipeline.
async fn ssb_through_faults(ssb_dir: &std::path::Path, narrow: bool) {
    let faulty = SessionOptions {
        faults: LinkFaults {
            drop: 0.02,
            duplicate: 0.01,
            reorder: 0.01,
            seed: 7,
        },
        ..opts_in(Strategy::Inp, narrow)
    };
    let n = ssb_staged_with(&faulty, ssb_dir, narrow).await;
    let (total, staged_n, resent, repeats) = (n.queries, n.staged, n.resent, n.repeats);
    assert_eq!((total, staged_n), (13, 13));
    // Q4.x join four dimensions, and the catalog's narrow pipeline has three
    // tables.
    assert_eq!(
        n.narrow,
        if narrow { 10 } else { 0 },
        "SSB's joins of up to three dimensions fit 4-byte keys and values"
    );
    println!("through faults (narrow {narrow}): {resent} frames retransmitted, {repeats} chunks probed again");
    assert!(
        resent > 0,
        "2% loss towards the switch must cost retransmissions"
    );
    assert!(
        repeats > 0,
        "2% loss back from the switch must cost repeated chunks"
    );
}

/// SSB with the switch restarting (back in its power-on state) just before
/// the 12th frame of every query reaches it, during its set-up or build,
/// and again before the 400th, over links that lose, duplicate and reorder
/// frames: every result exact; every query's probe tasks set the switch up
/// again and replayed the build.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn ssb_staged_is_exact_through_switch_restarts() {
    let _one = ONE_AT_A_TIME.lock().await;
    let dir = std::env::temp_dir().join(format!("netjoin-staged-restarts-{}", std::process::id()));
    let _cleanup = Scratch(dir.clone());
    let (_, ssb_dir) = generate(&dir).await;
    let restarting = SessionOptions {
        faults: LinkFaults {
            drop: 0.01,
            duplicate: 0.01,
            reorder: 0.01,
            seed: 17,
        },
        restart_at_frames: vec![12, 400],
        ..opts_in(Strategy::Inp, NARROW_CATALOG)
    };
    let n = ssb_staged_with(&restarting, &ssb_dir, NARROW_CATALOG).await;
    println!(
        "through restarts: {} takeovers, {} build tasks found the query gone",
        n.takeovers, n.gone_builds
    );
    assert_eq!((n.queries, n.staged), (13, 13));
    assert_eq!(
        n.rebuilt, 13,
        "every query's switch restarted: its probe tasks must have rebuilt it"
    );
    assert!(
        n.takeovers >= 13 * WORKERS as u64,
        "every probe task of every query must have set the switch up again"
    );
}

/// F(k1, k2, m): 3,000 rows, k1 in 0..300, k2 in 0..50; D1(k1, v1): keys
/// 0..100; D2(k2, v2): keys 0..50. Two thirds of the fact rows find no D1
/// row, so the rule filters, with the smallest arrays (2^10 bits ≥ 8 × 100
/// rows).
fn tables_with_misses(dir: &std::path::Path) -> Vec<(&'static str, std::path::PathBuf)> {
    std::fs::create_dir_all(dir).unwrap();
    let mut f = String::from("k1,k2,m\n");
    for i in 0..3000i64 {
        f += &format!("{},{},{i}\n", (i * 7) % 300, i % 50);
    }
    let mut d1 = String::from("k1,v1\n");
    for k in 0..100i64 {
        d1 += &format!("{k},{}\n", k * 10);
    }
    let mut d2 = String::from("k2,v2\n");
    for k in 0..50i64 {
        d2 += &format!("{k},{}\n", k * 3);
    }
    [("F", f), ("D1", d1), ("D2", d2)]
        .into_iter()
        .map(|(name, text)| {
            let p = dir.join(format!("{name}.csv"));
            std::fs::write(&p, text).unwrap();
            (name, p)
        })
        .collect()
}

/// `plan` and every node below it.
fn all_nodes(plan: &Arc<dyn ExecutionPlan>, out: &mut Vec<Arc<dyn ExecutionPlan>>) {
    out.push(plan.clone());
    for c in plan.children() {
        all_nodes(c, out);
    }
}

/// The staged query of a set-up, build or probe node.
fn staged_query(node: &dyn ExecutionPlan) -> Option<StagedQuery> {
    if let Some(n) = node.downcast_ref::<SwitchSetupExec>() {
        return Some(n.query());
    }
    if let Some(n) = node.downcast_ref::<SwitchBuildExec>() {
        return Some(n.query());
    }
    node.downcast_ref::<SwitchProbeExec>().map(|n| n.query())
}

/// The rule's choice of membership filters for a star join whose fact rows
/// miss a dimension, and of on-chip tables (both dimensions are small
/// enough), reaches the staged plan's set-up, build and probe nodes,
/// survives the codec (a node encoded before a field existed decodes with
/// no filters, no table on chip), and is what the tasks configure the
/// switch with, which places those tables; the result equals local
/// DataFusion.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn staged_plan_and_tasks_carry_the_rules_filter_bits_and_onchip_tables() {
    const SQL: &str =
        "SELECT F.m, D1.v1, D2.v2 FROM F JOIN D1 ON F.k1 = D1.k1 JOIN D2 ON F.k2 = D2.k2";
    let _one = ONE_AT_A_TIME.lock().await;
    let dir = std::env::temp_dir().join(format!("netjoin-staged-filters-{}", std::process::id()));
    let _cleanup = Scratch(dir.clone());
    let tables = tables_with_misses(&dir);
    let o = opts_in(Strategy::Inp, false);
    let register = |ctx: SessionContext| {
        let tables = tables.clone();
        async move {
            for (name, path) in &tables {
                register_table(&ctx, name, path)
                    .await
                    .unwrap_or_else(|e| panic!("register {name}: {e:#}"));
            }
            ctx
        }
    };

    let (state, decisions) = cluster_state_with(&o, SwitchForm::Staged).expect("state");
    let planner = register(SessionContext::new_with_state(state)).await;
    let plan = planner
        .sql(SQL)
        .await
        .expect("plan")
        .create_physical_plan()
        .await
        .expect("physical plan");
    let made = decisions
        .as_ref()
        .map(|d| d.lock().unwrap().clone())
        .unwrap_or_default();
    let d = made
        .iter()
        .find(|d| !d.offloaded.is_empty())
        .expect("an offloaded star join");
    assert_eq!(d.filter_bits, Some(10), "{d:?}");
    // 100 and 50 rows: both of the two-table pipeline's tables on chip.
    assert_eq!(
        d.signature.as_deref().map(|s| s.ends_with("t2")),
        Some(true)
    );
    assert_eq!(d.onchip, Some(0b11), "{d:?}");
    let text = displayable(plan.as_ref()).indent(true).to_string();
    assert!(
        text.lines().any(
            |l| l.contains("SwitchSetupExec:") && l.contains("filter_bits=10, onchip=[t0, t1]")
        ),
        "{text}"
    );

    let mut nodes = Vec::new();
    all_nodes(&plan, &mut nodes);
    let codec = SwitchCodec::new(None);
    let (ctx, conv) = (TaskContext::default(), DefaultPhysicalProtoConverter {});
    let mut staged = 0;
    for node in nodes {
        let Some(q) = staged_query(node.as_ref()) else {
            continue;
        };
        staged += 1;
        assert_eq!(q.filter_bits, 10, "{}", node.name());
        assert_eq!(q.onchip, 0b11, "{}", node.name());
        let mut buf = Vec::new();
        codec
            .try_encode(node.clone(), &mut buf, &conv)
            .expect("encode");
        let inputs: Vec<Arc<dyn ExecutionPlan>> = node.children().into_iter().cloned().collect();
        let back = codec
            .try_decode(&buf, &inputs, &ctx, &conv)
            .expect("decode");
        assert_eq!(
            staged_query(back.as_ref()),
            Some(q),
            "{} through the codec",
            node.name()
        );
        if node.downcast_ref::<SwitchSetupExec>().is_some() {
            // The set-up's JSON as it was before the fields: no filters,
            // no table on chip.
            let text = String::from_utf8(buf[8..].to_vec()).expect("JSON");
            assert_eq!(text.matches("\"filter_bits\":10").count(), 1, "{text}");
            assert_eq!(text.matches("\"onchip\":3").count(), 1, "{text}");
            let old = [
                &buf[..8],
                text.replace(",\"filter_bits\":10", "")
                    .replace(",\"onchip\":3", "")
                    .as_bytes(),
            ]
            .concat();
            let back = codec
                .try_decode(&old, &inputs, &ctx, &conv)
                .expect("decode old");
            assert_eq!(
                staged_query(back.as_ref()),
                Some(StagedQuery {
                    filter_bits: 0,
                    onchip: 0,
                    ..q
                })
            );
        }
    }
    assert_eq!(staged, 3, "a set-up, a build and a probe node:\n{text}");

    // On the cluster: every task has the filters, and the rows are exact.
    let local = register(new_session(&opts(Strategy::Shuffle)).await.expect("local")).await;
    let (cluster, _) = standalone_with(&o, SwitchForm::Staged)
        .await
        .expect("standalone cluster");
    let cluster = register(cluster).await;
    let want = rows(&local, "filters", SQL).await.expect("reference");
    assert_eq!(want.len(), 1000, "a third of the fact rows join");
    let mark = tasks_mark();
    let got = rows(&cluster, "filters", SQL).await.expect("staged");
    if let Some(why) = want.difference(&got) {
        panic!("staged with filters: {why}");
    }
    let reports = tasks_since(mark);
    let set_ups = reports
        .iter()
        .filter(|r| matches!(r.kind, TaskKind::SetUp { .. }))
        .count();
    assert_eq!(set_ups, 1, "{reports:?}");
    assert!(
        reports.iter().any(|r| r.kind == TaskKind::Probe),
        "{reports:?}"
    );
    assert!(
        reports.iter().all(|r| r.filter_bits == 10),
        "every task's query has the rule's filters: {reports:?}"
    );
    assert!(
        reports.iter().all(|r| r.onchip == 0b11),
        "every task's query has the rule's on-chip tables: {reports:?}"
    );
    // The set-up task configured the switch, which placed both.
    assert!(
        reports
            .iter()
            .filter(|r| matches!(r.kind, TaskKind::SetUp { already: false }))
            .all(|r| r.onchip_placed == Some(0b11)),
        "{reports:?}"
    );
}
