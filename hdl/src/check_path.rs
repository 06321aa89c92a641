//! The frame check, a frame a cycle in two stages (docs/HDL.md §4, the check
//! in two stages), from the parsers' descriptors to the commit:
//!
//! * **Granted** (frame_queue.rs): a port's descriptor goes into `next`, the
//!   frames to check next.
//! * **Fetch**: the oldest frame in `next` is taken into Check (`fetch`;
//!   `commit_valid`/`commit_port` show the order, which is the order the
//!   model must see the frames in), and its source's entry is read.
//! * **Check**: the header check (header_check.rs) and the source table's
//!   sequence check (source_table.rs) decide on the frame in Check.
//! * **Commit** (commit_stage.rs): acts on what Check decided, registered.
//!
//! **Query contexts** (PROTOCOL.md §5.5, docs/HDL.md §3). The datapath
//! serves one context, `cur` (the engine's). A data frame waiting next
//! whose query is another context's is a drain point: it is not taken
//! until Check and Commit are empty, the control path idle, every feeder
//! and unit done and every port has sent everything; then `switch` asks
//! the engine to serve its context (`switch_ctx`), and the frame is taken
//! a cycle later. So every frame checked and committed is `cur`'s.
//!
//! Check takes the next frame in the same cycle as its frame moves to
//! Commit. Three rules keep the two stages exact: a frame of a source in
//! Check or Commit waits until that source's entry is written; nothing is
//! taken behind a frame that may drain (so `hdr`, `port` and `left` still
//! hold it for the control path, and the source table still shows its
//! source); and the probe phase starts at the first PROBE in Commit.

// The grant's route test is kept apart from the fit, as the Verilog has it.
#![allow(clippy::collapsible_if)]

