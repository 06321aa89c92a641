//! The engine's commit control: checks the parsers' frames one at a time,
//! round-robin over the four ports, and does everything the model does per
//! frame except the table work (build and probe units) and the output
//! framing (framers). The tuples of the frames it accepts go on in four
//! lanes at once: each port's feeder hands them to the units, which take one
//! tuple per cycle from whichever lane the tuple arbiter picks. Each job of
//! its own is a module:
//!
//! | module | job |
//! |---|---|
//! | `port_arbiter` | which port's frame is committed next (round-robin) |
//! | `reg_slice` | the next frames to check, granted ahead (`next`) |
//! | `feeder` | a port's accepted frame, tuple by tuple, to the units |
//! | `tuple_arbiter` | which lane's tuple each unit takes (per tuple) |
//! | `header_check` | the header's fields and §5.3 checks 4-11 |
//! | `source_table` | per-source sequence numbers, counts and ENDs |
//! | `control_decode` | CONTROL commands and their records |
//! | `frame_divider` | tuples per RESULT, SPILL and OVERFLOW frame |
//! | `clear_engine` | empty buckets written at CONFIGURE |
//! | `counter_bank` | the counters of §8 |
//! | `reply_writer` | CONTROL_REPLY, ACK and END frames |
//!
//! Per frame (descriptor from a parser, payload words in its FIFO):
//! * **Granted**: the arbiter grants a port among those whose feeder is
//!   free and which have no frame in Check, Commit or waiting; its
//!   descriptor is popped into `next`, a two-entry queue of the frames to
//!   check next.
//! * **Fetch** (from Idle, or as the frame in Check moves on): take the
//!   oldest frame in `next` (`commit_valid`/`commit_port` show the order,
//!   which is the order the model must see the frames in) and read its
//!   source's entry (1-cycle read).
//! * **Check** (stage 1): the parser's verdict, the header check's and the
//!   source table's (sequence) into registers (`c2_*`): the drop code, the
//!   frame's kind and counts, and the source's entry after the frame
//!   (`SourceTable::stage`).
//! * **Commit** (stage 2, the cycle after or later): count `frames_in` and
//!   the first failing check. Accepted BUILD / PROBE frames write their
//!   source's entry, push a job for their port's framer and go to the
//!   port's feeder with their tuples; dropped frames go to it with none (it
//!   discards their payload). Check takes the next frame in the same cycle
//!   as its frame moves to Commit, so the two stages take a frame a cycle
//!   while the feeders feed; a frame of a source in Check or Commit waits
//!   until that source's entry is written (docs/HDL.md §4, the two-stage
//!   check). Ordered frames (BUILD, and PROBE with one sink) are also queued
//!   in the tuple arbiter, which feeds them in commit order. END frames,
//!   the ACKs of dropped ENDs, ACKs of data frames and CONTROL frames wait
//!   in **Drain** until every earlier frame has been fully processed and
//!   sent (so counters, `sent` totals and the output order are final); no
//!   frame is taken behind one that may drain, so Check's registers still
//!   hold it. They read their payload (**Load**), act (**Exec**, and for
//!   CONFIGURE **Div** and **Clear**), write the reply's payload words into
//!   ring A (**Words**) and push its descriptor (**Push**).

use super::clear_engine::ClearEngine;
use super::control_decode::ControlDecode;
use super::counter_bank::CounterBank;
use super::feeder::Feeder;
use super::fifo::WIDE_BITS;
use super::frame_divider::FrameDivider;
use super::header_check::HeaderCheck;
use super::layout::*;
use super::parser::DESC_BITS;
use super::port_arbiter::PortArbiter;
use super::reg_slice::RegSlice;
use super::reply_writer::*;
use super::sig::*;
use super::source_table::SourceTable;
use super::tuple_arbiter::TupleArbiter;
use rust_hdl::prelude::*;

const _: () = assert!(NCOUNTERS == 27 && MAX_SOURCES == super::source_table::SOURCES);

