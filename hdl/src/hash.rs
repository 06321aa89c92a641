//! The bucket hash of PROTOCOL.md §6.1 as a one-stage AND-XOR network.
//!
//! The input is a key as it sits in a little-endian AXI-Stream word (the
//! key's first, most significant byte in bits 7..0). The hash is linear, so
//! instead of swapping bytes the masks are swapped: `h_j = parity(word &
//! swap(M_j))`.

use crate::bswap::swap_bits;
use netjoin_proto::hash::{hash32, HASH_MASKS};
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct HashUnit {
    /// Key word, wire byte order in little-endian lanes.
    pub key: Signal<In, Bits<64>>,
    pub hash: Signal<Out, Bits<32>>,
}

/// Mask `j` as applied to a little-endian lane word.
pub fn lane_mask(j: usize) -> u64 {
    HASH_MASKS[j].swap_bytes()
}

impl Logic for HashUnit {
    fn update(&mut self) {
        let k: u64 = swap_bits(self.key.val()).into();
        self.hash.next = (hash32(k) as u64).into();
    }
    fn connect(&mut self) {
        self.hash.connect();
    }
    fn hdl(&self) -> Verilog {
        let mut s = String::from("always @(*) begin\n");
        for j in 0..32 {
            s += &format!("   hash[{j}] = ^(key & 64'h{:016x});\n", lane_mask(j));
        }
        s += "end\n";
        Verilog::Custom(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn lane_masks_are_the_protocol_masks_swapped() {
        for k in [0u64, 1, 0xdead_beef, 0x0123_4567_89ab_cdef] {
            let lane = k.swap_bytes();
            let mut h = 0u32;
            for j in 0..32 {
                h |= ((lane & lane_mask(j)).count_ones() & 1) << j;
            }
            assert_eq!(h, hash32(k));
        }
    }
}
