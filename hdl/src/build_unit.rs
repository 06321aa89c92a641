//! Build unit: inserts into one-line buckets without reading them.
//!
//! Per tuple: hash the key, pick bucket `h mod 2^bits` of the tuple's table
//! (line `b·T + t`, controller `(b + t) mod 2` with two controllers), and
//! read the bucket's fill count from the count SRAM (`c_*`, a word of 16
//! two-bit counts, `netjoin_sim::sram`), parking the tuple in an in-flight
//! FIFO (up to `INFLIGHT`). From the FIFO the oldest tuple moves into the
//! head register; in the same cycle its count word is compared with the
//! look-ahead buffer (the last `INFLIGHT` words written, at most one entry
//! per word) and the matching entry's word, if any, is kept with it (only
//! the head writes, so that word cannot change while it waits; if the
//! tuple before it writes the same word in that cycle, it takes entry 0,
//! where that write goes). When the head's count word is there (in
//! order), its count `c` is the kept word's, else the SRAM's. The insert is one write: the tuple into slot
//! `c` and the status byte `c + 1`, with byte strobes over those bytes only
//! (DDR3's data mask), so the bucket is never read; a full bucket (`c` =
//! slots) gets only its overflow bit (status `slots | 0x80`) and the tuple
//! leaves as OVERFLOW (PROTOCOL.md §7.1). The count word with `c + 1` is
//! written back to the SRAM in the same cycle and enters the look-ahead
//! buffer at entry 0, replacing the entry it matched, so back-to-back
//! inserts into one bucket (or one count word) never stall.
//!
//! The memory image is the read-modify-write's: the bytes a strobed write
//! leaves alone are the other slots, which an insert into slot `c` kept as
//! they were, and the status byte is rewritten whole. The counts mirror the
//! status bytes because the clear engine zeroes both (table_units.rs).
//!
//! Two stages, so that the count's select, its full test and the write
//! decision (stage B) do not follow the buffer's compare and select
//! (stage A, docs/HDL.md §4, longest paths). The one-hot match (`h_hit`)
//! is kept too: the head's write drops the entry it matched, so no word is
//! in the buffer twice and the select needs no priority.
//!
//! Why INFLIGHT entries suffice: when a tuple's count read is issued, at
//! most INFLIGHT tuples are older and in flight (INFLIGHT - 1 in the FIFO
//! and one in the head register), so at most that many count writes happen
//! from its read's cycle to its use; the newest of them to its word is at
//! entry INFLIGHT - 1 or below when it is used, and the SRAM's answer holds
//! every write of the cycles before the read.

use super::fifo::Fifo;
use super::hash::HashUnit;
use super::reg_slice::RegSlice;
use super::sig::*;
use rust_hdl::prelude::*;

/// Tuples in the in-flight FIFO, and entries of the look-ahead buffer (the
/// head register holds one tuple more). Little's law: the count SRAM's
/// latency (16 cycles in the model, `netjoin_sim::sram::DEFAULT_LATENCY`)
/// at a tuple a cycle needs 16; 32 leave room for a slower controller.
pub const INFLIGHT: usize = 32;
// The in-flight FIFO (`fl`) holds 32 entries.
const _: () = assert!(INFLIGHT == 32);
/// A count word holds every count 0..=SLOTS.
const _: () = assert!(SLOTS >= 1 && SLOTS < 1 << COUNT_BITS);
/// In-flight entry: key | value | line (32) | controller (1) | table (2) |
/// bucket in an on-chip store (ONCHIP_BITS).
const ENTRY_BITS: usize = SLOT_BITS + 32 + 1 + 2 + ONCHIP_BITS;
const E_TABLE: usize = SLOT_BITS + 32 + 1;
const E_OBK: usize = E_TABLE + 2;
/// A tuple in the input slice: key | value | table (8).
const IN_BITS: usize = SLOT_BITS + 8;

