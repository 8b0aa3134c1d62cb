"""What happens in Hollywood 1947, for the log and the animations (W7).

Seats are 0-based; a "holder" h is a seat (h < players) or ghost h - players. An event
that shows a secret (a loyalty, a card, a removed poster) names who may see it in
`visible_to`; its public twin tells everybody else that something happened."""
from __future__ import annotations

from dataclasses import dataclass

from cinetable.engine.events import Event


@dataclass(frozen=True, slots=True)
class JobDealt(Event):
    seat: int
    job: int              # 0-based: 0 Screenwriter .. 8 Editor


@dataclass(frozen=True, slots=True)
class LoyaltyDealt(Event):
    seat: int
    loyalty: str          # "patriot", "communist", "star"
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class ComradesKnown(Event):
    communists: tuple     # the Communists open their eyes (W2.2)
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    seat: int             # a seat, or -1 for the film's deck card, or ghost holder
    count: int
    to: str               # "hand", "composer", "ghost", "poster"


@dataclass(frozen=True, slots=True)
class CardSeen(Event):
    seat: int
    card: str
    why: str              # "drawn", "composer", "editor"
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    die: int
    name: str
    star: bool


@dataclass(frozen=True, slots=True)
class PosterRevealed(Event):
    poster: str
    chosen_by: int        # the Screenwriter's seat, or -1 when drawn at random


@dataclass(frozen=True, slots=True)
class PostersDrawn(Event):
    seat: int
    posters: tuple        # the Screenwriter's two (secret)
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class PosterRemoved(Event):
    seat: int
    bias: int             # the only thing others may know of it (W3.1.2)


@dataclass(frozen=True, slots=True)
class PosterRemovedId(Event):
    seat: int
    poster: str
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    order: tuple          # seats in turn order (twice in a game of 1-3 players)


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class JobUsed(Event):
    seat: int
    job: int
    target: int = -1      # a seat for Cinematographer, Actress, Actor


@dataclass(frozen=True, slots=True)
class JobsSwapped(Event):
    seat: int
    a: int
    b: int
    holder_a: int         # who holds a after the swap (-1 centre)
    holder_b: int
    by_producer: bool


@dataclass(frozen=True, slots=True)
class TrophyGiven(Event):
    seat: int
    source: int           # -1 the centre, else the holder it is moved from
    target: int


@dataclass(frozen=True, slots=True)
class RerollChosen(Event):
    seat: int
    die: int
    name: str


@dataclass(frozen=True, slots=True)
class GhostsPeeked(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class GhostCards(Event):
    seat: int
    cards: tuple
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class CardsDiscardedSecret(Event):
    seat: int
    cards: tuple
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class CardAdded(Event):
    holder: int           # seat or ghost holder; -1 the deck's card
    how: str              # "star", "token", "composer", "ghost", "deck", "strike"


@dataclass(frozen=True, slots=True)
class CardAddedSecret(Event):
    seat: int
    card: str
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class EditorChose(Event):
    seat: int
    discarded: bool


@dataclass(frozen=True, slots=True)
class RandomDiscard(Event):
    cards_left: int


@dataclass(frozen=True, slots=True)
class FilmRevealed(Event):
    round: int
    poster: str
    cards: tuple
    patriot: int
    communist: int
    winner: str           # "patriot", "communist", "both" (2 players, tie)


@dataclass(frozen=True, slots=True)
class Hearing(Event):
    pass


@dataclass(frozen=True, slots=True)
class Reorganization(Event):
    pass


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    what: str             # "deck" (from the discards) or "posters" (from the removed)
    count: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple
    side: str             # "patriot", "communist", "star" or "draw"
    loyalties: tuple      # every loyalty, revealed at the end
