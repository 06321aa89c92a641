//! `--strategy shuffle|inp|auto` for `netjoin run`: a star join executed on
//! the namespace testbed either as the shuffle-join baseline over the bridge
//! or in the network through switchd; `auto` asks the flow-level model
//! (netjoin_sim::cluster) with the testbed's link rate which is faster.

use anyhow::{anyhow, bail, Result};
use netjoin_host::star::shuffle_shares;
use netjoin_host::StarJoinInput;
use netjoin_net::shuffle::{run_shuffle_on_testbed, ShuffleOptions};
use netjoin_net::{run_on_testbed_report, NetOptions};
use netjoin_sim::cluster::{inp_join, shuffle_join, ClusterSpec, StarWorkload};
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

/// The model's prediction (seconds) of both strategies for `input` on links of `rate_bps`.
pub fn predict(input: &StarJoinInput, rate_bps: f64) -> (f64, f64) {
    let sig = input.signature;
    let n = input.workers;
    let dims: Vec<(f64, f64)> = (0..sig.t()).map(|t| (input.dim_rows(t) as f64, sig.build_width() as f64)).collect();
    let w = StarWorkload { fact_rows: input.fact_rows() as f64, fact_width: sig.probe_width() as f64, dims, value_width: sig.v() as f64, shares: shuffle_shares(input, 0, n), match_frac: 1.0 };
    let sh = ClusterSpec { workers: n, link_bps: rate_bps, efficiency: 0.95, ..ClusterSpec::default() };
    let inp = ClusterSpec { workers: n, link_bps: rate_bps, sink_bps: Some(rate_bps * n as f64), efficiency: 0.9, ..ClusterSpec::default() };
    (shuffle_join(&sh, &w).seconds, inp_join(&inp, &w).seconds)
}

/// Resolves `auto` with the model.
pub fn choose(strategy: Strategy, input: &StarJoinInput, rate_bps: f64) -> Strategy {
    match strategy {
        Strategy::Auto => {
            let (s, i) = predict(input, rate_bps);
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
    let s = choose(strategy, input, rate);
    match s {
        Strategy::Shuffle => Ok((run_shuffle_on_testbed(input, &ShuffleOptions { prefix: prefix.into(), exe, ..ShuffleOptions::default() })?.results, s)),
        Strategy::Inp => Ok((run_on_testbed_report(input, &NetOptions { prefix: prefix.into(), exe, ..NetOptions::default() })?.0.results, s)),
        Strategy::Auto => bail!("internal: auto not resolved"),
    }
}

/// The compiler's engine trait: `netjoin run --strategy …` executes the
/// offloaded star join with this engine.
pub struct TestbedEngine {
    pub strategy: Strategy,
    pub prefix: String,
    pub exe: Option<PathBuf>,
}

impl netjoin_compiler::exec::StarJoinEngine for TestbedEngine {
    fn name(&self) -> &str {
        match self.strategy {
            Strategy::Shuffle => "testbed: shuffle-join baseline",
            Strategy::Inp => "testbed: in-network (switchd)",
            Strategy::Auto => "testbed: auto (flow-level model)",
        }
    }
    fn run(&self, input: &netjoin_compiler::exec::StarJoinInput) -> Result<Vec<u8>> {
        let hi = StarJoinInput { signature: input.signature, workers: input.workers, dims: input.dims.clone(), fact: input.fact.clone() };
        let (res, used) = run_strategy(&hi, self.strategy, &self.prefix, self.exe.clone())?;
        eprintln!("strategy: {used:?}");
        Ok(res)
    }
}
