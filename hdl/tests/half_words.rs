//! The unit tests of the modules that handle tuples ending in half a
//! 64-bit word (the feeder's gather, the commit stage's tuple lengths, the
//! framer's frame lengths, the emitter's packing), run on the k4v8t3
//! instance: its 12-byte BUILD and OVERFLOW, 20-byte PROBE, 44-byte RESULT
//! and 212-byte SPILL tuples all end in half a word. The crate's own build
//! (k8v8t3c2) runs the same tests on tuples of whole words. Here, not in the
//! catalog crate, so that they run optimised as the crate's own tests do.

// The modules see the k4v8t3 `sig` and the shared modules as their
// siblings (`super::sig`), here at the test crate's root, and the test
// benches as `crate::tb`, as tests/one_context.rs does.
pub mod sig {
    netjoin_hdl::signature_consts!(4, 8, 3);
}
pub use netjoin_hdl::tb;
pub use netjoin_hdl::{fifo, layout, reg_slice};

#[allow(dead_code)]
#[path = "../src/commit_stage.rs"]
mod commit_stage;
#[allow(dead_code)]
#[path = "../src/emitter.rs"]
mod emitter;
#[allow(dead_code)]
#[path = "../src/feeder.rs"]
mod feeder;
#[allow(dead_code)]
#[path = "../src/framer.rs"]
mod framer;

#[test]
fn k4v8t3_tuples_end_in_half_a_word() {
    use sig::*;
    // what the included tests exercise: every tuple of k4v8t3 packs
    const { assert!(BUILD_HALF && PROBE_HALF && RESULT_HALF && SPILL_HALF) };
    const {
        assert!(
            !RESULT_PAYLOAD_HALF,
            "32-byte RESULT tuples without the keys"
        )
    };
    assert_eq!((BUILD_HALVES, PROBE_HALVES), (3, 5));
    assert_eq!(
        (BUILD_WORDS, PROBE_WORDS, TUPLE_WORDS, GATHER_WORDS),
        (2, 3, 3, 3)
    );
    assert_eq!((RESULT_WORDS, SPILL_WORDS), (6, 27));
    check();
}
