//! SipHash-2-4 (Aumasson & Bernstein, 2012) of a message streamed in as
//! AXI-Stream words: a keyed MAC core, for authenticating CONTROL frames
//! (PROTOCOL.md §5.4). The control path (control_path.rs) checks each
//! request and seals each reply with one instance.
//!
//! * **Input** (`s_axis_*`): 64-bit words, byte i of a word at bits
//!   `8i+7..8i` (SipHash's little-endian 8-byte blocks), `tkeep` contiguous
//!   from lane 0 and read on the `tlast` word only (every other word counts
//!   as 8 bytes); an empty message is one `tlast` word with `tkeep` 0.
//!   Lanes `tkeep` leaves out are ignored. `s_axis_tready` depends on no
//!   input: it is low while the core works on a block or finalizes.
//! * **Key** (`key`): k0 = `key[63:0]`, k1 = `key[127:64]`, as
//!   `SipHasher24::new_with_keys(k0, k1)`; sampled with the message's first
//!   word only, so it may change at any other time.
//! * **Output**: `m_tag_valid` is a **one-cycle pulse** per message, with
//!   its tag on `m_tag` (both registered; `m_tag` holds the last tag until
//!   the next pulse). There is no `m_tag_ready`: the receiver (a CONTROL
//!   frame's check) takes it in that cycle, and the next tag is at least
//!   7 cycles later.
//! * **Reset**: `reset`, active-high and synchronous, as the switch's
//!   (docs/HDL.md §1.1): drops a message in progress and any tag not yet
//!   shown.
//!
//! **One SipRound per cycle.** A SipRound is two 64-bit additions in
//! series, each followed by an XOR (`v0 += v1; v1 ^= v0; v0 += v3; v3 ^=
//! v0`, and the same on v2), and two rounds in one cycle put four carry
//! chains in series. Yosys 0.23 `synth_xilinx` with
//! `scripts/yosys_paths.py`'s estimate (docs/HDL.md, *Longest
//! combinational paths*), the round between its state registers:
//!
//! | | `ltp` cells (flattened) | estimate | LUT levels |
//! |---|---:|---:|---:|
//! | one round a cycle (this core, its control included) | 29 | 5.2 ns | 4 |
//! | two rounds a cycle (the bare rounds, no control) | 44 | 7.9 ns | 6 |
//!
//! Two rounds a cycle are over the 6.4 ns of 156.25 MHz even before the
//! block's XORs and the state's multiplexers; one round is within the
//! switch's own worst estimate (6.60 ns; `ltp` counts each CARRY4 as a
//! cell, so the core's 29 cells against the switch's 21-23 are carry
//! steps, 0.1 ns each). One round a cycle it is: about 1,000 LUTs, 401
//! flip-flops, 68 CARRY4. The cost is rate (a word every two cycles inside
//! a message, half the line's), which CONTROL frames, few next to the data
//! frames, do not need:
//!
//! | | cycles per message of L bytes | 64 B | 1,514 B | 9,000 B |
//! |---|---|---:|---:|---:|
//! | one round a cycle (built) | 2 (⌊L/8⌋ + 1) + 5 | 23 | 385 | 2,257 |
//! | two rounds a cycle | (⌊L/8⌋ + 1) + 3 | 12 | 193 | 1,129 |
//!
//! counted from the message's first word taken to the cycle the core can
//! take the next message's first word, the input never idle: one cycle
//! takes the first word and loads the key's state, each of the ⌊L/8⌋ + 1
//! blocks takes two (the length block included: a message of 8q bytes has
//! q + 1 blocks, the last only the length), finalization four. The next
//! message's first word is taken in the cycle its tag is computed, so the
//! figure is also the core's rate back to back (64 B: 23 cycles, 3.5 Gb/s
//! at 156.25 MHz; 1,514 B: 4.9 Gb/s). The tag pulses one cycle after that:
//! `2 (⌊L/8⌋ + 1) + 6` cycles after the first word is taken.
//!
//! **Words and blocks.** A word's block goes into the register `m`; the
//! block rounds v3 ^= m (into the first round's inputs) and v0 ^= m (on the
//! second round's outputs) both read `m`, and the next word is taken in
//! the second round's cycle, so a message streams at a word every two
//! cycles. The final block is the last word's kept bytes with the length
//! mod 256 in its top byte; a full last word (`tkeep[7]`) is a block of
//! its own and the length block follows it (`extra`). v2 ^= 0xff is applied
//! on the outputs of the last block's second round.

