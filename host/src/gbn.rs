//! The go-back-N sender of one worker's phase stream, as a state machine that
//! does no I/O.
//!
//! Both transports drive the same machine: the in-process coordinator
//! ([`crate::coordinator`]), whose link is a function call and whose sender
//! times out as soon as it is blocked, and a cluster's tasks
//! ([`crate::task`]), which send batches on a raw link, read ACKs from it and
//! time out on a clock. The machine decides which frame
//! goes next, which frame asks for an ACK, when an ACK shows a gap and where
//! to go back to; the caller moves the frames and passes the time in.
//!
//! Frames are numbered by their index in the stream (`0..len`); the switch's
//! ACK carries the next sequence number it expects (`ack`) and the sequence
//! number of the frame that asked for it (`req_seq`), both offset by the
//! stream's `first_seq`.

use std::time::Duration;

/// Counts of one stream's delivery.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GbnStats {
    /// Frames handed to the link, retransmissions included.
    pub sent: u64,
    /// Of those, frames sent before (a go-back resent them).
    pub retransmitted: u64,
    /// Go-backs because an ACK showed a gap.
    pub gap_go_backs: u64,
    /// Go-backs because no ACK came in time (or the window was blocked).
    pub timeouts: u64,
}

/// What an ACK did to the sender.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AckEffect {
    /// Not of this stream (acknowledges beyond its end): ignored.
    pub stale: bool,
    /// The window moved forward.
    pub progress: bool,
    /// The ACK showed a gap: the sender went back to the first frame the
    /// switch has not accepted.
    pub go_back: bool,
    /// The ACK covers the whole stream.
    pub complete: bool,
}

/// One frame to put on the link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SendStep {
    /// Its index in the stream.
    pub index: usize,
    /// Sent before: a go-back resends it.
    pub retransmission: bool,
    /// It fills the window (and is not the last frame, which asks anyway):
    /// set its ACK-request flag, so that the window reopens without a timeout.
    pub request_ack: bool,
}

/// One worker's go-back-N sender over a stream of `len` frames.
#[derive(Clone, Debug)]
pub struct GoBackN {
    first_seq: u32,
    len: usize,
    window: usize,
    /// A gap go-back to the same point is not repeated within this time: the
    /// frames behind one gap each answer with the same ACK.
    hold: Duration,
    /// First frame not acknowledged.
    base: usize,
    /// Next frame to send.
    next: usize,
    /// Highest frame ever sent + 1 (to tell retransmissions).
    high: usize,
    last_go_back: Option<(usize, Duration)>,
    /// When the ACK timeout was last restarted (progress or a go-back).
    timer: Duration,
    /// When the window last moved (for giving up).
    last_progress: Duration,
    stats: GbnStats,
}

impl GoBackN {
    /// A sender that starts at `now` with at most `window` unacknowledged
    /// frames; `hold` is its ACK timeout (0: a gap go-back is never held).
    pub fn new(
        first_seq: u32,
        len: usize,
        window: usize,
        hold: Duration,
        now: Duration,
    ) -> GoBackN {
        GoBackN {
            first_seq,
            len,
            window: window.max(1),
            hold,
            base: 0,
            next: 0,
            high: 0,
            last_go_back: None,
            timer: now,
            last_progress: now,
            stats: GbnStats::default(),
        }
    }

    /// Takes in an ACK of this stream (the caller has matched its query and
    /// source) that arrived at `now`.
    pub fn on_ack(&mut self, req_seq: u32, ack: u32, now: Duration) -> AckEffect {
        let idx = ack.wrapping_sub(self.first_seq) as usize;
        if idx > self.len {
            return AckEffect {
                stale: true,
                ..AckEffect::default()
            };
        }
        let mut e = AckEffect {
            complete: idx == self.len,
            ..AckEffect::default()
        };
        if idx > self.base {
            self.base = idx;
            self.next = self.next.max(idx);
            e.progress = true;
        }
        // The frame that asked was at or beyond what the switch expects: the
        // frames between were lost. Go back, but not twice to one point
        // within `hold`.
        let gap = req_seq.wrapping_sub(ack) < (1 << 31) && idx == self.base && idx < self.next;
        if gap {
            let held = matches!(self.last_go_back, Some((b, t)) if b == idx && now.saturating_sub(t) < self.hold);
            if !held {
                self.next = idx;
                self.last_go_back = Some((idx, now));
                self.stats.gap_go_backs += 1;
                e.go_back = true;
            }
        }
        // Either restarts the ACK timeout; only progress counts against
        // giving up (a switch that answers every frame with the same gap is
        // as stuck as a silent one).
        if e.progress {
            self.last_progress = now;
        }
        if e.progress || e.go_back {
            self.timer = now;
        }
        e
    }

