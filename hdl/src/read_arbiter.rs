//! `PORTS` read-only units sharing one memory controller, arbitrated per
//! request (the ports' units share a controller request by request, not
//! frame by frame).
//!
//! Each cycle a [`PortArbiter`] grants one of the units that present a read
//! (`u_valid` bit i) while a read credit is free; the request goes to the
//! controller, and the granted unit's one-hot tag goes into a tag FIFO. The
//! controller answers in request order, so the tag FIFO's head names the
//! unit of every response, which is written into that unit's own response
//! FIFO. A unit pops only its own FIFO, so a unit that waits for another
//! controller never holds up the responses of the others (with one shared
//! response FIFO two units waiting on each other's lines could deadlock).
//!
//! Credits: each unit has at most [`READ_CREDITS`] reads in flight (issued
//! and not yet popped), as with a `MemPort` of its own, and its response FIFO
//! holds that many lines, so none can overflow (the DDR side has no response
//! back-pressure). Credits are per unit, not shared: a unit that stops
//! popping (its results wait for a paused tx port) fills only its own FIFO,
//! and the others keep all of theirs.
//!
//! Contract, as for `MemPort`: a unit's `u_valid` does not depend on its
//! `u_ready` (the grant is combinational from all units' requests), and a
//! response comes at least two cycles after its request (the tag FIFO's
//! write takes a cycle to show; a DDR3 controller takes tens).

use crate::fifo::Fifo;
use crate::mem_port::MAX_OUTSTANDING;
use crate::port_arbiter::PortArbiter;
use rust_hdl::prelude::*;

/// Reads in flight per unit: a single unit's [`MAX_OUTSTANDING`], which
/// covers the DDR model's latency on its own.
pub const READ_CREDITS: u64 = MAX_OUTSTANDING;
const _: () = assert!(
    READ_CREDITS <= 1 << 6,
    "a response FIFO (2^6 lines) holds every read of its unit"
);
/// Units an arbiter serves at most: the tag FIFO (2^8 entries) holds every
/// read in flight.
pub const MAX_PORTS: usize = 4;
const _: () = assert!(MAX_PORTS as u64 * READ_CREDITS <= 1 << 8);

#[derive(LogicBlock)]
pub struct ReadArbiter<const PORTS: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // unit side: bit i / entry i is unit i
    /// Unit i presents a read of `u_addr[i]`.
    pub u_valid: Signal<In, Bits<PORTS>>,
    pub u_addr: [Signal<In, Bits<32>>; PORTS],
    /// One-hot: unit i's read is taken this cycle.
    pub u_ready: Signal<Out, Bits<PORTS>>,
    /// Unit i's oldest line, and whether it has none.
    pub u_rdata: [Signal<Out, Bits<512>>; PORTS],
    pub u_rempty: Signal<Out, Bits<PORTS>>,
    /// Unit i takes its oldest line (ignored while it has none).
    pub u_rpop: Signal<In, Bits<PORTS>>,
    /// No read in flight.
    pub idle: Signal<Out, Bit>,
    /// Reads issued that the controller has not answered yet (a response
    /// on the shared port is this arbiter's).
    pub waiting: Signal<Out, Bit>,
    // controller side
    pub req_valid: Signal<Out, Bit>,
    pub req_addr: Signal<Out, Bits<32>>,
    pub req_ready: Signal<In, Bit>,
    pub rsp_valid: Signal<In, Bit>,
    pub rsp_rdata: Signal<In, Bits<512>>,
    arb: PortArbiter<PORTS>,
    /// The unit (one-hot) of every read the controller has not answered.
    tags: Fifo<Bits<PORTS>, 8, 9>,
    rsp: [Fifo<Bits<512>, 6, 7>; PORTS],
    /// Per unit: reads issued and not yet popped.
    outst: [DFF<Bits<8>>; PORTS],
    /// Bit i: unit i has a credit free.
    can_read: Signal<Local, Bits<PORTS>>,
    issue: Signal<Local, Bit>,
    pop: [Signal<Local, Bit>; PORTS],
    credits: Constant<Bits<8>>,
    /// `unit[i]`: unit i's bit.
    unit: [Constant<Bits<PORTS>>; PORTS],
}