use super::bswap::ByteSwap;
use super::commit_stage::CommitStage;
use super::frame_queue::FrameQueue;
use super::header_check::ctx_match::ContextMatch;
use super::header_check::HeaderCheck;
use super::layout::*;
use super::parser::DESC_BITS;
use super::sig::{CONTEXTS, SRC_ADDR_BITS};
use super::source_table::SourceTable;
use super::tx_room::{DescNeed, TxRoom};
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct CheckPath {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- the parsers' descriptors
    pub desc: [Signal<In, Bits<DESC_BITS>>; PORTS],
    pub desc_valid: [Signal<In, Bit>; PORTS],
    pub desc_pop: [Signal<Out, Bit>; PORTS],
    /// Bit i: port i's feeder has a frame.
    pub feeders_busy: Signal<In, Bits<PORTS>>,
    /// No frame drains (the control path is idle).
    pub ctl_idle: Signal<In, Bit>,
    /// The control path takes one word / discards the rest of the draining
    /// frame's payload.
    pub load_pop: Signal<In, Bit>,
    pub load_skip: Signal<In, Bit>,
    // ---- the query contexts: every context's query, the one in service
    pub ctx_held: [Signal<In, Bit>; CONTEXTS],
    pub ctx_qid: [Signal<In, Bits<16>>; CONTEXTS],
    pub ctx_token: [Signal<In, Bits<64>>; CONTEXTS],
    pub cur: Signal<In, Bits<2>>,
    /// Every tx port has sent everything (a context switch waits for it).
    pub sent_idle: Signal<In, Bit>,
    /// Serve context `switch_ctx` from the next cycle (the frame waiting
    /// next is its, and everything before it is done).
    pub switch: Signal<Out, Bit>,
    pub switch_ctx: Signal<Out, Bits<2>>,
    // ---- the query in service
    pub sources: Signal<In, Bits<16>>,
    pub route: Signal<In, Bit>,
    pub sink: Signal<In, Bits<48>>,
    pub sink_port: Signal<In, Bits<PORT_BITS>>,
    pub end_sent0: Signal<In, Bit>,
    pub end_sent1: Signal<In, Bit>,
    pub cfg_clear: Signal<In, Bit>,
    pub end_queued: Signal<In, Bit>,
    // ---- the tx ports' room (tx_room.rs): a port's frames are granted only
    // while the tx port their output goes to can take all of it
    pub tx_used_e: [Signal<In, Bits<16>>; PORTS],
    pub tx_used_d: [Signal<In, Bits<16>>; PORTS],
    /// Bit i: tx port i's job FIFO is full / has room for any reply.
    pub tx_job_full: Signal<In, Bits<PORTS>>,
    /// The job FIFO of the tx port `job_data` names is full: the top level
    /// selects it with the same port decode that routes the job's write.
    pub job_full: Signal<In, Bit>,
    pub tx_reply_room: Signal<In, Bits<PORTS>>,
    pub dshift: Signal<In, Bits<4>>,
    // ---- what an accepted data frame waits for (commit_stage.rs)
    pub bu_busy: Signal<In, Bit>,
    pub pu_busy: Signal<In, Bit>,
    pub ord_full: Signal<In, Bit>,
    pub hold_build: Signal<In, Bit>,
    pub hold_probe: Signal<In, Bit>,
    pub drained: Signal<In, Bit>,
    // ---- the frame in Check (and, while it drains, the one draining)
    pub port: Signal<Out, Bits<PORT_BITS>>,
    pub hdr: Signal<Out, Bits<320>>,
    pub left: Signal<Out, Bits<12>>,
    pub command: Signal<Out, Bits<8>>,
    pub payload_len: Signal<Out, Bits<16>>,
    pub end_phase: Signal<Out, Bit>,
    /// No frame waits, is granted, or is in Check or Commit.
    pub idle: Signal<Out, Bit>,
    // ---- observation: the frames taken, in order
    pub commit_valid: Signal<Out, Bit>,
    pub commit_port: Signal<Out, Bits<PORT_BITS>>,
    pub commit_drops: Signal<Out, Bits<32>>,
    pub commit_frame: Signal<Out, Bit>,
    /// Frames the port of the frame taken dropped whole before it.
    pub input_drops: Signal<Out, Bit>,
    pub input_drops_n: Signal<Out, Bits<32>>,
    // ---- the commit (commit_stage.rs), as it acts this cycle
    /// The frame in Commit goes to its port's feeder (`hand_*`).
    pub handoff: Signal<Out, Bit>,
    pub hand_port: Signal<Out, Bits<PORT_BITS>>,
    pub hand_halves: Signal<Out, Bits<12>>,
    pub hand_left: Signal<Out, Bits<12>>,
    pub hand_probe: Signal<Out, Bit>,
    pub hand_table: Signal<Out, Bits<8>>,
    pub hand_tag: Signal<Out, Bits<PORT_BITS>>,
    pub ord_push: Signal<Out, Bit>,
    pub to_drain: Signal<Out, Bit>,
    pub job_write: Signal<Out, Bit>,
    pub job_data: Signal<Out, Bits<JOB_BITS>>,
    pub inc_in: Signal<Out, Bit>,
    pub inc_acc: Signal<Out, Bit>,
    pub inc_drop: Signal<Out, Bit>,
    pub drop_idx: Signal<Out, Bits<5>>,
    /// With `inc_in`: the frame reached its context (§5.5 step 6).
    pub reached: Signal<Out, Bit>,
    pub inc_probes: Signal<Out, Bit>,
    pub probe_tuples: Signal<Out, Bits<16>>,
    pub ack: Signal<Out, Bit>,
    pub ack_phase: Signal<Out, Bit>,
    pub ack_next: Signal<Out, Bits<32>>,
    pub rec_frames: Signal<Out, Bits<32>>,
    pub rec_tuples: Signal<Out, Bits<64>>,
    pub send_end: Signal<Out, Bit>,
    cs: CommitStage,
    fq: FrameQueue,
    /// Port i's waiting frame fits the tx port its output goes to.
    room: [TxRoom; PORTS],
    tc_swap: [ByteSwap<16>; PORTS],
    /// Port i's waiting frame: its tuples, descriptor slots and kind,
    /// registered from the descriptor.
    need: [DescNeed; PORTS],
    tuples_q: [DFF<Bits<16>>; PORTS],
    need_q: [DFF<Bits<16>>; PORTS],
    build_q: DFF<Bits<PORTS>>,
    build_v: Signal<Local, Bits<PORTS>>,
    /// Bit i: port i's waiting frame may be granted (registered).
    fits_q: DFF<Bits<PORTS>>,
    /// The tx port a job was written to in the last cycle: the counts the
    /// grant sees do not show it yet (those of the cycles before a port's
    /// own frame was in Commit or its feeder busy).
    recent: DFF<Bits<PORTS>>,
    fits: Signal<Local, Bits<PORTS>>,
    /// Some port's frame waits for room in a tx port.
    room_wait: Signal<Local, Bit>,
    port_bits: [Constant<Bits<PORTS>>; PORTS],
    hc: HeaderCheck,
    src: SourceTable<CONTEXTS, SRC_ADDR_BITS>,
    /// The context of the frame waiting next, and whether it is a data
    /// frame of another context than `cur` (a drain point).
    hm: ContextMatch,
    head_other: Signal<Local, Bit>,
    /// Check holds a frame.
    check_full: DFF<Bit>,
    port_r: DFF<Bits<PORT_BITS>>,
    hdr_r: DFF<Bits<320>>,
    verdict: DFF<Bits<4>>,
    left_r: DFF<Bits<12>>,
    /// Take the next frame into Check this cycle.
    fetch: Signal<Local, Bit>,
    held: Signal<Local, Bits<PORTS>>,
    /// The frame in Check may go on to Drain (decoded from its header alone).
    may_drain: Signal<Local, Bit>,
    /// The descriptor waiting next is of the source in Check / in Commit.
    same_src: Signal<Local, Bit>,
    same_src2: Signal<Local, Bit>,
    head_src6: Signal<Local, Bits<6>>,
    P_VERDICT: Constant<Bits<32>>,
    P_STORED: Constant<Bits<32>>,
    H_SOURCE_LO: Constant<Bits<32>>,
    H_SRC: Constant<Bits<32>>,
    OP_BUILD: Constant<Bits<8>>,
    H_TUPLE_COUNT: Constant<Bits<32>>,
    H_OPCODE: Constant<Bits<32>>,
    H_QUERY_ID: Constant<Bits<32>>,
    H_TOKEN: Constant<Bits<32>>,
    OP_PROBE: Constant<Bits<8>>,
    OP_END: Constant<Bits<8>>,
}

