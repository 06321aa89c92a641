//! The switch node inside larger plans: under the build side of a shared
//! hash join (CollectLeft), under a sort-preserving merge, and in generated
//! star-join queries. Every query is planned and run with the rule
//! (`Strategy::Inp`) and without it (`Strategy::Shuffle`, DataFusion alone):
//! what DataFusion alone plans, the rule must plan too, with the same rows.

use crate::star::{opts, run, tables_with_nulls};
use netjoin_compiler::cli::{plan_sql, star_nodes, QueryOutput};
use netjoin_compiler::compare::Rows;
use netjoin_compiler::datafusion::physical_plan::joins::{HashJoinExec, PartitionMode};
use netjoin_compiler::datafusion::physical_plan::sorts::sort_preserving_merge::SortPreservingMergeExec;
use netjoin_compiler::datafusion::physical_plan::{
    displayable, ExecutionPlan, ExecutionPlanProperties,
};
use netjoin_compiler::datafusion::prelude::SessionContext;
use netjoin_compiler::{new_session, register_table, Strategy};
use proptest::prelude::*;
use proptest::strategy::Strategy as _;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

/// star.rs's tables (with DN) as Parquet: exact row counts, so DataFusion
/// builds a small input once and shares it (CollectLeft); the fact F is
/// two files, two partitions.
fn parquet_tables(name: &str) -> Vec<(String, PathBuf)> {
    let csv = tables_with_nulls(name);
    let dir = csv[0].1.parent().unwrap().join("parquet");
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let ctx = SessionContext::new();
        let mut out = Vec::new();
        for (table, path) in &csv {
            register_table(&ctx, table, path).await.unwrap();
            let parts: &[&str] = if table == "F" {
                &["m % 2 = 0", "m % 2 <> 0"]
            } else {
                &["true"]
            };
            let d = dir.join(table);
            std::fs::create_dir_all(&d).unwrap();
            for (i, cond) in parts.iter().enumerate() {
                let file = d.join(format!("part-{i}.parquet"));
                let sql = format!(
                    "COPY (SELECT * FROM {table} WHERE {cond}) TO '{}' STORED AS PARQUET",
                    file.display()
                );
                ctx.sql(&sql).await.unwrap().collect().await.unwrap();
            }
            out.push((table.clone(), d));
        }
        out
    })
}

fn rows(o: &QueryOutput) -> Rows {
    o.answer()
}

/// `sql`'s physical plan with the rule on (`Strategy::Inp`).
fn offloaded_plan(t: &[(String, PathBuf)], sql: &str) -> Arc<dyn ExecutionPlan> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let ctx = new_session(&opts(Strategy::Inp, None)).await.unwrap();
        for (name, path) in t {
            register_table(&ctx, name, path).await.unwrap();
        }
        plan_sql(&ctx, sql)
            .await
            .unwrap_or_else(|e| panic!("{sql}: {e:#}"))
    })
}

fn show(plan: &Arc<dyn ExecutionPlan>) -> String {
    displayable(plan.as_ref()).indent(true).to_string()
}

/// Runs `sql` with the rule and without it: the rule plans whatever
/// DataFusion alone plans, with the same rows. The offloaded run's output,
/// or `None` when DataFusion alone does not plan `sql` either.
fn agrees(t: &[(String, PathBuf)], sql: &str) -> Option<QueryOutput> {
    let reference = run(t, &opts(Strategy::Shuffle, None), sql).ok()?;
    let got = run(t, &opts(Strategy::Inp, None), sql)
        .unwrap_or_else(|e| panic!("{sql}\nplans without the rule, not with it: {e:#}"));
    if let Some(why) = rows(&reference).difference(&rows(&got)) {
        panic!("{sql}\nrows differ from DataFusion's own plan: {why}");
    }
    Some(got)
}

/// One offloadable dimension of F: table, join key, the value column a
/// query selects, and a filter on it (`{}` is a constant).
struct Dim {
    table: &'static str,
    key: &'static str,
    value: &'static str,
    filter: &'static str,
}

