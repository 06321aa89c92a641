//! On-chip tables (PROTOCOL.md §6.4) seen from outside the switch: CONFIGURE
//! honours the placement bits of the signature's tables only, an on-chip
//! table's keys go to the buckets of its smaller bucket count, its lines
//! stay in the table memory (written through), and the join's result is
//! the same as with every table in DDR when nothing overflows.

use netjoin_proto::control::{ConfigureQuery, ControlCommand, ControlStatus, SignatureRecord};
use netjoin_proto::frame::{FrameBuilder, FrameView};
use netjoin_proto::{
    bucket_of, Header, Mac, Opcode, ResultRouting, ResultShape, Signature, COORDINATOR_SOURCE,
    FLAG_ACK_REQUEST, LINE_BYTES, PHASE_BUILD, PHASE_PROBE,
};
use netjoin_sim::{SwitchConfig, SwitchModel};

const QUERY: u16 = 12;
const TOKEN: u64 = 0x0C41_7AB5_6E6F_7064;

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
    (v.header.flags, v.payload.to_vec())
}

fn query(bucket_bits: u8, onchip: u8) -> ConfigureQuery {
    ConfigureQuery {
        token: TOKEN,
        bucket_bits,
        num_sources: 1,
        max_payload: 1474,
        sink: Mac::local(COORDINATOR_SOURCE),
        routing: ResultRouting::Sink,
        shape: ResultShape::Probe,
        filter_bits: 0,
        onchip,
        context: 0,
    }
}

/// A switch with `sig` loaded and the query configured; the reply's record.
fn switch(sig: Signature, bucket_bits: u8, onchip: u8) -> (SwitchModel, ConfigureQuery) {
    let mut sw = SwitchModel::new(SwitchConfig::default());
    let rec = SignatureRecord::new(sig).encode();
    assert_eq!(control(&mut sw, ControlCommand::LoadSignature, &rec).0, 0);
    let (status, reply) = control(
        &mut sw,
        ControlCommand::Configure,
        &query(bucket_bits, onchip).encode(),
    );
    assert_eq!(status, ControlStatus::Ok as u8);
    (sw, ConfigureQuery::decode(&reply).unwrap())
}

fn data(
    sw: &SwitchModel,
    op: Opcode,
    table: u8,
    seq: u32,
    count: usize,
    payload: &[u8],
) -> Vec<u8> {
    let mut h = Header::new(op, sw.config().mac, Mac::local(0));
    h.source = 0;
    h.query_id = QUERY;
    h.token = TOKEN;
    h.table = table;
    h.seq = seq;
    h.tuple_count = count as u16;
    FrameBuilder::encode(&h, payload)
}

fn end(sw: &SwitchModel, phase: u8, seq: u32, frames: u32, tuples: u64) -> Vec<u8> {
    let mut h = Header::new(Opcode::End, sw.config().mac, Mac::local(0));
    h.source = 0;
    h.query_id = QUERY;
    h.token = TOKEN;
    h.table = phase;
    h.seq = seq;
    h.flags = FLAG_ACK_REQUEST;
    let rec = netjoin_proto::PhaseCounts {
        frames,
        tuples,
        ..Default::default()
    };
    FrameBuilder::encode(&h, &rec.encode())
}

#[test]
fn the_reply_echoes_on_chip_bits_of_the_signatures_tables_only() {
    let sig = Signature::new(8, 8, 3).unwrap();
    let (sw, reply) = switch(sig, 18, 0b1111);
    assert_eq!(reply.onchip, 0b0111, "table 3 does not exist in k8v8t3");
    assert_eq!(sw.query().unwrap().onchip, 0b0111);
    assert_eq!(reply.table_bucket_bits(&sig, 0), sig.onchip_bucket_bits());
    let (_, reply) = switch(sig, 18, 0);
    assert_eq!(reply.onchip, 0);
    assert_eq!(reply.table_bucket_bits(&sig, 0), 18);
    // A query with fewer buckets than the store: nothing changes.
    let (_, reply) = switch(sig, 9, 0b001);
    assert_eq!(reply.table_bucket_bits(&sig, 0), 9);
}

/// Builds the same keys with table 1 on chip and in DDR, at 2^18 buckets
/// (more than the store's), then probes: the on-chip table's lines are at
/// its own buckets, the DDR table's at the query's, and both joins agree.
#[test]
fn an_on_chip_table_uses_its_own_buckets_and_joins_the_same() {
    let sig = Signature::new(8, 8, 2).unwrap();
    let bits = 18;
    assert!(sig.onchip_bucket_bits() < bits);
    let keys: Vec<u64> = (1..=60u64).map(|n| n * 7919).collect();
    let mut results = Vec::new();
    for onchip in [0u8, 0b10] {
        let (mut sw, conf) = switch(sig, bits, onchip);
        let mut seq = 0;
        for t in 0..2u8 {
            let payload: Vec<u8> = keys
                .iter()
                .flat_map(|k| [k.to_be_bytes(), (k ^ t as u64).to_be_bytes()].concat())
                .collect();
            sw.receive(1, &data(&sw, Opcode::Build, t, seq, keys.len(), &payload));
            seq += 1;
        }
        sw.receive(1, &end(&sw, PHASE_BUILD, seq, 2, 2 * keys.len() as u64));
        seq += 1;
        let mem = sw.memory().to_vec();
        for t in 0..2 {
            let tb = conf.table_bucket_bits(&sig, t);
            assert_eq!(
                tb,
                if onchip >> t & 1 == 1 {
                    sig.onchip_bucket_bits()
                } else {
                    bits
                }
            );
            for k in &keys {
                let b = bucket_of(&k.to_be_bytes(), tb) as usize;
                let line = &mem[(b * 2 + t) * LINE_BYTES..][..LINE_BYTES];
                let found = line[..48].chunks(16).any(|s| s[..8] == k.to_be_bytes());
                assert!(found, "table {t} key {k} in bucket {b} of 2^{tb}");
            }
        }
        // Probes: every key twice, half of them absent from table 1.
        let payload: Vec<u8> = keys
            .iter()
            .enumerate()
            .flat_map(|(i, k)| {
                let k1 = if i % 2 == 0 { *k } else { k + 1 };
                [k.to_be_bytes(), k1.to_be_bytes(), (i as u64).to_be_bytes()].concat()
            })
            .collect();
        let mut out = sw.receive(1, &data(&sw, Opcode::Probe, 0, seq, keys.len(), &payload));
        seq += 1;
        out.extend(sw.receive(1, &end(&sw, PHASE_PROBE, seq, 1, keys.len() as u64)));
        let mut tuples: Vec<Vec<u8>> = out
            .iter()
            .filter_map(|e| {
                let v = FrameView::parse(&e.frame).ok()?;
                (v.header.opcode == Opcode::Result).then(|| v.payload.to_vec())
            })
            .flat_map(|p| {
                p.chunks(sig.result_width())
                    .map(<[u8]>::to_vec)
                    .collect::<Vec<_>>()
            })
            .collect();
        tuples.sort();
        assert_eq!(
            tuples.len(),
            keys.len() / 2,
            "only keys present in both tables"
        );
        results.push(tuples);
    }
    assert_eq!(results[0], results[1], "placement never changes the join");
}
