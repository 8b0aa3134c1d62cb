"""Bots for Hollywood 1947: each seat plays its side from its own view.

The view is a resampled state: the bot trusts only what the seat knows (its loyalty, its
comrades, its hand) and, for everybody else, the belief of belief.py (marginals over
loyalties from public facts). A Patriot wants Patriot symbols on the film, a Communist
Communist ones; the Rising Star pulls towards the side that is behind. Every option is
valued in symbols the film is expected to gain for the bot's side.
"""
from __future__ import annotations

import math

from cinetable.games.hollywood1947 import actions as A
from cinetable.games.hollywood1947.belief import posterior
from cinetable.games.hollywood1947.forecast import film_chance, film_margins

EASY_TEMPERATURE = 0.35
_CARDS = A.COMP.cards
LEAN = tuple(c.patriot - c.communist for c in _CARDS)       # + Patriot, - Communist
BIAS = tuple(p.bias for p in A.COMP.posters)
P_STAR = A.COMP.star_faces / A.COMP.faces
JOB_VALUE = (0.5, 0.25, 0.5, 0.6, 0.2, 0.3, 0.3, 0.6, 0.7)


def goal(view, seat: int) -> float:
    """+1: this seat wants Patriot symbols; -1: Communist ones."""
    k = view.loyal[seat]
    if k == 0:
        return 1.0
    if k == 1:
        return -1.0
    pat, com = view.score
    return 1.0 if pat < com else -1.0 if pat > com else 0.0        # keep it close


_LEAN_MEMO: dict = {}


def leanings(view, seat: int) -> list:
    """Expected lean (+1 Patriot .. -1 Communist) of every seat, as `seat` believes.
    From the facts settled when the film began, memoised by a short summary of them:
    search rollouts ask this at every move."""
    films = view.films
    key = (view.n, seat, view.loyal[seat], len(films), view.round,
           films[-1][1] if films else None,
           tuple(view.comrades()) if view.loyal[seat] == 1 else ())
    marg = _LEAN_MEMO.get(key)
    if marg is None:
        if len(_LEAN_MEMO) > 20000:
            _LEAN_MEMO.clear()
        marg = _LEAN_MEMO[key] = [m[0] - m[1] for m in posterior(view, seat, True)[2]]
    out = marg[:]
    out[seat] = goal(view, seat)
    return out


def clear_caches() -> None:
    """Forget the memos (a closed table's game, or a bench timing cold decisions)."""
    _LEAN_MEMO.clear()
    _TABLES.clear()


def suspects(view, seat: int, threshold: float = 0.5) -> list:
    """Seats this seat believes Communist more likely than not (for the log)."""
    marg = posterior(view, seat)[2]
    return [q for q in range(view.n) if q != seat and marg[q][1] > threshold]


def score_actions(view, seat: int, legal) -> list:
    g = goal(view, seat)
    lean = leanings(view, seat)
    hand = view.hands[seat]
    best_card = max([g * LEAN[c] for c in hand]) if hand else 0.0
    worth = None                 # (card values by holder, reroll values by die), once asked
    out = []
    for a in legal:
        k = a.kind
        if k == "pass" or k == "stop" or k == "end" or k == "keep" and a is A.KEEP_TOKENS:
            v = 0.0
        elif k == "reroll":
            if worth is None:
                worth = _worth(view, seat, g, lean, best_card)
            v = worth[1][a.arg]
        elif k == "add":
            v = g * LEAN[a.arg] + 0.01
        elif k == "spend":
            v = g * LEAN[a.arg] - 0.15
        elif k == "discard":
            v = -g * LEAN[a.arg]
        elif k == "keep":
            v = g * BIAS[a.arg]
        elif k == "edit":
            look = view.editor_look
            w = g * LEAN[look] if look >= 0 else 0.0
            v = -w if a.arg else 0.0
        elif k == "done":
            v = 0.0
        elif k == "peek":
            v = 0.05
        elif k == "swap":
            own, new = a.arg
            v = 0.3 * (JOB_VALUE[new] - JOB_VALUE[own]) - (0.05 if view.small else 0.15)
        else:                                                      # use a Job
            if worth is None:
                worth = _worth(view, seat, g, lean, best_card)
            v = _job_value(view, seat, a.arg, g, lean, worth)
        out.append(v)
    return out


