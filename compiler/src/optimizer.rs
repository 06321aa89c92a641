//! The price of offloading one set I of a star join's joins to the switch
//! ([`evaluate_with`]): the switch join of I (eq. 9.4) and the joins not in
//! I shuffled after it, against the same joins shuffled (eq. 9.2). A set
//! is feasible when a pre-built pipeline fits its widths and its tables
//! fit the switch memory; I = ∅ (DataFusion's shuffle) always is. The
//! star-join rule ([`crate::rule`]) prices every set it may choose.

use crate::cost::{
    classical_chain, inp_cost, CostParams, Start, StrategyCost, SwitchProbe, WireWidths,
};
use crate::plan::LeftDeepPlan;
use crate::signature::{
    match_signature, planned_onchip, MatchResult, Requirement, SignatureCatalog,
};
use netjoin_host::sizing::OnchipPolicy;
use netjoin_proto::ResultShape;
use serde::Serialize;
use std::collections::BTreeSet;

#[derive(Clone, Debug, Serialize)]
pub struct Candidate {
    /// Offloaded step indices, in plan order.
    pub offload: Vec<usize>,
    /// Aliases of the offloaded dimension tables.
    pub tables: Vec<String>,
    pub feasible: bool,
    pub infeasible_reason: Option<String>,
    pub signature: Option<MatchResult>,
    /// c_INP(I): sending L and the T_i, i ∈ I, to the switch (eq. 9.4).
    pub inp: StrategyCost,
    /// c_shuffle(I): the same joins done by shuffling (eq. 9.2).
    pub shuffle_same: StrategyCost,
    /// The joins not in I, run classically after the switch.
    pub rest: StrategyCost,
    /// inp + rest: the cost of the whole plan with this I.
    pub total: StrategyCost,
    /// The pipeline's tables the switch would probe from block RAM, bit t
    /// for table t (the t-th offloaded step, padding after them;
    /// [`planned_onchip`]); 0 without a pipeline.
    pub onchip: u8,
}

/// How the switch would run a candidate besides its pipeline.
#[derive(Clone, Copy, Debug, Default)]
pub struct SwitchOptions {
    /// Membership filters of `2^filter_bits`-bit arrays (0: none).
    pub filter_bits: u8,
    /// Whether tables go on chip where they fit ([`planned_onchip`]).
    pub onchip: OnchipPolicy,
    /// Buckets per table as asked (`--bucket-bits`); `None`: the
    /// pipeline choice's, sized from the largest dimension.
    pub bucket_bits: Option<u8>,
}

impl Candidate {
    pub fn set_label(&self) -> String {
        if self.tables.is_empty() {
            "∅".into()
        } else {
            format!("{{{}}}", self.tables.join(", "))
        }
    }
}

