//! What the cost model knows of a star join's relations, and how it came
//! to know it: row counts and key ranges from DataFusion's statistics
//! (Parquet metadata, a statistics file's declarations), and from samples
//! of the data ([`crate::sample`]) what those lack: how many rows a
//! filter keeps, the fraction of fact rows that find a dimension row, and
//! how a shuffle spreads the fact's keys over the workers. Where neither
//! says, a stated default; EXPLAIN prints each input with its source.

use crate::sample::{
    identity, key_counts, lookup, sample, Lookup, Sample, DIM_SAMPLE_ROWS, FACT_SAMPLE_ROWS,
};
use crate::shuffle_load::ShuffleLoads;
use datafusion::arrow::array::Array;
use datafusion::common::stats::Precision;
use datafusion::common::{ColumnStatistics, JoinType, ScalarValue};
use datafusion::datasource::physical_plan::FileScanConfig;
use datafusion::datasource::source::DataSourceExec;
use datafusion::physical_expr::expressions::Column;
use datafusion::physical_plan::coalesce_partitions::CoalescePartitionsExec;
use datafusion::physical_plan::joins::HashJoinExec;
use datafusion::physical_plan::projection::ProjectionExec;
use datafusion::physical_plan::repartition::RepartitionExec;
use datafusion::physical_plan::statistics::{StatisticsArgs, StatisticsContext};
use datafusion::physical_plan::{ExecutionPlan, ExecutionPlanProperties, Partitioning};
use std::collections::HashSet;
use std::sync::Arc;

/// Dimension rows assumed when neither statistics nor a sample tell.
pub const DEFAULT_DIM_ROWS: f64 = 1e5;
/// The fact's rows when unknown: this many times the largest dimension
/// (at least [`DEFAULT_DIM_ROWS`]).
pub const DEFAULT_FACT_FACTOR: f64 = 10.0;

/// One dimension of a chain as the inputs see it.
pub struct DimRef<'a> {
    pub plan: &'a Arc<dyn ExecutionPlan>,
    pub name: &'a str,
    /// Its join key (a column of `plan`).
    pub key: usize,
    /// The fact column it joins (a column of the fact's plan).
    pub fact_key: usize,
}

/// The cost model's inputs for one star-join chain.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct ChainInputs {
    pub fact_rows: f64,
    /// Per dimension: rows after its filters.
    pub dim_rows: Vec<f64>,
    /// Per dimension: joined rows per fact row, |F ⋈ D| / |F| (below 1 where
    /// fact rows find no row, above where some find several).
    pub match_frac: Vec<f64>,
    /// Per dimension: the fraction of the fact's rows that find exactly one
    /// row (`match_frac` when the keys were not looked up: the dimension's
    /// keys taken as unique).
    pub unique_frac: Vec<f64>,
    /// Per dimension: the fraction of the fact's rows whose key several of
    /// its rows share. The switch cannot tell those rows apart: such a
    /// probe comes back as a SPILL tuple and the host finishes it.
    pub ambiguous_frac: Vec<f64>,
    /// Per dimension: its rows per distinct key (1 for a unique key; the
    /// rows of a key beyond a bucket's slots overflow on the switch).
    pub rows_per_key: Vec<f64>,
    /// How each shuffle of the fact on a dimension's fact key loads the
    /// workers' links, from wherever the rows were before (the largest
    /// share one worker receives: `from_even[i].max_held`, 1/N when even).
    pub shuffles: ShuffleLoads,
    /// The fact column the fact's plan is hash-partitioned on, into as
    /// many partitions as workers (declared by its source), if any.
    pub fact_partitioned_on: Option<usize>,
    pub dim_partitioned_on: Vec<Option<usize>>,
    /// Some row count is a default, not a statistic or a sample.
    pub estimated: bool,
    /// One line per relation: each input and where it came from.
    pub notes: Vec<String>,
}

