//! The in-process in-network join against the independent reference join.

mod common;
use common::check;
use netjoin_host::coordinator::LinkFaults;
use netjoin_host::engine::SwitchEngine;
use netjoin_host::inp::run_with_engine;
use netjoin_host::reference;
use netjoin_host::star::{generate, Skew, StarSpec};
use netjoin_host::{run_in_process, RunOptions, StarJoinInput};
use netjoin_proto::counters::Counter;
use netjoin_proto::frame::FrameView;
use netjoin_proto::{Opcode, Signature};
use netjoin_sim::{Emitted, SwitchConfig, SwitchModel};
use proptest::prelude::*;

fn sig(k: u8, v: u16, t: u8) -> Signature {
    Signature::new(k, v, t).unwrap()
}

fn spec(fact: usize, dim: usize) -> StarSpec {
    StarSpec {
        fact_rows: fact,
        dim_rows: dim,
        workers: 4,
        seed: 7,
        ..StarSpec::default()
    }
}

/// Dense surrogate keys 1..=rows (as TPC-H's and SSB's) fit fewer buckets
/// than the load-factor rule with no overflow; the join stays exact, nothing
/// spills, and the report says how the count was chosen.
#[test]
fn dense_keys_get_fitted_table_memory_and_stay_exact() {
    use netjoin_host::sizing::{default_bucket_bits, BucketSizing};
    let sig = sig(8, 8, 2);
    let workers = 2;
    let rows = [30_000u64, 700];
    let mut dims = vec![vec![Vec::new(); workers]; 2];
    for (t, &n) in rows.iter().enumerate() {
        for key in 1..=n {
            let part = &mut dims[t][(key % 2) as usize];
            part.extend_from_slice(&key.to_be_bytes());
            part.extend_from_slice(&(key * 10 + t as u64).to_be_bytes());
        }
    }
    // Every fact row matches in table 0; one in 7 misses in table 1.
    let mut fact = vec![Vec::new(); workers];
    for i in 0..50_000u64 {
        let part = &mut fact[(i % 2) as usize];
        part.extend_from_slice(&(i % rows[0] + 1).to_be_bytes());
        let k1 = if i % 7 == 0 {
            rows[1] + 1 + i
        } else {
            i % rows[1] + 1
        };
        part.extend_from_slice(&k1.to_be_bytes());
        part.extend_from_slice(&i.to_be_bytes());
    }
    let input = StarJoinInput {
        signature: sig,
        workers,
        dims,
        fact,
    };
    let r = check(&input, &RunOptions::default());
    let rule = default_bucket_bits(rows[0] as usize, sig.geometry().slots);
    assert_eq!(r.bucket_sizing, Some(BucketSizing::Fitted { rule }));
    assert!(
        r.bucket_bits < rule,
        "2^{} buckets, the rule gives 2^{rule}",
        r.bucket_bits
    );
    assert_eq!(r.counters.get(Counter::Overflows), 0);
    assert_eq!(r.spill_tuples, 0);
    assert!(r.to_string().contains("fitted to the build keys"));
    // Asked for, the count is taken as given.
    let r = check(
        &input,
        &RunOptions {
            bucket_bits: Some(rule),
            ..RunOptions::default()
        },
    );
    assert_eq!(
        (r.bucket_bits, r.bucket_sizing),
        (rule, Some(BucketSizing::Requested))
    );
}

#[test]
fn no_matches() {
    let input = generate(
        &sig(8, 8, 3),
        &StarSpec {
            miss_rate: 1.0,
            ..spec(5000, 1000)
        },
    );
    let r = check(&input, &RunOptions::default());
    assert_eq!(r.result_rows, 0);
    assert_eq!(r.counters.get(Counter::Misses), 5000);
}

#[test]
fn all_match() {
    let input = generate(
        &sig(8, 8, 3),
        &StarSpec {
            miss_rate: 0.0,
            ..spec(20_000, 2000)
        },
    );
    let r = check(&input, &RunOptions::default());
    assert_eq!(r.result_rows, 20_000);
    assert_eq!(r.counters.get(Counter::Misses), 0);
    assert_eq!(r.counters.get(Counter::Probes), 20_000);
}

