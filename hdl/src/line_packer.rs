//! Line packer of one memory controller, in the probe unit.
//!
//! The controller answers reads in order. For each tuple with reads on this
//! controller the stage writes a mask (bit t: table t's bucket is read here,
//! in table order, the order read_issue.rs issues them); the packer pops one
//! response line per cycle, keeps it as table t's line, and when the
//! tuple's last line is in, offers the tuple's lines on `m_*` until the
//! collect stage takes them. The collect stage then completes a tuple in
//! one cycle, taking its lines from both packers at once.
//!
//! Why it exists: when the collect stage popped the head tuple's lines
//! itself, one per controller per cycle, a tuple with two lines on one
//! controller held the other controller's responses for a cycle, so
//! collecting cost max(n0, n1) cycles per tuple. A packer per controller
//! works through its own responses while the other one is behind; the
//! response FIFO in front of it (mem_port.rs) absorbs the difference.
//!
//! The output register doubles as the accumulator: a tuple's lines are
//! offered once the last one is in, and the first line of the next tuple
//! may arrive in the cycle they are taken. Lines of tables outside a
//! tuple's mask are left over from earlier tuples; the collect stage takes
//! from each packer only the tables whose lines it read.
//!
//! Contract: `s_write` only with a non-zero mask and while `s_full` is low;
//! the masks match the reads issued on this controller, in order.

use super::fifo::Fifo;
use super::sig::*;
use rust_hdl::prelude::*;

/// log2 of the masks held: one per tuple in flight with a read here
/// (probe_unit.rs `P_INFLIGHT`).
const M_LOG2: usize = 6;

#[derive(LogicBlock)]
pub struct LinePacker {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// A tuple's reads on this controller: bit t = table t.
    pub s_write: Signal<In, Bit>,
    pub s_mask: Signal<In, Bits<TABLES>>,
    pub s_full: Signal<Out, Bit>,
    /// The controller's response FIFO (first word falls through).
    pub r_data: Signal<In, Bits<512>>,
    pub r_empty: Signal<In, Bit>,
    pub r_pop: Signal<Out, Bit>,
    /// A tuple's lines, table t in `m_line[t]` (those in its mask).
    pub m_valid: Signal<Out, Bit>,
    pub m_line: [Signal<Out, Bits<512>>; TABLES],
    pub m_ready: Signal<In, Bit>,
    /// Masks waiting for lines, or lines not taken.
    pub busy: Signal<Out, Bit>,
    q: Fifo<Bits<TABLES>, M_LOG2, { M_LOG2 + 1 }>,
    /// Tables of the head mask already in.
    done: DFF<Bits<TABLES>>,
    /// The lines are a whole tuple's, offered.
    full: DFF<Bit>,
    acc: [DFF<Bits<512>>; TABLES],
    rem: Signal<Local, Bits<TABLES>>,
    low: Signal<Local, Bits<TABLES>>,
    more: Signal<Local, Bit>,
    go: Signal<Local, Bit>,
    /// Bit t of a table mask (a mask of one table is a Verilog scalar,
    /// which takes no bit select).
    tbit: [Constant<Bits<TABLES>>; TABLES],
}

impl Default for LinePacker {
    fn default() -> Self {
        LinePacker {
            clock: Default::default(),
            reset: Default::default(),
            s_write: Default::default(),
            s_mask: Default::default(),
            s_full: Default::default(),
            r_data: Default::default(),
            r_empty: Default::default(),
            r_pop: Default::default(),
            m_valid: Default::default(),
            m_line: Default::default(),
            m_ready: Default::default(),
            busy: Default::default(),
            q: Default::default(),
            done: Default::default(),
            full: Default::default(),
            acc: Default::default(),
            rem: Default::default(),
            low: Default::default(),
            more: Default::default(),
            go: Default::default(),
            tbit: std::array::from_fn(|t| Constant::new(bits::<TABLES>(1 << t))),
        }
    }
}

