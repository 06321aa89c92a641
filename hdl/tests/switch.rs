//! The whole switch (rust-hdl simulation) against `netjoin_sim::SwitchModel`:
//! the model is fed the frames in the RTL's commit order and every emitted
//! frame must be identical, in the same global order; memory image and
//! counters (READ_COUNTERS replies) must match too. Workloads are small
//! (rust-hdl simulates this design at a few thousand cycles per second);
//! large runs go through Verilator (crate netjoin-rtl).

mod common;

use common::*;
use netjoin_hdl::tb::{Pattern, Rng};
use netjoin_proto::control::{ConfigureQuery, ControlCommand, PhaseCounts, SignatureRecord};
use netjoin_proto::header::{DropReason, Mac, Opcode};
use netjoin_proto::{Counter, Counters, Signature};

/// The counters of the last READ_COUNTERS reply among `e`.
fn counters_of(e: &[netjoin_sim::Emitted]) -> Counters {
    let f = &e
        .iter()
        .rev()
        .find(|x| {
            x.frame[15] == Opcode::ControlReply as u8
                && x.frame[20] == ControlCommand::ReadCounters as u8
        })
        .expect("a READ_COUNTERS reply")
        .frame;
    Counters::decode(&f[40..40 + 8 * Counter::COUNT]).unwrap()
}

#[test]
fn switch_control_sequence() {
    let t0 = std::time::Instant::now();
    let mut x = Pair::new(1, Setup::default());
    let q = Q::new(4, 2, 1474);
    // Before any signature: counters, CONFIGURE (status 4), data (phase).
    x.on(0, vec![q.read_counters(), q.configure()]);
    let mut seq = 0;
    let b = q.tuples(Opcode::Build, 0, 0, &mut seq, &[build_tuple(1, 2)], 8);
    x.on(1, b);
    // LOAD_SIGNATURE: unsupported (status 1, nothing loaded), malformed ones (status 2)
    let sig16 = SignatureRecord::new(Signature::new(8, 16, 3).unwrap()).encode();
    let mut nonascii = SignatureRecord::new(k8v8t3()).encode();
    nonascii[3] = 0xC3;
    let mut after_nul = SignatureRecord::new(k8v8t3()).encode();
    after_nul[20] = 0xFF; // after the NUL: ignored
    let mut bad_k = SignatureRecord::new(k8v8t3()).encode();
    bad_k[33] = 9;
    let mut bad_v = SignatureRecord::new(k8v8t3()).encode();
    bad_v[34] = 1; // 264
    let mut v256 = SignatureRecord::new(k8v8t3()).encode();
    v256[34] = 1;
    v256[35] = 0; // 256: valid, unsupported
    let mut bad_t = SignatureRecord::new(k8v8t3()).encode();
    bad_t[36] = 1;
    let mut id32 = SignatureRecord::new(k8v8t3()).encode();
    id32[..32].copy_from_slice(&[b'x'; 32]);
    let ld = ControlCommand::LoadSignature as u8;
    x.on(
        0,
        vec![
            q.control(ld, &sig16, 3),
            q.control(ld, &nonascii, 4),
            q.control(ld, &bad_k, 5),
            q.control(ld, &bad_v, 6),
            q.control(ld, &v256, 7),
            q.control(ld, &bad_t, 8),
            q.control(ld, &sig16[..39], 9),
            q.control(ld, &after_nul, 10),
            q.control(ld, &sig16, 11), // unsupported, with a signature loaded
            q.control(ld, &id32, 12),
        ],
    );
    // CONFIGURE: malformed fields, not enough memory, then OK; unknown commands.
    let cf = ControlCommand::Configure as u8;
    let mut bad = Vec::new();
    for (i, (bits, src, mp)) in [
        (28u8, 2u8, 1474u16),
        (4, 0, 1474),
        (4, 65, 1474),
        (4, 2, 63),
        (4, 2, 223),
        (4, 2, 8975),
        (26, 2, 1474),
        (27, 2, 1474),
    ]
    .into_iter()
    .enumerate()
    {
        let mut r = q.conf_record();
        r[ConfigureQuery::BUCKET_BITS_AT] = bits;
        r[ConfigureQuery::SOURCES_AT] = src;
        let m = ConfigureQuery::MAX_PAYLOAD_AT;
        r[m..m + 2].copy_from_slice(&mp.to_be_bytes());
        bad.push(q.control(cf, &r, 20 + i as u32));
    }
    bad.push(q.control(cf, &q.conf_record()[..ConfigureQuery::LEN - 1], 30));
    // the version 1 record (16 B): malformed
    bad.push(q.control(cf, &q.conf_record()[..16], 36));
    bad.push(q.control(0, &[], 31));
    bad.push(q.control(5, &[], 32));
    bad.push(q.control(ControlCommand::ReadCounters as u8, &[0u8; 8], 33));
    bad.push(q.control(ControlCommand::Reset as u8, &[1], 34));
    let mut r = q.conf_record();
    r[ConfigureQuery::FLAGS_AT] = 0xAB; // reserved: accepted, zeroed in the reply
    r[20..24].copy_from_slice(&[0xC3; 4]); // reserved bytes: likewise
    let m = ConfigureQuery::MAX_PAYLOAD_AT;
    r[m..m + 2].copy_from_slice(&224u16.to_be_bytes());
    bad.push(q.control(cf, &r, 35));
    bad.push(q.read_counters());
    x.on(2, bad);
    // A frame with a MAC error, malformed frames, then RESET: all counters 0.
    let mut f: [Vec<RxFrame>; 4] = Default::default();
    f[3].push(RxFrame {
        frame: q.read_counters(),
        bad: true,
    });
    let mut short = q.read_counters();
    short.truncate(39);
    f[3].push(RxFrame {
        frame: short,
        bad: false,
    });
    f[3].push(RxFrame {
        frame: q.read_counters(),
        bad: false,
    });
    x.exchange(f);
    let e = x.on(
        1,
        vec![
            q.control(ControlCommand::Reset as u8, &[], 40),
            q.read_counters(),
        ],
    );
    let c = counters_of(&e);
    assert_eq!(
        c.get(Counter::FramesIn),
        1,
        "RESET zeroes everything; the READ_COUNTERS request is counted"
    );
    assert_eq!(c.get(Counter::ControlFrames), 1);
    eprintln!(
        "control sequence: {} frames in, {} out, {} cycles (longest silent stretch {}), {:.1} s",
        x.frames_in,
        x.frames_out,
        x.cycles,
        x.max_silent,
        t0.elapsed().as_secs_f64()
    );
}

