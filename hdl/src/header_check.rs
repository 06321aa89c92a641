//! The engine's checks of one frame's header (PROTOCOL.md §5.3 steps 4-11,
//! after the parser's steps 1-3): the header decoded once into named
//! fields, and the drop code of the first check that fails (0: none).
//!
//! Purely combinational. Inputs: the 40-byte header in lane order, every
//! query context's query (held, query id, token: steps 5-6 find the
//! frame's context, PROTOCOL.md §5.5, `ctx_match.rs`), the sources of the
//! context in service (the check path only checks a frame of that
//! context: it switches before, check_path.rs), whether the probe
//! phase has started, and the next sequence number the frame's source is
//! expected to send (from the source table). CONTROL frames pass every check
//! here (the control plane checks their commands).
//!
//! Checks in the order §5.3 gives them; a later one in this code overrides an
//! earlier one, so the *first* failing check of the protocol is written last.

#[path = "ctx_match.rs"]
pub mod ctx_match;

use super::bswap::ByteSwap;
use super::layout::*;
use super::sig::*;
use ctx_match::ContextMatch;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct HeaderCheck {
    pub hdr: Signal<In, Bits<320>>,
    /// Every context's query; tokens in lane order (header bytes 32..40
    /// as sent).
    pub ctx_held: [Signal<In, Bit>; CONTEXTS],
    pub ctx_qid: [Signal<In, Bits<16>>; CONTEXTS],
    pub ctx_token: [Signal<In, Bits<64>>; CONTEXTS],
    pub sources: Signal<In, Bits<16>>,
    pub probe_started: Signal<In, Bit>,
    /// The frame's sequence number is above / below the one its source is
    /// expected to send next (compared by the source table).
    pub seq_above: Signal<In, Bit>,
    pub seq_below: Signal<In, Bit>,
    // ---- the header's fields
    pub opcode: Signal<Out, Bits<8>>,
    pub table_id: Signal<Out, Bits<8>>,
    pub source: Signal<Out, Bits<16>>,
    /// The low 6 bits of `source` (the source table's address).
    pub source6: Signal<Out, Bits<6>>,
    pub tuples: Signal<Out, Bits<16>>,
    pub seq: Signal<Out, Bits<32>>,
    pub payload_len: Signal<Out, Bits<16>>,
    pub is_build: Signal<Out, Bit>,
    pub is_probe: Signal<Out, Bit>,
    pub is_end: Signal<Out, Bit>,
    pub is_control: Signal<Out, Bit>,
    /// Of an END: 0 = build phase (`table` 0xFE), 1 = probe phase (0xFF).
    pub end_phase: Signal<Out, Bit>,
    /// A BUILD or PROBE frame asking for an ACK (flags bit 0, §4.2).
    pub ack_request: Signal<Out, Bit>,
    /// The phase an ACK of this frame reports: 0 = build, 1 = probe.
    pub ack_phase: Signal<Out, Bit>,
    /// The drop counter index of the first failing check, 0 if none.
    pub drop_code: Signal<Out, Bits<5>>,
    /// A data frame that passed steps 5-6: it belongs to the query (its
    /// context's bank counts it, PROTOCOL.md §5.5).
    pub reached: Signal<Out, Bit>,
    /// The context whose query the frame names (valid with `reached`).
    pub ctx: Signal<Out, Bits<2>>,
    cm: ContextMatch,
    sw_src: ByteSwap<16>,
    sw_tc: ByteSwap<16>,
    sw_seq: ByteSwap<32>,
    sw_plen: ByteSwap<16>,
    len_b: Signal<Local, Bits<24>>,
    len_p: Signal<Local, Bits<24>>,
    plen24: Signal<Local, Bits<24>>,
    /// Build and probe tuple widths in bytes; the number of tables.
    bw_c: Constant<Bits<16>>,
    pw_c: Constant<Bits<16>>,
    tables8: Constant<Bits<8>>,
    H_OPCODE: Constant<Bits<32>>,
    H_TABLE: Constant<Bits<32>>,
    H_SOURCE: Constant<Bits<32>>,
    H_SOURCE_LO: Constant<Bits<32>>,
    H_TUPLE_COUNT: Constant<Bits<32>>,
    H_SEQ: Constant<Bits<32>>,
    H_PAYLOAD_LEN: Constant<Bits<32>>,
    H_FLAGS: Constant<Bits<32>>,
    H_TOKEN: Constant<Bits<32>>,
    H_QUERY_ID: Constant<Bits<32>>,
    OP_BUILD: Constant<Bits<32>>,
    OP_PROBE: Constant<Bits<32>>,
    OP_END: Constant<Bits<32>>,
    OP_CONTROL: Constant<Bits<32>>,
    C_OUT_OF_ORDER: Constant<Bits<32>>,
    C_DUPLICATE: Constant<Bits<32>>,
    C_PHASE: Constant<Bits<32>>,
    C_LENGTH: Constant<Bits<32>>,
    C_TABLE: Constant<Bits<32>>,
    C_SOURCE: Constant<Bits<32>>,
    C_TOKEN: Constant<Bits<32>>,
    C_QUERY_ID: Constant<Bits<32>>,
    END_RECORD_LEN: Constant<Bits<32>>,
    PH_BUILD: Constant<Bits<32>>,
    PH_PROBE: Constant<Bits<32>>,
}

