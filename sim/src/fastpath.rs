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

use bitvec::prelude::{BitSlice, BitVec, Lsb0};
use netjoin_proto::hash::{filter_hash64, FILTER_HASHES};
use netjoin_proto::signature::{STATUS_COUNT_MASK, STATUS_OVERFLOW};
use netjoin_proto::{Header, ETH_MIN_FRAME, HEADER_LEN, LINE_BYTES};

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
    prefetch(p);
    // Most catalog buckets are one line; wider ones need every line (a
    // slot may sit in any of them, the status byte is in the last).
    for l in 1..lines {
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

/// The §6.1 hash: `netjoin_proto`'s byte-table form (eight independent
/// loads, no bounds checks), the one definition.
use netjoin_proto::hash::hash32;

/// A frame the switch sends, and the port it leaves on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Emitted {
    pub port: usize,
    pub frame: Vec<u8>,
}

/// Copies `src` into `dst` (same length). The common tuple widths get a
/// fixed-size copy (a register move) instead of a call to `memcpy`.
#[inline(always)]
fn copy(dst: &mut [u8], src: &[u8]) {
    match src.len() {
        8 => dst[..8].copy_from_slice(&src[..8]),
        16 => dst[..16].copy_from_slice(&src[..16]),
        32 => dst[..32].copy_from_slice(&src[..32]),
        _ => dst.copy_from_slice(src),
    }
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
    /// Per table, `hash & masks[t]` is its bucket (`bucket_of` at the
    /// table's bucket bits: an on-chip table may have fewer, PROTOCOL.md §6.4).
    pub masks: [u32; MAX_TABLES],
}

/// Tables a layout holds at most (the protocol's T is 1..=4).
pub(crate) const MAX_TABLES: usize = 4;

impl Layout {
    /// Offset of bucket `b` of table `t` (PROTOCOL.md §6.2: the tables'
    /// buckets interleaved, bucket-major).
    #[inline(always)]
    fn offset(&self, b: u32, t: usize) -> usize {
        self.base + (b as usize * self.tables + t) * self.bucket_bytes
    }
}

/// One array of a membership filter: bit `i` is bit `i` of the switch's
/// filter RAM (PROTOCOL.md §6.3).
pub type FilterBits = BitSlice<u64, Lsb0>;

// `filter_hash64` holds every partition's 32-bit hash in one u64.
const _: () = assert!(FILTER_HASHES * 32 <= 64);

/// The membership filters of the query in force (PROTOCOL.md §6.3): per
/// table, [`FILTER_HASHES`] arrays of `2^bits` bits; none when `bits` is 0.
#[derive(Debug, Default)]
pub(crate) struct Filters {
    bits: u8,
    /// `g_p(k) & mask` is a key's bit in array `p`.
    mask: u32,
    /// Array `p` of table `t` at `t * FILTER_HASHES + p`.
    arrays: Vec<BitVec<u64, Lsb0>>,
}

impl Filters {
    /// All-zero filters of `2^bits`-bit arrays for `tables` tables, as
    /// CONFIGURE leaves them; with `bits` 0, none.
    pub fn configure(&mut self, tables: usize, bits: u8) {
        self.bits = bits;
        self.mask = bucket_mask(bits);
        let arrays = if bits == 0 { 0 } else { tables * FILTER_HASHES };
        self.arrays.clear();
        self.arrays
            .resize_with(arrays, || BitVec::repeat(false, 1usize << bits));
    }

    /// No filters (no query in force).
    pub fn clear(&mut self) {
        self.configure(0, 0);
    }

    #[inline(always)]
    pub fn on(&self) -> bool {
        self.bits != 0
    }

    /// Array `partition` of table `table`, if filters are on and both exist.
    pub fn array(&self, table: usize, partition: usize) -> Option<&FilterBits> {
        if partition >= FILTER_HASHES {
            return None;
        }
        self.arrays
            .get(table * FILTER_HASHES + partition)
            .map(|a| a.as_bitslice())
    }

    /// The bit of `key`'s hash `h` (`filter_hash64`) in array `p`.
    #[inline(always)]
    fn bit(&self, h: u64, p: usize) -> usize {
        ((h >> (32 * p)) as u32 & self.mask) as usize
    }

