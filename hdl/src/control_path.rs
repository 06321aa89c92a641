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

use super::clear_engine::ClearEngine;
use super::frame_divider::FrameDivider;
use super::layout::*;
use super::query_control::QueryControl;
use super::reply_writer::*;
use super::sig::*;
use rust_hdl::prelude::*;

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum CState {
    Idle,
    Drain,
    Load,
    Exec,
    Div,
    Clear,
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
    /// The sink's frame was accepted on `sink_moved_port`.
    pub sink_moved: Signal<In, Bit>,
    pub sink_moved_port: Signal<In, Bits<PORT_BITS>>,
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
    state: DFF<CState>,
    /// The first five payload words of a CONTROL frame (Load).
    p: [DFF<Bits<64>>; 5],
    widx: DFF<Bits<3>>,
    status: DFF<Bits<8>>,
    wn: DFF<Bits<5>>,
    wi: DFF<Bits<5>>,
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
            sink_moved: Default::default(),
            sink_moved_port: Default::default(),
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
            state: Default::default(),
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
        }
    }
}

impl Logic for ControlPath {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, widx, status, wn, wi, wkind, dkind, c_res, c_sp, c_ov, dq_full_r
        );
        for i in 0..5 {
            self.p[i].clock.next = self.clock.val();
            self.p[i].d.next = self.p[i].q.val();
        }
        clock!(self, clock, qc, div, clr);
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
        self.qc.payload_len.next = self.payload_len.val();
        self.qc.request_qid.next = self.hdr.val().get_bits::<16>(H_QUERY_ID);
        self.qc.request_port.next = self.port.val();
        self.qc.ack.next = self.ack.val();
        self.qc.exec.next = self.state.q.val() == CState::Exec;
        self.qc.sink_moved.next = self.sink_moved.val();
        self.qc.sink_moved_port.next = self.sink_moved_port.val();
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
        self.rw.index.next = self.wi.q.val();
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
        self.ra_data.next = self.rw.data.val();
        self.ra_port.next = self.rw.port.val();
        self.dq_data.next = self.rw.desc.val();
        self.counter_read.next = self.wi.q.val();
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
        match self.state.q.val() {
            CState::Idle => {}
            CState::Drain => {
                // everything before has been processed and sent, every lane's
                // tuples included
                if self.drained.val() {
                    self.state.d.next = CState::Load;
                }
            }
            CState::Load => {
                // the first 5 payload words are kept, the rest is discarded
                if (self.left.val() != 0) & (self.widx.q.val() == 5) {
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
            CState::Exec => {
                self.wi.d.next = 0.into();
                self.status.d.next = self.qc.status.val();
                self.wn.d.next = self.qc.words.val();
                self.dkind.d.next = self.qc.frame.val();
                if self.qc.kind_set.val() {
                    self.wkind.d.next = self.qc.kind.val();
                }
                self.state.d.next = CState::Words;
                if self.qc.configure.val() {
                    self.cfg_clear.next = true;
                    self.bu_flush.next = true;
                    self.div.start.next = true;
                    self.clr.start.next = true;
                    self.state.d.next = CState::Div;
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
                    self.state.d.next = CState::Words;
                }
            }
            CState::Words => {
                if self.wi.q.val() < self.wn.q.val() {
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
        // Commit's frame moves on to Drain (Check is empty then).
        if self.to_drain.val() {
            self.widx.d.next = 0.into();
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
    use crate::tb::Bench;

    const MAC: [u8; 6] = [2, 0, 0, 0, 0, 0xAA];

    fn bench(u: &mut ControlPath) -> Bench<'_, ControlPath> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b
    }

    /// Drains a READ_COUNTERS request of `payload` words with the payload
    /// FIFO empty on `empty_cycles` of them and ring A full on `full_cycles`
    /// of the Words cycles; returns (words written, cycles, words skipped).
    fn read_counters(
        b: &mut Bench<'_, ControlPath>,
        payload: u64,
        empty_every: u64,
        full_every: u64,
    ) -> (u64, u64, u64) {
        let u = b.uut();
        u.command.next = CMD_READ_COUNTERS.into();
        u.payload_len.next = (8 * payload).into();
        u.left.next = payload.into();
        u.port.next = 1.into();
        u.to_drain.next = true;
        u.drained.next = false;
        b.tick();
        b.uut().to_drain.next = false;
        let (mut written, mut skipped) = (0, 0);
        let mut left = payload;
        let mut pushed = false;
        for c in 0..400u64 {
            let u = b.uut();
            u.drained.next = c > 3;
            u.word_empty.next = empty_every != 0 && c % empty_every == 0;
            u.word.next = c.into();
            u.ra_full.next = full_every != 0 && c % full_every == 0;
            u.left.next = left.into();
            b.settle();
            let u = b.uut();
            if u.pop.val() {
                assert!(!u.word_empty.val(), "a pop of an empty FIFO");
                left -= 1;
            }
            if u.skip.val() {
                skipped += left;
                left = 0;
            }
            if u.ra_write.val() {
                assert!(!u.ra_full.val(), "a write into a full ring");
                assert_eq!(
                    u.ra_port.val().to_u64(),
                    1,
                    "the reply goes back to the request's port"
                );
                written += 1;
            }
            if u.dq_write.val() {
                assert!(!pushed);
                pushed = true;
                assert!(u.own_frame.val());
            }
            b.tick();
            if pushed && b.uut().idle.val() {
                return (written, c, skipped);
            }
        }
        panic!("the reply was not pushed");
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
            );
            assert!(!u.cfg_clear.val() && !u.configured.val());
            b.tick();
        }
    }

    #[test]
    fn a_reply_waits_for_the_drain_and_a_full_ring() {
        let mut u = ControlPath::new(MAC);
        let mut b = bench(&mut u);
        let (written, cycles, skipped) = read_counters(&mut b, 0, 0, 0);
        assert_eq!((written, skipped), (NCOUNTERS as u64, 0));
        let mut u2 = ControlPath::new(MAC);
        let mut b2 = bench(&mut u2);
        let (written2, cycles2, _) = read_counters(&mut b2, 0, 0, 3);
        assert_eq!(written2, NCOUNTERS as u64);
        assert!(
            cycles2 > cycles,
            "back-pressure from ring A costs cycles: {cycles2} vs {cycles}"
        );
    }

    #[test]
    fn a_long_bad_request_is_loaded_five_words_then_skipped() {
        // READ_COUNTERS with 12 payload words is malformed: the reply has no
        // record, the words beyond the fifth are discarded at once
        let mut u = ControlPath::new(MAC);
        let mut b = bench(&mut u);
        let (written, _, skipped) = read_counters(&mut b, 12, 2, 0);
        assert_eq!(written, 0);
        assert_eq!(skipped, 7);
        let mut u2 = ControlPath::new(MAC);
        let mut b2 = bench(&mut u2);
        // nothing configured behind it
        read_counters(&mut b2, 12, 0, 0);
        b2.settle();
        assert!(!b2.uut().configured.val() && !b2.uut().clear_counters.val());
    }
}
