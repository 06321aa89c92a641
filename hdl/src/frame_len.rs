//! The parser's frame length at a beat (parser.rs): `8 × words before it +
//! bytes it keeps` (`tkeep` is contiguous from lane 0), saturating at
//! 0xFFFF once the word count reaches 0x1FFF. Purely combinational; a
//! module of its own so the parser's `update` stays short.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct FrameLen {
    /// Words of the frame before this beat (the parser's `wc`).
    pub words: Signal<In, Bits<16>>,
    pub tkeep: Signal<In, Bits<8>>,
    /// Bytes the beat keeps (0..=8).
    pub last_bytes: Signal<Out, Bits<16>>,
    /// The frame's length in bytes with this beat its last (saturating).
    pub len: Signal<Out, Bits<16>>,
}

impl Logic for FrameLen {
    #[hdl_gen]
    fn update(&mut self) {
        // the highest lane kept, counted from 1
        self.last_bytes.next = 0.into();
        if self.tkeep.val().get_bit(0) {
            self.last_bytes.next = 1.into();
        }
        if self.tkeep.val().get_bit(1) {
            self.last_bytes.next = 2.into();
        }
        if self.tkeep.val().get_bit(2) {
            self.last_bytes.next = 3.into();
        }
        if self.tkeep.val().get_bit(3) {
            self.last_bytes.next = 4.into();
        }
        if self.tkeep.val().get_bit(4) {
            self.last_bytes.next = 5.into();
        }
        if self.tkeep.val().get_bit(5) {
            self.last_bytes.next = 6.into();
        }
        if self.tkeep.val().get_bit(6) {
            self.last_bytes.next = 7.into();
        }
        if self.tkeep.val().get_bit(7) {
            self.last_bytes.next = 8.into();
        }
        self.len.next = (self.words.val() << 3) + self.last_bytes.val();
        if self.words.val() >= 0x1FFF {
            self.len.next = 0xFFFF.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::Bench;

    #[test]
    fn length_is_eight_per_word_plus_the_lanes_kept_and_saturates() {
        for words in [0u64, 1, 4, 5, 7, 1127, 0x1FFE, 0x1FFF, 0x2000, 0xFFFF] {
            for kept in 0..=8u64 {
                let mut u = FrameLen::default();
                let mut b = Bench::new(&mut u, |_, _| {});
                b.uut().words.next = words.into();
                b.uut().tkeep.next = ((1u64 << kept) - 1).into();
                b.settle();
                let want = if words >= 0x1FFF {
                    0xFFFF
                } else {
                    8 * words + kept
                };
                assert_eq!(b.uut().last_bytes.val().to_u64(), kept, "{words} {kept}");
                assert_eq!(b.uut().len.val().to_u64(), want, "{words} {kept}");
            }
        }
    }

    #[test]
    fn frame_len_verilog_generates() {
        let mut u = FrameLen::default();
        u.connect_all();
        let v = generate_verilog(&u);
        assert!(v.contains("module top"));
    }
}
