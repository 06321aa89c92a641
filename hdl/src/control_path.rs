//! The engine's own frames: CONTROL replies, ACKs and the switch's ENDs.
//! A frame that goes on to Drain from Commit (`to_drain`: an END, a CONTROL
//! frame, or a data frame asking for an ACK) waits in **Drain** until every
//! earlier frame has been fully processed and sent (so counters, `sent`
//! totals and the output order are final). Check's registers still hold it
//! (nothing is taken behind a frame that may drain). Then **Request** reads
//! its first five payload words and discards the rest (request_check.rs),
//! **Exec** acts on it (query_control.rs), a CONFIGURE divides the frame
//! sizes and clears the tables (**Configure**, query_setup.rs), and
//! **Reply** writes the reply's payload words into ring A of its port and
//! pushes its descriptor (reply_sender.rs); an ACK that ends a phase is
//! followed by the switch's END.
//!
//! **Authentication** (PROTOCOL.md §5.4). A CONTROL frame whose payload
//! can hold the trailer (16 to 56 B, whole words) while a key is installed
//! streams through the SipHash core (siphash.rs) in Request, its header
//! and its payload up to the counter, and is judged once the core's tag
//! has come: the tag must match and the counter be above `floor`, the
//! highest counter accepted since the key was installed. Any other CONTROL
//! frame is skipped unread and fails. Exec drops a failed frame (counted
//! under `auth` or `replay`, no reply, nothing else changes); an accepted
//! one is counted here (`ctl_ok`: accepted, control), raises `floor`, and
//! is acted on with its record (the payload before the trailer). Its reply
//! is sealed on the same core as Reply writes it: the reply's header (the
//! descriptor's), the record and the echoed counter, the tag last. A frame
//! costs about 2 cycles a word of its header and payload in each
//! direction, which CONTROL frames, rare beside data frames, do not feel.
//!
//! The request's check, the query's setup and the reply's sender are
//! modules of this one, not of the crate: the catalog crate
//! (bitstreams/src/lib.rs) compiles this file once per signature, and its
//! child modules come with it.

#[path = "query_setup.rs"]
pub mod query_setup;
#[path = "reply_sender.rs"]
pub mod reply_sender;
#[path = "request_check.rs"]
pub mod request_check;

use super::bswap::ByteSwap;
use super::layout::*;
use super::query_control::QueryControl;
use super::sig::CONTEXTS;
use super::siphash::SipHash24;
use query_setup::QuerySetup;
use reply_sender::ReplySender;
use request_check::RequestCheck;
use rust_hdl::prelude::*;

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum CState {
    Idle,
    Drain,
    Request,
    Exec,
    Configure,
    Reply,
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
    // ---- the query contexts (query_control.rs)
    /// The context the datapath serves: the query outputs below are its.
    pub cur: Signal<In, Bits<2>>,
    /// The context an accepted CONFIGURE starts (with `cfg_clear`).
    pub cfg_ctx: Signal<Out, Bits<2>>,
    /// The reply's counter words are bank `bank_ctx`'s (READ_QUERY_COUNTERS).
    pub read_bank: Signal<Out, Bit>,
    pub bank_ctx: Signal<Out, Bits<2>>,
    /// Every context's query, for the frame check.
    pub ctx_held: [Signal<Out, Bit>; CONTEXTS],
    pub ctx_qid: [Signal<Out, Bits<16>>; CONTEXTS],
    pub ctx_token: [Signal<Out, Bits<64>>; CONTEXTS],
    pub any_held: Signal<Out, Bit>,
    // ---- context `cur`'s query
    pub configured: Signal<Out, Bit>,
    pub query_id: Signal<Out, Bits<16>>,
    pub token: Signal<Out, Bits<64>>,
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
    /// Each context's tuples per RESULT, SPILL and OVERFLOW frame, taken
    /// from the divisions while its CONFIGURE runs (it is `cur` then).
    c_res: [DFF<Bits<16>>; CONTEXTS],
    c_sp: [DFF<Bits<16>>; CONTEXTS],
    c_ov: [DFF<Bits<16>>; CONTEXTS],
    /// The request read and its MAC judged; a CONFIGURE's divisions and
    /// clears; the reply written (and sealed) and pushed.
    chk: RequestCheck,
    setup: QuerySetup,
    snd: ReplySender,
    /// The MAC core: the check feeds it in Request, the sender in Reply.
    sip: SipHash24,
    /// The tag in lane order.
    sw_tag: ByteSwap<64>,
    state: DFF<CState>,
    /// The core's last tag, and whether it came since the message started.
    mtag: DFF<Bits<64>>,
    tag_seen: DFF<Bit>,
    H_QUERY_ID: Constant<Bits<32>>,
    H_TOKEN: Constant<Bits<32>>,
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
            cur: Default::default(),
            cfg_ctx: Default::default(),
            read_bank: Default::default(),
            bank_ctx: Default::default(),
            ctx_held: std::array::from_fn(|_| Default::default()),
            ctx_qid: std::array::from_fn(|_| Default::default()),
            ctx_token: std::array::from_fn(|_| Default::default()),
            any_held: Default::default(),
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
            c_res: std::array::from_fn(|_| Default::default()),
            c_sp: std::array::from_fn(|_| Default::default()),
            c_ov: std::array::from_fn(|_| Default::default()),
            chk: Default::default(),
            setup: Default::default(),
            snd: ReplySender::new(mac),
            sip: Default::default(),
            sw_tag: Default::default(),
            state: Default::default(),
            mtag: Default::default(),
            tag_seen: Default::default(),
            H_QUERY_ID: lp(H_QUERY_ID as u64),
            H_TOKEN: lp(H_TOKEN as u64),
            C_AUTH: lp(C_AUTH),
            C_REPLAY: lp(C_REPLAY),
        }
    }
}

