//! The frames to check next. The port arbiter grants a port's descriptor
//! into `next`, a two-entry register slice, a cycle or more before the check
//! takes it (`take`), so the check's decision to take the next frame selects
//! among registers instead of running on through the grant (docs/HDL.md §4,
//! the next frames granted ahead).
//!
//! A port is granted only when its descriptor waits, it is not `held` (its
//! feeder still has a frame, or a frame of its port is in Check or Commit)
//! and it has no frame in `next` already. So a port has at most one frame in
//! `next`, Check and Commit together, and its feeder is free when that frame
//! reaches Commit.

use super::layout::{lp, PORTS, PORT_BITS, P_DROPS, P_VERDICT, V_NO_FRAME};
use super::parser::DESC_BITS;
use super::port_arbiter::PortArbiter;
use super::reg_slice::RegSlice;
use rust_hdl::prelude::*;

/// An entry of `next`: a descriptor above its port.
pub const NEXT_BITS: usize = DESC_BITS + PORT_BITS;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct FrameQueue {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// The parsers' descriptors.
    pub desc: [Signal<In, Bits<DESC_BITS>>; PORTS],
    pub desc_valid: [Signal<In, Bit>; PORTS],
    pub desc_pop: [Signal<Out, Bit>; PORTS],
    /// Bit i: port i may not be granted now.
    pub held: Signal<In, Bits<PORTS>>,
    /// The check takes the head this cycle.
    pub take: Signal<In, Bit>,
    /// The oldest granted descriptor, its port, whether there is one.
    pub head: Signal<Out, Bits<DESC_BITS>>,
    pub head_port: Signal<Out, Bits<PORT_BITS>>,
    pub head_valid: Signal<Out, Bit>,
    /// Frames the head's port dropped whole before it (input buffer full),
    /// and whether there are any (tested from `next`'s register, so that the
    /// commit only gates the count).
    pub head_drops: Signal<Out, Bits<32>>,
    pub head_drops_any: Signal<Out, Bit>,
    /// The head carries a frame after those drops (0: it only reports drops).
    pub head_frame: Signal<Out, Bit>,
    /// Some port requests a grant this cycle.
    pub requests: Signal<Out, Bit>,
    arb: PortArbiter<PORTS>,
    next: RegSlice<Bits<NEXT_BITS>>,
    /// The ports with a descriptor in `next` (one at most each).
    in_next: DFF<Bits<PORTS>>,
    req: Signal<Local, Bits<PORTS>>,
    sel: Signal<Local, Bits<PORT_BITS>>,
    dsel: Signal<Local, Bits<DESC_BITS>>,
    /// The granted descriptor goes into `next` this cycle.
    grant_push: Signal<Local, Bit>,
    /// The port granted into `next` this cycle (one-hot, or zero).
    pushed: Signal<Local, Bits<PORTS>>,
    /// `in_next` less the port whose frame is taken this cycle.
    in_kept: Signal<Local, Bits<PORTS>>,
    /// Port i as a number and as a one-hot mask.
    port_num: [Constant<Bits<PORT_BITS>>; PORTS],
    port_bit: [Constant<Bits<PORTS>>; PORTS],
    PORT_BITS: Constant<Bits<32>>,
    P_DROPS: Constant<Bits<32>>,
    P_VERDICT: Constant<Bits<32>>,
    V_NO_FRAME: Constant<Bits<32>>,
}

