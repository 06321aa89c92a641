//! The physical optimizer rule that offloads star joins.
//!
//! It runs after DataFusion chose each join's algorithm and build side and
//! before DataFusion enforces the distribution and ordering each node
//! requires ([`crate::session`]): the switch node's partitioning (its fact
//! input's) and its lack of order are then met by DataFusion's own rules,
//! as any other node's. It looks for chains of `HashJoinExec`s that are
//! inner equi-joins on one integer-like key (Int8–64, UInt8–64, Date32)
//! without a residual filter, where every join probes with a column of one
//! fact input — a star join. The fact input is the deep side of the chain (at the bottom, the
//! larger input); each dimension is the other side of one join. Between the
//! joins it looks through repartitions, batch coalescing and projections
//! that only select columns.
//!
//! The cost model (the paper's eqs. 9.1–9.4 in [`crate::cost`]) prices the
//! chain's bottom-most k joins on the switch, for every k, against
//! DataFusion's shuffle; the chosen k joins become one
//! [`SwitchStarJoinExec`] and the joins above stay DataFusion's, unchanged.
//! Only prefixes are candidates so that the joins left to DataFusion keep
//! their inputs. Every join the rule looked at gets a line saying whether it
//! was offloaded and why; `netjoin explain` prints them.

use crate::cost::CostParams;
use crate::node::{DimInput, Src, StarExplain, SwitchStarJoinExec};
use crate::optimizer::{evaluate_with, Candidate};
use crate::options::{SessionOptions, Strategy};
use crate::plan::{BoundQuery, ColRef, JoinEdge, OutExpr, OutItem, QueryTable};
use crate::plan::{LeftDeepPlan, RelInfo, Step};
use crate::signature::{Requirement, SignatureCatalog};
use crate::switch::SwitchSpec;
use crate::widths::{JoinKeys, Widths};
use datafusion::arrow::datatypes::{DataType, Field};
use datafusion::common::config::ConfigOptions;
use datafusion::common::stats::Precision;
use datafusion::common::{ColumnStatistics, JoinType, NullEquality, Result, ScalarValue};
use datafusion::datasource::physical_plan::FileScanConfig;
use datafusion::datasource::source::DataSourceExec;
use datafusion::physical_expr::expressions::Column;
use datafusion::physical_optimizer::PhysicalOptimizerRule;
use datafusion::physical_plan::coalesce_partitions::CoalescePartitionsExec;
use datafusion::physical_plan::joins::HashJoinExec;
use datafusion::physical_plan::projection::ProjectionExec;
use datafusion::physical_plan::repartition::RepartitionExec;
use datafusion::physical_plan::statistics::{StatisticsArgs, StatisticsContext};
use datafusion::physical_plan::{replace_children_if_necessary, ExecutionPlan};
use serde::Serialize;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};

/// One join the rule looked at.
#[derive(Clone, Debug, Serialize)]
pub struct JoinNote {
    /// `fact.key = dim.key` (or the join's keys as DataFusion shows them).
    pub on: String,
    pub offloaded: bool,
    pub reason: String,
}

/// The rule's decision for one star join (or one join it could not use).
#[derive(Clone, Debug, Serialize)]
pub struct Decision {
    pub fact: String,
    pub dims: Vec<String>,
    pub offloaded: Vec<String>,
    pub signature: Option<String>,
    /// Cost of the whole chain by shuffling (I = ∅), bytes.
    pub c_shuffle: f64,
    /// Cost of the chosen set on the switch plus the rest shuffled, bytes.
    pub c_inp: f64,
    pub objective: String,
    pub estimated_rows: bool,
    /// The key and value widths the offloaded joins need (for the whole
    /// chain when none is offloaded), and what proved them.
    pub widths: Option<Widths>,
    pub joins: Vec<JoinNote>,
    pub candidates: Vec<CandidateNote>,
}

#[derive(Clone, Debug, Serialize)]
pub struct CandidateNote {
    pub set: Vec<String>,
    pub feasible: bool,
    pub bytes: f64,
    /// Predicted seconds (calibrated when the session has a calibration).
    pub seconds: f64,
    /// The time model's own seconds, uncalibrated.
    pub model_seconds: f64,
    /// What the busiest worker does in the switch join and in the shuffled
    /// joins (all of them for the empty set), for calibrations.
    pub switch_work: crate::cost::Work,
    pub shuffle_work: crate::cost::Work,
    pub reason: Option<String>,
    pub signature: Option<String>,
}

