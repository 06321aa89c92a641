//! Tables, schemas, statistics and (optionally) data.
//!
//! Every value is held as an `i64`: integers as they are, decimals as scaled
//! integers, dates as days since 1970-01-01, strings as codes into a sorted
//! per-column dictionary (so code order is string order).

use anyhow::{anyhow, bail, Context, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

/// Logical column type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DataType {
    Int,
    /// Scaled integer with this many digits after the point.
    Decimal(u8),
    /// Days since 1970-01-01.
    Date,
    /// Dictionary code (or fixed-width bytes on the wire).
    Str,
}

impl DataType {
    pub fn parse(s: &str) -> Result<DataType> {
        let t = s.trim().to_ascii_lowercase();
        Ok(match t.as_str() {
            "int" | "integer" | "bigint" | "int64" | "int32" => DataType::Int,
            "date" => DataType::Date,
            "string" | "str" | "varchar" | "text" | "char" => DataType::Str,
            "decimal" => DataType::Decimal(2),
            _ => {
                if let Some(rest) = t.strip_prefix("decimal(").and_then(|r| r.strip_suffix(')')) {
                    let scale = rest.rsplit(',').next().unwrap_or(rest).trim();
                    DataType::Decimal(scale.parse().map_err(|_| anyhow!("bad decimal scale in type `{s}`"))?)
                } else {
                    bail!("unsupported type `{s}` (supported: int, decimal(S), date, string)")
                }
            }
        })
    }
    pub fn name(&self) -> String {
        match self {
            DataType::Int => "int".into(),
            DataType::Decimal(s) => format!("decimal({s})"),
            DataType::Date => "date".into(),
            DataType::Str => "string".into(),
        }
    }
}

/// How a string column travels in fixed-width tuples.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StrEncoding {
    /// Dictionary code, big-endian, in `bytes` bytes.
    Dict,
    /// Raw UTF-8 bytes, zero padded to `bytes` bytes.
    Fixed,
}

/// Column metadata and statistics.
#[derive(Clone, Debug, Serialize)]
pub struct ColumnMeta {
    pub name: String,
    pub dtype: DataType,
    /// Encoded width in bytes when the column travels in a tuple.
    pub bytes: usize,
    pub distinct: Option<u64>,
    pub min: Option<i64>,
    pub max: Option<i64>,
    /// Shares of tuples per worker after hash-partitioning on this column
    /// (from the stats file; computed from the data when data is loaded).
    pub skew: Option<Vec<f64>>,
    pub str_encoding: Option<StrEncoding>,
    /// Sorted dictionary of a string column (code = index).
    #[serde(skip)]
    pub dict: Option<Arc<Vec<String>>>,
}

impl ColumnMeta {
    pub fn new(name: &str, dtype: DataType, bytes: usize) -> ColumnMeta {
        ColumnMeta {
            name: name.to_string(),
            dtype,
            bytes,
            distinct: None,
            min: None,
            max: None,
            skew: None,
            str_encoding: None,
            dict: None,
        }
    }
}

/// The rows of one table, split into one partition per worker; columnar.
#[derive(Clone, Debug, Default)]
pub struct TableData {
    /// partitions[worker][column][row]
    pub partitions: Vec<Vec<Vec<i64>>>,
}

impl TableData {
    pub fn rows(&self) -> usize {
        self.partitions.iter().map(|p| p.first().map_or(0, |c| c.len())).sum()
    }
}

#[derive(Clone, Debug)]
pub struct TableMeta {
    pub name: String,
    pub columns: Vec<ColumnMeta>,
    pub rows: u64,
    /// Tuple size ts(R) of a whole row, bytes (sum of column widths unless given).
    pub tuple_bytes: f64,
    /// Column the table is hash-partitioned on across the workers, if any.
    pub partitioned_by: Option<String>,
    pub data: Option<TableData>,
    /// Where it came from (for messages).
    pub source: String,
}

impl TableMeta {
    pub fn column_index(&self, name: &str) -> Option<usize> {
        self.columns.iter().position(|c| c.name.eq_ignore_ascii_case(name))
    }
}

