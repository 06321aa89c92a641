//! Mutual TLS between the scheduler, the executors and the clients of a
//! netjoin cluster.
//!
//! Every process holds the cluster's CA certificate and a certificate and
//! key of its own that the CA signed ([`generate`] makes them, `netjoin
//! cluster up` calls it). Every server presents its certificate and refuses
//! a client without one from the CA; every client presents its own and
//! checks the server's against the CA, and the server's address against the
//! certificate's IP addresses.
//!
//! Ballista's hooks cover the clients: [`Tls::endpoint_override`] is the
//! endpoint override of the scheduler (`SchedulerConfig`), of the executor
//! (`ExecutorProcessConfig`) and of every session's configuration (shuffle
//! reads, the client's calls), with `ballista.client.use_tls` on. For the
//! servers Ballista has a hook only for the executor's Arrow Flight service
//! (`override_arrow_flight_service`); the scheduler's gRPC service is served
//! by netjoin from Ballista's public pieces (`crate::process`), and the
//! executor's task service, which Ballista builds inside its own start-up
//! with no hook and no public constructor, is put behind [`TaskFront`].

use anyhow::{bail, Context, Result};
use ballista_core::extension::EndpointOverrideFn;
use ballista_core::utils::{create_grpc_client_endpoint, GrpcClientConfig};
use std::error::Error as StdError;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use tokio_rustls::rustls;
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tonic::transport::{Certificate, ClientTlsConfig, Endpoint, Identity, ServerTlsConfig};

/// The CA certificate's file in a directory [`generate`] wrote.
pub const CA_FILE: &str = "ca.pem";

/// The name of the client's certificate in a directory [`generate`] wrote.
pub const CLIENT: &str = "client";

/// How long certificates made by [`generate`] are valid: a cluster lives
/// for an experiment, and `cluster up` makes new ones each time.
const VALIDITY_DAYS: i64 = 365;

/// Where one process's TLS material is: the cluster's CA certificate, the
/// process's certificate, its private key (PEM files).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TlsFiles {
    pub ca: PathBuf,
    pub cert: PathBuf,
    pub key: PathBuf,
}

impl TlsFiles {
    /// `name`'s files in a directory [`generate`] wrote: `ca.pem`,
    /// `NAME.pem`, `NAME.key`.
    pub fn in_dir(dir: &Path, name: &str) -> TlsFiles {
        TlsFiles {
            ca: dir.join(CA_FILE),
            cert: dir.join(format!("{name}.pem")),
            key: dir.join(format!("{name}.key")),
        }
    }

    /// Reads and checks the files: the CA and the certificate must hold
    /// certificates, the key a private key that matches the certificate.
    pub fn load(&self) -> Result<Tls> {
        let read = |what: &str, path: &Path| {
            std::fs::read(path).with_context(|| format!("cannot read {what} at {}", path.display()))
        };
        let ca_pem = read("the cluster's CA certificate", &self.ca)?;
        let cert_pem = read("this process's certificate", &self.cert)?;
        let key_pem = read("this process's private key", &self.key)?;
        let certs = |what: &str, path: &Path, pem: &[u8]| -> Result<Vec<CertificateDer<'static>>> {
            let certs = CertificateDer::pem_slice_iter(pem)
                .collect::<std::result::Result<Vec<_>, _>>()
                .with_context(|| format!("{what} at {} is not valid PEM", path.display()))?;
            if certs.is_empty() {
                bail!("{what} at {} holds no PEM certificate", path.display());
            }
            Ok(certs)
        };
        let ca = certs("the cluster's CA certificate", &self.ca, &ca_pem)?;
        let chain = certs("this process's certificate", &self.cert, &cert_pem)?;
        let key = PrivateKeyDer::from_pem_slice(&key_pem).with_context(|| {
            format!(
                "this process's private key at {} holds no PEM private key",
                self.key.display()
            )
        })?;
        let front = front_config(&ca, chain, key).with_context(|| {
            format!(
                "the certificate {} with the key {} and the CA {}",
                self.cert.display(),
                self.key.display(),
                self.ca.display()
            )
        })?;
        Ok(Tls {
            inner: Arc::new(Loaded {
                files: self.clone(),
                ca_pem,
                cert_pem,
                key_pem,
                front,
            }),
        })
    }
}

/// A process's TLS material, read and checked ([`TlsFiles::load`]).
#[derive(Clone)]
pub struct Tls {
    inner: Arc<Loaded>,
}

