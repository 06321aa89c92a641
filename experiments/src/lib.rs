//! The paper's experiments (§9.5) on the namespace testbed: the shuffle-join
//! baseline (netjoin_net::shuffle) against the in-network join, with CSV and
//! PNG output, CPU and link utilisation, and the flow-level cluster model
//! (netjoin_sim::cluster) at testbed and at paper scale. docs/EXPERIMENTS.md
//! has the figures and the commands.

pub mod calibrate;
pub mod cli;
pub mod runner;
pub mod saturation;
pub mod sysstat;

pub use cli::ExperimentArgs;