/// `n` build tuples: keys `first..first+n`, every 8th key repeated (duplicates).
fn dim(rng: &mut Rng, first: u64, n: usize) -> Vec<Vec<u8>> {
    let mut keys: Vec<u64> = (first..first + n as u64).collect();
    for i in (0..n).step_by(8) {
        keys.push(first + i as u64);
    }
    for i in (1..keys.len()).rev() {
        keys.swap(i, rng.below(i as u64 + 1) as usize);
    }
    keys.into_iter()
        .map(|k| build_tuple(k, rng.next()))
        .collect()
}

/// Probe tuples whose key for table t is drawn from `first[t]..first[t]+len[t]`.
fn facts_in(rng: &mut Rng, n: usize, first: [u64; 3], len: [u64; 3]) -> Vec<Vec<u8>> {
    (0..n)
        .map(|_| {
            let k = |t: usize, rng: &mut Rng| first[t] + rng.below(len[t]);
            let keys = [k(0, rng), k(1, rng), k(2, rng)];
            probe_tuple(keys, rng.next())
        })
        .collect()
}

fn facts(rng: &mut Rng, n: usize, range: u64) -> Vec<Vec<u8>> {
    (0..n)
        .map(|_| {
            probe_tuple(
                [
                    1 + rng.below(range),
                    1 + rng.below(range),
                    1 + rng.below(range),
                ],
                rng.next(),
            )
        })
        .collect()
}

fn one_port_query(
    seed: u64,
    bits: u8,
    max_payload: u16,
    nb: usize,
    np: usize,
    setup: Setup,
) -> Pair {
    let range = (nb + nb / 2) as u64 * 21 / 20;
    let t0 = std::time::Instant::now();
    let mut rng = Rng(seed);
    let mut x = Pair::new(seed, setup);
    let q = Q::new(bits, 2, max_payload);
    x.on(0, vec![q.load(), q.configure()]);
    let (mut w0, mut w1) = (Worker::new(0), Worker::new(1));
    // Build: both workers on port 0, tables interleaved, some ACK requests.
    let mut fs = Vec::new();
    for t in 0..3u8 {
        // worker 0 has keys 1..=nb, worker 1 the next nb/2 keys
        fs.extend(w0.frames(&q, Opcode::Build, t, &dim(&mut rng, 1, nb), 7, 3));
        fs.extend(w1.frames(
            &q,
            Opcode::Build,
            t,
            &dim(&mut rng, 1 + nb as u64, nb / 2),
            5,
            0,
        ));
    }
    fs.push(w0.end(&q, BUILD));
    fs.push(w1.end(&q, BUILD));
    fs.push(q.read_counters());
    x.on(0, fs);
    x.check_memory();
    // Probe: hits, misses, spills.
    let mut fs = Vec::new();
    fs.extend(w0.frames(&q, Opcode::Probe, 0, &facts(&mut rng, np, range), 9, 2));
    fs.extend(w1.frames(&q, Opcode::Probe, 0, &facts(&mut rng, np / 2, range), 4, 0));
    fs.push(w1.end(&q, PROBE));
    fs.push(w0.end(&q, PROBE));
    fs.push(q.read_counters());
    let e = x.on(0, fs);
    x.check_memory();
    let c = counters_of(&e);
    let mut want = x.m.counters().clone();
    want.0[Counter::FramesOut.index()] -= 1; // the reply itself is counted after the snapshot
    assert_eq!(c, want, "READ_COUNTERS is the model's");
    for k in [
        Counter::Inserts,
        Counter::Overflows,
        Counter::Matches,
        Counter::Misses,
        Counter::Spills,
    ] {
        assert!(c.get(k) > 0, "workload exercises {}", k.name());
    }
    eprintln!(
        "seed {seed}: {} frames in, {} out, {} cycles, {:.1} s, counters {:?}",
        x.frames_in,
        x.frames_out,
        x.cycles,
        t0.elapsed().as_secs_f64(),
        c.nonzero()
    );
    x
}

#[test]
fn switch_build_probe_one_port() {
    one_port_query(11, 4, 300, 30, 40, Setup::default());
}

fn set_u16(f: &mut [u8], at: usize, v: u16) {
    f[at..at + 2].copy_from_slice(&v.to_be_bytes());
}

