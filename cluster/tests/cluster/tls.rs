//! Mutual TLS on a cluster of a scheduler and two executors on loopback
//! (tasks of this process, each with its own certificate from the
//! generator `netjoin cluster up` uses): Ballista's shuffle join, whose
//! executors fetch each other's shuffle files over Flight, equals local
//! DataFusion's; clients and executors whose certificates the cluster's CA
//! did not sign, or that bring none, are refused, and so are peers of the
//! executors' Flight and task services.

use arrow_flight::flight_service_client::FlightServiceClient;
use netjoin_cluster::process::{run_executor, run_scheduler, ExecutorPlace};
use netjoin_cluster::tls::{generate, Member, Tls, TlsFiles, CLIENT};
use netjoin_compiler::compare::Rows;
use netjoin_compiler::datafusion::prelude::SessionContext;
use netjoin_compiler::gen::{gen_tpch, TpchArgs};
use netjoin_compiler::{new_session, register_table, SessionOptions, Strategy, SwitchKind};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::common::{Scratch, ONE_AT_A_TIME};

const WORKERS: usize = 2;
const TABLES: [&str; 2] = ["orders", "customer"];
const SQL: &str = "SELECT c_nationkey, count(*) AS n, sum(o_totalprice) AS total \
    FROM orders JOIN customer ON o_custkey = c_custkey \
    GROUP BY c_nationkey ORDER BY c_nationkey";

fn opts() -> SessionOptions {
    SessionOptions {
        workers: WORKERS,
        strategy: Strategy::Shuffle,
        switch: SwitchKind::Model,
        ..Default::default()
    }
}

/// A port nothing listens on now, on loopback.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn loopback(port: u16) -> SocketAddr {
    SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port)
}

/// A CA and certificates for the scheduler, two executors and the client,
/// all on loopback, as `cluster up` makes them.
fn certificates(dir: &Path, cluster: &str) -> PathBuf {
    let lo = vec![IpAddr::V4(Ipv4Addr::LOCALHOST)];
    let members: Vec<Member> = ["scheduler", "executor-0", "executor-1", CLIENT]
        .iter()
        .map(|n| Member {
            name: n.to_string(),
            ips: lo.clone(),
        })
        .collect();
    generate(dir, cluster, &members).expect("generating the certificates");
    dir.to_path_buf()
}

/// What Ballista logs that the test reads: its shuffle readers' counts of
/// local and remote (Flight) reads, and every warning (a failed fetch is
/// one: Ballista then runs the stages again, which could hide it).
struct BallistaLog;
static LOGGED: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
const SHUFFLE_READER: &str = "ballista_core::execution_plans::shuffle_reader";

impl log::Log for BallistaLog {
    fn enabled(&self, m: &log::Metadata) -> bool {
        m.target().starts_with("ballista")
            && (m.level() <= log::Level::Warn || m.target() == SHUFFLE_READER)
    }
    fn log(&self, r: &log::Record) {
        if self.enabled(r.metadata()) {
            if let Ok(mut l) = LOGGED.lock() {
                l.push(format!("{} {}: {}", r.level(), r.target(), r.args()));
            }
        }
    }
    fn flush(&self) {}
}

/// The shuffle files read over Flight since the log was last taken, and the
/// warnings of failed fetches.
fn remote_reads_and_fetch_failures() -> (usize, Vec<String>) {
    let logged = std::mem::take(&mut *LOGGED.lock().unwrap());
    let remote = logged
        .iter()
        .filter_map(|l| l.split("remote shuffle file count:").nth(1))
        .filter_map(|n| n.trim().trim_end_matches('.').parse::<usize>().ok())
        .sum();
    let failures = logged.into_iter().filter(|l| l.contains("Fetch")).collect();
    (remote, failures)
}

/// Tasks of this test aborted however it ends.
struct Tasks(Vec<tokio::task::JoinHandle<anyhow::Result<()>>>);
impl Drop for Tasks {
    fn drop(&mut self) {
        for t in &self.0 {
            t.abort();
        }
    }
}

fn place(scheduler: SocketAddr, work: PathBuf) -> ExecutorPlace {
    ExecutorPlace {
        scheduler,
        host: "127.0.0.1".into(),
        flight_port: free_port(),
        grpc_port: free_port(),
        slots: 2,
        work_dir: work,
        executor_timeout_secs: 20,
    }
}

