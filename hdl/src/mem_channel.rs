//! One memory controller's channel: the build unit's writes, the probe
//! units' reads (through a read arbiter: a grant per request, each unit's
//! responses into its own FIFO) and the clear engine's writes onto one
//! `MemPort`. The three are never busy at once (the engine keeps the phases
//! apart, and clears only at CONFIGURE). The build unit goes first; the probe
//! reads wait on its `busy` (a register), not on its request, which ends a
//! long path (docs/HDL.md §4). Every response on the port is the arbiter's:
//! the build unit and the clear engine only write.

use super::mem_port::MemPort;
use super::read_arbiter::ReadArbiter;
use super::sig::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct MemChannel {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- the build unit (writes)
    pub bu_valid: Signal<In, Bit>,
    pub bu_addr: Signal<In, Bits<32>>,
    pub bu_wdata: Signal<In, Bits<512>>,
    pub bu_wstrb: Signal<In, Bits<64>>,
    pub bu_busy: Signal<In, Bit>,
    pub bu_wready: Signal<Out, Bit>,
    // ---- the probe units (reads)
    pub u_valid: [Signal<In, Bit>; PROBE_UNITS],
    pub u_addr: [Signal<In, Bits<32>>; PROBE_UNITS],
    pub u_ready: [Signal<Out, Bit>; PROBE_UNITS],
    pub u_rdata: [Signal<Out, Bits<512>>; PROBE_UNITS],
    pub u_rempty: [Signal<Out, Bit>; PROBE_UNITS],
    pub u_rpop: [Signal<In, Bit>; PROBE_UNITS],
    // ---- the clear engine (whole empty lines)
    pub clr_valid: Signal<In, Bit>,
    pub clr_addr: Signal<In, Bits<32>>,
    pub clr_ready: Signal<Out, Bit>,
    /// A write left for the controller this cycle.
    pub write_issued: Signal<Out, Bit>,
    pub idle: Signal<Out, Bit>,
    // ---- the controller (docs/HDL.md §1)
    pub req_valid: Signal<Out, Bit>,
    pub req_write: Signal<Out, Bit>,
    pub req_addr: Signal<Out, Bits<32>>,
    pub req_wdata: Signal<Out, Bits<512>>,
    pub req_wstrb: Signal<Out, Bits<64>>,
    pub req_ready: Signal<In, Bit>,
    pub rsp_valid: Signal<In, Bit>,
    pub rsp_rdata: Signal<In, Bits<512>>,
    mp: MemPort,
    pra: ReadArbiter<PROBE_UNITS>,
    /// A probe read goes to the controller this cycle.
    pr_go: Signal<Local, Bit>,
    /// The units' requests and pops (bit k: unit k).
    requests: Signal<Local, Bits<PROBE_UNITS>>,
    pops: Signal<Local, Bits<PROBE_UNITS>>,
    unit_bit: [Constant<Bits<PROBE_UNITS>>; PROBE_UNITS],
    /// Strobes of a whole-line write.
    all_strb: Constant<Bits<64>>,
}

impl Default for MemChannel {
    fn default() -> Self {
        MemChannel {
            clock: Default::default(),
            reset: Default::default(),
            bu_valid: Default::default(),
            bu_addr: Default::default(),
            bu_wdata: Default::default(),
            bu_wstrb: Default::default(),
            bu_busy: Default::default(),
            bu_wready: Default::default(),
            u_valid: std::array::from_fn(|_| Default::default()),
            u_addr: std::array::from_fn(|_| Default::default()),
            u_ready: std::array::from_fn(|_| Default::default()),
            u_rdata: std::array::from_fn(|_| Default::default()),
            u_rempty: std::array::from_fn(|_| Default::default()),
            u_rpop: std::array::from_fn(|_| Default::default()),
            clr_valid: Default::default(),
            clr_addr: Default::default(),
            clr_ready: Default::default(),
            write_issued: Default::default(),
            idle: Default::default(),
            req_valid: Default::default(),
            req_write: Default::default(),
            req_addr: Default::default(),
            req_wdata: Default::default(),
            req_wstrb: Default::default(),
            req_ready: Default::default(),
            rsp_valid: Default::default(),
            rsp_rdata: Default::default(),
            mp: Default::default(),
            pra: Default::default(),
            pr_go: Default::default(),
            requests: Default::default(),
            pops: Default::default(),
            unit_bit: std::array::from_fn(|k| Constant::new((1u64 << k).into())),
            all_strb: Constant::new(u64::MAX.into()),
        }
    }
}

