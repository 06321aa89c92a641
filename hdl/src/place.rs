//! Placement: an N-bit value at a fixed bit position of a W-bit word, zero
//! elsewhere. Pure wiring, for the places that an `#[hdl_gen]` loop cannot
//! compute itself (rust-hdl cannot widen a loop-indexed signal with
//! `bit_cast`), e.g. table t's fields inside a FIFO entry.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct Place<const W: usize, const N: usize> {
    pub inp: Signal<In, Bits<N>>,
    pub out: Signal<Out, Bits<W>>,
    pos: Constant<Bits<16>>,
}

impl<const W: usize, const N: usize> Place<W, N> {
    /// `inp` at bits `pos..pos + N` of `out`.
    pub fn at(pos: usize) -> Self {
        assert!(pos + N <= W, "{N} bits at {pos} do not fit in {W}");
        Place {
            inp: Default::default(),
            out: Default::default(),
            pos: Constant::new((pos as u64).into()),
        }
    }
}

impl<const W: usize, const N: usize> Logic for Place<W, N> {
    fn update(&mut self) {
        self.out.next = bit_cast::<W, N>(self.inp.val()) << self.pos.val();
    }
    fn connect(&mut self) {
        self.out.connect();
    }
    fn hdl(&self) -> Verilog {
        let pos = self.pos.val().index();
        Verilog::Custom(format!(
            "always @(*) begin\n   out = {W}'d0;\n   out[{}:{}] = inp;\nend\n",
            pos + N - 1,
            pos
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_the_value_and_zeroes_the_rest() {
        let mut p = Place::<200, 32>::at(130);
        p.connect_all();
        p.inp.next = bits(0xDEAD_BEEF);
        assert!(simulate(&mut p, 100));
        let out = p.out.val();
        assert_eq!(out.get_bits::<32>(130), bits::<32>(0xDEAD_BEEF));
        assert_eq!(out.get_bits::<64>(0), bits::<64>(0));
        assert_eq!(out.get_bits::<38>(162), bits::<38>(0));
        let v = generate_verilog(&p);
        assert!(v.contains("out[161:130] = inp;"), "{v}");
    }

    #[test]
    #[should_panic(expected = "do not fit")]
    fn a_place_outside_the_word_is_refused() {
        let _ = Place::<64, 32>::at(40);
    }
}
