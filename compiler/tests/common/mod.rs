//! An independent reference: filters, hash joins over full rows and
//! aggregation written without the planner or the executor.

#![allow(dead_code)]

use netjoin_compiler::catalog::{format_decimal, format_value, Catalog, DataType};
use netjoin_compiler::exec::{avg_value, format_avg};
use netjoin_compiler::sql::{AggFunc, BoundQuery, CmpOp, OutExpr, Pred};
use std::collections::{BTreeMap, HashMap};

fn passes(p: &Pred, v: i64) -> bool {
    match p {
        Pred::Cmp(_, CmpOp::Eq, x) => v == *x,
        Pred::Cmp(_, CmpOp::Lt, x) => v < *x,
        Pred::Cmp(_, CmpOp::Le, x) => v <= *x,
        Pred::Cmp(_, CmpOp::Gt, x) => v > *x,
        Pred::Cmp(_, CmpOp::Ge, x) => v >= *x,
        Pred::Between(_, lo, hi) => v >= *lo && v <= *hi,
        Pred::In(_, xs) => xs.contains(&v),
    }
}

#[derive(Clone, PartialEq, PartialOrd)]
enum Key {
    I(i128),
    F(f64),
}

/// Result rows as strings, in ORDER BY order (ties broken by the row's
/// text), with LIMIT applied.
pub fn reference(q: &BoundQuery, cat: &Catalog) -> Vec<Vec<String>> {
    let n = q.tables.len();
    let metas: Vec<_> = q.tables.iter().map(|t| cat.get(&t.name).unwrap()).collect();
    // Full rows of every table, filtered.
    let mut rows: Vec<Vec<Vec<i64>>> = Vec::new();
    for (ti, m) in metas.iter().enumerate() {
        let d = m.data.as_ref().unwrap();
        let mut rs = Vec::new();
        for part in &d.partitions {
            for r in 0..part[0].len() {
                let row: Vec<i64> = part.iter().map(|c| c[r]).collect();
                if q.filters.iter().filter(|p| p.col().table == ti).all(|p| passes(p, row[p.col().column])) {
                    rs.push(row);
                }
            }
        }
        rows.push(rs);
    }
    // Join: tuples of row indices, one slot per table.
    let mut joined = vec![false; n];
    joined[0] = true;
    let mut combos: Vec<Vec<usize>> = (0..rows[0].len()).map(|i| {
        let mut v = vec![usize::MAX; n];
        v[0] = i;
        v
    }).collect();
    while joined.iter().any(|j| !j) {
        let (e, new_t) = q
            .joins
            .iter()
            .find_map(|e| {
                if joined[e.left.table] && !joined[e.right.table] {
                    Some(((e.left, e.right), e.right.table))
                } else if joined[e.right.table] && !joined[e.left.table] {
                    Some(((e.right, e.left), e.left.table))
                } else {
                    None
                }
            })
            .unwrap();
        let mut index: HashMap<i64, Vec<usize>> = HashMap::new();
        for (i, r) in rows[new_t].iter().enumerate() {
            index.entry(r[e.1.column]).or_default().push(i);
        }
        joined[new_t] = true;
        let mut next = Vec::new();
        for c in &combos {
            let key = rows[e.0.table][c[e.0.table]][e.0.column];
            for &i in index.get(&key).map(|v| v.as_slice()).unwrap_or(&[]) {
                let mut c2 = c.clone();
                c2[new_t] = i;
                // Every other edge between joined tables must hold too.
                let ok = q.joins.iter().all(|j| {
                    if !joined[j.left.table] || !joined[j.right.table] {
                        return true;
                    }
                    rows[j.left.table][c2[j.left.table]][j.left.column] == rows[j.right.table][c2[j.right.table]][j.right.column]
                });
                if ok {
                    next.push(c2);
                }
            }
        }
        combos = next;
    }
    let val = |c: &Vec<usize>, col: netjoin_compiler::sql::ColRef| rows[col.table][c[col.table]][col.column];
    let mut out: Vec<(Vec<Key>, Vec<String>)> = Vec::new();
    if q.aggregate {
        let mut groups: BTreeMap<Vec<i64>, Vec<&Vec<usize>>> = BTreeMap::new();
        for c in &combos {
            groups.entry(q.group_by.iter().map(|g| val(c, *g)).collect()).or_default().push(c);
        }
        if groups.is_empty() && q.group_by.is_empty() {
            groups.insert(vec![], vec![]);
        }
        for (key, members) in groups {
            let mut keys = Vec::new();
            let mut texts = Vec::new();
            for it in &q.output {
                match &it.expr {
                    OutExpr::Col(c) => {
                        let v = key[q.group_by.iter().position(|g| g == c).unwrap()];
                        keys.push(Key::I(v as i128));
                        texts.push(format_value(&metas[c.table].columns[c.column], v));
                    }
                    OutExpr::Agg(AggFunc::Count, _) => {
                        keys.push(Key::I(members.len() as i128));
                        texts.push(members.len().to_string());
                    }
                    OutExpr::Agg(f, Some(c)) => {
                        let m = &metas[c.table].columns[c.column];
                        let scale = if let DataType::Decimal(s) = m.dtype { s } else { 0 };
                        let vals: Vec<i64> = members.iter().map(|mm| val(mm, *c)).collect();
                        match f {
                            AggFunc::Sum => {
                                let s: i128 = vals.iter().map(|&v| v as i128).sum();
                                keys.push(Key::I(s));
                                texts.push(format_decimal(s, scale));
                            }
                            AggFunc::Min | AggFunc::Max => {
                                let v = if *f == AggFunc::Min { vals.iter().min() } else { vals.iter().max() };
                                match v {
                                    Some(&v) => {
                                        keys.push(Key::I(v as i128));
                                        texts.push(format_value(m, v));
                                    }
                                    None => {
                                        keys.push(Key::I(i128::MIN));
                                        texts.push(String::new());
                                    }
                                }
                            }
                            AggFunc::Avg => {
                                let s: i128 = vals.iter().map(|&v| v as i128).sum();
                                if vals.is_empty() {
                                    keys.push(Key::F(f64::NAN));
                                    texts.push(String::new());
                                } else {
                                    let a = avg_value(s, vals.len() as i64, scale);
                                    keys.push(Key::F(a));
                                    texts.push(format_avg(a));
                                }
                            }
                            AggFunc::Count => unreachable!(),
                        }
                    }
                    OutExpr::Agg(_, None) => unreachable!(),
                }
            }
            out.push((keys, texts));
        }
    } else {
        for c in &combos {
            let mut keys = Vec::new();
            let mut texts = Vec::new();
            for it in &q.output {
                if let OutExpr::Col(col) = &it.expr {
                    let v = val(c, *col);
                    keys.push(Key::I(v as i128));
                    texts.push(format_value(&metas[col.table].columns[col.column], v));
                }
            }
            out.push((keys, texts));
        }
    }
    out.sort_by(|a, b| {
        for &(i, asc) in &q.order_by {
            let o = a.0[i].partial_cmp(&b.0[i]).unwrap_or(std::cmp::Ordering::Equal);
            if o != std::cmp::Ordering::Equal {
                return if asc { o } else { o.reverse() };
            }
        }
        a.0.partial_cmp(&b.0).unwrap_or(std::cmp::Ordering::Equal)
    });
    if let Some(l) = q.limit {
        out.truncate(l as usize);
    }
    out.into_iter().map(|(_, t)| t).collect()
}

/// A fresh, empty temporary directory.
pub fn tempdir(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("netjoin-compiler-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}