impl Logic for ControlPath {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, mtag, tag_seen);
        clock!(self, clock, qc, chk, setup, snd, sip);
        self.qc.reset.next = self.reset.val();
        self.chk.reset.next = self.reset.val();
        self.setup.reset.next = self.reset.val();
        self.snd.reset.next = self.reset.val();
        self.sip.reset.next = self.reset.val();
        self.idle.next = self.state.q.val() == CState::Idle;
        // ---- the request read, a CONTROL frame's MAC judged (request_check.rs)
        self.chk.start.next = (self.state.q.val() == CState::Drain) & self.drained.val();
        self.chk.control.next = !self.ack.val();
        self.chk.abort.next = self.to_drain.val();
        self.chk.hdr.next = self.hdr.val();
        self.chk.payload_len.next = self.payload_len.val();
        self.chk.key_valid.next = self.key_valid.val();
        self.chk.key_changed.next = self.key_changed.val();
        self.chk.word.next = self.word.val();
        self.chk.word_empty.next = self.word_empty.val();
        self.chk.left.next = self.left.val();
        self.pop.next = self.chk.pop.val();
        self.skip.next = self.chk.skip.val();
        self.floor.next = self.chk.floor.val();
        // ---- the request and the query in force (query_control.rs)
        for i in 0..5 {
            self.qc.request[i].next = self.chk.request[i].val();
        }
        self.qc.command.next = self.command.val();
        self.qc.payload_len.next = self.chk.record_len.val();
        self.qc.request_qid.next = self.hdr.val().get_bits::<16>(H_QUERY_ID);
        self.qc.request_token.next = self.hdr.val().get_bits::<64>(H_TOKEN);
        self.qc.request_port.next = self.port.val();
        self.qc.cur.next = self.cur.val();
        self.cfg_ctx.next = self.qc.cfg_ctx.val();
        self.read_bank.next = self.qc.read_bank.val();
        self.bank_ctx.next = self.qc.bank_ctx.val();
        self.any_held.next = self.qc.any_held.val();
        for c in 0..CONTEXTS {
            self.ctx_held[c].next = self.qc.ctx_held[c].val();
            self.ctx_qid[c].next = self.qc.ctx_qid[c].val();
            self.ctx_token[c].next = self.qc.ctx_token[c].val();
        }
        self.qc.ack.next = self.ack.val();
        self.qc.exec.next = (self.state.q.val() == CState::Exec) & self.chk.pass.val();
        self.qc.end_phase.next = self.end_phase.val();
        self.qc.reply_pushed.next = self.snd.reply_pushed.val();
        self.qc.end_queued.next = self.snd.end_queued.val();
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
        // ---- CONFIGURE: tuples per output frame, then the clears (query_setup.rs)
        self.setup.start.next = false;
        self.setup.abort.next = self.to_drain.val();
        self.setup.max_payload.next = self.qc.max_payload.val();
        self.setup.shape.next = self.qc.shape.val();
        self.setup.bucket_bits.next = self.qc.bucket_bits.val();
        self.setup.clr_ready0.next = self.clr_ready0.val();
        self.setup.clr_ready1.next = self.clr_ready1.val();
        self.setup.f_clearing.next = self.f_clearing.val();
        self.clr_valid.next = self.setup.clr_valid.val();
        self.clr_ctrl.next = self.setup.clr_ctrl.val();
        self.clr_addr.next = self.setup.clr_addr.val();
        self.clr_go.next = self.setup.clr_go.val();
        self.f_clear.next = self.setup.f_clear.val();
        self.res_per.next = 0.into();
        self.sp_per.next = 0.into();
        self.ov_per.next = 0.into();
        for c in 0..CONTEXTS {
            self.c_res[c].clock.next = self.clock.val();
            self.c_sp[c].clock.next = self.clock.val();
            self.c_ov[c].clock.next = self.clock.val();
            self.c_res[c].d.next = self.c_res[c].q.val();
            self.c_sp[c].d.next = self.c_sp[c].q.val();
            self.c_ov[c].d.next = self.c_ov[c].q.val();
            if self.cur.val().index() == c {
                self.res_per.next = self.c_res[c].q.val();
                self.sp_per.next = self.c_sp[c].q.val();
                self.ov_per.next = self.c_ov[c].q.val();
                if self.state.q.val() == CState::Configure {
                    self.c_res[c].d.next = self.setup.res_per.val();
                    self.c_sp[c].d.next = self.setup.sp_per.val();
                    self.c_ov[c].d.next = self.setup.ov_per.val();
                }
            }
        }
        // ---- the reply into ring A, then its descriptor (reply_sender.rs)
        self.snd.exec.next = self.state.q.val() == CState::Exec;
        self.snd.pass.next = self.chk.pass.val();
        self.snd.status.next = self.qc.status.val();
        self.snd.words.next = self.qc.words.val();
        self.snd.kind.next = self.qc.kind.val();
        self.snd.kind_set.next = self.qc.kind_set.val();
        self.snd.frame.next = self.qc.frame.val();
        self.snd.sealed.next = self.chk.control_frame.val();
        self.snd.go.next = false;
        self.snd.abort.next = self.to_drain.val();
        self.snd.counter.next = self.counter.val();
        self.snd.request0.next = self.chk.request[0].val();
        self.snd.request1.next = self.chk.request[1].val();
        self.snd.request2.next = self.chk.request[2].val();
        self.snd.ack_frames.next = self.rec_frames.val();
        self.snd.ack_tuples.next = self.rec_tuples.val();
        self.snd.end_phase.next = self.end_phase.val();
        self.snd.sent0_frames.next = self.sent0_frames.val();
        self.snd.sent0_tuples.next = self.sent0_tuples.val();
        self.snd.sent1_frames.next = self.sent1_frames.val();
        self.snd.sent1_tuples.next = self.sent1_tuples.val();
        self.snd.sent1_aux.next = self.sent1_aux.val();
        self.snd.hdr.next = self.hdr.val();
        self.snd.in_port.next = self.port.val();
        self.snd.ack_phase.next = self.ack_phase.val();
        self.snd.ack_next.next = self.ack_next.val();
        self.snd.query_id.next = self.qc.query_id.val();
        self.snd.token.next = self.qc.token.val();
        self.snd.sink.next = self.qc.sink.val();
        self.snd.sink_port.next = self.qc.sink_port.val();
        self.snd.send_end.next = self.send_end.val();
        self.snd.ra_full.next = self.ra_full.val();
        self.snd.dq_full.next = self.dq_full.val();
        self.counter_read.next = self.snd.counter_read.val();
        self.ra_write.next = self.snd.ra_write.val();
        self.ra_data.next = self.snd.ra_data.val();
        self.ra_port.next = self.snd.ra_port.val();
        self.dq_write.next = self.snd.dq_write.val();
        self.dq_data.next = self.snd.dq_data.val();
        self.own_frame.next = self.snd.own_frame.val();
        self.end_queued.next = self.snd.end_queued.val();
        // ---- the MAC core, fed by the check or the sender; its tag kept
        self.sip.key.next = self.key.val();
        self.sip.s_axis_tkeep.next = 0xFF.into();
        self.sip.s_axis_tdata.next = self.chk.m_tdata.val();
        if self.state.q.val() == CState::Reply {
            self.sip.s_axis_tdata.next = self.snd.m_tdata.val();
        }
        self.sip.s_axis_tvalid.next = self.chk.m_tvalid.val() | self.snd.m_tvalid.val();
        self.sip.s_axis_tlast.next = self.chk.m_tlast.val() | self.snd.m_tlast.val();
        self.chk.m_tready.next = self.sip.s_axis_tready.val();
        self.snd.m_tready.next = self.sip.s_axis_tready.val();
        if self.sip.m_tag_valid.val() {
            self.mtag.d.next = self.sip.m_tag.val();
            self.tag_seen.d.next = true;
        }
        self.sw_tag.inp.next = self.mtag.q.val();
        self.chk.tag.next = self.sw_tag.out.val();
        self.chk.tag_seen.next = self.tag_seen.q.val();
        self.snd.tag.next = self.sw_tag.out.val();
        self.snd.tag_seen.next = self.tag_seen.q.val();
        self.snd.echo.next = self.chk.counter.val();
        // ---- the frame's way through
        self.cfg_clear.next = false;
        self.bu_flush.next = false;
        self.ctl_ok.next = false;
        self.chk.accept.next = false;
        self.auth_drop.next = false;
        self.auth_drop_idx.next = self.C_AUTH.val().get_bits::<5>(0);
        match self.state.q.val() {
            CState::Idle => {}
            CState::Drain => {
                // everything before has been processed and sent, every lane's
                // tuples included
                if self.drained.val() {
                    self.state.d.next = CState::Request;
                    self.tag_seen.d.next = false;
                }
            }
            CState::Request => {
                // the decode of the record registers meanwhile (query_control.rs)
                if self.chk.done.val() {
                    self.state.d.next = CState::Exec;
                }
            }
            CState::Exec => {
                self.tag_seen.d.next = false;
                if !self.chk.pass.val() {
                    // never answered, nothing changes but its counter
                    self.auth_drop.next = true;
                    if self.chk.mac_ok.val() {
                        self.auth_drop_idx.next = self.C_REPLAY.val().get_bits::<5>(0);
                    }
                    self.state.d.next = CState::Idle;
                } else {
                    if self.chk.control_frame.val() {
                        // counted before it acts: READ_COUNTERS includes itself
                        self.ctl_ok.next = true;
                        self.chk.accept.next = true;
                    }
                    self.snd.go.next = !self.qc.configure.val();
                    self.state.d.next = CState::Reply;
                    if self.qc.configure.val() {
                        self.cfg_clear.next = true;
                        self.bu_flush.next = true;
                        self.setup.start.next = true;
                        self.state.d.next = CState::Configure;
                    }
                }
            }
            CState::Configure => {
                if self.setup.done.val() {
                    self.snd.go.next = true;
                    self.state.d.next = CState::Reply;
                }
            }
            CState::Reply => {
                if self.snd.done.val() {
                    self.state.d.next = CState::Idle;
                }
            }
        }
        // Commit's frame moves on to Drain (Check is empty then).
        if self.to_drain.val() {
            self.state.d.next = CState::Drain;
        }
        if self.reset.val() {
            self.state.d.next = CState::Idle;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sig::NCOUNTERS;
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
