//! The batched raw link on a veth pair in a network namespace of its own
//! (needs root; the namespace belongs to the test thread and goes with it).

use netjoin_net::link::{self, Impair, Impairer, BATCH};
use std::process::Command;
use std::time::{Duration, Instant};

fn root() -> bool {
    netjoin_testkit::need_root("the namespace testbed")
}

fn sh(args: &[&str]) {
    let s = Command::new(args[0])
        .args(&args[1..])
        .status()
        .expect("running a command");
    assert!(s.success(), "{args:?} failed");
}

/// Runs `f` on a thread in a new network namespace holding the veth pair `a` ⇄ `b` (MTU 9000).
fn in_netns(f: impl FnOnce() + Send + 'static) {
    std::thread::spawn(move || {
        // SAFETY: moves this thread (only) into a new network namespace.
        assert_eq!(
            unsafe { libc::unshare(libc::CLONE_NEWNET) },
            0,
            "unshare: {}",
            std::io::Error::last_os_error()
        );
        sh(&[
            "ip", "link", "add", "name", "a", "type", "veth", "peer", "name", "b",
        ]);
        for i in ["a", "b"] {
            sh(&["ip", "link", "set", "dev", i, "mtu", "9000", "up"]);
        }
        f()
    })
    .join()
    .expect("the namespace thread failed");
}

const ETHERTYPE: [u8; 2] = [0x88, 0xb5]; // local experimental

/// Frame `i`: broadcast, our ethertype, `i` and a length that varies, up to a jumbo frame.
fn frame(i: u32) -> Vec<u8> {
    let len = match i % 7 {
        0 => 9014,
        k => 60 + (i as usize * 37 + k as usize * 211) % 1455,
    };
    let mut f = vec![0u8; len];
    f[..6].fill(0xff);
    f[6..12].copy_from_slice(&[0x02, 0, 0, 0, 0, 1]);
    f[12..14].copy_from_slice(&ETHERTYPE);
    f[14..18].copy_from_slice(&i.to_be_bytes());
    for (k, b) in f[18..].iter_mut().enumerate() {
        *b = (i as usize * 31 + k) as u8;
    }
    f
}

#[test]
fn batched_send_and_receive_are_exact_and_in_order() {
    if !root() {
        return;
    }
    in_netns(|| {
        let (mut tx, _rx_a, _) = link::open("a", Duration::from_millis(20)).unwrap();
        let (_tx_b, mut rx, _) = link::open("b", Duration::from_millis(20)).unwrap();
        let n = 3000u32;
        let frames: Vec<Vec<u8>> = (0..n).map(frame).collect();
        let mut got: Vec<Vec<u8>> = Vec::new();
        let mut batches = 0;
        // Send in chunks of 200 (several sendmmsg calls each), receive in between.
        for (c, chunk) in frames.chunks(200).enumerate() {
            assert_eq!(
                tx.send_many(chunk.iter().map(Vec::as_slice)),
                chunk.len() as u64
            );
            let t = Instant::now();
            while got.len() < c * 200 + chunk.len() {
                let k = rx.recv_batch(Duration::from_millis(50)).unwrap();
                assert!(k <= BATCH);
                if k > 0 {
                    batches += 1;
                }
                got.extend(
                    rx.frames()
                        .filter(|f| f.len() >= 14 && f[12..14] == ETHERTYPE)
                        .map(<[u8]>::to_vec),
                );
                assert!(
                    t.elapsed() < Duration::from_secs(5),
                    "{} of {} frames arrived",
                    got.len(),
                    n
                );
            }
        }
        assert_eq!((tx.frames, tx.errors), (n as u64, 0));
        assert_eq!(tx.bytes, frames.iter().map(|f| f.len() as u64).sum::<u64>());
        assert_eq!(got.len(), frames.len());
        for (i, (g, w)) in got.iter().zip(&frames).enumerate() {
            assert!(
                g == w,
                "frame {i} differs: {} B received, {} B sent",
                g.len(),
                w.len()
            );
        }
        assert!(
            batches < n as usize,
            "{batches} receive calls for {n} frames: no batching"
        );
        // Nothing more of ours (the kernel may send IPv6 neighbour discovery), and a read times out empty.
        let t = Instant::now();
        while t.elapsed() < Duration::from_millis(100) {
            rx.recv_batch(Duration::from_millis(30)).unwrap();
            assert!(
                rx.frames().all(|f| f.len() < 14 || f[12..14] != ETHERTYPE),
                "a frame more than was sent"
            );
        }
        // The one-frame interface on the same buffers.
        assert!(tx.send(&frames[5]));
        let f = loop {
            let f = rx
                .recv()
                .unwrap()
                .expect("a frame within the timeout")
                .to_vec();
            if f[12..14] == ETHERTYPE {
                break f;
            }
        };
        assert_eq!(f, frames[5]);
    });
}

