#!/usr/bin/env bash
# Builds and runs the demo on a fresh machine: a 4-worker star join on the
# in-process switch, checked row for row against a reference join.
# The demo needs only Rust. It builds the demo's own binary (the protocol,
# the behavioural switch and the host side: a few minutes on 2 cores, not
# DataFusion or the Verilated RTL), resolving features as the whole
# workspace does, so that scripts/test.sh reuses everything built here.
# `netjoin demo` (the full binary) takes the same arguments and adds
# `--switch rtl`. The demo runs in one process; the switch join on the
# namespace testbed runs on a Ballista cluster (`netjoin cluster up`).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --workspace --bin netjoin-demo
"${CARGO_TARGET_DIR:-target}/release/netjoin-demo" "$@"
