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

use anyhow::{anyhow, bail, Context};
use netjoin_proto::control::{ConfigureQuery, ControlCommand, ControlStatus, SignatureRecord};
use netjoin_proto::frame::{FrameBuilder, FrameView};
use netjoin_proto::{Header, Mac, Opcode, Signature, COORDINATOR_SOURCE};
use std::time::Duration;

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
}

impl ControlClient {
    pub fn new(mac: Mac, switch_mac: Mac) -> ControlClient {
        ControlClient {
            mac,
            switch_mac,
            seq: 0,
        }
    }

    /// A new request (a new sequence number, also for a repeat).
    pub fn request(
        &mut self,
        query_id: u16,
        cmd: ControlCommand,
        payload: &[u8],
    ) -> ControlRequest {
        self.seq = self.seq.wrapping_add(1);
        let mut h = Header::new(Opcode::Control, self.switch_mac, self.mac);
        h.source = COORDINATOR_SOURCE;
        h.query_id = query_id;
        h.table = cmd as u8;
        h.seq = self.seq;
        ControlRequest {
            cmd,
            seq: self.seq,
            frame: FrameBuilder::encode(&h, payload),
        }
    }

    /// The outcome `frame` gives `req`, if it is `req`'s reply: the reply's
    /// payload, or why the command failed.
    pub fn reply(
        &self,
        req: &ControlRequest,
        frame: &FrameView<'_>,
    ) -> Option<Result<Vec<u8>, ControlError>> {
        let h = &frame.header;
        if h.opcode != Opcode::ControlReply
            || h.dst != self.mac
            || h.table != req.cmd as u8
            || h.seq != req.seq
        {
            return None;
        }
        let cmd = req.cmd;
        Some(match ControlStatus::from_u8(h.flags) {
            Some(ControlStatus::Ok) => Ok(frame.payload.to_vec()),
            Some(status) => Err(ControlError::Refused { cmd, status }),
            None => Err(ControlError::UnknownStatus {
                cmd,
                status: h.flags,
            }),
        })
    }
}

/// One CONTROL exchange over some transport: the request's command and
/// payload in, the reply's payload out.
pub type ControlExchange<'a> = dyn FnMut(ControlCommand, &[u8]) -> anyhow::Result<Vec<u8>> + 'a;

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
    control(ControlCommand::Reset, &[]).context("RESET")?;
    let loaded = control(
        ControlCommand::LoadSignature,
        &SignatureRecord::new(sig).encode(),
    )
    .context("LOAD_SIGNATURE")?;
    let rec = SignatureRecord::decode(&loaded).map_err(|e| anyhow!("LOAD_SIGNATURE reply: {e}"))?;
    if rec.signature != sig {
        bail!("the switch loaded {} instead of {}", rec.signature, sig);
    }
    let configured = control(ControlCommand::Configure, &conf.encode()).with_context(|| {
        format!(
            "CONFIGURE ({} buckets per table, {} sources, filter_bits {}, onchip {:#x})",
            1u64 << conf.bucket_bits,
            conf.num_sources,
            conf.filter_bits,
            conf.onchip
        )
    })?;
    // The reply echoes the flags the switch honours: one that ignores a bit
    // would send frames the host would read in another layout. Its
    // `filter_bits` is not checked: a switch that runs without the filters
    // asked for joins the same, it only reads more buckets.
    let echo = ConfigureQuery::decode(&configured).map_err(|e| anyhow!("CONFIGURE reply: {e}"))?;
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
        };
        // A switch that echoes what it is asked to load and configure.
        let echo =
            |cmd: ControlCommand, p: &[u8]| if cmd == Reset { Vec::new() } else { p.to_vec() };
        let mut seen = Vec::new();
        let honoured = set_up_switch(
            &mut |cmd, p| {
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
        set_up_switch(&mut |cmd, p| Ok(unfiltered(cmd, p)), sig, &conf).unwrap();
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
            let honoured = set_up_switch(&mut |cmd, p| Ok(f(cmd, p)), sig, &conf).unwrap();
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
        let e = set_up_switch(&mut |cmd, p| Ok(f(cmd, p)), sig, &conf).unwrap_err();
        assert!(
            format!("{e:#}").contains("tables 0x7 on chip, more than the 0x5 asked for"),
            "{e:#}"
        );
        // A switch that loads another signature: an error, not a recovery.
        let other = SignatureRecord::new(Signature::new(8, 8, 2).unwrap()).encode();
        let e = set_up_switch(
            &mut |cmd, _| {
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
            &mut |cmd, p| {
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
        let e = set_up_switch(&mut |cmd, p| Ok(old_switch(cmd, p)), sig, &conf).unwrap_err();
        assert!(
            format!("{e:#}").contains("shape Probe, not Source of shape Payload"),
            "{e:#}"
        );
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
        let mut c = ControlClient::new(me, Mac([2, 0x4e, 0x4a, 0, 0xff, 0xff]));
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
        assert_eq!(c.reply(&again, &FrameView::parse(&late).unwrap()), None);
        // Nor is a reply to another address or for another command.
        let other = reply_to(&again, Mac::local(3), again.seq, 0, b"x");
        assert_eq!(c.reply(&again, &FrameView::parse(&other).unwrap()), None);
        let reset = c.request(7, ControlCommand::Reset, &[]);
        let wrong_cmd = reply_to(&reset, me, again.seq, 0, b"");
        assert_eq!(
            c.reply(&again, &FrameView::parse(&wrong_cmd).unwrap()),
            None
        );
        let ok = reply_to(&again, me, again.seq, 0, b"counters");
        assert_eq!(
            c.reply(&again, &FrameView::parse(&ok).unwrap()),
            Some(Ok(b"counters".to_vec()))
        );
    }

    #[test]
    fn statuses_become_typed_errors() {
        let me = Mac::local(COORDINATOR_SOURCE);
        let mut c = ControlClient::new(me, Mac::local(9));
        let req = c.request(1, ControlCommand::Configure, &[0; 4]);
        let no_mem = reply_to(&req, me, req.seq, ControlStatus::NoMemory as u8, &[]);
        let e = c
            .reply(&req, &FrameView::parse(&no_mem).unwrap())
            .unwrap()
            .unwrap_err();
        assert_eq!(
            e,
            ControlError::Refused {
                cmd: ControlCommand::Configure,
                status: ControlStatus::NoMemory
            }
        );
        assert_eq!(e.to_string(), "switch refused Configure: NoMemory");
        let odd = reply_to(&req, me, req.seq, 200, &[]);
        let e = c
            .reply(&req, &FrameView::parse(&odd).unwrap())
            .unwrap()
            .unwrap_err();
        assert_eq!(
            e,
            ControlError::UnknownStatus {
                cmd: ControlCommand::Configure,
                status: 200
            }
        );
    }
}
