//! Hostile and broken frames against the parser and the behavioural switch:
//! targeted classes (each dropped and counted under its own reason, tables
//! untouched) and a fuzz run of over a million random and mutated frames.

use netjoin_proto::control::{ConfigureQuery, ControlCommand, PhaseCounts, SignatureRecord};
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::frame::{FrameBuilder, FrameView};
use netjoin_proto::header::offset;
use netjoin_proto::{DropReason, Header, Mac, Opcode, Signature, COORDINATOR_SOURCE, PHASE_BUILD};
use netjoin_sim::{SwitchConfig, SwitchModel};
use std::time::Instant;

const QID: u16 = 9;
const TOKEN: u64 = 0xfeed_beef_0bad_cafe;
const BITS: u8 = 4;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn sig() -> Signature {
    Signature::new(4, 8, 2).unwrap()
}

fn control(m: &mut SwitchModel, cmd: ControlCommand, payload: &[u8]) {
    let mut h = Header::new(
        Opcode::Control,
        m.config().mac,
        Mac::local(COORDINATOR_SOURCE),
    );
    h.source = COORDINATOR_SOURCE;
    h.query_id = QID;
    h.table = cmd as u8;
    let out = m.receive(0, &FrameBuilder::encode(&h, payload));
    let v = FrameView::parse(&out[0].frame).unwrap();
    assert_eq!(v.header.flags, 0, "{cmd:?} refused");
}

fn data_header(m: &SwitchModel, op: Opcode, source: u16, seq: u32, table: u8) -> Header {
    let mut h = Header::new(op, m.config().mac, Mac::local(source));
    h.query_id = QID;
    h.token = TOKEN;
    h.source = source;
    h.seq = seq;
    h.table = table;
    h
}

/// A configured switch with some of table 0 and 1 built by source 0 (seq 0..); returns it and source 0's next seq.
fn setup() -> (SwitchModel, u32) {
    let s = sig();
    let mut m = SwitchModel::new(SwitchConfig {
        ports: 2,
        ..SwitchConfig::default()
    });
    control(&mut m, ControlCommand::Reset, &[]);
    control(
        &mut m,
        ControlCommand::LoadSignature,
        &SignatureRecord::new(s).encode(),
    );
    let conf = ConfigureQuery {
        token: TOKEN,
        bucket_bits: BITS,
        num_sources: 2,
        max_payload: 1474,
        sink: Mac::local(COORDINATOR_SOURCE),
        routing: netjoin_proto::ResultRouting::Sink,
        shape: netjoin_proto::ResultShape::Probe,
        filter_bits: 0,
        onchip: 0,
        context: 0,
    };
    control(&mut m, ControlCommand::Configure, &conf.encode());
    let mut seq = 0;
    for t in 0..2u8 {
        let mut payload = Vec::new();
        for k in 0..20u32 {
            payload.extend_from_slice(&(k * 7 + t as u32).to_be_bytes());
            payload.extend_from_slice(&[t; 8]);
        }
        let mut h = data_header(&m, Opcode::Build, 0, seq, t);
        h.tuple_count = 20;
        m.receive(1, &FrameBuilder::encode(&h, &payload));
        seq += 1;
    }
    assert_eq!(m.counters().get(Counter::Inserts), 40);
    (m, seq)
}

/// Valid frames of the running query to mutate.
fn corpus(m: &SwitchModel, seq0: u32) -> Vec<Vec<u8>> {
    let s = sig();
    let mut v = Vec::new();
    let mut h = data_header(m, Opcode::Build, 1, 0, 1);
    h.tuple_count = 3;
    v.push(FrameBuilder::encode(&h, &[5u8; 36]));
    let mut h = data_header(m, Opcode::Build, 0, seq0, 0);
    h.tuple_count = 1;
    h.flags = 1;
    v.push(FrameBuilder::encode(&h, &[1u8; 12]));
    let mut h = data_header(m, Opcode::Probe, 1, 0, 0);
    h.tuple_count = 4;
    v.push(FrameBuilder::encode(&h, &vec![0u8; 4 * s.probe_width()]));
    let h = data_header(m, Opcode::End, 0, seq0, PHASE_BUILD);
    v.push(FrameBuilder::encode(
        &h,
        &PhaseCounts {
            frames: 2,
            tuples: 40,
            ack: 0,
            aux: 0,
        }
        .encode(),
    ));
    let mut h = Header::new(
        Opcode::Control,
        m.config().mac,
        Mac::local(COORDINATOR_SOURCE),
    );
    h.source = COORDINATOR_SOURCE;
    h.table = ControlCommand::ReadCounters as u8;
    v.push(FrameBuilder::encode(&h, &[]));
    let mut h = data_header(m, Opcode::Build, 0, seq0 + 1, 1);
    h.tuple_count = 100;
    v.push(FrameBuilder::encode(&h, &vec![3u8; 1200]));
    v
}

