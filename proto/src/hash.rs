//! The bucket hash: a GF(2)-linear (H3-family) function of the key.
//!
//! Bit `j` of the 32-bit hash is the parity of `key & HASH_MASKS[j]`. In
//! hardware that is 32 AND-XOR trees, one combinational stage with no
//! multiplier; in software it is 32 `popcnt`s. Because it is linear, keys
//! drawn from a contiguous range `[0, 2^m)` spread exactly evenly over the
//! `2^b` buckets whenever the masks restricted to the low `m` bits have full
//! rank. The masks are built so that they do for every `b <= m <= 32`.

/// splitmix64 (Steele, Lea, Flood 2014), used only to derive the masks.
const fn splitmix64(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

/// Seed of the mask generator: the ASCII bytes of "netjoin!".
pub const HASH_SEED: u64 = 0x6E65_746A_6F69_6E21;

const fn make_masks() -> [u64; 32] {
    let mut masks = [0u64; 32];
    let mut state = HASH_SEED;
    let mut j = 0;
    while j < 32 {
        let (s, v) = splitmix64(state);
        state = s;
        // Bit j set, bits below j clear: the low 32x32 block is unit upper
        // triangular, so any b hash bits are independent on keys below 2^m
        // for every b <= m. The random bits above j mix the high key bits in.
        let above = !((1u64 << j) | ((1u64 << j) - 1));
        masks[j] = (v & above) | (1u64 << j);
        j += 1;
    }
    masks
}

/// `HASH_MASKS[j]` selects the key bits whose parity is hash bit `j`.
pub const HASH_MASKS: [u64; 32] = make_masks();

/// Seed of the membership filters' masks: the ASCII bytes of "netjoinF".
pub const FILTER_SEED: u64 = 0x6E65_746A_6F69_6E46;

/// Hash partitions of a table's membership filter (PROTOCOL.md §6.3): the
/// filter is `FILTER_HASHES` bit arrays of `2^filter_bits` bits, each
/// indexed by its own hash of the key, and a key passes when its bit is set
/// in every one. Separate arrays, not one array with two bits set, so that
/// each array is a one-bit-wide block RAM that an insert writes without
/// reading it.
pub const FILTER_HASHES: usize = 2;

/// Largest `filter_bits` a switch accepts in CONFIGURE: every catalog
/// pipeline has `2^18`-bit arrays (32 KiB each, 8 RAMB36).
pub const FILTER_BITS_MAX: u8 = 18;

const fn make_filter_masks() -> [u64; 32 * FILTER_HASHES] {
    let mut masks = [0u64; 32 * FILTER_HASHES];
    let mut state = FILTER_SEED;
    let mut i = 0;
    while i < 32 * FILTER_HASHES {
        let (s, v) = splitmix64(state);
        state = s;
        // Each partition's 32 masks are unit upper triangular in their low
        // block, as the bucket hash's: keys from a dense range below 2^f
        // land on distinct bits of a 2^f-bit array, so a dense key set is
        // filtered without false positives.
        let j = i % 32;
        let above = !((1u64 << j) | ((1u64 << j) - 1));
        masks[i] = (v & above) | (1u64 << j);
        i += 1;
    }
    masks
}

/// `FILTER_MASKS[32·p + j]` selects the key bits whose parity is bit `j` of
/// filter partition `p`'s 32-bit hash.
pub const FILTER_MASKS: [u64; 32 * FILTER_HASHES] = make_filter_masks();

/// The definition: partition `p`'s hash, bit `j` the parity of
/// `key & FILTER_MASKS[32·p + j]`.
pub fn filter_hash_by_definition(key: u64, partition: usize) -> u32 {
    let mut h = 0u32;
    for j in 0..32 {
        h |= ((key & FILTER_MASKS[32 * partition + j]).count_ones() & 1) << j;
    }
    h
}

const fn make_filter_byte_tables() -> [[u64; 256]; 8] {
    let mut t = [[0u64; 256]; 8];
    let mut p = 0;
    while p < 8 {
        let mut v = 0;
        while v < 256 {
            let key = (v as u64) << (8 * p);
            let mut h = 0u64;
            let mut j = 0;
            while j < 32 * FILTER_HASHES {
                h |= (((key & FILTER_MASKS[j]).count_ones() & 1) as u64) << j;
                j += 1;
            }
            t[p][v] = h;
            v += 1;
        }
        p += 1;
    }
    t
}

/// Both partitions' hashes of a byte at each position, side by side
/// (partition `p` in bits `32p..32p+32`): the filter hash is linear too.
static FILTER_BYTE_TABLES: [[u64; 256]; 8] = make_filter_byte_tables();

/// Both partitions' 32-bit filter hashes of a key widened to 64 bits,
/// partition `p` in bits `32p..32p+32`.
#[inline(always)]
pub fn filter_hash64(x: u64) -> u64 {
    let t = &FILTER_BYTE_TABLES;
    t[0][(x & 0xFF) as usize]
        ^ t[1][(x >> 8 & 0xFF) as usize]
        ^ t[2][(x >> 16 & 0xFF) as usize]
        ^ t[3][(x >> 24 & 0xFF) as usize]
        ^ t[4][(x >> 32 & 0xFF) as usize]
        ^ t[5][(x >> 40 & 0xFF) as usize]
        ^ t[6][(x >> 48 & 0xFF) as usize]
        ^ t[7][(x >> 56) as usize]
}

/// The bit of `key` in partition `p` of a filter of `2^filter_bits`-bit
/// arrays (`filter_bits` 1..=32).
#[inline]
pub fn filter_bit(key: u64, partition: usize, filter_bits: u8) -> u32 {
    let h = (filter_hash64(key) >> (32 * partition)) as u32;
    if filter_bits >= 32 {
        h
    } else {
        h & ((1u32 << filter_bits) - 1)
    }
}

/// The definition: bit `j` is the parity of `key & HASH_MASKS[j]`.
pub fn hash32_by_definition(key: u64) -> u32 {
    let mut h = 0u32;
    for (j, m) in HASH_MASKS.iter().enumerate() {
        h |= ((key & m).count_ones() & 1) << j;
    }
    h
}

const fn make_byte_tables() -> [[u32; 256]; 8] {
    let mut t = [[0u32; 256]; 8];
    let mut p = 0;
    while p < 8 {
        let mut v = 0;
        while v < 256 {
            let key = (v as u64) << (8 * p);
            let mut h = 0u32;
            let mut j = 0;
            while j < 32 {
                h |= ((key & HASH_MASKS[j]).count_ones() & 1) << j;
                j += 1;
            }
            t[p][v] = h;
            v += 1;
        }
        p += 1;
    }
    t
}

/// `BYTE_TABLES[p][v]` is the hash of byte value `v` at byte position `p`
/// (0 = least significant). The hash is linear, so the hash of a key is the
/// XOR of its bytes' entries: 8 L1-resident lookups instead of 32 parities.
static BYTE_TABLES: [[u32; 256]; 8] = make_byte_tables();

/// The 32-bit hash of a key already widened to 64 bits. Written out so
/// every index is provably in range (no bounds checks) and the eight lookups
/// are independent loads: the behavioural model's batched path hashes with it.
#[inline(always)]
pub fn hash32(x: u64) -> u32 {
    let t = &BYTE_TABLES;
    t[0][(x & 0xFF) as usize]
        ^ t[1][(x >> 8 & 0xFF) as usize]
        ^ t[2][(x >> 16 & 0xFF) as usize]
        ^ t[3][(x >> 24 & 0xFF) as usize]
        ^ t[4][(x >> 32 & 0xFF) as usize]
        ^ t[5][(x >> 40 & 0xFF) as usize]
        ^ t[6][(x >> 48 & 0xFF) as usize]
        ^ t[7][(x >> 56) as usize]
}

/// A key of 1..=8 big-endian bytes, zero-extended to 64 bits.
#[inline]
pub fn key_to_u64(key: &[u8]) -> u64 {
    debug_assert!(!key.is_empty() && key.len() <= 8);
    key.iter().fold(0u64, |acc, &b| (acc << 8) | b as u64)
}

/// The bucket of `key` in a table of `2^bucket_bits` buckets: the low bits of the hash.
#[inline]
pub fn bucket_of(key: &[u8], bucket_bits: u8) -> u32 {
    let h = hash32(key_to_u64(key));
    if bucket_bits >= 32 {
        h
    } else {
        h & ((1u32 << bucket_bits) - 1)
    }
}

/// Whether `2^bits` buckets of `slots` slots each take every key whose
/// 32-bit hash ([`hash32`]) is in `hashes` without a bucket overflowing
/// (bucket b: the hash's low `bits` bits, as [`bucket_of`]). `counts` is
/// scratch space of at least `2^bits` entries, a byte each (a bucket has
/// fewer than 256 slots; 2^26 buckets take 64 MiB). One hash a key serves every
/// candidate bucket count: the host's fit of a query's buckets and of its
/// on-chip tables, and rtl-bench's, are this test.
pub fn hashes_fit(
    hashes: impl IntoIterator<Item = u32>,
    bits: u8,
    slots: usize,
    counts: &mut [u8],
) -> bool {
    let mask = if bits >= 32 {
        u32::MAX
    } else {
        (1u32 << bits) - 1
    };
    let counts = &mut counts[..=(mask as usize)];
    counts.fill(0);
    for h in hashes {
        let c = &mut counts[(h & mask) as usize];
        if usize::from(*c) >= slots {
            return false;
        }
        *c += 1;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_fit_until_a_bucket_takes_one_key_more_than_its_slots() {
        let mut counts = vec![0u8; 16];
        // Bucket 3 of 4 (low 2 bits) gets three keys; the others one.
        let hashes = [3u32, 7, 11, 0, 1, 2];
        assert!(hashes_fit(hashes, 2, 3, &mut counts));
        assert!(!hashes_fit(hashes, 2, 2, &mut counts));
        // At 16 buckets every hash has its own.
        assert!(hashes_fit(hashes, 4, 1, &mut counts));
        assert!(hashes_fit(std::iter::empty(), 0, 0, &mut counts));
        assert!(!hashes_fit([5u32], 0, 0, &mut counts));
    }

    /// Rank over GF(2) of the first `rows` hash bits restricted to the low `cols` key bits.
    fn rank(rows: usize, cols: u32) -> usize {
        let colmask = if cols >= 64 {
            u64::MAX
        } else {
            (1u64 << cols) - 1
        };
        let mut v: Vec<u64> = HASH_MASKS[..rows].iter().map(|m| m & colmask).collect();
        let mut r = 0;
        for bit in 0..64 {
            if let Some(p) = (r..v.len()).find(|&i| v[i] >> bit & 1 == 1) {
                v.swap(r, p);
                for i in 0..v.len() {
                    if i != r && v[i] >> bit & 1 == 1 {
                        v[i] ^= v[r];
                    }
                }
                r += 1;
            }
        }
        r
    }

    #[test]
    fn masks_have_full_rank_for_dense_keys() {
        // Any b <= m hash bits must be independent on keys below 2^m, for the
        // table sizes the switch supports (up to 2^27 buckets).
        for b in 1..=27 {
            for m in b as u32..=32 {
                assert_eq!(rank(b, m), b, "hash bits 0..{b} on key bits 0..{m}");
            }
        }
    }

    #[test]
    fn sequential_keys_fill_buckets_exactly_evenly() {
        let bits = 10u8;
        let mut counts = vec![0u32; 1 << bits];
        for k in 0u32..(1 << 16) {
            counts[bucket_of(&k.to_be_bytes(), bits) as usize] += 1;
        }
        assert!(counts.iter().all(|&c| c == 64), "{counts:?}");
    }

    #[test]
    fn key_width_does_not_change_the_hash_of_a_value() {
        for k in [0u64, 1, 77, 0xdead_beef] {
            assert_eq!(
                bucket_of(&(k as u32).to_be_bytes(), 20),
                bucket_of(&k.to_be_bytes(), 20)
            );
        }
    }

    #[test]
    fn table_hash_equals_the_definition() {
        let mut x = 0x1234_5678_9abc_def0u64;
        for _ in 0..100_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            assert_eq!(hash32(x), hash32_by_definition(x), "key {x:#x}");
        }
        for k in 0..4096u64 {
            assert_eq!(hash32(k), hash32_by_definition(k));
        }
    }

    #[test]
    fn filter_hash_equals_the_definition() {
        let mut x = 0x0bad_5eed_1234_5678u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            for p in 0..FILTER_HASHES {
                assert_eq!(
                    (filter_hash64(x) >> (32 * p)) as u32,
                    filter_hash_by_definition(x, p),
                    "key {x:#x} partition {p}"
                );
            }
        }
    }

    #[test]
    fn filter_hash_check_values_of_the_protocol() {
        // PROTOCOL.md §6.3 states these for an implementation to check itself against.
        assert_eq!(filter_hash_by_definition(1, 0), 1);
        assert_eq!(filter_hash_by_definition(1, 1), 1);
        assert_eq!(filter_hash_by_definition(0xdead_beef, 0), 0xfeec_3225);
        assert_eq!(filter_hash_by_definition(0xdead_beef, 1), 0x8bf5_c04c);
    }

    #[test]
    fn dense_keys_take_distinct_filter_bits() {
        // Keys below 2^f land on distinct bits of every partition: a dense
        // key set has no false positive within its range.
        let f = 12u8;
        for p in 0..FILTER_HASHES {
            let mut seen = vec![false; 1 << f];
            for k in 0u64..(1 << f) {
                let b = filter_bit(k, p, f) as usize;
                assert!(!seen[b], "partition {p}: key {k} shares bit {b}");
                seen[b] = true;
            }
        }
        // and the partitions and the bucket hash are different functions
        assert_ne!(filter_bit(12345, 0, 16), filter_bit(12345, 1, 16));
        assert_ne!(filter_bit(12345, 0, 16), hash32(12345) & 0xFFFF);
    }

    #[test]
    fn hash_is_linear() {
        let (a, b) = (0x1234_5678_9abc_def0u64, 0x0fed_cba9_8765_4321u64);
        assert_eq!(hash32(a ^ b), hash32(a) ^ hash32(b));
        assert_eq!(hash32(0), 0);
    }
}

#[cfg(test)]
mod doc_tests {
    /// docs/PROTOCOL.md lists the masks; a client in another language copies
    /// them from there, so the document must match the code exactly.
    #[test]
    fn protocol_document_lists_the_masks() {
        let doc =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/PROTOCOL.md"))
                .expect("docs/PROTOCOL.md");
        for (j, m) in super::HASH_MASKS.iter().enumerate() {
            let line = format!("| {j} | `0x{m:016x}` |");
            assert!(doc.contains(&line), "PROTOCOL.md lacks `{line}`");
        }
    }
}
