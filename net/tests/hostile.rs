//! A hostile segment (needs root; CI runs as root): on a testbed of its
//! own, a star join's tasks run from worker 0's namespace over their raw
//! link while a stranger in worker 1's namespace, on a switch port of its
//! own and without the control key, attacks the switch between and during
//! the query's phases (after set-up, during the build, during the probes):
//! CONTROL frames sealed under a wrong key (RESET, LOAD_SIGNATURE, and a
//! CONFIGURE that would send the sink's frames and the results to the
//! stranger), replays of the exact bytes of the genuine CONTROL frames of
//! this run (read from switchd's `--pcap` file, which needs no key), bare
//! CONTROL frames, data frames forged with the query's id and the
//! coordinator's or a task's MAC under wrong and guessed tokens, and at the
//! end a bounded flood of ACKs and data frames. The stranger listens on its
//! link the whole time.
//!
//! The query's rows must equal the reference join; the stranger must get
//! no RESULT, SPILL, OVERFLOW or CONTROL_REPLY frame; the switch must count
//! every attacking frame it read under its drop reason (`auth`, `replay`,
//! `token`, `query_id`, `opcode`), every frame it read as accepted or
//! dropped once; switchd's resident memory must stay under its
//! `--memory-cap`.

mod common;
use common::{
    assert_exact, enter, flood_frames, input, port_report, rows_of, status_kib, task_query, Bed,
};
use netjoin_host::control_client::Sharing;

use netjoin_host::port::task_mac;
use netjoin_host::random::fresh_token;
use netjoin_host::task::{build, read_counters, set_up, ProbeResults, Prober, TaskParams};
use netjoin_host::StarJoinInput;
use netjoin_net::link::{self, LinkTx};
use netjoin_net::testbed::TestbedConfig;
use netjoin_proto::auth;
use netjoin_proto::control::{
    ConfigureQuery, ControlCommand, PhaseCounts, ResultRouting, SignatureRecord,
};
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::header::offset;
use netjoin_proto::{
    ControlKey, DropReason, FrameBuilder, Header, Mac, Opcode, ResultShape, Signature,
    FLAG_ACK_REQUEST, PHASE_BUILD, PHASE_PROBE,
};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, Ordering};
use std::time::{Duration, Instant};

/// switchd's memory cap in this test.
const CAP_MIB: u64 = 64;
const QUERY_ID: u16 = 0x5a17;
/// How long the stranger floods at most.
const FLOOD_FOR: Duration = Duration::from_secs(1);
/// The flood frames the query waits for before its last prober starts, so
/// that the flood meets the probes.
const FLOOD_AHEAD: u64 = 20_000;
/// The pause between two attacking frames outside the flood: a moderate
/// rate, which neither the link nor switchd's socket drops.
const PACE: Duration = Duration::from_micros(500);
/// Tokens the stranger guesses in each round.
const GUESSES: u32 = 64;

/// The query's course, as the stranger sees it: the stage the query has
/// reached (0 before set-up), and the last of its rounds the stranger has
/// finished.
const SET_UP: u8 = 1;
const BUILDING: u8 = 2;
const PROBING: u8 = 3;
/// The probes are done: the flood ends.
const DONE: u8 = 4;

#[derive(Default)]
struct Course {
    stage: AtomicU8,
    /// The stage whose round of attacks the stranger has sent.
    attacked: AtomicU8,
    flood_sent: AtomicU64,
    /// The flood is over: nothing more comes from the stranger.
    quiet: AtomicBool,
    /// The stranger listens (before it sends anything).
    listening: AtomicBool,
    /// The counters are read: the stranger stops listening.
    stop_listening: AtomicBool,
}

