//! The switch join as three stages of a distributed engine's job
//! (Ballista), each task talking to the switch over its own process's link:
//!
//! 1. [`SwitchSetupExec`]: one task resets the switch, loads the
//!    signature and configures the query (results to the source);
//! 2. [`SwitchBuildExec`]: one task per dimension partition, each reading
//!    its partition where it lies and streaming it to the switch as a
//!    source of its own; it hands the rows it sent on (Arrow IPC), so that
//!    the probe tasks can turn row numbers back into columns;
//! 3. [`SwitchProbeExec`]: one task per fact partition, each streaming its
//!    partition from where it lies as a source of its own and getting its
//!    results back on its own port; the fact table never moves.
//!
//! The engine's stage order is the protocol's phase order: a stage starts
//! once the stages it reads have completed, so every build follows the
//! set-up and every probe follows every build. Each node reads the stage
//! before it through an exchange that carries nothing but that order (the
//! set-up's empty output) or the build side's rows.
//!
//! Every task is repeat-safe ([`netjoin_host::task`]): an engine that re-runs
//! the tasks of a lost executor gets the same exact result. A switch that
//! loses its tables mid-query (a restart) is rebuilt by the probe tasks: the
//! build stage has completed and is not run again, but each probe task holds
//! every build row, so it encodes the build tasks' streams again
//! ([`BuildSide::rebuild`]) and replays them into the switch under a token
//! of its own ([`netjoin_host::task::Prober`]).
//!
//! A task must know which partition it runs, for its source id and its
//! rows' numbers, and an engine may hand a task its slice of the inputs
//! renumbered from 0 (Ballista does). So each node has one more input,
//! [`partition_ids`]: a partition per partition of the node, holding its
//! own number, which the engine slices like the node's other inputs. Build
//! inputs of fewer partitions than the widest are padded with empty ones
//! (a union), so that every input of the build node slices alike.
//!
//! Build tuples carry the build partition and the row's index in it as
//! their value ([`BuildValue`]: `partition << 40 | row` in 8-byte values,
//! `partition << 24 | row` in 4-byte ones), so a probe task maps a RESULT's
//! value to the row of the build output it holds. A partition with more
//! rows than the values can number is an error (the rule chooses 4-byte
//! values only when the statistics bound every dimension below the limit).
//! Full buckets cost nothing extra here: a SPILL tuple is finished from the
//! dimension rows the probe task holds, whose rows of a key are exactly the
//! bucket's slots of that key plus the OVERFLOW tuples of it.

use crate::node::{encode_probe, ext, pieces, JoinedRows, Keys, Src, StarExplain};
use crate::switch::SwitchSpec;
use crate::widths::{put_word, read_word, BuildValue};
use crate::SwitchKind;
use anyhow::{anyhow, bail, Context};
use datafusion::arrow::array::{AsArray, LargeBinaryArray, RecordBatch, UInt32Array};
use datafusion::arrow::compute::concat_batches;
use datafusion::arrow::datatypes::{DataType, Field, Schema, SchemaRef, UInt32Type};
use datafusion::arrow::ipc::reader::StreamReader;
use datafusion::arrow::ipc::writer::StreamWriter;
use datafusion::common::{DataFusionError, Result};
use datafusion::execution::TaskContext;
use datafusion::physical_expr::EquivalenceProperties;
use datafusion::physical_plan::execution_plan::{Boundedness, EmissionType};
use datafusion::physical_plan::stream::RecordBatchStreamAdapter;
use datafusion::physical_plan::{
    DisplayAs, DisplayFormatType, ExecutionPlan, ExecutionPlanProperties, Partitioning,
    PlanProperties, SendableRecordBatchStream,
};
use futures::{StreamExt, TryStreamExt};
use netjoin_host::hub::Hub;
use netjoin_host::port::{task_mac, Endpoint, SwitchPort, SwitchPorts};
use netjoin_host::task::{self, ProbeResults, Prober, TaskParams, TaskQuery};
use netjoin_host::worker::QueryHeader;
use netjoin_proto::{ResultShape, Signature};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// What one task of a staged switch join did, as this process saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TaskReport {
    pub query_id: u16,
    pub kind: TaskKind,
    pub source: u16,
    /// Frames sent, retransmissions included, and of those retransmitted.
    pub frames_sent: u64,
    pub retransmitted: u64,
    /// Frames the switch already had from an earlier run of the task.
    pub already_accepted: u64,
    /// Probe chunks, and chunks probed again (results lost on the way back).
    pub chunks: u64,
    pub repeats: u64,
    pub tuples: u64,
    /// A build task that found the switch had lost the query (it sent
    /// nothing; the probe tasks rebuild).
    pub query_gone: bool,
    /// Times a probe task set up a switch that had lost the query and
    /// replayed every build into it.
    pub takeovers: u64,
    /// The membership filters of the task's query ([`TaskQuery`]): the
    /// `filter_bits` a set-up task's CONFIGURE asks for, and a probe task's
    /// when it sets the switch up again.
    pub filter_bits: u8,
    /// The tables the task's query asks for on chip ([`TaskQuery`]), bit t
    /// for table t.
    pub onchip: u8,
    /// The tables the switch placed on chip when this task configured it
    /// (its CONFIGURE reply; fewer than asked on a switch that places
    /// fewer): a set-up task's, a probe task's that set up a switch that
    /// lost the query. `None` when the task configured nothing.
    pub onchip_placed: Option<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TaskKind {
    SetUp { already: bool },
    Build,
    Probe,
}

/// The reports of this process's finished staged tasks: the newest
/// [`TASKS_KEPT`], and how many in all.
static TASKS: std::sync::OnceLock<Mutex<(u64, std::collections::VecDeque<TaskReport>)>> =
    std::sync::OnceLock::new();
const TASKS_KEPT: usize = 4096;

fn record(r: TaskReport) {
    if std::env::var_os("NETJOIN_DEBUG").is_some() {
        eprintln!("netjoin staged task: {r:?}");
    }
    let mut t = TASKS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if t.1.len() == TASKS_KEPT {
        t.1.pop_front();
    }
    t.1.push_back(r);
    t.0 += 1;
}

/// How many staged tasks this process has finished: a mark for
/// [`tasks_since`].
pub fn tasks_mark() -> u64 {
    TASKS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .0
}

/// Reports of the staged tasks this process finished after `mark`, oldest
/// first (only the newest [`TASKS_KEPT`] are kept).
pub fn tasks_since(mark: u64) -> Vec<TaskReport> {
    let t = TASKS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let new = t.0.saturating_sub(mark) as usize;
    t.1.iter()
        .skip(t.1.len().saturating_sub(new))
        .copied()
        .collect()
}

