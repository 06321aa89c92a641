//! The probe unit's stage register (probe_unit.rs) and what its tuple
//! issues. A tuple taken from the input register (`take`) brings its T
//! buckets; in its first cycle here the lookup (bucket_lookup.rs) answers
//! for it, per table whether the cache or on-chip store has the line (and
//! the line) and whether the membership filter passes the key, and the
//! stage keeps those answers while the tuple waits (`inval` forgets the
//! lines: a memory write may have changed them).
//!
//! Every cycle the stage offers its tuple's reads: bucket line `b·T + t` of
//! table t on controller `(b + t) mod 2` (`dual`) or 0, the line addresses
//! at their places in `addrs` and per controller a mask of the tables it
//! reads (`mask0`, `mask1`); a table whose line is cached needs no read,
//! and a tuple a filter rejects reads nothing. Beside them, its in-flight
//! entry (`entry`, the layout in probe_unit.rs): the tuple, each table's
//! controller bit and whether it needs no read, the buckets, the cached
//! lines, the rejection. The tuple leaves when the unit takes all of it in
//! one cycle (`leave`); the stage takes the next in the same cycle.

use super::super::place::Place;
use super::super::read_issue::ADDRS_BITS;
use super::super::sig::*;
use super::{E_BK, E_HIT, E_LINES, E_REJ, P_ENTRY};
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (sig.rs)
pub struct IssueStage {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// Take a tuple and its buckets (the stage is empty, or its tuple leaves).
    pub take: Signal<In, Bit>,
    pub tup: Signal<In, Bits<PROBE_BITS>>,
    pub bucket: [Signal<In, Bits<32>>; TABLES],
    /// The lookup's answers, for the tuple in its first cycle here: the
    /// line is cached (and the line); the filter passes the key.
    pub hit: [Signal<In, Bit>; TABLES],
    pub line: [Signal<In, Bits<512>>; TABLES],
    pub pass: [Signal<In, Bit>; TABLES],
    /// A memory write: the kept lines are forgotten.
    pub inval: Signal<In, Bit>,
    /// Two memory controllers.
    pub dual: Signal<In, Bit>,
    /// The stage holds a tuple; it leaves this cycle.
    pub valid: Signal<Out, Bit>,
    pub leave: Signal<In, Bit>,
    /// Its reads and its in-flight entry.
    pub addrs: Signal<Out, Bits<ADDRS_BITS>>,
    pub mask0: Signal<Out, Bits<TABLES>>,
    pub mask1: Signal<Out, Bits<TABLES>>,
    pub entry: Signal<Out, Bits<P_ENTRY>>,
    sv: DFF<Bit>,
    stup: DFF<Bits<PROBE_BITS>>,
    sbk: [DFF<Bits<32>>; TABLES],
    /// The stage tuple arrived last cycle: the lookup's answers are its own.
    first: DFF<Bit>,
    /// The answers for the stage tuple, kept from its first cycle, and the
    /// answers it has now.
    shit: [DFF<Bit>; TABLES],
    sline: [DFF<Bits<512>>; TABLES],
    sfp: [DFF<Bit>; TABLES],
    h: [Signal<Local, Bit>; TABLES],
    hline: [Signal<Local, Bits<512>>; TABLES],
    fp: [Signal<Local, Bit>; TABLES],
    /// `rj[t]`: the filter of a table below t rejects the stage tuple.
    rj: [Signal<Local, Bit>; TABLES + 1],
    rej: Signal<Local, Bit>,
    /// Table t needs no read: its line is cached, or the tuple is rejected.
    nr: [Signal<Local, Bit>; TABLES],
    bk: [Signal<Local, Bits<32>>; TABLES],
    /// Table t's line address and controller.
    addr: [Signal<Local, Bits<32>>; TABLES],
    ctl: [Signal<Local, Bit>; TABLES],
    ctlb: [Signal<Local, Bits<P_ENTRY>>; TABLES],
    hitb: [Signal<Local, Bits<P_ENTRY>>; TABLES],
    /// The cached line and the bucket at their places in an entry; the
    /// line address at its place among the addresses.
    pl: [Place<P_ENTRY, 512>; TABLES],
    pb: [Place<P_ENTRY, 32>; TABLES],
    pa: [Place<ADDRS_BITS, 32>; TABLES],
    cl: [Signal<Local, Bits<P_ENTRY>>; TABLES],
    eb: [Signal<Local, Bits<P_ENTRY>>; TABLES],
    /// `ad[t]`, `mk0[t]`, `mk1[t]`, `ent[t]`: tables 0..t's addresses,
    /// which of them read on controller 0 / 1, the entry so far.
    ad: [Signal<Local, Bits<ADDRS_BITS>>; TABLES + 1],
    mk0: [Signal<Local, Bits<TABLES>>; TABLES + 1],
    mk1: [Signal<Local, Bits<TABLES>>; TABLES + 1],
    ent: [Signal<Local, Bits<P_ENTRY>>; TABLES + 1],
    /// Bit t of a table mask.
    tbit: [Constant<Bits<TABLES>>; TABLES],
    /// `b·T` as `b`, `2b` and `4b` masked by T's bits.
    tm0: Constant<Bits<32>>,
    tm1: Constant<Bits<32>>,
    tm2: Constant<Bits<32>>,
    /// Table numbers; the controller and cache bits' places in an entry.
    tc: [Constant<Bits<32>>; TABLES],
    cpos: [Constant<Bits<16>>; TABLES],
    hpos: [Constant<Bits<16>>; TABLES],
    E_REJ: Constant<Bits<16>>,
}