/// An entry of the next-frames queue: a descriptor above its port.
const NEXT_BITS: usize = DESC_BITS + 2;

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum EState {
    Idle,
    Check,
    Drain,
    Load,
    Exec,
    Div,
    Clear,
    Words,
    Push,
}

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct Engine {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- parsers
    pub desc: [Signal<In, Bits<DESC_BITS>>; 4],
    pub desc_valid: [Signal<In, Bit>; 4],
    pub desc_pop: [Signal<Out, Bit>; 4],
    pub pl_data: [Signal<In, Bits<64>>; 4],
    pub pl_empty: [Signal<In, Bit>; 4],
    /// The oldest payload words side by side and how many are stored (the
    /// port's feeder takes a whole tuple in one cycle).
    pub pl_wide: [Signal<In, Bits<WIDE_BITS>>; 4],
    pub pl_count: [Signal<In, Bits<13>>; 4],
    pub pl_pop: [Signal<Out, Bit>; 4],
    /// Discard the rest of the current frame's payload (`left` words) at once.
    pub pl_skip: [Signal<Out, Bit>; 4],
    pub pl_skip_n: [Signal<Out, Bits<13>>; 4],
    // ---- build unit
    pub bu_valid: Signal<Out, Bit>,
    pub bu_key: Signal<Out, Bits<64>>,
    pub bu_val: Signal<Out, Bits<VALUE_BITS>>,
    pub bu_table: Signal<Out, Bits<8>>,
    /// The tx port of the job the tuple handed to the unit belongs to: its
    /// completion goes to that port's framer.
    pub bu_tag: Signal<Out, Bits<2>>,
    pub bu_ready: Signal<In, Bit>,
    pub bu_busy: Signal<In, Bit>,
    pub bu_flush: Signal<Out, Bit>,
    pub bu_inserted: Signal<In, Bit>,
    pub bu_overflowed: Signal<In, Bit>,
    // ---- probe units
    pub pu_valid: [Signal<Out, Bit>; PROBE_UNITS],
    pub pu_tup: [Signal<Out, Bits<PROBE_BITS>>; PROBE_UNITS],
    pub pu_tag: [Signal<Out, Bits<2>>; PROBE_UNITS],
    pub pu_ready: [Signal<In, Bit>; PROBE_UNITS],
    /// Some probe unit has work in hand.
    pub pu_busy: Signal<In, Bit>,
    // ---- framers (one per tx port; the job goes to its port's job FIFO)
    pub job_write: Signal<Out, Bit>,
    pub job_data: Signal<Out, Bits<JOB_BITS>>,
    /// The job FIFO of `job_data`'s port is full.
    pub job_full: Signal<In, Bit>,
    /// Events of the four framers this cycle, counted (0..=4).
    pub f_match: Signal<In, Bits<3>>,
    pub f_miss: Signal<In, Bits<3>>,
    pub f_spill: Signal<In, Bits<3>>,
    pub f_fout: Signal<In, Bits<3>>,
    pub sent0_frames: Signal<In, Bits<32>>,
    pub sent0_tuples: Signal<In, Bits<64>>,
    pub sent1_frames: Signal<In, Bits<32>>,
    pub sent1_tuples: Signal<In, Bits<64>>,
    pub sent1_aux: Signal<In, Bits<64>>,
    /// Everything after the engine is idle (framer, units, FIFOs, emitter).
    pub pipe_idle: Signal<In, Bit>,
    // ---- ring A and the descriptor FIFO (only written while drained)
    pub ra_write: Signal<Out, Bit>,
    pub ra_data: Signal<Out, Bits<64>>,
    pub ra_full: Signal<In, Bit>,
    pub dq_write: Signal<Out, Bit>,
    pub dq_data: Signal<Out, Bits<DQ_BITS>>,
    pub dq_full: Signal<In, Bit>,
    // ---- configuration for the framer, emitter and units
    /// Pulse: a new query was configured (framer and sequence stamp reset their state).
    pub cfg_clear: Signal<Out, Bit>,
    pub bucket_bits: Signal<Out, Bits<5>>,
    /// The query sends RESULT, SPILL and OVERFLOW frames back to their
    /// source (CONFIGURE flags bit 0), so each tx port numbers its own.
    pub route_src: Signal<Out, Bit>,
    /// The tx port of the reply whose ring-A words are being written.
    pub ra_port: Signal<Out, Bits<2>>,
    pub qid: Signal<Out, Bits<16>>,
    pub token: Signal<Out, Bits<32>>,
    pub res_per: Signal<Out, Bits<16>>,
    pub sp_per: Signal<Out, Bits<16>>,
    pub ov_per: Signal<Out, Bits<16>>,
    // ---- memory clear (CONFIGURE)
    pub clr_valid: Signal<Out, Bit>,
    pub clr_ctrl: Signal<Out, Bit>,
    pub clr_addr: Signal<Out, Bits<32>>,
    pub clr_ready0: Signal<In, Bit>,
    pub clr_ready1: Signal<In, Bit>,
    // ---- observation (tests)
    /// A frame was committed this cycle (descriptor popped) from `commit_port`.
    pub commit_valid: Signal<Out, Bit>,
    pub commit_port: Signal<Out, Bits<2>>,
    /// With `commit_valid`: frames of that port dropped whole at its input
    /// (buffer full) just before this one, in the order they arrived.
    pub commit_drops: Signal<Out, Bits<32>>,
    /// With `commit_valid`: the descriptor carries a frame after those drops
    /// (0: it only reports drops).
    pub commit_frame: Signal<Out, Bit>,
    /// The engine is in Idle with no descriptor waiting and no lane busy.
    pub idle: Signal<Out, Bit>,
    // ======== modules
    arb: PortArbiter<4>,
    /// The next frames to check: the descriptors the arbiter granted, with
    /// their ports (two entries, every output registered).
    next: RegSlice<Bits<NEXT_BITS>>,
    hc: HeaderCheck,
    src: SourceTable,
    ctl: ControlDecode,
    div: FrameDivider,
    clr: ClearEngine,
    cnt: CounterBank<NCOUNTERS>,
    rw: ReplyWriter,
    fd: [Feeder; 4],
    tarb: TupleArbiter,
    // ======== state
    pub state: DFF<EState>,
    port: DFF<Bits<2>>,
    /// The ports with a descriptor in `next` (one at most each).
    in_next: DFF<Bits<4>>,
    /// The frame in Check is the sink's (its source MAC is CONFIGURE's
    /// sink): compared as the frame is taken, not in the check's cycle.
    from_sink: DFF<Bit>,
    hdr: DFF<Bits<320>>,
    verdict: DFF<Bits<4>>,
    left: DFF<Bits<12>>,
    sig_loaded: DFF<Bit>,
    configured: DFF<Bit>,
    c_qid: DFF<Bits<16>>,
    c_tok: DFF<Bits<32>>,
    c_bits: DFF<Bits<5>>,
    c_nsrc: DFF<Bits<16>>,
    c_mp: DFF<Bits<16>>,
    c_sink: DFF<Bits<48>>,
    c_route: DFF<Bit>,
    c_sport: DFF<Bits<2>>,
    probe_started: DFF<Bit>,
    esent0: DFF<Bit>,
    esent1: DFF<Bit>,
    /// The tx port of the last data frame's job (one-sink mode: a job for
    /// another port waits until everything before it has left).
    lport: DFF<Bits<2>>,
    act_ack: DFF<Bit>,
    aph: DFF<Bit>,
    send_end: DFF<Bit>,
    ackv: DFF<Bits<32>>,
    recf: DFF<Bits<32>>,
    rect: DFF<Bits<64>>,
    /// The first five payload words of a CONTROL frame (Load).
    p: [DFF<Bits<64>>; 5],
    widx: DFF<Bits<3>>,
    status: DFF<Bits<8>>,
    wn: DFF<Bits<5>>,
    wi: DFF<Bits<5>>,
    wkind: DFF<Bits<3>>,
    dkind: DFF<Bits<2>>,
    pend_reset: DFF<Bit>,
    c_res: DFF<Bits<16>>,
    c_sp: DFF<Bits<16>>,
    c_ov: DFF<Bits<16>>,
    // ======== combinational (names for the modules' outputs the FSM uses)
    sel: Signal<Local, Bits<2>>,
    any: Signal<Local, Bit>,
    dsel: Signal<Local, Bits<DESC_BITS>>,
    /// The granted descriptor goes into `next` this cycle.
    grant_push: Signal<Local, Bit>,
    /// The oldest descriptor in `next`, its port, whether there is one.
    head: Signal<Local, Bits<DESC_BITS>>,
    head_port: Signal<Local, Bits<2>>,
    head_valid: Signal<Local, Bit>,
    /// The port granted into `next` this cycle (one-hot, or zero).
    pushed: Signal<Local, Bits<4>>,
    /// `in_next` less the port whose frame is fetched this cycle.
    in_kept: Signal<Local, Bits<4>>,
    /// Frames the next descriptor's port dropped whole before it (input
    /// buffer full), and whether there are any (from `next`'s register, so
    /// that the commit only gates it).
    head_drops: Signal<Local, Bits<32>>,
    head_drops_any: Signal<Local, Bit>,
    h_tab: Signal<Local, Bits<8>>,
    h_src6: Signal<Local, Bits<6>>,
    h_tc: Signal<Local, Bits<16>>,
    h_plen: Signal<Local, Bits<16>>,
    is_b: Signal<Local, Bit>,
    is_p: Signal<Local, Bit>,
    is_e: Signal<Local, Bit>,
    is_c: Signal<Local, Bit>,
    ph: Signal<Local, Bit>,
    ackreq: Signal<Local, Bit>,
    aphv: Signal<Local, Bit>,
    dcode: Signal<Local, Bits<5>>,
    e_exp: Signal<Local, Bits<32>>,
    e_bf: Signal<Local, Bits<32>>,
    e_bt: Signal<Local, Bits<64>>,
    e_pf: Signal<Local, Bits<32>>,
    e_pt: Signal<Local, Bits<64>>,
    n_bf: Signal<Local, Bits<32>>,
    n_bt: Signal<Local, Bits<64>>,
    n_pf: Signal<Local, Bits<32>>,
    n_pt: Signal<Local, Bits<64>>,
    stall: Signal<Local, Bit>,
    inc_in: Signal<Local, Bit>,
    inc_acc: Signal<Local, Bit>,
    inc_drop: Signal<Local, Bit>,
    drop_idx: Signal<Local, Bits<5>>,
    inc_ctl: Signal<Local, Bit>,
    inc_probes: Signal<Local, Bit>,
    inc_fout: Signal<Local, Bit>,
    /// The job's tx port (the sink's, or this frame's own).
    job_port: Signal<Local, Bits<2>>,
    /// Frames pushed this cycle (the framers', or the engine's own reply).
    fout_n: Signal<Local, Bits<3>>,
    cnt_inc: Signal<Local, Bits<NCOUNTERS>>,
    cnt_x2: Signal<Local, Bits<NCOUNTERS>>,
    cnt_x4: Signal<Local, Bits<NCOUNTERS>>,
    clr_cnt: Signal<Local, Bit>,
    word: Signal<Local, Bits<64>>,
    pl_e: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    skip: Signal<Local, Bit>,

    /// Take the next frame (`head`) into Check this cycle (from Idle, or as
    /// the frame in Check moves on to Commit).
    fetch: Signal<Local, Bit>,
    /// Port i may be granted: a descriptor waits, its feeder is free, and
    /// none of its frames is in Check, Commit or `next`.
    rq: [Signal<Local, Bit>; 4],
    /// The frame in Commit goes to its port's feeder this cycle, with
    /// `hand_twl` words of tuples (0: dropped, its payload discarded).
    handoff: Signal<Local, Bit>,
    hand_twl: Signal<Local, Bits<12>>,
    /// The frame in Commit moves on to Drain this cycle (a reply follows; an
    /// END's or CONTROL's payload is the engine's to read).
    to_drain: Signal<Local, Bit>,
    /// Some lane holds build / probe tuples (a frame or a waiting tuple).
    hold_b: Signal<Local, Bit>,
    hold_p: Signal<Local, Bit>,
    /// The descriptor waiting next is of the source in Check, or of the
    /// one in Commit: its entry is written at that frame's commit, so it is
    /// read after it (docs/HDL.md §4, the two-stage check).
    same_src: Signal<Local, Bit>,
    same_src2: Signal<Local, Bit>,
    /// The frame in Check may go on to Drain from Commit (a CONTROL frame,
    /// an END, or a data frame asking for an ACK; decoded from its header
    /// alone). While such a frame is in Check or Commit no other frame is
    /// taken, so when it drains, Check is empty and `hdr`, `port` and `left`
    /// still hold it for Load, Exec and the reply.
    may_drain: Signal<Local, Bit>,
    /// The frame in Commit leaves it this cycle (to its feeder, or to Drain).
    c2_leave: Signal<Local, Bit>,
    /// The frame in Check moves on to Commit this cycle.
    c1_move: Signal<Local, Bit>,
    /// Stage 2 of the check, Commit: what Check decided about its frame,
    /// registered, so the commit (counters, the source table's write, the
    /// job, the feeder's start, the order push, ACK and END, the move to
    /// Drain) starts at flip-flops and not at the source table's RAM
    /// through the header check (docs/HDL.md §4, longest paths).
    c2_v: DFF<Bit>,
    c2_port: DFF<Bits<2>>,
    c2_verdict: DFF<Bits<4>>,
    c2_dcode: DFF<Bits<5>>,
    c2_b: DFF<Bit>,
    c2_p: DFF<Bit>,
    c2_e: DFF<Bit>,
    c2_c: DFF<Bit>,
    c2_ackreq: DFF<Bit>,
    c2_tc: DFF<Bits<16>>,
    c2_tab: DFF<Bits<8>>,
    c2_twl: DFF<Bits<12>>,
    c2_left: DFF<Bits<12>>,
    c2_from_sink: DFF<Bit>,
    c2_dst: DFF<Bits<48>>,
    c2_src6: DFF<Bits<6>>,
    c2_drain: DFF<Bit>,
    /// The frame in Commit is a PROBE that passed every check: it will be
    /// accepted (a stall only delays it), so the probe phase has started
    /// for the frame in Check behind it. A register of its own rather than
    /// derived from `c2_p`, `c2_verdict` and `c2_dcode`: it feeds the header
    /// check's phase test, on the check's deep path, from one flip-flop.
    c2_probe_ok: DFF<Bit>,
    /// The pipe was idle last cycle and no lane held tuples then
    /// (`pipe_idle_q`), and the commit wrote a job last cycle (`job_w_q`):
    /// the one-sink stall tests these registers, not the wide `pipe_idle`
    /// of this cycle (docs/HDL.md §4, longest paths). Exact: work enters
    /// the pipe only through a job write or a lane's tuple, both excluded,
    /// and the engine's replies are written outside Check and Commit.
    pipe_idle_q: DFF<Bit>,
    job_w_q: DFF<Bit>,
    /// `control_decode`'s verdicts, registered: Exec acts on them without
    /// the decode's compares in the same cycle (docs/HDL.md §4, longest
    /// paths). Sampled every cycle; the payload words do not change in
    /// Load's last cycle, so Exec sees what the decode saw there.
    cmd_ok: DFF<Bit>,
    s_bad: DFF<Bit>,
    s_sup: DFF<Bit>,
    q_bits: DFF<Bits<8>>,
    q_nsrc: DFF<Bits<8>>,
    q_mp: DFF<Bits<16>>,
    q_bad: DFF<Bit>,
    q_nomem: DFF<Bit>,
    /// `dq_full` a cycle ago. Push waits on it rather than on the FIFO's
    /// count of this cycle (docs/HDL.md §4, longest paths). Exact: while the
    /// engine writes its replies the framers are drained, so only the
    /// emitter changes the FIFO (it pops), and the engine's own pushes are
    /// at least a record's words apart.
    dq_full_r: DFF<Bit>,
    /// Build and probe tuple widths, in words.
    bwords_c: Constant<Bits<16>>,
    pwords_c: Constant<Bits<16>>,
    tables3: Constant<Bits<3>>,
    /// RESULT, SPILL and OVERFLOW (= build) tuple widths in bytes.
    res_w: Constant<Bits<16>>,
    sp_w: Constant<Bits<16>>,
    bw_c: Constant<Bits<16>>,
    dual_c: Constant<Bit>,
    /// Replies of READ_COUNTERS: one word per counter.
    ncounters_c: Constant<Bits<5>>,
    // protocol numbers used in expressions (layout.rs; Verilog localparams)
    P_VERDICT: Constant<Bits<32>>,
    P_STORED: Constant<Bits<32>>,
    P_DROPS: Constant<Bits<32>>,
    V_NO_FRAME: Constant<Bits<32>>,
    V_MAC_ERROR: Constant<Bits<32>>,
    C_FRAMES_IN: Constant<Bits<32>>,
    C_FRAMES_ACCEPTED: Constant<Bits<32>>,
    C_CONTROL_FRAMES: Constant<Bits<32>>,
    C_INSERTS: Constant<Bits<32>>,
    C_OVERFLOWS: Constant<Bits<32>>,
    C_MATCHES: Constant<Bits<32>>,
    C_RESULT_TUPLES: Constant<Bits<32>>,
    C_MISSES: Constant<Bits<32>>,
    C_SPILLS: Constant<Bits<32>>,
    C_FRAMES_OUT: Constant<Bits<32>>,
    C_DUPLICATE: Constant<Bits<32>>,
    C_OUT_OF_ORDER: Constant<Bits<32>>,
    C_MAC_ERROR: Constant<Bits<32>>,
    J_COUNT: Constant<Bits<32>>,
    J_TABLE: Constant<Bits<32>>,
    J_PORT: Constant<Bits<32>>,
    J_DST: Constant<Bits<32>>,
    Q_ROUTE_BIT: Constant<Bits<32>>,
    H_SOURCE_LO: Constant<Bits<32>>,
    H_QUERY_ID: Constant<Bits<32>>,
    H_SRC: Constant<Bits<32>>,
    CMD_RESET: Constant<Bits<32>>,
    CMD_LOAD_SIGNATURE: Constant<Bits<32>>,
    CMD_CONFIGURE: Constant<Bits<32>>,
    ST_OK: Constant<Bits<32>>,
    ST_MALFORMED: Constant<Bits<32>>,
    ST_UNSUPPORTED: Constant<Bits<32>>,
    ST_NO_SIGNATURE: Constant<Bits<32>>,
    ST_NO_MEMORY: Constant<Bits<32>>,
    W_COUNTERS: Constant<Bits<32>>,
    W_SIGNATURE: Constant<Bits<32>>,
    W_QUERY: Constant<Bits<32>>,
    W_ACK: Constant<Bits<32>>,
    W_END: Constant<Bits<32>>,
    F_REPLY: Constant<Bits<32>>,
    F_ACK: Constant<Bits<32>>,
    F_END: Constant<Bits<32>>,
    RECORD_WORDS: Constant<Bits<32>>,
    QW_TOKEN: Constant<Bits<32>>,
    QW_SINK: Constant<Bits<32>>,
    SIG_WORDS: Constant<Bits<32>>,
    QUERY_WORDS: Constant<Bits<32>>,
}

