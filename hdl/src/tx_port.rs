//! One tx port's output path: the job FIFO of the frames whose results
//! leave here, the framer that frames them, its rings O (OVERFLOW tuples),
//! R (RESULT) and S (SPILL) and the engine's ring A (its replies), the
//! descriptor FIFO behind the sequence stamp, and the emitter that puts the
//! frames on the wire (AXI-Stream `tx_*`). Each port has its own, so the
//! ports frame and send at once, and a back-pressured port stalls only
//! itself until one of its FIFOs or rings is full (docs/PROTOCOL.md §7.5).
//!
//! The framer's descriptors pass a register (`fq_*`) on their way into the
//! sequence stamp (outside: it numbers the frames of every port) and the
//! descriptor FIFO, so the stamp's add and the FIFO write start at a
//! register and not at the end of the framer's frame-full decision
//! (docs/HDL.md §4, longest paths). The framer sees its FIFO full one entry
//! early while one is in `fq`, and `sending_idle` waits for `fq` to be empty.
//! The engine writes a reply's descriptor (`own_write`) only while
//! everything else is idle, so never in the same cycle as the framer's.

use super::emitter::Emitter;
use super::fifo::Fifo;
use super::framer::{Framer, O_BITS, R_BITS, S_BITS};
use super::layout::*;
use super::sig::*;
use super::tx_room::{DescNeed, RING_O_LOG2};
use rust_hdl::prelude::*;

