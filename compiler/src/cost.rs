//! The paper's network cost model (eqs. 9.1–9.4) with its extensions
//! (selections, co-partitioning, skew) and a time model in seconds.
//!
//! * c_rel(R) = |R| · ts(R)                                           (9.1)
//! * c_shuffle(I) = (N−1)/N · (c_rel(A) + Σ_{k<m} c_rel(A ⋈ T_1..T_k) + Σ_{i∈I} c_rel(T_i))   (9.2)
//! * c_INP(I) = c_rel(L) + Σ_{i∈I} c_rel(T_i)                         (9.4)
//!
//! |R| is the cardinality after the pushed-down filters (selections), ts(R)
//! the width of the projected columns. A relation that is co-partitioned on
//! the join key with its partner is not shuffled. Skew multiplies a shuffle
//! term by the write-amplification factor N · (largest share a worker
//! receives); it leaves c_INP unchanged.

pub use crate::calibration::{LinearFit, TimeCalibration, Work};
use crate::plan::LeftDeepPlan;
use crate::shuffle_load::ShuffleLoad;
use serde::Serialize;
use std::collections::BTreeSet;

/// Hardware and model parameters.
#[derive(Clone, Debug, Serialize)]
pub struct CostParams {
    pub workers: usize,
    /// Bytes per second of one worker link, each direction.
    pub link_bytes_per_s: f64,
    /// Switch memory in bytes (NetFPGA SUME: 8 GiB).
    pub switch_memory_bytes: u64,
    /// Query contexts of the switch (PROTOCOL.md §5.5): each query's tables
    /// must fit one context's share, `switch_memory_bytes / query_contexts`.
    pub query_contexts: usize,
    /// Memory controllers on the switch.
    pub controllers: usize,
    /// Bucket reads per second per controller (paper: 9.84e7). A probe tuple
    /// reads one bucket in each table of the pipeline (padding tables too), so
    /// a T-table pipeline probes `probe_rate / T` tuples per second per
    /// controller: the paper's "1.20e8 requests/s per 10G link with three
    /// tables" counts requests, i.e. bucket reads.
    pub probe_rate: f64,
    /// Build inserts per second per controller (paper: 5.63e7).
    pub build_rate: f64,
    /// Probe tuples per second one probe unit takes: one a cycle at the
    /// pipeline's clock ([`DEFAULT_PROBE_UNIT_TUPLES_PER_S`]); a one-table
    /// pipeline has two units. A tuple the membership filters reject reads
    /// no bucket but takes its cycle, so with filters this bounds the probe
    /// when few tuples read.
    pub probe_unit_tuples_per_s: f64,
    /// Target fill of hash table slots when sizing buckets.
    pub load_factor: f64,
    pub objective: Objective,
    /// Seconds a distributed engine spends scheduling one round of stages,
    /// whatever they move: each shuffled join waits for the stage that
    /// repartitions its inputs, the switch join for its build stage and its
    /// probe stage. 0 in one process, where no stage waits for a scheduler.
    pub stage_seconds: f64,
    /// The time model fitted to a cluster's measured runs: what a plan's
    /// predicted seconds become there ([`TimeCalibration`]); `None`: the
    /// model's own seconds.
    pub calibration: Option<TimeCalibration>,
    /// The rates of the switch that runs when it is not a catalog pipeline
    /// (switchd, the behavioural model as a process, on a testbed). They
    /// replace the pipeline manifests' measured rates.
    pub software_switch: Option<SwitchRates>,
}

/// A switch's measured rates, whole (not per controller).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct SwitchRates {
    pub inserts_per_s: f64,
    /// Bucket reads per second: T per probe tuple.
    pub reads_per_s: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Objective {
    /// Network bytes of the paper's model, skew-amplified.
    Bytes,
    /// Predicted seconds of the time model.
    Time,
}

