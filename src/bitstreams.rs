//! `netjoin bitstreams list|build|verify|record-throughput`: the catalog of
//! pre-built pipelines in bitstreams/ (docs/BITSTREAMS.md).

use anyhow::{bail, Context, Result};
use clap::{Args, Subcommand};
use netjoin_bitstreams::ops;
use std::path::PathBuf;

#[derive(Args)]
pub struct BitstreamsArgs {
    #[command(subcommand)]
    cmd: BitstreamsCmd,
    /// The catalog directory (default: this checkout's bitstreams/).
    #[arg(long, global = true)]
    dir: Option<PathBuf>,
}

#[derive(Subcommand)]
enum BitstreamsCmd {
    /// One line per signature: widths, slots, resources, expected throughput.
    List,
    /// Regenerate Verilog and manifests from hdl/ (all signatures, or the ids given).
    Build {
        ids: Vec<String>,
        /// Also run Yosys synth_xilinx and rewrite resources.txt (minutes per signature).
        #[arg(long)]
        synth: bool,
    },
    /// Check that the committed catalog is exactly what hdl/ generates now, and
    /// that its throughput and resource figures were measured on that Verilog.
    Verify,
    /// Store `rtl-bench --signature ID --json` output (a file, or - for stdin) in ID's manifest.
    RecordThroughput { id: String, json: PathBuf },
}

impl BitstreamsArgs {
    pub fn run(self) -> Result<()> {
        let dir = self.dir.unwrap_or_else(ops::default_dir);
        match self.cmd {
            BitstreamsCmd::List => print!("{}", ops::list(&dir)?),
            BitstreamsCmd::Build { ids, synth } => {
                // A bar on a terminal; the step lines in logs and pipes.
                let pb = netjoin_compiler::progress::counter("bitstreams build");
                ops::build(&dir, &ids, synth, &mut |m| {
                    if pb.is_hidden() {
                        eprintln!("{m}");
                    } else {
                        pb.set_message(m.to_string());
                        pb.inc(1);
                    }
                })?;
                pb.finish_and_clear();
                eprintln!("wrote {}", dir.display());
            }
            BitstreamsCmd::Verify => {
                let problems = ops::verify(&dir);
                if !problems.is_empty() {
                    for p in &problems {
                        eprintln!("  {p}");
                    }
                    bail!(
                        "{} problem(s) in the catalog {}",
                        problems.len(),
                        dir.display()
                    );
                }
                println!(
                    "catalog {} verified: {} signatures match hdl/, with throughput and resources measured on their Verilog",
                    dir.display(),
                    netjoin_bitstreams::catalog().len()
                );
            }
            BitstreamsCmd::RecordThroughput { id, json } => {
                let text = if json.as_os_str() == "-" {
                    std::io::read_to_string(std::io::stdin())?
                } else {
                    std::fs::read_to_string(&json)
                        .with_context(|| format!("reading {}", json.display()))?
                };
                ops::record_throughput(&dir, &id, &text)?;
                println!("recorded the throughput of {id}");
            }
        }
        Ok(())
    }
}
