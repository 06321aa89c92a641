//! Authentication of the TCP channels (the coordinator's control connections
//! to the agents, and the shuffle baseline's data connections among them).
//!
//! * A **shared secret** (at least 16 bytes; `netjoin testbed up` and
//!   `netjoin-net keygen` make 32 random ones), kept as hex in a file of
//!   mode 0600 that the coordinator and the agents read.
//! * A per-connection **challenge–response handshake**: the listening side
//!   sends a random 32-byte nonce; the connecting side answers with its own
//!   nonce, its role, and `HMAC-SHA256(secret, "netjoin-ctl-v1 client" ‖
//!   server nonce ‖ client nonce ‖ role)`; the listening side proves it knows
//!   the secret too with `HMAC(secret, "… server" ‖ nonces ‖ role)`. Nothing
//!   else is read before the answer verifies.
//! * Per-message **MACs** with a session key `HMAC(secret, "… session" ‖
//!   nonces)`: every later message (a line, or a raw blob) carries
//!   `HMAC(key, direction ‖ counter ‖ body)`, the counter counting the
//!   messages of its direction on the connection, so a message cannot be
//!   forged, replayed, reordered or moved to another connection.
//! * **Bounded reading**: lines are read with a length limit and, before the
//!   handshake completes, under a deadline; nothing is allocated at a size the
//!   peer names before it is checked.
//!
//! Every MAC is compared in constant time (`hmac`'s `verify_slice`).

use anyhow::{bail, Context, Result};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use std::io::{BufRead, ErrorKind, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::sync::OnceLock;
use std::time::Instant;

type HmacSha256 = Hmac<Sha256>;

/// Protocol label, bound into every MAC.
pub const PROTO: &str = "netjoin-ctl-v1";
/// Environment variable naming the secret file when no `--secret-file` is given.
pub const SECRET_ENV: &str = "NETJOIN_SECRET_FILE";
/// Role of the coordinator on an agent's control port.
pub const ROLE_COORDINATOR: &str = "coordinator";
/// Role of a worker on another worker's shuffle port.
pub const ROLE_SHUFFLE: &str = "shuffle";
/// Longest handshake line (challenge, answer, verdict) either side reads.
pub const HANDSHAKE_LINE: usize = 1024;
/// Bytes of a MAC.
pub const MAC_LEN: usize = 32;
const NONCE_LEN: usize = 32;
const MIN_SECRET: usize = 16;
const MAX_SECRET: usize = 1024;

// ---------------------------------------------------------------- randomness and hex

/// Fills `buf` from the kernel's CSPRNG (getrandom(2), else /dev/urandom).
pub fn random_bytes(buf: &mut [u8]) -> Result<()> {
    let mut filled = 0;
    while filled < buf.len() {
        let rest = &mut buf[filled..];
        // SAFETY: getrandom writes at most `rest.len()` bytes into `rest`.
        let r = unsafe { libc::getrandom(rest.as_mut_ptr().cast(), rest.len(), 0) };
        if r > 0 {
            filled += r as usize;
            continue;
        }
        let e = std::io::Error::last_os_error();
        if e.kind() == ErrorKind::Interrupted {
            continue;
        }
        let mut f = std::fs::File::open("/dev/urandom")
            .with_context(|| format!("getrandom failed ({e}) and /dev/urandom cannot be opened"))?;
        f.read_exact(rest).context("reading /dev/urandom")?;
        return Ok(());
    }
    Ok(())
}

pub fn to_hex(b: &[u8]) -> String {
    const D: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(b.len() * 2);
    for &x in b {
        s.push(D[(x >> 4) as usize] as char);
        s.push(D[(x & 15) as usize] as char);
    }
    s
}

pub fn from_hex(s: &[u8]) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    let nib = |c: u8| match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    };
    s.chunks_exact(2)
        .map(|p| Some(nib(p[0])? << 4 | nib(p[1])?))
        .collect()
}

// ---------------------------------------------------------------- the secret

/// The secret the coordinator and its agents share. Never printed.
#[derive(Clone)]
pub struct Secret(Vec<u8>);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Secret({} bytes)", self.0.len())
    }
}

impl Secret {
    /// 32 random bytes.
    pub fn random() -> Result<Secret> {
        let mut b = vec![0u8; 32];
        random_bytes(&mut b)?;
        Ok(Secret(b))
    }

