//! Stand-alone binary with the network subcommands of `netjoin` (used by the
//! crate's tests to start switchd and agents inside namespaces).

use clap::{Parser, Subcommand};
use netjoin_net::cli::{AgentArgs, BenchArgs, DemoArgs, KeygenArgs, SwitchdArgs, TestbedArgs};

/// mimalloc, not glibc malloc: after a run freed millions of small blocks,
/// glibc's first larger allocation (malloc_consolidate) stalled the
/// coordinator for 8 s, in the middle of an agent's 5 s authentication
/// handshake (`experiment calibrate --rate 1gbit`, docs/NETWORK.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "netjoin-net",
    about = "NetJoin over raw Ethernet: testbed, switchd, agent"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Namespace testbed: up, down, status.
    Testbed(TestbedArgs),
    /// The switch on real interfaces.
    Switchd(SwitchdArgs),
    /// A worker agent.
    Agent(AgentArgs),
    /// A generated star join on the testbed, checked against the reference.
    Demo(DemoArgs),
    /// Raw send rate, worker stream rate and end-to-end tuples/s on an unshaped testbed.
    Bench(BenchArgs),
    /// A new shared secret for the control channel of a cluster.
    Keygen(KeygenArgs),
}

fn main() {
    let cli = Cli::parse();
    let r = match cli.cmd {
        Cmd::Testbed(a) => a.run(),
        Cmd::Switchd(a) => a.run(),
        Cmd::Agent(a) => a.run(),
        Cmd::Demo(a) => a.run(),
        Cmd::Bench(a) => a.run().map(|_| ()),
        Cmd::Keygen(a) => a.run(),
    };
    if let Err(e) = r {
        eprintln!("error: {e:#}");
        std::process::exit(1);
    }
}
