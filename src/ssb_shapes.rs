//! `netjoin ssb-shapes`: the star join of each SSB query (compiler/tests/
//! queries/ssb), measured with DataFusion on the SSB data `netjoin gen ssb`
//! writes, for `rtl-bench --ssb`. `netjoin ssb-plot`: the runs `rtl-bench
//! --ssb … --json` prints, as a PNG.
//!
//! A query's star is read off DataFusion's logical plan of its SQL (before
//! optimisation, so the predicates are the query's own): every conjunct of
//! its WHERE clause (and of any JOIN … ON) is a filter on one table or an
//! equality of two tables' columns. The fact is the table every equality
//! touches; each other table is a dimension, joined on (fact column,
//! dimension column). Then, per query, DataFusion counts each dimension's
//! rows before and after its filters, collects both key sets, counts the
//! fact's rows before and after its own filters, and groups the remaining
//! fact rows by their hit pattern: for each dimension, whether the row's
//! foreign key is a key of a surviving row (left joins with the filtered
//! dimensions). The hit shares and the joint share follow from the
//! patterns.

use anyhow::{anyhow, bail, Context, Result};
use netjoin_compiler::datafusion;
use netjoin_compiler::{SessionOptions, Strategy};
use netjoin_plot::{Panel, Series};
use netjoin_rtl::ssb::{DimShape, KeySet, Pattern, QueryShape, ScaleShapes, Shapes, SsbRun};

use datafusion::arrow::array::{Array, BooleanArray, Int64Array};
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Column;
use datafusion::functions_aggregate::expr_fn::count;
use datafusion::logical_expr::utils::split_conjunction_owned;
use datafusion::logical_expr::{BinaryExpr, LogicalPlan, Operator};
use datafusion::prelude::{cast, coalesce, lit, DataFrame, Expr, JoinType, SessionContext};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// `netjoin ssb-shapes`.
#[derive(clap::Args)]
pub struct ShapesArgs {
    /// Scale factors, each measured on SSB data generated at it.
    #[arg(long, value_delimiter = ',', default_value = "1")]
    sf: Vec<f64>,
    /// Where the data is: DIR/sf<SF>/tpch and DIR/sf<SF>/ssb, generated
    /// when missing.
    #[arg(long, value_name = "DIR", default_value = "target/ssb-shapes")]
    data: PathBuf,
    /// Workers: DataFusion's partitions and the generated data's.
    #[arg(long, default_value_t = 2)]
    workers: usize,
    /// Only these queries (e.g. q1.1,q3.4); default: all 13.
    #[arg(long, value_delimiter = ',', value_name = "QUERIES")]
    queries: Vec<String>,
    /// The shapes file to write (JSON).
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
}

/// A query's star join as its SQL states it.
#[derive(Debug)]
struct Star {
    fact: String,
    fact_filter: Vec<Expr>,
    /// (table, fact column, dimension column, the table's filters).
    dims: Vec<(String, String, String, Vec<Expr>)>,
}

/// The table a column belongs to, by its qualifier.
fn table_of(c: &Column) -> Result<String> {
    c.relation
        .as_ref()
        .map(|r| r.table().to_string())
        .ok_or_else(|| anyhow!("column `{}` has no table", c.name))
}

/// Every conjunct of the plan's filters and join conditions, and the
/// tables it scans.
fn collect(p: &LogicalPlan, conjuncts: &mut Vec<Expr>, scans: &mut Vec<String>) {
    match p {
        LogicalPlan::Filter(f) => conjuncts.extend(split_conjunction_owned(f.predicate.clone())),
        LogicalPlan::Join(j) => {
            conjuncts.extend(j.on.iter().map(|(l, r)| l.clone().eq(r.clone())));
            if let Some(f) = &j.filter {
                conjuncts.extend(split_conjunction_owned(f.clone()));
            }
        }
        LogicalPlan::TableScan(s) => {
            scans.push(s.table_name.table().to_string());
            conjuncts.extend(s.filters.iter().cloned());
        }
        _ => {}
    }
    for i in p.inputs() {
        collect(i, conjuncts, scans);
    }
}

