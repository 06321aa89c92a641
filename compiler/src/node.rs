//! `SwitchStarJoinExec`: one execution-plan node for an offloaded star join.
//!
//! Children: the fact input, then one input per offloaded dimension. The
//! filters and projections below them are DataFusion's and run on the
//! workers' partitions. The node
//!
//! 1. collects every dimension input (only the build side is held),
//! 2. encodes one build tuple per dimension row: key = the join key, value =
//!    the row's index in the collected dimension,
//! 3. streams the fact input batch by batch: one probe tuple per fact row
//!    whose keys are all non-null, payload = the row's index in its batch,
//! 4. runs them on the switch and decodes RESULT tuples (spills and
//!    overflows finished exactly by the host's sink) into Arrow batches by
//!    gathering the fact and dimension columns with `take`.
//!
//! This is late materialisation: the switch joins keys and row references,
//! so every column type travels, and the signature's widths need only hold
//! the keys and the row numbers ([`crate::widths`]: keys are `K`-byte
//! big-endian integers, signed types biased by 2^(8K−1), the same on both
//! sides of a join; a value or payload holds a big-endian word of
//! `min(V, 8)` bytes). A key or row number that does not fit is an error,
//! never a truncated key. A null key never matches (SQL semantics): such
//! rows are not sent.
//!
//! The output schema and column order are exactly those of the replaced
//! join chain (including the projection embedded in a `HashJoinExec`).

use crate::carry;
use crate::switch::SwitchSpec;
use crate::widths::{put_word, read_word, word_bytes, word_count, KeyCode};
use datafusion::arrow::array::{
    Array, ArrayRef, AsArray, RecordBatch, RecordBatchOptions, UInt64Array,
};
use datafusion::arrow::compute::{cast, concat_batches, take};
use datafusion::arrow::datatypes::{DataType, Int64Type, SchemaRef, UInt64Type};
use datafusion::common::stats::Precision;
use datafusion::common::tree_node::TreeNodeRecursion;
use datafusion::common::{DataFusionError, Result};
use datafusion::execution::TaskContext;
use datafusion::physical_expr::{EquivalenceProperties, PhysicalExpr};
use datafusion::physical_plan::execution_plan::{Boundedness, EmissionType};
use datafusion::physical_plan::projection::{
    try_embed_projection, EmbeddedProjection, ProjectionExec,
};
use datafusion::physical_plan::statistics::{StatisticsArgs, StatisticsContext};
use datafusion::physical_plan::stream::RecordBatchStreamAdapter;
use datafusion::physical_plan::{
    collect, DisplayAs, DisplayFormatType, ExecutionPlan, ExecutionPlanProperties, Partitioning,
    PlanProperties, SendableRecordBatchStream,
};
use futures::{StreamExt, TryStreamExt};
use netjoin_host::inp::{ProbeOutput, RunReport, StreamingStarJoin};
use netjoin_proto::{ResultShape, Signature};
use rayon::prelude::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// Where an output column comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Src {
    /// Column of the fact input.
    Fact(usize),
    /// Column `.1` of offloaded dimension `.0`.
    Dim(usize, usize),
}

/// One offloaded dimension.
#[derive(Clone, Debug)]
pub struct DimInput {
    pub plan: Arc<dyn ExecutionPlan>,
    /// Name shown in EXPLAIN (the table, when it can be told).
    pub name: String,
    /// Join key: column of the dimension input.
    pub key: usize,
    /// Join key: column of the fact input.
    pub fact_key: usize,
}

/// What EXPLAIN shows about the decision.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct StarExplain {
    pub fact: String,
    pub offloaded: Vec<String>,
    /// The membership filters the rule chose for the offloaded joins
    /// (PROTOCOL.md §6.3): `filter_bits` of the switch's CONFIGURE, 0 for
    /// none. Kept with the decision so that it travels with the node.
    #[serde(default)]
    pub filter_bits: u8,
    /// The pipeline's tables the rule priced on chip, bit t for table t
    /// (PROTOCOL.md §6.4; [`crate::signature::onchip_tables_for`]): the
    /// staged form's CONFIGURE asks for them; in one process the host
    /// places tables from the build keys it holds instead.
    #[serde(default)]
    pub onchip: u8,
    pub c_shuffle: f64,
    pub c_inp: f64,
    /// One line per join of the chain: offloaded or not, and why.
    pub reasons: Vec<String>,
}

/// Shared by the partitions of one execution.
#[derive(Default)]
struct Runtime {
    built: tokio::sync::OnceCell<Arc<Built>>,
    /// The next switch port a partition of a distributed query probes on: a
    /// task sees only its own slice of the partitions, numbered from 0.
    next_worker: AtomicUsize,
    /// Fact rows probed so far, on stderr when it is a terminal.
    progress: std::sync::OnceLock<indicatif::ProgressBar>,
    remaining: AtomicUsize,
    report: Mutex<Option<RunReport>>,
}

struct Built {
    dims: Vec<RecordBatch>,
    /// Per dimension: the column its build tuples carry by value
    /// ([`crate::carry`]), or `None` when they carry row numbers.
    carried: Vec<Option<usize>>,
    session: Box<dyn StreamingStarJoin>,
}

/// A star join run by the tasks of a distributed engine (Ballista): each
/// task deserializes its own copy of the node and runs a slice of the fact
/// partitions, so the copies of one query meet by its id in this process's
/// [`shared_runtime`] and share one switch session.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Distribution {
    /// Random per planned query (the OS's randomness), never reused.
    pub query: u64,
    /// Fact partitions of the whole query: the last one to finish ends the
    /// probe phase and checks the switch's output.
    pub partitions: usize,
}

/// Runtimes of the distributed queries running in this process, by query.
static SHARED: std::sync::OnceLock<Mutex<std::collections::HashMap<u64, Arc<Runtime>>>> =
    std::sync::OnceLock::new();

/// Reports of the distributed queries this process finished: the newest
/// [`FINISHED_KEPT`], and how many finished in all.
#[derive(Default)]
struct Finished {
    total: u64,
    kept: std::collections::VecDeque<(u64, RunReport)>,
}
static FINISHED: std::sync::OnceLock<Mutex<Finished>> = std::sync::OnceLock::new();
const FINISHED_KEPT: usize = 256;

fn finished() -> std::sync::MutexGuard<'static, Finished> {
    FINISHED
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

fn shared_runtime(query: u64) -> Arc<Runtime> {
    let map = SHARED.get_or_init(Default::default);
    let mut map = map.lock().unwrap_or_else(|e| e.into_inner());
    if !map.contains_key(&query) {
        // A query whose last partition never finished (it failed, or was
        // cancelled) leaves its runtime here; once no copy of its node is
        // left, nothing can use it again.
        map.retain(|_, rt| Arc::strong_count(rt) > 1);
    }
    map.entry(query).or_default().clone()
}

/// How many distributed queries this process has finished so far: a mark
/// for [`finished_since`].
pub fn finished_mark() -> u64 {
    finished().total
}

/// The switch's reports (query id, report) of the distributed queries this
/// process finished after `mark` ([`finished_mark`]), oldest first; only
/// the newest [`FINISHED_KEPT`] are kept.
pub fn finished_since(mark: u64) -> Vec<(u64, RunReport)> {
    let done = finished();
    let new = done.total.saturating_sub(mark) as usize;
    done.kept
        .iter()
        .skip(done.kept.len().saturating_sub(new))
        .cloned()
        .collect()
}

