"""A seat's belief over who is on which side, from public facts only.

Loyalty assignments consistent with what the seat knows (its own card; a Communist: its
comrades) are weighted by
  - each finished film: the chance of its shown cards (so many Patriot, Communist and
    neutral) given who added cards to it, each adder adding a card of each kind with
    the probabilities of ADDS for its side (the deck and ghosts: the deck's mix), and
    one card cut at random, unseen (W3.2.3);
  - help and hinder signals (trophies given or moved, rerolls of a die, the Actress or
    Actor offered): a helper is likelier on the helped seat's side, a hinderer on the
    other one.
ADDS and the signal strengths are fitted to 3,000 six-player games of `normal` bots
(the log-likelihood of the true loyalties as each Patriot sees them, after every film:
-2.30 per film, against -2.60 for the previous share-based film term and -3.40 for
no belief at all).
The posterior is cached by the public facts, so resampling from it is cheap.
"""
from __future__ import annotations

import bisect
import itertools
import math
from functools import cache, lru_cache

from cinetable.games.hollywood1947 import actions as A

LOYALTY_COUNTS = {1: (1, 0, 0), 2: (1, 1, 0), 3: (2, 1, 0), 4: (2, 1, 1), 5: (3, 2, 0),
                  6: (3, 2, 1), 7: (4, 2, 1), 8: (4, 3, 1), 9: (5, 3, 1)}
ALL = (5, 3, 1)
HELP, HINDER = 0.28, 0.405         # strength of one help / hinder signal (log odds)
_PAT = tuple(c.patriot > 0 for c in A.COMP.cards)
_COM = tuple(c.communist > 0 for c in A.COMP.cards)
_MIX = (sum(_PAT) / len(_PAT), sum(_COM) / len(_COM))
# (Patriot, Communist) chance of one added card, by adder: Patriot, Communist, Rising
# Star, the deck or a ghost (the rest: neutral)
ADDS = ((0.675, 0.045), (0.215, 0.405), (0.3, 0.125), _MIX)


@cache
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
    """(adders, Patriot cards, Communist cards, cards shown) of each finished film."""
    return tuple(_facts(f[5], f[1]) for f in state.films)


def _facts(adders, cards) -> tuple:
    return (tuple(adders), sum(_PAT[c] for c in cards), sum(_COM[c] for c in cards),
            len(cards))


@lru_cache(maxsize=65536)
def film_log_chance(kinds: tuple, pat: int, com: int, shown: int) -> float:
    """log P(a film shows `pat` Patriot and `com` Communist cards of `shown`) when
    adders of these kinds (0-3, ADDS) added one card each and the rest were cut at
    random."""
    dist = {(0, 0): 1.0}
    for k in kinds:
        pp, pc = ADDS[k]
        nxt: dict = {}
        for (a, b), w in dist.items():
            for key, x in (((a + 1, b), pp), ((a, b + 1), pc), ((a, b), 1.0 - pp - pc)):
                nxt[key] = nxt.get(key, 0.0) + w * x
        dist = nxt
    added = len(kinds)
    while added > shown:         # one card cut at random: which kind was it?
        nxt = {}
        for (a, b), w in dist.items():
            neutral = added - a - b
            for key, x in (((a - 1, b), a), ((a, b - 1), b), ((a, b), neutral)):
                if x:
                    nxt[key] = nxt.get(key, 0.0) + w * x / added
        dist = nxt
        added -= 1
    return math.log(max(dist.get((pat, com), 0.0), 1e-300))


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
        for adders, pat, com, shown in films:
            kinds = tuple(sorted(v[q] if 0 <= q < n else 3 for q in adders))
            logw += film_log_chance(kinds, pat, com, shown)
        for _, a, b, sign in acts:
            ka, kb = v[a], v[b]
            if ka == 2 or kb == 2 or a == seat and b == seat:
                continue
            logw += (HELP if sign > 0 else HINDER) * sign * (1 if ka == kb else -1)
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
    index = {c.id: c.index for c in A.COMP.cards}
    films = [_facts(f["added_by"], [index[c] for c in f["cards"]]) for f in obs["films"]]
    shifting = bool(obs["options"].get("shifting_loyalties"))
    key = (obs["players"], shifting, -1, -1, (), tuple(films),
           tuple(tuple(a) for a in obs["acts"]))
    return [m[1] for m in _posterior(key)[2]]


def suspicion(state, seat: int) -> list:
    """P(seat q is a Communist) as `seat` believes it."""
    return [m[1] for m in posterior(state, seat)[2]]
