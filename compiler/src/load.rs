//! Loading tables from CSV files, Parquet files or directories of partition
//! files (one per worker), with statistics computed from the data.

use crate::catalog::{bytes_for, parse_date, parse_decimal, ColumnMeta, DataType, StrEncoding, TableData, TableMeta};
use anyhow::{anyhow, bail, Context, Result};
use arrow::array::{Array, AsArray};
use arrow::datatypes::{DataType as ArrowType, Date32Type, Decimal128Type, Int16Type, Int32Type, Int64Type, Int8Type, UInt16Type, UInt32Type, UInt64Type, UInt8Type};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

enum Raw {
    I(Vec<i64>),
    S(Vec<String>),
}

struct RawPart {
    names: Vec<String>,
    types: Vec<DataType>,
    cols: Vec<Raw>,
}

fn partition_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read directory {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && matches!(ext(p).as_str(), "csv" | "parquet" | "pq"))
        .collect();
    files.sort();
    Ok(files)
}

fn ext(p: &Path) -> String {
    p.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase()
}

/// Partition count of the first `NAME=DIR` spec that names a directory.
pub fn default_workers(specs: &[String]) -> Result<Option<usize>> {
    for s in specs {
        if let Some((_, p)) = s.split_once('=') {
            let p = Path::new(p.trim());
            if p.is_dir() {
                let n = partition_files(p)?.len();
                if n > 0 {
                    return Ok(Some(n));
                }
            }
        }
    }
    Ok(None)
}

/// Loads `path` as table `name`, split into `workers` partitions.
pub fn load_table(name: &str, path: &Path, workers: usize) -> Result<TableMeta> {
    if !path.exists() {
        bail!("table `{name}`: path {} does not exist", path.display());
    }
    let parts: Vec<RawPart> = if path.is_dir() {
        let files = partition_files(path)?;
        if files.is_empty() {
            bail!("table `{name}`: directory {} holds no .csv or .parquet files", path.display());
        }
        if files.len() != workers {
            bail!(
                "table `{name}`: directory {} has {} partition files but there are {workers} workers",
                path.display(),
                files.len()
            );
        }
        let parts: Vec<RawPart> = files.iter().map(|f| read_file(name, f)).collect::<Result<_>>()?;
        for (f, p) in files.iter().zip(&parts).skip(1) {
            if p.names != parts[0].names || p.types != parts[0].types {
                bail!(
                    "table `{name}`: partition {} has a different schema than {}",
                    f.display(),
                    files[0].display()
                );
            }
        }
        parts
    } else {
        split(read_file(name, path)?, workers)
    };
    finish(name, path, parts)
}

fn split(p: RawPart, workers: usize) -> Vec<RawPart> {
    let rows = match p.cols.first() {
        Some(Raw::I(v)) => v.len(),
        Some(Raw::S(v)) => v.len(),
        None => 0,
    };
    let w = workers.max(1);
    let mut out = Vec::new();
    for i in 0..w {
        let (lo, hi) = (rows * i / w, rows * (i + 1) / w);
        out.push(RawPart {
            names: p.names.clone(),
            types: p.types.clone(),
            cols: p
                .cols
                .iter()
                .map(|c| match c {
                    Raw::I(v) => Raw::I(v[lo..hi].to_vec()),
                    Raw::S(v) => Raw::S(v[lo..hi].to_vec()),
                })
                .collect(),
        });
    }
    out
}

fn read_file(name: &str, path: &Path) -> Result<RawPart> {
    match ext(path).as_str() {
        "csv" => read_csv(name, path),
        "parquet" | "pq" => read_parquet(name, path),
        other => bail!("table `{name}`: file {} has unsupported extension `.{other}` (use .csv or .parquet)", path.display()),
    }
}

