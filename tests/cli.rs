//! The `netjoin` command end to end, as a user runs it: each command once on
//! small inputs, and the errors a user meets (bad arguments, a missing file,
//! a corrupt file, partitions with another schema, unsupported SQL), each with
//! a message naming what is wrong and a non-zero exit.

use std::path::Path;
use std::process::Command;

mod common;

use common::{best_fit, fails, scratch, text};

/// Runs a command that must succeed; returns its stdout.
fn ok(args: &[&str]) -> String {
    common::ok(args).0
}

/// A star schema (fact A, dimensions D1..D3) as Parquet partitions.
fn star(d: &Path) -> Vec<String> {
    common::star(
        d,
        &["--fact-rows", "2000", "--dim-rows", "300", "--parts", "2"],
    )
}

/// `netjoin COMMAND` on two workers for `sql` over `tables`, with `extra`
/// flags: its standard output.
fn query(command: &str, tables: &[String], sql: &str, extra: &[&str]) -> String {
    let mut args = vec![command, "--workers", "2", "--sql", sql];
    args.extend(tables.iter().map(String::as_str));
    args.extend_from_slice(extra);
    ok(&args)
}

fn run(tables: &[String], sql: &str, extra: &[&str]) -> String {
    query("run", tables, sql, extra)
}

fn explain(tables: &[String], sql: &str, extra: &[&str]) -> String {
    query("explain", tables, sql, extra)
}

#[test]
fn demo_joins_exactly() {
    let out = ok(&[
        "demo",
        "--fact-rows",
        "3000",
        "--dim-rows",
        "300",
        "--duplicates",
        "20",
    ]);
    assert!(out.contains("verdict            EXACT"), "{out}");
}

#[test]
fn bitstreams_list_names_the_catalog() {
    let out = ok(&["bitstreams", "list"]);
    for v in [8, 16] {
        for t in 1..=4 {
            let id = format!("k8v{v}t{t}");
            assert!(
                out.lines().any(|l| l.starts_with(&id)),
                "{id} missing:\n{out}"
            );
        }
    }
}

