//! Resource estimates with Yosys `synth_xilinx` for the NetFPGA SUME's
//! Virtex-7 XC7VX690T.
//!
//! Yosys maps to 7-series primitives but does no placement or timing, so the
//! report says whether the design fits, not whether 156.25 MHz closes. As
//! evidence for the clock it gives `ltp`: the longest chain of mapped logic
//! cells between flip-flops, block RAMs and ports, per module and for the
//! flattened design.

use anyhow::{bail, Context, Result};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;
use std::time::Instant;

/// XC7VX690T capacity.
pub const DEVICE_LUTS: u64 = 433_200;
pub const DEVICE_FFS: u64 = 866_400;
pub const DEVICE_BRAM36: f64 = 1_470.0;

/// Cell counts of the flattened design after `synth_xilinx`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CellStats {
    pub cells: BTreeMap<String, u64>,
}

impl CellStats {
    /// Parses the last `Number of cells:` block of a Yosys `stat` log.
    pub fn parse(log: &str) -> Result<CellStats> {
        let start = log
            .rfind("Number of cells:")
            .context("no `Number of cells:` in the Yosys log")?;
        let mut cells = BTreeMap::new();
        for line in log[start..].lines().skip(1) {
            let mut it = line.split_whitespace();
            match (it.next(), it.next(), it.next()) {
                (Some(name), Some(n), None)
                    if name
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$') =>
                {
                    match n.parse::<u64>() {
                        Ok(n) => {
                            cells.insert(name.to_string(), n);
                        }
                        Err(_) => break,
                    }
                }
                (None, _, _) if cells.is_empty() => continue,
                _ => break,
            }
        }
        if cells.is_empty() {
            bail!("the Yosys log's cell table is empty");
        }
        Ok(CellStats { cells })
    }

    fn n(&self, name: &str) -> u64 {
        self.cells.get(name).copied().unwrap_or(0)
    }

    /// LUTs used as logic.
    pub fn luts_logic(&self) -> u64 {
        (1..=6).map(|i| self.n(&format!("LUT{i}"))).sum()
    }

    /// LUTs used as distributed RAM (RAM32M/RAM64M are 4 LUTs, RAMxX1D 2).
    pub fn luts_memory(&self) -> u64 {
        4 * (self.n("RAM32M") + self.n("RAM64M"))
            + 2 * (self.n("RAM32X1D") + self.n("RAM64X1D") + self.n("RAM128X1D"))
            + self.n("RAM32X1S")
            + self.n("RAM64X1S")
            + self.n("SRL16E")
            + self.n("SRLC32E")
    }

    pub fn flip_flops(&self) -> u64 {
        [
            "FDRE", "FDSE", "FDCE", "FDPE", "FDRE_1", "FDSE_1", "FDCE_1", "FDPE_1",
        ]
        .iter()
        .map(|c| self.n(c))
        .sum()
    }

    pub fn bram36(&self) -> f64 {
        self.n("RAMB36E1") as f64 + self.n("RAMB18E1") as f64 / 2.0
    }

    pub fn fits(&self) -> bool {
        self.luts_logic() + self.luts_memory() <= DEVICE_LUTS
            && self.flip_flops() <= DEVICE_FFS
            && self.bram36() <= DEVICE_BRAM36
    }
}

/// Cells `ltp` walks through: the mapped logic (LUTs, carry chains, wide
/// muxes, distributed RAM read ports, DSPs). Flip-flops and block RAMs
/// (registered outputs) end a path; so do ports and clock buffers.
const LTP_SELECTION: &str =
    "w:* t:LUT* %u t:CARRY4 %u t:MUXF* %u t:INV %u t:RAM32M %u t:RAM64M %u t:RAM*X1* %u t:DSP48E1 %u";

/// The whole script, as `resources.txt` quotes it.
pub fn script(verilog: &str) -> String {
    format!(
        "read_verilog {verilog}; synth_xilinx -family xc7 -top netjoin_switch; stat; \
         ltp -noff {LTP_SELECTION}; flatten; ltp -noff {LTP_SELECTION}"
    )
}

/// `ltp` results: cells on the longest combinational path.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LongestPaths {
    /// Per module (paths end at the module's ports), longest first.
    pub modules: Vec<(String, u64)>,
    /// The flattened design: paths across module boundaries too.
    pub whole: u64,
}

impl LongestPaths {
    /// Parses the two `ltp` passes of [`script`]'s log: per module, then
    /// after `flatten`.
    pub fn parse(log: &str) -> Result<LongestPaths> {
        let passes: Vec<&str> = log.split("Executing LTP pass").skip(1).collect();
        if passes.len() != 2 {
            bail!(
                "expected two `ltp` passes in the Yosys log, found {}",
                passes.len()
            );
        }
        let lengths = |pass: &str| -> Result<Vec<(String, u64)>> {
            let mut v = Vec::new();
            for line in pass.lines() {
                if let Some(rest) = line.strip_prefix("Longest topological path in ") {
                    let (name, len) = rest
                        .rsplit_once(" (length=")
                        .context("an `ltp` line without a length")?;
                    let len = len
                        .trim_end_matches("):")
                        .parse::<i64>()
                        .with_context(|| format!("`ltp` length of {name}"))?;
                    v.push((name.trim_start_matches('\\').to_string(), len.max(0) as u64));
                }
            }
            Ok(v)
        };
        let mut modules = lengths(passes[0])?;
        modules.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let whole = lengths(passes[1])?;
        let whole = match whole.as_slice() {
            [(_, n)] => *n,
            _ => bail!("expected one module after `flatten`, found {}", whole.len()),
        };
        if modules.is_empty() {
            bail!("`ltp` reported no module");
        }
        Ok(LongestPaths { modules, whole })
    }
}

