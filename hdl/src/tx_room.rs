//! Whether a tx port can take the whole output of one more frame of
//! `tuples` tuples without its framer ever refusing a unit's answer
//! (docs/PROTOCOL.md §7.5, a held port delays only its own frames).
//!
//! A tx port counts what it has promised (tx_port.rs): `used_e`, ring
//! entries (every tuple of a job not yet answered may still write one
//! OVERFLOW, RESULT or SPILL entry, and every entry in a ring is there until
//! it is sent; a BUILD frame's tuples can only write ring O, another's
//! rings R and S, and the phases never overlap), and `used_d`, descriptor slots (a job of `n` tuples closes
//! at most `(n >> dshift) + 2` frames, `2^dshift` being at most the fewest
//! tuples any of its frames holds). A frame fits if both stay within the
//! rings' and the descriptor FIFO's depths with `spare_d` slots left over.
//! While a port has promised nothing, any frame fits: a frame larger than
//! the rings (only a claimed tuple count can be, since the rings hold a
//! whole jumbo frame of the narrowest tuples) is then framed while it is
//! sent, as before.
//!
//! Combinational: the inputs are registers of the tx ports and of the
//! check, so the check can register the result.

use super::sig::*;
use rust_hdl::prelude::*;

/// log2 of the depth of a tx port's ring O (OVERFLOW tuples: a jumbo BUILD
/// frame's worth), which bounds the room of a BUILD frame.
pub const RING_O_LOG2: usize = 10;

/// Descriptor slots of a tx port: its FIFO of 16 and the register before
/// it (tx_port.rs).
pub const TX_DESC_SLOTS: u64 = 16;

#[derive(LogicBlock)]
pub struct TxRoom {
    pub used_e: Signal<In, Bits<16>>,
    pub used_d: Signal<In, Bits<16>>,
    pub tuples: Signal<In, Bits<16>>,
    /// The frame is a BUILD: its tuples can only write OVERFLOW entries
    /// (ring O); otherwise RESULT or SPILL entries (rings R and S).
    pub build: Signal<In, Bit>,
    /// The frame's descriptor slots, [`desc_need`] (registered by the
    /// caller: the shift and the minimum are the longer half of the path).
    pub need_d: Signal<In, Bits<16>>,
    /// Descriptor slots to leave free (a reply's).
    pub spare_d: Signal<In, Bits<8>>,
    pub fits: Signal<Out, Bit>,
    sum_e: Signal<Local, Bits<18>>,
    sum_d: Signal<Local, Bits<18>>,
    cap_e: Constant<Bits<18>>,
    cap_o: Constant<Bits<18>>,
    cap: Signal<Local, Bits<18>>,
    cap_d: Constant<Bits<18>>,
}

impl Default for TxRoom {
    fn default() -> Self {
        TxRoom {
            used_e: Default::default(),
            used_d: Default::default(),
            tuples: Default::default(),
            build: Default::default(),
            need_d: Default::default(),
            spare_d: Default::default(),
            fits: Default::default(),
            sum_e: Default::default(),
            sum_d: Default::default(),
            cap_e: Constant::new((1u64 << SPILL_RING_LOG2).into()),
            cap_o: Constant::new((1u64 << RING_O_LOG2).into()),
            cap: Default::default(),
            cap_d: Constant::new(TX_DESC_SLOTS.into()),
        }
    }
}

impl Logic for TxRoom {
    #[hdl_gen]
    fn update(&mut self) {
        self.sum_e.next =
            bit_cast::<18, 16>(self.used_e.val()) + bit_cast::<18, 16>(self.tuples.val());
        self.sum_d.next = bit_cast::<18, 16>(self.used_d.val())
            + bit_cast::<18, 16>(self.need_d.val())
            + bit_cast::<18, 8>(self.spare_d.val());
        self.cap.next = self.cap_e.val();
        if self.build.val() {
            self.cap.next = self.cap_o.val();
        }
        self.fits.next = ((self.sum_e.val() <= self.cap.val()) | (self.used_e.val() == 0))
            & ((self.sum_d.val() <= self.cap_d.val()) | (self.used_d.val() == 0));
    }
}

/// [`desc_need`] in logic: the descriptor slots a frame of `tuples` tuples
/// may take when `2^dshift` is at most the fewest tuples a frame holds.
#[derive(LogicBlock, Default)]
pub struct DescNeed {
    pub tuples: Signal<In, Bits<16>>,
    pub dshift: Signal<In, Bits<4>>,
    pub need: Signal<Out, Bits<16>>,
    split: Signal<Local, Bits<16>>,
}

impl Logic for DescNeed {
    #[hdl_gen]
    fn update(&mut self) {
        self.split.next = (self.tuples.val() >> self.dshift.val()) + 2;
        self.need.next = self.split.val();
        if self.tuples.val() < self.split.val() {
            self.need.next = self.tuples.val();
        }
    }
}

