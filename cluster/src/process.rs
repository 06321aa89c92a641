//! The scheduler and executor processes of a netjoin cluster: Ballista's
//! own (`ballista_scheduler::scheduler_process`,
//! `ballista_executor::executor_process`), started from netjoin's binary
//! with its session state and codec installed.
//!
//! With TLS files (`--tls-ca`, `--tls-cert`, `--tls-key`) every service
//! a process offers and every call it makes is mutual TLS
//! ([`crate::tls`]); without, plain gRPC as Ballista has it.
//!
//! Across processes a switch join runs in the staged form
//! ([`crate::SwitchForm::Staged`]): its set-up, build and probe tasks each
//! reach the switch from their own executor, over the link the executor was
//! given (`--switch-link`, switchd on the namespace testbed). An executor
//! without one refuses switch tasks with that reason; it never falls back
//! to a switch of its own, which the other executors could not reach.
use crate::codec::SwitchCodec;
use crate::rerun::RefuseStageReruns;
use crate::session::{asked, cluster_state_tls, SwitchForm};
use crate::tls::{Tls, TlsFiles};
use anyhow::{bail, Context, Result};
use ballista::prelude::SessionConfigExt;
use ballista_core::serde::{
    BallistaCodec, BallistaLogicalExtensionCodec, BallistaPhysicalExtensionCodec,
};
use ballista_core::utils::GrpcClientConfig;
use ballista_executor::executor_process::{start_executor_process, ExecutorProcessConfig};
use ballista_scheduler::cluster::BallistaCluster;
use ballista_scheduler::config::SchedulerConfig;
use ballista_scheduler::scheduler_process::start_grpc_service;
use ballista_scheduler::scheduler_server::SchedulerServer;
use datafusion_proto::protobuf::{LogicalPlanNode, PhysicalPlanNode};
use netjoin_compiler::datafusion::common::{DataFusionError, Result as DfResult};
use netjoin_compiler::datafusion::execution::session_state::SessionState;
use netjoin_compiler::datafusion::prelude::SessionConfig;
use netjoin_compiler::{OnchipPolicy, SessionOptions, Strategy};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

/// The scheduler's session states, one per strategy this cluster can run
/// and on-chip placement: a client's session names the ones its jobs are
/// planned with (`NetjoinSettings`: `netjoin.strategy`, `netjoin.onchip`),
/// and a session that names none gets the scheduler's own.
pub struct JobStates {
    states: Vec<((Strategy, OnchipPolicy), SessionState)>,
    default: (Strategy, OnchipPolicy),
    switch: netjoin_compiler::SwitchKind,
}

impl JobStates {
    /// Makes a state with `make` for every strategy `opts.switch` allows and
    /// every on-chip placement; the defaults are `opts`'.
    pub fn new(
        opts: &SessionOptions,
        make: impl Fn(&SessionOptions) -> Result<SessionState>,
    ) -> Result<JobStates> {
        let mut states = Vec::new();
        for strategy in [Strategy::Shuffle, Strategy::Inp, Strategy::Auto] {
            if check_strategy(strategy, opts.switch).is_err() {
                continue;
            }
            for onchip in [OnchipPolicy::None, OnchipPolicy::Auto] {
                let o = SessionOptions {
                    strategy,
                    onchip,
                    ..opts.clone()
                };
                states.push(((strategy, onchip), make(&o)?));
            }
        }
        Ok(JobStates {
            states,
            default: (opts.strategy, opts.onchip),
            switch: opts.switch,
        })
    }

    /// The state a job whose session has `config` is planned with.
    pub fn for_job(&self, config: &SessionConfig) -> DfResult<SessionState> {
        let (strategy, onchip) = asked(config);
        let want = (
            strategy.unwrap_or(self.default.0),
            onchip.unwrap_or(self.default.1),
        );
        check_strategy(want.0, self.switch).map_err(|e| DataFusionError::Plan(format!("{e:#}")))?;
        self.states
            .iter()
            .find(|(k, _)| *k == want)
            .map(|(_, st)| st.clone())
            .ok_or_else(|| {
                DataFusionError::Plan(format!(
                    "no session state for --strategy {} --onchip {}",
                    want.0.name(),
                    want.1.name()
                ))
            })
    }
}

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

