//! What `--strategy auto` chooses at an experiment's point: the star-join
//! rule of netjoin-compiler and its cost model, the same code that decides
//! for `netjoin run`, `netjoin explain` and the cluster, fed only by what
//! DataFusion reads from the point's data.
//!
//! The point's star schema is written as Parquet (`netjoin gen star`: the
//! same fact and dimension sizes, joins and key distribution, one file per
//! worker) and planned as the star join the experiment measures. The rule
//! reads row counts from the files' metadata and match fractions and the
//! shuffle's skew from samples, exactly as it does for a user's tables;
//! nothing of the point's description reaches it. It prices both
//! strategies in seconds on links of the experiment's rate.

use anyhow::{bail, Context, Result};
use netjoin_compiler::cli::plan_sql;
use netjoin_compiler::cost::{
    CostParams, LinearFit, Objective, SwitchRates, TimeCalibration, Work,
};
use netjoin_compiler::gen::{gen_star, SkewKind, StarArgs};
use netjoin_compiler::options::{SessionOptions, Strategy};
use netjoin_compiler::session::{new_session_with_decisions, register_table, runtime};
use netjoin_host::star::Skew;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The production model's choice at one point, with what it predicted.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// `inp` or `shuffle`.
    pub strategy: String,
    /// Predicted seconds of the whole star join shuffled, and on the switch.
    pub shuffle_s: f64,
    pub inp_s: f64,
    /// The model's network bytes of each (the paper's eqs. 9.2 and 9.4 with
    /// skew, co-partitioning and filters: `netjoin_compiler::cost`).
    pub shuffle_bytes: f64,
    pub inp_bytes: f64,
    /// What the busiest worker does in each ([`Work`]), which a time
    /// calibration maps to seconds.
    pub shuffle_work: Work,
    pub inp_work: Work,
}

/// A point's data set: what `netjoin gen star` writes for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DataSet {
    pub fact_rows: usize,
    pub dim_rows: usize,
    pub joins: usize,
    pub skew: Skew,
}

/// Where the join runs: workers, each one's link rate in bits/s, and the
/// switch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cluster {
    pub workers: usize,
    pub rate_bps: u64,
    /// The switch that joins: switchd, the behavioural model as a process,
    /// at its measured rates (the model prices it, not an FPGA pipeline).
    pub switch: SwitchRates,
}

impl Cluster {
    /// The same workers and links.
    pub fn same_links(&self, other: &Cluster) -> bool {
        self.workers == other.workers && self.rate_bps == other.rate_bps
    }
}

/// switchd's rates in `c` for tables of 100,000 rows (per CPU-second: it
/// has a core of its own), the size of most of the experiments' tables.
pub fn switchd_rates(c: &crate::calibration::Calibration) -> SwitchRates {
    let (inserts, lookups) = c.switchd_at(1e5);
    SwitchRates {
        inserts_per_s: inserts,
        reads_per_s: lookups,
    }
}

/// The SQL of a point's star join: the fact's id and every dimension's
/// category, so the fact carries its keys and an 8-byte payload and each
/// dimension an 8-byte value, as the flow model's workload says.
pub fn star_sql(joins: usize) -> String {
    let cols: Vec<String> = (1..=joins).map(|d| format!("d{d}.d{d}_cat")).collect();
    let mut sql = format!("SELECT a.a_id, {} FROM A a", cols.join(", "));
    for d in 1..=joins {
        sql.push_str(&format!(" JOIN D{d} d{d} ON a.d{d}_id = d{d}.d{d}_id"));
    }
    sql
}

fn skew_args(skew: Skew) -> (SkewKind, f64) {
    match skew {
        Skew::Uniform => (SkewKind::Uniform, 1.0),
        Skew::Zipf(theta) => (SkewKind::Zipf, theta),
        Skew::Paper => (SkewKind::Paper, 1.0),
    }
}

/// The cost model's parameters of an experiment: its workers and link
/// rate, predicted seconds as the objective, calibrated by `calibration`
/// (else the model's own seconds), and no scheduler rounds (a testbed's
/// join runs without a distributed engine's stages).
pub fn cost_params(s: Cluster, calibration: Option<&TimeCalibration>) -> CostParams {
    CostParams {
        workers: s.workers,
        link_bytes_per_s: s.rate_bps as f64 / 8.0,
        objective: Objective::Time,
        stage_seconds: 0.0,
        calibration: calibration.cloned(),
        software_switch: Some(s.switch),
        ..CostParams::default()
    }
}