/// Buckets per table for a query planned before its build side is read:
/// the requested count, or the load-factor rule's for the largest
/// dimension's estimated rows (an estimate too small costs spills, never a
/// wrong answer).
pub fn planned_bucket_bits(
    sig: Signature,
    spec: &SwitchSpec,
    dims: &[Arc<dyn ExecutionPlan>],
) -> u8 {
    use datafusion::physical_plan::statistics::{StatisticsArgs, StatisticsContext};
    if let Some(b) = spec.bucket_bits {
        return b;
    }
    let rows = dims
        .iter()
        .map(|d| {
            StatisticsContext::new()
                .compute(d.as_ref(), &StatisticsArgs::new())
                .ok()
                .and_then(|s| s.num_rows.get_value().copied())
                .unwrap_or(1 << 20)
        })
        .max()
        .unwrap_or(1);
    netjoin_host::sizing::default_bucket_bits(rows, sig.geometry().slots)
}

/// The query on the switch the three nodes share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StagedQuery {
    pub query_id: u16,
    pub token: u64,
    pub bucket_bits: u8,
    /// Dimensions offloaded: the signature's tables beyond them hold one
    /// padding tuple, sent by the set-up task.
    pub tables: usize,
    /// Sources: the set-up task (0), the build tasks (1..), then the probe
    /// tasks from `probe_base`.
    pub sources: usize,
    pub probe_base: u16,
    /// Each table's membership filter has two arrays of `2^filter_bits`
    /// bits (PROTOCOL.md §6.3), as the rule chose ([`StarExplain`]); 0: no
    /// filter. Plans encoded without it decode with 0.
    #[serde(default)]
    pub filter_bits: u8,
    /// The tables placed on chip (PROTOCOL.md §6.4), bit t for table t, as
    /// the rule chose them ([`StarExplain`]); 0: all in DDR. Plans encoded
    /// without it decode with 0.
    #[serde(default)]
    pub onchip: u8,
}

/// The ports of an in-process switch, for a query whose tasks all run in
/// this process (Ballista standalone, tests): the tasks of a source share
/// port `source mod ports`.
struct HubPorts {
    hub: Hub,
    name: String,
}

impl SwitchPorts for HubPorts {
    fn name(&self) -> String {
        self.name.clone()
    }
    fn port(&self, source: u16) -> anyhow::Result<Arc<SwitchPort>> {
        let ports = self.hub.ports();
        Ok(ports[source as usize % ports.len()].clone())
    }
}

/// In-process switches of the latest queries of this process, by query id
/// and token: a query's tasks find the one its set-up made.
type Hubs = Mutex<std::collections::VecDeque<((u16, u64), Arc<HubPorts>)>>;
static HUBS: std::sync::OnceLock<Hubs> = std::sync::OnceLock::new();
/// Queries whose in-process switch is kept (each holds its tables).
const HUBS_KEPT: usize = 2;

fn in_process_ports(spec: &SwitchSpec, q: &StagedQuery) -> anyhow::Result<Arc<HubPorts>> {
    let hubs = HUBS.get_or_init(Default::default);
    let mut hubs = hubs.lock().unwrap_or_else(|e| e.into_inner());
    let key = (q.query_id, q.token);
    if let Some((_, h)) = hubs.iter().find(|(k, _)| *k == key) {
        return Ok(h.clone());
    }
    let workers = spec.workers.max(1);
    let (engine, mac): (Box<dyn netjoin_host::engine::SwitchEngine + Send>, _) = match spec.kind {
        SwitchKind::Model => {
            let model = netjoin_host::inp::in_process_model(workers);
            let mac = model.config().mac;
            (Box::new(model), mac)
        }
        SwitchKind::Rtl => {
            let open = spec.rtl.clone().context("--switch rtl: this program cannot open the RTL switch")?;
            let (engine, mac) = netjoin_host::engine::EngineThread::spawn(Box::new(move || open()))?;
            (Box::new(engine), mac)
        }
        SwitchKind::Testbed => bail!(
            "--switch testbed: this executor has no link to the switch (start it with `netjoin cluster executor --switch-link IFACE`)"
        ),
    };
    let ports = netjoin_host::inp::coord_ports(workers);
    let name = format!(
        "in-process {}",
        if spec.kind == SwitchKind::Rtl {
            "RTL"
        } else {
            "model"
        }
    );
    let h = Arc::new(HubPorts {
        hub: Hub::new(engine, mac, ports, spec.faults, "port")
            .with_restarts(spec.restart_at_frames.clone()),
        name,
    });
    if hubs.len() == HUBS_KEPT {
        hubs.pop_front();
    }
    hubs.push_back((key, h.clone()));
    Ok(h)
}

/// The task's end of this process's link to the switch, as `source`.
fn endpoint(spec: &SwitchSpec, q: &StagedQuery, source: u16) -> anyhow::Result<Endpoint> {
    let ports: Arc<dyn SwitchPorts> = match netjoin_host::port::installed() {
        Some(p) => p,
        None => in_process_ports(spec, q)?,
    };
    let port = ports
        .port(source)
        .with_context(|| format!("the switch port of source {source} ({})", ports.name()))?;
    Ok(port.attach(task_mac(source)))
}

/// The probe task keeps its fact rows: RESULT tuples need not bring the
/// keys back (24 of a k8v8t3 RESULT's 56 bytes, on the link that binds).
pub(crate) const RESULT_SHAPE: ResultShape = ResultShape::Payload;

fn task_query(sig: Signature, q: &StagedQuery, ep: &Endpoint, spec: &SwitchSpec) -> TaskQuery {
    TaskQuery {
        sig,
        header: QueryHeader {
            switch_mac: ep.switch_mac(),
            query_id: q.query_id,
            token: q.token,
            max_payload: spec.max_payload,
        },
        shape: RESULT_SHAPE,
        filter_bits: q.filter_bits,
        onchip: q.onchip,
        sharing: netjoin_host::control_client::Sharing::Exclusive,
    }
}

/// Runs blocking switch I/O off the async executor's threads.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
) -> Result<T> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| DataFusionError::Execution(format!("switch task: {e}")))?
        .map_err(ext)
}

/// A leaf of `n` partitions, partition `i` one row holding `i`: what a task
/// reads to learn which partitions it runs, however the engine numbers
/// them locally.
pub fn partition_ids(n: usize) -> Result<Arc<dyn ExecutionPlan>> {
    let schema = Arc::new(Schema::new(vec![Field::new(
        "netjoin_partition",
        DataType::UInt32,
        false,
    )]));
    let parts: Vec<Vec<RecordBatch>> = (0..n)
        .map(|i| {
            Ok(vec![RecordBatch::try_new(
                schema.clone(),
                vec![Arc::new(UInt32Array::from(vec![i as u32]))],
            )?])
        })
        .collect::<Result<_>>()?;
    Ok(datafusion::datasource::memory::MemorySourceConfig::try_new_exec(&parts, schema, None)?)
}

