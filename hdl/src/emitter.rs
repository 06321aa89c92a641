//! Emitter: sends one tx port's output descriptors, in order, as AXI-Stream
//! frames. The switch has one per port, each with its own descriptor FIFO
//! and rings, so a back-pressured port stalls only itself while they have
//! room (docs/PROTOCOL.md §7.5).
//!
//! One frame at a time: the 5 header words from the descriptor (complete:
//! the sequence number was stamped on the way into the FIFO), then the
//! payload words from its ring (A: one word per entry; O, R, S: one
//! OVERFLOW, RESULT or SPILL tuple per entry), then zero padding up to 60
//! bytes. A descriptor is only pushed once all its payload words are in the
//! ring, so `tvalid` never drops inside a frame (10G MACs abort frames on
//! underrun); `tready` back-pressure of the port is honoured.
//!
//! Tuples that end in half a word (sig.rs `*_HALF`: k4v8's 12-byte
//! OVERFLOW and, at three tables, 44-byte RESULT and 212-byte SPILL
//! tuples; k4v4t3's 28-byte RESULT tuples with the probe's keys) are
//! packed back to back, two in an odd number of words: an entry that
//! starts a word sends its whole words and keeps its half word (`res`),
//! and the next entry is sent shifted by half a word behind it (`ph`). An
//! odd frame's last entry ends on its half word, sent with `tkeep` 0x0F.
//! Whether a frame packs is a constant of its ring (and, for RESULT
//! frames, of the descriptor's shape bit), so a signature whose tuples
//! are all whole words has no packing logic left after synthesis.

use super::framer::{O_BITS, R_BITS, S_BITS};
use super::layout::*;
use super::sig::*;
use rust_hdl::prelude::*;

/// An O, R or S entry behind the half word kept from the entry before it.
const OC_BITS: usize = O_BITS + 32;
const RC_BITS: usize = R_BITS + 32;
const SC_BITS: usize = S_BITS + 32;

