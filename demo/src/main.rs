//! `netjoin-demo`: the demo with the in-process behavioural switch only, so
//! that a fresh machine shows it without compiling DataFusion or the
//! Verilated RTL (`scripts/demo.sh`). `netjoin demo` takes the same
//! arguments and adds the RTL and the testbed.

use clap::Parser;

#[derive(Parser)]
#[command(
    name = "netjoin-demo",
    version,
    about = "Join a generated star schema on the in-process switch and check it row for row"
)]
struct Cli {
    #[command(flatten)]
    args: netjoin_demo::DemoArgs,
}

fn main() {
    let cli = Cli::parse();
    if let Err(e) = netjoin_demo::run(&cli.args, &netjoin_demo::Switches::default()) {
        eprintln!("netjoin-demo: error: {e:#}");
        std::process::exit(1);
    }
}
