//! Query contexts (PROTOCOL.md §5.5) seen from outside the switch: two star
//! joins run at once on a switch with two contexts, interleaved frame by
//! frame, and each one's frames, counters and memory image are exactly
//! those of the same query run alone on a switch of its own; a frame of one
//! query never reaches the other's tables; a context is held until its
//! query is released; memory is shared out per context.

use netjoin_proto::control::{ConfigureQuery, ControlCommand, ControlStatus, SignatureRecord};
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::frame::{FrameBuilder, FrameView};
use netjoin_proto::{
    DropReason, Header, Mac, Opcode, PhaseCounts, ResultRouting, ResultShape, Signature,
    COORDINATOR_SOURCE, FLAG_ACK_REQUEST, PHASE_BUILD, PHASE_PROBE,
};
use netjoin_sim::{Emitted, SwitchConfig, SwitchModel};
use std::collections::{BTreeMap, HashMap};

fn sig() -> Signature {
    Signature::new(8, 8, 2).unwrap()
}

fn shared(contexts: usize) -> SwitchModel {
    SwitchModel::new(SwitchConfig {
        contexts,
        ..SwitchConfig::default()
    })
}

/// One query as its coordinator and workers see it.
#[derive(Clone, Copy)]
struct Query {
    query_id: u16,
    token: u64,
    /// Port of its coordinator (the sink) and of its one worker.
    sink_port: usize,
    worker_port: usize,
    context: u8,
    bucket_bits: u8,
    filter_bits: u8,
}

impl Query {
    fn coordinator(&self) -> Mac {
        Mac::local(0x1000 + self.query_id)
    }
    fn worker(&self) -> Mac {
        Mac::local(0x2000 + self.query_id)
    }
    fn record(&self) -> ConfigureQuery {
        ConfigureQuery {
            token: self.token,
            bucket_bits: self.bucket_bits,
            num_sources: 1,
            max_payload: 1474,
            sink: self.coordinator(),
            routing: ResultRouting::Sink,
            shape: ResultShape::Probe,
            filter_bits: self.filter_bits,
            onchip: 0,
            context: self.context,
        }
    }
    /// A data frame of this query from its worker; every fourth asks for
    /// an ACK.
    fn data(&self, op: Opcode, table: u8, seq: u32, count: usize, payload: &[u8]) -> Vec<u8> {
        let flags = if seq % 4 == 3 { FLAG_ACK_REQUEST } else { 0 };
        FrameBuilder::encode(&self.header(op, table, seq, count, flags), payload)
    }
    fn header(&self, op: Opcode, table: u8, seq: u32, count: usize, flags: u8) -> Header {
        let mut h = Header::new(op, Mac::local(0xFFFF), self.worker());
        h.source = 0;
        h.query_id = self.query_id;
        h.token = self.token;
        h.table = table;
        h.seq = seq;
        h.tuple_count = count as u16;
        h.flags = flags;
        h
    }
    fn end(&self, phase: u8, seq: u32, frames: u32, tuples: u64) -> Vec<u8> {
        let rec = PhaseCounts {
            frames,
            tuples,
            ..Default::default()
        };
        FrameBuilder::encode(&self.header(Opcode::End, phase, seq, 0, 0), &rec.encode())
    }
}

/// A CONTROL request from `q`'s coordinator, its header naming
/// (`query_id`, `token`); the reply's status and record.
fn control_as(
    sw: &mut SwitchModel,
    q: &Query,
    token: u64,
    cmd: ControlCommand,
    record: &[u8],
) -> (u8, Vec<u8>) {
    let mut h = Header::new(Opcode::Control, sw.config().mac, q.coordinator());
    h.source = COORDINATOR_SOURCE;
    h.query_id = q.query_id;
    h.token = token;
    h.table = cmd as u8;
    let out = sw.receive(q.sink_port, &FrameBuilder::encode(&h, record));
    assert_eq!(out.len(), 1, "one reply per control frame");
    assert_eq!(out[0].port, q.sink_port);
    let v = FrameView::parse(&out[0].frame).unwrap();
    (v.header.flags, v.payload.to_vec())
}

