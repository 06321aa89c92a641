//! Pipeline signatures and the bucket geometry they imply.

use crate::{LINE_BYTES, MAX_TABLES};
use std::fmt;

/// The shape of one pre-built switch pipeline. Every build tuple is a
/// `key_bytes` key plus a `value_bytes` value; every probe tuple carries one
/// key per table plus a `value_bytes` payload (the fact's measure columns).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Signature {
    pub key_bytes: u8,
    pub value_bytes: u16,
    pub tables: u8,
}

impl Signature {
    /// Checks the ranges the wire format and the hardware support.
    pub fn new(key_bytes: u8, value_bytes: u16, tables: u8) -> Result<Signature, String> {
        if !(1..=8).contains(&key_bytes) {
            return Err(format!("key width {key_bytes} B is outside 1..=8"));
        }
        if !(1..=256).contains(&value_bytes) {
            return Err(format!("value width {value_bytes} B is outside 1..=256"));
        }
        if !(1..=MAX_TABLES as u8).contains(&tables) {
            return Err(format!("{tables} tables is outside 1..={MAX_TABLES}"));
        }
        Ok(Signature {
            key_bytes,
            value_bytes,
            tables,
        })
    }

    /// The catalog id, e.g. `k8v16t3`.
    pub fn id(&self) -> String {
        format!("k{}v{}t{}", self.key_bytes, self.value_bytes, self.tables)
    }

    /// Parses an id of the form `k<K>v<V>t<T>`.
    pub fn parse_id(id: &str) -> Result<Signature, String> {
        let err = || {
            format!("signature id `{id}` is not of the form k<key bytes>v<value bytes>t<tables>")
        };
        let rest = id.strip_prefix('k').ok_or_else(err)?;
        let (k, rest) = rest.split_once('v').ok_or_else(err)?;
        let (v, t) = rest.split_once('t').ok_or_else(err)?;
        Signature::new(
            k.parse().map_err(|_| err())?,
            v.parse().map_err(|_| err())?,
            t.parse().map_err(|_| err())?,
        )
    }

    pub fn k(&self) -> usize {
        self.key_bytes as usize
    }
    pub fn v(&self) -> usize {
        self.value_bytes as usize
    }
    pub fn t(&self) -> usize {
        self.tables as usize
    }

    /// BUILD and OVERFLOW tuple: key then value.
    pub fn build_width(&self) -> usize {
        self.k() + self.v()
    }
    /// PROBE tuple: `tables` keys (table 0 first), then the payload.
    pub fn probe_width(&self) -> usize {
        self.t() * self.k() + self.v()
    }
    /// RESULT tuple: the probe tuple, then the matched value of each table.
    pub fn result_width(&self) -> usize {
        self.probe_width() + self.t() * self.v()
    }
    /// RESULT tuple of `shape`: the probe tuple or only its payload, then
    /// the matched value of each table.
    pub fn result_width_of(&self, shape: ResultShape) -> usize {
        self.result_payload_at(shape) + self.v() + self.t() * self.v()
    }
    /// Where a RESULT tuple of `shape` holds the probe's payload.
    pub fn result_payload_at(&self, shape: ResultShape) -> usize {
        self.t() * self.k() - self.result_carries_from(shape)
    }
    /// Where, in the probe tuple, the part a RESULT tuple of `shape`
    /// carries begins: the keys, or the payload after them.
    pub fn result_carries_from(&self, shape: ResultShape) -> usize {
        match shape {
            ResultShape::Probe => 0,
            ResultShape::Payload => self.t() * self.k(),
        }
    }
    /// Where a RESULT tuple of `shape` holds table `t`'s matched value.
    pub fn result_value_at(&self, shape: ResultShape, t: usize) -> usize {
        self.result_payload_at(shape) + (1 + t) * self.v()
    }
    /// SPILL tuple: the probe tuple, then the raw bucket of each table.
    pub fn spill_width(&self) -> usize {
        self.probe_width() + self.t() * self.geometry().bucket_bytes()
    }

    pub fn geometry(&self) -> BucketGeometry {
        BucketGeometry::for_widths(self.k(), self.v())
    }

    /// log2 of the buckets each table has in the switch's block RAM when a
    /// query places it on chip (PROTOCOL.md §6.4): the most that lets every
    /// on-chip store fit [`ONCHIP_BYTES`] together. A store per table and
    /// probe unit: with one table the switch has two probe units, each
    /// with its own copy.
    pub fn onchip_bucket_bits(&self) -> u8 {
        let stores = self.t() * if self.t() == 1 { 2 } else { 1 };
        let per_table = ONCHIP_BYTES / (stores * self.geometry().bucket_bytes());
        (usize::BITS - 1 - per_table.leading_zeros()) as u8
    }

