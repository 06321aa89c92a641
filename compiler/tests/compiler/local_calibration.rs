//! The in-process time model: `netjoin calibrate`'s measurement on tiny
//! star joins gives a calibration file that loads; bad calibration files
//! are named; EXPLAIN prints both strategies' predicted seconds and which
//! calibration it used; and the calibration decides `--strategy auto` on
//! one worker, where the network bytes of a shuffle are zero.

use clap::Parser;
use netjoin_compiler::calibration_choice::choose;
use netjoin_compiler::cli::{
    in_process_options, plan_sql, EngineArgs, ExplainArgs, Hooks, ModelArgs, QueryArgs,
};
use netjoin_compiler::cost::{LinearFit, TimeCalibration};
use netjoin_compiler::local_calibration::{measure, CalibrateArgs, Shape};
use netjoin_compiler::{register_table, Strategy, SwitchKind};
use std::path::{Path, PathBuf};

/// Removes a scratch directory however the test ends.
struct Scratch(PathBuf);
impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn scratch(name: &str) -> Scratch {
    let d = std::env::temp_dir().join(format!(
        "netjoin-local-calibration-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    Scratch(d)
}

/// The model's link rate the calibrations are counted at (the default).
fn link_bytes_per_s() -> f64 {
    netjoin_compiler::CostParams::default().link_bytes_per_s
}

fn coefficients(f: &LinearFit) -> [f64; 5] {
    [
        f.fixed_s,
        f.per_link_s,
        f.per_build_row_s,
        f.per_probe_row_s,
        f.per_round_s,
    ]
}

#[test]
fn calibrating_tiny_stars_writes_a_file_that_loads() {
    let d = scratch("measure");
    let shapes: Vec<Shape> = ["2000:100:1", "3000:100:2", "4000:200:3", "3000:300:2:5"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    let out = d.0.join("cal.json");
    let a = CalibrateArgs {
        workers: 2,
        switch: SwitchKind::Model,
        shapes: shapes.clone(),
        rounds: 1,
        out: out.clone(),
        plot: None,
        data: Some(d.0.join("data")),
    };
    let mut lines = Vec::new();
    let c = measure(&a, &Hooks::default(), &mut |l| lines.push(l.to_string())).unwrap();
    assert_eq!(c.points.len(), shapes.len());
    assert!(
        lines
            .iter()
            .filter(|l| l.contains("medians of 1 rounds"))
            .count()
            == shapes.len(),
        "a progress line per data set: {lines:?}"
    );
    for p in &c.points {
        assert!(p.shuffle.measured_s > 0.0 && p.inp.measured_s > 0.0);
        // The switch join builds every dimension's rows.
        assert!(p.inp.work.build_rows > 0.0, "{p:?}");
    }
    c.calibration.save(&out).unwrap();
    let loaded = TimeCalibration::load(&out).unwrap();
    assert_eq!(loaded, c.calibration);
    assert_eq!(loaded.points, shapes.len());
    assert_eq!(loaded.workers, 2);
    assert!(
        loaded.source.starts_with("in-process on ")
            && loaded.source.contains("2 workers, switch model"),
        "{}",
        loaded.source
    );
    for f in [loaded.shuffle, loaded.inp] {
        assert!(
            coefficients(&f).iter().all(|x| x.is_finite() && *x >= 0.0),
            "{}",
            f.describe()
        );
    }
    // A model calibration applies to the model, not to the RTL.
    choose(Some(&out), SwitchKind::Model, link_bytes_per_s()).unwrap();
    let e = choose(Some(&out), SwitchKind::Rtl, link_bytes_per_s()).unwrap_err();
    assert!(
        format!("{e:#}").contains("measured with --switch model"),
        "{e:#}"
    );
}

#[test]
fn bad_shapes_are_named() {
    for (s, why) in [
        ("1000:10", "three or four numbers"),
        ("1000:x:2", "dimension rows `x`"),
        ("1000:10:5", "1 to 4 dimensions"),
        ("1000:10:2:11", "keep 1 to 10"),
    ] {
        let e = s.parse::<Shape>().unwrap_err();
        assert!(e.contains(why) && e.contains(s), "{s}: {e}");
    }
}

fn model_with(calibration: Option<&Path>) -> ModelArgs {
    ModelArgs {
        calibration: calibration.map(Path::to_path_buf),
        ..Default::default()
    }
}

fn options_error(calibration: &Path) -> String {
    let q = QueryArgs {
        workers: Some(1),
        ..Default::default()
    };
    let e = in_process_options(
        &q,
        &EngineArgs::default(),
        &model_with(Some(calibration)),
        &Hooks::default(),
    )
    .unwrap_err();
    format!("{e:#}")
}

/// A calibration file with these fits, as `netjoin calibrate` writes one.
fn write_calibration(path: &Path, source: &str, shuffle: LinearFit, inp: LinearFit) {
    TimeCalibration {
        source: source.into(),
        rate_bps: (link_bytes_per_s() * 8.0) as u64,
        workers: 1,
        stage_seconds: 0.0,
        shuffle,
        inp,
        shuffle_wire_factor: 1.0,
        points: 3,
    }
    .save(path)
    .unwrap();
}

#[test]
fn bad_calibration_files_are_named() {
    let d = scratch("bad");
    let missing = d.0.join("missing.json");
    let e = options_error(&missing);
    assert!(
        e.contains(&missing.display().to_string()) && e.contains("reading the calibration"),
        "{e}"
    );
    let garbage = d.0.join("garbage.json");
    std::fs::write(&garbage, "{\"source\": 1}").unwrap();
    let e = options_error(&garbage);
    assert!(
        e.contains(&garbage.display().to_string()) && e.contains("not a time calibration"),
        "{e}"
    );
    let negative = d.0.join("negative.json");
    let bad_fit = LinearFit {
        fixed_s: -1.0,
        ..Default::default()
    };
    write_calibration(
        &negative,
        "in-process on test, 1 workers, switch model",
        bad_fit,
        LinearFit::default(),
    );
    let e = options_error(&negative);
    assert!(e.contains("the shuffle fit"), "{e}");
    let cluster = d.0.join("cluster.json");
    write_calibration(
        &cluster,
        "`cluster bench --testbed` at 1gbit",
        LinearFit::default(),
        LinearFit::default(),
    );
    let e = options_error(&cluster);
    assert!(e.contains("not an in-process calibration"), "{e}");
}

/// A star of three dimensions as Parquet partitions: (name, path) pairs.
fn star(dir: &Path) -> Vec<(String, PathBuf)> {
    netjoin_compiler::gen::gen_star(&netjoin_compiler::gen::StarArgs {
        fact_rows: 3000,
        dims: 3,
        dim_rows: 200,
        parts: 1,
        skew: netjoin_compiler::gen::SkewKind::Uniform,
        theta: 1.0,
        seed: 7,
        out: dir.to_path_buf(),
    })
    .unwrap();
    let mut t = vec![("a".to_string(), dir.join("A"))];
    for d in 1..=3 {
        t.push((format!("d{d}"), dir.join(format!("D{d}"))));
    }
    t
}

const STAR_SQL: &str = "SELECT d1.d1_cat, count(*) FROM a JOIN d1 ON a.d1_id = d1.d1_id \
     JOIN d2 ON a.d2_id = d2.d2_id JOIN d3 ON a.d3_id = d3.d3_id GROUP BY d1.d1_cat";

#[derive(Parser)]
struct Explain {
    #[command(flatten)]
    args: ExplainArgs,
}

fn explain(tables: &[(String, PathBuf)], extra: &[&str]) -> String {
    let mut argv: Vec<String> = vec!["explain".into(), "--sql".into(), STAR_SQL.into()];
    for (n, p) in tables {
        argv.push("--table".into());
        argv.push(format!("{n}={}", p.display()));
    }
    argv.extend(extra.iter().map(|s| s.to_string()));
    Explain::try_parse_from(argv)
        .unwrap()
        .args
        .render()
        .unwrap()
}

#[test]
fn explain_in_process_prices_both_strategies_in_seconds_and_names_its_calibration() {
    let d = scratch("explain");
    let tables = star(&d.0.join("star"));
    let text = explain(&tables, &["--workers", "2"]);
    assert!(text.contains("objective Time"), "{text}");
    assert!(
        text.contains("time model: the default in-process calibration"),
        "{text}"
    );
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("predicted: all shuffled"))
        .unwrap_or_else(|| panic!("no predicted seconds:\n{text}"));
    assert!(line.contains("fastest switch join {"), "{line}");
    assert!(
        line.matches(" s ").count() + line.matches(" ms ").count() + line.matches(" µs ").count()
            >= 2,
        "two predicted times: {line}"
    );
    let cal = d.0.join("given.json");
    write_calibration(
        &cal,
        "in-process on test, 1 workers, switch model",
        LinearFit {
            fixed_s: 0.5,
            ..Default::default()
        },
        LinearFit {
            fixed_s: 0.25,
            ..Default::default()
        },
    );
    let cal_s = cal.display().to_string();
    let text = explain(&tables, &["--workers", "2", "--calibration", &cal_s]);
    assert!(
        text.contains(&format!("time model: in-process calibration {cal_s}")),
        "{text}"
    );
    assert!(!text.contains("default in-process"), "{text}");
    // Bytes can still be the objective; the seconds stay beside them.
    let text = explain(&tables, &["--workers", "2", "--objective", "bytes"]);
    assert!(
        text.contains("objective Bytes") && text.contains("predicted: all shuffled"),
        "{text}"
    );
    // The RTL has no calibration of its own here: the model's stands in.
    let text = explain(&tables, &["--workers", "2", "--switch", "rtl"]);
    assert!(text.contains("standing in for the RTL switch"), "{text}");
}

/// What `--strategy auto` on one worker offloads with the calibration at
/// `cal`.
fn auto_offloads(tables: &[(String, PathBuf)], cal: &Path) -> Vec<String> {
    let q = QueryArgs {
        workers: Some(1),
        ..Default::default()
    };
    let e = EngineArgs {
        strategy: Strategy::Auto,
        ..Default::default()
    };
    let (opts, _) = in_process_options(&q, &e, &model_with(Some(cal)), &Hooks::default()).unwrap();
    let rt = netjoin_compiler::session::runtime(1).unwrap();
    rt.block_on(async {
        let (ctx, decisions) = netjoin_compiler::session::new_session_with_decisions(&opts)
            .await
            .unwrap();
        for (n, p) in tables {
            register_table(&ctx, n, p).await.unwrap();
        }
        plan_sql(&ctx, STAR_SQL).await.unwrap();
        let d = decisions.unwrap().lock().unwrap().clone();
        let star = d
            .iter()
            .find(|d| !d.candidates.is_empty())
            .expect("a priced star join");
        // On one worker the shuffle moves no bytes: only time can favour
        // the switch.
        assert_eq!(star.candidates[0].bytes, 0.0);
        star.offloaded.clone()
    })
}

#[test]
fn the_calibration_decides_auto_on_one_worker() {
    let d = scratch("auto");
    let tables = star(&d.0.join("star"));
    let per_row = LinearFit {
        fixed_s: 0.01,
        per_build_row_s: 1e-6,
        per_probe_row_s: 1e-6,
        ..Default::default()
    };
    let dear = LinearFit {
        fixed_s: 1.0,
        per_build_row_s: 1e-5,
        per_probe_row_s: 1e-5,
        ..Default::default()
    };
    let cheap_switch = d.0.join("cheap.json");
    write_calibration(
        &cheap_switch,
        "in-process on test, 1 workers, switch model",
        per_row,
        LinearFit {
            fixed_s: 0.001,
            ..Default::default()
        },
    );
    // The dimensions are named after their directories (D1..D3).
    let mut got: Vec<String> = auto_offloads(&tables, &cheap_switch)
        .iter()
        .map(|n| n.to_lowercase())
        .collect();
    got.sort();
    assert_eq!(
        got,
        ["d1", "d2", "d3"],
        "a cheap switch join takes every join"
    );
    let dear_switch = d.0.join("dear.json");
    write_calibration(
        &dear_switch,
        "in-process on test, 1 workers, switch model",
        per_row,
        dear,
    );
    assert!(auto_offloads(&tables, &dear_switch).is_empty());
}