pub struct StarJoinRule {
    opts: SessionOptions,
    sigs: SignatureCatalog,
    decisions: Arc<Mutex<Vec<Decision>>>,
}

impl std::fmt::Debug for StarJoinRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StarJoinRule")
            .field("strategy", &self.opts.strategy)
            .field("catalog", &self.sigs.source)
            .finish()
    }
}

impl StarJoinRule {
    pub fn new(opts: SessionOptions, sigs: SignatureCatalog) -> StarJoinRule {
        StarJoinRule {
            opts,
            sigs,
            decisions: Arc::new(Mutex::new(Vec::new())),
        }
    }
    /// The decisions of the most recent optimization, shared with the caller.
    pub fn decisions(&self) -> Arc<Mutex<Vec<Decision>>> {
        self.decisions.clone()
    }
    fn params(&self) -> CostParams {
        CostParams {
            workers: self.opts.workers,
            ..self.opts.cost.clone()
        }
    }
}

impl PhysicalOptimizerRule for StarJoinRule {
    fn optimize(
        &self,
        plan: Arc<dyn ExecutionPlan>,
        _config: &ConfigOptions,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        let mut st = Walk {
            rule: self,
            claimed: HashSet::new(),
            noted: HashSet::new(),
            decisions: Vec::new(),
            offloaded: 0,
        };
        let out = st.optimize_node(plan)?;
        if let Ok(mut d) = self.decisions.lock() {
            *d = st.decisions;
        }
        Ok(out)
    }
    fn name(&self) -> &str {
        "netjoin_star_join"
    }
    fn schema_check(&self) -> bool {
        true
    }
}

fn addr(p: &Arc<dyn ExecutionPlan>) -> usize {
    Arc::as_ptr(p) as *const () as usize
}

/// A plan looked through: the inner plan and, for each outer column, the
/// inner column it is.
struct Peeled {
    plan: Arc<dyn ExecutionPlan>,
    cols: Vec<usize>,
}

fn peel(p: &Arc<dyn ExecutionPlan>) -> Peeled {
    let mut cur = p.clone();
    let mut cols: Vec<usize> = (0..p.schema().fields().len()).collect();
    loop {
        let next = if let Some(r) = cur.downcast_ref::<RepartitionExec>() {
            r.input().clone()
        } else if let Some(c) = cur.downcast_ref::<CoalescePartitionsExec>() {
            c.input().clone()
        } else if let Some(pr) = cur.downcast_ref::<ProjectionExec>() {
            let map: Option<Vec<usize>> = pr
                .expr()
                .iter()
                .map(|e| e.expr.downcast_ref::<Column>().map(|c| c.index()))
                .collect();
            match map {
                Some(m) => {
                    cols = cols.iter().map(|&c| m[c]).collect();
                    pr.input().clone()
                }
                None => break,
            }
        } else {
            break;
        };
        cur = next;
    }
    Peeled { plan: cur, cols }
}

/// The table a plan reads, when it can be told (a file scan's table
/// directory or file name); else `fallback`.
fn table_name(p: &Arc<dyn ExecutionPlan>, fallback: &str) -> String {
    let mut cur = p.clone();
    loop {
        if let Some(s) = cur.downcast_ref::<crate::stats::StatsScanExec>() {
            return s.table().to_string();
        }
        if let Some(ds) = cur.downcast_ref::<DataSourceExec>() {
            if let Some(fs) = ds.data_source().downcast_ref::<FileScanConfig>() {
                if let Some(f) = fs.file_groups.iter().flat_map(|g| g.files()).next() {
                    let path = std::path::PathBuf::from(f.object_meta.location.as_ref());
                    let stem = path.file_stem().map(|s| s.to_string_lossy().to_string());
                    let parent = path
                        .parent()
                        .and_then(|d| d.file_name())
                        .map(|s| s.to_string_lossy().to_string());
                    // Several files make a directory table; one file split
                    // into byte ranges (one per partition) is still that file.
                    let grouped = fs
                        .file_groups
                        .iter()
                        .flat_map(|g| g.files())
                        .any(|g| g.object_meta.location != f.object_meta.location);
                    return match (stem, parent) {
                        (Some(s), Some(d)) if grouped || s.starts_with("part-") => d,
                        (Some(s), _) => s,
                        (None, Some(d)) => d,
                        _ => fallback.to_string(),
                    };
                }
            }
            return fallback.to_string();
        }
        let ch = cur.children();
        if ch.len() != 1 {
            return fallback.to_string();
        }
        cur = ch[0].clone();
    }
}