fn balanced(c: &Counters) -> bool {
    c.get(Counter::FramesIn) == c.get(Counter::FramesAccepted) + c.dropped_total()
}

/// Each hostile class is dropped under its own counter, and nothing else changes.
#[test]
fn hostile_frames_are_dropped_and_counted_by_reason() {
    let (mut m, seq) = setup();
    let good = {
        let mut h = data_header(&m, Opcode::Build, 0, seq, 0);
        h.tuple_count = 2;
        FrameBuilder::encode(&h, &[9u8; 24])
    };
    let set16 =
        |f: &mut Vec<u8>, at: usize, v: u16| f[at..at + 2].copy_from_slice(&v.to_be_bytes());
    let set32 =
        |f: &mut Vec<u8>, at: usize, v: u32| f[at..at + 4].copy_from_slice(&v.to_be_bytes());
    let set64 =
        |f: &mut Vec<u8>, at: usize, v: u64| f[at..at + 8].copy_from_slice(&v.to_be_bytes());
    let mut cases: Vec<(DropReason, Vec<u8>)> = Vec::new();
    let mut f = good.clone();
    set16(&mut f, offset::SOURCE, 7); // unknown source
    cases.push((DropReason::Source, f));
    let mut f = good.clone();
    set16(&mut f, offset::QUERY_ID, QID + 1);
    cases.push((DropReason::QueryId, f));
    let mut f = good.clone();
    set64(&mut f, offset::TOKEN, TOKEN ^ 1);
    cases.push((DropReason::Token, f));
    // Wrong only in the token's upper half (byte 32): the whole 64 bits are compared.
    let mut f = good.clone();
    set64(&mut f, offset::TOKEN, TOKEN ^ (1 << 56));
    cases.push((DropReason::Token, f));
    cases.push((DropReason::Truncated, good[..30].to_vec()));
    cases.push((DropReason::Truncated, good[..good.len() - 5].to_vec()));
    let mut f = good.clone();
    set16(&mut f, offset::PAYLOAD_LEN, 9000);
    cases.push((DropReason::Oversized, f));
    cases.push((DropReason::Oversized, {
        let mut f = good.clone();
        f.resize(40 + 8975, 0);
        f
    }));
    let mut f = good.clone();
    f.extend_from_slice(&[0u8; 100]); // longer than header + payload_len, beyond padding
    cases.push((DropReason::Length, f));
    let mut f = good.clone();
    set16(&mut f, offset::TUPLE_COUNT, 3); // payload_len != tuple_count x width
    cases.push((DropReason::Length, f));
    let mut f = good.clone();
    f[offset::DST + 5] ^= 1;
    cases.push((DropReason::DstMac, f));
    let mut f = good.clone();
    f[offset::ETHERTYPE] = 0x08;
    cases.push((DropReason::EtherType, f));
    let mut f = good.clone();
    set32(&mut f, offset::SEQ, seq + 5);
    cases.push((DropReason::OutOfOrder, f));
    let mut f = good.clone();
    set32(&mut f, offset::SEQ, 0);
    cases.push((DropReason::Duplicate, f));

    let mem0 = m.memory().to_vec();
    for (reason, frame) in &cases {
        let before = m.counters().clone();
        let out = m.receive(0, frame);
        assert!(
            out.is_empty(),
            "{reason}: the switch answered a hostile frame"
        );
        let after = m.counters();
        assert_eq!(
            after.get(Counter::Dropped(*reason)),
            before.get(Counter::Dropped(*reason)) + 1,
            "{reason} not counted"
        );
        assert_eq!(
            after.get(Counter::FramesAccepted),
            before.get(Counter::FramesAccepted),
            "{reason}: accepted"
        );
        assert!(balanced(after));
        assert_eq!(m.memory(), &mem0[..], "{reason}: tables changed");
    }
    // The switch keeps serving: the good frame is accepted and inserted afterwards.
    let inserts = m.counters().get(Counter::Inserts);
    m.receive(0, &good);
    assert_eq!(m.counters().get(Counter::Inserts), inserts + 2);
}

