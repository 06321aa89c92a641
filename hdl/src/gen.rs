//! Verilog generation: the whole switch (`switch::generate`) and its units
//! as separate modules for unit-level work (see docs/HDL.md §3).

use rust_hdl::prelude::*;

/// Verilog of one block, top module renamed to `name`.
pub fn verilog_of<B: Block>(mut b: B, name: &str) -> String {
    b.connect_all();
    generate_verilog(&b).replace("module top(", &format!("module {name}("))
}

/// The units of this crate's signature (k8v8t3).
pub fn units() -> Vec<(&'static str, String)> {
    units_of(
        crate::build_unit::BuildUnit::default(),
        crate::probe_unit::ProbeUnit::default(),
    )
}

/// The units, given the signature-dependent ones (the catalog crate calls
/// this for each of its signatures).
pub fn units_of<B: Block, P: Block>(build_unit: B, probe_unit: P) -> Vec<(&'static str, String)> {
    vec![
        (
            "netjoin_parser",
            verilog_of(
                crate::parser::Parser::new(netjoin_proto::Mac::local(0xFFFF).0),
                "netjoin_parser",
            ),
        ),
        (
            "netjoin_build_unit",
            verilog_of(build_unit, "netjoin_build_unit"),
        ),
        (
            "netjoin_probe_unit",
            verilog_of(probe_unit, "netjoin_probe_unit"),
        ),
        (
            "netjoin_mem_port",
            verilog_of(crate::mem_port::MemPort::default(), "netjoin_mem_port"),
        ),
    ]
}
