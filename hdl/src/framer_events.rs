//! The framers' events and totals, for the engine: each framer's events of
//! a cycle (RESULT and miss verdicts, SPILL tuples, frames out) registered
//! per framer (`fe_*`), then counted (`ev_*`), so the counter bank's adds
//! start at a register and not at the end of a framer's decision on a probe
//! unit's output; they reach the counters two cycles late. The framers'
//! `sent*` totals are summed into registers (`sum_*`): the engine's END
//! record reads them only after its drain and two more states, and the
//! 64-bit sum would otherwise run on into the reply writer's word select
//! (docs/HDL.md §4, longest paths). Exact, because every CONTROL frame and
//! END waits at a drain point until the framers are idle and `quiet`.

use super::layout::PORTS;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct FramerEvents {
    pub clock: Signal<In, Clock>,
    // ---- per framer
    pub f_match: [Signal<In, Bit>; PORTS],
    pub f_miss: [Signal<In, Bit>; PORTS],
    pub f_spill: [Signal<In, Bit>; PORTS],
    pub f_fout: [Signal<In, Bit>; PORTS],
    /// The framer took a job or pushed a frame.
    pub f_event: [Signal<In, Bit>; PORTS],
    pub sent0_frames: [Signal<In, Bits<32>>; PORTS],
    pub sent0_tuples: [Signal<In, Bits<64>>; PORTS],
    pub sent1_frames: [Signal<In, Bits<32>>; PORTS],
    pub sent1_tuples: [Signal<In, Bits<64>>; PORTS],
    pub sent1_aux: [Signal<In, Bits<64>>; PORTS],
    // ---- for the engine: events of two cycles ago, counted, and totals
    pub match_count: Signal<Out, Bits<3>>,
    pub miss_count: Signal<Out, Bits<3>>,
    pub spill_count: Signal<Out, Bits<3>>,
    pub frame_count: Signal<Out, Bits<3>>,
    pub sent0_frames_sum: Signal<Out, Bits<32>>,
    pub sent0_tuples_sum: Signal<Out, Bits<64>>,
    pub sent1_frames_sum: Signal<Out, Bits<32>>,
    pub sent1_tuples_sum: Signal<Out, Bits<64>>,
    pub sent1_aux_sum: Signal<Out, Bits<64>>,
    /// No event is on its way to the counters (the drain's test: two bits).
    pub quiet: Signal<Out, Bit>,
    fm: Signal<Local, Bits<PORTS>>,
    fmi: Signal<Local, Bits<PORTS>>,
    fsp: Signal<Local, Bits<PORTS>>,
    ffo: Signal<Local, Bits<PORTS>>,
    fev: Signal<Local, Bit>,
    s0f: Signal<Local, Bits<32>>,
    s0t: Signal<Local, Bits<64>>,
    s1f: Signal<Local, Bits<32>>,
    s1t: Signal<Local, Bits<64>>,
    s1a: Signal<Local, Bits<64>>,
    em: Signal<Local, Bits<3>>,
    emi: Signal<Local, Bits<3>>,
    esp: Signal<Local, Bits<3>>,
    efo: Signal<Local, Bits<3>>,
    fe_match: DFF<Bits<PORTS>>,
    fe_miss: DFF<Bits<PORTS>>,
    fe_spill: DFF<Bits<PORTS>>,
    fe_fout: DFF<Bits<PORTS>>,
    ev_match: DFF<Bits<3>>,
    ev_miss: DFF<Bits<3>>,
    ev_spill: DFF<Bits<3>>,
    ev_fout: DFF<Bits<3>>,
    /// Some framer had an event last cycle (`fe_*` is not zero) / two cycles
    /// ago (`ev_*` is not zero).
    fe_any: DFF<Bit>,
    ev_any: DFF<Bit>,
    sum_s0f: DFF<Bits<32>>,
    sum_s0t: DFF<Bits<64>>,
    sum_s1f: DFF<Bits<32>>,
    sum_s1t: DFF<Bits<64>>,
    sum_s1a: DFF<Bits<64>>,
    port_bit: [Constant<Bits<PORTS>>; PORTS],
}

