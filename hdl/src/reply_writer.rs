//! What the engine writes for a frame of its own (PROTOCOL.md §4.2, §5):
//! a CONTROL_REPLY, an ACK, or the switch's END. Purely combinational:
//! * `data`: payload word `index` of the record `kind` names (words are
//!   written to ring A one per cycle, big-endian numbers byte-swapped into
//!   lane order, records copied as they are);
//! * `desc`: the output descriptor (layout.rs): the whole header, the tx
//!   port, whether the port numbers it (`own_seq`), and the payload words.
//!
//! Replies and ACKs go back to the requester on its ingress port, with its
//! query id and sequence number echoed; the switch's END goes to the sink on
//! the sink's port and takes its `seq` from that port's counter.

use super::bswap::ByteSwap;
use super::layout::*;
use super::sig::*;
use rust_hdl::prelude::*;

/// Record kinds (`kind`).
pub const W_COUNTERS: u64 = 0;
pub const W_SIGNATURE: u64 = 1;
pub const W_QUERY: u64 = 2;
pub const W_ACK: u64 = 3;
pub const W_END: u64 = 4;
/// Payload words of the records: an END or ACK record, a signature
/// record, the query record a CONFIGURE reply echoes.
pub const RECORD_WORDS: u64 = END_RECORD_LEN / 8;
pub const SIG_WORDS: u64 = SIG_RECORD_LEN / 8;
pub const QUERY_WORDS: u64 = QUERY_RECORD_LEN / 8;
/// Frame kinds (`frame`).
pub const F_REPLY: u64 = 0;
pub const F_ACK: u64 = 1;
pub const F_END: u64 = 2;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct ReplyWriter {
    // ---- payload words
    pub kind: Signal<In, Bits<3>>,
    pub index: Signal<In, Bits<5>>,
    /// The counter `index` (READ_COUNTERS).
    pub counter: Signal<In, Bits<64>>,
    /// The request's first three payload words (CONFIGURE's echo).
    pub request0: Signal<In, Bits<64>>,
    pub request1: Signal<In, Bits<64>>,
    pub request2: Signal<In, Bits<64>>,
    /// An ACK's record: frames and tuples the source has had accepted (and
    /// in bytes 4..8, `ack_next`).
    pub ack_frames: Signal<In, Bits<32>>,
    pub ack_tuples: Signal<In, Bits<64>>,
    /// The END's phase (0 build, 1 probe) and what the switch sent in it.
    pub end_phase: Signal<In, Bit>,
    pub sent0_frames: Signal<In, Bits<32>>,
    pub sent0_tuples: Signal<In, Bits<64>>,
    pub sent1_frames: Signal<In, Bits<32>>,
    pub sent1_tuples: Signal<In, Bits<64>>,
    pub sent1_aux: Signal<In, Bits<64>>,
    pub data: Signal<Out, Bits<64>>,
    // ---- descriptor
    pub frame: Signal<In, Bits<2>>,
    /// The request's header (reply and ACK echo it).
    pub hdr: Signal<In, Bits<320>>,
    pub status: Signal<In, Bits<8>>,
    /// Payload words (a sealed CONTROL_REPLY's trailer included: up to 32).
    pub words: Signal<In, Bits<6>>,
    pub in_port: Signal<In, Bits<2>>,
    /// ACK: its phase (0 build, 1 probe) and the next sequence number
    /// expected (the record's bytes 4..8).
    pub ack_phase: Signal<In, Bit>,
    pub ack_next: Signal<In, Bits<32>>,
    /// The running query: id, token, sink MAC and the sink's port.
    pub query_id: Signal<In, Bits<16>>,
    pub token: Signal<In, Bits<64>>,
    pub sink: Signal<In, Bits<48>>,
    pub sink_port: Signal<In, Bits<2>>,
    pub desc: Signal<Out, Bits<DQ_BITS>>,
    /// The tx port of the frame.
    pub port: Signal<Out, Bits<2>>,
    sw64: ByteSwap<64>,
    woff: Signal<Local, Bits<16>>,
    wnum: Signal<Local, Bits<64>>,
    wraw: Signal<Local, Bits<64>>,
    wisraw: Signal<Local, Bit>,
    o_dst: Signal<Local, Bits<48>>,
    o_op: Signal<Local, Bits<8>>,
    o_tab: Signal<Local, Bits<8>>,
    o_qid: Signal<Local, Bits<16>>,
    o_seq: Signal<Local, Bits<32>>,
    plen: Signal<Local, Bits<16>>,
    o_plen: Signal<Local, Bits<16>>,
    o_tok: Signal<Local, Bits<64>>,
    o_own: Signal<Local, Bit>,
    o_hdr: Signal<Local, Bits<320>>,
    hbase: Constant<Bits<320>>,
    sigrec: Constant<Bits<320>>,
    /// The query record's third word as the reply echoes it: the sink MAC's
    /// last two bytes, `flags` bits 0 and 1, the on-chip bits of its tables
    /// (with one context) or the context bits 2 and 3 (with several: no
    /// table is on chip) and `filter_bits`; the reserved bytes 20..24 as 0
    /// (PROTOCOL.md §5.2, §5.5, §6.4). Words 0 (the token) and 1 are echoed
    /// whole.
    m_q2: Constant<Bits<64>>,
    W_SIGNATURE: Constant<Bits<32>>,
    W_QUERY: Constant<Bits<32>>,
    W_ACK: Constant<Bits<32>>,
    W_END: Constant<Bits<32>>,
    F_ACK: Constant<Bits<32>>,
    F_END: Constant<Bits<32>>,
    D_PORT: Constant<Bits<32>>,
    D_OWN_SEQ: Constant<Bits<32>>,
    D_WORDS: Constant<Bits<32>>,
    H_OPCODE: Constant<Bits<32>>,
    H_TABLE: Constant<Bits<32>>,
    H_SEQ: Constant<Bits<32>>,
    H_PAYLOAD_LEN: Constant<Bits<32>>,
    H_FLAGS: Constant<Bits<32>>,
    H_TOKEN: Constant<Bits<32>>,
    H_QUERY_ID: Constant<Bits<32>>,
    H_SRC: Constant<Bits<32>>,
    OP_END: Constant<Bits<32>>,
    OP_CONTROL_REPLY: Constant<Bits<32>>,
    OP_ACK: Constant<Bits<32>>,
    PH_BUILD: Constant<Bits<32>>,
    PH_PROBE: Constant<Bits<32>>,
}

