//! Bit layouts shared by the engine, the framer and the emitter, and Rust
//! helpers that build the constants they use.
//!
//! All frame bytes inside the switch keep the wire order in little-endian
//! lanes: byte `i` of a header or payload word is bits `8i+7..8i`.
//!
//! **Output descriptor** (`DQ_BITS` = 336), one per frame the switch sends,
//! in the order the model sends them:
//! * `[0, 320)` the complete 40-byte header (the emitter only overwrites
//!   `seq` when `own_seq` is set);
//! * `[320, 322)` tx port; `[322, 324)` payload ring: 0 = A (64-bit words,
//!   the engine's replies and records), 1 = O (one 16-byte OVERFLOW tuple per
//!   entry), 2 = R (one 56-byte RESULT tuple per entry), 3 = S (one 224-byte
//!   SPILL tuple per entry);
//! * `324` `own_seq`: take `seq` from the switch's sequence counter
//!   (RESULT, SPILL, OVERFLOW and the switch's END, PROTOCOL.md §4.1);
//! * `[325, 336)` payload words (every payload the switch sends is a whole
//!   number of 64-bit words; frames under 60 B are padded by the emitter).
//!
//! **Job** (`JOB_BITS` = 27), one per accepted BUILD or PROBE frame, from the
//! engine to the framer: `0` kind (0 = build, 1 = probe), `[1, 17)`
//! tuple_count, `[17, 25)` table, `[25, 27)` the sink port at commit.

use rust_hdl::prelude::*;

pub const DQ_BITS: usize = 336;

/// Payload rings (descriptor field `ring`).
pub mod ring {
    pub const A: u64 = 0;
    pub const O: u64 = 1;
    pub const R: u64 = 2;
    pub const S: u64 = 3;
}
pub const JOB_BITS: usize = 27;

/// Opcodes (PROTOCOL.md §3).
pub mod op {
    pub const BUILD: u64 = 1;
    pub const PROBE: u64 = 2;
    pub const RESULT: u64 = 3;
    pub const SPILL: u64 = 4;
    pub const OVERFLOW: u64 = 5;
    pub const END: u64 = 6;
    pub const ACK: u64 = 7;
    pub const CONTROL: u64 = 8;
    pub const CONTROL_REPLY: u64 = 9;
}

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
