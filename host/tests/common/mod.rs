//! Shared by the in-process integration tests.

#![allow(dead_code)] // each test file uses some of these

use netjoin_host::coordinator::LinkFaults;
use netjoin_host::epoch::{Recovery, RestartSign};
use netjoin_host::{reference, run_in_process, RunOptions, RunReport, StarJoinInput};

/// Runs `input` in process and checks the result against the independent
/// reference join, row for row; returns the run's report.
pub fn check(input: &StarJoinInput, opts: &RunOptions) -> RunReport {
    let out = run_in_process(input, opts).expect("run");
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let want = reference::star_join(&input.signature, &dims, &input.fact.concat());
    if let Some(diff) = reference::compare(&out.results, &want, input.signature.result_width()) {
        panic!("result differs from the reference: {diff}");
    }
    assert_eq!(out.report.result_rows as usize, want.len());
    out.report
}

/// 3 % loss, duplication and reordering each, deterministic for `seed`.
pub fn faulty(seed: u64) -> LinkFaults {
    LinkFaults {
        drop: 0.03,
        duplicate: 0.03,
        reorder: 0.03,
        seed,
    }
}

/// Every recovery was recognised as a restart by a counter going back.
pub fn all_restarts(r: &RunReport) -> bool {
    r.recovery
        .recoveries
        .iter()
        .all(|x| matches!(x, Recovery::Restarted(RestartSign::CounterWentBack { .. })))
}
