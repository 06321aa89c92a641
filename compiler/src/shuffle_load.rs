//! How a hash shuffle of the fact's rows loads the workers' links.
//!
//! A chain of shuffled joins repartitions the fact once per join, each time
//! on another foreign key. Where the rows start matters: after a shuffle on
//! a skewed key most rows sit on the hot worker, and the next shuffle moves
//! only those whose next key hashes elsewhere. When the fact's keys are
//! skewed alike (the same hot worker for each), the hot worker neither
//! sends nor receives much after the first stage; pricing every stage as
//! if its input were spread evenly counts the incast again at each one.
//!
//! So the loads are taken from the fact's sample: for every pair of keys
//! (the one the rows were last shuffled on, the one they are shuffled on
//! now), the sampled rows' source and destination workers under
//! DataFusion's hash partitioner ([`crate::sample::Sample::destinations`]).

use serde::Serialize;

/// One shuffle's load, as fractions of the rows it repartitions.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ShuffleLoad {
    /// The most rows one worker receives from the others.
    pub max_in: f64,
    /// The most rows one worker sends to the others.
    pub max_out: f64,
    /// The most rows one worker holds afterwards (the one that then joins
    /// the most).
    pub max_held: f64,
}

impl ShuffleLoad {
    /// Rows spread evenly over `n` workers, sent evenly.
    pub fn even(n: usize) -> ShuffleLoad {
        let n = n.max(1) as f64;
        let moved = (n - 1.0) / (n * n);
        ShuffleLoad {
            max_in: moved,
            max_out: moved,
            max_held: 1.0 / n,
        }
    }

    /// Rows spread evenly and independently of the key, sent so that
    /// worker `w` receives `shares[w]` of them.
    pub fn from_even(shares: &[f64]) -> ShuffleLoad {
        let n = shares.len().max(1) as f64;
        let fold = |f: &dyn Fn(f64) -> f64| shares.iter().map(|&s| f(s)).fold(0.0, f64::max);
        ShuffleLoad {
            // Worker w keeps its own 1/n of what it receives.
            max_in: fold(&|s| s * (n - 1.0) / n),
            // It holds 1/n and keeps the part that hashes to itself.
            max_out: fold(&|s| (1.0 - s) / n),
            max_held: fold(&|s| s),
        }
    }

    /// Rows held at `from[i]` and sent to `to[i]` over `n` workers. A row
    /// with a null at either end is left out: an inner join on that key
    /// dropped it, or drops it now. `None` when no row is left.
    pub fn between(from: &[Option<u32>], to: &[Option<u32>], n: usize) -> Option<ShuffleLoad> {
        let mut inbound = vec![0usize; n];
        let mut outbound = vec![0usize; n];
        let mut held = vec![0usize; n];
        let mut rows = 0usize;
        for (a, b) in from.iter().zip(to) {
            let (Some(a), Some(b)) = (a, b) else {
                continue;
            };
            let (a, b) = (*a as usize, *b as usize);
            if a >= n || b >= n {
                return None;
            }
            rows += 1;
            held[b] += 1;
            if a != b {
                outbound[a] += 1;
                inbound[b] += 1;
            }
        }
        if rows == 0 {
            return None;
        }
        let max = |v: &[usize]| *v.iter().max().unwrap_or(&0) as f64 / rows as f64;
        Some(ShuffleLoad {
            max_in: max(&inbound),
            max_out: max(&outbound),
            max_held: max(&held),
        })
    }
}

/// The load of every shuffle a star-join chain can do: on each join's fact
/// key, from rows spread evenly or from where another join's shuffle put
/// them.
#[derive(Clone, Debug, Default, Serialize)]
pub struct ShuffleLoads {
    pub workers: usize,
    /// Per join: the shuffle on its fact key of rows spread evenly.
    pub from_even: Vec<ShuffleLoad>,
    /// `between[i][j]`: rows where join `i`'s shuffle put them, shuffled on
    /// join `j`'s fact key (nothing moves when `i == j`). Empty when the
    /// fact was not sampled.
    pub between: Vec<Vec<ShuffleLoad>>,
    /// Per join: whether `from_even` came from sampled rows (else it is
    /// the even default).
    pub sampled: Vec<bool>,
}

