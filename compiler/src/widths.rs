//! How wide a star join's keys and values travel, and how they are put
//! into those widths.
//!
//! The switch node sends join keys and row references (late
//! materialisation), so a pipeline's key width `K` and value width `V` need
//! only hold the offloaded join keys and the row numbers, not the columns.
//! The star-join rule asks for 4-byte keys and values when the inputs'
//! statistics prove they suffice ([`decide`]), else for 8; the best-fit
//! matcher then picks the narrowest pipeline of the catalog that holds
//! them. Statistics may be inexact, so every encoder checks each key and
//! row it writes against its width and fails with an error when one does
//! not fit: a wrong or colliding key is never sent.
//!
//! **Keys** ([`KeyCode`]) travel as the last `K` bytes, big-endian, of the
//! value plus a bias: 2^(8K−1) for signed types (two's complement with the
//! sign bit flipped, so 4-byte keys hold `i32`'s range and 8-byte keys
//! every `i64`), nothing for unsigned ones (4-byte keys hold `0..2^32`).
//! The code depends only on the column type and `K`, and both sides of a
//! join have the same type, so build and probe encode alike; within the
//! range it is injective.
//!
//! **Values** hold a word of `min(V, 8)` bytes, big-endian, at the front of
//! the field (zeros after it in wider fields). The shared form's values are
//! row numbers of the collected dimension (or a column carried by value
//! when every value fits the word, [`crate::carry`]) and its payloads row
//! numbers in a fact batch; the staged form's build values are
//! [`BuildValue`]s and its payloads carry a probe attempt
//! ([`netjoin_host::task::PayloadLayout`]).

use datafusion::arrow::datatypes::DataType;
use datafusion::common::stats::Precision;
use datafusion::common::{ColumnStatistics, DataFusionError, Result, ScalarValue};
use serde::Serialize;

/// The narrow width the rule asks for when the statistics allow it.
pub const NARROW: usize = 4;
/// The width that holds every integer key and row number.
pub const WIDE: usize = 8;

/// How a join key of one type travels in `bytes` bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyCode {
    pub bytes: usize,
    pub signed: bool,
    /// Added (mod 2^64) to the value's 64-bit word.
    bias: u64,
}

impl KeyCode {
    /// `bytes` in 1..=8.
    pub fn new(signed: bool, bytes: usize) -> KeyCode {
        let bytes = bytes.clamp(1, 8);
        let bias = if signed { 1u64 << (8 * bytes - 1) } else { 0 };
        KeyCode {
            bytes,
            signed,
            bias,
        }
    }

    /// The code of a key of `dt` (an integer-like type) in `bytes` bytes.
    pub fn of_type(dt: &DataType, bytes: usize) -> KeyCode {
        KeyCode::new(is_signed(dt), bytes)
    }

    /// The smallest and largest value the code holds.
    pub fn range(self) -> (i128, i128) {
        let bits = 8 * self.bytes as u32;
        if self.signed {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        }
    }

    /// The bias [`KeyCode::encode`] adds, for loops that encode in bulk.
    pub fn bias(self) -> u64 {
        self.bias
    }

    /// The key as it travels (in the low `bytes` bytes of the result), or
    /// `None` when the value's word (an `i64` or `u64` as its bits) is
    /// outside the code's range.
    #[inline(always)]
    pub fn encode(self, word: u64) -> Option<u64> {
        let code = word.wrapping_add(self.bias);
        (self.bytes >= 8 || code >> (8 * self.bytes) == 0).then_some(code)
    }

    /// Whether every word of `words` is in range (a loop the compiler
    /// vectorises: the fast paths check a whole column before filling).
    pub fn all_fit(self, words: &[u64]) -> bool {
        if self.bytes >= 8 {
            return true;
        }
        let (bias, shift) = (self.bias, 8 * self.bytes as u32);
        words
            .iter()
            .fold(0u64, |acc, &w| acc | (w.wrapping_add(bias) >> shift))
            == 0
    }

    /// The value of a word, as the column's type reads it.
    fn value(self, word: u64) -> i128 {
        if self.signed {
            word as i64 as i128
        } else {
            word as i128
        }
    }

