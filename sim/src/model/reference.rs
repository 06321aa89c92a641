//! The per-tuple BUILD and PROBE exactly as first written: the reference
//! the batched kernels of `fastpath` are checked against (the tests of
//! `model` run both on the same frames and compare everything observable).
//! Its membership filters are its own too: plain `bool`s indexed by the
//! filter hash's definition, not the fast path's bit vectors and byte tables.

use super::{Emitted, Route, SwitchModel};
use netjoin_proto::bucket::{self, BucketRef};
use netjoin_proto::counters::Counter;
use netjoin_proto::frame::{FrameView, TupleFramer};
use netjoin_proto::hash::{filter_hash_by_definition, FILTER_HASHES};
use netjoin_proto::header::Opcode;
use netjoin_proto::{bucket_of, key_to_u64, Signature, LINE_BYTES};

/// The reference's filters as CONFIGURE leaves them (PROTOCOL.md §6.3):
/// `[table][partition]`, `2^filter_bits` bits each, all clear; none with
/// `filter_bits` 0.
pub(super) fn cleared_filters(tables: usize, filter_bits: u8) -> Vec<Vec<Vec<bool>>> {
    if filter_bits == 0 {
        return Vec::new();
    }
    vec![vec![vec![false; 1 << filter_bits]; FILTER_HASHES]; tables]
}

/// The bit of `key` in filter array `p` of `2^filter_bits` bits: its hash
/// modulo the array's size.
fn filter_index(key: &[u8], p: usize, filter_bits: u8) -> usize {
    filter_hash_by_definition(key_to_u64(key), p) as usize % (1usize << filter_bits)
}

/// Offset in `self.memory` of bucket `b` of table `t`.
fn bucket_offset(base: usize, sig: &Signature, b: u32, t: usize) -> usize {
    base + (b as usize * sig.t() + t) * sig.geometry().lines * LINE_BYTES
}

impl SwitchModel {
    /// The straightforward per-tuple BUILD: the reference the batched
    /// kernel ([`SwitchModel::build`]) is tested against.
    pub(super) fn build_reference(
        &mut self,
        sig: &Signature,
        route: Route,
        view: &FrameView,
        out: &mut Vec<Emitted>,
    ) {
        let t = view.header.table as usize;
        let geom = sig.geometry();
        let bits = self.q().conf.table_bucket_bits(sig, t);
        let max_payload = self.q().conf.max_payload as usize;
        let mut overflow = TupleFramer::new(
            self.out_header(Opcode::Overflow, t as u8, route.dst),
            sig.build_width(),
            max_payload,
        );
        let mut frames = Vec::new();
        let x = &mut self.contexts[self.cur];
        let q = x.query.as_mut().expect("configured");
        let mut seq = *q.seq(route.slot);
        let filter_bits = q.conf.filter_bits;
        let (mut inserts, mut overflows) = (0u64, 0u64);
        for tuple in view.tuples(sig.build_width()) {
            // Stored or not, the key is in the table: its filter bits are set.
            if filter_bits > 0 {
                for p in 0..FILTER_HASHES {
                    let i = filter_index(&tuple[..sig.k()], p, filter_bits);
                    x.reference_filters[t][p][i] = true;
                }
            }
            let b = bucket_of(&tuple[..sig.k()], bits);
            let off = bucket_offset(x.mem_base, sig, b, t);
            x.memory.mark(off, off + geom.bucket_bytes() - 1);
            if bucket::insert(
                &mut x.memory.bytes[off..off + geom.bucket_bytes()],
                geom,
                tuple,
            ) {
                inserts += 1;
            } else {
                overflows += 1;
                frames.extend(overflow.push(&mut seq, tuple));
            }
        }
        frames.extend(overflow.finish(&mut seq));
        *q.seq(route.slot) = seq;
        let src = &mut q.sources[view.header.source as usize];
        src.accepted[0].frames += 1;
        src.accepted[0].tuples += view.header.tuple_count as u64;
        q.sent[0].frames += frames.len() as u32;
        q.sent[0].tuples += overflows;
        self.count(Counter::Inserts, inserts);
        self.count(Counter::Overflows, overflows);
        let port = route.port;
        out.extend(frames.into_iter().map(|frame| Emitted { port, frame }));
    }

