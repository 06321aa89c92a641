//! Fixed-size payload records of CONTROL, CONTROL_REPLY, END and ACK frames.

use crate::{Mac, ResultShape, Signature};

/// The `table` byte of a CONTROL or CONTROL_REPLY frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum ControlCommand {
    /// Clear tables, counters and per-query state; keep the loaded signature.
    Reset = 1,
    /// Load a signature (payload: [`SignatureRecord`]).
    LoadSignature = 2,
    /// Start a query (payload: [`ConfigureQuery`]); clears tables and sequence state.
    Configure = 3,
    /// Reply carries every counter as a big-endian u64, in [`crate::Counter`] order.
    ReadCounters = 4,
    /// The counter bank of the context holding the query the request's
    /// header names (PROTOCOL.md §5.5); a switch with one context answers
    /// status 2.
    ReadQueryCounters = 5,
    /// Ends the query the request's header names and frees its context
    /// (PROTOCOL.md §5.5); a switch with one context answers status 2.
    Release = 6,
}

impl ControlCommand {
    pub fn from_u8(v: u8) -> Option<ControlCommand> {
        Some(match v {
            1 => ControlCommand::Reset,
            2 => ControlCommand::LoadSignature,
            3 => ControlCommand::Configure,
            4 => ControlCommand::ReadCounters,
            5 => ControlCommand::ReadQueryCounters,
            6 => ControlCommand::Release,
            _ => return None,
        })
    }
    /// Payload length of the request.
    pub fn request_len(self) -> usize {
        match self {
            ControlCommand::Reset
            | ControlCommand::ReadCounters
            | ControlCommand::ReadQueryCounters
            | ControlCommand::Release => 0,
            ControlCommand::LoadSignature => SignatureRecord::LEN,
            ControlCommand::Configure => ConfigureQuery::LEN,
        }
    }
}

/// The `flags` byte of a CONTROL_REPLY.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum ControlStatus {
    Ok = 0,
    /// The signature is not one this switch can run.
    UnsupportedSignature = 1,
    /// Payload length or a field is invalid.
    Malformed = 2,
    /// The tables do not fit the switch's memory.
    NoMemory = 3,
    /// CONFIGURE before any LOAD_SIGNATURE.
    NoSignature = 4,
    /// The query context is held by another query, or a LOAD_SIGNATURE
    /// would change the signature under running queries (PROTOCOL.md §5.5).
    Busy = 5,
    /// No query context holds the query the request names (§5.5).
    NoQuery = 6,
}

impl ControlStatus {
    pub fn from_u8(v: u8) -> Option<ControlStatus> {
        Some(match v {
            0 => ControlStatus::Ok,
            1 => ControlStatus::UnsupportedSignature,
            2 => ControlStatus::Malformed,
            3 => ControlStatus::NoMemory,
            4 => ControlStatus::NoSignature,
            5 => ControlStatus::Busy,
            6 => ControlStatus::NoQuery,
            _ => return None,
        })
    }
}

/// LOAD_SIGNATURE request and reply: 40 bytes.
/// `id` (32 B ASCII, NUL padded), key bytes u16, value bytes u16, tables u16, reserved u16.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignatureRecord {
    pub id: String,
    pub signature: Signature,
}

impl SignatureRecord {
    pub const LEN: usize = 40;

    pub fn new(signature: Signature) -> SignatureRecord {
        SignatureRecord {
            id: signature.id(),
            signature,
        }
    }

    pub fn encode(&self) -> [u8; Self::LEN] {
        let mut b = [0u8; Self::LEN];
        let id = self.id.as_bytes();
        let n = id.len().min(32);
        b[..n].copy_from_slice(&id[..n]);
        b[32..34].copy_from_slice(&(self.signature.key_bytes as u16).to_be_bytes());
        b[34..36].copy_from_slice(&self.signature.value_bytes.to_be_bytes());
        b[36..38].copy_from_slice(&(self.signature.tables as u16).to_be_bytes());
        b
    }

