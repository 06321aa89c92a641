//! `netjoin bitstreams list|build|verify|record-throughput`.

use crate::manifest::{Manifest, Resources, Throughput};
use crate::{catalog, find, sha256_hex, synth, Entry};
use anyhow::{bail, Context, Result};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The catalog directory: `./bitstreams` when run from a checkout's root,
/// else the checkout this binary was built from.
pub fn default_dir() -> PathBuf {
    let here = Path::new("bitstreams");
    if here.join("Cargo.toml").is_file() {
        return here.to_path_buf();
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// Everything generated for one entry.
pub struct Generated {
    pub switch: String,
    pub units: Vec<(&'static str, String)>,
    pub manifest: Manifest,
}

pub fn generate(e: &Entry) -> Generated {
    let switch = e.switch_verilog();
    let manifest = crate::manifest::generated(e.pipeline(), &sha256_hex(switch.as_bytes()));
    Generated {
        switch,
        units: e.units_verilog(),
        manifest,
    }
}

fn read_manifest(dir: &Path, id: &str) -> Result<Option<Manifest>> {
    let p = dir.join(id).join("manifest.toml");
    if !p.is_file() {
        return Ok(None);
    }
    Manifest::read(&p).map(Some)
}

/// Writes `text` unless the file already holds it, so regenerating an
/// unchanged signature leaves its files (and their times) alone: the RTL
/// harness then rebuilds nothing, and a synthesis running on them meanwhile
/// never sees a file being rewritten.
fn write(path: &Path, text: &str) -> Result<()> {
    if std::fs::read(path).is_ok_and(|old| old == text.as_bytes()) {
        return Ok(());
    }
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d).with_context(|| format!("creating {}", d.display()))?;
    }
    std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))
}

fn select(ids: &[String]) -> Result<Vec<Entry>> {
    if ids.is_empty() {
        return Ok(catalog());
    }
    ids.iter()
        .map(|id| {
            find(id).with_context(|| {
                let known: Vec<String> = catalog().iter().map(|e| e.id()).collect();
                format!(
                    "no signature `{id}` in the catalog (known: {})",
                    known.join(", ")
                )
            })
        })
        .collect()
}

/// Regenerates Verilog and manifests (measured sections are kept), and with
/// `synth` re-runs Yosys and rewrites `resources.txt` and `[resources]`.
pub fn build(
    dir: &Path,
    ids: &[String],
    synth: bool,
    progress: &mut dyn FnMut(&str),
) -> Result<()> {
    let entries = select(ids)?;
    let n = entries.len();
    for (i, e) in entries.iter().enumerate() {
        let id = e.id();
        progress(&format!("[{}/{n}] {id}: generating Verilog", i + 1));
        let g = generate(e);
        let d = dir.join(&id);
        write(&d.join("netjoin_switch.v"), &g.switch)?;
        for (name, v) in &g.units {
            write(&d.join("units").join(format!("{name}.v")), v)?;
        }
        let old = read_manifest(dir, &id).unwrap_or(None);
        let mut m = g.manifest.clone();
        if let Some(old) = old {
            m.throughput = old.throughput;
            m.resources = old.resources;
        }
        if synth {
            progress(&format!(
                "[{}/{n}] {id}: Yosys synth_xilinx (a few minutes)",
                i + 1
            ));
            let tool = synth::yosys_version()?;
            let log = std::env::temp_dir().join(format!("netjoin-yosys-{id}.log"));
            let (stats, ltp, secs) = synth::synthesize(&d.join("netjoin_switch.v"), &log)?;
            write(
                &d.join("resources.txt"),
                &synth::report(&id, &m.verilog_sha256, &tool, secs, &stats, &ltp),
            )?;
            m.resources = Some(Resources {
                verilog_sha256: m.verilog_sha256.clone(),
                tool,
                device: "xc7vx690t".into(),
                luts: stats.luts_logic() + stats.luts_memory(),
                luts_as_memory: stats.luts_memory(),
                flip_flops: stats.flip_flops(),
                bram36: stats.bram36(),
                fits: stats.fits(),
                longest_path_cells: ltp.whole,
                report: "resources.txt".into(),
            });
        }
        write(&d.join("manifest.toml"), &m.to_toml())?;
    }
    Ok(())
}

