//! The fixed 40-byte frame header: Ethernet II plus the NetJoin header.

use crate::{ETHERTYPE, HEADER_LEN, VERSION};
use std::fmt;

/// A 48-bit MAC address.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Mac(pub [u8; 6]);

impl Mac {
    pub const BROADCAST: Mac = Mac([0xff; 6]);
    /// Locally administered unicast address `02:4e:4a:00:hi:lo` for node `n`
    /// (`4e 4a` is "NJ"). Used by the emulated cluster; real NICs use their own.
    pub fn local(n: u16) -> Mac {
        let [hi, lo] = n.to_be_bytes();
        Mac([0x02, 0x4e, 0x4a, 0x00, hi, lo])
    }
}

impl fmt::Debug for Mac {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Mac {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = self.0;
        write!(
            f,
            "{:02x}:{:02x}:{:02x}:{:02x}:{:02x}:{:02x}",
            m[0], m[1], m[2], m[3], m[4], m[5]
        )
    }
}

impl std::str::FromStr for Mac {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let parts: Vec<&str> = s.split(':').collect();
        if parts.len() != 6 {
            return Err(format!(
                "MAC address `{s}` must have six colon-separated octets"
            ));
        }
        let mut m = [0u8; 6];
        for (i, p) in parts.iter().enumerate() {
            m[i] = u8::from_str_radix(p, 16)
                .map_err(|_| format!("MAC address `{s}`: octet `{p}` is not hexadecimal"))?;
        }
        Ok(Mac(m))
    }
}

/// Frame kinds (header byte 15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Opcode {
    /// Worker -> switch: build tuples for table `table`.
    Build = 1,
    /// Worker -> switch: fact tuples, one key per table plus a payload.
    Probe = 2,
    /// Switch -> sink: joined tuples.
    Result = 3,
    /// Switch -> sink: probe tuples the switch could not finish alone, with the raw buckets.
    Spill = 4,
    /// Switch -> sink: build tuples that found their bucket full.
    Overflow = 5,
    /// End of a phase from one source, with its counts.
    End = 6,
    /// Switch -> source: acknowledgement with cumulative sequence and counts.
    Ack = 7,
    /// Coordinator -> switch: control command in `table`.
    Control = 8,
    /// Switch -> coordinator: answer to a control command.
    ControlReply = 9,
}

impl Opcode {
    pub fn from_u8(v: u8) -> Option<Opcode> {
        Some(match v {
            1 => Opcode::Build,
            2 => Opcode::Probe,
            3 => Opcode::Result,
            4 => Opcode::Spill,
            5 => Opcode::Overflow,
            6 => Opcode::End,
            7 => Opcode::Ack,
            8 => Opcode::Control,
            9 => Opcode::ControlReply,
            _ => return None,
        })
    }
}

/// Why a frame was not accepted. Each reason has its own switch counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DropReason {
    /// Shorter than the 40-byte header, or shorter than header + `payload_len`.
    Truncated,
    /// Longer than the configured maximum frame, or payload above the limit.
    Oversized,
    /// Destination MAC is neither the switch's nor broadcast.
    DstMac,
    /// EtherType is not 0x88B5.
    EtherType,
    /// Version byte is not 1.
    Version,
    /// Opcode is unknown or not valid in this direction.
    Opcode,
    /// Query id does not match the configured query.
    QueryId,
    /// Token does not match the configured token.
    Token,
    /// `payload_len` disagrees with the frame length or with `tuple_count` x tuple width.
    Length,
    /// Source id outside the configured worker set.
    Source,
    /// Table index not in the loaded signature.
    Table,
    /// Sequence number already accepted (a duplicate or retransmission).
    Duplicate,
    /// Sequence number beyond the next expected one (a gap: an earlier frame was lost).
    OutOfOrder,
    /// Frame not allowed in the current phase (no signature, not configured, build after probe).
    Phase,
    /// The MAC flagged the frame as bad (FCS error; AXI-Stream `tuser` on the last beat).
    MacError,
    /// The port's input buffer had no room for the frame: a 10G MAC cannot be
    /// paused mid-frame, so the whole frame is dropped (the sender's
    /// go-back-N sends it again). Never seen by the behavioural model's own
    /// checks; a harness reports it with `SwitchModel::receive_input_full`.
    InputFull,
    /// A CONTROL frame without a valid MAC under the switch's key
    /// (PROTOCOL.md §5.4): a bad tag, no trailer, or no key installed.
    /// Never answered.
    Auth,
    /// An authenticated CONTROL frame whose counter is not above the highest
    /// the switch has accepted (a replay, §5.4). Never answered.
    Replay,
}

