//! NetJoin over real raw Ethernet: what the Ballista cluster's switch join
//! needs beneath its engine (docs/NETWORK.md).
//!
//! * [`testbed`]: network namespaces, veth links, a bridge and tbf shaping,
//!   and the detached processes `cluster up` starts in them;
//! * [`link`]: raw frames through pnet's datalink channel, with software
//!   impairments where the kernel has no netem;
//! * [`port_link`]: a process's switch port (the tasks of a Ballista executor) on a raw link;
//! * [`switchd`]: the switch engine on real interfaces;
//! * [`control_key`]: the key files of authenticated CONTROL;
//! * [`cli`]: clap argument structs for the `netjoin` binary.

pub mod cli;
pub mod control_key;
pub mod link;
pub mod port_link;
pub mod switchd;
pub mod testbed;

pub use port_link::{open_port, RawLinkPorts};
