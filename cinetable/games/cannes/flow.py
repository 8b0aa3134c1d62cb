"""The flow of a Festival de Cannes year: ratings, deals, bids, the dice track, the
Director, peeks, auctions, screenplay claims (C2–C4). A mixin of CannesState."""
from __future__ import annotations

from types import SimpleNamespace

from cinetable.engine import IllegalActionError
from cinetable.engine.protocol import pick_outcome
from cinetable.games.cannes import actions as A
from cinetable.games.cannes import events as E
from cinetable.games.cannes.cards import SCREENPLAY, load_cards
from cinetable.games.cannes.scoring import final_result

CARDS = load_cards()
NFILM = CARDS.nfilm
NSTARS = 20
_KIND = tuple(c.kind for c in CARDS.film)
_ID = tuple(c.id for c in CARDS.film)
STAR0 = min(c.index for c in CARDS.film if c.kind == 2)
QUICK, DS19, FRIENDS, KINDNESS = range(4)                                            # C1.4
_TALENT = (False,) + tuple(CARDS.talent(k) for k in range(1, CARDS.auction_count + 1))
_SUIT = (-1,) + tuple(CARDS.suit(k) for k in range(1, CARDS.auction_count + 1))
STEP = CARDS.auction_step
LAST_STAGE = 10                       # the stage ending on 1 May (C4.6)
CLAIM_STAGE = 5                       # the stage ending on 1 December (C4.7)

phases = SimpleNamespace(RATE=0, FIRST=1, DEAL=2, BID=3, CALL=4, ROLL=5, REROLL=6, LAY=7,
                         PEEK=8, TURN_PEEK=9, CLAIM=10, GIVE=11, TAKE=12, OVER=13)
P = phases
P.CHANCE_PHASES = frozenset((P.FIRST, P.DEAL, P.ROLL, P.LAY))
PHASE_NAMES = ("rate", "first", "deal", "bid", "call", "roll", "reroll", "lay", "peek",
               "turn_peek", "claim", "give", "take", "over")
_DIE_OUTCOMES = [(A.DIE[d], 1 / 6) for d in range(1, 7)]


def resolve_lot(bids) -> tuple[int, int, bool]:
    """(index in bids of the winner, its card, suit rule decided) for one lot (C3.3, C7.1):
    the highest card wins, unless it is no talent card and the lot holds an
    Exceptional-talent card of its suit: then the highest such talent card wins."""
    hi = max(range(len(bids)), key=lambda i: bids[i][1])
    top = bids[hi][1]
    if _TALENT[top]:
        return hi, top, False
    suit = _SUIT[top]
    best = -1
    for i, (_s, c) in enumerate(bids):
        if _TALENT[c] and _SUIT[c] == suit and (best < 0 or c > bids[best][1]):
            best = i
    if best < 0:
        return hi, top, False
    return best, bids[best][1], True


def lay_count(players: int, stage: int) -> int:
    """Film cards the Director lays at a stage (C4.2, C7.3)."""
    if players >= 5:
        return 4 if stage == LAST_STAGE else 5
    if players == 4:
        return 5 if stage < CLAIM_STAGE else 4
    return 4


def seats(mask: int) -> tuple:
    return tuple(p for p in range(6) if mask >> p & 1)


