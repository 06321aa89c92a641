//! The switches [`crate::node::SwitchStarJoinExec`] drives.
//!
//! The behavioural model and the RTL under Verilator run streaming: the
//! build phase once, then one probe chunk per Arrow batch
//! ([`netjoin_host::inp::ProbeSession`]); the model prepares the chunks of
//! different partitions in parallel, the RTL (which must stay on the thread
//! that opened it) runs on a thread of its own
//! ([`netjoin_host::engine::EngineThread`]). The testbed's switchd is
//! reached only by a cluster's executors, over their own raw links
//! ([`crate::staged`]): this process has no link to it.

use anyhow::{bail, Context, Result};
use netjoin_host::coordinator::{LinkEvents, LinkFaults};
use netjoin_host::engine::{EngineThread, SharedModel, SwitchEngine};
use netjoin_host::inp::{ProbeSession, StreamingStarJoin};
use netjoin_host::pcap::PcapEngine;
use netjoin_host::sizing::OnchipPolicy;
use netjoin_host::RunOptions;
use netjoin_host::SwitchKind;
use netjoin_proto::Signature;
use std::sync::Arc;

/// Opens the RTL switch for `--switch rtl` (the binary provides it, since
/// only it links the Verilator model): the engine and its MAC address. It is
/// called on the thread that then drives the engine.
pub type RtlFactory = Arc<
    dyn Fn() -> Result<(
            Box<dyn netjoin_host::engine::SwitchEngine>,
            netjoin_proto::Mac,
        )> + Send
        + Sync,
>;

/// Why `--switch testbed` fails in one process: switchd's ports are the
/// executors' raw links, which only a cluster's tasks hold.
pub const TESTBED_ONLY_ON_A_CLUSTER: &str =
    "--switch testbed: switchd is reached by the executors of a cluster over their own links; \
start one with `netjoin cluster up` and run the query with `--cluster df://HOST:PORT`";

/// The node keeps each fact batch while the switch probes it, so RESULT
/// tuples need not bring the keys back: the one link all results share
/// carries 12 bytes less per k4v4t3 tuple (16 of 28), 24 less per k8v8t3
/// tuple (32 of 56).
pub(crate) const IN_PROCESS_RESULT_SHAPE: netjoin_proto::ResultShape =
    netjoin_proto::ResultShape::Payload;

/// Which switch and how it is run.
#[derive(Clone)]
pub struct SwitchSpec {
    pub kind: SwitchKind,
    pub workers: usize,
    pub bucket_bits: Option<u8>,
    /// Whether the switch probes the tables that fit from block RAM: in one
    /// process the host places them from the build keys it holds
    /// ([`netjoin_host::sizing::onchip_tables`]).
    pub onchip: OnchipPolicy,
    pub max_payload: usize,
    pub rtl: Option<RtlFactory>,
    /// Records the switch's frames to this pcap file (`run --pcap`).
    pub pcap: Option<std::path::PathBuf>,
    /// Faults of the in-process link, and switch restarts, for the tests of
    /// recovery (the node's join must stay exact through them).
    pub faults: LinkFaults,
    pub restart_at_frames: Vec<u64>,
}

impl std::fmt::Debug for SwitchSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SwitchSpec")
            .field("kind", &self.kind)
            .field("workers", &self.workers)
            .field("bucket_bits", &self.bucket_bits)
            .field("onchip", &self.onchip)
            .finish_non_exhaustive()
    }
}

impl SwitchSpec {
    fn run_options(&self, filter_bits: u8) -> RunOptions {
        RunOptions {
            max_payload: self.max_payload,
            bucket_bits: self.bucket_bits,
            filter_bits,
            onchip: self.onchip,
            faults: self.faults,
            events: LinkEvents {
                restart_at_frames: self.restart_at_frames.clone(),
                ..LinkEvents::default()
            },
            result_shape: IN_PROCESS_RESULT_SHAPE,
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
            SwitchKind::Testbed => bail!("{TESTBED_ONLY_ON_A_CLUSTER}"),
            _ => Ok(()),
        }
    }

    /// Told, before the build side is read, that the largest build table
    /// has `max_rows` rows: the behavioural model maps and touches its table
    /// memory meanwhile (the kernel zero-fills fresh pages, hundreds of MiB
    /// at SF1). The other switches have their own memory.
    pub fn expect_build(&self, sig: Signature, max_rows: usize) {
        if matches!(self.kind, SwitchKind::Model) {
            netjoin_host::sizing::reserve_model_memory(&sig, max_rows, self.bucket_bits);
        }
    }

    /// Starts a streamed join on the selected switch: configures it (with
    /// membership filters of `2^filter_bits`-bit arrays, 0: none, and the
    /// tables [`SwitchSpec::onchip`] places on chip) and runs the build
    /// phase. `dims[t][w]`: worker w's build tuples of table t.
    pub fn start(
        &self,
        sig: Signature,
        dims: &[Vec<Vec<u8>>],
        filter_bits: u8,
    ) -> Result<Box<dyn StreamingStarJoin>> {
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
            SwitchKind::Testbed => bail!("{TESTBED_ONLY_ON_A_CLUSTER}"),
        };
        let engine: Box<dyn SwitchEngine + Send> = match &self.pcap {
            Some(path) => Box::new(PcapEngine::create(engine, path)?),
            None => engine,
        };
        Ok(Box::new(ProbeSession::start(
            engine,
            mac,
            sig,
            dims,
            &self.run_options(filter_bits),
        )?))
    }
}
