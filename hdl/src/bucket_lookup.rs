//! The probe unit's lookup of a probe tuple's T keys: everything the
//! switch knows about a key before it reads memory.
//!
//! All T keys are hashed at once. Per table:
//! * **bucket** (`bucket[t]`, the same cycle): `hash mod 2^bits`, with
//!   `bits` = `bucket_bits`, or for a table placed on chip
//!   `min(bucket_bits, ONCHIP_BITS)` (PROTOCOL.md §6.4);
//! * **line** (`hit[t]`, `line[t]`, the next cycle): from the table's
//!   hot-bucket cache (line_cache.rs), or, for a table on chip, from its
//!   on-chip store (onchip_store.rs), which always hits;
//! * **filter** (`pass[t]`, the next cycle): the membership filter's answer
//!   (filter.rs, PROTOCOL.md §6.3).
//!
//! The rest is the stores' and filters' upkeep: the build side's writes and
//! inserts, the clear at CONFIGURE (`f_clear` starts both, `f_clearing`
//! until both are done), the caches' fills and invalidation, and the
//! observation ports.

use super::filter::{MembershipFilter, FILTER_RAMS};
use super::hash::{FilterHashUnit, HashUnit, FILTER_IDX_BITS};
use super::line_cache::LineCache;
use super::onchip_store::OnchipStore;
use super::sig::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct BucketLookup {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub bucket_bits: Signal<In, Bits<5>>,
    /// The tables placed on chip (bit t: table t).
    pub onchip: Signal<In, Bits<4>>,
    /// The keys looked up, table t's at `key[t]`.
    pub key: [Signal<In, Bits<KEY_BITS>>; TABLES],
    /// Each key's bucket, in the same cycle.
    pub bucket: [Signal<Out, Bits<32>>; TABLES],
    /// The next cycle: the bucket's line is known (cached or on chip), the
    /// line, and whether the filter passes the key.
    pub hit: [Signal<Out, Bit>; TABLES],
    pub line: [Signal<Out, Bits<512>>; TABLES],
    pub pass: [Signal<Out, Bit>; TABLES],
    /// Cache upkeep: a memory write happened (forget every line); a line
    /// read from memory for a bucket.
    pub inval: Signal<In, Bit>,
    pub fill: [Signal<In, Bit>; TABLES],
    pub fill_bucket: [Signal<In, Bits<32>>; TABLES],
    pub fill_line: [Signal<In, Bits<512>>; TABLES],
    /// The filters: `filter_bits`, the build side's inserts, the clear
    /// (of the on-chip stores too), the observation port.
    pub filter_bits: Signal<In, Bits<5>>,
    pub f_ins_valid: Signal<In, Bit>,
    pub f_ins_table: Signal<In, Bits<8>>,
    pub f_ins_idx: Signal<In, Bits<FILTER_IDX_BITS>>,
    pub f_clear: Signal<In, Bit>,
    pub f_clearing: Signal<Out, Bit>,
    pub f_dbg_en: Signal<In, Bit>,
    pub f_dbg_addr: Signal<In, Bits<FILTER_RAM_BITS>>,
    /// The query context in service (the filters' part, PROTOCOL.md §5.5).
    pub f_ctx: Signal<In, Bits<2>>,
    pub f_dbg_bits: Signal<Out, Bits<FILTER_RAMS>>,
    /// The on-chip stores: the build unit's writes and the observation port
    /// (while `oc_dbg_en` is high the stores read `oc_dbg_bucket`, and
    /// `oc_dbg_line` shows table `oc_dbg_table`'s line a cycle later).
    pub oc_wr: Signal<In, Bit>,
    pub oc_wr_table: Signal<In, Bits<2>>,
    pub oc_wr_bucket: Signal<In, Bits<ONCHIP_BITS>>,
    pub oc_wr_data: Signal<In, Bits<512>>,
    pub oc_wr_strb: Signal<In, Bits<64>>,
    pub oc_dbg_en: Signal<In, Bit>,
    pub oc_dbg_table: Signal<In, Bits<2>>,
    pub oc_dbg_bucket: Signal<In, Bits<ONCHIP_BITS>>,
    pub oc_dbg_line: Signal<Out, Bits<512>>,
    hash: [HashUnit<KEY_BITS>; TABLES],
    cache: [LineCache; TABLES],
    store: [OnchipStore; TABLES],
    fhash: [FilterHashUnit<KEY_BITS>; TABLES],
    filter: MembershipFilter,
    /// Table t is on chip, and its bucket mask (`2^bucket_bits − 1`, or for
    /// a table on chip `2^min(bucket_bits, ONCHIP_BITS) − 1`): registers,
    /// as `bucket_bits` and the placement change only at CONFIGURE, long
    /// before the query's first probe, so the mask's shift and subtract are
    /// not on the path hash -> cache address (docs/HDL.md §4, longest paths).
    oc: [DFF<Bit>; TABLES],
    tmask: [DFF<Bits<32>>; TABLES],
    obits: Signal<Local, Bits<5>>,
    omask: Signal<Local, Bits<32>>,
    /// The last bucket the stores' clear zeroes (0 with no table on chip).
    olast: DFF<Bits<ONCHIP_BITS>>,
    /// `oclr[t]`: the filters or a store below t are clearing.
    oclr: [Signal<Local, Bit>; TABLES + 1],
    dbg_t: DFF<Bits<2>>,
    onchip_bits: Constant<Bits<5>>,
    tc2: [Constant<Bits<2>>; TABLES],
}

