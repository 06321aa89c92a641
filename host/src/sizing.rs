//! How many buckets each table of a query gets on the switch.
//!
//! PROTOCOL.md §6.2 gives every table of a query the same `2^bucket_bits`
//! buckets, interleaved bucket-major, so the table memory is
//! `T × 2^bucket_bits × bucket_bytes` whatever the tables hold, and the
//! largest table decides it. That memory is not free even in software: the
//! behavioural model zero-fills all of it before the build (384 MiB at TPC-H
//! SF1 under the load-factor rule alone, more time than all the inserts).

use netjoin_proto::hash::hash32;
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
    let (bw, k, slots) = (sig.build_width(), sig.k(), sig.geometry().slots);
    let max_rows = dims
        .iter()
        .map(|d| d.iter().map(Vec::len).sum::<usize>() / bw)
        .max()
        .unwrap_or(0);
    let (lower, upper) = bounds(max_rows, slots);
    if lower == upper {
        return (upper, BucketSizing::LoadFactor);
    }
    // One hash per build tuple, computed once for every candidate: bucket b
    // of 2^bits is the low `bits` bits of the 32-bit hash (proto's
    // `bucket_of`).
    let hashes: Vec<Vec<Vec<u32>>> = dims
        .par_iter()
        .map(|table| {
            table
                .par_iter()
                .map(|part| {
                    part.chunks_exact(bw)
                        .map(|t| hash32(key_to_u64(&t[..k])))
                        .collect()
                })
                .collect()
        })
        .collect();
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
    let mask = (1u32 << bits) - 1;
    let counts = &mut counts[..1 << bits];
    counts.fill(0);
    for &h in hashes.iter().flatten() {
        let c = &mut counts[(h & mask) as usize];
        if usize::from(*c) >= slots {
            return false;
        }
        *c += 1;
    }
    true
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
