//! The half-word unit tests of tests/half_words.rs on the k4v4t4 instance
//! (4-byte keys and values, 4 tables): its RESULT tuples without the
//! probe's keys (20 bytes) end in half a word, as k4v8t3's (32 bytes) do
//! not, and so do its 20-byte PROBE, 36-byte RESULT and 276-byte SPILL
//! tuples; its 8-byte BUILD tuples are whole words.

pub mod sig {
    netjoin_hdl::signature_consts!(4, 4, 4);
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
fn k4v4t4_payload_only_results_end_in_half_a_word() {
    use sig::*;
    const { assert!(RESULT_PAYLOAD_HALF && PROBE_HALF && RESULT_HALF && SPILL_HALF) };
    const { assert!(!BUILD_HALF) };
    assert_eq!((RESULT_PAYLOAD_BYTES, RESULT_PAYLOAD_WORDS), (20, 3));
    assert_eq!((SPILL_BYTES, SPILL_WORDS), (276, 35));
    check();
}
