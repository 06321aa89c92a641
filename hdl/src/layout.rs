//! The one place for protocol numbers in the RTL (opcodes, header offsets,
//! commands, statuses, phases, counter and drop indices, frame sizes, each
//! checked against netjoin-proto by `tests`), the bit layouts shared by the
//! parser, engine, framer and emitter, and Rust helpers that build the
//! constants they use.
//!
//! All frame bytes inside the switch keep the wire order in little-endian
//! lanes: byte `i` of a header or payload word is bits `8i+7..8i`.
//!
//! **Output descriptor** (`DQ_BITS` = 337), one per frame the switch sends,
//! in the order the model sends them:
//! * `[0, 320)` the complete 40-byte header (`seq` is filled in by the
//!   sequence stamp on the way into the port's descriptor FIFO when
//!   `own_seq` is set);
//! * `[320, 322)` tx port; `[322, 324)` payload ring: 0 = A (64-bit words,
//!   the engine's replies and records), 1 = O (one OVERFLOW tuple, K + V bytes,
//!   per entry), 2 = R (one RESULT tuple per entry), 3 = S (one SPILL tuple
//!   per entry), widths of the signature in `sig`;
//! * `324` `own_seq`: take `seq` from the switch's sequence counter of the
//!   tx port (RESULT, SPILL, OVERFLOW and the switch's END, PROTOCOL.md §4.1);
//! * `[325, 336)` payload words (every payload the switch sends is a whole
//!   number of 64-bit words; frames under 60 B are padded by the emitter);
//! * `336` `shape`: the ring-R entries of the frame hold RESULT tuples with
//!   only the probe's payload (CONFIGURE flags bit 1, PROTOCOL.md §7.2),
//!   kept per frame since the rings may still hold an earlier query's.
//!
//! **Job** (`JOB_BITS` = 75), one per accepted BUILD or PROBE frame, from the
//! engine to the framer: `0` kind (0 = build, 1 = probe), `[1, 17)`
//! tuple_count, `[17, 25)` table, `[25, 27)` the tx port and `[27, 75)` the
//! destination MAC of its OVERFLOW, RESULT and SPILL frames (the sink and
//! its port at commit, or with results to the source the frame's own `src`
//! and ingress port, PROTOCOL.md §7.5).

use rust_hdl::prelude::*;

pub const DQ_BITS: usize = 337;

/// Payload rings (descriptor field `ring`).
pub const RING_A: u64 = 0;
pub const RING_O: u64 = 1;
pub const RING_R: u64 = 2;
pub const RING_S: u64 = 3;
pub const JOB_BITS: usize = 75;
/// Descriptor fields (bit offsets, see above).
pub const D_PORT: usize = 320;
pub const D_RING: usize = 322;
pub const D_OWN_SEQ: usize = 324;
pub const D_WORDS: usize = 325;
pub const D_SHAPE: usize = 336;
/// Job fields (bit offsets, see above).
pub const J_COUNT: usize = 1;
pub const J_TABLE: usize = 17;
pub const J_PORT: usize = 25;
pub const J_DST: usize = 27;

// ---- Protocol numbers, one place (no bare numbers in the hdl_gen code)
//
// Every opcode, header offset, control command, status, phase and drop code
// the RTL uses is one of these constants; `tests::constants_are_the_protocol_crates`
// checks each against netjoin-proto. Inside `#[hdl_gen]` code rust-hdl prints
// a Rust constant as its bare name, so a module that uses one there declares a
// `Constant` field of the same name (`lp`), which becomes a Verilog
// `localparam` (docs/HDL.md §3).

/// Bit offset of a header field in a 320-bit header in lane order
/// (`8 × ` its byte offset, PROTOCOL.md §2).
pub const H_DST: usize = 0;
pub const H_SRC: usize = 48;
pub const H_ETHERTYPE: usize = 96;
pub const H_VERSION: usize = 112;
pub const H_OPCODE: usize = 120;
pub const H_QUERY_ID: usize = 128;
pub const H_SOURCE: usize = 144;
/// Low byte of `source` in lane order (bits 8..15 of the big-endian field).
pub const H_SOURCE_LO: usize = 152;
pub const H_TABLE: usize = 160;
pub const H_FLAGS: usize = 168;
pub const H_TUPLE_COUNT: usize = 176;
/// Low byte of `tuple_count` in lane order.
pub const H_TUPLE_COUNT_LO: usize = 184;
pub const H_SEQ: usize = 192;
pub const H_PAYLOAD_LEN: usize = 224;
/// Low byte of `payload_len` in lane order.
pub const H_PAYLOAD_LEN_LO: usize = 232;
/// The query's 64-bit `token` (bytes 32..40, the header's last word).
pub const H_TOKEN: usize = 256;

