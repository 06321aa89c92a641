//! Star joins shaped like the 13 queries of the Star Schema Benchmark, for
//! `rtl-bench --ssb`.
//!
//! * The shapes ([`Shapes`]) are measured by `netjoin ssb-shapes` on the
//!   SSB data `netjoin gen ssb` writes: for each query, the dimensions it
//!   joins, how many of their rows survive its filters and which keys they
//!   are, and how the fact's rows (after the query's fact-side filters)
//!   find partners: each fact row's hit pattern, one bit per dimension.
//! * A workload ([`draw`]) builds the surviving rows of each dimension and
//!   probes fact tuples whose hit patterns are drawn from the measured
//!   ones, so each table's hit share and the joint share are the query's.
//! * The link bound ([`LinkBound`]) of a run: what four 10 Gbit/s links
//!   carry of its frames, Ethernet's per-frame overhead included.

use crate::workload::Rng;
use netjoin_proto::hash::{filter_bit, hash32, hashes_fit, FILTER_BITS_MAX, FILTER_HASHES};
use netjoin_proto::{key_to_u64, Signature};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashSet};
use std::path::Path;

/// At most this many runs are written for a key set; a set with more is
/// written as its size and range only, and drawn.
pub const MAX_RUNS: usize = 256;

/// A set of integer keys: its size and range, and, when it has at most
/// [`MAX_RUNS`] runs of consecutive integers, the runs themselves (exact).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeySet {
    pub count: u64,
    pub min: u64,
    pub max: u64,
    /// Inclusive `[first, last]` runs, ascending; absent when there are
    /// more than [`MAX_RUNS`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runs: Option<Vec<(u64, u64)>>,
}

impl KeySet {
    /// The set of `keys` (ascending, no duplicates).
    pub fn from_sorted(keys: &[u64]) -> KeySet {
        debug_assert!(keys.windows(2).all(|w| w[0] < w[1]));
        let mut runs: Vec<(u64, u64)> = Vec::new();
        let mut exact = true;
        for &k in keys {
            if let Some(r) = runs.last_mut().filter(|r| r.1 + 1 == k) {
                r.1 = k;
            } else if runs.len() == MAX_RUNS {
                exact = false;
                break;
            } else {
                runs.push((k, k));
            }
        }
        KeySet {
            count: keys.len() as u64,
            min: keys.first().copied().unwrap_or(0),
            max: keys.last().copied().unwrap_or(0),
            runs: exact.then_some(runs),
        }
    }

    /// Every key, if the set is exact.
    pub fn keys(&self) -> Option<Vec<u64>> {
        self.runs
            .as_ref()
            .map(|r| r.iter().flat_map(|&(a, b)| a..=b).collect())
    }

    /// Dense: the integers `min..=max`, all of them.
    pub fn dense(&self) -> bool {
        self.count > 0 && self.max - self.min + 1 == self.count
    }

    fn check(&self, what: &str) -> Result<(), String> {
        if self.count > 0 && (self.min > self.max || self.max - self.min + 1 < self.count) {
            return Err(format!(
                "{what}: {} keys cannot lie in {}..={}",
                self.count, self.min, self.max
            ));
        }
        if let Some(runs) = &self.runs {
            let n: u64 = runs.iter().map(|&(a, b)| b.saturating_sub(a) + 1).sum();
            let ordered =
                runs.iter().all(|&(a, b)| a <= b) && runs.windows(2).all(|w| w[0].1 + 1 < w[1].0);
            if !ordered || n != self.count {
                return Err(format!(
                    "{what}: the runs are not ascending and apart, or hold {n} keys, not {}",
                    self.count
                ));
            }
            if self.count > 0 && (runs[0].0 != self.min || runs[runs.len() - 1].1 != self.max) {
                return Err(format!(
                    "{what}: the runs do not span {}..={}",
                    self.min, self.max
                ));
            }
        }
        Ok(())
    }
}

/// One dimension of a query's star join.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DimShape {
    pub table: String,
    /// The fact's column that refers to it.
    pub foreign_key: String,
    /// Its key column.
    pub key: String,
    /// The query's filters on it (DataFusion's rendering), if any.
    pub filter: Option<String>,
    pub rows: u64,
    /// Rows that survive the filters: the switch's build tuples.
    pub rows_kept: u64,
    /// Share of the fact's rows (after the fact-side filters) whose key is
    /// one of the surviving rows'.
    pub hit_share: f64,
    /// The key values of all its rows.
    pub keys: KeySet,
    /// The key values of the surviving rows.
    pub kept: KeySet,
}

