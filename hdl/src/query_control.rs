//! The control plane's decisions (PROTOCOL.md §5): the query in force and
//! the signature loaded, and what a CONTROL request (RESET, LOAD_SIGNATURE,
//! CONFIGURE, READ_COUNTERS) or an ACK turns into: the reply's status, kind
//! and length, and whether a new query starts. The engine asks in its Exec
//! state (`exec`), after the request's first payload words are loaded.
//!
//! The decode is registered (`cmd_ok`, `s_bad`, `s_sup`, `q_*`, sampled every
//! cycle), so Exec acts on the decode of the cycle before (docs/HDL.md §4,
//! CONTROL decode registered): the payload words do not change in Load's
//! last cycle, the one Exec follows.

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
    /// Its command (`table`), payload length, query id, and ingress port.
    pub command: Signal<In, Bits<8>>,
    pub payload_len: Signal<In, Bits<16>>,
    pub request_qid: Signal<In, Bits<16>>,
    pub request_port: Signal<In, Bits<PORT_BITS>>,
    /// The reply to make is an ACK (of a data frame or an END).
    pub ack: Signal<In, Bit>,
    /// Act on the request this cycle (Exec).
    pub exec: Signal<In, Bit>,
    // ---- events
    /// A CONTROL_REPLY was pushed (RESET clears the counters after its reply).
    pub reply_pushed: Signal<In, Bit>,
    /// The switch's END of phase `end_phase` was queued.
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
    /// A CONFIGURE was accepted: the query starts (clear, divide, reset the
    /// framers and the source table).
    pub configure: Signal<Out, Bit>,
    /// Clear the counters now (the RESET's reply has been pushed).
    pub clear_counters: Signal<Out, Bit>,
    // ---- the query in force
    pub configured: Signal<Out, Bit>,
    pub query_id: Signal<Out, Bits<16>>,
    /// The query's token, in lane order (request word 0 as it came).
    pub token: Signal<Out, Bits<64>>,
    pub bucket_bits: Signal<Out, Bits<5>>,
    /// Each table's membership filter has arrays of `2^filter_bits` bits
    /// (0: none; PROTOCOL.md §6.3).
    pub filter_bits: Signal<Out, Bits<5>>,
    /// The tables placed on chip (`flags` bits 4..7 of the signature's
    /// tables; PROTOCOL.md §6.4).
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
    in_force: DFF<Bit>,
    c_qid: DFF<Bits<16>>,
    c_tok: DFF<Bits<64>>,
    c_bits: DFF<Bits<5>>,
    c_fbits: DFF<Bits<5>>,
    c_onchip: DFF<Bits<4>>,
    /// The on-chip bits a switch of T tables honours: `2^T − 1`.
    onchip_tables: Constant<Bits<4>>,
    c_nsrc: DFF<Bits<16>>,
    c_mp: DFF<Bits<16>>,
    c_sink: DFF<Bits<48>>,
    c_route: DFF<Bit>,
    c_shape: DFF<Bit>,
    c_sport: DFF<Bits<PORT_BITS>>,
    esent0: DFF<Bit>,
    esent1: DFF<Bit>,
    pend_reset: DFF<Bit>,
    cmd_ok: DFF<Bit>,
    s_bad: DFF<Bit>,
    s_sup: DFF<Bit>,
    q_bits: DFF<Bits<8>>,
    q_fbits: DFF<Bits<8>>,
    q_nsrc: DFF<Bits<8>>,
    q_mp: DFF<Bits<16>>,
    q_bad: DFF<Bit>,
    q_nomem: DFF<Bit>,
    /// Replies of READ_COUNTERS: one word per counter.
    ncounters_c: Constant<Bits<5>>,
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
    F_REPLY: Constant<Bits<32>>,
    F_ACK: Constant<Bits<32>>,
    RECORD_WORDS: Constant<Bits<32>>,
    QW_SINK: Constant<Bits<32>>,
    QW_SINK_TAIL: Constant<Bits<32>>,
    Q_ROUTE_BIT: Constant<Bits<32>>,
    Q_SHAPE_BIT: Constant<Bits<32>>,
    Q_ONCHIP_BIT: Constant<Bits<32>>,
    SIG_WORDS: Constant<Bits<32>>,
    QUERY_WORDS: Constant<Bits<32>>,
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
            request_port: Default::default(),
            ack: Default::default(),
            exec: Default::default(),
            reply_pushed: Default::default(),
            end_queued: Default::default(),
            end_phase: Default::default(),
            status: Default::default(),
            words: Default::default(),
            kind: Default::default(),
            kind_set: Default::default(),
            frame: Default::default(),
            configure: Default::default(),
            clear_counters: Default::default(),
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
            in_force: Default::default(),
            c_qid: Default::default(),
            c_tok: Default::default(),
            c_bits: Default::default(),
            c_fbits: Default::default(),
            c_onchip: Default::default(),
            onchip_tables: Constant::new(((1u64 << TABLES) - 1).into()),
            c_nsrc: Default::default(),
            c_mp: Default::default(),
            c_sink: Default::default(),
            c_route: Default::default(),
            c_shape: Default::default(),
            c_sport: Default::default(),
            esent0: Default::default(),
            esent1: Default::default(),
            pend_reset: Default::default(),
            cmd_ok: Default::default(),
            s_bad: Default::default(),
            s_sup: Default::default(),
            q_bits: Default::default(),
            q_fbits: Default::default(),
            q_nsrc: Default::default(),
            q_mp: Default::default(),
            q_bad: Default::default(),
            q_nomem: Default::default(),
            ncounters_c: Constant::new((NCOUNTERS as u64).into()),
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
            F_REPLY: lp(F_REPLY),
            F_ACK: lp(F_ACK),
            RECORD_WORDS: lp(RECORD_WORDS),
            QW_SINK: lp(QW_SINK as u64),
            QW_SINK_TAIL: lp(QW_SINK_TAIL as u64),
            Q_ROUTE_BIT: lp(Q_ROUTE_BIT as u64),
            Q_SHAPE_BIT: lp(Q_SHAPE_BIT as u64),
            Q_ONCHIP_BIT: lp(Q_ONCHIP_BIT as u64),
            SIG_WORDS: lp(SIG_WORDS),
            QUERY_WORDS: lp(QUERY_WORDS),
        }
    }
}

