//! A synchronous first-word-fall-through FIFO with a synchronous reset.
//!
//! rust-hdl's own FIFO has no reset input; the switch needs one, so this is a
//! small variant: a RAM, read and write pointers one bit wider than the
//! address, and a one-cycle delayed write pointer so `empty` only drops once
//! the RAM's registered read port can return the new word.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct Fifo<D: Synth, const N: usize, const NP1: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub write: Signal<In, Bit>,
    pub data_in: Signal<In, D>,
    pub full: Signal<Out, Bit>,
    /// A full flag from a register, for a writer whose decision must not
    /// start at the pointers and their subtract (docs/HDL.md §4, longest
    /// paths): high a cycle after the FIFO held all but one word. A writer
    /// writes one word a cycle at most, so a FIFO below that a cycle ago
    /// has room now; heeding it leaves the last word unused.
    pub full_q: Signal<Out, Bit>,
    /// Words stored (counting ones written this cycle minus one).
    pub count: Signal<Out, Bits<NP1>>,
    pub read: Signal<In, Bit>,
    pub data_out: Signal<Out, D>,
    pub empty: Signal<Out, Bit>,
    ram: RAM<D, N>,
    rd: DFF<Bits<NP1>>,
    wr: DFF<Bits<NP1>>,
    wr_d: DFF<Bits<NP1>>,
    full_r: DFF<Bit>,
    size: Constant<Bits<NP1>>,
    size_less_one: Constant<Bits<NP1>>,
}

impl<D: Synth, const N: usize, const NP1: usize> Default for Fifo<D, N, NP1> {
    fn default() -> Self {
        assert_eq!(N + 1, NP1);
        Self {
            clock: Default::default(),
            reset: Default::default(),
            write: Default::default(),
            data_in: Default::default(),
            full: Default::default(),
            full_q: Default::default(),
            count: Default::default(),
            read: Default::default(),
            data_out: Default::default(),
            empty: Default::default(),
            ram: Default::default(),
            rd: Default::default(),
            wr: Default::default(),
            wr_d: Default::default(),
            full_r: Default::default(),
            size: Constant::new((1u64 << N).into()),
            size_less_one: Constant::new(((1u64 << N) - 1).into()),
        }
    }
}

impl<D: Synth, const N: usize, const NP1: usize> Logic for Fifo<D, N, NP1> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rd, wr, wr_d, full_r);
        self.ram.read_clock.next = self.clock.val();
        self.ram.write_clock.next = self.clock.val();
        self.empty.next = self.rd.q.val() == self.wr_d.q.val();
        self.count.next = self.wr.q.val() - self.rd.q.val();
        self.full.next = (self.wr.q.val() - self.rd.q.val()) == self.size.val();
        self.full_r.d.next = (self.wr.q.val() - self.rd.q.val()) >= self.size_less_one.val();
        self.full_q.next = self.full_r.q.val();
        self.ram.write_address.next = bit_cast::<N, NP1>(self.wr.q.val());
        self.ram.write_data.next = self.data_in.val();
        self.ram.write_enable.next = self.write.val() & !self.full.val();
        if self.write.val() & !self.full.val() {
            self.wr.d.next = self.wr.q.val() + 1;
        }
        self.wr_d.d.next = self.wr.q.val();
        self.ram.read_address.next = bit_cast::<N, NP1>(self.rd.q.val());
        if self.read.val() & !self.empty.val() {
            self.rd.d.next = self.rd.q.val() + 1;
            self.ram.read_address.next = bit_cast::<N, NP1>(self.rd.q.val() + 1);
        }
        self.data_out.next = self.ram.read_data.val();
        if self.reset.val() {
            self.rd.d.next = 0.into();
            self.wr.d.next = 0.into();
            self.wr_d.d.next = 0.into();
        }
    }
}

/// The same FIFO with a bulk discard: `skip` drops the `skip_n` oldest words
/// in one cycle (`skip_n` must not exceed the words stored; not together
/// with `read`). The parsers use it so a dropped frame's payload costs the
/// engine one cycle, not one per word.
#[derive(LogicBlock)]
pub struct SkipFifo<D: Synth, const N: usize, const NP1: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub write: Signal<In, Bit>,
    pub data_in: Signal<In, D>,
    pub full: Signal<Out, Bit>,
    pub read: Signal<In, Bit>,
    pub skip: Signal<In, Bit>,
    pub skip_n: Signal<In, Bits<NP1>>,
    pub data_out: Signal<Out, D>,
    pub empty: Signal<Out, Bit>,
    ram: RAM<D, N>,
    rd: DFF<Bits<NP1>>,
    wr: DFF<Bits<NP1>>,
    wr_d: DFF<Bits<NP1>>,
    size: Constant<Bits<NP1>>,
}

