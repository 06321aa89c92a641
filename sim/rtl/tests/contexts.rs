//! Query contexts on the switch RTL (PROTOCOL.md §5.5): two star joins at
//! once on every compiled-in pipeline with several contexts (`k8v8t3c2`),
//! each coordinator on its own ports, CONFIGURE naming its own context
//! (flags bits 2..3), distinct `query_id` and token. The RTL must do
//! exactly what the behavioural model with as many contexts does: every
//! frame on every port, the switch-wide counters, both counter banks
//! (READ_QUERY_COUNTERS), each context's table memory and fill counts in
//! its share; and each query's RESULT tuples must be the join computed
//! apart from any switch. Skipped (with a message) when no such pipeline
//! is compiled in (`NETJOIN_RTL_SIGNATURES=k8v8t3c2`).

use std::collections::BTreeMap;

use netjoin_proto::control::{ConfigureQuery, ControlCommand, ControlStatus, ResultRouting};
use netjoin_proto::frame::FrameView;
use netjoin_proto::hash::{filter_bit, key_to_u64, FILTER_HASHES};
use netjoin_proto::header::{Mac, Opcode};
use netjoin_proto::{Counter, Counters, Signature};
use netjoin_rtl::workload::{
    decode_bank, decode_counters, dimension, facts, reply_record, KeyDist, Query, Rng, Script,
};
use netjoin_rtl::{available_signatures, Design, DriverConfig, RtlSwitchDriver, TxReady};
use netjoin_sim::{Emitted, SwitchModel};

/// The compiled-in pipelines with several query contexts, or a skip
/// message when there are none.
fn multi_context() -> Vec<&'static str> {
    let ids: Vec<&'static str> = available_signatures()
        .into_iter()
        .filter(|id| Design::switch(id).unwrap().contexts() > 1)
        .collect();
    if ids.is_empty() {
        netjoin_testkit::skip(&format!(
            "no switch RTL with several query contexts compiled in (have {:?}; build with NETJOIN_RTL_SIGNATURES=k8v8t3c2)",
            available_signatures()
        ));
    }
    ids
}

/// One of the two queries: its script, the ports its coordinator and
/// workers use, and the tables it joins.
struct Side {
    script: Script,
    /// rx/tx port of worker `s` is `ports[s]`; the coordinator's is `ports[0]`.
    ports: [usize; 2],
    dims: Vec<Vec<Vec<u8>>>,
    facts: Vec<Vec<u8>>,
}

impl Side {
    fn q(&self) -> &Query {
        &self.script.query
    }
    /// The frames of a phase, worker by worker, on this side's ports.
    fn phase(&self, phase: &[Vec<Vec<u8>>]) -> Vec<(usize, Vec<u8>)> {
        phase
            .iter()
            .enumerate()
            .flat_map(|(s, frames)| frames.iter().map(move |f| (self.ports[s], f.clone())))
            .collect()
    }
    /// Whether the switch sent `e` for this query (data output, ACK, END).
    fn owns(&self, e: &Emitted) -> bool {
        let h = FrameView::parse(&e.frame).unwrap().header;
        h.opcode != Opcode::ControlReply
            && h.query_id == self.q().query_id
            && h.token == self.q().token
    }
}

/// Query A (context 0: coordinator and workers on ports 0 and 1, results
/// to the sink) and query B (context 1: ports 2 and 3, results to their
/// sources, membership filters), different tables, `query_id` and token.
fn sides(sig: Signature) -> [Side; 2] {
    let make = |seed: u64,
                query_id: u16,
                token: u64,
                context: u8,
                coordinator: u16,
                ports: [usize; 2],
                routing: ResultRouting,
                filter_bits: u8| {
        let mut rng = Rng(seed);
        let sizes = [150u64, 90, 120, 60];
        let dims: Vec<_> = (0..sig.t())
            .map(|t| dimension(&sig, t, sizes[t], &mut rng))
            .collect();
        let ranges: Vec<u64> = (0..sig.t()).map(|t| sizes[t] + sizes[t] / 3).collect();
        let fs = facts(&sig, 500, &ranges, KeyDist::Uniform, &mut rng);
        let q = Query {
            query_id,
            token,
            context,
            coordinator: Mac::local(coordinator),
            routing,
            filter_bits,
            // 2^10 buckets a table: no bucket overflows with these sizes,
            // so every RESULT tuple is one of the join's
            ..Query::new(sig, 10, 2)
        };
        Side {
            script: Script::new(q, &dims, &fs),
            ports,
            dims,
            facts: fs,
        }
    };
    [
        make(
            0xA,
            7,
            0xA11C_E001_0000_7777,
            0,
            0xFFFE,
            [0, 1],
            ResultRouting::Sink,
            0,
        ),
        make(
            0xB,
            9,
            0xB0B0_0002_0000_8888,
            1,
            0xFFFD,
            [2, 3],
            ResultRouting::Source,
            9,
        ),
    ]
}

