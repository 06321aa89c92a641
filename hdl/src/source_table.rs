//! Per-source state of the running query (PROTOCOL.md §4.2, §5.3 steps
//! 9-11): for each of up to 64 sources, the next sequence number expected,
//! the BUILD and PROBE frames and tuples accepted, and whether it sent each
//! phase's END; and how many sources ended each phase.
//!
//! One RAM entry per source (1-cycle registered read) and a valid bit per
//! source, so that `clear` (a new query) resets all 64 at once: a source
//! not written since reads as zero. The valid bit is read in the same
//! cycle as the RAM (into `valid_rd`), so the entry shown starts at two
//! registers and not at a 64-way select on `src` (docs/HDL.md §4, longest
//! paths). Both reads see the table before a commit of the same cycle:
//! the engine never reads the source it is committing (it waits a cycle).
//!
//! The read: both `read_addr` and `read_next` are read at every clock edge
//! (two copies of the RAM, written alike, and two valid-bit lookups), and
//! the next cycle shows the entry of `read_next` if `read_ahead` was set,
//! else of `read_addr`; `src` names the source shown (the engine reads
//! ahead from the descriptor waiting, then checks the frame with that
//! source in its header). Both addresses come from registers, while
//! `read_ahead` (the engine's decision to take the next frame) is the end
//! of the frame check: it only loads a register, which picks between the
//! two reads after the clock edge (docs/HDL.md §4, longest paths).
//! The write is a stage later than the read (the engine's two-stage check,
//! docs/HDL.md §4): `stage` keeps the entry of `src` as it is after the
//! frame shown (`next_*`), its address and whether the frame is its
//! source's first END of its phase; `commit` (the frame was accepted, a
//! cycle or more later) writes that kept entry and counts that END. In
//! between the table shows other sources (never the kept one: the engine
//! reads a source only after its frame's commit).
//!
//! **Query contexts** (PROTOCOL.md §5.5). The table holds `C` contexts'
//! sources: entry `{ctx, source}` (`A` = 6 + log2 C address bits), a valid
//! mask and ended counts per context. Every read and write is of context
//! `ctx`, the one the datapath serves (the engine changes it only while no
//! frame is in Check or Commit), and `clear` resets context `ctx` alone.

use rust_hdl::prelude::*;

