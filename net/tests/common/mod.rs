//! Helpers of the testbed's integration tests (flood.rs, hostile.rs): the
//! namespaces, switchd's memory, the star join they run with its
//! reference rows, and the frames of a flood.

#![allow(dead_code)]

use netjoin_host::control_client::Sharing;
use netjoin_host::star::{generate, StarSpec};
use netjoin_host::task::{PayloadLayout, ProbeResults, TaskQuery};
use netjoin_host::worker::QueryHeader;
use netjoin_host::StarJoinInput;
use netjoin_net::link;
use netjoin_net::testbed::{self, NsProcess, TestbedConfig, TestbedGuard};
use netjoin_net::RawLinkPorts;
use netjoin_proto::control::PhaseCounts;
use netjoin_proto::frame::FrameBuilder;
use netjoin_proto::ControlKey;
use netjoin_proto::{Header, Mac, Opcode};
use netjoin_proto::{ResultShape, Signature};
use std::collections::HashMap;
use std::os::fd::AsRawFd;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

pub fn exe() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_netjoin-net"))
}

/// Moves the calling thread (only) into the named network namespace.
pub fn enter(ns: &str) {
    let f = std::fs::File::open(format!("/run/netns/{ns}")).expect("the namespace");
    // SAFETY: setns on a valid namespace descriptor; affects this thread only.
    let r = unsafe { libc::setns(f.as_raw_fd(), libc::CLONE_NEWNET) };
    assert_eq!(r, 0, "setns {ns}: {}", std::io::Error::last_os_error());
}

/// A field of /proc/PID/status in KiB (VmRSS, VmHWM).
pub fn status_kib(pid: u32, field: &str) -> u64 {
    let s = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("switchd's status");
    s.lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no {field} in {s}"))
}

pub fn input(sig: Signature) -> StarJoinInput {
    input_of(
        sig,
        &StarSpec {
            fact_rows: 200_000,
            dim_rows: 20_000,
            workers: 2,
            ..StarSpec::default()
        },
    )
}

/// The star join of `spec`, its payloads numbered as a probe task numbers
/// its rows.
pub fn input_of(sig: Signature, spec: &StarSpec) -> StarJoinInput {
    let mut input = generate(&sig, spec);
    // Payloads numbered as a probe task numbers its rows.
    let layout = PayloadLayout::of(&sig).unwrap();
    let (at, pw, w) = (sig.t() * sig.k(), sig.probe_width(), layout.word_bytes);
    for part in &mut input.fact {
        for (i, tup) in part.chunks_exact_mut(pw).enumerate() {
            tup[at..at + w].copy_from_slice(&(i as u64).to_be_bytes()[8 - w..]);
            tup[at + w..].fill(0);
        }
    }
    input
}

/// From the calling thread (in a worker's namespace): the raw link to the
/// switch, its CONTROL sealed with `key`, and the task query `query_id`
/// with `token` on it (RESULT tuples without the keys, 12-bit filters).
pub fn task_query(
    sig: Signature,
    key: Option<ControlKey>,
    (query_id, token): (u16, u64),
    sharing: Sharing,
) -> (RawLinkPorts, TaskQuery) {
    let switch = netjoin_sim::SwitchConfig::default().mac;
    let ports = RawLinkPorts::open("sw", switch, key, link::Impair::default()).unwrap();
    let q = TaskQuery {
        sig,
        header: QueryHeader {
            switch_mac: switch,
            query_id,
            token,
            max_payload: 1458,
        },
        shape: ResultShape::Payload,
        filter_bits: 12,
        onchip: 0,
        sharing,
    };
    (ports, q)
}

/// Panics unless `rows` (the tasks' RESULT shape: payload and values) are
/// the reference join of `input`, row for row; `what` names the query.
pub fn assert_exact(input: &StarJoinInput, rows: &[u8], what: &str) {
    let sig = input.signature;
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let from = sig.result_carries_from(ResultShape::Payload);
    let want: Vec<Vec<u8>> = netjoin_host::reference::star_join(&sig, &dims, &input.fact.concat())
        .iter()
        .map(|r| r[from..].to_vec())
        .collect();
    assert!(!want.is_empty());
    let width = sig.result_width_of(ResultShape::Payload);
    if let Some(diff) = netjoin_host::reference::compare(rows, &want, width) {
        panic!("{what} differs from the reference join: {diff}");
    }
}

/// The query's rows in the tasks' RESULT shape (payload and values), its
/// SPILL tuples finished from the whole dimensions.
pub fn rows_of(sig: &Signature, dims: &[Vec<u8>], out: &ProbeResults, rows: &mut Vec<u8>) {
    rows.extend_from_slice(&out.results);
    let (k, v, t) = (sig.k(), sig.v(), sig.t());
    let by_key: Vec<HashMap<&[u8], Vec<&[u8]>>> = dims
        .iter()
        .map(|d| {
            let mut m: HashMap<&[u8], Vec<&[u8]>> = HashMap::new();
            for tup in d.chunks_exact(k + v) {
                m.entry(&tup[..k]).or_default().push(&tup[k..]);
            }
            m
        })
        .collect();
    let mut whole = Vec::new();
    for s in out.spills.chunks_exact(sig.spill_width()) {
        let probe = &s[..sig.probe_width()];
        let partners: Vec<Vec<&[u8]>> = (0..t)
            .map(|i| {
                by_key[i]
                    .get(&probe[i * k..(i + 1) * k])
                    .cloned()
                    .unwrap_or_default()
            })
            .collect();
        netjoin_host::sink::cross_product(probe, &partners, &mut whole);
    }
    let from = sig.result_carries_from(ResultShape::Payload);
    for row in whole.chunks_exact(sig.result_width()) {
        rows.extend_from_slice(&row[from..]);
    }
}