/// Address bits of the descriptor FIFO (16 entries), and its count's width.
const DQ_AW: usize = 4;
const DQ_AW1: usize = DQ_AW + 1;
/// Address bits of the job FIFO (16 entries), and its count's width.
const JOB_AW: usize = 4;
const JOB_AW1: usize = JOB_AW + 1;
/// Width of the counts of rings R and S.
const RING_CNT_BITS: usize = SPILL_RING_LOG2 + 1;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct TxPort {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- jobs: accepted BUILD and PROBE frames whose results leave here
    pub job_write: Signal<In, Bit>,
    pub job_data: Signal<In, Bits<JOB_BITS>>,
    pub job_full: Signal<Out, Bit>,
    // ---- the query in force
    pub cfg_clear: Signal<In, Bit>,
    pub qid: Signal<In, Bits<16>>,
    pub token: Signal<In, Bits<64>>,
    pub res_per: Signal<In, Bits<16>>,
    /// RESULT tuples carry only the probe's payload (CONFIGURE flags bit 1).
    pub shape: Signal<In, Bit>,
    pub sp_per: Signal<In, Bits<16>>,
    pub ov_per: Signal<In, Bits<16>>,
    // ---- the build unit's completions of this port's jobs (framer.rs)
    pub bu_go_en: Signal<Out, Bit>,
    pub bu_ov_ready: Signal<Out, Bit>,
    pub bu_ov_key: Signal<In, Bits<KEY_BITS>>,
    pub bu_ov_val: Signal<In, Bits<VALUE_BITS>>,
    pub bu_inserted: Signal<In, Bit>,
    pub bu_overflowed: Signal<In, Bit>,
    // ---- a probe unit's completion of this port's jobs
    pub pu_valid: Signal<In, Bit>,
    pub pu_kind: Signal<In, Bits<2>>,
    pub pu_tup: Signal<In, Bits<PROBE_BITS>>,
    pub pu_vals: Signal<In, Bits<VALS_BITS>>,
    pub pu_lines: Signal<In, Bits<LINES_BITS>>,
    pub pu_ready: Signal<Out, Bit>,
    // ---- the framer's events and totals
    pub f_match: Signal<Out, Bit>,
    pub f_miss: Signal<Out, Bit>,
    pub f_spill: Signal<Out, Bit>,
    pub f_fout: Signal<Out, Bit>,
    pub f_event: Signal<Out, Bit>,
    pub sent0_frames: Signal<Out, Bits<32>>,
    pub sent0_tuples: Signal<Out, Bits<64>>,
    pub sent1_frames: Signal<Out, Bits<32>>,
    pub sent1_tuples: Signal<Out, Bits<64>>,
    pub sent1_aux: Signal<Out, Bits<64>>,
    // ---- the engine's replies: ring A's words and the descriptor
    pub ra_write: Signal<In, Bit>,
    pub ra_data: Signal<In, Bits<64>>,
    pub ra_full: Signal<Out, Bit>,
    pub own_write: Signal<In, Bit>,
    pub own_desc: Signal<In, Bits<DQ_BITS>>,
    pub dq_full: Signal<Out, Bit>,
    // ---- through the sequence stamp into the descriptor FIFO
    pub stamp_write: Signal<Out, Bit>,
    pub stamp_desc: Signal<Out, Bits<DQ_BITS>>,
    pub stamped: Signal<In, Bits<DQ_BITS>>,
    /// No job waits and the framer is idle.
    pub framing_idle: Signal<Out, Bit>,
    /// No descriptor waits in `fq`: every frame closed is in the FIFO.
    pub closed_idle: Signal<Out, Bit>,
    // ---- what the port has promised (tx_room.rs), registered
    /// `2^dshift` is at most the fewest tuples any frame of the query holds.
    pub dshift: Signal<In, Bits<4>>,
    /// Ring entries: tuples of accepted jobs not yet answered, and entries
    /// in rings O, R and S.
    pub used_e: Signal<Out, Bits<16>>,
    /// Descriptor slots: those reserved for the accepted jobs not yet
    /// closed (tx_room.rs `desc_need`), and those in `fq` and the FIFO.
    pub used_d: Signal<Out, Bits<16>>,
    /// Ring A and the descriptor FIFO have room for any reply.
    pub reply_room: Signal<Out, Bit>,
    /// No descriptor waits (in `fq` or the FIFO) and the emitter is idle.
    pub sending_idle: Signal<Out, Bit>,
    // ---- the port (AXI-Stream)
    pub tx_tready: Signal<In, Bit>,
    pub tx_tvalid: Signal<Out, Bit>,
    pub tx_tdata: Signal<Out, Bits<64>>,
    pub tx_tkeep: Signal<Out, Bits<8>>,
    pub tx_tlast: Signal<Out, Bit>,
    /// Its `job_full` is the registered `full_q`, so the commit stage's
    /// stall starts at a flip-flop (fifo.rs).
    jobq: Fifo<Bits<JOB_BITS>, JOB_AW, JOB_AW1>,
    framer: Framer,
    fq_w: DFF<Bit>,
    fq_d: DFF<Bits<DQ_BITS>>,
    dq: Fifo<Bits<DQ_BITS>, DQ_AW, DQ_AW1>,
    ra: Fifo<Bits<64>, 6, 7>,
    ro: Fifo<Bits<O_BITS>, RING_O_LOG2, { RING_O_LOG2 + 1 }>,
    /// As deep as ring S, so that the RESULT tuples of any one frame fit.
    rr: Fifo<Bits<R_BITS>, SPILL_RING_LOG2, RING_CNT_BITS>,
    rs: Fifo<Bits<S_BITS>, SPILL_RING_LOG2, RING_CNT_BITS>,
    emitter: Emitter,
    /// The descriptor FIFO's count with one entry left.
    dq_last: Constant<Bits<DQ_AW1>>,
    /// Tuples of accepted jobs whose completions the framer has not taken.
    pend: DFF<Bits<16>>,
    /// Descriptor slots reserved for the jobs not yet finished, and the
    /// share of the framer's current job.
    dres: DFF<Bits<16>>,
    cur_d: DFF<Bits<16>>,
    used_e_q: DFF<Bits<16>>,
    used_d_q: DFF<Bits<16>>,
    room_q: DFF<Bit>,
    /// Slots reserved for the job written / the job the framer takes.
    need_new: DescNeed,
    need_pop: DescNeed,
    d_new: Signal<Local, Bits<16>>,
    d_pop: Signal<Local, Bits<16>>,
    d_rel: Signal<Local, Bits<16>>,
    /// Ring A's count at which a reply still fits (64 − 40 words).
    ra_room_max: Constant<Bits<7>>,
    J_COUNT: Constant<Bits<32>>,
}

