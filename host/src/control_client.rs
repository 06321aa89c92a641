//! The coordinator's side of a CONTROL exchange (PROTOCOL.md §5.2), without
//! I/O.
//!
//! Both transports use it: the in-process coordinator
//! ([`crate::coordinator`]) hands the request to the engine and looks for the
//! reply among what comes back; a cluster's tasks ([`crate::task`]) send it
//! over their raw link, pump the link until the reply or a time-out, and ask
//! again with a fresh request (every command is safe to repeat). The client numbers requests, so that a late
//! reply to an earlier try is never taken for the answer to this one, and
//! turns the reply's status into a typed outcome the caller can act on
//! (a refusal is the switch's answer; no answer is a reason to recover).
//!
//! With a control key (PROTOCOL.md §5.4) every request is sealed with a
//! counter that only grows, and a reply is taken only if it is sealed under
//! the key with its request's counter: anyone on the link can send a frame
//! that looks like a reply, only the switch can seal one.

use anyhow::{anyhow, bail, Context};
use netjoin_proto::auth::{self, ControlKey};
use netjoin_proto::control::{ConfigureQuery, ControlCommand, ControlStatus, SignatureRecord};
use netjoin_proto::frame::{FrameBuilder, FrameView};
use netjoin_proto::{Header, Mac, Opcode, Signature, COORDINATOR_SOURCE};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Why a CONTROL command did not succeed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ControlError {
    /// The switch answered with a status other than OK.
    Refused {
        cmd: ControlCommand,
        status: ControlStatus,
    },
    /// The switch answered with a status PROTOCOL.md does not define.
    UnknownStatus { cmd: ControlCommand, status: u8 },
    /// No reply: within `waited` (a transport with a clock), or at all (in
    /// process, where a reply comes back with the request or never).
    Unanswered {
        cmd: ControlCommand,
        waited: Option<Duration>,
    },
}

impl std::fmt::Display for ControlError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ControlError::Refused { cmd, status } => {
                write!(f, "switch refused {cmd:?}: {status:?}")
            }
            ControlError::UnknownStatus { cmd, status } => {
                write!(f, "switch answered {cmd:?} with unknown status {status}")
            }
            ControlError::Unanswered {
                cmd,
                waited: Some(w),
            } => {
                write!(f, "the switch did not answer {cmd:?} within {w:?}")
            }
            ControlError::Unanswered { cmd, waited: None } => {
                write!(f, "switch did not answer {cmd:?}")
            }
        }
    }
}

impl std::error::Error for ControlError {}

/// One CONTROL frame on its way, and what its reply must match.
#[derive(Clone, Debug)]
pub struct ControlRequest {
    pub cmd: ControlCommand,
    pub seq: u32,
    /// The request's authentication counter, which its reply must echo;
    /// `None` for a bare request (a client without a key).
    pub counter: Option<u64>,
    /// The frame to send.
    pub frame: Vec<u8>,
}

/// The coordinator's CONTROL requests: numbered, with replies matched and
/// decoded.
#[derive(Clone, Debug)]
pub struct ControlClient {
    /// The coordinator's (and sink's) address, where replies go.
    pub mac: Mac,
    pub switch_mac: Mac,
    seq: u32,
    /// The switch's control key; `None`: bare frames (a switch in
    /// `ControlAuth::Open`).
    key: Option<ControlKey>,
    /// The counter of the last sealed request.
    counter: u64,
    /// Frames that matched a request's reply in every header field but
    /// did not open under the key with its counter.
    forged_replies: u64,
}

impl ControlClient {
    /// A client of the switch at `switch_mac`, its replies to `mac`;
    /// with `key`, its requests are sealed and only sealed replies taken.
    pub fn new(mac: Mac, switch_mac: Mac, key: Option<ControlKey>) -> ControlClient {
        ControlClient {
            mac,
            switch_mac,
            seq: 0,
            key,
            counter: 0,
            forged_replies: 0,
        }
    }

    /// Frames refused as replies because they did not open under the key
    /// with their request's counter (forged, corrupted, or replayed).
    pub fn forged_replies(&self) -> u64 {
        self.forged_replies
    }

