//! Points of docs/PROTOCOL.md that an independent client or memory model
//! needs and that are easy to get wrong, pinned against the behavioural
//! model (the reference), so that the document and the model cannot drift
//! apart: the signature id's padding (§5.1), what RESET does to the tables
//! (§5, §10), a refused CONFIGURE (§5.2), which request gets status 4
//! (§5.1), the switch's END with results to the source (§4.3), the order of
//! a frame's output and its ACK (§4.2), the count SRAM model's timing
//! (§10), the status byte of an overflowed bucket (§7.1, §10), and the
//! output order on each port (§7.6).

use netjoin_proto::control::{ConfigureQuery, ControlCommand, ControlStatus, SignatureRecord};
use netjoin_proto::counters::Counter;
use netjoin_proto::frame::{FrameBuilder, FrameView};
use netjoin_proto::{
    bucket_of, DropReason, Header, Mac, Opcode, PhaseCounts, ResultRouting, ResultShape, Signature,
    COORDINATOR_SOURCE, FLAG_ACK_REQUEST, PHASE_BUILD, PHASE_PROBE, SWITCH_SOURCE,
};
use netjoin_sim::sram::CountSram;
use netjoin_sim::{Emitted, SwitchConfig, SwitchModel};

const QUERY: u16 = 21;
const TOKEN: u64 = 0x0A11_5EED_D1CE_B00C;

fn sig(id: &str) -> Signature {
    Signature::parse_id(id).unwrap()
}

fn sink() -> Mac {
    Mac::local(COORDINATOR_SOURCE)
}

/// A CONTROL request from the coordinator on `port` with `query_id`;
/// returns (status, reply payload) and checks there is exactly one reply.
fn control_as(
    sw: &mut SwitchModel,
    port: usize,
    query_id: u16,
    cmd: u8,
    payload: &[u8],
) -> (u8, Vec<u8>) {
    let mut h = Header::new(Opcode::Control, sw.config().mac, sink());
    h.source = COORDINATOR_SOURCE;
    h.query_id = query_id;
    h.table = cmd;
    let out = sw.receive(port, &FrameBuilder::encode(&h, payload));
    assert_eq!(out.len(), 1, "one reply per CONTROL frame");
    assert_eq!(out[0].port, port, "the reply leaves on the request's port");
    let v = FrameView::parse(&out[0].frame).unwrap();
    assert_eq!(v.header.opcode, Opcode::ControlReply);
    (v.header.flags, v.payload.to_vec())
}

fn control(sw: &mut SwitchModel, cmd: ControlCommand, payload: &[u8]) -> (u8, Vec<u8>) {
    control_as(sw, 0, QUERY, cmd as u8, payload)
}

fn load(sw: &mut SwitchModel, s: Signature) -> u8 {
    control(
        sw,
        ControlCommand::LoadSignature,
        &SignatureRecord::new(s).encode(),
    )
    .0
}

fn query(
    bucket_bits: u8,
    num_sources: u8,
    max_payload: u16,
    routing: ResultRouting,
) -> ConfigureQuery {
    ConfigureQuery {
        token: TOKEN,
        bucket_bits,
        num_sources,
        max_payload,
        sink: sink(),
        routing,
        shape: ResultShape::Probe,
        filter_bits: 0,
        onchip: 0,
        context: 0,
    }
}

fn configure(sw: &mut SwitchModel, conf: &ConfigureQuery) -> u8 {
    control(sw, ControlCommand::Configure, &conf.encode()).0
}

/// A switch with `s` loaded and `conf` in force.
fn switch(s: Signature, conf: &ConfigureQuery) -> SwitchModel {
    let mut sw = SwitchModel::new(SwitchConfig::default());
    assert_eq!(load(&mut sw, s), 0);
    assert_eq!(configure(&mut sw, conf), 0);
    sw
}

/// A key of `k` bytes holding `n`.
fn key(k: usize, n: u64) -> Vec<u8> {
    n.to_be_bytes()[8 - k..].to_vec()
}