const DIMS: [Dim; 4] = [
    Dim {
        table: "D1",
        key: "k1",
        value: "v1",
        filter: "D1.v1 < {}",
    },
    Dim {
        table: "D2",
        key: "k2",
        value: "v2",
        filter: "D2.v2 >= {}",
    },
    Dim {
        table: "DD",
        key: "d",
        value: "x",
        filter: "DD.x <= {}",
    },
    Dim {
        table: "DN",
        key: "k2",
        value: "f",
        filter: "DN.f > {}",
    },
];

/// What surrounds the star join.
#[derive(Clone, Debug)]
enum Shape {
    Plain,
    /// ORDER BY every output column, with an optional LIMIT.
    Ordered(Option<u32>),
    /// GROUP BY the first dimension's value, ordered or not.
    Grouped(bool),
    /// The star join as a subquery joined to another table: on a string
    /// key (D3), as an IN list (D2), or to the fact table on a value.
    Joined(u8),
}

#[derive(Clone, Debug)]
struct StarQuery {
    /// Indices into DIMS, in join order.
    dims: Vec<usize>,
    /// A filter on F.m, and one per dimension (same order as `dims`).
    fact_filter: Option<i64>,
    dim_filters: Vec<Option<i64>>,
    shape: Shape,
}

impl StarQuery {
    fn sql(&self) -> String {
        let dims: Vec<&Dim> = self.dims.iter().map(|&i| &DIMS[i]).collect();
        let mut from = String::from("F");
        for d in &dims {
            from += &format!(" JOIN {t} ON F.{k} = {t}.{k}", t = d.table, k = d.key);
        }
        let mut conds: Vec<String> = self
            .fact_filter
            .iter()
            .map(|c| format!("F.m < {c}"))
            .collect();
        for (d, f) in dims.iter().zip(&self.dim_filters) {
            if let Some(c) = f {
                conds.push(d.filter.replace("{}", &c.to_string()));
            }
        }
        let filter = if conds.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", conds.join(" AND "))
        };
        let values: Vec<String> = dims
            .iter()
            .map(|d| format!("{}.{}", d.table, d.value))
            .collect();
        let cols = format!("F.m, {}", values.join(", "));
        match &self.shape {
            Shape::Plain => format!("SELECT {cols} FROM {from}{filter}"),
            Shape::Ordered(limit) => {
                let order: Vec<String> = (1..=dims.len() + 1).map(|i| i.to_string()).collect();
                let limit = limit.map(|n| format!(" LIMIT {n}")).unwrap_or_default();
                format!("SELECT {cols} FROM {from}{filter} ORDER BY {}{limit}", order.join(", "))
            }
            Shape::Grouped(ordered) => format!(
                "SELECT {} AS g, count(*) AS n, sum(F.m) AS s FROM {from}{filter} GROUP BY {}{}",
                values[0],
                values[0],
                if *ordered { " ORDER BY g" } else { "" }
            ),
            Shape::Joined(0) => format!("SELECT D3.w, s.* FROM D3 JOIN (SELECT F.s, {cols} FROM {from}{filter}) s ON D3.s = s.s"),
            Shape::Joined(1) => format!("SELECT X.k2, X.v2 FROM D2 X WHERE X.v2 IN (SELECT {} * 10 FROM {from}{filter})", values[0]),
            Shape::Joined(_) => format!("SELECT G.k1, s.* FROM F G JOIN (SELECT {cols} FROM {from}{filter}) s ON G.m = s.m"),
        }
    }
}

fn star_query() -> impl proptest::strategy::Strategy<Value = StarQuery> {
    let shape = prop_oneof![
        Just(Shape::Plain),
        proptest::option::of(1u32..50).prop_map(Shape::Ordered),
        any::<bool>().prop_map(Shape::Grouped),
        (0u8..3).prop_map(Shape::Joined),
    ];
    (
        Just((0..DIMS.len()).collect::<Vec<_>>()).prop_shuffle(),
        1..=DIMS.len(),
        proptest::option::of(-1000i64..9000),
        proptest::collection::vec(proptest::option::of(-5i64..2000), DIMS.len()),
        shape,
    )
        .prop_map(|(order, n, fact_filter, mut dim_filters, shape)| {
            dim_filters.truncate(n);
            StarQuery {
                dims: order[..n].to_vec(),
                fact_filter,
                dim_filters,
                shape,
            }
        })
}