/// Yosys's version line, or why there is none.
pub fn yosys_version() -> Result<String> {
    let out = Command::new("yosys")
        .arg("-V")
        .output()
        .context("cannot run `yosys` (apt install yosys)")?;
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Runs [`script`] on `verilog` (top `netjoin_switch`); returns the stats,
/// the longest paths and the seconds it took.
///
/// With `NETJOIN_SYNTH_JSON=DIR` the same run also writes the flattened
/// netlist to `DIR/<directory of verilog>.json` (`opt_clean; write_json`
/// after the last `ltp`, which leaves the report unchanged), the input of
/// `scripts/yosys_paths.py`, so the path estimate needs no second synthesis.
pub fn synthesize(verilog: &Path, log: &Path) -> Result<(CellStats, LongestPaths, f64)> {
    let t = Instant::now();
    let mut script = script(&verilog.display().to_string());
    if let Some(dir) = std::env::var_os("NETJOIN_SYNTH_JSON") {
        let name = verilog
            .parent()
            .and_then(|d| d.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "netjoin_switch".into());
        let json = Path::new(&dir).join(format!("{name}.json"));
        script.push_str(&format!("; opt_clean; write_json {}", json.display()));
    }
    let out = Command::new("yosys")
        .args(["-q", "-l"])
        .arg(log)
        .args(["-p", &script])
        .output()
        .context("cannot run `yosys` (apt install yosys)")?;
    if !out.status.success() {
        bail!(
            "yosys failed on {}: {}",
            verilog.display(),
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    let text =
        std::fs::read_to_string(log).with_context(|| format!("reading {}", log.display()))?;
    Ok((
        CellStats::parse(&text)?,
        LongestPaths::parse(&text)?,
        t.elapsed().as_secs_f64(),
    ))
}

/// The text of `resources.txt`.
pub fn report(
    id: &str,
    verilog_sha256: &str,
    tool: &str,
    secs: f64,
    s: &CellStats,
    ltp: &LongestPaths,
) -> String {
    let lut = s.luts_logic() + s.luts_memory();
    let pct = |a: f64, b: f64| 100.0 * a / b;
    let mut r = String::new();
    r.push_str(&format!(
        "Resource estimate of bitstreams/{id}/netjoin_switch.v ({id}, 4 ports, 2 memory controllers)\n\n"
    ));
    r.push_str(&format!(
        "Command:  yosys -p \"{}\"\n\
         Tool:     {tool}; {secs:.0} s wall\n\
         Source:   netjoin_switch.v sha256 {verilog_sha256}\n\n",
        script("netjoin_switch.v")
    ));
    r.push_str(&format!(
        "Summary against the NetFPGA SUME FPGA, Xilinx Virtex-7 XC7VX690T\n\
         ({DEVICE_LUTS} LUT6, {DEVICE_FFS} flip-flops, {DEVICE_BRAM36} RAMB36):\n\n\
         \x20 LUTs (logic)     {:>8}\n\
         \x20 LUTs as memory   {:>8}\n\
         \x20 LUTs total       {:>8}   = {:.1} % of {DEVICE_LUTS}\n\
         \x20 Flip-flops       {:>8}   = {:.1} % of {DEVICE_FFS}\n\
         \x20 Block RAM        {:>8.1}   RAMB36 equivalents = {:.1} % of {DEVICE_BRAM36}\n\n",
        s.luts_logic(),
        s.luts_memory(),
        lut,
        pct(lut as f64, DEVICE_LUTS as f64),
        s.flip_flops(),
        pct(s.flip_flops() as f64, DEVICE_FFS as f64),
        s.bram36(),
        pct(s.bram36(), DEVICE_BRAM36),
    ));
    r.push_str(if s.fits() {
        "  => It fits the XC7VX690T.\n"
    } else {
        "  => It does NOT fit the XC7VX690T.\n"
    });
    r.push_str(
        "     Not included: the 10G MACs/PCS, the two MIG DDR3 controllers and the\n\
         \x20    NetFPGA reference infrastructure that a bitstream adds around it.\n\
         \x20    Yosys does no placement and no timing analysis: whether 156.25 MHz\n\
         \x20    closes needs Vivado.\n\n\
         Yosys stat, whole design (after synth_xilinx):\n\n",
    );
    for (c, n) in &s.cells {
        r.push_str(&format!("     {c:<24} {n:>8}\n"));
    }
    r.push_str(&format!(
        "\nLongest combinational paths (Yosys ltp -noff), in mapped cells between\n\
         flip-flops, block RAMs and ports. A LUT level with its routing takes\n\
         about 0.5-0.8 ns in a Virtex-7 -2, a CARRY4 or MUXF7/8 step about 0.1-0.3 ns;\n\
         156.25 MHz leaves 6.4 ns.\n\n\
         \x20 whole design, flattened: {:>4} cells\n\n\
         \x20 per module (paths end at the module's ports), the longest 12:\n",
        ltp.whole
    ));
    for (m, n) in ltp.modules.iter().take(12) {
        r.push_str(&format!("     {m:<48} {n:>4}\n"));
    }
    r
}
