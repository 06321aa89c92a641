//! Tuple arbiter: which of the four feeders' tuples go into the build and
//! the probe unit, one tuple per unit and cycle (the ports are arbitrated
//! per tuple, not per frame, so that they commit in parallel).
//!
//! Frames whose order matters are *ordered*: the engine pushes the lane of
//! each into a FIFO as it commits it, and only the lane at the head may hand
//! its tuples on, until its last one has gone in. That is every BUILD frame
//! (the slot a tuple takes in its bucket, and which tuples overflow a full
//! bucket, follow the insert order, which the behavioural model takes from
//! the commit order), and every PROBE frame when all results go to one sink
//! (its frames are numbered in commit order). With results back to their
//! sources, PROBE frames are not ordered: each lane's results go to its own
//! port, so lanes interleave tuple by tuple under a round-robin arbiter per
//! probe unit (with two units, for one table, lane i feeds unit i mod 2;
//! ordered PROBE frames all go to unit 0).
//! (The engine keeps the phases apart: build and probe tuples are never
//! offered at once.)

use super::fifo::Fifo;
use super::layout::{PORTS, PORT_BITS};
use super::port_arbiter::PortArbiter;
use super::sig::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (sig.rs)
pub struct TupleArbiter {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// PROBE frames are not ordered (results back to their sources).
    pub route: Signal<In, Bit>,
    /// The engine commits an ordered frame of lane `ord_lane` with tuples.
    pub ord_push: Signal<In, Bit>,
    pub ord_lane: Signal<In, Bits<PORT_BITS>>,
    /// No room for another ordered frame (the engine waits). From a
    /// register (the FIFO's `full_q`), so the commit stage's stall starts
    /// at a flip-flop.
    pub ord_full: Signal<Out, Bit>,
    // ---- the feeders' tuples (feeder.rs)
    pub t_valid: [Signal<In, Bit>; PORTS],
    pub t_data: [Signal<In, Bits<TUPLE_BITS>>; PORTS],
    pub t_probe: [Signal<In, Bit>; PORTS],
    pub t_table: [Signal<In, Bits<8>>; PORTS],
    pub t_tag: [Signal<In, Bits<PORT_BITS>>; PORTS],
    pub t_last: [Signal<In, Bit>; PORTS],
    pub t_ready: [Signal<Out, Bit>; PORTS],
    // ---- build unit
    pub bu_valid: Signal<Out, Bit>,
    pub bu_key: Signal<Out, Bits<KEY_BITS>>,
    pub bu_val: Signal<Out, Bits<VALUE_BITS>>,
    pub bu_table: Signal<Out, Bits<8>>,
    pub bu_tag: Signal<Out, Bits<PORT_BITS>>,
    pub bu_ready: Signal<In, Bit>,
    // ---- probe units
    pub pu_valid: [Signal<Out, Bit>; PROBE_UNITS],
    pub pu_tup: [Signal<Out, Bits<PROBE_BITS>>; PROBE_UNITS],
    pub pu_tag: [Signal<Out, Bits<PORT_BITS>>; PROBE_UNITS],
    pub pu_ready: [Signal<In, Bit>; PROBE_UNITS],
    /// Lanes of the ordered frames, oldest first (more than the four lanes'
    /// frames and waiting last tuples).
    ord: Fifo<Bits<PORT_BITS>, 4, 5>,
    parb: [PortArbiter<PORTS>; PROBE_UNITS],
    head: Signal<Local, Bits<PORT_BITS>>,
    have: Signal<Local, Bit>,
    pr: [Signal<Local, Bit>; PORTS],
    /// Per probe unit: the lanes asking for it, the lane granted.
    preq: [Signal<Local, Bits<PORTS>>; PROBE_UNITS],
    psel: [Signal<Local, Bits<PORT_BITS>>; PROBE_UNITS],
    /// The head lane's tuple goes into the build unit / the granted lane's
    /// into the probe unit this cycle.
    btake: Signal<Local, Bit>,
    ptake: [Signal<Local, Bit>; PROBE_UNITS],
    /// Per lane: its bit, its index, the probe unit it feeds with results
    /// to the sources.
    lane_bit: [Constant<Bits<PORTS>>; PORTS],
    lane_idx: [Constant<Bits<PORT_BITS>>; PORTS],
    lane_unit: [Constant<Bits<2>>; PORTS],
    unit_idx: [Constant<Bits<2>>; PROBE_UNITS],
    // offsets used in expressions (see sig.rs)
    KEY_BITS: Constant<Bits<16>>,
}

