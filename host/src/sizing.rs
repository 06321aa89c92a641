//! How many buckets each table of a query gets on the switch.
//!
//! PROTOCOL.md §6.2 gives every table of a query the same `2^bucket_bits`
//! buckets, interleaved bucket-major, so the table memory is
//! `T × 2^bucket_bits × bucket_bytes` whatever the tables hold, and the
//! largest table decides it. That memory is not free even in software: the
//! behavioural model zero-fills all of it before the build (384 MiB at TPC-H
//! SF1 under the load-factor rule alone, more time than all the inserts).

use netjoin_proto::hash::{hash32, hashes_fit};
use netjoin_proto::{key_to_u64, Signature};
use rayon::prelude::*;

/// The largest bucket count CONFIGURE accepts (PROTOCOL.md §5.2).
const MAX_BUCKET_BITS: u8 = 27;

/// Smallest power-of-two bucket count that keeps the mean load at or below a
/// quarter of the slots: with Poisson-distributed bucket loads that leaves
/// well under 0.1 % of buckets overflowing, so few probes spill to the host.
pub fn default_bucket_bits(max_rows: usize, slots: usize) -> u8 {
    let buckets = (max_rows.max(1) * 4).div_ceil(slots.max(1));
    log2_ceil(buckets).min(MAX_BUCKET_BITS)
}

/// The bucket count for the build tables `dims[t][w]` (worker w's flat build
/// tuples of table t): the smallest count, no larger than
/// [`default_bucket_bits`]'s, at which not one build tuple of any table
/// overflows its bucket; [`default_bucket_bits`]'s when every smaller count
/// overflows somewhere.
///
/// Why this is cheap and safe: the bucket hash is public and the host holds
/// every key it is about to send, so the overflow count of a candidate is
/// computed exactly (the switch fills a bucket's slots in any order and
/// overflows the tuples beyond `slots`), not estimated. A count with no
/// overflow means no probe can spill, so the smaller memory costs nothing at
/// probe time; the rule never picks a count with more overflows than the
/// load-factor rule's. The hash is linear (proto's `hash`), so the dense
/// surrogate keys of star schemas (TPC-H's, SSB's) spread evenly and usually
/// fit at half the load-factor rule's memory; random keys keep its count.
pub fn fitted_bucket_bits(sig: &Signature, dims: &[Vec<Vec<u8>>]) -> u8 {
    fit(sig, dims).0
}

/// How a query's bucket count was chosen, for the run's report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BucketSizing {
    /// Given by the user (`--bucket-bits`).
    Requested,
    /// Fitted to the build keys ([`fitted_bucket_bits`]): no build tuple
    /// overflows, with fewer buckets than the load-factor rule's `2^rule`.
    Fitted { rule: u8 },
    /// The load-factor rule's count ([`default_bucket_bits`]): no smaller
    /// count is free of overflows, or none is smaller.
    LoadFactor,
}

impl std::fmt::Display for BucketSizing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BucketSizing::Requested => write!(f, "as requested"),
            BucketSizing::Fitted { rule } => {
                write!(
                    f,
                    "fitted to the build keys, none overflows; the load-factor rule gives 2^{rule}"
                )
            }
            BucketSizing::LoadFactor => write!(
                f,
                "the load-factor rule's; no smaller count is free of overflows"
            ),
        }
    }
}

/// `requested`, or the fitted count, and how it was chosen.
pub fn choose_bucket_bits(
    sig: &Signature,
    dims: &[Vec<Vec<u8>>],
    requested: Option<u8>,
) -> (u8, BucketSizing) {
    match requested {
        Some(bits) => (bits, BucketSizing::Requested),
        None => fit(sig, dims),
    }
}

fn fit(sig: &Signature, dims: &[Vec<Vec<u8>>]) -> (u8, BucketSizing) {
    let slots = sig.geometry().slots;
    let max_rows = dims.iter().map(|d| table_rows(sig, d)).max().unwrap_or(0);
    let (lower, upper) = bounds(max_rows, slots);
    if lower == upper {
        return (upper, BucketSizing::LoadFactor);
    }
    // One hash per build tuple, computed once for every candidate.
    let hashes: Vec<Vec<Vec<u32>>> = dims.par_iter().map(|t| table_hashes(sig, t)).collect();
    let mut counts = vec![0u8; 1 << (upper - 1)];
    match (lower..upper).find(|&bits| {
        hashes
            .iter()
            .all(|table| fits(table, bits, slots, &mut counts))
    }) {
        Some(bits) => (bits, BucketSizing::Fitted { rule: upper }),
        None => (upper, BucketSizing::LoadFactor),
    }
}

