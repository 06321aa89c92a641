//! Calibration of the flow-level model (netjoin_sim::cluster) against the
//! testbed: a short set of runs, different from the experiments' points, that
//! measures the fixed costs and rates the flow model leaves out
//! ([`netjoin_sim::cluster::Overheads`]):
//!
//! | parameter | how it is measured |
//! |---|---|
//! | `shuffle_start_s`, `shuffle_stage_s` | the baseline on the testbed with 100-row tables, 1 and 3 joins (median of 5): start = T1, stage = (T3 − T1) / 2 |
//! | `shuffle_cpu_s_per_byte`, `shuffle_cpu_s_per_tuple` | mid-size runs (a fact table for about 0.3 s on the links and 1, 2 and 3 joins of 1000-row tables; one join at each of the two table sizes below; three times each): the machine's busy CPU-seconds during each (all cores, from /proc/stat), less the joins' own CPU (the joining threads' CPU clocks) and the background measured before, against the bytes and tuples the model moves between workers (least squares, neither negative) |
//! | `join_tuples_per_s`, `join_rates` | the same runs: the CPU clocks of the agents' joining threads, read after each hash table's build and after its probe (`StageReport::build_cpu_s`, `join_cpu_s`). Probes alone with 1000-row tables; inserts and probes at each of the experiments' two table sizes (40 000 and 400 000 × `--table-scale`, fact tables of 1 and 8, ½ and 2 times the table's rows), each the tuples over the CPU-seconds summed over that size's runs |
//! | `shuffle_efficiency` | the 1-join mid-size runs (five of them): for each, the share of the link rate at which the model, charged with the CPU that run itself used (its shuffle CPU, its joining threads' CPU), takes as long as the run (bisection; 1 where the CPU alone explains it); the median of the five. On the development machine the same run's CPU varies up to 4x between repetitions; with each run's own CPU a slow-core repetition is not read as a slow link |
//! | `shuffle_stage_tail` | the 2-join runs: what the second stage takes beyond the model with the above |
//! | `inp_build_s`, `inp_round_s` | the in-network join with 100-row tables (median of 3): build time, probe time of its single round |
//! | `inp_efficiency` | the 1-join mid-size input in the network (median of 3): the share of the paced rate at which the model, with switchd's rates and the fixed costs, takes as long (bisection) |
//! | `switchd` | 400 000 fact rows in the network with three 40 000-row and with two 400 000-row tables (the experiments' two table sizes; all three times `--table-scale`): build tuples per CPU-second of the switchd process during the build phase, probe tuples × tables per CPU-second during the probe phase. Each phase's rate where its CPU time is measurable (over 20 ms); a build under that bounds the insert rate from below (inserts / 20 ms), and the larger tables' measured rate, if higher, is used. The software switch gets slower as its tables outgrow the caches; the model interpolates between the two sizes (log scale) and keeps the end values outside |
//!
//! Not fitted, but taken from how the testbed works: INP streams are paced to
//! 0.9 of the link with the sink's link budgeted for full results (frames and
//! headers included, docs/NETWORK.md); tbf lets 64 KiB (or rate/8 ms) pass at
//! once after an idle period.

use crate::sysstat::CpuSampler;
use anyhow::{bail, Context, Result};
use netjoin_host::reference::{compare, star_join};
use netjoin_host::star::{generate, shuffle_shares, Skew, StarSpec};
use netjoin_host::StarJoinInput;
use netjoin_net::calibration::{net_options, Calibration};
use netjoin_net::run_on_testbed_report;
use netjoin_net::shuffle::{run_shuffle_on_testbed, ShuffleOptions, ShuffleOutput};
use netjoin_net::testbed::TestbedConfig;
use netjoin_proto::Signature;
use netjoin_sim::cluster::{inp_join, shuffle_join, ClusterSpec, StarWorkload};
use std::path::PathBuf;

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    if v.is_empty() {
        f64::NAN
    } else {
        v[v.len() / 2]
    }
}

/// Machine's 1-minute load average.
pub fn load_avg() -> f64 {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().and_then(|x| x.parse().ok()))
        .unwrap_or(f64::NAN)
}

fn cores() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

/// CPU seconds (user + system) of process `pid` from /proc.
pub fn proc_cpu_s(pid: u32) -> Option<f64> {
    let s = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    stat_cpu_s(&s, hz)
}

/// utime + stime of a /proc/<pid>/stat line, in seconds at `hz` ticks per second.
pub fn stat_cpu_s(stat: &str, hz: f64) -> Option<f64> {
    // Fields after the command (which may contain spaces and parentheses) start after the last ')'.
    let rest = stat.get(stat.rfind(')')? + 2..)?;
    let f: Vec<&str> = rest.split_whitespace().collect();
    // rest[0] is field 3 (state); utime and stime are fields 14 and 15.
    let ut: f64 = f.get(11)?.parse().ok()?;
    let st: f64 = f.get(12)?.parse().ok()?;
    Some((ut + st) / hz.max(1.0))
}

/// The input of a calibration run: k8v8tT, `a` fact rows, `d` rows per dimension, uniform keys.
pub fn cal_input(workers: usize, a: usize, d: usize, t: u8) -> (Signature, StarJoinInput) {
    let sig = Signature::new(8, 8, t).expect("k8v8tT");
    let input = generate(
        &sig,
        &StarSpec {
            fact_rows: a,
            dim_rows: d,
            workers,
            skew: Skew::Uniform,
            seed: 7,
            ..StarSpec::default()
        },
    );
    (sig, input)
}

