//! Execution of an optimized plan over loaded tables.
//!
//! Workers scan their partitions, apply the pushed filters and keep the
//! needed columns. The offloaded joins run as one star-join pipeline through a
//! [`StarJoinEngine`] (the switch, or [`LocalEngine`] in tests): dimension
//! rows become fixed-width build tuples (K-byte key + V-byte value), fact rows
//! become probe tuples (T keys + V-byte payload), and result tuples are
//! decoded back into rows. Remaining joins run as classical partitioned hash
//! joins; the host then aggregates, sorts and limits.
//!
//! Column encoding inside values (exact and reversible): integers, decimals
//! and dates as `value − column minimum`, unsigned big-endian in the column's
//! width; dictionary strings as their code; fixed-width strings as their
//! bytes, zero padded. Keys are the value itself, unsigned big-endian in K
//! bytes, or with the sign bit flipped in 8 bytes when a key column has
//! negative values.

use crate::catalog::{format_decimal, format_value, Catalog, ColumnMeta, DataType, StrEncoding, TableMeta};
use crate::optimizer::Optimized;
use crate::sql::{AggFunc, ColRef, OutExpr};
use anyhow::{anyhow, bail, Context, Result};
use netjoin_proto::Signature;
use std::collections::HashMap;

/// Hash used to partition values across workers in a shuffle (splitmix64).
pub fn partition_hash(v: i64) -> u64 {
    let mut z = (v as u64).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Input of one in-network star join (mirrors `netjoin_host::inp::StarJoinInput`).
#[derive(Clone, Debug)]
pub struct StarJoinInput {
    pub signature: Signature,
    pub workers: usize,
    /// Buckets per table are 2^bucket_bits.
    pub bucket_bits: u32,
    /// dims[table][worker]: flat build tuples, K-byte key + V-byte value.
    pub dims: Vec<Vec<Vec<u8>>>,
    /// fact[worker]: flat probe tuples, T keys + V-byte payload.
    pub fact: Vec<Vec<u8>>,
}

/// Something that executes a star join: the switch through the host crate,
/// or the local reference engine.
pub trait StarJoinEngine {
    fn name(&self) -> &str;
    /// Flat result tuples, `signature.result_width()` bytes each.
    fn run(&self, input: &StarJoinInput) -> Result<Vec<u8>>;
}

/// Pure-Rust engine with the switch's semantics (inner join over all
/// tables, every combination of duplicate build keys).
pub struct LocalEngine;

impl StarJoinEngine for LocalEngine {
    fn name(&self) -> &str {
        "local"
    }
    fn run(&self, input: &StarJoinInput) -> Result<Vec<u8>> {
        let s = input.signature;
        let (k, v, t) = (s.k(), s.v(), s.t());
        if input.dims.len() != t {
            bail!("engine: {} build tables for signature {}", input.dims.len(), s.id());
        }
        let mut tables: Vec<HashMap<&[u8], Vec<&[u8]>>> = vec![HashMap::new(); t];
        for (ti, per_worker) in input.dims.iter().enumerate() {
            for buf in per_worker {
                if buf.len() % s.build_width() != 0 {
                    bail!("engine: build buffer of table {ti} is not a multiple of {} B", s.build_width());
                }
                for tup in buf.chunks_exact(s.build_width()) {
                    tables[ti].entry(&tup[..k]).or_default().push(&tup[k..]);
                }
            }
        }
        let mut out = Vec::new();
        for buf in &input.fact {
            if buf.len() % s.probe_width() != 0 {
                bail!("engine: probe buffer is not a multiple of {} B", s.probe_width());
            }
            'probe: for tup in buf.chunks_exact(s.probe_width()) {
                let mut matches: Vec<&Vec<&[u8]>> = Vec::with_capacity(t);
                for ti in 0..t {
                    match tables[ti].get(&tup[ti * k..(ti + 1) * k]) {
                        Some(m) => matches.push(m),
                        None => continue 'probe,
                    }
                }
                let mut idx = vec![0usize; t];
                loop {
                    out.extend_from_slice(tup);
                    for ti in 0..t {
                        out.extend_from_slice(matches[ti][idx[ti]]);
                    }
                    let mut d = t;
                    loop {
                        if d == 0 {
                            continue 'probe;
                        }
                        d -= 1;
                        idx[d] += 1;
                        if idx[d] < matches[d].len() {
                            break;
                        }
                        idx[d] = 0;
                    }
                }
            }
        }
        debug_assert_eq!(out.len() % (s.probe_width() + t * v), 0);
        Ok(out)
    }
}

