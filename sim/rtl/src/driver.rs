//! Frame-level driver: AXI-Stream in and out, DDR models on the memory ports,
//! a count SRAM model on the fill-count port (if the design has one).
#![allow(clippy::needless_range_loop)] // ports and controllers index several parallel arrays

use std::collections::{BTreeMap, HashMap, VecDeque};

use netjoin_proto::auth;
use netjoin_proto::control::{ConfigureQuery, ControlCommand, ControlStatus, SignatureRecord};
use netjoin_proto::frame::FrameView;
use netjoin_proto::header::{Header, Mac, Opcode};
use netjoin_proto::signature::STATUS_COUNT_MASK;
use netjoin_proto::ControlKey;
use netjoin_proto::{Counters, Signature, FILTER_HASHES, LINE_BYTES};
use netjoin_sim::ddr::{Ddr, DdrStats, DdrTiming};
use netjoin_sim::sram::{self, CountSram};
use netjoin_sim::{Emitted, SwitchConfig, SwitchModel};

use crate::workload::{decode_counters, next_control_counter, reply_record};
use crate::{Beat, Commit, Design, RtlError, RtlSwitch};

/// How the harness drives `tx{p}_tready`. A port held with
/// [`RtlSwitchDriver::hold_tx`] is low whatever this says; the others
/// follow it as if no port were held (with `Random`, one draw per port and
/// cycle, held or not).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TxReady {
    /// Always ready (a MAC that never pauses).
    Always,
    /// Low on every n-th cycle.
    LowEvery(u32),
    /// Low with probability `percent_low`/100 each cycle (xorshift, seeded).
    Random { seed: u64, percent_low: u32 },
}

/// Harness settings.
#[derive(Clone, Debug)]
pub struct DriverConfig {
    /// Timing of each memory controller.
    pub ddr: DdrTiming,
    /// Cycles from a read of the fill-count SRAM to its word (designs with
    /// the `cnt_*` port; default [`netjoin_sim::sram::DEFAULT_LATENCY`]).
    pub count_latency: u32,
    /// Idle cycles between two frames on one rx port. 10G Ethernet's
    /// preamble and inter-frame gap are 20 B = 2.5 beats, so 3 models line
    /// rate; 0 (default) feeds back to back.
    pub rx_gap: u32,
    /// If n > 0, a bubble (tvalid low) before every n-th beat inside frames.
    pub rx_stall_every: u32,
    pub tx_ready: TxReady,
    /// Hold a frame's first beat while the switch raises `rx{p}_pause`, as
    /// a MAC sending PAUSE frames upstream would (default). If false, frames
    /// are offered regardless, and the switch drops whole frames its input
    /// buffers cannot hold (counted under `drop_input_full`).
    pub honour_rx_pause: bool,
    /// Keep the engine's commits and the frames each rx port took, in order
    /// ([`RtlSwitchDriver::take_commit_log`]), so that a test can feed the
    /// model exactly what the RTL committed, drops at a full input included.
    pub record_commits: bool,
    /// The design counts as idle after this many consecutive cycles with no
    /// rx frame pending, no tx beat, no memory request, both DDR models
    /// idle and (with the count port) no count SRAM access in flight.
    pub quiet_cycles: u32,
    /// Cycles of `reset` at construction.
    pub reset_cycles: u32,
    /// [`RtlSwitchDriver::run_until_idle`] gives up after this many cycles.
    pub max_cycles: u64,
    /// Emulate reprogramming the FPGA (see [`RtlSwitchDriver::reprogram`])
    /// when [`RtlSwitchDriver::receive`] gets a LOAD_SIGNATURE for another
    /// compiled-in signature. If false, every frame goes to the current RTL.
    pub reprogram_on_load_signature: bool,
    /// The switch's MAC (the RTL's is `Mac::local(0xFFFF)`, docs/HDL.md): a
    /// LOAD_SIGNATURE to another unicast address is dropped by the switch and
    /// so never reprograms it.
    pub switch_mac: Mac,
    /// Write a waveform of the design (see [`Vcd`]).
    pub vcd: Option<Vcd>,
    /// The CONTROL key installed through the management registers after
    /// every reset and reprogramming, as a board's host does (default
    /// [`crate::harness_key`]); `None` leaves the switch without a key, so
    /// that it drops every CONTROL frame (`auth`). The emulated
    /// reprogramming obeys only a LOAD_SIGNATURE that this key
    /// authenticates, with a counter above the last one the switch answered.
    pub control_key: Option<ControlKey>,
}

/// A VCD waveform of every signal of the switch for a window of clock
/// cycles, so that files stay small (a cycle of k8v8t3 takes 1–10 kB of
/// VCD while the switch is busy). Cycle 0 is the first cycle of the design,
/// reset included. Reprogramming (LOAD_SIGNATURE of another signature)
/// starts the file again with the new design at its cycle 0: the waveform
/// shows the design that ran last. The design must be Verilated with
/// tracing (`NETJOIN_RTL_TRACE`; the default switch is).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vcd {
    pub path: std::path::PathBuf,
    pub cycles: std::ops::Range<u64>,
}

impl Default for DriverConfig {
    fn default() -> Self {
        DriverConfig {
            ddr: DdrTiming::default(),
            count_latency: sram::DEFAULT_LATENCY,
            rx_gap: 0,
            rx_stall_every: 0,
            tx_ready: TxReady::Always,
            honour_rx_pause: true,
            record_commits: false,
            quiet_cycles: 64,
            reset_cycles: 4,
            max_cycles: 200_000_000,
            reprogram_on_load_signature: true,
            switch_mac: Mac::local(0xFFFF),
            vcd: None,
            control_key: Some(crate::harness_key()),
        }
    }
}

/// Counters of the harness (the DDR models keep their own, [`RtlSwitchDriver::ddr`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DriverStats {
    /// Clock cycles since reset was released.
    pub cycles: u64,
    /// Cycles in which something was in flight (not counting quiet tails).
    pub active_cycles: u64,
    pub rx_frames: u64,
    pub rx_beats: u64,
    /// Cycles an rx beat was offered and not taken.
    pub rx_stall_cycles: u64,
    /// Cycles a frame waited to start because the switch raised `rx{p}_pause`.
    pub rx_pause_cycles: u64,
    pub tx_frames: u64,
    pub tx_beats: u64,
    /// Cycles a tx beat was offered while the harness held tready low.
    pub tx_backpressure_cycles: u64,
    /// Of those, cycles of a port held by [`RtlSwitchDriver::hold_tx`]
    /// (one per held port with a beat waiting).
    pub tx_held_cycles: u64,
    /// Requests accepted per memory port.
    pub mem_reads: [u64; 2],
    pub mem_writes: [u64; 2],
}

