//! Authenticated CONTROL (PROTOCOL.md §5.4): a keyed MAC and a counter that
//! only grows, carried at the end of the payload of every CONTROL and
//! CONTROL_REPLY frame.
//!
//! The MAC is SipHash-2-4 with a 128-bit key, a 64-bit tag. It was chosen
//! for the FPGA: one SipRound is four 64-bit additions, rotations and XORs,
//! so a core doing one round a cycle checks a CONTROL frame of up to 12
//! words in about 30 cycles at the switch's clock with about a thousand
//! LUTs (hdl/src/siphash.rs); a block cipher MAC (AES-CMAC) or HMAC-SHA-256
//! costs several times the logic or the cycles, and the switch needs no
//! more than a 64-bit tag: a forger gets one try per frame, each refused
//! without an answer, and the key is replaced whenever it is suspected.
//!
//! A frame is sealed by [`seal`] and checked by [`open`]. Neither does I/O
//! or keeps state: the counter floor belongs to the receiver.

use crate::header::Header;
use crate::{FrameBuilder, HEADER_LEN};
use siphasher::sip::SipHasher24;
use std::fmt;
use std::hash::Hasher;

/// Bytes the authentication adds at the end of a CONTROL or CONTROL_REPLY
/// payload: the counter (u64), then the tag (u64), both big-endian.
pub const TRAILER_LEN: usize = 16;

/// The longest CONTROL payload a switch checks: the longest record
/// (LOAD_SIGNATURE's, 40 B) and the trailer. A longer one cannot be a
/// valid request and is dropped (`auth`) without computing its MAC, so
/// that a stranger's jumbo CONTROL frames cost the switch no more than
/// short ones.
pub const REQUEST_PAYLOAD_MAX: usize = crate::SignatureRecord::LEN + TRAILER_LEN;

/// Offsets inside the trailer.
pub mod field {
    use std::ops::Range;
    /// The sender's counter (a request's; a reply echoes its request's).
    pub const COUNTER: Range<usize> = 0..8;
    /// SipHash-2-4 of every frame byte before it.
    pub const TAG: Range<usize> = 8..16;
}

/// The 128-bit key of the authenticated control plane. Its bytes are those
/// of the key file (32 hex digits); SipHash's `k0` is bytes 0..8 read
/// little-endian, `k1` bytes 8..16 (the reference implementation's order).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct ControlKey([u8; 16]);

impl fmt::Debug for ControlKey {
    // A key must not reach a log.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ControlKey(..)")
    }
}

impl ControlKey {
    pub const LEN: usize = 16;

    pub fn from_bytes(bytes: [u8; 16]) -> ControlKey {
        ControlKey(bytes)
    }

    pub fn to_bytes(self) -> [u8; 16] {
        self.0
    }

    /// SipHash's two key words.
    pub fn words(&self) -> (u64, u64) {
        (
            u64::from_le_bytes(self.0[..8].try_into().unwrap()),
            u64::from_le_bytes(self.0[8..].try_into().unwrap()),
        )
    }

    /// The key of a key file: 32 hex digits, surrounding white space ignored.
    pub fn parse_hex(text: &str) -> Result<ControlKey, String> {
        let t = text.trim();
        if t.len() != 32 || !t.bytes().all(|c| c.is_ascii_hexdigit()) {
            return Err(format!(
                "a control key is 32 hex digits (128 bits); found {} characters{}",
                t.len(),
                if t.bytes().all(|c| c.is_ascii_hexdigit()) {
                    ""
                } else {
                    ", not all hex digits"
                }
            ));
        }
        let mut b = [0u8; 16];
        for (i, byte) in b.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&t[2 * i..2 * i + 2], 16).expect("checked hex");
        }
        Ok(ControlKey(b))
    }

    /// The key as a key file holds it.
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// SipHash-2-4 of `msg` under this key.
    pub fn tag(&self, msg: &[u8]) -> u64 {
        let (k0, k1) = self.words();
        let mut h = SipHasher24::new_with_keys(k0, k1);
        h.write(msg);
        h.finish()
    }
}

