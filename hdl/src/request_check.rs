//! The request of a frame that drains (control_path.rs), read and checked.
//! Its payload words come from its port's FIFO: the first five are kept
//! for the decode (`request`, query_control.rs), the rest is discarded.
//!
//! A CONTROL frame is authenticated (PROTOCOL.md §5.4) on the MAC core's
//! stream (`m_*`, siphash.rs) when its payload can hold the trailer (16 to
//! 56 B, whole words) while a key is installed: **Hdr** feeds its five
//! header words, **Load** its payload words up to the counter (the counter
//! last) and keeps the last word, the tag, aside, and **Tag** waits for the
//! core's tag and judges the frame: `mac_ok` if the tags match, `fresh` if
//! the counter is above `floor`, the highest counter accepted since the
//! key was installed (`accept` raises it to the frame's; a key change or a
//! reset restarts it at 0). Any other CONTROL frame is discarded in Load
//! unread and fails (`mac_ok` low). An ACK's frame is only loaded.
//!
//! The judgement registers as the path moves on (`done`), so the path acts
//! on `mac_ok` and `fresh` from the next cycle; `start` clears them.

use super::super::bswap::ByteSwap;
use super::super::layout::*;
use rust_hdl::prelude::*;

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum CheckState {
    Idle,
    Hdr,
    Load,
    Tag,
}

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct RequestCheck {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// Take the frame now: a CONTROL frame (`control`) or an ACK's frame.
    pub start: Signal<In, Bit>,
    pub control: Signal<In, Bit>,
    /// Drop what is under way (another frame moves on to drain).
    pub abort: Signal<In, Bit>,
    /// The frame's header (lanes as received) and payload length.
    pub hdr: Signal<In, Bits<320>>,
    pub payload_len: Signal<In, Bits<16>>,
    pub key_valid: Signal<In, Bit>,
    pub key_changed: Signal<In, Bit>,
    /// The oldest payload word of the frame's port, whether there is none,
    /// and the frame's words still stored (padding included).
    pub word: Signal<In, Bits<64>>,
    pub word_empty: Signal<In, Bit>,
    pub left: Signal<In, Bits<12>>,
    /// Take one word / discard the `left` words still stored.
    pub pop: Signal<Out, Bit>,
    pub skip: Signal<Out, Bit>,
    /// Into the MAC core (shared with the reply's seal, which feeds it
    /// only while this block is idle).
    pub m_tdata: Signal<Out, Bits<64>>,
    pub m_tvalid: Signal<Out, Bit>,
    pub m_tlast: Signal<Out, Bit>,
    pub m_tready: Signal<In, Bit>,
    /// The core's last tag in lane order, and whether it came since `start`.
    pub tag: Signal<In, Bits<64>>,
    pub tag_seen: Signal<In, Bit>,
    /// The frame is read (and judged): a one-cycle pulse.
    pub done: Signal<Out, Bit>,
    /// The first five payload words (a word not read keeps its old value).
    pub request: [Signal<Out, Bits<64>>; 5],
    /// The frame taken is a CONTROL frame; its record's length (the
    /// payload before the trailer; an ACK's frame: the payload).
    pub control_frame: Signal<Out, Bit>,
    pub record_len: Signal<Out, Bits<16>>,
    /// The tag matched; the counter is above the floor; the request may be
    /// acted on (an ACK's frame, or a CONTROL frame with both).
    pub mac_ok: Signal<Out, Bit>,
    pub fresh: Signal<Out, Bit>,
    pub pass: Signal<Out, Bit>,
    /// The request's counter word, in lane order (a reply echoes it).
    pub counter: Signal<Out, Bits<64>>,
    /// The frame is accepted: its counter becomes the floor.
    pub accept: Signal<In, Bit>,
    pub floor: Signal<Out, Bits<64>>,
    state: DFF<CheckState>,
    /// The frame is a CONTROL frame; it streams through the core.
    ctl: DFF<Bit>,
    feed: DFF<Bit>,
    /// Header words fed; payload words taken (fed or set aside); words kept.
    hidx: DFF<Bits<3>>,
    fidx: DFF<Bits<4>>,
    widx: DFF<Bits<3>>,
    p: [DFF<Bits<64>>; 5],
    /// The payload's words (a frame may store more: its padding).
    pwords: Signal<Local, Bits<4>>,
    /// 16 to 56 B in whole words, and a key to check them with.
    can_feed: Signal<Local, Bit>,
    /// The request's counter and tag words (lane order).
    ctr_w: DFF<Bits<64>>,
    tag_w: DFF<Bits<64>>,
    auth_ok: DFF<Bit>,
    fresh_r: DFF<Bit>,
    floor_r: DFF<Bits<64>>,
    /// The counter as a number.
    sw_ctr: ByteSwap<64>,
    AUTH_TRAILER_LEN: Constant<Bits<16>>,
    AUTH_PAYLOAD_MAX: Constant<Bits<16>>,
}

