//! `run` results against the independent reference, on generated data, for
//! every feasible offload set I (switch part through the local engine).

mod common;

use common::{reference, tempdir};
use netjoin_compiler::catalog::Catalog;
use netjoin_compiler::exec::{execute, LocalEngine};
use netjoin_compiler::gen::{gen_star, gen_tpch, SkewKind, StarArgs, TpchArgs};
use netjoin_compiler::load::load_table;
use netjoin_compiler::optimizer::force;
use netjoin_compiler::{plan_query, CostParams, SignatureCatalog};
use std::path::Path;

fn catalog(dir: &Path, tables: &[&str], workers: usize) -> Catalog {
    let mut cat = Catalog::new();
    for t in tables {
        cat.add(load_table(t, &dir.join(t), workers).unwrap()).unwrap();
    }
    cat
}

/// Runs `sql` with every feasible offload set and compares with the reference.
fn check_all_sets(cat: &Catalog, sql: &str, workers: usize) -> usize {
    check_all_sets_with(cat, sql, workers, &LocalEngine)
}

fn check_all_sets_with(cat: &Catalog, sql: &str, workers: usize, engine: &dyn netjoin_compiler::exec::StarJoinEngine) -> usize {
    let sigs = SignatureCatalog::builtin();
    let params = CostParams { workers, ..CostParams::default() };
    let o = plan_query(sql, cat, &sigs, &params).unwrap();
    let q = o.plan.query.clone();
    let want = reference(&q, cat);
    assert!(!want.is_empty(), "test query returns nothing: {sql}");
    let ordered = !q.order_by.is_empty();
    let mut checked = 0;
    for c in o.candidates.clone() {
        if !c.feasible {
            continue;
        }
        let names: Vec<&str> = c.tables.iter().map(|s| s.as_str()).collect();
        let forced = force(o.clone(), &names, &sigs).unwrap();
        let res = execute(&forced, cat, engine).unwrap();
        let mut got: Vec<Vec<String>> = res.rows.iter().map(|r| r.iter().map(|c| c.text().to_string()).collect()).collect();
        let mut exp = want.clone();
        if !ordered {
            got.sort();
            exp.sort();
        }
        assert_eq!(got, exp, "I = {} differs from the reference for {sql}", c.set_label());
        assert_eq!(res.report.offloaded, c.tables);
        // The CSV has a header and one line per row.
        assert_eq!(res.to_csv().unwrap().lines().count(), exp.len() + 1);
        checked += 1;
    }
    checked
}

