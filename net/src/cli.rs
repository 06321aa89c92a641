//! Command-line pieces for the `netjoin` binary: `testbed`, `switchd`,
//! `agent`, the options of `run --net testbed`, and `net-demo`.

use crate::coord::{self, NetOptions};
use crate::testbed::{self, parse_rate, TestbedConfig};
use anyhow::{bail, Result};
use clap::{Args, Subcommand};
use netjoin_host::engine::{SharedModel, SwitchEngine};
use netjoin_host::pcap::PcapEngine;
use netjoin_host::reference::{compare, star_join};
use netjoin_host::star::{generate, StarSpec};
use netjoin_proto::counters::Counter;
use netjoin_proto::Signature;
use netjoin_sim::{SwitchConfig, SwitchModel};
use std::path::PathBuf;

/// `netjoin testbed up|down|status`
#[derive(Args, Debug, Clone)]
pub struct TestbedArgs {
    #[command(subcommand)]
    pub cmd: TestbedCmd,
}

#[derive(Subcommand, Debug, Clone)]
pub enum TestbedCmd {
    /// Create (or update) the namespaces, veth links, bridge and qdiscs. Idempotent.
    Up(TestbedUpArgs),
    /// Remove everything `up` made.
    Down {
        #[arg(long, default_value = "nj")]
        prefix: String,
    },
    /// Show what exists.
    Status {
        #[arg(long, default_value = "nj")]
        prefix: String,
    },
}

#[derive(Args, Debug, Clone)]
pub struct TestbedUpArgs {
    /// Name prefix of every namespace and link (1..8 letters or digits).
    #[arg(long, default_value = "nj")]
    pub prefix: String,
    #[arg(long, default_value_t = 4)]
    pub workers: usize,
    /// Link rate: e.g. 1gbit, 500mbit, or a number of Mbit/s; `none` leaves links unshaped.
    #[arg(long, default_value = "1gbit")]
    pub rate: String,
    /// One-way delay per link in milliseconds.
    #[arg(long, default_value_t = 0.0)]
    pub delay: f64,
    /// Frame loss in percent, on every link and direction.
    #[arg(long, default_value_t = 0.0)]
    pub loss: f64,
    /// Frame duplication in percent.
    #[arg(long, default_value_t = 0.0)]
    pub duplicate: f64,
    /// Reordering in percent (needs a delay: at least 1 ms is used).
    #[arg(long, default_value_t = 0.0)]
    pub reorder: f64,
    /// Third octet of the control network 10.231.X.0/24.
    #[arg(long, default_value_t = 77)]
    pub subnet: u8,
    #[arg(long, default_value_t = 1500)]
    pub mtu: u32,
}

impl TestbedUpArgs {
    pub fn config(&self) -> Result<TestbedConfig> {
        let rate_bps = if self.rate == "none" {
            None
        } else {
            Some(parse_rate(&self.rate).map_err(anyhow::Error::msg)?)
        };
        Ok(TestbedConfig {
            prefix: self.prefix.clone(),
            workers: self.workers,
            rate_bps,
            delay_ms: self.delay,
            loss: self.loss,
            duplicate: self.duplicate,
            reorder: self.reorder,
            subnet: self.subnet,
            mtu: self.mtu,
            ..TestbedConfig::default()
        })
    }
}

impl TestbedArgs {
    pub fn run(&self) -> Result<()> {
        match &self.cmd {
            TestbedCmd::Up(a) => {
                let cfg = a.config()?;
                testbed::up(&cfg)?;
                print!("{}", testbed::status(&cfg.prefix)?);
            }
            TestbedCmd::Down { prefix } => {
                testbed::down(prefix)?;
                println!("testbed `{prefix}`: removed");
            }
            TestbedCmd::Status { prefix } => print!("{}", testbed::status(prefix)?),
        }
        Ok(())
    }
}

