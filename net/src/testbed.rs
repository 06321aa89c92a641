//! The namespace testbed: N worker network namespaces and one switch
//! namespace joined by veth pairs (the in-network topology), a link from the
//! root namespace into the switch namespace (switch port `pc`, the
//! protocol's coordinator port: a host process in the root namespace may
//! drive the switch through it, while a cluster's tasks use their own
//! workers' ports), and a Linux bridge in the root namespace that connects
//! the workers directly (the ordinary switch of the baseline: Ballista's
//! gRPC and shuffle traffic). Every veth end is shaped (tbf) and, where the
//! kernel has netem, impaired by it; elsewhere the endpoints impair what
//! they receive in software.
//!
//! Everything is named from a prefix (default `nj`): namespaces `<p>-sw` and
//! `<p>-w<i>`, root-namespace links `<p>c` (coordinator), `<p>br` (bridge) and
//! `<p>b<i>` (bridge ports). Inside the namespaces: switch ports `p<i>` and
//! `pc`, worker links `sw` (to the switch) and `lan` (to the bridge).
//! `up` creates only what is missing; `down` removes only names it made.

use anyhow::{bail, Context, Result};
use netjoin_proto::{ControlKey, Mac, COORDINATOR_SOURCE, SWITCH_SOURCE};
use serde::{Deserialize, Serialize};
use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// Shape of a testbed.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct TestbedConfig {
    pub prefix: String,
    pub workers: usize,
    /// Link rate in bit/s (netem `rate`); `None` leaves links unshaped.
    pub rate_bps: Option<u64>,
    /// One-way delay per link in milliseconds.
    pub delay_ms: f64,
    /// Loss, duplication and reordering in percent on every link, both directions.
    pub loss: f64,
    pub duplicate: f64,
    pub reorder: f64,
    /// Third octet of the control network 10.231.<subnet>.0/24 on the bridge.
    pub subnet: u8,
    pub mtu: u32,
    /// netem queue limit in packets.
    pub queue: u32,
    /// Set by `up` when the kernel has no netem: rates are shaped with tbf and
    /// loss, duplication, reordering and delay are applied by the raw-socket
    /// endpoints to what they receive (link::Impair).
    #[serde(default)]
    pub emulated: bool,
    /// Rate of the coordinator's link (the sink), bit/s; `None`: `rate_bps`.
    /// The paper's switch returns results to the N workers over their N
    /// downlinks; with one sink behind one port, giving that port N × rate
    /// keeps the same aggregate result bandwidth.
    #[serde(default)]
    pub coord_rate_bps: Option<u64>,
}

impl Default for TestbedConfig {
    fn default() -> Self {
        TestbedConfig {
            prefix: "nj".into(),
            workers: 4,
            rate_bps: Some(1_000_000_000),
            delay_ms: 0.0,
            loss: 0.0,
            duplicate: 0.0,
            reorder: 0.0,
            subnet: 77,
            mtu: 1500,
            queue: 10_000,
            emulated: false,
            coord_rate_bps: None,
        }
    }
}

impl TestbedConfig {
    pub fn switch_ns(&self) -> String {
        format!("{}-sw", self.prefix)
    }
    pub fn worker_ns(&self, w: usize) -> String {
        format!("{}-w{w}", self.prefix)
    }
    /// The coordinator's interface (root namespace), linked to switch port `pc`.
    pub fn coord_iface(&self) -> String {
        format!("{}c", self.prefix)
    }
    pub fn bridge(&self) -> String {
        format!("{}br", self.prefix)
    }
    pub fn bridge_port(&self, w: usize) -> String {
        format!("{}b{w}", self.prefix)
    }
    /// Switch interfaces in port order: workers 0..N-1, then the coordinator.
    pub fn switch_ports(&self) -> Vec<String> {
        let mut v: Vec<String> = (0..self.workers).map(|w| format!("p{w}")).collect();
        v.push("pc".into());
        v
    }
    pub fn bridge_ip(&self) -> String {
        format!("10.231.{}.254", self.subnet)
    }
    pub fn worker_ip(&self, w: usize) -> String {
        format!("10.231.{}.{}", self.subnet, w + 1)
    }
    pub fn state_file(prefix: &str) -> PathBuf {
        PathBuf::from(format!("/run/netjoin/{prefix}.json"))
    }

