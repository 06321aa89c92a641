//! The central engine: commits frames one at a time, round-robin over the
//! four parsers, and does everything the model does per frame except the
//! table work (build and probe units) and the output framing (framer).
//!
//! Per frame (descriptor from a parser, payload words in its FIFO):
//! * **Idle**: pick the next port with a descriptor, round-robin starting
//!   after the last one served (frame-granular: a frame is committed whole;
//!   `commit_valid`/`commit_port` show the order, which is the order the
//!   model must see the frames in). Pop the descriptor, read the source's
//!   state (per-source RAM, 1-cycle read).
//! * **Check**: PROTOCOL.md §5.3 steps 4-11 on the captured header, in
//!   order; count `frames_in` and the first failing check. Accepted BUILD /
//!   PROBE frames update the source state, push a job for the framer and go
//!   to **Feed** (tuples to the build or probe unit). END frames, the ACKs of
//!   dropped ENDs and CONTROL frames wait in **Drain** until every earlier
//!   frame has been fully processed and sent (so counters, `sent` totals and
//!   the output order are final), read their payload (**Load**), act
//!   (**Exec**, and for CONFIGURE **Div** and **Clear**), write the reply's
//!   payload words into ring A (**Words**) and push its descriptor (**Push**).
//! * Counters (§8) live here; the units' events come in as pulses.

use super::bswap::ByteSwap;
use super::fifo::{WIDE_BITS, WIDE_WORDS};
use super::layout::*;
use super::sig::*;
use rust_hdl::prelude::*;

/// Per-source state: expected u32 | build frames u32 | build tuples u64 |
/// probe frames u32 | probe tuples u64 | ended build | ended probe.
pub const SRC_BITS: usize = 226;

const _: () = assert!(NCOUNTERS == 27 && MAX_SOURCES == 64);

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum EState {
    Idle,
    Check,
    Feed,
    Drain,
    Load,
    Exec,
    Div,
    Clear,
    Words,
    Push,
}


