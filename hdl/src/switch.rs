//! The top level `netjoin_switch` (docs/HDL.md §1): a parser per rx port,
//! the engine, the build and probe units on two memory channels, and a tx
//! port (framer, rings, emitter) per port. The pin list is flat so that the
//! Verilog names are exactly those of the port contract.
//!
//! Data path: rx{p} -> parser p -> (round-robin, frame by frame) engine ->
//! build unit / probe unit -> the framer of the job's tx port -> that port's
//! rings O/R/S (A for the engine's own replies) + sequence stamp -> its
//! descriptor FIFO -> its emitter -> tx{port}. A tuple handed to a unit is
//! tagged with its job's tx port; the units answer in order, so the tags
//! name the framer of every completion (completions.rs). CONTROL, END and
//! ACK frames are produced by the engine itself once everything before them
//! has left (control_path.rs).

use super::engine::Engine;
use super::filter::FILTER_RAMS;
use super::framer_events::FramerEvents;
use super::layout::{lp, D_PORT, J_PORT, PORTS, PORT_BITS};
use super::parser::Parser;
use super::seq_stamp::ctx_totals::CtxTotals;
use super::seq_stamp::SeqStamp;
use super::sig::*;
use super::table_units::TableUnits;
use super::tx_port::TxPort;
use rust_hdl::prelude::*;

