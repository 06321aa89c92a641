//! Tests on real network namespaces (need root; CI runs as root). Each test
//! makes its own uniquely named testbed and removes it on drop, even on failure.
//! They run one at a time: the machine has two cores and time-outs matter.

use netjoin_host::epoch::Recovery;
use netjoin_host::reference::{compare, star_join};
use netjoin_host::star::{generate, StarSpec};
use netjoin_host::StarJoinInput;
use netjoin_net::testbed::{self, TestbedConfig, TestbedGuard};
use netjoin_net::testbed::{spawn_switchd, NsProcess};
use netjoin_net::{run_on_testbed_report, NetOptions, NetReport, RunEvent};
use netjoin_proto::counters::Counter;
use netjoin_proto::frame::FrameBuilder;
use netjoin_proto::{DropReason, Header, Mac, Opcode, Signature};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Instant;

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

fn opts(tb: &TestbedConfig) -> NetOptions {
    NetOptions {
        prefix: tb.prefix.clone(),
        exe: Some(exe()),
        ..NetOptions::default()
    }
}

fn input(
    workers: usize,
    fact_rows: usize,
    dim_rows: usize,
    duplicate_rows: usize,
) -> StarJoinInput {
    let sig = Signature::new(8, 8, 3).unwrap();
    generate(
        &sig,
        &StarSpec {
            fact_rows,
            dim_rows,
            workers,
            duplicate_rows,
            ..StarSpec::default()
        },
    )
}

fn check_exact(input: &StarJoinInput, results: &[u8]) -> usize {
    let sig = input.signature;
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let want = star_join(&sig, &dims, &input.fact.concat());
    if let Some(d) = compare(results, &want, sig.result_width()) {
        panic!("result differs from the reference join: {d}");
    }
    want.len()
}

fn run(input: &StarJoinInput, o: &NetOptions) -> (Vec<u8>, NetReport, netjoin_host::RunReport) {
    let t = Instant::now();
    let (out, net) = run_on_testbed_report(input, o).expect("networked run");
    eprintln!(
        "{}\n{net}\n(run took {:.2} s)",
        out.report,
        t.elapsed().as_secs_f64()
    );
    (out.results, net, out.report)
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
        // The control channel's secret: private to its owner, kept by a second up.
        let key = TestbedConfig::secret_file(&p);
        let mode = std::os::unix::fs::PermissionsExt::mode(
            &std::fs::metadata(&key).unwrap().permissions(),
        ) & 0o777;
        assert_eq!(mode, 0o600, "{}", key.display());
        let secret = netjoin_net::auth::Secret::load(&key).unwrap().to_hex();
        // Idempotent: a second up succeeds and creates nothing twice.
        testbed::up(&cfg).unwrap();
        assert_eq!(
            netjoin_net::auth::Secret::load(&key).unwrap().to_hex(),
            secret
        );
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
    assert!(
        !TestbedConfig::secret_file(&p).exists(),
        "secret left behind"
    );
    assert!(testbed::status(&p).unwrap().contains("down"));
    // Down of nothing is fine.
    testbed::down(&p).unwrap();
}

#[test]
fn star_join_over_raw_ethernet_is_exact() {
    let _s = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    if !root() {
        return;
    }
    let g = TestbedGuard::up(tb_config(2, 3)).unwrap();
    // Duplicate dimension keys: spills and overflows are finished on the host.
    let inp = input(3, 30_000, 2_000, 300);
    let (res, net, rep) = run(&inp, &opts(&g.cfg));
    let rows = check_exact(&inp, &res);
    assert!(rows > 20_000);
    assert_eq!(net.epochs, 1);
    assert!(rep.spill_tuples > 0, "the test should exercise spills");
    assert_eq!(rep.counters.get(Counter::Probes), 30_000);
    assert_eq!(
        rep.counters.get(Counter::Inserts) + rep.counters.get(Counter::Overflows),
        3 * 2_300
    );
}

#[test]
fn exact_under_loss_duplication_and_reordering_on_every_link() {
    let _s = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    if !root() {
        return;
    }
    let mut cfg = tb_config(3, 3);
    cfg.loss = 1.0;
    cfg.duplicate = 1.0;
    cfg.reorder = 1.0;
    cfg.delay_ms = 1.0;
    let g = TestbedGuard::up(cfg).unwrap();
    let inp = input(3, 30_000, 3_000, 100);
    let (res, net, rep) = run(&inp, &opts(&g.cfg));
    check_exact(&inp, &res);
    // Loss and duplication really happened and were repaired.
    assert!(net.retransmitted > 0, "no retransmissions under 1% loss");
    assert_eq!(
        rep.build.retransmitted + rep.probe.retransmitted,
        net.retransmitted
    );
    assert!(net.switch_drop_duplicate + net.switch_drop_out_of_order > 0);
    assert!(
        net.sink_duplicates + net.probe_retries as u64 > 0,
        "the sink link saw neither loss nor duplication"
    );
}

