//! The management register block: an AXI4-Lite slave through which the
//! host installs the key of the authenticated CONTROL frames (the SipHash-2-4
//! MAC of siphash.rs) and reads the §8 counters (PROTOCOL.md) without
//! sending a frame. The engine instantiates it (engine.rs); the switch's
//! top has its `s_axil_*` ports.
//!
//! **Interface.** AXI4-Lite, 32-bit data, 12-bit byte addresses (`s_axil_*`,
//! Xilinx/ARM names), `clock`, and `reset` (active-high, synchronous, as the
//! switch's, docs/HDL.md §1.1). `key` (128 bits, k0 = `key[63:0]`,
//! k1 = `key[127:64]`, as `SipHash24::key`) and `key_valid` are the key in
//! force; `ctrl_counter` is the highest authenticated CONTROL counter the
//! switch accepted; `cnt_*` is a request/answer port to a counter bank.
//!
//! **Register map** (byte addresses; every register is a 32-bit word):
//!
//! | address | name | access | contents |
//! |---|---|---|---|
//! | 0x000 | ID | R | 0x4E4A_4D47 ("NJMG") |
//! | 0x004 | VERSION | R | 1 |
//! | 0x010 + 4·w, w < 4 | KEY_STAGE\[w\] | W (reads 0) | the staged key's word w: word 0 = `key[31:0]`, word 3 = `key[127:96]`; `wstrb` writes only its bytes |
//! | 0x020 | KEY_CTRL | R/W | write: bit 0 = commit (the staged key becomes `key`, `key_valid` rises, the epoch counts up), bit 1 = clear (`key`, `key_valid` and the four staged words zeroed; wins over commit, which then does not happen); ignored unless `wstrb[0]`. Read: bit 0 = `key_valid`, bits 31..16 = key epoch (commits since reset, mod 2^16), the rest 0 |
//! | 0x024 | FLOOR_LO | R | the `ctrl_counter` input's bits 31..0; its bits 63..32 go into the shadow |
//! | 0x028 | FLOOR_HI | R | the shadow (as CNT_HI): the floor read low then high is one value |
//! | 0x100 + 8·i, i < `counters` | CNT_LO\[i\] | R | counter i's bits 31..0, asked of the counter bank; its bits 63..32 go into the shadow |
//! | 0x104 + 8·i, i < `counters` | CNT_HI\[i\] | R | the shadow: bits 63..32 of the counter of the last CNT_LO read (whatever i says; 0 after reset) |
//!
//! `counters` is [`MgmtRegs::new`]'s parameter (a Verilog `localparam`),
//! 32 by default, at most 480 (the 12-bit window's end, 0xFFF). **Every other
//! address, every unaligned one (`addr[1:0] != 0`), a write to a read-only
//! register (ID, VERSION, FLOOR_*, CNT_*) answers SLVERR (resp 2)
//! and changes nothing** (a read answers data 0, and asks nothing of the
//! counter bank). A write to KEY_STAGE or KEY_CTRL and a read of a mapped
//! register answer OKAY (resp 0), a KEY_CTRL write without `wstrb[0]` too.
//! AXI4-Lite carries no burst or lock, so EXOKAY and DECERR never occur.
//!
//! **The key never reads back**: KEY_STAGE reads 0 and the key in force has
//! no address. The staged words stay after a commit (a second commit
//! installs the same key again); only a clear or `reset` zeroes them.
//! The epoch is not cleared by a clear, only by `reset`.
//!
//! **Counters, coherently.** A read of CNT_LO\[i\] pulses `cnt_req` for one
//! cycle with `cnt_index = i`; `cnt_index` holds until the answer, which
//! is a one-cycle `cnt_ack` with the whole counter on `cnt_value`, in the
//! same cycle as `cnt_req` or any number of cycles later (the bank answers
//! each request exactly once; `cnt_ack` outside a request is ignored).
//! Bits 31..0 are the read's data, bits 63..32 go into the shadow, which
//! CNT_HI returns: a 64-bit counter read low then high is one value, however
//! the counter moves in between. There is no timeout: a bank must answer.
//!
//! **AXI4-Lite handshakes.** One write and one read may be in progress at a
//! time, independently (the two channels share only the registers). A
//! write's address (AW) and data (W) are taken in either order or in the
//! same cycle, each into a register; `awready` is low from its AW's
//! handshake until its B handshake, `wready` likewise for W, so no new
//! write is accepted while the previous response is pending. The write acts
//! in the cycle after both are held, and `bvalid` rises the cycle after
//! that; `bvalid`/`bresp` hold until `bready`. A read: `arready` is high
//! only with no read in progress; the address is registered, decoded the
//! next cycle (a counter read asks the bank then), and `rvalid`/`rdata`/
//! `rresp` rise the cycle after (after the bank's answer for CNT_LO) and
//! hold until `rready`. Every output is a register or decoded from
//! registers alone: no input reaches an output in the same cycle.
//! Latency, from the handshake (no back-pressure): a write's B 2 cycles
//! after the later of AW and W, a read's R 2 cycles after AR (CNT_LO:
//! 2 + the bank's latency).
//!
//! **Resources** (Yosys 0.23, the module alone with 32 counters, its
//! Verilog from `crate::gen::verilog_of(MgmtRegs::default(),
//! "netjoin_mgmt_regs")`; the catalog's script, bitstreams/src/synth.rs,
//! with `-top netjoin_mgmt_regs`: `synth_xilinx -family xc7; stat; ltp -noff
//! <LTP_SELECTION>; flatten; ltp -noff <LTP_SELECTION>`): 619 LUTs, 406
//! flip-flops (FDRE: the staged and the committed key 256, epoch and
//! `key_valid` 17, the channels' registers 101, the shadow 32), 6 CARRY4,
//! 137 MUXF7, 20 MUXF8. Of the LUTs about 130 are the commit's multiplexer
//! into the key in force (one per bit), about 250 the staged words' byte
//! writes and clear, about 200 the read data's multiplexer. `ltp` 6 cells
//! in the top module, 7 flattened (the counter window's compare into the
//! read data); `scripts/yosys_paths.py --module netjoin_mgmt_regs`: worst
//! path 2.5 ns, 4 LUT levels, no endpoint over 6.4 ns.

use rust_hdl::prelude::*;