impl ReplyWriter {
    pub fn new(mac: [u8; 6]) -> ReplyWriter {
        ReplyWriter {
            kind: Default::default(),
            index: Default::default(),
            counter: Default::default(),
            request0: Default::default(),
            request1: Default::default(),
            request2: Default::default(),
            ack_frames: Default::default(),
            ack_tuples: Default::default(),
            end_phase: Default::default(),
            sent0_frames: Default::default(),
            sent0_tuples: Default::default(),
            sent1_frames: Default::default(),
            sent1_tuples: Default::default(),
            sent1_aux: Default::default(),
            data: Default::default(),
            frame: Default::default(),
            hdr: Default::default(),
            status: Default::default(),
            words: Default::default(),
            in_port: Default::default(),
            ack_phase: Default::default(),
            ack_next: Default::default(),
            query_id: Default::default(),
            token: Default::default(),
            sink: Default::default(),
            sink_port: Default::default(),
            desc: Default::default(),
            port: Default::default(),
            sw64: Default::default(),
            woff: Default::default(),
            wnum: Default::default(),
            wraw: Default::default(),
            wisraw: Default::default(),
            o_dst: Default::default(),
            o_op: Default::default(),
            o_tab: Default::default(),
            o_qid: Default::default(),
            o_seq: Default::default(),
            plen: Default::default(),
            o_plen: Default::default(),
            o_tok: Default::default(),
            o_own: Default::default(),
            o_hdr: Default::default(),
            hbase: Constant::new(header_base(mac)),
            sigrec: Constant::new(signature_record(signature())),
            m_q2: Constant::new(
                ((0xFFFFu64 << QW_SINK_TAIL)
                    | (1u64 << Q_ROUTE_BIT)
                    | (1u64 << Q_SHAPE_BIT)
                    | (if CONTEXTS > 1 {
                        3u64 << Q_CONTEXT_BIT
                    } else {
                        ((1u64 << TABLES) - 1) << Q_ONCHIP_BIT
                    })
                    | (0xFFu64 << QW_FILTER))
                    .into(),
            ),
            W_SIGNATURE: lp(W_SIGNATURE),
            W_QUERY: lp(W_QUERY),
            W_ACK: lp(W_ACK),
            W_END: lp(W_END),
            F_ACK: lp(F_ACK),
            F_END: lp(F_END),
            D_PORT: lp(D_PORT as u64),
            D_OWN_SEQ: lp(D_OWN_SEQ as u64),
            D_WORDS: lp(D_WORDS as u64),
            H_OPCODE: lp(H_OPCODE as u64),
            H_TABLE: lp(H_TABLE as u64),
            H_SEQ: lp(H_SEQ as u64),
            H_PAYLOAD_LEN: lp(H_PAYLOAD_LEN as u64),
            H_FLAGS: lp(H_FLAGS as u64),
            H_TOKEN: lp(H_TOKEN as u64),
            H_QUERY_ID: lp(H_QUERY_ID as u64),
            H_SRC: lp(H_SRC as u64),
            OP_END: lp(OP_END),
            OP_CONTROL_REPLY: lp(OP_CONTROL_REPLY),
            OP_ACK: lp(OP_ACK),
            PH_BUILD: lp(PH_BUILD),
            PH_PROBE: lp(PH_PROBE),
        }
    }
}

