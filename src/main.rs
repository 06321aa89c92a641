//! `netjoin`: the command-line front end.

mod bitstreams;
mod demo;

use anyhow::Result;
use clap::{Parser, Subcommand};
use std::sync::Arc;

#[derive(Parser)]
#[command(
    name = "netjoin",
    version,
    about = "In-network star joins on an FPGA switch (or its bit-exact model)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Generate a star schema, join it on the switch, and check the result against a reference join.
    Demo(demo::DemoArgs),
    /// Plan a SQL query: left-deep plan, shuffle vs in-network costs, offloaded joins, signature.
    Explain(ExplainCmd),
    /// Execute a SQL query over registered tables; prints the result as CSV.
    Run(RunCmd),
    /// Run one of the paper's experiments on the testbed (fig9.8, fig9.9, fig9.10, costmodel, scale, all).
    Experiment(netjoin_experiments::ExperimentArgs),
    /// Generate data: TPC-H tables or the synthetic star schema, as Parquet partitions.
    Gen(netjoin_compiler::cli::GenArgs),
    /// Create, inspect or remove the network-namespace testbed (workers, switch, baseline bridge).
    Testbed(netjoin_net::cli::TestbedArgs),
    /// Run the switch on real interfaces (raw Ethernet through pnet).
    Switchd(netjoin_net::cli::SwitchdArgs),
    /// Run a worker agent: takes partitions from the coordinator, streams them to the switch.
    Agent(netjoin_net::cli::AgentArgs),
    /// The catalog of pre-built pipelines: list, build (from hdl/), verify.
    Bitstreams(bitstreams::BitstreamsArgs),
}

/// `netjoin run`: the compiler's arguments plus the testbed's name.
#[derive(clap::Args)]
struct RunCmd {
    #[command(flatten)]
    args: netjoin_compiler::cli::RunArgs,
    /// Testbed name prefix for `--switch testbed`.
    #[arg(long, default_value = "nj")]
    testbed_prefix: String,
}

/// `netjoin explain`: the compiler's arguments plus the testbed's name.
#[derive(clap::Args)]
struct ExplainCmd {
    #[command(flatten)]
    args: netjoin_compiler::cli::ExplainArgs,
    /// Testbed name prefix for `--switch testbed`.
    #[arg(long, default_value = "nj")]
    testbed_prefix: String,
}

/// The switches only the binary links: the RTL under Verilator and the
/// testbed's switchd (through the experiments' coordinator).
fn hooks(testbed_prefix: &str) -> netjoin_compiler::cli::Hooks {
    netjoin_compiler::cli::Hooks {
        rtl: Some(Arc::new(|| -> Result<(Box<dyn netjoin_host::engine::SwitchEngine>, netjoin_proto::Mac)> {
            let e = demo::RtlEngine::open()?;
            Ok((
                Box::new(e) as Box<dyn netjoin_host::engine::SwitchEngine>,
                netjoin_sim::SwitchConfig::default().mac,
            ))
        })),
        testbed: Some(Arc::new(netjoin_experiments::TestbedEngine {
            strategy: netjoin_experiments::Strategy::Inp,
            prefix: testbed_prefix.to_string(),
            exe: None,
        })),
    }
}

fn main() {
    let cli = Cli::parse();
    let result: Result<()> = match cli.command {
        Command::Demo(a) => demo::run(a),
        Command::Explain(a) => a.args.run_with(&hooks(&a.testbed_prefix)),
        Command::Run(a) => a.args.run_with(&hooks(&a.testbed_prefix)),
        Command::Experiment(a) => a.run().map(|_| ()),
        Command::Gen(a) => a.run(),
        Command::Testbed(a) => a.run(),
        Command::Switchd(a) => a.run_with(|name, _ports| match name {
            "rtl" => Ok(Box::new(demo::RtlEngine::open()?)),
            other => anyhow::bail!("unknown switch engine `{other}`: use model or rtl"),
        }),
        Command::Agent(a) => a.run(),
        Command::Bitstreams(a) => a.run(),
    };
    if let Err(e) = result {
        eprintln!("netjoin: error: {e:#}");
        std::process::exit(1);
    }
}