fn load(sw: &mut SwitchModel, q: &Query, s: Signature) -> u8 {
    let rec = SignatureRecord::new(s).encode();
    control_as(sw, q, 0, ControlCommand::LoadSignature, &rec).0
}

/// CONFIGURE of `q`, the header naming `q`'s query with `named_token`.
fn configure(sw: &mut SwitchModel, q: &Query, named_token: u64) -> (u8, Vec<u8>) {
    control_as(
        sw,
        q,
        named_token,
        ControlCommand::Configure,
        &q.record().encode(),
    )
}

fn bank(sw: &mut SwitchModel, q: &Query) -> Result<Counters, u8> {
    match control_as(sw, q, q.token, ControlCommand::ReadQueryCounters, &[]) {
        (0, rec) => Ok(Counters::decode(&rec).unwrap()),
        (s, rec) => {
            assert!(rec.is_empty(), "a refusal carries no record");
            Err(s)
        }
    }
}

fn tuple(key: &[u64], value: u64) -> Vec<u8> {
    key.iter()
        .flat_map(|k| k.to_be_bytes())
        .chain(value.to_be_bytes())
        .collect()
}

/// A star join of two dimension tables: the keys of each and the fact
/// tuples' keys (some with no partner), seeded so the two queries differ.
struct Workload {
    dims: [Vec<u64>; 2],
    facts: Vec<[u64; 2]>,
}

fn workload(seed: u64) -> Workload {
    let dims = [
        (0..300u64).map(|i| i * 7 + seed).collect::<Vec<_>>(),
        (0..250u64).map(|i| i * 11 + 3 * seed).collect::<Vec<_>>(),
    ];
    let facts = (0..900u64)
        .map(|i| [(i % 330) * 7 + seed, (i % 270) * 11 + 3 * seed])
        .collect();
    Workload { dims, facts }
}

/// The frames of `q`'s whole join, in the order its worker sends them:
/// both tables' BUILD frames and END, then the PROBE frames and END.
fn frames_of(q: &Query, w: &Workload) -> Vec<Vec<u8>> {
    let mut seq = 0u32;
    let mut out = Vec::new();
    let mut frames = 0u32;
    let mut tuples = 0u64;
    for (t, keys) in w.dims.iter().enumerate() {
        for chunk in keys.chunks(60) {
            let payload: Vec<u8> = chunk
                .iter()
                .flat_map(|&k| tuple(&[k], k ^ (t as u64 + 1) << 40))
                .collect();
            out.push(q.data(Opcode::Build, t as u8, seq, chunk.len(), &payload));
            seq += 1;
            frames += 1;
            tuples += chunk.len() as u64;
        }
    }
    out.push(q.end(PHASE_BUILD, seq, frames, tuples));
    seq += 1;
    let (mut frames, mut tuples) = (0u32, 0u64);
    for (i, chunk) in w.facts.chunks(50).enumerate() {
        let payload: Vec<u8> = chunk
            .iter()
            .enumerate()
            .flat_map(|(j, keys)| tuple(keys, (i * 50 + j) as u64))
            .collect();
        out.push(q.data(Opcode::Probe, 0, seq, chunk.len(), &payload));
        seq += 1;
        frames += 1;
        tuples += chunk.len() as u64;
    }
    out.push(q.end(PHASE_PROBE, seq, frames, tuples));
    out
}

/// The join computed apart from any switch: each fact tuple with both
/// partners, as a RESULT tuple carries it (probe tuple, then the values).
fn expected_results(w: &Workload) -> BTreeMap<Vec<u8>, usize> {
    let values: Vec<HashMap<u64, u64>> = w
        .dims
        .iter()
        .enumerate()
        .map(|(t, keys)| {
            keys.iter()
                .map(|&k| (k, k ^ (t as u64 + 1) << 40))
                .collect()
        })
        .collect();
    let mut out = BTreeMap::new();
    for (i, keys) in w.facts.iter().enumerate() {
        if let (Some(a), Some(b)) = (values[0].get(&keys[0]), values[1].get(&keys[1])) {
            let mut r = tuple(keys, i as u64);
            r.extend(a.to_be_bytes());
            r.extend(b.to_be_bytes());
            *out.entry(r).or_insert(0) += 1;
        }
    }
    out
}

