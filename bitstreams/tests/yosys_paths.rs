//! scripts/yosys_paths.py (docs/HDL.md §4, longest paths) on a design whose
//! paths are known: a registered 64-bit add (one LUT level, then a 16-step
//! CARRY4 chain) and a registered 64-input parity (a LUT tree, no carry).
//! Yosys's `ltp` ranks the add first by cells; the script must count the
//! parity's LUT levels as the deeper logic. A third register's parity
//! starts at a register named as quasi-static (`--quasi-static`): its path
//! must be listed apart, not among the single-cycle paths. Needs yosys and python3
//! (scripts/setup.sh installs yosys).

use std::path::{Path, PathBuf};
use std::process::Command;

const DESIGN: &str = "module netjoin_switch(input clk, input load, input [63:0] a, input [63:0] b,
    output reg [63:0] sum, output reg parity, output reg cfg_parity);
  reg [63:0] cfg;
  always @(posedge clk) begin
    sum <= a + b;
    parity <= ^(a ^ b);
    if (load) cfg <= a;
    cfg_parity <= ^cfg;
  end
endmodule
";

fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/yosys_paths.py")
}

/// (estimate ns, LUT levels, cells) of the row whose endpoint names `end`.
fn row(out: &str, end: &str) -> (f64, u32, u32) {
    let line = out
        .lines()
        .find(|l| l.contains(" -> ") && l.split(" -> ").nth(1).is_some_and(|e| e.contains(end)))
        .unwrap_or_else(|| panic!("no path into `{end}` in:\n{out}"));
    let f: Vec<&str> = line.split_whitespace().collect();
    (
        f[0].parse().unwrap(),
        f[1].parse().unwrap(),
        f[2].parse().unwrap(),
    )
}

#[test]
fn lut_levels_rank_a_lut_tree_above_a_carry_chain() {
    let dir = std::env::temp_dir().join(format!("netjoin-yosys-paths-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let v = dir.join("design.v");
    let json = dir.join("design.json");
    std::fs::write(&v, DESIGN).unwrap();
    let synth = Command::new("yosys")
        .arg("-q")
        .arg("-p")
        .arg(format!(
            "read_verilog {}; synth_xilinx -family xc7 -top netjoin_switch; flatten; opt_clean; write_json {}",
            v.display(),
            json.display()
        ))
        .output()
        .expect("yosys is not installed: run scripts/setup.sh");
    assert!(
        synth.status.success(),
        "yosys failed: {}",
        String::from_utf8_lossy(&synth.stderr)
    );
    let run = Command::new("python3")
        .arg(script())
        .arg(&json)
        .args(["--detail", "0", "--quasi-static", "^cfg$"])
        .output()
        .expect("python3");
    assert!(
        run.status.success(),
        "yosys_paths.py failed: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    let all = String::from_utf8(run.stdout).unwrap();
    let (out, quasi) = all
        .split_once("from quasi-static registers")
        .unwrap_or_else(|| panic!("no quasi-static section:\n{all}"));
    assert!(
        !out.contains("cfg_parity"),
        "a path from a quasi-static register among the others:\n{all}"
    );
    let (_, cfg_levels, _) = row(quasi, "cfg_parity");
    assert!(
        (2..=4).contains(&cfg_levels),
        "cfg parity: {cfg_levels} levels\n{all}"
    );
    assert!(
        !quasi.contains("-> parity"),
        "the quasi-static section lists a path from a port:\n{all}"
    );
    let (add_ns, add_levels, add_cells) = row(out, "sum");
    let (par_ns, par_levels, par_cells) = row(out, "parity");
    // the add: one LUT into the chain, then 16 CARRY4 (64 bits, 4 per cell)
    assert!(
        add_cells >= 17 && add_levels <= 2,
        "add: {add_levels} LUT levels, {add_cells} cells\n{out}"
    );
    // the parity of 64 bits: a tree of 6-input LUTs (and MUXF7/8), no carry
    assert!(
        (2..=4).contains(&par_levels) && par_cells < add_cells,
        "parity: {par_levels} levels, {par_cells} cells\n{out}"
    );
    assert!(
        par_levels > add_levels,
        "the LUT tree must count deeper than the carry chain\n{out}"
    );
    // The budget count: with a budget between the two estimates, exactly
    // the slower of the two (the add) is over it, and the summary counts
    // the endpoints listed above it.
    let budget = ((add_ns + par_ns) / 2.0 * 100.0).round() / 100.0;
    let run = Command::new("python3")
        .arg(script())
        .arg(&json)
        .args([
            "--detail",
            "0",
            "--quasi-static",
            "^cfg$",
            "--budget",
            &format!("{budget:.2}"),
        ])
        .output()
        .expect("python3");
    let all = String::from_utf8(run.stdout).unwrap();
    let main = all.split("from quasi-static registers").next().unwrap();
    // the rows: an estimate first (the header line names the columns)
    let listed: Vec<f64> = main
        .lines()
        .filter(|l| l.contains(" -> "))
        .filter_map(|l| l.split_whitespace().next()?.parse().ok())
        .collect();
    let over = listed.iter().filter(|&&ns| ns > budget).count();
    assert_eq!(over, 1, "only the add is over {budget} ns:\n{all}");
    let want = format!(
        "endpoints with a path: {n}; estimated over {budget:.2} ns: 1 of {n};",
        n = listed.len()
    );
    assert!(
        main.lines().any(|l| l.starts_with(&want)),
        "no `{want}` in:\n{all}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_missing_netlist_is_a_clear_error() {
    let run = Command::new("python3")
        .arg(script())
        .arg("/nonexistent/netlist.json")
        .output()
        .expect("python3");
    assert!(!run.status.success());
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(
        err.contains("cannot read module netjoin_switch from /nonexistent/netlist.json"),
        "{err}"
    );
}
