//! `netjoin demo`: a generated star schema joined on the switch and checked
//! row for row against an independent reference join.
//!
//! This crate needs only the protocol, the behavioural switch and the host
//! side, so its own binary (`netjoin-demo`) builds in minutes on a fresh
//! machine. The RTL reaches it through [`Switches`], which the full `netjoin`
//! binary fills in.

use anyhow::{bail, Result};
use clap::Args;
use netjoin_host::coordinator::LinkFaults;
use netjoin_host::engine::SwitchEngine;
use netjoin_host::inp::run_with_engine;
use netjoin_host::pcap::PcapEngine;
use netjoin_host::sizing::OnchipPolicy;
use netjoin_host::star::{self, Skew, StarSpec};
use netjoin_host::{reference, RunOptions};
use netjoin_proto::{Signature, MAX_PAYLOAD_DEFAULT, MAX_PAYLOAD_JUMBO};
use netjoin_sim::SwitchConfig;
use std::ops::Range;
use std::path::Path;
use std::time::Instant;

/// One spelling across `demo`, `run` and `explain`: model | rtl | testbed.
pub use netjoin_host::SwitchKind;

#[derive(Args, Debug)]
pub struct DemoArgs {
    /// Which switch runs the join: the behavioural model or the RTL under
    /// Verilator, in process (`testbed`, switchd, is reached through a
    /// cluster: `netjoin cluster up`).
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
    /// Which tables the switch probes from block RAM (PROTOCOL.md §6.4):
    /// `auto`, those whose build keys fit its stores without overflowing;
    /// `none`, every table in DDR.
    #[arg(long, value_enum, default_value = "auto")]
    pub onchip: OnchipPolicy,
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

/// Opens the switch RTL for a signature, writing the waveform of the given
/// cycles to the file if asked.
pub type OpenRtl<'a> =
    dyn Fn(Signature, Option<(&Path, Range<u64>)>) -> Result<Box<dyn SwitchEngine>> + 'a;

/// The switches beyond the in-process model, as the binary that links them
/// provides them.
#[derive(Default)]
pub struct Switches<'a> {
    /// Opens the switch RTL for `sig`, writing the waveform of the given
    /// cycles to the file if asked.
    pub rtl: Option<&'a OpenRtl<'a>>,
}

/// Why a switch is not in this binary.
fn not_here(what: &str) -> anyhow::Error {
    anyhow::anyhow!("{what} is not built into this binary: build the full one (`cargo build --release --bin netjoin`) and run `netjoin demo` with the same arguments")
}

pub fn run(a: &DemoArgs, switches: &Switches) -> Result<()> {
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
        onchip: a.onchip,
        faults: LinkFaults {
            drop: a.loss,
            duplicate: a.duplicate,
            reorder: a.reorder,
            seed: a.seed,
        },
        ..RunOptions::default()
    };
    if a.vcd.is_some() && a.switch != SwitchKind::Rtl {
        bail!("--vcd records the switch RTL's signals: it needs --switch rtl");
    }
    let vcd = a
        .vcd
        .as_deref()
        .map(|path| (path, a.vcd_from..a.vcd_from.saturating_add(a.vcd_cycles)));
    let out = match a.switch {
        SwitchKind::Model | SwitchKind::Rtl => {
            let mut switch: Box<dyn SwitchEngine> = if a.switch == SwitchKind::Rtl {
                let open = switches
                    .rtl
                    .ok_or_else(|| not_here("the switch RTL (Verilator)"))?;
                open(sig, vcd.clone())?
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
                    println!(
                        "pcap               {} frames written to {}",
                        engine.frames,
                        path.display()
                    );
                    out
                }
            }
            // The switch is dropped here, which completes the waveform.
        }
        SwitchKind::Testbed => bail!(
            "--switch testbed: the demo runs in one process, and switchd on the testbed is reached only by a \
             cluster's executors over their own links: `netjoin cluster up` starts one (root), then \
             `netjoin run --cluster df://HOST:PORT` or `netjoin cluster bench --testbed` joins on it"
        ),
    };
    if let Some((path, cycles)) = &vcd {
        println!(
            "vcd                cycles {}..{} of the switch RTL in {}",
            cycles.start,
            cycles.end,
            path.display()
        );
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
