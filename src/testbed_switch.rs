//! `--switch testbed` for `netjoin run` and `explain`: the compiler's
//! star-join node streams through switchd on the namespace testbed, driven
//! by the testbed's coordinator (`netjoin_net::coord`).

use anyhow::{anyhow, Result};
use std::path::PathBuf;

/// `netjoin run --switch testbed`: the compiler's star-join node streams
/// through switchd on the testbed `prefix` (in-network; the shuffle baseline
/// is `--strategy shuffle`, which DataFusion runs itself).
pub struct TestbedEngine {
    pub prefix: String,
    pub exe: Option<PathBuf>,
}

impl netjoin_compiler::exec::RemoteSwitch for TestbedEngine {
    fn name(&self) -> &str {
        "testbed: in-network (switchd)"
    }
    fn start(
        &self,
        sig: netjoin_proto::Signature,
        dims: &[Vec<Vec<u8>>],
        opts: &netjoin_host::RunOptions,
    ) -> Result<Box<dyn netjoin_host::inp::StreamingStarJoin>> {
        let workers = dims.first().map_or(0, Vec::len);
        let tb = netjoin_net::testbed::load_state(&self.prefix).ok_or_else(|| {
            anyhow!(
                "testbed `{}` is not up: `netjoin testbed up --workers {workers}`",
                self.prefix
            )
        })?;
        // The calibrated coordinator settings (rounds, window), with the
        // plan's frame size if it is below what the testbed's MTU carries.
        let mut net = netjoin_net::calibration::net_options(&tb, &self.exe, tb.mtu);
        net.max_payload = net.max_payload.min(opts.max_payload);
        net.bucket_bits = opts.bucket_bits;
        net.query_id = opts.query_id;
        net.token = opts.token;
        Ok(Box::new(netjoin_net::start_on_testbed(sig, dims, &net)?))
    }
}