/// The star of a plan; `rows` gives each table's rows (the larger of two
/// tables joined alone is the fact).
fn star_of(plan: &LogicalPlan, rows: &BTreeMap<String, u64>) -> Result<Star> {
    let (mut conjuncts, mut scans) = (Vec::new(), Vec::new());
    collect(plan, &mut conjuncts, &mut scans);
    let distinct: BTreeSet<&String> = scans.iter().collect();
    if distinct.len() != scans.len() {
        bail!("a table is scanned twice: {scans:?}");
    }
    let mut filters: BTreeMap<String, Vec<Expr>> = BTreeMap::new();
    // (table, column) = (table, column)
    let mut edges: Vec<((String, String), (String, String))> = Vec::new();
    for e in conjuncts {
        let tables: BTreeSet<String> = e
            .column_refs()
            .into_iter()
            .map(table_of)
            .collect::<Result<_>>()?;
        match tables.len() {
            1 => filters
                .entry(tables.into_iter().next().unwrap())
                .or_default()
                .push(e),
            2 => match &e {
                Expr::BinaryExpr(BinaryExpr {
                    left,
                    op: Operator::Eq,
                    right,
                }) => match (left.as_ref(), right.as_ref()) {
                    (Expr::Column(a), Expr::Column(b)) => edges.push((
                        (table_of(a)?, a.name.clone()),
                        (table_of(b)?, b.name.clone()),
                    )),
                    _ => bail!("`{e}` joins two tables on something other than two columns"),
                },
                _ => bail!("`{e}` joins two tables other than by equal columns"),
            },
            _ => bail!("`{e}` is neither a filter on one table nor an equi-join of two"),
        }
    }
    if edges.is_empty() {
        bail!("no join");
    }
    let touches_all = |t: &str| edges.iter().all(|(a, b)| a.0 == t || b.0 == t);
    let fact = scans
        .iter()
        .filter(|t| touches_all(t))
        .max_by_key(|t| rows.get(*t).copied().unwrap_or(0))
        .ok_or_else(|| anyhow!("no table takes part in every join: not a star"))?
        .clone();
    let mut dims = Vec::new();
    for t in scans.iter().filter(|t| **t != fact) {
        let mine: Vec<_> = edges
            .iter()
            .filter(|(a, b)| a.0 == *t || b.0 == *t)
            .collect();
        let [(a, b)] = mine.as_slice() else {
            bail!(
                "{t} is joined to the fact by {} equalities, not one",
                mine.len()
            );
        };
        let (fk, key) = if a.0 == fact { (a, b) } else { (b, a) };
        dims.push((
            t.clone(),
            fk.1.clone(),
            key.1.clone(),
            filters.remove(t).unwrap_or_default(),
        ));
    }
    Ok(Star {
        fact_filter: filters.remove(&fact).unwrap_or_default(),
        fact,
        dims,
    })
}

fn unqualified(name: &str) -> Expr {
    Expr::Column(Column::new_unqualified(name))
}

fn conjunction(filters: &[Expr]) -> Option<Expr> {
    filters.iter().cloned().reduce(Expr::and)
}

fn shown(filters: &[Expr]) -> Option<String> {
    conjunction(filters).map(|e| e.to_string())
}

async fn filtered(ctx: &SessionContext, table: &str, filters: &[Expr]) -> Result<DataFrame> {
    let df = ctx.table(table).await?;
    Ok(match conjunction(filters) {
        Some(p) => df.filter(p)?,
        None => df,
    })
}

/// The values of `column` (an integer key) in `df`, ascending; fails on a
/// null, a negative value or a duplicate (the shares assume each key
/// names one row).
async fn keys(df: DataFrame, column: &str, what: &str) -> Result<Vec<u64>> {
    let batches = df
        .select(vec![cast(unqualified(column), DataType::Int64).alias("k")])?
        .collect()
        .await?;
    let mut v = Vec::new();
    for b in &batches {
        let a = b
            .column(0)
            .as_any()
            .downcast_ref::<Int64Array>()
            .context("a key column cast to Int64")?;
        for i in 0..a.len() {
            if a.is_null(i) || a.value(i) < 0 {
                bail!("{what}: key {column} is null or negative");
            }
            v.push(a.value(i) as u64);
        }
    }
    v.sort_unstable();
    if v.windows(2).any(|w| w[0] == w[1]) {
        bail!("{what}: key {column} has duplicates");
    }
    Ok(v)
}

