//! Two star joins at once on one switchd with two query contexts
//! (PROTOCOL.md §5.5; needs root, CI runs as root): on a testbed of its
//! own, query A's tasks run from worker 0's namespace and query B's from
//! worker 1's, each over its own switch port, sharing the switch
//! (`Sharing::Shared`). Both hold a context at once (neither starts its
//! build before both are set up), both results equal the reference join,
//! each query's counters are its own, and both contexts are free after.

mod common;
use common::{assert_exact, enter, input, input_of, rows_of, task_query, Bed};

use netjoin_host::control_client::Sharing;
use netjoin_host::star::StarSpec;
use netjoin_host::task::{build, read_counters, release, set_up, ProbeResults, Prober, TaskParams};
use netjoin_host::StarJoinInput;
use netjoin_net::testbed::TestbedConfig;
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::{ControlKey, Mac, Signature};
use std::sync::Barrier;

/// What one query's thread found.
struct Run {
    rows: Vec<u8>,
    /// Its context's counters before it released the context.
    counters: Counters,
    /// Its counters read again after the release: refused.
    after_release: String,
}

/// The task MACs of query `n`: its own, so that no frame of one query is
/// addressed to the other's tasks.
fn task_mac(n: u8, source: u16) -> Mac {
    let [hi, lo] = source.to_be_bytes();
    Mac([0x06, 0x4e, 0x4a, 0x50 + n, hi, lo])
}

/// Query `n` from worker `n`'s namespace: set-up (a free context), then,
/// once both queries are set up, every build task and every prober, its
/// counters, and the release of its context.
fn run_query(
    tb: &TestbedConfig,
    n: u8,
    key: Option<ControlKey>,
    input: &StarJoinInput,
    both_set_up: &Barrier,
) -> Run {
    enter(&tb.worker_ns(n as usize));
    let sig = input.signature;
    let (ports, q) = task_query(
        sig,
        key,
        (0x0A00 + n as u16, 0x5EED_0000 ^ (u32::from(n) << 8)),
        Sharing::Shared,
    );
    let p = TaskParams::default();
    let (t, workers) = (sig.t(), input.workers);
    let sources = 1 + t * workers + workers;
    let ep = || ports.port.attach(task_mac(n, 0));
    let none = vec![&[][..]; t];
    let report = set_up(&ep(), &q, 14, sources, 0, &none, &p).expect("set-up");
    assert!(!report.already);
    both_set_up.wait();
    for table in 0..t {
        for w in 0..workers {
            let source = (1 + table * workers + w) as u16;
            let mut tables = none.clone();
            tables[table] = &input.dims[table][w];
            let ep = ports.port.attach(task_mac(n, source));
            let r = build(&ep, &q, source, &tables, &p).expect("build");
            assert!(!r.query_gone, "query {n} lost its context during the build");
        }
    }
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let sentinel: Vec<u8> = (0..t).flat_map(|i| dims[i][..sig.k()].to_vec()).collect();
    let mut rows = Vec::new();
    for w in 0..workers {
        let source = (1 + t * workers + w) as u16;
        let ep = ports.port.attach(task_mac(n, source));
        let mut prober = Prober::new(ep, q, source, sentinel.clone(), None, p).expect("prober");
        let mut out = ProbeResults::default();
        for chunk in input.fact[w].chunks(sig.probe_width() * 2000) {
            prober.probe(&mut chunk.to_vec(), &mut out).expect("probe");
        }
        rows_of(&sig, &dims, &out, &mut rows);
    }
    let counters = read_counters(&ep(), &q, &p).expect("the query's counters");
    release(&ep(), &q, &p).expect("release");
    let after_release = format!("{:#}", read_counters(&ep(), &q, &p).unwrap_err());
    Run {
        rows,
        counters,
        after_release,
    }
}

/// A second star join, other keys and rows than [`common::input`]'s.
fn other_input(sig: Signature) -> StarJoinInput {
    input_of(
        sig,
        &StarSpec {
            fact_rows: 120_000,
            dim_rows: 9_000,
            workers: 2,
            seed: 99,
            ..StarSpec::default()
        },
    )
}

#[test]
fn two_queries_share_switchd_each_in_its_own_context_and_both_are_exact() {
    if !netjoin_testkit::need_root("the namespace testbed") {
        return;
    }
    let pid = std::process::id();
    let bed = Bed::up(
        &format!("ns2{}", pid % 10000),
        (60 + pid % 40) as u8,
        &["--contexts", "2", "--memory-cap", "256MiB"],
    );
    let tb = &bed.tb;
    let sig = Signature::parse_id("k8v8t2").unwrap();
    let inputs = [input(sig), other_input(sig)];
    let key = bed.switchd.control_key();
    assert!(key.is_some(), "the testbed keys switchd");
    let barrier = Barrier::new(2);
    let runs: Vec<Run> = std::thread::scope(|s| {
        let threads: Vec<_> = (0..2u8)
            .map(|n| {
                let (input, barrier) = (&inputs[n as usize], &barrier);
                s.spawn(move || run_query(tb, n, key, input, barrier))
            })
            .collect();
        threads
            .into_iter()
            .map(|t| t.join().expect("a query's thread failed"))
            .collect()
    });
    let report = bed.stop();
    assert!(report.contains("2 query contexts"), "{report}");
    for (n, (input, run)) in inputs.iter().zip(&runs).enumerate() {
        assert_exact(input, &run.rows, &format!("query {n}"));
        // Its counters are its context's: every probe its own (the
        // sentinel probes the probers add on top), no frame of the other
        // query among them.
        let c = &run.counters;
        assert!(
            c.get(Counter::Probes) >= input.fact_rows() as u64,
            "query {n}"
        );
        assert!(
            c.get(Counter::Probes) < input.fact_rows() as u64 + 10_000,
            "query {n}: {} probes",
            c.get(Counter::Probes)
        );
        assert_eq!(c.get(Counter::ControlFrames), 0, "a bank counts no CONTROL");
        assert_eq!(
            c.get(Counter::FramesIn),
            c.get(Counter::FramesAccepted) + c.dropped_total()
        );
        assert!(
            run.after_release.contains("NoQuery"),
            "query {n} after its release: {}",
            run.after_release
        );
    }
    assert_ne!(
        runs[0].counters.get(Counter::Probes),
        runs[1].counters.get(Counter::Probes)
    );
}
