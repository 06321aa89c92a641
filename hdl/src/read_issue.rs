//! Read issue queue of one memory controller, in the probe unit.
//!
//! The probe unit's stage hands over, in one cycle, the reads a tuple needs
//! on this controller: a mask of its tables whose bucket lives here and is
//! not in the hot-bucket cache, and every table's line address. The queue
//! issues them one per cycle, lowest table first, tuple after tuple, so
//! this controller's reads keep the order the line packer (line_packer.rs)
//! expects: tuple order, then table order.
//!
//! Why it exists: when the stage issued a tuple's reads itself, a tuple
//! with two of its buckets on one controller held the stage two cycles
//! while the other controller idled, so the unit issued max(n0, n1) cycles
//! per tuple (1.5 on average for two tables, 2.25 for three: 0.89 of the
//! DDR model's read ceiling, docs/HDL.md §4). With a queue per controller
//! each controller issues back to back whatever the other one does.
//!
//! Contract: `s_write` only with a non-zero mask and while `s_full` is low.

use super::fifo::Fifo;
use super::sig::*;
use rust_hdl::prelude::*;

/// Every table's line address, table t at bits 32t.
pub const ADDRS_BITS: usize = 32 * TABLES;
/// A queue entry: the addresses, then the mask.
const Q_BITS: usize = ADDRS_BITS + TABLES;
/// log2 of the queue's entries: enough to cover the cycle the stage needs
/// to see `s_full` and a few tuples of imbalance between the controllers
/// (the line packers' response FIFOs hold the rest).
const Q_LOG2: usize = 2;

#[derive(LogicBlock)]
#[allow(non_snake_case)] // constants named like the Rust ones they mirror
pub struct ReadIssue {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// A tuple's reads on this controller: bit t = table t.
    pub s_write: Signal<In, Bit>,
    pub s_mask: Signal<In, Bits<TABLES>>,
    pub s_addrs: Signal<In, Bits<ADDRS_BITS>>,
    pub s_full: Signal<Out, Bit>,
    /// The read request to the memory port.
    pub m_valid: Signal<Out, Bit>,
    pub m_addr: Signal<Out, Bits<32>>,
    pub m_ready: Signal<In, Bit>,
    /// Reads queued and not issued.
    pub busy: Signal<Out, Bit>,
    q: Fifo<Bits<Q_BITS>, Q_LOG2, { Q_LOG2 + 1 }>,
    /// Tables of the head entry already issued.
    done: DFF<Bits<TABLES>>,
    rem: Signal<Local, Bits<TABLES>>,
    low: Signal<Local, Bits<TABLES>>,
    more: Signal<Local, Bit>,
    fire: Signal<Local, Bit>,
    /// Bit t of a table mask (a mask of one table is a Verilog scalar,
    /// which takes no bit select).
    tbit: [Constant<Bits<TABLES>>; TABLES],
    ADDRS_BITS: Constant<Bits<16>>,
}

impl Default for ReadIssue {
    fn default() -> Self {
        ReadIssue {
            clock: Default::default(),
            reset: Default::default(),
            s_write: Default::default(),
            s_mask: Default::default(),
            s_addrs: Default::default(),
            s_full: Default::default(),
            m_valid: Default::default(),
            m_addr: Default::default(),
            m_ready: Default::default(),
            busy: Default::default(),
            q: Default::default(),
            done: Default::default(),
            rem: Default::default(),
            low: Default::default(),
            more: Default::default(),
            fire: Default::default(),
            tbit: std::array::from_fn(|t| Constant::new(bits::<TABLES>(1 << t))),
            ADDRS_BITS: Constant::new((ADDRS_BITS as u64).into()),
        }
    }
}

