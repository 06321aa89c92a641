//! The engine: everything the model does per frame except the table work
//! (build and probe units) and the output framing (framers). It checks the
//! parsers' frames a frame a cycle and hands the tuples of those it accepts
//! on in one lane per port, which the units take from at once. It is wiring
//! between four parts, each a module of its own:
//!
//! | module | job |
//! |---|---|
//! | `check_path` | descriptors granted, checked and committed in order (`frame_queue`, `header_check`, `source_table`, `commit_stage`) |
//! | `lanes` | each port's accepted frames, tuple by tuple, to the units (`feeder`, `tuple_arbiter`) |
//! | `control_path` | the engine's own frames: CONTROL replies, ACKs, ENDs (`query_control`, `frame_divider`, `clear_engine`, `reply_writer`) |
//! | `event_counters` | the counters of §8 (`counter_bank`) |
//!
//! Per frame (descriptor from a parser, payload words in its FIFO): the
//! check path grants it, checks it and commits it (check_path.rs). An
//! accepted BUILD or PROBE pushes a job for its tx port's framer and goes to
//! its port's lane with its tuples; a dropped frame goes with none (its
//! payload is discarded). An END, a CONTROL frame, or a data frame asking
//! for an ACK goes on to the control path, which waits until everything
//! before it has been sent and then replies (control_path.rs).

use super::check_path::CheckPath;
use super::control_path::ControlPath;
use super::event_counters::EventCounters;
use super::fifo::WIDE_BITS;
use super::lanes::Lanes;
use super::layout::*;
use super::mgmt_regs::MgmtRegs;
use super::parser::DESC_BITS;
use super::sig::*;
use rust_hdl::prelude::*;

const _: () = assert!(NCOUNTERS == 30 && MAX_SOURCES == super::source_table::SOURCES);

