//! The TCP control channel between the coordinator and worker agents.
//!
//! Each message is one JSON line; a `Load` request is followed by exactly
//! `bytes` raw bytes of tuples. The agent answers every request with one reply
//! line. Works between namespaces and between real machines alike.

use anyhow::{anyhow, bail, Context, Result};
use serde::{Deserialize, Serialize};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

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
    Load {
        table: Option<u8>,
        bytes: u64,
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
    ShuffleJoin(crate::shuffle::ShuffleParams),
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
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Reply {
    Hello {
        iface: String,
        mac: String,
        fact_tuples: u64,
    },
    Ok,
    Sent(SendReport),
    /// `no_ack`: the switch stopped answering; `counts`: it acknowledged other counts than were sent.
    Error {
        kind: String,
        message: String,
    },
    /// A shuffle join finished on this worker.
    Shuffled(crate::shuffle::ShuffleReport),
    /// `bytes` raw bytes follow the reply line.
    Blob {
        bytes: u64,
    },
}

pub fn write_msg<T: Serialize>(w: &mut impl Write, m: &T) -> Result<()> {
    let mut s = serde_json::to_string(m)?;
    s.push('\n');
    w.write_all(s.as_bytes())?;
    w.flush()?;
    Ok(())
}

pub fn read_msg<T: for<'de> Deserialize<'de>>(r: &mut impl BufRead) -> Result<Option<T>> {
    let mut line = String::new();
    if r.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    Ok(Some(
        serde_json::from_str(line.trim_end()).with_context(|| format!("control message `{}`", line.trim_end()))?,
    ))
}

/// The coordinator's end of one agent connection.
pub struct AgentConn {
    pub addr: String,
    r: BufReader<TcpStream>,
    w: TcpStream,
}

impl AgentConn {
    /// Connects, retrying until `timeout` (agents may still be starting).
    pub fn connect(addr: &str, timeout: Duration) -> Result<AgentConn> {
        let t0 = Instant::now();
        loop {
            match TcpStream::connect(addr) {
                Ok(s) => {
                    s.set_nodelay(true)?;
                    return Ok(AgentConn {
                        addr: addr.into(),
                        r: BufReader::new(s.try_clone()?),
                        w: s,
                    });
                }
                Err(e) if t0.elapsed() < timeout => {
                    let _ = e;
                    std::thread::sleep(Duration::from_millis(50));
                }
                Err(e) => return Err(e).with_context(|| format!("connecting to the agent at {addr}")),
            }
        }
    }

    pub fn send(&mut self, req: &Request) -> Result<()> {
        write_msg(&mut self.w, req).with_context(|| format!("sending to the agent at {}", self.addr))
    }

    pub fn send_bytes(&mut self, b: &[u8]) -> Result<()> {
        self.w.write_all(b)?;
        self.w.flush()?;
        Ok(())
    }

    pub fn recv(&mut self) -> Result<Reply> {
        read_msg(&mut self.r)?.ok_or_else(|| anyhow!("the agent at {} closed the control connection", self.addr))
    }

    /// Reads `n` raw bytes that follow a reply.
    pub fn read_raw(&mut self, n: u64) -> Result<Vec<u8>> {
        read_blob(&mut self.r, n)
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
}

/// Reads exactly `n` bytes that follow a `Load`.
pub fn read_blob(r: &mut impl Read, n: u64) -> Result<Vec<u8>> {
    let mut v = vec![0u8; n as usize];
    r.read_exact(&mut v)?;
    Ok(v)
}