/// Frame sizes (PROTOCOL.md §1): header bytes, minimum frame, largest payload
/// and largest frame.
pub const HEADER_BYTES: u64 = 40;
pub const MIN_FRAME: u64 = 60;
pub const MAX_PAYLOAD: u64 = 8974;
pub const MAX_FRAME: u64 = HEADER_BYTES + MAX_PAYLOAD;
/// CONFIGURE field limits (PROTOCOL.md §5.2): largest `bucket_bits`, most
/// sources, smallest `max_payload` before the signature's own bound.
pub const MAX_BUCKET_BITS: u64 = 27;
pub const MAX_SOURCES_Q: u64 = 64;
pub const MIN_MAX_PAYLOAD: u64 = 64;
/// Parser descriptor fields after the header (parser.rs): frame length,
/// verdict, payload words stored.
pub const P_LEN: usize = 320;
pub const P_VERDICT: usize = 336;
pub const P_STORED: usize = 340;
/// Frames the port dropped whole (input buffer full) before this
/// descriptor's frame, not yet reported: 32 bits, saturating.
pub const P_DROPS: usize = 352;

/// Opcodes (PROTOCOL.md §3).
pub const OP_BUILD: u64 = 1;
pub const OP_PROBE: u64 = 2;
pub const OP_RESULT: u64 = 3;
pub const OP_SPILL: u64 = 4;
pub const OP_OVERFLOW: u64 = 5;
pub const OP_END: u64 = 6;
pub const OP_ACK: u64 = 7;
pub const OP_CONTROL: u64 = 8;
pub const OP_CONTROL_REPLY: u64 = 9;
/// EtherType and version as they sit in lane order (byte-swapped).
pub const ETHERTYPE_LANES: u64 = 0xB588;
pub const VERSION: u64 = 2;

