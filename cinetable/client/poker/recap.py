"""What the poker table keeps to be looked at again (issue 19), from the events one seat
saw: the exchange between deals, pair by pair, and the last finished trick. No pygame.

Both are built from the events the session delivers to the viewer, so the cards of an
exchange are known only to its pair (CardsGiven is private; the others read counts)."""
from __future__ import annotations

from dataclasses import dataclass, field

from cinetable.games.poker import events as E


@dataclass
class ExchangePair:
    higher: int
    lower: int
    count: int
    taken: bool
    best: tuple | None = None       # the lower player's best cards (None: not seen)
    back: list | None = None        # the cards given back so far (None: not seen)
    back_count: int = 0             # how many were given back (public)


@dataclass
class ExchangeSummary:
    """The exchange before `deal` (0-based), pairs in the order they exchanged."""
    deal: int = 0
    pairs: list = field(default_factory=list)
    received: list = field(default_factory=list)    # values the viewer was given
    over: bool = False              # the first trick was led: the exchange is done

    def apply(self, ev, viewer) -> bool:
        """Take in one event; True when it changed what the summary shows."""
        if isinstance(ev, E.DealStarted):
            self.deal, self.pairs, self.received, self.over = ev.deal, [], [], False
            return True
        if isinstance(ev, E.TrickLed):
            self.over = self.over or bool(self.pairs)
            return False
        if isinstance(ev, E.ExchangeDecided):
            self.pairs.append(ExchangePair(ev.higher, ev.lower, ev.count, ev.taken))
            return True
        pair = self.pairs[-1] if self.pairs else None
        if pair is None:
            return False
        if isinstance(ev, E.CardsMoved) and ev.giver == pair.higher:
            pair.back_count += ev.count
            return True
        if isinstance(ev, E.CardsGiven):
            if ev.giver == pair.lower:
                pair.best = tuple(ev.cards)
            else:
                pair.back = (pair.back or []) + list(ev.cards)
            if ev.receiver == viewer:
                self.received += list(ev.cards)
            elif ev.giver == viewer:            # given on at once: no longer new
                for v in ev.cards:
                    if v in self.received:
                        self.received.remove(v)
            return True
        return False

    @property
    def shown(self) -> bool:
        return bool(self.pairs)


@dataclass
class LastTrick:
    """The previous trick: its plays in order (seat, cards or None for a pass), who won
    it and who leads next (-1: the deal ended during it, P8.2)."""
    deal: int
    plays: list
    winner: int
    next_leader: int


def last_trick_after(ev, trick: list, deal: int, previous):
    """The last trick once `ev` is shown, given the trick on the felt before it."""
    if isinstance(ev, E.TrickWon):
        return LastTrick(deal, list(trick), ev.player, ev.next_leader)
    if isinstance(ev, E.DealEnded) and trick:          # P8.2: the deal ends mid-trick
        winner = next((p for p, c in reversed(trick) if c is not None), -1)
        return LastTrick(deal, list(trick), winner, -1)
    return previous