/// ID's value: "NJMG".
pub const MGMT_ID: u32 = 0x4E4A_4D47;
/// VERSION's value.
pub const MGMT_VERSION: u32 = 1;
/// Counters by default.
pub const MGMT_COUNTERS: usize = 32;
/// The most counters the 12-bit window holds: 0x100 + 8·480 = 0x1000.
pub const MGMT_COUNTERS_MAX: usize = 480;

/// Register addresses (bytes).
pub const A_ID: u16 = 0x000;
pub const A_VERSION: u16 = 0x004;
pub const A_KEY_STAGE: u16 = 0x010;
pub const A_KEY_CTRL: u16 = 0x020;
pub const A_CTRL_FLOOR: u16 = 0x024;
pub const A_CTRL_FLOOR_HI: u16 = 0x028;
pub const A_COUNTERS: u16 = 0x100;

/// AXI responses.
pub const RESP_OKAY: u8 = 0;
pub const RESP_SLVERR: u8 = 2;

/// A byte address decoded into the register it names (combinational).
/// Every output is false for an unaligned address.
#[derive(LogicBlock)]
pub struct MgmtDecode {
    pub addr: Signal<In, Bits<12>>,
    pub id: Signal<Out, Bit>,
    pub version: Signal<Out, Bit>,
    /// KEY_STAGE[`word`].
    pub stage: Signal<Out, Bit>,
    pub word: Signal<Out, Bits<2>>,
    pub key_ctrl: Signal<Out, Bit>,
    pub floor: Signal<Out, Bit>,
    pub floor_hi: Signal<Out, Bit>,
    /// CNT_LO[`index`] or CNT_HI[`index`] (`hi`), `index < counters`.
    pub counter: Signal<Out, Bit>,
    pub hi: Signal<Out, Bit>,
    pub index: Signal<Out, Bits<9>>,
    aligned: Signal<Local, Bit>,
    /// `addr[11:3]`: the counter window starts at 32 (0x100).
    dw: Signal<Local, Bits<9>>,
    counters: Constant<Bits<9>>,
}

impl MgmtDecode {
    fn new(counters: usize) -> Self {
        MgmtDecode {
            addr: Default::default(),
            id: Default::default(),
            version: Default::default(),
            stage: Default::default(),
            word: Default::default(),
            key_ctrl: Default::default(),
            floor: Default::default(),
            floor_hi: Default::default(),
            counter: Default::default(),
            hi: Default::default(),
            index: Default::default(),
            aligned: Default::default(),
            dw: Default::default(),
            counters: Constant::new((counters as u64).into()),
        }
    }
}

impl Logic for MgmtDecode {
    #[hdl_gen]
    fn update(&mut self) {
        self.aligned.next = self.addr.val().get_bits::<2>(0) == 0;
        self.id.next = self.addr.val() == 0x000;
        self.version.next = self.addr.val() == 0x004;
        self.stage.next = self.aligned.val() & (self.addr.val().get_bits::<8>(4) == 0x01);
        self.word.next = self.addr.val().get_bits::<2>(2);
        self.key_ctrl.next = self.addr.val() == 0x020;
        self.floor.next = self.addr.val() == 0x024;
        self.floor_hi.next = self.addr.val() == 0x028;
        self.dw.next = self.addr.val().get_bits::<9>(3);
        self.index.next = self.dw.val() - 32;
        self.hi.next = self.addr.val().get_bit(2);
        self.counter.next =
            self.aligned.val() & (self.dw.val() >= 32) & (self.index.val() < self.counters.val());
    }
}

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum MgmtRead {
    /// No read: `arready` high.
    Idle,
    /// The address is held: decoded, and a CNT_LO read asks the bank.
    Dec,
    /// A CNT_LO read waits for the bank's answer.
    Wait,
    /// `rvalid` high until `rready`.
    Resp,
}

#[derive(LogicBlock)]
pub struct MgmtRegs {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_axil_awaddr: Signal<In, Bits<12>>,
    pub s_axil_awvalid: Signal<In, Bit>,
    pub s_axil_awready: Signal<Out, Bit>,
    pub s_axil_wdata: Signal<In, Bits<32>>,
    pub s_axil_wstrb: Signal<In, Bits<4>>,
    pub s_axil_wvalid: Signal<In, Bit>,
    pub s_axil_wready: Signal<Out, Bit>,
    pub s_axil_bresp: Signal<Out, Bits<2>>,
    pub s_axil_bvalid: Signal<Out, Bit>,
    pub s_axil_bready: Signal<In, Bit>,
    pub s_axil_araddr: Signal<In, Bits<12>>,
    pub s_axil_arvalid: Signal<In, Bit>,
    pub s_axil_arready: Signal<Out, Bit>,
    pub s_axil_rdata: Signal<Out, Bits<32>>,
    pub s_axil_rresp: Signal<Out, Bits<2>>,
    pub s_axil_rvalid: Signal<Out, Bit>,
    pub s_axil_rready: Signal<In, Bit>,
    /// The key in force: k0 = `key[63:0]`, k1 = `key[127:64]`.
    pub key: Signal<Out, Bits<128>>,
    pub key_valid: Signal<Out, Bit>,
    /// Shown at FLOOR_LO and FLOOR_HI.
    pub ctrl_counter: Signal<In, Bits<64>>,
    /// One cycle after a KEY_CTRL write that commits or clears the key.
    pub key_changed: Signal<Out, Bit>,
    /// One cycle per CNT_LO read, with `cnt_index` (held until `cnt_ack`).
    pub cnt_req: Signal<Out, Bit>,
    pub cnt_index: Signal<Out, Bits<9>>,
    /// The bank's answer to `cnt_req`: one cycle, then or later.
    pub cnt_ack: Signal<In, Bit>,
    pub cnt_value: Signal<In, Bits<64>>,
    wdec: MgmtDecode,
    rdec: MgmtDecode,
    // ---- the write channel
    aw_full: DFF<Bit>,
    aw_addr: DFF<Bits<12>>,
    w_full: DFF<Bit>,
    w_data: DFF<Bits<32>>,
    w_strb: DFF<Bits<4>>,
    b_valid: DFF<Bit>,
    b_resp: DFF<Bits<2>>,
    // ---- the read channel
    rd: DFF<MgmtRead>,
    ar_addr: DFF<Bits<12>>,
    r_data: DFF<Bits<32>>,
    r_resp: DFF<Bits<2>>,
    /// CNT_HI: bits 63..32 of the last CNT_LO read's counter.
    shadow: DFF<Bits<32>>,
    // ---- the registers
    ks0: DFF<Bits<32>>,
    ks1: DFF<Bits<32>>,
    ks2: DFF<Bits<32>>,
    ks3: DFF<Bits<32>>,
    key_r: DFF<Bits<128>>,
    kvalid: DFF<Bit>,
    kchg: DFF<Bit>,
    epoch: DFF<Bits<16>>,
    /// Both halves of the write are held: it acts this cycle.
    wgo: Signal<Local, Bit>,
    /// The write's byte strobes as a bit mask.
    wmask: Signal<Local, Bits<32>>,
    /// `bm[b]`: byte b's bits.
    bm: [Constant<Bits<32>>; 4],
    id_value: Constant<Bits<32>>,
    version_value: Constant<Bits<32>>,
}

