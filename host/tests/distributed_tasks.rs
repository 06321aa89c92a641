//! The tasks of a distributed star join (set-up, one build task per
//! dimension partition, one prober per fact partition, each its own source
//! and MAC) on an in-process switch with several ports shared by the
//! tasks, checked against the independent reference join: on clean links,
//! on links that lose, duplicate and reorder frames both ways, with
//! buckets small enough to overflow, and with every task run twice (as a
//! distributed engine re-runs the tasks of a lost executor), and with the
//! switch restarting during the build and during the probe (the probers
//! set it up again and replay the build), and with membership filters in
//! the query's CONFIGURE (the set-up's and a rebuilding prober's). Each with
//! 8-byte keys and values and again with 4-byte ones, whose payloads carry
//! an 8-bit attempt beside a 24-bit row.

use netjoin_host::coordinator::LinkFaults;
use netjoin_host::engine::{key_engine, SwitchEngine};
use netjoin_host::hub::Hub;
use netjoin_host::inp::in_process_model;
use netjoin_host::port::{task_mac, FrameTx, SwitchPort};
use netjoin_host::star::{generate, StarSpec};
use netjoin_host::task::{
    build, set_up, PayloadLayout, ProbeResults, Prober, Rebuild, TaskParams, TaskQuery,
};
use netjoin_host::worker::{QueryHeader, ACK_EVERY};
use netjoin_host::{reference, StarJoinInput};
use netjoin_proto::counters::Counter;
use netjoin_proto::{ResultShape, Signature};
use netjoin_sim::Emitted;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, Weak};

struct Run {
    rows: Vec<u8>,
    repeats: u64,
    stale: u64,
    /// Attempts of the busiest prober.
    attempts: u64,
    already: bool,
    overflows: u64,
    /// Build tasks that found the switch had lost the query.
    gone_builds: u64,
    /// Times probers set the switch up again, and times it restarted.
    takeovers: u64,
    restarts: u64,
    /// The switch's `misses` and `filtered` counters at the end (since its
    /// last restart).
    misses: u64,
    filtered: u64,
    /// The tables the switch placed on chip, as the set-up task's last
    /// CONFIGURE reply said (`None`: it found the query in force).
    onchip_set_up: Option<u8>,
    /// As each prober's last takeover's CONFIGURE reply said.
    onchip_takeovers: Vec<Option<u8>>,
}

/// A RESULT tuple of the whole probe tuple as the tasks' shape has it:
/// payload and values only.
fn payload_only<'a>(sig: &Signature, row: &'a [u8]) -> &'a [u8] {
    &row[sig.result_carries_from(ResultShape::Payload)..]
}

/// Finishes SPILL tuples from the whole tables, as a probe task that holds
/// the dimensions does: a table's partners of a key are all its tuples with
/// that key (in the bucket or sent back as OVERFLOW). Appends them to `out`
/// in the tasks' RESULT shape.
fn finish_spills(sig: &Signature, tables: &[Vec<u8>], spills: &[u8], out: &mut Vec<u8>) {
    let mut whole = Vec::new();
    let (k, v, t) = (sig.k(), sig.v(), sig.t());
    let by_key: Vec<HashMap<&[u8], Vec<&[u8]>>> = tables
        .iter()
        .map(|d| {
            let mut m: HashMap<&[u8], Vec<&[u8]>> = HashMap::new();
            for tup in d.chunks_exact(k + v) {
                m.entry(&tup[..k]).or_default().push(&tup[k..]);
            }
            m
        })
        .collect();
    for s in spills.chunks_exact(sig.spill_width()) {
        let probe = &s[..sig.probe_width()];
        let partners: Vec<Vec<&[u8]>> = (0..t)
            .map(|i| {
                by_key[i]
                    .get(&probe[i * k..(i + 1) * k])
                    .cloned()
                    .unwrap_or_default()
            })
            .collect();
        netjoin_host::sink::cross_product(probe, &partners, &mut whole);
    }
    for row in whole.chunks_exact(sig.result_width()) {
        out.extend_from_slice(payload_only(sig, row));
    }
}

