//! `netjoin experiment NAME [--quick] [--out DIR]`.

use crate::calibrate::calibrate;
use crate::runner::{points, report, run_point, scale, Row, Setup};
use crate::sysstat::CpuSampler;
use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressStyle};
use netjoin_net::calibration::Calibration;
use netjoin_net::testbed::{parse_rate, TestbedConfig, TestbedGuard};
use netjoin_sim::cluster::SwitchRates;
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct ExperimentArgs {
    /// fig9.8, fig9.9, fig9.10, costmodel, scale (model only), calibrate,
    /// saturation (one point at each of --rates), or all (not saturation).
    pub name: String,
    /// A reduced version (each testbed experiment in under 5 minutes).
    #[arg(long)]
    pub quick: bool,
    /// Directory for the CSV and PNG files.
    #[arg(long, default_value = "experiments-out")]
    pub out: PathBuf,
    /// Multiply every table's rows by this (1..=30; the experiments at
    /// 1 Gbit/s use 10, as the links are 10 times faster).
    #[arg(long, default_value_t = 1)]
    pub table_scale: usize,
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
    /// Third octet of the testbed's control network (10.231.<subnet>.0/24).
    /// The default, 95, is outside the ranges the test suites pick from
    /// (30–49, 60–89, 100–251): two testbeds up at once with one subnet send
    /// the coordinator's TCP control to the wrong agents.
    #[arg(long, default_value_t = 95)]
    pub subnet: u8,
    /// Binary with `agent` and `switchd` subcommands (default: this one).
    #[arg(long)]
    pub exe: Option<PathBuf>,
    /// Only the model columns (no testbed, no root needed).
    #[arg(long)]
    pub model_only: bool,
    /// Use this calibration (JSON written by `experiment calibrate`, or by an
    /// earlier run into its --out directory) instead of measuring one at the
    /// start of the run. Without a testbed: $NETJOIN_CALIBRATION, else the
    /// values recorded in the source.
    #[arg(long)]
    pub calibration: Option<PathBuf>,
    /// Bitstream manifest whose `[throughput]` gives the switch rates of the
    /// cluster-scale columns; without one (or without the table) the RTL
    /// benchmark's constants.
    #[arg(long, default_value = "bitstreams/k8v8t3/manifest.toml")]
    pub switch_manifest: PathBuf,
    /// The link rates `saturation` visits, ascending, comma-separated.
    #[arg(long, default_value = crate::saturation::DEFAULT_RATES)]
    pub rates: String,
    /// Redraw the PNG and the table from the CSV in --out; run nothing.
    #[arg(long)]
    pub replot: bool,
}

impl ExperimentArgs {
    pub fn setup(&self) -> Result<Setup> {
        let cal = match &self.calibration {
            Some(p) => Calibration::load(p)?,
            None => Calibration::from_env()?,
        };
        // (checked here too: `calibrate` and `scale` take no points)
        crate::runner::check_table_scale(self.table_scale)?;
        let (switch, msg) = switch_rates(&self.switch_manifest);
        eprintln!("{msg}");
        Ok(Setup {
            workers: self.workers,
            rate_bps: parse_rate(&self.rate).map_err(anyhow::Error::msg)?,
            mtu: self.mtu,
            quick: self.quick,
            table_scale: self.table_scale,
            out: self.out.clone(),
            exe: self.exe.clone(),
            model_only: self.model_only,
            cal,
            switch,
        })
    }

