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

    /// Records `frame` (if any), runs `f` on the switch, and records what
    /// the switch sent meanwhile.
    fn pass<T>(
        &mut self,
        frame: Option<&[u8]>,
        out: &mut Vec<Emitted>,
        f: impl FnOnce(&mut E, &mut Vec<Emitted>) -> Result<T>,
    ) -> Result<T> {
        if let Some(frame) = frame {
            self.record(frame)?;
        }
        let first = out.len();
        let r = f(&mut self.inner, out)?;
        self.record_out(&out[first..])?;
        Ok(r)
    }

    /// Records what the switch sent.
    fn record_out(&mut self, sent: &[Emitted]) -> Result<()> {
        for e in sent {
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
        self.pass(Some(frame), out, |e, out| e.deliver(port, frame, out))
    }
    fn deliver_prepared(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> Result<()> {
        self.pass(Some(frame), out, |e, out| {
            e.deliver_prepared(port, frame, prepared, out)
        })
    }
    fn submit(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> Result<()> {
        self.pass(Some(frame), out, |e, out| {
            e.submit(port, frame, prepared, out)
        })
    }
    fn progress(&mut self, out: &mut Vec<Emitted>) -> Result<bool> {
        self.pass(None, out, |e, out| e.progress(out))
    }
    fn advance(&mut self, out: &mut Vec<Emitted>) -> Result<bool> {
        self.pass(None, out, |e, out| e.advance(out))
    }
    fn preparer(&self) -> Option<Arc<dyn ProbePreparer>> {
        self.inner.preparer()
    }
    fn cycles(&self) -> Option<u64> {
        self.inner.cycles()
    }
    fn busy_cycles(&self) -> Option<u64> {
        self.inner.busy_cycles()
    }
    fn power_cycle(&mut self) -> Result<()> {
        self.inner.power_cycle()
    }
    fn install_control_key(&mut self, key: netjoin_proto::ControlKey) -> bool {
        self.inner.install_control_key(key)
    }
}