    /// The error for a word of `column` that does not fit.
    pub fn out_of_range(self, word: u64, column: &str) -> DataFusionError {
        let (lo, hi) = self.range();
        DataFusionError::Execution(format!(
            "join key {} of column `{column}` does not fit the pipeline's {}-byte keys, which hold {lo}..={hi}: \
             the plan chose that width from the inputs' statistics, which do not bound this data \
             (an estimate, or files changed since); nothing was joined with a truncated key",
            self.value(word),
            self.bytes
        ))
    }
}

fn is_signed(dt: &DataType) -> bool {
    !matches!(
        dt,
        DataType::UInt8 | DataType::UInt16 | DataType::UInt32 | DataType::UInt64
    )
}

/// Bytes of a `v`-byte value field that hold its word: all of them up to
/// 8, else the first 8 (zeros follow).
#[inline(always)]
pub fn word_bytes(v: usize) -> usize {
    v.min(8)
}

/// How many distinct words a `v`-byte field holds (2^(8·min(v, 8))).
pub fn word_count(v: usize) -> u128 {
    1u128 << (8 * word_bytes(v))
}

/// Whether `x` fits a `v`-byte field's word.
#[inline(always)]
pub fn word_fits(v: usize, x: u64) -> bool {
    word_bytes(v) >= 8 || x >> (8 * word_bytes(v)) == 0
}

/// Writes `x` (which fits, [`word_fits`]) as the word of the `v`-byte
/// field at the start of `field`.
#[inline(always)]
pub fn put_word(field: &mut [u8], v: usize, x: u64) {
    let w = word_bytes(v);
    field[..w].copy_from_slice(&x.to_be_bytes()[8 - w..]);
}

/// The word of the `v`-byte field at the start of `field`.
#[inline(always)]
pub fn read_word(field: &[u8], v: usize) -> u64 {
    let w = word_bytes(v);
    let mut b = [0u8; 8];
    b[8 - w..].copy_from_slice(&field[..w]);
    u64::from_be_bytes(b)
}

/// A staged build value: the build task's partition above the row's index
/// in it. Eight-byte words give the partition 24 bits and the row 40;
/// narrower words (4 to 7 bytes) give the partition 8 bits (the switch
/// takes at most [`netjoin_proto::MAX_SOURCES`] sources, so fewer build
/// tasks) and the row the rest: 2^24 rows a partition with 4-byte values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildValue {
    v: usize,
    part_bits: u32,
    row_bits: u32,
}

impl BuildValue {
    /// The layout of `v`-byte values; an error below 4 bytes.
    pub fn of(v: usize) -> Result<BuildValue> {
        let w = word_bytes(v) as u32;
        if w < 4 {
            return Err(DataFusionError::Internal(format!(
                "{v}-byte values cannot name a build partition and row (4 bytes at least)"
            )));
        }
        let part_bits = if w >= 8 { 24 } else { 8 };
        Ok(BuildValue {
            v,
            part_bits,
            row_bits: 8 * w - part_bits,
        })
    }
    /// Rows a partition may have.
    pub fn max_rows(self) -> u64 {
        1 << self.row_bits
    }
    /// Partitions there may be.
    pub fn max_parts(self) -> u64 {
        1 << self.part_bits
    }
    /// The value of row `row` of partition `part`, or an error saying
    /// which does not fit.
    pub fn encode(self, part: u64, row: u64) -> Result<u64> {
        if part >= self.max_parts() || row >= self.max_rows() {
            return Err(DataFusionError::Execution(format!(
                "build partition {part}, row {row}: the pipeline's {}-byte values hold {} partitions of {} rows \
                 (2^{}); the plan chose that width from the inputs' statistics, which do not bound this data",
                self.v,
                self.max_parts(),
                self.max_rows(),
                self.row_bits
            )));
        }
        Ok(part << self.row_bits | row)
    }
    /// (partition, row) of a value.
    pub fn decode(self, value: u64) -> (u64, u64) {
        (value >> self.row_bits, value & (self.max_rows() - 1))
    }
}

