//! The workload generator produces frames the behavioural switch accepts.

use netjoin_proto::header::Opcode;
use netjoin_proto::{Counter, Signature};
use netjoin_rtl::workload::{decode_counters, dimension, facts, tuples_of, KeyDist, Query, Rng, Script};
use netjoin_sim::{SwitchConfig, SwitchModel};

#[test]
fn script_is_accepted_by_the_model() {
    let sig = Signature::new(8, 8, 3).unwrap();
    for dist in [KeyDist::Uniform, KeyDist::Skewed] {
        let mut rng = Rng(3);
        let dims: Vec<_> = (0..3).map(|t| dimension(&sig, t, 1000, &mut rng)).collect();
        let fs = facts(&sig, 5000, &[1100; 3], dist, &mut rng);
        let q = Query::new(sig, 9, 4);
        let s = Script::new(q.clone(), &dims, &fs);
        let mut m = SwitchModel::new(SwitchConfig::default());
        let mut out = Vec::new();
        for f in q.setup_frames() {
            out.extend(m.receive(0, &f));
        }
        for (p, f) in s.sequential(&s.build).into_iter().chain(s.sequential(&s.probe)) {
            out.extend(m.receive(p, &f));
        }
        let c = decode_counters(&m.receive(0, &q.read_counters())[0].frame).unwrap();
        assert_eq!(c.dropped_total(), 0, "{:?}", c.nonzero());
        assert_eq!(c.get(Counter::Inserts) + c.get(Counter::Overflows), 3000);
        assert_eq!(c.get(Counter::Probes), 5000);
        let frames: Vec<Vec<u8>> = out.iter().map(|e| e.frame.clone()).collect();
        let results = tuples_of(&frames, Opcode::Result, sig.result_width());
        assert_eq!(results.len() as u64, c.get(Counter::Matches));
        assert!(c.get(Counter::Matches) > 0 && c.get(Counter::Misses) > 0);
        // Every worker got an ACK per phase.
        let acks = out.iter().filter(|e| e.frame[15] == Opcode::Ack as u8).count();
        assert_eq!(acks, 8);
    }
}
