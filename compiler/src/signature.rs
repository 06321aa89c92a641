//! The catalog of pre-built switch pipelines and best-fit matching.
//!
//! Best fit: the smallest sufficient key width, then the smallest sufficient
//! value width, then the exact table count or else the next larger one. A
//! pipeline with more tables than offloaded joins runs with *padding tables*:
//! each holds one build tuple (key 0, zero value) and every probe tuple
//! carries key 0 for it, so it always hits and its value is ignored.

use crate::cost::CostParams;
use anyhow::Result;
use netjoin_catalog::Pipeline;
use netjoin_proto::Signature;
use serde::Serialize;
use std::path::Path;

#[derive(Clone, Debug, Serialize)]
pub struct SignatureCatalog {
    #[serde(serialize_with = "ser_ids")]
    pub signatures: Vec<Signature>,
    /// The directory the catalog came from.
    pub source: String,
    /// Measured rates of a pipeline (its manifest's `[throughput]`), by
    /// pipeline id: `k8v8t3` and `k8v8t3c2` share a signature but are
    /// measured apart, and a query is costed with the one-context pipeline's.
    #[serde(skip)]
    pub rates: std::collections::HashMap<String, Rates>,
}

/// What a pipeline's RTL was measured to sustain, whole switch.
#[derive(Clone, Copy, Debug)]
pub struct Rates {
    pub build_inserts_per_s: f64,
    pub probe_tuples_per_s: f64,
}

impl SignatureCatalog {
    /// A catalog of exactly these pipelines, without measurements.
    pub fn of(signatures: Vec<Signature>, source: &str) -> SignatureCatalog {
        SignatureCatalog {
            signatures,
            source: source.to_string(),
            rates: Default::default(),
        }
    }

    /// The pipelines of this catalog whose id is in `ids`, e.g. those a
    /// switch can actually load; `why` is added to the catalog's source so
    /// EXPLAIN and the infeasibility reasons say why others are missing.
    pub fn restricted_to(mut self, ids: &[String], why: &str) -> SignatureCatalog {
        self.signatures.retain(|s| ids.contains(&s.id()));
        self.source = format!("{} restricted to {why} ({})", self.source, ids.join(", "));
        self
    }

    /// `p` with the build and probe rates measured for `sig`: the pipeline
    /// manifest's, else `p`'s own. Per controller, and the probe rate in
    /// bucket reads (T per probe tuple), as `CostParams` holds them.
    pub fn params_for(&self, sig: &Signature, p: &CostParams) -> CostParams {
        if let Some(r) = p.software_switch {
            let c = p.controllers.max(1) as f64;
            return CostParams {
                build_rate: r.inserts_per_s / c,
                probe_rate: r.reads_per_s / c,
                // Not measured apart: a tuple the filters reject costs a
                // software switch one lookup's time.
                probe_unit_tuples_per_s: r.reads_per_s,
                ..p.clone()
            };
        }
        match self.rates.get(&Pipeline::single(*sig).id()).copied() {
            Some(r) => {
                let c = p.controllers.max(1) as f64;
                CostParams {
                    build_rate: r.build_inserts_per_s / c,
                    probe_rate: r.probe_tuples_per_s * sig.t() as f64 / c,
                    ..p.clone()
                }
            }
            None => p.clone(),
        }
    }
}

fn ser_ids<S: serde::Serializer>(v: &[Signature], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(v.iter().map(|x| x.id()))
}

impl SignatureCatalog {
    /// Reads `dir/*/manifest.toml`; `None` when the directory holds no
    /// manifest (there is no built-in fallback: only pipelines that exist
    /// are ever chosen).
    pub fn load(dir: &Path) -> Result<Option<SignatureCatalog>> {
        let mut signatures = Vec::new();
        let mut rates = std::collections::HashMap::new();
        for (_, m) in netjoin_catalog::load_dir(dir)? {
            let pipeline = m.pipeline()?;
            let sig = pipeline.signature;
            if !signatures.contains(&sig) {
                signatures.push(sig);
            }
            if let Some(t) = m.throughput {
                rates.insert(
                    pipeline.id(),
                    Rates {
                        build_inserts_per_s: t.build_inserts_per_s,
                        probe_tuples_per_s: t.probe_tuples_per_s,
                    },
                );
            }
        }
        if signatures.is_empty() {
            return Ok(None);
        }
        Ok(Some(SignatureCatalog {
            signatures,
            source: dir.display().to_string(),
            rates,
        }))
    }
}