struct Loaded {
    files: TlsFiles,
    ca_pem: Vec<u8>,
    cert_pem: Vec<u8>,
    key_pem: Vec<u8>,
    /// For [`TaskFront`], which terminates TLS itself.
    front: Arc<rustls::ServerConfig>,
}

impl std::fmt::Debug for Tls {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tls")
            .field("files", &self.inner.files)
            .finish()
    }
}

impl Tls {
    pub fn files(&self) -> &TlsFiles {
        &self.inner.files
    }

    /// A tonic server's TLS: this process's certificate, and a client
    /// certificate signed by the cluster's CA required of every client.
    pub fn server_config(&self) -> ServerTlsConfig {
        ServerTlsConfig::new()
            .identity(self.identity())
            .client_ca_root(Certificate::from_pem(&self.inner.ca_pem))
    }

    /// A tonic client's TLS: only the cluster's CA is trusted (no system
    /// roots), and this process's certificate is presented.
    pub fn client_config(&self) -> ClientTlsConfig {
        ClientTlsConfig::new()
            .ca_certificate(Certificate::from_pem(&self.inner.ca_pem))
            .identity(self.identity())
    }

    fn identity(&self) -> Identity {
        Identity::from_pem(&self.inner.cert_pem, &self.inner.key_pem)
    }

    /// Ballista's endpoint override (`EndpointOverrideFn`) for every
    /// connection Ballista opens: TLS with [`Self::client_config`].
    ///
    /// tonic speaks TLS only to `https` URLs, and Ballista writes `http://`
    /// into the URLs of the scheduler (the executor's and the client's
    /// calls) and of the executors' task service (the scheduler's calls);
    /// only its Flight clients follow `ballista.client.use_tls`. Those
    /// endpoints are made again with `https`, with what Ballista had set on
    /// them: `grpc` (the process's `GrpcClientConfig`) where it had used
    /// one, which shows as a connect timeout, else tonic's defaults.
    pub fn endpoint_override(&self, grpc: GrpcClientConfig) -> EndpointOverrideFn {
        let tls = self.client_config();
        Arc::new(move |endpoint: Endpoint| {
            let endpoint = if endpoint.uri().scheme_str() == Some("https") {
                endpoint
            } else {
                let uri = endpoint.uri();
                let authority = uri
                    .authority()
                    .ok_or_else(|| format!("the gRPC endpoint {uri} names no host"))?;
                let path = uri.path_and_query().map_or("", |p| p.as_str());
                let configured = endpoint.get_connect_timeout().is_some();
                create_grpc_client_endpoint(
                    format!("https://{authority}{path}"),
                    configured.then_some(&grpc),
                )?
            };
            Ok(endpoint.tls_config(tls.clone())?)
        })
    }
}

/// The rustls configuration of [`TaskFront`]: the same policy as
/// [`Tls::server_config`] (a client certificate from the CA required,
/// HTTP/2 offered, as tonic's clients require).
fn front_config(
    ca: &[CertificateDer<'static>],
    chain: Vec<CertificateDer<'static>>,
    key: PrivateKeyDer<'static>,
) -> Result<Arc<rustls::ServerConfig>> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut roots = rustls::RootCertStore::empty();
    for c in ca {
        roots
            .add(c.clone())
            .context("the CA certificate is not a usable trust anchor")?;
    }
    let verifier = rustls::server::WebPkiClientVerifier::builder_with_provider(
        Arc::new(roots),
        provider.clone(),
    )
    .build()
    .context("cannot check client certificates against the CA")?;
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .context("rustls has no TLS version to offer")?
        .with_client_cert_verifier(verifier)
        .with_single_cert(chain, key)
        .context("the key does not fit the certificate")?;
    config.alpn_protocols = vec![b"h2".to_vec()];
    Ok(Arc::new(config))
}

/// The executor's task service behind TLS.
///
/// Ballista builds the executor's gRPC server (the service the scheduler
/// pushes tasks to) inside `executor_server::startup`, plain, with no hook
/// for TLS, and its `ExecutorServer` cannot be made outside Ballista. So
/// Ballista's server listens on loopback ([`TaskFront::inner_address`]),
/// and the front listens where the executor is reached: it completes the
/// TLS handshake (a client certificate from the cluster's CA required)
/// and only then passes the connection's bytes to Ballista's server. A
/// peer without a certificate never reaches it.
pub struct TaskFront {
    task: tokio::task::JoinHandle<()>,
}