/// `netjoin switchd --port IFACE …`
#[derive(Args, Debug, Clone)]
pub struct SwitchdArgs {
    /// Interfaces in port order (repeat). On the testbed: p0 … p<N-1>, pc.
    #[arg(long = "port", required = true)]
    pub ports: Vec<String>,
    /// Which switch serves the ports.
    #[arg(long, value_enum, default_value = "model")]
    pub engine: SwitchdEngine,
    /// The cap on the switch's table memory, in 64-byte lines: a CONFIGURE
    /// whose tables need more is refused (status NO_MEMORY). Default: the
    /// FPGA's 2^27 lines (8 GiB), or a quarter of this machine's memory if
    /// that is less, so that no peer can make switchd take the machine's
    /// memory.
    #[arg(long)]
    pub memory_lines: Option<u64>,
    #[arg(long)]
    pub verbose: bool,
    /// Software impairments on received frames, `loss,duplicate,reorder,delay_ms`
    /// (percent, percent, percent, ms): for testbeds whose kernel has no netem.
    #[arg(long)]
    pub impair: Option<String>,
    /// Signatures the model can load (LOAD_SIGNATURE by id), comma-separated
    /// ids such as `k8v8t3,k8v16t2`, or `any`. Give the bitstream catalog's
    /// ids (`netjoin bitstreams list`) to behave like the FPGA.
    #[arg(long, default_value = "any")]
    pub signatures: String,
    /// Write every frame the switch receives and sends, in the order the
    /// switch handles them, with timestamps, to FILE (pcap).
    #[arg(long, value_name = "FILE")]
    pub pcap: Option<std::path::PathBuf>,
}

/// switchd's default memory cap: the FPGA's 2^27 lines, or a quarter of
/// the machine's memory (`/proc/meminfo`) if that is less.
pub fn default_memory_lines() -> u64 {
    let total = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|m| mem_total_bytes(&m));
    memory_cap_lines(total)
}

/// `MemTotal` of a `/proc/meminfo` text, in bytes.
fn mem_total_bytes(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

fn memory_cap_lines(total_bytes: Option<u64>) -> u64 {
    const FPGA_LINES: u64 = 1 << 27;
    total_bytes.map_or(FPGA_LINES, |b| (b / 4 / 64).min(FPGA_LINES))
}

/// The switch inside switchd.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SwitchdEngine {
    /// The behavioural model, shared by a thread per port.
    Model,
    /// The switch RTL under Verilator (one thread), where the binary links it.
    Rtl,
}

impl SwitchdArgs {
    /// `--signatures` as the model's `supported` list.
    pub fn supported(&self) -> Result<Option<Vec<netjoin_proto::Signature>>> {
        if self.signatures == "any" {
            return Ok(None);
        }
        self.signatures
            .split(',')
            .map(|id| {
                netjoin_proto::Signature::parse_id(id.trim())
                    .map_err(|e| anyhow::anyhow!("--signatures: `{id}`: {e}"))
            })
            .collect::<Result<Vec<_>>>()
            .map(Some)
    }

    /// Runs with the behavioural model (`--engine model`).
    pub fn run(&self) -> Result<()> {
        self.run_with(None)
    }