    pub fn from_bytes(b: &[u8]) -> Result<Secret> {
        if b.len() < MIN_SECRET || b.len() > MAX_SECRET {
            bail!(
                "a shared secret has {MIN_SECRET}..={MAX_SECRET} bytes, not {}",
                b.len()
            );
        }
        Ok(Secret(b.to_vec()))
    }

    /// Parses the hex text of a secret file (surrounding whitespace ignored).
    pub fn from_hex(s: &str) -> Result<Secret> {
        let b = from_hex(s.trim().as_bytes())
            .ok_or_else(|| anyhow::anyhow!("a secret file holds the secret as hex digits"))?;
        Secret::from_bytes(&b)
    }

    pub fn to_hex(&self) -> String {
        to_hex(&self.0)
    }

    /// Reads a secret file; refuses one that others than its owner may read or write.
    pub fn load(path: &Path) -> Result<Secret> {
        use std::os::unix::fs::PermissionsExt;
        let meta = std::fs::metadata(path)
            .with_context(|| format!("reading the shared secret {}", path.display()))?;
        let mode = meta.permissions().mode() & 0o777;
        if mode & 0o077 != 0 {
            bail!(
                "the shared secret {} has mode {mode:o}: others may read it; `chmod 600 {}`",
                path.display(),
                path.display()
            );
        }
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("reading the shared secret {}", path.display()))?;
        Secret::from_hex(&text).with_context(|| format!("the shared secret {}", path.display()))
    }

    /// Writes a new random secret to `path` (mode 0600); fails if the file exists.
    pub fn create(path: &Path) -> Result<Secret> {
        use std::os::unix::fs::OpenOptionsExt;
        let s = Secret::random()?;
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(path)
            .with_context(|| format!("creating the shared secret {}", path.display()))?;
        f.write_all(format!("{}\n", s.to_hex()).as_bytes())?;
        f.sync_all()?;
        Ok(s)
    }

    /// Reads `path`, or creates it with a new random secret if it does not exist.
    pub fn load_or_create(path: &Path) -> Result<Secret> {
        match Secret::create(path) {
            Ok(s) => Ok(s),
            Err(e)
                if e.downcast_ref::<std::io::Error>()
                    .is_some_and(|e| e.kind() == ErrorKind::AlreadyExists) =>
            {
                Secret::load(path)
            }
            Err(e) => Err(e),
        }
    }

    /// The secret named by `--secret-file` or, failing that, by `$NETJOIN_SECRET_FILE`.
    pub fn from_flag_or_env(flag: Option<&Path>, who: &str) -> Result<Secret> {
        if let Some(p) = flag {
            return Secret::load(p);
        }
        match std::env::var_os(SECRET_ENV) {
            Some(p) if !p.is_empty() => Secret::load(Path::new(&p)),
            _ => bail!(
                "{who} needs the cluster's shared secret: give --secret-file PATH or set {SECRET_ENV} \
                 (`netjoin testbed up` writes /run/netjoin/<prefix>.key; `netjoin-net keygen PATH` makes one)"
            ),
        }
    }

    /// A random secret made once per process: for peers that all run in this
    /// process (the shuffle baseline among threads on loopback).
    pub fn process_local() -> Result<&'static Secret> {
        static LOCAL: OnceLock<Secret> = OnceLock::new();
        if let Some(s) = LOCAL.get() {
            return Ok(s);
        }
        let s = Secret::random()?;
        Ok(LOCAL.get_or_init(|| s))
    }

    fn mac(&self) -> HmacSha256 {
        <HmacSha256 as Mac>::new_from_slice(&self.0).expect("HMAC takes keys of any length")
    }
}

// ---------------------------------------------------------------- errors

/// Why a connection was refused or closed.
#[derive(Debug)]
pub enum WireError {
    /// The peer closed the connection at a message boundary.
    Closed,
    /// A line longer than the limit (the limit).
    TooLong(usize),
    /// The connection ended inside a message.
    Truncated,
    /// The handshake did not complete in time.
    Timeout,
    /// Not a message of the protocol (bad JSON, bad framing).
    Malformed(String),
    /// A message that skipped the handshake (e.g. a command without authentication).
    Unauthenticated(String),
    /// The handshake's MAC or role is wrong: another secret, or a replayed answer.
    BadAuth(String),
    /// A message whose MAC does not verify: forged, replayed or reordered.
    BadMac,
    /// The other side refused us, saying why.
    Refused(String),
    Io(std::io::Error),
}

