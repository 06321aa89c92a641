//! The switch node on Ballista's wire: a [`PhysicalExtensionCodec`] that
//! carries [`SwitchStarJoinExec`] between scheduler and executors and hands
//! every other node to Ballista's own codec (its shuffle readers and
//! writers).
//!
//! The node's own fields travel as one JSON document behind [`MAGIC`]; its
//! children (the fact input and the dimension inputs) travel as ordinary
//! plan nodes, encoded by DataFusion. The output schema travels as
//! DataFusion's protobuf schema. What cannot travel is the executor's own:
//! how it opens the RTL switch, if it can.

use ballista_core::serde::BallistaPhysicalExtensionCodec;
use datafusion_proto::physical_plan::{PhysicalExtensionCodec, PhysicalProtoConverterExtension};
use datafusion_proto::protobuf;
use netjoin_compiler::datafusion::arrow::datatypes::{Schema, SchemaRef};
use netjoin_compiler::datafusion::common::{DataFusionError, Result};
use netjoin_compiler::datafusion::execution::TaskContext;
use netjoin_compiler::datafusion::physical_plan::ExecutionPlan;
use netjoin_compiler::node::{DimInput, Distribution, Src, StarExplain, SwitchStarJoinExec};
use netjoin_compiler::staged::{
    ProbeDim, StagedQuery, SwitchBuildExec, SwitchProbeExec, SwitchSetupExec,
};
use netjoin_compiler::switch::RtlFactory;
use netjoin_compiler::switch::SwitchSpec;
use netjoin_compiler::{OnchipPolicy, SwitchKind};
use netjoin_host::coordinator::LinkFaults;
use netjoin_proto::Signature;
use prost::Message;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The first bytes of an encoded switch node. Ballista's own nodes are
/// protobuf messages, whose first byte is a field tag (never `N`, 0x4E,
/// which would be field 9 with a fixed-32 wire type that Ballista's
/// `BallistaPhysicalPlanNode` does not use).
pub const MAGIC: &[u8; 8] = b"NETJOIN1";
/// The staged form's nodes ([`netjoin_compiler::staged`]), likewise.
pub const MAGIC_SETUP: &[u8; 8] = b"NJSETUP1";
pub const MAGIC_BUILD: &[u8; 8] = b"NJBUILD1";
pub const MAGIC_PROBE: &[u8; 8] = b"NJPROBE1";

/// One offloaded dimension, as it travels (its plan is a child).
#[derive(Serialize, Deserialize)]
struct WireDim {
    name: String,
    key: usize,
    fact_key: usize,
}

/// The switch the node drives, as it travels.
#[derive(Serialize, Deserialize)]
struct WireSwitch {
    kind: SwitchKind,
    workers: usize,
    bucket_bits: Option<u8>,
    /// Plans encoded without it decode with the default, `auto`.
    #[serde(default)]
    onchip: OnchipPolicy,
    max_payload: usize,
    /// The in-process link's faults (tests of recovery).
    drop: f64,
    duplicate: f64,
    reorder: f64,
    seed: u64,
    restart_at_frames: Vec<u64>,
}

#[derive(Serialize, Deserialize)]
struct WireNode {
    signature: String,
    dims: Vec<WireDim>,
    output: Vec<Src>,
    /// DataFusion's protobuf `Schema`, encoded.
    schema: Vec<u8>,
    switch: WireSwitch,
    explain: StarExplain,
    distribution: Option<Distribution>,
}

/// A staged-form node's fields, as they travel (children travel as plan
/// nodes; only the probe has an output schema of its own).
#[derive(Serialize, Deserialize)]
struct WireStaged {
    signature: String,
    query: StagedQuery,
    switch: WireSwitch,
    /// Build: the key column of each dimension.
    keys: Vec<usize>,
    /// Probe:
    dims: Vec<ProbeDim>,
    output: Vec<Src>,
    schema: Vec<u8>,
    explain: Option<StarExplain>,
}

impl WireSwitch {
    fn of(spec: &SwitchSpec) -> WireSwitch {
        WireSwitch {
            kind: spec.kind,
            workers: spec.workers,
            bucket_bits: spec.bucket_bits,
            onchip: spec.onchip,
            max_payload: spec.max_payload,
            drop: spec.faults.drop,
            duplicate: spec.faults.duplicate,
            reorder: spec.faults.reorder,
            seed: spec.faults.seed,
            restart_at_frames: spec.restart_at_frames.clone(),
        }
    }