// The payload FIFO shows enough words side by side for the widest tuple.
const _: () = assert!(TUPLE_WORDS <= WIDE_WORDS);
#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct Engine {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- parsers
    pub desc: [Signal<In, Bits<{ super::parser::DESC_BITS }>>; 4],
    pub desc_valid: [Signal<In, Bit>; 4],
    pub desc_pop: [Signal<Out, Bit>; 4],
    pub pl_data: [Signal<In, Bits<64>>; 4],
    pub pl_empty: [Signal<In, Bit>; 4],
    /// The oldest payload words side by side and how many are stored: a
    /// whole tuple is taken in one cycle (one `pl_skip` of its width).
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
    pub bu_ready: Signal<In, Bit>,
    pub bu_busy: Signal<In, Bit>,
    pub bu_flush: Signal<Out, Bit>,
    pub bu_inserted: Signal<In, Bit>,
    pub bu_overflowed: Signal<In, Bit>,
    // ---- probe unit
    pub pu_valid: Signal<Out, Bit>,
    pub pu_tup: Signal<Out, Bits<PROBE_BITS>>,
    pub pu_ready: Signal<In, Bit>,
    pub pu_busy: Signal<In, Bit>,
    // ---- framer
    pub job_write: Signal<Out, Bit>,
    pub job_data: Signal<Out, Bits<JOB_BITS>>,
    pub job_full: Signal<In, Bit>,
    pub f_match: Signal<In, Bit>,
    pub f_miss: Signal<In, Bit>,
    pub f_spill: Signal<In, Bit>,
    pub f_fout: Signal<In, Bit>,
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
    /// The engine is in Idle with no descriptor waiting.
    pub idle: Signal<Out, Bit>,
    // ======== state
    pub state: DFF<EState>,
    rr: DFF<Bits<2>>,
    port: DFF<Bits<2>>,
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
    ended0: DFF<Bits<16>>,
    ended1: DFF<Bits<16>>,
    esent0: DFF<Bit>,
    esent1: DFF<Bit>,
    sv: DFF<Bits<64>>,
    srcram: RAM<Bits<SRC_BITS>, 6>,
    kind: DFF<Bit>,
    /// The tuple handed to the units, word i at bit 64i.
    tw: DFF<Bits<TUPLE_BITS>>,
    tv: DFF<Bit>,
    twl: DFF<Bits<12>>,
    act_ack: DFF<Bit>,
    aph: DFF<Bit>,
    send_end: DFF<Bit>,
    ackv: DFF<Bits<32>>,
    recf: DFF<Bits<32>>,
    rect: DFF<Bits<64>>,
    p: [DFF<Bits<64>>; 5],
    widx: DFF<Bits<3>>,
    status: DFF<Bits<8>>,
    wn: DFF<Bits<5>>,
    wi: DFF<Bits<5>>,
    wkind: DFF<Bits<3>>,
    dkind: DFF<Bits<2>>,
    pend_reset: DFF<Bit>,
    dq1: DFF<Bits<16>>,
    dr1: DFF<Bits<16>>,
    dq2: DFF<Bits<16>>,
    dr2: DFF<Bits<16>>,
    dq3: DFF<Bits<16>>,
    dr3: DFF<Bits<16>>,
    di: DFF<Bits<4>>,
    cl_line: DFF<Bits<32>>,
    cl_t: DFF<Bits<2>>,
    cl_bp: DFF<Bit>,
    c_res: DFF<Bits<16>>,
    c_sp: DFF<Bits<16>>,
    c_ov: DFF<Bits<16>>,
    cnt: [DFF<Bits<64>>; NCOUNTERS],
    // ======== combinational
    sel: Signal<Local, Bits<2>>,
    any: Signal<Local, Bit>,
    dsel: Signal<Local, Bits<{ super::parser::DESC_BITS }>>,
    /// Frames the committed descriptor's port dropped whole before it (input buffer full).
    in_drops: Signal<Local, Bits<32>>,
    h_op: Signal<Local, Bits<8>>,
    h_tab: Signal<Local, Bits<8>>,
    sw_src: ByteSwap<16>,
    sw_tc: ByteSwap<16>,
    sw_seq: ByteSwap<32>,
    sw_plen: ByteSwap<16>,
    sw_mp: ByteSwap<16>,
    sw_ack: ByteSwap<32>,
    sw64: ByteSwap<64>,
    h_src: Signal<Local, Bits<16>>,
    h_src6: Signal<Local, Bits<6>>,
    h_tc: Signal<Local, Bits<16>>,
    h_seq: Signal<Local, Bits<32>>,
    h_plen: Signal<Local, Bits<16>>,
    is_b: Signal<Local, Bit>,
    is_p: Signal<Local, Bit>,
    is_e: Signal<Local, Bit>,
    is_c: Signal<Local, Bit>,
    ph: Signal<Local, Bit>,
    ackreq: Signal<Local, Bit>,
    aphv: Signal<Local, Bit>,
    ent: Signal<Local, Bits<SRC_BITS>>,
    e_exp: Signal<Local, Bits<32>>,
    e_bf: Signal<Local, Bits<32>>,
    e_bt: Signal<Local, Bits<64>>,
    e_pf: Signal<Local, Bits<32>>,
    e_pt: Signal<Local, Bits<64>>,
    e_end0: Signal<Local, Bit>,
    e_end1: Signal<Local, Bit>,
    len_b: Signal<Local, Bits<24>>,
    len_p: Signal<Local, Bits<24>>,
    plen24: Signal<Local, Bits<24>>,
    dcode: Signal<Local, Bits<5>>,
    stall: Signal<Local, Bit>,
    ent_new: Signal<Local, Bits<SRC_BITS>>,
    n_bf: Signal<Local, Bits<32>>,
    n_bt: Signal<Local, Bits<64>>,
    n_pf: Signal<Local, Bits<32>>,
    n_pt: Signal<Local, Bits<64>>,
    n_end0: Signal<Local, Bit>,
    n_end1: Signal<Local, Bit>,
    en0n: Signal<Local, Bits<16>>,
    en1n: Signal<Local, Bits<16>>,
    inc_in: Signal<Local, Bit>,
    inc_acc: Signal<Local, Bit>,
    inc_drop: Signal<Local, Bit>,
    drop_idx: Signal<Local, Bits<5>>,
    inc_ctl: Signal<Local, Bit>,
    inc_probes: Signal<Local, Bit>,
    inc_fout: Signal<Local, Bit>,
    cnt_inc: Signal<Local, Bits<NCOUNTERS>>,
    cnt_add: Signal<Local, Bits<NCOUNTERS>>,
    cnt_drops: Signal<Local, Bits<NCOUNTERS>>,
    clr_cnt: Signal<Local, Bit>,
    word: Signal<Local, Bits<64>>,
    pl_e: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    skip: Signal<Local, Bit>,
    unit_rdy: Signal<Local, Bit>,
    consume: Signal<Local, Bit>,
    /// Payload of the current port: the oldest words and how many are stored.
    wide: Signal<Local, Bits<TUPLE_BITS>>,
    avail: Signal<Local, Bits<13>>,
    /// Take one whole tuple (`tup_w` words) from the payload FIFO.
    take: Signal<Local, Bit>,
    tup_w: Signal<Local, Bits<16>>,
    // control decode
    cmd_ok: Signal<Local, Bit>,
    isnul: [Signal<Local, Bit>; 32],
    nulpre: [Signal<Local, Bit>; 32],
    idbad: Signal<Local, Bit>,
    idm: [Signal<Local, Bit>; 33],
    idb: Signal<Local, Bits<256>>,
    s_bad: Signal<Local, Bit>,
    s_sup: Signal<Local, Bit>,
    k_hi: Signal<Local, Bits<8>>,
    k_lo: Signal<Local, Bits<8>>,
    v_hi: Signal<Local, Bits<8>>,
    v_lo: Signal<Local, Bits<8>>,
    t_hi: Signal<Local, Bits<8>>,
    t_lo: Signal<Local, Bits<8>>,
    q_bits: Signal<Local, Bits<8>>,
    q_nsrc: Signal<Local, Bits<8>>,
    q_mp: Signal<Local, Bits<16>>,
    q_bad: Signal<Local, Bit>,
    q_lines: Signal<Local, Bits<32>>,
    q_nomem: Signal<Local, Bit>,
    // division, clear
    dbit: Signal<Local, Bits<16>>,
    t1: Signal<Local, Bits<16>>,
    t2: Signal<Local, Bits<16>>,
    t3: Signal<Local, Bits<16>>,
    cl_total: Signal<Local, Bits<32>>,
    cl_go: Signal<Local, Bit>,
    // reply words and descriptor
    woff: Signal<Local, Bits<16>>,
    wnum: Signal<Local, Bits<64>>,
    wraw: Signal<Local, Bits<64>>,
    wisraw: Signal<Local, Bit>,
    cval: Signal<Local, Bits<64>>,
    o_dst: Signal<Local, Bits<48>>,
    o_op: Signal<Local, Bits<8>>,
    o_tab: Signal<Local, Bits<8>>,
    o_qid: Signal<Local, Bits<16>>,
    o_seq: Signal<Local, Bits<32>>,
    o_plen: Signal<Local, Bits<16>>,
    o_tok: Signal<Local, Bits<32>>,
    o_ack: Signal<Local, Bits<32>>,
    o_port: Signal<Local, Bits<2>>,
    o_own: Signal<Local, Bit>,
    o_hdr: Signal<Local, Bits<320>>,
    hbase: Constant<Bits<320>>,
    sigrec: Constant<Bits<320>>,
    tables_c: Constant<Bits<32>>,
    tables8: Constant<Bits<8>>,
    /// Build and probe tuple widths, in bytes and in words.
    bw_c: Constant<Bits<16>>,
    pw_c: Constant<Bits<16>>,
    bwords_c: Constant<Bits<16>>,
    pwords_c: Constant<Bits<16>>,
    tlast_c: Constant<Bits<2>>,
    memlines_c: Constant<Bits<32>>,
    res_w: Constant<Bits<16>>,
    sp_w: Constant<Bits<16>>,
    /// The query record's second word as the reply echoes it: the sink MAC
    /// and `flags` bit 0 (PROTOCOL.md §5.2).
    m_q1: Constant<Bits<64>>,
    dual_c: Constant<Bit>,
    /// Replies of READ_COUNTERS: one word per counter.
    ncounters_c: Constant<Bits<5>>,
    // protocol numbers used in expressions (layout.rs; Verilog localparams)
    MAX_BUCKET_BITS: Constant<Bits<32>>,
    MAX_SOURCES_Q: Constant<Bits<32>>,
    MIN_MAX_PAYLOAD: Constant<Bits<32>>,
    MAX_PAYLOAD: Constant<Bits<32>>,
    P_VERDICT: Constant<Bits<32>>,
    P_STORED: Constant<Bits<32>>,
    P_DROPS: Constant<Bits<32>>,
    V_NO_FRAME: Constant<Bits<32>>,
    C_INPUT_FULL: Constant<Bits<32>>,
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
    C_PROBES: Constant<Bits<32>>,
    D_PORT: Constant<Bits<32>>,
    D_OWN_SEQ: Constant<Bits<32>>,
    D_WORDS: Constant<Bits<32>>,
    J_COUNT: Constant<Bits<32>>,
    J_TABLE: Constant<Bits<32>>,
    J_PORT: Constant<Bits<32>>,
    J_DST: Constant<Bits<32>>,
    Q_ROUTE_BIT: Constant<Bits<32>>,
    H_OPCODE: Constant<Bits<32>>,
    H_TABLE: Constant<Bits<32>>,
    H_SOURCE: Constant<Bits<32>>,
    H_SOURCE_LO: Constant<Bits<32>>,
    H_TUPLE_COUNT: Constant<Bits<32>>,
    H_SEQ: Constant<Bits<32>>,
    H_PAYLOAD_LEN: Constant<Bits<32>>,
    H_FLAGS: Constant<Bits<32>>,
    H_TOKEN: Constant<Bits<32>>,
    H_QUERY_ID: Constant<Bits<32>>,
    H_SRC: Constant<Bits<32>>,
    H_ACK: Constant<Bits<32>>,
    OP_BUILD: Constant<Bits<32>>,
    OP_PROBE: Constant<Bits<32>>,
    OP_END: Constant<Bits<32>>,
    OP_CONTROL: Constant<Bits<32>>,
    OP_CONTROL_REPLY: Constant<Bits<32>>,
    OP_ACK: Constant<Bits<32>>,
    C_OUT_OF_ORDER: Constant<Bits<32>>,
    C_DUPLICATE: Constant<Bits<32>>,
    C_PHASE: Constant<Bits<32>>,
    C_LENGTH: Constant<Bits<32>>,
    C_TABLE: Constant<Bits<32>>,
    C_SOURCE: Constant<Bits<32>>,
    C_TOKEN: Constant<Bits<32>>,
    C_QUERY_ID: Constant<Bits<32>>,
    C_MAC_ERROR: Constant<Bits<32>>,
    END_RECORD_LEN: Constant<Bits<32>>,
    PH_BUILD: Constant<Bits<32>>,
    PH_PROBE: Constant<Bits<32>>,
    CMD_RESET: Constant<Bits<32>>,
    CMD_LOAD_SIGNATURE: Constant<Bits<32>>,
    CMD_CONFIGURE: Constant<Bits<32>>,
    CMD_READ_COUNTERS: Constant<Bits<32>>,
    SIG_RECORD_LEN: Constant<Bits<32>>,
    QUERY_RECORD_LEN: Constant<Bits<32>>,
    V_MAC_ERROR: Constant<Bits<32>>,
    ST_OK: Constant<Bits<32>>,
    ST_MALFORMED: Constant<Bits<32>>,
    ST_UNSUPPORTED: Constant<Bits<32>>,
    ST_NO_SIGNATURE: Constant<Bits<32>>,
    ST_NO_MEMORY: Constant<Bits<32>>,
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
            bu_ready: Default::default(),
            bu_busy: Default::default(),
            bu_flush: Default::default(),
            bu_inserted: Default::default(),
            bu_overflowed: Default::default(),
            pu_valid: Default::default(),
            pu_tup: Default::default(),
            pu_ready: Default::default(),
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
            state: Default::default(),
            rr: Default::default(),
            port: Default::default(),
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
            ended0: Default::default(),
            ended1: Default::default(),
            esent0: Default::default(),
            esent1: Default::default(),
            sv: Default::default(),
            srcram: Default::default(),
            kind: Default::default(),
            tw: Default::default(),
            tv: Default::default(),
            twl: Default::default(),
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
            dq1: Default::default(),
            dr1: Default::default(),
            dq2: Default::default(),
            dr2: Default::default(),
            dq3: Default::default(),
            dr3: Default::default(),
            di: Default::default(),
            cl_line: Default::default(),
            cl_t: Default::default(),
            cl_bp: Default::default(),
            c_res: Default::default(),
            c_sp: Default::default(),
            c_ov: Default::default(),
            cnt: Default::default(),
            sel: Default::default(),
            any: Default::default(),
            dsel: Default::default(),
            in_drops: Default::default(),
            h_op: Default::default(),
            h_tab: Default::default(),
            sw_src: Default::default(),
            sw_tc: Default::default(),
            sw_seq: Default::default(),
            sw_plen: Default::default(),
            sw_mp: Default::default(),
            sw_ack: Default::default(),
            sw64: Default::default(),
            h_src: Default::default(),
            h_src6: Default::default(),
            h_tc: Default::default(),
            h_seq: Default::default(),
            h_plen: Default::default(),
            is_b: Default::default(),
            is_p: Default::default(),
            is_e: Default::default(),
            is_c: Default::default(),
            ph: Default::default(),
            ackreq: Default::default(),
            aphv: Default::default(),
            ent: Default::default(),
            e_exp: Default::default(),
            e_bf: Default::default(),
            e_bt: Default::default(),
            e_pf: Default::default(),
            e_pt: Default::default(),
            e_end0: Default::default(),
            e_end1: Default::default(),
            len_b: Default::default(),
            len_p: Default::default(),
            plen24: Default::default(),
            dcode: Default::default(),
            stall: Default::default(),
            ent_new: Default::default(),
            n_bf: Default::default(),
            n_bt: Default::default(),
            n_pf: Default::default(),
            n_pt: Default::default(),
            n_end0: Default::default(),
            n_end1: Default::default(),
            en0n: Default::default(),
            en1n: Default::default(),
            inc_in: Default::default(),
            inc_acc: Default::default(),
            inc_drop: Default::default(),
            drop_idx: Default::default(),
            inc_ctl: Default::default(),
            inc_probes: Default::default(),
            inc_fout: Default::default(),
            cnt_inc: Default::default(),
            cnt_add: Default::default(),
            cnt_drops: Default::default(),
            clr_cnt: Default::default(),
            word: Default::default(),
            pl_e: Default::default(),
            pop: Default::default(),
            skip: Default::default(),
            unit_rdy: Default::default(),
            consume: Default::default(),
            wide: Default::default(),
            avail: Default::default(),
            take: Default::default(),
            tup_w: Default::default(),
            cmd_ok: Default::default(),
            isnul: Default::default(),
            nulpre: Default::default(),
            idbad: Default::default(),
            idm: std::array::from_fn(|_| Default::default()),
            idb: Default::default(),
            s_bad: Default::default(),
            s_sup: Default::default(),
            k_hi: Default::default(),
            k_lo: Default::default(),
            v_hi: Default::default(),
            v_lo: Default::default(),
            t_hi: Default::default(),
            t_lo: Default::default(),
            q_bits: Default::default(),
            q_nsrc: Default::default(),
            q_mp: Default::default(),
            q_bad: Default::default(),
            q_lines: Default::default(),
            q_nomem: Default::default(),
            dbit: Default::default(),
            t1: Default::default(),
            t2: Default::default(),
            t3: Default::default(),
            cl_total: Default::default(),
            cl_go: Default::default(),
            woff: Default::default(),
            wnum: Default::default(),
            wraw: Default::default(),
            wisraw: Default::default(),
            cval: Default::default(),
            o_dst: Default::default(),
            o_op: Default::default(),
            o_tab: Default::default(),
            o_qid: Default::default(),
            o_seq: Default::default(),
            o_plen: Default::default(),
            o_tok: Default::default(),
            o_ack: Default::default(),
            o_port: Default::default(),
            o_own: Default::default(),
            o_hdr: Default::default(),
            hbase: Constant::new(header_base(mac)),
            sigrec: Constant::new(signature_record(signature())),
            tables_c: Constant::new((TABLES as u64).into()),
            tables8: Constant::new((TABLES as u64).into()),
            bw_c: Constant::new((SLOT_BYTES as u64).into()),
            pw_c: Constant::new((PROBE_BYTES as u64).into()),
            bwords_c: Constant::new((BUILD_WORDS as u64).into()),
            pwords_c: Constant::new((PROBE_WORDS as u64).into()),
            tlast_c: Constant::new(((TABLES - 1) as u64).into()),
            memlines_c: Constant::new(MEMORY_LINES.into()),
            res_w: Constant::new((RESULT_BYTES as u64).into()),
            sp_w: Constant::new((SPILL_BYTES as u64).into()),
            m_q1: Constant::new((0xFFFF_FFFF_FFFFu64 | (1u64 << Q_ROUTE_BIT)).into()),
            dual_c: Constant::new(CONTROLLERS == 2),
            ncounters_c: Constant::new((NCOUNTERS as u64).into()),
            MAX_BUCKET_BITS: lp(MAX_BUCKET_BITS),
            MAX_SOURCES_Q: lp(MAX_SOURCES_Q),
            MIN_MAX_PAYLOAD: lp(MIN_MAX_PAYLOAD),
            MAX_PAYLOAD: lp(MAX_PAYLOAD),
            P_VERDICT: lp(P_VERDICT as u64),
            P_STORED: lp(P_STORED as u64),
            P_DROPS: lp(P_DROPS as u64),
            V_NO_FRAME: lp(V_NO_FRAME),
            C_INPUT_FULL: lp(C_INPUT_FULL as u64),
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
            C_PROBES: lp(C_PROBES as u64),
            D_PORT: lp(D_PORT as u64),
            D_OWN_SEQ: lp(D_OWN_SEQ as u64),
            D_WORDS: lp(D_WORDS as u64),
            J_COUNT: lp(J_COUNT as u64),
            J_TABLE: lp(J_TABLE as u64),
            J_PORT: lp(J_PORT as u64),
            J_DST: lp(J_DST as u64),
            Q_ROUTE_BIT: lp(Q_ROUTE_BIT as u64),
            H_OPCODE: lp(H_OPCODE as u64),
            H_TABLE: lp(H_TABLE as u64),
            H_SOURCE: lp(H_SOURCE as u64),
            H_SOURCE_LO: lp(H_SOURCE_LO as u64),
            H_TUPLE_COUNT: lp(H_TUPLE_COUNT as u64),
            H_SEQ: lp(H_SEQ as u64),
            H_PAYLOAD_LEN: lp(H_PAYLOAD_LEN as u64),
            H_FLAGS: lp(H_FLAGS as u64),
            H_TOKEN: lp(H_TOKEN as u64),
            H_QUERY_ID: lp(H_QUERY_ID as u64),
            H_SRC: lp(H_SRC as u64),
            H_ACK: lp(H_ACK as u64),
            OP_BUILD: lp(OP_BUILD),
            OP_PROBE: lp(OP_PROBE),
            OP_END: lp(OP_END),
            OP_CONTROL: lp(OP_CONTROL),
            OP_CONTROL_REPLY: lp(OP_CONTROL_REPLY),
            OP_ACK: lp(OP_ACK),
            C_OUT_OF_ORDER: lp(C_OUT_OF_ORDER),
            C_DUPLICATE: lp(C_DUPLICATE),
            C_PHASE: lp(C_PHASE),
            C_LENGTH: lp(C_LENGTH),
            C_TABLE: lp(C_TABLE),
            C_SOURCE: lp(C_SOURCE),
            C_TOKEN: lp(C_TOKEN),
            C_QUERY_ID: lp(C_QUERY_ID),
            C_MAC_ERROR: lp(C_MAC_ERROR),
            END_RECORD_LEN: lp(END_RECORD_LEN),
            PH_BUILD: lp(PH_BUILD),
            PH_PROBE: lp(PH_PROBE),
            CMD_RESET: lp(CMD_RESET),
            CMD_LOAD_SIGNATURE: lp(CMD_LOAD_SIGNATURE),
            CMD_CONFIGURE: lp(CMD_CONFIGURE),
            CMD_READ_COUNTERS: lp(CMD_READ_COUNTERS),
            SIG_RECORD_LEN: lp(SIG_RECORD_LEN),
            QUERY_RECORD_LEN: lp(QUERY_RECORD_LEN),
            V_MAC_ERROR: lp(V_MAC_ERROR),
            ST_OK: lp(ST_OK),
            ST_MALFORMED: lp(ST_MALFORMED),
            ST_UNSUPPORTED: lp(ST_UNSUPPORTED),
            ST_NO_SIGNATURE: lp(ST_NO_SIGNATURE),
            ST_NO_MEMORY: lp(ST_NO_MEMORY),
        }
    }
}