/// The RESULT tuples among `frames`.
fn results(frames: &[Emitted]) -> BTreeMap<Vec<u8>, usize> {
    let width = sig().result_width();
    let mut out = BTreeMap::new();
    for e in frames {
        let v = FrameView::parse(&e.frame).unwrap();
        if v.header.opcode == Opcode::Result {
            for t in v.tuples(width) {
                *out.entry(t.to_vec()).or_insert(0) += 1;
            }
        }
    }
    out
}

/// Whether `e` is a frame the switch sent for query `q` (its data output,
/// ACKs and END; not CONTROL_REPLY).
fn of_query(e: &Emitted, q: &Query) -> bool {
    let h = FrameView::parse(&e.frame).unwrap().header;
    h.opcode != Opcode::ControlReply && h.query_id == q.query_id && h.token == q.token
}

const A: Query = Query {
    query_id: 7,
    // A and B differ only in the token's upper half: the match compares all 64 bits.
    token: 0xA11C_E001_0000_7777,
    sink_port: 0,
    worker_port: 1,
    context: 0,
    bucket_bits: 11,
    filter_bits: 9,
};
const B: Query = Query {
    query_id: 7,
    token: 0xB0B0_0002_0000_7777,
    sink_port: 3,
    worker_port: 2,
    context: 1,
    bucket_bits: 10,
    filter_bits: 0,
};

/// `q` alone on a switch of its own with one context: its output, counters
/// and memory image.
fn alone(q: &Query, w: &Workload) -> (Vec<Emitted>, Counters, Vec<u8>) {
    let mut sw = shared(1);
    let solo = Query { context: 0, ..*q };
    assert_eq!(load(&mut sw, &solo, sig()), 0);
    assert_eq!(configure(&mut sw, &solo, 0).0, 0);
    let before = sw.counters().clone();
    let mut out = Vec::new();
    for f in frames_of(q, w) {
        out.extend(sw.receive(q.worker_port, &f));
    }
    let mut c = sw.counters().clone();
    // What the CONTROL frames counted, which a bank never holds.
    for k in Counter::all() {
        c.0[k.index()] -= before.get(k);
    }
    (out, c, sw.memory().to_vec())
}

#[test]
fn two_star_joins_at_once_are_each_exactly_their_query_alone() {
    let (wa, wb) = (workload(1), workload(5));
    let mut sw = shared(2);
    assert_eq!(load(&mut sw, &A, sig()), 0);
    let (s, reply) = configure(&mut sw, &A, 0);
    assert_eq!(s, 0);
    assert_eq!(ConfigureQuery::decode(&reply).unwrap(), A.record());
    // B's coordinator loads the signature again: a no-op that ends nothing.
    assert_eq!(load(&mut sw, &B, sig()), 0);
    assert!(sw.context_query(0).is_some(), "A's query still in force");
    let (s, reply) = configure(&mut sw, &B, 0);
    assert_eq!(s, 0);
    assert_eq!(ConfigureQuery::decode(&reply).unwrap().context, 1);
    let (fa, fb) = (frames_of(&A, &wa), frames_of(&B, &wb));
    let mut out = Vec::new();
    // Interleaved frame by frame; B starts probing while A still builds.
    let mut ia = fa.iter();
    let mut ib = fb.iter();
    loop {
        let (a, b) = (ia.next(), ib.next());
        if a.is_none() && b.is_none() {
            break;
        }
        if let Some(f) = b {
            out.extend(sw.receive(B.worker_port, f));
        }
        if let Some(f) = a {
            out.extend(sw.receive(A.worker_port, f));
        }
    }
    for (q, w, c) in [(&A, &wa, 0usize), (&B, &wb, 1)] {
        let (solo_out, solo_counters, solo_memory) = alone(q, w);
        let mine: Vec<Emitted> = out.iter().filter(|e| of_query(e, q)).cloned().collect();
        assert_eq!(mine, solo_out, "context {c}: its frames, ports and order");
        assert_eq!(
            sw.context_memory(c),
            &solo_memory[..],
            "context {c}: memory"
        );
        assert_eq!(sw.context_counters(c), &solo_counters, "context {c}: bank");
        assert_eq!(bank(&mut sw, q).unwrap(), solo_counters);
        let got = results(&mine);
        assert!(!got.is_empty());
        assert_eq!(got, expected_results(w), "context {c}: the join");
        assert_eq!(solo_counters.get(Counter::Spills), 0);
        assert_eq!(solo_counters.get(Counter::Overflows), 0);
        // Every frame the query's sink receives leaves on its port.
        assert!(mine
            .iter()
            .filter(|e| FrameView::parse(&e.frame).unwrap().header.dst == q.coordinator())
            .all(|e| e.port == q.sink_port));
    }
    assert_eq!(
        out.len(),
        out.iter()
            .filter(|e| of_query(e, &A) || of_query(e, &B))
            .count()
    );
    // The switch-wide counters hold both banks.
    let (ba, bb) = (
        sw.context_counters(0).clone(),
        sw.context_counters(1).clone(),
    );
    for k in [
        Counter::Inserts,
        Counter::Probes,
        Counter::Matches,
        Counter::ResultTuples,
    ] {
        assert_eq!(sw.counters().get(k), ba.get(k) + bb.get(k), "{}", k.name());
    }
}