/// The join computed apart from any switch: each fact tuple whose keys are
/// all in their tables, then each table's value (RESULT tuples with the
/// probe tuple, PROTOCOL.md §7.2), as a multiset.
fn reference_join(sig: Signature, side: &Side) -> BTreeMap<Vec<u8>, usize> {
    let k = sig.k();
    let tables: Vec<BTreeMap<&[u8], &[u8]>> = side
        .dims
        .iter()
        .map(|d| d.iter().map(|t| (&t[..k], &t[k..])).collect())
        .collect();
    let mut out = BTreeMap::new();
    for f in &side.facts {
        let vals: Option<Vec<&[u8]>> = (0..sig.t())
            .map(|t| tables[t].get(&f[t * k..(t + 1) * k]).copied())
            .collect();
        if let Some(vals) = vals {
            let mut r = f.clone();
            for v in vals {
                r.extend_from_slice(v);
            }
            *out.entry(r).or_insert(0) += 1;
        }
    }
    out
}

/// The RESULT tuples the switch sent for `side`'s query, as a multiset.
fn results_of(sig: Signature, side: &Side, sent: &[Emitted]) -> BTreeMap<Vec<u8>, usize> {
    let mut out = BTreeMap::new();
    for e in sent.iter().filter(|e| side.owns(e)) {
        let v = FrameView::parse(&e.frame).unwrap();
        assert_ne!(
            v.header.opcode,
            Opcode::Spill,
            "no bucket overflows: nothing spills"
        );
        if v.header.opcode == Opcode::Result {
            for t in v.payload.chunks_exact(sig.result_width()) {
                *out.entry(t.to_vec()).or_insert(0) += 1;
            }
        }
    }
    out
}

/// Where each query's frames went: A's (results to its sink) only to port
/// 0, B's (results to their sources) only to ports 2 and 3.
fn check_ports(side: &Side, sent: &[Emitted], what: &str) {
    for e in sent.iter().filter(|e| side.owns(e)) {
        assert!(
            side.ports.contains(&e.port),
            "{what}: a frame of query {} on port {}",
            side.q().query_id,
            e.port
        );
    }
}

/// Context `c`'s filters as the RTL holds them against the bits every
/// build key of `side` sets (PROTOCOL.md §6.3); the model shows only
/// context 0's, [`RtlSwitchDriver::check_filters`] compares those.
fn check_filter_of(r: &mut RtlSwitchDriver, c: usize, sig: Signature, side: &Side, what: &str) {
    let bits = side.q().filter_bits;
    let Some(words) = r.read_context_filter(c) else {
        assert_eq!(bits, 0, "{what}: context {c} has filters");
        return;
    };
    assert_eq!(words.len(), 1 << bits, "{what}: context {c} filter size");
    for (t, dim) in side.dims.iter().enumerate() {
        for p in 0..FILTER_HASHES {
            let mut want = vec![false; 1 << bits];
            for tuple in dim {
                want[filter_bit(key_to_u64(&tuple[..sig.k()]), p, bits) as usize] = true;
            }
            let i = FILTER_HASHES * t + p;
            if let Some(a) = (0..want.len()).find(|&a| (words[a] >> i & 1 == 1) != want[a]) {
                panic!(
                    "{what}: context {c} table {t} array {p} bit {a}: RTL {}, the keys {}",
                    words[a] >> i & 1,
                    u8::from(want[a])
                );
            }
        }
    }
}

/// Each query's frames in its own order, the two interleaved frame by
/// frame (A, B, A, B, …, the longer one's rest at the end).
fn interleave(a: Vec<(usize, Vec<u8>)>, b: Vec<(usize, Vec<u8>)>) -> Vec<(usize, Vec<u8>)> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut a, mut b) = (a.into_iter(), b.into_iter());
    loop {
        match (a.next(), b.next()) {
            (None, None) => return out,
            (x, y) => out.extend(x.into_iter().chain(y)),
        }
    }
}