/// Measures one query's star.
async fn measure(ctx: &SessionContext, name: &str, star: &Star) -> Result<QueryShape> {
    let fact_rows = ctx.table(star.fact.as_str()).await?.count().await? as u64;
    let fact = filtered(ctx, &star.fact, &star.fact_filter).await?;
    let fact_rows_kept = fact.clone().count().await? as u64;
    let mut dims = Vec::new();
    // The fact's foreign keys only, then one left join per dimension with
    // its surviving keys, each flagged.
    let mut df = fact.select(
        star.dims
            .iter()
            .enumerate()
            .map(|(t, (_, fk, ..))| cast(unqualified(fk), DataType::Int64).alias(format!("__f{t}")))
            .collect::<Vec<Expr>>(),
    )?;
    for (t, (table, fk, key, filters)) in star.dims.iter().enumerate() {
        let what = format!("{name}, {table}");
        let all = keys(ctx.table(table.as_str()).await?, key, &what).await?;
        let kept_df = filtered(ctx, table, filters).await?;
        let kept = keys(kept_df.clone(), key, &what).await?;
        let right = kept_df.select(vec![
            cast(unqualified(key), DataType::Int64).alias(format!("__k{t}")),
            lit(true).alias(format!("__h{t}")),
        ])?;
        df = df.join(
            right,
            JoinType::Left,
            &[&format!("__f{t}")],
            &[&format!("__k{t}")],
            None,
        )?;
        dims.push(DimShape {
            table: table.clone(),
            foreign_key: fk.clone(),
            key: key.clone(),
            filter: shown(filters),
            rows: all.len() as u64,
            rows_kept: kept.len() as u64,
            hit_share: 0.0,
            keys: KeySet::from_sorted(&all),
            kept: KeySet::from_sorted(&kept),
        });
    }
    let n = star.dims.len();
    let grouped = df
        .aggregate(
            (0..n)
                .map(|t| {
                    coalesce(vec![unqualified(&format!("__h{t}")), lit(false)])
                        .alias(format!("__p{t}"))
                })
                .collect(),
            vec![count(lit(1)).alias("rows")],
        )?
        .collect()
        .await?;
    let mut patterns = Vec::new();
    for b in &grouped {
        let flags: Vec<&BooleanArray> = (0..n)
            .map(|t| {
                b.column(t)
                    .as_any()
                    .downcast_ref::<BooleanArray>()
                    .context("a hit flag")
            })
            .collect::<Result<_>>()?;
        let rows = b
            .column(n)
            .as_any()
            .downcast_ref::<Int64Array>()
            .context("a row count")?;
        for i in 0..b.num_rows() {
            patterns.push(Pattern {
                hits: flags.iter().map(|f| f.value(i)).collect(),
                rows: rows.value(i) as u64,
            });
        }
    }
    // Most rows first: the order a draw walks them.
    patterns.sort_by(|a, b| b.rows.cmp(&a.rows).then(b.hits.cmp(&a.hits)));
    let share = |f: &dyn Fn(&Pattern) -> bool| {
        let rows: u64 = patterns.iter().filter(|p| f(p)).map(|p| p.rows).sum();
        if fact_rows_kept == 0 {
            0.0
        } else {
            rows as f64 / fact_rows_kept as f64
        }
    };
    for (t, d) in dims.iter_mut().enumerate() {
        d.hit_share = share(&|p| p.hits[t]);
    }
    let shape = QueryShape {
        query: name.to_string(),
        fact: star.fact.clone(),
        fact_rows,
        fact_filter: shown(&star.fact_filter),
        fact_rows_kept,
        joint_share: share(&|p| p.hits.iter().all(|&h| h)),
        dimensions: dims,
        patterns,
    };
    shape
        .check()
        .map_err(|e| anyhow!("the measured shape contradicts itself: {e}"))?;
    Ok(shape)
}

