//! Commit, the second stage of the check (docs/HDL.md §4, the check in two
//! stages): what Check decided about its frame, registered (`c2_*`), and the
//! commit that acts on those registers alone, so that it starts at
//! flip-flops and not at the source table's RAM through the header check.
//!
//! Per frame: count `frames_in` and the first failing check; an accepted
//! BUILD or PROBE writes its source's entry, pushes a job for its tx port's
//! framer and goes to its port's feeder with its tuples (a dropped frame goes
//! with none: the feeder discards its payload). An END, a CONTROL frame, the
//! ACK a data frame asks for, and the ACK of a dropped END go on to Drain
//! (`to_drain`) with the record the reply reports (`ack_*`, `rec_*`).
//!
//! Values an ACK or END reports come from the source table as it shows them
//! now: they are used only for a frame that may drain, and while one is in
//! Check or Commit no other frame is taken, so the table still shows its
//! source (the entry before the frame).

use super::layout::*;
use super::sig::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct CommitStage {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- the frame in Check
    /// Check holds a frame.
    pub offer: Signal<In, Bit>,
    /// It moves on to Commit this cycle (Commit is free or frees now).
    pub accept: Signal<Out, Bit>,
    pub in_port: Signal<In, Bits<PORT_BITS>>,
    /// The parser's verdict (0: passed; `V_NO_FRAME`: drops only).
    pub in_verdict: Signal<In, Bits<4>>,
    /// The header check's drop code (0: passed).
    pub in_dcode: Signal<In, Bits<5>>,
    /// The frame reached its query's context (§5.5 step 6).
    pub in_reached: Signal<In, Bit>,
    pub in_build: Signal<In, Bit>,
    pub in_probe: Signal<In, Bit>,
    pub in_end: Signal<In, Bit>,
    pub in_control: Signal<In, Bit>,
    pub in_ackreq: Signal<In, Bit>,
    pub in_tuples: Signal<In, Bits<16>>,
    pub in_table: Signal<In, Bits<8>>,
    /// Payload words the port stored for the frame.
    pub in_left: Signal<In, Bits<12>>,
    pub in_src_mac: Signal<In, Bits<48>>,
    pub in_src6: Signal<In, Bits<6>>,
    // ---- the frame in Commit as the header check and source table show it
    /// The phase an ACK of this frame reports (0 build, 1 probe).
    pub ack_phase_in: Signal<In, Bit>,
    /// The phase an END ends.
    pub end_phase: Signal<In, Bit>,
    pub expected: Signal<In, Bits<32>>,
    pub build_frames: Signal<In, Bits<32>>,
    pub build_tuples: Signal<In, Bits<64>>,
    pub probe_frames: Signal<In, Bits<32>>,
    pub probe_tuples: Signal<In, Bits<64>>,
    pub next_build_frames: Signal<In, Bits<32>>,
    pub next_build_tuples: Signal<In, Bits<64>>,
    pub next_probe_frames: Signal<In, Bits<32>>,
    pub next_probe_tuples: Signal<In, Bits<64>>,
    /// Sources that have ended the frame's phase, counting this END.
    pub ended_after: Signal<In, Bits<16>>,
    // ---- the query in force
    pub route: Signal<In, Bit>,
    pub sink: Signal<In, Bits<48>>,
    pub sink_port: Signal<In, Bits<PORT_BITS>>,
    pub sources: Signal<In, Bits<16>>,
    /// The switch has sent its END of the build / probe phase.
    pub end_sent0: Signal<In, Bit>,
    pub end_sent1: Signal<In, Bit>,
    /// CONFIGURE: a new query, whose probe phase has not started.
    pub cfg_clear: Signal<In, Bit>,
    /// The query context in service: every frame here is its (a CONFIGURE
    /// clears its phase with `cfg_clear`).
    pub cur: Signal<In, Bits<2>>,
    /// The switch's END is queued behind the ACK.
    pub end_queued: Signal<In, Bit>,
    // ---- what an accepted data frame waits for
    /// The job FIFO of the job's port is full.
    pub job_full: Signal<In, Bit>,
    pub bu_busy: Signal<In, Bit>,
    pub pu_busy: Signal<In, Bit>,
    pub ord_full: Signal<In, Bit>,
    pub hold_build: Signal<In, Bit>,
    pub hold_probe: Signal<In, Bit>,
    /// Everything after the engine is idle and no lane holds tuples.
    pub drained: Signal<In, Bit>,
    // ---- the frame in Commit
    pub valid: Signal<Out, Bit>,
    pub port: Signal<Out, Bits<PORT_BITS>>,
    pub src6: Signal<Out, Bits<6>>,
    /// It may go on to Drain (CONTROL, END, or a data frame asking for an ACK).
    pub may_drain: Signal<Out, Bit>,
    /// The probe phase has started for the frame in Check: a PROBE was
    /// accepted, or the one in Commit passed every check (a stall only
    /// delays it).
    pub probe_phase: Signal<Out, Bit>,
    pub tuples: Signal<Out, Bits<16>>,
    // ---- what the commit does this cycle
    /// The frame goes to its port's feeder, with `hand_halves` half words
    /// of tuples (0: dropped, its payload discarded).
    pub handoff: Signal<Out, Bit>,
    pub hand_halves: Signal<Out, Bits<12>>,
    pub left: Signal<Out, Bits<12>>,
    pub probe: Signal<Out, Bit>,
    pub frame_table: Signal<Out, Bits<8>>,
    /// It joins the units' order (an ordered frame with tuples).
    pub ord_push: Signal<Out, Bit>,
    /// It moves on to Drain (a reply follows).
    pub to_drain: Signal<Out, Bit>,
    /// The job of an accepted data frame, and its tx port.
    pub job_write: Signal<Out, Bit>,
    pub job_data: Signal<Out, Bits<JOB_BITS>>,
    pub job_port: Signal<Out, Bits<PORT_BITS>>,
    /// Write the source's entry kept at the move into Commit.
    pub src_commit: Signal<Out, Bit>,
    // ---- counted this cycle
    pub inc_in: Signal<Out, Bit>,
    pub inc_acc: Signal<Out, Bit>,
    pub inc_drop: Signal<Out, Bit>,
    pub drop_idx: Signal<Out, Bits<5>>,
    /// With `inc_in`: the frame counted reached its context (its bank counts it).
    pub reached: Signal<Out, Bit>,
    pub inc_probes: Signal<Out, Bit>,
    // ---- the reply's record (registered)
    /// The reply is an ACK (else the CONTROL frame's own reply).
    pub ack: Signal<Out, Bit>,
    pub ack_phase: Signal<Out, Bit>,
    pub ack_next: Signal<Out, Bits<32>>,
    pub rec_frames: Signal<Out, Bits<32>>,
    pub rec_tuples: Signal<Out, Bits<64>>,
    /// The switch's END follows the ACK (the last source ended the phase).
    pub send_end: Signal<Out, Bit>,
    // ======== state
    c2_v: DFF<Bit>,
    c2_port: DFF<Bits<PORT_BITS>>,
    c2_verdict: DFF<Bits<4>>,
    c2_dcode: DFF<Bits<5>>,
    c2_reached: DFF<Bit>,
    c2_b: DFF<Bit>,
    c2_p: DFF<Bit>,
    c2_e: DFF<Bit>,
    c2_c: DFF<Bit>,
    c2_ackreq: DFF<Bit>,
    c2_tc: DFF<Bits<16>>,
    c2_tab: DFF<Bits<8>>,
    /// The frame's tuples in half words (tuples of a word and a half or
    /// two and a half, sig.rs `BUILD_HALF`, `PROBE_HALF`, fill no whole
    /// number of words).
    c2_halves: DFF<Bits<12>>,
    c2_left: DFF<Bits<12>>,
    c2_dst: DFF<Bits<48>>,
    c2_src6: DFF<Bits<6>>,
    /// The frame in Commit is a PROBE that passed every check. A register of
    /// its own rather than derived from `c2_p`, `c2_verdict` and `c2_dcode`:
    /// it feeds the header check's phase test, on the check's deep path,
    /// from one flip-flop.
    c2_probe_ok: DFF<Bit>,
    /// Per query context: its probe phase has started (PROTOCOL.md §5.5).
    probe_started: [DFF<Bit>; CONTEXTS],
    /// Context `cur`'s.
    ps_cur: Signal<Local, Bit>,
    /// The tx port of the last data frame's job (one-sink mode: a job for
    /// another port waits until everything before it has left).
    lport: DFF<Bits<PORT_BITS>>,
    /// The pipe was idle last cycle and no lane held tuples then, and the
    /// commit wrote a job last cycle: the one-sink stall tests these
    /// registers, not the wide `pipe_idle` of this cycle (docs/HDL.md §4,
    /// longest paths). Exact: work enters the pipe only through a job write
    /// or a lane's tuple, both excluded, and the engine's replies are
    /// written outside Check and Commit.
    pipe_idle_q: DFF<Bit>,
    job_w_q: DFF<Bit>,
    act_ack: DFF<Bit>,
    aph: DFF<Bit>,
    send_end_r: DFF<Bit>,
    ackv: DFF<Bits<32>>,
    recf: DFF<Bits<32>>,
    rect: DFF<Bits<64>>,
    // ======== combinational
    stall: Signal<Local, Bit>,
    leave: Signal<Local, Bit>,
    job_dst: Signal<Local, Bits<48>>,
    /// Build and probe tuple widths, in half words.
    bhalves_c: Constant<Bits<16>>,
    phalves_c: Constant<Bits<16>>,
    V_NO_FRAME: Constant<Bits<32>>,
    V_MAC_ERROR: Constant<Bits<32>>,
    C_MAC_ERROR: Constant<Bits<32>>,
    C_DUPLICATE: Constant<Bits<32>>,
    C_OUT_OF_ORDER: Constant<Bits<32>>,
    J_COUNT: Constant<Bits<32>>,
    J_TABLE: Constant<Bits<32>>,
    J_PORT: Constant<Bits<32>>,
    J_DST: Constant<Bits<32>>,
}

