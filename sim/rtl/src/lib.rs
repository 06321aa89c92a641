//! The switch Verilog under Verilator, driven from Rust.
//!
//! * [`RtlSwitch`]: the Verilated top level with named pins (docs/HDL.md §1),
//!   one [`RtlSwitch::tick`] per 156.25 MHz clock cycle.
//! * [`RtlSwitchDriver`]: frames in, frames out. Feeds frames into the rx
//!   ports as AXI-Stream beats, collects the tx ports, and serves both
//!   memory ports from [`netjoin_sim::ddr::Ddr`] timing models (and the
//!   fill-count SRAM port, if the design has one, from a
//!   [`netjoin_sim::sram::CountSram`]).
//!   [`RtlSwitchDriver::receive`] has the signature and semantics of
//!   [`netjoin_sim::SwitchModel::receive`], and emulates reprogramming the
//!   FPGA when a LOAD_SIGNATURE asks for another compiled-in signature.
//!
//! One switch is compiled in per pipeline signature: build.rs Verilates
//! `bitstreams/<id>/netjoin_switch.v` for the signatures selected by
//! `NETJOIN_RTL_SIGNATURES` (default: those of [`CI_SIGNATURES`] whose
//! Verilog exists); see docs/RTL_HARNESS.md. [`available_signatures`] lists
//! them. A design that could not be built leaves the crate buildable, and
//! [`RtlSwitch::open`] returns [`RtlError::Unavailable`] saying why.

mod driver;
mod model;
pub mod ssb;
pub mod workload;

pub use driver::{CommitLog, DriverConfig, DriverStats, RtlSwitchDriver, TxReady, Vcd};
pub use model::{Model, PortInfo, Sig};
pub use netjoin_proto::Signature;
pub use netjoin_sim::ddr::{Ddr, DdrStats, DdrTiming, MemReq};
pub use netjoin_sim::sram::{CountSram, SramStats};
pub use netjoin_sim::Emitted;

use std::fmt;

/// The signature of the default switch (`RtlSwitch::new`, `RtlSwitchDriver::new`).
pub const DEFAULT_SIGNATURE: &str = model::DEFAULT_ID;

/// The signatures built when `NETJOIN_RTL_SIGNATURES` is not set (those whose
/// `bitstreams/<id>/netjoin_switch.v` exists), and that CI must have built.
pub const CI_SIGNATURES: &[&str] = model::CI_SET;

/// Ids of the switch signatures compiled into this build, the default
/// ([`DEFAULT_SIGNATURE`]) first when present.
pub fn available_signatures() -> Vec<&'static str> {
    model::SWITCHES
        .iter()
        .filter(|e| e.vtable.is_some())
        .map(|e| e.id)
        .collect()
}

/// What build.rs did about one switch signature it was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SignatureBuild {
    pub id: &'static str,
    /// The Verilog file.
    pub verilog: &'static str,
    /// "ok: <path> (<verilator version>)" or why it is not compiled in.
    pub status: &'static str,
    pub available: bool,
}

/// Every switch signature build.rs was asked for (built or not), and how the
/// list was chosen (e.g. "NETJOIN_RTL_SIGNATURES unset: the CI set …").
pub fn signature_builds() -> (Vec<SignatureBuild>, &'static str) {
    let v = model::SWITCHES
        .iter()
        .map(|e| SignatureBuild {
            id: e.id,
            verilog: e.verilog,
            status: e.status,
            available: e.vtable.is_some(),
        })
        .collect();
    (v, model::SELECTION)
}

/// Which Verilated design to instantiate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Design {
    /// The switch built for this signature with one query context:
    /// `bitstreams/<id>/netjoin_switch.v` (or `$NETJOIN_RTL_VERILOG` at
    /// build time).
    Switch(Signature),
    /// The switch built for this signature with this many query contexts
    /// (2 or 4, PROTOCOL.md §5.5): `bitstreams/<id>c<N>/netjoin_switch.v`.
    /// Made by [`Design::switch`] or [`Design::with_contexts`], which give
    /// [`Design::Switch`] for one context.
    Contexts(Signature, u8),
    /// The harness's stand-in (sim/rtl/tests/fixtures/netjoin_fixture.v):
    /// echoes frames, through memory on ports 0 and 1.
    Fixture,
}