/// A data frame of the query from worker `source` (MAC `Mac::local(source)`).
fn data(
    sw: &SwitchModel,
    op: Opcode,
    source: u16,
    seq: u32,
    table: u8,
    tuples: usize,
    payload: &[u8],
) -> Vec<u8> {
    let mut h = Header::new(op, sw.config().mac, Mac::local(source));
    h.query_id = QUERY;
    h.token = TOKEN;
    h.source = source;
    h.seq = seq;
    h.table = table;
    h.tuple_count = tuples as u16;
    FrameBuilder::encode(&h, payload)
}

/// BUILD tuples of signature `s` for `keys` (value: the key times 10, in
/// the value's last bytes).
fn build_payload(s: Signature, keys: &[u64]) -> Vec<u8> {
    let mut p = Vec::new();
    for &n in keys {
        p.extend(key(s.k(), n));
        let mut v = vec![0u8; s.v()];
        let tail = (n * 10).to_be_bytes();
        let m = s.v().min(8);
        v[s.v() - m..].copy_from_slice(&tail[8 - m..]);
        p.extend(v);
    }
    p
}

/// PROBE tuples of signature `s`, each with `key` for every table and a
/// payload of `V` bytes `0xAB`.
fn probe_payload(s: Signature, keys: &[u64]) -> Vec<u8> {
    let mut p = Vec::new();
    for &n in keys {
        for _ in 0..s.t() {
            p.extend(key(s.k(), n));
        }
        p.extend(vec![0xAB; s.v()]);
    }
    p
}

fn end(sw: &SwitchModel, source: u16, seq: u32, phase: u8) -> Vec<u8> {
    data(
        sw,
        Opcode::End,
        source,
        seq,
        phase,
        0,
        &PhaseCounts::default().encode(),
    )
}

fn header(e: &Emitted) -> Header {
    FrameView::parse(&e.frame).unwrap().header
}

fn record_with_id(id: &[u8], s: Signature) -> [u8; 40] {
    let mut r = SignatureRecord::new(s).encode();
    r[..32].fill(0);
    r[..id.len()].copy_from_slice(id);
    r
}

/// §5.1: the id counts up to its first NUL; a byte above 0x7F after it is
/// not refused (the record loads on the id before the NUL and its widths),
/// and the reply carries the id NUL-padded. Before the NUL the same byte
/// makes the request malformed.
#[test]
fn id_bytes_after_the_first_nul_are_not_checked() {
    let s = sig("k8v8t3");
    let catalog = SwitchConfig {
        supported: Some(vec![s, sig("k8v16t2")]),
        ..SwitchConfig::default()
    };
    for cfg in [SwitchConfig::default(), catalog] {
        let mut sw = SwitchModel::new(cfg);
        let clean = SignatureRecord::new(s).encode();
        for junk in [0x80u8, 0xFF, b'x'] {
            let mut rec = clean;
            rec[7..32].fill(junk);
            rec[6] = 0; // the NUL after "k8v8t3"
            let (status, reply) = control(&mut sw, ControlCommand::LoadSignature, &rec);
            assert_eq!(
                status,
                ControlStatus::Ok as u8,
                "byte {junk:#x} after the NUL"
            );
            assert_eq!(reply, clean.to_vec(), "the reply's id is NUL-padded");
            assert_eq!(sw.signature(), Some(s));
        }
        // the reserved u16 is not checked either
        let mut rec = clean;
        rec[38] = 0xFF;
        rec[39] = 0x80;
        let (status, reply) = control(&mut sw, ControlCommand::LoadSignature, &rec);
        assert_eq!((status, reply), (0, clean.to_vec()));
        // a byte above 0x7F before the NUL: malformed, nothing loaded
        assert_eq!(load(&mut sw, sig("k8v16t2")), 0);
        let mut bad = clean;
        bad[5] = 0x80 | b'3';
        assert_eq!(
            control(&mut sw, ControlCommand::LoadSignature, &bad),
            (ControlStatus::Malformed as u8, vec![])
        );
        // a byte above 0x7F after the NUL of a truncated id: judged on "k8v8t"
        let rec = record_with_id(b"k8v8t\0\x80\x80", s);
        assert_eq!(
            control(&mut sw, ControlCommand::LoadSignature, &rec).0,
            ControlStatus::UnsupportedSignature as u8
        );
        assert_eq!(sw.signature(), Some(sig("k8v16t2")));
    }
}

