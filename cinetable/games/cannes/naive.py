"""How a newcomer bids at Festival de Cannes: the `beginner` level's habits (bots/beginner.py).

A uniformly random bidder is not a weak Cannes player: it lays a card on nearly every lot
and so contests everything. A newcomer is star-struck instead: the lots that catch its
eye are the stars (its favourites once it has seen them), the special cards and a
screenplay while it has none; scenes, which decide the Best screenplay, look dull to it.
It puts its biggest card on the lot it wants most (it does not weigh what a card is
worth) and stops after a few lots. Newcomers all chase the same glamorous lots, so the
scenes go cheaply to whoever bids on them: that is where they lose (measured: README
"Bot levels and ratings"). Pure functions over a seat's view; every move is in `legal`.
"""
from __future__ import annotations

from cinetable.games.cannes.cards import SCREENPLAY, STAR, load_cards
from cinetable.games.cannes.phases import P

CARDS = load_cards()
NFILM = CARDS.nfilm
_KIND = tuple(c.kind for c in CARDS.film)
STAR0 = min(c.index for c in CARDS.film if c.kind == STAR)

MAX_BIDS = 3          # lots it bids on per auction, at most
WHIM = 0.25           # random taste added to a lot's appeal (0: every newcomer agrees)
SPECIAL_APPEAL = 0.6
UNSEEN_STAR_APPEAL = 0.55
SCREENPLAY_APPEAL = (0.9, 0.1)   # while it has none / once it has one
SCENE_APPEAL = 0.3


def appeal(view, seat: int, lot: int) -> float:
    """How much a lot catches a newcomer's eye, 0..1 (its taste, not the lot's worth)."""
    c = view.lots[lot]
    if c >= NFILM:
        return SPECIAL_APPEAL
    kind = _KIND[c]
    if kind == STAR:
        if view.known[c] >> seat & 1:
            return view.ratings[seat][c - STAR0] / 20   # its own rating, 20 = favourite
        return UNSEEN_STAR_APPEAL
    if kind == SCREENPLAY:
        has_one = any(_KIND[x] == SCREENPLAY for x in view.won[seat])
        return SCREENPLAY_APPEAL[has_one]
    return SCENE_APPEAL


def naive_bid(view, seat: int, legal, rng):
    """The newcomer's next bid (or "done"): its biggest card on the open lot it likes most."""
    placed = sum(1 for b in view.bids for q, _x in b if q == seat)
    bids = [a for a in legal if a.kind == "bid"]
    done = next((a for a in legal if a.kind == "done"), None)
    if not bids or (placed >= MAX_BIDS and done is not None):
        return done if done is not None else legal[0]
    lots = sorted({a.arg[0] for a in bids})
    whims = [rng.random() for _ in lots]             # one draw per lot: fixed by the rng
    lot = max(zip(lots, whims), key=lambda lw: appeal(view, seat, lw[0]) + WHIM * lw[1])[0]
    top = max(a.arg[1] for a in bids if a.arg[0] == lot)
    return next(a for a in bids if a.arg == (lot, top))


def naive_action(view, legal, rng):
    """The newcomer's habit for this decision, or None where it has none (the caller
    then plays its usual beginner move)."""
    if view.phase == P.BID:
        return naive_bid(view, view.current_player(), legal, rng)
    return None