/// Rows of an intermediate relation, per worker.
struct Rel {
    cols: Vec<ColRef>,
    parts: Vec<Vec<Vec<i64>>>,
}

impl Rel {
    fn pos(&self, c: ColRef) -> Result<usize> {
        self.cols.iter().position(|x| *x == c).ok_or_else(|| anyhow!("internal: column missing from intermediate"))
    }
}

/// What `execute` reports besides the rows.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct ExecReport {
    pub engine: String,
    pub offloaded: Vec<String>,
    pub signature: Option<String>,
    pub build_tuples: usize,
    pub probe_tuples: usize,
    pub switch_results: usize,
    pub classical_joins: Vec<String>,
}

/// A result cell: a sort key and its text.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    Int(i128, String),
    Float(f64, String),
}

impl Cell {
    pub fn text(&self) -> &str {
        match self {
            Cell::Int(_, s) | Cell::Float(_, s) => s,
        }
    }
    fn cmp(&self, o: &Cell) -> std::cmp::Ordering {
        match (self, o) {
            (Cell::Int(a, _), Cell::Int(b, _)) => a.cmp(b),
            (Cell::Float(a, _), Cell::Float(b, _)) => a.total_cmp(b),
            (a, b) => a.text().cmp(b.text()),
        }
    }
}

#[derive(Clone, Debug)]
pub struct QueryResult {
    pub header: Vec<String>,
    pub rows: Vec<Vec<Cell>>,
    pub report: ExecReport,
}

impl QueryResult {
    pub fn to_csv(&self) -> Result<String> {
        let mut w = csv::Writer::from_writer(Vec::new());
        w.write_record(&self.header)?;
        for r in &self.rows {
            w.write_record(r.iter().map(|c| c.text()))?;
        }
        Ok(String::from_utf8(w.into_inner().map_err(|e| anyhow!("{e}"))?)?)
    }
}

fn meta<'a>(cat: &'a Catalog, o: &Optimized, t: usize) -> Result<&'a TableMeta> {
    cat.get(&o.plan.rels[t].table).ok_or_else(|| anyhow!("unknown table `{}`", o.plan.rels[t].table))
}

/// Scan with pushed filters and projection: rows of the needed columns.
fn scan(cat: &Catalog, o: &Optimized, t: usize) -> Result<Rel> {
    let m = meta(cat, o, t)?;
    let data = m.data.as_ref().with_context(|| {
        format!("table `{}` has statistics only; `run` needs data (--table {}=PATH)", m.name, m.name)
    })?;
    let needed = &o.plan.rels[t].needed;
    let preds: Vec<_> = o.plan.query.filters.iter().filter(|p| p.col().table == t).collect();
    let mut parts = Vec::new();
    for part in &data.partitions {
        let n = part.first().map_or(0, |c| c.len());
        let mut rows = Vec::new();
        for r in 0..n {
            if preds.iter().all(|p| p.eval(part[p.col().column][r])) {
                rows.push(needed.iter().map(|&c| part[c][r]).collect());
            }
        }
        parts.push(rows);
    }
    Ok(Rel { cols: needed.iter().map(|&c| ColRef { table: t, column: c }).collect(), parts })
}

fn key_signed(cat: &Catalog, o: &Optimized, cols: &[ColRef]) -> Result<bool> {
    for c in cols {
        let m = &meta(cat, o, c.table)?.columns[c.column];
        if m.min.is_none_or(|x| x < 0) {
            return Ok(true);
        }
    }
    Ok(false)
}

fn put_key(out: &mut Vec<u8>, v: i64, k: usize, signed: bool) {
    let u = if signed { (v as u64) ^ (1 << 63) } else { v as u64 };
    out.extend_from_slice(&u.to_be_bytes()[8 - k..]);
}

