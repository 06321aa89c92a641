//! Frame parser, one per port.
//!
//! Takes one 64-bit AXI-Stream word per cycle (no bubbles needed between
//! frames), keeps the 40-byte header in a register, stores the payload words
//! in a FIFO, and at `tlast` runs the structural checks of PROTOCOL.md §5.3
//! steps 1-3 (length, EtherType, version, opcode, size, destination MAC).
//! Every frame then yields one descriptor — header, length, verdict, number
//! of payload words stored — so the central engine sees frames in one commit
//! order and counts every frame and drop reason there (the counters must be
//! readable by READ_COUNTERS exactly as the model orders them). A dropped
//! frame's payload words are skipped by the engine, never interpreted.
//!
//! **Input buffer full.** A 10G MAC cannot be held mid-frame, so `rx_tready`
//! is always 1. A frame that finds the descriptor FIFO full when it starts,
//! or the payload FIFO full at one of its words, is dropped whole (PROTOCOL.md
//! §5.3 step 0, counter `drop_input_full`). Such drops are not lost from the
//! count: they ride on the port's next descriptor (`P_DROPS`), or on a
//! descriptor of their own (verdict `V_NO_FRAME`) as soon as the FIFO has
//! room and the line is idle, so the engine counts them at the same place in
//! the port's frame order as the model does. `rx_pause` asks the sender to
//! hold the next frame (802.3x PAUSE, honoured at frame boundaries) while the
//! buffers could not take a jumbo frame; a sender that honours it never
//! loses a frame here.
//!
//! Descriptor layout (`DESC_BITS` = 384):
//! * `[0, 320)` header bytes 0..40, byte i in bits 8i+7..8i (wire order);
//! * `[320, 336)` frame length in bytes (saturating);
//! * `[336, 340)` verdict: 0 = passed steps 1-3, 1 = bad frame (`tuser`),
//!   `V_NO_FRAME` = no frame, only drops to report, else the counter index
//!   (§8) of the drop reason;
//! * `[340, 352)` payload words stored in the payload FIFO for this frame;
//! * `[352, 384)` frames dropped whole before it (saturating).

// The length at a beat is a module of this one (parser.rs is compiled once,
// by this crate; the catalog crate uses it from here).
#[path = "frame_len.rs"]
pub mod frame_len;

use crate::bswap::ByteSwap;
use crate::fifo::{Fifo, WideSkipFifo, WIDE_BITS};
use crate::layout::*;
use frame_len::FrameLen;
use rust_hdl::prelude::*;

pub const DESC_BITS: usize = 384;
// The descriptor's fields (layout.rs) fill it: the drop count is its top word.
const _: () = assert!(super::layout::P_DROPS + 32 == DESC_BITS);
pub const HDR_BITS: usize = 320;
/// Most payload words stored per frame: a jumbo payload (8974 B) plus slack.
pub const MAX_PAYLOAD_WORDS: u64 = 1128;
/// Payload words the FIFO holds (`WideSkipFifo<12, _>`).
pub const PAYLOAD_FIFO_WORDS: u64 = 4096;
/// `rx_pause` is raised above this fill: a jumbo frame started while it is
/// low still fits, with slack for a sender that reacts a few cycles late.
pub const PAUSE_ABOVE_WORDS: u64 = PAYLOAD_FIFO_WORDS - MAX_PAYLOAD_WORDS - 64;
/// Descriptors the FIFO holds (`Fifo<_, 6, 7>`), and the fill that pauses:
/// a sender reacts at its next frame start, so one more frame (and one
/// drop report) must still fit.
pub const DESC_FIFO_DEPTH: u64 = 64;
pub const PAUSE_AT_DESCS: u64 = DESC_FIFO_DEPTH - 2;

/// A length threshold `len > T` split for the per-beat flags: T = 8q + s
/// is exceeded iff the word count W > q, or W == q and the last beat keeps
/// a lane >= s.
#[derive(Clone, Copy)]
struct Threshold(u64);
impl Threshold {
    const fn q(self) -> u64 {
        self.0 / 8
    }
    /// Lanes s..8 (tkeep bits whose priority decode gives last_bytes > s).
    const fn lanes(self) -> u64 {
        (0xFF << (self.0 % 8)) & 0xFF
    }
}
const MIN_T: Threshold = Threshold(MIN_FRAME);
const MAX_T: Threshold = Threshold(MAX_FRAME);
/// `len < HEADER_BYTES` is `!(len > HEADER_BYTES - 1)`.
const HB_T: Threshold = Threshold(HEADER_BYTES - 1);
/// The header word that carries payload_len (whole, so `hdr_next` has it
/// at that word's beat).
const PLEN_WORD: u64 = (H_PAYLOAD_LEN / 64) as u64;
// The flags' "at" constants are q - 1; MAX_FRAME's "over" flag covers the
// saturated `len`. Up to PLEN_WORD's beat every frame is shorter than the
// header, so the remainder (set at that beat) is needed only from the next
// one, where it is plen + 8 (the parser's lane masks for it assume 8).
const _: () = assert!(MIN_T.q() >= 1 && HB_T.q() >= 1 && MAX_T.q() < 0x1FFF);
const _: () = assert!(
    H_PAYLOAD_LEN % 64 <= 48 && HB_T.q() > PLEN_WORD && HEADER_BYTES - 8 * (PLEN_WORD + 1) == 8
);

