//! The NetJoin switch in rust-hdl. See docs/HDL.md.

pub mod bswap;
pub mod fifo;
pub mod hash;
pub mod parser;
pub mod sig;
pub mod tb;