fn finish_distributed(query: u64, report: RunReport) {
    if let Some(map) = SHARED.get() {
        map.lock().unwrap_or_else(|e| e.into_inner()).remove(&query);
    }
    let mut done = finished();
    if done.kept.len() == FINISHED_KEPT {
        done.kept.pop_front();
    }
    done.kept.push_back((query, report));
    done.total += 1;
}

#[derive(Debug)]
pub struct SwitchStarJoinExec {
    fact: Arc<dyn ExecutionPlan>,
    dims: Vec<DimInput>,
    output: Vec<Src>,
    schema: SchemaRef,
    signature: Signature,
    switch: SwitchSpec,
    explain: StarExplain,
    props: Arc<PlanProperties>,
    distribution: Option<Distribution>,
    runtime: Arc<Runtime>,
}

impl std::fmt::Debug for Runtime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Runtime")
    }
}

pub(crate) fn ext(e: anyhow::Error) -> DataFusionError {
    DataFusionError::External(e.into())
}

impl SwitchStarJoinExec {
    pub fn try_new(
        fact: Arc<dyn ExecutionPlan>,
        dims: Vec<DimInput>,
        output: Vec<Src>,
        schema: SchemaRef,
        signature: Signature,
        switch: SwitchSpec,
        explain: StarExplain,
    ) -> Result<Self> {
        if output.len() != schema.fields().len() {
            return Err(DataFusionError::Internal(format!(
                "SwitchStarJoinExec: {} output columns for a {}-column schema",
                output.len(),
                schema.fields().len()
            )));
        }
        if dims.is_empty() || dims.len() > signature.t() {
            return Err(DataFusionError::Internal(format!(
                "SwitchStarJoinExec: {} dimensions for signature {}",
                dims.len(),
                signature.id()
            )));
        }
        let props = PlanProperties::new(
            output_equivalences(&fact, &dims, &output, &schema)?,
            output_partitioning(&fact, &dims, &output, &schema)?,
            EmissionType::Incremental,
            Boundedness::Bounded,
        );
        Ok(SwitchStarJoinExec {
            fact,
            dims,
            output,
            schema,
            signature,
            switch,
            explain,
            props: Arc::new(props),
            distribution: None,
            runtime: Arc::new(Runtime::default()),
        })
    }

    /// With `Some(d)`, the node as one query of a distributed engine: its
    /// copies in this process share their switch session by `d.query`. Each
    /// task reads every dimension whole: the node requires a single
    /// partition of them ([`ExecutionPlan::required_input_distribution`]),
    /// which tells the engine not to restrict them to the task's slice, and
    /// reads all their partitions in any case.
    pub fn with_distribution(mut self, distribution: Option<Distribution>) -> Self {
        if let Some(d) = distribution {
            self.runtime = shared_runtime(d.query);
        }
        self.distribution = distribution;
        self
    }

    /// This node on other inputs, distributed as `distribution`.
    pub fn with_inputs(
        &self,
        fact: Arc<dyn ExecutionPlan>,
        dims: Vec<DimInput>,
        distribution: Option<Distribution>,
    ) -> Result<Self> {
        let node = SwitchStarJoinExec::try_new(
            fact,
            dims,
            self.output.clone(),
            self.schema.clone(),
            self.signature,
            self.switch.clone(),
            self.explain.clone(),
        )?;
        Ok(node.with_distribution(distribution))
    }

    pub fn distribution(&self) -> Option<Distribution> {
        self.distribution
    }
    pub fn fact(&self) -> &Arc<dyn ExecutionPlan> {
        &self.fact
    }
    pub fn dims(&self) -> &[DimInput] {
        &self.dims
    }
    pub fn output(&self) -> &[Src] {
        &self.output
    }
    pub fn switch(&self) -> &SwitchSpec {
        &self.switch
    }

    pub fn signature(&self) -> Signature {
        self.signature
    }
    pub fn explanation(&self) -> &StarExplain {
        &self.explain
    }
    /// The switch's report of the last completed execution.
    pub fn report(&self) -> Option<RunReport> {
        self.runtime.report.lock().ok()?.clone()
    }
}

impl DisplayAs for SwitchStarJoinExec {
    fn fmt_as(&self, _t: DisplayFormatType, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let keys: Vec<String> = self
            .dims
            .iter()
            .map(|d| {
                format!(
                    "{}.{} = {}.{}",
                    self.explain.fact,
                    self.fact.schema().field(d.fact_key).name(),
                    d.name,
                    d.plan.schema().field(d.key).name()
                )
            })
            .collect();
        // Columns the build tuples carry by value when they hold no null
        // (known only once read; with a null, row numbers are carried).
        let carried: Vec<String> = self
            .dims
            .iter()
            .enumerate()
            .filter_map(|(i, d)| {
                let c = single_dim_column(&self.output, i)?;
                let field = d.plan.schema().field(c).clone();
                carry::is_carried_type(field.data_type())
                    .then(|| format!("{}.{}", d.name, field.name()))
            })
            .collect();
        write!(
            f,
            "SwitchStarJoinExec: signature={}, switch={:?}, filter_bits={}, onchip=[{}], fact={}, offloaded=[{}], on=[{}], by_value=[{}], c_shuffle={}, c_INP={}, why=[{}]",
            self.signature.id(),
            self.switch.kind,
            self.explain.filter_bits,
            crate::signature::onchip_list(self.explain.onchip),
            self.explain.fact,
            self.explain.offloaded.join(", "),
            keys.join(", "),
            carried.join(", "),
            crate::cost::sci(self.explain.c_shuffle),
            crate::cost::sci(self.explain.c_inp),
            self.explain.reasons.join("; ")
        )
    }
}

impl ExecutionPlan for SwitchStarJoinExec {
    fn name(&self) -> &str {
        "SwitchStarJoinExec"
    }

    fn properties(&self) -> &Arc<PlanProperties> {
        &self.props
    }

    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        let mut c = vec![&self.fact];
        c.extend(self.dims.iter().map(|d| &d.plan));
        c
    }

    fn apply_expressions(
        &self,
        _f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> Result<TreeNodeRecursion>,
    ) -> Result<TreeNodeRecursion> {
        // The join keys are column indices, not expressions.
        Ok(TreeNodeRecursion::Continue)
    }

    fn with_new_children(
        self: Arc<Self>,
        children: Vec<Arc<dyn ExecutionPlan>>,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        if children.len() != self.dims.len() + 1 {
            return Err(DataFusionError::Internal(
                "SwitchStarJoinExec: wrong number of children".into(),
            ));
        }
        let mut it = children.into_iter();
        let fact = it.next().expect("checked");
        let dims = self
            .dims
            .iter()
            .zip(it)
            .map(|(d, plan)| DimInput { plan, ..d.clone() })
            .collect();
        Ok(Arc::new(self.with_inputs(fact, dims, self.distribution)?))
    }

    /// DataFusion's projection pushdown asks: the columns a projection above
    /// uses become the node's own output ([`EmbeddedProjection`]), so the
    /// node gathers only those, and a dimension whose one used column fits a
    /// value word carries it by value.
    fn try_swapping_with_projection(
        &self,
        projection: &ProjectionExec,
    ) -> Result<Option<Arc<dyn ExecutionPlan>>> {
        try_embed_projection(projection, self)
    }

    /// More fact partitions are more probe streams; a dimension is read
    /// whole whatever its partitions, so repartitioning it only costs.
    fn benefits_from_input_partitioning(&self) -> Vec<bool> {
        let mut benefits = vec![true];
        benefits.extend(self.dims.iter().map(|_| false));
        benefits
    }

    fn required_input_distribution(&self) -> Vec<datafusion::physical_plan::Distribution> {
        use datafusion::physical_plan::Distribution as D;
        let mut req = vec![D::UnspecifiedDistribution];
        // Distributed, every task reads each dimension whole.
        let dim = if self.distribution.is_some() {
            D::SinglePartition
        } else {
            D::UnspecifiedDistribution
        };
        req.extend(self.dims.iter().map(|_| dim.clone()));
        req
    }

    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> Result<SendableRecordBatchStream> {
        let job = Job {
            fact: self.fact.clone(),
            dims: self.dims.clone(),
            output: self.output.clone(),
            schema: self.schema.clone(),
            sig: self.signature,
            switch: self.switch.clone(),
            filter_bits: self.explain.filter_bits,
            runtime: self.runtime.clone(),
            partitions: self
                .distribution
                .map_or(self.props.partitioning.partition_count(), |d| d.partitions),
            distributed: self.distribution.map(|d| d.query),
        };
        let schema = self.schema.clone();
        let stream = futures::stream::once(job.stream(partition, context)).try_flatten();
        Ok(Box::pin(RecordBatchStreamAdapter::new(schema, stream)))
    }
}

