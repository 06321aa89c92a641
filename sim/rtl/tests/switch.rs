//! The switch RTL against the behavioural model, for every signature
//! compiled in ([`available_signatures`]), and reprogramming between them.
//! Skipped (with a message) when the crate was built without any switch
//! Verilog; tests/availability.rs makes sure that cannot hide a failed build.

use std::collections::{BTreeMap, HashSet};

use netjoin_proto::control::{ConfigureQuery, ControlCommand, ResultRouting};
use netjoin_proto::control::{ControlStatus, SignatureRecord};
use netjoin_proto::frame::FrameView;
use netjoin_proto::header::Opcode;
use netjoin_proto::{Counter, Counters, ResultShape, Signature, HEADER_LEN};
use netjoin_rtl::workload::{
    decode_counters, dimension, facts, star, tuples_of, KeyDist, Query, Rng, Script,
};
use netjoin_rtl::{
    available_signatures, Design, DriverConfig, RtlSwitchDriver, TxReady, DEFAULT_SIGNATURE,
};
use netjoin_sim::{Emitted, SwitchConfig, SwitchModel};

/// The compiled-in signatures, or a skip message when there are none.
fn signatures() -> Vec<&'static str> {
    let ids = available_signatures();
    if ids.is_empty() {
        netjoin_testkit::skip(&format!(
            "no switch RTL compiled in ({})",
            Design::default_switch().build_status()
        ));
    }
    ids
}

/// The compiled-in pipelines of one query context (those a LOAD_SIGNATURE
/// reprograms between), or a skip message when there are none.
fn one_context_signatures() -> Vec<&'static str> {
    signatures()
        .into_iter()
        .filter(|id| contexts(id) == 1)
        .collect()
}

/// The signature of pipeline `id` (`k8v8t3`, `k8v8t3c2`).
fn sig(id: &str) -> Signature {
    Design::switch(id).unwrap().signature().unwrap()
}

/// The query contexts of pipeline `id`.
fn contexts(id: &str) -> usize {
    Design::switch(id).unwrap().contexts()
}

/// The model pipeline `id` is checked against: its signature, as many
/// query contexts.
fn model_of(id: &str) -> SwitchModel {
    SwitchModel::new(Design::switch(id).unwrap().model_config())
}

fn rtl(id: &str, cfg: DriverConfig) -> RtlSwitchDriver {
    RtlSwitchDriver::for_signature(id, cfg).unwrap_or_else(|e| panic!("switch RTL {id} opens: {e}"))
}

/// A model that can load exactly `sigs` (as an FPGA with those bitstreams).
fn model(sigs: &[Signature]) -> SwitchModel {
    SwitchModel::new(SwitchConfig {
        supported: Some(sigs.to_vec()),
        control_auth: netjoin_proto::ControlAuth::Keyed(netjoin_rtl::harness_key()),
        ..SwitchConfig::default()
    })
}

fn per_port(v: &[Emitted]) -> BTreeMap<usize, Vec<&Vec<u8>>> {
    let mut m: BTreeMap<usize, Vec<&Vec<u8>>> = BTreeMap::new();
    for e in v {
        m.entry(e.port).or_default().push(&e.frame);
    }
    m
}

fn plus(a: &Counters, b: &Counters) -> Counters {
    Counters(a.0.iter().zip(&b.0).map(|(x, y)| x + y).collect())
}

/// The kinds of data frame among `frames` whose payload ends in half a
/// 64-bit word (an odd number of tuples that end in half a word: k4v8's
/// 12-byte BUILD and OVERFLOW, 20-byte PROBE, 44-byte RESULT and 212-byte
/// SPILL tuples): the feeder's and the emitter's half-word paths.
fn half_word_frames<'a>(frames: impl IntoIterator<Item = &'a [u8]>) -> HashSet<Opcode> {
    frames
        .into_iter()
        .filter_map(|f| FrameView::parse(f).ok())
        .filter(|v| {
            matches!(
                v.header.opcode,
                Opcode::Build | Opcode::Probe | Opcode::Overflow | Opcode::Result | Opcode::Spill
            ) && v.payload.len() % 8 == 4
        })
        .map(|v| v.header.opcode)
        .collect()
}

/// The kinds of data frame whose tuples end in half a word on `s` (with
/// RESULT tuples of `shape`).
fn half_word_kinds(s: Signature, shape: ResultShape) -> HashSet<Opcode> {
    [
        (Opcode::Build, s.build_width()),
        (Opcode::Probe, s.probe_width()),
        (Opcode::Overflow, s.build_width()),
        (Opcode::Result, s.result_width_of(shape)),
        (Opcode::Spill, s.spill_width()),
    ]
    .into_iter()
    .filter(|(_, w)| w % 8 == 4)
    .map(|(o, _)| o)
    .collect()
}

/// The RTL and the model, fed the same frames.
struct Pair {
    r: RtlSwitchDriver,
    m: SwitchModel,
    /// The model's counters when the RTL was last reprogrammed (a fresh
    /// FPGA counts from zero; the model keeps counting): RTL counters +
    /// offset = model counters.
    offset: Counters,
    /// Last READ_COUNTERS snapshots (RTL + offset, model).
    snapshot: Option<(Counters, Counters)>,
}

impl Pair {
    fn new(r: RtlSwitchDriver, m: SwitchModel) -> Pair {
        Pair {
            r,
            m,
            offset: Counters::zero(),
            snapshot: None,
        }
    }

    /// One frame into both; per port, the RTL must send what the model
    /// sends, byte for byte (READ_COUNTERS replies: the same header, and
    /// counters equal up to `offset`).
    fn frame(&mut self, port: usize, f: &[u8], what: &str) -> Vec<Emitted> {
        let want = self.m.receive(port, f);
        let got = self.r.receive(port, f);
        let (a, b) = (per_port(&want), per_port(&got));
        let offset = self.offset != Counters::zero();
        if !offset {
            assert_eq!(a, b, "{what} on port {port}");
        } else {
            assert_eq!(
                a.keys().collect::<Vec<_>>(),
                b.keys().collect::<Vec<_>>(),
                "{what}: ports"
            );
            for (p, fa) in &a {
                let fb = &b[p];
                assert_eq!(fa.len(), fb.len(), "{what}: frames on port {p}");
                for (x, y) in fa.iter().zip(fb) {
                    match (decode_counters(x), decode_counters(y)) {
                        (Some(cx), Some(cy)) => {
                            assert_eq!(
                                x[..HEADER_LEN],
                                y[..HEADER_LEN],
                                "{what}: READ_COUNTERS reply header"
                            );
                            assert_eq!(
                                cx,
                                plus(&cy, &self.offset),
                                "{what}: counters (RTL + counters before reprogramming)"
                            );
                        }
                        _ => assert_eq!(x, y, "{what} on port {port}"),
                    }
                }
            }
        }
        for (x, y) in want.iter().zip(&got) {
            if let (Some(cx), Some(cy)) = (decode_counters(&x.frame), decode_counters(&y.frame)) {
                self.snapshot = Some((plus(&cy, &self.offset), cx));
            }
        }
        got
    }

