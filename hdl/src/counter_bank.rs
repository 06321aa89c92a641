//! The switch's counters (PROTOCOL.md §8): `N` 64-bit counters, each
//! incremented by a bit of a mask, so every event of a cycle counts at once
//! and no counter is addressed by a bare number (the engine places the bits
//! by layout.rs's named indices).
//!
//! Per cycle and counter: bit i of `inc` adds 1 to counter i; for the
//! counters of `multi_mask`, bits i of `inc_x2` and `inc_x4` add 2 and 4
//! more (events of up to seven sources in one cycle: the four tx ports'
//! framers close frames at once); `add` adds `add_n` instead to the
//! counters of `add_mask`; the counters of `bulk_mask` add `bulk_n` on top
//! of their events while `bulk` is set (the frames a port dropped whole,
//! counted as its next frame is taken, which may be the cycle another frame
//! is counted). `clear` zeroes every counter (RESET) and wins over the rest. `read`
//! selects the counter shown on `value` (READ_COUNTERS' reply words).
//!
//! Every input but `read` is registered first, so each counter's add starts
//! at a flip-flop and not at the end of the engine's frame check (the
//! decision, the drop code, the tuple count): an event shows on `value` one
//! cycle after the cycle it was presented. The engine reads counters only
//! after its drain and two more states, so no reply sees the difference.
//!
//! The three masks are constants of the instance (Verilog localparams), so
//! synthesis builds the wide adders only for the counters that use them:
//! with the masks as inputs every counter had three adders (+4k LUTs).

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct CounterBank<const N: usize> {
    pub clock: Signal<In, Clock>,
    pub clear: Signal<In, Bit>,
    pub inc: Signal<In, Bits<N>>,
    pub inc_x2: Signal<In, Bits<N>>,
    pub inc_x4: Signal<In, Bits<N>>,
    pub add: Signal<In, Bit>,
    pub add_n: Signal<In, Bits<64>>,
    pub bulk: Signal<In, Bit>,
    pub bulk_n: Signal<In, Bits<32>>,
    pub read: Signal<In, Bits<5>>,
    pub value: Signal<Out, Bits<64>>,
    /// The inputs of the cycle before (what the counters add now).
    r_clear: DFF<Bit>,
    r_inc: DFF<Bits<N>>,
    r_x2: DFF<Bits<N>>,
    r_x4: DFF<Bits<N>>,
    r_add: DFF<Bit>,
    r_add_n: DFF<Bits<64>>,
    r_bulk: DFF<Bit>,
    r_bulk_n: DFF<Bits<32>>,
    add_mask: Constant<Bits<N>>,
    bulk_mask: Constant<Bits<N>>,
    multi_mask: Constant<Bits<N>>,
    cnt: [DFF<Bits<64>>; N],
    /// Per counter: 1, 2 and 4 if `inc`, `inc_x2` and `inc_x4` have its bit.
    p1: [Signal<Local, Bits<64>>; N],
    p2: [Signal<Local, Bits<64>>; N],
    p4: [Signal<Local, Bits<64>>; N],
    /// Per counter: what `inc` (and `inc_x2`, `inc_x4`) add this cycle.
    step: [Signal<Local, Bits<64>>; N],
    /// `bulk_n` while `bulk` is set, else 0.
    pb: Signal<Local, Bits<64>>,
    /// `rv[i]`: the OR of counters 0..i, each masked by `read == i`. One
    /// matches, so this is the select; written as an OR (associative), the
    /// synthesis balances it into a tree, where a chain of `if read == i`
    /// stayed a chain of 27 muxes (docs/HDL.md §4, longest paths).
    rv: [Signal<Local, Bits<64>>; 33],
    one: Constant<Bits<64>>,
    two: Constant<Bits<64>>,
    four: Constant<Bits<64>>,
}

impl<const N: usize> CounterBank<N> {
    /// `add_mask` / `bulk_mask`: bit i set = counter i takes `add_n` /
    /// `bulk_n`; `multi_mask`: counter i takes `inc_x2` and `inc_x4`.
    pub fn new(add_mask: u64, bulk_mask: u64, multi_mask: u64) -> Self {
        assert!(N <= 32, "`read` addresses 32 counters");
        CounterBank {
            clock: Default::default(),
            clear: Default::default(),
            inc: Default::default(),
            inc_x2: Default::default(),
            inc_x4: Default::default(),
            add: Default::default(),
            add_n: Default::default(),
            bulk: Default::default(),
            bulk_n: Default::default(),
            read: Default::default(),
            value: Default::default(),
            r_clear: Default::default(),
            r_inc: Default::default(),
            r_x2: Default::default(),
            r_x4: Default::default(),
            r_add: Default::default(),
            r_add_n: Default::default(),
            r_bulk: Default::default(),
            r_bulk_n: Default::default(),
            add_mask: Constant::new(add_mask.into()),
            bulk_mask: Constant::new(bulk_mask.into()),
            multi_mask: Constant::new(multi_mask.into()),
            cnt: std::array::from_fn(|_| Default::default()),
            p1: std::array::from_fn(|_| Default::default()),
            p2: std::array::from_fn(|_| Default::default()),
            p4: std::array::from_fn(|_| Default::default()),
            step: std::array::from_fn(|_| Default::default()),
            pb: Default::default(),
            rv: std::array::from_fn(|_| Default::default()),
            one: Constant::new(1u64.into()),
            two: Constant::new(2u64.into()),
            four: Constant::new(4u64.into()),
        }
    }
}