/// One probe unit's tuple a cycle at the catalog pipelines' clock:
/// `netjoin_catalog::CLOCK_MHZ` (156.25 MHz, docs/HDL.md), the `clock_mhz`
/// every manifest records. `rtl-bench --ssb` measures 1.51e8–1.56e8 probe
/// tuples/s on k4v4t3 and k4v4t4 when the filters reject 90–100 % of them.
pub const DEFAULT_PROBE_UNIT_TUPLES_PER_S: f64 = netjoin_catalog::CLOCK_MHZ * 1e6;

impl CostParams {
    /// The table memory one query may take: its context's share of the
    /// switch's (PROTOCOL.md §5.5).
    pub fn query_memory_bytes(&self) -> u64 {
        self.switch_memory_bytes / self.query_contexts.max(1) as u64
    }
}

impl Default for CostParams {
    fn default() -> Self {
        CostParams {
            workers: 4,
            link_bytes_per_s: 10e9 / 8.0,
            switch_memory_bytes: 8 << 30,
            query_contexts: 1,
            controllers: 2,
            probe_rate: netjoin_sim::cluster::PAPER_READS_PER_CONTROLLER,
            build_rate: netjoin_sim::cluster::PAPER_INSERTS_PER_CONTROLLER,
            probe_unit_tuples_per_s: DEFAULT_PROBE_UNIT_TUPLES_PER_S,
            load_factor: 0.5,
            objective: Objective::Bytes,
            stage_seconds: 0.0,
            calibration: None,
            software_switch: None,
        }
    }
}

