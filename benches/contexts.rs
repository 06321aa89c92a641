//! Two star joins on one behavioural switch: one after the other on a
//! switch of one query context, and at once on a switch of two (PROTOCOL.md
//! §5.5), each run by its own in-process coordinator on its own thread.
//! Prints each query's fact tuples per second alone and together, and the
//! makespans, and how soon a short query that arrives with a long one has
//! its result; writes the makespans by fact rows to a PNG.
//!
//! Run: `cargo bench --bench contexts` (prints figures; no criterion needed).
//! Options via env: NETJOIN_BENCH_FACT (largest fact table, default
//! 1_000_000; also a quarter and a half of it), NETJOIN_BENCH_DIM (100_000),
//! NETJOIN_BENCH_PNG (default target/bench-contexts.png).

use netjoin_host::engine::{key_engine, SharedModel};
use netjoin_host::inp::{run_with_engine, SharedSwitch};
use netjoin_host::star::{generate, StarSpec};
use netjoin_host::{RunOptions, StarJoinInput};
use netjoin_plot::{plot_png, Panel, Series};
use netjoin_proto::Signature;
use netjoin_sim::{SwitchConfig, SwitchModel};
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn input(sig: Signature, fact_rows: usize, dim_rows: usize, seed: u64) -> StarJoinInput {
    generate(
        &sig,
        &StarSpec {
            fact_rows,
            dim_rows,
            workers: 2,
            seed,
            ..StarSpec::default()
        },
    )
}

fn switch(contexts: usize) -> (SharedModel, RunOptions, RunOptions) {
    let mut sw = SharedModel::new(SwitchModel::new(SwitchConfig {
        contexts,
        ..SwitchConfig::default()
    }));
    let key = key_engine(&mut sw);
    let opts = |query_id| RunOptions {
        query_id,
        shared: (contexts > 1).then_some(SharedSwitch { key }),
        ..RunOptions::default()
    };
    (sw, opts(1), opts(2))
}

/// Runs `input` on `sw`; its elapsed time. Panics if the run fails (its
/// exactness is the tests' business: host/tests/shared_switch.rs).
fn run(sw: &SharedModel, input: &StarJoinInput, opts: &RunOptions) -> Duration {
    let mac = SwitchConfig::default().mac;
    let mut handle = sw.clone();
    let t = Instant::now();
    run_with_engine(&mut handle, mac, input, opts).expect("the join runs");
    t.elapsed()
}

/// (A's time, B's time, makespan): one after the other on one context, or
/// at once on two.
fn measure(a: &StarJoinInput, b: &StarJoinInput, at_once: bool) -> (Duration, Duration, Duration) {
    let t = Instant::now();
    if !at_once {
        let (sw, oa, ob) = switch(1);
        let ta = run(&sw, a, &oa);
        let tb = run(&sw, b, &ob);
        return (ta, tb, t.elapsed());
    }
    let (sw, oa, ob) = switch(2);
    let (ta, tb) = std::thread::scope(|s| {
        let ra = s.spawn(|| run(&sw, a, &oa));
        let tb = run(&sw, b, &ob);
        (ra.join().unwrap(), tb)
    });
    (ta, tb, t.elapsed())
}

fn best(runs: usize, mut f: impl FnMut() -> (Duration, Duration, Duration)) -> [Duration; 3] {
    let mut out = [Duration::MAX; 3];
    for _ in 0..runs {
        let (a, b, m) = f();
        out = [out[0].min(a), out[1].min(b), out[2].min(m)];
    }
    out
}

fn main() {
    let largest = env("NETJOIN_BENCH_FACT", 1_000_000);
    let dim = env("NETJOIN_BENCH_DIM", 100_000);
    let png = std::env::var("NETJOIN_BENCH_PNG")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from("target/bench-contexts.png"));
    let sig = Signature::new(8, 8, 3).unwrap();
    println!(
        "two k8v8t3 star joins (fact rows below, {dim} rows x 3 dimensions, 2 workers each) on the behavioural switch, {} threads, best of 3",
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    let (mut in_turn, mut at_once) = (Vec::new(), Vec::new());
    for fact in [largest / 4, largest / 2, largest] {
        let (a, b) = (input(sig, fact, dim, 1), input(sig, fact, dim, 2));
        let [ta, tb, turn] = best(3, || measure(&a, &b, false));
        let [ca, cb, once] = best(3, || measure(&a, &b, true));
        let rate = |d: Duration| fact as f64 / d.as_secs_f64();
        println!("fact rows {fact}:");
        println!(
            "  one after the other, one context: A {:.3e} tuples/s, B {:.3e}; makespan {:.3} s",
            rate(ta),
            rate(tb),
            turn.as_secs_f64()
        );
        println!(
            "  at once, two contexts:            A {:.3e} tuples/s, B {:.3e}; makespan {:.3} s",
            rate(ca),
            rate(cb),
            once.as_secs_f64()
        );
        println!(
            "  together / alone: A {:.2}, B {:.2}; makespan one after the other / at once {:.2}",
            rate(ca) / rate(ta),
            rate(cb) / rate(tb),
            turn.as_secs_f64() / once.as_secs_f64()
        );
        in_turn.push((fact as f64, turn.as_secs_f64()));
        at_once.push((fact as f64, once.as_secs_f64()));
    }
    // A short query that arrives with a long one: how long it takes to
    // its result, waiting for the long one's turn or running beside it.
    let (long, short) = (
        input(sig, largest, dim, 3),
        input(sig, largest / 10, dim / 10, 4),
    );
    let [tl, ts, _] = best(3, || measure(&long, &short, false));
    let [_, cs, _] = best(3, || measure(&long, &short, true));
    println!(
        "a query of {} fact rows arriving with one of {largest}: its result after {:.3} s behind the long one on one context, {:.3} s beside it on two ({:.1}x sooner)",
        largest / 10,
        (tl + ts).as_secs_f64(),
        cs.as_secs_f64(),
        (tl + ts).as_secs_f64() / cs.as_secs_f64()
    );
    let panel = Panel {
        title: "Two star joins on the behavioural switch (k8v8t3)".into(),
        x_label: "fact rows of each query".into(),
        y_label: "makespan of both, s".into(),
        log_x: false,
        log_y: false,
        series: vec![
            Series {
                label: "one after the other (one context)".into(),
                points: in_turn,
                color: 0,
                dashed: true,
            },
            Series {
                label: "at once (two contexts)".into(),
                points: at_once,
                color: 1,
                dashed: false,
            },
        ],
        headroom: 0.0,
    };
    match plot_png(&png, &[panel]) {
        Ok(()) => println!("plot: {}", png.display()),
        Err(e) => eprintln!("plot {}: {e:#}", png.display()),
    }
}
