//! Synthetic star-join workloads as frame sequences, for tests and the
//! benchmark: one coordinator (the sink) and `sources` workers, worker `s`
//! on port `s % ports`. Everything follows the [`Signature`] it is given
//! (key and value widths, number of tables); [`star`] builds a whole query.

use netjoin_proto::auth;
use netjoin_proto::control::{
    ConfigureQuery, ControlCommand, PhaseCounts, ResultRouting, SignatureRecord,
};
use netjoin_proto::frame::{FrameBuilder, FrameView, TupleFramer};
use netjoin_proto::header::{Header, Mac, Opcode};
use netjoin_proto::ResultShape;
use netjoin_proto::{Counters, Signature, COORDINATOR_SOURCE, PHASE_BUILD, PHASE_PROBE};
use std::sync::atomic::{AtomicU64, Ordering};

/// How probe (foreign) keys are drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum KeyDist {
    /// Uniform over `1..=range`.
    Uniform,
    /// P(k) ∝ 1/k over `1..=range` (Zipf with s = 1): a few keys dominate,
    /// so consecutive probes often hit the same buckets and DRAM rows.
    Skewed,
}

/// xorshift64*.
#[derive(Clone, Debug)]
pub struct Rng(pub u64);
impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
    pub fn key(&mut self, dist: KeyDist, range: u64) -> u64 {
        match dist {
            KeyDist::Uniform => 1 + self.next_u64() % range,
            KeyDist::Skewed => ((range as f64 + 1.0).powf(self.unit()) as u64).clamp(1, range),
        }
    }
}

/// One query's parameters.
#[derive(Clone, Debug)]
pub struct Query {
    pub sig: Signature,
    pub bucket_bits: u8,
    pub sources: usize,
    pub ports: usize,
    pub query_id: u16,
    pub token: u64,
    pub max_payload: u16,
    /// Destination of the frames sent to the switch.
    pub switch_mac: Mac,
    /// The coordinator, also the sink.
    pub coordinator: Mac,
    /// Where the switch sends RESULT, SPILL and OVERFLOW frames.
    pub routing: ResultRouting,
    /// What RESULT tuples carry of the probe tuple.
    pub shape: ResultShape,
    /// Bits of each table's membership filter arrays (PROTOCOL.md §6.3); 0: none.
    pub filter_bits: u8,
    /// The tables placed on chip, bit t: table t (PROTOCOL.md §6.4).
    pub onchip: u8,
    /// The query context [`Query::setup_frames`]' CONFIGURE names
    /// (PROTOCOL.md §5.5; a switch of one context ignores it).
    pub context: u8,
}

impl Query {
    pub fn new(sig: Signature, bucket_bits: u8, sources: usize) -> Query {
        Query {
            sig,
            bucket_bits,
            sources,
            ports: 4,
            query_id: 7,
            token: 0x5eed_1234_c0de_9abc,
            max_payload: netjoin_proto::MAX_PAYLOAD_DEFAULT as u16,
            switch_mac: Mac::BROADCAST,
            coordinator: Mac::local(0xFFFE),
            routing: ResultRouting::Sink,
            shape: ResultShape::Probe,
            filter_bits: 0,
            onchip: 0,
            context: 0,
        }
    }

    pub fn worker_mac(&self, s: usize) -> Mac {
        Mac::local(s as u16 + 1)
    }

    /// Port worker `s` is attached to.
    pub fn port_of(&self, s: usize) -> usize {
        s % self.ports
    }

    /// A CONTROL request sealed under [`crate::harness_key`] with the next
    /// counter of [`next_control_counter`].
    pub fn control(&self, cmd: ControlCommand, payload: &[u8]) -> Vec<u8> {
        let mut h = Header::new(Opcode::Control, self.switch_mac, self.coordinator);
        h.query_id = self.query_id;
        h.source = COORDINATOR_SOURCE;
        h.table = cmd as u8;
        auth::seal(&h, payload, next_control_counter(), &crate::harness_key())
    }

