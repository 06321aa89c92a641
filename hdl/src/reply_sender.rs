//! The engine's own frame once the control path has decided it (Exec,
//! control_path.rs): a CONTROL_REPLY, an ACK, and the switch's END behind
//! an ACK that ends a phase. **Words** writes the payload words the reply
//! writer makes (reply_writer.rs) into ring A of the frame's port, one a
//! cycle the ring takes, and **Push** pushes its descriptor.
//!
//! A CONTROL_REPLY is sealed (`sealed`, PROTOCOL.md §5.4) on the MAC
//! core's stream (`m_*`, siphash.rs) as it is written: **Sign** feeds its
//! header, as the descriptor will send it; Words feeds the record and the
//! echoed counter of the request (`echo`) as it writes them, a word taken
//! by the core and the ring in the same cycle, and writes the core's tag
//! last, once it has come. The switch's END is never sealed.
//!
//! `exec` takes the reply's status, length and kinds from the decode
//! (query_control.rs) and rewinds the word index; `go` starts it then or
//! later (a CONFIGURE's, after its clears). `done` pulses with the last
//! push.

use super::super::layout::*;
use super::super::reply_writer::*;
use rust_hdl::prelude::*;

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum SendState {
    Idle,
    Sign,
    Words,
    Push,
}

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct ReplySender {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- the reply as the decode makes it (valid with `exec`)
    pub exec: Signal<In, Bit>,
    /// The request passes: its reply's record kind is taken (a reply
    /// without a record keeps the kind it had).
    pub pass: Signal<In, Bit>,
    pub status: Signal<In, Bits<8>>,
    pub words: Signal<In, Bits<5>>,
    pub kind: Signal<In, Bits<3>>,
    pub kind_set: Signal<In, Bit>,
    pub frame: Signal<In, Bits<2>>,
    /// The reply is a CONTROL_REPLY, sealed (with `exec` and `go`).
    pub sealed: Signal<In, Bit>,
    /// Send it now.
    pub go: Signal<In, Bit>,
    /// Drop what is under way (another frame moves on to drain).
    pub abort: Signal<In, Bit>,
    // ---- what the records and the descriptor are made of (reply_writer.rs)
    pub counter: Signal<In, Bits<64>>,
    pub request0: Signal<In, Bits<64>>,
    pub request1: Signal<In, Bits<64>>,
    pub request2: Signal<In, Bits<64>>,
    pub ack_frames: Signal<In, Bits<32>>,
    pub ack_tuples: Signal<In, Bits<64>>,
    pub end_phase: Signal<In, Bit>,
    pub sent0_frames: Signal<In, Bits<32>>,
    pub sent0_tuples: Signal<In, Bits<64>>,
    pub sent1_frames: Signal<In, Bits<32>>,
    pub sent1_tuples: Signal<In, Bits<64>>,
    pub sent1_aux: Signal<In, Bits<64>>,
    pub hdr: Signal<In, Bits<320>>,
    pub in_port: Signal<In, Bits<PORT_BITS>>,
    pub ack_phase: Signal<In, Bit>,
    pub ack_next: Signal<In, Bits<32>>,
    pub query_id: Signal<In, Bits<16>>,
    pub token: Signal<In, Bits<64>>,
    pub sink: Signal<In, Bits<48>>,
    pub sink_port: Signal<In, Bits<PORT_BITS>>,
    /// The ACK pushed ends a phase: the switch's END follows it.
    pub send_end: Signal<In, Bit>,
    /// The counter the word index selects (READ_COUNTERS' words).
    pub counter_read: Signal<Out, Bits<5>>,
    // ---- ring A and the descriptor FIFO of the frame's port
    pub ra_write: Signal<Out, Bit>,
    pub ra_data: Signal<Out, Bits<64>>,
    pub ra_port: Signal<Out, Bits<PORT_BITS>>,
    pub ra_full: Signal<In, Bit>,
    pub dq_write: Signal<Out, Bit>,
    pub dq_data: Signal<Out, Bits<DQ_BITS>>,
    pub dq_full: Signal<In, Bit>,
    // ---- the MAC core (shared with the request's check, idle meanwhile)
    pub m_tdata: Signal<Out, Bits<64>>,
    pub m_tvalid: Signal<Out, Bit>,
    pub m_tlast: Signal<Out, Bit>,
    pub m_tready: Signal<In, Bit>,
    /// The core's last tag in lane order, and whether it came since `exec`.
    pub tag: Signal<In, Bits<64>>,
    pub tag_seen: Signal<In, Bit>,
    /// The request's counter word (lane order), echoed before the tag.
    pub echo: Signal<In, Bits<64>>,
    // ---- events
    /// A frame was pushed; it was a CONTROL_REPLY; the switch's END was
    /// queued behind the ACK pushed.
    pub own_frame: Signal<Out, Bit>,
    pub reply_pushed: Signal<Out, Bit>,
    pub end_queued: Signal<Out, Bit>,
    pub done: Signal<Out, Bit>,
    rw: ReplyWriter,
    state: DFF<SendState>,
    /// Header word fed next (Sign); payload words written and to write.
    hidx: DFF<Bits<3>>,
    wi: DFF<Bits<6>>,
    wn: DFF<Bits<6>>,
    status_r: DFF<Bits<8>>,
    wkind: DFF<Bits<3>>,
    dkind: DFF<Bits<2>>,
    /// The frame is sealed (the reply; not the END behind an ACK).
    seal: DFF<Bit>,
    /// `dq_full` a cycle ago. Push waits on it rather than on the FIFO's
    /// count of this cycle (docs/HDL.md §4, longest paths). Exact: while the
    /// engine writes its replies the framers are drained, so only the
    /// emitter changes the FIFO (it pops), and the engine's own pushes are
    /// at least a record's words apart.
    dq_full_r: DFF<Bit>,
    /// The reply writer's word `wi` as it was a cycle ago, and whether it
    /// is still word `wi` of the same record (`wi` and the kind unchanged
    /// since): Words writes it from this register, so the counter bank's
    /// read (READ_COUNTERS) and the writer's muxes end here instead of
    /// running on into ring A and the MAC core (docs/HDL.md §4, longest
    /// paths). A word waits a cycle for it after each word written.
    wdat: DFF<Bits<64>>,
    wok: DFF<Bit>,
    /// The word written to ring A (and fed to the core).
    wword: Signal<Local, Bits<64>>,
    /// The reply writer's descriptor as it was a cycle ago: Push writes
    /// it from this register, so the descriptor's port (and the query
    /// context's sink port before it) ends here instead of running on into
    /// the sequence stamp's add (docs/HDL.md §4, longest paths). Exact:
    /// Push follows at least one cycle of Words, and what the descriptor
    /// is made of is set by `exec` before Words and then held.
    desc_r: DFF<Bits<DQ_BITS>>,
    W_END: Constant<Bits<32>>,
    F_REPLY: Constant<Bits<32>>,
    F_ACK: Constant<Bits<32>>,
    F_END: Constant<Bits<32>>,
    RECORD_WORDS: Constant<Bits<32>>,
}