impl Default for FrameQueue {
    fn default() -> Self {
        FrameQueue {
            clock: Default::default(),
            reset: Default::default(),
            desc: Default::default(),
            desc_valid: Default::default(),
            desc_pop: Default::default(),
            held: Default::default(),
            take: Default::default(),
            head: Default::default(),
            head_port: Default::default(),
            head_valid: Default::default(),
            head_drops: Default::default(),
            head_drops_any: Default::default(),
            head_frame: Default::default(),
            requests: Default::default(),
            arb: Default::default(),
            next: Default::default(),
            in_next: Default::default(),
            req: Default::default(),
            sel: Default::default(),
            dsel: Default::default(),
            grant_push: Default::default(),
            pushed: Default::default(),
            in_kept: Default::default(),
            port_num: std::array::from_fn(|i| Constant::new((i as u64).into())),
            port_bit: std::array::from_fn(|i| Constant::new((1u64 << i).into())),
            PORT_BITS: lp(PORT_BITS as u64),
            P_DROPS: lp(P_DROPS as u64),
            P_VERDICT: lp(P_VERDICT as u64),
            V_NO_FRAME: lp(V_NO_FRAME),
        }
    }
}

impl Logic for FrameQueue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, in_next);
        clock!(self, clock, arb, next);
        self.arb.reset.next = self.reset.val();
        self.next.reset.next = self.reset.val();
        self.req.next = 0.into();
        for i in 0..PORTS {
            if self.desc_valid[i].val()
                & !self.held.val().get_bit(i)
                & !self.in_next.q.val().get_bit(i)
            {
                self.req.next = self.req.val() | self.port_bit[i].val();
            }
        }
        self.arb.req.next = self.req.val();
        self.requests.next = self.arb.any.val();
        self.sel.next = 0.into();
        self.dsel.next = self.desc[0].val();
        for i in 0..PORTS {
            if self.arb.grant.val().get_bit(i) {
                self.sel.next = self.port_num[i].val();
                self.dsel.next = self.desc[i].val();
            }
        }
        // (`next` takes a word when it has room: its `s_ready` is a register)
        self.grant_push.next = self.arb.any.val() & self.next.s_ready.val();
        self.arb.advance.next = self.grant_push.val();
        for i in 0..PORTS {
            self.desc_pop[i].next = self.grant_push.val() & (self.sel.val().index() == i);
        }
        self.next.s_valid.next = self.arb.any.val();
        self.next.s_data.next = (bit_cast::<NEXT_BITS, DESC_BITS>(self.dsel.val())
            << self.PORT_BITS.val())
            | bit_cast::<NEXT_BITS, PORT_BITS>(self.sel.val());
        self.head.next = self.next.m_data.val().get_bits::<DESC_BITS>(PORT_BITS);
        self.head_port.next = self.next.m_data.val().get_bits::<PORT_BITS>(0);
        self.head_valid.next = self.next.m_valid.val();
        self.head_drops.next = self.head.val().get_bits::<32>(P_DROPS);
        self.head_drops_any.next = self.head_drops.val() != 0;
        self.head_frame.next = self.head.val().get_bits::<4>(P_VERDICT) != V_NO_FRAME;
        self.pushed.next = 0.into();
        if self.grant_push.val() {
            self.pushed.next = self.arb.grant.val();
        }
        self.next.m_ready.next = self.take.val();
        // a port's frame leaves `next` when it is taken; pushes join
        self.in_kept.next = self.in_next.q.val();
        if self.take.val() {
            self.in_kept.next = self.in_next.q.val() & !(bits::<PORTS>(1) << self.head_port.val());
        }
        self.in_next.d.next = self.in_kept.val() | self.pushed.val();
        if self.reset.val() {
            self.in_next.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};
    use std::collections::VecDeque;

    fn bench(u: &mut FrameQueue) -> Bench<'_, FrameQueue> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b
    }

    /// A descriptor that names its port and a serial in fields the test
    /// reads back (the length field), with `drops` frames dropped before it.
    fn desc(port: usize, serial: u64, drops: u64, frame: bool) -> Bits<DESC_BITS> {
        let mut d = Bits::<DESC_BITS>::default();
        d.set_bits::<16>(crate::layout::P_LEN, ((serial << 2) | port as u64).into());
        d.set_bits::<32>(P_DROPS, drops.into());
        d.set_bits::<4>(P_VERDICT, (if frame { 0 } else { V_NO_FRAME }).into());
        d
    }

    #[test]
    fn idle_input_grants_nothing() {
        let mut u = FrameQueue::default();
        let mut b = bench(&mut u);
        b.uut().take.next = true;
        for _ in 0..8 {
            b.settle();
            assert!(!b.uut().head_valid.val());
            assert!(!b.uut().requests.val());
            for i in 0..PORTS {
                assert!(!b.uut().desc_pop[i].val());
            }
            b.tick();
        }
    }

    #[test]
    fn a_port_holds_one_entry_and_held_ports_wait() {
        // every port offers a descriptor forever; nothing is taken
        // (back-pressure): two entries of two different ports, then nothing
        let mut u = FrameQueue::default();
        let mut b = bench(&mut u);
        for i in 0..PORTS {
            b.uut().desc[i].next = desc(i, 0, 0, true);
            b.uut().desc_valid[i].next = true;
        }
        b.uut().held.next = 0b0100.into();
        let mut popped = vec![];
        for _ in 0..10 {
            b.settle();
            for i in 0..PORTS {
                if b.uut().desc_pop[i].val() {
                    popped.push(i);
                }
            }
            b.tick();
        }
        assert_eq!(popped.len(), 2, "{popped:?}");
        assert_ne!(popped[0], popped[1]);
        assert!(!popped.contains(&2), "a held port was granted: {popped:?}");
        b.settle();
        assert!(b.uut().head_valid.val());
        assert_eq!(b.uut().head_port.val().index(), popped[0]);
    }

    #[test]
    fn drops_only_descriptors_report_their_drops() {
        let mut u = FrameQueue::default();
        let mut b = bench(&mut u);
        b.uut().desc[3].next = desc(3, 1, 7, false);
        b.uut().desc_valid[3].next = true;
        b.tick();
        b.uut().desc_valid[3].next = false;
        b.tick();
        b.settle();
        assert!(b.uut().head_valid.val());
        assert_eq!(b.uut().head_port.val().index(), 3);
        assert_eq!(b.uut().head_drops.val().to_u64(), 7);
        assert!(b.uut().head_drops_any.val());
        assert!(!b.uut().head_frame.val());
    }

    #[test]
    #[allow(clippy::needless_range_loop)] // i indexes the design's ports and the test's books alike
    fn random_offers_come_out_in_grant_order_one_per_port() {
        let mut u = FrameQueue::default();
        let mut b = bench(&mut u);
        let mut rng = Rng(11);
        // per port: the serials still to offer; the entries granted and not
        // yet taken, in order
        let mut serial = [0u64; PORTS];
        let mut queued: VecDeque<(usize, u64)> = VecDeque::new();
        let mut taken = [0u64; PORTS];
        for _ in 0..3000 {
            for i in 0..PORTS {
                b.uut().desc[i].next = desc(i, serial[i], serial[i] % 3, true);
                b.uut().desc_valid[i].next = rng.bit(60);
            }
            let held = rng.below(1 << PORTS);
            b.uut().held.next = held.into();
            b.settle();
            let take = b.uut().head_valid.val() && rng.bit(50);
            b.uut().take.next = take;
            b.settle();
            if take {
                let (port, s) = queued.pop_front().expect("a head with nothing granted");
                let head = b.uut().head.val();
                assert_eq!(b.uut().head_port.val().index(), port);
                assert_eq!(
                    head.get_bits::<16>(crate::layout::P_LEN).to_u64(),
                    (s << 2) | port as u64
                );
                assert_eq!(b.uut().head_drops.val().to_u64(), s % 3);
                taken[port] += 1;
            }
            for i in 0..PORTS {
                if b.uut().desc_pop[i].val() {
                    assert_eq!(held >> i & 1, 0, "held port {i} granted");
                    assert!(
                        !queued.iter().any(|&(p, _)| p == i),
                        "port {i} twice in the queue"
                    );
                    queued.push_back((i, serial[i]));
                    serial[i] += 1;
                }
            }
            assert!(queued.len() <= 2);
            b.tick();
        }
        assert!(taken.iter().all(|&n| n > 200), "{taken:?}");
    }
}
