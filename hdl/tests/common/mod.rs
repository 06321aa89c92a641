//! Whole-switch test bench: the rust-hdl `NetjoinSwitch` with DDR models on
//! both memory ports, AXI-Stream frame queues per rx port, frame collectors
//! per tx port, and the engine's commit order, so the behavioural model can
//! be fed the frames in exactly the order the RTL committed them.

#![allow(dead_code)]

use netjoin_hdl::sig::{CONTROLLERS, CTX_COUNT_WORDS, CTX_MEMORY_LINES, SLOTS, TABLES};
use netjoin_hdl::tb::{beats, bits512, bytes512, Bench, Pattern, Rng};
use netjoin_hdl::NetjoinSwitch;
use netjoin_proto::auth::{self, ControlAuth, ControlKey};
use netjoin_proto::control::{ConfigureQuery, ControlCommand, PhaseCounts, SignatureRecord};
use netjoin_proto::header::{offset, Header, Mac, Opcode};
use netjoin_proto::{
    FrameBuilder, Signature, TupleFramer, COORDINATOR_SOURCE, PHASE_BUILD, PHASE_PROBE,
};
use netjoin_sim::ddr::{Ddr, DdrTiming, MemReq};
use netjoin_sim::sram::{CountSram, DEFAULT_LATENCY};
use netjoin_sim::{Emitted, SwitchConfig, SwitchModel};
use rust_hdl::prelude::*;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};

/// The key both the RTL (through its management registers) and the model
/// check CONTROL frames with.
pub fn test_key() -> ControlKey {
    ControlKey::from_bytes(core::array::from_fn(|i| 0xA5 ^ (7 * i as u8)))
}

/// The counter of every CONTROL frame the benches seal: it only grows.
static CONTROL_COUNTER: AtomicU64 = AtomicU64::new(1);

/// One AXI4-Lite write to the management registers; returns `bresp`.
pub fn mgmt_write(bench: &mut Bench<'_, NetjoinSwitch>, addr: u64, data: u32) -> u64 {
    let u = bench.uut();
    u.s_axil_awaddr.next = addr.into();
    u.s_axil_awvalid.next = true;
    u.s_axil_wdata.next = (data as u64).into();
    u.s_axil_wstrb.next = 0xF.into();
    u.s_axil_wvalid.next = true;
    u.s_axil_bready.next = true;
    let (mut aw, mut w) = (false, false);
    for _ in 0..50 {
        bench.settle();
        let u = bench.uut();
        let (awr, wr, bv, br) = (
            u.s_axil_awready.val(),
            u.s_axil_wready.val(),
            u.s_axil_bvalid.val(),
            u.s_axil_bresp.val().to_u64(),
        );
        bench.tick();
        aw |= awr;
        w |= wr;
        let u = bench.uut();
        if aw {
            u.s_axil_awvalid.next = false;
        }
        if w {
            u.s_axil_wvalid.next = false;
        }
        if bv {
            u.s_axil_bready.next = false;
            return br;
        }
    }
    panic!("no write response from the management registers");
}

/// Installs `key` through the management registers (KEY_STAGE, then a
/// KEY_CTRL commit), as a host does after reset.
pub fn install_key(bench: &mut Bench<'_, NetjoinSwitch>, key: &ControlKey) {
    let (k0, k1) = key.words();
    let words = [k0 as u32, (k0 >> 32) as u32, k1 as u32, (k1 >> 32) as u32];
    for (i, w) in words.iter().enumerate() {
        assert_eq!(mgmt_write(bench, 0x010 + 4 * i as u64, *w), 0);
    }
    assert_eq!(mgmt_write(bench, 0x020, 1), 0);
}

/// One frame offered on an rx port; `bad` sets `tuser` on its last beat.
#[derive(Clone, Debug)]
pub struct RxFrame {
    pub frame: Vec<u8>,
    pub bad: bool,
}

pub struct Setup {
    /// When beats are offered on rx (per cycle).
    pub rx: Pattern,
    /// When tx ports are ready.
    pub tx: Pattern,
    /// Hold a frame that would start while its port's `rx{p}_pause` is high
    /// (a MAC honouring 802.3x PAUSE). `false` sends at line rate whatever
    /// the switch asks: frames that do not fit are dropped whole.
    pub honour_pause: bool,
    /// A port whose `tready` is held low from the start of each exchange
    /// until nothing else has moved for [`HOLD_QUIET`] cycles: no beat in
    /// on another port, none out on another port, no memory request.
    pub hold_tx: Option<usize>,
}

