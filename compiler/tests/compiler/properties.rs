//! Properties of the cost model and the offload choice (Figures 9.4, 9.5).

use netjoin_compiler::optimizer::{evaluate, optimize};
use netjoin_compiler::plan::{
    build_plan, BoundQuery, ColRef, ColumnStats, JoinEdge, OutExpr, OutItem, QueryTable, TableStats,
};
use netjoin_compiler::signature::memory_for;
use netjoin_compiler::CostParams;
use proptest::prelude::*;

/// A star query over tables with these statistics: fact F (table 0) with
/// `dims` foreign keys k_i and a payload m; dimension T_i (table i + 1) with
/// key k_i and value v_i; `SELECT F.m, T_i.v_i FROM F JOIN T_i ON F.k_i = T_i.k_i`.
struct Star {
    query: BoundQuery,
    tables: Vec<TableStats>,
}

fn star_stats(fact_rows: u64, fact_payload: usize, dim_rows: &[u64], dim_value: usize) -> Star {
    let n = dim_rows.len();
    let mut fact = TableStats {
        name: "F".into(),
        rows: fact_rows,
        ..TableStats::default()
    };
    for (i, &r) in dim_rows.iter().enumerate() {
        fact.columns
            .push(ColumnStats::new(&format!("k{i}"), 4).distinct(r.min(fact_rows)));
    }
    fact.columns.push(ColumnStats::new("m", fact_payload));
    let mut tables = vec![fact];
    for (i, &r) in dim_rows.iter().enumerate() {
        tables.push(TableStats {
            name: format!("T{i}"),
            rows: r,
            columns: vec![
                ColumnStats::new(&format!("k{i}"), 4).distinct(r),
                ColumnStats::new(&format!("v{i}"), dim_value),
            ],
            partitioned_by: None,
        });
    }
    let col = |table, column| ColRef { table, column };
    let mut output = vec![OutItem {
        expr: OutExpr::Col(col(0, n)),
        name: "m".into(),
    }];
    output.extend((0..n).map(|i| OutItem {
        expr: OutExpr::Col(col(i + 1, 1)),
        name: format!("v{i}"),
    }));
    let query = BoundQuery {
        tables: tables
            .iter()
            .map(|t| QueryTable {
                alias: t.name.clone(),
                name: t.name.clone(),
            })
            .collect(),
        joins: (0..n)
            .map(|i| JoinEdge {
                left: col(0, i),
                right: col(i + 1, 0),
            })
            .collect(),
        filters: vec![],
        group_by: vec![],
        output,
        order_by: vec![],
        limit: None,
        aggregate: false,
    };
    Star { query, tables }
}

