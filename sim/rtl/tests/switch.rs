//! The switch RTL against the behavioural model. Skipped (with a message)
//! when the crate was built without the switch Verilog.

use std::collections::BTreeMap;

use netjoin_proto::header::Opcode;
use netjoin_proto::{Counter, Signature};
use netjoin_rtl::workload::{decode_counters, dimension, facts, tuples_of, KeyDist, Query, Rng, Script};
use netjoin_rtl::{Design, DriverConfig, RtlSwitchDriver, TxReady};
use netjoin_sim::{Emitted, SwitchConfig, SwitchModel};

fn rtl(cfg: DriverConfig) -> Option<RtlSwitchDriver> {
    if !Design::Switch.available() {
        eprintln!("skipping: {}", Design::Switch.build_status());
        return None;
    }
    Some(RtlSwitchDriver::with_config(Design::Switch, cfg).expect("switch RTL opens"))
}

fn per_port(v: &[Emitted]) -> BTreeMap<usize, Vec<&Vec<u8>>> {
    let mut m: BTreeMap<usize, Vec<&Vec<u8>>> = BTreeMap::new();
    for e in v {
        m.entry(e.port).or_default().push(&e.frame);
    }
    m
}

fn k8v8t3() -> Signature {
    Signature::new(8, 8, 3).unwrap()
}

/// Frame by frame, the RTL must send what the model sends (per port, in
/// order), and end with the same memory image and counters.
fn compare(seed: u64, bucket_bits: u8, dim_sizes: [u64; 3], n_facts: usize, dist: KeyDist, cfg: DriverConfig) {
    let Some(mut r) = rtl(cfg) else { return };
    let mut m = SwitchModel::new(SwitchConfig::default());
    let sig = k8v8t3();
    let mut rng = Rng(seed | 1);
    let dims: Vec<_> = (0..3).map(|t| dimension(&sig, t, dim_sizes[t], &mut rng)).collect();
    let ranges: Vec<u64> = dim_sizes.iter().map(|&n| n + n / 4).collect();
    let fs = facts(&sig, n_facts, &ranges, dist, &mut rng);
    let q = Query::new(sig, bucket_bits, 3);
    let script = Script::new(q.clone(), &dims, &fs);
    let mut frames: Vec<(usize, Vec<u8>)> = q.setup_frames().into_iter().map(|f| (0, f)).collect();
    frames.extend(script.sequential(&script.build));
    frames.push((0, q.read_counters()));
    frames.extend(script.sequential(&script.probe));
    frames.push((0, q.read_counters()));
    let (mut last_counters, mut model_counters) = (None, None);
    for (i, (port, f)) in frames.iter().enumerate() {
        // Now and then a duplicate of an earlier frame (must be dropped the same way).
        if i > 3 && rng.next_u64().is_multiple_of(20) {
            let (p, d) = &frames[(rng.next_u64() as usize) % i];
            let (a, b) = (m.receive(*p, d), r.receive(*p, d));
            assert_eq!(per_port(&a), per_port(&b), "duplicate of an earlier frame, before frame {i}");
        }
        let want = m.receive(*port, f);
        let got = r.receive(*port, f);
        assert_eq!(per_port(&want), per_port(&got), "frame {i} on port {port}");
        for e in &got {
            if let Some(c) = decode_counters(&e.frame) {
                last_counters = Some(c);
            }
        }
        for e in &want {
            if let Some(c) = decode_counters(&e.frame) {
                model_counters = Some(c);
            }
        }
    }
    assert_eq!(m.memory().len(), r.memory_image().len());
    assert!(m.memory() == r.memory_image().as_slice(), "memory images differ");
    // Both READ_COUNTERS snapshots exclude their own reply (PROTOCOL.md §5);
    // the model's live counters have counted it since.
    let c = last_counters.expect("READ_COUNTERS answered");
    assert_eq!(Some(&c), model_counters.as_ref(), "counter snapshots");
    let mut live = c.clone();
    live.add(Counter::FramesOut, 1);
    assert_eq!(&live, m.counters());
    assert!(c.get(Counter::Inserts) > 0 && c.get(Counter::Probes) == n_facts as u64);
}