/// The descriptor slots a job of `tuples` tuples may take, as the tx port
/// reserves them: each frame it closes holds a tuple at least, and at most
/// one RESULT and one SPILL frame are partly filled.
pub fn desc_need(tuples: u64, dshift: u32) -> u64 {
    tuples.min((tuples >> dshift) + 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fits_kind(
        build: bool,
        used_e: u64,
        used_d: u64,
        tuples: u64,
        dshift: u64,
        spare: u64,
    ) -> bool {
        let mut u = TxRoom::default();
        u.connect_all();
        u.used_e.next = used_e.into();
        u.used_d.next = used_d.into();
        u.tuples.next = tuples.into();
        u.build.next = build;
        u.need_d.next = desc_need(tuples, dshift as u32).into();
        u.spare_d.next = spare.into();
        assert!(simulate(&mut u, 1000), "did not settle");
        u.fits.val()
    }

    fn fits(used_e: u64, used_d: u64, tuples: u64, dshift: u64, spare: u64) -> bool {
        fits_kind(false, used_e, used_d, tuples, dshift, spare)
    }

    /// The same rule, written from the module header.
    fn reference(
        build: bool,
        used_e: u64,
        used_d: u64,
        tuples: u64,
        dshift: u64,
        spare: u64,
    ) -> bool {
        let cap_e = if build {
            1u64 << RING_O_LOG2
        } else {
            1u64 << SPILL_RING_LOG2
        };
        let e = used_e + tuples <= cap_e || used_e == 0;
        let d = used_d + desc_need(tuples, dshift as u32) + spare <= TX_DESC_SLOTS || used_d == 0;
        e && d
    }

    #[test]
    fn a_build_frame_is_bounded_by_ring_o() {
        let o = 1u64 << RING_O_LOG2;
        assert!(fits_kind(true, o - 560, 1, 560, 6, 0));
        assert!(!fits_kind(true, o - 559, 1, 560, 6, 0));
        // a PROBE frame is bounded by rings R and S, smaller than ring O
        // when PROBE tuples are wider than 17 bytes
        let r = 1u64 << SPILL_RING_LOG2;
        assert!(fits_kind(false, r - 100, 1, 100, 6, 0));
        assert!(!fits_kind(false, r - 99, 1, 100, 6, 0));
    }

    #[test]
    fn an_idle_port_takes_any_frame() {
        assert!(fits(0, 0, 65535, 0, 1));
        assert!(fits(0, 0, 1 << SPILL_RING_LOG2, 3, 0));
    }

    #[test]
    fn entries_and_descriptor_slots_both_bound_a_frame() {
        let cap = 1u64 << SPILL_RING_LOG2;
        // exactly full fits, one more does not
        assert!(fits(cap - 40, 1, 40, 6, 0));
        assert!(!fits(cap - 39, 1, 40, 6, 0));
        // 40 tuples at dshift 2 need 12 slots: 4 used + 12 = 16 fits, with a
        // spare it does not; a job of one tuple closes one frame at most
        assert!(fits(1, 15, 1, 0, 0));
        assert!(!fits(1, 15, 2, 0, 0));
        assert!(fits(1, 4, 40, 2, 0));
        assert!(!fits(1, 4, 40, 2, 1));
        assert!(!fits(1, 5, 40, 2, 0));
    }

    #[test]
    fn desc_need_in_logic_is_the_rule() {
        let mut rng = crate::tb::Rng(11);
        for i in 0..3000u64 {
            let tuples = if i < 40 { i } else { rng.below(65536) };
            let dshift = rng.below(16);
            let mut u = DescNeed::default();
            u.connect_all();
            u.tuples.next = tuples.into();
            u.dshift.next = dshift.into();
            assert!(simulate(&mut u, 1000), "did not settle");
            assert_eq!(
                u.need.val().to_u64(),
                desc_need(tuples, dshift as u32),
                "tuples {tuples} dshift {dshift}"
            );
        }
    }

    #[test]
    fn matches_the_rule_over_random_inputs() {
        let mut rng = crate::tb::Rng(7);
        let cap = 1u64 << SPILL_RING_LOG2;
        for _ in 0..2000 {
            let used_e = rng.below(cap + 200);
            let used_d = rng.below(24);
            let tuples = if rng.below(8) == 0 {
                rng.below(65536)
            } else {
                rng.below(600)
            };
            let dshift = rng.below(16);
            let spare = rng.below(3);
            let build = rng.bit(50);
            assert_eq!(
                fits_kind(build, used_e, used_d, tuples, dshift, spare),
                reference(build, used_e, used_d, tuples, dshift, spare),
                "build {build} used_e {used_e} used_d {used_d} tuples {tuples} dshift {dshift} spare {spare}"
            );
        }
    }
}
