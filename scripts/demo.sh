#!/usr/bin/env bash
# Sets up a fresh machine and runs the demo: a 4-worker star join on the
# in-process switch, checked row for row against a reference join.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo run --release --quiet -- demo "$@"