/// Sets `o`'s hook to send, from the coordinator's interface, the frames
/// `make` builds from a valid BUILD frame of worker 0 of this query (one
/// tuple), once, when the second probe round of the first epoch starts
/// (probing has begun). The returned flag says whether it ran.
fn inject_at_second_round(
    o: &mut NetOptions,
    iface: String,
    make: impl Fn(&[u8]) -> Vec<Vec<u8>> + Send + Sync + 'static,
) -> Arc<Mutex<bool>> {
    let injected = Arc::new(Mutex::new(false));
    let inj = injected.clone();
    o.hook = Some(Arc::new(move |e| {
        if e != (RunEvent::ProbeRound { epoch: 1, round: 1 }) {
            return;
        }
        let (mut tx, _rx, mac) =
            netjoin_net::link::open(&iface, std::time::Duration::from_millis(10)).unwrap();
        let mut h = Header::new(Opcode::Build, testbed::switch_mac(), mac);
        h.query_id = 1;
        h.token = 0x4e4a_0001;
        h.source = 0;
        h.tuple_count = 1;
        let good = FrameBuilder::encode(&h, &[7u8; 16]);
        for f in make(&good) {
            assert!(tx.send(&f), "could not send an injected frame");
        }
        *inj.lock().unwrap() = true;
    }));
    injected
}

/// Injects every class of hostile frame at the switch while a query runs.
#[test]
fn hostile_frames_during_a_query_are_dropped_and_counted() {
    let _s = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    if !root() {
        return;
    }
    let g = TestbedGuard::up(tb_config(4, 2)).unwrap();
    let iface = g.cfg.coord_iface();
    let mut o = opts(&g.cfg);
    const EACH: usize = 25;
    // A frame that would be valid but for the field each case breaks.
    let injected = inject_at_second_round(&mut o, iface, |good| {
        let mut frames: Vec<Vec<u8>> = Vec::new();
        for _ in 0..EACH {
            let mut f = good.to_vec();
            f[18..20].copy_from_slice(&40u16.to_be_bytes()); // unknown source
            frames.push(f);
            let mut f = good.to_vec();
            f[16..18].copy_from_slice(&77u16.to_be_bytes()); // wrong query id
            frames.push(f);
            let mut f = good.to_vec();
            f[32..36].copy_from_slice(&0xbad0_0000u32.to_be_bytes()); // wrong token
            frames.push(f);
            frames.push(good[..30].to_vec()); // truncated
            let mut f = good.to_vec();
            f[28..30].copy_from_slice(&9500u16.to_be_bytes()); // oversized payload_len
            frames.push(f);
            let mut f = good.to_vec();
            f.extend_from_slice(&[0u8; 64]); // length field does not match the frame
            frames.push(f);
            let mut f = good.to_vec();
            f[6..12].copy_from_slice(&Mac::local(0x3333).0); // unknown sender, random source id
            f[18..20].copy_from_slice(&999u16.to_be_bytes());
            frames.push(f);
        }
        frames
    });
    let inp = input(2, 20_000, 2_000, 0);
    let (res, _net, rep) = run(&inp, &o);
    check_exact(&inp, &res);
    assert!(*injected.lock().unwrap(), "the hook never ran");
    let c = &rep.counters;
    for (r, n) in [
        (DropReason::Source, 2 * EACH),
        (DropReason::QueryId, EACH),
        (DropReason::Token, EACH),
        (DropReason::Truncated, EACH),
        (DropReason::Oversized, EACH),
        (DropReason::Length, EACH),
    ] {
        // The coordinator link may lose or duplicate nothing here (clean testbed).
        assert_eq!(
            c.get(Counter::Dropped(r)),
            n as u64,
            "{r}: {:?}",
            c.nonzero()
        );
    }
}

/// A BUILD retransmission that arrives after probing began is dropped as out
/// of phase and counted; it is not mistaken for a switch restart.
#[test]
fn late_build_retransmissions_are_harmless_and_counted() {
    let _s = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    if !root() {
        return;
    }
    let g = TestbedGuard::up(tb_config(6, 2)).unwrap();
    let iface = g.cfg.coord_iface();
    let mut o = opts(&g.cfg);
    o.round_frames = 8;
    const LATE: usize = 12;
    // Worker 0's first BUILD frame of this query, sent again (as a go-back-N
    // sender whose ACK was late would).
    let injected = inject_at_second_round(&mut o, iface, |good| vec![good.to_vec(); LATE]);
    let inp = input(2, 20_000, 2_000, 0);
    let (res, net, rep) = run(&inp, &o);
    check_exact(&inp, &res);
    assert!(*injected.lock().unwrap(), "the hook never ran");
    assert_eq!(
        rep.counters.get(Counter::Dropped(DropReason::Phase)),
        LATE as u64,
        "{:?}",
        rep.counters.nonzero()
    );
    assert_eq!(net.switch_drop_phase, LATE as u64, "{net}");
    assert_eq!(
        (net.epochs, net.switch_recoveries),
        (1, 0),
        "a late frame was taken for a restart: {net}"
    );
}