    /// Whether the window lets another frame go now.
    pub fn can_send(&self) -> bool {
        self.next < self.len && self.next < self.base + self.window
    }

    /// The next frame to send, if the window allows; it counts as sent.
    pub fn send_next(&mut self) -> Option<SendStep> {
        if !self.can_send() {
            return None;
        }
        let index = self.next;
        let limit = (self.base + self.window).min(self.len);
        let step = SendStep {
            index,
            retransmission: index < self.high,
            request_ack: index + 1 != self.len && index + 1 == limit,
        };
        self.next += 1;
        self.high = self.high.max(self.next);
        self.stats.sent += 1;
        if step.retransmission {
            self.stats.retransmitted += 1;
        }
        Some(step)
    }

    /// When the ACK timeout fires, if nothing moves before.
    pub fn deadline(&self) -> Duration {
        self.timer + self.hold
    }

    /// No ACK came in time (or, in a synchronous setting, the sender is
    /// blocked): go back to the first unacknowledged frame.
    pub fn time_out(&mut self, now: Duration) {
        self.stats.timeouts += 1;
        self.next = self.base;
        self.timer = now;
    }

    /// How long the window has not moved.
    pub fn stalled_for(&self, now: Duration) -> Duration {
        now.saturating_sub(self.last_progress)
    }

    /// Every frame acknowledged.
    pub fn done(&self) -> bool {
        self.base >= self.len
    }

    /// Frames acknowledged.
    pub fn acked(&self) -> usize {
        self.base
    }

    /// Next frame to send.
    pub fn next_index(&self) -> usize {
        self.next
    }

    /// Highest frame ever sent + 1.
    pub fn high(&self) -> usize {
        self.high
    }

