//! The membership filters of a probe unit's tables (PROTOCOL.md §6.3): per
//! table two one-bit-wide block RAMs of `2^FILTER_ADDR_BITS` bits, the
//! query using the first `2^bits` of each.
//!
//! * **Insert** (`i_*`): the build side hands over a key's addresses in
//!   both arrays and its table; a cycle later both bits are written to 1.
//!   One bit wide, so an insert writes without reading.
//! * **Lookup** (`q_idx[t]`): table t's key's addresses; `q_pass[t]` the
//!   next cycle, high when both bits are set or the filter is off
//!   (`bits` = 0). The probe unit presents the keys as it looks up its
//!   hot-bucket caches, so the answers come with the caches'.
//! * **Clear** (`clear`, one cycle): zeroes addresses `0..2^bits` of every
//!   array, one address a cycle, `clearing` high until done. CONFIGURE
//!   starts it beside the table clear.
//! * **Observation** (`dbg_*`): while `dbg_en` is high every array reads
//!   `dbg_addr`, and `dbg_bits` shows the bits a cycle later (bit
//!   `2t + p`: table t, array p), so a harness can compare the filter
//!   memory with the behavioural model's bit for bit. Not needed to operate
//!   the switch.
//!
//! **Query contexts** (PROTOCOL.md §5.5). With `N` contexts every array is
//! `N` times deeper (`2^FILTER_RAM_BITS` bits): context c's bit i is at
//! `c << FILTER_ADDR_BITS | i`. Inserts, lookups and the clear address the
//! part of context `ctx`, the one the datapath serves (the clear: a
//! CONFIGURE's, whose context is `ctx` then); `dbg_addr` is the full address.
//!
//! The two uses never overlap: the build side inserts only in the build
//! phase, lookups come only in the probe phase, and the clear only at
//! CONFIGURE, while the units are idle (the engine keeps the phases apart).
//! `bits` changes only at CONFIGURE; the mask derived from it is a register.

use super::hash::{FILTER_ADDR_BITS, FILTER_IDX_BITS};
use super::sig::*;
use netjoin_proto::FILTER_HASHES;
use rust_hdl::prelude::*;

// Two arrays per table: `ram0` and `ram1` below.
const _: () = assert!(FILTER_HASHES == 2);
/// Bits of `dbg_bits`: every array of every table.
pub const FILTER_RAMS: usize = FILTER_HASHES * TABLES;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror
pub struct MembershipFilter {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// CONFIGURE's `filter_bits` (0: off).
    pub bits: Signal<In, Bits<5>>,
    /// The query context in service.
    pub ctx: Signal<In, Bits<2>>,
    pub q_idx: [Signal<In, Bits<FILTER_IDX_BITS>>; TABLES],
    pub q_pass: [Signal<Out, Bit>; TABLES],
    pub i_valid: Signal<In, Bit>,
    pub i_table: Signal<In, Bits<8>>,
    pub i_idx: Signal<In, Bits<FILTER_IDX_BITS>>,
    pub clear: Signal<In, Bit>,
    pub clearing: Signal<Out, Bit>,
    pub dbg_en: Signal<In, Bit>,
    pub dbg_addr: Signal<In, Bits<FILTER_RAM_BITS>>,
    pub dbg_bits: Signal<Out, Bits<FILTER_RAMS>>,
    /// Array 0 and array 1 of each table.
    ram0: [RAM<Bit, FILTER_RAM_BITS>; TABLES],
    ram1: [RAM<Bit, FILTER_RAM_BITS>; TABLES],
    /// Context `ctx`'s part: its first address.
    base: Signal<Local, Bits<FILTER_RAM_BITS>>,
    /// Table t's lookup addresses in array 0 and 1, in context `ctx`'s part.
    qa0: [CtxAddr; TABLES],
    qa1: [CtxAddr; TABLES],
    /// The insert's and the clear's, in context `ctx`'s part.
    wa0: Signal<Local, Bits<FILTER_RAM_BITS>>,
    wa1: Signal<Local, Bits<FILTER_RAM_BITS>>,
    wc: Signal<Local, Bits<FILTER_RAM_BITS>>,
    /// `2^bits − 1` and `bits != 0`, registered from `bits`.
    mask: DFF<Bits<FILTER_ADDR_BITS>>,
    on: DFF<Bit>,
    /// The clear: running, and the address it writes.
    crun: DFF<Bit>,
    caddr: DFF<Bits<FILTER_ADDR_BITS>>,
    /// The insert, registered: its write happens here.
    iv: DFF<Bit>,
    it: DFF<Bits<8>>,
    ii: DFF<Bits<FILTER_IDX_BITS>>,
    /// The insert's addresses in array 0 and array 1, masked.
    ia0: Signal<Local, Bits<FILTER_ADDR_BITS>>,
    ia1: Signal<Local, Bits<FILTER_ADDR_BITS>>,
    /// `db[t]`: the observed bits of tables below t.
    db: [Signal<Local, Bits<FILTER_RAMS>>; TABLES + 1],
    /// Table t's two observed bits at their places.
    b0: [Signal<Local, Bits<FILTER_RAMS>>; TABLES],
    b1: [Signal<Local, Bits<FILTER_RAMS>>; TABLES],
    tc: [Constant<Bits<8>>; TABLES],
    /// Places of table t's two bits in `dbg_bits`.
    p0: [Constant<Bits<16>>; TABLES],
    p1: [Constant<Bits<16>>; TABLES],
    FILTER_ADDR_BITS: Constant<Bits<16>>,
}

