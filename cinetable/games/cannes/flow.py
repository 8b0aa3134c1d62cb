"""The flow of a Festival de Cannes year: ratings, deals, bids and the reveal (C2, C3).
A mixin of CannesState; the track is in year.py, claims and the jury in claims.py."""
from __future__ import annotations

from cinetable.engine import IllegalActionError
from cinetable.engine.errors import Refusal as R
from cinetable.engine.protocol import pick_outcome
from cinetable.engine.quiet import QuietApply
from cinetable.games.cannes import actions as A
from cinetable.games.cannes import events as E
from cinetable.games.cannes.cards import SCREENPLAY
from cinetable.games.cannes.claims import Claims
from cinetable.games.cannes.phases import (  # noqa: F401  (tests and the client read them here)
    _DIE_OUTCOMES,
    _ID,
    _KIND,
    CLAIM_STAGE,
    FRIENDS,
    LAST_STAGE,
    NFILM,
    NSTARS,
    PHASE_NAMES,
    STAR0,
    STEP,
    P,
    lay_count,
    phases,
    resolve_lot,
    seats,
)
from cinetable.games.cannes.year import Year


class Flow(QuietApply, Year, Claims):
    __slots__ = ()

    # ---- what may happen now -----------------------------------------------------------
    def legal_actions(self) -> list:
        ph = self.phase
        p = self.to_move
        if ph == P.BID:
            hand = sorted(self.hands[p])
            out = [A.DONE]
            row = A.bid_row
            for lot, b in enumerate(self.bids):
                for s, _c in b:
                    if s == p:
                        break
                else:
                    bids = row(lot)
                    out += [bids[c] for c in hand]
            return out
        if ph == P.CALL:
            return [A.CALL, A.WAIT]
        if ph == P.PEEK or ph == P.TURN_PEEK:
            return [A.peek(i) for i in self.unseen_lots(p)] + [A.PASS]
        if ph == P.REROLL:
            return [A.REROLL, A.KEEP]
        if ph == P.RATE:
            r = self.ratings[p]
            return [A.RATE[STAR0 + j] for j in range(NSTARS) if not r[j]]
        if ph == P.CLAIM:
            return [A.CLAIM[q] for q in range(self.n) if q != p and self.screenplays(q) >= 2] \
                + [A.DECLINE]
        if ph == P.GIVE:
            return [A.GIVE[c] for c in sorted(self.won[p]) if _KIND[c] == SCREENPLAY]
        if ph == P.TAKE:
            return [A.TAKE[c] for c in sorted(self.claim_before)]
        return []

    def chance_outcomes(self) -> list:
        ph = self.phase
        if ph == P.ROLL:
            return list(_DIE_OUTCOMES)
        if ph == P.DEAL:
            deck = sorted(self.deck)
            q = 1 / len(deck)
            return [(A.DEAL[k], q) for k in deck]
        if ph == P.LAY:
            pile = sorted(self.pile_t if self.lay_t else self.pile_sv)
            q = 1 / len(pile)
            return [(A.LAY[c], q) for c in pile]
        if ph == P.FIRST:
            return [(A.FIRST[p], 1 / self.n) for p in range(self.n)]
        return []

    def sample_outcome(self, rng):
        """What pick_outcome(chance_outcomes(), rng.random()) gives, without the list."""
        r = rng.random()
        ph = self.phase
        if ph == P.ROLL:
            return A.DIE[min(6, int(r * 6) + 1)]
        if ph == P.DEAL:
            deck = sorted(self.deck)
            return A.DEAL[deck[min(len(deck) - 1, int(r * len(deck)))]]
        if ph == P.LAY:
            pile = sorted(self.pile_t if self.lay_t else self.pile_sv)
            return A.LAY[pile[min(len(pile) - 1, int(r * len(pile)))]]
        return pick_outcome(self.chance_outcomes(), r)

    def screenplays(self, seat: int) -> int:
        return sum(1 for c in self.won[seat] if _KIND[c] == SCREENPLAY)

    # ---- applying ---------------------------------------------------------------------
    def _apply(self, action, ev) -> None:
        """`ev` is the list the events go to, or None when nobody reads them."""
        kind = getattr(action, "kind", None)
        if kind is None:
            if isinstance(action, str):        # notation is accepted too: "bid lot2 480000"
                return self._apply(self.parse_action(action), ev)
            raise IllegalActionError(f"{action!r} is not a Festival de Cannes action",
                                     "cannes.unknown", text=repr(action))
        handler = _HANDLERS.get((self.phase, kind))
        if handler is None:
            raise IllegalActionError(self.why_illegal(action))
        handler(self, action.arg, ev)
        self.history_len += 1

    def _rate(self, star: int, ev) -> None:
        p = self.to_move
        r = self.ratings[p]
        j = star - STAR0
        if not 0 <= j < NSTARS or r[j]:
            raise IllegalActionError(self.why_illegal(A.RATE[star]))
        r[j] = NSTARS - self.rated[p]
        self.rated[p] += 1
        if ev is not None:
            ev.append(E.StarRated(p, _ID[star], r[j], (p,)))
        if self.rated[p] == NSTARS - 1:                    # the last star takes the 1 left
            j = r.index(0)
            r[j] = 1
            self.rated[p] = NSTARS
            if ev is not None:
                ev.append(E.StarRated(p, _ID[STAR0 + j], 1, (p,)))
        if self.rated[p] == NSTARS:
            if ev is not None:
                ev.append(E.RatingsDone(p))
            if p + 1 < self.n:
                self.to_move = p + 1
            else:
                self.phase = P.FIRST

    def _first(self, seat: int, ev) -> None:
        if seat >= self.n:
            raise IllegalActionError(f"There is no seat P{seat + 1} in a {self.n}-player game",
                                     "common.no_seat", seat=seat + 1, players=self.n)
        self.first = self.lead = seat
        if ev is not None:
            ev.append(E.FirstPlayerDrawn(seat))
        self.lots = [NFILM + k for k in range(4)]                                    # C2.4
        if ev is not None:
            ev.append(E.AuctionCalled(-1, False, 0, tuple(self.lot_kind(i) for i in range(4))))
        self._start_deal(ev)

    # auctions (C3)
    def _start_deal(self, ev) -> None:
        n = self.n
        self.bids = [[] for _ in self.lots]
        self.deal_counts = [0] * n
        q = []
        for k in range(n):
            s = (self.lead + k) % n
            q += [s] * (4 if FRIENDS in self.specials[s] else 3)                    # C1.4
        self.deal_queue = q
        self.phase = P.DEAL
        self._check_deck(ev)

    def _check_deck(self, ev) -> None:
        if self.deal_queue and not self.deck:                                        # C7.6
            if self.discard:
                self.deck = self.discard
                self.discard = []
                if ev is not None:
                    ev.append(E.Reshuffled(len(self.deck)))
            else:
                self.deal_queue = []
        if not self.deal_queue:
            if ev is not None:
                ev.append(E.HandsDealt(tuple(self.deal_counts), tuple(map(len, self.hands))))
            self.bidder_i = 0
            self._next_bidder(ev)

    def _deal(self, card: int, ev) -> None:
        try:
            self.deck.remove(card)
        except ValueError:
            raise IllegalActionError(f"{card * STEP} is not in the auction deck",
                                     "cannes.not_in_deck", value=card * STEP) from None
        p = self.deal_queue.pop(0)
        self.hands[p].append(card)
        self.deal_counts[p] += 1
        if ev is not None:
            ev.append(E.AuctionCardDealt(p, card * STEP, (p,)))
        self._check_deck(ev)

    def _next_bidder(self, ev) -> None:
        n = self.n
        while self.bidder_i < n:
            p = (self.lead + self.bidder_i) % n
            if self.hands[p] and self.bids:
                self.phase = P.BID
                self.to_move = p
                return
            if ev is not None:
                ev.append(E.BidsDone(p, 0))
            self.bidder_i += 1
        self._reveal(ev)

    def _bid(self, arg, ev) -> None:
        lot, card = arg
        p = self.to_move
        hand = self.hands[p]
        bids = self.bids
        if lot >= len(bids) or card not in hand or _has_bid(bids[lot], p):
            raise IllegalActionError(self.why_illegal(A.bid(lot, card)))
        hand.remove(card)
        bids[lot].append((p, card))
        if ev is not None:
            ev.append(E.BidPlaced(p, lot))
            ev.append(E.OwnBid(p, lot, card * STEP, (p,)))
        if not hand:
            self._bids_done(ev)
            return
        for b in bids:
            if not _has_bid(b, p):
                return
        self._bids_done(ev)

    def _done(self, _arg, ev) -> None:
        self._bids_done(ev)

    def _bids_done(self, ev) -> None:
        p = self.to_move
        if ev is not None:
            ev.append(E.BidsDone(p, sum(1 for b in self.bids for s, _ in b if s == p)))
        self.bidder_i += 1
        self._next_bidder(ev)

    def _reveal(self, ev) -> None:
        kept, specials, known = [], self.specials, self.known
        for lot, c in enumerate(self.lots):
            b = self.bids[lot]
            kind = self.lot_kind(lot)
            if not b:
                kept.append(c)
                if ev is not None:
                    ev.append(E.LotResolved(lot, kind, (), -1, 0, False))
                continue
            i, card, rule = resolve_lot(b)
            w = b[i][0]
            self.discard.extend(x for _s, x in b)                                   # C3.4
            if ev is not None:
                ev.append(E.LotResolved(lot, kind, tuple((s, x * STEP) for s, x in b), w,
                                        card * STEP, rule))
            if c >= NFILM:
                specials[w].append(c - NFILM)
            else:
                self.won[w].append(c)
                known[c] |= 1 << w
                if ev is not None:
                    ev.append(E.CardWon(w, lot, _ID[c], seats(known[c])))
        self.bids = []
        if self.stage == LAST_STAGE:
            self.out.extend(kept)                                                   # C3.5
            kept = []
            if self.out:
                if ev is not None:
                    ev.append(E.LotsLeft(len(self.out), True))
        elif kept:
            if ev is not None:
                ev.append(E.LotsLeft(len(kept), False))
        self.lots = kept
        self.auction += 1
        if self.stage < 0:
            self._start_stage(0, ev)
            return
        end = 2 * self.stage + 2
        for p in range(self.n):                                                      # C4.5
            if self.squares[p] != end:
                if ev is not None:
                    ev.append(E.PawnMoved(p, self.squares[p], end))
                self.squares[p] = end
        if self.stage == LAST_STAGE:
            self._finish(ev)
        elif self.stage == CLAIM_STAGE:
            self._start_claims(ev)
        else:
            self._start_stage(self.stage + 1, ev)

    # ---- messages -------------------------------------------------------------------
    def why_illegal(self, action) -> str:
        kind = getattr(action, "kind", None)
        ph = self.phase
        if ph == P.OVER:
            return R("The year is over: the jury has spoken", "cannes.year_over")
        if kind in ("first", "deal", "die", "lay"):
            return R(f"'{action}' is not a possible draw now", "cannes.not_a_draw",
                     action=str(action))
        if ph in P.CHANCE_PHASES:
            return R("Wait: cards are being dealt or dice rolled", "cannes.wait_chance")
        need = {P.RATE: ("Rate the stars first (rate v07)", "rate_first"),
                P.BID: ("Lay bids (bid lot2 480000) or say done", "bid_first"),
                P.CALL: ("The Director decides first: call or wait", "call_first"),
                P.REROLL: ("Keep the roll or roll again (keep, reroll)", "reroll_first"),
                P.PEEK: ("Peek at a lot (peek lot1) or pass", "peek_first"),
                P.TURN_PEEK: ("Peek at a lot (peek lot1) or pass", "peek_first"),
                P.CLAIM: ("Claim a screenplay (claim P2) or decline", "claim_first"),
                P.GIVE: ("Choose the screenplay to give (give t2)", "give_first"),
                P.TAKE: ("Choose the card to take (take s05)", "take_first")}[ph]
        if kind == "rate" and ph == P.RATE:
            return R("That star already has a rating", "cannes.rated")
        if kind == "bid" and ph == P.BID:
            lot, card = action.arg
            if lot >= len(self.bids):
                return R(f"There is no lot {lot + 1}", "cannes.no_lot", lot=lot + 1)
            if card not in self.hands[self.to_move]:
                value = f"{card * STEP:,}".replace(",", " ")
                return R(f"You have no {value} card", "cannes.no_card", value=value)
            return R(f"You already bid on lot {lot + 1}", "cannes.bid_twice", lot=lot + 1)
        if kind == "peek" and ph in (P.PEEK, P.TURN_PEEK):
            return R(f"Lot {action.arg + 1} is not a face-down card you have not seen",
                     "cannes.peek_seen", lot=action.arg + 1)
        if kind == "claim" and ph == P.CLAIM:
            return R("You may claim only from a player holding two or more screenplays",
                     "cannes.claim_two")
        if kind == "give" and ph == P.GIVE:
            return R("You can give only one of your screenplays", "cannes.give_own")
        if kind == "take" and ph == P.TAKE:
            return R("You can take only a card the claimant held", "cannes.take_held")
        return R(need[0], "cannes." + need[1])


def _has_bid(lot_bids, p: int) -> bool:
    for s, _c in lot_bids:
        if s == p:
            return True
    return False


_HANDLERS = {
    (P.RATE, "rate"): Flow._rate, (P.FIRST, "first"): Flow._first,
    (P.DEAL, "deal"): Flow._deal, (P.BID, "bid"): Flow._bid, (P.BID, "done"): Flow._done,
    (P.CALL, "call"): Flow._call, (P.CALL, "wait"): Flow._wait, (P.ROLL, "die"): Flow._die,
    (P.REROLL, "reroll"): Flow._reroll, (P.REROLL, "keep"): Flow._keep,
    (P.LAY, "lay"): Flow._lay, (P.PEEK, "peek"): Flow._peek, (P.PEEK, "pass"): Flow._pass,
    (P.TURN_PEEK, "peek"): Flow._peek, (P.TURN_PEEK, "pass"): Flow._pass,
    (P.CLAIM, "claim"): Flow._claim, (P.CLAIM, "decline"): Flow._decline,
    (P.GIVE, "give"): Flow._give, (P.TAKE, "take"): Flow._take,
}