/// Fact rows whose foreign keys find a surviving row in exactly the
/// dimensions marked `true` (in the order of [`QueryShape::dimensions`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pattern {
    pub hits: Vec<bool>,
    pub rows: u64,
}

/// The star join of one query.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QueryShape {
    /// `q1.1` .. `q4.3`.
    pub query: String,
    pub fact: String,
    pub fact_rows: u64,
    /// The query's filters on the fact alone, if any (applied before the
    /// probe: these rows are never sent).
    pub fact_filter: Option<String>,
    /// Fact rows after the fact-side filters: the probe tuples.
    pub fact_rows_kept: u64,
    pub dimensions: Vec<DimShape>,
    /// Share of the probe tuples that find a partner in every dimension
    /// (the join's result rows over the probe tuples).
    pub joint_share: f64,
    /// Every hit pattern that occurs, with its rows; they sum to
    /// `fact_rows_kept`.
    pub patterns: Vec<Pattern>,
}

impl QueryShape {
    /// The shares a shape states agree with its patterns and key sets.
    pub fn check(&self) -> Result<(), String> {
        let q = &self.query;
        let n = self.dimensions.len();
        let total: u64 = self.patterns.iter().map(|p| p.rows).sum();
        if total != self.fact_rows_kept || self.fact_rows_kept > self.fact_rows {
            return Err(format!(
                "{q}: patterns of {total} rows for {} probe tuples of {} fact rows",
                self.fact_rows_kept, self.fact_rows
            ));
        }
        if let Some(p) = self.patterns.iter().find(|p| p.hits.len() != n) {
            return Err(format!(
                "{q}: a pattern of {} bits for {n} dimensions",
                p.hits.len()
            ));
        }
        let share = |rows: u64| {
            if total == 0 {
                0.0
            } else {
                rows as f64 / total as f64
            }
        };
        let close = |a: f64, b: f64| (a - b).abs() <= 1e-9;
        let joint = share(
            self.patterns
                .iter()
                .filter(|p| p.hits.iter().all(|&h| h))
                .map(|p| p.rows)
                .sum(),
        );
        if !close(joint, self.joint_share) {
            return Err(format!(
                "{q}: joint share {} but the patterns give {joint}",
                self.joint_share
            ));
        }
        for (t, d) in self.dimensions.iter().enumerate() {
            let what = format!("{q}, {}", d.table);
            d.keys.check(&format!("{what}, keys"))?;
            d.kept.check(&format!("{what}, kept keys"))?;
            let hit = share(
                self.patterns
                    .iter()
                    .filter(|p| p.hits[t])
                    .map(|p| p.rows)
                    .sum(),
            );
            if !close(hit, d.hit_share) {
                return Err(format!(
                    "{what}: hit share {} but the patterns give {hit}",
                    d.hit_share
                ));
            }
            if d.keys.count != d.rows || d.kept.count != d.rows_kept || d.rows_kept > d.rows {
                return Err(format!(
                    "{what}: {} rows with {} keys, {} kept with {} keys",
                    d.rows, d.keys.count, d.rows_kept, d.kept.count
                ));
            }
            if d.kept.count > 0 && (d.kept.min < d.keys.min || d.kept.max > d.keys.max) {
                return Err(format!("{what}: kept keys outside the dimension's keys"));
            }
            let misses = self.patterns.iter().any(|p| p.rows > 0 && !p.hits[t]);
            let hits = self.patterns.iter().any(|p| p.rows > 0 && p.hits[t]);
            if (misses && d.rows_kept == d.rows) || (hits && d.rows_kept == 0) {
                return Err(format!(
                    "{what}: fact rows miss a table that keeps every row, or hit one that keeps none"
                ));
            }
        }
        Ok(())
    }
}

/// The queries at one scale factor.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScaleShapes {
    pub sf: f64,
    /// How the figures were obtained (e.g. measured on generated data).
    pub how: String,
    /// Rows of each table at this scale.
    pub tables: BTreeMap<String, u64>,
    pub queries: Vec<QueryShape>,
}

/// What `netjoin ssb-shapes` writes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Shapes {
    /// The command line that wrote the file.
    pub command: String,
    /// What the data is.
    pub data: String,
    pub scales: Vec<ScaleShapes>,
}