impl Design {
    /// The switch of pipeline `id` (`k8v8t3`, or `k8v8t3c2` with two query
    /// contexts; compiled in or not).
    pub fn switch(id: &str) -> Result<Design, RtlError> {
        netjoin_catalog::Pipeline::parse_id(id)
            .map(|p| Design::with_contexts(p.signature, p.contexts as usize))
            .map_err(|e| RtlError::Unavailable(format!("RTL switch `{id}` unavailable: {e}")))
    }

    /// The switch of `sig` with `contexts` query contexts: [`Design::Switch`]
    /// for one, else [`Design::Contexts`].
    pub fn with_contexts(sig: Signature, contexts: usize) -> Design {
        match contexts {
            1 => Design::Switch(sig),
            n => Design::Contexts(sig, n as u8),
        }
    }

    /// The switch of [`DEFAULT_SIGNATURE`].
    pub fn default_switch() -> Design {
        Design::switch(DEFAULT_SIGNATURE).expect("default signature id")
    }

    /// The signature of a switch design.
    pub fn signature(self) -> Option<Signature> {
        match self {
            Design::Switch(s) | Design::Contexts(s, _) => Some(s),
            Design::Fixture => None,
        }
    }

    /// The query contexts of a switch design (PROTOCOL.md §5.5); 1 for
    /// the fixture.
    pub fn contexts(self) -> usize {
        match self {
            Design::Contexts(_, n) => n as usize,
            _ => 1,
        }
    }

    /// The pipeline id of a switch design: `k8v8t3`, `k8v8t3c2`.
    pub fn id(self) -> Option<String> {
        match self {
            Design::Switch(s) => Some(s.id()),
            Design::Contexts(s, n) => Some(format!("{}c{n}", s.id())),
            Design::Fixture => None,
        }
    }

    /// The behavioural model a switch design is checked against: the same
    /// query contexts, its signature the only one it loads, CONTROL frames
    /// authenticated under [`harness_key`].
    pub fn model_config(self) -> netjoin_sim::SwitchConfig {
        netjoin_sim::SwitchConfig {
            supported: self.signature().map(|s| vec![s]),
            control_auth: netjoin_proto::ControlAuth::Keyed(harness_key()),
            contexts: self.contexts(),
            ..netjoin_sim::SwitchConfig::default()
        }
    }

    /// `switch k8v8t3`, `switch k8v8t3c2` or `fixture`.
    pub fn name(self) -> String {
        match self.id() {
            Some(id) => format!("switch {id}"),
            None => "fixture".into(),
        }
    }

    fn entry(self) -> Option<&'static model::DesignEntry> {
        match self.id() {
            Some(id) => model::SWITCHES.iter().find(|e| e.id == id),
            None => Some(&model::FIXTURE),
        }
    }

    /// What build.rs reported for this design ("ok: <path> (<verilator version>)"
    /// or why it is missing).
    pub fn build_status(self) -> String {
        match self.entry() {
            Some(e) => e.status.to_string(),
            None => format!(
                "{} was not among the signatures built ({}); set NETJOIN_RTL_SIGNATURES (a list of ids, or `all`) and rebuild",
                self.id().unwrap_or_default(),
                model::SELECTION
            ),
        }
    }

    /// Whether this design was compiled into the crate.
    pub fn available(self) -> bool {
        self.vtable().is_some()
    }

    /// Whether this design was compiled in with VCD tracing
    /// (`NETJOIN_RTL_TRACE` when the crate was built).
    pub fn traced(self) -> bool {
        self.entry().is_some_and(|e| e.vtable.is_some() && e.traced)
    }

    fn vtable(self) -> Option<&'static model::Vtable> {
        self.entry().and_then(|e| e.vtable)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RtlError {
    /// The design was not compiled in; the message says why.
    Unavailable(String),
    /// The Verilog's ports do not match docs/HDL.md.
    Ports(String),
    /// The design did not go idle within the cycle limit.
    Timeout(String),
    /// A waveform could not be written (see [`Model::trace`]).
    Trace(String),
}

impl fmt::Display for RtlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RtlError::Unavailable(m) => write!(f, "{m}"),
            RtlError::Ports(m) => write!(f, "RTL port list does not match docs/HDL.md: {m}"),
            RtlError::Timeout(m) => write!(f, "RTL switch timed out: {m}"),
            RtlError::Trace(m) => write!(f, "RTL waveform: {m}"),
        }
    }
}

impl std::error::Error for RtlError {}