    /// A BUILD tuple of table `t` with key `key`: sets its bit in every array.
    #[inline(always)]
    pub fn insert(&mut self, t: usize, key: u64) {
        let h = filter_hash64(key);
        for p in 0..FILTER_HASHES {
            let i = self.bit(h, p);
            self.arrays[t * FILTER_HASHES + p].set(i, true);
        }
    }

    /// Whether `key` passes table `t`'s filter: its bit set in every array.
    #[inline(always)]
    pub fn passes(&self, t: usize, key: u64) -> bool {
        let h = filter_hash64(key);
        (0..FILTER_HASHES).all(|p| self.arrays[t * FILTER_HASHES + p][self.bit(h, p)])
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
    /// The frame being filled: allocated zeroed at its full size, so a tuple
    /// is written into place with no capacity check; trimmed at the flush.
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

    /// The `width` bytes of the next tuple, to be written by the caller,
    /// then [`OutFramer::commit`]ted.
    #[inline(always)]
    pub fn next_tuple(&mut self) -> &mut [u8] {
        if self.count == 0 {
            self.frame = vec![0; HEADER_LEN + self.per_frame * self.width];
        }
        let at = HEADER_LEN + self.count * self.width;
        &mut self.frame[at..at + self.width]
    }

    /// Counts the tuple just written; a frame it filled goes to `out` with
    /// the next sequence number.
    #[inline(always)]
    pub fn commit(&mut self, seq: &mut u32, out: &mut Vec<Emitted>) {
        self.count += 1;
        if self.count == self.per_frame {
            self.flush(seq, out);
        }
    }

    /// Appends one tuple.
    #[inline(always)]
    pub fn push(&mut self, seq: &mut u32, out: &mut Vec<Emitted>, tuple: &[u8]) {
        self.next_tuple().copy_from_slice(tuple);
        self.commit(seq, out);
    }

    /// Sends the partly filled frame, if any.
    pub fn finish(&mut self, seq: &mut u32, out: &mut Vec<Emitted>) {
        if self.count > 0 {
            self.flush(seq, out);
        }
    }

    fn flush(&mut self, seq: &mut u32, out: &mut Vec<Emitted>) {
        let mut h = self.template;
        let payload = self.count * self.width;
        h.tuple_count = self.count as u16;
        h.seq = *seq;
        h.payload_len = payload as u16;
        *seq = seq.wrapping_add(1);
        let mut frame = std::mem::take(&mut self.frame);
        h.write(&mut frame[..HEADER_LEN]);
        // A short last frame: drop the unused tail, then zero-pad to the
        // Ethernet minimum as FrameBuilder::encode does (the tail was zero).
        frame.truncate((HEADER_LEN + payload).max(ETH_MIN_FRAME));
        frame.resize((HEADER_LEN + payload).max(ETH_MIN_FRAME), 0);
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

/// Calls `$f::<K>($args)` with the key width as a compile-time constant.
macro_rules! by_key_width {
    ($k:expr, $f:ident($($arg:expr),*)) => {
        match $k {
            1 => $f::<1>($($arg),*),
            2 => $f::<2>($($arg),*),
            3 => $f::<3>($($arg),*),
            4 => $f::<4>($($arg),*),
            5 => $f::<5>($($arg),*),
            6 => $f::<6>($($arg),*),
            7 => $f::<7>($($arg),*),
            _ => $f::<8>($($arg),*),
        }
    };
}

/// Hashes every key of a BUILD frame for table `t` and prefetches its
/// bucket; sets every key's bits in table `t`'s filter, if any (every tuple
/// of the frame, whether it will be stored or overflow: PROTOCOL.md §6.3).
pub(crate) fn plan_build(
    lay: &Layout,
    mem: &[u8],
    filters: &mut Filters,
    payload: &[u8],
    width: usize,
    t: usize,
    offsets: &mut Vec<usize>,
) {
    by_key_width!(
        lay.key_bytes,
        plan_build_k(lay, mem, filters, payload, width, t, offsets)
    )
}

fn plan_build_k<const K: usize>(
    lay: &Layout,
    mem: &[u8],
    filters: &mut Filters,
    payload: &[u8],
    width: usize,
    t: usize,
    offsets: &mut Vec<usize>,
) {
    offsets.clear();
    offsets.resize(payload.len() / width, 0);
    let filtering = filters.on();
    for (o, tuple) in offsets.iter_mut().zip(payload.chunks_exact(width)) {
        let key = key_u64::<K>(tuple);
        let off = lay.offset(hash32(key) & lay.masks[t], t);
        prefetch_bucket(mem, off, lay.lines);
        *o = off;
        if filtering {
            filters.insert(t, key);
        }
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
    copy(&mut bucket[count * w..(count + 1) * w], tuple);
    bucket[st] = (bucket[st] & STATUS_OVERFLOW) | (count as u8 + 1);
    true
}

/// Tallies of one PROBE frame.
#[derive(Default)]
pub(crate) struct ProbeCounts {
    pub matches: u64,
    /// Every miss, the filtered ones included.
    pub misses: u64,
    /// Misses a filter decided, with no bucket read.
    pub filtered: u64,
}

/// The first bucket offset of a probe tuple that a filter rejected: no
/// bucket of it is read (an offset in the store is never `usize::MAX`).
const FILTERED: usize = usize::MAX;

/// The probe of one frame: check every tuple's keys against the filters,
/// if any, then hash the keys of the tuples that passed (all tables) and
/// prefetch their buckets, then look the tuples up in order, writing each
/// joined tuple into `results` and noting the ambiguous ones in `spills`
/// (their buckets stay in `offsets`, `tables` per tuple). A tuple that
/// fails a filter is a miss whose buckets are neither fetched nor read.
#[allow(clippy::too_many_arguments)]
pub(crate) fn probe_frame(
    lay: &Layout,
    mem: &[u8],
    filters: &Filters,
    payload: &[u8],
    width: usize,
    kept_from: usize,
    value_bytes: usize,
    scratch: &mut Scratch,
    results: &mut OutFramer,
    seq: &mut u32,
    out: &mut Vec<Emitted>,
) -> ProbeCounts {
    by_key_width!(
        lay.key_bytes,
        probe_frame_k(
            lay,
            mem,
            filters,
            payload,
            width,
            kept_from,
            value_bytes,
            scratch,
            results,
            seq,
            out
        )
    )
}

#[allow(clippy::too_many_arguments)]
fn probe_frame_k<const K: usize>(
    lay: &Layout,
    mem: &[u8],
    filters: &Filters,
    payload: &[u8],
    width: usize,
    kept_from: usize,
    v: usize,
    scratch: &mut Scratch,
    results: &mut OutFramer,
    seq: &mut u32,
    out: &mut Vec<Emitted>,
) -> ProbeCounts {
    let tables = lay.tables;
    let keys_len = tables * K;
    let Scratch { offsets, spills } = scratch;
    spills.clear();
    offsets.clear();
    offsets.resize(payload.len() / width * tables, 0);
    let filtering = filters.on();
    // Stage 1, as the hardware's hash units: the filters, then every bucket
    // address of the tuples that passed, and their memory reads started.
    for (offs, tuple) in offsets
        .chunks_exact_mut(tables)
        .zip(payload.chunks_exact(width))
    {
        if filtering && !(0..tables).all(|t| filters.passes(t, key_u64::<K>(&tuple[t * K..]))) {
            offs[0] = FILTERED;
            continue;
        }
        for (t, (o, key)) in offs
            .iter_mut()
            .zip(tuple[..keys_len].chunks_exact(K))
            .enumerate()
        {
            let off = lay.offset(hash32(key_u64::<K>(key)) & lay.masks[t], t);
            prefetch_bucket(mem, off, lay.lines);
            *o = off;
        }
    }
    // Stage 2, the compare units: the per-tuple semantics, in input order.
    let mut counts = ProbeCounts::default();
    let mut hits = [0usize; netjoin_proto::MAX_TABLES];
    let hits = &mut hits[..tables];
    let n = offsets.len() / tables;
    for i in 0..n {
        let tuple = &payload[i * width..(i + 1) * width];
        let offs = &offsets[i * tables..(i + 1) * tables];
        if offs[0] == FILTERED {
            counts.misses += 1;
            counts.filtered += 1;
            continue;
        }
        match lookup::<K>(lay, mem, tuple, offs, hits) {
            Lookup::Miss => counts.misses += 1,
            Lookup::Spill => spills.push(i as u32),
            Lookup::Match => {
                counts.matches += 1;
                // RESULT tuple: the probe tuple from `kept_from` (all of it,
                // or only its payload), then each table's value.
                let dst = results.next_tuple();
                let (head, values) = dst.split_at_mut(width - kept_from);
                copy(head, &tuple[kept_from..]);
                for (d, &h) in values.chunks_exact_mut(v).zip(hits.iter()) {
                    copy(d, &mem[h..h + v]);
                }
                results.commit(seq, out);
            }
        }
    }
    counts
}

/// The outcome of looking a probe tuple up in every table.
enum Lookup {
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
/// Same decision as the reference (`BucketRef::matches`, first two): a miss
/// in any table wins over ambiguity elsewhere, so the first clean miss ends
/// the search.
#[inline(always)]
fn lookup<const K: usize>(
    lay: &Layout,
    mem: &[u8],
    tuple: &[u8],
    offs: &[usize],
    hits: &mut [usize],
) -> Lookup {
    let mut ambiguous = false;
    let last = lay.bucket_bytes - 1;
    for (t, &off) in offs.iter().enumerate() {
        let status = mem[off + last];
        if status & STATUS_OVERFLOW != 0 {
            // Entries may be missing from the bucket: never a miss, never
            // a sure match.
            ambiguous = true;
            continue;
        }
        let key = key_u64::<K>(&tuple[t * K..]);
        // A corrupt count above the slot total reads as the total (BucketRef::count).
        let count = ((status & STATUS_COUNT_MASK) as usize).min(lay.slots);
        // Plain index loops: the slot scan is the innermost loop of the
        // model, and iterator adapters here cost more than the compares.
        let mut found = 0;
        let mut at = off;
        for _ in 0..count {
            if key_u64::<K>(&mem[at..]) == key {
                found += 1;
                if found == 1 {
                    hits[t] = at + K;
                } else {
                    break;
                }
            }
            at += lay.slot_bytes;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_store_reserved_ahead_is_all_zero_and_touched_at_configure() {
        let len = 3 * PREFAULT_WORTH_IT;
        TableMemory::reserve(len, PREFAULT_WORTH_IT);
        let m = TableMemory::zeroed(TableMemory::default(), len);
        // Nothing left pending: the CONFIGURE waited for the reservation.
        assert!(PENDING.lock().unwrap().is_none());
        let need = TableMemory::alloc_len(len);
        assert!(m.bytes.len() >= need && m.touched >= need);
        assert!(m.bytes[m.base()..m.base() + len].iter().all(|&b| b == 0));
        // Too small to be worth it: not reserved.
        TableMemory::reserve(1 << 20, 1 << 20);
        assert!(PENDING.lock().unwrap().is_none());
        TableMemory::release(m);
    }

    /// One k8v8t2 tuple's bytes: keys `k0`, `k1`, then an 8-byte payload.
    fn probe_tuple(k0: u64, k1: u64) -> Vec<u8> {
        let mut t = k0.to_be_bytes().to_vec();
        t.extend(k1.to_be_bytes());
        t.extend([0xAB; 8]);
        t
    }

    /// k8v8t2 with one bucket per table (3 slots, one line).
    fn layout() -> Layout {
        Layout {
            base: 0,
            tables: 2,
            key_bytes: 8,
            lines: 1,
            slots: 3,
            slot_bytes: 16,
            bucket_bytes: 64,
            masks: [0; MAX_TABLES],
        }
    }

    fn run_probe(
        lay: &Layout,
        mem: &[u8],
        filters: &Filters,
        payload: &[u8],
    ) -> (ProbeCounts, Vec<Emitted>) {
        let header = Header::new(
            netjoin_proto::Opcode::Result,
            netjoin_proto::Mac::local(1),
            netjoin_proto::Mac::local(2),
        );
        let mut results = OutFramer::new(header, 40, 1474, 0);
        let (mut seq, mut out) = (0u32, Vec::new());
        let mut scratch = Scratch::default();
        let counts = probe_frame(
            lay,
            mem,
            filters,
            payload,
            24,
            0,
            8,
            &mut scratch,
            &mut results,
            &mut seq,
            &mut out,
        );
        results.finish(&mut seq, &mut out);
        (counts, out)
    }

    #[test]
    fn a_filtered_probe_reads_no_bucket() {
        let lay = layout();
        let mut filters = Filters::default();
        filters.configure(2, 10);
        // Tuples whose table-1 key is not in table 1's filter: with no
        // memory at all, any bucket read would panic.
        let payload: Vec<u8> = (0..50u64).flat_map(|i| probe_tuple(i, 1000 + i)).collect();
        for i in 0..50u64 {
            filters.insert(0, i);
        }
        assert!((0..50u64).all(|i| !filters.passes(1, 1000 + i)));
        let (counts, out) = run_probe(&lay, &[], &filters, &payload);
        assert_eq!(
            (counts.misses, counts.filtered, counts.matches),
            (50, 50, 0)
        );
        assert!(out.is_empty());
    }

    #[test]
    fn a_key_that_passes_is_looked_up_in_its_buckets() {
        let lay = layout();
        let mut mem = vec![0u8; 2 * lay.bucket_bytes];
        // Key 5 with value 0x11.. in table 0, key 6 with 0x22.. in table 1.
        for (t, key, v) in [(0usize, 5u64, 0x11u8), (1, 6, 0x22)] {
            let mut slot = key.to_be_bytes().to_vec();
            slot.extend([v; 8]);
            assert!(insert(&lay, &mut mem, lay.offset(0, t), &slot));
        }
        let mut filters = Filters::default();
        filters.configure(2, 4);
        // The bucket holds key 6 for table 1, but the filter says it was
        // never built: the filter decides, a miss.
        filters.insert(0, 5);
        let (counts, out) = run_probe(&lay, &mem, &filters, &probe_tuple(5, 6));
        assert_eq!((counts.misses, counts.filtered, counts.matches), (1, 1, 0));
        assert!(out.is_empty());
        filters.insert(1, 6);
        let (counts, out) = run_probe(&lay, &mem, &filters, &probe_tuple(5, 6));
        assert_eq!((counts.misses, counts.filtered, counts.matches), (0, 0, 1));
        assert_eq!(out.len(), 1);
        // Off, nothing is filtered.
        filters.clear();
        let (counts, _) = run_probe(&lay, &mem, &filters, &probe_tuple(5, 7));
        assert_eq!((counts.misses, counts.filtered), (1, 0));
    }

    #[test]
    fn filter_arrays_are_the_protocol_bits() {
        let mut filters = Filters::default();
        filters.configure(3, 6);
        assert!(filters
            .array(2, 1)
            .is_some_and(|a| a.len() == 64 && a.not_any()));
        assert!(filters.array(3, 0).is_none() && filters.array(0, FILTER_HASHES).is_none());
        filters.insert(2, 0xdead_beef);
        for p in 0..FILTER_HASHES {
            let a = filters.array(2, p).unwrap();
            let want = netjoin_proto::filter_bit(0xdead_beef, p, 6) as usize;
            assert_eq!(a.iter_ones().collect::<Vec<_>>(), vec![want]);
            assert!(filters.array(1, p).unwrap().not_any());
        }
        filters.configure(3, 0);
        assert!(!filters.on() && filters.array(0, 0).is_none());
    }

    #[test]
    fn short_keys_widen_like_the_protocol() {
        let b = [0x81u8, 2, 3, 4, 5, 6, 7, 0xf8];
        assert_eq!(key_u64::<1>(&b), netjoin_proto::key_to_u64(&b[..1]));
        assert_eq!(key_u64::<3>(&b), netjoin_proto::key_to_u64(&b[..3]));
        assert_eq!(key_u64::<8>(&b), netjoin_proto::key_to_u64(&b[..8]));
    }
}

/// Granule of the dirty map: the OS page, the unit the OS zero-fills on
/// first touch.
const PAGE: usize = 4096;

/// The backing store of the table memory, with a map of the 4 KiB pages a
/// BUILD ever wrote. Every byte outside a dirty page is zero, so the store
/// is recycled for the next query by zeroing only the dirty pages.
///
/// Why: a fresh `vec![0; n]` is zero-filled lazily by the OS, one page
/// fault per 4 KiB on first touch, and with tables of ~100 MB those faults
/// cost more than all the inserts together. A switch (and a process running
/// one query after another) reuses its memory instead, as the hardware does.
#[derive(Default)]
pub(crate) struct TableMemory {
    pub bytes: Vec<u8>,
    dirty: Vec<u64>,
    /// `bytes[..touched]` has been touched (prefaulted) since it was mapped.
    touched: usize,
}

/// One table store kept across models of this process (e.g. the SQL layer
/// runs each query on a new switch), so its pages stay mapped.
static SPARE: std::sync::Mutex<Option<TableMemory>> = std::sync::Mutex::new(None);

/// A store being mapped and touched ahead of its CONFIGURE
/// ([`TableMemory::reserve`]); the next [`TableMemory::zeroed`] waits for it.
static PENDING: std::sync::Mutex<Option<std::thread::JoinHandle<TableMemory>>> =
    std::sync::Mutex::new(None);

/// Transparent huge pages: a store this large is asked to be backed by
/// 2 MiB pages, and its image starts on such a page. Random bucket reads
/// over hundreds of MiB otherwise miss the TLB on nearly every tuple, and the
/// first query of a process takes one page fault per 4 KiB it touches.
const HUGE_PAGE: usize = 2 << 20;

impl TableMemory {
    /// A store whose image of `len` bytes, all zero, starts at
    /// [`TableMemory::base`]: recycled (this one, or the process's spare) when
    /// big enough, else newly allocated.
    pub fn zeroed(mut old: TableMemory, len: usize) -> TableMemory {
        let need = Self::alloc_len(len);
        if let Some(r) = PENDING
            .lock()
            .ok()
            .and_then(|mut p| p.take())
            .and_then(|h| h.join().ok())
        {
            Self::release(r);
        }
        if old.bytes.len() < need {
            let spare = SPARE.lock().map(|mut s| s.take()).unwrap_or(None);
            old = match spare {
                // Not a much larger one: zeroing is per dirty page, but a
                // small query should not pin a huge store.
                Some(s) if s.bytes.len() >= need && s.bytes.len() <= 4 * need.max(1 << 20) => s,
                other => {
                    if let Some(s) = other {
                        Self::release(s);
                    }
                    let mut fresh = Self::mapped(need);
                    fresh.touch(need);
                    return fresh;
                }
            };
        }
        old.clear();
        // A store reserved ahead may have been touched only in part.
        old.touch(need);
        old
    }

    /// A new store of `alloc` bytes, all zero, none of them touched yet.
    fn mapped(alloc: usize) -> TableMemory {
        let bytes = vec![0; alloc];
        advise_huge_pages(&bytes);
        TableMemory {
            dirty: vec![0; alloc.div_ceil(PAGE).div_ceil(64)],
            bytes,
            touched: 0,
        }
    }

    /// Touches `bytes[..upto]` where not done yet.
    fn touch(&mut self, upto: usize) {
        let upto = upto.min(self.bytes.len());
        if self.touched < upto {
            prefault(&mut self.bytes[self.touched..upto]);
            self.touched = upto;
        }
    }

    /// Starts mapping, in the background, a store for an image of up to
    /// `len` bytes and touching its first `touch` bytes, for a CONFIGURE
    /// that is known to come (the model's `reserve_table_memory`).
    /// Nothing is done when the process's spare store is already big enough,
    /// or when another reservation is under way.
    pub fn reserve(len: usize, touch: usize) {
        let alloc = Self::alloc_len(len);
        let spare_fits = SPARE
            .lock()
            .map(|s| s.as_ref().is_some_and(|s| s.bytes.len() >= alloc))
            .unwrap_or(true);
        let Ok(mut pending) = PENDING.lock() else {
            return;
        };
        if spare_fits || pending.is_some() || alloc < PREFAULT_WORTH_IT {
            return;
        }
        // The image starts at a huge-page boundary inside the allocation:
        // touch what precedes it too.
        let upto = touch.saturating_add(HUGE_PAGE).min(alloc);
        *pending = Some(std::thread::spawn(move || {
            let mut m = Self::mapped(alloc);
            m.touch(upto);
            m
        }));
    }

    /// Bytes to allocate for an image of `len` bytes: room to align its
    /// start to a line, or to a huge page when it spans several.
    fn alloc_len(len: usize) -> usize {
        if len >= HUGE_PAGE {
            len + HUGE_PAGE
        } else {
            len + LINE_BYTES
        }
    }

    /// Offset of the image in `bytes`: the first huge-page boundary of a large
    /// store, else the first 64-byte boundary (every bucket line is one cache
    /// line either way).
    pub fn base(&self) -> usize {
        let ptr = self.bytes.as_ptr();
        if self.bytes.len() >= 2 * HUGE_PAGE {
            ptr.align_offset(HUGE_PAGE)
        } else {
            ptr.align_offset(LINE_BYTES)
        }
    }

    /// Zeroes the dirty pages.
    fn clear(&mut self) {
        for (w, word) in self.dirty.iter_mut().enumerate() {
            let mut bits = std::mem::take(word);
            while bits != 0 {
                let p = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let end = ((p + 1) * PAGE).min(self.bytes.len());
                self.bytes[p * PAGE..end].fill(0);
            }
        }
    }

    /// Notes that `bytes[from..=to]` may be written.
    #[inline(always)]
    pub fn mark(&mut self, from: usize, to: usize) {
        for p in from / PAGE..=to / PAGE {
            self.dirty[p / 64] |= 1 << (p % 64);
        }
    }

    /// Offers the store to later models of this process. Only the last one
    /// released is kept, so at most one idle store stays mapped.
    pub fn release(m: TableMemory) {
        if m.bytes.is_empty() {
            return;
        }
        if let Ok(mut s) = SPARE.lock() {
            *s = Some(m);
        }
    }
}

/// Below this, a store is left to fault its pages in as it is written.
const PREFAULT_WORTH_IT: usize = 32 << 20;

/// Touches every page of a new, large store from all cores. The kernel zeroes
/// a page at its first touch; left to the build phase, that happens in its
/// inserts, one core at a time, and costs more than the inserts themselves
/// (384 MiB at TPC-H SF1; more again under a hypervisor that backs guest
/// memory lazily).
fn prefault(bytes: &mut [u8]) {
    if bytes.len() < PREFAULT_WORTH_IT {
        return;
    }
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(8);
    // Small pieces handed out on demand, not one share per thread: how fast
    // the kernel can back fresh memory varies several-fold from region to
    // region (a hypervisor may have to back it first), and with fixed shares
    // one thread went on zeroing alone for a third of the time.
    const PIECE: usize = 8 << 20;
    let pieces = std::sync::Mutex::new(bytes.chunks_mut(PIECE));
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                // The lock is held only to take the next piece.
                let next = pieces.lock().ok().and_then(|mut p| p.next());
                let Some(part) = next else { break };
                for b in part.iter_mut().step_by(PAGE) {
                    // SAFETY: `b` is a valid, exclusive byte of the store. The
                    // write is volatile only so that it is not elided: storing
                    // zero into memory known to be zero would be.
                    unsafe { std::ptr::write_volatile(b, 0) };
                }
            });
        }
    });
}

/// Asks the kernel to back the huge-page-aligned interior of `bytes` with
/// transparent huge pages (Linux `madvise(MADV_HUGEPAGE)`; on systems where
/// THP is off it is a no-op, and the contents are unaffected either way).
fn advise_huge_pages(bytes: &[u8]) {
    #[cfg(target_os = "linux")]
    {
        let start = bytes.as_ptr().align_offset(HUGE_PAGE);
        if start >= bytes.len() {
            return;
        }
        let len = (bytes.len() - start) / HUGE_PAGE * HUGE_PAGE;
        if len == 0 {
            return;
        }
        // SAFETY: the range lies inside `bytes`' allocation; MADV_HUGEPAGE
        // only changes how the kernel backs it, never its contents. The call
        // fails harmlessly (EINVAL) on kernels without THP.
        unsafe {
            libc::madvise(
                bytes.as_ptr().add(start) as *mut libc::c_void,
                len,
                libc::MADV_HUGEPAGE,
            );
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = bytes;
}
