//! Samples of a plan's rows, read at planning time from the files its scan
//! reads, for the inputs DataFusion's statistics do not give the cost
//! model: how selective a filter is on the data (DataFusion guesses 20 %
//! for a predicate its interval analysis cannot bound), which keys a
//! filtered dimension keeps (the fraction of fact rows that find a
//! partner), and how a shuffle would spread the fact's keys over the
//! workers (the incast factor under skew).
//!
//! A plan is sampled when it is a file scan (Parquet or CSV on the local
//! file system) under nodes whose rows can be recomputed on a batch:
//! filters, projections, repartitions and merges. The sample is read
//! straight from the files, spread over row groups (Parquet) or files
//! (CSV), and the nodes above the scan are applied to it, so that it is a
//! sample of the plan's own output. A table with no more rows than asked
//! is read whole, and the sample is then exact.

use anyhow::{bail, Context, Result};
use datafusion::arrow::array::{
    Array, ArrayRef, BooleanArray, Int64Array, RecordBatch, UInt32Array,
};
use datafusion::arrow::compute::{cast, concat_batches, filter_record_batch};
use datafusion::arrow::datatypes::{DataType, Field, Schema, SchemaRef};
use datafusion::datasource::physical_plan::{CsvSource, FileScanConfig};
use datafusion::datasource::source::DataSourceExec;
use datafusion::physical_expr::expressions::Column;
use datafusion::physical_plan::coalesce_partitions::CoalescePartitionsExec;
use datafusion::physical_plan::filter::FilterExec;
use datafusion::physical_plan::metrics::Time;
use datafusion::physical_plan::projection::ProjectionExec;
use datafusion::physical_plan::repartition::{BatchPartitioner, RepartitionExec};
use datafusion::physical_plan::ExecutionPlan;
use parquet::arrow::arrow_reader::{
    ArrowReaderOptions, ParquetRecordBatchReaderBuilder, RowSelection, RowSelector,
};
use parquet::arrow::ProjectionMask;
use parquet::file::metadata::PageIndexPolicy;
use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;

/// Fact rows sampled per star join: enough that a worker's share of a
/// shuffle is known to about half a percent.
pub const FACT_SAMPLE_ROWS: usize = 1 << 16;
/// Dimension rows sampled per join: SSB's and TPC-H's filtered dimensions
/// up to SF 1 (part: 200,000 rows) are read whole, so their kept keys are
/// known exactly.
pub const DIM_SAMPLE_ROWS: usize = 1 << 18;
/// Rows read in one run of a spread-out Parquet sample. With the files'
/// page index the reader decodes only the pages a run touches, so few
/// long runs cost a few pages per column where many short ones would
/// decode every page of the table: 16 runs make a fact sample.
const RUN_ROWS: usize = 4096;

/// A sample of a plan's output rows.
#[derive(Debug, Clone)]
pub struct Sample {
    /// Sampled rows of the plan's output, in its schema.
    pub batch: RecordBatch,
    /// Rows read from the scan to get them (before the plan's filters).
    pub scanned: usize,
    /// Rows in the scan's files, when their metadata says (Parquet's does;
    /// a CSV file's are known only once it is read whole).
    pub table_rows: Option<usize>,
    /// Every row of the files was read: `batch` is the plan's whole output.
    pub complete: bool,
}

impl Sample {
    /// Fraction of the scanned rows the plan's filters keep.
    pub fn selectivity(&self) -> f64 {
        if self.scanned == 0 {
            1.0
        } else {
            self.batch.num_rows() as f64 / self.scanned as f64
        }
    }

    /// Rows of the plan's output: counted when the sample is complete,
    /// else the table's rows times the sampled selectivity; `None` when
    /// the table's rows are not known.
    pub fn rows(&self) -> Option<f64> {
        if self.complete {
            Some(self.batch.num_rows() as f64)
        } else {
            self.table_rows.map(|t| t as f64 * self.selectivity())
        }
    }

    /// Column `col` of the sampled rows as 64-bit integers (nulls stay
    /// null); `None` when the column cannot be cast.
    pub fn keys(&self, col: usize) -> Option<Int64Array> {
        let a = cast(self.batch.columns().get(col)?, &DataType::Int64).ok()?;
        a.as_any().downcast_ref::<Int64Array>().cloned()
    }

