//! A process's [`SwitchPort`] on a raw Ethernet link: how the tasks of a
//! Ballista executor reach switchd from a testbed worker's namespace.
//!
//! [`open_port`] opens the interface ([`link::open`]: promiscuous, because
//! the switch addresses its frames to the tasks' own MACs, not to the
//! interface's), sends the tasks' frames with `sendmmsg`, and runs one
//! receive thread that hands every frame to [`SwitchPort::deliver`], through
//! the software impairments of a testbed without netem ([`Impairer`]). The
//! thread holds the port weakly and ends once the port is dropped.
//! [`RawLinkPorts`] makes that one port the way every task of the process
//! reaches the switch ([`netjoin_host::port::install`]).

use crate::link::{self, FrameSource, Impair, Impairer, LinkTx, DROPS_EVERY};
use anyhow::Result;
use netjoin_host::port::{FrameTx, SwitchPort, SwitchPorts};
use netjoin_proto::{ControlKey, Mac};
use std::sync::{Arc, Weak};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The longest the receive thread waits for frames before it checks that
/// the port still exists (and releases delayed frames that are due).
const POLL: Duration = Duration::from_millis(20);

/// The sending half of the raw link as the port's transport.
struct RawTx(LinkTx);

impl FrameTx for RawTx {
    fn send(&mut self, frames: &[&[u8]]) {
        // A frame the kernel refuses is lost, as on a wire (counted in LinkTx::errors).
        self.0.send_many(frames.iter().copied());
    }
}

/// Opens a raw link on `iface` to the switch at `switch_mac`, whose control
/// key is `control_key` (`None`: a switchd with --open-control), as a port
/// named "raw link `iface`". `impair` (none on a testbed with netem) is
/// applied to what arrives.
pub fn open_port(
    iface: &str,
    switch_mac: Mac,
    control_key: Option<ControlKey>,
    impair: Impair,
) -> Result<Arc<SwitchPort>> {
    let (tx, rx, _mac) = link::open(iface, POLL)?;
    let port = SwitchPort::new(
        format!("raw link {iface}"),
        switch_mac,
        control_key,
        Box::new(RawTx(tx)),
    );
    spawn_receiver(
        rx,
        Arc::downgrade(&port),
        impair,
        format!("switch-rx {iface}"),
    )?;
    Ok(port)
}

/// Runs the thread that hands what `rx` receives to `port` until the port
/// is gone (or the link fails: then the port receives nothing more, which
/// its tasks see as a switch that stopped answering). Nothing waits in
/// between but the delay line's frames (bounded, [`Impairer`]); what the
/// socket and the delay line lose is counted in the port's stats.
fn spawn_receiver(
    mut rx: impl FrameSource,
    port: Weak<SwitchPort>,
    imp: Impair,
    name: String,
) -> Result<JoinHandle<()>> {
    let thread = std::thread::Builder::new().name(name.clone()).spawn(move || {
        let mut imp = Impairer::new(imp);
        let mut noted = Instant::now();
        loop {
            let wait = imp.next_due().map_or(POLL, |d| d.saturating_duration_since(Instant::now()).min(POLL));
            let n = match rx.recv_batch(wait) {
                Ok(n) => n,
                Err(e) => {
                    eprintln!("{name}: raw link receive failed, the port receives nothing more: {e:#}");
                    return;
                }
            };
            let Some(port) = port.upgrade() else { return };
            let mut deliver = |f: &[u8]| port.deliver(f);
            imp.release(&mut deliver);
            for i in 0..n {
                imp.offer(rx.frame(i), &mut deliver);
            }
            if noted.elapsed() >= DROPS_EVERY {
                port.note_link_drops(rx.take_dropped(), imp.dropped());
                noted = Instant::now();
            }
        }
    })?;
    Ok(thread)
}

/// The ports of an executor with one raw link to the switch: every task
/// of the process, whatever its source, shares that link.
pub struct RawLinkPorts {
    pub port: Arc<SwitchPort>,
}

impl RawLinkPorts {
    /// [`open_port`] as this process's only port.
    pub fn open(
        iface: &str,
        switch_mac: Mac,
        control_key: Option<ControlKey>,
        impair: Impair,
    ) -> Result<RawLinkPorts> {
        Ok(RawLinkPorts {
            port: open_port(iface, switch_mac, control_key, impair)?,
        })
    }
}

