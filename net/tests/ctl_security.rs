//! The control channel against hostile clients, without root: a real agent
//! process (no raw link) on 127.0.0.1 with a shared secret; strangers send
//! an oversized Load, an endless line, bad JSON, a wrong secret, a replayed
//! handshake, replayed and reordered messages, and a Configure + Probe
//! without authentication. Each is refused, closed and counted; the agent
//! stays up and still answers the real coordinator exactly. Also: the
//! shuffle baseline's data port refuses strangers and the join stays exact.

use netjoin_net::auth::{self, Secret, SECRET_ENV};
use netjoin_net::ctl::{sha256_hex, AgentConn, CtlCounters, QueryParams, Reply, Request};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

fn exe() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_netjoin-net"))
}

fn temp_dir() -> PathBuf {
    static N: AtomicU32 = AtomicU32::new(0);
    let d = std::env::temp_dir().join(format!(
        "njctl-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// An agent process on 127.0.0.1 (any free port), killed on drop.
struct AgentProc {
    child: Child,
    addr: String,
    secret: Secret,
    log: Arc<Mutex<Vec<String>>>,
    dir: PathBuf,
}

impl AgentProc {
    fn start(extra: &[&str]) -> AgentProc {
        let dir = temp_dir();
        let key = dir.join("key");
        let secret = Secret::create(&key).unwrap();
        let mut child = Command::new(exe())
            .args(["agent", "--listen", "127.0.0.1:0", "--secret-file"])
            .arg(&key)
            .args(extra)
            .env_remove(SECRET_ENV)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Drain stderr for good (the agent logs every refusal); the first lines say where it listens.
        let log = Arc::new(Mutex::new(Vec::new()));
        let (tx, rx) = mpsc::channel();
        let (stderr, log2) = (child.stderr.take().unwrap(), log.clone());
        std::thread::spawn(move || {
            for l in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(a) = l.strip_prefix("agent: listening on ") {
                    let _ = tx.send(a.to_string());
                }
                log2.lock().unwrap().push(l);
            }
        });
        let addr = rx
            .recv_timeout(Duration::from_secs(20))
            .unwrap_or_else(|_| panic!("the agent did not start: {:?}", log.lock().unwrap()));
        AgentProc {
            child,
            addr,
            secret,
            log,
            dir,
        }
    }

    fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    fn coordinator(&self) -> AgentConn {
        AgentConn::connect(&self.addr, &self.secret, Duration::from_secs(10)).unwrap()
    }

    /// A raw TCP client that has read the agent's challenge.
    fn stranger(&self) -> (BufReader<TcpStream>, TcpStream, Vec<u8>) {
        let s = TcpStream::connect(&self.addr).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        let mut r = BufReader::new(s.try_clone().unwrap());
        let challenge = read_line(&mut r).expect("a challenge");
        assert!(
            String::from_utf8_lossy(&challenge).contains(auth::PROTO),
            "{}",
            String::from_utf8_lossy(&challenge)
        );
        (r, s, challenge)
    }
}

impl Drop for AgentProc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// One line, or None at the end of the connection (closed or reset).
fn read_line(r: &mut impl BufRead) -> Option<Vec<u8>> {
    let mut l = Vec::new();
    match r.read_until(b'\n', &mut l) {
        Ok(0) | Err(_) => None,
        Ok(_) => Some(l),
    }
}

/// Reads the agent's refusal (unless the connection was reset first) and checks that it then closed.
fn refused(r: &mut impl BufRead, why: &str) {
    if let Some(l) = read_line(r) {
        let l = String::from_utf8_lossy(&l);
        assert!(
            l.contains("Refused") && l.contains(why),
            "expected a refusal for `{why}`, got {l}"
        );
    }
    assert!(read_line(r).is_none(), "the agent kept the connection open");
}

/// An authenticated raw session: the handshake through the library, then hand-made lines.
fn session(a: &AgentProc) -> (BufReader<TcpStream>, TcpStream, auth::Session) {
    let s = TcpStream::connect(&a.addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let mut r = BufReader::new(s.try_clone().unwrap());
    let mut w = s.try_clone().unwrap();
    let sess = auth::client_handshake(&mut r, &mut w, &a.secret, auth::ROLE_COORDINATOR).unwrap();
    (r, s, sess)
}

fn sealed(sess: &mut auth::Session, req: &Request) -> Vec<u8> {
    sess.seal_line(&serde_json::to_vec(req).unwrap())
}

fn blob(n: usize, seed: u32) -> Vec<u8> {
    (0..n as u32)
        .map(|i| (i.wrapping_mul(2_654_435_761).wrapping_add(seed) >> 13) as u8)
        .collect()
}

#[test]
fn hostile_clients_are_refused_closed_and_counted_and_the_coordinator_is_still_served_exactly() {
    const MAX_LOAD: u64 = 1 << 20;
    const MAX_HELD: u64 = 1_572_864;
    let mut a = AgentProc::start(&[
        "--max-load-bytes",
        &MAX_LOAD.to_string(),
        "--max-held-bytes",
        &MAX_HELD.to_string(),
        "--handshake-timeout",
        "0.5",
    ]);
    let mut coord = a.coordinator();
    let dim0 = blob(800_000, 1);
    coord.load(Some(0), &dim0).unwrap();

    // 1. A huge Load line, sent as an outsider would: refused before anything is allocated.
    let (mut r, mut w, _) = a.stranger();
    w.write_all(b"{\"Load\":{\"table\":null,\"bytes\":18446744073709551615}}\n")
        .unwrap();
    refused(&mut r, "not authenticated");

    // 2. An endless line (16 MiB without a newline): cut off at the handshake's line limit.
    let (mut r, mut w, _) = a.stranger();
    let chunk = vec![b'a'; 64 << 10];
    let mut sent = 0usize;
    while sent < 16 << 20 {
        match w.write(&chunk) {
            Ok(n) => sent += n,
            Err(_) => break, // reset by the agent
        }
    }
    refused(&mut r, "line longer than");

    // 3. Bad JSON as the handshake's answer.
    let (mut r, mut w, _) = a.stranger();
    w.write_all(b"{\"role\": coordinator,, \"mac\"\n").unwrap();
    refused(&mut r, "malformed");

    // 4. The wrong secret: the coordinator's own client is refused.
    let e = AgentConn::connect(&a.addr, &Secret::random().unwrap(), Duration::from_secs(1))
        .err()
        .expect("a wrong secret gets in");
    assert!(format!("{e:#}").contains("authentication failed"), "{e:#}");

    // 5. A replayed handshake: an answer seen on one connection, replayed on another.
    let (mut ra, mut wa, challenge) = a.stranger();
    let (answer, _, _) = auth::answer_challenge(
        &a.secret,
        &challenge[..challenge.len() - 1],
        auth::ROLE_COORDINATOR,
    )
    .unwrap();
    let mut answer_line = serde_json::to_vec(&answer).unwrap();
    answer_line.push(b'\n');
    wa.write_all(&answer_line).unwrap();
    let welcome = String::from_utf8(read_line(&mut ra).unwrap()).unwrap();
    assert!(welcome.contains("Welcome"), "{welcome}");
    let (mut r, mut w, _) = a.stranger();
    w.write_all(&answer_line).unwrap();
    refused(&mut r, "authentication failed");
    drop((ra, wa));

    // 6. A replayed message on an authenticated connection.
    let (mut r, mut w, mut sess) = session(&a);
    let status = sealed(&mut sess, &Request::Status);
    w.write_all(&status).unwrap();
    let reply = read_line(&mut r).unwrap();
    let body = sess.open_line(&reply[..reply.len() - 1]).unwrap().to_vec();
    assert!(matches!(
        serde_json::from_slice(&body).unwrap(),
        Reply::Status(_)
    ));
    w.write_all(&status).unwrap();
    let reply = read_line(&mut r).expect("an error reply");
    let body = sess.open_line(&reply[..reply.len() - 1]).unwrap().to_vec();
    match serde_json::from_slice(&body).unwrap() {
        Reply::Error { kind, message } => assert!(
            kind == "protocol" && message.contains("replayed"),
            "{kind}: {message}"
        ),
        r => panic!("{r:?}"),
    }
    assert!(read_line(&mut r).is_none());

    // 7. Reordered messages.
    let (mut r, mut w, mut sess) = session(&a);
    let first = sealed(&mut sess, &Request::Hello);
    let second = sealed(&mut sess, &Request::Status);
    w.write_all(&second).unwrap();
    w.write_all(&first).unwrap();
    assert!(read_line(&mut r).is_some(), "an error reply");
    assert!(read_line(&mut r).is_none());

    // 8. A stranger's Configure + Probe with no rate and no authentication.
    let (mut r, mut w, _) = a.stranger();
    let configure = Request::Configure(QueryParams {
        signature: "k8v8t3".into(),
        query_id: 1,
        token: 1,
        max_payload: 1474,
        switch_mac: "ff:ff:ff:ff:ff:ff".into(),
        source: 0,
        window: 1 << 20,
        ack_timeout_us: 1,
        give_up_ms: u64::MAX,
    });
    let mut lines = serde_json::to_vec(&configure).unwrap();
    lines.push(b'\n');
    lines.extend_from_slice(
        &serde_json::to_vec(&Request::Probe {
            lo: 0,
            hi: u64::MAX,
            rate_bps: None,
        })
        .unwrap(),
    );
    lines.push(b'\n');
    w.write_all(&lines).unwrap();
    refused(&mut r, "not authenticated");

    // 9. An endless line after authenticating: cut off at the control line limit.
    let (mut r, mut w, _) = session(&a);
    let _ = w.write_all(&vec![b'a'; 256 << 10]);
    let _ = read_line(&mut r);
    assert!(read_line(&mut r).is_none());

    // 10. Oversized Loads from the real coordinator: an error naming the limit; the connection stays.
    match coord
        .call(&Request::Load {
            table: None,
            bytes: u64::MAX,
        })
        .unwrap()
    {
        Reply::Error { kind, message } => assert!(
            kind == "limit"
                && message.contains(&MAX_LOAD.to_string())
                && message.contains("--max-load-bytes"),
            "{message}"
        ),
        r => panic!("{r:?}"),
    }
    match coord
        .call(&Request::Load {
            table: Some(1),
            bytes: MAX_LOAD,
        })
        .unwrap()
    {
        Reply::Error { kind, message } => assert!(
            kind == "limit"
                && message.contains(&MAX_HELD.to_string())
                && message.contains("--max-held-bytes"),
            "{message}"
        ),
        r => panic!("{r:?}"),
    }

    // 11. A stranger that says nothing: timed out, while the coordinator is served meanwhile.
    let (mut r, _w, _) = a.stranger();
    let t = Instant::now();
    assert_eq!(coord.status().unwrap().dims_bytes, vec![dim0.len() as u64]);
    refused(&mut r, "in time");
    assert!(
        t.elapsed() >= Duration::from_millis(400),
        "{:?}",
        t.elapsed()
    );

    // The agent is alive and answers the real coordinator exactly.
    assert!(a.alive(), "the agent died: {:?}", a.log.lock().unwrap());
    let fact = blob(500_000, 2);
    coord.load(None, &fact).unwrap();
    assert_eq!(
        coord.digest(Some(0)).unwrap(),
        (dim0.len() as u64, sha256_hex(&dim0))
    );
    assert_eq!(
        coord.digest(None).unwrap(),
        (fact.len() as u64, sha256_hex(&fact))
    );
    let st = coord.status().unwrap();
    assert_eq!(st.dims_bytes, vec![dim0.len() as u64]);
    assert_eq!(st.fact_bytes, fact.len() as u64);
    assert!(!st.configured, "a stranger configured a query");
    assert_eq!((st.max_load_bytes, st.max_held_bytes), (MAX_LOAD, MAX_HELD));
    let want = CtlCounters {
        connections: 12,
        authenticated: 5,
        refused_busy: 0,
        timeouts: 1,
        malformed: 1,
        unauthenticated: 2,
        bad_auth: 2,
        bad_mac: 2,
        oversized_lines: 2,
        oversized_requests: 2,
        // load, 2 oversized loads, status, a session's status, load, 2 digests, this status
        requests: 9,
    };
    assert_eq!(st.ctl, want, "agent log: {:#?}", a.log.lock().unwrap());
    assert_eq!(st.ctl.closed_bad(), 10);
    match coord.call(&Request::Hello).unwrap() {
        Reply::Hello {
            iface, fact_tuples, ..
        } => assert_eq!((iface.as_str(), fact_tuples), ("none", fact.len() as u64)),
        r => panic!("{r:?}"),
    }
    // Without a raw link a Probe is refused, not attempted.
    assert!(
        matches!(coord.call(&Request::Probe { lo: 0, hi: 1, rate_bps: None }).unwrap(), Reply::Error { kind, .. } if kind == "link")
    );
    coord.expect_ok(&Request::Shutdown).unwrap();
    let t = Instant::now();
    while a.alive() && t.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(
        a.child.wait().unwrap().code(),
        Some(0),
        "{:?}",
        a.log.lock().unwrap()
    );
}

#[test]
fn the_agent_refuses_to_start_without_a_private_secret() {
    let run = |env: Option<&PathBuf>| {
        let mut c = Command::new(exe());
        c.args(["agent", "--listen", "127.0.0.1:0"])
            .env_remove(SECRET_ENV)
            .stdin(Stdio::null());
        if let Some(p) = env {
            c.env(SECRET_ENV, p);
        }
        let out = c.output().unwrap();
        assert!(!out.status.success());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let e = run(None);
    assert!(
        e.contains("needs the cluster's shared secret") && e.contains("--secret-file"),
        "{e}"
    );
    let dir = temp_dir();
    let key = dir.join("key");
    Secret::create(&key).unwrap();
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o644)).unwrap();
    }
    let e = run(Some(&key));
    assert!(e.contains("chmod 600"), "{e}");
    std::fs::write(dir.join("short"), "abcd\n").unwrap();
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir.join("short"), std::fs::Permissions::from_mode(0o600))
            .unwrap();
    }
    let e = run(Some(&dir.join("short")));
    assert!(e.contains("16..=1024 bytes"), "{e}");
    // With the secret named by the environment it starts (and is stopped by the coordinator).
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    let mut child = Command::new(exe())
        .args(["agent", "--listen", "127.0.0.1:0"])
        .env(SECRET_ENV, &key)
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let addr = lines
        .find_map(|l| {
            l.ok()?
                .strip_prefix("agent: listening on ")
                .map(str::to_string)
        })
        .expect("listening");
    let mut c =
        AgentConn::connect(&addr, &Secret::load(&key).unwrap(), Duration::from_secs(5)).unwrap();
    c.expect_ok(&Request::Shutdown).unwrap();
    assert!(child.wait().unwrap().success());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn silent_connections_cannot_lock_the_coordinator_out() {
    let a = AgentProc::start(&[
        "--handshake-timeout",
        "0.5",
        "--max-pending-handshakes",
        "4",
    ]);
    // Four silent strangers fill the handshake slots; a fifth is refused at once.
    let silent: Vec<_> = (0..4).map(|_| a.stranger()).collect();
    let s = TcpStream::connect(&a.addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut r = BufReader::new(s);
    refused(&mut r, "busy");
    // The coordinator retries while the agent is busy and gets in once the strangers time out.
    let t = Instant::now();
    let mut c = a.coordinator();
    assert!(t.elapsed() < Duration::from_secs(5));
    for (mut r, _, _) in silent {
        refused(&mut r, "in time");
    }
    let st = c.status().unwrap();
    assert_eq!(
        (st.ctl.timeouts, st.ctl.authenticated, st.ctl.requests),
        (4, 1, 1),
        "{:?}",
        st.ctl
    );
    assert!(st.ctl.refused_busy >= 1, "{:?}", st.ctl);
}

#[test]
fn shuffle_data_ports_refuse_strangers_and_the_join_stays_exact() {
    use netjoin_host::reference::{compare, star_join};
    use netjoin_host::star::{generate, StarSpec};
    use netjoin_net::shuffle::{run_worker_with, ShuffleParams};
    use netjoin_proto::Signature;
    let sig = Signature::parse_id("k8v8t2").unwrap();
    let input = generate(
        &sig,
        &StarSpec {
            fact_rows: 10_000,
            dim_rows: 1_000,
            workers: 2,
            ..StarSpec::default()
        },
    );
    let secret = Secret::random().unwrap();
    let base = 27_300 + (std::process::id() % 200) as u16 * 2;
    let peers: Vec<String> = (0..2).map(|w| format!("127.0.0.1:{}", base + w)).collect();
    let worker = |w: usize| {
        let (input, peers, secret) = (&input, peers.clone(), secret.clone());
        move || {
            let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d[w].clone()).collect();
            let p = ShuffleParams::new(&input.signature, w, peers);
            run_worker_with(&input.signature, &dims, &input.fact[w], &p, &secret).unwrap()
        }
    };
    let outs = std::thread::scope(|s| {
        // Worker 0 listens first; strangers reach its data port before worker 1 exists.
        let h0 = s.spawn(worker(0));
        let t = Instant::now();
        let stranger = || loop {
            match TcpStream::connect(&peers[0]) {
                Ok(c) => break c,
                Err(_) if t.elapsed() < Duration::from_secs(10) => {
                    std::thread::sleep(Duration::from_millis(5))
                }
                Err(e) => panic!("{e}"),
            }
        };
        // Garbage instead of the handshake.
        let c = stranger();
        c.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        (&c).write_all(b"\x53\x00\x00\x00\x00\x00\x00\x01\xff\xff\xff\xff\n")
            .unwrap();
        let mut r = BufReader::new(c);
        assert!(read_line(&mut r).is_some(), "a challenge");
        refused(&mut r, "malformed");
        // The handshake with another secret.
        let c = stranger();
        c.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        let mut r = BufReader::new(c.try_clone().unwrap());
        let mut w = c;
        let e = auth::client_handshake(
            &mut r,
            &mut w,
            &Secret::random().unwrap(),
            auth::ROLE_SHUFFLE,
        )
        .err()
        .expect("a wrong secret gets in");
        assert!(e.to_string().contains("authentication failed"), "{e}");
        let h1 = s.spawn(worker(1));
        [h0.join().unwrap(), h1.join().unwrap()]
    });
    let got: Vec<u8> = outs.iter().flat_map(|o| o.1.iter().copied()).collect();
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let want = star_join(&sig, &dims, &input.fact.concat());
    assert!(!want.is_empty());
    assert_eq!(compare(&got, &want, sig.result_width()), None);
    assert_eq!(
        (outs[0].0.refused_connections, outs[1].0.refused_connections),
        (2, 0)
    );
}
