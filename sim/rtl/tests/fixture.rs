//! The harness against its stand-in design (tests/fixtures/netjoin_fixture.v):
//! ports 2 and 3 echo frames (port 3 stalls rx every third cycle), ports 0
//! and 1 echo them through memory controllers 0 and 1.

use netjoin_rtl::{Beat, Design, DriverConfig, RtlError, RtlSwitch, RtlSwitchDriver, TxReady};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn frame(&mut self, max_len: usize) -> Vec<u8> {
        let len = 1 + (self.next() as usize) % max_len;
        (0..len).map(|_| self.next() as u8).collect()
    }
}

fn fixture(cfg: DriverConfig) -> Option<RtlSwitchDriver> {
    match RtlSwitchDriver::with_config(Design::Fixture, cfg) {
        Ok(d) => Some(d),
        Err(RtlError::Unavailable(m)) => {
            // Built without Verilator: nothing to run (the error is tested below).
            netjoin_testkit::skip(&m);
            assert!(m.contains("unavailable"), "{m}");
            None
        }
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn missing_design_gives_clear_error() {
    // k8v256t8: a valid signature nobody generates a switch for.
    let never = Design::switch("k8v256t8").unwrap();
    for d in [Design::default_switch(), Design::Fixture, never] {
        if !d.available() {
            let err = RtlSwitch::open(d)
                .err()
                .expect("unavailable design must not open");
            let msg = err.to_string();
            assert!(
                msg.starts_with("RTL ") && msg.contains("unavailable"),
                "{msg}"
            );
        } else {
            assert!(d.build_status().starts_with("ok: "), "{}", d.build_status());
        }
    }
    let msg = RtlSwitch::for_signature("k8v256t8")
        .err()
        .unwrap()
        .to_string();
    assert!(
        msg.starts_with("RTL switch k8v256t8 unavailable: ")
            && msg.contains("NETJOIN_RTL_SIGNATURES"),
        "{msg}"
    );
    let msg = RtlSwitch::for_signature("k8v8").err().unwrap().to_string();
    assert!(msg.contains("not of the form"), "{msg}");
    if !Design::default_switch().available() {
        let msg = RtlSwitch::new().err().unwrap().to_string();
        assert!(msg.starts_with("RTL switch k8v8t3 unavailable: "), "{msg}");
    }
}

#[test]
fn ports_match_contract() {
    let Ok(mut sw) = RtlSwitch::fixture() else {
        return;
    };
    assert_eq!(sw.ports(), 4);
    assert_eq!(sw.mem_ports(), 2);
    let names: Vec<String> = sw.model().ports().iter().map(|p| p.name.clone()).collect();
    assert!(names.contains(&"mem1_rsp_rdata".to_string()));
    assert!(!names.contains(&"clock".to_string()));
}

/// The fixture predates the byte strobes and the count SRAM port: it has
/// neither, a write on its memory port is of the whole line (all strobes),
/// a read has none, and the driver attaches no count SRAM.
#[test]
fn without_strobes_or_count_port_writes_are_whole_lines() {
    let Ok(mut sw) = RtlSwitch::fixture() else {
        return;
    };
    assert!(!sw.has_count_port());
    assert!(!sw.has_write_strobes(0) && !sw.has_write_strobes(1));
    sw.reset(4);
    // One beat into port 0: the fixture writes it to line 0 of controller 0
    // (lane j = data ^ j·0x0101…01), then reads line 0 back.
    let data = 0x0123_4567_89ab_cdefu64;
    sw.drive_rx(
        0,
        Some(&Beat {
            data,
            keep: 0xff,
            last: true,
            user: false,
        }),
    );
    sw.tick();
    assert!(sw.rx_ready(0));
    sw.drive_rx(0, None);
    let mut write = None;
    for _ in 0..10 {
        sw.tick();
        assert_eq!(sw.count_read(), None);
        assert_eq!(sw.count_write(), None);
        if let Some(r) = sw.mem_req(0) {
            write = Some(r);
            break;
        }
    }
    let w = write.expect("the fixture requests a write");
    assert!(w.write && w.addr == 0, "{w:?}");
    assert_eq!(
        w.wstrb,
        u64::MAX,
        "a write without mem0_req_wstrb is of every byte"
    );
    for j in 0..8 {
        let lane = u64::from_le_bytes(w.wdata[8 * j..8 * j + 8].try_into().unwrap());
        assert_eq!(lane, data ^ (j as u64 * 0x0101_0101_0101_0101), "lane {j}");
    }
    // Taken at the next edge; the read of the same line follows.
    sw.set_mem_ready(0, true);
    sw.tick();
    assert_eq!(sw.mem_req(0), Some(w));
    sw.tick();
    let r = sw.mem_req(0).expect("the fixture reads the line back");
    assert!(!r.write && r.addr == 0 && r.wstrb == 0, "{r:?}");

    let Some(mut d) = fixture(DriverConfig::default()) else {
        return;
    };
    assert!(d.count_sram().is_none());
    assert_eq!(d.receive(0, &[7u8; 100])[0].frame, vec![7u8; 100]);
    assert_eq!(d.check_counts(), Ok(()));
}

#[test]
fn echo_port_receive_is_exact() {
    let Some(mut d) = fixture(DriverConfig::default()) else {
        return;
    };
    let mut rng = Rng(42);
    for i in 0..300 {
        let f = rng.frame(if i % 10 == 0 { 9000 } else { 200 });
        let out = d.receive(2, &f);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].port, 2);
        assert_eq!(out[0].frame, f, "frame {i} of {} bytes", f.len());
    }
    assert_eq!(d.stats().rx_frames, 300);
    assert_eq!(d.stats().tx_frames, 300);
    assert_eq!(d.stats().rx_stall_cycles, 0);
}

