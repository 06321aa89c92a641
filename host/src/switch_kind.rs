//! The name of the switch a command runs on.

/// Which switch runs the offloaded star joins; one spelling for every command.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    clap::ValueEnum,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum SwitchKind {
    /// The behavioural model (bit-exact with the RTL), in-process.
    #[default]
    Model,
    /// The RTL under Verilator, in-process.
    Rtl,
    /// The testbed's switchd, reached by a cluster's executors over their
    /// own raw links (`netjoin cluster up`; root).
    Testbed,
}
