//! The cost model's logical plan: a query's tables, equi-join edges, pushed
//! filters and output, and the left-deep plan the paper's cost model prices
//! (the fact relation is the left-deepest input, the other tables are joined
//! one by one). DataFusion parses and plans SQL; the star-join rule
//! (`rule.rs`) describes each star-join chain it finds in these terms, and
//! [`build_plan`] builds one from table statistics (the property tests).

use anyhow::{anyhow, bail, Result};
use serde::Serialize;
use std::collections::BTreeSet;

/// A column of one of the query's tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct ColRef {
    /// Index into `BoundQuery::tables`.
    pub table: usize,
    /// Index into that table's columns.
    pub column: usize,
}

#[derive(Clone, Debug, Serialize)]
pub struct QueryTable {
    /// Name used in the query (alias or table name).
    pub alias: String,
    /// Table name.
    pub name: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum CmpOp {
    Eq,
    Lt,
    Le,
    Gt,
    Ge,
}

/// A filter on one column, pushed to its scan (for the selectivity estimate).
#[derive(Clone, Debug, Serialize)]
pub enum Pred {
    Cmp(ColRef, CmpOp, i64),
    Between(ColRef, i64, i64),
    In(ColRef, Vec<i64>),
}

impl Pred {
    pub fn col(&self) -> ColRef {
        match self {
            Pred::Cmp(c, ..) | Pred::Between(c, ..) | Pred::In(c, _) => *c,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum AggFunc {
    Count,
    Sum,
    Min,
    Max,
    Avg,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum OutExpr {
    Col(ColRef),
    /// `None` argument is `COUNT(*)`.
    Agg(AggFunc, Option<ColRef>),
}

#[derive(Clone, Debug, Serialize)]
pub struct OutItem {
    pub expr: OutExpr,
    pub name: String,
}

/// An equi-join edge between two tables.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct JoinEdge {
    pub left: ColRef,
    pub right: ColRef,
}

/// What the cost model needs of a query: its tables, join edges, pushed
/// filters and the columns its result keeps.
#[derive(Clone, Debug, Serialize)]
pub struct BoundQuery {
    pub tables: Vec<QueryTable>,
    pub joins: Vec<JoinEdge>,
    pub filters: Vec<Pred>,
    pub group_by: Vec<ColRef>,
    pub output: Vec<OutItem>,
    /// Indices into `output`, ascending?
    pub order_by: Vec<(usize, bool)>,
    pub limit: Option<u64>,
    /// True when the query aggregates (GROUP BY or an aggregate in SELECT).
    pub aggregate: bool,
}

impl BoundQuery {
    /// Columns that must reach the final operator (output, grouping, aggregates).
    pub fn output_columns(&self) -> Vec<ColRef> {
        let mut v: Vec<ColRef> = self.group_by.clone();
        for o in &self.output {
            match &o.expr {
                OutExpr::Col(c) | OutExpr::Agg(_, Some(c)) => v.push(*c),
                OutExpr::Agg(_, None) => {}
            }
        }
        v.sort();
        v.dedup();
        v
    }
}

/// Statistics of one column, for [`build_plan`].
#[derive(Clone, Debug, Default)]
pub struct ColumnStats {
    pub name: String,
    /// Bytes the column occupies when it travels.
    pub bytes: usize,
    pub distinct: Option<u64>,
    pub min: Option<i64>,
    pub max: Option<i64>,
    /// Shares of tuples per worker after hash-partitioning on this column.
    pub skew: Option<Vec<f64>>,
}

impl ColumnStats {
    pub fn new(name: &str, bytes: usize) -> ColumnStats {
        ColumnStats {
            name: name.to_string(),
            bytes,
            ..ColumnStats::default()
        }
    }
    pub fn distinct(mut self, d: u64) -> ColumnStats {
        self.distinct = Some(d);
        self
    }
}

/// Statistics of one table, for [`build_plan`].
#[derive(Clone, Debug, Default)]
pub struct TableStats {
    pub name: String,
    pub rows: u64,
    pub columns: Vec<ColumnStats>,
    /// Column (index) the stored table is hash-partitioned on, if any.
    pub partitioned_by: Option<usize>,
}

impl TableStats {
    pub fn column_index(&self, name: &str) -> Option<usize> {
        self.columns
            .iter()
            .position(|c| c.name.eq_ignore_ascii_case(name))
    }
    fn tuple_bytes(&self) -> f64 {
        self.columns.iter().map(|c| c.bytes).sum::<usize>() as f64
    }
}

/// A base relation of the plan after filter push-down and projection.
#[derive(Clone, Debug, Serialize)]
pub struct RelInfo {
    pub alias: String,
    pub table: String,
    /// Rows before filters.
    pub rows: f64,
    /// Fraction of rows that pass the pushed filters.
    pub selectivity: f64,
    /// Whether the selectivity was measured on the data (else estimated).
    pub selectivity_exact: bool,
    /// Columns (indices) that leave the scan.
    pub needed: Vec<usize>,
    /// Bytes per tuple of the projected columns, ts(R).
    pub width: usize,
    /// Column the stored table is hash-partitioned on, if any.
    pub partitioned_by: Option<usize>,
}

impl RelInfo {
    pub fn rows_filtered(&self) -> f64 {
        self.rows * self.selectivity
    }
}

/// One join of the left-deep plan: the running intermediate (probe side)
/// joins `table` (build side) on `probe = build`.
#[derive(Clone, Debug, Serialize)]
pub struct Step {
    pub table: usize,
    pub probe: ColRef,
    pub build: ColRef,
    /// The probe column belongs to the fact relation, so the switch can do
    /// this join (the probe tuple carries the key).
    pub from_fact: bool,
    /// |L ⋈ T| / |L|.
    pub match_frac: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct LeftDeepPlan {
    pub query: BoundQuery,
    pub rels: Vec<RelInfo>,
    pub fact: usize,
    pub steps: Vec<Step>,
    /// Encoded bytes of every column of every query table: col_bytes[table][column].
    pub col_bytes: Vec<Vec<usize>>,
    /// Bytes of a column used as a switch key (unsigned big-endian; 8 when
    /// the column can be negative): key_bytes[table][column].
    pub key_bytes: Vec<Vec<usize>>,
    /// Column names: col_names[table][column].
    pub col_names: Vec<Vec<String>>,
    /// Largest share of tuples a worker receives when the probe column of
    /// step j is hash-partitioned across the workers (1/N when uniform).
    pub probe_max_share: Vec<f64>,
    pub workers: usize,
}

impl LeftDeepPlan {
    pub fn col_label(&self, c: ColRef) -> String {
        format!(
            "{}.{}",
            self.rels[c.table].alias, self.col_names[c.table][c.column]
        )
    }

    /// Bytes per tuple of the intermediate that holds the tables `joined`
    /// when the joins `remaining` (step indices) are still to be done:
    /// output columns plus join keys of the remaining joins.
    pub fn intermediate_width(&self, joined: &BTreeSet<usize>, remaining: &[usize]) -> usize {
        let mut cols: BTreeSet<ColRef> = self
            .query
            .output_columns()
            .into_iter()
            .filter(|c| joined.contains(&c.table))
            .collect();
        for &s in remaining {
            let st = &self.steps[s];
            for c in [st.probe, st.build] {
                if joined.contains(&c.table) {
                    cols.insert(c);
                }
            }
        }
        cols.iter().map(|c| self.col_bytes[c.table][c.column]).sum()
    }
}

/// Fraction of values in [min, max] that satisfy a predicate (estimate).
fn estimate_pred(col: &ColumnStats, p: &Pred, rows: f64) -> f64 {
    let distinct = col
        .distinct
        .map(|d| d as f64)
        .unwrap_or((rows / 10.0).max(1.0))
        .max(1.0);
    let range = match (col.min, col.max) {
        (Some(a), Some(b)) if b > a => Some((a as f64, b as f64)),
        _ => None,
    };
    let frac_le = |x: f64| -> Option<f64> {
        range.map(|(a, b)| ((x - a + 1.0) / (b - a + 1.0)).clamp(0.0, 1.0))
    };
    let s = match p {
        Pred::Cmp(_, CmpOp::Eq, _) => 1.0 / distinct,
        Pred::Cmp(_, CmpOp::Lt, x) => frac_le(*x as f64 - 1.0).unwrap_or(1.0 / 3.0),
        Pred::Cmp(_, CmpOp::Le, x) => frac_le(*x as f64).unwrap_or(1.0 / 3.0),
        Pred::Cmp(_, CmpOp::Gt, x) => frac_le(*x as f64).map(|f| 1.0 - f).unwrap_or(1.0 / 3.0),
        Pred::Cmp(_, CmpOp::Ge, x) => frac_le(*x as f64 - 1.0)
            .map(|f| 1.0 - f)
            .unwrap_or(1.0 / 3.0),
        Pred::Between(_, lo, hi) => match (frac_le(*hi as f64), frac_le(*lo as f64 - 1.0)) {
            (Some(h), Some(l)) => (h - l).max(0.0),
            _ => 0.25,
        },
        Pred::In(_, xs) => (xs.len() as f64 / distinct).min(1.0),
    };
    s.clamp(0.0, 1.0)
}

/// Largest share of a skew vector over `n` workers (shares are renormalised;
/// a vector of another length is folded onto `n` workers).
pub fn max_share(shares: &[f64], n: usize) -> f64 {
    if shares.is_empty() || n == 0 {
        return 1.0 / n.max(1) as f64;
    }
    let mut folded = vec![0.0; n];
    for (i, s) in shares.iter().enumerate() {
        folded[i % n] += s;
    }
    let total: f64 = folded.iter().sum();
    if total <= 0.0 {
        return 1.0 / n as f64;
    }
    folded.iter().cloned().fold(0.0, f64::max) / total
}

/// Smallest number of bytes that holds `v` as unsigned.
fn bytes_for(v: u64) -> usize {
    let bits = 64 - v.leading_zeros() as usize;
    bits.div_ceil(8).max(1)
}

/// Builds the left-deep plan of `query` over the statistics of its tables
/// (`tables[i]` describes `query.tables[i]`; column indices of the query are
/// indices into its `columns`).
pub fn build_plan(
    query: &BoundQuery,
    tables: &[TableStats],
    workers: usize,
) -> Result<LeftDeepPlan> {
    let workers = workers.max(1);
    if query.tables.is_empty() {
        bail!("the query has no tables");
    }
    if tables.len() != query.tables.len() {
        bail!(
            "{} tables in the query, statistics for {}",
            query.tables.len(),
            tables.len()
        );
    }
    let mut cols: Vec<ColRef> = query.output_columns();
    cols.extend(query.filters.iter().map(|p| p.col()));
    cols.extend(query.joins.iter().flat_map(|j| [j.left, j.right]));
    for c in cols {
        let ok = tables
            .get(c.table)
            .is_some_and(|t| c.column < t.columns.len());
        if !ok {
            bail!(
                "column {} of table {} is not in the statistics",
                c.column,
                c.table
            );
        }
    }
    let metas: Vec<&TableStats> = tables.iter().collect();
    let col_bytes: Vec<Vec<usize>> = metas
        .iter()
        .map(|m| m.columns.iter().map(|c| c.bytes).collect())
        .collect();
    let out_cols = query.output_columns();

    let mut rels = Vec::new();
    for (ti, m) in metas.iter().enumerate() {
        let sel = query
            .filters
            .iter()
            .filter(|p| p.col().table == ti)
            .map(|p| estimate_pred(&m.columns[p.col().column], p, m.rows as f64))
            .product::<f64>();
        let mut needed: BTreeSet<usize> = out_cols
            .iter()
            .filter(|c| c.table == ti)
            .map(|c| c.column)
            .collect();
        for j in &query.joins {
            for c in [j.left, j.right] {
                if c.table == ti {
                    needed.insert(c.column);
                }
            }
        }
        let needed: Vec<usize> = needed.into_iter().collect();
        let width = needed.iter().map(|&c| col_bytes[ti][c]).sum();
        rels.push(RelInfo {
            alias: query.tables[ti].alias.clone(),
            table: m.name.clone(),
            rows: m.rows as f64,
            selectivity: sel,
            selectivity_exact: false,
            needed,
            width,
            partitioned_by: m.partitioned_by,
        });
    }

    // The fact relation: most rows, then widest.
    let fact = (0..rels.len())
        .max_by(|&a, &b| {
            (rels[a].rows, rels[a].rows * metas[a].tuple_bytes())
                .partial_cmp(&(rels[b].rows, rels[b].rows * metas[b].tuple_bytes()))
                .unwrap()
                .then(b.cmp(&a))
        })
        .expect("at least one table");

    // Greedy left-deep order: among joins that connect the joined set to a
    // new table, take the most reducing one first (query order on ties).
    let distinct_of = |c: ColRef| -> f64 {
        metas[c.table].columns[c.column]
            .distinct
            .map(|d| d as f64)
            .unwrap_or(rels[c.table].rows)
            .max(1.0)
    };
    let mut joined: BTreeSet<usize> = [fact].into_iter().collect();
    let mut steps: Vec<Step> = Vec::new();
    while joined.len() < rels.len() {
        let mut best: Option<(f64, usize, Step)> = None;
        for (ei, e) in query.joins.iter().enumerate() {
            let (probe, build) =
                if joined.contains(&e.left.table) && !joined.contains(&e.right.table) {
                    (e.left, e.right)
                } else if joined.contains(&e.right.table) && !joined.contains(&e.left.table) {
                    (e.right, e.left)
                } else {
                    continue;
                };
            let t = &rels[build.table];
            let d_probe = distinct_of(probe).min(rels[probe.table].rows.max(1.0));
            let d_build = (distinct_of(build).min(t.rows.max(1.0)) * t.selectivity).max(1e-9);
            let frac = t.rows_filtered() / d_probe.max(d_build).max(1e-9);
            let step = Step {
                table: build.table,
                probe,
                build,
                from_fact: probe.table == fact,
                match_frac: frac,
            };
            if best
                .as_ref()
                .is_none_or(|(f, i, _)| frac < *f || (frac == *f && ei < *i))
            {
                best = Some((frac, ei, step));
            }
        }
        let (_, _, step) = best.ok_or_else(|| anyhow!("the join graph is not connected"))?;
        joined.insert(step.table);
        steps.push(step);
    }

    // Skew of each step's probe column.
    let probe_max_share = steps
        .iter()
        .map(
            |st| match &metas[st.probe.table].columns[st.probe.column].skew {
                Some(s) => max_share(s, workers),
                None => 1.0 / workers as f64,
            },
        )
        .collect();

    let key_bytes = metas
        .iter()
        .map(|m| {
            m.columns
                .iter()
                .map(|c| match (c.min, c.max) {
                    (Some(lo), Some(hi)) if lo >= 0 => bytes_for(hi as u64),
                    (Some(_), Some(_)) => 8,
                    _ => c.bytes.min(8),
                })
                .collect()
        })
        .collect();
    let col_names = metas
        .iter()
        .map(|m| m.columns.iter().map(|c| c.name.clone()).collect())
        .collect();
    Ok(LeftDeepPlan {
        query: query.clone(),
        rels,
        fact,
        steps,
        col_bytes,
        key_bytes,
        col_names,
        probe_max_share,
        workers,
    })
}