impl TaskFront {
    /// Where Ballista's own task service listens behind the front on
    /// `listen`: loopback, at the same port (Ballista binds and advertises
    /// one port), at a loopback address other than the executor's own.
    pub fn inner_address(listen: SocketAddr) -> SocketAddr {
        let one = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let ip = if listen.ip() == one {
            IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2))
        } else {
            one
        };
        SocketAddr::new(ip, listen.port())
    }

    /// Listens on `listen` now (the scheduler dials the task service as
    /// soon as the executor registers), and serves until dropped.
    pub async fn bind(listen: SocketAddr, inner: SocketAddr, tls: &Tls) -> Result<TaskFront> {
        let listener = tokio::net::TcpListener::bind(listen)
            .await
            .with_context(|| {
                format!("cannot listen on {listen} for the executor's task service")
            })?;
        let acceptor = tokio_rustls::TlsAcceptor::from(tls.inner.front.clone());
        let task = tokio::spawn(async move {
            loop {
                let (tcp, peer) = match listener.accept().await {
                    Ok(c) => c,
                    Err(e) => {
                        // Out of file descriptors and the like: the
                        // listener itself stays good.
                        log::warn!("task service on {listen}: accept failed: {e}");
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        continue;
                    }
                };
                let acceptor = acceptor.clone();
                tokio::spawn(async move {
                    let _ = tcp.set_nodelay(true);
                    let mut tls = match acceptor.accept(tcp).await {
                        Ok(s) => s,
                        Err(e) => {
                            log::warn!("task service on {listen}: refused {peer}: {e}");
                            return;
                        }
                    };
                    let mut plain = match tokio::net::TcpStream::connect(inner).await {
                        Ok(s) => s,
                        Err(e) => {
                            log::warn!(
                                "task service on {listen}: Ballista's service on {inner}: {e}"
                            );
                            return;
                        }
                    };
                    let _ = plain.set_nodelay(true);
                    let _ = tokio::io::copy_bidirectional(&mut tls, &mut plain).await;
                });
            }
        });
        Ok(TaskFront { task })
    }
}

