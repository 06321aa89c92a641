//! EXPLAIN output: the plan as a tree, both strategies' costs, the chosen I
//! and its signature, as text or JSON.

use crate::optimizer::{Candidate, Optimized};
use crate::signature::human_bytes;
use crate::sql::{OutExpr, Pred};
use serde_json::json;
use std::fmt::Write;

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

fn secs(x: f64) -> String {
    if x < 1e-3 {
        format!("{:.1} µs", x * 1e6)
    } else if x < 1.0 {
        format!("{:.2} ms", x * 1e3)
    } else {
        format!("{x:.3} s")
    }
}

fn pred_text(o: &Optimized, p: &Pred) -> String {
    let c = o.plan.col_label(p.col());
    match p {
        Pred::Cmp(_, op, v) => format!("{c} {} {v}", op.symbol()),
        Pred::Between(_, a, b) => format!("{c} BETWEEN {a} AND {b}"),
        Pred::In(_, xs) => format!("{c} IN ({})", xs.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ")),
    }
}

fn scan_line(o: &Optimized, t: usize) -> String {
    let r = &o.plan.rels[t];
    let cols: Vec<&str> = r.needed.iter().map(|&c| o.plan.col_names[t][c].as_str()).collect();
    let filters: Vec<String> =
        o.plan.query.filters.iter().filter(|p| p.col().table == t).map(|p| pred_text(o, p)).collect();
    let mut s = format!(
        "Scan {} [{} rows, {} {:.4}, ts {} B, cols ({})]",
        r.alias,
        r.rows,
        if r.selectivity_exact { "sel" } else { "est. sel" },
        r.selectivity,
        r.width,
        cols.join(", ")
    );
    if !filters.is_empty() {
        write!(s, " filter: {}", filters.join(" AND ")).unwrap();
    }
    if let Some(pc) = r.partitioned_by {
        write!(s, " partitioned by {}", o.plan.col_names[t][pc]).unwrap();
    }
    s
}

/// The plan tree, root first.
pub fn tree(o: &Optimized) -> String {
    let plan = &o.plan;
    let chosen = o.chosen();
    let q = &plan.query;
    let mut lines: Vec<String> = Vec::new();
    let mut top = Vec::new();
    if let Some(l) = q.limit {
        top.push(format!("Limit {l}"));
    }
    if !q.order_by.is_empty() {
        let keys: Vec<String> = q
            .order_by
            .iter()
            .map(|(i, asc)| format!("{}{}", q.output[*i].name, if *asc { "" } else { " DESC" }))
            .collect();
        top.push(format!("Sort by {}", keys.join(", ")));
    }
    let outs: Vec<String> = q
        .output
        .iter()
        .map(|it| match &it.expr {
            OutExpr::Col(c) => plan.col_label(*c),
            OutExpr::Agg(f, None) => format!("{}(*)", f.name()),
            OutExpr::Agg(f, Some(c)) => format!("{}({})", f.name(), plan.col_label(*c)),
        })
        .collect();
    if q.aggregate {
        let g: Vec<String> = q.group_by.iter().map(|c| plan.col_label(*c)).collect();
        top.push(format!(
            "Aggregate on host: {}{}",
            outs.join(", "),
            if g.is_empty() { String::new() } else { format!(" GROUP BY {}", g.join(", ")) }
        ));
    } else {
        top.push(format!("Project: {}", outs.join(", ")));
    }
    let mut indent = String::new();
    for t in top {
        lines.push(format!("{indent}{t}"));
        indent.push_str("  ");
    }
    // Joins: classical ones (outermost last) above the switch block.
    let rest: Vec<usize> = (0..plan.steps.len()).filter(|s| !chosen.offload.contains(s)).collect();
    let mut rows_after: Vec<f64> = Vec::new();
    {
        let mut rows = plan.rels[plan.fact].rows_filtered();
        for &s in &chosen.offload {
            rows *= plan.steps[s].match_frac;
        }
        let inp_rows = rows;
        for &s in &rest {
            rows *= plan.steps[s].match_frac;
            rows_after.push(rows);
        }
        rows_after.push(inp_rows);
    }
    let mut prefix = indent.clone();
    for (k, &s) in rest.iter().enumerate().rev() {
        let st = &plan.steps[s];
        lines.push(format!(
            "{prefix}HashJoin [classical shuffle] {} = {}  (≈{} rows)",
            plan.col_label(st.probe),
            plan.col_label(st.build),
            sci(rows_after[k])
        ));
        lines.push(format!("{prefix}├─ build: {}", scan_line(o, st.table)));
        lines.push(format!("{prefix}└─ probe:"));
        prefix.push_str("   ");
    }
    if chosen.offload.is_empty() {
        lines.push(format!("{prefix}{}", scan_line(o, plan.fact)));
    } else {
        let sig = chosen
            .signature
            .as_ref()
            .and_then(|m| m.choice.as_ref())
            .map(|c| c.id.clone())
            .unwrap_or_default();
        lines.push(format!(
            "{prefix}StarJoin [in-network, {sig}] (≈{} rows)",
            sci(*rows_after.last().unwrap())
        ));
        for &s in &chosen.offload {
            let st = &plan.steps[s];
            lines.push(format!(
                "{prefix}├─ build table {}: {} = {}  {}",
                s,
                plan.col_label(st.probe),
                plan.col_label(st.build),
                scan_line(o, st.table)
            ));
        }
        lines.push(format!("{prefix}└─ probe: {}", scan_line(o, plan.fact)));
    }
    lines.join("\n")
}

fn cand_line(c: &Candidate) -> String {
    format!(
        "I = {:<14} total {:>10} B (skew-effective {:>10} B), {:>10}{}",
        c.set_label(),
        sci(c.total.bytes),
        sci(c.total.effective_bytes),
        secs(c.total.seconds),
        match &c.infeasible_reason {
            Some(r) => format!("  INFEASIBLE: {r}"),
            None => String::new(),
        }
    )
}

pub fn text(o: &Optimized) -> String {
    let mut s = String::new();
    let p = &o.params;
    let chosen = o.chosen();
    let classical = o.classical();
    writeln!(
        s,
        "NetJoin plan: {} workers, links {} Gbit/s, switch memory {}, objective {:?}",
        p.workers,
        p.link_bytes_per_s * 8.0 / 1e9,
        human_bytes(p.switch_memory_bytes as f64),
        p.objective
    )
    .unwrap();
    writeln!(s, "\n{}\n", tree(o)).unwrap();

    // The paper's comparison for the chosen (or, if classical, the full) set.
    let reference = if chosen.offload.is_empty() {
        o.candidates
            .iter()
            .find(|c| c.offload.len() == o.eligible.len() && !c.offload.is_empty())
            .unwrap_or(chosen)
    } else {
        chosen
    };
    if !reference.offload.is_empty() {
        writeln!(s, "Cost model (paper eqs. 9.1–9.4), I = {}:", reference.set_label()).unwrap();
        writeln!(s, "  c_shuffle = {}", sci(reference.shuffle_same.bytes)).unwrap();
        for t in &reference.shuffle_same.terms {
            writeln!(s, "      {:<22} {:>10} × {:>5} B = {:>9}  ({})", t.label, sci(t.rows), t.width, sci(t.bytes), t.note).unwrap();
        }
        writeln!(s, "  c_INP = {}", sci(reference.inp.bytes)).unwrap();
        for t in &reference.inp.terms {
            writeln!(s, "      {:<22} {:>10} × {:>5} B = {:>9}  ({})", t.label, sci(t.rows), t.width, sci(t.bytes), t.note).unwrap();
        }
        writeln!(s, "  improvement c_shuffle − c_INP = {}", sci(reference.shuffle_same.bytes - reference.inp.bytes)).unwrap();
        if (reference.shuffle_same.effective_bytes - reference.shuffle_same.bytes).abs() > 0.5 {
            writeln!(s, "  with skew write amplification: c_shuffle = {}", sci(reference.shuffle_same.effective_bytes)).unwrap();
        }
    }
    writeln!(s, "\nStrategies for the whole query:").unwrap();
    writeln!(s, "  classical (I = ∅):  {} B, skew-effective {} B, {}", sci(classical.total.bytes), sci(classical.total.effective_bytes), secs(classical.total.seconds)).unwrap();
    writeln!(s, "  chosen (I = {}): {} B, skew-effective {} B, {}", chosen.set_label(), sci(chosen.total.bytes), sci(chosen.total.effective_bytes), secs(chosen.total.seconds)).unwrap();
    writeln!(s, "  chosen I = {}", chosen.set_label()).unwrap();
    writeln!(s, "\nTime model, chosen plan:").unwrap();
    for ph in &chosen.total.phases {
        writeln!(s, "  {:<28} {:>10}  bottleneck: {}", ph.label, secs(ph.seconds), ph.bottleneck).unwrap();
    }
    writeln!(s, "\nCandidates ({} search over {} offloadable joins):", o.search, o.eligible.len()).unwrap();
    for (i, c) in o.candidates.iter().enumerate().take(64) {
        writeln!(s, "  {} {}", if i == o.chosen { "*" } else { " " }, cand_line(c)).unwrap();
    }
    if o.candidates.len() > 64 {
        writeln!(s, "  … {} more", o.candidates.len() - 64).unwrap();
    }
    if let Some(m) = &chosen.signature {
        writeln!(
            s,
            "\nSignature (catalog: {}): needs key {} B, value {} B, {} tables, largest build {} rows",
            o.signature_catalog,
            m.requirement.key_bytes,
            m.requirement.value_bytes,
            m.requirement.tables,
            sci(m.requirement.max_build_rows)
        )
        .unwrap();
        if let Some(c) = &m.choice {
            writeln!(
                s,
                "  signature = {} ({}), 2^{} buckets per table, memory {}{}",
                c.id,
                if c.exact { "exact fit" } else { "next larger" },
                c.bucket_bits,
                human_bytes(c.memory_bytes as f64),
                if c.padding_tables > 0 { format!(", {} padding table(s)", c.padding_tables) } else { String::new() }
            )
            .unwrap();
        }
        writeln!(s, "  rejected:").unwrap();
        // Group signatures rejected for the same reason.
        let mut groups: Vec<(String, Vec<String>)> = Vec::new();
        for r in m.rejections.iter().filter(|r| r.kind != crate::signature::RejectKind::LargerThanBestFit) {
            match groups.iter_mut().find(|(reason, _)| *reason == r.reason) {
                Some(g) => g.1.push(r.id.clone()),
                None => groups.push((r.reason.clone(), vec![r.id.clone()])),
            }
        }
        for (reason, ids) in groups {
            writeln!(s, "    {}: {}", ids.join(", "), reason).unwrap();
        }
        let larger = m.rejections.iter().filter(|r| r.kind == crate::signature::RejectKind::LargerThanBestFit).count();
        if larger > 0 {
            writeln!(s, "    ({larger} larger signatures also fit)").unwrap();
        }
    } else {
        writeln!(s, "\nSignature: none (nothing offloaded)").unwrap();
    }
    s
}

pub fn json(o: &Optimized) -> serde_json::Value {
    let chosen = o.chosen();
    json!({
        "workers": o.params.workers,
        "params": o.params,
        "tree": tree(o),
        "plan": {
            "fact": o.plan.rels[o.plan.fact].alias,
            "relations": o.plan.rels,
            "steps": o.plan.steps.iter().map(|st| json!({
                "table": o.plan.rels[st.table].alias,
                "probe": o.plan.col_label(st.probe),
                "build": o.plan.col_label(st.build),
                "offloadable": st.from_fact,
                "match_fraction": st.match_frac,
            })).collect::<Vec<_>>(),
        },
        "c_shuffle": chosen.shuffle_same.bytes,
        "c_inp": chosen.inp.bytes,
        "classical": o.classical(),
        "chosen": chosen,
        "chosen_set": chosen.tables,
        "signature": chosen.signature.as_ref().and_then(|m| m.choice.as_ref()).map(|c| c.id.clone()),
        "search": o.search,
        "candidates": o.candidates.iter().map(|c| json!({
            "set": c.tables,
            "feasible": c.feasible,
            "reason": c.infeasible_reason,
            "bytes": c.total.bytes,
            "effective_bytes": c.total.effective_bytes,
            "seconds": c.total.seconds,
            "signature": c.signature.as_ref().and_then(|m| m.choice.as_ref()).map(|x| x.id.clone()),
        })).collect::<Vec<_>>(),
    })
}

/// `netjoin explain` over DataFusion: its physical plan (with the
/// `SwitchStarJoinExec` nodes), then every star join the rule priced and
/// every join it looked at, with the reason it was or was not offloaded.
pub fn datafusion_text(
    physical_plan: &str,
    decisions: &[crate::rule::Decision],
    opts: &crate::session::SessionOptions,
) -> String {
    let mut s = String::new();
    writeln!(
        s,
        "NetJoin plan (DataFusion): {} workers, strategy {:?}, switch {:?}, objective {:?}\n",
        opts.workers, opts.strategy, opts.switch, opts.cost.objective
    )
    .unwrap();
    s.push_str(physical_plan);
    if !physical_plan.ends_with('\n') {
        s.push('\n');
    }
    if opts.strategy == crate::session::Strategy::Shuffle {
        writeln!(s, "\nStar joins: none offloaded (--strategy shuffle)").unwrap();
        return s;
    }
    if decisions.is_empty() {
        writeln!(s, "\nStar joins: the plan has no hash join").unwrap();
        return s;
    }
    writeln!(s, "\nStar joins:").unwrap();
    for d in decisions {
        if d.dims.is_empty() {
            for j in &d.joins {
                writeln!(s, "  join {}: not offloaded: {}", j.on, j.reason).unwrap();
            }
            continue;
        }
        writeln!(
            s,
            "  fact {} with {}: offloaded {} ({}){}",
            d.fact,
            d.dims.join(", "),
            if d.offloaded.is_empty() { "∅".to_string() } else { format!("{{{}}}", d.offloaded.join(", ")) },
            d.signature.clone().unwrap_or_else(|| "no pipeline".into()),
            if d.estimated_rows { ", row counts estimated (no statistics)" } else { "" }
        )
        .unwrap();
        writeln!(s, "    c_shuffle = {}  c_INP = {}", sci(d.c_shuffle), sci(d.c_inp)).unwrap();
        for j in &d.joins {
            writeln!(s, "    {}: {}", j.on, j.reason).unwrap();
        }
        writeln!(s, "    candidates (bottom-most k joins on the switch):").unwrap();
        for c in &d.candidates {
            writeln!(
                s,
                "      {{{}}}: {} B, {}{}",
                c.set.join(", "),
                sci(c.bytes),
                secs(c.seconds),
                match &c.reason {
                    Some(r) => format!("  INFEASIBLE: {r}"),
                    None => c.signature.as_ref().map(|x| format!("  on {x}")).unwrap_or_default(),
                }
            )
            .unwrap();
        }
    }
    s
}