/// What the switch committed, in order, and the frames each rx port took,
/// in order (with [`DriverConfig::record_commits`]). A commit with `drops`
/// n stands for the next n frames of its port, dropped; one with `frame` for
/// the port's next frame after those.
#[derive(Clone, Debug, Default)]
pub struct CommitLog {
    pub commits: Vec<Commit>,
    pub frames: Vec<Vec<Vec<u8>>>,
}

impl CommitLog {
    /// Feeds `m` what the switch committed, in its order: for each commit,
    /// its drops (`SwitchModel::receive_input_full`) then its frame; returns
    /// what the model sends. Panics if a commit names a frame its port did
    /// not take, or a taken frame was never committed.
    pub fn replay(&self, m: &mut SwitchModel) -> Vec<Emitted> {
        let mut next = vec![0usize; self.frames.len()];
        let mut out = Vec::new();
        for c in &self.commits {
            if c.drops > 0 {
                m.receive_input_full(c.drops);
                next[c.port] += c.drops as usize;
            }
            if c.frame {
                m.receive_into(c.port, &self.frames[c.port][next[c.port]], &mut out);
                next[c.port] += 1;
            }
        }
        for (p, n) in next.iter().enumerate() {
            assert_eq!(
                *n,
                self.frames[p].len(),
                "port {p}: every frame taken is committed once, as a frame or a drop"
            );
        }
        out
    }
}

#[derive(Default)]
struct RxState {
    frames: VecDeque<Vec<u8>>,
    /// Byte offset of the beat being offered (or next) in frames[0].
    pos: usize,
    /// A beat is on the bus (must stay until taken).
    offering: bool,
    gap_left: u32,
    beats_since_stall: u32,
}

/// Geometry learned from the switch's CONTROL_REPLY frames.
#[derive(Clone, Debug, Default)]
struct Snoop {
    signature: Option<Signature>,
    /// Per query context (PROTOCOL.md §5.5; one with `N = 1`), the query it
    /// holds as the switch's CONFIGURE reply states it, with the reply's
    /// `query_id`.
    queries: [Option<(u16, ConfigureQuery)>; ConfigureQuery::CONTEXTS_MAX],
    /// The counter of the last authenticated reply: the switch's floor.
    floor: u64,
    /// RELEASE requests sent and not yet answered: (`query_id`, `seq`) ->
    /// `token` (the reply names the query by its `query_id` and `seq` only).
    releases: HashMap<(u16, u32), u64>,
}

/// Runs the Verilated switch frame by frame. See the crate documentation.
pub struct RtlSwitchDriver {
    sw: RtlSwitch,
    ddr: Vec<Ddr>,
    /// The fill-count SRAM, if the design has its port.
    count: Option<CountSram>,
    cfg: DriverConfig,
    rx: Vec<RxState>,
    tx: Vec<Vec<u8>>,
    out: Vec<Emitted>,
    stats: DriverStats,
    rng: u64,
    snoop: Snoop,
    mem_used: [bool; 2],
    reconfigurations: u64,
    log: CommitLog,
    /// Consecutive cycles with nothing in flight, up to now.
    quiet: u32,
    /// Bit p: `tx{p}_tready` held low ([`RtlSwitchDriver::hold_tx`]).
    held: u8,
}

fn beat_of(frame: &[u8], pos: usize) -> Beat {
    let n = (frame.len() - pos).min(8);
    let mut b = [0u8; 8];
    b[..n].copy_from_slice(&frame[pos..pos + n]);
    Beat {
        data: u64::from_le_bytes(b),
        keep: ((1u16 << n) - 1) as u8,
        last: pos + n == frame.len(),
        user: false,
    }
}

/// The table memory's lines (all contexts) and the fill-count SRAM's
/// words of every switch design: the model's defaults, which hdl/src/sig.rs
/// checks its `MEMORY_LINES` and `COUNT_SRAM_WORDS` against.
fn memory_sizes() -> (u64, u64) {
    let c = SwitchConfig::default();
    (c.memory_lines, c.count_sram_words)
}

impl RtlSwitchDriver {
    /// The switch RTL of the default signature ([`crate::DEFAULT_SIGNATURE`])
    /// with default settings.
    pub fn new() -> Result<RtlSwitchDriver, RtlError> {
        RtlSwitchDriver::with_config(Design::default_switch(), DriverConfig::default())
    }

    /// The switch RTL built for signature `id` (e.g. `k8v16t1`).
    pub fn for_signature(id: &str, cfg: DriverConfig) -> Result<RtlSwitchDriver, RtlError> {
        RtlSwitchDriver::with_config(Design::switch(id)?, cfg)
    }

    pub fn with_config(design: Design, cfg: DriverConfig) -> Result<RtlSwitchDriver, RtlError> {
        RtlSwitchDriver::from_switch(RtlSwitch::open(design)?, cfg)
    }

    /// Wraps an opened switch: starts its waveform if the configuration
    /// asks for one, resets it and attaches one DDR model per memory port
    /// (and a count SRAM model if it has the count port).
    pub fn from_switch(mut sw: RtlSwitch, cfg: DriverConfig) -> Result<RtlSwitchDriver, RtlError> {
        if let Some(v) = &cfg.vcd {
            sw.model().trace(&v.path, v.cycles.clone())?;
        }
        sw.reset(cfg.reset_cycles);
        if let (Some(k), true) = (&cfg.control_key, sw.has_mgmt()) {
            sw.install_key(k)?;
        }
        let ports = sw.ports();
        let ddr = (0..sw.mem_ports())
            .map(|_| Ddr::new(cfg.ddr.clone()))
            .collect();
        let count = sw
            .has_count_port()
            .then(|| CountSram::new(cfg.count_latency));
        let seed = match cfg.tx_ready {
            TxReady::Random { seed, .. } => seed | 1,
            _ => 1,
        };
        Ok(RtlSwitchDriver {
            sw,
            ddr,
            count,
            cfg,
            rx: (0..ports).map(|_| RxState::default()).collect(),
            tx: vec![Vec::new(); ports],
            out: Vec::new(),
            stats: DriverStats::default(),
            rng: seed,
            snoop: Snoop::default(),
            mem_used: [false; 2],
            reconfigurations: 0,
            log: CommitLog {
                commits: Vec::new(),
                frames: vec![Vec::new(); ports],
            },
            quiet: 0,
            held: 0,
        })
    }