#[test]
fn rx_stalls_and_tx_backpressure_keep_frames_intact() {
    let cfg = DriverConfig {
        rx_gap: 3,
        rx_stall_every: 4,
        tx_ready: TxReady::Random {
            seed: 7,
            percent_low: 40,
        },
        ..DriverConfig::default()
    };
    let Some(mut d) = fixture(cfg) else { return };
    let mut rng = Rng(9);
    let frames: Vec<Vec<u8>> = (0..200).map(|_| rng.frame(1500)).collect();
    for f in &frames {
        d.send(3, f.clone());
    }
    d.run_until_idle().unwrap();
    let out = d.take_emitted();
    assert_eq!(out.len(), frames.len());
    for (o, f) in out.iter().zip(&frames) {
        assert_eq!(o.port, 3);
        assert_eq!(&o.frame, f);
    }
    let s = d.stats();
    assert!(s.rx_stall_cycles > 0, "{s:?}");
    assert!(s.tx_backpressure_cycles > 0, "{s:?}");
}

#[test]
fn memory_ports_write_read_in_order_with_byte_order() {
    let Some(mut d) = fixture(DriverConfig {
        rx_stall_every: 5,
        ..DriverConfig::default()
    }) else {
        return;
    };
    let mut rng = Rng(1234);
    let frames: Vec<(usize, Vec<u8>)> = (0..120).map(|i| (i % 2, rng.frame(600))).collect();
    for (p, f) in &frames {
        d.send(*p, f.clone());
    }
    d.run_until_idle().unwrap();
    let out = d.take_emitted();
    for p in 0..2 {
        let sent: Vec<&Vec<u8>> = frames
            .iter()
            .filter(|(q, _)| *q == p)
            .map(|(_, f)| f)
            .collect();
        let got: Vec<&Vec<u8>> = out
            .iter()
            .filter(|e| e.port == p)
            .map(|e| &e.frame)
            .collect();
        assert_eq!(got.len(), sent.len(), "port {p}");
        assert!(
            got == sent,
            "port {p}: frames changed on the way through memory"
        );
        // Beat n of port p's stream is line n of controller p, lane j xor j*0x01..01.
        let beats: Vec<[u8; 8]> = sent
            .iter()
            .flat_map(|f| {
                f.chunks(8).map(|c| {
                    let mut b = [0u8; 8];
                    b[..c.len()].copy_from_slice(c);
                    b
                })
            })
            .collect();
        let img = d.ddr(p).image(beats.len());
        for (n, beat) in beats.iter().enumerate() {
            for j in 0..8 {
                for b in 0..8 {
                    assert_eq!(
                        img[n * 64 + 8 * j + b],
                        beat[b] ^ j as u8,
                        "ctrl {p} line {n} lane {j} byte {b}"
                    );
                }
            }
        }
        let s = d.ddr(p).stats();
        assert_eq!(s.reads as usize, beats.len());
        assert_eq!(s.writes as usize, beats.len());
        assert_eq!(d.stats().mem_reads[p] as usize, beats.len());
    }
    assert_eq!(d.controllers_used(), 2);
}

#[test]
fn memory_back_pressure_with_small_queue() {
    let mut cfg = DriverConfig::default();
    cfg.ddr.queue_depth = 3;
    cfg.tx_ready = TxReady::LowEvery(3);
    let Some(mut d) = fixture(cfg) else { return };
    let mut rng = Rng(77);
    for _ in 0..40 {
        let f = rng.frame(400);
        let out = d.receive(0, &f);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].frame, f);
    }
    assert!(d.ddr(0).stats().not_ready_cycles > 0);
    assert_eq!(d.controllers_used(), 1);
}

#[test]
fn all_ports_in_parallel() {
    let Some(mut d) = fixture(DriverConfig {
        rx_gap: 3,
        ..DriverConfig::default()
    }) else {
        return;
    };
    let mut rng = Rng(5);
    let frames: Vec<(usize, Vec<u8>)> = (0..400).map(|i| (i % 4, rng.frame(1500))).collect();
    for (p, f) in &frames {
        d.send(*p, f.clone());
    }
    let cycles = d.run_until_idle().unwrap();
    let out = d.take_emitted();
    for p in 0..4 {
        let sent: Vec<&Vec<u8>> = frames
            .iter()
            .filter(|(q, _)| *q == p)
            .map(|(_, f)| f)
            .collect();
        let got: Vec<&Vec<u8>> = out
            .iter()
            .filter(|e| e.port == p)
            .map(|e| &e.frame)
            .collect();
        assert!(got == sent, "port {p}");
    }
    let beats = d.stats().rx_beats;
    eprintln!("{} beats on 4 ports in {cycles} cycles", beats);
    // The memory ports need 2 requests per beat, so they run at half rate.
    assert!(cycles < beats, "{cycles} cycles for {beats} beats");
}
