//! The switches [`crate::node::SwitchStarJoinExec`] drives.
//!
//! The behavioural model and the RTL under Verilator run streaming: the
//! build phase once, then one probe chunk per Arrow batch
//! ([`netjoin_host::inp::ProbeSession`]); the model prepares the chunks of
//! different partitions in parallel, the RTL (which must stay on the thread
//! that opened it) runs on a thread of its own
//! ([`netjoin_host::engine::EngineThread`]). The testbed's switchd takes the
//! whole input at once: its agents load their partitions before the query.

use crate::session::{RtlFactory, SwitchKind};
use anyhow::{bail, Context, Result};
use netjoin_host::engine::{EngineThread, SharedModel, SwitchEngine};
use netjoin_host::pcap::PcapEngine;
use netjoin_host::inp::ProbeSession;
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
    /// Records the switch's frames to this pcap file (`run --pcap`).
    pub pcap: Option<std::path::PathBuf>,
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
        matches!(self.kind, SwitchKind::Model | SwitchKind::Rtl)
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

    /// Starts a streamed join on the in-process model or the RTL:
    /// configures it and runs the build phase. `dims[t][w]`: worker w's
    /// build tuples of table t.
    pub fn start(&self, sig: Signature, dims: &[Vec<Vec<u8>>]) -> Result<ProbeSession> {
        let (engine, mac): (Box<dyn SwitchEngine + Send>, _) = match self.kind {
            SwitchKind::Model => {
                let model = netjoin_host::inp::in_process_model(self.workers);
                let mac = model.config().mac;
                // Shared so that the partitions' threads prepare their probes in parallel.
                (Box::new(SharedModel::new(model)), mac)
            }
            SwitchKind::Rtl => {
                self.check_available()?;
                let open = self.rtl.clone().context("internal: no RTL factory")?;
                let (engine, mac) = EngineThread::spawn(Box::new(move || open()))?;
                (Box::new(engine), mac)
            }
            SwitchKind::Testbed => bail!("internal: switch {:?} does not stream", self.kind),
        };
        let engine: Box<dyn SwitchEngine + Send> = match &self.pcap {
            Some(path) => Box::new(PcapEngine::create(engine, path)?),
            None => engine,
        };
        ProbeSession::start(engine, mac, sig, dims, &self.run_options())
    }

    /// Runs a whole star join on the testbed, which does not stream;
    /// returns the RESULT tuples, flat (the testbed's agents report on
    /// their own, so there is no host-side report).
    pub fn run_whole(&self, input: &StarJoinInput) -> Result<(Vec<u8>, Option<netjoin_host::RunReport>)> {
        match (self.kind, &self.testbed) {
            (SwitchKind::Testbed, Some(eng)) => Ok((eng.run(input)?, None)),
            (SwitchKind::Testbed, None) => {
                self.check_available()?;
                bail!("internal: no testbed engine")
            }
            (kind, _) => bail!("internal: switch {kind:?} streams; it has no whole-input run"),
        }
    }
}
