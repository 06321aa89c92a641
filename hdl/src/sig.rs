//! The signature the RTL is generated for, and every width derived from it.
//!
//! rust-hdl needs widths as compile-time constants (`Bits<N>`), so the
//! signature-dependent modules (build and probe units, engine, framer,
//! emitter, top level) are written against the constants of a sibling module
//! `sig` (`use super::sig::*`). This crate instantiates them once, for the
//! reference signature k8v8t3 below; the catalog crate (`netjoin-bitstreams`,
//! bitstreams/) instantiates the same source files once per catalog
//! signature, each beside a `sig` module made by [`signature_consts!`].
//!
//! How a constant reaches the Verilog: in types (`Bits<PROBE_BITS>`) and in
//! `for` ranges rust-hdl evaluates it in Rust; inside an expression it prints
//! the identifier, so every module that uses one there also declares a
//! `Constant` field of the same name (a Verilog `localparam`), see
//! `param`.

/// Declares the constants of one signature: `signature_consts!(k, v, t)`.
///
/// The datapath carries 4- or 8-byte keys, values of 4 bytes or of whole
/// words, tuples of whole or half 64-bit words (the feeder gathers BUILD
/// and PROBE tuples at half-word offsets, the emitter packs OVERFLOW,
/// RESULT and SPILL tuples that end in half a word back to back) and
/// one-line buckets (2S + 1 <= 64); the assertions reject other shapes at
/// compile time (docs/HDL.md §4).
#[macro_export]
macro_rules! signature_consts {
    ($k:expr, $v:expr, $t:expr) => {
        pub const KEY_BYTES: usize = $k;
        pub const VALUE_BYTES: usize = $v;
        pub const TABLES: usize = $t;

        pub const KEY_BITS: usize = KEY_BYTES * 8;
        pub const VALUE_BITS: usize = VALUE_BYTES * 8;
        /// Build / OVERFLOW tuple = one bucket slot.
        pub const SLOT_BYTES: usize = KEY_BYTES + VALUE_BYTES;
        pub const SLOT_BITS: usize = SLOT_BYTES * 8;
        pub const LINE_BITS: usize = 512;
        /// Slots per (one-line) bucket: floor(63 / S).
        pub const SLOTS: usize = (64 - 1) / SLOT_BYTES;
        /// Bits of a bucket's fill count in the count SRAM (counts 0..=SLOTS),
        /// and log2 of the counts one 32-bit SRAM word holds.
        pub const COUNT_BITS: usize = if SLOTS <= 3 { 2 } else { 4 };
        pub const COUNT_WORD_SHIFT: usize = if COUNT_BITS == 2 { 4 } else { 3 };
        // Every tuple is a whole number of half words (4 bytes, `*_HALVES`);
        // one that ends in half a word (`*_HALF`) takes `*_WORDS` = its
        // bytes / 8 rounded up in a ring entry or the feeder's output, the
        // last word half used.
        /// BUILD / OVERFLOW tuple (k4v8: 12 bytes, a word and a half).
        pub const BUILD_HALVES: usize = SLOT_BYTES / 4;
        pub const BUILD_WORDS: usize = SLOT_BYTES.div_ceil(8);
        pub const BUILD_HALF: bool = SLOT_BYTES % 8 != 0;
        pub const PROBE_BYTES: usize = TABLES * KEY_BYTES + VALUE_BYTES;
        pub const PROBE_HALVES: usize = PROBE_BYTES / 4;
        pub const PROBE_WORDS: usize = PROBE_BYTES.div_ceil(8);
        pub const PROBE_HALF: bool = PROBE_BYTES % 8 != 0;
        pub const PROBE_BITS: usize = PROBE_BYTES * 8;
        pub const RESULT_BYTES: usize = PROBE_BYTES + TABLES * VALUE_BYTES;
        /// Words a RESULT tuple with the probe's keys takes in its ring
        /// entry (the last one half used when `RESULT_HALF`).
        pub const RESULT_WORDS: usize = RESULT_BYTES.div_ceil(8);
        pub const RESULT_BITS: usize = RESULT_BYTES * 8;
        /// RESULT tuples with the probe's keys end in half a word (k4v4t3:
        /// 28 bytes, k4v8t3: 44): the emitter packs them back to back.
        pub const RESULT_HALF: bool = RESULT_BYTES % 8 != 0;
        /// A RESULT tuple without the probe's keys (CONFIGURE flags bit 1).
        pub const RESULT_PAYLOAD_BYTES: usize = RESULT_BYTES - TABLES * KEY_BYTES;
        pub const RESULT_PAYLOAD_WORDS: usize = RESULT_PAYLOAD_BYTES.div_ceil(8);
        pub const RESULT_PAYLOAD_HALF: bool = RESULT_PAYLOAD_BYTES % 8 != 0;
        pub const SPILL_BYTES: usize = PROBE_BYTES + TABLES * 64;
        pub const SPILL_WORDS: usize = SPILL_BYTES.div_ceil(8);
        pub const SPILL_HALF: bool = SPILL_BYTES % 8 != 0;
        pub const SPILL_BITS: usize = SPILL_BYTES * 8;
        /// Every table's value side by side (a RESULT tuple's tail).
        pub const VALS_BITS: usize = TABLES * VALUE_BITS;
        /// Every table's bucket line side by side (a SPILL tuple's tail).
        pub const LINES_BITS: usize = TABLES * LINE_BITS;
        /// Words the feeder passes on per tuple (the wider of BUILD and
        /// PROBE, rounded up to words).
        pub const TUPLE_WORDS: usize = if BUILD_WORDS > PROBE_WORDS {
            BUILD_WORDS
        } else {
            PROBE_WORDS
        };
        /// Words of the payload FIFO a tuple may touch: one more half word
        /// when it starts in the middle of one.
        pub const GATHER_WORDS: usize = if BUILD_HALVES > PROBE_HALVES {
            (BUILD_HALVES + 1).div_ceil(2)
        } else {
            (PROBE_HALVES + 1).div_ceil(2)
        };
        pub const TUPLE_BITS: usize = TUPLE_WORDS * 64;
        /// log2 of ring S's depth: it must hold every SPILL tuple of one PROBE
        /// frame (the spills of a frame are sent after its last RESULT frame),
        /// i.e. floor(8974 / PROBE_BYTES) entries.
        pub const SPILL_RING_LOG2: usize = if 8974 / PROBE_BYTES < 512 { 9 } else { 10 };

        /// Memory controllers the switch uses (1 or 2; both ports always exist).
        pub const CONTROLLERS: usize = 2;
        /// Probe units: two with one table (a tuple a cycle each; 0.9 of the
        /// DDR model's read ceiling is 1.22 one-table tuples a cycle), else
        /// one (T >= 2 reads per tuple: memory binds below a tuple a cycle).
        pub const PROBE_UNITS: usize = if TABLES == 1 { 2 } else { 1 };
        /// log2 of the buckets of an on-chip table's store (onchip_store.rs,
        /// PROTOCOL.md §6.4): every probe unit's T stores fit
        /// `netjoin_proto::ONCHIP_BYTES` (`Signature::onchip_bucket_bits`).
        pub const ONCHIP_BITS: usize = {
            let per_table = $crate::netjoin_proto::ONCHIP_BYTES / (TABLES * PROBE_UNITS * 64);
            (usize::BITS - 1 - per_table.leading_zeros()) as usize
        };
        /// Table memory in 64-byte lines (NetFPGA SUME: 2 x 4 GiB = 2^27 lines),
        /// the limit CONFIGURE checks (PROTOCOL.md §5.2, status 3).
        pub const MEMORY_LINES: u64 = 1 << 27;
        /// Words of the fill-count SRAM (NetFPGA SUME: three QDRII+ chips of
        /// 2^21 words, PROTOCOL.md §10).
        pub const COUNT_SRAM_WORDS: u64 = 3 << 21;
        /// The most lines a query's tables may take: the memory, and the
        /// lines whose counts the SRAM holds (CONFIGURE's status 3).
        pub const TABLE_LINES_MAX: u64 = if MEMORY_LINES < COUNT_SRAM_WORDS << COUNT_WORD_SHIFT {
            MEMORY_LINES
        } else {
            COUNT_SRAM_WORDS << COUNT_WORD_SHIFT
        };
        /// Worker sources the per-source state holds (PROTOCOL.md: 1..=64).
        pub const MAX_SOURCES: usize = 64;
        /// Counters of PROTOCOL.md §8.
        pub const NCOUNTERS: usize = 30;

        const _: () = assert!(KEY_BYTES == 8 || KEY_BYTES == 4, "keys of 4 or 8 bytes");
        const _: () = assert!(
            VALUE_BYTES == 4 || VALUE_BYTES % 8 == 0,
            "values of 4 bytes or whole words"
        );
        const _: () = assert!(
            SLOT_BYTES % 4 == 0
                && PROBE_BYTES % 4 == 0
                && RESULT_BYTES % 4 == 0
                && RESULT_PAYLOAD_BYTES % 4 == 0
                && SPILL_BYTES % 4 == 0,
            "tuples of whole or half words"
        );
        // A tuple that ends in half a word keeps at least one whole word
        // before it (the emitter sends those, then keeps the half word).
        const _: () = assert!(
            SLOT_BYTES >= 8 && PROBE_BYTES >= 8 && RESULT_PAYLOAD_BYTES >= 8,
            "tuples of at least a word"
        );
        const _: () = assert!(SLOTS < (1 << COUNT_BITS) && 32 >> COUNT_WORD_SHIFT == COUNT_BITS);
        const _: () = assert!(2 * SLOT_BYTES < 64, "one-line buckets only (2S + 1 <= 64)");
        const _: () = assert!(TABLES >= 1 && TABLES <= 4, "1 to 4 tables");
        const _: () = assert!(SPILL_WORDS < 64 && TUPLE_WORDS <= 8);

        /// The switch's own MAC address (the model's default, `Mac::local(0xFFFF)`).
        pub fn switch_mac() -> [u8; 6] {
            $crate::netjoin_proto::Mac::local(0xFFFF).0
        }

        /// The signature this instance of the RTL implements.
        pub fn signature() -> $crate::netjoin_proto::Signature {
            $crate::netjoin_proto::Signature::new(KEY_BYTES as u8, VALUE_BYTES as u16, TABLES as u8)
                .unwrap()
        }

        /// A signature constant as a 16-bit `Constant` (Verilog `localparam`),
        /// for fields named after the constant they mirror.
        pub fn param(
            v: usize,
        ) -> $crate::rust_hdl::prelude::Constant<$crate::rust_hdl::prelude::Bits<16>> {
            assert!(v < 1 << 16);
            $crate::rust_hdl::prelude::Constant::new((v as u64).into())
        }

        /// Checks the constants against the protocol crate's geometry.
        pub fn check() {
            let s = signature();
            let g = s.geometry();
            assert_eq!(g.lines, 1);
            assert_eq!(g.slots, SLOTS);
            assert_eq!(s.build_width(), SLOT_BYTES);
            assert_eq!(s.probe_width(), PROBE_BYTES);
            assert_eq!(s.result_width(), RESULT_BYTES);
            assert_eq!(s.spill_width(), SPILL_BYTES);
            assert_eq!($crate::netjoin_proto::Counter::COUNT, NCOUNTERS);
            assert_eq!($crate::netjoin_proto::MAX_SOURCES, MAX_SOURCES);
            assert!((8974 / PROBE_BYTES) < (1 << SPILL_RING_LOG2));
            assert_eq!(s.onchip_bucket_bits() as usize, ONCHIP_BITS);
        }
    };
}

signature_consts!(8, 8, 3);

#[cfg(test)]
mod tests {
    #[test]
    fn constants_match_the_protocol_crate() {
        super::check();
        let model = netjoin_sim::SwitchConfig::default();
        assert_eq!(model.memory_lines, super::MEMORY_LINES);
        assert_eq!(model.count_sram_words, super::COUNT_SRAM_WORDS);
        assert_eq!(model.mac.0, super::switch_mac());
        assert_eq!(model.ports, 4);
    }
}