impl Default for CheckPath {
    fn default() -> Self {
        CheckPath {
            clock: Default::default(),
            reset: Default::default(),
            desc: Default::default(),
            desc_valid: Default::default(),
            desc_pop: Default::default(),
            feeders_busy: Default::default(),
            ctl_idle: Default::default(),
            load_pop: Default::default(),
            load_skip: Default::default(),
            ctx_held: std::array::from_fn(|_| Default::default()),
            ctx_qid: std::array::from_fn(|_| Default::default()),
            ctx_token: std::array::from_fn(|_| Default::default()),
            cur: Default::default(),
            sent_idle: Default::default(),
            switch: Default::default(),
            switch_ctx: Default::default(),
            hm: Default::default(),
            head_other: Default::default(),
            sources: Default::default(),
            route: Default::default(),
            sink: Default::default(),
            sink_port: Default::default(),
            end_sent0: Default::default(),
            end_sent1: Default::default(),
            cfg_clear: Default::default(),
            end_queued: Default::default(),
            tx_used_e: Default::default(),
            tx_used_d: Default::default(),
            tx_job_full: Default::default(),
            job_full: Default::default(),
            tx_reply_room: Default::default(),
            dshift: Default::default(),
            bu_busy: Default::default(),
            pu_busy: Default::default(),
            ord_full: Default::default(),
            hold_build: Default::default(),
            hold_probe: Default::default(),
            drained: Default::default(),
            port: Default::default(),
            hdr: Default::default(),
            left: Default::default(),
            command: Default::default(),
            payload_len: Default::default(),
            end_phase: Default::default(),
            idle: Default::default(),
            commit_valid: Default::default(),
            commit_port: Default::default(),
            commit_drops: Default::default(),
            commit_frame: Default::default(),
            input_drops: Default::default(),
            input_drops_n: Default::default(),
            handoff: Default::default(),
            hand_port: Default::default(),
            hand_halves: Default::default(),
            hand_left: Default::default(),
            hand_probe: Default::default(),
            hand_table: Default::default(),
            hand_tag: Default::default(),
            ord_push: Default::default(),
            to_drain: Default::default(),
            job_write: Default::default(),
            job_data: Default::default(),
            inc_in: Default::default(),
            inc_acc: Default::default(),
            inc_drop: Default::default(),
            drop_idx: Default::default(),
            reached: Default::default(),
            inc_probes: Default::default(),
            probe_tuples: Default::default(),
            ack: Default::default(),
            ack_phase: Default::default(),
            ack_next: Default::default(),
            rec_frames: Default::default(),
            rec_tuples: Default::default(),
            send_end: Default::default(),
            cs: Default::default(),
            fq: Default::default(),
            room: Default::default(),
            tc_swap: Default::default(),
            need: Default::default(),
            tuples_q: Default::default(),
            need_q: Default::default(),
            build_q: Default::default(),
            build_v: Default::default(),
            fits_q: Default::default(),
            recent: Default::default(),
            fits: Default::default(),
            room_wait: Default::default(),
            port_bits: std::array::from_fn(|i| Constant::new((1u64 << i).into())),
            hc: Default::default(),
            src: Default::default(),
            check_full: Default::default(),
            port_r: Default::default(),
            hdr_r: Default::default(),
            verdict: Default::default(),
            left_r: Default::default(),
            fetch: Default::default(),
            held: Default::default(),
            may_drain: Default::default(),
            same_src: Default::default(),
            same_src2: Default::default(),
            head_src6: Default::default(),
            P_VERDICT: lp(P_VERDICT as u64),
            P_STORED: lp(P_STORED as u64),
            H_SOURCE_LO: lp(H_SOURCE_LO as u64),
            H_SRC: lp(H_SRC as u64),
            OP_BUILD: Constant::new(OP_BUILD.into()),
            H_TUPLE_COUNT: lp(H_TUPLE_COUNT as u64),
            H_OPCODE: lp(H_OPCODE as u64),
            H_QUERY_ID: lp(H_QUERY_ID as u64),
            H_TOKEN: lp(H_TOKEN as u64),
            OP_PROBE: Constant::new(OP_PROBE.into()),
            OP_END: Constant::new(OP_END.into()),
        }
    }
}

