//! A link to the switch that the tasks of one process share.
//!
//! In a distributed engine (Ballista) the tasks of one query run in several
//! executor processes, each with one link to one switch port. The tasks of
//! a process share that link: each task sends as a source of its own, from
//! a MAC address of its own ([`task_mac`]), so the switch's ACKs and, with
//! results to the source (PROTOCOL.md §7.5), its RESULT, SPILL and OVERFLOW
//! frames come back addressed to the task. The port hands every frame that
//! arrives to the task it is addressed to and records the sequence numbers
//! of the switch's own frames on this port (§4.1: with results to the
//! source, each port numbers them itself), so that a task can tell whether
//! a frame that may have been its own was lost ([`Endpoint::missing`]).
//!
//! The port does no I/O itself: a transport sends through [`FrameTx`] and
//! hands what arrives to [`SwitchPort::deliver`] (a raw Ethernet link in
//! `netjoin_net`, an in-process switch in [`crate::hub`]).

use netjoin_proto::header::offset;
use netjoin_proto::{ControlKey, Header, Mac, Opcode, SWITCH_SOURCE};
use std::collections::HashMap;
use std::sync::mpsc::{self, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

/// The sending half of a transport.
pub trait FrameTx: Send {
    /// Puts frames on the link, in order. A frame the link loses is lost:
    /// the protocol's sequence numbers recover it.
    fn send(&mut self, frames: &[&[u8]]);
}

/// The address a task sends from as `source`: locally administered,
/// `06:4e:4a:54:hi:lo` ("NJT"), apart from [`Mac::local`]'s nodes.
pub fn task_mac(source: u16) -> Mac {
    let [hi, lo] = source.to_be_bytes();
    Mac([0x06, 0x4e, 0x4a, 0x54, hi, lo])
}

/// Frames a task's queue holds: a task that does not read drops what comes
/// after (counted, [`PortStats::queue_full`]), and the protocol's
/// sequence numbers recover it, rather than the process's memory growing
/// with what the link brings. A task's window of frames in flight keeps a
/// reading task far below it.
pub const TASK_QUEUE_FRAMES: usize = 8192;

/// The highest sequence number of the switch's frames a port records for
/// one query (2^26 frames: 580 GB of jumbo frames), so that its bitmap
/// stays within 8 MiB whatever a frame says.
pub const MAX_SEQ: u32 = (1 << 26) - 1;

/// How far beyond the highest sequence number seen a frame's may be: the
/// switch numbers its frames densely, so a frame ahead of that is not the
/// switch's (counted, [`PortStats::implausible_seq`]).
pub const MAX_SEQ_AHEAD: u32 = 1 << 20;

/// The sequence numbers of the switch's frames seen on this port for one
/// query (its id and token): a bitmap from 0.
#[derive(Debug, Default)]
struct SeenSeqs {
    query: (u16, u64),
    bits: Vec<u64>,
    high: Option<u32>,
}

impl SeenSeqs {
    fn has(&self, seq: u32) -> bool {
        let (w, b) = (seq as usize / 64, seq % 64);
        self.bits.get(w).is_some_and(|x| x >> b & 1 == 1)
    }

    /// Records `seq`; false if it was seen before (a duplicate).
    fn insert(&mut self, seq: u32) -> bool {
        if self.has(seq) {
            return false;
        }
        let w = seq as usize / 64;
        if self.bits.len() <= w {
            self.bits.resize(w + 1, 0);
        }
        self.bits[w] |= 1 << (seq % 64);
        self.high = Some(self.high.map_or(seq, |h| h.max(seq)));
        true
    }

    /// Takes back `seq`: its frame was not handed on, so it counts as
    /// missing (and is recovered) like a frame the link lost.
    fn forget(&mut self, seq: u32) {
        if let Some(w) = self.bits.get_mut(seq as usize / 64) {
            *w &= !(1 << (seq % 64));
        }
    }

    /// Whether a frame numbered `seq` can be the switch's: within the
    /// bitmap's bound and not far ahead of what was seen.
    fn plausible(&self, seq: u32) -> bool {
        seq <= MAX_SEQ && seq <= self.high.unwrap_or(0).saturating_add(MAX_SEQ_AHEAD)
    }

    /// Sequence numbers in `(after, upto]` not seen (`after = None`: from
    /// 0), counted over the bitmap's words rather than number by number,
    /// since `upto` comes off the wire.
    fn missing(&self, after: Option<u32>, upto: u32) -> u64 {
        let from = after.map_or(0, |a| a as u64 + 1);
        let to = upto as u64 + 1;
        if from >= to {
            return 0;
        }
        let mut seen = 0u64;
        for (w, bits) in self.bits.iter().enumerate() {
            let (lo, hi) = (w as u64 * 64, w as u64 * 64 + 64);
            if hi <= from || lo >= to {
                continue;
            }
            let mut mask = u64::MAX;
            if from > lo {
                mask &= u64::MAX << (from - lo);
            }
            if to < hi {
                mask &= u64::MAX >> (hi - to);
            }
            seen += (bits & mask).count_ones() as u64;
        }
        to - from - seen
    }
}

/// What a port has seen, for reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PortStats {
    /// Frames handed to [`SwitchPort::deliver`].
    pub frames_in: u64,
    /// Of those, not a NetJoin frame from the switch.
    pub foreign: u64,
    /// Switch frames seen before on this port (the link duplicated them).
    pub duplicates: u64,
    /// Addressed to no task of this process (e.g. a task that ended).
    pub unrouted: u64,
    /// Times the numbering followed another query (its id or token).
    pub queries: u64,
    /// Dropped: the task's queue was full ([`TASK_QUEUE_FRAMES`]).
    pub queue_full: u64,
    /// Dropped: numbered beyond what the switch can have sent
    /// ([`MAX_SEQ`], [`MAX_SEQ_AHEAD`]).
    pub implausible_seq: u64,
    /// Lost by the transport before they reached the port, as it reports
    /// them ([`SwitchPort::note_link_drops`]): at the socket (its receive
    /// buffer was full), and on a full software delay line.
    pub socket_drops: u64,
    pub delay_line_drops: u64,
}