#[derive(Clone, Debug, Default)]
pub struct Catalog {
    pub tables: BTreeMap<String, TableMeta>,
}

impl Catalog {
    pub fn new() -> Catalog {
        Catalog::default()
    }
    pub fn add(&mut self, t: TableMeta) -> Result<()> {
        let key = t.name.to_ascii_lowercase();
        if self.tables.contains_key(&key) {
            bail!("table `{}` is registered twice", t.name);
        }
        self.tables.insert(key, t);
        Ok(())
    }
    pub fn get(&self, name: &str) -> Option<&TableMeta> {
        self.tables.get(&name.to_ascii_lowercase())
    }

    /// Reads a statistics-only catalog (see docs/COMPILER.md):
    ///
    /// ```toml
    /// [tables.A]
    /// rows = 100000
    /// partitioned_by = "b_id"       # optional
    /// columns = [ { name = "b_id", type = "int", bytes = 5, distinct = 10000,
    ///               skew = [0.8, 0.13, 0.05, 0.02] }, ... ]
    /// ```
    pub fn from_stats_file(path: &Path) -> Result<Catalog> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read stats file {}", path.display()))?;
        Catalog::from_stats_toml(&text).with_context(|| format!("in stats file {}", path.display()))
    }

    pub fn from_stats_toml(text: &str) -> Result<Catalog> {
        let file: StatsFile = toml::from_str(text).context("stats file is not valid")?;
        let mut cat = Catalog::new();
        for (name, t) in file.tables {
            let mut columns = Vec::new();
            for c in &t.columns {
                let dtype = DataType::parse(&c.r#type)
                    .with_context(|| format!("column `{name}.{}`", c.name))?;
                let bytes = match c.bytes {
                    Some(b) => b,
                    None => default_bytes(dtype),
                };
                if bytes == 0 || bytes > 256 {
                    bail!("column `{name}.{}`: width {bytes} B is outside 1..=256", c.name);
                }
                let mut m = ColumnMeta::new(&c.name, dtype, bytes);
                m.distinct = c.distinct;
                m.min = c.min;
                m.max = c.max;
                m.skew = c.skew.clone();
                if let Some(s) = &m.skew {
                    if s.is_empty() || s.iter().any(|x| !(0.0..=1.0).contains(x)) {
                        bail!("column `{name}.{}`: skew shares must be in [0, 1]", c.name);
                    }
                }
                columns.push(m);
            }
            if columns.is_empty() {
                bail!("table `{name}` has no columns");
            }
            let width: usize = columns.iter().map(|c| c.bytes).sum();
            if let Some(p) = &t.partitioned_by {
                if !columns.iter().any(|c| c.name.eq_ignore_ascii_case(p)) {
                    bail!("table `{name}`: partitioned_by names unknown column `{p}`");
                }
            }
            cat.add(TableMeta {
                name: name.clone(),
                columns,
                rows: t.rows,
                tuple_bytes: t.tuple_bytes.unwrap_or(width as f64),
                partitioned_by: t.partitioned_by.clone(),
                data: None,
                source: "stats".into(),
            })?;
        }
        Ok(cat)
    }

    /// Writes the statistics of this catalog in the stats-file format.
    pub fn to_stats_toml(&self) -> String {
        let mut tables = BTreeMap::new();
        for t in self.tables.values() {
            tables.insert(
                t.name.clone(),
                StatsTable {
                    rows: t.rows,
                    tuple_bytes: Some(t.tuple_bytes),
                    partitioned_by: t.partitioned_by.clone(),
                    columns: t
                        .columns
                        .iter()
                        .map(|c| StatsColumn {
                            name: c.name.clone(),
                            r#type: c.dtype.name(),
                            bytes: Some(c.bytes),
                            distinct: c.distinct,
                            min: c.min,
                            max: c.max,
                            skew: c.skew.clone(),
                        })
                        .collect(),
                },
            );
        }
        toml::to_string(&StatsFile { tables }).unwrap_or_default()
    }
}