#[test]
fn gen_explain_and_run_agree_with_datafusion() {
    let d = scratch("star");
    let tables = star(&d);
    let sql = "SELECT a.a_id, a.a_price, d1.d1_id, d3.d3_id FROM a JOIN d1 ON a.d1_id = d1.d1_id \
               JOIN d2 ON a.d2_id = d2.d2_id JOIN d3 ON a.d3_id = d3.d3_id ORDER BY a.a_id";
    let plan = explain(&tables, sql, &["--strategy", "inp"]);
    // Parquet's statistics bound the keys and the dimensions' rows: 4-byte
    // keys and values suffice.
    assert!(
        plan.contains("widths: keys 4 B") && plan.contains("values 4 B"),
        "{plan}"
    );
    assert!(
        plan.contains(&format!(
            "SwitchStarJoinExec: signature={}",
            best_fit(4, 4, 3)
        )),
        "{plan}"
    );
    let reference = run(&tables, sql, &["--strategy", "shuffle"]);
    assert_eq!(
        reference.lines().count(),
        2001,
        "header + every fact row joins"
    );
    assert_eq!(run(&tables, sql, &["--strategy", "inp"]), reference);
    // No column of the join is needed above it: the node's batches carry
    // only their row count.
    let count =
        "SELECT count(*) FROM a JOIN d1 ON a.d1_id = d1.d1_id JOIN d2 ON a.d2_id = d2.d2_id";
    let want = run(&tables, count, &["--strategy", "shuffle"]);
    assert_eq!(want, "count(*)\n2000\n");
    assert_eq!(run(&tables, count, &["--strategy", "inp"]), want);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn run_on_a_standalone_ballista_cluster_equals_the_local_run() {
    let d = scratch("cluster");
    let tables = star(&d);
    let sql = "SELECT a.a_id, a.a_price, d1.d1_id, d3.d3_id FROM a JOIN d1 ON a.d1_id = d1.d1_id \
               JOIN d2 ON a.d2_id = d2.d2_id JOIN d3 ON a.d3_id = d3.d3_id ORDER BY a.a_id";
    let reference = run(&tables, sql, &["--strategy", "shuffle"]);
    assert_eq!(
        reference.lines().count(),
        2001,
        "header + every fact row joins"
    );
    // The switch join as Ballista stages; the switch's report on stderr.
    let mut args = vec![
        "run",
        "--workers",
        "2",
        "--sql",
        sql,
        "--cluster",
        "standalone",
        "--strategy",
        "inp",
        "--verbose",
    ];
    args.extend(tables.iter().map(String::as_str));
    let (out, err) = common::ok(&args);
    assert_eq!(out, reference);
    assert!(
        err.contains("switch query"),
        "no switch report on stderr:\n{err}"
    );
    // Ballista's own distributed plan.
    assert_eq!(
        run(
            &tables,
            sql,
            &["--strategy", "shuffle", "--cluster", "standalone"]
        ),
        reference
    );
    // The stages: one build stage per dimension, the switch node in the
    // fact's stage, reading the build stages whole.
    let plan = explain(
        &tables,
        sql,
        &["--cluster", "standalone", "--strategy", "inp"],
    );
    let switch_stage = plan
        .split("=========")
        .find(|s| {
            s.contains(&format!(
                "SwitchStarJoinExec: signature={}",
                best_fit(4, 4, 3)
            ))
        })
        .unwrap_or_else(|| panic!("no stage with the switch node:\n{plan}"));
    assert_eq!(
        switch_stage.matches("UnresolvedShuffleExec").count(),
        3,
        "three build stages feed the probe:\n{plan}"
    );
    assert!(
        plan.contains("Star joins:") && plan.contains("offloaded"),
        "{plan}"
    );
    let e = fails(
        &["run", "--sql", "SELECT 1", "--cluster", "nowhere:50050"],
        2,
    );
    assert!(e.contains("df://HOST:PORT"), "{e}");
    let _ = std::fs::remove_dir_all(&d);
}

/// Child processes killed however the test ends.
struct Children(Vec<std::process::Child>);
impl Drop for Children {
    fn drop(&mut self) {
        for c in &mut self.0 {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// A port nothing listens on now, on loopback.
fn free_port() -> String {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
        .to_string()
}

#[test]
fn a_cluster_of_processes_runs_ballistas_plan() {
    let d = scratch("processes");
    let tables = star(&d);
    let bin = env!("CARGO_BIN_EXE_netjoin");
    let sched = format!("127.0.0.1:{}", free_port());
    let mut children = Children(Vec::new());
    let spawn = |args: &[&str]| {
        Command::new(bin)
            .args(args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("start netjoin")
    };
    children.0.push(spawn(&[
        "cluster",
        "scheduler",
        "--bind",
        &sched,
        "--workers",
        "2",
    ]));
    for e in 0..2 {
        let work = d.join(format!("executor{e}")).display().to_string();
        let (flight, grpc) = (free_port(), free_port());
        children.0.push(spawn(&[
            "cluster",
            "executor",
            "--scheduler",
            &sched,
            "--flight-port",
            &flight,
            "--grpc-port",
            &grpc,
            "--work-dir",
            &work,
            "--workers",
            "2",
            "--slots",
            "2",
        ]));
    }
    let sql = "SELECT a.a_id, a.a_price, d1.d1_id, d3.d3_id FROM a JOIN d1 ON a.d1_id = d1.d1_id \
               JOIN d2 ON a.d2_id = d2.d2_id JOIN d3 ON a.d3_id = d3.d3_id ORDER BY a.a_id";
    let reference = run(&tables, sql, &["--strategy", "shuffle"]);
    let url = format!("df://{sched}");
    let mut args = vec![
        "run",
        "--workers",
        "2",
        "--sql",
        sql,
        "--cluster",
        &url,
        "--strategy",
        "shuffle",
    ];
    args.extend(tables.iter().map(String::as_str));
    // The scheduler may still be starting: a few tries, a second apart.
    let mut last = String::new();
    let got = (0..20).find_map(|_| {
        let o = common::netjoin(&args);
        if o.status.success() {
            return Some(text(&o.stdout));
        }
        last = text(&o.stderr);
        std::thread::sleep(std::time::Duration::from_secs(1));
        None
    });
    assert_eq!(
        got.unwrap_or_else(|| panic!("the cluster never answered: {last}")),
        reference
    );
    // Its plan moves the fact table between executors: Ballista's shuffle.
    let plan = explain(&tables, sql, &["--cluster", &url, "--strategy", "shuffle"]);
    assert!(
        plan.contains("ShuffleWriterExec: partitioning=Hash("),
        "{plan}"
    );
    // A scheduler that plans switch joins, and an executor with no link to
    // the switch: the job fails with the reason, never with a switch of the
    // executor's own.
    let inp = format!("127.0.0.1:{}", free_port());
    children.0.push(spawn(&[
        "cluster",
        "scheduler",
        "--bind",
        &inp,
        "--workers",
        "2",
        "--strategy",
        "inp",
    ]));
    let work = d.join("executor-inp").display().to_string();
    let (flight, grpc) = (free_port(), free_port());
    children.0.push(spawn(&[
        "cluster",
        "executor",
        "--scheduler",
        &inp,
        "--flight-port",
        &flight,
        "--grpc-port",
        &grpc,
        "--work-dir",
        &work,
        "--workers",
        "2",
        "--strategy",
        "inp",
    ]));
    let url = format!("df://{inp}");
    let mut args = vec![
        "run",
        "--workers",
        "2",
        "--sql",
        sql,
        "--cluster",
        &url,
        "--strategy",
        "inp",
    ];
    args.extend(tables.iter().map(String::as_str));
    let refused = (0..20).find_map(|_| {
        let o = common::netjoin(&args);
        let e = text(&o.stderr);
        if e.contains("no link to the switch") {
            return Some(o.status.code());
        }
        last = format!("{}: {e}", o.status);
        std::thread::sleep(std::time::Duration::from_secs(1));
        None
    });
    assert_eq!(
        refused.unwrap_or_else(|| panic!("the switch tasks were not refused: {last}")),
        Some(1)
    );
    // The client's session names the strategy its jobs are planned with: on
    // the same scheduler, `shuffle` is Ballista's own plan, which runs.
    let mut args = vec![
        "run",
        "--workers",
        "2",
        "--sql",
        sql,
        "--cluster",
        &url,
        "--strategy",
        "shuffle",
    ];
    args.extend(tables.iter().map(String::as_str));
    assert_eq!(
        ok(&args),
        reference,
        "--strategy shuffle on a scheduler started with --strategy inp"
    );
    drop(children);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn bad_arguments_are_named() {
    let e = fails(&["demo", "--fact-rows", "many"], 2);
    assert!(e.contains("--fact-rows"), "{e}");
    let e = fails(&["frobnicate"], 2);
    assert!(e.contains("frobnicate"), "{e}");
    let e = fails(&["run", "--sql", "SELECT 1", "--table", "t"], 1);
    assert!(e.contains("`t` is not of the form NAME=PATH"), "{e}");
    let e = fails(&["run", "--sql", "SELECT 1", "--workers", "0"], 1);
    assert!(e.contains("workers must be at least 1"), "{e}");
    // A scheduler's stage rounds price plans only on links of a given rate.
    let e = fails(&["cluster", "scheduler", "--stage-ms", "5"], 2);
    assert!(e.contains("--link-rate"), "{e}");
    let e = fails(&["cluster", "scheduler", "--link-rate", "fast"], 1);
    assert!(e.contains("--link-rate: rate `fast`"), "{e}");
    let e = fails(
        &[
            "cluster",
            "scheduler",
            "--link-rate",
            "1gbit",
            "--stage-ms=-1",
        ],
        1,
    );
    assert!(e.contains("--stage-ms -1"), "{e}");
    // A time calibration belongs to the links and workers it was measured on.
    let cal = std::env::temp_dir().join(format!(
        "netjoin-cli-calibration-{}.json",
        std::process::id()
    ));
    std::fs::write(
        &cal,
        r#"{"source":"test","rate_bps":300000000,"workers":4,"stage_seconds":0.01,
            "shuffle":{"fixed_s":0.1,"per_link_s":1.5,"per_build_row_s":1e-6,"per_probe_row_s":1e-7,"per_round_s":0.02},
            "inp":{"fixed_s":0.1,"per_link_s":2.0,"per_build_row_s":2e-6,"per_probe_row_s":2e-7,"per_round_s":0.0},
            "shuffle_wire_factor":1.2,"points":4}"#,
    )
    .unwrap();
    let cal_s = cal.display().to_string();
    let e = fails(&["cluster", "scheduler", "--calibration", &cal_s], 2);
    assert!(e.contains("--link-rate"), "{e}");
    let e = fails(
        &[
            "cluster",
            "scheduler",
            "--link-rate",
            "1gbit",
            "--calibration",
            &cal_s,
        ],
        1,
    );
    assert!(
        e.contains("measured at 300 Mbit/s with 4 workers") && e.contains("--link-rate 1gbit"),
        "{e}"
    );
    std::fs::write(&cal, "{\"source\": 1}").unwrap();
    let e = fails(
        &[
            "cluster",
            "scheduler",
            "--link-rate",
            "300mbit",
            "--calibration",
            &cal_s,
        ],
        1,
    );
    assert!(e.contains("not a time calibration"), "{e}");
    let _ = std::fs::remove_file(&cal);
    // A client's TLS directory belongs to a cluster, and must exist.
    let e = fails(&["run", "--sql", "SELECT 1", "--tls-dir", "/tmp"], 2);
    assert!(e.contains("--cluster"), "{e}");
    let e = fails(
        &[
            "run",
            "--sql",
            "SELECT 1",
            "--cluster",
            "df://127.0.0.1:9",
            "--tls-dir",
            "/nonexistent/netjoin-tls",
        ],
        1,
    );
    assert!(
        e.contains("--tls-dir /nonexistent/netjoin-tls: not a directory"),
        "{e}"
    );
}

#[test]
fn bad_files_are_named() {
    let d = scratch("files");
    let missing = d.join("nope.parquet");
    let e = fails(
        &[
            "run",
            "--sql",
            "SELECT count(*) FROM t",
            "--table",
            &format!("t={}", missing.display()),
        ],
        1,
    );
    assert!(e.contains("table `t`") && e.contains("nope.parquet"), "{e}");
    let corrupt = d.join("bad.parquet");
    std::fs::write(&corrupt, b"not a parquet file").unwrap();
    let e = fails(
        &[
            "run",
            "--sql",
            "SELECT count(*) FROM t",
            "--table",
            &format!("t={}", corrupt.display()),
        ],
        1,
    );
    assert!(
        e.contains("table `t`") && e.contains("bad.parquet") && e.contains("Parquet"),
        "{e}"
    );
    // A directory table with a partition of another table's schema.
    let s = scratch("mixed-star");
    star(&s);
    let mixed = d.join("mixed");
    std::fs::create_dir_all(&mixed).unwrap();
    for f in std::fs::read_dir(s.join("A")).unwrap() {
        let f = f.unwrap().path();
        std::fs::copy(&f, mixed.join(f.file_name().unwrap())).unwrap();
    }
    std::fs::copy(
        s.join("D1").join("part-0000.parquet"),
        mixed.join("stray.parquet"),
    )
    .unwrap();
    let e = fails(
        &[
            "run",
            "--sql",
            "SELECT count(*) FROM m",
            "--table",
            &format!("m={}", mixed.display()),
        ],
        1,
    );
    assert!(
        e.contains("table `m`") && e.contains("stray.parquet") && e.contains("same columns"),
        "{e}"
    );
    // The same for CSV partitions (by header).
    let csv = d.join("csv");
    std::fs::create_dir_all(&csv).unwrap();
    std::fs::write(csv.join("p1.csv"), "k,v\n1,2\n").unwrap();
    std::fs::write(csv.join("p2.csv"), "k,w,z\n1,x,3\n").unwrap();
    let e = fails(
        &[
            "run",
            "--sql",
            "SELECT count(*) FROM c",
            "--table",
            &format!("c={}", csv.display()),
        ],
        1,
    );
    assert!(e.contains("p2.csv") && e.contains("(k, w, z)"), "{e}");
    let _ = std::fs::remove_dir_all(&d);
    let _ = std::fs::remove_dir_all(&s);
}

#[test]
fn bad_sql_is_named() {
    let d = scratch("sql");
    let tables = star(&d);
    let with = |sql: &str| {
        let mut args = vec!["run", "--sql", sql];
        args.extend(tables.iter().map(String::as_str));
        fails(&args, 1)
    };
    let e = with("SELEC a_id FROM a");
    assert!(e.contains("SELEC"), "{e}");
    let e = with("SELECT nope FROM a");
    assert!(e.contains("nope"), "{e}");
    let e = with("DELETE FROM a");
    assert!(e.contains("DELETE not supported"), "{e}");
    let e = with("SELECT * FROM missing_table");
    assert!(e.contains("missing_table"), "{e}");
    let _ = std::fs::remove_dir_all(&d);
}

/// Counts the frames of a pcap file and checks each is a netjoin frame.
fn pcap_frames(path: &Path) -> usize {
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut reader = pcap_file::pcap::PcapReader::new(file).expect("a pcap file");
    assert_eq!(reader.header().datalink, pcap_file::DataLink::ETHERNET);
    let mut n = 0;
    while let Some(p) = reader.next_packet() {
        let p = p.expect("a whole packet");
        assert_eq!(&p.data[12..14], &[0x88, 0xb5], "EtherType 0x88B5");
        n += 1;
    }
    n
}

#[test]
fn demo_and_run_write_pcap_files() {
    let d = scratch("pcap");
    let demo = d.join("demo.pcap");
    let out = ok(&[
        "demo",
        "--fact-rows",
        "2000",
        "--dim-rows",
        "200",
        "--pcap",
        &demo.display().to_string(),
    ]);
    let line = out
        .lines()
        .find(|l| l.starts_with("pcap "))
        .unwrap_or_else(|| panic!("{out}"));
    let written: usize = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    assert!(written > 10, "{line}");
    assert_eq!(pcap_frames(&demo), written);
    assert!(out.contains("verdict            EXACT"), "{out}");
    let tables = star(&d.join("star"));
    let file = d.join("run.pcap");
    let sql = "SELECT count(*) FROM a JOIN d1 ON a.d1_id = d1.d1_id JOIN d2 ON a.d2_id = d2.d2_id";
    let got = run(
        &tables,
        sql,
        &["--strategy", "inp", "--pcap", &file.display().to_string()],
    );
    assert_eq!(got, "count(*)\n2000\n");
    assert!(pcap_frames(&file) > 10);
    let _ = std::fs::remove_dir_all(&d);
}

/// `demo --switch rtl --vcd`: a waveform of exactly the asked cycles, at
/// 6.4 ns a cycle, with the top level's AXI-Stream ports; `--vcd` is refused
/// without the RTL.
#[test]
fn demo_writes_a_vcd_of_the_rtl() {
    let d = scratch("vcd");
    let vcd = d.join("demo.vcd");
    let out = ok(&[
        "demo",
        "--switch",
        "rtl",
        "--fact-rows",
        "500",
        "--dim-rows",
        "100",
        "--vcd",
        &vcd.display().to_string(),
        "--vcd-from",
        "100",
        "--vcd-cycles",
        "300",
    ]);
    assert!(out.contains("verdict            EXACT"), "{out}");
    assert!(
        out.contains(&format!(
            "vcd                cycles 100..400 of the switch RTL in {}",
            vcd.display()
        )),
        "{out}"
    );
    let text = std::fs::read_to_string(&vcd).unwrap();
    let (header, body) = text
        .split_once("$enddefinitions $end")
        .expect("a VCD header");
    assert!(header.contains("$timescale 1ps $end"), "{header:.300}");
    for port in ["rx0_tvalid", "rx0_tready", "tx3_tlast", "mem1_req_addr"] {
        assert!(header.contains(&format!(" {port} ")), "{port} is traced");
    }
    // A time stamp is a line of its own; `#` also occurs in signal ids.
    let times: Vec<u64> = body
        .lines()
        .filter_map(|t| t.trim().strip_prefix('#'))
        .filter_map(|t| t.parse().ok())
        .collect();
    assert_eq!(times.first(), Some(&(100 * 6400)));
    assert_eq!(times.last(), Some(&(399 * 6400 + 3200)));
    assert_eq!(
        times.len(),
        600,
        "two samples a cycle (clock low, clock high)"
    );
    let e = fails(&["demo", "--vcd", "x.vcd"], 1);
    assert!(e.contains("--vcd") && e.contains("--switch rtl"), "{e}");
    let e = fails(&["demo", "--switch", "rtl", "--vcd-from", "5"], 2);
    assert!(e.contains("--vcd"), "{e}");
    let _ = std::fs::remove_dir_all(&d);
}

/// Progress bars: drawn when stderr is a terminal (here a pseudo-terminal
/// made by util-linux `script`), absent from pipes.
#[test]
fn progress_bars_only_on_a_terminal() {
    let d = scratch("progress");
    let out = d.join("star");
    let gen = format!(
        "{} gen star --out {} --fact-rows 400000 --dim-rows 1000 --parts 8",
        env!("CARGO_BIN_EXE_netjoin"),
        out.display()
    );
    // Piped: no bar, only the summary.
    let piped = Command::new("sh").args(["-c", &gen]).output().unwrap();
    assert!(piped.status.success());
    assert!(
        !text(&piped.stderr).contains("gen star"),
        "a bar in a pipe: {}",
        text(&piped.stderr)
    );
    let Ok(tty) = Command::new("script")
        .args(["-qec", &gen, "/dev/null"])
        .output()
    else {
        netjoin_testkit::skip(
            "its terminal half needs util-linux `script`, which is not installed",
        );
        return;
    };
    if !tty.status.success() && !text(&tty.stdout).contains("written under") {
        // `script` itself could not run the command (no pseudo-terminal here).
        netjoin_testkit::skip(&format!(
            "its terminal half: `script` failed: {}",
            text(&tty.stderr).trim()
        ));
        return;
    }
    assert!(tty.status.success(), "{}", text(&tty.stderr));
    let screen = text(&tty.stdout);
    assert!(
        screen.contains("gen star"),
        "no bar on a terminal:\n{screen}"
    );
    assert!(
        screen.contains("/32"),
        "the bar counts the 32 partition files:\n{screen}"
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// `bench-strategies` on a small scale: both queries answered equal to
/// DataFusion's, a CSV row each with its planning figures and rounds, a
/// plot, and its bad arguments refused before any data is generated.
#[test]
fn bench_strategies_times_and_checks_each_query() {
    let d = scratch("bench-strategies");
    let (data, out) = (d.join("data"), d.join("out"));
    let (ds, os) = (data.display().to_string(), out.display().to_string());
    let base = [
        "bench-strategies",
        "--sf",
        "0.01",
        "--workers",
        "2",
        "--data",
        &ds,
        "--out",
        &os,
    ];
    let with = |extra: &[&'static str]| -> Vec<&str> {
        base.iter().copied().chain(extra.iter().copied()).collect()
    };
    let e = fails(&with(&["--rounds", "4", "--max-rounds", "3"]), 1);
    assert!(e.contains("--max-rounds 3 is below --rounds 4"), "{e}");
    let e = fails(&with(&["--min-seconds=-1"]), 1);
    assert!(e.contains("--min-seconds"), "{e}");
    let e = fails(&with(&["--queries", "tpch/q99"]), 1);
    assert!(e.contains("no query `tpch/q99`"), "{e}");
    assert!(!data.join("tpch").join("lineitem").exists());
    let printed = ok(&with(&[
        "--queries",
        "ssb/q1.1,tpch/q03",
        "--rounds",
        "2",
        "--max-rounds",
        "3",
        "--min-seconds",
        "0",
    ]));
    assert!(
        printed.contains("every answer equals DataFusion's own"),
        "{printed}"
    );
    assert!(
        printed.contains("planning (session to physical plan)"),
        "{printed}"
    );
    let csv = std::fs::read_to_string(out.join("bench-strategies.csv")).unwrap();
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    assert_eq!(
        rows.iter().map(|r| r[0]).collect::<Vec<_>>(),
        ["ssb/q1.1", "tpch/q03"]
    );
    for r in &rows {
        // With no time asked for, the least rounds run.
        assert_eq!(r[col("rounds")], "2", "{r:?}");
        for c in [
            "shuffle_s",
            "auto_s",
            "auto_planning_s",
            "inp_first_planning_s",
            "auto_over_faster",
        ] {
            let v: f64 = r[col(c)].parse().unwrap();
            assert!(v > 0.0 && v.is_finite(), "{c} = {v} in {r:?}");
        }
        let (plan, total): (f64, f64) = (
            r[col("auto_planning_s")].parse().unwrap(),
            r[col("auto_s")].parse().unwrap(),
        );
        assert!(plan < total, "planning {plan} s within a run of {total} s");
    }
    let png = std::fs::read(out.join("bench-strategies.png")).unwrap();
    assert_eq!(&png[1..4], b"PNG");
    let _ = std::fs::remove_dir_all(&d);
}
