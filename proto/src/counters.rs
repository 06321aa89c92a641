//! The switch's counters, in the order READ_COUNTERS returns them.

use crate::DropReason;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counter {
    /// Every frame that reached the parser.
    FramesIn,
    /// Frames that passed every check and were processed.
    FramesAccepted,
    /// Frames dropped, one counter per [`DropReason`].
    Dropped(DropReason),
    /// CONTROL frames processed.
    ControlFrames,
    /// Build tuples stored in a bucket.
    Inserts,
    /// Build tuples whose bucket was full (sent back in OVERFLOW frames).
    Overflows,
    /// Probe tuples looked up.
    Probes,
    /// Probe tuples joined in the switch (one RESULT tuple each).
    Matches,
    /// Probe tuples with no partner in some table (inner join: no output).
    Misses,
    /// Probe tuples sent to the host in SPILL frames (duplicate key or overflowed bucket).
    Spills,
    /// RESULT tuples sent.
    ResultTuples,
    /// Frames the switch sent (RESULT, SPILL, OVERFLOW, END, ACK, CONTROL_REPLY).
    FramesOut,
    /// Probe tuples a table's membership filter rejected before any memory
    /// read (PROTOCOL.md §6.3); each is also one of [`Counter::Misses`].
    Filtered,
}

impl Counter {
    pub const COUNT: usize = 12 + DropReason::ALL.len();
    /// Drop reasons counted in the block after `drop_input_full`; the
    /// authentication's two come last in the wire order (indices 28, 29),
    /// so the older counters keep their places.
    const DROPS_IN_BLOCK: usize = 16;

    /// All counters in wire order.
    pub fn all() -> Vec<Counter> {
        let mut v = vec![Counter::FramesIn, Counter::FramesAccepted];
        v.extend(
            DropReason::ALL[..Self::DROPS_IN_BLOCK]
                .iter()
                .map(|&r| Counter::Dropped(r)),
        );
        v.extend([
            Counter::ControlFrames,
            Counter::Inserts,
            Counter::Overflows,
            Counter::Probes,
            Counter::Matches,
            Counter::Misses,
            Counter::Spills,
            Counter::ResultTuples,
            Counter::FramesOut,
            Counter::Filtered,
        ]);
        v.extend(
            DropReason::ALL[Self::DROPS_IN_BLOCK..]
                .iter()
                .map(|&r| Counter::Dropped(r)),
        );
        v
    }

    /// Position in the READ_COUNTERS reply.
    pub fn index(self) -> usize {
        match self {
            Counter::FramesIn => 0,
            Counter::FramesAccepted => 1,
            Counter::Dropped(r) => {
                let i = DropReason::ALL.iter().position(|&x| x == r).unwrap();
                if i < Self::DROPS_IN_BLOCK {
                    2 + i
                } else {
                    12 + i
                }
            }
            Counter::ControlFrames => 2 + Self::DROPS_IN_BLOCK,
            Counter::Inserts => 3 + Self::DROPS_IN_BLOCK,
            Counter::Overflows => 4 + Self::DROPS_IN_BLOCK,
            Counter::Probes => 5 + Self::DROPS_IN_BLOCK,
            Counter::Matches => 6 + Self::DROPS_IN_BLOCK,
            Counter::Misses => 7 + Self::DROPS_IN_BLOCK,
            Counter::Spills => 8 + Self::DROPS_IN_BLOCK,
            Counter::ResultTuples => 9 + Self::DROPS_IN_BLOCK,
            Counter::FramesOut => 10 + Self::DROPS_IN_BLOCK,
            Counter::Filtered => 11 + Self::DROPS_IN_BLOCK,
        }
    }

    pub fn name(self) -> String {
        match self {
            Counter::FramesIn => "frames_in".into(),
            Counter::FramesAccepted => "frames_accepted".into(),
            Counter::Dropped(r) => format!("drop_{}", r.name()),
            Counter::ControlFrames => "control_frames".into(),
            Counter::Inserts => "inserts".into(),
            Counter::Overflows => "overflows".into(),
            Counter::Probes => "probes".into(),
            Counter::Matches => "matches".into(),
            Counter::Misses => "misses".into(),
            Counter::Spills => "spills".into(),
            Counter::ResultTuples => "result_tuples".into(),
            Counter::FramesOut => "frames_out".into(),
            Counter::Filtered => "filtered".into(),
        }
    }
}

/// A snapshot of every counter, indexed by [`Counter::index`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counters(pub Vec<u64>);

impl Counters {
    pub fn zero() -> Counters {
        Counters(vec![0; Counter::COUNT])
    }
    pub fn get(&self, c: Counter) -> u64 {
        self.0[c.index()]
    }
    pub fn add(&mut self, c: Counter, n: u64) {
        self.0[c.index()] += n;
    }
    pub fn dropped_total(&self) -> u64 {
        DropReason::ALL
            .iter()
            .map(|&r| self.get(Counter::Dropped(r)))
            .sum()
    }
    pub fn encode(&self) -> Vec<u8> {
        self.0.iter().flat_map(|v| v.to_be_bytes()).collect()
    }
    pub fn decode(b: &[u8]) -> Result<Counters, String> {
        if b.len() != 8 * Counter::COUNT {
            return Err(format!(
                "counter block is {} B, expected {}",
                b.len(),
                8 * Counter::COUNT
            ));
        }
        Ok(Counters(
            b.chunks_exact(8)
                .map(|c| u64::from_be_bytes(c.try_into().unwrap()))
                .collect(),
        ))
    }
    /// `name=value` pairs of the non-zero counters, for reports.
    pub fn nonzero(&self) -> Vec<(String, u64)> {
        Counter::all()
            .into_iter()
            .filter(|c| self.get(*c) != 0)
            .map(|c| (c.name(), self.get(c)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn indices_are_dense_and_ordered() {
        let all = Counter::all();
        assert_eq!(all.len(), Counter::COUNT);
        for (i, c) in all.iter().enumerate() {
            assert_eq!(c.index(), i, "{}", c.name());
        }
    }
}