/// §5 (RESET) and §10 (Contents): RESET writes no table; the model drops
/// its image (`memory()` empty) and its filters, no data frame reaches the
/// tables until a CONFIGURE, and that CONFIGURE starts from all-zero
/// buckets and filters even with the same shape as before.
#[test]
fn reset_leaves_the_tables_to_the_next_configure() {
    let s = sig("k8v8t1");
    let conf = ConfigureQuery {
        filter_bits: 8,
        ..query(2, 1, 1474, ResultRouting::Sink)
    };
    let mut sw = switch(s, &conf);
    let keys: Vec<u64> = (1..=20).collect();
    let build = data(&sw, Opcode::Build, 0, 0, 0, 20, &build_payload(s, &keys));
    sw.receive(1, &build);
    assert!(sw.memory().iter().any(|&b| b != 0));
    assert!(sw.filter(0, 0).unwrap().any());
    let len = sw.memory().len();
    assert_eq!(control(&mut sw, ControlCommand::Reset, &[]), (0, vec![]));
    let dropped = sw.memory().is_empty() && sw.filter(0, 0).is_none();
    assert!(dropped, "the model discards its image and filters at RESET");
    assert_eq!(sw.bucket_bits(), None, "no query in force");
    assert_eq!(sw.signature(), Some(s), "RESET keeps the signature");
    // a data frame of the old query: a phase drop, nothing sent or stored
    let probe = data(&sw, Opcode::Probe, 0, 1, 0, 1, &probe_payload(s, &[5]));
    assert!(sw.receive(1, &probe).is_empty());
    assert_eq!(sw.counters().get(Counter::Dropped(DropReason::Phase)), 1);
    assert!(sw.memory().is_empty());
    // the same query again: every bucket and filter bit zero, the old keys
    // gone
    assert_eq!(configure(&mut sw, &conf), 0);
    assert_eq!(sw.memory().len(), len);
    assert!(sw.memory().iter().all(|&b| b == 0));
    for p in 0..2 {
        assert!(sw.filter(0, p).unwrap().not_any(), "filter array {p}");
    }
    let probe = data(&sw, Opcode::Probe, 0, 0, 0, 1, &probe_payload(s, &[5]));
    assert!(sw.receive(1, &probe).is_empty(), "key 5 is gone: a miss");
    assert_eq!(sw.counters().get(Counter::Misses), 1);
    assert_eq!(
        sw.counters().get(Counter::Filtered),
        1,
        "by the cleared filter"
    );
}

