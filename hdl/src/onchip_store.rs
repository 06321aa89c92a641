//! On-chip store of one table (PROTOCOL.md §6.4): the table's bucket lines
//! in block RAM, so that a probe of a table the query placed on chip reads
//! no DDR line.
//!
//! `2^ONCHIP_BITS` bucket lines, kept as one block RAM per slot lane
//! (`SLOT_BITS` wide) and one for the status byte: the build unit's insert
//! is a strobed line write (slot `c` and the status byte, build_unit.rs),
//! and a RAM per lane takes it without reading the line, as DDR3's data
//! mask does. A lane is written when the write's strobe covers its first
//! byte; the build unit's strobes cover whole slots and the status byte,
//! so the line read back is the DDR line that the same writes leave (bytes
//! between the last slot and the status byte are zero in both).
//!
//! * **Lookup** (`rd_bucket`): `line` answers in the next cycle, as the
//!   hot-bucket cache does (line_cache.rs), so the probe unit takes it as a
//!   cache that always hits.
//! * **Write** (`wr*`): the build unit's write, the same cycle it goes to
//!   DDR (the table memory keeps the image; the store is written through).
//! * **Clear** (`clear`, one cycle): zeroes buckets `0..=clear_last`, one a
//!   cycle, `clearing` high until done. CONFIGURE starts it beside the
//!   table memory's and the filters' clear.
//!
//! The uses never overlap: writes come only in the build phase, lookups only
//! in the probe phase (or from the observation port while the switch is
//! idle), the clear only at CONFIGURE.

use super::place::Place;
use super::sig::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (sig.rs)
pub struct OnchipStore {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// Bucket looked up; `line` answers in the next cycle.
    pub rd_bucket: Signal<In, Bits<ONCHIP_BITS>>,
    pub line: Signal<Out, Bits<512>>,
    /// A strobed line write of bucket `wr_bucket`.
    pub wr: Signal<In, Bit>,
    pub wr_bucket: Signal<In, Bits<ONCHIP_BITS>>,
    pub wr_data: Signal<In, Bits<512>>,
    pub wr_strb: Signal<In, Bits<64>>,
    /// Zero buckets `0..=clear_last`.
    pub clear: Signal<In, Bit>,
    pub clear_last: Signal<In, Bits<ONCHIP_BITS>>,
    pub clearing: Signal<Out, Bit>,
    lane: [RAM<Bits<SLOT_BITS>, ONCHIP_BITS>; SLOTS],
    status: RAM<Bits<8>, ONCHIP_BITS>,
    crun: DFF<Bit>,
    caddr: DFF<Bits<ONCHIP_BITS>>,
    clast: DFF<Bits<ONCHIP_BITS>>,
    /// `ln[j]`: the status byte and lanes below j at their places.
    ln: [Signal<Local, Bits<512>>; SLOTS + 1],
    /// Lane j's read data at its place in the line.
    lp: [Place<512, SLOT_BITS>; SLOTS],
    status_off: Constant<Bits<16>>,
    // offsets used in expressions (see sig.rs)
    SLOT_BITS: Constant<Bits<16>>,
    SLOT_BYTES: Constant<Bits<16>>,
}

impl Default for OnchipStore {
    fn default() -> Self {
        OnchipStore {
            clock: Default::default(),
            reset: Default::default(),
            rd_bucket: Default::default(),
            line: Default::default(),
            wr: Default::default(),
            wr_bucket: Default::default(),
            wr_data: Default::default(),
            wr_strb: Default::default(),
            clear: Default::default(),
            clear_last: Default::default(),
            clearing: Default::default(),
            lane: std::array::from_fn(|_| Default::default()),
            status: Default::default(),
            crun: Default::default(),
            caddr: Default::default(),
            clast: Default::default(),
            ln: Default::default(),
            lp: std::array::from_fn(|j| Place::at(SLOT_BITS * j)),
            status_off: param(504),
            SLOT_BITS: param(SLOT_BITS),
            SLOT_BYTES: param(SLOT_BYTES),
        }
    }
}

