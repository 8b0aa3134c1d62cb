"""Hollywood! played by a lean loop, for `cinetable bench` only: the yardstick of the public
protocol's cost (bench.py reports the protocol's actions/s as a share of this loop's).

Uniformly random games by hollywood.md's rules with nothing but the game: the state in
flat lists of ints, legal moves from tables built once, no events, no checks, one
function per game. It draws its chance outcomes and choices from the RNG exactly as
bench.random_playouts does through the protocol (one `rng.random()` an action, the deal's
arithmetic of HollywoodState.sample_outcome), so one seed plays the same game in both:
tests/games/hollywood/test_hollywood_lean_loop.py checks the legal moves at every step
and the final scores. The game's declaration names it (GameDefinition.bench_lean_loop);
nothing in the app or the rest of the game package imports it.

Moves: 0-3 place a token in column A-D, 4 Cut, 5 Double Reel; a star choice is a genre.
"""
from __future__ import annotations

import time
from bisect import bisect_right

from cinetable.games.hollywood.cards import BLOCKBUSTER, FILM, STAR, load_cards

_CARDS = load_cards().cards
_STARS = tuple(c.index for c in _CARDS if c.kind == STAR)
_FILM_DECK = tuple(c.index for c in _CARDS if c.kind != STAR)
_IS_STAR = tuple(c.kind == STAR for c in _CARDS)
_BLOCK = tuple(c.kind == BLOCKBUSTER for c in _CARDS)
_GENRE = tuple(c.genre for c in _CARDS)                    # -1: not a film card
_WEIGHT = tuple(c.weight if c.kind == FILM else 0 for c in _CARDS)
_VALUE = tuple(c.value for c in _CARDS)

_CAP = (4, 4, 3, 3)                                           # H3.2
_BOTTOM = (3, 7, 10, 13)
_TOP_DOWN = tuple(range(14))                                  # H5.1
_BOTTOM_UP = (3, 2, 1, 0, 7, 6, 5, 4, 10, 9, 8, 13, 12, 11)  # H9.2
# legal moves by key: bit c = column c full, bit 4 = Cut playable, bit 5 = Double playable
_LEGAL = tuple(tuple([c for c in range(4) if not key >> c & 1]
                     + ([4] if key & 16 else []) + ([5] if key & 32 else []))
               for key in range(64))
# open genres by mask (bit g = an open project of genre g): a star's choices (H6.3)
_OPEN = tuple(tuple(g for g in range(3) if mask >> g & 1) for mask in range(8))
_AFTER = {n: tuple(tuple((p + k) % n for k in range(1, n + 1)) for p in range(n))
          for n in (3, 4)}                                    # H4.6, H4.7
# the first player's draw: cumulative chances as engine.protocol.pick_outcome sums them
_FIRST_ACC = {n: tuple(sum([1.0 / n] * (k + 1)) for k in range(n)) for n in (3, 4)}