impl<const N: usize> Logic for CounterBank<N> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, r_clear, r_inc, r_x2, r_x4, r_add, r_add_n, r_bulk, r_bulk_n);
        self.r_clear.d.next = self.clear.val();
        self.r_inc.d.next = self.inc.val();
        self.r_x2.d.next = self.inc_x2.val();
        self.r_x4.d.next = self.inc_x4.val();
        self.r_add.d.next = self.add.val();
        self.r_add_n.d.next = self.add_n.val();
        self.r_bulk.d.next = self.bulk.val();
        self.r_bulk_n.d.next = self.bulk_n.val();
        self.pb.next = 0.into();
        if self.r_bulk.q.val() {
            self.pb.next = bit_cast::<64, 32>(self.r_bulk_n.q.val());
        }
        for i in 0..N {
            self.cnt[i].clock.next = self.clock.val();
            // (the parts as signals: hdl_gen takes no loop index inside bit_cast)
            self.p1[i].next = 0.into();
            self.p2[i].next = 0.into();
            self.p4[i].next = 0.into();
            if self.r_inc.q.val().get_bit(i) {
                self.p1[i].next = self.one.val();
            }
            if self.r_x2.q.val().get_bit(i) {
                self.p2[i].next = self.two.val();
            }
            if self.r_x4.q.val().get_bit(i) {
                self.p4[i].next = self.four.val();
            }
            self.step[i].next = self.p1[i].val();
            if self.multi_mask.val().get_bit(i) {
                self.step[i].next = self.p1[i].val() + self.p2[i].val() + self.p4[i].val();
            }
            self.cnt[i].d.next = self.cnt[i].q.val() + self.step[i].val();
            if self.r_add.q.val() & self.add_mask.val().get_bit(i) {
                self.cnt[i].d.next = self.cnt[i].q.val() + self.r_add_n.q.val();
            }
            if self.bulk_mask.val().get_bit(i) {
                self.cnt[i].d.next = self.cnt[i].q.val() + self.step[i].val() + self.pb.val();
            }
            if self.r_clear.q.val() {
                self.cnt[i].d.next = 0.into();
            }
        }
        self.rv[0].next = 0.into();
        for i in 0..N {
            self.rv[i + 1].next = self.rv[i].val();
            if self.read.val().index() == i {
                self.rv[i + 1].next = self.rv[i].val() | self.cnt[i].q.val();
            }
        }
        // (the entries past N pass the OR on: every signal is driven)
        for i in N..32 {
            self.rv[i + 1].next = self.rv[i].val();
        }
        self.value.next = self.rv[32].val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};

    const N: usize = 27;

    fn read_all(b: &mut Bench<'_, CounterBank<N>>) -> Vec<u64> {
        (0..N)
            .map(|i| {
                b.uut().read.next = (i as u64).into();
                b.settle();
                b.uut().value.val().to_u64()
            })
            .collect()
    }

    #[test]
    fn every_event_counts_and_clear_wins() {
        const ADD_MASK: u64 = 1 << 5;
        const BULK_MASK: u64 = (1 << 0) | (1 << 17);
        const MULTI_MASK: u64 = (1 << 9) | (1 << 13) | (1 << 17);
        let mut u = CounterBank::<N>::new(ADD_MASK, BULK_MASK, MULTI_MASK);
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        b.uut().clear.next = true;
        b.tick();
        b.uut().clear.next = false;
        // idle: nothing counts (the clear takes effect a cycle late)
        for _ in 0..3 {
            b.tick();
        }
        assert_eq!(read_all(&mut b), vec![0; N]);
        let mut rng = Rng(21);
        let mut want = vec![0u64; N];
        for cycle in 0..3000 {
            let inc = rng.next() & ((1 << N) - 1);
            let (x2, x4) = (rng.next() & ((1 << N) - 1), rng.next() & ((1 << N) - 1));
            let add = rng.bit(20);
            let add_n = rng.below(561);
            let bulk = rng.bit(5);
            let bulk_n = [1, 36, u32::MAX as u64][rng.below(3) as usize];
            let clear = cycle == 1500;
            let before = want.clone();
            let u = b.uut();
            u.inc.next = inc.into();
            u.inc_x2.next = x2.into();
            u.inc_x4.next = x4.into();
            u.add.next = add;
            u.add_n.next = add_n.into();
            u.bulk.next = bulk;
            u.bulk_n.next = bulk_n.into();
            u.clear.next = clear;
            for (i, w) in want.iter_mut().enumerate() {
                // only the multi counters see inc_x2 and inc_x4
                let step = if MULTI_MASK >> i & 1 == 1 {
                    (inc >> i & 1) + 2 * (x2 >> i & 1) + 4 * (x4 >> i & 1)
                } else {
                    inc >> i & 1
                };
                if clear {
                    *w = 0;
                } else if BULK_MASK >> i & 1 == 1 {
                    // a bulk add comes on top of the events of the cycle
                    *w += step + if bulk { bulk_n } else { 0 };
                } else if add && ADD_MASK >> i & 1 == 1 {
                    *w += add_n;
                } else {
                    *w += step;
                }
            }
            b.tick();
            if cycle % 500 == 499 {
                let u = b.uut();
                u.inc.next = 0.into();
                u.inc_x2.next = 0.into();
                u.inc_x4.next = 0.into();
                u.add.next = false;
                u.bulk.next = false;
                u.clear.next = false;
                // the inputs are registered: the last cycle's events are
                // not on `value` yet, and are one cycle later
                assert_eq!(
                    read_all(&mut b),
                    before,
                    "cycle {cycle}, before the register"
                );
                b.tick();
                assert_eq!(read_all(&mut b), want, "cycle {cycle}");
            }
        }
        assert!(want.iter().all(|&w| w > 0));
    }
}
