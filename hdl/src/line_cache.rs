//! Hot-bucket cache of one table: the last bucket lines the probe unit read
//! from DDR, kept on chip so that probes of hot keys (key skew) need no
//! memory request.
//!
//! Direct-mapped, `CACHE_LINES` entries indexed by the low bits of the
//! bucket number; an entry holds the whole bucket number as its tag and the
//! 512-bit line. A lookup presents `rd_bucket`; one cycle later `hit` says
//! whether that bucket is cached and `line` is its content (one block RAM
//! read: the tag and the line come from the same entry, so a hit is always
//! a line that memory held at some time).
//!
//! Why it can never return a stale line: the cache only ever holds lines
//! read from DDR, and `inval` (every memory write: build, clear) forgets
//! all of them in one cycle. The switch never has the build unit or the
//! clear engine busy while the probe unit is (mem_channel.rs), so no read in
//! flight can fill a line older than a write. The valid bit is sampled in
//! the same cycle as the RAM read, so a lookup and a fill of the same entry
//! in one cycle see the entry as it was before the fill (the RAM reads
//! first), tag, line and valid bit alike.

use rust_hdl::prelude::*;

/// log2 of the entries per table.
pub const CACHE_INDEX_BITS: usize = 9;
/// Entries per table.
pub const CACHE_LINES: usize = 1 << CACHE_INDEX_BITS;
const ENTRY_BITS: usize = 32 + 512;

#[derive(LogicBlock, Default)]
pub struct LineCache {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// Forget every line (a memory write happened).
    pub inval: Signal<In, Bit>,
    /// Bucket looked up; `hit` and `line` answer in the next cycle.
    pub rd_bucket: Signal<In, Bits<32>>,
    pub hit: Signal<Out, Bit>,
    pub line: Signal<Out, Bits<512>>,
    /// Store `fill_line` as the content of `fill_bucket`.
    pub fill: Signal<In, Bit>,
    pub fill_bucket: Signal<In, Bits<32>>,
    pub fill_line: Signal<In, Bits<512>>,
    ram: RAM<Bits<ENTRY_BITS>, CACHE_INDEX_BITS>,
    /// One valid bit per entry, cleared all at once by `inval`.
    valid: DFF<Bits<CACHE_LINES>>,
    /// The looked-up entry's valid bit and the bucket asked for, sampled
    /// with the RAM read.
    vq: DFF<Bit>,
    tq: DFF<Bits<32>>,
    rd_ix: Signal<Local, Bits<CACHE_INDEX_BITS>>,
    fill_ix: Signal<Local, Bits<CACHE_INDEX_BITS>>,
}

