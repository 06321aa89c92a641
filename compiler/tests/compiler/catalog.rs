//! The compiler reads the committed pipeline catalog (bitstreams/*/manifest.toml)
//! and matches offloads against exactly those signatures.

use netjoin_compiler::cost::CostParams;
use netjoin_compiler::signature::{match_signature, RejectKind, Requirement, SignatureCatalog};
use std::path::Path;

fn committed() -> SignatureCatalog {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../bitstreams");
    SignatureCatalog::load(&dir)
        .unwrap()
        .expect("the committed catalog")
}

#[test]
fn reads_the_committed_manifests() {
    let cat = committed();
    assert!(cat.source.ends_with("bitstreams"), "{}", cat.source);
    let mut ids: Vec<String> = cat.signatures.iter().map(|s| s.id()).collect();
    ids.sort();
    let mut want: Vec<String> = (1..=4)
        .flat_map(|t| [8, 16].map(|v| format!("k8v{v}t{t}")))
        .chain(["k4v4t2", "k4v4t3", "k4v4t4", "k4v8t3"].map(String::from))
        .collect();
    want.sort();
    assert_eq!(ids, want);
}

#[test]
fn best_fit_within_the_catalog() {
    let cat = committed();
    let p = CostParams::default();
    let req = |k, v, t| Requirement {
        key_bytes: k,
        value_bytes: v,
        tables: t,
        max_build_rows: 1e5,
        payload_results: false,
    };
    // 4-byte keys and 8-byte values over three tables: k4v8t3, exactly
    let m = match_signature(&cat, &req(4, 8, 3), &p);
    let c = m.choice.as_ref().unwrap();
    assert_eq!((c.id.as_str(), c.exact), ("k4v8t3", true));
    // ... over four: no k4v8t4, so k8v8t4 (keys widened)
    let m = match_signature(&cat, &req(4, 8, 4), &p);
    assert_eq!(m.choice.as_ref().map(|c| c.id.as_str()), Some("k8v8t4"));
    // 4-byte keys and values: the narrow pipelines, one table on k4v4t2
    // too (the smallest key, then value, before the table count: one
    // padding table).
    for (t, id, padding) in [
        (1, "k4v4t2", 1),
        (2, "k4v4t2", 0),
        (3, "k4v4t3", 0),
        (4, "k4v4t4", 0),
    ] {
        let m = match_signature(&cat, &req(4, 4, t), &p);
        let c = m.choice.as_ref().unwrap();
        assert_eq!((c.id.as_str(), c.padding_tables), (id, padding));
    }
    // 8-byte keys with 4-byte values: no k8v4, so k8v8.
    let m = match_signature(&cat, &req(8, 4, 3), &p);
    assert_eq!(m.choice.as_ref().map(|c| c.id.as_str()), Some("k8v8t3"));
    // 12-byte values: the 16-byte pipelines
    let m = match_signature(&cat, &req(8, 12, 2), &p);
    assert_eq!(m.choice.as_ref().map(|c| c.id.as_str()), Some("k8v16t2"));
    // 32-byte values: no pipeline is wide enough, every one says why
    let m = match_signature(&cat, &req(8, 32, 2), &p);
    assert!(m.choice.is_none());
    assert_eq!(m.rejections.len(), cat.signatures.len());
    // Narrower keys than the 8 asked for say so first.
    assert!(
        m.rejections.iter().all(|r| r.kind
            == if r.id.starts_with("k8") {
                RejectKind::TooWide
            } else {
                RejectKind::KeyTooNarrow
            }),
        "{:?}",
        m.rejections
    );
}

/// The best fit by hand: of the pipelines wide enough for the keys and
/// values and with enough tables, the narrowest key, then value, then the
/// fewest tables.
fn narrowest(cat: &SignatureCatalog, k: usize, v: usize, t: usize) -> Option<String> {
    cat.signatures
        .iter()
        .filter(|s| s.k() >= k && s.v() >= v && s.t() >= t)
        .min_by_key(|s| (s.k(), s.v(), s.t()))
        .map(|s| s.id())
}