    /// Runs; `rtl(ports)` opens the RTL for `--engine rtl` where the binary
    /// links it. The model is shared by the port threads
    /// (`switchd::serve_parallel`); the RTL stays on this thread
    /// (`switchd::serve`).
    pub fn run_with(
        &self,
        rtl: Option<&dyn Fn(usize) -> Result<Box<dyn SwitchEngine>>>,
    ) -> Result<()> {
        let imp = match &self.impair {
            Some(s) => crate::link::Impair::parse_arg(s).map_err(anyhow::Error::msg)?,
            None => crate::link::Impair::default(),
        };
        let stats = if self.engine == SwitchdEngine::Model {
            let memory_lines = self.memory_lines.unwrap_or_else(default_memory_lines);
            let mut engine: Box<dyn SwitchEngine + Send> =
                Box::new(SharedModel::new(SwitchModel::new(SwitchConfig {
                    ports: self.ports.len(),
                    memory_lines,
                    supported: self.supported()?,
                    ..SwitchConfig::default()
                })));
            if let Some(path) = &self.pcap {
                engine = Box::new(PcapEngine::create(engine, path)?);
            }
            let stop = crate::switchd::stop_on_signals();
            eprintln!(
                "switchd: {} engine on {} (a thread per port), table memory up to {} MiB",
                engine.name(),
                self.ports.join(", "),
                (memory_lines * 64) >> 20
            );
            crate::switchd::serve_parallel(engine.as_mut(), &self.ports, stop, self.verbose, imp)?
        } else {
            let open = rtl.ok_or_else(|| anyhow::anyhow!("--engine rtl: the switch RTL is not built into this binary (this one has: model)"))?;
            let mut engine = open(self.ports.len())?;
            if let Some(path) = &self.pcap {
                engine = Box::new(PcapEngine::create(engine, path)?);
            }
            let stop = crate::switchd::stop_on_signals();
            eprintln!(
                "switchd: {} engine on {}",
                engine.name(),
                self.ports.join(", ")
            );
            crate::switchd::serve(engine.as_mut(), &self.ports, stop, self.verbose, imp)?
        };
        eprintln!("switchd: stopped\n{stats}");
        Ok(())
    }
}

/// `netjoin agent --iface IFACE --listen ADDR --secret-file PATH`
#[derive(Args, Debug, Clone)]
pub struct AgentArgs {
    /// Raw interface towards the switch. Without it the agent has no raw link:
    /// Build and Probe are refused (the shuffle baseline and Load still work).
    #[arg(long)]
    pub iface: Option<String>,
    /// TCP address for the coordinator's control connection (port 0: any free port).
    #[arg(long, default_value = "0.0.0.0:7700")]
    pub listen: String,
    /// Software impairments on received frames (see `switchd --impair`).
    #[arg(long)]
    pub impair: Option<String>,
    /// File with the secret shared with the coordinator (hex, mode 0600);
    /// default: $NETJOIN_SECRET_FILE. The agent does not start without one.
    #[arg(long)]
    pub secret_file: Option<PathBuf>,
    /// Largest partition one Load may ship, in bytes.
    #[arg(long, default_value_t = 1 << 30)]
    pub max_load_bytes: u64,
    /// Most bytes of partitions the agent holds at once.
    #[arg(long, default_value_t = 4 << 30)]
    pub max_held_bytes: u64,
    /// Seconds a connection has to complete the authentication handshake.
    #[arg(long, default_value_t = 5.0)]
    pub handshake_timeout: f64,
    /// Handshakes in progress at most; further connections are refused at once ("busy").
    #[arg(long, default_value_t = 64)]
    pub max_pending_handshakes: usize,
}

impl AgentArgs {
    pub fn run(&self) -> Result<()> {
        let secret =
            crate::auth::Secret::from_flag_or_env(self.secret_file.as_deref(), "the agent")?;
        let impair = match &self.impair {
            Some(s) => crate::link::Impair::parse_arg(s).map_err(anyhow::Error::msg)?,
            None => crate::link::Impair::default(),
        };
        if !(self.handshake_timeout > 0.0 && self.handshake_timeout <= 3600.0) {
            bail!(
                "--handshake-timeout {} is outside (0, 3600] seconds",
                self.handshake_timeout
            );
        }
        let limits = crate::agent::Limits {
            max_load_bytes: self.max_load_bytes,
            max_held_bytes: self.max_held_bytes,
            handshake_timeout: std::time::Duration::from_secs_f64(self.handshake_timeout),
            max_pending: self.max_pending_handshakes.max(1),
            ..crate::agent::Limits::default()
        };
        crate::agent::serve(&crate::agent::AgentOptions {
            iface: self.iface.clone(),
            listen: self.listen.clone(),
            impair,
            secret,
            limits,
        })
    }
}

/// `netjoin-net keygen PATH`: a new shared secret for a cluster (32 random bytes, hex, mode 0600).
#[derive(Args, Debug, Clone)]
pub struct KeygenArgs {
    /// Where to write it; an existing file is never overwritten.
    pub path: PathBuf,
}