    /// The partition a hash shuffle into `n` partitions sends each sampled
    /// row to, by its column `col`: DataFusion's own partitioner (the one
    /// Ballista's shuffle writer uses), so the spread is the shuffle's.
    /// `None` for a row with a null key (it joins nothing), and in place of
    /// the whole for an empty sample.
    pub fn destinations(&self, col: usize, n: usize) -> Option<Vec<Option<u32>>> {
        let key = self.batch.columns().get(col)?.clone();
        let rows = key.len();
        if rows == 0 || n == 0 {
            return None;
        }
        // The row numbers ride along through the partitioner.
        let (key, row): (ArrayRef, UInt32Array) = match key.logical_nulls() {
            Some(nulls) if nulls.null_count() > 0 => {
                let keep = BooleanArray::from(nulls.inner().clone());
                let row = UInt32Array::from_iter_values(0..rows as u32);
                (
                    datafusion::arrow::compute::filter(&key, &keep).ok()?,
                    datafusion::arrow::compute::filter(&row, &keep)
                        .ok()?
                        .as_any()
                        .downcast_ref::<UInt32Array>()?
                        .clone(),
                )
            }
            _ => (key, UInt32Array::from_iter_values(0..rows as u32)),
        };
        let schema = Arc::new(Schema::new(vec![
            self.batch.schema().field(col).clone().with_nullable(false),
            Field::new("row", DataType::UInt32, false),
        ]));
        let batch = RecordBatch::try_new(schema, vec![key, Arc::new(row)]).ok()?;
        let expr = Arc::new(Column::new(batch.schema().field(0).name(), 0));
        let mut part = BatchPartitioner::new_hash_partitioner(vec![expr], n, Time::new()).ok()?;
        let mut to = vec![None; rows];
        let mut bad = false;
        part.partition(batch, |i, b| {
            match b.column(1).as_any().downcast_ref::<UInt32Array>() {
                Some(r) => r
                    .values()
                    .iter()
                    .for_each(|&r| to[r as usize] = Some(i as u32)),
                None => bad = true,
            }
            Ok(())
        })
        .ok()?;
        (!bad).then_some(to)
    }

    /// The shares of the sampled rows' column `col` that a hash shuffle
    /// into `n` partitions sends to each partition ([`Self::destinations`]).
    /// Rows with a null key are left out. `None` for an empty sample.
    pub fn shares(&self, col: usize, n: usize) -> Option<Vec<f64>> {
        crate::shuffle_load::shares(&self.destinations(col, n)?, n)
    }
}

/// How many times each non-null value of `keys` occurs (DataFusion's hash
/// map: a fast hash, not SipHash; the keys are the planner's own).
pub fn key_counts(keys: &Int64Array) -> KeyCounts {
    let mut counts = KeyCounts::default();
    for k in keys.iter().flatten() {
        *counts.entry(k).or_insert(0) += 1;
    }
    counts
}

/// A dimension's join keys, each with its rows.
pub type KeyCounts = datafusion::common::HashMap<i64, u32>;

/// What the sampled fact keys find among a dimension's keys, as fractions
/// of the fact rows with a non-null key.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lookup {
    /// Rows whose key is the key of exactly one dimension row.
    pub unique: f64,
    /// Rows whose key more than one dimension row has (a duplicate build
    /// key: the switch cannot tell the rows apart and spills the tuple).
    pub ambiguous: f64,
    /// Joined rows per fact row: |F ⋈ D| / |F|.
    pub joined: f64,
}

/// The fact keys `keys` looked up in `counts`; `None` without a non-null
/// key.
pub fn lookup(keys: &Int64Array, counts: &KeyCounts) -> Option<Lookup> {
    let (mut seen, mut unique, mut ambiguous, mut joined) = (0usize, 0usize, 0usize, 0u64);
    for k in keys.iter().flatten() {
        seen += 1;
        let rows = counts.get(&k).copied().unwrap_or(0);
        match rows {
            0 => {}
            1 => unique += 1,
            _ => ambiguous += 1,
        }
        joined += rows as u64;
    }
    (seen > 0).then(|| Lookup {
        unique: unique as f64 / seen as f64,
        ambiguous: ambiguous as f64 / seen as f64,
        joined: joined as f64 / seen as f64,
    })
}

