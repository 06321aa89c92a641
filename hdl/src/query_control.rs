//! The control plane's decisions (PROTOCOL.md §5, §5.5): the queries the
//! switch's contexts hold and the signature loaded, and what a CONTROL
//! request (RESET, LOAD_SIGNATURE, CONFIGURE, READ_COUNTERS, and with
//! several contexts READ_QUERY_COUNTERS and RELEASE) or an ACK turns into:
//! the reply's status, kind and length, and whether a query starts or ends.
//! The engine asks in its Exec state (`exec`), after the request's first
//! payload words are loaded.
//!
//! **Contexts.** `CONTEXTS` register sets (held, query id, token, record
//! fields, route, shape, sink port, END-sent flags), written only in Exec.
//! The datapath serves one context at a time (`cur`, kept by the engine)
//! and sees its set on the single outputs (`configured`, `query_id`, ...);
//! the frame check sees every set's `ctx_held`, `ctx_qid` and `ctx_token`
//! (steps 5-6 of §5.5). A CONFIGURE names its context in `flags` bits 2..3
//! (`cfg_ctx`, valid with `configure`; the engine makes it `cur`);
//! READ_QUERY_COUNTERS and RELEASE name their query in the header
//! (`request_qid`, `request_token`), and the context holding it answers.
//!
//! The decode is registered (`cmd_ok`, `s_bad`, `s_sup`, `q_*`, `m_*`,
//! sampled every cycle), so Exec acts on the decode of the cycle before
//! (docs/HDL.md §4, CONTROL decode registered): the payload words do not
//! change in Load's last cycle, the one Exec follows.