impl std::fmt::Display for WireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WireError::Closed => write!(f, "connection closed"),
            WireError::TooLong(n) => write!(f, "line longer than {n} bytes"),
            WireError::Truncated => write!(f, "connection closed inside a message"),
            WireError::Timeout => write!(f, "no complete handshake in time"),
            WireError::Malformed(m) => write!(f, "malformed message: {m}"),
            WireError::Unauthenticated(m) => write!(f, "not authenticated: {m}"),
            WireError::BadAuth(m) => write!(f, "authentication failed: {m}"),
            WireError::BadMac => write!(
                f,
                "message authentication failed (forged, replayed or reordered message)"
            ),
            WireError::Refused(m) => write!(f, "refused by the peer: {m}"),
            WireError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for WireError {}

impl From<std::io::Error> for WireError {
    fn from(e: std::io::Error) -> Self {
        match e.kind() {
            ErrorKind::TimedOut | ErrorKind::WouldBlock => WireError::Timeout,
            ErrorKind::UnexpectedEof => WireError::Truncated,
            _ => WireError::Io(e),
        }
    }
}

// ---------------------------------------------------------------- bounded reading

/// A TCP stream whose reads fail with `TimedOut` after an optional deadline
/// (the handshake's grace time, however slowly the peer trickles bytes).
pub struct DeadlineStream {
    pub stream: TcpStream,
    deadline: Option<Instant>,
}

impl DeadlineStream {
    pub fn new(stream: TcpStream, deadline: Option<Instant>) -> DeadlineStream {
        DeadlineStream { stream, deadline }
    }
    /// No deadline from now on (after the handshake).
    pub fn clear_deadline(&mut self) -> std::io::Result<()> {
        self.deadline = None;
        self.stream.set_read_timeout(None)
    }
}

impl Read for DeadlineStream {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if let Some(d) = self.deadline {
            let left = d.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(ErrorKind::TimedOut.into());
            }
            self.stream.set_read_timeout(Some(left))?;
        }
        self.stream.read(buf)
    }
}

/// Reads one line (without its `\n`) into `line` holding at most `max` bytes.
/// Ok(false) at a clean end of the stream. An over-long line is an error as
/// soon as `max` bytes without a newline have arrived; nothing more is read.
pub fn read_line_bounded(
    r: &mut impl BufRead,
    max: usize,
    line: &mut Vec<u8>,
) -> Result<bool, WireError> {
    line.clear();
    loop {
        let buf = match r.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e.into()),
        };
        if buf.is_empty() {
            return if line.is_empty() {
                Ok(false)
            } else {
                Err(WireError::Truncated)
            };
        }
        match buf.iter().position(|&c| c == b'\n') {
            Some(i) => {
                if line.len() + i > max {
                    return Err(WireError::TooLong(max));
                }
                line.extend_from_slice(&buf[..i]);
                r.consume(i + 1);
                return Ok(true);
            }
            None => {
                let n = buf.len();
                if line.len() + n > max {
                    return Err(WireError::TooLong(max));
                }
                line.extend_from_slice(buf);
                r.consume(n);
            }
        }
    }
}

// ---------------------------------------------------------------- the session

const DIR_TO_SERVER: u8 = b'C';
const DIR_TO_CLIENT: u8 = b'S';

/// The keys and message counters of one authenticated connection.
pub struct Session {
    key: HmacSha256,
    tx_dir: u8,
    rx_dir: u8,
    tx_n: u64,
    rx_n: u64,
}

impl Session {
    fn new(secret: &Secret, sn: &[u8], cn: &[u8], server: bool) -> Session {
        let mut m = secret.mac();
        m.update(PROTO.as_bytes());
        m.update(b" session");
        m.update(sn);
        m.update(cn);
        let k = m.finalize().into_bytes();
        let key = <HmacSha256 as Mac>::new_from_slice(&k).expect("HMAC takes keys of any length");
        let (tx_dir, rx_dir) = if server {
            (DIR_TO_CLIENT, DIR_TO_SERVER)
        } else {
            (DIR_TO_SERVER, DIR_TO_CLIENT)
        };
        Session {
            key,
            tx_dir,
            rx_dir,
            tx_n: 0,
            rx_n: 0,
        }
    }

