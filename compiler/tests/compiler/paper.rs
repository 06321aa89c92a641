//! The worked example of §9.3.2: c_shuffle = 4.95e6 and c_INP = 3.4e6 bytes,
//! chosen by the paper's objective (`--objective bytes`).

use clap::Parser;
use netjoin_compiler::cli::ExplainArgs;
use std::path::PathBuf;

#[derive(Parser)]
struct Cmd {
    #[command(flatten)]
    args: ExplainArgs,
}

fn example(file: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../examples/paper-9-3-2")
        .join(file)
        .display()
        .to_string()
}

/// A pipeline catalog of its own (k8v32t1..3, which bitstreams/ does not
/// have), so that these tests do not depend on the committed catalog; the
/// node needs 8-byte values, so any of them fits.
fn wide_bitstreams() -> String {
    // One directory per call: tests run in parallel, and one must not read
    // a manifest another is writing.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir =
        std::env::temp_dir().join(format!("netjoin-compiler-wide-{}-{n}", std::process::id()));
    for t in 1..=3 {
        let d = dir.join(format!("k8v32t{t}"));
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(d.join("manifest.toml"), hypothetical(&format!("k8v32t{t}"))).unwrap();
    }
    dir.display().to_string()
}

fn explain(extra: &[&str]) -> String {
    let stats = example("stats.toml");
    let sql = example("query.sql");
    let bits = wide_bitstreams();
    let mut argv = vec![
        "explain",
        "--stats",
        &stats,
        "--sql-file",
        &sql,
        "--objective",
        "bytes",
        "--workers",
        "4",
        "--bitstreams",
        &bits,
    ];
    argv.extend_from_slice(extra);
    Cmd::parse_from(argv).args.render().unwrap()
}

#[test]
fn text_output_has_the_papers_numbers() {
    let out = explain(&[]);
    println!("{out}");
    // DataFusion's physical plan with the switch node over the data-less scans.
    assert!(
        out.contains("SwitchStarJoinExec: signature=k8v32t"),
        "{out}"
    );
    assert!(out.contains("offloaded=[B, C]"), "{out}");
    for t in ["A", "B", "C"] {
        assert!(
            out.contains(&format!("StatsScanExec: table={t}, ")),
            "{out}"
        );
    }
    assert!(out.contains("c_shuffle = 4.95e6"), "{out}");
    assert!(out.contains("c_INP = 3.4e6"), "{out}");
    assert!(out.contains("fact A with B, C: offloaded {B, C}"), "{out}");
}

fn star_join(v: &serde_json::Value) -> &serde_json::Value {
    let joins = v["star_joins"].as_array().unwrap();
    let priced: Vec<_> = joins
        .iter()
        .filter(|d| !d["dims"].as_array().unwrap().is_empty())
        .collect();
    assert_eq!(priced.len(), 1, "{v:#}");
    priced[0]
}

#[test]
fn json_output_has_the_papers_numbers() {
    let out = explain(&["--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["statistics_only"], true);
    let d = star_join(&v);
    assert_eq!(d["fact"], "A");
    assert_eq!(d["c_shuffle"].as_f64().unwrap(), 4.95e6);
    assert_eq!(d["c_inp"].as_f64().unwrap(), 3.4e6);
    assert_eq!(d["offloaded"], serde_json::json!(["B", "C"]));
    assert!(d["signature"].as_str().unwrap().starts_with("k8v32t"));
    // The candidates are every subset of the chain's two joins, ∅ first;
    // ∅ (DataFusion's shuffle) costs c_shuffle, {B, C} costs c_INP.
    let cands = d["candidates"].as_array().unwrap();
    let sets: Vec<&serde_json::Value> = cands.iter().map(|c| &c["set"]).collect();
    assert_eq!(
        sets,
        [
            &serde_json::json!([]),
            &serde_json::json!(["B"]),
            &serde_json::json!(["C"]),
            &serde_json::json!(["B", "C"])
        ]
    );
    assert_eq!(cands[0]["bytes"].as_f64().unwrap(), 4.95e6);
    assert_eq!(cands[3]["bytes"].as_f64().unwrap(), 3.4e6);
    assert!(v["physical_plan"]
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l.as_str().unwrap().contains("SwitchStarJoinExec")));
}

#[test]
fn two_workers_change_the_shuffle_fraction() {
    let stats = example("stats.toml");
    let sql = example("query.sql");
    let bits = wide_bitstreams();
    let out = Cmd::parse_from([
        "x",
        "--stats",
        &stats,
        "--sql-file",
        &sql,
        "--objective",
        "bytes",
        "--workers",
        "2",
        "--json",
        "--bitstreams",
        &bits,
    ])
    .args
    .render()
    .unwrap();
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let d = star_join(&v);
    // (N − 1)/N = 1/2 of the 6.6e6 bytes the two shuffles move.
    assert_eq!(d["c_shuffle"].as_f64().unwrap(), 0.5 * 6.6e6);
    assert_eq!(d["candidates"][0]["bytes"].as_f64().unwrap(), 0.5 * 6.6e6);
    assert_eq!(d["c_inp"].as_f64().unwrap(), 3.4e6);
}

#[test]
fn with_only_a_one_table_pipeline_the_numbers_stay_and_offload_is_refused() {
    let dir = std::env::temp_dir().join(format!("netjoin-compiler-bits-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("k8v8t1")).unwrap();
    std::fs::write(dir.join("k8v8t1/manifest.toml"), hypothetical("k8v8t1")).unwrap();
    let stats = example("stats.toml");
    let sql = example("query.sql");
    let d = dir.display().to_string();
    let out = Cmd::parse_from([
        "x",
        "--stats",
        &stats,
        "--sql-file",
        &sql,
        "--objective",
        "bytes",
        "--workers",
        "4",
        "--bitstreams",
        &d,
    ])
    .args
    .render()
    .unwrap();
    // {B, C} needs a two-table pipeline; {B} alone costs more than the
    // shuffle (its result is shuffled again for C), so nothing is offloaded.
    assert!(out.contains("c_shuffle = 4.95e6"), "{out}");
    assert!(out.contains("c_INP = 3.4e6"), "{out}");
    assert!(out.contains("offloaded ∅"), "{out}");
    assert!(!out.contains("SwitchStarJoinExec"), "{out}");
    assert!(out.contains("too many tables (2)"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_committed_catalog_fits_with_its_narrowest_two_table_pipeline() {
    // The node sends keys and row references (8 B values), so the example's
    // 22 B fact payload needs no wide pipeline: k8v8t2 of bitstreams/.
    let stats = example("stats.toml");
    let sql = example("query.sql");
    let out = Cmd::parse_from([
        "x",
        "--stats",
        &stats,
        "--sql-file",
        &sql,
        "--objective",
        "bytes",
        "--workers",
        "4",
    ])
    .args
    .render()
    .unwrap();
    println!("{out}");
    assert!(
        out.contains("SwitchStarJoinExec: signature=k8v8t2"),
        "{out}"
    );
    assert!(out.contains("c_shuffle = 4.95e6  c_INP = 3.4e6"), "{out}");
}

/// The manifest of pipeline `id` without Verilog or measurements (the
/// paper's example asks for widths the catalog does not build).
fn hypothetical(id: &str) -> String {
    let sig = netjoin_proto::Signature::parse_id(id).unwrap();
    netjoin_catalog::Manifest::for_signature(sig, "none", 1 << 27).to_toml()
}