/// Cycles without progress elsewhere after which a held port is released.
pub const HOLD_QUIET: u64 = 3_000;

impl Default for Setup {
    fn default() -> Self {
        Setup {
            rx: Pattern::Full,
            tx: Pattern::Full,
            honour_pause: true,
            hold_tx: None,
        }
    }
}

/// One commit of the engine: `drops` frames of `port` dropped whole at its
/// input (buffer full), then, if `frame`, the port's next frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Commit {
    pub port: usize,
    pub drops: u64,
    pub frame: bool,
}

/// What one run produced.
#[derive(Default, Debug)]
pub struct Outcome {
    /// Frames the RTL sent, in the order their last beat left.
    pub emitted: Vec<Emitted>,
    /// The cycle each of those left.
    pub emitted_at: Vec<u64>,
    /// The cycle the held port (`Setup::hold_tx`) was released.
    pub released_at: Option<u64>,
    /// The engine's commits, in order.
    pub commits: Vec<Commit>,
    /// Cycles a frame was held because its port asked for a pause.
    pub paused_cycles: u64,
    pub cycles: u64,
    /// Longest stretch of internal work with no rx, tx or memory activity.
    pub max_silent: u64,
}

pub fn k8v8t3() -> Signature {
    netjoin_hdl::sig::signature()
}

pub fn model() -> SwitchModel {
    SwitchModel::new(SwitchConfig {
        supported: Some(vec![k8v8t3()]),
        control_auth: ControlAuth::Keyed(test_key()),
        contexts: netjoin_hdl::sig::CONTEXTS,
        ..SwitchConfig::default()
    })
}

