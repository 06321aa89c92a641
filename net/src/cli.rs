//! Command-line pieces for the `netjoin` binary: `testbed` and `switchd`.

use crate::testbed::{self, parse_rate, TestbedConfig};
use anyhow::Result;
use clap::{Args, Subcommand};
use netjoin_host::engine::{SharedModel, SwitchEngine};
use netjoin_host::pcap::PcapEngine;
use netjoin_sim::{SwitchConfig, SwitchModel};

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
