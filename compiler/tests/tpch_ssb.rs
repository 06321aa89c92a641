//! The query corpus: every TPC-H query (q01..q22) and every Star Schema
//! Benchmark query (q1.1..q4.3) at SF 0.01, run twice in DataFusion: with
//! `Strategy::Shuffle` (DataFusion's own plan, no star-join rule: the
//! independent reference) and with `Strategy::Inp` (the rule offloads every
//! star join it can to the behavioural switch model). The results must be
//! equal; the rule must fire on every SSB query and on the TPC-H queries in
//! [`TPCH_OFFLOADED`], and must never appear in a reference plan.
//!
//! TPC-H is generated in-process (tpchgen, 4 partitions, as
//! `netjoin gen tpch`); SSB is derived from it by `netjoin_compiler::ssb`.
//! The SQL lives in tests/queries/{tpch,ssb}/*.sql
//! (`scripts/bench_sf1.py validate` runs the same files in DuckDB).

use netjoin_compiler::datafusion;
use netjoin_compiler::gen::{gen_tpch, TpchArgs};
use netjoin_compiler::{new_session, register_table, SessionOptions, Strategy, SwitchKind};

use datafusion::arrow::array::{Array, ArrayRef, Float32Array, Float64Array, RecordBatch};
use datafusion::arrow::datatypes::DataType;
use datafusion::arrow::util::display::array_value_to_string;
use datafusion::physical_plan::{collect, displayable};
use datafusion::prelude::SessionContext;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Workers (DataFusion partitions and switch sources) and TPC-H partitions.
const WORKERS: usize = 4;
const SF: f64 = 0.01;
/// The physical plan node the rule inserts.
const NODE: &str = "SwitchStarJoinExec";
/// Relative tolerance for floating-point values (an aggregate over floats may
/// sum in another order under another plan); every other type is exact.
const FLOAT_TOL: f64 = 1e-9;

/// The TPC-H queries with a star of integer equi-joins around one fact input
/// that the rule must offload (read off the plans of the first run; q19 is
/// not among them: its joins carry a residual OR filter; q01, q04, q06, q13 and
/// q22 have no inner equi-join chain the rule takes).
const TPCH_OFFLOADED: &[&str] = &[
    "q02", "q03", "q05", "q07", "q08", "q09", "q10", "q11", "q12", "q14", "q15", "q16", "q17",
    "q18", "q20", "q21",
];

const TPCH_TABLES: [&str; 8] = [
    "lineitem", "orders", "part", "supplier", "customer", "partsupp", "nation", "region",
];

/// Removes the scratch directory however the test ends.
struct Scratch(PathBuf);
impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn queries(kind: &str) -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/queries")
        .join(kind);
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "sql"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            let sql = std::fs::read_to_string(&p)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()));
            (name, sql)
        })
        .collect();
    out.sort();
    out
}

async fn session(strategy: Strategy) -> SessionContext {
    let opts = SessionOptions {
        workers: WORKERS,
        strategy,
        switch: SwitchKind::Model,
        ..Default::default()
    };
    new_session(&opts)
        .await
        .unwrap_or_else(|e| panic!("new_session({strategy:?}): {e:#}"))
}

async fn register_all(ctx: &SessionContext, dir: &Path, tables: &[&str]) {
    for t in tables {
        register_table(ctx, t, &dir.join(t))
            .await
            .unwrap_or_else(|e| panic!("register {t}: {e:#}"));
    }
}

/// One value: exact text, or a float compared with a tolerance.
#[derive(Debug, Clone, PartialEq, PartialOrd)]
enum Cell {
    Null,
    Float(f64),
    Text(String),
}

fn cell(col: &ArrayRef, row: usize) -> Cell {
    if col.is_null(row) {
        return Cell::Null;
    }
    match col.data_type() {
        DataType::Float64 => Cell::Float(
            col.as_any()
                .downcast_ref::<Float64Array>()
                .unwrap()
                .value(row),
        ),
        DataType::Float32 => Cell::Float(
            col.as_any()
                .downcast_ref::<Float32Array>()
                .unwrap()
                .value(row) as f64,
        ),
        _ => Cell::Text(array_value_to_string(col, row).expect("displayable value")),
    }
}

struct Outcome {
    types: Vec<DataType>,
    rows: Vec<Vec<Cell>>,
    offloaded: bool,
    plan: String,
    millis: f64,
}

