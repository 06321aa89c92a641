//! The Star Schema Benchmark (O'Neil, O'Neil, Chen, Revilak) derived from
//! TPC-H data, the way SSB users without SSB's own dbgen do it: the fact
//! table `lineorder` is lineitem ⋈ orders (⋈ partsupp for the supply cost),
//! the dimensions are TPC-H's customer, supplier and part reshaped, and the
//! date dimension is generated for 1992-01-01..1998-12-31 (every TPC-H order
//! date lies in it). The date table is called `dates` (`date` is a keyword).
//!
//! Mapping (TPC-H → SSB):
//!
//! * `lineorder`: `lo_orderkey` = l_orderkey, `lo_linenumber` = l_linenumber,
//!   `lo_custkey` = o_custkey, `lo_partkey` = l_partkey, `lo_suppkey` =
//!   l_suppkey, `lo_orderdate` = o_orderdate as the integer yyyymmdd (BIGINT,
//!   the type of `d_datekey`, so the date join is an integer equi-join like
//!   the others), `lo_orderpriority` = o_orderpriority, `lo_shippriority` =
//!   o_shippriority, `lo_quantity` = l_quantity as an integer,
//!   `lo_extendedprice` = l_extendedprice, `lo_ordtotalprice` = o_totalprice,
//!   `lo_discount` = l_discount in percent (integer 0..10), `lo_revenue` =
//!   l_extendedprice · (1 − l_discount) (exact decimal), `lo_supplycost` =
//!   ps_supplycost of the line's (part, supplier), `lo_tax` = l_tax in percent,
//!   `lo_commitdate` = l_commitdate as yyyymmdd, `lo_shipmode` = l_shipmode.
//! * `customer` / `supplier`: key, name, address and phone as in TPC-H (plus
//!   `c_mktsegment`); `*_nation` and `*_region` are the nation's and region's
//!   names; `*_city` is SSB's city: the nation's name cut or padded to 9
//!   characters plus one digit (`UNITED KI1`). TPC-H has no city, so the digit
//!   is the row's rank by key within its nation, modulo 10: every nation with
//!   ten or more rows has all ten cities, and the small nations of a small
//!   scale factor still have cities 0, 1, 2, … (SSB Q3.3's `UNITED KI1`
//!   exists at SF 0.01: there are three suppliers in the United Kingdom).
//! * `part`: `p_mfgr` = `MFGR#m` from TPC-H's `Manufacturer#m` (m = 1..5);
//!   `p_category` = `MFGR#mn` from TPC-H's `Brand#mn` (25 categories, as in
//!   SSB); `p_brand1` = the category followed by 1..40 (SSB's 40 brands per
//!   category, unpadded as SSB's dbgen writes them: `MFGR#2239`), chosen as
//!   `(p_partkey / 25) % 40 + 1` (runs of 25 keys share a brand number; TPC-H's
//!   brand, hence the category, is random per part; at SF 0.01 this puts a
//!   part of brand MFGR#2239 on a European supplier's lines, so SSB Q2.3 is
//!   not empty; the subtraction keeps the division exact in DuckDB too); `p_name` = the first two words of TPC-H's name
//!   (SSB's names have two), `p_color` = its first word; `p_type`, `p_size`,
//!   `p_container` as in TPC-H.
//! * `dates`: one row per day. `d_datekey` yyyymmdd; `d_date` e.g.
//!   `January 1, 1992`; `d_dayofweek` and `d_month` English names;
//!   `d_yearmonthnum` yyyymm; `d_yearmonth` e.g. `Jan1992`; `d_daynuminweek`
//!   1 (Sunday) .. 7 (Saturday); `d_weeknuminyear` = (day of year − 1) / 7 + 1;
//!   `d_sellingseason` Winter (Jan, Feb), Spring (Mar–May), Summer (Jun–Aug),
//!   Fall (Sep–Nov), Christmas (Dec); `d_lastdayinweekfl` 1 on Saturdays;
//!   `d_lastdayinmonthfl` 1 on a month's last day; `d_holidayfl` 1 on Jan 1,
//!   Jul 4, Dec 25 and Dec 31; `d_weekdayfl` 1 Monday..Friday.
//!
//! The SQL below is plain enough for both DataFusion and DuckDB;
//! `scripts/bench_sf1.py validate` runs the same statements in DuckDB to check
//! the query corpus before it runs here.