// The pins name four ports.
const _: () = assert!(PORTS == 4);

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct NetjoinSwitch {
    pub clock: Signal<In, Clock>,
    /// Active-high synchronous reset (docs/HDL.md §1.1).
    pub reset: Signal<In, Bit>,
    /// High while the switch has work in hand, which need not show on any
    /// port: probes that the hot-bucket caches answer with a miss send
    /// nothing and read no memory. A simulation harness waits for it to
    /// fall before it calls the switch idle; a board leaves it open.
    pub busy: Signal<Out, Bit>,
    pub rx0_tdata: Signal<In, Bits<64>>,
    pub rx0_tkeep: Signal<In, Bits<8>>,
    pub rx0_tvalid: Signal<In, Bit>,
    pub rx0_tlast: Signal<In, Bit>,
    pub rx0_tuser: Signal<In, Bit>,
    pub rx0_tready: Signal<Out, Bit>,
    pub rx0_pause: Signal<Out, Bit>,
    pub rx1_tdata: Signal<In, Bits<64>>,
    pub rx1_tkeep: Signal<In, Bits<8>>,
    pub rx1_tvalid: Signal<In, Bit>,
    pub rx1_tlast: Signal<In, Bit>,
    pub rx1_tuser: Signal<In, Bit>,
    pub rx1_tready: Signal<Out, Bit>,
    pub rx1_pause: Signal<Out, Bit>,
    pub rx2_tdata: Signal<In, Bits<64>>,
    pub rx2_tkeep: Signal<In, Bits<8>>,
    pub rx2_tvalid: Signal<In, Bit>,
    pub rx2_tlast: Signal<In, Bit>,
    pub rx2_tuser: Signal<In, Bit>,
    pub rx2_tready: Signal<Out, Bit>,
    pub rx2_pause: Signal<Out, Bit>,
    pub rx3_tdata: Signal<In, Bits<64>>,
    pub rx3_tkeep: Signal<In, Bits<8>>,
    pub rx3_tvalid: Signal<In, Bit>,
    pub rx3_tlast: Signal<In, Bit>,
    pub rx3_tuser: Signal<In, Bit>,
    pub rx3_tready: Signal<Out, Bit>,
    pub rx3_pause: Signal<Out, Bit>,
    pub tx0_tdata: Signal<Out, Bits<64>>,
    pub tx0_tkeep: Signal<Out, Bits<8>>,
    pub tx0_tvalid: Signal<Out, Bit>,
    pub tx0_tlast: Signal<Out, Bit>,
    pub tx0_tuser: Signal<Out, Bit>,
    pub tx0_tready: Signal<In, Bit>,
    pub tx1_tdata: Signal<Out, Bits<64>>,
    pub tx1_tkeep: Signal<Out, Bits<8>>,
    pub tx1_tvalid: Signal<Out, Bit>,
    pub tx1_tlast: Signal<Out, Bit>,
    pub tx1_tuser: Signal<Out, Bit>,
    pub tx1_tready: Signal<In, Bit>,
    pub tx2_tdata: Signal<Out, Bits<64>>,
    pub tx2_tkeep: Signal<Out, Bits<8>>,
    pub tx2_tvalid: Signal<Out, Bit>,
    pub tx2_tlast: Signal<Out, Bit>,
    pub tx2_tuser: Signal<Out, Bit>,
    pub tx2_tready: Signal<In, Bit>,
    pub tx3_tdata: Signal<Out, Bits<64>>,
    pub tx3_tkeep: Signal<Out, Bits<8>>,
    pub tx3_tvalid: Signal<Out, Bit>,
    pub tx3_tlast: Signal<Out, Bit>,
    pub tx3_tuser: Signal<Out, Bit>,
    pub tx3_tready: Signal<In, Bit>,
    pub mem0_req_valid: Signal<Out, Bit>,
    pub mem0_req_write: Signal<Out, Bit>,
    pub mem0_req_addr: Signal<Out, Bits<32>>,
    pub mem0_req_wdata: Signal<Out, Bits<512>>,
    /// Byte strobes of a write: bit i set, byte i of `wdata` is written
    /// (DDR3's data mask, inverted; docs/PROTOCOL.md §10).
    pub mem0_req_wstrb: Signal<Out, Bits<64>>,
    pub mem0_req_ready: Signal<In, Bit>,
    pub mem0_rsp_valid: Signal<In, Bit>,
    pub mem0_rsp_rdata: Signal<In, Bits<512>>,
    pub mem1_req_valid: Signal<Out, Bit>,
    pub mem1_req_write: Signal<Out, Bit>,
    pub mem1_req_addr: Signal<Out, Bits<32>>,
    pub mem1_req_wdata: Signal<Out, Bits<512>>,
    pub mem1_req_wstrb: Signal<Out, Bits<64>>,
    pub mem1_req_ready: Signal<In, Bit>,
    pub mem1_rsp_valid: Signal<In, Bit>,
    pub mem1_rsp_rdata: Signal<In, Bits<512>>,
    /// The fill-count SRAM (docs/PROTOCOL.md §10): a read of a word of 16
    /// two-bit bucket counts (word `line / 16`), answered in order on
    /// `cnt_rsp_*` some cycles later, and a write, each cycle; no ready.
    pub cnt_rd_valid: Signal<Out, Bit>,
    pub cnt_rd_addr: Signal<Out, Bits<32>>,
    pub cnt_rsp_valid: Signal<In, Bit>,
    pub cnt_rsp_rdata: Signal<In, Bits<32>>,
    pub cnt_wr_valid: Signal<Out, Bit>,
    pub cnt_wr_addr: Signal<Out, Bits<32>>,
    pub cnt_wr_data: Signal<Out, Bits<32>>,
    /// Observation: a frame was committed this cycle (its descriptor taken
    /// by the engine) from port `dbg_commit_port`; the model must see the
    /// frames in this order. Not needed to operate the switch.
    pub dbg_commit_valid: Signal<Out, Bit>,
    pub dbg_commit_port: Signal<Out, Bits<PORT_BITS>>,
    /// With `dbg_commit_valid`: frames of that port dropped whole at its
    /// input (buffer full) just before the committed frame, in arrival
    /// order (the model counts them with `receive_input_full`).
    pub dbg_commit_drops: Signal<Out, Bits<32>>,
    /// With `dbg_commit_valid`: a frame follows those drops (0: the commit
    /// only reports drops).
    pub dbg_commit_frame: Signal<Out, Bit>,
    /// Observation of the membership filters (PROTOCOL.md §6.3): while
    /// `dbg_filter_en` is high every filter array reads `dbg_filter_addr`,
    /// and `dbg_filter_bits` shows the bits a cycle later, bit `2t + p` for
    /// table t's array p. Only while the switch is idle; a board ties
    /// `dbg_filter_en` low.
    pub dbg_filter_en: Signal<In, Bit>,
    pub dbg_filter_addr: Signal<In, Bits<FILTER_RAM_BITS>>,
    pub dbg_filter_bits: Signal<Out, Bits<FILTER_RAMS>>,
    /// Observation of the on-chip stores (onchip_store.rs): while
    /// `dbg_onchip_en` is high every store reads `dbg_onchip_bucket`, and
    /// `dbg_onchip_line` shows table `dbg_onchip_table`'s line a cycle
    /// later. Only while the switch is idle; tie `dbg_onchip_en` low.
    pub dbg_onchip_en: Signal<In, Bit>,
    pub dbg_onchip_table: Signal<In, Bits<2>>,
    pub dbg_onchip_bucket: Signal<In, Bits<ONCHIP_BITS>>,
    pub dbg_onchip_line: Signal<Out, Bits<512>>,
    /// The management registers (mgmt_regs.rs, PROTOCOL.md §12): AXI4-Lite,
    /// 12-bit byte addresses, 32-bit data; the control key is installed and
    /// the counters read here.
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
    pub parser: [Parser; PORTS],
    pub engine: Engine,
    /// Per tx port: the framer of the jobs whose results leave there, its
    /// rings, descriptor FIFO and emitter.
    pub tx: [TxPort; PORTS],
    stamp: SeqStamp<CONTEXTS>,
    /// Each query context's `sent` totals (END records).
    totals: CtxTotals<CONTEXTS>,
    /// The build and probe units on the memory channels.
    pub units: TableUnits,
    /// The tx port of the engine's job, and of its reply descriptor.
    jport: Signal<Local, Bits<PORT_BITS>>,
    /// The first table line and the first fill-count word of the share of
    /// the context in service (PROTOCOL.md §5.5): `cur · M/N`, `cur · S/N`,
    /// added once at the memory and count SRAM addresses (every request in
    /// flight is the context's: the engine changes it only when drained).
    mem_base: Signal<Local, Bits<32>>,
    cnt_base: Signal<Local, Bits<32>>,
    mem_share: [Constant<Bits<32>>; CONTEXTS],
    cnt_share: [Constant<Bits<32>>; CONTEXTS],
    /// Bit i: tx port i's job FIFO is full / it has room for a reply.
    job_full_v: Signal<Local, Bits<PORTS>>,
    reply_room_v: Signal<Local, Bits<PORTS>>,
    /// Every frame the framers closed is in its descriptor FIFO.
    closed_idle: Signal<Local, Bit>,
    port_bits: [Constant<Bits<PORTS>>; PORTS],
    eport: Signal<Local, Bits<PORT_BITS>>,
    framers_idle: Signal<Local, Bit>,
    dq_idle: Signal<Local, Bit>,
    events: FramerEvents,
    D_PORT: Constant<Bits<32>>,
    J_PORT: Constant<Bits<32>>,
}