/// A MAC address as it sits in wire-order lanes (byte 0 in bits 7..0).
pub fn mac_lanes(mac: [u8; 6]) -> u64 {
    let mut w = [0u8; 8];
    w[..6].copy_from_slice(&mac);
    u64::from_le_bytes(w)
}

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct Parser {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // AXI-Stream in
    pub rx_tdata: Signal<In, Bits<64>>,
    pub rx_tkeep: Signal<In, Bits<8>>,
    pub rx_tvalid: Signal<In, Bit>,
    pub rx_tlast: Signal<In, Bit>,
    pub rx_tuser: Signal<In, Bit>,
    pub rx_tready: Signal<Out, Bit>,
    /// Flow control to the sender: hold the next frame (see the module doc).
    pub rx_pause: Signal<Out, Bit>,
    // descriptors out
    pub desc: Signal<Out, Bits<DESC_BITS>>,
    pub desc_valid: Signal<Out, Bit>,
    pub desc_pop: Signal<In, Bit>,
    // payload words out (first word fall through)
    pub pl_data: Signal<Out, Bits<64>>,
    pub pl_empty: Signal<Out, Bit>,
    /// The oldest `WIDE_WORDS` payload words (word j at bit 64j) and how many
    /// of them are stored, so the engine can take a whole tuple per cycle.
    pub pl_wide: Signal<Out, Bits<WIDE_BITS>>,
    pub pl_count: Signal<Out, Bits<13>>,
    pub pl_pop: Signal<In, Bit>,
    /// Discard `pl_skip_n` payload words at once (the rest of a frame).
    pub pl_skip: Signal<In, Bit>,
    pub pl_skip_n: Signal<In, Bits<13>>,
    /// Frames seen (for tests and statistics; wraps).
    pub frames_seen: Signal<Out, Bits<32>>,
    // state
    wc: DFF<Bits<16>>,
    stored: DFF<Bits<12>>,
    hdr: DFF<Bits<HDR_BITS>>,
    seen: DFF<Bits<32>>,
    /// The frame being received is dropped whole (input buffer full).
    dropping: DFF<Bit>,
    /// The frame being received found the descriptor FIFO full: its drop
    /// can only be counted through `pending`.
    nodesc: DFF<Bit>,
    /// Frames dropped whole that no descriptor has reported yet.
    pending: DFF<Bits<32>>,
    // The verdict's length checks, prepared beat by beat so that the tlast
    // beat only matches `rx_tkeep` against registers (the 16-bit length
    // add and compares were the switch's longest path). Word count W is
    // `wc`, `len` = 8W + last_bytes; a threshold T = 8q + s is exceeded iff
    // W > q, or W == q and a lane >= s is kept (last_bytes > s).
    /// W > MIN_FRAME / 8, and W == MIN_FRAME / 8.
    min_over: DFF<Bit>,
    min_at: DFF<Bit>,
    /// The same for MAX_FRAME (still set once `len` saturates to 0xFFFF).
    max_over: DFF<Bit>,
    max_at: DFF<Bit>,
    /// The same for HEADER_BYTES - 1 (`len < HEADER_BYTES` is the negation).
    hb_over: DFF<Bit>,
    hb_at: DFF<Bit>,
    /// From the beat after payload_len arrives (W >= PLEN_WORD + 1): the
    /// remainder r = plen + HEADER_BYTES - 8W, meaningful while r >= 0, so
    /// that `len` vs `plen + HEADER_BYTES` is `last_bytes` vs r.
    rem: DFF<Bits<16>>,
    /// r < 0 (the frame is already longer than header + payload), r <= 0.
    rem_neg: DFF<Bit>,
    rem_le0: DFF<Bit>,
    /// Lanes i >= r (last_bytes > r iff one of them is kept; none if r > 7),
    /// and lanes i >= r - 1 (last_bytes < r iff none is kept; none if r > 8).
    gt_lanes: DFF<Bits<8>>,
    lt_lanes: DFF<Bits<8>>,
    /// The lane masks for r = 0..=8, indexed by r (the remainder after the
    /// beat: `rem` is r + 8 when they are set).
    rem_at: [Constant<Bits<16>>; 9],
    gt_mask: [Constant<Bits<8>>; 9],
    lt_mask: [Constant<Bits<8>>; 9],
    /// payload_len > MAX_PAYLOAD, taken with the word that carries it.
    plen_big: DFF<Bit>,
    pl: WideSkipFifo<12, 13>,
    dq: Fifo<Bits<DESC_BITS>, 6, 7>,
    sw_plen: ByteSwap<16>,
    flen: FrameLen,
    // combinational
    beat: Signal<Local, Bit>,
    hdr_next: Signal<Local, Bits<HDR_BITS>>,
    len: Signal<Local, Bits<16>>,
    plen: Signal<Local, Bits<16>>,
    opcode: Signal<Local, Bits<8>>,
    dst: Signal<Local, Bits<48>>,
    vcode: Signal<Local, Bits<4>>,
    len_long: Signal<Local, Bit>,
    len_short: Signal<Local, Bit>,
    len_over_min: Signal<Local, Bit>,
    len_over_max: Signal<Local, Bit>,
    len_under_hb: Signal<Local, Bit>,
    nd: Signal<Local, Bit>,
    dr: Signal<Local, Bit>,
    pl_want: Signal<Local, Bit>,
    drop_now: Signal<Local, Bit>,
    d_verdict: Signal<Local, Bits<4>>,
    d_drops: Signal<Local, Bits<32>>,
    pending_inc: Signal<Local, Bits<32>>,
    pause_words: Constant<Bits<13>>,
    pause_descs: Constant<Bits<7>>,
    pending_max: Constant<Bits<32>>,
    mac: Constant<Bits<48>>,
    bcast: Constant<Bits<48>>,
    max_words: Constant<Bits<12>>,
    wmask: Constant<Bits<HDR_BITS>>,
    // word counts and lane masks of the length thresholds (`Threshold`)
    min_q: Constant<Bits<16>>,
    min_q1: Constant<Bits<16>>,
    min_lanes: Constant<Bits<8>>,
    max_q: Constant<Bits<16>>,
    max_q1: Constant<Bits<16>>,
    max_lanes: Constant<Bits<8>>,
    hb_q: Constant<Bits<16>>,
    hb_q1: Constant<Bits<16>>,
    hb_lanes: Constant<Bits<8>>,
    plen_word: Constant<Bits<16>>,
    rem_start: Constant<Bits<16>>,
    // protocol numbers and layouts used in expressions (layout.rs; Verilog localparams)
    H_PAYLOAD_LEN: Constant<Bits<32>>,
    H_OPCODE: Constant<Bits<32>>,
    H_DST: Constant<Bits<32>>,
    H_VERSION: Constant<Bits<32>>,
    H_ETHERTYPE: Constant<Bits<32>>,
    HEADER_BYTES: Constant<Bits<32>>,
    MIN_FRAME: Constant<Bits<32>>,
    MAX_PAYLOAD: Constant<Bits<32>>,
    MAX_FRAME: Constant<Bits<32>>,
    OP_BUILD: Constant<Bits<32>>,
    OP_CONTROL_REPLY: Constant<Bits<32>>,
    OP_RESULT: Constant<Bits<32>>,
    OP_SPILL: Constant<Bits<32>>,
    OP_OVERFLOW: Constant<Bits<32>>,
    OP_ACK: Constant<Bits<32>>,
    VERSION: Constant<Bits<32>>,
    ETHERTYPE_LANES: Constant<Bits<32>>,
    C_LENGTH: Constant<Bits<32>>,
    C_TRUNCATED: Constant<Bits<32>>,
    C_OVERSIZED: Constant<Bits<32>>,
    C_OPCODE: Constant<Bits<32>>,
    C_VERSION: Constant<Bits<32>>,
    C_ETHERTYPE: Constant<Bits<32>>,
    C_DST_MAC: Constant<Bits<32>>,
    V_MAC_ERROR: Constant<Bits<32>>,
    P_LEN: Constant<Bits<32>>,
    P_VERDICT: Constant<Bits<32>>,
    P_STORED: Constant<Bits<32>>,
    P_DROPS: Constant<Bits<32>>,
    V_NO_FRAME: Constant<Bits<32>>,
}