    /// Memory images equal; the last READ_COUNTERS snapshots equal, and the
    /// model's live counters are that snapshot plus its own reply
    /// (PROTOCOL.md §5).
    fn check_end_state(&mut self, what: &str) -> Counters {
        assert_eq!(
            self.m.memory().len(),
            self.r.memory_image().len(),
            "{what}: memory image size"
        );
        assert!(
            self.m.memory() == self.r.memory_image().as_slice(),
            "{what}: memory images differ"
        );
        self.r
            .check_counts()
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        self.r
            .check_filters(&self.m)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        self.r
            .check_onchip(&self.m)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        // every context's memory, each in its share
        self.r
            .check_memory(&self.m)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        let (c, cm) = self.snapshot.take().expect("READ_COUNTERS answered");
        assert_eq!(c, cm, "{what}: counter snapshots");
        let mut live = c.clone();
        live.add(Counter::FramesOut, 1);
        assert_eq!(&live, self.m.counters(), "{what}: live counters");
        // with several contexts, every held context's bank (after the live
        // counters: the requests count switch-wide, in both)
        self.r
            .check_banks(&mut self.m)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        c
    }
}

/// A whole query through both, frame by frame: LOAD_SIGNATURE, CONFIGURE,
/// build (with now and then a duplicate of an earlier frame), READ_COUNTERS,
/// probe, READ_COUNTERS; then memory image and counters.
fn join(p: &mut Pair, script: &Script, rng: &mut Rng, what: &str) -> Vec<Emitted> {
    let q = &script.query;
    let probes_before = p.m.counters().get(Counter::Probes);
    let mut frames: Vec<(usize, Vec<u8>)> = q.setup_frames().into_iter().map(|f| (0, f)).collect();
    frames.extend(script.sequential(&script.build));
    frames.push((0, q.read_counters()));
    frames.extend(script.sequential(&script.probe));
    frames.push((0, q.read_counters()));
    let mut sent = Vec::new();
    for (i, (port, f)) in frames.iter().enumerate() {
        // Now and then a duplicate of an earlier frame (must be dropped the
        // same way); not of LOAD_SIGNATURE or CONFIGURE, which would end the query.
        if i > 3 && rng.next_u64().is_multiple_of(20) {
            let (dp, d) = &frames[2 + (rng.next_u64() as usize) % (i - 2)];
            sent.extend(p.frame(
                *dp,
                d,
                &format!("{what}: duplicate of an earlier frame, before frame {i}"),
            ));
        }
        sent.extend(p.frame(*port, f, &format!("{what}: frame {i}")));
    }
    let c = p.check_end_state(what);
    assert!(c.get(Counter::Inserts) > 0, "{what}: no inserts");
    assert_eq!(
        c.get(Counter::Probes) - probes_before,
        script.probe_tuples,
        "{what}: probes"
    );
    sent
}

/// One random query of signature `id` on a fresh RTL and model.
fn compare(
    id: &str,
    seed: u64,
    bucket_bits: u8,
    dim_sizes: &[u64],
    n_facts: usize,
    dist: KeyDist,
    cfg: DriverConfig,
) {
    compare_routed(
        id,
        seed,
        bucket_bits,
        dim_sizes,
        n_facts,
        dist,
        cfg,
        (ResultRouting::Sink, ResultShape::Probe),
    );
}

/// [`compare`] with the given result routing and shape; returns what the
/// RTL sent.
#[allow(clippy::too_many_arguments)]
fn compare_routed(
    id: &str,
    seed: u64,
    bucket_bits: u8,
    dim_sizes: &[u64],
    n_facts: usize,
    dist: KeyDist,
    cfg: DriverConfig,
    (routing, shape): (ResultRouting, ResultShape),
) -> (Script, Vec<Emitted>) {
    let s = sig(id);
    let cfg = waveform_config(
        &format!("compare-s{seed}-b{bucket_bits}-f{n_facts}-{routing:?}-{shape:?}"),
        id,
        cfg,
    );
    let mut p = Pair::new(rtl(id, cfg), model_of(id));
    let mut rng = Rng(seed | 1);
    let mut script = star(s, bucket_bits, 3, dim_sizes, n_facts, dist, &mut rng);
    script.query.routing = routing;
    script.query.shape = shape;
    let sent = join(
        &mut p,
        &script,
        &mut rng,
        &format!("{id} seed {seed} {routing:?} {shape:?}"),
    );
    (script, sent)
}

#[test]
fn rtl_matches_model_small_tables_with_overflow() {
    for id in signatures() {
        compare(
            id,
            1,
            4,
            &[40, 70, 25, 55],
            300,
            KeyDist::Uniform,
            DriverConfig::default(),
        );
    }
}

#[test]
fn rtl_matches_model_skewed_with_backpressure() {
    let cfg = DriverConfig {
        rx_gap: 3,
        rx_stall_every: 3,
        tx_ready: TxReady::Random {
            seed: 3,
            percent_low: 30,
        },
        ..DriverConfig::default()
    };
    for id in signatures() {
        compare(
            id,
            2,
            7,
            &[300, 200, 100, 150],
            800,
            KeyDist::Skewed,
            cfg.clone(),
        );
    }
}

/// Results back to their sources (PROTOCOL.md §7.5), with random
/// back-pressure on every tx port (each port's emitter stalls alone): the
/// RTL sends what the model sends on each port, byte for byte; every
/// OVERFLOW, RESULT and SPILL frame goes to the worker whose frame caused
/// it, on its port; each port numbers its own frames from 0 without a gap;
/// the switch's ENDs go to the sink.
#[test]
fn rtl_matches_model_with_results_to_the_source() {
    let cfg = DriverConfig {
        tx_ready: TxReady::Random {
            seed: 5,
            percent_low: 30,
        },
        ..DriverConfig::default()
    };
    for id in signatures() {
        // Buckets of 2^6 x 3 slots overflow with 250 rows; seven-slot buckets
        // (4-byte keys and values) need fewer of them to.
        let bits = if sig(id).geometry().slots > 3 { 5 } else { 6 };
        let (script, sent) = compare_routed(
            id,
            21,
            bits,
            &[250, 40, 25, 55],
            400,
            KeyDist::Uniform,
            cfg.clone(),
            (ResultRouting::Source, ResultShape::Probe),
        );
        let q = &script.query;
        let mut next_seq = [0u32; 4];
        let mut results_on = [0usize; 4];
        let (mut overflows, mut ends) = (0, 0);
        for e in &sent {
            let h = FrameView::parse(&e.frame).unwrap().header;
            match h.opcode {
                Opcode::Overflow | Opcode::Result | Opcode::Spill => {
                    let w = (0..q.sources).find(|&w| q.worker_mac(w) == h.dst);
                    let w = w.unwrap_or_else(|| {
                        panic!("{id}: {:?} to {:?}, not a worker", h.opcode, h.dst)
                    });
                    assert_eq!(
                        e.port,
                        q.port_of(w),
                        "{id}: {:?} for worker {w} on port {}",
                        h.opcode,
                        e.port
                    );
                    results_on[e.port] += (h.opcode != Opcode::Overflow) as usize;
                    overflows += (h.opcode == Opcode::Overflow) as usize;
                }
                Opcode::End => {
                    assert_eq!(
                        (h.dst, e.port),
                        (q.coordinator, 0),
                        "{id}: the switch's END goes to the sink"
                    );
                    ends += 1;
                }
                _ => continue,
            }
            assert_eq!(h.seq, next_seq[e.port], "{id}: sequence on port {}", e.port);
            next_seq[e.port] += 1;
        }
        assert!(
            results_on[..q.sources].iter().all(|&n| n > 0),
            "{id}: RESULT and SPILL frames per port {results_on:?}"
        );
        assert!(
            overflows > 0 && ends == 2,
            "{id}: {overflows} OVERFLOW frames, {ends} ENDs"
        );
    }
}

