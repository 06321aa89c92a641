//! Tuples per output frame: `max_payload` divided by three tuple widths
//! (RESULT, SPILL, OVERFLOW) at CONFIGURE, by restoring division, one
//! quotient bit per cycle for all three at once (16 cycles). A divider, not a
//! table of constants, because `max_payload` is the query's.
//!
//! `start` (one cycle) takes `dividend`; `last` is high in the 16th cycle
//! after it, when `quotient` shows the results (held until the next start).
//! `dividend` and `divisor` must stay put while the division runs.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct FrameDivider {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub start: Signal<In, Bit>,
    pub dividend: Signal<In, Bits<16>>,
    pub divisor: [Signal<In, Bits<16>>; 3],
    /// The division's last step is this cycle.
    pub last: Signal<Out, Bit>,
    pub busy: Signal<Out, Bit>,
    pub quotient: [Signal<Out, Bits<16>>; 3],
    q: [DFF<Bits<16>>; 3],
    r: [DFF<Bits<16>>; 3],
    /// The dividend bit taken this cycle (15 down to 0).
    i: DFF<Bits<4>>,
    run: DFF<Bit>,
    dbit: Signal<Local, Bits<16>>,
    t: [Signal<Local, Bits<16>>; 3],
}

impl Logic for FrameDivider {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, i, run);
        for k in 0..3 {
            self.q[k].clock.next = self.clock.val();
            self.r[k].clock.next = self.clock.val();
            self.q[k].d.next = self.q[k].q.val();
            self.r[k].d.next = self.r[k].q.val();
            self.quotient[k].next = self.q[k].q.val();
        }
        self.dbit.next = 0.into();
        if self.dividend.val().get_bit(self.i.q.val().index()) {
            self.dbit.next = 1.into();
        }
        self.busy.next = self.run.q.val();
        self.last.next = self.run.q.val() & (self.i.q.val() == 0);
        for k in 0..3 {
            self.t[k].next = (self.r[k].q.val() << 1) | self.dbit.val();
            if self.run.q.val() {
                self.r[k].d.next = self.t[k].val();
                self.q[k].d.next = self.q[k].q.val() << 1;
                if self.t[k].val() >= self.divisor[k].val() {
                    self.r[k].d.next = self.t[k].val() - self.divisor[k].val();
                    self.q[k].d.next = (self.q[k].q.val() << 1) | 1;
                }
            }
        }
        if self.run.q.val() {
            self.i.d.next = self.i.q.val() - 1;
            if self.i.q.val() == 0 {
                self.run.d.next = false;
            }
        }
        if self.start.val() {
            self.run.d.next = true;
            self.i.d.next = 15.into();
            for k in 0..3 {
                self.q[k].d.next = 0.into();
                self.r[k].d.next = 0.into();
            }
        }
        if self.reset.val() {
            self.run.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};

    #[test]
    fn quotients_match_integer_division_in_sixteen_cycles() {
        let mut u = FrameDivider::default();
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        // idle: no step, nothing busy
        for _ in 0..3 {
            b.settle();
            assert!(!b.uut().busy.val() && !b.uut().last.val());
            b.tick();
        }
        let mut rng = Rng(5);
        // the protocol's extremes (64, 8974) and the widths of every signature
        let mut cases = vec![
            (64u64, [40u64, 232, 16]),
            (8974, [40, 232, 16]),
            (8974, [8, 8, 8]),
            (65535, [1, 3, 65535]),
        ];
        for _ in 0..40 {
            cases.push((
                64 + rng.below(8911),
                [
                    16 + 8 * rng.below(10),
                    24 + 8 * rng.below(60),
                    16 + 8 * rng.below(2),
                ],
            ));
        }
        for (n, d) in cases {
            let u = b.uut();
            u.dividend.next = n.into();
            for (port, dk) in u.divisor.iter_mut().zip(d) {
                port.next = dk.into();
            }
            u.start.next = true;
            b.tick();
            b.uut().start.next = false;
            let mut cycles = 0;
            loop {
                b.settle();
                assert!(b.uut().busy.val());
                cycles += 1;
                let last = b.uut().last.val();
                b.tick();
                if last {
                    break;
                }
            }
            assert_eq!(cycles, 16);
            b.settle();
            assert!(!b.uut().busy.val());
            for (q, dk) in b.uut().quotient.iter().zip(d) {
                assert_eq!(q.val().to_u64(), n / dk, "{n} / {dk}");
            }
        }
    }
}