/// One relation that crosses the network.
#[derive(Clone, Debug, Serialize)]
pub struct Term {
    pub label: String,
    pub rows: f64,
    pub width: f64,
    /// c_rel = rows · width.
    pub bytes: f64,
    /// Bytes counted by the model: (N−1)/N · c_rel when shuffled, c_rel when
    /// sent to the switch, 0 when co-partitioned.
    pub counted: f64,
    /// Write amplification from skew (1 when uniform).
    pub skew_factor: f64,
    pub note: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct Phase {
    pub label: String,
    pub seconds: f64,
    pub bottleneck: String,
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct StrategyCost {
    pub terms: Vec<Term>,
    /// The paper's cost in bytes.
    pub bytes: f64,
    /// Bytes with skew write amplification applied.
    pub effective_bytes: f64,
    pub seconds: f64,
    pub phases: Vec<Phase>,
    /// What the busiest worker does, for a cluster's calibration.
    pub work: Work,
}

impl StrategyCost {
    fn push(&mut self, t: Term) {
        self.bytes += t.counted;
        self.effective_bytes += t.counted * t.skew_factor;
        self.terms.push(t);
    }
    pub fn add(&mut self, other: StrategyCost) {
        self.bytes += other.bytes;
        self.effective_bytes += other.effective_bytes;
        self.seconds += other.seconds;
        self.work.add(other.work);
        self.terms.extend(other.terms);
        self.phases.extend(other.phases);
    }
    pub fn objective(&self, o: Objective) -> f64 {
        match o {
            Objective::Bytes => self.effective_bytes,
            Objective::Time => self.seconds,
        }
    }
}

/// The relation a chain of classical joins starts from.
#[derive(Clone, Debug)]
pub struct Start {
    pub label: String,
    pub rows: f64,
    pub joined: BTreeSet<usize>,
    /// Column (table, column) the start relation is partitioned on.
    pub partitioned_on: Option<(usize, usize)>,
}

/// Per-worker link load of one shuffle of `bytes`: (busiest inbound,
/// busiest outbound) bytes.
fn link_load(bytes: f64, load: ShuffleLoad) -> (f64, f64) {
    (bytes * load.max_in, bytes * load.max_out)
}

/// Classical shuffle-based execution of `steps` (in order) starting from `start`.
pub fn classical_chain(
    plan: &LeftDeepPlan,
    start: &Start,
    steps: &[usize],
    p: &CostParams,
) -> StrategyCost {
    let n = p.workers.max(1);
    let frac = (n as f64 - 1.0) / n as f64;
    let even = ShuffleLoad::even(n);
    let mut cost = StrategyCost::default();
    let mut rows = start.rows;
    let mut joined = start.joined.clone();
    let mut partitioned_on = start.partitioned_on;
    // The step whose shuffle put the running rows where they are (`None`:
    // spread evenly, or on a column no step shuffles on).
    let held_by = |on: Option<(usize, usize)>| {
        on.and_then(|c| {
            plan.steps
                .iter()
                .position(|st| (st.probe.table, st.probe.column) == c)
        })
    };
    for (k, &s) in steps.iter().enumerate() {
        let st = &plan.steps[s];
        let remaining: Vec<usize> = steps[k..].to_vec();
        let left_width = plan.intermediate_width(&joined, &remaining) as f64;
        let dim = &plan.rels[st.table];
        let build_part = dim.partitioned_by == Some(st.build.column);
        let probe_part = partitioned_on == Some((st.probe.table, st.probe.column));
        let copart = build_part && probe_part;
        let left_label = if k == 0 {
            start.label.clone()
        } else {
            label_of(plan, &joined)
        };
        let load = plan.shuffles.get(held_by(partitioned_on), s);
        let share = load.max_held.max(even.max_held);
        let wa = share * n as f64;
        let lb = rows * left_width;
        cost.push(Term {
            label: left_label,
            rows,
            width: left_width,
            bytes: lb,
            counted: if copart { 0.0 } else { frac * lb },
            skew_factor: if copart { 1.0 } else { wa },
            note: if copart {
                "co-partitioned, stays local".into()
            } else {
                format!("shuffled on {}", col_name(plan, st.probe))
            },
        });
        let db = dim.rows * dim.width as f64;
        cost.push(Term {
            label: dim.alias.clone(),
            rows: dim.rows,
            width: dim.width as f64,
            bytes: db,
            counted: if copart { 0.0 } else { frac * db },
            skew_factor: 1.0,
            note: if copart {
                "co-partitioned, stays local".into()
            } else {
                format!("shuffled on {}", col_name(plan, st.build))
            },
        });
        // Time: both inputs shuffle at once; the stage ends with its slowest link.
        let (mut inb, mut outb) = (0.0, 0.0);
        if !copart {
            let (i1, o1) = link_load(lb, load);
            let (i2, o2) = link_load(db, even);
            inb = i1 + i2;
            outb = o1 + o2;
        }
        let link_s = inb.max(outb) / p.link_bytes_per_s;
        let secs = link_s + if copart { 0.0 } else { p.stage_seconds };
        cost.seconds += secs;
        // The busiest worker probes with its share of the left input a
        // hash table of its partition of the dimension (after the shuffle,
        // or in place).
        cost.work.add(Work {
            link_s,
            build_rows: dim.rows / n as f64,
            probe_rows: rows * share,
            rounds: if copart { 0.0 } else { 1.0 },
        });
        cost.phases.push(Phase {
            label: format!("shuffle for ⋈ {}", dim.alias),
            seconds: secs,
            bottleneck: if inb > outb * 1.0001 {
                format!(
                    "incast: busiest worker receives {:.0}% of the shuffled rows",
                    load.max_in * 100.0
                )
            } else {
                "worker uplinks".into()
            },
        });
        rows *= st.match_frac;
        joined.insert(st.table);
        partitioned_on = Some((st.probe.table, st.probe.column));
    }
    cost
}

/// The bytes a tuple of each kind occupies on a worker's link: the chosen
/// pipeline's fixed widths (its keys and values, which may be narrower or
/// wider than the columns they stand for).
#[derive(Clone, Copy, Debug)]
pub struct WireWidths {
    pub build: f64,
    pub probe: f64,
    pub result: f64,
    /// A SPILL tuple: the probe and each table's bucket.
    pub spill: f64,
    /// Slots of a bucket: the rows of one key beyond them overflow (an
    /// OVERFLOW tuple back to the host, which keeps it).
    pub slots: f64,
}

/// The share of the fact's probe tuples that pass the membership filters of
/// `2^filter_bits`-bit arrays (PROTOCOL.md §6.3) on the tables of `offload`
/// and read buckets: a tuple whose key a table holds passes it, one that
/// misses passes with the filter's false-positive probability
/// `(1 − e^(−n/m))²` (n the table's distinct keys, m = 2^filter_bits); the
/// tables' keys taken as independent. Padding tables hold the key every
/// probe carries. Exactly 1 without filters.
pub fn filter_pass_share(plan: &LeftDeepPlan, offload: &[usize], filter_bits: u8) -> f64 {
    let tables: Vec<(f64, f64)> = offload
        .iter()
        .map(|&s| {
            let st = &plan.steps[s];
            let keys = plan.rels[st.table].rows / st.rows_per_key.max(1.0);
            (st.unique_frac + st.ambiguous_frac, keys)
        })
        .collect();
    netjoin_sim::cluster::filter_pass_share(&tables, filter_bits)
}

/// How the switch probes a star join: what decides the bucket reads a
/// probe tuple costs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SwitchProbe {
    /// The tables the pipeline probes per tuple (its T, padding included).
    pub tables: usize,
    /// The query's membership filters (0: none), which spare the bucket
    /// reads of the probe tuples they reject (PROTOCOL.md §6.3).
    pub filter_bits: u8,
    /// The tables probed from block RAM, bit t for table t (table t is the
    /// t-th offloaded step, padding after them; PROTOCOL.md §6.4): they
    /// cost no DDR read.
    pub onchip: u8,
}

impl SwitchProbe {
    /// Every table in DDR.
    pub fn in_ddr(tables: usize, filter_bits: u8) -> SwitchProbe {
        SwitchProbe {
            tables,
            filter_bits,
            onchip: 0,
        }
    }

