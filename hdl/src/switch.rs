//! The top level `netjoin_switch` (docs/HDL.md §1): four parsers, the
//! engine, the build and probe units on two memory ports, and per tx port a
//! framer and an emitter. The port list is flat so that the Verilog names
//! are exactly those of the port contract.
//!
//! Data path: rx{p} -> parser p -> (round-robin, frame by frame) engine ->
//! build unit / probe unit -> the framer of the job's tx port -> that port's
//! rings O/R/S (A for the engine's own replies) + sequence stamp -> its
//! descriptor FIFO -> its emitter -> tx{port}. Each tx port has its own job
//! FIFO, framer, rings, descriptor FIFO and emitter, so four ports frame and
//! send at once and a back-pressured port stalls only itself. A tuple
//! handed to a unit is tagged with its job's tx port; the units answer in
//! order, so a tag FIFO beside each unit names the framer of every
//! completion. CONTROL, END and ACK frames are produced by the engine
//! itself once everything before them has left (see engine.rs).

use super::build_unit::BuildUnit;
use super::emitter::Emitter;
use super::engine::Engine;
use super::fifo::Fifo;
use super::framer::{Framer, O_BITS, R_BITS, S_BITS};
use super::layout::{lp, DQ_BITS, D_PORT, JOB_BITS, J_PORT};
use super::mem_port::MemPort;
use super::parser::Parser;
use super::probe_unit::ProbeUnit;
use super::read_arbiter::ReadArbiter;
use super::seq_stamp::SeqStamp;
use super::sig::*;
use rust_hdl::prelude::*;

