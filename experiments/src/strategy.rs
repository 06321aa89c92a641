//! `--strategy shuffle|inp|auto` for `netjoin run`: a star join executed on
//! the namespace testbed either as the shuffle-join baseline over the bridge
//! or in the network through switchd; `auto` asks the calibrated flow-level
//! model (netjoin_sim::cluster with the fixed costs and rates of
//! [`Calibration`]: `$NETJOIN_CALIBRATION`, else the values recorded on the
//! development machine) at the testbed's link rate which is faster.

use anyhow::{anyhow, bail, Result};
use netjoin_host::StarJoinInput;
use netjoin_net::shuffle::{run_shuffle_on_testbed, ShuffleOptions};
use netjoin_net::run_on_testbed_report;
use crate::calibrate::{max_payload, net_options, workload_of, Calibration};
use netjoin_sim::cluster::{inp_join, shuffle_join};
use std::path::PathBuf;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Strategy {
    /// Classical distributed hash join: shuffle over TCP among the workers.
    Shuffle,
    /// In-network join on the switch.
    Inp,
    /// Whichever the model predicts faster.
    Auto,
}

/// The calibrated model's prediction (seconds) of both strategies for `input`
/// on links of `rate_bps` (the sink at workers × rate) with frames of `mtu`.
pub fn predict(input: &StarJoinInput, rate_bps: f64, mtu: u32, cal: &Calibration) -> (f64, f64) {
    let w = workload_of(input);
    let dim_rows = (0..input.signature.t()).map(|t| input.dim_rows(t)).max().unwrap_or(0) as f64;
    let c = cal.testbed_spec(input.workers, rate_bps, max_payload(mtu), dim_rows);
    (shuffle_join(&c, &w).seconds, inp_join(&c, &w).seconds)
}

/// Resolves `auto` with the model.
pub fn choose(strategy: Strategy, input: &StarJoinInput, rate_bps: f64, mtu: u32, cal: &Calibration) -> Strategy {
    match strategy {
        Strategy::Auto => {
            let (s, i) = predict(input, rate_bps, mtu, cal);
            if i < s {
                Strategy::Inp
            } else {
                Strategy::Shuffle
            }
        }
        s => s,
    }
}

/// Runs a star join on the testbed `prefix` with `strategy`; returns the
/// RESULT-layout tuples and the strategy used. `exe`: binary with the `agent`
/// and `switchd` subcommands (default: the current executable).
pub fn run_strategy(input: &StarJoinInput, strategy: Strategy, prefix: &str, exe: Option<PathBuf>) -> Result<(Vec<u8>, Strategy)> {
    let tb = netjoin_net::testbed::load_state(prefix).ok_or_else(|| anyhow!("testbed `{prefix}` is not up: `netjoin testbed up --workers {}`", input.workers))?;
    let rate = tb.rate_bps.unwrap_or(10_000_000_000) as f64;
    let s = choose(strategy, input, rate, tb.mtu, &Calibration::from_env()?);
    match s {
        Strategy::Shuffle => Ok((run_shuffle_on_testbed(input, &ShuffleOptions { prefix: prefix.into(), exe, ..ShuffleOptions::default() })?.results, s)),
        // The experiments' coordinator settings (rounds, window, frame size), which the model assumes.
        Strategy::Inp => Ok((run_on_testbed_report(input, &net_options(&tb, &exe, tb.mtu))?.0.results, s)),
        Strategy::Auto => bail!("internal: auto not resolved"),
    }
}

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
        let tb = netjoin_net::testbed::load_state(&self.prefix)
            .ok_or_else(|| anyhow!("testbed `{}` is not up: `netjoin testbed up --workers {workers}`", self.prefix))?;
        // The experiments' coordinator settings (rounds, window), with the
        // plan's frame size if it is below what the testbed's MTU carries.
        let mut net = net_options(&tb, &self.exe, tb.mtu);
        net.max_payload = net.max_payload.min(opts.max_payload);
        net.bucket_bits = opts.bucket_bits;
        net.query_id = opts.query_id;
        net.token = opts.token;
        Ok(Box::new(netjoin_net::start_on_testbed(sig, dims, &net)?))
    }
}