/// The partition the local partition `local` of a node is, read from its
/// [`partition_ids`] input.
async fn partition_of(
    ids: &Arc<dyn ExecutionPlan>,
    local: usize,
    context: Arc<TaskContext>,
) -> Result<usize> {
    let batches: Vec<RecordBatch> = ids.execute(local, context)?.try_collect().await?;
    let id = batches
        .iter()
        .find(|b| b.num_rows() > 0)
        .map(|b| b.column(0).as_primitive::<UInt32Type>().value(0) as usize);
    id.ok_or_else(|| {
        DataFusionError::Internal(format!("no partition id for local partition {local}"))
    })
}

/// `dim` padded with empty partitions to `n` partitions. The padding is an
/// in-memory source of empty partitions: a leaf that keeps its partition
/// count on the wire and that Ballista restricts to a task's slice of the
/// stage's partitions like a file scan. (An `EmptyExec` of several
/// partitions reached the executors as one partition behind a round-robin
/// repartition, which Ballista's slicing leaves whole: a task of two
/// partitions then saw this dimension with four.)
pub fn padded(dim: Arc<dyn ExecutionPlan>, n: usize) -> Result<Arc<dyn ExecutionPlan>> {
    let have = dim.output_partitioning().partition_count();
    if have >= n {
        return Ok(dim);
    }
    let empty = datafusion::datasource::memory::MemorySourceConfig::try_new_exec(
        &vec![Vec::new(); n - have],
        dim.schema(),
        None,
    )?;
    datafusion::physical_plan::union::UnionExec::try_new(vec![dim, empty])
}

fn props(schema: SchemaRef, partitions: usize) -> Arc<PlanProperties> {
    Arc::new(PlanProperties::new(
        EquivalenceProperties::new(schema),
        Partitioning::UnknownPartitioning(partitions),
        EmissionType::Final,
        Boundedness::Bounded,
    ))
}

fn one_stream(
    schema: SchemaRef,
    fut: impl std::future::Future<Output = Result<RecordBatch>> + Send + 'static,
) -> SendableRecordBatchStream {
    Box::pin(RecordBatchStreamAdapter::new(
        schema,
        futures::stream::once(fut),
    ))
}

// ---------------------------------------------------------------- set-up

/// Stage 1: sets the switch up for the query (one task).
#[derive(Debug)]
pub struct SwitchSetupExec {
    sig: Signature,
    query: StagedQuery,
    switch: SwitchSpec,
    props: Arc<PlanProperties>,
}

impl SwitchSetupExec {
    pub fn new(sig: Signature, query: StagedQuery, switch: SwitchSpec) -> Self {
        let schema = Arc::new(Schema::new(vec![Field::new(
            "switch_set_up",
            DataType::UInt32,
            false,
        )]));
        SwitchSetupExec {
            sig,
            query,
            switch,
            props: props(schema, 1),
        }
    }
    pub fn signature(&self) -> Signature {
        self.sig
    }
    pub fn query(&self) -> StagedQuery {
        self.query
    }
    pub fn switch(&self) -> &SwitchSpec {
        &self.switch
    }
}

impl DisplayAs for SwitchSetupExec {
    fn fmt_as(&self, _t: DisplayFormatType, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "SwitchSetupExec: signature={}, query={:#06x}, sources={}, bucket_bits={}, filter_bits={}, onchip=[{}]",
            self.sig.id(),
            self.query.query_id,
            self.query.sources,
            self.query.bucket_bits,
            self.query.filter_bits,
            crate::signature::onchip_list(self.query.onchip)
        )
    }
}

impl ExecutionPlan for SwitchSetupExec {
    fn name(&self) -> &str {
        "SwitchSetupExec"
    }
    fn properties(&self) -> &Arc<PlanProperties> {
        &self.props
    }
    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        vec![]
    }
    fn with_new_children(
        self: Arc<Self>,
        children: Vec<Arc<dyn ExecutionPlan>>,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        if !children.is_empty() {
            return Err(DataFusionError::Internal(
                "SwitchSetupExec has no children".into(),
            ));
        }
        Ok(self)
    }
    fn apply_expressions(
        &self,
        _f: &mut dyn FnMut(
            &Arc<dyn datafusion::physical_expr::PhysicalExpr>,
        ) -> Result<datafusion::common::tree_node::TreeNodeRecursion>,
    ) -> Result<datafusion::common::tree_node::TreeNodeRecursion> {
        Ok(datafusion::common::tree_node::TreeNodeRecursion::Continue)
    }
    fn execute(
        &self,
        partition: usize,
        _context: Arc<TaskContext>,
    ) -> Result<SendableRecordBatchStream> {
        if partition != 0 {
            return Err(DataFusionError::Internal(format!(
                "SwitchSetupExec has one partition, not {partition}"
            )));
        }
        let (sig, q, spec) = (self.sig, self.query, self.switch.clone());
        let schema = self.schema();
        let s2 = schema.clone();
        Ok(one_stream(schema, async move {
            blocking(move || {
                let ep = endpoint(&spec, &q, 0)?;
                let tq = task_query(sig, &q, &ep, &spec);
                // The set-up task's own stream fills the signature's tables
                // no dimension fills: one tuple of key 0, which every probe
                // carries for them.
                let padding = vec![0u8; sig.build_width()];
                let tables: Vec<&[u8]> = (0..sig.t())
                    .map(|t| if t < q.tables { &[][..] } else { &padding[..] })
                    .collect();
                let r = task::set_up(
                    &ep,
                    &tq,
                    q.bucket_bits,
                    q.sources,
                    0,
                    &tables,
                    &TaskParams::default(),
                )?;
                record(TaskReport {
                    query_id: q.query_id,
                    kind: TaskKind::SetUp { already: r.already },
                    source: 0,
                    frames_sent: r.stream.gbn.sent,
                    retransmitted: r.stream.gbn.retransmitted,
                    already_accepted: r.stream.already_accepted,
                    chunks: 0,
                    repeats: 0,
                    tuples: (sig.t() - q.tables) as u64,
                    query_gone: false,
                    takeovers: 0,
                    filter_bits: tq.filter_bits,
                    onchip: tq.onchip,
                    onchip_placed: r.onchip,
                });
                Ok(())
            })
            .await?;
            Ok(RecordBatch::new_empty(s2))
        }))
    }
}

// ---------------------------------------------------------------- build

