//! `netjoin demo`: the walking skeleton end to end.

use anyhow::{bail, Result};
use clap::{Args, ValueEnum};
use netjoin_host::coordinator::LinkFaults;
use netjoin_host::engine::SwitchEngine;
use netjoin_host::pcap::PcapEngine;
use netjoin_host::inp::run_with_engine;
use netjoin_host::star::{self, Skew, StarSpec};
use netjoin_host::{reference, RunOptions};
use netjoin_proto::{Signature, MAX_PAYLOAD_DEFAULT, MAX_PAYLOAD_JUMBO};
use netjoin_rtl::RtlSwitchDriver;
use netjoin_sim::{Emitted, SwitchConfig};
use std::time::Instant;

/// One spelling across `demo`, `run` and `explain`: model | rtl | testbed.
pub use netjoin_compiler::SwitchKind;

#[derive(Args, Debug)]
pub struct DemoArgs {
    /// Which switch runs the join (`testbed`: the model inside switchd on
    /// the network testbed, same as `--net testbed`).
    #[arg(long, value_enum, default_value = "model")]
    pub switch: SwitchKind,
    /// Pipeline signature k<key bytes>v<value bytes>t<tables>.
    #[arg(long, default_value = "k8v8t3", value_parser = parse_signature)]
    pub signature: Signature,
    /// Fact (probe) rows.
    #[arg(long, default_value_t = 400_000)]
    pub fact_rows: usize,
    /// Rows of each dimension table.
    #[arg(long, default_value_t = 50_000)]
    pub dim_rows: usize,
    /// Workers holding partitions (switch sources).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u16).range(1..=64))]
    pub workers: u16,
    /// Fact key skew: uniform, zipf:<theta>, or paper (80/13/5/2 over 4 nodes).
    #[arg(long, default_value = "uniform", value_parser = |s: &str| s.parse::<Skew>())]
    pub skew: Skew,
    /// Fraction of fact keys without a partner.
    #[arg(long, default_value_t = 0.01, value_parser = parse_fraction)]
    pub miss_rate: f64,
    /// Extra dimension rows repeating an existing key (duplicate build keys).
    #[arg(long, default_value_t = 0)]
    pub duplicates: usize,
    /// Buckets per table as a power of two (default: mean load of a quarter of the slots).
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..=27))]
    pub bucket_bits: Option<u8>,
    /// Use 9000 B jumbo frames instead of 1500 B.
    #[arg(long)]
    pub jumbo: bool,
    /// Write every frame into and out of the in-process switch (model or
    /// rtl), in order, with timestamps, to FILE (pcap: tcpdump, Wireshark).
    #[arg(long, value_name = "FILE")]
    pub pcap: Option<std::path::PathBuf>,
    /// Write a waveform (VCD: GTKWave, Surfer) of every signal of the switch
    /// RTL to FILE, for the cycles `--vcd-from` .. `--vcd-from` + `--vcd-cycles`
    /// (`--switch rtl` only).
    #[arg(long, value_name = "FILE")]
    pub vcd: Option<std::path::PathBuf>,
    /// First clock cycle in the waveform (cycle 0 is the switch's first, reset included).
    #[arg(long, value_name = "CYCLE", default_value_t = 0, requires = "vcd")]
    pub vcd_from: u64,
    /// Clock cycles in the waveform (6.4 ns each); it keeps the file small.
    #[arg(long, value_name = "N", default_value_t = 20_000, requires = "vcd",
          value_parser = clap::value_parser!(u64).range(1..))]
    pub vcd_cycles: u64,
    /// Drop this fraction of worker frames on the link (recovered by retransmission).
    #[arg(long, default_value_t = 0.0, value_parser = parse_fraction)]
    pub loss: f64,
    /// Duplicate this fraction of worker frames on the link.
    #[arg(long, default_value_t = 0.0, value_parser = parse_fraction)]
    pub duplicate: f64,
    /// Deliver this fraction of worker frames after the next one (reordering).
    #[arg(long, default_value_t = 0.0, value_parser = parse_fraction)]
    pub reorder: f64,
    #[arg(long, default_value_t = 42)]
    pub seed: u64,
    /// Where the switch is: `inprocess` (default) or `testbed` (raw Ethernet
    /// between network namespaces; `netjoin testbed up` first, needs root).
    #[arg(long, value_enum, default_value = "inprocess")]
    pub net: NetKind,
    #[command(flatten)]
    pub net_args: netjoin_net::cli::NetArgs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum NetKind {
    Inprocess,
    Testbed,
}

