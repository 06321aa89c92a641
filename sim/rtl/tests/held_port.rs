//! One tx port held by back-pressure (`RtlSwitchDriver::hold_tx`) while a
//! star join with results to the source streams its probe from all four
//! ports: port 1's `tx_tready` is low from the first PROBE on, then
//! released. The switch RTL must end exactly where the behavioural model
//! does, fed what the RTL committed; and ports 0, 2 and 3 must receive all
//! their RESULT tuples
//! while port 1 is still held (`rtl-bench --held` measures how long they
//! take). Skipped (with a message) when the default signature's RTL is not
//! built.

use netjoin_proto::control::ResultRouting;
use netjoin_proto::header::{Header, Opcode};
use netjoin_proto::{Counter, Signature};
use netjoin_rtl::workload::{dimension, facts, KeyDist, Query, Rng, Script};
use netjoin_rtl::{Design, DriverConfig, RtlError, RtlSwitchDriver, TxReady, DEFAULT_SIGNATURE};
use netjoin_sim::{Emitted, SwitchConfig, SwitchModel};

const HELD: usize = 1;

fn available() -> bool {
    let ok = Design::default_switch().available();
    if !ok {
        netjoin_testkit::skip(&format!(
            "switch RTL {DEFAULT_SIGNATURE} not built ({})",
            Design::default_switch().build_status()
        ));
    }
    ok
}

fn model(sig: Signature) -> SwitchModel {
    SwitchModel::new(SwitchConfig {
        supported: Some(vec![sig]),
        control_auth: netjoin_proto::ControlAuth::Keyed(netjoin_rtl::harness_key()),
        ..SwitchConfig::default()
    })
}

/// The star join: `per_port` probe tuples from each of 4 workers, one a
/// port, every lookup in a table of `n_dim` keys, results to the source.
fn script(sig: Signature, n_dim: u64, per_port: usize) -> Script {
    let mut rng = Rng(0x4e1d);
    let dims: Vec<_> = (0..sig.t())
        .map(|t| dimension(&sig, t, n_dim, &mut rng))
        .collect();
    let fs = facts(
        &sig,
        4 * per_port,
        &vec![n_dim; sig.t()],
        KeyDist::Uniform,
        &mut rng,
    );
    let q = Query {
        routing: ResultRouting::Source,
        ..Query::new(sig, 10, 4)
    };
    Script::new(q, &dims, &fs)
}

/// RESULT tuples per port in `frames`.
fn results(frames: &[Emitted]) -> [u64; 4] {
    let mut n = [0; 4];
    for e in frames {
        let h = Header::parse(&e.frame).expect("a NetJoin frame");
        if h.opcode == Opcode::Result {
            n[e.port] += h.tuple_count as u64;
        }
    }
    n
}

/// RESULT tuples per port the model sends for `script`, fed frame by frame
/// (they do not depend on the order in which the ports' frames commit).
fn expected_results(sig: Signature, script: &Script) -> [u64; 4] {
    let mut m = model(sig);
    let mut out = Vec::new();
    for f in script.query.setup_frames() {
        m.receive_into(0, &f, &mut out);
    }
    for (p, f) in script
        .sequential(&script.build)
        .into_iter()
        .chain(script.sequential(&script.probe))
    {
        m.receive_into(p, &f, &mut out);
    }
    results(&out)
}

/// A switch set up for `script` with its build phase done: the frames it
/// sent so far.
fn built(cfg: DriverConfig, script: &Script) -> (RtlSwitchDriver, Vec<Emitted>) {
    let cfg = DriverConfig {
        record_commits: true,
        ..cfg
    };
    let mut d = RtlSwitchDriver::for_signature(DEFAULT_SIGNATURE, cfg).expect("switch RTL opens");
    let mut sent = Vec::new();
    for f in script.query.setup_frames() {
        d.receive_into(0, &f, &mut sent);
    }
    for (p, f) in script.sequential(&script.build) {
        d.send(p, f);
    }
    d.run_until_idle().expect("the build phase ends");
    sent.extend(d.take_emitted());
    (d, sent)
}