impl Default for BucketLookup {
    fn default() -> Self {
        BucketLookup {
            clock: Default::default(),
            reset: Default::default(),
            bucket_bits: Default::default(),
            onchip: Default::default(),
            key: Default::default(),
            bucket: Default::default(),
            hit: Default::default(),
            line: Default::default(),
            pass: Default::default(),
            inval: Default::default(),
            fill: Default::default(),
            fill_bucket: Default::default(),
            fill_line: Default::default(),
            filter_bits: Default::default(),
            f_ins_valid: Default::default(),
            f_ins_table: Default::default(),
            f_ins_idx: Default::default(),
            f_clear: Default::default(),
            f_clearing: Default::default(),
            f_dbg_en: Default::default(),
            f_dbg_addr: Default::default(),
            f_ctx: Default::default(),
            f_dbg_bits: Default::default(),
            oc_wr: Default::default(),
            oc_wr_table: Default::default(),
            oc_wr_bucket: Default::default(),
            oc_wr_data: Default::default(),
            oc_wr_strb: Default::default(),
            oc_dbg_en: Default::default(),
            oc_dbg_table: Default::default(),
            oc_dbg_bucket: Default::default(),
            oc_dbg_line: Default::default(),
            hash: Default::default(),
            cache: Default::default(),
            store: std::array::from_fn(|_| Default::default()),
            fhash: Default::default(),
            filter: Default::default(),
            oc: Default::default(),
            tmask: Default::default(),
            obits: Default::default(),
            omask: Default::default(),
            olast: Default::default(),
            oclr: Default::default(),
            dbg_t: Default::default(),
            onchip_bits: Constant::new((ONCHIP_BITS as u64).into()),
            tc2: std::array::from_fn(|t| Constant::new((t as u64).into())),
        }
    }
}

impl Logic for BucketLookup {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, olast, dbg_t);
        // ---- the filters
        self.filter.clock.next = self.clock.val();
        self.filter.reset.next = self.reset.val();
        self.filter.bits.next = self.filter_bits.val();
        self.filter.i_valid.next = self.f_ins_valid.val();
        self.filter.i_table.next = self.f_ins_table.val();
        self.filter.i_idx.next = self.f_ins_idx.val();
        self.filter.clear.next = self.f_clear.val();
        self.filter.dbg_en.next = self.f_dbg_en.val();
        self.filter.dbg_addr.next = self.f_dbg_addr.val();
        self.filter.ctx.next = self.f_ctx.val();
        self.f_dbg_bits.next = self.filter.dbg_bits.val();
        // ---- the masks, and what the stores' clear covers
        self.obits.next = self.bucket_bits.val();
        if self.bucket_bits.val() > self.onchip_bits.val() {
            self.obits.next = self.onchip_bits.val();
        }
        self.omask.next = (bits::<32>(1) << self.obits.val()) - 1;
        self.olast.d.next = 0.into();
        if self.onchip.val() != 0 {
            self.olast.d.next = self.omask.val().get_bits::<ONCHIP_BITS>(0);
        }
        self.dbg_t.d.next = self.oc_dbg_table.val();
        self.oc_dbg_line.next = 0.into();
        self.oclr[0].next = self.filter.clearing.val();
        for t in 0..TABLES {
            self.oc[t].clock.next = self.clock.val();
            self.tmask[t].clock.next = self.clock.val();
            self.oc[t].d.next = self.onchip.val().get_bit(t);
            self.tmask[t].d.next = (bits::<32>(1) << self.bucket_bits.val()) - 1;
            if self.onchip.val().get_bit(t) {
                self.tmask[t].d.next = self.omask.val();
            }
            // ---- the key's bucket, its cache and its store
            self.hash[t].key.next = self.key[t].val();
            self.bucket[t].next = self.hash[t].hash.val() & self.tmask[t].q.val();
            self.cache[t].clock.next = self.clock.val();
            self.cache[t].reset.next = self.reset.val();
            self.cache[t].inval.next = self.inval.val();
            self.cache[t].rd_bucket.next = self.bucket[t].val();
            self.cache[t].fill.next = self.fill[t].val();
            self.cache[t].fill_bucket.next = self.fill_bucket[t].val();
            self.cache[t].fill_line.next = self.fill_line[t].val();
            self.store[t].clock.next = self.clock.val();
            self.store[t].reset.next = self.reset.val();
            self.store[t].rd_bucket.next = self.bucket[t].val().get_bits::<ONCHIP_BITS>(0);
            if self.oc_dbg_en.val() {
                self.store[t].rd_bucket.next = self.oc_dbg_bucket.val();
            }
            self.store[t].wr.next =
                self.oc_wr.val() & (self.oc_wr_table.val() == self.tc2[t].val());
            self.store[t].wr_bucket.next = self.oc_wr_bucket.val();
            self.store[t].wr_data.next = self.oc_wr_data.val();
            self.store[t].wr_strb.next = self.oc_wr_strb.val();
            self.store[t].clear.next = self.f_clear.val();
            self.store[t].clear_last.next = self.olast.q.val();
            self.oclr[t + 1].next = self.oclr[t].val() | self.store[t].clearing.val();
            if self.dbg_t.q.val() == self.tc2[t].val() {
                self.oc_dbg_line.next = self.store[t].line.val();
            }
            // the answers: a table on chip always has its line
            self.hit[t].next = self.cache[t].hit.val() | self.oc[t].q.val();
            self.line[t].next = self.cache[t].line.val();
            if self.oc[t].q.val() {
                self.line[t].next = self.store[t].line.val();
            }
            // ---- the filter
            self.fhash[t].key.next = self.key[t].val();
            self.filter.q_idx[t].next = self.fhash[t].idx.val();
            self.pass[t].next = self.filter.q_pass[t].val();
        }
        for n in TABLES..(TABLES + 1) {
            self.f_clearing.next = self.oclr[n].val();
        }
    }
}
