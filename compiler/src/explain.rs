//! EXPLAIN output: DataFusion's physical plan (with the star-join nodes),
//! then every star join the rule priced and every join it looked at, with
//! the reason it was or was not offloaded. The same for data (`--table`) and
//! for statistics only (`--stats`).

use crate::cost::sci;
use std::fmt::Write;

/// Candidate sets EXPLAIN's text lists for one star join.
const MAX_CANDIDATE_LINES: usize = 16;

fn secs(x: f64) -> String {
    if x < 1e-3 {
        format!("{:.1} µs", x * 1e6)
    } else if x < 1.0 {
        format!("{:.2} ms", x * 1e3)
    } else {
        format!("{x:.3} s")
    }
}

/// `netjoin explain` over DataFusion: its physical plan (with the
/// `SwitchStarJoinExec` nodes), then every star join the rule priced and
/// every join it looked at, with the reason it was or was not offloaded.
pub fn datafusion_text(
    physical_plan: &str,
    decisions: &[crate::rule::Decision],
    opts: &crate::options::SessionOptions,
) -> String {
    datafusion_text_with(physical_plan, decisions, opts, None)
}

/// [`datafusion_text`] naming the calibration (`which`: which file, or
/// that it is a default) of an in-process session.
pub fn datafusion_text_with(
    physical_plan: &str,
    decisions: &[crate::rule::Decision],
    opts: &crate::options::SessionOptions,
    which: Option<&str>,
) -> String {
    let mut s = String::new();
    writeln!(
        s,
        "NetJoin plan (DataFusion): {} workers, strategy {:?}, switch {:?}, objective {:?}\n",
        opts.workers, opts.strategy, opts.switch, opts.cost.objective
    )
    .unwrap();
    if let Some(w) = which {
        writeln!(s, "time model: {w}").unwrap();
    }
    if let Some(c) = &opts.cost.calibration {
        writeln!(
            s,
            "time model calibrated on {}: shuffle {}; switch join {}\n",
            c.source,
            c.shuffle.describe(),
            c.inp.describe()
        )
        .unwrap();
    }
    s.push_str(physical_plan);
    if !physical_plan.ends_with('\n') {
        s.push('\n');
    }
    if opts.strategy == crate::options::Strategy::Shuffle {
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
            "  fact {} with {}: offloaded {} ({}{}){}",
            d.fact,
            d.dims.join(", "),
            if d.offloaded.is_empty() {
                "∅".to_string()
            } else {
                format!("{{{}}}", d.offloaded.join(", "))
            },
            d.signature.clone().unwrap_or_else(|| "no pipeline".into()),
            d.filter_bits
                .map(|f| format!(", filter_bits={f}"))
                .unwrap_or_default()
                + &d.onchip
                    .map(|o| format!(", onchip=[{}]", crate::signature::onchip_list(o)))
                    .unwrap_or_default(),
            if d.estimated_rows {
                ", row counts estimated (no statistics)"
            } else {
                ""
            }
        )
        .unwrap();
        writeln!(
            s,
            "    c_shuffle = {}  c_INP = {}",
            sci(d.c_shuffle),
            sci(d.c_inp)
        )
        .unwrap();
        if !d.inputs.notes.is_empty() {
            writeln!(s, "    inputs:").unwrap();
            for i in &d.inputs.notes {
                writeln!(s, "      {i}").unwrap();
            }
        }
        // Both strategies' predicted seconds: the all-shuffled plan and the
        // cheapest feasible switch join, and which the rule chose.
        let shuffled = d.candidates.iter().find(|c| c.set.is_empty());
        let switch = d
            .candidates
            .iter()
            .filter(|c| c.feasible && !c.set.is_empty())
            .min_by(|a, b| a.seconds.total_cmp(&b.seconds));
        if let Some(sh) = shuffled {
            writeln!(
                s,
                "    predicted: all shuffled {} ({} B); {}; chosen {}",
                secs(sh.seconds),
                sci(sh.bytes),
                match switch {
                    Some(c) => format!(
                        "fastest switch join {{{}}} {} ({} B)",
                        c.set.join(", "),
                        secs(c.seconds),
                        sci(c.bytes)
                    ),
                    None => "no switch join fits".to_string(),
                },
                if d.offloaded.is_empty() {
                    "∅".to_string()
                } else {
                    format!("{{{}}}", d.offloaded.join(", "))
                }
            )
            .unwrap();
        }
        if let Some(w) = &d.widths {
            writeln!(s, "    widths: {}", w.why).unwrap();
        }
        for j in &d.joins {
            writeln!(s, "    {}: {}", j.on, j.reason).unwrap();
        }
        writeln!(s, "    candidates (sets of joins on the switch):").unwrap();
        // Long chains have many sets: the cheapest feasible ones and ∅.
        let mut order: Vec<usize> = (0..d.candidates.len()).collect();
        if d.candidates.len() > MAX_CANDIDATE_LINES {
            order.sort_by(|&a, &b| {
                let (x, y) = (&d.candidates[a], &d.candidates[b]);
                (x.reason.is_some(), x.seconds)
                    .partial_cmp(&(y.reason.is_some(), y.seconds))
                    .unwrap_or(std::cmp::Ordering::Equal)
            });
            order.truncate(MAX_CANDIDATE_LINES);
            if !order.contains(&0) {
                order.push(0);
            }
            order.sort();
        }
        for &i in &order {
            let c = &d.candidates[i];
            writeln!(
                s,
                "      {{{}}}: {} B, {}{}",
                c.set.join(", "),
                sci(c.bytes),
                secs(c.seconds),
                match &c.reason {
                    Some(r) => format!("  INFEASIBLE: {r}"),
                    None => c
                        .signature
                        .as_ref()
                        .map(|x| match c.filter_bits {
                            Some(f) => format!(
                                "  on {x}, filter_bits={f}{}",
                                c.onchip
                                    .map(|o| format!(
                                        ", onchip=[{}]",
                                        crate::signature::onchip_list(o)
                                    ))
                                    .unwrap_or_default()
                            ),
                            None => format!("  on {x}"),
                        })
                        .unwrap_or_default(),
                }
            )
            .unwrap();
        }
        if order.len() < d.candidates.len() {
            writeln!(
                s,
                "      ... and {} more sets (`--json` lists them all)",
                d.candidates.len() - order.len()
            )
            .unwrap();
        }
    }
    s
}