    fn validate(&self) -> Result<()> {
        if self.prefix.is_empty()
            || self.prefix.len() > 8
            || !self.prefix.chars().all(|c| c.is_ascii_alphanumeric())
        {
            bail!(
                "testbed prefix `{}` must be 1..8 ASCII letters or digits (interface names are limited to 15 bytes)",
                self.prefix
            );
        }
        if self.workers == 0 || self.workers > 64 {
            bail!("--workers {} is outside 1..=64", self.workers);
        }
        for (n, p) in [
            ("loss", self.loss),
            ("duplicate", self.duplicate),
            ("reorder", self.reorder),
        ] {
            if !(0.0..=100.0).contains(&p) {
                bail!("--{n} {p} is not a percentage in 0..=100");
            }
        }
        if self.delay_ms < 0.0 {
            bail!("--delay must not be negative");
        }
        Ok(())
    }

    /// The netem arguments applied to every veth end.
    pub fn netem_args(&self) -> Vec<String> {
        let mut a = vec!["limit".to_string(), self.queue.to_string()];
        // netem reorders by sending some packets without the delay: it needs one.
        let delay = if self.reorder > 0.0 {
            self.delay_ms.max(1.0)
        } else {
            self.delay_ms
        };
        if delay > 0.0 {
            a.extend([
                "delay".into(),
                format!("{}us", (delay * 1000.0).round() as u64),
            ]);
        }
        if let Some(r) = self.rate_bps {
            a.extend(["rate".into(), format!("{r}bit")]);
        }
        if self.loss > 0.0 {
            a.extend(["loss".into(), format!("{}%", self.loss)]);
        }
        if self.duplicate > 0.0 {
            a.extend(["duplicate".into(), format!("{}%", self.duplicate)]);
        }
        if self.reorder > 0.0 {
            a.extend(["reorder".into(), format!("{}%", self.reorder)]);
        }
        a
    }
}

/// Tuple bytes a NetJoin frame carries on links of `mtu` bytes: the MTU
/// less the NetJoin header inside the Ethernet payload, at most the jumbo
/// limit.
pub fn max_payload_for_mtu(mtu: u32) -> usize {
    (mtu as usize)
        .saturating_sub(netjoin_proto::NETJOIN_HEADER_IN_ETH_PAYLOAD)
        .min(netjoin_proto::MAX_PAYLOAD_JUMBO)
}

/// Parses a rate: `1gbit`, `500mbit`, `100kbit`, `123bit`, or a plain number of Mbit/s.
pub fn parse_rate(s: &str) -> Result<u64, String> {
    let s = s.trim().to_ascii_lowercase();
    let (num, mult) = if let Some(n) = s.strip_suffix("gbit") {
        (n, 1e9)
    } else if let Some(n) = s.strip_suffix("mbit") {
        (n, 1e6)
    } else if let Some(n) = s.strip_suffix("kbit") {
        (n, 1e3)
    } else if let Some(n) = s.strip_suffix("bit") {
        (n, 1.0)
    } else {
        (s.as_str(), 1e6)
    };
    let v: f64 = num
        .trim()
        .parse()
        .map_err(|_| format!("rate `{s}` is not e.g. 1gbit, 500mbit or a number of Mbit/s"))?;
    if v.is_nan() || v <= 0.0 {
        return Err(format!("rate `{s}` must be positive"));
    }
    Ok((v * mult) as u64)
}

pub fn require_root(what: &str) -> Result<()> {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        bail!("{what} needs root (CAP_NET_ADMIN) to create network namespaces, veth links and qdiscs: run it as root, e.g. with sudo");
    }
    Ok(())
}