impl Logic for ReplyWriter {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- payload word `index` of the record
        self.woff.next = bit_cast::<16, 5>(self.index.val()) << 6;
        self.wnum.next = self.counter.val();
        self.wraw.next = 0.into();
        self.wisraw.next = false;
        if self.kind.val() == W_SIGNATURE {
            self.wisraw.next = true;
            if self.index.val() < 5 {
                self.wraw.next = self.sigrec.val().get_bits::<64>(self.woff.val().index());
            }
        }
        if self.kind.val() == W_QUERY {
            self.wisraw.next = true;
            self.wraw.next = self.request0.val();
            if self.index.val() == 1 {
                self.wraw.next = self.request1.val();
            }
            if self.index.val() == 2 {
                self.wraw.next = self.request2.val() & self.m_q2.val();
            }
        }
        if self.kind.val() == W_ACK {
            // frames (bytes 0..4), then the next sequence number expected (4..8)
            self.wnum.next = (bit_cast::<64, 32>(self.ack_frames.val()) << 32)
                | bit_cast::<64, 32>(self.ack_next.val());
            if self.index.val() == 1 {
                self.wnum.next = self.ack_tuples.val();
            }
            if self.index.val() == 2 {
                self.wnum.next = 0.into();
            }
        }
        if self.kind.val() == W_END {
            self.wnum.next = bit_cast::<64, 32>(self.sent0_frames.val()) << 32;
            if self.index.val() == 1 {
                self.wnum.next = self.sent0_tuples.val();
            }
            if self.index.val() == 2 {
                self.wnum.next = 0.into();
            }
            if self.end_phase.val() {
                self.wnum.next = bit_cast::<64, 32>(self.sent1_frames.val()) << 32;
                if self.index.val() == 1 {
                    self.wnum.next = self.sent1_tuples.val();
                }
                if self.index.val() == 2 {
                    self.wnum.next = self.sent1_aux.val();
                }
            }
        }
        self.sw64.inp.next = self.wnum.val();
        self.data.next = self.sw64.out.val();
        if self.wisraw.val() {
            self.data.next = self.wraw.val();
        }
        // ---- header and descriptor
        self.o_dst.next = self.hdr.val().get_bits::<48>(H_SRC);
        self.o_op.next = OP_CONTROL_REPLY.into();
        self.o_qid.next = self.hdr.val().get_bits::<16>(H_QUERY_ID);
        self.o_seq.next = self.hdr.val().get_bits::<32>(H_SEQ);
        // `payload_len` = 8 × words, big-endian: its two bytes swapped into lanes
        self.plen.next = bit_cast::<16, 6>(self.words.val()) << 3;
        self.o_plen.next = (self.plen.val() >> 8) | (self.plen.val() << 8);
        self.o_tok.next = 0.into();
        self.port.next = self.in_port.val();
        self.o_own.next = false;
        self.o_tab.next = self.hdr.val().get_bits::<8>(H_TABLE);
        if self.frame.val() == F_ACK {
            self.o_tab.next = PH_BUILD.into();
            if self.ack_phase.val() {
                self.o_tab.next = PH_PROBE.into();
            }
            self.o_op.next = OP_ACK.into();
            self.o_qid.next = self.query_id.val();
            self.o_tok.next = self.token.val();
        }
        if self.frame.val() == F_END {
            self.o_dst.next = self.sink.val();
            self.o_op.next = OP_END.into();
            self.o_qid.next = self.query_id.val();
            self.o_seq.next = 0.into();
            self.o_tok.next = self.token.val();
            self.port.next = self.sink_port.val();
            self.o_own.next = true;
        }
        self.o_hdr.next = self.hbase.val()
            | bit_cast::<320, 48>(self.o_dst.val())
            | (bit_cast::<320, 8>(self.o_op.val()) << self.H_OPCODE.val())
            | (bit_cast::<320, 16>(self.o_qid.val()) << self.H_QUERY_ID.val())
            | (bit_cast::<320, 8>(self.o_tab.val()) << self.H_TABLE.val())
            | (bit_cast::<320, 8>(self.status.val()) << self.H_FLAGS.val())
            | (bit_cast::<320, 32>(self.o_seq.val()) << self.H_SEQ.val())
            | (bit_cast::<320, 16>(self.o_plen.val()) << self.H_PAYLOAD_LEN.val())
            | (bit_cast::<320, 64>(self.o_tok.val()) << self.H_TOKEN.val());
        self.desc.next = bit_cast::<DQ_BITS, 320>(self.o_hdr.val())
            | (bit_cast::<DQ_BITS, 2>(self.port.val()) << self.D_PORT.val())
            | (bit_cast::<DQ_BITS, 1>(self.o_own.val().into()) << self.D_OWN_SEQ.val())
            | (bit_cast::<DQ_BITS, 6>(self.words.val()) << self.D_WORDS.val());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::Bench;
    use netjoin_proto::{Header, Mac, Opcode, PhaseCounts, SignatureRecord, HEADER_LEN};