/// RESULT tuples with only the probe's payload (CONFIGURE flags bit 1,
/// PROTOCOL.md §7.2), back to their sources under back-pressure: the RTL
/// sends what the model sends, and every RESULT frame holds tuples of the
/// payload-only width. A second query on the same switch then asks for
/// whole probe tuples again while the first query's frames may still wait
/// in the rings: the shape goes with each frame, not with the query in
/// force.
#[test]
fn rtl_matches_model_with_payload_only_results() {
    let cfg = DriverConfig {
        tx_ready: TxReady::Random {
            seed: 9,
            percent_low: 40,
        },
        ..DriverConfig::default()
    };
    for id in signatures() {
        let s = sig(id);
        let mut p = Pair::new(rtl(id, cfg.clone()), model_of(id));
        let mut rng = Rng(31);
        for (i, shape) in [
            ResultShape::Payload,
            ResultShape::Probe,
            ResultShape::Payload,
        ]
        .into_iter()
        .enumerate()
        {
            let mut script = star(s, 8, 3, &[250, 40, 25, 55], 500, KeyDist::Uniform, &mut rng);
            script.query.routing = if i == 1 {
                ResultRouting::Sink
            } else {
                ResultRouting::Source
            };
            script.query.shape = shape;
            let sent = join(
                &mut p,
                &script,
                &mut rng,
                &format!("{id} query {i} {shape:?}"),
            );
            let width = s.result_width_of(shape);
            // RESULT tuples that end in half a word were packed in frames
            // of an odd count too
            let halves = half_word_frames(sent.iter().map(|e| e.frame.as_slice()));
            assert_eq!(
                halves.contains(&Opcode::Result),
                width % 8 == 4,
                "{id} query {i}: RESULT frames ending in half a word ({shape:?}, {width} B)"
            );
            let mut results = 0;
            for e in &sent {
                let v = FrameView::parse(&e.frame).unwrap();
                if v.header.opcode == Opcode::Result {
                    assert_eq!(
                        v.payload.len(),
                        v.header.tuple_count as usize * width,
                        "{id} query {i}: RESULT of {shape:?}"
                    );
                    results += v.header.tuple_count as usize;
                }
            }
            assert!(results > 0, "{id} query {i}: no RESULT tuple");
        }
    }
}

/// Two queries on one switch whose skewed probes hit the same buckets with
/// other contents (table 0 shrinks, table 1 grows): the probe unit's
/// hot-bucket caches must not answer the second query with the first
/// query's lines. CONFIGURE's clear and the build's writes empty them
/// (hdl/src/line_cache.rs); a stale line would turn misses of keys 61..75
/// of table 0 into RESULTs and hits of keys 41..200 of table 1 into misses.
#[test]
fn rtl_matches_model_when_a_second_query_reuses_the_hot_buckets() {
    for id in signatures() {
        let s = sig(id);
        let mut p = Pair::new(rtl(id, DriverConfig::default()), model_of(id));
        let mut rng = Rng(77);
        let first = star(s, 6, 3, &[250, 40, 25, 55], 1200, KeyDist::Skewed, &mut rng);
        join(&mut p, &first, &mut rng, &format!("{id} first query"));
        let second = star(s, 6, 3, &[60, 200, 90, 30], 1200, KeyDist::Skewed, &mut rng);
        join(&mut p, &second, &mut rng, &format!("{id} second query"));
    }
}

#[test]
fn rtl_matches_model_random_seeds() {
    for id in signatures() {
        for seed in 10..14 {
            let bits = 3 + (seed % 5) as u8;
            compare(
                id,
                seed,
                bits,
                &[50 + seed * 7, 90, 20 + seed, 33],
                250,
                KeyDist::Uniform,
                DriverConfig::default(),
            );
        }
    }
}

/// The reply to a CONFIGURE with `max_payload` = `mp` (status), through both.
fn configure_status(p: &mut Pair, q: &Query, mp: u16, what: &str) -> u8 {
    configure_status_filtered(p, q, mp, 0, what)
}

fn configure_status_filtered(p: &mut Pair, q: &Query, mp: u16, filter_bits: u8, what: &str) -> u8 {
    let conf = ConfigureQuery {
        token: q.token,
        bucket_bits: q.bucket_bits,
        num_sources: q.sources as u8,
        max_payload: mp,
        sink: q.coordinator,
        routing: q.routing,
        shape: q.shape,
        filter_bits,
        onchip: 0,
        context: 0,
    };
    // naming the query, as Query::configure_frame does: on a switch of
    // several contexts its holder may configure its context again
    let out = p.frame(
        0,
        &q.named_control(ControlCommand::Configure, &conf.encode()),
        what,
    );
    assert_eq!(out.len(), 1, "{what}: one reply");
    FrameView::parse(&out[0].frame).unwrap().header.flags
}

/// Membership filters (PROTOCOL.md §6.3) on every signature: most probe
/// keys are in no table (drawn from four to thirty-two times each table's
/// key range), and
/// random back-pressure on the tx ports with results to their sources. The
/// RTL sends what the model sends on every port, its filter memory is the
/// model's bit for bit ([`Pair::check_end_state`]), its counters equal the
/// model's, `filtered` among them; the filters reject most missing probes
/// and the rejected ones read no bucket: the RTL reads fewer DDR lines than
/// the same query without filters. A second query with smaller arrays must
/// find them cleared, and `filter_bits` 19 is refused with status 2 by
/// both.
#[test]
fn rtl_matches_model_with_filters() {
    let cfg = DriverConfig {
        tx_ready: TxReady::Random {
            seed: 11,
            percent_low: 25,
        },
        ..DriverConfig::default()
    };
    for id in signatures() {
        let s = sig(id);
        // without filters on one switch, then with 2^9-bit and 2^7-bit
        // arrays one after the other on another
        let mut pairs = [
            Pair::new(rtl(id, cfg.clone()), model_of(id)),
            Pair::new(rtl(id, cfg.clone()), model_of(id)),
        ];
        let mut reads = Vec::new();
        for (i, filter_bits) in [(0, 0u8), (1, 9), (1, 7)] {
            let p = &mut pairs[i];
            let mut rng = Rng(77);
            let sizes = [60u64, 35, 90, 20];
            let dims: Vec<_> = (0..s.t())
                .map(|t| dimension(&s, t, sizes[t], &mut rng))
                .collect();
            let ranges: Vec<u64> = (0..s.t()).map(|t| sizes[t] * (4 << t)).collect();
            let fs = facts(&s, 600, &ranges, KeyDist::Uniform, &mut rng);
            // 2^12 buckets a table: most lookups miss the hot-bucket caches
            let mut script = Script::new(Query::new(s, 12, 3), &dims, &fs);
            script.query.filter_bits = filter_bits;
            script.query.routing = ResultRouting::Source;
            let what = format!("{id} filter_bits {filter_bits}");
            let lines = |p: &Pair| p.r.ddr_stats().iter().map(|d| d.reads).sum::<u64>();
            let (lines0, counted0) = (lines(p), p.m.counters().clone());
            join(p, &script, &mut rng, &what);
            let count = |c: Counter| p.m.counters().get(c) - counted0.get(c);
            let (nf, nm) = (count(Counter::Filtered), count(Counter::Misses));
            reads.push((lines(p) - lines0, nf));
            if filter_bits == 0 {
                assert_eq!(nf, 0, "{what}: nothing filtered");
            } else {
                // up to 90 keys a table: about 1 % of foreign keys pass
                // arrays of 2^9 bits, up to a quarter pass 2^7
                assert!(nf * 2 > nm, "{what}: only {nf} of {nm} misses filtered");
            }
        }
        // the filtered probes read nothing: fewer lines, by at least one
        // for every second filtered probe (the rest may have hit the caches)
        for &(read, nf) in &reads[1..] {
            assert!(
                read < reads[0].0 && reads[0].0 - read >= nf / 2,
                "{id}: {read} lines read with {nf} probes filtered, {} without filters",
                reads[0].0
            );
        }
        // arrays out of range: refused by both, the query in force keeps
        // its filters
        let q = Query::new(s, 12, 3);
        let what = format!("{id} filter_bits 19");
        let p = &mut pairs[1];
        assert_eq!(
            configure_status_filtered(p, &q, q.max_payload, 19, &what),
            ControlStatus::Malformed as u8,
            "{what}"
        );
        p.r.check_filters(&p.m)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
    }
}

