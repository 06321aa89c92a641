//! The switch's events, counted (PROTOCOL.md §8): the commit's per-frame
//! events, the build unit's inserts and overflows, the framers' matches,
//! misses, spills and frames out (up to four at once, one per framer), the
//! engine's own frames, and the frames a port dropped whole. Each event sets
//! the bit of its counter in the counter bank's masks, placed by the named
//! indices of layout.rs (checked against netjoin-proto), so no counter is
//! addressed by a bare number.
//!
//! **Banks** (PROTOCOL.md §5.5). Beside the switch-wide counters, one bank
//! of the same counters per query context (`BANKS`: none with a single
//! context, which has no READ_QUERY_COUNTERS). The datapath serves one context
//! at a time (`cur`), so every event of a bank goes to bank `cur`: the
//! commit's frame only if it reached the context (`reached`: a data frame
//! past step 6; its drop is one of steps 7-11), the units' and framers'
//! events always, the engine's own frames only when they are ACKs or ENDs
//! (`own_bank`), never CONTROL frames, their replies or the frames a port
//! dropped whole. `clear` zeroes every bank too, `clear_bank` bank
//! `clear_ctx` alone (an accepted CONFIGURE), and `value` shows bank
//! `read_ctx`'s counter while `read_bank` is set.

use super::counter_bank::CounterBank;
use super::layout::*;
use super::sig::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct EventCounters {
    pub clock: Signal<In, Clock>,
    /// Zero every counter (RESET after its reply, and the switch's reset).
    pub clear: Signal<In, Bit>,
    // ---- the commit
    pub frame_in: Signal<In, Bit>,
    pub accepted: Signal<In, Bit>,
    /// A frame was dropped; `drop_index` is its counter.
    pub dropped: Signal<In, Bit>,
    pub drop_index: Signal<In, Bits<5>>,
    pub control: Signal<In, Bit>,
    /// A PROBE frame was accepted with `probe_tuples` tuples.
    pub probe_frame: Signal<In, Bit>,
    pub probe_tuples: Signal<In, Bits<16>>,
    // ---- the build unit
    pub inserted: Signal<In, Bit>,
    pub overflowed: Signal<In, Bit>,
    // ---- the framers' events of one cycle, counted (0..=4)
    pub f_matches: Signal<In, Bits<3>>,
    pub f_misses: Signal<In, Bits<3>>,
    pub f_spills: Signal<In, Bits<3>>,
    pub f_frames: Signal<In, Bits<3>>,
    /// Probe tuples the filters rejected this cycle (0..=2, one per probe unit).
    pub filtered: Signal<In, Bits<2>>,
    /// The engine pushed a frame of its own (a reply, ACK or END).
    pub own_frame: Signal<In, Bit>,
    /// Frames a port dropped whole before the frame taken now.
    pub input_drops: Signal<In, Bit>,
    pub input_drops_n: Signal<In, Bits<32>>,
    pub read: Signal<In, Bits<5>>,
    pub value: Signal<Out, Bits<64>>,
    // ---- the banks
    /// The context the datapath serves: its bank counts this cycle's events.
    pub cur: Signal<In, Bits<2>>,
    /// The commit's frame (`frame_in`, `accepted`, `dropped`) reached
    /// context `cur` (§5.5 step 6).
    pub reached: Signal<In, Bit>,
    /// The engine's own frame (`own_frame`) is an ACK or an END.
    pub own_bank: Signal<In, Bit>,
    pub clear_bank: Signal<In, Bit>,
    pub clear_ctx: Signal<In, Bits<2>>,
    pub read_bank: Signal<In, Bit>,
    pub read_ctx: Signal<In, Bits<2>>,
    cnt: CounterBank<NCOUNTERS>,
    /// (none with one context: `BANKS`)
    banks: [CounterBank<NCOUNTERS>; BANKS],
    /// A bank's events this cycle (bank `cur`'s), as `inc1` .. `inc4`.
    b_out: Signal<Local, Bits<3>>,
    /// The commit's events that reached the context, and an own frame of
    /// the context.
    b_in: Signal<Local, Bit>,
    b_acc: Signal<Local, Bit>,
    b_drop: Signal<Local, Bit>,
    b_own: Signal<Local, Bit>,
    /// `frames_out`'s bit (its multi-event parts differ in a bank).
    fo_mask: Constant<Bits<NCOUNTERS>>,
    b_inc1: Signal<Local, Bits<NCOUNTERS>>,
    b_inc2: Signal<Local, Bits<NCOUNTERS>>,
    b_inc4: Signal<Local, Bits<NCOUNTERS>>,
    /// Frames out this cycle: the framers' and the engine's own.
    frames_out: Signal<Local, Bits<3>>,
    inc1: Signal<Local, Bits<NCOUNTERS>>,
    inc2: Signal<Local, Bits<NCOUNTERS>>,
    inc4: Signal<Local, Bits<NCOUNTERS>>,
    C_FRAMES_IN: Constant<Bits<32>>,
    C_FRAMES_ACCEPTED: Constant<Bits<32>>,
    C_CONTROL_FRAMES: Constant<Bits<32>>,
    C_INSERTS: Constant<Bits<32>>,
    C_OVERFLOWS: Constant<Bits<32>>,
    C_MATCHES: Constant<Bits<32>>,
    C_RESULT_TUPLES: Constant<Bits<32>>,
    C_MISSES: Constant<Bits<32>>,
    C_SPILLS: Constant<Bits<32>>,
    C_FRAMES_OUT: Constant<Bits<32>>,
    C_FILTERED: Constant<Bits<32>>,
}

