//! Authenticated CONTROL (PROTOCOL.md §5.4) on the behavioural switch: a
//! keyed switch answers sealed requests with sealed replies, drops forged,
//! unsealed and replayed requests without a word, and a query in force
//! survives every such attack. Also the sink port rule: it is the port the
//! CONFIGURE arrived on, whatever data frames claim.

use netjoin_proto::auth::{self, ControlAuth, ControlKey};
use netjoin_proto::control::{ConfigureQuery, ControlCommand, ControlStatus, SignatureRecord};
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::frame::{FrameBuilder, FrameView};
use netjoin_proto::{
    DropReason, Header, Mac, Opcode, PhaseCounts, ResultRouting, ResultShape, Signature,
    COORDINATOR_SOURCE, PHASE_BUILD, PHASE_PROBE, SWITCH_SOURCE,
};
use netjoin_sim::{Emitted, SwitchConfig, SwitchModel};

const QUERY: u16 = 5;
const TOKEN: u64 = 0x7A6B_0C1D_E2F3_4455;

fn key(seed: u8) -> ControlKey {
    ControlKey::from_bytes(core::array::from_fn(|i| seed.wrapping_mul(31) ^ i as u8))
}

fn sig() -> Signature {
    Signature::parse_id("k8v8t2").unwrap()
}

fn coordinator() -> Mac {
    Mac::local(COORDINATOR_SOURCE)
}

fn keyed(k: ControlKey) -> SwitchModel {
    SwitchModel::new(SwitchConfig {
        control_auth: ControlAuth::Keyed(k),
        ..SwitchConfig::default()
    })
}

fn request_header(sw: &SwitchModel, cmd: ControlCommand, seq: u32) -> Header {
    let mut h = Header::new(Opcode::Control, sw.config().mac, coordinator());
    h.source = COORDINATOR_SOURCE;
    h.query_id = QUERY;
    h.table = cmd as u8;
    h.seq = seq;
    h
}

/// A CONTROL request sealed under `k` with `counter` (its seq is the
/// counter's low bits, so that replies can be told apart).
fn sealed(
    sw: &SwitchModel,
    cmd: ControlCommand,
    record: &[u8],
    counter: u64,
    k: &ControlKey,
) -> Vec<u8> {
    auth::seal(&request_header(sw, cmd, counter as u32), record, counter, k)
}

/// Sends a sealed request on `port` and checks its one reply: addressed and
/// numbered as today, sealed under `k` with the request's counter. Returns
/// (status, reply record).
fn exchange_on(
    sw: &mut SwitchModel,
    port: usize,
    cmd: ControlCommand,
    record: &[u8],
    counter: u64,
    k: &ControlKey,
) -> (u8, Vec<u8>) {
    let out = sw.receive(port, &sealed(sw, cmd, record, counter, k));
    assert_eq!(out.len(), 1, "one reply to {cmd:?}");
    assert_eq!(out[0].port, port);
    let v = FrameView::parse(&out[0].frame).unwrap();
    let h = v.header;
    assert_eq!(
        (h.opcode, h.dst, h.src, h.source, h.query_id, h.table),
        (
            Opcode::ControlReply,
            coordinator(),
            sw.config().mac,
            SWITCH_SOURCE,
            QUERY,
            cmd as u8
        )
    );
    assert_eq!((h.seq, h.token), (counter as u32, 0));
    let opened = auth::open(&out[0].frame, v.payload.len(), k).expect("the reply opens");
    assert_eq!(opened.counter, counter, "the reply echoes the counter");
    (h.flags, opened.record.to_vec())
}

fn exchange(
    sw: &mut SwitchModel,
    cmd: ControlCommand,
    record: &[u8],
    counter: u64,
    k: &ControlKey,
) -> (u8, Vec<u8>) {
    exchange_on(sw, 0, cmd, record, counter, k)
}

fn conf() -> ConfigureQuery {
    ConfigureQuery {
        token: TOKEN,
        bucket_bits: 4,
        num_sources: 1,
        max_payload: 1474,
        sink: coordinator(),
        routing: ResultRouting::Sink,
        shape: ResultShape::Probe,
        filter_bits: 0,
        onchip: 0,
        context: 0,
    }
}