fn query(sig: Signature, mac: netjoin_proto::Mac, (filter_bits, onchip): (u8, u8)) -> TaskQuery {
    TaskQuery {
        sig,
        header: QueryHeader {
            switch_mac: mac,
            query_id: 0x5a17,
            token: 0x1234_5678_9abc_def0,
            max_payload: 1458,
        },
        shape: ResultShape::Payload,
        filter_bits,
        onchip,
        sharing: netjoin_host::control_client::Sharing::Exclusive,
    }
}

fn run(input: &StarJoinInput, bucket_bits: u8, faults: LinkFaults, twice: bool) -> Run {
    run_with(input, bucket_bits, faults, twice, 700, &[], (0, 0))
}

/// [`run`] once, probing chunks of `chunk` tuples.
fn run_chunks(input: &StarJoinInput, bucket_bits: u8, faults: LinkFaults, chunk: usize) -> Run {
    run_with(input, bucket_bits, faults, false, chunk, &[], (0, 0))
}

/// When the switch restarts during a run.
#[derive(Clone, Copy, Debug)]
enum Restart {
    /// Just before the frame of this index (counted from 0 over every
    /// port) reaches it: 40 lands among the build tasks' frames (the
    /// set-up's exchange is about 15 frames, the build about 100).
    AtFrame(u64),
    /// Just before the next frame once every prober has found the query
    /// gone and set the switch up again, while some prober still has
    /// chunks to probe. A frame index cannot say when that is: how many
    /// frames come before depends on go-back-N's retransmissions, and
    /// those on timing.
    AfterEveryTakeover,
}

/// The switch restarts during the build and again during the probe.
const BUILD_AND_PROBE: [Restart; 2] = [Restart::AtFrame(40), Restart::AfterEveryTakeover];

/// [`run`] once, the switch restarting as `restarts` say.
fn run_restarting(input: &StarJoinInput, faults: LinkFaults, restarts: &[Restart]) -> Run {
    run_with(input, 12, faults, false, 700, restarts, (0, 0))
}

/// [`run`] once on clean links with membership filters of `2^filter_bits`
/// bits (0: none), the switch restarting as `restarts` say.
fn run_filtered(input: &StarJoinInput, filter_bits: u8, restarts: &[Restart]) -> Run {
    run_with(
        input,
        12,
        LinkFaults::default(),
        false,
        700,
        restarts,
        (filter_bits, 0),
    )
}

/// [`run`] once on clean links with `2^bucket_bits` buckets a table, the
/// tables of `onchip` asked for on chip, the switch restarting as
/// `restarts` say.
fn run_onchip(input: &StarJoinInput, bucket_bits: u8, onchip: u8, restarts: &[Restart]) -> Run {
    run_with(
        input,
        bucket_bits,
        LinkFaults::default(),
        false,
        700,
        restarts,
        (0, onchip),
    )
}