/// On-chip tables (PROTOCOL.md §6.4) on every signature: with more buckets
/// than the on-chip stores hold (2^16 a table, so the on-chip tables' keys
/// go to other buckets), table 0 and the last table on chip, random
/// back-pressure and results to their sources. The RTL sends what the
/// model sends on every port, its memory image and counters are the
/// model's, and its on-chip stores hold the model's lines byte for byte
/// ([`Pair::check_end_state`]); the on-chip tables read no DDR line: the
/// same query with every table in DDR reads more lines. A second query
/// with no table on chip runs on the same switch after it.
#[test]
fn rtl_matches_model_with_on_chip_tables() {
    let cfg = DriverConfig {
        tx_ready: TxReady::Random {
            seed: 5,
            percent_low: 25,
        },
        ..DriverConfig::default()
    };
    for id in signatures() {
        let s = sig(id);
        let mut pair = Pair::new(rtl(id, cfg.clone()), model_of(id));
        let mut reads = Vec::new();
        let last = 1u8 << (s.t() - 1);
        for onchip in [1 | last, 0] {
            let p = &mut pair;
            let mut rng = Rng(31);
            let sizes = [60u64, 35, 90, 20];
            let dims: Vec<_> = (0..s.t())
                .map(|t| dimension(&s, t, sizes[t], &mut rng))
                .collect();
            let ranges: Vec<u64> = (0..s.t()).map(|t| sizes[t] * 2).collect();
            let fs = facts(&s, 500, &ranges, KeyDist::Uniform, &mut rng);
            let mut script = Script::new(Query::new(s, 16, 3), &dims, &fs);
            script.query.onchip = onchip;
            script.query.routing = ResultRouting::Source;
            let what = format!("{id} on chip {onchip:#06b}");
            let lines = |p: &Pair| p.r.ddr_stats().iter().map(|d| d.reads).sum::<u64>();
            let lines0 = lines(p);
            join(p, &script, &mut rng, &what);
            reads.push(lines(p) - lines0);
        }
        // with several contexts no table is on chip (PROTOCOL.md §5.5; the
        // CONFIGURE replies said so, check_onchip): both read alike
        if contexts(id) == 1 {
            assert!(
                reads[0] < reads[1],
                "{id}: {} lines read with tables on chip, {} without",
                reads[0],
                reads[1]
            );
        }
    }
}

/// CONFIGUREs too large for the board (PROTOCOL.md §5.2): every table size
/// the model refuses with status 3, the RTL refuses alike (the replies are
/// compared byte for byte), among them the ones that fit the DDR but not the
/// fill-count SRAM (one k8 table of 2^27 buckets). The accepted sizes below
/// them are left out: clearing 2^26 lines takes as many cycles.
#[test]
fn rtl_and_model_refuse_tables_beyond_the_memory_or_the_count_sram() {
    let mut beyond_the_sram = 0;
    for id in signatures() {
        let s = sig(id);
        let mut p = Pair::new(rtl(id, DriverConfig::default()), model_of(id));
        let mut q = Query::new(s, 20, 1);
        p.frame(
            0,
            &q.load_signature(&SignatureRecord::new(s)),
            &format!("{id}: LOAD_SIGNATURE"),
        );
        for bits in 20..=27u8 {
            q.bucket_bits = bits;
            let lines = (s.t() as u64) << bits;
            let mut probe = model_of(id);
            probe.receive(0, &q.load_signature(&SignatureRecord::new(s)));
            let refused = probe
                .receive(0, &q.setup_frames()[1])
                .iter()
                .any(|e| FrameView::parse(&e.frame).unwrap().header.flags != 0);
            if !refused {
                continue;
            }
            let what = format!("{id} with 2^{bits} buckets");
            assert_eq!(
                configure_status(&mut p, &q, q.max_payload, &what),
                ControlStatus::NoMemory as u8,
                "{what}"
            );
            if lines <= SwitchConfig::default().memory_lines / contexts(id) as u64 {
                beyond_the_sram += 1;
            }
        }
    }
    if signatures().iter().any(|id| sig(id).t() == 1) {
        assert!(beyond_the_sram > 0, "no size fits the DDR but not the SRAM");
    }
}

