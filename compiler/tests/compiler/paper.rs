//! The worked example of §9.3.2: c_shuffle = 4.95e6 and c_INP = 3.4e6 bytes.

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

/// A pipeline catalog holding the 32-byte-value pipelines the example's
/// 22-byte fact payload needs (the committed catalog stops at 16 bytes).
fn wide_bitstreams() -> String {
    let dir = std::env::temp_dir().join(format!("netjoin-compiler-wide-{}", std::process::id()));
    for t in 1..=3 {
        let d = dir.join(format!("k8v32t{t}"));
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(
            d.join("manifest.toml"),
            format!("id = \"k8v32t{t}\"\nkey_bytes = 8\nvalue_bytes = 32\ntables = {t}\n"),
        )
        .unwrap();
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
    assert!(out.contains("c_shuffle = 4.95e6"), "{out}");
    assert!(out.contains("c_INP = 3.4e6"), "{out}");
    assert!(out.contains("chosen I = {B, C}"), "{out}");
}

#[test]
fn json_output_has_the_papers_numbers() {
    let out = explain(&["--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["c_shuffle"].as_f64().unwrap(), 4.95e6);
    assert_eq!(v["c_inp"].as_f64().unwrap(), 3.4e6);
    assert_eq!(v["chosen_set"], serde_json::json!(["B", "C"]));
    assert!(v["signature"].as_str().unwrap().starts_with("k8v32t"));
    // I = ∅ is among the candidates, and its cost is the classical one.
    let cands = v["candidates"].as_array().unwrap();
    assert!(
        cands
            .iter()
            .any(|c| c["set"].as_array().unwrap().is_empty()
                && c["bytes"].as_f64().unwrap() == 4.95e6)
    );
    assert_eq!(cands.len(), 4);
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
    assert_eq!(
        v["classical"]["total"]["bytes"].as_f64().unwrap(),
        0.5 * 6.6e6
    );
}

#[test]
fn with_only_a_narrow_bitstream_the_numbers_stay_and_offload_is_refused() {
    let dir = std::env::temp_dir().join(format!("netjoin-compiler-bits-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("k8v8t3")).unwrap();
    std::fs::write(
        dir.join("k8v8t3/manifest.toml"),
        "id = \"k8v8t3\"\nkey_bytes = 8\nvalue_bytes = 8\ntables = 3\n",
    )
    .unwrap();
    let stats = example("stats.toml");
    let sql = example("query.sql");
    let d = dir.display().to_string();
    let out = Cmd::parse_from([
        "x",
        "--stats",
        &stats,
        "--sql-file",
        &sql,
        "--workers",
        "4",
        "--bitstreams",
        &d,
    ])
    .args
    .render()
    .unwrap();
    assert!(out.contains("c_shuffle = 4.95e6"), "{out}");
    assert!(out.contains("c_INP = 3.4e6"), "{out}");
    assert!(out.contains("chosen I = ∅"), "{out}");
    assert!(
        out.contains("too wide: values need 22 B, pipeline has 8 B"),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
