//! The session state of a netjoin cluster on Ballista.
//!
//! One state serves the scheduler (it plans with it: DataFusion's rules,
//! then netjoin's star-join rule, then [`DistributeSwitchJoins`]), the
//! executors (they decode tasks with its codec) and the client (it sends
//! logical plans to the scheduler). Its DataFusion settings are netjoin's
//! ([`netjoin_compiler::session::session_config`]) with Ballista's own
//! defaults applied on top, so that the baseline with `Strategy::Shuffle`
//! is Ballista's plan as Ballista would make it.

use crate::codec::SwitchCodec;
use crate::distribute::DistributeSwitchJoins;
use anyhow::{Context, Result};
use ballista::prelude::{SessionConfigExt, SessionContextExt};
use netjoin_compiler::datafusion::execution::session_state::SessionState;
use netjoin_compiler::datafusion::prelude::SessionContext;
use netjoin_compiler::session::{session_config, session_state, Decisions};
use netjoin_compiler::{SessionOptions, Strategy};
use std::sync::Arc;

/// The state of [`standalone`] and [`remote`]: netjoin's session on
/// Ballista's configuration, with the switch codec. `opts.workers` is the
/// number of partitions every stage is cut into, and (standalone) the
/// executor's task slots.
pub fn cluster_state(opts: &SessionOptions) -> Result<(SessionState, Decisions)> {
    let mut config = session_config(opts)?.upgrade_for_ballista();
    // Ballista plans sort-merge joins by default (they spill); the star-join
    // rule replaces hash joins, so with the switch a star join is planned as
    // hash joins first. The baseline keeps Ballista's choice.
    if opts.strategy != Strategy::Shuffle {
        config = config.set_bool("datafusion.optimizer.prefer_hash_join", true);
        // Ballista's adaptive planner chooses joins again at run time, from
        // measured sizes, in its own operators: the static planner runs the
        // plan the star-join rule made, and the one EXPLAIN shows.
        config = config.set_bool(
            ballista_core::config::BALLISTA_ADAPTIVE_PLANNER_ENABLED,
            false,
        );
    }
    let config = config
        .with_target_partitions(opts.workers)
        .with_ballista_standalone_parallelism(opts.workers)
        .with_ballista_physical_extension_codec(Arc::new(SwitchCodec::new(opts.rtl.clone())));
    session_state(opts, config, vec![Arc::new(DistributeSwitchJoins)])
}

/// A Ballista cluster in this process (one scheduler, one executor with
/// `opts.workers` task slots, talking gRPC over loopback) and a client
/// session on it.
pub async fn standalone(opts: &SessionOptions) -> Result<(SessionContext, Decisions)> {
    let (state, decisions) = cluster_state(opts)?;
    let ctx = SessionContext::standalone_with_state(state)
        .await
        .context("starting the standalone Ballista cluster")?;
    Ok((ctx, decisions))
}

/// A client session on the Ballista scheduler at `url`
/// (`df://host:port`). The scheduler plans and decides; its executors run.
pub async fn remote(url: &str, opts: &SessionOptions) -> Result<SessionContext> {
    let (state, _) = cluster_state(opts)?;
    SessionContext::remote_with_state(url, state)
        .await
        .with_context(|| format!("connecting to the Ballista scheduler at {url}"))
}
