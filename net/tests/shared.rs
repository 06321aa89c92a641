//! Two star joins at once on one switchd with two query contexts
//! (PROTOCOL.md §5.5; needs root, CI runs as root): on a testbed of its
//! own, query A's tasks run from worker 0's namespace and query B's from
//! worker 1's, each over its own switch port, sharing the switch
//! (`Sharing::Shared`). Both hold a context at once (neither starts its
//! build before both are set up), both results equal the reference join,
//! each query's counters are its own, and both contexts are free after.
//! switchd restarted under both queries: each query's probers take a
//! context of their own, rebuild there and finish exactly.

mod common;
use common::{assert_exact, enter, input, input_of, rows_of, task_query, Bed};

use netjoin_host::control_client::Sharing;
use netjoin_host::star::StarSpec;
use netjoin_host::task::{
    build, read_counters, release, set_up, ProbeResults, Prober, Rebuild, TaskParams,
};
use netjoin_host::StarJoinInput;
use netjoin_net::testbed::TestbedConfig;
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::{ControlKey, Mac, Signature};
use std::sync::Barrier;

/// What one query's thread found.
struct Run {
    rows: Vec<u8>,
    /// Its context's counters before it released the context: its own
    /// set-up's, or with a restart its last prober's takeover's (which the
    /// prober released when it was dropped).
    counters: Result<Counters, String>,
    /// Its counters read again after the release: refused.
    after_release: String,
    /// Takeovers of its probers.
    takeovers: u64,
}

/// Where the query threads wait: both set up; and with a restart, both
/// built (then the test restarts switchd) and switchd restarted.
struct Gates {
    set_up: Barrier,
    restart: Option<(Barrier, Barrier)>,
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
    gates: &Gates,
) -> Run {
    enter(&tb.worker_ns(n as usize));
    let sig = input.signature;
    let (ports, q) = task_query(
        sig,
        key,
        (0x0A00 + n as u16, 0x5EED_0000 ^ (u64::from(n) << 40)),
        Sharing::Shared,
    );
    let p = TaskParams::default();
    let (t, workers) = (sig.t(), input.workers);
    let sources = 1 + t * workers + workers;
    let ep = || ports.port.attach(task_mac(n, 0));
    let none = vec![&[][..]; t];
    let report = set_up(&ep(), &q, 14, sources, 0, &none, &p).expect("set-up");
    assert!(!report.already);
    gates.set_up.wait();
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
    if let Some((built, restarted)) = &gates.restart {
        built.wait();
        restarted.wait();
    }
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let sentinel: Vec<u8> = (0..t).flat_map(|i| dims[i][..sig.k()].to_vec()).collect();
    let mut rows = Vec::new();
    let mut takeovers = 0;
    for w in 0..workers {
        let source = (1 + t * workers + w) as u16;
        let ep = ports.port.attach(task_mac(n, source));
        let input = input.clone();
        let rebuild = move || {
            Ok(Rebuild {
                bucket_bits: 14,
                sources,
                padding: vec![Vec::new(); t],
                builds: (0..t)
                    .flat_map(|table| (0..workers).map(move |w| (table, w)))
                    .map(|(table, w)| {
                        let mut tables = vec![Vec::new(); t];
                        tables[table] = input.dims[table][w].clone();
                        ((1 + table * workers + w) as u16, tables)
                    })
                    .collect(),
            })
        };
        let mut prober = Prober::new(ep, q, source, sentinel.clone(), Some(Box::new(rebuild)), p)
            .expect("prober");
        let mut out = ProbeResults::default();
        for chunk in input.fact[w].chunks(sig.probe_width() * 2000) {
            prober.probe(&mut chunk.to_vec(), &mut out).expect("probe");
        }
        takeovers += prober.stats.takeovers;
        rows_of(&sig, &dims, &out, &mut rows);
    }
    let counters = read_counters(&ep(), &q, &p).map_err(|e| format!("{e:#}"));
    if counters.is_ok() {
        release(&ep(), &q, &p).expect("release");
    }
    let after_release = format!("{:#}", read_counters(&ep(), &q, &p).unwrap_err());
    Run {
        rows,
        counters,
        after_release,
        takeovers,
    }
}

/// Both queries on their threads, `between` run by this thread once both
/// are built when `gates` has a restart.
fn run_both(
    tb: &TestbedConfig,
    key: Option<ControlKey>,
    inputs: &[StarJoinInput; 2],
    gates: &Gates,
    between: impl FnOnce(),
) -> Vec<Run> {
    std::thread::scope(|s| {
        let threads: Vec<_> = (0..2u8)
            .map(|n| {
                let input = &inputs[n as usize];
                s.spawn(move || run_query(tb, n, key, input, gates))
            })
            .collect();
        if let Some((built, restarted)) = &gates.restart {
            built.wait();
            between();
            restarted.wait();
        }
        threads
            .into_iter()
            .map(|t| t.join().expect("a query's thread failed"))
            .collect()
    })
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
    let gates = Gates {
        set_up: Barrier::new(2),
        restart: None,
    };
    let runs = run_both(tb, key, &inputs, &gates, || {});
    let report = bed.stop();
    assert!(report.contains("2 query contexts"), "{report}");
    for (n, (input, run)) in inputs.iter().zip(&runs).enumerate() {
        assert_exact(input, &run.rows, &format!("query {n}"));
        // Its counters are its context's: every probe its own (the
        // sentinel probes the probers add on top), no frame of the other
        // query among them.
        assert_eq!(run.takeovers, 0, "query {n}");
        let c = run.counters.as_ref().expect("the query's counters");
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
        runs[0].counters.as_ref().unwrap().get(Counter::Probes),
        runs[1].counters.as_ref().unwrap().get(Counter::Probes)
    );
}

#[test]
fn a_restarted_shared_switchd_is_rebuilt_by_each_querys_probers_in_contexts_of_their_own() {
    if !netjoin_testkit::need_root("the namespace testbed") {
        return;
    }
    let pid = std::process::id();
    let prefix = format!("ns3{}", pid % 10000);
    // One key for both runs of switchd, as a restarted switch keeps its key.
    let key_file = netjoin_net::testbed::TestbedKey::new(&prefix).unwrap();
    let path = key_file.path.display().to_string();
    let args = [
        "--contexts",
        "2",
        "--memory-cap",
        "256MiB",
        "--key-file",
        &path,
    ];
    let mut bed = Bed::up(&prefix, (20 + pid % 40) as u8, &args);
    let tb = bed.tb.clone();
    let sig = Signature::parse_id("k8v8t2").unwrap();
    let inputs = [input(sig), other_input(sig)];
    let key = Some(key_file.key);
    let gates = Gates {
        set_up: Barrier::new(2),
        restart: Some((Barrier::new(3), Barrier::new(3))),
    };
    let runs = run_both(&tb, key, &inputs, &gates, || bed.restart(&args));
    let report = bed.stop();
    assert!(report.contains("2 query contexts"), "{report}");
    for (n, (input, run)) in inputs.iter().zip(&runs).enumerate() {
        assert_exact(input, &run.rows, &format!("query {n}"));
        assert!(
            run.takeovers >= 1,
            "query {n}: no prober took the switch over"
        );
        // The set-up's context went with the restart, and each prober
        // released the one it took.
        assert!(
            run.counters.as_ref().is_err_and(|e| e.contains("NoQuery")),
            "query {n}: {:?}",
            run.counters.as_ref().map(|_| ())
        );
    }
}