fn run_with(
    input: &StarJoinInput,
    bucket_bits: u8,
    faults: LinkFaults,
    twice: bool,
    chunk: usize,
    restarts: &[Restart],
    switching: (u8, u8),
) -> Run {
    let sig = input.signature;
    let (t, workers) = (sig.t(), input.workers);
    let model = in_process_model(workers);
    let (mac, ports) = (model.config().mac, model.config().ports);
    let at: Vec<u64> = restarts
        .iter()
        .filter_map(|r| match r {
            Restart::AtFrame(i) => Some(*i),
            Restart::AfterEveryTakeover => None,
        })
        .collect();
    let restart_after_takeovers = restarts
        .iter()
        .any(|r| matches!(r, Restart::AfterEveryTakeover));
    let hub = Hub::new(Box::new(model), mac, ports, faults, "p").with_restarts(at);
    // Probers that have set the switch up again at least once.
    let taken_over = AtomicUsize::new(0);
    let port = |source: u16| hub.ports()[source as usize % ports].clone();
    let q = query(sig, mac, switching);
    let p = TaskParams::default();
    let build_source = |table: usize, w: usize| (1 + table * workers + w) as u16;
    let probe_source = |w: usize| (1 + t * workers + w) as u16;
    let sources = 1 + t * workers + workers;
    let runs = if twice { 2 } else { 1 };

    let mut already = false;
    let mut onchip_set_up = None;
    for _ in 0..runs {
        let ep = port(0).attach(task_mac(0));
        let r = set_up(&ep, &q, bucket_bits, sources, 0, &vec![&[][..]; t], &p).expect("set-up");
        already |= r.already;
        onchip_set_up = r.onchip;
    }
    let gone_builds: u64 = std::thread::scope(|s| {
        let mut handles = Vec::new();
        for table in 0..t {
            for w in 0..workers {
                let (port, q, p) = (&port, &q, &p);
                handles.push(s.spawn(move || {
                    let source = build_source(table, w);
                    let mut gone = 0;
                    for _ in 0..runs {
                        let ep = port(source).attach(task_mac(source));
                        let mut tables: Vec<&[u8]> = vec![&[]; t];
                        tables[table] = &input.dims[table][w];
                        gone +=
                            u64::from(build(&ep, q, source, &tables, p).expect("build").query_gone);
                    }
                    gone
                }));
            }
        }
        handles.into_iter().map(|h| h.join().unwrap()).sum()
    });
    // What a prober replays into a switch that lost the query: every build
    // task's stream, as it sent it.
    let rebuild = Rebuild {
        bucket_bits,
        sources,
        padding: vec![Vec::new(); t],
        builds: (0..t)
            .flat_map(|table| (0..workers).map(move |w| (table, w)))
            .map(|(table, w)| {
                let mut tables = vec![Vec::new(); t];
                tables[table] = input.dims[table][w].clone();
                (build_source(table, w), tables)
            })
            .collect(),
    };
    // A key of every table for the sentinels.
    let sentinel: Vec<u8> = (0..t)
        .flat_map(|i| input.dims[i].iter().find(|d| !d.is_empty()).unwrap()[..sig.k()].to_vec())
        .collect();
    let whole: Vec<Vec<u8>> = (0..t).map(|i| input.dims[i].concat()).collect();
    type ProberOut = (Vec<u8>, u64, u64, u64, u64, Option<u8>);
    let outs: Vec<ProberOut> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (port, q, p, sentinel, whole) = (&port, &q, &p, &sentinel, &whole);
                let (hub, taken_over) = (&hub, &taken_over);
                let rebuild = rebuild.clone();
                s.spawn(move || {
                    let source = probe_source(w);
                    let mut rows = Vec::new();
                    let (mut repeats, mut stale, mut attempts, mut takeovers) = (0, 0, 0, 0);
                    let mut onchip = None;
                    for run in 0..runs {
                        let ep = port(source).attach(task_mac(source));
                        let rebuild = rebuild.clone();
                        let mut prober = Prober::new(
                            ep,
                            *q,
                            source,
                            sentinel.clone(),
                            Some(Box::new(move || Ok(rebuild.clone()))),
                            *p,
                        )
                        .expect("prober");
                        let mut out = ProbeResults::default();
                        let mut counted = false;
                        for chunk in input.fact[w].chunks(sig.probe_width() * chunk) {
                            let mut tuples = chunk.to_vec();
                            prober.probe(&mut tuples, &mut out).expect("probe");
                            if restart_after_takeovers && !counted && prober.stats.takeovers > 0 {
                                counted = true;
                                if taken_over.fetch_add(1, Ordering::SeqCst) + 1 == workers {
                                    hub.restart_before_next_frame();
                                }
                            }
                        }
                        repeats += prober.stats.repeats;
                        stale += prober.stats.stale_frames;
                        attempts += prober.stats.chunks + prober.stats.repeats;
                        takeovers += prober.stats.takeovers;
                        onchip = prober.stats.onchip;
                        // A re-run's results replace the first run's, as an
                        // engine keeps one run's output of a task.
                        if run + 1 == runs {
                            rows = out.results;
                            finish_spills(&sig, whole, &out.spills, &mut rows);
                        }
                    }
                    (rows, repeats, stale, attempts, takeovers, onchip)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let ep = port(0).attach(task_mac(0));
    let counters = netjoin_host::task::read_counters(&ep, &q, &p).expect("counters");
    let built = (counters.get(Counter::Inserts) + counters.get(Counter::Overflows)) as usize;
    assert_eq!(
        built,
        whole
            .iter()
            .map(|d| d.len() / sig.build_width())
            .sum::<usize>(),
        "every build tuple once in the switch (the last set-up's)"
    );
    Run {
        rows: outs.iter().flat_map(|o| o.0.clone()).collect(),
        repeats: outs.iter().map(|o| o.1).sum(),
        stale: outs.iter().map(|o| o.2).sum(),
        attempts: outs.iter().map(|o| o.3).max().unwrap_or(0),
        already,
        overflows: counters.get(Counter::Overflows),
        gone_builds,
        takeovers: outs.iter().map(|o| o.4).sum(),
        restarts: hub.restarts(),
        misses: counters.get(Counter::Misses),
        filtered: counters.get(Counter::Filtered),
        onchip_set_up,
        onchip_takeovers: outs.iter().map(|o| o.5).collect(),
    }
}

fn input(sig: &str, duplicate_rows: usize) -> StarJoinInput {
    input_missing(sig, duplicate_rows, StarSpec::default().miss_rate)
}

/// [`input`] whose fact keys find no partner in a table at `miss_rate`.
fn input_missing(sig: &str, duplicate_rows: usize, miss_rate: f64) -> StarJoinInput {
    let sig = Signature::parse_id(sig).unwrap();
    let mut input = generate(
        &sig,
        &StarSpec {
            fact_rows: 12_000,
            dim_rows: 2_000,
            workers: 3,
            duplicate_rows,
            miss_rate,
            ..StarSpec::default()
        },
    );
    // Payload rows as a probe task numbers them (below 2^48 in 8-byte
    // payloads, 2^24 − 1 in 4-byte ones), with a high row bit set so that
    // the attempt bits beside it are seen to leave it alone; zeros after
    // the word of a wider payload.
    let layout = PayloadLayout::of(&sig).unwrap();
    let (at, pw, w) = (sig.t() * sig.k(), sig.probe_width(), layout.word_bytes);
    let high = 1u64 << (layout.row_bits - 8);
    for part in &mut input.fact {
        for (i, tup) in part.chunks_exact_mut(pw).enumerate() {
            let row = i as u64 | high;
            assert!(row < layout.max_rows());
            tup[at..at + w].copy_from_slice(&row.to_be_bytes()[8 - w..]);
            tup[at + w..].fill(0);
        }
    }
    input
}

fn check(input: &StarJoinInput, r: &Run) {
    let sig = input.signature;
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let want: Vec<Vec<u8>> = reference::star_join(&sig, &dims, &input.fact.concat())
        .iter()
        .map(|r| payload_only(&sig, r).to_vec())
        .collect();
    assert!(!want.is_empty());
    if let Some(diff) =
        reference::compare(&r.rows, &want, sig.result_width_of(ResultShape::Payload))
    {
        panic!("distributed tasks differ from the reference join: {diff}");
    }
}

/// Three-table pipelines of both widths.
const T3: [&str; 2] = ["k8v8t3", "k4v4t3"];
/// Two-table pipelines of both widths.
const T2: [&str; 2] = ["k8v8t2", "k4v4t2"];

#[test]
fn tasks_on_clean_links_equal_the_reference_join() {
    for sig in T3 {
        let input = input(sig, 0);
        let r = run(&input, 12, LinkFaults::default(), false);
        check(&input, &r);
        assert_eq!((r.repeats, r.stale, r.already), (0, 0, false), "{sig}");
    }
}

#[test]
fn tasks_recover_lost_duplicated_and_reordered_frames_exactly() {
    for sig in T3 {
        let input = input(sig, 100);
        let faults = LinkFaults {
            drop: 0.02,
            duplicate: 0.01,
            reorder: 0.01,
            seed: 7,
        };
        let r = run(&input, 12, faults, false);
        check(&input, &r);
        assert!(
            r.repeats > 0,
            "{sig}: 2% loss on the way back must cost some chunk a repeat"
        );
    }
}

/// One port of an in-process switch whose link hands each batch's answers
/// back last first: the ACK that completes a stream arrives before the
/// ACKs of its shorter prefixes.
struct LastFirstLink {
    engine: Box<dyn SwitchEngine + Send>,
    port: Arc<Mutex<Weak<SwitchPort>>>,
}

impl FrameTx for LastFirstLink {
    fn send(&mut self, frames: &[&[u8]]) {
        let mut out: Vec<Emitted> = Vec::new();
        for f in frames {
            self.engine
                .deliver(0, f, &mut out)
                .expect("the model takes every frame");
        }
        let port = self.port.lock().unwrap().upgrade().expect("the port is up");
        for e in out.iter().rev() {
            port.deliver(&e.frame);
        }
    }
}

/// A build stream's report comes from the ACK that acknowledged all of it,
/// even when older ACKs of the same stream arrive after that one: the
/// switch's counts of the stream are checked against what was sent, and an
/// older ACK's counts (of a shorter prefix) would fail the check of a
/// stream the switch took whole.
#[test]
fn a_build_stream_takes_its_counts_from_the_ack_that_completed_it() {
    let input = input("k8v8t3", 0);
    let sig = input.signature;
    let mut model = in_process_model(input.workers);
    let mac = model.config().mac;
    let key = key_engine(&mut model);
    let slot = Arc::new(Mutex::new(Weak::new()));
    let link = LastFirstLink {
        engine: Box::new(model),
        port: slot.clone(),
    };
    let port = SwitchPort::new("last-first", mac, key, Box::new(link));
    *slot.lock().unwrap() = Arc::downgrade(&port);
    let (q, p) = (query(sig, mac, (0, 0)), TaskParams::default());
    let t = sig.t();
    let ep = port.attach(task_mac(0));
    set_up(&ep, &q, 12, 1 + t, 0, &vec![&[][..]; t], &p).expect("set-up");
    let whole: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    for (table, dim) in whole.iter().enumerate() {
        let source = 1 + table as u16;
        let ep = port.attach(task_mac(source));
        let mut tables: Vec<&[u8]> = vec![&[]; t];
        tables[table] = dim;
        let r = build(&ep, &q, source, &tables, &p).expect("build");
        assert!(!r.query_gone, "table {table}");
        // Every ACK_EVERY-th frame asks, and the END: one window holds
        // several ACKs, which the link reverses.
        assert!(
            r.frames > ACK_EVERY as u64 + 1 && r.frames <= p.window as u64,
            "table {table}: {} frames",
            r.frames
        );
    }
    let counters = netjoin_host::task::read_counters(&ep, &q, &p).expect("counters");
    let rows: usize = whole.iter().map(|d| d.len() / sig.build_width()).sum();
    let built = counters.get(Counter::Inserts) + counters.get(Counter::Overflows);
    assert_eq!(built as usize, rows, "every build tuple once in the switch");
}

#[test]
fn full_buckets_spill_and_are_finished_from_the_tables() {
    for sig in T2 {
        let input = input(sig, 300);
        let r = run(&input, 6, LinkFaults::default(), false);
        check(&input, &r);
        assert!(
            r.overflows > 0,
            "{sig}: 64 buckets for 2,300 rows must overflow"
        );
    }
}

#[test]
fn every_task_run_twice_gives_the_same_exact_result() {
    for sig in T3 {
        let input = input(sig, 50);
        let faults = LinkFaults {
            drop: 0.01,
            duplicate: 0.01,
            reorder: 0.0,
            seed: 11,
        };
        let r = run(&input, 10, faults, true);
        check(&input, &r);
        assert!(
            r.already,
            "{sig}: the second set-up must find the query in force and reset nothing"
        );
    }
}

/// The switch restarts (power-on state: no signature, no tables) while the
/// build tasks stream, and again while the probers probe. Build tasks that
/// find the query gone end; every prober sets the switch up again under a
/// token of its own and replays the build; the result stays exact, on
/// clean and on lossy links.
#[test]
fn switch_restarts_during_build_and_probe_are_recovered_exactly() {
    // By the second restart every prober has set the switch up once (the
    // build tasks and the probers each ask about 25 times before they find
    // the query gone).
    for (sig, faults) in [
        ("k8v8t3", LinkFaults::default()),
        (
            "k4v4t3",
            LinkFaults {
                drop: 0.02,
                duplicate: 0.01,
                reorder: 0.01,
                seed: 13,
            },
        ),
    ] {
        let input = input(sig, 20);
        let r = run_restarting(&input, faults, &BUILD_AND_PROBE);
        check(&input, &r);
        println!(
            "{sig}: {} restarts, {} builds found the query gone, {} takeovers",
            r.restarts, r.gone_builds, r.takeovers
        );
        assert_eq!(
            r.restarts, 2,
            "{sig}: both restarts must come while the query runs"
        );
        assert!(
            r.gone_builds > 0,
            "{sig}: some build task must have met the restart"
        );
        assert!(
            r.takeovers > input.workers as u64,
            "{sig}: every prober must set the switch up again at least once, and one again after the second restart"
        );
    }
}

/// The query's membership filters (PROTOCOL.md §6.3) reach the switch in
/// the set-up task's CONFIGURE and in a prober's when it sets up a switch
/// that restarted: a probe tuple whose key some table lacks is then a miss
/// the filters decide (`filtered`), and the result stays exact. Without
/// filters nothing is filtered.
#[test]
fn filters_of_the_query_reach_the_switch_and_keep_the_result_exact() {
    for sig in T3 {
        // A third of each table's fact keys have no partner; 2^14 bits are
        // at least 8 bits a row of the 2,000-row tables.
        let input = input_missing(sig, 0, 0.3);
        let off = run_filtered(&input, 0, &[]);
        check(&input, &off);
        println!(
            "{sig}: without filters {} misses; overflows {}",
            off.misses, off.overflows
        );
        assert!(
            off.misses > 4_000,
            "{sig}: {} misses of 12,000 probes",
            off.misses
        );
        assert_eq!(off.filtered, 0, "{sig}: no filters, nothing filtered");

        let on = run_filtered(&input, 14, &[]);
        check(&input, &on);
        println!(
            "{sig}: with filters {} misses, {} filtered",
            on.misses, on.filtered
        );
        // About 1.4 % of the absent keys pass a table's filter at 8 bits a
        // row, and a tuple is filtered when any of its absent keys fails.
        assert!(
            on.filtered <= on.misses && on.filtered * 20 >= on.misses * 19,
            "{sig}: {} of {} misses filtered",
            on.filtered,
            on.misses
        );
    }
    // The switch restarts during the build and during the probe: every
    // prober configures it again, with the query's filters (the counters
    // are the last restart's switch's).
    let input = input_missing("k8v8t3", 0, 0.3);
    let r = run_filtered(&input, 14, &BUILD_AND_PROBE);
    check(&input, &r);
    println!(
        "restarting: {} restarts, {} takeovers, {} misses, {} filtered",
        r.restarts, r.takeovers, r.misses, r.filtered
    );
    assert_eq!(
        r.restarts, 2,
        "both restarts must come while the query runs"
    );
    assert!(
        r.takeovers > input.workers as u64,
        "every prober must set the switch up again, and one again after the second restart"
    );
    assert!(
        r.filtered > 0 && r.filtered * 20 >= r.misses * 19,
        "{} of {} misses filtered after the probers set the switch up again",
        r.filtered,
        r.misses
    );
}

/// The query's on-chip tables (PROTOCOL.md §6.4) reach the switch in the
/// set-up task's CONFIGURE and in a prober's when it sets up a switch that
/// restarted; the tasks go on with the tables the switch placed, which may
/// be fewer than asked, and the result stays exact: at no more buckets
/// than on chip (the layout unchanged) and at more (the on-chip tables
/// have fewer buckets, and full buckets spill).
#[test]
fn onchip_tables_of_the_query_reach_the_switch_and_keep_the_result_exact() {
    let input = input("k8v8t3", 0);
    let sig = input.signature;
    assert_eq!(sig.onchip_bucket_bits(), 14);
    for (bits, asked, placed) in [(12, 0b101, 0b101), (16, 0b011, 0b011), (12, 0b1111, 0b111)] {
        let r = run_onchip(&input, bits, asked, &[]);
        check(&input, &r);
        assert_eq!(
            r.onchip_set_up,
            Some(placed),
            "2^{bits} buckets, {asked:#b} asked"
        );
        assert!(r.onchip_takeovers.iter().all(Option::is_none));
    }
    // Nothing asked: the switch keeps every table in DDR.
    let none = run_onchip(&input, 12, 0, &[]);
    check(&input, &none);
    assert_eq!(none.onchip_set_up, Some(0));
    // The switch restarts during the build and during the probe: every
    // prober configures it again with the query's on-chip tables.
    let r = run_onchip(&input, 16, 0b110, &BUILD_AND_PROBE);
    check(&input, &r);
    assert_eq!(
        r.restarts, 2,
        "both restarts must come while the query runs"
    );
    assert!(
        r.takeovers > input.workers as u64,
        "{} takeovers",
        r.takeovers
    );
    assert!(
        r.onchip_takeovers.iter().all(|o| *o == Some(0b110)),
        "{:?}",
        r.onchip_takeovers
    );
}

/// Spills on lossy links: a SPILL frame that follows the last RESULT frame
/// of a chunk may be lost, and must be noticed.
#[test]
fn full_buckets_on_lossy_links_lose_no_spilled_tuple() {
    for sig in T2 {
        let input = input(sig, 300);
        let faults = LinkFaults {
            drop: 0.03,
            duplicate: 0.01,
            reorder: 0.02,
            seed: 5,
        };
        let r = run(&input, 6, faults, false);
        check(&input, &r);
        assert!(r.overflows > 0 && r.repeats > 0, "{sig}");
    }
}

/// With 8-bit attempts the tag comes round after 256 attempts: a prober
/// that repeats pieces more often than that, on a link that delays and
/// duplicates frames, still gives each result once.
#[test]
fn attempts_beyond_the_tag_range_stay_exact() {
    let input = input("k4v4t3", 20);
    let faults = LinkFaults {
        drop: 0.05,
        duplicate: 0.05,
        reorder: 0.05,
        seed: 3,
    };
    let r = run_chunks(&input, 12, faults, 10);
    check(&input, &r);
    assert!(
        r.attempts > 256,
        "{} attempts: the tag must wrap",
        r.attempts
    );
    assert!(r.repeats > 0, "5% loss must cost repeats");
}

/// A probe tuple whose row does not fit the payload beside the attempt
/// is refused, not truncated.
#[test]
fn a_row_beyond_the_payload_is_an_error() {
    let sig = Signature::parse_id("k4v4t3").unwrap();
    let layout = PayloadLayout::of(&sig).unwrap();
    assert_eq!(
        (layout.word_bytes, layout.attempt_bits, layout.row_bits),
        (4, 8, 24)
    );
    assert_eq!(layout.max_rows(), (1 << 24) - 1);
    let input = input("k4v4t3", 0);
    let model = in_process_model(1);
    let (mac, ports) = (model.config().mac, model.config().ports);
    let hub = Hub::new(Box::new(model), mac, ports, LinkFaults::default(), "p");
    let q = query(sig, mac, (0, 0));
    let p = TaskParams::default();
    let ep = hub.ports()[0].attach(task_mac(0));
    set_up(&ep, &q, 8, 2, 0, &[&[][..]; 3], &p).expect("set-up");
    let sentinel: Vec<u8> = (0..3)
        .flat_map(|i| input.dims[i][0][..4].to_vec())
        .collect();
    let mut prober = Prober::new(
        hub.ports()[1 % ports].attach(task_mac(1)),
        q,
        1,
        sentinel,
        None,
        p,
    )
    .expect("prober");
    let mut tuples = input.fact[0][..2 * sig.probe_width()].to_vec();
    let at = sig.probe_width() + 3 * 4;
    tuples[at..at + 4].copy_from_slice(&(layout.max_rows() as u32).to_be_bytes());
    let e = prober
        .probe(&mut tuples, &mut ProbeResults::default())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("probe tuple 1 numbers row 16777215") && e.contains("4-byte payloads"),
        "{e}"
    );
    assert!(PayloadLayout::of(&Signature::parse_id("k8v2t3").unwrap()).is_err());
}
