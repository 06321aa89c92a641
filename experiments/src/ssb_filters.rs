//! `experiment scale`'s SSB part: the Star Schema Benchmark's flight 2
//! (q2.1–q2.3) at SF 10 on the paper's cluster shape (4 nodes, one switch)
//! at 10 Gbit/s, the switch join with and without membership filters
//! (PROTOCOL.md §6.3) and on-chip tables (§6.4) against the shuffle join,
//! priced by the flow-level model (`netjoin_sim::cluster`) and by the
//! compiler's cost model (`netjoin_compiler::cost`). Model figures, not
//! measurements.
//!
//! The shape follows SSB's definition (O'Neil, O'Neil, Chen, Revilak, *The
//! Star Schema Benchmark*, revision 3, 2009): lineorder has 6,000,000 · SF
//! rows, part 200,000 · ⌊1 + log2 SF⌋, supplier 2,000 · SF and date 2,556
//! (seven years). lo_partkey and lo_suppkey are drawn uniformly over their
//! dimension's keys, so the share of fact rows a filtered dimension has a
//! row for is the share of its rows the filter keeps: p_category =
//! 'MFGR#12' is one of 25 categories (q2.1), p_brand1 between 'MFGR#2221'
//! and 'MFGR#2228' 8 of 1,000 brands (q2.2), p_brand1 = 'MFGR#2239' one
//! (q2.3); s_region one of 5 regions; flight 2 keeps every date.

use crate::runner::Setup;
use anyhow::Result;
use netjoin_compiler::cost::{
    classical_chain, inp_cost, CostParams, Objective, Start, StrategyCost, SwitchProbe, WireWidths,
};
use netjoin_compiler::plan::{ColRef, LeftDeepPlan, RelInfo, Step};
use netjoin_compiler::shuffle_load::ShuffleLoads;
use netjoin_plot::{plot_png, Panel, Series};
use netjoin_proto::Signature;
use netjoin_sim::cluster::{inp_join, shuffle_join, ClusterSpec, StarWorkload, SwitchRates};
use std::fmt::Write as _;

/// SSB's scale factor of the shape.
pub const SF: f64 = 10.0;
/// lineorder: 6,000,000 · SF.
pub const LINEORDER_ROWS: f64 = 6e6 * SF;
/// part: 200,000 · ⌊1 + log2 SF⌋ (800,000 at SF 10).
pub fn part_rows() -> f64 {
    200_000.0 * (1.0 + SF.log2()).floor()
}
/// supplier: 2,000 · SF.
pub const SUPPLIER_ROWS: f64 = 2_000.0 * SF;
/// date: seven years of days.
pub const DATE_ROWS: f64 = 2_556.0;
/// Nodes and their links.
pub const WORKERS: usize = 4;
pub const LINK_BPS: f64 = 10e9;

/// One query of flight 2: the share of part's and of supplier's rows its
/// filters keep.
#[derive(Clone, Copy, Debug)]
pub struct Query {
    pub name: &'static str,
    pub part_share: f64,
    pub supplier_share: f64,
}

/// q2.1–q2.3.
pub const FLIGHT2: [Query; 3] = [
    Query {
        name: "q2.1",
        part_share: 1.0 / 25.0,
        supplier_share: 1.0 / 5.0,
    },
    Query {
        name: "q2.2",
        part_share: 8.0 / 1000.0,
        supplier_share: 1.0 / 5.0,
    },
    Query {
        name: "q2.3",
        part_share: 1.0 / 1000.0,
        supplier_share: 1.0 / 5.0,
    },
];

/// The pipeline the compiler picks for 4-byte keys and row numbers over
/// three dimensions.
pub fn signature() -> Signature {
    Signature::new(4, 4, 3).expect("k4v4t3 is a signature")
}

impl Query {
    /// Dimensions in join order (the shuffle joins the most selective
    /// first): (rows kept, share of fact rows that find one).
    pub fn dims(&self) -> [(f64, f64); 3] {
        [
            (part_rows() * self.part_share, self.part_share),
            (SUPPLIER_ROWS * self.supplier_share, self.supplier_share),
            (DATE_ROWS, 1.0),
        ]
    }

    /// The filters the compiler asks for
    /// ([`netjoin_compiler::signature::filter_bits_for`]).
    pub fn filter_bits(&self) -> u8 {
        let dims = self.dims();
        netjoin_compiler::signature::filter_bits_for(
            dims.iter().map(|d| d.1),
            dims.iter().map(|d| d.0).fold(0.0, f64::max),
        )
    }