impl Default for RequestCheck {
    fn default() -> Self {
        RequestCheck {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            control: Default::default(),
            abort: Default::default(),
            hdr: Default::default(),
            payload_len: Default::default(),
            key_valid: Default::default(),
            key_changed: Default::default(),
            word: Default::default(),
            word_empty: Default::default(),
            left: Default::default(),
            pop: Default::default(),
            skip: Default::default(),
            m_tdata: Default::default(),
            m_tvalid: Default::default(),
            m_tlast: Default::default(),
            m_tready: Default::default(),
            tag: Default::default(),
            tag_seen: Default::default(),
            done: Default::default(),
            request: Default::default(),
            control_frame: Default::default(),
            record_len: Default::default(),
            mac_ok: Default::default(),
            fresh: Default::default(),
            pass: Default::default(),
            counter: Default::default(),
            accept: Default::default(),
            floor: Default::default(),
            state: Default::default(),
            ctl: Default::default(),
            feed: Default::default(),
            hidx: Default::default(),
            fidx: Default::default(),
            widx: Default::default(),
            p: Default::default(),
            pwords: Default::default(),
            can_feed: Default::default(),
            ctr_w: Default::default(),
            tag_w: Default::default(),
            auth_ok: Default::default(),
            fresh_r: Default::default(),
            floor_r: Default::default(),
            sw_ctr: Default::default(),
            AUTH_TRAILER_LEN: Constant::new(AUTH_TRAILER_LEN.into()),
            AUTH_PAYLOAD_MAX: Constant::new(AUTH_PAYLOAD_MAX.into()),
        }
    }
}