/// OVERFLOW, RESULT and SPILL framing (PROTOCOL.md §7.4) at several
/// `max_payload` values, down to the smallest one the switch accepts (the
/// signature's SPILL width, §5.2), on every signature. Tiny tables (4 or 8
/// buckets) and duplicate build keys make many build tuples overflow and
/// many probes spill; worker frames are jumbo, so one BUILD frame's
/// overflows fill several OVERFLOW frames at a small `max_payload`. Every
/// frame the RTL sends must equal the model's and respect `max_payload`.
/// (This catches OVERFLOW frames sized with another signature's tuple
/// width, which tests that never split an OVERFLOW frame do not.)
/// Below the SPILL width, and at 64, CONFIGURE is refused with status 2 by
/// both.
#[test]
fn rtl_matches_model_overflow_and_spill_at_every_max_payload() {
    for id in signatures() {
        let s = sig(id);
        let sw = s.spill_width() as u16;
        let mut p = Pair::new(rtl(id, DriverConfig::default()), model_of(id));
        let mut rng = Rng(0x0f10 ^ sw as u64);
        // Refused: the RTL (and the model) need room for one SPILL tuple.
        let q = Query::new(s, 3, 2);
        p.frame(0, &q.setup_frames()[0], &format!("{id}: LOAD_SIGNATURE"));
        for mp in [64, sw - 1] {
            assert_eq!(
                configure_status(&mut p, &q, mp, &format!("{id}: max_payload {mp}")),
                2,
                "{id}: max_payload {mp}"
            );
        }
        let (mut overflows, mut spills, mut results, mut split) = (0, 0, 0, false);
        let mut halves = HashSet::new();
        let mps = [
            sw,
            sw + s.build_width() as u16 - 1,
            500.max(sw + 1),
            1474,
            8974,
        ];
        // Table 0's size in the even steps: its 4 buckets' slots twice
        // over, and twice the OVERFLOW tuples a frame holds at the smallest
        // max_payload (64 for every k8 signature; more slots and narrower
        // tuples with 4-byte keys).
        let per_smallest = sw as u64 / s.build_width() as u64;
        let big = 64.max(2 * (per_smallest + 4 * s.geometry().slots as u64));
        for (i, mp) in mps.into_iter().enumerate() {
            let what = format!("{id}: max_payload {mp}");
            // Even steps: table 0 far beyond its 4 buckets (most of its
            // tuples overflow, and a worker's frame overflows more tuples
            // than one OVERFLOW frame holds at the smallest max_payload).
            // Odd steps: small tables in 8 buckets, so most probes hit.
            let (bits, sizes) = if i % 2 == 0 {
                (2, [big, 9, 20, 12])
            } else {
                (3, [12u64, 9, 10, 12])
            };
            let mut dims: Vec<Vec<Vec<u8>>> = (0..s.t())
                .map(|t| dimension(&s, t, sizes[t % 4], &mut rng))
                .collect();
            // Duplicate build keys (§7.1: stored like any other key).
            let dups: Vec<Vec<u8>> = dims[0][..4].to_vec();
            dims[0].extend(dups);
            let ranges: Vec<u64> = (0..s.t()).map(|t| sizes[t % 4] + 2).collect();
            let fs = facts(&s, 150, &ranges, KeyDist::Uniform, &mut rng);
            let mut q = Query::new(s, bits, 2);
            q.max_payload = netjoin_proto::MAX_PAYLOAD_JUMBO as u16;
            let script = Script::new(q, &dims, &fs);
            let q = &script.query;
            p.frame(0, &q.setup_frames()[0], &format!("{what}: LOAD_SIGNATURE"));
            assert_eq!(
                configure_status(&mut p, q, mp, &format!("{what}: CONFIGURE")),
                0,
                "{what}"
            );
            let mut frames = script.sequential(&script.build);
            frames.push((0, q.read_counters()));
            frames.extend(script.sequential(&script.probe));
            frames.push((0, q.read_counters()));
            let mut out = Vec::new();
            for (j, (port, f)) in frames.iter().enumerate() {
                out.extend(p.frame(*port, f, &format!("{what}: frame {j}")));
            }
            let c = p.check_end_state(&what);
            halves.extend(half_word_frames(
                frames
                    .iter()
                    .map(|(_, f)| f.as_slice())
                    .chain(out.iter().map(|e| e.frame.as_slice())),
            ));
            for e in &out {
                let v = FrameView::parse(&e.frame).unwrap();
                if matches!(
                    v.header.opcode,
                    Opcode::Overflow | Opcode::Result | Opcode::Spill
                ) {
                    assert!(
                        v.payload.len() <= mp as usize,
                        "{what}: {:?} frame of {} B",
                        v.header.opcode,
                        v.payload.len()
                    );
                }
            }
            // A full OVERFLOW frame: the per-frame limit itself was exercised.
            let per = mp as usize / s.build_width();
            split |= out.iter().any(|e| {
                let v = FrameView::parse(&e.frame).unwrap();
                v.header.opcode == Opcode::Overflow && v.header.tuple_count as usize == per
            });
            // Counters run on over the queries (no RESET): the last snapshot is the total.
            (overflows, spills, results) = (
                c.get(Counter::Overflows),
                c.get(Counter::Spills),
                c.get(Counter::ResultTuples),
            );
        }
        eprintln!(
            "{id}: {overflows} overflows, {spills} spills, {results} results over {} max_payload values, {} cycles",
            mps.len(),
            p.r.cycles()
        );
        assert!(
            overflows > 0 && spills > 0 && results > 0,
            "{id}: overflows {overflows}, spills {spills}, results {results}"
        );
        assert!(split, "{id}: no OVERFLOW frame was filled to max_payload");
        let want = half_word_kinds(s, ResultShape::Probe);
        assert!(
            halves.is_superset(&want),
            "{id}: frames ending in half a word of {want:?} expected, {halves:?} compared"
        );
    }
}

/// 1M tuples through the default switch and 250k through every other
/// compiled-in one (the catalog's thirteen in CI: every one of them at 1M
/// would take longer than the rest of the suite on one core):
/// T × 100k (25k) build tuples, all on port 0, in the model's order, so the
/// memory image must match byte for byte; then the rest as probe tuples
/// from 4 workers on 4 ports at once (results compared as multisets,
/// counters exactly).
#[test]
#[cfg_attr(debug_assertions, ignore = "1M tuples: run with --release")]
fn million_tuples_through_the_rtl() {
    for id in signatures() {
        let tuples = if id == DEFAULT_SIGNATURE {
            1_000_000
        } else {
            250_000
        };
        long_run(id, tuples);
    }
}

/// `tuples` in all: a tenth of them per table built, the rest probed.
fn long_run(id: &str, tuples: usize) {
    let mut r = rtl(id, DriverConfig::default());
    let t0 = std::time::Instant::now();
    let sig = sig(id);
    let mut m = model_of(id);
    let mut rng = Rng(0xfeed);
    let n_dim = (tuples / 10) as u64;
    let n_facts = tuples - sig.t() * n_dim as usize;
    let script = star(sig, 16, 4, &[n_dim], n_facts, KeyDist::Uniform, &mut rng);
    let q = script.query.clone();
    for f in q.setup_frames() {
        assert_eq!(
            per_port(&m.receive(0, &f)),
            per_port(&r.receive(0, &f)),
            "{id}: setup"
        );
    }
    // Build: everything on port 0.
    let c0 = r.cycles();
    let mut want = Vec::new();
    for (_, f) in script.sequential(&script.build) {
        want.extend(m.receive(0, &f));
        r.send(0, f);
    }
    r.run_until_idle().unwrap();
    let build_cycles = r.cycles() - c0;
    let got = r.take_emitted();
    assert_eq!(per_port(&want), per_port(&got), "{id}: build phase output");
    assert!(
        m.memory() == r.memory_image().as_slice(),
        "{id}: memory images differ after the build"
    );
    r.check_counts()
        .unwrap_or_else(|e| panic!("after the build: {e}"));
    // Probe: 4 ports in parallel.
    let c1 = r.cycles();
    let mut want = Vec::new();
    for (p, f) in script.sequential(&script.probe) {
        want.extend(m.receive(p, &f));
        r.send(p, f);
    }
    r.run_until_idle().unwrap();
    let probe_cycles = r.cycles() - c1;
    let got = r.take_emitted();
    let frames = |v: &[Emitted]| v.iter().map(|e| e.frame.clone()).collect::<Vec<_>>();
    for (op, width) in [
        (Opcode::Result, sig.result_width()),
        (Opcode::Spill, sig.spill_width()),
    ] {
        let mut a = tuples_of(&frames(&want), op, width);
        let mut b = tuples_of(&frames(&got), op, width);
        a.sort();
        b.sort();
        assert_eq!(a.len(), b.len(), "{id}: {op:?} tuples");
        assert!(a == b, "{id}: {op:?} tuples differ");
    }
    let cf = q.read_counters();
    let a = decode_counters(&m.receive(0, &cf)[0].frame).unwrap();
    let b = decode_counters(&r.receive(0, &cf)[0].frame).unwrap();
    assert_eq!(a, b, "{id}: counters");
    assert_eq!(
        b.get(Counter::Inserts) + b.get(Counter::Overflows),
        script.build_tuples
    );
    assert_eq!(b.get(Counter::Probes), n_facts as u64);
    eprintln!(
        "{id}: {} build + {n_facts} probe tuples: build {build_cycles} cycles ({:.2} cycles/insert), probe {probe_cycles} cycles \
         ({:.2} cycles/probe), input paused {} cycles, wall {:.1} s, {:.0} cycles/s",
        script.build_tuples,
        build_cycles as f64 / script.build_tuples as f64,
        probe_cycles as f64 / n_facts as f64,
        r.stats().rx_pause_cycles,
        t0.elapsed().as_secs_f64(),
        r.cycles() as f64 / t0.elapsed().as_secs_f64()
    );
}