impl Default for CommitStage {
    fn default() -> Self {
        CommitStage {
            clock: Default::default(),
            reset: Default::default(),
            offer: Default::default(),
            accept: Default::default(),
            in_port: Default::default(),
            in_verdict: Default::default(),
            in_dcode: Default::default(),
            in_reached: Default::default(),
            in_build: Default::default(),
            in_probe: Default::default(),
            in_end: Default::default(),
            in_control: Default::default(),
            in_ackreq: Default::default(),
            in_tuples: Default::default(),
            in_table: Default::default(),
            in_left: Default::default(),
            in_src_mac: Default::default(),
            in_src6: Default::default(),
            ack_phase_in: Default::default(),
            end_phase: Default::default(),
            expected: Default::default(),
            build_frames: Default::default(),
            build_tuples: Default::default(),
            probe_frames: Default::default(),
            probe_tuples: Default::default(),
            next_build_frames: Default::default(),
            next_build_tuples: Default::default(),
            next_probe_frames: Default::default(),
            next_probe_tuples: Default::default(),
            ended_after: Default::default(),
            route: Default::default(),
            sink: Default::default(),
            sink_port: Default::default(),
            sources: Default::default(),
            end_sent0: Default::default(),
            end_sent1: Default::default(),
            cfg_clear: Default::default(),
            end_queued: Default::default(),
            job_full: Default::default(),
            bu_busy: Default::default(),
            pu_busy: Default::default(),
            ord_full: Default::default(),
            hold_build: Default::default(),
            hold_probe: Default::default(),
            drained: Default::default(),
            valid: Default::default(),
            port: Default::default(),
            src6: Default::default(),
            may_drain: Default::default(),
            probe_phase: Default::default(),
            tuples: Default::default(),
            handoff: Default::default(),
            hand_halves: Default::default(),
            left: Default::default(),
            probe: Default::default(),
            frame_table: Default::default(),
            ord_push: Default::default(),
            to_drain: Default::default(),
            job_write: Default::default(),
            job_data: Default::default(),
            job_port: Default::default(),
            src_commit: Default::default(),
            inc_in: Default::default(),
            inc_acc: Default::default(),
            inc_drop: Default::default(),
            drop_idx: Default::default(),
            reached: Default::default(),
            inc_probes: Default::default(),
            ack: Default::default(),
            ack_phase: Default::default(),
            ack_next: Default::default(),
            rec_frames: Default::default(),
            rec_tuples: Default::default(),
            send_end: Default::default(),
            c2_v: Default::default(),
            c2_port: Default::default(),
            c2_verdict: Default::default(),
            c2_dcode: Default::default(),
            c2_reached: Default::default(),
            c2_b: Default::default(),
            c2_p: Default::default(),
            c2_e: Default::default(),
            c2_c: Default::default(),
            c2_ackreq: Default::default(),
            c2_tc: Default::default(),
            c2_tab: Default::default(),
            c2_halves: Default::default(),
            c2_left: Default::default(),
            c2_dst: Default::default(),
            c2_src6: Default::default(),
            c2_probe_ok: Default::default(),
            probe_started: std::array::from_fn(|_| Default::default()),
            ps_cur: Default::default(),
            cur: Default::default(),
            lport: Default::default(),
            pipe_idle_q: Default::default(),
            job_w_q: Default::default(),
            act_ack: Default::default(),
            aph: Default::default(),
            send_end_r: Default::default(),
            ackv: Default::default(),
            recf: Default::default(),
            rect: Default::default(),
            stall: Default::default(),
            leave: Default::default(),
            job_dst: Default::default(),
            bhalves_c: Constant::new((BUILD_HALVES as u64).into()),
            phalves_c: Constant::new((PROBE_HALVES as u64).into()),
            V_NO_FRAME: lp(V_NO_FRAME),
            V_MAC_ERROR: lp(V_MAC_ERROR),
            C_MAC_ERROR: lp(C_MAC_ERROR),
            C_DUPLICATE: lp(C_DUPLICATE),
            C_OUT_OF_ORDER: lp(C_OUT_OF_ORDER),
            J_COUNT: lp(J_COUNT as u64),
            J_TABLE: lp(J_TABLE as u64),
            J_PORT: lp(J_PORT as u64),
            J_DST: lp(J_DST as u64),
        }
    }
}

