//! Dimension values the switch carries in place of row numbers.
//!
//! A build tuple's value is normally the row's index in the collected
//! dimension, and the node gathers the dimension's columns by those indices
//! once the RESULT tuples come back: a random read per row and column. When
//! the plan needs exactly one column of a dimension and that column's values
//! fit the value's word exactly (integers, dates, floats, decimals of up to
//! 18 digits, none null; with values narrower than 8 bytes, every value
//! must fit the narrower word, see [`crate::widths`]), the build tuple
//! carries the value itself and the output column is read straight out of
//! the RESULT tuples.

use datafusion::arrow::array::{Array, ArrayRef, AsArray, PrimitiveArray};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::{
    DataType, Date32Type, Decimal128Type, Float32Type, Float64Type, Int64Type, UInt64Type,
};
use datafusion::common::Result;
use std::sync::Arc;

/// Largest decimal precision whose values all fit an `i64`.
const DECIMAL_DIGITS_IN_I64: u8 = 18;

/// Integers and dates: types whose every value is exactly one `i64` or
/// `u64` (so also the join keys the switch takes).
pub(crate) fn is_integer_like(dt: &DataType) -> bool {
    matches!(
        dt,
        DataType::Int8
            | DataType::Int16
            | DataType::Int32
            | DataType::Int64
            | DataType::UInt8
            | DataType::UInt16
            | DataType::UInt32
            | DataType::UInt64
            | DataType::Date32
    )
}

/// Whether columns of type `dt` can be carried by value (when they hold no
/// null).
pub(crate) fn is_carried_type(dt: &DataType) -> bool {
    match dt {
        DataType::Float32 | DataType::Float64 => true,
        DataType::Decimal128(p, _) => *p <= DECIMAL_DIGITS_IN_I64,
        _ => is_integer_like(dt),
    }
}

/// Types whose words are two's complement: a narrower word holds them
/// sign-extended.
fn is_signed_word(dt: &DataType) -> bool {
    matches!(
        dt,
        DataType::Int8
            | DataType::Int16
            | DataType::Int32
            | DataType::Int64
            | DataType::Date32
            | DataType::Decimal128(..)
    )
}

/// The words of `col`'s values for `v`-byte values (`min(v, 8)` bytes:
/// signed types two's complement in that many bytes, others as they are),
/// or `None` when its type is not carried, it holds a null, or a value does
/// not fit the word.
pub(crate) fn words(col: &ArrayRef, v: usize) -> Option<Vec<u64>> {
    let wide = words8(col)?;
    let bits = 8 * crate::widths::word_bytes(v) as u32;
    if bits >= 64 {
        return Some(wide);
    }
    let mask = (1u64 << bits) - 1;
    if is_signed_word(col.data_type()) {
        let (lo, hi) = (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1);
        wide.iter()
            .all(|&w| (lo..=hi).contains(&(w as i64)))
            .then(|| wide.iter().map(|&w| w & mask).collect())
    } else {
        wide.iter().all(|&w| w <= mask).then_some(wide)
    }
}

/// [`words`] at 8 bytes.
fn words8(col: &ArrayRef) -> Option<Vec<u64>> {
    if col.null_count() > 0 || !is_carried_type(col.data_type()) {
        return None;
    }
    Some(match col.data_type() {
        DataType::Int8 | DataType::Int16 | DataType::Int32 | DataType::Int64 => {
            cast(col, &DataType::Int64)
                .ok()?
                .as_primitive::<Int64Type>()
                .values()
                .iter()
                .map(|&v| v as u64)
                .collect()
        }
        DataType::UInt8 | DataType::UInt16 | DataType::UInt32 | DataType::UInt64 => {
            cast(col, &DataType::UInt64)
                .ok()?
                .as_primitive::<UInt64Type>()
                .values()
                .to_vec()
        }
        DataType::Date32 => col
            .as_primitive::<Date32Type>()
            .values()
            .iter()
            .map(|&d| d as i64 as u64)
            .collect(),
        DataType::Float64 => col
            .as_primitive::<Float64Type>()
            .values()
            .iter()
            .map(|f| f.to_bits())
            .collect(),
        DataType::Float32 => col
            .as_primitive::<Float32Type>()
            .values()
            .iter()
            .map(|f| u64::from(f.to_bits()))
            .collect(),
        // Arrow does not enforce the precision on every value, so each one
        // is checked: a value outside `i64` leaves the column to row numbers.
        DataType::Decimal128(p, _) if *p <= DECIMAL_DIGITS_IN_I64 => col
            .as_primitive::<Decimal128Type>()
            .values()
            .iter()
            .map(|&d| i64::try_from(d).ok().map(|d| d as u64))
            .collect::<Option<_>>()?,
        _ => return None,
    })
}

/// The column of type `dt` whose values are `words` (as [`words`] made
/// them for `v`-byte values).
pub(crate) fn array(dt: &DataType, words: &[u64], v: usize) -> Result<ArrayRef> {
    let bits = 8 * crate::widths::word_bytes(v) as u32;
    if bits < 64 && is_signed_word(dt) {
        // Sign-extend the narrow words back to 64 bits.
        let shift = 64 - bits;
        let wide: Vec<u64> = words
            .iter()
            .map(|&w| (((w << shift) as i64) >> shift) as u64)
            .collect();
        return array8(dt, &wide);
    }
    array8(dt, words)
}