#[derive(LogicBlock)]
pub struct Engine {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- parsers
    pub desc: [Signal<In, Bits<DESC_BITS>>; PORTS],
    pub desc_valid: [Signal<In, Bit>; PORTS],
    pub desc_pop: [Signal<Out, Bit>; PORTS],
    pub pl_data: [Signal<In, Bits<64>>; PORTS],
    pub pl_empty: [Signal<In, Bit>; PORTS],
    /// The oldest payload words side by side and how many are stored (the
    /// port's feeder takes a whole tuple in one cycle).
    pub pl_wide: [Signal<In, Bits<WIDE_BITS>>; PORTS],
    pub pl_count: [Signal<In, Bits<13>>; PORTS],
    pub pl_pop: [Signal<Out, Bit>; PORTS],
    /// Discard `pl_skip_n` words of the port's payload at once.
    pub pl_skip: [Signal<Out, Bit>; PORTS],
    pub pl_skip_n: [Signal<Out, Bits<13>>; PORTS],
    // ---- build unit
    pub bu_valid: Signal<Out, Bit>,
    pub bu_key: Signal<Out, Bits<KEY_BITS>>,
    pub bu_val: Signal<Out, Bits<VALUE_BITS>>,
    pub bu_table: Signal<Out, Bits<8>>,
    /// The tx port of the job the tuple handed to the unit belongs to: its
    /// completion goes to that port's framer.
    pub bu_tag: Signal<Out, Bits<PORT_BITS>>,
    pub bu_ready: Signal<In, Bit>,
    pub bu_busy: Signal<In, Bit>,
    pub bu_flush: Signal<Out, Bit>,
    pub bu_inserted: Signal<In, Bit>,
    pub bu_overflowed: Signal<In, Bit>,
    // ---- probe units
    pub pu_valid: [Signal<Out, Bit>; PROBE_UNITS],
    pub pu_tup: [Signal<Out, Bits<PROBE_BITS>>; PROBE_UNITS],
    pub pu_tag: [Signal<Out, Bits<PORT_BITS>>; PROBE_UNITS],
    pub pu_ready: [Signal<In, Bit>; PROBE_UNITS],
    /// Some probe unit has work in hand.
    pub pu_busy: Signal<In, Bit>,
    // ---- framers (one per tx port; the job goes to its port's job FIFO)
    pub job_write: Signal<Out, Bit>,
    pub job_data: Signal<Out, Bits<JOB_BITS>>,
    /// The tx ports' room (tx_room.rs, check_path.rs).
    pub tx_used_e: [Signal<In, Bits<16>>; PORTS],
    pub tx_used_d: [Signal<In, Bits<16>>; PORTS],
    pub tx_job_full: Signal<In, Bits<PORTS>>,
    /// The job FIFO of the port `job_data` names is full (check_path.rs).
    pub job_full: Signal<In, Bit>,
    pub tx_reply_room: Signal<In, Bits<PORTS>>,
    /// `2^dshift` is at most the fewest tuples an OVERFLOW, RESULT or SPILL
    /// frame of the query holds (registered from the query in force).
    pub dshift: Signal<Out, Bits<4>>,
    /// Events of the framers this cycle, counted (0..=PORTS).
    pub f_match: Signal<In, Bits<3>>,
    pub f_miss: Signal<In, Bits<3>>,
    /// Probe tuples the membership filters rejected this cycle (0..=2).
    pub filtered: Signal<In, Bits<2>>,
    pub f_spill: Signal<In, Bits<3>>,
    pub f_fout: Signal<In, Bits<3>>,
    pub sent0_frames: Signal<In, Bits<32>>,
    pub sent0_tuples: Signal<In, Bits<64>>,
    pub sent1_frames: Signal<In, Bits<32>>,
    pub sent1_tuples: Signal<In, Bits<64>>,
    pub sent1_aux: Signal<In, Bits<64>>,
    /// Everything after the engine is idle up to the tx ports' descriptor
    /// FIFOs: units, framers, every frame closed is in its FIFO.
    pub pipe_idle: Signal<In, Bit>,
    /// Every tx port has sent everything (its FIFO and emitter are idle).
    pub sent_idle: Signal<In, Bit>,
    // ---- ring A and the descriptor FIFO (only written while drained)
    pub ra_write: Signal<Out, Bit>,
    pub ra_data: Signal<Out, Bits<64>>,
    pub ra_full: Signal<In, Bit>,
    pub dq_write: Signal<Out, Bit>,
    pub dq_data: Signal<Out, Bits<DQ_BITS>>,
    pub dq_full: Signal<In, Bit>,
    // ---- configuration for the framer, emitter and units
    /// Pulse: a new query was configured (framer and sequence stamp reset their state).
    pub cfg_clear: Signal<Out, Bit>,
    pub bucket_bits: Signal<Out, Bits<5>>,
    /// The query's `filter_bits`, and the filters' clear at CONFIGURE.
    pub filter_bits: Signal<Out, Bits<5>>,
    /// The tables placed on chip (PROTOCOL.md §6.4).
    pub onchip: Signal<Out, Bits<4>>,
    pub f_clear: Signal<Out, Bit>,
    pub f_clearing: Signal<In, Bit>,
    /// The query sends RESULT, SPILL and OVERFLOW frames back to their
    /// source (CONFIGURE flags bit 0), so each tx port numbers its own.
    pub route_src: Signal<Out, Bit>,
    /// The tx port of the reply whose ring-A words are being written.
    pub ra_port: Signal<Out, Bits<PORT_BITS>>,
    pub qid: Signal<Out, Bits<16>>,
    pub token: Signal<Out, Bits<64>>,
    pub res_per: Signal<Out, Bits<16>>,
    /// RESULT tuples carry only the probe's payload (CONFIGURE flags bit 1).
    pub shape: Signal<Out, Bit>,
    pub sp_per: Signal<Out, Bits<16>>,
    pub ov_per: Signal<Out, Bits<16>>,
    // ---- memory clear (CONFIGURE)
    pub clr_valid: Signal<Out, Bit>,
    pub clr_ctrl: Signal<Out, Bit>,
    pub clr_addr: Signal<Out, Bits<32>>,
    /// The line offered is written this cycle.
    pub clr_go: Signal<Out, Bit>,
    pub clr_ready0: Signal<In, Bit>,
    pub clr_ready1: Signal<In, Bit>,
    // ---- the query contexts (PROTOCOL.md §5.5)
    /// The context the datapath serves (memory shares, filters, framers,
    /// sequence stamp).
    pub cur_ctx: Signal<Out, Bits<2>>,
    /// Pulse: the datapath serves another context from the next cycle (the
    /// hot-bucket caches forget their lines).
    pub ctx_switch: Signal<Out, Bit>,
    // ---- observation (tests)
    /// A frame was committed this cycle (descriptor popped) from `commit_port`.
    pub commit_valid: Signal<Out, Bit>,
    pub commit_port: Signal<Out, Bits<PORT_BITS>>,
    /// With `commit_valid`: frames of that port dropped whole at its input
    /// (buffer full) just before this one, in the order they arrived.
    pub commit_drops: Signal<Out, Bits<32>>,
    /// With `commit_valid`: the descriptor carries a frame after those drops
    /// (0: it only reports drops).
    pub commit_frame: Signal<Out, Bit>,
    /// No frame waits or is checked, none drains, and no lane holds tuples.
    pub idle: Signal<Out, Bit>,
    // ---- the management registers (mgmt_regs.rs): AXI4-Lite
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
    chk: CheckPath,
    lanes: Lanes,
    ctl: ControlPath,
    ev: EventCounters,
    mg: MgmtRegs,
    /// A counter read of the management registers waits for the control
    /// path to be idle (it reads counters for READ_COUNTERS), then answers
    /// a cycle later with the value taken.
    mg_pend: DFF<Bit>,
    mg_idx: DFF<Bits<5>>,
    mg_take: DFF<Bit>,
    mg_val: DFF<Bits<64>>,
    /// Everything after the engine is idle and no lane holds tuples.
    drained: Signal<Local, Bit>,
    /// The query context the datapath serves (PROTOCOL.md §5.5; always 0
    /// with one context): an accepted CONFIGURE makes its context `cur`.
    cur: DFF<Bits<2>>,
    /// The CONFIGURE's pulse a cycle late, when `cur` is its context: the
    /// per-context state downstream is reset for `cur`.
    cfg_q: DFF<Bit>,
    dshift_r: DFF<Bits<4>>,
    /// The fewest tuples a frame of the query holds.
    min_per: Signal<Local, Bits<16>>,
    shift_num: [Constant<Bits<4>>; 16],
}