fn rows_of(p: &Arc<dyn ExecutionPlan>) -> Option<f64> {
    match stats_of(p)?.num_rows {
        Precision::Exact(n) | Precision::Inexact(n) => Some(n as f64),
        Precision::Absent => None,
    }
}

/// DataFusion's statistics of a plan's whole output (all partitions).
fn stats_of(p: &Arc<dyn ExecutionPlan>) -> Option<Arc<datafusion::common::Statistics>> {
    StatisticsContext::new()
        .compute(p.as_ref(), &StatisticsArgs::new())
        .ok()
}

/// At most how many rows `p` gives: an exact count of it or of an input
/// below nodes that never add rows (filters, projections, repartitions,
/// merges, aggregation, sorts) or a file scan's files, as `Exact`; else DataFusion's estimate
/// as `Inexact` (a filter's is a guess from a default selectivity, not a
/// bound), or `Absent`.
fn row_bound(p: &Arc<dyn ExecutionPlan>) -> Precision<usize> {
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
fn key_stats(p: &Arc<dyn ExecutionPlan>, col: usize) -> Option<ColumnStatistics> {
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

/// The offloadable joins of `chain` as the width decision sees them: their
/// key columns' types and min/max, and the dimensions' row counts.
fn join_keys(chain: &Chain) -> Vec<JoinKeys> {
    let fact_schema = chain.fact.schema();
    chain
        .links
        .iter()
        .map(|l| {
            let dim_schema = l.dim.plan.schema();
            JoinKeys {
                fact_column: format!(
                    "{}.{}",
                    chain.fact_name,
                    fact_schema.field(l.dim.fact_key).name()
                ),
                dim_column: format!("{}.{}", l.dim.name, dim_schema.field(l.dim.key).name()),
                data_type: dim_schema.field(l.dim.key).data_type().clone(),
                fact_stats: key_stats(&chain.fact, l.dim.fact_key),
                dim_stats: key_stats(&l.dim.plan, l.dim.key),
                dim: l.dim.name.clone(),
                dim_rows: row_bound(&l.dim.plan),
            }
        })
        .collect()
}

/// Bytes a value of this column occupies when it travels (the model's ts):
/// the width a statistics file declares (field metadata, see
/// [`crate::stats::BYTES_KEY`]), else one from the type.
fn type_bytes(f: &Field) -> usize {
    if let Some(b) = f
        .metadata()
        .get(crate::stats::BYTES_KEY)
        .and_then(|v| v.parse().ok())
    {
        return b;
    }
    let t = f.data_type();
    match t {
        DataType::Boolean | DataType::Int8 | DataType::UInt8 => 1,
        DataType::Int16 | DataType::UInt16 | DataType::Float16 => 2,
        DataType::Int32 | DataType::UInt32 | DataType::Float32 | DataType::Date32 => 4,
        DataType::Decimal128(..) => 16,
        DataType::Decimal256(..) => 32,
        // Strings: a typical short value plus its offset.
        DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View => 20,
        _ => t.primitive_width().unwrap_or(8),
    }
}

/// One offloadable join of a chain.
struct Link {
    /// The join's node (its output is the chain up to here).
    top: Arc<dyn ExecutionPlan>,
    dim: DimInput,
    /// Output columns of `top` in terms of fact and dimension columns.
    output: Vec<Src>,
    on: String,
}

struct Chain {
    fact: Arc<dyn ExecutionPlan>,
    fact_name: String,
    /// Bottom-up.
    links: Vec<Link>,
}

impl Chain {
    /// A one-join chain with fact and dimension exchanged.
    fn flipped(self) -> Chain {
        let mut links = self.links;
        let l = links.pop().expect("one link");
        let flip = |s: &Src| match *s {
            Src::Fact(c) => Src::Dim(0, c),
            Src::Dim(_, c) => Src::Fact(c),
        };
        let on = format!(
            "{}.{} = {}.{}",
            l.dim.name,
            l.dim.plan.schema().field(l.dim.key).name(),
            self.fact_name,
            self.fact.schema().field(l.dim.fact_key).name()
        );
        Chain {
            fact: l.dim.plan.clone(),
            fact_name: l.dim.name.clone(),
            links: vec![Link {
                top: l.top,
                output: l.output.iter().map(flip).collect(),
                dim: DimInput {
                    plan: self.fact,
                    name: self.fact_name,
                    key: l.dim.fact_key,
                    fact_key: l.dim.key,
                },
                on,
            }],
        }
    }
}

struct Walk<'r> {
    rule: &'r StarJoinRule,
    /// Joins already part of a chain (not chain tops of their own).
    claimed: HashSet<usize>,
    /// Joins already explained.
    noted: HashSet<usize>,
    decisions: Vec<Decision>,
    /// Star joins of this plan offloaded so far.
    offloaded: usize,
}

impl Walk<'_> {
    fn optimize_node(&mut self, node: Arc<dyn ExecutionPlan>) -> Result<Arc<dyn ExecutionPlan>> {
        let node = if node.is::<HashJoinExec>() && !self.claimed.contains(&addr(&node)) {
            match self.chain_at(&node) {
                Ok(_) if self.rule.opts.staged && self.offloaded >= 1 => {
                    let reason = "not offloaded: the switch runs another star join of this plan (one per plan on a cluster: the switch runs one query at a time)".to_string();
                    self.note_refused(&node, reason);
                    node
                }
                Ok(chain) => {
                    for l in &chain.links {
                        self.claimed.insert(addr(&l.top));
                    }
                    let decided = self.decide(&node, chain)?;
                    if self
                        .decisions
                        .last()
                        .is_some_and(|d| !d.offloaded.is_empty())
                    {
                        self.offloaded += 1;
                    }
                    decided
                }
                Err(reason) => {
                    self.note_refused(&node, reason);
                    node
                }
            }
        } else {
            node
        };
        let children: Vec<Arc<dyn ExecutionPlan>> = node.children().into_iter().cloned().collect();
        if children.is_empty() {
            return Ok(node);
        }
        let new: Vec<Arc<dyn ExecutionPlan>> = children
            .into_iter()
            .map(|c| self.optimize_node(c))
            .collect::<Result<_>>()?;
        replace_children_if_necessary(node, new)
    }

    fn note_refused(&mut self, node: &Arc<dyn ExecutionPlan>, reason: String) {
        if !self.noted.insert(addr(node)) {
            return;
        }
        let on = node
            .downcast_ref::<HashJoinExec>()
            .map(|h| {
                h.on()
                    .iter()
                    .map(|(l, r)| format!("{l} = {r}"))
                    .collect::<Vec<_>>()
                    .join(" AND ")
            })
            .unwrap_or_default();
        self.decisions.push(Decision {
            fact: String::new(),
            dims: vec![],
            offloaded: vec![],
            signature: None,
            c_shuffle: 0.0,
            c_inp: 0.0,
            objective: String::new(),
            estimated_rows: false,
            widths: None,
            joins: vec![JoinNote {
                on,
                offloaded: false,
                reason,
            }],
            candidates: vec![],
        });
    }

    /// The longest star-join chain whose top is `node`, or why `node`
    /// cannot be part of one.
    fn chain_at(&mut self, node: &Arc<dyn ExecutionPlan>) -> std::result::Result<Chain, String> {
        let hj = node
            .downcast_ref::<HashJoinExec>()
            .ok_or_else(|| "not a hash join".to_string())?;
        if *hj.join_type() != JoinType::Inner {
            return Err(format!(
                "{:?} join: the switch does inner joins only",
                hj.join_type()
            ));
        }
        if hj.filter().is_some() {
            return Err("the join has a residual (non-equality) condition".into());
        }
        if hj.on().len() != 1 {
            return Err(format!(
                "{} join keys: the switch joins on one key column",
                hj.on().len()
            ));
        }
        if hj.null_equality() != NullEquality::NullEqualsNothing {
            return Err("NULL = NULL semantics: the switch never matches nulls".into());
        }
        let (lk, rk) = &hj.on()[0];
        let (Some(lc), Some(rc)) = (lk.downcast_ref::<Column>(), rk.downcast_ref::<Column>())
        else {
            return Err(format!(
                "join key `{lk} = {rk}` is an expression, not a column"
            ));
        };
        let left = hj.left().clone();
        let right = hj.right().clone();
        let lt = left.schema().field(lc.index()).data_type().clone();
        let rt = right.schema().field(rc.index()).data_type().clone();
        if lt != rt {
            return Err(format!("join key types differ ({lt} vs {rt})"));
        }
        if !crate::carry::is_integer_like(&lt) {
            return Err(format!(
                "join key `{}` is {lt}: the switch joins integer and date keys only",
                lc.name()
            ));
        }
        let lp = peel(&left);
        let rp = peel(&right);
        // The deep side: the one that is itself a star chain.
        let mut deep: Option<(bool, Chain)> = None;
        for (is_left, p) in [(false, &rp), (true, &lp)] {
            if p.plan.is::<HashJoinExec>() && !self.claimed.contains(&addr(&p.plan)) {
                match self.chain_at(&p.plan) {
                    Ok(c) => {
                        deep = Some((is_left, c));
                        break;
                    }
                    Err(reason) => self.note_refused(&p.plan.clone(), reason),
                }
            }
        }
        let nl = left.schema().fields().len();
        let nr = right.schema().fields().len();
        let on_text = format!("{} = {}", lc.name(), rc.name());
        let (deep_left, mut chain, dim_peel, dim_key_outer, fact_key_src) = match deep {
            Some((is_left, mut c)) => {
                let (dp, key) = if is_left {
                    (&lp, lc.index())
                } else {
                    (&rp, rc.index())
                };
                let mut src = c.links.last().expect("a chain has a link").output[dp.cols[key]];
                // A one-join chain whose sizes were unknown may have taken
                // the wrong side for the fact: this join's key tells.
                if c.links.len() == 1 && matches!(src, Src::Dim(0, _)) {
                    c = c.flipped();
                    src = c.links[0].output[dp.cols[key]];
                }
                let (dim_peel, dim_key) = if is_left {
                    (&rp, rc.index())
                } else {
                    (&lp, lc.index())
                };
                (is_left, c, dim_peel, dim_key, src)
            }
            None => {
                // Both sides are leaves: the fact is the larger (the probe
                // side when the sizes are unknown or equal).
                let lr = rows_of(&left);
                let rr = rows_of(&right);
                let fact_left = matches!((lr, rr), (Some(a), Some(b)) if a > b);
                let (fp, fkey, dp, dkey) = if fact_left {
                    (&lp, lc.index(), &rp, rc.index())
                } else {
                    (&rp, rc.index(), &lp, lc.index())
                };
                let fact_name = table_name(&fp.plan, "fact");
                let output: Vec<Src> = fp.cols.iter().map(|&c| Src::Fact(c)).collect();
                let chain = Chain {
                    fact: fp.plan.clone(),
                    fact_name,
                    links: vec![],
                };
                let src = output[fkey];
                (fact_left, chain, dp, dkey, src)
            }
        };
        let Src::Fact(fact_key) = fact_key_src else {
            return Err(format!(
                "join `{on_text}` probes with a dimension's column (a snowflake join), not with the fact's"
            ));
        };
        let i = chain.links.len();
        let dim_name = table_name(&dim_peel.plan, &format!("dim{}", i + 1));
        let dim = DimInput {
            plan: dim_peel.plan.clone(),
            name: dim_name,
            key: dim_peel.cols[dim_key_outer],
            fact_key,
        };
        // Output of the join before its embedded projection.
        let deep_out: Vec<Src> = {
            let dp = if deep_left { &lp } else { &rp };
            match chain.links.last() {
                Some(top) => dp.cols.iter().map(|&c| top.output[c]).collect(),
                None => dp.cols.iter().map(|&c| Src::Fact(c)).collect(),
            }
        };
        let dim_out: Vec<Src> = dim_peel.cols.iter().map(|&c| Src::Dim(i, c)).collect();
        let mut pre = Vec::with_capacity(nl + nr);
        if deep_left {
            pre.extend(deep_out);
            pre.extend(dim_out);
        } else {
            pre.extend(dim_out);
            pre.extend(deep_out);
        }
        let output = match &hj.projection {
            Some(p) => p.iter().map(|&c| pre[c]).collect(),
            None => pre,
        };
        let on = format!(
            "{}.{} = {}.{}",
            chain.fact_name,
            chain.fact.schema().field(fact_key).name(),
            dim.name,
            dim.plan.schema().field(dim.key).name()
        );
        chain.links.push(Link {
            top: node.clone(),
            dim,
            output,
            on,
        });
        Ok(chain)
    }

    /// Prices the chain's prefixes and rewrites the chosen one.
    fn decide(
        &mut self,
        node: &Arc<dyn ExecutionPlan>,
        chain: Chain,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        let rule = self.rule;
        let p = rule.params();
        let m = chain.links.len();
        let fact_rows = rows_of(&chain.fact);
        let dim_rows: Vec<Option<f64>> = chain.links.iter().map(|l| rows_of(&l.dim.plan)).collect();
        let estimated = fact_rows.is_none() || dim_rows.iter().any(Option::is_none);
        // Unknown sizes (CSV without statistics): a fact ten times the
        // largest known dimension, dimensions of 1e5 rows. EXPLAIN says so.
        let dim_rows: Vec<f64> = dim_rows.iter().map(|r| r.unwrap_or(1e5)).collect();
        let fact_rows =
            fact_rows.unwrap_or_else(|| 10.0 * dim_rows.iter().cloned().fold(1e5, f64::max));
        // The widths the bottom-most k joins need, from their key columns'
        // ranges and the dimensions' sizes (the staged form's build values
        // number a partition's rows, the shared form's a dimension's).
        let keys = join_keys(&chain);
        let widths: Vec<Widths> = (0..=m)
            .map(|k| crate::widths::decide(&keys[..k], rule.opts.staged))
            .collect();
        let plan = model_plan(&chain, &keys, fact_rows, &dim_rows, p.workers);
        let max_rows = |k: usize| dim_rows[..k].iter().cloned().fold(0.0, f64::max);
        let mut cands: Vec<Candidate> = Vec::new();
        for (k, w) in widths.iter().enumerate() {
            let set: Vec<usize> = (0..k).collect();
            let req = Requirement {
                key_bytes: w.key_bytes,
                value_bytes: w.value_bytes,
                tables: k,
                max_build_rows: max_rows(k),
                payload_results: rule.opts.staged
                    && crate::staged::RESULT_SHAPE == netjoin_proto::ResultShape::Payload,
            };
            cands.push(evaluate_with(&plan, &set, Some(req), &rule.sigs, &p));
        }
        let chosen = match rule.opts.strategy {
            Strategy::Shuffle => 0,
            Strategy::Inp => (0..=m).rev().find(|&k| cands[k].feasible).unwrap_or(0),
            Strategy::Auto => {
                let mut best = 0;
                for k in 1..=m {
                    if cands[k].feasible
                        && cands[k].total.objective(p.objective)
                            < cands[best].total.objective(p.objective) * (1.0 - 1e-12)
                    {
                        best = k;
                    }
                }
                best
            }
        };
        let c = &cands[chosen];
        let sig = c
            .signature
            .as_ref()
            .and_then(|m| m.choice.as_ref())
            .map(|ch| ch.signature);
        // The paper's comparison (eqs. 9.2, 9.4) for the chosen set, or for
        // the whole chain when nothing is offloaded.
        let reference = if chosen > 0 { c } else { &cands[m] };
        let reference_widths = widths[if chosen > 0 { chosen } else { m }].clone();
        let c_shuffle = reference.shuffle_same.bytes;
        let c_inp = reference.inp.bytes;
        let mut joins = Vec::new();
        for (j, l) in chain.links.iter().enumerate() {
            let reason = if j < chosen {
                format!(
                    "offloaded on {} by strategy {:?} (whole plan {} B, {:.3} s; all shuffled {} B, {:.3} s)",
                    sig.map(|s| s.id()).unwrap_or_default(),
                    rule.opts.strategy,
                    crate::cost::sci(c.total.bytes),
                    c.total.seconds,
                    crate::cost::sci(cands[0].total.bytes),
                    cands[0].total.seconds
                )
            } else {
                let ck = &cands[j + 1];
                if !ck.feasible {
                    format!(
                        "not offloaded: offloading the {} joins up to here is infeasible: {}",
                        j + 1,
                        ck.infeasible_reason.clone().unwrap_or_default()
                    )
                } else {
                    format!(
                        "not offloaded: the cost model prefers {} (offloading up to here costs {} B, {:.3} s; the choice costs {} B, {:.3} s)",
                        if chosen == 0 { "DataFusion's shuffle join".to_string() } else { format!("offloading only the {chosen} joins below") },
                        crate::cost::sci(ck.total.bytes),
                        ck.total.seconds,
                        crate::cost::sci(c.total.bytes),
                        c.total.seconds
                    )
                }
            };
            joins.push(JoinNote {
                on: l.on.clone(),
                offloaded: j < chosen,
                reason,
            });
        }
        let dims: Vec<String> = chain.links.iter().map(|l| l.dim.name.clone()).collect();
        let decision = Decision {
            fact: chain.fact_name.clone(),
            dims: dims.clone(),
            offloaded: dims[..chosen].to_vec(),
            signature: sig.map(|s| s.id()),
            c_shuffle,
            c_inp,
            objective: format!("{:?}", p.objective).to_lowercase(),
            estimated_rows: estimated,
            widths: Some(reference_widths.clone()),
            joins: joins.clone(),
            candidates: cands
                .iter()
                .enumerate()
                .map(|(k, c)| CandidateNote {
                    set: dims[..k].to_vec(),
                    feasible: c.feasible,
                    bytes: c.total.bytes,
                    seconds: c.total.seconds,
                    model_seconds: c.inp.seconds + c.rest.seconds,
                    switch_work: c.inp.work,
                    shuffle_work: c.rest.work,
                    reason: c.infeasible_reason.clone(),
                    signature: c
                        .signature
                        .as_ref()
                        .and_then(|m| m.choice.as_ref())
                        .map(|ch| ch.id.clone()),
                })
                .collect(),
        };
        for l in &chain.links {
            self.noted.insert(addr(&l.top));
        }
        self.decisions.push(decision);
        let Some(sig) = sig.filter(|_| chosen > 0) else {
            return Ok(node.clone());
        };
        let spec = SwitchSpec {
            kind: rule.opts.switch,
            workers: rule.opts.workers,
            bucket_bits: rule.opts.bucket_bits,
            max_payload: rule.opts.max_payload,
            rtl: rule.opts.rtl.clone(),
            pcap: rule.opts.pcap.clone(),
            faults: rule.opts.faults,
            restart_at_frames: rule.opts.restart_at_frames.clone(),
        };
        // Staged, the executors reach the switch; the planner need not.
        if !rule.opts.staged {
            spec.check_available()
                .map_err(|e| datafusion::error::DataFusionError::Plan(format!("{e:#}")))?;
        }
        let target = &chain.links[chosen - 1];
        let exec = SwitchStarJoinExec::try_new(
            chain.fact.clone(),
            chain.links[..chosen]
                .iter()
                .map(|l| l.dim.clone())
                .collect(),
            target.output.clone(),
            target.top.schema(),
            sig,
            spec,
            StarExplain {
                fact: chain.fact_name.clone(),
                offloaded: dims[..chosen].to_vec(),
                c_shuffle,
                c_inp,
                reasons: joins
                    .iter()
                    .map(|j| format!("{}: {}", j.on, j.reason))
                    .chain(std::iter::once(format!("widths: {}", reference_widths.why)))
                    .collect(),
            },
        )?;
        replace(node, &target.top, Arc::new(exec))
    }
}

