//! The independent reference join: a textbook in-memory hash join over the
//! same byte tuples, sharing no code with the switch path (no buckets, no
//! frames, no hashing of ours), used to check every result.

use netjoin_proto::Signature;
use std::collections::HashMap;

/// Joins the fact tuples with every dimension table (inner join on key t of
/// the fact with the key of table t), returning RESULT-layout tuples.
/// `dims[t]` holds all of table t's build tuples; `fact` all probe tuples.
pub fn star_join(sig: &Signature, dims: &[Vec<u8>], fact: &[u8]) -> Vec<Vec<u8>> {
    let (k, v, t_count) = (sig.k(), sig.v(), sig.t());
    let tables: Vec<HashMap<&[u8], Vec<&[u8]>>> = dims
        .iter()
        .map(|d| {
            let mut m: HashMap<&[u8], Vec<&[u8]>> = HashMap::new();
            for tuple in d.chunks_exact(k + v) {
                m.entry(&tuple[..k]).or_default().push(&tuple[k..]);
            }
            m
        })
        .collect();
    let mut out = Vec::new();
    for probe in fact.chunks_exact(sig.probe_width()) {
        // Partial results grow table by table: the nested-loop definition of the join.
        let mut partial: Vec<Vec<u8>> = vec![probe.to_vec()];
        for (t, table) in tables.iter().enumerate().take(t_count) {
            let key = &probe[t * k..(t + 1) * k];
            let Some(values) = table.get(key) else {
                partial.clear();
                break;
            };
            partial = partial
                .into_iter()
                .flat_map(|p| {
                    values.iter().map(move |val| {
                        let mut q = p.clone();
                        q.extend_from_slice(val);
                        q
                    })
                })
                .collect();
        }
        out.extend(partial);
    }
    out
}

/// Splits flat tuples into rows and sorts them, for multiset comparison.
pub fn sorted_rows(flat: &[u8], width: usize) -> Vec<Vec<u8>> {
    let mut rows: Vec<Vec<u8>> = flat.chunks_exact(width).map(<[u8]>::to_vec).collect();
    rows.sort_unstable();
    rows
}

/// Compares a result against the reference row for row (as multisets).
/// Returns a description of the first differences, or None when equal.
pub fn compare(result: &[u8], reference: &[Vec<u8>], width: usize) -> Option<String> {
    let got = sorted_rows(result, width);
    let mut want = reference.to_vec();
    want.sort_unstable();
    if got == want {
        return None;
    }
    let (mut i, mut j, mut extra, mut missing) = (0, 0, 0usize, 0usize);
    while i < got.len() || j < want.len() {
        match (got.get(i), want.get(j)) {
            (Some(a), Some(b)) if a == b => {
                i += 1;
                j += 1;
            }
            (Some(a), Some(b)) if a < b => {
                extra += 1;
                i += 1;
            }
            (Some(_), None) => {
                extra += 1;
                i += 1;
            }
            _ => {
                missing += 1;
                j += 1;
            }
        }
    }
    Some(format!(
        "{} rows vs {} in the reference: {extra} unexpected, {missing} missing",
        got.len(),
        want.len()
    ))
}
