//! The manifests' definition and reader are `netjoin-catalog`'s; what is
//! generated from hdl/ is here.

pub use netjoin_catalog::Pipeline;
pub use netjoin_catalog::{Hardware, Layout, Manifest, Resources, Throughput, CLOCK_MHZ, PORTS};

/// The generated part of the manifest of pipeline `p` whose Verilog has
/// `verilog_sha256`: the table memory is hdl/'s (all contexts together).
pub fn generated(p: Pipeline, verilog_sha256: &str) -> Manifest {
    Manifest::for_pipeline(p, verilog_sha256, netjoin_hdl::sig::MEMORY_LINES)
}