async fn run(ctx: &SessionContext, name: &str, sql: &str) -> Outcome {
    let t0 = Instant::now();
    let df = ctx
        .sql(sql)
        .await
        .unwrap_or_else(|e| panic!("{name}: planning failed: {e:#}"));
    let plan = df
        .create_physical_plan()
        .await
        .unwrap_or_else(|e| panic!("{name}: physical planning failed: {e:#}"));
    let text = displayable(plan.as_ref()).indent(true).to_string();
    let batches: Vec<RecordBatch> = collect(plan.clone(), ctx.task_ctx())
        .await
        .unwrap_or_else(|e| panic!("{name}: execution failed: {e:#}\nplan:\n{text}"));
    let millis = t0.elapsed().as_secs_f64() * 1e3;
    let schema = plan.schema();
    let types = schema
        .fields()
        .iter()
        .map(|f| f.data_type().clone())
        .collect();
    let mut rows = Vec::new();
    for b in &batches {
        for r in 0..b.num_rows() {
            rows.push(b.columns().iter().map(|c| cell(c, r)).collect::<Vec<_>>());
        }
    }
    // Text cells first so that float noise cannot reorder rows that differ elsewhere.
    rows.sort_by(|a: &Vec<Cell>, b: &Vec<Cell>| {
        let key = |r: &Vec<Cell>| {
            let (t, f): (Vec<&Cell>, Vec<&Cell>) =
                r.iter().partition(|c| !matches!(c, Cell::Float(_)));
            (
                t.into_iter().cloned().collect::<Vec<_>>(),
                f.into_iter().cloned().collect::<Vec<_>>(),
            )
        };
        key(a)
            .partial_cmp(&key(b))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    Outcome {
        types,
        offloaded: text.contains(NODE),
        plan: text,
        rows,
        millis,
    }
}

/// Why `got` differs from `want`, if it does.
fn difference(want: &Outcome, got: &Outcome) -> Option<String> {
    if want.types != got.types {
        return Some(format!(
            "column types differ: reference {:?}, offloaded {:?}",
            want.types, got.types
        ));
    }
    if want.rows.len() != got.rows.len() {
        return Some(format!(
            "{} rows from the reference, {} offloaded",
            want.rows.len(),
            got.rows.len()
        ));
    }
    for (i, (w, g)) in want.rows.iter().zip(&got.rows).enumerate() {
        let same = w.iter().zip(g).all(|(a, b)| match (a, b) {
            (Cell::Float(x), Cell::Float(y)) => {
                x == y || (x - y).abs() <= FLOAT_TOL * x.abs().max(y.abs())
            }
            _ => a == b,
        });
        if !same {
            return Some(format!(
                "row {i} (after sorting) differs:\n  reference {w:?}\n  offloaded {g:?}"
            ));
        }
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn tpch_and_ssb_match_datafusion_without_the_rule() {
    let dir = std::env::temp_dir().join(format!("netjoin-tpch-ssb-{}", std::process::id()));
    let _cleanup = Scratch(dir.clone());
    let tpch_dir = dir.join("tpch");
    let ssb_dir = dir.join("ssb");
    gen_tpch(&TpchArgs {
        sf: SF,
        parts: WORKERS,
        out: tpch_dir.clone(),
        tables: vec![],
    })
    .expect("generate TPC-H");

    let tpch_ref = session(Strategy::Shuffle).await;
    let tpch_inp = session(Strategy::Inp).await;
    register_all(&tpch_ref, &tpch_dir, &TPCH_TABLES).await;
    register_all(&tpch_inp, &tpch_dir, &TPCH_TABLES).await;
    let derived = netjoin_compiler::ssb::derive_ssb(&tpch_ref, &ssb_dir)
        .await
        .expect("derive SSB from TPC-H");
    println!("SSB derived: {derived:?}");
    let ssb_ref = session(Strategy::Shuffle).await;
    let ssb_inp = session(Strategy::Inp).await;
    register_all(&ssb_ref, &ssb_dir, &netjoin_compiler::ssb::TABLES).await;
    register_all(&ssb_inp, &ssb_dir, &netjoin_compiler::ssb::TABLES).await;

    let mut failures = Vec::new();
    let mut offloaded_tpch = Vec::new();
    let mut not_offloaded_ssb = Vec::new();
    let mut total = 0;
    println!(
        "{:<10} {:>6} {:>12} {:>12}  offloaded",
        "query", "rows", "shuffle ms", "inp ms"
    );
    for (kind, refc, inpc) in [("tpch", &tpch_ref, &tpch_inp), ("ssb", &ssb_ref, &ssb_inp)] {
        for (name, sql) in queries(kind) {
            total += 1;
            let label = format!("{kind}/{name}");
            let want = run(refc, &label, &sql).await;
            let got = run(inpc, &label, &sql).await;
            println!(
                "{label:<10} {:>6} {:>12.1} {:>12.1}  {}",
                want.rows.len(),
                want.millis,
                got.millis,
                if got.offloaded { "yes" } else { "no" }
            );
            if want.offloaded {
                failures.push(format!(
                    "{label}: the reference (Strategy::Shuffle) plan contains {NODE}:\n{}",
                    want.plan
                ));
            }
            if let Some(why) = difference(&want, &got) {
                failures.push(format!(
                    "{label}: offloaded result differs from DataFusion's own plan: {why}\noffloaded plan:\n{}",
                    got.plan
                ));
            }
            match (kind, got.offloaded) {
                ("tpch", true) => offloaded_tpch.push(name.clone()),
                ("tpch", false) if TPCH_OFFLOADED.contains(&name.as_str()) => failures
                    .push(format!(
                    "{label}: expected the rule to offload a star join, plan has no {NODE}:\n{}",
                    got.plan
                )),
                ("ssb", false) => {
                    not_offloaded_ssb.push(name.clone());
                    failures.push(format!(
                        "{label}: every SSB query is a star join, but the plan has no {NODE}:\n{}",
                        got.plan
                    ))
                }
                _ => {}
            }
        }
    }
    println!("TPC-H queries offloaded: {offloaded_tpch:?}");
    let extra: Vec<&String> = offloaded_tpch
        .iter()
        .filter(|q| !TPCH_OFFLOADED.contains(&q.as_str()))
        .collect();
    if !extra.is_empty() {
        println!("note: offloaded beyond TPCH_OFFLOADED (consider adding): {extra:?}");
    }
    assert_eq!(total, 22 + 13, "the corpus has 22 TPC-H and 13 SSB queries");
    assert!(
        failures.is_empty(),
        "{} of {total} queries failed (SSB not offloaded: {not_offloaded_ssb:?}):\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
