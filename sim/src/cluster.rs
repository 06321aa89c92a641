//! A flow-level model of a cluster: N workers with full-duplex links, one or
//! more NetJoin switches, and (with several switches) a non-blocking or
//! oversubscribed core between them. It predicts the time of the shuffle-join
//! baseline and of the in-network star join at sizes no testbed reaches.
//!
//! * **Flows and max-min fairness.** A flow moves `bytes` over a path of
//!   links; on each link it uses `factor` bytes per byte moved (a probe stream
//!   whose results come back larger than it has factor > 1 on the downlink).
//!   Rates are max-min fair (progressive filling: raise every unfrozen flow's
//!   rate together until a link saturates, freeze the flows on it, repeat);
//!   time advances to the next flow completion and rates are recomputed. This
//!   is how TCP flows share links to first order, and it captures incast: a
//!   receiver's downlink shared by N−1 senders.
//! * **Switch processing** is a link of its own: its capacity is the switch's
//!   tuple rate times the tuple width (the rate comes from the RTL benchmark;
//!   the defaults are the paper's measured DDR3 rates, ../shared/NOTES.md).
//! * **Shuffle join**: stage s shuffles dimension table s and the running
//!   relation (hash-partitioned with per-node shares: uniform 1/N or skewed),
//!   then joins locally; stages are pipeline breakers and add up.
//! * **In-network join**: build (every worker sends its dimension partitions
//!   to its switch; with S switches every switch gets every table), then probe
//!   (every worker streams its fact partition to its switch, results return on
//!   its downlink, or to a single sink when `sink_bps` is set, as on the
//!   namespace testbed).

/// One flow: `bytes` over `path` = [(link, bytes on the link per byte of the flow)].
#[derive(Clone, Debug)]
pub struct Flow {
    pub bytes: f64,
    pub path: Vec<(usize, f64)>,
}

/// Result of a simulation: the makespan and the bytes every link carried.
#[derive(Clone, Debug, Default)]
pub struct SimResult {
    pub seconds: f64,
    pub link_bytes: Vec<f64>,
}

/// Max-min fair rates (bytes/s) of `active` flows over links of capacity `caps` (bytes/s).
fn fair_rates(caps: &[f64], flows: &[Flow], active: &[usize]) -> Vec<f64> {
    let mut rate = vec![0.0; flows.len()];
    let mut frozen = vec![false; flows.len()];
    let mut used = vec![0.0; caps.len()];
    let mut left = active.len();
    let mut weight = vec![0.0; caps.len()];
    while left > 0 {
        weight.iter_mut().for_each(|w| *w = 0.0);
        for &f in active {
            if !frozen[f] {
                for &(l, k) in &flows[f].path {
                    weight[l] += k;
                }
            }
        }
        // The smallest increment that saturates a link.
        let mut delta = f64::INFINITY;
        for l in 0..caps.len() {
            if weight[l] > 0.0 {
                delta = delta.min(((caps[l] - used[l]).max(0.0)) / weight[l]);
            }
        }
        if !delta.is_finite() {
            break; // flows on no link: unconstrained (cannot happen for real paths)
        }
        for &f in active {
            if !frozen[f] {
                rate[f] += delta;
                for &(l, k) in &flows[f].path {
                    used[l] += delta * k;
                }
            }
        }
        // Freeze the flows crossing a saturated link.
        let sat: Vec<bool> = (0..caps.len()).map(|l| weight[l] > 0.0 && used[l] >= caps[l] * (1.0 - 1e-9)).collect();
        for &f in active {
            if !frozen[f] && flows[f].path.iter().any(|&(l, _)| sat[l]) {
                frozen[f] = true;
                left -= 1;
            }
        }
    }
    rate
}

