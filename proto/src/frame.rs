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

    /// Appends `tuples` (whole tuples, back to back); the frames they fill
    /// go to `out`. The same frames as [`TupleFramer::push`] per tuple, but
    /// a whole frame's run of tuples is copied once, straight into the frame.
    pub fn push_all(&mut self, seq: &mut u32, tuples: &[u8], out: &mut Vec<Vec<u8>>) {
        assert_eq!(
            tuples.len() % self.width,
            0,
            "not a whole number of {} B tuples",
            self.width
        );
        let mut rest = tuples;
        // Top up a partly filled frame first.
        while self.count > 0 && !rest.is_empty() {
            let (tuple, r) = rest.split_at(self.width);
            out.extend(self.push(seq, tuple));
            rest = r;
        }
        if rest.is_empty() {
            return;
        }
        // Here the frame under way is empty.
        let frame_bytes = self.per_frame * self.width;
        while rest.len() >= frame_bytes {
            let (run, r) = rest.split_at(frame_bytes);
            out.push(self.encode(seq, run, self.per_frame));
            rest = r;
        }
        self.buf.extend_from_slice(rest);
        self.count = rest.len() / self.width;
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
        let buf = std::mem::take(&mut self.buf);
        let frame = self.encode(seq, &buf, self.count);
        self.buf = buf;
        self.buf.clear();
        self.count = 0;
        frame
    }

    /// One frame of `count` tuples, `payload`, with the next sequence number.
    fn encode(&self, seq: &mut u32, payload: &[u8], count: usize) -> Vec<u8> {
        let mut h = self.template;
        h.tuple_count = count as u16;
        h.seq = *seq;
        *seq = seq.wrapping_add(1);
        FrameBuilder::encode(&h, payload)
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

    #[test]
    fn push_all_makes_the_frames_push_makes() {
        let h = Header::new(Opcode::Probe, Mac::local(1), Mac::local(2));
        let tuples: Vec<u8> = (0..12 * 53).map(|i| (i * 7 % 251) as u8).collect();
        let mut one = TupleFramer::new(h, 12, 100);
        let mut seq1 = u32::MAX - 2;
        let mut want = vec![];
        for t in tuples.chunks_exact(12) {
            want.extend(one.push(&mut seq1, t));
        }
        want.extend(one.finish(&mut seq1));
        // Any split into runs: a partly filled frame is topped up, whole
        // frames are copied at once, the rest waits.
        for cuts in [vec![], vec![1], vec![3, 8, 9, 30], vec![16, 32], vec![52]] {
            let mut all = TupleFramer::new(h, 12, 100);
            let mut seq = u32::MAX - 2;
            let mut got = vec![];
            let mut from = 0;
            for &c in cuts.iter().chain(std::iter::once(&53)) {
                all.push_all(&mut seq, &tuples[from * 12..c * 12], &mut got);
                from = c;
            }
            got.extend(all.finish(&mut seq));
            assert_eq!(got, want, "cuts {cuts:?}");
            assert_eq!(seq, seq1);
        }
    }
}
