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
//!
//! **Query contexts** (PROTOCOL.md §5.5). Each of the `C` contexts has its
//! own counters. The active ones (`seq`) are those of context `held`;
//! when the context in service (`ctx`, which the engine changes only while
//! nothing is in flight) differs, the active counters are saved into
//! `saved[held]` and context `ctx`'s loaded, in one cycle. `cfg_clear`
//! (a cycle after a CONFIGURE made its context `ctx`) zeroes the active
//! counters: that context's alone.

#[path = "ctx_totals.rs"]
pub mod ctx_totals;

use super::bswap::ByteSwap;
use super::layout::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct SeqStamp<const C: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// The query context in service.
    pub ctx: Signal<In, Bits<2>>,
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
    /// The context whose counters `seq` holds, and every context's
    /// counters as saved when it last left service (port i at bits 32i).
    held: DFF<Bits<2>>,
    saved: [DFF<Bits<128>>; C],
    /// The active counters side by side, and context `ctx`'s saved ones.
    act: Signal<Local, Bits<128>>,
    load: Signal<Local, Bits<128>>,
    sh: [Constant<Bits<8>>; PORTS],
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

impl<const C: usize> Default for SeqStamp<C> {
    fn default() -> Self {
        SeqStamp {
            clock: Default::default(),
            reset: Default::default(),
            ctx: Default::default(),
            held: Default::default(),
            saved: std::array::from_fn(|_| Default::default()),
            act: Default::default(),
            load: Default::default(),
            sh: std::array::from_fn(|i| Constant::new((32 * i as u64).into())),
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

impl<const C: usize> Logic for SeqStamp<C> {
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
        // ---- another context in service: save the active counters, load its
        self.held.clock.next = self.clock.val();
        self.held.d.next = self.ctx.val();
        self.act.next = bit_cast::<128, 32>(self.seq[0].q.val())
            | (bit_cast::<128, 32>(self.seq[1].q.val()) << self.sh[1].val())
            | (bit_cast::<128, 32>(self.seq[2].q.val()) << self.sh[2].val())
            | (bit_cast::<128, 32>(self.seq[3].q.val()) << self.sh[3].val());
        self.load.next = 0.into();
        for c in 0..C {
            self.saved[c].clock.next = self.clock.val();
            self.saved[c].d.next = self.saved[c].q.val();
            if self.ctx.val().index() == c {
                self.load.next = self.saved[c].q.val();
            }
            if (self.held.q.val().index() == c) & (self.held.q.val() != self.ctx.val()) {
                self.saved[c].d.next = self.act.val();
            }
            if self.reset.val() {
                self.saved[c].d.next = 0.into();
            }
        }
        for i in 0..PORTS {
            if self.held.q.val() != self.ctx.val() {
                self.seq[i].d.next = self.load.val().get_bits::<32>(32 * i);
            }
            if self.cfg_clear.val() | self.reset.val() {
                self.seq[i].d.next = 0.into();
            }
        }
        if self.reset.val() {
            self.held.d.next = 0.into();
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
        let mut s = SeqStamp::<2>::default();
        let mut b = Bench::new(&mut s, |u: &mut SeqStamp<2>, c| u.clock.next = c);
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

    #[test]
    fn each_context_numbers_its_own_frames() {
        let mut s = SeqStamp::<2>::default();
        let mut b = Bench::new(&mut s, |u: &mut SeqStamp<2>, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        // one own-numbered write on `port`, then an idle cycle
        let write = |b: &mut Bench<'_, SeqStamp<2>>, port: usize| {
            let u = b.uut();
            u.d_in[port].next = desc(true, 0x11);
            u.write[port].next = true;
            b.settle();
            let n = seq_of(b.uut().d_out[port].val());
            b.tick();
            b.uut().write[port].next = false;
            b.tick();
            n
        };
        let ctx = |b: &mut Bench<'_, SeqStamp<2>>, c: u64, per_port: bool| {
            b.uut().ctx.next = c.into();
            b.uut().per_port.next = per_port;
            b.tick();
            b.tick();
        };
        // context 0: the sink's counter; context 1: a counter per port
        ctx(&mut b, 0, false);
        assert_eq!(
            [write(&mut b, 2), write(&mut b, 2), write(&mut b, 1)],
            [0, 1, 2]
        );
        ctx(&mut b, 1, true);
        assert_eq!(
            [write(&mut b, 3), write(&mut b, 3), write(&mut b, 0)],
            [0, 1, 0]
        );
        ctx(&mut b, 0, false);
        assert_eq!(write(&mut b, 0), 3, "context 0 goes on where it was");
        ctx(&mut b, 1, true);
        assert_eq!([write(&mut b, 3), write(&mut b, 0)], [2, 1]);
        // a CONFIGURE of context 1 restarts its counters alone
        b.uut().cfg_clear.next = true;
        b.tick();
        b.uut().cfg_clear.next = false;
        assert_eq!(write(&mut b, 3), 0);
        ctx(&mut b, 0, false);
        assert_eq!(write(&mut b, 2), 4);
    }
}
