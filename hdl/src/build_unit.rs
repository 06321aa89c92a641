//! Build unit: pipelined read-modify-write of one-line buckets.
//!
//! Per tuple: hash the key, pick bucket `h mod 2^bits` of the tuple's table
//! (line `b·T + t`, controller `(b + t) mod 2` with two controllers), issue
//! the read, and park the tuple in an in-flight FIFO (up to `INFLIGHT`).
//! From the FIFO the oldest tuple moves into the head register; in the same
//! cycle its line is compared with the look-ahead buffer (the last
//! `INFLIGHT` lines written, at most one entry per line) and the matching
//! entry, if any, is kept as a one-hot register. When the head's read
//! returns (in order per controller), its bucket is that entry's line, else
//! the memory's answer. The insert (first free slot, or set the overflow bit
//! and emit the tuple as OVERFLOW, PROTOCOL.md §7.1) is one combinational
//! step, the write is issued in the same cycle and the new line enters the
//! look-ahead buffer at entry 0, replacing the entry it matched, so
//! back-to-back inserts into one bucket never stall.
//!
//! Two stages, so that no cycle both compares and selects (docs/HDL.md §4,
//! longest paths): the compare of the next tuple (stage A) happens while the
//! head (stage B) completes; when the head writes in that cycle, the next
//! tuple's match moves down one entry with the buffer, or becomes entry 0
//! if both have the same line.
//!
//! Why INFLIGHT entries suffice: when a tuple's read is issued, at most
//! INFLIGHT tuples are older and in flight (INFLIGHT - 1 in the FIFO and one
//! in the head register), so at most that many writes happen between its
//! read and its use; the newest of them to its line is at entry
//! INFLIGHT - 1 or below when it is used, and any older write reached the
//! in-order controller before the read.

use super::fifo::Fifo;
use super::hash::HashUnit;
use super::reg_slice::RegSlice;
use super::sig::*;
use rust_hdl::prelude::*;