static GENERATED: OnceLock<Vec<(String, PathBuf)>> = OnceLock::new();

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Generated star joins: whatever DataFusion alone plans, the rule
    /// plans too (the switch node's partitioning and any order above it
    /// are what the plan requires), and the rows agree.
    #[test]
    fn generated_star_joins_plan_and_agree_with_datafusion(q in star_query()) {
        let t = GENERATED.get_or_init(|| parquet_tables("generated"));
        let sql = q.sql();
        // An IN list needs only matches: DataFusion plans semi joins, which
        // the switch does not do.
        let semi = matches!(q.shape, Shape::Joined(1));
        if let Some(got) = agrees(t, &sql).filter(|_| !semi) {
            prop_assert!(got.decisions.iter().any(|d| !d.offloaded.is_empty()), "{sql}: nothing offloaded: {:?}", got.decisions);
        }
    }
}

/// A four-dimension star join whose filtered result DataFusion estimates
/// smaller than the fact table.
const FILTERED_STAR: &str = "FROM F JOIN DN ON F.k2 = DN.k2 JOIN D2 ON F.k2 = D2.k2 JOIN DD ON F.d = DD.d JOIN D1 ON F.k1 = D1.k1 WHERE DN.f > 1";

/// Every node of `plan`.
fn nodes(plan: &Arc<dyn ExecutionPlan>) -> Vec<Arc<dyn ExecutionPlan>> {
    let mut out = vec![plan.clone()];
    for c in plan.children() {
        out.extend(nodes(c));
    }
    out
}

#[test]
fn a_star_join_on_the_build_side_of_a_shared_hash_join_is_offloaded() {
    let t = parquet_tables("build-side");
    // The star join's result is the small side of a further join: DataFusion
    // builds it once for every partition of G (CollectLeft), which needs
    // one partition of it.
    let sql = format!(
        "SELECT G.k1, s.* FROM F G JOIN (SELECT F.m, DN.f, D1.v1 {FILTERED_STAR}) s ON G.m = s.m"
    );
    let got = agrees(&t, &sql).expect("DataFusion alone plans the query");
    assert!(got.rows() > 0, "{sql}");
    assert_eq!(got.reports.len(), 1, "the switch ran the star join");
    let plan = offloaded_plan(&t, &sql);
    let build_sides: Vec<Arc<dyn ExecutionPlan>> = nodes(&plan)
        .iter()
        .filter_map(|n| {
            n.downcast_ref::<HashJoinExec>()
                .filter(|j| *j.partition_mode() == PartitionMode::CollectLeft)
                .map(|j| j.left().clone())
        })
        .collect();
    assert!(
        build_sides
            .iter()
            .any(|b| b.output_partitioning().partition_count() == 1 && !star_nodes(b).is_empty()),
        "the switch node is not on a shared build side:\n{}",
        show(&plan)
    );
    // The node declares its fact input's partitions, which the build side merges.
    let switch = star_nodes(&plan).remove(0);
    assert_eq!(
        switch.output_partitioning().partition_count(),
        2,
        "{}",
        show(&plan)
    );
}

#[test]
fn a_multi_partition_star_join_under_an_order_by_is_merged_in_order() {
    let t = parquet_tables("merge");
    let sql =
        format!("SELECT F.m, DN.f, D2.v2, DD.x, D1.v1 {FILTERED_STAR} ORDER BY 1, 2, 3, 4, 5");
    let got = agrees(&t, &sql).expect("DataFusion alone plans the query");
    assert!(got.rows() > 0, "{sql}");
    assert_eq!(got.reports.len(), 1, "the switch ran the star join");
    // In the same order, not only the same rows.
    let reference = run(&t, &opts(Strategy::Shuffle, None), &sql).unwrap();
    assert_eq!(got.to_csv().unwrap(), reference.to_csv().unwrap());
    let plan = offloaded_plan(&t, &sql);
    let merged = nodes(&plan).into_iter().any(|n| {
        n.is::<SortPreservingMergeExec>()
            && star_nodes(&n)
                .iter()
                .any(|s| s.output_partitioning().partition_count() >= 2)
    });
    assert!(
        merged,
        "no sort-preserving merge over the switch node's partitions:\n{}",
        show(&plan)
    );
}

