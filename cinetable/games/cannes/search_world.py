"""The worlds the Festival de Cannes `hard` search plays out: `resample`, then the bids
the other seats have already laid in this auction read as the table's heuristic lays
them.

A uniform resample deals a laid bid any unseen card, so a rival's bid looks like an
average card and the search thinks its own bids win more often than they do. The
heuristic lays its strongest cards first (a stronger card wins more, a card costs it
little), so of the cards a rival holds plus those it laid, the laid ones are its
strongest. The search only reorders the unseen cards of that seat between its hand and
its bids: nothing the searching seat cannot see is read.
"""
from __future__ import annotations

from cinetable.games.cannes.odds import _STRENGTH


def search_world(view, seat: int, rng):
    """`view.resample(seat, rng)` with every other seat's laid bids its strongest cards
    (those it laid plus those in hand), in a random order over its lots."""
    world = view.resample(seat, rng)
    bids = world.bids
    for q in range(world.n):
        if q == seat:
            continue
        slots = [(lot, i) for lot, row in enumerate(bids) for i, (p, _x) in enumerate(row)
                 if p == q]
        if not slots:
            continue
        hand = world.hands[q]
        cards = [bids[lot][i][1] for lot, i in slots] + hand
        cards.sort(key=lambda x: -_STRENGTH[x])
        top = cards[:len(slots)]
        rng.shuffle(top)
        for (lot, i), x in zip(slots, top):
            bids[lot][i] = (q, x)              # resample's own rows
        world.hands[q] = cards[len(slots):]
    return world
