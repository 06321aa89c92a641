//! Each query context's `sent` totals (PROTOCOL.md §4.2: the frames and
//! tuples the switch sent for the query's build and probe phases, which
//! its END reports), kept beside the tx ports' running totals.
//!
//! The tx ports count what they send (framer.rs) for whatever context the
//! datapath serves, and `cfg_clear` zeroes their counts. Here, per
//! context, `acc[c]` holds what was sent for context `c` up to the last
//! time it left service; the running totals minus `base` (their value when
//! `held`, the context they count for, came into service) are what was sent
//! since. So context `ctx`'s totals are `acc[ctx] + (running − base)`.
//! When the context in service changes (`ctx` differs from `held`, which
//! the engine allows only while nothing is in flight and the totals are
//! settled), the running part is added to `acc[held]` and `base` restarts
//! at the running totals; `clear` (a CONFIGURE of context `ctx`, in the
//! cycle the tx ports zero their counts) zeroes `acc[ctx]` and `base`.
//! The totals read right after a clear are not used (the CONFIGURE's
//! reply has no END record); they are exact once the running totals have
//! followed the ports' counts (a cycle) and the outputs their sums (a
//! second).
//!
//! A module of seq_stamp.rs (the catalog crate takes that file from
//! netjoin-hdl, and its child modules come with it).

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct CtxTotals<const C: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub ctx: Signal<In, Bits<2>>,
    pub clear: Signal<In, Bit>,
    /// The tx ports' running totals.
    pub s0f: Signal<In, Bits<32>>,
    pub s0t: Signal<In, Bits<64>>,
    pub s1f: Signal<In, Bits<32>>,
    pub s1t: Signal<In, Bits<64>>,
    pub s1a: Signal<In, Bits<64>>,
    /// Context `ctx`'s totals.
    pub o0f: Signal<Out, Bits<32>>,
    pub o0t: Signal<Out, Bits<64>>,
    pub o1f: Signal<Out, Bits<32>>,
    pub o1t: Signal<Out, Bits<64>>,
    pub o1a: Signal<Out, Bits<64>>,
    held: DFF<Bits<2>>,
    /// The outputs, a cycle behind their sums: the replies that read them
    /// (END records, READ_COUNTERS) start later than that, and the
    /// register keeps the two adds off the reply writer's path.
    r0f: DFF<Bits<32>>,
    r0t: DFF<Bits<64>>,
    r1f: DFF<Bits<32>>,
    r1t: DFF<Bits<64>>,
    r1a: DFF<Bits<64>>,
    b0f: DFF<Bits<32>>,
    b0t: DFF<Bits<64>>,
    b1f: DFF<Bits<32>>,
    b1t: DFF<Bits<64>>,
    b1a: DFF<Bits<64>>,
    a0f: [DFF<Bits<32>>; C],
    a0t: [DFF<Bits<64>>; C],
    a1f: [DFF<Bits<32>>; C],
    a1t: [DFF<Bits<64>>; C],
    a1a: [DFF<Bits<64>>; C],
    /// Sent since `held` came into service.
    d0f: Signal<Local, Bits<32>>,
    d0t: Signal<Local, Bits<64>>,
    d1f: Signal<Local, Bits<32>>,
    d1t: Signal<Local, Bits<64>>,
    d1a: Signal<Local, Bits<64>>,
}

impl<const C: usize> Default for CtxTotals<C> {
    fn default() -> Self {
        CtxTotals {
            clock: Default::default(),
            reset: Default::default(),
            ctx: Default::default(),
            clear: Default::default(),
            s0f: Default::default(),
            s0t: Default::default(),
            s1f: Default::default(),
            s1t: Default::default(),
            s1a: Default::default(),
            o0f: Default::default(),
            o0t: Default::default(),
            o1f: Default::default(),
            o1t: Default::default(),
            o1a: Default::default(),
            held: Default::default(),
            r0f: Default::default(),
            r0t: Default::default(),
            r1f: Default::default(),
            r1t: Default::default(),
            r1a: Default::default(),
            b0f: Default::default(),
            b0t: Default::default(),
            b1f: Default::default(),
            b1t: Default::default(),
            b1a: Default::default(),
            a0f: std::array::from_fn(|_| Default::default()),
            a0t: std::array::from_fn(|_| Default::default()),
            a1f: std::array::from_fn(|_| Default::default()),
            a1t: std::array::from_fn(|_| Default::default()),
            a1a: std::array::from_fn(|_| Default::default()),
            d0f: Default::default(),
            d0t: Default::default(),
            d1f: Default::default(),
            d1t: Default::default(),
            d1a: Default::default(),
        }
    }
}