impl Parser {
    pub fn new(mac: [u8; 6]) -> Parser {
        Parser {
            clock: Default::default(),
            reset: Default::default(),
            rx_tdata: Default::default(),
            rx_tkeep: Default::default(),
            rx_tvalid: Default::default(),
            rx_tlast: Default::default(),
            rx_tuser: Default::default(),
            rx_tready: Default::default(),
            rx_pause: Default::default(),
            desc: Default::default(),
            desc_valid: Default::default(),
            desc_pop: Default::default(),
            pl_data: Default::default(),
            pl_empty: Default::default(),
            pl_wide: Default::default(),
            pl_count: Default::default(),
            pl_pop: Default::default(),
            pl_skip: Default::default(),
            pl_skip_n: Default::default(),
            frames_seen: Default::default(),
            wc: Default::default(),
            stored: Default::default(),
            hdr: Default::default(),
            seen: Default::default(),
            dropping: Default::default(),
            nodesc: Default::default(),
            pending: Default::default(),
            min_over: Default::default(),
            min_at: Default::default(),
            max_over: Default::default(),
            max_at: Default::default(),
            hb_over: Default::default(),
            hb_at: Default::default(),
            rem: Default::default(),
            rem_neg: Default::default(),
            rem_le0: Default::default(),
            gt_lanes: Default::default(),
            lt_lanes: Default::default(),
            rem_at: std::array::from_fn(|r| Constant::new((r as u64 + 8).into())),
            gt_mask: std::array::from_fn(|r| Constant::new((0xFFu64 << r & 0xFF).into())),
            lt_mask: std::array::from_fn(|r| {
                Constant::new((if r == 0 { 0 } else { 0xFFu64 << (r - 1) & 0xFF }).into())
            }),
            plen_big: Default::default(),
            pl: Default::default(),
            dq: Default::default(),
            sw_plen: Default::default(),
            flen: Default::default(),
            beat: Default::default(),
            hdr_next: Default::default(),
            len: Default::default(),
            plen: Default::default(),
            opcode: Default::default(),
            dst: Default::default(),
            vcode: Default::default(),
            len_long: Default::default(),
            len_short: Default::default(),
            len_over_min: Default::default(),
            len_over_max: Default::default(),
            len_under_hb: Default::default(),
            nd: Default::default(),
            dr: Default::default(),
            pl_want: Default::default(),
            drop_now: Default::default(),
            d_verdict: Default::default(),
            d_drops: Default::default(),
            pending_inc: Default::default(),
            pause_words: Constant::new(PAUSE_ABOVE_WORDS.into()),
            pause_descs: Constant::new(PAUSE_AT_DESCS.into()),
            pending_max: Constant::new(0xFFFF_FFFFu64.into()),
            mac: Constant::new(mac_lanes(mac).into()),
            bcast: Constant::new(0xFFFF_FFFF_FFFFu64.into()),
            max_words: Constant::new(MAX_PAYLOAD_WORDS.into()),
            wmask: Constant::new(u64::MAX.into()),
            min_q: Constant::new(MIN_T.q().into()),
            min_q1: Constant::new((MIN_T.q() - 1).into()),
            min_lanes: Constant::new(MIN_T.lanes().into()),
            max_q: Constant::new(MAX_T.q().into()),
            max_q1: Constant::new((MAX_T.q() - 1).into()),
            max_lanes: Constant::new(MAX_T.lanes().into()),
            hb_q: Constant::new(HB_T.q().into()),
            hb_q1: Constant::new((HB_T.q() - 1).into()),
            hb_lanes: Constant::new(HB_T.lanes().into()),
            plen_word: Constant::new(PLEN_WORD.into()),
            rem_start: Constant::new((HEADER_BYTES - 8 * (PLEN_WORD + 1)).into()),
            H_PAYLOAD_LEN: lp(H_PAYLOAD_LEN as u64),
            H_OPCODE: lp(H_OPCODE as u64),
            H_DST: lp(H_DST as u64),
            H_VERSION: lp(H_VERSION as u64),
            H_ETHERTYPE: lp(H_ETHERTYPE as u64),
            HEADER_BYTES: lp(HEADER_BYTES),
            MIN_FRAME: lp(MIN_FRAME),
            MAX_PAYLOAD: lp(MAX_PAYLOAD),
            MAX_FRAME: lp(MAX_FRAME),
            OP_BUILD: lp(OP_BUILD),
            OP_CONTROL_REPLY: lp(OP_CONTROL_REPLY),
            OP_RESULT: lp(OP_RESULT),
            OP_SPILL: lp(OP_SPILL),
            OP_OVERFLOW: lp(OP_OVERFLOW),
            OP_ACK: lp(OP_ACK),
            VERSION: lp(VERSION),
            ETHERTYPE_LANES: lp(ETHERTYPE_LANES),
            C_LENGTH: lp(C_LENGTH),
            C_TRUNCATED: lp(C_TRUNCATED),
            C_OVERSIZED: lp(C_OVERSIZED),
            C_OPCODE: lp(C_OPCODE),
            C_VERSION: lp(C_VERSION),
            C_ETHERTYPE: lp(C_ETHERTYPE),
            C_DST_MAC: lp(C_DST_MAC),
            V_MAC_ERROR: lp(V_MAC_ERROR),
            P_LEN: lp(P_LEN as u64),
            P_VERDICT: lp(P_VERDICT as u64),
            P_STORED: lp(P_STORED as u64),
            P_DROPS: lp(P_DROPS as u64),
            V_NO_FRAME: lp(V_NO_FRAME),
        }
    }
}