/// Plans the star join over the tables in `dir` (A, D1..Dn) with the
/// experiment's parameters on `rt` (a runtime of `s.workers` threads)
/// and returns the rule's choice.
pub fn choose_for_tables(
    rt: &tokio::runtime::Runtime,
    s: Cluster,
    calibration: Option<&TimeCalibration>,
    dir: &Path,
    joins: usize,
) -> Result<Choice> {
    let opts = SessionOptions {
        workers: s.workers,
        strategy: Strategy::Auto,
        cost: cost_params(s, calibration),
        ..SessionOptions::default()
    };
    let decisions = rt.block_on(async {
        let (ctx, decisions) = new_session_with_decisions(&opts).await?;
        register_table(&ctx, "A", &dir.join("A")).await?;
        for d in 1..=joins {
            register_table(&ctx, &format!("D{d}"), &dir.join(format!("D{d}"))).await?;
        }
        plan_sql(&ctx, &star_sql(joins)).await?;
        anyhow::Ok(decisions)
    })?;
    let decided = decisions
        .as_ref()
        .context("the session keeps no decisions")?
        .lock()
        .map_err(|_| anyhow::anyhow!("the decisions' lock is poisoned"))?
        .clone();
    let [d] = decided.as_slice() else {
        bail!(
            "planning the point's star join gave {} star-join decisions, not one",
            decided.len()
        );
    };
    if d.dims.len() != joins {
        bail!(
            "the rule saw a chain of {} joins ({:?}), not the point's {joins}",
            d.dims.len(),
            d.dims
        );
    }
    let priced = |all: bool| {
        d.candidates
            .iter()
            .find(|c| c.feasible && (c.set.len() == if all { joins } else { 0 }))
    };
    let shuffle = priced(false).context("the rule priced no all-shuffle plan")?;
    // Every point's dimensions fit the switch, so its switch plan is priced.
    let inp = priced(true).context("the rule priced no plan with every join on the switch")?;
    Ok(Choice {
        strategy: if d.offloaded.is_empty() {
            "shuffle"
        } else {
            "inp"
        }
        .into(),
        shuffle_s: shuffle.seconds,
        inp_s: inp.seconds,
        shuffle_bytes: shuffle.bytes,
        inp_bytes: inp.bytes,
        shuffle_work: shuffle.shuffle_work,
        inp_work: inp.switch_work,
    })
}

/// Writes and plans the points' star joins. Each distinct data set is
/// written once, under a scratch directory removed when the chooser is
/// dropped. The points plan on one runtime per worker count, made once.
pub struct Chooser {
    scratch: PathBuf,
    written: HashMap<String, PathBuf>,
    runtimes: HashMap<usize, tokio::runtime::Runtime>,
}

impl Chooser {
    pub fn new() -> Result<Chooser> {
        let scratch = std::env::temp_dir().join(format!(
            "netjoin-experiment-data-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos())
        ));
        std::fs::create_dir_all(&scratch)
            .with_context(|| format!("cannot create {}", scratch.display()))?;
        Ok(Chooser {
            scratch,
            written: HashMap::new(),
            runtimes: HashMap::new(),
        })
    }

    /// The directory holding data set `p`, written the first time.
    fn tables(&mut self, s: Cluster, p: &DataSet) -> Result<PathBuf> {
        let id = format!("{p:?} on {} workers", s.workers);
        if let Some(dir) = self.written.get(&id) {
            return Ok(dir.clone());
        }
        let dir = self.scratch.join(format!("set-{}", self.written.len()));
        let (skew, theta) = skew_args(p.skew);
        gen_star(&StarArgs {
            fact_rows: p.fact_rows,
            dims: p.joins,
            dim_rows: p.dim_rows,
            parts: s.workers,
            skew,
            theta,
            seed: 42,
            out: dir.clone(),
        })
        .with_context(|| format!("writing the data of {p:?}"))?;
        self.written.insert(id, dir.clone());
        Ok(dir)
    }

    /// The production model's choice for data set `p` on `s`, its seconds
    /// calibrated by `calibration`.
    pub fn choose(
        &mut self,
        s: Cluster,
        calibration: Option<&TimeCalibration>,
        p: &DataSet,
    ) -> Result<Choice> {
        let dir = self.tables(s, p)?;
        let rt = match self.runtimes.entry(s.workers) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => e.insert(runtime(s.workers)?),
        };
        choose_for_tables(rt, s, calibration, &dir, p.joins)
            .with_context(|| format!("planning {p:?}"))
    }
}

impl Drop for Chooser {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.scratch);
    }
}

/// One measured run of both strategies and the model's work of each.
#[derive(Clone, Debug)]
pub struct MeasuredRun {
    pub label: String,
    pub data: DataSet,
    pub shuffle_s: f64,
    pub inp_s: f64,
    pub shuffle_work: Work,
    pub inp_work: Work,
}

/// The production time model fitted to `runs` on `s`: each strategy's
/// [`LinearFit`] of the model's work against its measured seconds, as
/// `netjoin cluster calibrate` fits a cluster's, but in relative errors
/// ([`LinearFit::fit_relative`]): the runs span 0.04 to 12 s, and an
/// absolute fit would serve the largest at the cost of the small ones,
/// where the choice is as much at stake.
pub fn fit(s: Cluster, runs: &[&MeasuredRun], source: &str) -> Result<TimeCalibration> {
    let of = |sel: &dyn Fn(&MeasuredRun) -> (Work, f64)| -> Vec<(Work, f64)> {
        runs.iter().map(|r| sel(r)).collect()
    };
    let shuffle = LinearFit::fit_relative(&of(&|r| (r.shuffle_work, r.shuffle_s)))
        .context("no shuffle runs to fit")?;
    let inp =
        LinearFit::fit_relative(&of(&|r| (r.inp_work, r.inp_s))).context("no INP runs to fit")?;
    Ok(TimeCalibration {
        source: source.to_string(),
        rate_bps: s.rate_bps,
        workers: s.workers,
        stage_seconds: 0.0,
        shuffle,
        inp,
        shuffle_wire_factor: f64::NAN,
        points: runs.len(),
    })
}
