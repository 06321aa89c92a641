//! Membership filters (PROTOCOL.md §6.3) seen from outside the switch: a
//! filter never rejects a key of its table, never changes the join's
//! result, counts exactly the tuples its definition rejects, and CONFIGURE
//! starts each query with empty filters.
//!
//! What the switch sends is unchanged too, with one exception: a probe key
//! that is in no BUILD tuple of its table but whose bucket has overflowed is
//! ambiguous without a filter (a SPILL, which the host finishes to nothing)
//! and a filtered miss with one (§7.2: a miss wins). So without overflow
//! the frames are identical; with it, the filtered switch sends the same
//! RESULT tuples and the same SPILL tuples less the rejected ones.
//!
//! The expected filters are computed here from the definition
//! (`filter_hash_by_definition`) into plain booleans, independently of the
//! model's bit vectors.

use netjoin_proto::control::{
    ConfigureQuery, ControlCommand, ControlStatus, PhaseCounts, SignatureRecord,
};
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::frame::{FrameBuilder, FrameView};
use netjoin_proto::hash::{filter_hash_by_definition, FILTER_BITS_MAX, FILTER_HASHES};
use netjoin_proto::{
    Header, Mac, Opcode, ResultRouting, ResultShape, Signature, COORDINATOR_SOURCE,
    FLAG_ACK_REQUEST, PHASE_BUILD, PHASE_PROBE,
};
use netjoin_sim::{Emitted, SwitchConfig, SwitchModel};
use proptest::prelude::*;

const QUERY: u16 = 11;
const TOKEN: u64 = 0x5EED_F11E_0BAD_CAFE;
const MAX_PAYLOAD: u16 = 1474;

fn control(sw: &mut SwitchModel, cmd: ControlCommand, payload: &[u8]) -> (u8, Vec<u8>) {
    let mut h = Header::new(
        Opcode::Control,
        sw.config().mac,
        Mac::local(COORDINATOR_SOURCE),
    );
    h.source = COORDINATOR_SOURCE;
    h.query_id = QUERY;
    h.table = cmd as u8;
    let out = sw.receive(0, &FrameBuilder::encode(&h, payload));
    assert_eq!(out.len(), 1, "one reply per control frame");
    let v = FrameView::parse(&out[0].frame).unwrap();
    assert_eq!(v.header.opcode, Opcode::ControlReply);
    (v.header.flags, v.payload.to_vec())
}

fn query(bucket_bits: u8, filter_bits: u8) -> ConfigureQuery {
    ConfigureQuery {
        token: TOKEN,
        bucket_bits,
        num_sources: 1,
        max_payload: MAX_PAYLOAD,
        sink: Mac::local(COORDINATOR_SOURCE),
        routing: ResultRouting::Sink,
        shape: ResultShape::Probe,
        filter_bits,
        onchip: 0,
        context: 0,
    }
}

fn configure(sw: &mut SwitchModel, bucket_bits: u8, filter_bits: u8) {
    let q = query(bucket_bits, filter_bits);
    let (status, reply) = control(sw, ControlCommand::Configure, &q.encode());
    assert_eq!(status, ControlStatus::Ok as u8);
    assert_eq!(reply, q.encode(), "the reply echoes filter_bits");
}

fn switch(sig: Signature, bucket_bits: u8, filter_bits: u8) -> SwitchModel {
    let mut sw = SwitchModel::new(SwitchConfig::default());
    let rec = SignatureRecord::new(sig).encode();
    assert_eq!(control(&mut sw, ControlCommand::LoadSignature, &rec).0, 0);
    configure(&mut sw, bucket_bits, filter_bits);
    sw
}

/// `n` as a `k`-byte key (big-endian; the caller keeps it below 2^(8k)).
fn key(k: usize, n: u64) -> Vec<u8> {
    n.to_be_bytes()[8 - k..].to_vec()
}

