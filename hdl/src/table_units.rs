//! The table work: the build unit and the probe units (two with one table)
//! on the two memory channels and the fill-count SRAM, and their
//! completions routed to the framers of their tags (completions.rs). The
//! engine hands the units tuples tagged with their job's tx port; the
//! framers take the completions. The build unit, the probe units and the
//! clear engine are never busy at once (the engine keeps the phases apart).
//!
//! Each probe unit holds the membership filters of its tables (filter.rs);
//! every tuple the build unit takes is inserted into them, its addresses
//! hashed here once for all units.

use super::build_unit::BuildUnit;
use super::completions::Completions;
use super::filter::FILTER_RAMS;
use super::hash::{FilterHashUnit, FILTER_IDX_BITS};
use super::layout::{PORTS, PORT_BITS};
use super::mem_channel::MemChannel;
use super::probe_unit::ProbeUnit;
use super::sig::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct TableUnits {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- the engine
    pub bu_valid: Signal<In, Bit>,
    pub bu_key: Signal<In, Bits<KEY_BITS>>,
    pub bu_val: Signal<In, Bits<VALUE_BITS>>,
    pub bu_table: Signal<In, Bits<8>>,
    pub bu_tag: Signal<In, Bits<PORT_BITS>>,
    pub bu_ready: Signal<Out, Bit>,
    /// The build unit holds or takes a tuple, or writes on chip: a
    /// register, a cycle late on its fall (see `bu_busy_r`).
    pub bu_busy: Signal<Out, Bit>,
    pub bu_flush: Signal<In, Bit>,
    /// Pulse: the datapath serves another query context; the hot-bucket
    /// caches forget their lines (PROTOCOL.md §5.5).
    pub ctx_inval: Signal<In, Bit>,
    pub inserted: Signal<Out, Bit>,
    pub overflowed: Signal<Out, Bit>,
    pub pu_valid: [Signal<In, Bit>; PROBE_UNITS],
    pub pu_tup: [Signal<In, Bits<PROBE_BITS>>; PROBE_UNITS],
    pub pu_tag: [Signal<In, Bits<PORT_BITS>>; PROBE_UNITS],
    pub pu_ready: [Signal<Out, Bit>; PROBE_UNITS],
    /// A probe unit holds or takes a tuple: a register, as `bu_busy`.
    pub pu_busy: Signal<Out, Bit>,
    pub bucket_bits: Signal<In, Bits<5>>,
    pub clr_valid: Signal<In, Bit>,
    pub clr_ctrl: Signal<In, Bit>,
    pub clr_addr: Signal<In, Bits<32>>,
    pub clr_go: Signal<In, Bit>,
    pub clr_ready0: Signal<Out, Bit>,
    pub clr_ready1: Signal<Out, Bit>,
    pub idle: Signal<Out, Bit>,
    // ---- the membership filters
    pub filter_bits: Signal<In, Bits<5>>,
    pub f_clear: Signal<In, Bit>,
    pub f_clearing: Signal<Out, Bit>,
    pub f_dbg_en: Signal<In, Bit>,
    pub f_dbg_addr: Signal<In, Bits<FILTER_RAM_BITS>>,
    /// The query context in service (the filters' part, PROTOCOL.md §5.5).
    pub f_ctx: Signal<In, Bits<2>>,
    pub f_dbg_bits: Signal<Out, Bits<FILTER_RAMS>>,
    /// Probe tuples the filters rejected this cycle (0..=2).
    pub filtered: Signal<Out, Bits<2>>,
    // ---- the on-chip tables (PROTOCOL.md §6.4): the placement, and the
    // stores' observation port (unit 0's; the units' stores hold the same)
    pub onchip: Signal<In, Bits<4>>,
    pub oc_dbg_en: Signal<In, Bit>,
    pub oc_dbg_table: Signal<In, Bits<2>>,
    pub oc_dbg_bucket: Signal<In, Bits<ONCHIP_BITS>>,
    pub oc_dbg_line: Signal<Out, Bits<512>>,
    // ---- the framers (one per tx port)
    pub f_go_en: [Signal<In, Bit>; PORTS],
    pub f_ov_ready: [Signal<In, Bit>; PORTS],
    pub f_inserted: [Signal<Out, Bit>; PORTS],
    pub f_overflowed: [Signal<Out, Bit>; PORTS],
    pub f_pu_valid: [Signal<Out, Bit>; PORTS],
    pub f_pu_kind: [Signal<Out, Bits<2>>; PORTS],
    pub f_pu_tup: [Signal<Out, Bits<PROBE_BITS>>; PORTS],
    pub f_pu_vals: [Signal<Out, Bits<VALS_BITS>>; PORTS],
    pub f_pu_lines: [Signal<Out, Bits<LINES_BITS>>; PORTS],
    pub f_pu_ready: [Signal<In, Bit>; PORTS],
    pub f_ov_key: Signal<Out, Bits<KEY_BITS>>,
    pub f_ov_val: Signal<Out, Bits<VALUE_BITS>>,
    // ---- the memory controllers and the count SRAM (pins of the switch)
    pub mem0_req_valid: Signal<Out, Bit>,
    pub mem0_req_write: Signal<Out, Bit>,
    pub mem0_req_addr: Signal<Out, Bits<32>>,
    pub mem0_req_wdata: Signal<Out, Bits<512>>,
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
    pub cnt_rd_valid: Signal<Out, Bit>,
    pub cnt_rd_addr: Signal<Out, Bits<32>>,
    pub cnt_rsp_valid: Signal<In, Bit>,
    pub cnt_rsp_rdata: Signal<In, Bits<32>>,
    pub cnt_wr_valid: Signal<Out, Bit>,
    pub cnt_wr_addr: Signal<Out, Bits<32>>,
    pub cnt_wr_data: Signal<Out, Bits<32>>,
    bu: BuildUnit,
    pu: [ProbeUnit; PROBE_UNITS],
    done: Completions,
    mc0: MemChannel,
    mc1: MemChannel,
    /// A memory write was issued last cycle: the probe units' caches forget
    /// every line a cycle after it, so the build unit's write decision does
    /// not run on into their valid bits (docs/HDL.md §4, longest paths).
    /// Exact: writes come only from the build unit and the clear engine,
    /// and a probe is read (and a cache filled or consulted) only after the
    /// build phase has drained, several cycles after its last write.
    inval_q: DFF<Bit>,
    /// The build tuple's filter addresses, registered with its table: the
    /// insert the probe units' filters take.
    bfh: FilterHashUnit<KEY_BITS>,
    fiv: DFF<Bit>,
    fit: DFF<Bits<8>>,
    fii: DFF<Bits<FILTER_IDX_BITS>>,
    /// The build unit's write into an on-chip store, registered: the
    /// stores take it a cycle after DDR, so the write decision does not
    /// run on into the block RAMs' enables (no lookup comes before the
    /// build phase has drained).
    ocv: DFF<Bit>,
    oct: DFF<Bits<2>>,
    ocb: DFF<Bits<ONCHIP_BITS>>,
    ocd: DFF<Bits<512>>,
    ocs: DFF<Bits<64>>,
    /// `fc[k]`: rejections of the probe units below k.
    fc: [Signal<Local, Bits<2>>; PROBE_UNITS + 1],
    pu_any_busy: Signal<Local, Bit>,
    /// A probe unit takes a tuple this cycle.
    pu_any_take: Signal<Local, Bit>,
    /// `bu_busy` and `pu_busy` for the commit stage, which holds the phases
    /// apart with them: the units' busy flags of the last cycle, or a tuple
    /// taken in it. A unit becomes busy only by taking a tuple, so these
    /// are set in every cycle the units are busy, and stay set a cycle
    /// after, which costs the first frame of a phase a cycle; the units'
    /// FIFO flags then end at a register instead of running on through the
    /// commit stage's stall (docs/HDL.md §4, longest paths).
    bu_busy_r: DFF<Bit>,
    pu_busy_r: DFF<Bit>,
    dual: Constant<Bit>,
    /// A line's count word is `line >> cw_shift` (sig.rs `COUNT_WORD_SHIFT`).
    cw_shift: Constant<Bits<16>>,
}

