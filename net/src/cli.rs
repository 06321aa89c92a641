//! Command-line pieces for the `netjoin` binary: `testbed`, `switchd` and
//! `keygen`, and the `--key-file` of every process that controls switchd.

use crate::control_key::{read_key_file, write_new_key_file};
use crate::testbed::{self, parse_rate, TestbedConfig};
use anyhow::Result;
use clap::{Args, Subcommand};
use netjoin_host::engine::{SharedModel, SwitchEngine};
use netjoin_host::pcap::PcapEngine;
use netjoin_proto::{ControlAuth, ControlKey};
use netjoin_sim::{SwitchConfig, SwitchModel};
use std::path::PathBuf;

/// `netjoin keygen PATH`: a new control key file.
#[derive(Args, Debug, Clone)]
pub struct KeygenArgs {
    /// The file to create (mode 0600; an existing file is not overwritten).
    pub path: PathBuf,
}

impl KeygenArgs {
    pub fn run(&self) -> Result<()> {
        write_new_key_file(&self.path)?;
        eprintln!(
            "control key written to {} (mode 0600): give it to switchd and its clients with --key-file",
            self.path.display()
        );
        Ok(())
    }
}

/// `--key-file PATH` of a process that sends switchd CONTROL frames.
#[derive(Args, Debug, Clone, Default)]
pub struct KeyFileArg {
    /// The switch's control key file (`netjoin keygen`): CONTROL frames
    /// are sealed with it. Without it they go bare, which only a switchd
    /// started with --open-control takes.
    #[arg(long = "key-file", value_name = "PATH")]
    pub key_file: Option<PathBuf>,
}

impl KeyFileArg {
    /// The key in `--key-file`, if given.
    pub fn key(&self) -> Result<Option<ControlKey>> {
        self.key_file.as_deref().map(read_key_file).transpose()
    }
}

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
    /// The cap on the memory switchd's switch holds for a query: its table
    /// memory and membership filters, in bytes, with an optional suffix K,
    /// M, G or T (powers of 1024; `KiB` … `TiB` too), e.g. `512M`, `4GiB`.
    /// A CONFIGURE whose tables and filters need more is refused with
    /// status 3 (NO_MEMORY) and maps nothing. Default: 4 GiB, or a quarter
    /// of this machine's memory if that is less, so that no peer can make
    /// switchd take the machine's memory. The model only: the RTL's memory
    /// is its bitstream's.
    #[arg(long, value_name = "BYTES", value_parser = parse_size)]
    pub memory_cap: Option<u64>,
    /// Query contexts (1 to 4): queries the model runs at once, each with
    /// its share of the memory cap (PROTOCOL.md §5.5). The catalog's
    /// pipelines (`--engine rtl`) have one.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=4))]
    pub contexts: u8,
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
    /// The control key file (32 hex digits, mode 0600 or stricter;
    /// `netjoin keygen` writes one): every CONTROL frame must be sealed with
    /// it (PROTOCOL.md §5.4). This or --open-control is required.
    #[arg(long, value_name = "PATH", conflicts_with = "open_control")]
    pub key_file: Option<PathBuf>,
    /// Take bare CONTROL frames from anyone who reaches a port: for test
    /// benches only.
    #[arg(long)]
    pub open_control: bool,
}

/// switchd's memory cap unless `--memory-cap` says otherwise: 4 GiB, or a
/// quarter of the machine's memory (`/proc/meminfo`) if that is less.
pub fn default_memory_cap() -> u64 {
    let total = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|m| mem_total_bytes(&m));
    memory_cap_of(total)
}

/// The most `--memory-cap` defaults to.
pub const DEFAULT_MEMORY_CAP: u64 = 4 << 30;