    /// The next request counter: nanoseconds since the Unix epoch, so that
    /// a client made later (another process, a restarted one) starts above
    /// the switch's floor, and at least one above the last.
    fn next_counter(&mut self) -> u64 {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX));
        self.counter = now.max(self.counter.saturating_add(1));
        self.counter
    }

    /// A new request (a new sequence number, also for a repeat).
    pub fn request(
        &mut self,
        query_id: u16,
        cmd: ControlCommand,
        payload: &[u8],
    ) -> ControlRequest {
        self.request_naming(query_id, 0, cmd, payload)
    }

    /// A new request whose header names the query `query_id` with `token`:
    /// on a switch with several query contexts, the query a CONFIGURE
    /// replaces, or whose counters READ_QUERY_COUNTERS reads and RELEASE
    /// ends (PROTOCOL.md §5.5).
    pub fn request_naming(
        &mut self,
        query_id: u16,
        token: u64,
        cmd: ControlCommand,
        payload: &[u8],
    ) -> ControlRequest {
        self.seq = self.seq.wrapping_add(1);
        let mut h = Header::new(Opcode::Control, self.switch_mac, self.mac);
        h.source = COORDINATOR_SOURCE;
        h.query_id = query_id;
        h.token = token;
        h.table = cmd as u8;
        h.seq = self.seq;
        let (counter, frame) = match self.key {
            None => (None, FrameBuilder::encode(&h, payload)),
            Some(key) => {
                let counter = self.next_counter();
                (Some(counter), auth::seal(&h, payload, counter, &key))
            }
        };
        ControlRequest {
            cmd,
            seq: self.seq,
            counter,
            frame,
        }
    }

    /// The outcome `frame` gives `req`, if it is `req`'s reply: the reply's
    /// record (its payload, less the trailer when sealed), or why the
    /// command failed. A frame that matches the reply's header fields but
    /// does not open under the key with `req`'s counter is not the reply;
    /// it is counted ([`ControlClient::forged_replies`]).
    pub fn reply(
        &mut self,
        req: &ControlRequest,
        frame: &[u8],
    ) -> Option<Result<Vec<u8>, ControlError>> {
        let view = FrameView::parse(frame).ok()?;
        let h = &view.header;
        if h.opcode != Opcode::ControlReply
            || h.dst != self.mac
            || h.table != req.cmd as u8
            || h.seq != req.seq
        {
            return None;
        }
        let record = match (self.key, req.counter) {
            (Some(key), Some(counter)) => match auth::open(frame, view.payload.len(), &key) {
                Ok(opened) if opened.counter == counter => opened.record,
                _ => {
                    self.forged_replies += 1;
                    return None;
                }
            },
            _ => view.payload,
        };
        let cmd = req.cmd;
        Some(match ControlStatus::from_u8(h.flags) {
            Some(ControlStatus::Ok) => Ok(record.to_vec()),
            Some(status) => Err(ControlError::Refused { cmd, status }),
            None => Err(ControlError::UnknownStatus {
                cmd,
                status: h.flags,
            }),
        })
    }
}

/// One CONTROL exchange over some transport: the request's command, the
/// token its header names (0: none; PROTOCOL.md §5.5) and its payload in,
/// the reply's payload out.
pub type ControlExchange<'a> =
    dyn FnMut(ControlCommand, u64, &[u8]) -> anyhow::Result<Vec<u8>> + 'a;

/// How a host uses the switch (PROTOCOL.md §5.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sharing {
    /// The switch is this query's alone: each set-up RESETs it, and its
    /// switch-wide counters are the query's (a switch of one context).
    #[default]
    Exclusive,
    /// Other queries may run on the switch at the same time, each in a
    /// query context of its own: the set-up takes a free context and never
    /// RESETs, the query reads its context's counters and releases the
    /// context when it ends. Needs a switch with several contexts.
    Shared,
}

/// A query's CONTROL commands on a switch it may share: the set-up
/// ([`SwitchSession::set_up`]), its counters and its release, each naming
/// the query as PROTOCOL.md §5.5 asks. The exchange it is handed puts
/// the query's id in every request's header.
#[derive(Clone, Copy, Debug)]
pub struct SwitchSession {
    pub sharing: Sharing,
    /// The token of the query's last accepted CONFIGURE (its epoch), and
    /// the context it holds; `None` before the first.
    pub held: Option<(u64, u8)>,
}

