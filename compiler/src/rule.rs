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
//! The cost model (the paper's eqs. 9.1–9.4 in [`crate::cost`], in
//! seconds) prices every subset of the chain's joins on the switch against
//! DataFusion's shuffle, when each join left out can be joined again above
//! the switch node (inner joins probing with fact columns commute), else
//! the chain's bottom-most prefixes, which leave the joins above on their
//! inputs. The chosen joins become one [`SwitchStarJoinExec`]; the others
//! stay DataFusion's. Every join the rule looked at gets a line saying whether it
//! was offloaded and why; `netjoin explain` prints them.

use crate::cost::CostParams;
use crate::inputs::{chain_inputs, key_stats, row_bound, rows_of, ChainInputs, DimRef};
use crate::node::{DimInput, Src, StarExplain, SwitchStarJoinExec};
use crate::optimizer::{evaluate_with, Candidate, SwitchOptions};
use crate::options::{SessionOptions, Strategy};
use crate::plan::ColRef;
use crate::plan::{LeftDeepPlan, RelInfo, Step};
use crate::signature::{Requirement, SignatureCatalog};
use crate::switch::SwitchSpec;
use crate::widths::{JoinKeys, Widths};
use datafusion::arrow::datatypes::{DataType, Field};
use datafusion::common::config::ConfigOptions;
use datafusion::common::{JoinType, NullEquality, Result};
use datafusion::datasource::physical_plan::FileScanConfig;
use datafusion::datasource::source::DataSourceExec;
use datafusion::physical_expr::expressions::Column;
use datafusion::physical_optimizer::PhysicalOptimizerRule;
use datafusion::physical_plan::coalesce_partitions::CoalescePartitionsExec;
use datafusion::physical_plan::joins::{HashJoinExec, PartitionMode};
use datafusion::physical_plan::projection::ProjectionExec;
use datafusion::physical_plan::repartition::RepartitionExec;
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
    /// The offloaded joins' membership filters: `filter_bits` of the
    /// switch's CONFIGURE (0: none); `None` when nothing is offloaded.
    pub filter_bits: Option<u8>,
    /// The pipeline's tables placed on chip, bit t for table t (the t-th
    /// offloaded dimension, padding after them), as the plan was priced
    /// ([`crate::signature::onchip_tables_for`]); `None` when nothing is
    /// offloaded.
    pub onchip: Option<u8>,
    /// Cost of the whole chain by shuffling (I = ∅), bytes.
    pub c_shuffle: f64,
    /// Cost of the chosen set on the switch plus the rest shuffled, bytes.
    pub c_inp: f64,
    pub objective: String,
    pub estimated_rows: bool,
    /// The model's inputs, with one line per relation saying where each
    /// came from (empty for a join that is not part of a star join).
    pub inputs: ChainInputs,
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
    /// The chosen pipeline's buckets per table (log2) and table memory.
    pub bucket_bits: Option<u32>,
    pub memory_bytes: Option<u64>,
    /// The membership filters the set would run with
    /// ([`crate::signature::filter_bits_for`]; 0: none).
    pub filter_bits: Option<u8>,
    /// The tables the set would place on chip, bit t for table t
    /// ([`crate::signature::onchip_tables_for`]).
    pub onchip: Option<u8>,
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
    /// How to join the dimension again above the switch when joins below
    /// it are offloaded and it is not; `None` for a chain whose fact and
    /// dimension were exchanged (one join, nothing to reorder).
    rejoin: Option<Rejoin>,
}

/// A join's dimension side as the join saw it.
struct Rejoin {
    /// The join's child on the dimension's side, and whether it is the
    /// left (build) one.
    child: Arc<dyn ExecutionPlan>,
    left: bool,
    /// For each column of `child`, the column of the dimension's plan it is.
    cols: Vec<usize>,
    /// The join key, a column of `child`.
    key: usize,
    mode: PartitionMode,
    null_equality: NullEquality,
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
                rejoin: None,
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
                    // The chain's inputs, which may hold star joins of
                    // their own: the walk goes on into them, and into
                    // nothing else of the rewritten chain.
                    let mut inputs = HashSet::new();
                    inputs.insert(addr(&chain.fact));
                    for l in &chain.links {
                        inputs.insert(addr(&l.dim.plan));
                        if let Some(r) = &l.rejoin {
                            inputs.insert(addr(&r.child));
                        }
                    }
                    let decided = self.decide(&node, chain)?;
                    self.claim_above(&decided, &inputs);
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