    /// The design running now (changes when the driver reprograms).
    pub fn design(&self) -> Design {
        self.sw.design()
    }
    /// The signature the running switch RTL implements (`None`: fixture).
    pub fn signature(&self) -> Option<Signature> {
        self.sw.signature()
    }
    /// The query contexts of the running design (PROTOCOL.md §5.5).
    pub fn contexts(&self) -> usize {
        self.sw.design().contexts()
    }
    /// The behavioural model to check the running design against
    /// ([`Design::model_config`]): as many contexts, its signature.
    pub fn model_config(&self) -> SwitchConfig {
        self.sw.design().model_config()
    }
    /// The query context `c` holds as the switch's CONFIGURE reply stated
    /// it, with its `query_id` (`None`: free, as far as the replies tell).
    pub fn context_query(&self, c: usize) -> Option<(u16, ConfigureQuery)> {
        self.snoop.queries.get(c).copied().flatten()
    }
    /// The signature the switch last confirmed loading (OK reply to
    /// LOAD_SIGNATURE), if any since the last reprogramming.
    pub fn loaded_signature(&self) -> Option<Signature> {
        self.snoop.signature
    }
    /// How many times the driver has reprogrammed the emulated FPGA.
    pub fn reconfigurations(&self) -> u64 {
        self.reconfigurations
    }

    /// Emulates reprogramming the FPGA with `design`: finishes whatever is
    /// queued or in flight on the current design (its frames stay in
    /// [`Self::take_emitted`]), drops the Verilated instance and opens a
    /// fresh one, reset, with fresh DDR models and count SRAM (memory reads
    /// as zero) and fresh harness counters ([`Self::cycles`], [`Self::stats`],
    /// [`Self::ddr_stats`] restart at 0). The configuration is kept, and so
    /// are the tx ports held ([`Self::hold_tx`]).
    pub fn reprogram(&mut self, design: Design) -> Result<(), RtlError> {
        let sw = RtlSwitch::open(design)?;
        self.run_until_idle()?;
        let pending = std::mem::take(&mut self.out);
        let n = self.reconfigurations + 1;
        let held = self.held;
        // The old design's waveform, if any, must be closed before the new
        // one opens the same file.
        self.sw.model().trace_close();
        *self = RtlSwitchDriver::from_switch(sw, self.cfg.clone())?;
        self.out = pending;
        self.reconfigurations = n;
        self.held = held;
        Ok(())
    }

    /// The design `frame` reprograms the FPGA to, if any: a well-formed
    /// LOAD_SIGNATURE (PROTOCOL.md §5) to this switch whose record is the
    /// record of a compiled-in signature other than the running one.
    /// Signatures are loaded by id (PROTOCOL.md §5.1): the record's id (up to
    /// its NUL) must be the catalog id `k<K>v<V>t<T>` of its widths, as the
    /// record a bitstream answers with is.
    fn reprogram_target(&self, frame: &[u8]) -> Option<Design> {
        let cur = self.sw.design();
        if !self.cfg.reprogram_on_load_signature || cur == Design::Fixture {
            return None;
        }
        let v = FrameView::parse(frame).ok()?;
        let h = v.header;
        if h.opcode != Opcode::Control
            || h.table != ControlCommand::LoadSignature as u8
            || (h.dst != self.cfg.switch_mac && h.dst != Mac::BROADCAST)
        {
            return None;
        }
        // only what the switch itself would obey: authenticated, and newer
        // than the last request it answered
        let key = self.cfg.control_key.as_ref()?;
        let opened = auth::open(frame, v.payload.len(), key).ok()?;
        if opened.counter <= self.snoop.floor || opened.record.len() != SignatureRecord::LEN {
            return None;
        }
        let rec = SignatureRecord::decode(opened.record).ok()?;
        if !rec.is_canonical() {
            return None;
        }
        // With several contexts (PROTOCOL.md §5.5) the signature loaded
        // already ends nothing, and another one is refused (busy) while a
        // context holds a query: the running RTL answers both.
        if cur.contexts() > 1
            && (cur.signature() == Some(rec.signature)
                || self.snoop.queries.iter().any(Option::is_some))
        {
            return None;
        }
        // the pipeline of that signature with as many contexts, else one
        let d = Design::with_contexts(rec.signature, cur.contexts());
        let d = if d.available() {
            d
        } else {
            Design::Switch(rec.signature)
        };
        (d != cur && d.available()).then_some(d)
    }

    /// Installs `key` through the management registers once the switch is
    /// idle, and after every later reprogramming: CONTROL frames sealed
    /// under it are then the only ones the switch obeys, from counter 1 on.
    pub fn install_control_key(&mut self, key: ControlKey) -> Result<(), RtlError> {
        self.run_until_idle()?;
        if !self.sw.has_mgmt() {
            return Err(RtlError::Ports(format!(
                "{} has no management registers",
                self.sw.design().name()
            )));
        }
        self.sw.install_key(&key)?;
        self.cfg.control_key = Some(key);
        self.snoop.floor = 0;
        Ok(())
    }

    pub fn ports(&self) -> usize {
        self.rx.len()
    }
    pub fn switch(&mut self) -> &mut RtlSwitch {
        &mut self.sw
    }
    pub fn config(&self) -> &DriverConfig {
        &self.cfg
    }
    /// Clock cycles since reset.
    pub fn cycles(&self) -> u64 {
        self.stats.cycles
    }
    pub fn stats(&self) -> &DriverStats {
        &self.stats
    }
    /// The DDR model of memory port `c`.
    pub fn ddr(&self, c: usize) -> &Ddr {
        &self.ddr[c]
    }
    /// Statistics of every memory port's DDR model.
    pub fn ddr_stats(&self) -> Vec<DdrStats> {
        self.ddr.iter().map(|d| d.stats().clone()).collect()
    }
    /// The fill-count SRAM model (`None`: the design has no count port).
    pub fn count_sram(&self) -> Option<&CountSram> {
        self.count.as_ref()
    }
    /// Memory ports that have received at least one request.
    pub fn controllers_used(&self) -> usize {
        if self.mem_used[1] {
            2
        } else {
            1
        }
    }

