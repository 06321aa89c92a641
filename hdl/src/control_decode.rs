//! Decodes a CONTROL request (PROTOCOL.md §5): whether the command and its
//! payload length go together, and the checks of LOAD_SIGNATURE's signature
//! record and CONFIGURE's query record that decide the reply's status.
//!
//! Purely combinational, on the first five payload words (lane order) the
//! engine loaded. The engine's control plane acts on the result: status 2
//! (malformed) before 1 (unsupported) for LOAD_SIGNATURE; 4 (no signature),
//! then 2, then 3 (no memory) for CONFIGURE (§5.2).

use super::layout::*;
use super::sig::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror (layout.rs)
pub struct ControlDecode {
    /// The request's first five payload words (the rest is never needed).
    pub words: [Signal<In, Bits<64>>; 5],
    /// The command (`table` of the CONTROL frame) and its payload length.
    pub command: Signal<In, Bits<8>>,
    pub payload_len: Signal<In, Bits<16>>,
    /// The command is known and its payload has the command's length.
    pub command_ok: Signal<Out, Bit>,
    /// LOAD_SIGNATURE: the record is malformed (id not NUL-padded ASCII,
    /// widths out of range).
    pub sig_malformed: Signal<Out, Bit>,
    /// LOAD_SIGNATURE: the record is this bitstream's own.
    pub sig_supported: Signal<Out, Bit>,
    /// CONFIGURE: a field out of range (status 2).
    pub query_malformed: Signal<Out, Bit>,
    /// CONFIGURE: the tables do not fit the memory (status 3).
    pub query_no_memory: Signal<Out, Bit>,
    pub bucket_bits: Signal<Out, Bits<8>>,
    pub sources: Signal<Out, Bits<8>>,
    pub max_payload: Signal<Out, Bits<16>>,
    /// The query's `filter_bits` (PROTOCOL.md §6.3).
    pub filter_bits: Signal<Out, Bits<8>>,
    isnul: [Signal<Local, Bit>; 32],
    /// nulpre[i]: a NUL among the id's bytes 0..i.
    nulpre: [Signal<Local, Bit>; 32],
    idbad: Signal<Local, Bit>,
    /// idm[i]: the id's bytes 0..i agree with this bitstream's.
    idm: [Signal<Local, Bit>; 33],
    idb: Signal<Local, Bits<256>>,
    k_hi: Signal<Local, Bits<8>>,
    k_lo: Signal<Local, Bits<8>>,
    v_hi: Signal<Local, Bits<8>>,
    v_lo: Signal<Local, Bits<8>>,
    t_hi: Signal<Local, Bits<8>>,
    t_lo: Signal<Local, Bits<8>>,
    sw_mp: super::bswap::ByteSwap<16>,
    lines: Signal<Local, Bits<32>>,
    sigrec: Constant<Bits<320>>,
    tables_c: Constant<Bits<32>>,
    memlines_c: Constant<Bits<32>>,
    sp_w: Constant<Bits<16>>,
    MAX_BUCKET_BITS: Constant<Bits<32>>,
    MAX_SOURCES_Q: Constant<Bits<32>>,
    MIN_MAX_PAYLOAD: Constant<Bits<32>>,
    MAX_PAYLOAD: Constant<Bits<32>>,
    CMD_RESET: Constant<Bits<32>>,
    CMD_LOAD_SIGNATURE: Constant<Bits<32>>,
    CMD_CONFIGURE: Constant<Bits<32>>,
    CMD_READ_COUNTERS: Constant<Bits<32>>,
    CMD_READ_QUERY_COUNTERS: Constant<Bits<32>>,
    CMD_RELEASE: Constant<Bits<32>>,
    /// The switch has several query contexts: commands 5 and 6 exist
    /// (PROTOCOL.md §5.5; with one, they are unknown commands).
    shared: Constant<Bit>,
    SIG_RECORD_LEN: Constant<Bits<32>>,
    QUERY_RECORD_LEN: Constant<Bits<32>>,
    SW_KEY: Constant<Bits<32>>,
    SW_VALUE: Constant<Bits<32>>,
    SW_TABLES: Constant<Bits<32>>,
    SIG_KEY_AT: Constant<Bits<32>>,
    QW_BUCKET_BITS: Constant<Bits<32>>,
    QW_SOURCES: Constant<Bits<32>>,
    QW_MAX_PAYLOAD: Constant<Bits<32>>,
    QW_FILTER: Constant<Bits<32>>,
    MAX_FILTER_BITS: Constant<Bits<32>>,
}