/// Tuples in the in-flight FIFO, and entries of the look-ahead buffer (the
/// head register holds one tuple more). Little's law: the DDR model reaches
/// its RMW ceiling with ~32 reads in flight per controller (rtl-bench's
/// reference loop), so two controllers need ~64; 16 kept the unit at ~0.37
/// inserts per cycle.
pub const INFLIGHT: usize = 64;
// The in-flight FIFO (`fl`) holds 64 entries.
const _: () = assert!(INFLIGHT <= 64);
/// In-flight entry: key | value | line (32) | controller (1).
const ENTRY_BITS: usize = SLOT_BITS + 32 + 1;
/// A tuple in the input slice: key | value | table (8).
const IN_BITS: usize = SLOT_BITS + 8;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (sig.rs)
pub struct BuildUnit {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// Invalidates the look-ahead buffer (CONFIGURE rewrote the memory).
    pub flush: Signal<In, Bit>,
    pub bucket_bits: Signal<In, Bits<5>>,
    pub dual: Signal<In, Bit>,
    /// Lets the head tuple complete (insert or overflow). The framer holds it
    /// low between input frames so every completion is counted in its frame.
    pub go_en: Signal<In, Bit>,
    // tuples in
    pub tup_valid: Signal<In, Bit>,
    pub tup_key: Signal<In, Bits<64>>,
    pub tup_val: Signal<In, Bits<VALUE_BITS>>,
    pub tup_table: Signal<In, Bits<8>>,
    pub tup_ready: Signal<Out, Bit>,
    // overflow tuples out (key word, value word)
    pub ov_valid: Signal<Out, Bit>,
    pub ov_key: Signal<Out, Bits<64>>,
    pub ov_val: Signal<Out, Bits<VALUE_BITS>>,
    pub ov_ready: Signal<In, Bit>,
    /// Pulses: a tuple stored / a tuple overflowed.
    pub inserted: Signal<Out, Bit>,
    pub overflowed: Signal<Out, Bit>,
    pub busy: Signal<Out, Bit>,
    // memory, controller 0 and 1
    pub m0_valid: Signal<Out, Bit>,
    pub m0_write: Signal<Out, Bit>,
    pub m0_addr: Signal<Out, Bits<32>>,
    pub m0_wdata: Signal<Out, Bits<512>>,
    pub m0_ready: Signal<In, Bit>,
    /// The controller takes a write (no read credit needed).
    pub m0_wready: Signal<In, Bit>,
    pub m0_rdata: Signal<In, Bits<512>>,
    pub m0_rempty: Signal<In, Bit>,
    pub m0_rpop: Signal<Out, Bit>,
    pub m1_valid: Signal<Out, Bit>,
    pub m1_write: Signal<Out, Bit>,
    pub m1_addr: Signal<Out, Bits<32>>,
    pub m1_wdata: Signal<Out, Bits<512>>,
    pub m1_ready: Signal<In, Bit>,
    pub m1_wready: Signal<In, Bit>,
    pub m1_rdata: Signal<In, Bits<512>>,
    pub m1_rempty: Signal<In, Bit>,
    pub m1_rpop: Signal<Out, Bit>,
    // internals
    /// The input passes a register slice, so `tup_ready` is a register: the
    /// look-ahead search that decides whether a read can go this cycle ends
    /// here, not in the engine (docs/HDL.md §4, longest paths).
    in_slice: RegSlice<Bits<IN_BITS>>,
    in_valid: Signal<Local, Bit>,
    in_key: Signal<Local, Bits<64>>,
    in_val: Signal<Local, Bits<VALUE_BITS>>,
    in_table: Signal<Local, Bits<8>>,
    hash: HashUnit,
    fl: Fifo<Bits<ENTRY_BITS>, 6, 7>,
    /// A tuple entered the in-flight FIFO last cycle (its `empty` shows it
    /// a cycle later): part of `busy`, which must not depend on this
    /// cycle's look-ahead search (docs/HDL.md §4, longest paths).
    wrote: DFF<Bit>,
    lab_v: [DFF<Bit>; INFLIGHT],
    lab_a: [DFF<Bits<32>>; INFLIGHT],
    lab_d: [DFF<Bits<512>>; INFLIGHT],
    bucket: Signal<Local, Bits<32>>,
    /// The bucket mask `(1 << bucket_bits) - 1`, a register: `bucket_bits`
    /// changes only at CONFIGURE, long before the query's first build
    /// tuple, so the mask's shift and subtract are not on the path to the
    /// line address and the controller it picks (docs/HDL.md §4, longest
    /// paths).
    bmask: DFF<Bits<32>>,
    line: Signal<Local, Bits<32>>,
    in_ctrl: Signal<Local, Bit>,
    /// The head register (stage B): valid, key, value, line, controller.
    h_v: DFF<Bit>,
    h_key: DFF<Bits<64>>,
    h_val: DFF<Bits<VALUE_BITS>>,
    h_line: DFF<Bits<32>>,
    h_ctrl: DFF<Bit>,
    /// `h_hit[i]`: look-ahead entry i holds the head's line (at most one
    /// does: an entry is dropped when its line is written again).
    h_hit: [DFF<Bit>; INFLIGHT],
    h_have: Signal<Local, Bit>,
    h_go: Signal<Local, Bit>,
    h_rdy: Signal<Local, Bit>,
    /// The next tuple (stage A), at the FIFO's output.
    n_line: Signal<Local, Bits<32>>,
    /// It moves into the head register this cycle.
    n_load: Signal<Local, Bit>,
    /// Its line is the head's (which enters entry 0 if the head writes).
    n_same: Signal<Local, Bit>,
    /// `n_hit[i]`: look-ahead entry i holds the next tuple's line.
    n_hit: [Signal<Local, Bit>; INFLIGHT],
    slotl: Signal<Local, Bits<512>>,
    cur: Signal<Local, Bits<512>>,
    /// `fw[i]`: the OR of entries 0..i's lines, each masked by `h_hit`.
    /// One entry at most matches, so this is a select; OR is associative,
    /// so synthesis builds a tree, log2(64) levels (docs/HDL.md §4).
    fw: [Signal<Local, Bits<512>>; INFLIGHT + 1],
    /// Some entry matched: the OR of `h_hit`.
    fany: [Signal<Local, Bit>; INFLIGHT + 1],
    count: Signal<Local, Bits<7>>,
    newl: Signal<Local, Bits<512>>,
    shift: Signal<Local, Bits<10>>,
    shift32: Signal<Local, Bits<32>>,
    full: Signal<Local, Bit>,
    rd_go: Signal<Local, Bit>,
    tm0: Constant<Bits<32>>,
    tm1: Constant<Bits<32>>,
    tm2: Constant<Bits<32>>,
    slots: Constant<Bits<7>>,
    /// Ones over one slot.
    mslot: Constant<Bits<512>>,
    slot_bits: Constant<Bits<16>>,
    ctl_off: Constant<Bits<16>>,
    // offsets used in expressions (see sig.rs)
    SLOT_BITS: Constant<Bits<16>>,
    m8: Constant<Bits<512>>,
}