/// One 64-bit AXI-Stream beat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Beat {
    /// Byte i of the beat is bits 8i+7..8i.
    pub data: u64,
    pub keep: u8,
    pub last: bool,
    pub user: bool,
}

#[derive(Clone, Copy, Debug)]
struct RxPins {
    data: Sig,
    keep: Sig,
    valid: Sig,
    last: Sig,
    user: Sig,
    ready: Sig,
    /// `rx{p}_pause`, if the design has it: the input buffers are nearly
    /// full and the sender should hold its next frame (docs/HDL.md).
    pause: Option<Sig>,
}

/// The observation outputs `dbg_commit_*` (docs/HDL.md §1).
#[derive(Clone, Copy, Debug)]
struct CommitPins {
    valid: Sig,
    port: Sig,
    drops: Sig,
    frame: Sig,
}

/// The membership filters' observation port `dbg_filter_*` (docs/HDL.md §1).
#[derive(Clone, Copy, Debug)]
struct FilterPins {
    en: Sig,
    addr: Sig,
    bits: Sig,
}

/// The on-chip stores' observation port `dbg_onchip_*` (docs/HDL.md §1).
#[derive(Clone, Copy, Debug)]
struct OnchipPins {
    en: Sig,
    table: Sig,
    bucket: Sig,
    line: Sig,
}

/// The management registers' AXI4-Lite port `s_axil_*` (PROTOCOL.md §12).
#[derive(Clone, Copy, Debug)]
struct MgmtPins {
    awaddr: Sig,
    awvalid: Sig,
    awready: Sig,
    wdata: Sig,
    wstrb: Sig,
    wvalid: Sig,
    wready: Sig,
    bresp: Sig,
    bvalid: Sig,
    bready: Sig,
    araddr: Sig,
    arvalid: Sig,
    arready: Sig,
    rdata: Sig,
    rresp: Sig,
    rvalid: Sig,
    rready: Sig,
}

/// The key the harness installs in every switch design it opens (through
/// the management registers) and seals its workloads' CONTROL frames with.
/// A test key, public like this source: no deployed switch uses it.
pub fn harness_key() -> netjoin_proto::ControlKey {
    netjoin_proto::ControlKey::from_bytes(*b"netjoin-rtl-test")
}

/// One commit of the switch's engine, as `dbg_commit_*` show it: the order
/// in which the model must see the frames (PROTOCOL.md §7.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Commit {
    pub port: usize,
    /// Frames of `port` dropped whole at its full input buffer just before
    /// (`drop_input_full`).
    pub drops: u64,
    /// A frame was committed (false: the commit reports only `drops`).
    pub frame: bool,
}

#[derive(Clone, Copy, Debug)]
struct TxPins {
    data: Sig,
    keep: Sig,
    valid: Sig,
    last: Sig,
    ready: Sig,
}

#[derive(Clone, Copy, Debug)]
struct MemPins {
    valid: Sig,
    write: Sig,
    addr: Sig,
    wdata: Sig,
    ready: Sig,
    rsp_valid: Sig,
    rsp_rdata: Sig,
    /// `mem{c}_req_wstrb`, if the design has it: byte strobes of a write
    /// (bit i: byte i of `wdata`). Without it every write is of the whole line.
    wstrb: Option<Sig>,
}

/// The fill-count SRAM port (docs/HDL.md §1), if the design has one: a read
/// and a write a cycle, no ready signals, word addresses.
#[derive(Clone, Copy, Debug)]
struct CountPins {
    rd_valid: Sig,
    rd_addr: Sig,
    rsp_valid: Sig,
    rsp_rdata: Sig,
    wr_valid: Sig,
    wr_addr: Sig,
    wr_data: Sig,
}

/// The count port's pins: name, output (else input), width.
const COUNT_PINS: [(&str, bool, u32); 7] = [
    ("cnt_rd_valid", true, 1),
    ("cnt_rd_addr", true, 32),
    ("cnt_rsp_valid", false, 1),
    ("cnt_rsp_rdata", false, 32),
    ("cnt_wr_valid", true, 1),
    ("cnt_wr_addr", true, 32),
    ("cnt_wr_data", true, 32),
];

