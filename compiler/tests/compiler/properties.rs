//! Properties of the cost model and the offload choice (Figures 9.4, 9.5),
//! through the production path: star-join SQL planned by DataFusion over
//! tables known by their statistics (a statistics file) or by their data
//! (Parquet files, which the rule samples), priced and decided by the
//! star-join rule.

use netjoin_compiler::cli::plan_sql;
use netjoin_compiler::datafusion::arrow::array::{Int64Array, RecordBatch};
use netjoin_compiler::datafusion::arrow::datatypes::{DataType, Field, Schema};
use netjoin_compiler::datafusion::prelude::SessionContext;
use netjoin_compiler::rule::{CandidateNote, Decision};
use netjoin_compiler::session::{new_session_with_decisions, register_table, runtime};
use netjoin_compiler::shuffle_load::ShuffleLoad;
use netjoin_compiler::signature::memory_for;
use netjoin_compiler::stats::{parse_stats, register_stats};
use netjoin_compiler::{CostParams, SessionOptions, Strategy};
use netjoin_proto::Signature;
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The tables of a star query: fact F with foreign keys k_i and a payload
/// m; dimension T_i with key k_i and value v_i.
fn star_toml(fact_rows: u64, payload: usize, dim_rows: &[u64], value: usize) -> String {
    let mut t = format!("[tables.F]\nrows = {fact_rows}\ncolumns = [\n");
    for (i, &r) in dim_rows.iter().enumerate() {
        t += &format!(
            "  {{ name = \"k{i}\", type = \"int\", bytes = 4, distinct = {} }},\n",
            r.min(fact_rows)
        );
    }
    t += &format!("  {{ name = \"m\", type = \"int\", bytes = {payload} }},\n]\n");
    for (i, &r) in dim_rows.iter().enumerate() {
        t += &format!(
            "[tables.T{i}]\nrows = {r}\ncolumns = [\n  {{ name = \"k{i}\", type = \"int\", bytes = 4, distinct = {r} }},\n  {{ name = \"v{i}\", type = \"int\", bytes = {value} }},\n]\n"
        );
    }
    t
}

/// `SELECT F.m, T_i.v_i FROM F JOIN T_i ON F.k_i = T_i.k_i ...`, with
/// `filter` as its WHERE clause.
fn star_sql(dims: usize, filter: &str) -> String {
    let mut cols = vec!["F.m".to_string()];
    let mut from = "F".to_string();
    for i in 0..dims {
        cols.push(format!("T{i}.v{i}"));
        from += &format!(" JOIN T{i} ON F.k{i} = T{i}.k{i}");
    }
    let w = if filter.is_empty() {
        String::new()
    } else {
        format!(" WHERE {filter}")
    };
    format!("SELECT {} FROM {from}{w}", cols.join(", "))
}

fn options(p: &CostParams, strategy: Strategy) -> SessionOptions {
    SessionOptions {
        workers: p.workers,
        strategy,
        signatures: Some(crate::wide_catalog()),
        cost: p.clone(),
        ..SessionOptions::default()
    }
}

/// The rule's decision for the one star join of `sql` over the tables
/// `register` adds.
fn decide_with<F, Fut>(opts: &SessionOptions, sql: &str, register: F) -> Decision
where
    F: FnOnce(SessionContext) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let rt = runtime(1).unwrap();
    rt.block_on(async {
        let (ctx, decisions) = new_session_with_decisions(opts).await.unwrap();
        register(ctx.clone()).await;
        plan_sql(&ctx, sql).await.unwrap();
        let all = decisions.unwrap().lock().unwrap().clone();
        let priced: Vec<Decision> = all.into_iter().filter(|d| !d.dims.is_empty()).collect();
        assert_eq!(priced.len(), 1, "{priced:#?}");
        priced.into_iter().next().unwrap()
    })
}

fn decide(toml: &str, sql: &str, opts: &SessionOptions) -> Decision {
    let tables = parse_stats(toml).unwrap();
    decide_with(opts, sql, move |ctx| async move {
        register_stats(&ctx, tables).unwrap()
    })
}

fn empty(d: &Decision) -> &CandidateNote {
    let c = &d.candidates[0];
    assert!(c.set.is_empty());
    c
}

