//! A synthetic star schema in the byte layout of a signature: T dimension
//! tables with unique (optionally duplicated) keys and a fact table with one
//! foreign key per dimension, with optional key skew.

use crate::inp::StarJoinInput;
use netjoin_proto::{hash::hash32, Signature};
use std::str::FromStr;

/// How fact foreign keys are drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Skew {
    Uniform,
    /// Zipf with exponent θ over the dimension's rows.
    Zipf(f64),
    /// The paper's skew: after hash-partitioning the keys over 4 nodes,
    /// 80 % / 13 % / 5 % / 2 % of the fact tuples go to nodes 0..3.
    Paper,
}

impl FromStr for Skew {
    type Err = String;
    fn from_str(s: &str) -> Result<Skew, String> {
        match s {
            "uniform" => Ok(Skew::Uniform),
            "paper" | "80/13/5/2" => Ok(Skew::Paper),
            _ => {
                let theta = s.strip_prefix("zipf:").ok_or_else(|| {
                    format!("skew `{s}` is not one of uniform, paper, zipf:<theta>")
                })?;
                let theta: f64 = theta
                    .parse()
                    .map_err(|_| format!("zipf exponent `{theta}` is not a number"))?;
                if !(0.0..=5.0).contains(&theta) {
                    return Err(format!("zipf exponent {theta} is outside 0..=5"));
                }
                Ok(Skew::Zipf(theta))
            }
        }
    }
}

impl std::fmt::Display for Skew {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Skew::Uniform => write!(f, "uniform"),
            Skew::Zipf(t) => write!(f, "zipf:{t}"),
            Skew::Paper => write!(f, "paper (80/13/5/2)"),
        }
    }
}

#[derive(Clone, Debug)]
pub struct StarSpec {
    pub fact_rows: usize,
    pub dim_rows: usize,
    pub workers: usize,
    pub skew: Skew,
    /// Fraction of fact keys (per table) with no partner.
    pub miss_rate: f64,
    /// Extra dimension rows that repeat an existing key with another value.
    pub duplicate_rows: usize,
    pub seed: u64,
}

impl Default for StarSpec {
    fn default() -> Self {
        StarSpec {
            fact_rows: 400_000,
            dim_rows: 50_000,
            workers: 4,
            skew: Skew::Uniform,
            miss_rate: 0.01,
            duplicate_rows: 0,
            seed: 42,
        }
    }
}

/// The node a key goes to when a shuffle hash-partitions over `n` nodes.
/// Uses the high hash bits so it is independent of the switch's bucket bits.
pub fn shuffle_node(key: u64, n: usize) -> usize {
    (hash32(key) >> 16) as usize % n
}

struct SplitMix(u64);
impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    fn below(&mut self, n: usize) -> usize {
        (self.unit() * n as f64) as usize % n.max(1)
    }
}

/// A bijection on `bits`-bit integers, so dimension keys are unique but not dense.
fn scramble(i: u64, bits: u32) -> u64 {
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let mut x = i.wrapping_mul(0x9E37_79B9_7F4A_7C15) & mask;
    x ^= x >> (bits / 2);
    x
}

fn push_be(out: &mut Vec<u8>, v: u64, bytes: usize) {
    out.extend_from_slice(&v.to_be_bytes()[8 - bytes..]);
}

fn push_bytes(out: &mut Vec<u8>, rng: &mut SplitMix, n: usize) {
    let mut left = n;
    while left > 0 {
        let chunk = rng.next().to_le_bytes();
        let take = left.min(8);
        out.extend_from_slice(&chunk[..take]);
        left -= take;
    }
}

/// Draws dimension row indices according to the skew.
struct KeyPicker {
    skew: Skew,
    rows: usize,
    zipf_cdf: Vec<f64>,
    by_node: Vec<Vec<usize>>,
}

