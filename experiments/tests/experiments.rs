//! The experiments' tests, in one binary (each test binary links DataFusion).

#[path = "experiments/decide.rs"]
mod decide;
#[path = "experiments/model.rs"]
mod model;
#[path = "experiments/runner.rs"]
mod runner;
