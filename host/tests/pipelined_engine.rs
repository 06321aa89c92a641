//! A switch that keeps working on submitted frames after `submit` returns
//! (as the RTL does under Verilator): the coordinator feeds it ahead,
//! collects what it sends as it comes, settles before every CONTROL frame,
//! and the streamed join stays exact against the independent reference,
//! with whole or payload-only RESULT tuples, overflowing buckets and a
//! lossy link.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use netjoin_host::coordinator::LinkFaults;
use netjoin_host::engine::{EngineThread, SwitchEngine};
use netjoin_host::inp::{in_process_model, ProbeSession};
use netjoin_host::star::{generate, StarSpec};
use netjoin_host::{reference, RunOptions, StarJoinInput};
use netjoin_proto::counters::Counter;
use netjoin_proto::{ResultShape, Signature};
use netjoin_sim::{Emitted, PreparedProbe, SwitchModel};

/// The behavioural model behind a queue: a submitted frame is processed
/// only once `AHEAD` more wait behind it, or when asked to progress, and
/// what it sends comes out one frame per `progress` call. So ACKs and
/// RESULT frames arrive late, as they do from a pipelined switch.
struct Lagging {
    model: SwitchModel,
    queue: VecDeque<(usize, Vec<u8>)>,
    sent: VecDeque<Emitted>,
    /// Most frames ever waiting in `queue`; `progress` calls that brought
    /// something: shared with the test, which checks the lag happened.
    deepest: Arc<AtomicUsize>,
    progressed: Arc<AtomicUsize>,
}

const AHEAD: usize = 6;

impl Lagging {
    fn process_one(&mut self) -> bool {
        let Some((port, frame)) = self.queue.pop_front() else {
            return false;
        };
        let mut out = Vec::new();
        self.model.receive_into(port, &frame, &mut out);
        self.sent.extend(out);
        true
    }
}

impl SwitchEngine for Lagging {
    fn name(&self) -> &'static str {
        "lagging model"
    }
    fn deliver(&mut self, port: usize, frame: &[u8], out: &mut Vec<Emitted>) -> anyhow::Result<()> {
        // A synchronous delivery comes after everything submitted before it.
        while self.process_one() {}
        out.extend(self.sent.drain(..));
        self.model.receive_into(port, frame, out);
        Ok(())
    }
    fn submit(
        &mut self,
        port: usize,
        frame: &[u8],
        _prepared: Option<PreparedProbe>,
        out: &mut Vec<Emitted>,
    ) -> anyhow::Result<()> {
        self.queue.push_back((port, frame.to_vec()));
        self.deepest.fetch_max(self.queue.len(), Ordering::Relaxed);
        while self.queue.len() > AHEAD {
            self.process_one();
        }
        // Only part of what is ready comes back now.
        out.extend(self.sent.pop_front());
        Ok(())
    }
    fn progress(&mut self, out: &mut Vec<Emitted>) -> anyhow::Result<bool> {
        if self.sent.is_empty() {
            self.process_one();
        }
        match self.sent.pop_front() {
            Some(e) => {
                out.push(e);
                self.progressed.fetch_add(1, Ordering::Relaxed);
                Ok(true)
            }
            None => Ok(false),
        }
    }
}

struct Lag {
    deepest: Arc<AtomicUsize>,
    progressed: Arc<AtomicUsize>,
}

fn lagging(workers: usize) -> (Lagging, Lag) {
    let deepest = Arc::new(AtomicUsize::new(0));
    let progressed = Arc::new(AtomicUsize::new(0));
    (
        Lagging {
            model: in_process_model(workers),
            queue: VecDeque::new(),
            sent: VecDeque::new(),
            deepest: deepest.clone(),
            progressed: progressed.clone(),
        },
        Lag {
            deepest,
            progressed,
        },
    )
}