/// Last word index of a ring entry of `bytes` (8W + 4, W >= 1: sig.rs)
/// that keeps its half word: its W whole words.
const fn half_last(bytes: usize) -> u64 {
    (bytes / 8 - 1) as u64
}
/// Where that half word starts in the entry (for a tuple of whole words,
/// whose frames never pack, a place inside the entry all the same).
const fn half_at(bytes: usize) -> u64 {
    ((bytes - 4) / 8 * 64) as u64
}
/// Bit 2 of the payload length in the descriptor's header: the frame
/// ends in half a word.
const PLEN_B2: usize = H_PAYLOAD_LEN_LO + 2;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct Emitter {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub dq_data: Signal<In, Bits<DQ_BITS>>,
    pub dq_empty: Signal<In, Bit>,
    pub dq_pop: Signal<Out, Bit>,
    pub ra_data: Signal<In, Bits<64>>,
    pub ra_empty: Signal<In, Bit>,
    pub ra_pop: Signal<Out, Bit>,
    pub ro_data: Signal<In, Bits<O_BITS>>,
    pub ro_empty: Signal<In, Bit>,
    pub ro_pop: Signal<Out, Bit>,
    pub rr_data: Signal<In, Bits<R_BITS>>,
    pub rr_empty: Signal<In, Bit>,
    pub rr_pop: Signal<Out, Bit>,
    pub rs_data: Signal<In, Bits<S_BITS>>,
    pub rs_empty: Signal<In, Bit>,
    pub rs_pop: Signal<Out, Bit>,
    pub tx_tready: Signal<In, Bit>,
    pub tx_tvalid: Signal<Out, Bit>,
    pub tx_tdata: Signal<Out, Bits<64>>,
    pub tx_tkeep: Signal<Out, Bits<8>>,
    pub tx_tlast: Signal<Out, Bit>,
    pub idle: Signal<Out, Bit>,
    busy: DFF<Bit>,
    d: DFF<Bits<DQ_BITS>>,
    beat: DFF<Bits<11>>,
    sub: DFF<Bits<6>>,
    words: Signal<Local, Bits<11>>,
    nb: Signal<Local, Bits<11>>,
    isp: Signal<Local, Bit>,
    ring: Signal<Local, Bits<2>>,
    sublast: Signal<Local, Bits<6>>,
    soff: Signal<Local, Bits<16>>,
    tail: Signal<Local, Bit>,
    off: Signal<Local, Bits<16>>,
    rempty: Signal<Local, Bit>,
    ok: Signal<Local, Bit>,
    last: Signal<Local, Bit>,
    rdy: Signal<Local, Bit>,
    hs: Signal<Local, Bit>,
    /// Half-word packing (see above): this frame packs, the entry is sent
    /// behind the kept half word, and that half word.
    gear: Signal<Local, Bit>,
    ph: DFF<Bit>,
    res: DFF<Bits<32>>,
    /// The head entry is the frame's last (from where the beat stands).
    fin: Signal<Local, Bit>,
    /// The head entry starts a word and is not the frame's last: it sends
    /// its whole words and keeps its half word.
    keep_half: Signal<Local, Bit>,
    ro_cat: Signal<Local, Bits<OC_BITS>>,
    rr_cat: Signal<Local, Bits<RC_BITS>>,
    rs_cat: Signal<Local, Bits<SC_BITS>>,
    /// OVERFLOW, RESULT (with and without the probe's keys) and SPILL
    /// tuples end in half a word.
    ol_half_c: Constant<Bit>,
    rl_half_c: Constant<Bit>,
    rl_payload_half_c: Constant<Bit>,
    sl_half_c: Constant<Bit>,
    /// Last word index of an OVERFLOW, RESULT and SPILL tuple.
    ol_c: Constant<Bits<6>>,
    rl_c: Constant<Bits<6>>,
    /// ... of a RESULT tuple without the probe's keys (descriptor `shape`).
    rl_payload_c: Constant<Bits<6>>,
    sl_c: Constant<Bits<6>>,
    /// Last word index of such an entry when it keeps its half word, and
    /// where that half word is.
    ol_kept_c: Constant<Bits<6>>,
    rl_kept_c: Constant<Bits<6>>,
    rl_payload_kept_c: Constant<Bits<6>>,
    sl_kept_c: Constant<Bits<6>>,
    o_res_at: Constant<Bits<16>>,
    r_res_at: Constant<Bits<16>>,
    r_payload_res_at: Constant<Bits<16>>,
    s_res_at: Constant<Bits<16>>,
    // protocol numbers and layouts used in expressions (layout.rs; Verilog localparams)
    D_WORDS: Constant<Bits<32>>,
    D_SHAPE: Constant<Bits<32>>,
    D_RING: Constant<Bits<32>>,
    RING_A: Constant<Bits<32>>,
    RING_O: Constant<Bits<32>>,
    RING_R: Constant<Bits<32>>,
    RING_S: Constant<Bits<32>>,
    PLEN_B2: Constant<Bits<32>>,
}