/// §5.2: a refused CONFIGURE (status 2 or 3) changes nothing: the query in
/// force keeps its id, token, tables, sequence numbers and sink port.
#[test]
fn a_refused_configure_leaves_the_query_in_force() {
    let s = sig("k8v8t3");
    let conf = query(4, 1, 1474, ResultRouting::Sink);
    let mut sw = switch(s, &conf);
    let keys = [3u64, 4, 5];
    for t in 0..3u8 {
        let f = data(
            &sw,
            Opcode::Build,
            0,
            t as u32,
            t,
            3,
            &build_payload(s, &keys),
        );
        sw.receive(2, &f);
    }
    assert_eq!(sw.counters().get(Counter::Inserts), 9);
    let image = sw.memory().to_vec();
    let other = |c: ConfigureQuery| ConfigureQuery {
        token: TOKEN ^ 1,
        sink: Mac::local(77),
        ..c
    };
    let mut short = other(conf).encode().to_vec();
    short.pop();
    let refused: [(Vec<u8>, ControlStatus); 4] = [
        (
            other(ConfigureQuery {
                bucket_bits: 28,
                ..conf
            })
            .encode()
            .to_vec(),
            ControlStatus::Malformed,
        ),
        (
            other(ConfigureQuery {
                max_payload: s.spill_width() as u16 - 1,
                ..conf
            })
            .encode()
            .to_vec(),
            ControlStatus::Malformed,
        ),
        (short, ControlStatus::Malformed),
        (
            // 3 tables of 2^27 one-line buckets: more than 2^27 lines
            other(ConfigureQuery {
                bucket_bits: 27,
                ..conf
            })
            .encode()
            .to_vec(),
            ControlStatus::NoMemory,
        ),
    ];
    for (payload, want) in &refused {
        // from another port, with another query id
        let (status, reply) = control_as(
            &mut sw,
            3,
            QUERY + 1,
            ControlCommand::Configure as u8,
            payload,
        );
        assert_eq!((status, reply), (*want as u8, vec![]));
        assert_eq!(sw.memory(), &image[..], "{want:?}: the tables are kept");
        assert_eq!(sw.bucket_bits(), Some(4));
    }
    // the old query goes on: next sequence number, old id and token, and
    // its results go to the old sink on the old sink port (0)
    let probe = data(&sw, Opcode::Probe, 0, 3, 0, 1, &probe_payload(s, &[4]));
    let out = sw.receive(2, &probe);
    assert_eq!(out.len(), 1);
    let h = header(&out[0]);
    assert_eq!((h.opcode, h.tuple_count), (Opcode::Result, 1));
    assert_eq!((h.dst, out[0].port, h.seq, h.token), (sink(), 0, 0, TOKEN));
    // the refused request's query id was not taken
    let mut f = data(&sw, Opcode::Probe, 0, 4, 0, 1, &probe_payload(s, &[4]));
    f[16..18].copy_from_slice(&(QUERY + 1).to_be_bytes());
    assert!(sw.receive(2, &f).is_empty());
    assert_eq!(sw.counters().get(Counter::Dropped(DropReason::QueryId)), 1);
}

/// §5.1: status 4 answers only a CONFIGURE of the right length while no
/// LOAD_SIGNATURE has succeeded; after one, none (a successful load ends
/// the query in force, a refused one changes nothing, RESET keeps the
/// signature).
#[test]
fn status_4_only_before_the_first_signature() {
    let s = sig("k8v8t3");
    let mut sw = SwitchModel::new(SwitchConfig {
        supported: Some(vec![s]),
        ..SwitchConfig::default()
    });
    let conf = query(4, 1, 1474, ResultRouting::Sink);
    let no_sig = ControlStatus::NoSignature as u8;
    assert_eq!(configure(&mut sw, &conf), no_sig);
    let bad = ConfigureQuery {
        bucket_bits: 30,
        ..conf
    };
    assert_eq!(configure(&mut sw, &bad), no_sig, "4 before 2");
    assert_eq!(
        control(&mut sw, ControlCommand::Configure, &[0u8; 15]).0,
        ControlStatus::Malformed as u8,
        "a wrong length is 2 first"
    );
    // refused loads leave the switch without a signature
    assert_eq!(
        load(&mut sw, sig("k8v16t3")),
        ControlStatus::UnsupportedSignature as u8
    );
    let mut rec = SignatureRecord::new(s).encode();
    rec[0] = 0xEB;
    assert_eq!(
        control(&mut sw, ControlCommand::LoadSignature, &rec).0,
        ControlStatus::Malformed as u8
    );
    assert_eq!(configure(&mut sw, &conf), no_sig);
    for cmd in [ControlCommand::ReadCounters, ControlCommand::Reset] {
        assert_eq!(control(&mut sw, cmd, &[]).0, 0, "{cmd:?} never gets 4");
    }
    assert_eq!(configure(&mut sw, &conf), no_sig, "RESET loads nothing");
    // the first load: from now on no status 4
    assert_eq!(load(&mut sw, s), 0);
    assert_eq!(configure(&mut sw, &bad), ControlStatus::Malformed as u8);
    assert_eq!(configure(&mut sw, &conf), 0);
    let build = |sw: &SwitchModel, seq: u32| {
        data(
            sw,
            Opcode::Build,
            0,
            seq,
            0,
            1,
            &build_payload(s, &[seq as u64 + 1]),
        )
    };
    sw.receive(1, &build(&sw, 0));
    assert_eq!(sw.counters().get(Counter::Inserts), 1);
    // a refused load keeps the signature and the query in force
    assert_eq!(
        load(&mut sw, sig("k8v16t3")),
        ControlStatus::UnsupportedSignature as u8
    );
    sw.receive(1, &build(&sw, 1));
    assert_eq!(sw.counters().get(Counter::Inserts), 2);
    // loading the same signature again ends the query: a phase drop
    assert_eq!(load(&mut sw, s), 0);
    let phase = sw.counters().get(Counter::Dropped(DropReason::Phase));
    assert!(sw.receive(1, &build(&sw, 2)).is_empty());
    assert_eq!(
        sw.counters().get(Counter::Dropped(DropReason::Phase)),
        phase + 1
    );
    assert_eq!(configure(&mut sw, &conf), 0, "not 4 after a load");
    assert_eq!(control(&mut sw, ControlCommand::Reset, &[]).0, 0);
    assert_eq!(configure(&mut sw, &conf), 0, "not 4 after RESET");
}