/// Runs `flows` (all starting at time 0) to completion over links `caps` (bytes/s).
pub fn simulate(caps: &[f64], flows: &[Flow]) -> SimResult {
    let mut rem: Vec<f64> = flows.iter().map(|f| f.bytes).collect();
    let mut active: Vec<usize> = (0..flows.len()).filter(|&f| rem[f] > 0.0).collect();
    let mut t = 0.0;
    let mut link_bytes = vec![0.0; caps.len()];
    for f in flows {
        for &(l, k) in &f.path {
            link_bytes[l] += f.bytes * k;
        }
    }
    while !active.is_empty() {
        let rate = fair_rates(caps, flows, &active);
        let dt = active.iter().map(|&f| if rate[f] > 0.0 { rem[f] / rate[f] } else { f64::INFINITY }).fold(f64::INFINITY, f64::min);
        if !dt.is_finite() {
            t = f64::INFINITY;
            break;
        }
        t += dt;
        for &f in &active {
            rem[f] -= rate[f] * dt;
        }
        // Flows within a hair of done finish together (avoids a cascade of tiny events).
        active.retain(|&f| rem[f] > 1e-9 * flows[f].bytes.max(1.0) && (rate[f] <= 0.0 || rem[f] / rate[f] > 1e-9 * t.max(1e-12)));
    }
    SimResult { seconds: t, link_bytes }
}

/// Processing rates of one NetJoin switch (tuples/s, all controllers together).
#[derive(Clone, Copy, Debug)]
pub struct SwitchRates {
    pub probe_tuples_per_s: f64,
    pub build_tuples_per_s: f64,
}

impl Default for SwitchRates {
    /// The paper's DDR3 figures with two controllers: 2 × 9.84e7 probes/s, 2 × 5.63e7 inserts/s.
    fn default() -> Self {
        SwitchRates { probe_tuples_per_s: 2.0 * 9.84e7, build_tuples_per_s: 2.0 * 5.63e7 }
    }
}

/// The cluster.
#[derive(Clone, Debug)]
pub struct ClusterSpec {
    pub workers: usize,
    /// NetJoin switches; workers are spread over them evenly (worker w on switch w mod S).
    pub switches: usize,
    /// Worker link rate, bit/s per direction.
    pub link_bps: f64,
    /// Each switch's link into the core, bit/s per direction; `None`: non-blocking
    /// (workers per switch × link rate).
    pub core_bps: Option<f64>,
    pub switch: SwitchRates,
    /// Results go to one sink behind a link of this rate (the namespace testbed)
    /// instead of back to the probing workers.
    pub sink_bps: Option<f64>,
    /// Fraction of the link rate a stream achieves (headers, pacing), 0..1.
    pub efficiency: f64,
}

impl Default for ClusterSpec {
    /// The paper's cluster: 4 workers at 5 Gbit/s, one switch.
    fn default() -> Self {
        ClusterSpec { workers: 4, switches: 1, link_bps: 5e9, core_bps: None, switch: SwitchRates::default(), sink_bps: None, efficiency: 1.0 }
    }
}

/// A star join: fact table and dimension tables, tuple widths in bytes.
#[derive(Clone, Debug)]
pub struct StarWorkload {
    pub fact_rows: f64,
    /// Probe tuple width (T keys + payload).
    pub fact_width: f64,
    /// (rows, build tuple width) per dimension table, in join order.
    pub dims: Vec<(f64, f64)>,
    /// Value bytes each join adds to the running tuple.
    pub value_width: f64,
    /// Share of the running relation each node receives when it is
    /// hash-partitioned on a join key (length = workers; uniform: 1/N each).
    pub shares: Vec<f64>,
    /// Fraction of probe tuples that match in each join.
    pub match_frac: f64,
}

impl StarWorkload {
    /// Uniform keys over `workers`, signature-like widths (key k, value v, t tables).
    pub fn uniform(fact_rows: f64, dim_rows: f64, k: f64, v: f64, t: usize, workers: usize) -> StarWorkload {
        StarWorkload { fact_rows, fact_width: t as f64 * k + v, dims: vec![(dim_rows, k + v); t], value_width: v, shares: vec![1.0 / workers as f64; workers], match_frac: 1.0 }
    }
}

/// A prediction, by phase.
#[derive(Clone, Debug, Default)]
pub struct Estimate {
    pub seconds: f64,
    pub phases: Vec<(String, f64)>,
    /// Bytes that crossed worker links (sum over uplinks).
    pub uplink_bytes: f64,
}

/// Link indices of a topology: worker up/down, switch core up/down, switch engines, sink.
struct Topo {
    caps: Vec<f64>,
    n: usize,
    s: usize,
}

