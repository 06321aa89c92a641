//! The star-join rule and node against DataFusion's own plan (the rule not
//! registered: `Strategy::Shuffle`), on small tables that exercise
//! duplicates, nulls, negative keys, skew, overflow and spills, plus the
//! joins the switch cannot take and the errors users see.

use netjoin_compiler::cli::{execute, QueryOutput};
use netjoin_compiler::{SessionOptions, Strategy};
use std::path::PathBuf;

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("netjoin-star-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A fact F(k1, k2, d, s, m) and dimensions D1(k1, v1), D2(k2, v2),
/// D3(s, w), DD(d, x). Keys: 80 % of F.k1 is 1 (skew), F.k1 has nulls, D1
/// repeats keys (duplicates), k2 is negative, D3 joins on a string.
fn tables(name: &str) -> Vec<(String, PathBuf)> {
    let d = dir(name);
    let mut f = String::from("k1,k2,d,s,m\n");
    for i in 0..3000i64 {
        let k1 = if i % 97 == 0 {
            String::new()
        } else if i % 5 != 0 {
            "1".into()
        } else {
            (i % 200).to_string()
        };
        let date = format!("2024-01-{:02}", 1 + i % 28);
        f += &format!("{k1},{},{date},s{},{}\n", -(i % 50), i % 7, i * 3 - 1000);
    }
    let mut d1 = String::from("k1,v1\n");
    for k in 0..180i64 {
        d1 += &format!("{k},{}\n", k * 10);
        if k % 3 == 0 {
            d1 += &format!("{k},{}\n", k * 10 + 1);
        }
    }
    d1 += ",999\n";
    let mut d2 = String::from("k2,v2\n");
    for k in 0..50i64 {
        d2 += &format!("{},{}\n", -k, k * 100);
    }
    let mut d3 = String::from("s,w\n");
    for k in 0..7 {
        d3 += &format!("s{k},{}\n", k + 1);
    }
    let mut dd = String::from("d,x\n");
    for day in 1..=20 {
        dd += &format!("2024-01-{day:02},{day}\n");
    }
    let mut out = Vec::new();
    for (n, text) in [("F", f), ("D1", d1), ("D2", d2), ("D3", d3), ("DD", dd)] {
        let p = d.join(format!("{n}.csv"));
        std::fs::write(&p, text).unwrap();
        out.push((n.to_string(), p));
    }
    out
}

pub fn opts(strategy: Strategy, bucket_bits: Option<u8>) -> SessionOptions {
    SessionOptions {
        workers: 2,
        strategy,
        bucket_bits,
        ..SessionOptions::default()
    }
}

pub fn run(t: &[(String, PathBuf)], o: &SessionOptions, sql: &str) -> anyhow::Result<QueryOutput> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    rt.block_on(execute(o, t, sql))
}

fn sorted_csv(o: &QueryOutput) -> Vec<String> {
    let csv = o.to_csv().unwrap();
    let mut lines: Vec<String> = csv.lines().skip(1).map(str::to_string).collect();
    lines.sort();
    lines
}

/// Runs `sql` offloaded and by DataFusion alone; they must agree.
fn check(t: &[(String, PathBuf)], sql: &str, bucket_bits: Option<u8>) -> QueryOutput {
    let reference = run(t, &opts(Strategy::Shuffle, None), sql).unwrap();
    let got = run(t, &opts(Strategy::Inp, bucket_bits), sql).unwrap();
    assert_eq!(sorted_csv(&got), sorted_csv(&reference), "{sql}");
    assert!(reference.reports.is_empty());
    got
}

const STAR: &str =
    "SELECT F.m, D1.v1, D2.v2 FROM F JOIN D1 ON F.k1 = D1.k1 JOIN D2 ON F.k2 = D2.k2";

#[test]
fn star_join_with_duplicates_nulls_negative_keys_and_skew() {
    let t = tables("basic");
    let got = check(&t, STAR, None);
    assert!(got.rows() > 2000, "{}", got.rows());
    assert_eq!(got.reports.len(), 1, "the switch ran the star join");
    let r = &got.reports[0];
    assert_eq!(r.result_rows as usize, got.rows());
    assert!(
        got.decisions.iter().any(|d| d.offloaded.len() == 2),
        "{:?}",
        got.decisions
    );
}

#[test]
fn one_bucket_forces_overflow_and_spills_finished_exactly() {
    let t = tables("spill");
    let got = check(&t, STAR, Some(0));
    let r = &got.reports[0];
    assert!(r.overflow_tuples > 0 && r.spill_tuples > 0, "{r}");
    assert!(r.rows_from_spills > 0, "{r}");
}

#[test]
fn aggregates_filters_and_date_keys_above_and_below_the_star() {
    let t = tables("agg");
    let sql = "SELECT D2.v2 % 3 AS g, count(*) AS n, sum(F.m * 2) AS s, sum(CASE WHEN D1.v1 > 500 THEN 1 ELSE 0 END) AS big, min(DD.x) AS mx \
               FROM F JOIN D1 ON F.k1 = D1.k1 JOIN D2 ON F.k2 = D2.k2 JOIN DD ON F.d = DD.d \
               WHERE F.m > -900 AND D1.v1 IN (10, 20, 30, 0, 1, 31, 1000) \
               GROUP BY D2.v2 % 3 ORDER BY g";
    let got = check(&t, sql, None);
    assert_eq!(got.reports.len(), 1);
}