    /// Processes one frame arriving on `port`; returns what the switch sends
    /// (as [`netjoin_sim::SwitchModel::receive`]): runs clock cycles until
    /// the frame has been taken and the design is idle. Panics if the
    /// design does not go idle within `max_cycles` (see [`Self::try_receive`]).
    pub fn receive(&mut self, port: usize, frame: &[u8]) -> Vec<Emitted> {
        let mut out = Vec::new();
        self.receive_into(port, frame, &mut out);
        out
    }

    /// As [`Self::receive`], appending to `out`.
    pub fn receive_into(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) {
        if let Err(e) = self.try_receive_into(port, frame, out) {
            panic!("{e}");
        }
    }

    /// As [`Self::receive_into`], returning an error instead of panicking.
    ///
    /// A LOAD_SIGNATURE for a compiled-in signature other than the running
    /// one first [reprograms](Self::reprogram) the emulated FPGA with that
    /// signature's switch, then goes to the new RTL, which answers it. Any
    /// other LOAD_SIGNATURE (the running signature, one not compiled in, a
    /// malformed one) goes to the running RTL, which answers as a switch with
    /// that one bitstream does.
    pub fn try_receive_into(
        &mut self,
        port: usize,
        frame: &[u8],
        out: &mut Vec<Emitted>,
    ) -> Result<(), RtlError> {
        self.enqueue(port, frame)?;
        self.run_until_idle()?;
        out.append(&mut self.out);
        Ok(())
    }

    /// Queues a frame on rx `port` without running the clock. Frames queued
    /// on one port go in order; ports run in parallel.
    pub fn send(&mut self, port: usize, frame: Vec<u8>) {
        assert!(port < self.rx.len(), "port {port} out of range");
        if let Ok(h) = Header::parse(&frame) {
            if h.opcode == Opcode::Control && h.table == ControlCommand::Release as u8 {
                self.snoop.releases.insert((h.query_id, h.seq), h.token);
            }
        }
        if !frame.is_empty() {
            self.rx[port].frames.push_back(frame);
            self.quiet = 0;
        }
    }

    /// Queues `frame` on rx `port`, after reprogramming the emulated FPGA
    /// first if it is a LOAD_SIGNATURE for another compiled-in signature.
    fn enqueue(&mut self, port: usize, frame: &[u8]) -> Result<(), RtlError> {
        if let Some(d) = self.reprogram_target(frame) {
            self.reprogram(d)?;
        }
        self.send(port, frame.to_vec());
        Ok(())
    }

    /// Queues a frame on rx `port` and runs the clock only until at most
    /// `ahead` frames wait behind the one on that port's wire: the switch
    /// keeps working on what it was given while the caller prepares more,
    /// and every port stays fed without the design running dry between
    /// frames. What the switch sends meanwhile is in [`Self::take_emitted`];
    /// [`Self::progress`] runs on. A LOAD_SIGNATURE that reprograms goes
    /// as in [`Self::try_receive_into`] (after the frames before it).
    pub fn submit(&mut self, port: usize, frame: &[u8], ahead: usize) -> Result<(), RtlError> {
        self.enqueue(port, frame)?;
        let start = self.stats.cycles;
        while self.rx[port].frames.len() > ahead + 1 {
            self.step_counted();
            self.check_running(start)?;
        }
        Ok(())
    }

    /// Runs until the switch has sent at least one frame not yet taken
    /// ([`Self::take_emitted`]; `Ok(true)`), or everything queued has been
    /// taken and the design has been quiet for `quiet_cycles` (`Ok(false)`:
    /// idle). Quiet cycles count from the last activity, across calls, so an
    /// idle switch runs no further cycle here.
    pub fn progress(&mut self) -> Result<bool, RtlError> {
        let start = self.stats.cycles;
        while self.out.is_empty() {
            if self.quiet >= self.cfg.quiet_cycles {
                return Ok(false);
            }
            self.step_counted();
            self.check_running(start)?;
        }
        Ok(true)
    }

    /// As [`Self::progress`], running at most `cycles` cycles: whether the
    /// switch still has work in hand (it is not yet quiet).
    pub fn advance(&mut self, cycles: u64) -> bool {
        for _ in 0..cycles {
            if self.quiet >= self.cfg.quiet_cycles {
                break;
            }
            self.step_counted();
        }
        self.quiet < self.cfg.quiet_cycles
    }

    /// One cycle, counted as active or quiet.
    fn step_counted(&mut self) {
        if self.step() {
            self.quiet = 0;
            self.stats.active_cycles += 1;
        } else {
            self.quiet = self.quiet.saturating_add(1);
        }
    }

    /// The [`DriverConfig::max_cycles`] guard of one call that began at
    /// cycle `start`.
    fn check_running(&self, start: u64) -> Result<(), RtlError> {
        let ran = self.stats.cycles - start;
        if ran > self.cfg.max_cycles {
            return Err(RtlError::Timeout(self.describe_stuck(ran)));
        }
        Ok(())
    }

    /// Frames waiting on rx `port`, the one on the wire included.
    pub fn queued(&self, port: usize) -> usize {
        self.rx[port].frames.len()
    }

    /// Holds `tx{port}_tready` low from the next cycle on (`held`), as a
    /// receiver that back-pressures for as long as it likes, or gives the
    /// port back to [`DriverConfig::tx_ready`] (`!held`). The other ports
    /// keep their `tx_ready` behaviour, cycle for cycle, whatever is held.
    ///
    /// A beat waiting on a held port is work in hand: the switch is not
    /// idle while it waits, so [`Self::run_until_idle`] (and
    /// [`Self::receive`], [`Self::progress`], [`Self::submit`],
    /// [`Self::reprogram`]) cannot return until the port is released, and
    /// fail with [`RtlError::Timeout`] after [`DriverConfig::max_cycles`]
    /// (the message names the held ports). While a port is held, run the
    /// clock with [`Self::advance`] or [`Self::run_cycles`], which take a
    /// bound, release the port, then let the switch go idle.
    pub fn hold_tx(&mut self, port: usize, held: bool) {
        assert!(port < self.tx.len(), "port {port} out of range");
        if held {
            self.held |= 1 << port;
        } else {
            self.held &= !(1 << port);
        }
    }

    /// Whether `tx{port}_tready` is held low ([`Self::hold_tx`]).
    pub fn tx_held(&self, port: usize) -> bool {
        self.held >> port & 1 == 1
    }