impl SwitchSession {
    pub fn new(sharing: Sharing) -> SwitchSession {
        SwitchSession {
            sharing,
            held: None,
        }
    }

    /// The session of a query that another task set up under `token`: its
    /// counters and its release name that token (the context it holds does
    /// not matter to them).
    pub fn of_query(sharing: Sharing, token: u64) -> SwitchSession {
        SwitchSession {
            sharing,
            held: Some((token, 0)),
        }
    }

    /// The command that reads the query's counters: READ_COUNTERS on a
    /// switch of its own, READ_QUERY_COUNTERS (its context's bank) on a
    /// shared one.
    pub fn counters_command(&self) -> ControlCommand {
        match self.sharing {
            Sharing::Exclusive => ControlCommand::ReadCounters,
            Sharing::Shared => ControlCommand::ReadQueryCounters,
        }
    }

    /// The token a request's header names: the query's current one.
    fn named(&self) -> u64 {
        self.held.map_or(0, |(token, _)| token)
    }

    /// Sets the switch up for `conf` ([`set_up_switch`] exclusively;
    /// shared, [`set_up_shared`]) and remembers the context it holds.
    pub fn set_up(
        &mut self,
        control: &mut ControlExchange,
        sig: Signature,
        conf: &ConfigureQuery,
    ) -> anyhow::Result<ConfigureQuery> {
        let honoured = match self.sharing {
            Sharing::Exclusive => set_up_switch(control, sig, conf)?,
            Sharing::Shared => set_up_shared(control, sig, conf, self.held)?,
        };
        self.held = Some((conf.token, honoured.context));
        Ok(honoured)
    }

    /// The query's counters: the switch-wide ones when it has the switch to
    /// itself, its context's bank when it shares it. A [`ControlError`]
    /// comes back inside the error; a shared switch that no longer holds the
    /// query answers [`ControlStatus::NoQuery`].
    pub fn read_counters(
        &self,
        control: &mut ControlExchange,
    ) -> anyhow::Result<netjoin_proto::counters::Counters> {
        let cmd = self.counters_command();
        let token = match self.sharing {
            Sharing::Exclusive => 0,
            Sharing::Shared => self.named(),
        };
        let b = control(cmd, token, &[]).with_context(|| format!("{cmd:?}"))?;
        netjoin_proto::counters::Counters::decode(&b).map_err(|e| anyhow!("{cmd:?} reply: {e}"))
    }

    /// Frees the query's context on a shared switch (RELEASE); nothing
    /// exclusively, where the next query's RESET does it. A switch that
    /// no longer holds the query has nothing to free.
    pub fn release(&mut self, control: &mut ControlExchange) -> anyhow::Result<()> {
        if self.sharing == Sharing::Exclusive {
            return Ok(());
        }
        let Some((token, _)) = self.held.take() else {
            return Ok(());
        };
        match control(ControlCommand::Release, token, &[]) {
            Ok(_) => Ok(()),
            Err(e) if refused_with(&e, ControlStatus::NoQuery) => Ok(()),
            Err(e) => Err(e.context("RELEASE")),
        }
    }
}

/// Whether `e` is the switch's refusal with `status`.
pub fn refused_with(e: &anyhow::Error, status: ControlStatus) -> bool {
    matches!(
        e.downcast_ref::<ControlError>(),
        Some(ControlError::Refused { status: s, .. }) if *s == status
    )
}

/// A query's set-up, the same on every transport: RESET, LOAD_SIGNATURE
/// (the switch's echo must name `sig`), CONFIGURE with `conf`. Returns the
/// query as the switch honours it: `conf` with the on-chip tables of the
/// reply, which may be fewer than asked (a switch places only tables it
/// has, and one without on-chip tables places none); the tables' bucket
/// layout is the honoured query's (`ConfigureQuery::table_bucket_bits`).
/// `control` sends one request and returns its reply's payload. A
/// [`ControlError`] it
/// returns comes back inside the error (with the command as context), so the
/// caller tells a switch that did not answer, which is a reason to set the
/// query up again ([`crate::epoch::EpochMachine::recovery_for`]), from one
/// that refused, which ends the query.
pub fn set_up_switch(
    control: &mut ControlExchange,
    sig: Signature,
    conf: &ConfigureQuery,
) -> anyhow::Result<ConfigureQuery> {
    control(ControlCommand::Reset, 0, &[]).context("RESET")?;
    load_signature(control, sig)?;
    let conf = ConfigureQuery {
        context: 0,
        ..*conf
    };
    let configured = configure(control, &conf, 0)?;
    honoured(&conf, &configured)
}