fn parse_signature(s: &str) -> Result<Signature, String> {
    Signature::parse_id(s)
}

fn parse_fraction(s: &str) -> Result<f64, String> {
    let v: f64 = s.parse().map_err(|_| format!("`{s}` is not a number"))?;
    if !(0.0..=1.0).contains(&v) {
        return Err(format!("{v} is not a fraction between 0 and 1"));
    }
    Ok(v)
}

pub fn run(a: DemoArgs) -> Result<()> {
    if a.dim_rows == 0 {
        bail!("--dim-rows must be at least 1");
    }
    let sig = a.signature;
    let spec = StarSpec {
        fact_rows: a.fact_rows,
        dim_rows: a.dim_rows,
        workers: a.workers as usize,
        skew: a.skew,
        miss_rate: a.miss_rate,
        duplicate_rows: a.duplicates,
        seed: a.seed,
    };
    println!(
        "netjoin demo: star join of 1 fact table with {} dimension tables on {} workers",
        sig.t(),
        spec.workers
    );
    let t0 = Instant::now();
    let input = star::generate(&sig, &spec);
    println!(
        "data               fact {} rows x {} B, dimensions {} x {} rows x {} B ({} duplicate-key rows each), keys {}, {:.3} s to generate",
        input.fact_rows(),
        sig.probe_width(),
        sig.t(),
        input.dim_rows(0),
        sig.build_width(),
        spec.duplicate_rows,
        spec.skew,
        t0.elapsed().as_secs_f64()
    );
    if spec.workers == 4 {
        let shares = star::shuffle_shares(&input, 0, 4);
        let s: Vec<String> = shares
            .iter()
            .map(|x| format!("{:.0} %", 100.0 * x))
            .collect();
        println!(
            "shuffle shares     a shuffle join would send the fact tuples to nodes as {}",
            s.join(" / ")
        );
    }
    let opts = RunOptions {
        max_payload: if a.jumbo {
            MAX_PAYLOAD_JUMBO
        } else {
            MAX_PAYLOAD_DEFAULT
        },
        bucket_bits: a.bucket_bits,
        faults: LinkFaults {
            drop: a.loss,
            duplicate: a.duplicate,
            reorder: a.reorder,
            seed: a.seed,
        },
        ..RunOptions::default()
    };
    let net = if a.switch == SwitchKind::Testbed {
        NetKind::Testbed
    } else {
        a.net
    };
    if a.pcap.is_some() && net == NetKind::Testbed {
        bail!("--pcap records the in-process switch (model, rtl); on the testbed, capture its interfaces with tcpdump");
    }
    let vcd = match &a.vcd {
        None => None,
        Some(path) => {
            if a.switch != SwitchKind::Rtl || net == NetKind::Testbed {
                bail!("--vcd records the switch RTL's signals: it needs --switch rtl (in process)");
            }
            let design = netjoin_rtl::Design::Switch(sig);
            if !design.available() {
                bail!("--vcd: {}", design.build_status());
            }
            if !design.traced() {
                bail!(
                    "--vcd: the {sig} switch was Verilated without tracing; rebuild with NETJOIN_RTL_TRACE={sig} (or `all`), e.g. `NETJOIN_RTL_TRACE={sig} cargo build --release`"
                );
            }
            Some(netjoin_rtl::Vcd { path: path.clone(), cycles: a.vcd_from..a.vcd_from.saturating_add(a.vcd_cycles) })
        }
    };
    let out = match (net, a.switch) {
        (NetKind::Inprocess, SwitchKind::Testbed) => unreachable!("mapped to the testbed above"),
        (NetKind::Inprocess, kind) => {
            let mut switch: Box<dyn SwitchEngine> = if kind == SwitchKind::Rtl {
                match &vcd {
                    None => Box::new(RtlEngine::open(None)?),
                    // Open the signature's own design, so that the
                    // waveform shows it from cycle 0.
                    Some(_) => Box::new(RtlEngine::open_design(netjoin_rtl::Design::Switch(sig), vcd.clone())?),
                }
            } else {
                Box::new(netjoin_host::inp::in_process_model(input.workers))
            };
            let mac = SwitchConfig::default().mac;
            match a.pcap.as_deref() {
                None => run_with_engine(switch.as_mut(), mac, &input, &opts)?,
                Some(path) => {
                    // The switch behind a pcap writer.
                    let mut engine = PcapEngine::create(switch, path)?;
                    let out = run_with_engine(&mut engine, mac, &input, &opts)?;
                    println!("pcap               {} frames written to {}", engine.frames, path.display());
                    out
                }
            }
            // The switch is dropped here, which completes the waveform.
        }
        (NetKind::Testbed, kind) => {
            if a.loss > 0.0 || a.duplicate > 0.0 || a.reorder > 0.0 {
                bail!("--loss/--duplicate/--reorder impair the in-process link; on the testbed give them to `netjoin testbed up`");
            }
            let mut net = a.net_args.options();
            if kind == SwitchKind::Rtl && net.spawn_switchd {
                bail!(
                    "on the testbed the RTL runs inside switchd: start `ip netns exec <prefix>-sw netjoin switchd --engine rtl --port …` and pass --external-switchd"
                );
            }
            net.max_payload = opts.max_payload;
            net.bucket_bits = Some(input.bucket_bits(opts.bucket_bits));
            let (out, report) = netjoin_net::run_on_testbed_report(&input, &net)?;
            println!("{report}");
            out
        }
    };
    if let Some(v) = &vcd {
        println!("vcd                cycles {}..{} of the switch RTL in {}", v.cycles.start, v.cycles.end, v.path.display());
    }
    println!("{}", out.report);
    let t1 = Instant::now();
    let all_dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let want = reference::star_join(&sig, &all_dims, &input.fact.concat());
    let verdict = reference::compare(&out.results, &want, sig.result_width());
    let tuples =
        (input.fact_rows() + (0..sig.t()).map(|t| input.dim_rows(t)).sum::<usize>()) as f64;
    println!(
        "throughput         {:.2} M tuples/s through the switch path (build + probe, wall clock)",
        tuples / (out.report.build_time + out.report.probe_time).as_secs_f64() / 1e6
    );
    println!(
        "reference join     {} rows, {:.3} s",
        want.len(),
        t1.elapsed().as_secs_f64()
    );
    match verdict {
        None => {
            println!(
                "verdict            EXACT: {} rows, identical to the reference join row for row",
                want.len()
            );
            Ok(())
        }
        Some(diff) => bail!("verdict: WRONG RESULT: {diff}"),
    }
}