impl Default for TableUnits {
    fn default() -> Self {
        TableUnits {
            clock: Default::default(),
            reset: Default::default(),
            bu_valid: Default::default(),
            bu_key: Default::default(),
            bu_val: Default::default(),
            bu_table: Default::default(),
            bu_tag: Default::default(),
            bu_ready: Default::default(),
            bu_busy: Default::default(),
            bu_flush: Default::default(),
            ctx_inval: Default::default(),
            inserted: Default::default(),
            overflowed: Default::default(),
            pu_busy: Default::default(),
            bucket_bits: Default::default(),
            clr_valid: Default::default(),
            clr_ctrl: Default::default(),
            clr_addr: Default::default(),
            clr_go: Default::default(),
            clr_ready0: Default::default(),
            clr_ready1: Default::default(),
            idle: Default::default(),
            filter_bits: Default::default(),
            f_clear: Default::default(),
            f_clearing: Default::default(),
            f_dbg_en: Default::default(),
            f_dbg_addr: Default::default(),
            f_ctx: Default::default(),
            f_dbg_bits: Default::default(),
            filtered: Default::default(),
            onchip: Default::default(),
            oc_dbg_en: Default::default(),
            oc_dbg_table: Default::default(),
            oc_dbg_bucket: Default::default(),
            oc_dbg_line: Default::default(),
            f_ov_key: Default::default(),
            f_ov_val: Default::default(),
            cnt_rd_valid: Default::default(),
            cnt_rd_addr: Default::default(),
            cnt_rsp_valid: Default::default(),
            cnt_rsp_rdata: Default::default(),
            cnt_wr_valid: Default::default(),
            cnt_wr_addr: Default::default(),
            cnt_wr_data: Default::default(),
            pu_valid: std::array::from_fn(|_| Default::default()),
            pu_tup: std::array::from_fn(|_| Default::default()),
            pu_tag: std::array::from_fn(|_| Default::default()),
            pu_ready: std::array::from_fn(|_| Default::default()),
            f_go_en: std::array::from_fn(|_| Default::default()),
            f_ov_ready: std::array::from_fn(|_| Default::default()),
            f_inserted: std::array::from_fn(|_| Default::default()),
            f_overflowed: std::array::from_fn(|_| Default::default()),
            f_pu_valid: std::array::from_fn(|_| Default::default()),
            f_pu_kind: std::array::from_fn(|_| Default::default()),
            f_pu_tup: std::array::from_fn(|_| Default::default()),
            f_pu_vals: std::array::from_fn(|_| Default::default()),
            f_pu_lines: std::array::from_fn(|_| Default::default()),
            f_pu_ready: std::array::from_fn(|_| Default::default()),
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
            bu: Default::default(),
            pu: std::array::from_fn(|_| Default::default()),
            done: Default::default(),
            mc0: Default::default(),
            mc1: Default::default(),
            inval_q: Default::default(),
            bfh: Default::default(),
            fiv: Default::default(),
            fit: Default::default(),
            fii: Default::default(),
            ocv: Default::default(),
            oct: Default::default(),
            ocb: Default::default(),
            ocd: Default::default(),
            ocs: Default::default(),
            fc: Default::default(),
            pu_any_busy: Default::default(),
            pu_any_take: Default::default(),
            bu_busy_r: Default::default(),
            pu_busy_r: Default::default(),
            dual: Constant::new(CONTROLLERS == 2),
            cw_shift: param(COUNT_WORD_SHIFT),
        }
    }
}

