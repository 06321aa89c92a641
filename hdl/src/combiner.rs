//! The probe unit's output (probe_unit.rs): a complete tuple and its T
//! bucket lines pass a register slice, so that the framer's `out_ready`
//! ends at its registers and the collect stage starts at its registered
//! `s_ready` (docs/HDL.md §4, longest paths). On the slice's register the
//! combiner decides per table miss / hit / ambiguous (table_match.rs) and
//! the tuple's verdict exactly as PROTOCOL.md §7.2: a miss if any table
//! misses or a filter rejected the tuple, else a SPILL if any is
//! ambiguous, else a RESULT with every table's value.
//!
//! The result stage registers the verdict, values, lines and tuple, so
//! that the combine (slot compares over 512-bit lines) ends there and the
//! framers' decisions start at flip-flops. A plain pipeline register: it
//! takes the next tuple when empty or emptied this cycle, so `out_ready`
//! reaches only the slice's registers.

use super::super::reg_slice::RegSlice;
use super::super::sig::*;
use super::table_match::TableMatch;
use rust_hdl::prelude::*;

/// The slice's word: the lines from bit 0, the probe tuple above, the
/// filter's rejection above that.
const O_TUP: usize = LINES_BITS;
const O_REJ: usize = O_TUP + PROBE_BITS;
const OUT_BITS: usize = O_REJ + 1;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (sig.rs)
pub struct Combiner {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// A complete tuple: its lines (table t at bit 512t), the tuple, and
    /// whether a filter rejected it (it read nothing and is a miss).
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub s_lines: Signal<In, Bits<LINES_BITS>>,
    pub s_tup: Signal<In, Bits<PROBE_BITS>>,
    pub s_rej: Signal<In, Bit>,
    /// The verdict (`KIND_*` in probe_unit.rs), the tuple, the matched
    /// values (table t at bit t·VALUE_BITS) and the lines.
    pub out_valid: Signal<Out, Bit>,
    pub out_kind: Signal<Out, Bits<2>>,
    pub out_tup: Signal<Out, Bits<PROBE_BITS>>,
    pub out_vals: Signal<Out, Bits<VALS_BITS>>,
    pub out_lines: Signal<Out, Bits<LINES_BITS>>,
    pub out_ready: Signal<In, Bit>,
    /// A tuple a filter rejected enters the result stage (counter `filtered`).
    pub filtered: Signal<Out, Bit>,
    /// A tuple is in the slice or the result stage.
    pub busy: Signal<Out, Bit>,
    out: RegSlice<Bits<OUT_BITS>>,
    olines: Signal<Local, Bits<LINES_BITS>>,
    otup: Signal<Local, Bits<PROBE_BITS>>,
    tm: [TableMatch; TABLES],
    /// `va[t]`: the values of tables 0..t.
    va: [Signal<Local, Bits<VALS_BITS>>; TABLES + 1],
    any_miss: Signal<Local, Bit>,
    any_amb: Signal<Local, Bit>,
    /// The verdict of the tuple on the slice.
    c_kind: Signal<Local, Bits<2>>,
    r_v: DFF<Bit>,
    r_kind: DFF<Bits<2>>,
    r_vals: DFF<Bits<VALS_BITS>>,
    r_lines: DFF<Bits<LINES_BITS>>,
    r_tup: DFF<Bits<PROBE_BITS>>,
    /// The result stage takes the slice's tuple.
    r_take: Signal<Local, Bit>,
    // offsets used in expressions (see sig.rs)
    O_TUP: Constant<Bits<16>>,
    O_REJ: Constant<Bits<16>>,
    KEY_BITS: Constant<Bits<16>>,
}

impl Default for Combiner {
    fn default() -> Self {
        Combiner {
            clock: Default::default(),
            reset: Default::default(),
            s_valid: Default::default(),
            s_ready: Default::default(),
            s_lines: Default::default(),
            s_tup: Default::default(),
            s_rej: Default::default(),
            out_valid: Default::default(),
            out_kind: Default::default(),
            out_tup: Default::default(),
            out_vals: Default::default(),
            out_lines: Default::default(),
            out_ready: Default::default(),
            filtered: Default::default(),
            busy: Default::default(),
            out: Default::default(),
            olines: Default::default(),
            otup: Default::default(),
            tm: std::array::from_fn(TableMatch::new),
            va: Default::default(),
            any_miss: Default::default(),
            any_amb: Default::default(),
            c_kind: Default::default(),
            r_v: Default::default(),
            r_kind: Default::default(),
            r_vals: Default::default(),
            r_lines: Default::default(),
            r_tup: Default::default(),
            r_take: Default::default(),
            O_TUP: param(O_TUP),
            O_REJ: param(O_REJ),
            KEY_BITS: param(KEY_BITS),
        }
    }
}