impl Default for BuildUnit {
    fn default() -> Self {
        let mut mslot = Bits::<512>::default();
        for w in 0..SLOT_BITS / 64 {
            mslot.set_bits::<64>(64 * w, u64::MAX.into());
        }
        BuildUnit {
            clock: Default::default(),
            reset: Default::default(),
            flush: Default::default(),
            bucket_bits: Default::default(),
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
            m0_write: Default::default(),
            m0_addr: Default::default(),
            m0_wdata: Default::default(),
            m0_ready: Default::default(),
            m0_wready: Default::default(),
            m0_rdata: Default::default(),
            m0_rempty: Default::default(),
            m0_rpop: Default::default(),
            m1_valid: Default::default(),
            m1_write: Default::default(),
            m1_addr: Default::default(),
            m1_wdata: Default::default(),
            m1_ready: Default::default(),
            m1_wready: Default::default(),
            m1_rdata: Default::default(),
            m1_rempty: Default::default(),
            m1_rpop: Default::default(),
            in_slice: Default::default(),
            in_valid: Default::default(),
            in_key: Default::default(),
            in_val: Default::default(),
            in_table: Default::default(),
            hash: Default::default(),
            fl: Default::default(),
            wrote: Default::default(),
            lab_v: std::array::from_fn(|_| Default::default()),
            lab_a: std::array::from_fn(|_| Default::default()),
            lab_d: std::array::from_fn(|_| Default::default()),
            bucket: Default::default(),
            bmask: Default::default(),
            line: Default::default(),
            in_ctrl: Default::default(),
            h_v: Default::default(),
            h_key: Default::default(),
            h_val: Default::default(),
            h_line: Default::default(),
            h_ctrl: Default::default(),
            h_hit: std::array::from_fn(|_| Default::default()),
            h_have: Default::default(),
            h_go: Default::default(),
            h_rdy: Default::default(),
            n_line: Default::default(),
            n_load: Default::default(),
            n_same: Default::default(),
            n_hit: std::array::from_fn(|_| Default::default()),
            slotl: Default::default(),
            cur: Default::default(),
            fw: std::array::from_fn(|_| Default::default()),
            fany: std::array::from_fn(|_| Default::default()),
            count: Default::default(),
            newl: Default::default(),
            shift: Default::default(),
            shift32: Default::default(),
            full: Default::default(),
            rd_go: Default::default(),
            tm0: Constant::new((if TABLES & 1 != 0 { 0xFFFF_FFFFu64 } else { 0 }).into()),
            tm1: Constant::new((if TABLES & 2 != 0 { 0xFFFF_FFFFu64 } else { 0 }).into()),
            tm2: Constant::new((if TABLES & 4 != 0 { 0xFFFF_FFFFu64 } else { 0 }).into()),
            slots: Constant::new((SLOTS as u64).into()),
            mslot: Constant::new(mslot),
            slot_bits: param(SLOT_BITS),
            ctl_off: param(SLOT_BITS + 32),
            SLOT_BITS: param(SLOT_BITS),
            m8: Constant::new(bit_cast::<512, 8>(0xFFu64.into())),
        }
    }
}