class Flow:
    __slots__ = ()

    # ---- what may happen now -----------------------------------------------------------
    def legal_actions(self) -> list:
        ph = self.phase
        p = self.to_move
        if ph == P.BID:
            hand = sorted(self.hands[p])
            out = [A.DONE]
            bid = A.bid
            for lot, b in enumerate(self.bids):
                if not any(s == p for s, _c in b):
                    out.extend(bid(lot, c) for c in hand)
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
    def apply_action(self, action) -> list:
        kind = getattr(action, "kind", None)
        if kind is None:
            if isinstance(action, str):        # notation is accepted too: "bid lot2 480000"
                return self.apply_action(self.parse_action(action))
            raise IllegalActionError(f"{action!r} is not a Festival de Cannes action")
        ph = self.phase
        ev: list = []
        handler = _HANDLERS.get((ph, kind))
        if handler is None:
            raise IllegalActionError(self.why_illegal(action))
        handler(self, action.arg, ev)
        self.history_len += 1
        return ev

    def _rate(self, star: int, ev) -> None:
        p = self.to_move
        r = self.ratings[p]
        j = star - STAR0
        if not 0 <= j < NSTARS or r[j]:
            raise IllegalActionError(self.why_illegal(A.RATE[star]))
        r[j] = NSTARS - self.rated[p]
        self.rated[p] += 1
        ev.append(E.StarRated(p, _ID[star], r[j], (p,)))
        if self.rated[p] == NSTARS - 1:                    # the last star takes the 1 left
            j = r.index(0)
            r[j] = 1
            self.rated[p] = NSTARS
            ev.append(E.StarRated(p, _ID[STAR0 + j], 1, (p,)))
        if self.rated[p] == NSTARS:
            ev.append(E.RatingsDone(p))
            if p + 1 < self.n:
                self.to_move = p + 1
            else:
                self.phase = P.FIRST

    def _first(self, seat: int, ev) -> None:
        if seat >= self.n:
            raise IllegalActionError(f"There is no seat P{seat + 1} in a {self.n}-player game")
        self.first = self.lead = seat
        ev.append(E.FirstPlayerDrawn(seat))
        self.lots = [NFILM + k for k in range(4)]                                    # C2.4
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
                ev.append(E.Reshuffled(len(self.deck)))
            else:
                self.deal_queue = []
        if not self.deal_queue:
            ev.append(E.HandsDealt(tuple(self.deal_counts), tuple(map(len, self.hands))))
            self.bidder_i = 0
            self._next_bidder(ev)

    def _deal(self, card: int, ev) -> None:
        try:
            self.deck.remove(card)
        except ValueError:
            raise IllegalActionError(f"{card * STEP} is not in the auction deck") from None
        p = self.deal_queue.pop(0)
        self.hands[p].append(card)
        self.deal_counts[p] += 1
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
            ev.append(E.BidsDone(p, 0))
            self.bidder_i += 1
        self._reveal(ev)

    def _bid(self, arg, ev) -> None:
        lot, card = arg
        p = self.to_move
        hand = self.hands[p]
        if lot >= len(self.bids) or card not in hand or any(s == p for s, _ in self.bids[lot]):
            raise IllegalActionError(self.why_illegal(A.bid(lot, card)))
        hand.remove(card)
        self.bids[lot].append((p, card))
        ev.append(E.BidPlaced(p, lot))
        ev.append(E.OwnBid(p, lot, card * STEP, (p,)))
        if not hand or all(any(s == p for s, _ in b) for b in self.bids):
            self._bids_done(ev)

    def _done(self, _arg, ev) -> None:
        self._bids_done(ev)

    def _bids_done(self, ev) -> None:
        p = self.to_move
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
                ev.append(E.LotResolved(lot, kind, (), -1, 0, False))
                continue
            i, card, rule = resolve_lot(b)
            w = b[i][0]
            self.discard.extend(x for _s, x in b)                                   # C3.4
            ev.append(E.LotResolved(lot, kind, tuple((s, x * STEP) for s, x in b), w,
                                    card * STEP, rule))
            if c >= NFILM:
                specials[w].append(c - NFILM)
            else:
                self.won[w].append(c)
                known[c] |= 1 << w
                ev.append(E.CardWon(w, lot, _ID[c], seats(known[c])))
        self.bids = []
        if self.stage == LAST_STAGE:
            self.out.extend(kept)                                                   # C3.5
            kept = []
            if self.out:
                ev.append(E.LotsLeft(len(self.out), True))
        elif kept:
            ev.append(E.LotsLeft(len(kept), False))
        self.lots = kept
        self.auction += 1
        if self.stage < 0:
            self._start_stage(0, ev)
            return
        end = 2 * self.stage + 2
        for p in range(self.n):                                                      # C4.5
            if self.squares[p] != end:
                ev.append(E.PawnMoved(p, self.squares[p], end))
                self.squares[p] = end
        if self.stage == LAST_STAGE:
            self._finish(ev)
        elif self.stage == CLAIM_STAGE:
            self._start_claims(ev)
        else:
            self._start_stage(self.stage + 1, ev)

    # the year (C4)
    def _start_stage(self, stage: int, ev) -> None:
        self.stage = stage
        if stage > 0:
            self.lead = (self.director + 1) % self.n                                # C4.5
        self.director = -1
        self.turn = self.lead
        ev.append(E.StageStarted(stage, self.lead))
        self._start_turn(ev)

    def _start_turn(self, ev) -> None:
        self.again_used = False
        self.dice = []
        if self.director >= 0:                                                       # C7.4
            self.phase = P.CALL
            self.to_move = self.director
        else:
            self._turn_body(ev)

    def _turn_body(self, ev) -> None:
        p = self.turn
        if self.squares[p] == 2 * self.stage + 2:                                    # C7.5
            if self.unseen_lots(p):
                self.phase = P.TURN_PEEK                                             # C4.3
                self.to_move = p
            else:
                self._next_turn(ev)
            return
        self.phase = P.ROLL
        self.to_move = p

    def _next_turn(self, ev) -> None:
        self.turn = (self.turn + 1) % self.n
        self._start_turn(ev)

    def _call(self, _arg, ev) -> None:
        self._call_auction(False, ev)

    def _wait(self, _arg, ev) -> None:
        self._turn_body(ev)

    def _call_auction(self, forced: bool, ev) -> None:
        self.lead = (self.director + 1) % self.n                                     # C3.2
        ev.append(E.AuctionCalled(self.director, forced, self.auction,
                                  tuple(self.lot_kind(i) for i in range(len(self.lots)))))
        self._start_deal(ev)

    def _die(self, d: int, ev) -> None:
        self.dice.append(d)
        if len(self.dice) < 2:
            return
        p = self.turn
        ev.append(E.DiceRolled(p, tuple(self.dice), self.again_used))
        if QUICK in self.specials[p] and not self.again_used:
            self.phase = P.REROLL
            self.to_move = p
        else:
            self._move(ev)

    def _reroll(self, _arg, ev) -> None:
        self.again_used = True                                                      # C7.5
        self.dice = []
        self.phase = P.ROLL

    def _keep(self, _arg, ev) -> None:
        self._move(ev)

    def _move(self, ev) -> None:
        p = self.turn
        total = self.dice[0] + self.dice[1]
        ds = DS19 in self.specials[p]
        end = 2 * self.stage + 2
        sq = self.squares[p]
        if total >= (11 if ds else 12):                                              # C4.1
            new = end
        elif total >= (6 if ds else 7):
            new = min(sq + 1, end)
        else:
            new = sq
        if new != sq:
            self.squares[p] = new
            ev.append(E.PawnMoved(p, sq, new))
        if new == end:
            self._arrive(p, ev)
        else:
            self._next_turn(ev)

    def _arrive(self, p: int, ev) -> None:
        if self.director >= 0:
            self._arrival_peek(p, ev)
            return
        self.director = p                                                            # C4.2
        ev.append(E.DirectorNamed(p, self.stage))
        k = lay_count(self.n, self.stage)
        self.lay_t = 1 if self.pile_t else 0
        self.lay_sv = min(k - self.lay_t, len(self.pile_sv))
        if self.n == 3 and self.stage == LAST_STAGE:                                 # C2.3
            self.lay_sv = len(self.pile_sv)
        if self.lay_t or self.lay_sv:
            self.phase = P.LAY
        else:
            self._arrival_peek(p, ev)

    def _lay(self, c: int, ev) -> None:
        pile = self.pile_t if self.lay_t else self.pile_sv
        if c not in pile:
            raise IllegalActionError(self.why_illegal(A.LAY[c]))
        pile.remove(c)
        if self.lay_t:
            self.lay_t = 0
        else:
            self.lay_sv -= 1
        self.lots.append(c)
        ev.append(E.CardLaid(len(self.lots) - 1, "TSV"[_KIND[c]]))
        if not self.lay_t and not self.lay_sv:
            self._arrival_peek(self.director, ev)

    def _arrival_peek(self, p: int, ev) -> None:
        if self.unseen_lots(p):
            self.phase = P.PEEK
            self.to_move = p
        else:
            self._after_arrival(ev)

    def _after_arrival(self, ev) -> None:
        end = 2 * self.stage + 2
        if all(sq == end for sq in self.squares):                                    # C4.4
            self._call_auction(True, ev)
        else:
            self._next_turn(ev)

    def _peek(self, lot: int, ev) -> None:
        p = self.to_move
        if lot not in self.unseen_lots(p):
            raise IllegalActionError(self.why_illegal(A.peek(lot)))
        c = self.lots[lot]
        self.known[c] |= 1 << p
        ev.append(E.Peeked(p, lot))
        ev.append(E.PeekSeen(p, lot, _ID[c], (p,)))
        self._after_peek(ev)

    def _pass(self, _arg, ev) -> None:
        self._after_peek(ev)

    def _after_peek(self, ev) -> None:
        if self.phase == P.PEEK:
            self._after_arrival(ev)
        else:
            self._next_turn(ev)

    # screenplay for all (C4.7, C7.7)
    def _start_claims(self, ev) -> None:
        self.claim_order = [(self.director + 1 + k) % self.n for k in range(self.n)]
        self.claim_i = 0
        self._next_claim(ev)

    def _next_claim(self, ev) -> None:
        n = self.n
        while self.claim_i < n:
            p = self.claim_order[self.claim_i]
            self.claim_i += 1
            if self.screenplays(p) == 0 and any(self.screenplays(q) >= 2 for q in range(n)):
                self.claimant = p
                self.phase = P.CLAIM
                self.to_move = p
                return
        self.claimant = self.giver = -1
        self.claim_before = []
        self._start_stage(CLAIM_STAGE + 1, ev)

    def _claim(self, q: int, ev) -> None:
        p = self.to_move
        if q >= self.n or q == p or self.screenplays(q) < 2:
            raise IllegalActionError(self.why_illegal(A.CLAIM[q]))
        self.giver = q
        self.claim_before = self.won[p][:]
        for c in self.claim_before:
            self.known[c] |= 1 << q
        ev.append(E.ClaimMade(p, q))
        ev.append(E.ClaimSeen(q, p, tuple(_ID[c] for c in self.claim_before), (q, p)))
        self.phase = P.GIVE
        self.to_move = q

    def _decline(self, _arg, ev) -> None:
        ev.append(E.ClaimMade(self.to_move, -1))
        self._next_claim(ev)

    def _give(self, c: int, ev) -> None:
        q, p = self.giver, self.claimant
        if c not in self.won[q] or _KIND[c] != SCREENPLAY:
            raise IllegalActionError(self.why_illegal(A.GIVE[c]))
        self.won[q].remove(c)
        self.won[p].append(c)
        self.known[c] |= 1 << p
        ev.append(E.CardTaken(q, p, "T", "", None))
        ev.append(E.CardTaken(q, p, "T", _ID[c], (q, p)))
        if self.claim_before:
            self.phase = P.TAKE
        else:
            self._next_claim(ev)

    def _take(self, c: int, ev) -> None:
        q, p = self.giver, self.claimant
        if c not in self.claim_before:
            raise IllegalActionError(self.why_illegal(A.TAKE[c]))
        self.won[p].remove(c)
        self.won[q].append(c)
        kind = "TSV"[_KIND[c]]
        ev.append(E.CardTaken(p, q, kind, "", None))
        ev.append(E.CardTaken(p, q, kind, _ID[c], (q, p)))
        self.claim_before = []
        self._next_claim(ev)

    # the jury (C5)
    def _finish(self, ev) -> None:
        res = final_result(self.won, self.specials, self.ratings)
        self._result = res
        self.phase = P.OVER
        self.to_move = -1
        for f in res.films:
            ev.append(E.FilmPresented(
                f.seat, _ID[f.screenplay] if f.has_film else "",
                tuple(_ID[c] for c in sorted(self.won[f.seat])),
                tuple((_ID[c] if c >= 0 else "", pts) for c, pts in f.matches),
                f.scene_points, tuple((_ID[v], self.star_value(v)) for v in f.stars),
                f.star_points, f.total))
        ev.append(E.GameOver(tuple(f.total for f in res.films), res.winners,
                             res.best_screenplay, res.best_performance,
                             tuple(tuple(r) for r in self.ratings)))

    def star_value(self, v: int) -> int:
        marks = [r[v - STAR0] for r in self.ratings]
        return max(marks) + min(marks)

    # ---- messages -------------------------------------------------------------------
    def why_illegal(self, action) -> str:
        kind = getattr(action, "kind", None)
        ph = self.phase
        if ph == P.OVER:
            return "The year is over: the jury has spoken"
        if kind in ("first", "deal", "die", "lay"):
            return f"'{action}' is not a possible draw now"
        if ph in P.CHANCE_PHASES:
            return "Wait: cards are being dealt or dice rolled"
        need = {P.RATE: "Rate the stars first (rate v07)",
                P.BID: "Lay bids (bid lot2 480000) or say done",
                P.CALL: "The Director decides first: call or wait",
                P.REROLL: "Keep the roll or roll again (keep, reroll)",
                P.PEEK: "Peek at a lot (peek lot1) or pass",
                P.TURN_PEEK: "Peek at a lot (peek lot1) or pass",
                P.CLAIM: "Claim a screenplay (claim P2) or decline",
                P.GIVE: "Choose the screenplay to give (give t2)",
                P.TAKE: "Choose the card to take (take s05)"}[ph]
        if kind == "rate" and ph == P.RATE:
            return "That star already has a rating"
        if kind == "bid" and ph == P.BID:
            lot, card = action.arg
            if lot >= len(self.bids):
                return f"There is no lot {lot + 1}"
            if card not in self.hands[self.to_move]:
                return f"You have no {card * STEP:,} card".replace(",", " ")
            return f"You already bid on lot {lot + 1}"
        if kind == "peek" and ph in (P.PEEK, P.TURN_PEEK):
            return f"Lot {action.arg + 1} is not a face-down card you have not seen"
        if kind == "claim" and ph == P.CLAIM:
            return "You may claim only from a player holding two or more screenplays"
        if kind == "give" and ph == P.GIVE:
            return "You can give only one of your screenplays"
        if kind == "take" and ph == P.TAKE:
            return "You can take only a card the claimant held"
        return need


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