    fn tag(&self, dir: u8, n: u64) -> HmacSha256 {
        let mut m = self.key.clone();
        m.update(&[dir]);
        m.update(&n.to_be_bytes());
        m
    }

    /// The MAC state for the next message sent (its counter is used up).
    pub fn next_tx(&mut self) -> HmacSha256 {
        let m = self.tag(self.tx_dir, self.tx_n);
        self.tx_n += 1;
        m
    }

    /// The MAC state for the next message received (its counter is used up).
    pub fn next_rx(&mut self) -> HmacSha256 {
        let m = self.tag(self.rx_dir, self.rx_n);
        self.rx_n += 1;
        m
    }

    /// MAC of the next message sent, over `body`.
    pub fn seal(&mut self, body: &[u8]) -> [u8; MAC_LEN] {
        let mut m = self.next_tx();
        m.update(body);
        m.finalize().into_bytes().into()
    }

    /// Checks the next received message's MAC, in constant time.
    pub fn verify(&mut self, body: &[u8], mac: &[u8]) -> Result<(), WireError> {
        let mut m = self.next_rx();
        m.update(body);
        m.verify_slice(mac).map_err(|_| WireError::BadMac)
    }

    /// One message line: `<64 hex digits of the MAC> <body>\n`.
    pub fn seal_line(&mut self, body: &[u8]) -> Vec<u8> {
        let mac = self.seal(body);
        let mut l = Vec::with_capacity(2 * MAC_LEN + 2 + body.len());
        l.extend_from_slice(to_hex(&mac).as_bytes());
        l.push(b' ');
        l.extend_from_slice(body);
        l.push(b'\n');
        l
    }

    /// Verifies a line made by `seal_line` (without its `\n`); returns the body.
    pub fn open_line<'a>(&mut self, line: &'a [u8]) -> Result<&'a [u8], WireError> {
        if line.len() < 2 * MAC_LEN + 1 || line[2 * MAC_LEN] != b' ' {
            return Err(WireError::Malformed(
                "a message line starts with its MAC in hex and a space".into(),
            ));
        }
        let mac = from_hex(&line[..2 * MAC_LEN])
            .ok_or_else(|| WireError::Malformed("the MAC is not hex".into()))?;
        let body = &line[2 * MAC_LEN + 1..];
        self.verify(body, &mac)?;
        Ok(body)
    }
}

// ---------------------------------------------------------------- the handshake

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Challenge {
    netjoin: String,
    nonce: String,
}

/// The connecting side's answer to a challenge.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    pub role: String,
    pub nonce: String,
    pub mac: String,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
enum Verdict {
    Welcome { mac: String },
    Refused { error: String },
}

fn client_mac(secret: &Secret, sn: &[u8], cn: &[u8], role: &str) -> HmacSha256 {
    let mut m = secret.mac();
    m.update(PROTO.as_bytes());
    m.update(b" client");
    m.update(sn);
    m.update(cn);
    m.update(role.as_bytes());
    m
}

fn server_mac(secret: &Secret, sn: &[u8], cn: &[u8], role: &str) -> HmacSha256 {
    let mut m = secret.mac();
    m.update(PROTO.as_bytes());
    m.update(b" server");
    m.update(sn);
    m.update(cn);
    m.update(role.as_bytes());
    m
}

fn write_json(w: &mut impl Write, v: &impl Serialize) -> Result<(), WireError> {
    let mut s = serde_json::to_vec(v).map_err(|e| WireError::Malformed(e.to_string()))?;
    s.push(b'\n');
    w.write_all(&s)?;
    w.flush()?;
    Ok(())
}

fn read_handshake_line(r: &mut impl BufRead) -> Result<Vec<u8>, WireError> {
    let mut line = Vec::new();
    if !read_line_bounded(r, HANDSHAKE_LINE, &mut line)? {
        return Err(WireError::Closed);
    }
    Ok(line)
}