/// CONFIGURE and the whole build streamed back to back on one port: while
/// CONFIGURE clears the tables (2^16 lines per table) the build frames pile
/// up in the input buffers, the switch raises `rx0_pause` and the harness
/// holds its next frame as a MAC honouring PAUSE would. Nothing is dropped
/// (`drop_input_full` stays 0) and tables and counters equal the model's.
#[test]
fn rtl_pauses_its_input_instead_of_dropping_while_configure_clears() {
    for id in signatures() {
        let sig = sig(id);
        let mut r = rtl(id, DriverConfig::default());
        let mut m = model_of(id);
        let mut rng = Rng(0x9a05e);
        let script = star(sig, 16, 1, &[6000], 10, KeyDist::Uniform, &mut rng);
        let q = script.query.clone();
        let mut frames = q.setup_frames();
        frames.extend(script.sequential(&script.build).into_iter().map(|(_, f)| f));
        let mut want = Vec::new();
        for f in frames {
            want.extend(m.receive(0, &f));
            r.send(0, f);
        }
        r.run_until_idle().unwrap();
        assert_eq!(
            per_port(&want),
            per_port(&r.take_emitted()),
            "{id}: replies"
        );
        assert!(
            r.stats().rx_pause_cycles > 0,
            "{id}: the switch never paused its input: {:?}",
            r.stats()
        );
        assert!(
            m.memory() == r.memory_image().as_slice(),
            "{id}: memory images differ"
        );
        r.check_counts().unwrap_or_else(|e| panic!("{e}"));
        let cf = q.read_counters();
        let a = decode_counters(&m.receive(0, &cf)[0].frame).unwrap();
        let b = decode_counters(&r.receive(0, &cf)[0].frame).unwrap();
        assert_eq!(a, b, "{id}: counters");
        assert_eq!(
            b.get(Counter::Dropped(netjoin_proto::DropReason::InputFull)),
            0,
            "{id}: frames dropped at the input"
        );
        assert_eq!(
            b.get(Counter::Inserts) + b.get(Counter::Overflows),
            script.build_tuples,
            "{id}: build tuples"
        );
        eprintln!(
            "{id}: input paused {} cycles of {}",
            r.stats().rx_pause_cycles,
            r.cycles()
        );
    }
}

/// The reply to a LOAD_SIGNATURE: (status, record in the payload).
fn load_reply(out: &[Emitted]) -> (u8, Option<SignatureRecord>) {
    assert_eq!(out.len(), 1, "one reply");
    let v = FrameView::parse(&out[0].frame).unwrap();
    assert_eq!(v.header.opcode, Opcode::ControlReply);
    let record = netjoin_rtl::workload::reply_record(&out[0].frame).expect("a sealed reply");
    (v.header.flags, SignatureRecord::decode(record).ok())
}

/// LOAD_SIGNATURE for each compiled-in signature in turn, then back to the
/// first: the driver reprograms the emulated FPGA each time the signature
/// changes (fresh RTL, zeroed memory and counters), the new RTL answers the
/// LOAD_SIGNATURE, and a join runs on it. The model, one switch that can
/// load all of them, must send the same frames and end with the same memory;
/// its counters run on, so RTL counters are compared plus the model's
/// counters at the reprogramming.
#[test]
fn load_signature_reprograms_between_compiled_in_signatures() {
    let ids = one_context_signatures();
    if ids.is_empty() {
        return;
    }
    let sigs: Vec<Signature> = ids.iter().map(|i| sig(i)).collect();
    if ids.len() == 1 {
        eprintln!(
            "only {} compiled in: reprogramming between signatures is not exercised",
            ids[0]
        );
    }
    let mut p = Pair::new(rtl(ids[0], DriverConfig::default()), model(&sigs));
    let mut rng = Rng(0x5151);
    let mut order: Vec<&str> = ids.clone();
    order.push(ids[0]);
    for (i, id) in order.iter().enumerate() {
        let s = sig(id);
        let before = p.r.reconfigurations();
        let reprogram = p.r.signature() != Some(s);
        if reprogram {
            p.offset = p.m.counters().clone();
        }
        let script = star(s, 5, 3, &[30, 50, 20, 40], 200, KeyDist::Uniform, &mut rng);
        let q = script.query.clone();
        // The LOAD_SIGNATURE alone first: the (new) RTL answers OK with its record.
        let out = p.frame(
            0,
            &q.setup_frames()[0],
            &format!("step {i}: LOAD_SIGNATURE {id}"),
        );
        assert_eq!(
            load_reply(&out),
            (ControlStatus::Ok as u8, Some(SignatureRecord::new(s))),
            "step {i}: {id}"
        );
        assert_eq!(
            p.r.reconfigurations(),
            before + reprogram as u64,
            "step {i}: {id}"
        );
        assert_eq!(p.r.signature(), Some(s));
        assert_eq!(p.r.loaded_signature(), Some(s));
        if reprogram {
            let st = p.r.stats();
            assert!(
                st.cycles < 10_000 && st.rx_frames == 1,
                "step {i}: harness counters restart: {st:?}"
            );
        }
        join(&mut p, &script, &mut rng, &format!("step {i}: {id}"));
    }
    assert_eq!(
        p.r.reconfigurations(),
        if ids.len() > 1 { ids.len() as u64 } else { 0 }
    );

    // With reprogramming off, the running RTL answers itself: status 1.
    if ids.len() > 1 {
        let cfg = DriverConfig {
            reprogram_on_load_signature: false,
            ..DriverConfig::default()
        };
        let mut p = Pair::new(rtl(ids[0], cfg), model(&sigs[..1]));
        let q0 = Query::new(sigs[0], 4, 1);
        p.frame(0, &q0.setup_frames()[0], "load the first");
        let out = p.frame(
            0,
            &Query::new(sigs[1], 4, 1).setup_frames()[0],
            "load the second, no reprogramming",
        );
        assert_eq!(
            load_reply(&out),
            (
                ControlStatus::UnsupportedSignature as u8,
                Some(SignatureRecord::new(sigs[0]))
            )
        );
        assert_eq!(p.r.reconfigurations(), 0);
    }
}

/// Every catalog pipeline has one query context (PROTOCOL.md §5.5): a
/// CONFIGURE naming another context configures the query all the same,
/// its reply's context bits clear, and READ_QUERY_COUNTERS and RELEASE are
/// unknown commands (status 2), frame for frame as the model of one
/// context answers them; the join after them is the model's.
#[test]
fn one_context_pipelines_answer_the_context_commands_as_the_model_does() {
    for id in one_context_signatures() {
        let s = sig(id);
        let mut p = Pair::new(rtl(id, DriverConfig::default()), model_of(id));
        assert_eq!(p.m.config().contexts, 1);
        let mut rng = Rng(31);
        let script = star(s, 4, 2, &[30, 20, 10, 5], 60, KeyDist::Uniform, &mut rng);
        let q = &script.query;
        let status = |out: &[Emitted]| {
            assert_eq!(out.len(), 1, "one reply");
            FrameView::parse(&out[0].frame).unwrap().header.flags
        };
        for f in q.setup_frames() {
            p.frame(0, &f, "set-up");
        }
        for context in [1u8, 3] {
            let out = p.frame(
                0,
                &q.configure_frame(context),
                "CONFIGURE of another context",
            );
            assert_eq!(status(&out), ControlStatus::Ok as u8, "{id}");
            let rec = netjoin_rtl::workload::reply_record(&out[0].frame).expect("sealed");
            assert_eq!(ConfigureQuery::decode(rec).unwrap().context, 0, "{id}");
        }
        for cmd in [ControlCommand::ReadQueryCounters, ControlCommand::Release] {
            let out = p.frame(0, &q.control(cmd, &[]), "a context command");
            assert_eq!(
                status(&out),
                ControlStatus::Malformed as u8,
                "{id}: {cmd:?}"
            );
        }
        join(&mut p, &script, &mut rng, "after the context commands");
    }
}