/// Stage 2: one task per build partition streams, as a source of its own,
/// that partition of every dimension (dimensions of fewer partitions are
/// padded, [`padded`]). Children: the set-up (one partition), the
/// dimensions, then [`partition_ids`].
#[derive(Debug)]
pub struct SwitchBuildExec {
    setup: Arc<dyn ExecutionPlan>,
    dims: Vec<Arc<dyn ExecutionPlan>>,
    ids: Arc<dyn ExecutionPlan>,
    keys: Vec<usize>,
    sig: Signature,
    query: StagedQuery,
    switch: SwitchSpec,
    props: Arc<PlanProperties>,
}

/// The build output: per task and dimension, the rows it sent.
pub fn build_output_schema() -> SchemaRef {
    Arc::new(Schema::new(vec![
        Field::new("table", DataType::UInt32, false),
        Field::new("partition", DataType::UInt32, false),
        Field::new("rows", DataType::LargeBinary, false),
    ]))
}

impl SwitchBuildExec {
    /// `dims` all of one partition count (pad them with [`padded`]), `ids`
    /// of that count too.
    pub fn try_new(
        setup: Arc<dyn ExecutionPlan>,
        dims: Vec<Arc<dyn ExecutionPlan>>,
        ids: Arc<dyn ExecutionPlan>,
        keys: Vec<usize>,
        sig: Signature,
        query: StagedQuery,
        switch: SwitchSpec,
    ) -> Result<Self> {
        let n = ids.output_partitioning().partition_count();
        if dims.len() != keys.len()
            || dims.is_empty()
            || dims.len() > sig.t()
            || dims.len() != query.tables
        {
            return Err(DataFusionError::Internal(format!(
                "SwitchBuildExec: {} dimensions, {} keys, signature {}",
                dims.len(),
                keys.len(),
                sig.id()
            )));
        }
        if dims
            .iter()
            .any(|d| d.output_partitioning().partition_count() != n)
        {
            return Err(DataFusionError::Internal(format!(
                "SwitchBuildExec: dimensions not all of {n} partitions"
            )));
        }
        Ok(SwitchBuildExec {
            setup,
            dims,
            ids,
            keys,
            sig,
            query,
            switch,
            props: props(build_output_schema(), n),
        })
    }
    pub fn setup(&self) -> &Arc<dyn ExecutionPlan> {
        &self.setup
    }
    pub fn dims(&self) -> &[Arc<dyn ExecutionPlan>] {
        &self.dims
    }
    pub fn keys(&self) -> &[usize] {
        &self.keys
    }
    pub fn signature(&self) -> Signature {
        self.sig
    }
    pub fn query(&self) -> StagedQuery {
        self.query
    }
    pub fn switch(&self) -> &SwitchSpec {
        &self.switch
    }
}

impl DisplayAs for SwitchBuildExec {
    fn fmt_as(&self, _t: DisplayFormatType, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "SwitchBuildExec: query={:#06x}, tables={}, {} partitions (a source each)",
            self.query.query_id,
            self.dims.len(),
            self.props.partitioning.partition_count()
        )
    }
}

/// Build tuples of `batch`: key column `key`, value the partition and the
/// row ([`BuildValue`]); rows with a null key are not sent (they join
/// nothing). An error when a key or the partition's rows do not fit.
fn build_tuples(sig: Signature, batch: &RecordBatch, key: usize, part: usize) -> Result<Vec<u8>> {
    let (k, v) = (sig.k(), sig.v());
    let layout = BuildValue::of(v)?;
    let keys = Keys::new(batch.column(key), k, batch.schema().field(key).name())?;
    if batch.num_rows() > 0 {
        layout.encode(part as u64, batch.num_rows() as u64 - 1)?;
    }
    let mut out = Vec::with_capacity(batch.num_rows() * (k + v));
    for row in 0..batch.num_rows() {
        let Some(code) = keys.get(row)? else { continue };
        out.extend_from_slice(&code.to_be_bytes()[8 - k..]);
        let at = out.len();
        out.resize(at + v, 0);
        put_word(&mut out[at..], v, layout.encode(part as u64, row as u64)?);
    }
    Ok(out)
}

fn ipc(batch: &RecordBatch) -> Result<Vec<u8>> {
    let mut buf = Vec::new();
    let mut w = StreamWriter::try_new(&mut buf, &batch.schema())?;
    w.write(batch)?;
    w.finish()?;
    drop(w);
    Ok(buf)
}

impl ExecutionPlan for SwitchBuildExec {
    fn name(&self) -> &str {
        "SwitchBuildExec"
    }
    fn properties(&self) -> &Arc<PlanProperties> {
        &self.props
    }
    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        std::iter::once(&self.setup)
            .chain(self.dims.iter())
            .chain(std::iter::once(&self.ids))
            .collect()
    }
    fn with_new_children(
        self: Arc<Self>,
        children: Vec<Arc<dyn ExecutionPlan>>,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        if children.len() != self.dims.len() + 2 {
            return Err(DataFusionError::Internal(
                "SwitchBuildExec: wrong number of children".into(),
            ));
        }
        let mut dims = children;
        let ids = dims.pop().expect("checked");
        let setup = dims.remove(0);
        Ok(Arc::new(SwitchBuildExec::try_new(
            setup,
            dims,
            ids,
            self.keys.clone(),
            self.sig,
            self.query,
            self.switch.clone(),
        )?))
    }
    fn apply_expressions(
        &self,
        _f: &mut dyn FnMut(
            &Arc<dyn datafusion::physical_expr::PhysicalExpr>,
        ) -> Result<datafusion::common::tree_node::TreeNodeRecursion>,
    ) -> Result<datafusion::common::tree_node::TreeNodeRecursion> {
        Ok(datafusion::common::tree_node::TreeNodeRecursion::Continue)
    }
    fn required_input_distribution(&self) -> Vec<datafusion::physical_plan::Distribution> {
        use datafusion::physical_plan::Distribution as D;
        std::iter::once(D::SinglePartition)
            .chain(self.dims.iter().map(|_| D::UnspecifiedDistribution))
            .chain(std::iter::once(D::UnspecifiedDistribution))
            .collect()
    }
    fn benefits_from_input_partitioning(&self) -> Vec<bool> {
        vec![false; self.dims.len() + 2]
    }
    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> Result<SendableRecordBatchStream> {
        let (setup, dims, ids, keys) = (
            self.setup.clone(),
            self.dims.clone(),
            self.ids.clone(),
            self.keys.clone(),
        );
        let (sig, q, spec) = (self.sig, self.query, self.switch.clone());
        let schema = self.schema();
        let s2 = schema.clone();
        Ok(one_stream(schema, async move {
            let part = partition_of(&ids, partition, context.clone()).await?;
            let source = 1 + part as u16;
            // The set-up's (empty) output: read only once it has completed.
            setup
                .execute(0, context.clone())?
                .try_collect::<Vec<_>>()
                .await?;
            let mut rows = Vec::with_capacity(dims.len());
            let mut tuples = Vec::with_capacity(dims.len());
            for (dim, key) in dims.iter().zip(&keys) {
                let batches: Vec<RecordBatch> = dim
                    .execute(partition, context.clone())?
                    .try_collect()
                    .await?;
                let b = concat_batches(&dim.schema(), &batches)?;
                tuples.push(build_tuples(sig, &b, *key, part)?);
                rows.push(b);
            }
            let blobs = rows.iter().map(ipc).collect::<Result<Vec<_>>>()?;
            let n = tuples.iter().map(|t| t.len()).sum::<usize>() / sig.build_width();
            blocking(move || {
                let ep = endpoint(&spec, &q, source)?;
                let tq = task_query(sig, &q, &ep, &spec);
                let mut tables: Vec<&[u8]> = vec![&[]; sig.t()];
                for (t, tup) in tuples.iter().enumerate() {
                    tables[t] = tup;
                }
                let r = task::build(&ep, &tq, source, &tables, &TaskParams::default())?;
                record(TaskReport {
                    query_id: q.query_id,
                    kind: TaskKind::Build,
                    source,
                    frames_sent: r.gbn.sent,
                    retransmitted: r.gbn.retransmitted,
                    already_accepted: r.already_accepted,
                    chunks: 0,
                    repeats: 0,
                    tuples: n as u64,
                    query_gone: r.query_gone,
                    takeovers: 0,
                    filter_bits: tq.filter_bits,
                    onchip: tq.onchip,
                    onchip_placed: None,
                });
                Ok(())
            })
            .await?;
            let tables = blobs.len() as u32;
            Ok(RecordBatch::try_new(
                s2,
                vec![
                    Arc::new(UInt32Array::from((0..tables).collect::<Vec<_>>())),
                    Arc::new(UInt32Array::from(vec![part as u32; tables as usize])),
                    Arc::new(LargeBinaryArray::from_vec(
                        blobs.iter().map(|b| &b[..]).collect(),
                    )),
                ],
            )?)
        }))
    }
}

