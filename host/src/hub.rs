//! An in-process switch with several ports, each a [`SwitchPort`]: the
//! switch of a distributed query whose tasks all run in one process (a
//! Ballista cluster in standalone mode, the tests). Frames go through the
//! engine synchronously; the links may lose, duplicate and reorder frames in
//! both directions, deterministically for a seed ([`LinkFaults`]), and the
//! switch may restart at given frames ([`Hub::with_restarts`]).
//!
//! Nothing here is fed from a wire: the frames are the in-process tasks'
//! own, each send goes through the engine before it returns (a link holds
//! back at most one frame, [`LinkFaults::reorder`]), and what comes back
//! waits in the bounded queues of the ports' tasks ([`SwitchPort`]).

use crate::coordinator::{LinkFaults, Rng};
use crate::engine::{key_engine, SwitchEngine};
use crate::port::{FrameTx, SwitchPort};
use netjoin_proto::Mac;
use netjoin_sim::Emitted;
use std::sync::{Arc, Mutex, Weak};

/// Faults of one direction of one link.
struct Faulty {
    faults: LinkFaults,
    rng: Rng,
    /// A frame held back, to go after the next one.
    held: Option<Vec<u8>>,
}

impl Faulty {
    fn new(faults: LinkFaults, stream: u64) -> Faulty {
        Faulty {
            faults,
            rng: Rng((faults.seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1),
            held: None,
        }
    }

    fn chance(&mut self, p: f64) -> bool {
        p > 0.0 && self.rng.next_f64() < p
    }

    /// What the link delivers of `frame`, in order, to `emit`.
    fn offer(&mut self, frame: Vec<u8>, emit: &mut dyn FnMut(&[u8])) {
        if self.chance(self.faults.drop) {
            return;
        }
        let copies = if self.chance(self.faults.duplicate) {
            2
        } else {
            1
        };
        if self.held.is_none() && self.chance(self.faults.reorder) {
            self.held = Some(frame);
            return;
        }
        for _ in 0..copies {
            emit(&frame);
        }
        if let Some(h) = self.held.take() {
            emit(&h);
        }
    }

    /// A frame held back goes now: the link is idle.
    fn flush(&mut self, emit: &mut dyn FnMut(&[u8])) {
        if let Some(h) = self.held.take() {
            emit(&h);
        }
    }
}

struct Core {
    engine: Box<dyn SwitchEngine + Send>,
    /// Per port: towards the switch, and back.
    up: Vec<Faulty>,
    down: Vec<Faulty>,
    ports: Vec<Weak<SwitchPort>>,
    engine_errors: u64,
    /// Frames that reached the engine so far.
    delivered: u64,
    /// The engine power-cycles just before the frame of each of these
    /// indices (counted from 0 over every port) reaches it.
    restart_at: Vec<u64>,
    restarts: u64,
}

/// The in-process switch and its ports.
pub struct Hub {
    core: Arc<Mutex<Core>>,
    ports: Vec<Arc<SwitchPort>>,
}

struct HubTx {
    core: Arc<Mutex<Core>>,
    port: usize,
}

impl FrameTx for HubTx {
    fn send(&mut self, frames: &[&[u8]]) {
        let mut core = self.core.lock().unwrap_or_else(|e| e.into_inner());
        let core = &mut *core;
        let mut arrived: Vec<Vec<u8>> = Vec::new();
        for f in frames {
            core.up[self.port].offer(f.to_vec(), &mut |f| arrived.push(f.to_vec()));
        }
        core.up[self.port].flush(&mut |f| arrived.push(f.to_vec()));
        let mut out: Vec<Emitted> = Vec::new();
        for f in &arrived {
            if core.restart_at.contains(&core.delivered) {
                match core.engine.power_cycle() {
                    Ok(()) => core.restarts += 1,
                    Err(_) => core.engine_errors += 1,
                }
            }
            core.delivered += 1;
            if core.engine.deliver(self.port, f, &mut out).is_err() {
                core.engine_errors += 1;
            }
        }
        let mut touched = vec![false; core.ports.len()];
        for e in out {
            let Some(port) = core.ports.get(e.port).and_then(Weak::upgrade) else {
                continue;
            };
            touched[e.port] = true;
            core.down[e.port].offer(e.frame, &mut |f| port.deliver(f));
        }
        for (p, t) in touched.into_iter().enumerate() {
            if let (true, Some(port)) = (t, core.ports[p].upgrade()) {
                core.down[p].flush(&mut |f| port.deliver(f));
            }
        }
    }
}

impl Hub {
    /// `engine` behind `ports` ports named `<name><i>`, with `faults` on
    /// every link. An engine that takes a control key gets a fresh one
    /// ([`key_engine`]), and the ports' tasks seal their CONTROL with it.
    pub fn new(
        mut engine: Box<dyn SwitchEngine + Send>,
        switch_mac: Mac,
        ports: usize,
        faults: LinkFaults,
        name: &str,
    ) -> Hub {
        let control_key = key_engine(engine.as_mut());
        let core = Arc::new(Mutex::new(Core {
            engine,
            up: (0..ports)
                .map(|p| Faulty::new(faults, 2 * p as u64))
                .collect(),
            down: (0..ports)
                .map(|p| Faulty::new(faults, 2 * p as u64 + 1))
                .collect(),
            ports: Vec::new(),
            engine_errors: 0,
            delivered: 0,
            restart_at: Vec::new(),
            restarts: 0,
        }));
        let ports: Vec<Arc<SwitchPort>> = (0..ports)
            .map(|p| {
                SwitchPort::new(
                    format!("{name}{p}"),
                    switch_mac,
                    control_key,
                    Box::new(HubTx {
                        core: core.clone(),
                        port: p,
                    }),
                )
            })
            .collect();
        core.lock().unwrap_or_else(|e| e.into_inner()).ports =
            ports.iter().map(Arc::downgrade).collect();
        Hub { core, ports }
    }

    /// The switch restarts (back in its power-on state, as after a crash)
    /// just before the frames of these indices reach it, counted from 0
    /// over every port.
    pub fn with_restarts(self, at: Vec<u64>) -> Hub {
        self.core
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .restart_at = at;
        self
    }

    /// Times the switch restarted.
    pub fn restarts(&self) -> u64 {
        self.core.lock().unwrap_or_else(|e| e.into_inner()).restarts
    }

    /// The engine power-cycles just before the next frame reaches it.
    pub fn restart_before_next_frame(&self) {
        let mut core = self.core.lock().unwrap_or_else(|e| e.into_inner());
        let next = core.delivered;
        core.restart_at.push(next);
    }

    pub fn ports(&self) -> &[Arc<SwitchPort>] {
        &self.ports
    }

    /// Times the engine failed on a frame (an RTL simulation that hung).
    pub fn engine_errors(&self) -> u64 {
        self.core
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .engine_errors
    }
}
