//! A register slice with a skid entry: a valid/ready stream passed on one
//! word per cycle, with every output registered, `s_ready` included.
//!
//! Why: a unit's `ready` is often the end of a long path (the build unit's
//! is its 64-entry look-ahead search, the probe unit's the memory port's
//! `req_ready`), and the engine starts its next frame in the cycle a frame's
//! last tuple is taken, so without a slice that path runs on through the
//! engine into the counter bank's adders (Yosys `ltp`, docs/HDL.md §4). With
//! the slice the sender sees a registered `s_ready` and the unit's `ready`
//! ends at the slice's registers.
//!
//! Two entries: the output register and a skid register that catches the
//! word taken in the cycle the receiver stops. `s_ready` is "the skid is
//! empty", so the sender can always finish the cycle it started. Full rate
//! while the receiver takes every word; after a stall the skid drains first
//! (one cycle with `s_ready` low). A word costs one cycle of latency.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct RegSlice<D: Synth> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_valid: Signal<In, Bit>,
    pub s_data: Signal<In, D>,
    pub s_ready: Signal<Out, Bit>,
    pub m_valid: Signal<Out, Bit>,
    pub m_data: Signal<Out, D>,
    pub m_ready: Signal<In, Bit>,
    /// Something is held (output or skid): the slice is not idle.
    pub busy: Signal<Out, Bit>,
    out_v: DFF<Bit>,
    out_d: DFF<D>,
    skid_v: DFF<Bit>,
    skid_d: DFF<D>,
    take: Signal<Local, Bit>,
    out_free: Signal<Local, Bit>,
}

impl<D: Synth> Default for RegSlice<D> {
    fn default() -> Self {
        RegSlice {
            clock: Default::default(),
            reset: Default::default(),
            s_valid: Default::default(),
            s_data: Default::default(),
            s_ready: Default::default(),
            m_valid: Default::default(),
            m_data: Default::default(),
            m_ready: Default::default(),
            busy: Default::default(),
            out_v: Default::default(),
            out_d: Default::default(),
            skid_v: Default::default(),
            skid_d: Default::default(),
            take: Default::default(),
            out_free: Default::default(),
        }
    }
}