/// Probes every worker's partition from its own thread in chunks of
/// `chunk` tuples through a lagging switch, on a thread of its own if
/// `threaded`; checks the result against the reference in the shape the
/// options ask for, and that the switch did lag.
fn check(input: &StarJoinInput, opts: &RunOptions, chunk: usize, threaded: bool) {
    let sig = input.signature;
    let (engine, lag) = lagging(input.workers);
    let mac = engine.model.config().mac;
    let engine: Box<dyn SwitchEngine + Send> = if threaded {
        let (t, m) =
            EngineThread::spawn(Box::new(move || Ok((Box::new(engine) as Box<_>, mac)))).unwrap();
        assert_eq!(m, mac);
        Box::new(t)
    } else {
        Box::new(engine)
    };
    let session = ProbeSession::start(engine, mac, sig, &input.dims, opts).expect("build phase");
    let pw = sig.probe_width();
    let results: Vec<u8> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..input.workers)
            .map(|w| {
                let (session, fact) = (&session, &input.fact[w]);
                s.spawn(move || {
                    let mut out = Vec::new();
                    for c in fact.chunks(chunk * pw) {
                        session.probe(w, c, &mut out).expect("probe chunk");
                    }
                    out
                })
            })
            .collect();
        hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let report = session.finish().expect("probe phase end");
    let dims: Vec<Vec<u8>> = input.dims.iter().map(|d| d.concat()).collect();
    let skip = sig.result_carries_from(opts.result_shape);
    let want: Vec<Vec<u8>> = reference::star_join(&sig, &dims, &input.fact.concat())
        .into_iter()
        .map(|row| row[skip..].to_vec())
        .collect();
    if let Some(diff) = reference::compare(&results, &want, sig.result_width_of(opts.result_shape))
    {
        panic!("result differs from the reference: {diff}");
    }
    assert_eq!(report.result_rows as usize, want.len());
    assert_eq!(
        report.counters.get(Counter::Probes) as usize,
        input.fact_rows()
    );
    assert!(
        lag.deepest.load(Ordering::Relaxed) > 1,
        "frames were fed ahead of the switch"
    );
    assert!(
        lag.progressed.load(Ordering::Relaxed) > 0,
        "output was collected after submit returned"
    );
}

fn input(sig: Signature, fact_rows: usize, dim_rows: usize, seed: u64) -> StarJoinInput {
    generate(
        &sig,
        &StarSpec {
            fact_rows,
            dim_rows,
            workers: 3,
            duplicate_rows: 20,
            seed,
            ..StarSpec::default()
        },
    )
}

#[test]
fn a_pipelined_switch_is_exact_in_both_result_shapes() {
    let sig = Signature::new(8, 8, 3).unwrap();
    let input = input(sig, 12_000, 1500, 4);
    for shape in [ResultShape::Probe, ResultShape::Payload] {
        let opts = RunOptions {
            result_shape: shape,
            ..RunOptions::default()
        };
        check(&input, &opts, 700, false);
    }
}

#[test]
fn a_pipelined_switch_on_its_own_thread_is_exact() {
    let sig = Signature::new(4, 4, 3).unwrap();
    let input = input(sig, 15_000, 2000, 9);
    let opts = RunOptions {
        result_shape: ResultShape::Payload,
        ..RunOptions::default()
    };
    check(&input, &opts, 1000, true);
}

#[test]
fn a_pipelined_switch_with_overflow_and_a_lossy_link_is_exact() {
    // Few buckets (OVERFLOW frames and spills finished on the host, in the
    // payload shape too) and lost, duplicated and reordered frames: the
    // senders wait for ACKs that the switch has not sent yet.
    let sig = Signature::new(8, 16, 2).unwrap();
    let input = input(sig, 10_000, 2500, 17);
    for shape in [ResultShape::Probe, ResultShape::Payload] {
        let opts = RunOptions {
            bucket_bits: Some(9),
            result_shape: shape,
            faults: LinkFaults {
                drop: 0.03,
                duplicate: 0.03,
                reorder: 0.03,
                seed: 5,
            },
            ..RunOptions::default()
        };
        check(&input, &opts, 600, true);
    }
}