impl Shapes {
    /// Reads and checks a shapes file.
    pub fn read(path: &Path) -> Result<Shapes, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let s: Shapes = serde_json::from_str(&text)
            .map_err(|e| format!("{} is not a shapes file: {e}", path.display()))?;
        for sc in &s.scales {
            for q in &sc.queries {
                q.check()
                    .map_err(|e| format!("{}, SF {}: {e}", path.display(), sc.sf))?;
            }
        }
        Ok(s)
    }

    /// The scale factor `sf`, or the only one the file has.
    pub fn scale(&self, sf: Option<f64>) -> Result<&ScaleShapes, String> {
        let have = || {
            self.scales
                .iter()
                .map(|s| s.sf.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        match sf {
            Some(sf) => self
                .scales
                .iter()
                .find(|s| (s.sf - sf).abs() <= 1e-9 * sf.abs().max(1.0))
                .ok_or_else(|| format!("no shapes at SF {sf} (the file has SF {})", have())),
            None if self.scales.len() == 1 => Ok(&self.scales[0]),
            None => Err(format!("give --sf: the file has SF {}", have())),
        }
    }
}

/// `filter_bits` of a run: chosen from the build sizes, or given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilterBits {
    Auto,
    Bits(u8),
}

impl std::str::FromStr for FilterBits {
    type Err = String;
    fn from_str(s: &str) -> Result<FilterBits, String> {
        if s == "auto" {
            return Ok(FilterBits::Auto);
        }
        match s.parse::<u8>() {
            Ok(b) if b <= FILTER_BITS_MAX => Ok(FilterBits::Bits(b)),
            _ => Err(format!(
                "`{s}` is neither `auto` nor a number of bits in 0..={FILTER_BITS_MAX}"
            )),
        }
    }
}

impl FilterBits {
    /// The bits for tables of at most `max_rows` keys. Auto: the fewest at
    /// which the largest table fills at most an eighth of an array, where
    /// a foreign key not in it passes with probability about
    /// `(1 - e^(-1/8))^2` = 1.4 % (PROTOCOL.md §6.3); at most the
    /// switch's 18, where a larger table passes more.
    pub fn resolve(self, max_rows: u64) -> u8 {
        match self {
            FilterBits::Bits(b) => b,
            FilterBits::Auto => (1..=FILTER_BITS_MAX)
                .find(|&f| max_rows.saturating_mul(8) <= 1u64 << f)
                .unwrap_or(FILTER_BITS_MAX),
        }
    }
}

/// The catalog signature the compiler's best fit takes for `dims` joins of
/// 4-byte keys and 4-byte row numbers: the smallest key width, then value
/// width, then table count that suffices among `catalog`. With fewer
/// joins than its tables, the rest are padding tables (one tuple, key 0,
/// which every probe carries).
pub fn choose_signature(dims: usize, catalog: &[Signature]) -> Result<Signature, String> {
    let mut ok: Vec<Signature> = catalog
        .iter()
        .copied()
        .filter(|s| s.k() >= 4 && s.v() >= 4 && s.t() >= dims)
        .collect();
    ok.sort_by_key(|s| (s.k(), s.v(), s.t()));
    ok.first().copied().ok_or_else(|| {
        format!(
            "no signature has 4-byte keys and values and {dims} tables or more (have: {})",
            catalog
                .iter()
                .map(|s| s.id())
                .collect::<Vec<_>>()
                .join(", ")
        )
    })
}

/// What the switch must report for a workload, computed from the draw
/// alone (not by running a switch).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expected {
    /// Probe tuples whose every key is a build key.
    pub matches: u64,
    /// Probe tuples some table's filter rejects (0 without filters).
    pub filtered: u64,
}

/// A drawn workload.
pub struct Workload {
    pub query: String,
    pub sig: Signature,
    /// Dimensions of the query (the tables after them are padding).
    pub dimensions: usize,
    /// Build tuples of each of the signature's tables.
    pub dims: Vec<Vec<Vec<u8>>>,
    /// Probe tuples.
    pub facts: Vec<Vec<u8>>,
    /// The fewest buckets at which no build tuple overflows.
    pub bucket_bits: u8,
    pub filter_bits: u8,
    pub expect: Expected,
}

impl Workload {
    pub fn build_tuples(&self) -> u64 {
        self.dims.iter().map(|d| d.len() as u64).sum()
    }