/// How a row count was had.
fn rows_source(plan: &Arc<dyn ExecutionPlan>, sample: Option<&Sample>) -> Option<(f64, String)> {
    let own = stats_of(plan).map_or(Precision::Absent, |s| s.num_rows);
    if let Precision::Exact(n) = own {
        return Some((n as f64, "exact, from statistics".into()));
    }
    if let Some(s) = sample {
        if let Some(r) = s.rows() {
            let how = if s.complete {
                format!("counted on all {} rows", s.scanned)
            } else {
                format!(
                    "{} of {} rows sampled, filters keep {:.4}",
                    s.scanned,
                    s.table_rows.unwrap_or(0),
                    s.selectivity()
                )
            };
            let df = match own {
                Precision::Inexact(n) => {
                    format!("; DataFusion estimated {}", crate::cost::sci(n as f64))
                }
                _ => String::new(),
            };
            return Some((r, format!("{how}{df}")));
        }
    }
    match own {
        Precision::Inexact(n) => Some((n as f64, "DataFusion's estimate".into())),
        _ => None,
    }
}

/// The column `plan` is hash-partitioned on into `workers` partitions.
fn partitioned_on(plan: &Arc<dyn ExecutionPlan>, workers: usize) -> Option<usize> {
    match plan.output_partitioning().clone() {
        Partitioning::Hash(exprs, n) if exprs.len() == 1 && n == workers => {
            exprs[0].downcast_ref::<Column>().map(|c| c.index())
        }
        _ => None,
    }
}

/// Why a sample could not be had, for EXPLAIN.
fn sampled(plan: &Arc<dyn ExecutionPlan>, rows: usize) -> (Option<Sample>, String) {
    match sample(plan, rows) {
        Ok(s) => (Some(s), String::new()),
        Err(e) => (None, format!("not sampled: {e:#}")),
    }
}

/// Inputs computed for the process's earlier plans, by what they were
/// computed from ([`inputs_key`]): a session that plans one query again
/// (a dashboard, a benchmark's rounds) prices it without looking at its
/// samples again. Like [`crate::sample`]'s samples, a rewritten file has a
/// new key.
static INPUTS: std::sync::OnceLock<
    std::sync::Mutex<std::collections::HashMap<String, ChainInputs>>,
> = std::sync::OnceLock::new();

/// The cache holds at most this many chains' inputs; when full it starts over.
const CACHED_INPUTS: usize = 64;

/// What a chain's inputs are computed from: each relation's sample identity
/// (its files, columns and the filters and projections above the scan),
/// its name, the join columns and the workers. `None` when a relation is
/// not sampled: such inputs are computed afresh each time.
fn inputs_key(
    fact: &Arc<dyn ExecutionPlan>,
    fact_name: &str,
    dims: &[DimRef],
    workers: usize,
) -> Option<String> {
    let mut key = format!(
        "{workers}|{fact_name}|{}",
        identity(fact, FACT_SAMPLE_ROWS)?
    );
    for d in dims {
        key.push_str(&format!(
            "||{}|{}|{}|{}",
            d.name,
            d.key,
            d.fact_key,
            identity(d.plan, DIM_SAMPLE_ROWS)?
        ));
    }
    Some(key)
}

/// The inputs of the chain with fact `fact` and dimensions `dims`
/// (bottom-up) for `workers` workers.
pub fn chain_inputs(
    fact: &Arc<dyn ExecutionPlan>,
    fact_name: &str,
    dims: &[DimRef],
    workers: usize,
) -> ChainInputs {
    let key = inputs_key(fact, fact_name, dims, workers);
    let cache = INPUTS.get_or_init(Default::default);
    if let Some(k) = &key {
        if let Some(i) = cache.lock().ok().and_then(|c| c.get(k).cloned()) {
            return i;
        }
    }
    let inputs = compute_chain_inputs(fact, fact_name, dims, workers);
    if let (Some(k), Ok(mut c)) = (key, cache.lock()) {
        if c.len() >= CACHED_INPUTS {
            c.clear();
        }
        c.insert(k, inputs.clone());
    }
    inputs
}