/// Runs a command; fails with its stderr.
pub fn sh(args: &[&str]) -> Result<String> {
    let out = Command::new(args[0])
        .args(&args[1..])
        .output()
        .with_context(|| format!("running {}", args[0]))?;
    if !out.status.success() {
        bail!(
            "`{}` failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn sh_ok(args: &[&str]) -> bool {
    Command::new(args[0])
        .args(&args[1..])
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

fn netns_list() -> Vec<String> {
    sh(&["ip", "netns", "list"])
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect()
}

fn link_exists(ns: Option<&str>, dev: &str) -> bool {
    match ns {
        Some(ns) => sh_ok(&["ip", "-n", ns, "link", "show", "dev", dev]),
        None => sh_ok(&["ip", "link", "show", "dev", dev]),
    }
}

fn ip(ns: Option<&str>, args: &[&str]) -> Result<String> {
    let mut v = vec!["ip"];
    if let Some(ns) = ns {
        v.extend(["-n", ns]);
    }
    v.extend_from_slice(args);
    sh(&v)
}

fn disable_ipv6(ns: &str) -> Result<()> {
    // Keeps the raw links silent: no router solicitations or DAD frames.
    sh(&[
        "ip",
        "netns",
        "exec",
        ns,
        "sysctl",
        "-qw",
        "net.ipv6.conf.all.disable_ipv6=1",
        "net.ipv6.conf.default.disable_ipv6=1",
    ])?;
    Ok(())
}

fn shape(ns: Option<&str>, dev: &str, cfg: &TestbedConfig) -> Result<()> {
    let mut v = vec!["tc"];
    if let Some(ns) = ns {
        v.extend(["-n", ns]);
    }
    if cfg.emulated {
        let Some(r) = cfg.rate_bps else {
            let mut d = v.clone();
            d.extend(["qdisc", "del", "dev", dev, "root"]);
            let _ = sh(&d);
            return Ok(());
        };
        let rate = format!("{r}bit");
        let burst = format!("{}", (r / 8 / 1000).max(64 * 1024));
        let limit = format!("{}", cfg.queue as u64 * (cfg.mtu as u64 + 14));
        v.extend([
            "qdisc", "replace", "dev", dev, "root", "tbf", "rate", &rate, "burst", &burst, "limit",
            &limit,
        ]);
        sh(&v)?;
        return Ok(());
    }
    v.extend(["qdisc", "replace", "dev", dev, "root", "netem"]);
    let args = cfg.netem_args();
    v.extend(args.iter().map(String::as_str));
    sh(&v)?;
    Ok(())
}

/// Whether this kernel has netem (probed on the coordinator link).
fn has_netem(dev: &str) -> bool {
    let ok = sh_ok(&[
        "tc", "qdisc", "replace", "dev", dev, "root", "netem", "limit", "1000",
    ]);
    if ok {
        let _ = sh(&["tc", "qdisc", "del", "dev", dev, "root"]);
    }
    ok
}

impl TestbedConfig {
    /// Software impairments the endpoints apply (none when netem does it).
    pub fn impair(&self) -> crate::link::Impair {
        if !self.emulated {
            return crate::link::Impair::default();
        }
        crate::link::Impair {
            loss: self.loss,
            duplicate: self.duplicate,
            reorder: self.reorder,
            delay_ms: self.delay_ms,
            seed: 1,
        }
    }
}

fn set_link(ns: Option<&str>, dev: &str, mac: Option<Mac>, mtu: u32) -> Result<()> {
    if let Some(m) = mac {
        ip(ns, &["link", "set", "dev", dev, "address", &m.to_string()])?;
    }
    ip(
        ns,
        &["link", "set", "dev", dev, "mtu", &mtu.to_string(), "up"],
    )?;
    Ok(())
}

/// MAC of worker `w`'s raw link to the switch.
pub fn worker_mac(w: usize) -> Mac {
    Mac::local(w as u16)
}
/// MAC of every switch port (the behavioural switch's default address).
pub fn switch_mac() -> Mac {
    Mac::local(SWITCH_SOURCE)
}
/// MAC of the coordinator's link.
pub fn coord_mac() -> Mac {
    Mac::local(COORDINATOR_SOURCE)
}

/// Creates whatever of the testbed is missing and (re)applies the qdiscs. Idempotent.
pub fn up(cfg: &TestbedConfig) -> Result<()> {
    let mut cfg = cfg.clone();
    let cfg = &mut cfg;
    cfg.validate()?;
    require_root("netjoin testbed up")?;
    if let Some(old) = load_state(&cfg.prefix) {
        if old.workers != cfg.workers {
            bail!(
                "testbed `{}` is up with {} workers; run `netjoin testbed down` before changing to {}",
                cfg.prefix,
                old.workers,
                cfg.workers
            );
        }
    }
    let existing = netns_list();
    let sw = cfg.switch_ns();
    let mut spaces = vec![sw.clone()];
    spaces.extend((0..cfg.workers).map(|w| cfg.worker_ns(w)));
    for ns in &spaces {
        if !existing.contains(ns) {
            sh(&["ip", "netns", "add", ns])?;
        }
        disable_ipv6(ns)?;
        ip(Some(ns), &["link", "set", "lo", "up"])?;
    }
    // Bridge (root namespace) carrying the baseline data path and TCP control.
    let br = cfg.bridge();
    if !link_exists(None, &br) {
        ip(None, &["link", "add", "name", &br, "type", "bridge"])?;
    }
    let _ = std::fs::write(format!("/proc/sys/net/ipv6/conf/{br}/disable_ipv6"), "1");
    ip(None, &["link", "set", "dev", &br, "up"])?;
    let br_cidr = format!("{}/24", cfg.bridge_ip());
    if !ip(None, &["-o", "addr", "show", "dev", &br])?.contains(&br_cidr) {
        ip(None, &["addr", "add", &br_cidr, "dev", &br])?;
    }
    // Coordinator <-> switch port pc.
    let c = cfg.coord_iface();
    if !link_exists(None, &c) {
        ip(
            None,
            &[
                "link", "add", &c, "type", "veth", "peer", "name", "pc", "netns", &sw,
            ],
        )?;
    }
    let _ = std::fs::write(format!("/proc/sys/net/ipv6/conf/{c}/disable_ipv6"), "1");
    set_link(None, &c, Some(coord_mac()), cfg.mtu)?;
    set_link(Some(&sw), "pc", Some(switch_mac()), cfg.mtu)?;
    cfg.emulated = !has_netem(&c);
    let coord_cfg = TestbedConfig {
        rate_bps: cfg.coord_rate_bps.or(cfg.rate_bps),
        ..cfg.clone()
    };
    shape(None, &c, &coord_cfg)?;
    shape(Some(&sw), "pc", &coord_cfg)?;
    for w in 0..cfg.workers {
        let wn = cfg.worker_ns(w);
        let port = format!("p{w}");
        if !link_exists(Some(&sw), &port) {
            ip(
                Some(&sw),
                &[
                    "link", "add", &port, "type", "veth", "peer", "name", "sw", "netns", &wn,
                ],
            )?;
        }
        set_link(Some(&sw), &port, Some(switch_mac()), cfg.mtu)?;
        set_link(Some(&wn), "sw", Some(worker_mac(w)), cfg.mtu)?;
        shape(Some(&sw), &port, cfg)?;
        shape(Some(&wn), "sw", cfg)?;
        let bp = cfg.bridge_port(w);
        if !link_exists(None, &bp) {
            ip(
                None,
                &[
                    "link", "add", &bp, "type", "veth", "peer", "name", "lan", "netns", &wn,
                ],
            )?;
        }
        let _ = std::fs::write(format!("/proc/sys/net/ipv6/conf/{bp}/disable_ipv6"), "1");
        ip(None, &["link", "set", "dev", &bp, "master", &br])?;
        set_link(None, &bp, None, cfg.mtu)?;
        set_link(Some(&wn), "lan", None, cfg.mtu)?;
        shape(None, &bp, cfg)?;
        shape(Some(&wn), "lan", cfg)?;
        let cidr = format!("{}/24", cfg.worker_ip(w));
        if !ip(Some(&wn), &["-o", "addr", "show", "dev", "lan"])?.contains(&cidr) {
            ip(Some(&wn), &["addr", "add", &cidr, "dev", "lan"])?;
        }
    }
    let state = TestbedConfig::state_file(&cfg.prefix);
    if let Some(d) = state.parent() {
        std::fs::create_dir_all(d).with_context(|| format!("creating {}", d.display()))?;
    }
    std::fs::write(&state, serde_json::to_string_pretty(cfg)?)
        .with_context(|| format!("writing {}", state.display()))?;
    Ok(())
}

/// Like [`up`], returning the configuration as recorded (with `emulated` set).
pub fn up_recorded(cfg: &TestbedConfig) -> Result<TestbedConfig> {
    up(cfg)?;
    load_state(&cfg.prefix).ok_or_else(|| anyhow::anyhow!("testbed state file missing after up"))
}

/// Reads back the configuration `up` recorded, if the testbed is up.
pub fn load_state(prefix: &str) -> Option<TestbedConfig> {
    let s = std::fs::read_to_string(TestbedConfig::state_file(prefix)).ok()?;
    serde_json::from_str(&s).ok()
}

/// Names of namespaces this prefix owns.
fn owned_namespaces(prefix: &str) -> Vec<String> {
    let sw = format!("{prefix}-sw");
    let wp = format!("{prefix}-w");
    netns_list()
        .into_iter()
        .filter(|n| {
            *n == sw
                || n.strip_prefix(&wp)
                    .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
        })
        .collect()
}

/// Names of root-namespace links this prefix owns.
fn owned_links(prefix: &str) -> Vec<String> {
    let out = sh(&["ip", "-o", "link", "show"]).unwrap_or_default();
    out.lines()
        .filter_map(|l| l.split(": ").nth(1))
        .map(|n| n.split('@').next().unwrap_or(n).to_string())
        .filter(|n| {
            *n == format!("{prefix}c")
                || *n == format!("{prefix}br")
                || n.strip_prefix(&format!("{prefix}b"))
                    .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
        })
        .collect()
}

/// Removes everything `up` made for `prefix` (and ends processes left in its namespaces).
pub fn down(prefix: &str) -> Result<()> {
    require_root("netjoin testbed down")?;
    for ns in owned_namespaces(prefix) {
        if let Ok(pids) = sh(&["ip", "netns", "pids", &ns]) {
            for pid in pids
                .split_whitespace()
                .filter_map(|p| p.parse::<i32>().ok())
            {
                // SAFETY: plain kill(2) of a process living in a namespace this testbed made.
                unsafe {
                    libc::kill(pid, libc::SIGKILL);
                }
            }
        }
        sh(&["ip", "netns", "del", &ns])?;
    }
    for l in owned_links(prefix) {
        let _ = ip(None, &["link", "del", &l]);
    }
    let _ = std::fs::remove_file(TestbedConfig::state_file(prefix));
    Ok(())
}

/// What exists now for `prefix`, for people.
pub fn status(prefix: &str) -> Result<String> {
    use std::fmt::Write;
    let mut s = String::new();
    let spaces = owned_namespaces(prefix);
    let links = owned_links(prefix);
    match load_state(prefix) {
        Some(c) => writeln!(
            s,
            "testbed `{prefix}`: up, {} workers, rate {}, delay {} ms, loss {} %, duplicate {} %, reorder {} %, control net 10.231.{}.0/24",
            c.workers,
            c.rate_bps.map_or("unshaped".to_string(), |r| format!("{} Mbit/s", r as f64 / 1e6)),
            c.delay_ms,
            c.loss,
            c.duplicate,
            c.reorder,
            c.subnet
        )?,

        None if spaces.is_empty() && links.is_empty() => {
            writeln!(s, "testbed `{prefix}`: down")?;
            return Ok(s);
        }
        None => writeln!(s, "testbed `{prefix}`: partly up (no state file); `netjoin testbed down` cleans it")?,
    }
    if let Some(c) = load_state(prefix) {
        if c.emulated {
            writeln!(
                s,
                "this kernel has no netem: rates shaped with tbf; loss, duplication, reordering and delay applied at the raw sockets"
            )?;
        }
    }
    for ns in &spaces {
        let pids = sh(&["ip", "netns", "pids", ns]).unwrap_or_default();
        let pids: Vec<&str> = pids.split_whitespace().collect();
        writeln!(s, "namespace {ns}: processes [{}]", pids.join(" "))?;
        let q = sh(&["tc", "-n", ns, "qdisc", "show"]).unwrap_or_default();
        for l in q
            .lines()
            .filter(|l| l.contains("netem") || l.contains("tbf"))
        {
            writeln!(s, "  {l}")?;
        }
    }
    for l in &links {
        writeln!(s, "link {l}")?;
    }
    Ok(s)
}

/// A process started to outlive the command that started it (in a session
/// of its own, its output in a log file), as recorded to stop it later: its
/// pid and start time, so that a pid the kernel has since reused is never
/// signalled.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Detached {
    /// What it is, for people ("switchd", "executor 1").
    pub name: String,
    /// The network namespace it runs in; None: the root namespace.
    pub namespace: Option<String>,
    pub pid: u32,
    /// Start time in clock ticks after boot (field 22 of /proc/PID/stat).
    pub started: u64,
    pub log: PathBuf,
}

/// What /proc/PID/stat says of a process.
struct ProcStat {
    state: char,
    /// User and system CPU time, in USER_HZ ticks (100 per second on Linux).
    cpu_ticks: u64,
    /// Start time in clock ticks after boot.
    started: u64,
}

fn proc_stat(pid: u32) -> Option<ProcStat> {
    let s = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // After the command name in parentheses: field 3 (state) onwards.
    let rest = s.get(s.rfind(')')? + 1..)?;
    let f: Vec<&str> = rest.split_whitespace().collect();
    let field = |n: usize| -> Option<u64> { f.get(n - 3)?.parse().ok() };
    Some(ProcStat {
        state: f.first()?.chars().next()?,
        cpu_ticks: field(14)? + field(15)?,
        started: field(22)?,
    })
}

impl Detached {
    /// Whether the process still runs (a zombie does not).
    pub fn is_running(&self) -> bool {
        matches!(proc_stat(self.pid), Some(p) if p.started == self.started && p.state != 'Z' && p.state != 'X')
    }

    /// The CPU seconds (user and system) the process has used so far; None
    /// when it no longer runs.
    pub fn cpu_seconds(&self) -> Option<f64> {
        let p = proc_stat(self.pid).filter(|p| p.started == self.started)?;
        Some(p.cpu_ticks as f64 / 100.0)
    }

    /// The last `n` lines of its log, for errors.
    pub fn log_tail(&self, n: usize) -> String {
        let s = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = s.lines().collect();
        lines[lines.len().saturating_sub(n)..].join("\n")
    }
}

/// Starts `exe args` in namespace `ns` (None: this one) in a session of
/// its own, stdin from /dev/null, stdout and stderr to `log`: it outlives
/// the caller and no terminal signal reaches it. The `Child` is for the
/// caller to notice an early exit (and reap it); dropping it leaves the
/// process running.
pub fn spawn_detached(
    name: &str,
    ns: Option<&str>,
    exe: &std::path::Path,
    args: &[String],
    log: &std::path::Path,
) -> Result<(Detached, std::process::Child)> {
    use std::os::unix::process::CommandExt;
    let logf = std::fs::File::create(log).with_context(|| format!("creating {}", log.display()))?;
    // `ip netns exec` execs the program itself: the pid is the program's.
    let mut cmd = match ns {
        Some(ns) => {
            let mut c = Command::new("ip");
            c.args(["netns", "exec", ns]).arg(exe);
            c
        }
        None => Command::new(exe),
    };
    cmd.args(args)
        .stdin(std::process::Stdio::null())
        .stdout(logf.try_clone()?)
        .stderr(logf);
    // SAFETY: setsid(2) is async-signal-safe and touches no memory of the parent.
    unsafe {
        cmd.pre_exec(|| {
            if libc::setsid() < 0 {
                Err(std::io::Error::last_os_error())
            } else {
                Ok(())
            }
        });
    }
    let where_ = ns.map_or("the root namespace".to_string(), |n| {
        format!("namespace {n}")
    });
    let child = cmd.spawn().with_context(|| {
        format!(
            "starting {name} ({} {}) in {where_}",
            exe.display(),
            args.join(" ")
        )
    })?;
    let pid = child.id();
    // Until the caller reaps it, even a process that ended at once has its /proc entry.
    let started = proc_stat(pid)
        .with_context(|| format!("{name} (pid {pid}) has no /proc entry"))?
        .started;
    Ok((
        Detached {
            name: name.to_string(),
            namespace: ns.map(str::to_string),
            pid,
            started,
            log: log.to_path_buf(),
        },
        child,
    ))
}

/// Stops `procs`: SIGTERM to each that runs, SIGKILL to those still running
/// after `grace`. Returns the names of those that had to be killed.
pub fn stop_detached(procs: &[Detached], grace: std::time::Duration) -> Vec<String> {
    let signal = |p: &Detached, sig: libc::c_int| {
        if p.is_running() {
            // SAFETY: kill(2) of a process recorded with its start time, checked just now.
            unsafe {
                libc::kill(p.pid as libc::pid_t, sig);
            }
        }
    };
    let running: Vec<&Detached> = procs.iter().filter(|p| p.is_running()).collect();
    for p in &running {
        signal(p, libc::SIGTERM);
    }
    let deadline = std::time::Instant::now() + grace;
    while running.iter().any(|p| p.is_running()) && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let mut killed = Vec::new();
    for p in running.iter().filter(|p| p.is_running()) {
        signal(p, libc::SIGKILL);
        killed.push(p.name.clone());
    }
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while running.iter().any(|p| p.is_running()) && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    killed
}

/// What `netjoin cluster up` started on the testbed `prefix`, for `down`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct ClusterState {
    pub prefix: String,
    pub workers: usize,
    /// The scheduler's URL for `netjoin run --cluster`.
    pub url: String,
    pub strategy: String,
    /// The switch switchd runs (`model`, `rtl` or signature ids).
    pub switch: String,
    /// Task slots per executor.
    pub slots: usize,
    /// Whether `up` made the testbed (false: it was up already).
    pub made_testbed: bool,
    /// switchd, the scheduler, the executors, in the order they started.
    pub processes: Vec<Detached>,
    /// The executors' work directories (shuffle files).
    pub work_dirs: Vec<PathBuf>,
}

impl ClusterState {
    /// Next to the testbed's own state file.
    pub fn file(prefix: &str) -> PathBuf {
        PathBuf::from(format!("/run/netjoin/{prefix}.cluster.json"))
    }

    pub fn save(&self) -> Result<()> {
        let f = ClusterState::file(&self.prefix);
        if let Some(d) = f.parent() {
            std::fs::create_dir_all(d).with_context(|| format!("creating {}", d.display()))?;
        }
        std::fs::write(&f, serde_json::to_string_pretty(self)?)
            .with_context(|| format!("writing {}", f.display()))
    }

    /// The recorded state, if a cluster was brought up on `prefix`.
    pub fn load(prefix: &str) -> Result<Option<ClusterState>> {
        let f = ClusterState::file(prefix);
        match std::fs::read_to_string(&f) {
            Ok(s) => serde_json::from_str(&s)
                .map(Some)
                .with_context(|| format!("reading {}", f.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e).with_context(|| format!("reading {}", f.display())),
        }
    }
}

/// Removes a testbed when dropped: for tests, so namespaces go away even on failure.
pub struct TestbedGuard {
    pub cfg: TestbedConfig,
}

impl TestbedGuard {
    pub fn up(cfg: TestbedConfig) -> Result<TestbedGuard> {
        let mut g = TestbedGuard { cfg };
        g.cfg = up_recorded(&g.cfg)?;
        Ok(g)
    }
}

impl Drop for TestbedGuard {
    fn drop(&mut self) {
        if let Err(e) = down(&self.cfg.prefix) {
            eprintln!("testbed `{}`: down failed: {e:#}", self.cfg.prefix);
        }
    }
}

/// A process in a namespace, killed when dropped.
pub struct NsProcess {
    pub name: String,
    child: Option<Child>,
    /// The control key file made for it ([`spawn_switchd_with`]), removed
    /// with the process.
    key: Option<TestbedKey>,
}

/// A fresh control key for one switchd of the testbed and its file, in a
/// directory of its own (mode 0700) under the temp dir; removed on drop.
pub struct TestbedKey {
    pub key: ControlKey,
    pub path: PathBuf,
}

impl TestbedKey {
    /// A new key; `name` makes its directory recognisable.
    pub fn new(name: &str) -> Result<TestbedKey> {
        // A directory nobody else can have made: create_dir fails on an
        // existing path, so a key planted in advance is never used.
        let dir = std::env::temp_dir().join(format!(
            "netjoin-{name}-key-{}-{:016x}",
            std::process::id(),
            // 64 random bits: the name cannot be known in advance.
            netjoin_host::random::fresh_token(0)?
        ));
        std::fs::DirBuilder::new()
            .mode(0o700)
            .create(&dir)
            .with_context(|| format!("creating {}", dir.display()))?;
        let path = dir.join("control.key");
        let key = crate::control_key::write_new_key_file(&path)?;
        Ok(TestbedKey { key, path })
    }
}

impl Drop for TestbedKey {
    fn drop(&mut self) {
        if let Some(dir) = self.path.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

impl NsProcess {
    pub fn spawn(ns: &str, exe: &Path, args: &[String], log: &Path) -> Result<NsProcess> {
        let logf =
            std::fs::File::create(log).with_context(|| format!("creating {}", log.display()))?;
        let child = Command::new("ip")
            .args(["netns", "exec", ns])
            .arg(exe)
            .args(args)
            .stdin(Stdio::null())
            .stdout(logf.try_clone()?)
            .stderr(logf)
            .spawn()
            .with_context(|| format!("starting {} in namespace {ns}", exe.display()))?;
        Ok(NsProcess {
            name: format!("{} in {ns}", args.first().map_or("", |s| s.as_str())),
            child: Some(child),
            key: None,
        })
    }
    /// The control key of the switchd [`spawn_switchd_with`] started with
    /// a key file of its own: what its clients seal CONTROL frames with.
    pub fn control_key(&self) -> Option<ControlKey> {
        self.key.as_ref().map(|k| k.key)
    }
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }
    /// Kills the process (SIGKILL: a crash, not a clean exit) and reaps it.
    pub fn kill(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
    pub fn is_running(&mut self) -> bool {
        self.child
            .as_mut()
            .is_some_and(|c| matches!(c.try_wait(), Ok(None)))
    }
}

impl Drop for NsProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Starts switchd in the testbed's switch namespace, serving every switch port.
pub fn spawn_switchd(tb: &TestbedConfig, exe: &Path, log: &Path) -> Result<NsProcess> {
    spawn_switchd_with(tb, exe, log, &[])
}

/// As [`spawn_switchd`], with `extra` arguments (e.g. `--memory-cap`).
/// Unless `extra` has `--key-file` or `--open-control`, switchd gets a
/// fresh key file ([`TestbedKey`]), its key then
/// [`NsProcess::control_key`] for the testbed's clients.
pub fn spawn_switchd_with(
    tb: &TestbedConfig,
    exe: &Path,
    log: &Path,
    extra: &[String],
) -> Result<NsProcess> {
    let mut args = vec!["switchd".to_string()];
    args.extend(extra.iter().cloned());
    let chosen = extra
        .iter()
        .any(|a| a == "--open-control" || a == "--key-file" || a.starts_with("--key-file="));
    let key = if chosen {
        None
    } else {
        let k = TestbedKey::new(&tb.prefix)?;
        args.extend(["--key-file".to_string(), k.path.display().to_string()]);
        Some(k)
    };
    for p in tb.switch_ports() {
        args.extend(["--port".to_string(), p]);
    }
    if tb.emulated && !tb.impair().is_none() {
        args.extend(["--impair".to_string(), tb.impair().to_arg()]);
    }
    let mut p = NsProcess::spawn(&tb.switch_ns(), exe, &args, log)?;
    p.key = key;
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_detached_process_is_recorded_running_and_stopped_by_its_start_time() {
        let log =
            std::env::temp_dir().join(format!("netjoin-detached-test-{}.log", std::process::id()));
        let args = vec!["-c".to_string(), "echo started; exec sleep 30".to_string()];
        let (d, mut child) = spawn_detached(
            "sleeper",
            None,
            std::path::Path::new("/bin/sh"),
            &args,
            &log,
        )
        .unwrap();
        assert!(d.is_running());
        // Another start time is another process, whatever its pid.
        assert!(!Detached {
            started: d.started + 1,
            ..d.clone()
        }
        .is_running());
        let t = std::time::Instant::now();
        while d.log_tail(1) != "started" {
            assert!(
                t.elapsed() < std::time::Duration::from_secs(5),
                "log: {:?}",
                d.log_tail(5)
            );
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        // Its own session: not in ours.
        // SAFETY: getsid has no preconditions.
        assert_eq!(
            unsafe { libc::getsid(d.pid as libc::pid_t) },
            d.pid as libc::pid_t
        );
        // SIGTERM ends sleep: nothing had to be killed. Until reaped, it is a zombie, not running.
        assert!(
            stop_detached(std::slice::from_ref(&d), std::time::Duration::from_secs(5)).is_empty()
        );
        assert!(!d.is_running());
        let _ = child.wait();
        let _ = std::fs::remove_file(&log);
    }

    #[test]
    fn rates_parse_with_units_and_plain_numbers_are_mbit() {
        assert_eq!(parse_rate("1gbit").unwrap(), 1_000_000_000);
        assert_eq!(parse_rate("500mbit").unwrap(), 500_000_000);
        assert_eq!(parse_rate("64kbit").unwrap(), 64_000);
        assert_eq!(parse_rate("100").unwrap(), 100_000_000);
        assert!(parse_rate("fast").is_err());
        assert!(parse_rate("0").is_err());
    }

    #[test]
    fn a_frame_carries_the_mtu_less_the_netjoin_header_up_to_the_jumbo_limit() {
        assert_eq!(
            max_payload_for_mtu(1500),
            netjoin_proto::MAX_PAYLOAD_DEFAULT
        );
        assert_eq!(max_payload_for_mtu(1500), 1474);
        assert_eq!(max_payload_for_mtu(9000), netjoin_proto::MAX_PAYLOAD_JUMBO);
        assert_eq!(max_payload_for_mtu(9500), netjoin_proto::MAX_PAYLOAD_JUMBO);
        assert_eq!(max_payload_for_mtu(10), 0);
    }

    #[test]
    fn netem_arguments_carry_every_impairment_and_reordering_gets_a_delay() {
        let c = TestbedConfig {
            rate_bps: Some(1_000_000),
            loss: 1.0,
            duplicate: 2.0,
            reorder: 3.0,
            ..TestbedConfig::default()
        };
        let a = c.netem_args().join(" ");
        assert_eq!(
            a,
            "limit 10000 delay 1000us rate 1000000bit loss 1% duplicate 2% reorder 3%"
        );
        let c = TestbedConfig {
            rate_bps: None,
            ..TestbedConfig::default()
        };
        assert_eq!(c.netem_args().join(" "), "limit 10000");
    }

    #[test]
    fn bad_configurations_are_refused_before_anything_is_made() {
        for c in [
            TestbedConfig {
                prefix: "much-too-long".into(),
                ..TestbedConfig::default()
            },
            TestbedConfig {
                workers: 0,
                ..TestbedConfig::default()
            },
            TestbedConfig {
                loss: 150.0,
                ..TestbedConfig::default()
            },
            TestbedConfig {
                delay_ms: -1.0,
                ..TestbedConfig::default()
            },
        ] {
            assert!(c.validate().is_err(), "{c:?}");
        }
        assert!(TestbedConfig::default().validate().is_ok());
    }
}