impl Default for Emitter {
    fn default() -> Self {
        Emitter {
            clock: Default::default(),
            reset: Default::default(),
            dq_data: Default::default(),
            dq_empty: Default::default(),
            dq_pop: Default::default(),
            ra_data: Default::default(),
            ra_empty: Default::default(),
            ra_pop: Default::default(),
            ro_data: Default::default(),
            ro_empty: Default::default(),
            ro_pop: Default::default(),
            rr_data: Default::default(),
            rr_empty: Default::default(),
            rr_pop: Default::default(),
            rs_data: Default::default(),
            rs_empty: Default::default(),
            rs_pop: Default::default(),
            tx_tready: Default::default(),
            tx_tvalid: Default::default(),
            tx_tdata: Default::default(),
            tx_tkeep: Default::default(),
            tx_tlast: Default::default(),
            idle: Default::default(),
            busy: Default::default(),
            d: Default::default(),
            beat: Default::default(),
            sub: Default::default(),
            words: Default::default(),
            nb: Default::default(),
            isp: Default::default(),
            ring: Default::default(),
            sublast: Default::default(),
            soff: Default::default(),
            tail: Default::default(),
            off: Default::default(),
            rempty: Default::default(),
            ok: Default::default(),
            last: Default::default(),
            rdy: Default::default(),
            hs: Default::default(),
            gear: Default::default(),
            ph: Default::default(),
            res: Default::default(),
            fin: Default::default(),
            keep_half: Default::default(),
            ro_cat: Default::default(),
            rr_cat: Default::default(),
            rs_cat: Default::default(),
            ol_half_c: Constant::new(BUILD_HALF),
            rl_half_c: Constant::new(RESULT_HALF),
            rl_payload_half_c: Constant::new(RESULT_PAYLOAD_HALF),
            sl_half_c: Constant::new(SPILL_HALF),
            ol_c: Constant::new(((BUILD_WORDS - 1) as u64).into()),
            rl_c: Constant::new(((RESULT_WORDS - 1) as u64).into()),
            rl_payload_c: Constant::new(((RESULT_PAYLOAD_WORDS - 1) as u64).into()),
            sl_c: Constant::new(((SPILL_WORDS - 1) as u64).into()),
            ol_kept_c: Constant::new(half_last(SLOT_BYTES).into()),
            rl_kept_c: Constant::new(half_last(RESULT_BYTES).into()),
            rl_payload_kept_c: Constant::new(half_last(RESULT_PAYLOAD_BYTES).into()),
            sl_kept_c: Constant::new(half_last(SPILL_BYTES).into()),
            o_res_at: Constant::new(half_at(SLOT_BYTES).into()),
            r_res_at: Constant::new(half_at(RESULT_BYTES).into()),
            r_payload_res_at: Constant::new(half_at(RESULT_PAYLOAD_BYTES).into()),
            s_res_at: Constant::new(half_at(SPILL_BYTES).into()),
            D_WORDS: lp(D_WORDS as u64),
            D_SHAPE: lp(D_SHAPE as u64),
            D_RING: lp(D_RING as u64),
            RING_A: lp(RING_A),
            RING_O: lp(RING_O),
            RING_R: lp(RING_R),
            RING_S: lp(RING_S),
            PLEN_B2: lp(PLEN_B2 as u64),
        }
    }
}