/// Runs `frames[p]` into rx port p until the switch is idle again.
/// Returns the RTL's output and commit order; `ddr` persists across calls.
pub fn run(
    sw: &mut NetjoinSwitch,
    ddr: &mut [Ddr; 2],
    sram: &mut CountSram,
    state: &mut RunState,
    frames: [Vec<RxFrame>; 4],
    setup: &Setup,
) -> Outcome {
    let mut bench = Bench::attach(sw, |u: &mut NetjoinSwitch, c| u.clock.next = c);
    let mut rng = Rng(state.seed);
    let mut q: Vec<VecDeque<(netjoin_hdl::tb::Beat, bool)>> = frames
        .iter()
        .map(|fs| {
            fs.iter()
                .flat_map(|f| {
                    beats(&f.frame)
                        .into_iter()
                        .map(move |b| (b, f.bad && b.last))
                })
                .collect()
        })
        .collect();
    let mut out = Outcome::default();
    let mut collectors: Vec<netjoin_hdl::tb::FrameCollector> =
        (0..4).map(|_| Default::default()).collect();
    let mut offering = [false; 4];
    // The next beat starts a frame; the port asked for a pause last cycle.
    let mut at_start = [true; 4];
    let mut paused = [false; 4];
    let mut quiet = 0u64;
    let mut silent = 0u64;
    let mut cycle = 0u64;
    let mut held = setup.hold_tx;
    let mut last_progress = 0u64;
    if state.need_reset {
        // reset, then the key, as a board's host installs it
        bench.uut().reset.next = true;
        for _ in 0..3 {
            bench.tick();
        }
        bench.uut().reset.next = false;
        install_key(&mut bench, &test_key());
        state.need_reset = false;
    }
    loop {
        cycle += 1;
        assert!(cycle < 3_000_000, "switch hung");
        let u = bench.uut();
        let reset = state.need_reset && cycle <= 3;
        u.reset.next = reset;
        for p in 0..4 {
            if !offering[p] && !reset && !q[p].is_empty() {
                if setup.honour_pause && at_start[p] && paused[p] {
                    out.paused_cycles += 1;
                } else {
                    offering[p] = setup.rx.on(state.cycle + cycle, &mut rng);
                }
            }
            let (b, user) = q[p].front().copied().unwrap_or((
                netjoin_hdl::tb::Beat {
                    data: 0,
                    keep: 0,
                    last: false,
                },
                false,
            ));
            let valid = offering[p];
            match p {
                0 => {
                    u.rx0_tvalid.next = valid;
                    u.rx0_tdata.next = b.data.into();
                    u.rx0_tkeep.next = (b.keep as u64).into();
                    u.rx0_tlast.next = b.last;
                    u.rx0_tuser.next = user;
                }
                1 => {
                    u.rx1_tvalid.next = valid;
                    u.rx1_tdata.next = b.data.into();
                    u.rx1_tkeep.next = (b.keep as u64).into();
                    u.rx1_tlast.next = b.last;
                    u.rx1_tuser.next = user;
                }
                2 => {
                    u.rx2_tvalid.next = valid;
                    u.rx2_tdata.next = b.data.into();
                    u.rx2_tkeep.next = (b.keep as u64).into();
                    u.rx2_tlast.next = b.last;
                    u.rx2_tuser.next = user;
                }
                _ => {
                    u.rx3_tvalid.next = valid;
                    u.rx3_tdata.next = b.data.into();
                    u.rx3_tkeep.next = (b.keep as u64).into();
                    u.rx3_tlast.next = b.last;
                    u.rx3_tuser.next = user;
                }
            }
        }
        if held.is_some() && cycle - last_progress > HOLD_QUIET {
            held = None;
            out.released_at = Some(cycle);
        }
        let tr: Vec<bool> = (0..4)
            .map(|p| setup.tx.on(state.cycle + cycle, &mut rng) && held != Some(p))
            .collect();
        u.tx0_tready.next = tr[0];
        u.tx1_tready.next = tr[1];
        u.tx2_tready.next = tr[2];
        u.tx3_tready.next = tr[3];
        u.mem0_req_ready.next = ddr[0].req_ready();
        u.mem1_req_ready.next = ddr[1].req_ready();
        let r0 = ddr[0].response().copied();
        let r1 = ddr[1].response().copied();
        u.mem0_rsp_valid.next = r0.is_some();
        u.mem0_rsp_rdata.next = bits512(&r0.unwrap_or([0; 64]));
        u.mem1_rsp_valid.next = r1.is_some();
        u.mem1_rsp_rdata.next = bits512(&r1.unwrap_or([0; 64]));
        let cr = sram.response();
        u.cnt_rsp_valid.next = cr.is_some();
        u.cnt_rsp_rdata.next = (cr.unwrap_or(0) as u64).into();
        bench.settle();
        let u = bench.uut();
        let readies = [
            u.rx0_tready.val(),
            u.rx1_tready.val(),
            u.rx2_tready.val(),
            u.rx3_tready.val(),
        ];
        for p in 0..4 {
            if offering[p] && readies[p] {
                at_start[p] = q[p].pop_front().is_some_and(|(b, _)| b.last);
                offering[p] = false;
                if held != Some(p) {
                    last_progress = cycle;
                }
            }
        }
        if u.mem0_req_valid.val() || u.mem1_req_valid.val() {
            last_progress = cycle;
        }
        paused = [
            u.rx0_pause.val(),
            u.rx1_pause.val(),
            u.rx2_pause.val(),
            u.rx3_pause.val(),
        ];
        let tx = [
            (
                u.tx0_tvalid.val(),
                u.tx0_tdata.val(),
                u.tx0_tkeep.val(),
                u.tx0_tlast.val(),
                u.tx0_tuser.val(),
            ),
            (
                u.tx1_tvalid.val(),
                u.tx1_tdata.val(),
                u.tx1_tkeep.val(),
                u.tx1_tlast.val(),
                u.tx1_tuser.val(),
            ),
            (
                u.tx2_tvalid.val(),
                u.tx2_tdata.val(),
                u.tx2_tkeep.val(),
                u.tx2_tlast.val(),
                u.tx2_tuser.val(),
            ),
            (
                u.tx3_tvalid.val(),
                u.tx3_tdata.val(),
                u.tx3_tkeep.val(),
                u.tx3_tlast.val(),
                u.tx3_tuser.val(),
            ),
        ];
        let mut tx_busy = false;
        for (p, (v, d, k, l, user)) in tx.into_iter().enumerate() {
            assert!(!user, "tx{p}_tuser must stay 0");
            if v {
                tx_busy = true;
            }
            if v && tr[p] {
                last_progress = cycle;
                collectors[p].push(d.to_u64(), k.to_u64() as u8, l);
                if l {
                    let f = collectors[p].frames.pop().unwrap();
                    out.emitted.push(Emitted { port: p, frame: f });
                    out.emitted_at.push(cycle);
                }
            }
        }
        if u.dbg_commit_valid.val() {
            out.commits.push(Commit {
                port: u.dbg_commit_port.val().to_u64() as usize,
                drops: u.dbg_commit_drops.val().to_u64(),
                frame: u.dbg_commit_frame.val(),
            });
        }
        for (c, ctrl) in ddr.iter_mut().enumerate() {
            let (v, w, a, d, strb) = if c == 0 {
                (
                    u.mem0_req_valid.val(),
                    u.mem0_req_write.val(),
                    u.mem0_req_addr.val(),
                    u.mem0_req_wdata.val(),
                    u.mem0_req_wstrb.val(),
                )
            } else {
                (
                    u.mem1_req_valid.val(),
                    u.mem1_req_write.val(),
                    u.mem1_req_addr.val(),
                    u.mem1_req_wdata.val(),
                    u.mem1_req_wstrb.val(),
                )
            };
            if v && ctrl.req_ready() {
                assert!(
                    c == 0 || CONTROLLERS == 2,
                    "controller 1 used with one controller"
                );
                let a = a.to_u32();
                ctrl.push(if w {
                    MemReq::write_strobed(a, bytes512(d), strb.to_u64())
                } else {
                    MemReq::read(a)
                });
            }
        }
        if u.cnt_rd_valid.val() {
            sram.read(u.cnt_rd_addr.val().to_u32());
        }
        if u.cnt_wr_valid.val() {
            sram.write(u.cnt_wr_addr.val().to_u32(), u.cnt_wr_data.val().to_u32());
        }
        // Internal work without rx, tx or memory activity (probes the
        // hot-bucket caches answer with a miss) can last as long as a frame:
        // the top level's `busy` pin must show it, since the Verilator
        // harness calls the design idle after 64 quiet cycles.
        let visible = q.iter().any(|x| !x.is_empty())
            || offering.iter().any(|&o| o)
            || tx_busy
            || u.mem0_req_valid.val()
            || u.mem1_req_valid.val()
            || u.cnt_rd_valid.val()
            || u.cnt_wr_valid.val()
            || !sram.idle()
            || ddr.iter().any(|d| !d.idle());
        let internal = !u.engine.idle.val() || !u.engine.pipe_idle.val();
        assert!(
            !internal || u.busy.val(),
            "internal work with the busy pin low"
        );
        if internal && !visible && !reset {
            silent += 1;
            out.max_silent = out.max_silent.max(silent);
            if silent > 40 && std::env::var("NJ_DEBUG").is_ok() {
                eprintln!(
                    "silent {silent}: engine idle {} pipe idle {} mem idle {} {}",
                    u.engine.idle.val(),
                    u.engine.pipe_idle.val(),
                    ddr[0].idle(),
                    ddr[1].idle()
                );
            }
        } else {
            silent = 0;
        }
        let busy = !reset
            && (q.iter().any(|x| !x.is_empty())
                || offering.iter().any(|&o| o)
                || tx_busy
                || !u.engine.idle.val()
                || !u.engine.pipe_idle.val()
                || !sram.idle()
                || ddr.iter().any(|d| !d.idle()));
        bench.tick();
        ddr[0].tick();
        ddr[1].tick();
        sram.tick();
        if busy || reset {
            quiet = 0;
        } else {
            quiet += 1;
        }
        if quiet > 8 {
            break;
        }
    }
    state.need_reset = false;
    state.cycle += cycle;
    state.seed = rng.0;
    out.cycles = cycle;
    for (p, c) in collectors.iter().enumerate() {
        assert!(c.frames.is_empty(), "tx{p}: a frame was left half sent");
    }
    out
}