fn compute_chain_inputs(
    fact: &Arc<dyn ExecutionPlan>,
    fact_name: &str,
    dims: &[DimRef],
    workers: usize,
) -> ChainInputs {
    let n = workers.max(1);
    let uniform = 1.0 / n as f64;
    let mut notes = Vec::new();
    let mut estimated = false;
    let (fact_sample, fact_why) = sampled(fact, FACT_SAMPLE_ROWS);
    let mut dim_rows = Vec::new();
    let mut match_frac = Vec::new();
    let mut unique_frac = Vec::new();
    let mut ambiguous_frac = Vec::new();
    let mut per_key_rows = Vec::new();
    let mut destinations = Vec::new();
    let mut dim_partitioned_on = Vec::new();
    let mut dim_notes = Vec::new();
    let mut note_tails = Vec::new();
    for d in dims {
        let (s, why) = sampled(d.plan, DIM_SAMPLE_ROWS);
        let rows = match rows_source(d.plan, s.as_ref()) {
            Some((r, how)) => {
                dim_notes.push(format!("{}: {} rows ({how})", d.name, crate::cost::sci(r)));
                r
            }
            None => {
                estimated = true;
                dim_notes.push(format!(
                    "{}: {} rows (default: no statistics{})",
                    d.name,
                    crate::cost::sci(DEFAULT_DIM_ROWS),
                    if why.is_empty() {
                        String::new()
                    } else {
                        format!(", {why}")
                    }
                ));
                DEFAULT_DIM_ROWS
            }
        };
        dim_rows.push(rows);
        // What the fact's rows find: the sampled fact keys looked up in the
        // dimension's kept keys, with their rows, when it was read whole;
        // else the fraction of its rows that its filters keep, the fact's
        // keys taken as spread evenly over the dimension's, and its keys as
        // unique.
        let fact_keys = fact_sample.as_ref().and_then(|f| f.keys(d.fact_key));
        let whole = s.as_ref().filter(|s| s.complete);
        let dim_keys = whole.and_then(|s| s.keys(d.key)).map(|dk| {
            let counts = key_counts(&dk);
            let per_key = (dk.len() - dk.null_count()) as f64 / counts.len().max(1) as f64;
            (counts, per_key)
        });
        // Its rows per key: counted when it was read whole, else the bound
        // its key's statistics give.
        let per_key = match &dim_keys {
            Some((_, r)) => Some((*r, format!("{r:.2} rows per key, counted on all its rows"))),
            None => rows_per_key(d.plan, d.key, rows),
        };
        let looked_up = match (&dim_keys, &fact_keys) {
            (Some((counts, _)), Some(fk)) => lookup(fk, counts).map(|l| (l, fk)),
            _ => None,
        };
        let (found, how) = match looked_up {
            Some((l, fk)) => (
                l,
                format!(
                    "{} sampled fact keys looked up in its kept keys",
                    fk.len() - fk.null_count()
                ),
            ),
            None => {
                let (m, how) = match s.as_ref() {
                    Some(s) if s.selectivity() < 1.0 => (
                        s.selectivity(),
                        "its filters' sampled selectivity, fact keys taken as uniform over its keys"
                            .to_string(),
                    ),
                    _ => {
                        let base = row_bound(d.plan);
                        match base {
                            Precision::Exact(b) if b > 0 && rows < b as f64 => (
                                rows / b as f64,
                                "its rows after filters over its table's rows, fact keys taken as uniform"
                                    .to_string(),
                            ),
                            _ => (1.0, "default: every fact row finds its row (a foreign key)".into()),
                        }
                    }
                };
                let m = m.clamp(0.0, 1.0);
                // Keys that repeat (counted, or more rows than its
                // statistics allow distinct keys): evenly as far as the
                // model knows, so every key found is shared once there are
                // two rows a key.
                match &per_key {
                    Some((r, why)) if *r > 1.0 => {
                        let ambiguous = m * (r - 1.0).min(1.0);
                        (
                            Lookup {
                                unique: m - ambiguous,
                                ambiguous,
                                joined: m * r,
                            },
                            format!("{how}; {why}"),
                        )
                    }
                    _ => (
                        Lookup {
                            unique: m,
                            ambiguous: 0.0,
                            joined: m,
                        },
                        how,
                    ),
                }
            }
        };
        let m = found.joined;
        match_frac.push(m);
        unique_frac.push(found.unique);
        ambiguous_frac.push(found.ambiguous);
        let per_key = per_key.map_or(1.0, |(r, _)| r.max(1.0));
        per_key_rows.push(per_key);
        destinations.push(
            fact_sample
                .as_ref()
                .and_then(|f| f.destinations(d.fact_key, n)),
        );
        let part = partitioned_on(d.plan, n);
        dim_partitioned_on.push(part);
        let last = dim_notes.last_mut().expect("pushed above");
        if found.ambiguous > 0.0 {
            last.push_str(&format!(
                "; {} rows per fact row, {:.4} of the fact's rows find several \
                 (duplicate keys, {per_key:.2} rows a key: the switch spills them to the host) ({how})",
                if m >= 10.0 {
                    format!("{m:.1}")
                } else {
                    format!("{m:.4}")
                },
                found.ambiguous
            ));
        } else {
            last.push_str(&format!("; matches {m:.4} of fact rows ({how})"));
        }
        note_tails.push((
            match part {
                Some(c) if c == d.key => ", partitioned on its key".to_string(),
                _ => String::new(),
            },
            if s.is_none() {
                format!("; {why}")
            } else {
                String::new()
            },
        ));
    }
    // The busiest worker's share of each shuffle, from the loads the model
    // prices (one count of the sampled destinations).
    let shuffles = ShuffleLoads::sampled(&destinations, n);
    for (j, (note, (part, why))) in dim_notes.iter_mut().zip(note_tails).enumerate() {
        let sampled = shuffles.sampled[j];
        let share = shuffles.from_even[j].max_held;
        note.push_str(&format!(
            "; a shuffle on {} sends the busiest of {n} workers {:.1}% ({}){part}{why}",
            fact.schema().field(dims[j].fact_key).name(),
            share * 100.0,
            match (sampled, share > uniform * 1.05) {
                (false, _) => "default: even",
                (true, true) => "sampled, skewed",
                (true, false) => "sampled, even",
            }
        ));
    }
    let fact_rows = match rows_source(fact, fact_sample.as_ref()) {
        Some((r, how)) => {
            notes.push(format!(
                "{fact_name} (fact): {} rows ({how})",
                crate::cost::sci(r)
            ));
            r
        }
        None => {
            estimated = true;
            let r = DEFAULT_FACT_FACTOR * dim_rows.iter().cloned().fold(DEFAULT_DIM_ROWS, f64::max);
            notes.push(format!(
                "{fact_name} (fact): {} rows (default: {DEFAULT_FACT_FACTOR} x its largest dimension, no statistics)",
                crate::cost::sci(r)
            ));
            r
        }
    };
    if !fact_why.is_empty() {
        let last = notes.last_mut().expect("pushed above");
        last.push_str(&format!(
            "; {fact_why}, its keys taken as even over the workers"
        ));
    }
    let fact_partitioned_on = partitioned_on(fact, n);
    if let Some(c) = fact_partitioned_on {
        let last = notes.last_mut().expect("pushed above");
        last.push_str(&format!(
            "; partitioned on {}",
            fact.schema().field(c).name()
        ));
    }
    notes.extend(dim_notes);
    ChainInputs {
        fact_rows,
        dim_rows,
        match_frac,
        unique_frac,
        ambiguous_frac,
        rows_per_key: per_key_rows,
        shuffles,
        fact_partitioned_on,
        dim_partitioned_on,
        estimated,
        notes,
    }
}