impl ReplySender {
    /// The sender of switch `mac`.
    pub fn new(mac: [u8; 6]) -> ReplySender {
        ReplySender {
            clock: Default::default(),
            reset: Default::default(),
            exec: Default::default(),
            pass: Default::default(),
            status: Default::default(),
            words: Default::default(),
            kind: Default::default(),
            kind_set: Default::default(),
            frame: Default::default(),
            go: Default::default(),
            sealed: Default::default(),
            abort: Default::default(),
            counter: Default::default(),
            request0: Default::default(),
            request1: Default::default(),
            request2: Default::default(),
            ack_frames: Default::default(),
            ack_tuples: Default::default(),
            end_phase: Default::default(),
            sent0_frames: Default::default(),
            sent0_tuples: Default::default(),
            sent1_frames: Default::default(),
            sent1_tuples: Default::default(),
            sent1_aux: Default::default(),
            hdr: Default::default(),
            in_port: Default::default(),
            ack_phase: Default::default(),
            ack_next: Default::default(),
            query_id: Default::default(),
            token: Default::default(),
            sink: Default::default(),
            sink_port: Default::default(),
            send_end: Default::default(),
            counter_read: Default::default(),
            ra_write: Default::default(),
            ra_data: Default::default(),
            ra_port: Default::default(),
            ra_full: Default::default(),
            dq_write: Default::default(),
            dq_data: Default::default(),
            dq_full: Default::default(),
            m_tdata: Default::default(),
            m_tvalid: Default::default(),
            m_tlast: Default::default(),
            m_tready: Default::default(),
            tag: Default::default(),
            tag_seen: Default::default(),
            echo: Default::default(),
            own_frame: Default::default(),
            reply_pushed: Default::default(),
            end_queued: Default::default(),
            done: Default::default(),
            rw: ReplyWriter::new(mac),
            state: Default::default(),
            hidx: Default::default(),
            wi: Default::default(),
            wn: Default::default(),
            status_r: Default::default(),
            wkind: Default::default(),
            dkind: Default::default(),
            seal: Default::default(),
            dq_full_r: Default::default(),
            wdat: Default::default(),
            wok: Default::default(),
            wword: Default::default(),
            desc_r: Default::default(),
            W_END: lp(W_END),
            F_REPLY: lp(F_REPLY),
            F_ACK: lp(F_ACK),
            F_END: lp(F_END),
            RECORD_WORDS: lp(RECORD_WORDS),
        }
    }
}