impl Engine {
    pub fn new(mac: [u8; 6]) -> Engine {
        Engine {
            clock: Default::default(),
            reset: Default::default(),
            desc: Default::default(),
            desc_valid: Default::default(),
            desc_pop: Default::default(),
            pl_data: Default::default(),
            pl_empty: Default::default(),
            pl_wide: Default::default(),
            pl_count: Default::default(),
            pl_pop: Default::default(),
            pl_skip: Default::default(),
            pl_skip_n: Default::default(),
            bu_valid: Default::default(),
            bu_key: Default::default(),
            bu_val: Default::default(),
            bu_table: Default::default(),
            bu_tag: Default::default(),
            bu_ready: Default::default(),
            bu_busy: Default::default(),
            bu_flush: Default::default(),
            bu_inserted: Default::default(),
            bu_overflowed: Default::default(),
            pu_valid: std::array::from_fn(|_| Default::default()),
            pu_tup: std::array::from_fn(|_| Default::default()),
            pu_tag: std::array::from_fn(|_| Default::default()),
            pu_ready: std::array::from_fn(|_| Default::default()),
            pu_busy: Default::default(),
            job_write: Default::default(),
            job_data: Default::default(),
            job_full: Default::default(),
            f_match: Default::default(),
            f_miss: Default::default(),
            f_spill: Default::default(),
            f_fout: Default::default(),
            sent0_frames: Default::default(),
            sent0_tuples: Default::default(),
            sent1_frames: Default::default(),
            sent1_tuples: Default::default(),
            sent1_aux: Default::default(),
            pipe_idle: Default::default(),
            ra_write: Default::default(),
            ra_data: Default::default(),
            ra_full: Default::default(),
            dq_write: Default::default(),
            dq_data: Default::default(),
            dq_full: Default::default(),
            cfg_clear: Default::default(),
            bucket_bits: Default::default(),
            route_src: Default::default(),
            ra_port: Default::default(),
            qid: Default::default(),
            token: Default::default(),
            res_per: Default::default(),
            sp_per: Default::default(),
            ov_per: Default::default(),
            clr_valid: Default::default(),
            clr_ctrl: Default::default(),
            clr_addr: Default::default(),
            clr_ready0: Default::default(),
            clr_ready1: Default::default(),
            commit_valid: Default::default(),
            commit_port: Default::default(),
            commit_drops: Default::default(),
            commit_frame: Default::default(),
            idle: Default::default(),
            arb: Default::default(),
            next: Default::default(),
            hc: Default::default(),
            src: Default::default(),
            ctl: Default::default(),
            div: Default::default(),
            clr: Default::default(),
            cnt: CounterBank::new(
                1 << C_PROBES,
                (1 << C_FRAMES_IN) | (1 << C_INPUT_FULL),
                (1 << C_MATCHES) | (1 << C_RESULT_TUPLES) | (1 << C_MISSES) | (1 << C_SPILLS) | (1 << C_FRAMES_OUT),
            ),
            rw: ReplyWriter::new(mac),
            fd: Default::default(),
            tarb: Default::default(),
            state: Default::default(),
            port: Default::default(),
            in_next: Default::default(),
            from_sink: Default::default(),
            hdr: Default::default(),
            verdict: Default::default(),
            left: Default::default(),
            sig_loaded: Default::default(),
            configured: Default::default(),
            c_qid: Default::default(),
            c_tok: Default::default(),
            c_bits: Default::default(),
            c_nsrc: Default::default(),
            c_mp: Default::default(),
            c_sink: Default::default(),
            c_route: Default::default(),
            c_sport: Default::default(),
            probe_started: Default::default(),
            esent0: Default::default(),
            esent1: Default::default(),
            lport: Default::default(),
            act_ack: Default::default(),
            aph: Default::default(),
            send_end: Default::default(),
            ackv: Default::default(),
            recf: Default::default(),
            rect: Default::default(),
            p: Default::default(),
            widx: Default::default(),
            status: Default::default(),
            wn: Default::default(),
            wi: Default::default(),
            wkind: Default::default(),
            dkind: Default::default(),
            pend_reset: Default::default(),
            c_res: Default::default(),
            c_sp: Default::default(),
            c_ov: Default::default(),
            sel: Default::default(),
            any: Default::default(),
            dsel: Default::default(),
            grant_push: Default::default(),
            head: Default::default(),
            head_port: Default::default(),
            head_valid: Default::default(),
            pushed: Default::default(),
            in_kept: Default::default(),
            head_drops: Default::default(),
            head_drops_any: Default::default(),
            h_tab: Default::default(),
            h_src6: Default::default(),
            h_tc: Default::default(),
            h_plen: Default::default(),
            is_b: Default::default(),
            is_p: Default::default(),
            is_e: Default::default(),
            is_c: Default::default(),
            ph: Default::default(),
            ackreq: Default::default(),
            aphv: Default::default(),
            dcode: Default::default(),
            e_exp: Default::default(),
            e_bf: Default::default(),
            e_bt: Default::default(),
            e_pf: Default::default(),
            e_pt: Default::default(),
            n_bf: Default::default(),
            n_bt: Default::default(),
            n_pf: Default::default(),
            n_pt: Default::default(),
            stall: Default::default(),
            inc_in: Default::default(),
            inc_acc: Default::default(),
            inc_drop: Default::default(),
            drop_idx: Default::default(),
            inc_ctl: Default::default(),
            inc_probes: Default::default(),
            inc_fout: Default::default(),
            job_port: Default::default(),
            fout_n: Default::default(),
            cnt_inc: Default::default(),
            cnt_x2: Default::default(),
            cnt_x4: Default::default(),
            clr_cnt: Default::default(),
            word: Default::default(),
            pl_e: Default::default(),
            pop: Default::default(),
            skip: Default::default(),
            fetch: Default::default(),
            rq: Default::default(),
            handoff: Default::default(),
            hand_twl: Default::default(),
            to_drain: Default::default(),
            hold_b: Default::default(),
            hold_p: Default::default(),
            same_src: Default::default(),
            same_src2: Default::default(),
            may_drain: Default::default(),
            c2_leave: Default::default(),
            c1_move: Default::default(),
            c2_v: Default::default(),
            c2_port: Default::default(),
            c2_verdict: Default::default(),
            c2_dcode: Default::default(),
            c2_b: Default::default(),
            c2_p: Default::default(),
            c2_e: Default::default(),
            c2_c: Default::default(),
            c2_ackreq: Default::default(),
            c2_tc: Default::default(),
            c2_tab: Default::default(),
            c2_twl: Default::default(),
            c2_left: Default::default(),
            c2_from_sink: Default::default(),
            c2_dst: Default::default(),
            c2_src6: Default::default(),
            c2_drain: Default::default(),
            c2_probe_ok: Default::default(),
            pipe_idle_q: Default::default(),
            job_w_q: Default::default(),
            cmd_ok: Default::default(),
            s_bad: Default::default(),
            s_sup: Default::default(),
            q_bits: Default::default(),
            q_nsrc: Default::default(),
            q_mp: Default::default(),
            q_bad: Default::default(),
            q_nomem: Default::default(),
            dq_full_r: Default::default(),
            bwords_c: Constant::new((BUILD_WORDS as u64).into()),
            pwords_c: Constant::new((PROBE_WORDS as u64).into()),
            tables3: Constant::new((TABLES as u64).into()),
            res_w: Constant::new((RESULT_BYTES as u64).into()),
            sp_w: Constant::new((SPILL_BYTES as u64).into()),
            bw_c: Constant::new((SLOT_BYTES as u64).into()),
            dual_c: Constant::new(CONTROLLERS == 2),
            ncounters_c: Constant::new((NCOUNTERS as u64).into()),
            P_VERDICT: lp(P_VERDICT as u64),
            P_STORED: lp(P_STORED as u64),
            P_DROPS: lp(P_DROPS as u64),
            V_NO_FRAME: lp(V_NO_FRAME),
            V_MAC_ERROR: lp(V_MAC_ERROR),
            C_FRAMES_IN: lp(C_FRAMES_IN as u64),
            C_FRAMES_ACCEPTED: lp(C_FRAMES_ACCEPTED as u64),
            C_CONTROL_FRAMES: lp(C_CONTROL_FRAMES as u64),
            C_INSERTS: lp(C_INSERTS as u64),
            C_OVERFLOWS: lp(C_OVERFLOWS as u64),
            C_MATCHES: lp(C_MATCHES as u64),
            C_RESULT_TUPLES: lp(C_RESULT_TUPLES as u64),
            C_MISSES: lp(C_MISSES as u64),
            C_SPILLS: lp(C_SPILLS as u64),
            C_FRAMES_OUT: lp(C_FRAMES_OUT as u64),
            C_DUPLICATE: lp(C_DUPLICATE),
            C_OUT_OF_ORDER: lp(C_OUT_OF_ORDER),
            C_MAC_ERROR: lp(C_MAC_ERROR),
            J_COUNT: lp(J_COUNT as u64),
            J_TABLE: lp(J_TABLE as u64),
            J_PORT: lp(J_PORT as u64),
            J_DST: lp(J_DST as u64),
            Q_ROUTE_BIT: lp(Q_ROUTE_BIT as u64),
            H_SOURCE_LO: lp(H_SOURCE_LO as u64),
            H_QUERY_ID: lp(H_QUERY_ID as u64),
            H_SRC: lp(H_SRC as u64),
            CMD_RESET: lp(CMD_RESET),
            CMD_LOAD_SIGNATURE: lp(CMD_LOAD_SIGNATURE),
            CMD_CONFIGURE: lp(CMD_CONFIGURE),
            ST_OK: lp(ST_OK),
            ST_MALFORMED: lp(ST_MALFORMED),
            ST_UNSUPPORTED: lp(ST_UNSUPPORTED),
            ST_NO_SIGNATURE: lp(ST_NO_SIGNATURE),
            ST_NO_MEMORY: lp(ST_NO_MEMORY),
            W_COUNTERS: lp(W_COUNTERS),
            W_SIGNATURE: lp(W_SIGNATURE),
            W_QUERY: lp(W_QUERY),
            W_ACK: lp(W_ACK),
            W_END: lp(W_END),
            F_REPLY: lp(F_REPLY),
            F_ACK: lp(F_ACK),
            F_END: lp(F_END),
            RECORD_WORDS: lp(RECORD_WORDS),
            QW_TOKEN: lp(QW_TOKEN as u64),
            QW_SINK: lp(QW_SINK as u64),
            SIG_WORDS: lp(SIG_WORDS),
            QUERY_WORDS: lp(QUERY_WORDS),
        }
    }
}