impl Logic for TableUnits {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, inval_q, fiv, fit, fii, ocv, oct, ocb, ocd, ocs, bu_busy_r, pu_busy_r
        );
        clock!(self, clock, bu, done, mc0, mc1);
        self.bu.reset.next = self.reset.val();
        self.done.reset.next = self.reset.val();
        self.mc0.reset.next = self.reset.val();
        self.mc1.reset.next = self.reset.val();
        // ---- the build unit, its completions through the tag FIFO
        self.bu.tup_valid.next = self.bu_valid.val();
        self.bu.tup_key.next = self.bu_key.val();
        self.bu.tup_val.next = self.bu_val.val();
        self.bu.tup_table.next = self.bu_table.val();
        self.bu_ready.next = self.bu.tup_ready.val();
        self.bu_busy_r.d.next =
            self.bu.busy.val() | self.ocv.q.val() | (self.bu_valid.val() & self.bu.tup_ready.val());
        self.bu_busy.next = self.bu_busy_r.q.val();
        self.bu.flush.next = self.bu_flush.val();
        self.bu.bucket_bits.next = self.bucket_bits.val();
        self.bu.onchip.next = self.onchip.val();
        self.bu.dual.next = self.dual.val();
        self.ocv.d.next = self.bu.oc_wr.val() & !self.reset.val();
        self.oct.d.next = self.bu.oc_table.val();
        self.ocb.d.next = self.bu.oc_bucket.val();
        self.ocd.d.next = self.bu.m0_wdata.val();
        self.ocs.d.next = self.bu.m0_wstrb.val();
        self.done.bu_take.next = self.bu_valid.val() & self.bu.tup_ready.val();
        // every tuple the build unit takes, stored or not, goes into its
        // table's filter (PROTOCOL.md §6.3)
        self.bfh.key.next = self.bu_key.val();
        self.fiv.d.next = self.bu_valid.val() & self.bu.tup_ready.val() & !self.reset.val();
        self.fit.d.next = self.bu_table.val();
        self.fii.d.next = self.bfh.idx.val();
        self.done.bu_tag.next = self.bu_tag.val();
        self.done.bu_inserted.next = self.bu.inserted.val();
        self.done.bu_overflowed.next = self.bu.overflowed.val();
        self.done.bu_ov_key.next = self.bu.ov_key.val();
        self.done.bu_ov_val.next = self.bu.ov_val.val();
        self.bu.go_en.next = self.done.bu_go_en.val();
        self.bu.ov_ready.next = self.done.bu_ov_ready.val();
        self.inserted.next = self.done.inserted.val();
        self.overflowed.next = self.done.overflowed.val();
        self.f_ov_key.next = self.done.f_ov_key.val();
        self.f_ov_val.next = self.done.f_ov_val.val();
        for i in 0..PORTS {
            self.done.f_go_en[i].next = self.f_go_en[i].val();
            self.done.f_ov_ready[i].next = self.f_ov_ready[i].val();
            self.f_inserted[i].next = self.done.f_inserted[i].val();
            self.f_overflowed[i].next = self.done.f_overflowed[i].val();
            self.f_pu_valid[i].next = self.done.f_pu_valid[i].val();
            self.f_pu_kind[i].next = self.done.f_pu_kind[i].val();
            self.f_pu_tup[i].next = self.done.f_pu_tup[i].val();
            self.f_pu_vals[i].next = self.done.f_pu_vals[i].val();
            self.f_pu_lines[i].next = self.done.f_pu_lines[i].val();
            self.done.f_pu_ready[i].next = self.f_pu_ready[i].val();
        }
        // ---- the probe units: tuples in, completions out, reads through
        // each controller's read arbiter; every write (build, clear) empties
        // their hot-bucket caches a cycle later (`inval_q`)
        self.inval_q.d.next =
            self.mc0.write_issued.val() | self.mc1.write_issued.val() | self.ctx_inval.val();
        self.pu_any_busy.next = false;
        self.pu_any_take.next = false;
        self.fc[0].next = 0.into();
        for k in 0..PROBE_UNITS {
            self.pu[k].filter_bits.next = self.filter_bits.val();
            self.pu[k].f_ins_valid.next = self.fiv.q.val();
            self.pu[k].f_ins_table.next = self.fit.q.val();
            self.pu[k].f_ins_idx.next = self.fii.q.val();
            self.pu[k].f_clear.next = self.f_clear.val();
            self.pu[k].f_dbg_en.next = self.f_dbg_en.val();
            self.pu[k].f_dbg_addr.next = self.f_dbg_addr.val();
            self.pu[k].f_ctx.next = self.f_ctx.val();
            self.pu[k].onchip.next = self.onchip.val();
            self.pu[k].oc_wr.next = self.ocv.q.val();
            self.pu[k].oc_wr_table.next = self.oct.q.val();
            self.pu[k].oc_wr_bucket.next = self.ocb.q.val();
            self.pu[k].oc_wr_data.next = self.ocd.q.val();
            self.pu[k].oc_wr_strb.next = self.ocs.q.val();
            self.pu[k].oc_dbg_en.next = self.oc_dbg_en.val();
            self.pu[k].oc_dbg_table.next = self.oc_dbg_table.val();
            self.pu[k].oc_dbg_bucket.next = self.oc_dbg_bucket.val();
            self.fc[k + 1].next = self.fc[k].val();
            if self.pu[k].filtered.val() {
                self.fc[k + 1].next = self.fc[k].val() + 1;
            }
            self.pu[k].clock.next = self.clock.val();
            self.pu[k].reset.next = self.reset.val();
            self.pu[k].tup_valid.next = self.pu_valid[k].val();
            self.pu[k].tup.next = self.pu_tup[k].val();
            self.pu_ready[k].next = self.pu[k].tup_ready.val();
            self.pu[k].bucket_bits.next = self.bucket_bits.val();
            self.pu[k].dual.next = self.dual.val();
            self.pu[k].inval.next = self.inval_q.q.val();
            if self.pu[k].busy.val() {
                self.pu_any_busy.next = true;
            }
            if self.pu_valid[k].val() & self.pu[k].tup_ready.val() {
                self.pu_any_take.next = true;
            }
            self.done.pu_take[k].next = self.pu_valid[k].val() & self.pu[k].tup_ready.val();
            self.done.pu_tag[k].next = self.pu_tag[k].val();
            self.done.pu_valid[k].next = self.pu[k].out_valid.val();
            self.done.pu_kind[k].next = self.pu[k].out_kind.val();
            self.done.pu_tup[k].next = self.pu[k].out_tup.val();
            self.done.pu_vals[k].next = self.pu[k].out_vals.val();
            self.done.pu_lines[k].next = self.pu[k].out_lines.val();
            self.pu[k].out_ready.next = self.done.pu_ready[k].val();
            self.mc0.u_valid[k].next = self.pu[k].m0_valid.val();
            self.mc0.u_addr[k].next = self.pu[k].m0_addr.val();
            self.mc0.u_rpop[k].next = self.pu[k].m0_rpop.val();
            self.pu[k].m0_ready.next = self.mc0.u_ready[k].val();
            self.pu[k].m0_rdata.next = self.mc0.u_rdata[k].val();
            self.pu[k].m0_rempty.next = self.mc0.u_rempty[k].val();
            self.mc1.u_valid[k].next = self.pu[k].m1_valid.val();
            self.mc1.u_addr[k].next = self.pu[k].m1_addr.val();
            self.mc1.u_rpop[k].next = self.pu[k].m1_rpop.val();
            self.pu[k].m1_ready.next = self.mc1.u_ready[k].val();
            self.pu[k].m1_rdata.next = self.mc1.u_rdata[k].val();
            self.pu[k].m1_rempty.next = self.mc1.u_rempty[k].val();
        }
        self.pu_busy_r.d.next = self.pu_any_busy.val() | self.pu_any_take.val();
        self.pu_busy.next = self.pu_busy_r.q.val();
        // the units' filters hold the same bits and clear alike: unit 0's
        // show them
        self.f_clearing.next = self.pu[0].f_clearing.val();
        self.f_dbg_bits.next = self.pu[0].f_dbg_bits.val();
        self.oc_dbg_line.next = self.pu[0].oc_dbg_line.val();
        for n in PROBE_UNITS..(PROBE_UNITS + 1) {
            self.filtered.next = self.fc[n].val();
        }
        self.idle.next = self.done.idle.val()
            & !self.bu.busy.val()
            & !self.ocv.q.val()
            & !self.pu_any_busy.val();
        // ---- the memory channels
        self.mc0.clr_valid.next = self.clr_valid.val() & !self.clr_ctrl.val();
        self.mc1.clr_valid.next = self.clr_valid.val() & self.clr_ctrl.val();
        self.mc0.bu_valid.next = self.bu.m0_valid.val();
        self.mc0.bu_addr.next = self.bu.m0_addr.val();
        self.mc0.bu_wdata.next = self.bu.m0_wdata.val();
        self.mc0.bu_wstrb.next = self.bu.m0_wstrb.val();
        self.mc0.bu_busy.next = self.bu.busy.val();
        self.bu.m0_wready.next = self.mc0.bu_wready.val();
        self.mc0.clr_addr.next = self.clr_addr.val();
        self.clr_ready0.next = self.mc0.clr_ready.val();
        self.mem0_req_valid.next = self.mc0.req_valid.val();
        self.mem0_req_write.next = self.mc0.req_write.val();
        self.mem0_req_addr.next = self.mc0.req_addr.val();
        self.mem0_req_wdata.next = self.mc0.req_wdata.val();
        self.mem0_req_wstrb.next = self.mc0.req_wstrb.val();
        self.mc0.req_ready.next = self.mem0_req_ready.val();
        self.mc0.rsp_valid.next = self.mem0_rsp_valid.val();
        self.mc0.rsp_rdata.next = self.mem0_rsp_rdata.val();
        self.mc1.bu_valid.next = self.bu.m1_valid.val();
        self.mc1.bu_addr.next = self.bu.m1_addr.val();
        self.mc1.bu_wdata.next = self.bu.m1_wdata.val();
        self.mc1.bu_wstrb.next = self.bu.m1_wstrb.val();
        self.mc1.bu_busy.next = self.bu.busy.val();
        self.bu.m1_wready.next = self.mc1.bu_wready.val();
        self.mc1.clr_addr.next = self.clr_addr.val();
        self.clr_ready1.next = self.mc1.clr_ready.val();
        self.mem1_req_valid.next = self.mc1.req_valid.val();
        self.mem1_req_write.next = self.mc1.req_write.val();
        self.mem1_req_addr.next = self.mc1.req_addr.val();
        self.mem1_req_wdata.next = self.mc1.req_wdata.val();
        self.mem1_req_wstrb.next = self.mc1.req_wstrb.val();
        self.mc1.req_ready.next = self.mem1_req_ready.val();
        self.mc1.rsp_valid.next = self.mem1_rsp_valid.val();
        self.mc1.rsp_rdata.next = self.mem1_rsp_rdata.val();
        // ---- the count SRAM: the build unit's reads and writes; the clear
        // engine zeroes the count word of every line it clears (a word as
        // many times over as it holds counts), so counts and status bytes
        // start equal
        self.cnt_rd_valid.next = self.bu.c_rd_valid.val();
        self.cnt_rd_addr.next = self.bu.c_rd_addr.val();
        self.bu.c_rsp_valid.next = self.cnt_rsp_valid.val();
        self.bu.c_rsp_data.next = self.cnt_rsp_rdata.val();
        self.cnt_wr_valid.next = self.bu.c_wr_valid.val() | self.clr_go.val();
        self.cnt_wr_addr.next = self.clr_addr.val() >> self.cw_shift.val();
        self.cnt_wr_data.next = 0.into();
        if self.bu.c_wr_valid.val() {
            self.cnt_wr_addr.next = self.bu.c_wr_addr.val();
            self.cnt_wr_data.next = self.bu.c_wr_data.val();
        }
    }
}
