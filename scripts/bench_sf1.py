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
    """Generates TPC-H with tpchgen-cli as one Parquet file per table (once)."""
    if all(os.path.exists(os.path.join(out, t + ".parquet")) for t in TPCH_TABLES):
        return
    os.makedirs(out, exist_ok=True)
    subprocess.run(["tpchgen-cli", "parquet", "-s", str(sf), "--output-dir", out], check=True)


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
        tpch.execute(f"CREATE TABLE {t} AS SELECT * FROM '{os.path.join(args.data, t)}.parquet'")
    failures = []
    empty = []

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
        print(f"{name:16} {len(rows):5} rows {ms:7.1f} ms  first: {rows[0] if rows else '(empty)'}")

    for f in query_files("tpch"):
        run(tpch, f)
    ssb = duckdb.connect()
    for t in TPCH_TABLES:
        ssb.execute(f"CREATE TEMP TABLE {t} AS SELECT * FROM '{os.path.join(args.data, t)}.parquet'")
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
    return 1 if failures else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    v = sub.add_parser("validate", help="run the query corpus in DuckDB")
    v.add_argument("--data", default=os.path.join(ROOT, "target", "bench-data", "tpch-sf0.01"))
    v.add_argument("--sf", type=float, default=0.01)
    args = ap.parse_args()
    if args.cmd == "validate":
        sys.exit(validate(args))


if __name__ == "__main__":
    main()