    /// LOAD_SIGNATURE of `rec` (any record, e.g. one the switch cannot run).
    pub fn load_signature(&self, rec: &SignatureRecord) -> Vec<u8> {
        self.control(ControlCommand::LoadSignature, &rec.encode())
    }

    /// As [`Query::control`], the header naming the query by its
    /// `query_id` and `token` (PROTOCOL.md §5.5: a CONFIGURE of a context
    /// the query holds, READ_QUERY_COUNTERS, RELEASE).
    pub fn named_control(&self, cmd: ControlCommand, payload: &[u8]) -> Vec<u8> {
        let mut h = Header::new(Opcode::Control, self.switch_mac, self.coordinator);
        h.query_id = self.query_id;
        h.token = self.token;
        h.source = COORDINATOR_SOURCE;
        h.table = cmd as u8;
        auth::seal(&h, payload, next_control_counter(), &crate::harness_key())
    }

    /// LOAD_SIGNATURE then CONFIGURE of [`Query::context`] (the
    /// coordinator's port, 0).
    pub fn setup_frames(&self) -> Vec<Vec<u8>> {
        vec![
            self.load_signature(&SignatureRecord::new(self.sig)),
            self.configure_frame(self.context),
        ]
    }

    /// The query's CONFIGURE, naming query context `context` (PROTOCOL.md
    /// §5.5; a switch of one context ignores it). The header names the
    /// query (`query_id` and `token`), so that on a switch of several
    /// contexts the query may configure the context it holds again; a
    /// switch of one context does not look at the header's token.
    pub fn configure_frame(&self, context: u8) -> Vec<u8> {
        let conf = ConfigureQuery {
            token: self.token,
            bucket_bits: self.bucket_bits,
            num_sources: self.sources as u8,
            max_payload: self.max_payload,
            sink: self.coordinator,
            routing: self.routing,
            shape: self.shape,
            filter_bits: self.filter_bits,
            onchip: self.onchip,
            context,
        };
        self.named_control(ControlCommand::Configure, &conf.encode())
    }

    pub fn read_counters(&self) -> Vec<u8> {
        self.control(ControlCommand::ReadCounters, &[])
    }

    /// READ_QUERY_COUNTERS of this query's bank (PROTOCOL.md §5.5).
    pub fn read_query_counters(&self) -> Vec<u8> {
        self.named_control(ControlCommand::ReadQueryCounters, &[])
    }

    /// RELEASE of this query's context (PROTOCOL.md §5.5).
    pub fn release(&self) -> Vec<u8> {
        self.named_control(ControlCommand::Release, &[])
    }

    fn data_header(&self, op: Opcode, s: usize, table: u8) -> Header {
        let mut h = Header::new(op, self.switch_mac, self.worker_mac(s));
        h.query_id = self.query_id;
        h.source = s as u16;
        h.token = self.token;
        h.table = table;
        h
    }

    /// BUILD frames of worker `s` for `table`, then nothing else; `seq` and
    /// `counts` advance.
    pub fn build_frames(
        &self,
        s: usize,
        table: usize,
        tuples: &[Vec<u8>],
        seq: &mut u32,
        counts: &mut PhaseCounts,
    ) -> Vec<Vec<u8>> {
        let h = self.data_header(Opcode::Build, s, table as u8);
        let mut f = TupleFramer::new(h, self.sig.build_width(), self.max_payload as usize);
        let mut out: Vec<Vec<u8>> = tuples.iter().filter_map(|t| f.push(seq, t)).collect();
        out.extend(f.finish(seq));
        counts.frames += out.len() as u32;
        counts.tuples += tuples.len() as u64;
        out
    }