    /// The tables the compiler places on chip, bit t for dimension t of
    /// [`Query::dims`] ([`netjoin_compiler::signature::planned_onchip`],
    /// from the rows the dimensions' filters keep).
    pub fn onchip(&self) -> u8 {
        let rows = self.dims().map(|d| d.0);
        netjoin_compiler::signature::planned_onchip(&signature(), &rows, None)
    }

    /// The switch's set-up a [`Variant`] gives this query.
    pub fn switching(&self, v: Variant) -> (u8, u8) {
        (
            if v.filters { self.filter_bits() } else { 0 },
            if v.onchip { self.onchip() } else { 0 },
        )
    }

    /// The flow model's workload: k4v4t3's tuples (16-byte probes, 8-byte
    /// builds, 4-byte values), fact keys uniform over the nodes; the
    /// switch with filters of `filter_bits` and the dimensions of `onchip`
    /// on chip.
    pub fn workload(&self, filter_bits: u8, onchip: u8) -> StarWorkload {
        let sig = signature();
        let dims = self.dims();
        StarWorkload {
            fact_rows: LINEORDER_ROWS,
            fact_width: sig.probe_width() as f64,
            dims: dims
                .iter()
                .map(|d| (d.0, sig.build_width() as f64))
                .collect(),
            value_width: sig.v() as f64,
            shares: vec![1.0 / WORKERS as f64; WORKERS],
            stage_shares: Vec::new(),
            match_frac: 1.0,
            dim_match: dims.iter().map(|d| d.1).collect(),
            filter_bits,
            onchip,
        }
    }

    /// The cost model's view of the same join: 4-byte columns (the keys,
    /// lo_revenue, and the grouped p_brand1 and d_year as 4-byte codes).
    pub fn plan(&self) -> LeftDeepPlan {
        let dims = self.dims();
        let names = ["part", "supplier", "date"];
        let mut rels = vec![RelInfo {
            alias: "lineorder".into(),
            rows: LINEORDER_ROWS,
            needed: vec![0, 1, 2, 3],
            width: 16,
            partitioned_by: None,
        }];
        let mut steps = Vec::new();
        for (i, &(rows, found)) in dims.iter().enumerate() {
            rels.push(RelInfo {
                alias: names[i].into(),
                rows,
                needed: vec![0, 1],
                width: 8,
                partitioned_by: None,
            });
            steps.push(Step::unique_keys(i + 1, i, found));
        }
        let col = |table, column| ColRef { table, column };
        LeftDeepPlan {
            rels,
            fact: 0,
            steps,
            output: vec![col(0, 3), col(1, 1), col(3, 1)],
            col_bytes: vec![vec![4; 4], vec![4; 2], vec![4; 2], vec![4; 2]],
            key_bytes: vec![vec![4; 4], vec![4; 2], vec![4; 2], vec![4; 2]],
            col_names: vec![
                vec![
                    "lo_partkey".into(),
                    "lo_suppkey".into(),
                    "lo_orderdate".into(),
                    "lo_revenue".into(),
                ],
                vec!["p_partkey".into(), "p_brand1".into()],
                vec!["s_suppkey".into(), "s_region".into()],
                vec!["d_datekey".into(), "d_year".into()],
            ],
            shuffles: ShuffleLoads::even(3, WORKERS),
            workers: WORKERS,
        }
    }
}

/// The cost model's parameters: the cluster's links, `switch`'s rates over
/// two controllers, its probe unit, seconds as the objective.
pub fn cost_params(switch: &SwitchRates) -> CostParams {
    let controllers = CostParams::default().controllers;
    CostParams {
        workers: WORKERS,
        link_bytes_per_s: LINK_BPS / 8.0,
        probe_rate: switch.probe_reads_per_s / controllers as f64,
        build_rate: switch.build_tuples_per_s / controllers as f64,
        probe_unit_tuples_per_s: switch.probe_unit_tuples_per_s,
        objective: Objective::Time,
        ..CostParams::default()
    }
}

/// The cost model's (shuffle join, switch join with `filter_bits` and the
/// tables of `onchip` on chip).
pub fn cost_model(
    q: &Query,
    (filter_bits, onchip): (u8, u8),
    switch: &SwitchRates,
) -> (StrategyCost, StrategyCost) {
    let plan = q.plan();
    let p = cost_params(switch);
    let start = Start {
        label: "lineorder".into(),
        rows: LINEORDER_ROWS,
        joined: [0].into_iter().collect(),
        partitioned_on: None,
    };
    let all = [0, 1, 2];
    let sig = signature();
    let wire = WireWidths {
        build: sig.build_width() as f64,
        probe: sig.probe_width() as f64,
        result: sig.result_width() as f64,
        spill: sig.spill_width() as f64,
        slots: sig.geometry().slots as f64,
    };
    (
        classical_chain(&plan, &start, &all, &p),
        inp_cost(
            &plan,
            &all,
            wire,
            SwitchProbe {
                tables: sig.t(),
                filter_bits,
                onchip,
            },
            &p,
        ),
    )
}

