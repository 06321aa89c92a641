//! The query corpus on Ballista: every TPC-H query (q01..q22) and every SSB
//! query (q1.1..q4.3) at SF 0.01, in four partitions, on a standalone
//! Ballista cluster (scheduler and executor in this process, gRPC and
//! shuffle files between them), twice: with the switch join
//! (`Strategy::Inp`, the in-process switch model) and with Ballista's own
//! distributed plan (`Strategy::Shuffle`). Both must equal local DataFusion
//! without the rule, the independent reference.
//!
//! For every star join the scheduler offloads (counted on the plan the
//! scheduler's own state makes), the switch must have reported a finished
//! query whose counters show its build (inserts) and its probe (probes),
//! and no query that was not offloaded may touch the switch.
//!
//! The SSB queries run once more over a faulty link (loss, duplication,
//! reordering) with the switch restarting during the build and during the
//! probe of every query: still exact, the recoveries counted.

use netjoin_cluster::{cluster_state, standalone};

use crate::common::{generate, opts, register_all, rows, Scratch, ONE_AT_A_TIME};
use netjoin_compiler::compare::{corpus, Rows, TPCH_TABLES};
use netjoin_compiler::datafusion::physical_plan::displayable;
use netjoin_compiler::datafusion::prelude::SessionContext;
use netjoin_compiler::node::{finished_mark, finished_since};
use netjoin_compiler::{new_session, SessionOptions, Strategy};
use netjoin_host::coordinator::LinkFaults;
use netjoin_host::RunReport;
use netjoin_proto::counters::Counter;

const NODE: &str = "SwitchStarJoinExec";

/// Runs `sql` on `ctx` (`on` names it in failures), compares the result with
/// `want`, and returns the switch reports of the queries it finished.
async fn check_on(
    ctx: &SessionContext,
    on: &str,
    label: &str,
    sql: &str,
    want: &Rows,
    failures: &mut Vec<String>,
) -> Vec<(u64, RunReport)> {
    let mark = finished_mark();
    match rows(ctx, label, sql).await {
        Ok(got) => {
            if let Some(why) = want.difference(&got) {
                failures.push(format!("{label} {on}: {why}"));
            }
        }
        Err(e) => failures.push(e),
    }
    finished_since(mark)
}