impl Default for IssueStage {
    fn default() -> Self {
        let m =
            |bit: usize| Constant::new((if TABLES & bit != 0 { 0xFFFF_FFFFu64 } else { 0 }).into());
        IssueStage {
            clock: Default::default(),
            reset: Default::default(),
            take: Default::default(),
            tup: Default::default(),
            bucket: Default::default(),
            hit: Default::default(),
            line: Default::default(),
            pass: Default::default(),
            inval: Default::default(),
            dual: Default::default(),
            valid: Default::default(),
            leave: Default::default(),
            addrs: Default::default(),
            mask0: Default::default(),
            mask1: Default::default(),
            entry: Default::default(),
            sv: Default::default(),
            stup: Default::default(),
            sbk: Default::default(),
            first: Default::default(),
            shit: Default::default(),
            sline: Default::default(),
            sfp: Default::default(),
            h: Default::default(),
            hline: Default::default(),
            fp: Default::default(),
            rj: Default::default(),
            rej: Default::default(),
            nr: Default::default(),
            bk: Default::default(),
            addr: Default::default(),
            ctl: Default::default(),
            ctlb: Default::default(),
            hitb: Default::default(),
            pl: std::array::from_fn(|t| Place::at(E_LINES + 512 * t)),
            pb: std::array::from_fn(|t| Place::at(E_BK + 32 * t)),
            pa: std::array::from_fn(|t| Place::at(32 * t)),
            cl: Default::default(),
            eb: Default::default(),
            ad: Default::default(),
            mk0: Default::default(),
            mk1: Default::default(),
            ent: Default::default(),
            tbit: std::array::from_fn(|t| Constant::new(bits::<TABLES>(1 << t))),
            tm0: m(1),
            tm1: m(2),
            tm2: m(4),
            tc: std::array::from_fn(|t| Constant::new((t as u64).into())),
            cpos: std::array::from_fn(|t| param(PROBE_BITS + t)),
            hpos: std::array::from_fn(|t| param(E_HIT + t)),
            E_REJ: param(E_REJ),
        }
    }
}