/// The counters that take up to seven events a cycle (the framers').
const MULTI: u64 = (1 << C_MATCHES)
    | (1 << C_RESULT_TUPLES)
    | (1 << C_MISSES)
    | (1 << C_SPILLS)
    | (1 << C_FRAMES_OUT)
    | (1 << C_FILTERED);

impl Default for EventCounters {
    fn default() -> Self {
        EventCounters {
            clock: Default::default(),
            clear: Default::default(),
            frame_in: Default::default(),
            accepted: Default::default(),
            dropped: Default::default(),
            drop_index: Default::default(),
            control: Default::default(),
            probe_frame: Default::default(),
            probe_tuples: Default::default(),
            inserted: Default::default(),
            overflowed: Default::default(),
            f_matches: Default::default(),
            f_misses: Default::default(),
            f_spills: Default::default(),
            f_frames: Default::default(),
            filtered: Default::default(),
            own_frame: Default::default(),
            input_drops: Default::default(),
            input_drops_n: Default::default(),
            read: Default::default(),
            value: Default::default(),
            cnt: CounterBank::new(
                1 << C_PROBES,
                (1 << C_FRAMES_IN) | (1 << C_INPUT_FULL),
                MULTI,
            ),
            cur: Default::default(),
            reached: Default::default(),
            own_bank: Default::default(),
            clear_bank: Default::default(),
            clear_ctx: Default::default(),
            read_bank: Default::default(),
            read_ctx: Default::default(),
            // (a bank never counts the frames a port dropped whole)
            banks: std::array::from_fn(|_| CounterBank::new(1 << C_PROBES, 0, MULTI)),
            b_out: Default::default(),
            b_in: Default::default(),
            b_acc: Default::default(),
            b_drop: Default::default(),
            b_own: Default::default(),
            fo_mask: Constant::new((1u64 << C_FRAMES_OUT).into()),
            b_inc1: Default::default(),
            b_inc2: Default::default(),
            b_inc4: Default::default(),
            frames_out: Default::default(),
            inc1: Default::default(),
            inc2: Default::default(),
            inc4: Default::default(),
            C_FRAMES_IN: lp(C_FRAMES_IN as u64),
            C_FRAMES_ACCEPTED: lp(C_FRAMES_ACCEPTED as u64),
            C_CONTROL_FRAMES: lp(C_CONTROL_FRAMES as u64),
            C_INSERTS: lp(C_INSERTS as u64),
            C_OVERFLOWS: lp(C_OVERFLOWS as u64),
            C_MATCHES: lp(C_MATCHES as u64),
            C_RESULT_TUPLES: lp(C_RESULT_TUPLES as u64),
            C_MISSES: lp(C_MISSES as u64),
            C_SPILLS: lp(C_SPILLS as u64),
            C_FRAMES_OUT: lp(C_FRAMES_OUT as u64),
            C_FILTERED: lp(C_FILTERED as u64),
        }
    }
}

