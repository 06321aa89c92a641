//! Emitter: sends one tx port's output descriptors, in order, as AXI-Stream
//! frames. The switch has one per port, each with its own descriptor FIFO
//! and rings, so a back-pressured port stalls only itself.
//!
//! One frame at a time: the 5 header words from the descriptor (complete:
//! the sequence number was stamped on the way into the FIFO), then the
//! payload words from its ring (A: one word per entry; O, R, S: one
//! OVERFLOW, RESULT or SPILL tuple per entry), then zero padding up to 60
//! bytes. A descriptor is only pushed once all its payload words are in the
//! ring, so `tvalid` never drops inside a frame (10G MACs abort frames on
//! underrun); `tready` back-pressure of the port is honoured.
//!
//! RESULT tuples that end in half a word (sig.rs `RESULT_HALF`: k4v4t3's
//! 28 bytes with the probe's keys) are packed back to back, two in seven
//! words: an entry that starts a word sends its whole words and keeps its
//! half word (`res`), and the next entry is sent shifted by half a word
//! behind it (`ph`). An odd frame's last entry ends on its half word, sent
//! with `tkeep` 0x0F.

use super::framer::{O_BITS, R_BITS, S_BITS};
use super::layout::*;
use super::sig::*;
use rust_hdl::prelude::*;

/// An R entry behind the half word kept from the entry before it.
const RC_BITS: usize = R_BITS + 32;
/// Bit 2 of the payload length in the descriptor's header: the frame
/// ends in half a word.
const PLEN_B2: usize = H_PAYLOAD_LEN_LO + 2;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct Emitter {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub dq_data: Signal<In, Bits<DQ_BITS>>,
    pub dq_empty: Signal<In, Bit>,
    pub dq_pop: Signal<Out, Bit>,
    pub ra_data: Signal<In, Bits<64>>,
    pub ra_empty: Signal<In, Bit>,
    pub ra_pop: Signal<Out, Bit>,
    pub ro_data: Signal<In, Bits<O_BITS>>,
    pub ro_empty: Signal<In, Bit>,
    pub ro_pop: Signal<Out, Bit>,
    pub rr_data: Signal<In, Bits<R_BITS>>,
    pub rr_empty: Signal<In, Bit>,
    pub rr_pop: Signal<Out, Bit>,
    pub rs_data: Signal<In, Bits<S_BITS>>,
    pub rs_empty: Signal<In, Bit>,
    pub rs_pop: Signal<Out, Bit>,
    pub tx_tready: Signal<In, Bit>,
    pub tx_tvalid: Signal<Out, Bit>,
    pub tx_tdata: Signal<Out, Bits<64>>,
    pub tx_tkeep: Signal<Out, Bits<8>>,
    pub tx_tlast: Signal<Out, Bit>,
    pub idle: Signal<Out, Bit>,
    busy: DFF<Bit>,
    d: DFF<Bits<DQ_BITS>>,
    beat: DFF<Bits<11>>,
    sub: DFF<Bits<6>>,
    words: Signal<Local, Bits<11>>,
    nb: Signal<Local, Bits<11>>,
    isp: Signal<Local, Bit>,
    ring: Signal<Local, Bits<2>>,
    sublast: Signal<Local, Bits<6>>,
    soff: Signal<Local, Bits<16>>,
    tail: Signal<Local, Bit>,
    off: Signal<Local, Bits<16>>,
    rempty: Signal<Local, Bit>,
    ok: Signal<Local, Bit>,
    last: Signal<Local, Bit>,
    rdy: Signal<Local, Bit>,
    hs: Signal<Local, Bit>,
    /// Half-word RESULT packing (see above): this frame packs, the entry
    /// is sent behind the kept half word, and that half word.
    gear: Signal<Local, Bit>,
    ph: DFF<Bit>,
    res: DFF<Bits<32>>,
    /// The head entry is the frame's last (from where the beat stands).
    fin: Signal<Local, Bit>,
    rr_cat: Signal<Local, Bits<RC_BITS>>,
    half_c: Constant<Bit>,
    /// Last word index of a packed entry that keeps its half word, and
    /// where that half word is.
    rl_half_c: Constant<Bits<6>>,
    res_at: Constant<Bits<16>>,
    /// Last word index of an OVERFLOW, RESULT and SPILL tuple.
    ol_c: Constant<Bits<6>>,
    rl_c: Constant<Bits<6>>,
    /// ... of a RESULT tuple without the probe's keys (descriptor `shape`).
    rl_payload_c: Constant<Bits<6>>,
    sl_c: Constant<Bits<6>>,
    // protocol numbers and layouts used in expressions (layout.rs; Verilog localparams)
    D_WORDS: Constant<Bits<32>>,
    D_SHAPE: Constant<Bits<32>>,
    D_RING: Constant<Bits<32>>,
    RING_A: Constant<Bits<32>>,
    RING_O: Constant<Bits<32>>,
    RING_R: Constant<Bits<32>>,
    RING_S: Constant<Bits<32>>,
    PLEN_B2: Constant<Bits<32>>,
}