impl Logic for Engine {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, rr, port, hdr, verdict, left, sig_loaded, configured, c_qid, c_tok, c_bits, c_nsrc, c_mp,
            c_sink, c_route, c_sport, probe_started, ended0, ended1, esent0, esent1, sv, kind, tv, twl, act_ack, send_end, ackv,
            recf, rect, aph, widx, status, wn, wi, wkind, dkind, pend_reset, dq1, dr1, dq2, dr2, dq3, dr3, di, cl_line, cl_t,
            cl_bp, c_res, c_sp, c_ov, tw
        );
        for i in 0..5 {
            self.p[i].clock.next = self.clock.val();
            self.p[i].d.next = self.p[i].q.val();
        }
        for i in 0..NCOUNTERS {
            self.cnt[i].clock.next = self.clock.val();
        }
        self.srcram.read_clock.next = self.clock.val();
        self.srcram.write_clock.next = self.clock.val();
        // ---- configuration outputs
        self.bucket_bits.next = self.c_bits.q.val();
        self.route_src.next = self.c_route.q.val();
        self.qid.next = self.c_qid.q.val();
        self.token.next = self.c_tok.q.val();
        self.res_per.next = self.c_res.q.val();
        self.sp_per.next = self.c_sp.q.val();
        self.ov_per.next = self.c_ov.q.val();
        // ---- round-robin choice: the first port with a descriptor after rr
        self.sel.next = 0.into();
        self.any.next = false;
        if self.rr.q.val() == 0 {
            if self.desc_valid[0].val() {
                self.sel.next = 0.into();
                self.any.next = true;
            }
            if self.desc_valid[3].val() {
                self.sel.next = 3.into();
                self.any.next = true;
            }
            if self.desc_valid[2].val() {
                self.sel.next = 2.into();
                self.any.next = true;
            }
            if self.desc_valid[1].val() {
                self.sel.next = 1.into();
                self.any.next = true;
            }
        }
        if self.rr.q.val() == 1 {
            if self.desc_valid[1].val() {
                self.sel.next = 1.into();
                self.any.next = true;
            }
            if self.desc_valid[0].val() {
                self.sel.next = 0.into();
                self.any.next = true;
            }
            if self.desc_valid[3].val() {
                self.sel.next = 3.into();
                self.any.next = true;
            }
            if self.desc_valid[2].val() {
                self.sel.next = 2.into();
                self.any.next = true;
            }
        }
        if self.rr.q.val() == 2 {
            if self.desc_valid[2].val() {
                self.sel.next = 2.into();
                self.any.next = true;
            }
            if self.desc_valid[1].val() {
                self.sel.next = 1.into();
                self.any.next = true;
            }
            if self.desc_valid[0].val() {
                self.sel.next = 0.into();
                self.any.next = true;
            }
            if self.desc_valid[3].val() {
                self.sel.next = 3.into();
                self.any.next = true;
            }
        }
        if self.rr.q.val() == 3 {
            if self.desc_valid[3].val() {
                self.sel.next = 3.into();
                self.any.next = true;
            }
            if self.desc_valid[2].val() {
                self.sel.next = 2.into();
                self.any.next = true;
            }
            if self.desc_valid[1].val() {
                self.sel.next = 1.into();
                self.any.next = true;
            }
            if self.desc_valid[0].val() {
                self.sel.next = 0.into();
                self.any.next = true;
            }
        }
        self.dsel.next = self.desc[0].val();
        for i in 0..4 {
            if self.sel.val().index() == i {
                self.dsel.next = self.desc[i].val();
            }
        }
        // ---- header fields of the frame being committed
        self.h_op.next = self.hdr.q.val().get_bits::<8>(H_OPCODE);
        self.h_tab.next = self.hdr.q.val().get_bits::<8>(H_TABLE);
        self.sw_src.inp.next = self.hdr.q.val().get_bits::<16>(H_SOURCE);
        self.h_src.next = self.sw_src.out.val();
        self.h_src6.next = self.hdr.q.val().get_bits::<6>(H_SOURCE_LO);
        self.sw_tc.inp.next = self.hdr.q.val().get_bits::<16>(H_TUPLE_COUNT);
        self.h_tc.next = self.sw_tc.out.val();
        self.sw_seq.inp.next = self.hdr.q.val().get_bits::<32>(H_SEQ);
        self.h_seq.next = self.sw_seq.out.val();
        self.sw_plen.inp.next = self.hdr.q.val().get_bits::<16>(H_PAYLOAD_LEN);
        self.h_plen.next = self.sw_plen.out.val();
        self.is_b.next = self.h_op.val() == OP_BUILD;
        self.is_p.next = self.h_op.val() == OP_PROBE;
        self.is_e.next = self.h_op.val() == OP_END;
        self.is_c.next = self.h_op.val() == OP_CONTROL;
        // END phase: 0 = build (0xFE), 1 = probe (0xFF)
        self.ph.next = self.h_tab.val().get_bit(0);
        // BUILD/PROBE with flag bit 0 (ACK request, PROTOCOL.md §4.2)
        self.ackreq.next = (self.is_b.val() | self.is_p.val()) & self.hdr.q.val().get_bit(H_FLAGS);
        // phase of an ACK: 0 = build, 1 = probe
        self.aphv.next = self.ph.val();
        if self.is_b.val() {
            self.aphv.next = false;
        }
        if self.is_p.val() {
            self.aphv.next = true;
        }
        // ---- per-source state (zero until written in this query)
        self.srcram.read_address.next = self.h_src6.val();
        if self.state.q.val() == EState::Idle {
            self.srcram.read_address.next = self.dsel.val().get_bits::<6>(H_SOURCE_LO);
        }
        self.ent.next = 0.into();
        if self.sv.q.val().get_bit(self.h_src6.val().index()) {
            self.ent.next = self.srcram.read_data.val();
        }
        self.e_exp.next = self.ent.val().get_bits::<32>(0);
        self.e_bf.next = self.ent.val().get_bits::<32>(32);
        self.e_bt.next = self.ent.val().get_bits::<64>(64);
        self.e_pf.next = self.ent.val().get_bits::<32>(128);
        self.e_pt.next = self.ent.val().get_bits::<64>(160);
        self.e_end0.next = self.ent.val().get_bit(224);
        self.e_end1.next = self.ent.val().get_bit(225);
        // ---- checks 5-11 (PROTOCOL.md §5.3), the first failing one wins
        self.len_b.next = bit_cast::<24, 32>(self.h_tc.val() * self.bw_c.val());
        self.len_p.next = bit_cast::<24, 32>(self.h_tc.val() * self.pw_c.val());
        self.plen24.next = bit_cast::<24, 16>(self.h_plen.val());
        self.dcode.next = 0.into();
        if self.h_seq.val() > self.e_exp.val() {
            self.dcode.next = C_OUT_OF_ORDER.into();
        }
        if self.h_seq.val() < self.e_exp.val() {
            self.dcode.next = C_DUPLICATE.into();
        }
        if self.is_b.val() & self.probe_started.q.val() {
            self.dcode.next = C_PHASE.into();
        }
        if (self.is_b.val() & (self.plen24.val() != self.len_b.val()))
            | (self.is_p.val() & (self.plen24.val() != self.len_p.val()))
            | (self.is_e.val() & ((self.h_plen.val() != END_RECORD_LEN) | (self.h_tc.val() != 0)))
        {
            self.dcode.next = C_LENGTH.into();
        }
        if (self.is_b.val() & (self.h_tab.val() >= self.tables8.val()))
            | (self.is_e.val() & (self.h_tab.val() != PH_BUILD) & (self.h_tab.val() != PH_PROBE))
        {
            self.dcode.next = C_TABLE.into();
        }
        if self.h_src.val() >= self.c_nsrc.q.val() {
            self.dcode.next = C_SOURCE.into();
        }
        if self.hdr.q.val().get_bits::<32>(H_TOKEN) != self.c_tok.q.val() {
            self.dcode.next = C_TOKEN.into();
        }
        if self.hdr.q.val().get_bits::<16>(H_QUERY_ID) != self.c_qid.q.val() {
            self.dcode.next = C_QUERY_ID.into();
        }
        if !self.configured.q.val() {
            self.dcode.next = C_PHASE.into();
        }
        // An accepted data frame waits for room in the job FIFO, and the
        // first PROBE waits for the build unit to finish its last write.
        self.stall.next = (self.is_b.val() | self.is_p.val())
            & (self.job_full.val() | (self.is_p.val() & self.bu_busy.val()) | (self.is_b.val() & self.pu_busy.val()));
        // ---- the source's state after an accepted frame
        self.n_bf.next = self.e_bf.val();
        self.n_bt.next = self.e_bt.val();
        self.n_pf.next = self.e_pf.val();
        self.n_pt.next = self.e_pt.val();
        self.n_end0.next = self.e_end0.val();
        self.n_end1.next = self.e_end1.val();
        self.en0n.next = self.ended0.q.val();
        self.en1n.next = self.ended1.q.val();
        if self.is_b.val() {
            self.n_bf.next = self.e_bf.val() + 1;
            self.n_bt.next = self.e_bt.val() + bit_cast::<64, 16>(self.h_tc.val());
        }
        if self.is_p.val() {
            self.n_pf.next = self.e_pf.val() + 1;
            self.n_pt.next = self.e_pt.val() + bit_cast::<64, 16>(self.h_tc.val());
        }
        if self.is_e.val() & !self.ph.val() {
            self.n_end0.next = true;
            if !self.e_end0.val() {
                self.en0n.next = self.ended0.q.val() + 1;
            }
        }
        if self.is_e.val() & self.ph.val() {
            self.n_end1.next = true;
            if !self.e_end1.val() {
                self.en1n.next = self.ended1.q.val() + 1;
            }
        }
        self.ent_new.next = bit_cast::<SRC_BITS, 32>(self.e_exp.val() + 1)
            | (bit_cast::<SRC_BITS, 32>(self.n_bf.val()) << 32)
            | (bit_cast::<SRC_BITS, 64>(self.n_bt.val()) << 64)
            | (bit_cast::<SRC_BITS, 32>(self.n_pf.val()) << 128)
            | (bit_cast::<SRC_BITS, 64>(self.n_pt.val()) << 160)
            | (bit_cast::<SRC_BITS, 1>(self.n_end0.val().into()) << 224)
            | (bit_cast::<SRC_BITS, 1>(self.n_end1.val().into()) << 225);
        self.srcram.write_address.next = self.h_src6.val();
        self.srcram.write_data.next = self.ent_new.val();
        self.srcram.write_enable.next = false;
        // ---- payload words of the current port
        self.word.next = self.pl_data[0].val();
        self.pl_e.next = self.pl_empty[0].val();
        self.wide.next = self.pl_wide[0].val().get_bits::<TUPLE_BITS>(0);
        self.avail.next = self.pl_count[0].val();
        for i in 0..4 {
            if self.port.q.val().index() == i {
                self.word.next = self.pl_data[i].val();
                self.pl_e.next = self.pl_empty[i].val();
                self.wide.next = self.pl_wide[i].val().get_bits::<TUPLE_BITS>(0);
                self.avail.next = self.pl_count[i].val();
            }
        }
        self.pop.next = false;
        self.skip.next = false;
        // ---- unit inputs
        self.unit_rdy.next = self.bu_ready.val();
        self.tup_w.next = self.bwords_c.val();
        if self.kind.q.val() {
            self.unit_rdy.next = self.pu_ready.val();
            self.tup_w.next = self.pwords_c.val();
        }
        self.take.next = false;
        self.consume.next = self.tv.q.val() & self.unit_rdy.val();
        self.bu_valid.next = self.tv.q.val() & !self.kind.q.val();
        self.bu_key.next = self.tw.q.val().get_bits::<64>(0);
        self.bu_val.next = self.tw.q.val().get_bits::<VALUE_BITS>(64);
        self.bu_table.next = self.h_tab.val();
        self.pu_valid.next = self.tv.q.val() & self.kind.q.val();
        self.pu_tup.next = self.tw.q.val().get_bits::<PROBE_BITS>(0);
        self.bu_flush.next = false;
        self.job_write.next = false;
        // Where the frame's OVERFLOW, RESULT and SPILL frames go: the sink
        // on its port (this port if the frame is the sink's own: the sink's
        // port is updated in this very commit), or back to the frame's source.
        self.job_data.next = bit_cast::<JOB_BITS, 1>(self.is_p.val().into())
            | (bit_cast::<JOB_BITS, 16>(self.h_tc.val()) << self.J_COUNT.val())
            | (bit_cast::<JOB_BITS, 8>(self.h_tab.val()) << self.J_TABLE.val())
            | (bit_cast::<JOB_BITS, 2>(self.c_sport.q.val()) << self.J_PORT.val())
            | (bit_cast::<JOB_BITS, 48>(self.c_sink.q.val()) << self.J_DST.val());
        if (self.hdr.q.val().get_bits::<48>(H_SRC) == self.c_sink.q.val()) | self.c_route.q.val() {
            self.job_data.next = bit_cast::<JOB_BITS, 1>(self.is_p.val().into())
                | (bit_cast::<JOB_BITS, 16>(self.h_tc.val()) << self.J_COUNT.val())
                | (bit_cast::<JOB_BITS, 8>(self.h_tab.val()) << self.J_TABLE.val())
                | (bit_cast::<JOB_BITS, 2>(self.port.q.val()) << self.J_PORT.val())
                | (bit_cast::<JOB_BITS, 48>(self.hdr.q.val().get_bits::<48>(H_SRC)) << self.J_DST.val());
        }
        // ---- control payload decode (p[0..5] after Load)
        self.cmd_ok.next = ((self.h_tab.val() == CMD_RESET) & (self.h_plen.val() == 0))
            | ((self.h_tab.val() == CMD_LOAD_SIGNATURE) & (self.h_plen.val() == SIG_RECORD_LEN))
            | ((self.h_tab.val() == CMD_CONFIGURE) & (self.h_plen.val() == QUERY_RECORD_LEN))
            | ((self.h_tab.val() == CMD_READ_COUNTERS) & (self.h_plen.val() == 0));
        self.idb.next = bit_cast::<256, 64>(self.p[0].q.val())
            | (bit_cast::<256, 64>(self.p[1].q.val()) << 64)
            | (bit_cast::<256, 64>(self.p[2].q.val()) << 128)
            | (bit_cast::<256, 64>(self.p[3].q.val()) << 192);
        self.nulpre[0].next = false;
        for i in 0..32 {
            self.isnul[i].next = self.idb.val().get_bits::<8>(8 * i) == 0;
        }
        for i in 0..31 {
            self.nulpre[i + 1].next = self.nulpre[i].val() | self.isnul[i].val();
        }
        self.idbad.next = false;
        for i in 0..32 {
            if self.idb.val().get_bit(8 * i + 7) & !self.nulpre[i].val() {
                self.idbad.next = true;
            }
        }
        self.k_hi.next = self.p[4].q.val().get_bits::<8>(0);
        self.k_lo.next = self.p[4].q.val().get_bits::<8>(8);
        self.v_hi.next = self.p[4].q.val().get_bits::<8>(16);
        self.v_lo.next = self.p[4].q.val().get_bits::<8>(24);
        self.t_hi.next = self.p[4].q.val().get_bits::<8>(32);
        self.t_lo.next = self.p[4].q.val().get_bits::<8>(40);
        self.s_bad.next = self.idbad.val()
            | (self.k_hi.val() != 0)
            | (self.k_lo.val() == 0)
            | (self.k_lo.val() > 8)
            | !(((self.v_hi.val() == 0) & (self.v_lo.val() != 0)) | ((self.v_hi.val() == 1) & (self.v_lo.val() == 0)))
            | (self.t_hi.val() != 0)
            | (self.t_lo.val() == 0)
            | (self.t_lo.val() > 8);
        // Supported: the record (the id up to its NUL, and the widths) is this
        // bitstream's own. idm[i]: bytes 0..i agree.
        self.idm[0].next = true;
        for i in 0..32 {
            self.idm[i + 1].next = self.idm[i].val()
                & (self.nulpre[i].val() | (self.idb.val().get_bits::<8>(8 * i) == self.sigrec.val().get_bits::<8>(8 * i)));
        }
        self.s_sup.next = self.idm[32].val() & (self.p[4].q.val().get_bits::<48>(0) == self.sigrec.val().get_bits::<48>(256));
        self.q_bits.next = self.p[0].q.val().get_bits::<8>(32);
        self.q_nsrc.next = self.p[0].q.val().get_bits::<8>(40);
        self.sw_mp.inp.next = self.p[0].q.val().get_bits::<16>(48);
        self.q_mp.next = self.sw_mp.out.val();
        // Out of range (status 2); the SPILL width bound: every frame the
        // switch sends must hold one SPILL tuple (PROTOCOL.md §5.2).
        self.q_bad.next = (self.q_bits.val() > MAX_BUCKET_BITS)
            | (self.q_nsrc.val() == 0)
            | (self.q_nsrc.val() > MAX_SOURCES_Q)
            | (self.q_mp.val() < MIN_MAX_PAYLOAD)
            | (self.q_mp.val() > MAX_PAYLOAD)
            | (self.q_mp.val() < self.sp_w.val());
        self.q_lines.next = self.tables_c.val() << bit_cast::<5, 8>(self.q_bits.val());
        self.q_nomem.next = self.q_lines.val() > self.memlines_c.val();
        // ---- restoring division of max_payload by the RESULT, SPILL and OVERFLOW widths
        self.dbit.next = 0.into();
        if self.c_mp.q.val().get_bit(self.di.q.val().index()) {
            self.dbit.next = 1.into();
        }
        self.t1.next = (self.dr1.q.val() << 1) | self.dbit.val();
        self.t2.next = (self.dr2.q.val() << 1) | self.dbit.val();
        self.t3.next = (self.dr3.q.val() << 1) | self.dbit.val();
        // ---- memory clear: line b*T + t on controller (b + t) mod 2
        self.cl_total.next = self.tables_c.val() << self.c_bits.q.val();
        self.clr_addr.next = self.cl_line.q.val();
        self.clr_ctrl.next = self.dual_c.val() & (self.cl_bp.q.val() ^ self.cl_t.q.val().get_bit(0));
        self.clr_valid.next = (self.state.q.val() == EState::Clear) & (self.cl_line.q.val() < self.cl_total.val());
        self.cl_go.next = self.clr_valid.val() & self.clr_ready0.val();
        if self.clr_ctrl.val() {
            self.cl_go.next = self.clr_valid.val() & self.clr_ready1.val();
        }
        // ---- reply payload words into ring A
        self.woff.next = bit_cast::<16, 5>(self.wi.q.val()) << 6;
        self.cval.next = self.cnt[0].q.val();
        for i in 0..NCOUNTERS {
            if self.wi.q.val().index() == i {
                self.cval.next = self.cnt[i].q.val();
            }
        }
        self.wnum.next = self.cval.val();
        self.wraw.next = 0.into();
        self.wisraw.next = false;
        if self.wkind.q.val() == 1 {
            self.wisraw.next = true;
            if self.wi.q.val() < 5 {
                self.wraw.next = self.sigrec.val().get_bits::<64>(self.woff.val().index());
            }
        }
        if self.wkind.q.val() == 2 {
            self.wisraw.next = true;
            self.wraw.next = self.p[0].q.val();
            if self.wi.q.val() == 1 {
                self.wraw.next = self.p[1].q.val() & self.m_q1.val();
            }
        }
        if self.wkind.q.val() == 3 {
            self.wnum.next = bit_cast::<64, 32>(self.recf.q.val()) << 32;
            if self.wi.q.val() == 1 {
                self.wnum.next = self.rect.q.val();
            }
            if self.wi.q.val() == 2 {
                self.wnum.next = 0.into();
            }
        }
        if self.wkind.q.val() == 4 {
            self.wnum.next = bit_cast::<64, 32>(self.sent0_frames.val()) << 32;
            if self.wi.q.val() == 1 {
                self.wnum.next = self.sent0_tuples.val();
            }
            if self.wi.q.val() == 2 {
                self.wnum.next = 0.into();
            }
            if self.ph.val() {
                self.wnum.next = bit_cast::<64, 32>(self.sent1_frames.val()) << 32;
                if self.wi.q.val() == 1 {
                    self.wnum.next = self.sent1_tuples.val();
                }
                if self.wi.q.val() == 2 {
                    self.wnum.next = self.sent1_aux.val();
                }
            }
        }
        self.sw64.inp.next = self.wnum.val();
        self.ra_data.next = self.sw64.out.val();
        if self.wisraw.val() {
            self.ra_data.next = self.wraw.val();
        }
        self.ra_write.next = false;
        // ---- descriptor of a reply, an ACK or the switch's END
        self.o_dst.next = self.hdr.q.val().get_bits::<48>(H_SRC);
        self.o_op.next = OP_CONTROL_REPLY.into();
        self.o_qid.next = self.hdr.q.val().get_bits::<16>(H_QUERY_ID);
        self.o_seq.next = self.hdr.q.val().get_bits::<32>(H_SEQ);
        self.o_plen.next = bit_cast::<16, 5>(self.wn.q.val()) << 11;
        self.o_tok.next = 0.into();
        self.sw_ack.inp.next = self.ackv.q.val();
        self.o_ack.next = 0.into();
        self.o_port.next = self.port.q.val();
        self.o_own.next = false;
        self.o_tab.next = self.h_tab.val();
        if self.dkind.q.val() == 1 {
            self.o_tab.next = PH_BUILD.into();
            if self.aph.q.val() {
                self.o_tab.next = PH_PROBE.into();
            }
            self.o_op.next = OP_ACK.into();
            self.o_qid.next = self.c_qid.q.val();
            self.o_tok.next = self.c_tok.q.val();
            self.o_ack.next = self.sw_ack.out.val();
        }
        if self.dkind.q.val() == 2 {
            self.o_dst.next = self.c_sink.q.val();
            self.o_op.next = OP_END.into();
            self.o_qid.next = self.c_qid.q.val();
            self.o_seq.next = 0.into();
            self.o_tok.next = self.c_tok.q.val();
            self.o_port.next = self.c_sport.q.val();
            self.o_own.next = true;
        }
        self.o_hdr.next = self.hbase.val()
            | bit_cast::<320, 48>(self.o_dst.val())
            | (bit_cast::<320, 8>(self.o_op.val()) << self.H_OPCODE.val())
            | (bit_cast::<320, 16>(self.o_qid.val()) << self.H_QUERY_ID.val())
            | (bit_cast::<320, 8>(self.o_tab.val()) << self.H_TABLE.val())
            | (bit_cast::<320, 8>(self.status.q.val()) << self.H_FLAGS.val())
            | (bit_cast::<320, 32>(self.o_seq.val()) << self.H_SEQ.val())
            | (bit_cast::<320, 16>(self.o_plen.val()) << self.H_PAYLOAD_LEN.val())
            | (bit_cast::<320, 32>(self.o_tok.val()) << self.H_TOKEN.val())
            | (bit_cast::<320, 32>(self.o_ack.val()) << self.H_ACK.val());
        self.ra_port.next = self.o_port.val();
        self.dq_data.next = bit_cast::<DQ_BITS, 320>(self.o_hdr.val())
            | (bit_cast::<DQ_BITS, 2>(self.o_port.val()) << self.D_PORT.val())
            | (bit_cast::<DQ_BITS, 1>(self.o_own.val().into()) << self.D_OWN_SEQ.val())
            | (bit_cast::<DQ_BITS, 5>(self.wn.q.val()) << self.D_WORDS.val());
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
        self.commit_port.next = self.sel.val();
        self.commit_drops.next = self.dsel.val().get_bits::<32>(P_DROPS);
        self.commit_frame.next = self.dsel.val().get_bits::<4>(P_VERDICT) != V_NO_FRAME;
        self.in_drops.next = 0.into();
        for i in 0..4 {
            self.desc_pop[i].next = false;
            self.pl_pop[i].next = false;
        }
        self.idle.next = (self.state.q.val() == EState::Idle) & !self.any.val();
        match self.state.q.val() {
            EState::Idle => {
                if self.any.val() {
                    for i in 0..4 {
                        if self.sel.val().index() == i {
                            self.desc_pop[i].next = true;
                        }
                    }
                    self.commit_valid.next = true;
                    // Frames dropped whole at the port's input before this
                    // descriptor are counted first, in the commit cycle.
                    self.in_drops.next = self.dsel.val().get_bits::<32>(P_DROPS);
                    self.rr.d.next = self.sel.val();
                    self.port.d.next = self.sel.val();
                    self.hdr.d.next = self.dsel.val().get_bits::<320>(0);
                    self.verdict.d.next = self.dsel.val().get_bits::<4>(P_VERDICT);
                    self.left.d.next = self.dsel.val().get_bits::<12>(P_STORED);
                    self.state.d.next = EState::Check;
                }
            }
            EState::Check => {
                self.twl.d.next = 0.into();
                self.tv.d.next = false;
                self.widx.d.next = 0.into();
                if self.verdict.q.val() == V_NO_FRAME {
                    // only drops to report (counted at commit); the words a
                    // frame stored before its port's buffer filled are skipped
                    self.act_ack.d.next = false;
                    self.state.d.next = EState::Feed;
                } else if self.verdict.q.val() != 0 {
                    // steps 1-3 failed in the parser (1 = MAC error)
                    self.inc_in.next = true;
                    self.inc_drop.next = true;
                    self.drop_idx.next = bit_cast::<5, 4>(self.verdict.q.val());
                    if self.verdict.q.val() == V_MAC_ERROR {
                        self.drop_idx.next = C_MAC_ERROR.into();
                    }
                    self.act_ack.d.next = false;
                    self.state.d.next = EState::Feed;
                } else if self.is_c.val() {
                    // counted as accepted before it acts: READ_COUNTERS includes itself
                    self.inc_in.next = true;
                    self.inc_acc.next = true;
                    self.inc_ctl.next = true;
                    self.act_ack.d.next = false;
                    self.state.d.next = EState::Drain;
                } else if self.dcode.val() != 0 {
                    self.inc_in.next = true;
                    self.inc_drop.next = true;
                    self.drop_idx.next = self.dcode.val();
                    self.act_ack.d.next = false;
                    self.state.d.next = EState::Feed;
                    if (self.is_e.val() | self.ackreq.val()) & ((self.dcode.val() == C_DUPLICATE) | (self.dcode.val() == C_OUT_OF_ORDER)) {
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
                        self.state.d.next = EState::Drain;
                    }
                } else if !self.stall.val() {
                    // accepted
                    self.inc_in.next = true;
                    self.inc_acc.next = true;
                    self.srcram.write_enable.next = true;
                    self.sv.d.next = self.sv.q.val() | (bits::<64>(1) << self.h_src6.val());
                    if self.hdr.q.val().get_bits::<48>(H_SRC) == self.c_sink.q.val() {
                        self.c_sport.d.next = self.port.q.val();
                    }
                    self.kind.d.next = self.is_p.val();
                    // An ACK request is answered after the frame's own output.
                    self.act_ack.d.next = self.ackreq.val();
                    self.aph.d.next = self.aphv.val();
                    self.send_end.d.next = false;
                    self.ackv.d.next = self.e_exp.val() + 1;
                    self.recf.d.next = self.n_bf.val();
                    self.rect.d.next = self.n_bt.val();
                    if self.aphv.val() {
                        self.recf.d.next = self.n_pf.val();
                        self.rect.d.next = self.n_pt.val();
                    }
                    if self.is_b.val() {
                        self.job_write.next = true;
                        self.twl.d.next = bit_cast::<12, 32>(self.h_tc.val() * self.bwords_c.val());
                        self.state.d.next = EState::Feed;
                    }
                    if self.is_p.val() {
                        self.job_write.next = true;
                        self.inc_probes.next = true;
                        self.probe_started.d.next = true;
                        self.twl.d.next = bit_cast::<12, 32>(self.h_tc.val() * self.pwords_c.val());
                        self.state.d.next = EState::Feed;
                    }
                    if self.is_e.val() {
                        self.ended0.d.next = self.en0n.val();
                        self.ended1.d.next = self.en1n.val();
                        self.act_ack.d.next = true;
                        self.send_end.d.next = !self.esent0.q.val() & (self.en0n.val() == self.c_nsrc.q.val());
                        if self.ph.val() {
                            self.send_end.d.next = !self.esent1.q.val() & (self.en1n.val() == self.c_nsrc.q.val());
                        }
                        self.state.d.next = EState::Drain;
                    }
                }
            }
            EState::Feed => {
                // tuples to the unit, then the rest of the payload is skipped
                self.tv.d.next = self.tv.q.val() & !self.consume.val();
                if self.twl.q.val() != 0 {
                    // a whole tuple per cycle (its words are all stored)
                    if (self.avail.val() >= bit_cast::<13, 16>(self.tup_w.val())) & (!self.tv.q.val() | self.unit_rdy.val()) {
                        self.take.next = true;
                        self.twl.d.next = self.twl.q.val() - bit_cast::<12, 16>(self.tup_w.val());
                        self.tw.d.next = self.wide.val();
                        self.tv.d.next = true;
                    }
                } else {
                    // the rest of the payload (padding) is skipped and the
                    // next frame is fetched as the last tuple is taken
                    if self.left.q.val() != 0 {
                        self.skip.next = true;
                    }
                    if !self.tv.q.val() | self.consume.val() {
                        self.state.d.next = EState::Idle;
                        if self.act_ack.q.val() {
                            self.state.d.next = EState::Drain;
                        }
                    }
                }
            }
            EState::Drain => {
                if self.pipe_idle.val() {
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
                self.dkind.d.next = 0.into();
                self.state.d.next = EState::Words;
                if self.act_ack.q.val() {
                    self.wkind.d.next = 3.into();
                    self.wn.d.next = 3.into();
                    self.dkind.d.next = 1.into();
                } else if !self.cmd_ok.val() {
                    self.status.d.next = ST_MALFORMED.into();
                } else if self.h_tab.val() == CMD_RESET {
                    // RESET
                    self.configured.d.next = false;
                    self.pend_reset.d.next = true;
                } else if self.h_tab.val() == CMD_LOAD_SIGNATURE {
                    // LOAD_SIGNATURE
                    self.wkind.d.next = 1.into();
                    if self.s_bad.val() {
                        self.status.d.next = ST_MALFORMED.into();
                    } else if !self.s_sup.val() {
                        self.status.d.next = ST_UNSUPPORTED.into();
                        if self.sig_loaded.q.val() {
                            self.wn.d.next = 5.into();
                        }
                    } else {
                        self.sig_loaded.d.next = true;
                        self.configured.d.next = false;
                        self.wn.d.next = 5.into();
                    }
                } else if self.h_tab.val() == CMD_CONFIGURE {
                    // CONFIGURE
                    self.wkind.d.next = 2.into();
                    if !self.sig_loaded.q.val() {
                        self.status.d.next = ST_NO_SIGNATURE.into();
                    } else if self.q_bad.val() {
                        self.status.d.next = ST_MALFORMED.into();
                    } else if self.q_nomem.val() {
                        self.status.d.next = ST_NO_MEMORY.into();
                    } else {
                        self.wn.d.next = 2.into();
                        self.configured.d.next = true;
                        self.c_qid.d.next = self.hdr.q.val().get_bits::<16>(H_QUERY_ID);
                        self.c_tok.d.next = self.p[0].q.val().get_bits::<32>(0);
                        self.c_bits.d.next = bit_cast::<5, 8>(self.q_bits.val());
                        self.c_nsrc.d.next = bit_cast::<16, 8>(self.q_nsrc.val());
                        self.c_mp.d.next = self.q_mp.val();
                        self.c_sink.d.next = self.p[1].q.val().get_bits::<48>(0);
                        self.c_route.d.next = self.p[1].q.val().get_bit(Q_ROUTE_BIT);
                        self.c_sport.d.next = self.port.q.val();
                        self.sv.d.next = 0.into();
                        self.probe_started.d.next = false;
                        self.ended0.d.next = 0.into();
                        self.ended1.d.next = 0.into();
                        self.esent0.d.next = false;
                        self.esent1.d.next = false;
                        self.cfg_clear.next = true;
                        self.bu_flush.next = true;
                        self.dq1.d.next = 0.into();
                        self.dr1.d.next = 0.into();
                        self.dq2.d.next = 0.into();
                        self.dr2.d.next = 0.into();
                        self.dq3.d.next = 0.into();
                        self.dr3.d.next = 0.into();
                        self.di.d.next = 15.into();
                        self.cl_line.d.next = 0.into();
                        self.cl_t.d.next = 0.into();
                        self.cl_bp.d.next = false;
                        self.state.d.next = EState::Div;
                    }
                } else {
                    // READ_COUNTERS: a snapshot after counting the request
                    self.wkind.d.next = 0.into();
                    self.wn.d.next = self.ncounters_c.val();
                }
            }
            EState::Div => {
                self.dr1.d.next = self.t1.val();
                self.dq1.d.next = self.dq1.q.val() << 1;
                if self.t1.val() >= self.res_w.val() {
                    self.dr1.d.next = self.t1.val() - self.res_w.val();
                    self.dq1.d.next = (self.dq1.q.val() << 1) | 1;
                }
                self.dr2.d.next = self.t2.val();
                self.dq2.d.next = self.dq2.q.val() << 1;
                if self.t2.val() >= self.sp_w.val() {
                    self.dr2.d.next = self.t2.val() - self.sp_w.val();
                    self.dq2.d.next = (self.dq2.q.val() << 1) | 1;
                }
                // OVERFLOW tuples are build tuples (K + V bytes): per-frame
                // count max_payload / SLOT_BYTES, for every signature.
                self.dr3.d.next = self.t3.val();
                self.dq3.d.next = self.dq3.q.val() << 1;
                if self.t3.val() >= self.bw_c.val() {
                    self.dr3.d.next = self.t3.val() - self.bw_c.val();
                    self.dq3.d.next = (self.dq3.q.val() << 1) | 1;
                }
                self.di.d.next = self.di.q.val() - 1;
                if self.di.q.val() == 0 {
                    self.state.d.next = EState::Clear;
                }
            }
            EState::Clear => {
                self.c_res.d.next = self.dq1.q.val();
                self.c_sp.d.next = self.dq2.q.val();
                self.c_ov.d.next = self.dq3.q.val();
                if self.cl_go.val() {
                    self.cl_line.d.next = self.cl_line.q.val() + 1;
                    self.cl_t.d.next = self.cl_t.q.val() + 1;
                    if self.cl_t.q.val() == self.tlast_c.val() {
                        self.cl_t.d.next = 0.into();
                        self.cl_bp.d.next = !self.cl_bp.q.val();
                    }
                }
                if self.cl_line.q.val() >= self.cl_total.val() {
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
                if !self.dq_full.val() {
                    self.dq_write.next = true;
                    self.inc_fout.next = true;
                    self.state.d.next = EState::Idle;
                    if self.dkind.q.val() == 0 {
                        if self.pend_reset.q.val() {
                            self.clr_cnt.next = true;
                            self.pend_reset.d.next = false;
                        }
                    }
                    if (self.dkind.q.val() == 1) & self.send_end.q.val() {
                        self.send_end.d.next = false;
                        if self.ph.val() {
                            self.esent1.d.next = true;
                        } else {
                            self.esent0.d.next = true;
                        }
                        self.wkind.d.next = 4.into();
                        self.wn.d.next = 3.into();
                        self.wi.d.next = 0.into();
                        self.dkind.d.next = 2.into();
                        self.state.d.next = EState::Words;
                    }
                }
            }
            _ => {
                self.state.d.next = EState::Idle;
            }
        }
        // ---- payload pops and skips (Feed and Load)
        for i in 0..4 {
            self.pl_skip_n[i].next = bit_cast::<13, 12>(self.left.q.val());
            if self.take.val() {
                self.pl_skip_n[i].next = bit_cast::<13, 16>(self.tup_w.val());
            }
            self.pl_skip[i].next = false;
        }
        if self.pop.val() {
            self.left.d.next = self.left.q.val() - 1;
            for i in 0..4 {
                if self.port.q.val().index() == i {
                    self.pl_pop[i].next = true;
                }
            }
        }
        if self.take.val() {
            self.left.d.next = self.left.q.val() - bit_cast::<12, 16>(self.tup_w.val());
        }
        if self.skip.val() {
            self.left.d.next = 0.into();
        }
        if self.skip.val() | self.take.val() {
            for i in 0..4 {
                if self.port.q.val().index() == i {
                    self.pl_skip[i].next = true;
                }
            }
        }
        // ---- counters (PROTOCOL.md §8): bit i of `cnt_inc` adds 1 to counter
        // i, bit i of `cnt_add` adds the frame's tuple count; the bits are
        // placed by the named indices of layout.rs (checked against
        // netjoin-proto), so no counter is addressed by a bare number.
        self.cnt_inc.next = (bit_cast::<NCOUNTERS, 1>(self.inc_in.val().into()) << self.C_FRAMES_IN.val())
            | (bit_cast::<NCOUNTERS, 1>(self.inc_acc.val().into()) << self.C_FRAMES_ACCEPTED.val())
            | (bit_cast::<NCOUNTERS, 1>(self.inc_drop.val().into()) << self.drop_idx.val())
            | (bit_cast::<NCOUNTERS, 1>(self.inc_ctl.val().into()) << self.C_CONTROL_FRAMES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.bu_inserted.val().into()) << self.C_INSERTS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.bu_overflowed.val().into()) << self.C_OVERFLOWS.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_match.val().into()) << self.C_MATCHES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_match.val().into()) << self.C_RESULT_TUPLES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_miss.val().into()) << self.C_MISSES.val())
            | (bit_cast::<NCOUNTERS, 1>(self.f_spill.val().into()) << self.C_SPILLS.val())
            | (bit_cast::<NCOUNTERS, 1>((self.f_fout.val() | self.inc_fout.val()).into()) << self.C_FRAMES_OUT.val());
        self.cnt_add.next = bit_cast::<NCOUNTERS, 1>(self.inc_probes.val().into()) << self.C_PROBES.val();
        self.cnt_drops.next = 0.into();
        if self.in_drops.val() != 0 {
            self.cnt_drops.next = (bits::<NCOUNTERS>(1) << self.C_FRAMES_IN.val()) | (bits::<NCOUNTERS>(1) << self.C_INPUT_FULL.val());
        }
        for i in 0..NCOUNTERS {
            self.cnt[i].d.next = self.cnt[i].q.val();
            if self.cnt_inc.val().get_bit(i) {
                self.cnt[i].d.next = self.cnt[i].q.val() + 1;
            }
            if self.cnt_add.val().get_bit(i) {
                self.cnt[i].d.next = self.cnt[i].q.val() + bit_cast::<64, 16>(self.h_tc.val());
            }
            // Only in a commit cycle (Idle), when nothing else counts frames.
            if self.cnt_drops.val().get_bit(i) {
                self.cnt[i].d.next = self.cnt[i].q.val() + bit_cast::<64, 32>(self.in_drops.val());
            }
        }
        if self.clr_cnt.val() | self.reset.val() {
            for i in 0..NCOUNTERS {
                self.cnt[i].d.next = 0.into();
            }
        }
        if self.reset.val() {
            self.state.d.next = EState::Idle;
            self.rr.d.next = 0.into();
            self.sig_loaded.d.next = false;
            self.configured.d.next = false;
            self.probe_started.d.next = false;
            self.sv.d.next = 0.into();
            self.tv.d.next = false;
            self.pend_reset.d.next = false;
            self.c_sport.d.next = 0.into();
            self.c_route.d.next = false;
        }
    }
}
