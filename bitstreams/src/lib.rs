//! The catalog of pre-built switch pipelines.
//!
//! An FPGA cannot be resynthesised for every query, so the switch comes with
//! a fixed set of pipelines ("signatures": key and value width, number of
//! tables), one directory each under `bitstreams/<id>/`:
//!
//! * `netjoin_switch.v` and `units/*.v`: Verilog generated from hdl/;
//! * `manifest.toml`: parameters, memory layout, clock and ports, the
//!   sha256 of the Verilog, the expected throughput (measured with the RTL
//!   benchmark) and the resource summary (see [`manifest`]);
//! * `resources.txt`: the Yosys `synth_xilinx` report for the NetFPGA SUME's
//!   XC7VX690T (see [`synth`]).
//!
//! Each signature is a separate instance of hdl/src's signature-dependent
//! modules (build and probe units, engine, framer, emitter, top level),
//! compiled against its own `sig` constants ([`netjoin_hdl::signature_consts`]),
//! one file each in src/rtl/. A pipeline may keep several query contexts
//! (PROTOCOL.md §5.5): its id then ends in `c{N}` ([`Pipeline`]).

pub mod manifest;
pub mod ops;
pub mod synth;

pub use netjoin_catalog::Pipeline;
use netjoin_proto::Signature;

/// hdl/src's signature-dependent modules, compiled against the `sig` module
/// beside the invocation (one file per signature in src/rtl/).
#[macro_export]
macro_rules! rtl_modules {
    () => {
        pub use netjoin_hdl::{
            bswap, clear_engine, counter_bank, fifo, frame_divider, frame_queue, framer_events,
            gen, hash, layout, line_cache, mem_port, mgmt_regs, parser, place, port_arbiter,
            read_arbiter, reg_slice, seq_stamp, siphash, source_table,
        };
        #[path = "../../../hdl/src/bucket_lookup.rs"]
        pub mod bucket_lookup;
        #[path = "../../../hdl/src/build_unit.rs"]
        pub mod build_unit;
        #[path = "../../../hdl/src/check_path.rs"]
        pub mod check_path;
        #[path = "../../../hdl/src/commit_stage.rs"]
        pub mod commit_stage;
        #[path = "../../../hdl/src/completions.rs"]
        pub mod completions;
        #[path = "../../../hdl/src/control_decode.rs"]
        pub mod control_decode;
        #[path = "../../../hdl/src/control_path.rs"]
        pub mod control_path;
        #[path = "../../../hdl/src/emitter.rs"]
        pub mod emitter;
        #[path = "../../../hdl/src/engine.rs"]
        pub mod engine;
        #[path = "../../../hdl/src/event_counters.rs"]
        pub mod event_counters;
        #[path = "../../../hdl/src/feeder.rs"]
        pub mod feeder;
        #[path = "../../../hdl/src/filter.rs"]
        pub mod filter;
        #[path = "../../../hdl/src/framer.rs"]
        pub mod framer;
        #[path = "../../../hdl/src/header_check.rs"]
        pub mod header_check;
        #[path = "../../../hdl/src/lanes.rs"]
        pub mod lanes;
        #[path = "../../../hdl/src/line_packer.rs"]
        pub mod line_packer;
        #[path = "../../../hdl/src/mem_channel.rs"]
        pub mod mem_channel;
        #[path = "../../../hdl/src/onchip_store.rs"]
        pub mod onchip_store;
        #[path = "../../../hdl/src/probe_unit.rs"]
        pub mod probe_unit;
        #[path = "../../../hdl/src/query_control.rs"]
        pub mod query_control;
        #[path = "../../../hdl/src/read_issue.rs"]
        pub mod read_issue;
        #[path = "../../../hdl/src/reply_writer.rs"]
        pub mod reply_writer;
        #[path = "../../../hdl/src/switch.rs"]
        pub mod switch;
        #[path = "../../../hdl/src/table_units.rs"]
        pub mod table_units;
        #[path = "../../../hdl/src/tuple_arbiter.rs"]
        pub mod tuple_arbiter;
        #[path = "../../../hdl/src/tx_port.rs"]
        pub mod tx_port;
        #[path = "../../../hdl/src/tx_room.rs"]
        pub mod tx_room;
    };
}

