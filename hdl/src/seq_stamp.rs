//! Sequence stamp: fills in the switch's own sequence number (PROTOCOL.md
//! §4.1) of the descriptors on their way into the tx ports' descriptor
//! FIFOs, one write port per tx port (that port's framer, or the engine's
//! reply).
//!
//! One counter per tx port when the query sends results back to their
//! sources (each port's receivers see 0, 1, 2, ...): the ports' framers then
//! write at once, each into its own counter. Otherwise one counter, the
//! sink's, whichever port it moves to; writes in the same cycle are numbered
//! in port order. (The engine keeps the sink's frames in commit order: a job
//! for another port than the one before waits until every earlier frame has
//! left, so a sink that moves never has two ports numbering at once.)

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
    /// Port i writes `d_in[i]` (into tx port i's FIFO) this cycle.
    pub write: [Signal<In, Bit>; PORTS],
    pub d_in: [Signal<In, Bits<DQ_BITS>>; PORTS],
    /// `d_in[i]` with `seq` filled in if its `own_seq` bit is set.
    pub d_out: [Signal<Out, Bits<DQ_BITS>>; PORTS],
    seq: [DFF<Bits<32>>; PORTS],
    sw: [ByteSwap<32>; PORTS],
    /// Port i's write takes a number this cycle.
    own: [Signal<Local, Bit>; PORTS],
    /// Sink mode: the numbers taken by the ports before port i this cycle.
    before: [Signal<Local, Bits<32>>; PORTS],
    taken: Signal<Local, Bits<32>>,
    mask32: Constant<Bits<DQ_BITS>>,
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
            own: Default::default(),
            before: Default::default(),
            taken: Default::default(),
            mask32: Constant::new(0xFFFF_FFFFu64.into()),
            D_OWN_SEQ: lp(D_OWN_SEQ as u64),
            H_SEQ: lp(H_SEQ as u64),
        }
    }
}

