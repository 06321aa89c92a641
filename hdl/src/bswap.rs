//! Byte reversal: converts between the wire's big-endian integers and the
//! little-endian byte lanes of the AXI-Stream words (byte 0 in bits 7..0).
//! A pure wiring block; written as custom Verilog so that the simulator does
//! not loop over bits.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ByteSwap<const N: usize> {
    pub inp: Signal<In, Bits<N>>,
    pub out: Signal<Out, Bits<N>>,
}

pub fn swap_bits<const N: usize>(x: Bits<N>) -> Bits<N> {
    let mut y = Bits::<N>::default();
    let n = N / 8;
    for i in 0..n {
        y.set_bits::<8>(8 * (n - 1 - i), x.get_bits::<8>(8 * i));
    }
    y
}

impl<const N: usize> Logic for ByteSwap<N> {
    fn update(&mut self) {
        self.out.next = swap_bits(self.inp.val());
    }
    fn connect(&mut self) {
        assert_eq!(N % 8, 0);
        self.out.connect();
    }
    fn hdl(&self) -> Verilog {
        let parts: Vec<String> = (0..N / 8)
            .map(|i| format!("inp[{}:{}]", 8 * i + 7, 8 * i))
            .collect();
        Verilog::Custom(format!(
            "always @(*) begin\n   out = {{{}}};\nend\n",
            parts.join(", ")
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn swaps_bytes() {
        let x: Bits<32> = bits(0x1122_3344);
        assert_eq!(swap_bits(x), bits::<32>(0x4433_2211));
        let y: Bits<64> = bits(0x0102_0304_0506_0708);
        assert_eq!(swap_bits(y), bits::<64>(0x0807_0605_0403_0201));
    }
}