/// Rows per key of a dimension of `rows` rows that was not read whole:
/// its rows over the most distinct keys its key column's statistics allow
/// (a distinct count, or an integer key's range), and how that was had;
/// `None` when neither is known.
fn rows_per_key(plan: &Arc<dyn ExecutionPlan>, key: usize, rows: f64) -> Option<(f64, String)> {
    let stats = key_stats(plan, key)?;
    let name = plan.schema().field(key).name().clone();
    let distinct = match stats.distinct_count {
        Precision::Exact(d) | Precision::Inexact(d) if d > 0 => Some((
            d as f64,
            format!("{d} distinct values of {name} by its statistics"),
        )),
        _ => None,
    };
    let range = match (
        stats.min_value.get_value().and_then(crate::widths::int_of),
        stats.max_value.get_value().and_then(crate::widths::int_of),
    ) {
        (Some(lo), Some(hi)) if hi >= lo => {
            Some(((hi - lo + 1) as f64, format!("{name} in {lo}..={hi}")))
        }
        _ => None,
    };
    let (keys, why) = [distinct, range]
        .into_iter()
        .flatten()
        .min_by(|a, b| a.0.total_cmp(&b.0))?;
    let per_key = rows / keys;
    Some((
        per_key,
        format!(
            "{} rows per key: {} rows, at most {} keys ({why})",
            if per_key >= 10.0 {
                format!("{per_key:.0}")
            } else {
                format!("{per_key:.2}")
            },
            crate::cost::sci(rows),
            crate::cost::sci(keys)
        ),
    ))
}