impl Default for HeaderCheck {
    fn default() -> Self {
        HeaderCheck {
            hdr: Default::default(),
            ctx_held: std::array::from_fn(|_| Default::default()),
            ctx_qid: std::array::from_fn(|_| Default::default()),
            ctx_token: std::array::from_fn(|_| Default::default()),
            sources: Default::default(),
            probe_started: Default::default(),
            seq_above: Default::default(),
            seq_below: Default::default(),
            opcode: Default::default(),
            table_id: Default::default(),
            source: Default::default(),
            source6: Default::default(),
            tuples: Default::default(),
            seq: Default::default(),
            payload_len: Default::default(),
            is_build: Default::default(),
            is_probe: Default::default(),
            is_end: Default::default(),
            is_control: Default::default(),
            end_phase: Default::default(),
            ack_request: Default::default(),
            ack_phase: Default::default(),
            drop_code: Default::default(),
            reached: Default::default(),
            ctx: Default::default(),
            cm: Default::default(),
            sw_src: Default::default(),
            sw_tc: Default::default(),
            sw_seq: Default::default(),
            sw_plen: Default::default(),
            len_b: Default::default(),
            len_p: Default::default(),
            plen24: Default::default(),
            bw_c: Constant::new((SLOT_BYTES as u64).into()),
            pw_c: Constant::new((PROBE_BYTES as u64).into()),
            tables8: Constant::new((TABLES as u64).into()),
            H_OPCODE: lp(H_OPCODE as u64),
            H_TABLE: lp(H_TABLE as u64),
            H_SOURCE: lp(H_SOURCE as u64),
            H_SOURCE_LO: lp(H_SOURCE_LO as u64),
            H_TUPLE_COUNT: lp(H_TUPLE_COUNT as u64),
            H_SEQ: lp(H_SEQ as u64),
            H_PAYLOAD_LEN: lp(H_PAYLOAD_LEN as u64),
            H_FLAGS: lp(H_FLAGS as u64),
            H_TOKEN: lp(H_TOKEN as u64),
            H_QUERY_ID: lp(H_QUERY_ID as u64),
            OP_BUILD: lp(OP_BUILD),
            OP_PROBE: lp(OP_PROBE),
            OP_END: lp(OP_END),
            OP_CONTROL: lp(OP_CONTROL),
            C_OUT_OF_ORDER: lp(C_OUT_OF_ORDER),
            C_DUPLICATE: lp(C_DUPLICATE),
            C_PHASE: lp(C_PHASE),
            C_LENGTH: lp(C_LENGTH),
            C_TABLE: lp(C_TABLE),
            C_SOURCE: lp(C_SOURCE),
            C_TOKEN: lp(C_TOKEN),
            C_QUERY_ID: lp(C_QUERY_ID),
            END_RECORD_LEN: lp(END_RECORD_LEN),
            PH_BUILD: lp(PH_BUILD),
            PH_PROBE: lp(PH_PROBE),
        }
    }
}

