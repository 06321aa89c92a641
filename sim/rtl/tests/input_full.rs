//! A sender that ignores `rx{p}_pause` (a MAC with no flow control) at line
//! rate on all four ports: the switch RTL drops whole frames at its full
//! input buffers, counts them under `drop_input_full`, and the host's own
//! go-back-N sender (`netjoin_host::gbn::GoBackN`, the one the coordinator
//! and the testbed's agents use) recovers them. The model, fed what the RTL
//! committed (`dbg_commit_*`: each drop at its place in its port's order),
//! sends the same frames on every port and ends with the same counters and
//! memory image; every build and probe tuple is taken exactly once.
//! Skipped (with a message) when the default signature's RTL is not built.

use std::time::Duration;

use netjoin_host::gbn::{GbnStats, GoBackN};
use netjoin_proto::header::{offset, Header, Opcode};
use netjoin_proto::{Counter, DropReason, PhaseCounts, Signature, FLAG_ACK_REQUEST, HEADER_LEN};
use netjoin_rtl::workload::{dimension, facts, KeyDist, Query, Rng, Script};
use netjoin_rtl::{Design, DriverConfig, RtlSwitchDriver, DEFAULT_SIGNATURE};
use netjoin_sim::{Emitted, SwitchConfig, SwitchModel};

/// Frames a worker may have unacknowledged; every 16th asks for an ACK (as
/// `netjoin_host::worker` encodes them).
const WINDOW: usize = 64;
const ACK_EVERY: usize = 16;

fn now(d: &RtlSwitchDriver) -> Duration {
    // 156.25 MHz: 6.4 ns per cycle.
    Duration::from_nanos(d.cycles() * 32 / 5)
}

/// Streams one phase: worker `s` sends its frames on its port back to back
/// through a go-back-N sender, feeding it the switch's ACKs as they leave
/// the switch and timing out on the simulated clock. Appends everything the
/// switch sent to `out`; returns the senders' counts.
fn stream(
    d: &mut RtlSwitchDriver,
    q: &Query,
    phase: &[Vec<Vec<u8>>],
    out: &mut Vec<Emitted>,
) -> Vec<GbnStats> {
    let frames: Vec<Vec<Vec<u8>>> = phase
        .iter()
        .map(|fs| {
            let mut fs = fs.clone();
            for (i, f) in fs.iter_mut().enumerate() {
                if (i + 1) % ACK_EVERY == 0 {
                    f[offset::FLAGS] |= FLAG_ACK_REQUEST;
                }
            }
            fs
        })
        .collect();
    let hold = Duration::from_micros(200);
    let mut g: Vec<GoBackN> = frames
        .iter()
        .map(|fs| {
            let first = Header::parse(&fs[0]).expect("a worker frame").seq;
            GoBackN::new(first, fs.len(), WINDOW, hold, now(d))
        })
        .collect();
    let limit = d.cycles() + 20_000_000;
    while !g.iter().all(GoBackN::done) {
        assert!(
            d.cycles() < limit,
            "not done after 20M cycles: {:?}",
            g.iter().map(GoBackN::acked).collect::<Vec<_>>()
        );
        let t = now(d);
        for (s, gs) in g.iter_mut().enumerate() {
            let port = q.port_of(s);
            // The next frame goes as soon as the line is free (one waits
            // behind the one on the wire): line rate, pause or not.
            if gs.done() || d.queued(port) > 1 {
                continue;
            }
            match gs.send_next() {
                Some(step) => d.send(port, frames[s][step.index].clone()),
                None if t >= gs.deadline() => gs.time_out(t),
                None => {}
            }
        }
        d.run_cycles(8);
        let t = now(d);
        for e in d.take_emitted() {
            if let Ok(h) = Header::parse(&e.frame) {
                if h.opcode == Opcode::Ack {
                    if let Some(s) = (0..q.sources).find(|&s| q.worker_mac(s) == h.dst) {
                        let ack = PhaseCounts::decode(
                            &e.frame[HEADER_LEN..HEADER_LEN + PhaseCounts::LEN],
                        )
                        .expect("an ACK carries its record")
                        .ack;
                        g[s].on_ack(h.seq, ack, t);
                    }
                }
            }
            out.push(e);
        }
    }
    d.run_until_idle().expect("the switch goes idle");
    out.extend(d.take_emitted());
    g.iter().map(GoBackN::stats).collect()
}

#[test]
fn host_go_back_n_recovers_frames_the_rtl_dropped_at_a_full_input() {
    if !Design::default_switch().available() {
        netjoin_testkit::skip(&format!(
            "switch RTL {DEFAULT_SIGNATURE} not built ({})",
            Design::default_switch().build_status()
        ));
        return;
    }
    let sig = Signature::parse_id(DEFAULT_SIGNATURE).unwrap();
    let cfg = DriverConfig {
        honour_rx_pause: false,
        record_commits: true,
        ..DriverConfig::default()
    };
    let mut d = RtlSwitchDriver::for_signature(DEFAULT_SIGNATURE, cfg).expect("switch RTL opens");
    let mut rng = Rng(0x1f_0f);
    let n_dim = 6000;
    let dims: Vec<_> = (0..sig.t())
        .map(|t| dimension(&sig, t, n_dim, &mut rng))
        .collect();
    let fs = facts(
        &sig,
        24_000,
        &vec![n_dim; sig.t()],
        KeyDist::Uniform,
        &mut rng,
    );
    let q = Query::new(sig, 12, 4);
    let script = Script::new(q.clone(), &dims, &fs);
    let mut out = Vec::new();
    for f in q.setup_frames() {
        d.receive_into(0, &f, &mut out);
    }
    let build = stream(&mut d, &q, &script.build, &mut out);
    let probe = stream(&mut d, &q, &script.probe, &mut out);
    let taken: usize = d.stats().rx_frames as usize;

    // The model, fed what the RTL committed, in its order.
    let mut m = SwitchModel::new(SwitchConfig {
        supported: Some(vec![sig]),
        control_auth: netjoin_proto::ControlAuth::Keyed(netjoin_rtl::harness_key()),
        ..SwitchConfig::default()
    });
    let b = d
        .check_against_replay(&mut m, &out, &q.read_counters())
        .unwrap_or_else(|e| panic!("{e}"));

    let dropped = b.get(Counter::Dropped(DropReason::InputFull));
    let go_backs: u64 = build
        .iter()
        .chain(&probe)
        .map(|s| s.gap_go_backs + s.timeouts)
        .sum();
    let resent: u64 = build.iter().chain(&probe).map(|s| s.retransmitted).sum();
    assert!(
        dropped > 0,
        "no frame was dropped at a full input: the test does not test it"
    );
    assert!(
        go_backs > 0 && resent >= dropped,
        "go-back-N resent the dropped frames ({go_backs} go-backs, {resent} resent)"
    );
    assert_eq!(
        b.get(Counter::Inserts) + b.get(Counter::Overflows),
        script.build_tuples,
        "every build tuple once"
    );
    assert_eq!(
        b.get(Counter::Probes),
        script.probe_tuples,
        "every probe tuple once"
    );
    eprintln!(
        "{DEFAULT_SIGNATURE}: {} frames taken, {dropped} dropped at a full input, {resent} resent after {go_backs} go-backs, {} cycles",
        taken,
        d.cycles()
    );
}