#[test]
fn impairer_loses_duplicates_and_delays_per_frame() {
    let frames: Vec<Vec<u8>> = (0..1000).map(frame).collect();
    let run = |imp: Impair| {
        let mut i = Impairer::new(imp);
        let mut out: Vec<Vec<u8>> = Vec::new();
        for f in &frames {
            i.offer(f, |g| out.push(g.to_vec()));
        }
        let t = Instant::now();
        while i.next_due().is_some() {
            assert!(t.elapsed() < Duration::from_secs(2));
            std::thread::sleep(Duration::from_millis(1));
            i.release(|g| out.push(g.to_vec()));
        }
        out
    };
    assert_eq!(run(Impair::default()), frames);
    assert!(run(Impair {
        loss: 100.0,
        ..Impair::default()
    })
    .is_empty());
    let dup = run(Impair {
        duplicate: 100.0,
        ..Impair::default()
    });
    assert_eq!(dup.len(), 2000);
    assert!(dup
        .chunks(2)
        .zip(&frames)
        .all(|(d, f)| d[0] == *f && d[1] == *f));
    // Delayed, not reordered: the same frames in the same order.
    assert_eq!(
        run(Impair {
            delay_ms: 2.0,
            ..Impair::default()
        }),
        frames
    );
    // Reordered: every frame once, not in order.
    let mut r = run(Impair {
        reorder: 30.0,
        seed: 7,
        ..Impair::default()
    });
    assert_ne!(r, frames);
    r.sort_by_key(|f| u32::from_be_bytes(f[14..18].try_into().unwrap()));
    assert_eq!(r, frames);
}

#[test]
fn a_reader_behind_the_wire_loses_frames_at_its_socket_and_counts_them() {
    if !root() {
        return;
    }
    in_netns(|| {
        let (mut tx, _rx_a, _) = link::open("a", Duration::from_millis(20)).unwrap();
        let (_tx_b, mut rx, _) = link::open("b", Duration::from_millis(20)).unwrap();
        // Far more than the socket's 32 MiB buffer holds, sent before a read.
        let frames: Vec<Vec<u8>> = (0..64)
            .map(|i| {
                let mut f = frame(i);
                f.resize(1000, 0);
                f
            })
            .collect();
        let mut sent = 0;
        while sent < 200_000 {
            sent += tx.send_many(frames.iter().map(Vec::as_slice));
        }
        let mut got = 0u64;
        loop {
            let k = rx.recv_batch(Duration::from_millis(50)).unwrap();
            if k == 0 {
                break;
            }
            got += rx
                .frames()
                .filter(|f| f.len() >= 14 && f[12..14] == ETHERTYPE)
                .count() as u64;
        }
        let lost = rx.kernel_drops();
        assert!(got > 0 && lost > 0, "{got} received, {lost} lost of {sent}");
        // Every frame sent is received or counted lost (the kernel's own
        // few frames on the link, such as IPv6 neighbour discovery, alike).
        assert!(
            (sent * 99 / 100..=sent + 16).contains(&(got + lost)),
            "{got} received, {lost} lost of {sent}"
        );
        assert_eq!(rx.kernel_drops(), 0, "the count is taken once");
        eprintln!("{sent} sent, {got} received, {lost} lost at the socket");
    });
}
