//! Query contexts (PROTOCOL.md §5.5) in the whole switch against
//! `netjoin_sim::SwitchModel` with as many contexts as the RTL
//! (`sig::CONTEXTS`, 2 for the crate's k8v8t3c2): two queries at once,
//! their frames interleaved on different ports, every frame the RTL sends
//! identical to the model's per port (CONTROL replies, READ_QUERY_COUNTERS
//! banks, ACKs, ENDs, RESULT/SPILL/OVERFLOW), and each context's memory
//! image in its share of the DDR and of the count SRAM.

mod common;

use common::*;
use netjoin_hdl::sig::CONTEXTS;
use netjoin_hdl::tb::Rng;
use netjoin_proto::control::ControlCommand;
use netjoin_proto::header::{offset, Mac, Opcode};
use netjoin_proto::{Counter, Counters, ResultRouting};
use netjoin_sim::Emitted;

fn keys(rng: &mut Rng, first: u64, n: usize) -> Vec<Vec<u8>> {
    (0..n as u64)
        .map(|i| build_tuple(first + i, rng.next()))
        .collect()
}

fn probes(rng: &mut Rng, n: usize, range: u64) -> Vec<Vec<u8>> {
    (0..n)
        .map(|_| {
            let k = |rng: &mut Rng| 1 + rng.below(range);
            probe_tuple([k(rng), k(rng), k(rng)], rng.next())
        })
        .collect()
}

fn rx(frames: Vec<Vec<u8>>) -> Vec<RxFrame> {
    frames
        .into_iter()
        .map(|frame| RxFrame { frame, bad: false })
        .collect()
}

/// The CONTROL_REPLY statuses of command `cmd` among `e`, in order.
fn statuses(e: &[Emitted], cmd: ControlCommand) -> Vec<u8> {
    e.iter()
        .filter(|x| {
            x.frame[offset::OPCODE] == Opcode::ControlReply as u8
                && x.frame[offset::TABLE] == cmd as u8
        })
        .map(|x| x.frame[offset::FLAGS])
        .collect()
}

/// The counters of the replies of command `cmd` among `e`, in order.
fn banks(e: &[Emitted], cmd: ControlCommand) -> Vec<Counters> {
    e.iter()
        .filter(|x| {
            x.frame[offset::OPCODE] == Opcode::ControlReply as u8
                && x.frame[offset::TABLE] == cmd as u8
        })
        .map(|x| Counters::decode(&x.frame[40..40 + 8 * Counter::COUNT]).unwrap())
        .collect()
}

/// Query A: context 0, results to the sink (port 0, where it is
/// configured); query B: context 1, another query id and token, results
/// back to their sources. Both with membership filters (each context's
/// part of the filter RAMs: a wrong part shows as other misses).
fn two_queries() -> (Q, Q) {
    let mut a = Q::new(4, 2, 300);
    a.qid = 7;
    a.token = 0xA1A2_A3A4_A5A6_A7A8;
    a.context = 0;
    a.filter_bits = 6;
    let mut b = Q::new(3, 2, 400);
    b.qid = 9;
    b.token = 0xB1B2_B3B4_B5B6_B7B8;
    b.context = 1;
    b.filter_bits = 5;
    b.sink = Mac::local(0xFFFD);
    b.routing = ResultRouting::Source;
    (a, b)
}

#[test]
fn contexts_two_star_joins_interleaved_are_exact() {
    const { assert!(CONTEXTS >= 2, "the crate's build has several contexts") };
    let t0 = std::time::Instant::now();
    let mut rng = Rng(41);
    let mut x = Pair::new(41, Setup::default());
    let (qa, qb) = two_queries();
    let e = x.on(0, vec![qa.load(), qa.configure(), qb.configure()]);
    assert_eq!(statuses(&e, ControlCommand::Configure), [0, 0]);
    let (mut a0, mut a1) = (Worker::new(0), Worker::new(1));
    let (mut b0, mut b1) = (Worker::new(0), Worker::new(1));
    // Build: A's workers on port 1, B's on port 2, at once (the switch
    // interleaves them and switches contexts between their frames).
    let (mut fa, mut fb) = (Vec::new(), Vec::new());
    for t in 0..3u8 {
        fa.extend(a0.frames(&qa, Opcode::Build, t, &keys(&mut rng, 1, 9), 4, 3));
        fb.extend(b0.frames(&qb, Opcode::Build, t, &keys(&mut rng, 1, 7), 3, 3));
        fa.extend(a1.frames(&qa, Opcode::Build, t, &keys(&mut rng, 10, 5), 5, 3));
        fb.extend(b1.frames(&qb, Opcode::Build, t, &keys(&mut rng, 5, 6), 4, 3));
    }
    fa.push(a0.end(&qa, BUILD));
    fa.push(a1.end(&qa, BUILD));
    fb.push(b1.end(&qb, BUILD));
    fb.push(b0.end(&qb, BUILD));
    x.exchange([vec![], rx(fa), rx(fb), vec![]]);
    // the two queries' frames were committed interleaved: each change of
    // port is a change of context (a drain and a switch)
    let switches = |x: &Pair| {
        x.commits
            .windows(2)
            .filter(|w| w[0].port != w[1].port)
            .count()
    };
    let built = switches(&x);
    assert!(built >= 6, "{built} context switches in the build");
    x.check_context_memory(0);
    x.check_context_memory(1);
    // Probe, interleaved again: hits, misses, overflowed buckets' spills.
    let (mut fa, mut fb) = (Vec::new(), Vec::new());
    fa.extend(a0.frames(&qa, Opcode::Probe, 0, &probes(&mut rng, 14, 16), 5, 3));
    fb.extend(b0.frames(&qb, Opcode::Probe, 0, &probes(&mut rng, 12, 12), 4, 3));
    fa.extend(a1.frames(&qa, Opcode::Probe, 0, &probes(&mut rng, 8, 16), 3, 3));
    fb.extend(b1.frames(&qb, Opcode::Probe, 0, &probes(&mut rng, 9, 12), 5, 3));
    fa.push(a0.end(&qa, PROBE));
    fa.push(a1.end(&qa, PROBE));
    fb.push(b0.end(&qb, PROBE));
    fb.push(b1.end(&qb, PROBE));
    x.exchange([vec![], rx(fa), rx(fb), vec![]]);
    let probed = switches(&x);
    assert!(probed >= 4, "{probed} context switches in the probe");
    x.check_context_memory(0);
    x.check_context_memory(1);
    // Every counter: the switch-wide ones and each context's bank (the
    // replies are compared with the model's frame by frame).
    let e = x.on(
        0,
        vec![
            qa.read_counters(),
            qa.read_query_counters(),
            qb.read_query_counters(),
        ],
    );
    let got = banks(&e, ControlCommand::ReadQueryCounters);
    assert_eq!(got.len(), 2);
    for (c, bank) in got.iter().enumerate() {
        assert_eq!(bank, x.m.context_counters(c), "bank {c}");
        for k in [
            Counter::Inserts,
            Counter::Probes,
            Counter::Matches,
            Counter::FramesOut,
        ] {
            assert!(bank.get(k) > 0, "bank {c} counts {}", k.name());
        }
        assert_eq!(bank.get(Counter::ControlFrames), 0, "bank {c}");
    }
    let wide = x.m.counters();
    for k in [
        Counter::Inserts,
        Counter::Overflows,
        Counter::Probes,
        Counter::Matches,
        Counter::Misses,
        Counter::Spills,
    ] {
        assert_eq!(got[0].get(k) + got[1].get(k), wide.get(k), "{}", k.name());
    }
    eprintln!(
        "{built} + {probed} context switches, {} frames in, {} out, {} cycles, {:.1} s",
        x.frames_in,
        x.frames_out,
        x.cycles,
        t0.elapsed().as_secs_f64()
    );
}