impl Default for MgmtRegs {
    fn default() -> Self {
        Self::new(MGMT_COUNTERS)
    }
}

impl MgmtRegs {
    /// A block whose window shows `counters` counters (1..=480).
    pub fn new(counters: usize) -> Self {
        assert!(
            (1..=MGMT_COUNTERS_MAX).contains(&counters),
            "{counters} counters: 1 to {MGMT_COUNTERS_MAX} fit the window"
        );
        MgmtRegs {
            clock: Default::default(),
            reset: Default::default(),
            s_axil_awaddr: Default::default(),
            s_axil_awvalid: Default::default(),
            s_axil_awready: Default::default(),
            s_axil_wdata: Default::default(),
            s_axil_wstrb: Default::default(),
            s_axil_wvalid: Default::default(),
            s_axil_wready: Default::default(),
            s_axil_bresp: Default::default(),
            s_axil_bvalid: Default::default(),
            s_axil_bready: Default::default(),
            s_axil_araddr: Default::default(),
            s_axil_arvalid: Default::default(),
            s_axil_arready: Default::default(),
            s_axil_rdata: Default::default(),
            s_axil_rresp: Default::default(),
            s_axil_rvalid: Default::default(),
            s_axil_rready: Default::default(),
            key: Default::default(),
            key_valid: Default::default(),
            ctrl_counter: Default::default(),
            key_changed: Default::default(),
            cnt_req: Default::default(),
            cnt_index: Default::default(),
            cnt_ack: Default::default(),
            cnt_value: Default::default(),
            wdec: MgmtDecode::new(counters),
            rdec: MgmtDecode::new(counters),
            aw_full: Default::default(),
            aw_addr: Default::default(),
            w_full: Default::default(),
            w_data: Default::default(),
            w_strb: Default::default(),
            b_valid: Default::default(),
            b_resp: Default::default(),
            rd: Default::default(),
            ar_addr: Default::default(),
            r_data: Default::default(),
            r_resp: Default::default(),
            shadow: Default::default(),
            ks0: Default::default(),
            ks1: Default::default(),
            ks2: Default::default(),
            ks3: Default::default(),
            key_r: Default::default(),
            kvalid: Default::default(),
            kchg: Default::default(),
            epoch: Default::default(),
            wgo: Default::default(),
            wmask: Default::default(),
            bm: std::array::from_fn(|b| Constant::new((0xFFu64 << (8 * b)).into())),
            id_value: Constant::new((MGMT_ID as u64).into()),
            version_value: Constant::new((MGMT_VERSION as u64).into()),
        }
    }
}

