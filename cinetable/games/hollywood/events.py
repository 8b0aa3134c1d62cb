"""What happens in Hollywood!, for the log and the animations. Everything is public (H10)."""
from __future__ import annotations

from dataclasses import dataclass

from cinetable.engine.events import Event


@dataclass(frozen=True, slots=True)
class FirstPlayerDrawn(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    round: int
    slot: int          # 0..13, column A top first (H3.2)
    card: str


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int         # 0-based
    first: int


@dataclass(frozen=True, slots=True)
class TokenPlaced(Event):
    seat: int
    column: str
    slot: int
    pushed: tuple      # ((owner, from_slot, to_slot), ...) tokens moved up one card (H4.3)


@dataclass(frozen=True, slots=True)
class StudioCardPlayed(Event):
    seat: int
    card: str          # "cut" or "double"


@dataclass(frozen=True, slots=True)
class CardAwarded(Event):
    seat: int
    card: str
    slot: int
    result: str        # "blockbuster", "project", "star" (to place), "worthless" (H6.4)


@dataclass(frozen=True, slots=True)
class FilmFinished(Event):
    seat: int
    star: str
    genre: str
    cards: tuple
    forced: bool       # only one open project: no choice to make


@dataclass(frozen=True, slots=True)
class CardsRemoved(Event):
    round: int
    cards: tuple
    slots: tuple


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    scores: tuple
    winners: tuple
    tiebreak: bool     # the best-single-film tie-break decided it (H7.4)
