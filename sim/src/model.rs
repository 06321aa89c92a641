//! The behavioural switch model.

#[cfg(test)]
mod reference;

use crate::fastpath::{self, Filters, Layout, OutFramer, Scratch, TableMemory};
pub use crate::fastpath::{Emitted, FilterBits};
use netjoin_proto::auth::{self, ControlAuth};
use netjoin_proto::control::{
    ConfigureQuery, ControlCommand, ControlStatus, PhaseCounts, ResultRouting, SignatureRecord,
};
use netjoin_proto::counters::{Counter, Counters};
use netjoin_proto::frame::{FrameBuilder, FrameView};
use netjoin_proto::hash::FILTER_HASHES;
use netjoin_proto::header::{DropReason, Header, Mac, Opcode};
use netjoin_proto::{
    Signature, FLAG_ACK_REQUEST, LINE_BYTES, PHASE_BUILD, PHASE_PROBE, SWITCH_SOURCE,
};

/// Static properties of a switch (what the hardware is, not what it is doing).
#[derive(Clone, Debug)]
pub struct SwitchConfig {
    /// The switch's own MAC; frames to other unicast addresses are dropped.
    pub mac: Mac,
    /// Memory size in 64-byte lines (NetFPGA SUME: 8 GiB = 2^27 lines).
    pub memory_lines: u64,
    /// Words of the FPGA switch's fill-count SRAM (PROTOCOL.md §10; NetFPGA
    /// SUME: 3 × 2^21): a query whose lines' counts it cannot hold is
    /// refused, as the FPGA refuses it.
    pub count_sram_words: u64,
    /// Number of Ethernet ports.
    pub ports: usize,
    /// The switch's memory is this process's (a software switch: switchd
    /// and its `--memory-cap`): `memory_lines` bound all the model holds
    /// for a query, the membership filters beside the tables, and the table
    /// store stays with the model from query to query instead of going to
    /// the process's spare, so that no second store is ever mapped beside
    /// it. `false` (the FPGA's shape): the filters are on-chip RAM, apart
    /// from the DDR.
    pub host_memory: bool,
    /// Signatures this switch can load (LOAD_SIGNATURE by id, PROTOCOL.md
    /// §5.1); `None` accepts any valid signature under its canonical id (the
    /// behavioural model can run any shape, a bitstream only its own). Give
    /// the bitstream catalog's signatures to behave like the FPGA.
    pub supported: Option<Vec<Signature>>,
    /// How CONTROL frames are authenticated (PROTOCOL.md §5.4);
    /// [`ControlAuth::Open`] takes bare records, as test benches send them.
    /// Changed at run time with [`SwitchModel::set_control_auth`].
    pub control_auth: ControlAuth,
    /// Query contexts (PROTOCOL.md §5.5), 1 to
    /// [`ConfigureQuery::CONTEXTS_MAX`]: queries that run at once, each
    /// with its `1/contexts` share of `memory_lines` and
    /// `count_sram_words`. Every FPGA pipeline of the catalog has 1.
    pub contexts: usize,
}

impl Default for SwitchConfig {
    fn default() -> Self {
        SwitchConfig {
            mac: Mac::local(0xFFFF),
            memory_lines: 1 << 27,
            count_sram_words: netjoin_proto::COUNT_SRAM_WORDS,
            ports: 4,
            supported: None,
            host_memory: false,
            control_auth: ControlAuth::Open,
            contexts: 1,
        }
    }
}

impl SwitchConfig {
    /// The table memory lines of one query context.
    pub fn context_lines(&self) -> u64 {
        self.memory_lines / self.contexts.max(1) as u64
    }
    /// The fill-count SRAM words of one query context.
    pub fn context_count_words(&self) -> u64 {
        self.count_sram_words / self.contexts.max(1) as u64
    }
}

/// What a PROBE frame makes the switch send, computed ahead of its commit by
/// [`SwitchModel::prepare_probe`] (which only reads the switch, so frames of
/// different workers can be prepared in parallel) and used by
/// [`SwitchModel::receive_prepared`] if nothing it depends on changed since.
#[derive(Debug)]
pub struct PreparedProbe {
    epoch: u64,
    /// The frame it was prepared from: (context, source, seq, payload
    /// length).
    of: (usize, u16, u32, u16),
    probe: ProbeOutput,
}

/// A PROBE frame's output before it is committed: RESULT then SPILL frames
/// numbered from 0 (the commit renumbers them from the query's output
/// sequence and sets their port) and what they count.
#[derive(Debug, Default)]
struct ProbeOutput {
    frames: Vec<Emitted>,
    matches: u64,
    misses: u64,
    filtered: u64,
    spilled: u64,
}