/// Tells a refused peer why, before closing (best effort).
pub fn refuse(w: &mut impl Write, why: &str) {
    let _ = write_json(w, &Verdict::Refused { error: why.into() });
}

/// Parses a challenge line and computes the answer for `role` (public for tests).
pub fn answer_challenge(
    secret: &Secret,
    challenge_line: &[u8],
    role: &str,
) -> Result<(Answer, Vec<u8>, Vec<u8>), WireError> {
    if let Ok(Verdict::Refused { error }) = serde_json::from_slice::<Verdict>(challenge_line) {
        return Err(WireError::Refused(error));
    }
    let c: Challenge = serde_json::from_slice(challenge_line).map_err(|_| {
        WireError::Malformed("no netjoin challenge: is this a netjoin agent?".into())
    })?;
    if c.netjoin != PROTO {
        return Err(WireError::Malformed(format!(
            "the peer speaks `{}`, not {PROTO}",
            c.netjoin
        )));
    }
    let sn = from_hex(c.nonce.as_bytes())
        .filter(|n| n.len() == NONCE_LEN)
        .ok_or_else(|| WireError::Malformed("bad challenge nonce".into()))?;
    let mut cn = vec![0u8; NONCE_LEN];
    random_bytes(&mut cn).map_err(|e| WireError::Io(std::io::Error::other(format!("{e:#}"))))?;
    let mac = client_mac(secret, &sn, &cn, role).finalize().into_bytes();
    Ok((
        Answer {
            role: role.into(),
            nonce: to_hex(&cn),
            mac: to_hex(&mac),
        },
        sn,
        cn,
    ))
}

/// The listening side: challenges the peer and checks that it knows the
/// secret and has `role`. On an error the caller refuses and closes.
pub fn server_handshake(
    r: &mut impl BufRead,
    w: &mut impl Write,
    secret: &Secret,
    role: &str,
) -> Result<Session, WireError> {
    let mut sn = vec![0u8; NONCE_LEN];
    random_bytes(&mut sn).map_err(|e| WireError::Io(std::io::Error::other(format!("{e:#}"))))?;
    write_json(
        w,
        &Challenge {
            netjoin: PROTO.into(),
            nonce: to_hex(&sn),
        },
    )?;
    let line = read_handshake_line(r)?;
    let a: Answer = match serde_json::from_slice(&line) {
        Ok(a) => a,
        Err(_) if serde_json::from_slice::<serde_json::Value>(&line).is_ok() => {
            return Err(WireError::Unauthenticated(
                "a message before the handshake's answer".into(),
            ));
        }
        Err(e) => return Err(WireError::Malformed(format!("handshake answer: {e}"))),
    };
    let cn = from_hex(a.nonce.as_bytes())
        .filter(|n| n.len() == NONCE_LEN)
        .ok_or_else(|| WireError::Malformed("bad answer nonce".into()))?;
    let mac = from_hex(a.mac.as_bytes())
        .ok_or_else(|| WireError::Malformed("the answer's MAC is not hex".into()))?;
    if client_mac(secret, &sn, &cn, &a.role)
        .verify_slice(&mac)
        .is_err()
    {
        return Err(WireError::BadAuth(
            "wrong MAC: another secret, or a replayed answer".into(),
        ));
    }
    if a.role != role {
        return Err(WireError::BadAuth(format!(
            "role `{}` is not served here",
            a.role
        )));
    }
    let smac = server_mac(secret, &sn, &cn, role).finalize().into_bytes();
    write_json(w, &Verdict::Welcome { mac: to_hex(&smac) })?;
    Ok(Session::new(secret, &sn, &cn, true))
}