impl Logic for QueryControl {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, sig_loaded, in_force, c_qid, c_tok, c_bits, c_fbits, c_onchip, c_nsrc,
            c_mp, c_sink, c_route, c_shape, c_sport, esent0, esent1, pend_reset, cmd_ok, s_bad,
            s_sup, q_bits, q_fbits, q_nsrc, q_mp, q_bad, q_nomem
        );
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
        self.configured.next = self.in_force.q.val();
        self.query_id.next = self.c_qid.q.val();
        self.token.next = self.c_tok.q.val();
        self.bucket_bits.next = self.c_bits.q.val();
        self.filter_bits.next = self.c_fbits.q.val();
        self.onchip.next = self.c_onchip.q.val();
        self.sources.next = self.c_nsrc.q.val();
        self.max_payload.next = self.c_mp.q.val();
        self.sink.next = self.c_sink.q.val();
        self.sink_port.next = self.c_sport.q.val();
        self.route.next = self.c_route.q.val();
        self.shape.next = self.c_shape.q.val();
        self.end_sent0.next = self.esent0.q.val();
        self.end_sent1.next = self.esent1.q.val();
        // ---- the reply, and what the request changes (only in Exec)
        self.status.next = ST_OK.into();
        self.words.next = 0.into();
        self.kind.next = W_COUNTERS.into();
        self.kind_set.next = false;
        self.frame.next = F_REPLY.into();
        self.configure.next = false;
        if self.ack.val() {
            self.kind.next = W_ACK.into();
            self.kind_set.next = true;
            self.words.next = RECORD_WORDS.into();
            self.frame.next = F_ACK.into();
        } else if !self.cmd_ok.q.val() {
            self.status.next = ST_MALFORMED.into();
        } else if self.command.val() == CMD_RESET {
            if self.exec.val() {
                self.in_force.d.next = false;
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
                self.words.next = SIG_WORDS.into();
                if self.exec.val() {
                    self.sig_loaded.d.next = true;
                    self.in_force.d.next = false;
                }
            }
        } else if self.command.val() == CMD_CONFIGURE {
            self.kind.next = W_QUERY.into();
            self.kind_set.next = true;
            if !self.sig_loaded.q.val() {
                self.status.next = ST_NO_SIGNATURE.into();
            } else if self.q_bad.q.val() {
                self.status.next = ST_MALFORMED.into();
            } else if self.q_nomem.q.val() {
                self.status.next = ST_NO_MEMORY.into();
            } else {
                self.words.next = QUERY_WORDS.into();
                self.configure.next = self.exec.val();
                if self.exec.val() {
                    self.in_force.d.next = true;
                    self.c_qid.d.next = self.request_qid.val();
                    self.c_tok.d.next = self.request[0].val();
                    self.c_bits.d.next = bit_cast::<5, 8>(self.q_bits.q.val());
                    self.c_fbits.d.next = bit_cast::<5, 8>(self.q_fbits.q.val());
                    self.c_nsrc.d.next = bit_cast::<16, 8>(self.q_nsrc.q.val());
                    self.c_mp.d.next = self.q_mp.q.val();
                    self.c_sink.d.next =
                        bit_cast::<48, 32>(self.request[1].val().get_bits::<32>(QW_SINK))
                            | (bit_cast::<48, 16>(
                                self.request[2].val().get_bits::<16>(QW_SINK_TAIL),
                            ) << 32);
                    self.c_route.d.next = self.request[2].val().get_bit(Q_ROUTE_BIT);
                    self.c_shape.d.next = self.request[2].val().get_bit(Q_SHAPE_BIT);
                    self.c_onchip.d.next = self.request[2].val().get_bits::<4>(Q_ONCHIP_BIT)
                        & self.onchip_tables.val();
                    self.c_sport.d.next = self.request_port.val();
                    self.esent0.d.next = false;
                    self.esent1.d.next = false;
                }
            }
        } else {
            // READ_COUNTERS: a snapshot after counting the request
            self.kind.next = W_COUNTERS.into();
            self.kind_set.next = true;
            self.words.next = self.ncounters_c.val();
        }
        self.clear_counters.next = self.reply_pushed.val() & self.pend_reset.q.val();
        if self.clear_counters.val() {
            self.pend_reset.d.next = false;
        }
        if self.end_queued.val() {
            if self.end_phase.val() {
                self.esent1.d.next = true;
            } else {
                self.esent0.d.next = true;
            }
        }
        if self.reset.val() {
            self.sig_loaded.d.next = false;
            self.in_force.d.next = false;
            self.pend_reset.d.next = false;
            self.c_sport.d.next = 0.into();
            self.c_route.d.next = false;
            self.c_shape.d.next = false;
            self.c_onchip.d.next = 0.into();
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
        u.request_qid.next = 0x77.into();
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

    fn query(bucket_bits: u8) -> Vec<u8> {
        ConfigureQuery {
            token: 0x1122_3344_ABCD_0123,
            bucket_bits,
            num_sources: 4,
            max_payload: 1024,
            sink: Mac([2, 7, 0, 0, 8, 9]),
            routing: ResultRouting::Source,
            shape: ResultShape::Probe,
            filter_bits: 0,
            onchip: 0,
            context: 0,
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
        assert_eq!(
            ask(&mut b, CMD_CONFIGURE, &rec),
            (ST_OK, QUERY_WORDS, Some(W_QUERY), F_REPLY, true)
        );
        let u = b.uut();
        assert!(!u.route.val() && u.shape.val());
        assert_eq!(
            (u.onchip.val().to_u64(), u.filter_bits.val().to_u64()),
            (1, 5)
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
}