fn read_csv(name: &str, path: &Path) -> Result<RawPart> {
    let mut rdr = csv::Reader::from_path(path).with_context(|| format!("table `{name}`: cannot open {}", path.display()))?;
    let names: Vec<String> = rdr.headers()?.iter().map(|h| h.trim().to_string()).collect();
    let mut cells: Vec<Vec<String>> = vec![Vec::new(); names.len()];
    for (i, rec) in rdr.records().enumerate() {
        let rec = rec.with_context(|| format!("table `{name}`: bad CSV record {} in {}", i + 1, path.display()))?;
        if rec.len() != names.len() {
            bail!("table `{name}`: record {} of {} has {} fields, header has {}", i + 1, path.display(), rec.len(), names.len());
        }
        for (c, f) in rec.iter().enumerate() {
            cells[c].push(f.to_string());
        }
    }
    let mut types = Vec::new();
    let mut cols = Vec::new();
    for (c, vals) in cells.into_iter().enumerate() {
        if vals.iter().any(|v| v.is_empty()) {
            bail!("table `{name}`: column `{}` in {} has empty values (NULLs are not supported)", names[c], path.display());
        }
        let is_int = vals.iter().all(|v| v.trim().parse::<i64>().is_ok());
        let scale = if is_int {
            None
        } else if vals.iter().all(|v| {
            let t = v.trim().trim_start_matches('-');
            let (a, b) = t.split_once('.').unwrap_or((t, ""));
            !a.is_empty() && a.chars().all(|c| c.is_ascii_digit()) && b.chars().all(|c| c.is_ascii_digit())
        }) {
            Some(vals.iter().map(|v| v.split_once('.').map_or(0, |(_, b)| b.trim().len())).max().unwrap_or(0) as u8)
        } else {
            None
        };
        let is_date = !is_int && scale.is_none() && vals.iter().all(|v| v.trim().len() == 10 && parse_date(v).is_some());
        if is_int {
            types.push(DataType::Int);
            cols.push(Raw::I(vals.iter().map(|v| v.trim().parse().unwrap()).collect()));
        } else if let Some(s) = scale {
            types.push(DataType::Decimal(s));
            let v: Option<Vec<i64>> = vals.iter().map(|v| parse_decimal(v, s)).collect();
            cols.push(Raw::I(v.ok_or_else(|| anyhow!("table `{name}`: column `{}` overflows a decimal", names[c]))?));
        } else if is_date {
            types.push(DataType::Date);
            cols.push(Raw::I(vals.iter().map(|v| parse_date(v).unwrap()).collect()));
        } else {
            types.push(DataType::Str);
            cols.push(Raw::S(vals));
        }
    }
    Ok(RawPart { names, types, cols })
}

fn read_parquet(name: &str, path: &Path) -> Result<RawPart> {
    use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
    let file = std::fs::File::open(path).with_context(|| format!("table `{name}`: cannot open {}", path.display()))?;
    let builder = ParquetRecordBatchReaderBuilder::try_new(file)
        .with_context(|| format!("table `{name}`: {} is not a Parquet file", path.display()))?;
    let schema = builder.schema().clone();
    let names: Vec<String> = schema.fields().iter().map(|f| f.name().clone()).collect();
    let mut types = Vec::new();
    let mut cols = Vec::new();
    for f in schema.fields() {
        let t = match f.data_type() {
            ArrowType::Int8 | ArrowType::Int16 | ArrowType::Int32 | ArrowType::Int64 | ArrowType::UInt8 | ArrowType::UInt16 | ArrowType::UInt32 | ArrowType::UInt64 => DataType::Int,
            ArrowType::Decimal128(_, s) if *s >= 0 => DataType::Decimal(*s as u8),
            ArrowType::Date32 => DataType::Date,
            ArrowType::Utf8 | ArrowType::LargeUtf8 | ArrowType::Utf8View => DataType::Str,
            other => bail!("table `{name}`: column `{}` in {} has unsupported type {other}", f.name(), path.display()),
        };
        types.push(t);
        cols.push(if t == DataType::Str { Raw::S(Vec::new()) } else { Raw::I(Vec::new()) });
    }
    let reader = builder.build()?;
    for batch in reader {
        let batch = batch.with_context(|| format!("table `{name}`: reading {}", path.display()))?;
        for (c, arr) in batch.columns().iter().enumerate() {
            if arr.null_count() > 0 {
                bail!("table `{name}`: column `{}` in {} has NULLs, which are not supported", names[c], path.display());
            }
            let err = || anyhow!("table `{name}`: column `{}` in {} has a value outside 64-bit range", names[c], path.display());
            match &mut cols[c] {
                Raw::I(v) => match arr.data_type() {
                    ArrowType::Int8 => v.extend(arr.as_primitive::<Int8Type>().values().iter().map(|&x| x as i64)),
                    ArrowType::Int16 => v.extend(arr.as_primitive::<Int16Type>().values().iter().map(|&x| x as i64)),
                    ArrowType::Int32 => v.extend(arr.as_primitive::<Int32Type>().values().iter().map(|&x| x as i64)),
                    ArrowType::Int64 => v.extend(arr.as_primitive::<Int64Type>().values().iter().copied()),
                    ArrowType::UInt8 => v.extend(arr.as_primitive::<UInt8Type>().values().iter().map(|&x| x as i64)),
                    ArrowType::UInt16 => v.extend(arr.as_primitive::<UInt16Type>().values().iter().map(|&x| x as i64)),
                    ArrowType::UInt32 => v.extend(arr.as_primitive::<UInt32Type>().values().iter().map(|&x| x as i64)),
                    ArrowType::UInt64 => {
                        for &x in arr.as_primitive::<UInt64Type>().values().iter() {
                            v.push(i64::try_from(x).map_err(|_| err())?);
                        }
                    }
                    ArrowType::Decimal128(..) => {
                        for &x in arr.as_primitive::<Decimal128Type>().values().iter() {
                            v.push(i64::try_from(x).map_err(|_| err())?);
                        }
                    }
                    ArrowType::Date32 => v.extend(arr.as_primitive::<Date32Type>().values().iter().map(|&x| x as i64)),
                    other => bail!("table `{name}`: unexpected type {other} for column `{}`", names[c]),
                },
                Raw::S(v) => match arr.data_type() {
                    ArrowType::Utf8 => v.extend(arr.as_string::<i32>().iter().map(|s| s.unwrap_or("").to_string())),
                    ArrowType::LargeUtf8 => v.extend(arr.as_string::<i64>().iter().map(|s| s.unwrap_or("").to_string())),
                    ArrowType::Utf8View => v.extend(arr.as_string_view().iter().map(|s| s.unwrap_or("").to_string())),
                    other => bail!("table `{name}`: unexpected type {other} for column `{}`", names[c]),
                },
            }
        }
    }
    Ok(RawPart { names, types, cols })
}