/// LOAD_SIGNATURE of `sig`; the switch's echo must name it.
fn load_signature(control: &mut ControlExchange, sig: Signature) -> anyhow::Result<()> {
    let loaded = control(
        ControlCommand::LoadSignature,
        0,
        &SignatureRecord::new(sig).encode(),
    )
    .context("LOAD_SIGNATURE")?;
    let rec = SignatureRecord::decode(&loaded).map_err(|e| anyhow!("LOAD_SIGNATURE reply: {e}"))?;
    if rec.signature != sig {
        bail!("the switch loaded {} instead of {}", rec.signature, sig);
    }
    Ok(())
}

/// CONFIGURE with `conf`, its header naming the query's `token` (0: none).
fn configure(
    control: &mut ControlExchange,
    conf: &ConfigureQuery,
    token: u64,
) -> anyhow::Result<Vec<u8>> {
    control(ControlCommand::Configure, token, &conf.encode()).with_context(|| {
        format!(
            "CONFIGURE ({} buckets per table, {} sources, filter_bits {}, onchip {:#x}, context {})",
            1u64 << conf.bucket_bits,
            conf.num_sources,
            conf.filter_bits,
            conf.onchip,
            conf.context
        )
    })
}

/// A query's set-up on a switch it shares with other queries (PROTOCOL.md
/// §5.5): LOAD_SIGNATURE (a no-op when the signature is loaded; refused as
/// busy when other queries run another), then CONFIGURE in the context
/// `held` names (its token, the epoch before: the switch lets only the
/// query's holder configure it again) or, when that one is taken or there
/// is none, in the first free context from 0. Never RESET. Fails when the
/// switch has one context (it cannot be shared: it answers the context
/// commands as unknown) or every context is in use.
pub fn set_up_shared(
    control: &mut ControlExchange,
    sig: Signature,
    conf: &ConfigureQuery,
    held: Option<(u64, u8)>,
) -> anyhow::Result<ConfigureQuery> {
    load_signature(control, sig)?;
    let named = held.map_or(0, |h| h.0);
    // A switch of one context answers READ_QUERY_COUNTERS as an unknown
    // command; one with several, for a query it does not hold, "no such
    // query" (or its bank, for one it does).
    match control(ControlCommand::ReadQueryCounters, named, &[]) {
        Err(e) if refused_with(&e, ControlStatus::Malformed) => bail!(
            "the switch has one query context: it runs one query at a time and cannot be shared"
        ),
        Err(e) if !refused_with(&e, ControlStatus::NoQuery) => {
            return Err(e.context("READ_QUERY_COUNTERS"))
        }
        _ => {}
    }
    let first = held.map_or(0, |h| h.1);
    let order = std::iter::once(first)
        .chain((0..ConfigureQuery::CONTEXTS_MAX as u8).filter(|&c| c != first));
    let mut busy = 0;
    for context in order {
        let conf = ConfigureQuery { context, ..*conf };
        match configure(control, &conf, named) {
            Ok(reply) => return honoured(&conf, &reply),
            Err(e) if refused_with(&e, ControlStatus::Busy) => busy += 1,
            // Beyond the switch's last context (its own query's errors
            // come from context 0 or the held one, which exist).
            Err(e) if context != first && refused_with(&e, ControlStatus::Malformed) => break,
            Err(e) => return Err(e),
        }
    }
    Err(anyhow::Error::new(ControlError::Refused {
        cmd: ControlCommand::Configure,
        status: ControlStatus::Busy,
    })
    .context(format!(
        "every query context of the switch is in use ({busy} busy)"
    )))
}