fn get_key(b: &[u8], signed: bool) -> i64 {
    let mut a = [0u8; 8];
    a[8 - b.len()..].copy_from_slice(b);
    let u = u64::from_be_bytes(a);
    (if signed { u ^ (1 << 63) } else { u }) as i64
}

fn put_col(out: &mut Vec<u8>, m: &ColumnMeta, v: i64) -> Result<()> {
    let w = m.bytes;
    if m.dtype == DataType::Str && m.str_encoding == Some(StrEncoding::Fixed) {
        let d = m.dict.as_ref().context("string dictionary missing")?;
        let s = d.get(v as usize).context("bad dictionary code")?.as_bytes();
        if s.len() > w {
            bail!("string `{}` wider than column `{}` ({w} B)", String::from_utf8_lossy(s), m.name);
        }
        out.extend_from_slice(s);
        out.extend(std::iter::repeat_n(0u8, w - s.len()));
        return Ok(());
    }
    let base = if m.dtype == DataType::Str { 0 } else { m.min.unwrap_or(0) };
    let u = v.wrapping_sub(base) as u64;
    if w < 8 && u >> (8 * w) != 0 {
        bail!("value of column `{}` does not fit its {w} B encoding", m.name);
    }
    let be = u.to_be_bytes();
    if w <= 8 {
        out.extend_from_slice(&be[8 - w..]);
    } else {
        out.extend(std::iter::repeat_n(0u8, w - 8));
        out.extend_from_slice(&be);
    }
    Ok(())
}

fn get_col(b: &[u8], m: &ColumnMeta) -> Result<i64> {
    if m.dtype == DataType::Str && m.str_encoding == Some(StrEncoding::Fixed) {
        let end = b.iter().rposition(|&x| x != 0).map_or(0, |p| p + 1);
        let s = std::str::from_utf8(&b[..end])?;
        let d = m.dict.as_ref().context("string dictionary missing")?;
        return d.binary_search_by(|x| x.as_str().cmp(s)).map(|i| i as i64).map_err(|_| anyhow!("decoded string not in dictionary"));
    }
    let tail = &b[b.len().saturating_sub(8)..];
    let mut a = [0u8; 8];
    a[8 - tail.len()..].copy_from_slice(tail);
    let base = if m.dtype == DataType::Str { 0 } else { m.min.unwrap_or(0) };
    Ok((u64::from_be_bytes(a) as i64).wrapping_add(base))
}