fn wait_for(what: &str, cond: impl Fn() -> bool) {
    let t0 = Instant::now();
    while !cond() {
        assert!(t0.elapsed() < Duration::from_secs(60), "waited for {what}");
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// What the query's thread found.
struct Query {
    rows: Vec<u8>,
    /// The switch's counters once the stranger's frames have drained.
    counters: Counters,
}

/// The whole query from worker 0's namespace, as flood.rs's: set-up, every
/// build task, every prober, all as sources of their own over one raw link
/// (the set-up task, MAC `task_mac(0)`, is the coordinator and the sink).
/// After set-up it lets the stranger attack and waits for the round; it
/// lets the stranger attack again after the first build task, and once
/// more after the first probe chunk, and waits for each round before the
/// next phase (so that each falls in its phase); the last prober starts
/// once the flood is under way.
fn run_query(
    tb: &TestbedConfig,
    key: Option<ControlKey>,
    token: u64,
    input: &StarJoinInput,
    course: &Course,
) -> Query {
    enter(&tb.worker_ns(0));
    let sig = input.signature;
    let (ports, q) = task_query(sig, key, (QUERY_ID, token), Sharing::Exclusive);
    let p = TaskParams::default();
    let (t, workers) = (sig.t(), input.workers);
    let sources = 1 + t * workers + workers;
    let ep = || ports.port.attach(task_mac(0));
    let none = vec![&[][..]; t];
    set_up(&ep(), &q, 15, sources, 0, &none, &p).expect("set-up");
    let round = |stage: u8| {
        course.stage.store(stage, Ordering::Relaxed);
    };
    let wait_round = |stage: u8| {
        wait_for("the stranger's round", || {
            course.attacked.load(Ordering::Relaxed) >= stage
        })
    };
    round(SET_UP);
    wait_round(SET_UP);
    let mut first = true;
    for table in 0..t {
        for w in 0..workers {
            let source = (1 + table * workers + w) as u16;
            let mut tables = none.clone();
            tables[table] = &input.dims[table][w];
            let ep = ports.port.attach(task_mac(source));
            let r = build(&ep, &q, source, &tables, &p).expect("build");
            assert!(!r.query_gone, "the switch lost the query during the build");
            if std::mem::take(&mut first) {
                round(BUILDING);
            }
        }
    }
    wait_round(BUILDING);
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let sentinel: Vec<u8> = (0..t).flat_map(|i| dims[i][..sig.k()].to_vec()).collect();
    let mut rows = Vec::new();
    for w in 0..workers {
        let source = (1 + t * workers + w) as u16;
        if w == workers - 1 {
            wait_round(PROBING);
            wait_for("the flood", || {
                course.flood_sent.load(Ordering::Relaxed) >= FLOOD_AHEAD
                    || course.quiet.load(Ordering::Relaxed)
            });
        }
        let ep = ports.port.attach(task_mac(source));
        let mut prober = Prober::new(ep, q, source, sentinel.clone(), None, p).expect("prober");
        let mut out = ProbeResults::default();
        for chunk in input.fact[w].chunks(sig.probe_width() * 2000) {
            prober.probe(&mut chunk.to_vec(), &mut out).expect("probe");
            if course.stage.load(Ordering::Relaxed) < PROBING {
                round(PROBING);
            }
        }
        rows_of(&sig, &dims, &out, &mut rows);
    }
    round(DONE);
    wait_for("the end of the flood", || {
        course.quiet.load(Ordering::Relaxed)
    });
    // The stranger's last frames drain from switchd's socket.
    let drops = |c: &Counters| {
        DropReason::ALL
            .iter()
            .map(|&r| c.get(Counter::Dropped(r)))
            .sum::<u64>()
    };
    let mut counters = read_counters(&ep(), &q, &p).unwrap();
    loop {
        std::thread::sleep(Duration::from_millis(300));
        let again = read_counters(&ep(), &q, &p).unwrap();
        if drops(&again) == drops(&counters) {
            break;
        }
        counters = again;
    }
    Query { rows, counters }
}

/// The frames of a classic pcap file (either byte order, micro- or
/// nanosecond timestamps).
fn pcap_frames(path: &Path) -> Vec<Vec<u8>> {
    let b = std::fs::read(path).expect("switchd's pcap file");
    assert!(b.len() >= 24, "no pcap header in {}", path.display());
    let magic = u32::from_le_bytes(b[..4].try_into().unwrap());
    let le = match magic {
        0xa1b2_c3d4 | 0xa1b2_3c4d => true,
        0xd4c3_b2a1 | 0x4d3c_b2a1 => false,
        m => panic!("{} is not a pcap file (magic {m:#x})", path.display()),
    };
    let u32_at = |i: usize| {
        let w: [u8; 4] = b[i..i + 4].try_into().unwrap();
        if le {
            u32::from_le_bytes(w)
        } else {
            u32::from_be_bytes(w)
        }
    };
    let mut frames = Vec::new();
    let mut at = 24;
    // A record being written as we read is left for later.
    while at + 16 <= b.len() {
        let len = u32_at(at + 8) as usize;
        if at + 16 + len > b.len() {
            break;
        }
        frames.push(b[at + 16..at + 16 + len].to_vec());
        at += 16 + len;
    }
    frames
}

/// The genuine CONTROL frames of this run so far: those the switch took
/// from the coordinator's MAC, as switchd's pcap file recorded them.
fn genuine_control(pcap: &Path, coordinator: Mac) -> Vec<Vec<u8>> {
    pcap_frames(pcap)
        .into_iter()
        .filter(|f| {
            f.len() >= netjoin_proto::HEADER_LEN
                && f[12..14] == netjoin_proto::ETHERTYPE.to_be_bytes()
                && f[15] == Opcode::Control as u8
                && f[6..12] == coordinator.0
        })
        .collect()
}

/// What the stranger sent (frames the kernel took) and received.
#[derive(Debug, Default)]
struct Tally {
    /// CONTROL frames sealed under a wrong key, and bare ones.
    wrong_key: u64,
    bare: u64,
    /// Replays of genuine CONTROL frames.
    replayed: u64,
    /// The commands (`table` byte) of the genuine CONTROL frames the
    /// stranger found, in order.
    genuine: Vec<u8>,
    /// Data frames of the query's id under wrong or guessed tokens.
    forged: u64,
    /// Data frames of another query id.
    other_query: u64,
    /// Flood frames: BUILD and PROBE (wrong tokens), and ACKs.
    flood_data: u64,
    flood_acks: u64,
    /// Frames the kernel refused to send (counted in none of the above).
    refused: u64,
    /// What the stranger received from the switch, by kind.
    received: BTreeMap<String, u64>,
}

impl Tally {
    fn sent(&self) -> u64 {
        self.wrong_key
            + self.bare
            + self.replayed
            + self.forged
            + self.other_query
            + self.flood_data
            + self.flood_acks
    }
}

/// Sends one attacking frame at the moderate rate; counts it in `n` if
/// the kernel took it.
fn send_paced(tx: &mut LinkTx, frame: &[u8], n: &mut u64, refused: &mut u64) {
    if tx.send(frame) {
        *n += 1;
    } else {
        *refused += 1;
    }
    std::thread::sleep(PACE);
}

/// A CONTROL request as a client makes it, from `src`.
fn control_header(switch: Mac, src: Mac, cmd: ControlCommand, seq: u32) -> Header {
    let mut h = Header::new(Opcode::Control, switch, src);
    h.source = netjoin_proto::COORDINATOR_SOURCE;
    h.query_id = QUERY_ID;
    h.table = cmd as u8;
    h.seq = seq;
    h
}

/// The stranger's CONTROL requests: RESET; LOAD_SIGNATURE of another
/// signature; CONFIGURE of the query's id under a token of its own, with
/// itself as the sink and results to the source (so its own PROBEs would
/// bring it the results).
fn hostile_requests(me: Mac, token: u64) -> Vec<(ControlCommand, Vec<u8>)> {
    let conf = ConfigureQuery {
        token,
        bucket_bits: 10,
        num_sources: 64,
        max_payload: 1458,
        sink: me,
        routing: ResultRouting::Source,
        shape: ResultShape::Payload,
        filter_bits: 0,
        onchip: 0,
        context: 0,
    };
    vec![
        (ControlCommand::Reset, Vec::new()),
        (
            ControlCommand::LoadSignature,
            SignatureRecord::new(Signature::parse_id("k4v4t1").unwrap())
                .encode()
                .to_vec(),
        ),
        (ControlCommand::Configure, conf.encode().to_vec()),
    ]
}

/// Data frames of the query's id (or, with `other_query`, of the next id)
/// from `src` under `token`: a BUILD of table 0, a PROBE, an END of each
/// phase, every one asking for an ACK.
fn forged_data(sig: &Signature, switch: Mac, src: Mac, token: u64, seq: u32) -> Vec<Vec<u8>> {
    let mut frames = Vec::new();
    for (op, table, width) in [
        (Opcode::Build, 0, sig.build_width()),
        (Opcode::Probe, 0, sig.probe_width()),
        (Opcode::End, PHASE_BUILD, 0),
        (Opcode::End, PHASE_PROBE, 0),
    ] {
        let mut h = Header::new(op, switch, src);
        h.query_id = QUERY_ID;
        h.token = token;
        h.source = 1;
        h.table = table;
        h.seq = seq;
        h.flags = FLAG_ACK_REQUEST;
        if op == Opcode::End {
            let counts = PhaseCounts {
                frames: seq,
                ack: 0,
                tuples: 0,
                aux: 0,
            };
            frames.push(FrameBuilder::encode(&h, &counts.encode()));
        } else {
            h.tuple_count = 4;
            frames.push(FrameBuilder::encode(&h, &vec![0x5a; 4 * width]));
        }
    }
    frames
}

/// The stranger in worker 1's namespace: a round of attacks at each stage
/// of the query, then a bounded flood. `not_the_token` only keeps a guess
/// from hitting the query's token by a 1-in-2^64 chance, which would make
/// the counts below inexact; the stranger learns nothing else from it.
fn stranger(
    tb: &TestbedConfig,
    sig: Signature,
    pcap: &Path,
    course: &Course,
    not_the_token: impl Fn(u64) -> bool,
) -> Tally {
    enter(&tb.worker_ns(1));
    let switch = netjoin_sim::SwitchConfig::default().mac;
    let coordinator = task_mac(0);
    let (mut tx, _rx, me) = link::open("sw", Duration::from_millis(20)).unwrap();
    let mut t = Tally::default();
    // A key of the stranger's own: the right length, the wrong bytes.
    let wrong = netjoin_host::random::control_key().unwrap();
    let mut genuine = Vec::new();
    let mut guess = 0u64;
    wait_for("the stranger's ear", || {
        course.listening.load(Ordering::Relaxed)
    });
    for stage in [SET_UP, BUILDING, PROBING] {
        wait_for("the query's stage", || {
            course.stage.load(Ordering::Relaxed) >= stage
        });
        if genuine.is_empty() {
            // Every CONTROL frame the coordinator sent so far, as it
            // crossed the wire (no key needed): the set-up's READ_COUNTERS
            // (is the query in force?), RESET, LOAD_SIGNATURE, CONFIGURE,
            // and any repeats.
            genuine = genuine_control(pcap, coordinator);
            t.genuine = genuine.iter().map(|f| f[offset::TABLE]).collect();
        }
        let (mut refused, mut n) = (0, 0);
        // 1. Sealed under a wrong key, from the stranger's MAC and from the
        // coordinator's, with counters far above any genuine one.
        for (i, src) in [me, coordinator].into_iter().enumerate() {
            for (cmd, record) in hostile_requests(me, fresh_token(0).unwrap()) {
                let h = control_header(switch, src, cmd, 7 + i as u32);
                for counter in [u64::MAX, u64::MAX / 2 + u64::from(stage)] {
                    let f = auth::seal(&h, &record, counter, &wrong);
                    send_paced(&mut tx, &f, &mut n, &mut refused);
                }
            }
        }
        t.wrong_key += n;
        n = 0;
        // 2. The genuine frames again, byte for byte.
        for f in &genuine {
            send_paced(&mut tx, f, &mut n, &mut refused);
        }
        t.replayed += n;
        n = 0;
        // 3. Bare requests, as to a switch with open control.
        for src in [me, coordinator] {
            for (cmd, record) in hostile_requests(me, fresh_token(0).unwrap()) {
                let f = FrameBuilder::encode(&control_header(switch, src, cmd, 9), &record);
                send_paced(&mut tx, &f, &mut n, &mut refused);
            }
        }
        t.bare += n;
        n = 0;
        // 4. Data frames of the query's id from the coordinator's (the
        // sink's) MAC and a prober's, under tokens that cannot be its
        // (0, all ones) and guessed ones.
        let mut tokens = vec![0, u64::MAX];
        while tokens.len() < 2 + GUESSES as usize {
            guess = fresh_token(guess).unwrap();
            if not_the_token(guess) {
                tokens.push(guess);
            }
        }
        for (i, &token) in tokens.iter().enumerate() {
            let src = [coordinator, task_mac(5)][i % 2];
            for f in forged_data(&sig, switch, src, token, i as u32) {
                send_paced(&mut tx, &f, &mut n, &mut refused);
            }
        }
        t.forged += n;
        n = 0;
        // ... and of another query id.
        for f in forged_data(&sig, switch, coordinator, guess, 0) {
            let mut f = f;
            f[offset::QUERY_ID..offset::QUERY_ID + 2]
                .copy_from_slice(&(QUERY_ID ^ 0x8000).to_be_bytes());
            send_paced(&mut tx, &f, &mut n, &mut refused);
        }
        t.other_query += n;
        t.refused += refused;
        course.attacked.store(stage, Ordering::Relaxed);
    }
    // 5. The flood, once the last round's frames have been read.
    std::thread::sleep(Duration::from_millis(200));
    let frames = flood_frames(switch, QUERY_ID, guess);
    let t0 = Instant::now();
    let mut sent = 0;
    while t0.elapsed() < FLOOD_FOR && course.stage.load(Ordering::Relaxed) < DONE {
        // One whole pass at a time, frame by frame, so that what the
        // kernel takes of each kind is known.
        for (op, f) in &frames {
            if tx.send(f) {
                sent += 1;
                if *op == Opcode::Ack {
                    t.flood_acks += 1;
                } else {
                    t.flood_data += 1;
                }
            } else {
                t.refused += 1;
                // The link's queue is full: it drains at the link's rate.
                std::thread::sleep(Duration::from_micros(50));
            }
        }
        course.flood_sent.store(sent, Ordering::Relaxed);
    }
    course.quiet.store(true, Ordering::Relaxed);
    t
}

/// The stranger's ear: every frame that reaches its link, by kind, until
/// the counters are read.
fn listen(tb: &TestbedConfig, course: &Course) -> BTreeMap<String, u64> {
    enter(&tb.worker_ns(1));
    let (_tx, mut rx, _) = link::open("sw", Duration::from_millis(20)).unwrap();
    let mut heard = BTreeMap::new();
    course.listening.store(true, Ordering::Relaxed);
    while !course.stop_listening.load(Ordering::Relaxed) {
        let n = rx.recv_batch(Duration::from_millis(20)).unwrap();
        for f in rx.frames().take(n) {
            let kind = if f.len() >= 16 && f[12..14] == netjoin_proto::ETHERTYPE.to_be_bytes() {
                match Opcode::from_u8(f[15]) {
                    Some(op) => format!("{op:?}"),
                    None => format!("opcode {}", f[15]),
                }
            } else if f.len() >= 14 {
                format!("ethertype {:#06x}", u16::from_be_bytes([f[12], f[13]]))
            } else {
                "runt".to_string()
            };
            *heard.entry(kind).or_default() += 1;
        }
    }
    heard
}

/// Removes a file when dropped (the pcap, also when the test fails).
struct Remove(PathBuf);

impl Drop for Remove {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

#[test]
fn a_stranger_on_a_port_cannot_control_redirect_or_stop_a_running_query() {
    if !netjoin_testkit::need_root("the namespace testbed") {
        return;
    }
    let started = Instant::now();
    let pcap = std::env::temp_dir().join(format!("netjoin-hostile-{}.pcap", std::process::id()));
    let _pcap = Remove(pcap.clone());
    let cap = format!("{CAP_MIB}MiB");
    let pid = std::process::id();
    let bed = Bed::up(
        &format!("nh{}", pid % 10000),
        (240 + pid % 15) as u8,
        &["--memory-cap", &cap, "--pcap", pcap.to_str().unwrap()],
    );
    let (tb, spid) = (&bed.tb, bed.pid);
    let sig = Signature::parse_id("k8v8t2").unwrap();
    let input = input(sig);
    let key = bed.switchd.control_key();
    assert!(key.is_some(), "the testbed keys switchd");
    let token = fresh_token(0).unwrap();
    let course = Course::default();
    let (query, tally, rss_max) = std::thread::scope(|s| {
        let ear = s.spawn(|| listen(tb, &course));
        let attacker = s.spawn(|| stranger(tb, sig, &pcap, &course, |g| g != token));
        let query = s.spawn(|| run_query(tb, key, token, &input, &course));
        let mut rss_max = 0;
        while !query.is_finished() {
            rss_max = rss_max.max(status_kib(spid, "VmRSS:"));
            std::thread::sleep(Duration::from_millis(10));
        }
        // Whatever happened, the stranger's threads end.
        course.stage.store(DONE, Ordering::Relaxed);
        course.attacked.store(DONE, Ordering::Relaxed);
        course.stop_listening.store(true, Ordering::Relaxed);
        let query = query.join().expect("the query's thread failed");
        let mut tally = attacker.join().expect("the stranger's thread failed");
        tally.received = ear.join().expect("the stranger's ear failed");
        (query, tally, rss_max)
    });
    let hwm = status_kib(spid, "VmHWM:");
    let report = bed.stop();

    // The query is exact.
    assert_exact(&input, &query.rows, "the query under attack");

    // Nothing of the query, and no answer to a CONTROL frame, reached the
    // stranger.
    eprintln!("the stranger received: {:?}", tally.received);
    for kind in ["Result", "Spill", "Overflow", "ControlReply"] {
        assert!(
            !tally.received.contains_key(kind),
            "the stranger received {kind} frames: {:?}",
            tally.received
        );
    }

    // The switch's books.
    let c = &query.counters;
    let drop = |r: DropReason| c.get(Counter::Dropped(r));
    let all_drops: u64 = DropReason::ALL.iter().map(|&r| drop(r)).sum();
    eprintln!("switch counters: {:?}", c.nonzero());
    eprintln!("the stranger: {tally:?}");
    // Every frame the switch read was accepted or dropped, once.
    assert_eq!(
        c.get(Counter::FramesIn),
        c.get(Counter::FramesAccepted) + all_drops,
        "frames_in = frames_accepted + all drops"
    );
    // Port 1 carries the stranger's frames only, and the query's frames
    // (port 0) are never dropped as `auth`, `replay`, `token`, `query_id`
    // or `opcode` (each CONTROL request, a repeat too, has a counter of
    // its own): every frame switchd read from port 1, and nothing else,
    // is one of those drops.
    let (port1_in, port1_socket, port1_line) = port_report(&report, 1);
    let hostile_drops = drop(DropReason::Auth)
        + drop(DropReason::Replay)
        + drop(DropReason::Token)
        + drop(DropReason::QueryId)
        + drop(DropReason::Opcode);
    assert_eq!(
        hostile_drops, port1_in,
        "every frame read from the stranger's port is dropped, for the reason of its kind"
    );
    // What of the stranger's frames the kernel took did not reach the
    // switch: lost on the link or at switchd's socket under the flood. The
    // attacks before the flood were sent at a moderate rate and are read
    // before it starts, so in practice `lost` is flood frames only; the
    // bounds below hold whichever frames were lost, and are equalities
    // when none was (then every count is exact).
    let sent = tally.sent();
    assert!(port1_in <= sent, "switchd read {port1_in} of {sent} frames");
    let lost = sent - port1_in;
    assert!(port1_socket + port1_line <= lost);
    let check = |what: &str, counted: u64, sent: u64| {
        assert!(
            counted <= sent && counted + lost >= sent,
            "{what}: the switch counted {counted} of {sent} sent ({lost} of the stranger's frames lost)"
        );
        if lost == 0 {
            assert_eq!(counted, sent, "{what}: nothing was lost, so exact");
        }
    };
    check(
        "drop_auth (wrong key and bare CONTROL)",
        drop(DropReason::Auth),
        tally.wrong_key + tally.bare,
    );
    check(
        "drop_replay (replayed CONTROL)",
        drop(DropReason::Replay),
        tally.replayed,
    );
    check(
        "drop_token (forged and flood data frames)",
        drop(DropReason::Token),
        tally.forged + tally.flood_data,
    );
    check(
        "drop_query_id (another query's data frames)",
        drop(DropReason::QueryId),
        tally.other_query,
    );
    check(
        "drop_opcode (flood ACKs)",
        drop(DropReason::Opcode),
        tally.flood_acks,
    );
    // The replays were of the whole set-up: a RESET, a LOAD_SIGNATURE and a
    // CONFIGURE the switch had accepted (any of which, taken again, would
    // have wiped the query's tables).
    for cmd in [
        ControlCommand::Reset,
        ControlCommand::LoadSignature,
        ControlCommand::Configure,
    ] {
        assert!(
            tally.genuine.contains(&(cmd as u8)),
            "no genuine {cmd:?} in switchd's pcap: {:?}",
            tally.genuine
        );
    }
    assert!(drop(DropReason::Auth) > 0 && drop(DropReason::Replay) > 0);
    assert!(drop(DropReason::Token) > 0 && drop(DropReason::Opcode) > 0);
    assert!(tally.flood_data + tally.flood_acks >= FLOOD_AHEAD);
    eprintln!(
        "the stranger sent {sent} frames ({} refused by its kernel): {} under a wrong key, {} bare, \
         {} replays of {} genuine CONTROL frames (commands {:?}), {} forged data frames, {} of another query, \
         {} flood data frames, {} flood ACKs; switchd read {port1_in} from its port \
         ({port1_socket} lost at the socket, {lost} lost in all); drop_auth {}, drop_replay {}, \
         drop_token {}, drop_query_id {}, drop_opcode {}; switchd's RSS up to {rss_max} KiB \
         (peak {hwm} KiB); {:.1} s",
        tally.refused,
        tally.wrong_key,
        tally.bare,
        tally.replayed,
        tally.genuine.len(),
        tally.genuine,
        tally.forged,
        tally.other_query,
        tally.flood_data,
        tally.flood_acks,
        drop(DropReason::Auth),
        drop(DropReason::Replay),
        drop(DropReason::Token),
        drop(DropReason::QueryId),
        drop(DropReason::Opcode),
        started.elapsed().as_secs_f64()
    );
    // Memory: nothing the stranger sent was kept.
    assert!(
        hwm < CAP_MIB << 10,
        "switchd's peak RSS {hwm} KiB is over its {CAP_MIB} MiB cap"
    );
}
