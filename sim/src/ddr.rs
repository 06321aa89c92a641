//! Cycle-level timing model of one DDR3 memory controller, as seen from the
//! switch's memory port (docs/HDL.md, docs/RTL_HARNESS.md §DDR model).
//!
//! The interface is the one the switch RTL uses, clocked at the switch clock
//! (156.25 MHz by default): one request per cycle with `req_ready`
//! back-pressure, reads answered in request order with one 64-byte line each,
//! writes unanswered. Behind it sits a MIG-style controller for DDR3-1600
//! 11-11-11 on a 64-bit module: a request queue, a window of "bank machines"
//! that may issue commands out of order across banks (in order within a
//! bank), an open-page policy, the JEDEC constraints that matter for random
//! access (tRCD, tRP, tRAS, tRC, tRRD, tFAW, tCCD, read/write turnaround,
//! tWR, tRTP, refresh), and fixed controller pipeline latencies in front of
//! and behind the DRAM. Time inside is counted in DRAM clocks (nCK, 1.25 ns).
//!
//! Data semantics are exact and independent of timing: a read returns the
//! line as written by every write pushed before it (the controller preserves
//! order between requests to the same bank), and unwritten lines read as
//! zero. Storage is sparse (pages allocated on first write).
//!
//! Per switch cycle:
//! ```
//! # use netjoin_sim::ddr::{Ddr, DdrTiming, MemReq};
//! let mut ddr = Ddr::new(DdrTiming::default());
//! let mut pending = Some(MemReq::read(5));
//! let mut got = None;
//! for _ in 0..100 {
//!     let ready = ddr.req_ready();              // drive mem_req_ready
//!     let rsp = ddr.response().copied();        // drive mem_rsp_valid/rdata
//!     if ready {
//!         if let Some(r) = pending.take() { ddr.push(r); } // design's req_valid
//!     }
//!     if rsp.is_some() { got = rsp; }
//!     ddr.tick();                               // the clock edge
//! }
//! assert_eq!(got, Some([0u8; 64]));
//! ```

use std::collections::VecDeque;

/// Bytes in one memory line (one BL8 burst on a 64-bit module).
pub const LINE: usize = 64;

/// Timing and geometry parameters. Timings are in DRAM clocks (nCK) unless
/// the name says `_ps`. Defaults: DDR3-1600K (11-11-11) on a 64-bit SODIMM
/// of x8 4 Gbit chips (1 KiB page per chip, 8 KiB row per rank), single
/// rank, behind a Xilinx-MIG-like controller with 4:1 PHY, driven from a
/// 156.25 MHz request clock. See docs/RTL_HARNESS.md for the justification.
#[derive(Clone, Debug, PartialEq)]
pub struct DdrTiming {
    /// Period of the request (switch) clock: 6400 ps = 156.25 MHz.
    pub switch_clock_ps: u64,
    /// DRAM clock period: 1250 ps = 800 MHz (DDR3-1600).
    pub tck_ps: u64,
    /// CAS (read) latency.
    pub cl: u64,
    /// CAS write latency.
    pub cwl: u64,
    /// ACT to READ/WRITE.
    pub trcd: u64,
    /// PRECHARGE period.
    pub trp: u64,
    /// ACT to PRECHARGE, same bank.
    pub tras: u64,
    /// ACT to ACT, same bank.
    pub trc: u64,
    /// ACT to ACT, different banks.
    pub trrd: u64,
    /// Four-activate window.
    pub tfaw: u64,
    /// Write recovery (end of write data to PRECHARGE).
    pub twr: u64,
    /// End of write data to READ.
    pub twtr: u64,
    /// READ to PRECHARGE.
    pub trtp: u64,
    /// Column command to column command.
    pub tccd: u64,
    /// Data-bus clocks of one burst (BL8 = 4 nCK = one 64-byte line).
    pub burst: u64,
    /// Extra idle clocks on the data bus when it turns from read to write.
    pub rd_to_wr_gap: u64,
    /// Refresh interval (0 disables refresh).
    pub trefi: u64,
    /// Refresh cycle time.
    pub trfc: u64,
    /// Banks (DDR3: 8).
    pub banks: u32,
    /// Lines per row: 8 KiB row / 64 B = 128. Mapping is row:bank:column
    /// (MIG's default ROW_BANK_COLUMN): column = low bits of the line address.
    pub lines_per_row: u32,
    /// Requests the controller accepts before it deasserts `req_ready`
    /// (queued requests plus reads whose data has not been returned).
    pub queue_depth: usize,
    /// Oldest queued requests that may issue commands (MIG's bank machines).
    pub bank_machines: usize,
    /// Posted writes that start a write batch while reads are waiting.
    pub write_high: usize,
    /// A write batch ends (if reads are waiting) at this many queued writes.
    pub write_low: usize,
    /// Close a row after a column access unless a queued request targets the
    /// same row (MIG-like "precharge unless a hit is pending"); false = pure
    /// open-page (rows stay open until a conflicting access).
    pub close_page: bool,
    /// From a request's acceptance to when the scheduler may act on it
    /// (clock-domain crossing, UI and native-interface pipeline).
    pub front_latency_ps: u64,
    /// From the end of a read burst to the data on the response port
    /// (PHY read path, read reorder buffer, clock-domain crossing).
    pub back_latency_ps: u64,
}

impl Default for DdrTiming {
    fn default() -> Self {
        DdrTiming {
            switch_clock_ps: 6400,
            tck_ps: 1250,
            cl: 11,
            cwl: 8,
            trcd: 11,
            trp: 11,
            tras: 28,
            trc: 39,
            trrd: 5,
            tfaw: 24,
            twr: 12,
            twtr: 6,
            trtp: 6,
            tccd: 4,
            burst: 4,
            rd_to_wr_gap: 2,
            trefi: 6240,
            trfc: 208,
            banks: 8,
            lines_per_row: 128,
            queue_depth: 32,
            bank_machines: 8,
            write_high: 8,
            write_low: 0,
            close_page: true,
            front_latency_ps: 30_000,
            back_latency_ps: 50_000,
        }
    }
}