/// A keyed switch with the signature loaded and `conf()` in force (the
/// CONFIGURE on `port`); counters 1..=3 used.
fn configured_on(k: &ControlKey, port: usize) -> SwitchModel {
    let mut sw = keyed(*k);
    let rec = SignatureRecord::new(sig()).encode();
    assert_eq!(exchange(&mut sw, ControlCommand::Reset, &[], 1, k).0, 0);
    assert_eq!(
        exchange(&mut sw, ControlCommand::LoadSignature, &rec, 2, k),
        (ControlStatus::Ok as u8, rec.to_vec())
    );
    let (status, echo) = exchange_on(
        &mut sw,
        port,
        ControlCommand::Configure,
        &conf().encode(),
        3,
        k,
    );
    assert_eq!((status, echo), (0, conf().encode().to_vec()));
    sw
}

fn read_counters(sw: &mut SwitchModel, counter: u64, k: &ControlKey) -> Counters {
    let (status, rec) = exchange(sw, ControlCommand::ReadCounters, &[], counter, k);
    assert_eq!(status, 0);
    Counters::decode(&rec).unwrap()
}

fn invariant_holds(c: &Counters) -> bool {
    let drops: u64 = DropReason::ALL
        .iter()
        .map(|&r| c.get(Counter::Dropped(r)))
        .sum();
    c.get(Counter::FramesIn) == c.get(Counter::FramesAccepted) + drops
}

fn data(op: Opcode, seq: u32, table: u8, tuples: usize, payload: &[u8]) -> Vec<u8> {
    let mut h = Header::new(op, SwitchConfig::default().mac, Mac::local(0));
    h.query_id = QUERY;
    h.token = TOKEN;
    h.source = 0;
    h.seq = seq;
    h.table = table;
    h.tuple_count = tuples as u16;
    FrameBuilder::encode(&h, payload)
}

/// A whole star join of `sig()` from worker 0: table 0 holds keys 1..=8,
/// table 1 keys 5..=12, the probe side keys 1..=12; keys 5..=8 join. Each
/// table's value is its key times 10 (+1 for table 1).
fn star_join_frames() -> Vec<Vec<u8>> {
    let s = sig();
    let build = |keys: std::ops::RangeInclusive<u64>, plus: u64| {
        let mut p = Vec::new();
        for n in keys {
            p.extend(n.to_be_bytes());
            p.extend((n * 10 + plus).to_be_bytes());
        }
        p
    };
    let mut probe = Vec::new();
    for n in 1..=12u64 {
        for _ in 0..s.t() {
            probe.extend(n.to_be_bytes());
        }
        probe.extend([0xAB; 8]);
    }
    let ends = PhaseCounts::default().encode();
    vec![
        data(Opcode::Build, 0, 0, 8, &build(1..=8, 0)),
        data(Opcode::Build, 1, 1, 8, &build(5..=12, 1)),
        data(Opcode::End, 2, PHASE_BUILD, 0, &ends),
        data(Opcode::Probe, 3, 0, 12, &probe),
        data(Opcode::End, 4, PHASE_PROBE, 0, &ends),
    ]
}