/// The connecting side: answers the challenge as `role` and checks that the
/// listening side knows the secret too.
pub fn client_handshake(
    r: &mut impl BufRead,
    w: &mut impl Write,
    secret: &Secret,
    role: &str,
) -> Result<Session, WireError> {
    let line = read_handshake_line(r)?;
    let (answer, sn, cn) = answer_challenge(secret, &line, role)?;
    write_json(w, &answer)?;
    let line = read_handshake_line(r)?;
    match serde_json::from_slice::<Verdict>(&line) {
        Ok(Verdict::Welcome { mac }) => {
            let mac = from_hex(mac.as_bytes())
                .ok_or_else(|| WireError::Malformed("the welcome's MAC is not hex".into()))?;
            server_mac(secret, &sn, &cn, role)
                .verify_slice(&mac)
                .map_err(|_| {
                    WireError::BadAuth("the peer does not know the shared secret".into())
                })?;
            Ok(Session::new(secret, &sn, &cn, false))
        }
        Ok(Verdict::Refused { error }) => Err(WireError::Refused(error)),
        Err(e) => Err(WireError::Malformed(format!("handshake verdict: {e}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    #[test]
    fn hex_round_trip_and_rejects() {
        let b: Vec<u8> = (0..=255).collect();
        assert_eq!(from_hex(to_hex(&b).as_bytes()).unwrap(), b);
        assert!(from_hex(b"abc").is_none() && from_hex(b"zz").is_none());
    }

    #[test]
    fn bounded_lines() {
        let mut line = Vec::new();
        let mut r = Cursor::new(b"ab\ncd".to_vec());
        assert!(read_line_bounded(&mut r, 2, &mut line).unwrap());
        assert_eq!(line, b"ab");
        assert!(matches!(
            read_line_bounded(&mut r, 2, &mut line),
            Err(WireError::Truncated)
        ));
        let mut r = Cursor::new(vec![b'a'; 1000]);
        assert!(matches!(
            read_line_bounded(&mut r, 10, &mut line),
            Err(WireError::TooLong(10))
        ));
        let mut r = std::io::BufReader::with_capacity(4, Cursor::new(b"abcdefgh\n".to_vec()));
        assert!(matches!(
            read_line_bounded(&mut r, 7, &mut line),
            Err(WireError::TooLong(7))
        ));
        let mut r = Cursor::new(Vec::new());
        assert!(!read_line_bounded(&mut r, 7, &mut line).unwrap());
    }

    #[test]
    fn sessions_detect_forgery_replay_and_reordering() {
        let s = Secret::random().unwrap();
        let (sn, cn) = ([1u8; 32], [2u8; 32]);
        let mut client = Session::new(&s, &sn, &cn, false);
        let mut server = Session::new(&s, &sn, &cn, true);
        let l1 = client.seal_line(b"one");
        let l2 = client.seal_line(b"two");
        let open =
            |srv: &mut Session, l: &[u8]| srv.open_line(&l[..l.len() - 1]).map(|b| b.to_vec());
        assert!(
            matches!(
                open(&mut Session::new(&s, &sn, &cn, true), &l2),
                Err(WireError::BadMac)
            ),
            "reordered"
        );
        assert_eq!(open(&mut server, &l1).unwrap(), b"one");
        assert!(
            matches!(open(&mut server, &l1), Err(WireError::BadMac)),
            "replayed"
        );
        let mut server = Session::new(&s, &sn, &cn, true);
        let mut forged = l1.clone();
        *forged.iter_mut().rev().nth(1).unwrap() ^= 1;
        assert!(
            matches!(open(&mut server, &forged), Err(WireError::BadMac)),
            "forged"
        );
        // A message from the server cannot be reflected back to it.
        let mut server = Session::new(&s, &sn, &cn, true);
        let back = server.seal_line(b"one");
        assert!(matches!(
            open(&mut Session::new(&s, &sn, &cn, true), &back),
            Err(WireError::BadMac)
        ));
        // Another connection (other nonces) has other keys.
        let mut other = Session::new(&s, &sn, &[3u8; 32], true);
        assert!(matches!(open(&mut other, &l1), Err(WireError::BadMac)));
    }

    #[test]
    fn secret_files_are_private() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("njauth-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("key");
        let _ = std::fs::remove_file(&p);
        let a = Secret::load_or_create(&p).unwrap();
        assert_eq!(
            std::fs::metadata(&p).unwrap().permissions().mode() & 0o777,
            0o600
        );
        assert_eq!(Secret::load_or_create(&p).unwrap().to_hex(), a.to_hex());
        assert!(Secret::create(&p).is_err(), "create never overwrites");
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o644)).unwrap();
        assert!(format!("{:#}", Secret::load(&p).unwrap_err()).contains("chmod 600"));
        assert!(Secret::from_hex("abcd").is_err(), "too short");
        assert!(!format!("{a:?}").contains(&a.to_hex()[..8]));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
