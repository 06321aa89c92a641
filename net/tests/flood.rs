//! switchd under a flood (needs root; CI runs as root): on a testbed of its
//! own, a query's tasks run from worker 0's namespace over their raw link
//! while worker 1 floods its switch port with data frames and ACKs that
//! carry wrong tokens. The query's rows must equal the reference join, the
//! switch must count every flood frame it read as dropped, and switchd's
//! resident memory must stay under its `--memory-cap`, which also refuses a
//! CONFIGURE beyond it over the wire.

mod common;
use common::{
    assert_exact, enter, flood_frames, input, port_report, rows_of, status_kib, task_query, Bed,
};
use netjoin_host::control_client::Sharing;

use netjoin_host::port::task_mac;
use netjoin_host::task::{build, read_counters, set_up, ProbeResults, Prober, TaskParams};
use netjoin_host::StarJoinInput;
use netjoin_net::link;
use netjoin_net::testbed::TestbedConfig;
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::{ControlKey, DropReason, Signature};
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};
use std::time::{Duration, Instant};

/// switchd's cap in this test: far below what an unbounded queue would
/// take of the flood (a second of it is over 100 MB).
const CAP_MIB: u64 = 64;
const QUERY_ID: u16 = 0x5a17;
const TOKEN: u64 = 0x1234_5678_9abc_def0;

/// What the query's thread found.
struct Query {
    rows: Vec<u8>,
    refused: String,
    /// The switch's counters once the flood has drained.
    counters: Counters,
}

/// The flood's course: it waits for the query's set-up, then floods until
/// the probes are done.
const WAIT: u8 = 0;
const FLOOD: u8 = 1;
const STOP: u8 = 2;

/// The flood frames the query waits for before its build.
const FLOOD_AHEAD: u64 = 20_000;

/// The flood: its course, and the frames it sent so far.
#[derive(Default)]
struct Flood {
    state: AtomicU8,
    sent: AtomicU64,
}

