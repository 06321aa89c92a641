//! Verilog generation for the units that exist so far (see docs/HDL.md §3).

use rust_hdl::prelude::*;

/// Verilog of one block, top module renamed to `name`.
pub fn verilog_of<B: Block>(mut b: B, name: &str) -> String {
    b.connect_all();
    generate_verilog(&b).replace("module top(", &format!("module {name}("))
}

pub fn units() -> Vec<(&'static str, String)> {
    vec![
        ("netjoin_parser", verilog_of(crate::parser::Parser::new(netjoin_proto::Mac::local(0xFFFF).0), "netjoin_parser")),
        ("netjoin_build_unit", verilog_of(crate::build_unit::BuildUnit::default(), "netjoin_build_unit")),
        ("netjoin_probe_unit", verilog_of(crate::probe_unit::ProbeUnit::default(), "netjoin_probe_unit")),
        ("netjoin_mem_port", verilog_of(crate::mem_port::MemPort::default(), "netjoin_mem_port")),
    ]
}