    pub fn probe_frames(
        &self,
        s: usize,
        tuples: &[Vec<u8>],
        seq: &mut u32,
        counts: &mut PhaseCounts,
    ) -> Vec<Vec<u8>> {
        let h = self.data_header(Opcode::Probe, s, 0);
        let mut f = TupleFramer::new(h, self.sig.probe_width(), self.max_payload as usize);
        let mut out: Vec<Vec<u8>> = tuples.iter().filter_map(|t| f.push(seq, t)).collect();
        out.extend(f.finish(seq));
        counts.frames += out.len() as u32;
        counts.tuples += tuples.len() as u64;
        out
    }

    pub fn end_frame(&self, s: usize, phase: u8, seq: &mut u32, counts: &PhaseCounts) -> Vec<u8> {
        let mut h = self.data_header(Opcode::End, s, phase);
        h.seq = *seq;
        *seq += 1;
        FrameBuilder::encode(&h, &counts.encode())
    }
}

/// Build tuples for one dimension table: keys `1..=n` in random order, the
/// value is the key's bytes reversed padded with the table index.
pub fn dimension(sig: &Signature, table: usize, n: u64, rng: &mut Rng) -> Vec<Vec<u8>> {
    let mut keys: Vec<u64> = (1..=n).collect();
    for i in (1..keys.len()).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        keys.swap(i, j);
    }
    let k = sig.k();
    keys.into_iter()
        .map(|key| {
            let mut t = Vec::with_capacity(sig.build_width());
            t.extend_from_slice(&key.to_be_bytes()[8 - k..]);
            for i in 0..sig.v() {
                t.push((key >> (8 * (i % 8))) as u8 ^ (table as u8).wrapping_mul(0x31));
            }
            t
        })
        .collect()
}

/// Probe tuples: key `t` drawn from `1..=ranges[t]` by `dist` (a key above
/// the table's size misses), payload = the tuple's index. `ranges` has (at
/// least) one entry per table of `sig`.
pub fn facts(
    sig: &Signature,
    n: usize,
    ranges: &[u64],
    dist: KeyDist,
    rng: &mut Rng,
) -> Vec<Vec<u8>> {
    assert!(
        ranges.len() >= sig.t(),
        "{} key ranges for {} tables",
        ranges.len(),
        sig.t()
    );
    let k = sig.k();
    (0..n)
        .map(|i| {
            let mut t = Vec::with_capacity(sig.probe_width());
            for &r in ranges.iter().take(sig.t()) {
                let key = rng.key(dist, r);
                t.extend_from_slice(&key.to_be_bytes()[8 - k..]);
            }
            for j in 0..sig.v() {
                t.push((i >> (8 * (j % 8))) as u8);
            }
            t
        })
        .collect()
}

/// A star join of signature `sig`: table `t` has `dim_sizes[t % len]` keys
/// ([`dimension`]), and `n_facts` probe tuples draw key `t` from
/// `1..=n + n/4` for a table of `n` keys (about a fifth of the lookups miss);
/// `sources` workers, tables of `2^bucket_bits` buckets.
pub fn star(
    sig: Signature,
    bucket_bits: u8,
    sources: usize,
    dim_sizes: &[u64],
    n_facts: usize,
    dist: KeyDist,
    rng: &mut Rng,
) -> Script {
    assert!(!dim_sizes.is_empty());
    let sizes: Vec<u64> = (0..sig.t())
        .map(|t| dim_sizes[t % dim_sizes.len()])
        .collect();
    let dims: Vec<_> = sizes
        .iter()
        .enumerate()
        .map(|(t, &n)| dimension(&sig, t, n, rng))
        .collect();
    let ranges: Vec<u64> = sizes.iter().map(|&n| n + n / 4).collect();
    let fs = facts(&sig, n_facts, &ranges, dist, rng);
    Script::new(Query::new(sig, bucket_bits, sources), &dims, &fs)
}

/// The whole frame script of a query: per worker, its build frames (all
/// tables, then END) and its probe frames (then END). Tuples are split
/// round-robin over workers.
pub struct Script {
    pub query: Query,
    pub build: Vec<Vec<Vec<u8>>>,
    pub probe: Vec<Vec<Vec<u8>>>,
    pub build_tuples: u64,
    pub probe_tuples: u64,
}