impl Logic for BuildUnit {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, fl, in_slice);
        dff_setup!(self, clock, wrote, h_v, h_key, h_val, h_line, h_ctrl, bmask);
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
        // ---- input slice
        self.in_slice.reset.next = self.reset.val();
        self.in_slice.s_valid.next = self.tup_valid.val();
        self.in_slice.s_data.next = bit_cast::<IN_BITS, 64>(self.tup_key.val())
            | (bit_cast::<IN_BITS, VALUE_BITS>(self.tup_val.val()) << 64)
            | (bit_cast::<IN_BITS, 8>(self.tup_table.val()) << self.slot_bits.val());
        self.tup_ready.next = self.in_slice.s_ready.val();
        self.in_valid.next = self.in_slice.m_valid.val();
        self.in_key.next = self.in_slice.m_data.val().get_bits::<64>(0);
        self.in_val.next = self.in_slice.m_data.val().get_bits::<VALUE_BITS>(64);
        self.in_table.next = self.in_slice.m_data.val().get_bits::<8>(SLOT_BITS);
        // ---- front: hash, address, read request
        self.hash.key.next = self.in_key.val();
        self.bmask.d.next = (bits::<32>(1) << self.bucket_bits.val()) - 1;
        self.bucket.next = self.hash.hash.val() & self.bmask.q.val();
        self.line.next = bit_cast::<32, 8>(self.in_table.val())
            + (self.bucket.val() & self.tm0.val())
            + ((self.bucket.val() << 1) & self.tm1.val())
            + ((self.bucket.val() << 2) & self.tm2.val());
        self.in_ctrl.next = self.dual.val() & (self.bucket.val().get_bit(0) ^ self.in_table.val().get_bit(0));
        // ---- stage B: the head tuple and its bucket
        self.h_have.next = self.h_v.q.val() & !self.h_ctrl.q.val() & !self.m0_rempty.val();
        self.cur.next = self.m0_rdata.val();
        if self.h_ctrl.q.val() {
            self.h_have.next = self.h_v.q.val() & !self.m1_rempty.val();
            self.cur.next = self.m1_rdata.val();
        }
        // Forwarding: the matching entry's line, an AND-OR select over a
        // one-hot register (the compare was made in stage A).
        self.fw[0].next = 0.into();
        self.fany[0].next = false;
        for i in 0..INFLIGHT {
            self.fw[i + 1].next = self.fw[i].val();
            if self.h_hit[i].q.val() {
                self.fw[i + 1].next = self.fw[i].val() | self.lab_d[i].q.val();
            }
            self.fany[i + 1].next = self.fany[i].val() | self.h_hit[i].q.val();
        }
        // (a one-value loop: rust-hdl evaluates array indices without Rust constants)
        for n in INFLIGHT..(INFLIGHT + 1) {
            if self.fany[n].val() {
                self.cur.next = self.fw[n].val();
            }
        }
        self.count.next = self.cur.val().get_bits::<7>(504);
        self.full.next = self.count.val() >= self.slots.val();
        // slot `count` starts at bit count * SLOT_BITS
        self.shift32.next = bit_cast::<16, 7>(self.count.val()) * self.slot_bits.val();
        self.shift.next = self.shift32.val().get_bits::<10>(0);
        self.slotl.next = (self.cur.val() & !(self.mslot.val() << self.shift.val()))
            | ((bit_cast::<512, 64>(self.h_key.q.val()) | (bit_cast::<512, VALUE_BITS>(self.h_val.q.val()) << 64)) << self.shift.val());
        self.newl.next = (self.slotl.val() & !(self.m8.val() << 504))
            | (bit_cast::<512, 8>(bit_cast::<8, 7>(self.count.val() + 1)
                | (bit_cast::<8, 1>(self.cur.val().get_bit(511).into()) << 7))
                << 504);
        if self.full.val() {
            self.newl.next = self.cur.val() | (bit_cast::<512, 8>(bits::<8>(0x80)) << 504);
        }
        // The write goes out when the response is there, the controller is
        // ready and (for an overflow) the OVERFLOW path can take the tuple.
        // Writes take no read credit: with up to INFLIGHT reads out on one
        // controller the head's write must still go, or nothing is popped.
        self.h_rdy.next = self.m0_wready.val();
        if self.h_ctrl.q.val() {
            self.h_rdy.next = self.m1_wready.val();
        }
        self.h_go.next = self.h_have.val() & self.h_rdy.val() & self.go_en.val() & (self.ov_ready.val() | !self.full.val());
        self.ov_valid.next = self.h_have.val() & self.full.val() & self.h_rdy.val() & self.go_en.val();
        self.ov_key.next = self.h_key.q.val();
        self.ov_val.next = self.h_val.q.val();
        self.inserted.next = self.h_go.val() & !self.full.val();
        self.overflowed.next = self.h_go.val() & self.full.val();
        self.m0_rpop.next = self.h_go.val() & !self.h_ctrl.q.val();
        self.m1_rpop.next = self.h_go.val() & self.h_ctrl.q.val();
        if self.h_go.val() {
            // The new line enters at 0 and the entry it matched (if any)
            // is dropped, so no line is in the buffer twice; the oldest
            // leaves at INFLIGHT - 1.
            for i in 0..(INFLIGHT - 1) {
                self.lab_v[i + 1].d.next = self.lab_v[i].q.val() & !self.h_hit[i].q.val();
                self.lab_a[i + 1].d.next = self.lab_a[i].q.val();
                self.lab_d[i + 1].d.next = self.lab_d[i].q.val();
            }
            self.lab_v[0].d.next = true;
            self.lab_a[0].d.next = self.h_line.q.val();
            self.lab_d[0].d.next = self.newl.val();
            self.h_v.d.next = false;
        }
        // ---- stage A: the next tuple enters the head register when it is
        // empty or completes this cycle, with its match in the buffer as
        // the buffer will be after this cycle's write.
        self.n_line.next = self.fl.data_out.val().get_bits::<32>(SLOT_BITS);
        self.n_load.next = !self.fl.empty.val() & (!self.h_v.q.val() | self.h_go.val());
        self.n_same.next = self.h_v.q.val() & (self.h_line.q.val() == self.n_line.val());
        for i in 0..INFLIGHT {
            self.n_hit[i].next = self.lab_v[i].q.val() & (self.lab_a[i].q.val() == self.n_line.val());
        }
        self.fl.read.next = self.n_load.val();
        if self.n_load.val() {
            self.h_v.d.next = true;
            self.h_key.d.next = self.fl.data_out.val().get_bits::<64>(0);
            self.h_val.d.next = self.fl.data_out.val().get_bits::<VALUE_BITS>(64);
            self.h_line.d.next = self.n_line.val();
            self.h_ctrl.d.next = self.fl.data_out.val().get_bit(SLOT_BITS + 32);
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
        // ---- memory requests: the head's write has priority on its controller
        self.m0_valid.next = false;
        self.m0_write.next = true;
        self.m0_addr.next = self.h_line.q.val();
        self.m0_wdata.next = self.newl.val();
        self.m1_valid.next = false;
        self.m1_write.next = true;
        self.m1_addr.next = self.h_line.q.val();
        self.m1_wdata.next = self.newl.val();
        self.rd_go.next = false;
        if self.h_go.val() {
            if self.h_ctrl.q.val() {
                self.m1_valid.next = true;
            } else {
                self.m0_valid.next = true;
            }
        }
        if self.in_valid.val() & !self.fl.full.val() {
            if self.in_ctrl.val() {
                if !(self.h_go.val() & self.h_ctrl.q.val()) {
                    self.m1_valid.next = true;
                    self.m1_write.next = false;
                    self.m1_addr.next = self.line.val();
                    self.rd_go.next = self.m1_ready.val();
                }
            } else if !(self.h_go.val() & !self.h_ctrl.q.val()) {
                self.m0_valid.next = true;
                self.m0_write.next = false;
                self.m0_addr.next = self.line.val();
                self.rd_go.next = self.m0_ready.val();
            }
        }
        self.in_slice.m_ready.next = self.rd_go.val();
        self.fl.write.next = self.rd_go.val();
        self.fl.data_in.next = bit_cast::<ENTRY_BITS, 64>(self.in_key.val())
            | (bit_cast::<ENTRY_BITS, VALUE_BITS>(self.in_val.val()) << 64)
            | (bit_cast::<ENTRY_BITS, 32>(self.line.val()) << self.slot_bits.val())
            | (bit_cast::<ENTRY_BITS, 1>(self.in_ctrl.val().into()) << self.ctl_off.val());
        // registers only: a tuple is in the slice, entered the FIFO last
        // cycle, is in the FIFO or in the head register
        self.wrote.d.next = self.fl.write.val();
        self.busy.next = self.in_slice.busy.val() | self.wrote.q.val() | !self.fl.empty.val() | self.h_v.q.val();
        if self.reset.val() | self.flush.val() {
            for i in 0..INFLIGHT {
                self.lab_v[i].d.next = false;
                self.h_hit[i].d.next = false;
            }
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
    use crate::tb::{bits512, bytes512, Bench, Pattern, Rng};
    use netjoin_proto::{bucket, bucket_of, Signature};
    use netjoin_sim::ddr::{Ddr, DdrTiming, MemReq};

    /// The build unit wired to two memory ports, DDR side exposed.
    #[derive(LogicBlock, Default)]
    struct Harness {
        clock: Signal<In, Clock>,
        reset: Signal<In, Bit>,
        bucket_bits: Signal<In, Bits<5>>,
        dual: Signal<In, Bit>,
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
        req0_ready: Signal<In, Bit>,
        rsp0_valid: Signal<In, Bit>,
        rsp0_rdata: Signal<In, Bits<512>>,
        req1_valid: Signal<Out, Bit>,
        req1_write: Signal<Out, Bit>,
        req1_addr: Signal<Out, Bits<32>>,
        req1_wdata: Signal<Out, Bits<512>>,
        req1_ready: Signal<In, Bit>,
        rsp1_valid: Signal<In, Bit>,
        rsp1_rdata: Signal<In, Bits<512>>,
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
            self.p0.u_write.next = self.bu.m0_write.val();
            self.p0.u_addr.next = self.bu.m0_addr.val();
            self.p0.u_wdata.next = self.bu.m0_wdata.val();
            self.bu.m0_ready.next = self.p0.u_ready.val();
            self.bu.m0_wready.next = self.p0.u_wready.val();
            self.bu.m0_rdata.next = self.p0.u_rdata.val();
            self.bu.m0_rempty.next = self.p0.u_rempty.val();
            self.p0.u_rpop.next = self.bu.m0_rpop.val();
            self.p1.u_valid.next = self.bu.m1_valid.val();
            self.p1.u_write.next = self.bu.m1_write.val();
            self.p1.u_addr.next = self.bu.m1_addr.val();
            self.p1.u_wdata.next = self.bu.m1_wdata.val();
            self.bu.m1_ready.next = self.p1.u_ready.val();
            self.bu.m1_wready.next = self.p1.u_wready.val();
            self.bu.m1_rdata.next = self.p1.u_rdata.val();
            self.bu.m1_rempty.next = self.p1.u_rempty.val();
            self.p1.u_rpop.next = self.bu.m1_rpop.val();
            self.req0_valid.next = self.p0.req_valid.val();
            self.req0_write.next = self.p0.req_write.val();
            self.req0_addr.next = self.p0.req_addr.val();
            self.req0_wdata.next = self.p0.req_wdata.val();
            self.p0.req_ready.next = self.req0_ready.val();
            self.p0.rsp_valid.next = self.rsp0_valid.val();
            self.p0.rsp_rdata.next = self.rsp0_rdata.val();
            self.req1_valid.next = self.p1.req_valid.val();
            self.req1_write.next = self.p1.req_write.val();
            self.req1_addr.next = self.p1.req_addr.val();
            self.req1_wdata.next = self.p1.req_wdata.val();
            self.p1.req_ready.next = self.req1_ready.val();
            self.p1.rsp_valid.next = self.rsp1_valid.val();
            self.p1.rsp_rdata.next = self.rsp1_rdata.val();
        }
    }

    struct Outcome {
        cycles: u64,
        inserts_per_s: f64,
    }

    /// Runs `tuples` (table, key, value) through the unit and checks the
    /// memory image and the OVERFLOW stream against the protocol crate's
    /// `bucket::insert`, applied in input order.
    fn run(tuples: &[(u8, u64, u64)], bucket_bits: u8, dual: bool, ov_pat: Pattern, seed: u64) -> Outcome {
        let sig = Signature::new(KEY_BYTES as u8, VALUE_BYTES as u16, TABLES as u8).unwrap();
        let geom = sig.geometry();
        let lines = TABLES << bucket_bits;
        let mut want = vec![0u8; lines * 64];
        let mut want_ov = Vec::new();
        for &(t, k, v) in tuples {
            let mut tup = k.to_be_bytes().to_vec();
            tup.extend(v.to_be_bytes());
            let b = bucket_of(&tup[..8], bucket_bits) as usize;
            let off = (b * TABLES + t as usize) * 64;
            if !bucket::insert(&mut want[off..off + 64], geom, &tup) {
                want_ov.push((k, v));
            }
        }
        let mut h = Harness::default();
        let mut bench = Bench::new(&mut h, |u: &mut Harness, c| u.clock.next = c);
        let mut ddr = [Ddr::new(DdrTiming::default()), Ddr::new(DdrTiming::default())];
        let mut rng = Rng(seed);
        let (mut pos, mut got_ov, mut cycle, mut start) = (0usize, Vec::new(), 0u64, 0u64);
        loop {
            cycle += 1;
            assert!(cycle < 200_000, "stuck at tuple {pos}");
            let u = bench.uut();
            u.reset.next = cycle < 3;
            u.bucket_bits.next = (bucket_bits as u64).into();
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
            let r0 = ddr[0].response().copied();
            let r1 = ddr[1].response().copied();
            u.rsp0_valid.next = r0.is_some();
            u.rsp0_rdata.next = bits512(&r0.unwrap_or([0; 64]));
            u.rsp1_valid.next = r1.is_some();
            u.rsp1_rdata.next = bits512(&r1.unwrap_or([0; 64]));
            bench.settle();
            let u = bench.uut();
            if feeding && u.tup_ready.val() {
                pos += 1;
            }
            if u.ov_valid.val() && u.ov_ready.val() {
                got_ov.push((u.ov_key.val().to_u64().swap_bytes(), u.ov_val.val().to_u64().swap_bytes()));
            }
            if u.req0_valid.val() && ddr[0].req_ready() {
                let a = u.req0_addr.val().to_u32();
                ddr[0].push(if u.req0_write.val() { MemReq::write(a, bytes512(u.req0_wdata.val())) } else { MemReq::read(a) });
            }
            if u.req1_valid.val() && ddr[1].req_ready() {
                assert!(dual, "controller 1 used with one controller");
                let a = u.req1_addr.val().to_u32();
                ddr[1].push(if u.req1_write.val() { MemReq::write(a, bytes512(u.req1_wdata.val())) } else { MemReq::read(a) });
            }
            let done = pos == tuples.len() && !u.busy.val();
            bench.tick();
            ddr[0].tick();
            ddr[1].tick();
            if done && cycle > 5 {
                break;
            }
        }
        let cycles = cycle - start;
        for l in 0..lines {
            let (b, t) = (l / TABLES, l % TABLES);
            let c = if dual { (b + t) % 2 } else { 0 };
            let got = ddr[c].read_line(l as u32);
            assert_eq!(&got[..], &want[l * 64..l * 64 + 64], "line {l} (bucket {b}, table {t})");
            if dual {
                assert_eq!(ddr[1 - c].read_line(l as u32), [0u8; 64], "line {l} on the wrong controller");
            }
        }
        assert_eq!(got_ov, want_ov, "OVERFLOW tuples");
        Outcome { cycles, inserts_per_s: tuples.len() as f64 / cycles as f64 * 156.25e6 }
    }

    fn uniform(n: usize, rng: &mut Rng) -> Vec<(u8, u64, u64)> {
        (0..n).map(|_| (rng.below(TABLES as u64) as u8, rng.next(), rng.next())).collect()
    }

    #[test]
    fn build_uniform_keys_one_controller() {
        let mut rng = Rng(1);
        let t = uniform(1500, &mut rng);
        let o = run(&t, 10, false, Pattern::Full, 1);
        eprintln!("build, uniform, 1 controller: {} cycles, {:.3e} inserts/s", o.cycles, o.inserts_per_s);
    }

    #[test]
    fn build_uniform_keys_two_controllers() {
        let mut rng = Rng(2);
        let t = uniform(1500, &mut rng);
        let o = run(&t, 10, true, Pattern::Full, 2);
        eprintln!("build, uniform, 2 controllers: {} cycles, {:.3e} inserts/s", o.cycles, o.inserts_per_s);
    }

    #[test]
    fn build_uniform_keys_two_controllers_large_table() {
        // rtl-bench's table size (2^16 buckets per table): DDR rows mostly
        // miss, so the read latency, and the tuples in flight it takes, grow.
        let mut rng = Rng(8);
        let t = uniform(6000, &mut rng);
        let o = run(&t, 16, true, Pattern::Full, 8);
        eprintln!("build, uniform, 2 controllers, 2^16 buckets: {} cycles, {:.3e} inserts/s", o.cycles, o.inserts_per_s);
    }

    #[test]
    fn build_skewed_keys_with_overflow_backpressure() {
        // 80% of tuples on 4 hot keys; small table, so buckets overflow.
        let mut rng = Rng(3);
        let t: Vec<_> = (0..1500)
            .map(|_| {
                let k = if rng.bit(80) { rng.below(4) } else { rng.next() };
                (rng.below(TABLES as u64) as u8, k, rng.next())
            })
            .collect();
        let o = run(&t, 6, false, Pattern::Random(40), 3);
        eprintln!("build, skewed, 1 controller: {} cycles, {:.3e} inserts/s", o.cycles, o.inserts_per_s);
        run(&t, 6, true, Pattern::Burst(2, 3), 4);
    }

    #[test]
    fn build_hazard_stress_one_bucket() {
        // Thousands of back-to-back inserts into one bucket of one table.
        let mut rng = Rng(4);
        let t: Vec<_> = (0..3000).map(|i| (1u8, rng.next(), i as u64)).collect();
        let o = run(&t, 0, false, Pattern::Full, 5);
        eprintln!("build, one bucket: {} cycles for {} inserts", o.cycles, t.len());
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
}