    /// The straightforward per-tuple PROBE: the reference the batched
    /// kernel ([`SwitchModel::probe`]) is tested against.
    pub(super) fn probe_reference(
        &mut self,
        sig: &Signature,
        route: Route,
        view: &FrameView,
        out: &mut Vec<Emitted>,
    ) {
        let geom = sig.geometry();
        let (k, t_count) = (sig.k(), sig.t());
        let q = self.q();
        let conf = q.conf;
        let filter_bits = q.conf.filter_bits;
        let max_payload = q.conf.max_payload as usize;
        let shape = q.conf.shape;
        let mut results = TupleFramer::new(
            self.out_header(Opcode::Result, 0, route.dst),
            sig.result_width_of(shape),
            max_payload,
        );
        let mut spills = TupleFramer::new(
            self.out_header(Opcode::Spill, 0, route.dst),
            sig.spill_width(),
            max_payload,
        );
        let (mut result_frames, mut spill_frames) = (Vec::new(), Vec::new());
        let x = &mut self.contexts[self.cur];
        let q = x.query.as_mut().expect("configured");
        q.probe_started = true;
        let mut seq = *q.seq(route.slot);
        let (mut matches, mut misses, mut spilled) = (0u64, 0u64, 0u64);
        let mut filtered = 0u64;
        let mut offsets = [0usize; netjoin_proto::MAX_TABLES];
        let mut hits: [&[u8]; netjoin_proto::MAX_TABLES] = [&[]; netjoin_proto::MAX_TABLES];
        // Results are framed in input order first; spills are collected and
        // framed after, so the two streams keep their own input order.
        let mut spill_tuples: Vec<(usize, [usize; netjoin_proto::MAX_TABLES])> = Vec::new();
        for (i, tuple) in view.tuples(sig.probe_width()).enumerate() {
            // A key whose bit is clear in some array of its table's filter
            // is in no BUILD tuple of that table: a miss, no bucket read.
            let rejected = filter_bits > 0
                && (0..t_count).any(|t| {
                    let key = &tuple[t * k..(t + 1) * k];
                    (0..FILTER_HASHES)
                        .any(|p| !x.reference_filters[t][p][filter_index(key, p, filter_bits)])
                });
            if rejected {
                misses += 1;
                filtered += 1;
                continue;
            }
            let mut miss = false;
            let mut ambiguous = false;
            for t in 0..t_count {
                let key = &tuple[t * k..(t + 1) * k];
                let bits = conf.table_bucket_bits(sig, t);
                let off = bucket_offset(x.mem_base, sig, bucket_of(key, bits), t);
                offsets[t] = off;
                let bref = BucketRef::new(&x.memory.bytes[off..off + geom.bucket_bytes()], geom, k);
                let mut m = bref.matches(key);
                match (m.next(), m.next()) {
                    (None, _) if !bref.overflowed() => miss = true,
                    (Some(v), None) if !bref.overflowed() => hits[t] = v,
                    _ => ambiguous = true,
                }
            }
            if miss {
                misses += 1;
            } else if ambiguous {
                spilled += 1;
                spill_tuples.push((i, offsets));
            } else {
                matches += 1;
                result_frames.extend(results.push_with(&mut seq, |b| {
                    b.extend_from_slice(&tuple[sig.result_carries_from(shape)..]);
                    for hit in &hits[..t_count] {
                        b.extend_from_slice(hit);
                    }
                }));
            }
        }
        result_frames.extend(results.finish(&mut seq));
        let probe_width = sig.probe_width();
        for (i, offs) in &spill_tuples {
            let tuple = &view.payload[i * probe_width..(i + 1) * probe_width];
            spill_frames.extend(spills.push_with(&mut seq, |b| {
                b.extend_from_slice(tuple);
                for off in &offs[..t_count] {
                    b.extend_from_slice(&x.memory.bytes[*off..*off + geom.bucket_bytes()]);
                }
            }));
        }
        spill_frames.extend(spills.finish(&mut seq));
        *q.seq(route.slot) = seq;
        let src = &mut q.sources[view.header.source as usize];
        src.accepted[1].frames += 1;
        src.accepted[1].tuples += view.header.tuple_count as u64;
        q.sent[1].frames += (result_frames.len() + spill_frames.len()) as u32;
        q.sent[1].tuples += matches;
        q.sent[1].aux += spilled;
        self.count(Counter::Probes, view.header.tuple_count as u64);
        self.count(Counter::Matches, matches);
        self.count(Counter::Misses, misses);
        self.count(Counter::Filtered, filtered);
        self.count(Counter::Spills, spilled);
        self.count(Counter::ResultTuples, matches);
        let port = route.port;
        out.extend(
            result_frames
                .into_iter()
                .chain(spill_frames)
                .map(|frame| Emitted { port, frame }),
        );
    }
}