use super::control_decode::ControlDecode;
use super::layout::*;
use super::reply_writer::*;
use super::sig::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct QueryControl {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // ---- the request
    /// The CONTROL frame's first five payload words.
    pub request: [Signal<In, Bits<64>>; 5],
    /// Its command (`table`), payload length, query id, token (lane
    /// order, as the header carries it) and ingress port.
    pub command: Signal<In, Bits<8>>,
    pub payload_len: Signal<In, Bits<16>>,
    pub request_qid: Signal<In, Bits<16>>,
    pub request_token: Signal<In, Bits<64>>,
    pub request_port: Signal<In, Bits<PORT_BITS>>,
    /// The reply to make is an ACK (of a data frame or an END).
    pub ack: Signal<In, Bit>,
    /// Act on the request this cycle (Exec).
    pub exec: Signal<In, Bit>,
    /// The context the datapath serves: the single outputs below are its.
    pub cur: Signal<In, Bits<2>>,
    // ---- events
    /// A CONTROL_REPLY was pushed (RESET clears the counters after its reply).
    pub reply_pushed: Signal<In, Bit>,
    /// The switch's END of phase `end_phase` was queued (for context `cur`).
    pub end_queued: Signal<In, Bit>,
    pub end_phase: Signal<In, Bit>,
    // ---- the reply (valid with `exec`)
    pub status: Signal<Out, Bits<8>>,
    /// Payload words, and which record they are (`kind`, when `kind_set`;
    /// a reply without a record keeps the kind it had).
    pub words: Signal<Out, Bits<5>>,
    pub kind: Signal<Out, Bits<3>>,
    pub kind_set: Signal<Out, Bit>,
    pub frame: Signal<Out, Bits<2>>,
    /// A CONFIGURE was accepted: the query of context `cfg_ctx` starts
    /// (the engine makes it `cur`; clear, divide, reset the framers and
    /// the source table; zero its counter bank).
    pub configure: Signal<Out, Bit>,
    pub cfg_ctx: Signal<Out, Bits<2>>,
    /// Clear the counters now (the RESET's reply has been pushed): the
    /// switch-wide ones and every bank.
    pub clear_counters: Signal<Out, Bit>,
    /// The reply's counter words are context `bank_ctx`'s bank
    /// (READ_QUERY_COUNTERS), not the switch-wide counters; held from its
    /// Exec until its reply is pushed.
    pub read_bank: Signal<Out, Bit>,
    pub bank_ctx: Signal<Out, Bits<2>>,
    // ---- every context, for the frame check (§5.5 steps 5-6)
    pub ctx_held: [Signal<Out, Bit>; CONTEXTS],
    pub ctx_qid: [Signal<Out, Bits<16>>; CONTEXTS],
    /// In lane order (request word 0 as it came), as the header carries it.
    pub ctx_token: [Signal<Out, Bits<64>>; CONTEXTS],
    /// Some context holds a query.
    pub any_held: Signal<Out, Bit>,
    // ---- context `cur`'s query
    pub configured: Signal<Out, Bit>,
    pub query_id: Signal<Out, Bits<16>>,
    /// The query's token, in lane order (request word 0 as it came).
    pub token: Signal<Out, Bits<64>>,
    pub bucket_bits: Signal<Out, Bits<5>>,
    /// Each table's membership filter has arrays of `2^filter_bits` bits
    /// (0: none; PROTOCOL.md §6.3).
    pub filter_bits: Signal<Out, Bits<5>>,
    /// The tables placed on chip (`flags` bits 4..7 of the signature's
    /// tables; PROTOCOL.md §6.4; none with several contexts, §5.5).
    pub onchip: Signal<Out, Bits<4>>,
    pub sources: Signal<Out, Bits<16>>,
    pub max_payload: Signal<Out, Bits<16>>,
    pub sink: Signal<Out, Bits<48>>,
    pub sink_port: Signal<Out, Bits<PORT_BITS>>,
    /// RESULT, SPILL and OVERFLOW frames go back to their source (flags bit 0).
    pub route: Signal<Out, Bit>,
    /// RESULT tuples carry only the probe's payload of the probe tuple
    /// (flags bit 1).
    pub shape: Signal<Out, Bit>,
    /// The switch has queued its END of the build / probe phase.
    pub end_sent0: Signal<Out, Bit>,
    pub end_sent1: Signal<Out, Bit>,
    ctl: ControlDecode,
    sig_loaded: DFF<Bit>,
    in_force: [DFF<Bit>; CONTEXTS],
    c_qid: [DFF<Bits<16>>; CONTEXTS],
    c_tok: [DFF<Bits<64>>; CONTEXTS],
    c_bits: [DFF<Bits<5>>; CONTEXTS],
    c_fbits: [DFF<Bits<5>>; CONTEXTS],
    c_onchip: [DFF<Bits<4>>; CONTEXTS],
    c_nsrc: [DFF<Bits<16>>; CONTEXTS],
    c_mp: [DFF<Bits<16>>; CONTEXTS],
    c_sink: [DFF<Bits<48>>; CONTEXTS],
    c_route: [DFF<Bit>; CONTEXTS],
    c_shape: [DFF<Bit>; CONTEXTS],
    c_sport: [DFF<Bits<PORT_BITS>>; CONTEXTS],
    esent0: [DFF<Bit>; CONTEXTS],
    esent1: [DFF<Bit>; CONTEXTS],
    /// The on-chip bits a switch of T tables honours: `2^T − 1` (0 with
    /// several contexts: no table is on chip, §5.5).
    onchip_tables: Constant<Bits<4>>,
    /// The switch has several contexts (CONFIGURE reads `flags` bits 2..3).
    shared: Constant<Bit>,
    /// `CONTEXTS`: a context index at or above it is malformed.
    contexts_c: Constant<Bits<3>>,
    pend_reset: DFF<Bit>,
    rd_bank: DFF<Bit>,
    rd_ctx: DFF<Bits<2>>,
    cmd_ok: DFF<Bit>,
    s_bad: DFF<Bit>,
    s_sup: DFF<Bit>,
    q_bits: DFF<Bits<8>>,
    q_fbits: DFF<Bits<8>>,
    q_nsrc: DFF<Bits<8>>,
    q_mp: DFF<Bits<16>>,
    q_bad: DFF<Bit>,
    q_nomem: DFF<Bit>,
    /// The CONFIGURE's context (0 with one context).
    q_ctx: DFF<Bits<2>>,
    /// Per context: it holds the query the header names (its query id and
    /// token: the holder of READ_QUERY_COUNTERS and RELEASE, and the one
    /// that may configure a held context again), and it holds the query
    /// the CONFIGURE would start (the header's id, the record's token).
    m_hdr: [DFF<Bit>; CONTEXTS],
    m_rec: [DFF<Bit>; CONTEXTS],
    /// Some context holds the header's query, and which.
    h_found: Signal<Local, Bit>,
    h_ctx: Signal<Local, Bits<2>>,
    /// CONFIGURE's context is held by another query / another context
    /// holds its query (status 5).
    busy: Signal<Local, Bit>,
    ctx_num: [Constant<Bits<2>>; CONTEXTS],
    /// Replies of READ_COUNTERS: one word per counter.
    ncounters_c: Constant<Bits<5>>,
    CMD_RESET: Constant<Bits<32>>,
    CMD_LOAD_SIGNATURE: Constant<Bits<32>>,
    CMD_CONFIGURE: Constant<Bits<32>>,
    CMD_READ_QUERY_COUNTERS: Constant<Bits<32>>,
    CMD_RELEASE: Constant<Bits<32>>,
    ST_OK: Constant<Bits<32>>,
    ST_MALFORMED: Constant<Bits<32>>,
    ST_UNSUPPORTED: Constant<Bits<32>>,
    ST_NO_SIGNATURE: Constant<Bits<32>>,
    ST_NO_MEMORY: Constant<Bits<32>>,
    ST_BUSY: Constant<Bits<32>>,
    ST_NO_QUERY: Constant<Bits<32>>,
    W_COUNTERS: Constant<Bits<32>>,
    W_SIGNATURE: Constant<Bits<32>>,
    W_QUERY: Constant<Bits<32>>,
    W_ACK: Constant<Bits<32>>,
    F_REPLY: Constant<Bits<32>>,
    F_ACK: Constant<Bits<32>>,
    RECORD_WORDS: Constant<Bits<32>>,
    QW_SINK: Constant<Bits<32>>,
    QW_SINK_TAIL: Constant<Bits<32>>,
    Q_ROUTE_BIT: Constant<Bits<32>>,
    Q_SHAPE_BIT: Constant<Bits<32>>,
    Q_ONCHIP_BIT: Constant<Bits<32>>,
    Q_CONTEXT_BIT: Constant<Bits<32>>,
    SIG_WORDS: Constant<Bits<32>>,
    QUERY_WORDS: Constant<Bits<32>>,
}

fn regs<T: Default>() -> [T; CONTEXTS] {
    std::array::from_fn(|_| Default::default())
}