impl<D: Synth, const N: usize, const NP1: usize> Default for SkipFifo<D, N, NP1> {
    fn default() -> Self {
        assert_eq!(N + 1, NP1);
        Self {
            clock: Default::default(),
            reset: Default::default(),
            write: Default::default(),
            data_in: Default::default(),
            full: Default::default(),
            read: Default::default(),
            skip: Default::default(),
            skip_n: Default::default(),
            data_out: Default::default(),
            empty: Default::default(),
            ram: Default::default(),
            rd: Default::default(),
            wr: Default::default(),
            wr_d: Default::default(),
            size: Constant::new((1u64 << N).into()),
        }
    }
}

impl<D: Synth, const N: usize, const NP1: usize> Logic for SkipFifo<D, N, NP1> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rd, wr, wr_d);
        self.ram.read_clock.next = self.clock.val();
        self.ram.write_clock.next = self.clock.val();
        self.empty.next = self.rd.q.val() == self.wr_d.q.val();
        self.full.next = (self.wr.q.val() - self.rd.q.val()) == self.size.val();
        self.ram.write_address.next = bit_cast::<N, NP1>(self.wr.q.val());
        self.ram.write_data.next = self.data_in.val();
        self.ram.write_enable.next = self.write.val() & !self.full.val();
        if self.write.val() & !self.full.val() {
            self.wr.d.next = self.wr.q.val() + 1;
        }
        self.wr_d.d.next = self.wr.q.val();
        self.ram.read_address.next = bit_cast::<N, NP1>(self.rd.q.val());
        if self.read.val() & !self.empty.val() {
            self.rd.d.next = self.rd.q.val() + 1;
            self.ram.read_address.next = bit_cast::<N, NP1>(self.rd.q.val() + 1);
        }
        if self.skip.val() {
            self.rd.d.next = self.rd.q.val() + self.skip_n.val();
            self.ram.read_address.next = bit_cast::<N, NP1>(self.rd.q.val() + self.skip_n.val());
        }
        self.data_out.next = self.ram.read_data.val();
        if self.reset.val() {
            self.rd.d.next = 0.into();
            self.wr.d.next = 0.into();
            self.wr_d.d.next = 0.into();
        }
    }
}

/// Words a `WideSkipFifo` shows at once: the widest tuple of the catalog
/// (k8v16t4's probe tuple, 4 keys + a 16-byte value = 6 words).
pub const WIDE_WORDS: usize = 6;
const _: () = assert!(WIDE_WORDS == 6); // the read ports below are written out
pub const WIDE_BITS: usize = WIDE_WORDS * 64;

/// A `SkipFifo` of 64-bit words that also shows the `WIDE_WORDS` oldest words
/// side by side (`data_wide`, word j at bit 64j) and how many are visible
/// (`count`), so a reader can take a whole tuple in one cycle with `skip`.
/// Each word is written into `WIDE_WORDS` RAM copies; copy j reads address
/// `rd + j` (one read port each, as block RAMs have).
#[derive(LogicBlock)]
pub struct WideSkipFifo<const N: usize, const NP1: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub write: Signal<In, Bit>,
    pub data_in: Signal<In, Bits<64>>,
    pub full: Signal<Out, Bit>,
    pub read: Signal<In, Bit>,
    pub skip: Signal<In, Bit>,
    pub skip_n: Signal<In, Bits<NP1>>,
    pub data_out: Signal<Out, Bits<64>>,
    pub data_wide: Signal<Out, Bits<WIDE_BITS>>,
    /// Words visible on the read side (`data_wide` word j is valid if j < count).
    pub count: Signal<Out, Bits<NP1>>,
    pub empty: Signal<Out, Bit>,
    ram: [RAM<Bits<64>, N>; WIDE_WORDS],
    rd: DFF<Bits<NP1>>,
    wr: DFF<Bits<NP1>>,
    wr_d: DFF<Bits<NP1>>,
    /// `count` as a register (`wr_d - rd` of the next cycle, computed from
    /// this cycle's write pointer and the read pointer's next value): a
    /// reader's whole-tuple compare starts at a flip-flop, not at the end
    /// of a subtract (docs/HDL.md §4, longest paths).
    count_r: DFF<Bits<NP1>>,
    rd_next: Signal<Local, Bits<NP1>>,
    /// Words written and not yet read (from the pointers alone), and the
    /// words read this cycle: `count_r`'s next value is their difference,
    /// so the read's decision meets one subtract, not an add and a subtract.
    stored: Signal<Local, Bits<NP1>>,
    popped: Signal<Local, Bits<NP1>>,
    size: Constant<Bits<NP1>>,
}

