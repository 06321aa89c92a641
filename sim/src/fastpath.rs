//! The batched build and probe kernels of the behavioural switch.
//!
//! The hardware pipelines a frame: it hashes each key as it streams in and
//! issues the bucket read long before the tuple reaches the compare stage, so
//! many DDR reads are in flight at once. The model does the same in software:
//! one pass over a frame's tuples computes every hash and bucket offset and
//! issues a prefetch for each bucket, then a second pass does the inserts or
//! lookups in the frame's tuple order. The second pass is the per-tuple
//! semantics of PROTOCOL.md §7 unchanged (tuples of one BUILD frame may hit
//! the same bucket, so inserts stay strictly sequential); only the memory
//! reads were started early. `model::reference` keeps the straightforward
//! per-tuple code, and tests check both agree byte for byte.
//!
//! Output frames are written in place ([`OutFramer`]): the payload goes
//! straight into the frame's own buffer behind a header written at the end,
//! so each frame the switch sends costs one allocation and no copy.

use netjoin_proto::hash::hash32;
use netjoin_proto::signature::{STATUS_COUNT_MASK, STATUS_OVERFLOW};
use netjoin_proto::{Header, ETH_MIN_FRAME, HEADER_LEN, LINE_BYTES};

use crate::model::Emitted;

