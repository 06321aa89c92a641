//! Query results compared as sets of rows, for the tests that hold one
//! engine's answers against another's (the offloaded plans against
//! DataFusion's own, the cluster against one process), and the query
//! corpus they run (tests/queries/{tpch,ssb}/*.sql).

use datafusion::arrow::array::{Array, ArrayRef, Float32Array, Float64Array, RecordBatch};
use datafusion::arrow::datatypes::DataType;
use datafusion::arrow::util::display::array_value_to_string;
use std::path::Path;

/// Relative tolerance for floating-point values (an aggregate over floats may
/// sum in another order under another plan); every other type is exact.
pub const FLOAT_TOL: f64 = 1e-9;

/// One value: exact text, or a float compared with a tolerance.
#[derive(Debug, Clone, PartialEq, PartialOrd)]
pub enum Cell {
    Null,
    Float(f64),
    Text(String),
}

fn cell(col: &ArrayRef, row: usize) -> Cell {
    if col.is_null(row) {
        return Cell::Null;
    }
    match col.data_type() {
        DataType::Float64 => Cell::Float(
            col.as_any()
                .downcast_ref::<Float64Array>()
                .expect("Float64")
                .value(row),
        ),
        DataType::Float32 => Cell::Float(
            col.as_any()
                .downcast_ref::<Float32Array>()
                .expect("Float32")
                .value(row) as f64,
        ),
        _ => Cell::Text(array_value_to_string(col, row).expect("displayable value")),
    }
}

/// A result as column types and rows, the rows in a canonical order.
#[derive(Debug, Clone, PartialEq)]
pub struct Rows {
    pub types: Vec<DataType>,
    pub rows: Vec<Vec<Cell>>,
}

impl Rows {
    pub fn new(types: Vec<DataType>, batches: &[RecordBatch]) -> Rows {
        let mut rows = Vec::new();
        for b in batches {
            for r in 0..b.num_rows() {
                rows.push(b.columns().iter().map(|c| cell(c, r)).collect::<Vec<_>>());
            }
        }
        // Text cells first so that float noise cannot reorder rows that differ elsewhere.
        let key = |r: &Vec<Cell>| {
            let (t, f): (Vec<&Cell>, Vec<&Cell>) =
                r.iter().partition(|c| !matches!(c, Cell::Float(_)));
            (
                t.into_iter().cloned().collect::<Vec<_>>(),
                f.into_iter().cloned().collect::<Vec<_>>(),
            )
        };
        rows.sort_by(|a, b| {
            key(a)
                .partial_cmp(&key(b))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        Rows { types, rows }
    }

    /// Executes `df` and takes its result, with the types of its schema.
    pub async fn collect(df: datafusion::dataframe::DataFrame) -> datafusion::error::Result<Rows> {
        let types = df
            .schema()
            .fields()
            .iter()
            .map(|f| f.data_type().clone())
            .collect();
        let batches = df.collect().await?;
        Ok(Rows::new(types, &batches))
    }

    pub fn len(&self) -> usize {
        self.rows.len()
    }
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// Why `got` differs from `self` (the reference), if it does.
    pub fn difference(&self, got: &Rows) -> Option<String> {
        if self.types != got.types {
            return Some(format!(
                "column types differ: reference {:?}, got {:?}",
                self.types, got.types
            ));
        }
        if self.rows.len() != got.rows.len() {
            return Some(format!(
                "{} rows from the reference, {} got",
                self.rows.len(),
                got.rows.len()
            ));
        }
        for (i, (w, g)) in self.rows.iter().zip(&got.rows).enumerate() {
            let same = w.len() == g.len()
                && w.iter().zip(g).all(|(a, b)| match (a, b) {
                    (Cell::Float(x), Cell::Float(y)) => {
                        x == y || (x - y).abs() <= FLOAT_TOL * x.abs().max(y.abs())
                    }
                    _ => a == b,
                });
            if !same {
                return Some(format!(
                    "row {i} (after sorting) differs:\n  reference {w:?}\n  got       {g:?}"
                ));
            }
        }
        None
    }
}

/// The corpus's queries of `kind` (`tpch`: q01..q22, `ssb`: q1.1..q4.3) as
/// (name, SQL), by name.
pub fn corpus(kind: &str) -> std::io::Result<Vec<(String, String)>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/queries")
        .join(kind);
    let mut out = Vec::new();
    for e in std::fs::read_dir(&dir)? {
        let p = e?.path();
        if p.extension().is_some_and(|x| x == "sql") {
            let name = p
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            out.push((name, std::fs::read_to_string(&p)?));
        }
    }
    out.sort();
    Ok(out)
}

/// The TPC-H tables, as `netjoin gen tpch` writes them.
pub const TPCH_TABLES: [&str; 8] = [
    "lineitem", "orders", "part", "supplier", "customer", "partsupp", "nation", "region",
];

#[cfg(test)]
mod tests {
    use super::*;
    use datafusion::arrow::array::{Int64Array, StringArray};
    use datafusion::arrow::datatypes::{Field, Schema};
    use std::sync::Arc;

    fn batch(ids: &[i64], names: &[&str], x: &[f64]) -> RecordBatch {
        let schema = Arc::new(Schema::new(vec![
            Field::new("id", DataType::Int64, false),
            Field::new("name", DataType::Utf8, false),
            Field::new("x", DataType::Float64, false),
        ]));
        RecordBatch::try_new(
            schema,
            vec![
                Arc::new(Int64Array::from(ids.to_vec())),
                Arc::new(StringArray::from(names.to_vec())),
                Arc::new(Float64Array::from(x.to_vec())),
            ],
        )
        .unwrap()
    }

    #[test]
    fn order_and_float_noise_do_not_matter_but_values_do() {
        let types = vec![DataType::Int64, DataType::Utf8, DataType::Float64];
        let a = Rows::new(
            types.clone(),
            &[batch(&[1, 2], &["a", "b"], &[0.1 + 0.2, 2.0])],
        );
        let b = Rows::new(
            types.clone(),
            &[batch(&[2], &["b"], &[2.0]), batch(&[1], &["a"], &[0.3])],
        );
        assert_eq!(a.difference(&b), None);
        let c = Rows::new(types.clone(), &[batch(&[1, 2], &["a", "c"], &[0.3, 2.0])]);
        assert!(a.difference(&c).unwrap().contains("row 1"));
        let d = Rows::new(types.clone(), &[batch(&[1], &["a"], &[0.3])]);
        assert!(a
            .difference(&d)
            .unwrap()
            .contains("2 rows from the reference, 1 got"));
        let e = Rows::new(types, &[batch(&[1, 2], &["a", "b"], &[0.3001, 2.0])]);
        assert!(
            a.difference(&e).is_some(),
            "a float beyond the tolerance differs"
        );
    }
}