/// Byte strobes over slot `s` (none if the bucket has fewer slots).
fn slot_strobes(s: usize) -> u64 {
    if s >= SLOTS {
        return 0;
    }
    ((1u64 << SLOT_BYTES) - 1) << (s * SLOT_BYTES)
}

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (sig.rs)
pub struct BuildUnit {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// Invalidates the look-ahead buffer (CONFIGURE cleared the counts).
    pub flush: Signal<In, Bit>,
    pub bucket_bits: Signal<In, Bits<5>>,
    /// The tables placed on chip (bit t: table t, PROTOCOL.md §6.4): their
    /// buckets are `hash mod 2^min(bucket_bits, ONCHIP_BITS)`.
    pub onchip: Signal<In, Bits<4>>,
    pub dual: Signal<In, Bit>,
    /// Lets the head tuple complete (insert or overflow). The framer holds it
    /// low between input frames so every completion is counted in its frame.
    pub go_en: Signal<In, Bit>,
    // tuples in
    pub tup_valid: Signal<In, Bit>,
    pub tup_key: Signal<In, Bits<KEY_BITS>>,
    pub tup_val: Signal<In, Bits<VALUE_BITS>>,
    pub tup_table: Signal<In, Bits<8>>,
    pub tup_ready: Signal<Out, Bit>,
    // overflow tuples out (key word, value word)
    pub ov_valid: Signal<Out, Bit>,
    pub ov_key: Signal<Out, Bits<KEY_BITS>>,
    pub ov_val: Signal<Out, Bits<VALUE_BITS>>,
    pub ov_ready: Signal<In, Bit>,
    /// Pulses: a tuple stored / a tuple overflowed.
    pub inserted: Signal<Out, Bit>,
    pub overflowed: Signal<Out, Bit>,
    pub busy: Signal<Out, Bit>,
    // memory writes, controller 0 and 1 (the unit never reads the DDR)
    pub m0_valid: Signal<Out, Bit>,
    pub m0_addr: Signal<Out, Bits<32>>,
    pub m0_wdata: Signal<Out, Bits<512>>,
    pub m0_wstrb: Signal<Out, Bits<64>>,
    pub m0_wready: Signal<In, Bit>,
    pub m1_valid: Signal<Out, Bit>,
    pub m1_addr: Signal<Out, Bits<32>>,
    pub m1_wdata: Signal<Out, Bits<512>>,
    pub m1_wstrb: Signal<Out, Bits<64>>,
    pub m1_wready: Signal<In, Bit>,
    /// The head's write, for the on-chip store of its table (a table placed
    /// on chip): its table and bucket; the line's data and strobes are
    /// `m0_wdata` / `m0_wstrb` (onchip_store.rs).
    pub oc_wr: Signal<Out, Bit>,
    pub oc_table: Signal<Out, Bits<2>>,
    pub oc_bucket: Signal<Out, Bits<ONCHIP_BITS>>,
    // the count SRAM: a read and a write a cycle, reads answered in order
    pub c_rd_valid: Signal<Out, Bit>,
    pub c_rd_addr: Signal<Out, Bits<32>>,
    pub c_rsp_valid: Signal<In, Bit>,
    pub c_rsp_data: Signal<In, Bits<32>>,
    pub c_wr_valid: Signal<Out, Bit>,
    pub c_wr_addr: Signal<Out, Bits<32>>,
    pub c_wr_data: Signal<Out, Bits<32>>,
    // internals
    /// The input passes a register slice, so `tup_ready` is a register
    /// (docs/HDL.md §4, longest paths).
    in_slice: RegSlice<Bits<IN_BITS>>,
    in_valid: Signal<Local, Bit>,
    in_key: Signal<Local, Bits<KEY_BITS>>,
    in_val: Signal<Local, Bits<VALUE_BITS>>,
    in_table: Signal<Local, Bits<8>>,
    hash: HashUnit<KEY_BITS>,
    fl: Fifo<Bits<ENTRY_BITS>, 5, 6>,
    /// Count words answered and not yet used: at most the tuples in flight
    /// (INFLIGHT + 1), so the SRAM, which cannot wait, never overfills it.
    cq: Fifo<Bits<32>, 6, 7>,
    /// A tuple entered the in-flight FIFO last cycle (its `empty` shows it
    /// a cycle later): part of `busy`, which must not depend on this
    /// cycle's look-ahead search (docs/HDL.md §4, longest paths).
    wrote: DFF<Bit>,
    lab_v: [DFF<Bit>; INFLIGHT],
    /// An entry's count word address and the word as written.
    lab_a: [DFF<Bits<32>>; INFLIGHT],
    lab_d: [DFF<Bits<32>>; INFLIGHT],
    bucket: Signal<Local, Bits<32>>,
    /// The bucket mask `(1 << bucket_bits) - 1`, a register: `bucket_bits`
    /// changes only at CONFIGURE, long before the query's first build
    /// tuple (docs/HDL.md §4, longest paths).
    bmask: DFF<Bits<32>>,
    /// Per table, its bucket mask: `bmask`'s, or for a table on chip
    /// `2^min(bucket_bits, ONCHIP_BITS) − 1`; registers like `bmask`.
    tmask: [DFF<Bits<32>>; TABLES],
    /// `min(bucket_bits, ONCHIP_BITS)`.
    obits: Signal<Local, Bits<5>>,
    line: Signal<Local, Bits<32>>,
    in_ctrl: Signal<Local, Bit>,
    /// The head register (stage B): valid, key, value, line, controller.
    h_v: DFF<Bit>,
    h_key: DFF<Bits<KEY_BITS>>,
    h_val: DFF<Bits<VALUE_BITS>>,
    h_line: DFF<Bits<32>>,
    h_ctrl: DFF<Bit>,
    /// The head's table, whether it is on chip, and its on-chip bucket.
    h_table: DFF<Bits<2>>,
    h_oc: DFF<Bit>,
    h_obk: DFF<Bits<ONCHIP_BITS>>,
    n_table: Signal<Local, Bits<2>>,
    /// Bit t of the on-chip mask, per table (a loop-indexed bit select).
    ocb: [Signal<Local, Bit>; TABLES],
    /// The next tuple's table is on chip.
    n_oc: Signal<Local, Bit>,
    /// `h_hit[i]`: look-ahead entry i holds the head's count word (at most
    /// one does: the head's write drops it).
    h_hit: [DFF<Bit>; INFLIGHT],
    h_word: Signal<Local, Bits<32>>,
    h_have: Signal<Local, Bit>,
    h_go: Signal<Local, Bit>,
    h_rdy: Signal<Local, Bit>,
    /// The next tuple (stage A), at the FIFO's output.
    n_line: Signal<Local, Bits<32>>,
    n_word: Signal<Local, Bits<32>>,
    /// It moves into the head register this cycle.
    n_load: Signal<Local, Bit>,
    /// Its word is the head's (which enters entry 0 if the head writes).
    n_same: Signal<Local, Bit>,
    /// `n_hit[i]`: look-ahead entry i holds the next tuple's word.
    n_hit: [Signal<Local, Bit>; INFLIGHT],
    /// `n_fw[i]`: the OR of entries 0..i's words, each masked by `n_hit`
    /// (one entry at most matches, so this is a select).
    n_fw: [Signal<Local, Bits<32>>; INFLIGHT + 1],
    n_fany: [Signal<Local, Bit>; INFLIGHT + 1],
    /// The head's forwarded word, selected as it loaded: only the head
    /// writes, so the buffer's newest word for it cannot change while it
    /// waits, except by the write of the tuple before it in the cycle it
    /// loaded, which `h_same` takes from entry 0.
    h_fw: DFF<Bits<32>>,
    h_fany: DFF<Bit>,
    /// The tuple before it wrote the same word as it loaded: its word is
    /// entry 0.
    h_same: DFF<Bit>,
    /// The head's count word: forwarded or the SRAM's.
    cur: Signal<Local, Bits<32>>,
    /// The head's count's bit offset in its word: COUNT_BITS × (line mod
    /// the counts a word holds).
    c_sh: Signal<Local, Bits<32>>,
    /// The word shifted down to the head's count (a part-select needs a
    /// signal in Verilog).
    c_at: Signal<Local, Bits<32>>,
    count: Signal<Local, Bits<COUNT_BITS>>,
    full: Signal<Local, Bit>,
    /// The count word with the head's count incremented.
    nw: Signal<Local, Bits<32>>,
    /// The tuple at every slot's offset: `rep[s]` holds it at slots 0..=s.
    tup: Signal<Local, Bits<512>>,
    rep: [Signal<Local, Bits<512>>; SLOTS],
    status: Signal<Local, Bits<8>>,
    wdata: Signal<Local, Bits<512>>,
    wstrb: Signal<Local, Bits<64>>,
    rd_go: Signal<Local, Bit>,
    tm0: Constant<Bits<32>>,
    tm1: Constant<Bits<32>>,
    tm2: Constant<Bits<32>>,
    slots: Constant<Bits<COUNT_BITS>>,
    /// Status byte of a full bucket: `slots | 0x80`.
    st_full: Constant<Bits<8>>,
    /// Byte strobes of each slot and of the status byte.
    sb: [Constant<Bits<64>>; SLOTS],
    sbs: Constant<Bits<64>>,
    /// The count SRAM's layout: a line's word is `line >> cw_shift`, its
    /// count the `cw_mask`-th of the word, `c_ones` wide, at bit
    /// `(line & cw_mask) << cb_log2`.
    cw_shift: Constant<Bits<16>>,
    cw_mask: Constant<Bits<32>>,
    cb_log2: Constant<Bits<16>>,
    c_ones: Constant<Bits<32>>,
    slot_bits: Constant<Bits<16>>,
    ctl_off: Constant<Bits<16>>,
    status_off: Constant<Bits<16>>,
    onchip_bits: Constant<Bits<5>>,
    tc: [Constant<Bits<8>>; TABLES],
    // offsets used in expressions (see sig.rs)
    SLOT_BITS: Constant<Bits<16>>,
    KEY_BITS: Constant<Bits<16>>,
    E_TABLE: Constant<Bits<16>>,
    E_OBK: Constant<Bits<16>>,
}