pub(crate) fn rows_of(p: &Arc<dyn ExecutionPlan>) -> Option<f64> {
    match stats_of(p)?.num_rows {
        Precision::Exact(n) | Precision::Inexact(n) => Some(n as f64),
        Precision::Absent => None,
    }
}

/// DataFusion's statistics of a plan's whole output (all partitions).
pub(crate) fn stats_of(p: &Arc<dyn ExecutionPlan>) -> Option<Arc<datafusion::common::Statistics>> {
    StatisticsContext::new()
        .compute(p.as_ref(), &StatisticsArgs::new())
        .ok()
}

/// At most how many rows `p` gives: an exact count of it or of an input
/// below nodes that never add rows (filters, projections, repartitions,
/// merges, aggregation, sorts) or a file scan's files, as `Exact`; else DataFusion's estimate
/// as `Inexact` (a filter's is a guess from a default selectivity, not a
/// bound), or `Absent`.
pub(crate) fn row_bound(p: &Arc<dyn ExecutionPlan>) -> Precision<usize> {
    use datafusion::physical_plan::aggregates::AggregateExec;
    use datafusion::physical_plan::filter::FilterExec;
    use datafusion::physical_plan::sorts::sort::SortExec;
    let own = stats_of(p).map_or(Precision::Absent, |s| s.num_rows);
    if matches!(own, Precision::Exact(_)) {
        return own;
    }
    // A file scan with a pushed-down filter: its files' rows bound it.
    if let Some(fs) = p
        .downcast_ref::<DataSourceExec>()
        .and_then(|ds| ds.data_source().downcast_ref::<FileScanConfig>())
    {
        let mut files = HashSet::new();
        let mut rows = 0usize;
        for f in fs.file_groups.iter().flat_map(|g| g.files()) {
            if !files.insert(f.object_meta.location.clone()) {
                continue;
            }
            match f.statistics.as_ref().map(|s| s.num_rows) {
                Some(Precision::Exact(n)) => rows += n,
                _ => return own,
            }
        }
        return Precision::Exact(rows);
    }
    let fewer = p.is::<FilterExec>()
        || p.is::<ProjectionExec>()
        || p.is::<RepartitionExec>()
        || p.is::<CoalescePartitionsExec>()
        || p.is::<AggregateExec>()
        || p.is::<SortExec>();
    match p.children().as_slice() {
        [input] if fewer => match row_bound(input) {
            Precision::Exact(n) => Precision::Exact(n),
            _ => own,
        },
        _ => own,
    }
}