use rust_hdl::prelude::*;

/// The initialization constants: "somepseudorandomlygeneratedbytes".
pub const SIP_C0: u64 = 0x736f_6d65_7073_6575;
pub const SIP_C1: u64 = 0x646f_7261_6e64_6f6d;
pub const SIP_C2: u64 = 0x6c79_6765_6e65_7261;
pub const SIP_C3: u64 = 0x7465_6462_7974_6573;

/// One SipRound, combinational: `w* = SipRound(v*)`.
#[derive(LogicBlock, Default)]
pub struct SipRound {
    pub v0: Signal<In, Bits<64>>,
    pub v1: Signal<In, Bits<64>>,
    pub v2: Signal<In, Bits<64>>,
    pub v3: Signal<In, Bits<64>>,
    pub w0: Signal<Out, Bits<64>>,
    pub w1: Signal<Out, Bits<64>>,
    pub w2: Signal<Out, Bits<64>>,
    pub w3: Signal<Out, Bits<64>>,
    /// v0 + v1 (before its rotation by 32)
    a0: Signal<Local, Bits<64>>,
    /// the new v1 of the first half
    b1: Signal<Local, Bits<64>>,
    /// v2 + v3
    c2: Signal<Local, Bits<64>>,
    /// the new v3 of the first half
    d3: Signal<Local, Bits<64>>,
    /// rotl(a0, 32) + d3: the new v0
    e0: Signal<Local, Bits<64>>,
    /// c2 + b1 (before its rotation by 32)
    g2: Signal<Local, Bits<64>>,
}

impl Logic for SipRound {
    #[hdl_gen]
    fn update(&mut self) {
        // v0 += v1; v1 = rotl(v1, 13) ^ v0; v0 = rotl(v0, 32)
        self.a0.next = self.v0.val() + self.v1.val();
        self.b1.next = ((self.v1.val() << 13) | (self.v1.val() >> 51)) ^ self.a0.val();
        // v2 += v3; v3 = rotl(v3, 16) ^ v2
        self.c2.next = self.v2.val() + self.v3.val();
        self.d3.next = ((self.v3.val() << 16) | (self.v3.val() >> 48)) ^ self.c2.val();
        // v0 += v3; v3 = rotl(v3, 21) ^ v0
        self.e0.next = ((self.a0.val() << 32) | (self.a0.val() >> 32)) + self.d3.val();
        self.w0.next = self.e0.val();
        self.w3.next = ((self.d3.val() << 21) | (self.d3.val() >> 43)) ^ self.e0.val();
        // v2 += v1; v1 = rotl(v1, 17) ^ v2; v2 = rotl(v2, 32)
        self.g2.next = self.c2.val() + self.b1.val();
        self.w1.next = ((self.b1.val() << 17) | (self.b1.val() >> 47)) ^ self.g2.val();
        self.w2.next = (self.g2.val() << 32) | (self.g2.val() >> 32);
    }
}

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum SipState {
    /// No message: the next word taken is a first word.
    Idle,
    /// The first round of block `m` (v3 ^= m on its inputs).
    R1,
    /// The second round (v0 ^= m on its outputs); the next word is taken.
    R2,
    /// Inside a message, waiting for its next word.
    Wait,
    /// The four finalization rounds (`fc` counts them).
    Fin,
}