/// Stores the RTL benchmark's figures (`rtl-bench --signature ID --json`)
/// in the manifest of `id`.
pub fn record_throughput(dir: &Path, id: &str, json: &str) -> Result<()> {
    let e = find(id).with_context(|| format!("no signature `{id}` in the catalog"))?;
    let v: serde_json::Value =
        serde_json::from_str(json).context("rtl-bench output is not JSON")?;
    let f = |k: &str| {
        v.get(k)
            .and_then(|x| x.as_f64())
            .with_context(|| format!("rtl-bench JSON lacks `{k}`"))
    };
    let mut m = read_manifest(dir, id)?.with_context(|| {
        format!("{id} has no manifest.toml: run `netjoin bitstreams build` first")
    })?;
    let sha = sha256_hex(e.switch_verilog().as_bytes());
    if m.verilog_sha256 != sha {
        bail!("{id}: the manifest describes other Verilog than hdl/ generates now: run `netjoin bitstreams build` first");
    }
    m.throughput = Some(Throughput {
        verilog_sha256: sha,
        command: format!(
            "cargo run -p netjoin-rtl --release --bin rtl-bench -- --signature {id} --json"
        ),
        controllers: f("controllers")? as u32,
        clock_mhz: f("clock_mhz")?,
        build_inserts_per_s: f("build_inserts_per_s")?,
        probe_tuples_per_s: f("probe_tuples_per_s")?,
        probe_tuples_per_s_one_sink: f("probe_tuples_per_s_one_sink")?,
        probe_tuples_per_s_skewed: f("probe_tuples_per_s_skewed")?,
        skewed_cache_hit_rate: f("skewed_cache_hit_rate")?,
        parser_words_per_cycle: f("parser_words_per_cycle")?,
        min_frame_words_per_cycle: f("min_frame_words_per_cycle")?,
        min_frame_matching_words_per_cycle: f("min_frame_matching_words_per_cycle")?,
    });
    write(&dir.join(id).join("manifest.toml"), &m.to_toml())
}