/// Sources the table holds (PROTOCOL.md: 1..=64).
pub const SOURCES: usize = 64;
/// An entry: expected u32 | build frames u32 | build tuples u64 | probe
/// frames u32 | probe tuples u64 | ended build | ended probe, at these bits.
pub const S_EXPECTED: usize = 0;
pub const S_BUILD_FRAMES: usize = 32;
pub const S_BUILD_TUPLES: usize = 64;
pub const S_PROBE_FRAMES: usize = 128;
pub const S_PROBE_TUPLES: usize = 160;
pub const S_END_BUILD: usize = 224;
pub const S_END_PROBE: usize = 225;
pub const ENTRY_BITS: usize = 226;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror
pub struct SourceTable<const C: usize, const A: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// The query context read and written.
    pub ctx: Signal<In, Bits<2>>,
    /// A new query in context `ctx`: every source of it reads as zero,
    /// none has ended.
    pub clear: Signal<In, Bit>,
    pub read_addr: Signal<In, Bits<6>>,
    /// Also read at every edge: the next frame's source.
    pub read_next: Signal<In, Bits<6>>,
    /// Show `read_next`'s entry next cycle, not `read_addr`'s.
    pub read_ahead: Signal<In, Bit>,
    /// The source whose entry is shown (read the cycle before).
    pub src: Signal<In, Bits<6>>,
    // ---- the frame of `src` being checked
    pub is_build: Signal<In, Bit>,
    pub is_probe: Signal<In, Bit>,
    pub is_end: Signal<In, Bit>,
    /// Of an END: 0 = build phase, 1 = probe phase.
    pub end_phase: Signal<In, Bit>,
    pub tuples: Signal<In, Bits<16>>,
    /// The frame's sequence number.
    pub seq: Signal<In, Bits<32>>,
    /// Keep `src`'s entry as it is after the frame shown, for `commit`.
    pub stage: Signal<In, Bit>,
    /// The frame kept by the last `stage` is accepted: write its entry.
    pub commit: Signal<In, Bit>,
    // ---- the entry of `src` before the frame
    pub expected: Signal<Out, Bits<32>>,
    /// `seq` is above / below `expected`. Compared with both RAM copies'
    /// entries in parallel and picked after, like the entry, so the check's
    /// compare does not wait for the entry's select (docs/HDL.md §4,
    /// longest paths).
    pub seq_above: Signal<Out, Bit>,
    pub seq_below: Signal<Out, Bit>,
    pub build_frames: Signal<Out, Bits<32>>,
    pub build_tuples: Signal<Out, Bits<64>>,
    pub probe_frames: Signal<Out, Bits<32>>,
    pub probe_tuples: Signal<Out, Bits<64>>,
    // ---- after the frame (what an ACK of it reports)
    pub next_build_frames: Signal<Out, Bits<32>>,
    pub next_build_tuples: Signal<Out, Bits<64>>,
    pub next_probe_frames: Signal<Out, Bits<32>>,
    pub next_probe_tuples: Signal<Out, Bits<64>>,
    /// Sources that have ended the END's phase, counting this END.
    pub ended_after: Signal<Out, Bits<16>>,
    ram: RAM<Bits<ENTRY_BITS>, A>,
    /// The same entries, read at `read_next`.
    ram_next: RAM<Bits<ENTRY_BITS>, A>,
    valid: [DFF<Bits<SOURCES>>; C],
    /// The valid bits of the sources read last cycle at `read_addr`, at
    /// `read_next`, and which of the two is shown.
    valid_rd: DFF<Bit>,
    valid_rn: DFF<Bit>,
    ahead: DFF<Bit>,
    ended_build: [DFF<Bits<16>>; C],
    ended_probe: [DFF<Bits<16>>; C],
    /// Context `ctx`'s valid mask and ended counts.
    v_ctx: Signal<Local, Bits<SOURCES>>,
    eb_ctx: Signal<Local, Bits<16>>,
    ep_ctx: Signal<Local, Bits<16>>,
    /// `{ctx, source}` of the two reads.
    ra: Signal<Local, Bits<A>>,
    rn: Signal<Local, Bits<A>>,
    /// `{ctx, source}` of the write.
    wa: Signal<Local, Bits<A>>,
    SRC_BITS: Constant<Bits<8>>,
    /// What `stage` kept: the entry after the frame, its source, and
    /// whether the frame is that source's first END of the build / probe
    /// phase (counted at `commit`).
    st_entry: DFF<Bits<ENTRY_BITS>>,
    st_src: DFF<Bits<6>>,
    st_first_b: DFF<Bit>,
    st_first_p: DFF<Bit>,
    entry: Signal<Local, Bits<ENTRY_BITS>>,
    /// `src`'s entry after the frame shown.
    after: Signal<Local, Bits<ENTRY_BITS>>,
    end_b: Signal<Local, Bit>,
    end_p: Signal<Local, Bit>,
    n_end_b: Signal<Local, Bit>,
    n_end_p: Signal<Local, Bit>,
    n_ended_b: Signal<Local, Bits<16>>,
    n_ended_p: Signal<Local, Bits<16>>,
    S_EXPECTED: Constant<Bits<32>>,
    S_BUILD_FRAMES: Constant<Bits<32>>,
    S_BUILD_TUPLES: Constant<Bits<32>>,
    S_PROBE_FRAMES: Constant<Bits<32>>,
    S_PROBE_TUPLES: Constant<Bits<32>>,
    S_END_BUILD: Constant<Bits<32>>,
    S_END_PROBE: Constant<Bits<32>>,
}