/// Writes int64 columns as one Parquet file in a directory of its own.
fn parquet_table(
    dir: &std::path::Path,
    name: &str,
    cols: &[(&str, Vec<i64>)],
) -> (String, PathBuf) {
    let path = dir.join(format!("{name}.parquet"));
    crate::properties::write_parquet(&path, cols);
    (name.to_string(), path)
}

/// When the bottom join's dimension does not fit the switch, the joins
/// above it are offloaded alone and the bottom one is joined again above
/// the switch node: DataFusion's answer, with the fact's tuples through the
/// switch.
#[test]
fn joins_above_a_dimension_that_does_not_fit_are_offloaded_and_it_is_joined_above() {
    let dir = std::env::temp_dir().join(format!("netjoin-reorder-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let n = 30_000i64;
    let f: Vec<i64> = (0..n).collect();
    let t = vec![
        parquet_table(
            &dir,
            "F",
            &[
                ("k0", f.iter().map(|i| i * 7 % 20_000).collect()),
                ("k1", f.iter().map(|i| i % 100).collect()),
                ("k2", f.iter().map(|i| i * 3 % 50).collect()),
                ("m", f.clone()),
            ],
        ),
        // The bottom dimension: 20,000 rows, too many for the switch below.
        parquet_table(
            &dir,
            "B",
            &[
                ("k0", (0..20_000).collect()),
                ("b", (0..20_000).map(|i| i % 13).collect()),
            ],
        ),
        parquet_table(
            &dir,
            "S1",
            &[
                ("k1", (0..100).collect()),
                ("v", (0..100).map(|i| i * 2).collect()),
            ],
        ),
        parquet_table(
            &dir,
            "S2",
            &[
                ("k2", (0..50).collect()),
                ("w", (0..50).map(|i| i % 5).collect()),
            ],
        ),
    ];
    let sql = "SELECT F.m, B.b, S1.v, S2.w FROM F JOIN B ON F.k0 = B.k0 JOIN S1 ON F.k1 = S1.k1 JOIN S2 ON F.k2 = S2.k2 WHERE S2.w < 3";
    let mut o = opts(Strategy::Inp, None);
    // Room for two tables of 2^7 buckets (S1, S2), not for B's.
    o.cost.switch_memory_bytes = 64 << 10;
    let reference = run(&t, &opts(Strategy::Shuffle, None), sql).unwrap();
    let got = run(&t, &o, sql).unwrap();
    if let Some(why) = rows(&reference).difference(&rows(&got)) {
        panic!("rows differ from DataFusion's own plan: {why}");
    }
    assert_eq!(got.rows(), reference.rows());
    assert!(got.rows() > 0);
    let d = got
        .decisions
        .iter()
        .find(|d| !d.dims.is_empty())
        .expect("a star join was priced");
    assert_eq!(d.dims, ["B", "S1", "S2"], "{d:#?}");
    assert_eq!(d.offloaded, ["S1", "S2"], "{d:#?}");
    // S2's filter keeps 3 in 5 of its rows, and so of the fact's.
    assert_eq!(d.inputs.match_frac[2], 0.6);
    // The fact's tuples went through the switch, and their matches came back.
    assert_eq!(got.reports.len(), 1);
    let c = &got.reports[0].counters;
    use netjoin_proto::Counter;
    assert_eq!(c.get(Counter::Probes), n as u64, "{c:?}");
    assert_eq!(c.get(Counter::Matches), n as u64 * 3 / 5, "{c:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