impl Default for BuildUnit {
    fn default() -> Self {
        BuildUnit {
            clock: Default::default(),
            reset: Default::default(),
            flush: Default::default(),
            bucket_bits: Default::default(),
            onchip: Default::default(),
            dual: Default::default(),
            go_en: Default::default(),
            tup_valid: Default::default(),
            tup_key: Default::default(),
            tup_val: Default::default(),
            tup_table: Default::default(),
            tup_ready: Default::default(),
            ov_valid: Default::default(),
            ov_key: Default::default(),
            ov_val: Default::default(),
            ov_ready: Default::default(),
            inserted: Default::default(),
            overflowed: Default::default(),
            busy: Default::default(),
            m0_valid: Default::default(),
            m0_addr: Default::default(),
            m0_wdata: Default::default(),
            m0_wstrb: Default::default(),
            m0_wready: Default::default(),
            m1_valid: Default::default(),
            m1_addr: Default::default(),
            m1_wdata: Default::default(),
            m1_wstrb: Default::default(),
            m1_wready: Default::default(),
            oc_wr: Default::default(),
            oc_table: Default::default(),
            oc_bucket: Default::default(),
            c_rd_valid: Default::default(),
            c_rd_addr: Default::default(),
            c_rsp_valid: Default::default(),
            c_rsp_data: Default::default(),
            c_wr_valid: Default::default(),
            c_wr_addr: Default::default(),
            c_wr_data: Default::default(),
            in_slice: Default::default(),
            in_valid: Default::default(),
            in_key: Default::default(),
            in_val: Default::default(),
            in_table: Default::default(),
            hash: Default::default(),
            fl: Default::default(),
            cq: Default::default(),
            wrote: Default::default(),
            lab_v: std::array::from_fn(|_| Default::default()),
            lab_a: std::array::from_fn(|_| Default::default()),
            lab_d: std::array::from_fn(|_| Default::default()),
            bucket: Default::default(),
            bmask: Default::default(),
            tmask: Default::default(),
            obits: Default::default(),
            line: Default::default(),
            in_ctrl: Default::default(),
            h_v: Default::default(),
            h_key: Default::default(),
            h_val: Default::default(),
            h_line: Default::default(),
            h_ctrl: Default::default(),
            h_table: Default::default(),
            h_oc: Default::default(),
            h_obk: Default::default(),
            n_table: Default::default(),
            ocb: Default::default(),
            n_oc: Default::default(),
            h_hit: std::array::from_fn(|_| Default::default()),
            h_word: Default::default(),
            h_have: Default::default(),
            h_go: Default::default(),
            h_rdy: Default::default(),
            n_line: Default::default(),
            n_word: Default::default(),
            n_load: Default::default(),
            n_same: Default::default(),
            n_hit: std::array::from_fn(|_| Default::default()),
            n_fw: std::array::from_fn(|_| Default::default()),
            n_fany: std::array::from_fn(|_| Default::default()),
            h_fw: Default::default(),
            h_fany: Default::default(),
            h_same: Default::default(),
            cur: Default::default(),
            c_sh: Default::default(),
            c_at: Default::default(),
            count: Default::default(),
            full: Default::default(),
            nw: Default::default(),
            tup: Default::default(),
            rep: std::array::from_fn(|_| Default::default()),
            status: Default::default(),
            wdata: Default::default(),
            wstrb: Default::default(),
            rd_go: Default::default(),
            tm0: Constant::new((if TABLES & 1 != 0 { 0xFFFF_FFFFu64 } else { 0 }).into()),
            tm1: Constant::new((if TABLES & 2 != 0 { 0xFFFF_FFFFu64 } else { 0 }).into()),
            tm2: Constant::new((if TABLES & 4 != 0 { 0xFFFF_FFFFu64 } else { 0 }).into()),
            slots: Constant::new((SLOTS as u64).into()),
            st_full: Constant::new((SLOTS as u64 | 0x80).into()),
            sb: std::array::from_fn(|s| Constant::new(slot_strobes(s).into())),
            cw_shift: param(COUNT_WORD_SHIFT),
            cw_mask: Constant::new(((1u64 << COUNT_WORD_SHIFT) - 1).into()),
            cb_log2: param(COUNT_BITS.trailing_zeros() as usize),
            c_ones: Constant::new(((1u64 << COUNT_BITS) - 1).into()),
            sbs: Constant::new((1u64 << 63).into()),
            slot_bits: param(SLOT_BITS),
            ctl_off: param(SLOT_BITS + 32),
            status_off: param(504),
            E_TABLE: param(E_TABLE),
            E_OBK: param(E_OBK),
            onchip_bits: Constant::new((ONCHIP_BITS as u64).into()),
            tc: std::array::from_fn(|t| Constant::new((t as u64).into())),
            SLOT_BITS: param(SLOT_BITS),
            KEY_BITS: param(KEY_BITS),
        }
    }
}

