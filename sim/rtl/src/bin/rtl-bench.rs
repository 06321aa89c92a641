//! Throughput of the switch RTL with the DDR models: cycles per insert and
//! per probe at 156.25 MHz, for uniform and skewed probe keys.
//!
//! `cargo run -p netjoin-rtl --release --bin rtl-bench -- [--signature ID] [--json] [--dim N] [--facts N] [--bits B] [--key-range F] [--held | --two-queries]`
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
//! Held port (last; `--held` runs only it): the same build, results to the
//! source, the fact tuples (`--facts` rounded down to a multiple of 4) from
//! 4 workers on 4 ports at once, run twice on fresh switches: a baseline
//! with every port ready, then with port 1's `tx_tready` held low
//! (`RtlSwitchDriver::hold_tx`) from the first PROBE until ports 0, 2 and 3
//! have received all their RESULT tuples, then released so that everything
//! drains. Per port it prints the RESULT tuples and the cycles from the
//! first PROBE to the port's last RESULT beat in both runs, the tuples/s
//! at the design clock and the ratio held/baseline of ports 0, 2 and 3,
//! and what port 1 received after the release. The hold is bounded: if
//! ports 0, 2 and 3 have not all their tuples within 4 x the baseline's
//! cycles + 100 000, or nothing moves on any port for 200 000 cycles, it
//! reports that the held port blocks the others (what they received, in
//! how many cycles) and releases it. Both runs are checked against the
//! behavioural model as the SSB runs are (every frame on every port, the
//! memory, the counters); a run that is not exact, or a port that never
//! gets its results after the release, ends the bench with an error.
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
//! and the workload (`dim`, `facts`, `bucket_bits`); then the held-port
//! case's `held_*` fields (arrays are per port 0..3, `null` where a figure
//! does not apply): `held_port`, `held_facts_per_port`,
//! `held_result_tuples` (each port's RESULT tuples), `held_baseline_cycles`
//! and `held_baseline_tuples_per_s` (first PROBE to the port's last RESULT
//! beat), `held_others_finished` (whether ports 0, 2, 3 received all
//! their tuples while port 1 was held), `held_cycles` (first PROBE to the
//! release), `held_received` (tuples each port had at the release),
//! `held_last_result_cycles`, `held_tuples_per_s` and `held_rate_ratio`
//! (held over baseline; the last two `null` unless the others finished),
//! `held_released_tuples` and `held_released_cycles` (port 1 after the
//! release). With `--held`, the object has only `signature`, `clock_mhz`,
//! the workload and the `held_*` fields.
//!
//! Two queries (`--two-queries`, only on a pipeline of several query
//! contexts, PROTOCOL.md §5.5: `--signature k8v8t3c2`; an error on one of
//! one context): two star joins A and B, each with its own coordinator,
//! `query_id`, token and context (A: context 0, its 2 workers on ports 0
//! and 1; B: context 1, ports 2 and 3), T tables of `--dim` keys and
//! `--facts` fact tuples each, results to the source. Each runs alone on a
//! fresh switch, then both together on another: the build frames of both
//! queued at once, then the probe frames of both. A query's phase lasts
//! from the cycle its frames are queued to the cycle the switch's END of
//! that phase for it leaves. Per query it prints the build inserts/s and
//! probe tuples/s at 156.25 MHz alone and together, and the ratio
//! together/alone, and the two queries' tuples together over the longer
//! phase. Every run is checked against the behavioural model with as many
//! contexts fed the RTL's commits (every frame, memory, counters, both
//! banks), and each query's bank must count all its tuples. With
//! `--json`: one object with `signature`, `contexts`, `clock_mhz`, the
//! workload, `queries` (per query: `query`, `context`, `build_tuples`,
//! `probe_tuples`, `alone` and `together` each with `build_cycles`,
//! `probe_cycles`, `build_inserts_per_s`, `probe_tuples_per_s`, then
//! `build_ratio` and `probe_ratio`), `together_build_inserts_per_s` and
//! `together_probe_tuples_per_s`.
//!
//! `--ssb FILE [--sf SF] [--filter-bits auto|N] [--onchip auto|none] [--facts N] [--queries q1.1,…] [--json]`
//! runs star joins shaped like the SSB queries instead (the shapes
//! `netjoin ssb-shapes` measures; sim/rtl/src/ssb.rs draws the workloads):
//! per query, the build of its dimensions' surviving rows and a probe of
//! `--facts` tuples whose keys hit and miss each table as the query's fact
//! rows do, on the signature the compiler's best fit takes from the catalog
//! in bitstreams/ (4-byte keys and values; a padding table where a query
//! has fewer dimensions than the smallest pipeline has tables; the build
//! must have compiled its RTL in: `NETJOIN_RTL_SIGNATURES=all`), results
//! to the source on 4 ports in the compiler's RESULT shape (the probe's
//! payload and the values). The input
//! ports are fed at 10 Gbit/s line rate (3 idle cycles between frames: the
//! preamble and gap), so that no run takes in more than its links could
//! carry. With filters (`--filter-bits` other than 0), each query runs
//! without them first, as the baseline; with `--onchip auto` (the default)
//! once more with the filters and the tables whose build keys fit the
//! on-chip stores placed on chip (PROTOCOL.md §6.4). Each run is checked
//! against the behavioural model (every frame on every port, the table
//! memory, the filters, the on-chip stores, the counters) and against what the draw implies (matches,
//! filtered tuples);
//! it prints probe tuples/s, DDR reads per probe tuple, the share the
//! filters rejected, the link bound (the lower of what 4 x 10 Gbit/s carry
//! of the probe frames as sent, Ethernet's overhead per frame included,
//! and of what the switch sends back, per probe tuple) and the rate over
//! it. `--json` prints only a JSON array of the runs (`netjoin ssb-plot`
//! draws it).

