"""What happens in Festival de Cannes, for the log and the animations.

Secrets (ratings, auction cards dealt, bid values before the reveal, peeked and won film
cards) travel in events carrying `visible_to`; each has a public twin saying only what
everyone sees (C6). Lots are 0-based here; the notation and the client show them 1-based."""
from __future__ import annotations

from dataclasses import dataclass

from cinetable.engine.events import Event


@dataclass(frozen=True, slots=True)
class StarRated(Event):
    seat: int
    star: str
    rating: int
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class RatingsDone(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class FirstPlayerDrawn(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class AuctionCardDealt(Event):
    seat: int
    card: int              # value in NF
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class HandsDealt(Event):
    counts: tuple          # cards each seat received at this deal
    sizes: tuple           # hand sizes after it


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    cards: int             # discards turned into a new auction deck (C3.1)


@dataclass(frozen=True, slots=True)
class AuctionCalled(Event):
    seat: int              # the Director (-1 for the special-card auction)
    forced: bool           # every pawn had arrived (C4.4)
    auction: int           # 0 = special cards, 1..11 = 1 July .. 1 May
    lots: tuple            # each lot's kind letter ("T", "S", "V") or special id


@dataclass(frozen=True, slots=True)
class BidPlaced(Event):
    seat: int
    lot: int


@dataclass(frozen=True, slots=True)
class OwnBid(Event):
    seat: int
    lot: int
    card: int
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class BidsDone(Event):
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class LotResolved(Event):
    lot: int
    back: str              # "T", "S", "V" or a special card id
    bids: tuple            # ((seat, value), ...) in bidding order, all face up now
    winner: int            # -1: no bid, the lot stays (C3.5)
    value: int             # the winning card
    suit_rule: bool        # an Exceptional-talent card beat a higher card of its suit (C3.3)


@dataclass(frozen=True, slots=True)
class CardWon(Event):
    seat: int
    lot: int
    card: str
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class LotsLeft(Event):
    lots: int              # unsold lots: they join the next auction, or leave on 1 May
    leave: bool


@dataclass(frozen=True, slots=True)
class StageStarted(Event):
    stage: int             # 0 = the month to 1 July .. 10 = to 1 May
    first: int


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    seat: int
    dice: tuple
    again: bool            # a Quick-wits second roll


@dataclass(frozen=True, slots=True)
class PawnMoved(Event):
    seat: int
    square: int            # 0 = 1 June .. 22 = 1 May
    to: int


@dataclass(frozen=True, slots=True)
class DirectorNamed(Event):
    seat: int
    stage: int


@dataclass(frozen=True, slots=True)
class CardLaid(Event):
    lot: int
    back: str


@dataclass(frozen=True, slots=True)
class Peeked(Event):
    seat: int
    lot: int


@dataclass(frozen=True, slots=True)
class PeekSeen(Event):
    seat: int
    lot: int
    card: str
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class ClaimMade(Event):
    seat: int
    giver: int             # -1: declined


@dataclass(frozen=True, slots=True)
class ClaimSeen(Event):
    giver: int
    seat: int
    cards: tuple           # the claimant's film cards, shown to the giver (C4.7)
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class ScreenplayGiven(Event):
    giver: int
    seat: int
    card: str
    visible_to: tuple


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    giver: int
    seat: int
    back: str              # the back everyone sees
    card: str              # "" in the public twin
    visible_to: tuple | None


@dataclass(frozen=True, slots=True)
class FilmPresented(Event):
    seat: int
    screenplay: str        # "" for no film
    cards: tuple           # every film card the seat held
    matches: tuple         # ((scene id or "", points), ...) per scene the screenplay needs
    scene_points: int
    stars: tuple           # ((star id, value), ...)
    star_points: int
    total: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    scores: tuple
    winners: tuple
    best_screenplay: tuple
    best_performance: tuple
    ratings: tuple         # every seat's ratings, star by star, now public
