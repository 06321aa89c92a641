//! The TCP control channel between the coordinator and worker agents.
//!
//! A connection starts with the handshake of [`crate::auth`] (the agent
//! challenges, the coordinator proves it knows the shared secret, and the
//! agent proves it too). After it, each message is one line
//! `<MAC in hex> <JSON>`; the agent answers every request with one reply
//! line. A `Load` is answered `Ready` (or refused when it is larger than the
//! agent takes), then the coordinator sends exactly `bytes` raw bytes of
//! tuples followed by their 32-byte MAC. Every line and every blob is
//! authenticated with the connection's session key and its message counter.
//! Works between namespaces and between real machines alike.

use crate::auth::{self, read_line_bounded, DeadlineStream, Secret, Session, WireError, MAC_LEN};
use anyhow::{bail, Result};
use netjoin_proto::Signature;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::io::{BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// Longest control line (MAC, JSON and newline) either side reads.
pub const MAX_LINE: usize = 64 << 10;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct QueryParams {
    /// Signature id, e.g. `k8v8t3`.
    pub signature: String,
    pub query_id: u16,
    pub token: u32,
    pub max_payload: usize,
    pub switch_mac: String,
    /// This worker's source id.
    pub source: u16,
    /// Unacknowledged frames in flight at most.
    pub window: usize,
    /// Go back to the last ACK when none arrived for this long.
    pub ack_timeout_us: u64,
    /// Report the switch unreachable after this long without progress.
    pub give_up_ms: u64,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Request {
    Hello,
    /// `table: Some(t)` loads dimension table t's partition, `None` the fact partition.
    /// Answered `Ready` (then the bytes and their MAC follow, answered `Ok`) or an `Error`.
    Load {
        table: Option<u8>,
        bytes: u64,
    },
    /// What the agent holds and its control-channel counters.
    Status,
    /// SHA-256 of a loaded partition (`None`: the fact partition).
    Digest {
        table: Option<u8>,
    },
    /// Starts (or restarts) a query: resets the sequence counter to 0.
    Configure(QueryParams),
    /// Streams the whole build phase.
    Build {
        rate_bps: Option<u64>,
    },
    /// Streams fact tuples `lo..hi` of the partition as one probe phase (data frames then END).
    Probe {
        lo: u64,
        hi: u64,
        rate_bps: Option<u64>,
    },
    /// Runs this worker's part of the shuffle-join baseline over TCP among the workers.
    ShuffleJoin(ShuffleParams),
    /// Sends the result tuples of the last shuffle join (a `Blob` reply, then the bytes).
    FetchResult,
    Shutdown,
}

/// What one phase stream took.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize)]
pub struct SendReport {
    /// Frames put on the wire, including retransmissions and the END.
    pub frames: u64,
    pub bytes: u64,
    /// Frames sent again after a go-back.
    pub retransmitted: u64,
    /// Go-backs after a timeout without ACK.
    pub timeouts: u64,
    /// Go-backs because an ACK showed a gap.
    pub gap_go_backs: u64,
    /// Frames the kernel refused.
    pub send_errors: u64,
    /// Distinct frames in the stream (data + END).
    pub stream_frames: u64,
    pub tuples: u64,
    pub elapsed_us: u64,
    /// ACKs the agent's receive queue was too full to take, since it
    /// started (a flood): dropped and counted; go-back-N resends.
    #[serde(default)]
    pub ack_queue_drops: u64,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Reply {
    /// `iface` is `none` (and `mac` empty) for an agent without a raw link.
    Hello {
        iface: String,
        mac: String,
        fact_tuples: u64,
    },
    Ok,
    /// Send the `Load`'s bytes now.
    Ready,
    Status(AgentStatus),
    Digest {
        bytes: u64,
        sha256: String,
    },
    Sent(SendReport),
    /// `no_ack`: the switch stopped answering; `counts`: it acknowledged other counts than were sent;
    /// `limit`: a request larger than the agent takes; `protocol`: the connection is closed after it.
    Error {
        kind: String,
        message: String,
    },
    /// A shuffle join finished on this worker.
    Shuffled(ShuffleReport),
    /// `bytes` raw bytes follow the reply line.
    Blob {
        bytes: u64,
    },
}

/// What an agent's control port has seen since it started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CtlCounters {
    /// TCP connections accepted.
    pub connections: u64,
    /// Connections that completed the handshake.
    pub authenticated: u64,
    /// Connections refused at once because too many handshakes were pending.
    pub refused_busy: u64,
    /// Handshakes not completed within the grace time.
    pub timeouts: u64,
    /// Lines that are no message of the protocol (bad JSON, bad framing, cut short).
    pub malformed: u64,
    /// Connections that sent a request (or closed) without authenticating.
    pub unauthenticated: u64,
    /// Handshakes answered with a wrong MAC or role: another secret, or a replayed answer.
    pub bad_auth: u64,
    /// Messages after the handshake whose MAC did not verify: forged, replayed or reordered.
    pub bad_mac: u64,
    /// Lines longer than the limit.
    pub oversized_lines: u64,
    /// Requests larger than the agent takes (refused with an error reply; the connection stays).
    pub oversized_requests: u64,
    /// Authenticated requests served.
    pub requests: u64,
}

impl CtlCounters {
    /// Connections closed by the agent for a bad peer.
    pub fn closed_bad(&self) -> u64 {
        self.refused_busy
            + self.timeouts
            + self.malformed
            + self.unauthenticated
            + self.bad_auth
            + self.bad_mac
            + self.oversized_lines
    }
}

/// An agent's `Status` reply.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AgentStatus {
    /// The raw interface, if the agent has one.
    pub iface: Option<String>,
    /// Bytes of each dimension partition held.
    pub dims_bytes: Vec<u64>,
    pub fact_bytes: u64,
    /// Whether a query is configured.
    pub configured: bool,
    pub max_load_bytes: u64,
    pub max_held_bytes: u64,
    pub ctl: CtlCounters,
}

/// One authenticated connection, either end: sealed lines and blobs.
pub struct Conn {
    r: BufReader<DeadlineStream>,
    w: TcpStream,
    sess: Session,
    max_line: usize,
    line: Vec<u8>,
}

impl Conn {
    /// Wraps a connection whose handshake `sess` came from (on the same reader).
    pub fn new(r: BufReader<DeadlineStream>, w: TcpStream, sess: Session, max_line: usize) -> Conn {
        Conn {
            r,
            w,
            sess,
            max_line,
            line: Vec::new(),
        }
    }

    pub fn send<T: Serialize>(&mut self, m: &T) -> Result<(), WireError> {
        let body = serde_json::to_vec(m).map_err(|e| WireError::Malformed(e.to_string()))?;
        let line = self.sess.seal_line(&body);
        self.w.write_all(&line)?;
        Ok(())
    }

    /// The next message; `None` when the peer closed the connection between messages.
    pub fn recv<T: DeserializeOwned>(&mut self) -> Result<Option<T>, WireError> {
        let mut line = std::mem::take(&mut self.line);
        let r = self.recv_line(&mut line);
        self.line = line;
        r
    }

    fn recv_line<T: DeserializeOwned>(
        &mut self,
        line: &mut Vec<u8>,
    ) -> Result<Option<T>, WireError> {
        if !read_line_bounded(&mut self.r, self.max_line, line)? {
            return Ok(None);
        }
        let body = self.sess.open_line(line)?;
        serde_json::from_slice(body).map(Some).map_err(|e| {
            WireError::Malformed(format!(
                "{e}: `{}`",
                String::from_utf8_lossy(&body[..body.len().min(200)])
            ))
        })
    }

    /// Sends raw bytes followed by their MAC.
    pub fn send_blob(&mut self, b: &[u8]) -> Result<(), WireError> {
        use hmac::Mac;
        let mut m = self.sess.next_tx();
        m.update(b);
        self.w.write_all(b)?;
        self.w.write_all(&m.finalize().into_bytes())?;
        Ok(())
    }

    /// Reads `n` raw bytes and their MAC. The caller has checked `n` against
    /// its limits; at most `reserve` bytes are allocated before they arrive.
    pub fn recv_blob(&mut self, n: u64, reserve: u64) -> Result<Vec<u8>, WireError> {
        use hmac::Mac;
        let mut m = self.sess.next_rx();
        let mut v = Vec::new();
        v.try_reserve_exact(n.min(reserve).min(isize::MAX as u64) as usize)
            .map_err(|_| {
                WireError::Io(std::io::Error::other(format!(
                    "cannot allocate {n} B for a blob"
                )))
            })?;
        (&mut self.r).take(n).read_to_end(&mut v)?;
        if (v.len() as u64) < n {
            return Err(WireError::Truncated);
        }
        let mut mac = [0u8; MAC_LEN];
        self.r.read_exact(&mut mac)?;
        m.update(&v);
        m.verify_slice(&mac).map_err(|_| WireError::BadMac)?;
        Ok(v)
    }

    pub fn stream(&self) -> &TcpStream {
        &self.w
    }
}

/// Runs `f` on every agent's connection concurrently, a thread each; the
/// results in agent order (a panicking thread is an error, not a panic).
pub fn on_all<T: Send>(
    agents: &mut [AgentConn],
    f: impl Fn(usize, &mut AgentConn) -> Result<T> + Sync,
) -> Vec<Result<T>> {
    on_all_while(agents, f, || ()).0
}

/// As [`on_all`], running `meanwhile` on the calling thread while the agents
/// work (the coordinator decodes one probe round's output while the next
/// round streams).
pub fn on_all_while<T: Send, R>(
    agents: &mut [AgentConn],
    f: impl Fn(usize, &mut AgentConn) -> Result<T> + Sync,
    meanwhile: impl FnOnce() -> R,
) -> (Vec<Result<T>>, R) {
    std::thread::scope(|s| {
        let hs: Vec<_> = agents
            .iter_mut()
            .enumerate()
            .map(|(i, a)| {
                let f = &f;
                s.spawn(move || f(i, a))
            })
            .collect();
        let r = meanwhile();
        let results = hs
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(anyhow::anyhow!("agent thread panicked")))
            })
            .collect();
        (results, r)
    })
}