/// A valid signature that is not compiled in (for [`unknown_signature_is_refused_by_rtl_and_model`]).
fn not_compiled_in() -> Signature {
    ["k4v8t2", "k8v32t3", "k2v24t1", "k8v256t8", "k1v1t1"]
        .iter()
        .map(|i| sig(i))
        .find(|s| !Design::Switch(*s).available())
        .unwrap()
}

/// LOAD_SIGNATURE of a signature that is not compiled in goes to the running
/// RTL, which refuses it (status 1) with the record it has loaded (none
/// before the first load), and keeps its query. Checked against a model that
/// supports only that RTL's signature, and one that supports every
/// compiled-in signature.
#[test]
fn unknown_signature_is_refused_by_rtl_and_model() {
    let ids = one_context_signatures();
    let sigs: Vec<Signature> = ids.iter().map(|i| sig(i)).collect();
    let unknown = not_compiled_in();
    for id in &ids {
        let s = sig(id);
        let mut p = Pair::new(rtl(id, DriverConfig::default()), model_of(id));
        let mut all = model(&sigs);
        let mut rng = Rng(77);
        let script = star(s, 6, 2, &[60, 40, 50, 30], 150, KeyDist::Uniform, &mut rng);
        let q = script.query.clone();
        // Each request is made when it is sent: its counter must be above
        // every one the switch accepted before (PROTOCOL.md §5.4).
        let refuse = || q.load_signature(&SignatureRecord::new(unknown));
        // Signatures are loaded by id (PROTOCOL.md §5.1): a record is only
        // loaded if its id and its widths are those of one signature. The id
        // of the running signature with other widths, and the running
        // signature's widths under the id of another compiled-in (or unknown)
        // one, are refused; neither reprograms.
        let misnamed = || {
            q.load_signature(&SignatureRecord {
                id: id.to_string(),
                signature: unknown,
            })
        };
        let other_id = ids
            .iter()
            .find(|i| *i != id)
            .map(|i| i.to_string())
            .unwrap_or_else(|| unknown.id());
        let renamed = || {
            q.load_signature(&SignatureRecord {
                id: other_id.clone(),
                signature: s,
            })
        };

        let out = both(&mut p, &mut all, 0, &refuse(), "unknown before any load");
        assert_eq!(
            load_reply(&out),
            (ControlStatus::UnsupportedSignature as u8, None),
            "{id}"
        );
        for f in q.setup_frames() {
            both(&mut p, &mut all, 0, &f, "setup");
        }
        for (port, f) in script.sequential(&script.build) {
            both(&mut p, &mut all, port, &f, "build");
        }
        for f in [refuse(), misnamed(), renamed()] {
            let out = both(&mut p, &mut all, 0, &f, "unknown after the build");
            assert_eq!(
                load_reply(&out),
                (
                    ControlStatus::UnsupportedSignature as u8,
                    Some(SignatureRecord::new(s))
                ),
                "{id}"
            );
        }
        // The query goes on: probes are answered as without the refused loads.
        for (port, f) in script.sequential(&script.probe) {
            both(&mut p, &mut all, port, &f, "probe");
        }
        both(&mut p, &mut all, 0, &q.read_counters(), "READ_COUNTERS");
        let c = p.check_end_state(id);
        assert_eq!(c.get(Counter::Probes), script.probe_tuples);
        assert_eq!(p.r.reconfigurations(), 0);
        assert_eq!(p.r.signature(), Some(s));
    }
}

/// One frame into the pair and into a second model (`all`, which supports
/// every compiled-in signature): all three must agree.
fn both(p: &mut Pair, all: &mut SwitchModel, port: usize, f: &[u8], what: &str) -> Vec<Emitted> {
    let out = p.frame(port, f, what);
    assert_eq!(
        per_port(&out),
        per_port(&all.receive(port, f)),
        "{what}: the model of every signature"
    );
    out
}

/// [`RtlSwitchDriver::reprogram`] with the same design: a fresh FPGA (zero
/// counters, zeroed memory, nothing loaded) that then behaves as a fresh model.
#[test]
fn explicit_reprogram_gives_a_fresh_switch() {
    let ids = one_context_signatures();
    let Some(&id) = ids
        .iter()
        .find(|i| **i == DEFAULT_SIGNATURE)
        .or(ids.first())
    else {
        return;
    };
    let s = sig(id);
    let mut p = Pair::new(rtl(id, DriverConfig::default()), model_of(id));
    let mut rng = Rng(9);
    let script = star(s, 4, 2, &[40, 30, 20, 10], 100, KeyDist::Uniform, &mut rng);
    join(&mut p, &script, &mut rng, "before");
    assert!(!p.r.memory_image().is_empty());
    p.r.reprogram(Design::Switch(s)).unwrap();
    assert_eq!(p.r.reconfigurations(), 1);
    assert_eq!(p.r.loaded_signature(), None);
    assert!(p.r.memory_image().is_empty());
    assert_eq!(p.r.stats().mem_writes, [0, 0]);
    assert!(
        (0..1u32 << 12).all(|l| !p.r.ddr(0).store().touched(l) && !p.r.ddr(1).store().touched(l))
    );
    let mut p = Pair::new(p.r, model_of(id));
    // A fresh switch: CONFIGURE without a signature is status 4, counters count from 0.
    let q = &script.query;
    p.frame(0, &q.setup_frames()[1], "CONFIGURE before LOAD_SIGNATURE");
    p.frame(0, &q.read_counters(), "counters of the fresh switch");
    let mut rng = Rng(10);
    let script = star(s, 5, 3, &[50, 20, 30, 40], 120, KeyDist::Skewed, &mut rng);
    join(&mut p, &script, &mut rng, "after");
}