impl Default for ControlDecode {
    fn default() -> Self {
        ControlDecode {
            words: Default::default(),
            command: Default::default(),
            payload_len: Default::default(),
            command_ok: Default::default(),
            sig_malformed: Default::default(),
            sig_supported: Default::default(),
            query_malformed: Default::default(),
            query_no_memory: Default::default(),
            bucket_bits: Default::default(),
            sources: Default::default(),
            max_payload: Default::default(),
            filter_bits: Default::default(),
            isnul: Default::default(),
            nulpre: Default::default(),
            idbad: Default::default(),
            idm: std::array::from_fn(|_| Default::default()),
            idb: Default::default(),
            k_hi: Default::default(),
            k_lo: Default::default(),
            v_hi: Default::default(),
            v_lo: Default::default(),
            t_hi: Default::default(),
            t_lo: Default::default(),
            sw_mp: Default::default(),
            lines: Default::default(),
            sigrec: Constant::new(signature_record(signature())),
            tables_c: Constant::new((TABLES as u64).into()),
            memlines_c: Constant::new(TABLE_LINES_MAX.into()),
            sp_w: Constant::new((SPILL_BYTES as u64).into()),
            MAX_BUCKET_BITS: lp(MAX_BUCKET_BITS),
            MAX_SOURCES_Q: lp(MAX_SOURCES_Q),
            MIN_MAX_PAYLOAD: lp(MIN_MAX_PAYLOAD),
            MAX_PAYLOAD: lp(MAX_PAYLOAD),
            CMD_RESET: lp(CMD_RESET),
            CMD_LOAD_SIGNATURE: lp(CMD_LOAD_SIGNATURE),
            CMD_CONFIGURE: lp(CMD_CONFIGURE),
            CMD_READ_COUNTERS: lp(CMD_READ_COUNTERS),
            CMD_READ_QUERY_COUNTERS: lp(CMD_READ_QUERY_COUNTERS),
            CMD_RELEASE: lp(CMD_RELEASE),
            shared: Constant::new(CONTEXTS > 1),
            SIG_RECORD_LEN: lp(SIG_RECORD_LEN),
            QUERY_RECORD_LEN: lp(QUERY_RECORD_LEN),
            SW_KEY: lp(SW_KEY as u64),
            SW_VALUE: lp(SW_VALUE as u64),
            SW_TABLES: lp(SW_TABLES as u64),
            SIG_KEY_AT: lp(SIG_KEY_AT as u64),
            QW_BUCKET_BITS: lp(QW_BUCKET_BITS as u64),
            QW_SOURCES: lp(QW_SOURCES as u64),
            QW_MAX_PAYLOAD: lp(QW_MAX_PAYLOAD as u64),
            QW_FILTER: lp(QW_FILTER as u64),
            MAX_FILTER_BITS: lp(MAX_FILTER_BITS),
        }
    }
}