#[test]
fn switch_drops_sequence_and_acks() {
    let t0 = std::time::Instant::now();
    let mut rng = Rng(21);
    let mut x = Pair::new(21, Setup::default());
    let q = Q::new(5, 3, 500);
    x.on(1, vec![q.load(), q.configure()]);
    let (mut w0, mut w1, mut w2) = (Worker::new(0), Worker::new(1), Worker::new(2));
    let good = w0.frames(&q, Opcode::Build, 1, &dim(&mut rng, 1, 12), 4, 0);
    // every check of §5.3 steps 1-10 on copies of a good BUILD frame
    let base = good[0].clone();
    let mut bad = Vec::new();
    let mut f = base.clone();
    set_u16(&mut f, 16, 8); // query_id
    bad.push(f);
    let mut f = base.clone();
    f[35] ^= 1; // token
    bad.push(f);
    let mut f = base.clone();
    f[38] ^= 0x40; // token, in its last four bytes (36..40)
    bad.push(f);
    let mut f = base.clone();
    set_u16(&mut f, 18, 3); // source = num_sources
    bad.push(f);
    let mut f = base.clone();
    set_u16(&mut f, 18, 0x0100); // source 256 (low bits 0)
    bad.push(f);
    let mut f = base.clone();
    f[20] = 3; // table
    bad.push(f);
    let mut f = base.clone();
    set_u16(&mut f, 22, 3); // tuple_count x 16 != payload_len
    bad.push(f);
    let mut f = base.clone();
    set_u16(&mut f, 22, 0x1004); // 16 x 0x1004 wraps to 64 in 16 bits: still length
    bad.push(f);
    let mut f = base.clone();
    f[12] = 0x08; // ethertype
    bad.push(f);
    let mut f = base.clone();
    f[14] = 1; // version: protocol version 1
    bad.push(f);
    let mut f = base.clone();
    f[15] = 5; // OVERFLOW towards the switch: opcode
    bad.push(f);
    let mut f = base.clone();
    f[15] = 10; // unknown opcode
    bad.push(f);
    let mut f = base.clone();
    f[0] = 0x12; // dst MAC
    bad.push(f);
    let mut f = base.clone();
    f.truncate(f.len() - 1); // truncated payload
    bad.push(f);
    let mut f = base.clone();
    f.extend([0u8; 8]); // longer than header + payload
    bad.push(f);
    let mut f = base.clone();
    set_u16(&mut f, 28, 9000); // oversized payload_len
    bad.push(f);
    let mut f = base.clone();
    f[..6].copy_from_slice(&Mac::BROADCAST.0); // broadcast is fine: accepted, seq 0
    bad.push(f);
    bad.push(base.clone()); // now a duplicate
    let mut fs = bad;
    fs.extend(good[1..].iter().cloned());
    // ENDs with bad table / length
    let mut e = q.end(0, BUILD, &mut 99, PhaseCounts::default());
    e[20] = 0xFD;
    fs.push(e);
    let mut e = q.end(0, BUILD, &mut 99, PhaseCounts::default());
    set_u16(&mut e, 22, 1);
    fs.push(e);
    // gaps and duplicates, with and without ACK requests, on BUILD and END
    let mut later = w0.frames(&q, Opcode::Build, 2, &dim(&mut rng, 50, 7), 3, 0); // seq s, s+1, s+2
    assert_eq!(later.len(), 3);
    fs.push(later[1].clone()); // out of order
    let mut r = later[2].clone();
    r[21] |= netjoin_proto::FLAG_ACK_REQUEST;
    fs.push(r); // out of order, ACK requested
    fs.push(later[0].clone());
    let mut r = later[0].clone();
    r[21] |= netjoin_proto::FLAG_ACK_REQUEST;
    fs.push(r); // duplicate, ACK requested
    fs.push(later[1].clone());
    later[2][21] |= netjoin_proto::FLAG_ACK_REQUEST;
    fs.push(later[2].clone()); // accepted, ACK requested
    let end0 = w0.end(&q, BUILD);
    let mut early = end0.clone();
    early[27] += 1; // END behind a gap: out of order, still ACKed
    fs.push(early);
    fs.push(end0.clone());
    fs.push(end0.clone()); // duplicate END: ACK again
                           // zero-tuple frames and a tuple in a padded frame
    fs.extend(w1.frames(&q, Opcode::Build, 0, &[], 4, 0));
    let mut z = q.header(Opcode::Build, 1, 0, w1.seq);
    z.tuple_count = 0;
    fs.push(netjoin_proto::FrameBuilder::encode(&z, &[]));
    w1.seq += 1;
    w1.sent[0].frames += 1;
    fs.extend(w1.frames(&q, Opcode::Build, 0, &dim(&mut rng, 200, 1), 1, 1));
    fs.push(w1.end(&q, BUILD));
    fs.push(q.read_counters());
    x.on(1, fs);
    // Worker 2 is the sink's host: its frames move the sink port to 3.
    let mut fs = w2.frames(&q, Opcode::Build, 0, &dim(&mut rng, 100, 40), 20, 0);
    for f in fs.iter_mut() {
        f[6..12].copy_from_slice(&q.sink.0);
    }
    let mut e = w2.end(&q, BUILD);
    e[6..12].copy_from_slice(&q.sink.0);
    fs.push(e); // the last END: the switch's own END goes to port 3
    x.on(3, fs);
    x.check_memory();
    // Probe phase; a BUILD now is dropped (phase), ENDs and ACK requests as before.
    let ks = ([100, 1, 50], [42, 13, 8]); // the keys built above, and a few more
    let mut fs = w0.frames(
        &q,
        Opcode::Probe,
        0,
        &facts_in(&mut rng, 20, ks.0, ks.1),
        6,
        2,
    );
    let saved = (w1.seq, w1.sent);
    fs.extend(w1.frames(&q, Opcode::Build, 0, &dim(&mut rng, 300, 3), 3, 1));
    (w1.seq, w1.sent) = saved; // dropped (phase): the sequence number is not used up
    fs.extend(w1.frames(&q, Opcode::Probe, 0, &[], 6, 1));
    fs.extend(w1.frames(
        &q,
        Opcode::Probe,
        0,
        &facts_in(&mut rng, 1, ks.0, ks.1),
        6,
        1,
    ));
    fs.push(w0.end(&q, PROBE));
    fs.push(w1.end(&q, PROBE));
    x.on(2, fs);
    let mut fs = w2.frames(
        &q,
        Opcode::Probe,
        0,
        &facts_in(&mut rng, 9, ks.0, ks.1),
        3,
        0,
    );
    fs.push(w2.end(&q, PROBE));
    fs.push(w2.end(&q, PROBE)); // a second END after the switch's END: ACK only
    fs.push(q.read_counters());
    let e = x.on(0, fs);
    x.check_memory();
    let c = counters_of(&e);
    for k in [
        Counter::Dropped(netjoin_proto::DropReason::QueryId),
        Counter::Dropped(netjoin_proto::DropReason::Token),
        Counter::Dropped(netjoin_proto::DropReason::Source),
        Counter::Dropped(netjoin_proto::DropReason::Table),
        Counter::Dropped(netjoin_proto::DropReason::Length),
        Counter::Dropped(netjoin_proto::DropReason::Duplicate),
        Counter::Dropped(netjoin_proto::DropReason::OutOfOrder),
        Counter::Dropped(netjoin_proto::DropReason::Phase),
        Counter::Dropped(netjoin_proto::DropReason::Truncated),
        Counter::Dropped(netjoin_proto::DropReason::Oversized),
        Counter::Dropped(netjoin_proto::DropReason::Length),
        Counter::Dropped(netjoin_proto::DropReason::EtherType),
        Counter::Dropped(netjoin_proto::DropReason::Version),
        Counter::Dropped(netjoin_proto::DropReason::Opcode),
        Counter::Dropped(netjoin_proto::DropReason::DstMac),
        Counter::Overflows,
        Counter::Matches,
    ] {
        assert!(
            c.get(k) > 0,
            "workload exercises {}: {:?}",
            k.name(),
            c.nonzero()
        );
    }
    eprintln!(
        "drops/sequence: {} frames in, {} out, {} cycles, {:.1} s",
        x.frames_in,
        x.frames_out,
        x.cycles,
        t0.elapsed().as_secs_f64()
    );
}