fn array8(dt: &DataType, words: &[u64]) -> Result<ArrayRef> {
    let signed = || PrimitiveArray::<Int64Type>::from_iter_values(words.iter().map(|&w| w as i64));
    Ok(match dt {
        DataType::Int8 | DataType::Int16 | DataType::Int32 | DataType::Int64 => {
            cast(&signed(), dt)?
        }
        DataType::UInt8 | DataType::UInt16 | DataType::UInt32 | DataType::UInt64 => cast(
            &PrimitiveArray::<UInt64Type>::from_iter_values(words.iter().copied()),
            dt,
        )?,
        DataType::Date32 => Arc::new(PrimitiveArray::<Date32Type>::from_iter_values(
            words.iter().map(|&w| w as i64 as i32),
        )),
        DataType::Float64 => Arc::new(PrimitiveArray::<Float64Type>::from_iter_values(
            words.iter().map(|&w| f64::from_bits(w)),
        )),
        DataType::Float32 => Arc::new(PrimitiveArray::<Float32Type>::from_iter_values(
            words.iter().map(|&w| f32::from_bits(w as u32)),
        )),
        DataType::Decimal128(p, s) => Arc::new(
            PrimitiveArray::<Decimal128Type>::from_iter_values(
                words.iter().map(|&w| i128::from(w as i64)),
            )
            .with_precision_and_scale(*p, *s)?,
        ),
        other => {
            return Err(datafusion::common::DataFusionError::Internal(format!(
                "SwitchStarJoinExec: a column of type {other} is not carried by value"
            )))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use datafusion::arrow::array::{
        Date32Array, Decimal128Array, Float32Array, Float64Array, Int16Array, Int64Array,
        StringArray, UInt32Array,
    };

    fn round_trip(col: ArrayRef) {
        round_trip_in(col, 8);
    }

    fn round_trip_in(col: ArrayRef, v: usize) {
        let w =
            words(&col, v).unwrap_or_else(|| panic!("{} is carried in {v} bytes", col.data_type()));
        assert!(w.iter().all(|&x| crate::widths::word_fits(v, x)), "{w:?}");
        let back = array(col.data_type(), &w, v).unwrap();
        assert_eq!(back.as_ref(), col.as_ref(), "{}", col.data_type());
    }

    #[test]
    fn four_byte_values_carry_what_fits_and_refuse_the_rest() {
        round_trip_in(
            Arc::new(Int64Array::from(vec![
                i32::MIN as i64,
                -1,
                0,
                i32::MAX as i64,
            ])),
            4,
        );
        round_trip_in(Arc::new(Date32Array::from(vec![-719_162, 0, 19_000])), 4);
        round_trip_in(Arc::new(UInt32Array::from(vec![0, 1, u32::MAX])), 4);
        round_trip_in(
            Arc::new(Float32Array::from(vec![-0.0f32, 2.25, f32::MAX])),
            4,
        );
        let dec = Decimal128Array::from(vec![-2_147_483_648i128, 0, 2_147_483_647])
            .with_precision_and_scale(18, 2)
            .unwrap();
        round_trip_in(Arc::new(dec), 4);
        // One value beyond the word leaves the column to row numbers.
        fn over(col: ArrayRef) {
            assert!(words(&col, 4).is_none(), "{col:?}");
        }
        over(Arc::new(Int64Array::from(vec![0, i32::MAX as i64 + 1])));
        over(Arc::new(Int64Array::from(vec![0, i32::MIN as i64 - 1])));
        over(Arc::new(datafusion::arrow::array::UInt64Array::from(vec![
            1u64 << 32,
        ])));
        over(Arc::new(Float64Array::from(vec![1.5])));
        let dec = Decimal128Array::from(vec![2_147_483_648i128])
            .with_precision_and_scale(18, 2)
            .unwrap();
        over(Arc::new(dec));
    }

    #[test]
    fn carried_types_come_back_exactly() {
        round_trip(Arc::new(Int64Array::from(vec![
            i64::MIN,
            -1,
            0,
            7,
            i64::MAX,
        ])));
        round_trip(Arc::new(Int16Array::from(vec![i16::MIN, -3, i16::MAX])));
        round_trip(Arc::new(UInt32Array::from(vec![0, 1, u32::MAX])));
        round_trip(Arc::new(Date32Array::from(vec![-719_162, 0, 19_000])));
        round_trip(Arc::new(Float64Array::from(vec![
            -0.0,
            1.5,
            f64::MAX,
            f64::MIN_POSITIVE,
        ])));
        round_trip(Arc::new(Float32Array::from(vec![-0.0f32, 2.25, f32::MAX])));
        let dec = Decimal128Array::from(vec![
            -999_999_999_999_999_999i128,
            0,
            123_456,
            999_999_999_999_999_999,
        ])
        .with_precision_and_scale(18, 2)
        .unwrap();
        round_trip(Arc::new(dec));
        // NaN keeps its bits.
        let nan = f64::from_bits(0x7ff8_0000_0000_0001);
        let w = words(&(Arc::new(Float64Array::from(vec![nan])) as ArrayRef), 8).unwrap();
        assert_eq!(w, vec![nan.to_bits()]);
    }

    #[test]
    fn nulls_wide_decimals_and_strings_are_not_carried() {
        assert!(words(
            &(Arc::new(Int64Array::from(vec![Some(1), None])) as ArrayRef),
            8
        )
        .is_none());
        let wide = Decimal128Array::from(vec![1i128])
            .with_precision_and_scale(19, 0)
            .unwrap();
        assert!(words(&(Arc::new(wide) as ArrayRef), 8).is_none());
        // Declared precision 18, but a value Arrow did not validate is wider.
        let unvalidated = Decimal128Array::from(vec![1i128, i128::from(i64::MAX) + 1])
            .with_precision_and_scale(18, 0)
            .unwrap();
        assert!(words(&(Arc::new(unvalidated) as ArrayRef), 8).is_none());
        assert!(words(&(Arc::new(StringArray::from(vec!["a"])) as ArrayRef), 8).is_none());
        assert!(array(&DataType::Utf8, &[1], 8).is_err());
    }
}