impl<const C: usize, const A: usize> Default for SourceTable<C, A> {
    fn default() -> Self {
        assert!(A == 6 + C.ilog2() as usize && C <= 4, "A = 6 + log2 C");
        let c = |v: usize| Constant::new((v as u64).into());
        SourceTable {
            clock: Default::default(),
            reset: Default::default(),
            ctx: Default::default(),
            clear: Default::default(),
            read_addr: Default::default(),
            read_next: Default::default(),
            read_ahead: Default::default(),
            src: Default::default(),
            is_build: Default::default(),
            is_probe: Default::default(),
            is_end: Default::default(),
            end_phase: Default::default(),
            tuples: Default::default(),
            seq: Default::default(),
            stage: Default::default(),
            commit: Default::default(),
            expected: Default::default(),
            seq_above: Default::default(),
            seq_below: Default::default(),
            build_frames: Default::default(),
            build_tuples: Default::default(),
            probe_frames: Default::default(),
            probe_tuples: Default::default(),
            next_build_frames: Default::default(),
            next_build_tuples: Default::default(),
            next_probe_frames: Default::default(),
            next_probe_tuples: Default::default(),
            ended_after: Default::default(),
            ram: Default::default(),
            ram_next: Default::default(),
            valid: std::array::from_fn(|_| Default::default()),
            valid_rd: Default::default(),
            valid_rn: Default::default(),
            ahead: Default::default(),
            ended_build: std::array::from_fn(|_| Default::default()),
            ended_probe: std::array::from_fn(|_| Default::default()),
            v_ctx: Default::default(),
            eb_ctx: Default::default(),
            ep_ctx: Default::default(),
            ra: Default::default(),
            rn: Default::default(),
            wa: Default::default(),
            SRC_BITS: Constant::new(6u64.into()),
            st_entry: Default::default(),
            st_src: Default::default(),
            st_first_b: Default::default(),
            st_first_p: Default::default(),
            entry: Default::default(),
            after: Default::default(),
            end_b: Default::default(),
            end_p: Default::default(),
            n_end_b: Default::default(),
            n_end_p: Default::default(),
            n_ended_b: Default::default(),
            n_ended_p: Default::default(),
            S_EXPECTED: c(S_EXPECTED),
            S_BUILD_FRAMES: c(S_BUILD_FRAMES),
            S_BUILD_TUPLES: c(S_BUILD_TUPLES),
            S_PROBE_FRAMES: c(S_PROBE_FRAMES),
            S_PROBE_TUPLES: c(S_PROBE_TUPLES),
            S_END_BUILD: c(S_END_BUILD),
            S_END_PROBE: c(S_END_PROBE),
        }
    }
}