/// Ballista's messages (and ours) at warning level and above, on standard
/// error: a process of `cluster up` writes them to its log file. Without a
/// logger, the `log` records are dropped, and a job that fails in the
/// scheduler says only that it failed.
struct StderrLog;

impl log::Log for StderrLog {
    fn enabled(&self, m: &log::Metadata) -> bool {
        m.level() <= log::max_level()
    }
    fn log(&self, r: &log::Record) {
        if self.enabled(r.metadata()) {
            eprintln!("{} {}: {}", r.level(), r.target(), r.args());
        }
    }
    fn flush(&self) {}
}

/// Installs [`StderrLog`] at warning level (once per process).
fn log_to_stderr() {
    if log::set_logger(&StderrLog).is_ok() {
        log::set_max_level(log::LevelFilter::Warn);
    }
}

/// Runs a Ballista scheduler on `bind` until the process ends. Jobs are
/// planned with netjoin's session state for `opts` (partitions, Ballista's
/// defaults), with the strategy the client's session names, or `opts`'.
/// An executor silent for `executor_timeout_secs` is lost: its tasks, and
/// the shuffle outputs it held, are run again elsewhere.
/// With `tls`, it serves mutual TLS only and calls the executors over it.
pub async fn run_scheduler(
    bind: SocketAddr,
    opts: &SessionOptions,
    executor_timeout_secs: u64,
    tls: Option<&TlsFiles>,
) -> Result<()> {
    check_strategy(opts.strategy, opts.switch)?;
    log_to_stderr();
    let tls = tls.map(TlsFiles::load).transpose()?;
    let states = JobStates::new(opts, |o| {
        Ok(cluster_state_tls(o, SwitchForm::Staged, tls.as_ref())?.0)
    })?;
    let session_config = states
        .for_job(&SessionConfig::new())
        .map_err(|e| anyhow::anyhow!("{e}"))
        .context("the scheduler's own settings have no state")?
        .config()
        .clone();
    // The scheduler's calls to the executors (tasks) use the client
    // settings of its configuration, as Ballista's own do.
    let grpc = GrpcClientConfig::from(&session_config.ballista_config());
    let session_builder =
        move |config: SessionConfig| -> DfResult<SessionState> { states.for_job(&config) };
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
        override_create_grpc_client_endpoint: tls.as_ref().map(|t| t.endpoint_override(grpc)),
        use_tls: tls.is_some(),
        ..SchedulerConfig::default()
    };
    let cluster = BallistaCluster::new_from_config(&config)
        .await
        .context("setting up the scheduler's cluster state")?;
    match &tls {
        None => {
            let scheduler = scheduler_server(cluster, config).await?;
            start_grpc_service(bind, scheduler)
                .await
                .with_context(|| format!("Ballista scheduler on {bind}"))
        }
        Some(tls) => serve_scheduler_tls(cluster, bind, config, tls)
            .await
            .with_context(|| format!("Ballista scheduler on {bind} (TLS)")),
    }
}

/// Ballista's scheduler (as its `create_scheduler` makes it) with the task
/// launcher that fails a job rather than run one of its stages twice
/// ([`RefuseStageReruns`]).
async fn scheduler_server(
    cluster: BallistaCluster,
    config: SchedulerConfig,
) -> Result<SchedulerServer<LogicalPlanNode, PhysicalPlanNode>> {
    config.validate()?;
    let codec = BallistaCodec::new(
        config
            .override_logical_codec
            .clone()
            .unwrap_or_else(|| Arc::new(BallistaLogicalExtensionCodec::default())),
        config
            .override_physical_codec
            .clone()
            .unwrap_or_else(|| Arc::new(BallistaPhysicalExtensionCodec::default())),
    );
    let launcher = Arc::new(RefuseStageReruns::new(config.scheduler_endpoint()));
    let mut server = SchedulerServer::new_with_task_launcher(
        config.scheduler_endpoint(),
        cluster,
        codec,
        Arc::new(config),
        ballista_scheduler::metrics::default_metrics_collector()?,
        launcher,
    );
    server.init().await?;
    Ok(server)
}

