//! Framer: turns the units' per-tuple results into output frames.
//!
//! One job per accepted BUILD or PROBE frame (from the engine, in commit
//! order). For a job of `n` tuples the framer takes exactly `n` completions
//! from its unit (it holds the unit between jobs: `bu_go_en`, `pu_ready`),
//! so every tuple is framed with its own input frame, as PROTOCOL.md §7.4
//! and the model require. One completion per cycle; each OVERFLOW, RESULT
//! or SPILL tuple is written whole, as one entry, into its ring (O, R, S):
//! * OVERFLOW and RESULT frames are closed (descriptor pushed) as soon as
//!   they hold `floor(max_payload / width)` tuples, and the partly filled
//!   frame when the job ends;
//! * SPILL frames follow the job's last RESULT frame (ring S holds a whole
//!   input frame of spills: at most 280 < 512 entries).
//!
//! Nothing here waits for the output link: tuples are framed at the rate the
//! units deliver them, the emitter sends at line rate, and the rings absorb
//! the difference. (So the switch is never busy for long without memory or
//! tx activity, which the Verilator harness relies on to detect idleness.)
//!
//! Each job names its tx port and destination MAC (the sink, or the
//! source with results to the source, PROTOCOL.md §7.5); its tuples go to
//! that port's rings and its descriptors to that port's FIFO. The switch's
//! sequence number is filled in on the way into that FIFO (`SeqStamp`).
//! `sent*` are the totals the switch's END reports.

use super::layout::*;
use super::sig::*;
use rust_hdl::prelude::*;