impl Logic for ReadIssue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, done);
        clock!(self, clock, q);
        self.q.reset.next = self.reset.val();
        self.q.write.next = self.s_write.val();
        self.q.data_in.next = bit_cast::<Q_BITS, ADDRS_BITS>(self.s_addrs.val())
            | (bit_cast::<Q_BITS, TABLES>(self.s_mask.val()) << self.ADDRS_BITS.val());
        self.s_full.next = self.q.full.val();
        self.busy.next = !self.q.empty.val();
        // the head's lowest table not issued yet, and whether another follows
        self.rem.next = self.q.data_out.val().get_bits::<TABLES>(ADDRS_BITS) & !self.done.q.val();
        self.low.next = self.rem.val() & (!self.rem.val() + 1);
        self.more.next = (self.rem.val() & !self.low.val()) != 0;
        self.m_addr.next = self.q.data_out.val().get_bits::<32>(0);
        for t in 0..TABLES {
            if (self.low.val() & self.tbit[t].val()) != 0 {
                self.m_addr.next = self.q.data_out.val().get_bits::<32>(32 * t);
            }
        }
        self.m_valid.next = !self.q.empty.val() & (self.rem.val() != 0);
        self.fire.next = self.m_valid.val() & self.m_ready.val();
        self.q.read.next = false;
        if self.fire.val() {
            if self.more.val() {
                self.done.d.next = self.done.q.val() | self.low.val();
            } else {
                self.done.d.next = 0.into();
                self.q.read.next = true;
            }
        }
        if self.reset.val() {
            self.done.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::{Bench, Pattern, Rng};

    fn bench(u: &mut ReadIssue) -> Bench<'_, ReadIssue> {
        let mut b = Bench::new(u, |u, c| u.clock.next = c);
        b.uut().reset.next = true;
        b.tick();
        b.uut().reset.next = false;
        b
    }

    fn addrs(base: u64) -> Bits<ADDRS_BITS> {
        let mut a: Bits<ADDRS_BITS> = 0.into();
        for t in 0..TABLES {
            a.set_bits::<32>(32 * t, bits::<32>(base + t as u64));
        }
        a
    }

    /// Writes `n` tuples' reads as fast as `s_full` allows (`send`), takes
    /// reads per `take`: returns the addresses issued, in order, and cycles.
    fn run(n: u64, send: Pattern, take: Pattern, seed: u64) -> (Vec<u64>, Vec<u64>, u64) {
        let mut u = ReadIssue::default();
        let mut b = bench(&mut u);
        let mut rng = Rng(seed);
        let (mut sent, mut want, mut got) = (0u64, vec![], vec![]);
        let mut cycle = 0u64;
        while (got.len() as u64) < want.len() as u64 || sent < n {
            cycle += 1;
            assert!(cycle < 100 * n + 100, "stuck after {} reads", got.len());
            b.settle();
            let full = b.uut().s_full.val();
            let write = sent < n && !full && send.on(cycle, &mut rng);
            b.uut().s_write.next = write;
            if write {
                // a random non-empty mask; table t's address is base + t
                let (mask, base) = (1 + rng.below((1 << TABLES) - 1), sent << 8);
                b.uut().s_mask.next = mask.into();
                b.uut().s_addrs.next = addrs(base);
                want.extend(
                    (0..TABLES as u64)
                        .filter(|t| mask >> t & 1 == 1)
                        .map(|t| base + t),
                );
                sent += 1;
            }
            b.uut().m_ready.next = take.on(cycle, &mut rng);
            b.settle();
            if b.uut().m_valid.val() && b.uut().m_ready.val() {
                got.push(b.uut().m_addr.val().to_u64());
            }
            b.tick();
        }
        b.uut().s_write.next = false;
        for _ in 0..4 {
            b.tick();
        }
        b.settle();
        assert!(
            !b.uut().m_valid.val() && !b.uut().busy.val(),
            "nothing left after the last read"
        );
        (want, got, cycle)
    }

    #[test]
    fn idle_input_issues_nothing() {
        let mut u = ReadIssue::default();
        let mut b = bench(&mut u);
        b.uut().s_write.next = false;
        b.uut().m_ready.next = true;
        for _ in 0..10 {
            b.settle();
            assert!(!b.uut().m_valid.val() && !b.uut().s_full.val() && !b.uut().busy.val());
            b.tick();
        }
    }

    #[test]
    fn issues_a_read_a_cycle_in_tuple_then_table_order() {
        let (want, got, cycles) = run(400, Pattern::Full, Pattern::Full, 1);
        assert_eq!(got, want);
        // the memory side is the limit: one read a cycle, plus the FIFO's
        // latency and the cycles the queue was full
        assert!(
            cycles <= want.len() as u64 + 8,
            "{cycles} cycles for {} reads",
            want.len()
        );
    }

    #[test]
    fn back_pressure_loses_and_reorders_nothing() {
        for (seed, send, take) in [
            (2, Pattern::Full, Pattern::Random(50)),
            (3, Pattern::Random(30), Pattern::Full),
            (4, Pattern::Full, Pattern::Burst(1, 3)),
            (5, Pattern::Burst(5, 5), Pattern::Burst(3, 2)),
        ] {
            let (want, got, _) = run(300, send, take, seed);
            assert_eq!(got, want, "seed {seed}");
        }
    }

    #[test]
    fn a_full_queue_refuses_and_keeps_its_entries() {
        let mut u = ReadIssue::default();
        let mut b = bench(&mut u);
        b.uut().m_ready.next = false;
        let mut written = 0u64;
        for i in 0..10u64 {
            b.settle();
            if b.uut().s_full.val() {
                break;
            }
            b.uut().s_write.next = true;
            b.uut().s_mask.next = 1u64.into();
            b.uut().s_addrs.next = addrs(i << 8);
            b.tick();
            written += 1;
        }
        b.uut().s_write.next = false;
        assert_eq!(
            written,
            1 << Q_LOG2,
            "the queue holds {} entries",
            1 << Q_LOG2
        );
        b.uut().m_ready.next = true;
        let mut got = vec![];
        for _ in 0..20 {
            b.settle();
            if b.uut().m_valid.val() {
                got.push(b.uut().m_addr.val().to_u64());
            }
            b.tick();
        }
        assert_eq!(got, (0..written).map(|i| i << 8).collect::<Vec<_>>());
    }

    #[test]
    fn read_issue_verilog_generates() {
        let v = crate::gen::verilog_of(ReadIssue::default(), "netjoin_read_issue");
        assert!(
            v.contains("module netjoin_read_issue("),
            "{}",
            &v[..200.min(v.len())]
        );
    }
}
