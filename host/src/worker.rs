//! A worker: encodes its partitions into sequenced frames and keeps them for
//! retransmission until the switch acknowledges them (go-back-N sender).

use netjoin_proto::control::PhaseCounts;
use netjoin_proto::frame::{FrameBuilder, TupleFramer};
use netjoin_proto::header::offset;
use netjoin_proto::{Header, Mac, Opcode, Signature, FLAG_ACK_REQUEST, PHASE_BUILD, PHASE_PROBE};

/// Every this many data frames, and on the last one, a frame asks for an ACK.
pub const ACK_EVERY: usize = 16;

/// Sets the ACK-request flag on every [`ACK_EVERY`]-th data frame and the last.
fn request_acks(frames: &mut [Vec<u8>]) {
    let n = frames.len();
    for (i, f) in frames.iter_mut().enumerate() {
        if (i + 1) % ACK_EVERY == 0 || i + 1 == n {
            f[offset::FLAGS] |= FLAG_ACK_REQUEST;
        }
    }
}

/// Identity of a worker within a query.
#[derive(Clone, Copy, Debug)]
pub struct WorkerId {
    pub source: u16,
    pub mac: Mac,
    pub port: usize,
}

/// Everything one worker sends in one phase: data frames then its END.
#[derive(Clone, Debug)]
pub struct PhaseStream {
    pub worker: WorkerId,
    /// Sequence number of `frames[0]`.
    pub first_seq: u32,
    /// Data frames followed by the END frame, in sequence order.
    pub frames: Vec<Vec<u8>>,
    /// What the END reports: data frames and tuples.
    pub counts: PhaseCounts,
}

impl PhaseStream {
    pub fn next_seq(&self) -> u32 {
        self.first_seq + self.frames.len() as u32
    }
    pub fn end_frame(&self) -> &[u8] {
        self.frames
            .last()
            .expect("a phase stream always ends with END")
    }
}

/// Query-wide header fields every worker frame carries.
#[derive(Clone, Copy, Debug)]
pub struct QueryHeader {
    pub switch_mac: Mac,
    pub query_id: u16,
    pub token: u64,
    pub max_payload: usize,
}

fn template(q: &QueryHeader, w: &WorkerId, opcode: Opcode, table: u8) -> Header {
    let mut h = Header::new(opcode, q.switch_mac, w.mac);
    h.query_id = q.query_id;
    h.source = w.source;
    h.token = q.token;
    h.table = table;
    h
}

fn end_frame(q: &QueryHeader, w: &WorkerId, phase: u8, seq: u32, counts: &PhaseCounts) -> Vec<u8> {
    let mut h = template(q, w, Opcode::End, phase);
    h.seq = seq;
    FrameBuilder::encode(&h, &counts.encode())
}

/// Encodes the build phase: every table's partition, table 0 first, then END.
/// `tables[t]` is this worker's flat build tuples (key then value) of table t.
pub fn build_phase(
    sig: &Signature,
    q: &QueryHeader,
    w: WorkerId,
    tables: &[&[u8]],
    first_seq: u32,
) -> PhaseStream {
    let width = sig.build_width();
    let mut seq = first_seq;
    let mut frames = Vec::new();
    let mut counts = PhaseCounts::default();
    for (t, part) in tables.iter().enumerate() {
        assert_eq!(
            part.len() % width,
            0,
            "table {t} partition is not a whole number of tuples"
        );
        let mut framer = TupleFramer::new(
            template(q, &w, Opcode::Build, t as u8),
            width,
            q.max_payload,
        );
        framer.push_all(&mut seq, part, &mut frames);
        frames.extend(framer.finish(&mut seq));
        counts.tuples += (part.len() / width) as u64;
    }
    counts.frames = frames.len() as u32;
    request_acks(&mut frames);
    frames.push(end_frame(q, &w, PHASE_BUILD, seq, &counts));
    PhaseStream {
        worker: w,
        first_seq,
        frames,
        counts,
    }
}

/// Encodes the probe phase: the fact partition (T keys then payload per tuple), then END.
pub fn probe_phase(
    sig: &Signature,
    q: &QueryHeader,
    w: WorkerId,
    fact: &[u8],
    first_seq: u32,
) -> PhaseStream {
    // The whole partition is one chunk that nothing preceded, then END.
    let mut stream = probe_chunk(sig, q, w, fact, first_seq, PhaseCounts::default());
    let end = end_frame(q, &w, PHASE_PROBE, stream.next_seq(), &stream.counts);
    stream.frames.push(end);
    stream
}

/// Encodes one chunk of a worker's probe phase: data frames only, no END
/// (the phase continues with more chunks and ends with [`probe_end`]).
/// `counts_before` is what the worker sent earlier in the phase; the
/// stream's counts are cumulative, as the switch's ACKs are.
pub fn probe_chunk(
    sig: &Signature,
    q: &QueryHeader,
    w: WorkerId,
    fact: &[u8],
    first_seq: u32,
    counts_before: PhaseCounts,
) -> PhaseStream {
    let width = sig.probe_width();
    assert_eq!(
        fact.len() % width,
        0,
        "fact chunk is not a whole number of tuples"
    );
    let mut seq = first_seq;
    let mut frames = Vec::new();
    let mut framer = TupleFramer::new(template(q, &w, Opcode::Probe, 0), width, q.max_payload);
    framer.push_all(&mut seq, fact, &mut frames);
    frames.extend(framer.finish(&mut seq));
    let counts = PhaseCounts {
        frames: counts_before.frames + frames.len() as u32,
        tuples: counts_before.tuples + (fact.len() / width) as u64,
        // A worker's END carries no ack; that field is the switch's, in an ACK.
        ack: 0,
        aux: 0,
    };
    request_acks(&mut frames);
    PhaseStream {
        worker: w,
        first_seq,
        frames,
        counts,
    }
}

/// The END of a worker's probe phase sent in chunks: `counts` is everything
/// the worker sent in the phase.
pub fn probe_end(q: &QueryHeader, w: WorkerId, seq: u32, counts: PhaseCounts) -> PhaseStream {
    PhaseStream {
        worker: w,
        first_seq: seq,
        frames: vec![end_frame(q, &w, PHASE_PROBE, seq, &counts)],
        counts,
    }
}