/// The count port's pins if the design has any of them; an error if it has
/// only some, or one of the wrong direction or width.
fn count_pins(m: &Model) -> Result<Option<CountPins>, RtlError> {
    if COUNT_PINS.iter().all(|(n, _, _)| m.port(n).is_none()) {
        return Ok(None);
    }
    let mut s = [Sig {
        offset: 0,
        width: 0,
    }; 7];
    for (i, &(n, out, w)) in COUNT_PINS.iter().enumerate() {
        if m.port(n).is_none() {
            let have: Vec<&str> = COUNT_PINS
                .iter()
                .map(|p| p.0)
                .filter(|p| m.port(p).is_some())
                .collect();
            return Err(RtlError::Ports(format!(
                "count port incomplete: no `{n}` (has {})",
                have.join(", ")
            )));
        }
        s[i] = if out { m.output(n)? } else { m.input(n)? };
        if s[i].width != w {
            return Err(RtlError::Ports(format!(
                "{n} is {} bits, expected {w}",
                s[i].width
            )));
        }
    }
    let [rd_valid, rd_addr, rsp_valid, rsp_rdata, wr_valid, wr_addr, wr_data] = s;
    Ok(Some(CountPins {
        rd_valid,
        rd_addr,
        rsp_valid,
        rsp_rdata,
        wr_valid,
        wr_addr,
        wr_data,
    }))
}

/// The Verilated switch with the pins of docs/HDL.md.
///
/// Per clock cycle: set inputs (`drive_*`, `set_*`), call [`RtlSwitch::tick`],
/// then read the outputs (`rx_ready`, `tx_beat`, `mem_req`, `count_read`,
/// `count_write`): they are the values the design showed during that cycle,
/// before the rising edge, so a handshake happened at that edge iff valid
/// and ready were both high.
pub struct RtlSwitch {
    m: Model,
    design: Design,
    reset: Sig,
    rx: Vec<RxPins>,
    tx: Vec<TxPins>,
    mem: Vec<MemPins>,
    /// The switch's `busy` pin (docs/HDL.md §1), if the design has one.
    busy: Option<Sig>,
    commit: Option<CommitPins>,
    count: Option<CountPins>,
    filter: Option<FilterPins>,
    onchip: Option<OnchipPins>,
    mgmt: Option<MgmtPins>,
}

impl RtlSwitch {
    /// The switch RTL of the default signature ([`DEFAULT_SIGNATURE`]).
    pub fn new() -> Result<RtlSwitch, RtlError> {
        RtlSwitch::open(Design::default_switch())
    }

    /// The switch RTL built for signature `id` (e.g. `k8v16t1`).
    pub fn for_signature(id: &str) -> Result<RtlSwitch, RtlError> {
        RtlSwitch::open(Design::switch(id)?)
    }

    /// The harness's stand-in design.
    pub fn fixture() -> Result<RtlSwitch, RtlError> {
        RtlSwitch::open(Design::Fixture)
    }