impl TxPort {
    pub fn new(mac: [u8; 6]) -> TxPort {
        TxPort {
            clock: Default::default(),
            reset: Default::default(),
            job_write: Default::default(),
            job_data: Default::default(),
            job_full: Default::default(),
            cfg_clear: Default::default(),
            qid: Default::default(),
            token: Default::default(),
            res_per: Default::default(),
            shape: Default::default(),
            sp_per: Default::default(),
            ov_per: Default::default(),
            bu_go_en: Default::default(),
            bu_ov_ready: Default::default(),
            bu_ov_key: Default::default(),
            bu_ov_val: Default::default(),
            bu_inserted: Default::default(),
            bu_overflowed: Default::default(),
            pu_valid: Default::default(),
            pu_kind: Default::default(),
            pu_tup: Default::default(),
            pu_vals: Default::default(),
            pu_lines: Default::default(),
            pu_ready: Default::default(),
            f_match: Default::default(),
            f_miss: Default::default(),
            f_spill: Default::default(),
            f_fout: Default::default(),
            f_event: Default::default(),
            sent0_frames: Default::default(),
            sent0_tuples: Default::default(),
            sent1_frames: Default::default(),
            sent1_tuples: Default::default(),
            sent1_aux: Default::default(),
            ra_write: Default::default(),
            ra_data: Default::default(),
            ra_full: Default::default(),
            own_write: Default::default(),
            own_desc: Default::default(),
            dq_full: Default::default(),
            stamp_write: Default::default(),
            stamp_desc: Default::default(),
            stamped: Default::default(),
            framing_idle: Default::default(),
            closed_idle: Default::default(),
            dshift: Default::default(),
            used_e: Default::default(),
            used_d: Default::default(),
            reply_room: Default::default(),
            sending_idle: Default::default(),
            tx_tready: Default::default(),
            tx_tvalid: Default::default(),
            tx_tdata: Default::default(),
            tx_tkeep: Default::default(),
            tx_tlast: Default::default(),
            jobq: Default::default(),
            framer: Framer::new(mac),
            fq_w: Default::default(),
            fq_d: Default::default(),
            dq: Default::default(),
            ra: Default::default(),
            ro: Default::default(),
            rr: Default::default(),
            rs: Default::default(),
            emitter: Default::default(),
            dq_last: Constant::new(((1u64 << DQ_AW) - 1).into()),
            pend: Default::default(),
            dres: Default::default(),
            cur_d: Default::default(),
            used_e_q: Default::default(),
            used_d_q: Default::default(),
            room_q: Default::default(),
            need_new: Default::default(),
            need_pop: Default::default(),
            d_new: Default::default(),
            d_pop: Default::default(),
            d_rel: Default::default(),
            ra_room_max: Constant::new(24u64.into()),
            J_COUNT: lp(J_COUNT as u64),
        }
    }
}