def _worth(view, seat: int, g: float, lean: list, best_card: float) -> tuple:
    """What one more card from each holder is worth to this seat, and a reroll of each
    die (worked out once for a decision's every option)."""
    n = view.n
    cards = []
    for q in range(n + view.ng):
        if q == seat:
            v = max(best_card, 0.3 * g * lean[q])
        elif q < n:
            v = g * lean[q] * 0.9
        else:
            c = view.ghost_card[q - n]
            v = g * LEAN[c] if c >= 0 and view.known[c] >> seat & 1 else 0.0
        cards.append(v)
    players = view.nd - view.ng           # the seats' dice, then one per ghost
    small = view.small
    dice = view.dice
    rerolls = [(P_STAR - dice[d]) * cards[(d // 2 if small else d) if d < players
                                          else n + d - players] - 0.02
               for d in range(view.nd)]
    return cards, rerolls


def _job_value(view, seat, arg, g, lean, worth) -> float:
    j = arg[0]
    if j == A.GAFFER:
        return max(0.0, max(worth[1])) * 1.6 + 0.05
    if j == A.DIRECTOR:
        _, src, dst = arg
        v = 0.9 * worth[0][dst]
        if src >= 0:
            v -= 0.9 * worth[0][src]
        return v
    if j == A.CINEMATOGRAPHER:
        q = arg[1]
        if q == seat:
            good = sum(1 for c in view.hands[seat] if g * LEAN[c] > 0)
            return 0.3 * (1.2 - good)
        return -0.1 * g * lean[q]
    if j in (A.ACTRESS, A.ACTOR):
        q = arg[1]
        return 0.35 * (1.0 if q == seat else g * lean[q])
    if j == A.PRODUCER:
        a, b = arg[1], arg[2]
        mine = view.job_at[a] == seat or view.job_at[b] == seat
        if mine:
            new = b if view.job_at[a] == seat else a
            fresh = not view.used >> new & 1
            return JOB_VALUE[new] * (1.0 if fresh else 0.2) - 0.1
        # moving a strong Job away from a suspect, towards an ally
        ha, hb = view.job_at[a], view.job_at[b]
        la = g * lean[ha] if ha >= 0 else 0.0
        lb = g * lean[hb] if hb >= 0 else 0.0
        return 0.2 * (JOB_VALUE[a] - JOB_VALUE[b]) * (lb - la) - 0.05
    if j == A.SCREENWRITER:
        return 0.5 * abs(g)
    return JOB_VALUE[j] * (abs(g) if j != A.EDITOR else 1.0)


# ---- ISMCTS horizon: the end of Shooting, or of the film -----------------------------
def stage_key(state):
    """The game's stages for its score chart: one per film shown (cutoff_key changes
    twice a film, which drew 14 "rounds" for 7 films)."""
    return len(state.films)


def cutoff_key(state):
    """Rollouts from a Shooting turn stop when Shooting ends (the film is then forecast);
    from Editing, when the film is shown."""
    return (state.round, state.stage >= 2, state.winners_ is None)


# Of 3,000 films between `normal` bots at 6 players the Patriots won 45 %; 46 % of the
# games reached a 7th film, where the Rising Star took 62 % (a margin of one or less),
# the Patriots 23 % and the Communists 14 %.
P_FILM = 0.454
STAR_SEVENTH = 0.623
P_SEVENTH = 0.615             # the Patriots' share of the 7th films the Star does not take
EDGE = 0.5                    # film log-odds per unit of edge (trophies, stars, good cards)


def _logit(p: float) -> float:
    return math.log(p / (1.0 - p))


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


_TABLES: dict = {}


def _outcomes(state, pat: int, com: int, edge: float, film=None) -> tuple:
    """(P Patriots, P Communists, P Rising Star) win the game from this score, each later
    film won by the Patriots with P_FILM tilted by `edge`; `film`: the outcome chances of
    the film being made, if it is not shown yet."""
    need_c = 3 if state.n == 3 else 4
    star = 2 in state.loyal
    p = _sigmoid(_logit(P_FILM) + EDGE * edge)
    p7 = _sigmoid(_logit(P_SEVENTH) + EDGE * edge)
    # the later films' table depends on these alone and `edge` takes few values (sums of
    # fixed weights): reused across the rollouts' evaluations, same figures
    memo = _TABLES.get((need_c, star, edge))
    if memo is None:
        if len(_TABLES) > 5000:
            _TABLES.clear()
        memo = _TABLES[(need_c, star, edge)] = {}

    def value(a: int, b: int) -> tuple:
        if a >= 4:
            return (1.0, 0.0, 0.0)
        if b >= need_c:
            return (0.0, 1.0, 0.0)
        got = memo.get((a, b))
        if got is None:
            if star and a == 3 and b == 3:                        # W4.2
                rest = 1.0 - STAR_SEVENTH
                got = (rest * p7, rest * (1.0 - p7), STAR_SEVENTH)
            else:
                x, y = value(a + 1, b), value(a, b + 1)
                got = tuple(p * u + (1.0 - p) * v for u, v in zip(x, y))
            memo[(a, b)] = got
        return got

    if film is None:
        return value(pat, com)
    p_won, c_won, s_won = film
    x, y = value(pat + 1, com), value(pat, com + 1)
    return tuple(p_won * u + c_won * v + (s_won if k == 2 else 0.0)
                 for k, (u, v) in enumerate(zip(x, y)))


def _film_outcomes(state) -> tuple:
    """(Patriots, Communists, Rising Star) chances of the film being made: on a 7th film
    with a Rising Star a margin of one or less is the Star's (W4.2)."""
    margins = film_margins(state)
    if state.round == 6 and 2 in state.loyal:
        p = sum(w for d, w in margins.items() if d >= 2)
        c = sum(w for d, w in margins.items() if d <= -2)
        return (p, c, 1.0 - p - c)
    p = film_chance(state, margins)              # the same margins, not worked out again
    return (p, 1.0 - p, 0.0)


def evaluate(state) -> list:
    """Estimated win shares: from the films won so far and, while a film is being made,
    its forecast outcome (forecast.py), the 7th film's Rising Star included; nudged by
    what each side carries into the next film (trophies, star dice, good cards in hand)."""
    if state.winners_ is not None:
        return state.returns()
    pat, com = state.score
    loyal = state.loyal
    edge = 0.0
    for q in range(state.n):
        k = loyal[q]
        if k == 2:
            continue
        sign = 1.0 if k == 0 else -1.0
        good = len([c for c in state.hands[q] if sign * LEAN[c] > 0])
        edge += sign * (0.25 * state.tokens[q] + 0.2 * state.stars_of(q) + 0.06 * min(good, 2))
    if len(state.films) <= state.round and state.stage >= 2 and state.poster >= 0:
        odds = _outcomes(state, pat, com, edge, _film_outcomes(state))   # not shown yet
    else:
        if state.films:
            last = state.films[-1]
            edge += 0.15 * max(-3, min(3, last[2] - last[3] - 0.5))
        odds = _outcomes(state, pat, com, edge)
    sides = [loyal.count(k) or 1 for k in range(3)]
    return [odds[k] / sides[k] for k in loyal]


SEARCH_WIDTH = 3


def candidates(state, player: int, legal) -> list:
    """The hard search weighs the heuristic's best few options only (a turn offers up
    to forty: Producer swaps, trophy moves, rerolls of every die)."""
    if len(legal) <= SEARCH_WIDTH:
        return list(legal)
    scores = score_actions(state, player, legal)
    order = sorted(range(len(legal)), key=lambda i: -scores[i])[:SEARCH_WIDTH]
    return [legal[i] for i in sorted(order)]


# `hard` plays paired rollouts of these candidates (bots/rollouts.py): a side's win is
# shared among its members, so options differ by hundredths of a win, which only the
# same worlds for every option can tell apart. Against `normal` at 6 players (sim --by-side,
# 2 x 400 games on the same deals as all-normal runs): 150 worlds and z = 1 gain +11.4
# points for the Patriots and +11.6 for the Communists; 60 worlds and z = 0.5 (which
# overrules the heuristic on noise about half the time when options are equal) +8.0 and
# +8.25. At 0.1 s a decision 150 worlds capped most decisions (160-450 fit on an idle
# core), so the cap is now high enough for the clock to end a decision: at 0.1 s, 300
# games each (seed 1), Patriots +15.7 (44.0 % vs 28.3 %), Communists +10.3 (52.3 % vs 42.0 %).
HARD_SEARCH = "rollouts"
ROLLOUT_WORLDS = 1000
ROLLOUT_Z = 1.0