impl Logic for EventCounters {
    #[hdl_gen]
    fn update(&mut self) {
        self.cnt.clock.next = self.clock.val();
        // the engine pushes its own frames only while the framers are idle
        self.frames_out.next = self.f_frames.val() + bit_cast::<3, 1>(self.own_frame.val().into());
        self.inc1.next = (bit_cast::<NCOUNTERS, 1>(self.frame_in.val().into())
            << self.C_FRAMES_IN.val())
            | (bit_cast::<NCOUNTERS, 1>(self.accepted.val().into())
                << self.C_FRAMES_ACCEPTED.val())
            | (bit_cast::<NCOUNTERS, 1>(self.dropped.val().into()) << self.drop_index.val())
            | (bit_cast::<NCOUNTERS, 1>(self.control.val().into()) << self.C_CONTROL_FRAMES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.inserted.val().into()) << self.C_INSERTS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.overflowed.val().into()) << self.C_OVERFLOWS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_matches.val().get_bit(0).into())
                << self.C_MATCHES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_matches.val().get_bit(0).into())
                << self.C_RESULT_TUPLES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_misses.val().get_bit(0).into())
                << self.C_MISSES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_spills.val().get_bit(0).into())
                << self.C_SPILLS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.frames_out.val().get_bit(0).into())
                << self.C_FRAMES_OUT.val())
            | (bit_cast::<NCOUNTERS, 1>(self.filtered.val().get_bit(0).into())
                << self.C_FILTERED.val());
        // The framers' events of one cycle are counts (the bank's multi
        // mask): their bits 1 and 2 add 2 and 4.
        self.inc2.next = (bit_cast::<NCOUNTERS, 1>(self.f_matches.val().get_bit(1).into())
            << self.C_MATCHES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_matches.val().get_bit(1).into())
                << self.C_RESULT_TUPLES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_misses.val().get_bit(1).into())
                << self.C_MISSES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_spills.val().get_bit(1).into())
                << self.C_SPILLS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.frames_out.val().get_bit(1).into())
                << self.C_FRAMES_OUT.val())
            | (bit_cast::<NCOUNTERS, 1>(self.filtered.val().get_bit(1).into())
                << self.C_FILTERED.val());
        self.inc4.next = (bit_cast::<NCOUNTERS, 1>(self.f_matches.val().get_bit(2).into())
            << self.C_MATCHES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_matches.val().get_bit(2).into())
                << self.C_RESULT_TUPLES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_misses.val().get_bit(2).into())
                << self.C_MISSES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_spills.val().get_bit(2).into())
                << self.C_SPILLS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.frames_out.val().get_bit(2).into())
                << self.C_FRAMES_OUT.val());
        self.cnt.inc.next = self.inc1.val();
        self.cnt.inc_x2.next = self.inc2.val();
        self.cnt.inc_x4.next = self.inc4.val();
        // `probes` adds the frame's tuple count (the bank's add mask).
        self.cnt.add.next = self.probe_frame.val();
        self.cnt.add_n.next = bit_cast::<64, 16>(self.probe_tuples.val());
        // `frames_in` and `drop_input_full` add the frames a port dropped
        // whole (the bank's bulk mask), on top of a frame counted this cycle.
        self.cnt.bulk.next = self.input_drops.val();
        self.cnt.bulk_n.next = self.input_drops_n.val();
        self.cnt.read.next = self.read.val();
        self.cnt.clear.next = self.clear.val();
        self.value.next = self.cnt.value.val();
        // ---- the banks: the commit's frame only if it reached the context,
        // no CONTROL frame, the engine's own frames only if ACK or END
        self.b_in.next = self.frame_in.val() & self.reached.val();
        self.b_acc.next = self.accepted.val() & self.reached.val();
        self.b_drop.next = self.dropped.val() & self.reached.val();
        self.b_own.next = self.own_frame.val() & self.own_bank.val();
        self.b_out.next = self.f_frames.val() + bit_cast::<3, 1>(self.b_own.val().into());
        self.b_inc1.next = (bit_cast::<NCOUNTERS, 1>(self.b_in.val().into())
            << self.C_FRAMES_IN.val())
            | (bit_cast::<NCOUNTERS, 1>(self.b_acc.val().into()) << self.C_FRAMES_ACCEPTED.val())
            | (bit_cast::<NCOUNTERS, 1>(self.b_drop.val().into()) << self.drop_index.val())
            | (bit_cast::<NCOUNTERS, 1>(self.inserted.val().into()) << self.C_INSERTS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.overflowed.val().into()) << self.C_OVERFLOWS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_matches.val().get_bit(0).into())
                << self.C_MATCHES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_matches.val().get_bit(0).into())
                << self.C_RESULT_TUPLES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_misses.val().get_bit(0).into())
                << self.C_MISSES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_spills.val().get_bit(0).into())
                << self.C_SPILLS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.b_out.val().get_bit(0).into())
                << self.C_FRAMES_OUT.val())
            | (bit_cast::<NCOUNTERS, 1>(self.filtered.val().get_bit(0).into())
                << self.C_FILTERED.val());
        self.b_inc2.next = (self.inc2.val() & !self.fo_mask.val())
            | (bit_cast::<NCOUNTERS, 1>(self.b_out.val().get_bit(1).into())
                << self.C_FRAMES_OUT.val());
        self.b_inc4.next = (self.inc4.val() & !self.fo_mask.val())
            | (bit_cast::<NCOUNTERS, 1>(self.b_out.val().get_bit(2).into())
                << self.C_FRAMES_OUT.val());
        for c in 0..BANKS {
            self.banks[c].clock.next = self.clock.val();
            self.banks[c].inc.next = 0.into();
            self.banks[c].inc_x2.next = 0.into();
            self.banks[c].inc_x4.next = 0.into();
            self.banks[c].add.next = false;
            if self.cur.val().index() == c {
                self.banks[c].inc.next = self.b_inc1.val();
                self.banks[c].inc_x2.next = self.b_inc2.val();
                self.banks[c].inc_x4.next = self.b_inc4.val();
                self.banks[c].add.next = self.probe_frame.val();
            }
            self.banks[c].add_n.next = bit_cast::<64, 16>(self.probe_tuples.val());
            self.banks[c].bulk.next = false;
            self.banks[c].bulk_n.next = 0.into();
            self.banks[c].read.next = self.read.val();
            self.banks[c].clear.next =
                self.clear.val() | (self.clear_bank.val() & (self.clear_ctx.val().index() == c));
            if self.read_bank.val() & (self.read_ctx.val().index() == c) {
                self.value.next = self.banks[c].value.val();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};

    fn read(b: &mut Bench<'_, EventCounters>, i: usize) -> u64 {
        b.uut().read.next = (i as u64).into();
        b.settle();
        b.uut().value.val().to_u64()
    }

    fn quiet(u: &mut EventCounters) {
        u.frame_in.next = false;
        u.accepted.next = false;
        u.dropped.next = false;
        u.control.next = false;
        u.probe_frame.next = false;
        u.inserted.next = false;
        u.overflowed.next = false;
        u.f_matches.next = 0.into();
        u.f_misses.next = 0.into();
        u.f_spills.next = 0.into();
        u.f_frames.next = 0.into();
        u.filtered.next = 0.into();
        u.own_frame.next = false;
        u.input_drops.next = false;
        u.reached.next = false;
        u.own_bank.next = false;
        u.clear_bank.next = false;
        u.read_bank.next = false;
    }

    #[test]
    fn idle_events_count_nothing() {
        let mut u = EventCounters::default();
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        b.uut().clear.next = true;
        b.tick();
        b.tick();
        b.uut().clear.next = false;
        quiet(b.uut());
        for _ in 0..5 {
            b.tick();
        }
        for i in 0..NCOUNTERS {
            assert_eq!(read(&mut b, i), 0, "counter {i}");
        }
    }

    #[test]
    fn random_events_match_a_reference_count() {
        let mut u = EventCounters::default();
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        b.uut().clear.next = true;
        b.tick();
        b.tick();
        b.uut().clear.next = false;
        let mut want = [0u64; NCOUNTERS];
        let mut rng = Rng(5);
        for _ in 0..400 {
            let u = b.uut();
            quiet(u);
            let pick = rng.below(8);
            match pick {
                0 => {
                    u.frame_in.next = true;
                    u.accepted.next = true;
                    want[C_FRAMES_IN] += 1;
                    want[C_FRAMES_ACCEPTED] += 1;
                    if rng.bit(50) {
                        let n = rng.below(300);
                        u.probe_frame.next = true;
                        u.probe_tuples.next = n.into();
                        want[C_PROBES] += n;
                    }
                }
                1 => {
                    // a bad frame: its first failing check's counter
                    let idx = 2 + rng.below(15) as usize;
                    u.frame_in.next = true;
                    u.dropped.next = true;
                    u.drop_index.next = (idx as u64).into();
                    want[C_FRAMES_IN] += 1;
                    want[idx] += 1;
                }
                2 => {
                    let (m, s, f) = (rng.below(5), rng.below(5), rng.below(5));
                    u.f_matches.next = m.into();
                    u.f_spills.next = s.into();
                    u.f_frames.next = f.into();
                    want[C_MATCHES] += m;
                    want[C_RESULT_TUPLES] += m;
                    want[C_SPILLS] += s;
                    want[C_FRAMES_OUT] += f;
                }
                3 => {
                    let n = rng.below(40);
                    u.input_drops.next = true;
                    u.input_drops_n.next = n.into();
                    u.frame_in.next = true;
                    u.dropped.next = true;
                    u.drop_index.next = (C_TOKEN).into();
                    want[C_FRAMES_IN] += n + 1;
                    want[C_INPUT_FULL] += n;
                    want[C_TOKEN as usize] += 1;
                }
                4 => {
                    u.own_frame.next = true;
                    u.f_frames.next = 4.into();
                    want[C_FRAMES_OUT] += 5;
                }
                5 => {
                    let inserted = rng.bit(50);
                    u.inserted.next = inserted;
                    u.overflowed.next = !inserted;
                    want[if inserted { C_INSERTS } else { C_OVERFLOWS }] += 1;
                }
                6 => {
                    u.control.next = true;
                    u.f_misses.next = 3.into();
                    want[C_CONTROL_FRAMES] += 1;
                    want[C_MISSES] += 3;
                }
                _ => {}
            }
            b.tick();
        }
        quiet(b.uut());
        b.tick();
        b.tick();
        for (i, w) in want.iter().enumerate() {
            assert_eq!(read(&mut b, i), *w, "counter {i}");
        }
        // clear wins
        b.uut().clear.next = true;
        b.uut().frame_in.next = true;
        b.tick();
        b.uut().clear.next = false;
        b.uut().frame_in.next = false;
        b.tick();
        b.tick();
        assert_eq!(read(&mut b, C_FRAMES_IN), 0);
    }

    fn read_bank(b: &mut Bench<'_, EventCounters>, c: usize, i: usize) -> u64 {
        b.uut().read_bank.next = true;
        b.uut().read_ctx.next = (c as u64).into();
        let v = read(b, i);
        b.uut().read_bank.next = false;
        v
    }

    #[test]
    fn each_bank_counts_what_reached_its_context() {
        if BANKS == 0 {
            return;
        }
        let mut u = EventCounters::default();
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        b.uut().clear.next = true;
        b.tick();
        b.tick();
        b.uut().clear.next = false;
        let mut wide = [0u64; NCOUNTERS];
        let mut bank = vec![[0u64; NCOUNTERS]; CONTEXTS];
        let mut rng = Rng(11);
        for _ in 0..600 {
            let u = b.uut();
            quiet(u);
            let c = rng.below(CONTEXTS as u64) as usize;
            u.cur.next = (c as u64).into();
            match rng.below(7) {
                0 => {
                    // a data frame that reached the context: accepted or a
                    // drop of steps 7-11
                    u.frame_in.next = true;
                    u.reached.next = true;
                    wide[C_FRAMES_IN] += 1;
                    bank[c][C_FRAMES_IN] += 1;
                    if rng.bit(50) {
                        u.accepted.next = true;
                        wide[C_FRAMES_ACCEPTED] += 1;
                        bank[c][C_FRAMES_ACCEPTED] += 1;
                        let n = rng.below(100);
                        u.probe_frame.next = true;
                        u.probe_tuples.next = n.into();
                        wide[C_PROBES] += n;
                        bank[c][C_PROBES] += n;
                    } else {
                        let idx = [C_SOURCE, C_TABLE, C_LENGTH, C_DUPLICATE, C_PHASE]
                            [rng.below(5) as usize] as usize;
                        u.dropped.next = true;
                        u.drop_index.next = (idx as u64).into();
                        wide[idx] += 1;
                        bank[c][idx] += 1;
                    }
                }
                1 => {
                    // dropped before it reached any context (steps 1-6),
                    // with frames a port dropped whole before it
                    let n = rng.below(5);
                    u.frame_in.next = true;
                    u.dropped.next = true;
                    u.drop_index.next = C_QUERY_ID.into();
                    u.input_drops.next = true;
                    u.input_drops_n.next = n.into();
                    wide[C_FRAMES_IN] += 1 + n;
                    wide[C_QUERY_ID as usize] += 1;
                    wide[C_INPUT_FULL] += n;
                }
                2 => {
                    // a CONTROL frame, its reply
                    u.accepted.next = true;
                    u.control.next = true;
                    u.own_frame.next = true;
                    wide[C_FRAMES_ACCEPTED] += 1;
                    wide[C_CONTROL_FRAMES] += 1;
                    wide[C_FRAMES_OUT] += 1;
                }
                3 => {
                    // an ACK or END, and the framers' frames
                    let f = rng.below(5);
                    u.own_frame.next = true;
                    u.own_bank.next = true;
                    u.f_frames.next = f.into();
                    wide[C_FRAMES_OUT] += f + 1;
                    bank[c][C_FRAMES_OUT] += f + 1;
                }
                4 => {
                    let (m, s, x) = (rng.below(5), rng.below(5), rng.below(3));
                    u.f_matches.next = m.into();
                    u.f_spills.next = s.into();
                    u.filtered.next = x.into();
                    for w in [&mut wide, &mut bank[c]] {
                        w[C_MATCHES] += m;
                        w[C_RESULT_TUPLES] += m;
                        w[C_SPILLS] += s;
                        w[C_FILTERED] += x;
                    }
                }
                5 => {
                    u.inserted.next = true;
                    wide[C_INSERTS] += 1;
                    bank[c][C_INSERTS] += 1;
                }
                _ => {}
            }
            b.tick();
        }
        quiet(b.uut());
        b.tick();
        b.tick();
        for i in 0..NCOUNTERS {
            assert_eq!(read(&mut b, i), wide[i], "switch-wide counter {i}");
            for (c, want) in bank.iter().enumerate() {
                assert_eq!(read_bank(&mut b, c, i), want[i], "bank {c} counter {i}");
            }
        }
        // the invariant of §5.5 in every bank
        for (c, want) in bank.iter().enumerate() {
            let drops: u64 = (2..=17).chain([28, 29]).map(|i| want[i]).sum();
            assert_eq!(
                want[C_FRAMES_IN],
                want[C_FRAMES_ACCEPTED] + drops,
                "bank {c}"
            );
        }
        // an accepted CONFIGURE zeroes its context's bank alone
        let last = CONTEXTS - 1;
        b.uut().clear_bank.next = true;
        b.uut().clear_ctx.next = (last as u64).into();
        b.tick();
        b.uut().clear_bank.next = false;
        b.tick();
        b.tick();
        assert_eq!(read_bank(&mut b, last, C_FRAMES_IN), 0);
        assert_eq!(read(&mut b, C_FRAMES_IN), wide[C_FRAMES_IN]);
        if CONTEXTS > 1 {
            assert_eq!(read_bank(&mut b, 0, C_FRAMES_IN), bank[0][C_FRAMES_IN]);
        }
        // RESET's clear zeroes every bank
        b.uut().clear.next = true;
        b.tick();
        b.uut().clear.next = false;
        b.tick();
        b.tick();
        for c in 0..CONTEXTS {
            assert_eq!(read_bank(&mut b, c, C_FRAMES_OUT), 0);
        }
    }
}