/// §4.3 with results to the source: RESULT frames go to their source's MAC
/// on its port, numbered per port; the switch's END goes to the sink MAC on
/// the sink port and takes that port's counter, after the frames that left
/// there (here those of a worker on the sink's port).
#[test]
fn with_results_to_the_source_the_end_takes_the_sink_ports_counter() {
    let s = sig("k8v8t1");
    // 80 B: three 24-byte RESULT tuples a frame
    let conf = query(4, 2, s.spill_width() as u16, ResultRouting::Source);
    let mut sw = switch(s, &conf); // CONFIGURE on port 0: the sink port
    let keys: Vec<u64> = (1..=6).collect();
    let mut out = Vec::new();
    let b = data(&sw, Opcode::Build, 0, 0, 0, 6, &build_payload(s, &keys));
    out.extend(sw.receive(0, &b));
    out.extend(sw.receive(1, &end(&sw, 1, 0, PHASE_BUILD)));
    out.extend(sw.receive(0, &end(&sw, 0, 1, PHASE_BUILD)));
    // worker 0 on port 0 (beside the sink): 4 tuples in 2 RESULT frames;
    // worker 1 on port 1: 2 tuples in 1
    let p0 = data(
        &sw,
        Opcode::Probe,
        0,
        2,
        0,
        4,
        &probe_payload(s, &[1, 2, 3, 4]),
    );
    let p1 = data(&sw, Opcode::Probe, 1, 1, 0, 2, &probe_payload(s, &[5, 6]));
    out.extend(sw.receive(0, &p0));
    out.extend(sw.receive(1, &p1));
    out.extend(sw.receive(1, &end(&sw, 1, 2, PHASE_PROBE)));
    out.extend(sw.receive(0, &end(&sw, 0, 3, PHASE_PROBE)));
    let seen: Vec<_> = out
        .iter()
        .map(|e| {
            let h = header(e);
            (e.port, h.opcode, h.dst, h.seq, h.tuple_count)
        })
        .collect();
    let (w0, w1) = (Mac::local(0), Mac::local(1));
    assert_eq!(
        seen,
        vec![
            (1, Opcode::Ack, w1, 0, 0),
            (0, Opcode::Ack, w0, 1, 0),
            (0, Opcode::End, sink(), 0, 0),
            (0, Opcode::Result, w0, 1, 3),
            (0, Opcode::Result, w0, 2, 1),
            (1, Opcode::Result, w1, 0, 2),
            (1, Opcode::Ack, w1, 2, 0),
            (0, Opcode::Ack, w0, 3, 0),
            (0, Opcode::End, sink(), 3, 0),
        ],
        "(port, kind, dst, seq, tuples); an ACK's seq is the answered frame's"
    );
    let v = FrameView::parse(&out.last().unwrap().frame).unwrap();
    assert_eq!(
        (v.header.source, v.header.table),
        (SWITCH_SOURCE, PHASE_PROBE)
    );
    let totals = PhaseCounts::decode(v.payload).unwrap();
    assert_eq!(
        (totals.frames, totals.tuples),
        (3, 6),
        "totals over every port"
    );
}