/// `switchd --pcap`: every frame the switch handled, in the order it handled
/// them; the RESULT tuples in the file are the ones the switch counted.
#[test]
fn switchd_writes_a_pcap_of_what_it_handled() {
    let _s = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    if !root() {
        return;
    }
    let g = TestbedGuard::up(tb_config(7, 2)).unwrap();
    let tb = g.cfg.clone();
    let pcap = std::env::temp_dir().join(format!("netjoin-{}-switchd.pcap", tb.prefix));
    let log = std::env::temp_dir().join(format!("netjoin-{}-switchd-pcap.log", tb.prefix));
    let mut args = vec!["switchd".to_string()];
    for p in tb.switch_ports() {
        args.extend(["--port".to_string(), p]);
    }
    args.extend(["--pcap".to_string(), pcap.display().to_string()]);
    let mut sw = NsProcess::spawn(&tb.switch_ns(), &exe(), &args, &log).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(200));
    let mut o = opts(&tb);
    o.spawn_switchd = false;
    let inp = input(2, 5_000, 500, 0);
    let (res, _net, rep) = run(&inp, &o);
    check_exact(&inp, &res);
    sw.kill();
    let mut reader = pcap_file::pcap::PcapReader::new(std::fs::File::open(&pcap).unwrap()).unwrap();
    let (mut frames, mut results) = (0u64, 0u64);
    while let Some(p) = reader.next_packet() {
        let p = p.unwrap();
        let h = Header::parse(&p.data).expect("a netjoin frame");
        if h.src == testbed::switch_mac() && h.opcode == Opcode::Result {
            results += h.tuple_count as u64;
        }
        frames += 1;
    }
    assert!(frames > 10, "{frames} frames in {}", pcap.display());
    assert_eq!(results, rep.counters.get(Counter::ResultTuples));
    let _ = std::fs::remove_file(&pcap);
}

#[test]
fn switch_restart_mid_query_is_detected_and_the_lost_phase_rerun() {
    let _s = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    if !root() {
        return;
    }
    let g = TestbedGuard::up(tb_config(5, 2)).unwrap();
    let tb = g.cfg.clone();
    let log = std::env::temp_dir().join(format!("netjoin-{}-switchd-test.log", tb.prefix));
    let sw: Arc<Mutex<NsProcess>> = Arc::new(Mutex::new(spawn_switchd(&tb, &exe(), &log).unwrap()));
    let mut o = opts(&tb);
    o.spawn_switchd = false;
    o.round_frames = 8;
    let restarts = Arc::new(Mutex::new(0u32));
    let (sw2, r2) = (sw.clone(), restarts.clone());
    o.hook = Some(Arc::new(move |e| {
        if let RunEvent::ProbeRound { epoch: 1, round: 2 } = e {
            // The switch crashes and comes back empty: tables, counters and query state are gone.
            let mut s = sw2.lock().unwrap();
            s.kill();
            *s = spawn_switchd(&tb, &exe(), &log).unwrap();
            std::thread::sleep(std::time::Duration::from_millis(100));
            *r2.lock().unwrap() += 1;
        }
    }));
    let inp = input(2, 30_000, 2_000, 50);
    let (res, net, _) = run(&inp, &o);
    check_exact(&inp, &res);
    assert_eq!(*restarts.lock().unwrap(), 1);
    assert!(
        net.switch_recoveries >= 1 && net.epochs >= 2,
        "restart not noticed: {net}"
    );
    assert!(
        net.recoveries
            .iter()
            .any(|r| matches!(r, Recovery::Restarted(_))),
        "the restart was not recognised as one: {:?}",
        net.recoveries
    );
    drop(sw);
}

