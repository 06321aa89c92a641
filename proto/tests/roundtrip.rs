//! Property-based round trips of every encoded structure.

use netjoin_proto::control::{ConfigureQuery, PhaseCounts, SignatureRecord};
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::frame::{FrameBuilder, FrameView, TupleFramer};
use netjoin_proto::{
    DropReason, Header, Mac, Opcode, Signature, ETH_MIN_FRAME, HEADER_LEN, MAX_PAYLOAD_JUMBO,
};
use proptest::prelude::*;

fn opcode() -> impl Strategy<Value = Opcode> {
    (1u8..=9).prop_map(|v| Opcode::from_u8(v).unwrap())
}

fn header() -> impl Strategy<Value = Header> {
    (
        (any::<[u8; 6]>(), any::<[u8; 6]>(), opcode()),
        (
            any::<u16>(),
            any::<u16>(),
            any::<u8>(),
            any::<u8>(),
            any::<u16>(),
        ),
        (any::<u32>(), any::<u64>()),
    )
        .prop_map(|((d, s, op), (q, src, t, fl, n), (seq, tok))| Header {
            dst: Mac(d),
            src: Mac(s),
            opcode: op,
            query_id: q,
            source: src,
            table: t,
            flags: fl,
            tuple_count: n,
            seq,
            payload_len: 0,
            token: tok,
        })
}

proptest! {
    #[test]
    fn header_and_payload_round_trip(h in header(), payload in proptest::collection::vec(any::<u8>(), 0..2000)) {
        let f = FrameBuilder::encode(&h, &payload);
        prop_assert_eq!(f.len(), (HEADER_LEN + payload.len()).max(ETH_MIN_FRAME));
        let v = FrameView::parse(&f).unwrap();
        let mut want = h;
        want.payload_len = payload.len() as u16;
        prop_assert_eq!(v.header, want);
        prop_assert_eq!(v.payload, &payload[..]);
    }

    #[test]
    fn any_truncation_is_detected(h in header(), payload in proptest::collection::vec(any::<u8>(), 21..600), cut in 1usize..600) {
        let f = FrameBuilder::encode(&h, &payload);
        let cut = cut.min(f.len() - 1);
        let short = &f[..f.len() - cut];
        // Padding is only legal below 60 B, and these frames are longer than that.
        prop_assert!(matches!(Header::parse(short), Err(DropReason::Truncated)));
    }

    #[test]
    fn trailing_garbage_beyond_padding_is_a_length_error(h in header(), payload in proptest::collection::vec(any::<u8>(), 0..600), extra in 1usize..100) {
        let mut f = FrameBuilder::encode(&h, &payload);
        let target = (HEADER_LEN + payload.len()).max(ETH_MIN_FRAME) + extra;
        f.resize(target, 0xAA);
        prop_assert_eq!(Header::parse(&f).unwrap_err(), DropReason::Length);
    }

    #[test]
    fn tuples_survive_framing(width in 1usize..300, n in 0usize..200, max_payload in 300usize..=MAX_PAYLOAD_JUMBO, seed in any::<u8>()) {
        let tuples: Vec<Vec<u8>> = (0..n).map(|i| (0..width).map(|j| (i * 31 + j * 7) as u8 ^ seed).collect()).collect();
        let mut fr = TupleFramer::new(Header::new(Opcode::Probe, Mac::local(1), Mac::local(2)), width, max_payload);
        let mut seq = 100u32;
        let mut frames = vec![];
        for t in &tuples { frames.extend(fr.push(&mut seq, t)); }
        frames.extend(fr.finish(&mut seq));
        prop_assert_eq!(seq as usize - 100, frames.len());
        let mut back = vec![];
        for (i, f) in frames.iter().enumerate() {
            let v = FrameView::parse(f).unwrap();
            prop_assert!(v.payload.len() <= max_payload);
            prop_assert_eq!(v.header.seq, 100 + i as u32);
            prop_assert!(v.check_tuples(width).is_ok());
            back.extend(v.tuples(width).map(<[u8]>::to_vec));
        }
        prop_assert_eq!(back, tuples);
    }

    #[test]
    fn records_round_trip(k in 1u8..=8, v in 1u16..=256, t in 1u8..=8, token in any::<u64>(), bits in 0u8..=27,
                          ns in 1u8..=64, mp in 64u16..=8974, mac in any::<[u8; 6]>(), frames in any::<u32>(), tuples in any::<u64>(), aux in any::<u64>()) {
        let sig = Signature::new(k, v, t).unwrap();
        let rec = SignatureRecord::new(sig);
        prop_assert_eq!(SignatureRecord::decode(&rec.encode()).unwrap(), rec.clone());
        prop_assert!(rec.is_canonical());
        let other = SignatureRecord { id: "pipeline".into(), ..rec };
        prop_assert!(!SignatureRecord::decode(&other.encode()).unwrap().is_canonical());
        prop_assert_eq!(Signature::parse_id(&sig.id()).unwrap(), sig);
        for (routing, shape) in [
            (netjoin_proto::ResultRouting::Sink, netjoin_proto::ResultShape::Probe),
            (netjoin_proto::ResultRouting::Source, netjoin_proto::ResultShape::Payload),
            (netjoin_proto::ResultRouting::Sink, netjoin_proto::ResultShape::Payload),
        ] {
            let q = ConfigureQuery { token, bucket_bits: bits, num_sources: ns, max_payload: mp, sink: Mac(mac), routing, shape, filter_bits: bits.min(netjoin_proto::FILTER_BITS_MAX), onchip: (token >> 7) as u8 & 0xF, context: 0 };
            prop_assert_eq!(ConfigureQuery::decode(&q.encode()).unwrap(), q);
        }
        let pc = PhaseCounts { frames, ack: frames.rotate_left(7), tuples, aux };
        prop_assert_eq!(PhaseCounts::decode(&pc.encode()).unwrap(), pc);
    }

    #[test]
    fn counters_round_trip(vals in proptest::collection::vec(any::<u64>(), Counter::COUNT)) {
        let c = Counters(vals);
        prop_assert_eq!(Counters::decode(&c.encode()).unwrap(), c);
    }
}

#[test]
fn invalid_records_are_rejected_with_reasons() {
    let mut q = ConfigureQuery {
        token: 1,
        bucket_bits: 28,
        num_sources: 4,
        max_payload: 1474,
        sink: Mac::local(1),
        routing: netjoin_proto::ResultRouting::Sink,
        shape: netjoin_proto::ResultShape::Probe,
        filter_bits: 0,
        onchip: 0,
        context: 0,
    }
    .encode();
    assert!(ConfigureQuery::decode(&q)
        .unwrap_err()
        .contains("bucket_bits 28"));
    q[ConfigureQuery::BUCKET_BITS_AT] = 10;
    q[ConfigureQuery::SOURCES_AT] = 0;
    assert!(ConfigureQuery::decode(&q)
        .unwrap_err()
        .contains("num_sources 0"));
    assert!(ConfigureQuery::decode(&q[..15])
        .unwrap_err()
        .contains("15 B"));
    let mut r = SignatureRecord::new(Signature::new(8, 8, 3).unwrap()).encode();
    r[37] = 0; // zero tables
    assert!(SignatureRecord::decode(&r)
        .unwrap_err()
        .contains("0 tables"));
}