/// Port `i`'s line in switchd's final report: frames in, dropped at the
/// socket, dropped on a full delay line.
pub fn port_report(log: &str, i: usize) -> (u64, u64, u64) {
    let line = log
        .lines()
        .find(|l| l.starts_with(&format!("port {i} (")))
        .unwrap_or_else(|| panic!("no report of port {i} in switchd's log:\n{log}"));
    let number_before = |what: &str| -> u64 {
        let head = &line[..line.find(what).unwrap_or_else(|| panic!("{what}: {line}"))];
        head.split_whitespace().last().unwrap().parse().unwrap()
    };
    (
        number_before(" frames in"),
        number_before(" dropped at the socket"),
        number_before(" on a full delay line"),
    )
}

/// switchd on `tb` with `args`, its log to `log`, once it serves.
fn start_switchd(tb: &TestbedConfig, log: &Path, args: &[&str]) -> NsProcess {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let mut switchd = testbed::spawn_switchd_with(tb, &exe(), log, &args).unwrap();
    let t0 = Instant::now();
    while !std::fs::read_to_string(log).is_ok_and(|s| s.contains(" engine on ")) {
        assert!(
            switchd.is_running(),
            "switchd ended: {:?}",
            std::fs::read_to_string(log)
        );
        assert!(
            t0.elapsed() < Duration::from_secs(20),
            "switchd did not start"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    switchd
}

/// A testbed of two workers and switchd on it, started with `args`.
pub struct Bed {
    pub tb: TestbedConfig,
    pub switchd: NsProcess,
    pub pid: u32,
    pub log: PathBuf,
    pub _guard: TestbedGuard,
}

impl Bed {
    /// `prefix` names the testbed's namespaces and links, `subnet` its
    /// addresses: each test picks its own, so that tests run side by side.
    pub fn up(prefix: &str, subnet: u8, args: &[&str]) -> Bed {
        let cfg = TestbedConfig {
            prefix: prefix.to_string(),
            workers: 2,
            subnet,
            ..TestbedConfig::default()
        };
        let guard = TestbedGuard::up(cfg).unwrap();
        let tb = guard.cfg.clone();
        let log = std::env::temp_dir().join(format!("netjoin-{prefix}-switchd.log"));
        let switchd = start_switchd(&tb, &log, args);
        Bed {
            tb,
            pid: switchd.pid().unwrap(),
            switchd,
            log,
            _guard: guard,
        }
    }

    /// Kills switchd (SIGKILL: a crash) and starts it again with `args`,
    /// as a switch that restarts: no signature, no queries, no tables.
    pub fn restart(&mut self, args: &[&str]) {
        self.switchd.kill();
        let _ = std::fs::remove_file(&self.log);
        self.switchd = start_switchd(&self.tb, &self.log, args);
        self.pid = self.switchd.pid().unwrap();
    }

    /// Stops switchd with SIGTERM; returns its log, the final report in it.
    pub fn stop(mut self) -> String {
        // SAFETY: kill(2) of the child we started and have not reaped.
        unsafe { libc::kill(self.pid as libc::pid_t, libc::SIGTERM) };
        let t0 = Instant::now();
        while self.switchd.is_running() {
            assert!(
                t0.elapsed() < Duration::from_secs(10),
                "switchd ignored SIGTERM"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        let report = std::fs::read_to_string(&self.log).unwrap();
        eprintln!("{report}");
        let _ = std::fs::remove_file(&self.log);
        report
    }
}

/// Frames that are not the query's, for a flood: BUILD and PROBE frames of
/// its `query_id` under wrong tokens (wrong in the token's low half for even
/// `i`, in its upper half for odd `i`), full-sized, and ACKs (which a switch
/// never takes), each with its opcode.
pub fn flood_frames(switch: Mac, query_id: u16, token: u64) -> Vec<(Opcode, Vec<u8>)> {
    (0..64u32)
        .map(|i| {
            let op = [Opcode::Build, Opcode::Probe, Opcode::Ack][i as usize % 3];
            let mut h = Header::new(op, switch, Mac::local(0x0F00 + i as u16));
            h.query_id = query_id;
            h.token = token ^ ((u64::from(i) + 1) << (32 * (i % 2)));
            h.source = (i % 4) as u16;
            h.seq = i;
            if op == Opcode::Ack {
                let counts = PhaseCounts {
                    ack: i,
                    ..PhaseCounts::default()
                }
                .encode();
                (op, FrameBuilder::encode(&h, &counts))
            } else {
                h.tuple_count = 91;
                (op, FrameBuilder::encode(&h, &[i as u8; 91 * 16]))
            }
        })
        .collect()
}