#[test]
fn a_frame_of_one_query_never_reaches_the_others_tables() {
    let wa = workload(2);
    let mut sw = shared(2);
    assert_eq!(load(&mut sw, &A, sig()), 0);
    assert_eq!(configure(&mut sw, &A, 0).0, 0);
    assert_eq!(configure(&mut sw, &B, 0).0, 0);
    // B builds; then frames with A's query id but a token no context
    // holds, and frames of B's that a stranger replays on A's port.
    for f in frames_of(&B, &wa).iter().take(6) {
        sw.receive(B.worker_port, f);
    }
    let b_memory = sw.context_memory(1).to_vec();
    let a_memory = sw.context_memory(0).to_vec();
    assert!(b_memory.iter().any(|&x| x != 0));
    assert!(a_memory.iter().all(|&x| x == 0));
    let stranger = Query {
        token: 0x5EED_0003,
        ..A
    };
    let forged = stranger.data(Opcode::Build, 0, 0, 1, &tuple(&[9], 9));
    assert!(sw.receive(A.worker_port, &forged).is_empty());
    let other_id = Query { query_id: 99, ..A };
    let forged = other_id.data(Opcode::Build, 0, 0, 1, &tuple(&[9], 9));
    assert!(sw.receive(A.worker_port, &forged).is_empty());
    let c = sw.counters();
    assert_eq!(c.get(Counter::Dropped(DropReason::Token)), 1);
    assert_eq!(c.get(Counter::Dropped(DropReason::QueryId)), 1);
    assert_eq!(sw.context_memory(0), &a_memory[..]);
    assert_eq!(sw.context_memory(1), &b_memory[..]);
    // Neither drop reached a context, so no bank counts it.
    for x in 0..2 {
        let b = sw.context_counters(x);
        assert_eq!(b.get(Counter::Dropped(DropReason::Token)), 0);
        assert_eq!(b.get(Counter::Dropped(DropReason::QueryId)), 0);
        assert_eq!(
            b.get(Counter::FramesIn),
            b.get(Counter::FramesAccepted) + b.dropped_total()
        );
    }
    // B's own frame resent is B's duplicate, counted in B's bank only.
    let again = &frames_of(&B, &wa)[0];
    sw.receive(A.worker_port, again);
    assert_eq!(
        sw.context_counters(1)
            .get(Counter::Dropped(DropReason::Duplicate)),
        1
    );
    assert_eq!(sw.context_counters(0).get(Counter::FramesIn), 0);
    assert_eq!(sw.context_memory(1), &b_memory[..]);
}