/// `root` with the node `target` (by identity) replaced by `new`.
fn replace(
    root: &Arc<dyn ExecutionPlan>,
    target: &Arc<dyn ExecutionPlan>,
    new: Arc<dyn ExecutionPlan>,
) -> Result<Arc<dyn ExecutionPlan>> {
    if Arc::ptr_eq(root, target) {
        return Ok(new);
    }
    let children: Vec<Arc<dyn ExecutionPlan>> = root.children().into_iter().cloned().collect();
    let mut out = Vec::with_capacity(children.len());
    for c in children {
        out.push(replace(&c, target, new.clone())?);
    }
    replace_children_if_necessary(root.clone(), out)
}

/// The cost model's view of a chain: relation 0 is the fact, relation i+1
/// the dimension of link i; widths from the column types, a join key's from
/// what its join's statistics prove (`keys`, one per link).
fn model_plan(
    chain: &Chain,
    keys: &[JoinKeys],
    fact_rows: f64,
    dim_rows: &[f64],
    workers: usize,
) -> LeftDeepPlan {
    let mut schemas = vec![chain.fact.schema()];
    schemas.extend(chain.links.iter().map(|l| l.dim.plan.schema()));
    let mut names = vec![chain.fact_name.clone()];
    names.extend(chain.links.iter().map(|l| l.dim.name.clone()));
    let col_bytes: Vec<Vec<usize>> = schemas
        .iter()
        .map(|s| s.fields().iter().map(|f| type_bytes(f)).collect())
        .collect();
    let col_names: Vec<Vec<String>> = schemas
        .iter()
        .map(|s| s.fields().iter().map(|f| f.name().clone()).collect())
        .collect();
    let top = chain.links.last().expect("a chain has a link");
    let col = |s: &Src| match *s {
        Src::Fact(c) => ColRef {
            table: 0,
            column: c,
        },
        Src::Dim(i, c) => ColRef {
            table: i + 1,
            column: c,
        },
    };
    let output: Vec<OutItem> = top
        .output
        .iter()
        .map(|s| OutItem {
            expr: OutExpr::Col(col(s)),
            name: String::new(),
        })
        .collect();
    let mut joins = Vec::new();
    let mut steps = Vec::new();
    for (i, l) in chain.links.iter().enumerate() {
        let probe = ColRef {
            table: 0,
            column: l.dim.fact_key,
        };
        let build = ColRef {
            table: i + 1,
            column: l.dim.key,
        };
        joins.push(JoinEdge {
            left: probe,
            right: build,
        });
        steps.push(Step {
            table: i + 1,
            probe,
            build,
            from_fact: true,
            // Foreign-key joins: every fact row finds its dimension row.
            match_frac: 1.0,
        });
    }
    let query = BoundQuery {
        tables: names
            .iter()
            .map(|n| QueryTable {
                alias: n.clone(),
                name: n.clone(),
            })
            .collect(),
        joins,
        filters: vec![],
        group_by: vec![],
        output,
        order_by: vec![],
        limit: None,
        aggregate: false,
    };
    let needed_of = |t: usize| -> Vec<usize> {
        let mut v: Vec<usize> = top
            .output
            .iter()
            .map(col)
            .filter(|c| c.table == t)
            .map(|c| c.column)
            .collect();
        for s in &steps {
            for c in [s.probe, s.build] {
                if c.table == t {
                    v.push(c.column);
                }
            }
        }
        v.sort();
        v.dedup();
        v
    };
    let rels: Vec<RelInfo> = (0..schemas.len())
        .map(|t| {
            let needed = needed_of(t);
            RelInfo {
                alias: names[t].clone(),
                table: names[t].clone(),
                rows: if t == 0 { fact_rows } else { dim_rows[t - 1] },
                selectivity: 1.0,
                selectivity_exact: false,
                width: needed.iter().map(|&c| col_bytes[t][c]).sum(),
                needed,
                partitioned_by: None,
            }
        })
        .collect();
    let mut key_bytes: Vec<Vec<usize>> = col_bytes
        .iter()
        .map(|c| vec![crate::widths::WIDE; c.len()])
        .collect();
    let mut fact_keys = HashSet::new();
    for (i, (l, k)) in chain.links.iter().zip(keys).enumerate() {
        let width = crate::widths::decide(std::slice::from_ref(k), false).key_bytes;
        let fact_key = &mut key_bytes[0][l.dim.fact_key];
        *fact_key = if fact_keys.insert(l.dim.fact_key) {
            width
        } else {
            (*fact_key).max(width)
        };
        key_bytes[i + 1][l.dim.key] = width;
    }
    LeftDeepPlan {
        query,
        rels,
        fact: 0,
        probe_max_share: vec![1.0 / workers.max(1) as f64; steps.len()],
        steps,
        col_bytes,
        key_bytes,
        col_names,
        workers,
    }
}
