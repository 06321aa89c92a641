//! The streamed probe session on the query's epoch machine: switch restarts
//! on the in-process link during the build phase, between chunks and in the
//! middle of a chunk, with loss, duplication and reordering on the same
//! link. Every result is checked against the independent reference join row
//! for row, and every recovery is counted with its typed reason. No root.

mod common;
use common::{all_restarts, faulty};
use netjoin_host::coordinator::{LinkEvents, LinkFaults};
use netjoin_host::engine::SharedModel;
use netjoin_host::epoch::GiveUp;
use netjoin_host::inp::{in_process_model, ProbeSession};
use netjoin_host::star::{generate, StarSpec};
use netjoin_host::{reference, RunOptions, RunReport, StarJoinInput};
use netjoin_proto::counters::Counter;
use netjoin_proto::{DropReason, Signature, MAX_PAYLOAD_DEFAULT};

fn input(fact: usize, dim: usize, workers: usize, seed: u64) -> StarJoinInput {
    generate(
        &Signature::new(8, 8, 3).unwrap(),
        &StarSpec {
            fact_rows: fact,
            dim_rows: dim,
            workers,
            duplicate_rows: dim / 20,
            seed,
            ..StarSpec::default()
        },
    )
}

fn opts(faults: LinkFaults, restarts: Vec<u64>, round_frames: Option<usize>) -> RunOptions {
    RunOptions {
        faults,
        // Small tables: overflows and spills, finished with the OVERFLOW
        // tuples of the epoch they ran under.
        bucket_bits: Some(7),
        round_frames,
        events: LinkEvents {
            restart_at_frames: restarts,
            late_build_frames: 0,
        },
        ..RunOptions::default()
    }
}

fn start(input: &StarJoinInput, opts: &RunOptions) -> anyhow::Result<ProbeSession> {
    let model = in_process_model(input.workers);
    let mac = model.config().mac;
    ProbeSession::start(
        Box::new(SharedModel::new(model)),
        mac,
        input.signature,
        &input.dims,
        opts,
    )
}

/// Probes worker by worker, in chunks of `chunk` tuples, from this thread
/// (the link's frame order is then fixed by the options alone).
fn run_sequential(
    input: &StarJoinInput,
    opts: &RunOptions,
    chunk: usize,
) -> anyhow::Result<(Vec<u8>, RunReport)> {
    let session = start(input, opts)?;
    let pw = input.signature.probe_width();
    let mut out = Vec::new();
    for (w, fact) in input.fact.iter().enumerate() {
        for c in fact.chunks(chunk * pw) {
            session.probe(w, c, &mut out)?;
        }
    }
    let report = session.finish()?;
    Ok((out, report))
}

/// Probes every worker's partition from a thread of its own, all at once.
fn run_parallel(input: &StarJoinInput, opts: &RunOptions, chunk: usize) -> (Vec<u8>, RunReport) {
    let session = start(input, opts).expect("build phase");
    let pw = input.signature.probe_width();
    let results: Vec<Vec<u8>> = std::thread::scope(|s| {
        let hs: Vec<_> = input
            .fact
            .iter()
            .enumerate()
            .map(|(w, fact)| {
                let session = &session;
                s.spawn(move || {
                    let mut out = Vec::new();
                    for c in fact.chunks(chunk * pw) {
                        session.probe(w, c, &mut out).expect("probe chunk");
                    }
                    out
                })
            })
            .collect();
        hs.into_iter()
            .map(|h| h.join().expect("worker thread"))
            .collect()
    });
    let report = session.finish().expect("probe phase end");
    (results.concat(), report)
}

/// The result is exactly the reference join's: nothing lost, nothing twice.
fn exact(input: &StarJoinInput, results: &[u8], report: &RunReport) {
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let want = reference::star_join(&input.signature, &dims, &input.fact.concat());
    if let Some(diff) = reference::compare(results, &want, input.signature.result_width()) {
        panic!("result differs from the reference: {diff}");
    }
    assert_eq!(report.result_rows as usize, want.len());
}

fn tuples_per_frame(sig: &Signature) -> usize {
    MAX_PAYLOAD_DEFAULT / sig.probe_width()
}