fn set<'a>(d: &'a Decision, names: &[&str]) -> &'a CandidateNote {
    d.candidates
        .iter()
        .find(|c| c.set == names)
        .unwrap_or_else(|| panic!("no candidate {names:?} in {d:#?}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// I = ∅ is always a feasible candidate, every subset of the chain is
    /// priced, and the choice is never worse than ∅.
    #[test]
    fn every_subset_priced_and_the_choice_never_worse_than_none(
        factor in 1u64..50, payload in 1usize..40,
        dims in proptest::collection::vec(1u64..50_000_000, 1..5), value in 1usize..40,
        workers in 1usize..9, mem_mib in 1u64..9000,
    ) {
        let fact = dims.iter().max().unwrap() * factor + 1;
        let p = CostParams { workers, switch_memory_bytes: mem_mib << 20, ..CostParams::default() };
        let d = decide(&star_toml(fact, payload, &dims, value), &star_sql(dims.len(), ""), &options(&p, Strategy::Auto));
        let none = empty(&d);
        prop_assert!(none.feasible);
        prop_assert_eq!(d.candidates.len(), 1 << dims.len());
        let chosen: Vec<String> = d.offloaded.clone();
        let c = set(&d, &chosen.iter().map(String::as_str).collect::<Vec<_>>());
        prop_assert!(c.feasible);
        prop_assert!(c.bytes <= none.bytes * (1.0 + 1e-12) || d.objective != "bytes");
    }

    /// Every feasible candidate's tables fit the switch memory and its
    /// bucket arrays hold its dimensions.
    #[test]
    fn memory_limit_never_exceeded(
        factor in 1u64..20, dims in proptest::collection::vec(1u64..200_000_000, 1..5),
        value in 1usize..100, mem_mib in 1u64..9000,
    ) {
        let fact = dims.iter().max().unwrap() * factor + 1;
        let p = CostParams { switch_memory_bytes: mem_mib << 20, ..CostParams::default() };
        let d = decide(&star_toml(fact, 8, &dims, value), &star_sql(dims.len(), ""), &options(&p, Strategy::Auto));
        for c in d.candidates.iter().filter(|c| c.feasible && !c.set.is_empty()) {
            let sig = Signature::parse_id(c.signature.as_deref().unwrap()).unwrap();
            let mem = c.memory_bytes.unwrap();
            prop_assert!(mem <= p.switch_memory_bytes);
            let rows: Vec<u64> = c.set.iter().map(|t| dims[t[1..].parse::<usize>().unwrap()]).collect();
            let most = *rows.iter().max().unwrap() as f64;
            let (bits, want) = memory_for(&sig, most, &p);
            prop_assert_eq!((bits, want), (c.bucket_bits.unwrap(), mem));
            let slots = sig.geometry().slots as u64;
            for r in rows {
                prop_assert!(r <= (1u64 << bits) * slots);
            }
        }
    }

    /// Figure 9.4: the in-network advantage grows with the fact's share.
    #[test]
    fn advantage_grows_with_fact_size(dim in 1_000u64..1_000_000, f1 in 10u64..1000, f2 in 10u64..1000, workers in 2usize..9) {
        let (lo, hi) = (f1.min(f2), f1.max(f2));
        let p = CostParams { workers, ..CostParams::default() };
        let adv = |factor: u64| {
            let d = decide(&star_toml(dim * factor / 10, 16, &[dim, dim], 6), &star_sql(2, ""), &options(&p, Strategy::Inp));
            assert_eq!(d.offloaded, ["T0", "T1"]);
            d.c_shuffle - d.c_inp
        };
        prop_assert!(adv(hi) >= adv(lo) - 1e-6);
    }
}

/// Figure 9.5: with equal relation costs the advantage grows with the number
/// of joins; the switch loses with one join and wins with four (N = 4).
#[test]
fn advantage_grows_with_number_of_joins() {
    let p = CostParams::default();
    let mut last = f64::NEG_INFINITY;
    for n in 1..=4usize {
        // Equal c_rel: fact and dimensions 10000 rows of 8 B each.
        let d = decide(
            &star_toml(10_000, 4, &vec![10_000; n], 4),
            &star_sql(n, ""),
            &options(&p, Strategy::Inp),
        );
        assert_eq!(d.offloaded.len(), n);
        let adv = d.c_shuffle - d.c_inp;
        assert!(adv > last, "n = {n}: advantage {adv} not above {last}");
        if n == 1 {
            assert!(adv < 0.0, "one join: classical is cheaper");
        }
        last = adv;
    }
    assert!(last > 0.0);
}

/// Beyond `MAX_SUBSET_JOINS` joins only the bottom-most prefixes are
/// priced; ∅ is still one, and the choice respects the pipelines' tables.
#[test]
fn long_chains_price_their_prefixes() {
    let m = netjoin_compiler::rule::MAX_SUBSET_JOINS + 2;
    let dims = vec![1_000_000u64; m];
    let d = decide(
        &star_toml(100_000_000, 4, &dims, 4),
        &star_sql(m, ""),
        &options(&CostParams::default(), Strategy::Auto),
    );
    assert_eq!(d.candidates.len(), m + 1);
    for (k, c) in d.candidates.iter().enumerate() {
        let want: Vec<String> = (0..k).map(|i| format!("T{i}")).collect();
        assert_eq!(c.set, want);
    }
    assert!(empty(&d).feasible);
    // The catalog has at most 4 tables per pipeline.
    assert!(!d.offloaded.is_empty() && d.offloaded.len() <= 4, "{d:#?}");
}

/// A scratch directory of this test process.
fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("netjoin-properties-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Writes int64 columns as a Parquet file.
pub fn write_parquet(path: &Path, cols: &[(&str, Vec<i64>)]) {
    use netjoin_compiler::datafusion::parquet::arrow::ArrowWriter;
    let schema = Arc::new(Schema::new(
        cols.iter()
            .map(|(n, _)| Field::new(*n, DataType::Int64, false))
            .collect::<Vec<_>>(),
    ));
    let arrays = cols
        .iter()
        .map(|(_, v)| Arc::new(Int64Array::from(v.clone())) as _)
        .collect();
    let batch = RecordBatch::try_new(schema.clone(), arrays).unwrap();
    let mut w = ArrowWriter::try_new(std::fs::File::create(path).unwrap(), schema, None).unwrap();
    w.write(&batch).unwrap();
    w.close().unwrap();
}

/// F(k0, m) with `keys` and T0(k0, v0 = k0 % 100) with keys 0..dim_rows,
/// as Parquet; the rule's decision for `sql` over them.
fn decide_on_data(
    name: &str,
    keys: Vec<i64>,
    dim_rows: i64,
    sql: &str,
    opts: &SessionOptions,
) -> Decision {
    let dir = scratch(name);
    let m: Vec<i64> = (0..keys.len() as i64).collect();
    write_parquet(&dir.join("F.parquet"), &[("k0", keys), ("m", m)]);
    let k: Vec<i64> = (0..dim_rows).collect();
    let v: Vec<i64> = k.iter().map(|k| k % 100).collect();
    write_parquet(&dir.join("T0.parquet"), &[("k0", k), ("v0", v)]);
    let (f, t) = (dir.join("F.parquet"), dir.join("T0.parquet"));
    let d = decide_with(opts, sql, |ctx| async move {
        register_table(&ctx, "F", &f).await.unwrap();
        register_table(&ctx, "T0", &t).await.unwrap();
    });
    let _ = std::fs::remove_dir_all(&dir);
    d
}

/// The shares of the rows of `keys` that DataFusion's hash repartitioning
/// into `n` partitions sends to each: the shuffle itself, executed.
fn executed_shares(keys: &[i64], n: usize) -> Vec<f64> {
    let mut counts = vec![0usize; n];
    for d in executed_destinations(keys, n) {
        counts[d.unwrap() as usize] += 1;
    }
    counts
        .iter()
        .map(|&c| c as f64 / keys.len() as f64)
        .collect()
}

/// Skew, sampled from the fact's keys, is the shuffle's own: it amplifies
/// the shuffle's busiest link and not the switch join's.
#[test]
fn sampled_skew_is_the_shuffles_and_amplifies_it_only() {
    let p = CostParams::default();
    let opts = options(&p, Strategy::Auto);
    let sql = star_sql(1, "");
    // 40,000 fact rows (sampled whole): keys spread evenly over 1,000
    // dimension rows, or 70 % of them on one key.
    let even: Vec<i64> = (0..40_000).map(|i| i % 1000).collect();
    let skewed: Vec<i64> = (0..40_000)
        .map(|i| if i % 10 < 7 { 7 } else { i % 1000 })
        .collect();
    let u = decide_on_data("even", even.clone(), 1000, &sql, &opts);
    let s = decide_on_data("skewed", skewed.clone(), 1000, &sql, &opts);
    for (d, keys) in [(&u, &even), (&s, &skewed)] {
        let want = executed_shares(keys, p.workers)
            .into_iter()
            .fold(0.0, f64::max);
        assert!(
            (d.inputs.shuffles.from_even[0].max_held - want).abs() < 1e-12,
            "{d:#?} {want}"
        );
        assert_eq!(d.inputs.fact_rows, 40_000.0);
        assert_eq!(d.inputs.match_frac, [1.0]);
    }
    assert!(s.inputs.shuffles.from_even[0].max_held > 0.7);
    assert!(
        s.inputs.notes.iter().any(|n| n.contains("skewed")),
        "{s:#?}"
    );
    let (un, sn) = (empty(&u), empty(&s));
    assert_eq!(un.bytes, sn.bytes);
    assert!(
        sn.seconds > 2.0 * un.seconds,
        "{} {}",
        sn.seconds,
        un.seconds
    );
    let (ui, si) = (set(&u, &["T0"]), set(&s, &["T0"]));
    assert_eq!((ui.bytes, ui.seconds), (si.bytes, si.seconds));
}

/// Each fact row's worker under a hash shuffle on `keys`: DataFusion's
/// repartitioning executed, the rows followed by their position.
fn executed_destinations(keys: &[i64], n: usize) -> Vec<Option<u32>> {
    use netjoin_compiler::datafusion::datasource::memory::MemorySourceConfig;
    use netjoin_compiler::datafusion::physical_expr::expressions::Column;
    use netjoin_compiler::datafusion::physical_plan::repartition::RepartitionExec;
    use netjoin_compiler::datafusion::physical_plan::{collect_partitioned, Partitioning};
    let schema = Arc::new(Schema::new(vec![
        Field::new("k", DataType::Int64, false),
        Field::new("row", DataType::Int64, false),
    ]));
    let rows: Vec<i64> = (0..keys.len() as i64).collect();
    let batch = RecordBatch::try_new(
        schema.clone(),
        vec![
            Arc::new(Int64Array::from(keys.to_vec())),
            Arc::new(Int64Array::from(rows)),
        ],
    )
    .unwrap();
    let src = MemorySourceConfig::try_new_exec(&[vec![batch]], schema, None).unwrap();
    let rep = RepartitionExec::try_new(
        src,
        Partitioning::Hash(vec![Arc::new(Column::new("k", 0))], n),
    )
    .unwrap();
    let parts = runtime(1)
        .unwrap()
        .block_on(collect_partitioned(
            Arc::new(rep),
            SessionContext::new().task_ctx(),
        ))
        .unwrap();
    let mut to = vec![None; keys.len()];
    for (p, batches) in parts.iter().enumerate() {
        for b in batches {
            let r = b.column(1).as_any().downcast_ref::<Int64Array>().unwrap();
            for i in r.values() {
                to[*i as usize] = Some(p as u32);
            }
        }
    }
    to
}

/// A chain's second shuffle starts where its first put the rows, as the
/// sample's rows tell: with the fact's two keys skewed alike (the same hot
/// worker), the second moves nothing; with the second spread evenly, the
/// hot worker sends most of what it holds. Both loads are those of the
/// executed repartitions, and the alike chain is the cheaper shuffle.
#[test]
fn a_second_shuffle_starts_where_the_first_put_the_rows() {
    let p = CostParams::default();
    let opts = options(&p, Strategy::Auto);
    let sql = star_sql(2, "");
    let k0: Vec<i64> = (0..40_000)
        .map(|i| if i % 10 < 7 { 7 } else { i % 1000 })
        .collect();
    let even: Vec<i64> = (0..40_000).map(|i| (i * 7919) % 1000).collect();
    let decide = |name: &str, k1: &[i64]| {
        let dir = scratch(name);
        let m: Vec<i64> = (0..k0.len() as i64).collect();
        write_parquet(
            &dir.join("F.parquet"),
            &[("k0", k0.clone()), ("k1", k1.to_vec()), ("m", m)],
        );
        for t in 0..2 {
            let k: Vec<i64> = (0..1000).collect();
            let v: Vec<i64> = k.iter().map(|k| k % 100).collect();
            let (kn, vn) = (format!("k{t}"), format!("v{t}"));
            write_parquet(
                &dir.join(format!("T{t}.parquet")),
                &[(kn.as_str(), k), (vn.as_str(), v)],
            );
        }
        let d = decide_with(&opts, &sql, |ctx| {
            let dir = dir.clone();
            async move {
                for t in ["F", "T0", "T1"] {
                    register_table(&ctx, t, &dir.join(format!("{t}.parquet")))
                        .await
                        .unwrap();
                }
            }
        });
        let _ = std::fs::remove_dir_all(&dir);
        d
    };
    let alike = decide("alike", &k0);
    let spread = decide("spread", &even);
    let n = p.workers;
    let d0 = executed_destinations(&k0, n);
    for (d, k1) in [(&alike, &k0), (&spread, &even)] {
        let want = ShuffleLoad::between(&d0, &executed_destinations(k1, n), n).unwrap();
        let got = d.inputs.shuffles.between[0][1];
        for (g, w) in [
            (got.max_in, want.max_in),
            (got.max_out, want.max_out),
            (got.max_held, want.max_held),
        ] {
            assert!((g - w).abs() < 1e-12, "{got:?} {want:?}");
        }
    }
    let a = alike.inputs.shuffles.between[0][1];
    assert_eq!((a.max_in, a.max_out), (0.0, 0.0));
    let s = spread.inputs.shuffles.between[0][1];
    assert!(s.max_out > 0.5, "{s:?}");
    assert!(
        empty(&alike).seconds < empty(&spread).seconds,
        "{} {}",
        empty(&alike).seconds,
        empty(&spread).seconds
    );
}

/// A process keeps samples and a chain's inputs by what they were computed
/// from: the same query over a rewritten file, or with another literal in
/// its filter, is priced on what it reads now.
#[test]
fn kept_inputs_follow_the_files_and_the_filters() {
    let p = CostParams::default();
    let opts = options(&p, Strategy::Auto);
    let even: Vec<i64> = (0..40_000).map(|i| i % 1000).collect();
    let skewed: Vec<i64> = (0..40_000)
        .map(|i| if i % 10 < 7 { 7 } else { i % 1000 })
        .collect();
    let sql = star_sql(1, "");
    let held = |d: &Decision| d.inputs.shuffles.from_even[0].max_held;
    let first = decide_on_data("kept", even.clone(), 1000, &sql, &opts);
    let again = decide_on_data("kept", even.clone(), 1000, &sql, &opts);
    let rewritten = decide_on_data("kept", skewed, 1000, &sql, &opts);
    assert!(held(&first) < 0.3, "{first:#?}");
    assert_eq!(held(&first), held(&again));
    assert!(held(&rewritten) > 0.7, "{rewritten:#?}");
    for (filter, kept) in [("T0.v0 < 10", 0.1), ("T0.v0 < 50", 0.5)] {
        let d = decide_on_data("kept", even.clone(), 1000, &star_sql(1, filter), &opts);
        assert!(
            (d.inputs.match_frac[0] - kept).abs() < 1e-9,
            "{filter}: {:?}",
            d.inputs.match_frac
        );
    }
}

/// A filter's selectivity and the fraction of fact rows that find a row
/// are read from the data: T0's filter keeps 10 of 1,000 rows, so 1 % of
/// the fact's rows match, and T0's shuffled term shrinks by the rows the
/// filter drops.
#[test]
fn filters_and_matches_are_read_from_the_data() {
    let p = CostParams::default();
    let opts = options(&p, Strategy::Auto);
    let keys: Vec<i64> = (0..20_000).map(|i| i % 1000).collect();
    let all = decide_on_data("all", keys.clone(), 1000, &star_sql(1, ""), &opts);
    let eq = decide_on_data("eq", keys.clone(), 1000, &star_sql(1, "T0.v0 = 7"), &opts);
    let lt = decide_on_data("lt", keys, 1000, &star_sql(1, "T0.v0 < 25"), &opts);
    assert_eq!(all.inputs.dim_rows, [1000.0]);
    assert_eq!(eq.inputs.dim_rows, [10.0]);
    assert_eq!(lt.inputs.dim_rows, [250.0]);
    assert_eq!(eq.inputs.match_frac, [0.01]);
    assert_eq!(lt.inputs.match_frac, [0.25]);
    // T0's term: 1,000 → 10 rows of k0 and v0 (16 B), shuffled 3/4; the
    // fact's is the same.
    let drop = empty(&all).bytes - empty(&eq).bytes;
    assert!((drop - 0.75 * 990.0 * 16.0).abs() < 1e-6, "{drop}");
    assert!(eq
        .inputs
        .notes
        .iter()
        .any(|n| n.contains("counted on all 1000 rows")));
}

/// Co-partitioned relations (declared by their source) drop out of the
/// shuffle.
#[test]
fn co_partitioning_removes_shuffle() {
    let p = CostParams::default();
    let plain = star_toml(100_000, 28, &[10_000], 6);
    let part = plain
        .replace(
            "[tables.F]\n",
            "[tables.F]\npartitioned_by = \"k0\"\npartitions = 4\n",
        )
        .replace(
            "[tables.T0]\n",
            "[tables.T0]\npartitioned_by = \"k0\"\npartitions = 4\n",
        );
    let opts = options(&p, Strategy::Auto);
    let a = decide(&plain, &star_sql(1, ""), &opts);
    let b = decide(&part, &star_sql(1, ""), &opts);
    // F: 1e5 rows of k0 and m (4 + 28 B); T0: 1e4 rows of k0 and v0 (4 + 6 B).
    assert_eq!(empty(&a).bytes, 0.75 * (3.2e6 + 1e5));
    assert_eq!(b.inputs.fact_partitioned_on, Some(0));
    assert_eq!(b.inputs.dim_partitioned_on, [Some(0)]);
    assert_eq!(empty(&b).bytes, 0.0);
    assert!(b.offloaded.is_empty());
}

/// A distributed engine's stage rounds: each shuffled join waits for one,
/// the switch join for two (its build and its probe stage); bytes do not
/// change.
#[test]
fn stage_rounds_price_shuffles_and_the_switch_join() {
    let toml = star_toml(20_000, 4, &[10_000; 3], 4);
    let p0 = CostParams {
        workers: 4,
        link_bytes_per_s: 300e6 / 8.0,
        objective: netjoin_compiler::Objective::Time,
        ..CostParams::default()
    };
    let p = CostParams {
        stage_seconds: 0.01,
        ..p0.clone()
    };
    let d0 = decide(&toml, &star_sql(3, ""), &options(&p0, Strategy::Auto));
    let d = decide(&toml, &star_sql(3, ""), &options(&p, Strategy::Auto));
    for (set, rounds) in [
        (vec![], 3.0),
        (vec!["T0", "T1", "T2"], 2.0),
        // One join offloaded, two shuffled after it: four rounds.
        (vec!["T0"], 4.0),
        (vec!["T1"], 4.0),
    ] {
        let (c0, c) = (self::set(&d0, &set), self::set(&d, &set));
        assert!(
            (c.seconds - c0.seconds - 0.01 * rounds).abs() < 1e-12,
            "{set:?}"
        );
        assert_eq!(c.bytes, c0.bytes);
    }
}

/// A cluster's time calibration maps the model's work per strategy: the
/// plan without the switch by the shuffle's fit, a plan with the switch by
/// the switch join's fit plus the shuffled joins after it at the shuffle's
/// (without its fixed part); bytes do not change.
#[test]
fn a_time_calibration_maps_each_strategy_by_its_own_fit() {
    use netjoin_compiler::cost::{LinearFit, TimeCalibration};
    let toml = star_toml(20_000, 4, &[10_000; 3], 4);
    let p0 = CostParams {
        workers: 4,
        link_bytes_per_s: 300e6 / 8.0,
        objective: netjoin_compiler::Objective::Time,
        stage_seconds: 0.01,
        ..CostParams::default()
    };
    let cal = TimeCalibration {
        source: "test".into(),
        rate_bps: 300_000_000,
        workers: 4,
        stage_seconds: 0.01,
        shuffle: LinearFit {
            fixed_s: 0.3,
            per_link_s: 2.0,
            per_build_row_s: 1e-6,
            per_probe_row_s: 1e-7,
            per_round_s: 0.05,
        },
        inp: LinearFit {
            fixed_s: 0.2,
            per_link_s: 3.0,
            per_build_row_s: 2e-6,
            per_probe_row_s: 2e-7,
            per_round_s: 0.0,
        },
        shuffle_wire_factor: 1.1,
        points: 5,
    };
    let p = CostParams {
        calibration: Some(cal.clone()),
        ..p0.clone()
    };
    let d0 = decide(&toml, &star_sql(3, ""), &options(&p0, Strategy::Auto));
    let d = decide(&toml, &star_sql(3, ""), &options(&p, Strategy::Auto));
    assert_eq!(d0.candidates.len(), d.candidates.len());
    for (c0, c) in d0.candidates.iter().zip(&d.candidates) {
        assert_eq!(c0.set, c.set);
        assert_eq!(c0.bytes, c.bytes);
        let want = if c.set.is_empty() {
            assert_eq!(c.shuffle_work.rounds, 3.0);
            let w = c.shuffle_work;
            assert!(w.build_rows > 0.0 && w.probe_rows > 0.0 && w.link_s > 0.0);
            cal.shuffle.apply(&c.shuffle_work)
        } else {
            assert_eq!(c.switch_work.rounds, 2.0);
            assert_eq!(c.shuffle_work.rounds, (3 - c.set.len()) as f64);
            cal.inp.apply(&c.switch_work) + cal.shuffle.marginal(&c.shuffle_work)
        };
        assert!((c.seconds - want).abs() < 1e-12, "{:?}", c.set);
    }
}

proptest! {
    /// The fit recovers non-negative coefficients from exact points, and
    /// never gives a negative one, nor one worse than the simplest
    /// non-negative fits.
    #[test]
    fn the_calibration_fit_recovers_its_coefficients_and_never_goes_negative(
        coef in proptest::collection::vec(-1.0f64..2.0, 5),
        works in proptest::collection::vec((0.0f64..5.0, 0.0f64..1e6, 0.0f64..1e6, 0u8..6), 8..20),
    ) {
        use netjoin_compiler::cost::{LinearFit, Work};
        let truth = LinearFit {
            fixed_s: coef[0],
            per_link_s: coef[1],
            per_build_row_s: coef[2] * 1e-6,
            per_probe_row_s: coef[3] * 1e-7,
            per_round_s: coef[4] * 0.1,
        };
        let pts: Vec<(Work, f64)> = works
            .iter()
            .map(|&(l, b, r, k)| {
                let w = Work { link_s: l, build_rows: b, probe_rows: r, rounds: k as f64 };
                (w, truth.apply(&w))
            })
            .collect();
        let f = LinearFit::fit(&pts).expect("finite points fit");
        for c in [f.fixed_s, f.per_link_s, f.per_build_row_s, f.per_probe_row_s, f.per_round_s] {
            prop_assert!(c >= 0.0 && c.is_finite(), "{f:?}");
        }
        let sse = |g: &LinearFit| pts.iter().map(|(w, y)| (g.apply(w) - y).powi(2)).sum::<f64>();
        if coef.iter().all(|&c| c >= 0.0) {
            // Exact points of a non-negative truth: found again, up to
            // features that do not vary enough to tell apart.
            prop_assert!(sse(&f) < 1e-9 * (1.0 + sse(&LinearFit::default())), "{f:?} against {truth:?}");
        }
        // Neither no time nor a constant one fits better.
        for g in [LinearFit::default(), LinearFit { fixed_s: pts.iter().map(|p| p.1.max(0.0)).sum::<f64>() / pts.len() as f64, ..LinearFit::default() }] {
            prop_assert!(sse(&f) <= sse(&g) * (1.0 + 1e-9) + 1e-12);
        }
        prop_assert!(LinearFit::fit(&[]).is_none());
    }

    #[test]
    fn the_relative_fit_recovers_exact_points_and_weighs_small_ones_alike(
        coef in proptest::collection::vec(0.01f64..2.0, 2),
        links in proptest::collection::vec(0.01f64..10.0, 6..16),
    ) {
        use netjoin_compiler::cost::{LinearFit, Work};
        let truth = LinearFit { fixed_s: coef[0] * 0.05, per_link_s: coef[1], ..LinearFit::default() };
        let work = |l: f64| Work { link_s: l, ..Work::default() };
        let exact: Vec<(Work, f64)> = links.iter().map(|&l| (work(l), truth.apply(&work(l)))).collect();
        let f = LinearFit::fit_relative(&exact).expect("positive points fit");
        for (w, y) in &exact {
            prop_assert!((f.apply(w) / y - 1.0).abs() < 1e-6, "{f:?} against {truth:?}");
        }
        // The largest point 50 % off: of the two non-negative fits, the
        // relative one has the smaller sum of squared relative errors.
        let mut off = exact.clone();
        let big = off.iter().enumerate().max_by(|a, b| a.1 .1.total_cmp(&b.1 .1)).map(|(i, _)| i).unwrap();
        off[big].1 *= 1.5;
        let rel_err = |g: &LinearFit| off.iter().map(|(w, y)| (g.apply(w) / y - 1.0).powi(2)).sum::<f64>();
        let (r, a) = (LinearFit::fit_relative(&off).unwrap(), LinearFit::fit(&off).unwrap());
        prop_assert!(rel_err(&r) <= rel_err(&a) * (1.0 + 1e-6) + 1e-12, "relative {r:?} absolute {a:?}");
        prop_assert!(LinearFit::fit_relative(&[(work(1.0), 0.0)]).is_none());
    }
}

/// F(k0, m) with `fact_keys` and T0(k0, v0) with `dim_keys`, as Parquet;
/// the rule's decision for the one-join star over them.
fn decide_on_keys(name: &str, fact_keys: Vec<i64>, dim_keys: Vec<i64>) -> Decision {
    let dir = scratch(name);
    let m: Vec<i64> = (0..fact_keys.len() as i64).collect();
    write_parquet(&dir.join("F.parquet"), &[("k0", fact_keys), ("m", m)]);
    let v: Vec<i64> = (0..dim_keys.len() as i64).collect();
    write_parquet(&dir.join("T0.parquet"), &[("k0", dim_keys), ("v0", v)]);
    let (f, t) = (dir.join("F.parquet"), dir.join("T0.parquet"));
    let opts = options(&CostParams::default(), Strategy::Auto);
    let d = decide_with(&opts, &star_sql(1, ""), |ctx| async move {
        register_table(&ctx, "F", &f).await.unwrap();
        register_table(&ctx, "T0", &t).await.unwrap();
    });
    let _ = std::fs::remove_dir_all(&dir);
    d
}

/// A dimension whose keys repeat (4 rows a key) is read as such: each fact
/// row joins 4 rows, and on the switch every probe spills and the rows of a
/// key beyond its bucket's slots overflow. The switch join's work counts
/// both, exactly as the bucket geometry says, where the same star with
/// unique keys has neither.
#[test]
fn duplicate_build_keys_are_read_from_the_data_and_priced_as_spills_and_overflows() {
    let fact: Vec<i64> = (0..20_000).map(|i| i % 1000).collect();
    let unique = decide_on_keys("unique", fact.clone(), (0..1000).collect());
    let repeated = decide_on_keys("repeated", fact, (0..4000).map(|i| i % 1000).collect());
    let i = &unique.inputs;
    assert_eq!(
        (
            i.match_frac[0],
            i.unique_frac[0],
            i.ambiguous_frac[0],
            i.rows_per_key[0]
        ),
        (1.0, 1.0, 0.0, 1.0)
    );
    let i = &repeated.inputs;
    assert_eq!(
        (
            i.match_frac[0],
            i.unique_frac[0],
            i.ambiguous_frac[0],
            i.rows_per_key[0]
        ),
        (4.0, 0.0, 1.0, 4.0)
    );
    assert!(
        i.notes.iter().any(|n| n.contains("find several")),
        "{:#?}",
        i.notes
    );
    let n = CostParams::default().workers as f64;
    for (d, dim_rows) in [(&unique, 1000.0), (&repeated, 4000.0)] {
        let c = set(d, &["T0"]);
        let sig = Signature::parse_id(c.signature.as_deref().expect("a pipeline fits")).unwrap();
        let slots = sig.geometry().slots as f64;
        let per_key = d.inputs.rows_per_key[0];
        let overflow = dim_rows * (1.0 - slots / per_key).max(0.0);
        let w = c.switch_work;
        assert!(
            (w.build_rows * n - (dim_rows + overflow)).abs() < 1e-6,
            "{}: {} build rows, want {} + {overflow}",
            sig.id(),
            w.build_rows * n,
            dim_rows
        );
        // Probes in, then RESULTs (unique) or SPILLs and the 4 rows the
        // host makes of each.
        let probes = 20_000.0;
        let want = if per_key > 1.0 {
            probes + probes + probes * 4.0
        } else {
            probes + probes
        };
        assert!(
            (w.probe_rows * n - want).abs() < 1e-6,
            "{} probe rows, want {want}",
            w.probe_rows * n
        );
    }
    assert!(set(&repeated, &["T0"]).seconds > set(&unique, &["T0"]).seconds);
}

/// A dimension not read whole with more rows than its key's statistics
/// allow distinct keys (TPC-H's partsupp by supplier: 80 rows a key) is
/// priced with its keys repeating, and EXPLAIN says why.
#[test]
fn statistics_that_allow_fewer_keys_than_rows_make_the_keys_repeat() {
    let toml = r#"
[tables.F]
rows = 4000000
columns = [
  { name = "k0", type = "int", bytes = 4, distinct = 10000 },
  { name = "m", type = "int", bytes = 8 },
]
[tables.T0]
rows = 800000
columns = [
  { name = "k0", type = "int", bytes = 4, distinct = 10000 },
  { name = "v0", type = "int", bytes = 8 },
]
"#;
    let d = decide(
        toml,
        &star_sql(1, ""),
        &options(&CostParams::default(), Strategy::Auto),
    );
    let i = &d.inputs;
    assert_eq!(i.rows_per_key, [80.0], "{:#?}", i.notes);
    assert_eq!(i.ambiguous_frac, [1.0]);
    assert_eq!(i.match_frac, [80.0]);
    assert!(
        i.notes
            .iter()
            .any(|n| n.contains("80 rows per key: 8e5 rows, at most 1e4 keys")),
        "{:#?}",
        i.notes
    );
}
