//! The engine's own frames: CONTROL replies, ACKs and the switch's ENDs.
//! A frame that goes on to Drain from Commit (`to_drain`: an END, a CONTROL
//! frame, or a data frame asking for an ACK) waits in **Drain** until every
//! earlier frame has been fully processed and sent (so counters, `sent`
//! totals and the output order are final). Check's registers still hold it
//! (nothing is taken behind a frame that may drain). Then **Load** reads its
//! first five payload words and discards the rest, **Exec** acts on it
//! (query_control.rs), CONFIGURE divides the frame sizes (**Div**) and
//! clears the tables (**Clear**), **Words** writes the reply's payload words
//! into ring A of its port, and **Push** pushes its descriptor; an ACK that
//! ends a phase is followed by the switch's END.
//!
//! **Authentication** (PROTOCOL.md §5.4). A CONTROL frame whose payload
//! can hold the trailer (16 to 56 B, whole words) while a key is installed
//! streams through the SipHash core (siphash.rs): **Hdr** feeds its five
//! header words, Load its payload words up to the counter (and keeps the
//! last word, the tag, aside), **Tag** waits for the core's tag and judges
//! the frame: the tag must match and the counter be above `floor`, the
//! highest counter accepted since the key was installed. Any other CONTROL
//! frame is skipped in Load and fails. Exec drops a failed frame (counted
//! under `auth` or `replay`, no reply, nothing else changes); an accepted
//! one is counted here (`ctl_ok`: accepted, control), raises `floor`, and
//! is acted on with its record (the payload before the trailer). Its reply
//! is sealed: **Sign** feeds the reply's header (the descriptor's) to the
//! core, Words feeds the record and the echoed counter as it writes them,
//! and writes the tag last. A frame costs about 2 cycles a word of its
//! header and payload in each direction, which CONTROL frames, rare
//! beside data frames, do not feel.