impl Default for MembershipFilter {
    fn default() -> Self {
        MembershipFilter {
            clock: Default::default(),
            reset: Default::default(),
            bits: Default::default(),
            ctx: Default::default(),
            base: Default::default(),
            qa0: Default::default(),
            qa1: Default::default(),
            wa0: Default::default(),
            wa1: Default::default(),
            wc: Default::default(),
            q_idx: Default::default(),
            q_pass: Default::default(),
            i_valid: Default::default(),
            i_table: Default::default(),
            i_idx: Default::default(),
            clear: Default::default(),
            clearing: Default::default(),
            dbg_en: Default::default(),
            dbg_addr: Default::default(),
            dbg_bits: Default::default(),
            ram0: Default::default(),
            ram1: Default::default(),
            mask: Default::default(),
            on: Default::default(),
            crun: Default::default(),
            caddr: Default::default(),
            iv: Default::default(),
            it: Default::default(),
            ii: Default::default(),
            ia0: Default::default(),
            ia1: Default::default(),
            db: Default::default(),
            b0: Default::default(),
            b1: Default::default(),
            tc: std::array::from_fn(|t| Constant::new((t as u64).into())),
            p0: std::array::from_fn(|t| Constant::new(((FILTER_HASHES * t) as u64).into())),
            p1: std::array::from_fn(|t| Constant::new(((FILTER_HASHES * t + 1) as u64).into())),
            FILTER_ADDR_BITS: Constant::new((FILTER_ADDR_BITS as u64).into()),
        }
    }
}

