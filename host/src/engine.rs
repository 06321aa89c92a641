//! What the coordinator needs from a switch it reaches in-process.

use netjoin_sim::{Emitted, SwitchModel};

/// A switch that takes one frame at a time on a port and returns what it sends.
pub trait SwitchEngine {
    /// Short name for reports ("model", "rtl").
    fn name(&self) -> &'static str;
    /// Delivers one frame on `port`; appends the frames the switch emits.
    /// An error means the switch itself failed (e.g. an RTL simulation that
    /// hung), not that the frame was bad: bad frames are dropped and counted.
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> anyhow::Result<()>;
    /// Switch clock cycles spent so far, if the engine models time.
    fn cycles(&self) -> Option<u64> {
        None
    }
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
