//! `netjoin`: the command-line front end.

mod bench_strategies;
mod bitstreams;
mod calibrate;
mod cluster;
mod demo;
mod ssb_shapes;

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
    Demo(demo::DemoCmd),
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
    /// Write a new random control key file for switchd and its clients (--key-file).
    Keygen(netjoin_net::cli::KeygenArgs),
    /// The Apache Ballista cluster: `bench` times the star join on it.
    Cluster(cluster::ClusterArgs),
    /// The catalog of pre-built pipelines: list, build (from hdl/), verify.
    Bitstreams(bitstreams::BitstreamsArgs),
    /// Fit the in-process time model (`run`/`explain --calibration`) to star joins measured on this host.
    Calibrate(netjoin_compiler::local_calibration::CalibrateArgs),
    /// Time the SSB and TPC-H queries in-process with --strategy shuffle, inp and auto.
    BenchStrategies(bench_strategies::BenchArgs),
    /// Measure the star join of each SSB query on generated data (for `rtl-bench --ssb`).
    SsbShapes(ssb_shapes::ShapesArgs),
    /// Plot `rtl-bench --ssb … --json` runs: rate over link bound with and without filters.
    SsbPlot(ssb_shapes::PlotArgs),
}

/// A calibration given to a cluster's client would price nothing: the
/// scheduler plans, with the calibration `cluster up --calibration` gave it.
fn no_calibration_on_a_cluster(m: &netjoin_compiler::cli::ModelArgs) -> Result<()> {
    if let Some(c) = &m.calibration {
        anyhow::bail!(
            "--calibration {} is the in-process time model's; with --cluster the scheduler prices plans \
             with the calibration `cluster up --calibration` gave it",
            c.display()
        );
    }
    Ok(())
}

/// `netjoin run`: the compiler's arguments, locally or on a cluster.
#[derive(clap::Args)]
struct RunCmd {
    #[command(flatten)]
    args: netjoin_compiler::cli::RunArgs,
    /// Run the query as an Apache Ballista job: `standalone` starts a
    /// scheduler and an executor (`--workers` task slots) in this process.
    /// With the switch, each dimension is a build stage and the fact's own
    /// stage probes; with `--strategy shuffle`, Ballista's own plan.
    #[arg(long, value_name = "TARGET", value_parser = cluster::parse_target)]
    cluster: Option<cluster::ClusterTarget>,
    #[command(flatten)]
    tls: ClientTls,
}

/// How a client reaches a scheduler that speaks mutual TLS.
#[derive(clap::Args)]
struct ClientTls {
    /// With --cluster df://URL: the directory with the client's TLS files
    /// (`ca.pem`, `client.pem`, `client.key`, as `cluster up` makes them).
    /// Default: $NETJOIN_CLUSTER_TLS, else the certificates of the cluster
    /// `cluster up` recorded with that scheduler URL, else plain gRPC.
    #[arg(long, value_name = "DIR", requires = "cluster")]
    tls_dir: Option<std::path::PathBuf>,
}

impl ClientTls {
    fn install(&self) -> Result<()> {
        if let Some(d) = &self.tls_dir {
            if !d.is_dir() {
                anyhow::bail!("--tls-dir {}: not a directory", d.display());
            }
            netjoin_cluster::tls::use_client_dir(d.clone());
        }
        Ok(())
    }
}

/// `netjoin explain`: the compiler's arguments, locally or on a cluster.
#[derive(clap::Args)]
struct ExplainCmd {
    #[command(flatten)]
    args: netjoin_compiler::cli::ExplainArgs,
    /// Print the distributed plan of an Apache Ballista job instead:
    /// `standalone` plans on a scheduler in this process; its stages, the
    /// switch node and the star-join decisions.
    #[arg(long, value_name = "TARGET", value_parser = cluster::parse_target)]
    cluster: Option<cluster::ClusterTarget>,
    #[command(flatten)]
    tls: ClientTls,
}

/// The switch only the binary links: the RTL under Verilator.
fn hooks() -> netjoin_compiler::cli::Hooks {
    netjoin_compiler::cli::Hooks {
        rtl: Some(Arc::new(|| -> Result<(Box<dyn netjoin_host::engine::SwitchEngine>, netjoin_proto::Mac)> {
            let e = demo::RtlEngine::open(None)?;
            Ok((
                Box::new(e) as Box<dyn netjoin_host::engine::SwitchEngine>,
                netjoin_sim::SwitchConfig::default().mac,
            ))
        })),
        rtl_signatures: Some(netjoin_rtl::available_signatures().iter().map(|s| s.to_string()).collect()),
    }
}

fn main() {
    let cli = Cli::parse();
    let result: Result<()> = match cli.command {
        Command::Demo(a) => demo::run(&a),
        Command::Explain(a) => match &a.cluster {
            Some(target) => no_calibration_on_a_cluster(&a.args.model)
                .and_then(|()| a.tls.install())
                .and_then(|()| cluster::explain(&a.args, target, &hooks())),
            None => a.args.run_with(&hooks()),
        },
        Command::Run(a) => match &a.cluster {
            Some(target) => no_calibration_on_a_cluster(&a.args.model)
                .and_then(|()| a.tls.install())
                .and_then(|()| cluster::run(&a.args, target, &hooks())),
            None => a.args.run_with(&hooks()),
        },
        Command::Experiment(a) => a.run().map(|_| ()),
        Command::Gen(a) => a.run(),
        Command::Testbed(a) => a.run(),
        Command::Switchd(a) => a.run_with(Some(&|_ports| -> Result<
            Box<dyn netjoin_host::engine::SwitchEngine>,
        > {
            Ok(Box::new(demo::RtlEngine::open(None)?))
        })),
        Command::Keygen(a) => a.run(),
        Command::Bitstreams(a) => a.run(),
        Command::Cluster(a) => a.run(),
        Command::Calibrate(a) => calibrate::run(&a, &hooks()),
        Command::BenchStrategies(a) => bench_strategies::run(&a, &hooks()),
        Command::SsbShapes(a) => ssb_shapes::run(&a),
        Command::SsbPlot(a) => ssb_shapes::plot(&a),
    };
    if let Err(e) = result {
        eprintln!("netjoin: error: {e:#}");
        std::process::exit(1);
    }
}