use netjoin_proto::control::{ConfigureQuery, ControlCommand};
use netjoin_proto::frame::FrameView;
use netjoin_proto::header::{Header, Opcode};
use netjoin_proto::{Counter, Counters, DropReason, ResultRouting, ResultShape, Signature};
use netjoin_rtl::ssb::{self, FilterBits, LinkBound, QueryShape, Shapes, SsbRun};
use netjoin_rtl::workload::{decode_counters, dimension, facts, KeyDist, Query, Rng, Script};
use netjoin_rtl::{
    available_signatures, DdrStats, Design, DriverConfig, Emitted, RtlSwitchDriver, SramStats,
    DEFAULT_SIGNATURE,
};
use netjoin_sim::cluster::SwitchRates;
use netjoin_sim::ddr::{Ddr, DdrTiming, MemReq};
use netjoin_sim::{SwitchConfig, SwitchModel};
use std::path::PathBuf;

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
    /// Run only the held-port case: port 1's tx_tready held low through
    /// the probe phase, against a baseline with every port ready.
    #[arg(long, conflicts_with = "one_sink")]
    held: bool,
    /// Run only two star joins at once on a pipeline of several query
    /// contexts (`--signature k8v8t3c2`), each alone and then together.
    #[arg(long, conflicts_with_all = ["one_sink", "held"])]
    two_queries: bool,
    /// Run star joins shaped like the SSB queries, from this shapes file
    /// (`netjoin ssb-shapes`), instead of the synthetic workloads.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["signature", "dim", "bits", "key_range", "one_sink", "held", "two_queries"])]
    ssb: Option<PathBuf>,
    /// With --ssb: the scale factor whose shapes run (default: the file's only one).
    #[arg(long, requires = "ssb", value_parser = parse_sf)]
    sf: Option<f64>,
    /// With --ssb: each table's membership filter, 2 arrays of 2^N bits
    /// (0: none; `auto`: the fewest bits at which the largest table fills
    /// an eighth of an array, at most 18).
    #[arg(long, requires = "ssb", value_name = "auto|N", default_value = "auto")]
    filter_bits: FilterBits,
    /// With --ssb: `auto` adds a run per query with filters and the tables
    /// whose build keys fit the on-chip stores placed on chip (PROTOCOL.md
    /// §6.4); `none` leaves it out.
    #[arg(long, requires = "ssb", value_name = "auto|none", default_value = "auto", value_parser = ["auto", "none"])]
    onchip: String,
    /// With --ssb: only these queries (default: all of the file's).
    #[arg(long, requires = "ssb", value_delimiter = ',', value_name = "q1.1,…")]
    queries: Vec<String>,
}

fn parse_sf(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(f) if f > 0.0 && f.is_finite() => Ok(f),
        _ => Err(format!("`{s}` is not a positive scale factor")),
    }
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
    if let Some(e) = inexact(&c, script) {
        eprintln!("rtl-bench: the run was not exact: {e}");
        std::process::exit(1);
    }
}

/// What counters `c` show wrong in a run of `script` (see
/// [`check_counters`]), if anything.
fn inexact(c: &Counters, script: &Script) -> Option<String> {
    let stored = c.get(Counter::Inserts) + c.get(Counter::Overflows);
    let dropped: u64 = DropReason::ALL
        .iter()
        .map(|&r| c.get(Counter::Dropped(r)))
        .sum();
    (stored != script.build_tuples || c.get(Counter::Probes) != script.probe_tuples || dropped != 0)
        .then(|| {
            format!(
                "{stored} of {} build tuples stored or overflowed, {} of {} probes, \
                 {dropped} frames dropped ({} at a full input)",
                script.build_tuples,
                c.get(Counter::Probes),
                script.probe_tuples,
                c.get(Counter::Dropped(DropReason::InputFull))
            )
        })
}

/// The behavioural model the RTL's runs are checked against: `sig` loadable,
/// CONTROL frames authenticated under the harness's key.
fn model(sig: Signature) -> SwitchModel {
    SwitchModel::new(SwitchConfig {
        supported: Some(vec![sig]),
        control_auth: netjoin_proto::ControlAuth::Keyed(netjoin_rtl::harness_key()),
        ..SwitchConfig::default()
    })
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
        token: q.token ^ 0x0101_0101_0101_0101,
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

/// The tx port the held-port case holds low.
const HELD_PORT: usize = 1;
/// Held-port case: while the port is held, the other ports get this many
/// times the cycles the slowest of them took in the baseline, plus
/// [`HELD_SLACK`], to receive all their RESULT tuples; after the release,
/// everything gets as long again to drain.
const HELD_BOUND_FACTOR: u64 = 4;
const HELD_SLACK: u64 = 100_000;
/// Held-port case: a stretch stops waiting once no beat has moved on any rx
/// or tx port for this many cycles (memory answers in tens of cycles).
const STALL_WINDOW: u64 = 200_000;
/// Held-port case: a progress line every this many cycles.
const PROGRESS_EVERY: u64 = 1_000_000;

/// What one tx port received in a probe phase of the held-port case.
#[derive(Clone, Copy, Debug, Default)]
struct PortRx {
    /// RESULT tuples.
    tuples: u64,
    /// Cycles from the first PROBE (the cycle the probe frames were queued,
    /// all ports at once) to the cycle of the last RESULT beat; 0: none yet.
    last: u64,
}

/// Why a watched stretch of the held-port case ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stop {
    /// What the caller waited for happened.
    Done,
    /// Everything queued was taken and the switch went quiet.
    Idle,
    /// The stretch's bound of cycles ran out.
    Bound,
    /// No beat moved on any port for [`STALL_WINDOW`] cycles.
    Stalled,
}

/// A probe phase of the held-port case under watch, cycle by cycle.
struct Watch {
    d: RtlSwitchDriver,
    /// The cycle the probe frames were queued.
    start: u64,
    /// Per tx port.
    rx: Vec<PortRx>,
    /// Everything the switch sent since the setup, for the model check.
    sent: Vec<Emitted>,
}

impl Watch {
    /// A fresh switch `id` set up for `script`'s query and built, with
    /// `hold`'s tx port held low (if any) and every worker's probe frames
    /// queued on its port.
    fn open(id: &str, script: &Script, hold: Option<usize>) -> Watch {
        let cfg = DriverConfig {
            record_commits: true,
            ..DriverConfig::default()
        };
        let mut d = RtlSwitchDriver::for_signature(id, cfg).unwrap_or_else(|e| fail(e));
        let mut sent = Vec::new();
        for f in script.query.setup_frames() {
            d.receive_into(0, &f, &mut sent);
        }
        stream(
            &mut d,
            script.sequential(&script.build),
            "held-port case, build phase",
        );
        sent.extend(d.take_emitted());
        if let Some(p) = hold {
            d.hold_tx(p, true);
        }
        let start = d.cycles();
        for (p, f) in script.sequential(&script.probe) {
            d.send(p, f);
        }
        Watch {
            rx: vec![PortRx::default(); d.ports()],
            d,
            start,
            sent,
        }
    }