impl EmbeddedProjection for SwitchStarJoinExec {
    /// The node with only the output columns `projection` picks, in its order.
    fn with_projection(&self, projection: Option<Vec<usize>>) -> Result<Self> {
        let Some(columns) = projection else {
            return self.with_inputs(self.fact.clone(), self.dims.clone(), self.distribution);
        };
        let node = SwitchStarJoinExec::try_new(
            self.fact.clone(),
            self.dims.clone(),
            columns.iter().map(|&c| self.output[c]).collect(),
            Arc::new(self.schema.project(&columns)?),
            self.signature,
            self.switch.clone(),
            self.explain.clone(),
        )?;
        Ok(node.with_distribution(self.distribution))
    }
}

/// What the node's output is known to satisfy: the columns its inputs hold
/// constant for the whole query (e.g. a dimension filtered to one value; the
/// plan above may have dropped a sort key on that strength). Only constants
/// that are the same in every input partition carry over, since an output
/// partition mixes rows of every dimension partition. No order is kept.
fn output_equivalences(
    fact: &Arc<dyn ExecutionPlan>,
    dims: &[DimInput],
    output: &[Src],
    schema: &SchemaRef,
) -> Result<EquivalenceProperties> {
    use datafusion::physical_expr::equivalence::{AcrossPartitions, ConstExpr};
    use datafusion::physical_expr::expressions::Column;
    let mut eq = EquivalenceProperties::new(schema.clone());
    let mut consts = Vec::new();
    for (o, src) in output.iter().enumerate() {
        let (input, col) = match *src {
            Src::Fact(c) => (fact, c),
            Src::Dim(i, c) => (&dims[i].plan, c),
        };
        let known = input
            .equivalence_properties()
            .constants()
            .into_iter()
            .find(|k| {
                k.expr
                    .downcast_ref::<Column>()
                    .is_some_and(|c| c.index() == col)
                    && matches!(k.across_partitions, AcrossPartitions::Uniform(_))
            });
        if let Some(k) = known {
            let expr = Arc::new(Column::new(schema.field(o).name(), o));
            consts.push(ConstExpr::new(expr, k.across_partitions));
        }
    }
    eq.add_constants(consts)?;
    Ok(eq)
}

/// How the node's output is partitioned: as its fact input is. Output
/// partition `p` streams fact partition `p` alone through the switch (every
/// dimension is read whole by every partition), and every output row is one
/// of that partition's fact rows with dimension columns added. So the fact's
/// partitioning carries over, in the output's columns: a fact column the
/// output keeps, or a dimension key the join made equal to it; a
/// partitioning on columns the output drops stays one over as many
/// partitions, of no known expressions. (A `HashJoinExec` likewise declares
/// its probe side's partitioning.)
fn output_partitioning(
    fact: &Arc<dyn ExecutionPlan>,
    dims: &[DimInput],
    output: &[Src],
    schema: &SchemaRef,
) -> Result<Partitioning> {
    use datafusion::arrow::datatypes::Schema;
    use datafusion::physical_expr::expressions::Column;
    use datafusion::physical_expr::projection::ProjectionMapping;
    // The fact's columns, then each dimension's: what the join's rows hold
    // before the output picks its columns.
    let mut offsets = Vec::with_capacity(dims.len());
    let mut fields: Vec<_> = fact.schema().fields().iter().cloned().collect();
    for d in dims {
        offsets.push(fields.len());
        fields.extend(d.plan.schema().fields().iter().cloned());
    }
    let joined = Arc::new(Schema::new(fields));
    let column = |s: Src| -> Arc<dyn PhysicalExpr> {
        let i = match s {
            Src::Fact(c) => c,
            Src::Dim(d, c) => offsets[d] + c,
        };
        Arc::new(Column::new(joined.field(i).name(), i))
    };
    let mut equal = EquivalenceProperties::new(joined.clone());
    equal.add_equivalence_group(fact.equivalence_properties().eq_group().clone())?;
    for (i, d) in dims.iter().enumerate() {
        equal.add_equal_conditions(column(Src::Fact(d.fact_key)), column(Src::Dim(i, d.key)))?;
    }
    let mapping = ProjectionMapping::try_new(
        output
            .iter()
            .zip(schema.fields())
            .map(|(&s, f)| (column(s), f.name().clone())),
        &joined,
    )?;
    Ok(fact.output_partitioning().project(&mapping, &equal))
}

/// The column of dimension `i` the output takes, when it takes exactly one
/// (possibly more than once): the one its build tuples may carry by value.
fn single_dim_column(output: &[Src], i: usize) -> Option<usize> {
    let mut cols = output.iter().filter_map(|s| match *s {
        Src::Dim(j, c) if j == i => Some(c),
        _ => None,
    });
    let first = cols.next()?;
    cols.all(|c| c == first).then_some(first)
}

/// What one `execute` call needs, owned so that its futures are `'static`.
#[derive(Clone)]
struct Job {
    fact: Arc<dyn ExecutionPlan>,
    dims: Vec<DimInput>,
    output: Vec<Src>,
    schema: SchemaRef,
    sig: Signature,
    switch: SwitchSpec,
    /// The membership filters the switch is set up with (0: none).
    filter_bits: u8,
    runtime: Arc<Runtime>,
    partitions: usize,
    /// The query's id when the node is distributed.
    distributed: Option<u64>,
}

/// Join keys of one column and how they travel ([`KeyCode`]: `K` bytes,
/// signed types biased); `None` for a null. Unsupported types are refused
/// by the rule. The array is downcast once here, not per row.
pub(crate) struct Keys {
    array: KeyArray,
    code: KeyCode,
    /// For errors: the column's name.
    column: String,
}

enum KeyArray {
    Signed(datafusion::arrow::array::Int64Array),
    Unsigned(UInt64Array),
}

