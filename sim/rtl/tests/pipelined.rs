//! Feeding the switch RTL ahead (`RtlSwitchDriver::submit`, then
//! `progress`), as `netjoin run --switch rtl` does: the workers' frames go
//! in on all four ports while the switch works, and what it sends is taken
//! as it comes. The model, fed what the RTL committed in its order, sends
//! the same frames on every port and ends with the same memory image and
//! counters; fed one frame at a time (each run until the switch is idle)
//! instead, the switch joins the same RESULT tuples in more cycles; and an
//! idle switch runs no cycle when asked to progress.
//! Skipped (with a message) when the default signature's RTL is not built.

use netjoin_proto::{Counter, Opcode, Signature};
use netjoin_rtl::workload::{dimension, facts, tuples_of, KeyDist, Query, Rng, Script};
use netjoin_rtl::{Design, DriverConfig, RtlSwitchDriver, DEFAULT_SIGNATURE};
use netjoin_sim::{Emitted, SwitchConfig, SwitchModel};

/// Frames a submitted frame may wait behind on its port.
const AHEAD: usize = 4;

/// One phase, the workers' frames dealt round robin across their ports
/// through `submit`, then `progress` until the switch is idle.
fn submit_phase(d: &mut RtlSwitchDriver, q: &Query, phase: &[Vec<Vec<u8>>]) -> Vec<Emitted> {
    let mut out = Vec::new();
    let longest = phase.iter().map(Vec::len).max().unwrap_or(0);
    for i in 0..longest {
        for (s, frames) in phase.iter().enumerate() {
            if let Some(f) = frames.get(i) {
                d.submit(q.port_of(s), f, AHEAD).expect("submit");
                assert!(d.queued(q.port_of(s)) <= AHEAD + 1);
                out.append(&mut d.take_emitted());
            }
        }
    }
    while d.progress().expect("progress") {
        out.append(&mut d.take_emitted());
    }
    for p in 0..d.ports() {
        assert_eq!(d.queued(p), 0, "port {p}: every frame taken once idle");
    }
    // Idle: asking again runs no further cycle.
    let c = d.cycles();
    assert!(!d.progress().unwrap());
    assert_eq!(d.cycles(), c, "an idle switch runs no cycle in progress");
    out
}

#[test]
fn submit_and_progress_send_what_the_model_sends() {
    if !Design::default_switch().available() {
        netjoin_testkit::skip(&format!(
            "switch RTL {DEFAULT_SIGNATURE} not built ({})",
            Design::default_switch().build_status()
        ));
        return;
    }
    let sig = Signature::parse_id(DEFAULT_SIGNATURE).unwrap();
    let mut rng = Rng(0x51b_3177);
    let n_dim = 3000;
    let dims: Vec<_> = (0..sig.t())
        .map(|t| dimension(&sig, t, n_dim, &mut rng))
        .collect();
    let fs = facts(
        &sig,
        12_000,
        &vec![n_dim; sig.t()],
        KeyDist::Skewed,
        &mut rng,
    );
    let q = Query::new(sig, 11, 4);
    let script = Script::new(q.clone(), &dims, &fs);

    let cfg = DriverConfig {
        record_commits: true,
        ..DriverConfig::default()
    };
    let mut d = RtlSwitchDriver::for_signature(DEFAULT_SIGNATURE, cfg).expect("switch RTL opens");
    let mut out = Vec::new();
    for f in q.setup_frames() {
        d.receive_into(0, &f, &mut out);
    }
    let (setup_cycles, setup_busy) = (d.cycles(), d.stats().active_cycles);
    out.extend(submit_phase(&mut d, &q, &script.build));
    out.extend(submit_phase(&mut d, &q, &script.probe));
    let pipelined = d.cycles() - setup_cycles;
    let busy = d.stats().active_cycles - setup_busy;
    assert!(busy <= pipelined, "busy cycles are some of those run");
    let mut m = SwitchModel::new(SwitchConfig {
        supported: Some(vec![sig]),
        control_auth: netjoin_proto::ControlAuth::Keyed(netjoin_rtl::harness_key()),
        ..SwitchConfig::default()
    });
    let b = d
        .check_against_replay(&mut m, &out, &q.read_counters())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(b.get(Counter::Probes), script.probe_tuples);
    assert_eq!(
        b.get(Counter::Inserts) + b.get(Counter::Overflows),
        script.build_tuples
    );

    // The same frames one at a time, each run until the switch is idle.
    let mut one = RtlSwitchDriver::for_signature(DEFAULT_SIGNATURE, DriverConfig::default())
        .expect("switch RTL opens");
    let mut sent = Vec::new();
    for f in q.setup_frames() {
        one.receive_into(0, &f, &mut sent);
    }
    let before = one.cycles();
    for (p, f) in script
        .sequential(&script.build)
        .into_iter()
        .chain(script.sequential(&script.probe))
    {
        one.receive_into(p, &f, &mut sent);
    }
    let sequential = one.cycles() - before;
    // The slot order in a bucket follows the commit order across ports
    // (PROTOCOL.md §7.6), so the images may differ; the join may not.
    let results = |v: &[Emitted]| {
        let frames: Vec<Vec<u8>> = v.iter().map(|e| e.frame.clone()).collect();
        let mut t = tuples_of(&frames, Opcode::Result, sig.result_width());
        t.sort_unstable();
        t
    };
    let (fed, one_by_one) = (results(&out), results(&sent));
    assert!(!fed.is_empty(), "the query joins something");
    assert!(
        fed == one_by_one,
        "the same RESULT tuples from both feeds ({} and {})",
        fed.len(),
        one_by_one.len()
    );
    assert!(
        pipelined < sequential,
        "feeding ahead takes {pipelined} cycles, one frame at a time {sequential}"
    );
    eprintln!(
        "{DEFAULT_SIGNATURE}: {} probe tuples in {pipelined} cycles fed ahead ({} busy), \
         {sequential} one frame at a time",
        script.probe_tuples, busy
    );
}
