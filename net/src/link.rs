//! Raw Ethernet over pnet's datalink channel (AF_PACKET on Linux).
//!
//! The socket is opened by us and handed to pnet so that it can be tuned:
//! `PACKET_IGNORE_OUTGOING` (a node never receives its own transmissions),
//! and large kernel buffers so bursts are queued rather than dropped.

use anyhow::{anyhow, bail, Context, Result};
use netjoin_proto::Mac;
use serde::{Deserialize, Serialize};
use pnet_datalink::{Channel, DataLinkReceiver, DataLinkSender, NetworkInterface};
use std::io::ErrorKind;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::Duration;

const PACKET_IGNORE_OUTGOING: libc::c_int = 23;

pub fn find_interface(name: &str) -> Result<NetworkInterface> {
    pnet_datalink::interfaces()
        .into_iter()
        .find(|i| i.name == name)
        .ok_or_else(|| anyhow!("no network interface `{name}` in this namespace"))
}

/// The MAC of an interface.
pub fn interface_mac(name: &str) -> Result<Mac> {
    let i = find_interface(name)?;
    let m = i.mac.ok_or_else(|| anyhow!("interface `{name}` has no MAC address"))?;
    Ok(Mac(m.octets()))
}

fn setsockopt_int(fd: libc::c_int, level: libc::c_int, name: libc::c_int, v: libc::c_int) -> bool {
    // SAFETY: passes a valid pointer to an int of the stated size.
    unsafe { libc::setsockopt(fd, level, name, &v as *const libc::c_int as *const libc::c_void, std::mem::size_of::<libc::c_int>() as libc::socklen_t) == 0 }
}

/// Sending half of a raw link.
pub struct LinkTx {
    tx: Box<dyn DataLinkSender>,
    pub frames: u64,
    pub bytes: u64,
    /// Frames the kernel refused (e.g. the qdisc queue was full): lost, like on a wire.
    pub errors: u64,
}

impl LinkTx {
    /// Sends one frame; a refused frame counts as lost and returns false.
    pub fn send(&mut self, frame: &[u8]) -> bool {
        loop {
            match self.tx.send_to(frame, None) {
                Some(Ok(())) => {
                    self.frames += 1;
                    self.bytes += frame.len() as u64;
                    return true;
                }
                Some(Err(e)) if e.kind() == ErrorKind::WouldBlock || e.kind() == ErrorKind::Interrupted => {
                    std::thread::yield_now();
                }
                _ => {
                    self.errors += 1;
                    return false;
                }
            }
        }
    }
}

/// Receiving half of a raw link.
pub struct LinkRx {
    rx: Box<dyn DataLinkReceiver>,
}

impl LinkRx {
    /// Next frame, or None after the read timeout (set at open).
    pub fn recv(&mut self) -> Result<Option<&[u8]>> {
        match self.rx.next() {
            Ok(f) => Ok(Some(f)),
            Err(e) if matches!(e.kind(), ErrorKind::TimedOut | ErrorKind::WouldBlock | ErrorKind::Interrupted) => Ok(None),
            Err(e) => Err(e).context("receiving a frame"),
        }
    }
}

/// Opens a raw link on `iface`. `read_timeout` bounds each [`LinkRx::recv`].
pub fn open(iface: &str, read_timeout: Duration) -> Result<(LinkTx, LinkRx, Mac)> {
    let ni = find_interface(iface)?;
    let mac = ni.mac.map(|m| Mac(m.octets())).ok_or_else(|| anyhow!("interface `{iface}` has no MAC address"))?;
    // SAFETY: creating a socket has no memory-safety preconditions.
    let fd = unsafe { libc::socket(libc::AF_PACKET, libc::SOCK_RAW, (libc::ETH_P_ALL as u16).to_be() as libc::c_int) };
    if fd < 0 {
        let e = std::io::Error::last_os_error();
        if e.kind() == ErrorKind::PermissionDenied {
            bail!("opening a raw socket on `{iface}` needs root (CAP_NET_RAW)");
        }
        return Err(e).context("creating an AF_PACKET socket");
    }
    setsockopt_int(fd, libc::SOL_PACKET, PACKET_IGNORE_OUTGOING, 1);
    if !setsockopt_int(fd, libc::SOL_SOCKET, libc::SO_RCVBUFFORCE, 32 << 20) {
        setsockopt_int(fd, libc::SOL_SOCKET, libc::SO_RCVBUF, 32 << 20);
    }
    if !setsockopt_int(fd, libc::SOL_SOCKET, libc::SO_SNDBUFFORCE, 4 << 20) {
        setsockopt_int(fd, libc::SOL_SOCKET, libc::SO_SNDBUF, 4 << 20);
    }
    let cfg = pnet_datalink::Config {
        read_buffer_size: 16384,
        write_buffer_size: 16384,
        read_timeout: Some(read_timeout),
        promiscuous: true,
        socket_fd: Some(fd),
        ..Default::default()
    };
    match pnet_datalink::channel(&ni, cfg).with_context(|| format!("opening a datalink channel on `{iface}`"))? {
        Channel::Ethernet(tx, rx) => Ok((LinkTx { tx, frames: 0, bytes: 0, errors: 0 }, LinkRx { rx }, mac)),
        _ => bail!("`{iface}` did not give an Ethernet channel"),
    }
}