/// Address bits of each tx port's descriptor FIFO (16 entries), and its
/// count's width.
const DQ_AW: usize = 4;
const DQ_AW1: usize = DQ_AW + 1;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct NetjoinSwitch {
    pub clock: Signal<In, Clock>,
    /// Active-high synchronous reset (docs/HDL.md §1.1).
    pub reset: Signal<In, Bit>,
    /// High while the switch has work in hand, which need not show on any
    /// port: probes that the hot-bucket caches answer with a miss send
    /// nothing and read no memory. A simulation harness waits for it to
    /// fall before it calls the switch idle; a board leaves it open.
    pub busy: Signal<Out, Bit>,
    pub rx0_tdata: Signal<In, Bits<64>>,
    pub rx0_tkeep: Signal<In, Bits<8>>,
    pub rx0_tvalid: Signal<In, Bit>,
    pub rx0_tlast: Signal<In, Bit>,
    pub rx0_tuser: Signal<In, Bit>,
    pub rx0_tready: Signal<Out, Bit>,
    pub rx0_pause: Signal<Out, Bit>,
    pub rx1_tdata: Signal<In, Bits<64>>,
    pub rx1_tkeep: Signal<In, Bits<8>>,
    pub rx1_tvalid: Signal<In, Bit>,
    pub rx1_tlast: Signal<In, Bit>,
    pub rx1_tuser: Signal<In, Bit>,
    pub rx1_tready: Signal<Out, Bit>,
    pub rx1_pause: Signal<Out, Bit>,
    pub rx2_tdata: Signal<In, Bits<64>>,
    pub rx2_tkeep: Signal<In, Bits<8>>,
    pub rx2_tvalid: Signal<In, Bit>,
    pub rx2_tlast: Signal<In, Bit>,
    pub rx2_tuser: Signal<In, Bit>,
    pub rx2_tready: Signal<Out, Bit>,
    pub rx2_pause: Signal<Out, Bit>,
    pub rx3_tdata: Signal<In, Bits<64>>,
    pub rx3_tkeep: Signal<In, Bits<8>>,
    pub rx3_tvalid: Signal<In, Bit>,
    pub rx3_tlast: Signal<In, Bit>,
    pub rx3_tuser: Signal<In, Bit>,
    pub rx3_tready: Signal<Out, Bit>,
    pub rx3_pause: Signal<Out, Bit>,
    pub tx0_tdata: Signal<Out, Bits<64>>,
    pub tx0_tkeep: Signal<Out, Bits<8>>,
    pub tx0_tvalid: Signal<Out, Bit>,
    pub tx0_tlast: Signal<Out, Bit>,
    pub tx0_tuser: Signal<Out, Bit>,
    pub tx0_tready: Signal<In, Bit>,
    pub tx1_tdata: Signal<Out, Bits<64>>,
    pub tx1_tkeep: Signal<Out, Bits<8>>,
    pub tx1_tvalid: Signal<Out, Bit>,
    pub tx1_tlast: Signal<Out, Bit>,
    pub tx1_tuser: Signal<Out, Bit>,
    pub tx1_tready: Signal<In, Bit>,
    pub tx2_tdata: Signal<Out, Bits<64>>,
    pub tx2_tkeep: Signal<Out, Bits<8>>,
    pub tx2_tvalid: Signal<Out, Bit>,
    pub tx2_tlast: Signal<Out, Bit>,
    pub tx2_tuser: Signal<Out, Bit>,
    pub tx2_tready: Signal<In, Bit>,
    pub tx3_tdata: Signal<Out, Bits<64>>,
    pub tx3_tkeep: Signal<Out, Bits<8>>,
    pub tx3_tvalid: Signal<Out, Bit>,
    pub tx3_tlast: Signal<Out, Bit>,
    pub tx3_tuser: Signal<Out, Bit>,
    pub tx3_tready: Signal<In, Bit>,
    pub mem0_req_valid: Signal<Out, Bit>,
    pub mem0_req_write: Signal<Out, Bit>,
    pub mem0_req_addr: Signal<Out, Bits<32>>,
    pub mem0_req_wdata: Signal<Out, Bits<512>>,
    /// Byte strobes of a write: bit i set, byte i of `wdata` is written
    /// (DDR3's data mask, inverted; docs/PROTOCOL.md §10).
    pub mem0_req_wstrb: Signal<Out, Bits<64>>,
    pub mem0_req_ready: Signal<In, Bit>,
    pub mem0_rsp_valid: Signal<In, Bit>,
    pub mem0_rsp_rdata: Signal<In, Bits<512>>,
    pub mem1_req_valid: Signal<Out, Bit>,
    pub mem1_req_write: Signal<Out, Bit>,
    pub mem1_req_addr: Signal<Out, Bits<32>>,
    pub mem1_req_wdata: Signal<Out, Bits<512>>,
    pub mem1_req_wstrb: Signal<Out, Bits<64>>,
    pub mem1_req_ready: Signal<In, Bit>,
    pub mem1_rsp_valid: Signal<In, Bit>,
    pub mem1_rsp_rdata: Signal<In, Bits<512>>,
    /// The fill-count SRAM (docs/PROTOCOL.md §10): a read of a word of 16
    /// two-bit bucket counts (word `line / 16`), answered in order on
    /// `cnt_rsp_*` some cycles later, and a write, each cycle; no ready.
    pub cnt_rd_valid: Signal<Out, Bit>,
    pub cnt_rd_addr: Signal<Out, Bits<32>>,
    pub cnt_rsp_valid: Signal<In, Bit>,
    pub cnt_rsp_rdata: Signal<In, Bits<32>>,
    pub cnt_wr_valid: Signal<Out, Bit>,
    pub cnt_wr_addr: Signal<Out, Bits<32>>,
    pub cnt_wr_data: Signal<Out, Bits<32>>,
    /// Observation: a frame was committed this cycle (its descriptor taken
    /// by the engine) from port `dbg_commit_port`; the model must see the
    /// frames in this order. Not needed to operate the switch.
    pub dbg_commit_valid: Signal<Out, Bit>,
    pub dbg_commit_port: Signal<Out, Bits<2>>,
    /// With `dbg_commit_valid`: frames of that port dropped whole at its
    /// input (buffer full) just before the committed frame, in arrival
    /// order (the model counts them with `receive_input_full`).
    pub dbg_commit_drops: Signal<Out, Bits<32>>,
    /// With `dbg_commit_valid`: a frame follows those drops (0: the commit
    /// only reports drops).
    pub dbg_commit_frame: Signal<Out, Bit>,
    pub parser0: Parser,
    pub parser1: Parser,
    pub parser2: Parser,
    pub parser3: Parser,
    pub engine: Engine,
    /// Per tx port: the framer of the jobs whose results leave there.
    pub framer: [Framer; 4],
    pub stamp: SeqStamp,
    /// Per tx port: emitter, descriptor FIFO and rings A, O, R, S.
    pub emitter: [Emitter; 4],
    pub bu: BuildUnit,
    /// The probe units (two with one table, lanes 0 and 2 / 1 and 3 with
    /// results to their sources), sharing each controller through a read
    /// arbiter.
    pub pu: [ProbeUnit; PROBE_UNITS],
    pra0: ReadArbiter<PROBE_UNITS>,
    pra1: ReadArbiter<PROBE_UNITS>,
    pub mp0: MemPort,
    pub mp1: MemPort,
    pub jobq: [Fifo<Bits<JOB_BITS>, 4, 5>; 4],
    /// The tx port (framer) of every tuple inside the build / probe unit,
    /// in order: more entries than either unit holds tuples.
    btag: Fifo<Bits<2>, 7, 8>,
    ptag: [Fifo<Bits<2>, 7, 8>; PROBE_UNITS],
    /// The framer of the oldest tuple inside the build / probe unit.
    bhead: Signal<Local, Bits<2>>,
    phead: [Signal<Local, Bits<2>>; PROBE_UNITS],
    /// The tx port of the engine's job.
    jport: Signal<Local, Bits<2>>,
    /// The tx port of the engine's reply descriptor.
    eport: Signal<Local, Bits<2>>,
    dqw: [Signal<Local, Bit>; 4],
    /// Framer i's descriptor of the last cycle, on its way into the sequence
    /// stamp and port i's descriptor FIFO: the stamp's number add and the
    /// FIFO write start at a register, not at the end of the build unit's
    /// insert and the framer's frame-full decision (docs/HDL.md §4, longest
    /// paths). The framer sees its FIFO full one entry early while one is
    /// here, and the drain waits for these to be empty.
    fq_w: [DFF<Bit>; 4],
    fq_d: [DFF<Bits<DQ_BITS>>; 4],
    framers_idle: Signal<Local, Bit>,
    /// The framers' events of two cycles ago (`fe_*`), summed (RESULT and
    /// miss verdicts, SPILL tuples, frames out), counted by the engine from
    /// a register: the counter bank's 64-bit adds start at a register instead of
    /// at the end of a framer's (and the build unit's) decision (docs/HDL.md
    /// §4, longest paths). Exact, because every CONTROL frame and END
    /// waits at a drain point until the framers and tx ports are idle and
    /// these registers are zero.
    ev_match: DFF<Bits<3>>,
    ev_miss: DFF<Bits<3>>,
    ev_spill: DFF<Bits<3>>,
    ev_fout: DFF<Bits<3>>,
    /// Each framer's events, registered (bit i: framer i) before the sums
    /// above: a sum's carry chain starts at a register, not at the end of a
    /// framer's decision on a probe unit's output (docs/HDL.md §4, longest
    /// paths). The events reach the counters two cycles late; the drain
    /// waits for these to be zero too.
    fe_match: DFF<Bits<4>>,
    fe_miss: DFF<Bits<4>>,
    fe_spill: DFF<Bits<4>>,
    fe_fout: DFF<Bits<4>>,
    /// Some framer had an event last cycle (`fe_*` is not zero) / two
    /// cycles ago (`ev_*` is not zero): the drain's test of the event
    /// registers is two bits, not the 28 of `fe_*` and `ev_*`.
    fe_any: DFF<Bit>,
    ev_any: DFF<Bit>,
    /// The build unit's completion of the last cycle (inserted or
    /// overflowed, the framer of its tag, the OVERFLOW tuple), handed to
    /// the framers and the counters from registers: the unit decides a
    /// completion at the end of its look-ahead select and bucket count, and
    /// a framer's frame-full decision and ring write no longer follow in the
    /// same cycle (docs/HDL.md §4, longest paths). The framers account for
    /// the completion held here (`Framer::bu_go_en`, `bu_ov_ready`), and
    /// the drain waits for it.
    /// (`bc_ins`/`bc_ov` equal `bc_ins_at != 0`/`bc_ov_at != 0`; they are
    /// kept as registers of their own so the counters and the drain's wide
    /// AND test one bit each rather than an OR of four.)
    bc_ins: DFF<Bit>,
    bc_ov: DFF<Bit>,
    /// The same, one bit per framer (the framer of the completion's tag).
    bc_ins_at: DFF<Bits<4>>,
    bc_ov_at: DFF<Bits<4>>,
    bc_key: DFF<Bits<64>>,
    bc_val: DFF<Bits<VALUE_BITS>>,
    /// The four framers' `sent*` totals, summed into registers: the engine's
    /// END record reads them only after its drain and two more states, and
    /// the 64-bit sum of four would otherwise run on into the reply
    /// writer's word select (docs/HDL.md §4, longest paths).
    sum_s0f: DFF<Bits<32>>,
    sum_s0t: DFF<Bits<64>>,
    sum_s1f: DFF<Bits<32>>,
    sum_s1t: DFF<Bits<64>>,
    sum_s1a: DFF<Bits<64>>,
    /// Framer i takes a completion from a probe unit this cycle (the first
    /// unit whose head tag is i).
    fclaim: [Signal<Local, Bit>; 4],
    /// A probe read goes to controller 0 / 1 this cycle (the build unit,
    /// first, is not busy).
    pr_go0: Signal<Local, Bit>,
    pr_go1: Signal<Local, Bit>,
    pu_busy: Signal<Local, Bit>,
    ptags_empty: Signal<Local, Bit>,
    /// Per controller: the probe units' requests, pops (bit k: unit k).
    prq0: Signal<Local, Bits<PROBE_UNITS>>,
    prq1: Signal<Local, Bits<PROBE_UNITS>>,
    ppop0: Signal<Local, Bits<PROBE_UNITS>>,
    ppop1: Signal<Local, Bits<PROBE_UNITS>>,
    unit_bit: [Constant<Bits<PROBE_UNITS>>; PROBE_UNITS],
    /// The clear engine's line is taken this cycle.
    clr_go: Signal<Local, Bit>,
    /// A memory write was issued last cycle: the probe units' caches forget
    /// every line a cycle after it, so the build unit's write decision does
    /// not run on into their valid bits (docs/HDL.md §4, longest paths).
    /// Exact: writes come only from the build unit and the clear engine,
    /// and a probe is read (and a cache filled or consulted) only after the
    /// build phase has drained, several cycles after its last write.
    inval_q: DFF<Bit>,
    /// Strobes of a whole-line write.
    all_strb: Constant<Bits<64>>,
    pub dq: [Fifo<Bits<DQ_BITS>, DQ_AW, DQ_AW1>; 4],
    pub ra: [Fifo<Bits<64>, 6, 7>; 4],
    pub ro: [Fifo<Bits<O_BITS>, 10, 11>; 4],
    pub rr: [Fifo<Bits<R_BITS>, 8, 9>; 4],
    pub rs: [Fifo<Bits<S_BITS>, SPILL_RING_LOG2, { SPILL_RING_LOG2 + 1 }>; 4],
    dq_idle: Signal<Local, Bit>,
    D_PORT: Constant<Bits<32>>,
    J_PORT: Constant<Bits<32>>,
    dual: Constant<Bit>,
    /// A descriptor FIFO's count with one entry left.
    dq_last: Constant<Bits<DQ_AW1>>,
}