/// Build tuples of one table (`table[w]`: worker w's, flat).
fn table_rows(sig: &Signature, table: &[Vec<u8>]) -> usize {
    table.iter().map(Vec::len).sum::<usize>() / sig.build_width()
}

/// The bucket hash of every build tuple of one table, by partition: bucket
/// b of 2^bits is the low `bits` bits of the 32-bit hash (proto's
/// `bucket_of`), so one hash serves every candidate count.
fn table_hashes(sig: &Signature, table: &[Vec<u8>]) -> Vec<Vec<u32>> {
    let (bw, k) = (sig.build_width(), sig.k());
    table
        .par_iter()
        .map(|part| {
            part.chunks_exact(bw)
                .map(|t| hash32(key_to_u64(&t[..k])))
                .collect()
        })
        .collect()
}

/// Whether a query places the tables it can on chip (CONFIGURE's `onchip`,
/// PROTOCOL.md §6.4), or keeps every table in DDR (to compare the two).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    clap::ValueEnum,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum OnchipPolicy {
    /// Every table in DDR.
    None,
    /// The tables that fit on chip without overflowing ([`onchip_tables`]
    /// when the build keys are known; an estimate from row counts when not).
    #[default]
    Auto,
}

impl OnchipPolicy {
    /// The policy's name on the command line (`--onchip`).
    pub fn name(self) -> &'static str {
        match self {
            OnchipPolicy::None => "none",
            OnchipPolicy::Auto => "auto",
        }
    }
}

impl std::str::FromStr for OnchipPolicy {
    type Err = String;
    fn from_str(s: &str) -> Result<OnchipPolicy, String> {
        <OnchipPolicy as clap::ValueEnum>::from_str(s, true)
            .map_err(|_| format!("`{s}` is not an on-chip placement: none or auto"))
    }
}

/// The tables a query with `2^bucket_bits` buckets per table places on chip
/// (bit t for table t; `dims[t][w]`: worker w's flat build tuples of table
/// t). An on-chip table has `min(bucket_bits, sig.onchip_bucket_bits())`
/// bits of buckets (proto's `ConfigureQuery::table_bucket_bits`), so table t
/// goes on chip only when its build keys overflow no bucket at that count:
/// a probe of it then never spills, and it costs no DDR read. When
/// `bucket_bits` is no more than the on-chip count the layout does not
/// change, so the table goes whatever its keys (the overflows it has, it
/// has in DDR too). With `bucket_bits` 0 every table stays in DDR: one
/// bucket a table is how tests force overflows through the DDR path.
pub fn onchip_tables(sig: &Signature, dims: &[Vec<Vec<u8>>], bucket_bits: u8) -> u8 {
    let onchip = sig.onchip_bucket_bits();
    if bucket_bits == 0 {
        return 0;
    }
    if bucket_bits <= onchip {
        return all_tables(sig);
    }
    let slots = sig.geometry().slots;
    let mut counts = vec![0u8; 1 << onchip];
    let mut mask = 0u8;
    for (t, table) in dims.iter().enumerate().take(sig.t()) {
        // More tuples than on-chip slots overflow by pigeonhole alone.
        if table_rows(sig, table) > slots << onchip {
            continue;
        }
        if fits(&table_hashes(sig, table), onchip, slots, &mut counts) {
            mask |= 1 << t;
        }
    }
    mask
}

/// Bit t set for every table t of `sig`.
fn all_tables(sig: &Signature) -> u8 {
    ((1u32 << sig.t()) - 1) as u8
}

/// The on-chip tables `policy` gives a query with `2^bucket_bits` buckets
/// per table ([`onchip_tables`] for [`OnchipPolicy::Auto`]).
pub fn choose_onchip(
    sig: &Signature,
    dims: &[Vec<Vec<u8>>],
    bucket_bits: u8,
    policy: OnchipPolicy,
) -> u8 {
    match policy {
        OnchipPolicy::None => 0,
        OnchipPolicy::Auto => onchip_tables(sig, dims, bucket_bits),
    }
}