    /// The commits and taken frames recorded since the last call (or since
    /// reset), see [`DriverConfig::record_commits`]. Fails if the design
    /// does not show its commits.
    pub fn take_commit_log(&mut self) -> Result<CommitLog, RtlError> {
        if !self.sw.shows_commits() {
            return Err(RtlError::Ports(format!(
                "{} has no dbg_commit_* outputs",
                self.sw.design().name()
            )));
        }
        let ports = self.rx.len();
        Ok(std::mem::replace(
            &mut self.log,
            CommitLog {
                commits: Vec::new(),
                frames: vec![Vec::new(); ports],
            },
        ))
    }

    /// Checks the RTL against the model `m` on what the RTL committed since
    /// the last commit log was taken ([`Self::take_commit_log`], replayed
    /// into `m`): the RTL sent `sent`, which must be the model's frames on
    /// every port; the memory images and fill counts must agree (every
    /// context's, each in its share), and `read_counters` (a READ_COUNTERS
    /// request, sent to both on port 0) must be answered with the same
    /// counters, which are returned. With several contexts every held
    /// context's bank is read then ([`Self::check_banks`]).
    pub fn check_against_replay(
        &mut self,
        m: &mut SwitchModel,
        sent: &[Emitted],
        read_counters: &[u8],
    ) -> Result<Counters, String> {
        let log = self.take_commit_log().map_err(|e| e.to_string())?;
        let want = log.replay(m);
        fn per_port(v: &[Emitted]) -> BTreeMap<usize, Vec<&[u8]>> {
            let mut by: BTreeMap<usize, Vec<&[u8]>> = BTreeMap::new();
            for e in v {
                by.entry(e.port).or_default().push(&e.frame);
            }
            by
        }
        if per_port(&want) != per_port(sent) {
            return Err("the RTL does not send what the model sends on every port".into());
        }
        self.check_memory(m)?;
        self.check_filters(m)?;
        self.check_onchip(m)?;
        self.check_counts()?;
        let theirs = m
            .receive(0, read_counters)
            .iter()
            .find_map(|e| decode_counters(&e.frame));
        let ours = self
            .receive(0, read_counters)
            .iter()
            .find_map(|e| decode_counters(&e.frame));
        let counters = match (ours, theirs) {
            (Some(a), Some(b)) if a == b => a,
            (Some(a), Some(b)) => return Err(format!("counters differ: RTL {a:?}, model {b:?}")),
            _ => return Err("READ_COUNTERS not answered".into()),
        };
        // after READ_COUNTERS: `read_counters` was sealed before the bank
        // requests, which take newer counters (a bank reads the same after)
        self.check_banks(m)?;
        Ok(counters)
    }

    /// Whether every context's table memory is the model's, byte for byte
    /// ([`Self::context_memory_image`] against
    /// [`SwitchModel::context_memory`]); the error names the context.
    pub fn check_memory(&self, m: &SwitchModel) -> Result<(), String> {
        if m.config().contexts != self.contexts() {
            return Err(format!(
                "the model has {} query contexts, the RTL {}",
                m.config().contexts,
                self.contexts()
            ));
        }
        for c in 0..self.contexts() {
            let (want, have) = (m.context_memory(c), self.context_memory_image(c));
            if want != have.as_slice() {
                let ctx = if self.contexts() > 1 {
                    format!(" of context {c}")
                } else {
                    String::new()
                };
                return Err(if want.len() != have.len() {
                    format!(
                        "memory images{ctx} differ in size: model {} B, RTL {} B",
                        want.len(),
                        have.len()
                    )
                } else {
                    let l = (0..want.len() / LINE_BYTES)
                        .find(|&l| {
                            want[l * LINE_BYTES..(l + 1) * LINE_BYTES]
                                != have[l * LINE_BYTES..(l + 1) * LINE_BYTES]
                        })
                        .unwrap_or(0);
                    format!("memory images{ctx} differ, first at line {l}")
                });
            }
        }
        Ok(())
    }

    /// A READ_QUERY_COUNTERS request (PROTOCOL.md §5.5) naming context
    /// `c`'s query as the switch's replies state it, sealed under the
    /// driver's key; `None` while the context holds no query or without a
    /// key.
    pub fn read_query_counters_frame(&self, c: usize) -> Option<Vec<u8>> {
        let (query_id, q) = self.context_query(c)?;
        let key = self.cfg.control_key.as_ref()?;
        let mut h = Header::new(Opcode::Control, self.cfg.switch_mac, q.sink);
        h.query_id = query_id;
        h.token = q.token;
        h.source = netjoin_proto::COORDINATOR_SOURCE;
        h.table = ControlCommand::ReadQueryCounters as u8;
        Some(auth::seal(&h, &[], next_control_counter(), key))
    }

    /// With several contexts: reads every held context's counter bank
    /// (READ_QUERY_COUNTERS, sent to the RTL and to `m` on port 0) and
    /// checks that both answer the same frame, whose bank is the model's
    /// ([`SwitchModel::context_counters`]). Returns the banks, per
    /// context (`None`: free). Nothing with one context.
    pub fn check_banks(&mut self, m: &mut SwitchModel) -> Result<Vec<Option<Counters>>, String> {
        let mut banks = Vec::new();
        if self.contexts() == 1 {
            return Ok(banks);
        }
        for c in 0..self.contexts() {
            let Some(f) = self.read_query_counters_frame(c) else {
                banks.push(None);
                continue;
            };
            let theirs = m.receive(0, &f);
            let ours = self.receive(0, &f);
            if theirs != ours {
                return Err(format!(
                    "context {c}: the RTL and the model answer READ_QUERY_COUNTERS differently"
                ));
            }
            let bank = ours
                .iter()
                .find_map(|e| reply_record(&e.frame).and_then(|r| Counters::decode(r).ok()))
                .ok_or_else(|| format!("context {c}: READ_QUERY_COUNTERS not answered"))?;
            if &bank != m.context_counters(c) {
                return Err(format!(
                    "context {c}: the bank read {bank:?}, the model's is {:?}",
                    m.context_counters(c)
                ));
            }
            banks.push(Some(bank));
        }
        Ok(banks)
    }

    /// Frames the switch has sent and nobody took yet, in the order their
    /// last beat left (ports in index order within a cycle).
    pub fn take_emitted(&mut self) -> Vec<Emitted> {
        std::mem::take(&mut self.out)
    }

