"""The film's chances once Shooting is over, worked out instead of played out.

In a determinization every hand and loyalty is known: each seat with a star adds its
best card for its side, trophies add good cards, ghosts add theirs; only the deck card
and the random discard remain to chance, and those are summed over exactly. The hard
search stops its rollouts here, so its verdict on a reroll or a trophy is a probability,
not one noisy film."""
from __future__ import annotations

from collections import Counter

from cinetable.games.hollywood1947 import actions as A

_CARDS = A.COMP.cards
PAT = tuple(c.patriot for c in _CARDS)
COM = tuple(c.communist for c in _CARDS)
LEAN = tuple(c.patriot - c.communist for c in _CARDS)
# a card's worth to a side (g * LEAN, g = 1.0, -1.0) as a key without a lambda's frame:
# the same order, so max() picks the same card
_KEY = {1.0: LEAN.__getitem__, -1.0: tuple(-x for x in LEAN).__getitem__}
BIAS = tuple(p.bias for p in A.COMP.posters)
S_STAR, S_TOKEN, S_GHOSTS, S_DECK, S_CUT = 2, 3, 4, 5, 6


def _side(state, q: int) -> float:
    k = state.loyal[q]
    if k == 0:
        return 1.0
    if k == 1:
        return -1.0
    pat, com = state.score
    return 1.0 if pat < com else -1.0 if pat > com else 0.0


def expected_pile(state) -> list:
    """The cards the film will hold before the deck card and the discard."""
    pile = list(state.pile)
    stage = state.stage
    order = state.edit_order or state.clockwise_order()
    hands = [h[:] for h in state.hands]
    if stage <= S_STAR:
        start = state.edit_i if stage == S_STAR else 0
        for i, q in enumerate(order[start:]):
            s = state.stars_of(q)
            if i == 0 and stage == S_STAR and state.sub == 8:       # partly added
                s = state.need - state.added
            g = _side(state, q)
            for _ in range(max(0, s)):
                if not hands[q]:
                    break
                # g 0.0 (a Star between equal sides): every card worth 0, the first kept
                c = max(hands[q], key=_KEY[g]) if g else hands[q][0]
                hands[q].remove(c)
                pile.append(c)
    if stage <= S_TOKEN:
        for q in order:
            g = _side(state, q)
            for _ in range(state.tokens[q]):
                good = [c for c in hands[q] if g * LEAN[c] > 0]
                if not good:
                    break
                c = max(good, key=_KEY[g])
                hands[q].remove(c)
                pile.append(c)
    if stage <= S_GHOSTS:
        n = state.n
        for g, c in enumerate(state.ghost_card):
            if c >= 0 and (state.dice[state.ghost_die(g)] or state.tokens[n + g]):
                pile.append(c)
    return pile


def film_margins(state) -> dict:
    """{Patriot symbols - Communist symbols: probability} of the film being made, over
    the deck card and the random discard."""
    pile = expected_pile(state)
    queued = {k for k, _ in state.queue}
    deck_card = ("deck" in queued or (state.stage <= S_DECK and not state.composer_added
                                      and not state.seventh_justice()))
    discard = ("cut" in queued or "look" in queued or
               (state.stage <= S_CUT and not state.seventh_justice()))
    b = BIAS[state.poster] if state.poster >= 0 else 0
    base = sum(LEAN[c] for c in pile) + b
    # the deck card: grouped by its lean
    if deck_card and state.deck:
        draws = Counter(map(LEAN.__getitem__, state.deck))     # by first appearance
        total = len(state.deck)
        options = [(d, v / total) for d, v in draws.items()]
    else:
        options = [(0, 1.0)]
    out: dict = {}
    for d, w in options:
        leans = [LEAN[c] for c in pile]
        if deck_card and state.deck:
            leans.append(d)
        m = base + d
        if discard and leans:
            share = w / len(leans)
            for x in leans:
                out[m - x] = out.get(m - x, 0.0) + share
        else:
            out[m] = out.get(m, 0.0) + w
    return out


def film_chance(state, margins: dict | None = None) -> float:
    """P(the Patriots win the film being made), over the deck card and the discard
    (`margins`: film_margins(state), if already worked out)."""
    tie_both = state.n == 2
    return sum(w * (1.0 if d > 0 else 0.5 if tie_both and d == 0 else 0.0)
               for d, w in (film_margins(state) if margins is None else margins).items())
