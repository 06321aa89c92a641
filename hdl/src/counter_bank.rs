//! The switch's counters (PROTOCOL.md §8): `N` 64-bit counters, each
//! incremented by a bit of a mask, so every event of a cycle counts at once
//! and no counter is addressed by a bare number (the engine places the bits
//! by layout.rs's named indices).
//!
//! Per cycle and counter: bit i of `inc` adds 1 to counter i; `add` adds
//! `add_n` instead to the counters of `add_mask`; `bulk` adds `bulk_n`
//! instead of either to the counters of `bulk_mask` (the frames a port
//! dropped whole, counted in a cycle when nothing else counts frames).
//! `clear` zeroes every counter (RESET) and wins over the rest. `read`
//! selects the counter shown on `value` (READ_COUNTERS' reply words).
//!
//! The two masks are constants of the instance (Verilog localparams), so
//! synthesis builds the wide adders only for the counters that use them:
//! with the masks as inputs every counter had three adders (+4k LUTs).

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct CounterBank<const N: usize> {
    pub clock: Signal<In, Clock>,
    pub clear: Signal<In, Bit>,
    pub inc: Signal<In, Bits<N>>,
    pub add: Signal<In, Bit>,
    pub add_n: Signal<In, Bits<64>>,
    pub bulk: Signal<In, Bit>,
    pub bulk_n: Signal<In, Bits<32>>,
    pub read: Signal<In, Bits<5>>,
    pub value: Signal<Out, Bits<64>>,
    add_mask: Constant<Bits<N>>,
    bulk_mask: Constant<Bits<N>>,
    cnt: [DFF<Bits<64>>; N],
}

impl<const N: usize> CounterBank<N> {
    /// `add_mask` / `bulk_mask`: bit i set = counter i takes `add_n` /
    /// `bulk_n`.
    pub fn new(add_mask: u64, bulk_mask: u64) -> Self {
        assert!(N <= 32, "`read` addresses 32 counters");
        CounterBank {
            clock: Default::default(),
            clear: Default::default(),
            inc: Default::default(),
            add: Default::default(),
            add_n: Default::default(),
            bulk: Default::default(),
            bulk_n: Default::default(),
            read: Default::default(),
            value: Default::default(),
            add_mask: Constant::new(add_mask.into()),
            bulk_mask: Constant::new(bulk_mask.into()),
            cnt: std::array::from_fn(|_| Default::default()),
        }
    }
}

impl<const N: usize> Logic for CounterBank<N> {
    #[hdl_gen]
    fn update(&mut self) {
        for i in 0..N {
            self.cnt[i].clock.next = self.clock.val();
            self.cnt[i].d.next = self.cnt[i].q.val();
            if self.inc.val().get_bit(i) {
                self.cnt[i].d.next = self.cnt[i].q.val() + 1;
            }
            if self.add.val() & self.add_mask.val().get_bit(i) {
                self.cnt[i].d.next = self.cnt[i].q.val() + self.add_n.val();
            }
            if self.bulk.val() & self.bulk_mask.val().get_bit(i) {
                self.cnt[i].d.next = self.cnt[i].q.val() + bit_cast::<64, 32>(self.bulk_n.val());
            }
            if self.clear.val() {
                self.cnt[i].d.next = 0.into();
            }
        }
        self.value.next = self.cnt[0].q.val();
        for i in 0..N {
            if self.read.val().index() == i {
                self.value.next = self.cnt[i].q.val();
            }
        }
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
        let mut u = CounterBank::<N>::new(ADD_MASK, BULK_MASK);
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        b.uut().clear.next = true;
        b.tick();
        b.uut().clear.next = false;
        // idle: nothing counts
        for _ in 0..3 {
            b.tick();
        }
        assert_eq!(read_all(&mut b), vec![0; N]);
        let mut rng = Rng(21);
        let mut want = vec![0u64; N];
        for cycle in 0..3000 {
            let inc = rng.next() & ((1 << N) - 1);
            let add = rng.bit(20);
            let add_n = rng.below(561);
            let bulk = rng.bit(5);
            let bulk_n = [1, 36, u32::MAX as u64][rng.below(3) as usize];
            let clear = cycle == 1500;
            let u = b.uut();
            u.inc.next = inc.into();
            u.add.next = add;
            u.add_n.next = add_n.into();
            u.bulk.next = bulk;
            u.bulk_n.next = bulk_n.into();
            u.clear.next = clear;
            for (i, w) in want.iter_mut().enumerate() {
                if clear {
                    *w = 0;
                } else if bulk && BULK_MASK >> i & 1 == 1 {
                    *w += bulk_n;
                } else if add && ADD_MASK >> i & 1 == 1 {
                    *w += add_n;
                } else if inc >> i & 1 == 1 {
                    *w += 1;
                }
            }
            b.tick();
            if cycle % 500 == 499 {
                let u = b.uut();
                u.inc.next = 0.into();
                u.add.next = false;
                u.bulk.next = false;
                u.clear.next = false;
                assert_eq!(read_all(&mut b), want, "cycle {cycle}");
            }
        }
        assert!(want.iter().all(|&w| w > 0));
    }
}
