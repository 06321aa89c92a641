//! Test-bench helpers: a single-threaded cycle driver for rust-hdl blocks,
//! a small deterministic RNG, and AXI-Stream frame helpers.

use crate::fifo::{WIDE_BITS, WIDE_WORDS};
use rust_hdl::prelude::*;
use std::collections::VecDeque;

/// Drives one block cycle by cycle. Inputs are set between `tick`s; call
/// `settle` to see combinational outputs for the current inputs.
pub struct Bench<'a, T: Block> {
    uut: &'a mut T,
    set_clock: fn(&mut T, Clock),
    pub cycles: u64,
}

impl<'a, T: Block> Bench<'a, T> {
    pub fn new(uut: &'a mut T, set_clock: fn(&mut T, Clock)) -> Self {
        uut.connect_all();
        check_all(uut).expect("design check");
        Self::start(uut, set_clock)
    }
    /// For harnesses that drive sub-block inputs directly (skips the
    /// open-input check, which would flag those).
    pub fn unchecked(uut: &'a mut T, set_clock: fn(&mut T, Clock)) -> Self {
        uut.connect_all();
        Self::start(uut, set_clock)
    }
    /// For a block that was connected (and checked) before, e.g. one that
    /// lives across several benches.
    pub fn attach(uut: &'a mut T, set_clock: fn(&mut T, Clock)) -> Self {
        Self::start(uut, set_clock)
    }
    fn start(uut: &'a mut T, set_clock: fn(&mut T, Clock)) -> Self {
        set_clock(uut, Clock { clk: false });
        assert!(simulate(uut, 10_000), "did not settle");
        Bench {
            uut,
            set_clock,
            cycles: 0,
        }
    }
    pub fn uut(&mut self) -> &mut T {
        self.uut
    }
    pub fn settle(&mut self) {
        assert!(simulate(self.uut, 10_000), "did not settle");
    }
    /// One rising and one falling clock edge; outputs are settled afterwards.
    pub fn tick(&mut self) {
        self.settle();
        (self.set_clock)(self.uut, Clock { clk: true });
        assert!(simulate(self.uut, 10_000), "did not settle");
        (self.set_clock)(self.uut, Clock { clk: false });
        assert!(simulate(self.uut, 10_000), "did not settle");
        self.cycles += 1;
    }
}

/// xorshift64*, deterministic per seed.
pub struct Rng(pub u64);
impl Rng {
    // (not an Iterator: it never ends, and the benches call it as `rng.next()`)
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        let mut x = self.0 | 1;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// True with probability `pct` percent.
    pub fn bit(&mut self, pct: u64) -> bool {
        self.next() % 100 < pct
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// One AXI-Stream beat: data (byte 0 in bits 7..0), keep, last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Beat {
    pub data: u64,
    pub keep: u8,
    pub last: bool,
}

/// Splits a frame into 64-bit beats.
pub fn beats(frame: &[u8]) -> Vec<Beat> {
    let n = frame.len().div_ceil(8).max(1);
    (0..n)
        .map(|i| {
            let chunk = &frame[(8 * i).min(frame.len())..(8 * i + 8).min(frame.len())];
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            let keep = if chunk.len() == 8 {
                0xff
            } else {
                ((1u16 << chunk.len()) - 1) as u8
            };
            Beat {
                data: u64::from_le_bytes(w),
                keep,
                last: i + 1 == n,
            }
        })
        .collect()
}

/// Collects beats back into frames.
#[derive(Default)]
pub struct FrameCollector {
    cur: Vec<u8>,
    pub frames: Vec<Vec<u8>>,
}
impl FrameCollector {
    pub fn push(&mut self, data: u64, keep: u8, last: bool) {
        let b = data.to_le_bytes();
        for (i, byte) in b.iter().enumerate() {
            if keep >> i & 1 == 1 {
                self.cur.push(*byte);
            }
        }
        if last {
            self.frames.push(std::mem::take(&mut self.cur));
        }
    }
}

/// Idle/back-pressure patterns used by the tests.
#[derive(Clone, Copy, Debug)]
pub enum Pattern {
    /// Always on.
    Full,
    /// On with the given percentage, random.
    Random(u64),
    /// On for `on` cycles then off for `off` cycles.
    Burst(u32, u32),
}
impl Pattern {
    pub fn on(&self, cycle: u64, rng: &mut Rng) -> bool {
        match *self {
            Pattern::Full => true,
            Pattern::Random(p) => rng.bit(p),
            Pattern::Burst(on, off) => (cycle % (on + off) as u64) < (on as u64),
        }
    }
}

/// A payload FIFO as its parser shows it to a feeder: the oldest words side
/// by side (`pl_wide`) and how many it holds (`pl_count`).
pub fn payload_view(fifo: &VecDeque<u64>) -> (Bits<WIDE_BITS>, Bits<13>) {
    let mut wide = Bits::<WIDE_BITS>::default();
    for (i, w) in fifo.iter().take(WIDE_WORDS).enumerate() {
        wide.set_bits::<64>(64 * i, (*w).into());
    }
    (wide, (fifo.len() as u64).into())
}

/// A memory line's bytes in lane order (byte i in bits 8i+7..8i).
pub fn bits512(bytes: &[u8]) -> Bits<512> {
    crate::layout::lanes(bytes)
}

pub fn bytes512(b: Bits<512>) -> [u8; 64] {
    let mut out = [0u8; 64];
    for (i, o) in out.iter_mut().enumerate() {
        *o = b.get_bits::<8>(8 * i).to_u8();
    }
    out
}