impl Default for QueryControl {
    fn default() -> Self {
        QueryControl {
            clock: Default::default(),
            reset: Default::default(),
            request: Default::default(),
            command: Default::default(),
            payload_len: Default::default(),
            request_qid: Default::default(),
            request_token: Default::default(),
            request_port: Default::default(),
            ack: Default::default(),
            exec: Default::default(),
            cur: Default::default(),
            reply_pushed: Default::default(),
            end_queued: Default::default(),
            end_phase: Default::default(),
            status: Default::default(),
            words: Default::default(),
            kind: Default::default(),
            kind_set: Default::default(),
            frame: Default::default(),
            configure: Default::default(),
            cfg_ctx: Default::default(),
            clear_counters: Default::default(),
            read_bank: Default::default(),
            bank_ctx: Default::default(),
            ctx_held: regs(),
            ctx_qid: regs(),
            ctx_token: regs(),
            any_held: Default::default(),
            configured: Default::default(),
            query_id: Default::default(),
            token: Default::default(),
            bucket_bits: Default::default(),
            filter_bits: Default::default(),
            onchip: Default::default(),
            sources: Default::default(),
            max_payload: Default::default(),
            sink: Default::default(),
            sink_port: Default::default(),
            route: Default::default(),
            shape: Default::default(),
            end_sent0: Default::default(),
            end_sent1: Default::default(),
            ctl: Default::default(),
            sig_loaded: Default::default(),
            in_force: regs(),
            c_qid: regs(),
            c_tok: regs(),
            c_bits: regs(),
            c_fbits: regs(),
            c_onchip: regs(),
            c_nsrc: regs(),
            c_mp: regs(),
            c_sink: regs(),
            c_route: regs(),
            c_shape: regs(),
            c_sport: regs(),
            esent0: regs(),
            esent1: regs(),
            onchip_tables: Constant::new(
                (if CONTEXTS > 1 {
                    0
                } else {
                    (1u64 << TABLES) - 1
                })
                .into(),
            ),
            shared: Constant::new(CONTEXTS > 1),
            contexts_c: Constant::new((CONTEXTS as u64).into()),
            pend_reset: Default::default(),
            rd_bank: Default::default(),
            rd_ctx: Default::default(),
            cmd_ok: Default::default(),
            s_bad: Default::default(),
            s_sup: Default::default(),
            q_bits: Default::default(),
            q_fbits: Default::default(),
            q_nsrc: Default::default(),
            q_mp: Default::default(),
            q_bad: Default::default(),
            q_nomem: Default::default(),
            q_ctx: Default::default(),
            m_hdr: regs(),
            m_rec: regs(),
            h_found: Default::default(),
            h_ctx: Default::default(),
            busy: Default::default(),
            ctx_num: std::array::from_fn(|c| Constant::new((c as u64).into())),
            ncounters_c: Constant::new((NCOUNTERS as u64).into()),
            CMD_RESET: lp(CMD_RESET),
            CMD_LOAD_SIGNATURE: lp(CMD_LOAD_SIGNATURE),
            CMD_CONFIGURE: lp(CMD_CONFIGURE),
            CMD_READ_QUERY_COUNTERS: lp(CMD_READ_QUERY_COUNTERS),
            CMD_RELEASE: lp(CMD_RELEASE),
            ST_OK: lp(ST_OK),
            ST_MALFORMED: lp(ST_MALFORMED),
            ST_UNSUPPORTED: lp(ST_UNSUPPORTED),
            ST_NO_SIGNATURE: lp(ST_NO_SIGNATURE),
            ST_NO_MEMORY: lp(ST_NO_MEMORY),
            ST_BUSY: lp(ST_BUSY),
            ST_NO_QUERY: lp(ST_NO_QUERY),
            W_COUNTERS: lp(W_COUNTERS),
            W_SIGNATURE: lp(W_SIGNATURE),
            W_QUERY: lp(W_QUERY),
            W_ACK: lp(W_ACK),
            F_REPLY: lp(F_REPLY),
            F_ACK: lp(F_ACK),
            RECORD_WORDS: lp(RECORD_WORDS),
            QW_SINK: lp(QW_SINK as u64),
            QW_SINK_TAIL: lp(QW_SINK_TAIL as u64),
            Q_ROUTE_BIT: lp(Q_ROUTE_BIT as u64),
            Q_SHAPE_BIT: lp(Q_SHAPE_BIT as u64),
            Q_ONCHIP_BIT: lp(Q_ONCHIP_BIT as u64),
            Q_CONTEXT_BIT: lp(Q_CONTEXT_BIT as u64),
            SIG_WORDS: lp(SIG_WORDS),
            QUERY_WORDS: lp(QUERY_WORDS),
        }
    }
}

