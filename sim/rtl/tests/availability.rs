//! The RTL tests may only skip for a reason that cannot hide a failure: they
//! skip when there is nothing to run, never when something failed to build.

use netjoin_rtl::{
    available_signatures, signature_builds, Design, CI_SIGNATURES, DEFAULT_SIGNATURE,
};
use std::path::{Path, PathBuf};

fn bitstream(id: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../bitstreams")
        .join(id)
        .join("netjoin_switch.v")
}

fn ci() -> bool {
    std::env::var_os("CI").is_some_and(|v| !v.is_empty() && v != "false" && v != "0")
}

/// Every switch build.rs was asked for and whose Verilog exists was built.
#[test]
fn switch_verilog_that_exists_must_build() {
    let (builds, selection) = signature_builds();
    for b in &builds {
        if Path::new(b.verilog).exists() {
            assert!(
                b.available,
                "{} exists but the RTL switch {} did not build ({selection}): {}",
                b.verilog, b.id, b.status
            );
        }
    }
}

/// In CI, every signature of the CI set whose Verilog is in the tree must
/// be compiled in (and so run by tests/switch.rs).
#[test]
fn ci_builds_every_committed_ci_signature() {
    let (builds, selection) = signature_builds();
    for id in CI_SIGNATURES {
        let v = bitstream(id);
        if !v.exists() {
            eprintln!("{id}: no {} (not generated yet)", v.display());
            continue;
        }
        let status = builds
            .iter()
            .find(|b| b.id == *id)
            .map(|b| b.status)
            .unwrap_or("not selected");
        if ci() {
            assert!(
                available_signatures().contains(id),
                "CI: {} exists but signature {id} is not compiled in ({selection}): {status}",
                v.display()
            );
        } else if !available_signatures().contains(id) {
            eprintln!("{id}: not compiled in ({selection}): {status}");
        }
    }
}

#[test]
fn available_signatures_are_well_formed() {
    let ids = available_signatures();
    if ids.contains(&DEFAULT_SIGNATURE) {
        assert_eq!(
            ids[0], DEFAULT_SIGNATURE,
            "the default signature comes first: {ids:?}"
        );
    }
    for id in &ids {
        let d = Design::switch(id).unwrap();
        assert!(
            d.available() && d.build_status().starts_with("ok: "),
            "{id}: {}",
            d.build_status()
        );
        assert_eq!(d.id().unwrap(), *id);
    }
    let mut sorted = ids.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), ids.len(), "repeated ids: {ids:?}");
}

#[test]
fn ci_has_verilator() {
    // CI installs Verilator (scripts/setup.sh); a CI run without it would
    // silently skip every RTL test.
    if ci() {
        assert!(
            Design::Fixture.available(),
            "CI without a working Verilator: {}",
            Design::Fixture.build_status()
        );
    }
}