/// Runs until the switch is idle, everything it sends into `sent`, then
/// checks it against the model fed what it committed.
fn drain_and_check(
    d: &mut RtlSwitchDriver,
    sig: Signature,
    script: &Script,
    sent: &mut Vec<Emitted>,
) {
    d.run_until_idle()
        .expect("the switch drains once the port is released");
    sent.extend(d.take_emitted());
    let c = d
        .check_against_replay(&mut model(sig), sent, &script.query.read_counters())
        .unwrap_or_else(|e| panic!("the RTL and the model disagree: {e}"));
    assert_eq!(
        c.get(Counter::Probes),
        script.probe_tuples,
        "every probe tuple once"
    );
    assert_eq!(
        c.get(Counter::Inserts) + c.get(Counter::Overflows),
        script.build_tuples,
        "every build tuple once"
    );
    assert_eq!(
        results(sent),
        expected_results(sig, script),
        "RESULT tuples per port"
    );
}

/// Port 1 held through part of the probe, the others under random
/// back-pressure: nothing leaves port 1 while it is held; `run_until_idle`
/// with the port held and a beat waiting times out naming the held port
/// (the caller bounds such stretches); once released, the switch drains and
/// everything it did is what the model does.
#[test]
fn held_port_drains_exactly_after_release() {
    if !available() {
        return;
    }
    let sig = Signature::parse_id(DEFAULT_SIGNATURE).unwrap();
    let script = script(sig, 1500, 1500);
    let cfg = DriverConfig {
        tx_ready: TxReady::Random {
            seed: 17,
            percent_low: 20,
        },
        // run_until_idle's guard, per call: well above the setup's and the
        // build's cycles
        max_cycles: 60_000,
        ..DriverConfig::default()
    };
    let (mut d, mut sent) = built(cfg, &script);
    d.hold_tx(HELD, true);
    assert!(d.tx_held(HELD) && !d.tx_held(0));
    for (p, f) in script.sequential(&script.probe) {
        d.send(p, f);
    }
    let busy = d.advance(20_000);
    assert!(busy, "a RESULT beat waits on the held port: work in hand");
    let during = d.take_emitted();
    assert!(
        during.iter().all(|e| e.port != HELD),
        "a frame left the held port"
    );
    assert!(
        d.stats().tx_held_cycles > 0,
        "no beat waited on the held port"
    );
    match d.run_until_idle() {
        Err(RtlError::Timeout(m)) => assert!(
            m.contains("hold_tx") && m.contains(&format!("[{HELD}]")),
            "the timeout names the held port: {m}"
        ),
        other => panic!("run_until_idle with a held port: {other:?}"),
    }
    sent.extend(during);
    sent.extend(d.take_emitted());
    d.hold_tx(HELD, false);
    drain_and_check(&mut d, sig, &script, &mut sent);
}

/// While port 1 is held, ports 0, 2 and 3 receive every RESULT tuple of
/// their workers' probes (a held port delays only its own frames); then,
/// released, port 1 gets its own and everything is what the model does.
#[test]
fn other_ports_get_their_results_while_one_is_held() {
    if !available() {
        return;
    }
    let sig = Signature::parse_id(DEFAULT_SIGNATURE).unwrap();
    let script = script(sig, 2000, 2000);
    let want = expected_results(sig, &script);
    assert!(
        want.iter().all(|&n| n > 0),
        "RESULT tuples per port {want:?}"
    );
    let (mut d, mut sent) = built(DriverConfig::default(), &script);
    d.hold_tx(HELD, true);
    let start = d.cycles();
    for (p, f) in script.sequential(&script.probe) {
        d.send(p, f);
    }
    // The baseline (every port ready) takes about 20 000 cycles.
    let bound = 1_000_000;
    let mut got = [0u64; 4];
    let others_done = |got: &[u64; 4]| (0..4).filter(|&p| p != HELD).all(|p| got[p] >= want[p]);
    while !others_done(&got) && d.cycles() - start < bound {
        d.advance(1000);
        let out = d.take_emitted();
        let n = results(&out);
        for p in 0..4 {
            got[p] += n[p];
        }
        sent.extend(out);
    }
    assert_eq!(got[HELD], 0, "RESULT tuples left the held port");
    assert!(
        others_done(&got),
        "with port {HELD} held, ports 0, 2, 3 received {got:?} of {want:?} RESULT tuples in {} cycles",
        d.cycles() - start
    );
    d.hold_tx(HELD, false);
    drain_and_check(&mut d, sig, &script, &mut sent);
}