impl<const C: usize> Logic for CtxTotals<C> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, held, r0f, r0t, r1f, r1t, r1a, b0f, b0t, b1f, b1t, b1a);
        self.d0f.next = self.s0f.val() - self.b0f.q.val();
        self.d0t.next = self.s0t.val() - self.b0t.q.val();
        self.d1f.next = self.s1f.val() - self.b1f.q.val();
        self.d1t.next = self.s1t.val() - self.b1t.q.val();
        self.d1a.next = self.s1a.val() - self.b1a.q.val();
        self.o0f.next = self.r0f.q.val();
        self.o0t.next = self.r0t.q.val();
        self.o1f.next = self.r1f.q.val();
        self.o1t.next = self.r1t.q.val();
        self.o1a.next = self.r1a.q.val();
        self.r0f.d.next = self.d0f.val();
        self.r0t.d.next = self.d0t.val();
        self.r1f.d.next = self.d1f.val();
        self.r1t.d.next = self.d1t.val();
        self.r1a.d.next = self.d1a.val();
        self.held.d.next = self.ctx.val();
        for c in 0..C {
            self.a0f[c].clock.next = self.clock.val();
            self.a0t[c].clock.next = self.clock.val();
            self.a1f[c].clock.next = self.clock.val();
            self.a1t[c].clock.next = self.clock.val();
            self.a1a[c].clock.next = self.clock.val();
            self.a0f[c].d.next = self.a0f[c].q.val();
            self.a0t[c].d.next = self.a0t[c].q.val();
            self.a1f[c].d.next = self.a1f[c].q.val();
            self.a1t[c].d.next = self.a1t[c].q.val();
            self.a1a[c].d.next = self.a1a[c].q.val();
            if self.ctx.val().index() == c {
                self.r0f.d.next = self.a0f[c].q.val() + self.d0f.val();
                self.r0t.d.next = self.a0t[c].q.val() + self.d0t.val();
                self.r1f.d.next = self.a1f[c].q.val() + self.d1f.val();
                self.r1t.d.next = self.a1t[c].q.val() + self.d1t.val();
                self.r1a.d.next = self.a1a[c].q.val() + self.d1a.val();
            }
            if (self.held.q.val().index() == c) & (self.held.q.val() != self.ctx.val()) {
                self.a0f[c].d.next = self.a0f[c].q.val() + self.d0f.val();
                self.a0t[c].d.next = self.a0t[c].q.val() + self.d0t.val();
                self.a1f[c].d.next = self.a1f[c].q.val() + self.d1f.val();
                self.a1t[c].d.next = self.a1t[c].q.val() + self.d1t.val();
                self.a1a[c].d.next = self.a1a[c].q.val() + self.d1a.val();
            }
            if (self.clear.val() & (self.ctx.val().index() == c)) | self.reset.val() {
                self.a0f[c].d.next = 0.into();
                self.a0t[c].d.next = 0.into();
                self.a1f[c].d.next = 0.into();
                self.a1t[c].d.next = 0.into();
                self.a1a[c].d.next = 0.into();
            }
        }
        if self.held.q.val() != self.ctx.val() {
            self.b0f.d.next = self.s0f.val();
            self.b0t.d.next = self.s0t.val();
            self.b1f.d.next = self.s1f.val();
            self.b1t.d.next = self.s1t.val();
            self.b1a.d.next = self.s1a.val();
        }
        if self.clear.val() | self.reset.val() {
            self.b0f.d.next = 0.into();
            self.b0t.d.next = 0.into();
            self.b1f.d.next = 0.into();
            self.b1t.d.next = 0.into();
            self.b1a.d.next = 0.into();
        }
        if self.reset.val() {
            self.held.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::Bench;

    /// Sets the running totals (every field `n`, tuples `10 n`) and the
    /// context, ticks, returns context `ctx`'s frames and tuples of phase 1
    /// as the output register took them in that tick.
    fn step(b: &mut Bench<'_, CtxTotals<2>>, ctx: u64, run: u64, clear: bool) -> (u64, u64) {
        let u = b.uut();
        u.ctx.next = ctx.into();
        u.clear.next = clear;
        u.s0f.next = run.into();
        u.s0t.next = (10 * run).into();
        u.s1f.next = run.into();
        u.s1t.next = (10 * run).into();
        u.s1a.next = (3 * run).into();
        b.tick();
        b.settle();
        b.uut().clear.next = false;
        (b.uut().o1f.val().to_u64(), b.uut().o1t.val().to_u64())
    }

    #[test]
    fn each_context_reads_what_was_sent_while_it_was_served() {
        let mut u = CtxTotals::<2>::default();
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        // context 0 sends 5 frames
        assert_eq!(step(&mut b, 0, 5, false), (5, 50));
        // context 1 comes into service (a cycle to swap), sends 3 more
        step(&mut b, 1, 5, false);
        assert_eq!(step(&mut b, 1, 5, false), (0, 0));
        assert_eq!(step(&mut b, 1, 8, false), (3, 30));
        // back to context 0: its 5, then 2 more
        step(&mut b, 0, 8, false);
        assert_eq!(step(&mut b, 0, 8, false), (5, 50));
        assert_eq!(step(&mut b, 0, 10, false), (7, 70));
        // a CONFIGURE of context 1: the ports' counts restart at 0
        step(&mut b, 1, 10, false);
        step(&mut b, 1, 10, true);
        assert_eq!(step(&mut b, 1, 0, false), (0, 0));
        assert_eq!(step(&mut b, 1, 4, false), (4, 40));
        // context 0 kept its 7
        step(&mut b, 0, 4, false);
        assert_eq!(step(&mut b, 0, 4, false), (7, 70));
        assert_eq!(b.uut().o1a.val().to_u64(), 21);
    }
}
