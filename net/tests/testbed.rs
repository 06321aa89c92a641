//! Tests of the namespace testbed itself (need root; CI runs as root). Each
//! test makes its own uniquely named testbed and removes it on drop, even on
//! failure. The switch join on it is tested through the Ballista cluster
//! (tests/cluster_testbed.rs).

use netjoin_net::testbed::{self, TestbedConfig, TestbedGuard};
use std::path::PathBuf;
use std::sync::Mutex;

static SERIAL: Mutex<()> = Mutex::new(());

fn root() -> bool {
    netjoin_testkit::need_root("the namespace testbed")
}

fn exe() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_netjoin-net"))
}

/// A unique prefix (≤ 8 chars) and control subnet for test `k` of this process.
fn tb_config(k: u32, workers: usize) -> TestbedConfig {
    let pid = std::process::id();
    TestbedConfig {
        prefix: format!("nt{}{k}", pid % 10000),
        workers,
        subnet: (100 + (pid % 30) * 5 + k) as u8,
        ..TestbedConfig::default()
    }
}

fn namespaces() -> String {
    testbed::sh(&["ip", "netns", "list"]).unwrap()
}

#[test]
fn testbed_up_is_idempotent_shaped_and_down_removes_everything() {
    let _s = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    if !root() {
        return;
    }
    let mut cfg = tb_config(1, 2);
    cfg.rate_bps = Some(200_000_000);
    cfg.loss = 1.0;
    cfg.delay_ms = 2.0;
    let p = cfg.prefix.clone();
    {
        let g = TestbedGuard::up(cfg.clone()).unwrap();
        let ns = namespaces();
        for n in [format!("{p}-sw"), format!("{p}-w0"), format!("{p}-w1")] {
            assert!(ns.contains(&n), "namespace {n} missing: {ns}");
        }
        // Idempotent: a second up succeeds and creates nothing twice.
        testbed::up(&cfg).unwrap();
        let links = testbed::sh(&["ip", "-o", "link", "show"]).unwrap();
        assert_eq!(links.matches(&format!("{p}b0")).count(), 1);
        // Every veth end is shaped; the bridge connects the workers directly.
        let q =
            testbed::sh(&["tc", "-n", &format!("{p}-w0"), "qdisc", "show", "dev", "sw"]).unwrap();
        assert!(q.contains("200Mbit"), "worker link not shaped: {q}");
        if !g.cfg.emulated {
            assert!(
                q.contains("loss 1%") && q.contains("delay 2"),
                "netem missing: {q}"
            );
        }
        let ping = testbed::sh(&[
            "ip",
            "netns",
            "exec",
            &format!("{p}-w0"),
            "ping",
            "-c",
            "1",
            "-W",
            "2",
            &g.cfg.worker_ip(1),
        ]);
        if let Ok(out) = &ping {
            assert!(
                out.contains("1 received") || out.contains("1 packets received"),
                "{out}"
            );
        }
        let st = testbed::status(&p).unwrap();
        assert!(st.contains("up, 2 workers"), "{st}");
        assert_eq!(testbed::load_state(&p).unwrap().workers, 2);
        // Up with another worker count is refused while up.
        let mut other = cfg.clone();
        other.workers = 3;
        assert!(testbed::up(&other).is_err());
    }
    // The guard's drop ran `down`.
    let ns = namespaces();
    assert!(
        !ns.contains(&format!("{p}-")),
        "namespaces left behind: {ns}"
    );
    let links = testbed::sh(&["ip", "-o", "link", "show"]).unwrap();
    assert!(
        !links.contains(&format!("{p}br")) && !links.contains(&format!("{p}c@")),
        "links left behind"
    );
    assert!(testbed::load_state(&p).is_none());
    assert!(testbed::status(&p).unwrap().contains("down"));
    // Down of nothing is fine.
    testbed::down(&p).unwrap();
}

#[test]
fn without_root_the_testbed_says_so() {
    let _s = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    if !root()
        || std::process::Command::new("setpriv")
            .arg("--version")
            .output()
            .is_err()
    {
        return;
    }
    for cmd in [
        &["testbed", "up", "--prefix", "njnoroot"][..],
        &["testbed", "down", "--prefix", "njnoroot"][..],
    ] {
        let out = std::process::Command::new("setpriv")
            .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(exe())
            .args(cmd)
            .output()
            .unwrap();
        assert!(!out.status.success(), "{cmd:?} succeeded without root");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("needs root"), "{cmd:?}: {err}");
    }
    assert!(!namespaces().contains("njnoroot"));
}