impl Default for Emitter {
    fn default() -> Self {
        Emitter {
            clock: Default::default(),
            reset: Default::default(),
            dq_data: Default::default(),
            dq_empty: Default::default(),
            dq_pop: Default::default(),
            ra_data: Default::default(),
            ra_empty: Default::default(),
            ra_pop: Default::default(),
            ro_data: Default::default(),
            ro_empty: Default::default(),
            ro_pop: Default::default(),
            rr_data: Default::default(),
            rr_empty: Default::default(),
            rr_pop: Default::default(),
            rs_data: Default::default(),
            rs_empty: Default::default(),
            rs_pop: Default::default(),
            tx_tready: Default::default(),
            tx_tvalid: Default::default(),
            tx_tdata: Default::default(),
            tx_tkeep: Default::default(),
            tx_tlast: Default::default(),
            idle: Default::default(),
            busy: Default::default(),
            d: Default::default(),
            beat: Default::default(),
            sub: Default::default(),
            words: Default::default(),
            nb: Default::default(),
            isp: Default::default(),
            ring: Default::default(),
            sublast: Default::default(),
            soff: Default::default(),
            tail: Default::default(),
            off: Default::default(),
            rempty: Default::default(),
            ok: Default::default(),
            last: Default::default(),
            rdy: Default::default(),
            hs: Default::default(),
            gear: Default::default(),
            ph: Default::default(),
            res: Default::default(),
            fin: Default::default(),
            rr_cat: Default::default(),
            half_c: Constant::new(RESULT_HALF),
            rl_half_c: Constant::new(((RESULT_BYTES / 8).max(1) as u64 - 1).into()),
            res_at: Constant::new(((RESULT_BYTES / 8 * 64) as u64).into()),
            ol_c: Constant::new(((BUILD_WORDS - 1) as u64).into()),
            rl_c: Constant::new(((RESULT_WORDS - 1) as u64).into()),
            rl_payload_c: Constant::new(((RESULT_PAYLOAD_WORDS - 1) as u64).into()),
            sl_c: Constant::new(((SPILL_WORDS - 1) as u64).into()),
            D_WORDS: lp(D_WORDS as u64),
            D_SHAPE: lp(D_SHAPE as u64),
            D_RING: lp(D_RING as u64),
            RING_A: lp(RING_A),
            RING_O: lp(RING_O),
            RING_R: lp(RING_R),
            RING_S: lp(RING_S),
            PLEN_B2: lp(PLEN_B2 as u64),
        }
    }
}

