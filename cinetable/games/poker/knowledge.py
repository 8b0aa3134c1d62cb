"""What each seat knows of the other hands, and resampling the unseen cards.

A seat sees its own hand and every card played. The exchange (P4.4) tells the two
players of a pair more: the lower player knows the cards it gave are in the higher
player's hand, the higher player knows the cards it gave back, and that the lower
player kept nothing better than the worst card it gave ("its best cards").
`known[q * n + r]` is a lower bound (counts by value) of what seat q knows seat r
holds; `cap[q * n + r]` is the highest value r may hold beyond that. Both are kept
exact as cards leave r's hand, so every real deal satisfies them.
"""
from __future__ import annotations

from cinetable.games.poker.cards import DOUBLE, NVALUES

ZERO = (0,) * NVALUES


def add_known(state, q: int, r: int, cards) -> None:
    """Seat q has seen `cards` go into r's hand."""
    i = q * state.n + r
    row = list(state.known[i] or ZERO)
    for v in cards:
        row[v] += 1
    state.known[i] = tuple(row)


def cards_left(state, r: int, cards) -> None:
    """`cards` left r's hand in full view: what anyone knew of them may be gone."""
    known = state.known
    n = state.n
    for q in range(n):
        row = known[q * n + r]
        if row is not None:
            row = list(row)
            for v in cards:
                if row[v]:
                    row[v] -= 1
            known[q * n + r] = tuple(row) if any(row) else None


def unseen_pool(state, seat: int) -> list:
    """Counts by value of every card `seat` has not seen where it is now."""
    pool = list(state.full)
    own = state.hands[seat]
    pile = state.pile
    for v in range(1, NVALUES):
        pool[v] -= own[v] + pile[v]
    return pool


def resample(state, seat: int, rng):
    """A copy of `state` whose other hands (and undealt or set-aside cards) are redrawn
    at random among the deals consistent with all `seat` knows."""
    s = state.clone()
    n = s.n
    pool = unseen_pool(state, seat)
    others = [r for r in range(n) if r != seat]
    need = {}
    hands = s.hands
    for r in others:
        base = list(state.known[seat * n + r] or ZERO)
        for v in range(1, NVALUES):
            pool[v] -= base[v]
        hands[r] = base
        need[r] = state.sizes[r] - sum(base)
    cards = [v for v in range(1, NVALUES) for _ in range(pool[v])]
    rng.shuffle(cards)
    # the most constrained hands first: caps are thresholds, so their allowed sets are
    # nested and drawing for the smallest first always leaves a consistent deal
    caps = state.cap
    order = sorted(others, key=lambda r: caps[seat * n + r] or NVALUES)
    for r in order:
        k = need[r]
        if not k:
            continue
        hand = hands[r]
        limit = caps[seat * n + r] or NVALUES
        if limit >= DOUBLE:
            for v in cards[-k:]:
                hand[v] += 1
            del cards[-k:]
            continue
        kept = []
        while k:
            v = cards.pop()
            if v <= limit:
                hand[v] += 1
                k -= 1
            else:
                kept.append(v)
        cards.extend(kept)
    deck = [0] * NVALUES
    for v in cards:
        deck[v] += 1
    s.deck = deck
    # what the other seats knew of hands this seat cannot see is redrawn too
    for q in others:
        for r in others:
            i = q * n + r
            if q == r:
                continue
            row = s.known[i]
            if row is not None:
                h = hands[r]
                row = tuple(min(a, b) for a, b in zip(row, h))
                s.known[i] = row if any(row) else None
            s.cap[i] = None
    s.exch_log = [e if seat in (e[0], e[1]) else (e[0], e[1], e[2], None) for e in s.exch_log]
    return s
