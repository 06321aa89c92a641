//! Control key files (PROTOCOL.md §5.4): 32 hex digits, readable by their
//! owner only. switchd and every process that sends it CONTROL frames read
//! the same file; `netjoin-net keygen` writes one.

use anyhow::{bail, Context, Result};
use netjoin_proto::ControlKey;
use std::io::{Read, Write};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::Path;

/// The key in the file at `path`. Refused: a path that is not a regular
/// file, a file whose mode grants group or others any permission (the key
/// would be as good as public on a shared machine), or contents that are
/// not 32 hex digits.
pub fn read_key_file(path: &Path) -> Result<ControlKey> {
    let what = || format!("control key file {}", path.display());
    // The checks are of the file opened, not of the path, which could be
    // swapped between a check and the read.
    let file = std::fs::File::open(path).with_context(what)?;
    let meta = file.metadata().with_context(what)?;
    if !meta.is_file() {
        bail!("{} is not a regular file", what());
    }
    let mode = meta.permissions().mode() & 0o777;
    if mode & 0o077 != 0 {
        bail!(
            "{} has mode {mode:04o}: group and others may not have any access to a key (chmod 600 it)",
            what()
        );
    }
    let mut text = String::new();
    // A key file is 33 bytes; a little more leaves room for white space,
    // and a huge file is not read whole.
    file.take(256)
        .read_to_string(&mut text)
        .with_context(what)?;
    ControlKey::parse_hex(&text).map_err(|e| anyhow::anyhow!("{}: {e}", what()))
}

/// Writes a fresh random key to a new file at `path`, mode 0600; never
/// overwrites a file that exists.
pub fn write_new_key_file(path: &Path) -> Result<ControlKey> {
    let key = netjoin_host::random::control_key()?;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
        .with_context(|| {
            format!(
                "creating control key file {} (it must not exist)",
                path.display()
            )
        })?;
    // The mode passed to open is masked by the umask; set it whatever that is.
    file.set_permissions(std::fs::Permissions::from_mode(0o600))?;
    writeln!(file, "{}", key.to_hex())
        .and_then(|()| file.sync_all())
        .with_context(|| format!("writing control key file {}", path.display()))?;
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh directory for one test, removed on drop.
    struct TempDir(std::path::PathBuf);

    impl TempDir {
        fn new(name: &str) -> TempDir {
            let d = std::env::temp_dir()
                .join(format!("netjoin-key-test-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&d);
            std::fs::create_dir(&d).unwrap();
            TempDir(d)
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn write(path: &Path, text: &str, mode: u32) {
        std::fs::write(path, text).unwrap();
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
    }

    #[test]
    fn a_written_key_reads_back_and_is_not_overwritten() {
        let d = TempDir::new("roundtrip");
        let p = d.0.join("switch.key");
        let key = write_new_key_file(&p).unwrap();
        let meta = std::fs::metadata(&p).unwrap();
        assert_eq!(meta.permissions().mode() & 0o777, 0o600);
        assert_eq!(read_key_file(&p).unwrap(), key);
        let e = write_new_key_file(&p).unwrap_err();
        assert!(format!("{e:#}").contains("must not exist"), "{e:#}");
        assert_eq!(read_key_file(&p).unwrap(), key, "the file is unchanged");
    }

    #[test]
    fn a_key_readable_by_group_or_others_is_refused() {
        let d = TempDir::new("mode");
        let p = d.0.join("k");
        let hex = "000102030405060708090a0b0c0d0e0f\n";
        for mode in [0o644, 0o640, 0o604, 0o610, 0o601] {
            write(&p, hex, mode);
            let e = read_key_file(&p).unwrap_err();
            assert!(
                format!("{e:#}").contains(&format!("mode {mode:04o}")),
                "{e:#}"
            );
        }
        for mode in [0o600, 0o400] {
            write(&p, hex, mode);
            assert_eq!(read_key_file(&p).unwrap().to_hex(), hex.trim());
        }
    }

    #[test]
    fn bad_contents_a_directory_and_a_missing_file_are_refused() {
        let d = TempDir::new("contents");
        let p = d.0.join("k");
        for bad in ["", "0001", &"zz".repeat(16), &"00".repeat(17)] {
            write(&p, bad, 0o600);
            let e = read_key_file(&p).unwrap_err();
            assert!(format!("{e:#}").contains("32 hex digits"), "{bad:?}: {e:#}");
        }
        let sub = d.0.join("dir");
        std::fs::create_dir(&sub).unwrap();
        std::fs::set_permissions(&sub, std::fs::Permissions::from_mode(0o700)).unwrap();
        let e = read_key_file(&sub).unwrap_err();
        assert!(format!("{e:#}").contains("not a regular file"), "{e:#}");
        assert!(read_key_file(&d.0.join("absent")).is_err());
    }
}