/// The batched kernels against the reference: same frames out (bytes,
/// ports, order), same counters, same memory image, frame by frame.
#[cfg(test)]
mod tests {
    use super::super::{SwitchConfig, SwitchModel};
    use netjoin_proto::control::{ConfigureQuery, ControlCommand, SignatureRecord};
    use netjoin_proto::frame::FrameBuilder;
    use netjoin_proto::{
        Header, Mac, Opcode, ResultShape, Signature, COORDINATOR_SOURCE, FLAG_ACK_REQUEST,
        MAX_PAYLOAD_JUMBO,
    };
    use proptest::prelude::*;

    const QUERY: u16 = 9;
    const TOKEN: u64 = 0xC0FF_EE00_5EED_0001;

    fn control(sw: &mut SwitchModel, cmd: ControlCommand, payload: &[u8]) {
        let mut h = Header::new(
            Opcode::Control,
            sw.config().mac,
            Mac::local(COORDINATOR_SOURCE),
        );
        h.source = COORDINATOR_SOURCE;
        h.query_id = QUERY;
        h.table = cmd as u8;
        let out = sw.receive(1, &FrameBuilder::encode(&h, payload));
        assert_eq!(out.len(), 1);
    }

    fn switch(
        sig: Signature,
        (bits, filter_bits, onchip): (u8, u8, u8),
        max_payload: u16,
        reference: bool,
        shape: ResultShape,
    ) -> SwitchModel {
        let mut sw = SwitchModel::new(SwitchConfig::default());
        sw.use_reference = reference;
        control(
            &mut sw,
            ControlCommand::LoadSignature,
            &SignatureRecord::new(sig).encode(),
        );
        let conf = ConfigureQuery {
            token: TOKEN,
            bucket_bits: bits,
            num_sources: 1,
            max_payload,
            sink: Mac::local(COORDINATOR_SOURCE),
            routing: netjoin_proto::ResultRouting::Sink,
            shape,
            filter_bits,
            onchip,
            context: 0,
        };
        control(&mut sw, ControlCommand::Configure, &conf.encode());
        sw
    }

    /// A key of `k` bytes holding `n` (big-endian, truncated to the width).
    fn key(k: usize, n: u64) -> Vec<u8> {
        n.to_be_bytes()[8 - k..].to_vec()
    }

    /// Deterministic filler bytes for values and payloads.
    fn filler(seed: u64, len: usize) -> Vec<u8> {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        (0..len)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect()
    }

    fn frame(
        sw: &SwitchModel,
        op: Opcode,
        table: u8,
        seq: u32,
        n: usize,
        payload: &[u8],
    ) -> Vec<u8> {
        let mut h = Header::new(op, sw.config().mac, Mac::local(0));
        h.query_id = QUERY;
        h.token = TOKEN;
        h.table = table;
        h.seq = seq;
        h.tuple_count = n as u16;
        // Every third frame asks for an ACK, so ACKs interleave with the output.
        if seq % 3 == 2 {
            h.flags = FLAG_ACK_REQUEST;
        }
        FrameBuilder::encode(&h, payload)
    }