/// "t0, t2": the tables of an on-chip mask, for reports; "none" for 0.
pub fn onchip_names(mask: u8) -> String {
    if mask == 0 {
        return "none".into();
    }
    (0..8)
        .filter(|t| mask >> t & 1 != 0)
        .map(|t| format!("t{t}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The fewest and the most buckets (as powers of two) a query whose largest
/// build table has `max_rows` rows can get: below the first, tuples overflow
/// by pigeonhole alone (and the load-factor rule never gave fewer than two
/// buckets); the second is the load-factor rule's.
fn bounds(max_rows: usize, slots: usize) -> (u8, u8) {
    let upper = default_bucket_bits(max_rows, slots);
    let lower = log2_ceil(max_rows.div_ceil(slots.max(1))).max(1).min(upper);
    (lower, upper)
}

/// Starts mapping the behavioural model's table memory for a query on `sig`
/// whose largest build table has `max_rows` rows, before its build side is
/// read: the part the fit is likely to need ([`likely_bits`]) is touched in
/// the background, the rest, if the fit needs more, at CONFIGURE
/// ([`netjoin_sim::model::reserve_table_memory`]). `requested`: the
/// `--bucket-bits` given, if any.
pub fn reserve_model_memory(sig: &Signature, max_rows: usize, requested: Option<u8>) {
    let geom = sig.geometry();
    let (lower, upper) = match requested {
        Some(bits) => (bits, bits),
        None => bounds(max_rows, geom.slots),
    };
    let image = |bits: u8| (sig.t() << bits) * geom.bucket_bytes();
    netjoin_sim::model::reserve_table_memory(image(upper), image(likely_bits(lower, upper)));
}

/// The most buckets the fit is likely to need, between `lower` and `upper`
/// (as [`bounds`] gives them): one count below the load-factor rule's,
/// what surrogate keys with gaps fit (TPC-H's order keys at SF1; fully dense
/// keys fit lower still, see [`fitted_bucket_bits`]). Touching that much
/// ahead lets the kernel's zero-filling run on the core the serial part of
/// the build leaves idle; a larger fit (random keys) touches the rest at
/// CONFIGURE, a smaller one leaves some touched pages unused.
fn likely_bits(lower: u8, upper: u8) -> u8 {
    upper.saturating_sub(1).max(lower)
}

/// Whether one table's tuples (`hashes`, by partition) fit `2^bits` buckets
/// of `slots` slots each without an overflow. `counts` has room for
/// `2^bits` bucket counts.
fn fits(hashes: &[Vec<u32>], bits: u8, slots: usize, counts: &mut [u8]) -> bool {
    hashes_fit(hashes.iter().flatten().copied(), bits, slots, counts)
}

/// Smallest `b` with `2^b >= n` (0 for n <= 1).
fn log2_ceil(n: usize) -> u8 {
    n.max(1).next_power_of_two().trailing_zeros() as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use netjoin_proto::bucket_of;

    fn sig() -> Signature {
        Signature::new(8, 8, 2).unwrap()
    }

    /// Build tuples with these keys (value = key), split over two workers.
    fn table(keys: impl Iterator<Item = u64>) -> Vec<Vec<u8>> {
        let mut parts = vec![Vec::new(), Vec::new()];
        for (i, key) in keys.enumerate() {
            parts[i % 2].extend_from_slice(&key.to_be_bytes());
            parts[i % 2].extend_from_slice(&key.to_le_bytes());
        }
        parts
    }

    /// Overflowing tuples of `keys` in 2^bits buckets, the switch's way.
    fn overflows(keys: &[u64], bits: u8, slots: usize) -> usize {
        let mut load = vec![0usize; 1 << bits];
        keys.iter()
            .filter(|k| {
                let b = bucket_of(&k.to_be_bytes(), bits) as usize;
                load[b] += 1;
                load[b] > slots
            })
            .count()
    }

    #[test]
    fn dense_keys_fit_below_the_load_factor_rule_without_overflow() {
        let slots = sig().geometry().slots;
        let dense: Vec<u64> = (1..=300_000).collect();
        let small: Vec<u64> = (1..=2_000).collect();
        let dims = vec![table(dense.iter().copied()), table(small.iter().copied())];
        let bits = fitted_bucket_bits(&sig(), &dims);
        let rule = default_bucket_bits(dense.len(), slots);
        assert!(
            bits < rule,
            "dense keys: {bits} bits, the rule gives {rule}"
        );
        assert_eq!(overflows(&dense, bits, slots), 0);
        assert_eq!(overflows(&small, bits, slots), 0);
        // The smallest such count: one bucket fewer overflows.
        assert!(overflows(&dense, bits - 1, slots) > 0);
    }

    #[test]
    fn the_memory_touched_ahead_covers_the_fit_of_surrogate_keys() {
        let slots = sig().geometry().slots;
        // TPC-H's order keys use 8 of every 32 values: at SF1's 1.5 M rows
        // they fit one count below the rule's, exactly what is touched.
        let orderkey = |i: u64| (i / 8) * 32 + i % 8 + 1;
        let rows = 1_500_000u64;
        let dims = vec![table((0..rows).map(orderkey)), table(1..=200_000)];
        let (lower, upper) = bounds(rows as usize, slots);
        assert_eq!(likely_bits(lower, upper), upper - 1);
        assert_eq!(fitted_bucket_bits(&sig(), &dims), likely_bits(lower, upper));
        // Fully dense keys fit lower still: what is touched ahead covers
        // the fit, so CONFIGURE has nothing left to zero-fill.
        for rows in [2_000u64, 100_000, 300_000] {
            let dims = vec![table(1..=rows), table(1..=rows / 10)];
            let (lower, upper) = bounds(rows as usize, slots);
            let ahead = likely_bits(lower, upper);
            assert!(lower <= ahead && ahead <= upper);
            assert!(
                fitted_bucket_bits(&sig(), &dims) <= ahead,
                "{rows} dense keys"
            );
        }
        // A bucket count the user gave is touched whole.
        assert_eq!(likely_bits(17, 17), 17);
        assert_eq!(likely_bits(0, 0), 0);
    }

    #[test]
    fn the_choice_says_how_it_was_made() {
        let slots = sig().geometry().slots;
        let dims = vec![table(1..=100_000), table(1..=10)];
        let rule = default_bucket_bits(100_000, slots);
        let (bits, how) = choose_bucket_bits(&sig(), &dims, None);
        assert_eq!(how, BucketSizing::Fitted { rule });
        assert!(bits < rule);
        assert_eq!(
            choose_bucket_bits(&sig(), &dims, Some(5)),
            (5, BucketSizing::Requested)
        );
        let dup = vec![table(std::iter::repeat_n(9, slots + 1)), table(1..=10)];
        assert_eq!(
            choose_bucket_bits(&sig(), &dup, None).1,
            BucketSizing::LoadFactor
        );
        assert!(BucketSizing::Fitted { rule }
            .to_string()
            .contains(&format!("2^{rule}")));
    }

    #[test]
    fn random_keys_keep_the_load_factor_rule() {
        let slots = sig().geometry().slots;
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let random: Vec<u64> = (0..100_000)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x
            })
            .collect();
        let dims = vec![table(random.iter().copied()), table(1..=10)];
        let bits = fitted_bucket_bits(&sig(), &dims);
        // Random keys overflow at half the rule's buckets; the fitted count
        // is never one with more overflows than the rule's own.
        let rule = default_bucket_bits(random.len(), slots);
        assert!(overflows(&random, rule - 1, slots) > 0);
        assert_eq!(bits, rule);
    }

    #[test]
    fn duplicate_keys_that_overflow_everywhere_keep_the_rule() {
        let slots = sig().geometry().slots;
        let dims = vec![table(std::iter::repeat_n(7, slots + 1)), table(1..=50_000)];
        assert_eq!(
            fitted_bucket_bits(&sig(), &dims),
            default_bucket_bits(50_000, slots)
        );
    }

    /// k8v8t2: 3 slots a bucket, 2^14 buckets a table on chip.
    fn onchip_sig() -> Signature {
        let s = sig();
        assert_eq!((s.geometry().slots, s.onchip_bucket_bits()), (3, 14));
        s
    }

    #[test]
    fn dense_keys_go_on_chip_where_they_overflow_no_bucket() {
        let s = onchip_sig();
        // 40,000 dense keys fill 81 % of the on-chip slots and spread
        // evenly under the linear hash; the small table fits anyway.
        let dense: Vec<u64> = (1..=40_000).collect();
        let dims = vec![table(dense.iter().copied()), table(1..=100)];
        assert_eq!(overflows(&dense, 14, 3), 0);
        assert_eq!(onchip_tables(&s, &dims, 17), 0b11);
        assert_eq!(choose_onchip(&s, &dims, 17, OnchipPolicy::Auto), 0b11);
        assert_eq!(choose_onchip(&s, &dims, 17, OnchipPolicy::None), 0);
        assert_eq!(onchip_names(0b11), "t0, t1");
    }

    #[test]
    fn a_table_beyond_the_on_chip_slots_stays_in_ddr() {
        let s = onchip_sig();
        // One key more than 3 slots × 2^14 buckets hold: at 2^17 buckets
        // the keys fit, on chip they cannot.
        let big: Vec<u64> = (1..=3 * (1 << 14) + 1).collect();
        assert_eq!(overflows(&big, 17, 3), 0);
        let dims = vec![table(big.iter().copied()), table(1..=100)];
        assert_eq!(onchip_tables(&s, &dims, 17), 0b10);
        assert_eq!(onchip_names(0b10), "t1");
    }

    #[test]
    fn a_table_that_fits_only_at_the_querys_buckets_stays_in_ddr() {
        let s = onchip_sig();
        // Keys all in on-chip bucket 0 (low 14 hash bits 0), at most 3 in
        // each of the four buckets of 2^16 that share those bits: none
        // overflows at 2^16 buckets, bucket 0 does at 2^14.
        let mut per_bucket = std::collections::HashMap::new();
        let crowded: Vec<u64> = (1u64..)
            .filter(|k| {
                let key = k.to_be_bytes();
                if bucket_of(&key, 14) != 0 {
                    return false;
                }
                let n = per_bucket.entry(bucket_of(&key, 16)).or_insert(0);
                *n += 1;
                *n <= 3
            })
            .take(8)
            .collect();
        assert_eq!(overflows(&crowded, 16, 3), 0);
        assert!(overflows(&crowded, 14, 3) > 0);
        let dims = vec![table(1..=100), table(crowded.iter().copied())];
        assert_eq!(onchip_tables(&s, &dims, 16), 0b01);
        // At no more buckets than on chip the layout is the same: both go,
        // with the overflows they have in DDR too.
        assert_eq!(onchip_tables(&s, &dims, 14), 0b11);
        assert_eq!(onchip_tables(&s, &dims, 3), 0b11);
        // One bucket a table (tests forcing overflows): every table in DDR.
        assert_eq!(onchip_tables(&s, &dims, 0), 0);
    }

    #[test]
    fn onchip_policy_spellings() {
        assert_eq!("auto".parse::<OnchipPolicy>(), Ok(OnchipPolicy::Auto));
        assert_eq!("NONE".parse::<OnchipPolicy>(), Ok(OnchipPolicy::None));
        let e = "some".parse::<OnchipPolicy>().unwrap_err();
        assert!(e.contains("`some`") && e.contains("none or auto"), "{e}");
        assert_eq!(OnchipPolicy::default(), OnchipPolicy::Auto);
        assert_eq!(onchip_names(0), "none");
    }

    #[test]
    fn empty_and_tiny_tables() {
        let dims = vec![vec![Vec::new(), Vec::new()], vec![Vec::new(), Vec::new()]];
        assert_eq!(
            fitted_bucket_bits(&sig(), &dims),
            default_bucket_bits(0, sig().geometry().slots)
        );
        let dims = vec![table(1..=1), table(1..=3)];
        let bits = fitted_bucket_bits(&sig(), &dims);
        assert!(bits <= default_bucket_bits(3, sig().geometry().slots));
        assert_eq!(overflows(&[1, 2, 3], bits, sig().geometry().slots), 0);
    }
}
