//! Two star joins at once on one in-process switch of two query contexts
//! (PROTOCOL.md §5.5), each run by its own coordinator on its own thread:
//! both results equal the independent reference join, each query held its
//! own context while the other ran, and both contexts are free after.

use netjoin_host::engine::{key_engine, SharedModel};
use netjoin_host::inp::{run_with_engine, SharedSwitch};
use netjoin_host::star::{generate, Skew, StarSpec};
use netjoin_host::{reference, RunOptions, StarJoinInput};
use netjoin_proto::counters::Counter;
use netjoin_proto::Signature;
use netjoin_sim::{SwitchConfig, SwitchModel};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

fn input(sig: Signature, fact_rows: usize, seed: u64, skew: Skew) -> StarJoinInput {
    generate(
        &sig,
        &StarSpec {
            fact_rows,
            dim_rows: 3_000,
            workers: 3,
            seed,
            skew,
            ..StarSpec::default()
        },
    )
}

/// A behavioural switch of two query contexts, keyed, and the options of
/// a run that shares it as query `query_id`: many probe rounds, each with
/// its own CONTROL exchanges, so that the coordinators' requests
/// interleave.
fn shared_switch() -> (SharedModel, impl Fn(u16) -> RunOptions + Copy) {
    let mut switch = SharedModel::new(SwitchModel::new(SwitchConfig {
        contexts: 2,
        ..SwitchConfig::default()
    }));
    let key = key_engine(&mut switch);
    let opts = move |query_id| RunOptions {
        query_id,
        round_frames: Some(4),
        shared: Some(SharedSwitch { key }),
        ..RunOptions::default()
    };
    (switch, opts)
}

fn held(m: &SwitchModel) -> usize {
    (0..m.config().contexts)
        .filter(|&c| m.context_query(c).is_some())
        .count()
}

#[test]
fn two_coordinators_share_a_switch_of_two_contexts_and_both_joins_are_exact() {
    let sig = Signature::new(8, 8, 2).unwrap();
    let a = input(sig, 400_000, 11, Skew::Uniform);
    let b = input(sig, 60_000, 12, Skew::Zipf(1.1));
    let (switch, opts) = shared_switch();
    let mac = SwitchConfig::default().mac;
    let (most_held, done) = (AtomicUsize::new(0), AtomicBool::new(false));
    let (out_a, out_b) = std::thread::scope(|s| {
        let watcher = s.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                let n = switch.inspect(held).unwrap();
                most_held.fetch_max(n, Ordering::Relaxed);
                std::thread::sleep(Duration::from_micros(200));
            }
        });
        let (mut ha, a) = (switch.clone(), &a);
        let run_a = s.spawn(move || run_with_engine(&mut ha, mac, a, &opts(1)));
        // B starts once A holds its context.
        let t0 = Instant::now();
        while switch.inspect(held).unwrap() == 0 && !run_a.is_finished() {
            assert!(t0.elapsed() < Duration::from_secs(60), "A never set up");
            std::thread::sleep(Duration::from_micros(100));
        }
        let mut hb = switch.clone();
        let out_b = run_with_engine(&mut hb, mac, &b, &opts(2));
        let out_a = run_a.join().unwrap();
        done.store(true, Ordering::Relaxed);
        watcher.join().unwrap();
        (out_a, out_b)
    });
    for (name, input, out) in [("A", &a, out_a), ("B", &b, out_b)] {
        let out = out.unwrap_or_else(|e| panic!("query {name}: {e:#}"));
        let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
        let want = reference::star_join(&sig, &dims, &input.fact.concat());
        assert!(!want.is_empty());
        if let Some(diff) = reference::compare(&out.results, &want, sig.result_width()) {
            panic!("query {name} differs from the reference: {diff}");
        }
        // Neither disturbed the other: no epoch had to start again.
        assert!(
            out.report.recovery.recoveries.is_empty(),
            "query {name}: {:?}",
            out.report.recovery.recoveries
        );
        // Its counters are its context's: its own probes, no one else's.
        assert_eq!(
            out.report.counters.get(Counter::Probes),
            input.fact_rows() as u64,
            "query {name}"
        );
    }
    assert_eq!(
        most_held.load(Ordering::Relaxed),
        2,
        "both queries held a context at once"
    );
    assert_eq!(switch.inspect(held).unwrap(), 0, "both contexts released");
}

/// A restart of the shared switch while both queries run ends both
/// queries' contexts; each finds out (its context's counters are "no such
/// query", or its workers stall), sets up again in a free context, and
/// both joins are still exact.
#[test]
fn a_restart_of_a_shared_switch_is_recovered_by_both_queries() {
    use netjoin_host::engine::SwitchEngine;
    use netjoin_host::epoch::Recovery;
    let sig = Signature::new(8, 8, 2).unwrap();
    let a = input(sig, 300_000, 21, Skew::Uniform);
    let b = input(sig, 300_000, 22, Skew::Uniform);
    let (switch, opts) = shared_switch();
    let mac = SwitchConfig::default().mac;
    let (out_a, out_b) = std::thread::scope(|s| {
        let (mut ha, mut hb) = (switch.clone(), switch.clone());
        let (a, b) = (&a, &b);
        let run_a = s.spawn(move || run_with_engine(&mut ha, mac, a, &opts(1)));
        let run_b = s.spawn(move || run_with_engine(&mut hb, mac, b, &opts(2)));
        // Once both hold a context (neither is done: each releases its
        // context as it ends), the switch restarts.
        let t0 = Instant::now();
        while switch.inspect(held).unwrap() < 2 {
            assert!(
                !run_a.is_finished() && !run_b.is_finished(),
                "a query ended before both were set up"
            );
            assert!(t0.elapsed() < Duration::from_secs(60), "never both set up");
            std::thread::sleep(Duration::from_micros(50));
        }
        switch.clone().power_cycle().unwrap();
        (run_a.join().unwrap(), run_b.join().unwrap())
    });
    for (name, input, out) in [("A", &a, out_a), ("B", &b, out_b)] {
        let out = out.unwrap_or_else(|e| panic!("query {name}: {e:#}"));
        let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
        let want = reference::star_join(&sig, &dims, &input.fact.concat());
        if let Some(diff) = reference::compare(&out.results, &want, sig.result_width()) {
            panic!("query {name} differs from the reference: {diff}");
        }
        let r = &out.report.recovery.recoveries;
        assert!(!r.is_empty(), "query {name} saw no restart");
        assert!(
            r.iter()
                .all(|x| x.is_switch_recovery() && !matches!(x, Recovery::OverflowLost { .. })),
            "query {name}: {r:?}"
        );
    }
    assert_eq!(switch.inspect(held).unwrap(), 0, "both contexts released");
}
