//! Key and value widths chosen from the inputs' statistics, end to end on
//! the in-process model switch (which loads any signature) with a catalog
//! that holds a narrow pipeline: star joins whose keys fit 4 bytes run on
//! k4v4t3, those whose keys do not (or whose files have no statistics) on
//! k8v8t3, and every result equals DataFusion's own plan. With k4v4t4 and
//! k4v8t3 in the test's catalog four dimensions in 4 bytes run on k4v4t4
//! in fewer probe frames than on k8v8t4, and 4-byte keys with rows beyond
//! 2^32 plan on k4v8t3.

use clap::Parser;
use netjoin_compiler::cli::{execute, ExplainArgs, QueryOutput};
use netjoin_compiler::datafusion::arrow::array::{
    ArrayRef, Float64Array, Int32Array, Int64Array, RecordBatch, StringArray, UInt64Array,
};
use netjoin_compiler::datafusion::parquet::arrow::ArrowWriter;
use netjoin_compiler::{SessionOptions, Strategy};
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("netjoin-widths-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A catalog of these pipelines, without Verilog or measurements.
fn catalog(dir: &Path, ids: &[&str]) -> PathBuf {
    let c = dir.join("bitstreams");
    for id in ids {
        let sig = netjoin_proto::Signature::parse_id(id).unwrap();
        std::fs::create_dir_all(c.join(id)).unwrap();
        std::fs::write(
            c.join(id).join("manifest.toml"),
            netjoin_catalog::Manifest::for_signature(sig, "none", 1 << 27).to_toml(),
        )
        .unwrap();
    }
    c
}

const CATALOG: [&str; 4] = ["k4v4t3", "k8v8t1", "k8v8t2", "k8v8t3"];

/// How the test data's first dimension's keys are.
#[derive(Clone, Copy, PartialEq)]
enum D1Keys {
    /// Negative and positive, from i32::MIN to i32::MAX.
    I32Range,
    /// One key at 5e9, beyond 4 bytes.
    Beyond,
}

/// F(f_id, k1 Int64 with nulls, k2 Int32, k3 UInt64, m), D1(k1, v1) with
/// duplicate keys, D2(k2, name), D3(k3 up to 2^32 − 1, w): Parquet in two
/// partitions per table (with min/max statistics), or CSV (without).
fn tables(dir: &Path, d1: D1Keys, csv: bool) -> Vec<(String, PathBuf)> {
    let mut d1_keys: Vec<i64> = (0..400).map(|i| i * 7 - 1000).collect();
    d1_keys.extend([i32::MIN as i64, i32::MAX as i64]);
    if d1 == D1Keys::Beyond {
        d1_keys.push(5_000_000_000);
    }
    // Duplicates: every 50th key twice.
    let dups: Vec<i64> = d1_keys.iter().copied().step_by(50).collect();
    let d1_all: Vec<i64> = d1_keys.iter().copied().chain(dups).collect();
    let d1_vals: Vec<i64> = (0..d1_all.len() as i64).map(|i| i * 13 - 2000).collect();
    let d2_keys: Vec<i32> = (0..60).map(|i| -i * 3).collect();
    let d3_keys: Vec<u64> = (0..80u64)
        .map(|i| i * 50_000_000)
        .chain([u32::MAX as u64])
        .collect();
    let n = 6000usize;
    let f_k1: Vec<Option<i64>> = (0..n)
        .map(|i| match i {
            _ if i % 41 == 0 => None,
            // D1's keys are 1 mod 7 but its extremes: a miss.
            _ if i % 97 == 0 => Some(2 + 7 * (i % 100) as i64),
            _ => Some(d1_keys[(i * 31) % d1_keys.len()]),
        })
        .collect();
    let f_k2: Vec<i32> = (0..n).map(|i| d2_keys[(i * 17) % d2_keys.len()]).collect();
    let f_k3: Vec<u64> = (0..n).map(|i| d3_keys[(i * 7) % d3_keys.len()]).collect();
    let f_m: Vec<i64> = (0..n as i64).map(|i| i * 3 - 5000).collect();
    let batches: Vec<(&str, RecordBatch)> = vec![
        (
            "F",
            RecordBatch::try_from_iter([
                (
                    "f_id",
                    Arc::new(Int64Array::from_iter_values(0..n as i64)) as ArrayRef,
                ),
                ("k1", Arc::new(Int64Array::from(f_k1)) as ArrayRef),
                ("k2", Arc::new(Int32Array::from(f_k2)) as ArrayRef),
                ("k3", Arc::new(UInt64Array::from(f_k3)) as ArrayRef),
                ("m", Arc::new(Int64Array::from(f_m)) as ArrayRef),
            ])
            .unwrap(),
        ),
        (
            "D1",
            RecordBatch::try_from_iter([
                ("k1", Arc::new(Int64Array::from(d1_all)) as ArrayRef),
                ("v1", Arc::new(Int64Array::from(d1_vals)) as ArrayRef),
            ])
            .unwrap(),
        ),
        (
            "D2",
            RecordBatch::try_from_iter([
                (
                    "k2",
                    Arc::new(Int32Array::from(d2_keys.clone())) as ArrayRef,
                ),
                (
                    "name",
                    Arc::new(StringArray::from_iter_values(
                        d2_keys.iter().map(|k| format!("n{}", k % 7)),
                    )) as ArrayRef,
                ),
            ])
            .unwrap(),
        ),
        (
            "D3",
            RecordBatch::try_from_iter([
                (
                    "k3",
                    Arc::new(UInt64Array::from(d3_keys.clone())) as ArrayRef,
                ),
                (
                    "w",
                    Arc::new(Float64Array::from_iter_values(
                        d3_keys.iter().map(|&k| k as f64 / 4.0),
                    )) as ArrayRef,
                ),
            ])
            .unwrap(),
        ),
    ];
    write_tables(dir, batches, csv)
}

/// Each table in two partitions: Parquet (with min/max statistics) or CSV
/// (without).
fn write_tables(
    dir: &Path,
    batches: Vec<(&str, RecordBatch)>,
    csv: bool,
) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    for (name, batch) in batches {
        let t = dir.join(name);
        std::fs::create_dir_all(&t).unwrap();
        let half = batch.num_rows() / 2;
        for (i, part) in [
            batch.slice(0, half),
            batch.slice(half, batch.num_rows() - half),
        ]
        .iter()
        .enumerate()
        {
            if csv {
                let f = std::fs::File::create(t.join(format!("part-{i:04}.csv"))).unwrap();
                let mut w = netjoin_compiler::datafusion::arrow::csv::Writer::new(f);
                w.write(part).unwrap();
            } else {
                let f = std::fs::File::create(t.join(format!("part-{i:04}.parquet"))).unwrap();
                let mut w = ArrowWriter::try_new(f, part.schema(), None).unwrap();
                w.write(part).unwrap();
                w.close().unwrap();
            }
        }
        out.push((name.to_string(), t));
    }
    out
}