use super::bswap::ByteSwap;
use super::clear_engine::ClearEngine;
use super::frame_divider::FrameDivider;
use super::layout::*;
use super::query_control::QueryControl;
use super::reply_writer::*;
use super::sig::*;
use super::siphash::SipHash24;
use rust_hdl::prelude::*;

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum CState {
    Idle,
    Drain,
    Hdr,
    Load,
    Tag,
    Exec,
    Div,
    Clear,
    Sign,
    Words,
    Push,
}

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct ControlPath {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- the frame that drains (held in Check's registers)
    pub to_drain: Signal<In, Bit>,
    pub hdr: Signal<In, Bits<320>>,
    pub port: Signal<In, Bits<PORT_BITS>>,
    /// Its payload words still stored in the port's FIFO.
    pub left: Signal<In, Bits<12>>,
    pub command: Signal<In, Bits<8>>,
    pub payload_len: Signal<In, Bits<16>>,
    pub end_phase: Signal<In, Bit>,
    /// The key of the authenticated control (mgmt_regs.rs): k0 = `key[63:0]`;
    /// `key_changed` pulses when it is committed or cleared (the floor
    /// restarts at 0).
    pub key: Signal<In, Bits<128>>,
    pub key_valid: Signal<In, Bit>,
    pub key_changed: Signal<In, Bit>,
    /// The oldest payload word of its port, and whether there is none.
    pub word: Signal<In, Bits<64>>,
    pub word_empty: Signal<In, Bit>,
    /// Take one word / discard the `left` words still stored.
    pub pop: Signal<Out, Bit>,
    pub skip: Signal<Out, Bit>,
    // ---- the reply's record (commit_stage.rs)
    pub ack: Signal<In, Bit>,
    pub ack_phase: Signal<In, Bit>,
    pub ack_next: Signal<In, Bits<32>>,
    pub rec_frames: Signal<In, Bits<32>>,
    pub rec_tuples: Signal<In, Bits<64>>,
    pub send_end: Signal<In, Bit>,
    // ---- the rest of the switch
    /// Everything before the frame has been processed and sent.
    pub drained: Signal<In, Bit>,
    /// The counter `counter_read` selects (READ_COUNTERS' reply words).
    pub counter: Signal<In, Bits<64>>,
    pub counter_read: Signal<Out, Bits<5>>,
    /// The framers' `sent` totals (END records).
    pub sent0_frames: Signal<In, Bits<32>>,
    pub sent0_tuples: Signal<In, Bits<64>>,
    pub sent1_frames: Signal<In, Bits<32>>,
    pub sent1_tuples: Signal<In, Bits<64>>,
    pub sent1_aux: Signal<In, Bits<64>>,
    // ---- ring A and the descriptor FIFO of the reply's port
    pub ra_write: Signal<Out, Bit>,
    pub ra_data: Signal<Out, Bits<64>>,
    pub ra_port: Signal<Out, Bits<PORT_BITS>>,
    pub ra_full: Signal<In, Bit>,
    pub dq_write: Signal<Out, Bit>,
    pub dq_data: Signal<Out, Bits<DQ_BITS>>,
    pub dq_full: Signal<In, Bit>,
    // ---- what it starts
    /// No frame drains.
    pub idle: Signal<Out, Bit>,
    /// Pulse: a new query was configured.
    pub cfg_clear: Signal<Out, Bit>,
    pub bu_flush: Signal<Out, Bit>,
    /// The switch's END is queued behind the ACK pushed now.
    pub end_queued: Signal<Out, Bit>,
    pub clear_counters: Signal<Out, Bit>,
    /// A frame of the engine's own was pushed.
    pub own_frame: Signal<Out, Bit>,
    /// Count the CONTROL frame in Exec: accepted (`frames_accepted` and
    /// `control_frames`), or dropped under `auth_drop_idx`.
    pub ctl_ok: Signal<Out, Bit>,
    pub auth_drop: Signal<Out, Bit>,
    pub auth_drop_idx: Signal<Out, Bits<5>>,
    /// The highest counter accepted (mgmt_regs.rs shows it).
    pub floor: Signal<Out, Bits<64>>,
    // ---- the query in force
    pub configured: Signal<Out, Bit>,
    pub query_id: Signal<Out, Bits<16>>,
    pub token: Signal<Out, Bits<32>>,
    pub bucket_bits: Signal<Out, Bits<5>>,
    pub filter_bits: Signal<Out, Bits<5>>,
    /// The tables placed on chip (PROTOCOL.md §6.4).
    pub onchip: Signal<Out, Bits<4>>,
    pub sources: Signal<Out, Bits<16>>,
    pub sink: Signal<Out, Bits<48>>,
    pub sink_port: Signal<Out, Bits<PORT_BITS>>,
    pub route: Signal<Out, Bit>,
    /// RESULT tuples carry only the probe's payload (flags bit 1).
    pub shape: Signal<Out, Bit>,
    pub end_sent0: Signal<Out, Bit>,
    pub end_sent1: Signal<Out, Bit>,
    /// Tuples per RESULT, SPILL and OVERFLOW frame.
    pub res_per: Signal<Out, Bits<16>>,
    pub sp_per: Signal<Out, Bits<16>>,
    pub ov_per: Signal<Out, Bits<16>>,
    // ---- the table clear (CONFIGURE)
    pub clr_valid: Signal<Out, Bit>,
    pub clr_ctrl: Signal<Out, Bit>,
    pub clr_addr: Signal<Out, Bits<32>>,
    pub clr_go: Signal<Out, Bit>,
    pub clr_ready0: Signal<In, Bit>,
    pub clr_ready1: Signal<In, Bit>,
    /// Pulse: clear the membership filters (filter.rs) beside the tables;
    /// the reply waits while they are `f_clearing`.
    pub f_clear: Signal<Out, Bit>,
    pub f_clearing: Signal<In, Bit>,
    qc: QueryControl,
    div: FrameDivider,
    clr: ClearEngine,
    rw: ReplyWriter,
    sip: SipHash24,
    /// The counter as a number; the tag in lane order.
    sw_ctr: ByteSwap<64>,
    sw_tag: ByteSwap<64>,
    state: DFF<CState>,
    /// The frame is a CONTROL frame (its reply is sealed).
    seal: DFF<Bit>,
    /// It streams through the MAC core (a CONTROL frame that can hold a
    /// trailer, a key installed).
    feed: DFF<Bit>,
    /// Header word fed next (Hdr, Sign); payload words taken (Load).
    hidx: DFF<Bits<3>>,
    fidx: DFF<Bits<4>>,
    /// The payload's words (a frame may store more: its padding).
    pwords: Signal<Local, Bits<4>>,
    /// The word written to ring A (and fed to the core).
    wword: Signal<Local, Bits<64>>,
    /// The request's counter and tag words (lane order).
    ctr_w: DFF<Bits<64>>,
    tag_w: DFF<Bits<64>>,
    /// The core's last tag, and whether it came since the message started.
    mtag: DFF<Bits<64>>,
    tag_seen: DFF<Bit>,
    /// The request's tag matched; its counter is above the floor.
    auth_ok: DFF<Bit>,
    fresh: DFF<Bit>,
    floor_r: DFF<Bits<64>>,
    /// The request passes (an ACK's frame, or an authenticated CONTROL).
    pass: Signal<Local, Bit>,
    /// The payload length as the decode sees it: a CONTROL frame's record.
    rec_len: Signal<Local, Bits<16>>,
    can_feed: Signal<Local, Bit>,
    /// The first five payload words of a CONTROL frame (Load).
    p: [DFF<Bits<64>>; 5],
    widx: DFF<Bits<3>>,
    status: DFF<Bits<8>>,
    wn: DFF<Bits<6>>,
    wi: DFF<Bits<6>>,
    wkind: DFF<Bits<3>>,
    dkind: DFF<Bits<2>>,
    c_res: DFF<Bits<16>>,
    c_sp: DFF<Bits<16>>,
    c_ov: DFF<Bits<16>>,
    /// `dq_full` a cycle ago. Push waits on it rather than on the FIFO's
    /// count of this cycle (docs/HDL.md §4, longest paths). Exact: while the
    /// engine writes its replies the framers are drained, so only the
    /// emitter changes the FIFO (it pops), and the engine's own pushes are
    /// at least a record's words apart.
    dq_full_r: DFF<Bit>,
    reply_pushed: Signal<Local, Bit>,
    /// RESULT, SPILL and OVERFLOW (= build) tuple widths in bytes.
    res_w: Constant<Bits<16>>,
    res_payload_w: Constant<Bits<16>>,
    sp_w: Constant<Bits<16>>,
    bw_c: Constant<Bits<16>>,
    tables3: Constant<Bits<3>>,
    dual_c: Constant<Bit>,
    H_QUERY_ID: Constant<Bits<32>>,
    W_END: Constant<Bits<32>>,
    F_REPLY: Constant<Bits<32>>,
    F_ACK: Constant<Bits<32>>,
    F_END: Constant<Bits<32>>,
    RECORD_WORDS: Constant<Bits<32>>,
    AUTH_TRAILER_LEN: Constant<Bits<16>>,
    AUTH_PAYLOAD_MAX: Constant<Bits<16>>,
    C_AUTH: Constant<Bits<32>>,
    C_REPLAY: Constant<Bits<32>>,
}

impl ControlPath {
    pub fn new(mac: [u8; 6]) -> ControlPath {
        ControlPath {
            clock: Default::default(),
            reset: Default::default(),
            to_drain: Default::default(),
            hdr: Default::default(),
            port: Default::default(),
            left: Default::default(),
            command: Default::default(),
            payload_len: Default::default(),
            end_phase: Default::default(),
            key: Default::default(),
            key_valid: Default::default(),
            key_changed: Default::default(),
            word: Default::default(),
            word_empty: Default::default(),
            pop: Default::default(),
            skip: Default::default(),
            ack: Default::default(),
            ack_phase: Default::default(),
            ack_next: Default::default(),
            rec_frames: Default::default(),
            rec_tuples: Default::default(),
            send_end: Default::default(),
            drained: Default::default(),
            counter: Default::default(),
            counter_read: Default::default(),
            sent0_frames: Default::default(),
            sent0_tuples: Default::default(),
            sent1_frames: Default::default(),
            sent1_tuples: Default::default(),
            sent1_aux: Default::default(),
            ra_write: Default::default(),
            ra_data: Default::default(),
            ra_port: Default::default(),
            ra_full: Default::default(),
            dq_write: Default::default(),
            dq_data: Default::default(),
            dq_full: Default::default(),
            idle: Default::default(),
            cfg_clear: Default::default(),
            bu_flush: Default::default(),
            end_queued: Default::default(),
            clear_counters: Default::default(),
            own_frame: Default::default(),
            ctl_ok: Default::default(),
            auth_drop: Default::default(),
            auth_drop_idx: Default::default(),
            floor: Default::default(),
            configured: Default::default(),
            query_id: Default::default(),
            token: Default::default(),
            bucket_bits: Default::default(),
            filter_bits: Default::default(),
            onchip: Default::default(),
            f_clear: Default::default(),
            f_clearing: Default::default(),
            sources: Default::default(),
            sink: Default::default(),
            sink_port: Default::default(),
            route: Default::default(),
            shape: Default::default(),
            end_sent0: Default::default(),
            end_sent1: Default::default(),
            res_per: Default::default(),
            sp_per: Default::default(),
            ov_per: Default::default(),
            clr_valid: Default::default(),
            clr_ctrl: Default::default(),
            clr_addr: Default::default(),
            clr_go: Default::default(),
            clr_ready0: Default::default(),
            clr_ready1: Default::default(),
            qc: Default::default(),
            div: Default::default(),
            clr: Default::default(),
            rw: ReplyWriter::new(mac),
            sip: Default::default(),
            sw_ctr: Default::default(),
            sw_tag: Default::default(),
            state: Default::default(),
            seal: Default::default(),
            feed: Default::default(),
            hidx: Default::default(),
            fidx: Default::default(),
            pwords: Default::default(),
            wword: Default::default(),
            ctr_w: Default::default(),
            tag_w: Default::default(),
            mtag: Default::default(),
            tag_seen: Default::default(),
            auth_ok: Default::default(),
            fresh: Default::default(),
            floor_r: Default::default(),
            pass: Default::default(),
            rec_len: Default::default(),
            can_feed: Default::default(),
            p: Default::default(),
            widx: Default::default(),
            status: Default::default(),
            wn: Default::default(),
            wi: Default::default(),
            wkind: Default::default(),
            dkind: Default::default(),
            c_res: Default::default(),
            c_sp: Default::default(),
            c_ov: Default::default(),
            dq_full_r: Default::default(),
            reply_pushed: Default::default(),
            res_w: Constant::new((RESULT_BYTES as u64).into()),
            res_payload_w: Constant::new(((RESULT_BYTES - TABLES * KEY_BYTES) as u64).into()),
            sp_w: Constant::new((SPILL_BYTES as u64).into()),
            bw_c: Constant::new((SLOT_BYTES as u64).into()),
            tables3: Constant::new((TABLES as u64).into()),
            dual_c: Constant::new(CONTROLLERS == 2),
            H_QUERY_ID: lp(H_QUERY_ID as u64),
            W_END: lp(W_END),
            F_REPLY: lp(F_REPLY),
            F_ACK: lp(F_ACK),
            F_END: lp(F_END),
            RECORD_WORDS: lp(RECORD_WORDS),
            AUTH_TRAILER_LEN: Constant::new(AUTH_TRAILER_LEN.into()),
            AUTH_PAYLOAD_MAX: Constant::new(AUTH_PAYLOAD_MAX.into()),
            C_AUTH: lp(C_AUTH),
            C_REPLAY: lp(C_REPLAY),
        }
    }
}

impl Logic for ControlPath {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, widx, status, wn, wi, wkind, dkind, c_res, c_sp, c_ov, dq_full_r,
            seal, feed, hidx, fidx, ctr_w, tag_w, mtag, tag_seen, auth_ok, fresh, floor_r
        );
        for i in 0..5 {
            self.p[i].clock.next = self.clock.val();
            self.p[i].d.next = self.p[i].q.val();
        }
        clock!(self, clock, qc, div, clr, sip);
        self.sip.reset.next = self.reset.val();
        self.qc.reset.next = self.reset.val();
        self.div.reset.next = self.reset.val();
        self.clr.reset.next = self.reset.val();
        self.idle.next = self.state.q.val() == CState::Idle;
        self.dq_full_r.d.next = self.dq_full.val();
        // ---- the request and the query in force (query_control.rs)
        for i in 0..5 {
            self.qc.request[i].next = self.p[i].q.val();
        }
        self.qc.command.next = self.command.val();
        // a CONTROL frame's record is its payload before the trailer
        self.rec_len.next = self.payload_len.val();
        if self.seal.q.val() {
            self.rec_len.next = self.payload_len.val() - self.AUTH_TRAILER_LEN.val();
        }
        self.qc.payload_len.next = self.rec_len.val();
        self.qc.request_qid.next = self.hdr.val().get_bits::<16>(H_QUERY_ID);
        self.qc.request_port.next = self.port.val();
        self.qc.ack.next = self.ack.val();
        self.pass.next = !self.seal.q.val() | (self.auth_ok.q.val() & self.fresh.q.val());
        self.qc.exec.next = (self.state.q.val() == CState::Exec) & self.pass.val();
        self.qc.end_phase.next = self.end_phase.val();
        self.configured.next = self.qc.configured.val();
        self.query_id.next = self.qc.query_id.val();
        self.token.next = self.qc.token.val();
        self.bucket_bits.next = self.qc.bucket_bits.val();
        self.filter_bits.next = self.qc.filter_bits.val();
        self.onchip.next = self.qc.onchip.val();
        self.sources.next = self.qc.sources.val();
        self.sink.next = self.qc.sink.val();
        self.sink_port.next = self.qc.sink_port.val();
        self.route.next = self.qc.route.val();
        self.shape.next = self.qc.shape.val();
        self.end_sent0.next = self.qc.end_sent0.val();
        self.end_sent1.next = self.qc.end_sent1.val();
        self.clear_counters.next = self.qc.clear_counters.val();
        self.res_per.next = self.c_res.q.val();
        self.sp_per.next = self.c_sp.q.val();
        self.ov_per.next = self.c_ov.q.val();
        // ---- CONFIGURE: tuples per output frame, then the memory clear
        self.div.start.next = false;
        self.div.dividend.next = self.qc.max_payload.val();
        self.div.divisor[0].next = self.res_w.val();
        if self.qc.shape.val() {
            self.div.divisor[0].next = self.res_payload_w.val();
        }
        self.div.divisor[1].next = self.sp_w.val();
        // OVERFLOW tuples are build tuples (K + V bytes), for every signature
        self.div.divisor[2].next = self.bw_c.val();
        self.clr.start.next = false;
        self.clr.run.next = self.state.q.val() == CState::Clear;
        self.clr.tables.next = self.tables3.val();
        self.clr.bucket_bits.next = self.qc.bucket_bits.val();
        self.clr.dual.next = self.dual_c.val();
        self.clr.ready0.next = self.clr_ready0.val();
        self.clr.ready1.next = self.clr_ready1.val();
        self.clr_valid.next = self.clr.valid.val();
        self.clr_ctrl.next = self.clr.ctrl.val();
        self.clr_addr.next = self.clr.addr.val();
        self.clr_go.next = self.clr.go.val();
        // ---- the reply: payload words into ring A, then its descriptor
        self.rw.kind.next = self.wkind.q.val();
        self.rw.index.next = self.wi.q.val().get_bits::<5>(0);
        self.rw.counter.next = self.counter.val();
        self.rw.request0.next = self.p[0].q.val();
        self.rw.request1.next = self.p[1].q.val();
        self.rw.ack_frames.next = self.rec_frames.val();
        self.rw.ack_tuples.next = self.rec_tuples.val();
        self.rw.end_phase.next = self.end_phase.val();
        self.rw.sent0_frames.next = self.sent0_frames.val();
        self.rw.sent0_tuples.next = self.sent0_tuples.val();
        self.rw.sent1_frames.next = self.sent1_frames.val();
        self.rw.sent1_tuples.next = self.sent1_tuples.val();
        self.rw.sent1_aux.next = self.sent1_aux.val();
        self.rw.frame.next = self.dkind.q.val();
        self.rw.hdr.next = self.hdr.val();
        self.rw.status.next = self.status.q.val();
        self.rw.words.next = self.wn.q.val();
        self.rw.in_port.next = self.port.val();
        self.rw.ack_phase.next = self.ack_phase.val();
        self.rw.ack_next.next = self.ack_next.val();
        self.rw.query_id.next = self.qc.query_id.val();
        self.rw.token.next = self.qc.token.val();
        self.rw.sink.next = self.qc.sink.val();
        self.rw.sink_port.next = self.qc.sink_port.val();
        self.wword.next = self.rw.data.val();
        self.ra_port.next = self.rw.port.val();
        self.dq_data.next = self.rw.desc.val();
        self.counter_read.next = self.wi.q.val().get_bits::<5>(0);
        self.ra_write.next = false;
        self.dq_write.next = false;
        self.pop.next = false;
        self.skip.next = false;
        self.bu_flush.next = false;
        self.cfg_clear.next = false;
        self.f_clear.next = false;
        self.own_frame.next = false;
        self.end_queued.next = false;
        self.reply_pushed.next = false;
        self.ctl_ok.next = false;
        self.auth_drop.next = false;
        self.auth_drop_idx.next = self.C_AUTH.val().get_bits::<5>(0);
        self.floor.next = self.floor_r.q.val();
        // ---- the MAC core: fed in Hdr, Load, Sign and Words; its tag kept
        self.sip.key.next = self.key.val();
        self.sip.s_axis_tvalid.next = false;
        self.sip.s_axis_tlast.next = false;
        self.sip.s_axis_tkeep.next = 0xFF.into();
        self.sip.s_axis_tdata.next = self.word.val();
        if self.sip.m_tag_valid.val() {
            self.mtag.d.next = self.sip.m_tag.val();
            self.tag_seen.d.next = true;
        }
        self.sw_tag.inp.next = self.mtag.q.val();
        self.sw_ctr.inp.next = self.ctr_w.q.val();
        self.pwords.next = self.payload_len.val().get_bits::<4>(3);
        // 16 to 56 B in whole words, and a key to check them with
        self.can_feed.next = self.key_valid.val()
            & (self.payload_len.val().get_bits::<3>(0) == 0)
            & (self.payload_len.val() >= self.AUTH_TRAILER_LEN.val())
            & (self.payload_len.val() <= self.AUTH_PAYLOAD_MAX.val());
        match self.state.q.val() {
            CState::Idle => {}
            CState::Drain => {
                // everything before has been processed and sent, every lane's
                // tuples included
                if self.drained.val() {
                    self.state.d.next = CState::Load;
                    self.seal.d.next = !self.ack.val();
                    self.feed.d.next = !self.ack.val() & self.can_feed.val();
                    self.auth_ok.d.next = false;
                    self.fresh.d.next = false;
                    self.tag_seen.d.next = false;
                    self.hidx.d.next = 0.into();
                    self.fidx.d.next = 0.into();
                    if !self.ack.val() & self.can_feed.val() {
                        self.state.d.next = CState::Hdr;
                    }
                }
            }
            CState::Hdr => {
                // the request's header words, as received
                for i in 0..5 {
                    if self.hidx.q.val().index() == i {
                        self.sip.s_axis_tdata.next = self.hdr.val().get_bits::<64>(64 * i);
                    }
                }
                self.sip.s_axis_tvalid.next = true;
                if self.sip.s_axis_tready.val() {
                    self.hidx.d.next = self.hidx.q.val() + 1;
                    if self.hidx.q.val() == 4 {
                        self.state.d.next = CState::Load;
                    }
                }
            }
            CState::Load => {
                if self.feed.q.val() {
                    // every payload word up to the counter into the core
                    // (the counter last), the tag aside, the first 5 kept;
                    // then the padding of a short frame is discarded
                    if self.fidx.q.val() + 1 == self.pwords.val() {
                        if !self.word_empty.val() {
                            self.pop.next = true;
                            self.tag_w.d.next = self.word.val();
                            self.fidx.d.next = self.fidx.q.val() + 1;
                        }
                    } else if self.fidx.q.val() < self.pwords.val() {
                        self.sip.s_axis_tvalid.next = !self.word_empty.val();
                        self.sip.s_axis_tlast.next = self.fidx.q.val() + 2 == self.pwords.val();
                        if !self.word_empty.val() & self.sip.s_axis_tready.val() {
                            self.pop.next = true;
                            self.fidx.d.next = self.fidx.q.val() + 1;
                            for i in 0..5 {
                                if self.widx.q.val().index() == i {
                                    self.p[i].d.next = self.word.val();
                                }
                            }
                            if self.widx.q.val() != 5 {
                                self.widx.d.next = self.widx.q.val() + 1;
                            }
                            self.ctr_w.d.next = self.word.val();
                        }
                    } else if self.left.val() != 0 {
                        self.skip.next = true;
                    } else {
                        self.state.d.next = CState::Tag;
                    }
                } else if self.seal.q.val() & (self.left.val() != 0) {
                    // a CONTROL frame that cannot be checked: nothing kept
                    self.skip.next = true;
                } else if (self.left.val() != 0) & (self.widx.q.val() == 5) {
                    // the first 5 payload words are kept, the rest is discarded
                    self.skip.next = true;
                } else if self.left.val() != 0 {
                    if !self.word_empty.val() {
                        self.pop.next = true;
                        for i in 0..5 {
                            if self.widx.q.val().index() == i {
                                self.p[i].d.next = self.word.val();
                            }
                        }
                        self.widx.d.next = self.widx.q.val() + 1;
                    }
                } else {
                    self.state.d.next = CState::Exec;
                }
            }
            CState::Tag => {
                // the decode of the record registers meanwhile (query_control.rs)
                if self.tag_seen.q.val() {
                    self.auth_ok.d.next = self.sw_tag.out.val() == self.tag_w.q.val();
                    self.fresh.d.next = self.sw_ctr.out.val() > self.floor_r.q.val();
                    self.state.d.next = CState::Exec;
                }
            }
            CState::Exec => {
                self.wi.d.next = 0.into();
                self.hidx.d.next = 0.into();
                self.tag_seen.d.next = false;
                self.status.d.next = self.qc.status.val();
                self.wn.d.next = bit_cast::<6, 5>(self.qc.words.val());
                if self.seal.q.val() {
                    // the record, the echoed counter and the tag
                    self.wn.d.next = bit_cast::<6, 5>(self.qc.words.val()) + 2;
                }
                self.dkind.d.next = self.qc.frame.val();
                if self.qc.kind_set.val() & self.pass.val() {
                    self.wkind.d.next = self.qc.kind.val();
                }
                self.state.d.next = CState::Words;
                if self.seal.q.val() {
                    self.state.d.next = CState::Sign;
                }
                if !self.pass.val() {
                    // never answered, nothing changes but its counter
                    self.auth_drop.next = true;
                    if self.auth_ok.q.val() {
                        self.auth_drop_idx.next = self.C_REPLAY.val().get_bits::<5>(0);
                    }
                    self.state.d.next = CState::Idle;
                } else {
                    if self.seal.q.val() {
                        // counted before it acts: READ_COUNTERS includes itself
                        self.ctl_ok.next = true;
                        self.floor_r.d.next = self.sw_ctr.out.val();
                    }
                    if self.qc.configure.val() {
                        self.cfg_clear.next = true;
                        self.bu_flush.next = true;
                        self.div.start.next = true;
                        self.clr.start.next = true;
                        self.state.d.next = CState::Div;
                    }
                }
            }
            CState::Div => {
                // tuples per RESULT, SPILL and OVERFLOW frame (16 cycles)
                if self.div.last.val() {
                    // the new query's filter_bits and on-chip placement have
                    // been in force since Exec: the filters and the on-chip
                    // stores clear as much as it uses
                    self.f_clear.next = true;
                    self.state.d.next = CState::Clear;
                }
            }
            CState::Clear => {
                self.c_res.d.next = self.div.quotient[0].val();
                self.c_sp.d.next = self.div.quotient[1].val();
                self.c_ov.d.next = self.div.quotient[2].val();
                if self.clr.done.val() & !self.f_clearing.val() {
                    self.state.d.next = CState::Sign;
                }
            }
            CState::Sign => {
                // the reply's header, as the descriptor will send it
                for i in 0..5 {
                    if self.hidx.q.val().index() == i {
                        self.sip.s_axis_tdata.next = self.rw.desc.val().get_bits::<64>(64 * i);
                    }
                }
                self.sip.s_axis_tvalid.next = true;
                if self.sip.s_axis_tready.val() {
                    self.hidx.d.next = self.hidx.q.val() + 1;
                    if self.hidx.q.val() == 4 {
                        self.state.d.next = CState::Words;
                    }
                }
            }
            CState::Words => {
                if self.seal.q.val() & (self.wi.q.val() + 1 == self.wn.q.val()) {
                    // the tag, once the core has it
                    self.wword.next = self.sw_tag.out.val();
                    if self.tag_seen.q.val() & !self.ra_full.val() {
                        self.ra_write.next = true;
                        self.wi.d.next = self.wi.q.val() + 1;
                    }
                } else if self.seal.q.val() & (self.wi.q.val() < self.wn.q.val()) {
                    // the record, then the counter: written and fed together
                    if self.wi.q.val() + 2 == self.wn.q.val() {
                        self.wword.next = self.ctr_w.q.val();
                    }
                    self.sip.s_axis_tdata.next = self.wword.val();
                    self.sip.s_axis_tvalid.next = !self.ra_full.val();
                    self.sip.s_axis_tlast.next = self.wi.q.val() + 2 == self.wn.q.val();
                    if !self.ra_full.val() & self.sip.s_axis_tready.val() {
                        self.ra_write.next = true;
                        self.wi.d.next = self.wi.q.val() + 1;
                    }
                } else if self.wi.q.val() < self.wn.q.val() {
                    if !self.ra_full.val() {
                        self.ra_write.next = true;
                        self.wi.d.next = self.wi.q.val() + 1;
                    }
                } else {
                    self.state.d.next = CState::Push;
                }
            }
            CState::Push => {
                if !self.dq_full_r.q.val() {
                    self.dq_write.next = true;
                    self.own_frame.next = true;
                    self.state.d.next = CState::Idle;
                    self.reply_pushed.next = self.dkind.q.val() == F_REPLY;
                    if (self.dkind.q.val() == F_ACK) & self.send_end.val() {
                        self.end_queued.next = true;
                        self.seal.d.next = false;
                        self.wkind.d.next = W_END.into();
                        self.wn.d.next = RECORD_WORDS.into();
                        self.wi.d.next = 0.into();
                        self.dkind.d.next = F_END.into();
                        self.state.d.next = CState::Words;
                    }
                }
            }
        }
        self.qc.reply_pushed.next = self.reply_pushed.val();
        self.qc.end_queued.next = self.end_queued.val();
        self.ra_data.next = self.wword.val();
        // Commit's frame moves on to Drain (Check is empty then).
        if self.to_drain.val() {
            self.widx.d.next = 0.into();
            self.state.d.next = CState::Drain;
        }
        if self.key_changed.val() {
            self.floor_r.d.next = 0.into();
        }
        if self.reset.val() {
            self.state.d.next = CState::Idle;
            self.floor_r.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::Bench;
    use netjoin_proto::auth::{self, ControlKey};
    use netjoin_proto::{Header, Mac, Opcode, COORDINATOR_SOURCE, HEADER_LEN};

    const MAC: [u8; 6] = [2, 0, 0, 0, 0, 0xAA];

    fn key() -> ControlKey {
        ControlKey::from_bytes(core::array::from_fn(|i| 0x40 + i as u8))
    }

    fn key_bits(k: &ControlKey) -> Bits<128> {
        let (k0, k1) = k.words();
        (Bits::<128>::from(k1) << 64) | Bits::<128>::from(k0)
    }

    fn bench(u: &mut ControlPath) -> Bench<'_, ControlPath> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b.uut().key.next = key_bits(&key());
        b.uut().key_valid.next = true;
        b
    }

    /// A CONTROL frame with `record`, sealed under `k` with `counter`
    /// (`None`: a bare record).
    fn request(cmd: u8, record: &[u8], counter: u64, k: Option<&ControlKey>) -> Vec<u8> {
        let mut h = Header::new(Opcode::Control, Mac(MAC), Mac::local(0xFFFE));
        h.source = COORDINATOR_SOURCE;
        h.table = cmd;
        h.seq = 41;
        match k {
            Some(k) => auth::seal(&h, record, counter, k),
            None => netjoin_proto::FrameBuilder::encode(&h, record),
        }
    }

    struct Outcome {
        /// The reply's frame (header from its descriptor, payload from ring A).
        reply: Option<Vec<u8>>,
        cycles: u64,
        /// (dropped, counter index) and accepted, as counted.
        dropped: Option<u64>,
        accepted: bool,
        skipped: u64,
    }

    /// Drains `frame` through the path: its stored payload words (padding
    /// included) come from a FIFO empty on every `empty_every`-th cycle,
    /// ring A is full on every `full_every`-th. Counter i reads 1000 + i.
    fn drain(
        b: &mut Bench<'_, ControlPath>,
        frame: &[u8],
        empty_every: u64,
        full_every: u64,
    ) -> Outcome {
        let h = Header::parse(frame).unwrap();
        let stored: Vec<u64> = frame[HEADER_LEN..]
            .chunks(8)
            .map(|c| {
                let mut w = [0u8; 8];
                w[..c.len()].copy_from_slice(c);
                u64::from_le_bytes(w)
            })
            .collect();
        let u = b.uut();
        u.hdr.next = crate::layout::lanes::<320>(&frame[..HEADER_LEN]);
        u.command.next = (h.table as u64).into();
        u.payload_len.next = (h.payload_len as u64).into();
        u.port.next = 1.into();
        u.ack.next = false;
        u.to_drain.next = true;
        u.drained.next = false;
        b.tick();
        b.uut().to_drain.next = false;
        let mut next = 0usize;
        let mut out = Outcome {
            reply: None,
            cycles: 0,
            dropped: None,
            accepted: false,
            skipped: 0,
        };
        let mut words = vec![];
        for c in 0..2000u64 {
            let u = b.uut();
            u.drained.next = c > 3;
            let empty = next == stored.len() || (empty_every != 0 && c % empty_every == 0);
            u.word_empty.next = empty;
            u.word.next = stored.get(next).copied().unwrap_or(0).into();
            u.ra_full.next = full_every != 0 && c % full_every == 0;
            u.left.next = ((stored.len() - next) as u64).into();
            let ci = u.counter_read.val().to_u64();
            u.counter.next = (1000 + ci).into();
            b.settle();
            let u = b.uut();
            if u.pop.val() {
                assert!(!u.word_empty.val(), "a pop of an empty FIFO");
                next += 1;
            }
            if u.skip.val() {
                out.skipped += (stored.len() - next) as u64;
                next = stored.len();
            }
            if u.ra_write.val() {
                assert!(!u.ra_full.val(), "a write into a full ring");
                assert_eq!(u.ra_port.val().to_u64(), 1, "back on the request's port");
                words.push(u.ra_data.val().to_u64());
            }
            if u.auth_drop.val() {
                assert!(out.dropped.is_none());
                out.dropped = Some(u.auth_drop_idx.val().to_u64());
            }
            out.accepted |= u.ctl_ok.val();
            if u.dq_write.val() {
                assert!(u.own_frame.val());
                let d = u.dq_data.val();
                let mut f: Vec<u8> = (0..HEADER_LEN)
                    .map(|i| d.get_bits::<8>(8 * i).to_u8())
                    .collect();
                for w in &words {
                    f.extend_from_slice(&w.to_le_bytes());
                }
                out.reply = Some(f);
            }
            b.tick();
            if b.uut().idle.val() && c > 4 {
                out.cycles = c;
                return out;
            }
        }
        panic!("the path did not return to idle");
    }

    #[test]
    fn idle_it_does_nothing() {
        let mut u = ControlPath::new(MAC);
        let mut b = bench(&mut u);
        b.uut().drained.next = true;
        for _ in 0..6 {
            b.settle();
            let u = b.uut();
            assert!(
                u.idle.val()
                    && !u.ra_write.val()
                    && !u.dq_write.val()
                    && !u.pop.val()
                    && !u.skip.val()
                    && !u.ctl_ok.val()
                    && !u.auth_drop.val()
            );
            assert!(!u.cfg_clear.val() && !u.configured.val());
            b.tick();
        }
    }

    #[test]
    fn a_sealed_read_counters_is_answered_sealed_with_its_counter() {
        let mut u = ControlPath::new(MAC);
        let mut b = bench(&mut u);
        let o = drain(&mut b, &request(4, &[], 7, Some(&key())), 0, 0);
        assert!(o.accepted && o.dropped.is_none());
        let reply = o.reply.expect("a reply");
        let h = Header::parse(&reply).unwrap();
        assert_eq!(
            (h.opcode, h.seq, h.table, h.flags),
            (Opcode::ControlReply, 41, 4, 0)
        );
        assert_eq!(h.payload_len as usize, 8 * NCOUNTERS + auth::TRAILER_LEN);
        let opened =
            auth::open(&reply, h.payload_len as usize, &key()).expect("sealed under the key");
        assert_eq!(opened.counter, 7, "the request's counter echoed");
        for (i, c) in opened.record.chunks(8).enumerate() {
            assert_eq!(u64::from_be_bytes(c.try_into().unwrap()), 1000 + i as u64);
        }
        assert_eq!(b.uut().floor.val().to_u64(), 7);
        // back-pressure from the FIFO and the ring costs cycles, not words
        let mut u2 = ControlPath::new(MAC);
        let mut b2 = bench(&mut u2);
        let o2 = drain(&mut b2, &request(4, &[], 7, Some(&key())), 3, 4);
        assert_eq!(o2.reply, Some(reply));
        assert!(o2.cycles > o.cycles, "{} vs {}", o2.cycles, o.cycles);
    }

    #[test]
    fn a_frame_without_a_valid_mac_is_dropped_unanswered() {
        let mut other = key().to_bytes();
        other[0] ^= 1;
        let other = ControlKey::from_bytes(other);
        let good = request(4, &[], 9, Some(&key()));
        let mut flipped = good.clone();
        flipped[20] ^= 0x10;
        let mut bad_tag = good.clone();
        bad_tag[HEADER_LEN + 15] ^= 0x80;
        for (what, f) in [
            ("another key", request(4, &[], 9, Some(&other))),
            ("a flipped header byte", flipped),
            ("a flipped tag byte", bad_tag),
            ("a bare request", request(4, &[], 0, None)),
            ("a payload of 12 B", request(4, &[0; 12], 0, None)),
            ("a payload over 56 B", request(2, &[0; 48], 9, Some(&key()))),
        ] {
            let mut u = ControlPath::new(MAC);
            let mut b = bench(&mut u);
            let o = drain(&mut b, &f, 0, 0);
            assert_eq!(o.dropped, Some(C_AUTH), "{what}");
            assert!(o.reply.is_none() && !o.accepted, "{what}");
            assert_eq!(b.uut().floor.val().to_u64(), 0, "{what}");
            assert!(!b.uut().configured.val());
        }
        // no key installed: even a good frame
        let mut u = ControlPath::new(MAC);
        let mut b = bench(&mut u);
        b.uut().key_valid.next = false;
        let o = drain(&mut b, &good, 0, 0);
        assert_eq!((o.dropped, o.reply.is_none()), (Some(C_AUTH), true));
    }

    #[test]
    fn a_counter_not_above_the_floor_is_a_replay_until_the_key_changes() {
        let mut u = ControlPath::new(MAC);
        let mut b = bench(&mut u);
        let f = request(1, &[], 1 << 40, Some(&key()));
        let first = drain(&mut b, &f, 0, 0);
        assert!(first.accepted && first.reply.is_some());
        let again = drain(&mut b, &f, 0, 0);
        assert_eq!(
            (again.dropped, again.reply.is_none()),
            (Some(C_REPLAY), true)
        );
        let older = drain(&mut b, &request(1, &[], (1 << 40) - 1, Some(&key())), 0, 0);
        assert_eq!(older.dropped, Some(C_REPLAY));
        let newer = drain(&mut b, &request(1, &[], (1 << 40) + 1, Some(&key())), 0, 0);
        assert!(newer.accepted);
        assert_eq!(b.uut().floor.val().to_u64(), (1 << 40) + 1);
        // a key commit restarts the floor
        b.uut().key_changed.next = true;
        b.tick();
        b.uut().key_changed.next = false;
        b.settle();
        assert_eq!(b.uut().floor.val().to_u64(), 0);
        assert!(drain(&mut b, &f, 0, 0).accepted);
    }

    #[test]
    fn a_bad_record_is_answered_malformed_and_the_padding_is_discarded() {
        // RESET with a one-word record: authenticated, status 2, empty record
        let mut u = ControlPath::new(MAC);
        let mut b = bench(&mut u);
        let o = drain(&mut b, &request(1, &[0; 8], 3, Some(&key())), 0, 0);
        assert!(o.accepted);
        let reply = o.reply.unwrap();
        let h = Header::parse(&reply).unwrap();
        assert_eq!((h.flags, h.payload_len), (2, 16));
        assert_eq!(auth::open(&reply, 16, &key()).unwrap().counter, 3);
        // a sealed RESET is 56 B, padded to 60: the 4 padding bytes are a
        // stored word the path discards
        let mut u2 = ControlPath::new(MAC);
        let mut b2 = bench(&mut u2);
        let o2 = drain(&mut b2, &request(1, &[], 5, Some(&key())), 0, 0);
        assert_eq!((o2.skipped, o2.accepted), (1, true));
    }
}