pub const O_BITS: usize = BUILD_WORDS * 64;
pub const R_BITS: usize = RESULT_WORDS * 64;
pub const S_BITS: usize = SPILL_WORDS * 64;

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum FState {
    Wait,
    Run,
    Close,
    Spills,
}

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct Framer {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub cfg_clear: Signal<In, Bit>,
    pub job_data: Signal<In, Bits<JOB_BITS>>,
    pub job_empty: Signal<In, Bit>,
    pub job_pop: Signal<Out, Bit>,
    pub qid: Signal<In, Bits<16>>,
    pub token: Signal<In, Bits<64>>,
    pub res_per: Signal<In, Bits<16>>,
    /// RESULT tuples carry only the probe's payload (CONFIGURE flags bit 1):
    /// the ring entry is the tuple shifted past the keys.
    pub shape: Signal<In, Bit>,
    pub sp_per: Signal<In, Bits<16>>,
    pub ov_per: Signal<In, Bits<16>>,
    // build unit
    pub bu_go_en: Signal<Out, Bit>,
    pub bu_ov_ready: Signal<Out, Bit>,
    pub bu_ov_key: Signal<In, Bits<KEY_BITS>>,
    pub bu_ov_val: Signal<In, Bits<VALUE_BITS>>,
    /// The unit's completion of the last cycle (completions.rs registers it):
    /// a tuple stored / a tuple overflowed, with `bu_ov_key`/`bu_ov_val`.
    pub bu_inserted: Signal<In, Bit>,
    pub bu_overflowed: Signal<In, Bit>,
    // probe unit
    pub pu_valid: Signal<In, Bit>,
    pub pu_kind: Signal<In, Bits<2>>,
    pub pu_tup: Signal<In, Bits<PROBE_BITS>>,
    pub pu_vals: Signal<In, Bits<VALS_BITS>>,
    pub pu_lines: Signal<In, Bits<LINES_BITS>>,
    pub pu_ready: Signal<Out, Bit>,
    // rings and descriptors
    pub ro_write: Signal<Out, Bit>,
    pub ro_data: Signal<Out, Bits<O_BITS>>,
    pub ro_full: Signal<In, Bit>,
    pub rr_write: Signal<Out, Bit>,
    pub rr_data: Signal<Out, Bits<R_BITS>>,
    pub rr_full: Signal<In, Bit>,
    pub rs_write: Signal<Out, Bit>,
    pub rs_data: Signal<Out, Bits<S_BITS>>,
    pub rs_full: Signal<In, Bit>,
    pub dq_write: Signal<Out, Bit>,
    pub dq_data: Signal<Out, Bits<DQ_BITS>>,
    pub dq_full: Signal<In, Bit>,
    // counter pulses and totals
    pub f_match: Signal<Out, Bit>,
    pub f_miss: Signal<Out, Bit>,
    pub f_spill: Signal<Out, Bit>,
    pub f_fout: Signal<Out, Bit>,
    /// Any of the four above (a completion taken or a frame closed), from
    /// the take and the push rather than the decoded events, so the
    /// switch's drain test does not wait for the decode (docs/HDL.md §4).
    pub f_event: Signal<Out, Bit>,
    pub sent0_frames: Signal<Out, Bits<32>>,
    pub sent0_tuples: Signal<Out, Bits<64>>,
    pub sent1_frames: Signal<Out, Bits<32>>,
    pub sent1_tuples: Signal<Out, Bits<64>>,
    pub sent1_aux: Signal<Out, Bits<64>>,
    pub idle: Signal<Out, Bit>,
    /// A completion of the current job is taken this cycle (the tx port's
    /// count of promised ring entries, tx_room.rs).
    pub taken: Signal<Out, Bit>,
    /// No job is in hand (Wait): the last one's frames are all closed.
    pub between_jobs: Signal<Out, Bit>,
    /// The tx port of the current job: its ring and descriptor writes go to
    /// that port's FIFOs, and the `*_full` inputs are that port's.
    pub out_port: Signal<Out, Bits<2>>,
    pub state: DFF<FState>,
    kind: DFF<Bit>,
    pub rem: DFF<Bits<16>>,
    port: DFF<Bits<2>>,
    /// The job's destination MAC (the sink, or the source with results to
    /// the source); `port` is its tx port.
    dst: DFF<Bits<48>>,
    tabl: DFF<Bits<8>>,
    ocnt: DFF<Bits<16>>,
    sp_total: DFF<Bits<16>>,
    sp_left: DFF<Bits<16>>,
    s0f: DFF<Bits<32>>,
    s0t: DFF<Bits<64>>,
    s1f: DFF<Bits<32>>,
    s1t: DFF<Bits<64>>,
    s1a: DFF<Bits<64>>,
    en: Signal<Local, Bit>,
    /// `bu_go_en`, registered (see the end of `update`).
    go_r: DFF<Bit>,
    /// A completion is counted this cycle (`rem` falls by one).
    dec: Signal<Local, Bit>,
    /// `rem - dec` exceeds `go_r`.
    left_ok: Signal<Local, Bit>,
    /// Take the next job this cycle (Wait, or as the job before is closed).
    next_job: Signal<Local, Bit>,
    ev_p: Signal<Local, Bit>,
    per: Signal<Local, Bits<16>>,
    ncnt: Signal<Local, Bits<16>>,
    push: Signal<Local, Bit>,
    fd_op: Signal<Local, Bits<8>>,
    fd_tab: Signal<Local, Bits<8>>,
    fd_cnt: Signal<Local, Bits<16>>,
    fd_ring: Signal<Local, Bits<2>>,
    fd_words: Signal<Local, Bits<16>>,
    fd_plen: Signal<Local, Bits<16>>,
    fd_hdr: Signal<Local, Bits<320>>,
    sp_n: Signal<Local, Bits<16>>,
    fd_w32: Signal<Local, Bits<32>>,
    fd_b32: Signal<Local, Bits<32>>,
    /// The frame's tuples end in half a word (sig.rs `*_HALF`): its words
    /// are its bytes rounded up.
    fd_half: Signal<Local, Bit>,
    // tuple widths in words and bytes, and whether they end in half a
    // word (sig.rs `*_HALF`: a frame's words are then its bytes rounded up)
    ov_words: Constant<Bits<16>>,
    ov_bytes: Constant<Bits<16>>,
    ov_half: Constant<Bit>,
    res_words: Constant<Bits<16>>,
    res_bytes: Constant<Bits<16>>,
    res_half: Constant<Bit>,
    res_payload_words: Constant<Bits<16>>,
    res_payload_bytes: Constant<Bits<16>>,
    res_payload_half: Constant<Bit>,
    /// Where the probe's payload starts: after its keys.
    keys_off: Constant<Bits<16>>,
    rr_whole: Signal<Local, Bits<R_BITS>>,
    sp_words: Constant<Bits<16>>,
    sp_bytes: Constant<Bits<16>>,
    sp_half: Constant<Bit>,
    /// Where the values (RESULT) and lines (SPILL) start: after the probe tuple.
    tail_off: Constant<Bits<16>>,
    hbase: Constant<Bits<320>>,
    own: Constant<Bits<1>>,
    // protocol numbers used in expressions (layout.rs; Verilog localparams)
    D_PORT: Constant<Bits<32>>,
    D_RING: Constant<Bits<32>>,
    D_OWN_SEQ: Constant<Bits<32>>,
    D_WORDS: Constant<Bits<32>>,
    D_SHAPE: Constant<Bits<32>>,
    J_COUNT: Constant<Bits<32>>,
    J_TABLE: Constant<Bits<32>>,
    J_PORT: Constant<Bits<32>>,
    J_DST: Constant<Bits<32>>,
    OP_OVERFLOW: Constant<Bits<32>>,
    OP_RESULT: Constant<Bits<32>>,
    OP_SPILL: Constant<Bits<32>>,
    RING_O: Constant<Bits<32>>,
    RING_R: Constant<Bits<32>>,
    RING_S: Constant<Bits<32>>,
    H_OPCODE: Constant<Bits<32>>,
    H_QUERY_ID: Constant<Bits<32>>,
    H_TABLE: Constant<Bits<32>>,
    H_TUPLE_COUNT: Constant<Bits<32>>,
    H_TUPLE_COUNT_LO: Constant<Bits<32>>,
    H_PAYLOAD_LEN: Constant<Bits<32>>,
    H_PAYLOAD_LEN_LO: Constant<Bits<32>>,
    H_TOKEN: Constant<Bits<32>>,
    KEY_BITS: Constant<Bits<16>>,
}