impl Keys {
    /// The keys of `col` (named `column`) for `k`-byte keys.
    pub(crate) fn new(col: &ArrayRef, k: usize, column: &str) -> Result<Keys> {
        let array = match col.data_type() {
            DataType::UInt64 | DataType::UInt8 | DataType::UInt16 | DataType::UInt32 => {
                KeyArray::Unsigned(
                    cast(col, &DataType::UInt64)?
                        .as_primitive::<UInt64Type>()
                        .clone(),
                )
            }
            DataType::Int64
            | DataType::Int8
            | DataType::Int16
            | DataType::Int32
            | DataType::Date32 => KeyArray::Signed(
                cast(col, &DataType::Int64)?
                    .as_primitive::<Int64Type>()
                    .clone(),
            ),
            other => {
                return Err(DataFusionError::Internal(format!(
                    "SwitchStarJoinExec: join key of type {other} cannot travel"
                )))
            }
        };
        let code = KeyCode::of_type(col.data_type(), k);
        Ok(Keys {
            array,
            code,
            column: column.to_string(),
        })
    }
    /// The values as 64-bit words (an `i64` or `u64`'s bits), nulls'
    /// slots included.
    pub(crate) fn words(&self) -> &[u64] {
        match &self.array {
            KeyArray::Signed(a) => a.values().inner().typed_data::<u64>(),
            KeyArray::Unsigned(a) => a.values().inner().typed_data::<u64>(),
        }
    }
    pub(crate) fn code(&self) -> KeyCode {
        self.code
    }
    pub(crate) fn null_count(&self) -> usize {
        match &self.array {
            KeyArray::Signed(a) => a.null_count(),
            KeyArray::Unsigned(a) => a.null_count(),
        }
    }
    fn is_null(&self, row: usize) -> bool {
        match &self.array {
            KeyArray::Signed(a) => a.is_null(row),
            KeyArray::Unsigned(a) => a.is_null(row),
        }
    }
    /// An error unless every key that is not null fits the key width.
    pub(crate) fn check(&self) -> Result<()> {
        let words = self.words();
        if self.null_count() == 0 && self.code.all_fit(words) {
            return Ok(());
        }
        for row in 0..words.len() {
            self.get(row)?;
        }
        Ok(())
    }
    /// The key of a row as it travels (in the low `K` bytes), `None` for a
    /// null, an error when it does not fit.
    #[inline]
    pub(crate) fn get(&self, row: usize) -> Result<Option<u64>> {
        if self.is_null(row) {
            return Ok(None);
        }
        let word = self.words()[row];
        match self.code.encode(word) {
            Some(c) => Ok(Some(c)),
            None => Err(self.code.out_of_range(word, &self.column)),
        }
    }
}

/// An error unless row numbers `base..base + rows` fit `v`-byte values.
pub(crate) fn check_rows(base: u64, rows: usize, v: usize, what: &str) -> Result<()> {
    if rows > 0 && base as u128 + rows as u128 > word_count(v) {
        return Err(DataFusionError::Execution(format!(
            "{what}: rows {base}..{} do not fit the pipeline's {v}-byte values ({} rows)",
            base as u128 + rows as u128,
            word_count(v)
        )));
    }
    Ok(())
}

/// Rows of a fact batch one exchange with the switch may carry: as many
/// as `v`-byte payloads number from 0.
pub(crate) fn max_batch_rows(v: usize) -> usize {
    word_count(v).min(usize::MAX as u128) as usize
}

/// `batch` in pieces of at most `max_rows` rows (slices, no copy).
pub(crate) fn pieces(batch: RecordBatch, max_rows: usize) -> Vec<RecordBatch> {
    let (n, max) = (batch.num_rows(), max_rows.max(1));
    if n <= max {
        return vec![batch];
    }
    (0..n)
        .step_by(max)
        .map(|at| batch.slice(at, max.min(n - at)))
        .collect()
}

/// A dimension's build tuples, dealt to `workers` round-robin by row, the
/// column carried by value, if any, and the dimension as one batch for the
/// gathers by row number. `column` (the one column of this dimension the
/// plan needs) is carried when its values fit the value word; else the row
/// number travels. A carried dimension is encoded part by part and not
/// concatenated (nothing gathers from it: its batch is empty), which saves
/// a copy of it in fresh memory.
fn encode_dim(
    parts: &[RecordBatch],
    schema: &SchemaRef,
    key: usize,
    column: Option<usize>,
    k: usize,
    v: usize,
    workers: usize,
) -> Result<(Vec<Vec<u8>>, Option<usize>, RecordBatch)> {
    let name = schema.field(key).name();
    let keys = parts
        .iter()
        .map(|b| Keys::new(b.column(key), k, name))
        .collect::<Result<Vec<_>>>()?;
    let values: Option<Vec<Vec<u64>>> =
        column.and_then(|c| parts.iter().map(|b| carry::words(b.column(c), v)).collect());
    let rows: usize = parts.iter().map(RecordBatch::num_rows).sum();
    if values.is_none() {
        check_rows(0, rows, v, &format!("dimension of key `{name}`"))?;
    }
    if keys.iter().all(|k| k.null_count() == 0) {
        for keys in &keys {
            keys.check()?;
        }
        let cols: Vec<BuildPart> = keys
            .iter()
            .enumerate()
            .map(|(p, keys)| BuildPart {
                words: keys.words(),
                bias: keys.code().bias(),
                values: values.as_ref().map(|v| &v[p][..]),
            })
            .collect();
        let per = match (k, word_bytes(v)) {
            (8, 8) => fill_builds::<8, 8>(&cols, v, workers),
            (8, 4) => fill_builds::<8, 4>(&cols, v, workers),
            (4, 8) => fill_builds::<4, 8>(&cols, v, workers),
            (4, 4) => fill_builds::<4, 4>(&cols, v, workers),
            _ => fill_builds_any(&cols, k, v, workers),
        };
        let batch = match values {
            Some(_) => RecordBatch::new_empty(schema.clone()),
            None => concat_batches(schema, parts)?,
        };
        return Ok((per, values.and(column), batch));
    }
    // Some key is null: row by row over the whole dimension.
    let b = concat_batches(schema, parts)?;
    let keys = Keys::new(b.column(key), k, name)?;
    let values: Option<Vec<u64>> = values.map(|v| v.concat());
    let mut per: Vec<Vec<u8>> = vec![Vec::new(); workers];
    for row in 0..b.num_rows() {
        let Some(code) = keys.get(row)? else { continue };
        let buf = &mut per[row % workers];
        buf.extend_from_slice(&code.to_be_bytes()[8 - k..]);
        let at = buf.len();
        buf.resize(at + v, 0);
        put_word(
            &mut buf[at..],
            v,
            values.as_ref().map_or(row as u64, |w| w[row]),
        );
    }
    let carried = values.and(column);
    let batch = if carried.is_some() {
        RecordBatch::new_empty(schema.clone())
    } else {
        b
    };
    Ok((per, carried, batch))
}

/// A key as it travels: its word plus `bias` ([`KeyCode`], checked to fit
/// beforehand), big-endian, the last `K` bytes.
#[inline(always)]
fn key_bytes<const K: usize>(word: u64, bias: u64) -> [u8; K] {
    word.wrapping_add(bias).to_be_bytes()[8 - K..]
        .try_into()
        .expect("K bytes")
}

/// The word of a value as it travels: the last `W` bytes, big-endian.
#[inline(always)]
fn word_of<const W: usize>(word: u64) -> [u8; W] {
    word.to_be_bytes()[8 - W..].try_into().expect("W bytes")
}

/// One part of a dimension without null keys: its key words (all in
/// range), what to add to them, and its carried values, if any.
struct BuildPart<'a> {
    words: &'a [u64],
    bias: u64,
    values: Option<&'a [u64]>,
}

/// Build tuples of a dimension without null keys, dealt to `workers`
/// round-robin by row across its parts (row r of the whole to worker r mod
/// `workers`): the key at `K` bytes, then the carried value or the row
/// number as the `W`-byte word of a `v`-byte value (zeros after it).
fn fill_builds<const K: usize, const W: usize>(
    parts: &[BuildPart],
    v: usize,
    workers: usize,
) -> Vec<Vec<u8>> {
    deal_builds(parts, K + v, workers, |tup, part, local, row| {
        let key: &mut [u8; K] = (&mut tup[..K]).try_into().expect("K bytes");
        *key = key_bytes::<K>(part.words[local], part.bias);
        let value: &mut [u8; W] = (&mut tup[K..K + W]).try_into().expect("W bytes");
        *value = word_of::<W>(part.values.map_or(row as u64, |w| w[local]));
    })
}

