//! The experiment runner end to end: CSV columns, a PNG that decodes, and
//! (as root) one tiny point of each strategy on a testbed of its own, exact.

use netjoin_experiments::runner::{model_row, points, report, run_point, Setup, CSV_HEADER};
use netjoin_experiments::sysstat::CpuSampler;
use netjoin_net::calibration::Calibration;
use netjoin_net::testbed::{TestbedConfig, TestbedGuard};
use netjoin_sim::cluster::SwitchRates;
use std::path::PathBuf;

fn setup(out: PathBuf, model_only: bool) -> Setup {
    Setup {
        workers: 4,
        rate_bps: 200_000_000,
        mtu: 9000,
        quick: true,
        table_scale: 1,
        out,
        exe: Some(PathBuf::from(env!("CARGO_BIN_EXE_netjoin-experiments"))),
        model_only,
        cal: Calibration::recorded(),
        switch: SwitchRates::rtl(),
    }
}

fn check_outputs(dir: &std::path::Path, stem: &str, rows: usize) {
    let csv = std::fs::read_to_string(dir.join(format!("{stem}.csv"))).unwrap();
    let mut lines = csv.lines();
    let head = lines.next().unwrap();
    assert_eq!(head, CSV_HEADER);
    for col in [
        "shuffle_s",
        "inp_s",
        "speedup",
        "shuffle_cpu_util",
        "inp_link_util",
        "exact",
        "auto_right",
    ] {
        assert!(head.split(',').any(|c| c == col), "column {col} missing");
    }
    let n = head.split(',').count();
    let body: Vec<&str> = lines.collect();
    assert_eq!(body.len(), rows);
    assert!(
        body.iter().all(|l| l.split(',').count() == n),
        "ragged CSV:\n{csv}"
    );
    let png = std::fs::read(dir.join(format!("{stem}.png"))).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "PNG signature");
    assert!(
        png.len() > 20_000,
        "a PNG of {} B has no plot in it",
        png.len()
    );
}

#[test]
fn model_only_report_writes_csv_and_png() {
    let dir = std::env::temp_dir().join(format!("njexp-model-{}", std::process::id()));
    let s = setup(dir.clone(), true);
    let pts = points("fig9.8", true, 1).unwrap();
    let rows: Vec<_> = pts
        .iter()
        .map(|p| model_row(&s, p, vec![vec![0.25; 4]]))
        .collect();
    // The model's shape: INP loses at 0.1x and wins at 100x (paper scale).
    assert!(rows[0].paper_speedup() < 1.0 && rows.last().unwrap().paper_speedup() > 1.5);
    let table = report("fig9.8", &s, &rows).unwrap();
    assert!(table.contains("speedup"), "{table}");
    check_outputs(&dir, "fig9_8", rows.len());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn one_point_of_each_strategy_on_a_testbed_is_exact() {
    if !netjoin_testkit::need_root("the namespace testbed") {
        return;
    }
    let pid = std::process::id();
    let cfg = TestbedConfig {
        prefix: format!("nx{}", pid % 100000),
        workers: 4,
        rate_bps: Some(200_000_000),
        coord_rate_bps: Some(800_000_000),
        mtu: 9000,
        subnet: (30 + pid % 20) as u8,
        ..TestbedConfig::default()
    };
    let g = TestbedGuard::up(cfg).unwrap();
    let dir = std::env::temp_dir().join(format!("njexp-tb-{pid}"));
    let s = setup(dir.clone(), false);
    let cpu = CpuSampler::start();
    let mut pts = points("fig9.9", true, 1).unwrap();
    pts.retain(|p| p.x == 1.0); // skew and Zipf at A = B: 10 000 rows
    let rows: Vec<_> = pts
        .iter()
        .map(|p| run_point(&s, &g.cfg, &cpu, p).unwrap())
        .collect();
    for r in &rows {
        assert!(r.exact && r.rows > 9_000, "{r:?}");
        assert!(r.shuffle_s > 0.0 && r.inp_s > 0.0);
        assert!(r.shuffle_link > 0.0 && r.inp_link > 0.0 && r.inp_link < 1.5);
    }
    report("fig9.9", &s, &rows).unwrap();
    check_outputs(&dir, "fig9_9", rows.len());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn saturation_runs_the_point_at_each_rate_exact_and_plots_it() {
    if !netjoin_testkit::need_root("the namespace testbed") {
        return;
    }
    let pid = std::process::id();
    let dir = std::env::temp_dir().join(format!("njexp-sat-{pid}"));
    let s = setup(dir.clone(), false);
    let rates = netjoin_experiments::saturation::parse_rates("20mbit,40mbit").unwrap();
    let mut said = Vec::new();
    let prefix = format!("ns{}", pid % 100000);
    let t = netjoin_experiments::saturation::saturation(
        &s,
        &prefix,
        (30 + (pid + 7) % 20) as u8,
        &rates,
        &mut |m| said.push(m.to_string()),
    )
    .unwrap();
    assert_eq!(said.len(), 2, "one progress line per rate: {said:?}");
    assert!(t.contains("carries at most"), "{t}");
    let csv = std::fs::read_to_string(dir.join("saturation.csv")).unwrap();
    let body: Vec<&str> = csv.lines().skip(1).collect();
    assert_eq!(body.len(), 2, "{csv}");
    for (line, rate) in body.iter().zip(["20", "40"]) {
        let f: Vec<&str> = line.split(',').collect();
        assert_eq!(f[0], rate, "{line}");
        assert_eq!(f[15], "true", "not exact: {line}");
        let (shuffle_link, inp_link): (f64, f64) = (f[7].parse().unwrap(), f[8].parse().unwrap());
        assert!(
            shuffle_link > 0.1 && shuffle_link < 1.5 && inp_link > 0.1 && inp_link < 1.5,
            "{line}"
        );
    }
    let png = std::fs::read(dir.join("saturation.png")).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "PNG signature");
    assert!(
        png.len() > 20_000,
        "a PNG of {} B has no plot in it",
        png.len()
    );
    assert!(netjoin_net::testbed::down(&prefix).is_ok());
    let _ = std::fs::remove_dir_all(&dir);
}