const FOUR_FACT_ROWS: usize = 6000;

/// An SSB Q4-shaped star: F(f_id, k1..k4 Int32, m) and four dimensions
/// Dn(kn Int32, vn Int64) of 20 to 300 rows, Parquet. Keys fit 4 bytes by
/// their type and every dimension's rows are counted, so both widths are
/// 4 bytes.
fn four_dimensions(dir: &Path) -> Vec<(String, PathBuf)> {
    let sizes = [300i32, 60, 80, 20];
    let n = FOUR_FACT_ROWS;
    let keys = |d: usize| -> Vec<i32> { (0..sizes[d]).map(|i| i * 3 - 100 * d as i32).collect() };
    let mut fact: Vec<(String, ArrayRef)> = vec![(
        "f_id".into(),
        Arc::new(Int64Array::from_iter_values(0..n as i64)),
    )];
    let mut batches = Vec::new();
    for d in 0..4 {
        let k = keys(d);
        // Every 89th fact row misses its dimension (its keys are 0 mod 3
        // offset by the dimension; 1 more is none of them).
        let f_k: Vec<i32> = (0..n)
            .map(|i| match i {
                _ if i % 89 == d => k[0] + 1,
                _ => k[(i * (7 + 4 * d)) % k.len()],
            })
            .collect();
        fact.push((format!("k{}", d + 1), Arc::new(Int32Array::from(f_k))));
        let v: Vec<i64> = k.iter().map(|&x| x as i64 * 11 - 7).collect();
        batches.push((
            ["D1", "D2", "D3", "D4"][d],
            RecordBatch::try_from_iter([
                (
                    format!("k{}", d + 1),
                    Arc::new(Int32Array::from(k)) as ArrayRef,
                ),
                (
                    format!("v{}", d + 1),
                    Arc::new(Int64Array::from(v)) as ArrayRef,
                ),
            ])
            .unwrap(),
        ));
    }
    fact.push((
        "m".into(),
        Arc::new(Int64Array::from_iter_values(
            (0..n as i64).map(|i| i * 5 - 9000),
        )),
    ));
    batches.insert(0, ("F", RecordBatch::try_from_iter(fact).unwrap()));
    write_tables(dir, batches, false)
}