impl SwitchPorts for RawLinkPorts {
    fn name(&self) -> String {
        self.port.name().to_string()
    }
    fn port(&self, _source: u16) -> Result<Arc<SwitchPort>> {
        Ok(self.port.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use netjoin_host::port::task_mac;
    use netjoin_proto::{FrameBuilder, Header, Opcode, SWITCH_SOURCE};
    use std::sync::mpsc;

    const SWITCH: Mac = Mac([0x02, 0x4e, 0x4a, 0x00, 0xff, 0xfe]);

    /// A frame from the switch at `SWITCH` to the task of `source`.
    fn from_switch(opcode: Opcode, source: u16, seq: u32, payload: &[u8]) -> Vec<u8> {
        let mut h = Header::new(opcode, task_mac(source), SWITCH);
        h.source = SWITCH_SOURCE;
        h.query_id = 7;
        h.token = 0x1234;
        h.seq = seq;
        FrameBuilder::encode(&h, payload)
    }

    /// Batches handed over a channel; an empty source waits out its
    /// time-out. It says it lost `lost` frames below it.
    struct Scripted {
        rx: mpsc::Receiver<Vec<Vec<u8>>>,
        batch: Vec<Vec<u8>>,
        lost: u64,
    }

    impl FrameSource for Scripted {
        fn recv_batch(&mut self, wait: Duration) -> Result<usize> {
            self.batch = match self.rx.recv_timeout(wait) {
                Ok(b) => b,
                Err(mpsc::RecvTimeoutError::Timeout) => Vec::new(),
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    std::thread::sleep(wait);
                    Vec::new()
                }
            };
            Ok(self.batch.len())
        }
        fn frame(&self, i: usize) -> &[u8] {
            &self.batch[i]
        }
        fn take_dropped(&mut self) -> u64 {
            std::mem::take(&mut self.lost)
        }
    }

    struct NoTx;
    impl FrameTx for NoTx {
        fn send(&mut self, _frames: &[&[u8]]) {}
    }

    type Script = (Arc<SwitchPort>, mpsc::Sender<Vec<Vec<u8>>>, JoinHandle<()>);

    fn scripted(imp: Impair) -> Script {
        scripted_losing(imp, 0)
    }

    fn scripted_losing(imp: Impair, lost: u64) -> Script {
        let port = SwitchPort::new("scripted", SWITCH, None, Box::new(NoTx));
        let (tx, rx) = mpsc::channel();
        let t = spawn_receiver(
            Scripted {
                rx,
                batch: Vec::new(),
                lost,
            },
            Arc::downgrade(&port),
            imp,
            "test-rx".into(),
        )
        .unwrap();
        (port, tx, t)
    }

    fn wait_for(what: &str, mut f: impl FnMut() -> bool) {
        let t = Instant::now();
        while !f() {
            assert!(
                t.elapsed() < Duration::from_secs(5),
                "timed out waiting for {what}"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn received_frames_reach_the_task_they_are_addressed_to_and_the_thread_ends_with_the_port() {
        let (port, tx, thread) = scripted(Impair::default());
        let a = port.attach(task_mac(1));
        let b = port.attach(task_mac(2));
        let to_a = from_switch(Opcode::Result, 1, 0, b"for a");
        let to_b = from_switch(Opcode::Result, 2, 1, b"for b");
        let mut foreign = to_a.clone();
        foreign[6..12].copy_from_slice(&Mac::local(3).0); // not from the switch
        tx.send(vec![to_a.clone(), foreign, to_b.clone()]).unwrap();
        assert_eq!(a.recv(Duration::from_secs(5)), Some(to_a));
        assert_eq!(b.recv(Duration::from_secs(5)), Some(to_b));
        wait_for("the port's counts", || port.stats().frames_in == 3);
        assert_eq!(port.stats().foreign, 1);
        assert_eq!(port.name(), "scripted");
        drop((a, b, port));
        // Nothing but the thread's weak reference is left: it ends within a poll.
        let t = Instant::now();
        while !thread.is_finished() {
            assert!(
                t.elapsed() < Duration::from_secs(5),
                "the receive thread outlived its port"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        thread.join().unwrap();
        drop(tx);
    }

    #[test]
    fn software_impairments_apply_to_what_arrives() {
        // Everything lost: the port sees nothing.
        let imp = Impair {
            loss: 100.0,
            seed: 3,
            ..Impair::default()
        };
        let (port, tx, _t) = scripted(imp);
        let a = port.attach(task_mac(1));
        tx.send(
            (0..20)
                .map(|s| from_switch(Opcode::Result, 1, s, b"x"))
                .collect(),
        )
        .unwrap();
        assert_eq!(a.recv(Duration::from_millis(300)), None);
        assert_eq!(port.stats().frames_in, 0);

        // Everything duplicated and delayed: every frame arrives once at the
        // task, after the delay; the port drops the copies by sequence number.
        let imp = Impair {
            duplicate: 100.0,
            delay_ms: 30.0,
            seed: 3,
            ..Impair::default()
        };
        let (port, tx, _t) = scripted(imp);
        let a = port.attach(task_mac(1));
        let sent = Instant::now();
        let frames: Vec<Vec<u8>> = (0..20)
            .map(|s| from_switch(Opcode::Result, 1, s, b"x"))
            .collect();
        tx.send(frames.clone()).unwrap();
        for f in &frames {
            assert_eq!(a.recv(Duration::from_secs(5)).as_ref(), Some(f));
        }
        assert!(
            sent.elapsed() >= Duration::from_millis(30),
            "the delay line was skipped"
        );
        wait_for("both copies", || port.stats().frames_in == 40);
        assert_eq!(port.stats().duplicates, 20);
        assert_eq!(a.missing((7, 0x1234), None, 19), 0);
    }

    #[test]
    fn what_the_link_lost_below_the_port_is_counted_in_its_stats() {
        let (port, tx, _t) = scripted_losing(Impair::default(), 9);
        let a = port.attach(task_mac(1));
        tx.send(vec![from_switch(Opcode::Result, 1, 0, b"x")])
            .unwrap();
        assert!(a.recv(Duration::from_secs(5)).is_some());
        wait_for("the socket's count", || port.stats().socket_drops == 9);
        assert_eq!(port.stats().delay_line_drops, 0);
        std::thread::sleep(DROPS_EVERY * 2);
        assert_eq!(port.stats().socket_drops, 9, "counted once");
    }

    #[test]
    fn raw_link_ports_give_every_source_the_one_port() {
        let port = SwitchPort::new("raw link sw", SWITCH, None, Box::new(NoTx));
        let ports = RawLinkPorts { port: port.clone() };
        assert_eq!(ports.name(), "raw link sw");
        for s in [0, 1, 9] {
            assert!(Arc::ptr_eq(&ports.port(s).unwrap(), &port));
        }
    }

    /// Over a veth pair in a network namespace of the test thread's own
    /// (root only): the far end plays the switch.
    #[test]
    fn a_port_on_a_raw_link_sends_and_receives_the_tasks_frames() {
        if !netjoin_testkit::need_root("a network namespace with a veth pair") {
            return;
        }
        std::thread::spawn(|| {
            // SAFETY: moves this thread (only) into a new network namespace.
            assert_eq!(
                unsafe { libc::unshare(libc::CLONE_NEWNET) },
                0,
                "unshare: {}",
                std::io::Error::last_os_error()
            );
            let sh = |args: &[&str]| {
                let s = std::process::Command::new(args[0])
                    .args(&args[1..])
                    .status()
                    .unwrap();
                assert!(s.success(), "{args:?} failed");
            };
            sh(&[
                "ip", "link", "add", "name", "sw", "type", "veth", "peer", "name", "p0",
            ]);
            sh(&[
                "ip",
                "link",
                "set",
                "dev",
                "p0",
                "address",
                &SWITCH.to_string(),
            ]);
            for i in ["sw", "p0"] {
                sh(&["ip", "link", "set", "dev", i, "up"]);
            }
            let ports = RawLinkPorts::open("sw", SWITCH, None, Impair::default()).unwrap();
            assert_eq!(ports.name(), "raw link sw");
            let (mut switch_tx, mut switch_rx, _) =
                link::open("p0", Duration::from_millis(20)).unwrap();
            let task = ports.port(5).unwrap().attach(task_mac(5));
            // The task's frame reaches the switch as sent.
            let mut h = Header::new(Opcode::Build, SWITCH, task_mac(5));
            h.source = 5;
            let out = FrameBuilder::encode(&h, b"tuple");
            // Sent again every 100 ms: a veth drops what it is given before its carrier is up.
            let t = Instant::now();
            let mut sent = 0;
            let got = loop {
                assert!(
                    t.elapsed() < Duration::from_secs(5),
                    "the switch never saw the task's frame ({sent} sent)"
                );
                if t.elapsed() >= Duration::from_millis(100) * sent {
                    task.send(&[&out]);
                    sent += 1;
                }
                if let Some(f) = switch_rx.recv().unwrap() {
                    if f[6..12] == task_mac(5).0 {
                        break f.to_vec();
                    }
                }
            };
            assert_eq!(got, out);
            // The switch's answer, to the task's MAC (not the interface's), reaches the task.
            let back = from_switch(Opcode::Result, 5, 0, b"joined");
            assert!(switch_tx.send(&back));
            assert_eq!(task.recv(Duration::from_secs(5)), Some(back));
        })
        .join()
        .expect("the namespace thread failed");
    }
}