fn plan(s: &Star, p: &CostParams) -> netjoin_compiler::Optimized {
    optimize(
        build_plan(&s.query, &s.tables, p.workers).unwrap(),
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
        let s = star_stats(fact, payload, &dims, value);
        let p = CostParams { workers, switch_memory_bytes: mem_mib << 20, ..CostParams::default() };
        let o = plan(&s, &p);
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
        let s = star_stats(fact, 8, &dims, value);
        let p = CostParams { switch_memory_bytes: mem_mib << 20, ..CostParams::default() };
        let o = plan(&s, &p);
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
            let s = star_stats(dim * factor / 10 + 1, 16, &[dim, dim], 6);
            let o = plan(&s, &p);
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
        let s = star_stats(10_000, 4 * n + 4 - 4 * n, &vec![10_000; n], 4);
        let o = plan(&s, &p);
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
    let s = star_stats(100_000_000, 4, &dims, 4);
    let p = CostParams::default();
    let o = plan(&s, &p);
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
    // A(k, m) ⋈ B(k, v): 1e6 fact rows of 16 B, 1e4 dimension rows of 8 B.
    let two = |skew: Option<Vec<f64>>| {
        let mut s = star_stats(1_000_000, 12, &[10_000], 4);
        s.tables[0].columns[0].skew = skew;
        s
    };
    let p = CostParams::default();
    let uni = plan(&two(None), &p);
    let sk = plan(&two(Some(vec![0.8, 0.13, 0.05, 0.02])), &p);
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
    // A(k, m): 1e5 rows of 4 + 28 B; B(k, v): 1e4 rows of 4 + 6 B.
    let two = |part: Option<usize>| {
        let mut s = star_stats(100_000, 28, &[10_000], 6);
        for t in &mut s.tables {
            t.partitioned_by = part;
            for c in &mut t.columns {
                c.distinct = None;
            }
        }
        s
    };
    let p = CostParams::default();
    let plain = plan(&two(None), &p);
    let co = plan(&two(Some(0)), &p);
    assert_eq!(plain.classical().total.bytes, 0.75 * (3.2e6 + 1e5));
    assert_eq!(co.classical().total.bytes, 0.0);
    assert!(co.chosen().offload.is_empty());
}

/// Selections: a filter on a dimension's value shrinks its term by the
/// estimated selectivity (equality: 1 / distinct; a range: its share of
/// [min, max]).
#[test]
fn filters_shrink_the_filtered_relation() {
    use netjoin_compiler::plan::{CmpOp, Pred};
    let mut s = star_stats(100_000, 28, &[10_000], 6);
    let p = CostParams::default();
    let all = plan(&s, &p).classical().total.bytes;
    s.tables[1].columns[1].distinct = Some(100);
    s.query.filters = vec![Pred::Cmp(
        ColRef {
            table: 1,
            column: 1,
        },
        CmpOp::Eq,
        7,
    )];
    let o = plan(&s, &p);
    assert_eq!(o.plan.rels[1].selectivity, 0.01);
    // B's term: 1e4 rows · 10 B → 1e2 rows · 10 B, shuffled 3/4.
    assert!(
        (all - o.classical().total.bytes - 0.75 * (1e5 - 1e3)).abs() < 1e-6,
        "{all} {}",
        o.classical().total.bytes
    );
    s.tables[1].columns[1].min = Some(0);
    s.tables[1].columns[1].max = Some(99);
    s.query.filters = vec![Pred::Cmp(
        ColRef {
            table: 1,
            column: 1,
        },
        CmpOp::Lt,
        25,
    )];
    assert_eq!(plan(&s, &p).plan.rels[1].selectivity, 0.25);
}

/// A distributed engine's stage rounds: each shuffled join waits for one,
/// the switch join for two (its build and its probe stage); bytes do not
/// change.
#[test]
fn stage_rounds_price_shuffles_and_the_switch_join() {
    let s = star_stats(20_000, 4, &[10_000; 3], 4);
    let p0 = CostParams {
        workers: 4,
        link_bytes_per_s: 300e6 / 8.0,
        objective: netjoin_compiler::Objective::Time,
        ..CostParams::default()
    };
    let o = plan(&s, &p0);
    let all = [0, 1, 2];
    let c0 = evaluate(&o.plan, &all, &crate::wide_catalog(), &p0);
    let p = CostParams {
        stage_seconds: 0.01,
        ..p0.clone()
    };
    let c = evaluate(&o.plan, &all, &crate::wide_catalog(), &p);
    assert!((c.shuffle_same.seconds - c0.shuffle_same.seconds - 0.03).abs() < 1e-12);
    assert!((c.inp.seconds - c0.inp.seconds - 0.02).abs() < 1e-12);
    assert_eq!(c.inp.bytes, c0.inp.bytes);
    assert_eq!(c.shuffle_same.bytes, c0.shuffle_same.bytes);
    // One join offloaded, two shuffled after it: four rounds in all.
    let one = evaluate(&o.plan, &[0], &crate::wide_catalog(), &p);
    let one0 = evaluate(&o.plan, &[0], &crate::wide_catalog(), &p0);
    assert!((one.total.seconds - one0.total.seconds - 0.04).abs() < 1e-12);
}

/// A cluster's time calibration maps the model's work per strategy: the
/// plan without the switch by the shuffle's fit, a plan with the switch by
/// the switch join's fit plus the shuffled joins after it at the shuffle's
/// (without its fixed part); bytes do not change. Every shuffled join is a
/// stage round, the switch join two.
#[test]
fn a_time_calibration_maps_each_strategy_by_its_own_fit() {
    use netjoin_compiler::cost::{LinearFit, TimeCalibration};
    let s = star_stats(20_000, 4, &[10_000; 3], 4);
    let p0 = CostParams {
        workers: 4,
        link_bytes_per_s: 300e6 / 8.0,
        objective: netjoin_compiler::Objective::Time,
        stage_seconds: 0.01,
        ..CostParams::default()
    };
    let o = plan(&s, &p0);
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
    let cat = crate::wide_catalog();
    let none0 = evaluate(&o.plan, &[], &cat, &p0);
    let none = evaluate(&o.plan, &[], &cat, &p);
    assert_eq!(none0.total.work.rounds, 3.0);
    let w = none0.total.work;
    assert!(w.build_rows > 0.0 && w.probe_rows > 0.0 && w.link_s > 0.0);
    assert!((none.total.seconds - cal.shuffle.apply(&none0.total.work)).abs() < 1e-12);
    let one0 = evaluate(&o.plan, &[0], &cat, &p0);
    let one = evaluate(&o.plan, &[0], &cat, &p);
    assert_eq!((one0.inp.work.rounds, one0.rest.work.rounds), (2.0, 2.0));
    let want = cal.inp.apply(&one0.inp.work) + cal.shuffle.marginal(&one0.rest.work);
    assert!(one0.rest.seconds > 0.0 && (one.total.seconds - want).abs() < 1e-12);
    assert_eq!(one.total.bytes, one0.total.bytes);
    assert_eq!(none.total.bytes, none0.total.bytes);
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
}