/// The instances, one per pipeline.
#[allow(dead_code, clippy::all)]
pub mod rtl {
    pub mod k4v4t2;
    pub mod k4v4t3;
    pub mod k4v4t4;
    pub mod k4v8t3;
    pub mod k8v16t1;
    pub mod k8v16t2;
    pub mod k8v16t3;
    pub mod k8v16t4;
    pub mod k8v8t1;
    pub mod k8v8t2;
    pub mod k8v8t3;
    pub mod k8v8t3c2;
    pub mod k8v8t4;
}

/// One catalog entry and how to generate its Verilog.
#[derive(Clone, Copy)]
pub struct Entry {
    pub signature: Signature,
    /// Query contexts (PROTOCOL.md §5.5): 1, 2 or 4.
    pub contexts: u8,
    /// The whole switch (`netjoin_switch`); call through [`Entry::switch_verilog`].
    switch_fn: fn() -> String,
    /// The units as stand-alone modules (`units/<name>.v`); call through
    /// [`Entry::units_verilog`].
    units_fn: fn() -> Vec<(&'static str, String)>,
}

/// Stack for rust-hdl's Verilog generation, which recurses over the whole
/// design: the v2 datapath (wide gather, 64-line look-ahead) overflows the
/// 2 MiB of a test thread, so generation runs on a thread of its own.
const GENERATION_STACK: usize = 256 << 20;

fn on_generation_stack<T: Send + 'static>(f: fn() -> T) -> T {
    std::thread::Builder::new()
        .name("verilog-generation".into())
        .stack_size(GENERATION_STACK)
        .spawn(f)
        .expect("spawning the Verilog generation thread")
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

impl Entry {
    /// The pipeline id: `k8v8t3`, or `k8v8t3c2` with two query contexts.
    pub fn id(&self) -> String {
        self.pipeline().id()
    }
    /// The signature and query contexts.
    pub fn pipeline(&self) -> Pipeline {
        Pipeline::new(self.signature, self.contexts).expect("1, 2 or 4 contexts")
    }
    /// The whole switch's Verilog (`netjoin_switch`).
    pub fn switch_verilog(&self) -> String {
        on_generation_stack(self.switch_fn)
    }
    /// The units' Verilog, one stand-alone module each.
    pub fn units_verilog(&self) -> Vec<(&'static str, String)> {
        on_generation_stack(self.units_fn)
    }
}

macro_rules! entry {
    ($id:ident) => {{
        use rtl::$id as m;
        m::sig::check();
        Entry {
            signature: m::sig::signature(),
            contexts: m::sig::CONTEXTS as u8,
            switch_fn: m::switch::generate,
            units_fn: || {
                m::gen::units_of(
                    m::build_unit::BuildUnit::default(),
                    m::probe_unit::ProbeUnit::default(),
                )
            },
        }
    }};
}

/// Every pipeline the hdl/ datapath is built for: 8-byte keys with 8- or
/// 16-byte values, 1 to 4 tables, and for star joins whose keys fit in 32
/// bits 4-byte keys with 4-byte values (row numbers in 32 bits) over 2 to
/// 4 tables or with 8-byte values over 3 (why these: docs/BITSTREAMS.md),
/// each with one query context; and k8v8t3 with two (k8v8t3c2,
/// PROTOCOL.md §5.5).
pub fn catalog() -> Vec<Entry> {
    vec![
        entry!(k8v8t1),
        entry!(k8v8t2),
        entry!(k8v8t3),
        entry!(k8v8t4),
        entry!(k8v16t1),
        entry!(k8v16t2),
        entry!(k8v16t3),
        entry!(k8v16t4),
        entry!(k4v4t2),
        entry!(k4v4t3),
        entry!(k4v4t4),
        entry!(k4v8t3),
        entry!(k8v8t3c2),
    ]
}

/// The entry with this id.
pub fn find(id: &str) -> Option<Entry> {
    catalog().into_iter().find(|e| e.id() == id)
}

/// Hex sha256 of `bytes`.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
