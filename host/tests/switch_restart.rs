//! Switch restarts on the in-process link, recovered by the query's epoch
//! machine, with loss, duplication
//! and reordering on the same link: the result stays exactly the reference
//! join's, the report counts every recovery with its typed reason, and a
//! late BUILD retransmission is dropped and counted, not taken for a restart.
//! No root needed.

mod common;
use common::{all_restarts, check, faulty};
use netjoin_host::coordinator::{LinkEvents, LinkFaults};
use netjoin_host::star::{generate, StarSpec};
use netjoin_host::{run_in_process, RunOptions, StarJoinInput};
use netjoin_proto::counters::Counter;
use netjoin_proto::{DropReason, Signature};
use proptest::prelude::*;

fn input(fact: usize, dim: usize, seed: u64) -> StarJoinInput {
    generate(
        &Signature::new(8, 8, 3).unwrap(),
        &StarSpec {
            fact_rows: fact,
            dim_rows: dim,
            workers: 4,
            duplicate_rows: dim / 20,
            seed,
            ..StarSpec::default()
        },
    )
}

fn opts(faults: LinkFaults, restarts: Vec<u64>) -> RunOptions {
    RunOptions {
        faults,
        // Small tables: overflows and spills, so spills are finished with
        // the OVERFLOW tuples of the epoch they ran under.
        bucket_bits: Some(7),
        round_frames: Some(2),
        events: LinkEvents {
            restart_at_frames: restarts,
            late_build_frames: 0,
        },
        ..RunOptions::default()
    }
}

#[test]
fn restart_during_the_build_phase() {
    let inp = input(20_000, 3000, 1);
    let r = check(&inp, &opts(faulty(11), vec![10]));
    assert_eq!(r.build.restarts_by_link, 1);
    assert_eq!(r.recovery.epochs, 2, "{:?}", r.recovery);
    assert_eq!(r.recovery.switch_recoveries, 1);
    assert!(all_restarts(&r), "{:?}", r.recovery.recoveries);
    assert!(
        r.overflow_tuples > 0 && r.spill_tuples > 0,
        "the run exercises spills"
    );
    // The last epoch built everything once and probed everything.
    assert_eq!(r.counters.get(Counter::Probes), 20_000);
}

#[test]
fn restart_between_build_and_probe() {
    let inp = input(20_000, 3000, 2);
    // The same link (same seed) without the restart tells how many frames
    // the build phase puts on it; the restart hits the first probe frame.
    let clean = check(&inp, &opts(faulty(12), vec![]));
    assert_eq!(clean.recovery.epochs, 1);
    assert_eq!(clean.recovery.switch_recoveries, 0);
    let r = check(&inp, &opts(faulty(12), vec![clean.build.frames]));
    assert_eq!((r.build.restarts_by_link, r.probe.restarts_by_link), (0, 1));
    assert_eq!(r.recovery.epochs, 2);
    assert_eq!(r.recovery.switch_recoveries, 1);
    assert!(all_restarts(&r), "{:?}", r.recovery.recoveries);
    // Nothing was committed before the restart: the new epoch probes all.
    assert_eq!(r.counters.get(Counter::Probes), 20_000);
}

#[test]
fn restart_during_the_probe_phase_continues_from_the_last_committed_round() {
    let inp = input(20_000, 3000, 3);
    let clean = check(&inp, &opts(faulty(13), vec![]));
    let at = clean.build.frames + clean.probe.frames / 2;
    let r = check(&inp, &opts(faulty(13), vec![at]));
    assert_eq!(r.probe.restarts_by_link, 1);
    assert_eq!(r.recovery.epochs, 2);
    assert!(all_restarts(&r), "{:?}", r.recovery.recoveries);
    // The rounds committed before the restart are not probed again: the
    // last epoch's switch probed only what was left.
    let probed_last = r.counters.get(Counter::Probes);
    assert!(probed_last > 0 && probed_last < 20_000, "{probed_last}");
    assert!(r.recovery.probe_rounds > clean.recovery.probe_rounds / 2);
}