pub fn default_bytes(d: DataType) -> usize {
    match d {
        DataType::Int | DataType::Decimal(_) => 8,
        DataType::Date => 4,
        DataType::Str => 4,
    }
}

/// Smallest number of bytes that holds `v` as unsigned.
pub fn bytes_for(v: u64) -> usize {
    let bits = 64 - v.leading_zeros() as usize;
    bits.div_ceil(8).max(1)
}

#[derive(Serialize, Deserialize)]
struct StatsFile {
    tables: BTreeMap<String, StatsTable>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StatsTable {
    rows: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tuple_bytes: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    partitioned_by: Option<String>,
    columns: Vec<StatsColumn>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StatsColumn {
    name: String,
    r#type: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    bytes: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    distinct: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    min: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    max: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    skew: Option<Vec<f64>>,
}

/// Days since 1970-01-01 of a proleptic Gregorian date.
pub fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let mp = (m as i64 + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

pub fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719468;
    let era = if z >= 0 { z } else { z - 146096 } / 146097;
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

pub fn parse_date(s: &str) -> Option<i64> {
    let mut it = s.trim().splitn(3, '-');
    let y: i64 = it.next()?.parse().ok()?;
    let m: u32 = it.next()?.parse().ok()?;
    let d: u32 = it.next()?.parse().ok()?;
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return None;
    }
    Some(days_from_civil(y, m, d))
}

pub fn format_date(days: i64) -> String {
    let (y, m, d) = civil_from_days(days);
    format!("{y:04}-{m:02}-{d:02}")
}

/// Parses a decimal literal into a scaled integer with `scale` digits.
pub fn parse_decimal(s: &str, scale: u8) -> Option<i64> {
    let s = s.trim();
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    let (int, frac) = s.split_once('.').unwrap_or((s, ""));
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    if !int.chars().all(|c| c.is_ascii_digit()) || !frac.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    if frac.len() > scale as usize && frac[scale as usize..].chars().any(|c| c != '0') {
        return None; // would lose digits
    }
    let mut v: i64 = if int.is_empty() { 0 } else { int.parse().ok()? };
    for i in 0..scale as usize {
        let digit = frac.as_bytes().get(i).map_or(0, |b| (b - b'0') as i64);
        v = v.checked_mul(10)?.checked_add(digit)?;
    }
    Some(if neg { -v } else { v })
}

pub fn format_decimal(v: i128, scale: u8) -> String {
    if scale == 0 {
        return v.to_string();
    }
    let p = 10i128.pow(scale as u32);
    let sign = if v < 0 { "-" } else { "" };
    let a = v.abs();
    format!("{sign}{}.{:0width$}", a / p, a % p, width = scale as usize)
}

/// Renders a stored value of a column for output.
pub fn format_value(col: &ColumnMeta, v: i64) -> String {
    match col.dtype {
        DataType::Int => v.to_string(),
        DataType::Decimal(s) => format_decimal(v as i128, s),
        DataType::Date => format_date(v),
        DataType::Str => col
            .dict
            .as_ref()
            .and_then(|d| d.get(v as usize).cloned())
            .unwrap_or_else(|| format!("#{v}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn dates_round_trip() {
        assert_eq!(parse_date("1970-01-01"), Some(0));
        assert_eq!(parse_date("1992-01-01"), Some(8035));
        for d in [-1000, 0, 8035, 10000, 20000] {
            assert_eq!(parse_date(&format_date(d)), Some(d));
        }
    }
    #[test]
    fn decimals() {
        assert_eq!(parse_decimal("12.34", 2), Some(1234));
        assert_eq!(parse_decimal("-0.5", 2), Some(-50));
        assert_eq!(parse_decimal("7", 2), Some(700));
        assert_eq!(parse_decimal("1.234", 2), None);
        assert_eq!(format_decimal(-50, 2), "-0.50");
        assert_eq!(format_decimal(123456, 2), "1234.56");
    }
    #[test]
    fn types_parse() {
        assert_eq!(DataType::parse("decimal(15,2)").unwrap(), DataType::Decimal(2));
        assert!(DataType::parse("blob").unwrap_err().to_string().contains("unsupported type `blob`"));
    }
}