use anyhow::{Context, Result};
use datafusion::arrow::array::{ArrayRef, Int32Array, Int64Array, RecordBatch, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::prelude::SessionContext;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// SSB's fact table from lineitem ⋈ orders ⋈ partsupp.
pub const LINEORDER_SQL: &str = r#"
SELECT
    l_orderkey AS lo_orderkey,
    l_linenumber AS lo_linenumber,
    o_custkey AS lo_custkey,
    l_partkey AS lo_partkey,
    l_suppkey AS lo_suppkey,
    CAST(extract(year FROM o_orderdate) * 10000 + extract(month FROM o_orderdate) * 100 + extract(day FROM o_orderdate) AS BIGINT) AS lo_orderdate,
    o_orderpriority AS lo_orderpriority,
    o_shippriority AS lo_shippriority,
    CAST(l_quantity AS BIGINT) AS lo_quantity,
    l_extendedprice AS lo_extendedprice,
    o_totalprice AS lo_ordtotalprice,
    CAST(l_discount * 100 AS BIGINT) AS lo_discount,
    l_extendedprice * (1 - l_discount) AS lo_revenue,
    ps_supplycost AS lo_supplycost,
    CAST(l_tax * 100 AS BIGINT) AS lo_tax,
    CAST(extract(year FROM l_commitdate) * 10000 + extract(month FROM l_commitdate) * 100 + extract(day FROM l_commitdate) AS BIGINT) AS lo_commitdate,
    l_shipmode AS lo_shipmode
FROM lineitem
JOIN orders ON l_orderkey = o_orderkey
JOIN partsupp ON l_partkey = ps_partkey AND l_suppkey = ps_suppkey
"#;

/// SSB's customer: TPC-H's with nation, region and city names.
pub const CUSTOMER_SQL: &str = r#"
SELECT
    c_custkey,
    c_name,
    c_address,
    rpad(substr(n_name, 1, 9), 9, ' ') || CAST((row_number() OVER (PARTITION BY c_nationkey ORDER BY c_custkey) - 1) % 10 AS VARCHAR) AS c_city,
    n_name AS c_nation,
    r_name AS c_region,
    c_phone,
    c_mktsegment
FROM customer
JOIN nation ON c_nationkey = n_nationkey
JOIN region ON n_regionkey = r_regionkey
"#;

/// SSB's supplier: TPC-H's with nation, region and city names.
pub const SUPPLIER_SQL: &str = r#"
SELECT
    s_suppkey,
    s_name,
    s_address,
    rpad(substr(n_name, 1, 9), 9, ' ') || CAST((row_number() OVER (PARTITION BY s_nationkey ORDER BY s_suppkey) - 1) % 10 AS VARCHAR) AS s_city,
    n_name AS s_nation,
    r_name AS s_region,
    s_phone
FROM supplier
JOIN nation ON s_nationkey = n_nationkey
JOIN region ON n_regionkey = r_regionkey
"#;

/// SSB's part: manufacturer, category and brand in SSB's spelling.
pub const PART_SQL: &str = r#"
SELECT
    p_partkey,
    split_part(p_name, ' ', 1) || ' ' || split_part(p_name, ' ', 2) AS p_name,
    'MFGR#' || substr(p_mfgr, 14, 1) AS p_mfgr,
    'MFGR#' || substr(p_brand, 7, 2) AS p_category,
    'MFGR#' || substr(p_brand, 7, 2) || CAST(CAST((p_partkey - p_partkey % 25) / 25 AS BIGINT) % 40 + 1 AS VARCHAR) AS p_brand1,
    split_part(p_name, ' ', 1) AS p_color,
    p_type,
    p_size,
    p_container
FROM part
"#;

/// The SSB tables derived by SQL, with their statements.
pub const SQL_TABLES: [(&str, &str); 4] = [
    ("lineorder", LINEORDER_SQL),
    ("customer", CUSTOMER_SQL),
    ("supplier", SUPPLIER_SQL),
    ("part", PART_SQL),
];

/// All five SSB tables, in the order [`derive_ssb`] writes them.
pub const TABLES: [&str; 5] = ["lineorder", "customer", "supplier", "part", "dates"];

/// The date dimension's first and last day.
pub const FIRST_DAY: (i32, u32, u32) = (1992, 1, 1);
pub const LAST_DAY: (i32, u32, u32) = (1998, 12, 31);

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
fn days_from_civil(y: i32, m: u32, d: u32) -> i64 {
    let y = (if m <= 2 { y - 1 } else { y }) as i64;
    let era = (if y >= 0 { y } else { y - 399 }) / 400;
    let yoe = y - era * 400;
    let m = m as i64;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

/// The date of a day number since 1970-01-01.
fn civil_from_days(z: i64) -> (i32, u32, u32) {
    let z = z + 719468;
    let era = (if z >= 0 { z } else { z - 146096 }) / 146097;
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = (if mp < 10 { mp + 3 } else { mp - 9 }) as u32;
    ((if m <= 2 { y + 1 } else { y }) as i32, m, d)
}

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const WEEKDAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];

/// SSB's date dimension for [`FIRST_DAY`]..=[`LAST_DAY`] (see the module
/// documentation for each column).
pub fn dates_batch() -> Result<RecordBatch> {
    let first = days_from_civil(FIRST_DAY.0, FIRST_DAY.1, FIRST_DAY.2);
    let last = days_from_civil(LAST_DAY.0, LAST_DAY.1, LAST_DAY.2);
    let n = (last - first + 1) as usize;
    let mut datekey = Vec::with_capacity(n);
    let mut date = Vec::with_capacity(n);
    let mut dayofweek = Vec::with_capacity(n);
    let mut month = Vec::with_capacity(n);
    let mut year = Vec::with_capacity(n);
    let mut yearmonthnum = Vec::with_capacity(n);
    let mut yearmonth = Vec::with_capacity(n);
    let mut daynuminweek = Vec::with_capacity(n);
    let mut daynuminmonth = Vec::with_capacity(n);
    let mut daynuminyear = Vec::with_capacity(n);
    let mut monthnuminyear = Vec::with_capacity(n);
    let mut weeknuminyear = Vec::with_capacity(n);
    let mut season = Vec::with_capacity(n);
    let mut lastdayinweek = Vec::with_capacity(n);
    let mut lastdayinmonth = Vec::with_capacity(n);
    let mut holiday = Vec::with_capacity(n);
    let mut weekday = Vec::with_capacity(n);
    for z in first..=last {
        let (y, m, d) = civil_from_days(z);
        // 1970-01-01 was a Thursday (index 4 with Sunday = 0).
        let wd = (z + 4).rem_euclid(7) as usize;
        let doy = (z - days_from_civil(y, 1, 1) + 1) as i32;
        let month_name = MONTHS[m as usize - 1];
        datekey.push(y as i64 * 10000 + m as i64 * 100 + d as i64);
        date.push(format!("{month_name} {d}, {y}"));
        dayofweek.push(WEEKDAYS[wd]);
        month.push(month_name);
        year.push(y);
        yearmonthnum.push(y * 100 + m as i32);
        yearmonth.push(format!("{}{y}", &month_name[..3]));
        daynuminweek.push(wd as i32 + 1);
        daynuminmonth.push(d as i32);
        daynuminyear.push(doy);
        monthnuminyear.push(m as i32);
        weeknuminyear.push((doy - 1) / 7 + 1);
        season.push(match m {
            1 | 2 => "Winter",
            3..=5 => "Spring",
            6..=8 => "Summer",
            9..=11 => "Fall",
            _ => "Christmas",
        });
        lastdayinweek.push((wd == 6) as i32);
        lastdayinmonth.push((civil_from_days(z + 1).1 != m) as i32);
        holiday.push(matches!((m, d), (1, 1) | (7, 4) | (12, 25) | (12, 31)) as i32);
        weekday.push((1..=5).contains(&wd) as i32);
    }
    let int = |name: &str| Field::new(name, DataType::Int32, false);
    let text = |name: &str| Field::new(name, DataType::Utf8, false);
    let schema = Arc::new(Schema::new(vec![
        Field::new("d_datekey", DataType::Int64, false),
        text("d_date"),
        text("d_dayofweek"),
        text("d_month"),
        int("d_year"),
        int("d_yearmonthnum"),
        text("d_yearmonth"),
        int("d_daynuminweek"),
        int("d_daynuminmonth"),
        int("d_daynuminyear"),
        int("d_monthnuminyear"),
        int("d_weeknuminyear"),
        text("d_sellingseason"),
        int("d_lastdayinweekfl"),
        int("d_lastdayinmonthfl"),
        int("d_holidayfl"),
        int("d_weekdayfl"),
    ]));
    let i32s = |v: Vec<i32>| Arc::new(Int32Array::from(v)) as ArrayRef;
    let strs = |v: Vec<&str>| Arc::new(StringArray::from(v)) as ArrayRef;
    let strings = |v: Vec<String>| Arc::new(StringArray::from(v)) as ArrayRef;
    let columns: Vec<ArrayRef> = vec![
        Arc::new(Int64Array::from(datekey)),
        strings(date),
        strs(dayofweek),
        strs(month),
        i32s(year),
        i32s(yearmonthnum),
        strings(yearmonth),
        i32s(daynuminweek),
        i32s(daynuminmonth),
        i32s(daynuminyear),
        i32s(monthnuminyear),
        i32s(weeknuminyear),
        strs(season),
        i32s(lastdayinweek),
        i32s(lastdayinmonth),
        i32s(holiday),
        i32s(weekday),
    ];
    Ok(RecordBatch::try_new(schema, columns)?)
}

fn part_file(dir: &Path, i: usize) -> PathBuf {
    dir.join(format!("part-{i:04}.parquet"))
}

/// Writes SSB's five tables as Parquet under `out_dir/<table>/part-NNNN.parquet`
/// (one file per output partition of the deriving query, the layout
/// `netjoin gen tpch` writes), from the TPC-H tables `lineitem`, `orders`,
/// `partsupp`, `customer`, `supplier`, `part`, `nation` and `region`
/// registered in `ctx`. Returns (table, rows) per table.
pub async fn derive_ssb(ctx: &SessionContext, out_dir: &Path) -> Result<Vec<(String, usize)>> {
    let mut summary = Vec::new();
    let pb = crate::progress::bar(SQL_TABLES.len() as u64 + 1, "gen ssb");
    for (table, sql) in SQL_TABLES {
        pb.set_message(table.to_string());
        let dir = out_dir.join(table);
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("cannot create {}", dir.display()))?;
        let df = ctx
            .sql(sql)
            .await
            .with_context(|| format!("SSB {table}: planning the derivation"))?;
        // All partitions at once: pulling one partition's stream to its end
        // before the next can stall DataFusion's repartitioning.
        let schema = std::sync::Arc::new(df.schema().as_arrow().clone());
        let parts = df
            .collect_partitioned()
            .await
            .with_context(|| format!("SSB {table}: running the derivation"))?;
        let mut rows = 0;
        for (i, batches) in parts.into_iter().enumerate() {
            let path = part_file(&dir, i);
            let file = std::fs::File::create(&path)
                .with_context(|| format!("cannot create {}", path.display()))?;
            let schema = batches.first().map_or(schema.clone(), |b| b.schema());
            let mut w = ArrowWriter::try_new(file, schema, None)?;
            for batch in &batches {
                rows += batch.num_rows();
                w.write(batch)?;
            }
            w.close()?;
        }
        summary.push((table.to_string(), rows));
        pb.inc(1);
    }
    pb.set_message("dates");
    let dir = out_dir.join("dates");
    std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let batch = dates_batch()?;
    let path = part_file(&dir, 0);
    let file = std::fs::File::create(&path)
        .with_context(|| format!("cannot create {}", path.display()))?;
    let mut w = ArrowWriter::try_new(file, batch.schema(), None)?;
    w.write(&batch)?;
    w.close()?;
    summary.push(("dates".to_string(), batch.num_rows()));
    pb.finish_and_clear();
    Ok(summary)
}

