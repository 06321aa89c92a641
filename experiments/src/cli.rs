//! `netjoin experiment NAME [--quick] [--out DIR]`: the flow-level model's
//! columns of the paper's experiments. The measured points on Apache Ballista
//! are `netjoin cluster bench --testbed`.

use crate::calibration::Calibration;
use crate::runner::{points, report, scale, Row, Setup};
use anyhow::Result;
use indicatif::{ProgressBar, ProgressStyle};
use netjoin_net::testbed::parse_rate;
use netjoin_sim::cluster::SwitchRates;
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct ExperimentArgs {
    /// fig9.8, fig9.9, fig9.10, costmodel, scale, or all.
    pub name: String,
    /// A reduced version (fewer, smaller points).
    #[arg(long)]
    pub quick: bool,
    /// Directory for the CSV and PNG files.
    #[arg(long, default_value = "experiments-out")]
    pub out: PathBuf,
    /// Multiply every table's rows by this (1..=30).
    #[arg(long, default_value_t = 1)]
    pub table_scale: usize,
    /// The modelled worker link rate; the sink's link gets workers × this.
    #[arg(long, default_value = "100mbit")]
    pub rate: String,
    #[arg(long, default_value_t = 4)]
    pub workers: usize,
    #[arg(long, default_value_t = 9000)]
    pub mtu: u32,
    /// The model's parameters from this JSON file instead of
    /// $NETJOIN_CALIBRATION, else the values recorded in the source.
    #[arg(long)]
    pub calibration: Option<PathBuf>,
    /// Bitstream manifest whose `[throughput]` gives the switch rates of the
    /// cluster-scale columns; without one (or without the table) the RTL
    /// benchmark's constants.
    #[arg(long, default_value = "bitstreams/k8v8t3/manifest.toml")]
    pub switch_manifest: PathBuf,
    /// Redraw the PNG and the table from the CSV in --out; compute nothing.
    #[arg(long)]
    pub replot: bool,
}

impl ExperimentArgs {
    pub fn setup(&self) -> Result<Setup> {
        let cal = match &self.calibration {
            Some(p) => Calibration::load(p)?,
            None => Calibration::from_env()?,
        };
        // (checked here too: `scale` takes no points)
        crate::runner::check_table_scale(self.table_scale)?;
        let (switch, msg) = switch_rates(&self.switch_manifest);
        eprintln!("{msg}");
        Ok(Setup {
            workers: self.workers,
            rate_bps: parse_rate(&self.rate).map_err(|e| anyhow::anyhow!("--rate: {e}"))?,
            mtu: self.mtu,
            quick: self.quick,
            table_scale: self.table_scale,
            out: self.out.clone(),
            cal,
            switch,
        })
    }

    /// Runs the experiment(s), prints the table(s); returns their rows.
    pub fn run(&self) -> Result<Vec<(String, Vec<Row>)>> {
        let s = self.setup()?;
        let names: Vec<&str> = if self.name == "all" {
            vec!["fig9.8", "fig9.9", "fig9.10", "costmodel", "scale"]
        } else {
            vec![self.name.as_str()]
        };
        let mut all = Vec::new();
        let mut chooser = crate::decide::Chooser::new()?;
        let mut calibration = None;
        for name in names {
            if name == "scale" {
                print!("{}", scale(&s)?);
                print!("{}", crate::ssb_filters::report(&s)?);
                continue;
            }
            if self.replot {
                let csv = s.out.join(format!("{}.csv", name.replace('.', "_")));
                let original = std::fs::read_to_string(&csv)?;
                let rows = crate::runner::read_csv(&csv)?;
                print!("{}", report(name, &s, &rows)?);
                std::fs::write(&csv, original)?; // keep the file as it was (report rounds the derived columns again)
                all.push((name.to_string(), rows));
                continue;
            }
            if calibration.is_none() {
                calibration = Some(auto_calibration(&s, &mut chooser)?);
            }
            let cal = calibration.as_ref().and_then(|c| c.as_ref());
            let pts = points(name, s.quick, s.table_scale)?;
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
                let mut row = crate::runner::point_input(&s, p)?.2;
                // The recorded runs were measured at these sizes and rates.
                if s.cluster().same_links(&crate::measured::testbed())
                    && !s.quick
                    && s.table_scale == 1
                {
                    if let Some((sh, inp)) = crate::measured::recorded(name, &p.series, p.x) {
                        (row.shuffle_s, row.inp_s) = (sh, inp);
                    }
                }
                rows.push(row.with_choice(&chooser.choose(s.cluster(), cal, &p.data_set())?));
                pb.inc(1);
            }
            pb.finish_and_clear();
            print!("{}", report(name, &s, &rows)?);
            all.push((name.to_string(), rows));
        }
        Ok(all)
    }
}