impl NetjoinSwitch {
    /// The switch with the MAC of `sig::switch_mac()`.
    pub fn new() -> NetjoinSwitch {
        let mac = switch_mac();
        NetjoinSwitch {
            clock: Default::default(),
            reset: Default::default(),
            busy: Default::default(),
            rx0_tdata: Default::default(),
            rx0_tkeep: Default::default(),
            rx0_tvalid: Default::default(),
            rx0_tlast: Default::default(),
            rx0_tuser: Default::default(),
            rx0_tready: Default::default(),
            rx0_pause: Default::default(),
            rx1_tdata: Default::default(),
            rx1_tkeep: Default::default(),
            rx1_tvalid: Default::default(),
            rx1_tlast: Default::default(),
            rx1_tuser: Default::default(),
            rx1_tready: Default::default(),
            rx1_pause: Default::default(),
            rx2_tdata: Default::default(),
            rx2_tkeep: Default::default(),
            rx2_tvalid: Default::default(),
            rx2_tlast: Default::default(),
            rx2_tuser: Default::default(),
            rx2_tready: Default::default(),
            rx2_pause: Default::default(),
            rx3_tdata: Default::default(),
            rx3_tkeep: Default::default(),
            rx3_tvalid: Default::default(),
            rx3_tlast: Default::default(),
            rx3_tuser: Default::default(),
            rx3_tready: Default::default(),
            rx3_pause: Default::default(),
            tx0_tdata: Default::default(),
            tx0_tkeep: Default::default(),
            tx0_tvalid: Default::default(),
            tx0_tlast: Default::default(),
            tx0_tuser: Default::default(),
            tx0_tready: Default::default(),
            tx1_tdata: Default::default(),
            tx1_tkeep: Default::default(),
            tx1_tvalid: Default::default(),
            tx1_tlast: Default::default(),
            tx1_tuser: Default::default(),
            tx1_tready: Default::default(),
            tx2_tdata: Default::default(),
            tx2_tkeep: Default::default(),
            tx2_tvalid: Default::default(),
            tx2_tlast: Default::default(),
            tx2_tuser: Default::default(),
            tx2_tready: Default::default(),
            tx3_tdata: Default::default(),
            tx3_tkeep: Default::default(),
            tx3_tvalid: Default::default(),
            tx3_tlast: Default::default(),
            tx3_tuser: Default::default(),
            tx3_tready: Default::default(),
            mem0_req_valid: Default::default(),
            mem0_req_write: Default::default(),
            mem0_req_addr: Default::default(),
            mem0_req_wdata: Default::default(),
            mem0_req_wstrb: Default::default(),
            mem0_req_ready: Default::default(),
            mem0_rsp_valid: Default::default(),
            mem0_rsp_rdata: Default::default(),
            mem1_req_valid: Default::default(),
            mem1_req_write: Default::default(),
            mem1_req_addr: Default::default(),
            mem1_req_wdata: Default::default(),
            mem1_req_wstrb: Default::default(),
            mem1_req_ready: Default::default(),
            mem1_rsp_valid: Default::default(),
            mem1_rsp_rdata: Default::default(),
            cnt_rd_valid: Default::default(),
            cnt_rd_addr: Default::default(),
            cnt_rsp_valid: Default::default(),
            cnt_rsp_rdata: Default::default(),
            cnt_wr_valid: Default::default(),
            cnt_wr_addr: Default::default(),
            cnt_wr_data: Default::default(),
            clr_go: Default::default(),
            inval_q: Default::default(),
            all_strb: Constant::new(u64::MAX.into()),
            dbg_commit_valid: Default::default(),
            dbg_commit_port: Default::default(),
            dbg_commit_drops: Default::default(),
            dbg_commit_frame: Default::default(),
            parser0: Parser::new(mac),
            parser1: Parser::new(mac),
            parser2: Parser::new(mac),
            parser3: Parser::new(mac),
            engine: Engine::new(mac),
            framer: std::array::from_fn(|_| Framer::new(mac)),
            stamp: Default::default(),
            emitter: Default::default(),
            bu: Default::default(),
            pu: std::array::from_fn(|_| Default::default()),
            pra0: Default::default(),
            pra1: Default::default(),
            mp0: Default::default(),
            mp1: Default::default(),
            jobq: Default::default(),
            btag: Default::default(),
            ptag: std::array::from_fn(|_| Default::default()),
            bhead: Default::default(),
            phead: std::array::from_fn(|_| Default::default()),
            jport: Default::default(),
            eport: Default::default(),
            dqw: Default::default(),
            fq_w: Default::default(),
            fq_d: Default::default(),
            framers_idle: Default::default(),
            ev_match: Default::default(),
            ev_miss: Default::default(),
            ev_spill: Default::default(),
            ev_fout: Default::default(),
            fe_match: Default::default(),
            fe_miss: Default::default(),
            fe_spill: Default::default(),
            fe_fout: Default::default(),
            bc_ins: Default::default(),
            bc_ov: Default::default(),
            bc_ins_at: Default::default(),
            bc_ov_at: Default::default(),
            fe_any: Default::default(),
            ev_any: Default::default(),
            bc_key: Default::default(),
            bc_val: Default::default(),
            sum_s0f: Default::default(),
            sum_s0t: Default::default(),
            sum_s1f: Default::default(),
            sum_s1t: Default::default(),
            sum_s1a: Default::default(),
            fclaim: Default::default(),
            pr_go0: Default::default(),
            pr_go1: Default::default(),
            pu_busy: Default::default(),
            ptags_empty: Default::default(),
            prq0: Default::default(),
            prq1: Default::default(),
            ppop0: Default::default(),
            ppop1: Default::default(),
            unit_bit: std::array::from_fn(|k| Constant::new((1u64 << k).into())),
            dq: Default::default(),
            ra: Default::default(),
            ro: Default::default(),
            rr: Default::default(),
            rs: Default::default(),
            dq_idle: Default::default(),
            D_PORT: lp(D_PORT as u64),
            J_PORT: lp(J_PORT as u64),
            dual: Constant::new(CONTROLLERS == 2),
            dq_last: Constant::new(((1u64 << DQ_AW) - 1).into()),
        }
    }
}