impl<const PORTS: usize> Default for ReadArbiter<PORTS> {
    fn default() -> Self {
        assert!((1..=MAX_PORTS).contains(&PORTS));
        ReadArbiter {
            clock: Default::default(),
            reset: Default::default(),
            u_valid: Default::default(),
            u_addr: std::array::from_fn(|_| Default::default()),
            u_ready: Default::default(),
            u_rdata: std::array::from_fn(|_| Default::default()),
            u_rempty: Default::default(),
            u_rpop: Default::default(),
            idle: Default::default(),
            waiting: Default::default(),
            req_valid: Default::default(),
            req_addr: Default::default(),
            req_ready: Default::default(),
            rsp_valid: Default::default(),
            rsp_rdata: Default::default(),
            arb: Default::default(),
            tags: Default::default(),
            rsp: std::array::from_fn(|_| Default::default()),
            outst: std::array::from_fn(|_| Default::default()),
            can_read: Default::default(),
            issue: Default::default(),
            pop: std::array::from_fn(|_| Default::default()),
            credits: Constant::new(READ_CREDITS.into()),
            unit: std::array::from_fn(|i| Constant::new((1u64 << i).into())),
        }
    }
}

// (Bits are tested against `unit[i]`, not with a bit select: with one unit
// they are 1-bit scalars in Verilog, where `x[0]` is illegal.)
impl<const PORTS: usize> Logic for ReadArbiter<PORTS> {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, arb, tags);
        self.arb.reset.next = self.reset.val();
        self.tags.reset.next = self.reset.val();
        // ---- requests: one grant per cycle among the units with a read and
        // a credit
        self.can_read.next = 0.into();
        for i in 0..PORTS {
            self.outst[i].clock.next = self.clock.val();
            if self.outst[i].q.val() < self.credits.val() {
                self.can_read.next = self.can_read.val() | self.unit[i].val();
            }
        }
        self.arb.req.next = self.u_valid.val() & self.can_read.val();
        self.arb.advance.next = self.req_ready.val();
        self.req_valid.next = self.arb.any.val();
        self.u_ready.next = 0.into();
        if self.req_ready.val() {
            self.u_ready.next = self.arb.grant.val();
        }
        self.req_addr.next = self.u_addr[0].val();
        for i in 0..PORTS {
            if (self.arb.grant.val() & self.unit[i].val()) != 0 {
                self.req_addr.next = self.u_addr[i].val();
            }
        }
        self.issue.next = self.arb.any.val() & self.req_ready.val();
        self.tags.write.next = self.issue.val();
        self.tags.data_in.next = self.arb.grant.val();
        // ---- responses: to the FIFO of the unit at the tag FIFO's head
        self.tags.read.next = self.rsp_valid.val();
        self.waiting.next = !self.tags.empty.val();
        self.u_rempty.next = 0.into();
        self.idle.next = true;
        for i in 0..PORTS {
            self.rsp[i].clock.next = self.clock.val();
            self.rsp[i].reset.next = self.reset.val();
            self.rsp[i].write.next =
                self.rsp_valid.val() & ((self.tags.data_out.val() & self.unit[i].val()) != 0);
            self.rsp[i].data_in.next = self.rsp_rdata.val();
            self.u_rdata[i].next = self.rsp[i].data_out.val();
            if self.rsp[i].empty.val() {
                self.u_rempty.next = self.u_rempty.val() | self.unit[i].val();
            }
            self.pop[i].next =
                ((self.u_rpop.val() & self.unit[i].val()) != 0) & !self.rsp[i].empty.val();
            self.rsp[i].read.next = self.pop[i].val();
            // ---- credits: issued minus popped
            self.outst[i].d.next = self.outst[i].q.val();
            if self.issue.val()
                & ((self.arb.grant.val() & self.unit[i].val()) != 0)
                & !self.pop[i].val()
            {
                self.outst[i].d.next = self.outst[i].q.val() + 1;
            }
            if !(self.issue.val() & ((self.arb.grant.val() & self.unit[i].val()) != 0))
                & self.pop[i].val()
            {
                self.outst[i].d.next = self.outst[i].q.val() - 1;
            }
            if self.outst[i].q.val() != 0 {
                self.idle.next = false;
            }
            if self.reset.val() {
                self.outst[i].d.next = 0.into();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{bits512, bytes512, Bench, Pattern, Rng};
    use std::collections::VecDeque;

    /// The line the bench's memory holds at `addr`.
    fn line_at(addr: u32) -> Bits<512> {
        let bytes: Vec<u8> = (0..64u32)
            .map(|i| (addr.wrapping_mul(2654435761).rotate_left(i) ^ i) as u8)
            .collect();
        bits512(&bytes)
    }

    /// A controller answering in request order after `latency` cycles (at
    /// least 2, as the contract asks), taking requests when `ready` says so.
    struct Controller {
        latency: u64,
        pending: VecDeque<(u64, u32)>,
    }

    struct Run {
        /// Per unit: the addresses it read, in the order it got their lines.
        got: Vec<Vec<u32>>,
        /// Per unit: the addresses it asked for, in order.
        asked: Vec<Vec<u32>>,
        max_in_flight: u64,
        cycles: u64,
        /// Per unit: the cycle it got its last line.
        unit_done: Vec<u64>,
    }

    /// Each unit reads `per_unit` random addresses whenever `issue` lets it
    /// and pops whenever its `pop` pattern does; the controller takes requests when
    /// `ready` does. Checks every line against the memory as it is popped.
    fn run<const P: usize>(
        per_unit: usize,
        issue: Pattern,
        pop: &[Pattern; P],
        ready: Pattern,
        latency: u64,
        seed: u64,
    ) -> Run {
        let mut u = ReadArbiter::<P>::default();
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        let mut rng = Rng(seed);
        let mut ctl = Controller {
            latency,
            pending: VecDeque::new(),
        };
        let mut asked = vec![vec![]; P];
        let mut got = vec![vec![]; P];
        // per unit: the next address it presents (held until taken), and
        // the addresses it expects back, in order
        let mut next: Vec<Option<u32>> = vec![None; P];
        let mut expect: Vec<VecDeque<u32>> = vec![VecDeque::new(); P];
        let mut in_flight = 0u64;
        let mut max_in_flight = 0;
        let mut unit_done = vec![0; P];
        let mut cycle = 0u64;
        while got.iter().map(Vec::len).sum::<usize>() < P * per_unit {
            cycle += 1;
            assert!(
                cycle < 200_000,
                "no progress: got {:?} of {per_unit}",
                got.iter().map(Vec::len).collect::<Vec<_>>()
            );
            let mut valid = 0u64;
            for i in 0..P {
                if next[i].is_none() && asked[i].len() < per_unit && issue.on(cycle, &mut rng) {
                    next[i] = Some(rng.next() as u32 & 0xFFFF);
                }
                if next[i].is_some() {
                    valid |= 1 << i;
                }
                b.uut().u_addr[i].next = (next[i].unwrap_or(0xDEAD) as u64).into();
            }
            let mut rpop = 0u64;
            for (i, pop) in pop.iter().enumerate() {
                if pop.on(cycle, &mut rng) {
                    rpop |= 1 << i;
                }
            }
            let rdy = ready.on(cycle, &mut rng);
            b.uut().u_valid.next = valid.into();
            b.uut().u_rpop.next = rpop.into();
            b.uut().req_ready.next = rdy;
            // the controller answers the oldest request whose time has come
            let rsp = ctl
                .pending
                .front()
                .filter(|(at, _)| *at <= cycle)
                .map(|&(_, a)| a);
            b.uut().rsp_valid.next = rsp.is_some();
            b.uut().rsp_rdata.next = rsp.map_or(Bits::default(), line_at);
            if rsp.is_some() {
                ctl.pending.pop_front();
            }
            b.settle();
            let ready_v = b.uut().u_ready.val().to_u64();
            assert!(
                ready_v.count_ones() <= 1,
                "one grant per cycle: {ready_v:b}"
            );
            assert_eq!(ready_v & !valid, 0, "granted a unit that asked nothing");
            assert_eq!(b.uut().req_valid.val() && rdy, ready_v != 0);
            if ready_v != 0 {
                let i = ready_v.trailing_zeros() as usize;
                let a = next[i].take().unwrap();
                assert_eq!(b.uut().req_addr.val().to_u64(), a as u64);
                asked[i].push(a);
                expect[i].push_back(a);
                ctl.pending.push_back((cycle + ctl.latency, a));
                in_flight += 1;
            }
            let empty = b.uut().u_rempty.val().to_u64();
            for i in 0..P {
                if rpop >> i & 1 == 1 && empty >> i & 1 == 0 {
                    let line = b.uut().u_rdata[i].val();
                    let a = expect[i].pop_front().expect("a line nobody asked for");
                    assert_eq!(
                        bytes512(line),
                        bytes512(line_at(a)),
                        "unit {i}: wrong line for {a:#x}"
                    );
                    got[i].push(a);
                    in_flight -= 1;
                    if got[i].len() == per_unit {
                        unit_done[i] = cycle;
                    }
                }
            }
            max_in_flight = max_in_flight.max(in_flight);
            assert!(
                in_flight <= P as u64 * READ_CREDITS,
                "{in_flight} reads in flight"
            );
            for (i, e) in expect.iter().enumerate() {
                assert!(
                    e.len() as u64 <= READ_CREDITS,
                    "unit {i}: {} reads in flight",
                    e.len()
                );
            }
            b.tick();
        }
        for _ in 0..3 {
            b.tick();
        }
        assert!(b.uut().idle.val(), "reads left in flight");
        Run {
            got,
            asked,
            max_in_flight,
            cycles: cycle,
            unit_done,
        }
    }

    #[test]
    fn idle_units_issue_nothing() {
        let mut u = ReadArbiter::<4>::default();
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b.uut().req_ready.next = true;
        b.uut().u_rpop.next = 0b1111.into();
        for _ in 0..20 {
            b.settle();
            assert!(!b.uut().req_valid.val());
            assert_eq!(b.uut().u_ready.val().to_u64(), 0);
            assert_eq!(b.uut().u_rempty.val().to_u64(), 0b1111);
            assert!(b.uut().idle.val());
            b.tick();
        }
    }

    #[test]
    fn every_unit_gets_its_own_lines_in_order() {
        for (latency, seed) in [(2, 1), (7, 2), (40, 3)] {
            let r = run::<4>(
                400,
                Pattern::Full,
                &[Pattern::Full; 4],
                Pattern::Full,
                latency,
                seed,
            );
            assert_eq!(r.got, r.asked, "latency {latency}");
        }
    }

    #[test]
    fn full_load_issues_a_read_every_cycle() {
        // four units always asking, the controller always ready: one read
        // per cycle, shared fairly, credits cover the latency
        let r = run::<4>(
            500,
            Pattern::Full,
            &[Pattern::Full; 4],
            Pattern::Full,
            20,
            4,
        );
        assert_eq!(r.got, r.asked);
        assert!(r.cycles < 2000 + 40, "{} cycles for 2000 reads", r.cycles);
        assert!(r.max_in_flight >= 20, "{} in flight", r.max_in_flight);
        // round robin: every unit finishes within a few grants of the others
        let (first, last) = (
            r.unit_done.iter().min().unwrap(),
            r.unit_done.iter().max().unwrap(),
        );
        assert!(last - first <= 8, "units done at {:?}", r.unit_done);
    }

    #[test]
    fn back_pressure_on_both_sides_keeps_order_and_credits() {
        for (seed, issue, pop, ready) in [
            (
                5,
                Pattern::Random(60),
                Pattern::Random(30),
                Pattern::Random(50),
            ),
            (6, Pattern::Full, Pattern::Burst(3, 40), Pattern::Full),
            (7, Pattern::Burst(5, 5), Pattern::Full, Pattern::Burst(2, 9)),
        ] {
            let r = run::<2>(600, issue, &[pop, Pattern::Random(80)], ready, 12, seed);
            assert_eq!(r.got, r.asked, "seed {seed}");
        }
    }

    #[test]
    fn slow_poppers_hold_at_most_the_credits() {
        // the units pop rarely: the lines pile up in their FIFOs, never more
        // than each unit's credits, and none is lost or reordered
        let r = run::<2>(
            300,
            Pattern::Full,
            &[Pattern::Random(3); 2],
            Pattern::Full,
            5,
            8,
        );
        assert_eq!(r.got, r.asked);
        assert_eq!(r.max_in_flight, 2 * READ_CREDITS);
    }

    #[test]
    fn a_unit_that_stops_popping_does_not_stop_the_others() {
        // unit 0 pops 20 cycles in every 2000; unit 1 always: unit 1 still
        // gets lines while unit 0's wait in its FIFO, and both finish exact
        let r = run::<2>(
            400,
            Pattern::Full,
            &[Pattern::Burst(20, 1980), Pattern::Full],
            Pattern::Full,
            10,
            9,
        );
        assert_eq!(r.got, r.asked);
        assert!(
            r.unit_done[1] * 4 < r.unit_done[0],
            "unit 1 done at {} cycles, unit 0 at {}",
            r.unit_done[1],
            r.unit_done[0]
        );
    }

    #[test]
    fn generates_verilog() {
        let mut u = ReadArbiter::<4>::default();
        u.connect_all();
        let v = generate_verilog(&u);
        // one response FIFO and one address / line port per unit, unrolled
        for i in 0..4 {
            for name in [
                format!("u_addr${i}"),
                format!("u_rdata${i}"),
                format!("module top$rsp${i}("),
            ] {
                assert!(v.contains(&name), "no {name} in the Verilog");
            }
        }
        assert!(v.contains("module top$tags(") && v.contains("module top$arb("));
    }
}