/// CONTROL commands (`table`, PROTOCOL.md §5) and reply statuses (`flags`).
pub const CMD_RESET: u64 = 1;
pub const CMD_LOAD_SIGNATURE: u64 = 2;
pub const CMD_CONFIGURE: u64 = 3;
pub const CMD_READ_COUNTERS: u64 = 4;
/// The commands of a switch with several query contexts (PROTOCOL.md §5.5).
pub const CMD_READ_QUERY_COUNTERS: u64 = 5;
pub const CMD_RELEASE: u64 = 6;
pub const ST_OK: u64 = 0;
pub const ST_UNSUPPORTED: u64 = 1;
pub const ST_MALFORMED: u64 = 2;
pub const ST_NO_MEMORY: u64 = 3;
pub const ST_NO_SIGNATURE: u64 = 4;
/// Statuses of a switch with several query contexts: busy, no such query.
pub const ST_BUSY: u64 = 5;
pub const ST_NO_QUERY: u64 = 6;
/// Request payload lengths: signature record, query record.
pub const SIG_RECORD_LEN: u64 = 40;
pub const QUERY_RECORD_LEN: u64 = 24;
/// The authentication trailer of CONTROL and CONTROL_REPLY payloads (counter
/// and tag, PROTOCOL.md §5.4), and the longest request payload checked.
pub const AUTH_TRAILER_LEN: u64 = 16;
pub const AUTH_PAYLOAD_MAX: u64 = 56;
/// Signature record (PROTOCOL.md §5.1): the NUL-padded id in payload words
/// 0..4, then `key_bytes`, `value_bytes`, `tables` as big-endian u16 at these
/// byte offsets, all three in word 4.
pub const SIG_ID_LEN: usize = 32;
pub const SIG_KEY_AT: usize = 32;
pub const SIG_VALUE_AT: usize = 34;
pub const SIG_TABLES_AT: usize = 36;
/// Bit offsets of the widths (high byte first) inside word 4 in lane order.
pub const SW_KEY: usize = 8 * (SIG_KEY_AT - SIG_ID_LEN);
pub const SW_VALUE: usize = 8 * (SIG_VALUE_AT - SIG_ID_LEN);
pub const SW_TABLES: usize = 8 * (SIG_TABLES_AT - SIG_ID_LEN);
/// Query record (PROTOCOL.md §5.2), byte offsets: `token` u64 fills word 0;
/// `bucket_bits` u8, `num_sources` u8, `max_payload` u16 and the sink MAC's
/// first four bytes in word 1; the sink's last two bytes, `flags` and
/// `filter_bits` in word 2 (bytes 20..24 reserved).
pub const QUERY_TOKEN_AT: usize = 0;
pub const QUERY_BUCKET_BITS_AT: usize = 8;
pub const QUERY_SOURCES_AT: usize = 9;
pub const QUERY_MAX_PAYLOAD_AT: usize = 10;
pub const QUERY_SINK_AT: usize = 12;
/// Their bit offsets inside word 1 (bucket_bits ... the sink's first four
/// bytes, `QW_SINK`); the sink's last two bytes are bits 0..16 of word 2.
pub const QW_BUCKET_BITS: usize = 8 * (QUERY_BUCKET_BITS_AT - 8);
pub const QW_SOURCES: usize = 8 * (QUERY_SOURCES_AT - 8);
pub const QW_MAX_PAYLOAD: usize = 8 * (QUERY_MAX_PAYLOAD_AT - 8);
pub const QW_SINK: usize = 8 * (QUERY_SINK_AT - 8);
/// Bit offset in word 2 of the sink's last two bytes (its bytes 4..6).
pub const QW_SINK_TAIL: usize = 8 * (QUERY_SINK_AT + 4 - 16);
/// Bit of the query record's third payload word (bytes 16..24 in lane
/// order) that holds `flags` bit 0, results to the source (PROTOCOL.md §5.2).
pub const Q_ROUTE_BIT: usize = 8 * (QUERY_FLAGS_AT - 16);
/// The bit beside it that holds `flags` bit 1, RESULT tuples with only the
/// probe's payload (PROTOCOL.md §5.2).
pub const Q_SHAPE_BIT: usize = Q_ROUTE_BIT + 1;
/// The bits beside them, from `flags` bit 4, that place tables on chip
/// (bit 4 + t: table t; PROTOCOL.md §6.4).
pub const Q_ONCHIP_BIT: usize = Q_ROUTE_BIT + netjoin_proto::ConfigureQuery::ONCHIP_SHIFT as usize;
/// The two bits beside them, from `flags` bit 2, that name the query
/// context (PROTOCOL.md §5.5).
pub const Q_CONTEXT_BIT: usize =
    Q_ROUTE_BIT + netjoin_proto::ConfigureQuery::CONTEXT_SHIFT as usize;
/// Byte offset of the query record's `flags`.
pub const QUERY_FLAGS_AT: usize = 18;
/// Byte offset of the query record's `filter_bits` (PROTOCOL.md §6.3), and
/// its bit offset inside word 2.
pub const QUERY_FILTER_AT: usize = 19;
pub const QW_FILTER: usize = 8 * (QUERY_FILTER_AT - 16);
/// The largest `filter_bits` (PROTOCOL.md §5.2).
pub const MAX_FILTER_BITS: u64 = netjoin_proto::FILTER_BITS_MAX as u64;
/// END / ACK record length (PROTOCOL.md §4.2).
pub const END_RECORD_LEN: u64 = 24;
/// Phases in `table` of END and ACK.
pub const PH_BUILD: u64 = 0xFE;
pub const PH_PROBE: u64 = 0xFF;