/// The coordinator's end of one agent connection.
pub struct AgentConn {
    pub addr: String,
    c: Conn,
}

fn wire(addr: &str, e: WireError) -> anyhow::Error {
    anyhow::anyhow!("the control connection to the agent at {addr}: {e}")
}

impl AgentConn {
    /// Connects and authenticates with `secret`, retrying until `timeout`
    /// while the agent is not listening yet or is busy with other handshakes.
    pub fn connect(addr: &str, secret: &Secret, timeout: Duration) -> Result<AgentConn> {
        let t0 = Instant::now();
        loop {
            let e = match TcpStream::connect(addr) {
                Ok(s) => match AgentConn::handshake(addr, s, secret) {
                    Ok(c) => return Ok(c),
                    Err(WireError::Refused(m)) if m.contains("busy") => {
                        anyhow::anyhow!("the agent at {addr} is busy: {m}")
                    }
                    Err(e) => return Err(wire(addr, e)),
                },
                Err(e) => {
                    anyhow::Error::from(e).context(format!("connecting to the agent at {addr}"))
                }
            };
            if t0.elapsed() >= timeout {
                return Err(e);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn handshake(addr: &str, s: TcpStream, secret: &Secret) -> Result<AgentConn, WireError> {
        s.set_nodelay(true)?;
        let mut w = s.try_clone()?;
        let mut r = BufReader::new(DeadlineStream::new(
            s,
            Some(Instant::now() + Duration::from_secs(10)),
        ));
        let sess = auth::client_handshake(&mut r, &mut w, secret, auth::ROLE_COORDINATOR)?;
        r.get_mut().clear_deadline()?;
        Ok(AgentConn {
            addr: addr.into(),
            c: Conn::new(r, w, sess, MAX_LINE),
        })
    }

    pub fn send(&mut self, req: &Request) -> Result<()> {
        self.c.send(req).map_err(|e| wire(&self.addr, e))
    }

    pub fn recv(&mut self) -> Result<Reply> {
        match self.c.recv() {
            Ok(Some(r)) => Ok(r),
            Ok(None) => bail!("the agent at {} closed the control connection", self.addr),
            Err(e) => Err(wire(&self.addr, e)),
        }
    }

    /// Reads `n` raw bytes (and their MAC) that follow a reply.
    pub fn read_raw(&mut self, n: u64) -> Result<Vec<u8>> {
        self.c
            .recv_blob(n, 256 << 20)
            .map_err(|e| wire(&self.addr, e))
    }

    pub fn call(&mut self, req: &Request) -> Result<Reply> {
        self.send(req)?;
        self.recv()
    }

    pub fn expect_ok(&mut self, req: &Request) -> Result<()> {
        match self.call(req)? {
            Reply::Ok => Ok(()),
            Reply::Error { kind, message } => bail!("agent {}: {kind}: {message}", self.addr),
            r => bail!("agent {}: unexpected reply {r:?}", self.addr),
        }
    }

    /// Loads a partition (`table: None`: the fact partition).
    pub fn load(&mut self, table: Option<u8>, bytes: &[u8]) -> Result<()> {
        let what = table.map_or("the fact partition".to_string(), |t| format!("table {t}"));
        match self.call(&Request::Load {
            table,
            bytes: bytes.len() as u64,
        })? {
            Reply::Ready => {}
            Reply::Error { kind, message } => {
                bail!("agent {}: loading {what}: {kind}: {message}", self.addr)
            }
            r => bail!(
                "agent {}: loading {what}: unexpected reply {r:?}",
                self.addr
            ),
        }
        self.c.send_blob(bytes).map_err(|e| wire(&self.addr, e))?;
        match self.recv()? {
            Reply::Ok => Ok(()),
            r => bail!("agent {}: loading {what}: {r:?}", self.addr),
        }
    }

    pub fn status(&mut self) -> Result<AgentStatus> {
        match self.call(&Request::Status)? {
            Reply::Status(s) => Ok(s),
            r => bail!("agent {}: unexpected reply {r:?}", self.addr),
        }
    }

    /// (bytes, SHA-256 in hex) of a loaded partition.
    pub fn digest(&mut self, table: Option<u8>) -> Result<(u64, String)> {
        match self.call(&Request::Digest { table })? {
            Reply::Digest { bytes, sha256 } => Ok((bytes, sha256)),
            Reply::Error { kind, message } => bail!("agent {}: {kind}: {message}", self.addr),
            r => bail!("agent {}: unexpected reply {r:?}", self.addr),
        }
    }
}

/// SHA-256 of `b` in hex (the `Digest` reply's form).
pub fn sha256_hex(b: &[u8]) -> String {
    use sha2::Digest;
    auth::to_hex(&sha2::Sha256::digest(b))
}

// ------------------------------------------------- the shuffle baseline's messages

/// Parameters of one shuffle join, per worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ShuffleParams {
    pub signature: String,
    /// This worker's index in `peers`.
    pub me: usize,
    /// Data addresses (`ip:port`) of all workers, in worker order.
    pub peers: Vec<String>,
    /// TCP connections per destination.
    pub conns: usize,
    /// Bytes per message (whole tuples, rounded down).
    pub batch_bytes: usize,
    /// Messages queued per connection before the partitioner waits.
    pub queue: usize,
}

impl ShuffleParams {
    pub fn new(signature: &Signature, me: usize, peers: Vec<String>) -> ShuffleParams {
        ShuffleParams {
            signature: signature.id(),
            me,
            peers,
            conns: 2,
            batch_bytes: 256 << 10,
            queue: 4,
        }
    }
}

/// What one join stage did on one worker.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct StageReport {
    /// Seconds from the stage's start until every input of the stage was in.
    pub wait_s: f64,
    /// Seconds to build and probe (including partitioning the output).
    pub join_s: f64,
    /// CPU seconds the joining thread used for that (its wall time above
    /// includes waiting for a core while the other workers run).
    #[serde(default)]
    pub join_cpu_s: f64,
    /// The part of `join_cpu_s` spent building the hash table (the rest
    /// probes and partitions), so inserts and probes are timed apart.
    #[serde(default)]
    pub build_cpu_s: f64,
    pub build_tuples: u64,
    pub probe_tuples: u64,
    pub out_tuples: u64,
}

/// What the shuffle join did on one worker.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct ShuffleReport {
    pub stages: Vec<StageReport>,
    /// Payload bytes this worker sent to / received from other workers.
    pub bytes_sent: u64,
    pub bytes_received: u64,
    pub messages_sent: u64,
    pub result_tuples: u64,
    pub elapsed_s: f64,
    /// CPU seconds of the agent process during the join (user + system).
    pub cpu_s: f64,
    /// Connections to this worker's data port that failed the handshake (strangers).
    #[serde(default)]
    pub refused_connections: u64,
}