#[test]
fn duplicate_fact_keys_under_zipf_and_paper_skew() {
    for skew in [Skew::Zipf(1.2), Skew::Paper] {
        let input = generate(
            &sig(4, 8, 2),
            &StarSpec {
                skew,
                ..spec(20_000, 500)
            },
        );
        check(&input, &RunOptions::default());
    }
}

#[test]
fn duplicate_build_keys_give_the_cross_product() {
    let input = generate(
        &sig(8, 8, 3),
        &StarSpec {
            duplicate_rows: 300,
            miss_rate: 0.0,
            ..spec(10_000, 1000)
        },
    );
    let r = check(&input, &RunOptions::default());
    assert!(
        r.result_rows > 10_000,
        "duplicates must multiply rows, got {}",
        r.result_rows
    );
    assert!(
        r.counters.get(Counter::Spills) > 0,
        "duplicate keys go through the host"
    );
}

#[test]
fn full_buckets_overflow_and_are_finished_exactly() {
    // 2000 rows into 16 buckets of 3 slots: nearly everything overflows.
    let input = generate(&sig(8, 8, 3), &spec(5000, 2000));
    let r = check(
        &input,
        &RunOptions {
            bucket_bits: Some(4),
            ..RunOptions::default()
        },
    );
    assert!(r.counters.get(Counter::Overflows) > 5000);
    assert_eq!(r.overflow_tuples, r.counters.get(Counter::Overflows));
    assert!(r.rows_from_spills > 0);
}

#[test]
fn jumbo_frames_and_wide_values() {
    let input = generate(&sig(8, 64, 2), &spec(3000, 700));
    let r = check(
        &input,
        &RunOptions {
            max_payload: netjoin_proto::MAX_PAYLOAD_JUMBO,
            ..RunOptions::default()
        },
    );
    assert!(
        r.probe.frames < 3000 * 80 / 8000 + 10,
        "jumbo frames carry many tuples: {} frames",
        r.probe.frames
    );
}

#[test]
fn loss_duplication_and_reordering_are_recovered_exactly() {
    let input = generate(&sig(8, 8, 3), &spec(30_000, 3000));
    let faults = LinkFaults {
        drop: 0.05,
        duplicate: 0.05,
        reorder: 0.05,
        seed: 3,
    };
    let r = check(
        &input,
        &RunOptions {
            faults,
            ..RunOptions::default()
        },
    );
    assert!(r.build.dropped_by_link + r.probe.dropped_by_link > 0);
    assert!(r.build.reordered_by_link > 0 && r.probe.reordered_by_link > 0);
    assert!(r.build.retransmitted + r.probe.retransmitted > 0);
    let dup = r
        .counters
        .get(Counter::Dropped(netjoin_proto::DropReason::Duplicate));
    assert!(dup > 0, "duplicates must be recognised by sequence number");
}

/// Drops the n-th RESULT frame the switch sends, to show the sink notices.
struct LosesAResult {
    model: SwitchModel,
    results_seen: usize,
    drop_index: usize,
}

impl SwitchEngine for LosesAResult {
    fn name(&self) -> &'static str {
        "lossy"
    }
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> anyhow::Result<()> {
        let start = out.len();
        self.model.receive_into(port, frame, out);
        let mut i = start;
        while i < out.len() {
            if FrameView::parse(&out[i].frame).unwrap().header.opcode == Opcode::Result {
                self.results_seen += 1;
                if self.results_seen == self.drop_index {
                    out.remove(i);
                    continue;
                }
            }
            i += 1;
        }
        Ok(())
    }
}