impl<const C: usize, const A: usize> Logic for SourceTable<C, A> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, valid_rd, valid_rn, ahead, st_entry, st_src, st_first_b, st_first_p
        );
        self.ram.read_clock.next = self.clock.val();
        self.ram.write_clock.next = self.clock.val();
        self.ram_next.read_clock.next = self.clock.val();
        self.ram_next.write_clock.next = self.clock.val();
        // (rust-hdl's dff_setup! takes no array element)
        self.v_ctx.next = 0.into();
        self.eb_ctx.next = 0.into();
        self.ep_ctx.next = 0.into();
        for c in 0..C {
            self.valid[c].clock.next = self.clock.val();
            self.ended_build[c].clock.next = self.clock.val();
            self.ended_probe[c].clock.next = self.clock.val();
            self.valid[c].d.next = self.valid[c].q.val();
            self.ended_build[c].d.next = self.ended_build[c].q.val();
            self.ended_probe[c].d.next = self.ended_probe[c].q.val();
            if self.ctx.val().index() == c {
                self.v_ctx.next = self.valid[c].q.val();
                self.eb_ctx.next = self.ended_build[c].q.val();
                self.ep_ctx.next = self.ended_probe[c].q.val();
            }
        }
        self.ra.next = (bit_cast::<A, 2>(self.ctx.val()) << self.SRC_BITS.val())
            | bit_cast::<A, 6>(self.read_addr.val());
        self.rn.next = (bit_cast::<A, 2>(self.ctx.val()) << self.SRC_BITS.val())
            | bit_cast::<A, 6>(self.read_next.val());
        self.ram.read_address.next = self.ra.val();
        self.ram_next.read_address.next = self.rn.val();
        self.valid_rd.d.next = self.v_ctx.val().get_bit(self.read_addr.val().index())
            & !self.clear.val()
            & !self.reset.val();
        self.valid_rn.d.next = self.v_ctx.val().get_bit(self.read_next.val().index())
            & !self.clear.val()
            & !self.reset.val();
        self.ahead.d.next = self.read_ahead.val();
        self.entry.next = 0.into();
        if self.ahead.q.val() {
            if self.valid_rn.q.val() {
                self.entry.next = self.ram_next.read_data.val();
            }
        } else if self.valid_rd.q.val() {
            self.entry.next = self.ram.read_data.val();
        }
        self.expected.next = self.entry.val().get_bits::<32>(S_EXPECTED);
        // an entry not valid reads as zero: no sequence number is below it
        self.seq_above.next = self.seq.val() != 0;
        self.seq_below.next = false;
        if self.ahead.q.val() {
            if self.valid_rn.q.val() {
                self.seq_above.next =
                    self.seq.val() > self.ram_next.read_data.val().get_bits::<32>(S_EXPECTED);
                self.seq_below.next =
                    self.seq.val() < self.ram_next.read_data.val().get_bits::<32>(S_EXPECTED);
            }
        } else if self.valid_rd.q.val() {
            self.seq_above.next =
                self.seq.val() > self.ram.read_data.val().get_bits::<32>(S_EXPECTED);
            self.seq_below.next =
                self.seq.val() < self.ram.read_data.val().get_bits::<32>(S_EXPECTED);
        }
        self.build_frames.next = self.entry.val().get_bits::<32>(S_BUILD_FRAMES);
        self.build_tuples.next = self.entry.val().get_bits::<64>(S_BUILD_TUPLES);
        self.probe_frames.next = self.entry.val().get_bits::<32>(S_PROBE_FRAMES);
        self.probe_tuples.next = self.entry.val().get_bits::<64>(S_PROBE_TUPLES);
        self.end_b.next = self.entry.val().get_bit(S_END_BUILD);
        self.end_p.next = self.entry.val().get_bit(S_END_PROBE);
        // ---- the entry after the frame
        self.next_build_frames.next = self.build_frames.val();
        self.next_build_tuples.next = self.build_tuples.val();
        self.next_probe_frames.next = self.probe_frames.val();
        self.next_probe_tuples.next = self.probe_tuples.val();
        self.n_end_b.next = self.end_b.val();
        self.n_end_p.next = self.end_p.val();
        self.n_ended_b.next = self.eb_ctx.val();
        self.n_ended_p.next = self.ep_ctx.val();
        if self.is_build.val() {
            self.next_build_frames.next = self.build_frames.val() + 1;
            self.next_build_tuples.next =
                self.build_tuples.val() + bit_cast::<64, 16>(self.tuples.val());
        }
        if self.is_probe.val() {
            self.next_probe_frames.next = self.probe_frames.val() + 1;
            self.next_probe_tuples.next =
                self.probe_tuples.val() + bit_cast::<64, 16>(self.tuples.val());
        }
        if self.is_end.val() & !self.end_phase.val() {
            self.n_end_b.next = true;
            if !self.end_b.val() {
                self.n_ended_b.next = self.eb_ctx.val() + 1;
            }
        }
        if self.is_end.val() & self.end_phase.val() {
            self.n_end_p.next = true;
            if !self.end_p.val() {
                self.n_ended_p.next = self.ep_ctx.val() + 1;
            }
        }
        self.ended_after.next = self.n_ended_b.val();
        if self.end_phase.val() {
            self.ended_after.next = self.n_ended_p.val();
        }
        self.after.next = (bit_cast::<ENTRY_BITS, 32>(self.expected.val() + 1)
            << self.S_EXPECTED.val())
            | (bit_cast::<ENTRY_BITS, 32>(self.next_build_frames.val())
                << self.S_BUILD_FRAMES.val())
            | (bit_cast::<ENTRY_BITS, 64>(self.next_build_tuples.val())
                << self.S_BUILD_TUPLES.val())
            | (bit_cast::<ENTRY_BITS, 32>(self.next_probe_frames.val())
                << self.S_PROBE_FRAMES.val())
            | (bit_cast::<ENTRY_BITS, 64>(self.next_probe_tuples.val())
                << self.S_PROBE_TUPLES.val())
            | (bit_cast::<ENTRY_BITS, 1>(self.n_end_b.val().into()) << self.S_END_BUILD.val())
            | (bit_cast::<ENTRY_BITS, 1>(self.n_end_p.val().into()) << self.S_END_PROBE.val());
        if self.stage.val() {
            self.st_entry.d.next = self.after.val();
            self.st_src.d.next = self.src.val();
            self.st_first_b.d.next = self.is_end.val() & !self.end_phase.val() & !self.end_b.val();
            self.st_first_p.d.next = self.is_end.val() & self.end_phase.val() & !self.end_p.val();
        }
        self.wa.next = (bit_cast::<A, 2>(self.ctx.val()) << self.SRC_BITS.val())
            | bit_cast::<A, 6>(self.st_src.q.val());
        self.ram.write_address.next = self.wa.val();
        self.ram.write_data.next = self.st_entry.q.val();
        self.ram.write_enable.next = self.commit.val();
        self.ram_next.write_address.next = self.wa.val();
        self.ram_next.write_data.next = self.st_entry.q.val();
        self.ram_next.write_enable.next = self.commit.val();
        for c in 0..C {
            if self.ctx.val().index() == c {
                if self.commit.val() {
                    self.valid[c].d.next =
                        self.valid[c].q.val() | (bits::<SOURCES>(1) << self.st_src.q.val());
                    if self.st_first_b.q.val() {
                        self.ended_build[c].d.next = self.ended_build[c].q.val() + 1;
                    }
                    if self.st_first_p.q.val() {
                        self.ended_probe[c].d.next = self.ended_probe[c].q.val() + 1;
                    }
                }
                if self.clear.val() {
                    self.valid[c].d.next = 0.into();
                    self.ended_build[c].d.next = 0.into();
                    self.ended_probe[c].d.next = 0.into();
                }
            }
            if self.reset.val() {
                self.valid[c].d.next = 0.into();
                self.ended_build[c].d.next = 0.into();
                self.ended_probe[c].d.next = 0.into();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::tb::{Bench, Rng};

    /// One frame as the table sees it: (source, kind 0 build / 1 probe /
    /// 2 END build / 3 END probe, tuples).
    type Frame = (u64, u8, u64);

    #[derive(Clone, Copy, Default, Debug, PartialEq)]
    struct Entry {
        expected: u64,
        bf: u64,
        bt: u64,
        pf: u64,
        pt: u64,
        end_b: bool,
        end_p: bool,
    }

    /// Two contexts (the crate's build); context 0 unless a test moves it.
    type SourceTable = super::SourceTable<2, 7>;

    fn bench(u: &mut SourceTable) -> Bench<'_, SourceTable> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b
    }

    /// A frame kept by `stage` and not yet committed: its source, its
    /// entry after it, and the phase of its END if it is the source's first.
    struct Pending {
        src: u64,
        after: Entry,
        first_end: Option<usize>,
    }

    fn apply(model: &mut [Entry; 64], ended: &mut [u64; 2], p: Pending) {
        model[p.src as usize] = p.after;
        if let Some(ph) = p.first_end {
            ended[ph] += 1;
        }
    }

    /// One clock edge, which commits the pending frame if there is one
    /// (with whatever else the caller set up for this cycle).
    fn tick_committing(
        b: &mut Bench<'_, SourceTable>,
        model: &mut [Entry; 64],
        ended: &mut [u64; 2],
        pending: &mut Option<Pending>,
    ) {
        let p = pending.take();
        b.uut().commit.next = p.is_some();
        b.tick();
        b.uut().commit.next = false;
        if let Some(p) = p {
            apply(model, ended, p);
        }
    }

    /// Reads `src`, checks it against `model` and keeps the entry after `f`
    /// (`stage`); the frame kept before is committed first, as the engine
    /// does: in a cycle of its own, in the read's cycle or in the stage's
    /// (`when` 0, 1, 2), the last two only if it is another source (the
    /// engine reads a source only after its frame's commit). If `commit`,
    /// `f` is left pending for the next step's commit.
    fn step(
        b: &mut Bench<'_, SourceTable>,
        model: &mut [Entry; 64],
        ended: &mut [u64; 2],
        pending: &mut Option<Pending>,
        f: Frame,
        commit: bool,
        when: u64,
    ) {
        let (src, kind, tuples) = f;
        let when = match pending {
            Some(p) if p.src == src => 0,
            _ => when,
        };
        if when == 0 && pending.is_some() {
            tick_committing(b, model, ended, pending);
        }
        // the engine's two ways to read: the current address, or the next
        // one picked late; the other address holds a different source
        let ahead = (src + tuples) % 2 == 1;
        let other = (src + 1 + tuples % 62) % 64;
        b.uut().read_addr.next = if ahead { other } else { src }.into();
        b.uut().read_next.next = if ahead { src } else { other }.into();
        b.uut().read_ahead.next = ahead;
        b.uut().stage.next = false;
        if when == 1 {
            tick_committing(b, model, ended, pending);
        } else {
            b.tick();
        }
        let u = b.uut();
        u.src.next = src.into();
        u.is_build.next = kind == 0;
        u.is_probe.next = kind == 1;
        u.is_end.next = kind >= 2;
        u.end_phase.next = kind == 3;
        u.tuples.next = tuples.into();
        u.stage.next = true;
        let late = if when == 2 { pending.take() } else { None };
        u.commit.next = late.is_some();
        // a sequence number below, at or above the expected one
        let expected = model[src as usize].expected;
        let seq = match tuples % 3 {
            0 => expected.saturating_sub(1 + tuples),
            1 => expected,
            _ => expected + 1 + tuples,
        };
        u.seq.next = seq.into();
        b.settle();
        let e = model[src as usize];
        let u = b.uut();
        assert_eq!(u.expected.val().to_u64(), e.expected, "source {src}");
        assert_eq!(
            u.seq_above.val(),
            seq > e.expected,
            "source {src}, seq {seq}"
        );
        assert_eq!(
            u.seq_below.val(),
            seq < e.expected,
            "source {src}, seq {seq}"
        );
        assert_eq!(u.build_frames.val().to_u64(), e.bf);
        assert_eq!(u.build_tuples.val().to_u64(), e.bt);
        assert_eq!(u.probe_frames.val().to_u64(), e.pf);
        assert_eq!(u.probe_tuples.val().to_u64(), e.pt);
        let mut n = e;
        n.expected += 1;
        match kind {
            0 => {
                n.bf += 1;
                n.bt += tuples
            }
            1 => {
                n.pf += 1;
                n.pt += tuples
            }
            2 => n.end_b = true,
            _ => n.end_p = true,
        }
        assert_eq!(u.next_build_frames.val().to_u64(), n.bf);
        assert_eq!(u.next_build_tuples.val().to_u64(), n.bt);
        assert_eq!(u.next_probe_frames.val().to_u64(), n.pf);
        assert_eq!(u.next_probe_tuples.val().to_u64(), n.pt);
        let mut first_end = None;
        if kind >= 2 {
            let ph = (kind - 2) as usize;
            let first = if ph == 0 { !e.end_b } else { !e.end_p };
            assert_eq!(u.ended_after.val().to_u64(), ended[ph] + first as u64);
            if first {
                first_end = Some(ph);
            }
        }
        b.tick();
        b.uut().stage.next = false;
        b.uut().commit.next = false;
        if let Some(p) = late {
            apply(model, ended, p);
        }
        if commit {
            *pending = Some(Pending {
                src,
                after: n,
                first_end,
            });
        }
    }

    #[test]
    fn idle_table_reads_zero() {
        let mut u = SourceTable::default();
        let mut b = bench(&mut u);
        let mut model = [Entry::default(); 64];
        let mut ended = [0; 2];
        let mut pending = None;
        for s in [0, 17, 63] {
            step(
                &mut b,
                &mut model,
                &mut ended,
                &mut pending,
                (s, 0, 5),
                false,
                s % 3,
            );
        }
    }

    #[test]
    fn random_frames_match_the_reference_and_clear_resets_everything() {
        let mut u = SourceTable::default();
        let mut b = bench(&mut u);
        let mut rng = Rng(11);
        let mut model = [Entry::default(); 64];
        let mut ended = [0; 2];
        let mut pending = None;
        for round in 0..2 {
            for _ in 0..600 {
                let src = rng.below(if round == 0 { 64 } else { 5 });
                let kind = rng.below(4) as u8;
                // minimum (1 tuple) to jumbo (560 probe tuples) frames
                let tuples = if kind >= 2 {
                    0
                } else {
                    [1, 2, 560, rng.below(561)][rng.below(4) as usize]
                };
                let commit = rng.bit(80);
                let when = rng.below(3);
                step(
                    &mut b,
                    &mut model,
                    &mut ended,
                    &mut pending,
                    (src, kind, tuples),
                    commit,
                    when,
                );
            }
            // what is pending, committed in a cycle of its own
            tick_committing(&mut b, &mut model, &mut ended, &mut pending);
            assert!(ended[0] > 0 && ended[1] > 0);
            b.uut().clear.next = true;
            b.tick();
            b.uut().clear.next = false;
            model = [Entry::default(); 64];
            ended = [0; 2];
            for s in 0..64 {
                step(
                    &mut b,
                    &mut model,
                    &mut ended,
                    &mut pending,
                    (s, 3, 0),
                    false,
                    0,
                );
            }
        }
    }

    #[test]
    fn contexts_keep_their_own_sources_and_clear_alone() {
        let mut u = SourceTable::default();
        let mut b = bench(&mut u);
        let mut rng = Rng(23);
        let mut model = [[Entry::default(); 64]; 2];
        let mut ended = [[0; 2]; 2];
        let mut pending = None;
        // context 0, then 1, then 0 again, then 1 cleared, then 0 again:
        // each sees only its own entries (the context changes only with
        // nothing pending, as the engine changes it only when drained)
        for (round, ctx) in [0usize, 1, 0, 1, 0].into_iter().enumerate() {
            b.uut().ctx.next = (ctx as u64).into();
            if round == 3 {
                b.uut().clear.next = true;
                b.tick();
                b.uut().clear.next = false;
                model[1] = [Entry::default(); 64];
                ended[1] = [0; 2];
            }
            for _ in 0..200 {
                let src = rng.below(8);
                let kind = rng.below(4) as u8;
                let tuples = if kind >= 2 { 0 } else { 1 + rng.below(20) };
                let when = rng.below(3);
                step(
                    &mut b,
                    &mut model[ctx],
                    &mut ended[ctx],
                    &mut pending,
                    (src, kind, tuples),
                    true,
                    when,
                );
            }
            tick_committing(&mut b, &mut model[ctx], &mut ended[ctx], &mut pending);
        }
    }
}