impl KeyPicker {
    fn new(skew: Skew, keys: &[u64]) -> KeyPicker {
        let rows = keys.len();
        let mut zipf_cdf = Vec::new();
        if let Skew::Zipf(theta) = skew {
            let mut acc = 0.0;
            for r in 1..=rows {
                acc += 1.0 / (r as f64).powf(theta);
                zipf_cdf.push(acc);
            }
            for c in zipf_cdf.iter_mut() {
                *c /= acc;
            }
        }
        let mut by_node = vec![Vec::new(); 4];
        if skew == Skew::Paper {
            for (i, &k) in keys.iter().enumerate() {
                by_node[shuffle_node(k, 4)].push(i);
            }
        }
        KeyPicker {
            skew,
            rows,
            zipf_cdf,
            by_node,
        }
    }

    fn pick(&self, rng: &mut SplitMix) -> usize {
        match self.skew {
            Skew::Uniform => rng.below(self.rows),
            Skew::Zipf(_) => {
                let u = rng.unit();
                self.zipf_cdf.partition_point(|&c| c < u).min(self.rows - 1)
            }
            Skew::Paper => {
                let u = rng.unit();
                let node = if u < 0.80 {
                    0
                } else if u < 0.93 {
                    1
                } else if u < 0.98 {
                    2
                } else {
                    3
                };
                let cands = &self.by_node[node];
                if cands.is_empty() {
                    rng.below(self.rows)
                } else {
                    cands[rng.below(cands.len())]
                }
            }
        }
    }
}

/// Generates the star schema for `sig` (T dimension tables).
pub fn generate(sig: &Signature, spec: &StarSpec) -> StarJoinInput {
    assert!(spec.workers > 0 && spec.dim_rows > 0);
    let (k, v, t_count, w_count) = (sig.k(), sig.v(), sig.t(), spec.workers);
    let bits = 8 * k as u32;
    let mut rng = SplitMix(spec.seed);
    let mut dims = vec![vec![Vec::new(); w_count]; t_count];
    let mut keys: Vec<Vec<u64>> = Vec::new();
    for (t, dim) in dims.iter_mut().enumerate() {
        // Offset each table's key sequence so the tables differ.
        let tk: Vec<u64> = (0..spec.dim_rows as u64)
            .map(|i| scramble(i + (t as u64) * (1 << 20), bits))
            .collect();
        for (i, &key) in tk.iter().enumerate() {
            let part = &mut dim[i % w_count];
            push_be(part, key, k);
            push_bytes(part, &mut rng, v);
        }
        for d in 0..spec.duplicate_rows {
            let key = tk[rng.below(tk.len())];
            let part = &mut dim[d % w_count];
            push_be(part, key, k);
            push_bytes(part, &mut rng, v);
        }
        keys.push(tk);
    }
    let pickers: Vec<KeyPicker> = keys
        .iter()
        .map(|ks| KeyPicker::new(spec.skew, ks))
        .collect();
    let mut fact = vec![Vec::new(); w_count];
    for j in 0..spec.fact_rows {
        let part = &mut fact[j % w_count];
        for t in 0..t_count {
            let key = if rng.unit() < spec.miss_rate {
                // Beyond every table's key range: a key with no partner.
                scramble(
                    spec.dim_rows as u64 + (1 << 30) + rng.below(1 << 20) as u64,
                    bits,
                )
            } else {
                keys[t][pickers[t].pick(&mut rng)]
            };
            push_be(part, key, k);
        }
        push_bytes(part, &mut rng, v);
    }
    StarJoinInput {
        signature: *sig,
        workers: w_count,
        dims,
        fact,
    }
}

/// Share of fact tuples each of `n` nodes would receive if the fact table were
/// hash-partitioned on table `t`'s key (what a shuffle join does).
pub fn shuffle_shares(input: &StarJoinInput, t: usize, n: usize) -> Vec<f64> {
    let sig = input.signature;
    let mut counts = vec![0usize; n];
    let mut total = 0usize;
    for part in &input.fact {
        for tuple in part.chunks_exact(sig.probe_width()) {
            let key = netjoin_proto::key_to_u64(&tuple[t * sig.k()..(t + 1) * sig.k()]);
            counts[shuffle_node(key, n)] += 1;
            total += 1;
        }
    }
    counts
        .iter()
        .map(|&c| c as f64 / total.max(1) as f64)
        .collect()
}