pub struct RunState {
    pub need_reset: bool,
    pub cycle: u64,
    pub seed: u64,
}

impl RunState {
    pub fn new(seed: u64) -> RunState {
        RunState {
            need_reset: true,
            cycle: 0,
            seed: seed | 1,
        }
    }
}

/// The RTL and the model side by side.
pub struct Pair {
    pub sw: Box<NetjoinSwitch>,
    pub ddr: [Ddr; 2],
    /// The bucket fill counts' SRAM.
    pub sram: CountSram,
    pub st: RunState,
    pub m: SwitchModel,
    pub setup: Setup,
    pub frames_in: usize,
    pub frames_out: usize,
    pub cycles: u64,
    pub max_silent: u64,
    /// Frames the RTL dropped whole at a full input buffer (all exchanges),
    /// in total and per port.
    pub input_full: u64,
    pub input_full_at: [u64; 4],
    /// The last exchange's `Outcome::emitted_at` and `released_at`.
    pub emitted_at: Vec<u64>,
    pub released_at: Option<u64>,
    /// The last exchange's commits, in order.
    pub commits: Vec<Commit>,
}

impl Pair {
    pub fn new(seed: u64, setup: Setup) -> Pair {
        let mut sw = Box::new(NetjoinSwitch::new());
        sw.connect_all();
        check_all(sw.as_mut()).expect("design check");
        Pair {
            sw,
            ddr: [
                Ddr::new(DdrTiming::default()),
                Ddr::new(DdrTiming::default()),
            ],
            sram: CountSram::new(DEFAULT_LATENCY),
            st: RunState::new(seed),
            m: model(),
            setup,
            frames_in: 0,
            frames_out: 0,
            cycles: 0,
            max_silent: 0,
            input_full: 0,
            input_full_at: [0; 4],
            emitted_at: Vec::new(),
            released_at: None,
            commits: Vec::new(),
        }
    }

