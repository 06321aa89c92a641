#!/usr/bin/env bash
# Regenerates the whole pipeline catalog (bitstreams/) after an RTL change,
# then checks it:
#   1. Verilog and manifests of every signature, and Yosys synth_xilinx for
#      each (resources.txt, [resources]), JOBS signatures at a time;
#   2. rtl-bench --json on every signature, stored with
#      `netjoin bitstreams record-throughput` ([throughput]);
#   3. `netjoin bitstreams verify`.
# On 2 cores, Yosys takes 9-17 min a signature with two running, and
# rtl-bench about 2 min a signature after a Verilator build of the whole
# catalog: about 2 hours in all. Each step prints a line as it starts and
# ends; the logs are in $LOGS (default: target/catalog-logs).
#
#   scripts/regenerate_catalog.sh              # every signature
#   scripts/regenerate_catalog.sh k8v8t3 ...   # only these
#   SKIP_SYNTH=1 / SKIP_BENCH=1                # leave that part as it is
#
# Afterwards the tables that quote the manifests need updating by hand:
# docs/BITSTREAMS.md (the `netjoin bitstreams list` block) and the rows of
# docs/PERFORMANCE.md that quote resources and rtl-bench figures.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="${JOBS:-2}"
target="${CARGO_TARGET_DIR:-target}"
case "$target" in /*) ;; *) target="$(pwd)/$target" ;; esac
logs="${LOGS:-$target/catalog-logs}"
mkdir -p "$logs"
vroot=$(python3 -c "import os, verilator; print(os.path.dirname(verilator.__file__))")
export VERILATOR_ROOT="$vroot" VERILATOR="$vroot/bin/verilator"
export NETJOIN_RTL_SIGNATURES=all RUST_MIN_STACK=16777216

stamp() { date -u +%H:%M:%S; }
cargo build --release --bin netjoin
nj="$target/release/netjoin"
if [ $# -gt 0 ]; then
    ids=("$@")
else
    # The catalog's pipelines (bitstreams/src/lib.rs), built yet or not.
    mapfile -t ids < <("$nj" bitstreams list | awk 'NR > 1 { print $1 }')
    # A failing `list` inside the substitution does not stop the script.
    [ ${#ids[@]} -gt 0 ] || { echo "netjoin bitstreams list named no pipeline" >&2; exit 1; }
fi
echo "$(stamp) catalog: ${#ids[@]} pipelines (${ids[*]}), logs in $logs"
"$nj" bitstreams build "${ids[@]}"
echo "$(stamp) Verilog and manifests written"

if [ -z "${SKIP_SYNTH:-}" ]; then
    command -v yosys >/dev/null || { echo "yosys not found: bash scripts/setup.sh" >&2; exit 1; }
    echo "$(stamp) Yosys on ${#ids[@]} signatures, $jobs at a time"
    printf '%s\n' "${ids[@]}" | xargs -P "$jobs" -I{} sh -c \
        'echo "$(date -u +%H:%M:%S) yosys {} ..."; "$0" bitstreams build --synth {} > "$1/yosys-{}.log" 2>&1 && echo "$(date -u +%H:%M:%S) yosys {} done" || { echo "yosys {} FAILED, see $1/yosys-{}.log"; exit 255; }' \
        "$nj" "$logs"
fi

if [ -z "${SKIP_BENCH:-}" ]; then
    echo "$(stamp) building rtl-bench (Verilator builds every catalog pipeline)"
    cargo build --release -p netjoin-rtl --bin rtl-bench
    for id in "${ids[@]}"; do
        echo "$(stamp) rtl-bench $id ..."
        "$target/release/rtl-bench" --signature "$id" --json > "$logs/bench-$id.json" 2> "$logs/bench-$id.log" \
            || { echo "rtl-bench $id FAILED, see $logs/bench-$id.log" >&2; exit 1; }
        "$nj" bitstreams record-throughput "$id" "$logs/bench-$id.json"
    done
fi

"$nj" bitstreams verify
echo "$(stamp) catalog regenerated and verified"
"$nj" bitstreams list