/// Runs the offloaded joins through the engine; returns the joined relation.
fn run_switch(cat: &Catalog, o: &Optimized, fact: &Rel, engine: &dyn StarJoinEngine, report: &mut ExecReport) -> Result<Rel> {
    let plan = &o.plan;
    let chosen = o.chosen();
    let m = chosen.signature.as_ref().and_then(|m| m.choice.as_ref()).context("no signature for offloaded joins")?;
    let sig = m.signature;
    let (k, v, t) = (sig.k(), sig.v(), sig.t());
    let n = plan.workers;
    let steps: Vec<_> = chosen.offload.iter().map(|&s| plan.steps[s].clone()).collect();
    let signed: Vec<bool> = steps.iter().map(|st| key_signed(cat, o, &[st.probe, st.build])).collect::<Result<_>>()?;
    for (i, st) in steps.iter().enumerate() {
        if signed[i] && k < 8 {
            bail!("key of join with `{}` needs 8 B but signature {} has {k} B", plan.rels[st.table].alias, sig.id());
        }
    }

    let mut dims: Vec<Vec<Vec<u8>>> = Vec::new();
    let mut dim_cols: Vec<Vec<ColRef>> = Vec::new();
    for (i, st) in steps.iter().enumerate() {
        let rel = scan(cat, o, st.table)?;
        let tm = meta(cat, o, st.table)?;
        let kpos = rel.pos(st.build)?;
        let vcols: Vec<usize> = (0..rel.cols.len()).filter(|&p| p != kpos).collect();
        let mut per_worker = Vec::new();
        for part in &rel.parts {
            let mut buf = Vec::with_capacity(part.len() * sig.build_width());
            for row in part {
                put_key(&mut buf, row[kpos], k, signed[i]);
                let start = buf.len();
                for &p in &vcols {
                    put_col(&mut buf, &tm.columns[rel.cols[p].column], row[p])?;
                }
                let used = buf.len() - start;
                if used > v {
                    bail!("values of `{}` need {used} B, signature has {v} B", plan.rels[st.table].alias);
                }
                buf.extend(std::iter::repeat_n(0u8, v - used));
                report.build_tuples += 1;
            }
            per_worker.push(buf);
        }
        dims.push(per_worker);
        dim_cols.push(vcols.iter().map(|&p| rel.cols[p]).collect());
    }
    for _ in steps.len()..t {
        // Padding table: one tuple with key 0 that every probe hits.
        let mut w0 = vec![0u8; k + v];
        w0.truncate(k + v);
        let mut per = vec![w0];
        per.extend((1..n).map(|_| Vec::new()));
        dims.push(per);
    }

    let fm = meta(cat, o, plan.fact)?;
    let kpos: Vec<usize> = steps.iter().map(|st| fact.pos(st.probe)).collect::<Result<_>>()?;
    let payload: Vec<usize> = (0..fact.cols.len()).filter(|p| !kpos.contains(p)).collect();
    let mut fact_bufs = Vec::new();
    for part in &fact.parts {
        let mut buf = Vec::with_capacity(part.len() * sig.probe_width());
        for row in part {
            for (i, &p) in kpos.iter().enumerate() {
                put_key(&mut buf, row[p], k, signed[i]);
            }
            buf.extend(std::iter::repeat_n(0u8, (t - steps.len()) * k));
            let start = buf.len();
            for &p in &payload {
                put_col(&mut buf, &fm.columns[fact.cols[p].column], row[p])?;
            }
            let used = buf.len() - start;
            if used > v {
                bail!("fact payload needs {used} B, signature has {v} B");
            }
            buf.extend(std::iter::repeat_n(0u8, v - used));
            report.probe_tuples += 1;
        }
        fact_bufs.push(buf);
    }
    let input = StarJoinInput { signature: sig, workers: n, bucket_bits: m.bucket_bits, dims, fact: fact_bufs };
    let out = engine.run(&input).with_context(|| format!("engine `{}`", engine.name()))?;
    let rw = sig.result_width();
    if out.len() % rw != 0 {
        bail!("engine returned {} B, not a multiple of the result width {rw} B", out.len());
    }

    // Decode: fact payload columns, the probe keys (which are also the
    // dimensions' keys), then each dimension's value columns.
    let mut cols: Vec<ColRef> = payload.iter().map(|&p| fact.cols[p]).collect();
    for (i, st) in steps.iter().enumerate() {
        cols.push(fact.cols[kpos[i]]);
        cols.push(st.build);
    }
    for dc in &dim_cols {
        cols.extend(dc.iter().copied());
    }
    let dim_metas: Vec<&TableMeta> = steps.iter().map(|st| meta(cat, o, st.table)).collect::<Result<_>>()?;
    let mut parts: Vec<Vec<Vec<i64>>> = vec![Vec::new(); n];
    for (ri, tup) in out.chunks_exact(rw).enumerate() {
        let mut row = Vec::with_capacity(cols.len());
        let mut off = t * k;
        for &p in &payload {
            let cm = &fm.columns[fact.cols[p].column];
            row.push(get_col(&tup[off..off + cm.bytes], cm)?);
            off += cm.bytes;
        }
        for i in 0..steps.len() {
            let key = get_key(&tup[i * k..(i + 1) * k], signed[i]);
            row.push(key);
            row.push(key);
        }
        for (i, dc) in dim_cols.iter().enumerate() {
            let mut off = t * k + v + i * v;
            for c in dc {
                let cm = &dim_metas[i].columns[c.column];
                row.push(get_col(&tup[off..off + cm.bytes], cm)?);
                off += cm.bytes;
            }
        }
        parts[ri % n].push(row);
        report.switch_results += 1;
    }
    Ok(Rel { cols, parts })
}

