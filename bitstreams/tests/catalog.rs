//! The committed catalog is exactly what hdl/ generates now (CI runs this:
//! the catalog cannot drift from the code), and its measurements describe
//! that Verilog.

use netjoin_bitstreams::manifest::Manifest;
use netjoin_bitstreams::synth::{self, CellStats, LongestPaths};
use netjoin_bitstreams::{catalog, ops, sha256_hex};

#[test]
fn committed_catalog_matches_hdl() {
    let problems = ops::verify(&ops::default_dir());
    assert!(
        problems.is_empty(),
        "the catalog has drifted:\n  {}",
        problems.join("\n  ")
    );
}

#[test]
fn catalog_covers_the_datapath_shapes() {
    let ids: Vec<String> = catalog().iter().map(|e| e.id()).collect();
    for t in 1..=4 {
        for v in [8, 16] {
            assert!(ids.contains(&format!("k8v{v}t{t}")), "{ids:?}");
        }
    }
    // one pipeline of two query contexts; every other has one
    for e in catalog() {
        let want = if e.id() == "k8v8t3c2" { 2 } else { 1 };
        assert_eq!(e.contexts, want, "{}", e.id());
    }
    assert!(ids.contains(&"k8v8t3c2".to_string()), "{ids:?}");
    let c2 = netjoin_bitstreams::find("k8v8t3c2").unwrap();
    let m = netjoin_bitstreams::manifest::generated(c2.pipeline(), "00");
    assert_eq!((m.id.as_str(), m.contexts, m.tables), ("k8v8t3c2", 2, 3));
    assert_eq!(m.context_lines(), m.layout.memory_lines / 2);
    assert_eq!(m.context_count_words(), 3 << 20);
    // each instance reports its own signature in LOAD_SIGNATURE replies,
    // and different signatures give different Verilog (one generation of
    // each: seconds apiece in this crate's unoptimised build)
    let mut shas = std::collections::BTreeSet::new();
    for e in catalog() {
        let v = e.switch_verilog();
        let sha = sha256_hex(v.as_bytes());
        let m = netjoin_bitstreams::manifest::generated(e.pipeline(), &sha);
        assert_eq!(m.id, e.id());
        assert_eq!(
            m.layout.slots_per_bucket as usize,
            e.signature.geometry().slots
        );
        assert!(v.contains("module netjoin_switch("));
        assert!(
            shas.insert(sha),
            "{}: the same Verilog as another signature",
            e.id()
        );
    }
}