    pub fn open(design: Design) -> Result<RtlSwitch, RtlError> {
        let vt = design.vtable().ok_or_else(|| {
            RtlError::Unavailable(format!(
                "RTL {} unavailable: {}",
                design.name(),
                design.build_status()
            ))
        })?;
        let m = Model::new(vt);
        let reset = m.input("reset")?;
        let mut rx = Vec::new();
        let mut tx = Vec::new();
        let mut p = 0;
        while m.port(&format!("rx{p}_tdata")).is_some() {
            let i = |s: &str| m.input(&format!("rx{p}_{s}"));
            let o = |s: &str| m.output(&format!("tx{p}_{s}"));
            rx.push(RxPins {
                data: i("tdata")?,
                keep: i("tkeep")?,
                valid: i("tvalid")?,
                last: i("tlast")?,
                user: i("tuser")?,
                ready: m.output(&format!("rx{p}_tready"))?,
                pause: match m.port(&format!("rx{p}_pause")) {
                    Some(_) => Some(m.output(&format!("rx{p}_pause"))?),
                    None => None,
                },
            });
            tx.push(TxPins {
                data: o("tdata")?,
                keep: o("tkeep")?,
                valid: o("tvalid")?,
                last: o("tlast")?,
                ready: m.input(&format!("tx{p}_tready"))?,
            });
            p += 1;
        }
        let mut mem = Vec::new();
        let mut c = 0;
        while m.port(&format!("mem{c}_req_valid")).is_some() {
            let o = |s: &str| m.output(&format!("mem{c}_{s}"));
            let i = |s: &str| m.input(&format!("mem{c}_{s}"));
            mem.push(MemPins {
                valid: o("req_valid")?,
                write: o("req_write")?,
                addr: o("req_addr")?,
                wdata: o("req_wdata")?,
                ready: i("req_ready")?,
                rsp_valid: i("rsp_valid")?,
                rsp_rdata: i("rsp_rdata")?,
                wstrb: match m.port(&format!("mem{c}_req_wstrb")) {
                    Some(_) => Some(o("req_wstrb")?),
                    None => None,
                },
            });
            c += 1;
        }
        if rx.is_empty() {
            return Err(RtlError::Ports("no rx0_tdata".into()));
        }
        if mem.is_empty() {
            return Err(RtlError::Ports("no mem0_req_valid".into()));
        }
        for (s, w, n) in [
            (rx[0].data, 64, "rx0_tdata"),
            (mem[0].addr, 32, "mem0_req_addr"),
            (mem[0].wdata, 512, "mem0_req_wdata"),
        ] {
            if s.width != w {
                return Err(RtlError::Ports(format!(
                    "{n} is {} bits, expected {w}",
                    s.width
                )));
            }
        }
        for (c, pins) in mem.iter().enumerate() {
            match (pins.wstrb, mem[0].wstrb) {
                (Some(s), _) if s.width != 64 => {
                    return Err(RtlError::Ports(format!(
                        "mem{c}_req_wstrb is {} bits, expected 64",
                        s.width
                    )))
                }
                (None, Some(_)) => {
                    return Err(RtlError::Ports(format!(
                        "mem0_req_wstrb exists but no mem{c}_req_wstrb"
                    )))
                }
                (Some(_), None) => {
                    return Err(RtlError::Ports(format!(
                        "mem{c}_req_wstrb exists but no mem0_req_wstrb"
                    )))
                }
                _ => {}
            }
        }
        let count = count_pins(&m)?;
        let busy = match m.port("busy") {
            Some(_) => Some(m.output("busy")?),
            None => None,
        };
        let commit = match m.port("dbg_commit_drops") {
            Some(_) => Some(CommitPins {
                valid: m.output("dbg_commit_valid")?,
                port: m.output("dbg_commit_port")?,
                drops: m.output("dbg_commit_drops")?,
                frame: m.output("dbg_commit_frame")?,
            }),
            None => None,
        };
        let filter = match m.port("dbg_filter_en") {
            Some(_) => Some(FilterPins {
                en: m.input("dbg_filter_en")?,
                addr: m.input("dbg_filter_addr")?,
                bits: m.output("dbg_filter_bits")?,
            }),
            None => None,
        };
        let onchip = match m.port("dbg_onchip_en") {
            Some(_) => Some(OnchipPins {
                en: m.input("dbg_onchip_en")?,
                table: m.input("dbg_onchip_table")?,
                bucket: m.input("dbg_onchip_bucket")?,
                line: m.output("dbg_onchip_line")?,
            }),
            None => None,
        };
        let mgmt = match m.port("s_axil_awaddr") {
            Some(_) => {
                let i = |s: &str| m.input(&format!("s_axil_{s}"));
                let o = |s: &str| m.output(&format!("s_axil_{s}"));
                Some(MgmtPins {
                    awaddr: i("awaddr")?,
                    awvalid: i("awvalid")?,
                    awready: o("awready")?,
                    wdata: i("wdata")?,
                    wstrb: i("wstrb")?,
                    wvalid: i("wvalid")?,
                    wready: o("wready")?,
                    bresp: o("bresp")?,
                    bvalid: o("bvalid")?,
                    bready: i("bready")?,
                    araddr: i("araddr")?,
                    arvalid: i("arvalid")?,
                    arready: o("arready")?,
                    rdata: o("rdata")?,
                    rresp: o("rresp")?,
                    rvalid: o("rvalid")?,
                    rready: i("rready")?,
                })
            }
            None => None,
        };
        let mut sw = RtlSwitch {
            m,
            mgmt,
            design,
            reset,
            rx,
            tx,
            mem,
            busy,
            commit,
            count,
            filter,
            onchip,
        };
        sw.idle_inputs();
        Ok(sw)
    }