impl Logic for IssueStage {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, sv, stup, first);
        for t in 0..TABLES {
            self.sfp[t].clock.next = self.clock.val();
            self.sbk[t].clock.next = self.clock.val();
            self.shit[t].clock.next = self.clock.val();
            self.sline[t].clock.next = self.clock.val();
            self.sbk[t].d.next = self.sbk[t].q.val();
        }
        self.valid.next = self.sv.q.val();
        // ---- the filters' answers for the stage tuple: from the filter in
        // its first cycle, kept after
        self.rj[0].next = false;
        for t in 0..TABLES {
            self.fp[t].next = self.sfp[t].q.val();
            if self.first.q.val() {
                self.fp[t].next = self.pass[t].val();
            }
            self.sfp[t].d.next = self.fp[t].val();
            self.rj[t + 1].next = self.rj[t].val() | !self.fp[t].val();
        }
        for n in TABLES..(TABLES + 1) {
            self.rej.next = self.rj[n].val();
        }
        // ---- its reads and its entry
        self.ad[0].next = 0.into();
        self.mk0[0].next = 0.into();
        self.mk1[0].next = 0.into();
        self.ent[0].next = bit_cast::<P_ENTRY, PROBE_BITS>(self.stup.q.val())
            | (bit_cast::<P_ENTRY, 1>(self.rej.val().into()) << self.E_REJ.val());
        for t in 0..TABLES {
            self.bk[t].next = self.sbk[t].q.val();
            // the caches answer in the tuple's first cycle in the stage; kept
            // while it stays (no write can come between: inval clears)
            self.h[t].next = self.shit[t].q.val();
            self.hline[t].next = self.sline[t].q.val();
            if self.first.q.val() {
                self.h[t].next = self.hit[t].val();
                self.hline[t].next = self.line[t].val();
            }
            self.shit[t].d.next = self.h[t].val() & !self.inval.val();
            self.nr[t].next = self.h[t].val() | self.rej.val();
            self.sline[t].d.next = self.hline[t].val();
            self.addr[t].next = self.tc[t].val()
                + (self.bk[t].val() & self.tm0.val())
                + ((self.bk[t].val() << 1) & self.tm1.val())
                + ((self.bk[t].val() << 2) & self.tm2.val());
            self.ctl[t].next =
                self.dual.val() & (self.bk[t].val().get_bit(0) ^ self.tc[t].val().get_bit(0));
            self.pa[t].inp.next = self.addr[t].val();
            self.ad[t + 1].next = self.ad[t].val() | self.pa[t].out.val();
            self.mk0[t + 1].next = self.mk0[t].val();
            self.mk1[t + 1].next = self.mk1[t].val();
            if !self.nr[t].val() & !self.ctl[t].val() {
                self.mk0[t + 1].next = self.mk0[t].val() | self.tbit[t].val();
            }
            if !self.nr[t].val() & self.ctl[t].val() {
                self.mk1[t + 1].next = self.mk1[t].val() | self.tbit[t].val();
            }
            self.ctlb[t].next = 0.into();
            if self.ctl[t].val() {
                self.ctlb[t].next = bits::<P_ENTRY>(1) << self.cpos[t].val();
            }
            // from the cache (or rejected): the hit bit and the cached line
            // in the entry, so the collect waits for no read of this table
            // and fills no cache line
            self.hitb[t].next = 0.into();
            if self.nr[t].val() {
                self.hitb[t].next = (bits::<P_ENTRY>(1) << self.hpos[t].val()) | self.cl[t].val();
            }
            self.pl[t].inp.next = self.hline[t].val();
            self.cl[t].next = self.pl[t].out.val();
            self.pb[t].inp.next = self.bk[t].val();
            self.eb[t].next = self.pb[t].out.val();
            self.ent[t + 1].next =
                self.ent[t].val() | self.ctlb[t].val() | self.hitb[t].val() | self.eb[t].val();
        }
        for n in TABLES..(TABLES + 1) {
            self.addrs.next = self.ad[n].val();
            self.mask0.next = self.mk0[n].val();
            self.mask1.next = self.mk1[n].val();
            self.entry.next = self.ent[n].val();
        }
        // ---- the next tuple, when the stage is empty or its tuple leaves
        for t in 0..TABLES {
            if self.take.val() {
                self.sbk[t].d.next = self.bucket[t].val();
            }
        }
        self.first.d.next = self.take.val();
        if self.take.val() {
            self.stup.d.next = self.tup.val();
        }
        self.sv.d.next = self.take.val() | (self.sv.q.val() & !self.leave.val());
        if self.reset.val() {
            self.sv.d.next = false;
            self.first.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};

    /// The stage tuple as the model keeps it.
    #[derive(Clone)]
    struct Held {
        tup: Bits<PROBE_BITS>,
        bk: [u32; TABLES],
        hit: [bool; TABLES],
        line: [Bits<512>; TABLES],
        pass: [bool; TABLES],
    }

    /// The reads and the entry the stage should offer for `s` (line
    /// `b·T + t` of table t, controller `(b + t) mod 2` with two).
    fn expect(s: &Held, dual: bool) -> (Bits<ADDRS_BITS>, u64, u64, Bits<P_ENTRY>) {
        let rej = s.pass.iter().any(|p| !p);
        let (mut addrs, mut m0, mut m1) = (Bits::<ADDRS_BITS>::default(), 0u64, 0u64);
        let mut e = Bits::<P_ENTRY>::default();
        e.set_bits::<PROBE_BITS>(0, s.tup);
        e = e.replace_bit(E_REJ, rej);
        for t in 0..TABLES {
            let b = s.bk[t] as u64;
            let addr = (b * TABLES as u64 + t as u64) & 0xFFFF_FFFF;
            let ctl = dual && (b + t as u64) % 2 == 1;
            let no_read = s.hit[t] || rej;
            addrs.set_bits::<32>(32 * t, addr.into());
            if !no_read {
                if ctl {
                    m1 |= 1 << t;
                } else {
                    m0 |= 1 << t;
                }
            }
            e = e.replace_bit(PROBE_BITS + t, ctl);
            e = e.replace_bit(E_HIT + t, no_read);
            e.set_bits::<32>(E_BK + 32 * t, b.into());
            if no_read {
                e.set_bits::<512>(E_LINES + 512 * t, s.line[t]);
            }
        }
        (addrs, m0, m1, e)
    }

    #[test]
    fn reads_and_entries_match_a_reference_under_random_answers_and_stalls() {
        for (seed, dual) in [(1u64, true), (2, false)] {
            let mut u = IssueStage::default();
            let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
            b.uut().reset.next = true;
            b.tick();
            b.uut().reset.next = false;
            b.uut().dual.next = dual;
            let mut rng = Rng(seed);
            // the tuple in the stage, and whether this is its first cycle
            let (mut held, mut first): (Option<Held>, bool) = (None, false);
            let (mut left, mut rejected, mut cached) = (0, 0, 0);
            for c in 0..20_000u64 {
                let mut tup = Bits::<PROBE_BITS>::default();
                for w in 0..PROBE_BITS / 32 {
                    tup.set_bits::<32>(32 * w, (rng.next() & 0xFFFF_FFFF).into());
                }
                let bk: [u32; TABLES] = core::array::from_fn(|_| rng.below(1 << 20) as u32);
                let hit: [bool; TABLES] = core::array::from_fn(|_| rng.bit(50));
                let pass: [bool; TABLES] = core::array::from_fn(|_| rng.bit(90));
                let line: [Bits<512>; TABLES] = core::array::from_fn(|_| {
                    let mut l = Bits::<512>::default();
                    l.set_bits::<64>(64 * rng.below(8) as usize, rng.next().into());
                    l
                });
                let inval = rng.bit(3);
                let leave = held.is_some() && rng.bit(40);
                let take = (held.is_none() || leave) && rng.bit(70);
                let u = b.uut();
                u.tup.next = tup;
                u.take.next = take;
                u.leave.next = leave;
                u.inval.next = inval;
                for t in 0..TABLES {
                    u.bucket[t].next = (bk[t] as u64).into();
                    u.hit[t].next = hit[t];
                    u.line[t].next = line[t];
                    u.pass[t].next = pass[t];
                }
                b.settle();
                // the lookup answers in the tuple's first cycle
                if let (Some(h), true) = (held.as_mut(), first) {
                    h.hit = hit;
                    h.line = line;
                    h.pass = pass;
                }
                let u = b.uut();
                assert_eq!(u.valid.val(), held.is_some(), "cycle {c}");
                if let Some(h) = &held {
                    let (addrs, m0, m1, e) = expect(h, dual);
                    assert_eq!(u.addrs.val(), addrs, "cycle {c}: addresses");
                    assert_eq!(u.mask0.val().to_u64(), m0, "cycle {c}: controller 0");
                    assert_eq!(u.mask1.val().to_u64(), m1, "cycle {c}: controller 1");
                    assert!(u.entry.val() == e, "cycle {c}: entry");
                    if leave {
                        left += 1;
                        rejected += h.pass.iter().any(|p| !p) as u64;
                        cached += h.hit.iter().filter(|&&x| x).count() as u64;
                    }
                }
                b.tick();
                if let Some(h) = held.as_mut() {
                    if inval {
                        // the kept lines may be stale: read them again
                        h.hit = [false; TABLES];
                    }
                }
                if leave {
                    held = None;
                }
                first = take;
                if take {
                    held = Some(Held {
                        tup,
                        bk,
                        hit: [false; TABLES],
                        line: [Bits::default(); TABLES],
                        pass: [true; TABLES],
                    });
                }
            }
            assert!(
                left > 3000 && rejected > 300 && cached > 3000,
                "{left} {rejected} {cached}"
            );
        }
    }
}