/// One offloaded join as the width decision sees it.
#[derive(Clone, Debug)]
pub struct JoinKeys {
    /// `table.column` of the fact's key and of the dimension's.
    pub fact_column: String,
    pub dim_column: String,
    /// Both sides have this type (the rule refuses joins whose types differ).
    pub data_type: DataType,
    pub fact_stats: Option<ColumnStatistics>,
    pub dim_stats: Option<ColumnStatistics>,
    /// The dimension: its name, and at most how many rows it has
    /// (`Exact`: a bound from an exact count; `Inexact`: only an estimate).
    pub dim: String,
    pub dim_rows: Precision<usize>,
}

/// The widths a set of offloaded joins needs, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Widths {
    pub key_bytes: usize,
    pub value_bytes: usize,
    /// What proved the narrow widths, or which statistic was missing or
    /// too wide.
    pub why: String,
}

/// Whether `column`'s values fit keys of `code`: proven by the type alone
/// or by the min/max statistics; the proof, or why there is none.
fn key_proof(
    code: KeyCode,
    dt: &DataType,
    column: &str,
    stats: Option<&ColumnStatistics>,
) -> std::result::Result<String, String> {
    let (lo, hi) = code.range();
    let (tlo, thi) = type_range(dt);
    if tlo >= lo && thi <= hi {
        return Ok(format!("{column} is {dt}"));
    }
    let (min, max) = match stats {
        Some(s) => (&s.min_value, &s.max_value),
        None => return Err(format!("no min/max statistics of {column}")),
    };
    let (Some(min_v), Some(max_v)) = (
        min.get_value().and_then(int_of),
        max.get_value().and_then(int_of),
    ) else {
        let missing = match (min.get_value().is_some(), max.get_value().is_some()) {
            (false, false) => "min/max",
            (false, true) => "min",
            _ => "max",
        };
        return Err(format!("no {missing} statistics of {column}"));
    };
    let how = if matches!((min, max), (Precision::Exact(_), Precision::Exact(_))) {
        ""
    } else {
        " (inexact)"
    };
    if min_v >= lo && max_v <= hi {
        Ok(format!("{column} in {min_v}..={max_v}{how}"))
    } else {
        Err(format!(
            "{column} in {min_v}..={max_v}{how}, beyond {lo}..={hi}"
        ))
    }
}

/// The values every value of the integer-like type `dt` lies in.
fn type_range(dt: &DataType) -> (i128, i128) {
    match dt {
        DataType::Int8 => (i8::MIN as i128, i8::MAX as i128),
        DataType::Int16 => (i16::MIN as i128, i16::MAX as i128),
        DataType::Int32 | DataType::Date32 => (i32::MIN as i128, i32::MAX as i128),
        DataType::UInt8 => (0, u8::MAX as i128),
        DataType::UInt16 => (0, u16::MAX as i128),
        DataType::UInt32 => (0, u32::MAX as i128),
        DataType::UInt64 => (0, u64::MAX as i128),
        _ => (i64::MIN as i128, i64::MAX as i128),
    }
}

pub(crate) fn int_of(s: &ScalarValue) -> Option<i128> {
    Some(match s {
        ScalarValue::Int8(Some(v)) => *v as i128,
        ScalarValue::Int16(Some(v)) => *v as i128,
        ScalarValue::Int32(Some(v)) => *v as i128,
        ScalarValue::Int64(Some(v)) => *v as i128,
        ScalarValue::UInt8(Some(v)) => *v as i128,
        ScalarValue::UInt16(Some(v)) => *v as i128,
        ScalarValue::UInt32(Some(v)) => *v as i128,
        ScalarValue::UInt64(Some(v)) => *v as i128,
        ScalarValue::Date32(Some(v)) => *v as i128,
        _ => return None,
    })
}

/// Rows of a dimension a value of `v` bytes can name: the collected
/// dimension's row numbers (shared form), or a build partition's, with the
/// dimension's whole row count bounding every partition's (staged form).
pub fn max_dim_rows(v: usize, staged: bool) -> u128 {
    if staged {
        BuildValue::of(v).map_or(0, |b| b.max_rows() as u128)
    } else {
        word_count(v)
    }
}

