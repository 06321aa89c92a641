//! Stand-alone binary with the network subcommands of `netjoin` (`testbed`,
//! `switchd`, `keygen`), which builds without DataFusion; the crate's tests run it.

use clap::{Parser, Subcommand};
use netjoin_net::cli::{KeygenArgs, SwitchdArgs, TestbedArgs};

#[derive(Parser)]
#[command(
    name = "netjoin-net",
    about = "NetJoin over raw Ethernet: testbed, switchd, keygen"
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
    /// Writes a new random control key file for switchd and its clients.
    Keygen(KeygenArgs),
}

fn main() {
    let cli = Cli::parse();
    let r = match cli.cmd {
        Cmd::Testbed(a) => a.run(),
        Cmd::Switchd(a) => a.run(),
        Cmd::Keygen(a) => a.run(),
    };
    if let Err(e) = r {
        eprintln!("error: {e:#}");
        std::process::exit(1);
    }
}
