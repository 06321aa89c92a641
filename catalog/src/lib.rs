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
/// Words of the fill-count SRAM every pipeline uses (PROTOCOL.md §10); a
/// query context has `1/contexts` of them (§5.5).
pub use netjoin_proto::COUNT_SRAM_WORDS;
/// The query contexts a pipeline can be built with (PROTOCOL.md §5.5).
pub const CONTEXTS: [u8; 3] = [1, 2, 4];

/// A catalog pipeline's identity: its [`Signature`] and how many query
/// contexts it keeps (PROTOCOL.md §5.5). Its id is the signature's,
/// `k{K}v{V}t{T}`, for one context, and `k{K}v{V}t{T}c{N}` for `N` of them
/// (2 or 4): `k8v8t3` and `k8v8t3c2` are two pipelines of one signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pipeline {
    pub signature: Signature,
    /// Query contexts: 1, 2 or 4.
    pub contexts: u8,
}

impl Pipeline {
    /// `signature` with `contexts` query contexts (1, 2 or 4).
    pub fn new(signature: Signature, contexts: u8) -> Result<Pipeline, String> {
        if !CONTEXTS.contains(&contexts) {
            return Err(format!(
                "{contexts} query contexts: a pipeline has 1, 2 or 4"
            ));
        }
        Ok(Pipeline {
            signature,
            contexts,
        })
    }

    /// `signature` with one query context (the id is the signature's).
    pub fn single(signature: Signature) -> Pipeline {
        Pipeline {
            signature,
            contexts: 1,
        }
    }

    /// `k8v8t3` (one context) or `k8v8t3c2`.
    pub fn id(&self) -> String {
        match self.contexts {
            1 => self.signature.id(),
            n => format!("{}c{n}", self.signature.id()),
        }
    }

    /// Parses `k<K>v<V>t<T>` (one context) or `k<K>v<V>t<T>c<N>` with `N`
    /// 2 or 4. `c1` is refused (one context has no suffix), and so is any
    /// other count.
    pub fn parse_id(id: &str) -> Result<Pipeline, String> {
        let Some((sig, n)) = id.split_once('c') else {
            return Signature::parse_id(id).map(Pipeline::single);
        };
        let signature = Signature::parse_id(sig).map_err(|e| format!("pipeline id `{id}`: {e}"))?;
        let contexts = match n {
            "2" => 2,
            "4" => 4,
            "1" => {
                return Err(format!(
                    "pipeline id `{id}`: one query context is written without a suffix (`{sig}`)"
                ))
            }
            _ => {
                return Err(format!(
                    "pipeline id `{id}`: the query contexts suffix must be c2 or c4, not `c{n}`"
                ))
            }
        };
        Ok(Pipeline {
            signature,
            contexts,
        })
    }

    /// One context's share of `lines` lines of table memory (PROTOCOL.md §5.5).
    pub fn context_lines(&self, lines: u64) -> u64 {
        context_share(lines, self.contexts)
    }

    /// One context's share of the fill-count SRAM, in words.
    pub fn context_count_words(&self) -> u64 {
        context_share(COUNT_SRAM_WORDS, self.contexts)
    }

    /// Table lines whose fill counts one context's share of the count SRAM
    /// holds (PROTOCOL.md §10: 16 a word with buckets of up to three slots,
    /// else 8).
    pub fn context_count_lines(&self) -> u64 {
        self.signature.count_sram_lines(self.context_count_words())
    }

    /// The most table lines one query may take with `lines` lines of table
    /// memory: its context's share of them, and the lines whose fill counts
    /// its share of the SRAM holds (CONFIGURE's status 3, §5.2 and §5.5).
    pub fn context_table_lines(&self, lines: u64) -> u64 {
        self.context_lines(lines).min(self.context_count_lines())
    }
}

/// One of `contexts` query contexts' share of `total` (a manifest without
/// `contexts` has one).
fn context_share(total: u64, contexts: u8) -> u64 {
    total / contexts.max(1) as u64
}

impl std::fmt::Display for Pipeline {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.id())
    }
}