impl KeygenArgs {
    pub fn run(&self) -> Result<()> {
        crate::auth::Secret::create(&self.path)?;
        println!(
            "wrote a new 32-byte shared secret to {} (mode 0600): give it to the coordinator and every agent (--secret-file)",
            self.path.display()
        );
        Ok(())
    }
}

/// Options of `netjoin run … --net testbed` (flatten into the run command).
#[derive(Args, Debug, Clone)]
pub struct NetArgs {
    /// Testbed prefix.
    #[arg(long = "testbed-prefix", default_value = "nj")]
    pub testbed_prefix: String,
    /// Go-back-N window per worker, in frames.
    #[arg(long, default_value_t = 64)]
    pub window: usize,
    /// Do not pace the workers to the link rate.
    #[arg(long)]
    pub no_pace: bool,
    /// Use a switchd already running in the switch namespace.
    #[arg(long)]
    pub external_switchd: bool,
}

impl NetArgs {
    pub fn options(&self) -> NetOptions {
        NetOptions {
            prefix: self.testbed_prefix.clone(),
            window: self.window,
            pace: !self.no_pace,
            spawn_switchd: !self.external_switchd,
            ..NetOptions::default()
        }
    }
}

/// `netjoin-net demo`: a generated star join on the testbed, checked against the reference.
#[derive(Args, Debug, Clone)]
pub struct DemoArgs {
    #[arg(long, default_value = "k8v8t3")]
    pub signature: String,
    #[arg(long, default_value_t = 20_000)]
    pub fact_rows: usize,
    #[arg(long, default_value_t = 2_000)]
    pub dim_rows: usize,
    #[arg(long, default_value_t = 0)]
    pub duplicate_rows: usize,
    #[command(flatten)]
    pub net: NetArgs,
    #[arg(long)]
    pub exe: Option<PathBuf>,
}

impl DemoArgs {
    pub fn run(&self) -> Result<()> {
        let sig = Signature::parse_id(&self.signature).map_err(anyhow::Error::msg)?;
        let tb = testbed::load_state(&self.net.testbed_prefix)
            .ok_or_else(|| anyhow::anyhow!("testbed `{}` is not up", self.net.testbed_prefix))?;
        let spec = StarSpec {
            fact_rows: self.fact_rows,
            dim_rows: self.dim_rows,
            workers: tb.workers,
            duplicate_rows: self.duplicate_rows,
            ..StarSpec::default()
        };
        let input = generate(&sig, &spec);
        let mut opts = self.net.options();
        opts.exe = self.exe.clone();
        let (out, net) = coord::run_on_testbed_report(&input, &opts)?;
        println!("{}\n{net}", out.report);
        let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
        let want = star_join(&sig, &dims, &input.fact.concat());
        match compare(&out.results, &want, sig.result_width()) {
            None => println!(
                "result             exact: {} rows, equal to the reference join",
                want.len()
            ),
            Some(d) => bail!("result differs from the reference join: {d}"),
        }
        let p = out.report.probe_time.as_secs_f64();
        println!(
            "throughput         {:.0} probe tuples/s end to end through switchd; best worker stream {:.0} frames/s, {:.3} Gbit/s",
            net.probe_tuples as f64 / p.max(1e-9),
            net.best_stream.0 as f64 / net.best_stream.2.max(1e-9),
            net.best_stream.1 as f64 * 8.0 / net.best_stream.2.max(1e-9) / 1e9
        );
        Ok(())
    }
}