    pub fn design(&self) -> Design {
        self.design
    }
    /// The signature this switch RTL implements (`None` for the fixture).
    pub fn signature(&self) -> Option<Signature> {
        self.design.signature()
    }
    /// Ethernet ports (4).
    pub fn ports(&self) -> usize {
        self.rx.len()
    }
    /// Memory ports (2; docs/HDL.md: both always exist).
    pub fn mem_ports(&self) -> usize {
        self.mem.len()
    }
    /// Clock cycles simulated.
    pub fn cycles(&self) -> u64 {
        self.m.cycles()
    }
    /// The underlying model, for pins beyond the contract.
    pub fn model(&mut self) -> &mut Model {
        &mut self.m
    }

    /// Whether memory port `c` has byte strobes (`mem{c}_req_wstrb`).
    pub fn has_write_strobes(&self, c: usize) -> bool {
        self.mem[c].wstrb.is_some()
    }
    /// Whether the design has the fill-count SRAM port (`cnt_*`).
    pub fn has_count_port(&self) -> bool {
        self.count.is_some()
    }

    /// No frames offered, every tx port ready, memory not ready, no
    /// response (memory or count SRAM).
    pub fn idle_inputs(&mut self) {
        for p in 0..self.rx.len() {
            self.drive_rx(p, None);
            self.set_tx_ready(p, true);
        }
        for c in 0..self.mem.len() {
            self.set_mem_ready(c, false);
            self.drive_mem_rsp(c, None);
        }
        self.drive_count_response(None);
    }

    /// Holds `reset` high for `cycles` cycles with idle inputs, then low.
    pub fn reset(&mut self, cycles: u32) {
        self.idle_inputs();
        self.m.set(self.reset, 1);
        for _ in 0..cycles {
            self.m.cycle();
        }
        self.m.set(self.reset, 0);
    }

    /// One clock cycle with the inputs as set.
    #[inline]
    pub fn tick(&mut self) {
        self.m.cycle();
    }

    /// Offers `beat` on rx port `p` this cycle (`None`: tvalid low).
    #[inline]
    pub fn drive_rx(&mut self, p: usize, beat: Option<&Beat>) {
        let pins = self.rx[p];
        match beat {
            Some(b) => {
                self.m.set(pins.data, b.data);
                self.m.set(pins.keep, b.keep as u64);
                self.m.set(pins.last, b.last as u64);
                self.m.set(pins.user, b.user as u64);
                self.m.set(pins.valid, 1);
            }
            None => {
                self.m.set(pins.valid, 0);
                self.m.set(pins.last, 0);
            }
        }
    }

    #[inline]
    pub fn set_tx_ready(&mut self, p: usize, ready: bool) {
        self.m.set(self.tx[p].ready, ready as u64);
    }

    #[inline]
    pub fn set_mem_ready(&mut self, c: usize, ready: bool) {
        self.m.set(self.mem[c].ready, ready as u64);
    }

    /// Presents a read response on memory port `c` this cycle.
    #[inline]
    pub fn drive_mem_rsp(&mut self, c: usize, rsp: Option<&[u8; 64]>) {
        let pins = self.mem[c];
        match rsp {
            Some(d) => {
                self.m.set_bytes(pins.rsp_rdata, d);
                self.m.set(pins.rsp_valid, 1);
            }
            None => self.m.set(pins.rsp_valid, 0),
        }
    }

    /// Presents the count SRAM's read word this cycle (`cnt_rsp_valid`,
    /// `cnt_rsp_rdata`); `None` drives `cnt_rsp_valid` low. `None` is a no-op
    /// for a design without the count port.
    ///
    /// # Panics
    /// On `Some` for a design without the count port.
    #[inline]
    pub fn drive_count_response(&mut self, rsp: Option<u32>) {
        let Some(pins) = self.count else {
            assert!(
                rsp.is_none(),
                "{} has no count SRAM port",
                self.design.name()
            );
            return;
        };
        match rsp {
            Some(w) => {
                self.m.set(pins.rsp_rdata, w as u64);
                self.m.set(pins.rsp_valid, 1);
            }
            None => self.m.set(pins.rsp_valid, 0),
        }
    }

    /// The design's `busy` pin: work in hand that may show on no port.
    /// False for a design without one.
    pub fn busy(&self) -> bool {
        self.busy.is_some_and(|b| self.m.get(b) & 1 != 0)
    }

    /// `rx{p}_tready` in the last cycle.
    #[inline]
    pub fn rx_ready(&self, p: usize) -> bool {
        self.m.get(self.rx[p].ready) & 1 != 0
    }

