//! Throughput of the switch RTL with the DDR models: cycles per insert and
//! per probe at 156.25 MHz, for uniform and skewed probe keys.
//!
//! `cargo run -p netjoin-rtl --release --bin rtl-bench -- [--signature ID] [--json] [--dim N] [--facts N] [--bits B] [--key-range F]`
//!
//! Build: T dimension tables of N keys each (T of the signature, default
//! k8v8t3) from 4 workers on 4 ports at once. Probe: the fact tuples from 4
//! workers on 4 ports at once. Parser: the same frames with a wrong token
//! from 4 ports at once (parsed, checked and dropped: the parsers' rate
//! without the units). Also prints the DDR model alone (random reads, random
//! writes, random read-modify-write), the ceilings any design can reach per
//! controller. The build unit does not read its buckets (it keeps their fill
//! counts in the count SRAM), so its ceiling is a tuple a cycle or the DDR
//! model's random writes, whichever is lower.
//!
//! Fact keys are drawn from `1..=F*N` (`--key-range F`, default 1: every
//! lookup matches). With F > 1 a share 1/F of each table's lookups matches,
//! so fewer RESULT tuples leave: where the four tx links bind (every k8v16
//! pipeline: a RESULT tuple is longer than the probe tuple it answers),
//! this shows what the switch's memory side reaches when they do not.
//!
//! Results go back to the workers' ports (CONFIGURE's results-to-source
//! flag, PROTOCOL.md §7.5), as in the paper; `--one-sink` sends every
//! RESULT to the coordinator's port instead, whose line rate then bounds
//! the probe.
//!
//! The probe unit keeps recently read buckets in on-chip hot-bucket caches
//! (hdl/src/line_cache.rs); the share of lookups they served is printed.
//!
//! `--json` prints only one JSON object, for the signature catalog's
//! manifests: `signature`, `build_inserts_per_s`, `probe_tuples_per_s`
//! (uniform keys, results to the source), `probe_tuples_per_s_one_sink`,
//! `probe_tuples_per_s_skewed` (Zipf keys, results to the source) and its
//! `skewed_cache_hit_rate`, `parser_words_per_cycle` (64-bit words per
//! cycle per port, 1.0 = 10 Gbit/s line rate, for frames the parsers drop),
//! `min_frame_words_per_cycle` (the same for one-tuple PROBE frames the
//! switch accepts, neither memory nor the output the limit: every probe
//! misses in the hot-bucket cache), `min_frame_matching_words_per_cycle`
//! (every probe matches: bound by the RESULT frames' length on the output
//! links), `clock_mhz`, `controllers`,
//! and the workload (`dim`, `facts`, `bucket_bits`).

use netjoin_proto::{Counter, DropReason, ResultRouting, Signature};
use netjoin_rtl::workload::{decode_counters, dimension, facts, KeyDist, Query, Rng, Script};
use netjoin_rtl::{
    available_signatures, DdrStats, Design, DriverConfig, RtlSwitchDriver, SramStats,
    DEFAULT_SIGNATURE,
};
use netjoin_sim::cluster::SwitchRates;
use netjoin_sim::ddr::{Ddr, DdrTiming, MemReq};

/// Throughput of the switch RTL under the DDR3 models.
#[derive(clap::Parser)]
#[command(name = "rtl-bench")]
struct Args {
    /// The catalog signature to run.
    #[arg(long, default_value = DEFAULT_SIGNATURE)]
    signature: String,
    /// Print only one JSON object, for the catalog's manifests.
    #[arg(long)]
    json: bool,
    /// Keys in each dimension table.
    #[arg(long, default_value_t = 100_000)]
    dim: u64,
    /// Fact tuples probed.
    #[arg(long, default_value_t = 400_000)]
    facts: u64,
    /// Bucket bits of each table.
    #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u8).range(1..=32))]
    bits: u8,
    /// Fact keys from 1..=F*N (F >= 1): a share 1/F of each table's lookups matches.
    #[arg(long, value_name = "F", default_value_t = 1.0, value_parser = parse_key_range)]
    key_range: f64,
    /// Send every RESULT to the coordinator's port instead of back to its source.
    #[arg(long)]
    one_sink: bool,
}

fn parse_key_range(s: &str) -> Result<f64, String> {
    let f: f64 = s.parse().map_err(|_| format!("`{s}` is not a number"))?;
    if !(1.0..=1e6).contains(&f) {
        return Err(format!(
            "{f} is outside 1..=1e6 (keys are drawn from 1..=F*N, the tables hold 1..=N)"
        ));
    }
    Ok(f)
}

