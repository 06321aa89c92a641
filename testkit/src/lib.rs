//! How a test that cannot run here says so.
//!
//! Some tests need a tool the machine may lack: root (the namespace
//! testbed), Verilator (the RTL), tshark, util-linux `script`. Such a test
//! calls [`skip`] and returns; it does not pass in silence:
//!
//! * it prints `SKIPPED <test>: <reason>` on stderr;
//! * it appends that line to the file `NETJOIN_SKIP_LOG` names, and
//!   `scripts/test.sh` prints the count and the list after the tests;
//! * with `NETJOIN_NO_SKIP` set (CI sets it: every tool is installed there)
//!   it fails the test instead.

use std::io::Write;

/// Where skips are listed (one line each), if set.
pub const SKIP_LOG_ENV: &str = "NETJOIN_SKIP_LOG";
/// Set: a skip is a failure.
pub const NO_SKIP_ENV: &str = "NETJOIN_NO_SKIP";

/// Reports that the calling test cannot run, and why. The caller returns
/// right after (or, with `NETJOIN_NO_SKIP` set, this panics).
pub fn skip(reason: &str) {
    let test = std::thread::current()
        .name()
        .unwrap_or("a test")
        .to_string();
    if std::env::var_os(NO_SKIP_ENV).is_some() {
        panic!("{test} cannot run here: {reason} ({NO_SKIP_ENV} is set: every test must run)");
    }
    let line = format!("SKIPPED {test}: {reason}");
    eprintln!("{line}");
    if let Some(path) = std::env::var_os(SKIP_LOG_ENV) {
        // (a test must not fail because the log cannot be written)
        if let Ok(mut f) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
        {
            let _ = writeln!(f, "{line}");
        }
    }
}

/// The tests run as root (the namespace testbed needs it).
pub fn is_root() -> bool {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("Uid:"))
                .map(|l| l.split_whitespace().nth(2) == Some("0"))
        })
        .unwrap_or(false)
}

/// `true` if the test may go on as root; otherwise reports the skip.
pub fn need_root(what: &str) -> bool {
    let root = is_root();
    if !root {
        skip(&format!("{what} needs root"));
    }
    root
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_skip_is_logged_with_the_test_name() {
        let log = std::env::temp_dir().join(format!("netjoin-skip-{}.log", std::process::id()));
        let _ = std::fs::remove_file(&log);
        // The variables are read by `skip` in this thread only; no other
        // test of this crate reads them.
        std::env::set_var(SKIP_LOG_ENV, &log);
        let strict = std::env::var_os(NO_SKIP_ENV);
        std::env::remove_var(NO_SKIP_ENV);
        skip("no frobnicator");
        let text = std::fs::read_to_string(&log).unwrap();
        assert!(
            text.contains("SKIPPED tests::a_skip_is_logged_with_the_test_name: no frobnicator"),
            "{text}"
        );
        std::env::set_var(NO_SKIP_ENV, "1");
        let r = std::panic::catch_unwind(|| skip("no frobnicator"));
        assert!(r.is_err(), "with {NO_SKIP_ENV} set a skip fails");
        match strict {
            Some(v) => std::env::set_var(NO_SKIP_ENV, v),
            None => std::env::remove_var(NO_SKIP_ENV),
        }
        std::env::remove_var(SKIP_LOG_ENV);
        let _ = std::fs::remove_file(&log);
    }

    #[test]
    fn root_is_read_from_the_process_status() {
        // against `id -u`, which asks the kernel another way
        let out = std::process::Command::new("id")
            .arg("-u")
            .output()
            .expect("id -u");
        let uid = String::from_utf8_lossy(&out.stdout).trim().to_string();
        assert_eq!(is_root(), uid == "0", "id -u says {uid}");
    }
}
