//! Sequence stamp: fills in the switch's own sequence number (PROTOCOL.md
//! §4.1) of a descriptor on its way into a tx port's descriptor FIFO.
//!
//! Descriptors arrive here in commit order, one at most per cycle (the
//! engine and the framer never write in the same cycle), so numbering them
//! here gives the model's order even though four emitters then send them
//! independently. One counter per tx port when the query sends results back
//! to their sources (each port's receivers see 0, 1, 2, ...); otherwise the
//! one counter of the sink, whichever port it moves to.

use super::bswap::ByteSwap;
use super::layout::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct SeqStamp {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// A new query: every counter restarts at 0.
    pub cfg_clear: Signal<In, Bit>,
    /// One counter per tx port (results to the source).
    pub per_port: Signal<In, Bit>,
    pub write: Signal<In, Bit>,
    pub d_in: Signal<In, Bits<DQ_BITS>>,
    /// `d_in` with `seq` filled in if its `own_seq` bit is set.
    pub d_out: Signal<Out, Bits<DQ_BITS>>,
    seq: [DFF<Bits<32>>; 4],
    sw: ByteSwap<32>,
    slot: Signal<Local, Bits<2>>,
    cur: Signal<Local, Bits<32>>,
    own: Signal<Local, Bit>,
    mask32: Constant<Bits<DQ_BITS>>,
    D_PORT: Constant<Bits<32>>,
    D_OWN_SEQ: Constant<Bits<32>>,
    H_SEQ: Constant<Bits<32>>,
}

impl Default for SeqStamp {
    fn default() -> Self {
        SeqStamp {
            clock: Default::default(),
            reset: Default::default(),
            cfg_clear: Default::default(),
            per_port: Default::default(),
            write: Default::default(),
            d_in: Default::default(),
            d_out: Default::default(),
            seq: Default::default(),
            sw: Default::default(),
            slot: Default::default(),
            cur: Default::default(),
            own: Default::default(),
            mask32: Constant::new(0xFFFF_FFFFu64.into()),
            D_PORT: lp(D_PORT as u64),
            D_OWN_SEQ: lp(D_OWN_SEQ as u64),
            H_SEQ: lp(H_SEQ as u64),
        }
    }
}

impl Logic for SeqStamp {
    #[hdl_gen]
    fn update(&mut self) {
        for i in 0..4 {
            self.seq[i].clock.next = self.clock.val();
            self.seq[i].d.next = self.seq[i].q.val();
        }
        self.slot.next = 0.into();
        if self.per_port.val() {
            self.slot.next = self.d_in.val().get_bits::<2>(D_PORT);
        }
        self.cur.next = 0.into();
        for i in 0..4 {
            if self.slot.val().index() == i {
                self.cur.next = self.seq[i].q.val();
            }
        }
        self.sw.inp.next = self.cur.val();
        self.own.next = self.d_in.val().get_bit(D_OWN_SEQ);
        self.d_out.next = self.d_in.val();
        if self.own.val() {
            self.d_out.next = (self.d_in.val() & !(self.mask32.val() << self.H_SEQ.val()))
                | (bit_cast::<DQ_BITS, 32>(self.sw.out.val()) << self.H_SEQ.val());
        }
        for i in 0..4 {
            if self.write.val() & self.own.val() & (self.slot.val().index() == i) {
                self.seq[i].d.next = self.seq[i].q.val() + 1;
            }
            if self.cfg_clear.val() | self.reset.val() {
                self.seq[i].d.next = 0.into();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::Bench;

    fn desc(port: u64, own: bool) -> Bits<DQ_BITS> {
        let mut d = Bits::<DQ_BITS>::default();
        d.set_bits::<2>(D_PORT, port.into());
        d.set_bits::<1>(D_OWN_SEQ, (own as u64).into());
        // a recognisable header byte that the stamp must keep
        d.set_bits::<8>(0, 0xA5u64.into());
        d
    }

    fn seq_of(d: Bits<DQ_BITS>) -> u32 {
        let b: u64 = d.get_bits::<32>(H_SEQ).into();
        (b as u32).swap_bytes()
    }

    /// Stamps `writes` (port, own_seq) in order, one a cycle with an idle
    /// cycle between (a `cfg_clear` pulse instead before the 4th), and
    /// returns the sequence number each got (`u32::MAX`: none).
    fn run(per_port: bool, writes: &[(u64, bool)]) -> Vec<u32> {
        let mut s = SeqStamp::default();
        let mut b = Bench::new(&mut s, |u: &mut SeqStamp, c| u.clock.next = c);
        let u = b.uut();
        u.reset.next = true;
        u.per_port.next = per_port;
        b.tick();
        b.uut().reset.next = false;
        let mut got = Vec::new();
        for (i, &(port, own)) in writes.iter().enumerate() {
            let u = b.uut();
            u.write.next = false;
            u.cfg_clear.next = i == 3;
            b.tick();
            let u = b.uut();
            u.cfg_clear.next = false;
            u.d_in.next = desc(port, own);
            u.write.next = true;
            b.settle();
            let out = b.uut().d_out.val();
            assert_eq!(out.get_bits::<8>(0), bits::<8>(0xA5), "the header is kept");
            assert_eq!(out.get_bit(D_OWN_SEQ), own);
            got.push(if own { seq_of(out) } else { u32::MAX });
            b.tick();
        }
        got
    }

    #[test]
    fn one_counter_for_the_sink() {
        // ports change (the sink moved), the numbering does not; frames
        // without own_seq (ACKs) neither take nor change a number
        let got = run(false, &[(0, true), (2, true), (1, false), (3, true), (0, true), (0, true)]);
        assert_eq!(got, vec![0, 1, u32::MAX, 0, 1, 2]);
    }

    #[test]
    fn a_counter_per_port_with_results_to_the_source() {
        let got = run(true, &[(0, true), (2, true), (0, true), (2, true), (1, true), (2, true), (3, false), (1, true)]);
        assert_eq!(got, vec![0, 0, 1, 0, 0, 1, u32::MAX, 1]);
    }
}