impl Framer {
    pub fn new(mac: [u8; 6]) -> Framer {
        Framer {
            clock: Default::default(),
            reset: Default::default(),
            cfg_clear: Default::default(),
            job_data: Default::default(),
            job_empty: Default::default(),
            job_pop: Default::default(),
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
            ro_write: Default::default(),
            ro_data: Default::default(),
            ro_full: Default::default(),
            rr_write: Default::default(),
            rr_data: Default::default(),
            rr_full: Default::default(),
            rs_write: Default::default(),
            rs_data: Default::default(),
            rs_full: Default::default(),
            dq_write: Default::default(),
            dq_data: Default::default(),
            dq_full: Default::default(),
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
            idle: Default::default(),
            taken: Default::default(),
            between_jobs: Default::default(),
            out_port: Default::default(),
            state: Default::default(),
            kind: Default::default(),
            rem: Default::default(),
            port: Default::default(),
            dst: Default::default(),
            tabl: Default::default(),
            ocnt: Default::default(),
            sp_total: Default::default(),
            sp_left: Default::default(),
            s0f: Default::default(),
            s0t: Default::default(),
            s1f: Default::default(),
            s1t: Default::default(),
            s1a: Default::default(),
            en: Default::default(),
            go_r: Default::default(),
            dec: Default::default(),
            left_ok: Default::default(),
            next_job: Default::default(),
            ev_p: Default::default(),
            per: Default::default(),
            ncnt: Default::default(),
            push: Default::default(),
            fd_op: Default::default(),
            fd_tab: Default::default(),
            fd_cnt: Default::default(),
            fd_ring: Default::default(),
            fd_words: Default::default(),
            fd_plen: Default::default(),
            fd_hdr: Default::default(),
            sp_n: Default::default(),
            fd_w32: Default::default(),
            fd_b32: Default::default(),
            fd_half: Default::default(),
            ov_words: param(BUILD_WORDS),
            ov_bytes: param(SLOT_BYTES),
            ov_half: Constant::new(BUILD_HALF),
            res_words: param(RESULT_WORDS),
            res_bytes: param(RESULT_BYTES),
            res_half: Constant::new(RESULT_HALF),
            res_payload_words: param(RESULT_PAYLOAD_WORDS),
            res_payload_bytes: param(RESULT_PAYLOAD_BYTES),
            res_payload_half: Constant::new(RESULT_PAYLOAD_HALF),
            keys_off: param(TABLES * KEY_BITS),
            rr_whole: Default::default(),
            sp_words: param(SPILL_WORDS),
            sp_bytes: param(SPILL_BYTES),
            sp_half: Constant::new(SPILL_HALF),
            tail_off: param(PROBE_BITS),
            hbase: Constant::new(header_base(mac)),
            own: Constant::new(1u64.into()),
            D_PORT: lp(D_PORT as u64),
            D_RING: lp(D_RING as u64),
            D_OWN_SEQ: lp(D_OWN_SEQ as u64),
            D_WORDS: lp(D_WORDS as u64),
            D_SHAPE: lp(D_SHAPE as u64),
            J_COUNT: lp(J_COUNT as u64),
            J_TABLE: lp(J_TABLE as u64),
            J_PORT: lp(J_PORT as u64),
            J_DST: lp(J_DST as u64),
            OP_OVERFLOW: lp(OP_OVERFLOW),
            OP_RESULT: lp(OP_RESULT),
            OP_SPILL: lp(OP_SPILL),
            RING_O: lp(RING_O),
            RING_R: lp(RING_R),
            RING_S: lp(RING_S),
            H_OPCODE: lp(H_OPCODE as u64),
            H_QUERY_ID: lp(H_QUERY_ID as u64),
            H_TABLE: lp(H_TABLE as u64),
            H_TUPLE_COUNT: lp(H_TUPLE_COUNT as u64),
            H_TUPLE_COUNT_LO: lp(H_TUPLE_COUNT_LO as u64),
            H_PAYLOAD_LEN: lp(H_PAYLOAD_LEN as u64),
            H_PAYLOAD_LEN_LO: lp(H_PAYLOAD_LEN_LO as u64),
            H_TOKEN: lp(H_TOKEN as u64),
            KEY_BITS: param(KEY_BITS),
        }
    }
}

