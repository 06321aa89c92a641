//! The experiment runner end to end: CSV columns and a PNG that decodes.

use netjoin_experiments::calibration::Calibration;
use netjoin_experiments::runner::{model_row, points, report, Setup, CSV_HEADER};
use netjoin_sim::cluster::SwitchRates;
use std::path::PathBuf;

fn setup(out: PathBuf) -> Setup {
    Setup {
        workers: 4,
        rate_bps: 200_000_000,
        mtu: 9000,
        quick: true,
        table_scale: 1,
        out,
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
    let s = setup(dir.clone());
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