impl Drop for TaskFront {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Makes one harmless call to the scheduler at `addr` over TLS (the
/// status of a job that does not exist), retrying while nothing listens
/// there yet, for up to `patience`. A certificate either side refuses is
/// reported as such at once: Ballista's own calls would report it as a
/// bare transport error, or retry it until their timeout.
pub async fn check_scheduler(addr: &str, tls: &Tls, patience: Duration) -> Result<()> {
    use ballista_core::serde::protobuf::scheduler_grpc_client::SchedulerGrpcClient;
    use ballista_core::serde::protobuf::GetJobStatusParams;
    let deadline = tokio::time::Instant::now() + patience;
    let make = tls.endpoint_override(GrpcClientConfig::default());
    loop {
        let result = async {
            let endpoint = create_grpc_client_endpoint(
                format!("http://{addr}"),
                Some(&GrpcClientConfig::default()),
            )?;
            let channel = make(endpoint)?.connect().await?;
            SchedulerGrpcClient::new(channel)
                .get_job_status(GetJobStatusParams {
                    job_id: "netjoin-tls-check".into(),
                })
                .await?;
            Ok::<_, Box<dyn StdError + Send + Sync>>(())
        }
        .await;
        let e = match result {
            Ok(()) => return Ok(()),
            Err(e) => e,
        };
        let files = tls.files();
        let chain = error_chain(e.as_ref());
        match find_tls_error(e.as_ref()) {
            Some(rustls::Error::InvalidCertificate(why)) => bail!(
                "the scheduler at {addr} presented a certificate the cluster's CA ({}) does not vouch for: {why:?}",
                files.ca.display()
            ),
            Some(rustls::Error::AlertReceived(_)) | None if !unreachable(e.as_ref()) => {
                // With TLS 1.3 a server checks the client's certificate
                // after the client has finished its handshake: a refused
                // certificate shows as an alert, or as the connection
                // closed at the first call.
                bail!(
                    "the scheduler at {addr} refused this process's TLS connection ({chain}): \
                     it does so when this process's certificate {} is not signed by the cluster's CA",
                    files.cert.display()
                )
            }
            Some(other) => bail!("TLS with the scheduler at {addr} failed: {other}"),
            None => {}
        }
        if tokio::time::Instant::now() >= deadline {
            bail!("cannot reach the scheduler at {addr}: {chain}");
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
}

/// `e`, then its sources, outermost first.
fn chain<'a>(
    e: &'a (dyn StdError + 'static),
) -> impl Iterator<Item = &'a (dyn StdError + 'static)> {
    std::iter::successors(Some(e), |&err| err.source())
}

/// The rustls error somewhere in `e`'s chain (inside an `io::Error` too).
fn find_tls_error<'a>(e: &'a (dyn StdError + 'static)) -> Option<&'a rustls::Error> {
    chain(e).find_map(|err| {
        err.downcast_ref::<rustls::Error>().or_else(|| {
            err.downcast_ref::<std::io::Error>()
                .and_then(|io| io.get_ref())
                .and_then(|inner| inner.downcast_ref::<rustls::Error>())
        })
    })
}

/// Whether `e` is a TCP connection refused or timed out: nothing listens
/// there (yet).
fn unreachable(e: &(dyn StdError + 'static)) -> bool {
    use std::io::ErrorKind;
    chain(e).any(|err| {
        err.downcast_ref::<std::io::Error>().is_some_and(|io| {
            matches!(
                io.kind(),
                ErrorKind::ConnectionRefused | ErrorKind::TimedOut | ErrorKind::HostUnreachable
            )
        })
    })
}

/// `e` and its sources, for people (a source whose text an outer one
/// already shows is left out).
fn error_chain(e: &(dyn StdError + 'static)) -> String {
    let mut parts: Vec<String> = Vec::new();
    for err in chain(e) {
        let s = err.to_string();
        if !parts.iter().any(|p| p.contains(&s)) {
            parts.push(s);
        }
    }
    parts.join(": ")
}

/// Who needs a certificate: its file name (letters, digits, `-`, `_`) and
/// the IP addresses it listens on or connects from (the certificate's
/// subject alternative names, which clients check against the address
/// they dialled).
#[derive(Clone, Debug)]
pub struct Member {
    pub name: String,
    pub ips: Vec<IpAddr>,
}

/// Makes a CA for the cluster `cluster` and a certificate and key per
/// member, signed by it, in `dir` (made if missing, mode 0700): `ca.pem`,
/// `NAME.pem` (0644) and `NAME.key` (0600, replaced, never rewritten in
/// place). The CA's own key is not kept: no certificate can be added to
/// the cluster afterwards, so a new process means a new cluster.
pub fn generate(dir: &Path, cluster: &str, members: &[Member]) -> Result<()> {
    use rcgen::{
        BasicConstraints, CertificateParams, DnType, ExtendedKeyUsagePurpose, IsCa, Issuer,
        KeyPair, KeyUsagePurpose, SanType,
    };
    if members.is_empty() {
        bail!("a cluster's TLS needs at least one member");
    }
    for m in members {
        let ok = !m.name.is_empty()
            && m.name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !ok {
            bail!(
                "`{}` cannot name a certificate's files: use letters, digits, `-` and `_`",
                m.name
            );
        }
        if m.name == "ca" {
            bail!("`ca` is the CA's file name; name the member otherwise");
        }
        if m.ips.is_empty() {
            bail!(
                "{}: a certificate needs the IP addresses it is used at",
                m.name
            );
        }
    }
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .context("the system clock is before 1970")?
        .as_secs() as i64;
    let start = time::OffsetDateTime::from_unix_timestamp(now - 3600)
        .context("the system clock is out of range for a certificate")?;
    let end = start + time::Duration::days(VALIDITY_DAYS);

    let ca_key = KeyPair::generate().context("generating the CA's key")?;
    let mut ca = CertificateParams::default();
    ca.distinguished_name = rcgen::DistinguishedName::new();
    ca.distinguished_name
        .push(DnType::CommonName, format!("netjoin cluster {cluster} CA"));
    ca.is_ca = IsCa::Ca(BasicConstraints::Constrained(0));
    ca.key_usages = vec![KeyUsagePurpose::KeyCertSign, KeyUsagePurpose::CrlSign];
    ca.not_before = start;
    ca.not_after = end;
    let ca_cert = ca
        .self_signed(&ca_key)
        .context("signing the CA's certificate")?;
    let issuer = Issuer::new(ca, ca_key);

    make_private_dir(dir)?;
    write_file(&dir.join(CA_FILE), ca_cert.pem().as_bytes(), 0o644)?;
    for m in members {
        let key = KeyPair::generate().with_context(|| format!("generating {}'s key", m.name))?;
        let mut p = CertificateParams::default();
        p.distinguished_name = rcgen::DistinguishedName::new();
        p.distinguished_name
            .push(DnType::CommonName, format!("netjoin {cluster} {}", m.name));
        p.subject_alt_names = m.ips.iter().map(|ip| SanType::IpAddress(*ip)).collect();
        p.key_usages = vec![KeyUsagePurpose::DigitalSignature];
        // Every process serves and calls others (the client only calls).
        p.extended_key_usages = vec![
            ExtendedKeyUsagePurpose::ServerAuth,
            ExtendedKeyUsagePurpose::ClientAuth,
        ];
        p.not_before = start;
        p.not_after = end;
        let cert = p
            .signed_by(&key, &issuer)
            .with_context(|| format!("signing {}'s certificate", m.name))?;
        let files = TlsFiles::in_dir(dir, &m.name);
        write_file(&files.cert, cert.pem().as_bytes(), 0o644)?;
        write_file(&files.key, key.serialize_pem().as_bytes(), 0o600)?;
    }
    Ok(())
}

fn make_private_dir(dir: &Path) -> Result<()> {
    use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)
        .with_context(|| format!("cannot create the TLS directory {}", dir.display()))?;
    // It may have been there before, with other permissions.
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
        .with_context(|| format!("cannot make {} private (0700)", dir.display()))
}

/// Writes a new file of mode `mode`: an old one is removed first, so a key
/// never sits in a file that others could read.
fn write_file(path: &Path, bytes: &[u8], mode: u32) -> Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    match std::fs::remove_file(path) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(e).with_context(|| format!("cannot replace {}", path.display())),
    }
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(mode)
        .open(path)
        .with_context(|| format!("cannot create {}", path.display()))?;
    f.write_all(bytes)
        .and_then(|()| f.sync_all())
        .with_context(|| format!("cannot write {}", path.display()))
}

/// Finds the client TLS directory of the cluster whose scheduler is at a
/// `df://` URL, if it has one (installed by the binary, which knows where
/// `netjoin cluster up` records its clusters).
pub type ClientLookup = dyn Fn(&str) -> Result<Option<PathBuf>> + Send + Sync;

static CLIENT_LOOKUP: OnceLock<Box<ClientLookup>> = OnceLock::new();

/// The client's TLS directory the command line named, if any.
static CLIENT_DIR: OnceLock<PathBuf> = OnceLock::new();

/// The environment variable naming a directory with `ca.pem`, `client.pem`
/// and `client.key`: the client's TLS for any scheduler it connects to.
pub const TLS_DIR_ENV: &str = "NETJOIN_CLUSTER_TLS";

/// Installs how [`client_tls_for`] finds a cluster's TLS directory (once
/// per process; later calls are ignored).
pub fn install_client_lookup(lookup: Box<ClientLookup>) {
    let _ = CLIENT_LOOKUP.set(lookup);
}

/// Makes `dir` (with `ca.pem`, `client.pem` and `client.key`) the client's
/// TLS for every scheduler this process connects to, before
/// `$NETJOIN_CLUSTER_TLS` and the installed lookup (once per process;
/// later calls are ignored).
pub fn use_client_dir(dir: PathBuf) {
    let _ = CLIENT_DIR.set(dir);
}

/// The client's TLS for the scheduler at `url`: the directory
/// [`use_client_dir`] named, else the one in `$NETJOIN_CLUSTER_TLS` if set
/// (non-empty), else what the installed lookup finds, else none (plain
/// gRPC).
pub fn client_tls_for(url: &str) -> Result<Option<Tls>> {
    let env = std::env::var_os(TLS_DIR_ENV).filter(|v| !v.is_empty());
    let dir = match (CLIENT_DIR.get(), env) {
        (Some(d), _) => Some(d.clone()),
        (None, Some(d)) => Some(PathBuf::from(d)),
        (None, None) => match CLIENT_LOOKUP.get() {
            Some(lookup) => lookup(url)?,
            None => None,
        },
    };
    dir.map(|d| {
        TlsFiles::in_dir(&d, CLIENT)
            .load()
            .with_context(|| format!("the client's TLS for {url} (from {})", d.display()))
    })
    .transpose()
}