/// How the switch join runs in a priced point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    /// With the compiler's membership filters ([`Query::filter_bits`]).
    pub filters: bool,
    /// With the compiler's on-chip tables ([`Query::onchip`]).
    pub onchip: bool,
}

impl Variant {
    /// Every variant the report prices: plain, filters, on-chip, both.
    pub const ALL: [Variant; 4] = [
        Variant {
            filters: false,
            onchip: false,
        },
        Variant {
            filters: true,
            onchip: false,
        },
        Variant {
            filters: false,
            onchip: true,
        },
        Variant {
            filters: true,
            onchip: true,
        },
    ];

    /// The plot's name of the variant.
    pub fn label(self) -> &'static str {
        match (self.filters, self.onchip) {
            (false, false) => "filters off",
            (true, false) => "filters on",
            (false, true) => "on-chip tables",
            (true, true) => "filters + on-chip tables",
        }
    }
}

/// One priced point: the speedups of the switch join over the shuffle join.
#[derive(Clone, Debug)]
pub struct Priced {
    pub filter_bits: u8,
    /// The dimensions on chip, bit t for dimension t of [`Query::dims`].
    pub onchip: u8,
    pub pass_share: f64,
    pub flow_shuffle_s: f64,
    pub flow_inp_s: f64,
    pub cost_shuffle_s: f64,
    pub cost_inp_s: f64,
    /// The cost model's bottleneck of the probe phase.
    pub probe_bottleneck: String,
}

impl Priced {
    pub fn flow_speedup(&self) -> f64 {
        self.flow_shuffle_s / self.flow_inp_s
    }
    pub fn cost_speedup(&self) -> f64 {
        self.cost_shuffle_s / self.cost_inp_s
    }
}

/// `q` as `v` runs it on a switch of `switch`'s rates.
pub fn price(q: &Query, v: Variant, switch: &SwitchRates) -> Priced {
    let (filter_bits, onchip) = q.switching(v);
    let c = ClusterSpec {
        workers: WORKERS,
        link_bps: LINK_BPS,
        switch: *switch,
        ..ClusterSpec::default()
    };
    let w = q.workload(filter_bits, onchip);
    let (shuffle, inp) = cost_model(q, (filter_bits, onchip), switch);
    Priced {
        filter_bits,
        onchip,
        pass_share: w.filter_pass_share(),
        flow_shuffle_s: shuffle_join(&c, &w).seconds,
        flow_inp_s: inp_join(&c, &w).seconds,
        cost_shuffle_s: shuffle.seconds,
        cost_inp_s: inp.seconds,
        probe_bottleneck: inp
            .phases
            .iter()
            .find(|p| p.label == "probe on switch")
            .map(|p| p.bottleneck.clone())
            .unwrap_or_default(),
    }
}

