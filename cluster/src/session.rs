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
use crate::tls::Tls;
use anyhow::{Context, Result};
use ballista::prelude::{SessionConfigExt, SessionContextExt};
use ballista_core::utils::GrpcClientConfig;
use netjoin_compiler::datafusion::common::config::{
    ConfigEntry, ConfigExtension, ExtensionOptions,
};
use netjoin_compiler::datafusion::common::{DataFusionError, Result as DfResult};
use netjoin_compiler::datafusion::execution::session_state::SessionState;
use netjoin_compiler::datafusion::prelude::SessionConfig;
use netjoin_compiler::datafusion::prelude::SessionContext;
use netjoin_compiler::session::{session_config, session_state, Decisions};
use netjoin_compiler::{OnchipPolicy, SessionOptions, Strategy};
use std::any::Any;
use std::sync::Arc;

/// netjoin's settings, which a client's session sends with each job
/// (Ballista sends every entry of the session's configuration). Written
/// out rather than with DataFusion's `extensions_options!`, whose entries
/// lack the `netjoin.` prefix, so the scheduler could not set them.
#[derive(Clone, Debug, Default)]
pub struct NetjoinSettings {
    /// How the scheduler plans this session's star joins; None: as the
    /// scheduler was started.
    pub strategy: Option<Strategy>,
    /// Which of the joins' tables the switch probes from block RAM
    /// (`--onchip`); None: as the scheduler was started.
    pub onchip: Option<OnchipPolicy>,
}

impl ConfigExtension for NetjoinSettings {
    const PREFIX: &'static str = "netjoin";
}

impl ExtensionOptions for NetjoinSettings {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
    fn cloned(&self) -> Box<dyn ExtensionOptions> {
        Box::new(self.clone())
    }
    fn set(&mut self, key: &str, value: &str) -> DfResult<()> {
        match key {
            "strategy" => {
                self.strategy = Some(value.parse().map_err(DataFusionError::Configuration)?);
                Ok(())
            }
            "onchip" => {
                self.onchip = Some(value.parse().map_err(DataFusionError::Configuration)?);
                Ok(())
            }
            _ => Err(DataFusionError::Configuration(format!(
                "netjoin has no setting `{key}`; it has `strategy` and `onchip`"
            ))),
        }
    }
    fn entries(&self) -> Vec<ConfigEntry> {
        vec![
            ConfigEntry {
                key: format!("{}.strategy", Self::PREFIX),
                value: self.strategy.map(Strategy::name),
                description:
                    "How the scheduler plans the session's star joins: shuffle, inp or auto",
            },
            ConfigEntry {
                key: format!("{}.onchip", Self::PREFIX),
                value: self.onchip.map(|p| p.name().to_string()),
                description: "Which tables the switch probes from block RAM: none or auto",
            },
        ]
    }
}

/// What a job's session asks of the scheduler: its strategy and on-chip
/// placement, each `None` where it names none.
pub fn asked(config: &SessionConfig) -> (Option<Strategy>, Option<OnchipPolicy>) {
    config
        .options()
        .extensions
        .get::<NetjoinSettings>()
        .map_or((None, None), |s| (s.strategy, s.onchip))
}

/// How a switch join runs on the cluster ([`DistributeSwitchJoins`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SwitchForm {
    /// The probe tasks of one process share one switch session, built from
    /// the build side read through Ballista's shuffle (one process only).
    #[default]
    Shared,
    /// Set-up, build and probe stages whose tasks each reach the switch
    /// from their own executor (across processes).
    Staged,
}

/// The state of [`standalone`] and [`remote`]: netjoin's session on
/// Ballista's configuration, with the switch codec. `opts.workers` is the
/// number of partitions every stage is cut into, and (standalone) the
/// executor's task slots.
pub fn cluster_state(opts: &SessionOptions) -> Result<(SessionState, Decisions)> {
    cluster_state_with(opts, SwitchForm::Shared)
}

/// [`cluster_state`] with switch joins in the given form.
pub fn cluster_state_with(
    opts: &SessionOptions,
    form: SwitchForm,
) -> Result<(SessionState, Decisions)> {
    cluster_state_tls(opts, form, None)
}