impl Logic for MgmtRegs {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, aw_full, aw_addr, w_full, w_data, w_strb, b_valid, b_resp, rd, ar_addr,
            r_data, r_resp, shadow, ks0, ks1, ks2, ks3, key_r, kvalid, kchg, epoch
        );
        self.key.next = self.key_r.q.val();
        self.key_changed.next = self.kchg.q.val();
        self.kchg.d.next = false;
        self.key_valid.next = self.kvalid.q.val();
        // ---- the write channel: AW and W each into a register, in either
        // order; the write acts when both are held, then B until `bready`
        self.s_axil_awready.next = !self.aw_full.q.val() & !self.b_valid.q.val();
        self.s_axil_wready.next = !self.w_full.q.val() & !self.b_valid.q.val();
        self.s_axil_bvalid.next = self.b_valid.q.val();
        self.s_axil_bresp.next = self.b_resp.q.val();
        if self.s_axil_awvalid.val() & !self.aw_full.q.val() & !self.b_valid.q.val() {
            self.aw_full.d.next = true;
            self.aw_addr.d.next = self.s_axil_awaddr.val();
        }
        if self.s_axil_wvalid.val() & !self.w_full.q.val() & !self.b_valid.q.val() {
            self.w_full.d.next = true;
            self.w_data.d.next = self.s_axil_wdata.val();
            self.w_strb.d.next = self.s_axil_wstrb.val();
        }
        if self.b_valid.q.val() & self.s_axil_bready.val() {
            self.b_valid.d.next = false;
        }
        self.wdec.addr.next = self.aw_addr.q.val();
        self.wmask.next = 0.into();
        for b in 0..4 {
            if self.w_strb.q.val().get_bit(b) {
                self.wmask.next = self.wmask.val() | self.bm[b].val();
            }
        }
        self.wgo.next = self.aw_full.q.val() & self.w_full.q.val();
        if self.wgo.val() {
            self.aw_full.d.next = false;
            self.w_full.d.next = false;
            self.b_valid.d.next = true;
            self.b_resp.d.next = 2.into();
            if self.wdec.stage.val() {
                self.b_resp.d.next = 0.into();
                if self.wdec.word.val() == 0 {
                    self.ks0.d.next = (self.ks0.q.val() & !self.wmask.val())
                        | (self.w_data.q.val() & self.wmask.val());
                }
                if self.wdec.word.val() == 1 {
                    self.ks1.d.next = (self.ks1.q.val() & !self.wmask.val())
                        | (self.w_data.q.val() & self.wmask.val());
                }
                if self.wdec.word.val() == 2 {
                    self.ks2.d.next = (self.ks2.q.val() & !self.wmask.val())
                        | (self.w_data.q.val() & self.wmask.val());
                }
                if self.wdec.word.val() == 3 {
                    self.ks3.d.next = (self.ks3.q.val() & !self.wmask.val())
                        | (self.w_data.q.val() & self.wmask.val());
                }
            }
            if self.wdec.key_ctrl.val() {
                self.b_resp.d.next = 0.into();
                if self.w_strb.q.val().get_bit(0) {
                    if self.w_data.q.val().get_bit(1) {
                        // clear (wins over a commit in the same write)
                        self.key_r.d.next = 0.into();
                        self.kvalid.d.next = false;
                        self.kchg.d.next = true;
                        self.ks0.d.next = 0.into();
                        self.ks1.d.next = 0.into();
                        self.ks2.d.next = 0.into();
                        self.ks3.d.next = 0.into();
                    } else if self.w_data.q.val().get_bit(0) {
                        // commit
                        self.key_r.d.next = (bit_cast::<128, 32>(self.ks3.q.val()) << 96)
                            | (bit_cast::<128, 32>(self.ks2.q.val()) << 64)
                            | (bit_cast::<128, 32>(self.ks1.q.val()) << 32)
                            | bit_cast::<128, 32>(self.ks0.q.val());
                        self.kvalid.d.next = true;
                        self.kchg.d.next = true;
                        self.epoch.d.next = self.epoch.q.val() + 1;
                    }
                }
            }
        }
        // ---- the read channel: AR registered, decoded, (the bank asked,)
        // R until `rready`
        self.rdec.addr.next = self.ar_addr.q.val();
        self.cnt_index.next = self.rdec.index.val();
        self.cnt_req.next = false;
        self.s_axil_arready.next = false;
        self.s_axil_rvalid.next = false;
        self.s_axil_rdata.next = self.r_data.q.val();
        self.s_axil_rresp.next = self.r_resp.q.val();
        match self.rd.q.val() {
            MgmtRead::Idle => {
                self.s_axil_arready.next = true;
                if self.s_axil_arvalid.val() {
                    self.ar_addr.d.next = self.s_axil_araddr.val();
                    self.rd.d.next = MgmtRead::Dec;
                }
            }
            MgmtRead::Dec => {
                self.r_data.d.next = 0.into();
                self.r_resp.d.next = 0.into();
                self.rd.d.next = MgmtRead::Resp;
                if self.rdec.id.val() {
                    self.r_data.d.next = self.id_value.val();
                } else if self.rdec.version.val() {
                    self.r_data.d.next = self.version_value.val();
                } else if self.rdec.stage.val() {
                    // write-only: the key never reads back
                    self.r_data.d.next = 0.into();
                } else if self.rdec.key_ctrl.val() {
                    self.r_data.d.next = bit_cast::<32, 16>(self.epoch.q.val()) << 16;
                    if self.kvalid.q.val() {
                        self.r_data.d.next = (bit_cast::<32, 16>(self.epoch.q.val()) << 16) | 1;
                    }
                } else if self.rdec.floor.val() {
                    self.r_data.d.next = self.ctrl_counter.val().get_bits::<32>(0);
                    self.shadow.d.next = self.ctrl_counter.val().get_bits::<32>(32);
                } else if self.rdec.floor_hi.val() {
                    self.r_data.d.next = self.shadow.q.val();
                } else if self.rdec.counter.val() {
                    if self.rdec.hi.val() {
                        self.r_data.d.next = self.shadow.q.val();
                    } else {
                        self.cnt_req.next = true;
                        self.rd.d.next = MgmtRead::Wait;
                        if self.cnt_ack.val() {
                            self.r_data.d.next = self.cnt_value.val().get_bits::<32>(0);
                            self.shadow.d.next = self.cnt_value.val().get_bits::<32>(32);
                            self.rd.d.next = MgmtRead::Resp;
                        }
                    }
                } else {
                    self.r_resp.d.next = 2.into();
                }
            }
            MgmtRead::Wait => {
                if self.cnt_ack.val() {
                    self.r_data.d.next = self.cnt_value.val().get_bits::<32>(0);
                    self.shadow.d.next = self.cnt_value.val().get_bits::<32>(32);
                    self.rd.d.next = MgmtRead::Resp;
                }
            }
            MgmtRead::Resp => {
                self.s_axil_rvalid.next = true;
                if self.s_axil_rready.val() {
                    self.rd.d.next = MgmtRead::Idle;
                }
            }
        }
        if self.reset.val() {
            self.aw_full.d.next = false;
            self.w_full.d.next = false;
            self.b_valid.d.next = false;
            self.rd.d.next = MgmtRead::Idle;
            self.shadow.d.next = 0.into();
            self.ks0.d.next = 0.into();
            self.ks1.d.next = 0.into();
            self.ks2.d.next = 0.into();
            self.ks3.d.next = 0.into();
            self.key_r.d.next = 0.into();
            self.kvalid.d.next = false;
            self.epoch.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};

    const KEY_CTRL_COMMIT: u32 = 1;
    const KEY_CTRL_CLEAR: u32 = 2;

    /// How a write's two halves are offered.
    #[derive(Clone, Copy, Debug)]
    enum Order {
        /// AW, then W `n` cycles later.
        AwFirst(u64),
        /// W, then AW `n` cycles later.
        WFirst(u64),
        /// Both in the same cycle.
        Together,
    }

    /// The block, a counter bank that answers `lat` cycles after a request,
    /// and the rules every cycle must keep.
    struct Tb<'a> {
        b: Bench<'a, MgmtRegs>,
        /// The counter bank's values (the test moves them at will).
        bank: Vec<u64>,
        lat: u64,
        /// A request not answered yet: its index and the cycles left.
        pending: Option<(usize, u64)>,
        /// Every `cnt_index` requested, in order.
        reqs: Vec<usize>,
        /// Driven on `ctrl_counter`.
        floor: u64,
        /// `key_changed` pulses seen.
        key_changes: u64,
    }

    impl<'a> Tb<'a> {
        fn new(u: &'a mut MgmtRegs, counters: usize) -> Self {
            let mut b = Bench::new(u, |u, c| u.clock.next = c);
            Self::quiet(b.uut());
            b.uut().reset.next = true;
            b.tick();
            b.tick();
            b.uut().reset.next = false;
            let mut rng = Rng(0x5EED);
            Tb {
                b,
                bank: (0..counters).map(|_| rng.next()).collect(),
                lat: 1,
                pending: None,
                reqs: vec![],
                floor: 0,
                key_changes: 0,
            }
        }

        /// Every bus input idle, with junk on the buses it does not qualify.
        fn quiet(u: &mut MgmtRegs) {
            u.s_axil_awvalid.next = false;
            u.s_axil_awaddr.next = 0x020.into();
            u.s_axil_wvalid.next = false;
            u.s_axil_wdata.next = 0xFFFF_FFFFu64.into();
            u.s_axil_wstrb.next = 0xF.into();
            u.s_axil_bready.next = false;
            u.s_axil_arvalid.next = false;
            u.s_axil_araddr.next = 0x100.into();
            u.s_axil_rready.next = false;
            u.cnt_ack.next = false;
            u.cnt_value.next = 0xDEAD_BEEF_DEAD_BEEFu64.into();
        }

        fn u(&mut self) -> &mut MgmtRegs {
            self.b.uut()
        }

        /// One clock: the bank answers; outputs that depend on no input
        /// are checked to stay so while the inputs settle.
        fn step(&mut self) {
            self.b.uut().ctrl_counter.next = self.floor.into();
            self.b.settle();
            let u = self.b.uut();
            self.key_changes += u.key_changed.val() as u64;
            if u.cnt_req.val() {
                assert!(self.pending.is_none(), "a request while one is pending");
                let i = u.cnt_index.val().index();
                assert!(i < self.bank.len(), "request of counter {i}");
                self.pending = Some((i, self.lat));
                self.reqs.push(i);
            }
            let mut ack = false;
            let mut value = 0xDEAD_BEEF_DEAD_BEEFu64;
            if let Some((i, left)) = self.pending {
                assert_eq!(u.cnt_index.val().index(), i, "cnt_index moved");
                if left == 0 {
                    ack = true;
                    value = self.bank[i];
                    self.pending = None;
                } else {
                    self.pending = Some((i, left - 1));
                }
            }
            let outs = |u: &MgmtRegs| {
                (
                    u.s_axil_awready.val(),
                    u.s_axil_wready.val(),
                    u.s_axil_bvalid.val(),
                    u.s_axil_arready.val(),
                    u.s_axil_rvalid.val(),
                    u.cnt_req.val(),
                )
            };
            let before = outs(u);
            u.cnt_ack.next = ack;
            u.cnt_value.next = value.into();
            self.b.settle();
            assert_eq!(outs(self.b.uut()), before, "an output followed an input");
            self.b.tick();
        }

        /// A write through AW and W offered per `order`, `bready` held low
        /// for `hold` cycles of `bvalid`: the response.
        fn write_with(&mut self, addr: u64, data: u32, strb: u64, order: Order, hold: u64) -> u8 {
            let (aw_at, w_at) = match order {
                Order::AwFirst(n) => (0, n),
                Order::WFirst(n) => (n, 0),
                Order::Together => (0, 0),
            };
            let (mut aw_done, mut w_done) = (false, false);
            let mut cycle = 0;
            while !(aw_done && w_done) {
                assert!(cycle < 50, "write to {addr:#x} not taken");
                let u = self.u();
                Self::quiet(u);
                let aw = !aw_done && cycle >= aw_at;
                let w = !w_done && cycle >= w_at;
                u.s_axil_awvalid.next = aw;
                if aw {
                    u.s_axil_awaddr.next = addr.into();
                }
                u.s_axil_wvalid.next = w;
                if w {
                    u.s_axil_wdata.next = (data as u64).into();
                    u.s_axil_wstrb.next = strb.into();
                }
                self.b.settle();
                let u = self.u();
                assert!(!u.s_axil_bvalid.val(), "a response before AW and W");
                // one write at a time: a half taken is not taken again
                assert!(!(aw_done && u.s_axil_awready.val()), "AW ready twice");
                assert!(!(w_done && u.s_axil_wready.val()), "W ready twice");
                let aw_take = aw && u.s_axil_awready.val();
                let w_take = w && u.s_axil_wready.val();
                self.step();
                aw_done |= aw_take;
                w_done |= w_take;
                cycle += 1;
            }
            let mut resp: Option<u8> = None;
            let mut held = 0;
            for _ in 0..50 {
                let u = self.u();
                Self::quiet(u);
                let ready = resp.is_some() && held >= hold;
                u.s_axil_bready.next = ready;
                self.b.settle();
                let u = self.u();
                assert!(
                    !u.s_axil_awready.val() && !u.s_axil_wready.val(),
                    "a new write accepted before the response was taken"
                );
                if u.s_axil_bvalid.val() {
                    let r = u.s_axil_bresp.val().to_u64() as u8;
                    if let Some(p) = resp {
                        assert_eq!(p, r, "bresp changed while held");
                    }
                    resp = Some(r);
                    self.step();
                    if ready {
                        self.b.settle();
                        assert!(!self.u().s_axil_bvalid.val(), "a second response");
                        return r;
                    }
                    held += 1;
                } else {
                    assert!(resp.is_none(), "bvalid dropped before bready");
                    self.step();
                }
            }
            panic!("no response to the write of {addr:#x}");
        }

        fn write(&mut self, addr: u64, data: u32) -> u8 {
            self.write_with(addr, data, 0xF, Order::Together, 0)
        }

        /// A read, `rready` held low for `hold` cycles of `rvalid`: data and
        /// response.
        fn read_with(&mut self, addr: u64, hold: u64) -> (u32, u8) {
            let mut taken = false;
            for _ in 0..10 {
                let u = self.u();
                Self::quiet(u);
                u.s_axil_arvalid.next = true;
                u.s_axil_araddr.next = addr.into();
                self.b.settle();
                let u = self.u();
                assert!(!u.s_axil_rvalid.val(), "a read response before AR");
                taken = u.s_axil_arready.val();
                self.step();
                if taken {
                    break;
                }
            }
            assert!(taken, "read of {addr:#x} not taken");
            let mut got: Option<(u32, u8)> = None;
            let mut held = 0;
            for _ in 0..60 {
                let u = self.u();
                Self::quiet(u);
                let ready = got.is_some() && held >= hold;
                u.s_axil_rready.next = ready;
                self.b.settle();
                let u = self.u();
                assert!(
                    !u.s_axil_arready.val(),
                    "a new read accepted before the response was taken"
                );
                if u.s_axil_rvalid.val() {
                    let r = (
                        u.s_axil_rdata.val().to_u64() as u32,
                        u.s_axil_rresp.val().to_u64() as u8,
                    );
                    if let Some(p) = got {
                        assert_eq!(p, r, "rdata/rresp changed while held");
                    }
                    got = Some(r);
                    self.step();
                    if ready {
                        self.b.settle();
                        assert!(!self.u().s_axil_rvalid.val(), "a second response");
                        return r;
                    }
                    held += 1;
                } else {
                    assert!(got.is_none(), "rvalid dropped before rready");
                    self.step();
                }
            }
            panic!("no response to the read of {addr:#x}");
        }

        fn read(&mut self, addr: u64) -> (u32, u8) {
            self.read_with(addr, 0)
        }

        fn key(&mut self) -> u128 {
            self.b.settle();
            let k = self.u().key.val();
            (k.get_bits::<64>(64).to_u64() as u128) << 64 | k.get_bits::<64>(0).to_u64() as u128
        }

        fn key_valid(&mut self) -> bool {
            self.b.settle();
            self.u().key_valid.val()
        }

        fn stage(&mut self, key: u128) {
            for w in 0..4 {
                let r = self.write(A_KEY_STAGE as u64 + 4 * w, (key >> (32 * w)) as u32);
                assert_eq!(r, RESP_OKAY);
            }
        }

        fn epoch(&mut self) -> u32 {
            let (v, r) = self.read(A_KEY_CTRL as u64);
            assert_eq!(r, RESP_OKAY);
            v >> 16
        }
    }

    fn random_key(rng: &mut Rng) -> u128 {
        (rng.next() as u128) << 64 | rng.next() as u128
    }

    #[test]
    fn idle_bus_does_nothing() {
        let mut u = MgmtRegs::default();
        let mut t = Tb::new(&mut u, MGMT_COUNTERS);
        for _ in 0..40 {
            Tb::quiet(t.u());
            t.b.settle();
            let u = t.u();
            assert!(!u.s_axil_bvalid.val() && !u.s_axil_rvalid.val() && !u.cnt_req.val());
            assert!(u.s_axil_awready.val() && u.s_axil_wready.val() && u.s_axil_arready.val());
            assert!(!u.key_valid.val());
            assert_eq!(u.key.val(), Bits::<128>::default());
            t.step();
        }
        assert!(t.reqs.is_empty());
        // and the first transaction after the idle stretch is the only one
        assert_eq!(t.read(A_ID as u64), (MGMT_ID, RESP_OKAY));
        for _ in 0..10 {
            Tb::quiet(t.u());
            t.b.settle();
            assert!(!t.u().s_axil_rvalid.val() && !t.u().s_axil_bvalid.val());
            t.step();
        }
    }

    #[test]
    fn id_and_version_read() {
        let mut u = MgmtRegs::default();
        let mut t = Tb::new(&mut u, MGMT_COUNTERS);
        assert_eq!(t.read(A_ID as u64), (0x4E4A_4D47, RESP_OKAY));
        assert_eq!(t.read(A_VERSION as u64), (1, RESP_OKAY));
        assert_eq!(t.read_with(A_ID as u64, 4), (MGMT_ID, RESP_OKAY));
        assert_eq!(t.read(A_KEY_CTRL as u64), (0, RESP_OKAY));
        t.floor = 0x8765_4321;
        assert_eq!(t.read(A_CTRL_FLOOR as u64), (0x8765_4321, RESP_OKAY));
        t.floor = 7;
        assert_eq!(t.read(A_CTRL_FLOOR as u64), (7, RESP_OKAY));
        assert_eq!(t.read(A_CTRL_FLOOR_HI as u64), (0, RESP_OKAY));
        // the floor read low then high is one value, however it moves between
        t.floor = 0x1234_5678_9ABC_DEF0;
        assert_eq!(t.read(A_CTRL_FLOOR as u64), (0x9ABC_DEF0, RESP_OKAY));
        t.floor = 0xFFFF_FFFF_FFFF_FFFF;
        assert_eq!(t.read(A_CTRL_FLOOR_HI as u64), (0x1234_5678, RESP_OKAY));
        assert!(t.reqs.is_empty());
    }

    #[test]
    fn stage_commit_and_clear_a_random_key() {
        let mut u = MgmtRegs::default();
        let mut t = Tb::new(&mut u, MGMT_COUNTERS);
        let mut rng = Rng(11);
        for round in 1..=3u32 {
            let k = random_key(&mut rng);
            t.stage(k);
            for w in 0..4 {
                assert_eq!(t.read(A_KEY_STAGE as u64 + 4 * w), (0, RESP_OKAY));
            }
            // staged, not in force yet
            assert_eq!(t.epoch(), round - 1);
            assert_ne!(t.key(), k);
            assert_eq!(t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT), RESP_OKAY);
            assert_eq!(t.key(), k, "round {round}");
            assert!(t.key_valid());
            assert_eq!(t.read(A_KEY_CTRL as u64), (round << 16 | 1, RESP_OKAY));
            // the key reads back nowhere
            for w in 0..4 {
                assert_eq!(t.read(A_KEY_STAGE as u64 + 4 * w), (0, RESP_OKAY));
            }
        }
        assert_eq!(t.key_changes, 3, "one key_changed pulse per commit");
        // k0 is key[63:0]: words 0 and 1
        t.stage(0x0F0E0D0C_0B0A0908_07060504_03020100);
        t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT);
        let k = t.key();
        assert_eq!(k as u64, 0x07060504_03020100);
        assert_eq!((k >> 64) as u64, 0x0F0E0D0C_0B0A0908);
        assert_eq!(t.epoch(), 4);
        // a second commit installs the staged key again
        t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT);
        assert_eq!(t.key(), k);
        assert_eq!(t.epoch(), 5);
        // clear zeroes the key and the staged words, keeps the epoch
        assert_eq!(t.write(A_KEY_CTRL as u64, KEY_CTRL_CLEAR), RESP_OKAY);
        assert_eq!(t.key(), 0);
        assert!(!t.key_valid());
        assert_eq!(t.key_changes, 6, "and one per clear");
        assert_eq!(t.read(A_KEY_CTRL as u64), (5 << 16, RESP_OKAY));
        t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT);
        assert_eq!(t.key(), 0, "the staged words were cleared");
        assert!(t.key_valid());
        assert_eq!(t.epoch(), 6);
        // clear and commit together: clear wins, no commit
        let k = random_key(&mut rng);
        t.stage(k);
        t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT | KEY_CTRL_CLEAR);
        assert_eq!(t.key(), 0);
        assert!(!t.key_valid());
        assert_eq!(t.epoch(), 6);
        t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT);
        assert_eq!(t.key(), 0);
        // writes of other bits do nothing
        t.stage(k);
        t.write(A_KEY_CTRL as u64, 0xFFFF_FFFC);
        assert_eq!(t.key(), 0);
        assert_eq!(t.epoch(), 7);
        // reset forgets everything
        t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT);
        assert_eq!(t.key(), k);
        t.u().reset.next = true;
        t.step();
        t.u().reset.next = false;
        assert_eq!(t.key(), 0);
        assert!(!t.key_valid());
        assert_eq!(t.epoch(), 0);
        t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT);
        assert_eq!(t.key(), 0, "reset cleared the staged words");
    }

    #[test]
    fn aw_and_w_in_any_order_with_held_responses() {
        let mut u = MgmtRegs::default();
        let mut t = Tb::new(&mut u, MGMT_COUNTERS);
        let mut rng = Rng(23);
        let orders = [
            Order::AwFirst(1),
            Order::AwFirst(4),
            Order::WFirst(1),
            Order::WFirst(6),
            Order::Together,
        ];
        for (n, order) in orders.iter().cycle().take(20).enumerate() {
            let hold = [0, 1, 3, 7][n % 4];
            let k = random_key(&mut rng);
            for w in 0..4 {
                let data = (k >> (32 * w)) as u32;
                let r = t.write_with(A_KEY_STAGE as u64 + 4 * w, data, 0xF, *order, hold);
                assert_eq!(r, RESP_OKAY, "{order:?}");
            }
            let r = t.write_with(A_KEY_CTRL as u64, KEY_CTRL_COMMIT, 0xF, *order, hold);
            assert_eq!(r, RESP_OKAY);
            assert_eq!(t.key(), k, "{order:?} hold {hold}");
            // a refused write's SLVERR holds as well
            let r = t.write_with(0x008, 1, 0xF, *order, hold);
            assert_eq!(r, RESP_SLVERR, "{order:?} hold {hold}");
            assert_eq!(t.read_with(A_VERSION as u64, hold), (1, RESP_OKAY));
            assert_eq!(t.read_with(0x00C, hold), (0, RESP_SLVERR));
            assert_eq!(t.key(), k);
            assert_eq!(t.epoch(), n as u32 + 1);
        }
    }

    #[test]
    fn a_read_and_a_write_in_flight_together() {
        let mut u = MgmtRegs::default();
        let mut t = Tb::new(&mut u, MGMT_COUNTERS);
        t.lat = 3;
        // AR, AW and W in one cycle; both responses held, then taken
        Tb::quiet(t.u());
        let u = t.u();
        u.s_axil_arvalid.next = true;
        u.s_axil_araddr.next = (A_COUNTERS as u64 + 8 * 5).into();
        u.s_axil_awvalid.next = true;
        u.s_axil_awaddr.next = (A_KEY_STAGE as u64).into();
        u.s_axil_wvalid.next = true;
        u.s_axil_wdata.next = 0x1234_5678u64.into();
        t.b.settle();
        assert!(t.u().s_axil_arready.val() && t.u().s_axil_awready.val());
        t.step();
        for _ in 0..10 {
            Tb::quiet(t.u());
            t.step();
        }
        t.b.settle();
        let u = t.u();
        assert!(u.s_axil_bvalid.val() && u.s_axil_rvalid.val());
        assert_eq!(u.s_axil_bresp.val().to_u64(), 0);
        assert_eq!(u.s_axil_rdata.val().to_u64(), t.bank[5] & 0xFFFF_FFFF);
        let u = t.u();
        u.s_axil_bready.next = true;
        u.s_axil_rready.next = true;
        t.step();
        Tb::quiet(t.u());
        t.b.settle();
        assert!(!t.u().s_axil_bvalid.val() && !t.u().s_axil_rvalid.val());
        assert_eq!(t.reqs, vec![5]);
        t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT);
        assert_eq!(t.key(), 0x1234_5678);
    }

    #[test]
    fn partial_strobes_write_only_their_bytes() {
        let mut u = MgmtRegs::default();
        let mut t = Tb::new(&mut u, MGMT_COUNTERS);
        let mut rng = Rng(31);
        let mut model = [0u32; 4];
        for n in 0..40 {
            let w = rng.below(4) as usize;
            let data = rng.next() as u32;
            let strb = if n < 16 { n as u64 } else { rng.below(16) };
            let r = t.write_with(
                A_KEY_STAGE as u64 + 4 * w as u64,
                data,
                strb,
                Order::Together,
                0,
            );
            assert_eq!(r, RESP_OKAY);
            for b in 0..4 {
                if strb >> b & 1 == 1 {
                    model[w] = model[w] & !(0xFF << (8 * b)) | data & (0xFF << (8 * b));
                }
            }
        }
        let want = model
            .iter()
            .enumerate()
            .fold(0u128, |k, (w, v)| k | (*v as u128) << (32 * w));
        t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT);
        assert_eq!(t.key(), want);
        // KEY_CTRL: ignored unless byte 0 is strobed (and still OKAY)
        t.write(A_KEY_CTRL as u64, KEY_CTRL_CLEAR);
        for strb in [0b0000, 0b0010, 0b0100, 0b1000, 0b1110] {
            let r = t.write_with(A_KEY_CTRL as u64, 0xFFFF_FF01, strb, Order::Together, 0);
            assert_eq!(r, RESP_OKAY);
        }
        assert!(!t.key_valid());
        assert_eq!(t.epoch(), 1);
        let r = t.write_with(
            A_KEY_CTRL as u64,
            KEY_CTRL_COMMIT,
            0b0001,
            Order::Together,
            0,
        );
        assert_eq!(r, RESP_OKAY);
        assert!(t.key_valid());
        assert_eq!(t.epoch(), 2);
        // a fixed case: bytes 0 and 2 of word 1
        t.write(A_KEY_STAGE as u64 + 4, 0xAABB_CCDD);
        t.write_with(
            A_KEY_STAGE as u64 + 4,
            0x1122_3344,
            0b0101,
            Order::Together,
            0,
        );
        t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT);
        assert_eq!((t.key() >> 32) as u32, 0xAA22_CC44);
    }

    #[test]
    fn unmapped_and_unaligned_addresses_answer_slverr_and_change_nothing() {
        let mut u = MgmtRegs::default();
        let mut t = Tb::new(&mut u, MGMT_COUNTERS);
        let mut rng = Rng(47);
        let k = random_key(&mut rng);
        t.stage(k);
        t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT);
        let last_cnt = A_COUNTERS as u64 + 8 * (MGMT_COUNTERS as u64 - 1);
        let unmapped = [
            0x008,
            0x00C,
            0x02C,
            0x040,
            0x0FC,
            last_cnt + 8,
            last_cnt + 12,
            0x800,
            0xFFC,
        ];
        let unaligned = [
            0x001, 0x002, 0x003, 0x005, 0x011, 0x012, 0x01F, 0x021, 0x022, 0x023, 0x025, 0x101,
            0x102, 0x106,
        ];
        let read_only = [
            A_ID as u64,
            A_VERSION as u64,
            A_CTRL_FLOOR as u64,
            A_CTRL_FLOOR_HI as u64,
            A_COUNTERS as u64,
            A_COUNTERS as u64 + 4,
            last_cnt,
            last_cnt + 4,
        ];
        for &a in unmapped.iter().chain(&unaligned) {
            assert_eq!(t.read(a), (0, RESP_SLVERR), "read of {a:#x}");
            assert_eq!(t.read_with(a, 2), (0, RESP_SLVERR), "read of {a:#x}");
        }
        assert!(t.reqs.is_empty(), "a refused read asked the bank");
        for &a in unmapped.iter().chain(&unaligned).chain(&read_only) {
            // data that would clear the key at KEY_CTRL and stage garbage
            for data in [KEY_CTRL_CLEAR, KEY_CTRL_COMMIT, rng.next() as u32] {
                let r = t.write_with(a, data, 0xF, Order::Together, 0);
                assert_eq!(r, RESP_SLVERR, "write of {a:#x}");
            }
        }
        assert_eq!(t.key(), k);
        assert!(t.key_valid());
        assert_eq!(t.epoch(), 1);
        assert_eq!(t.read(A_ID as u64), (MGMT_ID, RESP_OKAY));
        // the staged words are untouched: a commit installs k again
        t.write(A_KEY_CTRL as u64, KEY_CTRL_COMMIT);
        assert_eq!(t.key(), k);
        assert_eq!(t.epoch(), 2);
        assert!(t.reqs.is_empty());
    }

    #[test]
    fn the_counter_window_follows_the_parameter() {
        let mut u = MgmtRegs::new(4);
        let mut t = Tb::new(&mut u, 4);
        for i in 0..4u64 {
            assert_eq!(
                t.read(0x100 + 8 * i),
                (t.bank[i as usize] as u32, RESP_OKAY)
            );
        }
        assert_eq!(t.read(0x120), (0, RESP_SLVERR));
        assert_eq!(t.read(0x124), (0, RESP_SLVERR));
        assert_eq!(t.reqs, vec![0, 1, 2, 3]);
        assert!(std::panic::catch_unwind(|| MgmtRegs::new(481)).is_err());
        assert!(std::panic::catch_unwind(|| MgmtRegs::new(0)).is_err());
        let mut u = MgmtRegs::new(MGMT_COUNTERS_MAX);
        let mut t = Tb::new(&mut u, MGMT_COUNTERS_MAX);
        let v = t.bank[479];
        assert_eq!(t.read(0xFF8), (v as u32, RESP_OKAY));
        assert_eq!(t.read(0xFFC), ((v >> 32) as u32, RESP_OKAY));
    }

    /// Reads each counter low then high with the bank at latency `lat`,
    /// the counter moving between the two reads and between request and
    /// answer is no issue: the answer is one value.
    fn counters_coherent(lat: u64, seed: u64) {
        let mut u = MgmtRegs::default();
        let mut t = Tb::new(&mut u, MGMT_COUNTERS);
        t.lat = lat;
        let mut rng = Rng(seed);
        // after reset the shadow is 0
        assert_eq!(t.read(A_COUNTERS as u64 + 4), (0, RESP_OKAY));
        let mut want = vec![];
        for n in 0..24 {
            let i = if n < 8 {
                n
            } else {
                rng.below(MGMT_COUNTERS as u64) as usize
            };
            want.push(i);
            let v = t.bank[i];
            let lo = A_COUNTERS as u64 + 8 * i as u64;
            let start = t.b.cycles;
            assert_eq!(
                t.read_with(lo, n as u64 % 3),
                (v as u32, RESP_OKAY),
                "counter {i}"
            );
            // the response waits for the bank: 2 cycles + its latency + held
            assert!(
                t.b.cycles - start >= 3 + lat,
                "{} cycles",
                t.b.cycles - start
            );
            // the counter moves (carrying into the high word) before the
            // high word is read: the shadow still has the old one
            t.bank[i] = v.wrapping_add(0x1_0000_0000 + rng.below(1 << 40));
            assert_eq!(
                t.read_with(lo + 4, n as u64 % 2),
                ((v >> 32) as u32, RESP_OKAY)
            );
            // the high word of another counter, too: the shadow of the last low read
            let j = (i + 1) % MGMT_COUNTERS;
            assert_eq!(
                t.read(A_COUNTERS as u64 + 8 * j as u64 + 4).0,
                (v >> 32) as u32
            );
            // a new low read gets the new value
            let v2 = t.bank[i];
            want.push(i);
            assert_eq!(t.read(lo), (v2 as u32, RESP_OKAY));
            assert_eq!(t.read(lo + 4), ((v2 >> 32) as u32, RESP_OKAY));
        }
        assert_eq!(t.reqs, want, "one request per low read, none per high read");
        // other registers read in between do not touch the shadow
        assert_eq!(t.read(A_ID as u64).0, MGMT_ID);
        let last = *want.last().unwrap();
        assert_eq!(t.read(A_COUNTERS as u64 + 4).0, (t.bank[last] >> 32) as u32);
    }

    #[test]
    fn counters_read_coherently_at_latency_1() {
        counters_coherent(1, 61);
    }

    #[test]
    fn counters_read_coherently_at_latency_5() {
        counters_coherent(5, 67);
    }

    #[test]
    fn counters_read_coherently_at_latency_0() {
        counters_coherent(0, 71);
    }

    #[test]
    fn mgmt_regs_verilog_generates() {
        let v = crate::gen::verilog_of(MgmtRegs::default(), "netjoin_mgmt_regs");
        assert!(v.contains("module netjoin_mgmt_regs("));
        for port in [
            "s_axil_awaddr",
            "s_axil_wstrb",
            "s_axil_bresp",
            "s_axil_araddr",
            "s_axil_rdata",
            "cnt_req",
            "cnt_value",
            "key_valid",
        ] {
            assert!(v.contains(port), "{port}");
        }
    }
}