#[test]
fn contexts_a_configure_of_context_1_leaves_context_0_untouched() {
    let mut rng = Rng(43);
    let mut x = Pair::new(43, Setup::default());
    let (qa, qb) = two_queries();
    x.on(0, vec![qa.load(), qa.configure()]);
    let (mut a0, mut b0) = (Worker::new(0), Worker::new(0));
    let mut fa = Vec::new();
    for t in 0..3u8 {
        fa.extend(a0.frames(&qa, Opcode::Build, t, &keys(&mut rng, 1, 8), 4, 3));
    }
    fa.push(a0.end(&qa, BUILD));
    x.on(1, fa);
    let image = x.m.context_memory(0).to_vec();
    let bank = x.m.context_counters(0).clone();
    x.check_context_memory(0);
    // B takes context 1: its clear and its build touch its share alone
    let e = x.on(0, vec![qb.configure()]);
    assert_eq!(statuses(&e, ControlCommand::Configure), [0]);
    let mut fb = Vec::new();
    for t in 0..3u8 {
        fb.extend(b0.frames(&qb, Opcode::Build, t, &keys(&mut rng, 1, 6), 2, 3));
    }
    fb.push(b0.end(&qb, BUILD));
    x.on(2, fb);
    assert_eq!(x.m.context_memory(0), &image[..], "the model's A image");
    x.check_context_memory(0);
    x.check_context_memory(1);
    // A's bank is as it was; a busy CONFIGURE (context 0 is A's) and one
    // naming A's query in context 1 change nothing
    let mut intruder = qb.clone();
    intruder.context = 0;
    let mut twin = qa.clone();
    twin.context = 1;
    let e = x.on(
        0,
        vec![
            intruder.configure(),
            twin.configure(),
            qa.read_query_counters(),
        ],
    );
    assert_eq!(statuses(&e, ControlCommand::Configure), [5, 5]);
    assert_eq!(banks(&e, ControlCommand::ReadQueryCounters), [bank]);
    // A's probe phase, with its sequence numbers and sink as before B came
    let mut fa = a0.frames(&qa, Opcode::Probe, 0, &probes(&mut rng, 10, 10), 4, 3);
    fa.push(a0.end(&qa, PROBE));
    x.on(1, fa);
    x.check_context_memory(0);
    // B's holder reconfigures context 1 (a new epoch): A's share stays
    let mut qb2 = qb.clone();
    let named = qb.control_named(
        ControlCommand::Configure as u8,
        &{
            qb2.token ^= 0xFF;
            qb2.conf_record()
        },
        3,
    );
    let e = x.on(0, vec![named]);
    assert_eq!(statuses(&e, ControlCommand::Configure), [0]);
    x.check_context_memory(0);
    x.check_context_memory(1);
    // RELEASE frees B's context: its frames are then drops, A's go on
    let e = x.on(0, vec![qb2.release(), qb2.release()]);
    assert_eq!(statuses(&e, ControlCommand::Release), [0, 6]);
    let mut b1 = Worker::new(1);
    let late = b1.frames(&qb2, Opcode::Build, 0, &keys(&mut rng, 1, 3), 3, 3);
    x.on(2, late);
    let e = x.on(0, vec![qa.read_counters(), qa.read_query_counters()]);
    assert_eq!(
        banks(&e, ControlCommand::ReadQueryCounters),
        [x.m.context_counters(0).clone()]
    );
    assert!(
        x.m.counters()
            .get(Counter::Dropped(netjoin_proto::DropReason::QueryId))
            > 0
    );
}