/// One frame into the RTL and the model: per port, the same frames.
fn both(
    r: &mut RtlSwitchDriver,
    m: &mut SwitchModel,
    port: usize,
    f: &[u8],
    what: &str,
) -> Vec<Emitted> {
    let want = m.receive(port, f);
    let got = r.receive(port, f);
    let per_port = |v: &[Emitted]| {
        let mut by: BTreeMap<usize, Vec<Vec<u8>>> = BTreeMap::new();
        for e in v {
            by.entry(e.port).or_default().push(e.frame.clone());
        }
        by
    };
    assert_eq!(per_port(&want), per_port(&got), "{what} on port {port}");
    got
}

/// The status of the one reply among `out`.
fn status(out: &[Emitted]) -> u8 {
    assert_eq!(out.len(), 1, "one reply");
    FrameView::parse(&out[0].frame).unwrap().header.flags
}

/// The two joins, frame by frame into the RTL and the model: set-up of
/// both (B's LOAD_SIGNATURE of the loaded signature ends nothing), their
/// build frames interleaved, both banks, their probe frames interleaved,
/// both banks and the switch-wide counters; then every context's memory
/// and counts, the filters, and each query's results against its join.
#[test]
fn two_star_joins_at_once_match_the_model_frame_by_frame() {
    for id in multi_context() {
        let d = Design::switch(id).unwrap();
        let sig = d.signature().unwrap();
        let cfg = DriverConfig {
            tx_ready: TxReady::Random {
                seed: 17,
                percent_low: 20,
            },
            ..DriverConfig::default()
        };
        let mut r = RtlSwitchDriver::with_config(d, cfg).expect("switch RTL opens");
        let mut m = SwitchModel::new(d.model_config());
        assert_eq!(r.contexts(), m.config().contexts);
        let [a, b] = sides(sig);
        let mut sent = Vec::new();
        for side in [&a, &b] {
            let q = side.q();
            for f in q.setup_frames() {
                let out = both(&mut r, &mut m, side.ports[0], &f, &format!("{id}: set-up"));
                assert_eq!(
                    status(&out),
                    ControlStatus::Ok as u8,
                    "{id}: set-up of {}",
                    q.query_id
                );
                let h = FrameView::parse(&out[0].frame).unwrap().header;
                if h.table == ControlCommand::Configure as u8 {
                    let rec = reply_record(&out[0].frame).expect("sealed");
                    let c = ConfigureQuery::decode(rec).unwrap();
                    assert_eq!(c.context, q.context, "{id}: the reply echoes the context");
                    assert_eq!(c.onchip, 0);
                }
            }
        }
        assert_eq!(r.context_query(0).map(|(id, _)| id), Some(7));
        assert_eq!(r.context_query(1).map(|(id, _)| id), Some(9));
        let banks = |r: &mut RtlSwitchDriver, m: &mut SwitchModel, what: &str| -> [Counters; 2] {
            [&a, &b].map(|side| {
                let out = both(r, m, side.ports[0], &side.q().read_query_counters(), what);
                decode_bank(&out[0].frame).unwrap_or_else(|| panic!("{what}: a bank"))
            })
        };
        let frames = interleave(a.phase(&a.script.build), b.phase(&b.script.build));
        for (i, (p, f)) in frames.iter().enumerate() {
            sent.extend(both(
                &mut r,
                &mut m,
                *p,
                f,
                &format!("{id}: build frame {i}"),
            ));
        }
        let built = banks(&mut r, &mut m, &format!("{id}: banks after the build"));
        for (side, bank) in [&a, &b].iter().zip(&built) {
            assert_eq!(
                bank.get(Counter::Inserts) + bank.get(Counter::Overflows),
                side.script.build_tuples,
                "{id}: query {} build tuples in its bank",
                side.q().query_id
            );
        }
        let frames = interleave(a.phase(&a.script.probe), b.phase(&b.script.probe));
        for (i, (p, f)) in frames.iter().enumerate() {
            sent.extend(both(
                &mut r,
                &mut m,
                *p,
                f,
                &format!("{id}: probe frame {i}"),
            ));
        }
        let probed = banks(&mut r, &mut m, &format!("{id}: banks after the probe"));
        let out = both(
            &mut r,
            &mut m,
            0,
            &a.q().read_counters(),
            &format!("{id}: READ_COUNTERS"),
        );
        let all = decode_counters(&out[0].frame).expect("READ_COUNTERS answered");
        // the model's state, and the RTL's memory in each context's share
        r.check_memory(&m).unwrap_or_else(|e| panic!("{id}: {e}"));
        r.check_counts().unwrap_or_else(|e| panic!("{id}: {e}"));
        r.check_filters(&m).unwrap_or_else(|e| panic!("{id}: {e}"));
        r.check_onchip(&m).unwrap_or_else(|e| panic!("{id}: {e}"));
        for (c, side) in [&a, &b].into_iter().enumerate() {
            check_filter_of(&mut r, c, sig, side, id);
            assert_eq!(&probed[c], m.context_counters(c), "{id}: bank {c}");
            let bank = &probed[c];
            assert_eq!(bank.get(Counter::Overflows), 0, "{id}: no bucket overflows");
            assert_eq!(
                bank.get(Counter::Probes),
                side.script.probe_tuples,
                "{id}: context {c} probes"
            );
            assert_eq!(bank.dropped_total(), 0, "{id}: context {c} drops");
            assert!(
                !r.context_memory_image(c).is_empty(),
                "{id}: context {c} memory"
            );
            check_ports(side, &sent, id);
            let want = reference_join(sig, side);
            assert!(!want.is_empty(), "{id}: query {c} joins something");
            assert_eq!(
                results_of(sig, side, &sent),
                want,
                "{id}: query {c}'s results are its join"
            );
            assert_eq!(
                bank.get(Counter::Matches),
                want.values().sum::<usize>() as u64,
                "{id}: context {c} matches"
            );
        }
        // the banks add up to the switch-wide data counters
        for ctr in [
            Counter::Inserts,
            Counter::Probes,
            Counter::Matches,
            Counter::Misses,
        ] {
            assert_eq!(
                probed[0].get(ctr) + probed[1].get(ctr),
                all.get(ctr),
                "{id}: {ctr:?}"
            );
        }
        assert!(
            probed[1].get(Counter::Filtered) > 0,
            "{id}: B's filters reject some probes"
        );
        assert_eq!(
            probed[0].get(Counter::Filtered),
            0,
            "{id}: A has no filters"
        );
        // RELEASE of A: its context is free, B's untouched
        let out = both(
            &mut r,
            &mut m,
            0,
            &a.q().release(),
            &format!("{id}: RELEASE"),
        );
        assert_eq!(status(&out), ControlStatus::Ok as u8);
        assert_eq!(r.context_query(0), None, "{id}: context 0 released");
        let out = both(
            &mut r,
            &mut m,
            0,
            &a.q().read_query_counters(),
            &format!("{id}: released"),
        );
        assert_eq!(status(&out), ControlStatus::NoQuery as u8);
        r.check_memory(&m)
            .unwrap_or_else(|e| panic!("{id}: after RELEASE: {e}"));
        r.check_banks(&mut m)
            .unwrap_or_else(|e| panic!("{id}: after RELEASE: {e}"));
    }
}