/// `MemTotal` of a `/proc/meminfo` text, in bytes.
fn mem_total_bytes(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

fn memory_cap_of(total_bytes: Option<u64>) -> u64 {
    total_bytes.map_or(DEFAULT_MEMORY_CAP, |b| (b / 4).min(DEFAULT_MEMORY_CAP))
}

/// A size in bytes: a number, optionally followed by K, M, G or T (or
/// KiB, MiB, GiB, TiB; any case; powers of 1024) or B.
pub fn parse_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (num, unit) = t.split_at(digits);
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kib" => 10,
        "m" | "mib" => 20,
        "g" | "gib" => 30,
        "t" | "tib" => 40,
        _ => return Err(format!("`{s}` is not a size such as 4096, 512M or 4GiB")),
    };
    let n: u64 = num
        .parse()
        .map_err(|_| format!("`{s}` is not a size such as 4096, 512M or 4GiB"))?;
    n.checked_mul(1 << shift)
        .ok_or_else(|| format!("`{s}` is too large"))
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

    /// The memory cap in force: `--memory-cap`, or [`default_memory_cap`].
    pub fn memory_cap(&self) -> u64 {
        self.memory_cap.unwrap_or_else(default_memory_cap)
    }

    /// How switchd authenticates CONTROL: keyed by `--key-file` (checked
    /// by [`read_key_file`]), or Open with `--open-control`; neither is an
    /// error, so that no switchd runs Open by omission.
    pub fn control_auth(&self) -> Result<ControlAuth> {
        match (&self.key_file, self.open_control) {
            (Some(path), _) => Ok(ControlAuth::Keyed(read_key_file(path)?)),
            (None, true) => Ok(ControlAuth::Open),
            (None, false) => anyhow::bail!(
                "switchd needs --key-file PATH (a control key, `netjoin keygen PATH` makes one) or, on a test bench, --open-control"
            ),
        }
    }

    /// The behavioural model's configuration in switchd: its memory is
    /// the cap ([`SwitchdArgs::memory_cap`]), tables and filters together
    /// (`SwitchConfig::host_memory`), so that the model refuses a CONFIGURE
    /// beyond it with status 3, as it refuses one beyond the FPGA's memory;
    /// its CONTROL authentication is [`SwitchdArgs::control_auth`].
    pub fn model_config(&self) -> Result<SwitchConfig> {
        Ok(SwitchConfig {
            ports: self.ports.len(),
            memory_lines: self.memory_cap() / netjoin_proto::LINE_BYTES as u64,
            host_memory: true,
            supported: self.supported()?,
            control_auth: self.control_auth()?,
            contexts: self.contexts as usize,
            ..SwitchConfig::default()
        })
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
        let auth = self.control_auth()?;
        if auth == ControlAuth::Open {
            eprintln!(
                "switchd: warning: --open-control: anyone who reaches a port can reset, reconfigure and read this switch"
            );
        }
        let stats = if self.engine == SwitchdEngine::Model {
            let cfg = self.model_config()?;
            let cap = cfg.memory_lines * netjoin_proto::LINE_BYTES as u64;
            let contexts = match cfg.contexts {
                1 => String::new(),
                n => format!(
                    ", {n} query contexts of {} MiB each",
                    (cap / n as u64) >> 20
                ),
            };
            let mut engine: Box<dyn SwitchEngine + Send> =
                Box::new(SharedModel::new(SwitchModel::new(cfg)));
            if let Some(path) = &self.pcap {
                engine = Box::new(PcapEngine::create(engine, path)?);
            }
            let stop = crate::switchd::stop_on_signals();
            eprintln!(
                "switchd: {} engine on {} (a thread per port), memory cap {} MiB (tables and filters){contexts}",
                engine.name(),
                self.ports.join(", "),
                cap >> 20
            );
            crate::switchd::serve_parallel(engine.as_mut(), &self.ports, stop, self.verbose, imp)?
        } else {
            if self.memory_cap.is_some() {
                anyhow::bail!("--memory-cap caps the model's memory; the RTL's is its bitstream's (--engine rtl)");
            }
            if self.contexts != 1 {
                anyhow::bail!(
                    "--contexts {}: the catalog's pipelines have one query context (--engine rtl)",
                    self.contexts
                );
            }
            let open = rtl.ok_or_else(|| anyhow::anyhow!("--engine rtl: the switch RTL is not built into this binary (this one has: model)"))?;
            let mut engine = open(self.ports.len())?;
            match auth {
                ControlAuth::Keyed(key) => {
                    if !engine.install_control_key(key) {
                        anyhow::bail!(
                            "the {} engine cannot take a control key: run it with --open-control",
                            engine.name()
                        );
                    }
                }
                // The FPGA switch has no open mode: without a key it drops
                // every CONTROL frame.
                _ => anyhow::bail!(
                    "the {} engine authenticates every CONTROL frame (PROTOCOL.md §5.4): give it --key-file",
                    engine.name()
                ),
            }
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

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;
    use netjoin_host::control_client::ControlClient;
    use netjoin_proto::control::{ConfigureQuery, ControlCommand, ControlStatus, SignatureRecord};
    use netjoin_proto::counters::Counter;
    use netjoin_proto::{FrameView, Mac, ResultRouting, ResultShape, Signature};

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        switchd: SwitchdArgs,
    }

    fn switchd(args: &[&str]) -> SwitchdArgs {
        Cli::try_parse_from(std::iter::once("switchd").chain(args.iter().copied()))
            .unwrap()
            .switchd
    }

    #[test]
    fn sizes_parse_in_bytes_with_binary_suffixes() {
        assert_eq!(parse_size("4096"), Ok(4096));
        assert_eq!(parse_size("64k"), Ok(64 << 10));
        assert_eq!(parse_size("512M"), Ok(512 << 20));
        assert_eq!(parse_size("512MiB"), Ok(512 << 20));
        assert_eq!(parse_size("4GiB"), Ok(4 << 30));
        assert_eq!(parse_size(" 2 g "), Ok(2 << 30));
        assert_eq!(parse_size("1T"), Ok(1 << 40));
        assert_eq!(parse_size("100B"), Ok(100));
        for bad in ["", "G", "4 GB", "-1", "1.5G", "4x", "99999999999T"] {
            assert!(parse_size(bad).is_err(), "`{bad}` parsed");
        }
        assert_eq!(
            switchd(&["--port", "p0", "--memory-cap", "16MiB"]).memory_cap(),
            16 << 20
        );
        assert!(Cli::try_parse_from(["switchd", "--port", "p0", "--memory-cap", "lots"]).is_err());
    }

    #[test]
    fn the_default_cap_is_4_gib_or_a_quarter_of_the_machine() {
        let meminfo = "MemTotal:        8000000 kB\nMemFree:  1 kB\n";
        assert_eq!(mem_total_bytes(meminfo), Some(8_000_000 * 1024));
        assert_eq!(memory_cap_of(Some(8_000_000 * 1024)), 2_048_000_000);
        assert_eq!(memory_cap_of(Some(64 << 30)), DEFAULT_MEMORY_CAP);
        assert_eq!(memory_cap_of(None), DEFAULT_MEMORY_CAP);
        assert!(switchd(&["--port", "p0"]).memory_cap() <= DEFAULT_MEMORY_CAP);
    }

    /// A key file for a test, in a directory of its own removed on drop.
    struct KeyDir(PathBuf);

    impl KeyDir {
        fn new(name: &str) -> (KeyDir, PathBuf, ControlKey) {
            let d = std::env::temp_dir()
                .join(format!("netjoin-switchd-key-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&d);
            std::fs::create_dir(&d).unwrap();
            let path = d.join("switch.key");
            let key = write_new_key_file(&path).unwrap();
            (KeyDir(d), path, key)
        }
    }

    impl Drop for KeyDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn switchd_needs_a_key_file_or_open_control() {
        let e = switchd(&["--port", "p0"]).model_config().unwrap_err();
        assert!(
            format!("{e:#}").contains("--key-file PATH")
                && format!("{e:#}").contains("--open-control"),
            "{e:#}"
        );
        let e = switchd(&["--port", "p0"]).run().unwrap_err();
        assert!(format!("{e:#}").contains("--key-file PATH"), "{e:#}");
        assert_eq!(
            switchd(&["--port", "p0", "--open-control"])
                .control_auth()
                .unwrap(),
            ControlAuth::Open
        );
        let (_dir, path, key) = KeyDir::new("args");
        let p = path.to_str().unwrap();
        let cfg = switchd(&["--port", "p0", "--key-file", p])
            .model_config()
            .unwrap();
        assert_eq!(cfg.control_auth, ControlAuth::Keyed(key));
        assert!(Cli::try_parse_from([
            "switchd",
            "--port",
            "p0",
            "--key-file",
            p,
            "--open-control"
        ])
        .is_err());
        // A key readable by others is refused before switchd starts.
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        let e = switchd(&["--port", "p0", "--key-file", p])
            .run()
            .unwrap_err();
        assert!(format!("{e:#}").contains("mode 0644"), "{e:#}");
        // A client's --key-file reads the same checks.
        let arg = KeyFileArg {
            key_file: Some(path.clone()),
        };
        assert!(arg.key().is_err());
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        assert_eq!(arg.key().unwrap(), Some(key));
        assert_eq!(KeyFileArg::default().key().unwrap(), None);
    }

    #[test]
    fn a_keyed_switchd_model_answers_its_keyed_client_only() {
        let (_dir, path, key) = KeyDir::new("model");
        let cfg = switchd(&["--port", "p0", "--key-file", path.to_str().unwrap()])
            .model_config()
            .unwrap();
        let mut model = SwitchModel::new(cfg.clone());
        let mut bare = ControlClient::new(Mac::local(0xFFFE), cfg.mac, None);
        let req = bare.request(1, ControlCommand::ReadCounters, &[]);
        assert!(
            model.receive(0, &req.frame).is_empty(),
            "a bare request is dropped"
        );
        let mut keyed = ControlClient::new(Mac::local(0xFFFE), cfg.mac, Some(key));
        let req = keyed.request(1, ControlCommand::ReadCounters, &[]);
        let out = model.receive(0, &req.frame);
        assert_eq!(out.len(), 1);
        let counters = keyed.reply(&req, &out[0].frame).unwrap().unwrap();
        let c = netjoin_proto::Counters::decode(&counters).unwrap();
        assert_eq!(c.get(Counter::Dropped(netjoin_proto::DropReason::Auth)), 1);
    }

    /// An engine that takes no control key, as the RTL until its
    /// management interface is wired.
    struct KeylessEngine;

    impl SwitchEngine for KeylessEngine {
        fn name(&self) -> &'static str {
            "rtl"
        }
        fn deliver(&mut self, _: usize, _: &[u8], _: &mut Vec<netjoin_sim::Emitted>) -> Result<()> {
            Ok(())
        }
    }

    #[test]
    fn an_engine_that_cannot_check_the_key_is_refused_it() {
        let (_dir, path, _) = KeyDir::new("rtl");
        let a = switchd(&[
            "--port",
            "p0",
            "--engine",
            "rtl",
            "--key-file",
            path.to_str().unwrap(),
        ]);
        let open = |_: usize| -> Result<Box<dyn SwitchEngine>> { Ok(Box::new(KeylessEngine)) };
        let e = a.run_with(Some(&open)).unwrap_err();
        assert!(
            format!("{e:#}").contains("cannot take a control key"),
            "{e:#}"
        );
        // and the RTL is never open
        let a = switchd(&["--port", "p0", "--engine", "rtl", "--open-control"]);
        let e = a.run_with(Some(&open)).unwrap_err();
        assert!(format!("{e:#}").contains("give it --key-file"), "{e:#}");
    }

    /// switchd's model with `--memory-cap 16MiB`: one CONTROL exchange.
    struct Capped {
        model: SwitchModel,
        ctl: ControlClient,
    }

    impl Capped {
        fn new(cap: &str) -> Capped {
            let cfg = switchd(&[
                "--port",
                "p0",
                "--port",
                "p1",
                "--memory-cap",
                cap,
                "--open-control",
            ])
            .model_config()
            .unwrap();
            let ctl = ControlClient::new(Mac::local(0xFFFE), cfg.mac, None);
            Capped {
                model: SwitchModel::new(cfg),
                ctl,
            }
        }

        /// The reply's status and payload.
        fn control(&mut self, cmd: ControlCommand, payload: &[u8]) -> (u8, Vec<u8>) {
            let req = self.ctl.request(1, cmd, payload);
            let out = self.model.receive(0, &req.frame);
            assert_eq!(out.len(), 1, "one reply to {cmd:?}");
            let v = FrameView::parse(&out[0].frame).unwrap();
            (v.header.flags, v.payload.to_vec())
        }

        fn configure(&mut self, bucket_bits: u8, filter_bits: u8) -> u8 {
            let conf = ConfigureQuery {
                token: 9,
                bucket_bits,
                num_sources: 2,
                max_payload: 1474,
                sink: self.ctl.mac,
                routing: ResultRouting::Source,
                shape: ResultShape::Payload,
                filter_bits,
                onchip: 0,
                context: 0,
            };
            self.control(ControlCommand::Configure, &conf.encode()).0
        }
    }

    #[test]
    fn a_configure_beyond_the_memory_cap_is_refused_with_status_3_and_maps_nothing() {
        let no_memory = ControlStatus::NoMemory as u8;
        assert_eq!(no_memory, 3);
        let mut sw = Capped::new("16MiB");
        assert_eq!(sw.model.config().memory_lines, (16 << 20) / 64);
        let sig = Signature::new(8, 8, 4).unwrap();
        let (status, _) = sw.control(
            ControlCommand::LoadSignature,
            &SignatureRecord::new(sig).encode(),
        );
        assert_eq!(status, 0);
        // 4 tables of 2^16 one-line buckets are exactly the cap: they fit,
        // but not with membership filters beside them.
        assert_eq!(sw.configure(17, 0), no_memory, "32 MiB of tables");
        assert_eq!(sw.configure(16, 1), no_memory, "the cap and the filters");
        assert_eq!(sw.configure(16, 18), no_memory);
        assert_eq!(sw.configure(27, 18), no_memory, "the largest query");
        assert_eq!(sw.model.table_store_bytes(), 0, "a refusal maps nothing");
        assert!(sw.model.memory().is_empty() && sw.model.bucket_bits().is_none());
        // Every refusal was answered and counted as an accepted CONTROL frame.
        let c = sw.model.counters();
        assert_eq!(c.get(Counter::ControlFrames), 5);
        assert_eq!(c.get(Counter::FramesAccepted), 5);

        assert_eq!(sw.configure(16, 0), 0, "exactly the cap");
        assert_eq!(sw.model.memory().len(), 16 << 20);
        let store = sw.model.table_store_bytes();
        assert!((16 << 20..=18 << 20).contains(&store), "{store} B store");
        // A refusal leaves the query in force with its tables.
        assert_eq!(sw.configure(17, 0), no_memory);
        assert_eq!(sw.model.bucket_bits(), Some(16));
        assert_eq!(sw.model.table_store_bytes(), store);
        // A smaller query with filters fits, in the same store: no second
        // store is mapped beside the first, after a RESET either.
        assert_eq!(sw.configure(14, 18), 0);
        assert_eq!(sw.model.filter_bits(), Some(18));
        assert_eq!(sw.control(ControlCommand::Reset, &[]).0, 0);
        assert_eq!(sw.model.table_store_bytes(), store);
        assert_eq!(sw.configure(15, 18), 0);
        assert_eq!(sw.model.table_store_bytes(), store);
    }

    #[test]
    fn the_rtl_takes_no_memory_cap() {
        let a = switchd(&[
            "--port",
            "p0",
            "--engine",
            "rtl",
            "--memory-cap",
            "1G",
            "--open-control",
        ]);
        let open = |_: usize| -> Result<Box<dyn SwitchEngine>> { unreachable!("not opened") };
        let e = a.run_with(Some(&open)).unwrap_err();
        assert!(format!("{e:#}").contains("--memory-cap"), "{e:#}");
    }
}
