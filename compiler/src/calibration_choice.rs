//! Which in-process time calibration a session prices plans with: the
//! one `--calibration FILE` names (checked to be an in-process one of the
//! run's switch and link rate) or the default committed in the repository
//! ([`DEFAULT_PATH`], built into the binary). The default was measured with
//! the behavioural model and stands in (EXPLAIN says so) for the RTL switch
//! when no RTL calibration is given. `crate::local_calibration` measures
//! new ones.

use crate::cost::TimeCalibration;
use crate::options::SwitchKind;
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// The default calibration, in the repository (relative to its root).
pub const DEFAULT_PATH: &str = "compiler/calibration/in-process-model.json";
const DEFAULT_JSON: &str = include_str!("../calibration/in-process-model.json");

/// Every in-process calibration's source starts with this.
pub(crate) const SOURCE_PREFIX: &str = "in-process on ";

/// The calibration a session uses and where it came from.
#[derive(Clone, Debug)]
pub struct Chosen {
    pub calibration: TimeCalibration,
    pub origin: Origin,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Origin {
    /// `--calibration FILE`.
    Given(PathBuf),
    /// The repository's default; `for_rtl`: the behavioural model's,
    /// standing in for the RTL switch, which has none.
    Default { for_rtl: bool },
}

impl Chosen {
    /// One line for EXPLAIN: which calibration, and whether it is a default.
    pub fn describe(&self) -> String {
        match &self.origin {
            Origin::Given(p) => format!("in-process calibration {} (--calibration)", p.display()),
            Origin::Default { for_rtl: false } => format!(
                "the default in-process calibration ({DEFAULT_PATH}, built in; \
                 `netjoin calibrate --out FILE` measures this host's, `--calibration FILE` uses it)"
            ),
            Origin::Default { for_rtl: true } => format!(
                "the default in-process calibration of the behavioural switch model ({DEFAULT_PATH}, built in), \
                 standing in for the RTL switch: no RTL calibration given \
                 (`netjoin calibrate --switch rtl --out FILE` measures one)"
            ),
        }
    }
}

/// The switch a calibration's runs used, read from its source.
pub fn switch_of(c: &TimeCalibration) -> Option<SwitchKind> {
    let head = c.source.split(';').next().unwrap_or_default();
    if head.contains("switch rtl") {
        Some(SwitchKind::Rtl)
    } else if head.contains("switch model") {
        Some(SwitchKind::Model)
    } else {
        None
    }
}

pub(crate) fn switch_name(s: SwitchKind) -> &'static str {
    match s {
        SwitchKind::Rtl => "rtl",
        SwitchKind::Testbed => "testbed",
        _ => "model",
    }
}

/// The repository's default calibration (behavioural switch model).
pub fn default_calibration() -> Result<TimeCalibration> {
    serde_json::from_str(DEFAULT_JSON)
        .with_context(|| format!("the built-in default calibration {DEFAULT_PATH}"))
}

/// The calibration of an in-process session with `switch` on links of
/// `link_bytes_per_s` (the rate the model's link seconds are counted at):
/// `path` when given (checked to be an in-process one of that switch and
/// rate), else the default.
pub fn choose(path: Option<&Path>, switch: SwitchKind, link_bytes_per_s: f64) -> Result<Chosen> {
    let (calibration, origin) = match path {
        Some(p) => {
            let c = TimeCalibration::load(p)
                .with_context(|| format!("--calibration {}", p.display()))?;
            if !c.source.starts_with(SOURCE_PREFIX) {
                bail!(
                    "--calibration {}: not an in-process calibration (it says `{}`); in one process give one \
                     `netjoin calibrate --out FILE` wrote (a cluster's goes to `cluster up --calibration`)",
                    p.display(),
                    c.source
                );
            }
            if let Some(s) = switch_of(&c) {
                if s != switch {
                    bail!(
                        "--calibration {}: measured with --switch {}, and this run uses --switch {}; \
                         `netjoin calibrate --switch {} --out FILE` measures one for it",
                        p.display(),
                        switch_name(s),
                        switch_name(switch),
                        switch_name(switch)
                    );
                }
            }
            (c, Origin::Given(p.to_path_buf()))
        }
        None => (
            default_calibration()?,
            Origin::Default {
                for_rtl: switch == SwitchKind::Rtl,
            },
        ),
    };
    let rate_bps = link_bytes_per_s * 8.0;
    if (calibration.rate_bps as f64 - rate_bps).abs() > 1e-6 * rate_bps {
        bail!(
            "{}: fitted on the model's link seconds at {} Gbit/s, not at --link-gbps {}",
            match &origin {
                Origin::Given(p) => format!("--calibration {}", p.display()),
                Origin::Default { .. } => format!("the default calibration {DEFAULT_PATH}"),
            },
            calibration.rate_bps as f64 / 1e9,
            rate_bps / 1e9
        );
    }
    Ok(Chosen {
        calibration,
        origin,
    })
}