impl Logic for MemChannel {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, mp, pra);
        self.mp.reset.next = self.reset.val();
        self.pra.reset.next = self.reset.val();
        self.requests.next = 0.into();
        self.pops.next = 0.into();
        for k in 0..PROBE_UNITS {
            if self.u_valid[k].val() {
                self.requests.next = self.requests.val() | self.unit_bit[k].val();
            }
            if self.u_rpop[k].val() {
                self.pops.next = self.pops.val() | self.unit_bit[k].val();
            }
            self.pra.u_addr[k].next = self.u_addr[k].val();
            self.u_rdata[k].next = self.pra.u_rdata[k].val();
            self.u_ready[k].next = (self.pra.u_ready.val() & self.unit_bit[k].val()) != 0;
            self.u_rempty[k].next = (self.pra.u_rempty.val() & self.unit_bit[k].val()) != 0;
        }
        self.pra.u_valid.next = self.requests.val();
        self.pra.u_rpop.next = self.pops.val();
        self.pr_go.next = self.pra.req_valid.val() & !self.bu_busy.val();
        self.pra.req_ready.next = self.mp.u_ready.val() & !self.bu_busy.val();
        self.pra.rsp_valid.next = !self.mp.u_rempty.val();
        self.pra.rsp_rdata.next = self.mp.u_rdata.val();
        self.mp.u_rpop.next = !self.mp.u_rempty.val();
        self.mp.u_valid.next = self.bu_valid.val() | self.pr_go.val() | self.clr_valid.val();
        self.mp.u_write.next = true;
        self.mp.u_addr.next = self.clr_addr.val();
        self.mp.u_wdata.next = 0.into();
        self.mp.u_wstrb.next = self.all_strb.val();
        if self.pr_go.val() {
            self.mp.u_write.next = false;
            self.mp.u_addr.next = self.pra.req_addr.val();
        }
        if self.bu_valid.val() {
            self.mp.u_addr.next = self.bu_addr.val();
            self.mp.u_wdata.next = self.bu_wdata.val();
            self.mp.u_wstrb.next = self.bu_wstrb.val();
        }
        self.bu_wready.next = self.mp.u_wready.val();
        self.clr_ready.next = self.mp.u_wready.val();
        self.write_issued.next = self.mp.req_valid.val() & self.mp.req_write.val();
        self.idle.next = self.mp.idle.val();
        self.req_valid.next = self.mp.req_valid.val();
        self.req_write.next = self.mp.req_write.val();
        self.req_addr.next = self.mp.req_addr.val();
        self.req_wdata.next = self.mp.req_wdata.val();
        self.req_wstrb.next = self.mp.req_wstrb.val();
        self.mp.req_ready.next = self.req_ready.val();
        self.mp.rsp_valid.next = self.rsp_valid.val();
        self.mp.rsp_rdata.next = self.rsp_rdata.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};
    use std::collections::VecDeque;

    fn bench(u: &mut MemChannel) -> Bench<'_, MemChannel> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b
    }

    fn line(addr: u64) -> Bits<512> {
        let mut l = Bits::<512>::default();
        l.set_bits::<64>(0, (addr * 3 + 1).into());
        l.set_bits::<64>(448, (!addr).into());
        l
    }

    /// A controller: accepts a request when `ready` says so and answers
    /// reads in order after `latency` cycles. Returns the writes it saw.
    struct Ddr {
        pending: VecDeque<(u64, u64)>,
        writes: Vec<(u64, Bits<512>, u64)>,
        reads: u64,
    }

    impl Ddr {
        fn cycle(&mut self, b: &mut Bench<'_, MemChannel>, now: u64, ready: bool, latency: u64) {
            let u = b.uut();
            u.req_ready.next = ready;
            let due = self.pending.front().is_some_and(|&(t, _)| t <= now);
            u.rsp_valid.next = due;
            if let Some(&(_, a)) = self.pending.front() {
                u.rsp_rdata.next = line(a);
            }
            b.settle();
            let u = b.uut();
            if due {
                self.pending.pop_front();
            }
            if u.req_valid.val() && ready {
                let a = u.req_addr.val().to_u64();
                if u.req_write.val() {
                    self.writes
                        .push((a, u.req_wdata.val(), u.req_wstrb.val().to_u64()));
                } else {
                    self.reads += 1;
                    self.pending.push_back((now + latency, a));
                }
            }
        }
    }

    #[test]
    fn idle_it_issues_nothing() {
        let mut u = MemChannel::default();
        let mut b = bench(&mut u);
        let mut ddr = Ddr {
            pending: VecDeque::new(),
            writes: vec![],
            reads: 0,
        };
        for t in 0..10 {
            ddr.cycle(&mut b, t, true, 5);
            assert!(!b.uut().req_valid.val() && !b.uut().write_issued.val());
            b.tick();
        }
        assert!(ddr.writes.is_empty() && ddr.reads == 0);
    }

    #[test]
    fn writes_go_out_with_their_strobes_and_clears_as_whole_empty_lines() {
        let mut u = MemChannel::default();
        let mut b = bench(&mut u);
        let mut ddr = Ddr {
            pending: VecDeque::new(),
            writes: vec![],
            reads: 0,
        };
        let mut rng = Rng(4);
        let mut todo: VecDeque<(bool, u64)> = (0..20u64).map(|i| (i % 3 == 0, 100 + i)).collect();
        for t in 0..200 {
            let ready = rng.bit(50);
            if let Some(&(clear, a)) = todo.front() {
                let u = b.uut();
                u.clr_valid.next = clear;
                u.bu_valid.next = !clear;
                u.bu_busy.next = !clear;
                u.clr_addr.next = a.into();
                u.bu_addr.next = a.into();
                u.bu_wdata.next = line(a);
                u.bu_wstrb.next = (0xFFu64 << (a % 8)).into();
            } else {
                b.uut().clr_valid.next = false;
                b.uut().bu_valid.next = false;
                b.uut().bu_busy.next = false;
            }
            ddr.cycle(&mut b, t, ready, 5);
            let u = b.uut();
            let taken =
                (u.bu_valid.val() && u.bu_wready.val()) || (u.clr_valid.val() && u.clr_ready.val());
            if taken {
                todo.pop_front();
            }
            b.tick();
        }
        assert!(todo.is_empty());
        assert_eq!(ddr.writes.len(), 20);
        for (i, (a, data, strb)) in ddr.writes.iter().enumerate() {
            assert_eq!(*a, 100 + i as u64);
            if i % 3 == 0 {
                assert_eq!(
                    (*data, *strb),
                    (Bits::<512>::default(), u64::MAX),
                    "a clear writes a whole empty line"
                );
            } else {
                assert_eq!((*data, *strb), (line(*a), 0xFFu64 << (*a % 8)));
            }
        }
    }

    #[test]
    #[allow(clippy::needless_range_loop)] // k indexes the design's units and the test's books alike
    fn each_units_reads_come_back_to_it_in_order_and_wait_for_the_build() {
        let mut u = MemChannel::default();
        let mut b = bench(&mut u);
        let mut ddr = Ddr {
            pending: VecDeque::new(),
            writes: vec![],
            reads: 0,
        };
        let mut rng = Rng(8);
        let mut next_addr = [0u64; PROBE_UNITS];
        let mut want: Vec<VecDeque<u64>> = vec![VecDeque::new(); PROBE_UNITS];
        let mut got = vec![0u64; PROBE_UNITS];
        for t in 0..1500u64 {
            // the build unit is busy for a while: no read may leave then
            let busy = (100..160).contains(&t);
            b.uut().bu_busy.next = busy;
            let mut valid = 0u64;
            for k in 0..PROBE_UNITS {
                b.uut().u_addr[k].next = (1000 * k as u64 + next_addr[k]).into();
                let v = next_addr[k] < 200 && rng.bit(70);
                b.uut().u_valid[k].next = v;
                valid |= (v as u64) << k;
            }
            let mut pop = 0u64;
            b.settle();
            for k in 0..PROBE_UNITS {
                let p = !b.uut().u_rempty[k].val() && rng.bit(60);
                b.uut().u_rpop[k].next = p;
                pop |= (p as u64) << k;
            }
            ddr.cycle(&mut b, t, rng.bit(80), 3 + t % 5);
            let u = b.uut();
            if busy {
                assert!(
                    !u.req_valid.val() || u.req_write.val(),
                    "a read while the build unit is busy"
                );
            }
            let ready: u64 = (0..PROBE_UNITS)
                .map(|k| (u.u_ready[k].val() as u64) << k)
                .sum();
            for k in 0..PROBE_UNITS {
                if pop >> k & 1 == 1 {
                    let a = want[k].pop_front().expect("a response nobody asked for");
                    assert_eq!(u.u_rdata[k].val(), line(a), "unit {k}");
                    got[k] += 1;
                }
                if valid >> k & 1 == 1 && ready >> k & 1 == 1 {
                    want[k].push_back(1000 * k as u64 + next_addr[k]);
                    next_addr[k] += 1;
                }
            }
            b.tick();
        }
        assert!(got.iter().all(|&n| n == 200), "{got:?}");
        assert_eq!(ddr.reads, 200 * PROBE_UNITS as u64);
    }
}
