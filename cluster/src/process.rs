//! The scheduler and executor processes of a netjoin cluster: Ballista's
//! own (`ballista_scheduler::scheduler_process`,
//! `ballista_executor::executor_process`), started from netjoin's binary
//! with its session state and codec installed.
//!
//! Across processes a switch join runs in the staged form
//! ([`crate::SwitchForm::Staged`]): its set-up, build and probe tasks each
//! reach the switch from their own executor, over the link the executor was
//! given (`--switch-link`, switchd on the namespace testbed). An executor
//! without one refuses switch tasks with that reason; it never falls back
//! to a switch of its own, which the other executors could not reach.
use crate::codec::SwitchCodec;
use crate::session::{asked_strategy, cluster_state, cluster_state_with, SwitchForm};
use anyhow::{bail, Context, Result};
use ballista_executor::executor_process::{start_executor_process, ExecutorProcessConfig};
use ballista_scheduler::cluster::BallistaCluster;
use ballista_scheduler::config::SchedulerConfig;
use ballista_scheduler::scheduler_process::start_server;
use netjoin_compiler::datafusion::common::{DataFusionError, Result as DfResult};
use netjoin_compiler::datafusion::execution::session_state::SessionState;
use netjoin_compiler::datafusion::prelude::SessionConfig;
use netjoin_compiler::{SessionOptions, Strategy};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

/// Why a cluster of processes cannot run `strategy` with `switch`, if it
/// cannot: the executors reach only a switch outside them (switchd).
pub fn check_strategy(strategy: Strategy, switch: netjoin_compiler::SwitchKind) -> Result<()> {
    if strategy != Strategy::Shuffle && switch != netjoin_compiler::SwitchKind::Testbed {
        bail!(
            "--strategy {strategy:?} --switch {switch:?}: the executors of a cluster of processes share only a switch \
             outside them; use --switch testbed (switchd, reached over each executor's --switch-link), \
             or --strategy shuffle"
        );
    }
    Ok(())
}

/// Runs a Ballista scheduler on `bind` until the process ends. Jobs are
/// planned with netjoin's session state for `opts` (partitions, Ballista's
/// defaults), with the strategy the client's session names, or `opts`'.
/// An executor silent for `executor_timeout_secs` is lost: its tasks, and
/// the shuffle outputs it held, are run again elsewhere.
pub async fn run_scheduler(
    bind: SocketAddr,
    opts: &SessionOptions,
    executor_timeout_secs: u64,
) -> Result<()> {
    check_strategy(opts.strategy, opts.switch)?;
    // A state per strategy this cluster can run: a client's session names
    // the one its jobs are planned with (`NetjoinSettings`), and a session
    // that names none gets the scheduler's own.
    let mut states = Vec::new();
    for strategy in [Strategy::Shuffle, Strategy::Inp, Strategy::Auto] {
        if check_strategy(strategy, opts.switch).is_ok() {
            let o = SessionOptions {
                strategy,
                ..opts.clone()
            };
            states.push((strategy, cluster_state_with(&o, SwitchForm::Staged)?.0));
        }
    }
    let default = opts.strategy;
    let session_config = states
        .iter()
        .find(|(s, _)| *s == default)
        .map(|(_, st)| st.config().clone())
        .context("the scheduler's own strategy has no state")?;
    let switch = opts.switch;
    let session_builder = move |config: SessionConfig| -> DfResult<SessionState> {
        let asked = asked_strategy(&config).unwrap_or(default);
        check_strategy(asked, switch).map_err(|e| DataFusionError::Plan(format!("{e:#}")))?;
        states
            .iter()
            .find(|(s, _)| *s == asked)
            .map(|(_, st)| st.clone())
            .ok_or_else(|| {
                DataFusionError::Plan(format!("no session state for --strategy {}", asked.name()))
            })
    };
    let config = SchedulerConfig {
        bind_host: bind.ip().to_string(),
        bind_port: bind.port(),
        external_host: bind.ip().to_string(),
        override_session_builder: Some(Arc::new(session_builder)),
        override_config_producer: Some(Arc::new(move || session_config.clone())),
        override_physical_codec: Some(Arc::new(SwitchCodec::new(opts.rtl.clone()))),
        // Tasks in turn on every executor: a stage's probe tasks then use
        // every executor's link to the switch (Ballista's default fills one
        // executor's slots first).
        task_distribution: ballista_scheduler::config::TaskDistributionPolicy::RoundRobin,
        executor_timeout_seconds: executor_timeout_secs,
        expire_dead_executor_interval_seconds: quarter(executor_timeout_secs),
        ..SchedulerConfig::default()
    };
    let cluster = BallistaCluster::new_from_config(&config)
        .await
        .context("setting up the scheduler's cluster state")?;
    start_server(cluster, bind, Arc::new(config))
        .await
        .with_context(|| format!("Ballista scheduler on {bind}"))
}