impl Logic for MembershipFilter {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, mask, on, crun, caddr, iv, it, ii);
        self.mask.d.next = (bits::<FILTER_ADDR_BITS>(1) << self.bits.val()) - 1;
        self.on.d.next = self.bits.val() != 0;
        // ---- the insert, a cycle after it is handed over
        self.iv.d.next = self.i_valid.val() & self.on.q.val();
        self.it.d.next = self.i_table.val();
        self.ii.d.next = self.i_idx.val();
        self.ia0.next = self.ii.q.val().get_bits::<FILTER_ADDR_BITS>(0) & self.mask.q.val();
        self.ia1.next = self
            .ii
            .q
            .val()
            .get_bits::<FILTER_ADDR_BITS>(FILTER_ADDR_BITS)
            & self.mask.q.val();
        self.base.next =
            bit_cast::<FILTER_RAM_BITS, 2>(self.ctx.val()) << self.FILTER_ADDR_BITS.val();
        self.wa0.next =
            self.base.val() | bit_cast::<FILTER_RAM_BITS, FILTER_ADDR_BITS>(self.ia0.val());
        self.wa1.next =
            self.base.val() | bit_cast::<FILTER_RAM_BITS, FILTER_ADDR_BITS>(self.ia1.val());
        self.wc.next =
            self.base.val() | bit_cast::<FILTER_RAM_BITS, FILTER_ADDR_BITS>(self.caddr.q.val());
        // ---- the clear: one address a cycle up to the mask
        self.clearing.next = self.crun.q.val();
        if self.crun.q.val() {
            self.caddr.d.next = self.caddr.q.val() + 1;
            if self.caddr.q.val() == self.mask.q.val() {
                self.crun.d.next = false;
            }
        }
        if self.clear.val() {
            self.crun.d.next = true;
            self.caddr.d.next = 0.into();
        }
        if self.reset.val() {
            self.crun.d.next = false;
            self.iv.d.next = false;
        }
        self.db[0].next = 0.into();
        for t in 0..TABLES {
            self.ram0[t].read_clock.next = self.clock.val();
            self.ram0[t].write_clock.next = self.clock.val();
            self.ram1[t].read_clock.next = self.clock.val();
            self.ram1[t].write_clock.next = self.clock.val();
            // writes: the clear's zeros, else the insert's ones
            self.ram0[t].write_address.next = self.wa0.val();
            self.ram1[t].write_address.next = self.wa1.val();
            self.ram0[t].write_data.next = true;
            self.ram1[t].write_data.next = true;
            self.ram0[t].write_enable.next =
                self.iv.q.val() & (self.it.q.val() == self.tc[t].val());
            self.ram1[t].write_enable.next =
                self.iv.q.val() & (self.it.q.val() == self.tc[t].val());
            if self.crun.q.val() {
                self.ram0[t].write_address.next = self.wc.val();
                self.ram1[t].write_address.next = self.wc.val();
                self.ram0[t].write_data.next = false;
                self.ram1[t].write_data.next = false;
                self.ram0[t].write_enable.next = true;
                self.ram1[t].write_enable.next = true;
            }
            // reads: the lookup's addresses, or the observer's
            self.qa0[t].ctx.next = self.ctx.val();
            self.qa1[t].ctx.next = self.ctx.val();
            self.qa0[t].a.next =
                self.q_idx[t].val().get_bits::<FILTER_ADDR_BITS>(0) & self.mask.q.val();
            self.qa1[t].a.next = self.q_idx[t]
                .val()
                .get_bits::<FILTER_ADDR_BITS>(FILTER_ADDR_BITS)
                & self.mask.q.val();
            self.ram0[t].read_address.next = self.qa0[t].out.val();
            self.ram1[t].read_address.next = self.qa1[t].out.val();
            if self.dbg_en.val() {
                self.ram0[t].read_address.next = self.dbg_addr.val();
                self.ram1[t].read_address.next = self.dbg_addr.val();
            }
            self.q_pass[t].next =
                !self.on.q.val() | (self.ram0[t].read_data.val() & self.ram1[t].read_data.val());
            self.b0[t].next = 0.into();
            if self.ram0[t].read_data.val() {
                self.b0[t].next = bits::<FILTER_RAMS>(1) << self.p0[t].val();
            }
            self.b1[t].next = 0.into();
            if self.ram1[t].read_data.val() {
                self.b1[t].next = bits::<FILTER_RAMS>(1) << self.p1[t].val();
            }
            self.db[t + 1].next = self.db[t].val() | self.b0[t].val() | self.b1[t].val();
        }
        for n in TABLES..(TABLES + 1) {
            self.dbg_bits.next = self.db[n].val();
        }
    }
}

/// Bit `a` of context `ctx`'s part of a filter array: `ctx << 18 | a`
/// (a module so that the per-table addresses need no cast in a loop).
#[derive(LogicBlock)]
#[allow(non_snake_case)]
pub struct CtxAddr {
    pub a: Signal<In, Bits<FILTER_ADDR_BITS>>,
    pub ctx: Signal<In, Bits<2>>,
    pub out: Signal<Out, Bits<FILTER_RAM_BITS>>,
    FILTER_ADDR_BITS: Constant<Bits<16>>,
}

impl Default for CtxAddr {
    fn default() -> Self {
        CtxAddr {
            a: Default::default(),
            ctx: Default::default(),
            out: Default::default(),
            FILTER_ADDR_BITS: Constant::new((FILTER_ADDR_BITS as u64).into()),
        }
    }
}