/// The scheduler's gRPC service over mutual TLS.
///
/// Ballista's `start_server` serves with `axum::serve` on a plain listener
/// and has no TLS hook, so this serves the same scheduler
/// (`create_scheduler`, Ballista's `SchedulerServer`) through tonic with
/// [`Tls::server_config`]. It serves the gRPC service only: the REST and
/// health routes Ballista adds would be plain HTTP, and the embedded Flight
/// proxy is off in netjoin's clusters (clients fetch results from the
/// executors).
async fn serve_scheduler_tls(
    cluster: BallistaCluster,
    bind: SocketAddr,
    config: SchedulerConfig,
    tls: &Tls,
) -> Result<()> {
    use ballista_core::serde::protobuf::scheduler_grpc_server::SchedulerGrpcServer;
    let (max_in, max_out) = (
        config.grpc_server_max_decoding_message_size as usize,
        config.grpc_server_max_encoding_message_size as usize,
    );
    let scheduler = scheduler_server(cluster, config).await?;
    let service = SchedulerGrpcServer::new(scheduler)
        .max_decoding_message_size(max_in)
        .max_encoding_message_size(max_out);
    // Bound before serving, so that a port in use fails here.
    let incoming = ballista_core::utils::create_grpc_server_incoming(bind, &Default::default())
        .with_context(|| format!("cannot listen on {bind}"))?;
    tonic::transport::Server::builder()
        .tls_config(tls.server_config())
        .context("the scheduler's TLS configuration")?
        .add_service(service)
        .serve_with_incoming(incoming)
        .await
        .context("serving gRPC over TLS")
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
/// With `tls`, its task and Flight services serve mutual TLS only, and it
/// calls the scheduler and the other executors over it.
pub async fn run_executor(
    place: &ExecutorPlace,
    opts: &SessionOptions,
    ports: Option<Arc<dyn netjoin_host::port::SwitchPorts>>,
    tls: Option<&TlsFiles>,
) -> Result<()> {
    check_strategy(opts.strategy, opts.switch)?;
    if place.slots == 0 {
        bail!("an executor needs at least one task slot");
    }
    log_to_stderr();
    let tls = tls.map(TlsFiles::load).transpose()?;
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
    let (state, _) = cluster_state_tls(opts, SwitchForm::Shared, tls.as_ref())?;
    let session_config = state.config().clone();
    let grpc = GrpcClientConfig::from(&session_config.ballista_config());
    let mut bind_host = place.host.clone();
    let mut front = None;
    let mut flight = None;
    if let Some(tls) = &tls {
        let ip: std::net::IpAddr = place.host.parse().with_context(|| {
            format!(
                "--host {}: with TLS an executor's host is an IP address",
                place.host
            )
        })?;
        // A refused certificate fails here with the reason; Ballista would
        // retry it for its connect timeout and then report a timeout.
        crate::tls::check_scheduler(
            &place.scheduler.to_string(),
            tls,
            std::time::Duration::from_secs(30),
        )
        .await?;
        let listen = SocketAddr::new(ip, place.grpc_port);
        let inner = crate::tls::TaskFront::inner_address(listen);
        front = Some(crate::tls::TaskFront::bind(listen, inner, tls).await?);
        // Ballista binds its own task service (and nothing else: the
        // Flight service below is netjoin's) on `bind_host`.
        bind_host = inner.ip().to_string();
        flight = Some((SocketAddr::new(ip, place.flight_port), tls.clone()));
    }
    let mut config = ExecutorProcessConfig {
        bind_host,
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
        override_create_grpc_client_endpoint: tls.as_ref().map(|t| t.endpoint_override(grpc)),
        ..ExecutorProcessConfig::default()
    };
    if let Some((listen, tls)) = flight {
        config.override_arrow_flight_service = Some(flight_service_tls(
            listen,
            tls,
            config.grpc_max_decoding_message_size as usize,
            config.grpc_max_encoding_message_size as usize,
        ));
    }
    let result = start_executor_process(Arc::new(config))
        .await
        .with_context(|| format!("Ballista executor on {}:{}", place.host, place.flight_port));
    drop(front);
    result
}

/// Ballista's hook for the executor's Flight service (shuffle data):
/// Ballista's own service, `BallistaFlightService`, served by tonic on
/// `listen` with [`Tls::server_config`]. Ballista's built-in server is the
/// same but plain, and bound on its `bind_host`, which with TLS is the
/// loopback address of the task service.
fn flight_service_tls(
    listen: SocketAddr,
    tls: Tls,
    max_decoding: usize,
    max_encoding: usize,
) -> Arc<ballista_executor::ArrowFlightServerProvider> {
    use arrow_flight::flight_service_server::FlightServiceServer;
    use ballista_core::error::BallistaError;
    use ballista_executor::flight_service::BallistaFlightService;
    Arc::new(move |work_dir, _ballista_addr, mut shutdown, grpc| {
        let tls = tls.clone();
        tokio::spawn(async move {
            let service = FlightServiceServer::new(BallistaFlightService::new(work_dir))
                .max_decoding_message_size(max_decoding)
                .max_encoding_message_size(max_encoding);
            ballista_core::utils::create_grpc_server(&grpc)
                .tls_config(tls.server_config())
                .map_err(BallistaError::TonicError)?
                .add_service(service)
                .serve_with_shutdown(listen, shutdown.recv())
                .await
                .map_err(BallistaError::TonicError)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{cluster_state_with, NetjoinSettings};

    fn job(strategy: Option<Strategy>, onchip: Option<OnchipPolicy>) -> SessionConfig {
        SessionConfig::new().with_option_extension(NetjoinSettings { strategy, onchip })
    }

    #[test]
    fn a_job_is_planned_with_the_strategy_and_onchip_placement_its_session_names() {
        let opts = SessionOptions {
            workers: 2,
            strategy: Strategy::Inp,
            onchip: OnchipPolicy::Auto,
            switch: netjoin_compiler::SwitchKind::Testbed,
            ..SessionOptions::default()
        };
        let states =
            JobStates::new(&opts, |o| Ok(cluster_state_with(o, SwitchForm::Staged)?.0)).unwrap();
        let planned = |c: &SessionConfig| asked(states.for_job(c).unwrap().config());
        use OnchipPolicy::{Auto, None as Off};
        // Named: as named; not named: the scheduler's own.
        for (s, o) in [
            (Strategy::Shuffle, Off),
            (Strategy::Inp, Off),
            (Strategy::Auto, Auto),
        ] {
            assert_eq!(planned(&job(Some(s), Some(o))), (Some(s), Some(o)));
        }
        assert_eq!(
            planned(&job(None, Some(Off))),
            (Some(Strategy::Inp), Some(Off))
        );
        assert_eq!(
            planned(&job(Some(Strategy::Shuffle), None)),
            (Some(Strategy::Shuffle), Some(Auto))
        );
        assert_eq!(
            planned(&SessionConfig::new()),
            (Some(Strategy::Inp), Some(Auto))
        );
        // A scheduler whose executors reach no switch plans only shuffles.
        let model = SessionOptions {
            switch: netjoin_compiler::SwitchKind::Model,
            strategy: Strategy::Shuffle,
            ..opts
        };
        let states =
            JobStates::new(&model, |o| Ok(cluster_state_with(o, SwitchForm::Staged)?.0)).unwrap();
        let err = states.for_job(&job(Some(Strategy::Inp), None)).unwrap_err();
        assert!(err.to_string().contains("--switch testbed"), "{err}");
        assert!(states.for_job(&job(None, Some(Off))).is_ok());
    }

    #[test]
    fn the_onchip_setting_is_a_netjoin_entry_and_refuses_what_it_does_not_know() {
        use netjoin_compiler::datafusion::common::config::ExtensionOptions;
        let mut s = NetjoinSettings::default();
        s.set("onchip", "none").unwrap();
        assert_eq!(s.onchip, Some(OnchipPolicy::None));
        let e = s.entries();
        assert!(e
            .iter()
            .any(|e| e.key == "netjoin.onchip" && e.value.as_deref() == Some("none")));
        let err = s.set("onchip", "sometimes").unwrap_err().to_string();
        assert!(err.contains("none or auto"), "{err}");
        let err = s.set("placement", "auto").unwrap_err().to_string();
        assert!(err.contains("`onchip`"), "{err}");
    }
}
