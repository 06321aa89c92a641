//! `netjoin demo`: the demo crate's run with every switch this binary
//! links: the behavioural model and the RTL under Verilator.

use anyhow::{bail, Result};
use netjoin_host::engine::SwitchEngine;
use netjoin_proto::Signature;
use netjoin_rtl::RtlSwitchDriver;
use netjoin_sim::Emitted;
use std::ops::Range;
use std::path::Path;

#[derive(clap::Args, Debug)]
pub struct DemoCmd {
    #[command(flatten)]
    pub args: netjoin_demo::DemoArgs,
}

pub fn run(a: &DemoCmd) -> Result<()> {
    let rtl = |sig: Signature, vcd: Option<(&Path, Range<u64>)>| -> Result<Box<dyn SwitchEngine>> {
        let Some((path, cycles)) = vcd else {
            return Ok(Box::new(RtlEngine::open(None)?));
        };
        let design = netjoin_rtl::Design::Switch(sig);
        if !design.available() {
            bail!("--vcd: {}", design.build_status());
        }
        if !design.traced() {
            bail!(
                "--vcd: the {sig} switch was Verilated without tracing; rebuild with NETJOIN_RTL_TRACE={sig} (or `all`), e.g. `NETJOIN_RTL_TRACE={sig} cargo build --release`"
            );
        }
        // The signature's own design, so that the waveform shows it from cycle 0.
        Ok(Box::new(RtlEngine::open_design(
            design,
            Some(netjoin_rtl::Vcd {
                path: path.to_path_buf(),
                cycles,
            }),
        )?))
    };
    netjoin_demo::run(&a.args, &netjoin_demo::Switches { rtl: Some(&rtl) })
}

/// The switch RTL (generated Verilog under Verilator, with the DDR timing
/// model on its memory ports) as an in-process switch engine.
pub struct RtlEngine(RtlSwitchDriver);

impl RtlEngine {
    /// The default signature's switch; a LOAD_SIGNATURE for another
    /// compiled-in signature reprograms it (docs/RTL_HARNESS.md). With
    /// `vcd`, the switch writes that waveform.
    pub fn open(vcd: Option<netjoin_rtl::Vcd>) -> Result<RtlEngine> {
        RtlEngine::open_design(netjoin_rtl::Design::default_switch(), vcd)
    }

    /// As [`RtlEngine::open`], starting with `design`.
    pub fn open_design(
        design: netjoin_rtl::Design,
        vcd: Option<netjoin_rtl::Vcd>,
    ) -> Result<RtlEngine> {
        let cfg = netjoin_rtl::DriverConfig {
            vcd,
            ..Default::default()
        };
        let d = RtlSwitchDriver::with_config(design, cfg).map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(RtlEngine(d))
    }
}

impl SwitchEngine for RtlEngine {
    fn name(&self) -> &'static str {
        "rtl (Verilator)"
    }
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> Result<()> {
        self.0
            .try_receive_into(port, frame, out)
            .map_err(rtl_failed)
    }
    fn submit(
        &mut self,
        port: usize,
        frame: &[u8],
        _prepared: Option<netjoin_sim::PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> Result<()> {
        self.0.submit(port, frame, FEED_AHEAD).map_err(rtl_failed)?;
        out.append(&mut self.0.take_emitted());
        Ok(())
    }
    fn progress(&mut self, out: &mut Vec<Emitted>) -> Result<bool> {
        let more = self.0.progress().map_err(rtl_failed)?;
        out.append(&mut self.0.take_emitted());
        Ok(more)
    }
    fn advance(&mut self, out: &mut Vec<Emitted>) -> Result<bool> {
        let more = self.0.advance(ADVANCE_CYCLES);
        out.append(&mut self.0.take_emitted());
        Ok(more)
    }
    fn cycles(&self) -> Option<u64> {
        Some(self.0.cycles())
    }
    fn install_control_key(&mut self, key: netjoin_proto::ControlKey) -> bool {
        self.0.install_control_key(key).is_ok()
    }
    fn busy_cycles(&self) -> Option<u64> {
        Some(self.0.stats().active_cycles)
    }
}

/// The RTL switch's own failure (a hung simulation, say) as an error.
fn rtl_failed(e: netjoin_rtl::RtlError) -> anyhow::Error {
    anyhow::anyhow!("RTL switch: {e}")
}

/// Frames a submitted frame may wait behind on its rx port before the
/// clock runs to make room: enough that a port never runs dry between two
/// submissions, few enough that the ACKs the sender waits for keep coming.
const FEED_AHEAD: usize = 4;

/// Cycles the RTL runs between two looks at the host's calls when it runs
/// on a thread of its own ([`netjoin_host::engine::EngineThread`]).
const ADVANCE_CYCLES: u64 = 512;