impl Logic for LineCache {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, valid, vq, tq);
        self.ram.read_clock.next = self.clock.val();
        self.ram.write_clock.next = self.clock.val();
        self.rd_ix.next = self.rd_bucket.val().get_bits::<CACHE_INDEX_BITS>(0);
        self.fill_ix.next = self.fill_bucket.val().get_bits::<CACHE_INDEX_BITS>(0);
        self.ram.read_address.next = self.rd_ix.val();
        self.vq.d.next = self.valid.q.val().get_bit(self.rd_ix.val().index()) & !self.inval.val();
        self.tq.d.next = self.rd_bucket.val();
        self.hit.next =
            self.vq.q.val() & (self.ram.read_data.val().get_bits::<32>(512) == self.tq.q.val());
        self.line.next = self.ram.read_data.val().get_bits::<512>(0);
        self.ram.write_address.next = self.fill_ix.val();
        self.ram.write_data.next = bit_cast::<ENTRY_BITS, 512>(self.fill_line.val())
            | (bit_cast::<ENTRY_BITS, 32>(self.fill_bucket.val()) << 512);
        self.ram.write_enable.next = self.fill.val() & !self.inval.val();
        if self.fill.val() {
            self.valid.d.next = self.valid.q.val() | (bits::<CACHE_LINES>(1) << self.fill_ix.val());
        }
        if self.inval.val() | self.reset.val() {
            self.valid.d.next = 0.into();
            self.vq.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};
    use std::collections::HashMap;

    fn line_of(bucket: u32, version: u64) -> Bits<512> {
        let mut l = Bits::<512>::default();
        l.set_bits::<32>(0, (bucket as u64).into());
        l.set_bits::<64>(100, version.into());
        l.set_bits::<8>(504, 0x5Au64.into());
        l
    }

    /// One cycle: optional lookup and fill (and `inval`); returns the
    /// answer to the previous cycle's lookup.
    struct Tb<'a> {
        b: Bench<'a, LineCache>,
    }

    impl Tb<'_> {
        fn cycle(
            &mut self,
            look: Option<u32>,
            fill: Option<(u32, Bits<512>)>,
            inval: bool,
        ) -> (bool, Bits<512>) {
            let u = self.b.uut();
            u.reset.next = false;
            u.rd_bucket.next = (look.unwrap_or(0) as u64).into();
            u.fill.next = fill.is_some();
            let (fb, fl) = fill.unwrap_or((0, Bits::default()));
            u.fill_bucket.next = (fb as u64).into();
            u.fill_line.next = fl;
            u.inval.next = inval;
            self.b.settle();
            let out = (self.b.uut().hit.val(), self.b.uut().line.val());
            self.b.tick();
            out
        }
    }

    fn bench(c: &mut LineCache) -> Tb<'_> {
        let mut b = Bench::new(c, |u: &mut LineCache, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        Tb { b }
    }

    #[test]
    fn idle_cache_misses_and_a_fill_hits_on_the_next_lookup() {
        let mut c = LineCache::default();
        let mut t = bench(&mut c);
        for _ in 0..4 {
            t.cycle(None, None, false);
        }
        t.cycle(Some(7), None, false);
        assert!(!t.cycle(None, None, false).0, "nothing cached after reset");
        t.cycle(None, Some((7, line_of(7, 1))), false);
        t.cycle(Some(7), None, false);
        let (hit, line) = t.cycle(None, None, false);
        assert!(hit);
        assert_eq!(line, line_of(7, 1));
        // same index, other bucket: a miss, then it evicts
        t.cycle(Some(7 + CACHE_LINES as u32), None, false);
        assert!(
            !t.cycle(None, None, false).0,
            "tag compared, not only the index"
        );
        t.cycle(
            None,
            Some((7 + CACHE_LINES as u32, line_of(7 + CACHE_LINES as u32, 2))),
            false,
        );
        t.cycle(Some(7), None, false);
        assert!(!t.cycle(None, None, false).0, "evicted");
    }

    #[test]
    fn inval_forgets_every_line_and_wins_over_a_fill() {
        let mut c = LineCache::default();
        let mut t = bench(&mut c);
        for b in 0..16 {
            t.cycle(None, Some((b, line_of(b, 1))), false);
        }
        // a lookup in the cycle of inval misses too
        t.cycle(Some(3), Some((20, line_of(20, 1))), true);
        assert!(!t.cycle(None, None, false).0);
        for b in [0, 5, 15, 20] {
            t.cycle(Some(b), None, false);
            assert!(!t.cycle(None, None, false).0, "bucket {b} after inval");
        }
    }

    #[test]
    fn lookup_and_fill_of_one_entry_in_one_cycle_answer_the_old_entry() {
        let mut c = LineCache::default();
        let mut t = bench(&mut c);
        t.cycle(None, Some((9, line_of(9, 1))), false);
        // lookup 9 while 9 is refilled with version 2: the old version,
        // never a mix
        t.cycle(Some(9), Some((9, line_of(9, 2))), false);
        let (hit, line) = t.cycle(Some(9), None, false);
        assert!(hit);
        assert_eq!(line, line_of(9, 1));
        let (hit, line) = t.cycle(None, None, false);
        assert!(hit);
        assert_eq!(line, line_of(9, 2));
        // lookup of an empty entry while it is filled: a miss
        t.cycle(Some(11), Some((11, line_of(11, 1))), false);
        assert!(!t.cycle(None, None, false).0);
    }

    #[test]
    fn random_lookups_fills_and_invals_agree_with_a_map() {
        // The reference: a map of what each entry holds, emptied by inval.
        let mut c = LineCache::default();
        let mut t = bench(&mut c);
        let mut rng = Rng(99);
        let mut held: HashMap<u32, (u32, u64)> = HashMap::new();
        let mut pending: Option<Option<(u32, u64)>> = None;
        let (mut hits, mut looks) = (0, 0);
        for n in 0..4000u64 {
            // hot buckets: 32 entries, two buckets each, so lookups hit and
            // buckets evict each other
            let hot = |r: &mut Rng| (r.below(32) + CACHE_LINES as u64 * r.below(2)) as u32;
            let look = rng.bit(80).then(|| hot(&mut rng));
            let fill = rng.bit(30).then(|| hot(&mut rng));
            let inval = rng.bit(1);
            let want = look.map(|b| {
                held.get(&(b % CACHE_LINES as u32))
                    .copied()
                    .filter(|(tag, _)| *tag == b)
            });
            let (hit, line) = t.cycle(look, fill.map(|b| (b, line_of(b, n))), inval);
            if let Some(w) = pending.take() {
                looks += 1;
                match w {
                    Some((b, v)) => {
                        hits += 1;
                        assert!(hit, "cycle {n}: bucket {b} should hit");
                        assert_eq!(line, line_of(b, v), "cycle {n}");
                    }
                    None => assert!(!hit, "cycle {n}: should miss"),
                }
            }
            pending = want.map(|w| if inval { None } else { w });
            if inval {
                held.clear();
            } else if let Some(b) = fill {
                held.insert(b % CACHE_LINES as u32, (b, n));
            }
        }
        assert!(
            hits > looks / 10 && hits < looks,
            "{hits} hits of {looks} lookups"
        );
    }
}