struct Inbox {
    routes: HashMap<Mac, (u64, SyncSender<Vec<u8>>)>,
    next_route: u64,
    seen: SeenSeqs,
    stats: PortStats,
}

/// One link to the switch, shared by the tasks of a process.
pub struct SwitchPort {
    name: String,
    switch_mac: Mac,
    /// The switch's control key, which every task's CONTROL requests are
    /// sealed with; `None` for a switch that runs Open.
    control_key: Option<ControlKey>,
    tx: Mutex<Box<dyn FrameTx>>,
    inbox: Mutex<Inbox>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Whether the switch numbers `opcode`'s frames per port (§4.1).
fn numbered(opcode: Opcode) -> bool {
    matches!(
        opcode,
        Opcode::Result | Opcode::Spill | Opcode::Overflow | Opcode::End
    )
}

impl SwitchPort {
    /// A port named `name` (for reports) towards the switch at
    /// `switch_mac`, whose control key is `control_key` (`None`: Open).
    pub fn new(
        name: impl Into<String>,
        switch_mac: Mac,
        control_key: Option<ControlKey>,
        tx: Box<dyn FrameTx>,
    ) -> Arc<SwitchPort> {
        Arc::new(SwitchPort {
            name: name.into(),
            switch_mac,
            control_key,
            tx: Mutex::new(tx),
            inbox: Mutex::new(Inbox {
                routes: HashMap::new(),
                next_route: 0,
                seen: SeenSeqs::default(),
                stats: PortStats::default(),
            }),
        })
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn switch_mac(&self) -> Mac {
        self.switch_mac
    }

    /// The switch's control key (`None`: it runs Open).
    pub fn control_key(&self) -> Option<ControlKey> {
        self.control_key
    }

    pub fn stats(&self) -> PortStats {
        lock(&self.inbox).stats
    }

    /// A task's end of the port: frames addressed to `mac` reach it only.
    /// A task that attaches with a MAC already attached takes it over (the
    /// earlier task of that source is gone).
    pub fn attach(self: &Arc<Self>, mac: Mac) -> Endpoint {
        let (tx, rx) = mpsc::sync_channel(TASK_QUEUE_FRAMES);
        let mut inbox = lock(&self.inbox);
        inbox.next_route += 1;
        let route = inbox.next_route;
        inbox.routes.insert(mac, (route, tx));
        drop(inbox);
        Endpoint {
            port: self.clone(),
            mac,
            route,
            rx,
        }
    }

    /// Takes one frame that arrived from the switch.
    pub fn deliver(&self, frame: &[u8]) {
        let mut inbox = lock(&self.inbox);
        inbox.stats.frames_in += 1;
        let Ok(h) = Header::parse(frame) else {
            inbox.stats.foreign += 1;
            return;
        };
        if h.source != SWITCH_SOURCE || h.src != self.switch_mac {
            inbox.stats.foreign += 1;
            return;
        }
        if numbered(h.opcode) {
            let query = (h.query_id, h.token);
            if inbox.seen.query != query {
                inbox.seen = SeenSeqs {
                    query,
                    ..SeenSeqs::default()
                };
                inbox.stats.queries += 1;
            }
            if !inbox.seen.plausible(h.seq) {
                inbox.stats.implausible_seq += 1;
                return;
            }
            if !inbox.seen.insert(h.seq) {
                inbox.stats.duplicates += 1;
                return;
            }
        }
        let sent = inbox
            .routes
            .get(&h.dst)
            .map(|(_, route)| route.try_send(frame.to_vec()));
        match sent {
            Some(Ok(())) => {}
            Some(Err(TrySendError::Full(_))) => {
                inbox.stats.queue_full += 1;
                if numbered(h.opcode) {
                    inbox.seen.forget(h.seq);
                }
            }
            Some(Err(TrySendError::Disconnected(_))) | None => inbox.stats.unrouted += 1,
        }
    }

    /// Counts frames the transport lost before [`SwitchPort::deliver`]
    /// (`socket`: new since the last call; `delay_line`: the total so far).
    pub fn note_link_drops(&self, socket: u64, delay_line: u64) {
        let mut inbox = lock(&self.inbox);
        inbox.stats.socket_drops += socket;
        inbox.stats.delay_line_drops = delay_line;
    }

    fn send(&self, frames: &[&[u8]]) {
        lock(&self.tx).send(frames);
    }
}

/// A task's end of a [`SwitchPort`].
pub struct Endpoint {
    port: Arc<SwitchPort>,
    mac: Mac,
    route: u64,
    rx: Receiver<Vec<u8>>,
}

impl Endpoint {
    pub fn mac(&self) -> Mac {
        self.mac
    }

