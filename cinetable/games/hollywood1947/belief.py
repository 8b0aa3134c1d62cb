"""A seat's belief over who is on which side, from public facts only.

Loyalty assignments consistent with what the seat knows (its own card; a Communist: its
comrades) are weighted by
  - each finished film: a seat that added m cards to a film whose cards leaned to a
    side is likelier on that side, by (0.25 + share of that side's cards) ** m;
  - help and hinder signals (trophies given or moved, rerolls of a die, the Actress or
    Actor offered): a helper is likelier on the helped seat's side, a hinderer on the
    other one.
The posterior is cached by the public facts, so resampling from it is cheap. The
Rising Star leans to neither side in the model.
"""
from __future__ import annotations

import bisect
import itertools
import math
from functools import lru_cache

from cinetable.games.hollywood1947 import actions as A

LOYALTY_COUNTS = {1: (1, 0, 0), 2: (1, 1, 0), 3: (2, 1, 0), 4: (2, 1, 1), 5: (3, 2, 0),
                  6: (3, 2, 1), 7: (4, 2, 1), 8: (4, 3, 1), 9: (5, 3, 1)}
ALL = (5, 3, 1)
SIGNAL = 0.45                      # strength of one help / hinder signal (log odds)
_PAT = tuple(c.patriot > 0 for c in A.COMP.cards)
_COM = tuple(c.communist > 0 for c in A.COMP.cards)


@lru_cache(maxsize=None)
def assignments(n: int, shifting: bool) -> tuple:
    """Every loyalty vector for n seats, with its prior weight."""
    out = []
    if not shifting:
        counts = LOYALTY_COUNTS[n]
        pool = [k for k in range(3) for _ in range(counts[k])]
        for v in sorted(set(itertools.permutations(pool))):
            out.append((v, 1.0))
        return tuple(out)
    for v in itertools.product(range(3), repeat=n):
        c = [v.count(k) for k in range(3)]
        if all(c[k] <= ALL[k] for k in range(3)):
            w = 1.0
            for k in range(3):            # drawn without replacement from the 9 cards
                for i in range(c[k]):
                    w *= ALL[k] - i
            out.append((v, w))
    return tuple(out)


def film_facts(state) -> tuple:
    """(adders, patriot share, communist share) of each finished film: public."""
    out = []
    for f in state.films:
        cards = f[1]
        k = len(cards) or 1
        out.append((f[5], sum(_PAT[c] for c in cards) / k, sum(_COM[c] for c in cards) / k))
    return tuple(out)


def public_key(state, seat: int, settled: bool = False) -> tuple:
    mine = state.loyal[seat]
    comrades = tuple(state.comrades()) if mine == 1 else ()
    acts = state.acts
    if settled:                      # only what was known when this film began
        acts = [a for a in acts if a[0] < state.round]
    return (state.n, state.shifting, seat, mine, comrades, film_facts(state), tuple(acts))


def posterior(state, seat: int, settled: bool = False):
    """(vectors, cumulative weights, marginals[q][k]) for `seat`'s view of `state`;
    `settled` leaves out the current film's signals (stable during a search)."""
    return _posterior(public_key(state, seat, settled))


@lru_cache(maxsize=4096)
def _posterior(key):
    n, shifting, seat, mine, comrades, films, acts = key
    vecs, cum, tot = [], [], 0.0
    marg = [[0.0, 0.0, 0.0] for _ in range(n)]
    for v, prior in assignments(n, shifting):
        if seat >= 0 and v[seat] != mine:           # seat -1: the table's public view
            continue
        if mine == 1 and tuple(q for q in range(n) if v[q] == 1) != comrades:
            continue
        logw = 0.0
        for adders, ps, cs in films:
            for q in adders:
                if 0 <= q < n and q != seat:
                    k = v[q]
                    share = ps if k == 0 else cs if k == 1 else 0.5 * (ps + cs)
                    logw += math.log(0.25 + share)
        for _, a, b, sign in acts:
            ka, kb = v[a], v[b]
            if ka == 2 or kb == 2 or a == seat and b == seat:
                continue
            logw += SIGNAL * sign * (1 if ka == kb else -1)
        w = prior * math.exp(logw)
        tot += w
        vecs.append(v)
        cum.append(tot)
        for q in range(n):
            marg[q][v[q]] += w
    marg = [[x / tot for x in m] for m in marg] if tot else marg
    return tuple(vecs), tuple(cum), tuple(tuple(m) for m in marg)


def sample_loyalties(state, seat: int, rng) -> tuple:
    vecs, cum, _ = posterior(state, seat)
    i = bisect.bisect_right(cum, rng.random() * cum[-1])
    return vecs[min(i, len(vecs) - 1)]


def public_suspicion(obs: dict) -> list:
    """P(seat q is a Communist) from the public facts of an observation alone (what
    everybody at the table can work out): for the log, it can reveal nobody's secret."""
    cards = A.COMP.card_by_id
    films = []
    for f in obs["films"]:
        ids = f["cards"]
        k = len(ids) or 1
        films.append((tuple(f["added_by"]), sum(cards[c].patriot > 0 for c in ids) / k,
                      sum(cards[c].communist > 0 for c in ids) / k))
    shifting = bool(obs["options"].get("shifting_loyalties"))
    key = (obs["players"], shifting, -1, -1, (), tuple(films),
           tuple(tuple(a) for a in obs["acts"]))
    return [m[1] for m in _posterior(key)[2]]


def suspicion(state, seat: int) -> list:
    """P(seat q is a Communist) as `seat` believes it."""
    return [m[1] for m in posterior(state, seat)[2]]