/// Generates what is missing of `dir`/tpch and `dir`/ssb.
fn ensure_data(sf: f64, workers: usize, dir: &Path) -> Result<()> {
    let tpch = dir.join("tpch");
    if !tpch.join("lineitem").is_dir() {
        let t = Instant::now();
        eprintln!("ssb-shapes: generating TPC-H SF {sf} in {}", tpch.display());
        netjoin_compiler::gen::gen_tpch(&netjoin_compiler::gen::TpchArgs {
            sf,
            parts: workers,
            out: tpch.clone(),
            tables: vec![],
        })?;
        eprintln!(
            "ssb-shapes: TPC-H SF {sf} in {:.0} s",
            t.elapsed().as_secs_f64()
        );
    }
    let ssb = dir.join("ssb");
    if !ssb.join("lineorder").is_dir() {
        let t = Instant::now();
        eprintln!("ssb-shapes: deriving SSB SF {sf} in {}", ssb.display());
        netjoin_compiler::ssb::gen_ssb(&netjoin_compiler::ssb::SsbArgs {
            tpch,
            out: ssb,
            parts: workers,
        })?;
        eprintln!(
            "ssb-shapes: SSB SF {sf} in {:.0} s",
            t.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// The shapes of `queries` at one scale factor.
fn measure_scale(sf: f64, a: &ShapesArgs, queries: &[(String, String)]) -> Result<ScaleShapes> {
    let dir = a.data.join(format!("sf{sf}"));
    ensure_data(sf, a.workers, &dir)?;
    let opts = SessionOptions {
        workers: a.workers,
        strategy: Strategy::Shuffle,
        ..Default::default()
    };
    let started = Instant::now();
    netjoin_compiler::session::runtime(a.workers)?.block_on(async {
        let ctx = netjoin_compiler::session::new_session(&opts).await?;
        netjoin_compiler::ssb::register_ssb(&ctx, &dir.join("ssb")).await?;
        let mut tables = BTreeMap::new();
        for t in netjoin_compiler::ssb::TABLES {
            tables.insert(t.to_string(), ctx.table(t).await?.count().await? as u64);
        }
        let mut shapes = Vec::new();
        for (i, (name, sql)) in queries.iter().enumerate() {
            let t = Instant::now();
            let plan = ctx
                .sql(sql)
                .await
                .with_context(|| format!("{name}: planning"))?
                .logical_plan()
                .clone();
            let star = star_of(&plan, &tables).with_context(|| format!("{name}: its star join"))?;
            let shape = measure(&ctx, name, &star)
                .await
                .with_context(|| format!("{name}: measuring"))?;
            eprintln!(
                "ssb-shapes: [{}/{}] SF {sf} {name}: {} probe tuples, {} dimension(s) ({}), joint share {:.5} ({:.1} s)",
                i + 1,
                queries.len(),
                shape.fact_rows_kept,
                shape.dimensions.len(),
                shape
                    .dimensions
                    .iter()
                    .map(|d| format!("{} {} of {}", d.table, d.rows_kept, d.rows))
                    .collect::<Vec<_>>()
                    .join(", "),
                shape.joint_share,
                t.elapsed().as_secs_f64()
            );
            shapes.push(shape);
        }
        eprintln!(
            "ssb-shapes: SF {sf} measured in {:.0} s",
            started.elapsed().as_secs_f64()
        );
        Ok(ScaleShapes {
            sf,
            how: format!(
                "measured with DataFusion on SSB SF {sf} from `netjoin gen tpch` and `netjoin gen ssb`"
            ),
            tables,
            queries: shapes,
        })
    })
}

pub fn run(a: &ShapesArgs) -> Result<()> {
    if a.workers == 0 {
        bail!("--workers must be at least 1");
    }
    if let Some(sf) = a.sf.iter().find(|s| !(s.is_finite() && **s > 0.0)) {
        bail!("--sf {sf}: a scale factor must be positive");
    }
    let corpus = netjoin_compiler::compare::corpus("ssb").context("reading the SSB queries")?;
    for q in &a.queries {
        if !corpus.iter().any(|(n, _)| n == q) {
            bail!(
                "--queries: no SSB query `{q}` (have {})",
                corpus
                    .iter()
                    .map(|(n, _)| n.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
    }
    let queries: Vec<(String, String)> = corpus
        .into_iter()
        .filter(|(n, _)| a.queries.is_empty() || a.queries.contains(n))
        .collect();
    let scales =
        a.sf.iter()
            .map(|&sf| measure_scale(sf, a, &queries))
            .collect::<Result<Vec<_>>>()?;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let shapes = Shapes {
        command: format!("netjoin {}", args.join(" ")),
        data: "SSB derived from TPC-H (compiler/src/ssb.rs), queries compiler/tests/queries/ssb"
            .into(),
        scales,
    };
    let text = flat_arrays(&serde_json::to_string_pretty(&shapes)?) + "\n";
    std::fs::write(&a.out, text).with_context(|| format!("cannot write {}", a.out.display()))?;
    for s in &shapes.scales {
        println!("SF {}:", s.sf);
        println!(
            "{:<6} {:>10} {:>10}  dimensions: kept of rows (hit share)",
            "query", "probes", "joint"
        );
        for q in &s.queries {
            println!(
                "{:<6} {:>10} {:>10.3e}  {}",
                q.query,
                q.fact_rows_kept,
                q.joint_share,
                q.dimensions
                    .iter()
                    .map(|d| format!(
                        "{} {}/{} ({:.4})",
                        d.table, d.rows_kept, d.rows, d.hit_share
                    ))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
    }
    Ok(())
}

/// Pretty JSON with every array that holds no object on one line: the key
/// runs and hit patterns, one line each instead of a line per number.
/// (Pretty JSON breaks lines only between tokens, never inside a string.)
fn flat_arrays(pretty: &str) -> String {
    let mut out = String::with_capacity(pretty.len());
    // Per open array: where it starts in `out`, and whether it holds an object.
    let mut open: Vec<(usize, bool)> = Vec::new();
    let (mut in_string, mut escaped) = (false, false);
    for c in pretty.chars() {
        out.push(c);
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '[' => open.push((out.len() - 1, false)),
            '{' => open.iter_mut().for_each(|a| a.1 = true),
            ']' => {
                if let Some((at, false)) = open.pop() {
                    let mut flat = String::with_capacity(out.len() - at);
                    let mut lines = out[at..].split('\n');
                    flat.push_str(lines.next().unwrap_or_default());
                    for l in lines {
                        flat.push_str(l.trim_start());
                    }
                    out.truncate(at);
                    out.push_str(&flat);
                }
            }
            _ => {}
        }
    }
    out
}

/// `netjoin ssb-plot`.
#[derive(clap::Args)]
pub struct PlotArgs {
    /// JSON arrays of runs, as `rtl-bench --ssb FILE --json` prints them.
    #[arg(required = true, value_name = "RUNS.json")]
    runs: Vec<PathBuf>,
    /// The PNG to write.
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
}

/// Queries in order along the x axis: q1.1 = 1 .. q4.3 = 13 for all 13.
fn query_axis(runs: &[SsbRun]) -> Vec<String> {
    let mut q: Vec<String> = runs.iter().map(|r| r.query.clone()).collect();
    q.sort();
    q.dedup();
    q
}

pub fn plot(a: &PlotArgs) -> Result<()> {
    let mut runs: Vec<SsbRun> = Vec::new();
    for f in &a.runs {
        let text =
            std::fs::read_to_string(f).with_context(|| format!("cannot read {}", f.display()))?;
        let mine: Vec<SsbRun> = serde_json::from_str(&text)
            .with_context(|| format!("{} is not rtl-bench --ssb --json output", f.display()))?;
        runs.extend(mine);
    }
    if runs.is_empty() {
        bail!("no runs to plot");
    }
    let axis = query_axis(&runs);
    let x = |q: &str| (axis.iter().position(|a| a == q).unwrap() + 1) as f64;
    let sfs: BTreeSet<String> = runs.iter().map(|r| r.sf.to_string()).collect();
    // A run's variant: filters on or off, tables on chip or not.
    let variant = |r: &SsbRun| (r.filter_bits > 0, r.onchip != 0);
    let label = |v: (bool, bool)| match v {
        (false, false) => "filters off",
        (true, false) => "filters on",
        (false, true) => "on-chip tables",
        (true, true) => "filters + on-chip tables",
    };
    let variants: Vec<(bool, bool)> = [(false, false), (true, false), (false, true), (true, true)]
        .into_iter()
        .filter(|&v| runs.iter().any(|r| variant(r) == v))
        .collect();
    let series = |i: usize, v: (bool, bool), y: &dyn Fn(&SsbRun) -> f64| {
        let mut points: Vec<(f64, f64)> = runs
            .iter()
            .filter(|r| variant(r) == v)
            .map(|r| (x(&r.query), y(r)))
            .collect();
        points.sort_by(|a, b| a.0.total_cmp(&b.0));
        Series {
            label: label(v).into(),
            points,
            color: i,
            dashed: v == (false, false),
        }
    };
    let panel = |title: &str, y_label: &str, y: &dyn Fn(&SsbRun) -> f64| Panel {
        title: title.into(),
        x_label: format!(
            "query (1 = {} … {} = {})",
            axis[0],
            axis.len(),
            axis[axis.len() - 1]
        ),
        y_label: y_label.into(),
        log_x: false,
        log_y: false,
        series: variants
            .iter()
            .enumerate()
            .map(|(i, &v)| series(i, v, y))
            .collect(),
        headroom: 0.0,
    };
    let sf = sfs.into_iter().collect::<Vec<_>>().join(", ");
    netjoin_plot::plot_png(
        &a.out,
        &[
            panel(
                &format!("SSB-shaped probes on the RTL, SF {sf}: rate / link bound"),
                "probe tuples/s over the link bound",
                &|r| r.rate_over_bound,
            ),
            panel("DDR reads per probe tuple", "reads per probe tuple", &|r| {
                r.ddr_reads_per_probe
            }),
        ],
    )?;
    println!("wrote {}", a.out.display());
    Ok(())
}