impl Logic for Emitter {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, busy, d, beat, sub, ph, res);
        self.idle.next = !self.busy.q.val();
        // ---- load the next descriptor
        self.dq_pop.next = false;
        if !self.busy.q.val() & !self.dq_empty.val() {
            self.dq_pop.next = true;
            self.busy.d.next = true;
            self.beat.d.next = 0.into();
            self.sub.d.next = 0.into();
            self.ph.d.next = false;
            self.d.d.next = self.dq_data.val();
        }
        // ---- send the current frame
        self.words.next = self.d.q.val().get_bits::<11>(D_WORDS);
        self.nb.next = self.words.val() + 5;
        if self.words.val() <= 2 {
            self.nb.next = 8.into();
        }
        self.ring.next = self.d.q.val().get_bits::<2>(D_RING);
        self.isp.next = (self.beat.q.val() >= 5) & (self.beat.q.val() < (self.words.val() + 5));
        self.off.next = 0.into();
        if self.beat.q.val() < 5 {
            self.off.next = bit_cast::<16, 11>(self.beat.q.val()) << 6;
        }
        // word `sub` of the ring's head entry; the entry is popped after its last word
        self.soff.next = bit_cast::<16, 6>(self.sub.q.val()) << 6;
        self.gear.next =
            (self.ring.val() == RING_R) & !self.d.q.val().get_bit(D_SHAPE) & self.half_c.val();
        // The head entry is the last when its last word is the frame's:
        // the payload ends at beat `words + 4`, and an entry that keeps its
        // half word is followed by one of at least four beats.
        self.fin.next = self.beat.q.val() >= (self.words.val() + 3);
        self.rempty.next = self.ra_empty.val();
        self.sublast.next = 0.into();
        if self.ring.val() == RING_O {
            self.rempty.next = self.ro_empty.val();
            self.sublast.next = self.ol_c.val();
        }
        if self.ring.val() == RING_R {
            self.rempty.next = self.rr_empty.val();
            self.sublast.next = self.rl_c.val();
            if self.d.q.val().get_bit(D_SHAPE) {
                self.sublast.next = self.rl_payload_c.val();
            }
            if self.gear.val() & !self.ph.q.val() & !self.fin.val() {
                self.sublast.next = self.rl_half_c.val();
            }
        }
        if self.ring.val() == RING_S {
            self.rempty.next = self.rs_empty.val();
            self.sublast.next = self.sl_c.val();
        }
        self.tail.next = self.sub.q.val() == self.sublast.val();
        self.rr_cat.next = (bit_cast::<RC_BITS, R_BITS>(self.rr_data.val()) << 32)
            | bit_cast::<RC_BITS, 32>(self.res.q.val());
        self.tx_tdata.next = 0.into();
        if self.beat.q.val() < 5 {
            self.tx_tdata.next = self.d.q.val().get_bits::<64>(self.off.val().index());
        }
        if self.isp.val() {
            self.tx_tdata.next = self.ra_data.val();
            if self.ring.val() == RING_O {
                self.tx_tdata.next = self.ro_data.val().get_bits::<64>(self.soff.val().index());
            }
            if self.ring.val() == RING_R {
                self.tx_tdata.next = self.rr_data.val().get_bits::<64>(self.soff.val().index());
                if self.gear.val() & self.ph.q.val() {
                    self.tx_tdata.next = self.rr_cat.val().get_bits::<64>(self.soff.val().index());
                }
            }
            if self.ring.val() == RING_S {
                self.tx_tdata.next = self.rs_data.val().get_bits::<64>(self.soff.val().index());
            }
        }
        self.ok.next = self.busy.q.val() & (!self.isp.val() | !self.rempty.val());
        self.last.next = self.beat.q.val() == (self.nb.val() - 1);
        self.tx_tlast.next = self.last.val();
        self.tx_tkeep.next = 0xFF.into();
        if self.last.val()
            & ((self.words.val() <= 2) | (self.gear.val() & self.d.q.val().get_bit(PLEN_B2)))
        {
            self.tx_tkeep.next = 0x0F.into();
        }
        self.rdy.next = self.tx_tready.val();
        self.tx_tvalid.next = self.ok.val();
        self.hs.next = self.ok.val() & self.rdy.val();
        self.ra_pop.next = false;
        self.ro_pop.next = false;
        self.rr_pop.next = false;
        self.rs_pop.next = false;
        if self.hs.val() {
            self.beat.d.next = self.beat.q.val() + 1;
            if self.isp.val() {
                self.sub.d.next = self.sub.q.val() + 1;
                if self.tail.val() {
                    self.sub.d.next = 0.into();
                    self.ra_pop.next = self.ring.val() == RING_A;
                    self.ro_pop.next = self.ring.val() == RING_O;
                    self.rr_pop.next = self.ring.val() == RING_R;
                    self.rs_pop.next = self.ring.val() == RING_S;
                    if self.gear.val() {
                        self.ph.d.next = !self.ph.q.val() & !self.fin.val();
                        self.res.d.next =
                            self.rr_data.val().get_bits::<32>(self.res_at.val().index());
                    }
                }
            }
            if self.last.val() {
                self.busy.d.next = false;
            }
        }
        if self.reset.val() {
            self.busy.d.next = false;
        }
    }
}
