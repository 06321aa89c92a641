#!/usr/bin/env python3
"""Helpers for netjoin's SQL benchmark and query corpus (not part of the test suite).

  bench_sf1.py validate [--data DIR] [--sf 0.01]
      Runs every query of compiler/tests/queries/{tpch,ssb} in DuckDB over
      TPC-H data from tpchgen-cli (generated into DIR if missing), with SSB
      derived by the very SQL statements of compiler/src/ssb.rs (the date
      dimension rebuilt here with the same definitions). Fails on any error;
      prints each query's row count, and whether it is empty.

  bench_sf1.py bench --data DIR --netjoin BIN [--runs 3] [--threads 1,2] ...
      See scripts/bench-sf1.sh: DuckDB and `netjoin run` on the same Parquet
      files, best of N, peak RSS, a table and a PNG chart.
"""
import argparse
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QUERIES = os.path.join(ROOT, "compiler", "tests", "queries")
TPCH_TABLES = ["lineitem", "orders", "part", "supplier", "customer", "partsupp", "nation", "region"]

STAR_SQL = (
    "SELECT count(*), sum(l_extendedprice), sum(p_retailprice), sum(s_acctbal), sum(o_totalprice) "
    "FROM lineitem JOIN part ON l_partkey = p_partkey JOIN supplier ON l_suppkey = s_suppkey "
    "JOIN orders ON l_orderkey = o_orderkey"
)


def tpchgen(sf, out):
    """Generates TPC-H with tpchgen-cli as one Parquet file per table (once),
    unless `out` holds `netjoin gen tpch`'s directories of partitions."""
    if all(os.path.exists(os.path.join(out, t + ".parquet")) for t in TPCH_TABLES):
        return
    if all(os.path.isdir(os.path.join(out, t)) for t in TPCH_TABLES):
        return
    os.makedirs(out, exist_ok=True)
    subprocess.run(["tpchgen-cli", "parquet", "-s", str(sf), "--output-dir", out], check=True)


def table_source(data, t):
    """DuckDB's source of TPC-H table `t` in `data`: one file, or the
    partitions of `netjoin gen tpch`."""
    one = os.path.join(data, t + ".parquet")
    return f"'{one}'" if os.path.exists(one) else f"'{os.path.join(data, t)}/*.parquet'"


def ssb_sql():
    """The derivation statements of compiler/src/ssb.rs, by table."""
    src = open(os.path.join(ROOT, "compiler", "src", "ssb.rs")).read()
    out = {}
    for name, body in re.findall(r'pub const (\w+)_SQL: &str = r#"(.*?)"#;', src, re.S):
        out[name.lower()] = body
    assert set(out) == {"lineorder", "customer", "supplier", "part"}, sorted(out)
    return out


# The date dimension of ssb.rs::dates_batch, in DuckDB's SQL.
DATES_SQL = r"""
SELECT
    CAST(strftime(d, '%Y%m%d') AS BIGINT) AS d_datekey,
    strftime(d, '%B ') || CAST(day(d) AS VARCHAR) || ', ' || CAST(year(d) AS VARCHAR) AS d_date,
    strftime(d, '%A') AS d_dayofweek,
    strftime(d, '%B') AS d_month,
    CAST(year(d) AS INTEGER) AS d_year,
    CAST(year(d) * 100 + month(d) AS INTEGER) AS d_yearmonthnum,
    strftime(d, '%b%Y') AS d_yearmonth,
    CAST(dayofweek(d) + 1 AS INTEGER) AS d_daynuminweek,
    CAST(day(d) AS INTEGER) AS d_daynuminmonth,
    CAST(dayofyear(d) AS INTEGER) AS d_daynuminyear,
    CAST(month(d) AS INTEGER) AS d_monthnuminyear,
    CAST((dayofyear(d) - 1) // 7 + 1 AS INTEGER) AS d_weeknuminyear,
    CASE WHEN month(d) IN (1, 2) THEN 'Winter' WHEN month(d) BETWEEN 3 AND 5 THEN 'Spring'
         WHEN month(d) BETWEEN 6 AND 8 THEN 'Summer' WHEN month(d) BETWEEN 9 AND 11 THEN 'Fall'
         ELSE 'Christmas' END AS d_sellingseason,
    CAST(dayofweek(d) = 6 AS INTEGER) AS d_lastdayinweekfl,
    CAST(month(d + INTERVAL 1 DAY) <> month(d) AS INTEGER) AS d_lastdayinmonthfl,
    CAST(strftime(d, '%m%d') IN ('0101', '0704', '1225', '1231') AS INTEGER) AS d_holidayfl,
    CAST(dayofweek(d) BETWEEN 1 AND 5 AS INTEGER) AS d_weekdayfl
FROM (SELECT CAST(range AS DATE) AS d FROM range(DATE '1992-01-01', DATE '1999-01-01', INTERVAL 1 DAY))
"""