/// The workload the model sees for `input` (the runner's widths, 1 % misses).
pub fn workload_of(input: &StarJoinInput) -> StarWorkload {
    let sig = input.signature;
    let dims = (0..sig.t())
        .map(|t| (input.dim_rows(t) as f64, sig.build_width() as f64))
        .collect();
    let n = input.workers;
    StarWorkload {
        fact_rows: input.fact_rows() as f64,
        fact_width: sig.probe_width() as f64,
        dims,
        value_width: sig.v() as f64,
        shares: shuffle_shares(input, 0, n),
        stage_shares: (0..sig.t()).map(|t| shuffle_shares(input, t, n)).collect(),
        match_frac: 0.99,
    }
}

/// One baseline run on the testbed (results checked against the reference when `check`).
fn shuffle_once(
    tb: &TestbedConfig,
    exe: &Option<PathBuf>,
    input: &StarJoinInput,
    check: bool,
) -> Result<ShuffleOutput> {
    let so = run_shuffle_on_testbed(
        input,
        &ShuffleOptions {
            prefix: tb.prefix.clone(),
            exe: exe.clone(),
            fetch_results: check,
            ..ShuffleOptions::default()
        },
    )?;
    if check {
        let sig = input.signature;
        let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
        if let Some(d) = compare(
            &so.results,
            &star_join(&sig, &dims, &input.fact.concat()),
            sig.result_width(),
        ) {
            bail!("calibration: shuffle result differs from the reference: {d}");
        }
    }
    Ok(so)
}

/// What a calibration runs on: the testbed's shape, the tables' scale and
/// the binary with the `agent` and `switchd` subcommands (default: this one).
#[derive(Clone, Debug)]
pub struct CalibrationRun {
    pub workers: usize,
    pub rate_bps: u64,
    pub mtu: u32,
    pub table_scale: usize,
    pub exe: Option<PathBuf>,
}

/// Tuple bytes per frame at `mtu`.
pub use netjoin_net::testbed::max_payload_for_mtu as max_payload;

/// What one in-network run took: build s, probe s, probe rounds, switchd's CPU
/// seconds in the build and in the probe phase (if measured).
type InpRun = (f64, f64, u32, Option<(f64, f64)>);

/// One in-network run.
fn inp_once(
    tb: &TestbedConfig,
    s: &CalibrationRun,
    input: &StarJoinInput,
    measure_switchd: bool,
) -> Result<InpRun> {
    let mut opts = net_options(tb, &s.exe, s.mtu);
    let mut sw = None;
    let marks: std::sync::Arc<std::sync::Mutex<Vec<Option<f64>>>> = Default::default();
    if measure_switchd {
        let exe = match &s.exe {
            Some(p) => p.clone(),
            None => std::env::current_exe()?,
        };
        let p = netjoin_net::testbed::spawn_switchd(
            tb,
            &exe,
            &std::env::temp_dir().join(format!("netjoin-{}-cal-switchd.log", tb.prefix)),
        )?;
        std::thread::sleep(std::time::Duration::from_millis(300)); // let it open its ports
        opts.spawn_switchd = false;
        // switchd's CPU time when the build starts (after CONFIGURE) and when it is done.
        let (pid, m) = (p.pid(), marks.clone());
        opts.hook = Some(std::sync::Arc::new(move |e: netjoin_net::RunEvent| {
            if matches!(
                e,
                netjoin_net::RunEvent::Configured { .. } | netjoin_net::RunEvent::Built { .. }
            ) {
                m.lock().unwrap().push(pid.and_then(proc_cpu_s));
            }
        }));
        sw = Some(p);
    }
    let (out, net) = run_on_testbed_report(input, &opts)?;
    let end = sw.as_ref().and_then(|p| p.pid()).and_then(proc_cpu_s);
    drop(sw);
    let m = marks.lock().unwrap().clone();
    let cpu = match (
        m.first().copied().flatten(),
        m.get(1).copied().flatten(),
        end,
    ) {
        (Some(a), Some(b), Some(c)) if m.len() == 2 => Some((b - a, c - b)),
        _ => None,
    };
    Ok((
        out.report.build_time.as_secs_f64(),
        out.report.probe_time.as_secs_f64(),
        net.probe_rounds,
        cpu,
    ))
}

/// A mid-size calibration shuffle: its workload, dimension rows, seconds,
/// the machine's CPU-seconds for moving the data, and its joins' inserts,
/// probe tuples and CPU seconds (summed over workers and stages).
struct MidRun {
    input: StarWorkload,
    d: usize,
    elapsed: f64,
    net_cpu: f64,
    build: f64,
    probe: f64,
    join_cpu_s: f64,
    /// The part of `join_cpu_s` the hash tables' builds took.
    build_cpu_s: f64,
}