/// [`fill_builds`] for widths known only at run time.
fn fill_builds_any(parts: &[BuildPart], k: usize, v: usize, workers: usize) -> Vec<Vec<u8>> {
    deal_builds(parts, k + v, workers, |tup, part, local, row| {
        tup[..k].copy_from_slice(&part.words[local].wrapping_add(part.bias).to_be_bytes()[8 - k..]);
        put_word(
            &mut tup[k..],
            v,
            part.values.map_or(row as u64, |w| w[local]),
        );
    })
}

/// The rows of `parts`, in order, dealt to `workers` round-robin; each
/// worker's tuples (`bw` bytes, zeroed, then written by `fill(tuple, part,
/// row in the part, row in the whole)`) are filled in parallel.
fn deal_builds(
    parts: &[BuildPart],
    bw: usize,
    workers: usize,
    fill: impl Fn(&mut [u8], &BuildPart, usize, usize) + Sync,
) -> Vec<Vec<u8>> {
    let n: usize = parts.iter().map(|p| p.words.len()).sum();
    (0..workers)
        .into_par_iter()
        .map(|w| {
            let mut buf = vec![0u8; (w..n).step_by(workers).len() * bw];
            let mut tuples = buf.chunks_exact_mut(bw);
            let mut offset = 0;
            for part in parts {
                let len = part.words.len();
                // The part's first row that is worker w's in the whole.
                let first = (w + workers - offset % workers) % workers;
                for local in (first..len).step_by(workers) {
                    fill(
                        tuples.next().expect("counted above"),
                        part,
                        local,
                        offset + local,
                    );
                }
                offset += len;
            }
            buf
        })
        .collect()
}

/// Fills `tuples` (zeroed, `pw` bytes each) with probe tuples: the keys of
/// `cols` (words, all in range, and the bias that encodes them) at `K`
/// bytes each, then the row's index plus `base` as the payload's `W`-byte
/// word.
fn fill_probes<const K: usize, const W: usize>(
    tuples: &mut [u8],
    cols: &[(&[u64], u64)],
    pw: usize,
    t: usize,
    base: u64,
) {
    for (row, tup) in tuples.chunks_exact_mut(pw).enumerate() {
        for (i, &(words, bias)) in cols.iter().enumerate() {
            let key: &mut [u8; K] = (&mut tup[i * K..(i + 1) * K]).try_into().expect("K bytes");
            *key = key_bytes::<K>(words[row], bias);
        }
        let payload: &mut [u8; W] = (&mut tup[t * K..t * K + W]).try_into().expect("W bytes");
        *payload = word_of::<W>(base + row as u64);
    }
}

/// [`fill_probes`] for widths known only at run time.
fn fill_probes_any(
    tuples: &mut [u8],
    cols: &[(&[u64], u64)],
    k: usize,
    v: usize,
    pw: usize,
    t: usize,
    base: u64,
) {
    for (row, tup) in tuples.chunks_exact_mut(pw).enumerate() {
        for (i, &(words, bias)) in cols.iter().enumerate() {
            tup[i * k..(i + 1) * k]
                .copy_from_slice(&words[row].wrapping_add(bias).to_be_bytes()[8 - k..]);
        }
        put_word(&mut tup[t * k..], v, base + row as u64);
    }
}

/// Probe tuples of `batch`'s rows with all keys non-null, appended to
/// `out`; the payload is the row's index plus `base`. An error when a key
/// or a row number does not fit the signature's widths.
pub(crate) fn encode_probe(
    sig: Signature,
    fact_keys: &[usize],
    batch: &RecordBatch,
    base: u64,
    out: &mut Vec<u8>,
) -> Result<()> {
    let (k, v, t) = (sig.k(), sig.v(), sig.t());
    let schema = batch.schema();
    let keys: Vec<Keys> = fact_keys
        .iter()
        .map(|&c| Keys::new(batch.column(c), k, schema.field(c).name()))
        .collect::<Result<_>>()?;
    let pw = sig.probe_width();
    let n = batch.num_rows();
    check_rows(base, n, v, "fact batch")?;
    if keys.iter().all(|key| key.null_count() == 0) {
        // No null key: every row travels; fill the tuples column by column.
        for key in &keys {
            key.check()?;
        }
        let start = out.len();
        out.resize(start + n * pw, 0);
        let cols: Vec<(&[u64], u64)> = keys
            .iter()
            .map(|key| (key.words(), key.code().bias()))
            .collect();
        let tuples = &mut out[start..];
        // The widths as constants: a copy of a run-time length is a call
        // to memcpy per key, which cost more than the rest.
        match (k, word_bytes(v)) {
            (8, 8) => fill_probes::<8, 8>(tuples, &cols, pw, t, base),
            (8, 4) => fill_probes::<8, 4>(tuples, &cols, pw, t, base),
            (4, 8) => fill_probes::<4, 8>(tuples, &cols, pw, t, base),
            (4, 4) => fill_probes::<4, 4>(tuples, &cols, pw, t, base),
            _ => fill_probes_any(tuples, &cols, k, v, pw, t, base),
        }
        return Ok(());
    }
    out.reserve(n * pw);
    'rows: for row in 0..n {
        let start = out.len();
        for key in &keys {
            match key.get(row) {
                Ok(Some(code)) => out.extend_from_slice(&code.to_be_bytes()[8 - k..]),
                Ok(None) => {
                    out.truncate(start);
                    continue 'rows;
                }
                Err(e) => {
                    out.truncate(start);
                    return Err(e);
                }
            }
        }
        out.resize(start + pw, 0);
        put_word(&mut out[start + t * k..], v, base + row as u64);
    }
    Ok(())
}

/// Output rows for RESULT tuples: gathers the fact rows from `fact` and
/// the dimension rows from the collected dimensions.
#[allow(clippy::too_many_arguments)]
pub(crate) fn decode_results<'a>(
    sig: Signature,
    shape: ResultShape,
    output: &[Src],
    schema: &SchemaRef,
    runs: impl Iterator<Item = &'a [u8]>,
    n: usize,
    fact: &RecordBatch,
    dims: &[RecordBatch],
    carried: &[Option<usize>],
) -> Result<RecordBatch> {
    let rows = JoinedRows::read(sig, shape, runs, n, dims.len());
    rows.gather(sig.v(), output, schema, fact, dims, carried)
}

/// Appends the `v`-byte word at `at` of every `rw`-byte tuple of `run`; the
/// usual widths read with one load each.
fn read_words(out: &mut Vec<u64>, run: &[u8], rw: usize, at: usize, v: usize) {
    let tuples = run.chunks_exact(rw).map(|tup| &tup[at..]);
    match word_bytes(v) {
        4 => out.extend(tuples.map(|f| u32::from_be_bytes(f[..4].try_into().unwrap()) as u64)),
        8 => out.extend(tuples.map(|f| u64::from_be_bytes(f[..8].try_into().unwrap()))),
        _ => out.extend(tuples.map(|f| read_word(f, v))),
    }
}

/// Which rows each output row joins: a fact row and, per dimension, a
/// dimension row (or the value a dimension carried in the tuple).
pub(crate) struct JoinedRows {
    pub fact: Vec<u64>,
    pub dims: Vec<Vec<u64>>,
}

