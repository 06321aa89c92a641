//! `netjoin`: the command-line front end.

mod bitstreams;
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

/// `netjoin run`: the compiler's arguments plus where the offloaded joins run.
#[derive(clap::Args)]
struct RunCmd {
    #[command(flatten)]
    args: netjoin_compiler::cli::RunArgs,
    /// Run the star join on the network testbed (root, `netjoin testbed up` first):
    /// `shuffle` (classical, TCP among the workers), `inp` (the switch) or
    /// `auto` (whichever the cluster model predicts faster).
    #[arg(long, value_enum)]
    strategy: Option<netjoin_experiments::Strategy>,
    /// `testbed`: run on the network testbed (same as `--strategy inp` unless
    /// a strategy is given); `inprocess` (default): the in-process switch.
    #[arg(long, value_enum, default_value = "inprocess")]
    net: demo::NetKind,
    /// Testbed name prefix for --strategy.
    #[arg(long, default_value = "nj")]
    testbed_prefix: String,
}

impl RunCmd {
    fn run(self) -> Result<()> {
        let strategy = match (self.strategy, self.net) {
            (Some(s), _) => s,
            (None, demo::NetKind::Testbed) => netjoin_experiments::Strategy::Inp,
            (None, demo::NetKind::Inprocess) => return self.args.run(),
        };
        let eng = netjoin_experiments::TestbedEngine {
            strategy,
            prefix: self.testbed_prefix,
            exe: None,
        };
        print!("{}", self.args.execute_with(&eng)?.to_csv()?);
        Ok(())
    }
}

fn main() {
    let cli = Cli::parse();
    let result: Result<()> = match cli.command {
        Command::Demo(a) => demo::run(a),
        Command::Explain(a) => a.run(),
        Command::Run(a) => a.run(),
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
