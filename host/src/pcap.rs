//! `--pcap FILE`: every frame into and out of an in-process switch, in order,
//! with timestamps, as a classic pcap file (Ethernet link type) that tcpdump
//! and Wireshark read. Frames the switch receives and frames it sends are
//! told apart by their source MAC (the switch's own for what it sends).

use crate::engine::{ProbePreparer, SwitchEngine};
use anyhow::{Context, Result};
use netjoin_sim::{Emitted, PreparedProbe};
use pcap_file::pcap::{PcapPacket, PcapWriter};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

/// A switch engine whose traffic is written to a pcap file as it passes.
/// `E` is `dyn SwitchEngine + Send` for engines shared across threads, or
/// `dyn SwitchEngine` for one that stays on its thread (the RTL in switchd).
pub struct PcapEngine<E: ?Sized + SwitchEngine = dyn SwitchEngine + Send> {
    inner: Box<E>,
    path: PathBuf,
    /// Unbuffered: the file is complete after every frame, whatever ends
    /// the run.
    writer: PcapWriter<File>,
    /// Frames written so far.
    pub frames: u64,
}

impl<E: ?Sized + SwitchEngine> PcapEngine<E> {
    /// Creates (or truncates) `path` and records `inner`'s traffic into it.
    pub fn create(inner: Box<E>, path: &Path) -> Result<PcapEngine<E>> {
        let file = File::create(path)
            .with_context(|| format!("--pcap {}: cannot create the file", path.display()))?;
        let writer = PcapWriter::new(file)
            .with_context(|| format!("--pcap {}: cannot write the pcap header", path.display()))?;
        Ok(PcapEngine {
            inner,
            path: path.to_path_buf(),
            writer,
            frames: 0,
        })
    }

    fn record(&mut self, frame: &[u8]) -> Result<()> {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        let packet = PcapPacket::new(now, frame.len() as u32, frame);
        self.writer
            .write_packet(&packet)
            .with_context(|| format!("--pcap {}: cannot write a frame", self.path.display()))?;
        self.frames += 1;
        Ok(())
    }

    /// Records `frame`, delivers it, and records what the switch sent.
    fn pass(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> Result<()> {
        self.record(frame)?;
        let first = out.len();
        self.inner.deliver_prepared(port, frame, prepared, out)?;
        for e in &out[first..] {
            self.record(&e.frame)?;
        }
        Ok(())
    }
}

impl<E: ?Sized + SwitchEngine> SwitchEngine for PcapEngine<E> {
    fn name(&self) -> &'static str {
        self.inner.name()
    }
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> Result<()> {
        self.pass(port, frame, None, out)
    }
    fn deliver_prepared(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> Result<()> {
        self.pass(port, frame, prepared, out)
    }
    fn preparer(&self) -> Option<Arc<dyn ProbePreparer>> {
        self.inner.preparer()
    }
    fn cycles(&self) -> Option<u64> {
        self.inner.cycles()
    }
    fn power_cycle(&mut self) -> Result<()> {
        self.inner.power_cycle()
    }
}