    fn beats(&self) -> u64 {
        self.d.stats().rx_beats + self.d.stats().tx_beats
    }

    /// Runs the clock a cycle at a time, counting the RESULT tuples each
    /// port receives, until `done(rx)`, the switch goes quiet, `bound`
    /// cycles have run or nothing moves for [`STALL_WINDOW`] cycles.
    fn run(&mut self, bound: u64, what: &str, done: impl Fn(&[PortRx]) -> bool) -> Stop {
        let from = self.d.cycles();
        let (mut moved, mut beats) = (from, self.beats());
        loop {
            if done(&self.rx) {
                return Stop::Done;
            }
            let now = self.d.cycles();
            if now - from >= bound {
                return Stop::Bound;
            }
            if now - moved >= STALL_WINDOW {
                return Stop::Stalled;
            }
            let busy = self.d.advance(1);
            let now = self.d.cycles();
            for e in self.d.take_emitted() {
                if let Ok(h) = Header::parse(&e.frame) {
                    if h.opcode == Opcode::Result {
                        self.rx[e.port].tuples += h.tuple_count as u64;
                        self.rx[e.port].last = now - self.start;
                    }
                }
                self.sent.push(e);
            }
            if self.beats() != beats {
                (moved, beats) = (now, self.beats());
            }
            if (now - from).is_multiple_of(PROGRESS_EVERY) {
                eprintln!(
                    "rtl-bench: {what}: {} cycles, RESULT tuples per port {:?}",
                    now - from,
                    self.rx.iter().map(|r| r.tuples).collect::<Vec<_>>()
                );
            }
            if !busy {
                return Stop::Idle;
            }
        }
    }

    /// Fails unless the RTL, all of whose frames must have been taken, did
    /// exactly what the model does fed the same commits: the same frames
    /// on every port, memory, counters, and every tuple of `script` taken.
    fn check(&mut self, sig: Signature, script: &Script, what: &str) {
        let mut m = model(sig);
        if self.d.contexts() > 1 {
            // the pipeline's query contexts (PROTOCOL.md §5.5)
            m = SwitchModel::new(self.d.model_config());
        }
        let c = self
            .d
            .check_against_replay(&mut m, &self.sent, &script.query.read_counters())
            .unwrap_or_else(|e| fail(format!("{what}: the RTL and the model disagree: {e}")));
        if let Some(e) = inexact(&c, script) {
            fail(format!("{what}: the run was not exact: {e}"));
        }
    }
}

/// The held-port case: a star join with results to the source, the probe
/// streamed from 4 ports at once, run on a fresh switch twice.
struct Held {
    /// Probe tuples each port's worker sends.
    facts_per_port: u64,
    /// RESULT tuples each port receives (the baseline's, checked against
    /// the model; the held run must end with the same).
    expect: Vec<u64>,
    /// The baseline (every port ready).
    base: Vec<PortRx>,
    /// The held run, as it stood when the hold ended.
    held: Vec<PortRx>,
    /// Why the hold ended: `Done` (the other ports had all their tuples),
    /// or `Bound`, `Stalled` or `Idle` (they had not).
    stop: Stop,
    /// Cycles from the first PROBE to the release.
    held_cycles: u64,
    /// The held port after the release: its tuples, and the cycles from the
    /// release to its last RESULT beat.
    released: PortRx,
}

impl Held {
    fn others(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.expect.len()).filter(|&p| p != HELD_PORT)
    }
    fn finished(&self) -> bool {
        self.stop == Stop::Done
    }
}

/// RESULT tuples per second at `hz` for `r` (`None`: nothing received).
fn rate(r: PortRx, hz: f64) -> Option<f64> {
    (r.last > 0).then(|| r.tuples as f64 * hz / r.last as f64)
}

fn held_case(id: &str, sig: Signature, n_dim: u64, n_facts: usize, bits: u8) -> Held {
    let per_port = n_facts / 4;
    if per_port == 0 {
        fail("the held-port case needs --facts of at least 4");
    }
    let (dims, fs) = tables(&sig, n_dim, 4 * per_port, KeyDist::Uniform);
    let q = Query {
        routing: ResultRouting::Source,
        ..Query::new(sig, bits, 4)
    };
    let script = Script::new(q, &dims, &fs);
    eprintln!(
        "rtl-bench: held-port case on {id}: {} build tuples, {per_port} probe tuples from each of 4 ports, \
         results to the source; baseline run",
        script.build_tuples
    );
    let wall = std::time::Instant::now();
    let mut b = Watch::open(id, &script, None);
    let max = b.d.config().max_cycles;
    match b.run(max, "held-port case, baseline", |_| false) {
        Stop::Idle => {}
        s => fail(format!(
            "held-port case, baseline: the switch did not finish the probe ({s:?} after {} cycles)",
            b.d.cycles() - b.start
        )),
    }
    b.check(sig, &script, "held-port case, baseline");
    let expect: Vec<u64> = b.rx.iter().map(|r| r.tuples).collect();
    if let Some(p) = expect.iter().position(|&n| n == 0) {
        fail(format!(
            "held-port case, baseline: no RESULT tuple left on port {p}: nothing to measure"
        ));
    }
    eprintln!(
        "rtl-bench: held-port case, baseline: RESULT tuples per port {expect:?}, last at cycles {:?} \
         after the first PROBE; simulated and checked in {:.1} s; now with port {HELD_PORT} held",
        b.rx.iter().map(|r| r.last).collect::<Vec<_>>(),
        wall.elapsed().as_secs_f64()
    );
    let slowest = b.rx.iter().map(|r| r.last).max().unwrap_or(0);
    let bound = HELD_BOUND_FACTOR * slowest + HELD_SLACK;

    let wall = std::time::Instant::now();
    let mut h = Watch::open(id, &script, Some(HELD_PORT));
    let others_done = |rx: &[PortRx]| {
        (0..rx.len())
            .filter(|&p| p != HELD_PORT)
            .all(|p| rx[p].tuples >= expect[p])
    };
    let what = format!("held-port case, port {HELD_PORT} held");
    let stop = h.run(bound, &what, others_done);
    let held = h.rx.clone();
    let released_at = h.d.cycles();
    let held_cycles = released_at - h.start;
    eprintln!(
        "rtl-bench: {what}: {stop:?} after {held_cycles} cycles, RESULT tuples per port {:?} of {expect:?}; \
         releasing it",
        held.iter().map(|r| r.tuples).collect::<Vec<_>>()
    );
    h.d.hold_tx(HELD_PORT, false);
    let what = format!("held-port case, port {HELD_PORT} released");
    match h.run(bound, &what, |_| false) {
        Stop::Idle => {}
        s => fail(format!(
            "{what}: the switch did not drain ({s:?} after {} cycles): port {HELD_PORT} has {} of its {} \
             RESULT tuples, the ports {:?} of {expect:?}",
            h.d.cycles() - released_at,
            h.rx[HELD_PORT].tuples,
            expect[HELD_PORT],
            h.rx.iter().map(|r| r.tuples).collect::<Vec<_>>()
        )),
    }
    let got: Vec<u64> = h.rx.iter().map(|r| r.tuples).collect();
    if got != expect {
        fail(format!(
            "held-port case: after the release the ports received {got:?} RESULT tuples, the baseline {expect:?}"
        ));
    }
    h.check(sig, &script, "held-port case, held run");
    let before = held[HELD_PORT];
    let after = h.rx[HELD_PORT];
    let released = PortRx {
        tuples: after.tuples - before.tuples,
        last: (after.last + h.start).saturating_sub(released_at),
    };
    eprintln!(
        "rtl-bench: held-port case, held run: drained, simulated and checked in {:.1} s",
        wall.elapsed().as_secs_f64()
    );
    Held {
        facts_per_port: per_port as u64,
        expect,
        base: b.rx,
        held,
        stop,
        held_cycles,
        released,
    }
}

