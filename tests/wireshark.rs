//! The Wireshark dissector (tools/wireshark/netjoin.lua) under tshark, on a
//! pcap the demo writes: every frame's header fields and every tuple's keys
//! as netjoin's own parser reads them. Needs tshark (scripts/setup.sh
//! installs it); without it the test says it skipped.

use netjoin_proto::control::{ConfigureQuery, ControlCommand, PhaseCounts};
use netjoin_proto::frame::FrameView;
use netjoin_proto::Opcode;
use std::path::Path;
use std::process::Command;

fn tshark_available() -> bool {
    Command::new("tshark")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Keys of every tuple of a data frame (k-byte big-endian keys; `keys` per tuple).
fn keys(payload: &[u8], count: usize, k: usize, keys: usize) -> Vec<u64> {
    if count == 0 {
        return Vec::new();
    }
    let width = payload.len() / count;
    let mut out = Vec::new();
    for t in payload[..count * width].chunks_exact(width) {
        for j in 0..keys {
            out.push(
                t[j * k..(j + 1) * k]
                    .iter()
                    .fold(0u64, |a, &b| (a << 8) | b as u64),
            );
        }
    }
    out
}

/// A field tshark prints in hex (`0x…`).
fn hex(field: &str) -> Option<u64> {
    u64::from_str_radix(field.strip_prefix("0x")?, 16).ok()
}

#[test]
fn the_dissector_decodes_what_the_demo_sent() {
    if !tshark_available() {
        netjoin_testkit::skip("tshark is not installed (scripts/setup.sh installs it)");
        return;
    }
    let dir = std::env::temp_dir().join(format!("netjoin-wireshark-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pcap = dir.join("demo.pcap");
    let demo = Command::new(env!("CARGO_BIN_EXE_netjoin"))
        .args([
            "demo",
            "--fact-rows",
            "1500",
            "--dim-rows",
            "200",
            "--workers",
            "2",
            "--duplicates",
            "15",
        ])
        .arg("--pcap")
        .arg(&pcap)
        .output()
        .unwrap();
    assert!(
        demo.status.success(),
        "{}",
        String::from_utf8_lossy(&demo.stderr)
    );
    let lua = Path::new(env!("CARGO_MANIFEST_DIR")).join("tools/wireshark/netjoin.lua");
    let out = Command::new("tshark")
        .arg("-X")
        .arg(format!("lua_script:{}", lua.display()))
        .arg("-r")
        .arg(&pcap)
        .args([
            "-T",
            "fields",
            "-E",
            "separator=;",
            "-e",
            "netjoin.opcode",
            "-e",
            "netjoin.seq",
            "-e",
            "netjoin.tuple_count",
        ])
        .args(["-e", "netjoin.sig.id", "-e", "netjoin.key"])
        .args([
            "-e",
            "netjoin.token",
            "-e",
            "netjoin.ack",
            "-e",
            "netjoin.conf.token",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "tshark: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    // The same file read by netjoin's own parser.
    let file = std::fs::File::open(&pcap).unwrap();
    let mut reader = pcap_file::pcap::PcapReader::new(file).unwrap();
    let (k, t) = (8, 3); // the demo's default signature, k8v8t3
    let (mut n, mut seen_sig, mut kinds) = (0usize, false, std::collections::BTreeSet::new());
    let (mut acks, mut configures) = (0usize, 0usize);
    while let Some(p) = reader.next_packet() {
        let p = p.unwrap();
        let v = FrameView::parse(&p.data).expect("a netjoin frame");
        let h = v.header;
        let line = &lines[n];
        let cols: Vec<&str> = line.split(';').collect();
        assert_eq!(cols.len(), 8, "frame {}: {line}", n + 1);
        assert_eq!(
            cols[0],
            (h.opcode as u8).to_string(),
            "opcode of frame {}",
            n + 1
        );
        assert_eq!(cols[1], h.seq.to_string(), "seq of frame {}", n + 1);
        assert_eq!(
            cols[2],
            h.tuple_count.to_string(),
            "tuple count of frame {}",
            n + 1
        );
        seen_sig |= cols[3] == "k8v8t3";
        assert_eq!(hex(cols[5]), Some(h.token), "token of frame {}", n + 1);
        if h.opcode == Opcode::Ack {
            let record = PhaseCounts::decode(v.payload).expect("an ACK's record");
            assert_eq!(cols[6], record.ack.to_string(), "ack of frame {}", n + 1);
            acks += 1;
        } else {
            assert!(cols[6].is_empty(), "frame {} is no ACK: {line}", n + 1);
        }
        if h.opcode == Opcode::Control && h.table == ControlCommand::Configure as u8 {
            let record = &v.payload[..ConfigureQuery::LEN];
            let q = ConfigureQuery::decode(record).expect("a CONFIGURE record");
            assert_eq!(
                hex(cols[7]),
                Some(q.token),
                "CONFIGURE token of frame {}",
                n + 1
            );
            configures += 1;
        }
        let want = match h.opcode {
            Opcode::Build | Opcode::Overflow => keys(v.payload, h.tuple_count as usize, k, 1),
            Opcode::Probe | Opcode::Result | Opcode::Spill => {
                keys(v.payload, h.tuple_count as usize, k, t)
            }
            _ => Vec::new(),
        };
        let got: Vec<u64> = if cols[4].is_empty() {
            Vec::new()
        } else {
            cols[4].split(',').map(|x| x.parse().unwrap()).collect()
        };
        assert_eq!(got, want, "keys of frame {} ({:?})", n + 1, h.opcode);
        kinds.insert(h.opcode as u8);
        n += 1;
    }
    assert_eq!(n, lines.len(), "tshark shows every frame once");
    assert!(seen_sig, "the LOAD_SIGNATURE record was not decoded");
    assert!(
        acks > 0 && configures > 0,
        "{acks} ACKs, {configures} CONFIGUREs"
    );
    // Every kind of frame a query makes was there to decode, spills included.
    for op in [
        Opcode::Build,
        Opcode::Probe,
        Opcode::Result,
        Opcode::Spill,
        Opcode::End,
        Opcode::Ack,
        Opcode::Control,
        Opcode::ControlReply,
    ] {
        assert!(
            kinds.contains(&(op as u8)),
            "no {op:?} frame in the capture"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
