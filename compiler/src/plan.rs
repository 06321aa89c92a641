//! The cost model's view of one star join: the left-deep plan the paper's
//! model prices (the fact relation is the left-deepest input, the
//! dimensions are joined one by one). DataFusion parses and plans SQL; the
//! star-join rule (`rule.rs`) describes each star-join chain it finds in
//! these terms, with the inputs it read ([`crate::inputs`]).

use crate::shuffle_load::ShuffleLoads;
use serde::Serialize;
use std::collections::BTreeSet;

/// A column of one of the plan's relations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct ColRef {
    /// Index into `LeftDeepPlan::rels`.
    pub table: usize,
    /// Index into that relation's columns.
    pub column: usize,
}

/// A base relation of the plan after its filters and projection.
#[derive(Clone, Debug, Serialize)]
pub struct RelInfo {
    pub alias: String,
    /// Rows after its filters.
    pub rows: f64,
    /// Columns (indices) that leave the scan.
    pub needed: Vec<usize>,
    /// Bytes per tuple of the projected columns, ts(R).
    pub width: usize,
    /// Column the relation is hash-partitioned on (over the workers), if any.
    pub partitioned_by: Option<usize>,
}

/// One join of the left-deep plan: the running intermediate (probe side)
/// joins `table` (build side) on `probe = build`, `probe` a fact column.
#[derive(Clone, Debug, Serialize)]
pub struct Step {
    pub table: usize,
    pub probe: ColRef,
    pub build: ColRef,
    /// |L ⋈ T| / |L|.
    pub match_frac: f64,
    /// The fraction of L's rows that find exactly one row of T.
    pub unique_frac: f64,
    /// The fraction of L's rows whose key several rows of T share (a
    /// switch spills them).
    pub ambiguous_frac: f64,
    /// T's rows per distinct key.
    pub rows_per_key: f64,
}

impl Step {
    /// The join of fact (relation 0) column `fact_column` with column 0 of
    /// relation `table`, whose keys are unique: a share `found` of the fact
    /// rows finds exactly one row, the others none.
    pub fn unique_keys(table: usize, fact_column: usize, found: f64) -> Step {
        Step {
            table,
            probe: ColRef {
                table: 0,
                column: fact_column,
            },
            build: ColRef { table, column: 0 },
            match_frac: found,
            unique_frac: found,
            ambiguous_frac: 0.0,
            rows_per_key: 1.0,
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct LeftDeepPlan {
    pub rels: Vec<RelInfo>,
    pub fact: usize,
    pub steps: Vec<Step>,
    /// The columns the plan's result keeps.
    pub output: Vec<ColRef>,
    /// Encoded bytes of every column of every relation: col_bytes[table][column].
    pub col_bytes: Vec<Vec<usize>>,
    /// Bytes of a column used as a switch key: key_bytes[table][column].
    pub key_bytes: Vec<Vec<usize>>,
    /// Column names: col_names[table][column].
    pub col_names: Vec<Vec<String>>,
    /// How a shuffle of the running intermediate on step j's probe column
    /// loads the workers' links, from where an earlier step's shuffle put
    /// its rows or from rows spread evenly.
    pub shuffles: ShuffleLoads,
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
            .output
            .iter()
            .copied()
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
