//! The lanes: one feeder per port hands the tuples of that port's accepted
//! frames to the units, and the tuple arbiter picks, per tuple, which lane
//! each unit takes (docs/HDL.md §4, per-port lanes). A frame enters its
//! port's feeder from Commit (`start`), with the words of its tuples (none
//! for a dropped frame, whose payload the feeder discards). Ordered frames
//! (BUILD, and PROBE with one sink) also join the order in which the units
//! take them (`ord_push`).

use super::feeder::Feeder;
use super::fifo::WIDE_BITS;
use super::layout::{PORTS, PORT_BITS};
use super::sig::*;
use super::tuple_arbiter::TupleArbiter;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct Lanes {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- each port's payload FIFO: its oldest words side by side, how many
    pub pl_wide: [Signal<In, Bits<WIDE_BITS>>; PORTS],
    pub pl_count: [Signal<In, Bits<13>>; PORTS],
    /// Discard `pl_skip_n` words at once (a dropped frame's payload).
    pub pl_skip: [Signal<Out, Bit>; PORTS],
    pub pl_skip_n: [Signal<Out, Bits<13>>; PORTS],
    /// PROBE frames are not ordered (results back to their sources).
    pub route: Signal<In, Bit>,
    // ---- a frame from Commit into its port's feeder
    pub start: Signal<In, Bit>,
    pub start_port: Signal<In, Bits<PORT_BITS>>,
    /// The frame's payload words in the FIFO, and its tuples' half words.
    pub start_left: Signal<In, Bits<12>>,
    pub start_halves: Signal<In, Bits<12>>,
    pub start_probe: Signal<In, Bit>,
    pub start_table: Signal<In, Bits<8>>,
    /// The tx port of the frame's job (its completions go to that framer).
    pub start_tag: Signal<In, Bits<PORT_BITS>>,
    /// The frame is ordered: its lane joins the order.
    pub ord_push: Signal<In, Bit>,
    /// No room for another ordered frame.
    pub ord_full: Signal<Out, Bit>,
    /// Bit i: port i's feeder has a frame.
    pub busy: Signal<Out, Bits<PORTS>>,
    /// Some lane holds build / probe tuples (a frame or a waiting tuple).
    pub hold_build: Signal<Out, Bit>,
    pub hold_probe: Signal<Out, Bit>,
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
    fd: [Feeder; PORTS],
    tarb: TupleArbiter,
    port_bit: [Constant<Bits<PORTS>>; PORTS],
}

impl Default for Lanes {
    fn default() -> Self {
        Lanes {
            clock: Default::default(),
            reset: Default::default(),
            pl_wide: Default::default(),
            pl_count: Default::default(),
            pl_skip: Default::default(),
            pl_skip_n: Default::default(),
            route: Default::default(),
            start: Default::default(),
            start_port: Default::default(),
            start_left: Default::default(),
            start_halves: Default::default(),
            start_probe: Default::default(),
            start_table: Default::default(),
            start_tag: Default::default(),
            ord_push: Default::default(),
            ord_full: Default::default(),
            busy: Default::default(),
            hold_build: Default::default(),
            hold_probe: Default::default(),
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
            fd: Default::default(),
            tarb: Default::default(),
            port_bit: std::array::from_fn(|i| Constant::new((1u64 << i).into())),
        }
    }
}