#[test]
fn star_schema_all_offload_sets_match_reference() {
    for (skew, tag) in [(SkewKind::Uniform, "u"), (SkewKind::Paper, "p"), (SkewKind::Zipf, "z")] {
        let dir = tempdir(&format!("star-{tag}"));
        gen_star(&StarArgs { fact_rows: 3000, dims: 3, dim_rows: 300, parts: 4, skew, theta: 1.1, seed: 7, out: dir.clone() })
            .unwrap();
        let cat = catalog(&dir, &["A", "D1", "D2", "D3"], 4);
        let n = check_all_sets(
            &cat,
            "SELECT d1_cat, d3_name, COUNT(*), SUM(a_price), MIN(a_qty), MAX(d2_cat), AVG(a_price) \
             FROM A JOIN D1 ON A.d1_id = D1.d1_id JOIN D2 ON A.d2_id = D2.d2_id, D3 \
             WHERE A.d3_id = D3.d3_id AND d2_cat < 7 AND a_qty BETWEEN 5 AND 40 AND d1_cat IN (1, 2, 3, 5, 8) \
             GROUP BY d1_cat, d3_name",
            4,
        );
        assert_eq!(n, 8, "all 8 subsets of 3 joins are feasible");
        check_all_sets(
            &cat,
            "SELECT a_id, d1_name, d2_cat, a_price FROM A JOIN D1 ON A.d1_id = D1.d1_id JOIN D2 ON A.d2_id = D2.d2_id \
             WHERE d1_name >= 'D1-name-50' AND a_price > 5000.00 ORDER BY a_price DESC, a_id LIMIT 25",
            4,
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}

#[test]
fn csv_tables_and_single_files_are_split_across_workers() {
    let dir = tempdir("csv");
    std::fs::write(dir.join("f.csv"), "id,k,amount,day,tag\n1,10,1.50,2020-01-01,x\n2,11,2.25,2020-01-02,y\n3,10,-3.00,2020-02-01,x\n4,12,4.00,2021-01-01,zz\n5,11,0.75,2020-01-05,y\n").unwrap();
    std::fs::write(dir.join("d.csv"), "k,label,weight\n10,ten,7\n11,eleven,-2\n12,twelve,5\n").unwrap();
    let mut cat = Catalog::new();
    cat.add(load_table("f", &dir.join("f.csv"), 3).unwrap()).unwrap();
    cat.add(load_table("d", &dir.join("d.csv"), 3).unwrap()).unwrap();
    let f = cat.get("f").unwrap();
    assert_eq!(f.rows, 5);
    assert_eq!(f.data.as_ref().unwrap().partitions.len(), 3);
    assert_eq!(f.columns[2].dtype, netjoin_compiler::catalog::DataType::Decimal(2));
    assert_eq!(f.columns[3].dtype, netjoin_compiler::catalog::DataType::Date);
    assert_eq!(f.columns[4].dtype, netjoin_compiler::catalog::DataType::Str);
    let n = check_all_sets(
        &cat,
        "SELECT label, tag, COUNT(*), SUM(amount), MIN(day), MAX(weight), AVG(amount) FROM f JOIN d ON f.k = d.k \
         WHERE day < DATE '2021-01-01' GROUP BY label, tag ORDER BY label, tag",
        3,
    );
    assert_eq!(n, 2);
}

#[test]
fn tpch_star_join_with_filters_and_group_by() {
    let dir = tempdir("tpch");
    gen_tpch(&TpchArgs {
        sf: 0.01,
        parts: 4,
        out: dir.clone(),
        tables: vec!["lineitem".into(), "part".into(), "supplier".into(), "orders".into()],
    })
    .unwrap();
    let cat = catalog(&dir, &["lineitem", "part", "supplier", "orders"], 4);
    assert_eq!(cat.get("supplier").unwrap().rows, 100);
    assert_eq!(cat.get("orders").unwrap().rows, 15000);
    let sql = "SELECT p_brand, o_orderpriority, COUNT(*), SUM(l_extendedprice), MIN(l_shipdate), MAX(s_acctbal), AVG(l_quantity) \
               FROM lineitem JOIN part ON l_partkey = p_partkey JOIN supplier ON l_suppkey = s_suppkey \
               JOIN orders ON l_orderkey = o_orderkey \
               WHERE l_shipdate >= DATE '1995-01-01' AND p_size BETWEEN 10 AND 30 AND o_orderpriority IN ('1-URGENT', '2-HIGH') \
               GROUP BY p_brand, o_orderpriority ORDER BY p_brand, o_orderpriority LIMIT 30";
    // The optimizer offloads all three joins here.
    let o = plan_query(sql, &cat, &SignatureCatalog::builtin(), &CostParams::default()).unwrap();
    assert_eq!(o.chosen().tables.len(), 3, "{}", netjoin_compiler::explain::text(&o));
    let n = check_all_sets(&cat, sql, 4);
    assert_eq!(n, 8);
    std::fs::remove_dir_all(&dir).ok();
}

/// The in-network part on the behavioural switch (netjoin-host), including
/// duplicate-free keys, padding tables and skewed probes.
#[cfg(feature = "host")]
#[test]
fn star_schema_on_the_switch_model_matches_reference() {
    let engine = netjoin_compiler::host_engine::HostEngine::default();
    let dir = tempdir("star-switch");
    gen_star(&StarArgs { fact_rows: 2000, dims: 3, dim_rows: 200, parts: 4, skew: SkewKind::Paper, theta: 1.0, seed: 3, out: dir.clone() })
        .unwrap();
    let cat = catalog(&dir, &["A", "D1", "D2", "D3"], 4);
    let n = check_all_sets_with(
        &cat,
        "SELECT d1_cat, d3_name, COUNT(*), SUM(a_price), MAX(d2_cat), AVG(a_qty) \
         FROM A JOIN D1 ON A.d1_id = D1.d1_id JOIN D2 ON A.d2_id = D2.d2_id JOIN D3 ON A.d3_id = D3.d3_id \
         WHERE d2_cat < 7 GROUP BY d1_cat, d3_name",
        4,
        &engine,
    );
    assert_eq!(n, 8);
    std::fs::remove_dir_all(&dir).ok();
}