/// A query's data frames from source 0, numbered in order.
struct Source {
    seq: u32,
    frames: Vec<Vec<u8>>,
    /// Data frames and tuples sent, [build, probe], for the ENDs.
    sent: [PhaseCounts; 2],
}

impl Source {
    fn new() -> Source {
        Source {
            seq: 0,
            frames: Vec::new(),
            sent: [PhaseCounts::default(); 2],
        }
    }

    fn push(&mut self, op: Opcode, table: u8, n: usize, payload: &[u8]) {
        let mut h = Header::new(op, SwitchConfig::default().mac, Mac::local(0));
        h.query_id = QUERY;
        h.token = TOKEN;
        h.table = table;
        h.seq = self.seq;
        h.tuple_count = n as u16;
        // Some frames ask for an ACK, so ACKs are among the compared output.
        if self.seq % 4 == 3 {
            h.flags = FLAG_ACK_REQUEST;
        }
        self.seq += 1;
        if op != Opcode::End {
            let phase = &mut self.sent[usize::from(op == Opcode::Probe)];
            phase.frames += 1;
            phase.tuples += n as u64;
        }
        self.frames.push(FrameBuilder::encode(&h, payload));
    }

    /// BUILD frames for table `t` holding `keys` (values derived from the keys).
    fn build(&mut self, sig: Signature, t: usize, keys: &[u64]) {
        let per_frame = MAX_PAYLOAD as usize / sig.build_width();
        for chunk in keys.chunks(per_frame) {
            let mut payload = Vec::new();
            for (i, &n) in chunk.iter().enumerate() {
                payload.extend(key(sig.k(), n));
                payload.extend(
                    (0..sig.v()).map(|b| (n as usize).wrapping_mul(7).wrapping_add(i + b) as u8),
                );
            }
            self.push(Opcode::Build, t as u8, chunk.len(), &payload);
        }
    }

    /// PROBE frames, a tuple being one key per table.
    fn probe(&mut self, sig: Signature, tuples: &[Vec<u64>]) {
        let per_frame = MAX_PAYLOAD as usize / sig.probe_width();
        for chunk in tuples.chunks(per_frame) {
            let mut payload = Vec::new();
            for (i, keys) in chunk.iter().enumerate() {
                for &n in keys {
                    payload.extend(key(sig.k(), n));
                }
                payload.extend((0..sig.v()).map(|b| (i * 3 + b) as u8));
            }
            self.push(Opcode::Probe, 0, chunk.len(), &payload);
        }
    }

    fn end(&mut self, phase: u8) {
        let counts = self.sent[usize::from(phase == PHASE_PROBE)];
        self.push(Opcode::End, phase, 0, &counts.encode());
    }
}

/// Feeds `frames` to `sw`; returns what each frame made it send.
fn run(sw: &mut SwitchModel, frames: &[Vec<u8>]) -> Vec<Vec<Emitted>> {
    frames.iter().map(|f| sw.receive(1, f)).collect()
}

/// The filters by definition: `[table][partition][bit]`, every key of
/// `keys[t]` setting its bit in both arrays of table `t`.
fn expected_filters(keys: &[Vec<u64>], filter_bits: u8) -> Vec<Vec<Vec<bool>>> {
    keys.iter()
        .map(|ks| {
            (0..FILTER_HASHES)
                .map(|p| {
                    let size = 1usize << filter_bits;
                    let mut bits = vec![false; size];
                    for &k in ks {
                        bits[filter_hash_by_definition(k, p) as usize % size] = true;
                    }
                    bits
                })
                .collect()
        })
        .collect()
}

/// Whether a probe tuple fails some table's filter, by definition.
fn rejected(filters: &[Vec<Vec<bool>>], tuple: &[u64]) -> bool {
    tuple.iter().zip(filters).any(|(&k, f)| {
        f.iter()
            .enumerate()
            .any(|(p, bits)| !bits[filter_hash_by_definition(k, p) as usize % bits.len()])
    })
}