#[test]
fn switch_four_ports_with_backpressure() {
    let t0 = std::time::Instant::now();
    let mut rng = Rng(31);
    let mut x = Pair::new(
        31,
        Setup {
            rx: Pattern::Random(70),
            tx: Pattern::Random(60),
            ..Setup::default()
        },
    );
    let q = Q::new(5, 4, 1474);
    x.on(2, vec![q.load(), q.configure()]);
    let mut ws: Vec<Worker> = (0..4).map(Worker::new).collect();
    // each worker builds a slice of every table on its own port, all at once
    let mut f: [Vec<RxFrame>; 4] = Default::default();
    for (s, w) in ws.iter_mut().enumerate() {
        for t in 0..3u8 {
            let d = dim(&mut rng, 1 + 20 * s as u64, 20);
            for fr in w.frames(&q, Opcode::Build, t, &d, 6 + s, 4) {
                f[s].push(RxFrame {
                    frame: fr,
                    bad: false,
                });
            }
        }
        if s == 1 {
            f[s].push(RxFrame {
                frame: q.read_counters(),
                bad: true,
            }); // MAC error mid-stream
        }
        let e = w.end(&q, BUILD);
        f[s].push(RxFrame {
            frame: e,
            bad: false,
        });
    }
    x.exchange(f);
    x.check_memory();
    let mut f: [Vec<RxFrame>; 4] = Default::default();
    for (s, w) in ws.iter_mut().enumerate() {
        for fr in w.frames(&q, Opcode::Probe, 0, &facts(&mut rng, 25, 90), 5 + 2 * s, 3) {
            f[s].push(RxFrame {
                frame: fr,
                bad: false,
            });
        }
        f[s].push(RxFrame {
            frame: w.end(&q, PROBE),
            bad: false,
        });
    }
    f[2].push(RxFrame {
        frame: q.read_counters(),
        bad: false,
    });
    let e = x.exchange(f);
    x.check_memory();
    let c = counters_of(&e);
    assert!(
        c.get(Counter::Matches) > 0 && c.get(Counter::Spills) > 0 && c.get(Counter::Overflows) > 0
    );
    eprintln!(
        "four ports: {} frames in, {} out, {} cycles, {:.1} s",
        x.frames_in,
        x.frames_out,
        x.cycles,
        t0.elapsed().as_secs_f64()
    );
}