fn args() -> &'static Args {
    static ARGS: std::sync::OnceLock<Args> = std::sync::OnceLock::new();
    ARGS.get_or_init(<Args as clap::Parser>::parse)
}

/// The DDR model alone: (random reads/s, random RMW/s, random writes/s)
/// per controller.
fn ddr_alone() -> (f64, f64, f64) {
    let t = DdrTiming::default();
    let hz = t.switch_hz();
    let mut rng = Rng(99);
    let n = 200_000u64;
    let mut d = Ddr::new(t.clone());
    let (mut sent, mut got) = (0, 0);
    while got < n {
        if sent < n && d.req_ready() {
            d.push(MemReq::read((rng.next_u64() % (1 << 20)) as u32));
            sent += 1;
        }
        if d.tick().is_some() {
            got += 1;
        }
    }
    let reads = n as f64 * hz / d.cycle() as f64;
    let mut d = Ddr::new(t.clone());
    let mut inflight = std::collections::VecDeque::new();
    let mut writes = std::collections::VecDeque::new();
    let (mut issued, mut done) = (0u64, 0u64);
    while done < n {
        if d.req_ready() {
            if let Some((a, v)) = writes.pop_front() {
                d.push(MemReq::write(a, v));
                done += 1;
            } else if issued < n && inflight.len() < 32 {
                let a = (rng.next_u64() % (1 << 20)) as u32;
                d.push(MemReq::read(a));
                inflight.push_back(a);
                issued += 1;
            }
        }
        if let Some(v) = d.tick() {
            writes.push_back((inflight.pop_front().unwrap(), v));
        }
    }
    let rmw = n as f64 * hz / d.cycle() as f64;
    let mut d = Ddr::new(t.clone());
    let mut sent = 0;
    while sent < n {
        if d.req_ready() {
            let a = (rng.next_u64() % (1 << 20)) as u32;
            d.push(MemReq::write_strobed(a, [0xA5; 64], 0xFFFF | 1 << 63));
            sent += 1;
        }
        d.tick();
    }
    while !d.idle() {
        d.tick();
    }
    (reads, rmw, n as f64 * hz / d.cycle() as f64)
}

/// One build and probe run.
struct Run {
    build_cycles: u64,
    probe_cycles: u64,
    inserts: f64,
    probes: f64,
    controllers: usize,
    /// Memory reads in the probe phase (lookups the hot-bucket caches did
    /// not serve).
    probe_reads: u64,
    /// Cycles a frame start waited for `rx{p}_pause` to fall (all ports).
    pause_cycles: u64,
    /// Beats the four tx ports sent in the probe phase.
    probe_tx_beats: u64,
    ddr: Vec<DdrStats>,
    /// The fill-count SRAM's counters, if the design has the count port.
    count: Option<SramStats>,
    sim_cycles: u64,
    secs: f64,
}

impl Run {
    /// Share of the probe phase's bucket lookups (T per tuple) that needed
    /// no memory read.
    fn cache_hit_rate(&self, sig: Signature) -> f64 {
        1.0 - self.probe_reads as f64 / (self.probes * sig.t() as f64)
    }
}

/// Dimension tables (one per table of `sig`, `n_dim` keys each) and facts.
fn tables(
    sig: &Signature,
    n_dim: u64,
    n_facts: usize,
    dist: KeyDist,
) -> (Vec<Vec<Vec<u8>>>, Vec<Vec<u8>>) {
    let mut rng = Rng(0xbe7c);
    let dims: Vec<_> = (0..sig.t())
        .map(|t| dimension(sig, t, n_dim, &mut rng))
        .collect();
    let range = (n_dim as f64 * args().key_range).round() as u64;
    let fs = facts(sig, n_facts, &vec![range; sig.t()], dist, &mut rng);
    (dims, fs)
}

fn open(id: &str) -> RtlSwitchDriver {
    RtlSwitchDriver::for_signature(id, DriverConfig::default()).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2)
    })
}

/// Sends `frames` (port, frame) and runs until the switch is idle: the
/// cycles it worked, without the quiet cycles that declare it idle.
fn stream(
    d: &mut RtlSwitchDriver,
    frames: impl IntoIterator<Item = (usize, Vec<u8>)>,
    what: &str,
) -> u64 {
    let c0 = d.cycles();
    for (p, f) in frames {
        d.send(p, f);
    }
    d.run_until_idle()
        .unwrap_or_else(|e| panic!("{what}: {e:?}"));
    d.cycles() - c0 - d.config().quiet_cycles as u64
}

