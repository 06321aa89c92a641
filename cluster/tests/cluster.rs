//! The cluster's tests, in one binary (each test binary links DataFusion
//! and Ballista).

mod common;
#[path = "cluster/staged.rs"]
mod staged;
#[path = "cluster/standalone.rs"]
mod standalone;
#[path = "cluster/tls.rs"]
mod tls;
