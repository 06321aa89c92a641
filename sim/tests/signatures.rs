//! LOAD_SIGNATURE by id (PROTOCOL.md §5.1) and frames that do not fit the
//! loaded signature (§5.3): the model, configured with a catalog as the FPGA
//! switch is, loads exactly the catalog's records and refuses the rest.

use netjoin_proto::control::{ConfigureQuery, ControlCommand, ControlStatus, SignatureRecord};
use netjoin_proto::counters::Counter;
use netjoin_proto::frame::{FrameBuilder, FrameView};
use netjoin_proto::{DropReason, Header, Mac, Opcode, Signature, COORDINATOR_SOURCE};
use netjoin_sim::{SwitchConfig, SwitchModel};

const QUERY: u16 = 3;
const TOKEN: u64 = 0x5151_7777_A5C3_0F19;

fn sig(id: &str) -> Signature {
    Signature::parse_id(id).unwrap()
}

fn catalog_switch() -> SwitchModel {
    SwitchModel::new(SwitchConfig {
        supported: Some(vec![sig("k8v8t3"), sig("k8v16t2")]),
        ..SwitchConfig::default()
    })
}

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
    assert_eq!(out.len(), 1);
    let v = FrameView::parse(&out[0].frame).unwrap();
    (v.header.flags, v.payload.to_vec())
}

fn load(sw: &mut SwitchModel, rec: &[u8; 40]) -> (u8, Vec<u8>) {
    control(sw, ControlCommand::LoadSignature, rec)
}

fn record(id: &str, k: u16, v: u16, t: u16) -> [u8; 40] {
    let mut b = [0u8; 40];
    b[..id.len()].copy_from_slice(id.as_bytes());
    b[32..34].copy_from_slice(&k.to_be_bytes());
    b[34..36].copy_from_slice(&v.to_be_bytes());
    b[36..38].copy_from_slice(&t.to_be_bytes());
    b
}

#[test]
fn loads_catalog_ids_and_answers_with_the_loaded_record() {
    let mut sw = catalog_switch();
    for id in ["k8v16t2", "k8v8t3", "k8v16t2"] {
        let rec = SignatureRecord::new(sig(id)).encode();
        let (status, reply) = load(&mut sw, &rec);
        assert_eq!(status, ControlStatus::Ok as u8, "{id}");
        assert_eq!(SignatureRecord::decode(&reply).unwrap().id, id);
        assert_eq!(sw.signature(), Some(sig(id)));
    }
}

#[test]
fn refuses_ids_outside_the_catalog_and_keeps_the_loaded_one() {
    let mut sw = catalog_switch();
    assert_eq!(
        load(&mut sw, &SignatureRecord::new(sig("k8v8t3")).encode()).0,
        0
    );
    // not in the catalog
    let (status, reply) = load(&mut sw, &SignatureRecord::new(sig("k8v32t3")).encode());
    assert_eq!(status, ControlStatus::UnsupportedSignature as u8);
    assert_eq!(
        SignatureRecord::decode(&reply).unwrap().id,
        "k8v8t3",
        "answers with what stays loaded"
    );
    // an id that names other widths than the record's
    let (status, _) = load(&mut sw, &record("k8v8t3", 8, 16, 2));
    assert_eq!(status, ControlStatus::UnsupportedSignature as u8);
    let (status, _) = load(&mut sw, &record("my-pipeline", 8, 8, 3));
    assert_eq!(status, ControlStatus::UnsupportedSignature as u8);
    // malformed: not ASCII, or impossible widths
    let mut bad = record("k8v8t3", 8, 8, 3);
    bad[0] = 0xC3;
    assert_eq!(load(&mut sw, &bad).0, ControlStatus::Malformed as u8);
    assert_eq!(
        load(&mut sw, &record("k0v8t3", 0, 8, 3)).0,
        ControlStatus::Malformed as u8
    );
    assert_eq!(sw.signature(), Some(sig("k8v8t3")));
}

#[test]
fn refuses_frames_that_do_not_fit_the_loaded_signature() {
    let mut sw = catalog_switch();
    assert_eq!(
        load(&mut sw, &SignatureRecord::new(sig("k8v16t2")).encode()).0,
        0
    );
    let conf = ConfigureQuery {
        token: TOKEN,
        bucket_bits: 4,
        num_sources: 1,
        max_payload: 1474,
        sink: Mac::local(COORDINATOR_SOURCE),
        routing: netjoin_proto::ResultRouting::Sink,
        shape: netjoin_proto::ResultShape::Probe,
        filter_bits: 0,
        onchip: 0,
        context: 0,
    };
    assert_eq!(
        control(&mut sw, ControlCommand::Configure, &conf.encode()).0,
        0
    );
    let mac = sw.config().mac;
    let frame = |table: u8, seq: u32, tuples: usize, width: usize| {
        let mut h = Header::new(Opcode::Build, mac, Mac::local(0));
        h.query_id = QUERY;
        h.token = TOKEN;
        h.source = 0;
        h.seq = seq;
        h.table = table;
        h.tuple_count = tuples as u16;
        let payload: Vec<u8> = (0..tuples * width).map(|i| (i * 31 % 251) as u8).collect();
        FrameBuilder::encode(&h, &payload)
    };
    let c = |sw: &SwitchModel, r: DropReason| sw.counters().get(Counter::Dropped(r));
    // k8v8t3's 16-byte build tuples on a k8v16t2 switch (24-byte slots)
    let out = sw.receive(1, &frame(0, 0, 4, 16));
    assert!(out.is_empty());
    assert_eq!(c(&sw, DropReason::Length), 1);
    // table 2 does not exist with two tables
    let out = sw.receive(1, &frame(2, 0, 4, 24));
    assert!(out.is_empty());
    assert_eq!(c(&sw, DropReason::Table), 1);
    // the fitting frame is accepted and stored
    let accepted = sw.counters().get(Counter::FramesAccepted);
    sw.receive(1, &frame(1, 0, 4, 24));
    let c = sw.counters();
    assert_eq!(c.get(Counter::Inserts) + c.get(Counter::Overflows), 4);
    assert_eq!(c.get(Counter::FramesAccepted), accepted + 1);
}