/// The link efficiency at which the model of `m`'s input, with `base`'s
/// costs scaled to the CPU `m` itself used, takes `m.elapsed`: the shuffle's
/// CPU per byte and per tuple times `m`'s shuffle CPU over what they
/// predict for it, and a join rate of `m`'s own (its tuples over its joining
/// threads' CPU). `spec` makes the model from a calibration.
fn run_efficiency(
    base: &Calibration,
    m: &MidRun,
    spec: impl Fn(&Calibration) -> ClusterSpec,
) -> f64 {
    let ideal_cpu = {
        let e = shuffle_join(
            &spec(&Calibration {
                shuffle_efficiency: 1.0,
                ..base.clone()
            }),
            &m.input,
        );
        base.shuffle_cpu_s_per_byte * e.moved_bytes + base.shuffle_cpu_s_per_tuple * e.moved_tuples
    };
    let scale = if ideal_cpu > 0.0 {
        m.net_cpu / ideal_cpu
    } else {
        1.0
    };
    let join = if m.join_cpu_s > 0.0 {
        (m.build + m.probe) / m.join_cpu_s
    } else {
        f64::INFINITY
    };
    let own = Calibration {
        shuffle_cpu_s_per_byte: base.shuffle_cpu_s_per_byte * scale,
        shuffle_cpu_s_per_tuple: base.shuffle_cpu_s_per_tuple * scale,
        join_tuples_per_s: join,
        join_rates: Vec::new(),
        shuffle_stage_tail: 0.0,
        ..base.clone()
    };
    bisect_efficiency(
        |e| {
            shuffle_join(
                &spec(&Calibration {
                    shuffle_efficiency: e,
                    ..own.clone()
                }),
                &m.input,
            )
            .seconds
        },
        m.elapsed,
    )
}

/// A joining thread's `(rows, inserts, probe tuples)` per CPU-second with
/// `rows`-row tables, from `runs`' builds and probes timed apart; a side
/// with no measurable CPU time (under 1 ms in all) takes `fallback`.
fn join_rates_of(rows: f64, runs: &[&MidRun], fallback: f64) -> (f64, f64, f64) {
    let (b, bc, p, pc) = runs.iter().fold((0.0, 0.0, 0.0, 0.0), |x, m| {
        (
            x.0 + m.build,
            x.1 + m.build_cpu_s,
            x.2 + m.probe,
            x.3 + (m.join_cpu_s - m.build_cpu_s).max(0.0),
        )
    });
    let rate = |n: f64, cpu: f64| {
        if cpu > 1e-3 && n > 0.0 {
            n / cpu
        } else {
            fallback
        }
    };
    (rows, rate(b, bc), rate(p, pc))
}

/// What a calibration run says about switchd's insert rate at one size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum InsertRate {
    /// From the build phase's CPU time.
    Measured(f64),
    /// The build took under a measurable CPU time: at least this fast.
    AtLeast(f64),
}

/// switchd's `(rows, inserts/s, lookups/s)` per table size from what was
/// measured at each: `(rows, inserts, lookups)`. A size whose build was too
/// short to measure takes the larger of its lower bound and the nearest
/// measured size's rate (inserts into larger tables are no faster). None
/// unless lookups were measured at every size and every size has an insert
/// rate or bound.
pub fn switchd_rates(
    measured: &[(f64, Option<InsertRate>, Option<f64>)],
) -> Option<Vec<(f64, f64, f64)>> {
    if measured.is_empty() || measured.iter().any(|m| m.1.is_none() || m.2.is_none()) {
        return None;
    }
    let nearest = |rows: f64| {
        measured
            .iter()
            .filter_map(|m| match m.1 {
                Some(InsertRate::Measured(i)) => Some(((m.0.ln() - rows.ln()).abs(), i)),
                _ => None,
            })
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|x| x.1)
    };
    measured
        .iter()
        .map(|m| {
            let ins = match m.1? {
                InsertRate::Measured(i) => i,
                InsertRate::AtLeast(lb) => nearest(m.0).map_or(lb, |i| i.max(lb)),
            };
            Some((m.0, ins, m.2?))
        })
        .collect()
}

/// Least squares `cpu ≈ a·bytes + b·tuples` over `(bytes, tuples, cpu)`,
/// with a, b ≥ 0 (one of them 0 when the pair would go negative).
pub fn fit_nonneg(v: &[(f64, f64, f64)]) -> (f64, f64) {
    let (mut xx, mut xy, mut yy, mut xc, mut yc) = (0.0, 0.0, 0.0, 0.0, 0.0);
    for &(x, y, c) in v {
        (xx, xy, yy, xc, yc) = (xx + x * x, xy + x * y, yy + y * y, xc + x * c, yc + y * c);
    }
    let det = xx * yy - xy * xy;
    if det.abs() > 1e-12 * xx * yy {
        let (a, b) = ((xc * yy - yc * xy) / det, (yc * xx - xc * xy) / det);
        if a >= 0.0 && b >= 0.0 {
            return (a, b);
        }
    }
    // One parameter: whichever alone fits better.
    let a = if xx > 0.0 { (xc / xx).max(0.0) } else { 0.0 };
    let b = if yy > 0.0 { (yc / yy).max(0.0) } else { 0.0 };
    let err = |a: f64, b: f64| {
        v.iter()
            .map(|&(x, y, c)| (a * x + b * y - c).powi(2))
            .sum::<f64>()
    };
    if err(a, 0.0) <= err(0.0, b) {
        (a, 0.0)
    } else {
        (0.0, b)
    }
}