/// Starts loading the cache line at `p` without waiting for it. A hint only:
/// it never faults and has no architectural effect, so any address is fine.
#[inline(always)]
pub(crate) fn prefetch(p: *const u8) {
    #[cfg(target_arch = "x86_64")]
    {
        use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        // SAFETY: PREFETCHT0 is a hint; it does not access memory
        // architecturally and cannot fault, whatever the address. SSE, which
        // it needs, is part of the x86_64 baseline.
        #[allow(unused_unsafe)]
        unsafe {
            _mm_prefetch::<_MM_HINT_T0>(p as *const i8)
        };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

/// Prefetches every line of the bucket at `mem[off..off + bucket_bytes]`.
#[inline(always)]
fn prefetch_bucket(mem: &[u8], off: usize, lines: usize) {
    let p = mem.as_ptr().wrapping_add(off);
    for l in 0..lines {
        prefetch(p.wrapping_add(l * LINE_BYTES));
    }
}

/// A key of `K` big-endian bytes zero-extended to 64 bits, as
/// `netjoin_proto::key_to_u64`, but with the width known at compile time so
/// it is one load and a byte swap. Equal keys give equal values and vice
/// versa (the zero extension is the same for both), so key comparisons can
/// use it too.
#[inline(always)]
fn key_u64<const K: usize>(b: &[u8]) -> u64 {
    let mut a = [0u8; 8];
    a[8 - K..].copy_from_slice(&b[..K]);
    u64::from_be_bytes(a)
}

/// `hash & mask` is `bucket_of`: the low `bucket_bits` bits of the hash.
#[inline]
pub(crate) fn bucket_mask(bucket_bits: u8) -> u32 {
    if bucket_bits >= 32 {
        u32::MAX
    } else {
        (1u32 << bucket_bits) - 1
    }
}

/// What the kernels need to know about the table memory and the signature.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layout {
    /// Offset of bucket 0 of table 0 in the backing store.
    pub base: usize,
    pub tables: usize,
    pub key_bytes: usize,
    pub lines: usize,
    pub slots: usize,
    pub slot_bytes: usize,
    pub bucket_bytes: usize,
    pub mask: u32,
}

impl Layout {
    /// Offset of bucket `b` of table `t` (PROTOCOL.md §6.2: the tables'
    /// buckets interleaved, bucket-major).
    #[inline(always)]
    fn offset(&self, b: u32, t: usize) -> usize {
        self.base + (b as usize * self.tables + t) * self.bucket_bytes
    }
}

/// Packs fixed-width tuples into frames exactly as
/// `netjoin_proto::TupleFramer` + `FrameBuilder::encode` do (same header,
/// same split points, same padding, same sequence numbers), but writes each
/// tuple directly into the frame that will be sent.
pub(crate) struct OutFramer {
    template: Header,
    width: usize,
    per_frame: usize,
    port: usize,
    frame: Vec<u8>,
    count: usize,
}

impl OutFramer {
    pub fn new(template: Header, width: usize, max_payload: usize, port: usize) -> OutFramer {
        let per_frame = (max_payload / width).min(u16::MAX as usize);
        assert!(
            per_frame > 0,
            "a {width} B tuple does not fit a {max_payload} B payload"
        );
        OutFramer {
            template,
            width,
            per_frame,
            port,
            frame: Vec::new(),
            count: 0,
        }
    }

    /// Appends one tuple written by `fill` (exactly `width` bytes); a frame
    /// that this tuple filled goes to `out` with the next sequence number.
    #[inline(always)]
    pub fn push_with(
        &mut self,
        seq: &mut u32,
        out: &mut Vec<Emitted>,
        fill: impl FnOnce(&mut Vec<u8>),
    ) {
        if self.count == 0 {
            // Room for a full frame up front: the tuples never reallocate.
            let len = HEADER_LEN + self.per_frame * self.width;
            self.frame = Vec::with_capacity(len.max(ETH_MIN_FRAME));
            self.frame.resize(HEADER_LEN, 0);
        }
        let before = self.frame.len();
        fill(&mut self.frame);
        debug_assert_eq!(self.frame.len() - before, self.width);
        self.count += 1;
        if self.count == self.per_frame {
            self.flush(seq, out);
        }
    }

    /// Sends the partly filled frame, if any.
    pub fn finish(&mut self, seq: &mut u32, out: &mut Vec<Emitted>) {
        if self.count > 0 {
            self.flush(seq, out);
        }
    }

    fn flush(&mut self, seq: &mut u32, out: &mut Vec<Emitted>) {
        let mut h = self.template;
        h.tuple_count = self.count as u16;
        h.seq = *seq;
        h.payload_len = (self.count * self.width) as u16;
        *seq = seq.wrapping_add(1);
        let mut frame = std::mem::take(&mut self.frame);
        h.write(&mut frame[..HEADER_LEN]);
        if frame.len() < ETH_MIN_FRAME {
            frame.resize(ETH_MIN_FRAME, 0);
        }
        self.count = 0;
        out.push(Emitted {
            port: self.port,
            frame,
        });
    }
}

/// Per-model buffers reused across frames (no allocation per frame once warm).
#[derive(Default)]
pub(crate) struct Scratch {
    /// Bucket offsets of the frame's tuples: one per tuple for a build,
    /// `tables` per tuple (tuple-major) for a probe.
    pub offsets: Vec<usize>,
    /// Indices of the probe tuples to spill, in input order.
    pub spills: Vec<u32>,
}

/// Hashes every key of a BUILD frame for table `t` and prefetches its bucket.
pub(crate) fn plan_build(
    lay: &Layout,
    mem: &[u8],
    payload: &[u8],
    width: usize,
    t: usize,
    offsets: &mut Vec<usize>,
) {
    macro_rules! go {
        ($k:literal) => {{
            for tuple in payload.chunks_exact(width) {
                let b = hash32(key_u64::<$k>(tuple)) & lay.mask;
                let off = lay.offset(b, t);
                prefetch_bucket(mem, off, lay.lines);
                offsets.push(off);
            }
        }};
    }
    offsets.clear();
    match lay.key_bytes {
        1 => go!(1),
        2 => go!(2),
        3 => go!(3),
        4 => go!(4),
        5 => go!(5),
        6 => go!(6),
        7 => go!(7),
        _ => go!(8),
    }
}

/// Inserts `tuple` into the bucket at `mem[off..]`: `bucket::insert` on
/// a bucket known to be in range. Returns false (and sets the overflow flag)
/// when the bucket is full.
#[inline(always)]
pub(crate) fn insert(lay: &Layout, mem: &mut [u8], off: usize, tuple: &[u8]) -> bool {
    let bucket = &mut mem[off..off + lay.bucket_bytes];
    let st = lay.bucket_bytes - 1;
    let count = (bucket[st] & STATUS_COUNT_MASK) as usize;
    if count >= lay.slots {
        bucket[st] |= STATUS_OVERFLOW;
        return false;
    }
    let w = lay.slot_bytes;
    bucket[count * w..(count + 1) * w].copy_from_slice(tuple);
    bucket[st] = (bucket[st] & STATUS_OVERFLOW) | (count as u8 + 1);
    true
}

/// Hashes every key of a PROBE frame (all tables) and prefetches the buckets.
pub(crate) fn plan_probe(
    lay: &Layout,
    mem: &[u8],
    payload: &[u8],
    width: usize,
    offsets: &mut Vec<usize>,
) {
    macro_rules! go {
        ($k:literal) => {{
            for tuple in payload.chunks_exact(width) {
                for t in 0..lay.tables {
                    let key = key_u64::<$k>(&tuple[t * $k..]);
                    let off = lay.offset(hash32(key) & lay.mask, t);
                    prefetch_bucket(mem, off, lay.lines);
                    offsets.push(off);
                }
            }
        }};
    }
    offsets.clear();
    match lay.key_bytes {
        1 => go!(1),
        2 => go!(2),
        3 => go!(3),
        4 => go!(4),
        5 => go!(5),
        6 => go!(6),
        7 => go!(7),
        _ => go!(8),
    }
}

/// The outcome of looking a probe tuple up in every table.
pub(crate) enum Lookup {
    /// Some table has no entry for its key (and no overflow): no output.
    Miss,
    /// Every table has exactly one entry; `hits[t]` is the offset of table
    /// `t`'s value in memory.
    Match,
    /// Some table has two entries for the key or an overflowed bucket, and
    /// none misses: the host finishes the tuple from the raw buckets.
    Spill,
}

/// Looks up one probe tuple; `offs` are its buckets (one per table).
/// Same decision as the reference: a miss in any table wins over ambiguity
/// elsewhere, so the first clean miss ends the search.
#[inline(always)]
pub(crate) fn lookup(
    lay: &Layout,
    mem: &[u8],
    tuple: &[u8],
    offs: &[usize],
    hits: &mut [usize],
) -> Lookup {
    macro_rules! go {
        ($k:literal) => {
            lookup_k::<$k>(lay, mem, tuple, offs, hits)
        };
    }
    match lay.key_bytes {
        1 => go!(1),
        2 => go!(2),
        3 => go!(3),
        4 => go!(4),
        5 => go!(5),
        6 => go!(6),
        7 => go!(7),
        _ => go!(8),
    }
}

#[inline(always)]
fn lookup_k<const K: usize>(
    lay: &Layout,
    mem: &[u8],
    tuple: &[u8],
    offs: &[usize],
    hits: &mut [usize],
) -> Lookup {
    let mut ambiguous = false;
    for (t, &off) in offs.iter().enumerate() {
        let bucket = &mem[off..off + lay.bucket_bytes];
        let status = bucket[lay.bucket_bytes - 1];
        if status & STATUS_OVERFLOW != 0 {
            // Entries may be missing from the bucket: never a miss, never
            // a sure match (BucketRef: `(None, _) if !overflowed` etc.).
            ambiguous = true;
            continue;
        }
        let key = key_u64::<K>(&tuple[t * K..]);
        // A corrupt count above the slot total reads as the total (BucketRef::count).
        let count = ((status & STATUS_COUNT_MASK) as usize).min(lay.slots);
        let mut found = 0;
        for s in 0..count {
            let slot = s * lay.slot_bytes;
            if key_u64::<K>(&bucket[slot..]) == key {
                found += 1;
                if found == 1 {
                    hits[t] = off + slot + K;
                } else {
                    break;
                }
            }
        }
        match found {
            0 => return Lookup::Miss,
            1 => {}
            _ => ambiguous = true,
        }
    }
    if ambiguous {
        Lookup::Spill
    } else {
        Lookup::Match
    }
}