#[test]
fn configuring_one_context_leaves_the_other_untouched() {
    let (wa, wb) = (workload(3), workload(4));
    let mut sw = shared(2);
    assert_eq!(load(&mut sw, &A, sig()), 0);
    assert_eq!(configure(&mut sw, &A, 0).0, 0);
    let fa = frames_of(&A, &wa);
    let half = fa.len() / 2;
    let mut out = Vec::new();
    for f in &fa[..half] {
        out.extend(sw.receive(A.worker_port, f));
    }
    let (memory, counters) = (
        sw.context_memory(0).to_vec(),
        sw.context_counters(0).clone(),
    );
    // B takes context 1, configures it again for a new epoch (its header
    // naming its query), builds, and releases it.
    assert_eq!(configure(&mut sw, &B, 0).0, 0);
    let b2 = Query {
        token: B.token ^ 0xFFFF,
        ..B
    };
    assert_eq!(configure(&mut sw, &b2, B.token).0, 0);
    for f in frames_of(&b2, &wb).iter().take(5) {
        sw.receive(B.worker_port, f);
    }
    assert_eq!(
        control_as(&mut sw, &b2, b2.token, ControlCommand::Release, &[]).0,
        0
    );
    assert_eq!(sw.context_memory(0), &memory[..]);
    assert_eq!(sw.context_counters(0), &counters);
    for f in &fa[half..] {
        out.extend(sw.receive(A.worker_port, f));
    }
    let (solo, solo_counters, solo_memory) = alone(&A, &wa);
    assert_eq!(out, solo);
    assert_eq!(sw.context_counters(0), &solo_counters);
    assert_eq!(sw.context_memory(0), &solo_memory[..]);
}

#[test]
fn a_context_is_held_until_its_query_is_released() {
    let mut sw = shared(2);
    assert_eq!(load(&mut sw, &A, sig()), 0);
    assert_eq!(configure(&mut sw, &A, 0).0, 0);
    let busy = ControlStatus::Busy as u8;
    let intruder = Query {
        token: 0x1234_5678,
        query_id: 8,
        ..A
    };
    // Context 0 is A's: another query is busy there, even naming a token
    // that is not A's, and nothing changes.
    let counters = sw.context_counters(0).clone();
    assert_eq!(configure(&mut sw, &intruder, 0).0, busy);
    assert_eq!(configure(&mut sw, &intruder, intruder.token).0, busy);
    assert_eq!(sw.context_query(0), Some(A.record()));
    assert_eq!(sw.context_counters(0), &counters);
    // A's own query cannot be in two contexts.
    let twin = Query { context: 1, ..A };
    assert_eq!(configure(&mut sw, &twin, 0).0, busy);
    assert!(sw.context_query(1).is_none());
    // No context 2 on a switch of two.
    let beyond = Query {
        context: 2,
        ..intruder
    };
    assert_eq!(
        configure(&mut sw, &beyond, 0).0,
        ControlStatus::Malformed as u8
    );
    // Another signature may not replace the one under A's query.
    let other = Signature::new(8, 8, 3).unwrap();
    assert_eq!(load(&mut sw, &intruder, other), busy);
    assert_eq!(sw.signature(), Some(sig()));
    // Released, context 0 is free; the release and the bank read are
    // then answered "no such query".
    assert_eq!(
        control_as(&mut sw, &A, A.token, ControlCommand::Release, &[]).0,
        0
    );
    let none = ControlStatus::NoQuery as u8;
    assert_eq!(
        control_as(&mut sw, &A, A.token, ControlCommand::Release, &[]).0,
        none
    );
    assert_eq!(bank(&mut sw, &A), Err(none));
    assert!(sw.context_memory(0).is_empty());
    let late = A.data(Opcode::Build, 0, 0, 1, &tuple(&[1], 1));
    assert!(sw.receive(A.worker_port, &late).is_empty());
    assert_eq!(sw.counters().get(Counter::Dropped(DropReason::Phase)), 1);
    assert_eq!(configure(&mut sw, &intruder, 0).0, 0);
    // With every context free another signature loads.
    assert_eq!(
        control_as(
            &mut sw,
            &intruder,
            intruder.token,
            ControlCommand::Release,
            &[]
        )
        .0,
        0
    );
    assert_eq!(load(&mut sw, &intruder, other), 0);
    assert_eq!(sw.signature(), Some(other));
    // RESET ends every context's query.
    assert_eq!(configure(&mut sw, &A, 0).0, 0);
    assert_eq!(configure(&mut sw, &B, 0).0, 0);
    assert_eq!(control_as(&mut sw, &A, 0, ControlCommand::Reset, &[]).0, 0);
    assert!(sw.context_query(0).is_none() && sw.context_query(1).is_none());
    assert_eq!(bank(&mut sw, &B), Err(none));
}