/// The candidate that offloads the steps `offload` on a pipeline that
/// meets `req` (the star-join node sends keys and row references, not the
/// columns themselves), the switch run as `opts` says.
pub fn evaluate_with(
    plan: &LeftDeepPlan,
    offload: &[usize],
    req: Requirement,
    opts: SwitchOptions,
    sigs: &SignatureCatalog,
    p: &CostParams,
) -> Candidate {
    let fact = &plan.rels[plan.fact];
    let all: Vec<usize> = (0..plan.steps.len()).collect();
    let fact_start = Start {
        label: fact.alias.clone(),
        rows: fact.rows,
        joined: [plan.fact].into_iter().collect(),
        partitioned_on: fact.partitioned_by.map(|c| (plan.fact, c)),
    };
    let tables: Vec<String> = offload
        .iter()
        .map(|&s| plan.rels[plan.steps[s].table].alias.clone())
        .collect();
    if offload.is_empty() {
        let mut total = classical_chain(plan, &fact_start, &all, p);
        if let Some(c) = &p.calibration {
            total.seconds = c.shuffle.apply(&total.work);
        }
        return Candidate {
            offload: vec![],
            tables,
            feasible: true,
            infeasible_reason: None,
            signature: None,
            inp: StrategyCost::default(),
            shuffle_same: StrategyCost::default(),
            rest: total.clone(),
            total,
            onchip: 0,
        };
    }
    let m = match_signature(sigs, &req, p);
    let (feasible, reason) = match &m.choice {
        Some(_) => (true, None),
        None => {
            let mut kinds: Vec<String> = m.rejections.iter().map(|r| r.reason.clone()).collect();
            kinds.sort();
            kinds.dedup();
            let summary = if m.rejections.is_empty() {
                format!("no pipeline in {}", sigs.source)
            } else if m
                .rejections
                .iter()
                .any(|r| r.kind == crate::signature::RejectKind::NotEnoughMemory)
            {
                "not enough switch memory".to_string()
            } else if m
                .rejections
                .iter()
                .all(|r| r.kind == crate::signature::RejectKind::TooFewTables)
            {
                format!("too many tables ({})", req.tables)
            } else {
                "no signature fits".to_string()
            };
            (
                false,
                Some(format!(
                    "{summary}: {}",
                    kinds.into_iter().take(3).collect::<Vec<_>>().join("; ")
                )),
            )
        }
    };
    let shape = if req.payload_results {
        ResultShape::Payload
    } else {
        ResultShape::Probe
    };
    let keys_back = if req.payload_results {
        0
    } else {
        req.tables * req.key_bytes
    };
    // On the links: the chosen pipeline's tuples; without one, the
    // requirement's widths.
    let wire = match &m.choice {
        Some(c) => WireWidths {
            build: c.signature.build_width() as f64,
            probe: c.signature.probe_width() as f64,
            result: c.signature.result_width_of(shape) as f64,
            spill: c.signature.spill_width() as f64,
            slots: c.signature.geometry().slots as f64,
        },
        None => {
            let probe = req.tables * req.key_bytes + req.value_bytes;
            let geometry =
                netjoin_proto::BucketGeometry::for_widths(req.key_bytes, req.value_bytes);
            let bucket = geometry.bucket_bytes();
            WireWidths {
                build: (req.key_bytes + req.value_bytes) as f64,
                probe: probe as f64,
                result: (keys_back + req.value_bytes * (1 + req.tables)) as f64,
                spill: (probe + req.tables * bucket) as f64,
                slots: geometry.slots as f64,
            }
        }
    };
    // The switch's time uses the chosen pipeline's measured rates.
    let p_sig = m.choice.as_ref().map(|c| sigs.params_for(&c.signature, p));
    let probed_tables = m.choice.as_ref().map_or(req.tables, |c| c.signature.t());
    // The tables placed on chip, from the dimensions' rows after their
    // filters: the keys are not known at planning.
    let onchip = match (&m.choice, opts.onchip) {
        (Some(c), OnchipPolicy::Auto) => {
            let rows: Vec<f64> = offload
                .iter()
                .map(|&s| plan.rels[plan.steps[s].table].rows)
                .collect();
            planned_onchip(&c.signature, &rows, opts.bucket_bits)
        }
        _ => 0,
    };
    let probe = SwitchProbe {
        tables: probed_tables,
        filter_bits: opts.filter_bits,
        onchip,
    };
    let inp = inp_cost(plan, offload, wire, probe, p_sig.as_ref().unwrap_or(p));
    let shuffle_same = classical_chain(plan, &fact_start, offload, p);
    let rest_steps: Vec<usize> = all
        .iter()
        .copied()
        .filter(|s| !offload.contains(s))
        .collect();
    let mut joined: BTreeSet<usize> = [plan.fact].into_iter().collect();
    let mut rows = fact.rows;
    for &s in offload {
        joined.insert(plan.steps[s].table);
        rows *= plan.steps[s].match_frac;
    }
    let start = Start {
        label: format!("{} (switch result)", crate::cost::label_of(plan, &joined)),
        rows,
        joined,
        // Results return to the worker that sent the probe tuple.
        partitioned_on: fact.partitioned_by.map(|c| (plan.fact, c)),
    };
    let rest = classical_chain(plan, &start, &rest_steps, p);
    let mut total = inp.clone();
    total.add(rest.clone());
    // On a calibrated cluster: the switch join's fit, and the shuffled
    // joins after it at the shuffle's (without its fixed part: one query).
    if let Some(c) = &p.calibration {
        total.seconds = c.inp.apply(&inp.work) + c.shuffle.marginal(&rest.work);
    }
    Candidate {
        offload: offload.to_vec(),
        tables,
        feasible,
        infeasible_reason: reason,
        signature: Some(m),
        inp,
        shuffle_same,
        rest,
        total,
        onchip,
    }
}