    /// Bits of one table line's fill count in the count SRAM (PROTOCOL.md
    /// §10): 2 (counts 0..=3, 16 to a 32-bit word) with buckets of up to
    /// three slots, else 4 (counts 0..=15, 8 to a word; k4v4's seven
    /// slots); `None` with 16 slots or more, which no count fits.
    pub fn count_bits(&self) -> Option<u32> {
        count_bits_for_slots(self.geometry().slots)
    }

    /// The most table lines whose fill counts `words` words of the count
    /// SRAM hold (a CONFIGURE asking for more gets status 3, §5.2); without
    /// a count layout ([`Signature::count_bits`] is `None`) memory alone
    /// bounds a query.
    pub fn count_sram_lines(&self, words: u64) -> u64 {
        match self.count_bits() {
            Some(bits) => words * (32 / bits as u64),
            None => u64::MAX,
        }
    }
}

/// Block RAM a switch sets aside for on-chip tables: 3 MiB, under half of
/// the NetFPGA SUME's Virtex-7 XC7VX690T (1470 36-kbit blocks, 6.6 MB),
/// beside the 20-35 % the rest of the pipeline takes (docs/BITSTREAMS.md).
pub const ONCHIP_BYTES: usize = 3 << 20;

/// Words of the FPGA switch's fill-count SRAM (PROTOCOL.md §10): three
/// QDRII+ chips of 2^21 32-bit words on the NetFPGA SUME. A query context
/// has `1/N` of them (§5.5).
pub const COUNT_SRAM_WORDS: u64 = 3 << 21;

/// [`Signature::count_bits`] for buckets of `slots` slots.
pub fn count_bits_for_slots(slots: usize) -> Option<u32> {
    match slots {
        0..=3 => Some(2),
        4..=15 => Some(4),
        _ => None,
    }
}

/// What a RESULT tuple carries of its probe tuple (PROTOCOL.md §3, §7.2),
/// chosen by CONFIGURE: byte 14 of the query record, bit 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ResultShape {
    /// The whole probe tuple (keys, then payload), then the matched values
    /// (flag bit clear).
    #[default]
    Probe,
    /// Only the probe's payload, then the matched values (flag bit set). A
    /// receiver that keeps its probe tuples by payload (a row number) has
    /// no use for the keys, and on the way back they would be most of the
    /// bytes: 24 of a k8v8t3 RESULT's 56.
    Payload,
}

impl ResultShape {
    /// Bit 1 of the query record's `flags` byte.
    pub const FLAG: u8 = 0x02;

    pub fn flags(self) -> u8 {
        match self {
            ResultShape::Probe => 0,
            ResultShape::Payload => Self::FLAG,
        }
    }

    pub fn from_flags(flags: u8) -> ResultShape {
        if flags & Self::FLAG != 0 {
            ResultShape::Payload
        } else {
            ResultShape::Probe
        }
    }
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (key {} B, value {} B, {} table{})",
            self.id(),
            self.key_bytes,
            self.value_bytes,
            self.tables,
            if self.tables == 1 { "" } else { "s" }
        )
    }
}

/// How buckets are laid out in DDR lines.
///
/// A bucket is `lines` consecutive 64-byte lines. Slot `s` occupies bytes
/// `s*slot_bytes .. (s+1)*slot_bytes` (key then value); the last byte of the
/// bucket is the status byte: bits 6..0 count the occupied slots (they are
/// always slots `0..count`), bit 7 is the overflow flag. `lines` is the
/// smallest count that holds two slots plus the status byte, so that one
/// collision or duplicate never forces an overflow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BucketGeometry {
    pub lines: usize,
    pub slots: usize,
    pub slot_bytes: usize,
}

impl BucketGeometry {
    pub fn for_widths(key_bytes: usize, value_bytes: usize) -> BucketGeometry {
        let slot_bytes = key_bytes + value_bytes;
        let lines = (2 * slot_bytes + 1).div_ceil(LINE_BYTES);
        let slots = (lines * LINE_BYTES - 1) / slot_bytes;
        BucketGeometry {
            lines,
            slots,
            slot_bytes,
        }
    }
    pub fn bucket_bytes(&self) -> usize {
        self.lines * LINE_BYTES
    }
    pub fn status_offset(&self) -> usize {
        self.bucket_bytes() - 1
    }
}