thread_local! {
    /// Kernel buffers of [`SwitchModel::prepare_probe`], one set per thread.
    static PREPARE_SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

/// Per-source receive state for one query.
#[derive(Clone, Debug, Default)]
struct SourceState {
    expected: u32,
    /// Accepted data frames and tuples, [build, probe].
    accepted: [PhaseCounts; 2],
    ended: [bool; 2],
}

#[derive(Clone, Debug)]
struct QueryState {
    query_id: u16,
    conf: ConfigureQuery,
    sources: Vec<SourceState>,
    probe_started: bool,
    /// Output sequence counters (PROTOCOL.md §4.1): one per port with
    /// [`ResultRouting::Source`], else only the first is used.
    out_seq: Vec<u32>,
    /// What the switch sent to the sink, [build (OVERFLOW), probe (RESULT+SPILL)].
    sent: [PhaseCounts; 2],
    end_sent: [bool; 2],
    /// Port the CONFIGURE arrived on, where frames for the sink leave. It
    /// never moves for the query's lifetime: data frames are not
    /// authenticated, so one carrying the sink's MAC as its source proves
    /// nothing about where the sink is.
    sink_port: usize,
}

/// Where the frames a data frame causes go (PROTOCOL.md §7.5).
#[derive(Clone, Copy, Debug)]
struct Route {
    dst: Mac,
    port: usize,
    /// Index of the output sequence counter.
    slot: usize,
}

impl QueryState {
    /// The output sequence counter of frames leaving on `port`.
    fn seq_slot(&self, port: usize) -> usize {
        match self.conf.routing {
            ResultRouting::Sink => 0,
            ResultRouting::Source => port,
        }
    }

    /// The route of the RESULT, SPILL or OVERFLOW frames caused by a data
    /// frame from `src` that arrived on `port`.
    fn route(&self, src: Mac, port: usize) -> Route {
        let (dst, port) = match self.conf.routing {
            ResultRouting::Sink => (self.conf.sink, self.sink_port),
            ResultRouting::Source => (src, port),
        };
        Route {
            dst,
            port,
            slot: self.seq_slot(port),
        }
    }

    /// Output sequence counter `slot` (ports beyond the configured count
    /// get theirs when first used).
    fn seq(&mut self, slot: usize) -> &mut u32 {
        if slot >= self.out_seq.len() {
            self.out_seq.resize(slot + 1, 0);
        }
        &mut self.out_seq[slot]
    }

    /// The route of the switch's END: always the sink.
    fn sink_route(&self) -> Route {
        self.route(self.conf.sink, self.sink_port)
    }
}

/// One query context (PROTOCOL.md §5.5): the query it holds, its share
/// of the table memory, its filters and its counter bank.
#[derive(Default)]
struct Context {
    query: Option<QueryState>,
    /// Backing store of the context's table memory; the image starts at
    /// `mem_base`, the first 64-byte-aligned byte, so every bucket line is
    /// one cache line.
    memory: TableMemory,
    mem_base: usize,
    mem_len: usize,
    /// The query's membership filters (PROTOCOL.md §6.3); none without a
    /// query or with `filter_bits` 0.
    filters: Filters,
    /// What concerns the context's query: the frames that reached it,
    /// what they did and what the switch sent for them (§5.5).
    bank: Counters,
    /// The reference's own filters, `[table][partition][bit]`, written and
    /// read only by the per-tuple reference (`use_reference`).
    #[cfg(test)]
    reference_filters: Vec<Vec<Vec<bool>>>,
}

impl Context {
    /// Whether the context holds the query `query_id` with `token`.
    fn holds(&self, query_id: u16, token: u64) -> bool {
        self.query
            .as_ref()
            .is_some_and(|q| q.query_id == query_id && q.conf.token == token)
    }
}

/// The behavioural switch. Feed it frames with [`SwitchModel::receive`].
pub struct SwitchModel {
    cfg: SwitchConfig,
    signature: Option<Signature>,
    /// The query contexts, `cfg.contexts` of them.
    contexts: Vec<Context>,
    /// The context of the frame being processed.
    cur: usize,
    /// The context the frame being processed reached (§5.3 step 6), whose
    /// bank counts it.
    reached: Option<usize>,
    /// The switch-wide counters (READ_COUNTERS).
    counters: Counters,
    /// Set by RESET: zero the counters once the reply has been counted.
    pending_reset: bool,
    /// The highest counter of an authenticated CONTROL frame accepted under
    /// the current key (0: none yet); a frame at or below it is a replay.
    control_floor: u64,
    /// Changes whenever anything a PROBE's output depends on may change (the
    /// table memory, the signature, the query's configuration): a
    /// [`PreparedProbe`] is used only while its epoch is current.
    epoch: u64,
    /// Buffers of the batched build/probe kernels, reused across frames.
    scratch: Scratch,
    /// Tests run the straightforward per-tuple build/probe (the reference
    /// the batched kernels are checked against) when this is set.
    #[cfg(test)]
    use_reference: bool,
}

/// The most a table store adds to its image to align it (a huge page);
/// a store with less room than that beyond an image may not take it.
const STORE_SLACK: usize = 2 << 20;

fn phase_index(table: u8) -> usize {
    if table == PHASE_BUILD {
        0
    } else {
        1
    }
}

impl SwitchModel {
    /// A switch in its power-on state. Panics if `cfg.contexts` is not
    /// 1 to [`ConfigureQuery::CONTEXTS_MAX`] (a switch is built so).
    pub fn new(cfg: SwitchConfig) -> SwitchModel {
        assert!(
            (1..=ConfigureQuery::CONTEXTS_MAX).contains(&cfg.contexts),
            "a switch has 1 to {} query contexts, not {}",
            ConfigureQuery::CONTEXTS_MAX,
            cfg.contexts
        );
        SwitchModel {
            contexts: (0..cfg.contexts).map(|_| Context::default()).collect(),
            cfg,
            signature: None,
            cur: 0,
            reached: None,
            counters: Counters::zero(),
            pending_reset: false,
            control_floor: 0,
            epoch: 0,
            scratch: Scratch::default(),
            #[cfg(test)]
            use_reference: false,
        }
    }

    fn ctx(&self) -> &Context {
        &self.contexts[self.cur]
    }
    fn ctx_mut(&mut self) -> &mut Context {
        &mut self.contexts[self.cur]
    }
    /// The query of the frame being processed (its context is configured).
    fn q(&self) -> &QueryState {
        self.ctx().query.as_ref().expect("configured")
    }
    fn q_mut(&mut self) -> &mut QueryState {
        self.ctx_mut().query.as_mut().expect("configured")
    }
    /// Counts `n` of `c` switch-wide and in the bank of the frame's context.
    fn count(&mut self, c: Counter, n: u64) {
        self.counters.add(c, n);
        self.contexts[self.cur].bank.add(c, n);
    }

    pub fn config(&self) -> &SwitchConfig {
        &self.cfg
    }
    pub fn signature(&self) -> Option<Signature> {
        self.signature
    }
    /// The switch-wide counters (READ_COUNTERS).
    pub fn counters(&self) -> &Counters {
        &self.counters
    }
    /// Context `c`'s counter bank (READ_QUERY_COUNTERS, PROTOCOL.md §5.5).
    pub fn context_counters(&self, c: usize) -> &Counters {
        &self.contexts[c].bank
    }
    /// The table memory of context 0's query: `T · 2^bucket_bits` buckets,
    /// interleaved as in PROTOCOL.md §6.2. Empty before CONFIGURE.
    pub fn memory(&self) -> &[u8] {
        self.context_memory(0)
    }
    /// The table memory of context `c`'s query, relative to the context's
    /// share (PROTOCOL.md §5.5). Empty while it holds none.
    pub fn context_memory(&self, c: usize) -> &[u8] {
        let x = &self.contexts[c];
        &x.memory.bytes[x.mem_base..x.mem_base + x.mem_len]
    }
    pub fn bucket_bits(&self) -> Option<u8> {
        self.query().map(|q| q.bucket_bits)
    }
    /// Context 0's query as the switch honours it (its CONFIGURE reply's
    /// record: on-chip bits only for the signature's tables).
    pub fn query(&self) -> Option<ConfigureQuery> {
        self.context_query(0)
    }
    /// Context `c`'s query as the switch honours it.
    pub fn context_query(&self, c: usize) -> Option<ConfigureQuery> {
        self.contexts[c].query.as_ref().map(|q| q.conf)
    }
    /// `filter_bits` of context 0's query (0: no filters).
    pub fn filter_bits(&self) -> Option<u8> {
        self.query().map(|q| q.filter_bits)
    }
    /// Array `partition` (`0..FILTER_HASHES`) of table `table`'s membership
    /// filter (PROTOCOL.md §6.3): `2^filter_bits` bits, bit `i` the switch's
    /// filter RAM bit `i`, for comparing the RTL's filter memory with. `None`
    /// without a query in force, with `filter_bits` 0, or for a table or
    /// partition that does not exist.
    pub fn filter(&self, table: usize, partition: usize) -> Option<&FilterBits> {
        self.contexts[0].filters.array(table, partition)
    }
    /// How the switch authenticates CONTROL frames.
    pub fn control_auth(&self) -> ControlAuth {
        self.cfg.control_auth
    }
    /// Installs, replaces or clears the control key (PROTOCOL.md §5.4): the
    /// counter floor goes back to 0, since counters under another key say
    /// nothing about this one; the counters, the signature and the query in
    /// force are untouched.
    pub fn set_control_auth(&mut self, auth: ControlAuth) {
        self.cfg.control_auth = auth;
        self.control_floor = 0;
    }
    /// The highest counter of an authenticated CONTROL frame the switch
    /// accepted under its current key (0: none since the key was set).
    pub fn control_floor(&self) -> u64 {
        self.control_floor
    }
    /// Bytes of the table store the model holds, whether or not a query
    /// uses them (its image is [`SwitchModel::memory`]).
    pub fn table_store_bytes(&self) -> usize {
        self.contexts.iter().map(|c| c.memory.bytes.len()).sum()
    }

    /// Processes one frame arriving on `port`; returns what the switch sends.
    pub fn receive(&mut self, port: usize, frame: &[u8]) -> Vec<Emitted> {
        let mut out = Vec::new();
        self.receive_into(port, frame, &mut out);
        out
    }

    /// As [`SwitchModel::receive`], appending to `out` (no allocation per call
    /// beyond the frames themselves).
    pub fn receive_into(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) {
        self.receive_prepared(port, frame, None, out);
    }

    /// As [`SwitchModel::receive_into`], taking a PROBE frame's output from
    /// `prepared` ([`SwitchModel::prepare_probe`] of these very bytes) if
    /// nothing it depends on changed since it was prepared; otherwise the
    /// output is computed here. Either way the switch does and sends exactly
    /// what `receive_into` would: the frame is checked in full, and the
    /// commit (sequence numbers, port, counters) happens here, in arrival
    /// order.
    pub fn receive_prepared(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) {
        self.counters.add(Counter::FramesIn, 1);
        let first_out = out.len();
        self.reached = None;
        // Accepted frames are counted by check_and_process before they take
        // effect, so a READ_COUNTERS reply already includes its own request.
        let result = self.check_and_process(port, frame, prepared, out);
        let sent = (out.len() - first_out) as u64;
        if let Err(reason) = result {
            self.counters.add(Counter::Dropped(reason), 1);
        }
        self.counters.add(Counter::FramesOut, sent);
        if let Some(c) = self.reached {
            // The bank counts the frames that reached the context, as the
            // switch-wide counters count every frame (§5.5).
            let bank = &mut self.contexts[c].bank;
            bank.add(Counter::FramesIn, 1);
            if let Err(reason) = result {
                bank.add(Counter::Dropped(reason), 1);
            }
            bank.add(Counter::FramesOut, sent);
        }
        if std::mem::take(&mut self.pending_reset) {
            self.counters = Counters::zero();
            for c in &mut self.contexts {
                c.bank = Counters::zero();
            }
        }
    }

    /// The output of PROBE `frame` as the switch would send it now, computed
    /// without changing the switch (`&self`: several threads may prepare
    /// frames at once). `None` if the frame cannot be a PROBE of the
    /// configured query; [`SwitchModel::receive_prepared`] then does the
    /// work, and drops and counts the frame if it is bad.
    pub fn prepare_probe(&self, frame: &[u8]) -> Option<PreparedProbe> {
        let view = FrameView::parse(frame).ok()?;
        let h = view.header;
        let sig = self.signature?;
        let c = self.holding(&h)?;
        let q = self.contexts[c].query.as_ref()?;
        if h.opcode != Opcode::Probe || h.source as usize >= q.conf.num_sources as usize {
            return None;
        }
        view.check_tuples(sig.probe_width()).ok()?;
        let probe = PREPARE_SCRATCH
            .with(|s| self.compute_probe(c, &sig, view.payload, &mut s.borrow_mut()));
        Some(PreparedProbe {
            epoch: self.epoch,
            of: (c, h.source, h.seq, h.payload_len),
            probe,
        })
    }

    /// A frame the MAC delivered with its error flag set (AXI-Stream `tuser`
    /// on the last beat, e.g. a bad FCS): counted and dropped, nothing else.
    pub fn receive_mac_error(&mut self) {
        self.counters.add(Counter::FramesIn, 1);
        self.counters.add(Counter::Dropped(DropReason::MacError), 1);
    }

    /// Frames a port dropped whole because its input buffer was full
    /// (PROTOCOL.md §5.3): counted and dropped, nothing else. The
    /// switch commits them in its order of frames; a harness passes them on
    /// at the same place in the sequence.
    pub fn receive_input_full(&mut self, frames: u64) {
        self.counters.add(Counter::FramesIn, frames);
        self.counters
            .add(Counter::Dropped(DropReason::InputFull), frames);
    }

    fn check_and_process(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> Result<(), DropReason> {
        let view = FrameView::parse(frame)?;
        let h = view.header;
        if h.dst != self.cfg.mac && h.dst != Mac::BROADCAST {
            return Err(DropReason::DstMac);
        }
        match h.opcode {
            Opcode::Control => {
                let key = match self.cfg.control_auth {
                    ControlAuth::Open => None,
                    ControlAuth::NoKey => return Err(DropReason::Auth),
                    ControlAuth::Keyed(k) => Some(k),
                };
                let (record, counter) = match key {
                    None => (view.payload, None),
                    Some(k) => {
                        // Longer than any request can be: refused unhashed,
                        // as the FPGA does (PROTOCOL.md §5.4).
                        if view.payload.len() > auth::REQUEST_PAYLOAD_MAX {
                            return Err(DropReason::Auth);
                        }
                        let opened = auth::open(frame, view.payload.len(), &k)
                            .map_err(|_| DropReason::Auth)?;
                        if opened.counter <= self.control_floor {
                            return Err(DropReason::Replay);
                        }
                        self.control_floor = opened.counter;
                        (opened.record, Some((opened.counter, k)))
                    }
                };
                self.counters.add(Counter::FramesAccepted, 1);
                self.control(port, &view.header, record, counter, out);
                return Ok(());
            }
            Opcode::Build | Opcode::Probe | Opcode::End => {}
            _ => return Err(DropReason::Opcode),
        }
        let sig = self.signature.ok_or(DropReason::Phase)?;
        // The frame's context: the one whose query has its query id and
        // token (PROTOCOL.md §5.5; with one context, §5.3 steps 5 and 6).
        if self.contexts.iter().all(|c| c.query.is_none()) {
            return Err(DropReason::Phase);
        }
        self.cur = match self.holding(&h) {
            Some(c) => c,
            None if self
                .contexts
                .iter()
                .any(|c| c.query.as_ref().is_some_and(|q| q.query_id == h.query_id)) =>
            {
                return Err(DropReason::Token)
            }
            None => return Err(DropReason::QueryId),
        };
        self.reached = Some(self.cur);
        let q = self.contexts[self.cur].query.as_mut().expect("held");
        if h.source as usize >= q.conf.num_sources as usize {
            return Err(DropReason::Source);
        }
        match h.opcode {
            Opcode::Build if h.table as usize >= sig.t() => return Err(DropReason::Table),
            Opcode::End if h.table != PHASE_BUILD && h.table != PHASE_PROBE => {
                return Err(DropReason::Table)
            }
            _ => {}
        }
        match h.opcode {
            Opcode::Build => view.check_tuples(sig.build_width())?,
            Opcode::Probe => view.check_tuples(sig.probe_width())?,
            _ => {
                if view.payload.len() != PhaseCounts::LEN || h.tuple_count != 0 {
                    return Err(DropReason::Length);
                }
            }
        }
        if h.opcode == Opcode::Build && q.probe_started {
            return Err(DropReason::Phase);
        }
        let src = &mut q.sources[h.source as usize];
        if h.seq != src.expected {
            let reason = if h.seq < src.expected {
                DropReason::Duplicate
            } else {
                DropReason::OutOfOrder
            };
            if h.opcode == Opcode::End || h.flags & FLAG_ACK_REQUEST != 0 {
                // A resent END (our ACK was lost), or a frame behind a gap:
                // either way the worker needs to learn where to resume (go-back-N).
                out.push(self.ack_frame(port, &h));
            }
            return Err(reason);
        }
        src.expected += 1;
        self.count(Counter::FramesAccepted, 1);
        match h.opcode {
            Opcode::Build => self.build(&sig, port, &view, out),
            Opcode::Probe => self.probe(&sig, port, &view, prepared, out),
            _ => self.end(port, &view, out),
        }
        if h.opcode != Opcode::End && h.flags & FLAG_ACK_REQUEST != 0 {
            out.push(self.ack_frame(port, &h));
        }
        Ok(())
    }

    /// Header template for frames the switch sends to the sink.
    fn sink_header(&self, opcode: Opcode, table: u8) -> Header {
        self.out_header(opcode, table, self.q().conf.sink)
    }

    /// Header template for frames the switch originates, to `dst`.
    fn out_header(&self, opcode: Opcode, table: u8, dst: Mac) -> Header {
        self.out_header_of(self.cur, opcode, table, dst)
    }

    /// As [`SwitchModel::out_header`], for context `c`'s query.
    fn out_header_of(&self, c: usize, opcode: Opcode, table: u8, dst: Mac) -> Header {
        let q = self.contexts[c].query.as_ref().expect("configured");
        let mut h = Header::new(opcode, dst, self.cfg.mac);
        h.query_id = q.query_id;
        h.source = SWITCH_SOURCE;
        h.token = q.conf.token;
        h.table = table;
        h
    }

    /// Where context `c`'s tables are, for the batched kernels.
    fn layout(&self, c: usize, sig: &Signature) -> Layout {
        let geom = sig.geometry();
        let x = &self.contexts[c];
        let q = x.query.as_ref().expect("configured");
        Layout {
            base: x.mem_base,
            tables: sig.t(),
            key_bytes: sig.k(),
            lines: geom.lines,
            slots: geom.slots,
            slot_bytes: geom.slot_bytes,
            bucket_bytes: geom.bucket_bytes(),
            masks: std::array::from_fn(|t| {
                fastpath::bucket_mask(q.conf.table_bucket_bits(sig, t.min(sig.t() - 1)))
            }),
        }
    }

    /// BUILD (PROTOCOL.md §7.1), batched: hash the frame's keys and prefetch
    /// their buckets, then insert in tuple order; full buckets send the
    /// tuple back in OVERFLOW frames.
    fn build(&mut self, sig: &Signature, port: usize, view: &FrameView, out: &mut Vec<Emitted>) {
        // The tables change: outputs prepared before are stale.
        self.epoch += 1;
        let route = self.q().route(view.header.src, port);
        #[cfg(test)]
        if self.use_reference {
            return self.build_reference(sig, route, view, out);
        }
        let t = view.header.table as usize;
        let lay = self.layout(self.cur, sig);
        let width = sig.build_width();
        let mut offsets = std::mem::take(&mut self.scratch.offsets);
        let x = &mut self.contexts[self.cur];
        fastpath::plan_build(
            &lay,
            &x.memory.bytes,
            &mut x.filters,
            view.payload,
            width,
            t,
            &mut offsets,
        );
        let header = self.out_header(Opcode::Overflow, t as u8, route.dst);
        let x = &mut self.contexts[self.cur];
        let q = x.query.as_mut().expect("configured");
        let max_payload = q.conf.max_payload as usize;
        let mut seq = *q.seq(route.slot);
        let first_out = out.len();
        // Overflows are rare: the framer only exists once one happens.
        let mut overflow: Option<OutFramer> = None;
        let mut overflows = 0u64;
        for (tuple, &off) in view.tuples(width).zip(&offsets) {
            x.memory.mark(off, off + lay.bucket_bytes - 1);
            if !fastpath::insert(&lay, &mut x.memory.bytes, off, tuple) {
                overflows += 1;
                overflow
                    .get_or_insert_with(|| OutFramer::new(header, width, max_payload, route.port))
                    .push(&mut seq, out, tuple);
            }
        }
        if let Some(f) = overflow.as_mut() {
            f.finish(&mut seq, out);
        }
        let inserts = offsets.len() as u64 - overflows;
        self.scratch.offsets = offsets;
        *q.seq(route.slot) = seq;
        let src = &mut q.sources[view.header.source as usize];
        src.accepted[0].frames += 1;
        src.accepted[0].tuples += view.header.tuple_count as u64;
        q.sent[0].frames += (out.len() - first_out) as u32;
        q.sent[0].tuples += overflows;
        self.count(Counter::Inserts, inserts);
        self.count(Counter::Overflows, overflows);
    }

    /// PROBE (PROTOCOL.md §7.2): the output prepared ahead if it is still
    /// current, else computed now; then committed.
    fn probe(
        &mut self,
        sig: &Signature,
        port: usize,
        view: &FrameView,
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) {
        let route = self.q().route(view.header.src, port);
        #[cfg(test)]
        if self.use_reference {
            return self.probe_reference(sig, route, view, out);
        }
        let h = view.header;
        let c = self.cur;
        let current = |p: &PreparedProbe| {
            p.epoch == self.epoch && p.of == (c, h.source, h.seq, h.payload_len)
        };
        let output = match prepared.filter(current) {
            Some(p) => p.probe,
            None => {
                let mut scratch = std::mem::take(&mut self.scratch);
                let o = self.compute_probe(c, sig, view.payload, &mut scratch);
                self.scratch = scratch;
                o
            }
        };
        self.commit_probe(route, view, output, out);
    }

    /// A PROBE frame's output, batched: hash every key of the frame and
    /// prefetch the buckets, then look the tuples up in order. Joined tuples
    /// go out in RESULT frames in input order; the ambiguous ones follow in
    /// SPILL frames (with the raw buckets), also in input order. Reads the
    /// switch only; frames are numbered from 0. `c`: the frame's context.
    fn compute_probe(
        &self,
        c: usize,
        sig: &Signature,
        payload: &[u8],
        scratch: &mut Scratch,
    ) -> ProbeOutput {
        let lay = self.layout(c, sig);
        let (t_count, v) = (sig.t(), sig.v());
        let width = sig.probe_width();
        let x = &self.contexts[c];
        let q = x.query.as_ref().expect("configured");
        let result_header = self.out_header_of(c, Opcode::Result, 0, q.conf.sink);
        let spill_header = self.out_header_of(c, Opcode::Spill, 0, q.conf.sink);
        let max_payload = q.conf.max_payload as usize;
        let shape = q.conf.shape;
        let mut results = OutFramer::new(result_header, sig.result_width_of(shape), max_payload, 0);
        let mut seq = 0u32;
        let mut frames = Vec::new();
        let memory = &x.memory.bytes;
        let counts = fastpath::probe_frame(
            &lay,
            memory,
            &x.filters,
            payload,
            width,
            sig.result_carries_from(shape),
            v,
            scratch,
            &mut results,
            &mut seq,
            &mut frames,
        );
        results.finish(&mut seq, &mut frames);
        let Scratch { offsets, spills } = &*scratch;
        if !spills.is_empty() {
            let mut framer = OutFramer::new(spill_header, sig.spill_width(), max_payload, 0);
            for &i in spills.iter() {
                let i = i as usize;
                let tuple = &payload[i * width..(i + 1) * width];
                let offs = &offsets[i * t_count..(i + 1) * t_count];
                // SPILL tuple: the probe tuple, then each table's raw bucket.
                let dst = framer.next_tuple();
                let (head, buckets) = dst.split_at_mut(width);
                head.copy_from_slice(tuple);
                for (d, &off) in buckets.chunks_exact_mut(lay.bucket_bytes).zip(offs) {
                    d.copy_from_slice(&memory[off..off + lay.bucket_bytes]);
                }
                framer.commit(&mut seq, &mut frames);
            }
            framer.finish(&mut seq, &mut frames);
        }
        ProbeOutput {
            frames,
            matches: counts.matches,
            misses: counts.misses,
            filtered: counts.filtered,
            spilled: spills.len() as u64,
        }
    }

    /// Sends a PROBE frame's output: addressed along `route` (the frames
    /// were prepared for the sink), numbered from its output sequence;
    /// counts the frame and what it produced.
    fn commit_probe(
        &mut self,
        route: Route,
        view: &FrameView,
        output: ProbeOutput,
        out: &mut Vec<Emitted>,
    ) {
        let q = self.q_mut();
        q.probe_started = true;
        let sent = output.frames.len() as u32;
        let readdress = route.dst != q.conf.sink;
        let seq = q.seq(route.slot);
        for mut e in output.frames {
            FrameBuilder::set_seq(&mut e.frame, *seq);
            *seq = seq.wrapping_add(1);
            if readdress {
                FrameBuilder::set_dst(&mut e.frame, route.dst);
            }
            e.port = route.port;
            out.push(e);
        }
        let (matches, misses, spilled) = (output.matches, output.misses, output.spilled);
        let src = &mut q.sources[view.header.source as usize];
        src.accepted[1].frames += 1;
        src.accepted[1].tuples += view.header.tuple_count as u64;
        q.sent[1].frames += sent;
        q.sent[1].tuples += matches;
        q.sent[1].aux += spilled;
        self.count(Counter::Probes, view.header.tuple_count as u64);
        self.count(Counter::Matches, matches);
        self.count(Counter::Misses, misses);
        self.count(Counter::Filtered, output.filtered);
        self.count(Counter::Spills, spilled);
        self.count(Counter::ResultTuples, matches);
    }

    /// The ACK answering `req` (an END, or a data frame with an ACK request).
    fn ack_frame(&self, port: usize, req: &Header) -> Emitted {
        let q = self.q();
        let src = &q.sources[req.source as usize];
        let phase = match req.opcode {
            Opcode::Build => PHASE_BUILD,
            Opcode::Probe => PHASE_PROBE,
            _ => req.table,
        };
        let mut h = Header::new(Opcode::Ack, req.src, self.cfg.mac);
        h.query_id = q.query_id;
        h.source = SWITCH_SOURCE;
        h.token = q.conf.token;
        h.table = phase;
        h.seq = req.seq;
        let record = PhaseCounts {
            ack: src.expected,
            ..src.accepted[phase_index(phase)]
        };
        Emitted {
            port,
            frame: FrameBuilder::encode(&h, &record.encode()),
        }
    }

    fn end(&mut self, port: usize, view: &FrameView, out: &mut Vec<Emitted>) {
        let h = view.header;
        let phase = phase_index(h.table);
        let q = self.q_mut();
        q.sources[h.source as usize].ended[phase] = true;
        out.push(self.ack_frame(port, &h));
        let q = self.q();
        if !q.end_sent[phase] && q.sources.iter().all(|s| s.ended[phase]) {
            let mut eh = self.sink_header(Opcode::End, h.table);
            let q = self.q_mut();
            let route = q.sink_route();
            let seq = q.seq(route.slot);
            eh.seq = *seq;
            *seq = seq.wrapping_add(1);
            q.end_sent[phase] = true;
            out.push(Emitted {
                port: route.port,
                frame: FrameBuilder::encode(&eh, &q.sent[phase].encode()),
            });
        }
    }

    /// Executes an accepted CONTROL request whose record (its payload, or
    /// with authentication the payload before the trailer) is `record`.
    /// `sealed`: the request's counter and the key its reply is sealed with.
    fn control(
        &mut self,
        port: usize,
        h: &Header,
        record: &[u8],
        sealed: Option<(u64, netjoin_proto::ControlKey)>,
        out: &mut Vec<Emitted>,
    ) {
        self.counters.add(Counter::ControlFrames, 1);
        let mut reply = Header::new(Opcode::ControlReply, h.src, self.cfg.mac);
        reply.query_id = h.query_id;
        reply.source = SWITCH_SOURCE;
        reply.table = h.table;
        reply.seq = h.seq;
        let shared = self.cfg.contexts > 1;
        // The context commands exist only on a switch with several
        // contexts (PROTOCOL.md §5.5); one with a single context answers
        // them as unknown.
        let cmd = ControlCommand::from_u8(h.table)
            .filter(|c| c.request_len() == record.len())
            .filter(|c| {
                shared
                    || !matches!(
                        c,
                        ControlCommand::ReadQueryCounters | ControlCommand::Release
                    )
            });
        let (status, payload): (ControlStatus, Vec<u8>) = match cmd {
            None => (ControlStatus::Malformed, vec![]),
            Some(ControlCommand::Reset) => {
                self.clear_queries();
                self.pending_reset = true;
                (ControlStatus::Ok, vec![])
            }
            Some(ControlCommand::LoadSignature) => self.load_signature(record),
            Some(ControlCommand::Configure) => self.configure(port, *h, record),
            Some(ControlCommand::ReadCounters) => (ControlStatus::Ok, self.counters.encode()),
            Some(ControlCommand::ReadQueryCounters) => match self.holding(h) {
                Some(c) => (ControlStatus::Ok, self.contexts[c].bank.encode()),
                None => (ControlStatus::NoQuery, vec![]),
            },
            Some(ControlCommand::Release) => match self.holding(h) {
                Some(c) => {
                    self.clear_query(c);
                    (ControlStatus::Ok, vec![])
                }
                None => (ControlStatus::NoQuery, vec![]),
            },
        };
        reply.flags = status as u8;
        let frame = match sealed {
            None => FrameBuilder::encode(&reply, &payload),
            Some((counter, key)) => auth::seal(&reply, &payload, counter, &key),
        };
        out.push(Emitted { port, frame });
    }

    /// The context holding the query `h` names (its `query_id` and
    /// `token`, PROTOCOL.md §5.5): a data frame's, or the query a CONTROL
    /// request's header names.
    fn holding(&self, h: &Header) -> Option<usize> {
        self.contexts
            .iter()
            .position(|c| c.holds(h.query_id, h.token))
    }

    /// LOAD_SIGNATURE (PROTOCOL.md §5.1; with several contexts, §5.5).
    fn load_signature(&mut self, record: &[u8]) -> (ControlStatus, Vec<u8>) {
        let Ok(rec) = SignatureRecord::decode(record) else {
            return (ControlStatus::Malformed, vec![]);
        };
        // By id: the record must be the one of a signature the switch has
        // (its id and its widths), PROTOCOL.md §5.1.
        let ok = rec.is_canonical()
            && self
                .cfg
                .supported
                .as_ref()
                .is_none_or(|s| s.contains(&rec.signature));
        if !ok {
            let loaded = self
                .signature
                .map(|s| SignatureRecord::new(s).encode().to_vec());
            return (
                ControlStatus::UnsupportedSignature,
                loaded.unwrap_or_default(),
            );
        }
        let loaded = SignatureRecord::new(rec.signature).encode().to_vec();
        if self.cfg.contexts > 1 {
            // Shared by every context: the loaded one ends no query, and
            // another may not replace it under running queries.
            if self.signature == Some(rec.signature) {
                return (ControlStatus::Ok, loaded);
            }
            if self.contexts.iter().any(|c| c.query.is_some()) {
                return (ControlStatus::Busy, vec![]);
            }
        }
        self.signature = Some(rec.signature);
        self.clear_queries();
        (ControlStatus::Ok, loaded)
    }

    fn configure(&mut self, port: usize, h: Header, payload: &[u8]) -> (ControlStatus, Vec<u8>) {
        let Some(sig) = self.signature else {
            return (ControlStatus::NoSignature, vec![]);
        };
        // A field out of range (`filter_bits` above FILTER_BITS_MAX among
        // them) is malformed; only after the no-signature check (PROTOCOL.md §5).
        let Ok(conf) = ConfigureQuery::decode(payload) else {
            return (ControlStatus::Malformed, vec![]);
        };
        let conf = conf.honoured_in(&sig, self.cfg.contexts);
        if (conf.max_payload as usize) < sig.spill_width() {
            // Every frame the switch sends must hold at least one tuple.
            return (ControlStatus::Malformed, vec![]);
        }
        let c = conf.context as usize;
        if c >= self.contexts.len() {
            return (ControlStatus::Malformed, vec![]);
        }
        if self.cfg.contexts > 1 {
            // Only the holder of a context configures it again, and two
            // contexts never hold one query (PROTOCOL.md §5.5).
            let x = &self.contexts[c];
            if x.query.is_some() && !x.holds(h.query_id, h.token) {
                return (ControlStatus::Busy, vec![]);
            }
            let twin = self
                .contexts
                .iter()
                .enumerate()
                .any(|(i, o)| i != c && o.holds(h.query_id, conf.token));
            if twin {
                return (ControlStatus::Busy, vec![]);
            }
        }
        let lines = (sig.t() as u64) << conf.bucket_bits;
        let lines = lines * sig.geometry().lines as u64;
        let share = self.cfg.context_lines();
        if lines > share || lines > sig.count_sram_lines(self.cfg.context_count_words()) {
            return (ControlStatus::NoMemory, vec![]);
        }
        if self.cfg.host_memory {
            // Each array is `2^filter_bits` bits in 64-bit words.
            let filter_bytes = match conf.filter_bits {
                0 => 0,
                b => (sig.t() * FILTER_HASHES) as u64 * (1u64 << b).div_ceil(64) * 8,
            };
            let cap = share.saturating_mul(LINE_BYTES as u64);
            if lines * LINE_BYTES as u64 + filter_bytes > cap {
                return (ControlStatus::NoMemory, vec![]);
            }
        }
        self.epoch += 1;
        let host_memory = self.cfg.host_memory;
        let x = &mut self.contexts[c];
        x.mem_len = lines as usize * LINE_BYTES;
        // All zero, as a fresh `vec![0; n]`, but recycled when possible.
        let mut old = std::mem::take(&mut x.memory);
        if host_memory && old.bytes.len() < x.mem_len + STORE_SLACK {
            // Too small to take the image: gone before its successor is
            // mapped, so that the two are never held together.
            old = TableMemory::default();
        }
        x.memory = TableMemory::zeroed(old, x.mem_len);
        x.mem_base = x.memory.base();
        x.filters.configure(sig.t(), conf.filter_bits);
        #[cfg(test)]
        {
            x.reference_filters = reference::cleared_filters(sig.t(), conf.filter_bits);
        }
        x.bank = Counters::zero();
        x.query = Some(QueryState {
            query_id: h.query_id,
            conf,
            sources: vec![SourceState::default(); conf.num_sources as usize],
            probe_started: false,
            out_seq: vec![0; self.cfg.ports],
            sent: [PhaseCounts::default(); 2],
            end_sent: [false; 2],
            sink_port: port,
        });
        // The reply echoes the record (`filter_bits` included); of `flags`
        // the bits the switch honours: the routing, the RESULT shape, the
        // context and the on-chip bits of its own tables.
        (ControlStatus::Ok, conf.encode().to_vec())
    }

    /// Ends every context's query (RESET, a LOAD_SIGNATURE).
    fn clear_queries(&mut self) {
        for c in 0..self.contexts.len() {
            self.clear_query(c);
        }
    }

    /// Ends context `c`'s query (RESET, a LOAD_SIGNATURE, RELEASE).
    fn clear_query(&mut self, c: usize) {
        self.epoch += 1;
        let host_memory = self.cfg.host_memory;
        let x = &mut self.contexts[c];
        x.query = None;
        if !host_memory {
            TableMemory::release(std::mem::take(&mut x.memory));
        }
        x.mem_base = 0;
        x.mem_len = 0;
        x.filters.clear();
        #[cfg(test)]
        x.reference_filters.clear();
    }
}

/// Maps, in the background, the table memory that a CONFIGURE of a model of
/// this process will soon ask for: an image of at most `image_bytes`, of
/// which at least the first `sure_bytes` will be used and are touched
/// ahead. For a caller that knows the size before it can send CONFIGURE
/// (the SQL node reads the dimension tables first); the kernel's zero-filling
/// of fresh pages then runs while the caller does other work. The image a
/// CONFIGURE gets is all zero either way; the next CONFIGURE waits for a
/// reservation under way rather than mapping a second store.
pub fn reserve_table_memory(image_bytes: usize, sure_bytes: usize) {
    TableMemory::reserve(image_bytes, sure_bytes);
}

impl Drop for SwitchModel {
    /// The next model of this process reuses the table store (its pages
    /// are mapped already; see [`TableMemory`]).
    fn drop(&mut self) {
        for c in &mut self.contexts {
            TableMemory::release(std::mem::take(&mut c.memory));
        }
    }
}