/// `NETJOIN_RTL_VCD=DIR`: the waveform of this test's switch goes to
/// `DIR/<name>.vcd` (cycles 0..`NETJOIN_RTL_VCD_CYCLES`, default 20000), if
/// the design was Verilated with tracing (docs/RTL_HARNESS.md).
fn waveform_config(name: &str, id: &str, cfg: DriverConfig) -> DriverConfig {
    let Some(dir) = std::env::var_os("NETJOIN_RTL_VCD") else {
        return cfg;
    };
    if !Design::switch(id).unwrap().traced() {
        eprintln!("NETJOIN_RTL_VCD: {id} was built without tracing (NETJOIN_RTL_TRACE); no waveform for {name}");
        return cfg;
    }
    let n = std::env::var("NETJOIN_RTL_VCD_CYCLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000);
    let path = std::path::Path::new(&dir).join(format!("{name}-{id}.vcd"));
    DriverConfig {
        vcd: Some(netjoin_rtl::Vcd { path, cycles: 0..n }),
        ..cfg
    }
}

/// Signal values over time from a VCD file: for each cycle (times that are
/// multiples of the 6400 ps period: the values before the rising edge), the
/// values of the named 1-bit signals of the top scope.
struct Waveform {
    timescale: String,
    /// (cycle, values of the asked signals, in the asked order).
    cycles: Vec<(u64, Vec<bool>)>,
    last_time: u64,
}

fn read_vcd(path: &std::path::Path, names: &[&str]) -> Waveform {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut timescale = String::new();
    let mut ids: Vec<Option<String>> = vec![None; names.len()];
    let mut toks = text.split_whitespace().peekable();
    // Header: $timescale, $var wire <width> <id> <name> $end, $enddefinitions.
    while let Some(t) = toks.next() {
        match t {
            "$timescale" => {
                for x in toks.by_ref().take_while(|x| *x != "$end") {
                    timescale.push_str(x);
                }
            }
            "$var" => {
                let v: Vec<&str> = toks.by_ref().take_while(|x| *x != "$end").collect();
                if let [_, _, id, name, ..] = v[..] {
                    if let Some(i) = names.iter().position(|n| *n == name) {
                        ids[i].get_or_insert_with(|| id.to_string());
                    }
                }
            }
            "$enddefinitions" => break,
            _ => {}
        }
    }
    let ids: Vec<String> = ids
        .into_iter()
        .zip(names)
        .map(|(id, n)| id.unwrap_or_else(|| panic!("{}: no signal {n}", path.display())))
        .collect();
    let mut values = vec![false; names.len()];
    let mut cycles = Vec::new();
    let mut time: Option<u64> = None;
    let mut last_time = 0;
    let flush = |time: Option<u64>, values: &[bool], cycles: &mut Vec<(u64, Vec<bool>)>| {
        if let Some(t) = time.filter(|t| t % 6400 == 0) {
            cycles.push((t / 6400, values.to_vec()));
        }
    };
    while let Some(t) = toks.next() {
        if t.starts_with(['b', 'B', 'r', 'R']) {
            // A vector value; its identifier (which may start with '#')
            // is the next token.
            toks.next();
        } else if let Some(n) = t.strip_prefix('#') {
            flush(time, &values, &mut cycles);
            let n: u64 = n.parse().unwrap();
            last_time = n;
            time = Some(n);
        } else if let Some(id) = t.strip_prefix(['0', '1']) {
            if let Some(i) = ids.iter().position(|x| x == id) {
                values[i] = t.starts_with('1');
            }
        }
    }
    flush(time, &values, &mut cycles);
    Waveform {
        timescale,
        cycles,
        last_time,
    }
}

/// The waveform of the default switch shows what the harness drove and saw:
/// as many frames handshaked on rx0 and tx0 (valid, ready and last high
/// before a rising edge) as the driver counted, at 6.4 ns a cycle, only
/// inside the cycle window.
#[test]
fn waveform_shows_the_frames_the_harness_counted() {
    let id = DEFAULT_SIGNATURE;
    if !signatures().contains(&id) {
        return;
    }
    if !Design::switch(id).unwrap().traced() {
        panic!(
            "{id} must be Verilated with tracing (NETJOIN_RTL_TRACE unset traces it); {}",
            Design::switch(id).unwrap().build_status()
        );
    }
    let dir = std::env::temp_dir().join(format!("netjoin-vcd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sig = sig(id);
    let script = star(sig, 4, 1, &[30], 40, KeyDist::Uniform, &mut Rng(7));
    let frames: Vec<Vec<u8>> = script
        .query
        .setup_frames()
        .into_iter()
        .chain(script.sequential(&script.build).into_iter().map(|(_, f)| f))
        .chain(script.sequential(&script.probe).into_iter().map(|(_, f)| f))
        .collect();
    let names = [
        "rx0_tvalid",
        "rx0_tready",
        "rx0_tlast",
        "tx0_tvalid",
        "tx0_tready",
        "tx0_tlast",
    ];
    let handshakes = |w: &Waveform, v: usize, r: usize, l: usize| {
        w.cycles
            .iter()
            .filter(|(_, x)| x[v] && x[r] && x[l])
            .count() as u64
    };

    // The whole run inside the window.
    let path = dir.join("all.vcd");
    let cfg = DriverConfig {
        vcd: Some(netjoin_rtl::Vcd {
            path: path.clone(),
            cycles: 0..1_000_000,
        }),
        ..DriverConfig::default()
    };
    let mut r = rtl(id, cfg);
    let mut out = Vec::new();
    for f in &frames {
        r.try_receive_into(0, f, &mut out).unwrap();
    }
    let stats = r.stats().clone();
    let total_cycles = r.switch().cycles();
    drop(r);
    assert!(
        out.iter().all(|e| e.port == 0),
        "one worker on port 0: every reply and result on port 0"
    );
    let w = read_vcd(&path, &names);
    assert_eq!(w.timescale, "1ps");
    assert_eq!(w.cycles.len() as u64, total_cycles, "one sample per cycle");
    assert_eq!(
        handshakes(&w, 0, 1, 2),
        frames.len() as u64,
        "frames taken on rx0"
    );
    assert_eq!(stats.rx_frames, frames.len() as u64);
    assert_eq!(
        handshakes(&w, 3, 4, 5),
        out.len() as u64,
        "frames sent on tx0"
    );
    assert_eq!(stats.tx_frames, out.len() as u64);

    // A window in the middle: only its cycles, starting at its first.
    let path = dir.join("window.vcd");
    let window = 500..900;
    let cfg = DriverConfig {
        vcd: Some(netjoin_rtl::Vcd {
            path: path.clone(),
            cycles: window.clone(),
        }),
        ..DriverConfig::default()
    };
    let mut r = rtl(id, cfg);
    for f in &frames {
        r.try_receive_into(0, f, &mut Vec::new()).unwrap();
    }
    assert!(
        r.switch().cycles() > window.end,
        "the run outlasts the window"
    );
    drop(r);
    let w = read_vcd(&path, &names);
    assert_eq!(w.cycles.first().map(|c| c.0), Some(window.start));
    assert_eq!(w.cycles.last().map(|c| c.0), Some(window.end - 1));
    assert_eq!(
        w.last_time,
        (window.end - 1) * 6400 + 3200,
        "the rising edge of the last cycle"
    );
    assert_eq!(w.cycles.len() as u64, window.end - window.start);

    // Errors: an instance is traced once; a design without tracing says so.
    let mut m = rtl(id, DriverConfig::default());
    m.switch().model().trace(&dir.join("a.vcd"), 0..10).unwrap();
    let again = m
        .switch()
        .model()
        .trace(&dir.join("b.vcd"), 0..10)
        .unwrap_err()
        .to_string();
    assert!(again.contains("traced before"), "{again}");
    let empty = rtl(id, DriverConfig::default())
        .switch()
        .model()
        .trace(&dir.join("c.vcd"), 5..5)
        .unwrap_err()
        .to_string();
    assert!(empty.contains("empty cycle window"), "{empty}");
    let bad_dir = rtl(id, DriverConfig::default())
        .switch()
        .model()
        .trace(&dir.join("no/such/dir.vcd"), 0..10)
        .unwrap_err()
        .to_string();
    assert!(bad_dir.contains("cannot create"), "{bad_dir}");
    if let Some(untraced) = available_signatures()
        .into_iter()
        .find(|i| !Design::switch(i).unwrap().traced())
    {
        let e = rtl(untraced, DriverConfig::default())
            .switch()
            .model()
            .trace(&dir.join("d.vcd"), 0..10)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("without tracing") && e.contains("NETJOIN_RTL_TRACE"),
            "{e}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