/// §4.2 Order: on the port of the frame answered, the OVERFLOW, RESULT and
/// SPILL frames a BUILD or PROBE frame causes come before its ACK; the ACK
/// of a worker's END comes before the switch's END it completes. Both
/// routings, the worker on the sink's port.
#[test]
fn a_frames_ack_follows_its_own_output() {
    let s = sig("k8v8t1");
    let bits = 4u8;
    let in_bucket = |b: u32, n: usize| -> Vec<u64> {
        (1u64..)
            .filter(|&k| bucket_of(&key(8, k), bits) == b)
            .take(n)
            .collect()
    };
    // four keys for bucket 0 (three slots: one overflows), one each for 1, 2
    let full = in_bucket(0, 4);
    let hits = [in_bucket(1, 1)[0], in_bucket(2, 1)[0]];
    let mut build_keys = full.clone();
    build_keys.extend(hits);
    for routing in [ResultRouting::Sink, ResultRouting::Source] {
        // a SPILL tuple (80 B) a frame, so each probe makes several frames
        let conf = query(bits, 1, s.spill_width() as u16, routing);
        let mut sw = switch(s, &conf);
        let mut f = data(
            &sw,
            Opcode::Build,
            0,
            0,
            0,
            6,
            &build_payload(s, &build_keys),
        );
        f[21] = FLAG_ACK_REQUEST;
        let kinds = |out: &[Emitted]| -> Vec<(usize, Opcode, u16)> {
            out.iter()
                .map(|e| {
                    let h = header(e);
                    (e.port, h.opcode, h.tuple_count)
                })
                .collect()
        };
        let out = sw.receive(0, &f);
        assert_eq!(
            kinds(&out),
            vec![(0, Opcode::Overflow, 1), (0, Opcode::Ack, 0)],
            "{routing:?}: OVERFLOW, then the ACK"
        );
        let out = sw.receive(0, &end(&sw, 0, 1, PHASE_BUILD));
        assert_eq!(
            kinds(&out),
            vec![(0, Opcode::Ack, 0), (0, Opcode::End, 0)],
            "{routing:?}: the END's ACK, then the switch's END"
        );
        // hits, a spill (bucket 0 overflowed), a miss, a hit
        let probes = [hits[0], full[0], in_bucket(3, 1)[0], hits[1]];
        let mut f = data(&sw, Opcode::Probe, 0, 2, 0, 4, &probe_payload(s, &probes));
        f[21] = FLAG_ACK_REQUEST;
        let out = sw.receive(0, &f);
        assert_eq!(
            kinds(&out),
            vec![
                (0, Opcode::Result, 2),
                (0, Opcode::Spill, 1),
                (0, Opcode::Ack, 0),
            ],
            "{routing:?}: RESULT and SPILL frames, then the ACK"
        );
        let ack = header(out.last().unwrap());
        let acked = PhaseCounts::decode(
            &out.last().unwrap().frame
                [netjoin_proto::HEADER_LEN..netjoin_proto::HEADER_LEN + PhaseCounts::LEN],
        )
        .unwrap()
        .ack;
        assert_eq!((ack.table, ack.seq, acked), (PHASE_PROBE, 2, 3));
    }
}

/// §10 (Latency, Reads): the simulation's count SRAM answers each read
/// exactly its latency later, in order, with the word as the writes of the
/// cycles before the read left it (not the write of the read's own
/// cycle), for any latency from 1 up.
#[test]
fn the_count_sram_model_answers_after_its_latency_as_before_the_read() {
    for latency in [1u32, 2, 16, 33, 200] {
        let mut s = CountSram::new(latency);
        assert_eq!(s.latency(), latency);
        // cycle c: read word 7, then write c + 1 to it
        let reads = 40u64;
        let mut answers = Vec::new();
        for c in 0..reads + latency as u64 + 2 {
            if c < reads {
                s.read(7);
                s.write(7, c as u32 + 1);
            }
            if let Some(w) = s.tick() {
                answers.push((c, w));
            }
        }
        let want: Vec<(u64, u32)> = (0..reads).map(|c| (c + latency as u64, c as u32)).collect();
        assert_eq!(answers, want, "latency {latency}");
        assert!(s.idle());
    }
}

/// §10: a latency of 0 is outside the interface; the model refuses it.
#[test]
#[should_panic(expected = "at least one cycle")]
fn the_count_sram_model_refuses_latency_0() {
    CountSram::new(0);
}

