//! The cluster's tests, in one binary (each test binary links DataFusion
//! and Ballista; the library has no unit-test build of its own for that
//! reason, and its module tests live here too).

mod common;
#[path = "cluster/rerun.rs"]
mod rerun;
#[path = "cluster/staged.rs"]
mod staged;
#[path = "cluster/standalone.rs"]
mod standalone;
#[path = "cluster/tls.rs"]
mod tls;
#[path = "cluster/tls_files.rs"]
mod tls_files;