impl Default for NetjoinSwitch {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for NetjoinSwitch {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, parser0, parser1, parser2, parser3, engine, stamp, bu, mp0, mp1, btag, pra0, pra1, ev_match, ev_miss, ev_spill, ev_fout, fe_match, fe_miss, fe_spill, fe_fout, fe_any, ev_any, bc_ins, bc_ov, bc_ins_at, bc_ov_at, bc_key, bc_val);
        dff_setup!(self, clock, sum_s0f, sum_s0t, sum_s1f, sum_s1t, sum_s1a, inval_q);
        self.btag.reset.next = self.reset.val();
        self.pra0.reset.next = self.reset.val();
        self.pra1.reset.next = self.reset.val();
        for k in 0..PROBE_UNITS {
            self.pu[k].clock.next = self.clock.val();
            self.ptag[k].clock.next = self.clock.val();
            self.pu[k].reset.next = self.reset.val();
            self.ptag[k].reset.next = self.reset.val();
        }
        for i in 0..4 {
            self.fq_w[i].clock.next = self.clock.val();
            self.fq_d[i].clock.next = self.clock.val();
            self.fq_w[i].d.next = self.framer[i].dq_write.val();
            self.fq_d[i].d.next = self.framer[i].dq_data.val();
            self.framer[i].clock.next = self.clock.val();
            self.jobq[i].clock.next = self.clock.val();
            self.framer[i].reset.next = self.reset.val();
            self.jobq[i].reset.next = self.reset.val();
            self.emitter[i].clock.next = self.clock.val();
            self.dq[i].clock.next = self.clock.val();
            self.ra[i].clock.next = self.clock.val();
            self.ro[i].clock.next = self.clock.val();
            self.rr[i].clock.next = self.clock.val();
            self.rs[i].clock.next = self.clock.val();
            self.emitter[i].reset.next = self.reset.val();
            self.dq[i].reset.next = self.reset.val();
            self.ra[i].reset.next = self.reset.val();
            self.ro[i].reset.next = self.reset.val();
            self.rr[i].reset.next = self.reset.val();
            self.rs[i].reset.next = self.reset.val();
        }
        self.parser0.reset.next = self.reset.val();
        self.parser1.reset.next = self.reset.val();
        self.parser2.reset.next = self.reset.val();
        self.parser3.reset.next = self.reset.val();
        self.engine.reset.next = self.reset.val();
        self.stamp.reset.next = self.reset.val();
        self.bu.reset.next = self.reset.val();
        self.mp0.reset.next = self.reset.val();
        self.mp1.reset.next = self.reset.val();
        // ---- parsers