impl Logic for BuildUnit {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, fl, cq, in_slice);
        dff_setup!(
            self, clock, wrote, h_v, h_key, h_val, h_line, h_ctrl, h_fw, h_fany, h_same, bmask,
            h_table, h_oc, h_obk
        );
        for i in 0..INFLIGHT {
            self.h_hit[i].clock.next = self.clock.val();
            self.h_hit[i].d.next = self.h_hit[i].q.val();
            self.lab_v[i].clock.next = self.clock.val();
            self.lab_a[i].clock.next = self.clock.val();
            self.lab_d[i].clock.next = self.clock.val();
            self.lab_v[i].d.next = self.lab_v[i].q.val();
            self.lab_a[i].d.next = self.lab_a[i].q.val();
            self.lab_d[i].d.next = self.lab_d[i].q.val();
        }
        self.fl.reset.next = self.reset.val();
        self.cq.reset.next = self.reset.val();
        // ---- input slice
        self.in_slice.reset.next = self.reset.val();
        self.in_slice.s_valid.next = self.tup_valid.val();
        self.in_slice.s_data.next = bit_cast::<IN_BITS, KEY_BITS>(self.tup_key.val())
            | (bit_cast::<IN_BITS, VALUE_BITS>(self.tup_val.val()) << self.KEY_BITS.val())
            | (bit_cast::<IN_BITS, 8>(self.tup_table.val()) << self.slot_bits.val());
        self.tup_ready.next = self.in_slice.s_ready.val();
        self.in_valid.next = self.in_slice.m_valid.val();
        self.in_key.next = self.in_slice.m_data.val().get_bits::<KEY_BITS>(0);
        self.in_val.next = self.in_slice.m_data.val().get_bits::<VALUE_BITS>(KEY_BITS);
        self.in_table.next = self.in_slice.m_data.val().get_bits::<8>(SLOT_BITS);
        // ---- front: hash, address, count read
        self.hash.key.next = self.in_key.val();
        self.bmask.d.next = (bits::<32>(1) << self.bucket_bits.val()) - 1;
        self.obits.next = self.bucket_bits.val();
        if self.bucket_bits.val() > self.onchip_bits.val() {
            self.obits.next = self.onchip_bits.val();
        }
        self.bucket.next = self.hash.hash.val() & self.bmask.q.val();
        for t in 0..TABLES {
            self.tmask[t].clock.next = self.clock.val();
            self.ocb[t].next = self.onchip.val().get_bit(t);
            self.tmask[t].d.next = (bits::<32>(1) << self.bucket_bits.val()) - 1;
            if self.ocb[t].val() {
                self.tmask[t].d.next = (bits::<32>(1) << self.obits.val()) - 1;
            }
            if self.in_table.val() == self.tc[t].val() {
                self.bucket.next = self.hash.hash.val() & self.tmask[t].q.val();
            }
        }
        self.line.next = bit_cast::<32, 8>(self.in_table.val())
            + (self.bucket.val() & self.tm0.val())
            + ((self.bucket.val() << 1) & self.tm1.val())
            + ((self.bucket.val() << 2) & self.tm2.val());
        self.in_ctrl.next =
            self.dual.val() & (self.bucket.val().get_bit(0) ^ self.in_table.val().get_bit(0));
        // ---- stage B: the head tuple and its count
        self.cq.write.next = self.c_rsp_valid.val();
        self.cq.data_in.next = self.c_rsp_data.val();
        self.h_word.next = self.h_line.q.val() >> self.cw_shift.val();
        self.h_have.next = self.h_v.q.val() & !self.cq.empty.val();
        // Forwarding: the word selected as the head loaded, or the word the
        // tuple before it wrote then (entry 0), else the SRAM's.
        self.cur.next = self.cq.data_out.val();
        if self.h_fany.q.val() {
            self.cur.next = self.h_fw.q.val();
        }
        if self.h_same.q.val() {
            self.cur.next = self.lab_d[0].q.val();
        }
        self.c_sh.next = (self.h_line.q.val() & self.cw_mask.val()) << self.cb_log2.val();
        self.c_at.next = self.cur.val() >> self.c_sh.val();
        self.count.next = self.c_at.val().get_bits::<COUNT_BITS>(0);
        self.full.next = self.count.val() >= self.slots.val();
        self.nw.next = (self.cur.val() & !(self.c_ones.val() << self.c_sh.val()))
            | (bit_cast::<32, COUNT_BITS>(self.count.val() + 1) << self.c_sh.val());
        // The write: the tuple at every slot's offset and the status byte,
        // strobed over slot `count` and the status byte (a full bucket:
        // the status byte alone, with the overflow bit).
        self.tup.next = bit_cast::<512, KEY_BITS>(self.h_key.q.val())
            | (bit_cast::<512, VALUE_BITS>(self.h_val.q.val()) << self.KEY_BITS.val());
        self.rep[0].next = self.tup.val();
        for s in 0..(SLOTS - 1) {
            self.rep[s + 1].next = (self.rep[s].val() << self.SLOT_BITS.val()) | self.tup.val();
        }
        self.status.next = bit_cast::<8, COUNT_BITS>(self.count.val() + 1);
        self.wstrb.next = self.sbs.val();
        for s in 0..SLOTS {
            if self.count.val().index() == s {
                self.wstrb.next = self.sbs.val() | self.sb[s].val();
            }
        }
        if self.full.val() {
            self.status.next = self.st_full.val();
            self.wstrb.next = self.sbs.val();
        }
        for n in (SLOTS - 1)..SLOTS {
            self.wdata.next = self.rep[n].val()
                | (bit_cast::<512, 8>(self.status.val()) << self.status_off.val());
        }
        // The write goes out when the count is there, the controller takes
        // a write and (for an overflow) the OVERFLOW path can take the tuple.
        self.h_rdy.next = self.m0_wready.val();
        if self.h_ctrl.q.val() {
            self.h_rdy.next = self.m1_wready.val();
        }
        self.h_go.next = self.h_have.val()
            & self.h_rdy.val()
            & self.go_en.val()
            & (self.ov_ready.val() | !self.full.val());
        self.ov_valid.next =
            self.h_have.val() & self.full.val() & self.h_rdy.val() & self.go_en.val();
        self.ov_key.next = self.h_key.q.val();
        self.ov_val.next = self.h_val.q.val();
        self.inserted.next = self.h_go.val() & !self.full.val();
        self.overflowed.next = self.h_go.val() & self.full.val();
        self.cq.read.next = self.h_go.val();
        self.c_wr_valid.next = self.h_go.val() & !self.full.val();
        self.c_wr_addr.next = self.h_word.val();
        self.c_wr_data.next = self.nw.val();
        if self.h_go.val() {
            // The new word enters at 0 and the entry it matched (if any)
            // is dropped, so no word is in the buffer twice; the oldest
            // leaves at INFLIGHT - 1. (A full bucket's word enters
            // unchanged, which keeps the shift the same for every head.)
            for i in 0..(INFLIGHT - 1) {
                self.lab_v[i + 1].d.next = self.lab_v[i].q.val() & !self.h_hit[i].q.val();
                self.lab_a[i + 1].d.next = self.lab_a[i].q.val();
                self.lab_d[i + 1].d.next = self.lab_d[i].q.val();
            }
            self.lab_v[0].d.next = true;
            self.lab_a[0].d.next = self.h_word.val();
            self.lab_d[0].d.next = self.nw.val();
            if self.full.val() {
                self.lab_d[0].d.next = self.cur.val();
            }
            self.h_v.d.next = false;
        }
        // ---- stage A: the next tuple enters the head register when it is
        // empty or completes this cycle, with its match in the buffer as
        // the buffer will be after this cycle's write.
        self.n_line.next = self.fl.data_out.val().get_bits::<32>(SLOT_BITS);
        self.n_table.next = self.fl.data_out.val().get_bits::<2>(E_TABLE);
        self.n_oc.next = false;
        for t in 0..TABLES {
            if bit_cast::<8, 2>(self.n_table.val()) == self.tc[t].val() {
                self.n_oc.next = self.ocb[t].val();
            }
        }
        self.n_word.next = self.n_line.val() >> self.cw_shift.val();
        self.n_load.next = !self.fl.empty.val() & (!self.h_v.q.val() | self.h_go.val());
        self.n_same.next = self.h_v.q.val() & (self.h_word.val() == self.n_word.val());
        self.n_fw[0].next = 0.into();
        self.n_fany[0].next = false;
        for i in 0..INFLIGHT {
            self.n_hit[i].next =
                self.lab_v[i].q.val() & (self.lab_a[i].q.val() == self.n_word.val());
            self.n_fw[i + 1].next = self.n_fw[i].val();
            if self.n_hit[i].val() {
                self.n_fw[i + 1].next = self.n_fw[i].val() | self.lab_d[i].q.val();
            }
            self.n_fany[i + 1].next = self.n_fany[i].val() | self.n_hit[i].val();
        }
        self.fl.read.next = self.n_load.val();
        if self.n_load.val() {
            self.h_v.d.next = true;
            self.h_key.d.next = self.fl.data_out.val().get_bits::<KEY_BITS>(0);
            self.h_val.d.next = self.fl.data_out.val().get_bits::<VALUE_BITS>(KEY_BITS);
            self.h_line.d.next = self.n_line.val();
            self.h_ctrl.d.next = self.fl.data_out.val().get_bit(SLOT_BITS + 32);
            self.h_table.d.next = self.n_table.val();
            self.h_oc.d.next = self.n_oc.val();
            self.h_obk.d.next = self.fl.data_out.val().get_bits::<ONCHIP_BITS>(E_OBK);
            // (a one-value loop: rust-hdl evaluates array indices without Rust constants)
            for n in INFLIGHT..(INFLIGHT + 1) {
                self.h_fw.d.next = self.n_fw[n].val();
                self.h_fany.d.next = self.n_fany[n].val();
            }
            self.h_same.d.next = self.h_go.val() & self.n_same.val();
            for i in 0..INFLIGHT {
                self.h_hit[i].d.next = self.n_hit[i].val();
            }
            if self.h_go.val() {
                self.h_hit[0].d.next = self.n_same.val();
                for i in 0..(INFLIGHT - 1) {
                    self.h_hit[i + 1].d.next = self.n_hit[i].val() & !self.n_same.val();
                }
            }
        }
        // ---- memory: the head's write on its controller
        self.m0_valid.next = self.h_go.val() & !self.h_ctrl.q.val();
        self.m1_valid.next = self.h_go.val() & self.h_ctrl.q.val();
        self.m0_addr.next = self.h_line.q.val();
        self.m1_addr.next = self.h_line.q.val();
        self.m0_wdata.next = self.wdata.val();
        self.m1_wdata.next = self.wdata.val();
        self.m0_wstrb.next = self.wstrb.val();
        self.m1_wstrb.next = self.wstrb.val();
        self.oc_wr.next = self.h_go.val() & self.h_oc.q.val();
        self.oc_table.next = self.h_table.q.val();
        self.oc_bucket.next = self.h_obk.q.val();
        // ---- the count read: the SRAM takes one every cycle
        self.rd_go.next = self.in_valid.val() & !self.fl.full.val();
        self.c_rd_valid.next = self.rd_go.val();
        self.c_rd_addr.next = self.line.val() >> self.cw_shift.val();
        self.in_slice.m_ready.next = self.rd_go.val();
        self.fl.write.next = self.rd_go.val();
        self.fl.data_in.next = bit_cast::<ENTRY_BITS, KEY_BITS>(self.in_key.val())
            | (bit_cast::<ENTRY_BITS, VALUE_BITS>(self.in_val.val()) << self.KEY_BITS.val())
            | (bit_cast::<ENTRY_BITS, 32>(self.line.val()) << self.slot_bits.val())
            | (bit_cast::<ENTRY_BITS, 1>(self.in_ctrl.val().into()) << self.ctl_off.val())
            | (bit_cast::<ENTRY_BITS, 2>(self.in_table.val().get_bits::<2>(0))
                << self.E_TABLE.val())
            | (bit_cast::<ENTRY_BITS, ONCHIP_BITS>(self.bucket.val().get_bits::<ONCHIP_BITS>(0))
                << self.E_OBK.val());
        // registers only: a tuple is in the slice, entered the FIFO last
        // cycle, is in the FIFO or in the head register
        self.wrote.d.next = self.fl.write.val();
        self.busy.next =
            self.in_slice.busy.val() | self.wrote.q.val() | !self.fl.empty.val() | self.h_v.q.val();
        if self.reset.val() | self.flush.val() {
            for i in 0..INFLIGHT {
                self.lab_v[i].d.next = false;
                self.h_hit[i].d.next = false;
            }
            self.h_fany.d.next = false;
            self.h_same.d.next = false;
        }
        if self.reset.val() {
            self.h_v.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mem_port::MemPort;
    use crate::tb::{bytes512, Bench, Pattern, Rng};
    use netjoin_proto::{bucket, bucket_of, Signature};
    use netjoin_sim::ddr::{Ddr, DdrTiming, MemReq};
    use netjoin_sim::sram::{CountSram, DEFAULT_LATENCY};

    /// The build unit wired to two memory ports (DDR side exposed) and to
    /// the count SRAM's pins.
    #[derive(LogicBlock, Default)]
    struct Harness {
        clock: Signal<In, Clock>,
        reset: Signal<In, Bit>,
        bucket_bits: Signal<In, Bits<5>>,
        onchip: Signal<In, Bits<4>>,
        dual: Signal<In, Bit>,
        oc_wr: Signal<Out, Bit>,
        oc_table: Signal<Out, Bits<2>>,
        oc_bucket: Signal<Out, Bits<ONCHIP_BITS>>,
        oc_data: Signal<Out, Bits<512>>,
        oc_strb: Signal<Out, Bits<64>>,
        tup_valid: Signal<In, Bit>,
        tup_key: Signal<In, Bits<64>>,
        tup_val: Signal<In, Bits<64>>,
        tup_table: Signal<In, Bits<8>>,
        tup_ready: Signal<Out, Bit>,
        ov_valid: Signal<Out, Bit>,
        ov_key: Signal<Out, Bits<64>>,
        ov_val: Signal<Out, Bits<64>>,
        ov_ready: Signal<In, Bit>,
        busy: Signal<Out, Bit>,
        req0_valid: Signal<Out, Bit>,
        req0_write: Signal<Out, Bit>,
        req0_addr: Signal<Out, Bits<32>>,
        req0_wdata: Signal<Out, Bits<512>>,
        req0_wstrb: Signal<Out, Bits<64>>,
        req0_ready: Signal<In, Bit>,
        req1_valid: Signal<Out, Bit>,
        req1_write: Signal<Out, Bit>,
        req1_addr: Signal<Out, Bits<32>>,
        req1_wdata: Signal<Out, Bits<512>>,
        req1_wstrb: Signal<Out, Bits<64>>,
        req1_ready: Signal<In, Bit>,
        c_rd_valid: Signal<Out, Bit>,
        c_rd_addr: Signal<Out, Bits<32>>,
        c_rsp_valid: Signal<In, Bit>,
        c_rsp_data: Signal<In, Bits<32>>,
        c_wr_valid: Signal<Out, Bit>,
        c_wr_addr: Signal<Out, Bits<32>>,
        c_wr_data: Signal<Out, Bits<32>>,
        bu: BuildUnit,
        p0: MemPort,
        p1: MemPort,
    }

    impl Logic for Harness {
        #[hdl_gen]
        fn update(&mut self) {
            clock!(self, clock, bu, p0, p1);
            self.bu.reset.next = self.reset.val();
            self.p0.reset.next = self.reset.val();
            self.p1.reset.next = self.reset.val();
            self.bu.flush.next = false;
            self.bu.go_en.next = true;
            self.bu.bucket_bits.next = self.bucket_bits.val();
            self.bu.dual.next = self.dual.val();
            self.bu.onchip.next = self.onchip.val();
            self.oc_wr.next = self.bu.oc_wr.val();
            self.oc_table.next = self.bu.oc_table.val();
            self.oc_bucket.next = self.bu.oc_bucket.val();
            self.oc_data.next = self.bu.m0_wdata.val();
            self.oc_strb.next = self.bu.m0_wstrb.val();
            self.bu.tup_valid.next = self.tup_valid.val();
            self.bu.tup_key.next = self.tup_key.val();
            self.bu.tup_val.next = self.tup_val.val();
            self.bu.tup_table.next = self.tup_table.val();
            self.tup_ready.next = self.bu.tup_ready.val();
            self.ov_valid.next = self.bu.ov_valid.val();
            self.ov_key.next = self.bu.ov_key.val();
            self.ov_val.next = self.bu.ov_val.val();
            self.bu.ov_ready.next = self.ov_ready.val();
            self.busy.next = self.bu.busy.val();
            self.p0.u_valid.next = self.bu.m0_valid.val();
            self.p0.u_write.next = true;
            self.p0.u_addr.next = self.bu.m0_addr.val();
            self.p0.u_wdata.next = self.bu.m0_wdata.val();
            self.p0.u_wstrb.next = self.bu.m0_wstrb.val();
            self.bu.m0_wready.next = self.p0.u_wready.val();
            self.p0.u_rpop.next = false;
            self.p1.u_valid.next = self.bu.m1_valid.val();
            self.p1.u_write.next = true;
            self.p1.u_addr.next = self.bu.m1_addr.val();
            self.p1.u_wdata.next = self.bu.m1_wdata.val();
            self.p1.u_wstrb.next = self.bu.m1_wstrb.val();
            self.bu.m1_wready.next = self.p1.u_wready.val();
            self.p1.u_rpop.next = false;
            self.req0_valid.next = self.p0.req_valid.val();
            self.req0_write.next = self.p0.req_write.val();
            self.req0_addr.next = self.p0.req_addr.val();
            self.req0_wdata.next = self.p0.req_wdata.val();
            self.req0_wstrb.next = self.p0.req_wstrb.val();
            self.p0.req_ready.next = self.req0_ready.val();
            self.p0.rsp_valid.next = false;
            self.p0.rsp_rdata.next = 0.into();
            self.req1_valid.next = self.p1.req_valid.val();
            self.req1_write.next = self.p1.req_write.val();
            self.req1_addr.next = self.p1.req_addr.val();
            self.req1_wdata.next = self.p1.req_wdata.val();
            self.req1_wstrb.next = self.p1.req_wstrb.val();
            self.p1.req_ready.next = self.req1_ready.val();
            self.p1.rsp_valid.next = false;
            self.p1.rsp_rdata.next = 0.into();
            self.c_rd_valid.next = self.bu.c_rd_valid.val();
            self.c_rd_addr.next = self.bu.c_rd_addr.val();
            self.bu.c_rsp_valid.next = self.c_rsp_valid.val();
            self.bu.c_rsp_data.next = self.c_rsp_data.val();
            self.c_wr_valid.next = self.bu.c_wr_valid.val();
            self.c_wr_addr.next = self.bu.c_wr_addr.val();
            self.c_wr_data.next = self.bu.c_wr_data.val();
        }
    }

    struct Outcome {
        cycles: u64,
        inserts_per_s: f64,
    }

    /// Runs `tuples` (table, key, value) through the unit and checks the
    /// memory image and the OVERFLOW stream against the protocol crate's
    /// `bucket::insert`, applied in input order, and every line's count in
    /// the SRAM against its status byte. The unit must never read the DDR.
    fn run(
        tuples: &[(u8, u64, u64)],
        bucket_bits: u8,
        dual: bool,
        ov_pat: Pattern,
        seed: u64,
    ) -> Outcome {
        run_with(tuples, bucket_bits, dual, ov_pat, seed, DEFAULT_LATENCY)
    }

    fn run_with(
        tuples: &[(u8, u64, u64)],
        bucket_bits: u8,
        dual: bool,
        ov_pat: Pattern,
        seed: u64,
        latency: u32,
    ) -> Outcome {
        run_placed(tuples, bucket_bits, dual, ov_pat, seed, latency, 0)
    }

    /// `run_with`, with the tables of `onchip` placed on chip (PROTOCOL.md
    /// §6.4): their buckets are the on-chip count's, and the unit reports
    /// each of their writes (`oc_*`), which, applied to a store per table,
    /// must give the table's lines of the memory image.
    fn run_placed(
        tuples: &[(u8, u64, u64)],
        bucket_bits: u8,
        dual: bool,
        ov_pat: Pattern,
        seed: u64,
        latency: u32,
        onchip: u8,
    ) -> Outcome {
        let sig = Signature::new(KEY_BYTES as u8, VALUE_BYTES as u16, TABLES as u8).unwrap();
        let geom = sig.geometry();
        let lines = TABLES << bucket_bits;
        let conf = netjoin_proto::ConfigureQuery {
            token: 0,
            bucket_bits,
            num_sources: 1,
            max_payload: 1474,
            sink: netjoin_proto::Mac::local(0),
            routing: netjoin_proto::ResultRouting::Sink,
            shape: netjoin_proto::ResultShape::Probe,
            filter_bits: 0,
            onchip,
            context: 0,
        };
        let mut stores: std::collections::HashMap<(usize, usize), [u8; 64]> = Default::default();
        let mut want = vec![0u8; lines * 64];
        let mut want_ov = Vec::new();
        for &(t, k, v) in tuples {
            let mut tup = k.to_be_bytes().to_vec();
            tup.extend(v.to_be_bytes());
            let b = bucket_of(&tup[..8], conf.table_bucket_bits(&sig, t as usize)) as usize;
            let off = (b * TABLES + t as usize) * 64;
            if !bucket::insert(&mut want[off..off + 64], geom, &tup) {
                want_ov.push((k, v));
            }
        }
        let mut h = Harness::default();
        let mut bench = Bench::new(&mut h, |u: &mut Harness, c| u.clock.next = c);
        let mut ddr = [
            Ddr::new(DdrTiming::default()),
            Ddr::new(DdrTiming::default()),
        ];
        let mut sram = CountSram::new(latency);
        let mut rng = Rng(seed);
        let (mut pos, mut got_ov, mut cycle, mut start) = (0usize, Vec::new(), 0u64, 0u64);
        loop {
            cycle += 1;
            assert!(cycle < 200_000, "stuck at tuple {pos}");
            let u = bench.uut();
            u.reset.next = cycle < 3;
            u.bucket_bits.next = (bucket_bits as u64).into();
            u.onchip.next = (onchip as u64).into();
            u.dual.next = dual;
            let feeding = cycle > 4 && pos < tuples.len();
            if cycle == 5 {
                start = cycle;
            }
            u.tup_valid.next = feeding;
            if pos < tuples.len() {
                let (t, k, v) = tuples[pos];
                u.tup_key.next = k.swap_bytes().into();
                u.tup_val.next = v.swap_bytes().into();
                u.tup_table.next = (t as u64).into();
            }
            u.ov_ready.next = ov_pat.on(cycle, &mut rng);
            u.req0_ready.next = ddr[0].req_ready();
            u.req1_ready.next = ddr[1].req_ready();
            let c = sram.response();
            u.c_rsp_valid.next = c.is_some();
            u.c_rsp_data.next = (c.unwrap_or(0) as u64).into();
            bench.settle();
            let u = bench.uut();
            if feeding && u.tup_ready.val() {
                pos += 1;
            }
            if u.ov_valid.val() && u.ov_ready.val() {
                got_ov.push((
                    u.ov_key.val().to_u64().swap_bytes(),
                    u.ov_val.val().to_u64().swap_bytes(),
                ));
            }
            if u.req0_valid.val() && ddr[0].req_ready() {
                assert!(u.req0_write.val(), "the build unit read the DDR");
                let a = u.req0_addr.val().to_u32();
                ddr[0].push(MemReq::write_strobed(
                    a,
                    bytes512(u.req0_wdata.val()),
                    u.req0_wstrb.val().to_u64(),
                ));
            }
            if u.req1_valid.val() && ddr[1].req_ready() {
                assert!(dual, "controller 1 used with one controller");
                assert!(u.req1_write.val(), "the build unit read the DDR");
                let a = u.req1_addr.val().to_u32();
                ddr[1].push(MemReq::write_strobed(
                    a,
                    bytes512(u.req1_wdata.val()),
                    u.req1_wstrb.val().to_u64(),
                ));
            }
            if u.c_rd_valid.val() {
                sram.read(u.c_rd_addr.val().to_u32());
            }
            if u.oc_wr.val() {
                let t = u.oc_table.val().index();
                assert!(
                    onchip >> t & 1 == 1,
                    "a write reported for table {t}, not on chip"
                );
                let line = stores
                    .entry((t, u.oc_bucket.val().index()))
                    .or_insert([0; 64]);
                let (d, s) = (bytes512(u.oc_data.val()), u.oc_strb.val().to_u64());
                for i in (0..64).filter(|i| s >> i & 1 == 1) {
                    line[i] = d[i];
                }
            }
            if u.c_wr_valid.val() {
                sram.write(u.c_wr_addr.val().to_u32(), u.c_wr_data.val().to_u32());
            }
            let done = pos == tuples.len() && !u.busy.val();
            bench.tick();
            ddr[0].tick();
            ddr[1].tick();
            sram.tick();
            if done && cycle > 5 {
                break;
            }
        }
        let cycles = cycle - start;
        for l in 0..lines {
            let (b, t) = (l / TABLES, l % TABLES);
            let c = if dual { (b + t) % 2 } else { 0 };
            let got = ddr[c].read_line(l as u32);
            assert_eq!(
                &got[..],
                &want[l * 64..l * 64 + 64],
                "line {l} (bucket {b}, table {t})"
            );
            assert_eq!(
                sram.count(l as u32, COUNT_BITS as u32),
                got[63] & 0x7F,
                "line {l}: the SRAM's count against the status byte"
            );
            if dual {
                assert_eq!(
                    ddr[1 - c].read_line(l as u32),
                    [0u8; 64],
                    "line {l} on the wrong controller"
                );
            }
        }
        assert_eq!(got_ov, want_ov, "OVERFLOW tuples");
        for t in (0..TABLES).filter(|t| onchip >> t & 1 == 1) {
            for b in 0..1usize << conf.table_bucket_bits(&sig, t) {
                let l = b * TABLES + t;
                let got = stores.get(&(t, b)).copied().unwrap_or([0; 64]);
                assert_eq!(
                    &got[..],
                    &want[l * 64..l * 64 + 64],
                    "table {t}'s store, bucket {b}"
                );
            }
        }
        assert!(
            onchip != 0 || stores.is_empty(),
            "writes reported for a store with no table on chip"
        );
        assert!(sram.idle(), "count reads left in flight");
        assert_eq!(
            ddr[0].stats().reads + ddr[1].stats().reads,
            0,
            "the build unit read the DDR"
        );
        Outcome {
            cycles,
            inserts_per_s: tuples.len() as f64 / cycles as f64 * 156.25e6,
        }
    }

    fn uniform(n: usize, rng: &mut Rng) -> Vec<(u8, u64, u64)> {
        (0..n)
            .map(|_| (rng.below(TABLES as u64) as u8, rng.next(), rng.next()))
            .collect()
    }

    #[test]
    fn build_uniform_keys_one_controller() {
        let mut rng = Rng(1);
        let t = uniform(1500, &mut rng);
        let o = run(&t, 10, false, Pattern::Full, 1);
        eprintln!(
            "build, uniform, 1 controller: {} cycles, {:.3e} inserts/s",
            o.cycles, o.inserts_per_s
        );
        // One controller takes the strobed writes at most a tuple a cycle;
        // with 2^10 buckets a table the rows mostly hit: 0.79 a cycle.
        assert!(
            o.cycles * 10 <= t.len() as u64 * 13,
            "{} cycles for {} tuples",
            o.cycles,
            t.len()
        );
    }

    #[test]
    fn build_uniform_keys_two_controllers() {
        let mut rng = Rng(2);
        let t = uniform(1500, &mut rng);
        let o = run(&t, 10, true, Pattern::Full, 2);
        eprintln!(
            "build, uniform, 2 controllers: {} cycles, {:.3e} inserts/s",
            o.cycles, o.inserts_per_s
        );
        // A tuple a cycle (each controller takes half of them).
        assert!(
            o.cycles <= t.len() as u64 + t.len() as u64 / 20 + 64,
            "{} cycles for {} tuples",
            o.cycles,
            t.len()
        );
    }

    #[test]
    fn build_uniform_keys_two_controllers_large_table() {
        // rtl-bench's table size (2^16 buckets per table): DDR rows mostly
        // miss, so the read latency, and the tuples in flight it takes, grow.
        let mut rng = Rng(8);
        let t = uniform(6000, &mut rng);
        let o = run(&t, 16, true, Pattern::Full, 8);
        eprintln!(
            "build, uniform, 2 controllers, 2^16 buckets: {} cycles, {:.3e} inserts/s",
            o.cycles, o.inserts_per_s
        );
        assert!(
            o.cycles <= t.len() as u64 + t.len() as u64 / 20 + 64,
            "{} cycles for {} tuples",
            o.cycles,
            t.len()
        );
    }

    #[test]
    fn build_skewed_keys_with_overflow_backpressure() {
        // 80% of tuples on 4 hot keys; small table, so buckets overflow.
        let mut rng = Rng(3);
        let t: Vec<_> = (0..1500)
            .map(|_| {
                let k = if rng.bit(80) {
                    rng.below(4)
                } else {
                    rng.next()
                };
                (rng.below(TABLES as u64) as u8, k, rng.next())
            })
            .collect();
        let o = run(&t, 6, false, Pattern::Random(40), 3);
        eprintln!(
            "build, skewed, 1 controller: {} cycles, {:.3e} inserts/s",
            o.cycles, o.inserts_per_s
        );
        // The OVERFLOW side is ready 40 % of the cycles and most tuples
        // overflow: that, not the unit, sets the pace (2.2 cycles a tuple).
        assert!(
            o.cycles * 2 <= t.len() as u64 * 5,
            "{} cycles for {} tuples",
            o.cycles,
            t.len()
        );
        run(&t, 6, true, Pattern::Burst(2, 3), 4);
    }

    #[test]
    fn build_hazard_stress_one_bucket() {
        // Thousands of back-to-back inserts into one bucket of one table.
        let mut rng = Rng(4);
        let t: Vec<_> = (0..3000).map(|i| (1u8, rng.next(), i as u64)).collect();
        let o = run(&t, 0, false, Pattern::Full, 5);
        eprintln!(
            "build, one bucket: {} cycles for {} inserts",
            o.cycles,
            t.len()
        );
        // Forwarding keeps a tuple a cycle through the hazards.
        assert!(
            o.cycles <= t.len() as u64 + t.len() as u64 / 20 + 64,
            "{} cycles for {} tuples",
            o.cycles,
            t.len()
        );
    }

    #[test]
    fn build_hazard_stress_groups_of_four() {
        // Runs of 4 tuples per bucket (3 slots + 1 overflow), back to back,
        // so every slot insert depends on the one just before it.
        let mut rng = Rng(5);
        let bits = 8u8;
        let mut t = Vec::new();
        while t.len() < 2000 {
            let table = rng.below(TABLES as u64) as u8;
            let k0 = rng.next();
            let b = bucket_of(&k0.to_be_bytes(), bits);
            let mut n = 0;
            while n < 4 {
                let k = rng.next();
                if bucket_of(&k.to_be_bytes(), bits) == b {
                    t.push((table, k, rng.next()));
                    n += 1;
                }
            }
        }
        run(&t, bits, false, Pattern::Full, 6);
        run(&t, bits, true, Pattern::Full, 7);
    }

    #[test]
    fn build_on_chip_tables_use_their_own_buckets_and_report_their_writes() {
        // 2^16 buckets a table, more than a store's: tables 0 and 2 go to
        // the store's fewer buckets, table 1 keeps the query's; enough keys
        // that on-chip buckets collide.
        let mut rng = Rng(21);
        let t = uniform(6000, &mut rng);
        const { assert!(ONCHIP_BITS < 16) };
        run_placed(
            &t,
            16,
            true,
            Pattern::Random(70),
            13,
            DEFAULT_LATENCY,
            0b101,
        );
        run_placed(&t, 9, false, Pattern::Full, 14, DEFAULT_LATENCY, 0b010);
    }

    #[test]
    fn build_a_tuple_a_cycle_whatever_the_count_latency() {
        // 2^16 buckets a table, two controllers: with the SRAM's latency
        // anywhere in what INFLIGHT covers, the unit inserts a tuple a cycle
        // (the DDR takes the strobed writes at half a tuple a cycle each).
        let mut rng = Rng(9);
        let t = uniform(3000, &mut rng);
        for latency in [1, DEFAULT_LATENCY, 30] {
            let o = run_with(&t, 16, true, Pattern::Full, 9, latency);
            eprintln!(
                "build, 2^16 buckets, count latency {latency}: {} cycles, {:.3e} inserts/s",
                o.cycles, o.inserts_per_s
            );
            assert!(
                o.cycles <= t.len() as u64 + t.len() as u64 / 20 + 64,
                "latency {latency}: {} cycles for {} tuples",
                o.cycles,
                t.len()
            );
        }
    }

    #[test]
    fn build_hazards_with_a_slow_and_a_fast_count_memory() {
        // One count word holds 16 lines: back-to-back inserts into lines of
        // one word, and into one bucket, forwarded over the longest and the
        // shortest latency.
        let mut rng = Rng(10);
        let t: Vec<_> = (0..1200)
            .map(|_| (rng.below(TABLES as u64) as u8, rng.next(), rng.next()))
            .collect();
        for latency in [1, 31] {
            run_with(&t, 2, true, Pattern::Random(60), 11, latency);
            run_with(&t, 4, false, Pattern::Full, 12, latency);
        }
    }
}