/// How a switch treats CONTROL frames.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ControlAuth {
    /// No trailer, nothing checked: anyone who reaches a port controls the
    /// switch. For test benches that want bare frames; no deployed switch
    /// runs it (switchd needs a key file).
    #[default]
    Open,
    /// Authentication required and no key installed: every CONTROL frame is
    /// dropped (`auth`). The FPGA switch from reset until its management
    /// interface commits a key (hdl/src/mgmt_regs.rs).
    NoKey,
    /// Every CONTROL frame must carry the trailer under this key, and every
    /// CONTROL_REPLY does (PROTOCOL.md §5.4).
    Keyed(ControlKey),
}

impl ControlAuth {
    pub fn key(&self) -> Option<&ControlKey> {
        match self {
            ControlAuth::Keyed(k) => Some(k),
            _ => None,
        }
    }
}

/// Why [`open`] refused a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuthError {
    /// The payload cannot hold a trailer: shorter than 16 bytes or not a
    /// whole number of 8-byte words.
    NoTrailer { payload_len: usize },
    /// The tag is not SipHash-2-4 of the frame under the key.
    BadTag,
}

impl fmt::Display for AuthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AuthError::NoTrailer { payload_len } => write!(
                f,
                "a payload of {payload_len} B holds no authentication trailer (16 B or more, a multiple of 8)"
            ),
            AuthError::BadTag => f.write_str("the frame's MAC does not match the control key"),
        }
    }
}

impl std::error::Error for AuthError {}

/// An authenticated frame's record (the payload before the trailer) and
/// counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opened<'a> {
    pub record: &'a [u8],
    pub counter: u64,
}

/// Encodes a CONTROL or CONTROL_REPLY frame: `record`, then the trailer
/// with `counter` and the tag of the frame's bytes 0 to
/// `40 + payload_len - 8` (everything before the tag, padding excluded).
/// `header.payload_len` is set from the sealed payload.
pub fn seal(header: &Header, record: &[u8], counter: u64, key: &ControlKey) -> Vec<u8> {
    let mut payload = Vec::with_capacity(record.len() + TRAILER_LEN);
    payload.extend_from_slice(record);
    payload.extend_from_slice(&counter.to_be_bytes());
    payload.extend_from_slice(&[0; 8]);
    let mut frame = FrameBuilder::encode(header, &payload);
    let end = HEADER_LEN + payload.len();
    let tag = key.tag(&frame[..end - 8]);
    frame[end - 8..end].copy_from_slice(&tag.to_be_bytes());
    frame
}

