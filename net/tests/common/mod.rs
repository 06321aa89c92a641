//! Helpers of the testbed's integration tests (flood.rs, hostile.rs): the
//! namespaces, switchd's memory, and the star join they run with its
//! reference rows.

#![allow(dead_code)]

use netjoin_host::star::{generate, StarSpec};
use netjoin_host::task::{PayloadLayout, ProbeResults};
use netjoin_host::StarJoinInput;
use netjoin_proto::{ResultShape, Signature};
use std::collections::HashMap;
use std::os::fd::AsRawFd;
use std::path::PathBuf;

pub fn exe() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_netjoin-net"))
}

/// Moves the calling thread (only) into the named network namespace.
pub fn enter(ns: &str) {
    let f = std::fs::File::open(format!("/run/netns/{ns}")).expect("the namespace");
    // SAFETY: setns on a valid namespace descriptor; affects this thread only.
    let r = unsafe { libc::setns(f.as_raw_fd(), libc::CLONE_NEWNET) };
    assert_eq!(r, 0, "setns {ns}: {}", std::io::Error::last_os_error());
}

/// A field of /proc/PID/status in KiB (VmRSS, VmHWM).
pub fn status_kib(pid: u32, field: &str) -> u64 {
    let s = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("switchd's status");
    s.lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no {field} in {s}"))
}

pub fn input(sig: Signature) -> StarJoinInput {
    let mut input = generate(
        &sig,
        &StarSpec {
            fact_rows: 200_000,
            dim_rows: 20_000,
            workers: 2,
            ..StarSpec::default()
        },
    );
    // Payloads numbered as a probe task numbers its rows.
    let layout = PayloadLayout::of(&sig).unwrap();
    let (at, pw, w) = (sig.t() * sig.k(), sig.probe_width(), layout.word_bytes);
    for part in &mut input.fact {
        for (i, tup) in part.chunks_exact_mut(pw).enumerate() {
            tup[at..at + w].copy_from_slice(&(i as u64).to_be_bytes()[8 - w..]);
            tup[at + w..].fill(0);
        }
    }
    input
}

/// The query's rows in the tasks' RESULT shape (payload and values), its
/// SPILL tuples finished from the whole dimensions.
pub fn rows_of(sig: &Signature, dims: &[Vec<u8>], out: &ProbeResults, rows: &mut Vec<u8>) {
    rows.extend_from_slice(&out.results);
    let (k, v, t) = (sig.k(), sig.v(), sig.t());
    let by_key: Vec<HashMap<&[u8], Vec<&[u8]>>> = dims
        .iter()
        .map(|d| {
            let mut m: HashMap<&[u8], Vec<&[u8]>> = HashMap::new();
            for tup in d.chunks_exact(k + v) {
                m.entry(&tup[..k]).or_default().push(&tup[k..]);
            }
            m
        })
        .collect();
    let mut whole = Vec::new();
    for s in out.spills.chunks_exact(sig.spill_width()) {
        let probe = &s[..sig.probe_width()];
        let partners: Vec<Vec<&[u8]>> = (0..t)
            .map(|i| {
                by_key[i]
                    .get(&probe[i * k..(i + 1) * k])
                    .cloned()
                    .unwrap_or_default()
            })
            .collect();
        netjoin_host::sink::cross_product(probe, &partners, &mut whole);
    }
    let from = sig.result_carries_from(ResultShape::Payload);
    for row in whole.chunks_exact(sig.result_width()) {
        rows.extend_from_slice(&row[from..]);
    }
}