impl Logic for HeaderCheck {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- fields (multi-byte fields are big-endian on the wire)
        self.opcode.next = self.hdr.val().get_bits::<8>(H_OPCODE);
        self.table_id.next = self.hdr.val().get_bits::<8>(H_TABLE);
        self.sw_src.inp.next = self.hdr.val().get_bits::<16>(H_SOURCE);
        self.source.next = self.sw_src.out.val();
        self.source6.next = self.hdr.val().get_bits::<6>(H_SOURCE_LO);
        self.sw_tc.inp.next = self.hdr.val().get_bits::<16>(H_TUPLE_COUNT);
        self.tuples.next = self.sw_tc.out.val();
        self.sw_seq.inp.next = self.hdr.val().get_bits::<32>(H_SEQ);
        self.seq.next = self.sw_seq.out.val();
        self.sw_plen.inp.next = self.hdr.val().get_bits::<16>(H_PAYLOAD_LEN);
        self.payload_len.next = self.sw_plen.out.val();
        self.is_build.next = self.opcode.val() == OP_BUILD;
        self.is_probe.next = self.opcode.val() == OP_PROBE;
        self.is_end.next = self.opcode.val() == OP_END;
        self.is_control.next = self.opcode.val() == OP_CONTROL;
        self.end_phase.next = self.table_id.val().get_bit(0);
        self.ack_request.next =
            (self.is_build.val() | self.is_probe.val()) & self.hdr.val().get_bit(H_FLAGS);
        self.ack_phase.next = self.end_phase.val();
        if self.is_build.val() {
            self.ack_phase.next = false;
        }
        if self.is_probe.val() {
            self.ack_phase.next = true;
        }
        // ---- checks, the protocol's first failing one written last
        self.len_b.next = bit_cast::<24, 32>(self.tuples.val() * self.bw_c.val());
        self.len_p.next = bit_cast::<24, 32>(self.tuples.val() * self.pw_c.val());
        self.plen24.next = bit_cast::<24, 16>(self.payload_len.val());
        self.drop_code.next = 0.into();
        if self.seq_above.val() {
            self.drop_code.next = C_OUT_OF_ORDER.into();
        }
        if self.seq_below.val() {
            self.drop_code.next = C_DUPLICATE.into();
        }
        if self.is_build.val() & self.probe_started.val() {
            self.drop_code.next = C_PHASE.into();
        }
        if (self.is_build.val() & (self.plen24.val() != self.len_b.val()))
            | (self.is_probe.val() & (self.plen24.val() != self.len_p.val()))
            | (self.is_end.val()
                & ((self.payload_len.val() != END_RECORD_LEN) | (self.tuples.val() != 0)))
        {
            self.drop_code.next = C_LENGTH.into();
        }
        if (self.is_build.val() & (self.table_id.val() >= self.tables8.val()))
            | (self.is_end.val()
                & (self.table_id.val() != PH_BUILD)
                & (self.table_id.val() != PH_PROBE))
        {
            self.drop_code.next = C_TABLE.into();
        }
        if self.source.val() >= self.sources.val() {
            self.drop_code.next = C_SOURCE.into();
        }
        self.cm.query_id.next = self.hdr.val().get_bits::<16>(H_QUERY_ID);
        self.cm.token.next = self.hdr.val().get_bits::<64>(H_TOKEN);
        for c in 0..CONTEXTS {
            self.cm.ctx_held[c].next = self.ctx_held[c].val();
            self.cm.ctx_qid[c].next = self.ctx_qid[c].val();
            self.cm.ctx_token[c].next = self.ctx_token[c].val();
        }
        self.ctx.next = self.cm.ctx.val();
        self.reached.next = !self.is_control.val() & self.cm.hit.val();
        if !self.cm.hit.val() {
            self.drop_code.next = C_TOKEN.into();
        }
        if !self.cm.qid_hit.val() {
            self.drop_code.next = C_QUERY_ID.into();
        }
        if !self.cm.any_held.val() {
            self.drop_code.next = C_PHASE.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};
    use netjoin_proto::header::offset;
    use netjoin_proto::{Counter, DropReason, Header, Mac, Opcode, HEADER_LEN};

    const QID: u16 = 0x1234;
    const TOKEN: u64 = 0x5A5A_0002_A5A5_0001;
    const SOURCES: u16 = 4;

