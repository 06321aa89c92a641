//! The in-network star join inside Apache Ballista.
//!
//! Ballista is the distributed engine for DataFusion plans: a scheduler
//! plans each query and cuts it into stages, executors run the stages'
//! tasks and exchange intermediate results through shuffle files. This
//! crate makes netjoin's switch join a plan inside it, not a program beside
//! it:
//!
//! * [`session`]: the session state scheduler, executors and clients share:
//!   netjoin's star-join rule and [`distribute::DistributeSwitchJoins`] in
//!   the scheduler's physical optimizer, [`codec::SwitchCodec`] on the wire;
//!   a standalone cluster (scheduler and executors in this process, for tests
//!   and one machine) and a client of a remote scheduler;
//! * [`distribute`]: the switch join as Ballista stages, in one of two forms
//!   ([`SwitchForm`]): shared (one build stage per dimension read by the
//!   probe tasks of one process, which share a switch session) or staged
//!   (set-up, build and probe tasks each talking to the switch over their
//!   own executor's link: the form that runs across processes); the fact
//!   is never shuffled;
//! * [`codec`]: the switch node on Ballista's wire;
//! * [`tls`]: mutual TLS between scheduler, executors and clients;
//! * [`rerun`]: the scheduler's task launcher, which fails a job rather than
//!   let Ballista 55 run one of its stages twice (whose consumers would read
//!   both attempts' outputs), so that its client submits it again.
//!
//! With `Strategy::Shuffle` the same session runs Ballista's own distributed
//! plan (hash repartitions through shuffle files): the baseline.

pub mod codec;
pub mod distribute;
pub mod process;
pub mod rerun;
pub mod session;
pub mod tls;

pub use codec::SwitchCodec;
pub use distribute::DistributeSwitchJoins;
pub use session::{
    cluster_state, cluster_state_tls, cluster_state_with, remote, remote_with, standalone,
    standalone_with, SwitchForm,
};