impl ShuffleLoads {
    /// No sample: every shuffle even.
    pub fn even(joins: usize, workers: usize) -> ShuffleLoads {
        ShuffleLoads {
            workers,
            from_even: vec![ShuffleLoad::even(workers); joins],
            between: Vec::new(),
            sampled: vec![false; joins],
        }
    }

    /// From the sampled rows' destination under each join's key
    /// (`None` for a join whose key was not sampled: even).
    pub fn sampled(destinations: &[Option<Vec<Option<u32>>>], workers: usize) -> ShuffleLoads {
        let n = workers.max(1);
        let even = ShuffleLoad::even(n);
        let shares: Vec<Option<Vec<f64>>> = destinations
            .iter()
            .map(|d| d.as_ref().and_then(|d| shares(d, n)))
            .collect();
        let from_even: Vec<ShuffleLoad> = shares
            .iter()
            .map(|s| s.as_ref().map_or(even, |s| ShuffleLoad::from_even(s)))
            .collect();
        let between = destinations
            .iter()
            .enumerate()
            .map(|(i, from)| {
                destinations
                    .iter()
                    .enumerate()
                    .map(|(j, to)| match (from, to) {
                        // Already partitioned on the key: nothing moves.
                        (Some(_), _) if i == j => ShuffleLoad {
                            max_in: 0.0,
                            max_out: 0.0,
                            max_held: from_even[i].max_held,
                        },
                        (Some(f), Some(t)) => ShuffleLoad::between(f, t, n).unwrap_or(even),
                        _ => even,
                    })
                    .collect()
            })
            .collect();
        ShuffleLoads {
            workers: n,
            from_even,
            between,
            sampled: shares.iter().map(Option::is_some).collect(),
        }
    }

    /// The shuffle on join `to`'s key of rows held where join `from`'s
    /// shuffle put them (`None`: spread evenly).
    pub fn get(&self, from: Option<usize>, to: usize) -> ShuffleLoad {
        let even = ShuffleLoad::even(self.workers);
        match from {
            Some(f) => match self.between.get(f).and_then(|r| r.get(to)) {
                Some(l) => *l,
                // Not sampled: the rows taken as spread evenly.
                None => self.from_even.get(to).copied().unwrap_or(even),
            },
            None => self.from_even.get(to).copied().unwrap_or(even),
        }
    }
}

/// The fraction of the non-null destinations at each of `n` workers.
pub fn shares(destinations: &[Option<u32>], n: usize) -> Option<Vec<f64>> {
    let mut counts = vec![0usize; n];
    let mut rows = 0usize;
    for d in destinations.iter().flatten() {
        *counts.get_mut(*d as usize)? += 1;
        rows += 1;
    }
    (rows > 0).then(|| counts.iter().map(|&c| c as f64 / rows as f64).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_rows_sent_evenly_move_all_but_their_own_share() {
        let l = ShuffleLoad::from_even(&[0.25; 4]);
        assert!((l.max_in - 3.0 / 16.0).abs() < 1e-12);
        assert!((l.max_out - 3.0 / 16.0).abs() < 1e-12);
        assert_eq!(ShuffleLoad::even(4).max_held, 0.25);
    }

    #[test]
    fn rows_shuffled_again_on_a_key_skewed_alike_stay_where_they_are() {
        let from: Vec<Option<u32>> = (0..100)
            .map(|i| Some(if i < 80 { 0 } else { i % 4 }))
            .collect();
        let same = ShuffleLoad::between(&from, &from, 4).unwrap();
        assert_eq!((same.max_in, same.max_out), (0.0, 0.0));
        assert_eq!(same.max_held, 0.85);
        // Independent keys: the hot worker sends what hashes elsewhere.
        let to: Vec<Option<u32>> = (0..100).map(|i| Some((i * 7 % 4) as u32)).collect();
        let l = ShuffleLoad::between(&from, &to, 4).unwrap();
        assert!(l.max_out > 0.5 && l.max_out < 0.7, "{l:?}");
        assert!(ShuffleLoad::between(&[None], &[Some(1)], 4).is_none());
        assert!(ShuffleLoad::between(&[Some(9)], &[Some(1)], 4).is_none());
    }
}