impl Logic for RequestCheck {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, ctl, feed, hidx, fidx, widx, ctr_w, tag_w, auth_ok, fresh_r,
            floor_r
        );
        for i in 0..5 {
            self.p[i].clock.next = self.clock.val();
            self.p[i].d.next = self.p[i].q.val();
            self.request[i].next = self.p[i].q.val();
        }
        self.pop.next = false;
        self.skip.next = false;
        self.done.next = false;
        self.m_tvalid.next = false;
        self.m_tlast.next = false;
        self.m_tdata.next = self.word.val();
        self.sw_ctr.inp.next = self.ctr_w.q.val();
        self.counter.next = self.ctr_w.q.val();
        self.control_frame.next = self.ctl.q.val();
        self.record_len.next = self.payload_len.val();
        if self.ctl.q.val() {
            self.record_len.next = self.payload_len.val() - self.AUTH_TRAILER_LEN.val();
        }
        self.mac_ok.next = self.auth_ok.q.val();
        self.fresh.next = self.fresh_r.q.val();
        self.pass.next = !self.ctl.q.val() | (self.auth_ok.q.val() & self.fresh_r.q.val());
        self.floor.next = self.floor_r.q.val();
        self.pwords.next = self.payload_len.val().get_bits::<4>(3);
        self.can_feed.next = self.key_valid.val()
            & (self.payload_len.val().get_bits::<3>(0) == 0)
            & (self.payload_len.val() >= self.AUTH_TRAILER_LEN.val())
            & (self.payload_len.val() <= self.AUTH_PAYLOAD_MAX.val());
        match self.state.q.val() {
            CheckState::Idle => {}
            CheckState::Hdr => {
                // the request's header words, as received
                for i in 0..5 {
                    if self.hidx.q.val().index() == i {
                        self.m_tdata.next = self.hdr.val().get_bits::<64>(64 * i);
                    }
                }
                self.m_tvalid.next = true;
                if self.m_tready.val() {
                    self.hidx.d.next = self.hidx.q.val() + 1;
                    if self.hidx.q.val() == 4 {
                        self.state.d.next = CheckState::Load;
                    }
                }
            }
            CheckState::Load => {
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
                        self.m_tvalid.next = !self.word_empty.val();
                        self.m_tlast.next = self.fidx.q.val() + 2 == self.pwords.val();
                        if !self.word_empty.val() & self.m_tready.val() {
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
                        self.state.d.next = CheckState::Tag;
                    }
                } else if self.ctl.q.val() & (self.left.val() != 0) {
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
                    self.done.next = true;
                    self.state.d.next = CheckState::Idle;
                }
            }
            CheckState::Tag => {
                if self.tag_seen.val() {
                    self.auth_ok.d.next = self.tag.val() == self.tag_w.q.val();
                    self.fresh_r.d.next = self.sw_ctr.out.val() > self.floor_r.q.val();
                    self.done.next = true;
                    self.state.d.next = CheckState::Idle;
                }
            }
        }
        if self.start.val() {
            self.ctl.d.next = self.control.val();
            self.feed.d.next = self.control.val() & self.can_feed.val();
            self.auth_ok.d.next = false;
            self.fresh_r.d.next = false;
            self.hidx.d.next = 0.into();
            self.fidx.d.next = 0.into();
            self.widx.d.next = 0.into();
            self.state.d.next = CheckState::Load;
            if self.control.val() & self.can_feed.val() {
                self.state.d.next = CheckState::Hdr;
            }
        }
        if self.accept.val() {
            self.floor_r.d.next = self.sw_ctr.out.val();
        }
        if self.key_changed.val() {
            self.floor_r.d.next = 0.into();
        }
        if self.abort.val() | self.reset.val() {
            self.state.d.next = CheckState::Idle;
        }
        if self.reset.val() {
            self.floor_r.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};
    use netjoin_proto::auth::{self, ControlKey};
    use netjoin_proto::{Header, Mac, Opcode, COORDINATOR_SOURCE, HEADER_LEN};

    fn key() -> ControlKey {
        ControlKey::from_bytes(core::array::from_fn(|i| 0x40 + i as u8))
    }

    fn bench(u: &mut RequestCheck) -> Bench<'_, RequestCheck> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b.uut().key_valid.next = true;
        b
    }

    /// A CONTROL frame with `record`, sealed under `k` with `counter`
    /// (`None`: a bare record).
    fn request(record: &[u8], counter: u64, k: Option<&ControlKey>) -> Vec<u8> {
        let mut h = Header::new(Opcode::Control, Mac::local(0xFFFF), Mac::local(0xFFFE));
        h.source = COORDINATOR_SOURCE;
        h.table = 3;
        h.seq = 41;
        match k {
            Some(k) => auth::seal(&h, record, counter, k),
            None => netjoin_proto::FrameBuilder::encode(&h, record),
        }
    }

    struct Outcome {
        /// The bytes streamed into the core, in order.
        fed: Vec<u8>,
        /// Words popped and words discarded.
        popped: Vec<u64>,
        skipped: usize,
        done_pulses: usize,
        mac_ok: bool,
        fresh: bool,
        pass: bool,
        request: Vec<u64>,
        counter: u64,
        record_len: u64,
    }

    /// Reads `frame` (its stored payload words, padding included) through
    /// the check, a FIFO empty and the core busy at random; the core is
    /// modelled: the tag of what was fed comes some cycles after the last
    /// word. (The header is not parsed: a test flips its bits.)
    fn check(b: &mut Bench<'_, RequestCheck>, frame: &[u8], control: bool, seed: u64) -> Outcome {
        let mut rng = Rng(seed);
        let at = H_PAYLOAD_LEN / 8;
        let payload_len = u16::from_be_bytes([frame[at], frame[at + 1]]);
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
        u.payload_len.next = (payload_len as u64).into();
        u.control.next = control;
        u.start.next = true;
        u.tag_seen.next = false;
        b.tick();
        b.uut().start.next = false;
        let mut o = Outcome {
            fed: vec![],
            popped: vec![],
            skipped: 0,
            done_pulses: 0,
            mac_ok: false,
            fresh: false,
            pass: false,
            request: vec![],
            counter: 0,
            record_len: 0,
        };
        let (mut next, mut tag_at) = (0usize, None);
        for c in 0..1000u64 {
            let u = b.uut();
            u.word_empty.next = next == stored.len() || rng.bit(30);
            u.word.next = stored.get(next).copied().unwrap_or(0).into();
            u.left.next = ((stored.len() - next) as u64).into();
            u.m_tready.next = rng.bit(60);
            if tag_at.is_some_and(|t| c >= t) {
                u.tag_seen.next = true;
                u.tag.next = key().tag(&o.fed).swap_bytes().into();
            }
            b.settle();
            let u = b.uut();
            if u.pop.val() {
                assert!(!u.word_empty.val(), "a pop of an empty FIFO");
                o.popped.push(stored[next]);
                next += 1;
            }
            if u.skip.val() {
                o.skipped += stored.len() - next;
                next = stored.len();
            }
            if u.m_tvalid.val() && u.m_tready.val() {
                assert!(tag_at.is_none(), "a word after the last");
                o.fed.extend(u.m_tdata.val().to_u64().to_le_bytes());
                if u.m_tlast.val() {
                    tag_at = Some(c + 1 + rng.below(20));
                }
            }
            let done = u.done.val();
            o.done_pulses += done as usize;
            b.tick();
            if done {
                // the judgement is registered with the move on
                b.settle();
                let u = b.uut();
                assert!(!u.done.val() && !u.pop.val() && !u.skip.val() && !u.m_tvalid.val());
                o.mac_ok = u.mac_ok.val();
                o.fresh = u.fresh.val();
                o.pass = u.pass.val();
                o.request = u.request.iter().map(|r| r.val().to_u64()).collect();
                o.counter = u.counter.val().to_u64();
                o.record_len = u.record_len.val().to_u64();
                assert_eq!(u.control_frame.val(), control);
                assert_eq!(
                    next,
                    stored.len(),
                    "every stored word is taken or discarded"
                );
                return o;
            }
        }
        panic!("the check did not finish");
    }

    #[test]
    fn a_sealed_request_streams_its_header_and_payload_and_passes() {
        let mut u = RequestCheck::default();
        let mut b = bench(&mut u);
        for (n, words) in (0..=5usize).enumerate() {
            let record: Vec<u8> = (0..8 * words as u8).map(|i| i ^ 0x5A).collect();
            let counter = 0x0102_0304_0000_0010 + n as u64;
            let f = request(&record, counter, Some(&key()));
            let plen = HEADER_LEN + record.len() + 16;
            let o = check(&mut b, &f, true, n as u64);
            // the MAC's message: every byte before the tag, the counter last
            assert_eq!(o.fed, f[..plen - 8], "record of {words} words");
            assert!(o.mac_ok && o.fresh && o.pass, "record of {words} words");
            assert_eq!(o.done_pulses, 1);
            assert_eq!(o.counter, counter.swap_bytes(), "the counter in lane order");
            assert_eq!(o.record_len, record.len() as u64);
            assert_eq!(o.popped.len(), words + 2, "record, counter and tag");
            let kept = (words + 1).min(5);
            assert_eq!(
                o.request[..kept],
                o.popped[..kept],
                "the first words fed are kept"
            );
            // accepted: its counter is the floor
            b.uut().accept.next = true;
            b.tick();
            b.uut().accept.next = false;
            b.settle();
            assert_eq!(b.uut().floor.val().to_u64(), counter);
        }
        // a sealed RESET is 56 B padded to 60: the padding word is discarded
        let o = check(&mut b, &request(&[], 1 << 60, Some(&key())), true, 9);
        assert!(o.pass && o.skipped == 1);
    }

    #[test]
    fn a_counter_not_above_the_floor_is_stale_until_the_key_changes() {
        let mut u = RequestCheck::default();
        let mut b = bench(&mut u);
        let f = request(&[1; 8], 500, Some(&key()));
        assert!(check(&mut b, &f, true, 1).pass);
        b.uut().accept.next = true;
        b.tick();
        b.uut().accept.next = false;
        for (counter, fresh) in [(500, false), (499, false), (501, true)] {
            let o = check(
                &mut b,
                &request(&[1; 8], counter, Some(&key())),
                true,
                counter,
            );
            assert!(o.mac_ok, "{counter}");
            assert_eq!((o.fresh, o.pass), (fresh, fresh), "{counter}");
        }
        b.uut().key_changed.next = true;
        b.tick();
        b.uut().key_changed.next = false;
        b.settle();
        assert_eq!(b.uut().floor.val().to_u64(), 0);
        assert!(check(&mut b, &f, true, 2).pass);
        // a reset restarts the floor too
        b.uut().accept.next = true;
        b.tick();
        b.uut().accept.next = false;
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b.settle();
        assert_eq!(b.uut().floor.val().to_u64(), 0);
    }

    #[test]
    fn a_tampered_request_fails_and_one_that_cannot_be_checked_is_discarded_unread() {
        let mut u = RequestCheck::default();
        let mut b = bench(&mut u);
        let good = request(&[7; 24], 77, Some(&key()));
        let plen = HEADER_LEN + 24 + 16;
        let len_bytes = H_PAYLOAD_LEN / 8..H_PAYLOAD_LEN / 8 + 2;
        let mut rng = Rng(3);
        for n in 0..40 {
            let mut f = good.clone();
            let i = loop {
                let i = rng.below(plen as u64) as usize;
                if !len_bytes.contains(&i) {
                    break i;
                }
            };
            f[i] ^= 1 << rng.below(8);
            let o = check(&mut b, &f, true, n);
            assert!(!o.mac_ok && !o.pass, "byte {i} flipped");
        }
        let mut other = key().to_bytes();
        other[15] ^= 0x80;
        let f = request(&[7; 24], 77, Some(&ControlKey::from_bytes(other)));
        assert!(!check(&mut b, &f, true, 50).pass, "another key");
        // no key; a bare 12-byte record; a payload over 56 B: nothing fed,
        // nothing kept, every word discarded
        let cases = [
            (good.clone(), false),
            (request(&[0; 12], 0, None), true),
            (request(&[0; 48], 77, Some(&key())), true),
        ];
        for (n, (f, keyed)) in cases.into_iter().enumerate() {
            b.uut().key_valid.next = keyed;
            let o = check(&mut b, &f, true, 60 + n as u64);
            assert!(o.fed.is_empty() && o.popped.is_empty(), "case {n}");
            assert!(o.skipped > 0 && !o.mac_ok && !o.pass, "case {n}");
        }
    }

    #[test]
    fn an_acks_frame_keeps_its_first_five_words_and_discards_the_rest() {
        let mut u = RequestCheck::default();
        let mut b = bench(&mut u);
        let mut h = Header::new(Opcode::Build, Mac::local(0xFFFF), Mac::local(3));
        h.seq = 9;
        for words in [0usize, 3, 5, 9] {
            let payload: Vec<u8> = (0..8 * words).map(|i| i as u8).collect();
            let f = netjoin_proto::FrameBuilder::encode(&h, &payload);
            let stored = (f.len() - HEADER_LEN).div_ceil(8);
            let o = check(&mut b, &f, false, words as u64);
            assert!(o.fed.is_empty() && o.pass && !o.mac_ok);
            // (a short frame's padding words count among the five)
            assert_eq!(o.popped.len(), stored.min(5));
            assert_eq!(o.skipped, stored - stored.min(5));
            assert_eq!(o.request[..o.popped.len()], o.popped[..]);
            assert_eq!(o.record_len, 8 * words as u64);
        }
    }
}