    /// The tables to place on chip (PROTOCOL.md §6.4), bit t for table t:
    /// those whose build keys overflow no bucket at the on-chip bucket
    /// count `2^min(bucket_bits, O)`, as the host places them.
    pub fn onchip_tables(&self) -> u8 {
        let tb = self.bucket_bits.min(self.sig.onchip_bucket_bits());
        let (slots, k) = (self.sig.geometry().slots, self.sig.k());
        let mut counts = vec![0u8; 1 << tb];
        (0..self.dims.len())
            .filter(|&t| {
                let hashes = self.dims[t]
                    .iter()
                    .map(|tuple| hash32(key_to_u64(&tuple[..k])));
                hashes_fit(hashes, tb, slots, &mut counts)
            })
            .fold(0u8, |m, t| m | 1 << t)
    }
}

/// A dimension's keys, materialised: every key, the surviving ones, and a
/// membership test of the latter.
struct Keys {
    all: Vec<u64>,
    kept: Vec<u64>,
    kept_set: HashSet<u64>,
}

/// `n` distinct integers of `lo..=hi`, ascending.
fn distinct_in(lo: u64, hi: u64, n: u64, rng: &mut Rng) -> Vec<u64> {
    let span = hi - lo + 1;
    if n >= span {
        return (lo..=hi).collect();
    }
    // Floyd's sampling: n draws, each adds one new integer.
    let mut set = HashSet::with_capacity(n as usize);
    for j in (span - n)..span {
        let r = rng.next_u64() % (j + 1);
        if !set.insert(lo + r) {
            set.insert(lo + j);
        }
    }
    let mut v: Vec<u64> = set.into_iter().collect();
    v.sort_unstable();
    v
}

fn shuffle<T>(v: &mut [T], rng: &mut Rng) {
    for i in (1..v.len()).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        v.swap(i, j);
    }
}

impl Keys {
    /// The exact sets where the shape has them; otherwise a draw: the
    /// dimension's keys as `count` integers of its range, the surviving
    /// ones as `count` of those in their range, chosen uniformly. (The
    /// SSB filters select rows by attributes drawn independently of the
    /// key, so which keys survive is as good as random; only how many and
    /// where matters to the buckets and the filters.)
    fn of(d: &DimShape, rng: &mut Rng) -> Keys {
        let all = d
            .keys
            .keys()
            .unwrap_or_else(|| distinct_in(d.keys.min, d.keys.max, d.keys.count, rng));
        let kept = match d.kept.keys() {
            Some(k) => k,
            None => {
                let lo = all.partition_point(|&k| k < d.kept.min);
                let hi = all.partition_point(|&k| k <= d.kept.max);
                let mut pool = all[lo..hi].to_vec();
                let n = (d.kept.count as usize).min(pool.len());
                // A partial Fisher-Yates shuffle: the first n are the draw.
                for i in 0..n {
                    let j = i + (rng.next_u64() % (pool.len() - i) as u64) as usize;
                    pool.swap(i, j);
                }
                pool.truncate(n);
                pool.sort_unstable();
                pool
            }
        };
        let kept_set = kept.iter().copied().collect();
        Keys {
            all,
            kept,
            kept_set,
        }
    }

    fn hit(&self, rng: &mut Rng) -> u64 {
        self.kept[(rng.next_u64() % self.kept.len() as u64) as usize]
    }

    /// A key of the dimension that did not survive (`check` made sure one
    /// exists where a pattern needs it).
    fn miss(&self, rng: &mut Rng) -> u64 {
        loop {
            let k = self.all[(rng.next_u64() % self.all.len() as u64) as usize];
            if !self.kept_set.contains(&k) {
                return k;
            }
        }
    }
}

fn put(out: &mut Vec<u8>, v: u64, bytes: usize) {
    out.extend_from_slice(&v.to_be_bytes()[8 - bytes..]);
}

/// The smallest bucket count, between the fewest that can hold the largest
/// table and the load-factor rule's (a quarter of the slots used), at which
/// no build key overflows its bucket; the rule's if none is. The host's own
/// rule (netjoin-host's `sizing`), so a run has no spills, as the
/// compiler's would not.
pub fn fitted_bucket_bits(sig: &Signature, keys: &[Vec<u64>]) -> u8 {
    let slots = sig.geometry().slots;
    let max_rows = keys.iter().map(Vec::len).max().unwrap_or(0).max(1);
    let log2_ceil = |n: usize| n.max(1).next_power_of_two().trailing_zeros() as u8;
    let upper = log2_ceil((max_rows * 4).div_ceil(slots)).min(27);
    let lower = log2_ceil(max_rows.div_ceil(slots)).max(1).min(upper);
    let hashes: Vec<Vec<u32>> = keys
        .iter()
        .map(|t| t.iter().map(|&k| hash32(k)).collect())
        .collect();
    let mut counts = vec![0u8; 1 << upper];
    (lower..upper)
        .find(|&bits| {
            hashes
                .iter()
                .all(|t| hashes_fit(t.iter().copied(), bits, slots, &mut counts))
        })
        .unwrap_or(upper)
}