impl Default for FramerEvents {
    fn default() -> Self {
        FramerEvents {
            clock: Default::default(),
            f_match: Default::default(),
            f_miss: Default::default(),
            f_spill: Default::default(),
            f_fout: Default::default(),
            f_event: Default::default(),
            sent0_frames: Default::default(),
            sent0_tuples: Default::default(),
            sent1_frames: Default::default(),
            sent1_tuples: Default::default(),
            sent1_aux: Default::default(),
            match_count: Default::default(),
            miss_count: Default::default(),
            spill_count: Default::default(),
            frame_count: Default::default(),
            sent0_frames_sum: Default::default(),
            sent0_tuples_sum: Default::default(),
            sent1_frames_sum: Default::default(),
            sent1_tuples_sum: Default::default(),
            sent1_aux_sum: Default::default(),
            quiet: Default::default(),
            fm: Default::default(),
            fmi: Default::default(),
            fsp: Default::default(),
            ffo: Default::default(),
            fev: Default::default(),
            s0f: Default::default(),
            s0t: Default::default(),
            s1f: Default::default(),
            s1t: Default::default(),
            s1a: Default::default(),
            em: Default::default(),
            emi: Default::default(),
            esp: Default::default(),
            efo: Default::default(),
            fe_match: Default::default(),
            fe_miss: Default::default(),
            fe_spill: Default::default(),
            fe_fout: Default::default(),
            ev_match: Default::default(),
            ev_miss: Default::default(),
            ev_spill: Default::default(),
            ev_fout: Default::default(),
            fe_any: Default::default(),
            ev_any: Default::default(),
            sum_s0f: Default::default(),
            sum_s0t: Default::default(),
            sum_s1f: Default::default(),
            sum_s1t: Default::default(),
            sum_s1a: Default::default(),
            port_bit: std::array::from_fn(|i| Constant::new((1u64 << i).into())),
        }
    }
}