impl Engine {
    pub fn new(mac: [u8; 6]) -> Engine {
        Engine {
            clock: Default::default(),
            reset: Default::default(),
            desc: Default::default(),
            desc_valid: Default::default(),
            desc_pop: Default::default(),
            pl_data: Default::default(),
            pl_empty: Default::default(),
            pl_wide: Default::default(),
            pl_count: Default::default(),
            pl_pop: Default::default(),
            pl_skip: Default::default(),
            pl_skip_n: Default::default(),
            bu_valid: Default::default(),
            bu_key: Default::default(),
            bu_val: Default::default(),
            bu_table: Default::default(),
            bu_tag: Default::default(),
            bu_ready: Default::default(),
            bu_busy: Default::default(),
            bu_flush: Default::default(),
            bu_inserted: Default::default(),
            bu_overflowed: Default::default(),
            pu_valid: std::array::from_fn(|_| Default::default()),
            pu_tup: std::array::from_fn(|_| Default::default()),
            pu_tag: std::array::from_fn(|_| Default::default()),
            pu_ready: std::array::from_fn(|_| Default::default()),
            pu_busy: Default::default(),
            job_write: Default::default(),
            job_data: Default::default(),
            tx_used_e: Default::default(),
            tx_used_d: Default::default(),
            tx_job_full: Default::default(),
            job_full: Default::default(),
            tx_reply_room: Default::default(),
            dshift: Default::default(),
            f_match: Default::default(),
            f_miss: Default::default(),
            filtered: Default::default(),
            f_spill: Default::default(),
            f_fout: Default::default(),
            sent0_frames: Default::default(),
            sent0_tuples: Default::default(),
            sent1_frames: Default::default(),
            sent1_tuples: Default::default(),
            sent1_aux: Default::default(),
            pipe_idle: Default::default(),
            sent_idle: Default::default(),
            ra_write: Default::default(),
            ra_data: Default::default(),
            ra_full: Default::default(),
            dq_write: Default::default(),
            dq_data: Default::default(),
            dq_full: Default::default(),
            cfg_clear: Default::default(),
            bucket_bits: Default::default(),
            filter_bits: Default::default(),
            onchip: Default::default(),
            f_clear: Default::default(),
            f_clearing: Default::default(),
            route_src: Default::default(),
            ra_port: Default::default(),
            qid: Default::default(),
            token: Default::default(),
            res_per: Default::default(),
            shape: Default::default(),
            sp_per: Default::default(),
            ov_per: Default::default(),
            clr_valid: Default::default(),
            clr_ctrl: Default::default(),
            clr_addr: Default::default(),
            clr_go: Default::default(),
            clr_ready0: Default::default(),
            clr_ready1: Default::default(),
            cur_ctx: Default::default(),
            ctx_switch: Default::default(),
            commit_valid: Default::default(),
            commit_port: Default::default(),
            commit_drops: Default::default(),
            commit_frame: Default::default(),
            idle: Default::default(),
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
            chk: Default::default(),
            lanes: Default::default(),
            ctl: ControlPath::new(mac),
            ev: Default::default(),
            mg: MgmtRegs::new(NCOUNTERS),
            mg_pend: Default::default(),
            mg_idx: Default::default(),
            mg_take: Default::default(),
            mg_val: Default::default(),
            drained: Default::default(),
            cur: Default::default(),
            cfg_q: Default::default(),
            dshift_r: Default::default(),
            min_per: Default::default(),
            shift_num: std::array::from_fn(|i| Constant::new((i as u64).into())),
        }
    }
}

