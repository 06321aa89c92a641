//! Throughput of the switch RTL with the DDR models: cycles per insert and
//! per probe at 156.25 MHz, for uniform and skewed probe keys.
//!
//! `cargo run -p netjoin-rtl --release --bin rtl-bench -- [--dim N] [--facts N] [--bits B]`
//!
//! Build: 3 dimension tables of N keys from 4 workers on 4 ports at once.
//! Probe: the fact tuples from 4 workers on 4 ports at once. Also prints the
//! DDR model alone (random reads, random read-modify-write), the ceiling any
//! design can reach per controller.

use netjoin_proto::Signature;
use netjoin_rtl::workload::{dimension, facts, KeyDist, Query, Rng, Script};
use netjoin_rtl::{Design, DriverConfig, RtlSwitchDriver};
use netjoin_sim::ddr::{Ddr, DdrTiming, MemReq};

fn arg(name: &str, default: u64) -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(|v| v.parse().unwrap_or_else(|_| panic!("{name} takes a number")))
        .unwrap_or(default)
}

/// The DDR model alone: (random reads/s, random RMW/s) per controller.
fn ddr_alone() -> (f64, f64) {
    let t = DdrTiming::default();
    let hz = t.switch_hz();
    let mut rng = Rng(99);
    let n = 200_000u64;
    let mut d = Ddr::new(t.clone());
    let (mut sent, mut got) = (0, 0);
    while got < n {
        if sent < n && d.req_ready() {
            d.push(MemReq::read((rng.next_u64() % (1 << 20)) as u32));
            sent += 1;
        }
        if d.tick().is_some() {
            got += 1;
        }
    }
    let reads = n as f64 * hz / d.cycle() as f64;
    let mut d = Ddr::new(t);
    let mut inflight = std::collections::VecDeque::new();
    let mut writes = std::collections::VecDeque::new();
    let (mut issued, mut done) = (0u64, 0u64);
    while done < n {
        if d.req_ready() {
            if let Some((a, v)) = writes.pop_front() {
                d.push(MemReq::write(a, v));
                done += 1;
            } else if issued < n && inflight.len() < 32 {
                let a = (rng.next_u64() % (1 << 20)) as u32;
                d.push(MemReq::read(a));
                inflight.push_back(a);
                issued += 1;
            }
        }
        if let Some(v) = d.tick() {
            writes.push_back((inflight.pop_front().unwrap(), v));
        }
    }
    (reads, n as f64 * hz / d.cycle() as f64)
}

fn main() {
    let n_dim = arg("--dim", 100_000);
    let n_facts = arg("--facts", 400_000) as usize;
    let bits = arg("--bits", 16) as u8;
    let hz = DdrTiming::default().switch_hz();
    let (r, w) = ddr_alone();
    println!("DDR model alone, per controller: random reads {r:.3e}/s, random read-modify-write {w:.3e}/s");
    println!("  (paper, per DDR3 controller: 9.84e7 probes/s, 5.63e7 inserts/s)");
    if Design::Fixture.available() {
        // Harness overhead: the trivial fixture streaming on 4 ports, two of
        // them through memory (2 requests per beat), with both DDR models.
        let mut d = RtlSwitchDriver::with_config(Design::Fixture, DriverConfig::default()).expect("fixture");
        let mut rng = Rng(1);
        for i in 0..4000 {
            let f: Vec<u8> = (0..1500).map(|_| rng.next_u64() as u8).collect();
            d.send(if std::env::var("NJ_ECHO_ONLY").is_ok() { 2 + i % 2 } else { i % 4 }, f);
        }
        let t = std::time::Instant::now();
        let c = d.run_until_idle().expect("fixture");
        println!(
            "harness speed (fixture, 4 ports, 2 DDR models busy): {:.2e} cycles/s",
            c as f64 / t.elapsed().as_secs_f64()
        );
    }
    if !Design::Switch.available() {
        eprintln!("{}", Design::Switch.build_status());
        std::process::exit(2);
    }
    let sig = Signature::new(8, 8, 3).unwrap();
    for dist in [KeyDist::Uniform, KeyDist::Skewed] {
        let mut d = RtlSwitchDriver::with_config(Design::Switch, DriverConfig::default()).expect("switch RTL");
        let mut rng = Rng(0xbe7c);
        let dims: Vec<_> = (0..3).map(|t| dimension(&sig, t, n_dim, &mut rng)).collect();
        let fs = facts(&sig, n_facts, &[n_dim; 3], dist, &mut rng);
        let q = Query::new(sig, bits, 4);
        let script = Script::new(q.clone(), &dims, &fs);
        for f in q.setup_frames() {
            d.receive(0, &f);
        }
        let wall = std::time::Instant::now();
        let c0 = d.cycles();
        for (p, f) in script.sequential(&script.build) {
            d.send(p, f);
        }
        d.run_until_idle().expect("build phase");
        let b = d.cycles() - c0 - d.config().quiet_cycles as u64;
        let c1 = d.cycles();
        for (p, f) in script.sequential(&script.probe) {
            d.send(p, f);
        }
        d.run_until_idle().expect("probe phase");
        let p = d.cycles() - c1 - d.config().quiet_cycles as u64;
        let secs = wall.elapsed().as_secs_f64();
        let ctrl = d.controllers_used() as f64;
        let ins = script.build_tuples as f64;
        let prb = script.probe_tuples as f64;
        println!(
            "{dist:?} probe keys, k8v8t3, 2^{bits} buckets/table, {} controller(s):",
            d.controllers_used()
        );
        println!(
            "  build: {ins:.0} inserts in {b} cycles = {:.3} cycles/insert = {:.3e} inserts/s ({:.3e} per controller)",
            b as f64 / ins,
            ins * hz / b as f64,
            ins * hz / b as f64 / ctrl
        );
        println!(
            "  probe: {prb:.0} probes in {p} cycles = {:.3} cycles/probe = {:.3e} probes/s = {:.3e} bucket reads/s per controller",
            p as f64 / prb,
            prb * hz / p as f64,
            3.0 * prb * hz / p as f64 / ctrl
        );
        for (c, s) in d.ddr_stats().iter().enumerate().take(d.controllers_used()) {
            println!(
                "  ddr{c}: reads {} writes {} row hit rate {:.3} data bus busy {:.1}% req_ready low {:.1}% of cycles",
                s.reads,
                s.writes,
                s.row_hit_rate(),
                100.0 * s.data_bus_nck as f64 * 1250.0 / (s.cycles as f64 * 6400.0),
                100.0 * s.not_ready_cycles as f64 / s.cycles as f64
            );
        }
        println!("  simulation: {} cycles in {secs:.1} s = {:.0} cycles/s", b + p, (b + p) as f64 / secs);
    }
}