/// Calls Flight's ListFlights at `addr` over TLS (None: plain HTTP/2).
/// Ok: a gRPC service answered (Ballista's Flight service answers
/// `unimplemented`, its task service knows no Flight service, which is
/// `unimplemented` too); Err: the connection or the call was refused.
async fn answered(addr: SocketAddr, tls: Option<&Tls>) -> Result<(), String> {
    let scheme = if tls.is_some() { "https" } else { "http" };
    let mut endpoint = tonic::transport::Endpoint::from_shared(format!("{scheme}://{addr}"))
        .map_err(|e| e.to_string())?
        .connect_timeout(Duration::from_secs(10))
        .timeout(Duration::from_secs(10));
    if let Some(t) = tls {
        endpoint = endpoint
            .tls_config(t.client_config())
            .map_err(|e| e.to_string())?;
    }
    let channel = endpoint
        .connect()
        .await
        .map_err(|e| format!("connect: {e:?}"))?;
    match FlightServiceClient::new(channel)
        .list_flights(arrow_flight::Criteria::default())
        .await
    {
        Ok(_) => Ok(()),
        Err(s) if s.code() == tonic::Code::Unimplemented => Ok(()),
        Err(s) => Err(format!("{s:?}")),
    }
}

/// Why the scheduler at `url` refused a session with `tls`; panics with
/// `connected` if it did not.
async fn refusal(url: &str, tls: &Tls, connected: &str) -> String {
    let e = netjoin_cluster::remote_with(url, &opts(), Some(tls))
        .await
        .err()
        .expect(connected);
    format!("{e:#}")
}

async fn register(ctx: &SessionContext, tables: &Path) {
    for t in TABLES {
        register_table(ctx, t, &tables.join(t))
            .await
            .unwrap_or_else(|e| panic!("register {t}: {e:#}"));
    }
}

