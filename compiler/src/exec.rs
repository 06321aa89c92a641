//! The interface of switches reached outside this crate (the network
//! testbed). Execution itself is DataFusion's plus
//! [`crate::node::SwitchStarJoinExec`].

use anyhow::Result;
use netjoin_host::inp::StreamingStarJoin;
use netjoin_host::RunOptions;
use netjoin_proto::Signature;

/// A switch the compiler cannot open itself, started by the program that
/// links it: the network testbed's switchd (the `netjoin` binary's
/// `TestbedEngine`). Like the in-process switches it streams: `start`
/// configures the switch and runs the build phase, the probe side then goes
/// through the returned session batch by batch.
pub trait RemoteSwitch: Send + Sync {
    fn name(&self) -> &str;
    /// `dims[t][w]`: worker w's flat build tuples of table t; `opts` gives
    /// the frame size and bucket count the plan asks for.
    fn start(
        &self,
        sig: Signature,
        dims: &[Vec<Vec<u8>>],
        opts: &RunOptions,
    ) -> Result<Box<dyn StreamingStarJoin>>;
}
