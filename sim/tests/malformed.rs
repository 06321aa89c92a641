//! Malformed and hostile frames: each is dropped, counted under its own
//! reason, changes nothing else, and the switch keeps serving afterwards.

use netjoin_proto::control::{
    ConfigureQuery, ControlCommand, ControlStatus, PhaseCounts, SignatureRecord,
};
use netjoin_proto::counters::Counter;
use netjoin_proto::frame::{FrameBuilder, FrameView};
use netjoin_proto::header::offset;
use netjoin_proto::{
    DropReason, Header, Mac, Opcode, Signature, COORDINATOR_SOURCE, HEADER_LEN, PHASE_BUILD,
};
use netjoin_sim::{SwitchConfig, SwitchModel};

const QUERY: u16 = 9;
const TOKEN: u64 = 0xfeed_beef_8bad_f00d;

fn sig() -> Signature {
    Signature::new(8, 8, 3).unwrap()
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
    assert_eq!(out.len(), 1, "one reply per control frame");
    let v = FrameView::parse(&out[0].frame).unwrap();
    assert_eq!(v.header.opcode, Opcode::ControlReply);
    (v.header.flags, v.payload.to_vec())
}

fn configured() -> SwitchModel {
    let mut sw = SwitchModel::new(SwitchConfig::default());
    assert_eq!(
        control(
            &mut sw,
            ControlCommand::LoadSignature,
            &SignatureRecord::new(sig()).encode()
        )
        .0,
        0
    );
    let conf = ConfigureQuery {
        token: TOKEN,
        bucket_bits: 4,
        num_sources: 2,
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
    sw
}

fn build_frame(sw: &SwitchModel, source: u16, seq: u32, n: usize) -> Vec<u8> {
    let mut h = Header::new(Opcode::Build, sw.config().mac, Mac::local(source));
    h.query_id = QUERY;
    h.token = TOKEN;
    h.source = source;
    h.seq = seq;
    h.tuple_count = n as u16;
    let payload: Vec<u8> = (0..n * 16).map(|i| (i * 13 + seq as usize) as u8).collect();
    FrameBuilder::encode(&h, &payload)
}

/// Feeds `bad`, checks it was dropped for `reason` with no other effect, then
/// checks a good frame is still accepted.
fn expect_drop(bad: Vec<u8>, reason: DropReason) {
    let mut sw = configured();
    let good = build_frame(&sw, 0, 0, 3);
    let before_mem = sw.memory().to_vec();
    let before = sw.counters().clone();
    let out = sw.receive(1, &bad);
    assert!(
        out.is_empty(),
        "{reason}: a dropped frame must not produce output"
    );
    assert_eq!(sw.memory(), &before_mem[..], "{reason}: memory changed");
    let mut want = before.clone();
    want.add(Counter::FramesIn, 1);
    want.add(Counter::Dropped(reason), 1);
    assert_eq!(sw.counters(), &want, "{reason}: counters");
    sw.receive(0, &good);
    assert_eq!(
        sw.counters().get(Counter::Inserts),
        3,
        "{reason}: switch stopped serving"
    );
}

fn with<F: FnOnce(&mut Vec<u8>)>(f: F) -> Vec<u8> {
    let sw = configured();
    let mut frame = build_frame(&sw, 0, 0, 3);
    f(&mut frame);
    frame
}

#[test]
fn truncated() {
    expect_drop(with(|f| f.truncate(HEADER_LEN - 1)), DropReason::Truncated);
    expect_drop(with(|f| f.truncate(f.len() - 1)), DropReason::Truncated);
    expect_drop(vec![], DropReason::Truncated);
}

#[test]
fn wrong_ethertype() {
    expect_drop(
        with(|f| f[offset::ETHERTYPE + 1] = 0x00),
        DropReason::EtherType,
    );
    expect_drop(
        with(|f| {
            f[offset::ETHERTYPE..offset::ETHERTYPE + 2].copy_from_slice(&0x0800u16.to_be_bytes())
        }),
        DropReason::EtherType,
    );
}

#[test]
fn wrong_version() {
    // Version 1 had a 32-bit token and the ACK's `ack` in the header: its
    // frames would be misread, so they are refused like any other version.
    for v in [0, 1, netjoin_proto::VERSION + 1] {
        expect_drop(with(|f| f[offset::VERSION] = v), DropReason::Version);
    }
}

#[test]
fn unknown_opcode() {
    expect_drop(with(|f| f[offset::OPCODE] = 0), DropReason::Opcode);
    expect_drop(with(|f| f[offset::OPCODE] = 200), DropReason::Opcode);
    // RESULT is a valid opcode but never travels towards the switch.
    expect_drop(
        with(|f| f[offset::OPCODE] = Opcode::Result as u8),
        DropReason::Opcode,
    );
}

#[test]
fn wrong_length_field() {
    // payload_len larger than the frame.
    expect_drop(
        with(|f| f[offset::PAYLOAD_LEN + 1] += 1),
        DropReason::Truncated,
    );
    // payload_len smaller than the frame (beyond padding).
    expect_drop(
        with(|f| f[offset::PAYLOAD_LEN + 1] -= 1),
        DropReason::Length,
    );
    // payload_len consistent with the frame but not with tuple_count x 16.
    expect_drop(with(|f| f[offset::TUPLE_COUNT + 1] = 2), DropReason::Length);
    expect_drop(with(|f| f[offset::TUPLE_COUNT + 1] = 0), DropReason::Length);
    // Above the jumbo limit.
    expect_drop(
        with(|f| {
            f[offset::PAYLOAD_LEN..offset::PAYLOAD_LEN + 2].copy_from_slice(&9000u16.to_be_bytes())
        }),
        DropReason::Oversized,
    );
}

#[test]
fn wrong_query_token_source_table_mac() {
    expect_drop(with(|f| f[offset::QUERY_ID + 1] ^= 1), DropReason::QueryId);
    expect_drop(with(|f| f[offset::TOKEN] ^= 0x80), DropReason::Token);
    expect_drop(with(|f| f[offset::SOURCE + 1] = 2), DropReason::Source);
    expect_drop(with(|f| f[offset::TABLE] = 3), DropReason::Table);
    expect_drop(with(|f| f[offset::DST + 5] ^= 1), DropReason::DstMac);
}

#[test]
fn sequence_errors() {
    // seq 1 before seq 0: a gap.
    expect_drop(
        with(|f| FrameBuilder::set_seq(f, 1)),
        DropReason::OutOfOrder,
    );
    // A replay of an accepted frame must not insert twice.
    let mut sw = configured();
    let f = build_frame(&sw, 0, 0, 3);
    sw.receive(0, &f);
    sw.receive(0, &f);
    assert_eq!(sw.counters().get(Counter::Inserts), 3);
    assert_eq!(
        sw.counters().get(Counter::Dropped(DropReason::Duplicate)),
        1
    );
}

#[test]
fn build_after_probe_is_a_phase_error() {
    let mut sw = configured();
    let mut h = Header::new(Opcode::Probe, sw.config().mac, Mac::local(0));
    h.query_id = QUERY;
    h.token = TOKEN;
    h.tuple_count = 1;
    sw.receive(0, &FrameBuilder::encode(&h, &[0u8; 32]));
    let b = build_frame(&sw, 0, 1, 1);
    sw.receive(0, &b);
    assert_eq!(sw.counters().get(Counter::Dropped(DropReason::Phase)), 1);
    assert_eq!(sw.counters().get(Counter::Inserts), 0);
}

#[test]
fn data_before_configuration_is_a_phase_error() {
    let mut sw = SwitchModel::new(SwitchConfig::default());
    let f = build_frame(&configured(), 0, 0, 1);
    assert!(sw.receive(0, &f).is_empty());
    assert_eq!(sw.counters().get(Counter::Dropped(DropReason::Phase)), 1);
}

#[test]
fn control_errors_are_answered_not_applied() {
    let mut sw = SwitchModel::new(SwitchConfig {
        supported: Some(vec![sig()]),
        ..SwitchConfig::default()
    });
    let conf = ConfigureQuery {
        token: 1,
        bucket_bits: 4,
        num_sources: 1,
        max_payload: 1474,
        sink: Mac::local(1),
        routing: netjoin_proto::ResultRouting::Sink,
        shape: netjoin_proto::ResultShape::Probe,
        filter_bits: 0,
        onchip: 0,
        context: 0,
    };
    assert_eq!(
        control(&mut sw, ControlCommand::Configure, &conf.encode()).0,
        ControlStatus::NoSignature as u8
    );
    let other = Signature::new(4, 8, 2).unwrap();
    assert_eq!(
        control(
            &mut sw,
            ControlCommand::LoadSignature,
            &SignatureRecord::new(other).encode()
        )
        .0,
        ControlStatus::UnsupportedSignature as u8
    );
    assert_eq!(sw.signature(), None);
    assert_eq!(
        control(&mut sw, ControlCommand::LoadSignature, &[0u8; 7]).0,
        ControlStatus::Malformed as u8
    );
    assert_eq!(
        control(
            &mut sw,
            ControlCommand::LoadSignature,
            &SignatureRecord::new(sig()).encode()
        )
        .0,
        0
    );
    let huge = ConfigureQuery {
        bucket_bits: 27,
        ..conf
    };
    let mut small = SwitchModel::new(SwitchConfig {
        memory_lines: 1 << 20,
        ..SwitchConfig::default()
    });
    control(
        &mut small,
        ControlCommand::LoadSignature,
        &SignatureRecord::new(sig()).encode(),
    );
    assert_eq!(
        control(&mut small, ControlCommand::Configure, &huge.encode()).0,
        ControlStatus::NoMemory as u8
    );
    let mut h = Header::new(Opcode::Control, sw.config().mac, Mac::local(1));
    h.table = 77;
    let out = sw.receive(0, &FrameBuilder::encode(&h, &[]));
    assert_eq!(
        FrameView::parse(&out[0].frame).unwrap().header.flags,
        ControlStatus::Malformed as u8
    );
}

/// A query whose lines' slot counts the fill-count SRAM cannot hold is
/// refused with status 3 like one that does not fit the memory
/// (PROTOCOL.md §5.2): on the NetFPGA SUME's 3 × 2^21 words, 2^27 one-table
/// k8v8 buckets (2^23 words of 2-bit counts) do not fit though the DDR
/// holds them, 2^26 do; k4v4t2 keeps 4-bit counts, 8 lines a word, so
/// 2 × 2^24 buckets fit and 2 × 2^25 do not.
#[test]
fn configure_beyond_the_count_sram_is_refused() {
    for (id, bits, want) in [
        ("k8v8t1", 27u8, ControlStatus::NoMemory),
        ("k8v8t1", 26, ControlStatus::Ok),
        ("k4v4t2", 25, ControlStatus::NoMemory),
        ("k4v4t2", 24, ControlStatus::Ok),
    ] {
        let s = Signature::parse_id(id).unwrap();
        let mut sw = SwitchModel::new(SwitchConfig::default());
        control(
            &mut sw,
            ControlCommand::LoadSignature,
            &SignatureRecord::new(s).encode(),
        );
        let conf = ConfigureQuery {
            token: 1,
            bucket_bits: bits,
            num_sources: 1,
            max_payload: 1500,
            sink: Mac::local(1),
            routing: netjoin_proto::ResultRouting::Sink,
            shape: netjoin_proto::ResultShape::Probe,
            filter_bits: 0,
            onchip: 0,
            context: 0,
        };
        let lines = (s.t() as u64) << bits;
        assert!(
            lines <= SwitchConfig::default().memory_lines,
            "{id}: fits the DDR"
        );
        assert_eq!(
            control(&mut sw, ControlCommand::Configure, &conf.encode()).0,
            want as u8,
            "{id} with 2^{bits} buckets"
        );
    }
}

#[test]
fn reset_and_read_counters() {
    let mut sw = configured();
    let f = build_frame(&sw, 0, 0, 2);
    sw.receive(0, &f);
    let (st, payload) = control(&mut sw, ControlCommand::ReadCounters, &[]);
    assert_eq!(st, 0);
    let c = netjoin_proto::Counters::decode(&payload).unwrap();
    assert_eq!(c.get(Counter::Inserts), 2);
    // LOAD + CONFIGURE + BUILD + this READ_COUNTERS, counted before the reply.
    assert_eq!(c.get(Counter::FramesIn), 4);
    assert_eq!(c.get(Counter::FramesOut), 2);
    control(&mut sw, ControlCommand::Reset, &[]);
    assert!(sw.counters().0.iter().all(|&v| v == 0));
    assert!(sw.memory().is_empty());
}

#[test]
fn end_is_acknowledged_even_when_out_of_order() {
    let mut sw = configured();
    let mut h = Header::new(Opcode::End, sw.config().mac, Mac::local(0));
    h.query_id = QUERY;
    h.token = TOKEN;
    h.table = PHASE_BUILD;
    h.seq = 5; // frames 0..4 lost
    let out = sw.receive(0, &FrameBuilder::encode(&h, &[0u8; 24]));
    assert_eq!(out.len(), 1);
    let v = FrameView::parse(&out[0].frame).unwrap();
    assert_eq!(v.header.opcode, Opcode::Ack);
    assert_eq!(
        PhaseCounts::decode(v.payload).unwrap().ack,
        0,
        "resume from sequence 0"
    );
    assert_eq!(
        sw.counters().get(Counter::Dropped(DropReason::OutOfOrder)),
        1
    );
}

/// Frames an FPGA port dropped at its full input buffer (reported by a
/// harness): counted in `frames_in` and `drop_input_full` and nothing else;
/// the sender's next frame is then out of order, and its END's ACK names the
/// first dropped frame, so go-back-N resends exactly those.
#[test]
fn input_full_drops_count_and_go_back_n_recovers_them() {
    let mut sw = configured();
    sw.receive(0, &build_frame(&sw, 0, 0, 3));
    let before_mem = sw.memory().to_vec();
    let before = sw.counters().clone();
    sw.receive_input_full(2); // frames 1 and 2 lost at the input
    let mut want = before.clone();
    want.add(Counter::FramesIn, 2);
    want.add(Counter::Dropped(DropReason::InputFull), 2);
    assert_eq!(sw.counters(), &want, "counters after the drops");
    assert_eq!(sw.memory(), &before_mem[..], "memory changed");
    assert!(sw.receive(0, &build_frame(&sw, 0, 3, 3)).is_empty());
    assert_eq!(
        sw.counters().get(Counter::Dropped(DropReason::OutOfOrder)),
        1
    );
    let mut h = Header::new(Opcode::End, sw.config().mac, Mac::local(0));
    h.query_id = QUERY;
    h.token = TOKEN;
    h.table = PHASE_BUILD;
    h.seq = 4;
    let out = sw.receive(0, &FrameBuilder::encode(&h, &[0u8; 24]));
    let v = FrameView::parse(&out[0].frame).unwrap();
    assert_eq!(
        (v.header.opcode, PhaseCounts::decode(v.payload).unwrap().ack),
        (Opcode::Ack, 1),
        "resume from the first dropped frame"
    );
    for seq in 1..4 {
        sw.receive(0, &build_frame(&sw, 0, seq, 3));
    }
    let stored = sw.counters().get(Counter::Inserts) + sw.counters().get(Counter::Overflows);
    assert_eq!(stored, 12, "every tuple once after the resend");
    let c = sw.counters();
    let drops: u64 = DropReason::ALL
        .iter()
        .map(|&r| c.get(Counter::Dropped(r)))
        .sum();
    assert_eq!(
        c.get(Counter::FramesIn),
        c.get(Counter::FramesAccepted) + drops,
        "frames_in = accepted + drops"
    );
}
