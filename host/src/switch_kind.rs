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
    /// The network testbed's switchd (raw Ethernet between namespaces; root,
    /// `netjoin testbed up` first).
    Testbed,
}