#[test]
fn rtl_matches_model_small_tables_with_overflow() {
    compare(1, 4, [40, 70, 25], 300, KeyDist::Uniform, DriverConfig::default());
}

#[test]
fn rtl_matches_model_skewed_with_backpressure() {
    let cfg = DriverConfig {
        rx_gap: 3,
        rx_stall_every: 3,
        tx_ready: TxReady::Random { seed: 3, percent_low: 30 },
        ..DriverConfig::default()
    };
    compare(2, 7, [300, 200, 100], 800, KeyDist::Skewed, cfg);
}

#[test]
fn rtl_matches_model_random_seeds() {
    for seed in 10..14 {
        let bits = 3 + (seed % 5) as u8;
        compare(seed, bits, [50 + seed * 7, 90, 20 + seed], 250, KeyDist::Uniform, DriverConfig::default());
    }
}

/// ≥ 1M tuples: 3 × 100k build tuples (all on port 0, in the model's
/// order, so the memory image must match byte for byte), then 700k probe
/// tuples from 4 workers on 4 ports at once (results compared as
/// multisets, counters exactly).
#[test]
#[cfg_attr(debug_assertions, ignore = "1M tuples: run with --release")]
fn million_tuples_through_the_rtl() {
    let Some(mut r) = rtl(DriverConfig::default()) else { return };
    let t0 = std::time::Instant::now();
    let mut m = SwitchModel::new(SwitchConfig::default());
    let sig = k8v8t3();
    let mut rng = Rng(0xfeed);
    let n_dim = 100_000u64;
    let dims: Vec<_> = (0..3).map(|t| dimension(&sig, t, n_dim, &mut rng)).collect();
    let fs = facts(&sig, 700_000, &[n_dim + n_dim / 10; 3], KeyDist::Uniform, &mut rng);
    let q = Query::new(sig, 16, 4);
    let script = Script::new(q.clone(), &dims, &fs);
    for f in q.setup_frames() {
        assert_eq!(per_port(&m.receive(0, &f)), per_port(&r.receive(0, &f)));
    }
    // Build: everything on port 0.
    let c0 = r.cycles();
    let mut want = Vec::new();
    for (_, f) in script.sequential(&script.build) {
        want.extend(m.receive(0, &f));
        r.send(0, f);
    }
    r.run_until_idle().unwrap();
    let build_cycles = r.cycles() - c0;
    let got = r.take_emitted();
    assert_eq!(per_port(&want), per_port(&got), "build phase output");
    assert!(m.memory() == r.memory_image().as_slice(), "memory images differ after the build");
    // Probe: 4 ports in parallel.
    let c1 = r.cycles();
    let mut want = Vec::new();
    for (p, f) in script.sequential(&script.probe) {
        want.extend(m.receive(p, &f));
        r.send(p, f);
    }
    r.run_until_idle().unwrap();
    let probe_cycles = r.cycles() - c1;
    let got = r.take_emitted();
    let frames = |v: &[Emitted]| v.iter().map(|e| e.frame.clone()).collect::<Vec<_>>();
    for (op, width) in [(Opcode::Result, sig.result_width()), (Opcode::Spill, sig.spill_width())] {
        let mut a = tuples_of(&frames(&want), op, width);
        let mut b = tuples_of(&frames(&got), op, width);
        a.sort();
        b.sort();
        assert_eq!(a.len(), b.len(), "{op:?} tuples");
        assert!(a == b, "{op:?} tuples differ");
    }
    let cf = q.read_counters();
    let a = decode_counters(&m.receive(0, &cf)[0].frame).unwrap();
    let b = decode_counters(&r.receive(0, &cf)[0].frame).unwrap();
    assert_eq!(a, b, "counters");
    assert_eq!(b.get(Counter::Inserts) + b.get(Counter::Overflows), 300_000);
    assert_eq!(b.get(Counter::Probes), 700_000);
    eprintln!(
        "1M tuples: build {build_cycles} cycles ({:.2} cycles/insert), probe {probe_cycles} cycles ({:.2} cycles/probe), \
         wall {:.1} s, {:.0} cycles/s",
        build_cycles as f64 / 300_000.0,
        probe_cycles as f64 / 700_000.0,
        t0.elapsed().as_secs_f64(),
        r.cycles() as f64 / t0.elapsed().as_secs_f64()
    );
}
