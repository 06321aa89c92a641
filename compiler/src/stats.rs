//! Tables known only by their statistics, for `explain --stats FILE`.
//!
//! Each table of a statistics file (TOML, see docs/COMPILER.md) becomes a
//! data-less [`TableProvider`] in the same DataFusion session `explain
//! --table` uses: its schema has the declared types, its statistics the
//! exact row count and each column's distinct count (and min/max when
//! given), and a column's declared travel width (`bytes`) is carried in the
//! Arrow field's metadata under [`BYTES_KEY`], where the star-join rule's
//! width function reads it. DataFusion plans the query as for data; the rule
//! prices and rewrites the star joins it finds.
//!
//! A scan of such a table ([`StatsScanExec`]) has no rows to give: executing
//! it is an error naming the table, never an empty result.

use anyhow::{bail, Context, Result};
use async_trait::async_trait;
use datafusion::arrow::datatypes::{DataType, Field, Schema, SchemaRef};
use datafusion::catalog::{Session, TableProvider};
use datafusion::common::stats::Precision;
use datafusion::common::tree_node::TreeNodeRecursion;
use datafusion::common::{ColumnStatistics, DataFusionError, ScalarValue, Statistics};
use datafusion::datasource::TableType;
use datafusion::execution::TaskContext;
use datafusion::logical_expr::Expr;
use datafusion::physical_expr::expressions::Column;
use datafusion::physical_expr::{EquivalenceProperties, PhysicalExpr};
use datafusion::physical_plan::execution_plan::{Boundedness, EmissionType, SchedulingType};
use datafusion::physical_plan::statistics::StatisticsArgs;
use datafusion::physical_plan::{
    DisplayAs, DisplayFormatType, ExecutionPlan, Partitioning, PlanProperties,
    SendableRecordBatchStream,
};
use datafusion::prelude::SessionContext;
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::sync::Arc;