    fn spec(self, rtl: Option<RtlFactory>) -> SwitchSpec {
        SwitchSpec {
            kind: self.kind,
            workers: self.workers,
            bucket_bits: self.bucket_bits,
            onchip: self.onchip,
            max_payload: self.max_payload,
            rtl,
            pcap: None,
            faults: LinkFaults {
                drop: self.drop,
                duplicate: self.duplicate,
                reorder: self.reorder,
                seed: self.seed,
            },
            restart_at_frames: self.restart_at_frames,
        }
    }
}

fn encode_schema(schema: &Schema) -> Result<Vec<u8>> {
    Ok(protobuf::Schema::try_from(schema)
        .map_err(|e| internal(format!("output schema: {e}")))?
        .encode_to_vec())
}

fn decode_schema(b: &[u8]) -> Result<SchemaRef> {
    let schema =
        protobuf::Schema::decode(b).map_err(|e| internal(format!("output schema: {e}")))?;
    Ok(Arc::new(
        Schema::try_from(&schema).map_err(|e| internal(format!("output schema: {e}")))?,
    ))
}

/// netjoin's codec in front of Ballista's.
#[derive(Clone, Default)]
pub struct SwitchCodec {
    ballista: Arc<BallistaPhysicalExtensionCodec>,
    /// How this process opens the RTL switch, when it links one.
    rtl: Option<RtlFactory>,
}

impl std::fmt::Debug for SwitchCodec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SwitchCodec")
            .field("rtl", &self.rtl.is_some())
            .finish()
    }
}

fn internal(what: impl std::fmt::Display) -> DataFusionError {
    DataFusionError::Internal(format!("netjoin codec: {what}"))
}

impl SwitchCodec {
    pub fn new(rtl: Option<RtlFactory>) -> SwitchCodec {
        SwitchCodec {
            ballista: Arc::default(),
            rtl,
        }
    }

    fn encode_node(node: &SwitchStarJoinExec, buf: &mut Vec<u8>) -> Result<()> {
        let wire = WireNode {
            signature: node.signature().id(),
            dims: node
                .dims()
                .iter()
                .map(|d| WireDim {
                    name: d.name.clone(),
                    key: d.key,
                    fact_key: d.fact_key,
                })
                .collect(),
            output: node.output().to_vec(),
            schema: encode_schema(node.schema().as_ref())?,
            switch: WireSwitch::of(node.switch()),
            explain: node.explanation().clone(),
            distribution: node.distribution(),
        };
        buf.extend_from_slice(MAGIC);
        serde_json::to_writer(buf, &wire).map_err(|e| internal(format!("encode: {e}")))
    }

    fn decode_node(
        &self,
        body: &[u8],
        inputs: &[Arc<dyn ExecutionPlan>],
    ) -> Result<Arc<dyn ExecutionPlan>> {
        let wire: WireNode =
            serde_json::from_slice(body).map_err(|e| internal(format!("decode: {e}")))?;
        if inputs.len() != wire.dims.len() + 1 {
            return Err(internal(format!(
                "a switch node with {} dimensions arrived with {} inputs",
                wire.dims.len(),
                inputs.len()
            )));
        }
        let signature = Signature::parse_id(&wire.signature).map_err(internal)?;
        let schema = decode_schema(&wire.schema)?;
        let dims = wire
            .dims
            .into_iter()
            .zip(&inputs[1..])
            .map(|(d, plan)| DimInput {
                plan: plan.clone(),
                name: d.name,
                key: d.key,
                fact_key: d.fact_key,
            })
            .collect();
        let switch = wire.switch.spec(self.rtl.clone());
        let node = SwitchStarJoinExec::try_new(
            inputs[0].clone(),
            dims,
            wire.output,
            schema,
            signature,
            switch,
            wire.explain,
        )?;
        Ok(Arc::new(node.with_distribution(wire.distribution)))
    }
}