impl NetjoinSwitch {
    /// The switch with the MAC of `sig::switch_mac()`.
    pub fn new() -> NetjoinSwitch {
        let mac = switch_mac();
        NetjoinSwitch {
            clock: Default::default(),
            reset: Default::default(),
            busy: Default::default(),
            rx0_tdata: Default::default(),
            rx0_tkeep: Default::default(),
            rx0_tvalid: Default::default(),
            rx0_tlast: Default::default(),
            rx0_tuser: Default::default(),
            rx0_tready: Default::default(),
            rx0_pause: Default::default(),
            rx1_tdata: Default::default(),
            rx1_tkeep: Default::default(),
            rx1_tvalid: Default::default(),
            rx1_tlast: Default::default(),
            rx1_tuser: Default::default(),
            rx1_tready: Default::default(),
            rx1_pause: Default::default(),
            rx2_tdata: Default::default(),
            rx2_tkeep: Default::default(),
            rx2_tvalid: Default::default(),
            rx2_tlast: Default::default(),
            rx2_tuser: Default::default(),
            rx2_tready: Default::default(),
            rx2_pause: Default::default(),
            rx3_tdata: Default::default(),
            rx3_tkeep: Default::default(),
            rx3_tvalid: Default::default(),
            rx3_tlast: Default::default(),
            rx3_tuser: Default::default(),
            rx3_tready: Default::default(),
            rx3_pause: Default::default(),
            tx0_tdata: Default::default(),
            tx0_tkeep: Default::default(),
            tx0_tvalid: Default::default(),
            tx0_tlast: Default::default(),
            tx0_tuser: Default::default(),
            tx0_tready: Default::default(),
            tx1_tdata: Default::default(),
            tx1_tkeep: Default::default(),
            tx1_tvalid: Default::default(),
            tx1_tlast: Default::default(),
            tx1_tuser: Default::default(),
            tx1_tready: Default::default(),
            tx2_tdata: Default::default(),
            tx2_tkeep: Default::default(),
            tx2_tvalid: Default::default(),
            tx2_tlast: Default::default(),
            tx2_tuser: Default::default(),
            tx2_tready: Default::default(),
            tx3_tdata: Default::default(),
            tx3_tkeep: Default::default(),
            tx3_tvalid: Default::default(),
            tx3_tlast: Default::default(),
            tx3_tuser: Default::default(),
            tx3_tready: Default::default(),
            mem0_req_valid: Default::default(),
            mem0_req_write: Default::default(),
            mem0_req_addr: Default::default(),
            mem0_req_wdata: Default::default(),
            mem0_req_wstrb: Default::default(),
            mem0_req_ready: Default::default(),
            mem0_rsp_valid: Default::default(),
            mem0_rsp_rdata: Default::default(),
            mem1_req_valid: Default::default(),
            mem1_req_write: Default::default(),
            mem1_req_addr: Default::default(),
            mem1_req_wdata: Default::default(),
            mem1_req_wstrb: Default::default(),
            mem1_req_ready: Default::default(),
            mem1_rsp_valid: Default::default(),
            mem1_rsp_rdata: Default::default(),
            cnt_rd_valid: Default::default(),
            cnt_rd_addr: Default::default(),
            cnt_rsp_valid: Default::default(),
            cnt_rsp_rdata: Default::default(),
            cnt_wr_valid: Default::default(),
            cnt_wr_addr: Default::default(),
            cnt_wr_data: Default::default(),
            dbg_commit_valid: Default::default(),
            dbg_commit_port: Default::default(),
            dbg_commit_drops: Default::default(),
            dbg_commit_frame: Default::default(),
            dbg_filter_en: Default::default(),
            dbg_filter_addr: Default::default(),
            dbg_filter_bits: Default::default(),
            dbg_onchip_en: Default::default(),
            dbg_onchip_table: Default::default(),
            dbg_onchip_bucket: Default::default(),
            dbg_onchip_line: Default::default(),
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
            parser: std::array::from_fn(|_| Parser::new(mac)),
            engine: Engine::new(mac),
            tx: std::array::from_fn(|_| TxPort::new(mac)),
            stamp: Default::default(),
            totals: Default::default(),
            units: Default::default(),
            jport: Default::default(),
            mem_base: Default::default(),
            cnt_base: Default::default(),
            mem_share: std::array::from_fn(|c| Constant::new((c as u64 * CTX_MEMORY_LINES).into())),
            cnt_share: std::array::from_fn(|c| Constant::new((c as u64 * CTX_COUNT_WORDS).into())),
            job_full_v: Default::default(),
            reply_room_v: Default::default(),
            closed_idle: Default::default(),
            port_bits: std::array::from_fn(|i| Constant::new((1u64 << i).into())),
            eport: Default::default(),
            framers_idle: Default::default(),
            dq_idle: Default::default(),
            events: Default::default(),
            D_PORT: lp(D_PORT as u64),
            J_PORT: lp(J_PORT as u64),
        }
    }
}

