//! The shuffle-join baseline on real namespaces (root): agents in the worker
//! namespaces exchange over TCP through the bridge; the union of the workers'
//! results must equal the reference join, row for row.

use netjoin_host::reference::{compare, star_join};
use netjoin_host::star::{generate, Skew, StarSpec};
use netjoin_net::shuffle::{run_shuffle_on_testbed, ShuffleOptions};
use netjoin_net::testbed::{TestbedConfig, TestbedGuard};
use netjoin_proto::Signature;
use std::path::PathBuf;

fn root() -> bool {
    netjoin_testkit::need_root("the namespace testbed")
}

#[test]
fn shuffle_baseline_on_the_testbed_equals_the_reference_join() {
    if !root() {
        return;
    }
    let pid = std::process::id();
    let cfg = TestbedConfig {
        prefix: format!("ns{}", pid % 100000),
        workers: 4,
        rate_bps: Some(200_000_000),
        subnet: (60 + pid % 30) as u8,
        ..TestbedConfig::default()
    };
    let g = TestbedGuard::up(cfg).unwrap();
    let opts = ShuffleOptions {
        prefix: g.cfg.prefix.clone(),
        exe: Some(PathBuf::from(env!("CARGO_BIN_EXE_netjoin-net"))),
        ..ShuffleOptions::default()
    };
    let sig = Signature::parse_id("k8v8t3").unwrap();
    for (skew, dups) in [(Skew::Uniform, 0), (Skew::Paper, 40)] {
        let input = generate(
            &sig,
            &StarSpec {
                fact_rows: 60_000,
                dim_rows: 5_000,
                workers: 4,
                skew,
                duplicate_rows: dups,
                ..StarSpec::default()
            },
        );
        let out = run_shuffle_on_testbed(&input, &opts).expect("shuffle run");
        let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
        let want = star_join(&sig, &dims, &input.fact.concat());
        assert_eq!(
            compare(&out.results, &want, sig.result_width()),
            None,
            "{skew}"
        );
        assert_eq!(out.result_rows as usize, want.len());
        // Three stages of shuffling: at least 3/4 of the fact bytes left their worker per stage.
        let fact_bytes = (input.fact_rows() * sig.probe_width()) as u64;
        assert!(
            skew != Skew::Uniform || out.bytes_sent() > 2 * fact_bytes,
            "{} B sent for {fact_bytes} B of fact",
            out.bytes_sent()
        );
        let recv: u64 = out.workers.iter().map(|w| w.bytes_received).sum();
        assert_eq!(out.bytes_sent(), recv);
        if skew == Skew::Paper {
            // Incast: worker 0 receives most of the fact after the first shuffle.
            let s0: Vec<u64> = out
                .workers
                .iter()
                .map(|w| w.stages[0].probe_tuples)
                .collect();
            assert!(s0[0] as f64 > 0.6 * input.fact_rows() as f64, "{s0:?}");
        }
        eprintln!(
            "{skew}: {:.3} s, {} B sent, {} rows",
            out.elapsed_s,
            out.bytes_sent(),
            out.result_rows
        );
    }
}
