//! The switch engine: runs the star join on the behavioural switch through
//! `netjoin_host::run_in_process` (enabled by the `host` feature).

use crate::exec::{StarJoinEngine, StarJoinInput};
use anyhow::Result;

#[derive(Default)]
pub struct HostEngine {
    pub options: netjoin_host::RunOptions,
}

impl StarJoinEngine for HostEngine {
    fn name(&self) -> &str {
        "switch (netjoin-host, behavioural model)"
    }
    fn run(&self, input: &StarJoinInput) -> Result<Vec<u8>> {
        let hi = netjoin_host::StarJoinInput {
            signature: input.signature,
            workers: input.workers,
            dims: input.dims.clone(),
            fact: input.fact.clone(),
        };
        let mut opts = self.options.clone();
        if opts.bucket_bits.is_none() {
            opts.bucket_bits = Some(input.bucket_bits.min(27) as u8);
        }
        Ok(netjoin_host::run_in_process(&hi, &opts)?.results)
    }
}