impl Logic for Engine {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, chk, lanes, ctl, ev, mg);
        dff_setup!(self, clock, mg_pend, mg_idx, mg_take, mg_val, dshift_r, cur, cfg_q);
        // ---- the context in service
        self.cfg_q.d.next = self.ctl.cfg_clear.val();
        if self.ctl.cfg_clear.val() {
            self.cur.d.next = self.ctl.cfg_ctx.val();
        }
        // a frame of another context waits, everything before it done
        if self.chk.switch.val() {
            self.cur.d.next = self.chk.switch_ctx.val();
        }
        self.cur_ctx.next = self.cur.q.val();
        self.ctx_switch.next = self.chk.switch.val();
        if self.reset.val() {
            self.cur.d.next = 0.into();
            self.cfg_q.d.next = false;
        }
        self.ctl.cur.next = self.cur.q.val();
        self.mg.reset.next = self.reset.val();
        self.chk.reset.next = self.reset.val();
        self.lanes.reset.next = self.reset.val();
        self.ctl.reset.next = self.reset.val();
        self.drained.next =
            self.pipe_idle.val() & !self.lanes.hold_build.val() & !self.lanes.hold_probe.val();
        // ---- the check: descriptors in, frames committed
        for i in 0..PORTS {
            self.chk.desc[i].next = self.desc[i].val();
            self.chk.desc_valid[i].next = self.desc_valid[i].val();
            self.desc_pop[i].next = self.chk.desc_pop[i].val();
        }
        self.chk.feeders_busy.next = self.lanes.busy.val();
        self.chk.ctl_idle.next = self.ctl.idle.val();
        self.chk.load_pop.next = self.ctl.pop.val();
        self.chk.load_skip.next = self.ctl.skip.val();
        for c in 0..CONTEXTS {
            self.chk.ctx_held[c].next = self.ctl.ctx_held[c].val();
            self.chk.ctx_qid[c].next = self.ctl.ctx_qid[c].val();
            self.chk.ctx_token[c].next = self.ctl.ctx_token[c].val();
        }
        self.chk.cur.next = self.cur.q.val();
        self.chk.sent_idle.next = self.sent_idle.val();
        self.chk.sources.next = self.ctl.sources.val();
        self.chk.route.next = self.ctl.route.val();
        self.chk.sink.next = self.ctl.sink.val();
        self.chk.sink_port.next = self.ctl.sink_port.val();
        self.chk.end_sent0.next = self.ctl.end_sent0.val();
        self.chk.end_sent1.next = self.ctl.end_sent1.val();
        self.chk.cfg_clear.next = self.cfg_q.q.val();
        self.chk.end_queued.next = self.ctl.end_queued.val();
        for i in 0..PORTS {
            self.chk.tx_used_e[i].next = self.tx_used_e[i].val();
            self.chk.tx_used_d[i].next = self.tx_used_d[i].val();
        }
        self.chk.tx_job_full.next = self.tx_job_full.val();
        self.chk.job_full.next = self.job_full.val();
        self.chk.tx_reply_room.next = self.tx_reply_room.val();
        self.chk.dshift.next = self.dshift_r.q.val();
        self.dshift.next = self.dshift_r.q.val();
        // floor(log2) of the fewest tuples a frame holds (0 for none)
        self.min_per.next = self.ctl.res_per.val();
        if self.ctl.sp_per.val() < self.min_per.val() {
            self.min_per.next = self.ctl.sp_per.val();
        }
        if self.ctl.ov_per.val() < self.min_per.val() {
            self.min_per.next = self.ctl.ov_per.val();
        }
        self.dshift_r.d.next = 0.into();
        for i in 0..16 {
            if self.min_per.val().get_bit(i) {
                self.dshift_r.d.next = self.shift_num[i].val();
            }
        }
        self.chk.bu_busy.next = self.bu_busy.val();
        self.chk.pu_busy.next = self.pu_busy.val();
        self.chk.ord_full.next = self.lanes.ord_full.val();
        self.chk.hold_build.next = self.lanes.hold_build.val();
        self.chk.hold_probe.next = self.lanes.hold_probe.val();
        self.chk.drained.next = self.drained.val();
        self.job_write.next = self.chk.job_write.val();
        self.job_data.next = self.chk.job_data.val();
        self.commit_valid.next = self.chk.commit_valid.val();
        self.commit_port.next = self.chk.commit_port.val();
        self.commit_drops.next = self.chk.commit_drops.val();
        self.commit_frame.next = self.chk.commit_frame.val();
        // ---- the lanes: a committed frame into its port's feeder, tuples
        // into the units
        self.lanes.route.next = self.ctl.route.val();
        self.lanes.start.next = self.chk.handoff.val();
        self.lanes.start_port.next = self.chk.hand_port.val();
        self.lanes.start_left.next = self.chk.hand_left.val();
        self.lanes.start_halves.next = self.chk.hand_halves.val();
        self.lanes.start_probe.next = self.chk.hand_probe.val();
        self.lanes.start_table.next = self.chk.hand_table.val();
        self.lanes.start_tag.next = self.chk.hand_tag.val();
        self.lanes.ord_push.next = self.chk.ord_push.val();
        self.bu_valid.next = self.lanes.bu_valid.val();
        self.bu_key.next = self.lanes.bu_key.val();
        self.bu_val.next = self.lanes.bu_val.val();
        self.bu_table.next = self.lanes.bu_table.val();
        self.bu_tag.next = self.lanes.bu_tag.val();
        self.lanes.bu_ready.next = self.bu_ready.val();
        for k in 0..PROBE_UNITS {
            self.pu_valid[k].next = self.lanes.pu_valid[k].val();
            self.pu_tup[k].next = self.lanes.pu_tup[k].val();
            self.pu_tag[k].next = self.lanes.pu_tag[k].val();
            self.lanes.pu_ready[k].next = self.pu_ready[k].val();
        }
        // ---- the control path: the draining frame is Check's (its port's
        // payload words, and its feeder is free then)
        self.ctl.to_drain.next = self.chk.to_drain.val();
        self.ctl.hdr.next = self.chk.hdr.val();
        self.ctl.port.next = self.chk.port.val();
        self.ctl.left.next = self.chk.left.val();
        self.ctl.command.next = self.chk.command.val();
        self.ctl.payload_len.next = self.chk.payload_len.val();
        self.ctl.end_phase.next = self.chk.end_phase.val();
        self.ctl.word.next = self.pl_data[0].val();
        self.ctl.word_empty.next = self.pl_empty[0].val();
        for i in 0..PORTS {
            if self.chk.port.val().index() == i {
                self.ctl.word.next = self.pl_data[i].val();
                self.ctl.word_empty.next = self.pl_empty[i].val();
            }
        }
        self.ctl.ack.next = self.chk.ack.val();
        self.ctl.ack_phase.next = self.chk.ack_phase.val();
        self.ctl.ack_next.next = self.chk.ack_next.val();
        self.ctl.rec_frames.next = self.chk.rec_frames.val();
        self.ctl.rec_tuples.next = self.chk.rec_tuples.val();
        self.ctl.send_end.next = self.chk.send_end.val();
        // An ACK (or the switch's END with it) follows its frame's output
        // into the descriptor FIFOs; a CONTROL frame waits until every port
        // has sent everything, so its reply reports counts that no frame in
        // flight changes any more.
        self.ctl.drained.next = self.drained.val() & (self.chk.ack.val() | self.sent_idle.val());
        self.ctl.counter.next = self.ev.value.val();
        self.ctl.sent0_frames.next = self.sent0_frames.val();
        self.ctl.sent0_tuples.next = self.sent0_tuples.val();
        self.ctl.sent1_frames.next = self.sent1_frames.val();
        self.ctl.sent1_tuples.next = self.sent1_tuples.val();
        self.ctl.sent1_aux.next = self.sent1_aux.val();
        self.ra_write.next = self.ctl.ra_write.val();
        self.ra_data.next = self.ctl.ra_data.val();
        self.ra_port.next = self.ctl.ra_port.val();
        self.ctl.ra_full.next = self.ra_full.val();
        self.dq_write.next = self.ctl.dq_write.val();
        self.dq_data.next = self.ctl.dq_data.val();
        self.ctl.dq_full.next = self.dq_full.val();
        self.cfg_clear.next = self.cfg_q.q.val();
        // The build unit's look-ahead buffer holds count words by their
        // share-relative address: a CONFIGURE and a switch of the context
        // served (drained, the unit idle) empty it.
        self.bu_flush.next = self.ctl.bu_flush.val() | self.chk.switch.val();
        self.bucket_bits.next = self.ctl.bucket_bits.val();
        self.filter_bits.next = self.ctl.filter_bits.val();
        self.onchip.next = self.ctl.onchip.val();
        self.f_clear.next = self.ctl.f_clear.val();
        self.ctl.f_clearing.next = self.f_clearing.val();
        self.route_src.next = self.ctl.route.val();
        self.qid.next = self.ctl.query_id.val();
        self.token.next = self.ctl.token.val();
        self.res_per.next = self.ctl.res_per.val();
        self.shape.next = self.ctl.shape.val();
        self.sp_per.next = self.ctl.sp_per.val();
        self.ov_per.next = self.ctl.ov_per.val();
        self.clr_valid.next = self.ctl.clr_valid.val();
        self.clr_ctrl.next = self.ctl.clr_ctrl.val();
        self.clr_addr.next = self.ctl.clr_addr.val();
        self.clr_go.next = self.ctl.clr_go.val();
        self.ctl.clr_ready0.next = self.clr_ready0.val();
        self.ctl.clr_ready1.next = self.clr_ready1.val();
        // ---- payload pops and skips: the feeders', and the control path's
        // while it loads a draining frame's words
        for i in 0..PORTS {
            self.pl_pop[i].next = self.ctl.pop.val() & (self.chk.port.val().index() == i);
            self.pl_skip[i].next = self.lanes.pl_skip[i].val();
            self.pl_skip_n[i].next = self.lanes.pl_skip_n[i].val();
            if self.ctl.skip.val() & (self.chk.port.val().index() == i) {
                self.pl_skip[i].next = true;
                self.pl_skip_n[i].next = bit_cast::<13, 12>(self.chk.left.val());
            }
            self.lanes.pl_wide[i].next = self.pl_wide[i].val();
            self.lanes.pl_count[i].next = self.pl_count[i].val();
        }
        // ---- counters (PROTOCOL.md §8)
        self.ev.clear.next = self.ctl.clear_counters.val() | self.reset.val();
        self.ev.frame_in.next = self.chk.inc_in.val();
        // A CONTROL frame is counted by the control path once its MAC is
        // checked; the commit takes no frame meanwhile (it drains), so the
        // two never count in the same cycle.
        self.ev.accepted.next = self.chk.inc_acc.val() | self.ctl.ctl_ok.val();
        self.ev.dropped.next = self.chk.inc_drop.val() | self.ctl.auth_drop.val();
        self.ev.drop_index.next = self.chk.drop_idx.val();
        if self.ctl.auth_drop.val() {
            self.ev.drop_index.next = self.ctl.auth_drop_idx.val();
        }
        self.ev.control.next = self.ctl.ctl_ok.val();
        self.ev.probe_frame.next = self.chk.inc_probes.val();
        self.ev.probe_tuples.next = self.chk.probe_tuples.val();
        self.ev.inserted.next = self.bu_inserted.val();
        self.ev.overflowed.next = self.bu_overflowed.val();
        self.ev.f_matches.next = self.f_match.val();
        self.ev.f_misses.next = self.f_miss.val();
        self.ev.filtered.next = self.filtered.val();
        self.ev.f_spills.next = self.f_spill.val();
        self.ev.f_frames.next = self.f_fout.val();
        self.ev.own_frame.next = self.ctl.own_frame.val();
        self.ev.input_drops.next = self.chk.input_drops.val();
        self.ev.input_drops_n.next = self.chk.input_drops_n.val();
        self.ev.read.next = self.ctl.counter_read.val();
        // the banks (PROTOCOL.md §5.5): context `cur`'s counts, an ACK's or
        // END's frame in its bank, a CONFIGURE zeroes its context's
        self.ev.cur.next = self.cur.q.val();
        self.ev.reached.next = self.chk.reached.val();
        self.ev.own_bank.next = self.chk.ack.val();
        self.ev.clear_bank.next = self.ctl.cfg_clear.val();
        self.ev.clear_ctx.next = self.ctl.cfg_ctx.val();
        self.ev.read_bank.next = self.ctl.read_bank.val();
        self.ev.read_ctx.next = self.ctl.bank_ctx.val();
        // ---- the management registers: the key to the control path, the
        // counters read through the bank's one read port
        self.mg.s_axil_awaddr.next = self.s_axil_awaddr.val();
        self.mg.s_axil_awvalid.next = self.s_axil_awvalid.val();
        self.s_axil_awready.next = self.mg.s_axil_awready.val();
        self.mg.s_axil_wdata.next = self.s_axil_wdata.val();
        self.mg.s_axil_wstrb.next = self.s_axil_wstrb.val();
        self.mg.s_axil_wvalid.next = self.s_axil_wvalid.val();
        self.s_axil_wready.next = self.mg.s_axil_wready.val();
        self.s_axil_bresp.next = self.mg.s_axil_bresp.val();
        self.s_axil_bvalid.next = self.mg.s_axil_bvalid.val();
        self.mg.s_axil_bready.next = self.s_axil_bready.val();
        self.mg.s_axil_araddr.next = self.s_axil_araddr.val();
        self.mg.s_axil_arvalid.next = self.s_axil_arvalid.val();
        self.s_axil_arready.next = self.mg.s_axil_arready.val();
        self.s_axil_rdata.next = self.mg.s_axil_rdata.val();
        self.s_axil_rresp.next = self.mg.s_axil_rresp.val();
        self.s_axil_rvalid.next = self.mg.s_axil_rvalid.val();
        self.mg.s_axil_rready.next = self.s_axil_rready.val();
        self.ctl.key.next = self.mg.key.val();
        self.ctl.key_valid.next = self.mg.key_valid.val();
        self.ctl.key_changed.next = self.mg.key_changed.val();
        self.mg.ctrl_counter.next = self.ctl.floor.val();
        self.mg.cnt_ack.next = self.mg_take.q.val();
        self.mg.cnt_value.next = self.mg_val.q.val();
        self.mg_take.d.next = false;
        if self.mg.cnt_req.val() {
            self.mg_pend.d.next = true;
            self.mg_idx.d.next = self.mg.cnt_index.val().get_bits::<5>(0);
        }
        if self.mg_pend.q.val() & self.ctl.idle.val() {
            self.ev.read.next = self.mg_idx.q.val();
            self.mg_val.d.next = self.ev.value.val();
            self.mg_take.d.next = true;
            self.mg_pend.d.next = false;
        }
        if self.reset.val() {
            self.mg_pend.d.next = false;
        }
        // Idle with a lane still feeding is not idle.
        self.idle.next = self.chk.idle.val()
            & self.ctl.idle.val()
            & !self.lanes.hold_build.val()
            & !self.lanes.hold_probe.val();
    }
}
