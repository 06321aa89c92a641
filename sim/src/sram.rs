//! The fill-count memory: a model of the SRAM beside the switch's DDR that
//! holds every bucket's slot count, so an insert writes its slot without
//! reading the bucket first (docs/HDL.md §3, *Build unit*).
//!
//! On the NetFPGA SUME this is its three QDRII+ SRAMs (3 × 72 Mbit, 2^21
//! words of 36 bits each, separate read and write ports): one read and one
//! write per switch cycle are well inside what they do (500 MHz, burst of
//! four, a read and a write every two memory cycles on each chip). A word
//! holds the 2-bit counts of 16 consecutive bucket lines (32 of its 36
//! bits), so three chips hold 3 × 2^25 lines: three tables of 2^25 buckets,
//! the paper's scale (three dimensions of 5e7 rows). Buckets of more than
//! three slots (4-byte keys and values: seven) take 4-bit counts, 8 lines a
//! word, and half as many lines fit.
//!
//! Timing: a read issued in a cycle returns its word `latency` cycles later
//! (no back-pressure, in order), as the state after every write of the
//! cycles before its own; a write takes effect at the end of its cycle.
//! The reader must have room for every read it has in flight.

use std::collections::{HashMap, VecDeque};

/// Bits of one line's count in a signature whose buckets have `slots`
/// slots ([`netjoin_proto::signature::count_bits_for_slots`]: 2 up to
/// three slots, else 4). The RTL mirrors this (hdl/src/sig.rs
/// `COUNT_BITS`).
pub fn count_bits(slots: usize) -> u32 {
    netjoin_proto::signature::count_bits_for_slots(slots)
        .unwrap_or_else(|| panic!("{slots} slots do not fit a 4-bit count"))
}

/// Cycles of the switch clock from a read to its word: a QDRII+
/// controller's read path (the memory's 2.5 clocks at 500 MHz, the PHY's
/// capture and the clock-domain crossing), rounded up.
pub const DEFAULT_LATENCY: u32 = 16;

/// The word holding `line`'s count of `bits` bits.
pub fn word_of(line: u32, bits: u32) -> u32 {
    line / (32 / bits)
}

/// The bit offset of `line`'s count of `bits` bits in its word.
pub fn shift_of(line: u32, bits: u32) -> u32 {
    (line % (32 / bits)) * bits
}

/// Counters kept by the model.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SramStats {
    pub reads: u64,
    pub writes: u64,
    /// Most reads in flight at once.
    pub max_in_flight: usize,
}

/// The count SRAM. See the module documentation.
pub struct CountSram {
    latency: u32,
    words: HashMap<u32, u32>,
    /// Reads in flight: the cycle their word is presented, and the word.
    pending: VecDeque<(u64, u32)>,
    /// This cycle's write, applied at the clock edge.
    write: Option<(u32, u32)>,
    cycle: u64,
    stats: SramStats,
}

impl CountSram {
    /// # Panics
    /// If `latency` is 0 (the design registers the address first).
    pub fn new(latency: u32) -> CountSram {
        assert!(latency >= 1, "a read takes at least one cycle");
        CountSram {
            latency,
            words: HashMap::new(),
            pending: VecDeque::new(),
            write: None,
            cycle: 0,
            stats: SramStats::default(),
        }
    }

    pub fn latency(&self) -> u32 {
        self.latency
    }

    pub fn stats(&self) -> &SramStats {
        &self.stats
    }

    /// The word presented in the current cycle, if a read is due.
    pub fn response(&self) -> Option<u32> {
        match self.pending.front() {
            Some(&(due, w)) if due == self.cycle => Some(w),
            _ => None,
        }
    }

    /// A read issued in the current cycle: it sees every write of earlier
    /// cycles and none of this one's.
    pub fn read(&mut self, addr: u32) {
        let w = self.word(addr);
        self.pending
            .push_back((self.cycle + self.latency as u64, w));
        self.stats.reads += 1;
        self.stats.max_in_flight = self.stats.max_in_flight.max(self.pending.len());
    }