impl Topo {
    fn new(c: &ClusterSpec) -> Topo {
        let (n, s) = (c.workers, c.switches.max(1));
        let b = c.link_bps / 8.0 * c.efficiency;
        let per_sw = n.div_ceil(s) as f64;
        let core = c.core_bps.map_or(per_sw * b, |x| x / 8.0 * c.efficiency);
        let mut caps = vec![b; 2 * n];
        caps.extend(std::iter::repeat_n(core, 2 * s));
        caps.extend(std::iter::repeat_n(0.0, 2 * s)); // engines: set per phase
        caps.push(c.sink_bps.map_or(f64::INFINITY, |x| x / 8.0 * c.efficiency));
        Topo { caps, n, s }
    }
    fn up(&self, w: usize) -> usize {
        w
    }
    fn down(&self, w: usize) -> usize {
        self.n + w
    }
    fn core_up(&self, sw: usize) -> usize {
        2 * self.n + sw
    }
    fn core_down(&self, sw: usize) -> usize {
        2 * self.n + self.s + sw
    }
    fn build_engine(&self, sw: usize) -> usize {
        2 * self.n + 2 * self.s + sw
    }
    fn probe_engine(&self, sw: usize) -> usize {
        2 * self.n + 3 * self.s + sw
    }
    fn sink(&self) -> usize {
        2 * self.n + 4 * self.s
    }
    fn sw(&self, w: usize) -> usize {
        w % self.s
    }
    /// Worker-to-worker path through the switches.
    fn path(&self, a: usize, b: usize) -> Vec<(usize, f64)> {
        let mut p = vec![(self.up(a), 1.0)];
        if self.sw(a) != self.sw(b) {
            p.push((self.core_up(self.sw(a)), 1.0));
            p.push((self.core_down(self.sw(b)), 1.0));
        }
        p.push((self.down(b), 1.0));
        p
    }
}

/// One shuffle: worker i holds `held[i]` bytes and sends the share `shares[j]` of it to j.
pub fn shuffle_flows(held: &[f64], shares: &[f64], c: &ClusterSpec) -> SimResult {
    let t = Topo::new(c);
    let mut flows = Vec::new();
    for (i, &h) in held.iter().enumerate() {
        for (j, &s) in shares.iter().enumerate() {
            if i != j && h * s > 0.0 {
                flows.push(Flow { bytes: h * s, path: t.path(i, j) });
            }
        }
    }
    simulate(&t.caps, &flows)
}

/// The shuffle-join baseline: T stages, each shuffling a dimension table
/// (uniformly spread) and the running relation, which after stage s sits on the
/// nodes in proportion to `shares`.
pub fn shuffle_join(c: &ClusterSpec, w: &StarWorkload) -> Estimate {
    let n = c.workers;
    let mut e = Estimate::default();
    let mut rows = w.fact_rows;
    let mut width = w.fact_width;
    let mut located = vec![1.0 / n as f64; n]; // the fact starts evenly spread
    for (s, &(drows, dwidth)) in w.dims.iter().enumerate() {
        let t = Topo::new(c);
        let mut flows = Vec::new();
        for i in 0..n {
            for j in 0..n {
                if i == j {
                    continue;
                }
                let probe = rows * width * located[i] * w.shares[j];
                let build = drows * dwidth / n as f64 / n as f64;
                for b in [probe, build] {
                    if b > 0.0 {
                        flows.push(Flow { bytes: b, path: t.path(i, j) });
                    }
                }
            }
        }
        let r = simulate(&t.caps, &flows);
        e.uplink_bytes += (0..n).map(|i| r.link_bytes[t.up(i)]).sum::<f64>();
        e.phases.push((format!("shuffle {}", s + 1), r.seconds));
        rows *= w.match_frac;
        width += w.value_width;
        located = w.shares.clone();
    }
    e.seconds = e.phases.iter().map(|p| p.1).sum();
    e
}