impl Logic for FramerEvents {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, fe_match, fe_miss, fe_spill, fe_fout, ev_match, ev_miss, ev_spill,
            ev_fout, fe_any, ev_any, sum_s0f, sum_s0t, sum_s1f, sum_s1t, sum_s1a
        );
        self.fm.next = 0.into();
        self.fmi.next = 0.into();
        self.fsp.next = 0.into();
        self.ffo.next = 0.into();
        self.fev.next = false;
        self.s0f.next = 0.into();
        self.s0t.next = 0.into();
        self.s1f.next = 0.into();
        self.s1t.next = 0.into();
        self.s1a.next = 0.into();
        self.em.next = 0.into();
        self.emi.next = 0.into();
        self.esp.next = 0.into();
        self.efo.next = 0.into();
        for i in 0..PORTS {
            if self.f_match[i].val() {
                self.fm.next = self.fm.val() | self.port_bit[i].val();
            }
            if self.f_miss[i].val() {
                self.fmi.next = self.fmi.val() | self.port_bit[i].val();
            }
            if self.f_spill[i].val() {
                self.fsp.next = self.fsp.val() | self.port_bit[i].val();
            }
            if self.f_fout[i].val() {
                self.ffo.next = self.ffo.val() | self.port_bit[i].val();
            }
            if self.f_event[i].val() {
                self.fev.next = true;
            }
            self.s0f.next = self.s0f.val() + self.sent0_frames[i].val();
            self.s0t.next = self.s0t.val() + self.sent0_tuples[i].val();
            self.s1f.next = self.s1f.val() + self.sent1_frames[i].val();
            self.s1t.next = self.s1t.val() + self.sent1_tuples[i].val();
            self.s1a.next = self.s1a.val() + self.sent1_aux[i].val();
            if self.fe_match.q.val().get_bit(i) {
                self.em.next = self.em.val() + 1;
            }
            if self.fe_miss.q.val().get_bit(i) {
                self.emi.next = self.emi.val() + 1;
            }
            if self.fe_spill.q.val().get_bit(i) {
                self.esp.next = self.esp.val() + 1;
            }
            if self.fe_fout.q.val().get_bit(i) {
                self.efo.next = self.efo.val() + 1;
            }
        }
        self.fe_match.d.next = self.fm.val();
        self.fe_miss.d.next = self.fmi.val();
        self.fe_spill.d.next = self.fsp.val();
        self.fe_fout.d.next = self.ffo.val();
        self.ev_match.d.next = self.em.val();
        self.ev_miss.d.next = self.emi.val();
        self.ev_spill.d.next = self.esp.val();
        self.ev_fout.d.next = self.efo.val();
        self.fe_any.d.next = self.fev.val();
        self.ev_any.d.next = self.fe_any.q.val();
        self.sum_s0f.d.next = self.s0f.val();
        self.sum_s0t.d.next = self.s0t.val();
        self.sum_s1f.d.next = self.s1f.val();
        self.sum_s1t.d.next = self.s1t.val();
        self.sum_s1a.d.next = self.s1a.val();
        self.match_count.next = self.ev_match.q.val();
        self.miss_count.next = self.ev_miss.q.val();
        self.spill_count.next = self.ev_spill.q.val();
        self.frame_count.next = self.ev_fout.q.val();
        self.sent0_frames_sum.next = self.sum_s0f.q.val();
        self.sent0_tuples_sum.next = self.sum_s0t.q.val();
        self.sent1_frames_sum.next = self.sum_s1f.q.val();
        self.sent1_tuples_sum.next = self.sum_s1t.q.val();
        self.sent1_aux_sum.next = self.sum_s1a.q.val();
        self.quiet.next = !self.fe_any.q.val() & !self.ev_any.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};

    #[test]
    fn idle_framers_count_nothing() {
        let mut u = FramerEvents::default();
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        for _ in 0..4 {
            b.tick();
            b.settle();
            let u = b.uut();
            assert!(u.quiet.val());
            assert_eq!(
                u.match_count.val().to_u64()
                    + u.frame_count.val().to_u64()
                    + u.sent1_tuples_sum.val().to_u64(),
                0
            );
        }
    }

    #[test]
    fn events_arrive_counted_two_cycles_late_and_totals_one() {
        let mut u = FramerEvents::default();
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        let mut rng = Rng(12);
        let mut history: Vec<[u64; 4]> = vec![];
        for cycle in 0..300usize {
            let mut counts = [0u64; 4];
            let mut any = false;
            let mut totals = 0u64;
            for i in 0..PORTS {
                let ev = [rng.bit(50), rng.bit(30), rng.bit(20), rng.bit(40)];
                let u = b.uut();
                u.f_match[i].next = ev[0];
                u.f_miss[i].next = ev[1];
                u.f_spill[i].next = ev[2];
                u.f_fout[i].next = ev[3];
                u.f_event[i].next = ev.iter().any(|&e| e);
                any |= ev.iter().any(|&e| e);
                let t = rng.below(1 << 40);
                u.sent1_tuples[i].next = t.into();
                totals += t;
                for (c, e) in counts.iter_mut().zip(ev) {
                    *c += e as u64;
                }
            }
            history.push(counts);
            b.tick();
            b.settle();
            let u = b.uut();
            assert_eq!(
                u.sent1_tuples_sum.val().to_u64(),
                totals,
                "totals are one cycle late"
            );
            if cycle >= 1 {
                let want = history[cycle - 1];
                let got = [
                    u.match_count.val(),
                    u.miss_count.val(),
                    u.spill_count.val(),
                    u.frame_count.val(),
                ]
                .map(|x| x.to_u64());
                assert_eq!(got, want, "cycle {cycle}");
            }
            if any {
                assert!(!u.quiet.val());
            }
        }
        for i in 0..PORTS {
            let u = b.uut();
            u.f_match[i].next = false;
            u.f_miss[i].next = false;
            u.f_spill[i].next = false;
            u.f_fout[i].next = false;
            u.f_event[i].next = false;
        }
        b.tick();
        b.tick();
        b.settle();
        assert!(b.uut().quiet.val(), "quiet two cycles after the last event");
    }
}
