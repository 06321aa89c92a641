//! `netjoin cluster up` and `down` end to end, as root: a Ballista cluster
//! on the namespace testbed (switchd in the switch's namespace, the
//! scheduler on the bridge, an executor with a raw link in every worker's
//! namespace) runs TPC-H's 3-way star join as the local run does, and
//! `down` leaves no namespace and no process behind.

use std::path::Path;

mod common;

use common::{scratch, text};

/// Takes the cluster down however the test ends.
struct Down(Option<String>);
impl Drop for Down {
    fn drop(&mut self) {
        if let Some(prefix) = self.0.take() {
            let o = common::netjoin(&["cluster", "down", "--prefix", &prefix]);
            eprintln!(
                "cleanup: netjoin cluster down --prefix {prefix}: {}\n{}",
                o.status,
                text(&o.stderr)
            );
        }
    }
}

/// A control subnet (third octet of 10.231.X.0/24) from `from` on that no
/// interface uses now; the tests of this file, which run side by side,
/// search from different places.
fn free_subnet(from: u8) -> u8 {
    let addrs = text(
        &std::process::Command::new("ip")
            .args(["-o", "addr", "show"])
            .output()
            .unwrap()
            .stdout,
    );
    (from..=from + 20)
        .find(|s| !addrs.contains(&format!("10.231.{s}.")))
        .expect("a free 10.231.X.0/24")
}

fn namespaces() -> Vec<String> {
    let out = text(
        &std::process::Command::new("ip")
            .args(["netns", "list"])
            .output()
            .unwrap()
            .stdout,
    );
    out.lines()
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect()
}

/// Whether the process `pid` that started at `started` (clock ticks) still runs.
fn running(pid: u64, started: u64) -> bool {
    let Ok(s) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return false;
    };
    let rest = &s[s.rfind(')').unwrap() + 1..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    f[19].parse::<u64>().unwrap() == started && f[0] != "Z"
}

/// The frames switchd received on the workers' ports, from the report it
/// writes to its log when the cluster `prefix` of `workers` goes down.
fn switchd_frames(prefix: &str, workers: usize, context: &str) -> u64 {
    let log =
        std::fs::read_to_string(format!("/tmp/netjoin-{prefix}-switchd.log")).unwrap_or_default();
    (0..workers)
        .map(|w| {
            let port = format!("(p{w}):");
            let line = log
                .lines()
                .find(|l| l.contains(&port))
                .unwrap_or_else(|| panic!("no stats of p{w}:\n{log}\n{context}"));
            line.split(": ")
                .nth(1)
                .and_then(|s| s.split(' ').next())
                .and_then(|n| n.parse::<u64>().ok())
                .unwrap()
        })
        .sum()
}

/// TPC-H at scale `sf` in `parts` partitions in `dir` (only `tables`, if
/// given).
fn gen_tpch(dir: &Path, sf: &str, parts: usize, tables: Option<&str>) {
    let (out, parts) = (dir.display().to_string(), parts.to_string());
    let mut args = vec!["gen", "tpch", "--sf", sf, "--parts", &parts, "--out", &out];
    if let Some(t) = tables {
        args.extend(["--tables", t]);
    }
    common::ok(&args);
}

/// `netjoin cluster up` of `workers` executors planning with `strategy`,
/// and `extra` flags: the scheduler's URL.
fn cluster_up(
    prefix: &str,
    subnet: &str,
    workers: usize,
    strategy: &str,
    extra: &[&str],
) -> String {
    let workers = workers.to_string();
    let mut up = vec![
        "cluster",
        "up",
        "--prefix",
        prefix,
        "--workers",
        &workers,
        "--subnet",
        subnet,
        "--strategy",
        strategy,
        "--timeout",
        "180",
    ];
    up.extend_from_slice(extra);
    let (out, err) = common::ok(&up);
    eprintln!("{err}");
    out.trim().to_string()
}

const SQL: &str =
    "SELECT p_brand, count(*), sum(l_extendedprice), sum(s_acctbal), sum(o_totalprice) \
    FROM lineitem JOIN part ON l_partkey = p_partkey JOIN supplier ON l_suppkey = s_suppkey \
    JOIN orders ON l_orderkey = o_orderkey GROUP BY p_brand ORDER BY p_brand";