/// A node above the scan whose rows are recomputed on the sample.
enum Step {
    Filter(Arc<dyn ExecutionPlan>),
    Project(Arc<dyn ExecutionPlan>),
    Keep,
}

/// The nodes between `plan` and its file scan (top first), the scan, and
/// the scan's output schema; why not, when `plan` is not sampled.
fn walk(plan: &Arc<dyn ExecutionPlan>) -> Result<(Vec<Step>, FileScanConfig, SchemaRef)> {
    let mut steps = Vec::new();
    let mut cur = plan.clone();
    loop {
        if let Some(ds) = cur.downcast_ref::<DataSourceExec>() {
            match ds.data_source().downcast_ref::<FileScanConfig>() {
                Some(fs) => return Ok((steps, fs.clone(), cur.schema())),
                None => bail!("its input is not a file scan"),
            }
        }
        let (step, next) = if let Some(f) = cur.downcast_ref::<FilterExec>() {
            (Step::Filter(cur.clone()), f.input().clone())
        } else if let Some(p) = cur.downcast_ref::<ProjectionExec>() {
            (Step::Project(cur.clone()), p.input().clone())
        } else if let Some(r) = cur.downcast_ref::<RepartitionExec>() {
            (Step::Keep, r.input().clone())
        } else if let Some(c) = cur.downcast_ref::<CoalescePartitionsExec>() {
            (Step::Keep, c.input().clone())
        } else {
            bail!("it reads its rows through {}", cur.name());
        };
        steps.push(step);
        cur = next;
    }
}

/// What a sample of `plan` of `max_rows` rows is computed from: its
/// files (path, size, modification time), the columns read and each node
/// above the scan as DataFusion displays it (filters with their literals).
/// Two plans with one identity have one sample. `None` when `plan` is not
/// sampled.
pub fn identity(plan: &Arc<dyn ExecutionPlan>, max_rows: usize) -> Option<String> {
    let (steps, scan, schema) = walk(plan).ok()?;
    let (_, mut key) = scan_key(&scan, &schema, max_rows).ok()?;
    for s in &steps {
        if let Step::Filter(p) | Step::Project(p) = s {
            key.push_str(&format!(
                "|{}",
                datafusion::physical_plan::displayable(p.as_ref()).one_line()
            ));
        }
    }
    Some(key)
}

/// Samples up to `max_rows` rows of the scan under `plan` and applies the
/// nodes between them; why not, when it cannot.
pub fn sample(plan: &Arc<dyn ExecutionPlan>, max_rows: usize) -> Result<Sample> {
    let (steps, scan, schema) = walk(plan)?;
    let mut s = read_scan(&scan, &schema, max_rows)?;
    for step in steps.iter().rev() {
        s.batch = match step {
            Step::Keep => s.batch,
            Step::Filter(f) => {
                let f = f.downcast_ref::<FilterExec>().expect("a filter");
                let keep = f
                    .predicate()
                    .evaluate(&s.batch)?
                    .into_array(s.batch.num_rows())?;
                let keep = keep
                    .as_any()
                    .downcast_ref::<BooleanArray>()
                    .context("a filter predicate that is not boolean")?
                    .clone();
                let kept = filter_record_batch(&s.batch, &keep)?;
                match f.projection() {
                    Some(p) => kept.project(p)?,
                    None => kept,
                }
            }
            Step::Project(p) => {
                let p = p.downcast_ref::<ProjectionExec>().expect("a projection");
                let cols: Vec<ArrayRef> = p
                    .expr()
                    .iter()
                    .map(|e| e.expr.evaluate(&s.batch)?.into_array(s.batch.num_rows()))
                    .collect::<datafusion::error::Result<_>>()?;
                RecordBatch::try_new(p.schema(), cols)?
            }
        };
    }
    Ok(s)
}

/// The local file behind a scan's file, or why there is none.
fn local_path(fs: &FileScanConfig, location: &str) -> Result<PathBuf> {
    let url = fs.object_store_url.as_str();
    if !url.starts_with("file://") {
        bail!("its files are in {url}, not on the local file system");
    }
    Ok(PathBuf::from(format!("/{location}")))
}

