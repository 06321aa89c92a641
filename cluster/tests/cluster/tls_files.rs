//! The cluster's certificate files (`netjoin_cluster::tls`): their modes,
//! loading them, and the errors that name what is wrong.

use netjoin_cluster::tls::{generate, Member, TaskFront, TlsFiles, CLIENT};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("netjoin-tls-unit-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn members() -> Vec<Member> {
    vec![
        Member {
            name: "scheduler".into(),
            ips: vec![IpAddr::V4(Ipv4Addr::LOCALHOST)],
        },
        Member {
            name: CLIENT.into(),
            ips: vec![IpAddr::V4(Ipv4Addr::LOCALHOST)],
        },
    ]
}

#[test]
fn keys_are_private_and_the_files_load() {
    let d = scratch("modes");
    // A stale key readable by all is replaced, not rewritten in place.
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("client.key"), "old").unwrap();
    std::fs::set_permissions(d.join("client.key"), std::fs::Permissions::from_mode(0o644)).unwrap();
    generate(&d, "unit", &members()).unwrap();
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&d), 0o700);
    for name in ["scheduler", CLIENT] {
        let f = TlsFiles::in_dir(&d, name);
        assert_eq!(mode(&f.key), 0o600, "{}", f.key.display());
        assert_eq!(mode(&f.cert), 0o644, "{}", f.cert.display());
        f.load().unwrap_or_else(|e| panic!("{name}: {e:#}"));
    }
    assert!(!d.join("ca.key").exists(), "the CA's key is not kept");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn bad_files_and_names_are_named() {
    let d = scratch("bad");
    generate(&d, "unit", &members()).unwrap();
    let missing = TlsFiles {
        ca: d.join("nope.pem"),
        ..TlsFiles::in_dir(&d, CLIENT)
    };
    let e = format!("{:#}", missing.load().unwrap_err());
    assert!(
        e.contains("cannot read the cluster's CA certificate at") && e.contains("nope.pem"),
        "{e}"
    );
    // A key that is not the certificate's.
    let mixed = TlsFiles {
        key: d.join("scheduler.key"),
        ..TlsFiles::in_dir(&d, CLIENT)
    };
    let e = format!("{:#}", mixed.load().unwrap_err());
    assert!(e.contains("the key does not fit the certificate"), "{e}");
    let not_pem = TlsFiles {
        key: d.join("ca.pem"),
        ..TlsFiles::in_dir(&d, CLIENT)
    };
    let e = format!("{:#}", not_pem.load().unwrap_err());
    assert!(e.contains("holds no PEM private key"), "{e}");
    let bad = Member {
        name: "../x".into(),
        ips: vec![IpAddr::V4(Ipv4Addr::LOCALHOST)],
    };
    let e = format!("{:#}", generate(&d, "unit", &[bad]).unwrap_err());
    assert!(e.contains("cannot name a certificate's files"), "{e}");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn the_task_service_hides_behind_another_loopback_address() {
    let a: SocketAddr = "127.0.0.1:7000".parse().unwrap();
    assert_eq!(
        TaskFront::inner_address(a),
        "127.0.0.2:7000".parse().unwrap()
    );
    let b: SocketAddr = "10.231.77.1:50052".parse().unwrap();
    assert_eq!(
        TaskFront::inner_address(b),
        "127.0.0.1:50052".parse().unwrap()
    );
}