/// Over a million random and mutated frames: no panic, every frame accounted
/// for, and no dropped frame changes the table memory.
#[test]
fn fuzz_a_million_frames_through_parser_and_switch() {
    let t0 = Instant::now();
    let (mut m, seq) = setup();
    let corpus = corpus(&m, seq);
    let mut rng = Rng(0x5eed_1234_9876_abcd);
    let mut mem = m.memory().to_vec();
    let (mut dropped, mut accepted, mut parsed) = (0u64, 0u64, 0u64);
    const N: usize = 1_100_000;
    for i in 0..N {
        let f: Vec<u8> = match rng.below(8) {
            0 => {
                // Entirely random bytes, random length.
                let len = if rng.below(50) == 0 {
                    rng.below(9200)
                } else {
                    rng.below(200)
                };
                (0..len).map(|_| rng.next() as u8).collect()
            }
            1 => {
                // Random bytes behind a valid EtherType and version.
                let len = 40 + rng.below(300);
                let mut f: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
                f[12] = 0x88;
                f[13] = 0xB5;
                f[offset::VERSION] = netjoin_proto::VERSION;
                f[0..6].copy_from_slice(&m.config().mac.0);
                f
            }
            _ => {
                let mut f = corpus[rng.below(corpus.len())].clone();
                for _ in 0..1 + rng.below(4) {
                    match rng.below(6) {
                        0 => {
                            let at = rng.below(f.len());
                            f[at] ^= 1 << rng.below(8);
                        }
                        1 | 4 | 5 if f.len() < 40 => f.push(rng.next() as u8),
                        1 => {
                            // Overwrite a header byte (fields are where the damage matters).
                            let at = 12 + rng.below(28);
                            f[at] = rng.next() as u8;
                        }
                        2 => f.truncate(rng.below(f.len() + 1)),
                        3 => f.extend((0..rng.below(64)).map(|_| rng.next() as u8)),
                        4 => {
                            let at = offset::PAYLOAD_LEN;
                            let v = (rng.next() as u16) % 9100;
                            f[at..at + 2].copy_from_slice(&v.to_be_bytes());
                        }
                        _ => {
                            let at = offset::SEQ;
                            let v = rng.below(8) as u32;
                            f[at..at + 4].copy_from_slice(&v.to_be_bytes());
                        }
                    }
                    if f.is_empty() {
                        break;
                    }
                }
                f
            }
        };
        // The parser on its own.
        if let Ok(v) = FrameView::parse(&f) {
            parsed += 1;
            assert!(40 + v.payload.len() <= f.len());
            assert_eq!(v.payload.len(), v.header.payload_len as usize);
        }
        let _ = Header::parse(&f);
        // The switch.
        let acc0 = m.counters().get(Counter::FramesAccepted);
        let in0 = m.counters().get(Counter::FramesIn);
        let reset = m.counters().get(Counter::ControlFrames);
        let out = m.receive(i % 2, &f);
        let c = m.counters();
        assert!(balanced(c), "frame {i}: frames_in != accepted + drops");
        let was_reset = c.get(Counter::FramesIn) <= in0; // a mutated RESET zeroes the counters
        if was_reset || c.get(Counter::ControlFrames) > reset {
            accepted += 1;
        } else if c.get(Counter::FramesAccepted) == acc0 {
            dropped += 1;
            assert_eq!(
                m.memory(),
                &mem[..],
                "frame {i} was dropped but changed the tables: {f:02x?}"
            );
            for e in &out {
                // Only ACKs answer a dropped frame (a retransmitted END or ACK request).
                assert_eq!(
                    FrameView::parse(&e.frame).unwrap().header.opcode,
                    Opcode::Ack
                );
            }
        } else {
            accepted += 1;
        }
        for e in &out {
            FrameView::parse(&e.frame).expect("the switch only sends well-formed frames");
            assert!(e.port < 2);
        }
        if m.bucket_bits() != Some(BITS) || m.signature() != Some(sig()) || was_reset {
            // A mutated control frame re-configured the switch: start over.
            m = setup().0;
        }
        if m.memory() != &mem[..] {
            mem = m.memory().to_vec();
        }
    }
    assert!(
        dropped > N as u64 / 2,
        "too few drops ({dropped}): the mutations are too gentle"
    );
    assert!(
        accepted > 100,
        "too few accepted frames ({accepted}): the corpus is broken"
    );
    assert!(parsed > 10_000);
    eprintln!("fuzz: {N} frames in {:.2} s: {accepted} accepted, {dropped} dropped, {parsed} parsed; counters {:?}", t0.elapsed().as_secs_f64(), m.counters().nonzero());
}