impl Logic for LinePacker {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, done, full);
        clock!(self, clock, q);
        for t in 0..TABLES {
            self.acc[t].clock.next = self.clock.val();
            self.acc[t].d.next = self.acc[t].q.val();
            self.m_line[t].next = self.acc[t].q.val();
        }
        self.q.reset.next = self.reset.val();
        self.q.write.next = self.s_write.val();
        self.q.data_in.next = self.s_mask.val();
        self.s_full.next = self.q.full.val();
        self.m_valid.next = self.full.q.val();
        self.busy.next = !self.q.empty.val() | self.full.q.val();
        // the head mask's lowest table not in yet, and whether another follows
        self.rem.next = self.q.data_out.val() & !self.done.q.val();
        self.low.next = self.rem.val() & (!self.rem.val() + 1);
        self.more.next = (self.rem.val() & !self.low.val()) != 0;
        // a line goes in unless a whole tuple's lines wait and stay
        self.go.next = !self.q.empty.val()
            & !self.r_empty.val()
            & (self.rem.val() != 0)
            & !(self.full.q.val() & !self.m_ready.val());
        self.r_pop.next = self.go.val();
        for t in 0..TABLES {
            if self.go.val() & ((self.low.val() & self.tbit[t].val()) != 0) {
                self.acc[t].d.next = self.r_data.val();
            }
        }
        self.q.read.next = false;
        self.full.d.next = self.full.q.val() & !self.m_ready.val();
        if self.go.val() {
            if self.more.val() {
                self.done.d.next = self.done.q.val() | self.low.val();
            } else {
                self.done.d.next = 0.into();
                self.q.read.next = true;
                self.full.d.next = true;
            }
        }
        if self.reset.val() {
            self.done.d.next = 0.into();
            self.full.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Pattern, Rng};

    fn bench(u: &mut LinePacker) -> Bench<'_, LinePacker> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b
    }

    fn line(v: u64) -> Bits<512> {
        let mut l: Bits<512> = 0.into();
        l.set_bits::<64>(0, bits::<64>(v));
        l.set_bits::<64>(448, bits::<64>(!v));
        l
    }

    /// `n` tuples with random non-empty masks; the masks are written as
    /// `s_full` allows, the response FIFO offers the lines per `lines`
    /// (line of tuple i, table t = `i << 4 | t`), the tuples are taken per
    /// `take`. Returns, per tuple taken, its lines of the tables in its
    /// mask, against what was expected, and the cycles it took.
    fn run(
        n: u64,
        lines: Pattern,
        take: Pattern,
        seed: u64,
    ) -> (Vec<Vec<u64>>, Vec<Vec<u64>>, u64) {
        let mut u = LinePacker::default();
        let mut b = bench(&mut u);
        let mut rng = Rng(seed);
        let masks: Vec<u64> = (0..n).map(|_| 1 + rng.below((1 << TABLES) - 1)).collect();
        let want: Vec<Vec<u64>> = masks
            .iter()
            .enumerate()
            .map(|(i, m)| {
                (0..TABLES as u64)
                    .filter(|t| m >> t & 1 == 1)
                    .map(|t| (i as u64) << 4 | t)
                    .collect()
            })
            .collect();
        let mut resp: std::collections::VecDeque<u64> = want.iter().flatten().copied().collect();
        let (mut written, mut got) = (0usize, vec![]);
        let mut cycle = 0u64;
        while got.len() < n as usize {
            cycle += 1;
            assert!(cycle < 100 * n + 100, "stuck after {} tuples", got.len());
            b.settle();
            let write = written < masks.len() && !b.uut().s_full.val();
            b.uut().s_write.next = write;
            b.uut().s_mask.next = masks.get(written).copied().unwrap_or(0).into();
            // lines become visible per `lines`; the FIFO never withdraws one
            let offer = !resp.is_empty() && (lines.on(cycle, &mut rng) || !b.uut().r_empty.val());
            b.uut().r_empty.next = !offer;
            b.uut().r_data.next = line(resp.front().copied().unwrap_or(0xdead));
            let ready = take.on(cycle, &mut rng);
            b.uut().m_ready.next = ready;
            b.settle();
            if b.uut().m_valid.val() && ready {
                let m = masks[got.len()];
                let mut ls = vec![];
                for t in 0..TABLES {
                    if m >> t & 1 == 1 {
                        let l = b.uut().m_line[t].val();
                        assert_eq!(
                            l.get_bits::<64>(448).to_u64(),
                            !l.get_bits::<64>(0).to_u64(),
                            "a whole line"
                        );
                        ls.push(l.get_bits::<64>(0).to_u64());
                    }
                }
                got.push(ls);
            }
            if b.uut().r_pop.val() {
                assert!(offer, "popped an empty FIFO");
                resp.pop_front();
            }
            written += write as usize;
            b.tick();
        }
        b.uut().s_write.next = false;
        b.uut().r_empty.next = true;
        b.tick();
        b.settle();
        assert!(
            !b.uut().m_valid.val() && !b.uut().busy.val(),
            "nothing left after the last tuple"
        );
        (want, got, cycle)
    }

    #[test]
    fn idle_input_offers_nothing() {
        let mut u = LinePacker::default();
        let mut b = bench(&mut u);
        b.uut().s_write.next = false;
        b.uut().r_empty.next = true;
        b.uut().m_ready.next = true;
        for _ in 0..10 {
            b.settle();
            assert!(!b.uut().m_valid.val() && !b.uut().r_pop.val() && !b.uut().busy.val());
            b.tick();
        }
    }

    #[test]
    fn packs_a_line_a_cycle() {
        let (want, got, cycles) = run(300, Pattern::Full, Pattern::Full, 1);
        assert_eq!(got, want);
        let lines: usize = want.iter().map(Vec::len).sum();
        // one line per cycle, a tuple taken in the cycle the next one starts
        assert!(
            cycles <= lines as u64 + 8,
            "{cycles} cycles for {lines} lines"
        );
    }

    #[test]
    fn back_pressure_loses_and_mixes_nothing() {
        for (seed, lines, take) in [
            (2, Pattern::Full, Pattern::Random(40)),
            (3, Pattern::Random(30), Pattern::Full),
            (4, Pattern::Burst(2, 3), Pattern::Burst(1, 2)),
            (5, Pattern::Random(60), Pattern::Random(60)),
        ] {
            let (want, got, _) = run(200, lines, take, seed);
            assert_eq!(got, want, "seed {seed}");
        }
    }

    #[test]
    fn line_packer_verilog_generates() {
        let v = crate::gen::verilog_of(LinePacker::default(), "netjoin_line_packer");
        assert!(
            v.contains("module netjoin_line_packer("),
            "{}",
            &v[..200.min(v.len())]
        );
    }
}