fn run(
    id: &str,
    sig: Signature,
    dist: KeyDist,
    n_dim: u64,
    n_facts: usize,
    bits: u8,
    routing: ResultRouting,
) -> Run {
    let mut d = open(id);
    let (dims, fs) = tables(&sig, n_dim, n_facts, dist);
    let q = Query {
        routing,
        ..Query::new(sig, bits, 4)
    };
    let script = Script::new(q.clone(), &dims, &fs);
    for f in q.setup_frames() {
        d.receive(0, &f);
    }
    let wall = std::time::Instant::now();
    let b = stream(&mut d, script.sequential(&script.build), "build phase");
    let reads = |d: &RtlSwitchDriver| d.ddr_stats().iter().map(|s| s.reads).sum::<u64>();
    let (r1, t1) = (reads(&d), d.stats().tx_beats);
    let p = stream(&mut d, script.sequential(&script.probe), "probe phase");
    let probe_reads = reads(&d) - r1;
    let probe_tx_beats = d.stats().tx_beats - t1;
    check_counters(&mut d, &q, &script);
    Run {
        build_cycles: b,
        probe_cycles: p,
        inserts: script.build_tuples as f64,
        probes: script.probe_tuples as f64,
        controllers: d.controllers_used(),
        probe_reads,
        pause_cycles: d.stats().rx_pause_cycles,
        probe_tx_beats,
        ddr: d.ddr_stats(),
        count: d.count_sram().map(|s| s.stats().clone()),
        sim_cycles: b + p,
        secs: wall.elapsed().as_secs_f64(),
    }
}

/// A figure is only worth printing for a run the switch did exactly: every
/// build tuple stored or sent back, every probe tuple looked up, no frame
/// dropped (the driver honours `rx{p}_pause`, so `drop_input_full` is 0);
/// with the count port, the count SRAM agrees with every bucket's status byte.
fn check_counters(d: &mut RtlSwitchDriver, q: &Query, script: &Script) {
    d.take_emitted(); // the run's own frames
    if let Err(e) = d.check_counts() {
        eprintln!("rtl-bench: the run was not exact: {e}");
        std::process::exit(1);
    }
    let reply = d.receive(0, &q.read_counters());
    let c = reply
        .iter()
        .find_map(|e| decode_counters(&e.frame))
        .unwrap_or_else(|| {
            eprintln!("rtl-bench: no READ_COUNTERS reply");
            std::process::exit(1)
        });
    let stored = c.get(Counter::Inserts) + c.get(Counter::Overflows);
    let dropped: u64 = DropReason::ALL
        .iter()
        .map(|&r| c.get(Counter::Dropped(r)))
        .sum();
    if stored != script.build_tuples
        || c.get(Counter::Probes) != script.probe_tuples
        || dropped != 0
    {
        eprintln!(
            "rtl-bench: the run was not exact: {stored} of {} build tuples stored or overflowed, {} of {} probes, \
             {dropped} frames dropped ({} at a full input)",
            script.build_tuples,
            c.get(Counter::Probes),
            script.probe_tuples,
            c.get(Counter::Dropped(DropReason::InputFull))
        );
        std::process::exit(1);
    }
}

/// 64-bit words per cycle per port the switch takes in when 4 ports stream
/// BUILD and PROBE frames it parses and drops (wrong token).
fn parser(id: &str, sig: Signature, n_dim: u64, n_facts: usize, bits: u8) -> f64 {
    let mut d = open(id);
    let (dims, fs) = tables(
        &sig,
        n_dim.min(20_000),
        n_facts.min(80_000),
        KeyDist::Uniform,
    );
    let q = Query::new(sig, bits, 4);
    for f in q.setup_frames() {
        d.receive(0, &f);
    }
    let bad = Query {
        token: q.token ^ 0x0101_0101,
        ..q.clone()
    };
    let script = Script::new(bad, &dims, &fs);
    let b0 = d.stats().rx_beats;
    let frames = script
        .sequential(&script.build)
        .into_iter()
        .chain(script.sequential(&script.probe));
    let cycles = stream(&mut d, frames, "parser run");
    (d.stats().rx_beats - b0) as f64 / cycles as f64 / d.ports() as f64
}