/// Checks the trailer of a frame whose header parsed (so that
/// `40 + payload_len <= frame.len()`): the payload is a whole number of
/// 8-byte words, at least two, and its last word is the tag of the bytes
/// before it. The counter is returned, not judged: the floor is the
/// receiver's.
pub fn open<'a>(
    frame: &'a [u8],
    payload_len: usize,
    key: &ControlKey,
) -> Result<Opened<'a>, AuthError> {
    if payload_len < TRAILER_LEN
        || !payload_len.is_multiple_of(8)
        || frame.len() < HEADER_LEN + payload_len
    {
        return Err(AuthError::NoTrailer { payload_len });
    }
    let end = HEADER_LEN + payload_len;
    let trailer = &frame[end - TRAILER_LEN..end];
    let tag = u64::from_be_bytes(trailer[field::TAG].try_into().unwrap());
    if key.tag(&frame[..end - 8]) != tag {
        return Err(AuthError::BadTag);
    }
    Ok(Opened {
        record: &frame[HEADER_LEN..end - TRAILER_LEN],
        counter: u64::from_be_bytes(trailer[field::COUNTER].try_into().unwrap()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FrameView, Mac, Opcode};

    fn key() -> ControlKey {
        ControlKey::from_bytes(core::array::from_fn(|i| i as u8))
    }

    fn header() -> Header {
        let mut h = Header::new(Opcode::Control, Mac::local(0xFFFF), Mac::local(0xFFFE));
        h.table = 4;
        h.seq = 9;
        h
    }

    #[test]
    fn the_tag_is_the_reference_siphash_of_the_frame_before_it() {
        // SipHash-2-4's reference vector: key 00..0f, message 00..0e
        // (Aumasson and Bernstein, appendix A).
        let k = key();
        let msg: Vec<u8> = (0..15).collect();
        assert_eq!(k.tag(&msg), 0xa129ca6149be45e5);
        let f = seal(&header(), &[], 7, &k);
        assert_eq!(f.len(), 60, "56 B padded to the Ethernet minimum");
        let v = FrameView::parse(&f).unwrap();
        assert_eq!(v.payload.len(), TRAILER_LEN);
        assert_eq!(&v.payload[field::COUNTER], &7u64.to_be_bytes());
        assert_eq!(&v.payload[field::TAG], &k.tag(&f[..48]).to_be_bytes());
        let o = open(&f, 16, &k).unwrap();
        assert_eq!((o.record, o.counter), (&[][..], 7));
    }

    /// PROTOCOL.md §5.4.1 gives a sealed RESET as a check value for other
    /// implementations; it must be the frame this code seals.
    #[test]
    fn protocol_document_shows_the_sealed_reset_this_code_makes() {
        let mut h = header();
        h.table = crate::control::ControlCommand::Reset as u8;
        h.source = crate::COORDINATOR_SOURCE;
        let f = seal(&h, &[], 7, &key());
        let dump: Vec<String> = f
            .chunks(16)
            .map(|row| {
                let bytes: Vec<String> = row.iter().map(|b| format!("{b:02x}")).collect();
                bytes.join(" ")
            })
            .collect();
        let doc =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/PROTOCOL.md"))
                .expect("docs/PROTOCOL.md");
        let block = format!("```\n{}\n```", dump.join("\n"));
        assert!(doc.contains(&block), "PROTOCOL.md lacks\n{block}");
        let tag = format!("its tag `0x{:016x}`", key().tag(&f[..48]));
        assert!(doc.contains(&tag), "PROTOCOL.md lacks {tag}");
    }

    #[test]
    fn any_changed_byte_before_the_tag_or_another_key_fails() {
        let k = key();
        let record = [0xAB; 40];
        let f = seal(&header(), &record, 1 << 40, &k);
        let o = open(&f, 56, &k).unwrap();
        assert_eq!((o.record, o.counter), (&record[..], 1 << 40));
        for i in 0..f.len() {
            let mut g = f.clone();
            g[i] ^= 0x01;
            let r = open(&g, 56, &k);
            if i < HEADER_LEN + 56 {
                assert_eq!(r, Err(AuthError::BadTag), "byte {i}");
            } else {
                assert!(r.is_ok(), "padding byte {i} is not covered");
            }
        }
        let mut other = key().to_bytes();
        other[15] ^= 0x80;
        assert_eq!(
            open(&f, 56, &ControlKey::from_bytes(other)),
            Err(AuthError::BadTag)
        );
    }

    #[test]
    fn a_payload_without_room_for_a_whole_trailer_is_refused() {
        let k = key();
        let f = seal(&header(), &[1, 2, 3, 4, 5, 6, 7, 8], 3, &k);
        for len in [0, 8, 15, 20, 23] {
            assert_eq!(
                open(&f, len, &k),
                Err(AuthError::NoTrailer { payload_len: len })
            );
        }
        assert_eq!(
            open(&f[..50], 24, &k),
            Err(AuthError::NoTrailer { payload_len: 24 })
        );
    }

    #[test]
    fn key_files_are_32_hex_digits() {
        let k = key();
        assert_eq!(k.to_hex(), "000102030405060708090a0b0c0d0e0f");
        assert_eq!(ControlKey::parse_hex(&format!("  {}\n", k.to_hex())), Ok(k));
        assert!(ControlKey::parse_hex("0001")
            .unwrap_err()
            .contains("32 hex digits"));
        assert!(ControlKey::parse_hex(&"g".repeat(32))
            .unwrap_err()
            .contains("not all hex"));
        assert_eq!(format!("{k:?}"), "ControlKey(..)");
    }
}