#[derive(LogicBlock)]
pub struct SipHash24 {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_axis_tdata: Signal<In, Bits<64>>,
    pub s_axis_tkeep: Signal<In, Bits<8>>,
    pub s_axis_tvalid: Signal<In, Bit>,
    pub s_axis_tlast: Signal<In, Bit>,
    pub s_axis_tready: Signal<Out, Bit>,
    /// k0 = `key[63:0]`, k1 = `key[127:64]`; read with a first word.
    pub key: Signal<In, Bits<128>>,
    pub m_tag: Signal<Out, Bits<64>>,
    /// One cycle per message.
    pub m_tag_valid: Signal<Out, Bit>,
    rnd: SipRound,
    state: DFF<SipState>,
    v0: DFF<Bits<64>>,
    v1: DFF<Bits<64>>,
    v2: DFF<Bits<64>>,
    v3: DFF<Bits<64>>,
    /// The block being compressed.
    m: DFF<Bits<64>>,
    /// `m` is the final block (it carries the length).
    last: DFF<Bit>,
    /// The length block follows `m`: the message ended on a full word.
    extra: DFF<Bit>,
    /// Bytes taken so far, mod 256.
    cnt: DFF<Bits<8>>,
    /// Finalization rounds done.
    fc: DFF<Bits<2>>,
    /// `v*` hold the finalized state: the tag is taken this cycle.
    done: DFF<Bit>,
    tag: DFF<Bits<64>>,
    tag_v: DFF<Bit>,
    idle: Signal<Local, Bit>,
    in_r1: Signal<Local, Bit>,
    in_r2: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    /// Bytes and byte mask of the word's kept lanes (`tkeep` contiguous).
    kbytes: Signal<Local, Bits<8>>,
    kmask: Signal<Local, Bits<64>>,
    /// The word's block, whether it is the final one, whether the length
    /// block follows it, and the byte count after it.
    blk: Signal<Local, Bits<64>>,
    blk_last: Signal<Local, Bit>,
    blk_extra: Signal<Local, Bit>,
    cnt_base: Signal<Local, Bits<8>>,
    cnt_next: Signal<Local, Bits<8>>,
    /// The round's outputs with the block's v0 ^= m and the final v2 ^= 0xff.
    w0x: Signal<Local, Bits<64>>,
    w2x: Signal<Local, Bits<64>>,
    c0: Constant<Bits<64>>,
    c1: Constant<Bits<64>>,
    c2: Constant<Bits<64>>,
    c3: Constant<Bits<64>>,
    /// The finalization's 0xff.
    fin_ff: Constant<Bits<64>>,
    /// `km[i]`: lanes 0..=i.
    km: [Constant<Bits<64>>; 7],
}

impl Default for SipHash24 {
    fn default() -> Self {
        SipHash24 {
            clock: Default::default(),
            reset: Default::default(),
            s_axis_tdata: Default::default(),
            s_axis_tkeep: Default::default(),
            s_axis_tvalid: Default::default(),
            s_axis_tlast: Default::default(),
            s_axis_tready: Default::default(),
            key: Default::default(),
            m_tag: Default::default(),
            m_tag_valid: Default::default(),
            rnd: Default::default(),
            state: Default::default(),
            v0: Default::default(),
            v1: Default::default(),
            v2: Default::default(),
            v3: Default::default(),
            m: Default::default(),
            last: Default::default(),
            extra: Default::default(),
            cnt: Default::default(),
            fc: Default::default(),
            done: Default::default(),
            tag: Default::default(),
            tag_v: Default::default(),
            idle: Default::default(),
            in_r1: Default::default(),
            in_r2: Default::default(),
            take: Default::default(),
            kbytes: Default::default(),
            kmask: Default::default(),
            blk: Default::default(),
            blk_last: Default::default(),
            blk_extra: Default::default(),
            cnt_base: Default::default(),
            cnt_next: Default::default(),
            w0x: Default::default(),
            w2x: Default::default(),
            c0: Constant::new(SIP_C0.into()),
            c1: Constant::new(SIP_C1.into()),
            c2: Constant::new(SIP_C2.into()),
            c3: Constant::new(SIP_C3.into()),
            fin_ff: Constant::new(0xffu64.into()),
            km: std::array::from_fn(|i| Constant::new(((1u64 << (8 * (i + 1))) - 1).into())),
        }
    }
}

