//! The sink: receives what the switch sends for a query (RESULT, SPILL,
//! OVERFLOW and the switch's END frames), verifies that nothing was lost or
//! duplicated, and finishes spilled probe tuples from the overflow tuples
//! (PROTOCOL.md §7.3).

use netjoin_proto::bucket::BucketRef;
use netjoin_proto::control::PhaseCounts;
use netjoin_proto::frame::FrameView;
use netjoin_proto::{Mac, Opcode, ResultShape, Signature, PHASE_BUILD, SWITCH_SOURCE};
use std::collections::{HashMap, HashSet};

/// Why the sink cannot vouch for a query's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SinkError {
    /// A frame that should not reach the sink, or does not parse.
    Malformed(String),
    /// The switch's END reports more than arrived.
    Missing { phase: &'static str, detail: String },
}

impl std::fmt::Display for SinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SinkError::Malformed(s) => write!(f, "malformed frame at the sink: {s}"),
            SinkError::Missing { phase, detail } => {
                write!(f, "{phase} phase output incomplete: {detail}")
            }
        }
    }
}
impl std::error::Error for SinkError {}

pub struct Sink {
    sig: Signature,
    /// What the query's RESULT tuples carry of the probe tuple.
    shape: ResultShape,
    query_id: u16,
    token: u64,
    /// (tx port, sequence number) of every frame taken: each tx port
    /// numbers its frames itself (PROTOCOL.md §4.1).
    seen: HashSet<(usize, u32)>,
    /// Frames that arrived twice (same switch sequence number); ignored.
    pub duplicates: u64,
    /// RESULT tuples from the switch, flat.
    pub results: Vec<u8>,
    /// With [`Sink::keep_result_frames`]: the RESULT frames themselves, in
    /// arrival order, with their tuple counts, instead of their tuples
    /// copied into `results`.
    pub result_frames: Vec<(Vec<u8>, usize)>,
    keep_result_frames: bool,
    /// SPILL tuples, flat.
    pub spills: Vec<u8>,
    /// Who each SPILL frame's tuples in `spills` were sent to, in order:
    /// (`dst`, tuples). With results to the source, the worker that probed.
    spill_dsts: Vec<(Mac, usize)>,
    /// OVERFLOW tuples per table: key -> values.
    overflow: Vec<HashMap<Vec<u8>, Vec<Vec<u8>>>>,
    /// [build, probe]: frames and tuples received (tuples = overflow or result tuples, aux = spill tuples).
    received: [PhaseCounts; 2],
    /// [build, probe]: the switch's END record, the tx port it left on and
    /// its sequence number there.
    ends: [Option<(usize, u32, PhaseCounts)>; 2],
}

impl Sink {
    /// The sink of a query whose RESULT tuples carry the whole probe tuple
    /// ([`ResultShape::Probe`]).
    pub fn new(sig: Signature, query_id: u16, token: u64) -> Sink {
        Sink::with_shape(sig, query_id, token, ResultShape::Probe)
    }

    /// The sink of a query whose RESULT tuples are of `shape`; rows finished
    /// from spills are of that shape too.
    pub fn with_shape(sig: Signature, query_id: u16, token: u64, shape: ResultShape) -> Sink {
        Sink {
            sig,
            shape,
            query_id,
            token,
            seen: HashSet::new(),
            duplicates: 0,
            results: Vec::new(),
            result_frames: Vec::new(),
            keep_result_frames: false,
            spills: Vec::new(),
            spill_dsts: Vec::new(),
            overflow: vec![HashMap::new(); sig.t()],
            received: [PhaseCounts::default(); 2],
            ends: [None, None],
        }
    }

    /// The signature whose tuple widths the sink decodes.
    pub fn signature(&self) -> Signature {
        self.sig
    }

    /// The shape of the query's RESULT tuples.
    pub fn shape(&self) -> ResultShape {
        self.shape
    }

    /// Bytes of one RESULT tuple (of the query's shape).
    pub fn result_width(&self) -> usize {
        self.sig.result_width_of(self.shape)
    }

    /// From now on, [`Sink::accept_owned`] keeps RESULT frames whole in
    /// `result_frames` (no copy of their tuples: a reader takes the tuples
    /// out of them later, outside whatever lock guards the sink).
    pub fn keep_result_frames(&mut self, keep: bool) {
        self.keep_result_frames = keep;
    }