impl Logic for Combiner {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, r_v, r_kind, r_vals, r_lines, r_tup);
        self.out.clock.next = self.clock.val();
        self.out.reset.next = self.reset.val();
        self.out.s_valid.next = self.s_valid.val();
        self.s_ready.next = self.out.s_ready.val();
        self.out.s_data.next = bit_cast::<OUT_BITS, LINES_BITS>(self.s_lines.val())
            | (bit_cast::<OUT_BITS, PROBE_BITS>(self.s_tup.val()) << self.O_TUP.val())
            | (bit_cast::<OUT_BITS, 1>(self.s_rej.val().into()) << self.O_REJ.val());
        self.busy.next = self.out.busy.val() | self.r_v.q.val();
        self.r_take.next = self.out.m_valid.val() & (!self.r_v.q.val() | self.out_ready.val());
        self.out.m_ready.next = !self.r_v.q.val() | self.out_ready.val();
        self.olines.next = self.out.m_data.val().get_bits::<LINES_BITS>(0);
        self.otup.next = self.out.m_data.val().get_bits::<PROBE_BITS>(O_TUP);
        // ---- combine (PROTOCOL.md §7.2) on the output slice's register
        self.any_miss.next = false;
        self.any_amb.next = false;
        self.va[0].next = 0.into();
        for t in 0..TABLES {
            self.tm[t].line.next = self.olines.val().get_bits::<512>(512 * t);
            self.tm[t].key.next = self.otup.val().get_bits::<KEY_BITS>(KEY_BITS * t);
            self.va[t + 1].next = self.va[t].val() | self.tm[t].val_at.val();
            if self.tm[t].miss.val() {
                self.any_miss.next = true;
            }
            if self.tm[t].amb.val() {
                self.any_amb.next = true;
            }
        }
        self.c_kind.next = 1.into();
        if self.any_amb.val() {
            self.c_kind.next = 2.into();
        }
        if self.any_miss.val() | self.out.m_data.val().get_bit(O_REJ) {
            self.c_kind.next = 0.into();
        }
        self.filtered.next = self.r_take.val() & self.out.m_data.val().get_bit(O_REJ);
        // ---- the result stage
        if self.out_ready.val() {
            self.r_v.d.next = false;
        }
        if self.r_take.val() {
            self.r_v.d.next = true;
            self.r_kind.d.next = self.c_kind.val();
            for n in TABLES..(TABLES + 1) {
                self.r_vals.d.next = self.va[n].val();
            }
            self.r_lines.d.next = self.olines.val();
            self.r_tup.d.next = self.otup.val();
        }
        self.out_valid.next = self.r_v.q.val();
        self.out_kind.next = self.r_kind.q.val();
        self.out_vals.next = self.r_vals.q.val();
        self.out_lines.next = self.r_lines.q.val();
        self.out_tup.next = self.r_tup.q.val();
        if self.reset.val() {
            self.r_v.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::lanes;
    use crate::tb::{bits512, Bench, Pattern, Rng};
    use netjoin_proto::bucket::{self, BucketRef};
    use netjoin_proto::Signature;
    use std::collections::VecDeque;

    /// A complete tuple: its keys, its T lines, whether a filter rejected it.
    struct Tuple {
        keys: Vec<Vec<u8>>,
        tup: Bits<PROBE_BITS>,
        lines: Vec<[u8; 64]>,
        rej: bool,
    }

    /// PROTOCOL.md §7.2: the verdict and, for a RESULT, each table's value.
    fn decide(t: &Tuple) -> (u64, Vec<Vec<u8>>) {
        let geom = Signature::new(KEY_BYTES as u8, VALUE_BYTES as u16, TABLES as u8)
            .unwrap()
            .geometry();
        let (mut miss, mut amb, mut vals) = (t.rej, false, vec![]);
        for (line, key) in t.lines.iter().zip(&t.keys) {
            let r = BucketRef::new(line, geom, KEY_BYTES);
            let mut m = r.matches(key);
            match (m.next(), m.next()) {
                (None, _) if !r.overflowed() => miss = true,
                (Some(v), None) if !r.overflowed() => vals.push(v.to_vec()),
                _ => amb = true,
            }
        }
        if miss {
            (0, vec![])
        } else if amb {
            (2, vec![])
        } else {
            (1, vals)
        }
    }

    #[test]
    fn verdicts_are_the_protocols_in_order_under_back_pressure() {
        let geom = Signature::new(KEY_BYTES as u8, VALUE_BYTES as u16, TABLES as u8)
            .unwrap()
            .geometry();
        let mut rng = Rng(17);
        let key = |k: u64| k.to_be_bytes()[8 - KEY_BYTES..].to_vec();
        let tuples: Vec<Tuple> = (0..3000)
            .map(|n| {
                let keys: Vec<Vec<u8>> = (0..TABLES).map(|_| key(rng.below(3))).collect();
                let mut tup = Bits::<PROBE_BITS>::default();
                for (t, k) in keys.iter().enumerate() {
                    tup.set_bits::<KEY_BITS>(KEY_BITS * t, lanes::<KEY_BITS>(k));
                }
                tup.set_bits::<32>(PROBE_BITS - 32, (n as u64).into());
                let lines = (0..TABLES)
                    .map(|_| {
                        // keys 0..3, each most likely once, key 0 now and
                        // then twice, now and then the overflow flag
                        let mut line = [0u8; 64];
                        let dup = rng.bit(15);
                        for k in 0..3u64 {
                            if rng.bit(90) || (dup && k == 0) {
                                let mut s = key(if dup && k == 2 { 0 } else { k });
                                s.extend((0..VALUE_BYTES).map(|_| rng.next() as u8));
                                bucket::insert(&mut line, geom, &s);
                            }
                        }
                        if rng.bit(5) {
                            line[63] |= 0x80;
                        }
                        line
                    })
                    .collect();
                Tuple {
                    keys,
                    tup,
                    lines,
                    rej: rng.bit(10),
                }
            })
            .collect();
        let mut u = Combiner::default();
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        let (in_pat, out_pat) = (Pattern::Random(70), Pattern::Random(60));
        let mut next = 0;
        let mut queue: VecDeque<usize> = VecDeque::new();
        let (mut got, mut filtered, mut kinds) = (0, 0, [0; 3]);
        for c in 0..100_000u64 {
            let offer = next < tuples.len() && in_pat.on(c, &mut rng);
            let u = b.uut();
            u.s_valid.next = offer;
            if let Some(t) = tuples.get(next) {
                let mut l = Bits::<LINES_BITS>::default();
                for (i, line) in t.lines.iter().enumerate() {
                    l.set_bits::<512>(512 * i, bits512(line));
                }
                u.s_lines.next = l;
                u.s_tup.next = t.tup;
                u.s_rej.next = t.rej;
            }
            u.out_ready.next = out_pat.on(c, &mut rng);
            b.settle();
            let u = b.uut();
            // busy: a tuple taken before this cycle has not left
            assert_eq!(u.busy.val(), !queue.is_empty(), "cycle {c}");
            if offer && u.s_ready.val() {
                queue.push_back(next);
                next += 1;
            }
            filtered += u.filtered.val() as usize;
            if u.out_valid.val() && u.out_ready.val() {
                let n = queue.pop_front().expect("a verdict for a tuple given");
                let t = &tuples[n];
                let (kind, vals) = decide(t);
                assert_eq!(u.out_kind.val().to_u64(), kind, "tuple {n}");
                assert!(u.out_tup.val() == t.tup, "tuple {n} passes through");
                for (i, line) in t.lines.iter().enumerate() {
                    assert!(u.out_lines.val().get_bits::<512>(512 * i) == bits512(line));
                }
                for (i, v) in vals.iter().enumerate() {
                    let got: Vec<u8> = (0..VALUE_BYTES)
                        .map(|j| {
                            u.out_vals
                                .val()
                                .get_bits::<8>(VALUE_BITS * i + 8 * j)
                                .to_u8()
                        })
                        .collect();
                    assert_eq!(&got, v, "tuple {n}, table {i}'s value");
                }
                kinds[kind as usize] += 1;
                got += 1;
            }
            b.tick();
            if got == tuples.len() {
                break;
            }
        }
        assert_eq!(got, tuples.len());
        assert_eq!(filtered, tuples.iter().filter(|t| t.rej).count());
        assert!(kinds.iter().all(|&k| k > 300), "{kinds:?}");
    }
}
