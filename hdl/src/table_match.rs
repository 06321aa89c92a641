//! One table's verdict on a probe key (PROTOCOL.md §7.2): the key against
//! every occupied slot of its bucket line at once, a slot compare each, so
//! the probe unit's combiner (combiner.rs) judges T tables in one cycle.

use super::super::sig::*;
use rust_hdl::prelude::*;

/// One table's answer for one key and its bucket line (PROTOCOL.md §7.2):
/// `miss` (no occupied slot matches, no overflow), `amb` (two or more match,
/// or the overflow flag is set), else a hit with the matching slot's value.
#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (sig.rs)
pub struct TableMatch {
    pub line: Signal<In, Bits<512>>,
    pub key: Signal<In, Bits<KEY_BITS>>,
    pub miss: Signal<Out, Bit>,
    pub amb: Signal<Out, Bit>,
    pub val: Signal<Out, Bits<VALUE_BITS>>,
    /// `val` at this table's place among all tables' values.
    pub val_at: Signal<Out, Bits<VALS_BITS>>,
    pos: Constant<Bits<16>>,
    cnt: Signal<Local, Bits<7>>,
    m: [Signal<Local, Bit>; SLOTS],
    any: Signal<Local, Bit>,
    multi: Signal<Local, Bit>,
    // offsets used in expressions (see sig.rs)
    SLOT_BITS: Constant<Bits<16>>,
    KEY_BITS: Constant<Bits<16>>,
}

impl TableMatch {
    /// The matcher of table `t`.
    pub fn new(t: usize) -> Self {
        TableMatch {
            val_at: Default::default(),
            pos: param(VALUE_BITS * t),
            line: Default::default(),
            key: Default::default(),
            miss: Default::default(),
            amb: Default::default(),
            val: Default::default(),
            cnt: Default::default(),
            m: Default::default(),
            any: Default::default(),
            multi: Default::default(),
            SLOT_BITS: param(SLOT_BITS),
            KEY_BITS: param(KEY_BITS),
        }
    }
}

impl Logic for TableMatch {
    #[hdl_gen]
    fn update(&mut self) {
        self.cnt.next = self.line.val().get_bits::<7>(504);
        self.val.next = 0.into();
        for s in 0..SLOTS {
            self.m[s].next = (self.cnt.val().index() > s)
                & (self.line.val().get_bits::<KEY_BITS>(SLOT_BITS * s) == self.key.val());
            if self.m[s].val() {
                self.val.next = self
                    .line
                    .val()
                    .get_bits::<VALUE_BITS>(SLOT_BITS * s + KEY_BITS);
            }
        }
        self.any.next = false;
        self.multi.next = false;
        for a in 0..SLOTS {
            if self.m[a].val() {
                self.any.next = true;
            }
            for b in 0..SLOTS {
                if (a < b) & self.m[a].val() & self.m[b].val() {
                    self.multi.next = true;
                }
            }
        }
        self.val_at.next = bit_cast::<VALS_BITS, VALUE_BITS>(self.val.val()) << self.pos.val();
        self.miss.next = !self.any.val() & !self.line.val().get_bit(511);
        self.amb.next = self.multi.val() | self.line.val().get_bit(511);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::lanes;
    use crate::tb::{Bench, Rng};
    use netjoin_proto::bucket::{self, BucketRef};
    use netjoin_proto::Signature;

    #[test]
    fn verdicts_match_the_protocol_crates_bucket_reading() {
        let geom = Signature::new(KEY_BYTES as u8, VALUE_BYTES as u16, TABLES as u8)
            .unwrap()
            .geometry();
        let mut u = TableMatch::new(TABLES - 1);
        let mut b = Bench::new(&mut u, |_, _| {});
        let mut rng = Rng(41);
        let key = |k: u64| k.to_be_bytes()[8 - KEY_BYTES..].to_vec();
        let (mut misses, mut hits, mut ambiguous) = (0, 0, 0);
        for n in 0..3000 {
            // keys 0..6: empty, partly and fully filled buckets with
            // duplicate keys; now and then the overflow flag or a count
            // above the slots (read as all slots)
            let mut line = [0u8; 64];
            for _ in 0..rng.below(SLOTS as u64 + 2) {
                let mut t = key(rng.below(6));
                t.extend((0..VALUE_BYTES).map(|_| rng.next() as u8));
                bucket::insert(&mut line, geom, &t);
            }
            if n % 17 == 0 {
                line[63] |= 0x80;
            }
            if n % 29 == 0 {
                line[63] = (line[63] & 0x80) | (SLOTS as u8 + 1 + rng.below(20) as u8);
            }
            let k = key(rng.below(7));
            b.uut().line.next = lanes::<512>(&line);
            b.uut().key.next = lanes::<KEY_BITS>(&k);
            b.settle();
            let r = BucketRef::new(&line, geom, KEY_BYTES);
            let mut m = r.matches(&k);
            let u = b.uut();
            let val: Vec<u8> = (0..VALUE_BYTES)
                .map(|i| u.val.val().get_bits::<8>(8 * i).to_u8())
                .collect();
            match (m.next(), m.next(), r.overflowed()) {
                (None, _, false) => {
                    assert!(u.miss.val() && !u.amb.val(), "line {n}: a miss");
                    misses += 1;
                }
                (Some(v), None, false) => {
                    assert!(!u.miss.val() && !u.amb.val(), "line {n}: a hit");
                    assert_eq!(val, v, "line {n}: the matching slot's value");
                    // at table T - 1's place among the values, zero elsewhere
                    let at = bit_cast::<VALS_BITS, VALUE_BITS>(u.val.val())
                        << bits::<16>((VALUE_BITS * (TABLES - 1)) as u64);
                    assert_eq!(u.val_at.val(), at, "line {n}: the value's place");
                    hits += 1;
                }
                _ => {
                    assert!(!u.miss.val() && u.amb.val(), "line {n}: ambiguous");
                    ambiguous += 1;
                }
            }
        }
        assert!(
            misses > 300 && hits > 300 && ambiguous > 300,
            "{misses} {hits} {ambiguous}"
        );
    }
}