    /// As [`Sink::accept`], taking the frame: a RESULT frame is kept whole if
    /// [`Sink::keep_result_frames`] is on.
    pub fn accept_owned(&mut self, port: usize, frame: Vec<u8>) -> Result<(), SinkError> {
        if let Some(n) = self.take(port, &frame, self.keep_result_frames)? {
            self.result_frames.push((frame, n));
        }
        Ok(())
    }

    /// Takes one frame of the query's switch output that left the switch on
    /// tx port `port`: addressed to the sink, or with results to the source
    /// (PROTOCOL.md §7.5) to the worker that caused it.
    pub fn accept(&mut self, port: usize, frame: &[u8]) -> Result<(), SinkError> {
        self.take(port, frame, false).map(|_| ())
    }

    /// Checks and counts `frame`; `Some(its tuple count)` if it is a new
    /// RESULT frame whose tuples were not copied (`keep`): the caller keeps
    /// the frame.
    fn take(&mut self, port: usize, frame: &[u8], keep: bool) -> Result<Option<usize>, SinkError> {
        let view = FrameView::parse(frame)
            .map_err(|r| SinkError::Malformed(format!("header check failed: {r}")))?;
        let h = view.header;
        if h.source != SWITCH_SOURCE || h.query_id != self.query_id || h.token != self.token {
            return Err(SinkError::Malformed(format!(
                "frame from source {:#06x}, query {}, token {:#x} is not this query's switch output",
                h.source, h.query_id, h.token
            )));
        }
        if !self.seen.insert((port, h.seq)) {
            self.duplicates += 1;
            return Ok(None);
        }
        let sig = self.sig;
        let width = match h.opcode {
            Opcode::Result => sig.result_width_of(self.shape),
            Opcode::Spill => sig.spill_width(),
            Opcode::Overflow => sig.build_width(),
            Opcode::End => {
                let counts = PhaseCounts::decode(view.payload).map_err(SinkError::Malformed)?;
                let phase = if h.table == PHASE_BUILD { 0 } else { 1 };
                self.ends[phase] = Some((port, h.seq, counts));
                return Ok(None);
            }
            other => {
                return Err(SinkError::Malformed(format!(
                    "unexpected {other:?} frame at the sink"
                )))
            }
        };
        view.check_tuples(width).map_err(|_| {
            SinkError::Malformed(format!(
                "{:?} frame payload is not {} tuples of {width} B",
                h.opcode, h.tuple_count
            ))
        })?;
        let n = h.tuple_count as u64;
        match h.opcode {
            Opcode::Result => {
                self.received[1].frames += 1;
                self.received[1].tuples += n;
                if keep {
                    return Ok(Some(n as usize));
                }
                self.results.extend_from_slice(view.payload);
            }
            Opcode::Spill => {
                self.spills.extend_from_slice(view.payload);
                self.spill_dsts.push((h.dst, n as usize));
                self.received[1].frames += 1;
                self.received[1].aux += n;
            }
            _ => {
                let t = h.table as usize;
                if t >= sig.t() {
                    return Err(SinkError::Malformed(format!(
                        "OVERFLOW frame for table {t} of a {}-table pipeline",
                        sig.t()
                    )));
                }
                for tuple in view.tuples(width) {
                    let (k, v) = tuple.split_at(sig.k());
                    self.overflow[t]
                        .entry(k.to_vec())
                        .or_default()
                        .push(v.to_vec());
                }
                self.received[0].frames += 1;
                self.received[0].tuples += n;
            }
        }
        Ok(None)
    }

    /// Whether the switch's END for the phase (0 build, 1 probe) has arrived.
    pub fn has_end(&self, phase: usize) -> bool {
        self.ends[phase].is_some()
    }

    /// Checks that everything the switch's END for `phase` announces arrived,
    /// and that no switch sequence number is missing: none up to the END on
    /// its port, none below the highest that arrived on any other port.
    pub fn check_phase(&self, phase: usize) -> Result<PhaseCounts, SinkError> {
        let name = if phase == 0 { "build" } else { "probe" };
        let Some((end_port, end_seq, announced)) = self.ends[phase] else {
            return Err(SinkError::Missing {
                phase: name,
                detail: "the switch's END frame never arrived".into(),
            });
        };
        let mut next: HashMap<usize, u32> = HashMap::from([(end_port, end_seq)]);
        for &(port, seq) in &self.seen {
            let n = next.entry(port).or_insert(0);
            *n = (*n).max(seq.saturating_add(1));
        }
        let missing: usize = next
            .iter()
            .map(|(&port, &n)| (0..n).filter(|&s| !self.seen.contains(&(port, s))).count())
            .sum();
        if announced != self.received[phase] || missing > 0 {
            return Err(SinkError::Missing {
                phase: name,
                detail: format!(
                    "switch sent {} frames / {} tuples / {} spills, received {} / {} / {}; {missing} sequence numbers missing",
                    announced.frames,
                    announced.tuples,
                    announced.aux,
                    self.received[phase].frames,
                    self.received[phase].tuples,
                    self.received[phase].aux
                ),
            });
        }
        Ok(announced)
    }