    /// Whether the id is the catalog id `k<K>v<V>t<T>` of the record's widths:
    /// only such a record can name a loadable signature (PROTOCOL.md §5.1).
    pub fn is_canonical(&self) -> bool {
        self.id == self.signature.id()
    }

    pub fn decode(b: &[u8]) -> Result<SignatureRecord, String> {
        if b.len() != Self::LEN {
            return Err(format!(
                "signature record is {} B, expected {}",
                b.len(),
                Self::LEN
            ));
        }
        let end = b[..32].iter().position(|&c| c == 0).unwrap_or(32);
        if !b[..end].is_ascii() {
            return Err("signature id is not ASCII".to_string());
        }
        let id = String::from_utf8_lossy(&b[..end]).into_owned();
        let k = u16::from_be_bytes([b[32], b[33]]);
        let v = u16::from_be_bytes([b[34], b[35]]);
        let t = u16::from_be_bytes([b[36], b[37]]);
        if k > 255 || t > 255 {
            return Err(format!(
                "signature widths out of range: key {k}, tables {t}"
            ));
        }
        let signature = Signature::new(k as u8, v, t as u8)?;
        Ok(SignatureRecord { id, signature })
    }
}

/// Where the switch sends the frames it originates for the data it received
/// (PROTOCOL.md §7.5): byte 14 of the query record, bit 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ResultRouting {
    /// Every RESULT, SPILL and OVERFLOW frame goes to the sink (flag bit clear).
    #[default]
    Sink,
    /// Each goes back to the MAC and port of the worker whose PROBE or BUILD
    /// frame caused it, so all four ports carry results (flag bit set).
    Source,
}

impl ResultRouting {
    /// Bit 0 of the query record's `flags` byte.
    pub const FLAG: u8 = 0x01;

    pub fn flags(self) -> u8 {
        match self {
            ResultRouting::Sink => 0,
            ResultRouting::Source => Self::FLAG,
        }
    }

    /// Other bits of `flags` are reserved and ignored.
    pub fn from_flags(flags: u8) -> ResultRouting {
        if flags & Self::FLAG != 0 {
            ResultRouting::Source
        } else {
            ResultRouting::Sink
        }
    }
}

/// CONFIGURE request and reply: 24 bytes. token u64, bucket_bits u8,
/// num_sources u8, max_payload u16, sink MAC (6 B), flags u8 (bit 0: the
/// [`ResultRouting`], bit 1: the [`ResultShape`], bits 4..7: the tables
/// placed on chip, bits 2..3: the query context on a switch with several,
/// PROTOCOL.md §5.5; the reply echoes the bits the switch honours, and has
/// the others 0), filter_bits u8, 4 reserved bytes (sent as 0, ignored,
/// echoed as 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConfigureQuery {
    /// Every data frame of the query must carry this token.
    pub token: u64,
    /// Each table has `2^bucket_bits` buckets.
    pub bucket_bits: u8,
    /// Worker sources are `0..num_sources`.
    pub num_sources: u8,
    /// Payload limit of frames the switch sends (RESULT, SPILL, OVERFLOW).
    pub max_payload: u16,
    /// Where the switch's END frames go, and with [`ResultRouting::Sink`]
    /// its RESULT, SPILL and OVERFLOW frames too.
    pub sink: Mac,
    /// Where RESULT, SPILL and OVERFLOW frames go.
    pub routing: ResultRouting,
    /// What RESULT tuples carry of the probe tuple.
    pub shape: ResultShape,
    /// Each table's membership filter has [`crate::hash::FILTER_HASHES`]
    /// arrays of `2^filter_bits` bits; 0: no filter (PROTOCOL.md §6.3).
    pub filter_bits: u8,
    /// The tables the switch probes from block RAM, bit t for table t
    /// (`flags` bits 4..7, PROTOCOL.md §6.4). Such a table has
    /// [`ConfigureQuery::table_bucket_bits`] buckets.
    pub onchip: u8,
    /// The query context the query goes to (`flags` bits 2..3, PROTOCOL.md
    /// §5.5), on a switch with several; one with a single context ignores
    /// it and answers 0.
    pub context: u8,
}