/// Results to the source (PROTOCOL.md §7.5), in the model alone: OVERFLOW,
/// RESULT and SPILL frames go to the MAC and port of the frame that caused
/// them, each port numbering its own frames from 0; the switch's END goes to
/// the sink; the CONFIGURE reply echoes the flag.
#[test]
fn results_go_back_to_their_source_with_a_sequence_per_port() {
    let mut sw = SwitchModel::new(SwitchConfig::default());
    assert_eq!(
        load(&mut sw, &SignatureRecord::new(sig("k8v8t1")).encode()).0,
        0
    );
    let sink = Mac::local(COORDINATOR_SOURCE);
    let conf = ConfigureQuery {
        token: TOKEN,
        bucket_bits: 0,
        num_sources: 2,
        max_payload: 96,
        sink,
        routing: netjoin_proto::ResultRouting::Source,
        shape: netjoin_proto::ResultShape::Probe,
        filter_bits: 0,
        onchip: 0,
        context: 0,
    };
    let (status, reply) = control(&mut sw, ControlCommand::Configure, &conf.encode());
    assert_eq!(status, 0);
    assert_eq!(
        ConfigureQuery::decode(&reply).unwrap(),
        conf,
        "the reply echoes the routing flag"
    );
    let mac = sw.config().mac;
    // worker s on port s + 1; one bucket of 3 slots: worker 0's 4 keys fill
    // it and overflow one, worker 1's 2 keys overflow both
    let data = |op: Opcode, s: u16, seq: u32, table: u8, keys: &[u64]| {
        let mut h = Header::new(op, mac, Mac::local(s));
        (h.query_id, h.token, h.source, h.seq, h.table, h.tuple_count) =
            (QUERY, TOKEN, s, seq, table, keys.len() as u16);
        let payload: Vec<u8> = keys
            .iter()
            .flat_map(|k| [k.to_be_bytes(), (k * 10).to_be_bytes()].concat())
            .collect();
        FrameBuilder::encode(&h, &payload)
    };
    let mut out = Vec::new();
    out.extend(sw.receive(1, &data(Opcode::Build, 0, 0, 0, &[1, 2, 3, 4])));
    out.extend(sw.receive(2, &data(Opcode::Build, 1, 0, 0, &[5, 6])));
    out.extend(sw.receive(2, &data(Opcode::Probe, 1, 1, 0, &[2, 9, 1])));
    out.extend(sw.receive(1, &data(Opcode::Probe, 0, 1, 0, &[3])));
    let mut seq = [0u32; 4];
    let mut kinds = Vec::new();
    for e in &out {
        let h = FrameView::parse(&e.frame).unwrap().header;
        assert_eq!(
            h.dst,
            Mac::local(e.port as u16 - 1),
            "{:?} goes to the worker on port {}",
            h.opcode,
            e.port
        );
        assert_eq!(h.seq, seq[e.port], "sequence on port {}", e.port);
        seq[e.port] += 1;
        kinds.push((e.port, h.opcode, h.tuple_count));
    }
    // the bucket overflowed, so every probe is ambiguous (even key 9): a
    // SPILL each, one per frame at max_payload 96 (an 80-byte SPILL tuple)
    let spill = (Opcode::Spill, 1);
    assert_eq!(
        kinds,
        vec![
            (1, Opcode::Overflow, 1),
            (2, Opcode::Overflow, 2),
            (2, spill.0, spill.1),
            (2, spill.0, spill.1),
            (2, spill.0, spill.1),
            (1, spill.0, spill.1)
        ]
    );
    // END: to the sink, on the port CONFIGURE came from, numbered there
    let mut end = Vec::new();
    for (s, port) in [(0u16, 1usize), (1, 2)] {
        let mut h = Header::new(Opcode::End, mac, Mac::local(s));
        (h.query_id, h.token, h.source, h.seq, h.table) =
            (QUERY, TOKEN, s, 2, netjoin_proto::PHASE_PROBE);
        end.extend(sw.receive(
            port,
            &FrameBuilder::encode(&h, &netjoin_proto::PhaseCounts::default().encode()),
        ));
    }
    let e = end
        .iter()
        .find(|e| FrameView::parse(&e.frame).unwrap().header.opcode == Opcode::End)
        .expect("the switch's END");
    let h = FrameView::parse(&e.frame).unwrap().header;
    assert_eq!((e.port, h.dst, h.seq), (0, sink, 0));
}