impl Logic for QueryControl {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, sig_loaded, pend_reset, rd_bank, rd_ctx, cmd_ok, s_bad, s_sup, q_bits,
            q_fbits, q_nsrc, q_mp, q_bad, q_nomem, q_ctx
        );
        // (rust-hdl's dff_setup! takes no array element)
        for c in 0..CONTEXTS {
            self.in_force[c].clock.next = self.clock.val();
            self.c_qid[c].clock.next = self.clock.val();
            self.c_tok[c].clock.next = self.clock.val();
            self.c_bits[c].clock.next = self.clock.val();
            self.c_fbits[c].clock.next = self.clock.val();
            self.c_onchip[c].clock.next = self.clock.val();
            self.c_nsrc[c].clock.next = self.clock.val();
            self.c_mp[c].clock.next = self.clock.val();
            self.c_sink[c].clock.next = self.clock.val();
            self.c_route[c].clock.next = self.clock.val();
            self.c_shape[c].clock.next = self.clock.val();
            self.c_sport[c].clock.next = self.clock.val();
            self.esent0[c].clock.next = self.clock.val();
            self.esent1[c].clock.next = self.clock.val();
            self.m_hdr[c].clock.next = self.clock.val();
            self.m_rec[c].clock.next = self.clock.val();
            self.in_force[c].d.next = self.in_force[c].q.val();
            self.c_qid[c].d.next = self.c_qid[c].q.val();
            self.c_tok[c].d.next = self.c_tok[c].q.val();
            self.c_bits[c].d.next = self.c_bits[c].q.val();
            self.c_fbits[c].d.next = self.c_fbits[c].q.val();
            self.c_onchip[c].d.next = self.c_onchip[c].q.val();
            self.c_nsrc[c].d.next = self.c_nsrc[c].q.val();
            self.c_mp[c].d.next = self.c_mp[c].q.val();
            self.c_sink[c].d.next = self.c_sink[c].q.val();
            self.c_route[c].d.next = self.c_route[c].q.val();
            self.c_shape[c].d.next = self.c_shape[c].q.val();
            self.c_sport[c].d.next = self.c_sport[c].q.val();
            self.esent0[c].d.next = self.esent0[c].q.val();
            self.esent1[c].d.next = self.esent1[c].q.val();
            self.m_hdr[c].d.next = self.m_hdr[c].q.val();
            self.m_rec[c].d.next = self.m_rec[c].q.val();
        }
        for i in 0..5 {
            self.ctl.words[i].next = self.request[i].val();
        }
        self.ctl.command.next = self.command.val();
        self.ctl.payload_len.next = self.payload_len.val();
        self.cmd_ok.d.next = self.ctl.command_ok.val();
        self.s_bad.d.next = self.ctl.sig_malformed.val();
        self.s_sup.d.next = self.ctl.sig_supported.val();
        self.q_bits.d.next = self.ctl.bucket_bits.val();
        self.q_fbits.d.next = self.ctl.filter_bits.val();
        self.q_nsrc.d.next = self.ctl.sources.val();
        self.q_mp.d.next = self.ctl.max_payload.val();
        self.q_bad.d.next = self.ctl.query_malformed.val();
        self.q_nomem.d.next = self.ctl.query_no_memory.val();
        self.q_ctx.d.next = 0.into();
        if self.shared.val() {
            self.q_ctx.d.next = self.request[2].val().get_bits::<2>(Q_CONTEXT_BIT);
        }
        // ---- every context: the check's view, and which holds the
        // header's / the record's query
        self.any_held.next = false;
        self.h_found.next = false;
        self.h_ctx.next = 0.into();
        self.busy.next = false;
        for c in 0..CONTEXTS {
            self.ctx_held[c].next = self.in_force[c].q.val();
            self.ctx_qid[c].next = self.c_qid[c].q.val();
            self.ctx_token[c].next = self.c_tok[c].q.val();
            self.any_held.next = self.any_held.val() | self.in_force[c].q.val();
            self.m_hdr[c].d.next = self.in_force[c].q.val()
                & (self.c_qid[c].q.val() == self.request_qid.val())
                & (self.c_tok[c].q.val() == self.request_token.val());
            self.m_rec[c].d.next = self.in_force[c].q.val()
                & (self.c_qid[c].q.val() == self.request_qid.val())
                & (self.c_tok[c].q.val() == self.request[0].val());
            // (two contexts never hold one query: at most one matches)
            if self.m_hdr[c].q.val() {
                self.h_found.next = true;
                self.h_ctx.next = self.ctx_num[c].val();
            }
            if self.q_ctx.q.val().index() == c {
                // held, and the header does not name its query
                if self.in_force[c].q.val() & !self.m_hdr[c].q.val() {
                    self.busy.next = true;
                }
            } else if self.m_rec[c].q.val() {
                // another context holds the request's own query
                self.busy.next = true;
            }
        }
        // ---- context `cur`'s query, for the datapath
        self.configured.next = self.in_force[0].q.val();
        self.query_id.next = self.c_qid[0].q.val();
        self.token.next = self.c_tok[0].q.val();
        self.bucket_bits.next = self.c_bits[0].q.val();
        self.filter_bits.next = self.c_fbits[0].q.val();
        self.onchip.next = self.c_onchip[0].q.val();
        self.sources.next = self.c_nsrc[0].q.val();
        self.max_payload.next = self.c_mp[0].q.val();
        self.sink.next = self.c_sink[0].q.val();
        self.sink_port.next = self.c_sport[0].q.val();
        self.route.next = self.c_route[0].q.val();
        self.shape.next = self.c_shape[0].q.val();
        self.end_sent0.next = self.esent0[0].q.val();
        self.end_sent1.next = self.esent1[0].q.val();
        for c in 1..CONTEXTS {
            if self.cur.val().index() == c {
                self.configured.next = self.in_force[c].q.val();
                self.query_id.next = self.c_qid[c].q.val();
                self.token.next = self.c_tok[c].q.val();
                self.bucket_bits.next = self.c_bits[c].q.val();
                self.filter_bits.next = self.c_fbits[c].q.val();
                self.onchip.next = self.c_onchip[c].q.val();
                self.sources.next = self.c_nsrc[c].q.val();
                self.max_payload.next = self.c_mp[c].q.val();
                self.sink.next = self.c_sink[c].q.val();
                self.sink_port.next = self.c_sport[c].q.val();
                self.route.next = self.c_route[c].q.val();
                self.shape.next = self.c_shape[c].q.val();
                self.end_sent0.next = self.esent0[c].q.val();
                self.end_sent1.next = self.esent1[c].q.val();
            }
        }
        // ---- the reply, and what the request changes (only in Exec)
        self.status.next = ST_OK.into();
        self.words.next = 0.into();
        self.kind.next = W_COUNTERS.into();
        self.kind_set.next = false;
        self.frame.next = F_REPLY.into();
        self.configure.next = false;
        self.cfg_ctx.next = self.q_ctx.q.val();
        if self.ack.val() {
            self.kind.next = W_ACK.into();
            self.kind_set.next = true;
            self.words.next = RECORD_WORDS.into();
            self.frame.next = F_ACK.into();
        } else if !self.cmd_ok.q.val() {
            self.status.next = ST_MALFORMED.into();
        } else if self.command.val() == CMD_RESET {
            if self.exec.val() {
                for c in 0..CONTEXTS {
                    self.in_force[c].d.next = false;
                }
                self.pend_reset.d.next = true;
            }
        } else if self.command.val() == CMD_LOAD_SIGNATURE {
            self.kind.next = W_SIGNATURE.into();
            self.kind_set.next = true;
            if self.s_bad.q.val() {
                self.status.next = ST_MALFORMED.into();
            } else if !self.s_sup.q.val() {
                self.status.next = ST_UNSUPPORTED.into();
                if self.sig_loaded.q.val() {
                    self.words.next = SIG_WORDS.into();
                }
            } else {
                // With several contexts the signature is shared: loading
                // the one loaded (the bitstream's only) ends no query.
                self.words.next = SIG_WORDS.into();
                if self.exec.val() {
                    self.sig_loaded.d.next = true;
                    if !self.shared.val() {
                        self.in_force[0].d.next = false;
                    }
                }
            }
        } else if self.command.val() == CMD_CONFIGURE {
            self.kind.next = W_QUERY.into();
            self.kind_set.next = true;
            if !self.sig_loaded.q.val() {
                self.status.next = ST_NO_SIGNATURE.into();
            } else if self.q_bad.q.val()
                | (bit_cast::<3, 2>(self.q_ctx.q.val()) >= self.contexts_c.val())
            {
                self.status.next = ST_MALFORMED.into();
            } else if self.busy.val() {
                self.status.next = ST_BUSY.into();
            } else if self.q_nomem.q.val() {
                self.status.next = ST_NO_MEMORY.into();
            } else {
                self.words.next = QUERY_WORDS.into();
                self.configure.next = self.exec.val();
            }
        } else if (self.command.val() == CMD_READ_QUERY_COUNTERS)
            | (self.command.val() == CMD_RELEASE)
        {
            if !self.h_found.val() {
                self.status.next = ST_NO_QUERY.into();
            } else if self.command.val() == CMD_RELEASE {
                if self.exec.val() {
                    for c in 0..CONTEXTS {
                        if self.h_ctx.val().index() == c {
                            self.in_force[c].d.next = false;
                        }
                    }
                }
            } else {
                self.kind.next = W_COUNTERS.into();
                self.kind_set.next = true;
                self.words.next = self.ncounters_c.val();
                if self.exec.val() {
                    self.rd_bank.d.next = true;
                    self.rd_ctx.d.next = self.h_ctx.val();
                }
            }
        } else {
            // READ_COUNTERS: a snapshot after counting the request
            self.kind.next = W_COUNTERS.into();
            self.kind_set.next = true;
            self.words.next = self.ncounters_c.val();
        }
        // ---- a CONFIGURE accepted: its context's query starts
        for c in 0..CONTEXTS {
            if self.configure.val() & (self.q_ctx.q.val().index() == c) {
                self.in_force[c].d.next = true;
                self.c_qid[c].d.next = self.request_qid.val();
                self.c_tok[c].d.next = self.request[0].val();
                self.c_bits[c].d.next = bit_cast::<5, 8>(self.q_bits.q.val());
                self.c_fbits[c].d.next = bit_cast::<5, 8>(self.q_fbits.q.val());
                self.c_nsrc[c].d.next = bit_cast::<16, 8>(self.q_nsrc.q.val());
                self.c_mp[c].d.next = self.q_mp.q.val();
                self.c_sink[c].d.next =
                    bit_cast::<48, 32>(self.request[1].val().get_bits::<32>(QW_SINK))
                        | (bit_cast::<48, 16>(self.request[2].val().get_bits::<16>(QW_SINK_TAIL))
                            << 32);
                self.c_route[c].d.next = self.request[2].val().get_bit(Q_ROUTE_BIT);
                self.c_shape[c].d.next = self.request[2].val().get_bit(Q_SHAPE_BIT);
                self.c_onchip[c].d.next =
                    self.request[2].val().get_bits::<4>(Q_ONCHIP_BIT) & self.onchip_tables.val();
                self.c_sport[c].d.next = self.request_port.val();
                self.esent0[c].d.next = false;
                self.esent1[c].d.next = false;
            }
        }
        self.read_bank.next = self.rd_bank.q.val();
        self.bank_ctx.next = self.rd_ctx.q.val();
        if self.reply_pushed.val() {
            self.rd_bank.d.next = false;
        }
        self.clear_counters.next = self.reply_pushed.val() & self.pend_reset.q.val();
        if self.clear_counters.val() {
            self.pend_reset.d.next = false;
        }
        for c in 0..CONTEXTS {
            if self.end_queued.val() & (self.cur.val().index() == c) {
                if self.end_phase.val() {
                    self.esent1[c].d.next = true;
                } else {
                    self.esent0[c].d.next = true;
                }
            }
        }
        if self.reset.val() {
            self.sig_loaded.d.next = false;
            self.pend_reset.d.next = false;
            self.rd_bank.d.next = false;
            for c in 0..CONTEXTS {
                self.in_force[c].d.next = false;
                self.c_sport[c].d.next = 0.into();
                self.c_route[c].d.next = false;
                self.c_shape[c].d.next = false;
                self.c_onchip[c].d.next = 0.into();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::Bench;
    use netjoin_proto::{
        ConfigureQuery, Mac, ResultRouting, ResultShape, Signature, SignatureRecord,
    };

    fn bench(u: &mut QueryControl) -> Bench<'_, QueryControl> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b
    }

    /// Loads a request's payload (lane order) and command, lets the decode
    /// register, and returns the reply `exec` sees.
    fn ask(
        b: &mut Bench<'_, QueryControl>,
        command: u64,
        payload: &[u8],
    ) -> (u64, u64, Option<u64>, u64, bool) {
        ask_as(b, command, payload, 0x77, 0)
    }

    /// As `ask`, the request's header naming the query `qid` with `token`.
    fn ask_as(
        b: &mut Bench<'_, QueryControl>,
        command: u64,
        payload: &[u8],
        qid: u16,
        token: u64,
    ) -> (u64, u64, Option<u64>, u64, bool) {
        let mut w = [0u64; 5];
        for (i, byte) in payload.iter().take(40).enumerate() {
            w[i / 8] |= (*byte as u64) << (8 * (i % 8));
        }
        let u = b.uut();
        for (i, w) in w.iter().enumerate() {
            u.request[i].next = (*w).into();
        }
        u.command.next = command.into();
        u.payload_len.next = (payload.len() as u64).into();
        u.request_qid.next = (qid as u64).into();
        // the header's token as it sits in lane order (bytes 32..40, big-endian)
        u.request_token.next = token.swap_bytes().into();
        u.request_port.next = 3.into();
        u.exec.next = false;
        b.tick();
        b.uut().exec.next = true;
        b.settle();
        let u = b.uut();
        let r = (
            u.status.val().to_u64(),
            u.words.val().to_u64(),
            u.kind_set.val().then(|| u.kind.val().to_u64()),
            u.frame.val().to_u64(),
            u.configure.val(),
        );
        b.tick();
        b.uut().exec.next = false;
        b.settle();
        r
    }

    fn signature() -> Vec<u8> {
        let s = Signature::new(KEY_BYTES as u8, VALUE_BYTES as u16, TABLES as u8).unwrap();
        SignatureRecord::new(s).encode().to_vec()
    }

    const TOKEN: u64 = 0x1122_3344_ABCD_0123;

    fn query(bucket_bits: u8) -> Vec<u8> {
        query_in(bucket_bits, TOKEN, 0)
    }

    /// A query record for context `context` with `token`.
    fn query_in(bucket_bits: u8, token: u64, context: u8) -> Vec<u8> {
        ConfigureQuery {
            token,
            bucket_bits,
            num_sources: 4,
            max_payload: 1024,
            sink: Mac([2, 7, 0, 0, 8, 9]),
            routing: ResultRouting::Source,
            shape: ResultShape::Probe,
            filter_bits: 0,
            onchip: 0,
            context,
        }
        .encode()
        .to_vec()
    }

    #[test]
    fn idle_the_query_in_force_stays_none() {
        let mut u = QueryControl::default();
        let mut b = bench(&mut u);
        for _ in 0..5 {
            b.tick();
            b.settle();
            assert!(
                !b.uut().configured.val()
                    && !b.uut().configure.val()
                    && !b.uut().clear_counters.val()
            );
        }
    }

    #[test]
    fn configure_needs_a_signature_and_then_sets_the_query() {
        let mut u = QueryControl::default();
        let mut b = bench(&mut u);
        assert_eq!(
            ask(&mut b, CMD_CONFIGURE, &query(10)),
            (ST_NO_SIGNATURE, 0, Some(W_QUERY), F_REPLY, false)
        );
        assert!(!b.uut().configured.val());
        assert_eq!(
            ask(&mut b, CMD_LOAD_SIGNATURE, &signature()),
            (ST_OK, SIG_WORDS, Some(W_SIGNATURE), F_REPLY, false)
        );
        assert_eq!(
            ask(&mut b, CMD_CONFIGURE, &query(10)),
            (ST_OK, QUERY_WORDS, Some(W_QUERY), F_REPLY, true)
        );
        let u = b.uut();
        assert!(u.configured.val() && u.route.val());
        // (kept in lane order, as the header check compares it)
        assert_eq!(u.token.val().to_u64(), 0x2301_CDAB_4433_2211);
        assert_eq!(u.bucket_bits.val().to_u64(), 10);
        assert_eq!(u.sources.val().to_u64(), 4);
        assert_eq!(u.query_id.val().to_u64(), 0x77);
        assert_eq!(u.sink_port.val().to_u64(), 3);
        assert_eq!(u.sink.val().to_u64(), 0x0908_0000_0702);
        assert!(!u.shape.val());
        assert_eq!(
            (u.onchip.val().to_u64(), u.filter_bits.val().to_u64()),
            (0, 0)
        );
        // flags (byte 18) and filter_bits (byte 19) in word 2: the shape bit
        // and table 0 on chip, results to the sink; reserved bytes ignored
        let mut rec = query(10);
        rec[ConfigureQuery::FLAGS_AT] = ResultShape::FLAG | (1 << ConfigureQuery::ONCHIP_SHIFT);
        rec[ConfigureQuery::FILTER_AT] = 5;
        rec[20..24].copy_from_slice(&[0xFF; 4]);
        // (its holder configures it again: the header names the query)
        assert_eq!(
            ask_as(&mut b, CMD_CONFIGURE, &rec, 0x77, TOKEN),
            (ST_OK, QUERY_WORDS, Some(W_QUERY), F_REPLY, true)
        );
        let u = b.uut();
        assert!(!u.route.val() && u.shape.val());
        // (no table on chip with several contexts, PROTOCOL.md §5.5)
        assert_eq!(
            (u.onchip.val().to_u64(), u.filter_bits.val().to_u64()),
            (if CONTEXTS > 1 { 0 } else { 1 }, 5)
        );
        assert_eq!(u.sink.val().to_u64(), 0x0908_0000_0702);
    }

    #[test]
    fn bad_requests_change_nothing() {
        let mut u = QueryControl::default();
        let mut b = bench(&mut u);
        ask(&mut b, CMD_LOAD_SIGNATURE, &signature());
        ask(&mut b, CMD_CONFIGURE, &query(10));
        // a query record one byte short, and bucket bits out of range
        let short = query(11);
        assert_eq!(
            ask(&mut b, CMD_CONFIGURE, &short[..short.len() - 1]).0,
            ST_MALFORMED
        );
        assert_eq!(ask(&mut b, CMD_CONFIGURE, &query(60)).0, ST_MALFORMED);
        // an unknown command
        assert_eq!(
            ask(&mut b, 0x42, &[]),
            (ST_MALFORMED, 0, None, F_REPLY, false)
        );
        assert!(b.uut().configured.val());
        assert_eq!(b.uut().bucket_bits.val().to_u64(), 10);
    }

    #[test]
    fn reset_clears_the_counters_after_its_reply_and_ends_the_query() {
        let mut u = QueryControl::default();
        let mut b = bench(&mut u);
        ask(&mut b, CMD_LOAD_SIGNATURE, &signature());
        ask(&mut b, CMD_CONFIGURE, &query(10));
        assert_eq!(
            ask(&mut b, CMD_RESET, &[]),
            (ST_OK, 0, None, F_REPLY, false)
        );
        assert!(!b.uut().configured.val());
        assert!(!b.uut().clear_counters.val(), "not before the reply");
        b.uut().reply_pushed.next = true;
        b.settle();
        assert!(b.uut().clear_counters.val());
        b.tick();
        b.settle();
        assert!(!b.uut().clear_counters.val(), "once");
    }

    /// Context `c`'s view for the frame check: held, query id, token.
    fn held(b: &mut Bench<'_, QueryControl>, c: usize) -> (bool, u64, u64) {
        let u = b.uut();
        (
            u.ctx_held[c].val(),
            u.ctx_qid[c].val().to_u64(),
            u.ctx_token[c].val().to_u64().swap_bytes(),
        )
    }

    #[test]
    fn contexts_are_taken_by_their_first_configure_and_kept_by_their_holder() {
        if CONTEXTS < 2 {
            return;
        }
        let mut u = QueryControl::default();
        let mut b = bench(&mut u);
        ask(&mut b, CMD_LOAD_SIGNATURE, &signature());
        let (ta, tb) = (0xA1A2_A3A4_A5A6_A7A8u64, 0xB1B2_B3B4_B5B6_B7B8u64);
        // context 0 taken by query A (id 0x10), context 1 by B (id 0x20)
        let a = ask_as(&mut b, CMD_CONFIGURE, &query_in(10, ta, 0), 0x10, 0);
        assert_eq!(a, (ST_OK, QUERY_WORDS, Some(W_QUERY), F_REPLY, true));
        assert_eq!(b.uut().cfg_ctx.val().to_u64(), 0);
        assert_eq!(
            ask_as(&mut b, CMD_CONFIGURE, &query_in(11, tb, 1), 0x20, 0).0,
            ST_OK
        );
        assert_eq!(held(&mut b, 0), (true, 0x10, ta));
        assert_eq!(held(&mut b, 1), (true, 0x20, tb));
        assert!(b.uut().any_held.val());
        // the datapath sees context `cur`'s query
        b.uut().cur.next = 1.into();
        b.settle();
        assert_eq!(
            (
                b.uut().query_id.val().to_u64(),
                b.uut().bucket_bits.val().to_u64()
            ),
            (0x20, 11)
        );
        b.uut().cur.next = 0.into();
        b.settle();
        assert_eq!(b.uut().bucket_bits.val().to_u64(), 10);
        // a context index at or above CONTEXTS: malformed, before busy
        assert_eq!(
            ask_as(
                &mut b,
                CMD_CONFIGURE,
                &query_in(10, 5, CONTEXTS as u8),
                0x30,
                0
            ),
            (ST_MALFORMED, 0, Some(W_QUERY), F_REPLY, false)
        );
        // context 1 held by B: busy for anyone the header does not name as B
        assert_eq!(
            ask_as(&mut b, CMD_CONFIGURE, &query_in(10, 5, 1), 0x30, 0),
            (ST_BUSY, 0, Some(W_QUERY), F_REPLY, false)
        );
        assert_eq!(
            ask_as(&mut b, CMD_CONFIGURE, &query_in(10, 5, 1), 0x20, ta).0,
            ST_BUSY,
            "B's id with another token"
        );
        // a range error comes before busy, busy before the memory check
        assert_eq!(
            ask_as(&mut b, CMD_CONFIGURE, &query_in(60, 5, 1), 0x30, 0).0,
            ST_MALFORMED
        );
        assert_eq!(
            ask_as(&mut b, CMD_CONFIGURE, &query_in(27, 5, 1), 0x30, 0).0,
            ST_BUSY
        );
        // B's holder configures context 1 again (a new epoch, a new token)
        let tb2 = 0xC0C0_C0C0_C0C0_C0C0;
        assert_eq!(
            ask_as(&mut b, CMD_CONFIGURE, &query_in(12, tb2, 1), 0x20, tb),
            (ST_OK, QUERY_WORDS, Some(W_QUERY), F_REPLY, true)
        );
        assert_eq!(b.uut().cfg_ctx.val().to_u64(), 1);
        assert_eq!(held(&mut b, 1), (true, 0x20, tb2));
        assert_eq!(held(&mut b, 0), (true, 0x10, ta), "A untouched");
        // its share of the memory: the tables must fit M/N lines
        let fit = (TABLE_LINES_MAX / TABLES as u64).ilog2() as u8;
        assert_eq!(
            ask_as(&mut b, CMD_CONFIGURE, &query_in(fit + 1, 7, 1), 0x20, tb2).0,
            ST_NO_MEMORY
        );
        assert_eq!(
            held(&mut b, 1),
            (true, 0x20, tb2),
            "a refusal changes nothing"
        );
        // freed, context 1 may not take A's query (two contexts never
        // hold one), but another token of A's id is another query
        assert_eq!(ask_as(&mut b, CMD_RELEASE, &[], 0x20, tb2).0, ST_OK);
        assert_eq!(
            ask_as(&mut b, CMD_CONFIGURE, &query_in(10, ta, 1), 0x10, 0).0,
            ST_BUSY
        );
        assert!(!held(&mut b, 1).0);
        assert_eq!(
            ask_as(&mut b, CMD_CONFIGURE, &query_in(fit, ta ^ 1, 1), 0x10, 0).0,
            ST_OK
        );
        assert_eq!(held(&mut b, 1), (true, 0x10, ta ^ 1));
        assert_eq!(held(&mut b, 0), (true, 0x10, ta));
    }

    #[test]
    fn read_query_counters_and_release_name_their_query_in_the_header() {
        let mut u = QueryControl::default();
        let mut b = bench(&mut u);
        ask(&mut b, CMD_LOAD_SIGNATURE, &signature());
        if CONTEXTS < 2 {
            // unknown commands with one context
            assert_eq!(ask(&mut b, CMD_READ_QUERY_COUNTERS, &[]).0, ST_MALFORMED);
            assert_eq!(ask(&mut b, CMD_RELEASE, &[]).0, ST_MALFORMED);
            return;
        }
        let tb = 0xB1B2_B3B4_B5B6_B7B8u64;
        ask_as(&mut b, CMD_CONFIGURE, &query_in(10, tb, 1), 0x20, 0);
        // nobody holds query 0x20 with token 0: no such query
        assert_eq!(
            ask_as(&mut b, CMD_READ_QUERY_COUNTERS, &[], 0x20, 0),
            (ST_NO_QUERY, 0, None, F_REPLY, false)
        );
        assert!(!b.uut().read_bank.val());
        assert_eq!(
            ask_as(&mut b, CMD_READ_QUERY_COUNTERS, &[], 0x20, tb),
            (ST_OK, NCOUNTERS as u64, Some(W_COUNTERS), F_REPLY, false)
        );
        assert!(b.uut().read_bank.val());
        assert_eq!(b.uut().bank_ctx.val().to_u64(), 1);
        // until its reply is pushed
        b.uut().reply_pushed.next = true;
        b.tick();
        b.uut().reply_pushed.next = false;
        b.settle();
        assert!(!b.uut().read_bank.val());
        // READ_COUNTERS reads the switch-wide counters
        assert_eq!(
            ask_as(&mut b, CMD_READ_COUNTERS, &[], 0x20, tb),
            (ST_OK, NCOUNTERS as u64, Some(W_COUNTERS), F_REPLY, false)
        );
        assert!(!b.uut().read_bank.val());
        // RELEASE: status 6 for a query nobody holds, changes nothing
        assert_eq!(ask_as(&mut b, CMD_RELEASE, &[], 0x21, tb).0, ST_NO_QUERY);
        assert!(held(&mut b, 1).0);
        assert_eq!(
            ask_as(&mut b, CMD_RELEASE, &[], 0x20, tb),
            (ST_OK, 0, None, F_REPLY, false)
        );
        assert!(!held(&mut b, 1).0 && !b.uut().any_held.val());
        // the context is free again for anyone
        assert_eq!(
            ask_as(&mut b, CMD_CONFIGURE, &query_in(10, 9, 1), 0x99, 0).0,
            ST_OK
        );
    }

    #[test]
    fn load_signature_and_reset_with_several_contexts() {
        let mut u = QueryControl::default();
        let mut b = bench(&mut u);
        ask(&mut b, CMD_LOAD_SIGNATURE, &signature());
        ask_as(&mut b, CMD_CONFIGURE, &query_in(10, 1, 0), 0x10, 0);
        if CONTEXTS > 1 {
            ask_as(&mut b, CMD_CONFIGURE, &query_in(10, 2, 1), 0x20, 0);
        }
        // the signature loaded, loaded again: with several contexts no
        // query ends (§5.5); with one, the query in force ends (§5.1)
        assert_eq!(ask(&mut b, CMD_LOAD_SIGNATURE, &signature()).0, ST_OK);
        assert_eq!(held(&mut b, 0).0, CONTEXTS > 1);
        if CONTEXTS > 1 {
            assert!(held(&mut b, 1).0);
        }
        // RESET ends every context's query
        assert_eq!(ask(&mut b, CMD_RESET, &[]).0, ST_OK);
        for c in 0..CONTEXTS {
            assert!(!held(&mut b, c).0, "context {c}");
        }
        assert!(!b.uut().any_held.val());
    }

    #[test]
    fn the_end_sent_flags_are_the_served_contexts() {
        if CONTEXTS < 2 {
            return;
        }
        let mut u = QueryControl::default();
        let mut b = bench(&mut u);
        ask(&mut b, CMD_LOAD_SIGNATURE, &signature());
        ask_as(&mut b, CMD_CONFIGURE, &query_in(10, 1, 0), 0x10, 0);
        ask_as(&mut b, CMD_CONFIGURE, &query_in(10, 2, 1), 0x20, 0);
        b.uut().cur.next = 1.into();
        b.uut().end_queued.next = true;
        b.uut().end_phase.next = false;
        b.tick();
        b.uut().end_queued.next = false;
        b.settle();
        assert!(b.uut().end_sent0.val() && !b.uut().end_sent1.val());
        b.uut().cur.next = 0.into();
        b.settle();
        assert!(!b.uut().end_sent0.val(), "context 0's flag untouched");
    }
}