/// Four ports of one-tuple PROBE frames, memory not the limit: words per
/// cycle per port. `matching`: every probe matches (a RESULT frame per
/// PROBE frame, longer than it, so the output link bounds the figure);
/// else every key is 0, in no table (keys start at 1): after the first
/// lookup the bucket is in the hot-bucket cache and each probe misses
/// there and sends nothing, so only the input side is measured.
fn min_frames(id: &str, sig: Signature, bits: u8, matching: bool) -> f64 {
    let mut d = open(id);
    let mut rng = Rng(0x5eed);
    let dims: Vec<_> = (0..sig.t())
        .map(|t| dimension(&sig, t, 1000, &mut rng))
        .collect();
    let mut fs = facts(&sig, 8000, &vec![1; sig.t()], KeyDist::Uniform, &mut rng);
    if !matching {
        let keys = sig.k() * sig.t();
        for f in fs.iter_mut() {
            f[..keys].fill(0);
        }
    }
    let q = Query {
        routing: ResultRouting::Source,
        ..Query::new(sig, bits, 4)
    };
    // the workers frame one tuple per frame; CONFIGURE keeps the default
    // max_payload (it must hold a SPILL tuple)
    let one = Query {
        max_payload: sig.probe_width() as u16,
        ..q.clone()
    };
    let script = Script::new(one, &dims, &fs);
    for f in q.setup_frames() {
        d.receive(0, &f);
    }
    stream(&mut d, script.sequential(&script.build), "build phase");
    let b0 = d.stats().rx_beats;
    let cycles = stream(&mut d, script.sequential(&script.probe), "probe phase");
    let words = d.stats().rx_beats - b0;
    check_counters(&mut d, &q, &script);
    words as f64 / cycles as f64 / d.ports() as f64
}

