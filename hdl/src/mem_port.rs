//! One memory controller's port as seen by the units: a request channel
//! passed through to the DDR controller, and a response FIFO with read
//! credits so the switch never has more reads outstanding than it can hold
//! (the DDR side has no response back-pressure).

use crate::fifo::Fifo;
use rust_hdl::prelude::*;

/// Reads in flight per controller (issued and not yet popped by a unit):
/// the response FIFO's depth, since the DDR side cannot be back-pressured.
/// 64 covers the DDR model's latency for the probe unit's 64 tuples in
/// flight (32 held it at 0.85 of the read ceiling).
pub const MAX_OUTSTANDING: u64 = 64;
const _: () = assert!(
    MAX_OUTSTANDING <= 1 << 6,
    "the response FIFO (2^6 lines) holds every read in flight"
);

#[derive(LogicBlock)]
pub struct MemPort {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // unit side
    pub u_valid: Signal<In, Bit>,
    pub u_write: Signal<In, Bit>,
    pub u_addr: Signal<In, Bits<32>>,
    pub u_wdata: Signal<In, Bits<512>>,
    /// Byte strobes of a write (bit i: byte i of `u_wdata` is written).
    pub u_wstrb: Signal<In, Bits<64>>,
    pub u_ready: Signal<Out, Bit>,
    /// Ready for a write: writes take no read credit.
    pub u_wready: Signal<Out, Bit>,
    pub u_rdata: Signal<Out, Bits<512>>,
    pub u_rempty: Signal<Out, Bit>,
    pub u_rpop: Signal<In, Bit>,
    /// No read outstanding.
    pub idle: Signal<Out, Bit>,
    // DDR side
    pub req_valid: Signal<Out, Bit>,
    pub req_write: Signal<Out, Bit>,
    pub req_addr: Signal<Out, Bits<32>>,
    pub req_wdata: Signal<Out, Bits<512>>,
    pub req_wstrb: Signal<Out, Bits<64>>,
    pub req_ready: Signal<In, Bit>,
    pub rsp_valid: Signal<In, Bit>,
    pub rsp_rdata: Signal<In, Bits<512>>,
    rsp: Fifo<Bits<512>, 6, 7>,
    outst: DFF<Bits<8>>,
    can_read: Signal<Local, Bit>,
    issue_read: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    max_out: Constant<Bits<8>>,
}

impl Default for MemPort {
    fn default() -> Self {
        MemPort {
            clock: Default::default(),
            reset: Default::default(),
            u_valid: Default::default(),
            u_write: Default::default(),
            u_addr: Default::default(),
            u_wdata: Default::default(),
            u_wstrb: Default::default(),
            u_ready: Default::default(),
            u_wready: Default::default(),
            u_rdata: Default::default(),
            u_rempty: Default::default(),
            u_rpop: Default::default(),
            idle: Default::default(),
            req_valid: Default::default(),
            req_write: Default::default(),
            req_addr: Default::default(),
            req_wdata: Default::default(),
            req_wstrb: Default::default(),
            req_ready: Default::default(),
            rsp_valid: Default::default(),
            rsp_rdata: Default::default(),
            rsp: Default::default(),
            outst: Default::default(),
            can_read: Default::default(),
            issue_read: Default::default(),
            pop: Default::default(),
            max_out: Constant::new(MAX_OUTSTANDING.into()),
        }
    }
}

impl Logic for MemPort {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, outst);
        clock!(self, clock, rsp);
        self.rsp.reset.next = self.reset.val();
        self.can_read.next = self.outst.q.val() < self.max_out.val();
        // `u_ready` (reads) and `u_wready` (writes) do not depend on
        // `u_write`: in the switch the request is muxed from several units
        // and the build unit's write decision depends on `u_wready` (a
        // combinational loop otherwise). Writes need no read credit: they
        // get no response, and the build unit, which only writes, must not
        // wait behind the probe units' reads in flight.
        self.u_ready.next = self.req_ready.val() & self.can_read.val();
        self.u_wready.next = self.req_ready.val();
        self.req_valid.next = self.u_valid.val() & (self.u_write.val() | self.can_read.val());
        self.req_write.next = self.u_write.val();
        self.req_addr.next = self.u_addr.val();
        self.req_wdata.next = self.u_wdata.val();
        self.req_wstrb.next = self.u_wstrb.val();
        self.issue_read.next = self.u_valid.val() & self.u_ready.val() & !self.u_write.val();
        self.rsp.write.next = self.rsp_valid.val();
        self.rsp.data_in.next = self.rsp_rdata.val();
        self.u_rdata.next = self.rsp.data_out.val();
        self.u_rempty.next = self.rsp.empty.val();
        self.pop.next = self.u_rpop.val() & !self.rsp.empty.val();
        self.rsp.read.next = self.pop.val();
        self.idle.next = self.outst.q.val() == 0;
        if self.issue_read.val() & !self.pop.val() {
            self.outst.d.next = self.outst.q.val() + 1;
        }
        if !self.issue_read.val() & self.pop.val() {
            self.outst.d.next = self.outst.q.val() - 1;
        }
        if self.reset.val() {
            self.outst.d.next = 0.into();
        }
    }
}