/// The switch's filters, as booleans (empty when it has none).
fn switch_filters(sw: &SwitchModel, tables: usize) -> Vec<Vec<Vec<bool>>> {
    (0..tables)
        .filter_map(|t| {
            (0..FILTER_HASHES)
                .map(|p| sw.filter(t, p).map(|a| a.iter().by_vals().collect()))
                .collect::<Option<Vec<Vec<bool>>>>()
        })
        .collect()
}

/// The tuples of the `op` frames among `out`, in the order sent.
fn tuples_of(out: &[Vec<Emitted>], op: Opcode, width: usize) -> Vec<Vec<u8>> {
    out.iter()
        .flatten()
        .map(|e| FrameView::parse(&e.frame).unwrap())
        .filter(|v| v.header.opcode == op)
        .flat_map(|v| {
            v.payload
                .chunks(width)
                .map(<[u8]>::to_vec)
                .collect::<Vec<_>>()
        })
        .collect()
}

fn without_filtered(c: &Counters) -> Vec<(String, u64)> {
    Counter::all()
        .into_iter()
        .filter(|&c| c != Counter::Filtered)
        .map(|x| (x.name(), c.get(x)))
        .collect()
}

fn sigs() -> impl Strategy<Value = Signature> {
    prop::sample::select(vec![
        Signature::new(8, 8, 1).unwrap(),
        Signature::new(8, 8, 3).unwrap(),
        Signature::new(4, 8, 2).unwrap(),
        Signature::new(3, 5, 4).unwrap(),
    ])
}