impl Logic for ControlDecode {
    #[hdl_gen]
    fn update(&mut self) {
        self.command_ok.next = ((self.command.val() == CMD_RESET) & (self.payload_len.val() == 0))
            | ((self.command.val() == CMD_LOAD_SIGNATURE)
                & (self.payload_len.val() == SIG_RECORD_LEN))
            | ((self.command.val() == CMD_CONFIGURE)
                & (self.payload_len.val() == QUERY_RECORD_LEN))
            | ((self.command.val() == CMD_READ_COUNTERS) & (self.payload_len.val() == 0))
            | (self.shared.val()
                & ((self.command.val() == CMD_READ_QUERY_COUNTERS)
                    | (self.command.val() == CMD_RELEASE))
                & (self.payload_len.val() == 0));
        // ---- signature record: 32-byte id, then K, V, T as big-endian u16
        self.idb.next = bit_cast::<256, 64>(self.words[0].val())
            | (bit_cast::<256, 64>(self.words[1].val()) << 64)
            | (bit_cast::<256, 64>(self.words[2].val()) << 128)
            | (bit_cast::<256, 64>(self.words[3].val()) << 192);
        self.nulpre[0].next = false;
        for i in 0..32 {
            self.isnul[i].next = self.idb.val().get_bits::<8>(8 * i) == 0;
        }
        for i in 0..31 {
            self.nulpre[i + 1].next = self.nulpre[i].val() | self.isnul[i].val();
        }
        // ASCII up to the first NUL
        self.idbad.next = false;
        for i in 0..32 {
            if self.idb.val().get_bit(8 * i + 7) & !self.nulpre[i].val() {
                self.idbad.next = true;
            }
        }
        self.k_hi.next = self.words[4].val().get_bits::<8>(SW_KEY);
        self.k_lo.next = self.words[4].val().get_bits::<8>(SW_KEY + 8);
        self.v_hi.next = self.words[4].val().get_bits::<8>(SW_VALUE);
        self.v_lo.next = self.words[4].val().get_bits::<8>(SW_VALUE + 8);
        self.t_hi.next = self.words[4].val().get_bits::<8>(SW_TABLES);
        self.t_lo.next = self.words[4].val().get_bits::<8>(SW_TABLES + 8);
        // K in 1..=8, V in 1..=256, T in 1..=8
        self.sig_malformed.next = self.idbad.val()
            | (self.k_hi.val() != 0)
            | (self.k_lo.val() == 0)
            | (self.k_lo.val() > 8)
            | !(((self.v_hi.val() == 0) & (self.v_lo.val() != 0))
                | ((self.v_hi.val() == 1) & (self.v_lo.val() == 0)))
            | (self.t_hi.val() != 0)
            | (self.t_lo.val() == 0)
            | (self.t_lo.val() > 8);
        self.idm[0].next = true;
        for i in 0..32 {
            self.idm[i + 1].next = self.idm[i].val()
                & (self.nulpre[i].val()
                    | (self.idb.val().get_bits::<8>(8 * i)
                        == self.sigrec.val().get_bits::<8>(8 * i)));
        }
        self.sig_supported.next = self.idm[32].val()
            & (self.words[4].val().get_bits::<48>(SW_KEY)
                == self.sigrec.val().get_bits::<48>(8 * SIG_KEY_AT));
        // ---- query record: token u64 (word 0); bucket_bits u8, sources u8,
        // max_payload u16, sink (word 1); the sink's end, flags, filter_bits (word 2)
        self.bucket_bits.next = self.words[1].val().get_bits::<8>(QW_BUCKET_BITS);
        self.sources.next = self.words[1].val().get_bits::<8>(QW_SOURCES);
        self.sw_mp.inp.next = self.words[1].val().get_bits::<16>(QW_MAX_PAYLOAD);
        self.max_payload.next = self.sw_mp.out.val();
        self.filter_bits.next = self.words[2].val().get_bits::<8>(QW_FILTER);
        // Every frame the switch sends must hold one SPILL tuple (§5.2).
        self.query_malformed.next = (self.bucket_bits.val() > MAX_BUCKET_BITS)
            | (self.sources.val() == 0)
            | (self.sources.val() > MAX_SOURCES_Q)
            | (self.max_payload.val() < MIN_MAX_PAYLOAD)
            | (self.max_payload.val() > MAX_PAYLOAD)
            | (self.max_payload.val() < self.sp_w.val())
            | (self.filter_bits.val() > MAX_FILTER_BITS);
        self.lines.next = self.tables_c.val() << bit_cast::<5, 8>(self.bucket_bits.val());
        self.query_no_memory.next = self.lines.val() > self.memlines_c.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::Bench;
    use netjoin_proto::{
        ConfigureQuery, Mac, ResultRouting, ResultShape, Signature, SignatureRecord,
    };

    fn decode(command: u8, payload: &[u8]) -> ControlDecode {
        let mut u = ControlDecode::default();
        let mut b = Bench::new(&mut u, |_, _| {});
        // the first five payload words in lane order, as the engine loads them
        let lanes = lanes::<320>(payload);
        for (i, w) in b.uut().words.iter_mut().enumerate() {
            w.next = lanes.get_bits::<64>(64 * i);
        }
        b.uut().command.next = (command as u64).into();
        b.uut().payload_len.next = (payload.len() as u64).into();
        b.settle();
        u
    }

    #[test]
    fn commands_need_their_payload_length() {
        assert!(decode(1, &[]).command_ok.val());
        assert!(!decode(1, &[0; 8]).command_ok.val());
        assert!(decode(4, &[]).command_ok.val());
        // the context commands: only on a switch with several contexts
        assert_eq!(decode(5, &[]).command_ok.val(), CONTEXTS > 1);
        assert_eq!(decode(6, &[]).command_ok.val(), CONTEXTS > 1);
        assert!(!decode(5, &[0; 8]).command_ok.val());
        assert!(!decode(6, &[0; 24]).command_ok.val());
        assert!(!decode(7, &[]).command_ok.val());
        assert!(!decode(0, &[]).command_ok.val());
        assert!(decode(2, &[0; 40]).command_ok.val());
        assert!(!decode(2, &[0; 39]).command_ok.val());
        assert!(decode(3, &[0; 24]).command_ok.val());
        assert!(
            !decode(3, &[0; 16]).command_ok.val(),
            "the old 16-byte record"
        );
        assert!(!decode(3, &[0; 23]).command_ok.val());
        assert!(!decode(3, &[0; 25]).command_ok.val());
    }

    #[test]
    fn the_bitstreams_own_signature_is_supported_others_are_not() {
        let own = SignatureRecord::new(signature()).encode();
        let u = decode(2, &own);
        assert!(u.command_ok.val() && !u.sig_malformed.val() && u.sig_supported.val());
        let other = Signature::new(8, 8, if TABLES == 4 { 3 } else { 4 }).unwrap();
        let u = decode(2, &SignatureRecord::new(other).encode());
        assert!(!u.sig_malformed.val() && !u.sig_supported.val());
        // a malformed id: a non-ASCII byte before the NUL
        let mut bad = own;
        bad[0] = 0x80;
        assert!(decode(2, &bad).sig_malformed.val());
        // non-ASCII after the NUL is padding and ignored
        let mut pad = own;
        pad[31] = 0x80;
        assert!(!decode(2, &pad).sig_malformed.val());
        // widths out of range: K = 0, K = 9, V = 0, V = 257, T = 0, T = 9
        for (at, v) in [(33, 0u8), (33, 9), (35, 0), (34, 1), (37, 0), (37, 9)] {
            let mut r = own;
            if (at, v) == (34, 1) {
                r[34] = 1;
                r[35] = 1;
            } else {
                r[at] = v;
                if at == 35 {
                    r[34] = 0;
                }
            }
            assert!(decode(2, &r).sig_malformed.val(), "byte {at} = {v}");
        }
    }

    #[test]
    fn configure_fields_out_of_range_and_memory() {
        let q = |bits: u8, sources: u8, mp: u16| {
            ConfigureQuery {
                token: 0xFFFF_FFFF_FFFF_FF07,
                bucket_bits: bits,
                num_sources: sources,
                max_payload: mp,
                sink: Mac::local(1),
                routing: ResultRouting::Sink,
                shape: ResultShape::Probe,
                filter_bits: 0,
                onchip: 0,
                context: 0,
            }
            .encode()
        };
        let ok = decode(3, &q(10, 4, 1500));
        assert!(!ok.query_malformed.val() && !ok.query_no_memory.val());
        assert_eq!(ok.bucket_bits.val().to_u64(), 10);
        assert_eq!(ok.sources.val().to_u64(), 4);
        assert_eq!(ok.max_payload.val().to_u64(), 1500);
        // the reserved bytes 20..24 are ignored (the token's all-ones bytes
        // are never read as a field either)
        let mut rsv = q(10, 4, 1500);
        rsv[20..24].copy_from_slice(&[0xFF; 4]);
        let r = decode(3, &rsv);
        assert!(r.command_ok.val() && !r.query_malformed.val() && !r.query_no_memory.val());
        assert_eq!(
            (r.bucket_bits.val().to_u64(), r.filter_bits.val().to_u64()),
            (10, 0)
        );
        for (bits, s, mp) in [
            (28, 4, 1500),
            (10, 0, 1500),
            (10, 65, 1500),
            (10, 4, 63),
            (10, 4, 8975),
        ] {
            assert!(
                decode(3, &q(bits, s, mp)).query_malformed.val(),
                "{bits} {s} {mp}"
            );
        }
        // below one SPILL tuple
        assert!(decode(3, &q(10, 4, SPILL_BYTES as u16 - 1))
            .query_malformed
            .val());
        assert!(!decode(3, &q(10, 4, SPILL_BYTES.max(64) as u16))
            .query_malformed
            .val());
        // filter_bits: up to 18, read from byte 19
        let mut rec = q(10, 4, 1500);
        rec[ConfigureQuery::FILTER_AT] = MAX_FILTER_BITS as u8;
        let ok = decode(3, &rec);
        assert!(!ok.query_malformed.val());
        assert_eq!(ok.filter_bits.val().to_u64(), MAX_FILTER_BITS);
        rec[ConfigureQuery::FILTER_AT] = MAX_FILTER_BITS as u8 + 1;
        assert!(decode(3, &rec).query_malformed.val(), "filter_bits 19");
        // the largest table set that fits, and one bucket bit more
        let fit = (TABLE_LINES_MAX / TABLES as u64).ilog2() as u8;
        assert!(!decode(3, &q(fit, 4, 1500)).query_no_memory.val());
        assert!(decode(3, &q(fit + 1, 4, 1500)).query_no_memory.val());
    }
}