#[test]
fn switch_reconfigure_reset_and_jumbo() {
    let t0 = std::time::Instant::now();
    let mut rng = Rng(41);
    let mut x = Pair::new(
        41,
        Setup {
            rx: Pattern::Full,
            tx: Pattern::Burst(5, 2),
            ..Setup::default()
        },
    );
    // query 1, interrupted by a new CONFIGURE (tables cleared, sequence state reset)
    let q = Q::new(2, 1, 224);
    let mut w = Worker::new(0);
    let mut fs = vec![q.load(), q.configure()];
    fs.extend(w.frames(&q, Opcode::Build, 0, &dim(&mut rng, 1, 30), 10, 0));
    fs.extend(w.frames(&q, Opcode::Probe, 0, &facts(&mut rng, 6, 30), 3, 0));
    x.on(0, fs);
    x.check_memory();
    let mut q2 = Q::new(6, 1, 8974);
    q2.qid = 9;
    q2.token = 0x0bad_cafe_dead_beef;
    let mut w = Worker::new(0);
    let mut fs = vec![q2.configure()];
    // jumbo frames: 560 build tuples and 280 probe tuples per frame
    fs.extend(w.frames(&q2, Opcode::Build, 1, &dim(&mut rng, 1, 600), 560, 0));
    fs.extend(w.frames(&q2, Opcode::Build, 0, &dim(&mut rng, 1, 50), 560, 0));
    fs.extend(w.frames(&q2, Opcode::Build, 2, &dim(&mut rng, 1, 50), 560, 0));
    fs.push(w.end(&q2, BUILD));
    fs.extend(w.frames(&q2, Opcode::Probe, 0, &facts(&mut rng, 300, 60), 280, 0));
    fs.push(w.end(&q2, PROBE));
    fs.push(q2.read_counters());
    x.on(1, fs);
    x.check_memory();
    // LOAD_SIGNATURE drops the query; RESET too; data frames are then `phase`
    let mut fs = vec![q2.load()];
    fs.extend(w.frames(&q2, Opcode::Probe, 0, &facts(&mut rng, 2, 60), 3, 0));
    fs.push(q2.configure());
    fs.push(q2.control(ControlCommand::Reset as u8, &[], 3));
    fs.extend(w.frames(&q2, Opcode::Probe, 0, &facts(&mut rng, 2, 60), 3, 0));
    fs.push(q2.read_counters());
    x.on(3, fs);
    eprintln!(
        "reconfigure/jumbo: {} frames in, {} out, {} cycles, {:.1} s",
        x.frames_in,
        x.frames_out,
        x.cycles,
        t0.elapsed().as_secs_f64()
    );
}

/// Random valid and corrupted traffic from several workers on all ports:
/// random header bytes flipped, truncations, duplicates, reordering, ACK
/// requests, MAC errors, ENDs early and late. Whatever the switch does,
/// it must do exactly what the model does.
#[test]
fn switch_random_traffic() {
    let t0 = std::time::Instant::now();
    let mut total = (0, 0, 0);
    for seed in [51u64, 62, 73, 84] {
        let mut rng = Rng(seed);
        let tx = [
            Pattern::Full,
            Pattern::Random(50),
            Pattern::Burst(3, 1),
            Pattern::Random(90),
        ][(seed % 4) as usize];
        let mut x = Pair::new(
            seed,
            Setup {
                rx: Pattern::Random(80),
                tx,
                ..Setup::default()
            },
        );
        let sources = 1 + rng.below(4) as u8;
        let q = Q::new(
            2 + rng.below(5) as u8,
            sources,
            224 + rng.below(1800) as u16,
        );
        x.on(rng.below(4) as usize, vec![q.load(), q.configure()]);
        let mut ws: Vec<Worker> = (0..sources as u16).map(Worker::new).collect();
        for phase in [BUILD, PROBE] {
            let mut f: [Vec<RxFrame>; 4] = Default::default();
            for w in ws.iter_mut() {
                let port = (w.s as usize + seed as usize) % 4;
                let mut mine = Vec::new();
                for _ in 0..2 + rng.below(4) {
                    let n = rng.below(12) as usize;
                    let per = 1 + rng.below(8) as usize;
                    let fs = if phase == BUILD {
                        let t = rng.below(3) as u8;
                        let d: Vec<Vec<u8>> = (0..n)
                            .map(|_| build_tuple(1 + rng.below(10), rng.next()))
                            .collect();
                        w.frames(&q, Opcode::Build, t, &d, per, 1 + rng.below(3) as usize)
                    } else {
                        w.frames(
                            &q,
                            Opcode::Probe,
                            0,
                            &facts(&mut rng, n, 11),
                            per,
                            1 + rng.below(3) as usize,
                        )
                    };
                    mine.extend(fs);
                }
                mine.push(w.end(&q, phase));
                let mut out = Vec::new();
                for fr in mine {
                    let r = rng.below(100);
                    if r < 8 {
                        let mut c = fr.clone();
                        let i = rng.below(40) as usize;
                        c[i] ^= 1 << rng.below(8);
                        out.push(RxFrame {
                            frame: c,
                            bad: false,
                        });
                    } else if r < 11 {
                        let mut c = fr.clone();
                        c.truncate(rng.below(c.len() as u64) as usize);
                        out.push(RxFrame {
                            frame: c,
                            bad: false,
                        });
                    } else if r < 13 {
                        out.push(RxFrame {
                            frame: fr.clone(),
                            bad: true,
                        });
                    }
                    out.push(RxFrame {
                        frame: fr.clone(),
                        bad: false,
                    });
                    if r >= 95 {
                        out.push(RxFrame {
                            frame: fr,
                            bad: false,
                        }); // duplicate
                    }
                }
                // a frame that arrives early (out of order) and again in its place
                if out.len() > 2 {
                    let i = rng.below(out.len() as u64 - 1) as usize;
                    let early = out[i + 1].clone();
                    out.insert(i, early);
                }
                f[port].extend(out);
            }
            f[0].push(RxFrame {
                frame: q.read_counters(),
                bad: false,
            });
            x.exchange(f);
            x.check_memory();
        }
        total.0 += x.frames_in;
        total.1 += x.frames_out;
        total.2 += x.cycles;
        eprintln!("seed {seed}: counters {:?}", x.m.counters().nonzero());
    }
    eprintln!(
        "random traffic: {} frames in, {} out, {} cycles, {:.1} s",
        total.0,
        total.1,
        total.2,
        t0.elapsed().as_secs_f64()
    );
}