impl Script {
    pub fn new(query: Query, dims: &[Vec<Vec<u8>>], facts: &[Vec<u8>]) -> Script {
        let n = query.sources;
        let mut seq = vec![0u32; n];
        let mut build = vec![Vec::new(); n];
        let mut probe = vec![Vec::new(); n];
        for s in 0..n {
            let mut counts = PhaseCounts::default();
            for (t, dim) in dims.iter().enumerate() {
                let mine: Vec<Vec<u8>> = dim.iter().skip(s).step_by(n).cloned().collect();
                let f = query.build_frames(s, t, &mine, &mut seq[s], &mut counts);
                build[s].extend(f);
            }
            let end = query.end_frame(s, PHASE_BUILD, &mut seq[s], &counts);
            build[s].push(end);
        }
        for s in 0..n {
            let mut counts = PhaseCounts::default();
            let mine: Vec<Vec<u8>> = facts.iter().skip(s).step_by(n).cloned().collect();
            let f = query.probe_frames(s, &mine, &mut seq[s], &mut counts);
            probe[s].extend(f);
            let end = query.end_frame(s, PHASE_PROBE, &mut seq[s], &counts);
            probe[s].push(end);
        }
        Script {
            build_tuples: dims.iter().map(|d| d.len() as u64).sum(),
            probe_tuples: facts.len() as u64,
            query,
            build,
            probe,
        }
    }

    /// Every frame of a phase as (port, frame), worker by worker.
    pub fn sequential(&self, phase: &[Vec<Vec<u8>>]) -> Vec<(usize, Vec<u8>)> {
        phase
            .iter()
            .enumerate()
            .flat_map(|(s, frames)| {
                frames
                    .iter()
                    .map(move |f| (self.query.port_of(s), f.clone()))
            })
            .collect()
    }
}

/// The counter of the harness's next CONTROL request: it only grows, in
/// the whole process, so every switch the harness opens (floor 0 after its
/// key is installed) takes every request in the order they were made.
pub fn next_control_counter() -> u64 {
    static COUNTER: AtomicU64 = AtomicU64::new(1);
    COUNTER.fetch_add(1, Ordering::Relaxed)
}

/// The record of a CONTROL_REPLY sealed under [`crate::harness_key`]
/// (`None`: not a reply, or not authentic).
pub fn reply_record(frame: &[u8]) -> Option<&[u8]> {
    let v = FrameView::parse(frame).ok()?;
    if v.header.opcode != Opcode::ControlReply {
        return None;
    }
    auth::open(frame, v.payload.len(), &crate::harness_key())
        .ok()
        .map(|o| o.record)
}

/// Counters from a CONTROL_REPLY to READ_COUNTERS.
pub fn decode_counters(frame: &[u8]) -> Option<Counters> {
    let v = FrameView::parse(frame).ok()?;
    if v.header.table != ControlCommand::ReadCounters as u8 {
        return None;
    }
    Counters::decode(reply_record(frame)?).ok()
}

/// A counter bank from a CONTROL_REPLY to READ_QUERY_COUNTERS (status 0).
pub fn decode_bank(frame: &[u8]) -> Option<Counters> {
    let v = FrameView::parse(frame).ok()?;
    if v.header.table != ControlCommand::ReadQueryCounters as u8 || v.header.flags != 0 {
        return None;
    }
    Counters::decode(reply_record(frame)?).ok()
}

/// The tuples of every frame of `opcode` in `frames`, each with its width.
pub fn tuples_of(frames: &[Vec<u8>], opcode: Opcode, width: usize) -> Vec<Vec<u8>> {
    frames
        .iter()
        .filter_map(|f| FrameView::parse(f).ok())
        .filter(|v| v.header.opcode == opcode)
        .flat_map(|v| {
            v.payload
                .chunks_exact(width)
                .map(|c| c.to_vec())
                .collect::<Vec<_>>()
        })
        .collect()
}
