"""What happens in Hollywood Poker, for the log and the animations.

Hands are secret: an event naming the cards a player holds or receives lists the seats
that may see it in `visible_to`; its public twin carries only counts. Card values are
ints (14 = a Double)."""
from __future__ import annotations

from dataclasses import dataclass

from cinetable.engine.events import Event


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    deal: int          # 0-based
    dealer: int        # -1 for the first deal (P2.3), else the Dishwasher (P4.3)
    careers: tuple     # career rank held by each player this deal (empty: first deal)


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    player: int        # who receives the card, face down
    index: int         # 0-based count of cards dealt so far this deal


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    player: int
    cards: tuple       # the whole hand, the Dishwasher's leftover included
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class LeftoverKept(Event):
    player: int        # -1: set aside unseen for the first deal (P2.3)
    count: int


@dataclass(frozen=True, slots=True)
class LeaderDrawn(Event):
    player: int        # leads the first deal and counts as its position 1 (P8.1)
    order: tuple       # players by position for P5.5: seat order from the leader


@dataclass(frozen=True, slots=True)
class ExchangeDecided(Event):
    higher: int
    lower: int
    count: int
    taken: bool        # False: the higher player waived (P4.4)


@dataclass(frozen=True, slots=True)
class CardsMoved(Event):
    giver: int         # public: how many cards went from whom to whom
    receiver: int
    count: int


@dataclass(frozen=True, slots=True)
class CardsGiven(Event):
    giver: int         # private to the pair: which cards they were
    receiver: int
    cards: tuple
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class ExchangeDone(Event):
    higher: int
    lower: int
    count: int         # cards given back (as many as received)


@dataclass(frozen=True, slots=True)
class TrickLed(Event):
    player: int


@dataclass(frozen=True, slots=True)
class Played(Event):
    player: int
    cards: tuple       # naturals first, then Doubles
    value: int         # the set's value (14: Doubles only)
    left: int          # cards left in the player's hand


@dataclass(frozen=True, slots=True)
class Passed(Event):
    player: int


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    player: int
    place: int         # 0-based finishing position, next deal's career (P4.1)


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    player: int
    next_leader: int   # -1 when the deal is over
    rule: str          # "winner", or "above"/"below"/"highest" (P5.5 cases 1-3)


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    deal: int
    order: tuple       # players by finishing position, Megastar-to-be first
    points: tuple      # points scored this deal, by player
    totals: tuple


@dataclass(frozen=True, slots=True)
class SeatsChanged(Event):
    seats: tuple       # table seat of each player for the next deal (P4.2)
    careers: tuple     # career rank of each player for the next deal


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    scores: tuple
    winners: tuple
