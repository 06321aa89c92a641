//! What the end-to-end tests of the `netjoin` binary share: running it as a
//! user does, and a small generated star schema.

#![allow(dead_code)] // each test file uses its own part

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn netjoin(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_netjoin"))
        .args(args)
        .output()
        .expect("run netjoin")
}

pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs a command that must succeed; returns its stdout and stderr.
pub fn ok(args: &[&str]) -> (String, String) {
    let o = netjoin(args);
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    assert!(o.status.success(), "netjoin {args:?} failed:\n{err}");
    (out, err)
}

/// Runs a command that must fail with exit code `code`; returns its stderr.
pub fn fails(args: &[&str], code: i32) -> String {
    let o = netjoin(args);
    assert_eq!(
        o.status.code(),
        Some(code),
        "netjoin {args:?}: stdout {}\nstderr {}",
        text(&o.stdout),
        text(&o.stderr)
    );
    text(&o.stderr)
}

/// An empty directory of this test process named after `name`.
pub fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("netjoin-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `netjoin gen star` into `d` (fact A, dimensions D1..D3, Parquet
/// partitions) with `args`; returns the `--table` arguments naming them.
pub fn star(d: &Path, args: &[&str]) -> Vec<String> {
    let ds = d.display().to_string();
    let mut gen = vec!["gen", "star", "--out", &ds];
    gen.extend_from_slice(args);
    ok(&gen);
    ["A", "D1", "D2", "D3"]
        .iter()
        .flat_map(|t| {
            [
                "--table".to_string(),
                format!("{}={}", t.to_lowercase(), d.join(t).display()),
            ]
        })
        .collect()
}

/// The pipeline of the committed catalog (bitstreams/) the star-join rule
/// picks for joins that need `key`-byte keys and `value`-byte values over
/// `tables` tables: the best fit (smallest key, then value, then table
/// count that suffices), so that tests assert what the data needs, not
/// which pipelines the catalog happens to hold.
pub fn best_fit(key: usize, value: usize, tables: usize) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("bitstreams");
    let mut fits: Vec<(usize, usize, usize)> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let e = e.ok()?;
            e.path().join("manifest.toml").exists().then_some(())?;
            let id = e.file_name().to_string_lossy().to_string();
            let sig = netjoin_proto::Signature::parse_id(&id).ok()?;
            Some((sig.k(), sig.v(), sig.t()))
        })
        .filter(|&(k, v, t)| k >= key && v >= value && t >= tables)
        .collect();
    fits.sort();
    let (k, v, t) = *fits.first().unwrap_or_else(|| {
        panic!(
            "no pipeline in {} fits k{key}v{value}t{tables}",
            dir.display()
        )
    });
    format!("k{k}v{v}t{t}")
}