/// Classical partitioned hash join: both sides hash-partitioned on the key.
fn hash_join(left: Rel, lkey: ColRef, right: Rel, rkey: ColRef, n: usize) -> Result<Rel> {
    let lp = left.pos(lkey)?;
    let rp = right.pos(rkey)?;
    let mut lparts: Vec<Vec<Vec<i64>>> = vec![Vec::new(); n];
    for row in left.parts.into_iter().flatten() {
        lparts[(partition_hash(row[lp]) % n as u64) as usize].push(row);
    }
    let mut rparts: Vec<Vec<Vec<i64>>> = vec![Vec::new(); n];
    for row in right.parts.into_iter().flatten() {
        rparts[(partition_hash(row[rp]) % n as u64) as usize].push(row);
    }
    let mut parts = Vec::new();
    for (lw, rw) in lparts.into_iter().zip(rparts) {
        let mut ht: HashMap<i64, Vec<&Vec<i64>>> = HashMap::new();
        for r in &rw {
            ht.entry(r[rp]).or_default().push(r);
        }
        let mut out = Vec::new();
        for l in lw {
            if let Some(ms) = ht.get(&l[lp]) {
                for m in ms {
                    let mut row = l.clone();
                    row.extend_from_slice(m);
                    out.push(row);
                }
            }
        }
        parts.push(out);
    }
    let mut cols = left.cols;
    cols.extend(right.cols);
    Ok(Rel { cols, parts })
}

enum Acc {
    Count(i64),
    Sum(i128),
    Min(Option<i64>),
    Max(Option<i64>),
    Avg(i128, i64),
}

/// Executes the optimized plan.
pub fn execute(o: &Optimized, cat: &Catalog, engine: &dyn StarJoinEngine) -> Result<QueryResult> {
    let plan = &o.plan;
    let n = plan.workers;
    let chosen = o.chosen();
    let mut report = ExecReport { engine: engine.name().into(), offloaded: chosen.tables.clone(), ..Default::default() };
    let fact = scan(cat, o, plan.fact)?;
    for (t, rel) in plan.rels.iter().enumerate() {
        let m = meta(cat, o, t)?;
        if m.data.as_ref().is_some_and(|d| d.partitions.len() != n) {
            bail!("table `{}` has {} partitions but the plan has {n} workers", rel.alias, m.data.as_ref().unwrap().partitions.len());
        }
    }
    let mut cur = if chosen.offload.is_empty() {
        fact
    } else {
        report.signature = chosen.signature.as_ref().and_then(|m| m.choice.as_ref()).map(|c| c.id.clone());
        run_switch(cat, o, &fact, engine, &mut report)?
    };
    for (s, st) in plan.steps.iter().enumerate() {
        if chosen.offload.contains(&s) {
            continue;
        }
        let dim = scan(cat, o, st.table)?;
        report.classical_joins.push(plan.rels[st.table].alias.clone());
        cur = hash_join(cur, st.probe, dim, st.build, n)?;
    }

    // Host: aggregate or project.
    let q = &plan.query;
    let col_meta = |c: ColRef| -> Result<&ColumnMeta> { Ok(&meta(cat, o, c.table)?.columns[c.column]) };
    let header: Vec<String> = q.output.iter().map(|i| i.name.clone()).collect();
    let mut rows: Vec<Vec<Cell>> = Vec::new();
    let int_cell = |m: &ColumnMeta, v: i64| Cell::Int(v as i128, format_value(m, v));
    if q.aggregate {
        let gpos: Vec<usize> = q.group_by.iter().map(|&c| cur.pos(c)).collect::<Result<_>>()?;
        let mut groups: HashMap<Vec<i64>, Vec<Acc>> = HashMap::new();
        let new_accs = || -> Vec<Acc> {
            q.output
                .iter()
                .filter_map(|it| match &it.expr {
                    OutExpr::Agg(AggFunc::Count, _) => Some(Acc::Count(0)),
                    OutExpr::Agg(AggFunc::Sum, _) => Some(Acc::Sum(0)),
                    OutExpr::Agg(AggFunc::Min, _) => Some(Acc::Min(None)),
                    OutExpr::Agg(AggFunc::Max, _) => Some(Acc::Max(None)),
                    OutExpr::Agg(AggFunc::Avg, _) => Some(Acc::Avg(0, 0)),
                    OutExpr::Col(_) => None,
                })
                .collect()
        };
        let apos: Vec<Option<usize>> = q
            .output
            .iter()
            .filter_map(|it| match &it.expr {
                OutExpr::Agg(_, Some(c)) => Some(cur.pos(*c).map(Some)),
                OutExpr::Agg(_, None) => Some(Ok(None)),
                OutExpr::Col(_) => None,
            })
            .collect::<Result<_>>()?;
        for row in cur.parts.iter().flatten() {
            let key: Vec<i64> = gpos.iter().map(|&p| row[p]).collect();
            let accs = groups.entry(key).or_insert_with(new_accs);
            for (a, p) in accs.iter_mut().zip(&apos) {
                let x = p.map(|p| row[p]).unwrap_or(0);
                match a {
                    Acc::Count(c) => *c += 1,
                    Acc::Sum(s) => *s += x as i128,
                    Acc::Min(m) => *m = Some(m.map_or(x, |y| y.min(x))),
                    Acc::Max(m) => *m = Some(m.map_or(x, |y| y.max(x))),
                    Acc::Avg(s, c) => {
                        *s += x as i128;
                        *c += 1;
                    }
                }
            }
        }
        if groups.is_empty() && q.group_by.is_empty() {
            groups.insert(vec![], new_accs());
        }
        for (key, accs) in groups {
            let mut out = Vec::new();
            let mut ai = 0;
            for it in &q.output {
                match &it.expr {
                    OutExpr::Col(c) => {
                        let gi = q.group_by.iter().position(|g| g == c).context("group column")?;
                        out.push(int_cell(col_meta(*c)?, key[gi]));
                    }
                    OutExpr::Agg(_, arg) => {
                        let m = arg.map(col_meta).transpose()?;
                        out.push(agg_cell(&accs[ai], m));
                        ai += 1;
                    }
                }
            }
            rows.push(out);
        }
    } else {
        let pos: Vec<(usize, &ColumnMeta)> = q
            .output
            .iter()
            .map(|it| match &it.expr {
                OutExpr::Col(c) => Ok((cur.pos(*c)?, col_meta(*c)?)),
                _ => bail!("internal: aggregate in a projection"),
            })
            .collect::<Result<_>>()?;
        for row in cur.parts.iter().flatten() {
            rows.push(pos.iter().map(|(p, m)| int_cell(m, row[*p])).collect());
        }
    }
    sort_and_limit(&mut rows, &q.order_by, q.limit);
    Ok(QueryResult { header, rows, report })
}