    /// The engine's commit in the last cycle, if any (`None` also for a
    /// design without the `dbg_commit_*` outputs).
    #[inline]
    pub fn commit(&self) -> Option<Commit> {
        let c = self.commit?;
        (self.m.get(c.valid) & 1 != 0).then(|| Commit {
            port: self.m.get(c.port) as usize,
            drops: self.m.get(c.drops),
            frame: self.m.get(c.frame) & 1 != 0,
        })
    }

    /// Whether the design shows its commits (`dbg_commit_*`).
    pub fn shows_commits(&self) -> bool {
        self.commit.is_some()
    }

    /// Bits `0..n` of every membership-filter array, read through
    /// `dbg_filter_*` one address a cycle: element `a` holds bit `a`, bit
    /// `2t + p` of it table t's array p (PROTOCOL.md §6.3). Only while the
    /// switch is idle: the reads take the arrays' read ports. `None` for a
    /// design without the port.
    pub fn read_filter(&mut self, n: u32) -> Option<Vec<u64>> {
        self.read_filter_at(0, n)
    }

    /// Bits `base..base + n` of every membership-filter array (see
    /// [`Self::read_filter`]): with several query contexts, context `c`'s
    /// bit `i` is at `c << 18 | i` (PROTOCOL.md §5.5).
    pub fn read_filter_at(&mut self, base: u32, n: u32) -> Option<Vec<u64>> {
        let f = self.filter?;
        let mut out = Vec::with_capacity(n as usize);
        self.m.set(f.en, 1);
        // An address presented in one cycle is read at its edge and shows
        // before the next edge: one cycle more than addresses.
        for a in 0..=n {
            self.m
                .set(f.addr, (base + a.min(n.saturating_sub(1))) as u64);
            self.m.cycle();
            if a > 0 {
                out.push(self.m.get(f.bits));
            }
        }
        self.m.set(f.en, 0);
        Some(out)
    }

    /// Buckets `0..n` of table `table`'s on-chip store (PROTOCOL.md §6.4),
    /// read through `dbg_onchip_*` one bucket a cycle, each line as the
    /// DDR would hold it. Only while the switch is idle: the reads take the
    /// stores' read ports. `None` for a design without the port.
    pub fn read_onchip(&mut self, table: usize, n: u32) -> Option<Vec<[u8; 64]>> {
        let o = self.onchip?;
        let mut out = Vec::with_capacity(n as usize);
        self.m.set(o.en, 1);
        self.m.set(o.table, table as u64);
        for b in 0..=n {
            self.m.set(o.bucket, b.min(n.saturating_sub(1)) as u64);
            self.m.cycle();
            if b > 0 {
                let mut line = [0u8; 64];
                self.m.get_bytes(o.line, &mut line);
                out.push(line);
            }
        }
        self.m.set(o.en, 0);
        Some(out)
    }

    /// Whether the design has the management registers (`s_axil_*`).
    pub fn has_mgmt(&self) -> bool {
        self.mgmt.is_some()
    }

    /// One AXI4-Lite write to the management registers, run to its
    /// response with the clock (only while nothing else needs the clock:
    /// after reset, or with the switch idle). Returns `bresp` (0 OKAY,
    /// 2 SLVERR).
    pub fn mgmt_write(&mut self, addr: u16, data: u32) -> Result<u8, RtlError> {
        let p = self
            .mgmt
            .ok_or_else(|| RtlError::Ports("no management port (s_axil_*)".into()))?;
        if self.m.get(p.awready) & self.m.get(p.wready) & 1 == 0 {
            return Err(RtlError::Ports("the management port is busy".into()));
        }
        // both channels are ready: the next edge takes the address and data
        self.m.set(p.awaddr, addr as u64);
        self.m.set(p.awvalid, 1);
        self.m.set(p.wdata, data as u64);
        self.m.set(p.wstrb, 0xF);
        self.m.set(p.wvalid, 1);
        self.m.set(p.bready, 1);
        self.m.cycle();
        self.m.set(p.awvalid, 0);
        self.m.set(p.wvalid, 0);
        for _ in 0..16 {
            if self.m.get(p.bvalid) & 1 != 0 {
                let resp = self.m.get(p.bresp) as u8;
                self.m.cycle();
                self.m.set(p.bready, 0);
                return Ok(resp);
            }
            self.m.cycle();
        }
        Err(RtlError::Ports(
            "no write response from the management port".into(),
        ))
    }

