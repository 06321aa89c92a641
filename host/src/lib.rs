//! Host side of NetJoin: workers that turn table partitions into frames, the
//! coordinator that drives a query through a switch, the sink that collects
//! and finishes results, and an independent reference join to check them.
//!
//! Nothing here depends on rust-hdl: a switch is anything that implements
//! [`engine::SwitchEngine`] (the behavioural model, the Verilator RTL) or a
//! raw-Ethernet link to one ([`port`], driven by `netjoin_net`).

pub mod control_client;
pub mod coordinator;
pub mod engine;
pub mod epoch;
pub mod gbn;
pub mod hub;
pub mod inp;
pub mod pcap;
pub mod port;
pub mod random;
pub mod reference;
pub mod sink;
pub mod sizing;
pub mod star;
mod switch_kind;
pub mod task;
pub mod worker;

pub use inp::{run_in_process, RunOptions, RunReport, StarJoinInput, StarJoinOutput};
pub use switch_kind::SwitchKind;
