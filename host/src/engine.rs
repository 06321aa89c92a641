//! What the coordinator needs from a switch it reaches in-process.

use anyhow::anyhow;
use netjoin_sim::{Emitted, PreparedProbe, SwitchModel};
use std::sync::{Arc, RwLock};

/// A switch that takes one frame at a time on a port and returns what it sends.
pub trait SwitchEngine {
    /// Short name for reports ("model", "rtl").
    fn name(&self) -> &'static str;
    /// Delivers one frame on `port`; appends the frames the switch emits.
    /// An error means the switch itself failed (e.g. an RTL simulation that
    /// hung), not that the frame was bad: bad frames are dropped and counted.
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> anyhow::Result<()>;
    /// As [`SwitchEngine::deliver`], with the frame's output prepared ahead
    /// by this engine's [`SwitchEngine::preparer`]. Engines that prepare
    /// nothing ignore it.
    fn deliver_prepared(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> anyhow::Result<()> {
        let _ = prepared;
        self.deliver(port, frame, out)
    }
    /// A handle that computes PROBE outputs ahead of delivery from other
    /// threads, if this engine can (the behavioural model's probe only reads
    /// the tables).
    fn preparer(&self) -> Option<Arc<dyn ProbePreparer>> {
        None
    }
    /// Switch clock cycles spent so far, if the engine models time.
    fn cycles(&self) -> Option<u64> {
        None
    }
}

/// Computes the outputs of PROBE frames before they are delivered, on any
/// thread, while the switch keeps serving deliveries in between; a prepared
/// output that went stale is recomputed at delivery, so preparing never
/// changes what the switch sends.
pub trait ProbePreparer: Send + Sync {
    /// One entry per frame: its prepared output, or `None` to compute it at
    /// delivery.
    fn prepare(&self, frames: &[Vec<u8>]) -> Vec<Option<PreparedProbe>>;
}

impl SwitchEngine for SwitchModel {
    fn name(&self) -> &'static str {
        "model"
    }
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> anyhow::Result<()> {
        self.receive_into(port, frame, out);
        Ok(())
    }
}

/// The behavioural model shared between the coordinator, which delivers
/// frames (exclusive), and the threads that prepare probes (shared).
#[derive(Clone)]
pub struct SharedModel(Arc<RwLock<SwitchModel>>);

impl SharedModel {
    pub fn new(model: SwitchModel) -> SharedModel {
        SharedModel(Arc::new(RwLock::new(model)))
    }
}

impl SwitchEngine for SharedModel {
    fn name(&self) -> &'static str {
        "model"
    }
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> anyhow::Result<()> {
        self.deliver_prepared(port, frame, None, out)
    }
    fn deliver_prepared(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> anyhow::Result<()> {
        let mut model = self
            .0
            .write()
            .map_err(|_| anyhow!("switch model poisoned by a panic"))?;
        model.receive_prepared(port, frame, prepared, out);
        Ok(())
    }
    fn preparer(&self) -> Option<Arc<dyn ProbePreparer>> {
        Some(Arc::new(self.clone()))
    }
}

impl ProbePreparer for SharedModel {
    fn prepare(&self, frames: &[Vec<u8>]) -> Vec<Option<PreparedProbe>> {
        match self.0.read() {
            Ok(model) => frames.iter().map(|f| model.prepare_probe(f)).collect(),
            // A poisoned model fails at delivery, with an error.
            Err(_) => frames.iter().map(|_| None).collect(),
        }
    }
}