#[test]
fn a_lost_result_frame_is_an_error_not_a_wrong_answer() {
    let input = generate(&sig(8, 8, 3), &spec(5000, 500));
    let model = SwitchModel::new(SwitchConfig::default());
    let mac = model.config().mac;
    let mut eng = LosesAResult {
        model,
        results_seen: 0,
        drop_index: 3,
    };
    let err = run_with_engine(&mut eng, mac, &input, &RunOptions::default())
        .err()
        .expect("must fail");
    let msg = format!("{err:#}");
    assert!(msg.contains("probe phase output incomplete"), "{msg}");
}

#[test]
fn bad_input_partitions_are_refused() {
    let mut input = generate(&sig(8, 8, 3), &spec(100, 10));
    input.fact[1].pop();
    let err = run_in_process(&input, &RunOptions::default())
        .err()
        .unwrap();
    assert!(
        format!("{err}").contains("not a multiple of the 32 B probe tuple"),
        "{err}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
    #[test]
    fn random_schemas_match_the_reference(
        k in prop_oneof![Just(4u8), Just(8u8)],
        v in prop_oneof![Just(8u16), Just(16), Just(32)],
        t in 1u8..=4,
        workers in 1usize..=5,
        fact in 0usize..3000,
        dim in 1usize..600,
        dups in 0usize..100,
        miss in 0.0f64..0.5,
        bits in prop::option::of(2u8..10),
        seed in any::<u64>(),
    ) {
        // Duplicates are bounded by the table size: a key repeated d times in
        // each of T tables joins into d^T rows per fact tuple, and an
        // unbounded d with a one-row table would ask for 10^8 rows per fact.
        let s = StarSpec { fact_rows: fact, dim_rows: dim, workers, skew: Skew::Uniform, miss_rate: miss, duplicate_rows: dups.min(dim / 2), seed };
        let input = generate(&sig(k, v, t), &s);
        check(&input, &RunOptions { bucket_bits: bits, ..RunOptions::default() });
    }
}

/// The coordinator keys the model it drives in process with a key of its
/// own (PROTOCOL.md §5.4): the query's CONTROL is sealed and taken, a bare
/// CONTROL frame from anyone else is dropped, and two queries get two keys.
#[test]
fn the_coordinator_keys_its_model_and_bare_control_is_dropped() {
    use netjoin_proto::{ControlAuth, ControlCommand, DropReason, Header, COORDINATOR_SOURCE};
    let input = generate(&sig(8, 8, 2), &spec(2000, 200));
    let mut model = SwitchModel::new(SwitchConfig::default());
    assert_eq!(model.control_auth(), ControlAuth::Open);
    let mac = model.config().mac;
    let out = run_with_engine(&mut model, mac, &input, &RunOptions::default()).unwrap();
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let want = reference::star_join(&input.signature, &dims, &input.fact.concat());
    let diff = reference::compare(&out.results, &want, input.signature.result_width());
    assert!(
        diff.is_none(),
        "result differs from the reference: {diff:?}"
    );
    let ControlAuth::Keyed(first) = model.control_auth() else {
        panic!("the coordinator left the model {:?}", model.control_auth());
    };
    assert!(model.control_floor() > 0, "sealed requests were taken");
    assert_eq!(
        out.report.counters.get(Counter::Dropped(DropReason::Auth)),
        0
    );
    assert_eq!(
        out.report
            .counters
            .get(Counter::Dropped(DropReason::Replay)),
        0
    );
    let mut h = Header::new(
        Opcode::Control,
        mac,
        netjoin_proto::Mac::local(COORDINATOR_SOURCE),
    );
    h.source = COORDINATOR_SOURCE;
    h.table = ControlCommand::Reset as u8;
    let bare = netjoin_proto::FrameBuilder::encode(&h, &[]);
    assert!(
        model.receive(0, &bare).is_empty(),
        "no reply to a bare RESET"
    );
    assert_eq!(model.counters().get(Counter::Dropped(DropReason::Auth)), 1);
    assert!(model.query().is_some(), "the bare RESET did nothing");
    run_with_engine(&mut model, mac, &input, &RunOptions::default()).unwrap();
    assert_ne!(model.control_auth(), ControlAuth::Keyed(first), "a new key");
}
