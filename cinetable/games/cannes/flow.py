"""The flow of a Festival de Cannes year: ratings, deals, bids and the reveal (C2, C3).
A mixin of CannesState; the track is in year.py, claims and the jury in claims.py."""
from __future__ import annotations

from itertools import compress
from operator import not_

from cinetable.engine import IllegalActionError
from cinetable.engine.errors import Refusal as R
from cinetable.engine.protocol import pick_outcome
from cinetable.engine.quiet import QuietApply
from cinetable.games.cannes import actions as A
from cinetable.games.cannes import event_memo as M
from cinetable.games.cannes import events as E
from cinetable.games.cannes.cards import SCREENPLAY
from cinetable.games.cannes.claims import Claims
from cinetable.games.cannes.phases import (  # noqa: F401  (tests and the client read them here)
    _DIE_OUTCOMES,
    _ID,
    _KIND,
    BACK,
    BID,
    CALL,
    CLAIM,
    CLAIM_STAGE,
    DEAL,
    FIRST,
    FRIENDS,
    GIVE,
    LAST_STAGE,
    LAY,
    NFILM,
    NSTARS,
    OVER,
    PEEK,
    PHASE_NAMES,
    RATE,
    REROLL,
    ROLL,
    STAR0,
    STEP,
    TAKE,
    TURN_PEEK,
    P,
    lay_count,
    phases,
    resolve_lot,
    seats,
)
from cinetable.games.cannes.year import Year

_RATE_ROW = A.RATE[STAR0:STAR0 + NSTARS]      # rate each star, in star order
_BID_ROWS = A._BID_ROWS
_DEALS = A.DEAL
_DIE = A.DIE