impl Logic for ReplySender {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, hidx, wi, wn, status_r, wkind, dkind, seal, dq_full_r, wdat, wok,
            desc_r
        );
        self.dq_full_r.d.next = self.dq_full.val();
        // ---- payload word `wi` of the record, and the descriptor
        self.rw.kind.next = self.wkind.q.val();
        self.rw.index.next = self.wi.q.val().get_bits::<5>(0);
        self.rw.counter.next = self.counter.val();
        self.rw.request0.next = self.request0.val();
        self.rw.request1.next = self.request1.val();
        self.rw.request2.next = self.request2.val();
        self.rw.ack_frames.next = self.ack_frames.val();
        self.rw.ack_tuples.next = self.ack_tuples.val();
        self.rw.end_phase.next = self.end_phase.val();
        self.rw.sent0_frames.next = self.sent0_frames.val();
        self.rw.sent0_tuples.next = self.sent0_tuples.val();
        self.rw.sent1_frames.next = self.sent1_frames.val();
        self.rw.sent1_tuples.next = self.sent1_tuples.val();
        self.rw.sent1_aux.next = self.sent1_aux.val();
        self.rw.frame.next = self.dkind.q.val();
        self.rw.hdr.next = self.hdr.val();
        self.rw.status.next = self.status_r.q.val();
        self.rw.words.next = self.wn.q.val();
        self.rw.in_port.next = self.in_port.val();
        self.rw.ack_phase.next = self.ack_phase.val();
        self.rw.ack_next.next = self.ack_next.val();
        self.rw.query_id.next = self.query_id.val();
        self.rw.token.next = self.token.val();
        self.rw.sink.next = self.sink.val();
        self.rw.sink_port.next = self.sink_port.val();
        self.wdat.d.next = self.rw.data.val();
        self.wok.d.next = true;
        self.wword.next = self.wdat.q.val();
        self.ra_port.next = self.rw.port.val();
        self.desc_r.d.next = self.rw.desc.val();
        self.dq_data.next = self.desc_r.q.val();
        self.counter_read.next = self.wi.q.val().get_bits::<5>(0);
        self.ra_write.next = false;
        self.dq_write.next = false;
        self.own_frame.next = false;
        self.end_queued.next = false;
        self.reply_pushed.next = false;
        self.done.next = false;
        self.m_tvalid.next = false;
        self.m_tlast.next = false;
        self.m_tdata.next = self.wdat.q.val();
        match self.state.q.val() {
            SendState::Idle => {}
            SendState::Sign => {
                // the reply's header, as the descriptor will send it
                for i in 0..5 {
                    if self.hidx.q.val().index() == i {
                        self.m_tdata.next = self.rw.desc.val().get_bits::<64>(64 * i);
                    }
                }
                self.m_tvalid.next = true;
                if self.m_tready.val() {
                    self.hidx.d.next = self.hidx.q.val() + 1;
                    if self.hidx.q.val() == 4 {
                        self.state.d.next = SendState::Words;
                    }
                }
            }
            SendState::Words => {
                if self.seal.q.val() & (self.wi.q.val() + 1 == self.wn.q.val()) {
                    // the tag, once the core has it
                    self.wword.next = self.tag.val();
                    if self.tag_seen.val() & !self.ra_full.val() {
                        self.ra_write.next = true;
                        self.wi.d.next = self.wi.q.val() + 1;
                        self.wok.d.next = false;
                    }
                } else if self.seal.q.val() & (self.wi.q.val() < self.wn.q.val()) {
                    // the record, then the counter: written and fed together
                    if self.wi.q.val() + 2 == self.wn.q.val() {
                        self.wword.next = self.echo.val();
                    }
                    self.m_tdata.next = self.wword.val();
                    self.m_tvalid.next = !self.ra_full.val() & self.wok.q.val();
                    self.m_tlast.next = self.wi.q.val() + 2 == self.wn.q.val();
                    if !self.ra_full.val() & self.wok.q.val() & self.m_tready.val() {
                        self.ra_write.next = true;
                        self.wi.d.next = self.wi.q.val() + 1;
                        self.wok.d.next = false;
                    }
                } else if self.wi.q.val() < self.wn.q.val() {
                    if !self.ra_full.val() & self.wok.q.val() {
                        self.ra_write.next = true;
                        self.wi.d.next = self.wi.q.val() + 1;
                        self.wok.d.next = false;
                    }
                } else {
                    self.state.d.next = SendState::Push;
                }
            }
            SendState::Push => {
                if !self.dq_full_r.q.val() {
                    self.dq_write.next = true;
                    self.own_frame.next = true;
                    self.done.next = true;
                    self.state.d.next = SendState::Idle;
                    self.reply_pushed.next = self.dkind.q.val() == F_REPLY;
                    if (self.dkind.q.val() == F_ACK) & self.send_end.val() {
                        // the switch's END, never sealed
                        self.end_queued.next = true;
                        self.done.next = false;
                        self.seal.d.next = false;
                        self.wkind.d.next = W_END.into();
                        self.wn.d.next = RECORD_WORDS.into();
                        self.wi.d.next = 0.into();
                        self.dkind.d.next = F_END.into();
                        self.wok.d.next = false;
                        self.state.d.next = SendState::Words;
                    }
                }
            }
        }
        self.ra_data.next = self.wword.val();
        if self.exec.val() {
            self.wok.d.next = false;
            self.wi.d.next = 0.into();
            self.hidx.d.next = 0.into();
            self.status_r.d.next = self.status.val();
            self.wn.d.next = bit_cast::<6, 5>(self.words.val());
            if self.sealed.val() {
                // the record, the echoed counter and the tag
                self.wn.d.next = bit_cast::<6, 5>(self.words.val()) + 2;
            }
            self.dkind.d.next = self.frame.val();
            self.seal.d.next = self.sealed.val();
            if self.kind_set.val() & self.pass.val() {
                self.wkind.d.next = self.kind.val();
            }
        }
        if self.go.val() {
            self.state.d.next = SendState::Words;
            if self.sealed.val() {
                self.state.d.next = SendState::Sign;
            }
        }
        if self.abort.val() | self.reset.val() {
            self.state.d.next = SendState::Idle;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sig::NCOUNTERS;
    use crate::tb::{Bench, Rng};
    use netjoin_proto::auth::{self, ControlKey};
    use netjoin_proto::{Header, Mac, Opcode, PhaseCounts, COORDINATOR_SOURCE, HEADER_LEN};

    const MAC: [u8; 6] = [2, 0, 0, 0, 0, 0xAA];
    const TOKEN: u64 = 0x0123_4567_89AB_CDEF;

    fn key() -> ControlKey {
        ControlKey::from_bytes(core::array::from_fn(|i| 0x40 + i as u8))
    }

    fn bench(u: &mut ReplySender) -> Bench<'_, ReplySender> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        let mut h = Header::new(Opcode::Control, Mac(MAC), Mac::local(0xFFFE));
        h.source = COORDINATOR_SOURCE;
        h.table = 4;
        h.seq = 41;
        let mut hdr = [0u8; HEADER_LEN];
        h.write(&mut hdr);
        let u = b.uut();
        u.hdr.next = crate::layout::lanes::<320>(&hdr);
        u.in_port.next = 1.into();
        u.sink_port.next = 2.into();
        u.sink.next = crate::layout::lanes::<48>(&Mac::local(9).0);
        u.ack_frames.next = 11.into();
        u.ack_tuples.next = 4400.into();
        u.ack_next.next = 12.into();
        u.token.next = TOKEN.swap_bytes().into();
        u.sent0_frames.next = 5.into();
        u.sent0_tuples.next = 50.into();
        u.pass.next = true;
        b
    }

    /// What the decode asks for in Exec.
    struct Ask {
        status: u64,
        words: u64,
        kind: Option<u64>,
        frame: u64,
        sealed: bool,
        send_end: bool,
        /// Cycles between `exec` and `go`.
        wait: u64,
    }

    struct Sent {
        /// Every frame pushed: its header (the descriptor's) and the words
        /// written for it.
        frames: Vec<Vec<u8>>,
        /// Words fed to the core.
        fed: Vec<u8>,
        reply_pushed: usize,
        end_queued: usize,
        done: usize,
    }

    /// Sends a reply: ring A full, the descriptor FIFO full and the core
    /// busy at random; the core is modelled (the tag of what was fed comes
    /// some cycles after the last word). Counter i reads 1000 + i.
    fn send(b: &mut Bench<'_, ReplySender>, a: &Ask, echo: u64, seed: u64) -> Sent {
        let mut rng = Rng(seed);
        let u = b.uut();
        u.status.next = a.status.into();
        u.words.next = a.words.into();
        u.kind.next = a.kind.unwrap_or(0).into();
        u.kind_set.next = a.kind.is_some();
        u.frame.next = a.frame.into();
        u.sealed.next = a.sealed;
        u.send_end.next = a.send_end;
        u.echo.next = echo.swap_bytes().into();
        u.tag_seen.next = false;
        u.exec.next = true;
        u.go.next = a.wait == 0;
        let mut s = Sent {
            frames: vec![],
            fed: vec![],
            reply_pushed: 0,
            end_queued: 0,
            done: 0,
        };
        let (mut words, mut tag_at) = (vec![], None);
        for c in 0..3000u64 {
            let u = b.uut();
            if c > 0 {
                u.exec.next = false;
                u.go.next = c == a.wait;
            }
            u.ra_full.next = rng.bit(25);
            u.dq_full.next = rng.bit(25);
            u.m_tready.next = rng.bit(60);
            if tag_at.is_some_and(|t| c >= t) {
                u.tag_seen.next = true;
                u.tag.next = key().tag(&s.fed).swap_bytes().into();
            }
            b.settle();
            let u = b.uut();
            let ci = u.counter_read.val().to_u64();
            u.counter.next = (1000 + ci).into();
            b.settle();
            let u = b.uut();
            if c < a.wait {
                assert!(!u.ra_write.val() && !u.m_tvalid.val(), "nothing before go");
            }
            if u.m_tvalid.val() && u.m_tready.val() {
                assert!(tag_at.is_none(), "a word after the last");
                s.fed.extend(u.m_tdata.val().to_u64().to_le_bytes());
                if u.m_tlast.val() {
                    tag_at = Some(c + 1 + rng.below(20));
                }
            }
            if u.ra_write.val() {
                assert!(!u.ra_full.val(), "a write into a full ring");
                words.push(u.ra_data.val().to_u64());
            }
            if u.dq_write.val() {
                assert!(u.own_frame.val());
                let d = u.dq_data.val();
                let mut f: Vec<u8> = (0..HEADER_LEN)
                    .map(|i| d.get_bits::<8>(8 * i).to_u8())
                    .collect();
                for w in words.drain(..) {
                    f.extend_from_slice(&w.to_le_bytes());
                }
                s.frames.push(f);
            }
            s.reply_pushed += u.reply_pushed.val() as usize;
            s.end_queued += u.end_queued.val() as usize;
            let done = u.done.val();
            s.done += done as usize;
            b.tick();
            if done {
                for _ in 0..4 {
                    b.settle();
                    let u = b.uut();
                    assert!(!u.ra_write.val() && !u.dq_write.val() && !u.done.val());
                    b.tick();
                }
                return s;
            }
        }
        panic!("the sender did not finish");
    }

    #[test]
    fn a_sealed_reply_is_hashed_as_written_with_its_tag_last() {
        let mut u = ReplySender::new(MAC);
        let mut b = bench(&mut u);
        let counters = Ask {
            status: 0,
            words: NCOUNTERS as u64,
            kind: Some(W_COUNTERS),
            frame: F_REPLY,
            sealed: true,
            send_end: false,
            wait: 0,
        };
        for (n, wait) in [0u64, 1, 9].into_iter().enumerate() {
            let echo = 0x0A0B_0C0D_0000_0001 + n as u64;
            let s = send(&mut b, &Ask { wait, ..counters }, echo, n as u64);
            assert_eq!(
                (s.frames.len(), s.done, s.reply_pushed, s.end_queued),
                (1, 1, 1, 0)
            );
            let f = &s.frames[0];
            let h = Header::parse(f).unwrap();
            assert_eq!((h.opcode, h.seq, h.table), (Opcode::ControlReply, 41, 4));
            let plen = h.payload_len as usize;
            assert_eq!(plen, 8 * NCOUNTERS + auth::TRAILER_LEN);
            // the core had the header and the record as sent, the counter last
            assert_eq!(s.fed, f[..HEADER_LEN + plen - 8]);
            let opened = auth::open(f, plen, &key()).expect("sealed under the key");
            assert_eq!(opened.counter, echo, "the request's counter echoed");
            for (i, c) in opened.record.chunks(8).enumerate() {
                assert_eq!(u64::from_be_bytes(c.try_into().unwrap()), 1000 + i as u64);
            }
        }
        // a reply without a record keeps the kind it had: the trailer only
        let bare = Ask {
            status: 2,
            words: 0,
            kind: None,
            ..counters
        };
        let s = send(&mut b, &bare, 5, 7);
        let h = Header::parse(&s.frames[0]).unwrap();
        assert_eq!((h.flags, h.payload_len), (2, 16));
        assert_eq!(auth::open(&s.frames[0], 16, &key()).unwrap().counter, 5);
    }

    #[test]
    fn an_ack_that_ends_a_phase_is_followed_by_the_switchs_end_unsealed() {
        let mut u = ReplySender::new(MAC);
        let mut b = bench(&mut u);
        for send_end in [true, false] {
            let ack = Ask {
                status: 0,
                words: RECORD_WORDS,
                kind: Some(W_ACK),
                frame: F_ACK,
                sealed: false,
                send_end,
                wait: 0,
            };
            let s = send(&mut b, &ack, 0, send_end as u64);
            assert!(s.fed.is_empty(), "nothing hashed");
            assert_eq!((s.done, s.reply_pushed), (1, 0));
            assert_eq!(s.end_queued, send_end as usize);
            let ops: Vec<Opcode> = s
                .frames
                .iter()
                .map(|f| Header::parse(f).unwrap().opcode)
                .collect();
            let want = if send_end {
                vec![Opcode::Ack, Opcode::End]
            } else {
                vec![Opcode::Ack]
            };
            assert_eq!(ops, want);
            for f in &s.frames {
                let h = Header::parse(f).unwrap();
                assert_eq!(h.payload_len as u64, 8 * RECORD_WORDS);
                assert_eq!(f.len() as u64, HEADER_LEN as u64 + 8 * RECORD_WORDS);
                // the 64-bit token on both; the next sequence number
                // expected in the ACK's record, 0 in the END's
                assert_eq!(h.token, TOKEN);
                let c = PhaseCounts::decode(&f[HEADER_LEN..]).unwrap();
                let ack = if h.opcode == Opcode::Ack { 12 } else { 0 };
                assert_eq!(c.ack, ack, "{:?}", h.opcode);
            }
        }
    }

    #[test]
    fn abort_stops_a_reply_in_the_middle() {
        let mut u = ReplySender::new(MAC);
        let mut b = bench(&mut u);
        let u = b.uut();
        u.words.next = (NCOUNTERS as u64).into();
        u.frame.next = F_REPLY.into();
        u.sealed.next = false;
        u.exec.next = true;
        u.go.next = true;
        b.tick();
        let u = b.uut();
        u.exec.next = false;
        u.go.next = false;
        // three words written (a word a cycle after the one before it:
        // `wdat` takes the next), then the abort
        let mut written = 0;
        for _ in 0..6 {
            b.settle();
            written += b.uut().ra_write.val() as u32;
            b.tick();
        }
        assert_eq!(written, 3);
        b.uut().abort.next = true;
        b.tick();
        b.uut().abort.next = false;
        for _ in 0..40 {
            b.settle();
            let u = b.uut();
            assert!(!u.ra_write.val() && !u.dq_write.val() && !u.done.val());
            b.tick();
        }
    }
}
