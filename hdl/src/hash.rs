//! The bucket hash of PROTOCOL.md §6.1 as a one-stage AND-XOR network.
//!
//! The input is a key of `N` bits as it sits in little-endian AXI-Stream
//! lanes (the key's first, most significant byte in bits 7..0); the
//! protocol hashes it zero-extended to 64 bits. The hash is linear, so
//! instead of swapping bytes the masks are swapped: `h_j = parity(key &
//! swap_N(M_j mod 2^N))`.

use crate::bswap::swap_bits;
use netjoin_proto::hash::{
    filter_hash64, hash32, FILTER_BITS_MAX, FILTER_HASHES, FILTER_MASKS, HASH_MASKS,
};
use rust_hdl::prelude::*;

/// Address bits of one membership-filter array (PROTOCOL.md §6.3): the
/// largest `filter_bits` a CONFIGURE may ask for.
pub const FILTER_ADDR_BITS: usize = FILTER_BITS_MAX as usize;
/// A key's addresses in all arrays of its table's filter: array `p`'s at
/// bits `FILTER_ADDR_BITS·p`.
pub const FILTER_IDX_BITS: usize = FILTER_HASHES * FILTER_ADDR_BITS;

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

/// Mask `i` of the filter hash (`FILTER_MASKS[i]`) as applied to a key of
/// `bits` bits in little-endian lanes.
pub fn filter_lane_mask(i: usize, bits: usize) -> u64 {
    let low = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    (FILTER_MASKS[i] & low).swap_bytes() >> (64 - bits)
}

/// The membership filters' hash (PROTOCOL.md §6.3) as a one-stage AND-XOR
/// network, like [`HashUnit`]: the low `FILTER_ADDR_BITS` bits of each
/// array's hash, side by side (array `p` at bits `FILTER_ADDR_BITS·p`). The
/// user masks them to the query's `filter_bits`.
#[derive(LogicBlock, Default)]
pub struct FilterHashUnit<const N: usize> {
    /// The key, wire byte order in little-endian lanes (8 or 4 bytes).
    pub key: Signal<In, Bits<N>>,
    pub idx: Signal<Out, Bits<FILTER_IDX_BITS>>,
}

/// Both arrays' addresses of a key widened to 64 bits, as [`FilterHashUnit`] gives them.
pub fn filter_idx(key: u64) -> u64 {
    let h = filter_hash64(key);
    let low = (1u64 << FILTER_ADDR_BITS) - 1;
    let mut idx = 0u64;
    for p in 0..FILTER_HASHES {
        idx |= ((h >> (32 * p)) & low) << (FILTER_ADDR_BITS * p);
    }
    idx
}

impl<const N: usize> Logic for FilterHashUnit<N> {
    fn update(&mut self) {
        let k: u64 = swap_bits(self.key.val()).into();
        self.idx.next = filter_idx(k).into();
    }
    fn connect(&mut self) {
        assert!(N == 64 || N == 32);
        self.idx.connect();
    }
    fn hdl(&self) -> Verilog {
        let mut s = String::from("always @(*) begin\n");
        for p in 0..FILTER_HASHES {
            for j in 0..FILTER_ADDR_BITS {
                s += &format!(
                    "   idx[{}] = ^(key & {N}'h{:0w$x});\n",
                    FILTER_ADDR_BITS * p + j,
                    filter_lane_mask(32 * p + j, N),
                    w = N / 4
                );
            }
        }
        s += "end\n";
        Verilog::Custom(s)
    }
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
    fn filter_lane_masks_give_the_protocol_filter_bits() {
        for k in [0u64, 1, 0xdead_beef, 0x0123_4567_89ab_cdef, 0x8000_0001] {
            for bits in [64usize, 32] {
                let k = if bits == 32 { k & 0xFFFF_FFFF } else { k };
                let lane = if bits == 32 {
                    (k as u32).swap_bytes() as u64
                } else {
                    k.swap_bytes()
                };
                for p in 0..FILTER_HASHES {
                    let mut a = 0u32;
                    for j in 0..FILTER_ADDR_BITS {
                        let m = filter_lane_mask(32 * p + j, bits);
                        a |= ((lane & m).count_ones() & 1) << j;
                    }
                    assert_eq!(a, netjoin_proto::filter_bit(k, p, FILTER_ADDR_BITS as u8));
                    assert_eq!(
                        (filter_idx(k) >> (FILTER_ADDR_BITS * p)) as u32
                            & ((1 << FILTER_ADDR_BITS) - 1),
                        a
                    );
                }
            }
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
