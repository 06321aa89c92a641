//! NetJoin over real raw Ethernet.
//!
//! * [`testbed`]: network namespaces, veth links, a bridge and netem shaping;
//! * [`link`]: raw frames through pnet's datalink channel;
//! * [`port_link`]: a process's switch port (the tasks of a Ballista executor) on a raw link;
//! * [`switchd`]: the switch engine on real interfaces;
//! * [`agent`]: the worker process (TCP control, go-back-N sender);
//! * [`auth`]: the shared secret, the handshake and the per-message MACs of the TCP channels;
//! * [`coord`]: the networked coordinator and sink;
//! * [`floor`]: what the kernel alone carries on the bench's path (no protocol, no model);
//! * [`shuffle`]: the shuffle-join baseline among the workers over TCP;
//! * [`cli`]: clap argument structs for the `netjoin` binary.
//!
//! docs/NETWORK.md describes the design.

pub mod agent;
pub mod auth;
pub mod calibration;
pub mod cli;
pub mod coord;
pub mod ctl;
pub mod floor;
pub mod link;
pub mod port_link;
pub mod shuffle;
pub mod switchd;
pub mod testbed;

pub use coord::{
    run_networked, run_on_testbed, run_on_testbed_report, start_on_testbed, Cluster, NetOptions,
    NetReport, NetSession, RunEvent,
};
pub use port_link::{open_port, RawLinkPorts};
