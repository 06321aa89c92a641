//! Secrets the host draws from the operating system: query tokens and
//! control keys. Both guard a switch against frames from elsewhere on the
//! link, so neither may be guessable from the last one or from the clock.

use anyhow::{anyhow, Result};
use netjoin_proto::ControlKey;

/// A query token no other query, epoch or takeover uses: 64 bits from the
/// OS, never 0 (a switch's idle value) nor `old`.
pub fn fresh_token(old: u64) -> Result<u64> {
    loop {
        let t = getrandom::u64().map_err(|e| anyhow!("a random token from the OS: {e}"))?;
        if t != 0 && t != old {
            return Ok(t);
        }
    }
}

/// A new control key (PROTOCOL.md §5.4): 128 bits from the OS.
pub fn control_key() -> Result<ControlKey> {
    let mut bytes = [0u8; ControlKey::LEN];
    getrandom::fill(&mut bytes).map_err(|e| anyhow!("a random control key from the OS: {e}"))?;
    Ok(ControlKey::from_bytes(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_keys_are_fresh() {
        let mut seen = std::collections::HashSet::new();
        let mut t = 0;
        for _ in 0..64 {
            t = fresh_token(t).unwrap();
            assert_ne!(t, 0);
            seen.insert(t);
        }
        assert!(
            seen.len() > 60,
            "64 draws of 64 bits: {} distinct",
            seen.len()
        );
        // The upper half is drawn too, not left zero as a widened 32-bit
        // value would be: 64 draws all under 2^32 happen with odds 2^-2048.
        assert!(
            seen.iter().any(|&t| t > u64::from(u32::MAX)),
            "64 draws, none above 32 bits"
        );
        assert_ne!(control_key().unwrap(), control_key().unwrap());
    }
}