    /// Runs `builds` (table, keys) then `probes` (key per table) through a
    /// fast and a reference switch and compares everything observable. A
    /// third switch gets each frame with its output prepared `lag` frames
    /// earlier ([`SwitchModel::prepare_probe`], stale when a build came in
    /// between) and must match too. `bits` are the bucket and filter bits.
    fn compare(
        sig: Signature,
        bits: (u8, u8, u8),
        (max_payload, shape): (u16, ResultShape),
        lag: usize,
        builds: &[(u8, Vec<u64>)],
        probes: &[Vec<Vec<u64>>],
    ) -> Result<(), TestCaseError> {
        let mut fast = switch(sig, bits, max_payload, false, shape);
        let mut refr = switch(sig, bits, max_payload, true, shape);
        let mut prep = switch(sig, bits, max_payload, false, shape);
        let (k, v, t) = (sig.k(), sig.v(), sig.t());
        let mut seq = 0u32;
        let mut frames = Vec::new();
        for (table, keys) in builds {
            let table = *table as usize % t;
            let mut payload = Vec::new();
            for (i, &n) in keys.iter().enumerate() {
                payload.extend(key(k, n));
                payload.extend(filler(n ^ (i as u64) << 32 ^ seq as u64, v));
            }
            frames.push(frame(
                &fast,
                Opcode::Build,
                table as u8,
                seq,
                keys.len(),
                &payload,
            ));
            seq += 1;
        }
        for tuples in probes {
            let mut payload = Vec::new();
            for (i, keys) in tuples.iter().enumerate() {
                for tt in 0..t {
                    payload.extend(key(k, keys[tt % keys.len()]));
                }
                payload.extend(filler(i as u64 + 7 * seq as u64, v));
            }
            frames.push(frame(&fast, Opcode::Probe, 0, seq, tuples.len(), &payload));
            seq += 1;
        }
        let mut prepared: Vec<Option<super::super::PreparedProbe>> = Vec::new();
        prepared.resize_with(frames.len(), || None);
        for i in 0..lag.min(frames.len()) {
            prepared[i] = prep.prepare_probe(&frames[i]);
        }
        for (i, f) in frames.iter().enumerate() {
            if let Some(ahead) = frames.get(i + lag) {
                prepared[i + lag] = prep.prepare_probe(ahead);
            }
            let a = fast.receive(2, f);
            let b = refr.receive(2, f);
            let mut c = Vec::new();
            prep.receive_prepared(2, f, prepared[i].take(), &mut c);
            prop_assert_eq!(&a, &b, "output of frame {}", i);
            prop_assert_eq!(&a, &c, "prepared output of frame {}", i);
            prop_assert_eq!(
                fast.counters(),
                refr.counters(),
                "counters after frame {}",
                i
            );
            prop_assert_eq!(
                fast.counters(),
                prep.counters(),
                "counters after prepared frame {}",
                i
            );
        }
        prop_assert!(fast.memory() == refr.memory(), "memory image");
        prop_assert!(fast.memory() == prep.memory(), "memory image (prepared)");
        // The filters, bit for bit: the bit vectors of the fast path against
        // the reference's own booleans.
        prop_assert_eq!(fast.filter_bits(), Some(bits.1));
        for table in 0..t {
            for p in 0..netjoin_proto::FILTER_HASHES {
                let reference = refr.contexts[0].reference_filters.get(table).map(|f| &f[p]);
                let fast_bits = fast
                    .filter(table, p)
                    .map(|f| f.iter().by_vals().collect::<Vec<bool>>());
                prop_assert_eq!(fast_bits.as_ref(), reference, "filter {} {}", table, p);
                prop_assert_eq!(fast.filter(table, p), prep.filter(table, p));
            }
        }
        prop_assert!(fast.filter(t, 0).is_none());
        prop_assert!(fast.filter(0, netjoin_proto::FILTER_HASHES).is_none());
        Ok(())
    }