/// The switch RTL (generated Verilog under Verilator, with the DDR timing
/// model on its memory ports) as an in-process switch engine.
pub struct RtlEngine(RtlSwitchDriver);

impl RtlEngine {
    /// The default signature's switch; a LOAD_SIGNATURE for another
    /// compiled-in signature reprograms it (docs/RTL_HARNESS.md). With
    /// `vcd`, the switch writes that waveform.
    pub fn open(vcd: Option<netjoin_rtl::Vcd>) -> Result<RtlEngine> {
        RtlEngine::open_design(netjoin_rtl::Design::default_switch(), vcd)
    }

    /// As [`RtlEngine::open`], starting with `design`.
    pub fn open_design(design: netjoin_rtl::Design, vcd: Option<netjoin_rtl::Vcd>) -> Result<RtlEngine> {
        let cfg = netjoin_rtl::DriverConfig { vcd, ..Default::default() };
        let d = RtlSwitchDriver::with_config(design, cfg).map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(RtlEngine(d))
    }
}

impl SwitchEngine for RtlEngine {
    fn name(&self) -> &'static str {
        "rtl (Verilator)"
    }
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> Result<()> {
        self.0
            .try_receive_into(port, frame, out)
            .map_err(|e| anyhow::anyhow!("RTL switch: {e}"))
    }
    fn cycles(&self) -> Option<u64> {
        Some(self.0.cycles())
    }
}