/// Samples kept for the process's later plans, by what was read: each
/// file's path, size and modification time, the columns and their types,
/// and the rows asked for. A file rewritten in place has a new key. The
/// plan's filters are applied to a copy each time. Like DataFusion's file
/// statistics cache, it spares a session that plans the same tables again
/// the reading (a sample of SF 1's lineorder and part decodes a few MB).
static SAMPLES: std::sync::OnceLock<std::sync::Mutex<std::collections::HashMap<String, Sample>>> =
    std::sync::OnceLock::new();

/// The cache holds at most this many samples; when full it starts over.
const CACHED_SAMPLES: usize = 64;

/// The scan's local files, and the key of its sample in [`SAMPLES`].
fn scan_key(
    fs: &FileScanConfig,
    schema: &SchemaRef,
    max_rows: usize,
) -> Result<(Vec<PathBuf>, String)> {
    let mut seen = HashSet::new();
    let mut files = Vec::new();
    let mut key = String::new();
    for f in fs.file_groups.iter().flat_map(|g| g.files()) {
        if seen.insert(f.object_meta.location.clone()) {
            files.push(local_path(fs, f.object_meta.location.as_ref())?);
            key.push_str(&format!(
                "{}:{}:{};",
                f.object_meta.location, f.object_meta.size, f.object_meta.last_modified
            ));
        }
    }
    if files.is_empty() {
        bail!("its scan has no files");
    }
    key.push_str(&format!(
        "{:?}|{max_rows}|{}",
        schema
            .fields()
            .iter()
            .map(|f| (f.name(), f.data_type()))
            .collect::<Vec<_>>(),
        fs.file_source.file_type()
    ));
    Ok((files, key))
}

/// Reads up to `max_rows` rows of the scan's files in the scan's output
/// schema (`schema`: its projected columns, by name, cast to their types).
fn read_scan(fs: &FileScanConfig, schema: &SchemaRef, max_rows: usize) -> Result<Sample> {
    let (files, key) = scan_key(fs, schema, max_rows)?;
    let names: Vec<String> = schema.fields().iter().map(|f| f.name().clone()).collect();
    let cache = SAMPLES.get_or_init(Default::default);
    if let Some(s) = cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return Ok(s);
    }
    let s = read_files(&files, fs, schema, &names, max_rows)?;
    if let Ok(mut c) = cache.lock() {
        if c.len() >= CACHED_SAMPLES {
            c.clear();
        }
        c.insert(key, s.clone());
    }
    Ok(s)
}

fn read_files(
    files: &[PathBuf],
    fs: &FileScanConfig,
    schema: &SchemaRef,
    names: &[String],
    max_rows: usize,
) -> Result<Sample> {
    if let Some(csv) = fs.file_source.downcast_ref::<CsvSource>() {
        read_csv(files, fs, csv, schema, names, max_rows)
    } else if fs.file_source.file_type() == "parquet" {
        read_parquet(files, schema, names, max_rows)
    } else {
        bail!(
            "its files are {}, not Parquet or CSV",
            fs.file_source.file_type()
        )
    }
}

/// `batch`'s columns `names`, cast to `schema`'s types.
fn conform(batch: &RecordBatch, schema: &SchemaRef, names: &[String]) -> Result<RecordBatch> {
    let cols: Vec<ArrayRef> = names
        .iter()
        .zip(schema.fields())
        .map(|(n, f)| {
            let c = batch
                .column_by_name(n)
                .with_context(|| format!("the file has no column `{n}`"))?;
            Ok(if c.data_type() == f.data_type() {
                c.clone()
            } else {
                cast(c, f.data_type())?
            })
        })
        .collect::<Result<_>>()?;
    Ok(RecordBatch::try_new_with_options(
        schema.clone(),
        cols,
        &datafusion::arrow::array::RecordBatchOptions::new().with_row_count(Some(batch.num_rows())),
    )?)
}