/// Dictionary-encodes strings, computes statistics, builds the TableMeta.
fn finish(name: &str, path: &Path, parts: Vec<RawPart>) -> Result<TableMeta> {
    let names = parts[0].names.clone();
    let types = parts[0].types.clone();
    let ncols = names.len();
    let mut columns = Vec::new();
    let mut data = TableData { partitions: vec![Vec::with_capacity(ncols); parts.len()] };
    for c in 0..ncols {
        let mut meta = ColumnMeta::new(&names[c], types[c], 8);
        match types[c] {
            DataType::Str => {
                let mut dict: Vec<String> = parts
                    .iter()
                    .flat_map(|p| match &p.cols[c] {
                        Raw::S(v) => v.to_vec(),
                        Raw::I(_) => vec![],
                    })
                    .collect::<HashSet<String>>()
                    .into_iter()
                    .collect();
                dict.sort();
                let max_len = dict.iter().map(|s| s.len()).max().unwrap_or(1).max(1);
                let code_bytes = bytes_for(dict.len().saturating_sub(1) as u64);
                let (enc, bytes) = if max_len <= code_bytes && dict.iter().all(|s| !s.contains('\0')) {
                    (StrEncoding::Fixed, max_len)
                } else {
                    (StrEncoding::Dict, code_bytes)
                };
                if bytes > 256 {
                    bail!("table `{name}`: string column `{}` does not fit 256 bytes", names[c]);
                }
                for (pi, p) in parts.iter().enumerate() {
                    let Raw::S(v) = &p.cols[c] else { unreachable!() };
                    data.partitions[pi].push(v.iter().map(|s| dict.binary_search(s).unwrap() as i64).collect());
                }
                meta.bytes = bytes;
                meta.str_encoding = Some(enc);
                meta.distinct = Some(dict.len() as u64);
                if !dict.is_empty() {
                    meta.min = Some(0);
                    meta.max = Some(dict.len() as i64 - 1);
                }
                meta.dict = Some(Arc::new(dict));
            }
            _ => {
                let mut set = HashSet::new();
                let (mut lo, mut hi) = (i64::MAX, i64::MIN);
                for (pi, p) in parts.iter().enumerate() {
                    let Raw::I(v) = &p.cols[c] else { unreachable!() };
                    for &x in v {
                        set.insert(x);
                        lo = lo.min(x);
                        hi = hi.max(x);
                    }
                    data.partitions[pi].push(v.clone());
                }
                if set.is_empty() {
                    lo = 0;
                    hi = 0;
                }
                meta.bytes = bytes_for(hi.wrapping_sub(lo) as u64);
                meta.distinct = Some(set.len() as u64);
                meta.min = Some(lo);
                meta.max = Some(hi);
            }
        }
        columns.push(meta);
    }
    let rows = data.rows() as u64;
    let width: usize = columns.iter().map(|c| c.bytes).sum();
    Ok(TableMeta {
        name: name.to_string(),
        columns,
        rows,
        tuple_bytes: width as f64,
        partitioned_by: None,
        data: Some(data),
        source: path.display().to_string(),
    })
}