/// The streaming session (`netjoin run --switch testbed`): the fact side
/// arrives in chunks of uneven sizes from both workers, in turn, and the
/// switch restarts in the middle of the third chunk. Every chunk's rows come
/// back exactly once, and their union is the reference join.
#[test]
fn streamed_chunks_survive_a_restart_and_are_exact() {
    let _s = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    if !root() {
        return;
    }
    let g = TestbedGuard::up(tb_config(7, 2)).unwrap();
    let tb = g.cfg.clone();
    let log = std::env::temp_dir().join(format!("netjoin-{}-switchd-stream.log", tb.prefix));
    let sw: Arc<Mutex<NsProcess>> = Arc::new(Mutex::new(spawn_switchd(&tb, &exe(), &log).unwrap()));
    let mut o = opts(&tb);
    o.spawn_switchd = false;
    o.round_frames = 4;
    let restarts = Arc::new(Mutex::new(0u32));
    let rounds = Arc::new(Mutex::new(0u32));
    let (sw2, r2, n2) = (sw.clone(), restarts.clone(), rounds.clone());
    o.hook = Some(Arc::new(move |e| {
        if let RunEvent::ProbeRound { .. } = e {
            let mut n = n2.lock().unwrap();
            *n += 1;
            // Chunks 1 and 2 take one round each (below 4 frames); chunk 3
            // takes several: restart in its second.
            if *n == 4 {
                let mut s = sw2.lock().unwrap();
                s.kill();
                *s = spawn_switchd(&tb, &exe(), &log).unwrap();
                std::thread::sleep(std::time::Duration::from_millis(100));
                *r2.lock().unwrap() += 1;
            }
        }
    }));
    let inp = input(2, 20_000, 2_000, 100);
    let sig = inp.signature;
    let pw = sig.probe_width();
    let session = netjoin_net::start_on_testbed(sig, &inp.dims, &o).expect("start");
    let mut out = netjoin_host::inp::ProbeOutput::new(sig);
    // Chunks: (worker, tuples) in the order they arrive.
    let sizes = [(0, 100), (1, 150), (0, 4_000), (1, 9_850), (0, 5_900)];
    let mut next = [0usize; 2];
    for (w, n) in sizes {
        let part = &inp.fact[w][next[w] * pw..(next[w] + n) * pw];
        next[w] += n;
        netjoin_host::inp::StreamingStarJoin::probe_into(&session, w, part, &mut out)
            .expect("chunk");
    }
    assert_eq!(next.iter().sum::<usize>(), 20_000);
    assert_eq!(next.map(|n| n * pw), [inp.fact[0].len(), inp.fact[1].len()]);
    let (rep, net) = session.finish_with_net().expect("finish");
    eprintln!("{rep}\n{net}");
    let mut res = Vec::new();
    for t in out.tuples() {
        res.extend_from_slice(t);
    }
    check_exact(&inp, &res);
    assert_eq!(*restarts.lock().unwrap(), 1);
    assert!(
        net.switch_recoveries >= 1 && net.epochs >= 2,
        "restart not noticed: {net}"
    );
    assert!(
        net.recoveries
            .iter()
            .any(|r| matches!(r, Recovery::Restarted(_))),
        "the restart was not recognised as one: {:?}",
        net.recoveries
    );
    assert_eq!(rep.probe_chunks, 5);
    assert_eq!(net.probe_tuples, 20_000);
    assert!(
        netjoin_host::inp::StreamingStarJoin::finish(&session).is_err(),
        "finish twice"
    );
    drop(sw);
}

#[test]
fn benchmark_figures_are_measured_on_an_unshaped_testbed() {
    let _s = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    if !root() {
        return;
    }
    let pid = std::process::id();
    let b = netjoin_net::cli::BenchArgs {
        prefix: format!("nt{}6", pid % 10000),
        workers: 2,
        fact_rows: 100_000,
        dim_rows: 5_000,
        raw_frames: 50_000,
        window: 256,
        small_fact_rows: 20_000,
        subnet: (100 + (pid % 30) * 5 + 6) as u8,
        exe: Some(exe()),
        // Jumbo frames, as the experiments run (the default, 1500, is what the other tests use).
        mtu: 9000,
    };
    let f = b.run().expect("benchmark");
    assert!(
        f.raw_frames_per_s > 1_000.0 && f.raw_gbit_per_s > 0.01,
        "{f:?}"
    );
    assert!(
        f.batched_frames_per_s > 1_000.0 && f.batched_gbit_per_s > 0.01,
        "{f:?}"
    );
    assert!(
        f.worker_frames_per_s > 100.0 && f.small_worker_frames_per_s > 100.0,
        "{f:?}"
    );
    assert!(f.e2e_tuples_per_s > 1_000.0 && f.rows > 50_000, "{f:?}");
    // The kernel floor of the small-frame path: the switch's output per input
    // frame measured in the run, and some rate the bare path carries.
    assert!(
        f.floor_fanout > 1.0 && f.floor_frame_len > netjoin_proto::HEADER_LEN,
        "{f:?}"
    );
    assert!(f.floor_frames_per_s > 0.0, "{f:?}");
    assert!(
        !namespaces().contains(&b.prefix),
        "bench testbed left behind"
    );
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