    const MAC: u16 = 0xFFFF;

    /// A request from worker 3 on port 2.
    fn request() -> [u8; HEADER_LEN] {
        let mut h = Header::new(Opcode::Control, Mac::local(MAC), Mac::local(3));
        h.query_id = 0x0102;
        h.table = 4;
        h.seq = 77;
        let mut b = [0u8; HEADER_LEN];
        h.write(&mut b);
        b
    }

    struct Setup {
        kind: u64,
        frame: u64,
        words: u64,
        end_phase: bool,
    }

    /// The frame's header (parsed) and its payload words, as the writer makes them.
    fn write(s: Setup) -> (Header, u64, bool, Vec<u8>) {
        let mut u = ReplyWriter::new(Mac::local(MAC).0);
        let mut b = Bench::new(&mut u, |_, _| {});
        let u = b.uut();
        u.kind.next = s.kind.into();
        u.frame.next = s.frame.into();
        u.words.next = s.words.into();
        u.end_phase.next = s.end_phase;
        u.hdr.next = lanes::<320>(&request());
        u.status.next = 0.into();
        u.in_port.next = 2.into();
        u.sink_port.next = 1.into();
        u.sink.next = lanes::<48>(&Mac::local(9).0);
        u.query_id.next = (0x0102u64.swap_bytes() >> 48).into();
        u.token.next = 0xDEAD_BEEF_0BAD_F00Du64.swap_bytes().into();
        u.ack_phase.next = true;
        u.ack_next.next = 12.into();
        u.ack_frames.next = 11.into();
        u.ack_tuples.next = 4400.into();
        u.sent0_frames.next = 5.into();
        u.sent0_tuples.next = 50.into();
        u.sent1_frames.next = 6.into();
        u.sent1_tuples.next = 60.into();
        u.sent1_aux.next = 7.into();
        u.request0.next = 0x1111_2222_3333_4444.into();
        u.request1.next = 0x5555_6666_7777_8888.into();
        u.request2.next = 0xFFFF_FFFF_FFFF_FFFFu64.into();
        let mut payload = vec![];
        for i in 0..s.words {
            b.uut().index.next = i.into();
            b.uut().counter.next = (1000 + i).into();
            b.settle();
            payload.extend_from_slice(&b.uut().data.val().to_u64().to_le_bytes());
        }
        b.settle();
        let d = b.uut().desc.val();
        let mut frame = vec![];
        for i in 0..HEADER_LEN {
            frame.push(d.get_bits::<8>(8 * i).to_u8());
        }
        assert_eq!(d.get_bits::<6>(D_WORDS).to_u64(), s.words);
        let port = d.get_bits::<2>(D_PORT).to_u64();
        let own = d.get_bit(D_OWN_SEQ);
        assert_eq!(port, b.uut().port.val().to_u64());
        frame.extend_from_slice(&payload);
        (
            Header::parse(&frame).expect("a well-formed frame"),
            port,
            own,
            payload,
        )
    }

