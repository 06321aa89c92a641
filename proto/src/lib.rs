//! The NetJoin wire format, shared by every other crate.
//!
//! `docs/PROTOCOL.md` is the normative description; this crate is its one
//! implementation. Nothing here allocates on the decode path: a received
//! frame is checked in place and tuples are borrowed slices of it.

pub mod auth;
pub mod bucket;
pub mod control;
pub mod counters;
pub mod frame;
pub mod hash;
pub mod header;
pub mod signature;

pub use auth::{ControlAuth, ControlKey};
pub use control::{
    ConfigureQuery, ControlCommand, ControlStatus, PhaseCounts, ResultRouting, SignatureRecord,
};
pub use counters::{Counter, Counters};
pub use frame::{FrameBuilder, FrameView, TupleFramer};
pub use hash::{
    bucket_of, filter_bit, filter_hash64, key_to_u64, FILTER_BITS_MAX, FILTER_HASHES, FILTER_MASKS,
    HASH_MASKS,
};
pub use header::{DropReason, Header, Mac, Opcode};
pub use signature::{BucketGeometry, ResultShape, Signature, COUNT_SRAM_WORDS, ONCHIP_BYTES};

/// IEEE 802 "Local Experimental Ethertype 1" (IEEE Std 802-2014, clause 9.2.2).
pub const ETHERTYPE: u16 = 0x88B5;
/// Protocol version carried in every header.
pub const VERSION: u8 = 2;
/// Ethernet II header (14 B) plus the NetJoin header (26 B).
pub const HEADER_LEN: usize = 40;
/// Smallest Ethernet frame without FCS; shorter frames are padded by the sender's MAC.
pub const ETH_MIN_FRAME: usize = 60;
/// Bytes of the NetJoin header that live inside the Ethernet payload.
pub const NETJOIN_HEADER_IN_ETH_PAYLOAD: usize = HEADER_LEN - 14;
/// Default NetJoin payload limit: a 1500 B Ethernet MTU less the 26 B NetJoin header.
pub const MAX_PAYLOAD_DEFAULT: usize = 1500 - NETJOIN_HEADER_IN_ETH_PAYLOAD;
/// Jumbo NetJoin payload limit: a 9000 B MTU less the NetJoin header.
pub const MAX_PAYLOAD_JUMBO: usize = 9000 - NETJOIN_HEADER_IN_ETH_PAYLOAD;
/// Width of one DDR line, the unit of a bucket (the DDR3 controller's data path).
pub const LINE_BYTES: usize = 64;
/// Source id the switch uses for frames it originates.
pub const SWITCH_SOURCE: u16 = 0xFFFF;
/// Source id of the coordinator (control plane).
pub const COORDINATOR_SOURCE: u16 = 0xFFFE;
/// Largest number of worker sources a switch tracks sequence state for.
pub const MAX_SOURCES: usize = 64;
/// `table` field of an END/ACK frame that closes the build phase.
pub const PHASE_BUILD: u8 = 0xFE;
/// `table` field of an END/ACK frame that closes the probe phase.
pub const PHASE_PROBE: u8 = 0xFF;
/// `flags` bit of a BUILD or PROBE frame asking the switch for an ACK
/// (PROTOCOL.md §4.2): lets a sender with a bounded window learn early where
/// the switch stands, instead of only at the phase's END.
pub const FLAG_ACK_REQUEST: u8 = 0x01;
/// Largest number of tables a pipeline can hold.
pub const MAX_TABLES: usize = 8;