impl DropReason {
    pub const ALL: [DropReason; 18] = [
        DropReason::Truncated,
        DropReason::Oversized,
        DropReason::DstMac,
        DropReason::EtherType,
        DropReason::Version,
        DropReason::Opcode,
        DropReason::QueryId,
        DropReason::Token,
        DropReason::Length,
        DropReason::Source,
        DropReason::Table,
        DropReason::Duplicate,
        DropReason::OutOfOrder,
        DropReason::Phase,
        DropReason::MacError,
        DropReason::InputFull,
        DropReason::Auth,
        DropReason::Replay,
    ];

    pub fn name(self) -> &'static str {
        match self {
            DropReason::Truncated => "truncated",
            DropReason::Oversized => "oversized",
            DropReason::DstMac => "dst_mac",
            DropReason::EtherType => "ethertype",
            DropReason::Version => "version",
            DropReason::Opcode => "opcode",
            DropReason::QueryId => "query_id",
            DropReason::Token => "token",
            DropReason::Length => "length",
            DropReason::Source => "source",
            DropReason::Table => "table",
            DropReason::Duplicate => "duplicate",
            DropReason::OutOfOrder => "out_of_order",
            DropReason::Phase => "phase",
            DropReason::MacError => "mac_error",
            DropReason::InputFull => "input_full",
            DropReason::Auth => "auth",
            DropReason::Replay => "replay",
        }
    }
}

impl fmt::Display for DropReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The decoded header. Field offsets are those of `docs/PROTOCOL.md` §2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    pub dst: Mac,
    pub src: Mac,
    pub opcode: Opcode,
    pub query_id: u16,
    pub source: u16,
    pub table: u8,
    pub flags: u8,
    pub tuple_count: u16,
    pub seq: u32,
    pub payload_len: u16,
    /// The query's 64-bit token (PROTOCOL.md §2): set by CONFIGURE, random per query and epoch.
    pub token: u64,
}

pub mod offset {
    //! Byte offsets of header fields from the first byte of the frame.
    pub const DST: usize = 0;
    pub const SRC: usize = 6;
    pub const ETHERTYPE: usize = 12;
    pub const VERSION: usize = 14;
    pub const OPCODE: usize = 15;
    pub const QUERY_ID: usize = 16;
    pub const SOURCE: usize = 18;
    pub const TABLE: usize = 20;
    pub const FLAGS: usize = 21;
    pub const TUPLE_COUNT: usize = 22;
    pub const SEQ: usize = 24;
    pub const PAYLOAD_LEN: usize = 28;
    pub const RESERVED: usize = 30;
    pub const TOKEN: usize = 32;
    pub const PAYLOAD: usize = 40;
}

fn be16(b: &[u8], at: usize) -> u16 {
    u16::from_be_bytes([b[at], b[at + 1]])
}
fn be32(b: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}
fn be64(b: &[u8], at: usize) -> u64 {
    let mut v = [0u8; 8];
    v.copy_from_slice(&b[at..at + 8]);
    u64::from_be_bytes(v)
}

impl Header {
    /// A header with every field zero but the given opcode and addresses.
    pub fn new(opcode: Opcode, dst: Mac, src: Mac) -> Header {
        Header {
            dst,
            src,
            opcode,
            query_id: 0,
            source: 0,
            table: 0,
            flags: 0,
            tuple_count: 0,
            seq: 0,
            payload_len: 0,
            token: 0,
        }
    }