/// Statistics of column `col` of `p` with a min and a max when they can be
/// had: DataFusion's, else looked for below nodes that keep the column's
/// values (filters, column projections, repartitions, merges, sorts, inner
/// joins) in a file scan's files, leaving out empty files (whose missing
/// min/max makes DataFusion's merged ones unknown). What is found below a
/// filter or a join bounds its output too; it is marked inexact.
pub(crate) fn key_stats(p: &Arc<dyn ExecutionPlan>, col: usize) -> Option<ColumnStatistics> {
    use datafusion::physical_plan::filter::FilterExec;
    use datafusion::physical_plan::sorts::sort::SortExec;
    let own = stats_of(p).and_then(|s| s.column_statistics.get(col).cloned());
    let known = |c: &ColumnStatistics| {
        c.min_value.get_value().is_some() && c.max_value.get_value().is_some()
    };
    if own.as_ref().is_some_and(known) {
        return own;
    }
    let inexact = |c: ColumnStatistics| ColumnStatistics {
        min_value: c.min_value.to_inexact(),
        max_value: c.max_value.to_inexact(),
        ..c
    };
    let below = if let Some(f) = p.downcast_ref::<FilterExec>() {
        let input_col = match f.projection() {
            Some(proj) => proj.get(col).copied(),
            None => Some(col),
        };
        input_col.and_then(|c| key_stats(f.input(), c)).map(inexact)
    } else if let Some(pr) = p.downcast_ref::<ProjectionExec>() {
        pr.expr()
            .get(col)
            .and_then(|e| e.expr.downcast_ref::<Column>())
            .and_then(|c| key_stats(pr.input(), c.index()))
    } else if p.is::<RepartitionExec>() || p.is::<CoalescePartitionsExec>() || p.is::<SortExec>() {
        p.children().first().and_then(|c| key_stats(c, col))
    } else if let Some(hj) = p
        .downcast_ref::<HashJoinExec>()
        .filter(|h| *h.join_type() == JoinType::Inner)
    {
        // An inner join's output column holds values of one input's column.
        let joined = match &hj.projection {
            Some(proj) => proj.get(col).copied(),
            None => Some(col),
        };
        let left = hj.left().schema().fields().len();
        joined
            .and_then(|c| {
                if c < left {
                    key_stats(hj.left(), c)
                } else {
                    key_stats(hj.right(), c - left)
                }
            })
            .map(inexact)
    } else if let Some(fs) = p
        .downcast_ref::<DataSourceExec>()
        .and_then(|ds| ds.data_source().downcast_ref::<FileScanConfig>())
    {
        file_bounds(fs, p.schema().field(col).name())
    } else {
        None
    };
    below.filter(known).or(own)
}

/// The min and max of a file scan's column over its files that have rows;
/// `None` when a file with rows has none.
fn file_bounds(fs: &FileScanConfig, name: &str) -> Option<ColumnStatistics> {
    let idx = fs
        .file_source
        .table_schema()
        .table_schema()
        .index_of(name)
        .ok()?;
    let mut files = HashSet::new();
    let (mut min, mut max): (Option<ScalarValue>, Option<ScalarValue>) = (None, None);
    for f in fs.file_groups.iter().flat_map(|g| g.files()) {
        if !files.insert(f.object_meta.location.clone()) {
            continue;
        }
        let st = f.statistics.as_ref()?;
        if st.num_rows == Precision::Exact(0) {
            continue;
        }
        let c = st.column_statistics.get(idx)?;
        let (lo, hi) = (c.min_value.get_value()?, c.max_value.get_value()?);
        if min
            .as_ref()
            .is_none_or(|m| lo.partial_cmp(m) == Some(std::cmp::Ordering::Less))
        {
            min = Some(lo.clone());
        }
        if max
            .as_ref()
            .is_none_or(|m| hi.partial_cmp(m) == Some(std::cmp::Ordering::Greater))
        {
            max = Some(hi.clone());
        }
    }
    Some(ColumnStatistics {
        min_value: Precision::Inexact(min?),
        max_value: Precision::Inexact(max?),
        ..ColumnStatistics::new_unknown()
    })
}
