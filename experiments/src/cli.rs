//! `netjoin experiment NAME [--quick] [--out DIR]`.

use crate::runner::{points, report, run_point, scale, Row, Setup};
use crate::sysstat::CpuSampler;
use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressStyle};
use netjoin_net::testbed::{parse_rate, TestbedConfig, TestbedGuard};
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct ExperimentArgs {
    /// fig9.8, fig9.9, fig9.10, costmodel, scale (model only), or all.
    pub name: String,
    /// A reduced version (each testbed experiment in under 5 minutes).
    #[arg(long)]
    pub quick: bool,
    /// Directory for the CSV and PNG files.
    #[arg(long, default_value = "experiments-out")]
    pub out: PathBuf,
    /// Worker link rate (tbf); the sink's link gets workers × this.
    #[arg(long, default_value = "100mbit")]
    pub rate: String,
    #[arg(long, default_value_t = 4)]
    pub workers: usize,
    #[arg(long, default_value_t = 9000)]
    pub mtu: u32,
    /// Prefix of the experiment's own testbed (made and removed by the run).
    #[arg(long, default_value = "njx")]
    pub prefix: String,
    #[arg(long, default_value_t = 88)]
    pub subnet: u8,
    /// Binary with `agent` and `switchd` subcommands (default: this one).
    #[arg(long)]
    pub exe: Option<PathBuf>,
    /// Only the model columns (no testbed, no root needed).
    #[arg(long)]
    pub model_only: bool,
}

impl ExperimentArgs {
    pub fn setup(&self) -> Result<Setup> {
        Ok(Setup {
            workers: self.workers,
            rate_bps: parse_rate(&self.rate).map_err(anyhow::Error::msg)?,
            mtu: self.mtu,
            quick: self.quick,
            out: self.out.clone(),
            exe: self.exe.clone(),
            model_only: self.model_only,
        })
    }

    /// Runs the experiment(s), prints the table(s); returns the rows of the testbed experiments.
    pub fn run(&self) -> Result<Vec<(String, Vec<Row>)>> {
        let s = self.setup()?;
        let names: Vec<&str> = if self.name == "all" { vec!["fig9.8", "fig9.9", "fig9.10", "costmodel", "scale"] } else { vec![self.name.as_str()] };
        let mut all = Vec::new();
        let mut guard: Option<TestbedGuard> = None;
        for name in names {
            if name == "scale" {
                print!("{}", scale(&s)?);
                continue;
            }
            let pts = points(name, s.quick)?;
            if guard.is_none() && !s.model_only {
                let cfg = TestbedConfig {
                    prefix: self.prefix.clone(),
                    workers: s.workers,
                    rate_bps: Some(s.rate_bps),
                    coord_rate_bps: Some(s.rate_bps * s.workers as u64),
                    mtu: s.mtu,
                    subnet: self.subnet,
                    ..TestbedConfig::default()
                };
                let _ = netjoin_net::testbed::down(&cfg.prefix);
                guard = Some(TestbedGuard::up(cfg).context("bringing up the experiment's testbed")?);
            }
            let cpu = CpuSampler::start();
            let pb = ProgressBar::new(pts.len() as u64);
            pb.set_style(ProgressStyle::with_template("{prefix} [{elapsed_precise}] {wide_bar} {pos}/{len} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()));
            pb.set_prefix(name.to_string());
            let mut rows = Vec::new();
            for p in &pts {
                pb.set_message(format!("{} x={} A={} joins={}", p.series, p.x, p.a_rows, p.joins));
                let row = match &guard {
                    Some(g) => run_point(&s, &g.cfg, &cpu, p)?,
                    None => crate::runner::model_row(&s, p, vec![1.0 / s.workers as f64; s.workers]),
                };
                rows.push(row);
                pb.inc(1);
            }
            pb.finish_and_clear();
            print!("{}", report(name, &s, &rows)?);
            all.push((name.to_string(), rows));
        }
        Ok(all)
    }
}