    /// Claims the joins of a decided chain: its nodes from `node` down to
    /// `inputs` (rebuilt ones have new addresses), so that the walk does
    /// not take the joins it left to DataFusion for a chain of their own.
    fn claim_above(&mut self, node: &Arc<dyn ExecutionPlan>, inputs: &HashSet<usize>) {
        if inputs.contains(&addr(node)) {
            return;
        }
        if node.is::<HashJoinExec>() {
            self.claimed.insert(addr(node));
            self.noted.insert(addr(node));
        }
        for c in node.children() {
            self.claim_above(c, inputs);
        }
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
            filter_bits: None,
            onchip: None,
            c_shuffle: 0.0,
            c_inp: 0.0,
            objective: String::new(),
            estimated_rows: false,
            inputs: ChainInputs::default(),
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
        let rejoin = Rejoin {
            child: if deep_left {
                right.clone()
            } else {
                left.clone()
            },
            left: !deep_left,
            cols: dim_peel.cols.clone(),
            key: dim_key_outer,
            mode: *hj.partition_mode(),
            null_equality: hj.null_equality(),
        };
        chain.links.push(Link {
            top: node.clone(),
            dim,
            output,
            on,
            rejoin: Some(rejoin),
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
        let refs: Vec<DimRef> = chain
            .links
            .iter()
            .map(|l| DimRef {
                plan: &l.dim.plan,
                name: &l.dim.name,
                key: l.dim.key,
                fact_key: l.dim.fact_key,
            })
            .collect();
        let inputs = chain_inputs(&chain.fact, &chain.fact_name, &refs, p.workers);
        let estimated = inputs.estimated;
        let dim_rows = inputs.dim_rows.clone();
        // The filters a set of joins on the switch runs with: the fraction
        // of fact rows each of its dimensions has a row for, and its
        // largest dimension's rows. The set's price counts them: a probe
        // tuple they reject reads no bucket.
        let filter_bits = |set: &[usize]| {
            crate::signature::filter_bits_for(
                set.iter()
                    .map(|&j| inputs.unique_frac[j] + inputs.ambiguous_frac[j]),
                set.iter().map(|&j| dim_rows[j]).fold(0.0, f64::max),
            )
        };
        // The sets of joins to offload: every subset of the chain when each
        // join not offloaded can be joined again above the switch (inner
        // joins probing with fact columns commute), else its bottom-most
        // prefixes, which leave the joins above on their inputs.
        let keys = join_keys(&chain);
        let reorderable = m <= MAX_SUBSET_JOINS && chain.links.iter().all(|l| l.rejoin.is_some());
        let sets = candidate_sets(m, reorderable);
        let plan = model_plan(&chain, &keys, &inputs, p.workers);
        let mut cands: Vec<Candidate> = Vec::new();
        let mut widths: Vec<Widths> = Vec::new();
        for set in &sets {
            // The widths the set's joins need, from their key columns'
            // ranges and the dimensions' sizes (the staged form's build
            // values number a partition's rows, the shared form's a
            // dimension's).
            let set_keys: Vec<JoinKeys> = set.iter().map(|&j| keys[j].clone()).collect();
            let w = crate::widths::decide(&set_keys, rule.opts.staged);
            let req = Requirement {
                key_bytes: w.key_bytes,
                value_bytes: w.value_bytes,
                tables: set.len(),
                max_build_rows: set.iter().map(|&j| dim_rows[j]).fold(0.0, f64::max),
                payload_results: netjoin_proto::ResultShape::Payload
                    == if rule.opts.staged {
                        crate::staged::RESULT_SHAPE
                    } else {
                        crate::switch::IN_PROCESS_RESULT_SHAPE
                    },
            };
            let switch = SwitchOptions {
                filter_bits: filter_bits(set),
                onchip: rule.opts.onchip,
                bucket_bits: rule.opts.bucket_bits,
            };
            cands.push(evaluate_with(&plan, set, req, switch, &rule.sigs, &p));
            widths.push(w);
        }
        let better = |a: usize, b: usize| {
            cands[a].total.objective(p.objective)
                < cands[b].total.objective(p.objective) * (1.0 - 1e-12)
        };
        let mut chosen = 0;
        match rule.opts.strategy {
            Strategy::Shuffle => {}
            // The most joins a pipeline fits, the cheapest such set.
            Strategy::Inp => {
                for (i, set) in sets.iter().enumerate().skip(1) {
                    let more = set.len() > sets[chosen].len();
                    let as_many = set.len() == sets[chosen].len();
                    if cands[i].feasible && (more || (as_many && better(i, chosen))) {
                        chosen = i;
                    }
                }
            }
            Strategy::Auto => {
                for (i, c) in cands.iter().enumerate().skip(1) {
                    if c.feasible && better(i, chosen) {
                        chosen = i;
                    }
                }
            }
        }
        let chosen_set = sets[chosen].clone();
        let c = &cands[chosen];
        let sig = c
            .signature
            .as_ref()
            .and_then(|m| m.choice.as_ref())
            .map(|ch| ch.signature);
        // The paper's comparison (eqs. 9.2, 9.4) for the chosen set, or for
        // the whole chain when nothing is offloaded.
        let all: Vec<usize> = (0..m).collect();
        let reference = if chosen > 0 {
            chosen
        } else {
            sets.iter().position(|s| *s == all).unwrap_or(0)
        };
        let reference_widths = widths[reference].clone();
        let c_shuffle = cands[reference].shuffle_same.bytes;
        let c_inp = cands[reference].inp.bytes;
        let dims: Vec<String> = chain.links.iter().map(|l| l.dim.name.clone()).collect();
        let names = |set: &[usize]| -> String {
            let v: Vec<&str> = set.iter().map(|&j| dims[j].as_str()).collect();
            format!("{{{}}}", v.join(", "))
        };
        let mut joins = Vec::new();
        for (j, l) in chain.links.iter().enumerate() {
            let reason = if chosen_set.contains(&j) {
                format!(
                    "offloaded on {} by strategy {:?} with {} (whole plan {} B, {:.3} s; all shuffled {} B, {:.3} s)",
                    sig.map(|s| s.id()).unwrap_or_default(),
                    rule.opts.strategy,
                    names(&chosen_set),
                    crate::cost::sci(c.total.bytes),
                    c.total.seconds,
                    crate::cost::sci(cands[0].total.bytes),
                    cands[0].total.seconds
                )
            } else {
                let mut with = chosen_set.clone();
                with.push(j);
                with.sort();
                match sets.iter().position(|s| *s == with) {
                    None => "not offloaded: the joins below it are not all offloaded, and it cannot be joined again above the switch".to_string(),
                    Some(w) if !cands[w].feasible => format!(
                        "not offloaded: offloading {} is infeasible: {}",
                        names(&with),
                        cands[w].infeasible_reason.clone().unwrap_or_default()
                    ),
                    Some(w) => format!(
                        "not offloaded: the cost model prefers {} (offloading {} costs {} B, {:.3} s; the choice costs {} B, {:.3} s)",
                        if chosen == 0 {
                            "DataFusion's shuffle join".to_string()
                        } else {
                            format!("offloading {}", names(&chosen_set))
                        },
                        names(&with),
                        crate::cost::sci(cands[w].total.bytes),
                        cands[w].total.seconds,
                        crate::cost::sci(c.total.bytes),
                        c.total.seconds
                    ),
                }
            };
            joins.push(JoinNote {
                on: l.on.clone(),
                offloaded: chosen_set.contains(&j),
                reason,
            });
        }
        let offloaded: Vec<String> = chosen_set.iter().map(|&j| dims[j].clone()).collect();
        let chosen_filter_bits = filter_bits(&chosen_set);
        let decision = Decision {
            fact: chain.fact_name.clone(),
            dims: dims.clone(),
            offloaded: offloaded.clone(),
            signature: sig.map(|s| s.id()),
            filter_bits: (chosen > 0 && sig.is_some()).then_some(chosen_filter_bits),
            onchip: (chosen > 0 && sig.is_some()).then_some(c.onchip),
            c_shuffle,
            c_inp,
            objective: format!("{:?}", p.objective).to_lowercase(),
            estimated_rows: estimated,
            inputs: inputs.clone(),
            widths: Some(reference_widths.clone()),
            joins: joins.clone(),
            candidates: cands
                .iter()
                .zip(&sets)
                .map(|(c, set)| CandidateNote {
                    set: set.iter().map(|&j| dims[j].clone()).collect(),
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
                    bucket_bits: c
                        .signature
                        .as_ref()
                        .and_then(|m| m.choice.as_ref())
                        .map(|ch| ch.bucket_bits),
                    memory_bytes: c
                        .signature
                        .as_ref()
                        .and_then(|m| m.choice.as_ref())
                        .map(|ch| ch.memory_bytes),
                    filter_bits: c
                        .signature
                        .as_ref()
                        .and_then(|m| m.choice.as_ref())
                        .map(|_| filter_bits(set)),
                    onchip: c
                        .signature
                        .as_ref()
                        .and_then(|m| m.choice.as_ref())
                        .map(|_| c.onchip),
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
            onchip: rule.opts.onchip,
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
        let explain = StarExplain {
            fact: chain.fact_name.clone(),
            offloaded,
            filter_bits: chosen_filter_bits,
            onchip: c.onchip,
            c_shuffle,
            c_inp,
            reasons: joins
                .iter()
                .map(|j| format!("{}: {}", j.on, j.reason))
                .chain(std::iter::once(format!("widths: {}", reference_widths.why)))
                .collect(),
        };
        let k = chosen_set.len();
        if chosen_set == (0..k).collect::<Vec<_>>() {
            // The bottom-most k joins: the switch takes the place of the
            // k-th, and the joins above keep their inputs.
            let target = &chain.links[k - 1];
            let exec = SwitchStarJoinExec::try_new(
                chain.fact.clone(),
                chain.links[..k].iter().map(|l| l.dim.clone()).collect(),
                target.output.clone(),
                target.top.schema(),
                sig,
                spec,
                explain,
            )?;
            return replace(node, &target.top, Arc::new(exec));
        }
        let top = rejoin_above(&chain, &chosen_set, sig, spec, explain)?;
        replace(node, &chain.links[m - 1].top, top)
    }
}

/// Chains of at most this many joins choose any subset to offload (2^12
/// candidates); longer ones choose among the bottom-most prefixes.
pub const MAX_SUBSET_JOINS: usize = 12;

/// The sets of joins (link indices, ascending) to price: ∅ first, then by
/// size; every subset, or with `reorderable` false the prefixes only.
fn candidate_sets(m: usize, reorderable: bool) -> Vec<Vec<usize>> {
    if !reorderable {
        return (0..=m).map(|k| (0..k).collect()).collect();
    }
    let mut sets: Vec<Vec<usize>> = (0u32..(1u32 << m))
        .map(|mask| (0..m).filter(|&j| mask & (1 << j) != 0).collect())
        .collect();
    sets.sort_by(|a, b| a.len().cmp(&b.len()).then_with(|| a.cmp(b)));
    sets
}

/// The chain with the joins `set` (not its bottom-most prefix) on the
/// switch and the others joined again above it, in their order, each
/// with its own dimension input, side and mode; a projection above the
/// last gives the chain's top its columns back. The switch node's output
/// is what is needed above it: the fact's columns the chain's output or a
/// later join uses, and the offloaded dimensions' columns of the output.
/// DataFusion's enforcement rules, which run after this rule, then add the
/// repartitions the new joins need.
fn rejoin_above(
    chain: &Chain,
    set: &[usize],
    sig: netjoin_proto::Signature,
    spec: SwitchSpec,
    explain: StarExplain,
) -> Result<Arc<dyn ExecutionPlan>> {
    use datafusion::arrow::datatypes::Schema;
    use datafusion::physical_plan::projection::ProjectionExpr;
    let internal = |m: String| datafusion::error::DataFusionError::Internal(m);
    let top = chain.links.last().expect("a chain has a link");
    let rest: Vec<usize> = (0..chain.links.len())
        .filter(|j| !set.contains(j))
        .collect();
    // The node's output, in the chain's terms.
    let mut cur_map: Vec<Src> = Vec::new();
    let push = |s: Src, v: &mut Vec<Src>| {
        if !v.contains(&s) {
            v.push(s);
        }
    };
    for s in &top.output {
        match *s {
            Src::Fact(_) => push(*s, &mut cur_map),
            Src::Dim(j, _) if set.contains(&j) => push(*s, &mut cur_map),
            Src::Dim(..) => {}
        }
    }
    for &j in &rest {
        push(Src::Fact(chain.links[j].dim.fact_key), &mut cur_map);
    }
    let pos = |j: usize| set.iter().position(|&x| x == j).expect("offloaded");
    let node_output: Vec<Src> = cur_map
        .iter()
        .map(|s| match *s {
            Src::Fact(c) => Src::Fact(c),
            Src::Dim(j, c) => Src::Dim(pos(j), c),
        })
        .collect();
    let field = |s: &Src| match *s {
        Src::Fact(c) => chain.fact.schema().field(c).clone(),
        Src::Dim(j, c) => chain.links[j].dim.plan.schema().field(c).clone(),
    };
    let schema = Arc::new(Schema::new(cur_map.iter().map(field).collect::<Vec<_>>()));
    let exec = SwitchStarJoinExec::try_new(
        chain.fact.clone(),
        set.iter().map(|&j| chain.links[j].dim.clone()).collect(),
        node_output,
        schema,
        sig,
        spec,
        explain,
    )?;
    let mut cur: Arc<dyn ExecutionPlan> = Arc::new(exec);
    for &j in &rest {
        let l = &chain.links[j];
        let r = l
            .rejoin
            .as_ref()
            .ok_or_else(|| internal("a join to rejoin without its inputs".into()))?;
        let fk = cur_map
            .iter()
            .position(|s| *s == Src::Fact(l.dim.fact_key))
            .ok_or_else(|| internal("the fact key is not in the switch's output".into()))?;
        let fact_col: Arc<dyn datafusion::physical_expr::PhysicalExpr> =
            Arc::new(Column::new(cur.schema().field(fk).name(), fk));
        let dim_col: Arc<dyn datafusion::physical_expr::PhysicalExpr> =
            Arc::new(Column::new(r.child.schema().field(r.key).name(), r.key));
        let dim_srcs: Vec<Src> = r.cols.iter().map(|&c| Src::Dim(j, c)).collect();
        let (left, right, on) = if r.left {
            (r.child.clone(), cur.clone(), vec![(dim_col, fact_col)])
        } else {
            (cur.clone(), r.child.clone(), vec![(fact_col, dim_col)])
        };
        cur = Arc::new(HashJoinExec::try_new(
            left,
            right,
            on,
            None,
            &JoinType::Inner,
            None,
            r.mode,
            r.null_equality,
            false,
        )?);
        cur_map = if r.left {
            dim_srcs.into_iter().chain(cur_map).collect()
        } else {
            cur_map.into_iter().chain(dim_srcs).collect()
        };
    }
    let top_schema = top.top.schema();
    let exprs: Vec<ProjectionExpr> =
        top.output
            .iter()
            .enumerate()
            .map(|(k, s)| {
                let i = cur_map.iter().position(|x| x == s).ok_or_else(|| {
                    internal("an output column lost in the reordered joins".into())
                })?;
                Ok(ProjectionExpr {
                    expr: Arc::new(Column::new(cur.schema().field(i).name(), i)),
                    alias: top_schema.field(k).name().clone(),
                })
            })
            .collect::<Result<_>>()?;
    Ok(Arc::new(ProjectionExec::try_new(exprs, cur)?))
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
    inputs: &ChainInputs,
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
    let mut steps = Vec::new();
    for (i, l) in chain.links.iter().enumerate() {
        steps.push(Step {
            table: i + 1,
            probe: ColRef {
                table: 0,
                column: l.dim.fact_key,
            },
            build: ColRef {
                table: i + 1,
                column: l.dim.key,
            },
            match_frac: inputs.match_frac[i],
            unique_frac: inputs.unique_frac[i],
            ambiguous_frac: inputs.ambiguous_frac[i],
            rows_per_key: inputs.rows_per_key[i],
        });
    }
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
                rows: if t == 0 {
                    inputs.fact_rows
                } else {
                    inputs.dim_rows[t - 1]
                },
                width: needed.iter().map(|&c| col_bytes[t][c]).sum(),
                needed,
                partitioned_by: if t == 0 {
                    inputs.fact_partitioned_on
                } else {
                    inputs.dim_partitioned_on[t - 1]
                },
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
        rels,
        output: top.output.iter().map(col).collect(),
        fact: 0,
        shuffles: inputs.shuffles.clone(),
        steps,
        col_bytes,
        key_bytes,
        col_names,
        workers,
    }
}

/// The filter choice end to end: the rule turns filters on for a star join
/// whose fact rows partly find no dimension row, sized to the dimension,
/// shows the choice in EXPLAIN, and the switch runs with it, filtering the
/// misses and joining exactly as DataFusion does.
#[cfg(test)]
mod tests {
    use crate::cli::{execute, QueryOutput};
    use crate::{SessionOptions, Strategy};
    use netjoin_proto::counters::Counter;
    use std::path::PathBuf;

    /// F(k1, k2, m): 3,000 rows, k1 in 0..300, k2 in 0..50; D1(k1, v1):
    /// keys 0..`dim_keys`; D2(k2, v2): keys 0..50.
    fn tables(name: &str, dim_keys: i64) -> Vec<(String, PathBuf)> {
        let d = std::env::temp_dir().join(format!("netjoin-filters-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        let mut f = String::from("k1,k2,m\n");
        for i in 0..3000i64 {
            f += &format!("{},{},{i}\n", (i * 7) % 300, i % 50);
        }
        let mut d1 = String::from("k1,v1\n");
        for k in 0..dim_keys {
            d1 += &format!("{k},{}\n", k * 10);
        }
        let mut d2 = String::from("k2,v2\n");
        for k in 0..50 {
            d2 += &format!("{k},{}\n", k * 3);
        }
        let mut out = Vec::new();
        for (n, text) in [("F", f), ("D1", d1), ("D2", d2)] {
            let p = d.join(format!("{n}.csv"));
            std::fs::write(&p, text).unwrap();
            out.push((n.to_string(), p));
        }
        out
    }

    fn run(t: &[(String, PathBuf)], strategy: Strategy, sql: &str) -> QueryOutput {
        run_placed(t, strategy, crate::OnchipPolicy::Auto, sql)
    }

    fn run_placed(
        t: &[(String, PathBuf)],
        strategy: Strategy,
        onchip: crate::OnchipPolicy,
        sql: &str,
    ) -> QueryOutput {
        let o = SessionOptions {
            workers: 2,
            strategy,
            onchip,
            ..SessionOptions::default()
        };
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(execute(&o, t, sql)).unwrap()
    }

    fn sorted(o: &QueryOutput) -> Vec<String> {
        let csv = o.to_csv().unwrap();
        let mut lines: Vec<String> = csv.lines().skip(1).map(str::to_string).collect();
        lines.sort();
        lines
    }

    /// The decision that offloaded joins to the switch.
    fn offloading_decision(o: &QueryOutput) -> &super::Decision {
        o.decisions
            .iter()
            .find(|d| !d.offloaded.is_empty())
            .expect("offloaded")
    }

    const SQL: &str =
        "SELECT F.m, D1.v1, D2.v2 FROM F JOIN D1 ON F.k1 = D1.k1 JOIN D2 ON F.k2 = D2.k2";

    #[test]
    fn filters_where_fact_rows_miss_shown_and_run() {
        // A third of the fact's k1 have a row: filters on, the smallest
        // size (2^10 ≥ 8 × 100 rows).
        let t = tables("miss", 100);
        let got = run(&t, Strategy::Inp, SQL);
        assert_eq!(sorted(&got), sorted(&run(&t, Strategy::Shuffle, SQL)));
        let d = offloading_decision(&got);
        assert_eq!((d.fact.as_str(), d.offloaded.len()), ("F", 2), "{d:?}");
        assert_eq!(d.filter_bits, Some(10), "{d:?}");
        let r = &got.reports[0];
        assert_eq!(r.filter_bits, 10);
        assert_eq!(r.counters.get(Counter::Misses), 2000);
        // Keys 0..300 against 100 in 2^10-bit arrays, D2's 50 keys all
        // found: nearly every miss is decided by the filter.
        let filtered = r.counters.get(Counter::Filtered);
        assert!((1900..=2000).contains(&filtered), "{filtered}");
        let plan = run(&t, Strategy::Inp, &format!("EXPLAIN {SQL}"))
            .to_csv()
            .unwrap();
        assert!(plan.contains("filter_bits=10"), "{plan}");

        // Every fact row finds its row: no filter.
        let t = tables("all", 300);
        let got = run(&t, Strategy::Inp, SQL);
        assert_eq!(sorted(&got), sorted(&run(&t, Strategy::Shuffle, SQL)));
        let d = offloading_decision(&got);
        assert_eq!(d.filter_bits, Some(0), "{d:?}");
        assert_eq!(got.reports[0].filter_bits, 0);
        assert_eq!(got.reports[0].counters.get(Counter::Filtered), 0);
    }

    #[test]
    fn onchip_tables_priced_shown_and_run_unless_turned_off() {
        use crate::OnchipPolicy;
        // 100 and 50 rows: both tables fit on chip, by the rule's row
        // estimate and by the host's keys alike.
        let t = tables("onchip", 100);
        let want = sorted(&run(&t, Strategy::Shuffle, SQL));
        let on = run(&t, Strategy::Inp, SQL);
        assert_eq!(sorted(&on), want);
        let d = offloading_decision(&on);
        assert_eq!(d.onchip, Some(0b11), "{d:?}");
        assert_eq!(on.reports[0].onchip, 0b11);
        let plan = run(&t, Strategy::Inp, &format!("EXPLAIN {SQL}"))
            .to_csv()
            .unwrap();
        assert!(
            plan.contains("filter_bits=10, onchip=[t0, t1], fact=F"),
            "{plan}"
        );

        let off = run_placed(&t, Strategy::Inp, OnchipPolicy::None, SQL);
        assert_eq!(sorted(&off), want);
        let d_off = offloading_decision(&off);
        assert_eq!(d_off.onchip, Some(0), "{d_off:?}");
        assert_eq!(off.reports[0].onchip, 0);
        // The same set is priced with its on-chip tables or without: no
        // DDR read left costs no more than two a probe tuple.
        let both = |d: &super::Decision| {
            d.candidates
                .iter()
                .find(|c| c.set.len() == 2)
                .map(|c| (c.onchip, c.model_seconds))
                .expect("the set of both joins")
        };
        let ((mask_on, s_on), (mask_off, s_off)) = (both(d), both(d_off));
        assert_eq!((mask_on, mask_off), (Some(0b11), Some(0)));
        assert!(s_on <= s_off, "{s_on} > {s_off}");
        let plan = run_placed(
            &t,
            Strategy::Inp,
            OnchipPolicy::None,
            &format!("EXPLAIN {SQL}"),
        )
        .to_csv()
        .unwrap();
        assert!(plan.contains("filter_bits=10, onchip=[], fact=F"), "{plan}");
    }
}
