//! Building frames and reading them back.

use crate::header::{offset, DropReason, Header, Mac};
use crate::{ETH_MIN_FRAME, HEADER_LEN};

/// A received frame whose header passed [`Header::parse`]. Borrowed; no copies.
#[derive(Clone, Copy, Debug)]
pub struct FrameView<'a> {
    pub header: Header,
    pub payload: &'a [u8],
}

impl<'a> FrameView<'a> {
    pub fn parse(frame: &'a [u8]) -> Result<FrameView<'a>, DropReason> {
        let header = Header::parse(frame)?;
        let payload = &frame[HEADER_LEN..HEADER_LEN + header.payload_len as usize];
        Ok(FrameView { header, payload })
    }

    /// Checks `payload_len == tuple_count * width`.
    pub fn check_tuples(&self, width: usize) -> Result<(), DropReason> {
        if width == 0 || self.payload.len() != self.header.tuple_count as usize * width {
            return Err(DropReason::Length);
        }
        Ok(())
    }

    /// The payload's tuples, assuming [`FrameView::check_tuples`] passed.
    pub fn tuples(&self, width: usize) -> std::slice::ChunksExact<'a, u8> {
        self.payload.chunks_exact(width)
    }
}

/// Encodes one frame: header then payload, zero-padded to the Ethernet minimum.
/// `header.payload_len` is set from the payload.
pub struct FrameBuilder;

impl FrameBuilder {
    pub fn encode(header: &Header, payload: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity((HEADER_LEN + payload.len()).max(ETH_MIN_FRAME));
        Self::encode_into(header, payload, &mut out);
        out
    }

    pub fn encode_into(header: &Header, payload: &[u8], out: &mut Vec<u8>) {
        assert!(
            payload.len() <= u16::MAX as usize,
            "payload of {} B cannot be framed",
            payload.len()
        );
        let len = (HEADER_LEN + payload.len()).max(ETH_MIN_FRAME);
        out.clear();
        out.resize(len, 0);
        let mut h = *header;
        h.payload_len = payload.len() as u16;
        h.write(&mut out[..HEADER_LEN]);
        out[HEADER_LEN..HEADER_LEN + payload.len()].copy_from_slice(payload);
    }

    /// Rewrites the sequence number of an encoded frame in place (retransmission keeps it).
    pub fn set_seq(frame: &mut [u8], seq: u32) {
        frame[offset::SEQ..offset::SEQ + 4].copy_from_slice(&seq.to_be_bytes());
    }

    /// Rewrites the destination MAC of an encoded frame in place.
    pub fn set_dst(frame: &mut [u8], dst: Mac) {
        frame[offset::DST..offset::SRC].copy_from_slice(&dst.0);
    }

    pub fn seq_of(frame: &[u8]) -> u32 {
        u32::from_be_bytes(frame[offset::SEQ..offset::SEQ + 4].try_into().unwrap())
    }
}

/// Packs fixed-width tuples into as few frames as the payload limit allows,
/// numbering frames from a caller-owned sequence counter.
pub struct TupleFramer {
    template: Header,
    width: usize,
    per_frame: usize,
    buf: Vec<u8>,
    count: usize,
}

impl TupleFramer {
    /// `max_payload` is the payload limit in bytes; at least one tuple must fit.
    pub fn new(template: Header, width: usize, max_payload: usize) -> TupleFramer {
        let per_frame = (max_payload / width).min(u16::MAX as usize);
        assert!(
            per_frame > 0,
            "a {width} B tuple does not fit a {max_payload} B payload"
        );
        TupleFramer {
            template,
            width,
            per_frame,
            buf: Vec::with_capacity(per_frame * width),
            count: 0,
        }
    }

    pub fn tuples_per_frame(&self) -> usize {
        self.per_frame
    }

    /// Appends one tuple built by `fill` (which must write exactly `width` bytes);
    /// returns a finished frame when this tuple filled one.
    pub fn push_with(&mut self, seq: &mut u32, fill: impl FnOnce(&mut Vec<u8>)) -> Option<Vec<u8>> {
        let before = self.buf.len();
        fill(&mut self.buf);
        debug_assert_eq!(self.buf.len() - before, self.width);
        self.count += 1;
        if self.count == self.per_frame {
            Some(self.flush(seq))
        } else {
            None
        }
    }

    pub fn push(&mut self, seq: &mut u32, tuple: &[u8]) -> Option<Vec<u8>> {
        self.push_with(seq, |b| b.extend_from_slice(tuple))
    }

    /// The partly filled frame, if any.
    pub fn finish(&mut self, seq: &mut u32) -> Option<Vec<u8>> {
        if self.count == 0 {
            None
        } else {
            Some(self.flush(seq))
        }
    }

    fn flush(&mut self, seq: &mut u32) -> Vec<u8> {
        let mut h = self.template;
        h.tuple_count = self.count as u16;
        h.seq = *seq;
        *seq = seq.wrapping_add(1);
        let frame = FrameBuilder::encode(&h, &self.buf);
        self.buf.clear();
        self.count = 0;
        frame
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Mac, Opcode};

    #[test]
    fn short_frames_are_padded_and_still_parse() {
        let h = Header::new(Opcode::Build, Mac::local(1), Mac::local(2));
        let f = FrameBuilder::encode(&h, &[1, 2, 3]);
        assert_eq!(f.len(), ETH_MIN_FRAME);
        let v = FrameView::parse(&f).unwrap();
        assert_eq!(v.payload, &[1, 2, 3]);
    }

    #[test]
    fn framer_splits_at_the_limit() {
        let h = Header::new(Opcode::Build, Mac::local(1), Mac::local(2));
        let mut fr = TupleFramer::new(h, 12, 100);
        let mut seq = 7;
        let mut frames = vec![];
        for i in 0..20u8 {
            frames.extend(fr.push(&mut seq, &[i; 12]));
        }
        frames.extend(fr.finish(&mut seq));
        assert_eq!(frames.len(), 3); // 8 + 8 + 4
        assert_eq!(seq, 10);
        let counts: Vec<u16> = frames
            .iter()
            .map(|f| Header::parse(f).unwrap().tuple_count)
            .collect();
        assert_eq!(counts, vec![8, 8, 4]);
        assert_eq!(FrameBuilder::seq_of(&frames[2]), 9);
    }
}
