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
}

fn main() {
    let cli = Cli::parse();
    let result: Result<()> = match cli.command {
        Command::Demo(a) => demo::run(a),
    };
    if let Err(e) = result {
        eprintln!("netjoin: error: {e:#}");
        std::process::exit(1);
    }
}