/// Probe tuples (their keys, one per table) that some table's membership
/// filter of `2^bits`-bit arrays rejects, the filters holding `build`'s
/// keys (PROTOCOL.md §6.3).
pub fn filtered_count(build: &[Vec<u64>], probes: &[Vec<u64>], bits: u8) -> u64 {
    if bits == 0 {
        return 0;
    }
    let words = (1usize << bits).div_ceil(64);
    let filters: Vec<Vec<Vec<u64>>> = build
        .iter()
        .map(|keys| {
            let mut f = vec![vec![0u64; words]; FILTER_HASHES];
            for &k in keys {
                for (p, a) in f.iter_mut().enumerate() {
                    let b = filter_bit(k, p, bits) as usize;
                    a[b / 64] |= 1 << (b % 64);
                }
            }
            f
        })
        .collect();
    probes
        .iter()
        .filter(|keys| {
            keys.iter().zip(&filters).any(|(&k, f)| {
                f.iter().enumerate().any(|(p, a)| {
                    let b = filter_bit(k, p, bits) as usize;
                    a[b / 64] & (1 << (b % 64)) == 0
                })
            })
        })
        .count() as u64
}

/// A seed of its own for each query, so every run of it draws the same.
pub fn seed_of(query: &str) -> u64 {
    query.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    }) | 1
}

/// Draws `n_facts` probe tuples of `shape` and the build tuples of its
/// surviving dimension rows for `sig` (at least as many tables as the
/// query has dimensions). Build tuple: key, then the row's number among
/// the kept rows (the compiler's late materialisation: row references,
/// not columns), in a random order. Probe tuple: a hit pattern drawn from
/// the shape's, then for each table a kept key where it hits and a key of
/// the dimension that did not survive where it misses, each uniform; key 0
/// for a padding table; then the tuple's number.
pub fn draw(
    shape: &QueryShape,
    sig: Signature,
    n_facts: usize,
    filter_bits: FilterBits,
    seed: u64,
) -> Result<Workload, String> {
    shape.check()?;
    let n = shape.dimensions.len();
    if n == 0 || n > sig.t() {
        return Err(format!(
            "{}: {n} dimensions on {} ({} tables)",
            shape.query,
            sig.id(),
            sig.t()
        ));
    }
    if shape.fact_rows_kept == 0 {
        return Err(format!("{}: no fact rows to probe with", shape.query));
    }
    let key_max = if sig.k() >= 8 {
        u64::MAX
    } else {
        (1u64 << (8 * sig.k())) - 1
    };
    let mut rng = Rng(seed);
    let keys: Vec<Keys> = shape
        .dimensions
        .iter()
        .map(|d| Keys::of(d, &mut rng))
        .collect();
    if let Some(d) = shape.dimensions.iter().find(|d| d.keys.max > key_max) {
        return Err(format!(
            "{}: {}'s keys reach {}, wider than {}'s {}-byte keys",
            shape.query,
            d.table,
            d.keys.max,
            sig.id(),
            sig.k()
        ));
    }
    // Build keys per signature table: the kept keys, then the padding
    // tables' key 0.
    let build_keys: Vec<Vec<u64>> = (0..sig.t())
        .map(|t| keys.get(t).map_or(vec![0], |k| k.kept.clone()))
        .collect();
    let dims: Vec<Vec<Vec<u8>>> = build_keys
        .iter()
        .map(|ks| {
            let mut rows: Vec<Vec<u8>> = ks
                .iter()
                .enumerate()
                .map(|(row, &k)| {
                    let mut t = Vec::with_capacity(sig.build_width());
                    put(&mut t, k, sig.k());
                    put(&mut t, row as u64, sig.v().min(8));
                    t.resize(sig.build_width(), 0);
                    t
                })
                .collect();
            shuffle(&mut rows, &mut rng);
            rows
        })
        .collect();
    let total = shape.fact_rows_kept as f64;
    let mut cumulative = Vec::with_capacity(shape.patterns.len());
    let mut acc = 0u64;
    for p in &shape.patterns {
        acc += p.rows;
        cumulative.push(acc as f64 / total);
    }
    let mut matches = 0u64;
    let mut probe_keys: Vec<Vec<u64>> = Vec::with_capacity(n_facts);
    let facts: Vec<Vec<u8>> = (0..n_facts)
        .map(|i| {
            let u = rng.unit();
            let p = cumulative
                .iter()
                .position(|&c| u < c)
                .unwrap_or(cumulative.len() - 1);
            let hits = &shape.patterns[p].hits;
            matches += hits.iter().all(|&h| h) as u64;
            let ks: Vec<u64> = (0..sig.t())
                .map(|t| match keys.get(t) {
                    Some(k) if hits[t] => k.hit(&mut rng),
                    Some(k) => k.miss(&mut rng),
                    None => 0,
                })
                .collect();
            let mut tuple = Vec::with_capacity(sig.probe_width());
            for &k in &ks {
                put(&mut tuple, k, sig.k());
            }
            put(&mut tuple, i as u64, sig.v().min(8));
            tuple.resize(sig.probe_width(), 0);
            probe_keys.push(ks);
            tuple
        })
        .collect();
    let max_rows = build_keys.iter().map(|k| k.len() as u64).max().unwrap_or(0);
    let filter_bits = filter_bits.resolve(max_rows);
    Ok(Workload {
        query: shape.query.clone(),
        sig,
        dimensions: n,
        bucket_bits: fitted_bucket_bits(&sig, &build_keys),
        filter_bits,
        expect: Expected {
            matches,
            filtered: filtered_count(&build_keys, &probe_keys, filter_bits),
        },
        dims,
        facts,
    })
}