    /// Writes the 40 header bytes into `out[..40]`.
    pub fn write(&self, out: &mut [u8]) {
        use offset::*;
        out[DST..DST + 6].copy_from_slice(&self.dst.0);
        out[SRC..SRC + 6].copy_from_slice(&self.src.0);
        out[ETHERTYPE..ETHERTYPE + 2].copy_from_slice(&crate::ETHERTYPE.to_be_bytes());
        out[VERSION] = crate::VERSION;
        out[OPCODE] = self.opcode as u8;
        out[QUERY_ID..QUERY_ID + 2].copy_from_slice(&self.query_id.to_be_bytes());
        out[SOURCE..SOURCE + 2].copy_from_slice(&self.source.to_be_bytes());
        out[TABLE] = self.table;
        out[FLAGS] = self.flags;
        out[TUPLE_COUNT..TUPLE_COUNT + 2].copy_from_slice(&self.tuple_count.to_be_bytes());
        out[SEQ..SEQ + 4].copy_from_slice(&self.seq.to_be_bytes());
        out[PAYLOAD_LEN..PAYLOAD_LEN + 2].copy_from_slice(&self.payload_len.to_be_bytes());
        out[RESERVED..RESERVED + 2].copy_from_slice(&[0, 0]);
        out[TOKEN..TOKEN + 8].copy_from_slice(&self.token.to_be_bytes());
    }

    /// Decodes and structurally checks a header, in the order of
    /// PROTOCOL.md §5.3 step 1: minimum length, EtherType, version, opcode,
    /// jumbo limit, then the payload length against the frame length. Checks that need switch state
    /// (MAC, query, token, source, table, widths) are the receiver's.
    pub fn parse(frame: &[u8]) -> Result<Header, DropReason> {
        use offset::*;
        if frame.len() < HEADER_LEN {
            return Err(DropReason::Truncated);
        }
        if be16(frame, ETHERTYPE) != crate::ETHERTYPE {
            return Err(DropReason::EtherType);
        }
        if frame[VERSION] != crate::VERSION {
            return Err(DropReason::Version);
        }
        let opcode = Opcode::from_u8(frame[OPCODE]).ok_or(DropReason::Opcode)?;
        let payload_len = be16(frame, PAYLOAD_LEN);
        if payload_len as usize > crate::MAX_PAYLOAD_JUMBO
            || frame.len() > HEADER_LEN + crate::MAX_PAYLOAD_JUMBO
        {
            return Err(DropReason::Oversized);
        }
        let needed = HEADER_LEN + payload_len as usize;
        if frame.len() < needed {
            return Err(DropReason::Truncated);
        }
        // Longer than header + payload is legal only as Ethernet minimum-size padding.
        if frame.len() > needed && frame.len() > crate::ETH_MIN_FRAME {
            return Err(DropReason::Length);
        }
        let mut dst = [0u8; 6];
        let mut src = [0u8; 6];
        dst.copy_from_slice(&frame[DST..DST + 6]);
        src.copy_from_slice(&frame[SRC..SRC + 6]);
        Ok(Header {
            dst: Mac(dst),
            src: Mac(src),
            opcode,
            query_id: be16(frame, QUERY_ID),
            source: be16(frame, SOURCE),
            table: frame[TABLE],
            flags: frame[FLAGS],
            tuple_count: be16(frame, TUPLE_COUNT),
            seq: be32(frame, SEQ),
            payload_len,
            token: be64(frame, TOKEN),
        })
    }
}

// Keep the constants referenced so a change to one is a compile-time edit here too.
const _: () = assert!(
    HEADER_LEN == offset::PAYLOAD
        && offset::TOKEN + 8 == offset::PAYLOAD
        && ETHERTYPE == 0x88B5
        && VERSION == 2
);