/// The whole query from worker 0's namespace: first a CONFIGURE beyond the
/// cap, then set-up (after which the flood starts, so that the switch's
/// counters, which the set-up's RESET zeroes, count all of it), every
/// build task, every prober, all as sources of their own over one raw
/// link; then the flood stops, and the counters are read once they stop
/// changing.
fn run_query(
    tb: &TestbedConfig,
    key: Option<ControlKey>,
    input: &StarJoinInput,
    flood: &Flood,
) -> Query {
    enter(&tb.worker_ns(0));
    let sig = input.signature;
    let (ports, q) = task_query(sig, key, (QUERY_ID, TOKEN), Sharing::Exclusive);
    let p = TaskParams::default();
    let (t, workers) = (sig.t(), input.workers);
    let sources = 1 + t * workers + workers;
    let ep = || ports.port.attach(task_mac(0));
    let none = vec![&[][..]; t];
    // 2 tables of 2^20 one-line buckets: 128 MiB, beyond the cap.
    let refused = set_up(&ep(), &q, 20, sources, 0, &none, &p).unwrap_err();
    set_up(&ep(), &q, 15, sources, 0, &none, &p).expect("set-up");
    flood.state.store(FLOOD, Ordering::Relaxed);
    let t0 = Instant::now();
    while flood.sent.load(Ordering::Relaxed) < FLOOD_AHEAD {
        assert!(
            t0.elapsed() < Duration::from_secs(20),
            "the flood does not flow"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    for table in 0..t {
        for w in 0..workers {
            let source = (1 + table * workers + w) as u16;
            let mut tables = none.clone();
            tables[table] = &input.dims[table][w];
            let ep = ports.port.attach(task_mac(source));
            let r = build(&ep, &q, source, &tables, &p).expect("build");
            assert!(!r.query_gone);
        }
    }
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let sentinel: Vec<u8> = (0..t).flat_map(|i| dims[i][..sig.k()].to_vec()).collect();
    let mut rows = Vec::new();
    for w in 0..workers {
        let source = (1 + t * workers + w) as u16;
        let ep = ports.port.attach(task_mac(source));
        let mut prober = Prober::new(ep, q, source, sentinel.clone(), None, p).expect("prober");
        let mut out = ProbeResults::default();
        for chunk in input.fact[w].chunks(sig.probe_width() * 2000) {
            prober.probe(&mut chunk.to_vec(), &mut out).expect("probe");
        }
        rows_of(&sig, &dims, &out, &mut rows);
    }
    flood.state.store(STOP, Ordering::Relaxed);
    // The flood's last frames drain from switchd's socket.
    let flood_drops = |c: &Counters| {
        c.get(Counter::Dropped(DropReason::Token)) + c.get(Counter::Dropped(DropReason::Opcode))
    };
    let mut counters = read_counters(&ep(), &q, &p).unwrap();
    loop {
        std::thread::sleep(Duration::from_millis(300));
        let again = read_counters(&ep(), &q, &p).unwrap();
        if flood_drops(&again) == flood_drops(&counters) {
            break;
        }
        counters = again;
    }
    Query {
        rows,
        refused: format!("{refused:#}"),
        counters,
    }
}

/// Floods from worker 1's namespace in the state [`FLOOD`]; returns the
/// frames the kernel took.
fn flood(tb: &TestbedConfig, flood: &Flood) -> u64 {
    enter(&tb.worker_ns(1));
    let (mut tx, _rx, _) = link::open("sw", Duration::from_millis(20)).unwrap();
    let frames: Vec<Vec<u8>> =
        flood_frames(netjoin_sim::SwitchConfig::default().mac, QUERY_ID, TOKEN)
            .into_iter()
            .map(|(_, f)| f)
            .collect();
    let mut sent = 0;
    while flood.state.load(Ordering::Relaxed) == WAIT {
        std::thread::sleep(Duration::from_millis(1));
    }
    while flood.state.load(Ordering::Relaxed) == FLOOD {
        let refused = tx.errors;
        sent += tx.send_many(frames.iter().map(Vec::as_slice));
        flood.sent.store(sent, Ordering::Relaxed);
        if tx.errors > refused {
            // The link's queue is full: it drains at the link's rate.
            std::thread::sleep(Duration::from_micros(50));
        }
    }
    sent
}

#[test]
fn a_flood_of_foreign_frames_is_counted_dropped_and_costs_switchd_no_memory() {
    if !netjoin_testkit::need_root("the namespace testbed") {
        return;
    }
    let cap = format!("{CAP_MIB}MiB");
    let pid = std::process::id();
    let bed = Bed::up(
        &format!("nf0{}", pid % 10000),
        (160 + pid % 40) as u8,
        &["--memory-cap", &cap],
    );
    let (tb, spid) = (&bed.tb, bed.pid);
    let sig = Signature::parse_id("k8v8t2").unwrap();
    let input = input(sig);
    let state = Flood::default();
    let key = bed.switchd.control_key();
    assert!(key.is_some(), "the testbed keys switchd");
    let (query, flooded, rss_max) = std::thread::scope(|s| {
        let flooder = s.spawn(|| flood(tb, &state));
        let query = s.spawn(|| run_query(tb, key, &input, &state));
        let mut rss_max = 0;
        while !query.is_finished() {
            rss_max = rss_max.max(status_kib(spid, "VmRSS:"));
            std::thread::sleep(Duration::from_millis(10));
        }
        state.state.store(STOP, Ordering::Relaxed);
        let query = query.join().expect("the query's thread failed");
        (query, flooder.join().unwrap(), rss_max)
    });
    let hwm = status_kib(spid, "VmHWM:");
    let report = bed.stop();

    assert_exact(&input, &query.rows, "the query under the flood");
    // A CONFIGURE beyond the cap was refused over the wire.
    assert!(query.refused.contains("NoMemory"), "{}", query.refused);
    // Every flood frame switchd read (port 1 carries nothing else) the
    // switch counted as dropped; what the socket lost, switchd counted.
    let c = &query.counters;
    let (frames_in, socket_drops, _) = port_report(&report, 1);
    let dropped =
        c.get(Counter::Dropped(DropReason::Token)) + c.get(Counter::Dropped(DropReason::Opcode));
    eprintln!(
        "flood: {flooded} frames sent, {frames_in} read by switchd, {socket_drops} lost at its socket, \
         {dropped} counted dropped by the switch; switchd's RSS up to {rss_max} KiB (peak {hwm} KiB)"
    );
    assert!(flooded >= FLOOD_AHEAD, "only {flooded} flood frames sent");
    assert!(
        frames_in >= FLOOD_AHEAD / 2,
        "{frames_in} flood frames read"
    );
    assert_eq!(
        dropped, frames_in,
        "every flood frame read is counted dropped"
    );
    assert!(frames_in + socket_drops <= flooded);
    assert!(c.get(Counter::Dropped(DropReason::Token)) > 0);
    assert!(c.get(Counter::Dropped(DropReason::Opcode)) > 0);
    // Memory: the flood queued nothing.
    assert!(
        hwm < CAP_MIB << 10,
        "switchd's peak RSS {hwm} KiB is over its {CAP_MIB} MiB cap"
    );
}

#[test]
fn a_flood_into_a_delay_line_is_dropped_at_its_bound_and_costs_switchd_no_more() {
    if !netjoin_testkit::need_root("the namespace testbed") {
        return;
    }
    // A two-second delay line: at the flood's rate it fills its 32 MiB.
    let cap = format!("{CAP_MIB}MiB");
    let pid = std::process::id();
    let bed = Bed::up(
        &format!("nf1{}", pid % 10000),
        (200 + pid % 40) as u8,
        &["--memory-cap", &cap, "--impair", "0,0,0,2000"],
    );
    let state = Flood::default();
    let flooded = std::thread::scope(|s| {
        let flooder = s.spawn(|| flood(&bed.tb, &state));
        state.state.store(FLOOD, Ordering::Relaxed);
        std::thread::sleep(Duration::from_secs(3));
        state.state.store(STOP, Ordering::Relaxed);
        flooder.join().unwrap()
    });
    // Whatever the line holds is due within its delay.
    std::thread::sleep(Duration::from_millis(2500));
    let hwm = status_kib(bed.pid, "VmHWM:");
    let report = bed.stop();
    let (frames_in, socket_drops, line_drops) = port_report(&report, 1);
    eprintln!(
        "flood: {flooded} frames sent, {frames_in} read by switchd's engine, {line_drops} dropped \
         on the full delay line, {socket_drops} lost at the socket; switchd's peak RSS {hwm} KiB"
    );
    assert!(line_drops > 0, "the delay line never filled");
    assert!(frames_in > 0);
    assert!(frames_in + line_drops + socket_drops <= flooded);
    assert!(
        hwm < CAP_MIB << 10,
        "switchd's peak RSS {hwm} KiB is over its {CAP_MIB} MiB cap"
    );
}