impl JoinedRows {
    /// The payloads and the first `dims` values of RESULT tuples of
    /// `shape`, one field of every tuple of a run per pass: tight loops
    /// over a frame that stays in cache.
    pub(crate) fn read<'a>(
        sig: Signature,
        shape: ResultShape,
        runs: impl Iterator<Item = &'a [u8]>,
        n: usize,
        dims: usize,
    ) -> JoinedRows {
        let (rw, v) = (sig.result_width_of(shape), sig.v());
        let payload_at = sig.result_payload_at(shape);
        let mut rows = JoinedRows {
            fact: Vec::with_capacity(n),
            dims: vec![Vec::with_capacity(n); dims],
        };
        for run in runs {
            read_words(&mut rows.fact, run, rw, payload_at, v);
            for (i, d) in rows.dims.iter_mut().enumerate() {
                read_words(d, run, rw, sig.result_value_at(shape, i), v);
            }
        }
        rows
    }

    /// The output batch: `output`'s columns gathered by these rows.
    pub(crate) fn gather(
        self,
        v: usize,
        output: &[Src],
        schema: &SchemaRef,
        fact: &RecordBatch,
        dims: &[RecordBatch],
        carried: &[Option<usize>],
    ) -> Result<RecordBatch> {
        // Every fact row matched, in order (no spill, no miss): the fact
        // columns pass through as they are, without a gather.
        let whole_fact = self.fact.len() == fact.num_rows()
            && self.fact.iter().enumerate().all(|(i, &r)| r == i as u64);
        let fact_idx = UInt64Array::from(self.fact);
        // Per dimension: row numbers to gather by, or the carried values.
        let dim_idx: Vec<UInt64Array> = self.dims.into_iter().map(UInt64Array::from).collect();
        let cols: Vec<ArrayRef> = output
            .iter()
            .map(|s| match *s {
                Src::Fact(c) if whole_fact => Ok(fact.column(c).clone()),
                Src::Fact(c) => Ok(take(fact.column(c).as_ref(), &fact_idx, None)?),
                Src::Dim(i, c) if carried[i] == Some(c) => {
                    carry::array(dims[i].column(c).data_type(), dim_idx[i].values(), v)
                }
                Src::Dim(i, c) => Ok(take(dims[i].column(c).as_ref(), &dim_idx[i], None)?),
            })
            .collect::<Result<_>>()?;
        // The row count is explicit: a plan above may need no column of the
        // join at all (`SELECT count(*) FROM fact JOIN dim ...`).
        let n = fact_idx.len();
        let opts = RecordBatchOptions::new().with_row_count(Some(n));
        Ok(RecordBatch::try_new_with_options(
            schema.clone(),
            cols,
            &opts,
        )?)
    }
}

impl Job {
    /// Collects the dimensions and encodes their build tuples, spread over
    /// the workers round-robin; tables beyond the offloaded dimensions are
    /// padding (one tuple with key 0 that every probe carries).
    async fn collect_dims(
        &self,
        context: &Arc<TaskContext>,
    ) -> Result<(Vec<RecordBatch>, Vec<Vec<Vec<u8>>>, Vec<Option<usize>>)> {
        let (k, v, t) = (self.sig.k(), self.sig.v(), self.sig.t());
        let workers = self.switch.workers.max(1);
        // The dimensions are read concurrently (each with its partitions in
        // parallel); a small one need not wait for a large one, and each is
        // encoded as soon as it is read, while the others are still read.
        let encoded = futures::future::try_join_all(self.dims.iter().enumerate().map(|(i, d)| {
            let (plan, context) = (d.plan.clone(), context.clone());
            let key = d.key;
            let column = single_dim_column(&self.output, i);
            async move {
                let parts = collect(plan.clone(), context).await?;
                let (per, carried, b) =
                    encode_dim(&parts, &plan.schema(), key, column, k, v, workers)?;
                Ok::<_, DataFusionError>((b, per, carried))
            }
        }))
        .await?;
        let mut batches = Vec::new();
        let mut tuples = Vec::new();
        let mut carried = Vec::new();
        for (b, per, c) in encoded {
            batches.push(b);
            tuples.push(per);
            carried.push(c);
        }
        for _ in self.dims.len()..t {
            let mut per = vec![Vec::new(); workers];
            per[0] = vec![0u8; k + v];
            tuples.push(per);
        }
        Ok((batches, tuples, carried))
    }

    /// Rows of the largest dimension input, when every dimension's count is
    /// exact before it is read (e.g. a Parquet file without a filter).
    fn exact_dim_rows(&self) -> Option<usize> {
        self.dims.iter().try_fold(0usize, |most, d| {
            let st = StatisticsContext::new()
                .compute(d.plan.as_ref(), &StatisticsArgs::new())
                .ok()?;
            match st.num_rows {
                Precision::Exact(n) => Some(most.max(n)),
                _ => None,
            }
        })
    }

    fn encode_probe(&self, batch: &RecordBatch, base: u64, out: &mut Vec<u8>) -> Result<()> {
        let fact_keys: Vec<usize> = self.dims.iter().map(|d| d.fact_key).collect();
        encode_probe(self.sig, &fact_keys, batch, base, out)
    }

