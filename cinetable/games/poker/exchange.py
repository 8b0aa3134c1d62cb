"""The exchange between deals (P4.4), as part of PokerState.

Pairs go in order, 1st with last first. The higher player takes or waives; taking
moves the lower player's best cards at once (Doubles first, then the highest values),
then the higher player gives back as many, one card per action, from their whole hand.
Each side learns what it saw (see knowledge.py)."""
from __future__ import annotations

from cinetable.games.poker import events as E
from cinetable.games.poker import knowledge as K
from cinetable.games.poker.cards import DOUBLE, exchange_counts
from cinetable.games.poker.fields import PokerFields
from cinetable.games.poker.phases import EXCH_DECIDE, EXCH_GIVE, PLAY


class ExchangeRules(PokerFields):
    __slots__ = ()

    def _start_exchange(self, ev: list | None) -> None:
        pp = self.pos_player
        n = self.n
        self.pairs = tuple((pp[i], pp[n - 1 - i], c) for i, c in enumerate(exchange_counts(n)))
        self.pair_i = 0
        self.phase = EXCH_DECIDE
        self.to_move = self.pairs[0][0]

    def _decide(self, take: bool, ev: list | None) -> None:
        hi, lo, count = self.pairs[self.pair_i]
        if ev is not None:
            ev.append(E.ExchangeDecided(hi, lo, count, take))
        if not take:
            self._next_pair(ev)
            return
        hand = self.hands[lo]
        given: list[int] = []
        for v in range(DOUBLE, 0, -1):                      # the lower player's best cards
            given += [v] * min(hand[v], count - len(given))
        self._move(lo, hi, given, ev)
        K.add_known(self, lo, hi, given)
        self.cap[hi * self.n + lo] = given[-1]
        self.phase = EXCH_GIVE
        self.give_left = count

    def _give(self, v: int, ev: list | None) -> None:
        hi, lo, _ = self.pairs[self.pair_i]
        self._move(hi, lo, [v], ev)
        K.cards_left(self, hi, (v,))
        K.add_known(self, hi, lo, (v,))
        self.give_left -= 1
        if not self.give_left:
            if ev is not None:
                ev.append(E.ExchangeDone(hi, lo, self.pairs[self.pair_i][2]))
            self._next_pair(ev)

    def _move(self, giver: int, receiver: int, cards, ev: list | None) -> None:
        g, r = self.hands[giver], self.hands[receiver]
        for v in cards:
            g[v] -= 1
            r[v] += 1
        k = len(cards)
        self.sizes[giver] -= k
        self.sizes[receiver] += k
        cards = tuple(cards)
        if ev is not None:
            ev.append(E.CardsMoved(giver, receiver, k))
            ev.append(E.CardsGiven(giver, receiver, cards, (giver, receiver)))
        self.exch_log.append((giver, receiver, k, cards))

    def _next_pair(self, ev: list | None) -> None:
        self.pair_i += 1
        if self.pair_i < len(self.pairs):
            self.phase = EXCH_DECIDE
            self.to_move = self.pairs[self.pair_i][0]
            return
        self.phase = PLAY                                   # P5.1: the Megastar leads
        self._start_trick(self.pos_player[0], ev)