/// Prints flight 2 with and without filters and on-chip tables, writes
/// `scale-ssb.csv` and `scale-ssb.png` (the speedups over part's kept
/// share) in `s.out`.
pub fn report(s: &Setup) -> Result<String> {
    let mut t = String::new();
    let mut csv = String::from("query,part_share,supplier_share,filter_bits,pass_share,flow_shuffle_s,flow_inp_s,flow_speedup,cost_shuffle_s,cost_inp_s,cost_speedup,probe_bottleneck,onchip\n");
    let _ = writeln!(
        t,
        "ssb: SSB flight 2 at SF {SF} (lineorder {:.0e} rows, part {:.0}, supplier {:.0}, date {:.0}; shares from SSB's definition), {WORKERS} nodes at {} Gbit/s, one switch at {:.3e} bucket reads/s and {:.4e} probe tuples/s a probe unit, k4v4t3's tuples; model figures, not measurements",
        LINEORDER_ROWS,
        part_rows(),
        SUPPLIER_ROWS,
        DATE_ROWS,
        LINK_BPS / 1e9,
        s.switch.probe_reads_per_s,
        s.switch.probe_unit_tuples_per_s
    );
    let _ = writeln!(
        t,
        "{:<6} {:>6} {:>7} {:>18} {:>7} {:>10} {:>10} {:>8} {:>10} {:>10} {:>8}  probe bound (cost model)",
        "query",
        "part",
        "filters",
        "on chip",
        "pass",
        "flow sh s",
        "flow INP s",
        "flow x",
        "cost sh s",
        "cost INP s",
        "cost x"
    );
    // Each priced point goes to the CSV; flight 2's to the table too.
    let mut line = |t: Option<&mut String>, name: &str, q: &Query, r: &Priced| {
        let filters = if r.filter_bits == 0 {
            "off".to_string()
        } else {
            format!("2^{}", r.filter_bits)
        };
        // The dimensions on chip by name, in `Query::dims`' order.
        let onchip = ["part", "supplier", "date"]
            .iter()
            .enumerate()
            .filter(|(i, _)| r.onchip >> i & 1 != 0)
            .map(|(_, n)| *n)
            .collect::<Vec<_>>()
            .join("+");
        let onchip = if onchip.is_empty() {
            "none".into()
        } else {
            onchip
        };
        let _ = writeln!(
            csv,
            "{name},{:.6},{:.6},{},{:.6},{:.4},{:.4},{:.3},{:.4},{:.4},{:.3},{},{}",
            q.part_share,
            q.supplier_share,
            r.filter_bits,
            r.pass_share,
            r.flow_shuffle_s,
            r.flow_inp_s,
            r.flow_speedup(),
            r.cost_shuffle_s,
            r.cost_inp_s,
            r.cost_speedup(),
            r.probe_bottleneck,
            onchip
        );
        if let Some(t) = t {
            let _ = writeln!(
                t,
                "{:<6} {:>6.4} {:>7} {:>18} {:>7.4} {:>10.3} {:>10.3} {:>7.2}x {:>10.3} {:>10.3} {:>7.2}x  {}",
                name,
                q.part_share,
                filters,
                onchip,
                r.pass_share,
                r.flow_shuffle_s,
                r.flow_inp_s,
                r.flow_speedup(),
                r.cost_shuffle_s,
                r.cost_inp_s,
                r.cost_speedup(),
                r.probe_bottleneck
            );
        }
    };
    for q in &FLIGHT2 {
        for v in Variant::ALL {
            line(Some(&mut t), q.name, q, &price(q, v, &s.switch));
        }
    }
    // The plot: q2.x's shape over part's kept share.
    let mut series: Vec<Vec<(f64, f64)>> = vec![Vec::new(); 2 * Variant::ALL.len()];
    for part_share in [1.0, 0.5, 0.2, 0.1, 0.04, 0.02, 0.008, 0.004, 0.002, 0.001] {
        let q = Query {
            name: "",
            part_share,
            supplier_share: 0.2,
        };
        for (i, v) in Variant::ALL.into_iter().enumerate() {
            let r = price(&q, v, &s.switch);
            line(None, "sweep", &q, &r);
            series[2 * i].push((part_share, r.flow_speedup()));
            series[2 * i + 1].push((part_share, r.cost_speedup()));
        }
    }
    let labels = Variant::ALL.iter().flat_map(|v| {
        [
            format!("flow model, {}", v.label()),
            format!("cost model, {}", v.label()),
        ]
    });
    let mut lines: Vec<Series> = series
        .into_iter()
        .zip(labels)
        .enumerate()
        .map(|(i, (points, label))| Series {
            label,
            points,
            color: [0, 8, 1, 4, 2, 6, 3, 7][i],
            dashed: i % 2 == 1,
        })
        .collect();
    lines.push(Series {
        label: "1x".into(),
        points: vec![(0.001, 1.0), (1.0, 1.0)],
        color: 5,
        dashed: false,
    });
    std::fs::create_dir_all(&s.out)?;
    let csv_path = s.out.join("scale-ssb.csv");
    std::fs::write(&csv_path, csv)?;
    let png = s.out.join("scale-ssb.png");
    plot_png(
        &png,
        &[Panel {
            title: format!(
                "SSB q2.x at SF {SF}: {WORKERS} nodes at {} Gbit/s, supplier kept 1/5",
                LINK_BPS / 1e9
            ),
            x_label: "share of part's rows kept (q2.1 0.04, q2.2 0.008, q2.3 0.001)".into(),
            y_label: "speedup of INP over the shuffle join".into(),
            log_x: true,
            log_y: false,
            series: lines,
            headroom: 0.0,
        }],
    )?;
    let _ = writeln!(t, "on chip = the dimensions the compiler places in the switch's block RAM (no DDR read); pass = share of probe tuples that pass every filter and read buckets; flow = the flow-level model (sim::cluster), cost = the compiler's cost model (compiler::cost), both uncalibrated; x = shuffle time / INP time");
    let _ = writeln!(t, "wrote {} and {}", csv_path.display(), png.display());
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flight2_shape_follows_ssbs_definition() {
        assert_eq!(part_rows(), 800_000.0);
        assert_eq!(LINEORDER_ROWS, 6e7);
        let q21 = FLIGHT2[0];
        assert_eq!(q21.dims()[0].0, 32_000.0);
        assert_eq!(q21.dims()[1].0, 4_000.0);
        // 2^18 ≥ 8 × 32,000: the compiler's arrays for q2.1.
        assert_eq!(q21.filter_bits(), 18);
        assert_eq!(FLIGHT2[2].filter_bits(), 15);
        let w = q21.workload(0, 0);
        assert!((w.joint_match() - 1.0 / 125.0).abs() < 1e-15);
    }

    #[test]
    fn filters_speed_up_the_switch_join_in_both_models() {
        let rtl = SwitchRates::rtl();
        for q in &FLIGHT2 {
            let [off, on, ..] = Variant::ALL.map(|v| price(q, v, &rtl));
            // The shuffle does not involve the switch.
            assert_eq!(off.flow_shuffle_s, on.flow_shuffle_s);
            assert_eq!(off.cost_shuffle_s, on.cost_shuffle_s);
            assert_eq!(off.pass_share, 1.0);
            assert!(on.pass_share < 0.011, "{}: {}", q.name, on.pass_share);
            // Off: three reads a tuple bind both models' probe; on: the
            // probe unit's tuple a cycle.
            assert_eq!(off.probe_bottleneck, "switch probe rate", "{}", q.name);
            assert!(
                on.probe_bottleneck
                    .starts_with("switch probe unit (filters reject "),
                "{}: {}",
                q.name,
                on.probe_bottleneck
            );
            let want = rtl.probe_unit_tuples_per_s / rtl.probe_tuples_per_s(3);
            for (a, b) in [
                (off.flow_inp_s, on.flow_inp_s),
                (off.cost_inp_s, on.cost_inp_s),
            ] {
                // The build phase is under 1 % of either.
                assert!((a / b / want - 1.0).abs() < 0.01, "{}: {a} / {b}", q.name);
            }
            assert!(on.flow_speedup() > 2.0 * off.flow_speedup());
            // The two models agree on the switch join within 5 %.
            assert!((on.cost_inp_s / on.flow_inp_s - 1.0).abs() < 0.05);
            assert!((off.cost_inp_s / off.flow_inp_s - 1.0).abs() < 0.05);
        }
    }

    #[test]
    fn onchip_tables_bring_the_probe_to_the_probe_unit_in_both_models() {
        let rtl = SwitchRates::rtl();
        // The rows the filters keep: q2.1's 32,000 parts fill more than a
        // quarter of k4v4t3's 7 × 2^14 on-chip slots at the load-factor
        // rule's 2^15 buckets; supplier's 4,000 and date's 2,556 do not.
        // q2.2 and q2.3 keep so few parts that 2^14 buckets or fewer hold
        // every table: all three go on chip.
        assert_eq!(FLIGHT2.map(|q| q.onchip()), [0b110, 0b111, 0b111]);
        for q in &FLIGHT2 {
            let [plain, filters, onchip, both] = Variant::ALL.map(|v| price(q, v, &rtl));
            assert_eq!((plain.onchip, filters.onchip), (0, 0));
            assert_eq!((onchip.onchip, both.onchip), (q.onchip(), q.onchip()));
            assert_eq!(onchip.filter_bits, 0);
            assert_eq!(both.filter_bits, q.filter_bits());
            assert_eq!(onchip.flow_shuffle_s, plain.flow_shuffle_s);
            // One DDR read a tuple or none: 2.0e8 reads/s would take more
            // tuples than the probe unit's 1.5625e8, which binds.
            let tables = q.onchip().count_ones();
            assert!(
                onchip.probe_bottleneck
                    == format!("switch probe unit ({tables} of 3 tables on chip)"),
                "{}: {}",
                q.name,
                onchip.probe_bottleneck
            );
            let want = rtl.probe_unit_tuples_per_s / rtl.probe_tuples_per_s(3);
            for (a, b) in [
                (plain.flow_inp_s, onchip.flow_inp_s),
                (plain.cost_inp_s, onchip.cost_inp_s),
            ] {
                assert!((a / b / want - 1.0).abs() < 0.01, "{}: {a} / {b}", q.name);
            }
            // The probe unit binds with filters already: on-chip tables
            // add nothing to them here.
            assert_eq!(both.flow_inp_s, filters.flow_inp_s, "{}", q.name);
            assert_eq!(both.cost_inp_s, filters.cost_inp_s, "{}", q.name);
            assert!(both.probe_bottleneck.ends_with("tables on chip)"));
        }
    }
}