    /// One AXI4-Lite read of the management registers: (`rdata`, `rresp`).
    pub fn mgmt_read(&mut self, addr: u16) -> Result<(u32, u8), RtlError> {
        let p = self
            .mgmt
            .ok_or_else(|| RtlError::Ports("no management port (s_axil_*)".into()))?;
        if self.m.get(p.arready) & 1 == 0 {
            return Err(RtlError::Ports("the management port is busy".into()));
        }
        self.m.set(p.araddr, addr as u64);
        self.m.set(p.arvalid, 1);
        self.m.set(p.rready, 1);
        self.m.cycle();
        self.m.set(p.arvalid, 0);
        for _ in 0..64 {
            if self.m.get(p.rvalid) & 1 != 0 {
                let r = (self.m.get(p.rdata) as u32, self.m.get(p.rresp) as u8);
                self.m.cycle();
                self.m.set(p.rready, 0);
                return Ok(r);
            }
            self.m.cycle();
        }
        Err(RtlError::Ports(
            "no read response from the management port".into(),
        ))
    }

    /// Installs the CONTROL key as a board's host does: the four staged
    /// words, then a commit (PROTOCOL.md §12). The floor restarts at 0.
    pub fn install_key(&mut self, key: &netjoin_proto::ControlKey) -> Result<(), RtlError> {
        let (k0, k1) = key.words();
        let words = [k0 as u32, (k0 >> 32) as u32, k1 as u32, (k1 >> 32) as u32];
        for (i, w) in words.iter().enumerate() {
            let resp = self.mgmt_write(0x010 + 4 * i as u16, *w)?;
            if resp != 0 {
                return Err(RtlError::Ports(format!("KEY_STAGE[{i}] answered {resp}")));
            }
        }
        match self.mgmt_write(0x020, 1)? {
            0 => Ok(()),
            r => Err(RtlError::Ports(format!("KEY_CTRL answered {r}"))),
        }
    }

    /// `rx{p}_pause` in the last cycle (false for a design without it).
    #[inline]
    pub fn rx_pause(&self, p: usize) -> bool {
        self.rx[p].pause.is_some_and(|s| self.m.get(s) & 1 != 0)
    }

    /// The beat on tx port `p` in the last cycle, if `tvalid`.
    #[inline]
    pub fn tx_beat(&self, p: usize) -> Option<Beat> {
        let pins = self.tx[p];
        if self.m.get(pins.valid) & 1 == 0 {
            return None;
        }
        Some(Beat {
            data: self.m.get(pins.data),
            keep: self.m.get(pins.keep) as u8,
            last: self.m.get(pins.last) & 1 != 0,
            user: false,
        })
    }

    /// Whether `mem{c}_req_valid` was high in the last cycle.
    #[inline]
    pub fn mem_req_valid(&self, c: usize) -> bool {
        self.m.get(self.mem[c].valid) & 1 != 0
    }

    /// The request on memory port `c` in the last cycle, if `req_valid`.
    pub fn mem_req(&self, c: usize) -> Option<MemReq> {
        let pins = self.mem[c];
        if self.m.get(pins.valid) & 1 == 0 {
            return None;
        }
        let write = self.m.get(pins.write) & 1 != 0;
        let addr = self.m.get(pins.addr) as u32;
        if !write {
            return Some(MemReq::read(addr));
        }
        let mut wdata = [0u8; 64];
        self.m.get_bytes(pins.wdata, &mut wdata);
        let wstrb = pins.wstrb.map_or(u64::MAX, |s| self.m.get(s));
        Some(MemReq::write_strobed(addr, wdata, wstrb))
    }

    /// The word address of the count SRAM read issued in the last cycle
    /// (`cnt_rd_valid` high), if any; `None` also for a design without the
    /// count port.
    #[inline]
    pub fn count_read(&self) -> Option<u32> {
        let c = self.count?;
        (self.m.get(c.rd_valid) & 1 != 0).then(|| self.m.get(c.rd_addr) as u32)
    }

    /// The count SRAM write (word address, data) issued in the last cycle
    /// (`cnt_wr_valid` high), if any; `None` also for a design without the
    /// count port.
    #[inline]
    pub fn count_write(&self) -> Option<(u32, u32)> {
        let c = self.count?;
        (self.m.get(c.wr_valid) & 1 != 0)
            .then(|| (self.m.get(c.wr_addr) as u32, self.m.get(c.wr_data) as u32))
    }
}
