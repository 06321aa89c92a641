//! What an accepted CONFIGURE starts before its reply (control_path.rs):
//! **Div** divides the query's `max_payload` by the RESULT, SPILL and
//! OVERFLOW tuple widths (frame_divider.rs, 16 cycles), then **Clear**
//! writes an empty bucket to every line of the query's tables
//! (clear_engine.rs) while the membership filters clear beside them
//! (`f_clear`, filter.rs); `done` pulses once both are through.
//!
//! The query's fields (`max_payload`, `shape`, `bucket_bits`) are the
//! query control's registers, in force from the cycle after `start`: the
//! divider reads its dividend as it runs, and the clear starts after it.
//! The tuples per frame (`res_per`, `sp_per`, `ov_per`) are registered
//! from the divider's quotients while the tables clear and hold until the
//! next CONFIGURE.

use super::super::clear_engine::ClearEngine;
use super::super::frame_divider::FrameDivider;
use super::super::sig::*;
use rust_hdl::prelude::*;

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum SetupState {
    Idle,
    Div,
    Clear,
}

#[derive(LogicBlock)]
pub struct QuerySetup {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// A CONFIGURE was accepted (one cycle).
    pub start: Signal<In, Bit>,
    /// Drop what is under way (another frame moves on to drain).
    pub abort: Signal<In, Bit>,
    pub max_payload: Signal<In, Bits<16>>,
    /// RESULT tuples carry only the probe's payload.
    pub shape: Signal<In, Bit>,
    pub bucket_bits: Signal<In, Bits<5>>,
    /// The memory clear: a line offered, its controller, its address, and
    /// taken this cycle; the controllers' readiness.
    pub clr_valid: Signal<Out, Bit>,
    pub clr_ctrl: Signal<Out, Bit>,
    pub clr_addr: Signal<Out, Bits<32>>,
    pub clr_go: Signal<Out, Bit>,
    pub clr_ready0: Signal<In, Bit>,
    pub clr_ready1: Signal<In, Bit>,
    /// Pulse: clear the membership filters; they are `f_clearing` meanwhile.
    pub f_clear: Signal<Out, Bit>,
    pub f_clearing: Signal<In, Bit>,
    /// Tuples per RESULT, SPILL and OVERFLOW frame.
    pub res_per: Signal<Out, Bits<16>>,
    pub sp_per: Signal<Out, Bits<16>>,
    pub ov_per: Signal<Out, Bits<16>>,
    /// The divisions and the clears are through (one cycle).
    pub done: Signal<Out, Bit>,
    div: FrameDivider,
    clr: ClearEngine,
    state: DFF<SetupState>,
    c_res: DFF<Bits<16>>,
    c_sp: DFF<Bits<16>>,
    c_ov: DFF<Bits<16>>,
    /// RESULT (with and without the probe's keys), SPILL and OVERFLOW
    /// (= build) tuple widths in bytes.
    res_w: Constant<Bits<16>>,
    res_payload_w: Constant<Bits<16>>,
    sp_w: Constant<Bits<16>>,
    bw_c: Constant<Bits<16>>,
    tables3: Constant<Bits<3>>,
    dual_c: Constant<Bit>,
}

impl Default for QuerySetup {
    fn default() -> Self {
        QuerySetup {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            abort: Default::default(),
            max_payload: Default::default(),
            shape: Default::default(),
            bucket_bits: Default::default(),
            clr_valid: Default::default(),
            clr_ctrl: Default::default(),
            clr_addr: Default::default(),
            clr_go: Default::default(),
            clr_ready0: Default::default(),
            clr_ready1: Default::default(),
            f_clear: Default::default(),
            f_clearing: Default::default(),
            res_per: Default::default(),
            sp_per: Default::default(),
            ov_per: Default::default(),
            done: Default::default(),
            div: Default::default(),
            clr: Default::default(),
            state: Default::default(),
            c_res: Default::default(),
            c_sp: Default::default(),
            c_ov: Default::default(),
            res_w: Constant::new((RESULT_BYTES as u64).into()),
            res_payload_w: Constant::new(((RESULT_BYTES - TABLES * KEY_BYTES) as u64).into()),
            sp_w: Constant::new((SPILL_BYTES as u64).into()),
            bw_c: Constant::new((SLOT_BYTES as u64).into()),
            tables3: Constant::new((TABLES as u64).into()),
            dual_c: Constant::new(CONTROLLERS == 2),
        }
    }
}