#[test]
fn several_restarts_at_every_point_stay_exact() {
    let inp = input(30_000, 4000, 4);
    let f = faulty(14);
    let clean = check(&inp, &opts(f, vec![]));
    // The link carries, in order: each epoch's build frames, then its probe
    // frames (up to a stall when the switch restarted). Each restart is
    // placed from the run with the earlier ones, whose link is the same up
    // to the new restart:
    // 1. a third into the first build;
    let mut restarts = vec![clean.build.frames / 3];
    // 2. at the first probe frame of the second epoch (its build is over
    //    when every build frame of the run so far is);
    let a = check(&inp, &opts(f, restarts.clone()));
    restarts.push(a.build.frames);
    // 3. half-way through the third epoch's probe phase (the run's last
    //    frames are that phase);
    let b = check(&inp, &opts(f, restarts.clone()));
    restarts.push(b.build.frames + b.probe.frames - clean.probe.frames / 2);
    // 4. within the fourth epoch's probe phase, which probes what is left.
    let c = check(&inp, &opts(f, restarts.clone()));
    restarts.push(c.build.frames + c.probe.frames - clean.probe.frames / 4);
    let r = check(&inp, &opts(f, restarts.clone()));
    assert_eq!(r.build.restarts_by_link, 1, "{restarts:?}");
    assert_eq!(r.probe.restarts_by_link, 3, "{restarts:?}");
    assert_eq!(r.recovery.switch_recoveries, 4);
    assert_eq!(r.recovery.epochs, 5);
    assert!(all_restarts(&r), "{:?}", r.recovery.recoveries);
    assert!(r.build.dropped_by_link + r.probe.dropped_by_link > 0);
    assert!(r.build.duplicated_by_link + r.probe.duplicated_by_link > 0);
    assert!(r.build.reordered_by_link + r.probe.reordered_by_link > 0);
    // The last epoch probed only what the fourth left uncommitted.
    let probed_last = r.counters.get(Counter::Probes);
    assert!(probed_last > 0 && probed_last < 30_000, "{probed_last}");
    let text = r.to_string();
    assert!(text.contains("5 epochs (4 switch recoveries"), "{text}");
}

/// On a link without faults, `n` restarts, each at the first probe frame of
/// an epoch: every epoch builds, then the switch restarts.
fn restarts_at_each_probe_start(inp: &StarJoinInput, n: usize) -> Vec<u64> {
    let clean = check(inp, &opts(LinkFaults::default(), vec![]));
    let mut restarts = Vec::new();
    for _ in 0..n {
        let mut o = opts(LinkFaults::default(), restarts.clone());
        o.max_recoveries = n as u32;
        let r = check(inp, &o);
        // The last epoch probes everything, in the clean run's frames.
        restarts.push(r.build.frames + r.probe.frames - clean.probe.frames);
    }
    restarts
}

#[test]
fn too_many_restarts_end_the_run_with_an_error() {
    let inp = input(5000, 1000, 5);
    let restarts = restarts_at_each_probe_start(&inp, 3);
    let mut o = opts(LinkFaults::default(), restarts.clone());
    o.max_recoveries = 3;
    let r = check(&inp, &o);
    assert_eq!(r.probe.restarts_by_link, 3, "{restarts:?}");
    assert_eq!((r.recovery.epochs, r.recovery.switch_recoveries), (4, 3));
    o.max_recoveries = 2;
    let err = run_in_process(&inp, &o).err().expect("must give up");
    let msg = format!("{err:#}");
    assert!(
        msg.contains("gave up after 3 recoveries of the switch (the last: the switch's counter"),
        "{msg}"
    );
}

#[test]
fn heavy_loss_is_not_taken_for_a_restart() {
    let inp = input(10_000, 2000, 9);
    let f = LinkFaults {
        drop: 0.3,
        duplicate: 0.1,
        reorder: 0.1,
        seed: 19,
    };
    let r = check(&inp, &opts(f, vec![]));
    assert!(r.build.retransmitted + r.probe.retransmitted > 1000);
    assert_eq!(r.recovery.epochs, 1, "{:?}", r.recovery.recoveries);
}