// ---------------------------------------------------------------- probe

/// One offloaded dimension as the probe knows it.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct ProbeDim {
    pub name: String,
    /// Join key: column of the dimension's rows.
    pub key: usize,
    /// Join key: column of the fact input.
    pub fact_key: usize,
}

/// Stage 3: one task per fact partition probes it. Children: the fact
/// input, the build stage's output (one partition), then
/// [`partition_ids`] of the fact's partitions.
#[derive(Debug)]
pub struct SwitchProbeExec {
    fact: Arc<dyn ExecutionPlan>,
    builds: Arc<dyn ExecutionPlan>,
    ids: Arc<dyn ExecutionPlan>,
    dims: Vec<ProbeDim>,
    output: Vec<Src>,
    schema: SchemaRef,
    sig: Signature,
    query: StagedQuery,
    switch: SwitchSpec,
    explain: StarExplain,
    props: Arc<PlanProperties>,
}

impl SwitchProbeExec {
    #[allow(clippy::too_many_arguments)]
    pub fn try_new(
        fact: Arc<dyn ExecutionPlan>,
        builds: Arc<dyn ExecutionPlan>,
        ids: Arc<dyn ExecutionPlan>,
        dims: Vec<ProbeDim>,
        output: Vec<Src>,
        schema: SchemaRef,
        sig: Signature,
        query: StagedQuery,
        switch: SwitchSpec,
        explain: StarExplain,
        equivalences: Option<EquivalenceProperties>,
    ) -> Result<Self> {
        let partitions = fact.output_partitioning().partition_count();
        if ids.output_partitioning().partition_count() != partitions
            || dims.is_empty()
            || dims.len() > sig.t()
        {
            return Err(DataFusionError::Internal(format!(
                "SwitchProbeExec: {partitions} fact partitions, {} partition ids, {} dimensions for {}",
                ids.output_partitioning().partition_count(),
                dims.len(),
                sig.id()
            )));
        }
        let props = Arc::new(PlanProperties::new(
            equivalences.unwrap_or_else(|| EquivalenceProperties::new(schema.clone())),
            Partitioning::UnknownPartitioning(partitions),
            EmissionType::Incremental,
            Boundedness::Bounded,
        ));
        Ok(SwitchProbeExec {
            fact,
            builds,
            ids,
            dims,
            output,
            schema,
            sig,
            query,
            switch,
            explain,
            props,
        })
    }
    pub fn fact(&self) -> &Arc<dyn ExecutionPlan> {
        &self.fact
    }
    pub fn builds(&self) -> &Arc<dyn ExecutionPlan> {
        &self.builds
    }
    pub fn ids(&self) -> &Arc<dyn ExecutionPlan> {
        &self.ids
    }
    pub fn dims(&self) -> &[ProbeDim] {
        &self.dims
    }
    pub fn output(&self) -> &[Src] {
        &self.output
    }
    pub fn signature(&self) -> Signature {
        self.sig
    }
    pub fn query(&self) -> StagedQuery {
        self.query
    }
    pub fn switch(&self) -> &SwitchSpec {
        &self.switch
    }
    pub fn explanation(&self) -> &StarExplain {
        &self.explain
    }
}

impl DisplayAs for SwitchProbeExec {
    fn fmt_as(&self, _t: DisplayFormatType, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let names: Vec<&str> = self.dims.iter().map(|d| d.name.as_str()).collect();
        write!(
            f,
            "SwitchProbeExec: fact={}, dims=[{}], signature={}, query={:#06x}, results to the source",
            self.explain.fact,
            names.join(", "),
            self.sig.id(),
            self.query.query_id
        )
    }
}

/// A partition that sent no build rows, in [`BuildSide`]'s starts.
const NO_PARTITION: u64 = u64::MAX;

/// The build side as a probe task holds it: per dimension, its rows in
/// partition order and where each partition starts.
struct BuildSide {
    layout: BuildValue,
    rows: Vec<RecordBatch>,
    /// Per dimension, by partition number: its first row, or
    /// [`NO_PARTITION`] for a partition that sent nothing. Dense, since
    /// every result's every value is looked up here.
    starts: Vec<Vec<u64>>,
    /// Per dimension, lazily: row indices by encoded key (for spills).
    by_key: Vec<std::sync::OnceLock<HashMap<u64, Vec<u64>>>>,
}