const FOUR: &str = "SELECT F.f_id, F.m, D1.v1, D2.v2, D3.v3, D4.v4 FROM F JOIN D1 ON F.k1 = D1.k1 \
                    JOIN D2 ON F.k2 = D2.k2 JOIN D3 ON F.k3 = D3.k3 JOIN D4 ON F.k4 = D4.k4";
const ROWS: &str =
    "SELECT F.f_id, F.m, D1.k1, D1.v1, D2.name, D3.k3, D3.w FROM F JOIN D1 ON F.k1 = D1.k1 \
                    JOIN D2 ON F.k2 = D2.k2 JOIN D3 ON F.k3 = D3.k3";
/// D1 and D3 each need one column: carried by value when it fits.
const GROUPED: &str = "SELECT D2.name, count(*) AS n, sum(D1.v1) AS s, max(D3.k3) AS mk, sum(F.m) AS sm \
                       FROM F JOIN D1 ON F.k1 = D1.k1 JOIN D2 ON F.k2 = D2.k2 JOIN D3 ON F.k3 = D3.k3 \
                       GROUP BY D2.name";

fn opts(strategy: Strategy, bitstreams: &Path) -> SessionOptions {
    SessionOptions {
        workers: 2,
        strategy,
        bitstreams_dir: Some(bitstreams.to_path_buf()),
        ..SessionOptions::default()
    }
}

fn run(t: &[(String, PathBuf)], o: &SessionOptions, sql: &str) -> QueryOutput {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(execute(o, t, sql))
        .unwrap_or_else(|e| panic!("{sql}: {e:#}"))
}

fn sorted_csv(o: &QueryOutput) -> Vec<String> {
    let mut lines: Vec<String> = o
        .to_csv()
        .unwrap()
        .lines()
        .skip(1)
        .map(str::to_string)
        .collect();
    lines.sort();
    lines
}

/// Runs `sql` on the switch and by DataFusion alone; they must agree, and
/// the switch must have joined `dims` dimensions. Returns the offloaded run
/// and the signature it ran on.
fn check(t: &[(String, PathBuf)], bits: &Path, sql: &str, dims: usize) -> (QueryOutput, String) {
    let reference = run(t, &opts(Strategy::Shuffle, bits), sql);
    let got = run(t, &opts(Strategy::Inp, bits), sql);
    assert!(
        reference.rows() > if sql.contains("GROUP BY") { 1 } else { 1000 },
        "{sql}: {} rows",
        reference.rows()
    );
    assert_eq!(sorted_csv(&got), sorted_csv(&reference), "{sql}");
    assert_eq!(got.reports.len(), 1, "the switch ran the star join");
    let d = got
        .decisions
        .iter()
        .find(|d| !d.offloaded.is_empty())
        .expect("an offloaded star join");
    assert_eq!(d.offloaded.len(), dims, "{:?}", d);
    let sig = d.signature.clone().unwrap();
    assert_eq!(
        got.reports[0].signature.id(),
        sig,
        "the switch ran the chosen pipeline"
    );
    (got, sig)
}

fn explain(t: &[(String, PathBuf)], bits: &Path, sql: &str) -> String {
    #[derive(Parser)]
    struct Cmd {
        #[command(flatten)]
        args: ExplainArgs,
    }
    let mut argv = vec![
        "explain".to_string(),
        "--workers".into(),
        "2".into(),
        "--strategy".into(),
        "inp".into(),
    ];
    argv.extend([
        "--bitstreams".to_string(),
        bits.display().to_string(),
        "--sql".into(),
        sql.to_string(),
    ]);
    for (name, path) in t {
        argv.extend(["--table".to_string(), format!("{name}={}", path.display())]);
    }
    Cmd::parse_from(argv).args.render().unwrap()
}