/// What an offloaded pipeline needs.
#[derive(Clone, Debug, Serialize)]
pub struct Requirement {
    pub key_bytes: usize,
    pub value_bytes: usize,
    pub tables: usize,
    /// Rows of the largest offloaded build table (after filters).
    pub max_build_rows: f64,
    /// RESULT tuples come back without the probe's keys (the staged form's
    /// probe tasks keep their rows, PROTOCOL.md §7.2): the cost of the
    /// results' links depends on it.
    pub payload_results: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RejectKind {
    KeyTooNarrow,
    TooWide,
    TooFewTables,
    NotEnoughMemory,
    LargerThanBestFit,
}

#[derive(Clone, Debug, Serialize)]
pub struct Rejection {
    pub id: String,
    pub kind: RejectKind,
    pub reason: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct SignatureChoice {
    pub id: String,
    #[serde(skip)]
    pub signature: Signature,
    pub bucket_bits: u32,
    pub memory_bytes: u64,
    /// Padding tables (signature tables beyond the offloaded joins).
    pub padding_tables: usize,
    pub exact: bool,
}

#[derive(Clone, Debug, Serialize)]
pub struct MatchResult {
    pub requirement: Requirement,
    pub choice: Option<SignatureChoice>,
    pub rejections: Vec<Rejection>,
}

/// Bucket bits and memory for `rows` build tuples per table with `sig`.
pub fn memory_for(sig: &Signature, rows: f64, p: &CostParams) -> (u32, u64) {
    let g = sig.geometry();
    let want = (rows.max(1.0) / (g.slots as f64 * p.load_factor))
        .ceil()
        .max(1.0);
    let bits = (want.log2().ceil().max(0.0)) as u32;
    let mem = (sig.t() as u64) << bits;
    (bits, mem.saturating_mul(g.bucket_bytes() as u64))
}

pub fn match_signature(cat: &SignatureCatalog, req: &Requirement, p: &CostParams) -> MatchResult {
    let mut rejections = Vec::new();
    let mut ok: Vec<Signature> = Vec::new();
    for s in &cat.signatures {
        if s.k() < req.key_bytes {
            rejections.push(Rejection {
                id: s.id(),
                kind: RejectKind::KeyTooNarrow,
                reason: format!("key {} B < {} B needed", s.k(), req.key_bytes),
            });
        } else if s.v() < req.value_bytes {
            rejections.push(Rejection {
                id: s.id(),
                kind: RejectKind::TooWide,
                reason: format!(
                    "too wide: values need {} B, pipeline has {} B",
                    req.value_bytes,
                    s.v()
                ),
            });
        } else if s.t() < req.tables {
            rejections.push(Rejection {
                id: s.id(),
                kind: RejectKind::TooFewTables,
                reason: format!(
                    "too many tables: {} joins, pipeline has {}",
                    req.tables,
                    s.t()
                ),
            });
        } else {
            ok.push(*s);
        }
    }
    ok.sort_by_key(|s| (s.k(), s.v(), s.t()));
    let mut choice = None;
    for s in ok {
        if choice.is_some() {
            rejections.push(Rejection {
                id: s.id(),
                kind: RejectKind::LargerThanBestFit,
                reason: "fits, but larger than the best fit".into(),
            });
            continue;
        }
        let (bits, mem) = memory_for(&s, req.max_build_rows, p);
        if bits > 27 || mem > p.query_memory_bytes() {
            let share = match p.query_contexts {
                0 | 1 => String::new(),
                n => format!(
                    " (one of {n} query contexts' share of {})",
                    human_bytes(p.switch_memory_bytes as f64)
                ),
            };
            rejections.push(Rejection {
                id: s.id(),
                kind: RejectKind::NotEnoughMemory,
                reason: format!(
                    "not enough memory: {} tables × 2^{bits} buckets × {} B = {} > {}{share}",
                    s.t(),
                    s.geometry().bucket_bytes(),
                    human_bytes(mem as f64),
                    human_bytes(p.query_memory_bytes() as f64)
                ),
            });
            continue;
        }
        choice = Some(SignatureChoice {
            id: s.id(),
            signature: s,
            bucket_bits: bits,
            memory_bytes: mem,
            padding_tables: s.t() - req.tables,
            exact: s.k() == req.key_bytes && s.v() == req.value_bytes && s.t() == req.tables,
        });
    }
    MatchResult {
        requirement: req.clone(),
        choice,
        rejections,
    }
}

/// Smallest `filter_bits` the rule asks for: 2^10-bit arrays (128 B each)
/// cost the switch nothing worth weighing, and smaller ones pass most keys
/// of a table of any size.
pub const MIN_FILTER_BITS: u8 = 10;

/// Build rows per filter bit the rule sizes for: with `2^f ≥ 8 n`, a key
/// that is not among a table's `n` passes both arrays with probability
/// about `(1 − e^(−1/8))² ≈ 1.4 %` (PROTOCOL.md §6.3).
pub const FILTER_BITS_PER_ROW: f64 = 8.0;

/// The membership filters (PROTOCOL.md §6.3) for a star join on the switch:
/// `found[j]` is the fraction of the fact's rows that find a row in
/// offloaded dimension `j`, and `max_build_rows` the largest dimension's
/// rows after its filters. When some fact rows find no partner in some
/// dimension, the switch answers them from the filters without reading a
/// bucket: `filter_bits` is then the smallest in
/// `MIN_FILTER_BITS..=FILTER_BITS_MAX` with `2^f ≥ 8 × max_build_rows`
/// (`FILTER_BITS_MAX` when none is that large). When every fact row finds
/// its rows, a filter rejects nothing: 0, none.
pub fn filter_bits_for(found: impl IntoIterator<Item = f64>, max_build_rows: f64) -> u8 {
    // Fractions from sampled counts sum to 1 within rounding.
    let some_miss = found.into_iter().any(|f| f < 1.0 - 1e-9);
    if !some_miss {
        return 0;
    }
    let want = FILTER_BITS_PER_ROW * max_build_rows.max(0.0);
    (MIN_FILTER_BITS..=netjoin_proto::FILTER_BITS_MAX)
        .find(|&f| (1u64 << f) as f64 >= want)
        .unwrap_or(netjoin_proto::FILTER_BITS_MAX)
}

/// The share of a table's on-chip slots its estimated build rows may fill
/// for the rule to place it on chip: the load the host's load-factor rule
/// sizes tables for (`netjoin_host::sizing::default_bucket_bits`). Row
/// estimates are not keys: at this load randomly hashed keys overflow few
/// buckets and dense surrogate keys none, and a misjudged table costs
/// spills finished on the host, never a wrong row.
pub const ONCHIP_MAX_LOAD: f64 = 0.25;

/// The tables a star join on `sig` with `2^bucket_bits` buckets a table
/// places on chip (CONFIGURE's `onchip`, bit t for table t, PROTOCOL.md
/// §6.4), from estimated row counts: `rows[t]` for signature table t, after
/// the dimension's filters (a table beyond `rows`, padding, holds one
/// row). Where the build keys are not at hand (the plan's price, the
/// staged form's set-up) the overflows cannot be counted as the host does
/// (`netjoin_host::sizing::onchip_tables`), so a table goes on chip when
/// its rows fill at most [`ONCHIP_MAX_LOAD`] of the on-chip slots, or when
/// `bucket_bits` is no more than the on-chip count (the layout does not
/// change). With `bucket_bits` 0 every table stays in DDR, as the host
/// keeps it (one bucket a table is how tests force overflows).
pub fn onchip_tables_for(sig: &Signature, bucket_bits: u32, rows: &[f64]) -> u8 {
    if bucket_bits == 0 {
        return 0;
    }
    let onchip = sig.onchip_bucket_bits();
    let fits = (sig.geometry().slots << onchip) as f64 * ONCHIP_MAX_LOAD;
    (0..sig.t())
        .filter(|&t| {
            bucket_bits <= u32::from(onchip) || rows.get(t).copied().unwrap_or(1.0) <= fits
        })
        .fold(0u8, |m, t| m | 1 << t)
}

/// [`onchip_tables_for`] at the bucket count a star join planned with
/// `rows[t]` rows in table t gets: `requested` (`--bucket-bits`), else the
/// load-factor rule's for the largest table, which the staged form's
/// set-up configures (`staged::planned_bucket_bits`) and the host's fit in
/// one process never exceeds.
pub fn planned_onchip(sig: &Signature, rows: &[f64], requested: Option<u8>) -> u8 {
    let bits = requested.unwrap_or_else(|| {
        let largest = rows.iter().copied().fold(1.0, f64::max);
        netjoin_host::sizing::default_bucket_bits(largest.ceil() as usize, sig.geometry().slots)
    });
    onchip_tables_for(sig, u32::from(bits), rows)
}

/// The tables of an on-chip mask as EXPLAIN lists them, "t0, t2" (table t
/// is the t-th offloaded dimension, padding after them); empty for none.
pub fn onchip_list(mask: u8) -> String {
    match mask {
        0 => String::new(),
        m => netjoin_host::sizing::onchip_names(m),
    }
}

pub fn human_bytes(b: f64) -> String {
    const U: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = b;
    let mut i = 0;
    while v >= 1024.0 && i < U.len() - 1 {
        v /= 1024.0;
        i += 1;
    }
    if i == 0 {
        format!("{b:.0} B")
    } else {
        format!("{v:.2} {}", U[i])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_gets_one_contexts_share_of_the_switch_memory() {
        let cat = SignatureCatalog::of(vec![Signature::new(8, 8, 2).unwrap()], "test");
        // 2 tables × 2^25 buckets × 64 B = 4 GiB: in 8 GiB and in half of
        // it, not in a quarter.
        let req = Requirement {
            key_bytes: 8,
            value_bytes: 8,
            tables: 2,
            max_build_rows: 3.0 * (1u64 << 24) as f64,
            payload_results: false,
        };
        let mut p = CostParams::default();
        let m = match_signature(&cat, &req, &p);
        assert_eq!(m.choice.expect("fits 8 GiB").memory_bytes, 4 << 30);
        p.query_contexts = 2;
        assert!(
            match_signature(&cat, &req, &p).choice.is_some(),
            "fits 4 GiB"
        );
        p.query_contexts = 4;
        let m = match_signature(&cat, &req, &p);
        assert!(m.choice.is_none());
        assert_eq!(m.rejections[0].kind, RejectKind::NotEnoughMemory);
        assert!(
            m.rejections[0].reason.contains("one of 4 query contexts"),
            "{}",
            m.rejections[0].reason
        );
    }

    #[test]
    fn onchip_where_rows_fill_a_quarter_of_the_onchip_slots() {
        // k4v4t3: 7 slots a bucket, 2^14 buckets a table on chip, so
        // 28,672 rows fill a quarter.
        let s = Signature::new(4, 4, 3).unwrap();
        assert_eq!((s.geometry().slots, s.onchip_bucket_bits()), (7, 14));
        let quarter = 7.0 * 16384.0 / 4.0;
        // SSB at SF 10 with 2^18 buckets (lineorder's part unfiltered):
        // part stays in DDR, supplier and date go.
        assert_eq!(
            onchip_tables_for(&s, 18, &[800_000.0, 20_000.0, 2_556.0]),
            0b110
        );
        assert_eq!(
            onchip_tables_for(&s, 18, &[quarter, quarter + 1.0, 1.0]),
            0b101
        );
        // A padding table (beyond the rows given) holds one row.
        assert_eq!(onchip_tables_for(&s, 20, &[1e6]), 0b110);
        // At no more buckets than on chip the layout does not change: all go.
        assert_eq!(onchip_tables_for(&s, 14, &[1e6, 1e6, 1e6]), 0b111);
        assert_eq!(onchip_tables_for(&s, 15, &[1e6, 1e6, 1e6]), 0);
        // One bucket a table: all in DDR.
        assert_eq!(onchip_tables_for(&s, 0, &[1.0, 1.0, 1.0]), 0);
        // Planned: at the load-factor rule's count for the largest table
        // (2^15 for 32,000 rows in 7 slots, 2^12 for 6,400), unless asked.
        assert_eq!(
            planned_onchip(&s, &[32_000.0, 4_000.0, 2_556.0], None),
            0b110
        );
        assert_eq!(
            planned_onchip(&s, &[6_400.0, 4_000.0, 2_556.0], None),
            0b111
        );
        assert_eq!(
            planned_onchip(&s, &[32_000.0, 4_000.0, 2_556.0], Some(14)),
            0b111
        );
        assert_eq!(planned_onchip(&s, &[6_400.0, 4_000.0, 2_556.0], Some(0)), 0);
        // k8v8t4: 3 slots, 2^13 buckets: 6,144 rows fill a quarter.
        let s = Signature::new(8, 8, 4).unwrap();
        assert_eq!(
            onchip_tables_for(&s, 16, &[6144.0, 6145.0, 0.0, 1e9]),
            0b0101
        );
    }

    #[test]
    fn filters_only_where_fact_rows_miss_sized_eight_bits_a_row() {
        // Every fact row finds its row in every dimension: no filter.
        assert_eq!(filter_bits_for([1.0, 1.0], 1e6), 0);
        assert_eq!(filter_bits_for([], 1e6), 0);
        // Rounding of sampled fractions is not a miss.
        assert_eq!(filter_bits_for([0.3 + 0.7 - 1e-12], 100.0), 0);
        // A share missing in one dimension: on, 2^f ≥ 8 × the largest
        // dimension's rows, at least 2^10 and at most 2^18.
        assert_eq!(filter_bits_for([1.0, 0.6], 0.0), 10);
        assert_eq!(filter_bits_for([0.99], 128.0), 10);
        assert_eq!(filter_bits_for([0.99], 129.0), 11);
        assert_eq!(filter_bits_for([0.5], 2048.0), 14);
        assert_eq!(filter_bits_for([0.5], 2049.0), 15);
        assert_eq!(filter_bits_for([0.5], 32768.0), 18);
        assert_eq!(filter_bits_for([0.5], 32769.0), 18);
        assert_eq!(filter_bits_for([0.0], 1e9), netjoin_proto::FILTER_BITS_MAX);
    }
}