    /// Runs until every queued frame has been taken and the design has been
    /// quiet for `quiet_cycles`. Returns the cycles run.
    pub fn run_until_idle(&mut self) -> Result<u64, RtlError> {
        let start = self.stats.cycles;
        // A full quiet tail from now, whatever came before.
        self.quiet = 0;
        while self.quiet < self.cfg.quiet_cycles {
            self.step_counted();
            self.check_running(start)?;
        }
        Ok(self.stats.cycles - start)
    }

    /// Runs exactly `n` cycles.
    pub fn run_cycles(&mut self, n: u64) {
        for _ in 0..n {
            self.step();
        }
        // Not counted as active or quiet: [`Self::progress`] starts afresh.
        self.quiet = 0;
    }

    fn describe_stuck(&self, ran: u64) -> String {
        let rx: Vec<usize> = self.rx.iter().map(|r| r.frames.len()).collect();
        let ddr: Vec<usize> = self.ddr.iter().map(|d| d.outstanding()).collect();
        let tx: Vec<usize> = self.tx.iter().map(|t| t.len()).collect();
        let count = match &self.count {
            Some(s) if !s.idle() => ", count SRAM busy",
            _ => "",
        };
        let held: Vec<usize> = (0..self.tx.len()).filter(|&p| self.tx_held(p)).collect();
        let held = if held.is_empty() {
            String::new()
        } else {
            format!(", tx ports held low by the harness (hold_tx) {held:?}")
        };
        format!(
            "not idle after {ran} cycles: frames waiting per rx port {rx:?}, partial tx bytes {tx:?}, \
             outstanding memory requests {ddr:?}{count}{held}"
        )
    }

    fn tx_ready_now(&mut self) -> bool {
        match self.cfg.tx_ready {
            TxReady::Always => true,
            TxReady::LowEvery(n) => n == 0 || !(self.stats.cycles + 1).is_multiple_of(n as u64),
            TxReady::Random { percent_low, .. } => {
                self.rng ^= self.rng << 13;
                self.rng ^= self.rng >> 7;
                self.rng ^= self.rng << 17;
                (self.rng % 100) as u32 >= percent_low
            }
        }
    }

    /// One clock cycle. Returns whether anything was in flight.
    pub fn step(&mut self) -> bool {
        let mut active = false;
        // Inputs for this cycle.
        for p in 0..self.rx.len() {
            let r = &mut self.rx[p];
            let mut beat = None;
            if let Some(f) = r.frames.front() {
                active = true;
                if r.offering {
                    beat = Some(beat_of(f, r.pos));
                } else if r.gap_left > 0 {
                    r.gap_left -= 1;
                } else if r.pos == 0 && self.cfg.honour_rx_pause && self.sw.rx_pause(p) {
                    self.stats.rx_pause_cycles += 1;
                } else if self.cfg.rx_stall_every > 0
                    && r.pos > 0
                    && r.beats_since_stall + 1 >= self.cfg.rx_stall_every
                {
                    r.beats_since_stall = 0;
                } else {
                    r.offering = true;
                    r.beats_since_stall += 1;
                    beat = Some(beat_of(f, r.pos));
                }
            }
            self.sw.drive_rx(p, beat.as_ref());
        }
        let mut tx_ready = [true; 8];
        for p in 0..self.tx.len() {
            // drawn for a held port too, so that the others' draws do not move
            tx_ready[p] = self.tx_ready_now() && !self.tx_held(p);
            self.sw.set_tx_ready(p, tx_ready[p]);
        }
        let mut mem_ready = [false; 2];
        for c in 0..self.ddr.len() {
            mem_ready[c] = self.ddr[c].req_ready();
            self.sw.set_mem_ready(c, mem_ready[c]);
            let rsp = self.ddr[c].response().copied();
            self.sw.drive_mem_rsp(c, rsp.as_ref());
        }
        if let Some(s) = &self.count {
            self.sw.drive_count_response(s.response());
        }

        self.sw.tick();
        self.stats.cycles += 1;
        if self.cfg.record_commits {
            self.log.commits.extend(self.sw.commit());
        }

        // Handshakes at the edge.
        for p in 0..self.rx.len() {
            let r = &mut self.rx[p];
            if !r.offering {
                continue;
            }
            if self.sw.rx_ready(p) {
                self.stats.rx_beats += 1;
                r.offering = false;
                r.pos += 8;
                let len = r.frames[0].len();
                if r.pos >= len {
                    let f = r.frames.pop_front();
                    if self.cfg.record_commits {
                        self.log.frames[p].extend(f);
                    }
                    r.pos = 0;
                    r.gap_left = self.cfg.rx_gap;
                    r.beats_since_stall = 0;
                    self.stats.rx_frames += 1;
                }
            } else {
                self.stats.rx_stall_cycles += 1;
            }
        }
        for p in 0..self.tx.len() {
            if let Some(b) = self.sw.tx_beat(p) {
                active = true;
                if !tx_ready[p] {
                    self.stats.tx_backpressure_cycles += 1;
                    if self.tx_held(p) {
                        self.stats.tx_held_cycles += 1;
                    }
                    continue;
                }
                self.stats.tx_beats += 1;
                let bytes = b.data.to_le_bytes();
                for (i, byte) in bytes.iter().enumerate() {
                    if b.keep & (1 << i) != 0 {
                        self.tx[p].push(*byte);
                    }
                }
                if b.last {
                    let frame = std::mem::take(&mut self.tx[p]);
                    self.note_emitted(&frame);
                    self.stats.tx_frames += 1;
                    self.out.push(Emitted { port: p, frame });
                }
            } else if !self.tx[p].is_empty() {
                active = true;
            }
        }
        for c in 0..self.ddr.len() {
            if self.sw.mem_req_valid(c) {
                active = true;
                if mem_ready[c] {
                    let req = self.sw.mem_req(c).expect("valid");
                    if req.write {
                        self.stats.mem_writes[c] += 1;
                    } else {
                        self.stats.mem_reads[c] += 1;
                    }
                    self.mem_used[c] = true;
                    self.ddr[c].push(req);
                }
            }
            if !self.ddr[c].idle() {
                active = true;
            }
            self.ddr[c].tick();
        }
        if let Some(s) = &mut self.count {
            if let Some(a) = self.sw.count_read() {
                s.read(a);
                active = true;
            }
            if let Some((a, d)) = self.sw.count_write() {
                s.write(a, d);
                active = true;
            }
            if !s.idle() {
                active = true;
            }
            s.tick();
        }
        // work in hand that shows on no port (cache-answered misses)
        active || self.sw.busy()
    }