/// Bytes a frame of `len` bytes (FCS excluded, as the harness sends it)
/// takes on an Ethernet link: padded to 60, then the FCS (4), the preamble
/// and start delimiter (8) and the gap before the next frame (12).
pub fn wire_bytes(len: usize) -> u64 {
    (len.max(60) + 4 + 8 + 12) as u64
}

/// Bytes per second one 10 Gbit/s link carries.
pub const LINK_BYTES_PER_S: f64 = 10e9 / 8.0;

/// The probe rates the links allow, in probe tuples per second: the input
/// links carrying the probe phase's frames, and the output links carrying
/// what the switch sent back in it (the output's line rate over its bytes
/// per byte in, in probe tuples).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LinkBound {
    pub input: f64,
    pub output: f64,
}

impl LinkBound {
    /// `ports` links each way; `probes` tuples came in `in_bytes` and
    /// caused `out_bytes`, both as [`wire_bytes`].
    pub fn of(ports: usize, probes: u64, in_bytes: u64, out_bytes: u64) -> LinkBound {
        let line = ports as f64 * LINK_BYTES_PER_S;
        let per = |bytes: u64| {
            if bytes == 0 {
                f64::INFINITY
            } else {
                line * probes as f64 / bytes as f64
            }
        };
        LinkBound {
            input: per(in_bytes),
            output: per(out_bytes),
        }
    }
    pub fn bound(&self) -> f64 {
        self.input.min(self.output)
    }
    pub fn binding(&self) -> &'static str {
        if self.input <= self.output {
            "input"
        } else {
            "output"
        }
    }
}

