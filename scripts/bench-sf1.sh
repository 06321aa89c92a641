#!/usr/bin/env bash
# Benchmark (not a test): TPC-H SF1 star join from Parquet, `netjoin run` next
# to DuckDB in the same run, 1 and 2 threads, best of 3, peak RSS.
#
#   scripts/bench-sf1.sh [--sf 1] [--runs 3] [--threads 1,2] [--no-build] [--config LABEL=ARGS]...
#
# Generates TPC-H once with tpchgen-cli into target/bench-data/sf<SF>/ (one
# Parquet file per table, the files DuckDB and netjoin both read), builds
# netjoin in release mode (CARGO_TARGET_DIR respected), and runs
# scripts/bench_sf1.py bench: a Markdown table with netjoin/DuckDB ratios on
# stdout and a chart in docs/experiments/sf1-duckdb.png. Each configuration is
# pinned with taskset to as many CPUs as it has threads.
# netjoin runs as `run --workers N --switch model --strategy S` for S = inp
# (offload forced), auto (the cost model decides) and shuffle (DataFusion
# alone); other configurations: --config LABEL="run ... {N} ..." (repeatable,
# {N} = threads), passed to bench_sf1.py.
set -euo pipefail
cd "$(dirname "$0")/.."

SF=1 RUNS=3 THREADS=1,2 BUILD=1
CONFIGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --sf) SF=$2; shift 2 ;;
    --runs) RUNS=$2; shift 2 ;;
    --threads) THREADS=$2; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    --config) CONFIGS+=(--config "$2"); shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done

need_py() { python3 -c "import $1" 2>/dev/null || pip install --quiet "$2"; }
need_py duckdb duckdb
need_py matplotlib matplotlib
command -v tpchgen-cli >/dev/null || pip install --quiet tpchgen-cli
if [ ! -x /usr/bin/time ]; then
  apt-get update -qq && apt-get install -y -qq time
fi
command -v taskset >/dev/null || { apt-get update -qq && apt-get install -y -qq util-linux; }

DATA=target/bench-data/sf$SF
if [ ! -f "$DATA/supplier.parquet" ]; then
  mkdir -p "$DATA"
  tpchgen-cli parquet -s "$SF" --tables lineitem,orders,part,supplier --output-dir "$DATA"
fi

TARGET=${CARGO_TARGET_DIR:-target}
if [ "$BUILD" = 1 ]; then
  cargo build --release -p netjoin --bin netjoin
fi
BIN=$TARGET/release/netjoin

echo "machine: $(nproc) CPUs, $(uname -r), $(date -u +%FT%TZ), commit $(git rev-parse --short HEAD)"
exec python3 scripts/bench_sf1.py bench --data "$DATA" --netjoin "$BIN" --runs "$RUNS" --threads "$THREADS" \
  ${CONFIGS[@]+"${CONFIGS[@]}"}
