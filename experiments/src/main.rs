//! Stand-alone binary with the `experiment` subcommand of `netjoin`, which
//! builds without DataFusion.

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "netjoin-experiments",
    about = "NetJoin experiments: the flow-level model of the shuffle join and the in-network join"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run an experiment (fig9.8, fig9.9, fig9.10, costmodel, scale, all).
    Experiment(netjoin_experiments::ExperimentArgs),
}

fn main() {
    let r = match Cli::parse().cmd {
        Cmd::Experiment(a) => a.run().map(|_| ()),
    };
    if let Err(e) = r {
        eprintln!("error: {e:#}");
        std::process::exit(1);
    }
}