/// Counter indices (PROTOCOL.md §8). A drop code (parser verdict, engine
/// check) is the index of its counter, except `V_MAC_ERROR`.
pub const C_FRAMES_IN: usize = 0;
pub const C_FRAMES_ACCEPTED: usize = 1;
pub const C_TRUNCATED: u64 = 2;
pub const C_OVERSIZED: u64 = 3;
pub const C_DST_MAC: u64 = 4;
pub const C_ETHERTYPE: u64 = 5;
pub const C_VERSION: u64 = 6;
pub const C_OPCODE: u64 = 7;
pub const C_QUERY_ID: u64 = 8;
pub const C_TOKEN: u64 = 9;
pub const C_LENGTH: u64 = 10;
pub const C_SOURCE: u64 = 11;
pub const C_TABLE: u64 = 12;
pub const C_DUPLICATE: u64 = 13;
pub const C_OUT_OF_ORDER: u64 = 14;
pub const C_PHASE: u64 = 15;
pub const C_MAC_ERROR: u64 = 16;
pub const C_INPUT_FULL: usize = 17;
pub const C_CONTROL_FRAMES: usize = 18;
pub const C_INSERTS: usize = 19;
pub const C_OVERFLOWS: usize = 20;
pub const C_PROBES: usize = 21;
pub const C_MATCHES: usize = 22;
pub const C_MISSES: usize = 23;
pub const C_SPILLS: usize = 24;
pub const C_RESULT_TUPLES: usize = 25;
pub const C_FRAMES_OUT: usize = 26;
pub const C_FILTERED: usize = 27;
/// CONTROL frames without a valid MAC, and replays (PROTOCOL.md §5.4):
/// counted after `filtered`, so the older counters keep their places.
pub const C_AUTH: u64 = 28;
pub const C_REPLAY: u64 = 29;
/// Parser verdict of a frame the MAC flagged (`tuser`): counted as `C_MAC_ERROR`.
pub const V_MAC_ERROR: u64 = 1;
/// Parser verdict of a descriptor without a frame: it reports the drops in
/// `P_DROPS` (the last of them possibly a frame that stored some payload
/// words before the buffer filled: the engine skips them).
pub const V_NO_FRAME: u64 = 15;

/// The switch's Ethernet ports (the NetFPGA SUME's four SFP+ cages): the
/// top level's rx/tx pin groups. Every per-port array and loop of the RTL is
/// sized by it; a port number is `PORT_BITS` wide.
pub const PORTS: usize = 4;
pub const PORT_BITS: usize = 2;
const _: () = assert!(1 << PORT_BITS == PORTS);

/// A protocol constant as a 32-bit `Constant` (Verilog `localparam`), for
/// fields named after the constant they mirror. 32 bits, the width rust-hdl
/// gives a literal, so an expression keeps the width it had with the number.
pub fn lp(v: u64) -> Constant<Bits<32>> {
    assert!(v < 1 << 32);
    Constant::new(v.into())
}

// Layouts are consistent at compile time: the parser's verdict 1 is no drop
// counter's index; ring numbers fit the descriptor's 2-bit field; the fields
// of the parser descriptor, output descriptor and job do not overlap and
// fill their widths.
const _: () = assert!(V_MAC_ERROR < C_TRUNCATED && V_NO_FRAME < 16);
// V_NO_FRAME is none of the codes the parser gives frames (steps 1-3 only).
const _: () = assert!(
    V_NO_FRAME > C_TRUNCATED
        && V_NO_FRAME > C_OVERSIZED
        && V_NO_FRAME > C_DST_MAC
        && V_NO_FRAME > C_ETHERTYPE
        && V_NO_FRAME > C_VERSION
        && V_NO_FRAME > C_OPCODE
        && V_NO_FRAME > C_LENGTH
);
const _: () = assert!(RING_A < RING_O && RING_O < RING_R && RING_R < RING_S && RING_S < 4);
const _: () =
    assert!(P_LEN + 16 == P_VERDICT && P_VERDICT + 4 == P_STORED && P_STORED + 12 == P_DROPS);
const _: () = assert!(
    D_PORT + PORT_BITS <= D_RING
        && D_RING + 2 <= D_OWN_SEQ
        && D_OWN_SEQ < D_WORDS
        && D_WORDS + 11 == D_SHAPE
        && D_SHAPE + 1 == DQ_BITS
);
const _: () = assert!(
    J_COUNT + 16 == J_TABLE
        && J_TABLE + 8 == J_PORT
        && J_PORT + PORT_BITS == J_DST
        && J_DST + 48 == JOB_BITS
);
// The query record's words: the token is word 0; bucket_bits, num_sources,
// max_payload in word 1; the sink 4 bytes in word 1 and 2 in word 2 (the RTL
// takes them with those widths); flags and filter_bits in word 2.
const _: () = assert!(
    QUERY_TOKEN_AT == 0
        && QUERY_BUCKET_BITS_AT >= 8
        && QUERY_MAX_PAYLOAD_AT + 2 <= QUERY_SINK_AT
        && QUERY_SINK_AT == 12
        && QUERY_FLAGS_AT >= 18
        && QUERY_FLAGS_AT < 24
        && QUERY_FILTER_AT >= 16
        && QUERY_FILTER_AT < 24
        && QUERY_RECORD_LEN == 24
);