impl SwitchCodec {
    fn encode_staged(node: &dyn ExecutionPlan, buf: &mut Vec<u8>) -> Result<bool> {
        let base = |sig: Signature, query: StagedQuery, spec: &SwitchSpec| WireStaged {
            signature: sig.id(),
            query,
            switch: WireSwitch::of(spec),
            keys: vec![],
            dims: vec![],
            output: vec![],
            schema: vec![],
            explain: None,
        };
        let (magic, wire) = if let Some(n) = node.downcast_ref::<SwitchSetupExec>() {
            (MAGIC_SETUP, base(n.signature(), n.query(), n.switch()))
        } else if let Some(n) = node.downcast_ref::<SwitchBuildExec>() {
            (
                MAGIC_BUILD,
                WireStaged {
                    keys: n.keys().to_vec(),
                    ..base(n.signature(), n.query(), n.switch())
                },
            )
        } else if let Some(n) = node.downcast_ref::<SwitchProbeExec>() {
            let wire = WireStaged {
                dims: n.dims().to_vec(),
                output: n.output().to_vec(),
                schema: encode_schema(n.schema().as_ref())?,
                explain: Some(n.explanation().clone()),
                ..base(n.signature(), n.query(), n.switch())
            };
            (MAGIC_PROBE, wire)
        } else {
            return Ok(false);
        };
        buf.extend_from_slice(magic);
        serde_json::to_writer(buf, &wire).map_err(|e| internal(format!("encode: {e}")))?;
        Ok(true)
    }

    fn decode_staged(
        &self,
        magic: &[u8],
        body: &[u8],
        inputs: &[Arc<dyn ExecutionPlan>],
    ) -> Result<Arc<dyn ExecutionPlan>> {
        let wire: WireStaged =
            serde_json::from_slice(body).map_err(|e| internal(format!("decode: {e}")))?;
        let sig = Signature::parse_id(&wire.signature).map_err(internal)?;
        let spec = wire.switch.spec(self.rtl.clone());
        let q = wire.query;
        if magic == MAGIC_SETUP {
            return Ok(Arc::new(SwitchSetupExec::new(sig, q, spec)));
        }
        if magic == MAGIC_BUILD {
            let [setup, dims @ .., ids] = inputs else {
                return Err(internal(format!(
                    "a build node with {} inputs",
                    inputs.len()
                )));
            };
            return Ok(Arc::new(SwitchBuildExec::try_new(
                setup.clone(),
                dims.to_vec(),
                ids.clone(),
                wire.keys,
                sig,
                q,
                spec,
            )?));
        }
        let [fact, builds, ids] = inputs else {
            return Err(internal(format!(
                "a probe node with {} inputs",
                inputs.len()
            )));
        };
        let explain = wire.explain.unwrap_or_default();
        let schema = decode_schema(&wire.schema)?;
        Ok(Arc::new(SwitchProbeExec::try_new(
            fact.clone(),
            builds.clone(),
            ids.clone(),
            wire.dims,
            wire.output,
            schema,
            sig,
            q,
            spec,
            explain,
            None,
        )?))
    }
}

impl PhysicalExtensionCodec for SwitchCodec {
    fn try_decode(
        &self,
        buf: &[u8],
        inputs: &[Arc<dyn ExecutionPlan>],
        ctx: &TaskContext,
        proto_converter: &dyn PhysicalProtoConverterExtension,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        if let Some(body) = buf.strip_prefix(MAGIC.as_slice()) {
            return self.decode_node(body, inputs);
        }
        for magic in [MAGIC_SETUP, MAGIC_BUILD, MAGIC_PROBE] {
            if let Some(body) = buf.strip_prefix(magic.as_slice()) {
                return self.decode_staged(magic, body, inputs);
            }
        }
        self.ballista.try_decode(buf, inputs, ctx, proto_converter)
    }

    fn try_encode(
        &self,
        node: Arc<dyn ExecutionPlan>,
        buf: &mut Vec<u8>,
        proto_converter: &dyn PhysicalProtoConverterExtension,
    ) -> Result<()> {
        if let Some(switch) = node.downcast_ref::<SwitchStarJoinExec>() {
            return Self::encode_node(switch, buf);
        }
        if Self::encode_staged(node.as_ref(), buf)? {
            return Ok(());
        }
        self.ballista.try_encode(node, buf, proto_converter)
    }
}
