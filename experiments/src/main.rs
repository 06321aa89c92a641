//! Stand-alone binary: `experiment`, plus the `agent` and `switchd`
//! subcommands the testbed runs inside namespaces (so tests and scripts do
//! not need the `netjoin` binary).

use clap::{Parser, Subcommand};
use netjoin_net::cli::{AgentArgs, SwitchdArgs, TestbedArgs};

/// mimalloc, not glibc malloc: after a run freed millions of small blocks,
/// glibc's first larger allocation (malloc_consolidate) stalled the
/// coordinator for 8 s, in the middle of an agent's 5 s authentication
/// handshake (`experiment calibrate --rate 1gbit`, docs/NETWORK.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "netjoin-experiments",
    about = "NetJoin experiments: shuffle baseline vs in-network on the testbed"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run an experiment (fig9.8, fig9.9, fig9.10, costmodel, scale, all).
    Experiment(netjoin_experiments::ExperimentArgs),
    Testbed(TestbedArgs),
    Switchd(SwitchdArgs),
    Agent(AgentArgs),
}

fn main() {
    let r = match Cli::parse().cmd {
        Cmd::Experiment(a) => a.run().map(|_| ()),
        Cmd::Testbed(a) => a.run(),
        Cmd::Switchd(a) => a.run(),
        Cmd::Agent(a) => a.run(),
    };
    if let Err(e) = r {
        eprintln!("error: {e:#}");
        std::process::exit(1);
    }
}