/// Link impairments applied in software where the kernel has no netem
/// (the testbed then shapes rates with tbf and the endpoints impair what they
/// receive): loss, duplication, reordering in percent, delay in ms.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Impair {
    pub loss: f64,
    pub duplicate: f64,
    pub reorder: f64,
    pub delay_ms: f64,
    pub seed: u64,
}

impl Impair {
    pub fn is_none(&self) -> bool {
        self.loss <= 0.0 && self.duplicate <= 0.0 && self.reorder <= 0.0 && self.delay_ms <= 0.0
    }
    /// Command-line form for switchd and agents: `loss,duplicate,reorder,delay_ms`.
    pub fn to_arg(&self) -> String {
        format!("{},{},{},{}", self.loss, self.duplicate, self.reorder, self.delay_ms)
    }
    pub fn parse_arg(s: &str) -> Result<Impair, String> {
        let v: Vec<f64> = s.split(',').map(|x| x.trim().parse::<f64>().map_err(|_| format!("`{s}` is not loss,duplicate,reorder,delay_ms"))).collect::<Result<_, _>>()?;
        if v.len() != 4 {
            return Err(format!("`{s}` is not loss,duplicate,reorder,delay_ms"));
        }
        Ok(Impair { loss: v[0], duplicate: v[1], reorder: v[2], delay_ms: v[3], seed: std::process::id() as u64 })
    }
}

/// xorshift64*, enough for fault injection.
struct Rng(u64);
impl Rng {
    fn percent(&mut self) -> f64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11) as f64 / (1u64 << 53) as f64 * 100.0
    }
}

/// Runs a receiver thread that forwards every frame `keep` accepts until `stop`
/// is set, through the software impairments `imp` (none on a netem testbed).
pub fn spawn_rx<T: Send + Clone + 'static>(
    mut rx: LinkRx,
    stop: Arc<AtomicBool>,
    tx: mpsc::Sender<T>,
    mut keep: impl FnMut(&[u8]) -> Option<T> + Send + 'static,
    imp: Impair,
) -> std::thread::JoinHandle<()> {
    let mut rng = Rng(imp.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    // With a delay, frames wait in a FIFO thread; reordered ones skip it (as in netem).
    let delay = Duration::from_secs_f64(imp.delay_ms.max(if imp.reorder > 0.0 { 1.0 } else { 0.0 }) / 1000.0);
    let delayed: Option<mpsc::Sender<(std::time::Instant, T)>> = (!imp.is_none() && delay > Duration::ZERO).then(|| {
        let (dtx, drx) = mpsc::channel::<(std::time::Instant, T)>();
        let out = tx.clone();
        std::thread::spawn(move || {
            while let Ok((due, t)) = drx.recv() {
                let now = std::time::Instant::now();
                if due > now {
                    std::thread::sleep(due - now);
                }
                if out.send(t).is_err() {
                    return;
                }
            }
        });
        dtx
    });
    std::thread::spawn(move || {
        while !stop.load(Ordering::Relaxed) {
            match rx.recv() {
                Ok(Some(f)) => {
                    if let Some(t) = keep(f) {
                        if imp.is_none() {
                            if tx.send(t).is_err() {
                                return;
                            }
                            continue;
                        }
                        if rng.percent() < imp.loss {
                            continue;
                        }
                        let copies = if rng.percent() < imp.duplicate { 2 } else { 1 };
                        for _ in 0..copies {
                            let t = t.clone();
                            let ok = match &delayed {
                                Some(d) if rng.percent() >= imp.reorder => d.send((std::time::Instant::now() + delay, t)).is_ok(),
                                _ => tx.send(t).is_ok(),
                            };
                            if !ok {
                                return;
                            }
                        }
                    }
                }
                Ok(None) => {}
                Err(e) => {
                    eprintln!("raw link receive failed: {e:#}");
                    return;
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn impairment_arguments_round_trip() {
        let i = Impair { loss: 1.0, duplicate: 0.5, reorder: 2.0, delay_ms: 3.0, seed: 0 };
        let j = Impair::parse_arg(&i.to_arg()).unwrap();
        assert_eq!((j.loss, j.duplicate, j.reorder, j.delay_ms), (1.0, 0.5, 2.0, 3.0));
        assert!(Impair::parse_arg("1,2").is_err());
        assert!(Impair::default().is_none() && !j.is_none());
    }

    #[test]
    fn software_loss_rate_is_close_to_the_setting() {
        let mut r = Rng(12345);
        let n = 200_000;
        let lost = (0..n).filter(|_| r.percent() < 1.0).count();
        assert!((1500..2500).contains(&lost), "{lost} of {n} lost at 1%");
    }
}
