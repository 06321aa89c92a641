//! Which query context a data frame belongs to (PROTOCOL.md §5.5, steps 5
//! and 6 of §5.3): the context whose query has the header's `query_id` and
//! token. Purely combinational, on the header's two fields (lane order, as
//! the header carries them) and every context's query (query_control.rs).
//! With one context this is the old check against the query in force.
//!
//! The header check uses it on the frame in Check (drop codes, `reached`),
//! the check path on the frame waiting next (a frame of another context
//! than the one in service is a drain point, check_path.rs). A module of
//! header_check.rs (the catalog crate compiles that file once per
//! signature, and its child modules come with it).

use super::super::sig::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct ContextMatch {
    pub query_id: Signal<In, Bits<16>>,
    pub token: Signal<In, Bits<64>>,
    pub ctx_held: [Signal<In, Bit>; CONTEXTS],
    pub ctx_qid: [Signal<In, Bits<16>>; CONTEXTS],
    pub ctx_token: [Signal<In, Bits<64>>; CONTEXTS],
    /// Some context holds a query (else step 5 fails: `phase`).
    pub any_held: Signal<Out, Bit>,
    /// Some context's query has the frame's `query_id` (else `query_id`).
    pub qid_hit: Signal<Out, Bit>,
    /// Some context's query has both (else `token`): the frame is `ctx`'s.
    pub hit: Signal<Out, Bit>,
    pub ctx: Signal<Out, Bits<2>>,
    qm: [Signal<Local, Bit>; CONTEXTS],
    ctx_num: [Constant<Bits<2>>; CONTEXTS],
}

impl Default for ContextMatch {
    fn default() -> Self {
        ContextMatch {
            query_id: Default::default(),
            token: Default::default(),
            ctx_held: std::array::from_fn(|_| Default::default()),
            ctx_qid: std::array::from_fn(|_| Default::default()),
            ctx_token: std::array::from_fn(|_| Default::default()),
            any_held: Default::default(),
            qid_hit: Default::default(),
            hit: Default::default(),
            ctx: Default::default(),
            qm: std::array::from_fn(|_| Default::default()),
            ctx_num: std::array::from_fn(|c| Constant::new((c as u64).into())),
        }
    }
}

impl Logic for ContextMatch {
    #[hdl_gen]
    fn update(&mut self) {
        self.any_held.next = false;
        self.qid_hit.next = false;
        self.hit.next = false;
        self.ctx.next = 0.into();
        for c in 0..CONTEXTS {
            self.qm[c].next =
                self.ctx_held[c].val() & (self.ctx_qid[c].val() == self.query_id.val());
            self.any_held.next = self.any_held.val() | self.ctx_held[c].val();
            self.qid_hit.next = self.qid_hit.val() | self.qm[c].val();
            // (two contexts never hold one query: at most one matches)
            if self.qm[c].val() & (self.ctx_token[c].val() == self.token.val()) {
                self.hit.next = true;
                self.ctx.next = self.ctx_num[c].val();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tb::Bench;

    /// (any_held, qid_hit, hit, ctx) for a frame of `qid`/`token` against
    /// contexts holding `held` (None: free).
    fn check(held: &[Option<(u16, u64)>], qid: u16, token: u64) -> (bool, bool, bool, u64) {
        let mut u = ContextMatch::default();
        let mut b = Bench::new(&mut u, |_, _| {});
        let u = b.uut();
        u.query_id.next = (qid as u64).into();
        u.token.next = token.into();
        for c in 0..CONTEXTS {
            let h = held.get(c).copied().flatten();
            u.ctx_held[c].next = h.is_some();
            u.ctx_qid[c].next = (h.map_or(0, |h| h.0) as u64).into();
            u.ctx_token[c].next = h.map_or(0, |h| h.1).into();
        }
        b.settle();
        let u = b.uut();
        (
            u.any_held.val(),
            u.qid_hit.val(),
            u.hit.val(),
            u.ctx.val().to_u64(),
        )
    }

    #[test]
    fn a_frame_belongs_to_the_context_holding_its_query_id_and_token() {
        assert_eq!(
            check(&[], 1, 2),
            (false, false, false, 0),
            "none held: phase"
        );
        assert_eq!(check(&[Some((1, 2))], 1, 2), (true, true, true, 0));
        assert_eq!(
            check(&[Some((1, 2))], 1, 3),
            (true, true, false, 0),
            "token"
        );
        assert_eq!(
            check(&[Some((1, 2))], 4, 2),
            (true, false, false, 0),
            "query_id"
        );
        // a free context's stale registers match nothing
        assert_eq!(check(&[None], 0, 0), (false, false, false, 0));
        if CONTEXTS > 1 {
            let two = [Some((1, 2)), Some((5, 6))];
            assert_eq!(check(&two, 5, 6), (true, true, true, 1));
            assert_eq!(check(&two, 1, 2), (true, true, true, 0));
            // query 5 with query 1's token: a token drop, not a match
            assert_eq!(check(&two, 5, 2), (true, true, false, 0));
            // the same id in both contexts, told apart by the token
            let same = [Some((7, 2)), Some((7, 9))];
            assert_eq!(check(&same, 7, 9), (true, true, true, 1));
            assert_eq!(check(&[None, Some((3, 4))], 3, 4), (true, true, true, 1));
        }
        if CONTEXTS == 4 {
            let four = [None, None, None, Some((8, 8))];
            assert_eq!(check(&four, 8, 8), (true, true, true, 3));
        }
    }
}