#[test]
fn narrow_keys_over_four_tables_or_with_wide_values_fit_the_narrowest_pipeline() {
    let p = CostParams::default();
    let req = |k, v, t| Requirement {
        key_bytes: k,
        value_bytes: v,
        tables: t,
        max_build_rows: 1e5,
        payload_results: false,
    };
    let pick = |cat: &SignatureCatalog, k, v, t| {
        match_signature(cat, &req(k, v, t), &p)
            .choice
            .map(|c| (c.id, c.padding_tables))
    };
    // The committed catalog: whatever it holds, the rule takes the
    // narrowest pipeline that fits (SSB Q4.x's four dimensions with 4-byte
    // keys and rows; three with 4-byte keys and 8-byte values).
    let cat = committed();
    for (k, v, t) in [(4, 4, 4), (4, 8, 3)] {
        let want = narrowest(&cat, k, v, t).expect("a pipeline with 8-byte keys fits");
        let got = pick(&cat, k, v, t).unwrap();
        assert_eq!(got.0, want, "k{k}v{v}t{t}");
        assert_eq!(got.1, 0, "{} pads no table", got.0);
    }
    // With k4v4t4 and k4v8t3 in it (the committed catalog holds both),
    // those are taken exactly, ahead of the wider-keyed ones that also fit.
    let mut signatures = cat.signatures.clone();
    for id in ["k4v4t4", "k4v8t3"] {
        let s = netjoin_proto::Signature::parse_id(id).unwrap();
        if !signatures.contains(&s) {
            signatures.push(s);
        }
    }
    let more = SignatureCatalog::of(signatures, "committed and k4v4t4, k4v8t3");
    let m = match_signature(&more, &req(4, 4, 4), &p);
    let c = m.choice.as_ref().unwrap();
    assert_eq!((c.id.as_str(), c.exact), ("k4v4t4", true));
    assert!(m
        .rejections
        .iter()
        .any(|r| r.id == "k8v8t4" && r.kind == RejectKind::LargerThanBestFit));
    let m = match_signature(&more, &req(4, 8, 3), &p);
    let c = m.choice.as_ref().unwrap();
    assert_eq!((c.id.as_str(), c.exact), ("k4v8t3", true));
    // k4v4t3 has the keys and tables but not the values.
    assert!(m
        .rejections
        .iter()
        .any(|r| r.id == "k4v4t3" && r.kind == RejectKind::TooWide));
    // Three tables of 4-byte keys and values stay on k4v4t3, not k4v8t3.
    assert_eq!(pick(&more, 4, 4, 3), Some(("k4v4t3".to_string(), 0)));
}

#[test]
fn an_empty_directory_is_no_catalog() {
    let d = std::env::temp_dir().join(format!("netjoin-empty-bits-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    assert!(SignatureCatalog::load(&d).unwrap().is_none());
    let e = netjoin_compiler::session::load_signatures(Some(&d))
        .unwrap_err()
        .to_string();
    assert!(e.contains(&d.display().to_string()), "{e}");
}

#[test]
fn a_pipeline_of_several_contexts_does_not_replace_its_signatures_rates() {
    use netjoin_catalog::{Manifest, Pipeline, Throughput};
    use netjoin_proto::Signature;
    let d = std::env::temp_dir().join(format!("netjoin-ctx-bits-{}", std::process::id()));
    let sig = Signature::new(8, 8, 3).unwrap();
    // Written in the order `load_dir` reads them: the two-context pipeline
    // last, with rates unlike the one-context pipeline's.
    for (p, build) in [
        (Pipeline::single(sig), 2.0e8),
        (Pipeline::new(sig, 2).unwrap(), 5.0e7),
    ] {
        let mut m = Manifest::for_pipeline(p, "00", 1 << 24);
        m.throughput = Some(Throughput {
            verilog_sha256: "00".into(),
            command: "test".into(),
            controllers: 2,
            clock_mhz: 156.25,
            build_inserts_per_s: build,
            probe_tuples_per_s: build / 4.0,
            probe_tuples_per_s_one_sink: build / 8.0,
            probe_tuples_per_s_skewed: build / 2.0,
            skewed_cache_hit_rate: 0.5,
            parser_words_per_cycle: 1.0,
            min_frame_words_per_cycle: 1.0,
            min_frame_matching_words_per_cycle: 1.0,
        });
        let dir = d.join(p.id());
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("manifest.toml"), m.to_toml()).unwrap();
    }
    let cat = SignatureCatalog::load(&d).unwrap().unwrap();
    std::fs::remove_dir_all(&d).unwrap();
    assert_eq!(cat.signatures, vec![sig], "one signature, two pipelines");
    let p = CostParams {
        controllers: 2,
        ..CostParams::default()
    };
    let q = cat.params_for(&sig, &p);
    assert_eq!(q.build_rate, 2.0e8 / 2.0, "the one-context pipeline's rate");
    assert_eq!(q.probe_rate, 2.0e8 / 4.0 * 3.0 / 2.0);
}