#[test]
fn a_late_build_retransmission_is_harmless_and_counted() {
    let inp = input(20_000, 3000, 6);
    let mut o = opts(faulty(16), vec![]);
    o.events.late_build_frames = 3;
    let r = check(&inp, &o);
    assert_eq!(r.probe.late_by_link, 12, "3 frames of each of 4 workers");
    assert_eq!(r.recovery.epochs, 1, "not taken for a restart");
    assert!(r.recovery.recoveries.is_empty());
    assert_eq!(r.recovery.switch_drop_phase, 12);
    assert_eq!(r.counters.get(Counter::Dropped(DropReason::Phase)), 12);
    assert!(r
        .to_string()
        .contains("switch dropped 12 late (out of phase)"));
}

#[test]
fn late_build_frames_and_a_restart_together() {
    let inp = input(20_000, 3000, 7);
    let clean = check(&inp, &opts(faulty(17), vec![]));
    let mut o = opts(
        faulty(17),
        vec![clean.build.frames + clean.probe.frames / 2],
    );
    o.events.late_build_frames = 2;
    let r = check(&inp, &o);
    assert_eq!(r.recovery.epochs, 2);
    assert!(all_restarts(&r), "{:?}", r.recovery.recoveries);
    // Each epoch's first probe round is followed by 2 late frames per worker.
    assert_eq!(r.probe.late_by_link, 16);
    assert_eq!(r.recovery.switch_drop_phase, 16);
}

#[test]
fn the_whole_partition_in_one_round_recovers_too() {
    let inp = input(10_000, 2000, 8);
    let clean = check(
        &inp,
        &RunOptions {
            faults: faulty(18),
            ..RunOptions::default()
        },
    );
    let o = RunOptions {
        faults: faulty(18),
        events: LinkEvents {
            restart_at_frames: vec![clean.build.frames + clean.probe.frames / 2],
            late_build_frames: 0,
        },
        ..RunOptions::default()
    };
    let r = check(&inp, &o);
    assert_eq!(r.recovery.epochs, 2);
    assert_eq!(
        r.recovery.probe_rounds, 1,
        "one round, committed in the second epoch"
    );
    assert_eq!(r.counters.get(Counter::Probes), 10_000);
}

#[test]
fn a_restart_while_the_switch_is_still_down_needs_no_recovery_of_its_own() {
    // Found by the property test below: the second restart hits the switch
    // while the senders are still stalled on the first.
    let seed = 954652211557429116;
    let inp = input(2661, 800, seed);
    let mut o = opts(faulty(seed), vec![97, 278]);
    o.round_frames = Some(3);
    let r = check(&inp, &o);
    assert_eq!(r.build.restarts_by_link + r.probe.restarts_by_link, 2);
    assert_eq!(r.recovery.switch_recoveries, 1);
    assert_eq!(r.recovery.epochs, 2);
    assert!(all_restarts(&r), "{:?}", r.recovery.recoveries);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]
    #[test]
    fn random_restarts_on_a_faulty_link_stay_exact(
        seed in any::<u64>(),
        restarts in prop::collection::vec(0u64..400, 0..4),
        round in 1usize..8,
        fact in 0usize..6000,
    ) {
        let inp = input(fact, 800, seed);
        let mut o = opts(faulty(seed), restarts.clone());
        o.round_frames = Some(round);
        o.max_recoveries = 10;
        let r = check(&inp, &o);
        let fired = (r.build.restarts_by_link + r.probe.restarts_by_link) as usize;
        prop_assert!(fired <= restarts.len());
        // A restart while the switch is still down from the last one (its
        // stall not yet noticed) needs no recovery of its own.
        let recovered = r.recovery.switch_recoveries as usize;
        prop_assert!(recovered <= fired && (fired == 0) == (recovered == 0), "{} of {}", recovered, fired);
        prop_assert_eq!(r.recovery.epochs as usize, recovered + 1);
        prop_assert!(all_restarts(&r), "{:?}", r.recovery.recoveries);
    }
}