/// The held-port case's fields of the `--json` object, each after a comma.
fn held_json(r: &Held, hz: f64) -> String {
    use serde_json::{json, Value};
    let per_port = |f: &dyn Fn(usize) -> Value| -> Value { (0..r.expect.len()).map(f).collect() };
    let other = |p: usize, v: Value| if p == HELD_PORT { Value::Null } else { v };
    let fin = |p: usize| r.finished() && p != HELD_PORT;
    // five significant digits, as the other figures
    let round = |x: f64| format!("{x:.4e}").parse::<f64>().expect("a number");
    let fields: Vec<(&str, Value)> = vec![
        ("held_port", json!(HELD_PORT)),
        ("held_facts_per_port", json!(r.facts_per_port)),
        ("held_result_tuples", json!(r.expect)),
        ("held_baseline_cycles", per_port(&|p| json!(r.base[p].last))),
        (
            "held_baseline_tuples_per_s",
            per_port(&|p| json!(rate(r.base[p], hz).map(round))),
        ),
        ("held_others_finished", json!(r.finished())),
        ("held_cycles", json!(r.held_cycles)),
        ("held_received", per_port(&|p| json!(r.held[p].tuples))),
        (
            "held_last_result_cycles",
            per_port(&|p| other(p, json!(r.held[p].last))),
        ),
        (
            "held_tuples_per_s",
            per_port(&|p| {
                if fin(p) {
                    json!(rate(r.held[p], hz).map(round))
                } else {
                    Value::Null
                }
            }),
        ),
        (
            "held_rate_ratio",
            per_port(&|p| {
                if fin(p) {
                    json!(round(r.base[p].last as f64 / r.held[p].last as f64))
                } else {
                    Value::Null
                }
            }),
        ),
        ("held_released_tuples", json!(r.released.tuples)),
        ("held_released_cycles", json!(r.released.last)),
    ];
    fields
        .into_iter()
        .map(|(k, v)| format!(", \"{k}\": {v}"))
        .collect()
}