    /// A header as a worker sends it.
    fn header(
        op: Opcode,
        table: u8,
        source: u16,
        tuples: u16,
        seq: u32,
        plen: u16,
    ) -> [u8; HEADER_LEN] {
        let mut h = Header::new(op, Mac::local(0xFFFF), Mac::local(source));
        h.query_id = QID;
        h.source = source;
        h.table = table;
        h.tuple_count = tuples;
        h.seq = seq;
        h.payload_len = plen;
        h.token = TOKEN;
        let mut out = [0u8; HEADER_LEN];
        h.write(&mut out);
        out
    }

    fn run(
        u: &mut HeaderCheck,
        h: &[u8],
        configured: bool,
        probe_started: bool,
        expected: u32,
    ) -> u64 {
        let mut b = Bench::new(u, |_, _| {});
        let u = b.uut();
        u.hdr.next = lanes::<320>(h);
        u.ctx_held[0].next = configured;
        u.ctx_qid[0].next = (QID.swap_bytes() as u64).into();
        u.ctx_token[0].next = TOKEN.swap_bytes().into();
        // the other contexts hold other queries (while the frame's is
        // held): they change nothing
        for c in 1..CONTEXTS {
            u.ctx_held[c].next = configured;
            u.ctx_qid[c].next = ((QID ^ 0x8000).swap_bytes() as u64).into();
            u.ctx_token[c].next = (TOKEN ^ 1).swap_bytes().into();
        }
        u.sources.next = (SOURCES as u64).into();
        u.probe_started.next = probe_started;
        let seq = u32::from_be_bytes(h[offset::SEQ..offset::SEQ + 4].try_into().unwrap());
        u.seq_above.next = seq > expected;
        u.seq_below.next = seq < expected;
        b.settle();
        b.uut().drop_code.val().to_u64()
    }

    fn code(r: DropReason) -> u64 {
        Counter::Dropped(r).index() as u64
    }

    #[test]
    fn good_frames_minimum_and_jumbo_pass_and_decode() {
        let bw = SLOT_BYTES as u16;
        let pw = PROBE_BYTES as u16;
        let jumbo_b = 8974 / bw;
        let jumbo_p = 8974 / pw;
        for (h, build) in [
            (header(Opcode::Build, 0, 1, 1, 7, bw), true),
            (
                header(
                    Opcode::Build,
                    (TABLES - 1) as u8,
                    3,
                    jumbo_b,
                    0,
                    jumbo_b * bw,
                ),
                true,
            ),
            (header(Opcode::Probe, 0, 2, 1, 9, pw), false),
            (header(Opcode::Probe, 0, 0, jumbo_p, 0, jumbo_p * pw), false),
        ] {
            let mut u = HeaderCheck::default();
            let seq = u32::from_be_bytes(h[24..28].try_into().unwrap());
            assert_eq!(run(&mut u, &h, true, !build, seq), 0);
            assert_eq!(u.is_build.val(), build);
            assert_eq!(u.is_probe.val(), !build);
            assert_eq!(
                u.tuples.val().to_u64(),
                u16::from_be_bytes(h[22..24].try_into().unwrap()) as u64
            );
            assert_eq!(u.seq.val().to_u64(), seq as u64);
            assert_eq!(
                u.source.val().to_u64(),
                u16::from_be_bytes(h[18..20].try_into().unwrap()) as u64
            );
        }
        let mut u = HeaderCheck::default();
        assert_eq!(
            run(
                &mut u,
                &header(Opcode::End, 0xFF, 1, 0, 4, 24),
                true,
                true,
                4
            ),
            0
        );
        assert!(u.is_end.val() && u.end_phase.val() && u.ack_phase.val());
    }

