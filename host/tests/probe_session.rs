//! The streamed probe session with workers probing from several threads at
//! once: outputs prepared in parallel, delivered in order, the result exact
//! against the independent reference join, with and without a lossy link.

use netjoin_host::coordinator::LinkFaults;
use netjoin_host::engine::SharedModel;
use netjoin_host::engine::SwitchEngine;
use netjoin_host::inp::{in_process_model, ProbeSession};
use netjoin_host::star::{generate, StarSpec};
use netjoin_host::{reference, RunOptions, RunReport, StarJoinInput};
use netjoin_proto::counters::Counter;
use netjoin_proto::{Mac, Signature};
use netjoin_sim::{Emitted, PreparedProbe};

/// Probes every worker's fact partition in chunks of `chunk` tuples, one
/// thread per worker, all at once, on the behavioural switch; returns each
/// worker's results and the report.
fn probe_in_parallel(
    input: &StarJoinInput,
    opts: &RunOptions,
    chunk: usize,
) -> (Vec<Vec<u8>>, RunReport) {
    let model = in_process_model(input.workers);
    let mac = model.config().mac;
    probe_in_parallel_on(Box::new(SharedModel::new(model)), mac, input, opts, chunk)
}

/// As [`probe_in_parallel`], on `engine`.
fn probe_in_parallel_on(
    engine: Box<dyn SwitchEngine + Send>,
    mac: Mac,
    input: &StarJoinInput,
    opts: &RunOptions,
    chunk: usize,
) -> (Vec<Vec<u8>>, RunReport) {
    let sig = input.signature;
    let session = ProbeSession::start(engine, mac, sig, &input.dims, opts).expect("build phase");
    let pw = sig.probe_width();
    let results: Vec<Vec<u8>> = std::thread::scope(|s| {
        let handles: Vec<_> = input
            .fact
            .iter()
            .enumerate()
            .map(|(w, fact)| {
                let session = &session;
                s.spawn(move || {
                    let mut all = Vec::new();
                    for c in fact.chunks(chunk * pw) {
                        let mut out = Vec::new();
                        session.probe(w, c, &mut out).expect("probe chunk");
                        all.extend_from_slice(&out);
                    }
                    all
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker thread"))
            .collect()
    });
    let report = session.finish().expect("probe phase end");
    assert!(
        session.finish().is_err(),
        "a finished session refuses to finish again"
    );
    let mut out = Vec::new();
    assert!(
        session.probe(0, &input.fact[0][..pw], &mut out).is_err(),
        "a finished session refuses probes"
    );
    (results, report)
}

fn check(input: &StarJoinInput, opts: &RunOptions, chunk: usize) -> RunReport {
    let (results, report) = probe_in_parallel(input, opts, chunk);
    check_each_worker(input, &results, &report);
    report
}

/// Each worker got exactly the join of its own probe tuples: the reference
/// join of its fact partition with every worker's dimension tuples.
fn check_each_worker(input: &StarJoinInput, results: &[Vec<u8>], report: &RunReport) {
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let mut rows = 0;
    for (w, got) in results.iter().enumerate() {
        let want = reference::star_join(&input.signature, &dims, &input.fact[w]);
        if let Some(diff) = reference::compare(got, &want, input.signature.result_width()) {
            panic!("worker {w}'s result differs from the reference: {diff}");
        }
        rows += want.len();
    }
    assert_eq!(report.result_rows as usize, rows);
    // The counters are the last epoch's: a restart zeroes them.
    if report.recovery.epochs == 1 {
        assert_eq!(
            report.counters.get(Counter::Probes) as usize,
            input.fact_rows()
        );
    }
}

#[test]
fn parallel_workers_are_exact_and_prepared_ahead() {
    let sig = Signature::new(8, 8, 3).unwrap();
    let input = generate(
        &sig,
        &StarSpec {
            fact_rows: 60_000,
            dim_rows: 4000,
            workers: 4,
            duplicate_rows: 40,
            seed: 11,
            ..StarSpec::default()
        },
    );
    let r = check(&input, &RunOptions::default(), 1000);
    // Every probe frame went to the switch with its output prepared.
    assert!(r.probe_prepared_frames > 0);
    assert_eq!(r.counters.get(Counter::Spills) > 0, r.spill_tuples > 0);
    assert!(
        r.spill_tuples > 0,
        "duplicate keys make spills, finished on the host"
    );
}

#[test]
fn parallel_workers_with_overflow_are_exact() {
    // Few buckets: full buckets send tuples back (OVERFLOW) and probes spill.
    let sig = Signature::new(8, 16, 2).unwrap();
    let input = generate(
        &sig,
        &StarSpec {
            fact_rows: 20_000,
            dim_rows: 3000,
            workers: 3,
            seed: 5,
            ..StarSpec::default()
        },
    );
    let opts = RunOptions {
        bucket_bits: Some(9),
        ..RunOptions::default()
    };
    let r = check(&input, &opts, 777);
    assert!(r.overflow_tuples > 0);
}

#[test]
fn parallel_workers_over_a_lossy_link_are_exact() {
    // Lost, duplicated and reordered frames: retransmissions and overtaken
    // frames are computed at delivery, duplicates are dropped and counted;
    // the result stays exact.
    let sig = Signature::new(8, 8, 2).unwrap();
    let input = generate(
        &sig,
        &StarSpec {
            fact_rows: 30_000,
            dim_rows: 2000,
            workers: 4,
            seed: 3,
            ..StarSpec::default()
        },
    );
    let opts = RunOptions {
        faults: LinkFaults {
            drop: 0.05,
            duplicate: 0.05,
            reorder: 0.05,
            seed: 99,
        },
        ..RunOptions::default()
    };
    let r = check(&input, &opts, 500);
    assert!(
        r.probe.retransmitted > 0
            && r.probe.duplicated_by_link > 0
            && r.probe.reordered_by_link > 0
    );
    assert!(
        r.counters
            .get(Counter::Dropped(netjoin_proto::DropReason::Duplicate))
            > 0
    );
}

#[test]
fn an_engine_on_its_own_thread_serves_parallel_workers_exactly() {
    use netjoin_host::engine::{EngineThread, SwitchEngine};
    let sig = Signature::new(8, 8, 2).unwrap();
    let input = generate(
        &sig,
        &StarSpec {
            fact_rows: 8000,
            dim_rows: 1000,
            workers: 2,
            seed: 21,
            ..StarSpec::default()
        },
    );
    let workers = input.workers;
    let (engine, mac) = EngineThread::spawn(Box::new(move || {
        let model = in_process_model(workers);
        let mac = model.config().mac;
        Ok((Box::new(model) as Box<dyn SwitchEngine>, mac))
    }))
    .expect("engine thread");
    assert_eq!(engine.name(), "model");
    let opts = RunOptions::default();
    let session = ProbeSession::start(Box::new(engine), mac, sig, &input.dims, &opts).unwrap();
    let pw = sig.probe_width();
    let results: Vec<u8> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..workers)
            .map(|w| {
                let (session, fact) = (&session, &input.fact[w]);
                s.spawn(move || {
                    let mut out = Vec::new();
                    for c in fact.chunks(300 * pw) {
                        session.probe(w, c, &mut out).unwrap();
                    }
                    out
                })
            })
            .collect();
        hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let report = session.finish().unwrap();
    // The engine prepares nothing ahead: every frame was computed on its thread.
    assert_eq!(report.probe_prepared_frames, 0);
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let want = reference::star_join(&sig, &dims, &input.fact.concat());
    assert_eq!(
        reference::compare(&results, &want, sig.result_width()),
        None
    );
    // An engine that cannot be opened is an error, not a hang or a panic.
    let err = EngineThread::spawn(Box::new(|| anyhow::bail!("no such design")))
        .err()
        .unwrap();
    assert!(err.to_string().contains("no such design"), "{err}");
}

#[test]
fn a_pcap_holds_every_frame_in_and_out_in_order() {
    use netjoin_host::pcap::PcapEngine;
    use netjoin_proto::frame::FrameView;
    let sig = Signature::new(8, 8, 2).unwrap();
    let input = generate(
        &sig,
        &StarSpec {
            fact_rows: 3000,
            dim_rows: 500,
            workers: 2,
            seed: 8,
            ..StarSpec::default()
        },
    );
    let path = std::env::temp_dir().join(format!("netjoin-pcap-{}.pcap", std::process::id()));
    let model = in_process_model(input.workers);
    let mac = model.config().mac;
    let engine = PcapEngine::create(Box::new(SharedModel::new(model)), &path).unwrap();
    let session = ProbeSession::start(
        Box::new(engine),
        mac,
        sig,
        &input.dims,
        &RunOptions::default(),
    )
    .unwrap();
    let mut results = Vec::new();
    for (w, fact) in input.fact.iter().enumerate() {
        session.probe(w, fact, &mut results).unwrap();
    }
    let report = session.finish().unwrap();
    // Read it back: every frame the switch received or sent, parseable, and
    // as many as its counters say, give or take what they cannot show: the
    // RESET that began the query and its reply (RESET zeroes the counters
    // after replying), and the final READ_COUNTERS reply (its own snapshot
    // counts its request but not itself).
    let mut reader = pcap_file::pcap::PcapReader::new(std::fs::File::open(&path).unwrap()).unwrap();
    let (mut into, mut out_of) = (0u64, 0u64);
    while let Some(p) = reader.next_packet() {
        let p = p.unwrap();
        assert_eq!(p.orig_len as usize, p.data.len());
        let h = FrameView::parse(&p.data).expect("a netjoin frame").header;
        if h.src == mac {
            out_of += 1;
        } else {
            into += 1;
        }
    }
    let c = &report.counters;
    assert_eq!(into, c.get(Counter::FramesIn) + 1);
    assert_eq!(out_of, c.get(Counter::FramesOut) + 2);
    let _ = std::fs::remove_file(&path);
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let want = reference::star_join(&sig, &dims, &input.fact.concat());
    assert_eq!(
        reference::compare(&results, &want, sig.result_width()),
        None
    );
    // A file that cannot be created is an error naming it.
    let bad = std::path::Path::new("/nonexistent-dir/x.pcap");
    let err = PcapEngine::create(Box::new(in_process_model(1)), bad)
        .err()
        .unwrap();
    assert!(
        format!("{err:#}").contains("/nonexistent-dir/x.pcap"),
        "{err:#}"
    );
}

/// The behavioural switch as an engine that counts cycles (one a frame), as
/// the RTL does: the session then gathers the workers' chunks and delivers
/// them side by side.
struct Clocked {
    model: SharedModel,
    frames: u64,
}

impl SwitchEngine for Clocked {
    fn name(&self) -> &'static str {
        "model (clocked)"
    }
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> anyhow::Result<()> {
        self.frames += 1;
        self.model.deliver(port, frame, out)
    }
    fn deliver_prepared(
        &mut self,
        port: usize,
        frame: &[u8],
        prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> anyhow::Result<()> {
        self.frames += 1;
        self.model.deliver_prepared(port, frame, prepared, out)
    }
    fn preparer(&self) -> Option<std::sync::Arc<dyn netjoin_host::engine::ProbePreparer>> {
        self.model.preparer()
    }
    fn cycles(&self) -> Option<u64> {
        Some(self.frames)
    }
    fn power_cycle(&mut self) -> anyhow::Result<()> {
        self.model.power_cycle()
    }
}

fn clocked(input: &StarJoinInput, opts: &RunOptions, chunk: usize) -> RunReport {
    let model = in_process_model(input.workers);
    let mac = model.config().mac;
    let engine = Clocked {
        model: SharedModel::new(model),
        frames: 0,
    };
    let (results, report) = probe_in_parallel_on(Box::new(engine), mac, input, opts, chunk);
    check_each_worker(input, &results, &report);
    report
}

/// Spills and overflows (few buckets, duplicate keys), two workers.
fn crowded(seed: u64) -> (StarJoinInput, RunOptions) {
    let sig = Signature::new(8, 8, 3).unwrap();
    let input = generate(
        &sig,
        &StarSpec {
            fact_rows: 24_000,
            dim_rows: 3000,
            workers: 2,
            duplicate_rows: 40,
            seed,
            ..StarSpec::default()
        },
    );
    let opts = RunOptions {
        bucket_bits: Some(10),
        ..RunOptions::default()
    };
    (input, opts)
}

#[test]
fn chunks_waiting_together_go_side_by_side_and_each_worker_gets_its_own_results() {
    let (input, opts) = crowded(31);
    let r = clocked(&input, &opts, 400);
    assert_eq!(r.probe_most_side_by_side, 2, "{r}");
    assert!(r.probe_deliveries < r.probe_chunks, "{r}");
    assert!(r.spill_tuples > 0 && r.overflow_tuples > 0, "{r}");
    assert!(r.probe_prepared_frames > 0, "{r}");
}

#[test]
fn chunks_side_by_side_over_a_lossy_link_and_a_restart_are_exact() {
    let (input, mut opts) = crowded(32);
    opts.faults = LinkFaults {
        drop: 0.03,
        duplicate: 0.03,
        reorder: 0.03,
        seed: 5,
    };
    // The switch restarts in the middle of the probe side: the session
    // builds again and goes on from each chunk's last committed round.
    opts.events.restart_at_frames = vec![400];
    let r = clocked(&input, &opts, 400);
    assert_eq!(r.recovery.epochs, 2, "{r}");
    assert!(r.probe.retransmitted > 0, "{r}");
    assert_eq!(r.probe_most_side_by_side, 2, "{r}");
}
