//! The switch RTL with one query context (`signature_consts!(8, 8, 3)`,
//! N = 1, the catalog's pipelines): the signature-dependent modules
//! compiled again against that `sig`, as the catalog crate does
//! (bitstreams/src/lib.rs, `rtl_modules!`), their unit tests run with one
//! context, and the whole switch built and checked. The crate's own build
//! (k8v8t3c2) has two contexts; this keeps N = 1 compiling and working.

#![allow(dead_code)]
// With one context the loops over the other contexts (`1..CONTEXTS`) and
// over the counter banks (`0..BANKS`) are empty by design.
#![allow(clippy::reversed_empty_ranges)]

// (the modules' own tests reach the bench helpers as `crate::tb`)
pub use netjoin_hdl::tb;

pub mod sig {
    netjoin_hdl::signature_consts!(8, 8, 3);
}
pub use netjoin_hdl::{
    bswap, clear_engine, counter_bank, fifo, frame_divider, frame_queue, framer_events, gen, hash,
    layout, line_cache, mem_port, mgmt_regs, parser, place, port_arbiter, read_arbiter, reg_slice,
    seq_stamp, siphash, source_table,
};
#[path = "../src/bucket_lookup.rs"]
pub mod bucket_lookup;
#[path = "../src/build_unit.rs"]
pub mod build_unit;
#[path = "../src/check_path.rs"]
pub mod check_path;
#[path = "../src/commit_stage.rs"]
pub mod commit_stage;
#[path = "../src/completions.rs"]
pub mod completions;
#[path = "../src/control_decode.rs"]
pub mod control_decode;
#[path = "../src/control_path.rs"]
pub mod control_path;
#[path = "../src/emitter.rs"]
pub mod emitter;
#[path = "../src/engine.rs"]
pub mod engine;
#[path = "../src/event_counters.rs"]
pub mod event_counters;
#[path = "../src/feeder.rs"]
pub mod feeder;
#[path = "../src/filter.rs"]
pub mod filter;
#[path = "../src/framer.rs"]
pub mod framer;
#[path = "../src/header_check.rs"]
pub mod header_check;
#[path = "../src/lanes.rs"]
pub mod lanes;
#[path = "../src/line_packer.rs"]
pub mod line_packer;
#[path = "../src/mem_channel.rs"]
pub mod mem_channel;
#[path = "../src/onchip_store.rs"]
pub mod onchip_store;
#[path = "../src/probe_unit.rs"]
pub mod probe_unit;
#[path = "../src/query_control.rs"]
pub mod query_control;
#[path = "../src/read_issue.rs"]
pub mod read_issue;
#[path = "../src/reply_writer.rs"]
pub mod reply_writer;
#[path = "../src/switch.rs"]
pub mod switch;
#[path = "../src/table_units.rs"]
pub mod table_units;
#[path = "../src/tuple_arbiter.rs"]
pub mod tuple_arbiter;
#[path = "../src/tx_port.rs"]
pub mod tx_port;
#[path = "../src/tx_room.rs"]
pub mod tx_room;

#[test]
fn one_context_switch_builds_and_passes_the_design_check() {
    use rust_hdl::prelude::*;
    assert_eq!((sig::CONTEXTS, sig::CTX_BITS), (1, 0));
    assert_eq!(sig::FILTER_RAM_BITS, 18);
    let mut sw = Box::new(switch::NetjoinSwitch::new());
    sw.connect_all();
    check_all(sw.as_mut()).expect("design check");
}