#[test]
fn restart_during_the_build_phase() {
    let inp = input(12_000, 3000, 3, 1);
    let (res, r) = run_sequential(&inp, &opts(faulty(21), vec![10], None), 700).unwrap();
    exact(&inp, &res, &r);
    assert_eq!(r.build.restarts_by_link, 1);
    assert_eq!(r.probe.restarts_by_link, 0);
    assert_eq!(r.recovery.epochs, 2, "{:?}", r.recovery);
    assert_eq!(r.recovery.switch_recoveries, 1);
    assert!(all_restarts(&r), "{:?}", r.recovery.recoveries);
    assert!(
        r.overflow_tuples > 0 && r.spill_tuples > 0,
        "the run exercises spills"
    );
    // The second epoch built everything once and probed everything.
    assert_eq!(r.counters.get(Counter::Probes), 12_000);
}

#[test]
fn restart_between_chunks_goes_on_with_the_next_chunk() {
    // A lossless link: the frames of each chunk are known, so the restart
    // lands on the first frame of worker 1's second chunk.
    let inp = input(9_000, 2000, 3, 2);
    let chunk = 1000;
    let (res, clean) =
        run_sequential(&inp, &opts(LinkFaults::default(), vec![], None), chunk).unwrap();
    exact(&inp, &res, &clean);
    assert_eq!(clean.recovery.epochs, 1);
    assert_eq!(clean.recovery.recoveries, vec![]);
    let tpf = tuples_per_frame(&inp.signature);
    let pw = inp.signature.probe_width();
    // Chunks before the restart: all of worker 0's, the first of worker 1's.
    let before: Vec<usize> = inp.fact[0]
        .chunks(chunk * pw)
        .chain(inp.fact[1].chunks(chunk * pw).take(1))
        .map(|c| c.len() / pw)
        .collect();
    let frames_before: u64 = before.iter().map(|&n| n.div_ceil(tpf) as u64).sum();
    let tuples_before: u64 = before.iter().map(|&n| n as u64).sum();
    let at = clean.build.frames + frames_before;
    let (res, r) =
        run_sequential(&inp, &opts(LinkFaults::default(), vec![at], None), chunk).unwrap();
    exact(&inp, &res, &r);
    assert_eq!((r.build.restarts_by_link, r.probe.restarts_by_link), (0, 1));
    assert_eq!(r.recovery.epochs, 2);
    assert_eq!(r.recovery.switch_recoveries, 1);
    assert!(all_restarts(&r), "{:?}", r.recovery.recoveries);
    // The chunks committed before the restart are not probed again: the
    // second epoch's switch probed exactly the rest.
    assert_eq!(
        r.counters.get(Counter::Probes),
        inp.fact_rows() as u64 - tuples_before
    );
    assert_eq!(r.probe_chunks, clean.probe_chunks);
}

#[test]
fn restart_mid_chunk_goes_on_from_the_last_committed_round() {
    // One chunk per worker, probed in rounds of 2, 4, 8, 16... frames; the
    // restart lands on frame 20 of worker 0's chunk, in its fourth round:
    // the first three (14 frames) stay committed.
    let inp = input(8_000, 2000, 2, 3);
    let o = |restarts| opts(LinkFaults::default(), restarts, Some(2));
    let (res, clean) = run_sequential(&inp, &o(vec![]), 1 << 40).unwrap();
    exact(&inp, &res, &clean);
    assert_eq!(clean.probe_chunks, 2);
    let at = clean.build.frames + 20;
    let (res, r) = run_sequential(&inp, &o(vec![at]), 1 << 40).unwrap();
    exact(&inp, &res, &r);
    assert_eq!(r.probe.restarts_by_link, 1);
    assert_eq!(r.recovery.epochs, 2);
    assert!(all_restarts(&r), "{:?}", r.recovery.recoveries);
    let tpf = tuples_per_frame(&inp.signature) as u64;
    assert_eq!(
        r.counters.get(Counter::Probes),
        inp.fact_rows() as u64 - 14 * tpf,
        "the second epoch probes from the last committed round on"
    );
    // The interrupted round was not committed; the rounds are those of the
    // clean run.
    assert_eq!(r.recovery.probe_rounds, clean.recovery.probe_rounds);
    assert_eq!(r.recovery.probe_retries, 0);
}