impl Logic for CommitStage {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            c2_v,
            c2_port,
            c2_verdict,
            c2_dcode,
            c2_reached,
            c2_b,
            c2_p,
            c2_e,
            c2_c,
            c2_ackreq,
            c2_tc,
            c2_tab,
            c2_halves,
            c2_left,
            c2_dst,
            c2_src6,
            c2_probe_ok,
            lport,
            pipe_idle_q,
            job_w_q,
            act_ack,
            aph,
            send_end_r,
            ackv,
            recf,
            rect
        );
        self.valid.next = self.c2_v.q.val();
        self.port.next = self.c2_port.q.val();
        self.src6.next = self.c2_src6.q.val();
        self.may_drain.next = self.c2_c.q.val() | self.c2_e.q.val() | self.c2_ackreq.q.val();
        self.ps_cur.next = false;
        for c in 0..CONTEXTS {
            self.probe_started[c].clock.next = self.clock.val();
            self.probe_started[c].d.next = self.probe_started[c].q.val();
            if self.cur.val().index() == c {
                self.ps_cur.next = self.probe_started[c].q.val();
            }
        }
        self.probe_phase.next = self.ps_cur.val() | (self.c2_v.q.val() & self.c2_probe_ok.q.val());
        self.tuples.next = self.c2_tc.q.val();
        self.left.next = self.c2_left.q.val();
        self.probe.next = self.c2_p.q.val();
        self.frame_table.next = self.c2_tab.q.val();
        self.ack.next = self.act_ack.q.val();
        self.ack_phase.next = self.aph.q.val();
        self.ack_next.next = self.ackv.q.val();
        self.rec_frames.next = self.recf.q.val();
        self.rec_tuples.next = self.rect.q.val();
        self.send_end.next = self.send_end_r.q.val();
        // Where the frame's OVERFLOW, RESULT and SPILL frames go: the sink
        // on its port (set by the CONFIGURE alone, PROTOCOL.md §7.5), or back
        // to the frame's source.
        self.job_port.next = self.sink_port.val();
        self.job_dst.next = self.sink.val();
        if self.route.val() {
            self.job_port.next = self.c2_port.q.val();
            self.job_dst.next = self.c2_dst.q.val();
        }
        self.job_data.next = bit_cast::<JOB_BITS, 1>(self.c2_p.q.val().into())
            | (bit_cast::<JOB_BITS, 16>(self.c2_tc.q.val()) << self.J_COUNT.val())
            | (bit_cast::<JOB_BITS, 8>(self.c2_tab.q.val()) << self.J_TABLE.val())
            | (bit_cast::<JOB_BITS, PORT_BITS>(self.job_port.val()) << self.J_PORT.val())
            | (bit_cast::<JOB_BITS, 48>(self.job_dst.val()) << self.J_DST.val());
        // An accepted data frame waits for room in its port's job FIFO (and
        // an ordered one for room in the order), and the phases stay apart:
        // the first PROBE waits until no lane holds build tuples and the
        // build unit has finished its last write, a BUILD after probes until
        // the probe tuples are through. With one sink, a job for another tx
        // port than the last one (the sink moved) waits until everything
        // before it has left, so the sink's frames are numbered in commit
        // order although each port has its own framer (seq_stamp.rs).
        self.stall.next = (self.c2_b.q.val() | self.c2_p.q.val())
            & (self.job_full.val()
                | (self.c2_p.q.val() & self.bu_busy.val())
                | (self.c2_b.q.val() & self.pu_busy.val())
                | ((self.c2_b.q.val() | !self.route.val()) & self.ord_full.val())
                | (self.c2_p.q.val() & self.hold_build.val())
                | (self.c2_b.q.val() & self.hold_probe.val())
                | (!self.route.val()
                    & (self.job_port.val() != self.lport.q.val())
                    & (!self.pipe_idle_q.q.val()
                        | self.job_w_q.q.val()
                        | self.hold_build.val()
                        | self.hold_probe.val())));
        self.handoff.next = false;
        self.hand_halves.next = 0.into();
        self.to_drain.next = false;
        self.job_write.next = false;
        self.src_commit.next = false;
        self.inc_in.next = false;
        self.inc_acc.next = false;
        self.inc_drop.next = false;
        self.drop_idx.next = 0.into();
        self.reached.next = self.c2_reached.q.val();
        self.inc_probes.next = false;
        if self.c2_v.q.val() {
            if self.c2_verdict.q.val() == V_NO_FRAME {
                // only drops to report (counted at the fetch); the feeder
                // discards the words a frame stored before its port's
                // buffer filled
                self.act_ack.d.next = false;
                self.handoff.next = true;
            } else if self.c2_verdict.q.val() != 0 {
                // steps 1-3 failed in the parser (1 = MAC error)
                self.inc_in.next = true;
                self.inc_drop.next = true;
                self.drop_idx.next = bit_cast::<5, 4>(self.c2_verdict.q.val());
                if self.c2_verdict.q.val() == V_MAC_ERROR {
                    self.drop_idx.next = C_MAC_ERROR.into();
                }
                self.act_ack.d.next = false;
                self.handoff.next = true;
            } else if self.c2_c.q.val() {
                // accepted or dropped by the control path once its MAC is
                // checked (control_path.rs), which counts it then
                self.inc_in.next = true;
                self.act_ack.d.next = false;
                self.to_drain.next = true;
            } else if self.c2_dcode.q.val() != 0 {
                self.inc_in.next = true;
                self.inc_drop.next = true;
                self.drop_idx.next = self.c2_dcode.q.val();
                self.act_ack.d.next = false;
                self.handoff.next = true;
                if (self.c2_e.q.val() | self.c2_ackreq.q.val())
                    & ((self.c2_dcode.q.val() == C_DUPLICATE)
                        | (self.c2_dcode.q.val() == C_OUT_OF_ORDER))
                {
                    // A dropped END, or data frame asking for an ACK, that
                    // reached the sequence check is still answered (§4.2).
                    self.act_ack.d.next = true;
                    self.aph.d.next = self.ack_phase_in.val();
                    self.send_end_r.d.next = false;
                    self.ackv.d.next = self.expected.val();
                    self.recf.d.next = self.build_frames.val();
                    self.rect.d.next = self.build_tuples.val();
                    if self.ack_phase_in.val() {
                        self.recf.d.next = self.probe_frames.val();
                        self.rect.d.next = self.probe_tuples.val();
                    }
                    // (the engine reads its payload in Load)
                    self.handoff.next = false;
                    self.to_drain.next = true;
                }
            } else if !self.stall.val() {
                // accepted
                self.inc_in.next = true;
                self.inc_acc.next = true;
                self.src_commit.next = true;
                // An ACK request is answered after the frame's own output.
                self.act_ack.d.next = self.c2_ackreq.q.val();
                self.aph.d.next = self.ack_phase_in.val();
                self.send_end_r.d.next = false;
                self.ackv.d.next = self.expected.val() + 1;
                self.recf.d.next = self.next_build_frames.val();
                self.rect.d.next = self.next_build_tuples.val();
                if self.ack_phase_in.val() {
                    self.recf.d.next = self.next_probe_frames.val();
                    self.rect.d.next = self.next_probe_tuples.val();
                }
                // Data frames go to their port's feeder; an ACK they ask
                // for follows their output (Drain).
                if self.c2_b.q.val() | self.c2_p.q.val() {
                    self.lport.d.next = self.job_port.val();
                    self.job_write.next = true;
                    self.handoff.next = true;
                    self.hand_halves.next = self.c2_halves.q.val();
                    self.to_drain.next = self.c2_ackreq.q.val();
                }
                if self.c2_p.q.val() {
                    self.inc_probes.next = true;
                    for c in 0..CONTEXTS {
                        if self.cur.val().index() == c {
                            self.probe_started[c].d.next = true;
                        }
                    }
                }
                if self.c2_e.q.val() {
                    self.act_ack.d.next = true;
                    // the last source to end the phase: the switch ends it too
                    self.send_end_r.d.next =
                        !self.end_sent0.val() & (self.ended_after.val() == self.sources.val());
                    if self.end_phase.val() {
                        self.send_end_r.d.next =
                            !self.end_sent1.val() & (self.ended_after.val() == self.sources.val());
                    }
                    self.to_drain.next = true;
                }
            }
        }
        self.leave.next = self.handoff.val() | self.to_drain.val();
        // Ordered frames (BUILD, and PROBE with one sink) with tuples join
        // the order in which the units take them.
        self.ord_push.next = self.handoff.val()
            & (self.hand_halves.val() != 0)
            & (self.c2_b.q.val() | !self.route.val());
        // Check's frame moves on when Commit is free or frees this cycle,
        // with the check's outcome registered.
        self.accept.next = self.offer.val() & (!self.c2_v.q.val() | self.leave.val());
        self.c2_v.d.next = self.accept.val() | (self.c2_v.q.val() & !self.leave.val());
        if self.accept.val() {
            self.c2_port.d.next = self.in_port.val();
            self.c2_verdict.d.next = self.in_verdict.val();
            self.c2_dcode.d.next = self.in_dcode.val();
            self.c2_reached.d.next =
                self.in_reached.val() & (self.in_verdict.val() == 0) & !self.in_control.val();
            self.c2_b.d.next = self.in_build.val();
            self.c2_p.d.next = self.in_probe.val();
            self.c2_e.d.next = self.in_end.val();
            self.c2_c.d.next = self.in_control.val();
            self.c2_ackreq.d.next = self.in_ackreq.val();
            self.c2_tc.d.next = self.in_tuples.val();
            self.c2_tab.d.next = self.in_table.val();
            self.c2_halves.d.next = bit_cast::<12, 32>(self.in_tuples.val() * self.phalves_c.val());
            if self.in_build.val() {
                self.c2_halves.d.next =
                    bit_cast::<12, 32>(self.in_tuples.val() * self.bhalves_c.val());
            }
            self.c2_left.d.next = self.in_left.val();
            self.c2_dst.d.next = self.in_src_mac.val();
            self.c2_src6.d.next = self.in_src6.val();
            self.c2_probe_ok.d.next =
                self.in_probe.val() & (self.in_verdict.val() == 0) & (self.in_dcode.val() == 0);
        }
        self.pipe_idle_q.d.next = self.drained.val();
        self.job_w_q.d.next = self.job_write.val();
        if self.end_queued.val() {
            self.send_end_r.d.next = false;
        }
        for c in 0..CONTEXTS {
            if (self.cfg_clear.val() & (self.cur.val().index() == c)) | self.reset.val() {
                self.probe_started[c].d.next = false;
            }
        }
        if self.reset.val() {
            self.c2_v.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::Bench;

    fn bench(u: &mut CommitStage) -> Bench<'_, CommitStage> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b.uut().sources.next = 2.into();
        b.uut().drained.next = true;
        b
    }

    /// Offers a frame for one cycle (it moves in when Commit is free).
    fn offer(
        b: &mut Bench<'_, CommitStage>,
        port: u64,
        kind: &str,
        tuples: u64,
        verdict: u64,
        dcode: u64,
    ) {
        let u = b.uut();
        u.offer.next = true;
        u.in_port.next = port.into();
        u.in_verdict.next = verdict.into();
        u.in_dcode.next = dcode.into();
        u.in_build.next = kind == "build";
        u.in_probe.next = kind == "probe";
        u.in_end.next = kind == "end";
        u.in_control.next = kind == "control";
        u.in_ackreq.next = false;
        u.in_tuples.next = tuples.into();
        u.in_table.next = 1.into();
        u.in_left.next = ((tuples * PROBE_BYTES as u64).div_ceil(8) + 1).into();
        u.in_src_mac.next = (0x0200_0000_0000 | port).into();
        u.in_src6.next = port.into();
    }

    #[test]
    fn idle_input_commits_nothing() {
        let mut u = CommitStage::default();
        let mut b = bench(&mut u);
        for _ in 0..6 {
            b.settle();
            let u = b.uut();
            assert!(!u.valid.val() && !u.accept.val() && !u.handoff.val() && !u.to_drain.val());
            assert!(!u.job_write.val() && !u.inc_in.val() && !u.src_commit.val());
            b.tick();
        }
    }

    #[test]
    fn an_accepted_probe_waits_out_a_full_job_fifo_and_commits_once() {
        let mut u = CommitStage::default();
        let mut b = bench(&mut u);
        b.uut().route.next = true;
        offer(&mut b, 2, "probe", 3, 0, 0);
        b.settle();
        assert!(b.uut().accept.val());
        b.tick();
        b.uut().offer.next = false;
        // back-pressure: the job FIFO is full for five cycles
        b.uut().job_full.next = true;
        for _ in 0..5 {
            b.settle();
            let u = b.uut();
            assert!(u.valid.val() && !u.job_write.val() && !u.handoff.val() && !u.inc_in.val());
            // the probe phase has started for the frame behind it already
            assert!(u.probe_phase.val());
            b.tick();
        }
        b.uut().job_full.next = false;
        b.settle();
        let u = b.uut();
        assert!(
            u.job_write.val()
                && u.handoff.val()
                && u.inc_in.val()
                && u.inc_acc.val()
                && u.inc_probes.val()
        );
        assert_eq!(u.hand_halves.val().to_u64(), 3 * PROBE_HALVES as u64);
        assert_eq!(
            u.job_port.val().to_u64(),
            2,
            "results go back to the source's port"
        );
        let job = u.job_data.val();
        assert_eq!(job.get_bits::<16>(J_COUNT).to_u64(), 3);
        assert_eq!(job.get_bits::<48>(J_DST).to_u64(), 0x0200_0000_0002);
        assert!(
            !u.ord_push.val(),
            "probes with results to their sources are not ordered"
        );
        b.tick();
        b.settle();
        assert!(!b.uut().valid.val() && !b.uut().job_write.val());
    }

    #[test]
    fn bad_frames_are_counted_by_their_first_failing_check() {
        let mut u = CommitStage::default();
        let mut b = bench(&mut u);
        // (verdict, drop code, the counter expected)
        for (verdict, dcode, idx) in [
            (V_MAC_ERROR, 0, C_MAC_ERROR),
            (C_TRUNCATED, 0, C_TRUNCATED),
            (0, C_TOKEN, C_TOKEN),
        ] {
            offer(&mut b, 1, "build", 2, verdict, dcode);
            b.tick();
            b.uut().offer.next = false;
            b.settle();
            let u = b.uut();
            assert!(u.inc_in.val() && u.inc_drop.val() && !u.inc_acc.val());
            assert_eq!(u.drop_idx.val().to_u64(), idx);
            assert!(u.handoff.val() && !u.job_write.val() && !u.src_commit.val());
            assert_eq!(
                u.hand_halves.val().to_u64(),
                0,
                "a dropped frame's payload is discarded"
            );
            b.tick();
        }
    }

    #[test]
    fn the_last_end_of_a_phase_sends_the_switch_end_once() {
        let mut u = CommitStage::default();
        let mut b = bench(&mut u);
        b.uut().ended_after.next = 2.into();
        b.uut().expected.next = 7.into();
        b.uut().next_build_frames.next = 4.into();
        offer(&mut b, 0, "end", 0, 0, 0);
        b.tick();
        b.uut().offer.next = false;
        b.settle();
        assert!(b.uut().to_drain.val() && b.uut().may_drain.val() && !b.uut().handoff.val());
        b.tick();
        b.settle();
        let u = b.uut();
        assert!(u.ack.val() && u.send_end.val());
        assert_eq!(u.ack_next.val().to_u64(), 8);
        assert_eq!(u.rec_frames.val().to_u64(), 4);
        b.uut().end_queued.next = true;
        b.tick();
        b.settle();
        assert!(!b.uut().send_end.val());
    }
}