fn build_side(batches: &[RecordBatch], dims: usize, sig: Signature) -> Result<BuildSide> {
    let mut parts: Vec<Vec<(u32, RecordBatch)>> = vec![Vec::new(); dims];
    for b in batches {
        let table = b.column(0).as_primitive::<UInt32Type>();
        let part = b.column(1).as_primitive::<UInt32Type>();
        let blobs = b.column(2).as_binary::<i64>();
        for i in 0..b.num_rows() {
            let t = table.value(i) as usize;
            if t >= dims {
                return Err(DataFusionError::Internal(format!(
                    "build output of table {t} of {dims}"
                )));
            }
            let reader = StreamReader::try_new(std::io::Cursor::new(blobs.value(i)), None)?;
            let schema = reader.schema();
            let got: Vec<RecordBatch> = reader.collect::<std::result::Result<_, _>>()?;
            parts[t].push((part.value(i), concat_batches(&schema, &got)?));
        }
    }
    let mut rows = Vec::new();
    let mut starts = Vec::new();
    for (t, mut p) in parts.into_iter().enumerate() {
        p.sort_by_key(|(n, _)| *n);
        if p.windows(2).any(|w| w[0].0 == w[1].0) {
            return Err(DataFusionError::Internal(format!(
                "dimension {t}: a build partition arrived twice"
            )));
        }
        let Some((_, first)) = p.first() else {
            return Err(DataFusionError::Internal(format!(
                "dimension {t}: no build output"
            )));
        };
        let schema = first.schema();
        let mut at = 0u64;
        let last = p.last().map_or(0, |(n, _)| *n as usize);
        let mut s = vec![NO_PARTITION; last + 1];
        for (n, b) in &p {
            s[*n as usize] = at;
            at += b.num_rows() as u64;
        }
        let all: Vec<RecordBatch> = p.into_iter().map(|(_, b)| b).collect();
        rows.push(concat_batches(&schema, &all)?);
        starts.push(s);
    }
    Ok(BuildSide {
        layout: BuildValue::of(sig.v())?,
        by_key: (0..dims).map(|_| std::sync::OnceLock::new()).collect(),
        rows,
        starts,
    })
}

impl BuildSide {
    /// The row of dimension `t` a build value names.
    fn row(&self, t: usize, value: u64) -> anyhow::Result<u64> {
        let (part, row) = self.layout.decode(value);
        match self.starts[t].get(part as usize) {
            Some(&start) if start != NO_PARTITION => Ok(start + row),
            _ => bail!("dimension {t}: a result names partition {part}, which sent nothing"),
        }
    }

    /// Rows of dimension `t` by their key as it travels (`K` bytes).
    fn by_key(&self, t: usize, key_col: usize, k: usize) -> Result<&HashMap<u64, Vec<u64>>> {
        if let Some(m) = self.by_key[t].get() {
            return Ok(m);
        }
        let rows = &self.rows[t];
        let keys = Keys::new(rows.column(key_col), k, rows.schema().field(key_col).name())?;
        let mut m: HashMap<u64, Vec<u64>> = HashMap::new();
        for row in 0..rows.num_rows() {
            if let Some(code) = keys.get(row)? {
                m.entry(code).or_default().push(row as u64);
            }
        }
        Ok(self.by_key[t].get_or_init(|| m))
    }

    /// What the set-up and build tasks sent ([`task::Rebuild`]): the
    /// set-up's padding of the signature's tables beyond the dimensions, and
    /// per build partition (source `1 + partition`) the tuples of its rows
    /// of every dimension, encoded as its build task encoded them.
    fn rebuild(&self, keys: &[usize], sig: Signature, q: &StagedQuery) -> Result<task::Rebuild> {
        let padding = (0..sig.t())
            .map(|t| {
                if t < q.tables {
                    Vec::new()
                } else {
                    vec![0u8; sig.build_width()]
                }
            })
            .collect();
        let parts = self.starts.iter().map(Vec::len).max().unwrap_or(0);
        let mut builds: Vec<(u16, Vec<Vec<u8>>)> = (0..parts)
            .map(|p| (1 + p as u16, vec![Vec::new(); sig.t()]))
            .collect();
        for (t, (starts, key)) in self.starts.iter().zip(keys).enumerate() {
            let total = self.rows[t].num_rows() as u64;
            // Present partitions in order: each ends where the next begins.
            let present: Vec<(usize, u64)> = starts
                .iter()
                .enumerate()
                .filter(|(_, &s)| s != NO_PARTITION)
                .map(|(p, &s)| (p, s))
                .collect();
            for (i, &(p, start)) in present.iter().enumerate() {
                let end = present.get(i + 1).map_or(total, |n| n.1);
                let rows = self.rows[t].slice(start as usize, (end - start) as usize);
                builds[p].1[t] = build_tuples(sig, &rows, *key, p)?;
            }
        }
        Ok(task::Rebuild {
            bucket_bits: q.bucket_bits,
            sources: q.sources,
            padding,
            builds,
        })
    }

    /// A key of every table (`T × K` bytes), or `None` when some dimension
    /// has no row with a key: the inner join is then empty.
    fn sentinel(&self, dims: &[ProbeDim], sig: Signature) -> Result<Option<Vec<u8>>> {
        let k = sig.k();
        let mut out = vec![0u8; sig.t() * k];
        for (t, d) in dims.iter().enumerate() {
            let rows = &self.rows[t];
            let keys = Keys::new(rows.column(d.key), k, rows.schema().field(d.key).name())?;
            let mut first = None;
            for r in 0..rows.num_rows() {
                if let Some(code) = keys.get(r)? {
                    first = Some(code);
                    break;
                }
            }
            let Some(code) = first else { return Ok(None) };
            out[t * k..(t + 1) * k].copy_from_slice(&code.to_be_bytes()[8 - k..]);
        }
        Ok(Some(out))
    }
}