impl Logic for Engine {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, port, in_next, from_sink, hdr, verdict, left, sig_loaded, configured, c_qid, c_tok, c_bits, c_nsrc, c_mp, c_sink,
            c_route, c_sport, probe_started, esent0, esent1, act_ack, send_end, ackv, recf, rect, aph, widx, status, wn, wi,
            wkind, dkind, pend_reset, c_res, c_sp, c_ov, lport, cmd_ok, s_bad, s_sup, q_bits, q_nsrc, q_mp, q_bad, q_nomem,
            dq_full_r, c2_v, c2_port, c2_verdict, c2_dcode, c2_b, c2_p, c2_e, c2_c, c2_ackreq, c2_tc, c2_tab, c2_twl,
            c2_left, c2_from_sink, c2_dst, c2_src6, c2_drain, c2_probe_ok, pipe_idle_q, job_w_q
        );
        for i in 0..5 {
            self.p[i].clock.next = self.clock.val();
            self.p[i].d.next = self.p[i].q.val();
        }
        self.arb.clock.next = self.clock.val();
        self.src.clock.next = self.clock.val();
        self.div.clock.next = self.clock.val();
        self.clr.clock.next = self.clock.val();
        self.cnt.clock.next = self.clock.val();
        self.arb.reset.next = self.reset.val();
        self.next.clock.next = self.clock.val();
        self.next.reset.next = self.reset.val();
        self.tarb.clock.next = self.clock.val();
        self.tarb.reset.next = self.reset.val();
        for i in 0..4 {
            self.fd[i].clock.next = self.clock.val();
            self.fd[i].reset.next = self.reset.val();
        }
        self.src.reset.next = self.reset.val();
        self.div.reset.next = self.reset.val();
        self.clr.reset.next = self.reset.val();
        // ---- configuration outputs
        self.bucket_bits.next = self.c_bits.q.val();
        self.route_src.next = self.c_route.q.val();
        self.qid.next = self.c_qid.q.val();
        self.token.next = self.c_tok.q.val();
        self.res_per.next = self.c_res.q.val();
        self.sp_per.next = self.c_sp.q.val();
        self.ov_per.next = self.c_ov.q.val();
        // ---- the next frames to commit: the arbiter grants a port's
        // descriptor into `next` a cycle or more before the check takes it,
        // so the check's decision to take the next frame (`fetch`) selects
        // among registers instead of running on through the grant (docs/
        // HDL.md §4, longest paths). A port whose feeder still has a frame
        // waits; so does a port with a frame in Check or Commit (it goes to
        // its feeder) or in `next`. So a port has one frame at most in
        // `next`, Check and Commit together, and its feeder is free when that
        // frame reaches Commit: a feeder becomes busy only with a frame of
        // its port from Commit.
        for i in 0..4 {
            self.rq[i].next = self.desc_valid[i].val()
                & !self.fd[i].busy.val()
                & !((self.state.q.val() == EState::Check) & (self.port.q.val().index() == i))
                & !(self.c2_v.q.val() & (self.c2_port.q.val().index() == i))
                & !self.in_next.q.val().get_bit(i);
        }
        self.arb.req.next = bit_cast::<4, 1>(self.rq[0].val().into())
            | (bit_cast::<4, 1>(self.rq[1].val().into()) << 1)
            | (bit_cast::<4, 1>(self.rq[2].val().into()) << 2)
            | (bit_cast::<4, 1>(self.rq[3].val().into()) << 3);
        self.any.next = self.arb.any.val();
        self.sel.next = 0.into();
        if self.arb.grant.val().get_bit(1) {
            self.sel.next = 1.into();
        }
        if self.arb.grant.val().get_bit(2) {
            self.sel.next = 2.into();
        }
        if self.arb.grant.val().get_bit(3) {
            self.sel.next = 3.into();
        }
        self.dsel.next = self.desc[0].val();
        for i in 0..4 {
            if self.sel.val().index() == i {
                self.dsel.next = self.desc[i].val();
            }
        }
        // (`next` takes a word when it has room: its `s_ready` is a register)
        self.grant_push.next = self.arb.any.val() & self.next.s_ready.val();
        self.arb.advance.next = self.grant_push.val();
        for i in 0..4 {
            self.desc_pop[i].next = self.grant_push.val() & (self.sel.val().index() == i);
        }
        self.next.s_valid.next = self.arb.any.val();
        self.next.s_data.next = (bit_cast::<NEXT_BITS, DESC_BITS>(self.dsel.val()) << 2) | bit_cast::<NEXT_BITS, 2>(self.sel.val());
        self.head.next = self.next.m_data.val().get_bits::<DESC_BITS>(2);
        self.head_port.next = self.next.m_data.val().get_bits::<2>(0);
        self.head_valid.next = self.next.m_valid.val();
        self.head_drops.next = self.head.val().get_bits::<32>(P_DROPS);
        self.head_drops_any.next = self.head_drops.val() != 0;
        self.pushed.next = 0.into();
        if self.grant_push.val() {
            self.pushed.next = self.arb.grant.val();
        }
        // ---- header fields and checks of the frame being committed
        self.hc.hdr.next = self.hdr.q.val();
        self.hc.configured.next = self.configured.q.val();
        self.hc.query_id.next = self.c_qid.q.val();
        self.hc.token.next = self.c_tok.q.val();
        self.hc.sources.next = self.c_nsrc.q.val();
        // A PROBE in Commit that passed every check starts the probe phase
        // for the frame in Check behind it (the order of the commits).
        self.hc.probe_started.next = self.probe_started.q.val() | (self.c2_v.q.val() & self.c2_probe_ok.q.val());
        self.hc.seq_above.next = self.src.seq_above.val();
        self.hc.seq_below.next = self.src.seq_below.val();
        self.src.seq.next = self.hc.seq.val();
        self.h_tab.next = self.hc.table_id.val();
        self.h_src6.next = self.hc.source6.val();
        self.h_tc.next = self.hc.tuples.val();
        self.h_plen.next = self.hc.payload_len.val();
        self.is_b.next = self.hc.is_build.val();
        self.is_p.next = self.hc.is_probe.val();
        self.is_e.next = self.hc.is_end.val();
        self.is_c.next = self.hc.is_control.val();
        self.ph.next = self.hc.end_phase.val();
        self.ackreq.next = self.hc.ack_request.val();
        self.aphv.next = self.hc.ack_phase.val();
        self.dcode.next = self.hc.drop_code.val();
        // ---- the source's entry: read ahead from the descriptor taken
        // (`fetch`), shown in Check
        self.src.read_addr.next = self.h_src6.val();
        self.src.read_next.next = self.head.val().get_bits::<6>(H_SOURCE_LO);
        self.same_src.next = self.head.val().get_bits::<6>(H_SOURCE_LO) == self.h_src6.val();
        self.same_src2.next = self.head.val().get_bits::<6>(H_SOURCE_LO) == self.c2_src6.q.val();
        self.may_drain.next = self.is_c.val() | self.is_e.val() | self.ackreq.val();
        self.src.src.next = self.h_src6.val();
        self.src.is_build.next = self.is_b.val();
        self.src.is_probe.next = self.is_p.val();
        self.src.is_end.next = self.is_e.val();
        self.src.end_phase.next = self.ph.val();
        self.src.tuples.next = self.h_tc.val();
        self.src.commit.next = false;
        self.src.clear.next = false;
        self.e_exp.next = self.src.expected.val();
        self.e_bf.next = self.src.build_frames.val();
        self.e_bt.next = self.src.build_tuples.val();
        self.e_pf.next = self.src.probe_frames.val();
        self.e_pt.next = self.src.probe_tuples.val();
        self.n_bf.next = self.src.next_build_frames.val();
        self.n_bt.next = self.src.next_build_tuples.val();
        self.n_pf.next = self.src.next_probe_frames.val();
        self.n_pt.next = self.src.next_probe_tuples.val();
        // Where the frame's OVERFLOW, RESULT and SPILL frames go: the sink
        // on its port (this port if the frame is the sink's own: the sink's
        // port is updated in this very commit), or back to the frame's source.
        self.job_port.next = self.c_sport.q.val();
        self.job_data.next = bit_cast::<JOB_BITS, 1>(self.c2_p.q.val().into())
            | (bit_cast::<JOB_BITS, 16>(self.c2_tc.q.val()) << self.J_COUNT.val())
            | (bit_cast::<JOB_BITS, 8>(self.c2_tab.q.val()) << self.J_TABLE.val())
            | (bit_cast::<JOB_BITS, 2>(self.c_sport.q.val()) << self.J_PORT.val())
            | (bit_cast::<JOB_BITS, 48>(self.c_sink.q.val()) << self.J_DST.val());
        if self.c2_from_sink.q.val() | self.c_route.q.val() {
            self.job_port.next = self.c2_port.q.val();
            self.job_data.next = bit_cast::<JOB_BITS, 1>(self.c2_p.q.val().into())
                | (bit_cast::<JOB_BITS, 16>(self.c2_tc.q.val()) << self.J_COUNT.val())
                | (bit_cast::<JOB_BITS, 8>(self.c2_tab.q.val()) << self.J_TABLE.val())
                | (bit_cast::<JOB_BITS, 2>(self.c2_port.q.val()) << self.J_PORT.val())
                | (bit_cast::<JOB_BITS, 48>(self.c2_dst.q.val()) << self.J_DST.val());
        }
        // ---- the lanes: which kinds of tuples the feeders hold, and their
        // tuples into the units through the tuple arbiter
        self.hold_b.next = false;
        self.hold_p.next = false;
        self.tarb.route.next = self.c_route.q.val();
        for i in 0..4 {
            self.fd[i].pl_wide.next = self.pl_wide[i].val();
            self.fd[i].pl_count.next = self.pl_count[i].val();
            self.tarb.t_valid[i].next = self.fd[i].t_valid.val();
            self.tarb.t_data[i].next = self.fd[i].t_data.val();
            self.tarb.t_probe[i].next = self.fd[i].t_probe.val();
            self.tarb.t_table[i].next = self.fd[i].t_table.val();
            self.tarb.t_tag[i].next = self.fd[i].t_tag.val();
            self.tarb.t_last[i].next = self.fd[i].t_last.val();
            self.fd[i].t_ready.next = self.tarb.t_ready[i].val();
            if self.fd[i].holds_build.val() {
                self.hold_b.next = true;
            }
            if self.fd[i].holds_probe.val() {
                self.hold_p.next = true;
            }
        }
        self.bu_valid.next = self.tarb.bu_valid.val();
        self.bu_key.next = self.tarb.bu_key.val();
        self.bu_val.next = self.tarb.bu_val.val();
        self.bu_table.next = self.tarb.bu_table.val();
        self.bu_tag.next = self.tarb.bu_tag.val();
        self.tarb.bu_ready.next = self.bu_ready.val();
        for k in 0..PROBE_UNITS {
            self.pu_valid[k].next = self.tarb.pu_valid[k].val();
            self.pu_tup[k].next = self.tarb.pu_tup[k].val();
            self.pu_tag[k].next = self.tarb.pu_tag[k].val();
            self.tarb.pu_ready[k].next = self.pu_ready[k].val();
        }
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
                | ((self.c2_b.q.val() | !self.c_route.q.val()) & self.tarb.ord_full.val())
                | (self.c2_p.q.val() & self.hold_b.val())
                | (self.c2_b.q.val() & self.hold_p.val())
                | (!self.c_route.q.val()
                    & (self.job_port.val() != self.lport.q.val())
                    & (!self.pipe_idle_q.q.val() | self.job_w_q.q.val() | self.hold_b.val() | self.hold_p.val())));
        // ---- payload words of the current port
        self.word.next = self.pl_data[0].val();
        self.pl_e.next = self.pl_empty[0].val();
        for i in 0..4 {
            if self.port.q.val().index() == i {
                self.word.next = self.pl_data[i].val();
                self.pl_e.next = self.pl_empty[i].val();
            }
        }
        self.pop.next = false;
        self.skip.next = false;
        self.bu_flush.next = false;
        self.job_write.next = false;
        // ---- control requests (p[0..5] after Load)
        for i in 0..5 {
            self.ctl.words[i].next = self.p[i].q.val();
        }
        self.ctl.command.next = self.h_tab.val();
        self.ctl.payload_len.next = self.h_plen.val();
        self.cmd_ok.d.next = self.ctl.command_ok.val();
        self.s_bad.d.next = self.ctl.sig_malformed.val();
        self.s_sup.d.next = self.ctl.sig_supported.val();
        self.q_bits.d.next = self.ctl.bucket_bits.val();
        self.q_nsrc.d.next = self.ctl.sources.val();
        self.q_mp.d.next = self.ctl.max_payload.val();
        self.q_bad.d.next = self.ctl.query_malformed.val();
        self.q_nomem.d.next = self.ctl.query_no_memory.val();
        self.dq_full_r.d.next = self.dq_full.val();
        // ---- CONFIGURE: tuples per output frame, then the memory clear
        self.div.start.next = false;
        self.div.dividend.next = self.c_mp.q.val();
        self.div.divisor[0].next = self.res_w.val();
        self.div.divisor[1].next = self.sp_w.val();
        // OVERFLOW tuples are build tuples (K + V bytes), for every signature
        self.div.divisor[2].next = self.bw_c.val();
        self.clr.start.next = false;
        self.clr.run.next = self.state.q.val() == EState::Clear;
        self.clr.tables.next = self.tables3.val();
        self.clr.bucket_bits.next = self.c_bits.q.val();
        self.clr.dual.next = self.dual_c.val();
        self.clr.ready0.next = self.clr_ready0.val();
        self.clr.ready1.next = self.clr_ready1.val();
        self.clr_valid.next = self.clr.valid.val();
        self.clr_ctrl.next = self.clr.ctrl.val();
        self.clr_addr.next = self.clr.addr.val();
        // ---- the engine's own frames: payload words into ring A, descriptor
        self.rw.kind.next = self.wkind.q.val();
        self.rw.index.next = self.wi.q.val();
        self.rw.counter.next = self.cnt.value.val();
        self.rw.request0.next = self.p[0].q.val();
        self.rw.request1.next = self.p[1].q.val();
        self.rw.ack_frames.next = self.recf.q.val();
        self.rw.ack_tuples.next = self.rect.q.val();
        self.rw.end_phase.next = self.ph.val();
        self.rw.sent0_frames.next = self.sent0_frames.val();
        self.rw.sent0_tuples.next = self.sent0_tuples.val();
        self.rw.sent1_frames.next = self.sent1_frames.val();
        self.rw.sent1_tuples.next = self.sent1_tuples.val();
        self.rw.sent1_aux.next = self.sent1_aux.val();
        self.rw.frame.next = self.dkind.q.val();
        self.rw.hdr.next = self.hdr.q.val();
        self.rw.status.next = self.status.q.val();
        self.rw.words.next = self.wn.q.val();
        self.rw.in_port.next = self.port.q.val();
        self.rw.ack_phase.next = self.aph.q.val();
        self.rw.ack_next.next = self.ackv.q.val();
        self.rw.query_id.next = self.c_qid.q.val();
        self.rw.token.next = self.c_tok.q.val();
        self.rw.sink.next = self.c_sink.q.val();
        self.rw.sink_port.next = self.c_sport.q.val();
        self.ra_data.next = self.rw.data.val();
        self.ra_port.next = self.rw.port.val();
        self.dq_data.next = self.rw.desc.val();
        self.ra_write.next = false;
        self.dq_write.next = false;
        // ---- defaults of the per-state outputs
        self.inc_in.next = false;
        self.inc_acc.next = false;
        self.inc_drop.next = false;
        self.drop_idx.next = 0.into();
        self.inc_ctl.next = false;
        self.inc_probes.next = false;
        self.inc_fout.next = false;
        self.clr_cnt.next = false;
        self.cfg_clear.next = false;
        self.commit_valid.next = false;
        self.commit_port.next = self.head_port.val();
        self.commit_drops.next = self.head_drops.val();
        self.commit_frame.next = self.head.val().get_bits::<4>(P_VERDICT) != V_NO_FRAME;
        for i in 0..4 {
            self.pl_pop[i].next = false;
        }
        // Idle with a lane still feeding is not idle.
        self.idle.next = (self.state.q.val() == EState::Idle)
            & !self.c2_v.q.val()
            & !self.any.val()
            & !self.head_valid.val()
            & !self.hold_b.val()
            & !self.hold_p.val();
        self.handoff.next = false;
        self.hand_twl.next = 0.into();
        self.to_drain.next = false;
        // ---- Commit, the check's second stage: act on what Check decided
        // (the `c2_*` registers). Values an ACK or END reports come from the
        // source table as it shows them now: they are used only for a frame
        // that may drain, and while one is in Check or Commit no other frame
        // is taken, so the table still shows its source (the entry before
        // the frame), and `hdr` still holds its header.
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
                // counted as accepted before it acts: READ_COUNTERS includes itself
                self.inc_in.next = true;
                self.inc_acc.next = true;
                self.inc_ctl.next = true;
                self.act_ack.d.next = false;
                self.to_drain.next = true;
            } else if self.c2_dcode.q.val() != 0 {
                self.inc_in.next = true;
                self.inc_drop.next = true;
                self.drop_idx.next = self.c2_dcode.q.val();
                self.act_ack.d.next = false;
                self.handoff.next = true;
                if (self.c2_e.q.val() | self.c2_ackreq.q.val())
                    & ((self.c2_dcode.q.val() == C_DUPLICATE) | (self.c2_dcode.q.val() == C_OUT_OF_ORDER))
                {
                    // A dropped END, or data frame asking for an ACK, that
                    // reached the sequence check is still answered (§4.2).
                    self.act_ack.d.next = true;
                    self.aph.d.next = self.aphv.val();
                    self.send_end.d.next = false;
                    self.ackv.d.next = self.e_exp.val();
                    self.recf.d.next = self.e_bf.val();
                    self.rect.d.next = self.e_bt.val();
                    if self.aphv.val() {
                        self.recf.d.next = self.e_pf.val();
                        self.rect.d.next = self.e_pt.val();
                    }
                    // (the engine reads its payload in Load)
                    self.handoff.next = false;
                    self.to_drain.next = true;
                }
            } else if !self.stall.val() {
                // accepted
                self.inc_in.next = true;
                self.inc_acc.next = true;
                self.src.commit.next = true;
                if self.c2_from_sink.q.val() {
                    self.c_sport.d.next = self.c2_port.q.val();
                }
                // An ACK request is answered after the frame's own output.
                self.act_ack.d.next = self.c2_ackreq.q.val();
                self.aph.d.next = self.aphv.val();
                self.send_end.d.next = false;
                self.ackv.d.next = self.e_exp.val() + 1;
                self.recf.d.next = self.n_bf.val();
                self.rect.d.next = self.n_bt.val();
                if self.aphv.val() {
                    self.recf.d.next = self.n_pf.val();
                    self.rect.d.next = self.n_pt.val();
                }
                // Data frames go to their port's feeder; an ACK they ask
                // for follows their output (Drain).
                if self.c2_b.q.val() | self.c2_p.q.val() {
                    self.lport.d.next = self.job_port.val();
                    self.job_write.next = true;
                    self.handoff.next = true;
                    self.hand_twl.next = self.c2_twl.q.val();
                    self.to_drain.next = self.c2_ackreq.q.val();
                }
                if self.c2_p.q.val() {
                    self.inc_probes.next = true;
                    self.probe_started.d.next = true;
                }
                if self.c2_e.q.val() {
                    self.act_ack.d.next = true;
                    // the last source to end the phase: the switch ends it too
                    self.send_end.d.next = !self.esent0.q.val() & (self.src.ended_after.val() == self.c_nsrc.q.val());
                    if self.ph.val() {
                        self.send_end.d.next = !self.esent1.q.val() & (self.src.ended_after.val() == self.c_nsrc.q.val());
                    }
                    self.to_drain.next = true;
                }
            }
        }
        self.c2_leave.next = self.handoff.val() | self.to_drain.val();
        // ---- Check, the first stage: its frame moves on to Commit when
        // Commit is free or frees this cycle, with the check's outcome
        // registered.
        self.c1_move.next = (self.state.q.val() == EState::Check) & (!self.c2_v.q.val() | self.c2_leave.val());
        self.c2_v.d.next = self.c1_move.val() | (self.c2_v.q.val() & !self.c2_leave.val());
        self.src.stage.next = self.c1_move.val();
        if self.c1_move.val() {
            self.c2_port.d.next = self.port.q.val();
            self.c2_verdict.d.next = self.verdict.q.val();
            self.c2_dcode.d.next = self.dcode.val();
            self.c2_b.d.next = self.is_b.val();
            self.c2_p.d.next = self.is_p.val();
            self.c2_e.d.next = self.is_e.val();
            self.c2_c.d.next = self.is_c.val();
            self.c2_ackreq.d.next = self.ackreq.val();
            self.c2_tc.d.next = self.h_tc.val();
            self.c2_tab.d.next = self.h_tab.val();
            self.c2_twl.d.next = bit_cast::<12, 32>(self.h_tc.val() * self.pwords_c.val());
            if self.is_b.val() {
                self.c2_twl.d.next = bit_cast::<12, 32>(self.h_tc.val() * self.bwords_c.val());
            }
            self.c2_left.d.next = self.left.q.val();
            self.c2_from_sink.d.next = self.from_sink.q.val();
            self.c2_dst.d.next = self.hdr.q.val().get_bits::<48>(H_SRC);
            self.c2_src6.d.next = self.h_src6.val();
            self.c2_drain.d.next = self.may_drain.val();
            self.c2_probe_ok.d.next = self.is_p.val() & (self.verdict.q.val() == 0) & (self.dcode.val() == 0);
        }
        // The next frame is taken (`fetch`) into Check when Check is empty
        // or its frame moves on, unless a frame that may drain is in Check
        // or Commit, or the next frame's source is one whose entry is yet
        // to be written (the frame of that source in Check or Commit).
        self.fetch.next = self.head_valid.val()
            & ((self.state.q.val() == EState::Idle) | self.c1_move.val())
            & !((self.state.q.val() == EState::Check) & (self.may_drain.val() | self.same_src.val()))
            & !(self.c2_v.q.val() & (self.c2_drain.q.val() | self.same_src2.val()));
        match self.state.q.val() {
            EState::Idle => {}
            EState::Check => {
                if self.c1_move.val() {
                    self.state.d.next = EState::Idle;
                }
            }
            EState::Drain => {
                // everything before has been processed and sent, every lane's
                // tuples included
                if self.pipe_idle.val() & !self.hold_b.val() & !self.hold_p.val() {
                    self.state.d.next = EState::Load;
                }
            }
            EState::Load => {
                // the first 5 payload words are kept, the rest is discarded
                if (self.left.q.val() != 0) & (self.widx.q.val() == 5) {
                    self.skip.next = true;
                } else if self.left.q.val() != 0 {
                    if !self.pl_e.val() {
                        self.pop.next = true;
                        for i in 0..5 {
                            if self.widx.q.val().index() == i {
                                self.p[i].d.next = self.word.val();
                            }
                        }
                        self.widx.d.next = self.widx.q.val() + 1;
                    }
                } else {
                    self.state.d.next = EState::Exec;
                }
            }
            EState::Exec => {
                self.wi.d.next = 0.into();
                self.status.d.next = ST_OK.into();
                self.wn.d.next = 0.into();
                self.dkind.d.next = F_REPLY.into();
                self.state.d.next = EState::Words;
                if self.act_ack.q.val() {
                    self.wkind.d.next = W_ACK.into();
                    self.wn.d.next = RECORD_WORDS.into();
                    self.dkind.d.next = F_ACK.into();
                } else if !self.cmd_ok.q.val() {
                    self.status.d.next = ST_MALFORMED.into();
                } else if self.h_tab.val() == CMD_RESET {
                    // RESET
                    self.configured.d.next = false;
                    self.pend_reset.d.next = true;
                } else if self.h_tab.val() == CMD_LOAD_SIGNATURE {
                    // LOAD_SIGNATURE
                    self.wkind.d.next = W_SIGNATURE.into();
                    if self.s_bad.q.val() {
                        self.status.d.next = ST_MALFORMED.into();
                    } else if !self.s_sup.q.val() {
                        self.status.d.next = ST_UNSUPPORTED.into();
                        if self.sig_loaded.q.val() {
                            self.wn.d.next = SIG_WORDS.into();
                        }
                    } else {
                        self.sig_loaded.d.next = true;
                        self.configured.d.next = false;
                        self.wn.d.next = SIG_WORDS.into();
                    }
                } else if self.h_tab.val() == CMD_CONFIGURE {
                    // CONFIGURE
                    self.wkind.d.next = W_QUERY.into();
                    if !self.sig_loaded.q.val() {
                        self.status.d.next = ST_NO_SIGNATURE.into();
                    } else if self.q_bad.q.val() {
                        self.status.d.next = ST_MALFORMED.into();
                    } else if self.q_nomem.q.val() {
                        self.status.d.next = ST_NO_MEMORY.into();
                    } else {
                        self.wn.d.next = QUERY_WORDS.into();
                        self.configured.d.next = true;
                        self.c_qid.d.next = self.hdr.q.val().get_bits::<16>(H_QUERY_ID);
                        self.c_tok.d.next = self.p[0].q.val().get_bits::<32>(QW_TOKEN);
                        self.c_bits.d.next = bit_cast::<5, 8>(self.q_bits.q.val());
                        self.c_nsrc.d.next = bit_cast::<16, 8>(self.q_nsrc.q.val());
                        self.c_mp.d.next = self.q_mp.q.val();
                        self.c_sink.d.next = self.p[1].q.val().get_bits::<48>(QW_SINK);
                        self.c_route.d.next = self.p[1].q.val().get_bit(Q_ROUTE_BIT);
                        self.c_sport.d.next = self.port.q.val();
                        self.src.clear.next = true;
                        self.probe_started.d.next = false;
                        self.esent0.d.next = false;
                        self.esent1.d.next = false;
                        self.cfg_clear.next = true;
                        self.bu_flush.next = true;
                        self.div.start.next = true;
                        self.clr.start.next = true;
                        self.state.d.next = EState::Div;
                    }
                } else {
                    // READ_COUNTERS: a snapshot after counting the request
                    self.wkind.d.next = W_COUNTERS.into();
                    self.wn.d.next = self.ncounters_c.val();
                }
            }
            EState::Div => {
                // tuples per RESULT, SPILL and OVERFLOW frame (16 cycles)
                if self.div.last.val() {
                    self.state.d.next = EState::Clear;
                }
            }
            EState::Clear => {
                self.c_res.d.next = self.div.quotient[0].val();
                self.c_sp.d.next = self.div.quotient[1].val();
                self.c_ov.d.next = self.div.quotient[2].val();
                if self.clr.done.val() {
                    self.state.d.next = EState::Words;
                }
            }
            EState::Words => {
                if self.wi.q.val() < self.wn.q.val() {
                    if !self.ra_full.val() {
                        self.ra_write.next = true;
                        self.wi.d.next = self.wi.q.val() + 1;
                    }
                } else {
                    self.state.d.next = EState::Push;
                }
            }
            EState::Push => {
                if !self.dq_full_r.q.val() {
                    self.dq_write.next = true;
                    self.inc_fout.next = true;
                    self.state.d.next = EState::Idle;
                    if self.dkind.q.val() == F_REPLY {
                        if self.pend_reset.q.val() {
                            self.clr_cnt.next = true;
                            self.pend_reset.d.next = false;
                        }
                    }
                    if (self.dkind.q.val() == F_ACK) & self.send_end.q.val() {
                        self.send_end.d.next = false;
                        if self.ph.val() {
                            self.esent1.d.next = true;
                        } else {
                            self.esent0.d.next = true;
                        }
                        self.wkind.d.next = W_END.into();
                        self.wn.d.next = RECORD_WORDS.into();
                        self.wi.d.next = 0.into();
                        self.dkind.d.next = F_END.into();
                        self.state.d.next = EState::Words;
                    }
                }
            }
            _ => {
                self.state.d.next = EState::Idle;
            }
        }
        // Commit's frame moves on to Drain (Check is empty then: see `may_drain`).
        if self.to_drain.val() {
            self.widx.d.next = 0.into();
            self.state.d.next = EState::Drain;
        }
        self.pipe_idle_q.d.next = self.pipe_idle.val() & !self.hold_b.val() & !self.hold_p.val();
        self.job_w_q.d.next = self.job_write.val();
        // ---- the frame in Check goes to its port's feeder; payload pops and
        // skips: the feeders', and the engine's own in Load (its port's
        // feeder is free then)
        for i in 0..4 {
            self.fd[i].start.next = self.handoff.val() & (self.c2_port.q.val().index() == i);
            self.fd[i].start_left.next = self.c2_left.q.val();
            self.fd[i].start_twl.next = self.hand_twl.val();
            self.fd[i].start_probe.next = self.c2_p.q.val();
            self.fd[i].start_table.next = self.c2_tab.q.val();
            self.fd[i].start_tag.next = self.job_port.val();
            self.pl_skip[i].next = self.fd[i].pl_skip.val();
            self.pl_skip_n[i].next = self.fd[i].pl_skip_n.val();
            if self.skip.val() & (self.port.q.val().index() == i) {
                self.pl_skip[i].next = true;
                self.pl_skip_n[i].next = bit_cast::<13, 12>(self.left.q.val());
            }
        }
        // Ordered frames (BUILD, and PROBE with one sink) with tuples join
        // the order in which the units take them.
        self.tarb.ord_push.next = self.handoff.val() & (self.hand_twl.val() != 0) & (self.c2_b.q.val() | !self.c_route.q.val());
        self.tarb.ord_lane.next = self.c2_port.q.val();
        if self.pop.val() {
            self.left.d.next = self.left.q.val() - 1;
            for i in 0..4 {
                if self.port.q.val().index() == i {
                    self.pl_pop[i].next = true;
                }
            }
        }
        // (`left` is Check's: the frame in Commit has its own count, and a
        // frame handed to its feeder on its way to Drain leaves nothing for
        // Load to read)
        if self.skip.val() | (self.handoff.val() & self.to_drain.val()) {
            self.left.d.next = 0.into();
        }
        // ---- the next frame: take the head of `next` (after the payload's
        // `left` update above: the new frame's count wins)
        self.next.m_ready.next = self.fetch.val();
        self.src.read_ahead.next = self.fetch.val();
        // a port's frame leaves `next` when it is fetched; pushes join
        self.in_kept.next = self.in_next.q.val();
        if self.fetch.val() {
            self.in_kept.next = self.in_next.q.val() & !(bits::<4>(1) << self.head_port.val());
        }
        self.in_next.d.next = self.in_kept.val() | self.pushed.val();
        if self.fetch.val() {
            self.commit_valid.next = true;
            self.port.d.next = self.head_port.val();
            self.hdr.d.next = self.head.val().get_bits::<320>(0);
            self.from_sink.d.next = self.head.val().get_bits::<48>(H_SRC) == self.c_sink.q.val();
            self.verdict.d.next = self.head.val().get_bits::<4>(P_VERDICT);
            self.left.d.next = self.head.val().get_bits::<12>(P_STORED);
            self.state.d.next = EState::Check;
        }
        // ---- counters (PROTOCOL.md §8): bit i of `cnt_inc` adds 1 to counter
        // i; the bits are placed by the named indices of layout.rs (checked
        // against netjoin-proto), so no counter is addressed by a bare number.
        // the engine pushes its own reply only while the framers are idle
        self.fout_n.next = self.f_fout.val() + bit_cast::<3, 1>(self.inc_fout.val().into());
        self.cnt_inc.next = (bit_cast::<NCOUNTERS, 1>(self.inc_in.val().into()) << self.C_FRAMES_IN.val())
            | (bit_cast::<NCOUNTERS, 1>(self.inc_acc.val().into()) << self.C_FRAMES_ACCEPTED.val())
            | (bit_cast::<NCOUNTERS, 1>(self.inc_drop.val().into()) << self.drop_idx.val())
            | (bit_cast::<NCOUNTERS, 1>(self.inc_ctl.val().into()) << self.C_CONTROL_FRAMES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.bu_inserted.val().into()) << self.C_INSERTS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.bu_overflowed.val().into()) << self.C_OVERFLOWS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_match.val().get_bit(0).into()) << self.C_MATCHES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_match.val().get_bit(0).into()) << self.C_RESULT_TUPLES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_miss.val().get_bit(0).into()) << self.C_MISSES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_spill.val().get_bit(0).into()) << self.C_SPILLS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.fout_n.val().get_bit(0).into()) << self.C_FRAMES_OUT.val());
        // The framers' events of one cycle are counts (the bank's multi mask):
        // their bits 1 and 2 add 2 and 4.
        self.cnt_x2.next = (bit_cast::<NCOUNTERS, 1>(self.f_match.val().get_bit(1).into()) << self.C_MATCHES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_match.val().get_bit(1).into()) << self.C_RESULT_TUPLES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_miss.val().get_bit(1).into()) << self.C_MISSES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_spill.val().get_bit(1).into()) << self.C_SPILLS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.fout_n.val().get_bit(1).into()) << self.C_FRAMES_OUT.val());
        self.cnt_x4.next = (bit_cast::<NCOUNTERS, 1>(self.f_match.val().get_bit(2).into()) << self.C_MATCHES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_match.val().get_bit(2).into()) << self.C_RESULT_TUPLES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_miss.val().get_bit(2).into()) << self.C_MISSES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_spill.val().get_bit(2).into()) << self.C_SPILLS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.fout_n.val().get_bit(2).into()) << self.C_FRAMES_OUT.val());
        self.cnt.inc_x2.next = self.cnt_x2.val();
        self.cnt.inc_x4.next = self.cnt_x4.val();
        // `probes` adds the frame's tuple count (the bank's add mask).
        self.cnt.inc.next = self.cnt_inc.val();
        self.cnt.add.next = self.inc_probes.val();
        self.cnt.add_n.next = bit_cast::<64, 16>(self.c2_tc.q.val());
        // Frames a port dropped whole (`frames_in` and `drop_input_full`, the
        // bank's bulk mask): counted as the descriptor after them is taken,
        // on top of the frame that leaves Check in the same cycle.
        // Frames dropped whole at the port's input before the descriptor
        // taken (`fetch`) are counted first, in the commit cycle.
        self.cnt.bulk.next = self.fetch.val() & self.head_drops_any.val();
        self.cnt.bulk_n.next = self.head_drops.val();
        self.cnt.read.next = self.wi.q.val();
        self.cnt.clear.next = self.clr_cnt.val() | self.reset.val();
        if self.reset.val() {
            self.state.d.next = EState::Idle;
            self.in_next.d.next = 0.into();
            self.c2_v.d.next = false;
            self.sig_loaded.d.next = false;
            self.configured.d.next = false;
            self.probe_started.d.next = false;
            self.pend_reset.d.next = false;
            self.c_sport.d.next = 0.into();
            self.c_route.d.next = false;
        }
    }
}