impl Logic for Parser {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, wc, stored, hdr, seen, dropping, nodesc, pending, min_over, min_at,
            max_over, max_at, hb_over, hb_at, rem, rem_neg, rem_le0, gt_lanes, lt_lanes, plen_big
        );
        clock!(self, clock, pl, dq);
        self.pl.reset.next = self.reset.val();
        self.dq.reset.next = self.reset.val();
        self.frames_seen.next = self.seen.q.val();
        // A MAC cannot be held mid-frame: every beat is taken; a frame that
        // does not fit is dropped whole and counted (module doc).
        self.rx_tready.next = true;
        self.beat.next = self.rx_tvalid.val();
        self.rx_pause.next = (self.pl.count.val() > self.pause_words.val())
            | (self.dq.count.val() >= self.pause_descs.val());
        // Header capture: word w of the frame lands in bits 64w.. of hdr.
        self.hdr_next.next = self.hdr.q.val();
        if self.wc.q.val() == 0 {
            self.hdr_next.next = bit_cast::<HDR_BITS, 64>(self.rx_tdata.val());
        }
        if self.wc.q.val() == 1 {
            self.hdr_next.next = (self.hdr.q.val() & self.wmask.val())
                | (bit_cast::<HDR_BITS, 64>(self.rx_tdata.val()) << 64);
        }
        if self.wc.q.val() == 2 {
            self.hdr_next.next = (self.hdr.q.val() & !(self.wmask.val() << 128))
                | (bit_cast::<HDR_BITS, 64>(self.rx_tdata.val()) << 128);
        }
        if self.wc.q.val() == 3 {
            self.hdr_next.next = (self.hdr.q.val() & !(self.wmask.val() << 192))
                | (bit_cast::<HDR_BITS, 64>(self.rx_tdata.val()) << 192);
        }
        if self.wc.q.val() == 4 {
            self.hdr_next.next = (self.hdr.q.val() & !(self.wmask.val() << 256))
                | (bit_cast::<HDR_BITS, 64>(self.rx_tdata.val()) << 256);
        }
        // Bytes in the last beat and the frame's length (frame_len.rs).
        self.flen.words.next = self.wc.q.val();
        self.flen.tkeep.next = self.rx_tkeep.val();
        self.len.next = self.flen.len.val();
        self.sw_plen.inp.next = self.hdr_next.val().get_bits::<16>(H_PAYLOAD_LEN);
        self.plen.next = self.sw_plen.out.val();
        self.opcode.next = self.hdr_next.val().get_bits::<8>(H_OPCODE);
        self.dst.next = self.hdr_next.val().get_bits::<48>(H_DST);
        // The length checks from the registers prepared beat by beat (see
        // the fields): `len` > / < plen + HEADER_BYTES, > MIN_FRAME, >
        // MAX_FRAME, < HEADER_BYTES. The remainder and plen_big hold from
        // the beat after payload_len's word; on earlier beats the frame is
        // shorter than the header, which overrides every other check but
        // tuser. A payload_len > MAX_PAYLOAD (the remainder may have wrapped)
        // is oversized, which overrides the two remainder checks.
        self.len_long.next =
            self.rem_neg.q.val() | ((self.rx_tkeep.val() & self.gt_lanes.q.val()) != 0);
        self.len_short.next =
            !self.rem_le0.q.val() & ((self.rx_tkeep.val() & self.lt_lanes.q.val()) == 0);
        self.len_over_min.next = self.min_over.q.val()
            | (self.min_at.q.val() & ((self.rx_tkeep.val() & self.min_lanes.val()) != 0));
        self.len_over_max.next = self.max_over.q.val()
            | (self.max_at.q.val() & ((self.rx_tkeep.val() & self.max_lanes.val()) != 0));
        self.len_under_hb.next = !(self.hb_over.q.val()
            | (self.hb_at.q.val() & ((self.rx_tkeep.val() & self.hb_lanes.val()) != 0)));
        // Structural checks, in the order of PROTOCOL.md §5.3 steps 1-3.
        self.vcode.next = 0.into();
        if self.len_long.val() & self.len_over_min.val() {
            self.vcode.next = C_LENGTH.into();
        }
        if self.len_short.val() {
            self.vcode.next = C_TRUNCATED.into();
        }
        if self.plen_big.q.val() | self.len_over_max.val() {
            self.vcode.next = C_OVERSIZED.into();
        }
        if (self.opcode.val() < OP_BUILD) | (self.opcode.val() > OP_CONTROL_REPLY) {
            self.vcode.next = C_OPCODE.into();
        }
        if self.hdr_next.val().get_bits::<8>(H_VERSION) != VERSION {
            self.vcode.next = C_VERSION.into();
        }
        if self.hdr_next.val().get_bits::<16>(H_ETHERTYPE) != ETHERTYPE_LANES {
            self.vcode.next = C_ETHERTYPE.into();
        }
        if self.len_under_hb.val() {
            self.vcode.next = C_TRUNCATED.into();
        }
        if self.vcode.val() == 0 {
            if (self.dst.val() != self.mac.val()) & (self.dst.val() != self.bcast.val()) {
                self.vcode.next = C_DST_MAC.into();
            } else if (self.opcode.val() == OP_RESULT)
                | (self.opcode.val() == OP_SPILL)
                | (self.opcode.val() == OP_OVERFLOW)
                | (self.opcode.val() == OP_ACK)
                | (self.opcode.val() == OP_CONTROL_REPLY)
            {
                self.vcode.next = C_OPCODE.into();
            }
        }
        if self.rx_tuser.val() {
            self.vcode.next = V_MAC_ERROR.into();
        }
        // Input buffer full: a frame without a descriptor slot at its first
        // beat, or meeting a full payload FIFO, is dropped whole.
        self.nd.next = self.nodesc.q.val();
        self.dr.next = self.dropping.q.val();
        if self.wc.q.val() == 0 {
            self.nd.next = self.dq.full.val();
            self.dr.next = self.dq.full.val();
        }
        self.pl_want.next =
            self.beat.val() & (self.wc.q.val() >= 5) & (self.stored.q.val() < self.max_words.val());
        self.drop_now.next = self.dr.val() | (self.pl_want.val() & self.pl.full.val());
        self.pending_inc.next = self.pending.q.val();
        if self.pending.q.val() != self.pending_max.val() {
            self.pending_inc.next = self.pending.q.val() + 1;
        }
        // Payload words (word 5 on) go to the payload FIFO, up to a jumbo frame.
        self.pl.data_in.next = self.rx_tdata.val();
        self.pl.write.next = self.pl_want.val() & !self.drop_now.val();
        self.d_verdict.next = self.vcode.val();
        self.d_drops.next = self.pending.q.val();
        if self.drop_now.val() {
            self.d_verdict.next = V_NO_FRAME.into();
            self.d_drops.next = self.pending_inc.val();
        }
        if !self.beat.val() & (self.wc.q.val() == 0) {
            // between frames: a descriptor of its own for unreported drops
            self.d_verdict.next = V_NO_FRAME.into();
        }
        self.dq.write.next = false;
        self.dq.data_in.next = bit_cast::<DESC_BITS, HDR_BITS>(self.hdr_next.val())
            | (bit_cast::<DESC_BITS, 16>(self.len.val()) << self.P_LEN.val())
            | (bit_cast::<DESC_BITS, 4>(self.d_verdict.val()) << self.P_VERDICT.val())
            | (bit_cast::<DESC_BITS, 12>(
                self.stored.q.val() + bit_cast::<12, 1>(self.pl.write.val().into()),
            ) << self.P_STORED.val())
            | (bit_cast::<DESC_BITS, 32>(self.d_drops.val()) << self.P_DROPS.val());
        if !self.beat.val()
            & (self.wc.q.val() == 0)
            & (self.pending.q.val() != 0)
            & !self.dq.full.val()
        {
            self.dq.write.next = true;
            self.pending.d.next = 0.into();
        }
        if self.beat.val() {
            self.nodesc.d.next = self.nd.val();
            self.dropping.d.next = self.drop_now.val();
            self.hdr.d.next = self.hdr_next.val();
            if self.wc.q.val() != 0xFFFF {
                self.wc.d.next = self.wc.q.val() + 1;
            }
            if self.pl.write.val() {
                self.stored.d.next = self.stored.q.val() + 1;
            }
            // The length flags for the next beat (W + 1; W stays at 0xFFFF).
            self.min_over.d.next = self.wc.q.val() >= self.min_q.val();
            self.min_at.d.next = self.wc.q.val() == self.min_q1.val();
            self.max_over.d.next = self.wc.q.val() >= self.max_q.val();
            self.max_at.d.next = self.wc.q.val() == self.max_q1.val();
            self.hb_over.d.next = self.wc.q.val() >= self.hb_q.val();
            self.hb_at.d.next = self.wc.q.val() == self.hb_q1.val();
            // The remainder: set from payload_len as its word arrives, then
            // 8 less per beat; the lane masks for r in 0..=8 come from r + 8.
            if self.wc.q.val() == self.plen_word.val() {
                self.rem.d.next = self.plen.val() + self.rem_start.val();
                self.rem_neg.d.next = false;
                self.rem_le0.d.next = false;
                self.gt_lanes.d.next = 0.into();
                self.lt_lanes.d.next = 0.into();
                // r = plen + 8 (asserted with PLEN_WORD): only plen 0 gives r <= 8
                if self.plen.val() == 0 {
                    self.lt_lanes.d.next = 0x80.into();
                }
                self.plen_big.d.next = self.plen.val() > MAX_PAYLOAD;
            }
            if self.wc.q.val() > self.plen_word.val() {
                self.rem.d.next = self.rem.q.val() - 8;
                self.rem_neg.d.next = self.rem_neg.q.val() | (self.rem.q.val() < 8);
                self.rem_le0.d.next = self.rem_neg.q.val() | (self.rem.q.val() <= 8);
                self.gt_lanes.d.next = 0.into();
                self.lt_lanes.d.next = 0.into();
                for j in 0..9 {
                    if self.rem.q.val() == self.rem_at[j].val() {
                        self.gt_lanes.d.next = self.gt_mask[j].val();
                        self.lt_lanes.d.next = self.lt_mask[j].val();
                    }
                }
            }
            if self.rx_tlast.val() {
                if self.nd.val() {
                    self.pending.d.next = self.pending_inc.val();
                } else {
                    self.dq.write.next = true;
                    self.pending.d.next = 0.into();
                }
                self.dropping.d.next = false;
                self.nodesc.d.next = false;
                self.wc.d.next = 0.into();
                self.stored.d.next = 0.into();
                self.seen.d.next = self.seen.q.val() + 1;
                self.min_over.d.next = false;
                self.min_at.d.next = false;
                self.max_over.d.next = false;
                self.max_at.d.next = false;
                self.hb_over.d.next = false;
                self.hb_at.d.next = false;
            }
        }
        // Engine side.
        self.desc.next = self.dq.data_out.val();
        self.desc_valid.next = !self.dq.empty.val();
        self.dq.read.next = self.desc_pop.val();
        self.pl_data.next = self.pl.data_out.val();
        self.pl_empty.next = self.pl.empty.val();
        self.pl_wide.next = self.pl.data_wide.val();
        self.pl_count.next = self.pl.count.val();
        self.pl.read.next = self.pl_pop.val();
        self.pl.skip.next = self.pl_skip.val();
        self.pl.skip_n.next = self.pl_skip_n.val();
        if self.reset.val() {
            self.wc.d.next = 0.into();
            self.stored.d.next = 0.into();
            self.seen.d.next = 0.into();
            self.dropping.d.next = false;
            self.nodesc.d.next = false;
            self.pending.d.next = 0.into();
            self.min_over.d.next = false;
            self.min_at.d.next = false;
            self.max_over.d.next = false;
            self.max_at.d.next = false;
            self.hb_over.d.next = false;
            self.hb_at.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{beats, Bench, Pattern, Rng};
    use netjoin_proto::counters::Counter;
    use netjoin_proto::header::{Header, Mac, Opcode};
    use netjoin_proto::FrameBuilder;

    /// Test frames, each with whether the MAC marks it bad (`tuser`).
    type Frames = Vec<(Vec<u8>, bool)>;

    fn switch_mac() -> Mac {
        Mac::local(0xFFFF)
    }

    /// The reference verdict: PROTOCOL.md §5.3 steps 1-3 via the proto crate.
    fn reference(frame: &[u8]) -> u64 {
        match Header::parse(frame) {
            Err(r) => Counter::Dropped(r).index() as u64,
            Ok(h) => {
                if h.dst != switch_mac() && h.dst != Mac::BROADCAST {
                    C_DST_MAC
                } else if matches!(
                    h.opcode,
                    Opcode::Result
                        | Opcode::Spill
                        | Opcode::Overflow
                        | Opcode::Ack
                        | Opcode::ControlReply
                ) {
                    C_OPCODE
                } else {
                    0
                }
            }
        }
    }

    fn frame(op: Opcode, payload: &[u8]) -> Vec<u8> {
        let mut h = Header::new(op, switch_mac(), Mac::local(3));
        h.query_id = 7;
        h.seq = 0x0102_0304;
        h.tuple_count = (payload.len() / 16) as u16;
        h.token = 0x1122_3344_AABB_CCDD;
        FrameBuilder::encode(&h, payload)
    }

    /// A mix of legal and malformed frames, each kind at least once.
    fn corpus(rng: &mut Rng) -> Frames {
        let mut v: Frames = Vec::new();
        let pl = |n: usize, rng: &mut Rng| (0..n).map(|_| rng.next() as u8).collect::<Vec<u8>>();
        v.push((frame(Opcode::Build, &pl(0, rng)), false)); // minimum 60 B
        v.push((frame(Opcode::Build, &pl(16, rng)), false)); // padded to 60
        v.push((frame(Opcode::Probe, &pl(32, rng)), false));
        v.push((frame(Opcode::Build, &pl(1472, rng)), false));
        v.push((frame(Opcode::Build, &pl(8974, rng)), false)); // jumbo 9014 B
        let mut f = frame(Opcode::Build, &pl(8974, rng));
        f.push(0);
        v.push((f, false)); // 9015 B: oversized
        let mut f = frame(Opcode::Build, &pl(32, rng));
        f[28..30].copy_from_slice(&9000u16.to_be_bytes());
        v.push((f, false)); // payload_len > 8974: oversized
        v.push((frame(Opcode::Build, &pl(48, rng))[..39].to_vec(), false)); // < 40: truncated
        v.push((frame(Opcode::Build, &pl(48, rng))[..70].to_vec(), false)); // truncated payload
        let mut f = frame(Opcode::Build, &pl(48, rng));
        f.extend([0u8; 8]);
        v.push((f, false)); // longer than header + payload: length
        let mut f = frame(Opcode::Build, &pl(48, rng));
        f[12] = 0x08;
        v.push((f, false)); // EtherType
        let mut f = frame(Opcode::Build, &pl(48, rng));
        f[14] = 2;
        v.push((f, false)); // version
        let mut f = frame(Opcode::Build, &pl(48, rng));
        f[15] = 0;
        v.push((f, false)); // unknown opcode
        let mut f = frame(Opcode::Build, &pl(48, rng));
        f[15] = 12;
        v.push((f, false));
        v.push((frame(Opcode::Result, &pl(56, rng)), false)); // not accepted by a switch
        v.push((frame(Opcode::ControlReply, &pl(0, rng)), false));
        let mut f = frame(Opcode::Build, &pl(48, rng));
        f[5] = 0x01;
        v.push((f, false)); // dst MAC
        let mut f = frame(Opcode::Build, &pl(48, rng));
        f[..6].copy_from_slice(&[0xff; 6]);
        v.push((f, false)); // broadcast: fine
        v.push((frame(Opcode::Build, &pl(48, rng)), true)); // bad FCS (tuser)
        v.push((frame(Opcode::Control, &pl(16, rng)), false));
        v.push((frame(Opcode::End, &pl(24, rng)), false));
        v.push((frame(Opcode::Build, &pl(0, rng))[..60].to_vec(), false));
        v
    }

    /// What the engine side saw: per descriptor (verdict, header, length,
    /// payload words, frames dropped whole before it).
    type Seen = Vec<(u64, Vec<u8>, u64, Vec<u64>, u64)>;

    /// Frames dropped at the input, and how they were reported.
    #[derive(Default, Debug)]
    struct Drops {
        frames: u64,
        /// on the descriptor of a later frame (the descriptor FIFO was full)
        on_frames: u64,
        /// on descriptors without a frame (payload FIFO full, or reported alone)
        alone: u64,
        /// descriptors reporting more than one drop (frames that found the
        /// descriptor FIFO full, counted in `pending`)
        aggregated: u64,
    }

    /// Drives `frames` (pausing at frame starts while `rx_pause` is high if
    /// `honour_pause`), consumes descriptors and payload words when `out`
    /// allows, and checks every delivered frame against the reference and
    /// the drops' bookkeeping. Returns the words per cycle (per mille) while
    /// the source had data, and the frames dropped at the input.
    fn run_with(
        frames: &[(Vec<u8>, bool)],
        inp: Pattern,
        out: Pattern,
        seed: u64,
        honour_pause: bool,
    ) -> (u64, Drops) {
        let mut p = Parser::new(switch_mac().0);
        let mut b = Bench::new(&mut p, |u: &mut Parser, c| u.clock.next = c);
        let mut rng = Rng(seed);
        let stream: Vec<(crate::tb::Beat, bool)> = frames
            .iter()
            .flat_map(|(f, bad)| beats(f).into_iter().map(move |bt| (bt, *bad && bt.last)))
            .collect();
        let mut pos = 0;
        let mut got: Seen = Vec::new();
        let mut cur: Option<(u64, Vec<u8>, u64, u64, u64)> = None; // verdict, hdr, len, words left, drops
        let mut words: Vec<u64> = Vec::new();
        let mut waiting_cycles = 0u64;
        let mut driven_cycles = 0u64;
        let (mut at_start, mut paused) = (true, false);
        let mut cycle = 0u64;
        let covered = |g: &Seen| {
            g.iter()
                .map(|d| d.4 + (d.0 != V_NO_FRAME) as u64)
                .sum::<u64>()
        };
        while covered(&got) < frames.len() as u64 {
            cycle += 1;
            assert!(cycle < 200_000, "stuck");
            let u = b.uut();
            u.reset.next = cycle < 3;
            let hold = honour_pause && at_start && paused;
            let drive = pos < stream.len() && cycle >= 3 && !hold && inp.on(cycle, &mut rng);
            u.rx_tvalid.next = drive;
            if pos < stream.len() {
                let (bt, user) = stream[pos];
                u.rx_tdata.next = bt.data.into();
                u.rx_tkeep.next = (bt.keep as u64).into();
                u.rx_tlast.next = bt.last;
                u.rx_tuser.next = user;
            }
            let take = out.on(cycle, &mut rng);
            u.desc_pop.next = false;
            u.pl_pop.next = false;
            u.pl_skip.next = false;
            b.settle();
            let u = b.uut();
            if pos < stream.len() && cycle >= 3 {
                waiting_cycles += 1;
            }
            if drive {
                assert!(u.rx_tready.val(), "a MAC cannot be held: tready stays 1");
                driven_cycles += 1;
                at_start = stream[pos].0.last;
                pos += 1;
            }
            paused = u.rx_pause.val();
            if take {
                match cur.as_mut() {
                    None => {
                        if u.desc_valid.val() {
                            let d = u.desc.val();
                            let mut hdr = vec![0u8; 40];
                            for (i, h) in hdr.iter_mut().enumerate() {
                                *h = d.get_bits::<8>(8 * i).to_u8();
                            }
                            let len = d.get_bits::<16>(P_LEN).to_u64();
                            let v = d.get_bits::<4>(P_VERDICT).to_u64();
                            let n = d.get_bits::<12>(P_STORED).to_u64();
                            let drops = d.get_bits::<32>(P_DROPS).to_u64();
                            u.desc_pop.next = true;
                            cur = Some((v, hdr, len, n, drops));
                        }
                    }
                    Some(c) => {
                        if c.3 == 0 {
                            let c = cur.take().unwrap();
                            got.push((c.0, c.1, c.2, std::mem::take(&mut words), c.4));
                        } else if !u.pl_empty.val() {
                            words.push(u.pl_data.val().to_u64());
                            u.pl_pop.next = true;
                            c.3 -= 1;
                        }
                    }
                }
            }
            b.tick();
        }
        // Walk the frames: each descriptor first accounts for the frames
        // dropped before it, then (unless V_NO_FRAME) carries the next one.
        let mut next = 0usize;
        let mut dropped = Drops::default();
        for (v, hdr, len, w, drops) in &got {
            next += *drops as usize;
            dropped.frames += drops;
            dropped.aggregated += (*drops > 1) as u64;
            if *v == V_NO_FRAME {
                assert!(*drops > 0, "a descriptor without a frame reports drops");
                dropped.alone += drops;
                continue;
            }
            dropped.on_frames += drops;
            let (f, bad) = &frames[next];
            next += 1;
            let want = if *bad { V_MAC_ERROR } else { reference(f) };
            assert_eq!(*v, want, "verdict of a {} B frame", f.len());
            // `len` saturates once the word count reaches 0x1FFF (> 65528 B)
            let want_len = if f.len() > 8 * 0x1FFF {
                0xFFFF
            } else {
                f.len()
            };
            assert_eq!(*len as usize, want_len, "length of a {} B frame", f.len());
            if f.len() >= 40 {
                assert_eq!(&hdr[..], &f[..40]);
            }
            let nwords = (f.len().div_ceil(8).saturating_sub(5)).min(MAX_PAYLOAD_WORDS as usize);
            assert_eq!(w.len(), nwords);
            for (i, word) in w.iter().enumerate() {
                let mut x = [0u8; 8];
                let s = &f[40 + 8 * i..(48 + 8 * i).min(f.len())];
                x[..s.len()].copy_from_slice(s);
                assert_eq!(*word, u64::from_le_bytes(x), "payload word {i}");
            }
        }
        assert_eq!(next, frames.len(), "every frame is accounted for once");
        if honour_pause {
            assert_eq!(
                dropped.frames, 0,
                "a sender that honours rx_pause loses no frame"
            );
        }
        // Input words per cycle while the source had data (pauses count as lost cycles).
        (driven_cycles * 1000 / waiting_cycles.max(1), dropped)
    }

    fn run(frames: &[(Vec<u8>, bool)], inp: Pattern, out: Pattern, seed: u64) -> u64 {
        run_with(frames, inp, out, seed, true).0
    }

    /// A line-rate sender that ignores `rx_pause` into a consumer that takes
    /// a word only now and then: frames that do not fit are dropped whole and
    /// reported on the next descriptors (or descriptors of their own), every
    /// delivered frame is intact and in order.
    #[test]
    fn parser_drops_whole_frames_when_its_buffers_are_full() {
        let mut rng = Rng(4);
        // 3 jumbo frames then 40 minimum frames, twice: the payload FIFO
        // overflows mid-frame and the descriptor FIFO fills.
        let mut c: Frames = Vec::new();
        for _ in 0..2 {
            for _ in 0..4 {
                c.push((
                    frame(
                        Opcode::Build,
                        &(0..8960).map(|_| rng.next() as u8).collect::<Vec<u8>>(),
                    ),
                    false,
                ));
            }
            for i in 0..150 {
                c.push((frame(Opcode::Probe, &vec![i as u8; 16 * (i % 3)]), false));
            }
        }
        let (_, dropped) = run_with(&c, Pattern::Full, Pattern::Burst(1, 6), 41, false);
        assert!(
            dropped.aggregated > 0 && dropped.alone > dropped.aggregated,
            "both kinds of drop: {dropped:?}"
        );
        // The same frames with pauses honoured: nothing lost.
        let (_, none) = run_with(&c, Pattern::Full, Pattern::Burst(1, 6), 41, true);
        assert_eq!(none.frames, 0);
        eprintln!(
            "parser: {} of {} frames dropped whole at a full input ({dropped:?})",
            dropped.frames,
            c.len()
        );
    }

    #[test]
    fn parser_full_rate_back_to_back() {
        let mut rng = Rng(1);
        let c = corpus(&mut rng);
        let per_mille = run(&c, Pattern::Full, Pattern::Full, 11);
        // Jumbo frames raise rx_pause once; otherwise no pause.
        eprintln!("parser: {per_mille}/1000 words per offered cycle at full rate");
        assert!(per_mille > 900);
    }

    #[test]
    fn parser_idle_and_backpressure_patterns() {
        let mut rng = Rng(2);
        let c: Vec<_> = corpus(&mut rng)
            .into_iter()
            .filter(|(f, _)| f.len() < 2000)
            .collect();
        for (i, (inp, out)) in [
            (Pattern::Random(60), Pattern::Full),
            (Pattern::Full, Pattern::Random(30)),
            (Pattern::Burst(3, 2), Pattern::Burst(1, 4)),
            (Pattern::Random(90), Pattern::Random(90)),
        ]
        .into_iter()
        .enumerate()
        {
            run(&c, inp, out, 100 + i as u64);
        }
    }

    /// A Build frame of `n` bytes (truncated or zero-padded after a 48 B
    /// payload) whose payload_len field says `plen` (where the frame has it).
    fn sized(n: usize, plen: u16, rng: &mut Rng) -> Vec<u8> {
        let mut f = frame(
            Opcode::Build,
            &(0..48).map(|_| rng.next() as u8).collect::<Vec<u8>>(),
        );
        f.resize(n.max(40), 0);
        f[28..30].copy_from_slice(&plen.to_be_bytes());
        f.truncate(n);
        f
    }

    /// The frames at the edges of the length checks, which the parser
    /// decides from per-beat registers rather than from `len`: every length
    /// up to 88 B (so every word count and last-beat lane count through
    /// the header and MIN_FRAME) with payload_len giving len - 40 - plen in
    /// -9..=9, 0, and the values that wrap a 16-bit plen + 40; then (second)
    /// MAX_FRAME's edge; a few with tuser.
    fn boundary_frames(rng: &mut Rng) -> (Frames, Frames) {
        let mut v: Frames = Vec::new();
        for n in 0..=88usize {
            let mut plens: Vec<u16> = vec![
                0,
                1,
                7,
                8,
                9,
                16,
                MAX_PAYLOAD as u16,
                MAX_PAYLOAD as u16 + 1,
                0xFFD7,
                0xFFD8,
                0xFFF8,
                0xFFFF,
            ];
            plens.extend(
                (-9i64..=9)
                    .map(|d| n as i64 - 40 - d)
                    .filter(|p| *p >= 0)
                    .map(|p| p as u16),
            );
            for p in plens {
                v.push((sized(n, p, rng), false));
            }
            v.push((sized(n, n.saturating_sub(40) as u16, rng), true));
        }
        let mut j: Frames = Vec::new();
        for n in (MAX_FRAME as usize - 9)..=(MAX_FRAME as usize + 9) {
            for p in [
                n as i64 - 40,
                n as i64 - 41,
                MAX_PAYLOAD as i64,
                MAX_PAYLOAD as i64 + 1,
            ] {
                j.push((sized(n, p as u16, rng), false));
            }
        }
        j.push((sized(MAX_FRAME as usize, MAX_PAYLOAD as u16, rng), true));
        (v, j)
    }

    #[test]
    fn parser_length_boundaries() {
        let mut rng = Rng(6);
        let (small, jumbo) = boundary_frames(&mut rng);
        run(&small, Pattern::Full, Pattern::Full, 21);
        run(&small, Pattern::Random(50), Pattern::Random(70), 22);
        run(&small, Pattern::Burst(2, 1), Pattern::Full, 23);
        run(&jumbo, Pattern::Full, Pattern::Full, 25);
    }

    /// Frames past the saturation of `len` (0xFFFF from word count 0x1FFF)
    /// and at its edge: oversized, whatever payload_len says.
    #[test]
    fn parser_saturated_length() {
        let mut rng = Rng(7);
        let edge = 8 * 0x1FFF;
        let mut c: Frames = Vec::new();
        for n in [edge - 1, edge, edge + 1, edge + 8, edge + 9] {
            for p in [0u16, MAX_PAYLOAD as u16, (n - 40).min(0xFFFF) as u16] {
                c.push((sized(n, p, &mut rng), false));
            }
        }
        c.push((sized(edge + 1, 0, &mut rng), true));
        c.push((sized(60, 20, &mut rng), false));
        run(&c, Pattern::Full, Pattern::Full, 24);
    }

    #[test]
    fn parser_verilog_generates() {
        let v = crate::gen::verilog_of(Parser::new(switch_mac().0), "netjoin_parser");
        assert!(
            v.contains("module netjoin_parser(") && v.contains("gt_lanes") && v.contains("rem_neg")
        );
    }

    #[test]
    fn parser_many_minimum_frames_without_bubbles() {
        let mut rng = Rng(3);
        let c: Vec<_> = (0..40)
            .map(|i| (frame(Opcode::Build, &vec![i as u8; 16 * (i % 2)]), false))
            .collect();
        let per_mille = run(&c, Pattern::Full, Pattern::Full, 5);
        let _ = rng.next();
        assert_eq!(per_mille, 1000, "one word per cycle, no bubbles");
    }
}