/// §7.1 and §10 (Byte strobes): a build tuple that finds its bucket full
/// changes only the status byte, to `slots | 0x80` (count unchanged,
/// overflow flag set); the slots and the unused bytes keep their bytes,
/// and every later overflow leaves the same image.
#[test]
fn an_overflow_sets_only_the_flag_in_the_status_byte() {
    for id in ["k8v8t1", "k4v8t1", "k4v4t1"] {
        let s = sig(id);
        let g = s.geometry();
        assert_eq!(g.bucket_bytes(), 64, "{id}: one-line buckets");
        let conf = query(0, 1, 1474, ResultRouting::Sink); // one bucket
        let mut sw = switch(s, &conf);
        let keys: Vec<u64> = (1..=g.slots as u64).collect();
        sw.receive(
            1,
            &data(
                &sw,
                Opcode::Build,
                0,
                0,
                0,
                keys.len(),
                &build_payload(s, &keys),
            ),
        );
        let full = sw.memory().to_vec();
        assert_eq!(full[63], g.slots as u8, "{id}: count = slots, flag clear");
        let stored = build_payload(s, &keys);
        assert_eq!(&full[..stored.len()], &stored[..], "{id}: the slots");
        assert!(
            full[stored.len()..63].iter().all(|&b| b == 0),
            "{id}: unused bytes"
        );
        for (seq, n) in [(1u32, 100u64), (2, 200)] {
            let out = sw.receive(
                1,
                &data(&sw, Opcode::Build, 0, seq, 0, 1, &build_payload(s, &[n])),
            );
            assert_eq!(header(&out[0]).opcode, Opcode::Overflow);
            let image = sw.memory();
            assert_eq!(image[63], g.slots as u8 | 0x80, "{id}: slots | 0x80");
            assert_eq!(&image[..63], &full[..63], "{id}: nothing else written");
        }
        assert_eq!(sw.counters().get(Counter::Overflows), 2);
    }
}

/// §4.1 and §7.6: the output of every port follows the commit order (the
/// order the model receives frames in), whichever port the frames came
/// from: with results to the sink one counter over all commits, with
/// results to the source each port's counter over that port's commits.
#[test]
fn each_ports_output_follows_the_commit_order() {
    let s = sig("k8v8t1");
    for routing in [ResultRouting::Sink, ResultRouting::Source] {
        let conf = query(6, 2, s.spill_width() as u16, routing);
        let mut sw = switch(s, &conf);
        let keys: Vec<u64> = (1..=12).collect();
        sw.receive(
            1,
            &data(&sw, Opcode::Build, 0, 0, 0, 12, &build_payload(s, &keys)),
        );
        // commits: worker 0 (port 1), worker 1 (port 2), worker 0 again;
        // three RESULT tuples a frame
        let mut out = Vec::new();
        for (i, (w, port, seq, ks)) in [
            (0u16, 1usize, 1u32, &[1u64, 2][..]),
            (1, 2, 0, &[3, 4, 5, 7][..]),
            (0, 1, 2, &[6][..]),
        ]
        .into_iter()
        .enumerate()
        {
            let f = data(
                &sw,
                Opcode::Probe,
                w,
                seq,
                0,
                ks.len(),
                &probe_payload(s, ks),
            );
            for e in sw.receive(port, &f) {
                let h = header(&e);
                assert_eq!(h.opcode, Opcode::Result);
                out.push((i, e.port, h.seq, h.tuple_count));
            }
        }
        let want: Vec<(usize, usize, u32, u16)> = match routing {
            // all on the sink port (0, where CONFIGURE came from), one counter
            ResultRouting::Sink => vec![(0, 0, 0, 2), (1, 0, 1, 3), (1, 0, 2, 1), (2, 0, 3, 1)],
            // back to each worker's port, each port numbering its own
            ResultRouting::Source => {
                vec![(0, 1, 0, 2), (1, 2, 0, 3), (1, 2, 1, 1), (2, 1, 1, 1)]
            }
        };
        assert_eq!(out, want, "{routing:?}: (commit, port, seq, tuples)");
    }
}