    pub fn stats(&self) -> GbnStats {
        self.stats
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    /// The switch's side of a stream as PROTOCOL.md §6 has it: frames are
    /// accepted in sequence order only, and a frame that asks gets an ACK of
    /// the next sequence number expected (whether it was accepted or not).
    struct Receiver {
        expected: u32,
        accepted: Vec<u32>,
    }

    impl Receiver {
        fn take(&mut self, seq: u32, asks: bool) -> Option<(u32, u32)> {
            if seq == self.expected {
                self.accepted.push(seq);
                self.expected += 1;
            }
            asks.then_some((seq, self.expected))
        }
    }

    /// A link that loses, duplicates and reorders (delays by one or more
    /// places) frames and ACKs; deterministic for a seed.
    struct FaultyLink {
        rng: u64,
        loss: f64,
        duplicate: f64,
        reorder: f64,
    }

    impl FaultyLink {
        fn chance(&mut self, p: f64) -> bool {
            self.rng ^= self.rng << 13;
            self.rng ^= self.rng >> 7;
            self.rng ^= self.rng << 17;
            ((self.rng >> 11) as f64 / (1u64 << 53) as f64) < p
        }

        /// Puts `item` into `queue` as the link would deliver it.
        fn carry<T: Copy>(&mut self, queue: &mut VecDeque<T>, item: T) {
            if self.chance(self.loss) {
                return;
            }
            let copies = if self.chance(self.duplicate) { 2 } else { 1 };
            for _ in 0..copies {
                if self.chance(self.reorder) && !queue.is_empty() {
                    let at = queue.len() - 1;
                    queue.insert(at, item);
                } else {
                    queue.push_back(item);
                }
            }
        }
    }

    /// Drives one stream through `link` until every frame is acknowledged;
    /// the clock advances 1 µs per step. Returns the sender's counts.
    fn deliver(len: usize, window: usize, first_seq: u32, mut link: FaultyLink) -> GbnStats {
        let hold = Duration::from_micros(200);
        let mut now = Duration::ZERO;
        let mut g = GoBackN::new(first_seq, len, window, hold, now);
        let mut rx = Receiver {
            expected: first_seq,
            accepted: Vec::new(),
        };
        let (mut frames, mut acks) = (VecDeque::new(), VecDeque::new());
        let mut steps = 0u64;
        while !g.done() {
            steps += 1;
            assert!(steps < 10_000_000, "no progress: {:?}", g.stats());
            now += Duration::from_micros(1);
            if let Some(s) = g.send_next() {
                // Every 16th frame, the last and the one filling the window ask.
                let asks = (s.index + 1) % 16 == 0 || s.index + 1 == len || s.request_ack;
                link.carry(&mut frames, (first_seq.wrapping_add(s.index as u32), asks));
            }
            // The link delivers a frame per step, an ACK per step.
            if let Some((seq, asks)) = frames.pop_front() {
                if let Some(ack) = rx.take(seq, asks) {
                    link.carry(&mut acks, ack);
                }
            }
            if let Some((req, ack)) = acks.pop_front() {
                g.on_ack(req, ack, now);
            }
            if !g.can_send() && now >= g.deadline() {
                g.time_out(now);
            }
        }
        // Exactly once, in order.
        let want: Vec<u32> = (0..len as u32).map(|i| first_seq.wrapping_add(i)).collect();
        assert_eq!(rx.accepted, want);
        g.stats()
    }

    fn link(seed: u64, loss: f64, duplicate: f64, reorder: f64) -> FaultyLink {
        FaultyLink {
            rng: seed | 1,
            loss,
            duplicate,
            reorder,
        }
    }

    #[test]
    fn a_clean_link_sends_every_frame_once() {
        let s = deliver(1000, 64, 7, link(1, 0.0, 0.0, 0.0));
        assert_eq!(s.sent, 1000);
        assert_eq!((s.retransmitted, s.gap_go_backs, s.timeouts), (0, 0, 0));
    }

    #[test]
    fn loss_duplication_and_reordering_end_exactly_once_in_order() {
        for seed in 1..40u64 {
            let s = deliver(700, 32, u32::MAX - 300, link(seed, 0.05, 0.05, 0.1));
            assert!(s.retransmitted > 0, "seed {seed}: {s:?}");
            assert!(s.gap_go_backs + s.timeouts > 0, "seed {seed}: {s:?}");
        }
    }

    #[test]
    fn heavy_loss_is_recovered_by_timeouts() {
        let s = deliver(300, 16, 0, link(9, 0.4, 0.0, 0.0));
        assert!(s.timeouts > 0, "{s:?}");
        assert!(s.sent > 300, "{s:?}");
    }

    #[test]
    fn the_frame_filling_the_window_asks_for_an_ack() {
        let mut g = GoBackN::new(0, 10, 4, Duration::ZERO, Duration::ZERO);
        let asks: Vec<bool> = std::iter::from_fn(|| g.send_next())
            .map(|s| s.request_ack)
            .collect();
        assert_eq!(asks, [false, false, false, true]);
        // The window reopens on the ACK.
        g.on_ack(3, 4, Duration::ZERO);
        let asks: Vec<(usize, bool)> = std::iter::from_fn(|| g.send_next())
            .map(|s| (s.index, s.request_ack))
            .collect();
        assert_eq!(asks, [(4, false), (5, false), (6, false), (7, true)]);
        // The last frame asks anyway: it does not need the flag.
        g.on_ack(7, 8, Duration::ZERO);
        let steps: Vec<SendStep> = std::iter::from_fn(|| g.send_next()).collect();
        assert_eq!(steps.iter().map(|s| s.index).collect::<Vec<_>>(), [8, 9]);
        assert!(steps.iter().all(|s| !s.request_ack && !s.retransmission));
    }

    #[test]
    fn a_gap_goes_back_once_per_hold_and_stale_acks_are_ignored() {
        let hold = Duration::from_millis(10);
        let mut g = GoBackN::new(100, 8, 8, hold, Duration::ZERO);
        while g.send_next().is_some() {}
        // Frame 2 was lost: frames 3 and 4 both ask, both ACK 102.
        let t = Duration::from_millis(1);
        let e = g.on_ack(103, 102, t);
        assert!(e.progress && e.go_back && !e.complete, "{e:?}");
        assert_eq!(g.next_index(), 2);
        assert_eq!(
            g.send_next().map(|s| (s.index, s.retransmission)),
            Some((2, true))
        );
        let e = g.on_ack(104, 102, t + Duration::from_millis(1));
        assert!(!e.go_back, "held: {e:?}");
        // After the hold, the same gap goes back again.
        let e = g.on_ack(104, 102, t + hold + Duration::from_millis(1));
        assert!(e.go_back, "{e:?}");
        // An ACK beyond the stream's end is another stream's.
        assert!(g.on_ack(0, 100 + 9, t).stale);
        let e = g.on_ack(107, 108, t);
        assert!(e.complete && e.progress && g.done(), "{e:?}");
        assert_eq!(g.stats().gap_go_backs, 2);
    }

    #[test]
    fn a_timeout_goes_back_to_the_first_unacknowledged_frame() {
        let mut g = GoBackN::new(0, 6, 3, Duration::from_millis(5), Duration::ZERO);
        while g.send_next().is_some() {}
        assert_eq!(g.next_index(), 3);
        g.on_ack(2, 1, Duration::from_millis(1));
        assert_eq!(g.deadline(), Duration::from_millis(6));
        g.time_out(Duration::from_millis(6));
        assert_eq!((g.next_index(), g.acked()), (1, 1));
        assert_eq!(
            g.stalled_for(Duration::from_millis(9)),
            Duration::from_millis(8)
        );
        assert_eq!(g.stats().timeouts, 1);
    }
}