fn main() {
    let n_dim = args().dim;
    let n_facts = args().facts as usize;
    let bits = args().bits;
    let json = args().json;
    // --json and --key-range exclude each other: checked before any work
    if args().key_range != 1.0 && json {
        eprintln!("--key-range: the --json figures are the catalog's, measured with every lookup matching; leave it out");
        std::process::exit(2);
    }
    let id = args().signature.clone();
    let sig = Signature::parse_id(&id).unwrap_or_else(|e| {
        eprintln!("--signature: {e}");
        std::process::exit(2)
    });
    if !Design::Switch(sig).available() {
        eprintln!(
            "RTL switch {id} unavailable: {} (compiled in: {:?})",
            Design::Switch(sig).build_status(),
            available_signatures()
        );
        std::process::exit(2);
    }
    let hz = DdrTiming::default().switch_hz();
    if json {
        let r = run(
            &id,
            sig,
            KeyDist::Uniform,
            n_dim,
            n_facts,
            bits,
            ResultRouting::Source,
        );
        let sink = run(
            &id,
            sig,
            KeyDist::Uniform,
            n_dim,
            n_facts,
            bits,
            ResultRouting::Sink,
        );
        let skew = run(
            &id,
            sig,
            KeyDist::Skewed,
            n_dim,
            n_facts,
            bits,
            ResultRouting::Source,
        );
        let pw = parser(&id, sig, n_dim, n_facts, bits);
        let mw = min_frames(&id, sig, bits, false);
        let mm = min_frames(&id, sig, bits, true);
        println!(
            "{{\"signature\": \"{id}\", \"build_inserts_per_s\": {:.4e}, \"probe_tuples_per_s\": {:.4e}, \
             \"probe_tuples_per_s_one_sink\": {:.4e}, \"probe_tuples_per_s_skewed\": {:.4e}, \"skewed_cache_hit_rate\": {:.4}, \
             \"parser_words_per_cycle\": {pw:.4}, \"min_frame_words_per_cycle\": {mw:.4}, \"min_frame_matching_words_per_cycle\": {mm:.4}, \"clock_mhz\": {}, \"controllers\": {}, \"dim\": {n_dim}, \"facts\": {n_facts}, \
             \"bucket_bits\": {bits}}}",
            r.inserts * hz / r.build_cycles as f64,
            r.probes * hz / r.probe_cycles as f64,
            sink.probes * hz / sink.probe_cycles as f64,
            skew.probes * hz / skew.probe_cycles as f64,
            skew.cache_hit_rate(sig),
            hz / 1e6,
            r.controllers
        );
        return;
    }
    let routing = if args().one_sink {
        ResultRouting::Sink
    } else {
        ResultRouting::Source
    };
    let (rd, w, wr) = ddr_alone();
    println!(
        "DDR model alone, per controller: random reads {rd:.3e}/s, random writes {wr:.3e}/s (an insert's strobed write), \
         random read-modify-write {w:.3e}/s"
    );
    println!("  (paper, per DDR3 controller: 9.84e7 probes/s, 5.63e7 inserts/s)");
    if Design::Fixture.available() {
        // Harness overhead: the trivial fixture streaming on 4 ports, two of
        // them through memory (2 requests per beat), with both DDR models.
        let mut d = RtlSwitchDriver::with_config(Design::Fixture, DriverConfig::default())
            .expect("fixture");
        let mut rng = Rng(1);
        for i in 0..4000 {
            let f: Vec<u8> = (0..1500).map(|_| rng.next_u64() as u8).collect();
            d.send(
                if std::env::var("NJ_ECHO_ONLY").is_ok() {
                    2 + i % 2
                } else {
                    i % 4
                },
                f,
            );
        }
        let t = std::time::Instant::now();
        let c = d.run_until_idle().expect("fixture");
        println!(
            "harness speed (fixture, 4 ports, 2 DDR models busy): {:.2e} cycles/s",
            c as f64 / t.elapsed().as_secs_f64()
        );
    }
    let paper = SwitchRates::paper();
    for dist in [KeyDist::Uniform, KeyDist::Skewed] {
        let r = run(&id, sig, dist, n_dim, n_facts, bits, routing);
        let ctrl = r.controllers as f64;
        let (b, p, ins, prb) = (r.build_cycles, r.probe_cycles, r.inserts, r.probes);
        println!("{dist:?} probe keys, {id}, 2^{bits} buckets/table, {} controller(s), results to {routing:?}:", r.controllers);
        println!(
            "  build: {ins:.0} inserts in {b} cycles = {:.3} cycles/insert = {:.3e} inserts/s ({:.3e} per controller; \
             paper's switch, two controllers: {:.3e})",
            b as f64 / ins,
            ins * hz / b as f64,
            ins * hz / b as f64 / ctrl,
            paper.build_tuples_per_s
        );
        println!(
            "  build limits: {:.2} of the build unit's tuple a cycle; DDR writes {:.2} of the DDR model's random-write ceiling \
             ({ctrl} x {wr:.3e}/s)",
            ins / b as f64,
            ins * hz / b as f64 / (ctrl * wr)
        );
        println!(
            "  probe: {prb:.0} probes in {p} cycles = {:.3} cycles/probe = {:.3e} probes/s = {:.3e} bucket reads/s per controller \
             (paper's switch, two controllers: {:.3e} {}-table probes/s)",
            p as f64 / prb,
            prb * hz / p as f64,
            sig.t() as f64 * prb * hz / p as f64 / ctrl,
            paper.probe_tuples_per_s(sig.t()),
            sig.t()
        );
        println!(
            "  hot-bucket caches: {:.1} % of the {:.0} bucket lookups; memory reads {:.3e}/s per controller",
            100.0 * r.cache_hit_rate(sig),
            sig.t() as f64 * prb,
            r.probe_reads as f64 * hz / p as f64 / ctrl
        );
        // The probe phase's three possible limits, each as a share of its
        // ceiling: the one near 1.0 binds.
        println!(
            "  probe limits: memory reads {:.2} of the DDR model's ceiling ({} x {rd:.3e}/s); \
             units fed {:.2} tuples/cycle (each probe unit takes at most 1); tx links {:.2} busy (4 ports)",
            r.probe_reads as f64 * hz / p as f64 / (ctrl * rd),
            r.controllers,
            prb / p as f64,
            r.probe_tx_beats as f64 / (4.0 * p as f64)
        );
        for (c, s) in r.ddr.iter().enumerate().take(r.controllers) {
            println!(
                "  ddr{c}: reads {} writes {} row hit rate {:.3} data bus busy {:.1}% req_ready low {:.1}% of cycles",
                s.reads,
                s.writes,
                s.row_hit_rate(),
                100.0 * s.data_bus_nck as f64 * 1250.0 / (s.cycles as f64 * 6400.0),
                100.0 * s.not_ready_cycles as f64 / s.cycles as f64
            );
        }
        if let Some(s) = &r.count {
            println!(
                "  count sram: reads {} writes {} max reads in flight {}",
                s.reads, s.writes, s.max_in_flight
            );
        }
        println!(
            "  input paused (rx_pause, all ports): {} cycles",
            r.pause_cycles
        );
        println!(
            "  simulation: {} cycles in {:.1} s = {:.0} cycles/s",
            r.sim_cycles,
            r.secs,
            r.sim_cycles as f64 / r.secs
        );
    }
    let pw = parser(&id, sig, n_dim, n_facts, bits);
    println!(
        "parser: {pw:.3} words/cycle/port with 4 ports streaming frames it drops (wrong token)"
    );
    let mw = min_frames(&id, sig, bits, false);
    let mm = min_frames(&id, sig, bits, true);
    println!(
        "minimum frames: {mw:.3} words/cycle/port accepted with 4 ports streaming one-tuple PROBE frames \
         that miss in the caches and send nothing (1.0 = line rate); {mm:.3} when every probe matches \
         (a RESULT frame per PROBE frame: the output link's bound)"
    );
}
