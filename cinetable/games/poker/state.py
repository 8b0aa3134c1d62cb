"""Hollywood Poker rules (hollywood-poker.md P2-P8) as an engine State.

Cards are tracked by value (colours never matter, P8.4): a hand is a list of counts
indexed by value, 14 = Double. Every card dealt is a CHANCE action naming its value,
drawn from the undealt counts, so the state holds no deck order.
Play order: clockwise from the Megastar is position order (P4.2; in the first deal,
seat order from the leader), so "next player" is always the next position.
"""
from __future__ import annotations

from cinetable.engine import CHANCE, TERMINAL, IllegalActionError, ScoreSheet, State
from cinetable.engine.quiet import QuietApply
from cinetable.games.poker import actions as A
from cinetable.games.poker import events as E
from cinetable.games.poker import knowledge as K
from cinetable.games.poker.cards import (
    DOUBLE,
    HAND_SIZE,
    NVALUES,
    POINTS,
    TARGET,
    career_ranks,
    doubles_in_play,
)
from cinetable.games.poker.exchange import ExchangeRules
from cinetable.games.poker.info import end_rule
from cinetable.games.poker.legal import follow_actions, lead_actions, why_illegal
from cinetable.games.poker.phases import DEAL, EXCH_DECIDE, EXCH_GIVE, LEADER, OVER, PHASES, PLAY  # noqa: F401
from cinetable.games.poker.views import observation

_DEALT_EV: dict = {}
_PASSED_EV: dict = {}
_PLAYED_EV: dict = {}