/// The `ack` (record bytes 4..8) of the last ACK the switch sent to worker
/// `s` among `e`.
fn last_ack_to(e: &[netjoin_sim::Emitted], q: &Q, s: u16) -> u32 {
    let f = e
        .iter()
        .map(|x| &x.frame)
        .rfind(|f| {
            netjoin_proto::header::Header::parse(f)
                .is_ok_and(|h| h.opcode == Opcode::Ack && h.dst == q.worker(s))
        })
        .unwrap_or_else(|| panic!("an ACK to worker {s}"));
    let at = netjoin_proto::HEADER_LEN;
    PhaseCounts::decode(&f[at..at + PhaseCounts::LEN])
        .expect("an ACK record")
        .ack
}

/// A MAC that cannot be paused (the bench ignores `rx{p}_pause`) sends more
/// than the input buffers hold while CONFIGURE clears the table memory:
/// port 1 (behind the CONFIGURE) more minimum-size frames than the descriptor
/// FIFO holds (64), port 2 more jumbo frames than the payload FIFO holds
/// (one overflows it mid-frame, the next ones meet it full). Every dropped frame is counted under
/// `drop_input_full` at its place in the port's order, exactly as the model
/// counts it; then each worker does what its go-back-N sender does (END,
/// the switch's ACK names the first frame it lacks, resend from there) and
/// the tables equal those of a clean run.
#[test]
fn switch_drops_whole_frames_when_an_input_buffer_is_full() {
    let t0 = std::time::Instant::now();
    let mut rng = Rng(51);
    let mut x = Pair::new(
        51,
        Setup {
            honour_pause: false,
            ..Setup::default()
        },
    );
    // 3 x 2^12 lines to clear: ~12k cycles in which nothing is committed.
    let q = Q::new(12, 3, 8974);
    x.on(0, vec![q.load()]);
    let mut ws: Vec<Worker> = (0..3).map(Worker::new).collect();
    let small: Vec<Vec<u8>> = (0..100).map(|i| build_tuple(1000 + i, i)).collect();
    let f1 = ws[1].frames(&q, Opcode::Build, 0, &small, 1, 0);
    let jumbo: Vec<Vec<u8>> = (0..6 * 560)
        .map(|i| build_tuple(1 + rng.below(1 << 40), i))
        .collect();
    let f2 = ws[2].frames(&q, Opcode::Build, 1, &jumbo, 560, 0);
    assert_eq!((f1.len(), f2.len(), f2[0].len()), (100, 6, 40 + 560 * 16));
    let rx = |fs: &[Vec<u8>]| {
        fs.iter()
            .map(|f| RxFrame {
                frame: f.clone(),
                bad: false,
            })
            .collect::<Vec<_>>()
    };
    let mut f: [Vec<RxFrame>; 4] = Default::default();
    // CONFIGURE ahead of port 1's frames on the same port, so that all of
    // them arrive while it clears the tables.
    f[1].push(RxFrame {
        frame: q.configure(),
        bad: false,
    });
    f[1].extend(rx(&f1));
    f[2] = rx(&f2);
    x.exchange(f);
    // 65 of port 1's frames are held: one in the engine's next-frames queue
    // (port 1 leaves Check for Drain with its CONFIGURE), 64 in the
    // descriptor FIFO; 35 find it full. 3 jumbo frames fit in 4096 payload
    // words, the 4th overflows mid-frame, the 5th and 6th find it full.
    assert_eq!(
        x.input_full_at,
        [0, 35, 3, 0],
        "frames dropped at a full input, per port"
    );
    // Go-back-N: the END finds a gap and is answered with an ACK naming the
    // first frame the switch lacks; the worker resends from there.
    let (e1, e2) = (ws[1].end(&q, BUILD), ws[2].end(&q, BUILD));
    let mut f: [Vec<RxFrame>; 4] = Default::default();
    f[1].push(RxFrame {
        frame: e1.clone(),
        bad: false,
    });
    f[2].push(RxFrame {
        frame: e2.clone(),
        bad: false,
    });
    let e = x.exchange(f);
    let (a1, a2) = (
        last_ack_to(&e, &q, 1) as usize,
        last_ack_to(&e, &q, 2) as usize,
    );
    assert_eq!((a1, a2), (65, 3), "the first frames the switch lacks");
    let mut f: [Vec<RxFrame>; 4] = Default::default();
    f[1] = rx(&f1[a1..]);
    f[1].push(RxFrame {
        frame: e1,
        bad: false,
    });
    f[2] = rx(&f2[a2..]);
    f[2].push(RxFrame {
        frame: e2,
        bad: false,
    });
    x.exchange(f);
    x.check_memory();
    let e = x.on(0, vec![q.read_counters()]);
    let c = counters_of(&e);
    assert_eq!(
        c.get(Counter::Dropped(netjoin_proto::DropReason::InputFull)),
        x.input_full
    );
    assert_eq!(
        c.get(Counter::Inserts) + c.get(Counter::Overflows),
        100 + 6 * 560,
        "every build tuple exactly once"
    );
    // The same tables as a run where nothing was dropped.
    let mut clean = model();
    for fr in [q.load(), q.configure()].iter().chain(&f1).chain(&f2) {
        clean.receive(0, fr);
    }
    assert!(
        clean.memory() == x.m.memory(),
        "tables after recovery equal a clean run's"
    );
    eprintln!(
        "input full: {} frames in, {} dropped at the input, {} cycles, {:.1} s",
        x.frames_in,
        x.input_full,
        x.cycles,
        t0.elapsed().as_secs_f64()
    );
}