/// `N` bits holding `bytes` in lane order (byte i in bits 8i+7..8i).
pub fn lanes<const N: usize>(bytes: &[u8]) -> Bits<N> {
    assert!(bytes.len() * 8 <= N);
    let mut b = Bits::<N>::default();
    for (i, &x) in bytes.iter().enumerate() {
        b.set_bits::<8>(8 * i, (x as u64).into());
    }
    b
}

/// The constant part of every header the switch sends: its MAC as `src`,
/// EtherType, version, and `source = 0xFFFF` (PROTOCOL.md §2, §4).
pub fn header_base(mac: [u8; 6]) -> Bits<320> {
    let mut h = [0u8; 40];
    h[6..12].copy_from_slice(&mac);
    h[12..14].copy_from_slice(&netjoin_proto::ETHERTYPE.to_be_bytes());
    h[14] = netjoin_proto::VERSION;
    h[18..20].copy_from_slice(&netjoin_proto::SWITCH_SOURCE.to_be_bytes());
    lanes::<320>(&h)
}

/// The LOAD_SIGNATURE record of `sig` (PROTOCOL.md §5.1), 40 bytes in lane
/// order: what a bitstream for `sig` accepts and answers with.
pub fn signature_record(sig: netjoin_proto::Signature) -> Bits<320> {
    let rec = netjoin_proto::SignatureRecord::new(sig).encode();
    lanes::<320>(&rec)
}

#[cfg(test)]
mod tests {
    use super::*;
    use netjoin_proto::control::{
        ConfigureQuery, ControlCommand, ControlStatus, PhaseCounts, SignatureRecord,
    };
    use netjoin_proto::header::{offset, DropReason, Opcode};
    use netjoin_proto::Counter;