/// The held-port case as text.
fn print_held(r: &Held, id: &str, bits: u8, hz: f64) {
    let others: Vec<usize> = r.others().collect();
    let names = others
        .iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    println!(
        "Held port, {id}, 2^{bits} buckets/table, results to the source, {} probe tuples from each of 4 ports at once; \
         run twice: every port ready (baseline), then port {HELD_PORT}'s tx_tready low from the first PROBE until \
         ports {names} have all their RESULT tuples (at most {HELD_BOUND_FACTOR} x the baseline's + {HELD_SLACK} cycles), \
         then released; cycles count from the first PROBE, tuples/s at {:.2} MHz",
        r.facts_per_port,
        hz / 1e6
    );
    let e = |x: Option<f64>| x.map_or("-".to_string(), |v| format!("{v:.3e}"));
    println!(
        "  {:>4} {:>8} {:>12} {:>12} {:>12} {:>12} {:>13}",
        "port", "tuples", "base cycles", "base tup/s", "held cycles", "held tup/s", "held/baseline"
    );
    for &p in &others {
        let (b, h) = (r.base[p], r.held[p]);
        let (hc, hr, ratio) = if r.finished() {
            (
                h.last.to_string(),
                e(rate(h, hz)),
                format!("{:.3}", b.last as f64 / h.last as f64),
            )
        } else {
            ("stalled".to_string(), "-".to_string(), "-".to_string())
        };
        println!(
            "  {p:>4} {:>8} {:>12} {:>12} {hc:>12} {hr:>12} {ratio:>13}",
            r.expect[p],
            b.last,
            e(rate(b, hz))
        );
    }
    if !r.finished() {
        let got: u64 = others.iter().map(|&p| r.held[p].tuples).sum();
        let want: u64 = others.iter().map(|&p| r.expect[p]).sum();
        let why = match r.stop {
            Stop::Stalled => {
                format!(", nothing moved on any port in the last {STALL_WINDOW} of them")
            }
            Stop::Bound => " (the bound)".to_string(),
            _ => ", the switch quiet".to_string(),
        };
        println!(
            "  held port blocks the others: ports {names} received {got} of {want} RESULT tuples in {} cycles{why} \
             (per port: {})",
            r.held_cycles,
            others
                .iter()
                .map(|&p| {
                    let h = r.held[p];
                    match h.tuples {
                        0 => format!("{p}: 0 of {}", r.expect[p]),
                        n => format!("{p}: {n} of {}, the last at cycle {}", r.expect[p], h.last),
                    }
                })
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let b = r.base[HELD_PORT];
    println!(
        "  port {HELD_PORT}: baseline {} tuples, last at cycle {} ({}/s); held {} cycles, then after the release \
         its {} tuples in {} cycles ({}/s)",
        r.expect[HELD_PORT],
        b.last,
        e(rate(b, hz)),
        r.held_cycles,
        r.released.tuples,
        r.released.last,
        e(rate(r.released, hz))
    );
    println!(
        "  both runs: every port's frames, the memory and the counters as the behavioural model's"
    );
}

fn main() {
    if let Some(file) = &args().ssb {
        ssb_main(file);
        return;
    }
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
    // a pipeline id: k8v8t3, or k8v8t3c2 with two query contexts
    let design = Design::switch(&id).unwrap_or_else(|e| {
        eprintln!("--signature: {e}");
        std::process::exit(2)
    });
    let sig = design.signature().expect("a switch design");
    if !design.available() {
        eprintln!(
            "RTL switch {id} unavailable: {} (compiled in: {:?})",
            design.build_status(),
            available_signatures()
        );
        std::process::exit(2);
    }
    let hz = DdrTiming::default().switch_hz();
    if args().two_queries {
        if design.contexts() < 2 {
            eprintln!(
                "--two-queries: {id} keeps one query context; it needs a pipeline of several \
                 (an id ending in c2 or c4, e.g. k8v8t3c2; compiled in: {:?})",
                available_signatures()
            );
            std::process::exit(2);
        }
        let t = two_queries(&id, sig, n_dim, n_facts, bits);
        if json {
            println!(
                "{}",
                two_queries_json(&t, &id, design.contexts(), n_dim, n_facts, bits, hz)
            );
        } else {
            print_two_queries(&t, &id, design.contexts(), hz);
        }
        return;
    }
    if args().held {
        let h = held_case(&id, sig, n_dim, n_facts, bits);
        if json {
            println!(
                "{{\"signature\": \"{id}\", \"clock_mhz\": {}, \"dim\": {n_dim}, \"facts\": {n_facts}, \
                 \"bucket_bits\": {bits}{}}}",
                hz / 1e6,
                held_json(&h, hz)
            );
        } else {
            print_held(&h, &id, bits, hz);
        }
        return;
    }
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
        let held = held_json(&held_case(&id, sig, n_dim, n_facts, bits), hz);
        println!(
            "{{\"signature\": \"{id}\", \"build_inserts_per_s\": {:.4e}, \"probe_tuples_per_s\": {:.4e}, \
             \"probe_tuples_per_s_one_sink\": {:.4e}, \"probe_tuples_per_s_skewed\": {:.4e}, \"skewed_cache_hit_rate\": {:.4}, \
             \"parser_words_per_cycle\": {pw:.4}, \"min_frame_words_per_cycle\": {mw:.4}, \"min_frame_matching_words_per_cycle\": {mm:.4}, \"clock_mhz\": {}, \"controllers\": {}, \"dim\": {n_dim}, \"facts\": {n_facts}, \
             \"bucket_bits\": {bits}{held}}}",
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
    print_held(&held_case(&id, sig, n_dim, n_facts, bits), &id, bits, hz);
}

/// One query of the two-queries mode: its script, its context and the
/// ports of its workers (worker `s` on `base + s`; the coordinator's port
/// is `base`).
struct Side {
    name: &'static str,
    script: Script,
    base: usize,
}

/// A query's build and probe phases in one run: cycles from the cycle its
/// frames were queued to the cycle the switch's END of the phase left.
#[derive(Clone, Copy, Debug, Default)]
struct Phases {
    build: u64,
    probe: u64,
}

/// The two-queries mode's figures: per query, alone and together.
struct TwoQueries {
    sides: Vec<Side>,
    alone: Vec<Phases>,
    together: Vec<Phases>,
}

/// The two queries: A in context 0 on ports 0 and 1, B in context 1 on
/// ports 2 and 3; their own tables and facts, `query_id`, token and
/// coordinator; results to the source.
fn two_sides(sig: Signature, n_dim: u64, n_facts: usize, bits: u8) -> Vec<Side> {
    let make = |name, seed: u64, query_id: u16, token: u64, context: u8, base: usize| {
        let mut rng = Rng(seed);
        let dims: Vec<_> = (0..sig.t())
            .map(|t| dimension(&sig, t, n_dim, &mut rng))
            .collect();
        let range = (n_dim as f64 * args().key_range).round() as u64;
        let fs = facts(
            &sig,
            n_facts,
            &vec![range; sig.t()],
            KeyDist::Uniform,
            &mut rng,
        );
        let q = Query {
            query_id,
            token,
            context,
            coordinator: netjoin_proto::header::Mac::local(0xFFFE - context as u16),
            routing: ResultRouting::Source,
            ..Query::new(sig, bits, 2)
        };
        Side {
            name,
            script: Script::new(q, &dims, &fs),
            base,
        }
    };
    vec![
        make("A", 0xa11ce, 7, 0xA11C_E001_0000_7777, 0, 0),
        make("B", 0xb0b, 9, 0xB0B0_0002_0000_8888, 1, 2),
    ]
}

/// `sides` on a fresh switch `id`, their phases side by side: set-up, then
/// every build frame queued at once, then every probe frame. Checked
/// against the model fed the RTL's commits; each query's bank must count
/// its tuples exactly.
fn run_sides(id: &str, sides: &[&Side], what: &str) -> Vec<Phases> {
    let cfg = DriverConfig {
        record_commits: true,
        ..DriverConfig::default()
    };
    let mut d = RtlSwitchDriver::for_signature(id, cfg).unwrap_or_else(|e| fail(e));
    let mut sent = Vec::new();
    for side in sides {
        for f in side.script.query.setup_frames() {
            d.receive_into(side.base, &f, &mut sent);
        }
    }
    let mut phases = vec![Phases::default(); sides.len()];
    for phase in [netjoin_proto::PHASE_BUILD, netjoin_proto::PHASE_PROBE] {
        let start = d.cycles();
        for side in sides {
            let s = &side.script;
            let frames = if phase == netjoin_proto::PHASE_BUILD {
                &s.build
            } else {
                &s.probe
            };
            for (p, f) in s.sequential(frames) {
                d.send(side.base + p, f);
            }
        }
        let mut ended = vec![false; sides.len()];
        while d
            .progress()
            .unwrap_or_else(|e| fail(format!("{what}: {e}")))
        {
            for e in d.take_emitted() {
                let h = Header::parse(&e.frame).expect("a NetJoin frame");
                if h.opcode == Opcode::End && h.table == phase {
                    if let Some(i) = sides.iter().position(|s| {
                        s.script.query.query_id == h.query_id && s.script.query.token == h.token
                    }) {
                        let c = d.cycles() - start;
                        if phase == netjoin_proto::PHASE_BUILD {
                            phases[i].build = c;
                        } else {
                            phases[i].probe = c;
                        }
                        ended[i] = true;
                    }
                }
                sent.push(e);
            }
        }
        if let Some(i) = ended.iter().position(|e| !e) {
            fail(format!(
                "{what}: no END of query {}'s {} phase",
                sides[i].name,
                if phase == netjoin_proto::PHASE_BUILD {
                    "build"
                } else {
                    "probe"
                }
            ));
        }
    }
    let mut m = SwitchModel::new(d.model_config());
    d.check_against_replay(&mut m, &sent, &sides[0].script.query.read_counters())
        .unwrap_or_else(|e| fail(format!("{what}: the RTL and the model disagree: {e}")));
    for side in sides {
        let c = side.script.query.context as usize;
        if let Some(e) = inexact(m.context_counters(c), &side.script) {
            fail(format!("{what}: query {} was not exact: {e}", side.name));
        }
    }
    phases
}

/// The two-queries mode (see the top of this file).
fn two_queries(id: &str, sig: Signature, n_dim: u64, n_facts: usize, bits: u8) -> TwoQueries {
    let sides = two_sides(sig, n_dim, n_facts, bits);
    let alone = sides
        .iter()
        .map(|s| run_sides(id, &[s], &format!("query {} alone", s.name))[0])
        .collect();
    let together = run_sides(
        id,
        &sides.iter().collect::<Vec<_>>(),
        "both queries together",
    );
    TwoQueries {
        sides,
        alone,
        together,
    }
}

/// Tuples per second of `n` tuples in `cycles` cycles at `hz`.
fn per_s(n: u64, cycles: u64, hz: f64) -> f64 {
    n as f64 * hz / cycles.max(1) as f64
}

/// The two queries' tuples together over the longer of their phases:
/// (build inserts/s, probe tuples/s).
fn together_rates(t: &TwoQueries, hz: f64) -> (f64, f64) {
    let sum = |f: fn(&Script) -> u64| t.sides.iter().map(|s| f(&s.script)).sum::<u64>();
    let longest = |f: fn(&Phases) -> u64| t.together.iter().map(f).max().unwrap_or(0);
    (
        per_s(sum(|s| s.build_tuples), longest(|p| p.build), hz),
        per_s(sum(|s| s.probe_tuples), longest(|p| p.probe), hz),
    )
}

fn print_two_queries(t: &TwoQueries, id: &str, contexts: usize, hz: f64) {
    println!(
        "two star joins on {id} ({contexts} query contexts), results to the source, {:.2} MHz:",
        hz / 1e6
    );
    for (i, side) in t.sides.iter().enumerate() {
        let s = &side.script;
        let (a, g) = (t.alone[i], t.together[i]);
        let q = &s.query;
        println!(
            "  query {} (context {}, query_id {}, ports {}-{}): {} build tuples, {} probe tuples",
            side.name,
            q.context,
            q.query_id,
            side.base,
            side.base + q.sources - 1,
            s.build_tuples,
            s.probe_tuples
        );
        let (ba, bg) = (
            per_s(s.build_tuples, a.build, hz),
            per_s(s.build_tuples, g.build, hz),
        );
        let (pa, pg) = (
            per_s(s.probe_tuples, a.probe, hz),
            per_s(s.probe_tuples, g.probe, hz),
        );
        println!(
            "    build: alone {} cycles = {ba:.3e} inserts/s; together {} cycles = {bg:.3e} inserts/s; together/alone {:.3}",
            a.build,
            g.build,
            bg / ba
        );
        println!(
            "    probe: alone {} cycles = {pa:.3e} tuples/s; together {} cycles = {pg:.3e} tuples/s; together/alone {:.3}",
            a.probe,
            g.probe,
            pg / pa
        );
    }
    let (b, p) = together_rates(t, hz);
    println!("  both together, over the longer phase: {b:.3e} inserts/s, {p:.3e} probe tuples/s");
}

fn two_queries_json(
    t: &TwoQueries,
    id: &str,
    contexts: usize,
    n_dim: u64,
    n_facts: usize,
    bits: u8,
    hz: f64,
) -> String {
    let phases = |s: &Script, p: Phases| {
        format!(
            "{{\"build_cycles\": {}, \"probe_cycles\": {}, \"build_inserts_per_s\": {:.4e}, \"probe_tuples_per_s\": {:.4e}}}",
            p.build,
            p.probe,
            per_s(s.build_tuples, p.build, hz),
            per_s(s.probe_tuples, p.probe, hz)
        )
    };
    let queries: Vec<String> = t
        .sides
        .iter()
        .enumerate()
        .map(|(i, side)| {
            let s = &side.script;
            let (a, g) = (t.alone[i], t.together[i]);
            format!(
                "{{\"query\": \"{}\", \"context\": {}, \"build_tuples\": {}, \"probe_tuples\": {}, \"alone\": {}, \"together\": {}, \"build_ratio\": {:.4}, \"probe_ratio\": {:.4}}}",
                side.name,
                s.query.context,
                s.build_tuples,
                s.probe_tuples,
                phases(s, a),
                phases(s, g),
                a.build as f64 / g.build.max(1) as f64,
                a.probe as f64 / g.probe.max(1) as f64
            )
        })
        .collect();
    let (b, p) = together_rates(t, hz);
    format!(
        "{{\"signature\": \"{id}\", \"contexts\": {contexts}, \"clock_mhz\": {}, \"dim\": {n_dim}, \"facts\": {n_facts}, \"bucket_bits\": {bits}, \
         \"queries\": [{}], \"together_build_inserts_per_s\": {b:.4e}, \"together_probe_tuples_per_s\": {p:.4e}}}",
        hz / 1e6,
        queries.join(", ")
    )
}

/// Idle cycles between two frames on an input port in the SSB runs: 10G
/// Ethernet's preamble and gap are 20 B = 2.5 cycles of 8 B.
const LINE_RATE_GAP: u32 = 3;

/// On-chip placement as text: `t0,t2`, or `-` for none.
fn onchip_text(mask: u8) -> String {
    if mask == 0 {
        return "-".into();
    }
    (0..4)
        .filter(|t| mask >> t & 1 == 1)
        .map(|t| format!("t{t}"))
        .collect::<Vec<_>>()
        .join(",")
}

fn fail(msg: impl std::fmt::Display) -> ! {
    eprintln!("rtl-bench: {msg}");
    std::process::exit(1)
}

/// The query record of the CONFIGURE reply among `replies` (None: no
/// reply with status 0).
fn configured(replies: &[Emitted]) -> Option<ConfigureQuery> {
    replies.iter().find_map(|e| {
        let v = FrameView::parse(&e.frame).ok()?;
        (v.header.opcode == Opcode::ControlReply
            && v.header.table == ControlCommand::Configure as u8
            && v.header.flags == 0)
            .then(|| ConfigureQuery::decode(netjoin_rtl::workload::reply_record(&e.frame)?).ok())?
    })
}

/// `filter_bits` of the CONFIGURE reply among `replies`.
fn configured_filter_bits(replies: &[Emitted]) -> Option<u8> {
    configured(replies).map(|q| q.filter_bits)
}

/// Whether `sig`'s RTL keeps membership filters: it echoes a CONFIGURE's
/// `filter_bits` (a switch without them answers 0 there, PROTOCOL.md §5.2).
fn has_filters(sig: Signature) -> bool {
    let mut d = open(&sig.id());
    let q = Query {
        filter_bits: 1,
        ..Query::new(sig, 4, 4)
    };
    let mut replies = Vec::new();
    for f in q.setup_frames() {
        d.receive_into(0, &f, &mut replies);
    }
    configured_filter_bits(&replies) == Some(1)
}

/// One SSB-shaped run: build, probe, checks, figures.
fn ssb_run(
    shape: &QueryShape,
    sf: f64,
    sig: Signature,
    filter_bits: FilterBits,
    place_onchip: bool,
) -> SsbRun {
    let n_facts = args().facts as usize;
    let wall = std::time::Instant::now();
    let w = ssb::draw(shape, sig, n_facts, filter_bits, ssb::seed_of(&shape.query))
        .unwrap_or_else(|e| fail(e));
    let id = sig.id();
    let onchip = if place_onchip { w.onchip_tables() } else { 0 };
    eprintln!(
        "rtl-bench: {} on {id} ({} dimension(s)), {} build tuples in 2^{} buckets, {} probes, filters {}, on chip {}",
        w.query,
        w.dimensions,
        w.build_tuples(),
        w.bucket_bits,
        w.facts.len(),
        if w.filter_bits == 0 {
            "off".to_string()
        } else {
            format!("2 x 2^{} bits", w.filter_bits)
        },
        onchip_text(onchip)
    );
    let cfg = DriverConfig {
        record_commits: true,
        rx_gap: LINE_RATE_GAP,
        ..DriverConfig::default()
    };
    let mut d = RtlSwitchDriver::for_signature(&id, cfg).unwrap_or_else(|e| fail(e));
    let q = Query {
        routing: ResultRouting::Source,
        shape: ResultShape::Payload,
        filter_bits: w.filter_bits,
        onchip,
        ..Query::new(sig, w.bucket_bits, 4)
    };
    let mut sent = Vec::new();
    for f in q.setup_frames() {
        d.receive_into(0, &f, &mut sent);
    }
    match configured_filter_bits(&sent) {
        Some(b) if b == w.filter_bits => {}
        Some(b) => fail(format!(
            "{id}: CONFIGURE asked for filter_bits {} and the switch answered {b}: this RTL has no \
             membership filters; run with --filter-bits 0",
            w.filter_bits
        )),
        None => fail(format!("{id}: CONFIGURE was refused")),
    }
    if let Some(q) = configured(&sent).filter(|q| q.onchip != onchip) {
        fail(format!(
            "{id}: CONFIGURE placed tables {} on chip and the switch answered {}: this RTL has no \
             on-chip tables; run with --onchip none",
            onchip_text(onchip),
            onchip_text(q.onchip)
        ));
    }
    let script = Script::new(q.clone(), &w.dims, &w.facts);
    let hz = DdrTiming::default().switch_hz();
    let b = stream(&mut d, script.sequential(&script.build), "build phase");
    sent.extend(d.take_emitted());
    let reads = |d: &RtlSwitchDriver| d.ddr_stats().iter().map(|s| s.reads).sum::<u64>();
    let r0 = reads(&d);
    let probe = script.sequential(&script.probe);
    let in_bytes: u64 = probe.iter().map(|(_, f)| ssb::wire_bytes(f.len())).sum();
    let p = stream(&mut d, probe, "probe phase");
    let probe_reads = reads(&d) - r0;
    let out = d.take_emitted();
    let out_bytes: u64 = out.iter().map(|e| ssb::wire_bytes(e.frame.len())).sum();
    sent.extend(out);

    let simulated = wall.elapsed().as_secs_f64();

    // Exactness: the model, fed what the RTL committed, sends the same
    // frames, holds the same memory and counts the same; and the counts
    // are what the draw implies.
    let mut m = model(sig);
    let c = d
        .check_against_replay(&mut m, &sent, &q.read_counters())
        .unwrap_or_else(|e| fail(format!("{}: the RTL and the model disagree: {e}", w.query)));
    let probes = w.facts.len() as u64;
    let get = |k| c.get(k);
    let dropped: u64 = DropReason::ALL
        .iter()
        .map(|&r| get(Counter::Dropped(r)))
        .sum();
    let (matches, spills, overflows) = (
        get(Counter::Matches),
        get(Counter::Spills),
        get(Counter::Overflows),
    );
    let joined_ok = if overflows == 0 {
        matches == w.expect.matches && spills == 0
    } else {
        matches <= w.expect.matches && w.expect.matches <= matches + spills
    };
    if get(Counter::Probes) != probes
        || get(Counter::Inserts) + overflows != w.build_tuples()
        || dropped != 0
        || !joined_ok
        || get(Counter::Misses) != probes - matches - spills
        || get(Counter::Filtered) != w.expect.filtered
    {
        fail(format!(
            "{}: the run was not exact: {} of {probes} probes, {} inserts + {overflows} overflows of {} build tuples, \
             {dropped} frames dropped, {matches} matches + {spills} spills for {} drawn, {} misses, {} filtered for {} expected",
            w.query,
            get(Counter::Probes),
            get(Counter::Inserts),
            w.build_tuples(),
            w.expect.matches,
            get(Counter::Misses),
            get(Counter::Filtered),
            w.expect.filtered
        ));
    }
    let rate = probes as f64 * hz / p as f64;
    let bound = LinkBound::of(d.ports(), probes, in_bytes, out_bytes);
    let filtered = get(Counter::Filtered);
    eprintln!(
        "rtl-bench: {}: {} build + {p} probe cycles, drawn and simulated in {simulated:.1} s, \
         checked against the model in {:.1} s",
        w.query,
        b,
        wall.elapsed().as_secs_f64() - simulated
    );
    SsbRun {
        query: w.query.clone(),
        sf,
        signature: id,
        dimensions: w.dimensions,
        build_tuples: w.build_tuples(),
        bucket_bits: w.bucket_bits,
        filter_bits: w.filter_bits,
        onchip,
        probes,
        joint_share: shape.joint_share,
        drawn_joint_share: w.expect.matches as f64 / probes as f64,
        build_inserts_per_s: w.build_tuples() as f64 * hz / b as f64,
        probe_cycles: p,
        probe_tuples_per_s: rate,
        probe_tuples_per_cycle: probes as f64 / p as f64,
        ddr_reads_per_probe: probe_reads as f64 / probes as f64,
        filtered,
        filtered_share: filtered as f64 / probes as f64,
        in_bytes_per_probe: in_bytes as f64 / probes as f64,
        out_bytes_per_probe: out_bytes as f64 / probes as f64,
        link_bound: bound,
        rate_over_bound: rate / bound.bound(),
        binding: bound.binding().to_string(),
    }
}

/// The signatures of the catalog: every `bitstreams/<id>/` with a
/// manifest, of one query context (an id with a `c<N>` suffix is not a
/// signature id and is left out).
fn catalog_signatures() -> Vec<Signature> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bitstreams");
    let mut v: Vec<Signature> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| fail(format!("cannot list {}: {e}", dir.display())))
        .filter_map(|e| {
            let e = e.ok()?;
            e.path().join("manifest.toml").is_file().then_some(())?;
            Signature::parse_id(&e.file_name().to_string_lossy()).ok()
        })
        .collect();
    v.sort();
    v
}

/// `--ssb`: every chosen query of the file at the chosen scale.
fn ssb_main(file: &std::path::Path) {
    let a = args();
    if a.facts == 0 {
        fail("--facts must be at least 1");
    }
    let shapes = Shapes::read(file).unwrap_or_else(|e| fail(e));
    let scale = shapes.scale(a.sf).unwrap_or_else(|e| fail(e));
    for q in &a.queries {
        if !scale.queries.iter().any(|s| &s.query == q) {
            fail(format!(
                "--queries: no query `{q}` in {} (it has {})",
                file.display(),
                scale
                    .queries
                    .iter()
                    .map(|s| s.query.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }
    let chosen: Vec<&QueryShape> = scale
        .queries
        .iter()
        .filter(|s| a.queries.is_empty() || a.queries.contains(&s.query))
        .collect();
    // The compiler picks from the catalog on disk, whatever this build
    // compiled in: a pick that is not compiled in is an error, not a
    // silent fall-back to a wider pipeline.
    let catalog = catalog_signatures();
    let sigs: Vec<Signature> = chosen
        .iter()
        .map(|s| ssb::choose_signature(s.dimensions.len(), &catalog))
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| {
            eprintln!("rtl-bench: the catalog in bitstreams/: {e}");
            std::process::exit(2)
        });
    if let Some(s) = sigs.iter().find(|&&s| !Design::Switch(s).available()) {
        eprintln!(
            "rtl-bench: {} is the compiler's pick for a query here, and this build has no RTL of it: {} \
             (compiled in: {:?})",
            s.id(),
            Design::Switch(*s).build_status(),
            available_signatures()
        );
        std::process::exit(2);
    }
    // Before any run: a switch without filters would answer the filtered
    // runs' CONFIGURE with filter_bits 0, after the baselines had run.
    if a.filter_bits != FilterBits::Bits(0) {
        let mut distinct = sigs.clone();
        distinct.sort();
        distinct.dedup();
        if let Some(s) = distinct.iter().find(|&&s| !has_filters(s)) {
            eprintln!(
                "rtl-bench: the {} RTL has no membership filters (its CONFIGURE reply drops filter_bits); \
                 run with --filter-bits 0",
                s.id()
            );
            std::process::exit(2);
        }
    }
    let mut runs = Vec::new();
    for (i, (shape, &sig)) in chosen.iter().zip(&sigs).enumerate() {
        eprintln!(
            "rtl-bench: [{}/{}] {} at SF {}",
            i + 1,
            chosen.len(),
            shape.query,
            scale.sf
        );
        if a.filter_bits != FilterBits::Bits(0) {
            runs.push(ssb_run(shape, scale.sf, sig, FilterBits::Bits(0), false));
        }
        runs.push(ssb_run(shape, scale.sf, sig, a.filter_bits, false));
        if a.onchip == "auto" {
            runs.push(ssb_run(shape, scale.sf, sig, a.filter_bits, true));
        }
    }
    if a.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&runs).expect("runs serialise")
        );
        return;
    }
    println!(
        "SSB-shaped star joins at SF {} ({}), {} probe tuples each, results to their sources on 4 ports, \
         input at 10 Gbit/s line rate; link bound: 4 x 10 Gbit/s in and out, Ethernet overhead included",
        scale.sf, scale.how, a.facts
    );
    println!(
        "{:<6} {:<7} {:>4} {:>9} {:>6} {:>7} {:>8} {:>9} {:>9} {:>10} {:>7} {:>8} {:>8} {:>10} {:>6} {:>10}",
        "query",
        "sig",
        "dims",
        "build",
        "bkts",
        "filter",
        "on chip",
        "joint",
        "drawn",
        "probes/s",
        "/cycle",
        "rd/probe",
        "filtered",
        "link bound",
        "binds",
        "rate/bound"
    );
    for r in &runs {
        println!(
            "{:<6} {:<7} {:>4} {:>9} {:>6} {:>7} {:>8} {:>9.3e} {:>9.3e} {:>10.3e} {:>7.3} {:>8.3} {:>8.4} {:>10.3e} {:>6} {:>10.3}",
            r.query,
            r.signature,
            r.dimensions,
            r.build_tuples,
            format!("2^{}", r.bucket_bits),
            if r.filter_bits == 0 {
                "off".to_string()
            } else {
                format!("2^{}", r.filter_bits)
            },
            onchip_text(r.onchip),
            r.joint_share,
            r.drawn_joint_share,
            r.probe_tuples_per_s,
            r.probe_tuples_per_cycle,
            r.ddr_reads_per_probe,
            r.filtered_share,
            r.link_bound.bound(),
            r.binding,
            r.rate_over_bound
        );
    }
}