        self.parser0.rx_tdata.next = self.rx0_tdata.val();
        self.parser0.rx_tkeep.next = self.rx0_tkeep.val();
        self.parser0.rx_tvalid.next = self.rx0_tvalid.val();
        self.parser0.rx_tlast.next = self.rx0_tlast.val();
        self.parser0.rx_tuser.next = self.rx0_tuser.val();
        self.rx0_tready.next = self.parser0.rx_tready.val();
        self.rx0_pause.next = self.parser0.rx_pause.val();
        self.engine.desc[0].next = self.parser0.desc.val();
        self.engine.desc_valid[0].next = self.parser0.desc_valid.val();
        self.parser0.desc_pop.next = self.engine.desc_pop[0].val();
        self.engine.pl_data[0].next = self.parser0.pl_data.val();
        self.engine.pl_empty[0].next = self.parser0.pl_empty.val();
        self.engine.pl_wide[0].next = self.parser0.pl_wide.val();
        self.engine.pl_count[0].next = self.parser0.pl_count.val();
        self.parser0.pl_pop.next = self.engine.pl_pop[0].val();
        self.parser0.pl_skip.next = self.engine.pl_skip[0].val();
        self.parser0.pl_skip_n.next = self.engine.pl_skip_n[0].val();
        self.parser1.rx_tdata.next = self.rx1_tdata.val();
        self.parser1.rx_tkeep.next = self.rx1_tkeep.val();
        self.parser1.rx_tvalid.next = self.rx1_tvalid.val();
        self.parser1.rx_tlast.next = self.rx1_tlast.val();
        self.parser1.rx_tuser.next = self.rx1_tuser.val();
        self.rx1_tready.next = self.parser1.rx_tready.val();
        self.rx1_pause.next = self.parser1.rx_pause.val();
        self.engine.desc[1].next = self.parser1.desc.val();
        self.engine.desc_valid[1].next = self.parser1.desc_valid.val();
        self.parser1.desc_pop.next = self.engine.desc_pop[1].val();
        self.engine.pl_data[1].next = self.parser1.pl_data.val();
        self.engine.pl_empty[1].next = self.parser1.pl_empty.val();
        self.engine.pl_wide[1].next = self.parser1.pl_wide.val();
        self.engine.pl_count[1].next = self.parser1.pl_count.val();
        self.parser1.pl_pop.next = self.engine.pl_pop[1].val();
        self.parser1.pl_skip.next = self.engine.pl_skip[1].val();
        self.parser1.pl_skip_n.next = self.engine.pl_skip_n[1].val();
        self.parser2.rx_tdata.next = self.rx2_tdata.val();
        self.parser2.rx_tkeep.next = self.rx2_tkeep.val();
        self.parser2.rx_tvalid.next = self.rx2_tvalid.val();
        self.parser2.rx_tlast.next = self.rx2_tlast.val();
        self.parser2.rx_tuser.next = self.rx2_tuser.val();
        self.rx2_tready.next = self.parser2.rx_tready.val();
        self.rx2_pause.next = self.parser2.rx_pause.val();
        self.engine.desc[2].next = self.parser2.desc.val();
        self.engine.desc_valid[2].next = self.parser2.desc_valid.val();
        self.parser2.desc_pop.next = self.engine.desc_pop[2].val();
        self.engine.pl_data[2].next = self.parser2.pl_data.val();
        self.engine.pl_empty[2].next = self.parser2.pl_empty.val();
        self.engine.pl_wide[2].next = self.parser2.pl_wide.val();
        self.engine.pl_count[2].next = self.parser2.pl_count.val();
        self.parser2.pl_pop.next = self.engine.pl_pop[2].val();
        self.parser2.pl_skip.next = self.engine.pl_skip[2].val();
        self.parser2.pl_skip_n.next = self.engine.pl_skip_n[2].val();
        self.parser3.rx_tdata.next = self.rx3_tdata.val();
        self.parser3.rx_tkeep.next = self.rx3_tkeep.val();
        self.parser3.rx_tvalid.next = self.rx3_tvalid.val();
        self.parser3.rx_tlast.next = self.rx3_tlast.val();
        self.parser3.rx_tuser.next = self.rx3_tuser.val();
        self.rx3_tready.next = self.parser3.rx_tready.val();
        self.rx3_pause.next = self.parser3.rx_pause.val();
        self.engine.desc[3].next = self.parser3.desc.val();
        self.engine.desc_valid[3].next = self.parser3.desc_valid.val();
        self.parser3.desc_pop.next = self.engine.desc_pop[3].val();
        self.engine.pl_data[3].next = self.parser3.pl_data.val();
        self.engine.pl_empty[3].next = self.parser3.pl_empty.val();
        self.engine.pl_wide[3].next = self.parser3.pl_wide.val();
        self.engine.pl_count[3].next = self.parser3.pl_count.val();
        self.parser3.pl_pop.next = self.engine.pl_pop[3].val();
        self.parser3.pl_skip.next = self.engine.pl_skip[3].val();
        self.parser3.pl_skip_n.next = self.engine.pl_skip_n[3].val();
        self.dbg_commit_valid.next = self.engine.commit_valid.val();
        self.dbg_commit_port.next = self.engine.commit_port.val();
        self.dbg_commit_drops.next = self.engine.commit_drops.val();
        self.dbg_commit_frame.next = self.engine.commit_frame.val();
        // ---- engine <-> units, framer, FIFOs
        self.bu.tup_valid.next = self.engine.bu_valid.val();
        self.bu.tup_key.next = self.engine.bu_key.val();
        self.bu.tup_val.next = self.engine.bu_val.val();
        self.bu.tup_table.next = self.engine.bu_table.val();
        self.engine.bu_ready.next = self.bu.tup_ready.val();
        self.engine.bu_busy.next = self.bu.busy.val();
        self.bu.flush.next = self.engine.bu_flush.val();
        self.engine.bu_inserted.next = self.bc_ins.q.val();
        self.engine.bu_overflowed.next = self.bc_ov.q.val();
        self.bu.bucket_bits.next = self.engine.bucket_bits.val();
        self.bu.dual.next = self.dual.val();
        self.pu_busy.next = false;
        self.ptags_empty.next = true;
        for k in 0..PROBE_UNITS {
            self.pu[k].tup_valid.next = self.engine.pu_valid[k].val();
            self.pu[k].tup.next = self.engine.pu_tup[k].val();
            self.engine.pu_ready[k].next = self.pu[k].tup_ready.val();
            self.pu[k].bucket_bits.next = self.engine.bucket_bits.val();
            self.pu[k].dual.next = self.dual.val();
            if self.pu[k].busy.val() {
                self.pu_busy.next = true;
            }
            if !self.ptag[k].empty.val() {
                self.ptags_empty.next = false;
            }
        }
        self.engine.pu_busy.next = self.pu_busy.val();
        // ---- jobs: into the job FIFO of the job's tx port
        self.jport.next = self.engine.job_data.val().get_bits::<2>(J_PORT);
        self.engine.job_full.next = false;
        for i in 0..4 {
            self.jobq[i].write.next = self.engine.job_write.val() & (self.jport.val().index() == i);
            self.jobq[i].data_in.next = self.engine.job_data.val();
            if self.jport.val().index() == i {
                self.engine.job_full.next = self.jobq[i].full.val();
            }
            self.framer[i].job_data.next = self.jobq[i].data_out.val();
            self.framer[i].job_empty.next = self.jobq[i].empty.val();
            self.jobq[i].read.next = self.framer[i].job_pop.val();
            self.framer[i].cfg_clear.next = self.engine.cfg_clear.val();
            self.framer[i].qid.next = self.engine.qid.val();
            self.framer[i].token.next = self.engine.token.val();
            self.framer[i].res_per.next = self.engine.res_per.val();
            self.framer[i].sp_per.next = self.engine.sp_per.val();
            self.framer[i].ov_per.next = self.engine.ov_per.val();
        }
        // ---- the units' completions go to the framer of their tag
        self.btag.write.next = self.engine.bu_valid.val() & self.bu.tup_ready.val();
        self.btag.data_in.next = self.engine.bu_tag.val();
        self.btag.read.next = self.bu.inserted.val() | self.bu.overflowed.val();
        self.bhead.next = self.btag.data_out.val();
        for k in 0..PROBE_UNITS {
            self.ptag[k].write.next = self.engine.pu_valid[k].val() & self.pu[k].tup_ready.val();
            self.ptag[k].data_in.next = self.engine.pu_tag[k].val();
            self.ptag[k].read.next = self.pu[k].out_valid.val() & self.pu[k].out_ready.val();
            self.phead[k].next = self.ptag[k].data_out.val();
        }
        self.bu.go_en.next = false;
        self.bu.ov_ready.next = false;
        for i in 0..4 {
            if self.bhead.val().index() == i {
                self.bu.go_en.next = self.framer[i].bu_go_en.val() & !self.btag.empty.val();
                self.bu.ov_ready.next = self.framer[i].bu_ov_ready.val();
            }
            self.framer[i].bu_ov_key.next = self.bc_key.q.val();
            self.framer[i].bu_ov_val.next = self.bc_val.q.val();
            self.framer[i].bu_inserted.next = self.bc_ins_at.q.val().get_bit(i);
            self.framer[i].bu_overflowed.next = self.bc_ov_at.q.val().get_bit(i);
        }
        self.bc_ins.d.next = self.bu.inserted.val();
        self.bc_ov.d.next = self.bu.overflowed.val();
        self.bc_ins_at.d.next = bit_cast::<4, 1>(self.bu.inserted.val().into()) << self.bhead.val();
        self.bc_ov_at.d.next = bit_cast::<4, 1>(self.bu.overflowed.val().into()) << self.bhead.val();
        self.bc_key.d.next = self.bu.ov_key.val();
        self.bc_val.d.next = self.bu.ov_val.val();
        // A probe completion goes to the framer its tag names; the framers'
        // tags of the two units are disjoint (lanes i mod 2, ordered frames
        // only through unit 0), and should two heads name one framer, the
        // first unit goes first.
        for i in 0..4 {
            self.fclaim[i].next = false;
            self.framer[i].pu_valid.next = false;
            self.framer[i].pu_kind.next = self.pu[0].out_kind.val();
            self.framer[i].pu_tup.next = self.pu[0].out_tup.val();
            self.framer[i].pu_vals.next = self.pu[0].out_vals.val();
            self.framer[i].pu_lines.next = self.pu[0].out_lines.val();
        }
        for k in 0..PROBE_UNITS {
            self.pu[k].out_ready.next = false;
            for i in 0..4 {
                if (self.phead[k].val().index() == i) & !self.ptag[k].empty.val() & !self.fclaim[i].val() {
                    self.pu[k].out_ready.next = self.framer[i].pu_ready.val();
                    if self.pu[k].out_valid.val() {
                        self.fclaim[i].next = true;
                        self.framer[i].pu_valid.next = true;
                        self.framer[i].pu_kind.next = self.pu[k].out_kind.val();
                        self.framer[i].pu_tup.next = self.pu[k].out_tup.val();
                        self.framer[i].pu_vals.next = self.pu[k].out_vals.val();
                        self.framer[i].pu_lines.next = self.pu[k].out_lines.val();
                    }
                }
            }
        }
        // ---- the framers' events (registered per framer, `fe_*`, then
        // summed, `ev_*`: counted two cycles late) and totals
        // (summed, `sum_*`) for the engine
        self.engine.f_match.next = self.ev_match.q.val();
        self.fe_match.d.next = bit_cast::<4, 1>(self.framer[0].f_match.val().into())
            | (bit_cast::<4, 1>(self.framer[1].f_match.val().into()) << 1)
            | (bit_cast::<4, 1>(self.framer[2].f_match.val().into()) << 2)
            | (bit_cast::<4, 1>(self.framer[3].f_match.val().into()) << 3);
        self.ev_match.d.next = bit_cast::<3, 1>(self.fe_match.q.val().get_bit(0).into())
            + bit_cast::<3, 1>(self.fe_match.q.val().get_bit(1).into())
            + bit_cast::<3, 1>(self.fe_match.q.val().get_bit(2).into())
            + bit_cast::<3, 1>(self.fe_match.q.val().get_bit(3).into());
        self.engine.f_miss.next = self.ev_miss.q.val();
        self.fe_miss.d.next = bit_cast::<4, 1>(self.framer[0].f_miss.val().into())
            | (bit_cast::<4, 1>(self.framer[1].f_miss.val().into()) << 1)
            | (bit_cast::<4, 1>(self.framer[2].f_miss.val().into()) << 2)
            | (bit_cast::<4, 1>(self.framer[3].f_miss.val().into()) << 3);
        self.ev_miss.d.next = bit_cast::<3, 1>(self.fe_miss.q.val().get_bit(0).into())
            + bit_cast::<3, 1>(self.fe_miss.q.val().get_bit(1).into())
            + bit_cast::<3, 1>(self.fe_miss.q.val().get_bit(2).into())
            + bit_cast::<3, 1>(self.fe_miss.q.val().get_bit(3).into());
        self.engine.f_spill.next = self.ev_spill.q.val();
        self.fe_spill.d.next = bit_cast::<4, 1>(self.framer[0].f_spill.val().into())
            | (bit_cast::<4, 1>(self.framer[1].f_spill.val().into()) << 1)
            | (bit_cast::<4, 1>(self.framer[2].f_spill.val().into()) << 2)
            | (bit_cast::<4, 1>(self.framer[3].f_spill.val().into()) << 3);
        self.ev_spill.d.next = bit_cast::<3, 1>(self.fe_spill.q.val().get_bit(0).into())
            + bit_cast::<3, 1>(self.fe_spill.q.val().get_bit(1).into())
            + bit_cast::<3, 1>(self.fe_spill.q.val().get_bit(2).into())
            + bit_cast::<3, 1>(self.fe_spill.q.val().get_bit(3).into());
        self.engine.f_fout.next = self.ev_fout.q.val();
        self.fe_fout.d.next = bit_cast::<4, 1>(self.framer[0].f_fout.val().into())
            | (bit_cast::<4, 1>(self.framer[1].f_fout.val().into()) << 1)
            | (bit_cast::<4, 1>(self.framer[2].f_fout.val().into()) << 2)
            | (bit_cast::<4, 1>(self.framer[3].f_fout.val().into()) << 3);
        self.ev_fout.d.next = bit_cast::<3, 1>(self.fe_fout.q.val().get_bit(0).into())
            + bit_cast::<3, 1>(self.fe_fout.q.val().get_bit(1).into())
            + bit_cast::<3, 1>(self.fe_fout.q.val().get_bit(2).into())
            + bit_cast::<3, 1>(self.fe_fout.q.val().get_bit(3).into());
        self.engine.sent0_frames.next = self.sum_s0f.q.val();
        self.sum_s0f.d.next = self.framer[0].sent0_frames.val()
            + self.framer[1].sent0_frames.val()
            + self.framer[2].sent0_frames.val()
            + self.framer[3].sent0_frames.val();
        self.engine.sent0_tuples.next = self.sum_s0t.q.val();
        self.sum_s0t.d.next = self.framer[0].sent0_tuples.val()
            + self.framer[1].sent0_tuples.val()
            + self.framer[2].sent0_tuples.val()
            + self.framer[3].sent0_tuples.val();
        self.engine.sent1_frames.next = self.sum_s1f.q.val();
        self.sum_s1f.d.next = self.framer[0].sent1_frames.val()
            + self.framer[1].sent1_frames.val()
            + self.framer[2].sent1_frames.val()
            + self.framer[3].sent1_frames.val();
        self.engine.sent1_tuples.next = self.sum_s1t.q.val();
        self.sum_s1t.d.next = self.framer[0].sent1_tuples.val()
            + self.framer[1].sent1_tuples.val()
            + self.framer[2].sent1_tuples.val()
            + self.framer[3].sent1_tuples.val();
        self.engine.sent1_aux.next = self.sum_s1a.q.val();
        self.sum_s1a.d.next = self.framer[0].sent1_aux.val()
            + self.framer[1].sent1_aux.val()
            + self.framer[2].sent1_aux.val()
            + self.framer[3].sent1_aux.val();
        self.dq_idle.next = true;
        self.framers_idle.next = true;
        for i in 0..4 {
            if !self.dq[i].empty.val() | !self.emitter[i].idle.val() | self.fq_w[i].q.val() {
                self.dq_idle.next = false;
            }
            if !self.framer[i].idle.val() | !self.jobq[i].empty.val() {
                self.framers_idle.next = false;
            }
        }
        self.fe_any.d.next = false;
        for i in 0..4 {
            if self.framer[i].f_event.val() {
                self.fe_any.d.next = true;
            }
        }
        self.ev_any.d.next = self.fe_any.q.val();
        self.engine.pipe_idle.next = self.framers_idle.val()
            & !self.fe_any.q.val()
            & !self.ev_any.q.val()
            & !self.bc_ins.q.val()
            & !self.bc_ov.q.val()
            & self.btag.empty.val()
            & self.ptags_empty.val()
            & !self.bu.busy.val()
            & !self.pu_busy.val()
            & self.dq_idle.val();
        // ---- per tx port: rings, the descriptor FIFO (behind the sequence
        // stamp) and the emitter. Framer i writes port i's rings O/R/S and
        // descriptors; the engine writes its replies (ring A and a
        // descriptor of its reply's port) only while everything else is
        // idle, so it never writes a port's descriptor FIFO in the same cycle
        // as that port's framer.
        self.stamp.cfg_clear.next = self.engine.cfg_clear.val();
        self.stamp.per_port.next = self.engine.route_src.val();
        self.eport.next = self.engine.dq_data.val().get_bits::<2>(D_PORT);
        self.engine.ra_full.next = false;
        self.engine.dq_full.next = false;
        for i in 0..4 {
            self.dqw[i].next = self.fq_w[i].q.val() | (self.engine.dq_write.val() & (self.eport.val().index() == i));
            self.stamp.write[i].next = self.dqw[i].val();
            self.stamp.d_in[i].next = self.fq_d[i].q.val();
            if self.engine.dq_write.val() & (self.eport.val().index() == i) {
                self.stamp.d_in[i].next = self.engine.dq_data.val();
            }
            self.ra[i].write.next = self.engine.ra_write.val() & (self.engine.ra_port.val().index() == i);
            self.ra[i].data_in.next = self.engine.ra_data.val();
            self.ro[i].write.next = self.framer[i].ro_write.val();
            self.ro[i].data_in.next = self.framer[i].ro_data.val();
            self.rr[i].write.next = self.framer[i].rr_write.val();
            self.rr[i].data_in.next = self.framer[i].rr_data.val();
            self.rs[i].write.next = self.framer[i].rs_write.val();
            self.rs[i].data_in.next = self.framer[i].rs_data.val();
            self.dq[i].write.next = self.dqw[i].val();
            self.dq[i].data_in.next = self.stamp.d_out[i].val();
            if self.engine.ra_port.val().index() == i {
                self.engine.ra_full.next = self.ra[i].full.val();
                self.engine.dq_full.next = self.dq[i].full.val();
            }
            self.framer[i].ro_full.next = self.ro[i].full.val();
            self.framer[i].rr_full.next = self.rr[i].full.val();
            self.framer[i].rs_full.next = self.rs[i].full.val();
            // (16 entries: the framer's push lands a cycle later, after the one in `fq`)
            self.framer[i].dq_full.next = self.dq[i].full.val() | (self.fq_w[i].q.val() & (self.dq[i].count.val() == self.dq_last.val()));
            self.emitter[i].dq_data.next = self.dq[i].data_out.val();
            self.emitter[i].dq_empty.next = self.dq[i].empty.val();
            self.dq[i].read.next = self.emitter[i].dq_pop.val();
            self.emitter[i].ra_data.next = self.ra[i].data_out.val();
            self.emitter[i].ra_empty.next = self.ra[i].empty.val();
            self.ra[i].read.next = self.emitter[i].ra_pop.val();
            self.emitter[i].ro_data.next = self.ro[i].data_out.val();
            self.emitter[i].ro_empty.next = self.ro[i].empty.val();
            self.ro[i].read.next = self.emitter[i].ro_pop.val();
            self.emitter[i].rr_data.next = self.rr[i].data_out.val();
            self.emitter[i].rr_empty.next = self.rr[i].empty.val();
            self.rr[i].read.next = self.emitter[i].rr_pop.val();
            self.emitter[i].rs_data.next = self.rs[i].data_out.val();
            self.emitter[i].rs_empty.next = self.rs[i].empty.val();
            self.rs[i].read.next = self.emitter[i].rs_pop.val();
        }
        // ---- tx ports
        self.emitter[0].tx_tready.next = self.tx0_tready.val();
        self.tx0_tvalid.next = self.emitter[0].tx_tvalid.val();
        self.tx0_tdata.next = self.emitter[0].tx_tdata.val();
        self.tx0_tkeep.next = self.emitter[0].tx_tkeep.val();
        self.tx0_tlast.next = self.emitter[0].tx_tlast.val();
        self.tx0_tuser.next = false;
        self.emitter[1].tx_tready.next = self.tx1_tready.val();
        self.tx1_tvalid.next = self.emitter[1].tx_tvalid.val();
        self.tx1_tdata.next = self.emitter[1].tx_tdata.val();
        self.tx1_tkeep.next = self.emitter[1].tx_tkeep.val();
        self.tx1_tlast.next = self.emitter[1].tx_tlast.val();
        self.tx1_tuser.next = false;
        self.emitter[2].tx_tready.next = self.tx2_tready.val();
        self.tx2_tvalid.next = self.emitter[2].tx_tvalid.val();
        self.tx2_tdata.next = self.emitter[2].tx_tdata.val();
        self.tx2_tkeep.next = self.emitter[2].tx_tkeep.val();
        self.tx2_tlast.next = self.emitter[2].tx_tlast.val();
        self.tx2_tuser.next = false;
        self.emitter[3].tx_tready.next = self.tx3_tready.val();
        self.tx3_tvalid.next = self.emitter[3].tx_tvalid.val();
        self.tx3_tdata.next = self.emitter[3].tx_tdata.val();
        self.tx3_tkeep.next = self.emitter[3].tx_tkeep.val();
        self.tx3_tlast.next = self.emitter[3].tx_tlast.val();
        self.tx3_tuser.next = false;
        // ---- memory: the build unit, the probe units and the clear engine are never busy at once;
        // every write (build, clear) empties the probe units' hot-bucket caches (a cycle later, `inval_q`)
        self.busy.next = !self.engine.idle.val() | !self.engine.pipe_idle.val();
        // The probe units' reads go through one read arbiter per
        // controller (a grant per request, each unit's responses into its
        // own FIFO); every response on the port is the arbiter's (the build
        // unit only writes).
        self.prq0.next = 0.into();
        self.prq1.next = 0.into();
        self.ppop0.next = 0.into();
        self.ppop1.next = 0.into();
        self.inval_q.d.next = (self.mp0.req_valid.val() & self.mp0.req_write.val()) | (self.mp1.req_valid.val() & self.mp1.req_write.val());
        for k in 0..PROBE_UNITS {
            self.pu[k].inval.next = self.inval_q.q.val();
            if self.pu[k].m0_valid.val() {
                self.prq0.next = self.prq0.val() | self.unit_bit[k].val();
            }
            if self.pu[k].m1_valid.val() {
                self.prq1.next = self.prq1.val() | self.unit_bit[k].val();
            }
            if self.pu[k].m0_rpop.val() {
                self.ppop0.next = self.ppop0.val() | self.unit_bit[k].val();
            }
            if self.pu[k].m1_rpop.val() {
                self.ppop1.next = self.ppop1.val() | self.unit_bit[k].val();
            }
            self.pra0.u_addr[k].next = self.pu[k].m0_addr.val();
            self.pra1.u_addr[k].next = self.pu[k].m1_addr.val();
            self.pu[k].m0_ready.next = (self.pra0.u_ready.val() & self.unit_bit[k].val()) != 0;
            self.pu[k].m1_ready.next = (self.pra1.u_ready.val() & self.unit_bit[k].val()) != 0;
            self.pu[k].m0_rdata.next = self.pra0.u_rdata[k].val();
            self.pu[k].m1_rdata.next = self.pra1.u_rdata[k].val();
            self.pu[k].m0_rempty.next = (self.pra0.u_rempty.val() & self.unit_bit[k].val()) != 0;
            self.pu[k].m1_rempty.next = (self.pra1.u_rempty.val() & self.unit_bit[k].val()) != 0;
        }
        self.pra0.u_valid.next = self.prq0.val();
        self.pra1.u_valid.next = self.prq1.val();
        self.pra0.u_rpop.next = self.ppop0.val();
        self.pra1.u_rpop.next = self.ppop1.val();
        // The build unit goes first. Its requests come only while it is busy
        // (a register) and no probe is read then (the engine keeps the
        // phases apart), so the probe reads wait on `busy`, not on the
        // unit's request, which ends a long path (docs/HDL.md §4).
        self.pr_go0.next = self.pra0.req_valid.val() & !self.bu.busy.val();
        self.pr_go1.next = self.pra1.req_valid.val() & !self.bu.busy.val();
        self.pra0.req_ready.next = self.mp0.u_ready.val() & !self.bu.busy.val();
        self.pra1.req_ready.next = self.mp1.u_ready.val() & !self.bu.busy.val();
        self.pra0.rsp_valid.next = !self.mp0.u_rempty.val() & self.pra0.waiting.val();
        self.pra1.rsp_valid.next = !self.mp1.u_rempty.val() & self.pra1.waiting.val();
        self.pra0.rsp_rdata.next = self.mp0.u_rdata.val();
        self.pra1.rsp_rdata.next = self.mp1.u_rdata.val();
        self.mp0.u_valid.next = self.bu.m0_valid.val() | self.pr_go0.val() | (self.engine.clr_valid.val() & !self.engine.clr_ctrl.val());
        self.mp0.u_write.next = true;
        self.mp0.u_addr.next = self.engine.clr_addr.val();
        self.mp0.u_wdata.next = 0.into();
        self.mp0.u_wstrb.next = self.all_strb.val();
        if self.pr_go0.val() {
            self.mp0.u_write.next = false;
            self.mp0.u_addr.next = self.pra0.req_addr.val();
        }
        if self.bu.m0_valid.val() {
            self.mp0.u_addr.next = self.bu.m0_addr.val();
            self.mp0.u_wdata.next = self.bu.m0_wdata.val();
            self.mp0.u_wstrb.next = self.bu.m0_wstrb.val();
        }
        self.bu.m0_wready.next = self.mp0.u_wready.val();
        self.mp0.u_rpop.next = self.pra0.rsp_valid.val();
        self.engine.clr_ready0.next = self.mp0.u_wready.val();
        self.mem0_req_valid.next = self.mp0.req_valid.val();
        self.mem0_req_write.next = self.mp0.req_write.val();
        self.mem0_req_addr.next = self.mp0.req_addr.val();
        self.mem0_req_wdata.next = self.mp0.req_wdata.val();
        self.mem0_req_wstrb.next = self.mp0.req_wstrb.val();
        self.mp0.req_ready.next = self.mem0_req_ready.val();
        self.mp0.rsp_valid.next = self.mem0_rsp_valid.val();
        self.mp0.rsp_rdata.next = self.mem0_rsp_rdata.val();
        self.mp1.u_valid.next = self.bu.m1_valid.val() | self.pr_go1.val() | (self.engine.clr_valid.val() & self.engine.clr_ctrl.val());
        self.mp1.u_write.next = true;
        self.mp1.u_addr.next = self.engine.clr_addr.val();
        self.mp1.u_wdata.next = 0.into();
        self.mp1.u_wstrb.next = self.all_strb.val();
        if self.pr_go1.val() {
            self.mp1.u_write.next = false;
            self.mp1.u_addr.next = self.pra1.req_addr.val();
        }
        if self.bu.m1_valid.val() {
            self.mp1.u_addr.next = self.bu.m1_addr.val();
            self.mp1.u_wdata.next = self.bu.m1_wdata.val();
            self.mp1.u_wstrb.next = self.bu.m1_wstrb.val();
        }
        self.bu.m1_wready.next = self.mp1.u_wready.val();
        self.mp1.u_rpop.next = self.pra1.rsp_valid.val();
        self.engine.clr_ready1.next = self.mp1.u_wready.val();
        self.mem1_req_valid.next = self.mp1.req_valid.val();
        self.mem1_req_write.next = self.mp1.req_write.val();
        self.mem1_req_addr.next = self.mp1.req_addr.val();
        self.mem1_req_wdata.next = self.mp1.req_wdata.val();
        self.mem1_req_wstrb.next = self.mp1.req_wstrb.val();
        self.mp1.req_ready.next = self.mem1_req_ready.val();
        self.mp1.rsp_valid.next = self.mem1_rsp_valid.val();
        self.mp1.rsp_rdata.next = self.mem1_rsp_rdata.val();
        // ---- the count SRAM: the build unit's reads and writes; the clear
        // engine zeroes the count word of every line it clears (a word 16
        // times over), so counts and status bytes start equal
        self.cnt_rd_valid.next = self.bu.c_rd_valid.val();
        self.cnt_rd_addr.next = self.bu.c_rd_addr.val();
        self.bu.c_rsp_valid.next = self.cnt_rsp_valid.val();
        self.bu.c_rsp_data.next = self.cnt_rsp_rdata.val();
        self.clr_go.next = self.engine.clr_go.val();
        self.cnt_wr_valid.next = self.bu.c_wr_valid.val() | self.clr_go.val();
        self.cnt_wr_addr.next = bit_cast::<32, 28>(self.engine.clr_addr.val().get_bits::<28>(4));
        self.cnt_wr_data.next = 0.into();
        if self.bu.c_wr_valid.val() {
            self.cnt_wr_addr.next = self.bu.c_wr_addr.val();
            self.cnt_wr_data.next = self.bu.c_wr_data.val();
        }
    }
}

/// Verilog of the whole switch, top module `netjoin_switch`.
pub fn generate() -> String {
    super::gen::verilog_of(NetjoinSwitch::new(), "netjoin_switch")
}
