//! EXPLAIN output: DataFusion's physical plan (with the star-join nodes),
//! then every star join the rule priced and every join it looked at, with
//! the reason it was or was not offloaded. The same for data (`--table`) and
//! for statistics only (`--stats`).

use crate::cost::sci;
use std::fmt::Write;

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
    let mut s = String::new();
    writeln!(
        s,
        "NetJoin plan (DataFusion): {} workers, strategy {:?}, switch {:?}, objective {:?}\n",
        opts.workers, opts.strategy, opts.switch, opts.cost.objective
    )
    .unwrap();
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
            "  fact {} with {}: offloaded {} ({}){}",
            d.fact,
            d.dims.join(", "),
            if d.offloaded.is_empty() {
                "∅".to_string()
            } else {
                format!("{{{}}}", d.offloaded.join(", "))
            },
            d.signature.clone().unwrap_or_else(|| "no pipeline".into()),
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
        if let Some(w) = &d.widths {
            writeln!(s, "    widths: {}", w.why).unwrap();
        }
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
                    None => c
                        .signature
                        .as_ref()
                        .map(|x| format!("  on {x}"))
                        .unwrap_or_default(),
                }
            )
            .unwrap();
        }
    }
    s
}