/// The rows a chunk's output joins: its RESULT tuples with the build
/// values turned into row numbers of the build side, then its SPILL tuples
/// finished from the build side.
fn finish_results(
    sig: Signature,
    shape: ResultShape,
    dims: &[ProbeDim],
    side: &BuildSide,
    got: &ProbeResults,
) -> Result<JoinedRows> {
    let (k, v, t) = (sig.k(), sig.v(), sig.t());
    let pw = sig.probe_width();
    let n = got.results.len() / sig.result_width_of(shape);
    let mut rows = JoinedRows::read(sig, shape, std::iter::once(&got.results[..]), n, dims.len());
    for (d, values) in rows.dims.iter_mut().enumerate() {
        for value in values.iter_mut() {
            *value = side.row(d, *value).map_err(ext)?;
        }
    }
    for s in got.spills.chunks_exact(sig.spill_width()) {
        let probe = &s[..pw];
        // Partners of each dimension: its rows of the key. (A signature
        // table no dimension fills holds the set-up's one tuple, which
        // every probe matches once.)
        let mut partners: Vec<&[u64]> = Vec::with_capacity(dims.len());
        for (i, d) in dims.iter().enumerate() {
            let mut b = [0u8; 8];
            b[8 - k..].copy_from_slice(&probe[i * k..(i + 1) * k]);
            let m = side.by_key(i, d.key, k)?;
            partners.push(m.get(&u64::from_be_bytes(b)).map_or(&[], Vec::as_slice));
        }
        if partners.iter().any(|p| p.is_empty()) {
            continue;
        }
        let fact_row = read_word(&probe[t * k..], v);
        // Every combination, odometer order.
        let mut pick = vec![0usize; dims.len()];
        'combinations: loop {
            rows.fact.push(fact_row);
            for (i, p) in pick.iter().enumerate() {
                rows.dims[i].push(partners[i][*p]);
            }
            let mut i = pick.len();
            loop {
                if i == 0 {
                    break 'combinations;
                }
                i -= 1;
                pick[i] += 1;
                if pick[i] < partners[i].len() {
                    break;
                }
                pick[i] = 0;
            }
        }
    }
    Ok(rows)
}

impl ExecutionPlan for SwitchProbeExec {
    fn name(&self) -> &str {
        "SwitchProbeExec"
    }
    fn properties(&self) -> &Arc<PlanProperties> {
        &self.props
    }
    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        vec![&self.fact, &self.builds, &self.ids]
    }
    fn with_new_children(
        self: Arc<Self>,
        children: Vec<Arc<dyn ExecutionPlan>>,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        let [fact, builds, ids]: [Arc<dyn ExecutionPlan>; 3] = children
            .try_into()
            .map_err(|_| DataFusionError::Internal("SwitchProbeExec has three children".into()))?;
        Ok(Arc::new(SwitchProbeExec::try_new(
            fact,
            builds,
            ids,
            self.dims.clone(),
            self.output.clone(),
            self.schema.clone(),
            self.sig,
            self.query,
            self.switch.clone(),
            self.explain.clone(),
            Some(self.props.equivalence_properties().clone()),
        )?))
    }
    fn apply_expressions(
        &self,
        _f: &mut dyn FnMut(
            &Arc<dyn datafusion::physical_expr::PhysicalExpr>,
        ) -> Result<datafusion::common::tree_node::TreeNodeRecursion>,
    ) -> Result<datafusion::common::tree_node::TreeNodeRecursion> {
        Ok(datafusion::common::tree_node::TreeNodeRecursion::Continue)
    }
    fn required_input_distribution(&self) -> Vec<datafusion::physical_plan::Distribution> {
        use datafusion::physical_plan::Distribution as D;
        vec![
            D::UnspecifiedDistribution,
            D::SinglePartition,
            D::UnspecifiedDistribution,
        ]
    }
    fn benefits_from_input_partitioning(&self) -> Vec<bool> {
        vec![false, false, false]
    }
    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> Result<SendableRecordBatchStream> {
        let me = ProbeTask {
            fact: self.fact.clone(),
            builds: self.builds.clone(),
            ids: self.ids.clone(),
            dims: self.dims.clone(),
            output: self.output.clone(),
            schema: self.schema.clone(),
            sig: self.sig,
            query: self.query,
            switch: self.switch.clone(),
        };
        let stream = futures::stream::once(me.stream(partition, context)).try_flatten();
        Ok(Box::pin(RecordBatchStreamAdapter::new(
            self.schema.clone(),
            stream,
        )))
    }
}

/// What one probe task needs, owned.
struct ProbeTask {
    fact: Arc<dyn ExecutionPlan>,
    builds: Arc<dyn ExecutionPlan>,
    ids: Arc<dyn ExecutionPlan>,
    dims: Vec<ProbeDim>,
    output: Vec<Src>,
    schema: SchemaRef,
    sig: Signature,
    query: StagedQuery,
    switch: SwitchSpec,
}

impl ProbeTask {
    async fn stream(
        self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> Result<futures::stream::BoxStream<'static, Result<RecordBatch>>> {
        let batches: Vec<RecordBatch> = self
            .builds
            .execute(0, context.clone())?
            .try_collect()
            .await?;
        let side = Arc::new(build_side(&batches, self.dims.len(), self.sig)?);
        let source = self.query.probe_base
            + partition_of(&self.ids, partition, context.clone()).await? as u16;
        let Some(sentinel) = side.sentinel(&self.dims, self.sig)? else {
            // Some dimension has no row with a key: nothing joins, and the
            // fact partition is not sent.
            record(TaskReport {
                query_id: self.query.query_id,
                kind: TaskKind::Probe,
                source,
                frames_sent: 0,
                retransmitted: 0,
                already_accepted: 0,
                chunks: 0,
                repeats: 0,
                tuples: 0,
                query_gone: false,
                takeovers: 0,
                filter_bits: self.query.filter_bits,
                onchip: self.query.onchip,
                onchip_placed: None,
            });
            return Ok(futures::stream::empty().boxed());
        };
        let (sig, q, spec) = (self.sig, self.query, self.switch.clone());
        let (rebuild_side, keys) = (
            side.clone(),
            self.dims.iter().map(|d| d.key).collect::<Vec<_>>(),
        );
        let rebuild: task::RebuildSource = Box::new(move || {
            rebuild_side
                .rebuild(&keys, sig, &q)
                .map_err(anyhow::Error::from)
        });
        let prober = blocking(move || {
            let ep = endpoint(&spec, &q, source)?;
            let tq = task_query(sig, &q, &ep, &spec);
            Prober::new(
                ep,
                tq,
                source,
                sentinel,
                Some(rebuild),
                TaskParams::default(),
            )
        })
        .await?;
        let prober = Arc::new(Mutex::new(prober));
        // A batch goes to the switch in pieces whose row numbers the
        // payloads hold (2^24 − 1 rows with 4-byte payloads).
        let max_rows = task::PayloadLayout::of(&self.sig).map_err(ext)?.max_rows() as usize;
        let fact =
            gathered(self.fact.execute(partition, context)?, CHUNK_ROWS).flat_map(move |batch| {
                futures::stream::iter(match batch {
                    Ok(b) => pieces(b, max_rows).into_iter().map(Ok).collect(),
                    Err(e) => vec![Err(e)],
                })
            });
        let job = Arc::new(self);
        let (p2, q2) = (prober.clone(), job.query);
        let end = futures::stream::once(async move {
            if let Ok(p) = p2.lock() {
                if std::env::var_os("NETJOIN_DEBUG").is_some() {
                    eprintln!(
                        "netjoin probe source {source}: {:?}, port {:?}",
                        p.stats,
                        p.port_stats()
                    );
                }
                record(TaskReport {
                    query_id: q2.query_id,
                    kind: TaskKind::Probe,
                    source,
                    frames_sent: p.stats.gbn.sent,
                    retransmitted: p.stats.gbn.retransmitted,
                    already_accepted: 0,
                    chunks: p.stats.chunks,
                    repeats: p.stats.repeats,
                    tuples: p.stats.tuples,
                    query_gone: false,
                    takeovers: p.stats.takeovers,
                    filter_bits: p.query().filter_bits,
                    onchip: p.query().onchip,
                    onchip_placed: p.stats.onchip,
                });
            }
            None::<Result<RecordBatch>>
        })
        .filter_map(|r| async move { r });
        // Two chunks at a time: one's output is decoded while the next is
        // on the link (the prober takes one chunk at a time).
        let out = fact
            .map(move |batch| {
                let (job, side, prober) = (job.clone(), side.clone(), prober.clone());
                async move {
                    let batch = batch?;
                    let fact_keys: Vec<usize> = job.dims.iter().map(|d| d.fact_key).collect();
                    let mut tuples = Vec::new();
                    encode_probe(job.sig, &fact_keys, &batch, 0, &mut tuples)?;
                    if tuples.is_empty() {
                        return Ok(None);
                    }
                    let got = blocking(move || {
                        let mut got = ProbeResults::default();
                        prober
                            .lock()
                            .map_err(|_| anyhow!("a probe of this task failed"))?
                            .probe(&mut tuples, &mut got)?;
                        Ok(got)
                    })
                    .await?;
                    finish_chunk(&job, &side, &batch, &got)
                }
            })
            .buffered(2)
            .filter_map(|r: Result<Option<RecordBatch>>| async move { r.transpose() });
        Ok(out.chain(end).boxed())
    }
}