/// The two joins streamed at once: both coordinators set up, then every
/// worker's build frames queued on its port at once (A on ports 0 and 1, B
/// on 2 and 3), then every probe frame: the engine switches between the
/// contexts as the ports' frames come, and the model fed the RTL's commits
/// in its order ([`RtlSwitchDriver::check_against_replay`]) sends the same
/// frames, holds the same memory, counts and filters, and both banks and
/// the switch-wide counters equal. Each query's results are its join.
#[test]
fn two_star_joins_streamed_together_match_the_model_in_commit_order() {
    for id in multi_context() {
        let d = Design::switch(id).unwrap();
        let sig = d.signature().unwrap();
        let cfg = DriverConfig {
            record_commits: true,
            ..DriverConfig::default()
        };
        let mut r = RtlSwitchDriver::with_config(d, cfg).expect("switch RTL opens");
        let [a, b] = sides(sig);
        let mut sent = Vec::new();
        for side in [&a, &b] {
            for f in side.q().setup_frames() {
                r.receive_into(side.ports[0], &f, &mut sent);
            }
        }
        for phase in [0, 1] {
            for side in [&a, &b] {
                let s = &side.script;
                for (p, f) in side.phase(if phase == 0 { &s.build } else { &s.probe }) {
                    r.send(p, f);
                }
            }
            r.run_until_idle().expect("the phase ends");
            sent.extend(r.take_emitted());
        }
        let mut m = SwitchModel::new(d.model_config());
        let all = r
            .check_against_replay(&mut m, &sent, &a.q().read_counters())
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(all.dropped_total(), 0, "{id}: {:?}", all.nonzero());
        for (c, side) in [&a, &b].into_iter().enumerate() {
            check_filter_of(&mut r, c, sig, side, id);
            check_ports(side, &sent, id);
            assert_eq!(
                m.context_counters(c).get(Counter::Probes),
                side.script.probe_tuples,
                "{id}: context {c}"
            );
            assert_eq!(
                results_of(sig, side, &sent),
                reference_join(sig, side),
                "{id}: query {c}'s results are its join"
            );
        }
    }
}
