//! The manifests' definition and reader are `netjoin-catalog`'s; what is
//! generated from hdl/ is here.

pub use netjoin_catalog::{Hardware, Layout, Manifest, Resources, Throughput, CLOCK_MHZ, PORTS};
use netjoin_proto::Signature;

/// The generated part of the manifest of `sig` whose Verilog has
/// `verilog_sha256`: the table memory is hdl/'s.
pub fn generated(sig: Signature, verilog_sha256: &str) -> Manifest {
    Manifest::for_signature(sig, verilog_sha256, netjoin_hdl::sig::MEMORY_LINES)
}