    #[test]
    fn constants_are_the_protocol_crates() {
        for (bits, byte) in [
            (H_DST, offset::DST),
            (H_SRC, offset::SRC),
            (H_ETHERTYPE, offset::ETHERTYPE),
            (H_VERSION, offset::VERSION),
            (H_OPCODE, offset::OPCODE),
            (H_QUERY_ID, offset::QUERY_ID),
            (H_SOURCE, offset::SOURCE),
            (H_SOURCE_LO, offset::SOURCE + 1),
            (H_TABLE, offset::TABLE),
            (H_FLAGS, offset::FLAGS),
            (H_TUPLE_COUNT, offset::TUPLE_COUNT),
            (H_TUPLE_COUNT_LO, offset::TUPLE_COUNT + 1),
            (H_SEQ, offset::SEQ),
            (H_PAYLOAD_LEN, offset::PAYLOAD_LEN),
            (H_PAYLOAD_LEN_LO, offset::PAYLOAD_LEN + 1),
            (H_TOKEN, offset::TOKEN),
        ] {
            assert_eq!(bits, 8 * byte);
        }
        assert_eq!(offset::PAYLOAD * 8, 320);
        assert_eq!(H_TOKEN + 64, 320, "the 64-bit token ends the header");
        assert_eq!(HEADER_BYTES as usize, netjoin_proto::HEADER_LEN);
        assert_eq!(MIN_FRAME as usize, netjoin_proto::ETH_MIN_FRAME);
        assert_eq!(MAX_PAYLOAD as usize, netjoin_proto::MAX_PAYLOAD_JUMBO);
        assert_eq!(MAX_SOURCES_Q as usize, netjoin_proto::MAX_SOURCES);
        // The limits CONFIGURE enforces are exactly the protocol crate's:
        // just inside each bound decodes, just outside does not.
        let q = |bits: u8, nsrc: u8, mp: u16| {
            let c = ConfigureQuery {
                token: 1,
                bucket_bits: bits,
                num_sources: nsrc,
                max_payload: mp,
                sink: netjoin_proto::Mac([2; 6]),
                routing: netjoin_proto::ResultRouting::Sink,
                shape: netjoin_proto::ResultShape::Probe,
                filter_bits: 0,
                onchip: 0,
                context: 0,
            };
            ConfigureQuery::decode(&c.encode()).is_ok()
        };
        let (b, n, m, x) = (
            MAX_BUCKET_BITS as u8,
            MAX_SOURCES_Q as u8,
            MIN_MAX_PAYLOAD as u16,
            MAX_PAYLOAD as u16,
        );
        assert!(
            q(b, n, m)
                && q(b, 1, x)
                && !q(b + 1, n, m)
                && !q(b, n + 1, m)
                && !q(b, 0, m)
                && !q(b, n, m - 1)
                && !q(b, n, x + 1)
        );
        for (c, o) in [
            (OP_BUILD, Opcode::Build),
            (OP_PROBE, Opcode::Probe),
            (OP_RESULT, Opcode::Result),
            (OP_SPILL, Opcode::Spill),
            (OP_OVERFLOW, Opcode::Overflow),
            (OP_END, Opcode::End),
            (OP_ACK, Opcode::Ack),
            (OP_CONTROL, Opcode::Control),
            (OP_CONTROL_REPLY, Opcode::ControlReply),
        ] {
            assert_eq!(c, o as u64, "{o:?}");
        }
        assert_eq!(
            ETHERTYPE_LANES,
            netjoin_proto::ETHERTYPE.swap_bytes() as u64
        );
        assert_eq!(VERSION, netjoin_proto::VERSION as u64);
        for (c, o) in [
            (CMD_RESET, ControlCommand::Reset),
            (CMD_LOAD_SIGNATURE, ControlCommand::LoadSignature),
            (CMD_CONFIGURE, ControlCommand::Configure),
            (CMD_READ_COUNTERS, ControlCommand::ReadCounters),
            (CMD_READ_QUERY_COUNTERS, ControlCommand::ReadQueryCounters),
            (CMD_RELEASE, ControlCommand::Release),
        ] {
            assert_eq!(c, o as u64, "{o:?}");
        }
        assert_eq!(
            ControlCommand::LoadSignature.request_len() as u64,
            SIG_RECORD_LEN
        );
        assert_eq!(
            ControlCommand::Configure.request_len() as u64,
            QUERY_RECORD_LEN
        );
        assert_eq!(ControlCommand::Reset.request_len(), 0);
        assert_eq!(ControlCommand::ReadCounters.request_len(), 0);
        assert_eq!(SignatureRecord::LEN as u64, SIG_RECORD_LEN);
        assert_eq!(ConfigureQuery::LEN as u64, QUERY_RECORD_LEN);
        assert_eq!(netjoin_proto::auth::TRAILER_LEN as u64, AUTH_TRAILER_LEN);
        assert_eq!(
            netjoin_proto::auth::REQUEST_PAYLOAD_MAX as u64,
            AUTH_PAYLOAD_MAX
        );
        assert_eq!(ConfigureQuery::BUCKET_BITS_AT, QUERY_BUCKET_BITS_AT);
        assert_eq!(ConfigureQuery::SOURCES_AT, QUERY_SOURCES_AT);
        assert_eq!(ConfigureQuery::MAX_PAYLOAD_AT, QUERY_MAX_PAYLOAD_AT);
        assert_eq!(ConfigureQuery::SINK_AT, QUERY_SINK_AT);
        assert_eq!(ConfigureQuery::FLAGS_AT, QUERY_FLAGS_AT);
        assert_eq!(ConfigureQuery::FILTER_AT, QUERY_FILTER_AT);
        // record fields at the offsets the RTL decodes them from
        let sig = netjoin_proto::Signature::new(8, 0x00F8, 3).unwrap();
        let r = SignatureRecord::new(sig).encode();
        assert_eq!(SIG_ID_LEN, SIG_KEY_AT, "the widths follow the id");
        assert_eq!(&r[SIG_KEY_AT..SIG_KEY_AT + 2], &8u16.to_be_bytes());
        assert_eq!(&r[SIG_VALUE_AT..SIG_VALUE_AT + 2], &0x00F8u16.to_be_bytes());
        assert_eq!(&r[SIG_TABLES_AT..SIG_TABLES_AT + 2], &3u16.to_be_bytes());
        assert!(r[..SIG_ID_LEN].starts_with(sig.id().as_bytes()));
        let c = ConfigureQuery {
            token: 0x0102_0304_0A0B_0C0D,
            bucket_bits: 17,
            num_sources: 5,
            max_payload: 0x1234,
            sink: netjoin_proto::Mac([1, 2, 3, 4, 5, 6]),
            routing: netjoin_proto::ResultRouting::Sink,
            shape: netjoin_proto::ResultShape::Probe,
            filter_bits: 9,
            onchip: 0,
            context: 0,
        }
        .encode();
        assert_eq!(
            &c[QUERY_TOKEN_AT..QUERY_TOKEN_AT + 8],
            &0x0102_0304_0A0B_0C0Du64.to_be_bytes()
        );
        assert_eq!(c[QUERY_BUCKET_BITS_AT], 17);
        assert_eq!(c[QUERY_SOURCES_AT], 5);
        assert_eq!(
            &c[QUERY_MAX_PAYLOAD_AT..QUERY_MAX_PAYLOAD_AT + 2],
            &0x1234u16.to_be_bytes()
        );
        assert_eq!(&c[QUERY_SINK_AT..QUERY_SINK_AT + 6], &[1, 2, 3, 4, 5, 6]);
        assert_eq!(c[QUERY_FILTER_AT], 9);
        assert_eq!(
            &c[QUERY_FILTER_AT + 1..QUERY_RECORD_LEN as usize],
            &[0; 4],
            "reserved"
        );
        assert_eq!(
            netjoin_proto::ResultRouting::FLAG,
            1,
            "the RTL reads flags bit 0"
        );
        assert_eq!(
            netjoin_proto::ResultShape::FLAG,
            2,
            "the RTL reads flags bit 1"
        );
        assert_eq!(PhaseCounts::LEN as u64, END_RECORD_LEN);
        for (c, o) in [
            (ST_OK, ControlStatus::Ok),
            (ST_UNSUPPORTED, ControlStatus::UnsupportedSignature),
            (ST_MALFORMED, ControlStatus::Malformed),
            (ST_NO_MEMORY, ControlStatus::NoMemory),
            (ST_NO_SIGNATURE, ControlStatus::NoSignature),
            (ST_BUSY, ControlStatus::Busy),
            (ST_NO_QUERY, ControlStatus::NoQuery),
        ] {
            assert_eq!(c, o as u64, "{o:?}");
        }
        assert_eq!(PH_BUILD, netjoin_proto::PHASE_BUILD as u64);
        assert_eq!(PH_PROBE, netjoin_proto::PHASE_PROBE as u64);
        for (c, r) in [
            (C_TRUNCATED, DropReason::Truncated),
            (C_OVERSIZED, DropReason::Oversized),
            (C_DST_MAC, DropReason::DstMac),
            (C_ETHERTYPE, DropReason::EtherType),
            (C_VERSION, DropReason::Version),
            (C_OPCODE, DropReason::Opcode),
            (C_QUERY_ID, DropReason::QueryId),
            (C_TOKEN, DropReason::Token),
            (C_LENGTH, DropReason::Length),
            (C_SOURCE, DropReason::Source),
            (C_TABLE, DropReason::Table),
            (C_DUPLICATE, DropReason::Duplicate),
            (C_OUT_OF_ORDER, DropReason::OutOfOrder),
            (C_PHASE, DropReason::Phase),
            (C_MAC_ERROR, DropReason::MacError),
            (C_AUTH, DropReason::Auth),
            (C_REPLAY, DropReason::Replay),
        ] {
            assert_eq!(c as usize, Counter::Dropped(r).index(), "{r:?}");
        }
        for (c, o) in [
            (C_FRAMES_IN, Counter::FramesIn),
            (C_FRAMES_ACCEPTED, Counter::FramesAccepted),
            (C_INPUT_FULL, Counter::Dropped(DropReason::InputFull)),
            (C_CONTROL_FRAMES, Counter::ControlFrames),
            (C_INSERTS, Counter::Inserts),
            (C_OVERFLOWS, Counter::Overflows),
            (C_PROBES, Counter::Probes),
            (C_MATCHES, Counter::Matches),
            (C_MISSES, Counter::Misses),
            (C_SPILLS, Counter::Spills),
            (C_RESULT_TUPLES, Counter::ResultTuples),
            (C_FRAMES_OUT, Counter::FramesOut),
            (C_FILTERED, Counter::Filtered),
        ] {
            assert_eq!(c, o.index(), "{o:?}");
        }
        assert_eq!(C_REPLAY as usize + 1, Counter::COUNT);
    }
}