async fn query(ctx: &SessionContext) -> Result<Rows, String> {
    let df = ctx.sql(SQL).await.map_err(|e| format!("planning: {e}"))?;
    Rows::collect(df)
        .await
        .map_err(|e| format!("execution: {e}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn mutual_tls_serves_the_cluster_and_refuses_strangers() {
    // It reads Ballista's log of this process: no other cluster beside it.
    let _one = ONE_AT_A_TIME.lock().await;
    log::set_logger(&BallistaLog).expect("the test's logger");
    log::set_max_level(log::LevelFilter::Debug);
    let scratch = Scratch(std::env::temp_dir().join(format!("netjoin-tls-{}", std::process::id())));
    let _ = std::fs::remove_dir_all(&scratch.0);
    let ours = certificates(&scratch.0.join("tls"), "ours");
    let foreign = certificates(&scratch.0.join("foreign"), "foreign");
    let tables = scratch.0.join("tpch");
    gen_tpch(&TpchArgs {
        sf: 0.01,
        parts: WORKERS,
        out: tables.clone(),
        tables: TABLES.iter().map(|t| t.to_string()).collect(),
    })
    .expect("generate TPC-H");

    let sched = loopback(free_port());
    let mut tasks = Tasks(Vec::new());
    let files = TlsFiles::in_dir(&ours, "scheduler");
    tasks.0.push(tokio::spawn(async move {
        run_scheduler(sched, &opts(), 20, Some(&files)).await
    }));
    let mut places = Vec::new();
    for e in 0..2 {
        let p = place(sched, scratch.0.join(format!("executor{e}")));
        places.push(p.clone());
        let files = TlsFiles::in_dir(&ours, &format!("executor-{e}"));
        tasks.0.push(tokio::spawn(async move {
            run_executor(&p, &opts(), None, Some(&files)).await
        }));
    }
    // An executor opens its Flight port once it has registered.
    for p in &places {
        let flight = loopback(p.flight_port);
        let mut up = false;
        for _ in 0..600 {
            if let Some(i) = tasks.0.iter().position(|t| t.is_finished()) {
                let ended = tasks.0.remove(i).await;
                panic!("a process of the cluster ended: {ended:?}");
            }
            if tokio::net::TcpStream::connect(flight).await.is_ok() {
                up = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert!(up, "the executor on {flight} never registered");
    }

    let client = TlsFiles::in_dir(&ours, CLIENT)
        .load()
        .expect("the client's TLS");
    // Ballista's shuffle join: its reduce tasks read the shuffle files of
    // the other executor over Flight, which must succeed the first time.
    let ctx = netjoin_cluster::remote_with(&format!("df://{sched}"), &opts(), Some(&client))
        .await
        .expect("a TLS client of the cluster");
    register(&ctx, &tables).await;
    let plan = ctx
        .sql(&format!("EXPLAIN {SQL}"))
        .await
        .expect("EXPLAIN")
        .collect()
        .await
        .expect("EXPLAIN's result");
    let plan = netjoin_compiler::datafusion::arrow::util::pretty::pretty_format_batches(&plan)
        .unwrap()
        .to_string();
    assert!(
        plan.contains("ShuffleWriterExec") && plan.contains("Hash("),
        "Ballista's plan hash-repartitions through shuffle files:\n{plan}"
    );
    remote_reads_and_fetch_failures();
    let got = query(&ctx).await.expect("the join over TLS");
    let (remote, failures) = remote_reads_and_fetch_failures();
    assert!(remote > 0, "no shuffle file was read from another executor");
    assert!(
        failures.is_empty(),
        "fetches failed (Ballista ran stages again): {failures:#?}"
    );
    let local = new_session(&opts()).await.expect("local session");
    register(&local, &tables).await;
    let want = query(&local).await.expect("the local join");
    assert!(
        want.difference(&got).is_none(),
        "{:?}",
        want.difference(&got)
    );

    // The executors' services answer a client of the cluster ...
    for p in &places {
        for port in [p.flight_port, p.grpc_port] {
            answered(loopback(port), Some(&client))
                .await
                .unwrap_or_else(|e| panic!("port {port} refused the cluster's client: {e}"));
        }
    }
    // ... and no other: a certificate of another CA, our CA with another's
    // certificate, or no TLS at all.
    let foreign_client = TlsFiles::in_dir(&foreign, CLIENT).load().unwrap();
    let impostor = TlsFiles {
        ca: ours.join("ca.pem"),
        ..TlsFiles::in_dir(&foreign, CLIENT)
    }
    .load()
    .unwrap();
    for p in &places {
        for port in [p.flight_port, p.grpc_port] {
            let a = loopback(port);
            assert!(
                answered(a, Some(&foreign_client)).await.is_err(),
                "{a} served a foreign CA's client"
            );
            assert!(
                answered(a, Some(&impostor)).await.is_err(),
                "{a} served a certificate of another CA"
            );
            assert!(
                answered(a, None).await.is_err(),
                "{a} served a plain client"
            );
        }
    }

    // Clients of the scheduler: refused with the reason, or at their job.
    let url = format!("df://{sched}");
    let e = refusal(
        &url,
        &foreign_client,
        "a client trusting another CA connected",
    )
    .await;
    assert!(e.contains("does not vouch for"), "{e}");
    let e = refusal(
        &url,
        &impostor,
        "a client with another CA's certificate connected",
    )
    .await;
    assert!(e.contains("refused this process's TLS connection"), "{e}");
    let plain = netjoin_cluster::remote_with(&url, &opts(), None)
        .await
        .expect("a plain session is made without connecting");
    register(&plain, &tables).await;
    let e = query(&plain).await.expect_err("a plain client ran a job");
    assert!(!e.is_empty());

    // Executors with a foreign certificate cannot register.
    for (label, files) in [
        ("a foreign CA", TlsFiles::in_dir(&foreign, "executor-0")),
        (
            "our CA and a foreign certificate",
            TlsFiles {
                ca: ours.join("ca.pem"),
                ..TlsFiles::in_dir(&foreign, "executor-0")
            },
        ),
    ] {
        let p = place(sched, scratch.0.join("stranger"));
        let e = run_executor(&p, &opts(), None, Some(&files))
            .await
            .err()
            .unwrap_or_else(|| panic!("an executor with {label} ran"));
        let e = format!("{e:#}");
        assert!(
            e.contains("does not vouch for") || e.contains("refused this process's TLS connection"),
            "{label}: {e}"
        );
        assert!(
            tokio::net::TcpStream::connect(loopback(p.flight_port))
                .await
                .is_err(),
            "{label}: the refused executor serves Flight"
        );
    }
    // The cluster still runs jobs.
    remote_reads_and_fetch_failures();
    let again = query(&ctx).await.expect("the join after the refusals");
    let (remote, failures) = remote_reads_and_fetch_failures();
    assert!(
        remote > 0 && failures.is_empty(),
        "{remote} remote reads, failures {failures:#?}"
    );
    assert!(
        want.difference(&again).is_none(),
        "{:?}",
        want.difference(&again)
    );
    drop(tasks);
}