/// The query `conf` as the switch honoured it from its CONFIGURE `reply`.
fn honoured(conf: &ConfigureQuery, configured: &[u8]) -> anyhow::Result<ConfigureQuery> {
    // The reply echoes the flags the switch honours: one that ignores a bit
    // would send frames the host would read in another layout. Its
    // `filter_bits` is not checked: a switch that runs without the filters
    // asked for joins the same, it only reads more buckets.
    let echo = ConfigureQuery::decode(configured).map_err(|e| anyhow!("CONFIGURE reply: {e}"))?;
    if echo.context != conf.context {
        bail!(
            "the switch configured query context {}, not {} as asked",
            echo.context,
            conf.context
        );
    }
    if (echo.routing, echo.shape) != (conf.routing, conf.shape) {
        bail!(
            "the switch configured results {:?} with tuples of shape {:?}, not {:?} of shape {:?} as asked",
            echo.routing,
            echo.shape,
            conf.routing,
            conf.shape
        );
    }
    // A table placed on chip that was not asked for would have fewer
    // buckets than the host sized it for; one asked for and not placed
    // keeps the query's layout in DDR, and the join is the same.
    if echo.onchip & !conf.onchip != 0 {
        bail!(
            "the switch placed tables {:#x} on chip, more than the {:#x} asked for",
            echo.onchip,
            conf.onchip
        );
    }
    Ok(ConfigureQuery {
        onchip: echo.onchip,
        ..*conf
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_up_is_reset_load_configure_and_keeps_the_control_error() {
        use ControlCommand::{Configure, LoadSignature, Reset};
        let sig = Signature::new(8, 8, 3).unwrap();
        let conf = ConfigureQuery {
            token: 7,
            bucket_bits: 4,
            num_sources: 2,
            max_payload: 1474,
            sink: Mac([2, 0, 0, 0, 0, 1]),
            routing: netjoin_proto::ResultRouting::Source,
            shape: netjoin_proto::ResultShape::Payload,
            filter_bits: 12,
            onchip: 0b101,
            context: 0,
        };
        // A switch that echoes what it is asked to load and configure.
        let echo =
            |cmd: ControlCommand, p: &[u8]| if cmd == Reset { Vec::new() } else { p.to_vec() };
        let mut seen = Vec::new();
        let honoured = set_up_switch(
            &mut |cmd, _, p| {
                seen.push((cmd, p.to_vec()));
                Ok(echo(cmd, p))
            },
            sig,
            &conf,
        )
        .unwrap();
        assert_eq!(honoured, conf);
        let cmds: Vec<ControlCommand> = seen.iter().map(|s| s.0).collect();
        assert_eq!(cmds, [Reset, LoadSignature, Configure]);
        assert_eq!(seen[2].1, conf.encode());
        assert_eq!(
            seen[2].1[ConfigureQuery::FILTER_AT],
            12,
            "filter_bits asked for"
        );
        // A switch that runs without the filters (its reply has
        // filter_bits 0) is set up all the same.
        let unfiltered = |cmd: ControlCommand, p: &[u8]| {
            let mut r = echo(cmd, p);
            if cmd == Configure {
                r[ConfigureQuery::FILTER_AT] = 0;
            }
            r
        };
        set_up_switch(&mut |cmd, _, p| Ok(unfiltered(cmd, p)), sig, &conf).unwrap();
        // A switch that places fewer tables on chip than asked: the query
        // goes on with the tables it placed.
        let with_onchip = |placed: u8| {
            move |cmd: ControlCommand, p: &[u8]| {
                let mut r = echo(cmd, p);
                if cmd == Configure {
                    let flags = &mut r[ConfigureQuery::FLAGS_AT];
                    *flags = *flags & 0x0f | placed << ConfigureQuery::ONCHIP_SHIFT;
                }
                r
            }
        };
        for placed in [0b001, 0] {
            let f = with_onchip(placed);
            let honoured = set_up_switch(&mut |cmd, _, p| Ok(f(cmd, p)), sig, &conf).unwrap();
            assert_eq!(honoured.onchip, placed);
            assert_eq!(
                ConfigureQuery {
                    onchip: conf.onchip,
                    ..honoured
                },
                conf
            );
        }
        // One that places a table not asked for: an error, its layout is
        // not the one the host sized.
        let f = with_onchip(0b111);
        let e = set_up_switch(&mut |cmd, _, p| Ok(f(cmd, p)), sig, &conf).unwrap_err();
        assert!(
            format!("{e:#}").contains("tables 0x7 on chip, more than the 0x5 asked for"),
            "{e:#}"
        );
        // A switch that loads another signature: an error, not a recovery.
        let other = SignatureRecord::new(Signature::new(8, 8, 2).unwrap()).encode();
        let e = set_up_switch(
            &mut |cmd, _, _| {
                Ok(if cmd == LoadSignature {
                    other.to_vec()
                } else {
                    Vec::new()
                })
            },
            sig,
            &conf,
        )
        .unwrap_err();
        assert!(
            format!("{e:#}").contains("loaded k8v8t2")
                && format!("{e:#}").contains("instead of k8v8t3"),
            "{e:#}"
        );
        assert!(e.downcast_ref::<ControlError>().is_none());
        // A CONFIGURE nobody answers: the ControlError comes back, with the command.
        let e = set_up_switch(
            &mut |cmd, _, p| {
                if cmd == Configure {
                    Err(ControlError::Unanswered { cmd, waited: None }.into())
                } else {
                    Ok(echo(cmd, p))
                }
            },
            sig,
            &conf,
        )
        .unwrap_err();
        assert!(
            matches!(
                e.downcast_ref::<ControlError>(),
                Some(ControlError::Unanswered { cmd: Configure, .. })
            ),
            "{e:#}"
        );
        assert!(format!("{e:#}").starts_with("CONFIGURE"), "{e:#}");
        // A switch that does not know the RESULT shape bit (its reply has it
        // clear): an error before any frame is read in the wrong layout.
        let old_switch = |cmd: ControlCommand, p: &[u8]| {
            let mut r = echo(cmd, p);
            if cmd == Configure {
                r[ConfigureQuery::FLAGS_AT] &= !netjoin_proto::ResultShape::FLAG;
            }
            r
        };
        let e = set_up_switch(&mut |cmd, _, p| Ok(old_switch(cmd, p)), sig, &conf).unwrap_err();
        assert!(
            format!("{e:#}").contains("shape Probe, not Source of shape Payload"),
            "{e:#}"
        );
    }

    /// A switch model with `contexts` query contexts, reached through a
    /// client of its own for each query.
    fn model_exchange<'a>(
        sw: &'a std::cell::RefCell<netjoin_sim::SwitchModel>,
        client: &'a mut ControlClient,
        query_id: u16,
    ) -> impl FnMut(ControlCommand, u64, &[u8]) -> anyhow::Result<Vec<u8>> + 'a {
        move |cmd, token, payload| {
            let req = client.request_naming(query_id, token, cmd, payload);
            let out = sw.borrow_mut().receive(0, &req.frame);
            let reply = out.iter().find_map(|e| client.reply(&req, &e.frame));
            Ok(reply.unwrap_or(Err(ControlError::Unanswered { cmd, waited: None }))?)
        }
    }

    #[test]
    fn shared_set_up_takes_a_free_context_keeps_it_across_epochs_and_releases_it() {
        let sig = Signature::new(8, 8, 2).unwrap();
        let conf = |token: u64| ConfigureQuery {
            token,
            bucket_bits: 6,
            num_sources: 1,
            max_payload: 1474,
            sink: Mac([2, 0, 0, 0, 0, 1]),
            routing: netjoin_proto::ResultRouting::Sink,
            shape: netjoin_proto::ResultShape::Probe,
            filter_bits: 0,
            onchip: 0,
            context: 0,
        };
        let sw =
            std::cell::RefCell::new(netjoin_sim::SwitchModel::new(netjoin_sim::SwitchConfig {
                contexts: 2,
                ..netjoin_sim::SwitchConfig::default()
            }));
        let mac = Mac([2, 0, 0, 0, 0, 1]);
        let (mut ca, mut cb, mut cc) = (
            ControlClient::new(mac, sw.borrow().config().mac, None),
            ControlClient::new(mac, sw.borrow().config().mac, None),
            ControlClient::new(mac, sw.borrow().config().mac, None),
        );
        let (mut a, mut b, mut c) = (
            SwitchSession::new(Sharing::Shared),
            SwitchSession::new(Sharing::Shared),
            SwitchSession::new(Sharing::Shared),
        );
        let got = a
            .set_up(&mut model_exchange(&sw, &mut ca, 1), sig, &conf(10))
            .unwrap();
        assert_eq!(got.context, 0);
        // B's token differs from A's only in its upper half: a switch that
        // told queries apart by the low 32 bits would mistake one for the other.
        let b_token = (1 << 32) | 10;
        let got = b
            .set_up(&mut model_exchange(&sw, &mut cb, 1), sig, &conf(b_token))
            .unwrap();
        assert_eq!(got.context, 1, "context 0 is A's");
        let e = c
            .set_up(&mut model_exchange(&sw, &mut cc, 2), sig, &conf(30))
            .unwrap_err();
        assert!(refused_with(&e, ControlStatus::Busy), "{e:#}");
        assert!(format!("{e:#}").contains("every query context"), "{e:#}");
        // A's next epoch stays in its context, its header naming the last.
        let got = a
            .set_up(&mut model_exchange(&sw, &mut ca, 1), sig, &conf(11))
            .unwrap();
        assert_eq!(got.context, 0);
        assert_eq!(sw.borrow().context_query(0).unwrap().token, 11);
        assert_eq!(sw.borrow().context_query(1).unwrap().token, b_token);
        let counters = a
            .read_counters(&mut model_exchange(&sw, &mut ca, 1))
            .unwrap();
        assert_eq!(&counters, sw.borrow().context_counters(0));
        // Released, A's context goes to C; A's counters are gone.
        a.release(&mut model_exchange(&sw, &mut ca, 1)).unwrap();
        assert!(a.held.is_none());
        a.release(&mut model_exchange(&sw, &mut ca, 1)).unwrap();
        let got = c
            .set_up(&mut model_exchange(&sw, &mut cc, 2), sig, &conf(30))
            .unwrap();
        assert_eq!(got.context, 0);
        a.held = Some((11, 0));
        let e = a
            .read_counters(&mut model_exchange(&sw, &mut ca, 1))
            .unwrap_err();
        assert!(refused_with(&e, ControlStatus::NoQuery), "{e:#}");
        // A switch of one context cannot be shared.
        let one = std::cell::RefCell::new(netjoin_sim::SwitchModel::new(
            netjoin_sim::SwitchConfig::default(),
        ));
        let mut cd = ControlClient::new(mac, one.borrow().config().mac, None);
        let e = SwitchSession::new(Sharing::Shared)
            .set_up(&mut model_exchange(&one, &mut cd, 3), sig, &conf(40))
            .unwrap_err();
        assert!(format!("{e:#}").contains("one query context"), "{e:#}");
        assert!(one.borrow().query().is_none(), "nothing configured");
    }

    fn reply_to(req: &ControlRequest, to: Mac, seq: u32, status: u8, payload: &[u8]) -> Vec<u8> {
        let v = FrameView::parse(&req.frame).unwrap();
        let mut h = Header::new(Opcode::ControlReply, to, v.header.dst);
        h.table = v.header.table;
        h.seq = seq;
        h.flags = status;
        FrameBuilder::encode(&h, payload)
    }

    #[test]
    fn replies_match_their_request_only() {
        let me = Mac::local(COORDINATOR_SOURCE);
        let mut c = ControlClient::new(me, Mac([2, 0x4e, 0x4a, 0, 0xff, 0xff]), None);
        let first = c.request(7, ControlCommand::ReadCounters, &[]);
        let again = c.request(7, ControlCommand::ReadCounters, &[]);
        assert_ne!(first.seq, again.seq);
        let sent = FrameView::parse(&again.frame).unwrap();
        assert_eq!(
            (sent.header.opcode, sent.header.query_id, sent.header.source),
            (Opcode::Control, 7, COORDINATOR_SOURCE)
        );
        // A late reply to the first try is not the answer to the second.
        let late = reply_to(&first, me, first.seq, 0, b"old");
        assert_eq!(c.reply(&again, &late), None);
        // Nor is a reply to another address or for another command.
        let other = reply_to(&again, Mac::local(3), again.seq, 0, b"x");
        assert_eq!(c.reply(&again, &other), None);
        let reset = c.request(7, ControlCommand::Reset, &[]);
        let wrong_cmd = reply_to(&reset, me, again.seq, 0, b"");
        assert_eq!(c.reply(&again, &wrong_cmd), None);
        let ok = reply_to(&again, me, again.seq, 0, b"counters");
        assert_eq!(c.reply(&again, &ok), Some(Ok(b"counters".to_vec())));
    }

    #[test]
    fn statuses_become_typed_errors() {
        let me = Mac::local(COORDINATOR_SOURCE);
        let mut c = ControlClient::new(me, Mac::local(9), None);
        let req = c.request(1, ControlCommand::Configure, &[0; 4]);
        let no_mem = reply_to(&req, me, req.seq, ControlStatus::NoMemory as u8, &[]);
        let e = c.reply(&req, &no_mem).unwrap().unwrap_err();
        assert_eq!(
            e,
            ControlError::Refused {
                cmd: ControlCommand::Configure,
                status: ControlStatus::NoMemory
            }
        );
        assert_eq!(e.to_string(), "switch refused Configure: NoMemory");
        let odd = reply_to(&req, me, req.seq, 200, &[]);
        let e = c.reply(&req, &odd).unwrap().unwrap_err();
        assert_eq!(
            e,
            ControlError::UnknownStatus {
                cmd: ControlCommand::Configure,
                status: 200
            }
        );
    }

    /// The switch's side of a sealed exchange: the reply to `req` sealed
    /// under `key` with `counter`.
    fn sealed_reply_to(
        req: &ControlRequest,
        key: &ControlKey,
        counter: u64,
        record: &[u8],
    ) -> Vec<u8> {
        let v = FrameView::parse(&req.frame).unwrap();
        let mut h = Header::new(Opcode::ControlReply, v.header.src, v.header.dst);
        h.table = v.header.table;
        h.seq = v.header.seq;
        auth::seal(&h, record, counter, key)
    }

    #[test]
    fn a_keyed_client_seals_requests_and_takes_only_replies_sealed_with_their_counter() {
        let me = Mac::local(COORDINATOR_SOURCE);
        let key = ControlKey::from_bytes([0x5A; 16]);
        let other_key = ControlKey::from_bytes([0xA5; 16]);
        let mut c = ControlClient::new(me, Mac::local(9), Some(key));
        let first = c.request(3, ControlCommand::ReadCounters, &[]);
        let req = c.request(3, ControlCommand::ReadCounters, &[]);
        let (c1, c2) = (first.counter.unwrap(), req.counter.unwrap());
        assert!(c2 > c1, "counters grow: {c1} then {c2}");
        // The request opens under the key with its counter and an empty record.
        let sent = FrameView::parse(&req.frame).unwrap();
        let opened = auth::open(&req.frame, sent.payload.len(), &key).unwrap();
        assert_eq!((opened.record, opened.counter), (&[][..], c2));
        // Under another key, with another request's counter, or bare: not
        // the reply, and counted.
        let wrong_key = sealed_reply_to(&req, &other_key, c2, b"forged!!");
        let wrong_counter = sealed_reply_to(&req, &key, c1, b"replayed");
        let bare = reply_to(&req, me, req.seq, 0, b"bare....");
        for f in [&wrong_key, &wrong_counter, &bare] {
            assert_eq!(c.reply(&req, f), None);
        }
        assert_eq!(c.forged_replies(), 3);
        // A frame for another request is not a forgery, just not this reply.
        let late = sealed_reply_to(&first, &key, c1, b"late....");
        assert_eq!(c.reply(&req, &late), None);
        assert_eq!(c.forged_replies(), 3);
        // The genuine reply gives its record, without the trailer.
        let genuine = sealed_reply_to(&req, &key, c2, b"counters");
        assert_eq!(c.reply(&req, &genuine), Some(Ok(b"counters".to_vec())));
        assert_eq!(c.forged_replies(), 3);
    }
}
