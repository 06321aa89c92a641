//! The paper's experiments (§9.5) as the flow-level cluster model
//! (netjoin_sim::cluster) computes them, at testbed and at paper scale, with
//! CSV and PNG output; at each point, what `--strategy auto` chooses,
//! decided by the production cost model on the point's data (`decide`). The measured points on Apache Ballista are `netjoin
//! cluster bench --testbed`. docs/EXPERIMENTS.md has the figures and the
//! commands.

pub mod calibration;
pub mod cli;
pub mod decide;
pub mod measured;
pub mod runner;
pub mod ssb_filters;

pub use cli::ExperimentArgs;