    /// Learns the signature and table size from the switch's replies.
    fn note_emitted(&mut self, frame: &[u8]) {
        let Ok(h) = Header::parse(frame) else { return };
        if h.opcode != Opcode::ControlReply {
            return;
        }
        let Some(key) = &self.cfg.control_key else {
            return;
        };
        let Ok(opened) = auth::open(frame, h.payload_len as usize, key) else {
            return;
        };
        self.snoop.floor = self.snoop.floor.max(opened.counter);
        if h.flags != ControlStatus::Ok as u8 {
            return;
        }
        let payload = opened.record;
        match ControlCommand::from_u8(h.table) {
            Some(ControlCommand::Reset) => {
                self.snoop.queries = Default::default();
            }
            Some(ControlCommand::LoadSignature) => {
                if let Ok(r) = SignatureRecord::decode(payload) {
                    // with several contexts, the signature loaded already
                    // ends no query (PROTOCOL.md §5.5)
                    let keep = self.contexts() > 1 && self.snoop.signature == Some(r.signature);
                    self.snoop.signature = Some(r.signature);
                    if !keep {
                        self.snoop.queries = Default::default();
                    }
                }
            }
            Some(ControlCommand::Configure) => {
                if let Ok(q) = ConfigureQuery::decode(payload) {
                    // a switch of one context answers with context 0
                    if let Some(slot) = self.snoop.queries.get_mut(q.context as usize) {
                        *slot = Some((h.query_id, q));
                    }
                }
            }
            Some(ControlCommand::Release) => {
                if let Some(token) = self.snoop.releases.remove(&(h.query_id, h.seq)) {
                    for slot in self.snoop.queries.iter_mut() {
                        if slot.is_some_and(|(id, q)| id == h.query_id && q.token == token) {
                            *slot = None;
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// The first table-memory line of context `c`'s share: `c · M/N`
    /// (PROTOCOL.md §5.5), 0 with one context.
    pub fn context_line_base(&self, c: usize) -> u32 {
        (c as u64 * (memory_sizes().0 / self.contexts() as u64)) as u32
    }

    /// The first fill-count SRAM word of context `c`'s share: `c · S/N`.
    pub fn context_count_base(&self, c: usize) -> u32 {
        (c as u64 * (memory_sizes().1 / self.contexts() as u64)) as u32
    }

    /// The first address of context `c`'s part of every membership-filter
    /// array on the `dbg_filter_*` port: `c << 18` with several contexts
    /// (the arrays are `N` times deeper, addressed {context, index}).
    pub fn context_filter_base(&self, c: usize) -> u32 {
        if self.contexts() > 1 {
            (c as u32) << netjoin_proto::hash::FILTER_BITS_MAX
        } else {
            0
        }
    }

    /// The configured query's table memory (context 0's), laid out as
    /// [`netjoin_sim::SwitchModel::memory`]: the first `T · 2^bucket_bits ·
    /// lines` lines, each read from the controller that holds it. Empty
    /// before a successful CONFIGURE (as seen in the switch's replies).
    pub fn memory_image(&self) -> Vec<u8> {
        self.context_memory_image(0)
    }

    /// The table memory of context `c`'s query, laid out as
    /// [`netjoin_sim::SwitchModel::context_memory`]: its line `l` is the
    /// RTL's line `c · M/N + l` (PROTOCOL.md §5.5), on the controller that
    /// holds line `l` of a query alone. Empty while the context holds no
    /// query (as seen in the switch's replies).
    pub fn context_memory_image(&self, c: usize) -> Vec<u8> {
        let (Some(sig), Some((_, q))) = (self.snoop.signature, self.context_query(c)) else {
            return Vec::new();
        };
        let lines = (sig.t() << q.bucket_bits) * sig.geometry().lines;
        self.memory_image_at(
            self.context_line_base(c),
            lines,
            sig.t(),
            sig.geometry().lines,
        )
    }

    /// With the count port: whether the count SRAM holds, for every bucket
    /// of the configured query's tables (the buckets [`Self::memory_image`]
    /// covers), the count of occupied slots in the bucket's status byte
    /// (bits 6..0 of its last byte, PROTOCOL.md §6), as read from the DDR
    /// model that holds it. The SRAM is indexed by the line that holds the
    /// status byte (a bucket's only line in every RTL signature). The
    /// error names the first line that differs, both counts and the
    /// signature. `Ok` without the count port or before CONFIGURE.
    ///
    /// With several contexts, every context's query, each in its shares:
    /// line `l` of context `c` is the RTL's line `c · M/N + l`, and its
    /// count is in the word `c · S/N + w` where a query alone has it in
    /// word `w`.
    pub fn check_counts(&self) -> Result<(), String> {
        (0..self.contexts()).try_for_each(|c| self.check_context_counts(c))
    }

    /// [`Self::check_counts`] of context `c`'s query.
    pub fn check_context_counts(&self, c: usize) -> Result<(), String> {
        let Some(s) = &self.count else { return Ok(()) };
        let (Some(sig), Some((_, q))) = (self.snoop.signature, self.context_query(c)) else {
            return Ok(());
        };
        let (tables, lpb) = (sig.t(), sig.geometry().lines);
        let bits = sram::count_bits(sig.geometry().slots);
        let line_base = self.context_line_base(c);
        // the share's first word, as a line index of the count SRAM
        let count_base = self.context_count_base(c) * (32 / bits);
        for bt in 0..tables << q.bucket_bits {
            let l = (bt * lpb + lpb - 1) as u32;
            let status = self
                .ddr_of_line(l as usize, tables, lpb)
                .read_line(line_base + l)[LINE_BYTES - 1]
                & STATUS_COUNT_MASK;
            let count = s.count(count_base + l, bits);
            if count != status {
                let ctx = if self.contexts() > 1 {
                    format!(" context {c}")
                } else {
                    String::new()
                };
                return Err(format!(
                    "{}{ctx}: count SRAM holds {count} for line {l} (bucket {}, table {}), its status byte in DDR counts {status}",
                    sig.id(),
                    bt / tables,
                    bt % tables
                ));
            }
        }
        Ok(())
    }

    /// Whether the RTL's membership filters hold the model's bits, bit for
    /// bit (PROTOCOL.md §6.3): the first `2^filter_bits` bits of every
    /// array of every table of the configured query, read through the
    /// design's observation port while the switch is idle. `Ok` without
    /// filters (none configured, or a design without the port).
    ///
    /// With several contexts this checks context 0's filters: the model
    /// shows no other context's ([`SwitchModel::filter`]); read the others
    /// with [`Self::read_context_filter`].
    pub fn check_filters(&mut self, m: &SwitchModel) -> Result<(), String> {
        let (Some(sig), Some((_, q))) = (self.snoop.signature, self.context_query(0)) else {
            return Ok(());
        };
        let bits = q.filter_bits;
        if bits == 0 {
            return match m.filter(0, 0) {
                None => Ok(()),
                Some(_) => Err("the model keeps a filter the RTL was not configured with".into()),
            };
        }
        let Some(words) = self.read_context_filter(0) else {
            return Ok(());
        };
        for t in 0..sig.t() {
            for p in 0..FILTER_HASHES {
                let Some(want) = m.filter(t, p) else {
                    return Err(format!("the model has no filter for table {t}"));
                };
                if want.len() != words.len() {
                    return Err(format!(
                        "table {t} array {p}: the model keeps {} bits, the RTL {}",
                        want.len(),
                        words.len()
                    ));
                }
                let i = FILTER_HASHES * t + p;
                if let Some(a) = (0..words.len()).find(|&a| (words[a] >> i & 1 == 1) != want[a]) {
                    return Err(format!(
                        "filters differ: table {t} array {p} bit {a}: RTL {}, model {}",
                        words[a] >> i & 1,
                        u8::from(want[a])
                    ));
                }
            }
        }
        Ok(())
    }

    /// Context `c`'s membership-filter bits as [`RtlSwitch::read_filter`]
    /// returns them (element `i`: bit `i` of every array, bit `2t + p`
    /// table t's array p), the first `2^filter_bits` of its query, read at
    /// `c << 18 | i` with several contexts. `None` while the context holds
    /// no query with filters, or for a design without the port. Only while
    /// the switch is idle.
    pub fn read_context_filter(&mut self, c: usize) -> Option<Vec<u64>> {
        let (_, q) = self.context_query(c)?;
        if q.filter_bits == 0 {
            return None;
        }
        let base = self.context_filter_base(c);
        self.sw.read_filter_at(base, 1u32 << q.filter_bits)
    }

    /// Whether the RTL placed the model's tables on chip and its on-chip
    /// stores hold the model's lines, byte for byte (PROTOCOL.md §6.4):
    /// every bucket of every on-chip table of the configured query, read
    /// through the design's observation port while the switch is idle,
    /// against the same table's lines in the model's table memory (the
    /// stores are written through). `Ok` with no table on chip or a design
    /// without the port.
    ///
    /// With several contexts no table is on chip (PROTOCOL.md §5.5): every
    /// context's CONFIGURE reply, and the model's, must say so.
    pub fn check_onchip(&mut self, m: &SwitchModel) -> Result<(), String> {
        if self.contexts() > 1 {
            for c in 0..self.contexts() {
                let rtl = self.context_query(c).map_or(0, |(_, q)| q.onchip);
                let model = m.context_query(c).map_or(0, |q| q.onchip);
                if rtl != 0 || model != 0 {
                    return Err(format!(
                        "context {c}: on-chip tables with {} contexts: the RTL placed {rtl:#06b}, the model {model:#06b}",
                        self.contexts()
                    ));
                }
            }
            return Ok(());
        }
        let (Some(sig), Some((_, q))) = (self.snoop.signature, self.context_query(0)) else {
            return Ok(());
        };
        let onchip = q.onchip;
        let model = m.query().map_or(0, |q| q.onchip);
        if model != onchip {
            return Err(format!(
                "on-chip tables: the RTL placed {onchip:#06b}, the model {model:#06b}"
            ));
        }
        let image = m.memory();
        for t in (0..sig.t()).filter(|t| onchip >> t & 1 == 1) {
            let tb = q.table_bucket_bits(&sig, t);
            let Some(lines) = self.sw.read_onchip(t, 1u32 << tb) else {
                return Ok(());
            };
            for (b, line) in lines.iter().enumerate() {
                let off = (b * sig.t() + t) * LINE_BYTES;
                if image[off..off + LINE_BYTES] != line[..] {
                    return Err(format!(
                        "on-chip store of table {t}: bucket {b} differs from the model's line {}",
                        b * sig.t() + t
                    ));
                }
            }
        }
        Ok(())
    }

    /// Lines `0..lines` of the global line space. With two controllers in
    /// use, line `L` of bucket `b`, table `t` (`L / lines_per_bucket = b·T + t`)
    /// is read from controller `(b + t) mod 2` (PROTOCOL.md §6.2).
    pub fn memory_image_lines(
        &self,
        lines: usize,
        tables: usize,
        lines_per_bucket: usize,
    ) -> Vec<u8> {
        self.memory_image_at(0, lines, tables, lines_per_bucket)
    }

    /// Lines `base..base + lines` of the global line space, line `base + l`
    /// read from the controller that holds line `l` of a query alone (a
    /// context's share, PROTOCOL.md §5.5, starts at `base`).
    pub fn memory_image_at(
        &self,
        base: u32,
        lines: usize,
        tables: usize,
        lines_per_bucket: usize,
    ) -> Vec<u8> {
        if self.single_controller() {
            return self.ddr[0].store().image(base, lines);
        }
        let mut out = vec![0u8; lines * LINE_BYTES];
        for l in 0..lines {
            let d = self.ddr_of_line(l, tables, lines_per_bucket);
            let a = base + l as u32;
            if d.store().touched(a) {
                out[l * LINE_BYTES..(l + 1) * LINE_BYTES].copy_from_slice(&d.read_line(a));
            }
        }
        out
    }

    /// Only controller 0 holds lines (one port, or the second never used).
    fn single_controller(&self) -> bool {
        self.controllers_used() == 1 || self.ddr.len() == 1
    }

    /// The DDR model holding global line `line`: with two controllers in
    /// use, bucket `b` of table `t` (`line / lines_per_bucket = b·T + t`)
    /// lives on controller `(b + t) mod 2` (PROTOCOL.md §6.2).
    fn ddr_of_line(&self, line: usize, tables: usize, lines_per_bucket: usize) -> &Ddr {
        if self.single_controller() {
            return &self.ddr[0];
        }
        let bt = line / lines_per_bucket;
        &self.ddr[(bt / tables + bt % tables) % 2]
    }
}
