"""What happens in Screen Test. A hand and a card played face down are secret: their
events name the seats that may see them (`visible_to`)."""
from __future__ import annotations

from dataclasses import dataclass

from cinetable.engine.events import Event


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    player: int
    left: int              # cards still to deal


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    player: int
    cards: tuple
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class RoleOpened(Event):
    audition: int          # 0-based
    points: int


@dataclass(frozen=True, slots=True)
class PlayedFaceDown(Event):
    player: int


@dataclass(frozen=True, slots=True)
class OwnCardPlayed(Event):
    player: int
    card: int
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    cards: tuple           # by seat
    winners: tuple
    points: int            # each winner's share


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    scores: tuple
    winners: tuple
