//! Reading and writing one bucket in the layout of PROTOCOL.md §6.2.

use crate::signature::{BucketGeometry, STATUS_COUNT_MASK, STATUS_OVERFLOW};

/// A bucket's bytes with the geometry and key width needed to read them.
#[derive(Clone, Copy, Debug)]
pub struct BucketRef<'a> {
    pub bytes: &'a [u8],
    pub geometry: BucketGeometry,
    pub key_bytes: usize,
}

impl<'a> BucketRef<'a> {
    pub fn new(bytes: &'a [u8], geometry: BucketGeometry, key_bytes: usize) -> BucketRef<'a> {
        assert_eq!(bytes.len(), geometry.bucket_bytes());
        BucketRef {
            bytes,
            geometry,
            key_bytes,
        }
    }
    pub fn status(&self) -> u8 {
        self.bytes[self.geometry.status_offset()]
    }
    /// Occupied slots. A corrupt count above the slot total reads as the total.
    pub fn count(&self) -> usize {
        ((self.status() & STATUS_COUNT_MASK) as usize).min(self.geometry.slots)
    }
    pub fn overflowed(&self) -> bool {
        self.status() & STATUS_OVERFLOW != 0
    }
    pub fn slot(&self, s: usize) -> &'a [u8] {
        let w = self.geometry.slot_bytes;
        &self.bytes[s * w..(s + 1) * w]
    }
    pub fn key(&self, s: usize) -> &'a [u8] {
        &self.slot(s)[..self.key_bytes]
    }
    pub fn value(&self, s: usize) -> &'a [u8] {
        &self.slot(s)[self.key_bytes..]
    }
    /// Values of the occupied slots whose key equals `key`, in slot order.
    pub fn matches<'k>(&self, key: &'k [u8]) -> impl Iterator<Item = &'a [u8]> + 'k
    where
        'a: 'k,
    {
        let me = *self;
        (0..me.count())
            .filter(move |&s| me.key(s) == key)
            .map(move |s| me.value(s))
    }
}

/// Inserts `tuple` (key then value) into the first free slot of `bytes`.
/// Returns false, and sets the overflow flag, when the bucket is full.
pub fn insert(bytes: &mut [u8], geometry: BucketGeometry, tuple: &[u8]) -> bool {
    debug_assert_eq!(tuple.len(), geometry.slot_bytes);
    let st = geometry.status_offset();
    let count = (bytes[st] & STATUS_COUNT_MASK) as usize;
    if count >= geometry.slots {
        bytes[st] |= STATUS_OVERFLOW;
        return false;
    }
    let w = geometry.slot_bytes;
    bytes[count * w..(count + 1) * w].copy_from_slice(tuple);
    bytes[st] = (bytes[st] & STATUS_OVERFLOW) | (count as u8 + 1);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn fills_then_overflows() {
        let g = BucketGeometry::for_widths(4, 8);
        let mut b = vec![0u8; g.bucket_bytes()];
        for i in 0..g.slots {
            let mut t = vec![0, 0, 0, 9];
            t.extend([i as u8; 8]);
            assert!(insert(&mut b, g, &t));
        }
        assert!(!insert(&mut b, g, &[0u8; 12]));
        let r = BucketRef::new(&b, g, 4);
        assert_eq!(r.count(), 5);
        assert!(r.overflowed());
        assert_eq!(r.matches(&[0, 0, 0, 9]).count(), 5);
        assert_eq!(r.matches(&[0, 0, 0, 8]).count(), 0);
        assert_eq!(r.value(3), &[3u8; 8]);
    }
}
