//! The units' completions, routed to the framers of their jobs. A tuple
//! handed to the build or a probe unit is tagged with its job's tx port; the
//! units answer in order, so a tag FIFO beside each unit names the framer of
//! every completion.
//!
//! The build unit's completion of the last cycle (inserted or overflowed,
//! the framer of its tag, the OVERFLOW tuple) is handed to the framers and
//! the counters from registers (`bc_*`): the unit decides a completion at
//! the end of its look-ahead select and bucket count, and a framer's
//! frame-full decision and ring write no longer follow in the same cycle
//! (docs/HDL.md §4, longest paths). The framers account for the completion
//! held here (`Framer::bu_go_en`, `bu_ov_ready`), and the drain waits for it.
//!
//! A probe completion goes to the framer its tag names. The framers' tags of
//! the two units are disjoint (lanes i mod 2, ordered frames only through
//! unit 0), and should two heads name one framer, the first unit goes first.

use super::fifo::Fifo;
use super::layout::{PORTS, PORT_BITS};
use super::sig::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct Completions {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- the build unit
    /// A tuple of the job of tx port `bu_tag` enters the unit.
    pub bu_take: Signal<In, Bit>,
    pub bu_tag: Signal<In, Bits<PORT_BITS>>,
    pub bu_inserted: Signal<In, Bit>,
    pub bu_overflowed: Signal<In, Bit>,
    pub bu_ov_key: Signal<In, Bits<KEY_BITS>>,
    pub bu_ov_val: Signal<In, Bits<VALUE_BITS>>,
    /// The framer of the oldest tuple lets the unit complete / overflow it.
    pub bu_go_en: Signal<Out, Bit>,
    pub bu_ov_ready: Signal<Out, Bit>,
    // ---- the framers' side of the build completions
    pub f_go_en: [Signal<In, Bit>; PORTS],
    pub f_ov_ready: [Signal<In, Bit>; PORTS],
    pub f_inserted: [Signal<Out, Bit>; PORTS],
    pub f_overflowed: [Signal<Out, Bit>; PORTS],
    pub f_ov_key: Signal<Out, Bits<KEY_BITS>>,
    pub f_ov_val: Signal<Out, Bits<VALUE_BITS>>,
    /// The build completion of the last cycle, counted.
    pub inserted: Signal<Out, Bit>,
    pub overflowed: Signal<Out, Bit>,
    // ---- the probe units
    pub pu_take: [Signal<In, Bit>; PROBE_UNITS],
    pub pu_tag: [Signal<In, Bits<PORT_BITS>>; PROBE_UNITS],
    pub pu_valid: [Signal<In, Bit>; PROBE_UNITS],
    pub pu_kind: [Signal<In, Bits<2>>; PROBE_UNITS],
    pub pu_tup: [Signal<In, Bits<PROBE_BITS>>; PROBE_UNITS],
    pub pu_vals: [Signal<In, Bits<VALS_BITS>>; PROBE_UNITS],
    pub pu_lines: [Signal<In, Bits<LINES_BITS>>; PROBE_UNITS],
    pub pu_ready: [Signal<Out, Bit>; PROBE_UNITS],
    // ---- the framers' side of the probe completions
    pub f_pu_valid: [Signal<Out, Bit>; PORTS],
    pub f_pu_kind: [Signal<Out, Bits<2>>; PORTS],
    pub f_pu_tup: [Signal<Out, Bits<PROBE_BITS>>; PORTS],
    pub f_pu_vals: [Signal<Out, Bits<VALS_BITS>>; PORTS],
    pub f_pu_lines: [Signal<Out, Bits<LINES_BITS>>; PORTS],
    pub f_pu_ready: [Signal<In, Bit>; PORTS],
    /// No tuple is inside a unit and no build completion is held.
    pub idle: Signal<Out, Bit>,
    /// The tx port (framer) of every tuple inside the build / probe unit,
    /// in order: more entries than either unit holds tuples.
    btag: Fifo<Bits<PORT_BITS>, 7, 8>,
    ptag: [Fifo<Bits<PORT_BITS>, 7, 8>; PROBE_UNITS],
    /// The framer of the oldest tuple inside the build / probe unit.
    bhead: Signal<Local, Bits<PORT_BITS>>,
    phead: [Signal<Local, Bits<PORT_BITS>>; PROBE_UNITS],
    /// Framer i takes a completion from a probe unit this cycle.
    fclaim: [Signal<Local, Bit>; PORTS],
    ptags_empty: Signal<Local, Bit>,
    /// (`bc_ins`/`bc_ov` equal `bc_ins_at != 0`/`bc_ov_at != 0`; they are
    /// registers of their own so the counters and the drain's wide AND test
    /// one bit each rather than an OR of four.)
    bc_ins: DFF<Bit>,
    bc_ov: DFF<Bit>,
    /// The same, one bit per framer (the framer of the completion's tag).
    bc_ins_at: DFF<Bits<PORTS>>,
    bc_ov_at: DFF<Bits<PORTS>>,
    bc_key: DFF<Bits<KEY_BITS>>,
    bc_val: DFF<Bits<VALUE_BITS>>,
}