class Flow(QuietApply, Year, Claims):
    __slots__ = ()

    # ---- what may happen now -----------------------------------------------------------
    def legal_actions(self) -> list:
        ph = self.phase
        p = self.to_move
        if ph == BID:
            hand = sorted(self.hands[p])
            out = [A.DONE]
            put = out.append
            rows = _BID_ROWS
            for lot, b in enumerate(self.bids):
                for s, _c in b:
                    if s == p:
                        break
                else:
                    row = rows[lot] if lot < len(rows) else A.bid_row(lot)
                    for c in hand:
                        put(row[c])
            return out
        if ph == RATE:
            return list(compress(_RATE_ROW, map(not_, self.ratings[p])))
        if ph == CALL:
            return [A.CALL, A.WAIT]
        if ph == PEEK or ph == TURN_PEEK:
            return [A.peek(i) for i in self.unseen_lots(p)] + [A.PASS]
        if ph == REROLL:
            return [A.REROLL, A.KEEP]
        if ph == CLAIM:
            return [A.CLAIM[q] for q in range(self.n) if q != p and self.screenplays(q) >= 2] \
                + [A.DECLINE]
        if ph == GIVE:
            return [A.GIVE[c] for c in sorted(self.won[p]) if _KIND[c] == SCREENPLAY]
        if ph == TAKE:
            return [A.TAKE[c] for c in sorted(self.claim_before)]
        return []

    def chance_outcomes(self) -> list:
        ph = self.phase
        if ph == ROLL:
            return list(_DIE_OUTCOMES)
        if ph == DEAL:
            deck = sorted(self.deck)
            q = 1 / len(deck)
            return [(A.DEAL[k], q) for k in deck]
        if ph == LAY:
            pile = sorted(self.pile_t if self.lay_t else self.pile_sv)
            q = 1 / len(pile)
            return [(A.LAY[c], q) for c in pile]
        if ph == FIRST:
            return [(A.FIRST[p], 1 / self.n) for p in range(self.n)]
        return []

    def sample_outcome(self, rng):
        """What pick_outcome(chance_outcomes(), rng.random()) gives, without the list."""
        r = rng.random()
        ph = self.phase
        if ph == DEAL:
            # the sorted deck is kept beside the deck (from the start of a deal, while it
            # is the same list of the same length: only _deal changes it in place), so
            # a draw needs no sort; a clone or a deck set from outside sorts once
            deck = self.deck
            kept = self._deck_sorted
            if kept is not None and kept[0] is deck and len(kept[1]) == len(deck):
                order = kept[1]
            else:
                order = sorted(deck)
                self._deck_sorted = (deck, order)
            k = len(order)
            i = int(r * k)
            return _DEALS[order[i if i < k else k - 1]]
        if ph == ROLL:
            i = int(r * 6) + 1
            return _DIE[i if i < 6 else 6]
        if ph == LAY:
            pile = sorted(self.pile_t if self.lay_t else self.pile_sv)
            return A.LAY[pile[min(len(pile) - 1, int(r * len(pile)))]]
        return pick_outcome(self.chance_outcomes(), r)

    def screenplays(self, seat: int) -> int:
        return sum(1 for c in self.won[seat] if _KIND[c] == SCREENPLAY)

    # ---- applying ---------------------------------------------------------------------
    def apply_action(self, action) -> list:
        ev: list = []
        try:
            handler = _BY_PHASE[self.phase][action.kind]
        except (AttributeError, KeyError):  # notation, or not a move now: _apply says why
            self._apply(action, ev)
            return ev
        handler(self, action.arg, ev)
        self.history_len += 1
        return ev

    def apply_quiet(self, action) -> None:
        try:
            handler = _BY_PHASE[self.phase][action.kind]
        except (AttributeError, KeyError):
            self._apply(action, None)
            return
        handler(self, action.arg, None)
        self.history_len += 1

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
        rated = self.rated
        k = rated[p]
        r[j] = NSTARS - k
        k += 1
        if ev is not None:
            ev.append(M.rated(p, j, NSTARS + 1 - k))
        if k == NSTARS - 1:                                # the last star takes the 1 left
            j = r.index(0)
            r[j] = 1
            k = NSTARS
            if ev is not None:
                ev.append(M.rated(p, j, 1))
        rated[p] = k
        if k == NSTARS:
            if ev is not None:
                ev.append(E.RatingsDone(p))
            if p + 1 < self.n:
                self.to_move = p + 1
            else:
                self.phase = FIRST

    def _first(self, seat: int, ev) -> None:
        if seat >= self.n:
            raise IllegalActionError(f"There is no seat P{seat + 1} in a {self.n}-player game",
                                     "common.no_seat", seat=seat + 1, players=self.n)
        self.first = self.lead = seat
        if ev is not None:
            ev.append(E.FirstPlayerDrawn(seat))
        self.lots = [NFILM + k for k in range(4)]                                    # C2.4
        if ev is not None:
            ev.append(E.AuctionCalled(-1, False, 0, tuple([BACK[c] for c in self.lots])))
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
        self.phase = DEAL
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
        else:                        # a deal begins or goes on from a new deck
            self._deck_sorted = (self.deck, sorted(self.deck))

    def _deal(self, card: int, ev) -> None:
        deck = self.deck
        try:
            deck.remove(card)
        except ValueError:
            raise IllegalActionError(f"{card * STEP} is not in the auction deck",
                                     "cannes.not_in_deck", value=card * STEP) from None
        kept = self._deck_sorted
        if kept is not None and kept[0] is deck:
            try:
                kept[1].remove(card)
            except ValueError:
                self._deck_sorted = None
        queue = self.deal_queue
        p = queue.pop(0)
        self.hands[p].append(card)
        self.deal_counts[p] += 1
        if ev is not None:
            ev.append(M.DEALT[p][card])
        if not queue or not deck:        # else _check_deck has nothing to do
            self._check_deck(ev)

    def _next_bidder(self, ev) -> None:
        n = self.n
        while self.bidder_i < n:
            p = (self.lead + self.bidder_i) % n
            if self.hands[p] and self.bids:
                self.phase = BID
                self.to_move = p
                return
            if ev is not None:
                ev.append(M.bids_done(p, 0))
            self.bidder_i += 1
        self._reveal(ev)

    def _bid(self, arg, ev) -> None:
        lot, card = arg
        p = self.to_move
        hand = self.hands[p]
        bids = self.bids
        if lot >= len(bids) or card not in hand:
            raise IllegalActionError(self.why_illegal(A.bid(lot, card)))
        row = bids[lot]
        for s, _c in row:
            if s == p:
                raise IllegalActionError(self.why_illegal(A.bid(lot, card)))
        hand.remove(card)
        row.append((p, card))
        if ev is not None:
            ev += M.bid_laid(p, lot, card)
        if hand:
            for b in bids:                 # a lot without this seat's bid: it goes on
                for s, _c in b:
                    if s == p:
                        break
                else:
                    return
        self._bids_done(ev)

    def _done(self, _arg, ev) -> None:
        self._bids_done(ev)

    def _bids_done(self, ev) -> None:
        p = self.to_move
        if ev is not None:
            k = 0
            for b in self.bids:             # a seat bids at most once on a lot
                for s, _c in b:
                    if s == p:
                        k += 1
                        break
            ev.append(M.bids_done(p, k))
        self.bidder_i += 1
        self._next_bidder(ev)

    def _reveal(self, ev) -> None:
        kept, specials, known, won = [], self.specials, self.known, self.won
        bids, discard = self.bids, self.discard
        for lot, c in enumerate(self.lots):
            b = bids[lot]
            if not b:
                kept.append(c)
                if ev is not None:
                    ev.append(E.LotResolved(lot, BACK[c], (), -1, 0, False))
                continue
            i, card, rule = resolve_lot(b)
            w = b[i][0]
            discard += [x for _s, x in b]                                           # C3.4
            if ev is not None:
                ev.append(E.LotResolved(lot, BACK[c],
                                        tuple([(s, x * STEP) for s, x in b]), w,
                                        card * STEP, rule))
            if c >= NFILM:
                specials[w].append(c - NFILM)
            else:
                won[w].append(c)
                mask = known[c] = known[c] | 1 << w
                if ev is not None:
                    ev.append(E.CardWon(w, lot, _ID[c], seats(mask)))
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
                    ev.append(M.pawn_moved(p, self.squares[p], end))
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
        if ph == OVER:
            return R("The year is over: the jury has spoken", "cannes.year_over")
        if kind in ("first", "deal", "die", "lay"):
            return R(f"'{action}' is not a possible draw now", "cannes.not_a_draw",
                     action=str(action))
        if ph in P.CHANCE_PHASES:
            return R("Wait: cards are being dealt or dice rolled", "cannes.wait_chance")
        need = {RATE: ("Rate the stars first (rate v07)", "rate_first"),
                BID: ("Lay bids (bid lot2 480000) or say done", "bid_first"),
                CALL: ("The Director decides first: call or wait", "call_first"),
                REROLL: ("Keep the roll or roll again (keep, reroll)", "reroll_first"),
                PEEK: ("Peek at a lot (peek lot1) or pass", "peek_first"),
                TURN_PEEK: ("Peek at a lot (peek lot1) or pass", "peek_first"),
                CLAIM: ("Claim a screenplay (claim P2) or decline", "claim_first"),
                GIVE: ("Choose the screenplay to give (give t2)", "give_first"),
                TAKE: ("Choose the card to take (take s05)", "take_first")}[ph]
        if kind == "rate" and ph == RATE:
            return R("That star already has a rating", "cannes.rated")
        if kind == "bid" and ph == BID:
            lot, card = action.arg
            if lot >= len(self.bids):
                return R(f"There is no lot {lot + 1}", "cannes.no_lot", lot=lot + 1)
            if card not in self.hands[self.to_move]:
                value = f"{card * STEP:,}".replace(",", " ")
                return R(f"You have no {value} card", "cannes.no_card", value=value)
            return R(f"You already bid on lot {lot + 1}", "cannes.bid_twice", lot=lot + 1)
        if kind == "peek" and ph in (PEEK, TURN_PEEK):
            return R(f"Lot {action.arg + 1} is not a face-down card you have not seen",
                     "cannes.peek_seen", lot=action.arg + 1)
        if kind == "claim" and ph == CLAIM:
            return R("You may claim only from a player holding two or more screenplays",
                     "cannes.claim_two")
        if kind == "give" and ph == GIVE:
            return R("You can give only one of your screenplays", "cannes.give_own")
        if kind == "take" and ph == TAKE:
            return R("You can take only a card the claimant held", "cannes.take_held")
        return R(need[0], "cannes." + need[1])


_HANDLERS: dict = {
    (RATE, "rate"): Flow._rate, (FIRST, "first"): Flow._first,
    (DEAL, "deal"): Flow._deal, (BID, "bid"): Flow._bid, (BID, "done"): Flow._done,
    (CALL, "call"): Flow._call, (CALL, "wait"): Flow._wait, (ROLL, "die"): Flow._die,
    (REROLL, "reroll"): Flow._reroll, (REROLL, "keep"): Flow._keep,
    (LAY, "lay"): Flow._lay, (PEEK, "peek"): Flow._peek, (PEEK, "pass"): Flow._pass,
    (TURN_PEEK, "peek"): Flow._peek, (TURN_PEEK, "pass"): Flow._pass,
    (CLAIM, "claim"): Flow._claim, (CLAIM, "decline"): Flow._decline,
    (GIVE, "give"): Flow._give, (TAKE, "take"): Flow._take,
}

# the handlers by phase, then by action kind: apply_action's one lookup
_BY_PHASE = tuple({kind: h for (ph, kind), h in _HANDLERS.items() if ph == phase}
                  for phase in range(len(PHASE_NAMES)))