    /// The pipeline's tables placed on chip.
    pub fn onchip_tables(&self) -> usize {
        (0..self.tables.min(8))
            .filter(|t| self.onchip >> t & 1 != 0)
            .count()
    }
}

/// In-network execution of the joins `offload` (step indices, all probing
/// with fact keys): build tables on the switch, then stream the fact
/// (probed as `probe` says). The bytes are the paper's c_INP (eq. 9.4, of
/// the relations' widths); the time model's links carry `wire`'s tuples.
pub fn inp_cost(
    plan: &LeftDeepPlan,
    offload: &[usize],
    wire: WireWidths,
    probe: SwitchProbe,
    p: &CostParams,
) -> StrategyCost {
    let SwitchProbe {
        tables,
        filter_bits,
        ..
    } = probe;
    let n = p.workers.max(1) as f64;
    let mut cost = StrategyCost::default();
    if offload.is_empty() {
        return cost;
    }
    let fact = &plan.rels[plan.fact];
    let mut build_rows = 0.0;
    // A key's rows beyond its bucket's slots come back as OVERFLOW tuples
    // (its keys spread one to a bucket, as at the load factor's sizes).
    let mut overflow_rows = 0.0;
    for &s in offload {
        let dim = &plan.rels[plan.steps[s].table];
        let b = dim.rows * dim.width as f64;
        build_rows += dim.rows;
        let per_key = plan.steps[s].rows_per_key.max(1.0);
        overflow_rows += dim.rows * (1.0 - wire.slots.max(1.0) / per_key).max(0.0);
        cost.push(Term {
            label: dim.alias.clone(),
            rows: dim.rows,
            width: dim.width as f64,
            bytes: b,
            counted: b,
            skew_factor: 1.0,
            note: "build on switch".into(),
        });
    }
    let fb = fact.rows * fact.width as f64;
    cost.terms.insert(
        0,
        Term {
            label: fact.alias.clone(),
            rows: fact.rows,
            width: fact.width as f64,
            bytes: fb,
            counted: fb,
            skew_factor: 1.0,
            note: "probe on switch".into(),
        },
    );
    cost.bytes += fb;
    cost.effective_bytes += fb;

    let ctrl = p.controllers.max(1) as f64;
    let t_up = build_rows * wire.build / n / p.link_bytes_per_s;
    let t_sw = build_rows / (ctrl * p.build_rate);
    let t_back = overflow_rows * wire.build / n / p.link_bytes_per_s;
    let build_s = t_up.max(t_sw).max(t_back);
    cost.phases.push(Phase {
        label: "build on switch".into(),
        seconds: build_s + p.stage_seconds,
        bottleneck: if build_s == t_back && t_back > t_up {
            format!(
                "overflow downlinks: {} rows beyond their buckets' slots come back",
                sci(overflow_rows)
            )
        } else if t_sw > t_up {
            "switch build rate".into()
        } else {
            "worker uplinks".into()
        },
    });
    // A probe that finds one row in every table comes back as a RESULT;
    // one that finds a row everywhere but several in some table (a
    // duplicate build key) as a SPILL tuple with the buckets, which the
    // host finishes into the joined rows (the tables' keys taken as
    // independent).
    let product = |f: fn(&crate::plan::Step) -> f64| {
        offload.iter().map(|&s| f(&plan.steps[s])).product::<f64>()
    };
    let result_rows = fact.rows * product(|st| st.unique_frac);
    let found_rows = fact.rows * product(|st| st.unique_frac + st.ambiguous_frac);
    let spill_rows = (found_rows - result_rows).max(0.0);
    let spill_joined = (fact.rows * product(|st| st.match_frac) - result_rows).max(0.0);
    let t_up = fact.rows * wire.probe / n / p.link_bytes_per_s;
    // Every probe tuple reads a bucket in each of the T tables in DDR,
    // except those the filters reject; an on-chip table costs no DDR read.
    // With filters or on-chip tables each tuple still takes a probe unit's
    // cycle, which binds when few reads are left. A software switch has no
    // block RAM: every table is a lookup in memory, priced as a read.
    let onchip = if p.software_switch.is_some() {
        0
    } else {
        probe.onchip_tables()
    };
    let pass = filter_pass_share(plan, offload, filter_bits);
    let reads = if onchip == 0 {
        tables.max(1)
    } else {
        tables - onchip
    };
    let t_reads = fact.rows * reads as f64 * pass / (ctrl * p.probe_rate);
    let unit_binds = filter_bits > 0 || onchip > 0;
    let t_unit = if unit_binds {
        let units = netjoin_sim::cluster::probe_units(tables.max(1)) as f64;
        fact.rows / (units * p.probe_unit_tuples_per_s)
    } else {
        0.0
    };
    let t_sw = t_reads.max(t_unit);
    let t_down = (result_rows * wire.result + spill_rows * wire.spill) / n / p.link_bytes_per_s;
    let secs = t_up.max(t_sw).max(t_down);
    let mut spared = Vec::new();
    if filter_bits > 0 {
        spared.push(format!("filters reject {:.1} %", (1.0 - pass) * 100.0));
    }
    if onchip > 0 {
        spared.push(format!("{onchip} of {tables} tables on chip"));
    }
    let rejected = if spared.is_empty() {
        String::new()
    } else {
        format!(" ({})", spared.join("; "))
    };
    // Each worker sends its share of the builds and probes and receives
    // its probes' results; it reads each SPILL tuple and makes its joined
    // rows.
    cost.work = Work {
        link_s: build_s + secs,
        build_rows: (build_rows + overflow_rows) / n,
        probe_rows: (fact.rows + result_rows + spill_rows + spill_joined) / n,
        rounds: 2.0,
    };
    cost.phases.push(Phase {
        label: "probe on switch".into(),
        seconds: secs + p.stage_seconds,
        bottleneck: if unit_binds && secs == t_unit {
            format!("switch probe unit{rejected}")
        } else if secs == t_sw {
            format!("switch probe rate{rejected}")
        } else if secs == t_down {
            "result downlinks".into()
        } else {
            "worker uplinks".into()
        },
    });
    cost.seconds = cost.phases.iter().map(|p| p.seconds).sum();
    cost
}

fn col_name(plan: &LeftDeepPlan, c: crate::plan::ColRef) -> String {
    plan.col_label(c)
}

pub fn label_of(plan: &LeftDeepPlan, joined: &BTreeSet<usize>) -> String {
    let mut order = vec![plan.fact];
    for st in &plan.steps {
        if joined.contains(&st.table) {
            order.push(st.table);
        }
    }
    order
        .iter()
        .map(|&t| plan.rels[t].alias.as_str())
        .collect::<Vec<_>>()
        .join("⋈")
}

/// Scientific notation with up to four significant digits: 4950000 → `4.95e6`.
pub fn sci(x: f64) -> String {
    if x == 0.0 || !x.is_finite() {
        return format!("{x}");
    }
    let mut e = x.abs().log10().floor() as i32;
    let mut m = (x / 10f64.powi(e) * 1000.0).round() / 1000.0;
    if m.abs() >= 10.0 {
        m /= 10.0;
        e += 1;
    }
    format!("{m}e{e}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::{ColRef, RelInfo, Step};
    use crate::shuffle_load::ShuffleLoads;

    /// A star join of `fact_rows` fact rows (8-byte keys, one per
    /// dimension) with dimensions of (rows, share of fact rows that find
    /// their key there), every dimension key unique.
    fn star(fact_rows: f64, dims: &[(f64, f64)]) -> LeftDeepPlan {
        let m = dims.len();
        let mut rels = vec![RelInfo {
            alias: "F".into(),
            rows: fact_rows,
            needed: (0..m).collect(),
            width: 8 * m,
            partitioned_by: None,
        }];
        let mut steps = Vec::new();
        for (i, &(rows, found)) in dims.iter().enumerate() {
            rels.push(RelInfo {
                alias: format!("D{}", i + 1),
                rows,
                needed: vec![0, 1],
                width: 16,
                partitioned_by: None,
            });
            steps.push(Step::unique_keys(i + 1, i, found));
        }
        let mut col_bytes = vec![vec![8; m]];
        col_bytes.extend(std::iter::repeat_n(vec![8, 8], m));
        LeftDeepPlan {
            rels,
            fact: 0,
            output: (0..m)
                .map(|c| ColRef {
                    table: 0,
                    column: c,
                })
                .collect(),
            key_bytes: col_bytes.clone(),
            col_names: (0..=m)
                .map(|t| (0..col_bytes[t].len()).map(|c| format!("c{c}")).collect())
                .collect(),
            col_bytes,
            steps,
            shuffles: ShuffleLoads::even(m, 4),
            workers: 4,
        }
    }

    /// k8v8t3's tuples.
    const WIRE: WireWidths = WireWidths {
        build: 16.0,
        probe: 32.0,
        result: 56.0,
        spill: 224.0,
        slots: 3.0,
    };

    /// Links fast enough that the switch binds the probe.
    fn fast() -> CostParams {
        CostParams {
            link_bytes_per_s: 1e13,
            ..CostParams::default()
        }
    }

    fn probe(c: &StrategyCost) -> &Phase {
        c.phases
            .iter()
            .find(|p| p.label == "probe on switch")
            .unwrap()
    }

    #[test]
    fn filters_off_read_t_buckets_for_every_probe_tuple() {
        let p = fast();
        let all: Vec<usize> = vec![0, 1, 2];
        // However many fact rows miss, without filters every tuple reads a
        // bucket of each of the pipeline's tables.
        for found in [1.0, 0.5, 0.04] {
            let plan = star(1e8, &[(1e5, 1.0), (1e5, found), (1e4, 0.2)]);
            assert_eq!(filter_pass_share(&plan, &all, 0), 1.0);
            for tables in [3, 4] {
                let c = inp_cost(&plan, &all, WIRE, SwitchProbe::in_ddr(tables, 0), &p);
                let ph = probe(&c);
                let want = 1e8 * tables as f64 / (2.0 * p.probe_rate);
                assert_eq!(ph.seconds, want, "found {found}, T {tables}");
                assert_eq!(ph.bottleneck, "switch probe rate");
            }
        }
    }

    #[test]
    fn filters_price_a_dimension_that_most_fact_rows_miss() {
        // 90 % of the fact's rows miss D2 (1e5 keys in arrays of 2^20 bits).
        let plan = star(1e8, &[(1e5, 1.0), (1e5, 0.1), (1e5, 1.0)]);
        let all = [0, 1, 2];
        let p_fp = (1.0 - (-1e5 / (1u64 << 20) as f64).exp()).powi(2);
        let pass = 0.1 + 0.9 * p_fp;
        assert!((filter_pass_share(&plan, &all, 20) - pass).abs() < 1e-12);
        // The paper's 1.968e8 reads/s would take 6.1e8 tuples/s at 0.32
        // reads a tuple: the probe unit's 1.5625e8 binds, 2.38x faster.
        let p = fast();
        let off = inp_cost(&plan, &all, WIRE, SwitchProbe::in_ddr(3, 0), &p);
        let on = inp_cost(&plan, &all, WIRE, SwitchProbe::in_ddr(3, 20), &p);
        let t_off = 1e8 * 3.0 / (2.0 * p.probe_rate);
        let t_on = 1e8 / DEFAULT_PROBE_UNIT_TUPLES_PER_S;
        assert!((probe(&on).seconds / t_on - 1.0).abs() < 1e-12);
        let ratio = probe(&off).seconds / probe(&on).seconds;
        assert!((ratio / (t_off / t_on) - 1.0).abs() < 1e-12, "{ratio}");
        assert!(ratio > 2.38 && ratio < 2.39, "{ratio}");
        assert_eq!(
            probe(&on).bottleneck,
            format!(
                "switch probe unit (filters reject {:.1} %)",
                (1.0 - pass) * 100.0
            )
        );
        assert!(
            probe(&on).bottleneck.contains("reject 89."),
            "{:?}",
            probe(&on)
        );
        assert!(on.seconds < off.seconds);
        // A slower memory: the passing tuples' reads still bind, faster by
        // 1 / pass.
        let slow = CostParams {
            probe_rate: 1e7,
            ..fast()
        };
        let off = inp_cost(&plan, &all, WIRE, SwitchProbe::in_ddr(3, 0), &slow);
        let on = inp_cost(&plan, &all, WIRE, SwitchProbe::in_ddr(3, 20), &slow);
        let ratio = probe(&off).seconds / probe(&on).seconds;
        assert!(
            (ratio * pass - 1.0).abs() < 1e-12,
            "{ratio} vs {}",
            1.0 / pass
        );
        assert!(probe(&on)
            .bottleneck
            .starts_with("switch probe rate (filters reject"));
    }

    #[test]
    fn filters_change_nothing_when_every_fact_row_matches() {
        let plan = star(1e8, &[(1e5, 1.0), (3e4, 1.0), (2556.0, 1.0)]);
        let all = [0, 1, 2];
        assert_eq!(filter_pass_share(&plan, &all, 18), 1.0);
        for p in [fast(), CostParams::default()] {
            let off = inp_cost(&plan, &all, WIRE, SwitchProbe::in_ddr(3, 0), &p);
            let on = inp_cost(&plan, &all, WIRE, SwitchProbe::in_ddr(3, 18), &p);
            assert_eq!(on.seconds, off.seconds);
            assert_eq!(on.bytes, off.bytes);
        }
    }

    #[test]
    fn pass_share_is_the_false_positive_formula_per_missing_table() {
        // Two dimensions fact rows miss: D1 (5e4 keys, 30 % found), D2
        // (2e3 keys found by a row whose key is there twice: 1e3 distinct).
        let mut plan = star(1e7, &[(5e4, 0.3), (2e3, 0.6), (10.0, 1.0)]);
        plan.steps[1].unique_frac = 0.2;
        plan.steps[1].ambiguous_frac = 0.4;
        plan.steps[1].rows_per_key = 2.0;
        for f in [10u8, 14, 18] {
            let m = 2f64.powi(f as i32);
            // The direct computation: each array's bits set with
            // probability 1 − (1 − 1/m)^n for n keys, a foreign key passing
            // both arrays.
            let fp = |n: f64| (1.0 - (1.0 - 1.0 / m).powf(n)).powi(2);
            let want = (0.3 + 0.7 * fp(5e4)) * (0.6 + 0.4 * fp(1e3));
            let got = filter_pass_share(&plan, &[0, 1, 2], f);
            assert!((got / want - 1.0).abs() < 1e-3, "f {f}: {got} vs {want}");
            // Only the offloaded tables count.
            let d2 = filter_pass_share(&plan, &[1], f);
            assert!((d2 / (0.6 + 0.4 * fp(1e3)) - 1.0).abs() < 1e-3, "{d2}");
        }
        // Arrays too small for D1: nearly every foreign key passes.
        assert!(filter_pass_share(&plan, &[0], 10) > 0.999);
    }

    /// `tables` tables, those of `onchip` on chip, filters of `filter_bits`.
    fn placed(tables: usize, filter_bits: u8, onchip: u8) -> SwitchProbe {
        SwitchProbe {
            tables,
            filter_bits,
            onchip,
        }
    }

    #[test]
    fn onchip_tables_spare_their_ddr_reads() {
        let plan = star(1e8, &[(1e5, 1.0), (3e4, 1.0), (2556.0, 1.0)]);
        let all = [0, 1, 2];
        // A slow memory binds the probe: one of three tables on chip takes
        // a third of the reads away, two of them two thirds.
        let slow = CostParams {
            probe_rate: 1e7,
            ..fast()
        };
        let ddr = probe(&inp_cost(&plan, &all, WIRE, placed(3, 0, 0), &slow)).seconds;
        let one = inp_cost(&plan, &all, WIRE, placed(3, 0, 0b100), &slow);
        let two = inp_cost(&plan, &all, WIRE, placed(3, 0, 0b110), &slow);
        assert!((probe(&one).seconds / ddr - 2.0 / 3.0).abs() < 1e-12);
        assert!((probe(&two).seconds / ddr - 1.0 / 3.0).abs() < 1e-12);
        assert_eq!(
            probe(&one).bottleneck,
            "switch probe rate (1 of 3 tables on chip)"
        );
        assert!(one.seconds < ddr);
        // Every table on chip: no DDR read is left and the probe unit's
        // tuple a cycle binds, filters or not.
        for f in [0, 18] {
            let all_on = inp_cost(&plan, &all, WIRE, placed(3, f, 0b111), &slow);
            assert_eq!(
                probe(&all_on).seconds,
                1e8 / DEFAULT_PROBE_UNIT_TUPLES_PER_S
            );
            assert!(probe(&all_on).bottleneck.starts_with("switch probe unit ("));
            assert!(probe(&all_on)
                .bottleneck
                .ends_with("3 of 3 tables on chip)"));
        }
        // Bits beyond the pipeline's tables place nothing.
        let beyond = inp_cost(&plan, &all, WIRE, placed(3, 0, 0b1000), &slow);
        assert_eq!(probe(&beyond).seconds, ddr);
        // With no table on chip the price is the one every table in DDR
        // has always had.
        assert_eq!(ddr, 1e8 * 3.0 / (2.0 * 1e7));
        assert_eq!(placed(3, 0, 0), SwitchProbe::in_ddr(3, 0));
        // A software switch has no block RAM: its lookups cost the same.
        let software = CostParams {
            software_switch: Some(SwitchRates {
                inserts_per_s: 1e7,
                reads_per_s: 2e7,
            }),
            ..slow.clone()
        };
        let sw_ddr = inp_cost(&plan, &all, WIRE, placed(3, 0, 0), &software);
        let sw_on = inp_cost(&plan, &all, WIRE, placed(3, 0, 0b111), &software);
        assert_eq!(sw_on.seconds, sw_ddr.seconds);
    }

    #[test]
    fn the_probe_unit_runs_at_the_catalogs_clock() {
        assert_eq!(
            CostParams::default().probe_unit_tuples_per_s,
            netjoin_sim::cluster::PROBE_UNIT_TUPLES_PER_S
        );
        assert_eq!(DEFAULT_PROBE_UNIT_TUPLES_PER_S, 1.5625e8);
    }
}
