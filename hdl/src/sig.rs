//! The signature the RTL is generated for, and every width derived from it.
//!
//! This is the one place that fixes the datapath shape. rust-hdl needs widths
//! as compile-time constants (`Bits<N>`), so another signature means editing
//! `KEY_BYTES`, `VALUE_BYTES`, `TABLES` here and rebuilding; the asserts below
//! reject shapes the current datapath cannot carry (see docs/HDL.md §4).

use netjoin_proto::{BucketGeometry, Signature};

pub const KEY_BYTES: usize = 8;
pub const VALUE_BYTES: usize = 8;
pub const TABLES: usize = 3;

pub const KEY_BITS: usize = KEY_BYTES * 8;
pub const VALUE_BITS: usize = VALUE_BYTES * 8;
/// Build / OVERFLOW tuple = one bucket slot.
pub const SLOT_BYTES: usize = KEY_BYTES + VALUE_BYTES;
pub const SLOT_BITS: usize = SLOT_BYTES * 8;
pub const LINE_BITS: usize = 512;
/// Slots per (one-line) bucket: floor(63 / S).
pub const SLOTS: usize = (64 - 1) / SLOT_BYTES;
pub const BUILD_WORDS: usize = SLOT_BYTES / 8;
pub const PROBE_BYTES: usize = TABLES * KEY_BYTES + VALUE_BYTES;
pub const PROBE_WORDS: usize = PROBE_BYTES / 8;
pub const PROBE_BITS: usize = PROBE_BYTES * 8;
pub const RESULT_BYTES: usize = PROBE_BYTES + TABLES * VALUE_BYTES;
pub const RESULT_WORDS: usize = RESULT_BYTES / 8;
pub const SPILL_BYTES: usize = PROBE_BYTES + TABLES * 64;
pub const SPILL_WORDS: usize = SPILL_BYTES / 8;

/// Memory controllers the switch uses (1 or 2; both ports always exist).
pub const CONTROLLERS: usize = 2;
/// Table memory in 64-byte lines (NetFPGA SUME: 2 x 4 GiB = 2^27 lines), the
/// limit CONFIGURE checks (PROTOCOL.md §5.2, status 3).
pub const MEMORY_LINES: u64 = 1 << 27;
/// Worker sources the per-source state holds (PROTOCOL.md: 1..=64).
pub const MAX_SOURCES: usize = 64;
/// Counters of PROTOCOL.md §8.
pub const NCOUNTERS: usize = 26;

/// The switch's own MAC address (the model's default, `Mac::local(0xFFFF)`).
pub fn switch_mac() -> [u8; 6] {
    netjoin_proto::Mac::local(0xFFFF).0
}

const _: () = assert!(KEY_BYTES == 8, "the datapath carries 8-byte keys (one 64-bit word)");
const _: () = assert!(VALUE_BYTES % 8 == 0 && VALUE_BYTES <= 16, "values are whole words");
const _: () = assert!(2 * SLOT_BYTES + 1 <= 64, "one-line buckets only");
const _: () = assert!(TABLES >= 1 && TABLES <= 4);

/// The signature this build of the RTL implements.
pub fn signature() -> Signature {
    Signature::new(KEY_BYTES as u8, VALUE_BYTES as u16, TABLES as u8).unwrap()
}

/// Checks the constants against the protocol crate's geometry.
pub fn check() {
    let s = signature();
    let g: BucketGeometry = s.geometry();
    assert_eq!(g.lines, 1);
    assert_eq!(g.slots, SLOTS);
    assert_eq!(s.build_width(), SLOT_BYTES);
    assert_eq!(s.probe_width(), PROBE_BYTES);
    assert_eq!(s.result_width(), RESULT_BYTES);
    assert_eq!(s.spill_width(), SPILL_BYTES);
    assert_eq!(netjoin_proto::Counter::COUNT, NCOUNTERS);
    assert_eq!(netjoin_proto::MAX_SOURCES, MAX_SOURCES);
}

#[cfg(test)]
mod tests {
    #[test]
    fn constants_match_the_protocol_crate() {
        super::check();
        let model = netjoin_sim::SwitchConfig::default();
        assert_eq!(model.memory_lines, super::MEMORY_LINES);
        assert_eq!(model.mac.0, super::switch_mac());
        assert_eq!(model.ports, 4);
    }
}