/// The RESULT tuples in `out`.
fn results(out: &[Emitted]) -> Vec<Vec<u8>> {
    let width = sig().result_width();
    out.iter()
        .filter_map(|e| FrameView::parse(&e.frame).ok())
        .filter(|v| v.header.opcode == Opcode::Result)
        .flat_map(|v| {
            v.payload
                .chunks_exact(width)
                .map(<[u8]>::to_vec)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// What an Open switch with the same query gives for the same join: the
/// reference the attacked switch must match.
fn reference_output() -> Vec<Emitted> {
    let mut sw = SwitchModel::new(SwitchConfig::default());
    let bare = |sw: &SwitchModel, cmd: ControlCommand, rec: &[u8]| {
        FrameBuilder::encode(&request_header(sw, cmd, 0), rec)
    };
    let load = bare(
        &sw,
        ControlCommand::LoadSignature,
        &SignatureRecord::new(sig()).encode(),
    );
    assert_eq!(header(&sw.receive(0, &load)[0]).flags, 0);
    let configure = bare(&sw, ControlCommand::Configure, &conf().encode());
    assert_eq!(header(&sw.receive(0, &configure)[0]).flags, 0);
    star_join_frames()
        .iter()
        .flat_map(|f| sw.receive(0, f))
        .collect()
}

fn header(e: &Emitted) -> Header {
    FrameView::parse(&e.frame).unwrap().header
}

/// Every frame in `frames` is dropped for `reason`, silently, and changes
/// nothing but the counters `frames_in` and that drop's.
fn all_dropped(sw: &mut SwitchModel, frames: &[Vec<u8>], reason: DropReason) {
    for (i, f) in frames.iter().enumerate() {
        let before = sw.counters().clone();
        let (floor, query) = (sw.control_floor(), sw.query());
        assert!(sw.receive(0, f).is_empty(), "frame {i}: no reply");
        let after = sw.counters();
        for c in Counter::all() {
            let grew = matches!(c, Counter::FramesIn) || c == Counter::Dropped(reason);
            assert_eq!(
                after.get(c),
                before.get(c) + grew as u64,
                "frame {i}: counter {}",
                c.name()
            );
        }
        assert_eq!(
            (sw.control_floor(), sw.query()),
            (floor, query),
            "frame {i}"
        );
    }
}

#[test]
fn a_keyed_switch_answers_sealed_requests_with_sealed_replies() {
    let k = key(1);
    let mut sw = configured_on(&k, 0);
    assert_eq!(sw.control_floor(), 3);
    assert_eq!(sw.query(), Some(conf()));
    let c = read_counters(&mut sw, 10, &k);
    // RESET zeroed the counters after its reply; LOAD, CONFIGURE and this
    // read since.
    assert_eq!(c.get(Counter::FramesAccepted), 3);
    assert_eq!(c.get(Counter::ControlFrames), 3);
    assert_eq!(sw.control_floor(), 10);
    // The status rules apply to the record: RESET with a record is malformed.
    assert_eq!(
        exchange(&mut sw, ControlCommand::Reset, &[0; 8], 11, &k),
        (ControlStatus::Malformed as u8, vec![])
    );
    assert_eq!(sw.query(), Some(conf()), "a malformed RESET does nothing");
    // A counter may jump ahead: only order matters.
    assert_eq!(
        exchange(&mut sw, ControlCommand::Reset, &[], 1 << 62, &k).0,
        0
    );
    assert_eq!(sw.query(), None);
    assert_eq!(sw.control_floor(), 1 << 62, "RESET keeps the floor");
    assert_eq!(sw.control_auth(), ControlAuth::Keyed(k), "and the key");
}

#[test]
fn forged_or_unsealed_requests_are_dropped_as_auth_without_a_reply() {
    let k = key(2);
    let mut sw = configured_on(&k, 0);
    let counter = 100;
    let genuine = sealed(&sw, ControlCommand::Reset, &[], counter, &k);
    let wrong_key = sealed(&sw, ControlCommand::Reset, &[], counter, &key(3));
    let mut flipped_header = genuine.clone();
    flipped_header[20] ^= 0x01; // the query id
    let mut flipped_counter = genuine.clone();
    flipped_counter[40 + 7] ^= 0x01; // the counter's last byte
    let bare = FrameBuilder::encode(&request_header(&sw, ControlCommand::Reset, 7), &[]);
    let bare_counters =
        FrameBuilder::encode(&request_header(&sw, ControlCommand::ReadCounters, 8), &[]);
    // The trailer cut to its counter: the header's length says 8 B.
    let mut truncated = genuine.clone();
    let mut h = FrameView::parse(&genuine).unwrap().header;
    h.payload_len = 8;
    truncated[..40].copy_from_slice(&FrameBuilder::encode(&h, &[0; 8])[..40]);
    // A whole tag over a payload that is not a number of words.
    let mut odd_h = request_header(&sw, ControlCommand::LoadSignature, 9);
    odd_h.payload_len = 17;
    let mut odd = FrameBuilder::encode(&odd_h, &[0; 17]);
    let t = k.tag(&odd[..40 + 9]);
    odd[40 + 9..40 + 17].copy_from_slice(&t.to_be_bytes());
    // Sealed under the key, but longer than any request (PROTOCOL.md
    // §5.4): refused without computing its MAC.
    let long = sealed(&sw, ControlCommand::LoadSignature, &[0; 48], 101, &k);
    for f in [&flipped_header, &flipped_counter, &truncated, &odd, &long] {
        assert!(FrameView::parse(f).is_ok(), "parses, so the MAC decides");
    }
    all_dropped(
        &mut sw,
        &[
            wrong_key,
            flipped_header,
            flipped_counter,
            bare,
            bare_counters,
            truncated,
            odd,
            long,
        ],
        DropReason::Auth,
    );
    assert_eq!(sw.query(), Some(conf()), "the query is still in force");
    // The genuine frame was never accepted: its counter is still good.
    assert!(!sw.receive(0, &genuine).is_empty());
    assert_eq!(sw.query(), None, "the genuine RESET took effect");
}

#[test]
fn a_switch_without_a_key_drops_every_control_frame() {
    let k = key(4);
    let mut sw = SwitchModel::new(SwitchConfig {
        control_auth: ControlAuth::NoKey,
        ..SwitchConfig::default()
    });
    let rec = SignatureRecord::new(sig()).encode();
    let frames = [
        sealed(&sw, ControlCommand::LoadSignature, &rec, 1, &k),
        FrameBuilder::encode(&request_header(&sw, ControlCommand::LoadSignature, 1), &rec),
        FrameBuilder::encode(&request_header(&sw, ControlCommand::ReadCounters, 2), &[]),
    ];
    all_dropped(&mut sw, &frames, DropReason::Auth);
    assert_eq!(sw.signature(), None);
    assert_eq!(sw.counters().get(Counter::Dropped(DropReason::Auth)), 3);
    // Once a key is installed, the sealed request is taken.
    sw.set_control_auth(ControlAuth::Keyed(k));
    assert_eq!(
        exchange(&mut sw, ControlCommand::LoadSignature, &rec, 1, &k).0,
        0
    );
    assert_eq!(sw.signature(), Some(sig()));
}

#[test]
fn replays_are_dropped_and_the_query_keeps_running() {
    let k = key(5);
    let mut sw = configured_on(&k, 0);
    let configure = sealed(&sw, ControlCommand::Configure, &conf().encode(), 3, &k);
    let reset = sealed(&sw, ControlCommand::Reset, &[], 1, &k);
    let frames = star_join_frames();
    let mut out = Vec::new();
    // Build, attack, then probe: a replayed RESET would clear the tables, a
    // replayed CONFIGURE would clear them and the sequence state.
    for f in &frames[..3] {
        out.extend(sw.receive(0, f));
    }
    all_dropped(
        &mut sw,
        &[reset.clone(), configure.clone()],
        DropReason::Replay,
    );
    // A fresh request moves the floor; the request it replaces, and one
    // between, are replays now.
    let c = read_counters(&mut sw, 50, &k);
    assert_eq!(sw.control_floor(), 50);
    assert_eq!(c.get(Counter::Dropped(DropReason::Replay)), 2);
    let read_again = sealed(&sw, ControlCommand::ReadCounters, &[], 50, &k);
    let older = sealed(&sw, ControlCommand::Reset, &[], 49, &k);
    all_dropped(&mut sw, &[read_again, older], DropReason::Replay);
    for f in &frames[3..] {
        out.extend(sw.receive(0, f));
    }
    let reference = reference_output();
    let got = results(&out);
    assert_eq!(got.len(), 4, "keys 5..=8 join");
    assert_eq!(got, results(&reference));
    let frames_of = |o: &[Emitted]| o.iter().map(|e| e.frame.clone()).collect::<Vec<_>>();
    assert_eq!(frames_of(&out), frames_of(&reference), "ACKs and ENDs too");
    let c = read_counters(&mut sw, 51, &k);
    assert_eq!(c.get(Counter::Dropped(DropReason::Replay)), 4);
    assert_eq!(c.get(Counter::Matches), 4);
    assert!(invariant_holds(&c));
}

#[test]
fn a_new_key_resets_the_floor_and_refuses_the_old_one() {
    let (old, new) = (key(6), key(7));
    let mut sw = configured_on(&old, 0);
    let _ = read_counters(&mut sw, 1_000, &old);
    assert_eq!(sw.control_floor(), 1_000);
    let before = sw.counters().clone();
    sw.set_control_auth(ControlAuth::Keyed(new));
    assert_eq!(sw.control_floor(), 0);
    assert_eq!(sw.counters(), &before, "counters untouched");
    assert_eq!(sw.query(), Some(conf()), "query untouched");
    // Counter 1 is good again under the new key; the old key is forged.
    let stale = sealed(&sw, ControlCommand::Reset, &[], 2_000, &old);
    all_dropped(&mut sw, &[stale], DropReason::Auth);
    let _ = read_counters(&mut sw, 1, &new);
    assert_eq!(sw.control_floor(), 1);
    // Clearing the key opens the switch: bare frames, bare replies.
    sw.set_control_auth(ControlAuth::Open);
    assert_eq!(sw.control_floor(), 0);
    let bare = FrameBuilder::encode(&request_header(&sw, ControlCommand::ReadCounters, 3), &[]);
    let out = sw.receive(0, &bare);
    assert_eq!(out.len(), 1);
    let v = FrameView::parse(&out[0].frame).unwrap();
    assert_eq!(v.payload.len(), Counter::COUNT * 8, "no trailer when Open");
}

#[test]
fn read_counters_reports_the_auth_and_replay_drops() {
    let k = key(8);
    let mut sw = configured_on(&k, 0);
    let replay = sealed(&sw, ControlCommand::Reset, &[], 2, &k);
    let forged = sealed(&sw, ControlCommand::Reset, &[], 99, &key(9));
    all_dropped(&mut sw, &[replay.clone(), replay], DropReason::Replay);
    all_dropped(&mut sw, &[forged.clone(), forged], DropReason::Auth);
    assert!(invariant_holds(sw.counters()));
    let c = read_counters(&mut sw, 4, &k);
    assert_eq!(c.get(Counter::Dropped(DropReason::Replay)), 2);
    assert_eq!(c.get(Counter::Dropped(DropReason::Auth)), 2);
    // LOAD_SIGNATURE, CONFIGURE, this read accepted; four dropped.
    assert_eq!(
        (c.get(Counter::FramesIn), c.get(Counter::FramesAccepted)),
        (7, 3)
    );
    assert_eq!(c.get(Counter::ControlFrames), 3);
    assert!(invariant_holds(&c));
}

#[test]
fn the_sink_port_is_where_configure_came_from() {
    let k = key(10);
    // CONFIGURE on port 2: the switch's output for the sink leaves there.
    let mut sw = configured_on(&k, 2);
    let frames = star_join_frames();
    let mut out = Vec::new();
    for f in &frames[..3] {
        out.extend(sw.receive(0, f));
    }
    // A data frame carrying the sink's MAC as its source, on port 1: it is
    // the worker's next frame in sequence (accepted), yet the sink stays put.
    let mut spoofed = frames[3].clone();
    spoofed[6..12].copy_from_slice(&coordinator().0);
    out.extend(sw.receive(1, &spoofed));
    out.extend(sw.receive(1, &frames[4]));
    let to_sink: Vec<(usize, Opcode)> = out
        .iter()
        .filter(|e| header(e).dst == coordinator())
        .map(|e| (e.port, header(e).opcode))
        .collect();
    assert!(to_sink.iter().any(|&(_, op)| op == Opcode::Result));
    assert!(
        to_sink.iter().all(|&(port, _)| port == 2),
        "every frame to the sink on port 2: {to_sink:?}"
    );
    assert_eq!(results(&out).len(), 4);
}