#[test]
fn restarts_at_every_point_over_a_lossy_link_stay_exact() {
    let inp = input(20_000, 3000, 4, 4);
    let f = faulty(24);
    let o = |restarts: &Vec<u64>| opts(f, restarts.clone(), Some(3));
    let (res, clean) = run_sequential(&inp, &o(&vec![]), 1500).unwrap();
    exact(&inp, &res, &clean);
    assert!(clean.probe.retransmitted > 0 && clean.probe.duplicated_by_link > 0);
    assert!(clean.probe.reordered_by_link > 0);
    // The link carries, in order: each epoch's build frames, then its probe
    // frames (up to a stall when the switch restarted). Each restart is
    // placed from the run with the earlier ones, whose link is the same up
    // to the new restart:
    // 1. a third into the first build;
    let mut restarts = vec![clean.build.frames / 3];
    // 2. on frame 10 of the second epoch's first chunk (its third round);
    let (_, a) = run_sequential(&inp, &o(&restarts), 1500).unwrap();
    restarts.push(a.build.frames + 10);
    // 3. half-way through the third epoch's probe side.
    let (_, b) = run_sequential(&inp, &o(&restarts), 1500).unwrap();
    restarts.push(b.build.frames + b.probe.frames - clean.probe.frames / 2);
    let (res, r) = run_sequential(&inp, &o(&restarts), 1500).unwrap();
    exact(&inp, &res, &r);
    assert_eq!(r.build.restarts_by_link, 1, "{restarts:?}");
    assert_eq!(r.probe.restarts_by_link, 2, "{restarts:?}");
    assert_eq!(r.recovery.switch_recoveries, 3, "{:?}", r.recovery);
    assert_eq!(r.recovery.epochs, 4);
    assert!(all_restarts(&r), "{:?}", r.recovery.recoveries);
    // The last epoch probed only what the third left uncommitted.
    let probed_last = r.counters.get(Counter::Probes);
    assert!(probed_last > 0 && probed_last < 20_000, "{probed_last}");
    let text = r.to_string();
    assert!(text.contains("4 epochs (3 switch recoveries"), "{text}");
}

#[test]
fn parallel_workers_with_restarts_stay_exact() {
    // Threads interleave their chunks in any order: where each restart
    // lands varies (two may hit one stall), that the result is exact does
    // not.
    let inp = input(24_000, 3000, 4, 5);
    let f = faulty(25);
    let mut o = opts(f, vec![5, 900, 2500], None);
    o.max_recoveries = 8;
    let (res, r) = run_parallel(&inp, &o, 800);
    exact(&inp, &res, &r);
    assert_eq!(r.build.restarts_by_link + r.probe.restarts_by_link, 3);
    assert!(
        (1..=3).contains(&r.recovery.switch_recoveries),
        "{:?}",
        r.recovery
    );
    assert_eq!(r.recovery.epochs, r.recovery.switch_recoveries + 1);
    assert!(all_restarts(&r), "{:?}", r.recovery.recoveries);
    assert!(r.probe_prepared_frames > 0, "chunks were prepared ahead");
}

#[test]
fn late_build_frames_are_dropped_not_taken_for_a_restart() {
    let inp = input(6_000, 1500, 2, 6);
    let mut o = opts(faulty(26), vec![], None);
    o.events.late_build_frames = 2;
    let (res, r) = run_sequential(&inp, &o, 1000).unwrap();
    exact(&inp, &res, &r);
    assert_eq!(r.recovery.epochs, 1);
    assert_eq!(r.probe.late_by_link, 4);
    assert!(r.counters.get(Counter::Dropped(DropReason::Phase)) >= 4);
    assert!(r.recovery.switch_drop_phase >= 4);
}

#[test]
fn too_many_restarts_end_the_session_with_a_typed_error() {
    let inp = input(6_000, 1500, 2, 7);
    let o = |restarts: &Vec<u64>, max| RunOptions {
        max_recoveries: max,
        ..opts(LinkFaults::default(), restarts.clone(), None)
    };
    // Restarts during the first build, then at the first probe frame of
    // each later epoch: every one ends an epoch.
    let (_, clean) = run_sequential(&inp, &o(&vec![], 5), 1000).unwrap();
    let mut restarts = vec![3];
    for _ in 0..2 {
        let (res, r) = run_sequential(&inp, &o(&restarts, 5), 1000).unwrap();
        exact(&inp, &res, &r);
        assert_eq!(r.recovery.switch_recoveries as usize, restarts.len());
        // The run's last frames are its last epoch's probe side, which
        // probes everything, in the clean run's frames.
        restarts.push(r.build.frames + r.probe.frames - clean.probe.frames);
    }
    let err = match run_sequential(&inp, &o(&restarts, 2), 1000) {
        Ok((_, r)) => panic!("{restarts:?}: {:?} {:?} {:?}", r.recovery, r.build, r.probe),
        Err(e) => e,
    };
    assert!(
        matches!(
            err.root_cause().downcast_ref::<GiveUp>(),
            Some(GiveUp::TooManyRecoveries { recoveries: 3, .. })
        ),
        "{err:#}"
    );
}
