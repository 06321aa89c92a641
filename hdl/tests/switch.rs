//! The whole switch (rust-hdl simulation) against `netjoin_sim::SwitchModel`:
//! the model is fed the frames in the RTL's commit order and every emitted
//! frame must be identical, in the same global order; memory image and
//! counters (READ_COUNTERS replies) must match too. Workloads are small
//! (rust-hdl simulates this design at a few thousand cycles per second);
//! large runs go through Verilator (crate netjoin-rtl).

mod common;

use common::*;
use netjoin_hdl::tb::{Pattern, Rng};
use netjoin_proto::control::{ControlCommand, PhaseCounts, SignatureRecord};
use netjoin_proto::header::{Mac, Opcode};
use netjoin_proto::{Counter, Counters, Signature};

fn counters_of(e: &[netjoin_sim::Emitted]) -> Counters {
    let f = &e.last().expect("a reply").frame;
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
    for (i, (bits, src, mp)) in [(28u8, 2u8, 1474u16), (4, 0, 1474), (4, 65, 1474), (4, 2, 63), (4, 2, 223), (4, 2, 8975), (26, 2, 1474), (27, 2, 1474)]
        .into_iter()
        .enumerate()
    {
        let mut r = q.conf_record();
        r[4] = bits;
        r[5] = src;
        r[6..8].copy_from_slice(&mp.to_be_bytes());
        bad.push(q.control(cf, &r, 20 + i as u32));
    }
    bad.push(q.control(cf, &q.conf_record()[..15], 30));
    bad.push(q.control(0, &[], 31));
    bad.push(q.control(5, &[], 32));
    bad.push(q.control(ControlCommand::ReadCounters as u8, &[0u8; 8], 33));
    bad.push(q.control(ControlCommand::Reset as u8, &[1], 34));
    let mut r = q.conf_record();
    r[14] = 0xAB; // reserved: accepted, zeroed in the reply
    r[6..8].copy_from_slice(&224u16.to_be_bytes());
    bad.push(q.control(cf, &r, 35));
    bad.push(q.read_counters());
    x.on(2, bad);
    // A frame with a MAC error, malformed frames, then RESET: all counters 0.
    let mut f: [Vec<RxFrame>; 4] = Default::default();
    f[3].push(RxFrame { frame: q.read_counters(), bad: true });
    let mut short = q.read_counters();
    short.truncate(39);
    f[3].push(RxFrame { frame: short, bad: false });
    f[3].push(RxFrame { frame: q.read_counters(), bad: false });
    x.exchange(f);
    let e = x.on(1, vec![q.control(ControlCommand::Reset as u8, &[], 40), q.read_counters()]);
    let c = counters_of(&e);
    assert_eq!(c.get(Counter::FramesIn), 1, "RESET zeroes everything; the READ_COUNTERS request is counted");
    assert_eq!(c.get(Counter::ControlFrames), 1);
    eprintln!("control sequence: {} frames in, {} out, {} cycles, {:.1} s", x.frames_in, x.frames_out, x.cycles, t0.elapsed().as_secs_f64());
}

/// Data-frame helpers for one worker.
struct W {
    s: u16,
    seq: u32,
    sent: [PhaseCounts; 2],
}

impl W {
    fn new(s: u16) -> W {
        W { s, seq: 0, sent: [PhaseCounts::default(); 2] }
    }
    fn frames(&mut self, q: &Q, op: Opcode, table: u8, tuples: &[Vec<u8>], per: usize, ack_every: usize) -> Vec<Vec<u8>> {
        let mut fs = q.tuples(op, self.s, table, &mut self.seq, tuples, per);
        let ph = if op == Opcode::Build { 0 } else { 1 };
        self.sent[ph].frames += fs.len() as u32;
        self.sent[ph].tuples += tuples.len() as u64;
        if ack_every > 0 {
            for (i, f) in fs.iter_mut().enumerate() {
                if i % ack_every == ack_every - 1 {
                    f[21] |= netjoin_proto::FLAG_ACK_REQUEST;
                }
            }
        }
        fs
    }
    fn end(&mut self, q: &Q, phase: u8) -> Vec<u8> {
        let c = self.sent[if phase == BUILD { 0 } else { 1 }];
        q.end(self.s, phase, &mut self.seq, c)
    }
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
    keys.into_iter().map(|k| build_tuple(k, rng.next())).collect()
}

fn facts(rng: &mut Rng, n: usize, range: u64) -> Vec<Vec<u8>> {
    (0..n).map(|_| probe_tuple([1 + rng.below(range), 1 + rng.below(range), 1 + rng.below(range)], rng.next())).collect()
}

fn one_port_query(seed: u64, bits: u8, max_payload: u16, nb: usize, np: usize, setup: Setup) -> Pair {
    let range = (nb + nb / 2) as u64 * 21 / 20;
    let t0 = std::time::Instant::now();
    let mut rng = Rng(seed);
    let mut x = Pair::new(seed, setup);
    let q = Q::new(bits, 2, max_payload);
    x.on(0, vec![q.load(), q.configure()]);
    let (mut w0, mut w1) = (W::new(0), W::new(1));
    // Build: both workers on port 0, tables interleaved, some ACK requests.
    let mut fs = Vec::new();
    for t in 0..3u8 {
        // worker 0 has keys 1..=nb, worker 1 the next nb/2 keys
        fs.extend(w0.frames(&q, Opcode::Build, t, &dim(&mut rng, 1, nb), 7, 3));
        fs.extend(w1.frames(&q, Opcode::Build, t, &dim(&mut rng, 1 + nb as u64, nb / 2), 5, 0));
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
    for k in [Counter::Inserts, Counter::Overflows, Counter::Matches, Counter::Misses, Counter::Spills] {
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