/// The switch nodes in the plan the scheduler's state makes for `sql`, and
/// the plan.
async fn switch_nodes(planner: &SessionContext, sql: &str) -> Result<(usize, String), String> {
    let plan = planner
        .sql(sql)
        .await
        .map_err(|e| e.to_string())?
        .create_physical_plan()
        .await
        .map_err(|e| e.to_string())?;
    let text = displayable(plan.as_ref()).indent(true).to_string();
    Ok((text.matches(NODE).count(), text))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn tpch_and_ssb_on_ballista_equal_local_datafusion() {
    let _one = ONE_AT_A_TIME.lock().await;
    let dir = std::env::temp_dir().join(format!("netjoin-ballista-{}", std::process::id()));
    let _cleanup = Scratch(dir.clone());
    let (tpch_dir, ssb_dir) = generate(&dir).await;

    let mut failures = Vec::new();
    let (mut total, mut offloaded, mut inserts) = (0, 0, 0u64);
    println!(
        "{:<10} {:>6} {:>8} {:>8} {:>12}",
        "query", "rows", "switch", "reports", "probes"
    );
    for (kind, tables) in [
        ("tpch", &TPCH_TABLES[..]),
        ("ssb", &netjoin_compiler::ssb::TABLES[..]),
    ] {
        // TPC-H and SSB share table names: a session each.
        let base = if kind == "tpch" { &tpch_dir } else { &ssb_dir };
        let local = new_session(&opts(Strategy::Shuffle))
            .await
            .expect("local session");
        let (inp, _) = standalone(&opts(Strategy::Inp))
            .await
            .expect("standalone cluster, inp");
        let (shuffle, _) = standalone(&opts(Strategy::Shuffle))
            .await
            .expect("standalone cluster, shuffle");
        // The scheduler's state, run locally: the plan it makes, to count the
        // switch joins the cluster must report.
        let planner = SessionContext::new_with_state(
            cluster_state(&opts(Strategy::Inp))
                .expect("cluster state")
                .0,
        );
        for ctx in [&local, &inp, &shuffle, &planner] {
            register_all(ctx, base, tables).await;
        }
        for (name, sql) in corpus(kind).expect("the query corpus") {
            total += 1;
            let label = format!("{kind}/{name}");
            let want = match rows(&local, &label, &sql).await {
                Ok(r) => r,
                Err(e) => {
                    failures.push(format!("reference: {e}"));
                    continue;
                }
            };
            let (nodes, plan) = switch_nodes(&planner, &sql)
                .await
                .unwrap_or_else(|e| panic!("{label}: {e}"));
            if kind == "ssb" && nodes == 0 {
                failures.push(format!(
                    "{label}: every SSB query is a star join, but the plan has no {NODE}:\n{plan}"
                ));
            }
            let reports = check_on(
                &inp,
                "on Ballista with the switch",
                &label,
                &sql,
                &want,
                &mut failures,
            )
            .await;
            let probes: u64 = reports
                .iter()
                .map(|(_, r)| r.counters.get(Counter::Probes))
                .sum();
            println!(
                "{label:<10} {:>6} {nodes:>8} {:>8} {probes:>12}",
                want.len(),
                reports.len()
            );
            if reports.len() != nodes {
                failures.push(format!(
                    "{label}: the plan has {nodes} switch joins, the switch reported {} finished",
                    reports.len()
                ));
            }
            for (q, r) in &reports {
                // A dimension may be filtered to nothing (q17 at this scale):
                // its build is the phase's END frames alone.
                let pr = r.counters.get(Counter::Probes);
                if r.build.frames == 0 || pr == 0 {
                    failures.push(format!(
                        "{label}: switch query {q:016x} shows {} build frames and {pr} probes",
                        r.build.frames
                    ));
                }
                inserts += r.counters.get(Counter::Inserts);
            }
            offloaded += usize::from(nodes > 0);
            let reports = check_on(
                &shuffle,
                "on Ballista's own plan",
                &label,
                &sql,
                &want,
                &mut failures,
            )
            .await;
            if !reports.is_empty() {
                failures.push(format!("{label}: Ballista's own plan used the switch"));
            }
        }
    }
    assert_eq!(total, 22 + 13, "the corpus has 22 TPC-H and 13 SSB queries");
    assert!(
        failures.is_empty(),
        "{} failures:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    // Every SSB query and most TPC-H queries are star joins the rule takes.
    assert!(
        offloaded >= 13 + 10,
        "only {offloaded} of {total} queries were offloaded on the cluster"
    );
    assert!(
        inserts > 100_000,
        "the switch inserted only {inserts} build tuples over the corpus"
    );
}

/// SSB (every query a star join) over a link that loses 2 %, duplicates 1 %
/// and reorders 1 % of the workers' frames, with a switch restart at the
/// 20th and the 150th frame of every switch query: each result equals local
/// DataFusion's, and every switch query reports the faults it met and the
/// restarts it recovered from.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn ssb_on_ballista_is_exact_through_loss_and_switch_restarts() {
    let _one = ONE_AT_A_TIME.lock().await;
    let dir = std::env::temp_dir().join(format!("netjoin-ballista-faults-{}", std::process::id()));
    let _cleanup = Scratch(dir.clone());
    let (_, ssb_dir) = generate(&dir).await;
    let local = new_session(&opts(Strategy::Shuffle))
        .await
        .expect("local session");
    register_all(&local, &ssb_dir, &netjoin_compiler::ssb::TABLES).await;
    let faulty = SessionOptions {
        faults: LinkFaults {
            drop: 0.02,
            duplicate: 0.01,
            reorder: 0.01,
            seed: 7,
        },
        restart_at_frames: vec![20, 150],
        ..opts(Strategy::Inp)
    };
    let (inp, _) = standalone(&faulty).await.expect("standalone cluster");
    register_all(&inp, &ssb_dir, &netjoin_compiler::ssb::TABLES).await;
    let mut failures = Vec::new();
    for (name, sql) in corpus("ssb").expect("the query corpus") {
        let label = format!("ssb/{name}");
        let want = rows(&local, &label, &sql)
            .await
            .unwrap_or_else(|e| panic!("reference: {e}"));
        let reports = check_on(&inp, "through faults", &label, &sql, &want, &mut failures).await;
        if reports.is_empty() {
            failures.push(format!("{label}: no switch query finished"));
        }
        for (q, r) in &reports {
            let lost = r.build.dropped_by_link + r.probe.dropped_by_link;
            let resent = r.build.retransmitted + r.probe.retransmitted;
            let restarts = r.build.restarts_by_link + r.probe.restarts_by_link;
            println!(
                "{label:<8} query {q:016x}: {lost} frames lost, {resent} retransmitted, {restarts} restarts, {} recoveries {:?}",
                r.recovery.switch_recoveries, r.recovery.recoveries
            );
            // Two restarts close together can end one epoch (the second
            // comes before the first was noticed): at least one recovery.
            if lost == 0 || resent == 0 || restarts == 0 || r.recovery.switch_recoveries == 0 {
                failures.push(format!(
                    "{label}: switch query {q:016x} met {lost} losses, {resent} retransmissions, {restarts} restarts, {} recoveries",
                    r.recovery.switch_recoveries
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