impl DdrTiming {
    /// As the default but without refresh (for exactly repeatable latencies).
    pub fn no_refresh() -> DdrTiming {
        DdrTiming {
            trefi: 0,
            ..DdrTiming::default()
        }
    }

    /// Switch clock frequency in Hz.
    pub fn switch_hz(&self) -> f64 {
        1e12 / self.switch_clock_ps as f64
    }

    /// Latency in ps from acceptance of a read to the end of its data burst
    /// with the bank idle and closed (no refresh, nothing else queued):
    /// front latency + tRCD + CL + burst + back latency. The response shows
    /// on the port at the first switch cycle that starts at or after it.
    pub fn idle_read_latency_ps(&self) -> u64 {
        self.front_latency_ps
            + (self.trcd + self.cl + self.burst) * self.tck_ps
            + self.back_latency_ps
    }
}

/// One request on the memory port.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemReq {
    pub write: bool,
    /// 64-byte line address.
    pub addr: u32,
    /// Write data (ignored for reads). Byte i is bits 8i+7..8i of the bus.
    pub wdata: [u8; LINE],
    /// Byte strobes of a write (bit i set: byte i is written; DDR3's data
    /// mask pins, inverted). A write with some strobes clear leaves those
    /// bytes as they were and costs what a full write costs.
    pub wstrb: u64,
}

impl MemReq {
    pub fn read(addr: u32) -> MemReq {
        MemReq {
            write: false,
            addr,
            wdata: [0; LINE],
            wstrb: 0,
        }
    }
    /// A write of the whole line.
    pub fn write(addr: u32, wdata: [u8; LINE]) -> MemReq {
        MemReq::write_strobed(addr, wdata, u64::MAX)
    }
    /// A write of the bytes whose strobe bit is set.
    pub fn write_strobed(addr: u32, wdata: [u8; LINE], wstrb: u64) -> MemReq {
        MemReq {
            write: true,
            addr,
            wdata,
            wstrb,
        }
    }
}

/// Counters kept by the model.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DdrStats {
    /// Switch cycles simulated.
    pub cycles: u64,
    pub reads: u64,
    pub writes: u64,
    /// Column accesses to an already open row.
    pub row_hits: u64,
    /// Accesses that activated a closed bank.
    pub row_misses: u64,
    /// Accesses that had to close another open row first.
    pub row_conflicts: u64,
    pub activates: u64,
    pub refreshes: u64,
    /// Read/write direction changes of the data bus.
    pub turnarounds: u64,
    /// Switch cycles with at least one request in the controller.
    pub busy_cycles: u64,
    /// Switch cycles in which `req_ready` was low.
    pub not_ready_cycles: u64,
    /// DRAM clocks the data bus carried data.
    pub data_bus_nck: u64,
    /// Sum and maximum of read latencies in switch cycles (push to response).
    pub read_latency_sum: u64,
    pub read_latency_max: u64,
}

