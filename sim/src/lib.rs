//! Simulation side of NetJoin.
//!
//! [`SwitchModel`] is the behavioural switch: the semantics of
//! docs/PROTOCOL.md executed frame by frame. The RTL in hdl/ must agree with
//! it bit for bit on result frames, memory image and counters; it is also the
//! switch used when no FPGA is attached.

pub mod cluster;
pub mod ddr;
mod fastpath;
pub mod model;
pub mod sram;

pub use model::{Emitted, FilterBits, PreparedProbe, SwitchConfig, SwitchModel};