def query_files(kind):
    d = os.path.join(QUERIES, kind)
    return sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith(".sql"))


def validate(args):
    import duckdb

    tpchgen(args.sf, args.data)
    tpch = duckdb.connect()
    for t in TPCH_TABLES:
        tpch.execute(f"CREATE TABLE {t} AS SELECT * FROM {table_source(args.data, t)}")
    failures = []
    empty = []
    counts = []

    def run(con, path):
        name = os.path.relpath(path, QUERIES)
        sql = open(path).read()
        t0 = time.time()
        try:
            rows = con.execute(sql).fetchall()
        except Exception as e:  # noqa: BLE001 - report every failing query
            failures.append(name)
            print(f"{name:16} ERROR {e}")
            return
        ms = (time.time() - t0) * 1000
        if not rows:
            empty.append(name)
        counts.append((os.path.splitext(name)[0], len(rows)))
        print(f"{name:16} {len(rows):5} rows {ms:7.1f} ms  first: {rows[0] if rows else '(empty)'}")

    for f in query_files("tpch"):
        run(tpch, f)
    ssb = duckdb.connect()
    for t in TPCH_TABLES:
        ssb.execute(f"CREATE TEMP TABLE {t} AS SELECT * FROM {table_source(args.data, t)}")
    derived = ssb_sql()
    # Derive into the main schema under the SSB names; TPC-H's customer,
    # supplier and part are temp tables, so read them before shadowing.
    for t, sql in derived.items():
        ssb.execute(f"CREATE TABLE main.ssb_{t} AS {sql}")
    ssb.execute(f"CREATE TABLE main.ssb_dates AS {DATES_SQL}")
    for t in TPCH_TABLES:
        ssb.execute(f"DROP TABLE temp.{t}")
    for t in list(derived) + ["dates"]:
        ssb.execute(f"ALTER TABLE main.ssb_{t} RENAME TO {t}")
        n = ssb.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
        print(f"ssb {t}: {n} rows")
    for f in query_files("ssb"):
        run(ssb, f)
    print(f"{len(failures)} failing: {failures}; {len(empty)} empty: {empty}")
    if args.rows_out and not failures:
        with open(args.rows_out, "w") as f:
            f.write(f"# Rows of each query's answer in DuckDB {duckdb.__version__}, TPC-H SF {args.sf}\n")
            f.write("# (scripts/bench_sf1.py validate --rows-out); SSB derived as compiler/src/ssb.rs does.\n")
            f.write("query,rows\n")
            for name, n in counts:
                f.write(f"{name},{n}\n")
        print(f"wrote {args.rows_out}")
    return 1 if failures else 0


# ---------------------------------------------------------------- benchmark

DUCKDB_CHILD = r"""
import duckdb, json, sys, time
data, threads, runs, sql = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
con = duckdb.connect()
con.execute(f"SET threads = {threads}")
for t in ["lineitem", "part", "supplier", "orders"]:
    con.execute(f"CREATE VIEW {t} AS SELECT * FROM '{data}/{t}.parquet'")
times = []
for _ in range(runs):
    t0 = time.perf_counter()
    row = con.execute(sql).fetchone()
    times.append(time.perf_counter() - t0)
print(json.dumps({"times": times, "row": [str(v) for v in row]}))
"""


