//! What a session is asked to do: the strategy, the switch, where the
//! pipelines are, and the model's inputs. The session ([`crate::session`])
//! builds DataFusion's context from them; the rule ([`crate::rule`]) and
//! EXPLAIN read them.

use crate::cost::CostParams;
use crate::signature::SignatureCatalog;
use crate::switch::RtlFactory;
pub use netjoin_host::sizing::OnchipPolicy;
pub use netjoin_host::SwitchKind;
use std::path::PathBuf;

/// Whether star joins are offloaded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Strategy {
    /// The cost model decides per star join.
    #[default]
    Auto,
    /// Never offload: DataFusion's own plan (partitioned hash joins).
    Shuffle,
    /// Offload wherever the rule applies and a pipeline fits.
    Inp,
}

impl Strategy {
    /// The name on the command line (clap's) and in settings.
    pub fn name(self) -> String {
        clap::ValueEnum::to_possible_value(&self).map_or_else(
            || format!("{self:?}").to_lowercase(),
            |v| v.get_name().to_string(),
        )
    }
}

impl std::str::FromStr for Strategy {
    type Err = String;
    fn from_str(s: &str) -> std::result::Result<Strategy, String> {
        <Strategy as clap::ValueEnum>::from_str(s, true)
            .map_err(|_| format!("`{s}` is not a strategy: auto, shuffle or inp"))
    }
}

/// How a session plans and where it runs the offloaded joins.
#[derive(Clone)]
pub struct SessionOptions {
    /// Workers: DataFusion's `target_partitions`, and the switch's sources.
    pub workers: usize,
    pub strategy: Strategy,
    pub switch: SwitchKind,
    /// Where the pre-built pipelines are (`*/manifest.toml`); `None` looks in
    /// `./bitstreams` and then in the checkout this binary was built from.
    pub bitstreams_dir: Option<PathBuf>,
    /// The pipelines to choose from instead of those in `bitstreams_dir`
    /// (e.g. [`SignatureCatalog::of`] a set the catalog does not build).
    pub signatures: Option<SignatureCatalog>,
    /// Cost-model parameters (their `workers` is overridden by `workers`).
    pub cost: CostParams,
    /// Buckets per table = 2^bucket_bits; `None`: sized from the build rows.
    pub bucket_bits: Option<u8>,
    /// Whether the switch probes the tables that fit from block RAM
    /// (PROTOCOL.md §6.4), or every table from DDR.
    pub onchip: OnchipPolicy,
    /// Frame payload limit of the in-process link.
    pub max_payload: usize,
    /// Opens the RTL engine for `--switch rtl`.
    pub rtl: Option<RtlFactory>,
    /// Signature ids the RTL engine can load (the Verilated designs compiled
    /// into the binary); with `--switch rtl` the rule chooses among these only.
    pub rtl_signatures: Option<Vec<String>>,
    /// Records the in-process switch's frames to this pcap file.
    pub pcap: Option<PathBuf>,
    /// Faults of the in-process link and switch restarts (tests of recovery).
    pub faults: netjoin_host::coordinator::LinkFaults,
    pub restart_at_frames: Vec<u64>,
    /// Switch joins run as stages of a distributed engine whose tasks reach
    /// the switch over their executors' own links (`crate::staged`): the
    /// planning process needs no way to the switch, and one plan offloads
    /// at most one star join (the topmost), since the switch runs one query
    /// at a time and a job's stages run side by side.
    pub staged: bool,
}

impl std::fmt::Debug for SessionOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SessionOptions")
            .field("workers", &self.workers)
            .field("strategy", &self.strategy)
            .field("switch", &self.switch)
            .field("bitstreams_dir", &self.bitstreams_dir)
            .field("bucket_bits", &self.bucket_bits)
            .field("onchip", &self.onchip)
            .finish_non_exhaustive()
    }
}

impl Default for SessionOptions {
    fn default() -> Self {
        SessionOptions {
            workers: std::thread::available_parallelism().map_or(1, |n| n.get()),
            strategy: Strategy::Auto,
            switch: SwitchKind::Model,
            bitstreams_dir: None,
            signatures: None,
            cost: CostParams::default(),
            bucket_bits: None,
            onchip: OnchipPolicy::Auto,
            max_payload: netjoin_proto::MAX_PAYLOAD_DEFAULT,
            rtl: None,
            rtl_signatures: None,
            pcap: None,
            faults: Default::default(),
            restart_at_frames: Vec::new(),
            staged: false,
        }
    }
}
