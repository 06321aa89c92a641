//! Properties of the cost model and the offload choice (Figures 9.4, 9.5).

use netjoin_compiler::catalog::Catalog;
use netjoin_compiler::optimizer::{evaluate, optimize};
use netjoin_compiler::plan::build_plan;
use netjoin_compiler::signature::memory_for;
use netjoin_compiler::sql::parse_and_bind;
use netjoin_compiler::CostParams;
use proptest::prelude::*;

/// A star schema in the stats format: fact F with `dims` foreign keys.
fn star_stats(
    fact_rows: u64,
    fact_payload: usize,
    dim_rows: &[u64],
    dim_value: usize,
) -> (Catalog, String) {
    let mut s = format!("[tables.F]\nrows = {fact_rows}\ncolumns = [\n");
    for i in 0..dim_rows.len() {
        s += &format!(
            "  {{ name = \"k{i}\", type = \"int\", bytes = 4, distinct = {} }},\n",
            dim_rows[i].min(fact_rows)
        );
    }
    s += &format!("  {{ name = \"m\", type = \"int\", bytes = {fact_payload} }},\n]\n");
    for (i, r) in dim_rows.iter().enumerate() {
        s += &format!(
            "[tables.T{i}]\nrows = {r}\ncolumns = [ {{ name = \"k{i}\", type = \"int\", bytes = 4, distinct = {r} }}, {{ name = \"v{i}\", type = \"int\", bytes = {dim_value} }} ]\n"
        );
    }
    let mut sql = "SELECT F.m".to_string();
    for i in 0..dim_rows.len() {
        sql += &format!(", T{i}.v{i}");
    }
    sql += " FROM F";
    for i in 0..dim_rows.len() {
        sql += &format!(" JOIN T{i} ON F.k{i} = T{i}.k{i}");
    }
    (Catalog::from_stats_toml(&s).unwrap(), sql)
}