impl Default for Completions {
    fn default() -> Self {
        Completions {
            clock: Default::default(),
            reset: Default::default(),
            bu_take: Default::default(),
            bu_tag: Default::default(),
            bu_inserted: Default::default(),
            bu_overflowed: Default::default(),
            bu_ov_key: Default::default(),
            bu_ov_val: Default::default(),
            bu_go_en: Default::default(),
            bu_ov_ready: Default::default(),
            f_go_en: Default::default(),
            f_ov_ready: Default::default(),
            f_inserted: Default::default(),
            f_overflowed: Default::default(),
            f_ov_key: Default::default(),
            f_ov_val: Default::default(),
            inserted: Default::default(),
            overflowed: Default::default(),
            pu_take: std::array::from_fn(|_| Default::default()),
            pu_tag: std::array::from_fn(|_| Default::default()),
            pu_valid: std::array::from_fn(|_| Default::default()),
            pu_kind: std::array::from_fn(|_| Default::default()),
            pu_tup: std::array::from_fn(|_| Default::default()),
            pu_vals: std::array::from_fn(|_| Default::default()),
            pu_lines: std::array::from_fn(|_| Default::default()),
            pu_ready: std::array::from_fn(|_| Default::default()),
            f_pu_valid: Default::default(),
            f_pu_kind: Default::default(),
            f_pu_tup: std::array::from_fn(|_| Default::default()),
            f_pu_vals: std::array::from_fn(|_| Default::default()),
            f_pu_lines: std::array::from_fn(|_| Default::default()),
            f_pu_ready: Default::default(),
            idle: Default::default(),
            btag: Default::default(),
            ptag: std::array::from_fn(|_| Default::default()),
            bhead: Default::default(),
            phead: std::array::from_fn(|_| Default::default()),
            fclaim: Default::default(),
            ptags_empty: Default::default(),
            bc_ins: Default::default(),
            bc_ov: Default::default(),
            bc_ins_at: Default::default(),
            bc_ov_at: Default::default(),
            bc_key: Default::default(),
            bc_val: Default::default(),
        }
    }
}