fn one_context() -> u8 {
    1
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    pub id: String,
    pub key_bytes: u8,
    pub value_bytes: u16,
    pub tables: u8,
    /// Query contexts (PROTOCOL.md §5.5): 1, or 2 or 4 for an id ending in
    /// `c2` or `c4`. Each has `1/contexts` of the table memory
    /// ([`Manifest::context_lines`]) and of the fill-count SRAM
    /// ([`Manifest::context_count_words`]). Absent from older manifests: 1.
    #[serde(default = "one_context")]
    pub contexts: u8,
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
    /// The generated part for `sig` (one query context) whose Verilog has
    /// `verilog_sha256`, with table memory of `memory_lines` 64-byte lines.
    pub fn for_signature(sig: Signature, verilog_sha256: &str, memory_lines: u64) -> Manifest {
        Manifest::for_pipeline(Pipeline::single(sig), verilog_sha256, memory_lines)
    }

    /// The generated part for pipeline `p` whose Verilog has
    /// `verilog_sha256`, with table memory of `memory_lines` 64-byte lines
    /// (all contexts together).
    pub fn for_pipeline(p: Pipeline, verilog_sha256: &str, memory_lines: u64) -> Manifest {
        let sig = p.signature;
        let g = sig.geometry();
        let mem_lines = memory_lines;
        Manifest {
            id: p.id(),
            key_bytes: sig.key_bytes,
            value_bytes: sig.value_bytes,
            tables: sig.tables,
            contexts: p.contexts,
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

    /// The signature (widths and tables) of this pipeline, whatever its
    /// query contexts; an error if the id does not name them.
    pub fn signature(&self) -> Result<Signature> {
        self.pipeline().map(|p| p.signature)
    }

    /// The signature and query contexts; an error if the id does not name
    /// them (`k8v8t3c2` for two contexts).
    pub fn pipeline(&self) -> Result<Pipeline> {
        let sig = Signature::new(self.key_bytes, self.value_bytes, self.tables)
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        let p = Pipeline::new(sig, self.contexts).map_err(|e| anyhow::anyhow!("{e}"))?;
        if p.id() != self.id {
            anyhow::bail!(
                "id `{}` does not name its widths and contexts ({})",
                self.id,
                p.id()
            );
        }
        Ok(p)
    }

    /// One query context's share of the table memory, in lines
    /// (`memory_lines / contexts`, PROTOCOL.md §5.5): what one query's
    /// tables may take.
    pub fn context_lines(&self) -> u64 {
        context_share(self.layout.memory_lines, self.contexts)
    }

    /// One query context's share of the fill-count SRAM, in words
    /// ([`COUNT_SRAM_WORDS`]` / contexts`).
    pub fn context_count_words(&self) -> u64 {
        context_share(COUNT_SRAM_WORDS, self.contexts)
    }

    /// The most table lines one query may take: its context's share of the
    /// memory, and the lines whose fill counts its share of the SRAM holds
    /// (CONFIGURE's status 3, PROTOCOL.md §5.2 and §5.5).
    pub fn context_table_lines(&self) -> Result<u64> {
        Ok(self
            .pipeline()?
            .context_table_lines(self.layout.memory_lines))
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
    fn pipeline_ids_name_their_query_contexts() {
        let sig = Signature::new(8, 8, 3).unwrap();
        for (id, n) in [("k8v8t3", 1), ("k8v8t3c2", 2), ("k8v8t3c4", 4)] {
            let p = Pipeline::parse_id(id).unwrap();
            assert_eq!((p.signature, p.contexts), (sig, n), "{id}");
            assert_eq!(p.id(), id);
            assert_eq!(Pipeline::new(sig, n).unwrap(), p);
        }
        for (id, why) in [
            ("k8v8t3c1", "without a suffix"),
            ("k8v8t3c3", "c2 or c4"),
            ("k8v8t3c0", "c2 or c4"),
            ("k8v8t3c", "c2 or c4"),
            ("k8v8t3c02", "c2 or c4"),
            ("k8v8c2", "k<key bytes>"),
        ] {
            let e = Pipeline::parse_id(id).unwrap_err();
            assert!(e.contains(why), "{id}: {e}");
        }
        for n in [0, 3, 5] {
            assert!(Pipeline::new(sig, n).is_err(), "{n} contexts");
        }
    }

    #[test]
    fn a_manifest_states_its_contexts_and_each_ones_share_of_memory() {
        let sig = Signature::new(8, 8, 3).unwrap();
        let one = Manifest::for_signature(sig, "00", 1 << 27);
        assert_eq!(one.contexts, 1);
        assert!(one.to_toml().contains("tables = 3\ncontexts = 1\n"));
        assert_eq!(one.context_lines(), 1 << 27);
        assert_eq!(one.context_count_words(), 3 << 21);
        // 16 counts a word: the SRAM holds 3 * 2^25 lines' counts, fewer
        // than the memory's 2^27 lines
        assert_eq!(one.context_table_lines().unwrap(), 3 << 25);
        let two = Manifest::for_pipeline(Pipeline::new(sig, 2).unwrap(), "00", 1 << 27);
        assert_eq!(two.id, "k8v8t3c2");
        let back = Manifest::parse(&two.to_toml()).unwrap();
        assert_eq!(back, two);
        assert_eq!(back.signature().unwrap(), sig);
        assert_eq!(back.pipeline().unwrap().contexts, 2);
        assert_eq!(back.context_lines(), 1 << 26);
        assert_eq!(back.context_count_words(), 3 << 20);
        assert_eq!(back.context_table_lines().unwrap(), 3 << 24);
        // k4v4: 8 counts a word, the SRAM binds below the memory's share
        let k4 = Signature::new(4, 4, 3).unwrap();
        let four = Manifest::for_pipeline(Pipeline::new(k4, 4).unwrap(), "00", 1 << 27);
        assert_eq!(four.context_table_lines().unwrap(), (3 << 19) * 8);
        // the id must name the contexts, and the contexts be 1, 2 or 4
        let text = two.to_toml();
        let e = Manifest::parse(&text.replace("contexts = 2", "contexts = 1")).unwrap_err();
        assert!(format!("{e:#}").contains("does not name"), "{e:#}");
        let e = Manifest::parse(&text.replace("contexts = 2", "contexts = 3")).unwrap_err();
        assert!(format!("{e:#}").contains("1, 2 or 4"), "{e:#}");
        // a manifest from before contexts has one
        let old = one.to_toml().replace("contexts = 1\n", "");
        assert_eq!(Manifest::parse(&old).unwrap(), one);
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
