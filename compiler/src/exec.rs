//! The interface of switches reached outside this crate (the network
//! testbed). Execution itself is DataFusion's plus
//! [`crate::node::SwitchStarJoinExec`].

use anyhow::Result;
use netjoin_host::inp::StreamingStarJoin;
use netjoin_host::RunOptions;
use netjoin_proto::Signature;

/// Hash used to partition values across workers in a shuffle (splitmix64).
pub fn partition_hash(v: i64) -> u64 {
    let mut z = (v as u64).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A switch the compiler cannot open itself, started by the program that
/// links it: the network testbed's switchd (`netjoin_experiments`'
/// `TestbedEngine`). Like the in-process switches it streams: `start`
/// configures the switch and runs the build phase, the probe side then goes
/// through the returned session batch by batch.
pub trait RemoteSwitch: Send + Sync {
    fn name(&self) -> &str;
    /// `dims[t][w]`: worker w's flat build tuples of table t; `opts` gives
    /// the frame size and bucket count the plan asks for.
    fn start(&self, sig: Signature, dims: &[Vec<Vec<u8>>], opts: &RunOptions) -> Result<Box<dyn StreamingStarJoin>>;
}