/// A probe key for one table: a build key of the table (by index) or any key.
#[derive(Clone, Debug)]
enum Pick {
    Member(usize),
    Any(u64),
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// (a) no build key is ever filtered, (b) the output and every other
    /// counter are those of the same query without filters, (c) `filtered`
    /// counts exactly the tuples the definition rejects.
    #[test]
    fn filters_reject_only_foreign_keys_and_change_no_output(
        sig in sigs(),
        filter_bits in 1u8..=12,
        // Small tables overflow (SPILLs to compare); large ones mostly do
        // not (the frames must then be identical).
        bucket_bits in prop::sample::select(vec![0u8, 2, 5, 10, 12, 14]),
        narrow in any::<bool>(),
        builds in prop::collection::vec(prop::collection::vec(any::<u64>(), 0..300), 4),
        picks in prop::collection::vec(
            prop::collection::vec(
                prop_oneof![
                    any::<usize>().prop_map(Pick::Member),
                    any::<u64>().prop_map(Pick::Any),
                ],
                4,
            ),
            0..400,
        ),
    ) {
        let t = sig.t();
        // Keys fit the key width; `narrow` makes them repeat and collide.
        let width_mask = if sig.k() == 8 { u64::MAX } else { (1u64 << (8 * sig.k())) - 1 };
        let mask = if narrow { width_mask.min(0x3FF) } else { width_mask };
        let build_keys: Vec<Vec<u64>> =
            builds[..t].iter().map(|ks| ks.iter().map(|k| k & mask).collect()).collect();
        let pick = |tb: usize, p: &Pick| match *p {
            Pick::Member(i) if !build_keys[tb].is_empty() => build_keys[tb][i % build_keys[tb].len()],
            Pick::Member(i) => i as u64 & mask,
            Pick::Any(k) => k & mask,
        };
        let tuples: Vec<Vec<u64>> = picks
            .iter()
            .map(|ps| (0..t).map(|tb| pick(tb, &ps[tb])).collect())
            .collect();
        // Tuples of build keys only: each passes every table's filter.
        let members: Vec<Vec<u64>> = (0..build_keys.iter().map(Vec::len).max().unwrap_or(0))
            .filter(|_| build_keys.iter().all(|ks| !ks.is_empty()))
            .map(|i| (0..t).map(|tb| build_keys[tb][i % build_keys[tb].len()]).collect())
            .collect();

        let mut build = Source::new();
        for (tb, ks) in build_keys.iter().enumerate() {
            build.build(sig, tb, ks);
        }
        build.end(PHASE_BUILD);
        let mut member_probe = Source { seq: build.seq, frames: Vec::new(), sent: build.sent };
        member_probe.probe(sig, &members);
        let mut probe = Source { seq: member_probe.seq, frames: Vec::new(), sent: member_probe.sent };
        probe.probe(sig, &tuples);
        probe.end(PHASE_PROBE);

        let mut on = switch(sig, bucket_bits, filter_bits);
        let mut off = switch(sig, bucket_bits, 0);
        let on_build = run(&mut on, &build.frames);
        let off_build = run(&mut off, &build.frames);
        prop_assert_eq!(&on_build, &off_build, "build output");

        // The filters are the definition's, bit for bit.
        let want = expected_filters(&build_keys, filter_bits);
        prop_assert_eq!(&switch_filters(&on, t), &want);
        prop_assert!(switch_filters(&off, t).is_empty() && off.filter(0, 0).is_none());

        // (a)
        let before = on.counters().clone();
        let on_members = run(&mut on, &member_probe.frames);
        let off_members = run(&mut off, &member_probe.frames);
        prop_assert_eq!(on.counters().get(Counter::Filtered), 0, "a build key was filtered");
        prop_assert_eq!(
            on.counters().get(Counter::Misses),
            before.get(Counter::Misses),
            "a tuple of build keys missed"
        );
        prop_assert_eq!(
            on.counters().get(Counter::Probes) - before.get(Counter::Probes),
            members.len() as u64
        );
        prop_assert_eq!(&on_members, &off_members, "member probe output");

        // (b)
        let on_probe = run(&mut on, &probe.frames);
        let off_probe = run(&mut off, &probe.frames);
        prop_assert_eq!(off.counters().get(Counter::Filtered), 0);
        let (on_c, off_c) = (on.counters(), off.counters());
        if off_c.get(Counter::Overflows) == 0 {
            prop_assert_eq!(&on_probe, &off_probe, "probe output");
            prop_assert_eq!(without_filtered(on_c), without_filtered(off_c));
        }
        // With or without overflow: the same RESULT tuples, and the SPILL
        // tuples less those the definition rejects, each of which became a
        // filtered miss.
        let result_width = sig.result_width_of(ResultShape::Probe);
        prop_assert_eq!(
            tuples_of(&on_probe, Opcode::Result, result_width),
            tuples_of(&off_probe, Opcode::Result, result_width)
        );
        let keys_of = |spill: &[u8]| -> Vec<u64> {
            spill[..t * sig.k()].chunks(sig.k()).map(netjoin_proto::key_to_u64).collect()
        };
        let off_spills = tuples_of(&off_probe, Opcode::Spill, sig.spill_width());
        let kept: Vec<Vec<u8>> =
            off_spills.iter().filter(|sp| !rejected(&want, &keys_of(sp))).cloned().collect();
        prop_assert_eq!(&tuples_of(&on_probe, Opcode::Spill, sig.spill_width()), &kept);
        let unspilled = (off_spills.len() - kept.len()) as u64;
        prop_assert_eq!(on_c.get(Counter::Spills), off_c.get(Counter::Spills) - unspilled);
        prop_assert_eq!(on_c.get(Counter::Misses), off_c.get(Counter::Misses) + unspilled);
        for c in [Counter::Probes, Counter::Matches, Counter::ResultTuples, Counter::Inserts,
                  Counter::Overflows, Counter::FramesAccepted, Counter::FramesIn] {
            prop_assert_eq!(on_c.get(c), off_c.get(c), "{}", c.name());
        }

        // (c)
        let expected = tuples.iter().filter(|tp| rejected(&want, tp)).count() as u64;
        prop_assert_eq!(on.counters().get(Counter::Filtered), expected);
        prop_assert!(on.counters().get(Counter::Filtered) <= on.counters().get(Counter::Misses));
        // Probing reads the filters, never writes them.
        prop_assert_eq!(&switch_filters(&on, t), &want);
    }