/// Every way the committed catalog differs from what hdl/ generates now, or
/// from its own measurements. Empty: the catalog is exact.
pub fn verify(dir: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    let entries = catalog();
    let ids: Vec<String> = entries.iter().map(|e| e.id()).collect();
    // directories that are not catalog entries
    if let Ok(rd) = std::fs::read_dir(dir) {
        for d in rd.flatten() {
            let name = d.file_name().to_string_lossy().into_owned();
            if d.path().join("netjoin_switch.v").exists() && !ids.contains(&name) {
                problems.push(format!(
                    "{name}: a bitstream directory that is not in the catalog"
                ));
            }
        }
    }
    for e in &entries {
        let id = e.id();
        let d = dir.join(&id);
        // An entry never built has nothing to compare: say so without
        // generating its Verilog (seconds per signature).
        if !d.is_dir() {
            problems.push(format!(
                "{id}: netjoin_switch.v is missing (no directory; run `netjoin bitstreams build {id}`)"
            ));
            continue;
        }
        let g = generate(e);
        let same = |p: &Path, want: &str, what: &str, problems: &mut Vec<String>| {
            match std::fs::read_to_string(p) {
            Ok(have) if have == want => {}
            Ok(_) => problems.push(format!("{id}: {what} differs from what hdl/ generates (run `netjoin bitstreams build`)")),
            Err(_) => problems.push(format!("{id}: {what} is missing")),
        }
        };
        same(
            &d.join("netjoin_switch.v"),
            &g.switch,
            "netjoin_switch.v",
            &mut problems,
        );
        for (name, v) in &g.units {
            same(
                &d.join("units").join(format!("{name}.v")),
                v,
                &format!("units/{name}.v"),
                &mut problems,
            );
        }
        let m = match read_manifest(dir, &id) {
            Ok(Some(m)) => m,
            Ok(None) => {
                problems.push(format!("{id}: manifest.toml is missing"));
                continue;
            }
            Err(err) => {
                problems.push(format!("{id}: {err:#}"));
                continue;
            }
        };
        if m.generated_part() != g.manifest {
            problems.push(format!("{id}: manifest.toml's generated fields differ from hdl/ (run `netjoin bitstreams build`)"));
        }
        let sha = &g.manifest.verilog_sha256;
        match &m.throughput {
            None => problems.push(format!(
                "{id}: no [throughput] (run rtl-bench and `netjoin bitstreams record-throughput`)"
            )),
            Some(t) if &t.verilog_sha256 != sha => problems.push(format!(
                "{id}: [throughput] was measured on other Verilog (sha256 {}…)",
                &t.verilog_sha256[..12]
            )),
            Some(t) if !(t.build_inserts_per_s > 0.0 && t.probe_tuples_per_s > 0.0) => {
                problems.push(format!("{id}: [throughput] has non-positive rates"))
            }
            _ => {}
        }
        match &m.resources {
            None => problems.push(format!(
                "{id}: no [resources] (run `netjoin bitstreams build --synth {id}`)"
            )),
            Some(r) if &r.verilog_sha256 != sha => problems.push(format!(
                "{id}: [resources] were synthesised from other Verilog (sha256 {}…)",
                &r.verilog_sha256[..12]
            )),
            Some(r) => match std::fs::read_to_string(d.join(&r.report)) {
                Ok(text) if text.contains(sha.as_str()) => {}
                Ok(_) => problems.push(format!(
                    "{id}: {} does not name the Verilog's sha256",
                    r.report
                )),
                Err(_) => problems.push(format!("{id}: {} is missing", r.report)),
            },
        }
    }
    problems
}

/// A table of the committed catalog.
pub fn list(dir: &Path) -> Result<String> {
    let mut s = String::new();
    writeln!(
        s,
        "{:<9} {:>3} {:>4} {:>2} {:>2} {:>5} {:>9} {:>8} {:>7} {:>4} {:>5} {:>11} {:>11} {:>11} {:>7} {:>7}",
        "id", "K", "V", "T", "N", "slots", "LUTs", "FFs", "BRAM36", "fits", "path", "inserts/s", "probes/s", "zipf/s", "minfrm", "minmat"
    )?;
    for e in catalog() {
        let id = e.id();
        let Some(m) = read_manifest(dir, &id)? else {
            writeln!(s, "{id:<9} (not built: run `netjoin bitstreams build`)")?;
            continue;
        };
        let (luts, ffs, bram, fits, path) = match &m.resources {
            Some(r) => (
                r.luts.to_string(),
                r.flip_flops.to_string(),
                format!("{:.1}", r.bram36),
                if r.fits { "yes" } else { "NO" },
                r.longest_path_cells.to_string(),
            ),
            None => ("-".into(), "-".into(), "-".into(), "?", "-".into()),
        };
        let (ins, pro, zipf, minf, minm) = match &m.throughput {
            Some(t) => (
                format!("{:.3e}", t.build_inserts_per_s),
                format!("{:.3e}", t.probe_tuples_per_s),
                format!("{:.3e}", t.probe_tuples_per_s_skewed),
                format!("{:.3}", t.min_frame_words_per_cycle),
                format!("{:.3}", t.min_frame_matching_words_per_cycle),
            ),
            None => ("-".into(), "-".into(), "-".into(), "-".into(), "-".into()),
        };
        writeln!(
            s,
            "{id:<9} {:>3} {:>4} {:>2} {:>2} {:>5} {luts:>9} {ffs:>8} {bram:>7} {fits:>4} {path:>5} {ins:>11} {pro:>11} {zipf:>11} {minf:>7} {minm:>7}",
            m.key_bytes, m.value_bytes, m.tables, m.contexts, m.layout.slots_per_bucket
        )?;
    }
    Ok(s)
}