    pub fn switch_mac(&self) -> Mac {
        self.port.switch_mac
    }

    /// The key this task's CONTROL requests are sealed with.
    pub fn control_key(&self) -> Option<ControlKey> {
        self.port.control_key
    }

    pub fn port(&self) -> &Arc<SwitchPort> {
        &self.port
    }

    /// Sends frames from this task; their `src` must be [`Endpoint::mac`].
    pub fn send(&self, frames: &[&[u8]]) {
        debug_assert!(frames
            .iter()
            .all(|f| f.len() >= 12 && f[offset::SRC..offset::SRC + 6] == self.mac.0));
        self.port.send(frames);
    }

    /// The next frame addressed to this task, waiting up to `wait`.
    pub fn recv(&self, wait: Duration) -> Option<Vec<u8>> {
        self.rx.recv_timeout(wait).ok()
    }

    /// The highest sequence number of the switch's frames of `query` (id,
    /// token) seen on this port so far.
    pub fn high_seq(&self, query: (u16, u64)) -> Option<u32> {
        let inbox = lock(&self.port.inbox);
        (inbox.seen.query == query)
            .then_some(inbox.seen.high)
            .flatten()
    }

    /// How many of the switch's frames of `query` numbered in
    /// `(after, upto]` have not arrived on this port.
    pub fn missing(&self, query: (u16, u64), after: Option<u32>, upto: u32) -> u64 {
        let inbox = lock(&self.port.inbox);
        if inbox.seen.query != query {
            return upto as u64 + 1 - after.map_or(0, |a| a as u64 + 1);
        }
        inbox.seen.missing(after, upto)
    }
}

impl Drop for Endpoint {
    fn drop(&mut self) {
        let mut inbox = lock(&self.port.inbox);
        // Only this endpoint's route: a later task of the source may have
        // taken the MAC over.
        if inbox
            .routes
            .get(&self.mac)
            .is_some_and(|r| r.0 == self.route)
        {
            inbox.routes.remove(&self.mac);
        }
    }
}

/// Where the tasks of this process reach the switch: the executor's raw
/// link (`netjoin_net`), or the ports of an in-process switch.
pub trait SwitchPorts: Send + Sync {
    /// For reports and errors ("raw link sw", "in-process model").
    fn name(&self) -> String;
    /// The port the task of `source` uses.
    fn port(&self, source: u16) -> anyhow::Result<Arc<SwitchPort>>;
}

static INSTALLED: std::sync::OnceLock<Mutex<Option<Arc<dyn SwitchPorts>>>> =
    std::sync::OnceLock::new();

/// Makes `ports` this process's way to the switch (an executor started
/// with a link to it).
pub fn install(ports: Arc<dyn SwitchPorts>) {
    *lock(INSTALLED.get_or_init(Default::default)) = Some(ports);
}

/// This process's way to the switch, if one was installed.
pub fn installed() -> Option<Arc<dyn SwitchPorts>> {
    INSTALLED.get().and_then(|m| lock(m).clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use netjoin_proto::FrameBuilder;

    struct NoTx;
    impl FrameTx for NoTx {
        fn send(&mut self, _frames: &[&[u8]]) {}
    }

    const SWITCH: Mac = Mac([0x02, 0, 0, 0, 0, 0xEE]);

    fn result_frame(to: Mac, seq: u32) -> Vec<u8> {
        let mut h = Header::new(Opcode::Result, to, SWITCH);
        h.source = SWITCH_SOURCE;
        h.query_id = 3;
        h.token = 9;
        h.seq = seq;
        FrameBuilder::encode(&h, b"r")
    }

    #[test]
    fn missing_counts_by_words_as_number_by_number() {
        let mut s = SeenSeqs::default();
        for seq in (0..700u32).filter(|x| x % 3 != 0 && x % 7 != 1) {
            s.insert(seq);
        }
        for after in [
            None,
            Some(0),
            Some(5),
            Some(63),
            Some(64),
            Some(200),
            Some(699),
        ] {
            for upto in [0u32, 1, 62, 63, 64, 65, 127, 128, 500, 699, 900] {
                let from = after.map_or(0, |a| a as u64 + 1);
                let naive = (from..=upto as u64).filter(|&q| !s.has(q as u32)).count() as u64;
                assert_eq!(s.missing(after, upto), naive, "{after:?} {upto}");
            }
        }
        // An END that claims the whole number space is answered at once.
        let mut t = SeenSeqs::default();
        (0..10).for_each(|q| {
            t.insert(q);
        });
        assert_eq!(t.missing(None, u32::MAX), (1u64 << 32) - 10);
    }

    #[test]
    fn frames_numbered_beyond_the_switch_are_dropped_and_counted_without_memory() {
        let port = SwitchPort::new("p", SWITCH, None, Box::new(NoTx));
        let a = port.attach(task_mac(1));
        port.deliver(&result_frame(task_mac(1), 0));
        port.deliver(&result_frame(task_mac(1), u32::MAX));
        port.deliver(&result_frame(task_mac(1), MAX_SEQ_AHEAD + 1));
        port.deliver(&result_frame(task_mac(1), MAX_SEQ_AHEAD));
        let st = port.stats();
        assert_eq!((st.frames_in, st.implausible_seq), (4, 2), "{st:?}");
        assert_eq!(
            a.recv(Duration::from_millis(50)),
            Some(result_frame(task_mac(1), 0))
        );
        assert_eq!(
            a.recv(Duration::from_millis(50)),
            Some(result_frame(task_mac(1), MAX_SEQ_AHEAD))
        );
        assert_eq!(a.recv(Duration::from_millis(10)), None);
        assert!(lock(&port.inbox).seen.bits.len() <= (MAX_SEQ_AHEAD as usize / 64) + 1);
    }

    #[test]
    fn a_task_that_does_not_read_drops_what_its_queue_cannot_hold_and_finds_it_missing() {
        let port = SwitchPort::new("p", SWITCH, None, Box::new(NoTx));
        let a = port.attach(task_mac(1));
        let n = TASK_QUEUE_FRAMES as u32 + 5;
        for seq in 0..n {
            port.deliver(&result_frame(task_mac(1), seq));
        }
        assert_eq!(port.stats().queue_full, 5);
        // The dropped frames count as missing, like frames the link lost.
        assert_eq!(a.missing((3, 9), None, n - 1), 5);
        let mut got = 0;
        while a.recv(Duration::from_millis(10)).is_some() {
            got += 1;
        }
        assert_eq!(got, TASK_QUEUE_FRAMES);
        // Sent again (a recovery round), they arrive.
        for seq in TASK_QUEUE_FRAMES as u32..n {
            port.deliver(&result_frame(task_mac(1), seq));
        }
        assert_eq!(a.missing((3, 9), None, n - 1), 0);
        assert_eq!(port.stats().duplicates, 0);
    }
}