    /// (d) Keys of a dense range below 2^f take distinct bits: probing every
    /// key of the range, exactly those missing from some table are filtered
    /// (no false positive), and each array has one bit per key built.
    #[test]
    fn dense_keys_have_no_false_positives(
        filter_bits in 1u8..=12,
        tables in 1usize..=3,
        members in prop::collection::vec(prop::collection::vec(any::<bool>(), 1 << 12), 3),
    ) {
        let sig = Signature::new(8, 8, tables as u8).unwrap();
        let n = 1u64 << filter_bits;
        let built: Vec<Vec<u64>> = members[..tables]
            .iter()
            .map(|m| (0..n).filter(|&k| m[k as usize]).collect())
            .collect();
        let mut src = Source::new();
        for (tb, ks) in built.iter().enumerate() {
            src.build(sig, tb, ks);
        }
        let everywhere = (0..n)
            .filter(|&k| members[..tables].iter().all(|m| m[k as usize]))
            .count() as u64;
        let tuples: Vec<Vec<u64>> = (0..n).map(|k| vec![k; tables]).collect();
        src.probe(sig, &tuples);
        let mut sw = switch(sig, 12, filter_bits);
        run(&mut sw, &src.frames);
        for (tb, ks) in built.iter().enumerate() {
            for p in 0..FILTER_HASHES {
                let a = sw.filter(tb, p).unwrap();
                prop_assert_eq!(a.len() as u64, n);
                prop_assert_eq!(a.count_ones(), ks.len(), "table {} array {}", tb, p);
            }
        }
        prop_assert_eq!(sw.counters().get(Counter::Filtered), n - everywhere);
        // The keys in every table are all found; the filter decided every miss.
        prop_assert_eq!(sw.counters().get(Counter::Misses), n - everywhere);
        prop_assert_eq!(
            sw.counters().get(Counter::Matches) + sw.counters().get(Counter::Spills),
            everywhere
        );
    }
}

/// CONFIGURE clears the filters: the next query sees none of the bits the
/// previous one set, whatever its size, and filter_bits 0 leaves none.
#[test]
fn configure_clears_the_filters() {
    let sig = Signature::new(8, 8, 2).unwrap();
    let keys: Vec<u64> = (0..100).map(|i| i * 7919).collect();
    let mut first = Source::new();
    first.build(sig, 0, &keys);
    first.build(sig, 1, &keys);
    let tuples: Vec<Vec<u64>> = keys.iter().map(|&k| vec![k, k]).collect();
    first.probe(sig, &tuples);
    let mut sw = switch(sig, 6, 10);
    run(&mut sw, &first.frames);
    assert_eq!(sw.counters().get(Counter::Filtered), 0);
    assert!(sw.filter(1, 1).unwrap().any());

    for filter_bits in [10u8, 6, 14] {
        configure(&mut sw, 6, filter_bits);
        assert_eq!(sw.filter_bits(), Some(filter_bits));
        for t in 0..2 {
            for p in 0..FILTER_HASHES {
                let a = sw.filter(t, p).unwrap();
                assert_eq!(a.len(), 1 << filter_bits);
                assert!(
                    a.not_any(),
                    "filter_bits {filter_bits}: table {t} array {p}"
                );
            }
        }
        // The first query's keys are not in this one's tables: every probe
        // tuple is rejected by an empty filter, without a bucket read.
        let before = sw.counters().get(Counter::Filtered);
        let mut probe_only = Source::new();
        probe_only.probe(sig, &tuples);
        let out = run(&mut sw, &probe_only.frames);
        assert!(out.iter().all(|o| o.is_empty()), "no RESULT, no SPILL");
        assert_eq!(
            sw.counters().get(Counter::Filtered) - before,
            keys.len() as u64
        );
    }
    configure(&mut sw, 6, 0);
    assert_eq!(sw.filter_bits(), Some(0));
    assert!(sw.filter(0, 0).is_none());
    // RESET ends the query: no filters to read.
    configure(&mut sw, 6, 8);
    assert!(sw.filter(0, 0).is_some());
    assert_eq!(control(&mut sw, ControlCommand::Reset, &[]).0, 0);
    assert!(sw.filter(0, 0).is_none() && sw.filter_bits().is_none());
}