impl Logic for CheckPath {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, check_full, port_r, hdr_r, verdict, left_r, fits_q, recent, build_q
        );
        clock!(self, clock, fq, src, cs);
        self.fq.reset.next = self.reset.val();
        self.src.reset.next = self.reset.val();
        self.cs.reset.next = self.reset.val();
        self.port.next = self.port_r.q.val();
        self.hdr.next = self.hdr_r.q.val();
        self.left.next = self.left_r.q.val();
        // ---- the frames granted ahead: a port waits while its feeder has a
        // frame or a frame of its port is in Check or Commit
        for i in 0..PORTS {
            self.fq.desc[i].next = self.desc[i].val();
            self.fq.desc_valid[i].next = self.desc_valid[i].val();
            self.desc_pop[i].next = self.fq.desc_pop[i].val();
        }
        self.held.next = self.feeders_busy.val();
        if self.check_full.q.val() {
            self.held.next = self.held.val() | (bits::<PORTS>(1) << self.port_r.q.val());
        }
        if self.cs.valid.val() {
            self.held.next = self.held.val() | (bits::<PORTS>(1) << self.cs.port.val());
        }
        // With results to the source, a port also waits while its tx port
        // cannot take all of the output its waiting frame claims; and any
        // port while its tx port cannot take a reply. So a tx port held by
        // back-pressure stops only the frames whose output it would carry,
        // and the units never wait for its framer. Two register stages
        // (the frame's needs, then `fits_q`) keep the grant short: it sees
        // the descriptor of two cycles before, which is the waiting frame's,
        // since a port is held for longer than that after each grant, and
        // the tx port's counts of two cycles before, which miss only a job
        // of the port's own frame then in Commit (its port held) or, a
        // cycle later, its feeder's (held, and covered by `recent`).
        self.recent.d.next = 0.into();
        if self.cs.job_write.val() {
            self.recent.d.next = bits::<PORTS>(1) << self.cs.job_port.val();
        }
        self.fits.next = 0.into();
        self.build_v.next = 0.into();
        for i in 0..PORTS {
            self.tuples_q[i].clock.next = self.clock.val();
            self.need_q[i].clock.next = self.clock.val();
            self.tc_swap[i].inp.next = self.desc[i].val().get_bits::<16>(H_TUPLE_COUNT);
            self.need[i].tuples.next = self.tc_swap[i].out.val();
            self.need[i].dshift.next = self.dshift.val();
            self.tuples_q[i].d.next = self.tc_swap[i].out.val();
            self.need_q[i].d.next = self.need[i].need.val();
            if self.desc[i].val().get_bits::<8>(H_OPCODE) == self.OP_BUILD.val() {
                self.build_v.next = self.build_v.val() | self.port_bits[i].val();
            }
        }
        self.build_q.d.next = self.build_v.val();
        for i in 0..PORTS {
            self.room[i].tuples.next = self.tuples_q[i].q.val();
            self.room[i].need_d.next = self.need_q[i].q.val();
            self.room[i].build.next = self.build_q.q.val().get_bit(i);
            self.room[i].spare_d.next = 1.into();
            self.room[i].used_e.next = self.tx_used_e[i].val();
            self.room[i].used_d.next = self.tx_used_d[i].val();
            if self.route.val() {
                if self.room[i].fits.val()
                    & !self.tx_job_full.val().get_bit(i)
                    & !self.recent.q.val().get_bit(i)
                    & self.tx_reply_room.val().get_bit(i)
                {
                    self.fits.next = self.fits.val() | self.port_bits[i].val();
                }
            }
        }
        if !self.route.val() {
            // one sink: every port's output goes there, so a port held
            // there holds them all; the commit waits for its room
            self.fits.next = self.tx_reply_room.val();
        }
        self.fits_q.d.next = self.fits.val();
        if self.reset.val() {
            self.fits_q.d.next = 0.into();
        }
        self.held.next = self.held.val() | !self.fits_q.q.val();
        self.room_wait.next = false;
        for i in 0..PORTS {
            if self.desc_valid[i].val() & !self.fits_q.q.val().get_bit(i) {
                self.room_wait.next = true;
            }
        }
        self.fq.held.next = self.held.val();
        self.head_src6.next = self.fq.head.val().get_bits::<6>(H_SOURCE_LO);
        // ---- header fields and checks of the frame in Check
        self.hc.hdr.next = self.hdr_r.q.val();
        for c in 0..CONTEXTS {
            self.hc.ctx_held[c].next = self.ctx_held[c].val();
            self.hc.ctx_qid[c].next = self.ctx_qid[c].val();
            self.hc.ctx_token[c].next = self.ctx_token[c].val();
            self.hm.ctx_held[c].next = self.ctx_held[c].val();
            self.hm.ctx_qid[c].next = self.ctx_qid[c].val();
            self.hm.ctx_token[c].next = self.ctx_token[c].val();
        }
        // ---- the frame waiting next: a data frame the parser passed, of
        // another context than the one in service?
        self.hm.query_id.next = self.fq.head.val().get_bits::<16>(H_QUERY_ID);
        self.hm.token.next = self.fq.head.val().get_bits::<64>(H_TOKEN);
        self.head_other.next = self.fq.head_valid.val()
            & (self.fq.head.val().get_bits::<4>(P_VERDICT) == 0)
            & ((self.fq.head.val().get_bits::<8>(H_OPCODE) == self.OP_BUILD.val())
                | (self.fq.head.val().get_bits::<8>(H_OPCODE) == self.OP_PROBE.val())
                | (self.fq.head.val().get_bits::<8>(H_OPCODE) == self.OP_END.val()))
            & self.hm.hit.val()
            & (self.hm.ctx.val() != self.cur.val());
        self.switch_ctx.next = self.hm.ctx.val();
        self.switch.next = self.head_other.val()
            & !self.check_full.q.val()
            & !self.cs.valid.val()
            & self.ctl_idle.val()
            & self.drained.val()
            & self.sent_idle.val()
            & (self.feeders_busy.val() == 0);
        self.src.ctx.next = self.cur.val();
        self.cs.cur.next = self.cur.val();
        self.hc.sources.next = self.sources.val();
        self.hc.probe_started.next = self.cs.probe_phase.val();
        self.hc.seq_above.next = self.src.seq_above.val();
        self.hc.seq_below.next = self.src.seq_below.val();
        self.command.next = self.hc.table_id.val();
        self.payload_len.next = self.hc.payload_len.val();
        self.end_phase.next = self.hc.end_phase.val();
        self.may_drain.next =
            self.hc.is_control.val() | self.hc.is_end.val() | self.hc.ack_request.val();
        // ---- the source's entry: read ahead from the descriptor taken,
        // shown in Check
        self.src.read_addr.next = self.hc.source6.val();
        self.src.read_next.next = self.head_src6.val();
        self.src.seq.next = self.hc.seq.val();
        self.src.src.next = self.hc.source6.val();
        self.src.is_build.next = self.hc.is_build.val();
        self.src.is_probe.next = self.hc.is_probe.val();
        self.src.is_end.next = self.hc.is_end.val();
        self.src.end_phase.next = self.hc.end_phase.val();
        self.src.tuples.next = self.hc.tuples.val();
        self.src.commit.next = self.cs.src_commit.val();
        self.src.clear.next = self.cfg_clear.val();
        self.src.stage.next = self.cs.accept.val();
        self.same_src.next = self.head_src6.val() == self.hc.source6.val();
        self.same_src2.next = self.head_src6.val() == self.cs.src6.val();
        // ---- Commit
        self.cs.offer.next = self.check_full.q.val();
        self.cs.in_port.next = self.port_r.q.val();
        self.cs.in_verdict.next = self.verdict.q.val();
        self.cs.in_dcode.next = self.hc.drop_code.val();
        self.cs.in_reached.next = self.hc.reached.val();
        self.cs.in_build.next = self.hc.is_build.val();
        self.cs.in_probe.next = self.hc.is_probe.val();
        self.cs.in_end.next = self.hc.is_end.val();
        self.cs.in_control.next = self.hc.is_control.val();
        self.cs.in_ackreq.next = self.hc.ack_request.val();
        self.cs.in_tuples.next = self.hc.tuples.val();
        self.cs.in_table.next = self.hc.table_id.val();
        self.cs.in_left.next = self.left_r.q.val();
        self.cs.in_src_mac.next = self.hdr_r.q.val().get_bits::<48>(H_SRC);
        self.cs.in_src6.next = self.hc.source6.val();
        self.cs.ack_phase_in.next = self.hc.ack_phase.val();
        self.cs.end_phase.next = self.hc.end_phase.val();
        self.cs.expected.next = self.src.expected.val();
        self.cs.build_frames.next = self.src.build_frames.val();
        self.cs.build_tuples.next = self.src.build_tuples.val();
        self.cs.probe_frames.next = self.src.probe_frames.val();
        self.cs.probe_tuples.next = self.src.probe_tuples.val();
        self.cs.next_build_frames.next = self.src.next_build_frames.val();
        self.cs.next_build_tuples.next = self.src.next_build_tuples.val();
        self.cs.next_probe_frames.next = self.src.next_probe_frames.val();
        self.cs.next_probe_tuples.next = self.src.next_probe_tuples.val();
        self.cs.ended_after.next = self.src.ended_after.val();
        self.cs.route.next = self.route.val();
        self.cs.sink.next = self.sink.val();
        self.cs.sink_port.next = self.sink_port.val();
        self.cs.sources.next = self.sources.val();
        self.cs.end_sent0.next = self.end_sent0.val();
        self.cs.end_sent1.next = self.end_sent1.val();
        self.cs.cfg_clear.next = self.cfg_clear.val();
        self.cs.end_queued.next = self.end_queued.val();
        // (the grant saw to the room of its output; with one sink the
        // sink's framer holds the units while its port is held, as it must)
        self.cs.job_full.next = self.job_full.val();
        self.cs.bu_busy.next = self.bu_busy.val();
        self.cs.pu_busy.next = self.pu_busy.val();
        self.cs.ord_full.next = self.ord_full.val();
        self.cs.hold_build.next = self.hold_build.val();
        self.cs.hold_probe.next = self.hold_probe.val();
        self.cs.drained.next = self.drained.val();
        self.handoff.next = self.cs.handoff.val();
        self.hand_port.next = self.cs.port.val();
        self.hand_halves.next = self.cs.hand_halves.val();
        self.hand_left.next = self.cs.left.val();
        self.hand_probe.next = self.cs.probe.val();
        self.hand_table.next = self.cs.frame_table.val();
        self.hand_tag.next = self.cs.job_port.val();
        self.ord_push.next = self.cs.ord_push.val();
        self.to_drain.next = self.cs.to_drain.val();
        self.job_write.next = self.cs.job_write.val();
        self.job_data.next = self.cs.job_data.val();
        self.inc_in.next = self.cs.inc_in.val();
        self.inc_acc.next = self.cs.inc_acc.val();
        self.inc_drop.next = self.cs.inc_drop.val();
        self.drop_idx.next = self.cs.drop_idx.val();
        self.reached.next = self.cs.reached.val();
        self.inc_probes.next = self.cs.inc_probes.val();
        self.probe_tuples.next = self.cs.tuples.val();
        self.ack.next = self.cs.ack.val();
        self.ack_phase.next = self.cs.ack_phase.val();
        self.ack_next.next = self.cs.ack_next.val();
        self.rec_frames.next = self.cs.rec_frames.val();
        self.rec_tuples.next = self.cs.rec_tuples.val();
        self.send_end.next = self.cs.send_end.val();
        // ---- the next frame is taken into Check when Check is empty and no
        // frame drains, or as Check's frame moves on; not while a frame that
        // may drain is in Check or Commit, nor while a frame of the next
        // frame's source is (its entry is yet to be written)
        self.fetch.next = self.fq.head_valid.val()
            & !self.head_other.val()
            & ((!self.check_full.q.val() & self.ctl_idle.val()) | self.cs.accept.val())
            & !(self.check_full.q.val() & (self.may_drain.val() | self.same_src.val()))
            & !(self.cs.valid.val() & (self.cs.may_drain.val() | self.same_src2.val()));
        self.fq.take.next = self.fetch.val();
        self.src.read_ahead.next = self.fetch.val();
        self.commit_valid.next = self.fetch.val();
        self.commit_port.next = self.fq.head_port.val();
        self.commit_drops.next = self.fq.head_drops.val();
        self.commit_frame.next = self.fq.head_frame.val();
        // Frames dropped whole at the port's input before the descriptor
        // taken are counted first, in the cycle it is taken.
        self.input_drops.next = self.fetch.val() & self.fq.head_drops_any.val();
        self.input_drops_n.next = self.fq.head_drops.val();
        self.idle.next = !self.check_full.q.val()
            & !self.cs.valid.val()
            & !self.fq.requests.val()
            & !self.room_wait.val()
            & !self.fq.head_valid.val();
        // ---- Check's registers; `left` counts the payload words the port
        // still stores for the frame (the control path reads a draining
        // frame's, a frame handed to its feeder on its way to Drain leaves
        // nothing to read)
        self.check_full.d.next = self.check_full.q.val() & !self.cs.accept.val();
        if self.load_pop.val() {
            self.left_r.d.next = self.left_r.q.val() - 1;
        }
        if self.load_skip.val() | (self.cs.handoff.val() & self.cs.to_drain.val()) {
            self.left_r.d.next = 0.into();
        }
        if self.fetch.val() {
            self.check_full.d.next = true;
            self.port_r.d.next = self.fq.head_port.val();
            self.hdr_r.d.next = self.fq.head.val().get_bits::<320>(0);
            self.verdict.d.next = self.fq.head.val().get_bits::<4>(P_VERDICT);
            self.left_r.d.next = self.fq.head.val().get_bits::<12>(P_STORED);
        }
        if self.reset.val() {
            self.check_full.d.next = false;
        }
    }
}