#[test]
fn each_context_has_its_share_of_the_memories() {
    // 2^20 lines split four ways: 2^18 a context.
    let cfg = SwitchConfig {
        contexts: 4,
        memory_lines: 1 << 20,
        count_sram_words: 3 << 21,
        ..SwitchConfig::default()
    };
    let mut sw = SwitchModel::new(cfg.clone());
    assert_eq!(cfg.context_lines(), 1 << 18);
    assert_eq!(load(&mut sw, &A, sig()), 0);
    let q = |bits: u8, context: u8| Query {
        bucket_bits: bits,
        context,
        token: 0x100 + context as u64,
        query_id: context as u16,
        ..A
    };
    // Two tables of 2^17 buckets fill a share exactly; 2^18 do not fit.
    assert_eq!(
        configure(&mut sw, &q(18, 1), 0).0,
        ControlStatus::NoMemory as u8
    );
    for c in 0..4 {
        assert_eq!(configure(&mut sw, &q(17, c), 0).0, 0, "context {c}");
    }
    // The fill-count SRAM is shared out too: 3 · 2^10 words, 3 · 2^8 a
    // context, hold the 2-bit counts of 3 · 2^12 lines: two tables of 2^12
    // buckets, not of 2^13, which the DDR share would hold.
    let small_sram = SwitchConfig {
        contexts: 4,
        count_sram_words: 3 << 10,
        ..SwitchConfig::default()
    };
    let mut sw = SwitchModel::new(small_sram);
    assert_eq!(load(&mut sw, &A, sig()), 0);
    assert_eq!(
        configure(&mut sw, &q(13, 0), 0).0,
        ControlStatus::NoMemory as u8
    );
    assert_eq!(configure(&mut sw, &q(12, 0), 0).0, 0);
}

#[test]
fn a_switch_of_one_context_answers_as_before() {
    let mut sw = shared(1);
    assert_eq!(load(&mut sw, &A, sig()), 0);
    // The context bits are ignored and answered 0; the next CONFIGURE
    // replaces the query in force, whoever sends it.
    let (s, reply) = configure(&mut sw, &B, 0);
    assert_eq!(s, 0);
    assert_eq!(ConfigureQuery::decode(&reply).unwrap().context, 0);
    assert_eq!(configure(&mut sw, &A, 0).0, 0);
    assert_eq!(sw.query().unwrap().token, A.token);
    // The context commands are unknown here.
    let malformed = ControlStatus::Malformed as u8;
    assert_eq!(bank(&mut sw, &A), Err(malformed));
    assert_eq!(
        control_as(&mut sw, &A, A.token, ControlCommand::Release, &[]).0,
        malformed
    );
    assert!(sw.query().is_some());
    // A LOAD_SIGNATURE ends the query in force, as §5.1 says.
    assert_eq!(load(&mut sw, &A, sig()), 0);
    assert!(sw.query().is_none());
}

#[test]
fn with_several_contexts_no_table_is_on_chip() {
    let mut sw = shared(2);
    assert_eq!(load(&mut sw, &A, sig()), 0);
    let mut rec = A.record();
    rec.onchip = 0b11;
    let (s, reply) = control_as(&mut sw, &A, 0, ControlCommand::Configure, &rec.encode());
    assert_eq!(s, 0);
    let honoured = ConfigureQuery::decode(&reply).unwrap();
    assert_eq!(honoured.onchip, 0);
    assert_eq!(honoured.table_bucket_bits(&sig(), 0), A.bucket_bits);
}