/// [`cluster_state_with`] whose Ballista connections use `tls`: Ballista's
/// client setting `ballista.client.use_tls` (Flight clients dial `https`)
/// and its endpoint override (every connection made with the session's
/// configuration, the client's and the executors' shuffle reads, presents
/// this process's certificate and checks the peer's).
pub fn cluster_state_tls(
    opts: &SessionOptions,
    form: SwitchForm,
    tls: Option<&Tls>,
) -> Result<(SessionState, Decisions)> {
    // Staged, the switch joins of one plan would run side by side, and the
    // switch runs one query at a time.
    let staged_opts;
    let opts = match form {
        SwitchForm::Staged => {
            staged_opts = SessionOptions {
                staged: true,
                ..opts.clone()
            };
            &staged_opts
        }
        SwitchForm::Shared => opts,
    };
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
    // Across processes the baseline is the shuffle join the paper compares
    // with: partitioned hash joins whose inputs are hash-repartitioned
    // through shuffle files between executors. Ballista's defaults would
    // broadcast small dimensions instead, read by every executor from the
    // shared files, which measures the file system rather than the network.
    if form == SwitchForm::Staged && opts.strategy == Strategy::Shuffle {
        config = config
            .set_bool("datafusion.optimizer.prefer_hash_join", true)
            .set_u64(
                "datafusion.optimizer.hash_join_single_partition_threshold",
                0,
            )
            .set_u64(
                "datafusion.optimizer.hash_join_single_partition_threshold_rows",
                0,
            )
            .set_bool(
                ballista_core::config::BALLISTA_ADAPTIVE_PLANNER_ENABLED,
                false,
            );
    }
    // Across processes a table's partition is the file a worker holds (as
    // `netjoin gen` writes them), and a task reads one. DataFusion would
    // otherwise cut the files into byte ranges, and a file of one row group
    // goes whole to the range holding its first bytes: one task would read
    // two workers' files and another nothing, for both strategies.
    if form == SwitchForm::Staged {
        config = config.set_bool("datafusion.optimizer.repartition_file_scans", false);
    }
    let settings = NetjoinSettings {
        strategy: Some(opts.strategy),
        onchip: Some(opts.onchip),
    };
    if let Some(tls) = tls {
        let grpc = GrpcClientConfig::from(&config.ballista_config());
        config = config
            .with_ballista_use_tls(true)
            .with_ballista_override_create_grpc_client_endpoint(tls.endpoint_override(grpc));
    }
    let config = config
        .with_option_extension(settings)
        .with_target_partitions(opts.workers)
        .with_ballista_standalone_parallelism(opts.workers)
        .with_ballista_physical_extension_codec(Arc::new(SwitchCodec::new(opts.rtl.clone())));
    let rule = DistributeSwitchJoins {
        staged: form == SwitchForm::Staged,
    };
    session_state(opts, config, vec![Arc::new(rule)])
}

/// A Ballista cluster in this process (one scheduler, one executor with
/// `opts.workers` task slots, talking gRPC over loopback) and a client
/// session on it.
pub async fn standalone(opts: &SessionOptions) -> Result<(SessionContext, Decisions)> {
    standalone_with(opts, SwitchForm::Shared).await
}

/// [`standalone`] with switch joins in the given form (staged: its tasks
/// reach an in-process switch through ports, as executors reach switchd).
pub async fn standalone_with(
    opts: &SessionOptions,
    form: SwitchForm,
) -> Result<(SessionContext, Decisions)> {
    let (state, decisions) = cluster_state_with(opts, form)?;
    let ctx = SessionContext::standalone_with_state(state)
        .await
        .context("starting the standalone Ballista cluster")?;
    Ok((ctx, decisions))
}

/// A client session on the Ballista scheduler at `url`
/// (`df://host:port`). The scheduler plans, with `opts.strategy` (the
/// session names it, [`NetjoinSettings`]); its executors run. Over mutual
/// TLS if [`crate::tls::client_tls_for`] finds the cluster's certificates.
pub async fn remote(url: &str, opts: &SessionOptions) -> Result<SessionContext> {
    let tls = crate::tls::client_tls_for(url)?;
    remote_with(url, opts, tls.as_ref()).await
}

/// [`remote`] with the given TLS (None: plain gRPC). With TLS the
/// scheduler is called once first, so that a certificate either side
/// refuses fails here, with the reason.
pub async fn remote_with(
    url: &str,
    opts: &SessionOptions,
    tls: Option<&Tls>,
) -> Result<SessionContext> {
    let (state, _) = cluster_state_tls(opts, SwitchForm::Shared, tls)?;
    let ctx = SessionContext::remote_with_state(url, state)
        .await
        .with_context(|| format!("connecting to the Ballista scheduler at {url}"))?;
    if let Some(tls) = tls {
        let addr = url.trim_start_matches("df://").trim_end_matches('/');
        crate::tls::check_scheduler(addr, tls, std::time::Duration::from_secs(5))
            .await
            .with_context(|| format!("connecting to the Ballista scheduler at {url}"))?;
    }
    Ok(ctx)
}