    #[allow(clippy::too_many_arguments)]
    fn decode<'a>(
        &self,
        shape: ResultShape,
        runs: impl Iterator<Item = &'a [u8]>,
        n: usize,
        fact: &RecordBatch,
        dims: &[RecordBatch],
        carried: &[Option<usize>],
    ) -> Result<RecordBatch> {
        // The fact batch is at hand: its rows, not the tuples' keys, give
        // the fact columns, whatever the shape.
        decode_results(
            self.sig,
            shape,
            &self.output,
            &self.schema,
            runs,
            n,
            fact,
            dims,
            carried,
        )
    }

    /// One fact batch through the switch: its probe tuples out, its joined
    /// rows back (`None` if none joined).
    fn probe_batch(
        &self,
        built: &Built,
        worker: usize,
        batch: &RecordBatch,
    ) -> Result<Option<RecordBatch>> {
        let mut probes = Vec::new();
        self.encode_probe(batch, 0, &mut probes)?;
        if probes.is_empty() {
            return Ok(None);
        }
        let shape = built.session.result_shape();
        let mut results = ProbeOutput::of_shape(self.sig, shape);
        built
            .session
            .probe_into(worker, &probes, &mut results)
            .map_err(ext)?;
        let n = results.len();
        if n == 0 {
            return Ok(None);
        }
        Ok(Some(self.decode(
            shape,
            results.runs(),
            n,
            batch,
            &built.dims,
            &built.carried,
        )?))
    }

    async fn built(&self, context: &Arc<TaskContext>) -> Result<Arc<Built>> {
        let rt = self.runtime.clone();
        let b = rt
            .built
            .get_or_try_init(|| async {
                if let Some(rows) = self.exact_dim_rows() {
                    self.switch.expect_build(self.sig, rows);
                }
                let (dims, tuples, carried) = self.collect_dims(context).await?;
                let session = self
                    .switch
                    .start(self.sig, &tuples, self.filter_bits)
                    .map_err(ext)?;
                rt.remaining.store(self.partitions, Ordering::SeqCst);
                Ok::<_, DataFusionError>(Arc::new(Built {
                    dims,
                    carried,
                    session,
                }))
            })
            .await?;
        Ok(b.clone())
    }

    /// One output partition, streamed: the fact partition's batches go
    /// through the switch one by one.
    async fn stream(
        self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> Result<futures::stream::BoxStream<'static, Result<RecordBatch>>> {
        let built = self.built(&context).await?;
        let fact = self.fact.execute(partition, context)?;
        let workers = self.switch.workers.max(1);
        let worker = match self.distributed {
            Some(_) => self.runtime.next_worker.fetch_add(1, Ordering::Relaxed) % workers,
            None => partition % workers,
        };
        let progress = self
            .runtime
            .progress
            .get_or_init(|| crate::progress::counter("fact rows through the switch"))
            .clone();
        // Row numbers of a batch must fit the payload: larger batches go in
        // pieces (with 4-byte payloads, 2^32 rows).
        let max_rows = max_batch_rows(self.sig.v());
        let job = Arc::new(self);
        let j2 = job.clone();
        let b2 = built.clone();
        let batches = fact
            .flat_map(move |batch| {
                futures::stream::iter(match batch {
                    Ok(b) => pieces(b, max_rows).into_iter().map(Ok).collect(),
                    Err(e) => vec![Err(e)],
                })
            })
            .then(move |batch| {
                let (job, built, progress) = (job.clone(), built.clone(), progress.clone());
                async move {
                    let batch = batch?;
                    progress.inc(batch.num_rows() as u64);
                    if !built.session.waits_for_other_workers() {
                        return job.probe_batch(&built, worker, &batch);
                    }
                    // On a thread of the blocking pool: the switch holds
                    // this call while it waits for other partitions' chunks
                    // (the RTL delivers workers side by side), and the
                    // runtime's workers must stay free to produce them.
                    tokio::task::spawn_blocking(move || job.probe_batch(&built, worker, &batch))
                        .await
                        .map_err(|e| DataFusionError::External(Box::new(e)))?
                }
            })
            .filter_map(|r| async move { r.transpose() });
        // The last partition to finish ends the probe phase and checks the
        // switch's output for completeness.
        let end = futures::stream::once(async move {
            if j2.runtime.remaining.fetch_sub(1, Ordering::SeqCst) == 1 {
                if let Some(p) = j2.runtime.progress.get() {
                    p.finish_and_clear();
                }
                let report = b2.session.finish().map_err(ext)?;
                if let Some(query) = j2.distributed {
                    finish_distributed(query, report.clone());
                }
                if let Ok(mut r) = j2.runtime.report.lock() {
                    *r = Some(report);
                }
            }
            Ok::<_, DataFusionError>(())
        })
        .filter_map(|r: Result<()>| async move { r.err().map(Err) });
        Ok(batches.chain(end).boxed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finished_since_a_mark_gives_the_newer_reports_and_only_those_kept() {
        let sig = Signature::parse_id("k8v8t3").unwrap();
        let report = || RunReport::new("model", sig, 4);
        let mark = finished_mark();
        for q in 0..3 {
            finish_distributed(1000 + q, report());
        }
        let got: Vec<u64> = finished_since(mark).iter().map(|(q, _)| *q).collect();
        assert_eq!(got, vec![1000, 1001, 1002]);
        assert!(finished_since(finished_mark()).is_empty());
        // More than are kept: the newest FINISHED_KEPT, in order.
        let mark = finished_mark();
        for q in 0..FINISHED_KEPT as u64 + 10 {
            finish_distributed(2000 + q, report());
        }
        let got: Vec<u64> = finished_since(mark).iter().map(|(q, _)| *q).collect();
        assert_eq!(got.len(), FINISHED_KEPT);
        assert_eq!(got[0], 2010);
        assert_eq!(*got.last().unwrap(), 2000 + FINISHED_KEPT as u64 + 9);
    }

    /// Row-by-row build tuples as the rule says: row r to worker r mod W,
    /// key (the last k bytes of word + bias), the value's word in its first
    /// min(v, 8) bytes, zeros to v bytes.
    fn builds_by_row(
        words: &[u64],
        bias: u64,
        values: Option<&[u64]>,
        k: usize,
        v: usize,
        workers: usize,
    ) -> Vec<Vec<u8>> {
        let mut per = vec![Vec::new(); workers];
        let w = v.min(8);
        for (row, word) in words.iter().enumerate() {
            let buf = &mut per[row % workers];
            buf.extend_from_slice(&word.wrapping_add(bias).to_be_bytes()[8 - k..]);
            buf.extend_from_slice(&values.map_or(row as u64, |x| x[row]).to_be_bytes()[8 - w..]);
            buf.resize(buf.len() + v - w, 0);
        }
        per
    }

    #[test]
    fn build_tuples_filled_by_width_equal_the_row_by_row_rule() {
        let words: Vec<u64> = (0..1001u64)
            .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .collect();
        let values: Vec<u64> = (0..1001u64).map(|i| i * 3 + 7).collect();
        // The same rows whole, and in parts of uneven lengths (one empty).
        let cuts = [0, 1, 1, 334, 700, 1001];
        for workers in [1, 2, 3] {
            for bias in [0, 1 << 63, 1 << 31] {
                for carried in [false, true] {
                    let vals = carried.then_some(&values[..]);
                    let whole = [BuildPart {
                        words: &words,
                        bias,
                        values: vals,
                    }];
                    let parts: Vec<BuildPart> = cuts
                        .windows(2)
                        .map(|c| BuildPart {
                            words: &words[c[0]..c[1]],
                            bias,
                            values: vals.map(|x| &x[c[0]..c[1]]),
                        })
                        .collect();
                    for v in [4, 8, 16] {
                        for p in [&whole[..], &parts[..]] {
                            let want8 = builds_by_row(&words, bias, vals, 8, v, workers);
                            let want4 = builds_by_row(&words, bias, vals, 4, v, workers);
                            if v == 4 {
                                assert_eq!(fill_builds::<8, 4>(p, v, workers), want8);
                                assert_eq!(fill_builds::<4, 4>(p, v, workers), want4);
                            } else {
                                assert_eq!(fill_builds::<8, 8>(p, v, workers), want8);
                                assert_eq!(fill_builds::<4, 8>(p, v, workers), want4);
                            }
                            assert_eq!(fill_builds_any(p, 8, v, workers), want8);
                            assert_eq!(fill_builds_any(p, 4, v, workers), want4);
                            let want3 = builds_by_row(&words, bias, vals, 3, v, workers);
                            assert_eq!(fill_builds_any(p, 3, v, workers), want3);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn probe_tuples_filled_by_width_equal_the_row_by_row_rule() {
        let a: Vec<u64> = (0..777u64)
            .map(|i| i.wrapping_mul(0x2545_f491_4f6c_dd1d))
            .collect();
        let b: Vec<u64> = (0..777u64).map(|i| !i).collect();
        let cols = [(&a[..], 1u64 << 63), (&b[..], 0)];
        // Three tables, two keys: the third key stays zero (padding).
        let (t, base) = (3, 1000u64);
        for v in [4usize, 8, 16] {
            let w = v.min(8);
            for k in [8usize, 4, 5] {
                let pw = t * k + v;
                let mut want = vec![0u8; a.len() * pw];
                for (row, tup) in want.chunks_exact_mut(pw).enumerate() {
                    for (i, (words, bias)) in cols.iter().enumerate() {
                        tup[i * k..(i + 1) * k].copy_from_slice(
                            &words[row].wrapping_add(*bias).to_be_bytes()[8 - k..],
                        );
                    }
                    tup[t * k..t * k + w]
                        .copy_from_slice(&(base + row as u64).to_be_bytes()[8 - w..]);
                }
                let mut got = vec![0u8; a.len() * pw];
                match (k, w) {
                    (8, 8) => fill_probes::<8, 8>(&mut got, &cols, pw, t, base),
                    (8, 4) => fill_probes::<8, 4>(&mut got, &cols, pw, t, base),
                    (4, 8) => fill_probes::<4, 8>(&mut got, &cols, pw, t, base),
                    (4, 4) => fill_probes::<4, 4>(&mut got, &cols, pw, t, base),
                    _ => fill_probes_any(&mut got, &cols, k, v, pw, t, base),
                }
                assert_eq!(got, want, "k = {k}, v = {v}");
                let mut any = vec![0u8; a.len() * pw];
                fill_probes_any(&mut any, &cols, k, v, pw, t, base);
                assert_eq!(any, want, "k = {k}, v = {v}, any width");
            }
        }
    }

    fn batch(cols: Vec<(&str, ArrayRef)>) -> RecordBatch {
        RecordBatch::try_from_iter(cols).unwrap()
    }

    #[test]
    fn encoders_refuse_a_key_beyond_the_key_width_and_take_the_range() {
        use datafusion::arrow::array::{Int32Array, Int64Array};
        let sig = Signature::parse_id("k4v4t3").unwrap();
        let (k, v) = (sig.k(), sig.v());
        // i32's range fits 4-byte keys, biased: order kept, no collision.
        let fits: ArrayRef = Arc::new(Int64Array::from(vec![
            i32::MIN as i64,
            -1,
            0,
            1,
            i32::MAX as i64,
        ]));
        let b = batch(vec![("key", fits.clone()), ("other", fits)]);
        let mut out = Vec::new();
        encode_probe(sig, &[0, 1], &b, 0, &mut out).unwrap();
        let keys: Vec<u32> = out
            .chunks_exact(sig.probe_width())
            .map(|t| u32::from_be_bytes(t[..4].try_into().unwrap()))
            .collect();
        assert_eq!(
            keys,
            vec![0, 0x7fff_ffff, 0x8000_0000, 0x8000_0001, 0xffff_ffff]
        );
        // One key beyond: an error naming it, with and without nulls.
        for with_null in [false, true] {
            let mut vals = vec![Some(1i64), Some(1 << 32)];
            if with_null {
                vals.push(None);
            }
            let col: ArrayRef = Arc::new(Int64Array::from(vals));
            let b = batch(vec![("f_key", col)]);
            let e = encode_probe(sig, &[0], &b, 0, &mut Vec::new())
                .unwrap_err()
                .to_string();
            assert!(
                e.contains("join key 4294967296 of column `f_key`") && e.contains("4-byte keys"),
                "{e}"
            );
            let e = encode_dim(std::slice::from_ref(&b), &b.schema(), 0, None, k, v, 2)
                .unwrap_err()
                .to_string();
            assert!(e.contains("join key 4294967296 of column `f_key`"), "{e}");
            let below: ArrayRef = Arc::new(Int64Array::from(vec![Some(i32::MIN as i64 - 1), None]));
            let b = batch(vec![("d_key", below)]);
            let e = encode_dim(std::slice::from_ref(&b), &b.schema(), 0, None, k, v, 1)
                .unwrap_err()
                .to_string();
            assert!(e.contains("join key -2147483649 of column `d_key`"), "{e}");
        }
        // Eight-byte keys take them.
        let wide = Signature::parse_id("k8v8t3").unwrap();
        let col: ArrayRef = Arc::new(Int64Array::from(vec![1, 1 << 32, i64::MIN]));
        encode_probe(wide, &[0], &batch(vec![("k", col)]), 0, &mut Vec::new()).unwrap();
        // An Int32 key always fits.
        let col: ArrayRef = Arc::new(Int32Array::from(vec![i32::MIN, i32::MAX]));
        encode_probe(sig, &[0], &batch(vec![("k", col)]), 0, &mut Vec::new()).unwrap();
    }

    #[test]
    fn encoders_refuse_row_numbers_beyond_the_value_width() {
        use datafusion::arrow::array::Int32Array;
        let sig = Signature::parse_id("k4v4t3").unwrap();
        let col: ArrayRef = Arc::new(Int32Array::from(vec![1, 2, 3]));
        let b = batch(vec![("k", col)]);
        // Rows base..base+3 with base + 3 = 2^32: the last is 2^32 − 1.
        let base = (1u64 << 32) - 3;
        let mut out = Vec::new();
        encode_probe(sig, &[0], &b, base, &mut out).unwrap();
        let last = &out[out.len() - sig.probe_width()..];
        assert_eq!(read_word(&last[3 * 4..], 4), (1 << 32) - 1);
        let e = encode_probe(sig, &[0], &b, base + 1, &mut Vec::new())
            .unwrap_err()
            .to_string();
        assert!(e.contains("do not fit the pipeline's 4-byte values"), "{e}");
        assert!(check_rows(0, 1 << 32, 4, "d").is_ok());
        assert!(check_rows(0, (1 << 32) + 1, 4, "d").is_err());
        assert!(check_rows(u64::MAX, 1, 8, "d").is_ok());
        // Batches go to the switch in pieces whose rows fit.
        let pieces = pieces(b, 2);
        assert_eq!(
            pieces.iter().map(RecordBatch::num_rows).collect::<Vec<_>>(),
            vec![2, 1]
        );
    }

    #[test]
    fn values_of_four_bytes_come_back_as_rows_and_carried_columns() {
        use datafusion::arrow::array::{Int32Array, Int64Array};
        use datafusion::arrow::datatypes::{Field, Schema};
        let sig = Signature::parse_id("k4v4t1").unwrap();
        // A dimension whose one needed column carries negative values.
        let dim = batch(vec![
            (
                "k",
                Arc::new(Int32Array::from(vec![10, 20, 30])) as ArrayRef,
            ),
            (
                "val",
                Arc::new(Int64Array::from(vec![-7, 0, i32::MAX as i64])) as ArrayRef,
            ),
        ]);
        let (per, carried, kept) = encode_dim(
            std::slice::from_ref(&dim),
            &dim.schema(),
            0,
            Some(1),
            4,
            4,
            1,
        )
        .unwrap();
        assert_eq!(carried, Some(1));
        assert_eq!(kept.num_rows(), 0);
        assert_eq!(per[0].len(), 3 * sig.build_width());
        // A RESULT (probe shape) of fact row 1 with the dimension's row 2.
        let fact = batch(vec![(
            "fk",
            Arc::new(Int32Array::from(vec![10, 30])) as ArrayRef,
        )]);
        let mut result = vec![0u8; sig.result_width()];
        result[..4].copy_from_slice(&per[0][2 * 8..2 * 8 + 4]);
        put_word(&mut result[4..], 4, 1);
        result[8..12].copy_from_slice(&per[0][2 * 8 + 4..3 * 8]);
        let schema = Arc::new(Schema::new(vec![
            Field::new("fk", DataType::Int32, false),
            Field::new("val", DataType::Int64, false),
        ]));
        let out = decode_results(
            sig,
            ResultShape::Probe,
            &[Src::Fact(0), Src::Dim(0, 1)],
            &schema,
            std::iter::once(&result[..]),
            1,
            &fact,
            &[kept],
            &[carried],
        )
        .unwrap();
        assert_eq!(
            out.column(0)
                .as_primitive::<datafusion::arrow::datatypes::Int32Type>()
                .value(0),
            30
        );
        assert_eq!(
            out.column(1).as_primitive::<Int64Type>().value(0),
            i32::MAX as i64
        );
        // A value beyond 4 bytes: the dimension travels by row number.
        let wide = batch(vec![
            ("k", Arc::new(Int32Array::from(vec![10])) as ArrayRef),
            (
                "val",
                Arc::new(Int64Array::from(vec![1i64 << 40])) as ArrayRef,
            ),
        ]);
        let (per, carried, kept) = encode_dim(
            std::slice::from_ref(&wide),
            &wide.schema(),
            0,
            Some(1),
            4,
            4,
            1,
        )
        .unwrap();
        assert_eq!(
            (carried, kept.num_rows(), read_word(&per[0][4..], 4)),
            (None, 1, 0)
        );
    }
}