/// The two-stage check (docs/HDL.md §4): a frame is checked while the one
/// before it is still being committed. A BUILD checked right behind the
/// query's first PROBE must see the probe phase as started (a `phase`
/// drop, as in the model, which sees the frames in commit order), though
/// that PROBE is not committed yet. Late BUILDs on three ports race the
/// first PROBEs on the fourth, at full rate, so some BUILD is checked in
/// the cycle the first PROBE commits.
#[test]
fn switch_a_build_checked_behind_the_first_probe_is_a_phase_drop() {
    let t0 = std::time::Instant::now();
    let mut rng = Rng(57);
    let mut x = Pair::new(57, Setup::default());
    let q = Q::new(6, 4, 1474);
    x.on(0, vec![q.load(), q.configure()]);
    let mut ws: Vec<Worker> = (0..4).map(Worker::new).collect();
    let mut f: [Vec<RxFrame>; 4] = Default::default();
    for (s, w) in ws.iter_mut().enumerate() {
        for fr in w.frames(
            &q,
            Opcode::Build,
            0,
            &dim(&mut rng, 1 + 40 * s as u64, 40),
            8,
            0,
        ) {
            f[s].push(RxFrame {
                frame: fr,
                bad: false,
            });
        }
    }
    x.exchange(f);
    // One-tuple frames: the first PROBE on port 0, late BUILDs on 1-3.
    let mut f: [Vec<RxFrame>; 4] = Default::default();
    for fr in ws[0].frames(&q, Opcode::Probe, 0, &facts(&mut rng, 6, 160), 1, 0) {
        f[0].push(RxFrame {
            frame: fr,
            bad: false,
        });
    }
    for (s, w) in ws.iter_mut().enumerate().skip(1) {
        for fr in w.frames(
            &q,
            Opcode::Build,
            1,
            &dim(&mut rng, 1000 + 40 * s as u64, 6),
            1,
            0,
        ) {
            f[s].push(RxFrame {
                frame: fr,
                bad: false,
            });
        }
    }
    f[0].push(RxFrame {
        frame: q.read_counters(),
        bad: false,
    });
    let e = x.exchange(f);
    x.check_memory();
    let c = counters_of(&e);
    assert!(
        c.get(Counter::Dropped(DropReason::Phase)) > 0,
        "some late BUILD is committed after the first PROBE: {:?}",
        c.nonzero()
    );
    assert!(c.get(Counter::Probes) > 0);
    eprintln!(
        "build behind the first probe: {:?}, {} cycles, {:.1} s",
        c.nonzero(),
        x.cycles,
        t0.elapsed().as_secs_f64()
    );
}

/// One source's frames on two ports at once (a worker with two links):
/// a frame of a source must be checked against its entry as the source's
/// frame before it left it, though that frame may still be in the check's
/// second stage (docs/HDL.md §4, the two-stage check). Frames that reach
/// the switch out of their sequence are dropped as in the model, which
/// sees them in commit order.
#[test]
fn switch_one_source_on_two_ports_is_checked_against_its_latest_entry() {
    let t0 = std::time::Instant::now();
    let mut rng = Rng(61);
    let mut x = Pair::new(61, Setup::default());
    let q = Q::new(6, 2, 1474);
    x.on(0, vec![q.load(), q.configure()]);
    let mut w = Worker::new(0);
    let mut f: [Vec<RxFrame>; 4] = Default::default();
    for (i, fr) in w
        .frames(&q, Opcode::Build, 0, &dim(&mut rng, 1, 120), 1, 0)
        .into_iter()
        .enumerate()
    {
        f[1 - i % 2].push(RxFrame {
            frame: fr,
            bad: false,
        });
    }
    x.exchange(f);
    x.check_memory();
    let c = counters_of(&x.on(2, vec![q.read_counters()]));
    // the arbiter serves port 1 first (after port 0), then alternates
    assert!(c.get(Counter::FramesAccepted) > 60, "{:?}", c.nonzero());
    eprintln!(
        "one source on two ports: {:?}, {} cycles, {:.1} s",
        c.nonzero(),
        x.cycles,
        t0.elapsed().as_secs_f64()
    );
}