impl Logic for SipHash24 {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, v0, v1, v2, v3, m, last, extra, cnt, fc, done, tag, tag_v);
        self.m_tag.next = self.tag.q.val();
        self.m_tag_valid.next = self.tag_v.q.val();
        // ---- the tag, a cycle after the last finalization round
        self.done.d.next = false;
        self.tag_v.d.next = false;
        if self.done.q.val() {
            self.tag.d.next = self.v0.q.val() ^ self.v1.q.val() ^ self.v2.q.val() ^ self.v3.q.val();
            self.tag_v.d.next = true;
        }
        // ---- the state decoded; a word is taken when there is room in `m`
        self.idle.next = false;
        self.in_r1.next = false;
        self.in_r2.next = false;
        self.s_axis_tready.next = false;
        match self.state.q.val() {
            SipState::Idle => {
                self.idle.next = true;
                self.s_axis_tready.next = true;
            }
            SipState::R1 => {
                self.in_r1.next = true;
            }
            SipState::R2 => {
                self.in_r2.next = true;
                self.s_axis_tready.next = !self.last.q.val() & !self.extra.q.val();
            }
            SipState::Wait => {
                self.s_axis_tready.next = true;
            }
            SipState::Fin => {}
        }
        // ---- the word offered, as a block
        self.kbytes.next = 0.into();
        self.kmask.next = 0.into();
        for i in 0..7 {
            if self.s_axis_tkeep.val().get_bit(i) {
                self.kmask.next = self.km[i].val();
            }
        }
        if self.s_axis_tkeep.val().get_bit(0) {
            self.kbytes.next = 1.into();
        }
        if self.s_axis_tkeep.val().get_bit(1) {
            self.kbytes.next = 2.into();
        }
        if self.s_axis_tkeep.val().get_bit(2) {
            self.kbytes.next = 3.into();
        }
        if self.s_axis_tkeep.val().get_bit(3) {
            self.kbytes.next = 4.into();
        }
        if self.s_axis_tkeep.val().get_bit(4) {
            self.kbytes.next = 5.into();
        }
        if self.s_axis_tkeep.val().get_bit(5) {
            self.kbytes.next = 6.into();
        }
        if self.s_axis_tkeep.val().get_bit(6) {
            self.kbytes.next = 7.into();
        }
        self.cnt_base.next = self.cnt.q.val();
        if self.idle.val() {
            self.cnt_base.next = 0.into();
        }
        // a full word (and a full last word: the length block follows)
        self.blk.next = self.s_axis_tdata.val();
        self.blk_last.next = false;
        self.blk_extra.next = self.s_axis_tlast.val();
        self.cnt_next.next = self.cnt_base.val() + 8;
        if self.s_axis_tlast.val() & !self.s_axis_tkeep.val().get_bit(7) {
            // the final block: the kept bytes and the length mod 256
            self.cnt_next.next = self.cnt_base.val() + self.kbytes.val();
            self.blk.next = (self.s_axis_tdata.val() & self.kmask.val())
                | (bit_cast::<64, 8>(self.cnt_next.val()) << 56);
            self.blk_last.next = true;
            self.blk_extra.next = false;
        }
        // ---- the round: v3 ^= m on its inputs in R1; v0 ^= m on its
        // outputs in R2, and v2 ^= 0xff after the final block's
        self.rnd.v0.next = self.v0.q.val();
        self.rnd.v1.next = self.v1.q.val();
        self.rnd.v2.next = self.v2.q.val();
        self.rnd.v3.next = self.v3.q.val();
        if self.in_r1.val() {
            self.rnd.v3.next = self.v3.q.val() ^ self.m.q.val();
        }
        self.w0x.next = self.rnd.w0.val();
        self.w2x.next = self.rnd.w2.val();
        if self.in_r2.val() {
            self.w0x.next = self.rnd.w0.val() ^ self.m.q.val();
            if self.last.q.val() {
                self.w2x.next = self.rnd.w2.val() ^ self.fin_ff.val();
            }
        }
        self.take.next = self.s_axis_tvalid.val() & self.s_axis_tready.val();
        match self.state.q.val() {
            SipState::Idle => {
                if self.take.val() {
                    self.v0.d.next = self.key.val().get_bits::<64>(0) ^ self.c0.val();
                    self.v1.d.next = self.key.val().get_bits::<64>(64) ^ self.c1.val();
                    self.v2.d.next = self.key.val().get_bits::<64>(0) ^ self.c2.val();
                    self.v3.d.next = self.key.val().get_bits::<64>(64) ^ self.c3.val();
                    self.state.d.next = SipState::R1;
                }
            }
            SipState::R1 => {
                self.v0.d.next = self.w0x.val();
                self.v1.d.next = self.rnd.w1.val();
                self.v2.d.next = self.w2x.val();
                self.v3.d.next = self.rnd.w3.val();
                self.state.d.next = SipState::R2;
            }
            SipState::R2 => {
                self.v0.d.next = self.w0x.val();
                self.v1.d.next = self.rnd.w1.val();
                self.v2.d.next = self.w2x.val();
                self.v3.d.next = self.rnd.w3.val();
                if self.last.q.val() {
                    self.fc.d.next = 0.into();
                    self.state.d.next = SipState::Fin;
                } else if self.extra.q.val() {
                    // the length block of a message that ended on a full word
                    self.m.d.next = bit_cast::<64, 8>(self.cnt.q.val()) << 56;
                    self.last.d.next = true;
                    self.extra.d.next = false;
                    self.state.d.next = SipState::R1;
                } else if self.take.val() {
                    self.state.d.next = SipState::R1;
                } else {
                    self.state.d.next = SipState::Wait;
                }
            }
            SipState::Wait => {
                if self.take.val() {
                    self.state.d.next = SipState::R1;
                }
            }
            SipState::Fin => {
                self.v0.d.next = self.w0x.val();
                self.v1.d.next = self.rnd.w1.val();
                self.v2.d.next = self.w2x.val();
                self.v3.d.next = self.rnd.w3.val();
                self.fc.d.next = self.fc.q.val() + 1;
                if self.fc.q.val() == 3 {
                    self.done.d.next = true;
                    self.state.d.next = SipState::Idle;
                }
            }
        }
        if self.take.val() {
            self.m.d.next = self.blk.val();
            self.last.d.next = self.blk_last.val();
            self.extra.d.next = self.blk_extra.val();
            self.cnt.d.next = self.cnt_next.val();
        }
        if self.reset.val() {
            self.state.d.next = SipState::Idle;
            self.done.d.next = false;
            self.tag_v.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{beats, Bench, Pattern, Rng};
    use siphasher::sip::SipHasher24;
    use std::hash::Hasher;

    /// A message and its key (k0, k1).
    #[derive(Clone, Debug)]
    struct Msg {
        key: (u64, u64),
        bytes: Vec<u8>,
    }

    /// The reference: the `siphasher` crate.
    fn reference(m: &Msg) -> u64 {
        let mut h = SipHasher24::new_with_keys(m.key.0, m.key.1);
        h.write(&m.bytes);
        h.finish()
    }

    fn random_msg(rng: &mut Rng, len: usize) -> Msg {
        Msg {
            key: (rng.next(), rng.next()),
            bytes: (0..len).map(|_| rng.next() as u8).collect(),
        }
    }

    /// Blocks SipHash compresses for `len` bytes (the length block included).
    fn blocks(len: usize) -> u64 {
        len as u64 / 8 + 1
    }

    /// What a run saw, per message: the cycles its first and last words
    /// were taken, and every tag pulse with its cycle.
    #[derive(Default, Debug)]
    struct Run {
        first: Vec<u64>,
        last: Vec<u64>,
        tags: Vec<(u64, u64)>,
    }

    fn bench(u: &mut SipHash24) -> Bench<'_, SipHash24> {
        let mut b = Bench::new(u, |u: &mut SipHash24, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.tick();
        b.uut().reset.next = false;
        b
    }

    /// Streams `msgs`, a message's first word offered per `between` and
    /// each later word per `inside` (a word offered stays offered until
    /// taken). Lanes `tkeep` leaves out, idle cycles' words and the key
    /// outside a first word are random. Checks on the way that `tready`
    /// does not depend on the inputs; runs `drain` cycles after the last
    /// tag it expects.
    fn stream(
        b: &mut Bench<'_, SipHash24>,
        msgs: &[Msg],
        between: Pattern,
        inside: Pattern,
        seed: u64,
    ) -> Run {
        let mut rng = Rng(seed);
        let words: Vec<_> = msgs.iter().map(|m| beats(&m.bytes)).collect();
        let mut run = Run::default();
        let (mut mi, mut wi) = (0, 0);
        let mut offered = false;
        let mut cycle = 0u64;
        let mut after = 0;
        let limit: u64 = msgs.iter().map(|m| 10 * blocks(m.bytes.len()) + 50).sum();
        while after < 40 {
            cycle += 1;
            assert!(cycle < 20 * limit, "stuck: {} tags", run.tags.len());
            if run.tags.len() >= msgs.len() && mi == msgs.len() {
                after += 1;
            }
            if !offered && mi < msgs.len() {
                let p = if wi == 0 { between } else { inside };
                offered = p.on(cycle, &mut rng);
            }
            // tready first with the inputs idle and random
            let u = b.uut();
            u.s_axis_tvalid.next = false;
            u.s_axis_tdata.next = rng.next().into();
            u.s_axis_tkeep.next = (rng.next() & 0xff).into();
            u.s_axis_tlast.next = rng.bit(50);
            let mut k = Bits::<128>::default();
            k.set_bits::<64>(0, rng.next().into());
            k.set_bits::<64>(64, rng.next().into());
            u.key.next = k;
            b.settle();
            let ready = b.uut().s_axis_tready.val();
            if offered {
                let bt = words[mi][wi];
                let keep_mask = if bt.keep == 0xff {
                    u64::MAX
                } else {
                    (1u64 << (8 * bt.keep.count_ones())) - 1
                };
                let u = b.uut();
                u.s_axis_tvalid.next = true;
                u.s_axis_tdata.next = (bt.data | (rng.next() & !keep_mask)).into();
                u.s_axis_tkeep.next = (bt.keep as u64).into();
                u.s_axis_tlast.next = bt.last;
                if wi == 0 {
                    let mut k = Bits::<128>::default();
                    k.set_bits::<64>(0, msgs[mi].key.0.into());
                    k.set_bits::<64>(64, msgs[mi].key.1.into());
                    u.key.next = k;
                }
                b.settle();
                assert_eq!(
                    b.uut().s_axis_tready.val(),
                    ready,
                    "cycle {cycle}: tready moved with the inputs"
                );
            }
            if b.uut().m_tag_valid.val() {
                run.tags.push((cycle, b.uut().m_tag.val().to_u64()));
            }
            if offered && ready {
                if wi == 0 {
                    run.first.push(cycle);
                }
                offered = false;
                wi += 1;
                if wi == words[mi].len() {
                    run.last.push(cycle);
                    wi = 0;
                    mi += 1;
                }
            }
            b.tick();
        }
        run
    }

    /// Streams `msgs` on a fresh core and checks one tag per message, each
    /// the reference's, in order.
    fn check(msgs: &[Msg], between: Pattern, inside: Pattern, seed: u64) -> Run {
        let mut u = SipHash24::default();
        let mut b = bench(&mut u);
        let run = stream(&mut b, msgs, between, inside, seed);
        check_tags(msgs, &run);
        run
    }

    fn check_tags(msgs: &[Msg], run: &Run) {
        assert_eq!(run.tags.len(), msgs.len(), "one tag per message");
        for (i, (m, (_, tag))) in msgs.iter().zip(&run.tags).enumerate() {
            assert_eq!(
                *tag,
                reference(m),
                "message {i}: {} bytes, key {:x?}",
                m.bytes.len(),
                m.key
            );
        }
        // each tag after its message's last word and before the next one's
        for (i, (c, _)) in run.tags.iter().enumerate() {
            assert!(*c > run.last[i], "tag {i} before its last word");
        }
    }

    #[test]
    fn the_reference_is_the_papers_vector() {
        // SipHash-2-4 paper, appendix A: key 00..0f, message 00..0e
        let key: Vec<u8> = (0..16).collect();
        let m = Msg {
            key: (
                u64::from_le_bytes(key[..8].try_into().unwrap()),
                u64::from_le_bytes(key[8..].try_into().unwrap()),
            ),
            bytes: (0..15).collect(),
        };
        assert_eq!(reference(&m), 0xa129_ca61_49be_45e5);
        // and the core agrees
        check(&[m], Pattern::Full, Pattern::Full, 1);
    }

    #[test]
    fn empty_message() {
        let mut rng = Rng(11);
        let msgs: Vec<_> = (0..3).map(|_| random_msg(&mut rng, 0)).collect();
        let run = check(&msgs, Pattern::Full, Pattern::Full, 2);
        // one block (the length), four finalization rounds
        assert_eq!(run.tags[0].0 - run.first[0], 2 * blocks(0) + 6);
    }

    #[test]
    fn every_length_1_to_24() {
        let mut rng = Rng(12);
        let msgs: Vec<_> = (1..=24).map(|l| random_msg(&mut rng, l)).collect();
        check(&msgs, Pattern::Full, Pattern::Full, 3);
        check(&msgs, Pattern::Random(50), Pattern::Random(50), 4);
    }

    #[test]
    fn long_messages_60_64_1514_9000() {
        let mut rng = Rng(13);
        let msgs: Vec<_> = [60, 64, 1514, 9000]
            .iter()
            .map(|&l| random_msg(&mut rng, l))
            .collect();
        check(&msgs, Pattern::Full, Pattern::Full, 5);
    }

    #[test]
    fn random_keys_with_idle_cycles_between_and_inside_messages() {
        for seed in 1..=4 {
            let mut rng = Rng(100 + seed);
            let msgs: Vec<_> = (0..30)
                .map(|_| {
                    let len = rng.below(130) as usize;
                    random_msg(&mut rng, len)
                })
                .collect();
            let (between, inside) = match seed {
                1 => (Pattern::Random(30), Pattern::Random(60)),
                2 => (Pattern::Burst(1, 9), Pattern::Burst(2, 3)),
                3 => (Pattern::Full, Pattern::Random(20)),
                _ => (Pattern::Random(10), Pattern::Full),
            };
            check(&msgs, between, inside, seed);
        }
    }

    #[test]
    fn one_tag_per_message_at_a_fixed_latency_and_rate() {
        // Back to back at full input rate: the next message's first word
        // is taken 2 (L/8 + 1) + 5 cycles after the first word before (the
        // figures of the module's doc), its tag pulses a cycle later.
        let mut rng = Rng(14);
        let lens = [0usize, 7, 8, 9, 64, 1514, 15, 16, 60];
        let msgs: Vec<_> = lens.iter().map(|&l| random_msg(&mut rng, l)).collect();
        let run = check(&msgs, Pattern::Full, Pattern::Full, 6);
        for (i, &l) in lens.iter().enumerate() {
            assert_eq!(
                run.tags[i].0 - run.first[i],
                2 * blocks(l) + 6,
                "latency of {l} bytes"
            );
            if i + 1 < lens.len() {
                assert_eq!(
                    run.first[i + 1] - run.first[i],
                    2 * blocks(l) + 5,
                    "cycles per message of {l} bytes"
                );
            }
            // a word every two cycles
            let words = l.div_ceil(8).max(1) as u64;
            assert_eq!(run.last[i] - run.first[i], 2 * (words - 1), "{l} bytes");
        }
        assert_eq!(2 * blocks(64) + 5, 23);
        assert_eq!(2 * blocks(1514) + 5, 385);
    }

    #[test]
    fn back_to_back_messages_with_different_keys() {
        // The same bytes under different keys, and different bytes under
        // one key, back to back; the key is random outside first words.
        let mut rng = Rng(15);
        let base = random_msg(&mut rng, 21);
        let mut msgs = vec![];
        for i in 0..6 {
            let mut m = base.clone();
            m.key = (rng.next(), rng.next());
            if i % 2 == 1 {
                m.bytes[(i * 3) % 21] ^= 1;
            }
            msgs.push(m);
            let mut same_key = random_msg(&mut rng, 16);
            same_key.key = base.key;
            msgs.push(same_key);
        }
        let run = check(&msgs, Pattern::Full, Pattern::Full, 7);
        let mut tags: Vec<u64> = run.tags.iter().map(|t| t.1).collect();
        tags.sort();
        tags.dedup();
        assert_eq!(tags.len(), msgs.len(), "distinct messages, distinct tags");
    }

    #[test]
    fn reset_drops_a_message_in_progress() {
        let mut rng = Rng(16);
        let mut u = SipHash24::default();
        let mut b = bench(&mut u);
        // half a message, then reset in the middle of its blocks
        let half = random_msg(&mut rng, 40);
        let w = beats(&half.bytes);
        b.uut().s_axis_tvalid.next = true;
        b.uut().s_axis_tlast.next = false;
        b.uut().s_axis_tkeep.next = 0xffu64.into();
        for bt in &w[..3] {
            b.uut().s_axis_tdata.next = bt.data.into();
            loop {
                b.settle();
                let r = b.uut().s_axis_tready.val();
                b.tick();
                if r {
                    break;
                }
            }
        }
        b.uut().s_axis_tvalid.next = false;
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        let msgs = vec![random_msg(&mut rng, 33), random_msg(&mut rng, 8)];
        let run = stream(&mut b, &msgs, Pattern::Full, Pattern::Full, 8);
        check_tags(&msgs, &run);
    }

    #[test]
    fn siphash_verilog_generates() {
        let v = crate::gen::verilog_of(SipHash24::default(), "netjoin_siphash24");
        assert!(v.contains("module netjoin_siphash24("));
        assert!(v.contains("s_axis_tready"));
    }
}