/// Fact rows a probe task sends as one chunk, at least (a chunk is
/// probed, and its results awaited, as a whole): fewer chunks, fewer
/// pauses in which the link drains while the host waits for the last
/// results. 2^16 four-byte-key probe tuples of three tables are 1 MiB.
const CHUNK_ROWS: usize = 1 << 16;

/// The batches of `input` concatenated into batches of at least `rows`
/// rows (the last may have fewer), in order.
fn gathered(
    input: SendableRecordBatchStream,
    rows: usize,
) -> futures::stream::BoxStream<'static, Result<RecordBatch>> {
    let schema = input.schema();
    futures::stream::unfold(
        (input, Vec::<RecordBatch>::new(), false),
        move |(mut input, mut held, done)| {
            let schema = schema.clone();
            async move {
                if done {
                    return None;
                }
                loop {
                    let have: usize = held.iter().map(RecordBatch::num_rows).sum();
                    let next = if have >= rows {
                        None
                    } else {
                        input.next().await
                    };
                    match next {
                        Some(Ok(b)) => held.push(b),
                        Some(Err(e)) => return Some((Err(e), (input, Vec::new(), true))),
                        None if held.is_empty() => return None,
                        None => {
                            // Enough rows, or the end of the input.
                            let out = if let [one] = held.as_slice() {
                                Ok(one.clone())
                            } else {
                                concat_batches(&schema, &held).map_err(Into::into)
                            };
                            let finished = have < rows;
                            return Some((out, (input, Vec::new(), finished)));
                        }
                    }
                }
            }
        },
    )
    .boxed()
}

/// A probed chunk's RESULT and SPILL tuples as the node's output rows.
fn finish_chunk(
    job: &ProbeTask,
    side: &BuildSide,
    batch: &RecordBatch,
    got: &ProbeResults,
) -> Result<Option<RecordBatch>> {
    let rows = finish_results(job.sig, RESULT_SHAPE, &job.dims, side, got)?;
    if rows.fact.is_empty() {
        return Ok(None);
    }
    let carried = vec![None; job.dims.len()];
    let decoded = rows.gather(
        job.sig.v(),
        &job.output,
        &job.schema,
        batch,
        &side.rows,
        &carried,
    )?;
    Ok(Some(decoded))
}

#[cfg(test)]
mod tests {
    use super::*;
    use datafusion::arrow::array::Int64Array;
    use datafusion::physical_plan::stream::RecordBatchStreamAdapter;

    fn batches(sizes: &[usize]) -> (SchemaRef, Vec<Result<RecordBatch>>) {
        let schema = Arc::new(Schema::new(vec![Field::new("x", DataType::Int64, false)]));
        let mut next = 0i64;
        let out = sizes
            .iter()
            .map(|&n| {
                let col = Int64Array::from_iter_values(next..next + n as i64);
                next += n as i64;
                Ok(RecordBatch::try_new(schema.clone(), vec![Arc::new(col)]).unwrap())
            })
            .collect();
        (schema, out)
    }

    fn gather(sizes: &[usize], rows: usize) -> Vec<Result<RecordBatch>> {
        let (schema, input) = batches(sizes);
        let stream = Box::pin(RecordBatchStreamAdapter::new(
            schema,
            futures::stream::iter(input),
        ));
        futures::executor::block_on(gathered(stream, rows).collect())
    }

    #[test]
    fn chunks_gather_whole_batches_in_order_up_to_the_row_target() {
        let got = gather(&[3, 4, 5, 1, 9, 2], 8);
        let sizes: Vec<usize> = got.iter().map(|b| b.as_ref().unwrap().num_rows()).collect();
        // 3+4+5 reach 8; 1+9 too; 2 is the rest.
        assert_eq!(sizes, vec![12, 10, 2]);
        let values: Vec<i64> = got
            .iter()
            .flat_map(|b| {
                let b = b.as_ref().unwrap();
                let c = b
                    .column(0)
                    .as_primitive::<datafusion::arrow::datatypes::Int64Type>();
                (0..c.len()).map(|i| c.value(i)).collect::<Vec<_>>()
            })
            .collect();
        assert_eq!(values, (0..24).collect::<Vec<_>>());
        assert!(gather(&[], 8).is_empty());
        assert_eq!(gather(&[20], 8).len(), 1);
    }

    #[test]
    fn an_input_error_ends_the_chunks_with_it() {
        let (schema, mut input) = batches(&[3, 3]);
        input.insert(1, Err(DataFusionError::Execution("scan failed".into())));
        let stream = Box::pin(RecordBatchStreamAdapter::new(
            schema,
            futures::stream::iter(input),
        ));
        let got: Vec<Result<RecordBatch>> =
            futures::executor::block_on(gathered(stream, 8).collect());
        assert_eq!(got.len(), 1);
        assert!(got[0]
            .as_ref()
            .unwrap_err()
            .to_string()
            .contains("scan failed"));
    }
}