#[test]
fn switch_control_drops_forged_and_replayed_frames_unanswered() {
    let mut x = Pair::new(11, Setup::default());
    let q = Q::new(4, 1, 1474);
    // counters grow in the order the frames are made
    let load = q.load();
    let configure = q.configure();
    x.on(0, vec![load, configure.clone()]);
    let mut seq = 0;
    let b = q.tuples(Opcode::Build, 0, 0, &mut seq, &[build_tuple(1, 2)], 8);
    x.on(1, b);
    // a stranger on port 2: a RESET under another key, a bare LOAD_SIGNATURE,
    // a jumbo CONTROL frame, the captured CONFIGURE replayed, and a frame
    // whose tag was changed
    let mut other = common::test_key().to_bytes();
    other[3] ^= 0x40;
    let other = netjoin_proto::auth::ControlKey::from_bytes(other);
    let mut h = netjoin_proto::Header::new(Opcode::Control, q.switch, Mac::local(0x0bad));
    h.table = ControlCommand::Reset as u8;
    let forged = netjoin_proto::auth::seal(&h, &[], u64::MAX, &other);
    h.table = ControlCommand::LoadSignature as u8;
    let bare = netjoin_proto::FrameBuilder::encode(&h, &SignatureRecord::new(k8v8t3()).encode());
    let jumbo = netjoin_proto::auth::seal(&h, &[0x55; 4000], u64::MAX, &common::test_key());
    let mut changed = q.read_counters();
    let n = changed.len();
    changed[n - 21] ^= 1;
    let e = x.on(2, vec![forged, bare, jumbo, configure, changed]);
    assert!(e.is_empty(), "no frame is answered: {} sent", e.len());
    // the query runs on: the next build frame is accepted and counted
    let b = q.tuples(Opcode::Build, 0, 0, &mut seq, &[build_tuple(3, 4)], 8);
    x.on(1, b);
    let c = counters_of(&x.on(0, vec![q.read_counters()]));
    assert_eq!(c.get(Counter::Dropped(DropReason::Auth)), 4);
    assert_eq!(c.get(Counter::Dropped(DropReason::Replay)), 1);
    assert_eq!(c.get(Counter::Inserts), 2);
    assert_eq!(
        c.get(Counter::ControlFrames),
        3,
        "LOAD, CONFIGURE, READ_COUNTERS"
    );
    assert_eq!(
        c.get(Counter::FramesIn),
        c.get(Counter::FramesAccepted) + c.dropped_total()
    );
    x.check_memory();
}

/// With results to the source, port 1's `tready` is held low for the whole
/// probe phase. Its own frames wait (its output has nowhere to go), but the
/// other three ports' RESULT and SPILL frames all leave while it is held;
/// once released, port 1 gets its results, and every port's output equals
/// the model's for the RTL's commit order (PROTOCOL.md §7.5).
#[test]
fn switch_a_port_held_by_back_pressure_delays_only_its_own_results() {
    let mut rng = Rng(77);
    let mut x = Pair::new(77, Setup::default());
    let mut q = Q::new(5, 4, 1474);
    q.routing = netjoin_proto::ResultRouting::Source;
    x.on(2, vec![q.load(), q.configure()]);
    let mut ws: Vec<Worker> = (0..4).map(Worker::new).collect();
    let mut f: [Vec<RxFrame>; 4] = Default::default();
    for (s, w) in ws.iter_mut().enumerate() {
        for t in 0..3u8 {
            let d = dim(&mut rng, 1 + 16 * s as u64, 16);
            for fr in w.frames(&q, Opcode::Build, t, &d, 8, 0) {
                f[s].push(RxFrame {
                    frame: fr,
                    bad: false,
                });
            }
        }
        f[s].push(RxFrame {
            frame: w.end(&q, BUILD),
            bad: false,
        });
    }
    x.exchange(f);
    x.check_memory();
    // more results for port 1 than its descriptor FIFO holds
    x.setup.hold_tx = Some(1);
    let mut f: [Vec<RxFrame>; 4] = Default::default();
    for (s, w) in ws.iter_mut().enumerate() {
        for fr in w.frames(&q, Opcode::Probe, 0, &facts(&mut rng, 120, 64), 5, 4) {
            f[s].push(RxFrame {
                frame: fr,
                bad: false,
            });
        }
        f[s].push(RxFrame {
            frame: w.end(&q, PROBE),
            bad: false,
        });
    }
    let e = x.exchange(f);
    let released = x.released_at.expect("port 1 was released");
    let opcode = |e: &netjoin_sim::Emitted| e.frame[15];
    let results = |e: &netjoin_sim::Emitted| {
        opcode(e) == Opcode::Result as u8 || opcode(e) == Opcode::Spill as u8
    };
    let mut before = [0usize; 4];
    let mut after = [0usize; 4];
    for (e, &at) in e.iter().zip(&x.emitted_at) {
        if results(e) {
            if at < released {
                before[e.port] += 1;
            } else {
                after[e.port] += 1;
            }
        }
    }
    eprintln!("held port: results before release {before:?}, after {after:?}, released at cycle {released}");
    assert_eq!(before[1], 0, "port 1 sent while held");
    assert!(
        after[1] > 16,
        "port 1's results waited for the release: {}",
        after[1]
    );
    for p in [0, 2, 3] {
        assert!(
            before[p] > 16,
            "port {p} sent its results while port 1 was held"
        );
        assert_eq!(after[p], 0, "port {p}: results waited for port 1");
    }
    // only the switch's END (it waits for source 1's END) may follow on
    // the other ports
    for (e, &at) in e.iter().zip(&x.emitted_at) {
        if e.port != 1 && at >= released {
            assert_eq!(
                opcode(e),
                Opcode::End as u8,
                "port {} waited for port 1",
                e.port
            );
        }
    }
}
