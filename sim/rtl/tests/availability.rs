//! The RTL tests may only skip for a reason that cannot hide a failure: they
//! skip when there is nothing to run, never when something failed to build.

use netjoin_rtl::Design;
use std::path::Path;

#[test]
fn switch_verilog_that_exists_must_build() {
    let v = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bitstreams/k8v8t3/netjoin_switch.v");
    if v.exists() {
        assert!(Design::Switch.available(), "{} exists but the RTL switch did not build: {}", v.display(), Design::Switch.build_status());
    }
}

#[test]
fn ci_has_verilator() {
    // CI installs Verilator (scripts/setup.sh); a CI run without it would
    // silently skip every RTL test.
    if std::env::var_os("CI").is_some() {
        assert!(Design::Fixture.available(), "CI without a working Verilator: {}", Design::Fixture.build_status());
    }
}
