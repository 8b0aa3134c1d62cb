"""One shared object for each of the events a year builds by the hundred (deals, bids,
ratings, dice, pawns, lays): events are frozen values, so apply_action hands out the same
object for equal events instead of building a new dataclass each time."""
from __future__ import annotations

from cinetable.games.cannes import events as E
from cinetable.games.cannes.phases import _ID, STAR0, STEP

SEATS = 6
NAUCTION = 50

# DEALT[seat][card]: the secret deal of auction card `card` (1..50) to `seat`
DEALT = tuple((None,) + tuple(E.AuctionCardDealt(p, k * STEP, (p,))
                              for k in range(1, NAUCTION + 1)) for p in range(SEATS))

# each memo is keyed by the event's fields packed into one int (cheaper to hash than a
# tuple); an event is always true, so `memo.get(key) or _new(...)` builds it once
_rated: dict = {}
_placed: dict = {}
_own: dict = {}
_done: dict = {}
_dice: dict = {}
_pawn: dict = {}
_laid: dict = {}


def _new(memo: dict, key, event):
    memo[key] = event
    return event


def rated(p: int, j: int, rating: int) -> E.StarRated:
    key = (p * 32 + j) * 32 + rating
    return _rated.get(key) or _new(_rated, key, E.StarRated(p, _ID[STAR0 + j], rating, (p,)))


def bid_laid(p: int, lot: int, card: int) -> tuple[E.BidPlaced, E.OwnBid]:
    """The public and the secret event of one bid."""
    key = (lot * 64 + card) * 8 + p
    pair = _own.get(key)
    if pair is None:
        placed = _placed.get(lot * 8 + p) or _new(_placed, lot * 8 + p, E.BidPlaced(p, lot))
        pair = _own[key] = (placed, E.OwnBid(p, lot, card * STEP, (p,)))
    return pair


def bids_done(p: int, count: int) -> E.BidsDone:
    key = count * 8 + p
    return _done.get(key) or _new(_done, key, E.BidsDone(p, count))


def rolled(p: int, d1: int, d2: int, again: bool) -> E.DiceRolled:
    key = ((p * 8 + d1) * 8 + d2) * 2 + again
    return _dice.get(key) or _new(_dice, key, E.DiceRolled(p, (d1, d2), again))


def pawn_moved(p: int, square: int, to: int) -> E.PawnMoved:
    key = (p * 32 + square) * 32 + to
    return _pawn.get(key) or _new(_pawn, key, E.PawnMoved(p, square, to))


def laid(lot: int, back: str) -> E.CardLaid:
    key = (back, lot)
    return _laid.get(key) or _new(_laid, key, E.CardLaid(lot, back))
