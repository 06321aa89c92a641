//! `netjoin ssb-shapes` on SSB at SF 0.01: the shapes it writes agree with
//! counts taken another way (the calendar, and `netjoin run` on the same
//! data), and with themselves; `netjoin ssb-plot` draws runs and names bad
//! input.

use std::path::Path;

mod common;

use common::{fails, ok, scratch};
use netjoin_rtl::ssb::{QueryShape, Shapes, SsbRun};

/// `SELECT count(*) …` over the SSB tables in `ssb`, by `netjoin run`.
fn count(ssb: &Path, sql: &str) -> u64 {
    let mut args = vec!["run".to_string(), "--workers".into(), "2".into()];
    for t in ["lineorder", "customer", "supplier", "part", "dates"] {
        args.push("--table".into());
        args.push(format!("{t}={}", ssb.join(t).display()));
    }
    args.extend([
        "--sql".into(),
        sql.into(),
        "--strategy".into(),
        "shuffle".into(),
    ]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = ok(&args).0;
    // CSV: a header line, then the count
    out.lines().nth(1).unwrap().trim().parse().unwrap()
}

fn query<'a>(s: &'a Shapes, name: &str) -> &'a QueryShape {
    s.scales[0]
        .queries
        .iter()
        .find(|q| q.query == name)
        .unwrap()
}