    fn sigs() -> impl Strategy<Value = Signature> {
        prop::sample::select(vec![
            Signature::new(8, 8, 1).unwrap(),
            Signature::new(8, 8, 3).unwrap(),
            Signature::new(8, 16, 4).unwrap(),
            // Short keys and multi-line buckets take other code paths.
            Signature::new(3, 5, 2).unwrap(),
            Signature::new(8, 64, 2).unwrap(),
        ])
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// Few buckets and a small key range: duplicates, collisions, full
        /// buckets and overflow, misses, and all of them mixed in one frame.
        #[test]
        fn batched_kernels_match_the_reference(
            sig in sigs(),
            bits in 0u8..6,
            // Small arrays fill up (false positives), large ones reject most
            // foreign keys; 0 is no filter.
            filter_bits in prop::sample::select(vec![0u8, 0, 1, 4, 7, 10, 18]),
            onchip in 0u8..16,
            extra_payload in 0usize..2000,
            lag in 0usize..4,
            payload_only in any::<bool>(),
            key_range in 1u64..200,
            builds in prop::collection::vec((0u8..8, prop::collection::vec(any::<u64>(), 0..60)), 0..12),
            probes in prop::collection::vec(prop::collection::vec(prop::collection::vec(any::<u64>(), 1..8), 0..60), 0..8),
        ) {
            let max_payload = (sig.spill_width() + extra_payload).min(MAX_PAYLOAD_JUMBO) as u16;
            // Keys from a small range so that they repeat; a few huge ones miss.
            let squash = |n: u64| if n.is_multiple_of(17) { n } else { n % key_range };
            let builds: Vec<(u8, Vec<u64>)> = builds
                .into_iter()
                .map(|(t, keys)| (t, keys.into_iter().map(squash).collect()))
                .collect();
            let probes: Vec<Vec<Vec<u64>>> = probes
                .into_iter()
                .map(|f| f.into_iter().map(|ks| ks.into_iter().map(squash).collect()).collect())
                .collect();
            let shape = if payload_only { ResultShape::Payload } else { ResultShape::Probe };
            compare(sig, (bits, filter_bits, onchip), (max_payload, shape), lag, &builds, &probes)?;
        }
    }

    /// A large table and frames at the payload limit, as the benchmarks run.
    #[test]
    fn batched_kernels_match_the_reference_at_scale() {
        for sig in [
            Signature::new(8, 8, 3).unwrap(),
            Signature::new(8, 16, 4).unwrap(),
        ] {
            let per_build = 1474 / sig.build_width();
            let builds: Vec<(u8, Vec<u64>)> = (0..sig.t() * 40)
                .map(|f| {
                    let keys = (0..per_build as u64).map(|i| (f / sig.t() * per_build) as u64 + i);
                    ((f % sig.t()) as u8, keys.collect())
                })
                .collect();
            let n = (40 * per_build) as u64;
            let probes: Vec<Vec<Vec<u64>>> = (0..40u64)
                .map(|f| {
                    (0..40u64)
                        .map(|i| {
                            (0..sig.t() as u64)
                                .map(|t| (f * 131 + i * 17 + t * 7) % (n + n / 50))
                                .collect()
                        })
                        .collect()
                })
                .collect();
            for shape in [ResultShape::Probe, ResultShape::Payload] {
                for filter_bits in [0, 12, 16] {
                    compare(
                        sig,
                        (10, filter_bits, 0),
                        (1474, shape),
                        1,
                        &builds,
                        &probes,
                    )
                    .unwrap();
                }
                // Tables 0 and 2 on chip, with fewer buckets than the others.
                compare(sig, (16, 12, 0b101), (1474, shape), 1, &builds, &probes).unwrap();
            }
        }
    }

    /// Table memory is recycled (same model after CONFIGURE or RESET, or a
    /// later model of the process): it must read all zero again, and the
    /// next query must behave as on a fresh switch.
    #[test]
    fn recycled_table_memory_is_zero_and_behaves_as_fresh() {
        let sig = Signature::new(8, 8, 3).unwrap();
        let fill = |sw: &mut SwitchModel| {
            let keys: Vec<u64> = (0..90).map(|i| i * 7919).collect();
            let mut payload = Vec::new();
            for &n in &keys {
                payload.extend(key(8, n));
                payload.extend(filler(n, 8));
            }
            let f = frame(sw, Opcode::Build, 1, 0, keys.len(), &payload);
            sw.receive(2, &f);
            assert!(sw.memory().iter().any(|&b| b != 0));
        };
        for bits in [8u8, 6, 10, 8] {
            let mut sw = switch(sig, (bits, 0, 0), 1474, false, ResultShape::Probe);
            assert!(
                sw.memory().iter().all(|&b| b == 0),
                "fresh model, bits {bits}"
            );
            fill(&mut sw);
            // Reconfigure the same model, smaller and larger.
            for again in [bits, bits.saturating_sub(2), bits + 1] {
                let conf = ConfigureQuery {
                    token: TOKEN,
                    bucket_bits: again,
                    num_sources: 1,
                    max_payload: 1474,
                    sink: Mac::local(COORDINATOR_SOURCE),
                    routing: netjoin_proto::ResultRouting::Sink,
                    shape: netjoin_proto::ResultShape::Probe,
                    filter_bits: 0,
                    onchip: 0,
                    context: 0,
                };
                control(&mut sw, ControlCommand::Configure, &conf.encode());
                assert_eq!(sw.memory().len(), 3 << again << 6);
                assert!(
                    sw.memory().iter().all(|&b| b == 0),
                    "reconfigured to {again}"
                );
                fill(&mut sw);
            }
            control(&mut sw, ControlCommand::Reset, &[]);
            assert!(sw.memory().is_empty());
        }
        // And the next query on recycled memory matches the reference.
        compare(
            sig,
            (8, 0, 0),
            (1474, ResultShape::Probe),
            0,
            &[(0, (0..200).collect())],
            &[vec![vec![1, 2, 3]; 50]],
        )
        .unwrap();
    }