/// The link efficiency in 0.05..=1 at which `model(e)` (decreasing in e)
/// takes `measured` seconds; 1 when even full links leave the model as slow
/// (the CPU or the fixed costs explain the run), 0.05 when it is faster.
pub fn bisect_efficiency(model: impl Fn(f64) -> f64, measured: f64) -> f64 {
    let (mut lo, mut hi) = (0.05, 1.0);
    if model(hi) >= measured {
        return hi;
    }
    if model(lo) <= measured {
        return lo;
    }
    for _ in 0..40 {
        let mid = 0.5 * (lo + hi);
        if model(mid) > measured {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    0.5 * (lo + hi)
}

/// Calibration step 4, switchd's rates: large tables; its CPU time per phase. A rate per
/// CPU-second assumes switchd gets a core; it shares two with the agents
/// and the coordinator, so where a phase took longer than the links
/// explain (by over 5 %), the rate it reached on the wall clock is used.
/// The tables and the probe side grow with --table-scale, as the
/// experiments' do: at 1 Gbit/s with 10x tables, 400 000 probe tuples
/// would stream in 65 ms, and the rounds' fixed costs, not switchd, would
/// set the rate measured.
fn measure_switchd(
    s: &CalibrationRun,
    tb: &TestbedConfig,
    c: &mut Calibration,
    log: &mut dyn FnMut(&str),
) -> Result<()> {
    let (n, r) = (s.workers, s.rate_bps as f64);
    let k = s.table_scale.max(1);
    let mut measured = Vec::new();
    for (d, t) in [(40_000 * k, 3u8), (400_000 * k, 2)] {
        let (_, big) = cal_input(n, 400_000 * k, d, t);
        let link = {
            let spec = Calibration {
                switchd: Vec::new(),
                ..c.clone()
            }
            .testbed_spec(n, r, max_payload(s.mtu), d as f64);
            let e = inp_join(&spec, &workload_of(&big));
            (
                e.phases[0].1 + c.inp_build_s,
                e.seconds - e.phases[0].1 - c.inp_build_s,
            )
        };
        let (inserts, lookups) = ((t as usize * d) as f64, t as f64 * big.fact_rows() as f64);
        let (mut ris, mut ris_at_least, mut rls) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..3 {
            let (bt, pt, rounds, cpu) = inp_once(tb, s, &big, true)?;
            // Each phase's rate where its CPU time is measurable (10 ms
            // ticks): the small tables' build is often under 20 ms, which
            // says only that switchd inserts at least that fast.
            // A phase slower than the links explain (by over 5 %) is capped
            // at the rate it reached on the wall clock, less its fixed costs.
            let rate = |work: f64, cpu: f64, wall: f64, links: f64, fixed: f64| {
                let r = work / cpu;
                if wall > 1.05 * links {
                    r.min(work / (wall - fixed).max(1e-3))
                } else {
                    r
                }
            };
            if let Some((cb, cp)) = cpu {
                if cb > 0.02 {
                    ris.push(rate(inserts, cb, bt, link.0, c.inp_build_s));
                } else {
                    ris_at_least.push(inserts / 0.02);
                }
                if cp > 0.02 {
                    rls.push(rate(lookups, cp, pt, link.1, rounds as f64 * c.inp_round_s));
                }
            }
            let a = big.fact_rows();
            c.runs.push((
                format!(
                    "INP {a} rows, {t} joins of {d} rows: build s (links alone: {:.3} s)",
                    link.0
                ),
                bt,
            ));
            c.runs.push((
                format!(
                    "INP {a} rows, {t} joins of {d} rows: probe s (links alone: {:.3} s)",
                    link.1
                ),
                pt,
            ));
            c.runs.push((
                format!("switchd CPU s, build / probe, {d} rows"),
                cpu.map_or(f64::NAN, |x| x.0 + x.1),
            ));
            log(&format!("INP {a} x {t} joins of {d}: build {bt:.3} s (links alone {:.3}), probe {pt:.3} s (links alone {:.3}), switchd CPU {cpu:?}", link.0, link.1));
        }
        let ins = if !ris.is_empty() {
            Some(InsertRate::Measured(median(&mut ris)))
        } else if !ris_at_least.is_empty() {
            log(&format!(
                "switchd's inserts with {d}-row tables took under 20 ms of CPU: at least {:.3e}/s",
                median(&mut ris_at_least)
            ));
            Some(InsertRate::AtLeast(median(&mut ris_at_least)))
        } else {
            None
        };
        let look = (!rls.is_empty()).then(|| median(&mut rls));
        if look.is_none() {
            log(&format!(
                "switchd's lookups not measurable with {d}-row tables (under 20 ms of CPU)"
            ));
        }
        measured.push((d as f64, ins, look));
    }
    match switchd_rates(&measured) {
        Some(rates) => c.switchd = rates,
        None => log("keeping the recorded switchd rates"),
    }
    Ok(())
}

/// The join's costs, timed apart by the joining threads (the build's CPU
/// clock reading, then the probe's): probes alone with 1000-row tables;
/// inserts and probes at each of the two table `sizes`, summed over its
/// runs.
fn fit_join_rates(c: &mut Calibration, mids: &[MidRun], sizes: &[usize]) {
    let sum = |f: &dyn Fn(&MidRun) -> bool| {
        mids.iter().filter(|m| f(m)).fold((0.0, 0.0, 0.0), |x, m| {
            (x.0 + m.build, x.1 + m.probe, x.2 + m.join_cpu_s)
        })
    };
    let small = sum(&|m| m.d == 1000);
    c.join_tuples_per_s = (small.0 + small.1) / small.2.max(1e-6);
    let mut rates = Vec::new();
    for &d in sizes {
        let runs: Vec<&MidRun> = mids.iter().filter(|m| m.d == d).collect();
        rates.push(join_rates_of(d as f64, &runs, c.join_tuples_per_s));
    }
    // 1000-row tables: their probes as measured (never slower than at the
    // smaller size), their few inserts at the smaller size's rate.
    let first = rates[0];
    c.join_rates = std::iter::once((1000.0, first.1, c.join_tuples_per_s.max(first.2)))
        .chain(rates)
        .collect();
}

/// The shuffle's stage tail: how far the 2-join runs take beyond the model
/// (`model_at` a link efficiency) of the later stages' time.
fn fit_stage_tail(
    c: &mut Calibration,
    mids: &[MidRun],
    model_at: &dyn Fn(f64) -> ClusterSpec,
    a_mid: usize,
    log: &mut dyn FnMut(&str),
) -> Result<()> {
    let mut m2s: Vec<f64> = mids
        .iter()
        .filter(|m| m.d == 1000 && m.input.dims.len() == 2)
        .map(|m| m.elapsed)
        .collect();
    let m2 = median(&mut m2s);
    let w2 = mids
        .iter()
        .find(|m| m.input.dims.len() == 2)
        .map(|m| m.input.clone())
        .context("calibration: no 2-join run")?;
    let e2 = shuffle_join(&model_at(c.shuffle_efficiency), &w2);
    let later: f64 = e2
        .phases
        .iter()
        .filter(|p| p.0.starts_with("shuffle ") && p.0 != "shuffle 1")
        .map(|p| p.1)
        .sum();
    c.shuffle_stage_tail = ((m2 - e2.seconds) / later.max(1e-3)).clamp(0.0, 2.0);
    c.runs
        .push((format!("shuffle {a_mid} rows, 2 joins (median of 3) s"), m2));
    c.runs
        .push(("model without tail, 2 joins s".into(), e2.seconds));
    log(&format!(
        "shuffle mid, 2 joins: {m2:.3} s, model without tail {:.3} s",
        e2.seconds
    ));
    Ok(())
}

/// Calibration step 5, INP streams: the mid input in the network, 3 times. The share of
/// the paced rate at which the model, with switchd's rates just measured
/// and the fixed costs, takes as long (bisection): at 1 Gbit/s its 16-byte
/// tuples keep switchd busy, which must not count against the streams.
#[allow(clippy::too_many_arguments)]
fn fit_inp_efficiency(
    s: &CalibrationRun,
    tb: &TestbedConfig,
    c: &mut Calibration,
    mid: &StarJoinInput,
    w1: &StarWorkload,
    spec_1000: &dyn Fn(&Calibration) -> ClusterSpec,
    a_mid: usize,
    log: &mut dyn FnMut(&str),
) -> Result<()> {
    let mut ts = Vec::new();
    let mut rounds = 0;
    for _ in 0..3 {
        let (bt, pt, n_rounds, _) = inp_once(tb, s, mid, false)?;
        ts.push(bt + pt);
        rounds = n_rounds;
    }
    let m = median(&mut ts);
    let base = c.clone();
    c.inp_efficiency = bisect_efficiency(
        |e| {
            inp_join(
                &spec_1000(&Calibration {
                    inp_efficiency: e,
                    ..base.clone()
                }),
                w1,
            )
            .seconds
        },
        m,
    );
    c.runs.push((
        format!("INP {a_mid} rows, 1 join: build + probe s ({rounds} rounds, median of 3)"),
        m,
    ));
    log(&format!(
        "INP mid: {m:.3} s in {rounds} rounds, stream efficiency {:.3}",
        c.inp_efficiency
    ));
    Ok(())
}

/// Runs the calibration on testbed `tb` (up, `s.workers` workers at `s.rate_bps`).
pub fn calibrate(
    s: &CalibrationRun,
    tb: &TestbedConfig,
    log: &mut dyn FnMut(&str),
) -> Result<Calibration> {
    let n = s.workers;
    let r = s.rate_bps as f64;
    let mut c = Calibration {
        cores: cores(),
        load_avg: load_avg(),
        rate_bps: s.rate_bps,
        workers: n,
        mtu: s.mtu,
        runs: Vec::new(),
        ..Calibration::recorded()
    };
    // The testbed's links, framing, pacing and bursts, with no fixed costs, full
    // efficiency and an infinitely fast switch: what the fitted parameters are relative to.
    let ideal = {
        let mut i = Calibration {
            shuffle_start_s: 0.0,
            shuffle_stage_s: 0.0,
            shuffle_efficiency: 1.0,
            shuffle_stage_tail: 0.0,
            shuffle_cpu_s_per_byte: 0.0,
            shuffle_cpu_s_per_tuple: 0.0,
            join_tuples_per_s: f64::INFINITY,
            join_rates: Vec::new(),
            inp_build_s: 0.0,
            inp_round_s: 0.0,
            inp_efficiency: 1.0,
            switchd: Vec::new(),
            ..c.clone()
        }
        .testbed_spec(n, r, max_payload(s.mtu), 1000.0);
        i.overheads.inp_first_round_frames = 0.0;
        i
    };

    // 1. Shuffle fixed costs: 100-row tables, 1 and 3 joins, 5 times each.
    let (_, t1) = cal_input(n, 400, 100, 1);
    let (_, t3) = cal_input(n, 400, 100, 3);
    let (mut a1, mut a3) = (Vec::new(), Vec::new());
    for i in 0..5 {
        a1.push(
            shuffle_once(tb, &s.exe, &t1, i == 0)?.elapsed_s
                - shuffle_join(&ideal, &workload_of(&t1)).seconds,
        );
        a3.push(
            shuffle_once(tb, &s.exe, &t3, i == 0)?.elapsed_s
                - shuffle_join(&ideal, &workload_of(&t3)).seconds,
        );
    }
    let (m1, m3) = (median(&mut a1), median(&mut a3));
    c.shuffle_stage_s = ((m3 - m1) / 2.0).max(0.0);
    c.shuffle_start_s = (m1 - c.shuffle_stage_s).max(0.0);
    c.runs
        .push(("shuffle tiny, 1 join (median of 5) s".into(), m1));
    c.runs
        .push(("shuffle tiny, 3 joins (median of 5) s".into(), m3));
    log(&format!(
        "shuffle tiny: 1 join {m1:.4} s, 3 joins {m3:.4} s"
    ));

    // 2. Mid-size shuffles, three times each: 1, 2 and 3 joins of 1000-row tables
    // with a fact table for about 0.3 s of ideal transfer (per worker 3/4 of
    // A/N × 16 B leave: A = 0.3 s × R/8 × N / (16 × (N−1)/N)); and one join
    // of tables of the experiments' two sizes (40 000 and 400 000 rows times
    // --table-scale) with two fact table sizes each, which tell a join's
    // insert and probe costs apart. The machine's busy CPU
    // during each, less the joins' own CPU (their threads' CPU clocks) and the
    // background measured before, is the shuffle's CPU.
    let k = s.table_scale.max(1);
    let a_mid = ((0.3 * r / 8.0 * n as f64 / (16.0 * (n as f64 - 1.0) / n as f64)) as usize)
        .clamp(10_000, 20_000_000);
    let sizes = [40_000 * k, 400_000 * k];
    let cpu = CpuSampler::start();
    let background = {
        let t = std::time::Instant::now();
        std::thread::sleep(std::time::Duration::from_millis(500));
        cpu.util(t, std::time::Instant::now()) * c.cores as f64
    };
    let mut plan = vec![(a_mid, 1000, 1u8), (a_mid, 1000, 2), (a_mid, 1000, 3)];
    // Small tables: fact tables of 1 and 8 times their rows (the runs are
    // short); large: half and twice.
    plan.extend([
        (sizes[0], sizes[0], 1),
        (8 * sizes[0], sizes[0], 1),
        (sizes[1] / 2, sizes[1], 1),
        (2 * sizes[1], sizes[1], 1),
    ]);
    let mut mids: Vec<MidRun> = Vec::new();
    // The 1-join mid-size input, kept for the in-network runs of step 5.
    let mut mid = None;
    for (a, d, t) in plan {
        let (_, input) = cal_input(n, a, d, t);
        // The 1-join mid-size run sets the link efficiency (a median): five
        // repetitions, the others three.
        let is_mid = (a, d, t) == (a_mid, 1000, 1);
        for i in 0..if is_mid { 5 } else { 3 } {
            let so = shuffle_once(tb, &s.exe, &input, i == 0)?;
            let (t0, t1) = so
                .window
                .context("calibration: the shuffle run has no time window")?;
            let busy = cpu.util(t0, t1) * c.cores as f64 * so.elapsed_s;
            let stages = so.workers.iter().flat_map(|w| w.stages.iter());
            let join_cpu_s: f64 = stages.clone().map(|st| st.join_cpu_s).sum();
            let build_cpu_s: f64 = stages.clone().map(|st| st.build_cpu_s).sum();
            let build: f64 = stages.clone().map(|st| st.build_tuples as f64).sum();
            let probe: f64 = stages.map(|st| st.probe_tuples as f64).sum();
            let net_cpu = (busy - background * so.elapsed_s - join_cpu_s).max(0.0);
            log(&format!("shuffle {a} rows, {t} joins of {d}: {:.3} s, machine CPU {busy:.2} s (joins {join_cpu_s:.2} s, background {:.2} s)", so.elapsed_s, background * so.elapsed_s));
            c.runs.push((
                format!("shuffle {a} rows, {t} joins of {d} rows: s"),
                so.elapsed_s,
            ));
            c.runs.push((
                format!("shuffle {a} rows, {t} joins of {d} rows: CPU s less joins and background"),
                net_cpu,
            ));
            c.runs.push((
                format!("shuffle {a} rows, {t} joins of {d} rows: join CPU s"),
                join_cpu_s,
            ));
            mids.push(MidRun {
                input: workload_of(&input),
                d,
                elapsed: so.elapsed_s,
                net_cpu,
                build,
                probe,
                join_cpu_s,
                build_cpu_s,
            });
        }
        if is_mid {
            mid = Some(input);
        }
    }
    let mid = mid.context("calibration: no 1-join mid-size run")?;
    drop(cpu);
    c.runs
        .push(("background CPU (cores busy before)".into(), background));

    // The CPU per byte and per tuple moved: least squares over the runs
    // (their tuples are 16 to 48 bytes wide), neither negative.
    let moved: Vec<(f64, f64, f64)> = mids
        .iter()
        .map(|m| {
            let e = shuffle_join(&ideal, &m.input);
            (e.moved_bytes, e.moved_tuples, m.net_cpu)
        })
        .collect();
    (c.shuffle_cpu_s_per_byte, c.shuffle_cpu_s_per_tuple) = fit_nonneg(&moved);

    fit_join_rates(&mut c, &mids, &sizes);

    // The links' efficiency: for each 1-join run, the share of the link rate
    // at which the model, charged with the CPU that run itself used (its
    // shuffle CPU and its joining threads' CPU), takes as long as the run did
    // (bisection; 1 where the CPU alone explains it, as at 1 Gbit/s); the
    // median of the five. With each run's own CPU, a repetition that was slow
    // because the machine's cores were slow (the same run's CPU varies up to
    // 4x here) is not read as a slow link, and a fast one not as a fast link.
    let w1 = workload_of(&mid);
    let base = c.clone();
    let spec_1000 = |cal: &Calibration| cal.testbed_spec(n, r, max_payload(s.mtu), 1000.0);
    let model_at = |e: f64| {
        spec_1000(&Calibration {
            shuffle_efficiency: e,
            shuffle_stage_tail: 0.0,
            ..base.clone()
        })
    };
    let ones: Vec<&MidRun> = mids
        .iter()
        .filter(|m| m.d == 1000 && m.input.dims.len() == 1)
        .collect();
    let mut effs: Vec<f64> = ones
        .iter()
        .map(|m| run_efficiency(&base, m, spec_1000))
        .collect();
    for (m, e) in ones.iter().zip(&effs) {
        c.runs.push((
            format!(
                "shuffle {a_mid} rows, 1 join: {:.3} s, link efficiency with its own CPU",
                m.elapsed
            ),
            *e,
        ));
    }
    c.shuffle_efficiency = median(&mut effs);
    let mut m1s: Vec<f64> = ones.iter().map(|m| m.elapsed).collect();
    let m1 = median(&mut m1s);
    c.runs.push((
        format!("shuffle {a_mid} rows, 1 join (median of {}) s", ones.len()),
        m1,
    ));
    log(&format!(
        "shuffle CPU {:.2} ns/B + {:.1} ns/tuple, join {:?} (rows, inserts/s, probes/s), link efficiency {:.3}",
        c.shuffle_cpu_s_per_byte * 1e9,
        c.shuffle_cpu_s_per_tuple * 1e9,
        c.join_rates,
        c.shuffle_efficiency
    ));

    // The stage tail: the 2-join runs beyond the model with the above.
    fit_stage_tail(&mut c, &mids, &model_at, a_mid, log)?;

    // 3. INP fixed costs: the tiny 1-join input, 3 times.
    let (mut b, mut p) = (Vec::new(), Vec::new());
    for _ in 0..3 {
        let (bt, pt, rounds, _) = inp_once(tb, s, &t1, false)?;
        if rounds != 1 {
            bail!("calibration: the tiny INP run took {rounds} probe rounds");
        }
        b.push(bt);
        p.push(pt);
    }
    let ei = inp_join(&ideal, &workload_of(&t1));
    c.inp_build_s = (median(&mut b) - ei.phases[0].1).max(0.0);
    c.inp_round_s = (median(&mut p) - ei.phases[1].1).max(0.0);
    c.runs
        .push(("INP tiny build (median of 3) s".into(), c.inp_build_s));
    c.runs.push((
        "INP tiny probe, 1 round (median of 3) s".into(),
        c.inp_round_s,
    ));
    log(&format!(
        "INP tiny: build {:.4} s, probe round {:.4} s",
        c.inp_build_s, c.inp_round_s
    ));

    // 4. switchd's rates.
    measure_switchd(s, tb, &mut c, log)?;
    // 5. INP streams.
    fit_inp_efficiency(s, tb, &mut c, &mid, &w1, &spec_1000, a_mid, log)?;
    Ok(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_cpu_reads_utime_and_stime() {
        let line = "4242 (netjoin (x) y) S 1 2 3 4 5 6 7 8 9 10 250 50 0 0 20 0 9 0 100 1000 10";
        assert_eq!(stat_cpu_s(line, 100.0), Some(3.0));
        assert_eq!(stat_cpu_s("4242 (x) S 1 2", 100.0), None);
        assert!(proc_cpu_s(std::process::id()).is_some());
    }

    #[test]
    fn cpu_fit_separates_byte_and_tuple_costs_and_never_goes_negative() {
        // cpu = 2e-9 · bytes + 5e-8 · tuples, at three tuple widths.
        let v: Vec<(f64, f64, f64)> = [(16e6, 1e6), (24e6, 1e6), (48e6, 1e6)]
            .iter()
            .map(|&(b, t)| (b, t, 2e-9 * b + 5e-8 * t))
            .collect();
        let (a, b) = fit_nonneg(&v);
        assert!(
            (a - 2e-9).abs() < 1e-12 && (b - 5e-8).abs() < 1e-11,
            "{a} {b}"
        );
        // Data a negative per-byte cost would fit best: per tuple alone instead.
        let w = vec![(16e6, 1e6, 0.2), (48e6, 1e6, 0.1)];
        let (a, b) = fit_nonneg(&w);
        assert!(a >= 0.0 && b >= 0.0 && (a == 0.0 || b == 0.0), "{a} {b}");
    }

    #[test]
    fn efficiency_bisection_inverts_the_model_and_clamps() {
        // A model of 1 s of link time at full rate plus 0.2 s fixed.
        let model = |e: f64| 0.2 + 1.0 / e;
        assert!((bisect_efficiency(model, 0.2 + 1.0 / 0.8) - 0.8).abs() < 1e-6);
        assert_eq!(
            bisect_efficiency(model, 1.0),
            1.0,
            "faster than full links: the CPU or fixed costs explain it"
        );
        assert_eq!(bisect_efficiency(model, 1e3), 0.05);
    }

    #[test]
    fn a_runs_efficiency_is_read_with_the_cpu_that_run_used() {
        // A 1-join run on 300 Mbit/s links whose cores were slow: twice the
        // shuffle CPU the calibration's fit predicts, its own join rate, and
        // links at 0.8 of their rate. Its efficiency comes out as 0.8, not
        // as the lower share that would explain the run with the fit's CPU.
        let base = Calibration {
            shuffle_cpu_s_per_tuple: 1e-7,
            shuffle_cpu_s_per_byte: 0.0,
            shuffle_stage_tail: 0.0,
            ..Calibration::recorded()
        };
        let spec = |c: &Calibration| c.testbed_spec(4, 300e6, max_payload(9000), 1000.0);
        let (_, input) = cal_input(4, 200_000, 1000, 1);
        let w = workload_of(&input);
        let est = shuffle_join(&spec(&base), &w);
        let fit_cpu = 1e-7 * est.moved_tuples;
        let truth = Calibration {
            shuffle_efficiency: 0.8,
            shuffle_cpu_s_per_tuple: 2e-7,
            join_tuples_per_s: 5e6,
            join_rates: Vec::new(),
            ..base.clone()
        };
        let elapsed = shuffle_join(&spec(&truth), &w).seconds;
        let probe = w.fact_rows;
        let m = MidRun {
            input: w.clone(),
            d: 1000,
            elapsed,
            net_cpu: 2.0 * fit_cpu,
            build: 1000.0,
            probe,
            join_cpu_s: (1000.0 + probe) / 5e6,
            build_cpu_s: 1000.0 / 5e6,
        };
        let e = run_efficiency(&base, &m, spec);
        assert!((e - 0.8).abs() < 0.01, "{e}");
        // Read with the fit's CPU instead, the same run looks like slower links.
        let with_fit = bisect_efficiency(
            |e| {
                shuffle_join(
                    &spec(&Calibration {
                        shuffle_efficiency: e,
                        ..base.clone()
                    }),
                    &w,
                )
                .seconds
            },
            elapsed,
        );
        assert!(with_fit < 0.75, "{with_fit}");
    }

    #[test]
    fn switchd_rates_bound_an_unmeasurable_build_from_below() {
        use InsertRate::*;
        let both = [
            (1e5, Some(Measured(1.5e7)), Some(9e6)),
            (1e6, Some(Measured(1e7)), Some(8e6)),
        ];
        assert_eq!(
            switchd_rates(&both),
            Some(vec![(1e5, 1.5e7, 9e6), (1e6, 1e7, 8e6)])
        );
        // A build under 20 ms: its bound, or the larger tables' rate if faster.
        let short = [
            (1e5, Some(AtLeast(1.8e7)), Some(9e6)),
            (1e6, Some(Measured(1e7)), Some(8e6)),
        ];
        assert_eq!(
            switchd_rates(&short),
            Some(vec![(1e5, 1.8e7, 9e6), (1e6, 1e7, 8e6)])
        );
        let loose = [
            (1e5, Some(AtLeast(5e6)), Some(9e6)),
            (1e6, Some(Measured(1e7)), Some(8e6)),
        ];
        assert_eq!(
            switchd_rates(&loose),
            Some(vec![(1e5, 1e7, 9e6), (1e6, 1e7, 8e6)])
        );
        let bounds_only = [
            (1e5, Some(AtLeast(1.8e7)), Some(9e6)),
            (1e6, Some(AtLeast(2e6)), Some(8e6)),
        ];
        assert_eq!(
            switchd_rates(&bounds_only),
            Some(vec![(1e5, 1.8e7, 9e6), (1e6, 2e6, 8e6)])
        );
        assert_eq!(
            switchd_rates(&[
                (1e5, Some(Measured(1.5e7)), None),
                (1e6, Some(Measured(1e7)), Some(8e6))
            ]),
            None
        );
        assert_eq!(
            switchd_rates(&[
                (1e5, None, Some(9e6)),
                (1e6, Some(Measured(1e7)), Some(8e6))
            ]),
            None
        );
        assert_eq!(switchd_rates(&[]), None);
    }

    #[test]
    fn join_rates_come_from_the_builds_and_probes_timed_apart() {
        let (_, input) = cal_input(4, 1000, 1000, 1);
        let run = |build: f64, probe: f64, build_cpu_s: f64, probe_cpu_s: f64| MidRun {
            input: workload_of(&input),
            d: 120_000,
            elapsed: 1.0,
            net_cpu: 0.0,
            build,
            probe,
            join_cpu_s: build_cpu_s + probe_cpu_s,
            build_cpu_s,
        };
        // Inserts at 2e7/s and probes at 5e6/s, in two runs of different sizes.
        let (a, b) = (run(4e5, 4e5, 0.02, 0.08), run(4e5, 3.2e6, 0.02, 0.64));
        let (rows, ins, probes) = join_rates_of(120_000.0, &[&a, &b], 1e9);
        assert_eq!(rows, 120_000.0);
        assert!(
            (ins - 2e7).abs() < 1.0 && (probes - 5e6).abs() < 1.0,
            "{ins} {probes}"
        );
        // A side with no measurable CPU falls back.
        let c = run(4e5, 4e5, 0.0, 0.08);
        assert_eq!(join_rates_of(1.0, &[&c], 1e9).1, 1e9);
    }
}