#[test]
fn manifest_round_trips_and_verify_catches_edits() {
    let dir = std::env::temp_dir().join(format!("nj-catalog-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let e = netjoin_bitstreams::find("k8v8t1").unwrap();
    ops::build(&dir, &["k8v8t1".to_string()], false, &mut |_| {}).unwrap();
    let text = std::fs::read_to_string(dir.join("k8v8t1/manifest.toml")).unwrap();
    let m = Manifest::parse(&text).unwrap();
    assert_eq!(m.signature().unwrap(), e.signature);
    assert_eq!(Manifest::parse(&m.to_toml()).unwrap(), m);
    // no measurements yet: verify says so (and about the other, missing, entries)
    let p = ops::verify(&dir);
    assert!(
        p.iter().any(|x| x.starts_with("k8v8t1: no [throughput]")),
        "{p:?}"
    );
    assert!(
        p.iter()
            .any(|x| x.starts_with("k8v8t3: netjoin_switch.v is missing")),
        "{p:?}"
    );
    // a throughput record is accepted only with all its fields
    assert!(ops::record_throughput(&dir, "k8v8t1", "{\"build_inserts_per_s\": 1.0}").is_err());
    let without_one_sink = r#"{"build_inserts_per_s":5e7,"probe_tuples_per_s":2e7,"probe_tuples_per_s_skewed":3e7,"skewed_cache_hit_rate":0.5,"parser_words_per_cycle":1.0,"min_frame_words_per_cycle":0.5,"min_frame_matching_words_per_cycle":0.4,"clock_mhz":156.25,"controllers":2}"#;
    let e = ops::record_throughput(&dir, "k8v8t1", without_one_sink).unwrap_err();
    assert!(e.to_string().contains("probe_tuples_per_s_one_sink"), "{e}");
    let without_skewed = r#"{"build_inserts_per_s":5e7,"probe_tuples_per_s":2e7,"probe_tuples_per_s_one_sink":1e7,"skewed_cache_hit_rate":0.5,"parser_words_per_cycle":1.0,"min_frame_words_per_cycle":0.5,"min_frame_matching_words_per_cycle":0.4,"clock_mhz":156.25,"controllers":2}"#;
    let e = ops::record_throughput(&dir, "k8v8t1", without_skewed).unwrap_err();
    assert!(e.to_string().contains("probe_tuples_per_s_skewed"), "{e}");
    let without_min_frame = r#"{"build_inserts_per_s":5e7,"probe_tuples_per_s":2e7,"probe_tuples_per_s_one_sink":1e7,"probe_tuples_per_s_skewed":3e7,"skewed_cache_hit_rate":0.5,"parser_words_per_cycle":1.0,"clock_mhz":156.25,"controllers":2}"#;
    let e = ops::record_throughput(&dir, "k8v8t1", without_min_frame).unwrap_err();
    assert!(e.to_string().contains("min_frame_words_per_cycle"), "{e}");
    let without_matching = r#"{"build_inserts_per_s":5e7,"probe_tuples_per_s":2e7,"probe_tuples_per_s_one_sink":1e7,"probe_tuples_per_s_skewed":3e7,"skewed_cache_hit_rate":0.5,"parser_words_per_cycle":1.0,"min_frame_words_per_cycle":0.5,"clock_mhz":156.25,"controllers":2}"#;
    let e = ops::record_throughput(&dir, "k8v8t1", without_matching).unwrap_err();
    assert!(
        e.to_string().contains("min_frame_matching_words_per_cycle"),
        "{e}"
    );
    let json = r#"{"build_inserts_per_s":5e7,"probe_tuples_per_s":2e7,"probe_tuples_per_s_one_sink":1e7,"probe_tuples_per_s_skewed":3e7,"skewed_cache_hit_rate":0.5,"parser_words_per_cycle":1.0,"min_frame_words_per_cycle":0.5,"min_frame_matching_words_per_cycle":0.4,"clock_mhz":156.25,"controllers":2}"#;
    ops::record_throughput(&dir, "k8v8t1", json).unwrap();
    assert!(!ops::verify(&dir)
        .iter()
        .any(|x| x.starts_with("k8v8t1: no [throughput]")));
    // an edited Verilog file is caught
    let v = dir.join("k8v8t1/netjoin_switch.v");
    let mut s = std::fs::read_to_string(&v).unwrap();
    s.push_str("// edited\n");
    std::fs::write(&v, s).unwrap();
    assert!(ops::verify(&dir)
        .iter()
        .any(|x| x.contains("k8v8t1: netjoin_switch.v differs")));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn yosys_stat_parsing() {
    let log = "junk\n   Number of cells:                 10\n     FDRE                        4\n     LUT2   3\n     RAM32M 1\n     RAMB18E1 2\n\n   Chip area: 0\n";
    let s = CellStats::parse(log).unwrap();
    assert_eq!(s.flip_flops(), 4);
    assert_eq!(s.luts_logic(), 3);
    assert_eq!(s.luts_memory(), 4);
    assert_eq!(s.bram36(), 1.0);
    assert!(s.fits());
    assert!(CellStats::parse("no stats").is_err());
}

#[test]
fn yosys_ltp_parsing() {
    let log = "4. Executing LTP pass (find longest path).\n\nLongest topological path in \\netjoin_switch$pu (length=9):\n    0: a\n\
               Longest topological path in netjoin_switch (length=4):\nLongest topological path in empty (length=-1):\n\
               5. Executing FLATTEN pass.\n6. Executing LTP pass (find longest path).\nLongest topological path in netjoin_switch (length=17):\n";
    let p = LongestPaths::parse(log).unwrap();
    assert_eq!(p.whole, 17);
    assert_eq!(
        p.modules,
        vec![
            ("netjoin_switch$pu".to_string(), 9),
            ("netjoin_switch".to_string(), 4),
            ("empty".to_string(), 0)
        ]
    );
    assert!(
        LongestPaths::parse("no ltp").is_err(),
        "a log without ltp passes"
    );
    let one_pass = "Executing LTP pass\nLongest topological path in a (length=3):\n";
    assert!(
        LongestPaths::parse(one_pass).is_err(),
        "the flattened pass is missing"
    );
    let report = synth::report(
        "k8v8t3",
        "00",
        "Yosys",
        1.0,
        &CellStats::parse("   Number of cells: 1\n     LUT2 1\n").unwrap(),
        &p,
    );
    assert!(
        report.contains("whole design, flattened:   17 cells"),
        "{report}"
    );
    assert!(
        report.contains("flatten; ltp -noff"),
        "the command is quoted: {report}"
    );
}

/// The cluster model's RTL rates (`SwitchRates::rtl()`, what `experiment
/// scale` and the cost model's defaults use) are the committed k8v8t3
/// manifest's measurements, not a copy that went stale.
#[test]
fn cluster_model_rtl_rates_are_the_k8v8t3_manifests() {
    use netjoin_sim::cluster::SwitchRates;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(dir.join("k8v8t3/manifest.toml")).unwrap();
    let t = Manifest::parse(&text)
        .unwrap()
        .throughput
        .expect("k8v8t3 [throughput]");
    let near = |a: f64, b: f64| (a / b - 1.0).abs() < 0.005;
    assert_eq!(SwitchRates::RTL_PROBE_TABLES, 3);
    assert!(
        near(SwitchRates::RTL_PROBE_TUPLES_PER_S, t.probe_tuples_per_s),
        "probe {} vs manifest {}",
        SwitchRates::RTL_PROBE_TUPLES_PER_S,
        t.probe_tuples_per_s
    );
    assert!(
        near(SwitchRates::RTL_BUILD_INSERTS_PER_S, t.build_inserts_per_s),
        "build {} vs manifest {}",
        SwitchRates::RTL_BUILD_INSERTS_PER_S,
        t.build_inserts_per_s
    );
}
