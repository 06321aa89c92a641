//! The bucket hash of PROTOCOL.md §6.1 as a one-stage AND-XOR network.
//!
//! The input is a key of `N` bits as it sits in little-endian AXI-Stream
//! lanes (the key's first, most significant byte in bits 7..0); the
//! protocol hashes it zero-extended to 64 bits. The hash is linear, so
//! instead of swapping bytes the masks are swapped: `h_j = parity(key &
//! swap_N(M_j mod 2^N))`.

use crate::bswap::swap_bits;
use netjoin_proto::hash::{hash32, HASH_MASKS};
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct HashUnit<const N: usize> {
    /// The key, wire byte order in little-endian lanes (8 or 4 bytes).
    pub key: Signal<In, Bits<N>>,
    pub hash: Signal<Out, Bits<32>>,
}

/// Mask `j` as applied to a key of `bits` bits in little-endian lanes.
pub fn lane_mask(j: usize, bits: usize) -> u64 {
    let low = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    (HASH_MASKS[j] & low).swap_bytes() >> (64 - bits)
}

impl<const N: usize> Logic for HashUnit<N> {
    fn update(&mut self) {
        let k: u64 = swap_bits(self.key.val()).into();
        self.hash.next = (hash32(k) as u64).into();
    }
    fn connect(&mut self) {
        assert!(N == 64 || N == 32);
        self.hash.connect();
    }
    fn hdl(&self) -> Verilog {
        let mut s = String::from("always @(*) begin\n");
        for j in 0..32 {
            s += &format!(
                "   hash[{j}] = ^(key & {N}'h{:0w$x});\n",
                lane_mask(j, N),
                w = N / 4
            );
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
                h |= ((lane & lane_mask(j, 64)).count_ones() & 1) << j;
            }
            assert_eq!(h, hash32(k));
        }
    }

    #[test]
    fn four_byte_keys_hash_as_zero_extended() {
        for k in [0u32, 1, 0xdead_beef, 0x8000_0001, u32::MAX] {
            // the key's bytes in lanes 0..4, most significant first
            let lane = k.swap_bytes() as u64;
            let mut h = 0u32;
            for j in 0..32 {
                h |= ((lane & lane_mask(j, 32)).count_ones() & 1) << j;
            }
            assert_eq!(h, hash32(k as u64));
            assert_eq!(
                h,
                netjoin_proto::hash::hash32(netjoin_proto::hash::key_to_u64(&k.to_be_bytes()))
            );
        }
    }
}