/// Arrow field metadata key holding a column's travel width in bytes.
pub const BYTES_KEY: &str = "netjoin.bytes";

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StatsFile {
    #[serde(default)]
    tables: BTreeMap<String, StatsTableDef>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StatsTableDef {
    rows: Option<u64>,
    /// The column the stored table is hash-partitioned on, and into how
    /// many partitions (as a source that declares its partitioning says).
    partitioned_by: Option<String>,
    partitions: Option<usize>,
    #[serde(default)]
    columns: Vec<StatsColumnDef>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StatsColumnDef {
    name: Option<String>,
    r#type: Option<String>,
    bytes: Option<usize>,
    distinct: Option<u64>,
    min: Option<i64>,
    max: Option<i64>,
}

/// One table of a statistics file: its name as declared, schema and
/// statistics.
#[derive(Clone, Debug)]
pub struct StatsTable {
    name: String,
    schema: SchemaRef,
    stats: Statistics,
    /// Declared hash partitioning: (column index, partitions).
    partitioning: Option<(usize, usize)>,
}

/// The Arrow type of a declared type: `int`, `int32`, `decimal(S)` /
/// `decimal(P, S)`, `date`, `string`, `double`.
fn arrow_type(s: &str) -> Result<DataType> {
    let t = s.trim().to_ascii_lowercase();
    Ok(match t.as_str() {
        "int" | "integer" | "bigint" | "int64" => DataType::Int64,
        "int32" => DataType::Int32,
        "date" => DataType::Date32,
        "string" | "str" | "varchar" | "text" | "char" => DataType::Utf8,
        "double" | "float64" => DataType::Float64,
        "decimal" => DataType::Decimal128(38, 2),
        _ => {
            let Some(args) = t.strip_prefix("decimal(").and_then(|r| r.strip_suffix(')')) else {
                bail!("unsupported type `{s}` (supported: int, int32, decimal(S), decimal(P, S), date, string, double)");
            };
            let nums: Vec<&str> = args.split(',').map(str::trim).collect();
            let parse = |x: &str| {
                x.parse::<u8>()
                    .with_context(|| format!("bad decimal type `{s}`"))
            };
            let (p, sc) = match nums.as_slice() {
                [sc] => (38, parse(sc)?),
                [p, sc] => (parse(p)?, parse(sc)?),
                _ => bail!("bad decimal type `{s}`"),
            };
            if p == 0 || p > 38 || sc > p {
                bail!("bad decimal type `{s}` (precision 1..=38, scale at most the precision)");
            }
            DataType::Decimal128(p, sc as i8)
        }
    })
}

/// A min/max bound as a value of the column's type: integers as they are,
/// decimals as scaled integers, dates as days since 1970-01-01.
fn bound(t: &DataType, v: i64) -> Option<ScalarValue> {
    match t {
        DataType::Int64 => Some(ScalarValue::Int64(Some(v))),
        DataType::Int32 => i32::try_from(v).ok().map(|v| ScalarValue::Int32(Some(v))),
        DataType::Date32 => i32::try_from(v).ok().map(|v| ScalarValue::Date32(Some(v))),
        DataType::Decimal128(p, s) => Some(ScalarValue::Decimal128(Some(v as i128), *p, *s)),
        DataType::Float64 => Some(ScalarValue::Float64(Some(v as f64))),
        _ => None,
    }
}

/// Parses a statistics file's text into its tables (in name order).
pub fn parse_stats(text: &str) -> Result<Vec<StatsTable>> {
    let file: StatsFile =
        toml::from_str(text).map_err(|e| anyhow::anyhow!("not a valid statistics file: {e}"))?;
    if file.tables.is_empty() {
        bail!("it defines no tables (expected [tables.NAME] sections)");
    }
    let mut out = Vec::new();
    for (name, t) in file.tables {
        let rows = t
            .rows
            .with_context(|| format!("table `{name}` has no `rows`"))?;
        if t.columns.is_empty() {
            bail!("table `{name}` has no columns");
        }
        let mut fields = Vec::new();
        let mut col_stats = Vec::new();
        for (i, c) in t.columns.iter().enumerate() {
            let cname = match c.name.as_deref().map(str::trim) {
                Some(n) if !n.is_empty() => n.to_string(),
                _ => bail!("table `{name}`: column {} has no name", i + 1),
            };
            if fields
                .iter()
                .any(|f: &Field| f.name().eq_ignore_ascii_case(&cname))
            {
                bail!("table `{name}`: column `{cname}` is declared twice");
            }
            let ty = c
                .r#type
                .as_deref()
                .with_context(|| format!("column `{name}.{cname}` has no type"))?;
            let dt = arrow_type(ty).with_context(|| format!("column `{name}.{cname}`"))?;
            let mut field = Field::new(&cname, dt.clone(), true);
            if let Some(b) = c.bytes {
                if b == 0 || b > 256 {
                    bail!("column `{name}.{cname}`: width {b} B is outside 1..=256");
                }
                field =
                    field.with_metadata(HashMap::from([(BYTES_KEY.to_string(), b.to_string())]));
            }
            let mut cs = ColumnStatistics::new_unknown();
            if let Some(d) = c.distinct {
                if d > rows {
                    bail!("column `{name}.{cname}`: {d} distinct values in {rows} rows");
                }
                cs.distinct_count = Precision::Exact(d as usize);
            }
            for (v, slot, what) in [
                (c.min, &mut cs.min_value, "min"),
                (c.max, &mut cs.max_value, "max"),
            ] {
                if let Some(v) = v {
                    *slot = Precision::Exact(bound(&dt, v).with_context(|| {
                        format!("column `{name}.{cname}`: `{what}` is not supported for type {dt}")
                    })?);
                }
            }
            if let (Some(lo), Some(hi)) = (c.min, c.max) {
                if lo > hi {
                    bail!("column `{name}.{cname}`: min {lo} is above max {hi}");
                }
            }
            fields.push(field);
            col_stats.push(cs);
        }
        let partitioning = match (&t.partitioned_by, t.partitions) {
            (None, None) => None,
            (Some(c), Some(n)) => {
                let Some(i) = fields.iter().position(|f| f.name().eq_ignore_ascii_case(c)) else {
                    bail!("table `{name}`: `partitioned_by` names `{c}`, which is not one of its columns");
                };
                if n == 0 {
                    bail!("table `{name}`: `partitions` must be at least 1");
                }
                Some((i, n))
            }
            _ => bail!("table `{name}`: give `partitioned_by` and `partitions` together"),
        };
        let schema = Arc::new(Schema::new(fields));
        let mut stats =
            Statistics::new_unknown(&schema).with_num_rows(Precision::Exact(rows as usize));
        stats.column_statistics = col_stats;
        out.push(StatsTable {
            name,
            schema,
            stats,
            partitioning,
        });
    }
    Ok(out)
}

/// Reads a statistics file; errors name the file.
pub fn read_stats_file(path: &Path) -> Result<Vec<StatsTable>> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read stats file {}", path.display()))?;
    parse_stats(&text).with_context(|| format!("stats file {}", path.display()))
}

/// Registers `tables` (from [`read_stats_file`]) in `ctx`.
pub fn register_stats(ctx: &SessionContext, tables: Vec<StatsTable>) -> Result<()> {
    for t in tables {
        let name = t.name.clone();
        ctx.register_table(name.as_str(), Arc::new(t))
            .with_context(|| format!("cannot register table `{name}`"))?;
    }
    Ok(())
}

/// Registers every table of the statistics file `path` in `ctx`.
pub fn register_stats_file(ctx: &SessionContext, path: &Path) -> Result<()> {
    register_stats(ctx, read_stats_file(path)?)
        .with_context(|| format!("stats file {}", path.display()))
}

impl StatsTable {
    pub fn name(&self) -> &str {
        &self.name
    }
    pub fn statistics(&self) -> &Statistics {
        &self.stats
    }
}

#[async_trait]
impl TableProvider for StatsTable {
    fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }
    fn table_type(&self) -> TableType {
        TableType::Base
    }
    fn statistics(&self) -> Option<Statistics> {
        Some(self.stats.clone())
    }
    async fn scan(
        &self,
        _state: &dyn Session,
        projection: Option<&Vec<usize>>,
        _filters: &[Expr],
        _limit: Option<usize>,
    ) -> datafusion::error::Result<Arc<dyn ExecutionPlan>> {
        let schema = match projection {
            Some(p) => Arc::new(self.schema.project(p)?),
            None => self.schema.clone(),
        };
        let stats = self.stats.clone().project(projection);
        // The declared partitioning holds for the scan when its column is
        // one of those scanned.
        let partitioning = match self.partitioning {
            None => Partitioning::UnknownPartitioning(1),
            Some((col, n)) => {
                let at = match projection {
                    Some(p) => p.iter().position(|&c| c == col),
                    None => Some(col),
                };
                match at {
                    Some(i) => Partitioning::Hash(
                        vec![Arc::new(Column::new(schema.field(i).name(), i))],
                        n,
                    ),
                    None => Partitioning::UnknownPartitioning(n),
                }
            }
        };
        Ok(Arc::new(StatsScanExec::new(
            &self.name,
            schema,
            stats,
            partitioning,
        )))
    }
}