/// filter_bits above FILTER_BITS_MAX is malformed (status 2) once a
/// signature is loaded, and the refused CONFIGURE changes nothing; before
/// any signature, the answer is status 4 as for any CONFIGURE.
#[test]
fn filter_bits_above_the_maximum_are_refused_and_change_nothing() {
    let sig = Signature::new(8, 8, 1).unwrap();
    let too_many = query(4, FILTER_BITS_MAX + 1);
    assert_eq!(FILTER_BITS_MAX + 1, 19);

    let mut blank = SwitchModel::new(SwitchConfig::default());
    assert_eq!(
        control(&mut blank, ControlCommand::Configure, &too_many.encode()),
        (ControlStatus::NoSignature as u8, vec![])
    );

    let mut sw = switch(sig, 4, 8);
    let mut src = Source::new();
    src.build(sig, 0, &[1, 2, 3]);
    run(&mut sw, &src.frames);
    let filter: Vec<bool> = sw.filter(0, 0).unwrap().iter().by_vals().collect();
    let memory = sw.memory().to_vec();
    for bits in [FILTER_BITS_MAX + 1, 32, 255] {
        let q = ConfigureQuery {
            filter_bits: bits,
            ..too_many
        };
        assert_eq!(
            control(&mut sw, ControlCommand::Configure, &q.encode()),
            (ControlStatus::Malformed as u8, vec![]),
            "filter_bits {bits}"
        );
    }
    // The query in force goes on: same filters, tables and numbering.
    assert_eq!(sw.filter_bits(), Some(8));
    let after: Vec<bool> = sw.filter(0, 0).unwrap().iter().by_vals().collect();
    assert_eq!(after, filter);
    assert_eq!(sw.memory(), &memory[..]);
    src.frames.clear();
    src.build(sig, 0, &[4]);
    src.probe(sig, &[vec![4], vec![1], vec![99]]);
    run(&mut sw, &src.frames);
    assert_eq!(sw.counters().get(Counter::Inserts), 4);
    assert_eq!(sw.counters().get(Counter::Matches), 2);
    assert_eq!(sw.counters().get(Counter::Filtered), 1);

    // The largest size is accepted.
    configure(&mut sw, 4, FILTER_BITS_MAX);
    assert_eq!(sw.filter(0, 1).unwrap().len(), 1 << FILTER_BITS_MAX);
}

/// Tuples that overflow their bucket set their filter bits like stored ones:
/// probed, they are spilled (the host finds them), never filtered.
#[test]
fn overflowed_build_keys_pass_the_filter() {
    let sig = Signature::new(8, 8, 1).unwrap();
    let keys: Vec<u64> = (0..40).map(|i| 0x1234_5678_9ABC_0000 + i * 31).collect();
    let mut src = Source::new();
    src.build(sig, 0, &keys);
    let tuples: Vec<Vec<u64>> = keys.iter().map(|&k| vec![k]).collect();
    src.probe(sig, &tuples);
    // One bucket of 3 slots: 37 of the 40 keys overflow.
    let mut sw = switch(sig, 0, 12);
    run(&mut sw, &src.frames);
    let c = sw.counters();
    assert_eq!(c.get(Counter::Inserts), 3);
    assert_eq!(c.get(Counter::Overflows), 37);
    assert_eq!(c.get(Counter::Filtered), 0);
    assert_eq!(c.get(Counter::Misses), 0);
    assert_eq!(c.get(Counter::Spills), 40);
    let want = expected_filters(&[keys], 12);
    assert_eq!(switch_filters(&sw, 1), want);
}