impl Default for NetjoinSwitch {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for NetjoinSwitch {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, engine, stamp, totals, units, events);
        self.totals.reset.next = self.reset.val();
        self.engine.reset.next = self.reset.val();
        self.stamp.reset.next = self.reset.val();
        self.units.reset.next = self.reset.val();
        // ---- rx ports into the parsers, the parsers into the engine
        self.parser[0].rx_tdata.next = self.rx0_tdata.val();
        self.parser[0].rx_tkeep.next = self.rx0_tkeep.val();
        self.parser[0].rx_tvalid.next = self.rx0_tvalid.val();
        self.parser[0].rx_tlast.next = self.rx0_tlast.val();
        self.parser[0].rx_tuser.next = self.rx0_tuser.val();
        self.rx0_tready.next = self.parser[0].rx_tready.val();
        self.rx0_pause.next = self.parser[0].rx_pause.val();
        self.parser[1].rx_tdata.next = self.rx1_tdata.val();
        self.parser[1].rx_tkeep.next = self.rx1_tkeep.val();
        self.parser[1].rx_tvalid.next = self.rx1_tvalid.val();
        self.parser[1].rx_tlast.next = self.rx1_tlast.val();
        self.parser[1].rx_tuser.next = self.rx1_tuser.val();
        self.rx1_tready.next = self.parser[1].rx_tready.val();
        self.rx1_pause.next = self.parser[1].rx_pause.val();
        self.parser[2].rx_tdata.next = self.rx2_tdata.val();
        self.parser[2].rx_tkeep.next = self.rx2_tkeep.val();
        self.parser[2].rx_tvalid.next = self.rx2_tvalid.val();
        self.parser[2].rx_tlast.next = self.rx2_tlast.val();
        self.parser[2].rx_tuser.next = self.rx2_tuser.val();
        self.rx2_tready.next = self.parser[2].rx_tready.val();
        self.rx2_pause.next = self.parser[2].rx_pause.val();
        self.parser[3].rx_tdata.next = self.rx3_tdata.val();
        self.parser[3].rx_tkeep.next = self.rx3_tkeep.val();
        self.parser[3].rx_tvalid.next = self.rx3_tvalid.val();
        self.parser[3].rx_tlast.next = self.rx3_tlast.val();
        self.parser[3].rx_tuser.next = self.rx3_tuser.val();
        self.rx3_tready.next = self.parser[3].rx_tready.val();
        self.rx3_pause.next = self.parser[3].rx_pause.val();
        for i in 0..PORTS {
            self.parser[i].clock.next = self.clock.val();
            self.parser[i].reset.next = self.reset.val();
            self.engine.desc[i].next = self.parser[i].desc.val();
            self.engine.desc_valid[i].next = self.parser[i].desc_valid.val();
            self.parser[i].desc_pop.next = self.engine.desc_pop[i].val();
            self.engine.pl_data[i].next = self.parser[i].pl_data.val();
            self.engine.pl_empty[i].next = self.parser[i].pl_empty.val();
            self.engine.pl_wide[i].next = self.parser[i].pl_wide.val();
            self.engine.pl_count[i].next = self.parser[i].pl_count.val();
            self.parser[i].pl_pop.next = self.engine.pl_pop[i].val();
            self.parser[i].pl_skip.next = self.engine.pl_skip[i].val();
            self.parser[i].pl_skip_n.next = self.engine.pl_skip_n[i].val();
        }
        self.dbg_commit_valid.next = self.engine.commit_valid.val();
        self.dbg_commit_port.next = self.engine.commit_port.val();
        self.dbg_commit_drops.next = self.engine.commit_drops.val();
        self.dbg_commit_frame.next = self.engine.commit_frame.val();
        // ---- the engine's tuples into the units
        self.units.bu_valid.next = self.engine.bu_valid.val();
        self.units.bu_key.next = self.engine.bu_key.val();
        self.units.bu_val.next = self.engine.bu_val.val();
        self.units.bu_table.next = self.engine.bu_table.val();
        self.units.bu_tag.next = self.engine.bu_tag.val();
        self.engine.bu_ready.next = self.units.bu_ready.val();
        self.engine.bu_busy.next = self.units.bu_busy.val();
        self.units.bu_flush.next = self.engine.bu_flush.val();
        self.units.ctx_inval.next = self.engine.ctx_switch.val();
        self.mem_base.next = 0.into();
        self.cnt_base.next = 0.into();
        for c in 0..CONTEXTS {
            if self.engine.cur_ctx.val().index() == c {
                self.mem_base.next = self.mem_share[c].val();
                self.cnt_base.next = self.cnt_share[c].val();
            }
        }
        self.engine.bu_inserted.next = self.units.inserted.val();
        self.engine.bu_overflowed.next = self.units.overflowed.val();
        for k in 0..PROBE_UNITS {
            self.units.pu_valid[k].next = self.engine.pu_valid[k].val();
            self.units.pu_tup[k].next = self.engine.pu_tup[k].val();
            self.units.pu_tag[k].next = self.engine.pu_tag[k].val();
            self.engine.pu_ready[k].next = self.units.pu_ready[k].val();
        }
        self.engine.pu_busy.next = self.units.pu_busy.val();
        self.units.bucket_bits.next = self.engine.bucket_bits.val();
        self.units.filter_bits.next = self.engine.filter_bits.val();
        self.units.f_clear.next = self.engine.f_clear.val();
        self.engine.f_clearing.next = self.units.f_clearing.val();
        self.engine.filtered.next = self.units.filtered.val();
        self.units.f_dbg_en.next = self.dbg_filter_en.val();
        self.units.f_dbg_addr.next = self.dbg_filter_addr.val();
        self.units.f_ctx.next = self.engine.cur_ctx.val();
        self.dbg_filter_bits.next = self.units.f_dbg_bits.val();
        self.units.onchip.next = self.engine.onchip.val();
        self.units.oc_dbg_en.next = self.dbg_onchip_en.val();
        self.units.oc_dbg_table.next = self.dbg_onchip_table.val();
        self.units.oc_dbg_bucket.next = self.dbg_onchip_bucket.val();
        self.dbg_onchip_line.next = self.units.oc_dbg_line.val();
        // ---- the management registers (in the engine)
        self.engine.s_axil_awaddr.next = self.s_axil_awaddr.val();
        self.engine.s_axil_awvalid.next = self.s_axil_awvalid.val();
        self.s_axil_awready.next = self.engine.s_axil_awready.val();
        self.engine.s_axil_wdata.next = self.s_axil_wdata.val();
        self.engine.s_axil_wstrb.next = self.s_axil_wstrb.val();
        self.engine.s_axil_wvalid.next = self.s_axil_wvalid.val();
        self.s_axil_wready.next = self.engine.s_axil_wready.val();
        self.s_axil_bresp.next = self.engine.s_axil_bresp.val();
        self.s_axil_bvalid.next = self.engine.s_axil_bvalid.val();
        self.engine.s_axil_bready.next = self.s_axil_bready.val();
        self.engine.s_axil_araddr.next = self.s_axil_araddr.val();
        self.engine.s_axil_arvalid.next = self.s_axil_arvalid.val();
        self.s_axil_arready.next = self.engine.s_axil_arready.val();
        self.s_axil_rdata.next = self.engine.s_axil_rdata.val();
        self.s_axil_rresp.next = self.engine.s_axil_rresp.val();
        self.s_axil_rvalid.next = self.engine.s_axil_rvalid.val();
        self.engine.s_axil_rready.next = self.s_axil_rready.val();
        self.units.clr_valid.next = self.engine.clr_valid.val();
        self.units.clr_ctrl.next = self.engine.clr_ctrl.val();
        self.units.clr_addr.next = self.engine.clr_addr.val();
        self.units.clr_go.next = self.engine.clr_go.val();
        self.engine.clr_ready0.next = self.units.clr_ready0.val();
        self.engine.clr_ready1.next = self.units.clr_ready1.val();
        // ---- per tx port: jobs, completions, replies, descriptors through
        // the sequence stamp. The engine writes its replies (ring A and a
        // descriptor of its reply's port) only while everything else is
        // idle, so never in the same cycle as that port's framer.
        self.jport.next = self.engine.job_data.val().get_bits::<PORT_BITS>(J_PORT);
        self.eport.next = self.engine.dq_data.val().get_bits::<PORT_BITS>(D_PORT);
        self.stamp.cfg_clear.next = self.engine.cfg_clear.val();
        self.stamp.ctx.next = self.engine.cur_ctx.val();
        self.stamp.per_port.next = self.engine.route_src.val();
        self.job_full_v.next = 0.into();
        self.engine.job_full.next = false;
        self.reply_room_v.next = 0.into();
        self.closed_idle.next = true;
        self.engine.ra_full.next = false;
        self.engine.dq_full.next = false;
        self.framers_idle.next = true;
        self.dq_idle.next = true;
        for i in 0..PORTS {
            self.tx[i].clock.next = self.clock.val();
            self.tx[i].reset.next = self.reset.val();
            // the job's port decoded once: its write, and whether its FIFO is full
            self.tx[i].job_write.next = false;
            if self.jport.val().index() == i {
                self.tx[i].job_write.next = self.engine.job_write.val();
                self.engine.job_full.next = self.tx[i].job_full.val();
            }
            self.tx[i].job_data.next = self.engine.job_data.val();
            self.tx[i].cfg_clear.next = self.engine.cfg_clear.val();
            self.tx[i].qid.next = self.engine.qid.val();
            self.tx[i].token.next = self.engine.token.val();
            self.tx[i].res_per.next = self.engine.res_per.val();
            self.tx[i].shape.next = self.engine.shape.val();
            self.tx[i].sp_per.next = self.engine.sp_per.val();
            self.tx[i].ov_per.next = self.engine.ov_per.val();
            self.tx[i].bu_ov_key.next = self.units.f_ov_key.val();
            self.tx[i].bu_ov_val.next = self.units.f_ov_val.val();
            self.tx[i].bu_inserted.next = self.units.f_inserted[i].val();
            self.tx[i].bu_overflowed.next = self.units.f_overflowed[i].val();
            self.units.f_go_en[i].next = self.tx[i].bu_go_en.val();
            self.units.f_ov_ready[i].next = self.tx[i].bu_ov_ready.val();
            self.tx[i].pu_valid.next = self.units.f_pu_valid[i].val();
            self.tx[i].pu_kind.next = self.units.f_pu_kind[i].val();
            self.tx[i].pu_tup.next = self.units.f_pu_tup[i].val();
            self.tx[i].pu_vals.next = self.units.f_pu_vals[i].val();
            self.tx[i].pu_lines.next = self.units.f_pu_lines[i].val();
            self.units.f_pu_ready[i].next = self.tx[i].pu_ready.val();
            self.tx[i].ra_write.next =
                self.engine.ra_write.val() & (self.engine.ra_port.val().index() == i);
            self.tx[i].ra_data.next = self.engine.ra_data.val();
            self.tx[i].own_write.next =
                self.engine.dq_write.val() & (self.eport.val().index() == i);
            self.tx[i].own_desc.next = self.engine.dq_data.val();
            self.stamp.write[i].next = self.tx[i].stamp_write.val();
            self.stamp.d_in[i].next = self.tx[i].stamp_desc.val();
            self.tx[i].stamped.next = self.stamp.d_out[i].val();
            self.tx[i].dshift.next = self.engine.dshift.val();
            self.engine.tx_used_e[i].next = self.tx[i].used_e.val();
            self.engine.tx_used_d[i].next = self.tx[i].used_d.val();
            if self.tx[i].job_full.val() {
                self.job_full_v.next = self.job_full_v.val() | self.port_bits[i].val();
            }
            if self.tx[i].reply_room.val() {
                self.reply_room_v.next = self.reply_room_v.val() | self.port_bits[i].val();
            }
            if !self.tx[i].closed_idle.val() {
                self.closed_idle.next = false;
            }
            if self.engine.ra_port.val().index() == i {
                self.engine.ra_full.next = self.tx[i].ra_full.val();
                self.engine.dq_full.next = self.tx[i].dq_full.val();
            }
            if !self.tx[i].framing_idle.val() {
                self.framers_idle.next = false;
            }
            if !self.tx[i].sending_idle.val() {
                self.dq_idle.next = false;
            }
            self.events.f_match[i].next = self.tx[i].f_match.val();
            self.events.f_miss[i].next = self.tx[i].f_miss.val();
            self.events.f_spill[i].next = self.tx[i].f_spill.val();
            self.events.f_fout[i].next = self.tx[i].f_fout.val();
            self.events.f_event[i].next = self.tx[i].f_event.val();
            self.events.sent0_frames[i].next = self.tx[i].sent0_frames.val();
            self.events.sent0_tuples[i].next = self.tx[i].sent0_tuples.val();
            self.events.sent1_frames[i].next = self.tx[i].sent1_frames.val();
            self.events.sent1_tuples[i].next = self.tx[i].sent1_tuples.val();
            self.events.sent1_aux[i].next = self.tx[i].sent1_aux.val();
        }
        // ---- the framers' events and totals, for the engine's counters and
        // END records (framer_events.rs)
        self.engine.f_match.next = self.events.match_count.val();
        self.engine.f_miss.next = self.events.miss_count.val();
        self.engine.f_spill.next = self.events.spill_count.val();
        self.engine.f_fout.next = self.events.frame_count.val();
        // (context `cur`'s: seq_stamp/ctx_totals.rs)
        self.totals.ctx.next = self.engine.cur_ctx.val();
        self.totals.clear.next = self.engine.cfg_clear.val();
        self.totals.s0f.next = self.events.sent0_frames_sum.val();
        self.totals.s0t.next = self.events.sent0_tuples_sum.val();
        self.totals.s1f.next = self.events.sent1_frames_sum.val();
        self.totals.s1t.next = self.events.sent1_tuples_sum.val();
        self.totals.s1a.next = self.events.sent1_aux_sum.val();
        self.engine.sent0_frames.next = self.totals.o0f.val();
        self.engine.sent0_tuples.next = self.totals.o0t.val();
        self.engine.sent1_frames.next = self.totals.o1f.val();
        self.engine.sent1_tuples.next = self.totals.o1t.val();
        self.engine.sent1_aux.next = self.totals.o1a.val();
        self.engine.tx_job_full.next = self.job_full_v.val();
        self.engine.tx_reply_room.next = self.reply_room_v.val();
        self.engine.pipe_idle.next = self.framers_idle.val()
            & self.events.quiet.val()
            & self.units.idle.val()
            & self.closed_idle.val();
        self.engine.sent_idle.next = self.dq_idle.val();
        self.busy.next =
            !self.engine.idle.val() | !self.engine.pipe_idle.val() | !self.dq_idle.val();
        // ---- tx ports, memory controllers, count SRAM
        self.tx[0].tx_tready.next = self.tx0_tready.val();
        self.tx0_tvalid.next = self.tx[0].tx_tvalid.val();
        self.tx0_tdata.next = self.tx[0].tx_tdata.val();
        self.tx0_tkeep.next = self.tx[0].tx_tkeep.val();
        self.tx0_tlast.next = self.tx[0].tx_tlast.val();
        self.tx0_tuser.next = false;
        self.tx[1].tx_tready.next = self.tx1_tready.val();
        self.tx1_tvalid.next = self.tx[1].tx_tvalid.val();
        self.tx1_tdata.next = self.tx[1].tx_tdata.val();
        self.tx1_tkeep.next = self.tx[1].tx_tkeep.val();
        self.tx1_tlast.next = self.tx[1].tx_tlast.val();
        self.tx1_tuser.next = false;
        self.tx[2].tx_tready.next = self.tx2_tready.val();
        self.tx2_tvalid.next = self.tx[2].tx_tvalid.val();
        self.tx2_tdata.next = self.tx[2].tx_tdata.val();
        self.tx2_tkeep.next = self.tx[2].tx_tkeep.val();
        self.tx2_tlast.next = self.tx[2].tx_tlast.val();
        self.tx2_tuser.next = false;
        self.tx[3].tx_tready.next = self.tx3_tready.val();
        self.tx3_tvalid.next = self.tx[3].tx_tvalid.val();
        self.tx3_tdata.next = self.tx[3].tx_tdata.val();
        self.tx3_tkeep.next = self.tx[3].tx_tkeep.val();
        self.tx3_tlast.next = self.tx[3].tx_tlast.val();
        self.tx3_tuser.next = false;
        self.mem0_req_valid.next = self.units.mem0_req_valid.val();
        self.mem0_req_write.next = self.units.mem0_req_write.val();
        self.mem0_req_addr.next = self.units.mem0_req_addr.val() + self.mem_base.val();
        self.mem0_req_wdata.next = self.units.mem0_req_wdata.val();
        self.mem0_req_wstrb.next = self.units.mem0_req_wstrb.val();
        self.units.mem0_req_ready.next = self.mem0_req_ready.val();
        self.units.mem0_rsp_valid.next = self.mem0_rsp_valid.val();
        self.units.mem0_rsp_rdata.next = self.mem0_rsp_rdata.val();
        self.mem1_req_valid.next = self.units.mem1_req_valid.val();
        self.mem1_req_write.next = self.units.mem1_req_write.val();
        self.mem1_req_addr.next = self.units.mem1_req_addr.val() + self.mem_base.val();
        self.mem1_req_wdata.next = self.units.mem1_req_wdata.val();
        self.mem1_req_wstrb.next = self.units.mem1_req_wstrb.val();
        self.units.mem1_req_ready.next = self.mem1_req_ready.val();
        self.units.mem1_rsp_valid.next = self.mem1_rsp_valid.val();
        self.units.mem1_rsp_rdata.next = self.mem1_rsp_rdata.val();
        self.cnt_rd_valid.next = self.units.cnt_rd_valid.val();
        self.cnt_rd_addr.next = self.units.cnt_rd_addr.val() + self.cnt_base.val();
        self.units.cnt_rsp_valid.next = self.cnt_rsp_valid.val();
        self.units.cnt_rsp_rdata.next = self.cnt_rsp_rdata.val();
        self.cnt_wr_valid.next = self.units.cnt_wr_valid.val();
        self.cnt_wr_addr.next = self.units.cnt_wr_addr.val() + self.cnt_base.val();
        self.cnt_wr_data.next = self.units.cnt_wr_data.val();
    }
}

/// Verilog of the whole switch, top module `netjoin_switch`.
pub fn generate() -> String {
    super::gen::verilog_of(NetjoinSwitch::new(), "netjoin_switch")
}