/// The time calibration `--strategy auto` decides with at the points:
/// on the testbed's workers and rate, the production model fitted on the
/// recorded testbed runs (`crate::measured`); elsewhere none (the model's
/// own seconds). Says which on stderr.
fn auto_calibration(
    s: &Setup,
    chooser: &mut crate::decide::Chooser,
) -> Result<Option<netjoin_compiler::cost::TimeCalibration>> {
    use crate::measured::{testbed, testbed_calibration, testbed_runs};
    let tb = testbed();
    if !s.cluster().same_links(&tb) {
        eprintln!(
            "auto: the production model's own seconds (the recorded testbed runs were measured at {} workers, {} Mbit/s)",
            tb.workers,
            tb.rate_bps / 1_000_000
        );
        return Ok(None);
    }
    eprintln!("auto: fitting the production time model on the recorded testbed runs (writing and planning their data)");
    let runs = testbed_runs(s.cluster(), chooser)?;
    let c = testbed_calibration(&runs)?;
    let loo = crate::measured::cross_validate(&runs, chooser)?;
    eprintln!(
        "auto: fitted on all but the run it decides (leave-one-out), the production model picks the faster strategy at {} of {} recorded runs{}",
        loo.iter().filter(|r| r.2).count(),
        loo.len(),
        loo.iter()
            .filter(|r| !r.2)
            .map(|r| format!("; misses {} (chose {})", r.0, r.1.strategy))
            .collect::<String>()
    );
    eprintln!(
        "auto: calibrated on {}: shuffle {}; INP {}",
        c.source,
        c.shuffle.describe(),
        c.inp.describe()
    );
    Ok(Some(c))
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
        // The probe unit takes a tuple a cycle at the clock it was measured at.
        Ok(SwitchRates {
            probe_unit_tuples_per_s: t.clock_mhz * 1e6,
            ..SwitchRates::from_tuple_rate(
                t.probe_tuples_per_s,
                m.tables as usize,
                t.build_inserts_per_s,
            )
        })
    });
    match read {
        Ok(r) => (
            r,
            format!(
                "switch rates from {}: {:.3e} inserts/s, {:.3e} bucket reads/s, {:.4e} probe tuples/s a probe unit",
                manifest.display(),
                r.build_tuples_per_s,
                r.probe_reads_per_s,
                r.probe_unit_tuples_per_s
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

    /// `m` with its measurements taken at `clock_mhz`, written to a
    /// directory of its own.
    fn dir_manifest_at(m: &netjoin_catalog::Manifest, clock_mhz: f64) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("nj-clock-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut m = m.clone();
        if let Some(t) = m.throughput.as_mut() {
            t.clock_mhz = clock_mhz;
        }
        let path = dir.join("manifest.toml");
        std::fs::write(&path, m.to_toml()).unwrap();
        path
    }

    #[test]
    fn switch_rates_come_from_the_manifest_or_say_why_not() {
        let committed = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../bitstreams/k8v8t3/manifest.toml");
        let m = netjoin_catalog::Manifest::read(&committed).unwrap();
        let t = m.throughput.clone().unwrap();
        let (r, msg) = switch_rates(&committed);
        assert_eq!(
            r,
            SwitchRates::from_tuple_rate(t.probe_tuples_per_s, 3, t.build_inserts_per_s)
        );
        assert_eq!(r.probe_unit_tuples_per_s, t.clock_mhz * 1e6);
        // A manifest at another clock: its probe unit with it.
        let slow = dir_manifest_at(&m, 100.0);
        let (r, _) = switch_rates(&slow);
        assert_eq!(r.probe_unit_tuples_per_s, 1e8);
        let _ = std::fs::remove_dir_all(slow.parent().unwrap());
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