impl Logic for Lanes {
    #[hdl_gen]
    fn update(&mut self) {
        self.tarb.clock.next = self.clock.val();
        self.tarb.reset.next = self.reset.val();
        self.tarb.route.next = self.route.val();
        self.tarb.ord_push.next = self.ord_push.val();
        self.tarb.ord_lane.next = self.start_port.val();
        self.ord_full.next = self.tarb.ord_full.val();
        self.busy.next = 0.into();
        self.hold_build.next = false;
        self.hold_probe.next = false;
        for i in 0..PORTS {
            self.fd[i].clock.next = self.clock.val();
            self.fd[i].reset.next = self.reset.val();
            self.fd[i].pl_wide.next = self.pl_wide[i].val();
            self.fd[i].pl_count.next = self.pl_count[i].val();
            self.pl_skip[i].next = self.fd[i].pl_skip.val();
            self.pl_skip_n[i].next = self.fd[i].pl_skip_n.val();
            self.fd[i].start.next = self.start.val() & (self.start_port.val().index() == i);
            self.fd[i].start_left.next = self.start_left.val();
            self.fd[i].start_halves.next = self.start_halves.val();
            self.fd[i].start_probe.next = self.start_probe.val();
            self.fd[i].start_table.next = self.start_table.val();
            self.fd[i].start_tag.next = self.start_tag.val();
            self.tarb.t_valid[i].next = self.fd[i].t_valid.val();
            self.tarb.t_data[i].next = self.fd[i].t_data.val();
            self.tarb.t_probe[i].next = self.fd[i].t_probe.val();
            self.tarb.t_table[i].next = self.fd[i].t_table.val();
            self.tarb.t_tag[i].next = self.fd[i].t_tag.val();
            self.tarb.t_last[i].next = self.fd[i].t_last.val();
            self.fd[i].t_ready.next = self.tarb.t_ready[i].val();
            if self.fd[i].busy.val() {
                self.busy.next = self.busy.val() | self.port_bit[i].val();
            }
            if self.fd[i].holds_build.val() {
                self.hold_build.next = true;
            }
            if self.fd[i].holds_probe.val() {
                self.hold_probe.next = true;
            }
        }
        self.bu_valid.next = self.tarb.bu_valid.val();
        self.bu_key.next = self.tarb.bu_key.val();
        self.bu_val.next = self.tarb.bu_val.val();
        self.bu_table.next = self.tarb.bu_table.val();
        self.bu_tag.next = self.tarb.bu_tag.val();
        self.tarb.bu_ready.next = self.bu_ready.val();
        for k in 0..PROBE_UNITS {
            self.pu_valid[k].next = self.tarb.pu_valid[k].val();
            self.pu_tup[k].next = self.tarb.pu_tup[k].val();
            self.pu_tag[k].next = self.tarb.pu_tag[k].val();
            self.tarb.pu_ready[k].next = self.pu_ready[k].val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{payload_view, Bench, Rng};
    use std::collections::VecDeque;

    fn bench(u: &mut Lanes) -> Bench<'_, Lanes> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b
    }

    /// The ports' payload FIFOs as the parsers show them.
    struct Fifos([VecDeque<u64>; PORTS]);

    impl Fifos {
        fn show(&self, b: &mut Bench<'_, Lanes>) {
            for p in 0..PORTS {
                let u = b.uut();
                (u.pl_wide[p].next, u.pl_count[p].next) = payload_view(&self.0[p]);
            }
        }
        /// Applies this cycle's skips (checked against what is stored).
        fn skip(&mut self, b: &mut Bench<'_, Lanes>) {
            for p in 0..PORTS {
                if b.uut().pl_skip[p].val() {
                    let n = b.uut().pl_skip_n[p].val().to_u64() as usize;
                    assert!(
                        n <= self.0[p].len(),
                        "port {p}: skip of {n} with {} stored",
                        self.0[p].len()
                    );
                    self.0[p].drain(..n);
                }
            }
        }
    }

    /// Hands a frame of `words` stored words, `tuple_halves` half words of
    /// them tuples, from Commit to port `p`'s feeder.
    fn start(b: &mut Bench<'_, Lanes>, p: usize, words: u64, tuple_halves: u64, probe: bool) {
        b.uut().start.next = true;
        b.uut().start_port.next = (p as u64).into();
        b.uut().start_left.next = words.into();
        b.uut().start_halves.next = tuple_halves.into();
        b.uut().start_probe.next = probe;
        b.uut().start_table.next = 0.into();
        b.uut().start_tag.next = (p as u64).into();
        b.uut().ord_push.next = tuple_halves != 0 && !probe;
    }

    fn stop(b: &mut Bench<'_, Lanes>) {
        b.uut().start.next = false;
        b.uut().ord_push.next = false;
    }

    #[test]
    fn idle_lanes_offer_nothing() {
        let mut u = Lanes::default();
        let mut b = bench(&mut u);
        b.uut().bu_ready.next = true;
        for _ in 0..8 {
            b.settle();
            assert!(!b.uut().bu_valid.val());
            assert_eq!(b.uut().busy.val().to_u64(), 0);
            assert!(!b.uut().hold_build.val() && !b.uut().hold_probe.val());
            for i in 0..PORTS {
                assert!(!b.uut().pl_skip[i].val());
            }
            b.tick();
        }
    }

    #[test]
    fn a_dropped_frame_is_skipped_whole_and_frees_its_lane() {
        let mut u = Lanes::default();
        let mut b = bench(&mut u);
        let mut f = Fifos(Default::default());
        f.0[2].extend(0..6u64);
        f.0[1].extend(100..103u64);
        f.show(&mut b);
        start(&mut b, 2, 6, 0, false);
        b.settle();
        assert_eq!(b.uut().busy.val().to_u64(), 0);
        b.tick();
        stop(&mut b);
        for _ in 0..6 {
            f.show(&mut b);
            b.settle();
            assert!(!b.uut().bu_valid.val());
            f.skip(&mut b);
            b.tick();
        }
        assert!(f.0[2].is_empty());
        assert_eq!(f.0[1].len(), 3, "another port's words were touched");
        b.settle();
        assert_eq!(b.uut().busy.val().to_u64(), 0);
    }

    #[test]
    fn build_tuples_reach_a_back_pressured_unit_in_commit_order() {
        // two ordered BUILD frames, port 3's then port 1's, each with a
        // padding word; the build unit takes a tuple in about one cycle of
        // three: every tuple arrives once, port 3's first, in payload order
        let mut u = Lanes::default();
        let mut b = bench(&mut u);
        let mut f = Fifos(Default::default());
        let tw = BUILD_WORDS as u64;
        let frames = [(3usize, 3u64), (1, 2)];
        for (p, n) in frames {
            f.0[p].extend((0..n * tw).map(|j| (p as u64) << 56 | j));
            f.0[p].push_back(0xdead);
        }
        let mut got = vec![];
        let mut rng = Rng(3);
        for (p, n) in frames {
            f.show(&mut b);
            start(&mut b, p, n * tw + 1, n * 2 * tw, false);
            b.uut().bu_ready.next = false;
            b.settle();
            f.skip(&mut b);
            b.tick();
        }
        stop(&mut b);
        for _ in 0..150 {
            f.show(&mut b);
            let ready = rng.bit(33);
            b.uut().bu_ready.next = ready;
            b.settle();
            assert!(
                b.uut().hold_build.val() || got.len() == 5,
                "{} taken",
                got.len()
            );
            assert!(!b.uut().hold_probe.val());
            if b.uut().bu_valid.val() && ready {
                got.push(b.uut().bu_key.val().to_u64());
                assert_eq!(b.uut().bu_tag.val().to_u64(), got.last().unwrap() >> 56);
            }
            f.skip(&mut b);
            b.tick();
        }
        let want: Vec<u64> = frames
            .iter()
            .flat_map(|&(p, n)| (0..n).map(move |t| ((p as u64) << 56) | (t * tw)))
            .collect();
        assert_eq!(got, want);
        assert!(f.0.iter().all(|q| q.is_empty()), "padding left behind");
        b.settle();
        assert_eq!(b.uut().busy.val().to_u64(), 0);
        assert!(!b.uut().hold_build.val());
    }
}
