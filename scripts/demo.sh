#!/usr/bin/env bash
# Sets up a fresh machine and runs the demo: a 4-worker star join on the
# in-process switch, checked row for row against a reference join.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The same build as scripts/test.sh (the whole workspace, tests included), so
# that running the tests afterwards does not compile DataFusion a second time
# with another feature set. (A first build takes 20-30 min on 2 cores; cargo shows its progress.)
cargo build --workspace --release --tests --bins
"${CARGO_TARGET_DIR:-target}/release/netjoin" demo "$@"