    #[test]
    fn bad_frames_get_the_first_failing_checks_code() {
        let bw = SLOT_BYTES as u16;
        let ok = header(Opcode::Build, 0, 1, 2, 5, 2 * bw);
        let cases: Vec<([u8; HEADER_LEN], bool, bool, u32, DropReason)> = vec![
            (ok, false, false, 5, DropReason::Phase),
            (ok, true, false, 6, DropReason::Duplicate),
            (ok, true, false, 4, DropReason::OutOfOrder),
            (ok, true, true, 5, DropReason::Phase),
            (
                header(Opcode::Build, 0, 1, 2, 5, 2 * bw + 1),
                true,
                false,
                5,
                DropReason::Length,
            ),
            (
                header(Opcode::End, 0xFE, 1, 1, 5, 24),
                true,
                false,
                5,
                DropReason::Length,
            ),
            (
                header(Opcode::End, 0xFE, 1, 0, 5, 23),
                true,
                false,
                5,
                DropReason::Length,
            ),
            (
                header(Opcode::Build, TABLES as u8, 1, 2, 5, 2 * bw),
                true,
                false,
                5,
                DropReason::Table,
            ),
            (
                header(Opcode::End, 0x07, 1, 0, 5, 24),
                true,
                false,
                5,
                DropReason::Table,
            ),
            (
                header(Opcode::Build, 0, SOURCES, 2, 5, 2 * bw),
                true,
                false,
                5,
                DropReason::Source,
            ),
            // source beats table, length, phase and sequence
            (
                header(Opcode::Build, 9, SOURCES, 2, 0, 1),
                true,
                true,
                5,
                DropReason::Source,
            ),
        ];
        for (i, (h, configured, probe_started, expected, want)) in cases.into_iter().enumerate() {
            let mut u = HeaderCheck::default();
            assert_eq!(
                run(&mut u, &h, configured, probe_started, expected),
                code(want),
                "case {i}"
            );
        }
        // token, then query id, then not configured win over everything
        let mut h = header(Opcode::Build, 9, SOURCES, 2, 0, 1);
        h[offset::TOKEN] ^= 1;
        let mut u = HeaderCheck::default();
        assert_eq!(run(&mut u, &h, true, true, 5), code(DropReason::Token));
        // a token that differs only in its last four bytes (36..40) is a
        // token drop too: all 64 bits are compared
        for at in offset::TOKEN + 4..offset::TOKEN + 8 {
            let mut t = header(Opcode::Build, 0, 1, 2, 5, 2 * bw);
            t[at] ^= 0x80;
            let mut u = HeaderCheck::default();
            assert_eq!(
                run(&mut u, &t, true, false, 5),
                code(DropReason::Token),
                "byte {at}"
            );
        }
        h[offset::QUERY_ID] ^= 1;
        let mut u = HeaderCheck::default();
        assert_eq!(run(&mut u, &h, true, true, 5), code(DropReason::QueryId));
        let mut u = HeaderCheck::default();
        assert_eq!(run(&mut u, &h, false, true, 5), code(DropReason::Phase));
    }

    #[test]
    fn control_frames_pass_and_ack_requests_are_seen() {
        let mut u = HeaderCheck::default();
        let mut h = header(Opcode::Control, 4, 0, 0, 0, 0);
        assert_eq!(run(&mut u, &h, true, false, 0), 0);
        assert!(u.is_control.val() && !u.ack_request.val());
        h = header(Opcode::Probe, 0, 1, 1, 3, PROBE_BYTES as u16);
        h[offset::FLAGS] = 1;
        let mut u = HeaderCheck::default();
        assert_eq!(run(&mut u, &h, true, true, 3), 0);
        assert!(u.ack_request.val() && u.ack_phase.val());
    }

    #[test]
    fn a_flipped_bit_in_any_checked_field_fails_the_frame() {
        // query id, tuple count, sequence number, payload length and token
        // are each checked; a frame with one bit of them flipped never passes
        // (a flipped source may name another valid source, and table, flags
        // and source ranges are covered above; opcode is the parser's)
        let checked: Vec<usize> = [
            offset::QUERY_ID..offset::QUERY_ID + 2,
            offset::TUPLE_COUNT..offset::PAYLOAD_LEN + 2,
            offset::TOKEN..offset::TOKEN + 8,
        ]
        .into_iter()
        .flatten()
        .collect();
        let mut rng = Rng(3);
        for _ in 0..200 {
            let mut h = header(Opcode::Build, 0, 1, 1, 2, SLOT_BYTES as u16);
            let byte = checked[rng.below(checked.len() as u64) as usize];
            h[byte] ^= 1 << rng.below(8);
            let mut u = HeaderCheck::default();
            assert_ne!(run(&mut u, &h, true, false, 2), 0, "flipped byte {byte}");
        }
    }
}
