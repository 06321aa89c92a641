//! The switches [`crate::node::SwitchStarJoinExec`] drives.
//!
//! The behavioural model runs streaming: the build phase once, then one
//! probe chunk per Arrow batch ([`netjoin_host::inp::ProbeSession`]). The RTL
//! under Verilator and the testbed's switchd are slow anyway and take the
//! whole input at once (they are driven through the same frames, workers and
//! sink as before; the RTL engine is opened on the thread that drives it).

use crate::session::{RtlFactory, SwitchKind};
use anyhow::{bail, Result};
use netjoin_host::inp::{run_in_process, run_with_engine, ProbeSession};
use netjoin_host::{RunOptions, StarJoinInput};
use netjoin_proto::Signature;
use std::sync::Arc;

/// Which switch and how it is run.
#[derive(Clone)]
pub struct SwitchSpec {
    pub kind: SwitchKind,
    pub workers: usize,
    pub bucket_bits: Option<u8>,
    pub max_payload: usize,
    pub rtl: Option<RtlFactory>,
    pub testbed: Option<Arc<dyn crate::exec::StarJoinEngine>>,
}

impl std::fmt::Debug for SwitchSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SwitchSpec")
            .field("kind", &self.kind)
            .field("workers", &self.workers)
            .field("bucket_bits", &self.bucket_bits)
            .finish_non_exhaustive()
    }
}

impl SwitchSpec {
    /// Whether the probe side streams batch by batch (else it is collected).
    pub fn streams(&self) -> bool {
        self.kind == SwitchKind::Model
    }

    fn run_options(&self) -> RunOptions {
        RunOptions {
            max_payload: self.max_payload,
            bucket_bits: self.bucket_bits,
            ..RunOptions::default()
        }
    }

    /// Fails early (at planning) when the selected switch cannot be reached
    /// from this build.
    pub fn check_available(&self) -> Result<()> {
        match self.kind {
            SwitchKind::Model => Ok(()),
            SwitchKind::Rtl if self.rtl.is_none() => {
                bail!("--switch rtl: this program cannot open the RTL switch (only the `netjoin` binary links it)")
            }
            SwitchKind::Testbed if self.testbed.is_none() => {
                bail!("--switch testbed: this program cannot reach the testbed (only the `netjoin` binary can)")
            }
            _ => Ok(()),
        }
    }

    /// Starts a streamed join on the in-process model: configures it and
    /// runs the build phase. `dims[t][w]`: worker w's build tuples of table t.
    pub fn start(&self, sig: Signature, dims: &[Vec<Vec<u8>>]) -> Result<ProbeSession> {
        if !self.streams() {
            bail!("internal: switch {:?} does not stream", self.kind);
        }
        let model = netjoin_host::inp::in_process_model(self.workers);
        let mac = model.config().mac;
        // Shared so that the partitions' threads prepare their probes in parallel.
        let engine = netjoin_host::engine::SharedModel::new(model);
        ProbeSession::start(Box::new(engine), mac, sig, dims, &self.run_options())
    }

    /// Runs a whole star join; returns the RESULT tuples, flat, and the
    /// switch's report when the host drove the switch itself (not the
    /// testbed, whose agents report on their own).
    pub fn run_whole(&self, input: &StarJoinInput) -> Result<(Vec<u8>, Option<netjoin_host::RunReport>)> {
        let opts = self.run_options();
        match self.kind {
            SwitchKind::Model => {
                let out = run_in_process(input, &opts)?;
                Ok((out.results, Some(out.report)))
            }
            SwitchKind::Rtl => {
                let Some(open) = &self.rtl else {
                    self.check_available()?;
                    unreachable!()
                };
                let (mut engine, mac) = open()?;
                let out = run_with_engine(engine.as_mut(), mac, input, &opts)?;
                Ok((out.results, Some(out.report)))
            }
            SwitchKind::Testbed => {
                let Some(eng) = &self.testbed else {
                    self.check_available()?;
                    unreachable!()
                };
                Ok((eng.run(input)?, None))
            }
        }
    }
}