impl<D: Synth> Logic for RegSlice<D> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, out_v, out_d, skid_v, skid_d);
        self.s_ready.next = !self.skid_v.q.val();
        self.m_valid.next = self.out_v.q.val();
        self.m_data.next = self.out_d.q.val();
        self.busy.next = self.out_v.q.val() | self.skid_v.q.val();
        self.take.next = self.s_valid.val() & !self.skid_v.q.val();
        // the output register is free: empty, or its word leaves this cycle
        self.out_free.next = !self.out_v.q.val() | self.m_ready.val();
        if self.out_free.val() {
            // the skid's word goes first (no word is taken while it is full)
            if self.skid_v.q.val() {
                self.out_d.d.next = self.skid_d.q.val();
                self.out_v.d.next = true;
                self.skid_v.d.next = false;
            } else {
                self.out_d.d.next = self.s_data.val();
                self.out_v.d.next = self.take.val();
            }
        } else if self.take.val() {
            self.skid_d.d.next = self.s_data.val();
            self.skid_v.d.next = true;
        }
        if self.reset.val() {
            self.out_v.d.next = false;
            self.skid_v.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Pattern, Rng};

    type Slice = RegSlice<Bits<48>>;

    fn bench(u: &mut Slice) -> Bench<'_, Slice> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b
    }

    /// Streams `n` numbered words, the sender offering per `send`, the
    /// receiver taking per `take`: returns the words received, in order, and
    /// the cycles it took. Checks the handshake rules on the way: a word
    /// offered on `m_*` stays until taken, and `s_ready` depends on no input.
    fn stream(n: u64, send: Pattern, take: Pattern, seed: u64) -> (Vec<u64>, u64) {
        let mut u = Slice::default();
        let mut b = bench(&mut u);
        let mut rng = Rng(seed);
        let (mut next, mut got) = (0u64, vec![]);
        let mut offered: Option<u64> = None;
        let mut held: Option<u64> = None;
        let mut cycle = 0;
        while (got.len() as u64) < n {
            cycle += 1;
            assert!(cycle < 100 * n + 100, "stuck after {} words", got.len());
            // s_ready is registered: read it before the inputs change
            b.settle();
            let s_ready = b.uut().s_ready.val();
            if offered.is_none() && next < n && send.on(cycle, &mut rng) {
                offered = Some(next);
                next += 1;
            }
            let m_ready = take.on(cycle, &mut rng);
            b.uut().s_valid.next = offered.is_some();
            b.uut().s_data.next = offered.unwrap_or(0xAB).into();
            b.uut().m_ready.next = m_ready;
            b.settle();
            assert_eq!(
                b.uut().s_ready.val(),
                s_ready,
                "s_ready moved with the inputs"
            );
            if b.uut().m_valid.val() {
                let w = b.uut().m_data.val().to_u64();
                if let Some(h) = held {
                    assert_eq!(w, h, "an offered word changed before it was taken");
                }
                held = Some(w);
                if m_ready {
                    got.push(w);
                    held = None;
                }
            } else {
                assert!(held.is_none(), "an offered word was withdrawn");
            }
            if s_ready && offered.is_some() {
                offered = None;
            }
            b.tick();
        }
        b.uut().m_ready.next = true;
        b.uut().s_valid.next = false;
        b.tick();
        b.settle();
        assert!(!b.uut().busy.val() && !b.uut().m_valid.val());
        (got, cycle)
    }

    #[test]
    fn idle_input_offers_nothing() {
        let mut u = Slice::default();
        let mut b = bench(&mut u);
        b.uut().s_valid.next = false;
        b.uut().m_ready.next = true;
        for _ in 0..10 {
            b.settle();
            assert!(!b.uut().m_valid.val() && b.uut().s_ready.val() && !b.uut().busy.val());
            b.tick();
        }
    }

    #[test]
    fn full_rate_when_nothing_stalls() {
        let (got, cycles) = stream(1000, Pattern::Full, Pattern::Full, 1);
        assert_eq!(got, (0..1000).collect::<Vec<_>>());
        assert!(cycles <= 1001, "{cycles} cycles for 1000 words");
    }

    #[test]
    fn back_pressure_loses_and_reorders_nothing() {
        for (seed, send, take) in [
            (2, Pattern::Full, Pattern::Random(50)),
            (3, Pattern::Random(70), Pattern::Random(30)),
            (4, Pattern::Full, Pattern::Burst(1, 1)),
            (5, Pattern::Burst(7, 3), Pattern::Burst(2, 5)),
            (6, Pattern::Random(20), Pattern::Full),
        ] {
            let (got, _) = stream(800, send, take, seed);
            assert_eq!(got, (0..800).collect::<Vec<_>>(), "seed {seed}");
        }
    }

    #[test]
    fn a_held_output_fills_the_skid_then_refuses() {
        let mut u = Slice::default();
        let mut b = bench(&mut u);
        b.uut().m_ready.next = false;
        b.uut().s_valid.next = true;
        b.uut().s_data.next = 1u64.into();
        b.tick(); // word 1 into the output register
        b.uut().s_data.next = 2u64.into();
        b.settle();
        assert!(b.uut().s_ready.val());
        b.tick(); // word 2 into the skid
        b.settle();
        assert!(!b.uut().s_ready.val(), "full: the skid holds a word");
        assert_eq!(b.uut().m_data.val().to_u64(), 1);
        b.uut().s_data.next = 3u64.into();
        b.tick(); // refused
        b.uut().m_ready.next = true;
        b.settle();
        assert_eq!(b.uut().m_data.val().to_u64(), 1);
        b.tick(); // 1 leaves, 2 moves up
        b.settle();
        assert_eq!(b.uut().m_data.val().to_u64(), 2);
        assert!(b.uut().s_ready.val());
        b.tick(); // 2 leaves, 3 taken
        b.settle();
        assert_eq!(b.uut().m_data.val().to_u64(), 3);
    }
}
