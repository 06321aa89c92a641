//! `netjoin`: the command-line front end.

mod demo;

use anyhow::Result;
use clap::{Parser, Subcommand};

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
    Explain(netjoin_compiler::cli::ExplainArgs),
    /// Execute a SQL query over registered tables; prints the result as CSV.
    Run(netjoin_compiler::cli::RunArgs),
    /// Generate data: TPC-H tables or the synthetic star schema, as Parquet partitions.
    Gen(netjoin_compiler::cli::GenArgs),
    /// Create, inspect or remove the network-namespace testbed (workers, switch, baseline bridge).
    Testbed(netjoin_net::cli::TestbedArgs),
    /// Run the switch on real interfaces (raw Ethernet through pnet).
    Switchd(netjoin_net::cli::SwitchdArgs),
    /// Run a worker agent: takes partitions from the coordinator, streams them to the switch.
    Agent(netjoin_net::cli::AgentArgs),
}

fn main() {
    let cli = Cli::parse();
    let result: Result<()> = match cli.command {
        Command::Demo(a) => demo::run(a),
        Command::Explain(a) => a.run(),
        Command::Run(a) => a.run(),
        Command::Gen(a) => a.run(),
        Command::Testbed(a) => a.run(),
        Command::Switchd(a) => a.run_with(|name, _ports| match name {
            "rtl" => Ok(Box::new(demo::RtlEngine::open()?)),
            other => anyhow::bail!("unknown switch engine `{other}`: use model or rtl"),
        }),
        Command::Agent(a) => a.run(),
    };
    if let Err(e) = result {
        eprintln!("netjoin: error: {e:#}");
        std::process::exit(1);
    }
}