/// The in-network star join: build, then probe with results returning.
pub fn inp_join(c: &ClusterSpec, w: &StarWorkload) -> Estimate {
    let n = c.workers;
    let mut e = Estimate::default();
    let mut t = Topo::new(c);
    let s = t.s;
    // Build: every switch inserts every dimension tuple.
    let bw = w.dims.iter().map(|d| d.0 * d.1).sum::<f64>() / w.dims.iter().map(|d| d.0).sum::<f64>().max(1.0);
    for sw in 0..s {
        let (cap, l) = (c.switch.build_tuples_per_s * bw, t.build_engine(sw));
        t.caps[l] = cap;
    }
    let mut flows = Vec::new();
    let dim_bytes: f64 = w.dims.iter().map(|d| d.0 * d.1).sum();
    for i in 0..n {
        for sw in 0..s {
            let mut p = vec![(t.up(i), 1.0)];
            if sw != t.sw(i) {
                p.push((t.core_up(t.sw(i)), 1.0));
                p.push((t.core_down(sw), 1.0));
            }
            p.push((t.build_engine(sw), 1.0));
            flows.push(Flow { bytes: dim_bytes / n as f64, path: p });
        }
    }
    let r = simulate(&t.caps, &flows);
    e.uplink_bytes += (0..n).map(|i| r.link_bytes[t.up(i)]).sum::<f64>();
    e.phases.push(("build".into(), r.seconds));
    // Probe: each worker's fact to its own switch; results back (or to the sink).
    for sw in 0..s {
        let l = t.probe_engine(sw);
        t.caps[l] = c.switch.probe_tuples_per_s * w.fact_width;
    }
    let tables = w.dims.len() as i32;
    let res_factor = (w.fact_width + tables as f64 * w.value_width) / w.fact_width * w.match_frac.powi(tables);
    let mut flows = Vec::new();
    for i in 0..n {
        let back = if c.sink_bps.is_some() { t.sink() } else { t.down(i) };
        flows.push(Flow { bytes: w.fact_rows * w.fact_width / n as f64, path: vec![(t.up(i), 1.0), (t.probe_engine(t.sw(i)), 1.0), (back, res_factor)] });
    }
    let r = simulate(&t.caps, &flows);
    e.uplink_bytes += (0..n).map(|i| r.link_bytes[t.up(i)]).sum::<f64>();
    e.phases.push(("probe".into(), r.seconds));
    e.seconds = e.phases.iter().map(|p| p.1).sum();
    e
}

/// The paper's skew generalized to N nodes: 80/13/5/2 for 4; for N > 4 node 0
/// gets 80 %, 1 gets 13 %, 2 gets 5 % and the rest share 2 %.
pub fn paper_shares(n: usize) -> Vec<f64> {
    match n {
        1 => vec![1.0],
        2 => vec![0.8, 0.2],
        3 => vec![0.8, 0.13, 0.07],
        4 => vec![0.8, 0.13, 0.05, 0.02],
        _ => {
            let mut v = vec![0.8, 0.13, 0.05];
            v.extend(std::iter::repeat_n(0.02 / (n - 3) as f64, n - 3));
            v
        }
    }
}

