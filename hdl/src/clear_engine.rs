//! Clears the tables at CONFIGURE: writes an empty bucket to every line of
//! the query's `T × 2^bucket_bits` lines, line `b·T + t` on controller
//! `(b + t) mod 2` with two controllers (the layout of place.rs), one line
//! per cycle that its controller accepts.
//!
//! `start` (one cycle) begins at line 0; while `run` is high the engine
//! offers the next line (`valid`, `addr`, `ctrl`) until `done`. A controller
//! that is not ready holds the line (back-pressure); nothing is skipped.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ClearEngine {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub start: Signal<In, Bit>,
    pub run: Signal<In, Bit>,
    /// Tables T (1..=4), `bucket_bits`, and whether there are two controllers.
    pub tables: Signal<In, Bits<3>>,
    pub bucket_bits: Signal<In, Bits<5>>,
    pub dual: Signal<In, Bit>,
    pub ready0: Signal<In, Bit>,
    pub ready1: Signal<In, Bit>,
    pub valid: Signal<Out, Bit>,
    /// The controller of `addr` (always 0 with one controller).
    pub ctrl: Signal<Out, Bit>,
    pub addr: Signal<Out, Bits<32>>,
    /// Every line is written.
    pub done: Signal<Out, Bit>,
    /// The line offered is taken this cycle (its controller is ready).
    pub go: Signal<Out, Bit>,
    line: DFF<Bits<32>>,
    /// The line's table t and the parity of its bucket b.
    t: DFF<Bits<2>>,
    bp: DFF<Bit>,
    total: Signal<Local, Bits<32>>,
}

impl Logic for ClearEngine {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, line, t, bp);
        self.total.next = bit_cast::<32, 3>(self.tables.val()) << self.bucket_bits.val();
        self.addr.next = self.line.q.val();
        self.ctrl.next = self.dual.val() & (self.bp.q.val() ^ self.t.q.val().get_bit(0));
        self.done.next = self.line.q.val() >= self.total.val();
        self.valid.next = self.run.val() & (self.line.q.val() < self.total.val());
        self.go.next = self.valid.val() & self.ready0.val();
        if self.ctrl.val() {
            self.go.next = self.valid.val() & self.ready1.val();
        }
        if self.go.val() {
            self.line.d.next = self.line.q.val() + 1;
            self.t.d.next = self.t.q.val() + 1;
            if self.t.q.val() == bit_cast::<2, 3>(self.tables.val() - 1) {
                self.t.d.next = 0.into();
                self.bp.d.next = !self.bp.q.val();
            }
        }
        if self.start.val() | self.reset.val() {
            self.line.d.next = 0.into();
            self.t.d.next = 0.into();
            self.bp.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Pattern, Rng};

    /// Clears T × 2^bits lines with the controllers ready as `pattern` says;
    /// returns (line, controller) in the order written, and the cycles taken.
    fn clear(tables: u64, bits: u64, dual: bool, pattern: Pattern) -> (Vec<(u64, bool)>, u64) {
        let mut u = ClearEngine::default();
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        let mut rng = Rng(9);
        let u = b.uut();
        u.tables.next = tables.into();
        u.bucket_bits.next = bits.into();
        u.dual.next = dual;
        u.start.next = true;
        b.tick();
        b.uut().start.next = false;
        // idle: not running, nothing offered
        b.settle();
        assert!(!b.uut().valid.val());
        b.uut().run.next = true;
        let mut out = vec![];
        let mut cycles = 0;
        loop {
            let (r0, r1) = (pattern.on(cycles, &mut rng), pattern.on(cycles, &mut rng));
            b.uut().ready0.next = r0;
            b.uut().ready1.next = r1;
            b.settle();
            if b.uut().done.val() {
                assert!(!b.uut().valid.val());
                break;
            }
            assert!(b.uut().valid.val());
            let ctrl = b.uut().ctrl.val();
            if (!ctrl && r0) || (ctrl && r1) {
                out.push((b.uut().addr.val().to_u64(), ctrl));
            }
            b.tick();
            cycles += 1;
            assert!(cycles < 100_000);
        }
        (out, cycles)
    }

    #[test]
    fn every_line_once_on_its_controller() {
        for tables in 1..=4u64 {
            for dual in [false, true] {
                let (out, cycles) = clear(tables, 6, dual, Pattern::Full);
                let n = tables << 6;
                assert_eq!(cycles, n, "one line per cycle when both are ready");
                let want: Vec<(u64, bool)> = (0..n)
                    .map(|l| (l, dual && ((l / tables) + (l % tables)) % 2 == 1))
                    .collect();
                assert_eq!(out, want, "T={tables} dual={dual}");
            }
        }
    }

    #[test]
    fn back_pressure_holds_the_line() {
        for p in [Pattern::Random(30), Pattern::Burst(3, 5)] {
            let (out, cycles) = clear(3, 7, true, p);
            let n = 3 << 7;
            assert_eq!(out.len() as u64, n);
            assert!(out.iter().enumerate().all(|(i, &(l, _))| l == i as u64));
            assert!(cycles > n, "{p:?}");
        }
    }
}