/// `netjoin-net bench`: the frames/s and Gbit/s one worker streams over veth,
/// and the end-to-end tuples/s through switchd, on an unshaped testbed of its own.
#[derive(Args, Debug, Clone)]
pub struct BenchArgs {
    #[arg(long, default_value = "njbench")]
    pub prefix: String,
    #[arg(long, default_value_t = 2)]
    pub workers: usize,
    #[arg(long, default_value_t = 1_000_000)]
    pub fact_rows: usize,
    #[arg(long, default_value_t = 20_000)]
    pub dim_rows: usize,
    /// Frames for the raw send measurement.
    #[arg(long, default_value_t = 500_000)]
    pub raw_frames: usize,
    #[arg(long, default_value_t = 256)]
    pub window: usize,
    /// Fact rows of the small-frame run (the smallest payload the switch
    /// takes, so the per-frame path and not the model's probing sets the
    /// rate); 0 skips it.
    #[arg(long, default_value_t = 200_000)]
    pub small_fact_rows: usize,
    #[arg(long, default_value_t = 91)]
    pub subnet: u8,
    #[arg(long)]
    pub exe: Option<PathBuf>,
    /// MTU of the testbed's links for the worker streams and the end-to-end
    /// run (the raw send figures keep 1514 B frames): 1500, or up to 9000 for
    /// jumbo frames as the experiments use.
    #[arg(long, default_value_t = 1500, value_parser = clap::value_parser!(u32).range(1500..=9000))]
    pub mtu: u32,
}

/// Figures of one benchmark run.
#[derive(Clone, Debug, Default)]
pub struct BenchFigures {
    /// pnet, one core sending 1514-byte frames onto a veth, nobody reading.
    pub raw_frames_per_s: f64,
    pub raw_gbit_per_s: f64,
    /// This crate's link (sendmmsg, 64 frames per call), same frames.
    pub batched_frames_per_s: f64,
    pub batched_gbit_per_s: f64,
    /// One worker agent's go-back-N stream into switchd (ACKed), best stream of the run.
    pub worker_frames_per_s: f64,
    pub worker_gbit_per_s: f64,
    /// Probe tuples per second through switchd, end to end (results verified).
    pub e2e_tuples_per_s: f64,
    pub rows: u64,
    /// The best worker stream of a run with the smallest frames.
    pub small_worker_frames_per_s: f64,
    /// The same run's probe frames over all its rounds' streaming time
    /// (settling between rounds excluded).
    pub small_sustained_frames_per_s: f64,
    /// The small-frame path with nobody working on the frames ([`crate::floor`]):
    /// input frames/s it carries, with the run's output frames per input frame.
    pub floor_frames_per_s: f64,
    pub floor_fanout: f64,
    pub floor_frame_len: usize,
}