// `i % PROBE_UNITS` is 0 when the signature has one probe unit (T >= 2).
#[allow(clippy::modulo_one)]
impl Default for TupleArbiter {
    fn default() -> Self {
        TupleArbiter {
            clock: Default::default(),
            reset: Default::default(),
            route: Default::default(),
            ord_push: Default::default(),
            ord_lane: Default::default(),
            ord_full: Default::default(),
            t_valid: Default::default(),
            t_data: Default::default(),
            t_probe: Default::default(),
            t_table: Default::default(),
            t_tag: Default::default(),
            t_last: Default::default(),
            t_ready: Default::default(),
            bu_valid: Default::default(),
            bu_key: Default::default(),
            bu_val: Default::default(),
            bu_table: Default::default(),
            bu_tag: Default::default(),
            bu_ready: Default::default(),
            pu_valid: std::array::from_fn(|_| Default::default()),
            pu_tup: std::array::from_fn(|_| Default::default()),
            pu_tag: std::array::from_fn(|_| Default::default()),
            pu_ready: std::array::from_fn(|_| Default::default()),
            ord: Default::default(),
            parb: std::array::from_fn(|_| Default::default()),
            head: Default::default(),
            have: Default::default(),
            pr: Default::default(),
            preq: std::array::from_fn(|_| Default::default()),
            psel: std::array::from_fn(|_| Default::default()),
            btake: Default::default(),
            ptake: std::array::from_fn(|_| Default::default()),
            lane_bit: std::array::from_fn(|i| Constant::new((1u64 << i).into())),
            lane_idx: std::array::from_fn(|i| Constant::new((i as u64).into())),
            lane_unit: std::array::from_fn(|i| Constant::new(((i % PROBE_UNITS) as u64).into())),
            unit_idx: std::array::from_fn(|k| Constant::new((k as u64).into())),
            KEY_BITS: param(KEY_BITS),
        }
    }
}