def play(n: int, advanced: bool, bottom_up: bool, rng, trace=None):
    """One random game: (actions applied, chance included; totals; winners).

    `trace(moves, chosen)`, if given, is called at every player decision with the legal
    moves and the one chosen (a tuple of genres at a star choice), and at every deal with
    the cards that could come and the one that came."""
    random = rng.random
    first = min(bisect_right(_FIRST_ACC[n], random()), n - 1)              # H2.2
    actions = 1
    star_deck = list(_STARS)
    film_deck = list(_FILM_DECK)
    cut = [True] * n                                                          # H2.3
    dbl = [True] * n
    proj = [0] * (3 * n)            # card count (award two) of p's open project of genre g
    films: list[list] = [[] for _ in range(n)]       # (count x star value, genre)
    blocks = [0] * n
    removed = [0, 0, 0]                              # film cards removed, by genre (H9.1)
    after = _AFTER[n]
    per = 12 // n                                                             # H1.3
    order = _BOTTOM_UP if bottom_up else _TOP_DOWN
    for _rnd in range(n):                                                     # H2.1
        slots = [0] * 14                                                      # H3
        stars = 0
        for slot in range(14):
            r = random()
            left = 14 - slot
            need = 3 - stars
            if trace is not None:
                trace(tuple(star_deck if need else ()) + tuple(film_deck if left > need else ()),
                      None)
            if need:
                p_star = need / left
                if r < p_star:
                    i = int(r / (p_star / len(star_deck)))
                    slots[slot] = star_deck.pop(i if i < len(star_deck) else -1)
                    stars += 1
                    continue
                r -= p_star
            i = int(r / ((left - need) / left / len(film_deck)))
            slots[slot] = film_deck.pop(i if i < len(film_deck) else -1)
        actions += 14
        tokens = [per] * n
        cols: list[list[int]] = [[], [], [], []]     # owners, in the order placed
        full = 0
        pending = 0
        placed = 0
        p = first
        while True:                                                           # H4
            if pending:
                legal = _LEGAL[full]
            else:
                legal = _LEGAL[full | (16 if cut[p] else 0)
                               | (32 if dbl[p] and tokens[p] > 1 else 0)]
            a = legal[int(random() * len(legal))]
            actions += 1
            if trace is not None:
                trace(legal, a)
            if a < 4:
                col = cols[a]
                col.append(p)
                if len(col) == _CAP[a]:
                    full |= 1 << a
                tokens[p] -= 1
                placed += 1
                if pending:
                    pending -= 1
                    if pending:
                        continue
                if placed == 12:
                    break
            elif a == 4:
                cut[p] = False
            else:
                dbl[p] = False
                pending = 2
                continue
            for q in after[p]:
                if tokens[q]:
                    p = q
                    break
        owner = [-1] * 14
        for c in range(4):
            col = cols[c]
            lo = _BOTTOM[c] + 1 - len(col)
            owner[lo:lo + len(col)] = col
        for s in order:                                                       # H5.1, H6
            q = owner[s]
            card = slots[s]
            g = _GENRE[card]
            if q < 0:
                if g >= 0:
                    removed[g] += 1                                           # H5.2
            elif g >= 0:
                proj[3 * q + g] += _WEIGHT[card]
            elif _BLOCK[card]:
                blocks[q] += 1
            else:
                b = 3 * q
                opts = _OPEN[(proj[b] > 0) | (proj[b + 1] > 0) << 1 | (proj[b + 2] > 0) << 2]
                if not opts:
                    continue                                                  # H6.4
                if len(opts) == 1:
                    g = opts[0]
                else:
                    g = opts[int(random() * len(opts))]                       # H6.5
                    actions += 1
                    if trace is not None:
                        trace(opts, g)
                films[q].append((proj[b + g] * _VALUE[card], g))
                proj[b + g] = 0
        first = (first + 1) % n
    totals, winners = _final(n, advanced, proj, films, blocks, removed)
    return actions, totals, winners


def _final(n, advanced, proj, films, blocks, removed):
    """H7 totals and winners (H7.4), H9.1 multipliers if `advanced`."""
    totals = []
    best = []
    for q in range(n):
        values = [v * removed[g] if advanced else v for v, g in films[q]]
        sizes = sorted((w for w in proj[3 * q:3 * q + 3] if w), reverse=True)
        ambitious = 0 if not sizes or len(sizes) > 1 and sizes[0] == sizes[1] else sizes[0]
        totals.append(2 * blocks[q] + sum(values) + ambitious)
        best.append(max(values, default=0))
    top = max(totals)
    tied = [q for q in range(n) if totals[q] == top]
    if len(tied) > 1:
        b = max(best[q] for q in tied)
        tied = [q for q in tied if best[q] == b]
    return totals, tuple(tied)


def lean_playouts(players: int, options: dict, seconds: float, rng) -> tuple[float, float]:
    """(games per second, applied actions per second), as bench.random_playouts reports."""
    advanced = bool(options.get("advanced_scoring"))
    bottom_up = bool(options.get("prototype_order"))
    games = actions = 0
    clock = time.perf_counter
    start = clock()
    end = start + seconds
    while True:
        actions += play(players, advanced, bottom_up, rng)[0]
        games += 1
        if clock() >= end:
            break
    dt = clock() - start
    return games / dt, actions / dt