impl ConfigureQuery {
    pub const LEN: usize = 24;
    /// Offset of the `bucket_bits` byte (the token fills bytes 0..8).
    pub const BUCKET_BITS_AT: usize = 8;
    /// Offset of the `num_sources` byte.
    pub const SOURCES_AT: usize = 9;
    /// Offset of `max_payload` (2 bytes).
    pub const MAX_PAYLOAD_AT: usize = 10;
    /// Offset of the sink MAC (6 bytes).
    pub const SINK_AT: usize = 12;
    /// Offset of the `flags` byte.
    pub const FLAGS_AT: usize = 18;
    /// Offset of the `filter_bits` byte.
    pub const FILTER_AT: usize = 19;
    /// `flags` bits 4..7 hold the on-chip placement.
    pub const ONCHIP_SHIFT: u32 = 4;
    /// Shift of the context index in `flags` (bits 2..3).
    pub const CONTEXT_SHIFT: u32 = 2;
    /// The most query contexts a switch can have (two bits of `flags`).
    pub const CONTEXTS_MAX: usize = 4;

    /// log2 of table `t`'s buckets: `bucket_bits`, or for a table placed on
    /// chip the smaller of it and the signature's
    /// [`Signature::onchip_bucket_bits`] (PROTOCOL.md §6.4).
    pub fn table_bucket_bits(&self, sig: &Signature, t: usize) -> u8 {
        if self.onchip >> t & 1 != 0 {
            self.bucket_bits.min(sig.onchip_bucket_bits())
        } else {
            self.bucket_bits
        }
    }

    /// The query as a switch of signature `sig` honours it: on-chip bits
    /// only for its tables (the others ignored, as reserved bits are).
    pub fn honoured_by(mut self, sig: &Signature) -> ConfigureQuery {
        self.onchip &= ((1u32 << sig.t()) - 1) as u8;
        self
    }

    /// The query as a switch of signature `sig` with `contexts` query
    /// contexts honours it (PROTOCOL.md §5.5): with one, the context
    /// index is ignored (0); with several, no table is on chip.
    pub fn honoured_in(self, sig: &Signature, contexts: usize) -> ConfigureQuery {
        let mut q = self.honoured_by(sig);
        if contexts <= 1 {
            q.context = 0;
        } else {
            q.onchip = 0;
        }
        q
    }

    pub fn encode(&self) -> [u8; Self::LEN] {
        let mut b = [0u8; Self::LEN];
        b[0..8].copy_from_slice(&self.token.to_be_bytes());
        b[Self::BUCKET_BITS_AT] = self.bucket_bits;
        b[Self::SOURCES_AT] = self.num_sources;
        b[Self::MAX_PAYLOAD_AT..Self::MAX_PAYLOAD_AT + 2]
            .copy_from_slice(&self.max_payload.to_be_bytes());
        b[Self::SINK_AT..Self::SINK_AT + 6].copy_from_slice(&self.sink.0);
        b[Self::FLAGS_AT] = self.routing.flags()
            | self.shape.flags()
            | ((self.context & 3) << Self::CONTEXT_SHIFT)
            | (self.onchip << Self::ONCHIP_SHIFT);
        b[Self::FILTER_AT] = self.filter_bits;
        b
    }