/// Where an executor listens and whom it serves.
#[derive(Clone, Debug)]
pub struct ExecutorPlace {
    pub scheduler: SocketAddr,
    /// Host the executor binds and advertises.
    pub host: String,
    /// Arrow Flight port (shuffle data) and gRPC port (tasks).
    pub flight_port: u16,
    pub grpc_port: u16,
    /// Concurrent tasks.
    pub slots: usize,
    /// Where its shuffle files go.
    pub work_dir: PathBuf,
    /// The scheduler's executor timeout: the executor beats four times in it.
    pub executor_timeout_secs: u64,
}

/// A quarter of an executor timeout, at least a second: how often the
/// executors beat and the scheduler looks for the silent ones.
fn quarter(executor_timeout_secs: u64) -> u64 {
    (executor_timeout_secs / 4).max(1)
}

/// The switch ports of an executor started without a link to the switch.
struct NoSwitchLink;

impl netjoin_host::port::SwitchPorts for NoSwitchLink {
    fn name(&self) -> String {
        "no link".into()
    }
    fn port(&self, _source: u16) -> anyhow::Result<Arc<netjoin_host::port::SwitchPort>> {
        bail!("this executor has no link to the switch: start it with --switch-link IFACE (`netjoin cluster up` does)")
    }
}

/// Runs a Ballista executor until the process ends. With `ports` (the
/// executor's link to the switch, e.g. `netjoin_net::RawLinkPorts`), its
/// tasks reach the switch through them ([`netjoin_host::port::install`]).
pub async fn run_executor(
    place: &ExecutorPlace,
    opts: &SessionOptions,
    ports: Option<Arc<dyn netjoin_host::port::SwitchPorts>>,
) -> Result<()> {
    check_strategy(opts.strategy, opts.switch)?;
    if place.slots == 0 {
        bail!("an executor needs at least one task slot");
    }
    // Without a link, switch tasks fail with the reason; they never open a
    // switch of their own, which the other executors could not reach.
    netjoin_host::port::install(ports.unwrap_or_else(|| Arc::new(NoSwitchLink)));
    std::fs::create_dir_all(&place.work_dir).with_context(|| {
        format!(
            "cannot create the work directory {}",
            place.work_dir.display()
        )
    })?;
    let work_dir = place
        .work_dir
        .to_str()
        .with_context(|| format!("work directory {} is not UTF-8", place.work_dir.display()))?
        .to_string();
    let (state, _) = cluster_state(opts)?;
    let session_config = state.config().clone();
    let config = ExecutorProcessConfig {
        bind_host: place.host.clone(),
        external_host: Some(place.host.clone()),
        port: place.flight_port,
        grpc_port: place.grpc_port,
        scheduler_host: place.scheduler.ip().to_string(),
        scheduler_port: place.scheduler.port(),
        scheduler_connect_timeout_seconds: 30,
        vcores: place.slots,
        work_dir: Some(work_dir),
        print_thread_info: false,
        executor_heartbeat_interval_seconds: quarter(place.executor_timeout_secs),
        override_config_producer: Some(Arc::new(move || session_config.clone())),
        override_physical_codec: Some(Arc::new(SwitchCodec::new(opts.rtl.clone()))),
        ..ExecutorProcessConfig::default()
    };
    start_executor_process(Arc::new(config))
        .await
        .with_context(|| format!("Ballista executor on {}:{}", place.host, place.flight_port))
}