fn read_parquet(
    files: &[PathBuf],
    schema: &SchemaRef,
    names: &[String],
    max_rows: usize,
) -> Result<Sample> {
    // Every row group, with its file.
    let mut groups: Vec<(usize, usize, usize)> = Vec::new();
    for (fi, path) in files.iter().enumerate() {
        let file =
            std::fs::File::open(path).with_context(|| format!("opening {}", path.display()))?;
        let b = ParquetRecordBatchReaderBuilder::try_new(file)
            .with_context(|| format!("reading {}", path.display()))?;
        for (gi, g) in b.metadata().row_groups().iter().enumerate() {
            groups.push((fi, gi, g.num_rows().max(0) as usize));
        }
    }
    let table_rows: usize = groups.iter().map(|g| g.2).sum();
    let complete = table_rows <= max_rows;
    let mut batches = Vec::new();
    let mut scanned = 0;
    for (fi, gi, rows) in &groups {
        if *rows == 0 {
            continue;
        }
        // Each group gives its share of the sample, in runs spread over it.
        let want = if complete {
            *rows
        } else {
            ((*rows as u128 * max_rows as u128).div_ceil(table_rows as u128) as usize).min(*rows)
        };
        if want == 0 {
            continue;
        }
        let path = &files[*fi];
        let file = std::fs::File::open(path)?;
        // The offset index (where each page is) lets a row selection skip
        // whole pages undecoded; a file without one is read page by page,
        // alike in result.
        let b = ParquetRecordBatchReaderBuilder::try_new_with_options(
            file,
            ArrowReaderOptions::new().with_offset_index_policy(PageIndexPolicy::Optional),
        )?;
        let roots: Vec<usize> = names
            .iter()
            .map(|n| {
                b.schema()
                    .index_of(n)
                    .with_context(|| format!("{} has no column `{n}`", path.display()))
            })
            .collect::<Result<_>>()?;
        let mask = ProjectionMask::roots(b.parquet_schema(), roots);
        let mut b = b
            .with_projection(mask)
            .with_row_groups(vec![*gi])
            .with_batch_size(8192);
        if want < *rows {
            b = b.with_row_selection(spread(*rows, want));
        }
        for batch in b.build()? {
            let batch = batch?;
            scanned += batch.num_rows();
            batches.push(conform(&batch, schema, names)?);
        }
    }
    let batch = concat_batches(schema, &batches)?;
    Ok(Sample {
        batch,
        scanned,
        table_rows: Some(table_rows),
        complete,
    })
}

/// A selection of about `want` of `rows` rows in runs of [`RUN_ROWS`]
/// spread evenly over them.
fn spread(rows: usize, want: usize) -> RowSelection {
    let runs = want.div_ceil(RUN_ROWS).max(1);
    let run = want.div_ceil(runs);
    let stride = rows / runs;
    let mut sel = Vec::with_capacity(2 * runs);
    let mut at = 0;
    for _ in 0..runs {
        let take = run.min(rows - at).min(stride.max(run));
        sel.push(RowSelector::select(take));
        let skip = stride.saturating_sub(take).min(rows - at - take);
        if skip > 0 {
            sel.push(RowSelector::skip(skip));
        }
        at += take + skip;
        if at >= rows {
            break;
        }
    }
    if at < rows {
        sel.push(RowSelector::skip(rows - at));
    }
    RowSelection::from(sel)
}

fn read_csv(
    files: &[PathBuf],
    fs: &FileScanConfig,
    csv: &CsvSource,
    schema: &SchemaRef,
    names: &[String],
    max_rows: usize,
) -> Result<Sample> {
    // The file's own columns, in its order: the table's schema less its
    // partition columns.
    let file_schema = fs.file_source.table_schema().file_schema().clone();
    let per_file = max_rows.div_ceil(files.len());
    let mut batches = Vec::new();
    let (mut scanned, mut complete) = (0, true);
    for path in files {
        let file =
            std::fs::File::open(path).with_context(|| format!("opening {}", path.display()))?;
        let reader = datafusion::arrow::csv::ReaderBuilder::new(file_schema.clone())
            .with_header(csv.has_header())
            .with_delimiter(csv.delimiter())
            .with_quote(csv.quote())
            .with_batch_size(8192)
            .build(file)
            .with_context(|| format!("reading {}", path.display()))?;
        let mut got = 0;
        for batch in reader {
            let batch = batch.with_context(|| format!("reading {}", path.display()))?;
            let take = batch.num_rows().min(per_file - got);
            got += take;
            batches.push(conform(&batch.slice(0, take), schema, names)?);
            if got >= per_file {
                break;
            }
        }
        // A file read up to its share may have more rows.
        if got >= per_file {
            complete = false;
        }
        scanned += got;
    }
    let batch = concat_batches(schema, &batches)?;
    Ok(Sample {
        batch,
        scanned,
        table_rows: complete.then_some(scanned),
        complete,
    })
}
