//! `netjoin run` and `explain` on each in-process `--switch`: the RTL under
//! Verilator against DataFusion's own plan. Drives the built binary, as a
//! user does. (switchd on the testbed is reached through a cluster:
//! tests/cluster_testbed.rs.)

use std::path::PathBuf;
use std::process::Command;

mod common;

use common::ok;

/// A small star schema (fact A, dimensions D1..D3, Zipf keys) as Parquet
/// partitions, in a directory named after `name`: the directory and the
/// `--table` arguments.
fn star(name: &str) -> (PathBuf, Vec<String>) {
    let d = common::scratch(name);
    let t = common::star(
        &d,
        &[
            "--fact-rows",
            "3000",
            "--dim-rows",
            "400",
            "--parts",
            "2",
            "--skew",
            "zipf",
        ],
    );
    (d, t)
}

const TWO_DIMS: &str =
    "SELECT a.a_id, a.a_price, d1.d1_id, d2.d2_id FROM a JOIN d1 ON a.d1_id = d1.d1_id \
                        JOIN d2 ON a.d2_id = d2.d2_id ORDER BY a.a_id";
const THREE_DIMS: &str = "SELECT count(*), sum(a.a_price), sum(d1.d1_id), max(d3.d3_id) FROM a \
                          JOIN d1 ON a.d1_id = d1.d1_id JOIN d2 ON a.d2_id = d2.d2_id JOIN d3 ON a.d3_id = d3.d3_id";

/// The pipeline the rule picks for `sql` from the catalog: the generated
/// star's keys and dimensions fit 4-byte keys and values (Parquet's
/// statistics say so).
fn expected_signature(sql: &str) -> String {
    common::best_fit(4, 4, if sql == TWO_DIMS { 2 } else { 3 })
}

/// Probe chunks the `--verbose` report counts (`probe stream N chunks`).
fn probe_chunks(log: &str) -> u64 {
    log.lines()
        .find_map(|l| {
            l.strip_prefix("probe stream")?
                .split_whitespace()
                .next()?
                .parse()
                .ok()
        })
        .unwrap_or_else(|| panic!("no probe stream line:\n{log}"))
}

fn run(t: &[String], sql: &str, extra: &[&str]) -> (String, String) {
    let mut args: Vec<&str> = vec!["run", "--workers", "2", "--verbose", "--sql", sql];
    args.extend(t.iter().map(String::as_str));
    args.extend_from_slice(extra);
    ok(&args)
}

/// The output, byte for byte (ORDER BY included: DataFusion may push a sort
/// below a hash join into the fact scan, an order the switch node does not
/// keep), on the in-process model and on the RTL.
#[test]
fn run_on_the_model_and_the_rtl_equals_datafusion() {
    let (d, t) = star("rtl");
    for sql in [TWO_DIMS, THREE_DIMS] {
        let (reference, _) = run(&t, sql, &["--strategy", "shuffle"]);
        assert!(reference.lines().count() > 1, "empty result: {reference}");
        for (switch, engine) in [("model", "model running"), ("rtl", "rtl (Verilator)")] {
            let (got, log) = run(&t, sql, &["--strategy", "inp", "--switch", switch]);
            assert!(
                got == reference,
                "--switch {switch} differs from DataFusion for {sql}\n{log}"
            );
            // The RTL loads only the designs compiled into the binary.
            let want = if switch == "model" {
                format!("offloaded on {}", expected_signature(sql))
            } else {
                "offloaded on k".to_string()
            };
            assert!(
                log.contains(&want),
                "the join was not offloaded ({want}):\n{log}"
            );
            // Both switches stream: one probe chunk per fact batch. How many batches a 3000-row
            // input makes is DataFusion's choice.
            let chunks = probe_chunks(&log);
            assert!(
                chunks >= 1,
                "--switch {switch}: {chunks} probe chunks\n{log}"
            );
            assert!(log.contains(engine), "not run on the {switch}:\n{log}");
        }
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// With `--switch rtl` the rule only picks signatures compiled into the
/// binary; EXPLAIN says which.
#[test]
fn explain_on_the_rtl_names_the_compiled_designs() {
    let (d, t) = star("rtl-explain");
    let mut args: Vec<&str> = vec![
        "explain",
        "--workers",
        "2",
        "--strategy",
        "inp",
        "--switch",
        "rtl",
        "--json",
        "--sql",
        TWO_DIMS,
    ];
    args.extend(t.iter().map(String::as_str));
    let (out, _) = ok(&args);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let sig = v["star_joins"][0]["signature"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let (builds, _) = netjoin_rtl::signature_builds();
    let compiled: Vec<&str> = builds
        .iter()
        .filter(|b| b.available)
        .map(|b| b.id)
        .collect();
    assert!(
        compiled.contains(&sig.as_str()),
        "chose {sig}, compiled: {compiled:?}\n{out}"
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// `--switch testbed` names switchd, which only a cluster's executors reach
/// over their own links: in one process, `run`, `explain` and `demo` refuse
/// it and say how to start a cluster.
#[test]
fn the_testbed_switch_outside_a_cluster_says_how_to_reach_it() {
    let (d, t) = star("testbed");
    for cmd in ["run", "explain"] {
        let mut args: Vec<&str> = vec![
            cmd,
            "--workers",
            "2",
            "--strategy",
            "inp",
            "--switch",
            "testbed",
            "--sql",
            THREE_DIMS,
        ];
        args.extend(t.iter().map(String::as_str));
        let out = Command::new(env!("CARGO_BIN_EXE_netjoin"))
            .args(&args)
            .output()
            .unwrap();
        assert_eq!(
            out.status.code(),
            Some(1),
            "{cmd} --switch testbed succeeded"
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("--switch testbed")
                && err.contains("netjoin cluster up")
                && err.contains("--cluster"),
            "{cmd}: {err}"
        );
    }
    let out = Command::new(env!("CARGO_BIN_EXE_netjoin"))
        .args([
            "demo",
            "--switch",
            "testbed",
            "--fact-rows",
            "100",
            "--dim-rows",
            "10",
        ])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "demo --switch testbed succeeded"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("netjoin cluster up"), "demo: {err}");
    let _ = std::fs::remove_dir_all(&d);
}