    pub fn overflow_tuples(&self) -> usize {
        self.overflow
            .iter()
            .map(|m| m.values().map(Vec::len).sum::<usize>())
            .sum()
    }

    /// Takes out the RESULT frames kept whole ([`Sink::keep_result_frames`])
    /// and the SPILL tuples that were sent to `dst`, leaving the others'.
    pub fn take_addressed_to(&mut self, dst: Mac) -> (Vec<(Vec<u8>, usize)>, Vec<u8>) {
        let (frames, others) = std::mem::take(&mut self.result_frames)
            .into_iter()
            .partition(|(f, _)| netjoin_proto::Header::parse(f).is_ok_and(|h| h.dst == dst));
        self.result_frames = others;
        let sw = self.sig.spill_width();
        let (mut mine, mut rest) = (Vec::new(), Vec::new());
        let mut at = 0;
        let mut kept = Vec::new();
        for &(to, n) in &self.spill_dsts {
            let run = &self.spills[at..at + n * sw];
            at += n * sw;
            if to == dst {
                mine.extend_from_slice(run);
            } else {
                rest.extend_from_slice(run);
                kept.push((to, n));
            }
        }
        self.spills = rest;
        self.spill_dsts = kept;
        (frames, mine)
    }

    /// Forgets the SPILL tuples (they were finished or discarded).
    pub fn clear_spills(&mut self) {
        self.spills.clear();
        self.spill_dsts.clear();
    }

    /// Joins every SPILL tuple exactly (§7.3): partners in table t are the
    /// matching slots of the bucket the switch attached plus the matching
    /// OVERFLOW tuples; the output is their cross product, in RESULT layout.
    pub fn finish_spills(&self) -> Vec<u8> {
        self.finish(&self.spills)
    }

    /// As [`Sink::finish_spills`], for `spills` (flat SPILL tuples of this
    /// query, e.g. those [`Sink::take_addressed_to`] returned).
    pub fn finish(&self, spills: &[u8]) -> Vec<u8> {
        let sig = self.sig;
        let (k, t_count, pw) = (sig.k(), sig.t(), sig.probe_width());
        let geom = sig.geometry();
        let bb = geom.bucket_bytes();
        let mut out = Vec::new();
        // A finished row carries what a RESULT tuple of the shape does.
        let carried = sig.result_carries_from(self.shape);
        for spill in spills.chunks_exact(sig.spill_width()) {
            let probe = &spill[..pw];
            let partners: Vec<Vec<&[u8]>> = (0..t_count)
                .map(|t| {
                    let key = &probe[t * k..(t + 1) * k];
                    let bucket = BucketRef::new(&spill[pw + t * bb..pw + (t + 1) * bb], geom, k);
                    let mut vals: Vec<&[u8]> = bucket.matches(key).collect();
                    if let Some(extra) = self.overflow[t].get(key) {
                        vals.extend(extra.iter().map(Vec::as_slice));
                    }
                    vals
                })
                .collect();
            cross_product(&probe[carried..], &partners, &mut out);
        }
        out
    }
}

/// Appends `prefix ++ choice_0 ++ … ++ choice_{T-1}` for every combination of choices.
pub fn cross_product(prefix: &[u8], partners: &[Vec<&[u8]>], out: &mut Vec<u8>) {
    if partners.iter().any(Vec::is_empty) {
        return;
    }
    let mut idx = vec![0usize; partners.len()];
    loop {
        out.extend_from_slice(prefix);
        for (t, &i) in idx.iter().enumerate() {
            out.extend_from_slice(partners[t][i]);
        }
        // Odometer increment, last table fastest.
        let mut t = partners.len();
        loop {
            if t == 0 {
                return;
            }
            t -= 1;
            idx[t] += 1;
            if idx[t] < partners[t].len() {
                break;
            }
            idx[t] = 0;
        }
    }
}