    #[test]
    fn counters_reply_echoes_the_request_with_big_endian_counters() {
        let (h, port, own, p) = write(Setup {
            kind: W_COUNTERS,
            frame: F_REPLY,
            words: 27,
            end_phase: false,
        });
        assert_eq!(
            (h.opcode, h.dst, h.src),
            (Opcode::ControlReply, Mac::local(3), Mac::local(MAC))
        );
        assert_eq!(
            (h.query_id, h.table, h.flags, h.seq, h.payload_len),
            (0x0102, 4, 0, 77, 216)
        );
        assert_eq!(h.token, 0, "a CONTROL_REPLY carries no token");
        assert_eq!((port, own), (2, false));
        for i in 0..27 {
            assert_eq!(
                u64::from_be_bytes(p[8 * i..8 * i + 8].try_into().unwrap()),
                1000 + i as u64
            );
        }
    }

    #[test]
    fn a_reply_of_32_words_has_a_two_byte_payload_length() {
        // READ_COUNTERS sealed: 30 counters and the trailer's 2 words
        let (h, _, _, p) = write(Setup {
            kind: W_COUNTERS,
            frame: F_REPLY,
            words: 32,
            end_phase: false,
        });
        assert_eq!((h.payload_len, p.len()), (256, 256));
    }

    #[test]
    fn signature_and_query_records_are_copied() {
        let (_, _, _, p) = write(Setup {
            kind: W_SIGNATURE,
            frame: F_REPLY,
            words: 5,
            end_phase: false,
        });
        assert_eq!(p, SignatureRecord::new(signature()).encode().to_vec());
        let (_, _, _, p) = write(Setup {
            kind: W_QUERY,
            frame: F_REPLY,
            words: QUERY_WORDS,
            end_phase: false,
        });
        assert_eq!(p.len(), QUERY_RECORD_LEN as usize);
        // the token (word 0) and bucket_bits .. the sink's first four bytes
        // (word 1) are echoed whole
        assert_eq!(
            u64::from_le_bytes(p[0..8].try_into().unwrap()),
            0x1111_2222_3333_4444
        );
        assert_eq!(
            u64::from_le_bytes(p[8..16].try_into().unwrap()),
            0x5555_6666_7777_8888
        );
        // of the third word only the sink MAC's end, flags bits 0 and 1 and
        // filter_bits are echoed, the reserved bytes 20..24 as 0 (a
        // CONFIGURE whose filter_bits is out of range is refused before any
        // reply record is written)
        assert_eq!(&p[16..18], &[0xFF; 2]);
        assert_eq!(
            p[QUERY_FLAGS_AT],
            if CONTEXTS > 1 {
                3 | 3 << 2
            } else {
                3 | ((1 << TABLES) - 1) << 4
            },
            "routing, shape, and the context or the on-chip tables"
        );
        assert_eq!(p[QUERY_FILTER_AT], 0xFF);
        assert_eq!(&p[20..24], &[0; 4], "reserved");
    }

    #[test]
    fn ack_reports_the_sources_counts_with_the_query_token() {
        let (h, port, own, p) = write(Setup {
            kind: W_ACK,
            frame: F_ACK,
            words: 3,
            end_phase: false,
        });
        assert_eq!(
            (h.opcode, h.table, h.token, h.seq),
            (Opcode::Ack, 0xFF, 0xDEAD_BEEF_0BAD_F00D, 77)
        );
        assert_eq!((h.dst, port, own), (Mac::local(3), 2, false));
        // the next sequence number expected is in the record, bytes 4..8
        assert_eq!(
            PhaseCounts::decode(&p).unwrap(),
            PhaseCounts {
                frames: 11,
                ack: 12,
                tuples: 4400,
                aux: 0
            }
        );
        assert_eq!(&p[4..8], &12u32.to_be_bytes());
    }

    #[test]
    fn the_switchs_end_goes_to_the_sink_and_is_numbered_by_its_port() {
        for (phase, want) in [
            (
                false,
                PhaseCounts {
                    frames: 5,
                    ack: 0,
                    tuples: 50,
                    aux: 0,
                },
            ),
            (
                true,
                PhaseCounts {
                    frames: 6,
                    ack: 0,
                    tuples: 60,
                    aux: 7,
                },
            ),
        ] {
            let (h, port, own, p) = write(Setup {
                kind: W_END,
                frame: F_END,
                words: 3,
                end_phase: phase,
            });
            assert_eq!(
                (h.opcode, h.dst, h.token, h.seq, h.query_id),
                (Opcode::End, Mac::local(9), 0xDEAD_BEEF_0BAD_F00D, 0, 0x0102)
            );
            assert_eq!((port, own), (1, true));
            assert_eq!(PhaseCounts::decode(&p).unwrap(), want);
        }
    }
}
