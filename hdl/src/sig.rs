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

/// Declares the constants of one signature: `signature_consts!(k, v, t)`
/// for a switch with one query context, `signature_consts!(k, v, t, n)` for
/// one with `n` (1, 2 or 4; PROTOCOL.md §5.5, docs/HDL.md §3, Query
/// contexts).
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
        $crate::signature_consts!($k, $v, $t, 1);
    };
    ($k:expr, $v:expr, $t:expr, $n:expr) => {
        /// Query contexts (PROTOCOL.md §5.5): queries the switch holds at
        /// once, each with its `1/CONTEXTS` share of the memories.
        pub const CONTEXTS: usize = $n;
        /// log2 of `CONTEXTS` (0 with one context). A context index is
        /// carried in a fixed `Bits<2>` wherever a width is needed (always
        /// 0 with one context).
        pub const CTX_BITS: usize = if CONTEXTS == 4 {
            2
        } else if CONTEXTS == 2 {
            1
        } else {
            0
        };
        /// Address bits of a membership-filter RAM: `{context, bit}`
        /// (each context has `2^FILTER_BITS_MAX` bits, PROTOCOL.md §6.3),
        /// and of the `dbg_filter_addr` port.
        pub const FILTER_RAM_BITS: usize =
            $crate::netjoin_proto::FILTER_BITS_MAX as usize + CTX_BITS;
        /// Counter banks (PROTOCOL.md §5.5): one per context with several
        /// contexts, none with one (READ_QUERY_COUNTERS does not exist then).
        pub const BANKS: usize = if CONTEXTS > 1 { CONTEXTS } else { 0 };
        /// Address bits of the source table: `{context, source}`.
        pub const SRC_ADDR_BITS: usize = 6 + CTX_BITS;
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
        /// A context's share of the table memory (`M/N` lines) and of the
        /// fill-count SRAM (`S/N` words), PROTOCOL.md §5.5: context c's
        /// line l is line `c · CTX_MEMORY_LINES + l`, its word w word
        /// `c · CTX_COUNT_WORDS + w`.
        pub const CTX_MEMORY_LINES: u64 = MEMORY_LINES / CONTEXTS as u64;
        pub const CTX_COUNT_WORDS: u64 = COUNT_SRAM_WORDS / CONTEXTS as u64;
        /// The most lines a query's tables may take: its share of the
        /// memory, and the lines whose counts its share of the SRAM holds
        /// (CONFIGURE's status 3).
        pub const TABLE_LINES_MAX: u64 = if CTX_MEMORY_LINES < CTX_COUNT_WORDS << COUNT_WORD_SHIFT {
            CTX_MEMORY_LINES
        } else {
            CTX_COUNT_WORDS << COUNT_WORD_SHIFT
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
        const _: () = assert!(
            (CONTEXTS == 1 || CONTEXTS == 2 || CONTEXTS == 4) && 1 << CTX_BITS == CONTEXTS,
            "1, 2 or 4 query contexts"
        );

        /// The switch's own MAC address (the model's default, `Mac::local(0xFFFF)`).
        pub fn switch_mac() -> [u8; 6] {
            $crate::netjoin_proto::Mac::local(0xFFFF).0
        }

        /// The signature this instance of the RTL implements.
        pub fn signature() -> $crate::netjoin_proto::Signature {
            $crate::netjoin_proto::Signature::new(KEY_BYTES as u8, VALUE_BYTES as u16, TABLES as u8)
                .unwrap()
        }

        /// The catalog id of this build: `k<K>v<V>t<T>` with one context,
        /// `k<K>v<V>t<T>c<N>` with `N` (the signature a LOAD_SIGNATURE
        /// names is `k<K>v<V>t<T>` either way: the contexts are the
        /// switch's, not the signature's).
        pub fn signature_id() -> String {
            if CONTEXTS == 1 {
                signature().id()
            } else {
                format!("{}c{}", signature().id(), CONTEXTS)
            }
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
            assert!(CONTEXTS <= $crate::netjoin_proto::ConfigureQuery::CONTEXTS_MAX);
        }
    };
}

signature_consts!(8, 8, 3, 2);

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
        assert_eq!((super::CONTEXTS, super::CTX_BITS), (2, 1));
        assert_eq!(super::signature_id(), "k8v8t3c2");
        let shared = netjoin_sim::SwitchConfig {
            contexts: super::CONTEXTS,
            ..model
        };
        assert_eq!(shared.context_lines(), super::CTX_MEMORY_LINES);
        assert_eq!(shared.context_count_words(), super::CTX_COUNT_WORDS);
    }

    #[allow(dead_code)]
    mod one_context {
        signature_consts!(8, 8, 3);
        #[test]
        fn the_three_argument_form_has_one_context() {
            check();
            assert_eq!((CONTEXTS, CTX_BITS), (1, 0));
            assert_eq!(signature_id(), "k8v8t3");
            assert_eq!(CTX_MEMORY_LINES, MEMORY_LINES);
        }
    }
    #[allow(dead_code)]
    mod four_contexts {
        signature_consts!(4, 4, 2, 4);
        #[test]
        fn four_contexts_share_the_memories() {
            check();
            assert_eq!((CONTEXTS, CTX_BITS), (4, 2));
            assert_eq!(signature_id(), "k4v4t2c4");
            assert_eq!(CTX_MEMORY_LINES, 1 << 25);
            assert_eq!(CTX_COUNT_WORDS, 3 << 19);
            // 4-bit counts: 8 lines a word
            assert_eq!(TABLE_LINES_MAX, 3 << 22);
        }
    }
}