/// One SSB-shaped run of `rtl-bench`, as `--json` prints it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SsbRun {
    pub query: String,
    pub sf: f64,
    pub signature: String,
    pub dimensions: usize,
    pub build_tuples: u64,
    pub bucket_bits: u8,
    pub filter_bits: u8,
    /// The tables the switch probed from block RAM, bit t: table t.
    #[serde(default)]
    pub onchip: u8,
    pub probes: u64,
    /// The shape's joint share, and the drawn tuples' (matches / probes).
    pub joint_share: f64,
    pub drawn_joint_share: f64,
    pub build_inserts_per_s: f64,
    pub probe_cycles: u64,
    pub probe_tuples_per_s: f64,
    /// Probe tuples per clock cycle: one probe unit takes at most one a
    /// cycle (two for one-table pipelines, docs/HDL.md).
    pub probe_tuples_per_cycle: f64,
    /// Reads the DDR models served in the probe phase, per probe tuple.
    pub ddr_reads_per_probe: f64,
    pub filtered: u64,
    pub filtered_share: f64,
    /// Link bytes (as [`wire_bytes`]) per probe tuple, in and out.
    pub in_bytes_per_probe: f64,
    pub out_bytes_per_probe: f64,
    pub link_bound: LinkBound,
    /// `probe_tuples_per_s` over the lower of the two bounds.
    pub rate_over_bound: f64,
    pub binding: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dim(table: &str, keys: &[u64], kept: &[u64], hit_share: f64) -> DimShape {
        DimShape {
            table: table.into(),
            foreign_key: format!("fk_{table}"),
            key: format!("{table}_key"),
            filter: None,
            rows: keys.len() as u64,
            rows_kept: kept.len() as u64,
            hit_share,
            keys: KeySet::from_sorted(keys),
            kept: KeySet::from_sorted(kept),
        }
    }

    /// Two dimensions: dense 1..=1000 keeping the multiples of 5, and a
    /// calendar-like key set keeping one "month"; hit shares 0.2 and 0.5,
    /// joint 0.1.
    fn shape() -> QueryShape {
        let a: Vec<u64> = (1..=1000).collect();
        let a_kept: Vec<u64> = (1..=1000).filter(|k| k % 5 == 0).collect();
        let b: Vec<u64> = (0..12)
            .flat_map(|m| (1..=28).map(move |d| 19930000 + 100 * (m + 1) + d))
            .collect();
        let b_kept: Vec<u64> = b.iter().copied().filter(|k| k / 100 % 100 == 3).collect();
        QueryShape {
            query: "qx".into(),
            fact: "f".into(),
            fact_rows: 2000,
            fact_filter: None,
            fact_rows_kept: 1000,
            dimensions: vec![dim("a", &a, &a_kept, 0.2), dim("b", &b, &b_kept, 0.5)],
            joint_share: 0.1,
            patterns: vec![
                Pattern {
                    hits: vec![true, true],
                    rows: 100,
                },
                Pattern {
                    hits: vec![true, false],
                    rows: 100,
                },
                Pattern {
                    hits: vec![false, true],
                    rows: 400,
                },
                Pattern {
                    hits: vec![false, false],
                    rows: 400,
                },
            ],
        }
    }

    #[test]
    fn key_sets_are_exact_up_to_their_run_limit() {
        let dense: Vec<u64> = (1..=5000).collect();
        let s = KeySet::from_sorted(&dense);
        assert!(s.dense());
        assert_eq!(s.runs, Some(vec![(1, 5000)]));
        assert_eq!(s.keys().unwrap(), dense);
        let sparse: Vec<u64> = (0..MAX_RUNS as u64 + 1).map(|i| 3 * i + 1).collect();
        let s = KeySet::from_sorted(&sparse);
        assert_eq!(
            (s.count, s.min, s.max, s.runs.is_none()),
            (257, 1, 769, true)
        );
        let at_limit = &sparse[..MAX_RUNS];
        assert_eq!(KeySet::from_sorted(at_limit).keys().unwrap(), at_limit);
    }

    #[test]
    fn a_drawn_workload_has_the_shapes_shares() {
        let s = shape();
        s.check().unwrap();
        let sig = Signature::parse_id("k4v4t3").unwrap();
        let n = 40_000;
        let w = draw(&s, sig, n, FilterBits::Bits(0), 7).unwrap();
        assert_eq!(w.dims.len(), 3);
        assert_eq!(w.dims[0].len(), 200);
        assert_eq!(w.dims[1].len(), 28);
        // the padding table: one tuple, key 0
        assert_eq!(w.dims[2], vec![vec![0u8; 8]]);
        let key = |t: &[u8], i: usize| u32::from_be_bytes(t[4 * i..4 * i + 4].try_into().unwrap());
        let kept: Vec<HashSet<u32>> = w.dims[..2]
            .iter()
            .map(|d| d.iter().map(|t| key(t, 0)).collect())
            .collect();
        let (mut hit, mut joint) = ([0usize; 2], 0usize);
        for f in &w.facts {
            let h: Vec<bool> = (0..2).map(|t| kept[t].contains(&key(f, t))).collect();
            assert_eq!(key(f, 2), 0);
            // a miss is still a key of its dimension
            assert!((1..=1000).contains(&key(f, 0)));
            assert_eq!(key(f, 1) / 10000, 1993);
            for t in 0..2 {
                hit[t] += h[t] as usize;
            }
            joint += (h[0] && h[1]) as usize;
        }
        let share = |c: usize| c as f64 / n as f64;
        // within 5 standard deviations of the binomial draw
        for (c, p) in [(hit[0], 0.2), (hit[1], 0.5), (joint, 0.1)] {
            let sd = (p * (1.0 - p) / n as f64).sqrt();
            assert!((share(c) - p).abs() < 5.0 * sd, "{} vs {p}", share(c));
        }
        assert_eq!(w.expect.matches, joint as u64);
        assert_eq!(w.expect.filtered, 0);
    }

    #[test]
    fn filters_reject_what_no_table_holds_and_never_a_built_key() {
        let s = shape();
        let sig = Signature::parse_id("k4v4t2").unwrap();
        let w = draw(&s, sig, 20_000, FilterBits::Auto, 9).unwrap();
        // 200 keys in the larger table: 8 x 200 <= 2^11
        assert_eq!(w.filter_bits, 11);
        // Table a's keys 1..=1000 form a dense range below 2^11, whose keys
        // take distinct bits of each array: every probe that misses a is
        // rejected. A probe that hits both tables never is.
        let kept_a: HashSet<&[u8]> = w.dims[0].iter().map(|t| &t[..4]).collect();
        let miss_a = w.facts.iter().filter(|f| !kept_a.contains(&f[..4])).count() as u64;
        assert!(miss_a > 0);
        assert!(
            w.expect.filtered >= miss_a,
            "{:?}, {miss_a} miss a",
            w.expect
        );
        assert!(w.expect.filtered <= w.facts.len() as u64 - w.expect.matches);
        let none = draw(&s, sig, 20_000, FilterBits::Bits(0), 9).unwrap();
        assert_eq!(none.expect.filtered, 0);
        assert_eq!(none.expect.matches, w.expect.matches);
    }

    #[test]
    fn shapes_that_contradict_themselves_are_refused() {
        let mut s = shape();
        s.joint_share = 0.2;
        assert!(s.check().unwrap_err().contains("joint share"));
        let mut s = shape();
        s.patterns[0].rows += 1;
        assert!(s.check().unwrap_err().contains("patterns of 1001 rows"));
        let mut s = shape();
        s.dimensions[0].rows_kept = 1000;
        s.dimensions[0].kept = s.dimensions[0].keys.clone();
        assert!(s.check().unwrap_err().contains("keeps every row"));
    }

    #[test]
    fn options_parse_and_the_signature_is_the_compilers_best_fit() {
        assert_eq!("auto".parse::<FilterBits>(), Ok(FilterBits::Auto));
        assert_eq!("0".parse::<FilterBits>(), Ok(FilterBits::Bits(0)));
        assert_eq!("18".parse::<FilterBits>(), Ok(FilterBits::Bits(18)));
        assert!("19".parse::<FilterBits>().unwrap_err().contains("0..=18"));
        assert!("x".parse::<FilterBits>().is_err());
        assert_eq!(FilterBits::Auto.resolve(1), 3);
        assert_eq!(FilterBits::Auto.resolve(2_000_000), 18);
        let cat: Vec<Signature> = ["k8v8t1", "k8v8t3", "k4v4t2", "k4v4t3", "k4v4t4", "k4v8t3"]
            .iter()
            .map(|s| Signature::parse_id(s).unwrap())
            .collect();
        let id = |d| choose_signature(d, &cat).unwrap().id();
        assert_eq!(
            [id(1), id(2), id(3), id(4)],
            ["k4v4t2", "k4v4t2", "k4v4t3", "k4v4t4"]
        );
        assert!(choose_signature(5, &cat).is_err());
    }

    #[test]
    fn the_link_bound_counts_ethernet_overhead() {
        assert_eq!(wire_bytes(40), 84);
        assert_eq!(wire_bytes(1514), 1538);
        // 92 tuples of 16 B per 1514-byte frame, nothing back
        let b = LinkBound::of(4, 92, 1538, 0);
        assert!((b.input - 4.0 * 1.25e9 * 92.0 / 1538.0).abs() < 1.0);
        assert_eq!(b.binding(), "input");
        let b = LinkBound::of(4, 92, 1538, 3000);
        assert_eq!(b.binding(), "output");
        assert!(b.bound() < b.input);
    }

    #[test]
    fn the_fitted_bucket_count_leaves_no_bucket_over_full() {
        let sig = Signature::parse_id("k4v4t2").unwrap();
        let keys = vec![(1..=10_000u64).collect::<Vec<_>>(), vec![0]];
        let bits = fitted_bucket_bits(&sig, &keys);
        let slots = sig.geometry().slots;
        let mut fill = vec![0usize; 1 << bits];
        for &k in &keys[0] {
            fill[(hash32(k) & ((1 << bits) - 1)) as usize] += 1;
        }
        assert!(fill.iter().all(|&c| c <= slots));
        // dense keys spread evenly: the pigeonhole bound is enough
        assert_eq!(
            bits,
            (10_000usize.div_ceil(slots))
                .next_power_of_two()
                .trailing_zeros() as u8
        );
    }
}