impl Logic for Completions {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, bc_ins, bc_ov, bc_ins_at, bc_ov_at, bc_key, bc_val);
        self.btag.clock.next = self.clock.val();
        self.btag.reset.next = self.reset.val();
        // ---- build: the tag of every tuple taken, popped as it completes
        self.btag.write.next = self.bu_take.val();
        self.btag.data_in.next = self.bu_tag.val();
        self.btag.read.next = self.bu_inserted.val() | self.bu_overflowed.val();
        self.bhead.next = self.btag.data_out.val();
        self.bu_go_en.next = false;
        self.bu_ov_ready.next = false;
        for i in 0..PORTS {
            if self.bhead.val().index() == i {
                self.bu_go_en.next = self.f_go_en[i].val() & !self.btag.empty.val();
                self.bu_ov_ready.next = self.f_ov_ready[i].val();
            }
            self.f_inserted[i].next = self.bc_ins_at.q.val().get_bit(i);
            self.f_overflowed[i].next = self.bc_ov_at.q.val().get_bit(i);
        }
        self.f_ov_key.next = self.bc_key.q.val();
        self.f_ov_val.next = self.bc_val.q.val();
        self.inserted.next = self.bc_ins.q.val();
        self.overflowed.next = self.bc_ov.q.val();
        self.bc_ins.d.next = self.bu_inserted.val();
        self.bc_ov.d.next = self.bu_overflowed.val();
        self.bc_ins_at.d.next =
            bit_cast::<PORTS, 1>(self.bu_inserted.val().into()) << self.bhead.val();
        self.bc_ov_at.d.next =
            bit_cast::<PORTS, 1>(self.bu_overflowed.val().into()) << self.bhead.val();
        self.bc_key.d.next = self.bu_ov_key.val();
        self.bc_val.d.next = self.bu_ov_val.val();
        // ---- probe: each unit's oldest completion to the framer of its tag
        for i in 0..PORTS {
            self.fclaim[i].next = false;
            self.f_pu_valid[i].next = false;
            self.f_pu_kind[i].next = self.pu_kind[0].val();
            self.f_pu_tup[i].next = self.pu_tup[0].val();
            self.f_pu_vals[i].next = self.pu_vals[0].val();
            self.f_pu_lines[i].next = self.pu_lines[0].val();
        }
        self.ptags_empty.next = true;
        for k in 0..PROBE_UNITS {
            self.ptag[k].clock.next = self.clock.val();
            self.ptag[k].reset.next = self.reset.val();
            self.ptag[k].write.next = self.pu_take[k].val();
            self.ptag[k].data_in.next = self.pu_tag[k].val();
            self.phead[k].next = self.ptag[k].data_out.val();
            if !self.ptag[k].empty.val() {
                self.ptags_empty.next = false;
            }
            self.pu_ready[k].next = false;
            for i in 0..PORTS {
                if (self.phead[k].val().index() == i)
                    & !self.ptag[k].empty.val()
                    & !self.fclaim[i].val()
                {
                    self.pu_ready[k].next = self.f_pu_ready[i].val();
                    if self.pu_valid[k].val() {
                        self.fclaim[i].next = true;
                        self.f_pu_valid[i].next = true;
                        self.f_pu_kind[i].next = self.pu_kind[k].val();
                        self.f_pu_tup[i].next = self.pu_tup[k].val();
                        self.f_pu_vals[i].next = self.pu_vals[k].val();
                        self.f_pu_lines[i].next = self.pu_lines[k].val();
                    }
                }
            }
            self.ptag[k].read.next = self.pu_valid[k].val() & self.pu_ready[k].val();
        }
        self.idle.next = !self.bc_ins.q.val()
            & !self.bc_ov.q.val()
            & self.btag.empty.val()
            & self.ptags_empty.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};
    use std::collections::VecDeque;

    fn bench(u: &mut Completions) -> Bench<'_, Completions> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b
    }

    #[test]
    fn idle_nothing_completes() {
        let mut u = Completions::default();
        let mut b = bench(&mut u);
        for i in 0..PORTS {
            b.uut().f_go_en[i].next = true;
            b.uut().f_pu_ready[i].next = true;
        }
        for _ in 0..6 {
            b.settle();
            let u = b.uut();
            assert!(u.idle.val() && !u.bu_go_en.val() && !u.inserted.val());
            for i in 0..PORTS {
                assert!(!u.f_pu_valid[i].val() && !u.f_inserted[i].val());
            }
            b.tick();
        }
    }

    #[test]
    fn build_completions_reach_the_framer_of_their_tag_a_cycle_later() {
        let mut u = Completions::default();
        let mut b = bench(&mut u);
        let tags = [2u64, 0, 3, 3, 1];
        for &t in &tags {
            b.uut().bu_take.next = true;
            b.uut().bu_tag.next = t.into();
            b.tick();
        }
        b.uut().bu_take.next = false;
        let mut rng = Rng(2);
        let mut done = 0;
        for _ in 0..60 {
            // only framer `want` lets its completion go, and only sometimes
            let want = tags.get(done).copied();
            for i in 0..PORTS {
                b.uut().f_go_en[i].next = Some(i as u64) == want && rng.bit(50);
            }
            b.settle();
            let go = b.uut().bu_go_en.val();
            b.uut().bu_inserted.next = go;
            b.tick();
            b.uut().bu_inserted.next = false;
            b.settle();
            let u = b.uut();
            assert_eq!(u.inserted.val(), go);
            for i in 0..PORTS {
                assert_eq!(
                    u.f_inserted[i].val(),
                    go && Some(i as u64) == want,
                    "framer {i}"
                );
            }
            if go {
                done += 1;
            }
        }
        assert_eq!(done, tags.len());
        b.tick();
        b.settle();
        assert!(b.uut().idle.val());
    }

    #[test]
    #[allow(clippy::needless_range_loop)] // k indexes the design's units and the test's books alike
    fn probe_completions_go_to_their_framers_under_back_pressure() {
        let mut u = Completions::default();
        let mut b = bench(&mut u);
        let mut rng = Rng(6);
        // per unit: tags of the tuples inside, in order (and a serial each)
        let mut inside: Vec<VecDeque<(u64, u64)>> = vec![VecDeque::new(); PROBE_UNITS];
        let mut serial = 0u64;
        let mut got: Vec<Vec<u64>> = vec![vec![]; PORTS];
        let mut sent: Vec<Vec<u64>> = vec![vec![]; PORTS];
        for _ in 0..2000 {
            for k in 0..PROBE_UNITS {
                // unit k serves ports k, k + 2 (disjoint between units)
                // (a tuple taken this cycle cannot complete before the next)
                let head = inside[k].front().copied();
                let take = inside[k].len() < 6 && rng.bit(40);
                let tag = if PROBE_UNITS == 2 {
                    k as u64 + 2 * rng.below(2)
                } else {
                    rng.below(PORTS as u64)
                };
                b.uut().pu_take[k].next = take;
                b.uut().pu_tag[k].next = tag.into();
                if take {
                    inside[k].push_back((tag, serial));
                    sent[tag as usize].push(serial);
                    serial += 1;
                }
                // the unit's output: its oldest tuple, some of the time
                b.uut().pu_valid[k].next = head.is_some() && rng.bit(70);
                let mut t = Bits::<PROBE_BITS>::default();
                t.set_bits::<64>(0, head.map_or(0, |h| h.1).into());
                b.uut().pu_tup[k].next = t;
            }
            for i in 0..PORTS {
                b.uut().f_pu_ready[i].next = rng.bit(60);
            }
            b.settle();
            for k in 0..PROBE_UNITS {
                let u = b.uut();
                if u.pu_valid[k].val() && u.pu_ready[k].val() {
                    let (tag, s) = inside[k].pop_front().unwrap();
                    let u = b.uut();
                    assert!(u.f_pu_valid[tag as usize].val() && u.f_pu_ready[tag as usize].val());
                    assert_eq!(u.f_pu_tup[tag as usize].val().get_bits::<64>(0).to_u64(), s);
                    got[tag as usize].push(s);
                }
            }
            b.tick();
            for k in 0..PROBE_UNITS {
                b.uut().pu_take[k].next = false;
            }
        }
        for i in 0..PORTS {
            let n = got[i].len();
            assert!(n > 50, "port {i}: {n}");
            assert_eq!(got[i], sent[i][..n], "port {i} in order");
        }
    }
}
