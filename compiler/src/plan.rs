//! Logical left-deep plan: the fact (largest) relation is the left-deepest
//! input, the other tables are joined one by one. Filters are pushed to the
//! scans, projections keep only the columns that are needed later.

use crate::catalog::{Catalog, DataType, TableMeta};
use crate::sql::{BoundQuery, ColRef, CmpOp, Pred};
use anyhow::{anyhow, Result};
use serde::Serialize;
use std::collections::BTreeSet;

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
    pub fn rel_label(&self, t: usize) -> &str {
        &self.rels[t].alias
    }
    pub fn col_label(&self, c: ColRef) -> String {
        format!("{}.{}", self.rels[c.table].alias, self.col_names[c.table][c.column])
    }

    /// Bytes per tuple of the intermediate that holds the tables `joined`
    /// when the joins `remaining` (step indices) are still to be done:
    /// output columns plus join keys of the remaining joins.
    pub fn intermediate_width(&self, joined: &BTreeSet<usize>, remaining: &[usize]) -> usize {
        let mut cols: BTreeSet<ColRef> = self.query.output_columns().into_iter().filter(|c| joined.contains(&c.table)).collect();
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
fn estimate_pred(meta: &TableMeta, p: &Pred, rows: f64) -> f64 {
    let col = &meta.columns[p.col().column];
    let distinct = col.distinct.map(|d| d as f64).unwrap_or((rows / 10.0).max(1.0)).max(1.0);
    let range = match (col.min, col.max) {
        (Some(a), Some(b)) if b > a && col.dtype != DataType::Str => Some((a as f64, b as f64)),
        _ => None,
    };
    let frac_le = |x: f64| -> Option<f64> { range.map(|(a, b)| ((x - a + 1.0) / (b - a + 1.0)).clamp(0.0, 1.0)) };
    let s = match p {
        Pred::Cmp(_, CmpOp::Eq, _) => 1.0 / distinct,
        Pred::Cmp(_, CmpOp::Lt, x) => frac_le(*x as f64 - 1.0).unwrap_or(1.0 / 3.0),
        Pred::Cmp(_, CmpOp::Le, x) => frac_le(*x as f64).unwrap_or(1.0 / 3.0),
        Pred::Cmp(_, CmpOp::Gt, x) => frac_le(*x as f64).map(|f| 1.0 - f).unwrap_or(1.0 / 3.0),
        Pred::Cmp(_, CmpOp::Ge, x) => frac_le(*x as f64 - 1.0).map(|f| 1.0 - f).unwrap_or(1.0 / 3.0),
        Pred::Between(_, lo, hi) => match (frac_le(*hi as f64), frac_le(*lo as f64 - 1.0)) {
            (Some(h), Some(l)) => (h - l).max(0.0),
            _ => 0.25,
        },
        Pred::In(_, xs) => (xs.len() as f64 / distinct).min(1.0),
    };
    s.clamp(0.0, 1.0)
}

/// Shares of tuples per worker when `values` are hash-partitioned over `n`.
pub fn partition_shares(values: impl Iterator<Item = i64>, n: usize) -> Vec<f64> {
    let mut counts = vec![0u64; n.max(1)];
    let mut total = 0u64;
    for v in values {
        counts[(crate::exec::partition_hash(v) % n.max(1) as u64) as usize] += 1;
        total += 1;
    }
    counts.iter().map(|&c| if total == 0 { 1.0 / n as f64 } else { c as f64 / total as f64 }).collect()
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

/// Builds the left-deep plan for a bound query.
pub fn build_plan(query: &BoundQuery, catalog: &Catalog, workers: usize) -> Result<LeftDeepPlan> {
    let workers = workers.max(1);
    let metas: Vec<&TableMeta> = query
        .tables
        .iter()
        .map(|t| catalog.get(&t.name).ok_or_else(|| anyhow!("unknown table `{}`", t.name)))
        .collect::<Result<_>>()?;
    let col_bytes: Vec<Vec<usize>> = metas.iter().map(|m| m.columns.iter().map(|c| c.bytes).collect()).collect();
    let out_cols = query.output_columns();

    let mut rels = Vec::new();
    for (ti, m) in metas.iter().enumerate() {
        let preds: Vec<&Pred> = query.filters.iter().filter(|p| p.col().table == ti).collect();
        let (sel, exact) = match &m.data {
            Some(d) if d.rows() > 0 => {
                let mut pass = 0usize;
                let mut total = 0usize;
                for part in &d.partitions {
                    let n = part.first().map_or(0, |c| c.len());
                    total += n;
                    for r in 0..n {
                        if preds.iter().all(|p| p.eval(part[p.col().column][r])) {
                            pass += 1;
                        }
                    }
                }
                (pass as f64 / total.max(1) as f64, true)
            }
            _ => (preds.iter().map(|p| estimate_pred(m, p, m.rows as f64)).product::<f64>(), false),
        };
        let mut needed: BTreeSet<usize> = out_cols.iter().filter(|c| c.table == ti).map(|c| c.column).collect();
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
            selectivity_exact: exact,
            needed,
            width,
            partitioned_by: m.partitioned_by.as_ref().and_then(|p| m.column_index(p)),
        });
    }

    // The fact relation: most rows, then widest.
    let fact = (0..rels.len())
        .max_by(|&a, &b| {
            (rels[a].rows, rels[a].rows * metas[a].tuple_bytes)
                .partial_cmp(&(rels[b].rows, rels[b].rows * metas[b].tuple_bytes))
                .unwrap()
                .then(b.cmp(&a))
        })
        .unwrap();

    // Greedy left-deep order: among joins that connect the joined set to a
    // new table, take the most reducing one first (query order on ties).
    let distinct_of = |c: ColRef| -> f64 {
        metas[c.table].columns[c.column].distinct.map(|d| d as f64).unwrap_or(rels[c.table].rows).max(1.0)
    };
    let mut joined: BTreeSet<usize> = [fact].into_iter().collect();
    let mut steps: Vec<Step> = Vec::new();
    while joined.len() < rels.len() {
        let mut best: Option<(f64, usize, Step)> = None;
        for (ei, e) in query.joins.iter().enumerate() {
            let (probe, build) = if joined.contains(&e.left.table) && !joined.contains(&e.right.table) {
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
            let step = Step { table: build.table, probe, build, from_fact: probe.table == fact, match_frac: frac };
            if best.as_ref().is_none_or(|(f, i, _)| frac < *f || (frac == *f && ei < *i)) {
                best = Some((frac, ei, step));
            }
        }
        let (_, _, step) = best.ok_or_else(|| anyhow!("the join graph is not connected"))?;
        joined.insert(step.table);
        steps.push(step);
    }

    // Skew of each step's probe column.
    let mut probe_max_share = Vec::new();
    for st in &steps {
        let m = metas[st.probe.table];
        let col = &m.columns[st.probe.column];
        let share = match (&m.data, &col.skew) {
            (_, Some(s)) => max_share(s, workers),
            (Some(d), None) => {
                let vals = d.partitions.iter().flat_map(|p| p[st.probe.column].iter().copied());
                partition_shares(vals, workers).into_iter().fold(0.0, f64::max)
            }
            _ => 1.0 / workers as f64,
        };
        probe_max_share.push(share);
    }

    let key_bytes = metas
        .iter()
        .map(|m| {
            m.columns
                .iter()
                .map(|c| match (c.min, c.max) {
                    (Some(lo), Some(hi)) if lo >= 0 => crate::catalog::bytes_for(hi as u64),
                    (Some(_), Some(_)) => 8,
                    _ => c.bytes.min(8),
                })
                .collect()
        })
        .collect();
    let col_names = metas.iter().map(|m| m.columns.iter().map(|c| c.name.clone()).collect()).collect();
    Ok(LeftDeepPlan { query: query.clone(), rels, fact, steps, col_bytes, key_bytes, col_names, probe_max_share, workers })
}
