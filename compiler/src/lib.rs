//! netjoin's query layer on DataFusion.
//!
//! DataFusion parses, plans and executes every query. This crate adds what
//! the switch needs:
//!
//! * [`plan`]: the cost model's logical plan (a star join's tables, keys,
//!   widths and row counts as a left-deep plan);
//! * [`cost`] / [`optimizer`] / [`signature`]: the paper's cost model, the
//!   choice of the offloaded set and best-fit matching against the
//!   pipelines in bitstreams/;
//! * [`rule`]: the physical optimizer rule that finds star joins (left-deep
//!   chains of inner equi-joins of one fact input with dimension inputs) and
//!   asks the cost model which to offload;
//! * [`node`]: the `SwitchStarJoinExec` execution plan that streams Arrow
//!   batches through the switch, and [`switch`] (the switches it can drive);
//! * [`session`]: the context, table registration and options; [`stats`]:
//!   data-less tables from a statistics file (`explain --stats`);
//! * [`explain`], [`cli`] (the clap argument structs), [`gen`] / [`ssb`]
//!   (data sets).

pub use datafusion;

pub mod calibration;
pub mod calibration_choice;
mod carry;
pub mod cli;
pub mod compare;
pub mod cost;
pub mod explain;
pub mod gen;
pub mod inputs;
pub mod local_calibration;
pub mod node;
pub mod optimizer;
pub mod options;
pub mod plan;
pub mod progress;
pub mod rule;
pub mod sample;
pub mod session;
pub mod shuffle_load;
pub mod signature;
pub mod ssb;
pub mod staged;
pub mod stats;
pub mod switch;
pub mod widths;

pub use cost::{CostParams, Objective};

pub use options::{OnchipPolicy, SessionOptions, Strategy, SwitchKind};
pub use session::{new_session, register_table};
pub use signature::SignatureCatalog;