fn tables(d: &Path) -> Vec<String> {
    ["lineitem", "part", "supplier", "orders"]
        .iter()
        .flat_map(|t| {
            [
                "--table".to_string(),
                format!("{t}={}", d.join(t).display()),
            ]
        })
        .collect()
}

#[test]
fn a_cluster_on_the_testbed_runs_the_star_join_and_goes_away() {
    if !netjoin_testkit::need_root("the namespace cluster") {
        return;
    }
    let d = scratch("cluster-testbed");
    gen_tpch(
        &d.join("tpch"),
        "0.01",
        2,
        Some("lineitem,part,supplier,orders"),
    );
    let tables = tables(&d.join("tpch"));
    let prefix = format!("ct{}", std::process::id() % 1_000_000);
    let subnet = free_subnet(200).to_string();
    let mut down = Down(Some(prefix.clone()));

    let up = [
        "cluster",
        "up",
        "--prefix",
        &prefix,
        "--workers",
        "2",
        "--subnet",
        &subnet,
        "--strategy",
        "shuffle",
        "--timeout",
        "180",
    ];
    let (out, err) = common::ok(&up);
    eprintln!("{err}");
    let url = out.trim().to_string();
    assert_eq!(
        url,
        format!("df://10.231.{subnet}.254:50050"),
        "stdout: {out}"
    );
    for name in ["switchd", "scheduler", "executor 0", "executor 1"] {
        assert!(
            err.contains(&format!("started {name} (pid")),
            "{name} not started:\n{err}"
        );
    }
    // The state `down` reads: every process, running.
    let state_file = format!("/run/netjoin/{prefix}.cluster.json");
    let state: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&state_file).unwrap()).unwrap();
    assert_eq!(state["url"], url.as_str());
    let procs: Vec<(String, u64, u64)> = state["processes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["pid"].as_u64().unwrap(),
                p["started"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(procs.len(), 4, "{state}");
    for (name, pid, started) in &procs {
        assert!(
            running(*pid, *started),
            "{name} (pid {pid}) is not running after up"
        );
    }

    // Up again: the same cluster, nothing started twice.
    let (again, err) = common::ok(&up);
    assert_eq!(again.trim(), url, "{err}");
    assert!(err.contains("up already"), "{err}");
    // Another shape on the same prefix is refused, naming the way out.
    let other = [
        "cluster",
        "up",
        "--prefix",
        &prefix,
        "--workers",
        "3",
        "--subnet",
        &subnet,
    ];
    let e = common::fails(&other, 1);
    assert!(e.contains("cluster down --prefix"), "{e}");

    // The star join on the cluster equals the local run.
    let mut local = vec![
        "run",
        "--workers",
        "2",
        "--strategy",
        "shuffle",
        "--sql",
        SQL,
    ];
    local.extend(tables.iter().map(String::as_str));
    let reference = common::ok(&local).0;
    assert_eq!(
        reference.lines().count(),
        26,
        "header + 25 brands:\n{reference}"
    );
    let mut remote = local.clone();
    remote.extend(["--cluster", url.as_str()]);
    let (got, err) = common::ok(&remote);
    assert_eq!(
        got, reference,
        "the cluster's result differs from the local run's\n{err}"
    );
    // The client's certificates named on the command line: those `up`
    // made work; a directory without them is refused with the reason, before
    // any plain connection is tried.
    let tls_dir = format!("/run/netjoin/{prefix}.cluster-tls");
    let mut named = remote.clone();
    named.extend(["--tls-dir", tls_dir.as_str()]);
    let (got, err) = common::ok(&named);
    assert_eq!(got, reference, "with --tls-dir {tls_dir}\n{err}");
    let empty = d.join("no-certificates");
    std::fs::create_dir_all(&empty).unwrap();
    let empty = empty.display().to_string();
    let mut wrong = remote.clone();
    wrong.extend(["--tls-dir", empty.as_str()]);
    let e = common::fails(&wrong, 1);
    assert!(e.contains("the client's TLS for"), "{e}");

    // Down: no namespace, no process, no state left.
    let (_, err) = common::ok(&["cluster", "down", "--prefix", &prefix]);
    down.0 = None;
    eprintln!("{err}");
    let left: Vec<String> = namespaces()
        .into_iter()
        .filter(|n| n.starts_with(&format!("{prefix}-")))
        .collect();
    assert!(left.is_empty(), "namespaces left: {left:?}");
    for (name, pid, started) in &procs {
        assert!(
            !running(*pid, *started),
            "{name} (pid {pid}) still runs after down"
        );
    }
    assert!(!Path::new(&state_file).exists(), "{state_file} left");
    assert!(
        !Path::new(&format!("/run/netjoin/{prefix}.json")).exists(),
        "the testbed's state left"
    );
    let links = text(
        &std::process::Command::new("ip")
            .args(["-o", "link", "show"])
            .output()
            .unwrap()
            .stdout,
    );
    assert!(
        !links.contains(&format!(": {prefix}br")),
        "the bridge is left:\n{links}"
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// The switch join across processes, as root: a cluster started with
/// `--strategy inp` plans staged switch joins; its set-up, build and probe
/// tasks run in the executors of two worker namespaces and reach switchd
/// over their own raw links, which lose, duplicate and reorder 1 % of the
/// frames in both directions. TPC-H at SF 0.1: every query's rows equal the
/// local run's, the scheduler's plan has the three switch stages, and
/// switchd saw frames on both workers' ports.
#[test]
fn the_switch_join_runs_across_executor_processes_through_switchd_exactly() {
    if !netjoin_testkit::need_root("the namespace cluster") {
        return;
    }
    let d = scratch("cluster-testbed-inp");
    gen_tpch(
        &d.join("tpch"),
        "0.1",
        2,
        Some("lineitem,part,supplier,orders"),
    );
    let tables = tables(&d.join("tpch"));
    let prefix = format!("cs{}", std::process::id() % 1_000_000);
    let subnet = free_subnet(225).to_string();
    let mut down = Down(Some(prefix.clone()));
    let lossy = ["--loss", "1", "--duplicate", "1", "--reorder", "1"];
    let url = cluster_up(&prefix, &subnet, 2, "inp", &lossy);
    let queries = [
        SQL,
        "SELECT o_orderpriority, count(*), sum(l_quantity) FROM lineitem JOIN orders ON l_orderkey = o_orderkey \
         JOIN supplier ON l_suppkey = s_suppkey WHERE s_acctbal > 5000 GROUP BY o_orderpriority ORDER BY o_orderpriority",
        "SELECT count(*), sum(l_extendedprice), sum(p_retailprice), sum(s_acctbal), sum(o_totalprice) FROM lineitem \
         JOIN part ON l_partkey = p_partkey JOIN supplier ON l_suppkey = s_suppkey JOIN orders ON l_orderkey = o_orderkey",
    ];
    for sql in queries {
        let mut local = vec![
            "run",
            "--workers",
            "2",
            "--strategy",
            "shuffle",
            "--sql",
            sql,
        ];
        local.extend(tables.iter().map(String::as_str));
        let reference = common::ok(&local).0;
        assert!(reference.lines().count() > 1, "{sql}: no rows locally");
        let mut remote = local.clone();
        remote[4] = "inp";
        remote.extend(["--cluster", url.as_str()]);
        let (got, err) = common::ok(&remote);
        assert_eq!(
            got, reference,
            "{sql}: the switch join across processes differs from the local run\n{err}"
        );
        let mut explain = vec![
            "explain",
            "--workers",
            "2",
            "--strategy",
            "inp",
            "--sql",
            sql,
            "--cluster",
            url.as_str(),
        ];
        explain.extend(tables.iter().map(String::as_str));
        let (plan, _) = common::ok(&explain);
        for node in ["SwitchSetupExec", "SwitchBuildExec", "SwitchProbeExec"] {
            assert!(
                plan.contains(node),
                "{sql}: the scheduler's plan has no {node}:\n{plan}"
            );
        }
    }
    let (_, err) = common::ok(&["cluster", "down", "--prefix", &prefix]);
    down.0 = None;
    // switchd reports its ports when it stops. Ballista may place every
    // task on one executor: the workers' ports carried the frames between them.
    let frames = switchd_frames(&prefix, 2, &err);
    assert!(
        frames > 10_000,
        "switchd saw only {frames} frames from the workers"
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// Sends SIGKILL to one of a cluster's processes.
fn kill(p: &netjoin_net::testbed::Detached) {
    let killed = std::process::Command::new("kill")
        .args(["-KILL", &p.pid.to_string()])
        .status()
        .unwrap();
    assert!(killed.success(), "kill -KILL {} ({}) failed", p.pid, p.name);
}

/// A three-table star join of 600,000 fact rows on a cluster of three
/// executors with `--strategy inp` on 40 Mbit/s links, so that its probe
/// stage lasts long enough to disturb: started and caught once every build
/// task has reported (the executors report their tasks, NETJOIN_DEBUG).
struct MidQuery {
    dir: std::path::PathBuf,
    prefix: String,
    down: Down,
    reference: String,
    query: Option<std::thread::JoinHandle<std::process::Output>>,
}

impl MidQuery {
    fn start(name: &str, tag: &str, subnet_from: u8, up_extra: &[&str]) -> MidQuery {
        let dir = scratch(&format!("cluster-testbed-{name}"));
        let tables = common::star(
            &dir.join("star"),
            &[
                "--fact-rows",
                "600000",
                "--dim-rows",
                "6000",
                "--parts",
                "3",
            ],
        );
        let sql = "SELECT d1_cat, count(*), sum(a_price), sum(d2_cat), sum(d3_cat) FROM a JOIN d1 ON a.d1_id = d1.d1_id \
                   JOIN d2 ON a.d2_id = d2.d2_id JOIN d3 ON a.d3_id = d3.d3_id GROUP BY d1_cat ORDER BY d1_cat";
        let prefix = format!("{tag}{}", std::process::id() % 1_000_000);
        let subnet = free_subnet(subnet_from).to_string();
        let down = Down(Some(prefix.clone()));
        let up = std::process::Command::new(env!("CARGO_BIN_EXE_netjoin"))
            .args([
                "cluster",
                "up",
                "--prefix",
                &prefix,
                "--workers",
                "3",
                "--subnet",
                &subnet,
                "--strategy",
                "inp",
                "--rate",
                "40mbit",
                "--timeout",
                "180",
            ])
            .args(up_extra)
            .env("NETJOIN_DEBUG", "1")
            .output()
            .unwrap();
        assert!(
            up.status.success(),
            "cluster up failed:\n{}",
            text(&up.stderr)
        );
        let url = text(&up.stdout).trim().to_string();
        let mut local = vec![
            "run",
            "--workers",
            "3",
            "--strategy",
            "shuffle",
            "--sql",
            sql,
        ];
        local.extend(tables.iter().map(String::as_str));
        let reference = common::ok(&local).0;
        assert!(
            reference.lines().count() > 5,
            "no rows locally:\n{reference}"
        );
        let mut remote: Vec<String> = local.iter().map(|s| s.to_string()).collect();
        remote[4] = "inp".to_string();
        remote.extend(["--cluster".to_string(), url]);
        let query = std::thread::spawn(move || {
            let args: Vec<&str> = remote.iter().map(String::as_str).collect();
            common::netjoin(&args)
        });
        let run = MidQuery {
            dir,
            prefix,
            down,
            reference,
            query: Some(query),
        };
        // Every build has run (three partitions): the probe stage starts.
        let t0 = std::time::Instant::now();
        while run.task_lines("kind: Build", &[0, 1, 2]).len() < 3 {
            assert!(
                t0.elapsed().as_secs() < 120,
                "the builds did not end in 120 s"
            );
            assert!(
                !run.query_ended(),
                "the query ended before its builds were seen"
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        std::thread::sleep(std::time::Duration::from_millis(300));
        assert!(
            !run.query_ended(),
            "the query ended too soon: the probe stage was too short to aim at"
        );
        run
    }

    /// The cluster's process `name` ("switchd", "executor 1"), as `up`
    /// started it.
    fn process(&self, name: &str) -> netjoin_net::testbed::Detached {
        let state = netjoin_net::testbed::ClusterState::load(&self.prefix)
            .unwrap()
            .expect("the cluster's state");
        state
            .processes
            .into_iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("no process {name} in the cluster's state"))
    }

    fn query_ended(&self) -> bool {
        self.query.as_ref().is_none_or(|q| q.is_finished())
    }

    /// The staged-task reports of `kind` in the logs of `executors`.
    fn task_lines(&self, kind: &str, executors: &[usize]) -> Vec<String> {
        executors
            .iter()
            .flat_map(|w| {
                let log = format!("/tmp/netjoin-{}-executor{w}.log", self.prefix);
                std::fs::read_to_string(log)
                    .unwrap_or_default()
                    .lines()
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .filter(|x| x.contains("netjoin staged task") && x.contains(kind))
            .collect()
    }

    /// Waits for the query; it must have succeeded with the local run's
    /// rows. Returns what the client wrote on standard error.
    fn finish(&mut self, after: &str) -> String {
        let o = self.query.take().expect("the query runs").join().unwrap();
        let (got, err) = (text(&o.stdout), text(&o.stderr));
        assert!(o.status.success(), "the query failed after {after}:\n{err}");
        assert_eq!(
            got, self.reference,
            "the result after {after} differs from the local run\n{err}"
        );
        err
    }

    fn down(mut self) {
        let (_, err) = common::ok(&["cluster", "down", "--prefix", &self.prefix]);
        eprintln!("{err}");
        self.down.0 = None;
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// An executor killed while the probe stage runs: Ballista takes it as
/// lost after the executor timeout. The probe stage read the build stages'
/// outputs it held, so Ballista would roll the stage back and run both
/// again, and the consumers would read both attempts' partitions
/// (`netjoin_cluster::rerun`). The scheduler fails the job instead, the
/// client submits it again on the surviving executors, and the result
/// equals the local run's.
#[test]
fn an_executor_killed_mid_query_leaves_the_result_exact() {
    if !netjoin_testkit::need_root("the namespace cluster") {
        return;
    }
    // Ballista takes an executor as lost after 6 s without a heartbeat.
    let mut run = MidQuery::start(
        "kill",
        "ck",
        175,
        &["--slots", "1", "--executor-timeout", "6"],
    );
    let victim = run.process("executor 1");
    kill(&victim);
    eprintln!("killed executor 1 (pid {})", victim.pid);
    let err = run.finish("an executor was killed");
    assert!(
        err.contains("submission 1 of the job failed: an executor was lost"),
        "the job was not submitted again after an executor was lost:\n{err}"
    );
    let probes = run.task_lines("kind: Probe", &[0, 2]).len();
    assert!(
        probes > 2,
        "the surviving executors ran {probes} probe tasks: none of the killed executor's ran again"
    );
    run.down();
}

/// A switchd started again by hand; killed however the test ends (`cluster
/// down` knows only the one it started).
struct Restarted(Option<std::process::Child>);
impl Drop for Restarted {
    fn drop(&mut self) {
        if let Some(mut c) = self.0.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// switchd killed and started again while the probe stage runs: the
/// restarted switch has no signature and no tables, the probe tasks find
/// their query gone, set the switch up again under tokens of their own and
/// replay the build tasks' streams (one at a time: each waits until the
/// switch is quiet), and the result equals the local run's.
#[test]
fn a_switch_restarted_mid_query_is_rebuilt_by_the_probe_tasks_exactly() {
    if !netjoin_testkit::need_root("the namespace cluster") {
        return;
    }
    let mut run = MidQuery::start("restart", "cr", 182, &[]);
    let switchd = run.process("switchd");
    let cmdline: Vec<String> = std::fs::read(format!("/proc/{}/cmdline", switchd.pid))
        .expect("switchd's command line")
        .split(|&b| b == 0)
        .filter(|a| !a.is_empty())
        .map(|a| String::from_utf8_lossy(a).into_owned())
        .collect();
    let ns = switchd
        .namespace
        .clone()
        .expect("switchd runs in the switch's namespace");
    kill(&switchd);
    while running(switchd.pid as u64, switchd.started) {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let log = run.dir.join("switchd-restarted.log");
    let f = std::fs::File::create(&log).unwrap();
    let restarted = Restarted(Some(
        std::process::Command::new("ip")
            .args(["netns", "exec", &ns])
            .args(&cmdline)
            .stdout(f.try_clone().unwrap())
            .stderr(f)
            .spawn()
            .expect("starting switchd again"),
    ));
    eprintln!("switchd (pid {}) killed and started again", switchd.pid);
    run.finish("switchd restarted");
    let probes = run.task_lines("kind: Probe", &[0, 1, 2]);
    let takeovers: u64 = probes
        .iter()
        .filter_map(|l| l.split("takeovers: ").nth(1))
        .filter_map(|r| {
            let digits = r.find(|c: char| !c.is_ascii_digit()).unwrap_or(r.len());
            r[..digits].parse::<u64>().ok()
        })
        .sum();
    assert!(
        takeovers >= 1,
        "no probe task set the restarted switch up again:\n{}",
        probes.join("\n")
    );
    eprintln!("{takeovers} takeovers by {} probe tasks", probes.len());
    drop(restarted);
    run.down();
}

/// `cluster bench --testbed --data star` end to end on a tiny star: both
/// strategies on their own clusters and `auto` on the switch's, each data
/// set's result checked against local DataFusion by the bench itself (it
/// fails otherwise), a CSV row and a plot for every data set and strategy,
/// and the time model fitted to them (`--calibrate`); then the sweep over
/// the number of joins, on schedulers that use that calibration.
#[test]
fn the_cluster_bench_runs_the_papers_star_on_both_strategies() {
    if !netjoin_testkit::need_root("the namespace cluster") {
        return;
    }
    let d = scratch("cluster-bench-star");
    let prefix = format!("cb{}", std::process::id() % 1_000_000);
    let subnet = free_subnet(150).to_string();
    let _down = Down(Some(prefix.clone()));
    let bench = |out: &str, extra: &[&str]| {
        let mut args = vec![
            "cluster",
            "bench",
            "--testbed",
            "--data",
            "star",
            "--dim-rows",
            "300",
            "--workers",
            "2",
            "--rates",
            "1gbit",
            "--rounds",
            "1",
            "--prefix",
            &prefix,
            "--subnet",
            &subnet,
            "--out",
            out,
        ];
        args.extend_from_slice(extra);
        let (table, err) = common::ok(&args);
        let csv = std::fs::read_to_string(Path::new(out).join("testbed.csv")).unwrap();
        let png = std::fs::metadata(Path::new(out).join("testbed.png")).unwrap();
        assert!(png.len() > 10_000, "the plot is {} B", png.len());
        assert!(err.contains("result equal"), "{err}");
        assert!(
            table.contains("auto picked the faster of shuffle and inp, or ran as fast"),
            "{table}"
        );
        (csv, table, err)
    };
    let out = d.join("out").display().to_string();
    let cal = d.join("calibration.json");
    let cal_s = cal.display().to_string();
    let (csv, table, err) = bench(&out, &["--ratios", "1,4", "--zipf", "--calibrate", &cal_s]);
    // The time model fitted to both strategies' medians, predicted against
    // measured per data set, and plotted.
    assert!(
        table.contains("Time model on the cluster:\n  Ballista's shuffle = ")
            && table.contains("calibrated, the model picks the faster strategy at"),
        "{table}"
    );
    let fitted = netjoin_compiler::cost::TimeCalibration::load(&cal).unwrap();
    assert_eq!(
        (fitted.rate_bps, fitted.workers, fitted.points),
        (1_000_000_000, 2, 7)
    );
    for f in [fitted.shuffle, fitted.inp] {
        assert!(
            [
                f.fixed_s,
                f.per_link_s,
                f.per_build_row_s,
                f.per_probe_row_s,
                f.per_round_s
            ]
            .iter()
            .all(|c| c.is_finite() && *c >= 0.0),
            "{f:?}"
        );
    }
    // The bench wrote its model points; `cluster calibrate` fits them
    // again to the same calibration.
    let points = Path::new(&out).join("model-points-1gbit.json");
    let again = d.join("again.json");
    let (table2, _) = common::ok(&[
        "cluster",
        "calibrate",
        "--points",
        &points.display().to_string(),
        "--out",
        &again.display().to_string(),
    ]);
    assert!(table2.contains("calibrated, the model picks"), "{table2}");
    let refit = netjoin_compiler::cost::TimeCalibration::load(&again).unwrap();
    assert_eq!((refit.shuffle, refit.inp), (fitted.shuffle, fitted.inp));
    assert!(
        std::fs::metadata(Path::new(&out).join("costmodel.png"))
            .unwrap()
            .len()
            > 10_000
    );
    let rows: Vec<&str> = csv.lines().skip(1).collect();
    // Two ratios, uniform, skewed and Zipf keys each, and no rows once: 7
    // data sets, 3 strategies each.
    assert_eq!(rows.len(), 7 * 3, "CSV rows:\n{csv}\n{table}\n{err}");
    for strategy in ["shuffle", "inp", "auto"] {
        for set in [
            "star A = 1 x B,1gbit,uniform",
            "star A = 4 x B,1gbit,skewed",
            "star A = 4 x B,1gbit,zipf",
            "star A = 4 x B,1gbit,no rows",
        ] {
            let row = rows
                .iter()
                .find(|r| r.starts_with(set) && r.split(',').nth(3) == Some(strategy));
            let row = row.unwrap_or_else(|| panic!("no {set} {strategy} row:\n{csv}"));
            let secs: f64 = row.split(',').nth(4).unwrap().parse().unwrap();
            assert!(secs > 0.0 && secs < 60.0, "{row}");
            // The workers' links carried the query: its busiest link
            // direction is part of all of them.
            let field = |i: usize| row.split(',').nth(i).unwrap().parse::<f64>().unwrap();
            let (busiest, links) = (field(10), field(11));
            assert!(busiest > 0.0 && links >= busiest, "{row}");
            // `auto`'s plan, read from the scheduler's EXPLAIN.
            let picked = row.split(',').nth(12).unwrap();
            if strategy == "auto" {
                assert!(picked == "inp" || picked == "shuffle", "{row}");
            } else {
                assert_eq!(picked, "", "{row}");
            }
        }
    }
    // The inp cluster, brought up last, sent its joins through switchd.
    let frames = switchd_frames(&prefix, 2, &err);
    assert!(
        frames > 100,
        "switchd saw {frames} frames from the workers in the inp runs"
    );
    // The paper's figure 9.10: one to two joins, no skew.
    let joins = d.join("joins").display().to_string();
    // Its schedulers price `auto`'s plans with the calibration just fitted.
    let (csv, table, err) = bench(
        &joins,
        &[
            "--ratios",
            "1",
            "--dims",
            "1,2",
            "--no-skew",
            "--calibration",
            &cal_s,
        ],
    );
    let sets: Vec<String> = csv
        .lines()
        .skip(1)
        .filter(|r| r.split(',').nth(3) == Some("inp"))
        .map(|r| r.split(',').take(3).collect::<Vec<_>>().join(","))
        .collect();
    assert_eq!(
        sets,
        [
            "star A = 1 x B with 1 dimension,1gbit,uniform",
            "star A = 1 x B with 2 dimensions,1gbit,uniform",
            "star A = 1 x B with 2 dimensions,1gbit,no rows",
        ],
        "{csv}\n{table}\n{err}"
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// Every TPC-H and SSB query at SF 0.1, as root, on a cluster of four
/// executors in their own namespaces: with `--strategy inp` (staged switch
/// joins through switchd) and with `--strategy shuffle` (Ballista's plan),
/// each result equal to local DataFusion's; the SSB queries, every one a
/// star join, have the switch's stages in the scheduler's plan.
#[test]
fn every_tpch_and_ssb_query_on_four_executors_equals_local_datafusion() {
    use netjoin_compiler::compare::{corpus, Rows, TPCH_TABLES};
    use netjoin_compiler::datafusion::prelude::SessionContext;
    use netjoin_compiler::{new_session, register_table, SessionOptions, Strategy};
    if !netjoin_testkit::need_root("the namespace cluster") {
        return;
    }
    const WORKERS: usize = 4;
    let d = scratch("cluster-testbed-corpus");
    let (tpch, ssb) = (d.join("tpch"), d.join("ssb"));
    gen_tpch(&tpch, "0.1", WORKERS, None);
    let opts = |strategy| SessionOptions {
        workers: WORKERS,
        strategy,
        ..Default::default()
    };
    let rt = netjoin_compiler::session::runtime(WORKERS).unwrap();
    let register = |ctx: &SessionContext, dir: &Path, names: &[&str]| {
        for t in names {
            rt.block_on(register_table(ctx, t, &dir.join(t)))
                .unwrap_or_else(|e| panic!("registering {t}: {e:#}"));
        }
    };
    let ssb_tables: Vec<&str> = netjoin_compiler::ssb::TABLES.to_vec();
    let local = |dir: &Path, names: &[&str]| {
        let ctx = rt.block_on(new_session(&opts(Strategy::Shuffle))).unwrap();
        register(&ctx, dir, names);
        ctx
    };
    let tpch_local = local(&tpch, &TPCH_TABLES);
    // SSB derived from the TPC-H tables, as `netjoin gen ssb` does.
    rt.block_on(netjoin_compiler::ssb::derive_ssb(&tpch_local, &ssb))
        .expect("derive SSB");
    let locals = [tpch_local, local(&ssb, &ssb_tables)];

    let prefix = format!("ca{}", std::process::id() % 1_000_000);
    let subnet = free_subnet(120).to_string();
    let mut down = Down(Some(prefix.clone()));
    let url = cluster_up(&prefix, &subnet, WORKERS, "inp", &[]);
    // The client's certificates, which `up` made.
    netjoin_cluster::tls::use_client_dir(format!("/run/netjoin/{prefix}.cluster-tls").into());

    let mut failures = Vec::new();
    let mut queries = 0;
    for strategy in [Strategy::Inp, Strategy::Shuffle] {
        for (kind, local, dir, names) in [
            ("tpch", &locals[0], &tpch, &TPCH_TABLES[..]),
            ("ssb", &locals[1], &ssb, &ssb_tables[..]),
        ] {
            let remote = rt
                .block_on(netjoin_cluster::remote(&url, &opts(strategy)))
                .unwrap_or_else(|e| panic!("connecting to {url}: {e:#}"));
            register(&remote, dir, names);
            for (name, sql) in corpus(kind).expect("the query corpus") {
                let label = format!("{kind}/{name} {}", strategy.name());
                let run = |ctx: &SessionContext| {
                    rt.block_on(async {
                        let df = ctx.sql(&sql).await?;
                        Rows::collect(df).await
                    })
                };
                let want = run(local).unwrap_or_else(|e| panic!("{label}: local: {e:#}"));
                match run(&remote) {
                    Ok(got) => {
                        if let Some(why) = want.difference(&got) {
                            failures.push(format!("{label}: {why}"));
                        }
                    }
                    Err(e) => failures.push(format!("{label}: {e:#}")),
                }
                if kind == "ssb" && strategy == Strategy::Inp {
                    let plan = rt
                        .block_on(async {
                            let df = remote.sql(&format!("EXPLAIN {sql}")).await?;
                            df.collect().await
                        })
                        .unwrap_or_else(|e| panic!("{label}: EXPLAIN: {e:#}"));
                    let text =
                        netjoin_compiler::datafusion::arrow::util::pretty::pretty_format_batches(
                            &plan,
                        )
                        .unwrap()
                        .to_string();
                    if !text.contains("SwitchProbeExec") {
                        failures.push(format!("{label}: no switch join in the plan:\n{text}"));
                    }
                }
                queries += 1;
            }
        }
    }
    assert_eq!(
        queries,
        2 * (22 + 13),
        "the corpus: 22 TPC-H and 13 SSB queries"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let (_, err) = common::ok(&["cluster", "down", "--prefix", &prefix]);
    down.0 = None;
    // switchd saw the switch joins' frames on every worker's port.
    let frames = switchd_frames(&prefix, WORKERS, &err);
    assert!(
        frames > 1000,
        "switchd saw {frames} frames from the workers"
    );
    let _ = std::fs::remove_dir_all(&d);
}