impl DdrStats {
    pub fn row_hit_rate(&self) -> f64 {
        let n = self.row_hits + self.row_misses + self.row_conflicts;
        if n == 0 {
            0.0
        } else {
            self.row_hits as f64 / n as f64
        }
    }
    pub fn mean_read_latency(&self) -> f64 {
        if self.reads == 0 {
            0.0
        } else {
            self.read_latency_sum as f64 / self.reads as f64
        }
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct Bank {
    open_row: Option<u32>,
    /// Earliest ACT.
    act_at: u64,
    /// Earliest PRECHARGE.
    pre_at: u64,
    /// Earliest column command (after ACT).
    col_at: u64,
}

#[derive(Clone, Debug)]
struct Queued {
    bank: u32,
    row: u32,
    /// nCK from which the scheduler may act on it.
    eligible: u64,
    /// Index into the read-return FIFO (reads only).
    read_seq: u64,
    did_pre: bool,
    did_act: bool,
}

#[derive(Clone, Debug)]
struct ReadSlot {
    /// ps at which the data is on the response port; None until the READ issued.
    ready_ps: Option<u64>,
    pushed_cycle: u64,
    data: [u8; LINE],
}

const PAGE_LINES_LOG2: u32 = 6;
const PAGE_LINES: usize = 1 << PAGE_LINES_LOG2;

/// Sparse line storage: 4 KiB pages (64 lines), allocated on first write,
/// so scattered writes cost little memory and dense tables stay compact.
/// Pages below [`DENSE_PAGES`] are found by index (every bucket read of
/// the simulated switch looks one up, so no hash on that path); any above,
/// which no catalog switch addresses, in a map.
#[derive(Clone, Default)]
pub struct LineStore {
    dense: Vec<Option<Box<Page>>>,
    sparse: std::collections::HashMap<u32, Box<Page>, std::hash::BuildHasherDefault<PageHasher>>,
}

type Page = [u8; PAGE_LINES * LINE];

/// Pages indexed directly: 2^21 pages = 2^27 lines (8 GiB), the most any
/// catalog signature's tables take; the index grows only as far as the
/// highest page written (at most 16 MiB of pointers).
const DENSE_PAGES: u32 = 1 << 21;

/// Multiplicative hash of a page number (SipHash is needlessly slow here).
#[derive(Clone, Copy, Default)]
struct PageHasher(u64);

impl std::hash::Hasher for PageHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = (n as u64 ^ self.0).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

impl LineStore {
    fn page(&self, addr: u32) -> Option<&Page> {
        let p = addr >> PAGE_LINES_LOG2;
        if p < DENSE_PAGES {
            self.dense.get(p as usize).and_then(|x| x.as_deref())
        } else {
            self.sparse.get(&p).map(|b| &**b)
        }
    }
    fn page_mut(&mut self, addr: u32) -> &mut Page {
        let p = addr >> PAGE_LINES_LOG2;
        let fresh = || Box::new([0u8; PAGE_LINES * LINE]);
        if p >= DENSE_PAGES {
            return self.sparse.entry(p).or_insert_with(fresh);
        }
        let i = p as usize;
        if i >= self.dense.len() {
            self.dense.resize_with(i + 1, || None);
        }
        self.dense[i].get_or_insert_with(fresh)
    }
    pub fn read(&self, addr: u32) -> [u8; LINE] {
        let mut out = [0u8; LINE];
        if let Some(page) = self.page(addr) {
            let o = (addr as usize & (PAGE_LINES - 1)) * LINE;
            out.copy_from_slice(&page[o..o + LINE]);
        }
        out
    }
    pub fn write(&mut self, addr: u32, data: &[u8; LINE]) {
        let page = self.page_mut(addr);
        let o = (addr as usize & (PAGE_LINES - 1)) * LINE;
        page[o..o + LINE].copy_from_slice(data);
    }
    /// Writes the bytes of `data` whose bit in `wstrb` is set.
    pub fn write_strobed(&mut self, addr: u32, data: &[u8; LINE], wstrb: u64) {
        if wstrb == u64::MAX {
            return self.write(addr, data);
        }
        let mut line = self.read(addr);
        for (i, b) in line.iter_mut().enumerate() {
            if wstrb >> i & 1 != 0 {
                *b = data[i];
            }
        }
        self.write(addr, &line);
    }
    /// Whether any write ever touched the page holding `addr`.
    pub fn touched(&self, addr: u32) -> bool {
        self.page(addr).is_some()
    }
    /// Bytes allocated for pages.
    pub fn allocated_bytes(&self) -> usize {
        (self.dense.iter().flatten().count() + self.sparse.len()) * PAGE_LINES * LINE
    }
    /// Lines `start..start+lines` as one byte vector.
    pub fn image(&self, start: u32, lines: usize) -> Vec<u8> {
        let mut out = vec![0u8; lines * LINE];
        for i in 0..lines {
            let a = start + i as u32;
            if self.touched(a) {
                out[i * LINE..(i + 1) * LINE].copy_from_slice(&self.read(a));
            }
        }
        out
    }
    /// Drops every line (all read as zero again).
    pub fn clear(&mut self) {
        self.dense = Vec::new();
        self.sparse.clear();
    }
}

/// One memory controller with its DRAM. See the module documentation.
pub struct Ddr {
    t: DdrTiming,
    store: LineStore,
    /// Current DRAM clock: every command at an nCK below it has been decided.
    now: u64,
    cycle: u64,
    /// Reads not yet issued, in arrival order.
    rq: VecDeque<Queued>,
    /// Posted writes not yet issued, in arrival order.
    wq: VecDeque<Queued>,
    /// Draining writes (true) or serving reads (false).
    write_mode: bool,
    returns: VecDeque<ReadSlot>,
    /// read_seq of returns[0].
    returns_base: u64,
    next_read_seq: u64,
    banks: Vec<Bank>,
    last_act: Option<u64>,
    faw: VecDeque<u64>,
    /// Earliest READ / WRITE column command on the shared data bus.
    rd_at: u64,
    wr_at: u64,
    /// Direction of the last column command (true = write).
    last_write: bool,
    next_refresh: u64,
    stats: DdrStats,
    bank_shift: u32,
    row_shift: u32,
}

impl Ddr {
    pub fn new(t: DdrTiming) -> Ddr {
        assert!(t.banks.is_power_of_two() && t.lines_per_row.is_power_of_two());
        assert!(t.queue_depth >= 1 && t.bank_machines >= 1);
        let bank_shift = t.lines_per_row.trailing_zeros();
        let row_shift = bank_shift + t.banks.trailing_zeros();
        Ddr {
            banks: vec![Bank::default(); t.banks as usize],
            next_refresh: if t.trefi == 0 { u64::MAX } else { t.trefi },
            t,
            store: LineStore::default(),
            now: 0,
            cycle: 0,
            rq: VecDeque::new(),
            wq: VecDeque::new(),
            write_mode: false,
            returns: VecDeque::new(),
            returns_base: 0,
            next_read_seq: 0,
            last_act: None,
            faw: VecDeque::new(),
            rd_at: 0,
            wr_at: 0,
            last_write: false,
            stats: DdrStats::default(),
            bank_shift,
            row_shift,
        }
    }

    pub fn timing(&self) -> &DdrTiming {
        &self.t
    }
    pub fn stats(&self) -> &DdrStats {
        &self.stats
    }
    /// Switch cycles simulated so far.
    pub fn cycle(&self) -> u64 {
        self.cycle
    }

    /// (bank, row) a line maps to.
    pub fn map(&self, addr: u32) -> (u32, u32) {
        (
            (addr >> self.bank_shift) & (self.t.banks - 1),
            addr >> self.row_shift,
        )
    }

    fn occupancy(&self) -> usize {
        self.wq.len() + self.returns.len()
    }

    /// `req_ready` for the current cycle.
    pub fn req_ready(&self) -> bool {
        self.occupancy() < self.t.queue_depth
    }

    /// Requests accepted and not finished (queued, or reads not yet answered).
    pub fn outstanding(&self) -> usize {
        self.occupancy()
    }

    /// Whether nothing is in flight.
    pub fn idle(&self) -> bool {
        self.rq.is_empty() && self.wq.is_empty() && self.returns.is_empty()
    }

    /// The response presented in the current cycle (`rsp_valid`, `rsp_rdata`).
    pub fn response(&self) -> Option<&[u8; LINE]> {
        let start_ps = self.cycle * self.t.switch_clock_ps;
        match self.returns.front() {
            Some(ReadSlot {
                ready_ps: Some(r),
                data,
                ..
            }) if *r <= start_ps => Some(data),
            _ => None,
        }
    }

    /// Accepts a request in the current cycle. Panics unless [`Ddr::req_ready`].
    pub fn push(&mut self, req: MemReq) {
        assert!(self.req_ready(), "Ddr::push while req_ready is low");
        let (bank, row) = self.map(req.addr);
        let start_ps = self.cycle * self.t.switch_clock_ps;
        let eligible = (start_ps + self.t.front_latency_ps).div_ceil(self.t.tck_ps);
        let mut read_seq = 0;
        if req.write {
            self.store.write_strobed(req.addr, &req.wdata, req.wstrb);
            self.stats.writes += 1;
        } else {
            read_seq = self.next_read_seq;
            self.next_read_seq += 1;
            self.returns.push_back(ReadSlot {
                ready_ps: None,
                pushed_cycle: self.cycle,
                data: self.store.read(req.addr),
            });
            self.stats.reads += 1;
        }
        let q = Queued {
            bank,
            row,
            eligible,
            read_seq,
            did_pre: false,
            did_act: false,
        };
        if req.write {
            self.wq.push_back(q);
        } else {
            self.rq.push_back(q);
        }
    }

    /// The clock edge ending the current cycle: the presented response (if
    /// any) is taken by the design, and the DRAM advances by one switch cycle.
    /// Returns the response that was presented.
    pub fn tick(&mut self) -> Option<[u8; LINE]> {
        let rsp = if self.response().is_some() {
            let slot = self.returns.pop_front().unwrap();
            self.returns_base += 1;
            let lat = self.cycle - slot.pushed_cycle;
            self.stats.read_latency_sum += lat;
            self.stats.read_latency_max = self.stats.read_latency_max.max(lat);
            Some(slot.data)
        } else {
            None
        };
        if !self.idle() {
            self.stats.busy_cycles += 1;
        }
        if !self.req_ready() {
            self.stats.not_ready_cycles += 1;
        }
        self.cycle += 1;
        self.stats.cycles += 1;
        let end_ps = self.cycle * self.t.switch_clock_ps;
        let end = end_ps.div_ceil(self.t.tck_ps);
        while self.now < end {
            if self.rq.is_empty() && self.wq.is_empty() {
                // Nothing to schedule: refreshes happen in the background.
                while self.next_refresh < end {
                    let at = self.next_refresh.max(self.now);
                    self.refresh(at);
                }
                self.now = end;
                break;
            }
            let t = self.now;
            if t >= self.next_refresh {
                self.refresh(t);
            }
            if self.step(t) {
                self.now += 1;
            } else {
                // Nothing can issue before the earliest time any constraint
                // of a schedulable request expires: skip the idle clocks.
                self.now = self.earliest_issue(t).clamp(t + 1, end.max(t + 1));
            }
        }
        rsp
    }

    /// Convenience for callers that hold a request until it is accepted:
    /// presents `req` this cycle, clocks, and returns (accepted, response).
    pub fn step_with(&mut self, req: Option<MemReq>) -> (bool, Option<[u8; LINE]>) {
        let mut accepted = false;
        if let Some(r) = req {
            if self.req_ready() {
                self.push(r);
                accepted = true;
            }
        }
        (accepted, self.tick())
    }

    fn refresh(&mut self, t: u64) {
        let mut start = t;
        for b in &self.banks {
            if b.open_row.is_some() {
                start = start.max(b.pre_at);
            }
        }
        let until = start + self.t.trp + self.t.trfc;
        for b in &mut self.banks {
            b.open_row = None;
            b.act_at = b.act_at.max(until);
        }
        self.next_refresh += self.t.trefi;
        self.stats.refreshes += 1;
    }

    /// Picks read or write mode for DRAM clock `t` (write batching with
    /// watermarks, so the bus turns around once per batch, not per request).
    fn choose_mode(&mut self, t: u64) {
        let reads_waiting = self.rq.front().is_some_and(|q| q.eligible <= t);
        let writes_waiting = self.wq.front().is_some_and(|q| q.eligible <= t);
        if self.write_mode {
            if !writes_waiting || (reads_waiting && self.wq.len() <= self.t.write_low) {
                self.write_mode = false;
            }
        } else if writes_waiting && (self.wq.len() >= self.t.write_high || !reads_waiting) {
            self.write_mode = true;
        }
    }

    /// Tries to issue one command at DRAM clock `t`.
    /// Whether a command was issued at `t`.
    fn step(&mut self, t: u64) -> bool {
        #[derive(Clone, Copy, PartialEq)]
        enum Cmd {
            Pre,
            Act,
            Col,
        }
        self.choose_mode(t);
        let write = self.write_mode;
        let queue = if write { &self.wq } else { &self.rq };
        let n = queue.len().min(self.t.bank_machines);
        let mut seen_banks: u64 = 0;
        let mut col: Option<usize> = None;
        let mut row_cmd: Option<(usize, Cmd)> = None;
        let act_ok = !matches!(self.last_act, Some(a) if t < a + self.t.trrd)
            && (self.faw.len() < 4 || t >= self.faw[0] + self.t.tfaw);
        let bus_ok = if write {
            t >= self.wr_at
        } else {
            t >= self.rd_at
        };
        for (i, q) in queue.iter().take(n).enumerate() {
            let bit = 1u64 << q.bank;
            if seen_banks & bit != 0 {
                continue; // in order within a bank
            }
            seen_banks |= bit;
            if q.eligible > t {
                break; // arrival order: later ones are not eligible either
            }
            let b = &self.banks[q.bank as usize];
            match b.open_row {
                Some(r) if r == q.row => {
                    if bus_ok && t >= b.col_at && col.is_none() {
                        col = Some(i);
                    }
                }
                Some(_) => {
                    if t >= b.pre_at && row_cmd.is_none() {
                        row_cmd = Some((i, Cmd::Pre));
                    }
                }
                None => {
                    if act_ok && t >= b.act_at && row_cmd.is_none() {
                        row_cmd = Some((i, Cmd::Act));
                    }
                }
            }
        }
        // Column commands first (they finish requests); else the oldest
        // request's row command; else prepare the row of a request in the
        // other queue, in a bank the active window does not use.
        let mut other = false;
        let (i, cmd) = match (col, row_cmd) {
            (Some(i), _) => (i, Cmd::Col),
            (None, Some(x)) => x,
            (None, None) => {
                let queue = if write { &self.rq } else { &self.wq };
                let mut found = None;
                for (i, q) in queue.iter().take(self.t.bank_machines).enumerate() {
                    let bit = 1u64 << q.bank;
                    if seen_banks & bit != 0 {
                        continue;
                    }
                    seen_banks |= bit;
                    if q.eligible > t {
                        break;
                    }
                    let b = &self.banks[q.bank as usize];
                    match b.open_row {
                        Some(r) if r == q.row => {}
                        Some(_) if t >= b.pre_at => {
                            found = Some((i, Cmd::Pre));
                            break;
                        }
                        None if act_ok && t >= b.act_at => {
                            found = Some((i, Cmd::Act));
                            break;
                        }
                        _ => {}
                    }
                }
                match found {
                    Some(x) => {
                        other = true;
                        x
                    }
                    None => return false,
                }
            }
        };
        let tm = &self.t;
        let queue = if write != other {
            &mut self.wq
        } else {
            &mut self.rq
        };
        let q = &mut queue[i];
        let b = &mut self.banks[q.bank as usize];
        match cmd {
            Cmd::Pre => {
                b.open_row = None;
                b.act_at = b.act_at.max(t + tm.trp);
                q.did_pre = true;
            }
            Cmd::Act => {
                b.open_row = Some(q.row);
                b.col_at = t + tm.trcd;
                b.pre_at = b.pre_at.max(t + tm.tras);
                b.act_at = t + tm.trc;
                q.did_act = true;
                self.last_act = Some(t);
                if self.faw.len() == 4 {
                    self.faw.pop_front();
                }
                self.faw.push_back(t);
                self.stats.activates += 1;
            }
            Cmd::Col => {
                if write {
                    self.wr_at = self.wr_at.max(t + tm.tccd);
                    self.rd_at = self.rd_at.max(t + tm.cwl + tm.burst + tm.twtr);
                    b.pre_at = b.pre_at.max(t + tm.cwl + tm.burst + tm.twr);
                } else {
                    self.rd_at = self.rd_at.max(t + tm.tccd);
                    self.wr_at = self
                        .wr_at
                        .max(t + tm.cl + tm.burst + tm.rd_to_wr_gap - tm.cwl);
                    b.pre_at = b.pre_at.max(t + tm.trtp);
                    let ready = (t + tm.cl + tm.burst) * tm.tck_ps + tm.back_latency_ps;
                    let idx = (q.read_seq - self.returns_base) as usize;
                    self.returns[idx].ready_ps = Some(ready);
                }
                if write != self.last_write {
                    self.stats.turnarounds += 1;
                }
                self.last_write = write;
                self.stats.data_bus_nck += tm.burst;
                match (q.did_pre, q.did_act) {
                    (true, _) => self.stats.row_conflicts += 1,
                    (false, true) => self.stats.row_misses += 1,
                    _ => self.stats.row_hits += 1,
                }
                let (bank, row) = (q.bank, q.row);
                queue.remove(i);
                if tm.close_page {
                    // Auto-precharge unless a queued request wants this row.
                    let wanted = self
                        .rq
                        .iter()
                        .chain(self.wq.iter())
                        .any(|q| q.bank == bank && q.row == row);
                    if !wanted {
                        let b = &mut self.banks[bank as usize];
                        b.open_row = None;
                        b.act_at = b.act_at.max(b.pre_at + tm.trp);
                    }
                }
            }
        }
        true
    }

    /// A lower bound on the next DRAM clock after `t` at which `step` could
    /// issue a command (or a refresh falls due).
    fn earliest_issue(&self, t: u64) -> u64 {
        let mut lower = self.next_refresh;
        let act_gate = self
            .last_act
            .map_or(0, |a| a + self.t.trrd)
            .max(if self.faw.len() == 4 {
                self.faw[0] + self.t.tfaw
            } else {
                0
            });
        for (queue, write) in [(&self.rq, false), (&self.wq, true)] {
            for q in queue.iter().take(self.t.bank_machines) {
                if q.eligible > t {
                    lower = lower.min(q.eligible);
                    break; // later entries are eligible later still
                }
                let b = &self.banks[q.bank as usize];
                let cand = match b.open_row {
                    Some(r) if r == q.row => {
                        b.col_at.max(if write { self.wr_at } else { self.rd_at })
                    }
                    Some(_) => b.pre_at,
                    None => b.act_at.max(act_gate),
                };
                lower = lower.min(cand);
                if lower <= t + 1 {
                    return t + 1;
                }
            }
        }
        lower
    }

    /// Reads a line directly (no timing), e.g. to inspect memory.
    pub fn read_line(&self, addr: u32) -> [u8; LINE] {
        self.store.read(addr)
    }
    /// Writes a line directly (no timing), e.g. to preload memory.
    pub fn write_line(&mut self, addr: u32, data: &[u8; LINE]) {
        self.store.write(addr, data)
    }
    /// Lines `0..lines` as bytes.
    pub fn image(&self, lines: usize) -> Vec<u8> {
        self.store.image(0, lines)
    }
    pub fn store(&self) -> &LineStore {
        &self.store
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// xorshift64*: deterministic test addresses.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
    }

    fn line(v: u64) -> [u8; LINE] {
        let mut l = [0u8; LINE];
        l[..8].copy_from_slice(&v.to_le_bytes());
        l[63] = v as u8;
        l
    }

    /// Runs until `req` is accepted; returns the cycle it was accepted in.
    fn push_blocking(d: &mut Ddr, req: MemReq, rsps: &mut Vec<(u64, [u8; LINE])>) -> u64 {
        loop {
            let c = d.cycle();
            let ready = d.req_ready();
            if ready {
                d.push(req);
                if let Some(r) = d.tick() {
                    rsps.push((c, r));
                }
                return c;
            }
            if let Some(r) = d.tick() {
                rsps.push((c, r));
            }
        }
    }

    #[test]
    fn line_store_pages_indexed_and_mapped_alike() {
        let mut s = LineStore::default();
        let high = (DENSE_PAGES << PAGE_LINES_LOG2) + 70; // beyond the index
        let last_dense = (DENSE_PAGES << PAGE_LINES_LOG2) - 1;
        for (i, a) in [3u32, 64 * 9 + 1, last_dense, high, u32::MAX]
            .into_iter()
            .enumerate()
        {
            assert!(!s.touched(a) && s.read(a) == [0; LINE]);
            s.write(a, &[i as u8 + 1; LINE]);
            assert_eq!(s.read(a), [i as u8 + 1; LINE], "line {a:#x}");
            // The rest of its page reads as zero.
            assert_eq!(s.read(a ^ 1), [0; LINE], "line {a:#x} ^ 1");
        }
        assert_eq!(s.allocated_bytes(), 5 * PAGE_LINES * LINE);
        s.write(4, &[9; LINE]); // a page already held
        assert_eq!(s.allocated_bytes(), 5 * PAGE_LINES * LINE);
        assert!(s.touched(5) && !s.touched(64 * 100));
        assert_eq!(s.image(2, 3)[LINE..2 * LINE], [1; LINE]);
        s.clear();
        assert_eq!(s.allocated_bytes(), 0);
        assert!(!s.touched(3) && !s.touched(high) && s.read(high) == [0; LINE]);
    }

    #[test]
    fn strobed_write_changes_only_its_bytes() {
        let mut d = Ddr::new(DdrTiming::default());
        let mut rsps = Vec::new();
        push_blocking(&mut d, MemReq::write(7, [0x11; LINE]), &mut rsps);
        // bytes 16..32 and 63, as an insert into slot 1 of a k8v8 bucket
        let strobe = (0xFFFFu64 << 16) | (1 << 63);
        push_blocking(
            &mut d,
            MemReq::write_strobed(7, [0xA5; LINE], strobe),
            &mut rsps,
        );
        push_blocking(&mut d, MemReq::read(7), &mut rsps);
        drain(&mut d, &mut rsps);
        let mut want = [0x11u8; LINE];
        for (i, b) in want.iter_mut().enumerate() {
            if strobe >> i & 1 != 0 {
                *b = 0xA5;
            }
        }
        assert_eq!(rsps.len(), 1);
        assert_eq!(rsps[0].1, want);
        assert_eq!(d.read_line(7), want);
        // no strobe: nothing written, still counted as a write
        push_blocking(&mut d, MemReq::write_strobed(7, [0; LINE], 0), &mut rsps);
        drain(&mut d, &mut rsps);
        assert_eq!(d.read_line(7), want);
        assert_eq!(d.stats().writes, 3);
    }

    fn drain(d: &mut Ddr, rsps: &mut Vec<(u64, [u8; LINE])>) {
        let mut guard = 0;
        while !d.idle() {
            let c = d.cycle();
            if let Some(r) = d.tick() {
                rsps.push((c, r));
            }
            guard += 1;
            assert!(guard < 1_000_000);
        }
    }

    #[test]
    fn unwritten_lines_read_zero_and_writes_stick() {
        let mut d = Ddr::new(DdrTiming::default());
        let mut rsps = Vec::new();
        push_blocking(&mut d, MemReq::read(12345), &mut rsps);
        push_blocking(&mut d, MemReq::write(12345, line(7)), &mut rsps);
        push_blocking(&mut d, MemReq::read(12345), &mut rsps);
        push_blocking(&mut d, MemReq::read(1 << 30), &mut rsps);
        drain(&mut d, &mut rsps);
        let data: Vec<_> = rsps.iter().map(|r| r.1).collect();
        assert_eq!(data, vec![[0; LINE], line(7), [0; LINE]]);
        assert_eq!(d.read_line(12345), line(7));
        let img = d.image(12346);
        assert_eq!(&img[12345 * 64..], &line(7));
        assert!(img[..12345 * 64].iter().all(|&b| b == 0));
    }

    #[test]
    fn responses_in_request_order_under_random_traffic() {
        let mut d = Ddr::new(DdrTiming::default());
        let mut rng = Rng(0x1234_5678);
        let mut shadow = std::collections::HashMap::new();
        let mut expected = Vec::new();
        let mut rsps = Vec::new();
        for i in 0..20_000u64 {
            // Small address range: plenty of row hits, same-line hazards.
            let addr = (rng.next() % 4096) as u32 * if i % 3 == 0 { 1 } else { 977 } % (1 << 20);
            if rng.next().is_multiple_of(3) {
                let v = line(i);
                shadow.insert(addr, v);
                push_blocking(&mut d, MemReq::write(addr, v), &mut rsps);
            } else {
                expected.push(*shadow.get(&addr).unwrap_or(&[0; LINE]));
                push_blocking(&mut d, MemReq::read(addr), &mut rsps);
            }
        }
        drain(&mut d, &mut rsps);
        assert_eq!(rsps.len(), expected.len());
        assert!(rsps.iter().map(|r| r.1).eq(expected.into_iter()));
        // At most one response per cycle.
        assert!(rsps.windows(2).all(|w| w[0].0 < w[1].0));
        let s = d.stats();
        assert!(
            s.row_hits > 0 && s.row_misses > 0 && s.row_conflicts > 0,
            "{s:?}"
        );
    }

    #[test]
    fn isolated_read_latency_is_documented_value() {
        let t = DdrTiming::no_refresh();
        let expect_ps = t.idle_read_latency_ps();
        // 30 + (11+11+4)*1.25 + 50 = 112.5 ns -> first cycle starting at or
        // after it: ceil(112.5 / 6.4) = 18 cycles after the push.
        assert_eq!(expect_ps, 112_500);
        let expect_cycles = expect_ps.div_ceil(t.switch_clock_ps);
        assert_eq!(expect_cycles, 18);
        for addr in [0u32, 77, 1 << 20, 123_457] {
            let mut d = Ddr::new(t.clone());
            for _ in 0..10 {
                d.tick();
            }
            let mut rsps = Vec::new();
            let c = push_blocking(&mut d, MemReq::read(addr), &mut rsps);
            drain(&mut d, &mut rsps);
            let lat = rsps[0].0 - c;
            // The push happens at a cycle start; the DRAM clock grid adds < 2 nCK.
            assert!(
                lat == expect_cycles || lat == expect_cycles + 1,
                "latency {lat} cycles"
            );
        }
        // With pure open-page, a second read to the open row is faster (no
        // ACT); to another row of the same bank slower (PRE + ACT). With the
        // default page closing, both find the bank closed.
        let open = DdrTiming {
            close_page: false,
            ..t.clone()
        };
        let lat2 = |t: &DdrTiming, second: u32| {
            let mut d = Ddr::new(t.clone());
            let mut rsps = Vec::new();
            push_blocking(&mut d, MemReq::read(0), &mut rsps);
            drain(&mut d, &mut rsps);
            for _ in 0..20 {
                d.tick();
            }
            rsps.clear();
            let c = push_blocking(&mut d, MemReq::read(second), &mut rsps);
            drain(&mut d, &mut rsps);
            rsps[0].0 - c
        };
        let hit = lat2(&open, 1);
        let conflict = lat2(&open, 128 * 8); // same bank 0, next row
        assert!(
            hit < expect_cycles && conflict > expect_cycles,
            "hit {hit} conflict {conflict}"
        );
        let closed = lat2(&t, 128 * 8);
        assert!(
            closed == expect_cycles || closed == expect_cycles + 1,
            "closed {closed}"
        );
    }

    /// Reads at full rate to random lines: (reads/s, stats).
    fn random_read_rate(t: DdrTiming, n: u64) -> (f64, DdrStats) {
        let mut d = Ddr::new(t);
        let mut rng = Rng(99);
        let mut got = 0u64;
        let mut sent = 0u64;
        let mut first_rsp = None;
        while got < n {
            if sent < n && d.req_ready() {
                d.push(MemReq::read((rng.next() % (1 << 20)) as u32));
                sent += 1;
            }
            let c = d.cycle();
            if d.tick().is_some() {
                got += 1;
                first_rsp.get_or_insert(c);
            }
        }
        let cycles = d.cycle() - first_rsp.unwrap();
        (
            n as f64 * d.timing().switch_hz() / cycles as f64,
            d.stats().clone(),
        )
    }

    /// Read-modify-write at full rate, as a build unit does it: read a random
    /// line, write it back when the data returns; at most `window` inserts in
    /// flight. Returns (inserts/s, stats).
    fn random_rmw_rate(t: DdrTiming, n: u64, window: usize) -> (f64, DdrStats) {
        let mut d = Ddr::new(t);
        let mut rng = Rng(7);
        let mut inflight: VecDeque<u32> = VecDeque::new();
        let mut writes: VecDeque<(u32, [u8; LINE])> = VecDeque::new();
        let (mut issued, mut done) = (0u64, 0u64);
        let warm = n / 10;
        let mut warm_cycle = 0;
        while done < n {
            if d.req_ready() {
                if let Some((a, v)) = writes.pop_front() {
                    d.push(MemReq::write(a, v));
                    done += 1;
                    if done == warm {
                        warm_cycle = d.cycle();
                    }
                } else if issued < n && inflight.len() < window {
                    let a = (rng.next() % (1 << 20)) as u32;
                    d.push(MemReq::read(a));
                    inflight.push_back(a);
                    issued += 1;
                }
            }
            if let Some(mut v) = d.tick() {
                v[0] = v[0].wrapping_add(1);
                writes.push_back((inflight.pop_front().unwrap(), v));
            }
        }
        let cycles = d.cycle() - warm_cycle;
        (
            (n - warm) as f64 * d.timing().switch_hz() / cycles as f64,
            d.stats().clone(),
        )
    }

    /// Writes at full rate to random lines (an insert that needs no read,
    /// docs/HDL.md §4): writes/s.
    fn random_write_rate(t: DdrTiming, n: u64) -> f64 {
        let mut d = Ddr::new(t);
        let mut rng = Rng(5);
        let (mut sent, warm) = (0u64, n / 10);
        let mut warm_cycle = 0;
        while sent < n {
            if d.req_ready() {
                d.push(MemReq::write((rng.next() % (1 << 20)) as u32, [1; LINE]));
                sent += 1;
                if sent == warm {
                    warm_cycle = d.cycle();
                }
            }
            d.tick();
        }
        // the queue holds at most `queue_depth` writes not yet issued
        let mut rsps = Vec::new();
        drain(&mut d, &mut rsps);
        (n - warm) as f64 * d.timing().switch_hz() / (d.cycle() - warm_cycle) as f64
    }

    #[test]
    fn random_write_throughput_in_band() {
        let w = random_write_rate(DdrTiming::default(), 200_000);
        let (r, _) = random_read_rate(DdrTiming::default(), 200_000);
        let (rmw, _) = random_rmw_rate(DdrTiming::default(), 200_000, 32);
        eprintln!("random writes: {w:.3e}/s, reads {r:.3e}/s, RMW {rmw:.3e}/s");
        // One row cycle per write where a read-modify-write needs two (its
        // write-back finds the row closed): over twice the RMW rate. A
        // little under the read rate, as tWR holds a bank longer after a
        // write than tRTP after a read (about 9.5e7 against 1.06e8).
        assert!(
            w > 2.0 * rmw && w <= r * 1.02,
            "writes {w:e}, reads {r:e}, RMW {rmw:e}"
        );
    }

    #[test]
    fn random_read_throughput_in_band() {
        let (rate, s) = random_read_rate(DdrTiming::default(), 200_000);
        eprintln!("random reads: {:.3e}/s  {s:?}", rate);
        // Band derived in docs/RTL_HARNESS.md: tFAW caps random ACTs at
        // 4 per 30 ns = 1.33e8/s; 8 bank machines, bank conflicts and refresh
        // bring it to about 1.06e8 (paper: 9.84e7 probes/s per controller).
        assert!((0.9e8..1.2e8).contains(&rate), "{rate:e}");
    }

    #[test]
    fn random_rmw_throughput_in_band() {
        let (rate, s) = random_rmw_rate(DdrTiming::default(), 200_000, 32);
        eprintln!("random RMW: {:.3e}/s  {s:?}", rate);
        // Band derived in docs/RTL_HARNESS.md: two row cycles per insert
        // (the write-back finds its row closed), bank occupancy ~85 nCK per
        // insert over 8 banks caps it at ~7.4e7; with an 8-request lookahead
        // the model gives about 4.2e7 (paper: 5.63e7 inserts/s per controller).
        assert!((3.5e7..5.5e7).contains(&rate), "{rate:e}");
    }

    /// The timing knobs act on the rates in the direction their meaning
    /// says (what the calibration against the paper's figures relied on).
    #[test]
    fn timing_knobs_move_the_rates_their_way() {
        let base = DdrTiming::default();
        let rates = |t: DdrTiming| {
            let (r, _) = random_read_rate(t.clone(), 20_000);
            let (w, _) = random_rmw_rate(t, 20_000, 32);
            (r, w)
        };
        let (r0, w0) = rates(base.clone());
        // no refresh: never slower
        let (r, w) = rates(DdrTiming {
            trefi: 0,
            ..base.clone()
        });
        assert!(
            r >= r0 * 0.99 && w >= w0 * 0.99,
            "noref {r:e} {w:e} vs {r0:e} {w0:e}"
        );
        // half the row cycle: random traffic (row misses) gets faster
        let (r, w) = rates(DdrTiming {
            trc: 20,
            tras: 10,
            ..base.clone()
        });
        assert!(
            r > r0 * 1.05 && w > w0 * 1.05,
            "trc/2 {r:e} {w:e} vs {r0:e} {w0:e}"
        );
        // a one-entry queue: no overlap across banks, much slower
        let (r, w) = rates(DdrTiming {
            queue_depth: 1,
            ..base.clone()
        });
        assert!(
            r < r0 * 0.5 && w < w0 * 0.8,
            "q1 {r:e} {w:e} vs {r0:e} {w0:e}"
        );
    }

    #[test]
    fn sequential_reads_hit_open_rows() {
        let mut d = Ddr::new(DdrTiming::default());
        let mut rsps = Vec::new();
        for a in 0..4096u32 {
            push_blocking(&mut d, MemReq::read(a), &mut rsps);
        }
        drain(&mut d, &mut rsps);
        let s = d.stats();
        assert!(s.row_hit_rate() > 0.95, "{s:?}");
        // Streaming reads are limited by the 1-request-per-cycle port.
        assert!(s.cycles < 4096 + 200, "{s:?}");
    }

    #[test]
    fn back_pressure_bounds_outstanding() {
        let t = DdrTiming {
            queue_depth: 5,
            ..DdrTiming::default()
        };
        let mut d = Ddr::new(t);
        let mut accepted = 0;
        for i in 0..100u32 {
            if d.req_ready() {
                d.push(MemReq::read(i * 1024));
                accepted += 1;
            }
            assert!(d.outstanding() <= 5);
            if i < 5 {
                assert!(d.req_ready() || i == 4);
            }
            d.tick();
        }
        assert!(accepted > 5);
        assert!(d.stats().not_ready_cycles > 0);
    }

    #[test]
    fn refresh_costs_a_few_percent() {
        let (with, s) = random_read_rate(DdrTiming::default(), 100_000);
        let (without, _) = random_read_rate(DdrTiming::no_refresh(), 100_000);
        assert!(s.refreshes > 0);
        let loss = 1.0 - with / without;
        assert!((0.0..0.1).contains(&loss), "refresh loss {loss}");
    }
}