impl Logic for QuerySetup {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, c_res, c_sp, c_ov);
        clock!(self, clock, div, clr);
        self.div.reset.next = self.reset.val();
        self.clr.reset.next = self.reset.val();
        self.res_per.next = self.c_res.q.val();
        self.sp_per.next = self.c_sp.q.val();
        self.ov_per.next = self.c_ov.q.val();
        // ---- tuples per RESULT, SPILL and OVERFLOW frame, then the clear
        self.div.start.next = self.start.val();
        self.div.dividend.next = self.max_payload.val();
        self.div.divisor[0].next = self.res_w.val();
        if self.shape.val() {
            self.div.divisor[0].next = self.res_payload_w.val();
        }
        self.div.divisor[1].next = self.sp_w.val();
        // OVERFLOW tuples are build tuples (K + V bytes), for every signature
        self.div.divisor[2].next = self.bw_c.val();
        self.clr.start.next = self.start.val();
        self.clr.run.next = self.state.q.val() == SetupState::Clear;
        self.clr.tables.next = self.tables3.val();
        self.clr.bucket_bits.next = self.bucket_bits.val();
        self.clr.dual.next = self.dual_c.val();
        self.clr.ready0.next = self.clr_ready0.val();
        self.clr.ready1.next = self.clr_ready1.val();
        self.clr_valid.next = self.clr.valid.val();
        self.clr_ctrl.next = self.clr.ctrl.val();
        self.clr_addr.next = self.clr.addr.val();
        self.clr_go.next = self.clr.go.val();
        self.f_clear.next = false;
        self.done.next = false;
        match self.state.q.val() {
            SetupState::Idle => {}
            SetupState::Div => {
                if self.div.last.val() {
                    // the new query's filter_bits and on-chip placement have
                    // been in force since the start: the filters and the
                    // on-chip stores clear as much as it uses
                    self.f_clear.next = true;
                    self.state.d.next = SetupState::Clear;
                }
            }
            SetupState::Clear => {
                self.c_res.d.next = self.div.quotient[0].val();
                self.c_sp.d.next = self.div.quotient[1].val();
                self.c_ov.d.next = self.div.quotient[2].val();
                if self.clr.done.val() & !self.f_clearing.val() {
                    self.done.next = true;
                    self.state.d.next = SetupState::Idle;
                }
            }
        }
        if self.start.val() {
            self.state.d.next = SetupState::Div;
        }
        if self.abort.val() | self.reset.val() {
            self.state.d.next = SetupState::Idle;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};
    use std::collections::BTreeSet;

    #[test]
    fn divisions_then_every_line_cleared_once_and_done_after_the_filters() {
        let mut u = QuerySetup::default();
        let mut b = Bench::new(&mut u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        let mut rng = Rng(8);
        for (n, (mp, shape, bits)) in [(224u64, false, 2u64), (8974, true, 5), (1474, false, 3)]
            .into_iter()
            .enumerate()
        {
            let u = b.uut();
            u.max_payload.next = mp.into();
            u.shape.next = shape;
            u.bucket_bits.next = bits.into();
            u.start.next = true;
            b.tick();
            b.uut().start.next = false;
            let (mut f_clear_at, mut clearing, mut done_at) = (None, 0u64, None);
            let mut lines = BTreeSet::new();
            for c in 1..5000u64 {
                let u = b.uut();
                u.clr_ready0.next = rng.bit(60);
                u.clr_ready1.next = rng.bit(60);
                u.f_clearing.next = clearing > 0;
                b.settle();
                let u = b.uut();
                if u.f_clear.val() {
                    assert!(f_clear_at.is_none(), "one filter clear");
                    f_clear_at = Some(c);
                    clearing = 30 + 100 * (n as u64 % 2) * (1 << bits);
                } else {
                    clearing = clearing.saturating_sub(1);
                }
                if u.clr_valid.val() {
                    assert!(f_clear_at.is_some(), "the clear follows the divisions");
                }
                if u.clr_go.val() {
                    let ready = if u.clr_ctrl.val() {
                        u.clr_ready1.val()
                    } else {
                        u.clr_ready0.val()
                    };
                    assert!(u.clr_valid.val() && ready);
                    assert!(
                        lines.insert(u.clr_addr.val().to_u64()),
                        "a line cleared twice"
                    );
                }
                if u.done.val() {
                    assert!(!u.f_clearing.val(), "the filters are clear");
                    done_at = Some(c);
                    b.tick();
                    break;
                }
                b.tick();
            }
            assert_eq!(f_clear_at, Some(16), "the divisions take 16 cycles");
            assert!(done_at.is_some());
            let total = (TABLES as u64) << bits;
            assert_eq!(lines, (0..total).collect(), "every line of the tables once");
            let res = if shape {
                RESULT_BYTES - TABLES * KEY_BYTES
            } else {
                RESULT_BYTES
            };
            b.settle();
            let u = b.uut();
            assert_eq!(u.res_per.val().to_u64(), mp / res as u64);
            assert_eq!(u.sp_per.val().to_u64(), mp / SPILL_BYTES as u64);
            assert_eq!(u.ov_per.val().to_u64(), mp / SLOT_BYTES as u64);
            for _ in 0..5 {
                b.settle();
                let u = b.uut();
                assert!(!u.clr_valid.val() && !u.f_clear.val() && !u.done.val());
                b.tick();
            }
        }
    }
}
