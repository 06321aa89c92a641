//! Progress bars for the commands that can run for a while (`gen`, `run` on
//! large inputs; `bitstreams build` and the experiments use the same style).
//! They draw on stderr only when stderr is a terminal (indicatif hides them
//! otherwise), so pipes, logs and tests see no bar.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A bar of `len` steps, labelled `what`.
pub fn bar(len: u64, what: &str) -> ProgressBar {
    let pb = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
    pb.set_style(
        ProgressStyle::with_template("{prefix} [{elapsed_precise}] {wide_bar} {pos}/{len} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    pb.set_prefix(what.to_string());
    pb
}

/// A counter without a known end (rows streamed), labelled `what`.
pub fn counter(what: &str) -> ProgressBar {
    let pb = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
    pb.set_style(
        ProgressStyle::with_template("{prefix} [{elapsed_precise}] {spinner} {human_pos} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_spinner()),
    );
    pb.set_prefix(what.to_string());
    pb
}