/// The widths `joins` (the offloaded joins) need: 4-byte keys when every
/// join key on both sides provably fits them (by its type, or by min/max
/// statistics, exact or not: the encoders check every key), 4-byte values
/// when every dimension's rows are bounded below the limit
/// ([`max_dim_rows`]; an estimate is no bound), else 8. Probe payloads
/// need no proof: the node cuts fact batches into pieces whose row numbers
/// fit.
pub fn decide(joins: &[JoinKeys], staged: bool) -> Widths {
    let mut key_why = Vec::new();
    let mut key_fits = true;
    for j in joins {
        let code = KeyCode::of_type(&j.data_type, NARROW);
        for (col, stats) in [
            (&j.fact_column, &j.fact_stats),
            (&j.dim_column, &j.dim_stats),
        ] {
            match key_proof(code, &j.data_type, col, stats.as_ref()) {
                Ok(p) if key_fits => key_why.push(p),
                Ok(_) => {}
                Err(e) => {
                    if key_fits {
                        key_why.clear();
                    }
                    key_fits = false;
                    key_why.push(e);
                }
            }
        }
    }
    let limit = max_dim_rows(NARROW, staged);
    let mut value_why = Vec::new();
    let mut value_fits = true;
    let per = if staged {
        " (bounds each build partition)"
    } else {
        ""
    };
    for j in joins {
        let verdict = match j.dim_rows {
            Precision::Exact(n) if (n as u128) <= limit => {
                Ok(format!("{} has at most {n} rows ≤ {limit}{per}", j.dim))
            }
            Precision::Exact(n) => Err(format!("{} has up to {n} rows > {limit}{per}", j.dim)),
            Precision::Inexact(n) => Err(format!(
                "{} has about {n} rows, an estimate and no bound",
                j.dim
            )),
            Precision::Absent => Err(format!("no row count statistics of {}", j.dim)),
        };
        match verdict {
            Ok(p) if value_fits => value_why.push(p),
            Ok(_) => {}
            Err(e) => {
                if value_fits {
                    value_why.clear();
                }
                value_fits = false;
                value_why.push(e);
            }
        }
    }
    let key_bytes = if key_fits { NARROW } else { WIDE };
    let value_bytes = if value_fits { NARROW } else { WIDE };
    let why = format!(
        "keys {key_bytes} B: {}; values {value_bytes} B: {}",
        if key_why.is_empty() {
            "no join".to_string()
        } else {
            key_why.join(", ")
        },
        if value_why.is_empty() {
            "no dimension".to_string()
        } else {
            value_why.join(", ")
        }
    );
    Widths {
        key_bytes,
        value_bytes,
        why,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(min: ScalarValue, max: ScalarValue) -> Option<ColumnStatistics> {
        Some(ColumnStatistics {
            min_value: Precision::Exact(min),
            max_value: Precision::Inexact(max),
            ..ColumnStatistics::new_unknown()
        })
    }

    fn join(
        dt: DataType,
        fact: Option<ColumnStatistics>,
        dim: Option<ColumnStatistics>,
        rows: Precision<usize>,
    ) -> JoinKeys {
        JoinKeys {
            fact_column: "F.k".into(),
            dim_column: "D.k".into(),
            data_type: dt,
            fact_stats: fact,
            dim_stats: dim,
            dim: "D".into(),
            dim_rows: rows,
        }
    }

    #[test]
    fn unsigned_keys_up_to_2_pow_32_minus_1_are_narrow_and_one_more_is_not() {
        let u = |a: u64, b: u64| stats(ScalarValue::UInt64(Some(a)), ScalarValue::UInt64(Some(b)));
        let w = decide(
            &[join(
                DataType::UInt64,
                u(0, u32::MAX as u64),
                u(0, u32::MAX as u64),
                Precision::Exact(10),
            )],
            false,
        );
        assert_eq!((w.key_bytes, w.value_bytes), (4, 4), "{}", w.why);
        assert!(w.why.contains("F.k in 0..=4294967295"), "{}", w.why);
        let w = decide(
            &[join(
                DataType::UInt64,
                u(0, 1 << 32),
                u(0, 5),
                Precision::Exact(10),
            )],
            false,
        );
        assert_eq!(w.key_bytes, 8, "{}", w.why);
        assert!(w.why.contains("F.k in 0..=4294967296"), "{}", w.why);
        // UInt32 fits by its type alone, without statistics.
        let w = decide(
            &[join(DataType::UInt32, None, None, Precision::Exact(10))],
            false,
        );
        assert_eq!(w.key_bytes, 4, "{}", w.why);
    }

    #[test]
    fn negative_i32_range_keys_are_narrow_and_i64_beyond_is_wide() {
        let i = |a: i64, b: i64| stats(ScalarValue::Int64(Some(a)), ScalarValue::Int64(Some(b)));
        let w = decide(
            &[join(
                DataType::Int64,
                i(i32::MIN as i64, -1),
                i(-5, i32::MAX as i64),
                Precision::Exact(10),
            )],
            false,
        );
        assert_eq!(w.key_bytes, 4, "{}", w.why);
        // Int32 and dates by their type.
        for dt in [DataType::Int32, DataType::Date32, DataType::Int16] {
            assert_eq!(
                decide(&[join(dt, None, None, Precision::Exact(1))], false).key_bytes,
                4
            );
        }
        // Keys beyond 2^32, and a negative one below i32, on either side.
        let w = decide(
            &[join(
                DataType::Int64,
                i(0, 5_000_000_000),
                i(0, 9),
                Precision::Exact(10),
            )],
            false,
        );
        assert_eq!(w.key_bytes, 8);
        let w = decide(
            &[join(
                DataType::Int64,
                i(0, 9),
                i(i32::MIN as i64 - 1, 9),
                Precision::Exact(10),
            )],
            false,
        );
        assert_eq!(w.key_bytes, 8);
        assert!(
            w.why
                .contains("D.k in -2147483649..=9 (inexact), beyond -2147483648..=2147483647"),
            "{}",
            w.why
        );
        // Signed keys in 2^31..2^32 do not fit the signed code.
        let w = decide(
            &[join(
                DataType::Int64,
                i(0, 1 << 31),
                i(0, 9),
                Precision::Exact(10),
            )],
            false,
        );
        assert_eq!(w.key_bytes, 8);
    }

    #[test]
    fn missing_statistics_give_wide_widths_and_say_which() {
        let w = decide(
            &[join(
                DataType::Int64,
                None,
                stats(ScalarValue::Int64(Some(0)), ScalarValue::Int64(Some(9))),
                Precision::Absent,
            )],
            false,
        );
        assert_eq!((w.key_bytes, w.value_bytes), (8, 8));
        assert!(w.why.contains("no min/max statistics of F.k"), "{}", w.why);
        assert!(w.why.contains("no row count statistics of D"), "{}", w.why);
        let half = Some(ColumnStatistics {
            min_value: Precision::Exact(ScalarValue::Int64(Some(0))),
            ..ColumnStatistics::new_unknown()
        });
        let w = decide(
            &[join(
                DataType::Int64,
                half.clone(),
                half,
                Precision::Exact(3),
            )],
            false,
        );
        assert_eq!((w.key_bytes, w.value_bytes), (8, 4));
        assert!(w.why.contains("no max statistics of F.k"), "{}", w.why);
    }

    #[test]
    fn row_counts_at_the_limit_fit_4_byte_values_and_over_it_do_not() {
        let at = 1usize << 24;
        let staged = |rows| decide(&[join(DataType::Int32, None, None, rows)], true).value_bytes;
        assert_eq!(staged(Precision::Exact(at)), 4);
        assert_eq!(staged(Precision::Exact(at + 1)), 8);
        // An estimate bounds nothing.
        assert_eq!(staged(Precision::Inexact(5)), 8);
        let w = decide(
            &[join(DataType::Int32, None, None, Precision::Inexact(5))],
            false,
        );
        assert!(
            w.why
                .contains("D has about 5 rows, an estimate and no bound"),
            "{}",
            w.why
        );
        // The shared form numbers rows of the collected dimension: 2^32.
        let shared = |rows| decide(&[join(DataType::Int32, None, None, rows)], false).value_bytes;
        assert_eq!(shared(Precision::Exact(at + 1)), 4);
        assert_eq!(shared(Precision::Exact(1 << 32)), 4);
        assert_eq!(shared(Precision::Exact((1 << 32) + 1)), 8);
        // One dimension over the limit widens them all.
        let w = decide(
            &[
                join(DataType::Int32, None, None, Precision::Exact(5)),
                join(DataType::Int32, None, None, Precision::Exact(at + 1)),
            ],
            true,
        );
        assert_eq!(w.value_bytes, 8);
        assert!(
            w.why.contains("D has up to 16777217 rows > 16777216"),
            "{}",
            w.why
        );
    }

    #[test]
    fn key_codes_are_injective_in_range_and_refuse_the_rest() {
        let s4 = KeyCode::new(true, 4);
        let codes: Vec<u64> = [i32::MIN as i64, -1, 0, 1, i32::MAX as i64]
            .iter()
            .map(|&x| s4.encode(x as u64).unwrap())
            .collect();
        assert!(
            codes.windows(2).all(|w| w[0] < w[1]),
            "order-preserving: {codes:?}"
        );
        assert!(codes.iter().all(|&c| c >> 32 == 0));
        assert_eq!(s4.encode((i32::MAX as i64 + 1) as u64), None);
        assert_eq!(s4.encode((i32::MIN as i64 - 1) as u64), None);
        let u4 = KeyCode::new(false, 4);
        assert_eq!(u4.encode(u32::MAX as u64), Some(u32::MAX as u64));
        assert_eq!(u4.encode(1 << 32), None);
        assert!(u4.all_fit(&[0, 7, u32::MAX as u64]) && !u4.all_fit(&[0, 1 << 32]));
        // Eight-byte signed keys: the sign bit flipped, as before.
        let s8 = KeyCode::new(true, 8);
        assert_eq!(s8.encode(-1i64 as u64), Some((-1i64 as u64) ^ 1 << 63));
        assert!(s8.all_fit(&[u64::MAX, 0]));
        let e = s4.out_of_range(5_000_000_000, "F.k").to_string();
        assert!(
            e.contains("5000000000")
                && e.contains("4-byte keys")
                && e.contains("-2147483648..=2147483647"),
            "{e}"
        );
    }

    #[test]
    fn build_values_split_by_width_and_refuse_what_does_not_fit() {
        let b4 = BuildValue::of(4).unwrap();
        assert_eq!(b4.encode(3, 5).unwrap(), 3 << 24 | 5);
        assert_eq!(b4.decode(3 << 24 | 5), (3, 5));
        assert_eq!(
            b4.decode(b4.encode(255, (1 << 24) - 1).unwrap()),
            (255, (1 << 24) - 1)
        );
        assert!(b4
            .encode(0, 1 << 24)
            .unwrap_err()
            .to_string()
            .contains("4-byte values hold 256 partitions of 16777216 rows"));
        assert!(b4.encode(256, 0).is_err());
        let b8 = BuildValue::of(8).unwrap();
        assert_eq!(b8.encode(7, 9).unwrap(), 7 << 40 | 9);
        let b16 = BuildValue::of(16).unwrap();
        assert_eq!(
            (b16.max_parts(), b16.max_rows()),
            (b8.max_parts(), b8.max_rows())
        );
        assert!(BuildValue::of(3).is_err());
        let mut f = [0u8; 16];
        put_word(&mut f, 16, 0x0102);
        assert_eq!(read_word(&f, 16), 0x0102);
        let mut f = [0u8; 4];
        put_word(&mut f, 4, 0xdead_beef);
        assert_eq!(
            (f, read_word(&f, 4)),
            ([0xde, 0xad, 0xbe, 0xef], 0xdead_beef)
        );
        assert!(word_fits(4, u32::MAX as u64) && !word_fits(4, 1 << 32) && word_fits(8, u64::MAX));
    }
}
