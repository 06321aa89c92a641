//! `netjoin-demo`, the binary `scripts/demo.sh` builds and runs.

use std::process::Command;

fn demo(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_netjoin-demo"))
        .args(args)
        .output()
        .expect("netjoin-demo runs")
}

#[test]
fn the_demo_joins_exactly_with_faults_on_the_link() {
    let out = demo(&[
        "--fact-rows",
        "5000",
        "--dim-rows",
        "400",
        "--loss",
        "0.02",
        "--duplicate",
        "0.01",
        "--reorder",
        "0.01",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("verdict            EXACT"), "{text}");
    assert!(
        text.contains("retransmit"),
        "faults were injected, so frames were sent again: {text}"
    );
}

#[test]
fn switches_this_binary_lacks_are_refused_with_where_to_find_them() {
    let out = demo(&["--switch", "rtl", "--fact-rows", "100"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("not built into this binary") && err.contains("netjoin demo"),
        "{err}"
    );
    // switchd is reached only through a cluster, from any binary.
    let out = demo(&["--switch", "testbed", "--fact-rows", "100"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("netjoin cluster up"), "{err}");
    let out = demo(&["--fact-rows", "many"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--fact-rows"));
}

#[test]
fn the_demo_places_tables_on_chip_unless_told_not_to() {
    let run = |onchip: &str| {
        let out = demo(&[
            "--fact-rows",
            "3000",
            "--dim-rows",
            "400",
            "--onchip",
            onchip,
        ]);
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success(), "{text}");
        assert!(text.contains("verdict            EXACT"), "{text}");
        text
    };
    // 400 keys a table fit the stores: all three go on chip.
    let auto = run("auto");
    assert!(
        auto.contains("onchip tables      t0, t1, t2 (of 3;"),
        "{auto}"
    );
    let none = run("none");
    assert!(none.contains("onchip tables      none (of 3;"), "{none}");
    let out = demo(&["--onchip", "sometimes"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--onchip"));
}