#[test]
fn shapes_agree_with_the_calendar_and_with_counts_taken_by_sql() {
    let d = scratch("ssb-shapes");
    let (data, out) = (d.join("data"), d.join("shapes.json"));
    let (ds, os) = (data.display().to_string(), out.display().to_string());
    let e = fails(
        &[
            "ssb-shapes",
            "--sf",
            "0.01",
            "--data",
            &ds,
            "--out",
            &os,
            "--queries",
            "q9.9",
        ],
        1,
    );
    assert!(e.contains("no SSB query `q9.9`"), "{e}");
    let e = fails(&["ssb-shapes", "--sf", "0", "--data", &ds, "--out", &os], 1);
    assert!(e.contains("must be positive"), "{e}");
    assert!(
        !data.exists(),
        "no data is generated for arguments that fail"
    );
    let printed = ok(&[
        "ssb-shapes",
        "--sf",
        "0.01",
        "--data",
        &ds,
        "--out",
        &os,
        "--workers",
        "2",
    ])
    .0;
    assert!(printed.contains("q4.3"), "{printed}");
    let shapes = Shapes::read(&out).expect("a shapes file that passes its own checks");
    assert_eq!(shapes.scales.len(), 1);
    let s = &shapes.scales[0];
    assert_eq!(s.queries.len(), 13);
    let ssb = data.join("sf0.01").join("ssb");

    // Which dimensions each query joins, from its SQL.
    let dims = |q: &str| -> Vec<String> {
        let mut v: Vec<String> = query(&shapes, q)
            .dimensions
            .iter()
            .map(|d| d.table.clone())
            .collect();
        v.sort();
        v
    };
    assert_eq!(dims("q1.1"), ["dates"]);
    assert_eq!(dims("q2.1"), ["dates", "part", "supplier"]);
    assert_eq!(dims("q3.1"), ["customer", "dates", "supplier"]);
    assert_eq!(dims("q4.1"), ["customer", "dates", "part", "supplier"]);

    // Date filters against the calendar: 1993 has 365 days, January 1994
    // 31, week 6 of 1994 seven, 1992..1997 2192, December 1997 31; q2.x
    // has no date filter and keeps all 2557 days.
    let kept = |q: &str, t: &str| {
        let d = query(&shapes, q)
            .dimensions
            .iter()
            .find(|d| d.table == t)
            .unwrap();
        (d.rows_kept, d.rows)
    };
    assert_eq!(kept("q1.1", "dates"), (365, 2557));
    assert_eq!(kept("q1.2", "dates"), (31, 2557));
    assert_eq!(kept("q1.3", "dates"), (7, 2557));
    assert_eq!(kept("q3.1", "dates").0, 366 + 365 + 365 + 365 + 366 + 365);
    assert_eq!(kept("q3.4", "dates").0, 31);
    assert_eq!(kept("q2.1", "dates"), (2557, 2557));
    let q11 = query(&shapes, "q1.1");
    let date = &q11.dimensions[0];
    assert_eq!(
        (date.foreign_key.as_str(), date.key.as_str()),
        ("lo_orderdate", "d_datekey")
    );
    assert_eq!(
        date.kept.runs.as_ref().unwrap().len(),
        12,
        "one run per month of 1993"
    );
    assert_eq!((date.kept.min, date.kept.max), (19930101, 19931231));

    // Counts by SQL on the same data.
    let c = kept("q3.1", "customer");
    assert_eq!(
        c.0,
        count(
            &ssb,
            "SELECT count(*) FROM customer WHERE c_region = 'ASIA'"
        )
    );
    assert_eq!(c.1, count(&ssb, "SELECT count(*) FROM customer"));
    let customer = query(&shapes, "q3.1")
        .dimensions
        .iter()
        .find(|d| d.table == "customer")
        .unwrap();
    assert!(
        customer.keys.dense() && customer.keys.min == 1,
        "TPC-H's keys are 1..=n"
    );
    let fact = count(&ssb, "SELECT count(*) FROM lineorder");
    let q31 = query(&shapes, "q3.1");
    assert_eq!(q31.fact_rows_kept, fact);
    let asia = count(
        &ssb,
        "SELECT count(*) FROM lineorder, customer WHERE lo_custkey = c_custkey AND c_region = 'ASIA'",
    );
    assert!((customer.hit_share - asia as f64 / fact as f64).abs() < 1e-12);
    let joined = count(
        &ssb,
        "SELECT count(*) FROM lineorder, customer, supplier, dates WHERE lo_custkey = c_custkey \
         AND lo_suppkey = s_suppkey AND lo_orderdate = d_datekey AND c_region = 'ASIA' \
         AND s_region = 'ASIA' AND d_year >= 1992 AND d_year <= 1997",
    );
    assert!((q31.joint_share - joined as f64 / fact as f64).abs() < 1e-12);
    assert_eq!(
        q11.fact_rows_kept,
        count(
            &ssb,
            "SELECT count(*) FROM lineorder WHERE lo_discount BETWEEN 1 AND 3 AND lo_quantity < 25"
        )
    );
    assert!(q11.fact_rows_kept < q11.fact_rows);

    // Shares are shares, and the joint share is at most each.
    for q in &s.queries {
        assert!((0.0..=1.0).contains(&q.joint_share), "{q:?}");
        for d in &q.dimensions {
            assert!(
                (0.0..=1.0).contains(&d.hit_share),
                "{} {}",
                q.query,
                d.table
            );
            assert!(
                q.joint_share <= d.hit_share + 1e-12,
                "{} {}",
                q.query,
                d.table
            );
        }
    }

    // The plot of two runs of q1.1, with and without filters.
    let run = |filter_bits: u8, ratio: f64| SsbRun {
        query: "q1.1".into(),
        sf: 0.01,
        signature: "k4v4t2".into(),
        dimensions: 1,
        build_tuples: 366,
        bucket_bits: 7,
        filter_bits,
        onchip: 0,
        probes: 1000,
        joint_share: q11.joint_share,
        drawn_joint_share: q11.joint_share,
        build_inserts_per_s: 1e8,
        probe_cycles: 1000,
        probe_tuples_per_s: 1.5e8,
        probe_tuples_per_cycle: 1.0,
        ddr_reads_per_probe: 0.1,
        filtered: 0,
        filtered_share: 0.0,
        in_bytes_per_probe: 12.5,
        out_bytes_per_probe: 1.0,
        link_bound: netjoin_rtl::ssb::LinkBound {
            input: 4e8,
            output: 5e9,
        },
        rate_over_bound: ratio,
        binding: "input".into(),
    };
    let runs = d.join("runs.json");
    std::fs::write(
        &runs,
        serde_json::to_string(&vec![run(0, 0.39), run(10, 0.4)]).unwrap(),
    )
    .unwrap();
    let png = d.join("runs.png");
    let (rs, ps) = (runs.display().to_string(), png.display().to_string());
    ok(&["ssb-plot", &rs, "--out", &ps]);
    assert_eq!(&std::fs::read(&png).unwrap()[1..4], b"PNG");
    let e = fails(&["ssb-plot", &os, "--out", &ps], 1);
    assert!(e.contains("is not rtl-bench --ssb --json output"), "{e}");
    let _ = std::fs::remove_dir_all(&d);
}
