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

impl Default for CostParams {
    fn default() -> Self {
        CostParams {
            workers: 4,
            link_bytes_per_s: 10e9 / 8.0,
            switch_memory_bytes: 8 << 30,
            controllers: 2,
            probe_rate: netjoin_sim::cluster::PAPER_READS_PER_CONTROLLER,
            build_rate: netjoin_sim::cluster::PAPER_INSERTS_PER_CONTROLLER,
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

/// In-network execution of the joins `offload` (step indices, all probing
/// with fact keys): build tables on the switch, then stream the fact.
/// `tables`: the tables the switch's pipeline probes per tuple (its T,
/// padding included). The bytes are the paper's c_INP (eq. 9.4, of the
/// relations' widths); the time model's links carry `wire`'s tuples.
pub fn inp_cost(
    plan: &LeftDeepPlan,
    offload: &[usize],
    wire: WireWidths,
    tables: usize,
    p: &CostParams,
) -> StrategyCost {
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
    let t_sw = fact.rows * tables.max(1) as f64 / (ctrl * p.probe_rate);
    let t_down = (result_rows * wire.result + spill_rows * wire.spill) / n / p.link_bytes_per_s;
    let secs = t_up.max(t_sw).max(t_down);
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
        bottleneck: if secs == t_sw {
            "switch probe rate".into()
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