    /// Sends the frames (per port, ports in parallel), runs to idle, feeds
    /// the model in the RTL's commit order and checks that the emitted
    /// frames are identical, in the same global order.
    pub fn exchange(&mut self, frames: [Vec<RxFrame>; 4]) -> Vec<Emitted> {
        let o = run(
            &mut self.sw,
            &mut self.ddr,
            &mut self.sram,
            &mut self.st,
            frames.clone(),
            &self.setup,
        );
        let n: usize = frames.iter().map(|f| f.len()).sum();
        let committed: u64 = o.commits.iter().map(|c| c.drops + c.frame as u64).sum();
        assert_eq!(
            committed, n as u64,
            "every frame is committed once, as a drop or a frame"
        );
        let mut next = [0usize; 4];
        let mut want = Vec::new();
        for c in &o.commits {
            let p = c.port;
            if c.drops > 0 {
                self.m.receive_input_full(c.drops);
                next[p] += c.drops as usize;
                self.input_full += c.drops;
                self.input_full_at[p] += c.drops;
            }
            if !c.frame {
                continue;
            }
            let f = &frames[p][next[p]];
            next[p] += 1;
            if f.bad {
                self.m.receive_mac_error();
            } else {
                self.m.receive_into(p, &f.frame, &mut want);
            }
        }
        self.frames_in += n;
        self.frames_out += want.len();
        self.cycles += o.cycles;
        self.max_silent = self.max_silent.max(o.max_silent);
        self.emitted_at = o.emitted_at.clone();
        self.released_at = o.released_at;
        self.commits = o.commits.clone();
        // Each tx port has its own emitter: the order is defined per port
        // (PROTOCOL.md §7.5-7.6), not across ports.
        for port in 0..4 {
            let a: Vec<&Vec<u8>> = want
                .iter()
                .filter(|e| e.port == port)
                .map(|e| &e.frame)
                .collect();
            let b: Vec<&Vec<u8>> = o
                .emitted
                .iter()
                .filter(|e| e.port == port)
                .map(|e| &e.frame)
                .collect();
            for (i, (x, y)) in a.iter().zip(&b).enumerate() {
                assert!(x == y, "port {port}, frame {i} differs:\n model {x:02x?}\n rtl   {y:02x?}\n(model {} frames, rtl {})", a.len(), b.len());
            }
            assert_eq!(
                a.len(),
                b.len(),
                "port {port}: model sent {} frames, rtl {}",
                a.len(),
                b.len()
            );
        }
        o.emitted
    }

