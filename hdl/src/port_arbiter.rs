//! Round-robin arbiter over `PORTS` requesters.
//!
//! `grant` (one-hot) names the first requester after the one served last,
//! wrapping around, so the last one served has the lowest priority and no
//! requester waits more than `PORTS - 1` grants. The grant is combinational
//! from `req`; `advance` (the grant was taken this cycle) moves the pointer
//! to it. After reset the pointer is at requester 0, so requester 1 goes
//! first.
//!
//! Masks keep the module free of index widths: the state is `below`, the
//! requesters below the one served last (zero after reset, and at power-up:
//! requester 0 served last); `!((below << 1) | 1)` is every requester above
//! it, and `x & -x` is the lowest requester in `x`.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct PortArbiter<const PORTS: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// Bit i: requester i wants a grant.
    pub req: Signal<In, Bits<PORTS>>,
    /// The grant was taken this cycle: serve the others first next time.
    pub advance: Signal<In, Bit>,
    /// One-hot: the requester granted (zero when none requests).
    pub grant: Signal<Out, Bits<PORTS>>,
    pub any: Signal<Out, Bit>,
    /// The requesters below the one served last.
    below: DFF<Bits<PORTS>>,
    above: Signal<Local, Bits<PORTS>>,
    hi: Signal<Local, Bits<PORTS>>,
    pick_from: Signal<Local, Bits<PORTS>>,
}

impl<const PORTS: usize> Default for PortArbiter<PORTS> {
    fn default() -> Self {
        assert!(PORTS >= 1);
        PortArbiter {
            clock: Default::default(),
            reset: Default::default(),
            req: Default::default(),
            advance: Default::default(),
            grant: Default::default(),
            any: Default::default(),
            below: Default::default(),
            above: Default::default(),
            hi: Default::default(),
            pick_from: Default::default(),
        }
    }
}

impl<const PORTS: usize> Logic for PortArbiter<PORTS> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, below);
        self.above.next = !((self.below.q.val() << 1) | 1);
        self.hi.next = self.req.val() & self.above.val();
        self.pick_from.next = self.req.val();
        if self.hi.val() != 0 {
            self.pick_from.next = self.hi.val();
        }
        self.grant.next = self.pick_from.val() & (!self.pick_from.val() + 1);
        self.any.next = self.req.val() != 0;
        if self.advance.val() & (self.req.val() != 0) {
            self.below.d.next = self.grant.val() - 1;
        }
        if self.reset.val() {
            self.below.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};

    type Arb = PortArbiter<4>;

    fn bench(u: &mut Arb) -> Bench<'_, Arb> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b
    }

    /// The reference: the first requester after `last`, wrapping.
    fn expected(req: u64, last: usize) -> Option<usize> {
        (1..=4).map(|k| (last + k) % 4).find(|&i| req >> i & 1 == 1)
    }

    #[test]
    fn idle_requests_grant_nothing() {
        let mut u = Arb::default();
        let mut b = bench(&mut u);
        b.uut().req.next = 0.into();
        b.uut().advance.next = true;
        for _ in 0..5 {
            b.settle();
            assert_eq!(b.uut().grant.val().to_u64(), 0);
            assert!(!b.uut().any.val());
            b.tick();
        }
        // the pointer did not move: requester 1 still goes first
        b.uut().req.next = 0b1111.into();
        b.settle();
        assert_eq!(b.uut().grant.val().to_u64(), 0b0010);
    }

    #[test]
    fn all_requesting_rotates_fairly() {
        let mut u = Arb::default();
        let mut b = bench(&mut u);
        b.uut().req.next = 0b1111.into();
        b.uut().advance.next = true;
        let mut order = vec![];
        for _ in 0..8 {
            b.settle();
            order.push(b.uut().grant.val().to_u64().trailing_zeros());
            b.tick();
        }
        assert_eq!(order, vec![1, 2, 3, 0, 1, 2, 3, 0]);
    }

    #[test]
    fn a_held_grant_does_not_move_the_pointer() {
        // back-pressure: the grant is not taken, so it stays put
        let mut u = Arb::default();
        let mut b = bench(&mut u);
        b.uut().req.next = 0b1001.into();
        b.uut().advance.next = false;
        for _ in 0..4 {
            b.settle();
            assert_eq!(b.uut().grant.val().to_u64(), 0b1000);
            b.tick();
        }
        b.uut().advance.next = true;
        b.tick();
        b.settle();
        assert_eq!(b.uut().grant.val().to_u64(), 0b0001);
    }

    #[test]
    fn random_requests_match_the_reference() {
        let mut u = Arb::default();
        let mut b = bench(&mut u);
        let mut rng = Rng(7);
        let mut last = 0usize;
        let mut served = [0u32; 4];
        for _ in 0..2000 {
            let req = rng.below(16);
            let take = rng.bit(70);
            b.uut().req.next = req.into();
            b.uut().advance.next = take;
            b.settle();
            let want = expected(req, last);
            let got = b.uut().grant.val().to_u64();
            assert_eq!(got, want.map_or(0, |i| 1 << i), "req {req:04b} last {last}");
            assert_eq!(b.uut().any.val(), req != 0);
            if let (Some(i), true) = (want, take) {
                last = i;
                served[i] += 1;
            }
            b.tick();
        }
        assert!(served.iter().all(|&n| n > 250), "{served:?}");
    }
}