/// Bit 7 of the status byte: a tuple for this bucket went to the OVERFLOW stream.
pub const STATUS_OVERFLOW: u8 = 0x80;
/// Bits 6..0 of the status byte: occupied slots.
pub const STATUS_COUNT_MASK: u8 = 0x7F;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn count_sram_lines_follow_the_count_width() {
        // k8v8: three slots a bucket, 2-bit counts, 16 lines a word.
        let k8v8 = Signature::new(8, 8, 3).unwrap();
        assert_eq!(k8v8.count_bits(), Some(2));
        assert_eq!(k8v8.count_sram_lines(COUNT_SRAM_WORDS), 3 << 25);
        // k4v4: seven slots, 4-bit counts, 8 lines a word.
        let k4v4 = Signature::new(4, 4, 3).unwrap();
        assert_eq!(k4v4.count_bits(), Some(4));
        assert_eq!(k4v4.count_sram_lines(COUNT_SRAM_WORDS / 2), 3 << 23);
        assert_eq!(count_bits_for_slots(16), None);
    }

    #[test]
    fn geometry_of_catalog_widths() {
        let g = |k, v| {
            let b = BucketGeometry::for_widths(k, v);
            (b.lines, b.slots)
        };
        assert_eq!(g(4, 8), (1, 5));
        assert_eq!(g(8, 8), (1, 3));
        assert_eq!(g(8, 16), (1, 2));
        assert_eq!(g(8, 32), (2, 3));
        assert_eq!(g(8, 64), (3, 2));
        assert_eq!(g(8, 128), (5, 2));
        for k in 1..=8 {
            for v in 1..=256 {
                let b = BucketGeometry::for_widths(k, v);
                assert!(b.slots >= 2 && b.slots <= STATUS_COUNT_MASK as usize);
                assert!(b.slots * b.slot_bytes < b.bucket_bytes());
            }
        }
    }

    #[test]
    fn onchip_stores_fit_their_budget_and_take_most_of_it() {
        for (id, bits) in [
            ("k8v8t1", 14),
            ("k8v8t2", 14),
            ("k4v4t3", 14),
            ("k8v16t4", 13),
        ] {
            let s = Signature::parse_id(id).unwrap();
            assert_eq!(s.onchip_bucket_bits(), bits, "{id}");
            let stores = if s.t() == 1 { 2 } else { s.t() };
            let bytes = |b: u8| (stores * s.geometry().bucket_bytes()) << b;
            assert!(bytes(bits) <= ONCHIP_BYTES && bytes(bits + 1) > ONCHIP_BYTES);
        }
    }

    #[test]
    fn id_round_trip_and_errors() {
        let s = Signature::new(8, 16, 3).unwrap();
        assert_eq!(s.id(), "k8v16t3");
        assert_eq!(Signature::parse_id("k8v16t3").unwrap(), s);
        assert!(Signature::parse_id("k9v16t3")
            .unwrap_err()
            .contains("key width 9"));
        assert!(Signature::parse_id("x8v16t3")
            .unwrap_err()
            .contains("not of the form"));
        assert!(Signature::parse_id("k8v16t0")
            .unwrap_err()
            .contains("0 tables"));
    }

    #[test]
    fn widths() {
        let s = Signature::new(4, 8, 3).unwrap();
        assert_eq!(s.build_width(), 12);
        assert_eq!(s.probe_width(), 3 * 4 + 8);
        assert_eq!(s.result_width(), 20 + 24);
        assert_eq!(s.spill_width(), 20 + 3 * 64);
        // A RESULT of the payload shape leaves out the keys and nothing else.
        for shape in [ResultShape::Probe, ResultShape::Payload] {
            let keys = s.result_carries_from(shape);
            assert_eq!(s.result_width_of(shape), s.result_width() - keys);
            assert_eq!(s.result_payload_at(shape), s.t() * s.k() - keys);
            assert_eq!(
                s.result_value_at(shape, 2),
                s.result_payload_at(shape) + 8 + 16
            );
        }
        assert_eq!(s.result_width_of(ResultShape::Payload), 8 + 24);
        assert_eq!(s.result_payload_at(ResultShape::Payload), 0);
        assert_eq!(ResultShape::from_flags(0xFD), ResultShape::Probe);
        assert_eq!(
            ResultShape::from_flags(ResultShape::FLAG),
            ResultShape::Payload
        );
    }
}