    pub fn decode(b: &[u8]) -> Result<ConfigureQuery, String> {
        if b.len() != Self::LEN {
            return Err(format!(
                "configure record is {} B, expected {}",
                b.len(),
                Self::LEN
            ));
        }
        let mut sink = [0u8; 6];
        sink.copy_from_slice(&b[Self::SINK_AT..Self::SINK_AT + 6]);
        let mut token = [0u8; 8];
        token.copy_from_slice(&b[0..8]);
        let q = ConfigureQuery {
            token: u64::from_be_bytes(token),
            bucket_bits: b[Self::BUCKET_BITS_AT],
            num_sources: b[Self::SOURCES_AT],
            max_payload: u16::from_be_bytes([b[Self::MAX_PAYLOAD_AT], b[Self::MAX_PAYLOAD_AT + 1]]),
            sink: Mac(sink),
            routing: ResultRouting::from_flags(b[Self::FLAGS_AT]),
            shape: ResultShape::from_flags(b[Self::FLAGS_AT]),
            filter_bits: b[Self::FILTER_AT],
            onchip: b[Self::FLAGS_AT] >> Self::ONCHIP_SHIFT,
            context: (b[Self::FLAGS_AT] >> Self::CONTEXT_SHIFT) & 3,
        };
        if q.bucket_bits > 27 {
            return Err(format!("bucket_bits {} exceeds 27", q.bucket_bits));
        }
        if q.filter_bits > crate::hash::FILTER_BITS_MAX {
            return Err(format!(
                "filter_bits {} exceeds {}",
                q.filter_bits,
                crate::hash::FILTER_BITS_MAX
            ));
        }
        if q.num_sources == 0 || q.num_sources as usize > crate::MAX_SOURCES {
            return Err(format!(
                "num_sources {} is outside 1..={}",
                q.num_sources,
                crate::MAX_SOURCES
            ));
        }
        if (q.max_payload as usize) < 64 || q.max_payload as usize > crate::MAX_PAYLOAD_JUMBO {
            return Err(format!(
                "max_payload {} is outside 64..={}",
                q.max_payload,
                crate::MAX_PAYLOAD_JUMBO
            ));
        }
        Ok(q)
    }
}

/// END and ACK payload: 24 bytes. frames u32, ack u32, tuples u64, aux u64.
///
/// In a worker's END: data frames and tuples it sent in the phase (ack and aux 0).
/// In the switch's ACK: data frames and tuples it accepted from that source in the phase,
/// and in `ack` the next sequence number it expects from that source (go-back-N resends from it).
/// In the switch's own END for the build phase: OVERFLOW frames and tuples.
/// In the switch's own END for the probe phase: RESULT+SPILL frames, result tuples, spill tuples (aux).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PhaseCounts {
    pub frames: u32,
    /// ACK only: the next sequence number expected from the source; 0 in an END.
    pub ack: u32,
    pub tuples: u64,
    pub aux: u64,
}

impl PhaseCounts {
    pub const LEN: usize = 24;

    pub fn encode(&self) -> [u8; Self::LEN] {
        let mut b = [0u8; Self::LEN];
        b[0..4].copy_from_slice(&self.frames.to_be_bytes());
        b[4..8].copy_from_slice(&self.ack.to_be_bytes());
        b[8..16].copy_from_slice(&self.tuples.to_be_bytes());
        b[16..24].copy_from_slice(&self.aux.to_be_bytes());
        b
    }

    pub fn decode(b: &[u8]) -> Result<PhaseCounts, String> {
        if b.len() != Self::LEN {
            return Err(format!(
                "END/ACK record is {} B, expected {}",
                b.len(),
                Self::LEN
            ));
        }
        let mut t = [0u8; 8];
        t.copy_from_slice(&b[8..16]);
        let mut a = [0u8; 8];
        a.copy_from_slice(&b[16..24]);
        Ok(PhaseCounts {
            frames: u32::from_be_bytes([b[0], b[1], b[2], b[3]]),
            ack: u32::from_be_bytes([b[4], b[5], b[6], b[7]]),
            tuples: u64::from_be_bytes(t),
            aux: u64::from_be_bytes(a),
        })
    }
}
