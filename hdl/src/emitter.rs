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

use super::framer::{O_BITS, R_BITS, S_BITS};
use super::layout::*;
use super::sig::*;
use rust_hdl::prelude::*;

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
            ol_c: Constant::new(((BUILD_WORDS - 1) as u64).into()),
            rl_c: Constant::new(((RESULT_WORDS - 1) as u64).into()),
            rl_payload_c: Constant::new(
                ((RESULT_WORDS - TABLES * KEY_BYTES / 8 - 1) as u64).into(),
            ),
            sl_c: Constant::new(((SPILL_WORDS - 1) as u64).into()),
            D_WORDS: lp(D_WORDS as u64),
            D_SHAPE: lp(D_SHAPE as u64),
            D_RING: lp(D_RING as u64),
            RING_A: lp(RING_A),
            RING_O: lp(RING_O),
            RING_R: lp(RING_R),
            RING_S: lp(RING_S),
        }
    }
}

impl Logic for Emitter {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, busy, d, beat, sub);
        self.idle.next = !self.busy.q.val();
        // ---- load the next descriptor
        self.dq_pop.next = false;
        if !self.busy.q.val() & !self.dq_empty.val() {
            self.dq_pop.next = true;
            self.busy.d.next = true;
            self.beat.d.next = 0.into();
            self.sub.d.next = 0.into();
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
        }
        if self.ring.val() == RING_S {
            self.rempty.next = self.rs_empty.val();
            self.sublast.next = self.sl_c.val();
        }
        self.tail.next = self.sub.q.val() == self.sublast.val();
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
            }
            if self.ring.val() == RING_S {
                self.tx_tdata.next = self.rs_data.val().get_bits::<64>(self.soff.val().index());
            }
        }
        self.ok.next = self.busy.q.val() & (!self.isp.val() | !self.rempty.val());
        self.last.next = self.beat.q.val() == (self.nb.val() - 1);
        self.tx_tlast.next = self.last.val();
        self.tx_tkeep.next = 0xFF.into();
        if self.last.val() & (self.words.val() <= 2) {
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