impl Logic for Emitter {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, busy, d, beat, sub, ph, res);
        self.idle.next = !self.busy.q.val();
        // ---- load the next descriptor
        self.dq_pop.next = false;
        if !self.busy.q.val() & !self.dq_empty.val() {
            self.dq_pop.next = true;
            self.busy.d.next = true;
            self.beat.d.next = 0.into();
            self.sub.d.next = 0.into();
            self.ph.d.next = false;
            self.d.d.next = self.dq_data.val();
        }
        // ---- send the current frame
        self.words.next = self.d.q.val().get_bits::<11>(D_WORDS);
        self.nb.next = self.words.val() + 5;
        if self.words.val() <= 2 {
            self.nb.next = 8.into();
        }
        self.ring.next = self.d.q.val().get_bits::<2>(D_RING);
        self.isp.next = (self.beat.q.val() >= 5) & (self.beat.q.val() < (self.words.val() + 5));
        self.off.next = 0.into();
        if self.beat.q.val() < 5 {
            self.off.next = bit_cast::<16, 11>(self.beat.q.val()) << 6;
        }
        // word `sub` of the ring's head entry; the entry is popped after its last word
        self.soff.next = bit_cast::<16, 6>(self.sub.q.val()) << 6;
        self.gear.next = false;
        if self.ring.val() == RING_O {
            self.gear.next = self.ol_half_c.val();
        }
        if self.ring.val() == RING_R {
            self.gear.next = self.rl_half_c.val();
            if self.d.q.val().get_bit(D_SHAPE) {
                self.gear.next = self.rl_payload_half_c.val();
            }
        }
        if self.ring.val() == RING_S {
            self.gear.next = self.sl_half_c.val();
        }
        // The head entry is the last when its last word is the frame's:
        // the payload ends at beat `words + 4`, and an entry that keeps its
        // half word after W whole words is followed by one of W + 1 beats
        // at least, so its last whole word is at beat `words + 2` or
        // before, the last entry's at `words + 3`.
        self.fin.next = self.beat.q.val() >= (self.words.val() + 3);
        self.keep_half.next = self.gear.val() & !self.ph.q.val() & !self.fin.val();
        self.rempty.next = self.ra_empty.val();
        self.sublast.next = 0.into();
        if self.ring.val() == RING_O {
            self.rempty.next = self.ro_empty.val();
            self.sublast.next = self.ol_c.val();
            if self.keep_half.val() {
                self.sublast.next = self.ol_kept_c.val();
            }
        }
        if self.ring.val() == RING_R {
            self.rempty.next = self.rr_empty.val();
            self.sublast.next = self.rl_c.val();
            if self.keep_half.val() {
                self.sublast.next = self.rl_kept_c.val();
            }
            if self.d.q.val().get_bit(D_SHAPE) {
                self.sublast.next = self.rl_payload_c.val();
                if self.keep_half.val() {
                    self.sublast.next = self.rl_payload_kept_c.val();
                }
            }
        }
        if self.ring.val() == RING_S {
            self.rempty.next = self.rs_empty.val();
            self.sublast.next = self.sl_c.val();
            if self.keep_half.val() {
                self.sublast.next = self.sl_kept_c.val();
            }
        }
        self.tail.next = self.sub.q.val() == self.sublast.val();
        self.ro_cat.next = (bit_cast::<OC_BITS, O_BITS>(self.ro_data.val()) << 32)
            | bit_cast::<OC_BITS, 32>(self.res.q.val());
        self.rr_cat.next = (bit_cast::<RC_BITS, R_BITS>(self.rr_data.val()) << 32)
            | bit_cast::<RC_BITS, 32>(self.res.q.val());
        self.rs_cat.next = (bit_cast::<SC_BITS, S_BITS>(self.rs_data.val()) << 32)
            | bit_cast::<SC_BITS, 32>(self.res.q.val());
        self.tx_tdata.next = 0.into();
        if self.beat.q.val() < 5 {
            self.tx_tdata.next = self.d.q.val().get_bits::<64>(self.off.val().index());
        }
        if self.isp.val() {
            self.tx_tdata.next = self.ra_data.val();
            if self.ring.val() == RING_O {
                self.tx_tdata.next = self.ro_data.val().get_bits::<64>(self.soff.val().index());
                if self.gear.val() & self.ph.q.val() {
                    self.tx_tdata.next = self.ro_cat.val().get_bits::<64>(self.soff.val().index());
                }
            }
            if self.ring.val() == RING_R {
                self.tx_tdata.next = self.rr_data.val().get_bits::<64>(self.soff.val().index());
                if self.gear.val() & self.ph.q.val() {
                    self.tx_tdata.next = self.rr_cat.val().get_bits::<64>(self.soff.val().index());
                }
            }
            if self.ring.val() == RING_S {
                self.tx_tdata.next = self.rs_data.val().get_bits::<64>(self.soff.val().index());
                if self.gear.val() & self.ph.q.val() {
                    self.tx_tdata.next = self.rs_cat.val().get_bits::<64>(self.soff.val().index());
                }
            }
        }
        self.ok.next = self.busy.q.val() & (!self.isp.val() | !self.rempty.val());
        self.last.next = self.beat.q.val() == (self.nb.val() - 1);
        self.tx_tlast.next = self.last.val();
        self.tx_tkeep.next = 0xFF.into();
        if self.last.val()
            & ((self.words.val() <= 2) | (self.gear.val() & self.d.q.val().get_bit(PLEN_B2)))
        {
            self.tx_tkeep.next = 0x0F.into();
        }
        self.rdy.next = self.tx_tready.val();
        self.tx_tvalid.next = self.ok.val();
        self.hs.next = self.ok.val() & self.rdy.val();
        self.ra_pop.next = false;
        self.ro_pop.next = false;
        self.rr_pop.next = false;
        self.rs_pop.next = false;
        if self.hs.val() {
            self.beat.d.next = self.beat.q.val() + 1;
            if self.isp.val() {
                self.sub.d.next = self.sub.q.val() + 1;
                if self.tail.val() {
                    self.sub.d.next = 0.into();
                    self.ra_pop.next = self.ring.val() == RING_A;
                    self.ro_pop.next = self.ring.val() == RING_O;
                    self.rr_pop.next = self.ring.val() == RING_R;
                    self.rs_pop.next = self.ring.val() == RING_S;
                    if self.gear.val() {
                        self.ph.d.next = self.keep_half.val();
                        if self.ring.val() == RING_O {
                            self.res.d.next = self
                                .ro_data
                                .val()
                                .get_bits::<32>(self.o_res_at.val().index());
                        }
                        if self.ring.val() == RING_R {
                            self.res.d.next = self
                                .rr_data
                                .val()
                                .get_bits::<32>(self.r_res_at.val().index());
                            if self.d.q.val().get_bit(D_SHAPE) {
                                self.res.d.next = self
                                    .rr_data
                                    .val()
                                    .get_bits::<32>(self.r_payload_res_at.val().index());
                            }
                        }
                        if self.ring.val() == RING_S {
                            self.res.d.next = self
                                .rs_data
                                .val()
                                .get_bits::<32>(self.s_res_at.val().index());
                        }
                    }
                }
            }
            if self.last.val() {
                self.busy.d.next = false;
            }
        }
        if self.reset.val() {
            self.busy.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, FrameCollector, Rng};
    use std::collections::VecDeque;

    /// A ring entry: `bytes` in lane order (byte i at bits 8i), the rest 0.
    fn entry<const N: usize>(bytes: &[u8]) -> Bits<N> {
        let mut e = Bits::<N>::default();
        for (i, chunk) in bytes.chunks(8).enumerate() {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            e.set_bits::<64>(64 * i, u64::from_le_bytes(w).into());
        }
        e
    }

    /// One frame to send: ring, shape bit, its tuples, the header bytes.
    struct Frame {
        ring: u64,
        shape: bool,
        tuples: Vec<Vec<u8>>,
        header: [u8; 40],
    }

    impl Frame {
        fn new(rng: &mut Rng, ring: u64, shape: bool, width: usize, n: usize) -> Frame {
            let tuples: Vec<Vec<u8>> = (0..n)
                .map(|_| (0..width).map(|_| rng.next() as u8).collect())
                .collect();
            let mut header = [0u8; 40];
            for b in header.iter_mut() {
                *b = rng.next() as u8;
            }
            let plen = (n * width) as u16;
            header[H_PAYLOAD_LEN / 8..H_PAYLOAD_LEN / 8 + 2].copy_from_slice(&plen.to_be_bytes());
            Frame {
                ring,
                shape,
                tuples,
                header,
            }
        }
        fn payload(&self) -> Vec<u8> {
            self.tuples.concat()
        }
        fn descriptor(&self) -> Bits<DQ_BITS> {
            let mut d = Bits::<DQ_BITS>::default();
            for (i, b) in self.header.iter().enumerate() {
                d.set_bits::<8>(8 * i, (*b as u64).into());
            }
            d.set_bits::<2>(D_RING, self.ring.into());
            d.set_bits::<11>(D_WORDS, (self.payload().len().div_ceil(8) as u64).into());
            d.replace_bit(D_SHAPE, self.shape)
        }
        /// The frame on the wire: header, the tuples back to back, zero
        /// padding to 60 bytes.
        fn wire(&self) -> Vec<u8> {
            let mut f = self.header.to_vec();
            f.extend(self.payload());
            f.resize(f.len().max(60), 0);
            f
        }
    }

    #[derive(Default)]
    struct Rings {
        a: VecDeque<Bits<64>>,
        o: VecDeque<Bits<O_BITS>>,
        r: VecDeque<Bits<R_BITS>>,
        s: VecDeque<Bits<S_BITS>>,
        dq: VecDeque<Bits<DQ_BITS>>,
    }

    impl Rings {
        /// The frame's tuples into its ring, then its descriptor (as the
        /// framer writes them).
        fn push(&mut self, f: &Frame) {
            for t in &f.tuples {
                match f.ring {
                    RING_A => self.a.push_back(entry(t)),
                    RING_O => self.o.push_back(entry(t)),
                    RING_R => self.r.push_back(entry(t)),
                    _ => self.s.push_back(entry(t)),
                }
            }
            self.dq.push_back(f.descriptor());
        }
        fn show(&self, u: &mut Emitter) {
            u.dq_empty.next = self.dq.is_empty();
            u.dq_data.next = self.dq.front().copied().unwrap_or_default();
            u.ra_empty.next = self.a.is_empty();
            u.ra_data.next = self.a.front().copied().unwrap_or_default();
            u.ro_empty.next = self.o.is_empty();
            u.ro_data.next = self.o.front().copied().unwrap_or_default();
            u.rr_empty.next = self.r.is_empty();
            u.rr_data.next = self.r.front().copied().unwrap_or_default();
            u.rs_empty.next = self.s.is_empty();
            u.rs_data.next = self.s.front().copied().unwrap_or_default();
        }
        fn pop(&mut self, u: &Emitter) {
            if u.dq_pop.val() {
                self.dq
                    .pop_front()
                    .expect("descriptor popped from an empty FIFO");
            }
            for (pop, q) in [
                (u.ra_pop.val(), self.a.len()),
                (u.ro_pop.val(), self.o.len()),
                (u.rr_pop.val(), self.r.len()),
                (u.rs_pop.val(), self.s.len()),
            ] {
                assert!(!pop || q > 0, "an empty ring popped");
            }
            if u.ra_pop.val() {
                self.a.pop_front();
            }
            if u.ro_pop.val() {
                self.o.pop_front();
            }
            if u.rr_pop.val() {
                self.r.pop_front();
            }
            if u.rs_pop.val() {
                self.s.pop_front();
            }
        }
        fn is_empty(&self) -> bool {
            self.a.is_empty()
                && self.o.is_empty()
                && self.r.is_empty()
                && self.s.is_empty()
                && self.dq.is_empty()
        }
    }

    /// Sends `frames` (all queued before the first cycle) with `tready` up
    /// with probability `ready`/100; returns the frames on the wire. Checks
    /// that `tvalid` never drops inside a frame, `tkeep` is contiguous and
    /// partial only on the last beat, and every ring ends empty.
    fn send(frames: &[Frame], ready: u64, seed: u64) -> Vec<Vec<u8>> {
        let mut u = Emitter::default();
        let mut b = Bench::new(&mut u, |u: &mut Emitter, c| u.clock.next = c);
        let mut rng = Rng(seed);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        let mut rings = Rings::default();
        for f in frames {
            rings.push(f);
        }
        let mut wire = FrameCollector::default();
        let mut in_frame = false;
        for cycle in 0..200_000 {
            if rings.is_empty() && b.uut().idle.val() {
                break;
            }
            assert!(
                cycle < 199_999,
                "stuck with {} frames sent",
                wire.frames.len()
            );
            rings.show(b.uut());
            b.uut().tx_tready.next = rng.below(100) < ready;
            b.settle();
            let u = b.uut();
            assert!(
                !in_frame || u.tx_tvalid.val(),
                "cycle {cycle}: tvalid dropped inside frame {}",
                wire.frames.len()
            );
            if u.tx_tvalid.val() && u.tx_tready.val() {
                let keep = u.tx_tkeep.val().to_u64() as u8;
                assert!(
                    keep == 0xFF || (u.tx_tlast.val() && keep.count_ones() == keep.trailing_ones()),
                    "cycle {cycle}: tkeep {keep:#x}"
                );
                wire.push(u.tx_tdata.val().to_u64(), keep, u.tx_tlast.val());
                in_frame = !u.tx_tlast.val();
            }
            rings.pop(u);
            b.tick();
        }
        assert!(rings.is_empty(), "entries left in the rings");
        wire.frames
    }

    /// Frames of every ring and shape, 1 to 9 tuples (odd counts end in
    /// half a word when the tuples do), and with `jumbo` a jumbo-sized one
    /// of each.
    fn all_shapes(rng: &mut Rng, jumbo: bool) -> Vec<Frame> {
        let shapes = [
            (RING_A, false, 8),
            (RING_O, false, SLOT_BYTES),
            (RING_R, false, RESULT_BYTES),
            (RING_R, true, RESULT_PAYLOAD_BYTES),
            (RING_S, false, SPILL_BYTES),
        ];
        let mut frames = Vec::new();
        for n in 1..=9 {
            for &(ring, shape, width) in &shapes {
                frames.push(Frame::new(rng, ring, shape, width, n));
            }
        }
        if jumbo {
            for &(ring, shape, width) in &shapes {
                frames.push(Frame::new(rng, ring, shape, width, 8974 / width));
            }
        }
        frames
    }

    #[test]
    fn every_ring_and_shape_goes_out_back_to_back_and_padded() {
        // the jumbo frames only at full rate (the simulation's time)
        for (ready, seed, jumbo) in [(100, 1, true), (60, 2, false), (15, 3, false)] {
            let frames = all_shapes(&mut Rng(41 + seed), jumbo);
            let want: Vec<Vec<u8>> = frames.iter().map(Frame::wire).collect();
            let got = send(&frames, ready, seed);
            assert_eq!(got.len(), want.len(), "tready {ready}%");
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                assert!(
                    g == w,
                    "tready {ready}%: frame {i} (ring {}, shape {}, {} tuples) differs: {} bytes sent, {} expected",
                    frames[i].ring,
                    frames[i].shape,
                    frames[i].tuples.len(),
                    g.len(),
                    w.len()
                );
            }
        }
    }

    #[test]
    fn a_frame_takes_a_beat_per_word_at_full_rate() {
        // OVERFLOW and SPILL frames of 2..6 tuples: header, the payload's
        // words rounded up, no bubble (packing costs no cycle)
        let mut rng = Rng(43);
        for (ring, width) in [(RING_O, SLOT_BYTES), (RING_S, SPILL_BYTES)] {
            for n in 2..=6 {
                let f = [Frame::new(&mut rng, ring, false, width, n)];
                let mut u = Emitter::default();
                let mut b = Bench::new(&mut u, |u: &mut Emitter, c| u.clock.next = c);
                b.uut().reset.next = true;
                b.tick();
                b.uut().reset.next = false;
                let mut rings = Rings::default();
                rings.push(&f[0]);
                let mut beats = 0;
                let mut first = None;
                for cycle in 0..4000 {
                    rings.show(b.uut());
                    b.uut().tx_tready.next = true;
                    b.settle();
                    let u = b.uut();
                    if u.tx_tvalid.val() {
                        first.get_or_insert(cycle);
                        beats += 1;
                        if u.tx_tlast.val() {
                            assert_eq!(
                                cycle + 1 - first.unwrap(),
                                beats,
                                "ring {ring}, {n} tuples: a bubble"
                            );
                            break;
                        }
                    }
                    rings.pop(u);
                    b.tick();
                }
                let words = (n * width).div_ceil(8).max(3);
                assert_eq!(beats, 5 + words, "ring {ring}, {n} tuples");
            }
        }
    }

    #[test]
    fn emitter_verilog_generates() {
        let mut u = Emitter::default();
        u.connect_all();
        let v = generate_verilog(&u);
        assert!(v.contains("module top") && v.contains("rs_cat"));
    }
}