    /// All frames on one port.
    pub fn on(&mut self, port: usize, frames: Vec<Vec<u8>>) -> Vec<Emitted> {
        let mut f: [Vec<RxFrame>; 4] = Default::default();
        f[port] = frames
            .into_iter()
            .map(|frame| RxFrame { frame, bad: false })
            .collect();
        self.exchange(f)
    }

    /// The RTL's memory image of the configured query, as the model lays it out.
    pub fn check_memory(&self) {
        self.check_context_memory(0);
    }

    /// The RTL's memory image of context `ctx`'s query in its share of the
    /// memory and of the count SRAM (PROTOCOL.md §5.5), as the model lays
    /// it out.
    pub fn check_context_memory(&self, ctx: usize) {
        let want = self.m.context_memory(ctx);
        let lines = want.len() / 64;
        let bits = netjoin_sim::sram::count_bits(SLOTS);
        let base = ctx as u64 * CTX_MEMORY_LINES;
        // the count SRAM's share starts at word ctx · S/N: as lines
        let cbase = ctx as u64 * CTX_COUNT_WORDS * (32 / bits as u64);
        for l in 0..lines {
            let (b, t) = (l / TABLES, l % TABLES);
            let c = if CONTROLLERS == 2 { (b + t) % 2 } else { 0 };
            let got = self.ddr[c].read_line((base + l as u64) as u32);
            assert_eq!(
                &got[..],
                &want[l * 64..l * 64 + 64],
                "context {ctx}: memory line {l} (bucket {b}, table {t})"
            );
            assert_eq!(
                self.sram.count((cbase + l as u64) as u32, bits),
                got[63] & 0x7F,
                "context {ctx}: line {l}: the count SRAM against the status byte"
            );
        }
    }
}

/// Frames of one query (after `netjoin-rtl`'s workload, written again here).
#[derive(Clone)]
pub struct Q {
    pub qid: u16,
    pub token: u64,
    pub bits: u8,
    pub sources: u8,
    pub max_payload: u16,
    pub sink: Mac,
    pub switch: Mac,
    pub routing: netjoin_proto::ResultRouting,
    /// The query context its CONFIGURE names (PROTOCOL.md §5.5).
    pub context: u8,
    /// Its membership filters' `filter_bits` (0: none).
    pub filter_bits: u8,
}