#[test]
fn keys_in_4_bytes_run_on_the_narrow_pipeline_with_datafusions_rows() {
    let d = scratch("narrow");
    let bits = catalog(&d, &CATALOG);
    let t = tables(&d, D1Keys::I32Range, false);
    for sql in [ROWS, GROUPED] {
        let (got, sig) = check(&t, &bits, sql, 3);
        assert_eq!(sig, "k4v4t3");
        let w = got.decisions.iter().find_map(|d| d.widths.clone()).unwrap();
        assert_eq!((w.key_bytes, w.value_bytes), (4, 4), "{}", w.why);
        // Duplicate keys in D1: the switch spilled, the host finished.
        assert!(got.reports[0].spill_tuples > 0, "{}", got.reports[0]);
    }
    let plan = explain(&t, &bits, ROWS);
    assert!(
        plan.contains("SwitchStarJoinExec: signature=k4v4t3"),
        "{plan}"
    );
    assert!(
        plan.contains("widths: keys 4 B: F.k1 in -2147483648..=2147483647"),
        "{plan}"
    );
    assert!(
        plan.contains("F.k2 is Int32") && plan.contains("D3.k3 in 0..=4294967295"),
        "{plan}"
    );
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_key_beyond_4_bytes_runs_on_the_wide_pipeline_with_datafusions_rows() {
    let d = scratch("wide");
    let bits = catalog(&d, &CATALOG);
    let t = tables(&d, D1Keys::Beyond, false);
    for sql in [ROWS, GROUPED] {
        let (got, sig) = check(&t, &bits, sql, 3);
        assert_eq!(sig, "k8v8t3");
        let w = got.decisions.iter().find_map(|d| d.widths.clone()).unwrap();
        assert_eq!((w.key_bytes, w.value_bytes), (8, 4), "{}", w.why);
    }
    let plan = explain(&t, &bits, ROWS);
    assert!(
        plan.contains("SwitchStarJoinExec: signature=k8v8t3"),
        "{plan}"
    );
    assert!(plan.contains("D1.k1 in -2147483648..=5000000000"), "{plan}");
    assert!(plan.contains("beyond -2147483648..=2147483647"), "{plan}");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn files_without_statistics_run_wide_and_explain_says_which_are_missing() {
    let d = scratch("csv");
    let bits = catalog(&d, &CATALOG);
    let t = tables(&d, D1Keys::I32Range, true);
    let (_, sig) = check(&t, &bits, ROWS, 3);
    assert_eq!(sig, "k8v8t3");
    let plan = explain(&t, &bits, ROWS);
    assert!(
        plan.contains("SwitchStarJoinExec: signature=k8v8t3"),
        "{plan}"
    );
    assert!(
        plan.contains("keys 8 B: no min/max statistics of F.k1"),
        "{plan}"
    );
    assert!(
        plan.contains("values 8 B: no row count statistics of D1"),
        "{plan}"
    );
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_narrow_pipeline_alone_is_refused_for_wide_keys() {
    let d = scratch("only-narrow");
    let bits = catalog(&d, &["k4v4t3"]);
    let t = tables(&d, D1Keys::Beyond, false);
    let got = run(&t, &opts(Strategy::Inp, &bits), ROWS);
    let star = got.decisions.iter().find(|d| !d.dims.is_empty()).unwrap();
    assert!(!star.offloaded.contains(&"D1".to_string()), "{star:?}");
    let with_d1 = star
        .candidates
        .iter()
        .filter(|c| c.set.contains(&"D1".to_string()))
        .collect::<Vec<_>>();
    assert!(!with_d1.is_empty());
    for c in with_d1 {
        assert!(
            c.reason
                .as_deref()
                .is_some_and(|r| r.contains("key 4 B < 8 B needed")),
            "{c:?}"
        );
    }
    let reference = run(&t, &opts(Strategy::Shuffle, &bits), ROWS);
    assert_eq!(sorted_csv(&got), sorted_csv(&reference));
    let _ = std::fs::remove_dir_all(&d);
}

/// Catalogs for the four-dimension star: one with the narrow pipelines,
/// one of 8-byte keys only (what runs when no narrow one fits).
const NARROW_4: [&str; 4] = ["k4v4t3", "k4v4t4", "k8v8t3", "k8v8t4"];
const WIDE_4: [&str; 2] = ["k8v8t3", "k8v8t4"];

#[test]
fn four_dimensions_in_4_bytes_run_on_k4v4t4_with_more_tuples_a_frame() {
    use netjoin_proto::{Header, Mac, Opcode, Signature, TupleFramer, MAX_PAYLOAD_DEFAULT};
    let d = scratch("four");
    let narrow = catalog(&d.join("narrow"), &NARROW_4);
    let wide = catalog(&d.join("wide"), &WIDE_4);
    let t = four_dimensions(&d);
    let (k4, sig) = check(&t, &narrow, FOUR, 4);
    assert_eq!(sig, "k4v4t4");
    let w = k4.decisions.iter().find_map(|d| d.widths.clone()).unwrap();
    assert_eq!((w.key_bytes, w.value_bytes), (4, 4), "{}", w.why);
    let (k8, sig8) = check(&t, &wide, FOUR, 4);
    assert_eq!(sig8, "k8v8t4");
    let plan = explain(&t, &narrow, FOUR);
    assert!(
        plan.contains("SwitchStarJoinExec: signature=k4v4t4"),
        "{plan}"
    );
    // The same probe tuples at the same payload limit: the narrow
    // pipeline's frames carry more of them (proto's framer and widths).
    let s4 = Signature::parse_id(&sig).unwrap();
    let s8 = Signature::parse_id(&sig8).unwrap();
    let per_frame = |s: Signature| {
        let h = Header::new(Opcode::Probe, Mac::local(0xFFFF), Mac::local(1));
        TupleFramer::new(h, s.probe_width(), MAX_PAYLOAD_DEFAULT).tuples_per_frame()
    };
    assert!(
        per_frame(s4) > per_frame(s8),
        "{} B probe tuples: {} a frame, {} B: {}",
        s4.probe_width(),
        per_frame(s4),
        s8.probe_width(),
        per_frame(s8)
    );
    // Each run sent at least the frames its framer needs for every fact
    // row, and the narrow one fewer than the wide one.
    let (p4, p8) = (&k4.reports[0].probe, &k8.reports[0].probe);
    for (p, s) in [(p4, s4), (p8, s8)] {
        let least = FOUR_FACT_ROWS.div_ceil(per_frame(s)) as u64;
        assert!(p.frames >= least, "{}: {} < {least}", s.id(), p.frames);
    }
    assert!(
        p4.frames < p8.frames,
        "k4v4t4 sent {} probe frames, k8v8t4 {}",
        p4.frames,
        p8.frames
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// A three-dimension star known by its statistics: keys are Int32 (4
/// bytes by their type), but `d1` has more rows than 4-byte values can
/// number in the shared form (2^32), so values need 8 bytes; the filter
/// leaves few enough of them for the switch's memory.
const STATS_3: &str = r#"
[tables.f]
rows = 100000000
columns = [
  { name = "k1", type = "int32", distinct = 1000000 },
  { name = "k2", type = "int32", distinct = 1000 },
  { name = "k3", type = "int32", distinct = 1000 },
  { name = "m",  type = "int" },
]

[tables.d1]
rows = 5000000000
columns = [
  { name = "k1", type = "int32" },
  { name = "x",  type = "int", min = 0, max = 999999999 },
  { name = "v1", type = "int" },
]

[tables.d2]
rows = 1000
columns = [
  { name = "k2", type = "int32", distinct = 1000 },
  { name = "v2", type = "int" },
]

[tables.d3]
rows = 1000
columns = [
  { name = "k3", type = "int32", distinct = 1000 },
  { name = "v3", type = "int" },
]
"#;

const STAR_3: &str = "SELECT f.m, d1.v1, d2.v2, d3.v3 FROM f JOIN d1 ON f.k1 = d1.k1 \
                      JOIN d2 ON f.k2 = d2.k2 JOIN d3 ON f.k3 = d3.k3 WHERE d1.x < 1000";

fn explain_stats(stats: &Path, bits: &Path, sql: &str) -> String {
    #[derive(Parser)]
    struct Cmd {
        #[command(flatten)]
        args: ExplainArgs,
    }
    let argv = [
        "explain".to_string(),
        "--stats".into(),
        stats.display().to_string(),
        "--workers".into(),
        "4".into(),
        "--strategy".into(),
        "inp".into(),
        "--bitstreams".into(),
        bits.display().to_string(),
        "--sql".into(),
        sql.to_string(),
    ];
    Cmd::parse_from(argv).args.render().unwrap()
}

#[test]
fn keys_in_4_bytes_with_rows_beyond_2_pow_32_plan_on_k4v8t3() {
    let d = scratch("k4v8");
    let stats = d.join("stats.toml");
    std::fs::write(&stats, STATS_3).unwrap();
    let with = catalog(&d.join("with"), &["k4v4t3", "k4v8t3", "k8v8t3"]);
    let plan = explain_stats(&stats, &with, STAR_3);
    assert!(
        plan.contains("SwitchStarJoinExec: signature=k4v8t3"),
        "{plan}"
    );
    assert!(plan.contains("keys 4 B: f.k1 is Int32"), "{plan}");
    assert!(
        plan.contains("values 8 B: d1 has up to 5000000000 rows > 4294967296"),
        "{plan}"
    );
    // Without it the keys are widened to the next pipeline that holds the
    // values, never narrowed to k4v4t3.
    let without = catalog(&d.join("without"), &["k4v4t3", "k8v8t3"]);
    let plan = explain_stats(&stats, &without, STAR_3);
    assert!(
        plan.contains("SwitchStarJoinExec: signature=k8v8t3"),
        "{plan}"
    );
    let _ = std::fs::remove_dir_all(&d);
}
