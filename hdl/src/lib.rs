//! The NetJoin switch in rust-hdl. See docs/HDL.md.

pub mod bswap;
pub mod build_unit;
pub mod check_path;
pub mod clear_engine;
pub mod commit_stage;
pub mod control_decode;
pub mod control_path;
pub mod counter_bank;
pub mod emitter;
pub mod engine;
pub mod event_counters;
pub mod feeder;
pub mod fifo;
pub mod frame_divider;
pub mod frame_queue;
pub mod framer;
pub mod gen;
pub mod hash;
pub mod header_check;
pub mod lanes;
pub mod layout;
pub mod line_cache;
pub mod line_packer;
pub mod mem_port;
pub mod parser;
pub mod place;
pub mod port_arbiter;
pub mod probe_unit;
pub mod query_control;
pub mod read_arbiter;
pub mod read_issue;
pub mod reg_slice;
pub mod reply_writer;
pub mod seq_stamp;
pub mod sig;
pub mod source_table;
pub mod switch;
pub mod tb;
pub mod tuple_arbiter;

pub use switch::{generate, NetjoinSwitch};
// For `signature_consts!` expanded in other crates.
pub use netjoin_proto;
pub use rust_hdl;