impl Logic for SeqStamp {
    #[hdl_gen]
    fn update(&mut self) {
        for i in 0..PORTS {
            self.seq[i].clock.next = self.clock.val();
            self.seq[i].d.next = self.seq[i].q.val();
            self.own[i].next = self.write[i].val() & self.d_in[i].val().get_bit(D_OWN_SEQ);
        }
        self.before[0].next = 0.into();
        self.before[1].next = bit_cast::<32, 1>(self.own[0].val().into());
        self.before[2].next = self.before[1].val() + bit_cast::<32, 1>(self.own[1].val().into());
        self.before[3].next = self.before[2].val() + bit_cast::<32, 1>(self.own[2].val().into());
        self.taken.next = self.before[3].val() + bit_cast::<32, 1>(self.own[3].val().into());
        for i in 0..PORTS {
            self.sw[i].inp.next = self.seq[0].q.val() + self.before[i].val();
            if self.per_port.val() {
                self.sw[i].inp.next = self.seq[i].q.val();
                if self.own[i].val() {
                    self.seq[i].d.next = self.seq[i].q.val() + 1;
                }
            }
        }
        // (written out per port: hdl_gen takes no loop index inside bit_cast)
        self.d_out[0].next = self.d_in[0].val();
        if self.d_in[0].val().get_bit(D_OWN_SEQ) {
            self.d_out[0].next = (self.d_in[0].val() & !(self.mask32.val() << self.H_SEQ.val()))
                | (bit_cast::<DQ_BITS, 32>(self.sw[0].out.val()) << self.H_SEQ.val());
        }
        self.d_out[1].next = self.d_in[1].val();
        if self.d_in[1].val().get_bit(D_OWN_SEQ) {
            self.d_out[1].next = (self.d_in[1].val() & !(self.mask32.val() << self.H_SEQ.val()))
                | (bit_cast::<DQ_BITS, 32>(self.sw[1].out.val()) << self.H_SEQ.val());
        }
        self.d_out[2].next = self.d_in[2].val();
        if self.d_in[2].val().get_bit(D_OWN_SEQ) {
            self.d_out[2].next = (self.d_in[2].val() & !(self.mask32.val() << self.H_SEQ.val()))
                | (bit_cast::<DQ_BITS, 32>(self.sw[2].out.val()) << self.H_SEQ.val());
        }
        self.d_out[3].next = self.d_in[3].val();
        if self.d_in[3].val().get_bit(D_OWN_SEQ) {
            self.d_out[3].next = (self.d_in[3].val() & !(self.mask32.val() << self.H_SEQ.val()))
                | (bit_cast::<DQ_BITS, 32>(self.sw[3].out.val()) << self.H_SEQ.val());
        }
        if !self.per_port.val() {
            self.seq[0].d.next = self.seq[0].q.val() + self.taken.val();
        }
        for i in 0..PORTS {
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

    fn desc(own: bool, tag: u64) -> Bits<DQ_BITS> {
        let mut d = Bits::<DQ_BITS>::default();
        d.set_bits::<1>(D_OWN_SEQ, (own as u64).into());
        // a recognisable header byte that the stamp must keep
        d.set_bits::<8>(0, tag.into());
        d
    }

    fn seq_of(d: Bits<DQ_BITS>) -> u32 {
        let b: u64 = d.get_bits::<32>(H_SEQ).into();
        (b as u32).swap_bytes()
    }

    /// Each step writes (port, own_seq) pairs in the same cycle, with an idle
    /// cycle between steps (a `cfg_clear` pulse instead before step
    /// `clear_at`); returns the numbers per step in the order given
    /// (`u32::MAX`: none).
    fn run(per_port: bool, clear_at: usize, steps: &[&[(usize, bool)]]) -> Vec<Vec<u32>> {
        let mut s = SeqStamp::default();
        let mut b = Bench::new(&mut s, |u: &mut SeqStamp, c| u.clock.next = c);
        let u = b.uut();
        u.reset.next = true;
        u.per_port.next = per_port;
        b.tick();
        b.uut().reset.next = false;
        let mut got = Vec::new();
        for (i, step) in steps.iter().enumerate() {
            let u = b.uut();
            for p in 0..4 {
                u.write[p].next = false;
            }
            u.cfg_clear.next = i == clear_at;
            b.tick();
            let u = b.uut();
            u.cfg_clear.next = false;
            for (k, &(port, own)) in step.iter().enumerate() {
                u.d_in[port].next = desc(own, 0xA0 + k as u64);
                u.write[port].next = true;
            }
            b.settle();
            let mut nums = Vec::new();
            for (k, &(port, own)) in step.iter().enumerate() {
                let out = b.uut().d_out[port].val();
                assert_eq!(
                    out.get_bits::<8>(0),
                    bits::<8>(0xA0 + k as u64),
                    "the header is kept"
                );
                assert_eq!(out.get_bit(D_OWN_SEQ), own);
                nums.push(if own { seq_of(out) } else { u32::MAX });
            }
            got.push(nums);
            b.tick();
        }
        got
    }

    #[test]
    fn one_counter_for_the_sink() {
        // ports change (the sink moved), the numbering does not; frames
        // without own_seq (ACKs) neither take nor change a number
        let got = run(
            false,
            3,
            &[
                &[(0, true)],
                &[(2, true)],
                &[(1, false)],
                &[(3, true)],
                &[(0, true)],
                &[(0, true)],
            ],
        );
        assert_eq!(
            got,
            vec![vec![0], vec![1], vec![u32::MAX], vec![0], vec![1], vec![2]]
        );
    }

    #[test]
    fn one_counter_for_the_sink_numbers_writes_of_one_cycle_in_port_order() {
        let got = run(
            false,
            99,
            &[
                &[(3, true), (1, true)],
                &[(0, true), (1, false), (2, true), (3, true)],
                &[(2, true)],
            ],
        );
        assert_eq!(got, vec![vec![1, 0], vec![2, u32::MAX, 3, 4], vec![5]]);
    }

    #[test]
    fn a_counter_per_port_with_results_to_the_source() {
        let got = run(
            true,
            99,
            &[
                &[(0, true)],
                &[(2, true)],
                &[(0, true)],
                &[(2, true)],
                &[(1, true)],
                &[(2, true)],
                &[(3, false)],
                &[(1, true)],
            ],
        );
        assert_eq!(
            got,
            vec![
                vec![0],
                vec![0],
                vec![1],
                vec![1],
                vec![0],
                vec![2],
                vec![u32::MAX],
                vec![1]
            ]
        );
        // all four ports at once, each into its own counter
        let got = run(
            true,
            2,
            &[
                &[(0, true), (1, true), (2, true), (3, true)],
                &[(3, true), (0, true), (1, false), (2, true)],
                &[(1, true), (3, true)],
            ],
        );
        assert_eq!(
            got,
            vec![vec![0, 0, 0, 0], vec![1, 1, u32::MAX, 1], vec![0, 0]]
        );
    }
}