/// Zipf(θ) shares of N nodes when keys of `keys` distinct values are hashed
/// over the nodes round robin by popularity rank (a deterministic stand-in for hashing).
pub fn zipf_shares(n: usize, keys: usize, theta: f64) -> Vec<f64> {
    let mut s = vec![0.0; n];
    let mut tot = 0.0;
    for r in 1..=keys.max(1) {
        let p = 1.0 / (r as f64).powf(theta);
        s[(r - 1) % n] += p;
        tot += p;
    }
    s.iter().map(|x| x / tot).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-6 * b.abs().max(1e-12)
    }

    #[test]
    fn cluster_uniform_shuffle_takes_n_minus_1_over_n_of_x_over_n_r() {
        for n in [2usize, 4, 16, 64] {
            let c = ClusterSpec { workers: n, link_bps: 8e9, ..ClusterSpec::default() };
            let x = 1e9; // bytes in total, X/N on every worker
            let r = shuffle_flows(&vec![x / n as f64; n], &vec![1.0 / n as f64; n], &c);
            let want = (n as f64 - 1.0) / n as f64 * x / (n as f64 * 1e9);
            assert!(close(r.seconds, want), "n={n}: {} vs {want}", r.seconds);
        }
    }

    #[test]
    fn cluster_skewed_shuffle_is_bound_by_the_incast_on_the_hot_receiver() {
        let c = ClusterSpec { workers: 4, link_bps: 8e9, ..ClusterSpec::default() };
        let x = 4e9;
        let shares = paper_shares(4);
        let r = shuffle_flows(&[1e9; 4], &shares, &c);
        // Node 0 receives 0.8 of every other node's 1e9 B: 2.4e9 B over its 1e9 B/s downlink.
        let want = x * 0.8 * 3.0 / 4.0 / 1e9;
        assert!(close(r.seconds, want), "{} vs {want}", r.seconds);
        let u = shuffle_flows(&[1e9; 4], &[0.25; 4], &c);
        assert!(r.seconds / u.seconds > 3.0, "skew slows the shuffle: {} vs {}", r.seconds, u.seconds);
    }

    #[test]
    fn cluster_max_min_fairness_on_a_hand_example() {
        // Links 0 (cap 10) and 1 (cap 4). Flow a on 0 only, flow b on 0 and 1.
        // b is limited to 4 by link 1, a gets the remaining 6 on link 0.
        let caps = [10.0, 4.0];
        let flows = [Flow { bytes: 60.0, path: vec![(0, 1.0)] }, Flow { bytes: 40.0, path: vec![(0, 1.0), (1, 1.0)] }];
        let r = simulate(&caps, &flows);
        assert!(close(r.seconds, 10.0), "{}", r.seconds);
        // Weighted: a flow with factor 2 on link 1 gets half the rate.
        let flows = [Flow { bytes: 8.0, path: vec![(1, 2.0)] }];
        assert!(close(simulate(&caps, &flows).seconds, 4.0));
    }

    #[test]
    fn cluster_inp_is_uplink_bound_or_switch_bound() {
        let c = ClusterSpec { workers: 4, link_bps: 8e9, ..ClusterSpec::default() };
        let w = StarWorkload { fact_rows: 1e9, fact_width: 32.0, dims: vec![(1e6, 16.0); 3], value_width: 0.0, shares: vec![0.25; 4], match_frac: 1.0 };
        let e = inp_join(&c, &w);
        // Probe: 32e9 B over 4 uplinks of 1e9 B/s = 8 s; switch 1.968e8 tuples/s → 5.08 s.
        assert!(close(e.phases[1].1, 8.0), "{:?}", e.phases);
        let slow = ClusterSpec { switch: SwitchRates { probe_tuples_per_s: 1e8, build_tuples_per_s: 1e8 }, ..c };
        assert!(close(inp_join(&slow, &w).phases[1].1, 10.0));
        // Skew leaves INP unchanged and slows the shuffle.
        let skewed = StarWorkload { shares: paper_shares(4), ..w.clone() };
        assert!(close(inp_join(&c, &skewed).seconds, e.seconds));
        // Stage 1 is incast-bound (3.2x); later stages start from the skewed placement, so node 0 keeps most of its data.
        let ratio = shuffle_join(&c, &skewed).seconds / shuffle_join(&c, &w).seconds;
        assert!(ratio > 1.4 && ratio < 3.2, "{ratio}");
    }

    #[test]
    fn cluster_paper_shape_inp_wins_for_large_fact_and_loses_for_small() {
        let c = ClusterSpec::default();
        let at = |ratio: f64| {
            let w = StarWorkload::uniform(5e7 * ratio, 5e7, 8.0, 8.0, 3, 4);
            shuffle_join(&c, &w).seconds / inp_join(&c, &w).seconds
        };
        assert!(at(0.1) < 1.0, "INP loses at 0.1x: {}", at(0.1));
        assert!(at(100.0) > 1.5, "INP wins at 100x: {}", at(100.0));
    }

    #[test]
    fn cluster_several_switches_put_cross_traffic_on_the_core() {
        let n = 16;
        let base = ClusterSpec { workers: n, switches: 4, link_bps: 8e9, ..ClusterSpec::default() };
        let held = vec![1e9; n];
        let u = vec![1.0 / n as f64; n];
        let nonblocking = shuffle_flows(&held, &u, &base).seconds;
        assert!(close(nonblocking, 15.0 / 16.0), "{nonblocking}");
        // Core at a quarter of the non-blocking rate: 12 of 15 destinations are remote.
        let over = ClusterSpec { core_bps: Some(8e9), ..base };
        let t = shuffle_flows(&held, &u, &over).seconds;
        // Each switch's core uplink carries 4 workers × 1e9 × 12/16 B = 3e9 B at 1e9 B/s.
        assert!(close(t, 3.0), "{t}");
    }
}