/// ORDER BY keys first, then every column ascending, so that the output is
/// deterministic; then LIMIT.
pub fn sort_and_limit(rows: &mut Vec<Vec<Cell>>, order_by: &[(usize, bool)], limit: Option<u64>) {
    rows.sort_by(|a, b| {
        for &(i, asc) in order_by {
            let c = a[i].cmp(&b[i]);
            if c != std::cmp::Ordering::Equal {
                return if asc { c } else { c.reverse() };
            }
        }
        for i in 0..a.len() {
            let c = a[i].cmp(&b[i]);
            if c != std::cmp::Ordering::Equal {
                return c;
            }
        }
        std::cmp::Ordering::Equal
    });
    if let Some(l) = limit {
        rows.truncate(l as usize);
    }
}

fn agg_cell(a: &Acc, m: Option<&ColumnMeta>) -> Cell {
    let scale = match m.map(|m| m.dtype) {
        Some(DataType::Decimal(s)) => s,
        _ => 0,
    };
    match a {
        Acc::Count(c) => Cell::Int(*c as i128, c.to_string()),
        Acc::Sum(s) => Cell::Int(*s, format_decimal(*s, scale)),
        Acc::Min(x) | Acc::Max(x) => match (x, m) {
            (Some(v), Some(m)) => Cell::Int(*v as i128, format_value(m, *v)),
            _ => Cell::Int(i128::MIN, String::new()),
        },
        Acc::Avg(s, c) => {
            if *c == 0 {
                return Cell::Float(f64::NAN, String::new());
            }
            let v = avg_value(*s, *c, scale);
            Cell::Float(v, format_avg(v))
        }
    }
}

/// AVG as a float: sum / count / 10^scale.
pub fn avg_value(sum: i128, count: i64, scale: u8) -> f64 {
    sum as f64 / count as f64 / 10f64.powi(scale as i32)
}

/// AVG is printed with 6 digits after the point.
pub fn format_avg(v: f64) -> String {
    format!("{v:.6}")
}