/// `tables` plus DN(k2, n, f): `n` has nulls, `f` is a float.
pub fn tables_with_nulls(name: &str) -> Vec<(String, PathBuf)> {
    let mut t = tables(name);
    let mut dn = String::from("k2,n,f\n");
    for k in 0..50i64 {
        let n = if k % 4 == 0 {
            String::new()
        } else {
            (k * 7 - 90).to_string()
        };
        dn += &format!("{},{n},{}\n", -k, k as f64 * 0.25 - 3.5);
    }
    let p = t[0].1.parent().unwrap().join("DN.csv");
    std::fs::write(&p, dn).unwrap();
    t.push(("DN".into(), p));
    t
}

#[test]
fn dimension_values_travel_by_value_unless_null_or_several_are_needed() {
    let t = tables_with_nulls("carry");
    let cases = [
        // One int and one float column: both carried by value.
        ("SELECT F.m, D1.v1, DN.f FROM F JOIN D1 ON F.k1 = D1.k1 JOIN DN ON F.k2 = DN.k2", "by_value=[D1.v1, DN.f]"),
        // DN.n holds nulls: its row numbers travel and the node gathers it.
        ("SELECT F.m, D1.v1, DN.n FROM F JOIN D1 ON F.k1 = D1.k1 JOIN DN ON F.k2 = DN.k2", "by_value=[D1.v1, DN.n]"),
        // Two columns of DN: gathered by row number.
        ("SELECT D1.v1, DN.n, DN.f FROM F JOIN D1 ON F.k1 = D1.k1 JOIN DN ON F.k2 = DN.k2", "by_value=[D1.v1]"),
        // The same column twice is still one value.
        ("SELECT DN.f, F.m, DN.f + 1 AS g FROM F JOIN D1 ON F.k1 = D1.k1 JOIN DN ON F.k2 = DN.k2", "by_value=[DN.f]"),
    ];
    for (sql, shown) in cases {
        let got = check(&t, sql, None);
        assert_eq!(got.reports.len(), 1, "{sql}");
        let plan = run(&t, &opts(Strategy::Inp, None), &format!("EXPLAIN {sql}"))
            .unwrap()
            .to_csv()
            .unwrap();
        assert!(plan.contains(shown), "{sql}: {plan}");
    }
    // With spills and overflows the carried values come back exactly too.
    check(&t, cases[0].0, Some(0));
    check(&t, cases[1].0, Some(0));
}

#[test]
fn a_string_key_is_not_offloaded_and_the_reason_is_given() {
    let t = tables("string");
    let sql = "SELECT F.m, D3.w FROM F JOIN D3 ON F.s = D3.s";
    let got = check(&t, sql, None);
    assert!(got.reports.is_empty());
    let why: Vec<String> = got
        .decisions
        .iter()
        .flat_map(|d| d.joins.iter().map(|j| j.reason.clone()))
        .collect();
    assert!(
        why.iter().any(|r| r.contains("integer and date keys only")),
        "{why:?}"
    );
}

#[test]
fn outer_joins_stay_datafusions() {
    let t = tables("outer");
    let sql = "SELECT F.m, D1.v1 FROM F LEFT JOIN D1 ON F.k1 = D1.k1";
    let got = check(&t, sql, None);
    assert!(got.reports.is_empty());
    assert!(got
        .decisions
        .iter()
        .flat_map(|d| &d.joins)
        .any(|j| j.reason.contains("inner joins only")));
}

#[test]
fn shuffle_strategy_never_offloads_and_auto_decides() {
    let t = tables("auto");
    let got = run(&t, &opts(Strategy::Auto, None), STAR).unwrap();
    let reference = run(&t, &opts(Strategy::Shuffle, None), STAR).unwrap();
    assert_eq!(sorted_csv(&got), sorted_csv(&reference));
    // Shuffle: nothing is offloaded and the switch never runs.
    assert!(reference.reports.is_empty(), "{:?}", reference.reports);
    assert!(
        reference.decisions.iter().all(|d| d.offloaded.is_empty()),
        "{:?}",
        reference.decisions
    );
    // Auto: the cost model decided the star join, and what ran is what it
    // decided (a switch report per offloaded star join, none otherwise).
    assert!(!got.decisions.is_empty());
    let offloaded = got
        .decisions
        .iter()
        .filter(|d| !d.offloaded.is_empty())
        .count();
    assert_eq!(got.reports.len(), offloaded, "{:?}", got.decisions);
}

#[test]
fn errors_name_the_path_the_column_and_the_type() {
    let t = tables("errors");
    let o = opts(Strategy::Inp, None);
    let mut bad = t.clone();
    bad.push(("X".into(), PathBuf::from("/nonexistent/x.parquet")));
    let e = format!("{:#}", run(&bad, &o, "SELECT 1").err().unwrap());
    assert!(
        e.contains("/nonexistent/x.parquet") && e.contains("`X`"),
        "{e}"
    );

    let e = format!("{:#}", run(&t, &o, "SELECT F.nosuch FROM F").err().unwrap());
    assert!(e.contains("nosuch"), "{e}");

    let e = format!(
        "{:#}",
        run(&t, &o, "SELECT sum(D3.s) FROM D3").err().unwrap()
    );
    assert!(
        e.to_lowercase().contains("sum") && e.contains("Utf8"),
        "{e}"
    );
}

#[test]
fn a_missing_catalog_says_where_it_looked() {
    let t = tables("catalog");
    let o = SessionOptions {
        bitstreams_dir: Some(PathBuf::from("/nonexistent/bits")),
        ..opts(Strategy::Inp, None)
    };
    let e = format!("{:#}", run(&t, &o, STAR).err().unwrap());
    assert!(
        e.contains("/nonexistent/bits") && e.contains("--bitstreams"),
        "{e}"
    );
}