class PokerState(QuietApply, ExchangeRules, State):
    __slots__ = ("game", "n", "continuous", "target", "max_deals", "careers", "full",
                 "phase", "deal", "deck", "hands", "sizes", "pile", "dealt", "deal_order",
                 "pos_player", "position", "seat_of", "finished", "totals", "to_move",
                 "leader", "last_player", "last_value", "last_count", "orbit", "orbit_i",
                 "passes", "trick", "pairs", "pair_i", "give_left", "known", "cap",
                 "exch_log", "history_len", "_winners", "holders", "deal_log")

    def __init__(self, game):
        self.game = game
        self.n = n = game.num_players
        opts = game.options
        self.continuous = opts.get("tricks", "orbit") == "continuous"
        self.target, self.max_deals = end_rule(opts.get("end", "target"), TARGET[n])
        self.careers = career_ranks(n, opts.get("careers", "best"))
        d = doubles_in_play(n)
        self.full = (0,) + (n,) * 13 + (d,)                               # P1.3, P2.1
        self.totals = [0] * n
        self.seat_of = list(range(n))
        self.pos_player = []
        self.position = []
        self.deal = 0
        self.history_len = 0
        self._winners = []
        self.deal_log = []                       # (finishing order, points) of each deal
        self._start_deal([], -1)

    # ---- protocol -----------------------------------------------------------------
    def current_player(self) -> int:
        ph = self.phase
        if ph == DEAL or ph == LEADER:
            return CHANCE
        if ph == OVER:
            return TERMINAL
        return self.to_move

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list:
        ph = self.phase
        if ph == PLAY:
            hand = self.hands[self.to_move]
            if not self.last_count:
                return lead_actions(hand)
            return follow_actions(hand, self.last_value, self.last_count)
        if ph == EXCH_GIVE:
            hand = self.hands[self.to_move]
            return [A.GIVE[v] for v in range(1, NVALUES) if hand[v]]
        if ph == EXCH_DECIDE:
            return [A.EXCHANGE, A.WAIVE]
        return []

    def chance_outcomes(self) -> list:
        if self.phase == DEAL:
            deck = self.deck
            total = sum(deck)
            return [(A.DEAL[v], deck[v] / total) for v in range(1, NVALUES) if deck[v]]
        if self.phase == LEADER:
            return [(A.LEADER[p], 1.0 / self.n) for p in range(self.n)]
        return []

    def sample_outcome(self, rng):
        if self.phase != DEAL:
            return A.LEADER[rng.randrange(self.n)]
        deck = self.deck
        r = rng.random() * (HAND_SIZE * self.n + self.full[DOUBLE] - self.dealt)
        for v in range(1, NVALUES):
            r -= deck[v]
            if r < 0:
                return A.DEAL[v]
        return A.DEAL[max(v for v in range(1, NVALUES) if deck[v])]

    def _apply(self, action, ev) -> None:
        """`ev` is the list the events go to, or None when nobody reads them."""
        kind = getattr(action, "kind", None)
        ph = self.phase
        if kind == "play" and ph == PLAY:
            self._play(action, ev)
        elif kind == "pass" and ph == PLAY and self.last_count:
            self._pass(ev)
        elif kind == "deal" and ph == DEAL and self.deck[action.value]:
            self._deal(action.value, ev)
        elif kind == "give" and ph == EXCH_GIVE and self.hands[self.to_move][action.value]:
            self._give(action.value, ev)
        elif (kind == "exchange" or kind == "waive") and ph == EXCH_DECIDE:
            self._decide(kind == "exchange", ev)
        elif kind == "leader" and ph == LEADER and action.value < self.n:
            self._draw_leader(action.value, ev)
        elif isinstance(action, str):        # notation is accepted too: "play 5 5 D"
            return self._apply(self.parse_action(action), ev)
        else:
            raise IllegalActionError(why_illegal(self, action))
        self.history_len += 1

    def clone(self) -> PokerState:
        s = PokerState.__new__(PokerState)
        for name in ("game", "n", "continuous", "target", "max_deals", "careers", "full",
                     "phase", "deal", "dealt", "deal_order", "to_move", "leader",
                     "last_player", "last_value", "last_count", "orbit", "orbit_i", "passes",
                     "pairs", "pair_i", "give_left", "history_len", "holders"):
            setattr(s, name, getattr(self, name))
        s.deck = self.deck[:]
        s.hands = [h[:] for h in self.hands]
        s.sizes = self.sizes[:]
        s.pile = self.pile[:]
        s.pos_player = self.pos_player[:]
        s.position = self.position[:]
        s.seat_of = self.seat_of[:]
        s.finished = self.finished[:]
        s.totals = self.totals[:]
        s.trick = self.trick[:]
        s.known = self.known[:]
        s.cap = self.cap[:]
        s.exch_log = self.exch_log[:]
        s._winners = self._winners[:]
        s.deal_log = self.deal_log[:]
        return s

    def returns(self) -> list[float]:
        w = self._winners
        if not w:
            return [0.0] * self.n
        return [1.0 / len(w) if p in w else 0.0 for p in range(self.n)]

    def winners(self) -> list[int]:
        return list(self._winners)

    def scores(self) -> list[float]:
        return list(self.totals)

    def parse_action(self, text: str):
        action = A.lookup(text)
        if action is None:
            raise IllegalActionError(
                f"'{text}' is not a Hollywood Poker action (examples: play 5 5 D, pass, "
                f"exchange, waive, give 7)", "poker.unknown", text=text)
        if action not in self.all_moves():
            raise IllegalActionError(why_illegal(self, action))
        return action

    def observation(self, seat: int) -> dict:
        return observation(self, seat)

    def resample(self, seat: int, rng) -> PokerState:
        return K.resample(self, seat, rng)

    def score_sheet(self) -> ScoreSheet:
        """Times Megastar, times Dishwasher, the points of each deal, the total."""
        n = self.n
        rows = tuple({"megastar": sum(1 for o, _ in self.deal_log if o[0] == p),
                      "dishwasher": sum(1 for o, _ in self.deal_log if o[-1] == p),
                      "deals": tuple(pts[p] for _, pts in self.deal_log),
                      "total": self.totals[p]} for p in range(n))
        return ScoreSheet(("megastar", "dishwasher", "deals"), rows, tuple({} for _ in rows),
                          tuple(self._winners))

    # ---- queries for the client and bots ---------------------------------------------
    def hand(self, p: int) -> list:
        """p's cards as a sorted list of values (14 = Double)."""
        h = self.hands[p]
        return [v for v in range(1, NVALUES) for _ in range(h[v])]

    def career_of(self, p: int) -> int:
        """The career rank p holds this deal (0 in the first deal: none yet)."""
        return self.careers[self.position[p]] if self.deal and self.position else 0

    def exchange_pair(self):
        """(higher, lower, count) of the pair exchanging now, or None."""
        if self.phase in (EXCH_DECIDE, EXCH_GIVE):
            return self.pairs[self.pair_i]
        return None

    # ---- deals ----------------------------------------------------------------------
    def _start_deal(self, ev: list | None, dealer: int) -> None:
        n = self.n
        self.phase = DEAL
        self.deck = list(self.full)
        self.hands = [[0] * NVALUES for _ in range(n)]
        self.sizes = [0] * n
        self.pile = [0] * NVALUES
        self.dealt = 0
        # the Dishwasher deals from their left, i.e. from the Megastar (P4.2, P4.3)
        self.deal_order = tuple(self.pos_player) if self.pos_player else tuple(range(n))
        self.finished = []
        self.holders = n
        self.trick = []
        self.to_move = -1
        self.leader = self.last_player = -1
        self.last_value = self.last_count = 0
        self.orbit, self.orbit_i, self.passes = (), 0, 0
        self.pairs, self.pair_i, self.give_left = (), 0, 0
        self.known = [None] * (n * n)
        self.cap = [None] * (n * n)
        self.exch_log = []
        careers = tuple(self.careers[self.position[p]] for p in range(n)) if self.deal else ()
        if ev is not None:
            ev.append(E.DealStarted(self.deal, dealer, careers))

    def _deal(self, v: int, ev: list | None) -> None:
        n = self.n
        self.deck[v] -= 1
        i = self.dealt
        p = self.deal_order[i % n]
        self.hands[p][v] += 1
        self.sizes[p] += 1
        self.dealt = i + 1
        key = (p, i)
        e = _DEALT_EV.get(key)
        if e is None:
            e = _DEALT_EV[key] = E.CardDealt(p, i)
        if ev is not None:
            ev.append(e)
        if self.dealt < HAND_SIZE * n:
            return
        left = self.full[DOUBLE]
        if self.deal:                                       # P4.3: the Dishwasher keeps the rest
            dw = self.pos_player[-1]
            for u in range(1, NVALUES):
                self.hands[dw][u] += self.deck[u]
            self.sizes[dw] += left
            self.deck = [0] * NVALUES
            if ev is not None:
                ev.append(E.LeftoverKept(dw, left))
        else:                                               # P2.3: set aside unseen
            if ev is not None:
                ev.append(E.LeftoverKept(-1, left))
        for q in range(n):
            if ev is not None:
                ev.append(E.HandDealt(q, tuple(self.hand(q)), (q,)))
        if self.deal:
            self._start_exchange(ev)
        else:
            self.phase = LEADER                             # P8.1: drawn after the deal

    def _draw_leader(self, p: int, ev: list | None) -> None:
        n = self.n
        self.pos_player = [(p + k) % n for k in range(n)]   # P2.3: seat order from the leader
        self._set_positions()
        if ev is not None:
            ev.append(E.LeaderDrawn(p, tuple(self.pos_player)))
        self.phase = PLAY
        self._start_trick(p, ev)

    def _set_positions(self) -> None:
        self.position = [0] * self.n
        for i, p in enumerate(self.pos_player):
            self.position[p] = i

    # ---- tricks (P5) ----------------------------------------------------------------
    def _start_trick(self, p: int, ev: list | None) -> None:
        self.leader = self.to_move = p
        self.last_player = -1
        self.last_value = self.last_count = 0
        self.trick = []
        self.passes = 0
        if not self.continuous:                             # P8.3: the orbit is fixed at the lead
            pp, n, sizes = self.pos_player, self.n, self.sizes
            i = self.position[p]
            self.orbit = tuple(q for q in (pp[(i + k) % n] for k in range(1, n)) if sizes[q])
            self.orbit_i = 0
        if ev is not None:
            ev.append(E.TrickLed(p))

    def _play(self, a, ev: list | None) -> None:
        p = self.to_move
        hand = self.hands[p]
        v, nat, dbl = a.value, a.nat, a.dbl
        lc = self.last_count
        if hand[v] < nat or hand[DOUBLE] < dbl or (lc and (a.count != lc or v <= self.last_value)):
            raise IllegalActionError(why_illegal(self, a))
        if v != DOUBLE:
            hand[v] -= nat
            self.pile[v] += nat
        hand[DOUBLE] -= dbl
        self.pile[DOUBLE] += dbl
        left = self.sizes[p] - a.count
        self.sizes[p] = left
        if self.exch_log:                                   # someone may know p's cards
            K.cards_left(self, p, a.cards())
        self.last_player, self.last_value, self.last_count = p, v, a.count
        self.trick.append((p, a))
        self.passes = 0
        key = (p, a, left)
        e = _PLAYED_EV.get(key)
        if e is None:
            e = _PLAYED_EV[key] = E.Played(p, a.cards(), v, left)
        if ev is not None:
            ev.append(e)
        if not left:                                        # P5.6: out, placed in order
            self.finished.append(p)
            self.holders -= 1
            if ev is not None:
                ev.append(E.PlayerOut(p, len(self.finished) - 1))
            if self.holders == 1:                           # P8.2
                self._end_deal(ev)
                return
        self._advance(p, ev)

    def _pass(self, ev: list | None) -> None:
        p = self.to_move
        self.trick.append((p, None))
        self.passes += 1
        e = _PASSED_EV.get(p)
        if e is None:
            e = _PASSED_EV[p] = E.Passed(p)
        if ev is not None:
            ev.append(e)
        self._advance(p, ev)

    def _advance(self, p: int, ev: list | None) -> None:
        sizes = self.sizes
        if not self.continuous:
            orbit = self.orbit
            while self.orbit_i < len(orbit):
                q = orbit[self.orbit_i]
                self.orbit_i += 1
                if sizes[q]:
                    self.to_move = q
                    return
            self._end_trick(ev)
            return
        w = self.last_player
        others = self.holders - (1 if sizes[w] else 0)
        if self.passes >= others:                           # P5.4 variant, P8.3
            self._end_trick(ev)
            return
        pp, n = self.pos_player, self.n
        i = self.position[p]
        for k in range(1, n + 1):
            q = pp[(i + k) % n]
            if sizes[q]:
                self.to_move = q
                return

    def _end_trick(self, ev: list | None) -> None:
        w = self.last_player
        sizes, pp = self.sizes, self.pos_player
        if sizes[w]:
            nxt, rule = w, "winner"
        else:                                               # P5.5
            i = self.position[w]
            if i - 1 >= 1 and sizes[pp[i - 1]]:
                nxt, rule = pp[i - 1], "above"
            elif i + 1 < self.n and sizes[pp[i + 1]]:
                nxt, rule = pp[i + 1], "below"
            else:
                nxt, rule = next(q for q in pp if sizes[q]), "highest"
        if ev is not None:
            ev.append(E.TrickWon(w, nxt, rule))
        self._start_trick(nxt, ev)

    def _end_deal(self, ev: list | None) -> None:
        n = self.n
        last = next(q for q in self.pos_player if self.sizes[q])
        order = self.finished + [last]
        pts = POINTS[n]
        gained = [0] * n
        for place, q in enumerate(order):
            gained[q] = pts[place]
            self.totals[q] += pts[place]
        if ev is not None:
            ev.append(E.DealEnded(self.deal, tuple(order), tuple(gained), tuple(self.totals)))
        self.deal_log.append((tuple(order), tuple(gained)))
        self.finished = order
        self.deal += 1
        if max(self.totals) >= self.target or (self.max_deals and self.deal >= self.max_deals):
            top = max(self.totals)                          # P6.2, P8.5
            self._winners = [q for q in range(n) if self.totals[q] == top]
            self.phase = OVER
            self.to_move = -1
            if ev is not None:
                ev.append(E.GameOver(tuple(self.totals), tuple(self._winners)))
            return
        mega_seat = self.seat_of[order[0]]                  # P4.2
        for k, q in enumerate(order):
            self.seat_of[q] = (mega_seat + k) % n
        self.pos_player = order
        self._set_positions()
        if ev is not None:
            ev.append(E.SeatsChanged(tuple(self.seat_of),
                                     tuple(self.careers[self.position[q]] for q in range(n))))
        self._start_deal(ev, order[-1])
