//! The whole-input star-join interface, for switches that are not driven
//! frame by frame in-process (the network testbed: `netjoin_experiments`'
//! `TestbedEngine`). Execution itself is DataFusion's plus
//! [`crate::node::SwitchStarJoinExec`].

use anyhow::Result;
use netjoin_host::StarJoinInput;

/// Hash used to partition values across workers in a shuffle (splitmix64).
pub fn partition_hash(v: i64) -> u64 {
    let mut z = (v as u64).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Something that executes a star join: the switch through the host crate,
/// or the local reference engine.
pub trait StarJoinEngine: Send + Sync {
    fn name(&self) -> &str;
    /// Flat result tuples, `signature.result_width()` bytes each.
    fn run(&self, input: &StarJoinInput) -> Result<Vec<u8>>;
}

