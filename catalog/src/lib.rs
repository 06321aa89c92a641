//! The pipeline catalog's manifests (`bitstreams/<id>/manifest.toml`): their
//! one definition and their one reader. `netjoin-bitstreams` writes them
//! from hdl/; the compiler, the experiments and the cluster model read them
//! here, without rust-hdl.
//!
//! Two kinds of content:
//! * **generated** (id, widths, Verilog sha256, memory layout, clock and
//!   ports): a pure function of hdl/ and the signature, rewritten by
//!   `netjoin bitstreams build` and compared by `verify`;
//! * **measured** (`[throughput]` from the RTL benchmark, `[resources]`
//!   from Yosys): kept across builds; each records the sha256 of the Verilog
//!   it was measured on, so `verify` reports a measurement that no longer
//!   describes the committed Verilog.

use anyhow::{Context, Result};
use netjoin_proto::Signature;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// NetFPGA SUME: four 10G ports delivering 64-bit words at 156.25 MHz.
pub const CLOCK_MHZ: f64 = 156.25;
pub const PORTS: u32 = 4;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    pub id: String,
    pub key_bytes: u8,
    pub value_bytes: u16,
    pub tables: u8,
    /// Top module and file.
    pub top: String,
    pub verilog: String,
    pub verilog_sha256: String,
    pub layout: Layout,
    pub hardware: Hardware,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub throughput: Option<Throughput>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<Resources>,
}

/// Table memory layout (PROTOCOL.md §6).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Layout {
    pub line_bytes: u32,
    pub lines_per_bucket: u32,
    pub slot_bytes: u32,
    pub slots_per_bucket: u32,
    /// Where the count and overflow flag live.
    pub status: String,
    /// Line of bucket b of table t.
    pub address: String,
    /// Memory controller of that line.
    pub controller: String,
    pub build_tuple_bytes: u32,
    pub probe_tuple_bytes: u32,
    pub result_tuple_bytes: u32,
    pub spill_tuple_bytes: u32,
    /// Table memory in 64-byte lines (CONFIGURE refuses more).
    pub memory_lines: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hardware {
    pub board: String,
    pub device: String,
    pub clock_mhz: f64,
    pub ports: u32,
    pub port_stream: String,
    pub memory_controllers: u32,
    pub memory_port: String,
}

/// Expected throughput, from `rtl-bench --signature <id> --json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Throughput {
    pub verilog_sha256: String,
    pub command: String,
    pub controllers: u32,
    pub clock_mhz: f64,
    pub build_inserts_per_s: f64,
    /// Probe tuples/s with results back to their sources (CONFIGURE flags
    /// bit 0, PROTOCOL.md §7.5): four tx ports carry RESULT frames.
    pub probe_tuples_per_s: f64,
    /// Probe tuples/s with every RESULT frame to one sink port.
    pub probe_tuples_per_s_one_sink: f64,
    /// Probe tuples/s with Zipf (s = 1) fact keys, results to their
    /// sources: the hot-bucket caches serve most lookups.
    pub probe_tuples_per_s_skewed: f64,
    /// Share of the skewed run's bucket lookups served by the caches.
    pub skewed_cache_hit_rate: f64,
    pub parser_words_per_cycle: f64,
    /// 64-bit words per cycle per port accepted from four ports of
    /// one-tuple PROBE frames that miss in the hot-bucket caches and send
    /// nothing (1.0 = line rate: neither memory nor the output is the
    /// limit). Absent from older manifests, hence the default.
    #[serde(default)]
    pub min_frame_words_per_cycle: f64,
    /// The same when every probe matches: each PROBE frame is answered by a
    /// longer RESULT frame, so the output links bound it. Absent from
    /// older manifests, hence the default.
    #[serde(default)]
    pub min_frame_matching_words_per_cycle: f64,
}

/// Summary of `resources.txt` (Yosys synth_xilinx).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Resources {
    pub verilog_sha256: String,
    pub tool: String,
    pub device: String,
    pub luts: u64,
    pub luts_as_memory: u64,
    pub flip_flops: u64,
    pub bram36: f64,
    pub fits: bool,
    /// Cells on the longest combinational path of the flattened design
    /// (Yosys `ltp`; see synth.rs).
    pub longest_path_cells: u64,
    pub report: String,
}