    /// An output prepared before a build that changes it, or for another
    /// frame, is not used: the switch sends what it would without it.
    #[test]
    fn stale_or_foreign_prepared_output_is_recomputed() {
        let sig = Signature::new(8, 8, 1).unwrap();
        let build = |sw: &SwitchModel, seq: u32, n: u64| {
            let mut payload = key(8, n);
            payload.extend(filler(n, 8));
            frame(sw, Opcode::Build, 0, seq, 1, &payload)
        };
        let probe = |sw: &SwitchModel, seq: u32, n: u64| {
            let mut payload = key(8, n);
            payload.extend(filler(n, 8));
            frame(sw, Opcode::Probe, 0, seq, 1, &payload)
        };
        // With filters: the early output is a filtered miss, which the build
        // of its key makes stale as it does a bucket's.
        let mut sw = switch(sig, (4, 8, 0), 1474, false, ResultShape::Probe);
        let mut plain = switch(sig, (4, 8, 0), 1474, false, ResultShape::Probe);
        let p1 = probe(&sw, 1, 42);
        // Prepared while key 42 is not in the table: a miss, no RESULT.
        let early = sw.prepare_probe(&p1).expect("a probe of the query");
        assert!(early.probe.frames.is_empty());
        assert_eq!((early.probe.misses, early.probe.filtered), (1, 1));
        for sw in [&mut sw, &mut plain] {
            let b = build(sw, 0, 42);
            sw.receive(2, &b);
        }
        let mut out = Vec::new();
        sw.receive_prepared(2, &p1, Some(early), &mut out);
        assert_eq!(out, plain.receive(2, &p1));
        let results: Vec<_> = out
            .iter()
            .map(|e| {
                netjoin_proto::frame::FrameView::parse(&e.frame)
                    .unwrap()
                    .header
            })
            .filter(|h| h.opcode == Opcode::Result)
            .collect();
        assert_eq!(results.len(), 1, "the match made by the build");
        assert_eq!(results[0].tuple_count, 1);
        // Prepared for frame seq 2 and offered with frame seq 3.
        let p2 = probe(&sw, 2, 7);
        let p3 = probe(&sw, 3, 42);
        let foreign = sw.prepare_probe(&p2).unwrap();
        sw.receive_prepared(2, &p2, None, &mut Vec::new());
        plain.receive(2, &p2);
        let mut out = Vec::new();
        sw.receive_prepared(2, &p3, Some(foreign), &mut out);
        assert_eq!(out, plain.receive(2, &p3));
        assert_eq!(sw.counters(), plain.counters());
        assert_eq!(
            sw.counters().get(netjoin_proto::counters::Counter::Matches),
            2
        );
        // Key 7 was never built: filtered (no key but 42 is in a 256-bit
        // filter, and 7 and 42 are below 2^8, so their bits differ).
        assert_eq!(
            sw.counters()
                .get(netjoin_proto::counters::Counter::Filtered),
            1
        );
        // Not a probe of this query: nothing to prepare.
        assert!(sw.prepare_probe(&build(&sw, 4, 1)).is_none());
    }
}