/// `netjoin gen ssb`: SSB derived from TPC-H tables on disk.
#[derive(clap::Args, Debug, Clone)]
pub struct SsbArgs {
    /// TPC-H directory: `<table>/` partition directories (`netjoin gen tpch`)
    /// or `<table>.parquet` files (tpchgen-cli).
    #[arg(long, value_name = "DIR")]
    pub tpch: PathBuf,
    /// Output directory (`<table>/part-NNNN.parquet`, one file per partition).
    #[arg(long)]
    pub out: PathBuf,
    /// Partitions (workers).
    #[arg(long, default_value_t = 4)]
    pub parts: usize,
}

/// The TPC-H tables the derivation reads.
pub const TPCH_INPUTS: [&str; 8] = [
    "lineitem", "orders", "partsupp", "customer", "supplier", "part", "nation", "region",
];

/// Runs [`derive_ssb`] for `netjoin gen ssb`; returns a summary (table, rows).
pub fn gen_ssb(a: &SsbArgs) -> Result<String> {
    let opts = crate::options::SessionOptions {
        workers: a.parts.max(1),
        strategy: crate::options::Strategy::Shuffle,
        ..Default::default()
    };
    let summary = crate::session::runtime(opts.workers)?.block_on(async {
        let ctx = crate::session::new_session(&opts).await?;
        for t in TPCH_INPUTS {
            let dir = a.tpch.join(t);
            let path = if dir.is_dir() {
                dir
            } else {
                a.tpch.join(format!("{t}.parquet"))
            };
            crate::session::register_table(&ctx, t, &path).await?;
        }
        derive_ssb(&ctx, &a.out).await
    })?;
    Ok(summary
        .iter()
        .map(|(t, n)| format!("{t}: {n} rows\n"))
        .collect())
}

/// Registers the five tables [`derive_ssb`] wrote under `dir`.
pub async fn register_ssb(ctx: &SessionContext, dir: &Path) -> Result<()> {
    for t in TABLES {
        crate::session::register_table(ctx, t, &dir.join(t)).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calendar_round_trips_and_knows_weekdays() {
        for z in -1000..30000 {
            let (y, m, d) = civil_from_days(z);
            assert_eq!(days_from_civil(y, m, d), z, "day {z} = {y}-{m}-{d}");
        }
        // 1992-01-01 was a Wednesday; 1996 was a leap year.
        let b = dates_batch().unwrap();
        assert_eq!(b.num_rows(), 366 + 365 + 365 + 365 + 366 + 365 + 365);
        let dow = b.column(2).as_any().downcast_ref::<StringArray>().unwrap();
        assert_eq!(dow.value(0), "Wednesday");
        let key = b.column(0).as_any().downcast_ref::<Int64Array>().unwrap();
        assert_eq!(key.value(0), 19920101);
        assert_eq!(key.value(b.num_rows() - 1), 19981231);
        assert!(key.values().windows(2).all(|w| w[0] < w[1]));
    }
}