impl Logic for TupleArbiter {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, ord);
        self.ord.reset.next = self.reset.val();
        for k in 0..PROBE_UNITS {
            self.parb[k].clock.next = self.clock.val();
            self.parb[k].reset.next = self.reset.val();
        }
        self.ord.write.next = self.ord_push.val();
        self.ord.data_in.next = self.ord_lane.val();
        self.ord_full.next = self.ord.full_q.val();
        self.head.next = self.ord.data_out.val();
        self.have.next = !self.ord.empty.val();
        // ---- build unit: the head lane's tuple
        self.bu_valid.next = false;
        self.bu_key.next = self.t_data[0].val().get_bits::<KEY_BITS>(0);
        self.bu_val.next = self.t_data[0].val().get_bits::<VALUE_BITS>(KEY_BITS);
        self.bu_table.next = self.t_table[0].val();
        self.bu_tag.next = self.t_tag[0].val();
        for i in 0..PORTS {
            if self.head.val().index() == i {
                self.bu_valid.next =
                    self.have.val() & self.t_valid[i].val() & !self.t_probe[i].val();
                self.bu_key.next = self.t_data[i].val().get_bits::<KEY_BITS>(0);
                self.bu_val.next = self.t_data[i].val().get_bits::<VALUE_BITS>(KEY_BITS);
                self.bu_table.next = self.t_table[i].val();
                self.bu_tag.next = self.t_tag[i].val();
            }
        }
        self.btake.next = self.bu_valid.val() & self.bu_ready.val();
        // ---- probe units: any lane with results to its source (to its
        // unit), else the head (to unit 0)
        for i in 0..PORTS {
            self.pr[i].next = self.t_valid[i].val()
                & self.t_probe[i].val()
                & (self.route.val() | (self.have.val() & (self.head.val().index() == i)));
            self.t_ready[i].next = self.btake.val() & (self.head.val().index() == i);
        }
        for k in 0..PROBE_UNITS {
            self.preq[k].next = 0.into();
            for i in 0..PORTS {
                if self.pr[i].val()
                    & ((self.route.val() & (self.lane_unit[i].val() == self.unit_idx[k].val()))
                        | (!self.route.val() & (self.unit_idx[k].val() == 0)))
                {
                    self.preq[k].next = self.preq[k].val() | self.lane_bit[i].val();
                }
            }
            self.parb[k].req.next = self.preq[k].val();
            self.psel[k].next = 0.into();
            for i in 0..PORTS {
                if self.parb[k].grant.val().get_bit(i) {
                    self.psel[k].next = self.lane_idx[i].val();
                }
            }
            self.pu_valid[k].next = self.parb[k].any.val();
            self.pu_tup[k].next = self.t_data[0].val().get_bits::<PROBE_BITS>(0);
            self.pu_tag[k].next = self.t_tag[0].val();
            for i in 0..PORTS {
                if self.psel[k].val().index() == i {
                    self.pu_tup[k].next = self.t_data[i].val().get_bits::<PROBE_BITS>(0);
                    self.pu_tag[k].next = self.t_tag[i].val();
                }
            }
            self.ptake[k].next = self.pu_valid[k].val() & self.pu_ready[k].val();
            self.parb[k].advance.next = self.ptake[k].val();
            for i in 0..PORTS {
                if self.ptake[k].val() & self.parb[k].grant.val().get_bit(i) {
                    self.t_ready[i].next = true;
                }
            }
        }
        // The ordered frame at the head is done with its last tuple.
        self.ord.read.next = false;
        for i in 0..PORTS {
            if (self.head.val().index() == i) & self.have.val() & self.t_last[i].val() {
                self.ord.read.next =
                    self.btake.val() | (self.ptake[0].val() & self.parb[0].grant.val().get_bit(i));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};
    use std::collections::VecDeque;

    /// A lane's frames: (probe, tuples), each tuple tagged with its lane,
    /// frame and index so the order can be checked.
    struct Lane {
        frames: VecDeque<(bool, usize)>,
        /// The tuple on offer: (probe, frame id, index, last).
        offer: Option<(bool, u64, usize, bool)>,
        next_index: usize,
    }

    fn word(lane: usize, frame: u64, i: usize) -> u64 {
        (lane as u64) << 56 | frame << 24 | i as u64
    }

    /// Drives four lanes through the arbiter. Frames are committed (pushed
    /// into the order, when ordered) in `commits` order; a lane offers the
    /// tuples of its committed frames one at a time with probability
    /// `offer`/100; the units take with probability `ready`/100. Returns the
    /// words the build and the probe unit took, with their tags.
    /// Words a unit took, each with its tag.
    type Taken = Vec<(u64, u8)>;

    fn run(
        route: bool,
        commits: &[(usize, bool, usize)],
        offer: u64,
        ready: u64,
        seed: u64,
    ) -> (Taken, Taken) {
        let mut u = TupleArbiter::default();
        let mut b = Bench::new(&mut u, |u: &mut TupleArbiter, c| u.clock.next = c);
        let mut rng = Rng(seed);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b.uut().route.next = route;
        let mut lanes: Vec<Lane> = (0..4)
            .map(|_| Lane {
                frames: VecDeque::new(),
                offer: None,
                next_index: 0,
            })
            .collect();
        let mut ids = [0u64; PORTS];
        let mut to_commit: VecDeque<_> = commits.iter().copied().collect();
        let (mut bu, mut pu) = (Vec::new(), Vec::new());
        let total: usize = commits.iter().map(|c| c.2).sum();
        let mut cycles = 0;
        while bu.len() + pu.len() < total {
            cycles += 1;
            assert!(
                cycles < 100_000,
                "stuck at {} of {total}",
                bu.len() + pu.len()
            );
            let u = b.uut();
            // commit the next frame (one per cycle at most, as the engine)
            u.ord_push.next = false;
            if let Some(&(lane, probe, n)) = to_commit.front() {
                if rng.bit(50) && !u.ord_full.val() {
                    to_commit.pop_front();
                    lanes[lane].frames.push_back((probe, n));
                    if n > 0 && (!probe || !route) {
                        u.ord_push.next = true;
                        u.ord_lane.next = (lane as u64).into();
                    }
                }
            }
            for (i, l) in lanes.iter_mut().enumerate() {
                if l.offer.is_none() && rng.below(100) < offer {
                    if let Some(&mut (probe, ref mut n)) = l.frames.front_mut() {
                        if *n == 0 {
                            l.frames.pop_front();
                            ids[i] += 1;
                            l.next_index = 0;
                        } else {
                            *n -= 1;
                            l.offer = Some((probe, ids[i], l.next_index, *n == 0));
                            l.next_index += 1;
                        }
                    }
                }
                let u = b.uut();
                u.t_valid[i].next = l.offer.is_some();
                if let Some((probe, id, idx, last)) = l.offer {
                    let mut d = Bits::<TUPLE_BITS>::default();
                    d.set_bits::<64>(0, word(i, id, idx).into());
                    u.t_data[i].next = d;
                    u.t_probe[i].next = probe;
                    u.t_table[i].next = (id % 3).into();
                    u.t_tag[i].next = (i as u64).into();
                    u.t_last[i].next = last;
                }
            }
            let u = b.uut();
            u.bu_ready.next = rng.below(100) < ready;
            for k in 0..PROBE_UNITS {
                u.pu_ready[k].next = rng.below(100) < ready;
            }
            b.settle();
            let u = b.uut();
            let pu_any = (0..PROBE_UNITS).any(|k| u.pu_valid[k].val());
            assert!(
                !(u.bu_valid.val() && pu_any),
                "build and probe tuples offered at once"
            );
            let taken: Vec<bool> = (0..4).map(|i| u.t_ready[i].val()).collect();
            let took = (u.bu_valid.val() && u.bu_ready.val()) as usize
                + (0..PROBE_UNITS)
                    .filter(|&k| u.pu_valid[k].val() && u.pu_ready[k].val())
                    .count();
            assert_eq!(
                taken.iter().filter(|&&t| t).count(),
                took,
                "a lane taken per tuple taken"
            );
            if u.bu_valid.val() && u.bu_ready.val() {
                bu.push((u.bu_key.val().to_u64(), u.bu_tag.val().to_u64() as u8));
            }
            for k in 0..PROBE_UNITS {
                if u.pu_valid[k].val() && u.pu_ready[k].val() {
                    let lane = u.pu_tag[k].val().to_u64() as usize;
                    if route {
                        // (PROBE_UNITS is 1 in most signatures: every lane feeds unit 0)
                        #[allow(clippy::modulo_one)]
                        let unit = lane % PROBE_UNITS;
                        assert_eq!(unit, k, "lane {lane} feeds unit {unit}");
                    } else {
                        assert_eq!(k, 0, "ordered probes go to unit 0");
                    }
                    pu.push((u.pu_tup[k].val().get_bits::<64>(0).to_u64(), lane as u8));
                }
            }
            for (i, l) in lanes.iter_mut().enumerate() {
                if taken[i] {
                    assert!(l.offer.is_some(), "lane {i} taken without an offer");
                    l.offer = None;
                }
            }
            b.tick();
        }
        (bu, pu)
    }

    /// Every tuple of the committed frames, in commit order.
    fn in_commit_order(commits: &[(usize, bool, usize)], probe: bool) -> Vec<(u64, u8)> {
        let mut ids = [0u64; PORTS];
        let mut v = Vec::new();
        for &(lane, p, n) in commits {
            if p == probe {
                v.extend((0..n).map(|i| (word(lane, ids[lane], i), lane as u8)));
            }
            ids[lane] += 1;
        }
        v
    }

    fn commits(rng: &mut Rng, probe: bool, n: usize) -> Vec<(usize, bool, usize)> {
        (0..n)
            .map(|_| {
                (
                    rng.below(4) as usize,
                    probe,
                    [0, 1, 3, 17][rng.below(4) as usize],
                )
            })
            .collect()
    }

    #[test]
    fn builds_go_in_commit_order_across_lanes() {
        let mut rng = Rng(3);
        let c = commits(&mut rng, false, 80);
        for (offer, ready) in [(100, 100), (40, 100), (100, 20), (60, 60)] {
            for route in [false, true] {
                let (bu, pu) = run(route, &c, offer, ready, offer + ready);
                assert!(pu.is_empty());
                assert_eq!(
                    bu,
                    in_commit_order(&c, false),
                    "offer {offer}% ready {ready}% route {route}"
                );
            }
        }
    }

    #[test]
    fn probes_to_one_sink_go_in_commit_order() {
        let mut rng = Rng(4);
        let c = commits(&mut rng, true, 80);
        let (bu, pu) = run(false, &c, 70, 50, 1);
        assert!(bu.is_empty());
        assert_eq!(pu, in_commit_order(&c, true));
    }

    #[test]
    fn probes_back_to_their_sources_interleave_and_keep_each_lanes_order() {
        let mut rng = Rng(5);
        let c = commits(&mut rng, true, 120);
        for (offer, ready) in [(100, 100), (50, 100), (100, 30)] {
            let (_, pu) = run(true, &c, offer, ready, 7 + offer);
            // per lane, in the lane's commit order
            for lane in 0..4u8 {
                let got: Vec<_> = pu.iter().filter(|t| t.1 == lane).copied().collect();
                let want: Vec<_> = in_commit_order(&c, true)
                    .into_iter()
                    .filter(|t| t.1 == lane)
                    .collect();
                assert_eq!(got, want, "lane {lane}");
            }
            // and interleaved: some tuple follows one of another lane mid-frame
            assert!(
                pu.windows(2).filter(|w| w[0].1 != w[1].1).count() > 50,
                "lanes interleave"
            );
        }
    }

    #[test]
    fn all_four_lanes_share_the_probe_units_fairly() {
        // every lane always offers: each unit takes one tuple a cycle, round robin
        let c: Vec<_> = (0..40).map(|i| (i % 4, true, 25)).collect();
        let (_, pu) = run(true, &c, 100, 100, 9);
        // (after the first commits, every lane has a frame on offer)
        for w in pu[40..440].windows(4) {
            let mut lanes: Vec<u8> = w.iter().map(|t| t.1).collect();
            lanes.sort();
            assert_eq!(lanes, vec![0, 1, 2, 3], "{w:?}");
        }
    }

    #[test]
    fn tuple_arbiter_verilog_generates() {
        let mut u = TupleArbiter::default();
        u.connect_all();
        let v = generate_verilog(&u);
        assert!(v.contains("module top") && v.contains("ord_full"));
    }
}