impl BenchArgs {
    pub fn run(&self) -> Result<BenchFigures> {
        let cfg = TestbedConfig {
            prefix: self.prefix.clone(),
            workers: self.workers,
            rate_bps: None,
            subnet: self.subnet,
            mtu: self.mtu,
            ..TestbedConfig::default()
        };
        let g = testbed::TestbedGuard::up(cfg)?;
        let mut f = BenchFigures::default();
        // Raw: the coordinator's veth, 1514-byte frames, nobody reading on the other side;
        // pnet (a poll and a send per frame), then this crate's link (sendmmsg, 64 per call).
        let iface = g.cfg.coord_iface();
        let mac = crate::link::interface_mac(&iface)?;
        let h = netjoin_proto::Header::new(
            netjoin_proto::Opcode::Build,
            netjoin_proto::Mac::local(0x7777),
            mac,
        );
        let frame = netjoin_proto::FrameBuilder::encode(&h, &[0u8; 1474]);
        {
            let ni = crate::link::find_interface(&iface)?;
            let pnet_datalink::Channel::Ethernet(mut tx, _rx) =
                pnet_datalink::channel(&ni, pnet_datalink::Config::default())?
            else {
                bail!("`{iface}` did not give an Ethernet channel");
            };
            let (mut sent, t) = (0u64, std::time::Instant::now());
            for _ in 0..self.raw_frames {
                if let Some(Ok(())) = tx.send_to(&frame, None) {
                    sent += 1;
                }
            }
            let s = t.elapsed().as_secs_f64();
            f.raw_frames_per_s = sent as f64 / s;
            f.raw_gbit_per_s = (sent * frame.len() as u64) as f64 * 8.0 / s / 1e9;
        }
        {
            let (mut tx, _rx, _) = crate::link::open(&iface, std::time::Duration::from_millis(10))?;
            let t = std::time::Instant::now();
            for _ in 0..self.raw_frames.div_ceil(crate::link::BATCH) {
                tx.send_many(std::iter::repeat_n(frame.as_slice(), crate::link::BATCH));
            }
            let s = t.elapsed().as_secs_f64();
            f.batched_frames_per_s = tx.frames as f64 / s;
            f.batched_gbit_per_s = tx.bytes as f64 * 8.0 / s / 1e9;
        }
        let sig = Signature::parse_id("k8v8t3").map_err(anyhow::Error::msg)?;
        let input = generate(
            &sig,
            &StarSpec {
                fact_rows: self.fact_rows,
                dim_rows: self.dim_rows,
                workers: self.workers,
                ..StarSpec::default()
            },
        );
        let opts = NetOptions {
            prefix: self.prefix.clone(),
            exe: self.exe.clone(),
            window: self.window,
            pace: false,
            round_frames: 4096,
            max_payload: testbed::max_payload_for_mtu(self.mtu),
            ..NetOptions::default()
        };
        let (out, net) = coord::run_on_testbed_report(&input, &opts)?;
        let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
        let want = star_join(&sig, &dims, &input.fact.concat());
        if let Some(d) = compare(&out.results, &want, sig.result_width()) {
            bail!("benchmark result differs from the reference join: {d}");
        }
        f.rows = want.len() as u64;
        let (frames, bytes, secs) = net.best_stream;
        f.worker_frames_per_s = frames as f64 / secs.max(1e-9);
        f.worker_gbit_per_s = bytes as f64 * 8.0 / secs.max(1e-9) / 1e9;
        f.e2e_tuples_per_s =
            net.probe_tuples as f64 / out.report.probe_time.as_secs_f64().max(1e-9);
        println!("{}\n{net}", out.report);
        if self.small_fact_rows > 0 {
            // The smallest payload the switch takes (a RESULT and a SPILL tuple must fit):
            // one or two probe tuples per frame, so the per-frame path sets the rate.
            let small = generate(
                &sig,
                &StarSpec {
                    fact_rows: self.small_fact_rows,
                    dim_rows: self.dim_rows,
                    workers: self.workers,
                    ..StarSpec::default()
                },
            );
            // One worker streams alone (every fact tuple in its partition):
            // the figure is one worker's stream into switchd, not one of
            // several sharing the two cores.
            let mut small = small;
            let all = small.fact.concat();
            for f in small.fact.iter_mut() {
                f.clear();
            }
            small.fact[0] = all;
            let sopts = NetOptions {
                max_payload: sig.result_width().max(sig.spill_width()),
                ..opts.clone()
            };
            let (sout, snet) = coord::run_on_testbed_report(&small, &sopts)?;
            let sdims: Vec<Vec<u8>> = small.dims.iter().map(|d| d.concat()).collect();
            if let Some(d) = compare(
                &sout.results,
                &star_join(&sig, &sdims, &small.fact.concat()),
                sig.result_width(),
            ) {
                bail!("small-frame benchmark result differs from the reference join: {d}");
            }
            f.small_worker_frames_per_s = snet.best_stream.0 as f64 / snet.best_stream.2.max(1e-9);
            f.small_sustained_frames_per_s =
                sout.report.probe.frames as f64 / snet.probe_stream_secs.max(1e-9);
            // The same path with nobody working on the frames: the switch's
            // output frames per input frame of this run, the same frame length.
            let c = &sout.report.counters;
            let fanout = c.get(Counter::FramesOut) as f64 / c.get(Counter::FramesIn).max(1) as f64;
            let len = netjoin_proto::HEADER_LEN
                + sopts.max_payload / sig.probe_width() * sig.probe_width();
            eprintln!("kernel floor: frames of {len} B, {fanout:.2} output frames per input frame");
            let frames = snet.best_stream.0.max(50_000);
            let fl = crate::floor::measure(
                &g.cfg.switch_ns(),
                &g.cfg.worker_ns(0),
                &iface,
                len,
                fanout,
                frames,
                self.window as u64,
            )?;
            if fl.received < fl.expected {
                eprintln!(
                    "kernel floor: {} of {} output frames arrived (the rest lost in a full queue)",
                    fl.received, fl.expected
                );
            }
            f.floor_frames_per_s = fl.frames_per_s;
            f.floor_fanout = fl.fanout;
            f.floor_frame_len = fl.frame_len;
        }
        let mark = |met: bool| if met { "met" } else { "missed" };
        println!(
            "raw pnet send (1514 B frames, one core, nobody reading): {:.0} frames/s, {:.2} Gbit/s",
            f.raw_frames_per_s, f.raw_gbit_per_s
        );
        println!(
            "raw batched send (link::send_many, sendmmsg of {}, same frames): {:.0} frames/s, {:.2} Gbit/s",
            crate::link::BATCH,
            f.batched_frames_per_s,
            f.batched_gbit_per_s
        );
        println!(
            "one worker's go-back-N stream into switchd (window {}, MTU {}): {:.0} frames/s, {:.3} Gbit/s, {:.2}x raw pnet; target >= 0.5 M frames/s: {}",
            self.window,
            self.mtu,
            f.worker_frames_per_s,
            f.worker_gbit_per_s,
            f.worker_frames_per_s / f.raw_frames_per_s.max(1e-9),
            mark(f.worker_frames_per_s >= 0.5e6)
        );
        if self.small_fact_rows > 0 {
            println!(
                "one worker's stream into switchd, alone, small frames ({} probe tuples each, {} fact rows): {:.0} frames/s, {:.2}x raw pnet; target >= 0.5 M frames/s: {}",
                sig.result_width().max(sig.spill_width()) / sig.probe_width(),
                self.small_fact_rows,
                f.small_worker_frames_per_s,
                f.small_worker_frames_per_s / f.raw_frames_per_s.max(1e-9),
                mark(f.small_worker_frames_per_s >= 0.5e6)
            );
            println!(
                "the same stream sustained over all its rounds (best round above): {:.0} frames/s",
                f.small_sustained_frames_per_s
            );
            println!(
                "kernel floor of the same path (worker -> switch namespace -> sink, {} B frames, {:.2} output frames per input frame, no protocol, no model, window {}): {:.0} frames/s; the sustained stream is {:.2}x of it",
                f.floor_frame_len,
                f.floor_fanout,
                self.window,
                f.floor_frames_per_s,
                f.small_sustained_frames_per_s / f.floor_frames_per_s.max(1e-9)
            );
        }
        println!(
            "end to end through switchd ({} workers, MTU {}): {:.0} probe tuples/s, {} result rows, exact; target >= 5 M probe tuples/s: {}",
            self.workers,
            self.mtu,
            f.e2e_tuples_per_s,
            f.rows,
            mark(f.e2e_tuples_per_s >= 5e6)
        );
        let probe = out.report.probe_time.as_secs_f64();
        println!(
            "probe phase: {:.3} s, of which {:.3} s the workers' streams ({:.0} probe tuples/s while streaming) and {:.3} s settling and decoding (counter reads until the sink has every result, spills finished); shipping the fact tuples to the agents before it (not in the phase): {:.3} s",
            probe,
            net.probe_stream_secs,
            net.probe_tuples as f64 / net.probe_stream_secs.max(1e-9),
            probe - net.probe_stream_secs,
            out.report.encode_time.as_secs_f64()
        );
        println!("NOTES.md figure for pnet on veth: 1.25 M frames/s at 1500 B (15 Gbit/s)");
        Ok(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn switchd_memory_is_capped_by_the_machine() {
        let meminfo = "MemTotal:       24576000 kB\nMemFree:         1000 kB\n";
        assert_eq!(mem_total_bytes(meminfo), Some(24_576_000 * 1024));
        assert_eq!(
            memory_cap_lines(Some(24_576_000 * 1024)),
            24_576_000 * 1024 / 4 / 64
        );
        assert_eq!(memory_cap_lines(Some(1 << 40)), 1 << 27);
        assert_eq!(memory_cap_lines(None), 1 << 27);
        assert_eq!(mem_total_bytes("nothing here"), None);
        assert!(default_memory_lines() <= 1 << 27);
    }
}