impl Logic for Framer {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, kind, rem, port, dst, tabl, ocnt, sp_total, sp_left, s0f, s0t, s1f,
            s1t, s1a, go_r
        );
        self.sent0_frames.next = self.s0f.q.val();
        self.sent0_tuples.next = self.s0t.q.val();
        self.sent1_frames.next = self.s1f.q.val();
        self.sent1_tuples.next = self.s1t.q.val();
        self.sent1_aux.next = self.s1a.q.val();
        self.idle.next = (self.state.q.val() == FState::Wait) & self.job_empty.val();
        self.between_jobs.next = self.state.q.val() == FState::Wait;
        self.out_port.next = self.port.q.val();
        // ---- completions from the unit of the current job, one per cycle
        self.en.next = (self.state.q.val() == FState::Run) & (self.rem.q.val() != 0);
        // The unit's completions reach the framer a cycle late (`bc_*` in
        // completions.rs), so an OVERFLOW tuple may complete only when no other
        // is on its way into the ring and a descriptor (whose room
        // `ro_full` and `dq_full` do not show yet). `bu_go_en` is a
        // register (`go_r`, set below).
        self.bu_go_en.next = self.go_r.q.val();
        self.bu_ov_ready.next =
            !self.ro_full.val() & !self.dq_full.val() & !self.bu_overflowed.val();
        self.pu_ready.next = self.en.val()
            & self.kind.q.val()
            & !self.rr_full.val()
            & !self.rs_full.val()
            & !self.dq_full.val();
        self.ev_p.next = self.pu_valid.val() & self.pu_ready.val();
        self.dec.next = self.bu_inserted.val() | self.bu_overflowed.val() | self.ev_p.val();
        self.taken.next = self.dec.val();
        self.f_match.next = self.ev_p.val() & (self.pu_kind.val() == 1);
        self.f_miss.next = self.ev_p.val() & (self.pu_kind.val() == 0);
        self.f_spill.next = self.ev_p.val() & (self.pu_kind.val() == 2);
        self.per.next = self.ov_per.val();
        if self.kind.q.val() {
            self.per.next = self.res_per.val();
        }
        self.ncnt.next = self.ocnt.q.val() + 1;
        self.ro_data.next = bit_cast::<O_BITS, KEY_BITS>(self.bu_ov_key.val())
            | (bit_cast::<O_BITS, VALUE_BITS>(self.bu_ov_val.val()) << self.KEY_BITS.val());
        self.ro_write.next = self.bu_overflowed.val();
        // RESULT: the probe tuple, then each table's value; SPILL: the probe
        // tuple, then each table's bucket line.
        // Without the keys, the entry starts at the payload (the emitter
        // sends fewer words of it, descriptor bit `D_SHAPE`).
        self.rr_whole.next = bit_cast::<R_BITS, PROBE_BITS>(self.pu_tup.val())
            | (bit_cast::<R_BITS, VALS_BITS>(self.pu_vals.val()) << self.tail_off.val());
        self.rr_data.next = self.rr_whole.val();
        if self.shape.val() {
            self.rr_data.next = self.rr_whole.val() >> self.keys_off.val();
        }
        self.rs_data.next = bit_cast::<S_BITS, PROBE_BITS>(self.pu_tup.val())
            | (bit_cast::<S_BITS, LINES_BITS>(self.pu_lines.val()) << self.tail_off.val());
        self.rr_write.next = self.f_match.val();
        self.rs_write.next = self.f_spill.val();
        // ---- descriptor of the frame being closed
        self.push.next = false;
        self.fd_cnt.next = self.ncnt.val();
        if self.state.q.val() == FState::Close {
            self.fd_cnt.next = self.ocnt.q.val();
        }
        self.fd_op.next = OP_OVERFLOW.into();
        self.fd_tab.next = self.tabl.q.val();
        self.fd_ring.next = RING_O.into();
        if self.kind.q.val() {
            self.fd_op.next = OP_RESULT.into();
            self.fd_tab.next = 0.into();
            self.fd_ring.next = RING_R.into();
        }
        self.sp_n.next = self.sp_left.q.val();
        if self.sp_per.val() < self.sp_left.q.val() {
            self.sp_n.next = self.sp_per.val();
        }
        if self.state.q.val() == FState::Spills {
            self.fd_op.next = OP_SPILL.into();
            self.fd_tab.next = 0.into();
            self.fd_ring.next = RING_S.into();
            self.fd_cnt.next = self.sp_n.val();
        }
        // payload words and bytes: tuples x the OVERFLOW, RESULT or SPILL
        // width; tuples that end in half a word are sent back to back
        // (emitter.rs), so such a frame's words are its bytes rounded up
        self.fd_w32.next = self.fd_cnt.val() * self.ov_words.val();
        self.fd_b32.next = self.fd_cnt.val() * self.ov_bytes.val();
        self.fd_half.next = self.ov_half.val();
        if self.fd_op.val() == OP_RESULT {
            self.fd_w32.next = self.fd_cnt.val() * self.res_words.val();
            self.fd_b32.next = self.fd_cnt.val() * self.res_bytes.val();
            self.fd_half.next = self.res_half.val();
            if self.shape.val() {
                self.fd_w32.next = self.fd_cnt.val() * self.res_payload_words.val();
                self.fd_b32.next = self.fd_cnt.val() * self.res_payload_bytes.val();
                self.fd_half.next = self.res_payload_half.val();
            }
        }
        if self.fd_op.val() == OP_SPILL {
            self.fd_w32.next = self.fd_cnt.val() * self.sp_words.val();
            self.fd_b32.next = self.fd_cnt.val() * self.sp_bytes.val();
            self.fd_half.next = self.sp_half.val();
        }
        if self.fd_half.val() {
            self.fd_w32.next = (self.fd_b32.val() + 7) >> 3;
        }
        self.fd_words.next = self.fd_w32.val().get_bits::<16>(0);
        self.fd_plen.next = self.fd_b32.val().get_bits::<16>(0);
        self.fd_hdr.next = self.hbase.val()
            | bit_cast::<320, 48>(self.dst.q.val())
            | (bit_cast::<320, 8>(self.fd_op.val()) << self.H_OPCODE.val())
            | (bit_cast::<320, 16>(self.qid.val()) << self.H_QUERY_ID.val())
            | (bit_cast::<320, 8>(self.fd_tab.val()) << self.H_TABLE.val())
            | (bit_cast::<320, 8>(self.fd_cnt.val().get_bits::<8>(8)) << self.H_TUPLE_COUNT.val())
            | (bit_cast::<320, 8>(self.fd_cnt.val().get_bits::<8>(0))
                << self.H_TUPLE_COUNT_LO.val())
            | (bit_cast::<320, 8>(self.fd_plen.val().get_bits::<8>(8)) << self.H_PAYLOAD_LEN.val())
            | (bit_cast::<320, 8>(self.fd_plen.val().get_bits::<8>(0))
                << self.H_PAYLOAD_LEN_LO.val())
            | (bit_cast::<320, 64>(self.token.val()) << self.H_TOKEN.val());
        self.dq_data.next = bit_cast::<DQ_BITS, 320>(self.fd_hdr.val())
            | (bit_cast::<DQ_BITS, 2>(self.port.q.val()) << self.D_PORT.val())
            | (bit_cast::<DQ_BITS, 2>(self.fd_ring.val()) << self.D_RING.val())
            | (bit_cast::<DQ_BITS, 1>(self.own.val()) << self.D_OWN_SEQ.val())
            | (bit_cast::<DQ_BITS, 11>(self.fd_words.val().get_bits::<11>(0))
                << self.D_WORDS.val())
            | (bit_cast::<DQ_BITS, 1>(self.shape.val().into()) << self.D_SHAPE.val());
        // ---- a tuple into its frame; a full frame is pushed with its last tuple
        if self.bu_overflowed.val() | self.f_match.val() {
            self.ocnt.d.next = self.ncnt.val();
            if self.ncnt.val() == self.per.val() {
                self.ocnt.d.next = 0.into();
                self.push.next = true;
            }
        }
        if self.bu_overflowed.val() {
            self.s0t.d.next = self.s0t.q.val() + 1;
        }
        if self.f_match.val() {
            self.s1t.d.next = self.s1t.q.val() + 1;
        }
        if self.f_spill.val() {
            self.s1a.d.next = self.s1a.q.val() + 1;
            self.sp_total.d.next = self.sp_total.q.val() + 1;
        }
        if self.dec.val() {
            self.rem.d.next = self.rem.q.val() - 1;
        }
        // ---- job sequencing
        self.job_pop.next = false;
        self.next_job.next = false;
        match self.state.q.val() {
            FState::Wait => {
                self.next_job.next = !self.job_empty.val();
            }
            FState::Run => {
                // closed on the job's last completion (Close sees its count),
                // so the unit waits as few cycles as possible between jobs
                if (self.rem.q.val() == 0) | ((self.rem.q.val() == 1) & self.dec.val()) {
                    self.state.d.next = FState::Close;
                }
            }
            FState::Close => {
                if self.ocnt.q.val() != 0 {
                    if !self.dq_full.val() {
                        self.push.next = true;
                        self.ocnt.d.next = 0.into();
                        self.sp_left.d.next = self.sp_total.q.val();
                        self.state.d.next = FState::Spills;
                        if self.sp_total.q.val() == 0 {
                            self.state.d.next = FState::Wait;
                            self.next_job.next = !self.job_empty.val();
                        }
                    }
                } else {
                    self.sp_left.d.next = self.sp_total.q.val();
                    self.state.d.next = FState::Spills;
                    if self.sp_total.q.val() == 0 {
                        self.state.d.next = FState::Wait;
                        self.next_job.next = !self.job_empty.val();
                    }
                }
            }
            FState::Spills => {
                if self.sp_left.q.val() != 0 {
                    if !self.dq_full.val() {
                        self.push.next = true;
                        self.sp_left.d.next = self.sp_left.q.val() - self.sp_n.val();
                    }
                } else {
                    self.state.d.next = FState::Wait;
                    self.next_job.next = !self.job_empty.val();
                }
            }
            _ => {
                self.state.d.next = FState::Wait;
            }
        }
        // The next job is taken in the cycle its predecessor is closed, so a
        // one-tuple job costs two cycles (Run, Close): four ports of
        // minimum frames need that.
        if self.next_job.val() {
            self.job_pop.next = true;
            self.kind.d.next = self.job_data.val().get_bit(0);
            self.rem.d.next = self.job_data.val().get_bits::<16>(J_COUNT);
            self.tabl.d.next = self.job_data.val().get_bits::<8>(J_TABLE);
            self.port.d.next = self.job_data.val().get_bits::<2>(J_PORT);
            self.dst.d.next = self.job_data.val().get_bits::<48>(J_DST);
            self.ocnt.d.next = 0.into();
            self.sp_total.d.next = 0.into();
            self.state.d.next = FState::Run;
        }
        self.dq_write.next = self.push.val();
        self.f_fout.next = self.push.val();
        self.f_event.next = self.ev_p.val() | self.push.val();
        if self.push.val() {
            if self.fd_op.val() == OP_OVERFLOW {
                self.s0f.d.next = self.s0f.q.val() + 1;
            } else {
                self.s1f.d.next = self.s1f.q.val() + 1;
            }
        }
        if self.cfg_clear.val() | self.reset.val() {
            self.s0f.d.next = 0.into();
            self.s0t.d.next = 0.into();
            self.s1f.d.next = 0.into();
            self.s1t.d.next = 0.into();
            self.s1a.d.next = 0.into();
        }
        // ---- `bu_go_en` of the next cycle, from registers only: a build
        // job in Run with more tuples left than may already be done. The
        // unit completes at most one tuple a cycle, and only while enabled,
        // so the completion a cycle late (not yet in `rem`) is at most
        // `go_r`: next cycle `rem - dec` tuples are left, of which `go_r`
        // may be done. Conservative by at most a cycle at a job's end.
        self.left_ok.next = self.rem.q.val() != 0;
        if self.dec.val() ^ self.go_r.q.val() {
            self.left_ok.next = self.rem.q.val() > 1;
        }
        if self.dec.val() & self.go_r.q.val() {
            self.left_ok.next = self.rem.q.val() > 2;
        }
        self.go_r.d.next =
            (self.state.q.val() == FState::Run) & !self.kind.q.val() & self.left_ok.val();
        if self.next_job.val() {
            self.go_r.d.next = !self.job_data.val().get_bit(0)
                & (self.job_data.val().get_bits::<16>(J_COUNT) != 0);
        }
        if self.reset.val() {
            self.state.d.next = FState::Wait;
            self.go_r.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Rng};
    use std::collections::VecDeque;

    /// The query's token in lane order: every byte differs.
    const TOKEN_LANES: u64 = 0x8877_6655_4433_2211;

    /// A build job of `n` tuples for table `table` (layout.rs: kind bit 0 is
    /// 0 for a build).
    fn build_job(n: u64, table: u64) -> Bits<JOB_BITS> {
        let mut j = Bits::<JOB_BITS>::default();
        j.set_bits::<16>(J_COUNT, n.into());
        j.set_bits::<8>(J_TABLE, table.into());
        j
    }

    /// What a run of build jobs did: completions per job, OVERFLOW tuples
    /// per job, ring writes, descriptors pushed, cycles.
    struct BuildRun {
        made: Vec<u64>,
        overflows: Vec<u64>,
        ring_writes: u64,
        descriptors: u64,
        cycles: u64,
    }

    /// Drives a framer with build jobs of `counts` tuples, and a build unit
    /// modelled as completions.rs connects it: a completion (insert, or overflow
    /// when `bu_ov_ready`) only while `bu_go_en`, shown to the framer a
    /// cycle later. The unit is ready with probability `ready` in 1/8, a
    /// completion overflows with probability `ov` in 1/8, and the ring and
    /// descriptor FIFO (`ring_cap`, `dq_cap` entries) drain at a random
    /// rate. Panics if the framer enables the unit for a tuple its job does
    /// not have, or writes a full ring or FIFO.
    fn run_build_jobs(
        counts: &[u64],
        ready: u64,
        ov: u64,
        ring_cap: usize,
        dq_cap: usize,
        seed: u64,
    ) -> BuildRun {
        let mut f = Framer::new([2, 0, 0, 0, 0, 1]);
        let mut b = Bench::new(&mut f, |u, c| u.clock.next = c);
        let mut rng = Rng(seed);
        let u = b.uut();
        u.reset.next = true;
        u.qid.next = 7.into();
        u.token.next = TOKEN_LANES.into();
        u.res_per.next = 4.into();
        u.sp_per.next = 2.into();
        u.ov_per.next = 3.into();
        u.job_empty.next = true;
        b.tick();
        b.uut().reset.next = false;
        let mut jobs: VecDeque<u64> = counts.iter().copied().collect();
        let mut out = BuildRun {
            made: Vec::new(),
            overflows: Vec::new(),
            ring_writes: 0,
            descriptors: 0,
            cycles: 0,
        };
        let (mut ring, mut dq) = (0usize, 0usize);
        // the completion of the last cycle, as completions.rs's `bc_*` hold it
        let mut pend: Option<bool> = None;
        for cycle in 0..200_000u64 {
            let u = b.uut();
            u.job_empty.next = jobs.is_empty();
            u.job_data.next = build_job(jobs.front().copied().unwrap_or(0), 1);
            u.bu_inserted.next = pend == Some(false);
            u.bu_overflowed.next = pend == Some(true);
            u.bu_ov_key.next = cycle.into();
            u.ro_full.next = ring == ring_cap;
            u.dq_full.next = dq == dq_cap;
            b.settle();
            let u = b.uut();
            let (go, ov_ready) = (u.bu_go_en.val(), u.bu_ov_ready.val());
            if u.ro_write.val() {
                assert!(
                    ring < ring_cap,
                    "cycle {cycle}: a ring write while the ring is full"
                );
                ring += 1;
                out.ring_writes += 1;
            }
            if u.dq_write.val() {
                assert!(
                    dq < dq_cap,
                    "cycle {cycle}: a descriptor while the FIFO is full"
                );
                // an OVERFLOW frame's length in bytes and the words the
                // emitter sends: tuples back to back, so its bytes rounded
                // up (half a word left over after an odd count of 12-byte
                // tuples)
                let d = u.dq_data.val();
                let n = d.get_bits::<8>(H_TUPLE_COUNT).to_u64() << 8
                    | d.get_bits::<8>(H_TUPLE_COUNT_LO).to_u64();
                let plen = d.get_bits::<8>(H_PAYLOAD_LEN).to_u64() << 8
                    | d.get_bits::<8>(H_PAYLOAD_LEN_LO).to_u64();
                assert_eq!(
                    plen,
                    n * SLOT_BYTES as u64,
                    "cycle {cycle}: OVERFLOW length"
                );
                assert_eq!(
                    d.get_bits::<11>(D_WORDS).to_u64(),
                    plen.div_ceil(8),
                    "cycle {cycle}: words of an OVERFLOW frame of {n} tuples"
                );
                assert_eq!(d.get_bits::<2>(D_RING).to_u64(), RING_O);
                // the query's 64-bit token, all eight bytes, in header bytes 32..40
                assert_eq!(d.get_bits::<64>(H_TOKEN).to_u64(), TOKEN_LANES);
                dq += 1;
                out.descriptors += 1;
            }
            let popped = u.job_pop.val();
            pend = None;
            if go {
                let cur = out
                    .made
                    .len()
                    .checked_sub(1)
                    .expect("enabled before any job");
                assert!(
                    out.made[cur] < counts[cur],
                    "cycle {cycle}: job {cur} ({} tuples) enabled for one more",
                    counts[cur]
                );
                if rng.below(8) < ready {
                    let overflow = rng.below(8) < ov;
                    if !overflow || ov_ready {
                        out.made[cur] += 1;
                        out.overflows[cur] += overflow as u64;
                        pend = Some(overflow);
                    }
                }
            }
            if popped {
                jobs.pop_front();
                out.made.push(0);
                out.overflows.push(0);
            }
            if ring > 0 && rng.below(3) == 0 {
                ring -= 1;
            }
            if dq > 0 && rng.below(3) == 0 {
                dq -= 1;
            }
            b.tick();
            if jobs.is_empty() && pend.is_none() && b.uut().idle.val() {
                out.cycles = cycle + 1;
                return out;
            }
        }
        panic!(
            "the jobs did not finish: {} of {} taken",
            out.made.len(),
            counts.len()
        );
    }

    #[test]
    fn each_build_job_gets_exactly_its_completions_when_they_arrive_a_cycle_late() {
        let mut rng = Rng(31);
        let counts: Vec<u64> = (0..300)
            .map(|i| {
                if i % 17 == 0 {
                    40 + rng.below(60)
                } else {
                    1 + rng.below(6)
                }
            })
            .collect();
        for (ready, ov, ring_cap, dq_cap, seed) in [
            (8, 0, 16, 4, 1),
            (5, 2, 4, 2, 2),
            (8, 8, 2, 1, 3),
            (3, 4, 64, 16, 4),
        ] {
            let r = run_build_jobs(&counts, ready, ov, ring_cap, dq_cap, seed);
            assert_eq!(r.made, counts, "ready {ready}/8, overflow {ov}/8");
            let ov_total: u64 = r.overflows.iter().sum();
            assert_eq!(r.ring_writes, ov_total, "one ring entry per OVERFLOW tuple");
            // OVERFLOW frames close at `ov_per` (3) tuples and at the job's end
            let frames: u64 = r.overflows.iter().map(|o| o.div_ceil(3)).sum();
            assert_eq!(r.descriptors, frames, "ready {ready}/8, overflow {ov}/8");
        }
    }

    #[test]
    fn a_ready_unit_completes_a_long_build_job_at_a_tuple_a_cycle() {
        // the registered enable costs at most a cycle at a job's end, never
        // the rate within a job
        let r = run_build_jobs(&[1000], 8, 0, 16, 4, 9);
        assert_eq!(r.made, vec![1000]);
        assert!(r.cycles <= 1000 + 6, "{} cycles for 1000 tuples", r.cycles);
        let r = run_build_jobs(&[1; 50], 8, 0, 16, 4, 9);
        assert_eq!(r.made, vec![1; 50]);
        assert!(
            r.cycles <= 50 * 3 + 6,
            "{} cycles for 50 one-tuple jobs",
            r.cycles
        );
    }
}