impl Logic for OnchipStore {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, crun, caddr, clast);
        // ---- the clear: one bucket a cycle up to `clast`
        self.clearing.next = self.crun.q.val();
        if self.crun.q.val() {
            self.caddr.d.next = self.caddr.q.val() + 1;
            if self.caddr.q.val() == self.clast.q.val() {
                self.crun.d.next = false;
            }
        }
        if self.clear.val() {
            self.crun.d.next = true;
            self.caddr.d.next = 0.into();
            self.clast.d.next = self.clear_last.val();
        }
        if self.reset.val() {
            self.crun.d.next = false;
        }
        // ---- lanes: read `rd_bucket`; write the lanes the strobe covers,
        // or zero at the clear's address
        self.status.read_clock.next = self.clock.val();
        self.status.write_clock.next = self.clock.val();
        self.status.read_address.next = self.rd_bucket.val();
        self.status.write_address.next = self.wr_bucket.val();
        self.status.write_data.next = self.wr_data.val().get_bits::<8>(504);
        self.status.write_enable.next = self.wr.val() & self.wr_strb.val().get_bit(63);
        if self.crun.q.val() {
            self.status.write_address.next = self.caddr.q.val();
            self.status.write_data.next = 0.into();
            self.status.write_enable.next = true;
        }
        self.ln[0].next = bit_cast::<512, 8>(self.status.read_data.val()) << self.status_off.val();
        for j in 0..SLOTS {
            self.lane[j].read_clock.next = self.clock.val();
            self.lane[j].write_clock.next = self.clock.val();
            self.lane[j].read_address.next = self.rd_bucket.val();
            self.lane[j].write_address.next = self.wr_bucket.val();
            self.lane[j].write_data.next = self.wr_data.val().get_bits::<SLOT_BITS>(SLOT_BITS * j);
            self.lane[j].write_enable.next =
                self.wr.val() & self.wr_strb.val().get_bit(SLOT_BYTES * j);
            if self.crun.q.val() {
                self.lane[j].write_address.next = self.caddr.q.val();
                self.lane[j].write_data.next = 0.into();
                self.lane[j].write_enable.next = true;
            }
            self.lp[j].inp.next = self.lane[j].read_data.val();
            self.ln[j + 1].next = self.ln[j].val() | self.lp[j].out.val();
        }
        for n in SLOTS..(SLOTS + 1) {
            self.line.next = self.ln[n].val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};
    use std::collections::HashMap;

    const BUCKETS: u64 = 1 << ONCHIP_BITS;

    /// The strobes of an insert into slot `s` (`s == SLOTS`: a full
    /// bucket, the status byte alone), as the build unit makes them.
    fn insert_strobes(s: usize) -> u64 {
        let slot = if s < SLOTS {
            ((1u64 << SLOT_BYTES) - 1) << (s * SLOT_BYTES)
        } else {
            0
        };
        slot | 1 << 63
    }

    /// A random line write's data.
    fn data(rng: &mut Rng) -> Bits<512> {
        let mut d = Bits::<512>::default();
        for w in 0..8 {
            d.set_bits::<64>(64 * w, rng.next().into());
        }
        d
    }

    /// The reference: apply the strobed write byte by byte.
    fn apply(line: &mut [u8; 64], d: Bits<512>, strb: u64) {
        for (i, b) in line.iter_mut().enumerate() {
            if strb >> i & 1 == 1 {
                *b = d.get_bits::<8>(8 * i).to_u64() as u8;
            }
        }
    }

    fn bytes_of(l: Bits<512>) -> [u8; 64] {
        std::array::from_fn(|i| l.get_bits::<8>(8 * i).to_u64() as u8)
    }

    struct Tb<'a> {
        b: Bench<'a, OnchipStore>,
    }

    impl Tb<'_> {
        /// One cycle: optional lookup, write and clear; returns the line
        /// answering the previous cycle's lookup and `clearing`.
        fn cycle(
            &mut self,
            look: u64,
            wr: Option<(u64, Bits<512>, u64)>,
            clear: Option<u64>,
        ) -> ([u8; 64], bool) {
            let u = self.b.uut();
            u.reset.next = false;
            u.rd_bucket.next = look.into();
            u.wr.next = wr.is_some();
            let (wb, wd, ws) = wr.unwrap_or((0, Bits::default(), 0));
            u.wr_bucket.next = wb.into();
            u.wr_data.next = wd;
            u.wr_strb.next = ws.into();
            u.clear.next = clear.is_some();
            u.clear_last.next = clear.unwrap_or(0).into();
            self.b.settle();
            let out = (
                bytes_of(self.b.uut().line.val()),
                self.b.uut().clearing.val(),
            );
            self.b.tick();
            out
        }
    }

    fn bench(s: &mut OnchipStore) -> Tb<'_> {
        let mut b = Bench::new(s, |u: &mut OnchipStore, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        Tb { b }
    }

    #[test]
    fn idle_store_reads_zero_and_never_clears() {
        let mut s = OnchipStore::default();
        let mut t = bench(&mut s);
        for b in [0, 1, BUCKETS - 1, 77] {
            t.cycle(b, None, None);
            let (line, clearing) = t.cycle(0, None, None);
            assert_eq!(line, [0; 64]);
            assert!(!clearing);
        }
    }

    #[test]
    fn strobed_inserts_build_the_line_ddr_would_hold() {
        // The reference applies each write byte by byte, as the DDR model's
        // data mask does; the store keeps lanes. Random inserts into a few
        // buckets, every slot and the full bucket's status-only write.
        let mut s = OnchipStore::default();
        let mut t = bench(&mut s);
        let mut rng = Rng(7);
        let mut mem: HashMap<u64, [u8; 64]> = HashMap::new();
        for n in 0..600 {
            let b = [3, 4, BUCKETS - 1, 1000 % BUCKETS][rng.below(4) as usize];
            let strb = insert_strobes(rng.below(SLOTS as u64 + 1) as usize);
            let d = data(&mut rng);
            apply(mem.entry(b).or_insert([0; 64]), d, strb);
            let look = [3, 4, BUCKETS - 1, 1000 % BUCKETS][rng.below(4) as usize];
            t.cycle(0, Some((b, d, strb)), None);
            // a lookup in the cycle after a write sees the write
            t.cycle(look, None, None);
            let (line, _) = t.cycle(0, None, None);
            assert_eq!(
                line,
                mem.get(&look).copied().unwrap_or([0; 64]),
                "write {n}, bucket {look}"
            );
        }
        // Bytes between the last slot and the status byte stay zero.
        for (b, l) in &mem {
            t.cycle(*b, None, None);
            let (line, _) = t.cycle(0, None, None);
            assert_eq!(&line, l);
            assert!(line[SLOTS * SLOT_BYTES..63].iter().all(|&x| x == 0));
        }
    }

    #[test]
    fn clear_zeroes_its_range_one_bucket_a_cycle_and_leaves_the_rest() {
        let mut s = OnchipStore::default();
        let mut t = bench(&mut s);
        let mut rng = Rng(3);
        let all = insert_strobes(0) | insert_strobes(SLOTS.min(1));
        for b in [0, 5, 15, 16, 40] {
            t.cycle(0, Some((b, data(&mut rng), all)), None);
        }
        t.cycle(0, None, Some(15));
        let mut cycles = 0;
        while t.cycle(0, None, None).1 {
            cycles += 1;
            assert!(cycles <= 16, "clear of 16 buckets runs too long");
        }
        assert_eq!(cycles, 16, "one bucket a cycle");
        for (b, zero) in [(0, true), (5, true), (15, true), (16, false), (40, false)] {
            t.cycle(b, None, None);
            let (line, _) = t.cycle(0, None, None);
            assert_eq!(line == [0; 64], zero, "bucket {b}");
        }
    }

    #[test]
    fn onchip_store_verilog_generates() {
        let v = crate::gen::verilog_of(OnchipStore::default(), "netjoin_onchip_store");
        assert!(v.contains("module netjoin_onchip_store("));
        // one block RAM per slot lane and one for the status byte
        assert!(v.matches("write_enable").count() > SLOTS);
    }
}