impl Logic for TxPort {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, fq_w, fq_d, pend, dres, cur_d, used_e_q, used_d_q, room_q);
        clock!(self, clock, jobq, framer, dq, ra, ro, rr, rs, emitter);
        self.jobq.reset.next = self.reset.val();
        self.framer.reset.next = self.reset.val();
        self.dq.reset.next = self.reset.val();
        self.ra.reset.next = self.reset.val();
        self.ro.reset.next = self.reset.val();
        self.rr.reset.next = self.reset.val();
        self.rs.reset.next = self.reset.val();
        self.emitter.reset.next = self.reset.val();
        // ---- jobs into the framer
        self.jobq.write.next = self.job_write.val();
        self.jobq.data_in.next = self.job_data.val();
        self.job_full.next = self.jobq.full_q.val();
        self.framer.job_data.next = self.jobq.data_out.val();
        self.framer.job_empty.next = self.jobq.empty.val();
        self.jobq.read.next = self.framer.job_pop.val();
        self.framer.cfg_clear.next = self.cfg_clear.val();
        self.framer.qid.next = self.qid.val();
        self.framer.token.next = self.token.val();
        self.framer.res_per.next = self.res_per.val();
        self.framer.shape.next = self.shape.val();
        self.framer.sp_per.next = self.sp_per.val();
        self.framer.ov_per.next = self.ov_per.val();
        // ---- the units' completions
        self.bu_go_en.next = self.framer.bu_go_en.val();
        self.bu_ov_ready.next = self.framer.bu_ov_ready.val();
        self.framer.bu_ov_key.next = self.bu_ov_key.val();
        self.framer.bu_ov_val.next = self.bu_ov_val.val();
        self.framer.bu_inserted.next = self.bu_inserted.val();
        self.framer.bu_overflowed.next = self.bu_overflowed.val();
        self.framer.pu_valid.next = self.pu_valid.val();
        self.framer.pu_kind.next = self.pu_kind.val();
        self.framer.pu_tup.next = self.pu_tup.val();
        self.framer.pu_vals.next = self.pu_vals.val();
        self.framer.pu_lines.next = self.pu_lines.val();
        self.pu_ready.next = self.framer.pu_ready.val();
        self.f_match.next = self.framer.f_match.val();
        self.f_miss.next = self.framer.f_miss.val();
        self.f_spill.next = self.framer.f_spill.val();
        self.f_fout.next = self.framer.f_fout.val();
        self.f_event.next = self.framer.f_event.val();
        self.sent0_frames.next = self.framer.sent0_frames.val();
        self.sent0_tuples.next = self.framer.sent0_tuples.val();
        self.sent1_frames.next = self.framer.sent1_frames.val();
        self.sent1_tuples.next = self.framer.sent1_tuples.val();
        self.sent1_aux.next = self.framer.sent1_aux.val();
        // ---- rings and descriptors
        self.fq_w.d.next = self.framer.dq_write.val();
        self.fq_d.d.next = self.framer.dq_data.val();
        self.stamp_write.next = self.fq_w.q.val() | self.own_write.val();
        self.stamp_desc.next = self.fq_d.q.val();
        if self.own_write.val() {
            self.stamp_desc.next = self.own_desc.val();
        }
        self.ra.write.next = self.ra_write.val();
        self.ra.data_in.next = self.ra_data.val();
        self.ra_full.next = self.ra.full.val();
        self.dq_full.next = self.dq.full.val();
        self.ro.write.next = self.framer.ro_write.val();
        self.ro.data_in.next = self.framer.ro_data.val();
        self.rr.write.next = self.framer.rr_write.val();
        self.rr.data_in.next = self.framer.rr_data.val();
        self.rs.write.next = self.framer.rs_write.val();
        self.rs.data_in.next = self.framer.rs_data.val();
        self.dq.write.next = self.stamp_write.val();
        self.dq.data_in.next = self.stamped.val();
        self.framer.ro_full.next = self.ro.full.val();
        self.framer.rr_full.next = self.rr.full.val();
        self.framer.rs_full.next = self.rs.full.val();
        // (16 entries: the framer's push lands a cycle later, after the one in `fq`)
        self.framer.dq_full.next =
            self.dq.full.val() | (self.fq_w.q.val() & (self.dq.count.val() == self.dq_last.val()));
        self.framing_idle.next = self.framer.idle.val() & self.jobq.empty.val();
        self.sending_idle.next = self.dq.empty.val() & self.emitter.idle.val() & !self.fq_w.q.val();
        self.closed_idle.next = !self.fq_w.q.val();
        // ---- what the port has promised: a job's tuples as it is written,
        // less each completion taken; its descriptor slots until the framer
        // has closed its frames (it is then between jobs, or takes the next)
        self.need_new.tuples.next = self.job_data.val().get_bits::<16>(J_COUNT);
        self.need_new.dshift.next = self.dshift.val();
        self.d_new.next = self.need_new.need.val();
        self.need_pop.tuples.next = self.jobq.data_out.val().get_bits::<16>(J_COUNT);
        self.need_pop.dshift.next = self.dshift.val();
        self.d_pop.next = self.need_pop.need.val();
        self.d_rel.next = 0.into();
        if self.framer.job_pop.val() {
            self.d_rel.next = self.cur_d.q.val();
            self.cur_d.d.next = self.d_pop.val();
        } else if self.framer.between_jobs.val() {
            self.d_rel.next = self.cur_d.q.val();
            self.cur_d.d.next = 0.into();
        }
        self.pend.d.next = self.pend.q.val() - bit_cast::<16, 1>(self.framer.taken.val().into());
        self.dres.d.next = self.dres.q.val() - self.d_rel.val();
        if self.job_write.val() {
            self.pend.d.next = self.pend.q.val() + self.job_data.val().get_bits::<16>(J_COUNT)
                - bit_cast::<16, 1>(self.framer.taken.val().into());
            self.dres.d.next = self.dres.q.val() + self.d_new.val() - self.d_rel.val();
        }
        self.used_e_q.d.next = self.pend.q.val()
            + bit_cast::<16, { RING_O_LOG2 + 1 }>(self.ro.count.val())
            + bit_cast::<16, RING_CNT_BITS>(self.rr.count.val())
            + bit_cast::<16, RING_CNT_BITS>(self.rs.count.val());
        self.used_d_q.d.next = self.dres.q.val()
            + bit_cast::<16, DQ_AW1>(self.dq.count.val())
            + bit_cast::<16, 1>(self.fq_w.q.val().into());
        self.room_q.d.next = (self.ra.count.val() <= self.ra_room_max.val())
            & (((self.dq.count.val() == self.dq_last.val()) & !self.fq_w.q.val())
                | (self.dq.count.val() < self.dq_last.val()));
        if self.reset.val() {
            self.pend.d.next = 0.into();
            self.dres.d.next = 0.into();
            self.cur_d.d.next = 0.into();
        }
        self.used_e.next = self.used_e_q.q.val();
        self.used_d.next = self.used_d_q.q.val();
        self.reply_room.next = self.room_q.q.val();
        // ---- the emitter
        self.emitter.dq_data.next = self.dq.data_out.val();
        self.emitter.dq_empty.next = self.dq.empty.val();
        self.dq.read.next = self.emitter.dq_pop.val();
        self.emitter.ra_data.next = self.ra.data_out.val();
        self.emitter.ra_empty.next = self.ra.empty.val();
        self.ra.read.next = self.emitter.ra_pop.val();
        self.emitter.ro_data.next = self.ro.data_out.val();
        self.emitter.ro_empty.next = self.ro.empty.val();
        self.ro.read.next = self.emitter.ro_pop.val();
        self.emitter.rr_data.next = self.rr.data_out.val();
        self.emitter.rr_empty.next = self.rr.empty.val();
        self.rr.read.next = self.emitter.rr_pop.val();
        self.emitter.rs_data.next = self.rs.data_out.val();
        self.emitter.rs_empty.next = self.rs.empty.val();
        self.rs.read.next = self.emitter.rs_pop.val();
        self.emitter.tx_tready.next = self.tx_tready.val();
        self.tx_tvalid.next = self.emitter.tx_tvalid.val();
        self.tx_tdata.next = self.emitter.tx_tdata.val();
        self.tx_tkeep.next = self.emitter.tx_tkeep.val();
        self.tx_tlast.next = self.emitter.tx_tlast.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, FrameCollector, Rng};

    const MAC: [u8; 6] = [2, 0, 0, 0, 0, 0xAA];

    fn bench(u: &mut TxPort) -> Bench<'_, TxPort> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b
    }

    /// A descriptor of a reply in ring A: `header`, then `words` payload words.
    fn reply_desc(header: &[u8; 40], words: u64) -> Bits<DQ_BITS> {
        let mut d = Bits::<DQ_BITS>::default();
        d.set_bits::<320>(0, lanes::<320>(header));
        d.set_bits::<2>(D_RING, RING_A.into());
        d.set_bits::<11>(D_WORDS, words.into());
        d
    }

    /// One cycle: the sequence stamp (outside) passes descriptors through;
    /// the port's `tready` is `ready`. Checks that a held beat does not
    /// change and collects the beats taken.
    fn cycle(
        b: &mut Bench<'_, TxPort>,
        ready: bool,
        held: &mut Option<(u64, u64, bool)>,
        out: &mut FrameCollector,
    ) {
        b.uut().tx_tready.next = ready;
        b.settle();
        let desc = b.uut().stamp_desc.val();
        b.uut().stamped.next = desc;
        b.settle();
        let u = b.uut();
        if u.tx_tvalid.val() {
            let beat = (
                u.tx_tdata.val().to_u64(),
                u.tx_tkeep.val().to_u64(),
                u.tx_tlast.val(),
            );
            if let Some(h) = held.take() {
                assert_eq!(h, beat, "a beat changed while back-pressured");
            }
            if ready {
                out.push(beat.0, beat.1 as u8, beat.2);
            } else {
                *held = Some(beat);
            }
        } else {
            assert!(held.is_none(), "tvalid fell with a beat not taken");
        }
        b.tick();
        b.uut().ra_write.next = false;
        b.uut().own_write.next = false;
    }

    #[test]
    fn idle_it_sends_nothing() {
        let mut u = TxPort::new(MAC);
        let mut b = bench(&mut u);
        b.uut().tx_tready.next = true;
        for _ in 0..8 {
            b.settle();
            let u = b.uut();
            assert!(!u.tx_tvalid.val() && u.framing_idle.val() && u.sending_idle.val());
            assert!(!u.job_full.val() && !u.ra_full.val() && !u.dq_full.val());
            b.tick();
        }
    }

    #[test]
    fn replies_leave_whole_padded_and_in_order_under_back_pressure() {
        let mut u = TxPort::new(MAC);
        let mut b = bench(&mut u);
        let mut rng = Rng(9);
        let mut out = FrameCollector::default();
        let mut held = None;
        let h1: [u8; 40] = std::array::from_fn(|i| i as u8);
        let h2: [u8; 40] = std::array::from_fn(|i| 0x80 | i as u8);
        // a reply without payload (a minimum frame, padded to 60 bytes), then
        // one of 64 words, which fills ring A while the port is held
        b.uut().own_write.next = true;
        b.uut().own_desc.next = reply_desc(&h1, 0);
        cycle(&mut b, false, &mut held, &mut out);
        for w in 0..64u64 {
            b.settle();
            assert!(!b.uut().ra_full.val());
            b.uut().ra_write.next = true;
            b.uut().ra_data.next = (w * 0x0101_0101).into();
            cycle(&mut b, false, &mut held, &mut out);
        }
        b.settle();
        assert!(b.uut().ra_full.val(), "64 words fill ring A");
        b.uut().own_write.next = true;
        b.uut().own_desc.next = reply_desc(&h2, 64);
        cycle(&mut b, false, &mut held, &mut out);
        for _ in 0..400 {
            let ready = rng.bit(40);
            cycle(&mut b, ready, &mut held, &mut out);
        }
        assert_eq!(out.frames.len(), 2);
        let mut want1 = h1.to_vec();
        want1.resize(60, 0);
        assert_eq!(out.frames[0], want1);
        let mut want2 = h2.to_vec();
        for w in 0..64u64 {
            want2.extend_from_slice(&(w * 0x0101_0101).to_le_bytes());
        }
        assert_eq!(out.frames[1], want2);
        b.settle();
        assert!(b.uut().sending_idle.val());
    }

    #[test]
    fn a_held_port_fills_its_descriptor_fifo_and_says_so() {
        let mut u = TxPort::new(MAC);
        let mut b = bench(&mut u);
        let mut out = FrameCollector::default();
        let mut held = None;
        let h: [u8; 40] = [7; 40];
        let mut pushed = 0;
        for _ in 0..40 {
            b.settle();
            if !b.uut().dq_full.val() {
                b.uut().own_write.next = true;
                b.uut().own_desc.next = reply_desc(&h, 0);
                pushed += 1;
            }
            cycle(&mut b, false, &mut held, &mut out);
        }
        // the emitter holds one descriptor, the FIFO the other sixteen
        assert_eq!(pushed, 17);
        assert!(out.frames.is_empty());
        for _ in 0..400 {
            cycle(&mut b, true, &mut held, &mut out);
        }
        assert_eq!(out.frames.len(), 17);
        assert!(out.frames.iter().all(|f| f.len() == 60 && f[..40] == h));
    }
}