impl Manifest {
    /// The generated part for `sig` whose Verilog has `verilog_sha256`,
    /// with table memory of `memory_lines` 64-byte lines.
    pub fn for_signature(sig: Signature, verilog_sha256: &str, memory_lines: u64) -> Manifest {
        let g = sig.geometry();
        let mem_lines = memory_lines;
        Manifest {
            id: sig.id(),
            key_bytes: sig.key_bytes,
            value_bytes: sig.value_bytes,
            tables: sig.tables,
            top: "netjoin_switch".into(),
            verilog: "netjoin_switch.v".into(),
            verilog_sha256: verilog_sha256.into(),
            layout: Layout {
                line_bytes: 64,
                lines_per_bucket: g.lines as u32,
                slot_bytes: sig.build_width() as u32,
                slots_per_bucket: g.slots as u32,
                status: "last byte of the bucket: count in bits 6..0, overflow flag in bit 7"
                    .into(),
                address: format!("line = (b * {} + t) * {}", sig.tables, g.lines),
                controller: "(b + t) mod 2 with two controllers".into(),
                build_tuple_bytes: sig.build_width() as u32,
                probe_tuple_bytes: sig.probe_width() as u32,
                result_tuple_bytes: sig.result_width() as u32,
                spill_tuple_bytes: sig.spill_width() as u32,
                memory_lines: mem_lines,
            },
            hardware: Hardware {
                board: "NetFPGA SUME".into(),
                device: "xc7vx690t".into(),
                clock_mhz: CLOCK_MHZ,
                ports: PORTS,
                port_stream:
                    "AXI-Stream, 64-bit: tdata tkeep tvalid tready tlast tuser (rx0..rx3, tx0..tx3)"
                        .into(),
                memory_controllers: 2,
                memory_port:
                    "512-bit request/response per controller, in-order responses (docs/HDL.md §1)"
                        .into(),
            },
            throughput: None,
            resources: None,
        }
    }

    /// The manifest without its measured sections.
    pub fn generated_part(&self) -> Manifest {
        Manifest {
            throughput: None,
            resources: None,
            ..self.clone()
        }
    }

    pub fn parse(text: &str) -> Result<Manifest> {
        let m: Manifest = toml::from_str(text).context("manifest.toml does not parse")?;
        m.signature()?;
        Ok(m)
    }

    /// Reads and parses the manifest at `path`.
    pub fn read(path: &Path) -> Result<Manifest> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        Manifest::parse(&text).with_context(|| format!("bad manifest {}", path.display()))
    }

    pub fn to_toml(&self) -> String {
        let body = toml::to_string_pretty(self).expect("manifest serialises");
        format!(
            "# Pipeline signature {}: generated by `netjoin bitstreams build` from hdl/.\n\
             # [throughput] and [resources] are measurements of the Verilog whose\n\
             # sha256 they name; `netjoin bitstreams verify` checks all of it.\n\n{body}",
            self.id
        )
    }

    pub fn signature(&self) -> Result<Signature> {
        let sig = Signature::new(self.key_bytes, self.value_bytes, self.tables)
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        if sig.id() != self.id {
            anyhow::bail!("id `{}` does not name its widths ({})", self.id, sig.id());
        }
        Ok(sig)
    }
}

/// Every `dir/*/manifest.toml`, in the order of their directories' names,
/// with their paths; empty when `dir` holds none (or does not exist). A
/// manifest that does not parse is an error naming its file.
pub fn load_dir(dir: &Path) -> Result<Vec<(PathBuf, Manifest)>> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(Vec::new());
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path().join("manifest.toml"))
        .filter(|p| p.is_file())
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| Manifest::read(&p).map(|m| (p, m)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manifest_round_trips_and_names_its_signature() {
        let sig = Signature::new(8, 16, 2).unwrap();
        let m = Manifest::for_signature(sig, "00", 1 << 20);
        let back = Manifest::parse(&m.to_toml()).unwrap();
        assert_eq!(back, m);
        assert_eq!(back.signature().unwrap(), sig);
        assert_eq!(back.layout.memory_lines, 1 << 20);
    }

    #[test]
    fn a_bad_manifest_is_an_error_naming_what_is_wrong() {
        let sig = Signature::new(8, 8, 3).unwrap();
        let text = Manifest::for_signature(sig, "00", 1 << 20).to_toml();
        let e = Manifest::parse(&text.replace("id = \"k8v8t3\"", "id = \"k8v8t2\"")).unwrap_err();
        assert!(
            format!("{e:#}").contains("does not name its widths"),
            "{e:#}"
        );
        let e = Manifest::parse(&text.replace("tables = 3", "tables = 0")).unwrap_err();
        assert!(format!("{e:#}").contains("table"), "{e:#}");
        assert!(Manifest::parse("id = \"k8v8t3\"\n").is_err());
    }

    #[test]
    fn a_directory_is_read_in_order_and_a_bad_file_is_named() {
        let d = std::env::temp_dir().join(format!("netjoin-catalog-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        assert!(load_dir(&d).unwrap().is_empty());
        for id in ["k8v8t2", "k8v8t1"] {
            let sig = Signature::parse_id(id).unwrap();
            std::fs::create_dir_all(d.join(id)).unwrap();
            std::fs::write(
                d.join(id).join("manifest.toml"),
                Manifest::for_signature(sig, "00", 1 << 20).to_toml(),
            )
            .unwrap();
        }
        let ids: Vec<String> = load_dir(&d)
            .unwrap()
            .into_iter()
            .map(|(_, m)| m.id)
            .collect();
        assert_eq!(ids, ["k8v8t1", "k8v8t2"]);
        std::fs::write(d.join("k8v8t2").join("manifest.toml"), "nonsense").unwrap();
        let e = format!("{:#}", load_dir(&d).unwrap_err());
        assert!(e.contains("k8v8t2"), "{e}");
        let _ = std::fs::remove_dir_all(&d);
    }
}