    /// Runs the experiment(s), prints the table(s); returns the rows of the testbed experiments.
    pub fn run(&self) -> Result<Vec<(String, Vec<Row>)>> {
        let mut s = self.setup()?;
        let names: Vec<&str> = if self.name == "all" {
            vec!["fig9.8", "fig9.9", "fig9.10", "costmodel", "scale"]
        } else {
            vec![self.name.as_str()]
        };
        let mut all = Vec::new();
        let mut guard: Option<TestbedGuard> = None;
        let mut calibrated = self.calibration.is_some();
        for name in names {
            if name == "scale" {
                print!("{}", scale(&s)?);
                continue;
            }
            if name == "saturation" {
                if s.model_only || self.replot {
                    anyhow::bail!(
                        "saturation measures the testbed: it has no --model-only or --replot"
                    );
                }
                let rates = crate::saturation::parse_rates(&self.rates)?;
                print!(
                    "{}",
                    crate::saturation::saturation(
                        &s,
                        &self.prefix,
                        self.subnet,
                        &rates,
                        &mut |m| eprintln!("saturation: {m}")
                    )?
                );
                continue;
            }
            if self.replot && name != "calibrate" {
                let csv = s.out.join(format!("{}.csv", name.replace('.', "_")));
                let original = std::fs::read_to_string(&csv)?;
                let rows = crate::runner::read_csv(&csv)?;
                print!("{}", report(name, &s, &rows)?);
                std::fs::write(&csv, original)?; // keep the measured file as it was (report rounds the derived columns again)
                all.push((name.to_string(), rows));
                continue;
            }
            let pts = if name == "calibrate" {
                Vec::new()
            } else {
                points(name, s.quick, s.table_scale)?
            };
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
                guard =
                    Some(TestbedGuard::up(cfg).context("bringing up the experiment's testbed")?);
            }
            if let (Some(g), false) = (&guard, calibrated) {
                let t0 = std::time::Instant::now();
                eprintln!("calibrating the model on the testbed ...");
                s.cal = calibrate(&s.calibration_run(), &g.cfg, &mut |m| eprintln!("  {m}"))?;
                let path = s.out.join("calibration.json");
                s.cal.save(&path)?;
                print!("{}", s.cal.describe());
                println!(
                    "calibration took {:.0} s; wrote {}",
                    t0.elapsed().as_secs_f64(),
                    path.display()
                );
                calibrated = true;
            }
            if name == "calibrate" {
                if s.model_only {
                    print!("{}", s.cal.describe());
                }
                continue;
            }
            let cpu = CpuSampler::start();
            let pb = ProgressBar::new(pts.len() as u64);
            pb.set_style(
                ProgressStyle::with_template(
                    "{prefix} [{elapsed_precise}] {wide_bar} {pos}/{len} {msg}",
                )
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
            );
            pb.set_prefix(name.to_string());
            let mut rows = Vec::new();
            for p in &pts {
                pb.set_message(format!(
                    "{} x={} A={} joins={}",
                    p.series, p.x, p.a_rows, p.joins
                ));
                let row = match &guard {
                    Some(g) => run_point(&s, &g.cfg, &cpu, p)?,
                    None => crate::runner::point_input(&s, p)?.2,
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

/// The pipeline manifest's measured rates if it has them, else
/// [`SwitchRates::rtl`]; the string says which were used (and why the
/// manifest was not).
pub fn switch_rates(manifest: &std::path::Path) -> (SwitchRates, String) {
    let read = netjoin_catalog::Manifest::read(manifest).and_then(|m| {
        let t = m
            .throughput
            .ok_or_else(|| anyhow::anyhow!("{} has no [throughput]", manifest.display()))?;
        if ![t.build_inserts_per_s, t.probe_tuples_per_s]
            .iter()
            .all(|r| r.is_finite() && *r > 0.0)
        {
            anyhow::bail!(
                "{}: [throughput] rates are not positive and finite",
                manifest.display()
            );
        }
        Ok(SwitchRates::from_tuple_rate(
            t.probe_tuples_per_s,
            m.tables as usize,
            t.build_inserts_per_s,
        ))
    });
    match read {
        Ok(r) => (
            r,
            format!(
                "switch rates from {}: {:.3e} inserts/s, {:.3e} bucket reads/s",
                manifest.display(),
                r.build_tuples_per_s,
                r.probe_reads_per_s
            ),
        ),
        Err(e) => {
            let r = SwitchRates::rtl();
            (r, format!("switch rates: RTL benchmark constants ({:.3e} inserts/s, {:.3e} bucket reads/s); manifest not used: {e:#}", r.build_tuples_per_s, r.probe_reads_per_s))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn switch_rates_come_from_the_manifest_or_say_why_not() {
        let committed = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../bitstreams/k8v8t3/manifest.toml");
        let m = netjoin_catalog::Manifest::read(&committed).unwrap();
        let t = m.throughput.unwrap();
        let (r, msg) = switch_rates(&committed);
        assert_eq!(
            r,
            SwitchRates::from_tuple_rate(t.probe_tuples_per_s, 3, t.build_inserts_per_s)
        );
        assert!(msg.contains("k8v8t3"), "{msg}");
        let dir = std::env::temp_dir().join(format!("nj-rates-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bare = dir.join("manifest.toml");
        std::fs::write(
            &bare,
            netjoin_catalog::Manifest {
                throughput: None,
                ..m
            }
            .to_toml(),
        )
        .unwrap();
        for (path, why) in [
            (bare, "no [throughput]"),
            (dir.join("missing.toml"), "missing.toml"),
        ] {
            let (r, msg) = switch_rates(&path);
            assert_eq!(r, SwitchRates::rtl());
            assert!(
                msg.contains("RTL benchmark constants") && msg.contains(why),
                "{msg}"
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