    /// A write issued in the current cycle.
    ///
    /// # Panics
    /// On a second write in one cycle (the port takes one).
    pub fn write(&mut self, addr: u32, data: u32) {
        assert!(self.write.is_none(), "two count writes in one cycle");
        self.write = Some((addr, data));
        self.stats.writes += 1;
    }

    /// The clock edge ending the current cycle; returns the word that was
    /// presented.
    pub fn tick(&mut self) -> Option<u32> {
        let rsp = self.response();
        if rsp.is_some() {
            self.pending.pop_front();
        }
        if let Some((a, d)) = self.write.take() {
            if d == 0 {
                self.words.remove(&a);
            } else {
                self.words.insert(a, d);
            }
        }
        self.cycle += 1;
        rsp
    }

    /// No read in flight and no write pending.
    pub fn idle(&self) -> bool {
        self.pending.is_empty() && self.write.is_none()
    }

    /// The stored word at `addr` (0 if never written).
    pub fn word(&self, addr: u32) -> u32 {
        self.words.get(&addr).copied().unwrap_or(0)
    }

    /// The count stored for bucket line `line`, counts being `bits` wide
    /// ([`count_bits`]).
    pub fn count(&self, line: u32, bits: u32) -> u8 {
        (self.word(word_of(line, bits)) >> shift_of(line, bits) & ((1 << bits) - 1)) as u8
    }

    /// Words that are not zero.
    pub fn nonzero_words(&self) -> usize {
        self.words.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_read_returns_after_its_latency_without_the_same_cycles_write() {
        let mut s = CountSram::new(3);
        s.write(5, 0xAB);
        assert_eq!(s.tick(), None);
        // cycle 1: read 5 (sees 0xAB) and write 0xCD in the same cycle
        s.read(5);
        s.write(5, 0xCD);
        assert_eq!(s.tick(), None);
        s.read(5); // cycle 2: sees 0xCD
        assert_eq!(s.tick(), None);
        assert_eq!(s.tick(), None); // cycle 3
        assert_eq!(s.response(), Some(0xAB)); // cycle 4 = 1 + 3
        assert_eq!(s.tick(), Some(0xAB));
        assert_eq!(s.tick(), Some(0xCD));
        assert!(s.idle());
        assert_eq!(s.stats().reads, 2);
        assert_eq!(s.stats().max_in_flight, 2);
    }

    #[test]
    fn counts_are_packed_sixteen_or_eight_to_a_word() {
        let mut s = CountSram::new(1);
        // line 17 is count 1 of word 1, line 31 its last
        s.write(word_of(17, 2), 3 << shift_of(17, 2) | 2 << shift_of(31, 2));
        s.tick();
        assert_eq!((word_of(17, 2), shift_of(17, 2)), (1, 2));
        assert_eq!(s.count(17, 2), 3);
        assert_eq!(s.count(31, 2), 2);
        assert_eq!(s.count(16, 2), 0);
        assert_eq!(s.count(32, 2), 0);
        // 4-bit counts: eight lines a word
        assert_eq!((word_of(17, 4), shift_of(17, 4)), (2, 4));
        s.write(word_of(9, 4), 7 << shift_of(9, 4));
        s.tick();
        assert_eq!(s.count(9, 4), 7);
        assert_eq!(s.count(8, 4), 0);
        assert_eq!((count_bits(3), count_bits(7)), (2, 4));
        s.write(1, 0);
        s.tick();
        assert_eq!(s.nonzero_words(), 0);
    }

    #[test]
    #[should_panic(expected = "two count writes")]
    fn two_writes_in_one_cycle_are_refused() {
        let mut s = CountSram::new(1);
        s.write(0, 1);
        s.write(1, 1);
    }
}