fn plan(cat: &Catalog, sql: &str, p: &CostParams) -> netjoin_compiler::Optimized {
    let q = parse_and_bind(sql, cat).unwrap();
    optimize(
        build_plan(&q, cat, p.workers).unwrap(),
        &crate::wide_catalog(),
        p,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// I = ∅ is always a feasible candidate, and the choice is never worse.
    #[test]
    fn empty_set_always_considered(
        fact in 1u64..5_000_000, payload in 1usize..40,
        dims in proptest::collection::vec(1u64..50_000_000, 1..5), value in 1usize..40,
        workers in 1usize..9, mem_mib in 1u64..9000,
    ) {
        let (cat, sql) = star_stats(fact, payload, &dims, value);
        let p = CostParams { workers, switch_memory_bytes: mem_mib << 20, ..CostParams::default() };
        let o = plan(&cat, &sql, &p);
        let empty = o.candidates.iter().find(|c| c.offload.is_empty()).expect("∅ is a candidate");
        prop_assert!(empty.feasible);
        prop_assert!(o.chosen().total.effective_bytes <= empty.total.effective_bytes * (1.0 + 1e-12));
        prop_assert_eq!(o.candidates.len(), 1 << o.eligible.len());
    }

    /// The chosen pipeline's tables always fit the switch memory.
    #[test]
    fn memory_limit_never_exceeded(
        fact in 1_000u64..100_000_000, dims in proptest::collection::vec(1u64..200_000_000, 1..5),
        value in 1usize..100, mem_mib in 1u64..9000,
    ) {
        let (cat, sql) = star_stats(fact, 8, &dims, value);
        let p = CostParams { switch_memory_bytes: mem_mib << 20, ..CostParams::default() };
        let o = plan(&cat, &sql, &p);
        for c in o.candidates.iter().filter(|c| c.feasible && !c.offload.is_empty()) {
            let choice = c.signature.as_ref().unwrap().choice.as_ref().unwrap();
            prop_assert!(choice.memory_bytes <= p.switch_memory_bytes);
            let (_, mem) = memory_for(&choice.signature, c.signature.as_ref().unwrap().requirement.max_build_rows, &p);
            prop_assert_eq!(mem, choice.memory_bytes);
            // Every offloaded table fits the bucket array.
            for &s in &c.offload {
                let rows = o.plan.rels[o.plan.steps[s].table].rows_filtered();
                let g = choice.signature.geometry();
                prop_assert!(rows <= ((1u64 << choice.bucket_bits) * g.slots as u64) as f64);
            }
        }
    }

    /// Figure 9.4: the in-network advantage grows with the fact's share.
    #[test]
    fn advantage_grows_with_fact_size(dim in 1_000u64..1_000_000, f1 in 1u64..1000, f2 in 1u64..1000, workers in 2usize..9) {
        let (lo, hi) = (f1.min(f2), f1.max(f2));
        let p = CostParams { workers, ..CostParams::default() };
        let adv = |factor: u64| {
            let (cat, sql) = star_stats(dim * factor / 10 + 1, 16, &[dim, dim], 6);
            let o = plan(&cat, &sql, &p);
            let all = evaluate(&o.plan, &[0, 1], &crate::wide_catalog(), &p);
            all.shuffle_same.bytes - all.inp.bytes
        };
        prop_assert!(adv(hi) >= adv(lo) - 1e-6);
    }
}

/// Figure 9.5: with equal relation costs the advantage grows with the number
/// of joins; INP ties at two joins and wins from three on (N = 4).
#[test]
fn advantage_grows_with_number_of_joins() {
    let p = CostParams::default();
    let mut last = f64::NEG_INFINITY;
    for n in 1..=6usize {
        // Equal c_rel: fact and dimensions 10000 rows of 8 B each.
        let (cat, sql) = star_stats(10_000, 4 * n + 4 - 4 * n, &vec![10_000; n], 4);
        let o = plan(&cat, &sql, &p);
        let all: Vec<usize> = (0..n).collect();
        let c = evaluate(&o.plan, &all, &crate::wide_catalog(), &p);
        let adv = c.shuffle_same.bytes - c.inp.bytes;
        assert!(adv > last, "n = {n}: advantage {adv} not above {last}");
        if n == 1 {
            assert!(adv < 0.0, "one join: classical is cheaper");
        }
        last = adv;
    }
    assert!(last > 0.0);
}

/// Beyond 12 offloadable joins the greedy search is used; it still considers
/// I = ∅ and respects memory.
#[test]
fn greedy_search_for_large_plans() {
    let dims = vec![1_000_000u64; 14];
    let (cat, sql) = star_stats(100_000_000, 4, &dims, 4);
    let p = CostParams::default();
    let o = plan(&cat, &sql, &p);
    assert_eq!(o.search, "greedy");
    assert!(o.candidates[0].offload.is_empty() && o.candidates[0].feasible);
    assert!(o.chosen().total.effective_bytes <= o.candidates[0].total.effective_bytes);
    // The built-in catalog has at most 4 tables per pipeline.
    assert!(o.chosen().offload.len() <= 4);
    assert!(!o.chosen().offload.is_empty());
}

/// Skew amplifies the classical cost, not the in-network one.
#[test]
fn skew_amplifies_shuffle_only() {
    let base = "[tables.A]\nrows = 1000000\ncolumns = [ { name = \"k\", type = \"int\", bytes = 4, distinct = 10000 SKEW }, { name = \"m\", type = \"int\", bytes = 12 } ]\n\
                [tables.B]\nrows = 10000\ncolumns = [ { name = \"k\", type = \"int\", bytes = 4, distinct = 10000 }, { name = \"v\", type = \"int\", bytes = 4 } ]\n";
    let sql = "SELECT A.m, B.v FROM A JOIN B ON A.k = B.k";
    let p = CostParams::default();
    let uni = plan(
        &Catalog::from_stats_toml(&base.replace("SKEW", "")).unwrap(),
        sql,
        &p,
    );
    let sk = plan(
        &Catalog::from_stats_toml(&base.replace("SKEW", ", skew = [0.8, 0.13, 0.05, 0.02]"))
            .unwrap(),
        sql,
        &p,
    );
    let (u, s) = (uni.classical(), sk.classical());
    assert_eq!(u.total.bytes, s.total.bytes);
    assert!(s.total.effective_bytes > 3.0 * u.total.effective_bytes * 0.9);
    assert!(s.total.seconds > 2.0 * u.total.seconds);
    let ui = uni
        .candidates
        .iter()
        .find(|c| c.offload.len() == 1)
        .unwrap();
    let si = sk.candidates.iter().find(|c| c.offload.len() == 1).unwrap();
    assert_eq!(ui.inp.effective_bytes, si.inp.effective_bytes);
}

/// Co-partitioned relations drop out of the classical shuffle term.
#[test]
fn co_partitioning_removes_shuffle() {
    let s = |part: &str| {
        format!("[tables.A]\nrows = 100000\n{part}columns = [ {{ name = \"k\", type = \"int\", bytes = 4 }}, {{ name = \"m\", type = \"int\", bytes = 28 }} ]\n\
                [tables.B]\nrows = 10000\n{}columns = [ {{ name = \"k\", type = \"int\", bytes = 4 }}, {{ name = \"v\", type = \"int\", bytes = 6 }} ]\n", part)
    };
    let sql = "SELECT A.m, B.v FROM A JOIN B ON A.k = B.k";
    let p = CostParams::default();
    let plain = plan(&Catalog::from_stats_toml(&s("")).unwrap(), sql, &p);
    let co = plan(
        &Catalog::from_stats_toml(&s("partitioned_by = \"k\"\n")).unwrap(),
        sql,
        &p,
    );
    assert_eq!(plain.classical().total.bytes, 0.75 * (3.2e6 + 1e5));
    assert_eq!(co.classical().total.bytes, 0.0);
    assert!(co.chosen().offload.is_empty());
}