impl Logic for CtxAddr {
    #[hdl_gen]
    fn update(&mut self) {
        self.out.next = (bit_cast::<FILTER_RAM_BITS, 2>(self.ctx.val())
            << self.FILTER_ADDR_BITS.val())
            | bit_cast::<FILTER_RAM_BITS, FILTER_ADDR_BITS>(self.a.val());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hash::filter_idx;
    use crate::tb::{Bench, Rng};
    use netjoin_proto::filter_bit;

    struct Tb<'a> {
        b: Bench<'a, MembershipFilter>,
    }

    impl Tb<'_> {
        fn quiet(&mut self) {
            let u = self.b.uut();
            u.reset.next = false;
            u.i_valid.next = false;
            u.clear.next = false;
            u.dbg_en.next = false;
        }
        fn configure(&mut self, bits: u8) {
            self.quiet();
            self.b.uut().bits.next = (bits as u64).into();
            self.b.tick();
            self.b.uut().clear.next = true;
            self.b.tick();
            self.b.uut().clear.next = false;
            let mut n = 0u64;
            loop {
                self.b.settle();
                if !self.b.uut().clearing.val() {
                    break;
                }
                self.b.tick();
                n += 1;
            }
            let want = if bits == 0 { 1 } else { 1u64 << bits };
            assert_eq!(n, want, "the clear takes one cycle per address");
        }
        fn insert(&mut self, table: usize, key: u64) {
            self.quiet();
            let u = self.b.uut();
            u.i_valid.next = true;
            u.i_table.next = (table as u64).into();
            u.i_idx.next = filter_idx(key).into();
            self.b.tick();
        }
        /// Looks one key up in every table; the answers of the next cycle.
        fn lookup(&mut self, keys: &[u64]) -> Vec<bool> {
            self.quiet();
            for (t, k) in keys.iter().enumerate() {
                self.b.uut().q_idx[t].next = filter_idx(*k).into();
            }
            self.b.tick();
            self.quiet();
            self.b.settle();
            (0..TABLES).map(|t| self.b.uut().q_pass[t].val()).collect()
        }
        fn observe(&mut self, addr: u64) -> u64 {
            self.quiet();
            self.b.uut().dbg_en.next = true;
            self.b.uut().dbg_addr.next = addr.into();
            self.b.tick();
            self.b.settle();
            self.b.uut().dbg_bits.val().into()
        }
    }

    fn bench(f: &mut MembershipFilter) -> Tb<'_> {
        let mut b = Bench::new(f, |u: &mut MembershipFilter, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        let mut t = Tb { b };
        t.quiet();
        t
    }

    /// The filter as PROTOCOL.md §6.3 defines it, with plain vectors.
    struct Reference {
        bits: u8,
        arrays: Vec<Vec<bool>>,
    }

    impl Reference {
        fn new(bits: u8) -> Reference {
            Reference {
                bits,
                arrays: vec![vec![false; 1 << bits]; FILTER_RAMS],
            }
        }
        fn insert(&mut self, table: usize, key: u64) {
            for p in 0..FILTER_HASHES {
                self.arrays[FILTER_HASHES * table + p][filter_bit(key, p, self.bits) as usize] =
                    true;
            }
        }
        fn passes(&self, table: usize, key: u64) -> bool {
            (0..FILTER_HASHES).all(|p| {
                self.arrays[FILTER_HASHES * table + p][filter_bit(key, p, self.bits) as usize]
            })
        }
    }

    #[test]
    fn inserted_keys_pass_and_the_memory_is_the_definitions() {
        let mut f = MembershipFilter::default();
        let mut t = bench(&mut f);
        let bits = 7u8;
        t.configure(bits);
        let mut r = Reference::new(bits);
        let mut rng = Rng(5);
        let mut keys = vec![];
        for i in 0..40u64 {
            let table = (i as usize) % TABLES;
            let key = rng.below(1 << 40);
            t.insert(table, key);
            r.insert(table, key);
            keys.push((table, key));
        }
        t.quiet();
        t.b.tick();
        // every inserted key passes its table's filter
        for &(table, key) in &keys {
            let mut probe = vec![0u64; TABLES];
            probe[table] = key;
            assert!(t.lookup(&probe)[table], "table {table} key {key:#x}");
        }
        // foreign keys: the answers are the definition's, and most fail
        let mut failed = 0;
        for _ in 0..200 {
            let probe: Vec<u64> = (0..TABLES).map(|_| rng.below(1 << 40)).collect();
            let got = t.lookup(&probe);
            for tb in 0..TABLES {
                assert_eq!(
                    got[tb],
                    r.passes(tb, probe[tb]),
                    "table {tb} key {:#x}",
                    probe[tb]
                );
                failed += usize::from(!got[tb]);
            }
        }
        assert!(
            failed > 100 * TABLES,
            "only {failed} of {} foreign keys failed",
            200 * TABLES
        );
        // the memory, bit for bit
        for a in 0..(1u64 << bits) {
            let got = t.observe(a);
            for (i, arr) in r.arrays.iter().enumerate() {
                assert_eq!(got >> i & 1 == 1, arr[a as usize], "array {i} bit {a}");
            }
        }
    }

    #[test]
    fn a_clear_forgets_the_last_query_and_off_passes_everything() {
        let mut f = MembershipFilter::default();
        let mut t = bench(&mut f);
        t.configure(6);
        for k in 0..64u64 {
            t.insert(0, k);
        }
        t.quiet();
        t.b.tick();
        assert!(t.lookup(&[5; TABLES])[0]);
        // a new query with smaller arrays: cleared, nothing passes
        t.configure(4);
        for k in 0..64u64 {
            assert!(!t.lookup(&[k; TABLES])[0], "key {k} after the clear");
        }
        for a in 0..16 {
            assert_eq!(t.observe(a), 0, "address {a} after the clear");
        }
        // off: every key passes, and inserts write nothing
        t.configure(0);
        t.insert(0, 3);
        t.quiet();
        t.b.tick();
        assert!(t.lookup(&[12345; TABLES]).iter().all(|&p| p));
        t.configure(4);
        assert!(
            !t.lookup(&[3; TABLES])[0],
            "an insert while off wrote a bit"
        );
    }

    #[test]
    fn dense_keys_have_no_false_positive() {
        let mut f = MembershipFilter::default();
        let mut t = bench(&mut f);
        let bits = 8u8;
        t.configure(bits);
        // every other key of 0..256 in table 0: the others all fail
        for k in (0..256u64).step_by(2) {
            t.insert(0, k);
        }
        t.quiet();
        t.b.tick();
        for k in 0..256u64 {
            assert_eq!(t.lookup(&[k; TABLES])[0], k % 2 == 0, "key {k}");
        }
    }

    #[test]
    fn each_context_has_its_own_part_of_every_array() {
        if CONTEXTS < 2 {
            return;
        }
        let mut f = MembershipFilter::default();
        let mut t = bench(&mut f);
        let bits = 6u8;
        let mut r = [Reference::new(bits), Reference::new(bits)];
        let mut rng = Rng(9);
        // context 0 configured and filled, then context 1
        for (ctx, reference) in r.iter_mut().enumerate() {
            t.b.uut().ctx.next = (ctx as u64).into();
            t.configure(bits);
            for _ in 0..20 {
                let (table, key) = (rng.below(TABLES as u64) as usize, rng.next());
                t.insert(table, key);
                reference.insert(table, key);
            }
            // the last insert is written a cycle later, still in this
            // context (the engine changes it only with the units idle)
            t.quiet();
            t.b.tick();
        }
        // a CONFIGURE of context 1 again: its part cleared, context 0's kept
        t.configure(bits);
        r[1] = Reference::new(bits);
        t.quiet();
        for (ctx, reference) in r.iter().enumerate() {
            for i in 0..1u64 << bits {
                let got = t.observe((ctx as u64) << FILTER_ADDR_BITS | i);
                for (a, arr) in reference.arrays.iter().enumerate() {
                    assert_eq!(
                        got >> a & 1 == 1,
                        arr[i as usize],
                        "context {ctx}, array {a}, bit {i}"
                    );
                }
            }
        }
        // lookups see the served context's part only
        t.b.uut().ctx.next = 0.into();
        let mut hit = 0;
        for _ in 0..40 {
            let k = rng.next();
            let got = t.lookup(&[k; TABLES]);
            for (tb, g) in got.iter().enumerate() {
                assert_eq!(*g, r[0].passes(tb, k));
                hit += *g as usize;
            }
        }
        eprintln!("{hit} random keys passed context 0's filters");
    }
}