def timed(cmd, env=None):
    """Runs cmd under /usr/bin/time -v; returns (stdout, wall seconds, peak RSS MB)."""
    t0 = time.perf_counter()
    p = subprocess.run(["/usr/bin/time", "-v"] + cmd, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t0
    if p.returncode != 0:
        sys.exit(f"command failed ({p.returncode}): {' '.join(cmd)}\n{p.stdout}\n{p.stderr}")
    m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", p.stderr)
    rss = int(m.group(1)) / 1024 if m else float("nan")
    return p.stdout, wall, rss


def same_row(a, b):
    from decimal import Decimal

    if len(a) != len(b):
        return False
    return all(Decimal(x) == Decimal(y) for x, y in zip(a, b))


def bench(args):
    """Runs DuckDB and every netjoin configuration in interleaved rounds.

    Each round runs, per thread count, one DuckDB process (two queries: its
    first, on a fresh process, then a warm one) and one `netjoin run` of each
    configuration, so that every engine sees the same machine: on a shared VM
    the speed drifts by tens of percent within minutes, and back-to-back blocks
    of one engine's runs would compare different machines.
    """
    import json

    data = os.path.abspath(args.data)
    threads = [int(t) for t in args.threads.split(",")]
    configs = []  # (label, argument template)
    for spec in args.config:
        label, _, tmpl = spec.partition("=")
        configs.append((label, tmpl))
    engines = ["DuckDB"] + [label for label, _ in configs]
    # alltimes[(engine, n)]: wall times of `netjoin run` processes; for DuckDB
    # its warm queries, and `fresh[n]` its first query in each process.
    alltimes = {(e, n): [] for e in engines for n in threads}
    fresh = {n: [] for n in threads}
    peaks = {(e, n): 0.0 for e in engines for n in threads}
    rows = {}
    cmds = {}
    for label, tmpl in configs:
        for n in threads:
            cmd = [args.netjoin] + [a.replace("{N}", str(n)) for a in tmpl.split()]
            cmd += ["--sql", STAR_SQL]
            for t in ["lineitem", "part", "supplier", "orders"]:
                cmd += ["--table", f"{t}={data}/{t}.parquet"]
            cmds[(label, n)] = cmd
    for r in range(args.runs):
        print(f"round {r + 1}/{args.runs}", flush=True)
        for n in threads:
            out, _, rss = timed(
                ["taskset", "-c", args.cpus[n], sys.executable, "-c", DUCKDB_CHILD, data, str(n), "2", STAR_SQL]
            )
            d = json.loads(out)
            fresh[n].append(d["times"][0])
            alltimes[("DuckDB", n)].append(d["times"][1])
            peaks[("DuckDB", n)] = max(peaks[("DuckDB", n)], rss)
            rows[("DuckDB", n)] = d["row"]
            for label, _ in configs:
                out, wall, rss = timed(["taskset", "-c", args.cpus[n]] + cmds[(label, n)])
                alltimes[(label, n)].append(wall)
                peaks[(label, n)] = max(peaks[(label, n)], rss)
                lines = [l for l in out.strip().splitlines() if l.strip()]
                rows[(label, n)] = lines[-1].split(",")
    best = {k: min(v) for k, v in alltimes.items()}
    for n in threads:
        print(
            f"DuckDB threads={n}: warm {['%.3f' % t for t in alltimes[('DuckDB', n)]]} s, "
            f"first query of the process {['%.3f' % t for t in fresh[n]]} s, "
            f"peak {peaks[('DuckDB', n)]:.0f} MB, row {rows[('DuckDB', n)]}",
            flush=True,
        )
        for label, _ in configs:
            cmd = cmds[(label, n)]
            print(
                f"netjoin {label} threads={n}: {['%.3f' % t for t in alltimes[(label, n)]]} s, "
                f"peak {peaks[(label, n)]:.0f} MB, row {rows[(label, n)]}",
                flush=True,
            )
            print(f"  command: taskset -c {args.cpus[n]} {' '.join(cmd[:-10])} --sql '<the query>' --table ...")
    ok = True
    for n in threads:
        d = rows[("DuckDB", n)]
        if d[0] != str(args.expect_rows):
            ok = False
            print(f"DuckDB's count at {n} thread(s) is {d[0]}, expected {args.expect_rows}")
        for label, _ in configs:
            j = rows[(label, n)]
            if not same_row(d, j):
                ok = False
                print(f"RESULT MISMATCH ({label}, {n} thread(s)): DuckDB {d}, netjoin {j}")
    print()
    print(
        "| netjoin run | threads | DuckDB best (s) | netjoin best (s) | netjoin / DuckDB | target "
        "| median ratio | DuckDB first query (s) | netjoin / first | DuckDB peak (MB) | netjoin peak (MB) |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    import statistics
    targets = {1: 3.0, 2: 2.0}
    for label, _ in configs:
        for n in threads:
            ratio = best[(label, n)] / best[("DuckDB", n)]
            tgt = targets.get(n)
            verdict = "" if tgt is None else (f"≤ {tgt:g}x " + ("met" if ratio <= tgt else "MISSED"))
            print(
                f"| {label} | {n} | {best[('DuckDB', n)]:.3f} | {best[(label, n)]:.3f} | {ratio:.2f}x | {verdict} | "
                f"{statistics.median(alltimes[(label, n)]) / statistics.median(alltimes[('DuckDB', n)]):.2f}x | "
                f"{min(fresh[n]):.3f} | {best[(label, n)] / min(fresh[n]):.2f}x | "
                f"{peaks[('DuckDB', n)]:.0f} | {peaks[(label, n)]:.0f} |"
            )
    for label, _ in configs:
        mem_ok = all(peaks[(label, n)] < 1024 for n in threads)
        print(f"netjoin {label}: peak memory under 1 GB: {'met' if mem_ok else 'MISSED'}")
    print(f"results equal to DuckDB's (count {args.expect_rows}): {'yes' if ok else 'NO'}")
    if args.png:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        colours = ["#f2a900", "#1f77b4", "#2ca02c", "#9467bd", "#d62728"]
        fig, ax = plt.subplots(figsize=(7, 3.8))
        w = 0.8 / len(engines)
        xs = range(len(threads))
        for k, eng in enumerate(engines):
            vals = [best[(eng, n)] for n in threads]
            name = eng if eng == "DuckDB" else f"netjoin {eng}"
            bars = ax.bar([x + (k - (len(engines) - 1) / 2) * w for x in xs], vals, w, label=name, color=colours[k % 5])
            ax.bar_label(bars, fmt="%.2f", fontsize=7)
        ax.set_xticks(list(xs), [f"{n} thread{'s' if n > 1 else ''}" for n in threads])
        ax.set_ylabel("seconds, best of %d" % args.runs)
        ax.set_title("TPC-H SF1 star join from Parquet (lineitem ⋈ part ⋈ supplier ⋈ orders)", fontsize=9)
        ax.legend(fontsize=8)
        fig.tight_layout()
        os.makedirs(os.path.dirname(os.path.abspath(args.png)), exist_ok=True)
        fig.savefig(args.png, dpi=120)
        print(f"chart: {args.png}")
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    v = sub.add_parser("validate", help="run the query corpus in DuckDB")
    v.add_argument("--data", default=os.path.join(ROOT, "target", "bench-data", "tpch-sf0.01"))
    v.add_argument("--sf", type=float, default=0.01)
    v.add_argument("--rows-out", help="write each query's row count to this CSV")
    b = sub.add_parser("bench", help="DuckDB vs netjoin run on the SF1 star join")
    b.add_argument("--data", required=True, help="directory with lineitem/part/supplier/orders.parquet")
    b.add_argument("--netjoin", required=True, help="the netjoin binary")
    b.add_argument(
        "--config",
        action="append",
        help="LABEL=ARGS: a netjoin configuration (arguments before --sql/--table; {N} becomes the "
        "thread count); repeatable. Default: inp, auto and shuffle on the model switch",
    )
    b.add_argument("--threads", default="1,2")
    b.add_argument("--runs", type=int, default=3)
    b.add_argument("--expect-rows", type=int, default=6001215)
    b.add_argument("--png", default=os.path.join(ROOT, "docs", "experiments", "sf1-duckdb.png"))
    args = ap.parse_args()
    if args.cmd == "validate":
        sys.exit(validate(args))
    if args.cmd == "bench":
        if not args.config:
            args.config = [
                f"{s}=run --workers {{N}} --switch model --strategy {s}" for s in ("inp", "auto", "shuffle")
            ]
        # Each configuration is pinned to as many CPUs as it has threads.
        args.cpus = {n: ",".join(str(c) for c in range(n)) for n in range(1, 65)}
        sys.exit(bench(args))


if __name__ == "__main__":
    main()
