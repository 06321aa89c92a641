//! The workload generator produces frames the behavioural switch accepts,
//! for any signature.

use netjoin_proto::header::Opcode;
use netjoin_proto::{Counter, Signature};
use netjoin_rtl::workload::{decode_counters, star, tuples_of, KeyDist, Rng};
use netjoin_sim::{SwitchConfig, SwitchModel};

#[test]
fn script_is_accepted_by_the_model() {
    for id in [
        "k8v8t3", "k8v8t1", "k8v8t4", "k8v16t1", "k8v16t2", "k4v32t2",
    ] {
        let sig = Signature::parse_id(id).unwrap();
        for dist in [KeyDist::Uniform, KeyDist::Skewed] {
            let mut rng = Rng(3);
            let s = star(sig, 9, 4, &[1000], 5000, dist, &mut rng);
            let q = s.query.clone();
            let mut m = SwitchModel::new(SwitchConfig {
                supported: Some(vec![sig]),
                control_auth: netjoin_proto::ControlAuth::Keyed(netjoin_rtl::harness_key()),
                ..SwitchConfig::default()
            });
            let mut out = Vec::new();
            for f in q.setup_frames() {
                out.extend(m.receive(0, &f));
            }
            for (p, f) in s
                .sequential(&s.build)
                .into_iter()
                .chain(s.sequential(&s.probe))
            {
                out.extend(m.receive(p, &f));
            }
            let c = decode_counters(&m.receive(0, &q.read_counters())[0].frame).unwrap();
            assert_eq!(c.dropped_total(), 0, "{id}: {:?}", c.nonzero());
            assert_eq!(s.build_tuples, 1000 * sig.t() as u64);
            assert_eq!(
                c.get(Counter::Inserts) + c.get(Counter::Overflows),
                s.build_tuples,
                "{id}"
            );
            assert_eq!(c.get(Counter::Probes), 5000, "{id}");
            let frames: Vec<Vec<u8>> = out.iter().map(|e| e.frame.clone()).collect();
            let results = tuples_of(&frames, Opcode::Result, sig.result_width());
            assert_eq!(results.len() as u64, c.get(Counter::Matches), "{id}");
            assert!(
                c.get(Counter::Matches) > 0 && c.get(Counter::Misses) > 0,
                "{id}"
            );
            // Every worker got an ACK per phase.
            let acks = out
                .iter()
                .filter(|e| e.frame[15] == Opcode::Ack as u8)
                .count();
            assert_eq!(acks, 8, "{id}");
        }
    }
}
