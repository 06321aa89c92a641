//! Choice of the set I of joins to offload to the switch.
//!
//! Candidates are subsets of the joins whose probe key is a fact column.
//! I = ∅ (classical execution) is always a candidate and always feasible. A
//! candidate is feasible when a pre-built signature fits it and its tables fit
//! the switch memory. Up to `EXHAUSTIVE_MAX` eligible joins every subset is
//! evaluated; beyond, a forward greedy search adds the join that gives the
//! lowest cost at each step (even if that cost is higher, so pairs that only
//! pay off together are found) and keeps the best feasible set seen, which is
//! never worse than ∅.
//!
//! The star-join rule prices its candidates (a chain's bottom-most k joins)
//! one by one with [`evaluate_with`]; [`optimize`] searches the subsets of a
//! whole left-deep plan ([`crate::plan::build_plan`]).

use crate::cost::{classical_chain, inp_cost, CostParams, Start, StrategyCost, WireWidths};
use crate::plan::LeftDeepPlan;
use crate::signature::{match_signature, MatchResult, Requirement, SignatureCatalog};
use netjoin_proto::ResultShape;
use serde::Serialize;
use std::collections::BTreeSet;

pub const EXHAUSTIVE_MAX: usize = 12;

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

#[derive(Clone, Debug, Serialize)]
pub struct Optimized {
    pub plan: LeftDeepPlan,
    pub params: CostParams,
    pub signature_catalog: String,
    /// "exhaustive" or "greedy".
    pub search: String,
    pub eligible: Vec<usize>,
    pub candidates: Vec<Candidate>,
    /// Index into `candidates` of I = ∅.
    pub classical: usize,
    /// Index into `candidates` of the chosen I.
    pub chosen: usize,
}

impl Optimized {
    pub fn chosen(&self) -> &Candidate {
        &self.candidates[self.chosen]
    }
    pub fn classical(&self) -> &Candidate {
        &self.candidates[self.classical]
    }
}

/// Widths and sizes a pipeline for `offload` needs.
pub fn requirement(plan: &LeftDeepPlan, offload: &[usize]) -> Requirement {
    let fact = plan.fact;
    let probe_cols: BTreeSet<usize> = offload
        .iter()
        .map(|&s| plan.steps[s].probe.column)
        .collect();
    let fact_payload: usize = plan.rels[fact]
        .needed
        .iter()
        .filter(|c| !probe_cols.contains(c))
        .map(|&c| plan.col_bytes[fact][c])
        .sum();
    let mut value = fact_payload;
    let mut key = 1;
    let mut max_rows: f64 = 0.0;
    for &s in offload {
        let st = &plan.steps[s];
        let dim = &plan.rels[st.table];
        let v: usize = dim
            .needed
            .iter()
            .filter(|&&c| c != st.build.column)
            .map(|&c| plan.col_bytes[st.table][c])
            .sum();
        value = value.max(v);
        key = key
            .max(plan.key_bytes[fact][st.probe.column])
            .max(plan.key_bytes[st.table][st.build.column]);
        max_rows = max_rows.max(dim.rows_filtered());
    }
    Requirement {
        key_bytes: key,
        value_bytes: value.max(1),
        tables: offload.len(),
        max_build_rows: max_rows,
        payload_results: false,
    }
}

pub fn evaluate(
    plan: &LeftDeepPlan,
    offload: &[usize],
    sigs: &SignatureCatalog,
    p: &CostParams,
) -> Candidate {
    evaluate_with(plan, offload, None, sigs, p)
}

/// [`evaluate`] with the pipeline requirement given (the star-join node
/// sends keys and row references, not the columns themselves).
pub fn evaluate_with(
    plan: &LeftDeepPlan,
    offload: &[usize],
    req: Option<Requirement>,
    sigs: &SignatureCatalog,
    p: &CostParams,
) -> Candidate {
    let fact = &plan.rels[plan.fact];
    let all: Vec<usize> = (0..plan.steps.len()).collect();
    let fact_start = Start {
        label: fact.alias.clone(),
        rows: fact.rows_filtered(),
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
        };
    }
    let req = req.unwrap_or_else(|| requirement(plan, offload));
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
        },
        None => WireWidths {
            build: (req.key_bytes + req.value_bytes) as f64,
            probe: (req.tables * req.key_bytes + req.value_bytes) as f64,
            result: (keys_back + req.value_bytes * (1 + req.tables)) as f64,
        },
    };
    // The switch's time uses the chosen pipeline's measured rates.
    let p_sig = m.choice.as_ref().map(|c| sigs.params_for(&c.signature, p));
    let probed_tables = m.choice.as_ref().map_or(req.tables, |c| c.signature.t());
    let inp = inp_cost(
        plan,
        offload,
        wire,
        probed_tables,
        p_sig.as_ref().unwrap_or(p),
    );
    let shuffle_same = classical_chain(plan, &fact_start, offload, p);
    let rest_steps: Vec<usize> = all
        .iter()
        .copied()
        .filter(|s| !offload.contains(s))
        .collect();
    let mut joined: BTreeSet<usize> = [plan.fact].into_iter().collect();
    let mut rows = fact.rows_filtered();
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
    }
}

pub fn optimize(plan: LeftDeepPlan, sigs: &SignatureCatalog, p: &CostParams) -> Optimized {
    let eligible: Vec<usize> = (0..plan.steps.len())
        .filter(|&s| plan.steps[s].from_fact)
        .collect();
    let mut candidates = vec![evaluate(&plan, &[], sigs, p)];
    let search;
    if eligible.len() <= EXHAUSTIVE_MAX {
        search = "exhaustive";
        for mask in 1u32..(1u32 << eligible.len()) {
            let set: Vec<usize> = eligible
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, &s)| s)
                .collect();
            candidates.push(evaluate(&plan, &set, sigs, p));
        }
    } else {
        search = "greedy";
        let mut current: Vec<usize> = vec![];
        loop {
            let mut best: Option<Candidate> = None;
            for &s in &eligible {
                if current.contains(&s) {
                    continue;
                }
                let mut set = current.clone();
                set.push(s);
                set.sort();
                let c = evaluate(&plan, &set, sigs, p);
                if !c.feasible {
                    continue;
                }
                if best
                    .as_ref()
                    .is_none_or(|b| c.total.objective(p.objective) < b.total.objective(p.objective))
                {
                    best = Some(c);
                }
            }
            match best {
                Some(c) => {
                    current = c.offload.clone();
                    candidates.push(c);
                }
                None => break,
            }
        }
    }
    let mut chosen = 0;
    for (i, c) in candidates.iter().enumerate() {
        if c.feasible
            && c.total.objective(p.objective)
                < candidates[chosen].total.objective(p.objective) * (1.0 - 1e-12)
        {
            chosen = i;
        }
    }
    Optimized {
        plan,
        params: p.clone(),
        signature_catalog: sigs.source.clone(),
        search: search.into(),
        eligible,
        candidates,
        classical: 0,
        chosen,
    }
}