/// The scan of a statistics-only table: it reports the table's statistics
/// to the planner and refuses to execute.
#[derive(Debug)]
pub struct StatsScanExec {
    table: String,
    schema: SchemaRef,
    stats: Arc<Statistics>,
    props: Arc<PlanProperties>,
}

impl StatsScanExec {
    pub fn new(
        table: &str,
        schema: SchemaRef,
        stats: Statistics,
        partitioning: Partitioning,
    ) -> StatsScanExec {
        let props = PlanProperties::new(
            EquivalenceProperties::new(schema.clone()),
            partitioning,
            EmissionType::Incremental,
            Boundedness::Bounded,
        )
        .with_scheduling_type(SchedulingType::Cooperative);
        StatsScanExec {
            table: table.to_string(),
            schema,
            stats: Arc::new(stats),
            props: Arc::new(props),
        }
    }
    /// The table's name as the statistics file declares it.
    pub fn table(&self) -> &str {
        &self.table
    }
}

impl DisplayAs for StatsScanExec {
    fn fmt_as(&self, _t: DisplayFormatType, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let cols: Vec<&str> = self
            .schema
            .fields()
            .iter()
            .map(|f| f.name().as_str())
            .collect();
        let rows = match self.stats.num_rows {
            Precision::Exact(n) | Precision::Inexact(n) => n.to_string(),
            Precision::Absent => "?".into(),
        };
        write!(
            f,
            "StatsScanExec: table={}, rows={rows}, projection=[{}], statistics only (no data)",
            self.table,
            cols.join(", ")
        )
    }
}

impl ExecutionPlan for StatsScanExec {
    fn name(&self) -> &str {
        "StatsScanExec"
    }
    fn properties(&self) -> &Arc<PlanProperties> {
        &self.props
    }
    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        vec![]
    }
    fn apply_expressions(
        &self,
        _f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> datafusion::error::Result<TreeNodeRecursion>,
    ) -> datafusion::error::Result<TreeNodeRecursion> {
        Ok(TreeNodeRecursion::Continue)
    }
    fn with_new_children(
        self: Arc<Self>,
        children: Vec<Arc<dyn ExecutionPlan>>,
    ) -> datafusion::error::Result<Arc<dyn ExecutionPlan>> {
        if !children.is_empty() {
            return Err(DataFusionError::Internal(
                "StatsScanExec has no children".into(),
            ));
        }
        Ok(self)
    }
    fn execute(
        &self,
        _partition: usize,
        _context: Arc<TaskContext>,
    ) -> datafusion::error::Result<SendableRecordBatchStream> {
        Err(DataFusionError::Execution(format!(
            "table `{}` comes from a statistics file (--stats) and has no data to scan; register data with --table NAME=PATH to run queries",
            self.table
        )))
    }
    fn statistics_from_inputs(
        &self,
        _input_stats: &[Arc<Statistics>],
        _args: &StatisticsArgs,
    ) -> datafusion::error::Result<Arc<Statistics>> {
        // The whole table's statistics (a partition's are not known).
        Ok(self.stats.clone())
    }
}