impl Q {
    pub fn new(bits: u8, sources: u8, max_payload: u16) -> Q {
        Q {
            qid: 7,
            token: 0x7e57_a5a5_5eed_1234,
            bits,
            sources,
            max_payload,
            sink: Mac::local(0xFFFE),
            switch: Mac::local(0xFFFF),
            routing: netjoin_proto::ResultRouting::Sink,
            context: 0,
            filter_bits: 0,
        }
    }
    /// A sealed CONTROL frame of this query's id, its header's token
    /// `token` (zero unless the command names the query, §5.5).
    fn sealed_control(&self, cmd: u8, payload: &[u8], seq: u32, token: u64) -> Vec<u8> {
        let mut h = Header::new(Opcode::Control, self.switch, self.sink);
        h.query_id = self.qid;
        h.token = token;
        h.source = COORDINATOR_SOURCE;
        h.table = cmd;
        h.seq = seq;
        auth::seal(
            &h,
            payload,
            CONTROL_COUNTER.fetch_add(1, Ordering::Relaxed),
            &test_key(),
        )
    }
    pub fn control(&self, cmd: u8, payload: &[u8], seq: u32) -> Vec<u8> {
        self.sealed_control(cmd, payload, seq, 0)
    }
    pub fn load(&self) -> Vec<u8> {
        self.control(
            ControlCommand::LoadSignature as u8,
            &SignatureRecord::new(k8v8t3()).encode(),
            1,
        )
    }
    pub fn conf_record(&self) -> [u8; ConfigureQuery::LEN] {
        ConfigureQuery {
            token: self.token,
            bucket_bits: self.bits,
            num_sources: self.sources,
            max_payload: self.max_payload,
            sink: self.sink,
            routing: self.routing,
            shape: netjoin_proto::ResultShape::Probe,
            filter_bits: self.filter_bits,
            onchip: 0,
            context: self.context,
        }
        .encode()
    }
    pub fn configure(&self) -> Vec<u8> {
        self.control(ControlCommand::Configure as u8, &self.conf_record(), 2)
    }
    /// A CONTROL frame whose header names the query (its `query_id` and
    /// token): READ_QUERY_COUNTERS, RELEASE, a CONFIGURE by the holder.
    pub fn control_named(&self, cmd: u8, payload: &[u8], seq: u32) -> Vec<u8> {
        self.sealed_control(cmd, payload, seq, self.token)
    }
    pub fn read_query_counters(&self) -> Vec<u8> {
        self.control_named(ControlCommand::ReadQueryCounters as u8, &[], 98)
    }
    pub fn release(&self) -> Vec<u8> {
        self.control_named(ControlCommand::Release as u8, &[], 97)
    }
    pub fn read_counters(&self) -> Vec<u8> {
        self.control(ControlCommand::ReadCounters as u8, &[], 99)
    }
    pub fn worker(&self, s: u16) -> Mac {
        Mac::local(s + 1)
    }
    pub fn header(&self, op: Opcode, s: u16, table: u8, seq: u32) -> Header {
        let mut h = Header::new(op, self.switch, self.worker(s));
        h.query_id = self.qid;
        h.source = s;
        h.token = self.token;
        h.table = table;
        h.seq = seq;
        h
    }
    /// Tuple frames of `width` with at most `per` tuples each.
    pub fn tuples(
        &self,
        op: Opcode,
        s: u16,
        table: u8,
        seq: &mut u32,
        tuples: &[Vec<u8>],
        per: usize,
    ) -> Vec<Vec<u8>> {
        let width = tuples.first().map(|t| t.len()).unwrap_or(16);
        let mut fr = TupleFramer::new(self.header(op, s, table, 0), width, per * width);
        let mut out = Vec::new();
        for t in tuples {
            out.extend(fr.push(seq, t));
        }
        out.extend(fr.finish(seq));
        out
    }
    pub fn end(&self, s: u16, phase: u8, seq: &mut u32, counts: PhaseCounts) -> Vec<u8> {
        let h = self.header(Opcode::End, s, phase, *seq);
        *seq += 1;
        FrameBuilder::encode(&h, &counts.encode())
    }
}

/// Data frames of one worker (source `s`) of a query: its sequence
/// numbers and what it sent per phase, for its END.
pub struct Worker {
    pub s: u16,
    pub seq: u32,
    pub sent: [PhaseCounts; 2],
}

impl Worker {
    pub fn new(s: u16) -> Worker {
        Worker {
            s,
            seq: 0,
            sent: [PhaseCounts::default(); 2],
        }
    }
    /// `tuples` of `table` in frames of `per` tuples; every `ack_every`-th
    /// frame requests an ACK (none with 0).
    pub fn frames(
        &mut self,
        q: &Q,
        op: Opcode,
        table: u8,
        tuples: &[Vec<u8>],
        per: usize,
        ack_every: usize,
    ) -> Vec<Vec<u8>> {
        let mut fs = q.tuples(op, self.s, table, &mut self.seq, tuples, per);
        let ph = if op == Opcode::Build { 0 } else { 1 };
        self.sent[ph].frames += fs.len() as u32;
        self.sent[ph].tuples += tuples.len() as u64;
        if ack_every > 0 {
            for (i, f) in fs.iter_mut().enumerate() {
                if i % ack_every == ack_every - 1 {
                    f[offset::FLAGS] |= netjoin_proto::FLAG_ACK_REQUEST;
                }
            }
        }
        fs
    }
    pub fn end(&mut self, q: &Q, phase: u8) -> Vec<u8> {
        let c = self.sent[if phase == BUILD { 0 } else { 1 }];
        q.end(self.s, phase, &mut self.seq, c)
    }
}

pub const BUILD: u8 = PHASE_BUILD;
pub const PROBE: u8 = PHASE_PROBE;

pub fn build_tuple(k: u64, v: u64) -> Vec<u8> {
    let mut t = k.to_be_bytes().to_vec();
    t.extend(v.to_be_bytes());
    t
}

pub fn probe_tuple(keys: [u64; 3], v: u64) -> Vec<u8> {
    let mut t = Vec::new();
    for k in keys {
        t.extend(k.to_be_bytes());
    }
    t.extend(v.to_be_bytes());
    t
}
