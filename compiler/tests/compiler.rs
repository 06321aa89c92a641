//! The compiler's tests, in one binary (each test binary links DataFusion).

#[path = "compiler/catalog.rs"]
mod catalog;
#[path = "compiler/errors.rs"]
mod errors;
#[path = "compiler/local_calibration.rs"]
mod local_calibration;
#[path = "compiler/paper.rs"]
mod paper;
#[path = "compiler/properties.rs"]
mod properties;
#[path = "compiler/requirements.rs"]
mod requirements;
#[path = "compiler/shared_build.rs"]
mod shared_build;
#[path = "compiler/star.rs"]
mod star;
#[path = "compiler/tpch_ssb.rs"]
mod tpch_ssb;
#[path = "compiler/widths.rs"]
mod widths;

use netjoin_compiler::SignatureCatalog;
use netjoin_proto::Signature;

/// Every key width, value width and table count, for model tests that are
/// not about which pipelines exist.
pub fn wide_catalog() -> SignatureCatalog {
    let mut signatures = Vec::new();
    for k in [4u8, 8] {
        for v in [8u16, 16, 32, 64, 128] {
            for t in 1u8..=4 {
                signatures.push(Signature::new(k, v, t).unwrap());
            }
        }
    }
    SignatureCatalog::of(signatures, "test")
}