impl<const N: usize, const NP1: usize> Default for WideSkipFifo<N, NP1> {
    fn default() -> Self {
        assert_eq!(N + 1, NP1);
        Self {
            clock: Default::default(),
            reset: Default::default(),
            write: Default::default(),
            data_in: Default::default(),
            full: Default::default(),
            read: Default::default(),
            skip: Default::default(),
            skip_n: Default::default(),
            data_out: Default::default(),
            data_wide: Default::default(),
            count: Default::default(),
            empty: Default::default(),
            ram: Default::default(),
            rd: Default::default(),
            wr: Default::default(),
            wr_d: Default::default(),
            count_r: Default::default(),
            rd_next: Default::default(),
            stored: Default::default(),
            popped: Default::default(),
            size: Constant::new((1u64 << N).into()),
        }
    }
}

impl<const N: usize, const NP1: usize> Logic for WideSkipFifo<N, NP1> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rd, wr, wr_d, count_r);
        self.empty.next = self.rd.q.val() == self.wr_d.q.val();
        self.count.next = self.count_r.q.val();
        self.full.next = (self.wr.q.val() - self.rd.q.val()) == self.size.val();
        if self.write.val() & !self.full.val() {
            self.wr.d.next = self.wr.q.val() + 1;
        }
        self.wr_d.d.next = self.wr.q.val();
        self.popped.next = 0.into();
        if self.read.val() & !self.empty.val() {
            self.popped.next = 1.into();
        }
        if self.skip.val() {
            self.popped.next = self.skip_n.val();
        }
        self.rd_next.next = self.rd.q.val() + self.popped.val();
        self.rd.d.next = self.rd_next.val();
        self.stored.next = self.wr.q.val() - self.rd.q.val();
        self.count_r.d.next = self.stored.val() - self.popped.val();
        for j in 0..WIDE_WORDS {
            self.ram[j].read_clock.next = self.clock.val();
            self.ram[j].write_clock.next = self.clock.val();
            self.ram[j].write_address.next = bit_cast::<N, NP1>(self.wr.q.val());
            self.ram[j].write_data.next = self.data_in.val();
            self.ram[j].write_enable.next = self.write.val() & !self.full.val();
        }
        // (written out: rust-hdl prints loop-variable arithmetic poorly)
        self.ram[0].read_address.next = bit_cast::<N, NP1>(self.rd_next.val());
        self.ram[1].read_address.next = bit_cast::<N, NP1>(self.rd_next.val() + 1);
        self.ram[2].read_address.next = bit_cast::<N, NP1>(self.rd_next.val() + 2);
        self.ram[3].read_address.next = bit_cast::<N, NP1>(self.rd_next.val() + 3);
        self.ram[4].read_address.next = bit_cast::<N, NP1>(self.rd_next.val() + 4);
        self.ram[5].read_address.next = bit_cast::<N, NP1>(self.rd_next.val() + 5);
        self.data_wide.next = bit_cast::<WIDE_BITS, 64>(self.ram[0].read_data.val())
            | (bit_cast::<WIDE_BITS, 64>(self.ram[1].read_data.val()) << 64)
            | (bit_cast::<WIDE_BITS, 64>(self.ram[2].read_data.val()) << 128)
            | (bit_cast::<WIDE_BITS, 64>(self.ram[3].read_data.val()) << 192)
            | (bit_cast::<WIDE_BITS, 64>(self.ram[4].read_data.val()) << 256)
            | (bit_cast::<WIDE_BITS, 64>(self.ram[5].read_data.val()) << 320);
        self.data_out.next = self.ram[0].read_data.val();
        if self.reset.val() {
            self.rd.d.next = 0.into();
            self.wr.d.next = 0.into();
            self.wr_d.d.next = 0.into();
            self.count_r.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::Bench;

    #[test]
    fn fifo_keeps_order_under_random_push_pop() {
        let mut f: Fifo<Bits<16>, 3, 4> = Default::default();
        let mut b = Bench::new(&mut f, |u: &mut Fifo<Bits<16>, 3, 4>, c| u.clock.next = c);
        let mut rng = crate::tb::Rng(7);
        let (mut next_in, mut next_out) = (0u64, 0u64);
        for _ in 0..2000 {
            let u = b.uut();
            let push = rng.bit(60);
            let pop = rng.bit(50);
            u.write.next = push;
            u.data_in.next = next_in.into();
            u.read.next = pop;
            u.reset.next = false;
            b.settle();
            let u = b.uut();
            let did_push = push && !u.full.val();
            let did_pop = pop && !u.empty.val();
            if did_pop {
                assert_eq!(u.data_out.val(), bits::<16>(next_out));
                next_out += 1;
            }
            if did_push {
                next_in += 1;
            }
            b.tick();
        }
        assert!(next_out > 500);
    }

    #[test]
    fn a_writer_obeying_the_registered_full_flag_never_meets_a_full_fifo() {
        let mut f: Fifo<Bits<16>, 3, 4> = Default::default();
        let mut b = Bench::new(&mut f, |u: &mut Fifo<Bits<16>, 3, 4>, c| u.clock.next = c);
        let mut rng = crate::tb::Rng(11);
        let (mut next_in, mut next_out) = (0u64, 0u64);
        // the words held at the start of the cycle before
        let (mut held_before, mut times_flagged) = (0u64, 0);
        for _ in 0..2000 {
            let held_now = next_in - next_out;
            let u = b.uut();
            u.reset.next = false;
            u.read.next = rng.bit(35);
            u.data_in.next = next_in.into();
            u.write.next = false;
            b.settle();
            let u = b.uut();
            // set a cycle after the FIFO held 7 of its 8 words: one write a
            // cycle can then never meet a full FIFO
            assert_eq!(u.full_q.val(), held_before >= 7, "held {held_before}");
            let push = rng.bit(90) && !u.full_q.val();
            u.write.next = push;
            b.settle();
            let u = b.uut();
            assert!(!(push && u.full.val()), "a write met a full FIFO");
            times_flagged += u.full_q.val() as u32;
            let did_pop = u.read.val() && !u.empty.val();
            if did_pop {
                assert_eq!(u.data_out.val(), bits::<16>(next_out));
                next_out += 1;
            }
            next_in += push as u64;
            held_before = held_now;
            b.tick();
        }
        assert!(next_out > 500 && times_flagged > 50);
    }

    #[test]
    fn skip_fifo_discards_in_one_cycle() {
        let mut f: SkipFifo<Bits<16>, 4, 5> = Default::default();
        let mut b = Bench::new(&mut f, |u: &mut SkipFifo<Bits<16>, 4, 5>, c| {
            u.clock.next = c
        });
        let mut rng = crate::tb::Rng(9);
        let (mut next_in, mut next_out, mut stored) = (0u64, 0u64, 0u64);
        let mut skipped = 0;
        for _ in 0..3000 {
            let u = b.uut();
            let push = rng.bit(60);
            u.write.next = push;
            u.data_in.next = next_in.into();
            u.reset.next = false;
            // skip only what is visible (`empty` lags a write by a cycle)
            let visible = stored.saturating_sub(1);
            let skip = visible > 0 && rng.bit(10);
            let n = if skip { 1 + rng.below(visible) } else { 0 };
            u.skip.next = skip;
            u.skip_n.next = n.into();
            u.read.next = !skip && rng.bit(50);
            b.settle();
            let u = b.uut();
            if skip {
                next_out += n;
                stored -= n;
                skipped += n;
            } else if u.read.val() && !u.empty.val() {
                assert_eq!(u.data_out.val(), bits::<16>(next_out));
                next_out += 1;
                stored -= 1;
            }
            if push && !u.full.val() {
                next_in += 1;
                stored += 1;
            }
            b.tick();
        }
        assert!(skipped > 100 && next_out > 1000);
    }
}
