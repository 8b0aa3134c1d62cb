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
from cinetable.games.hollywood1947.forecast import film_chance

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
    films, acts = view.films, view.acts
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


def suspects(view, seat: int, threshold: float = 0.5) -> list:
    """Seats this seat believes Communist more likely than not (for the log)."""
    marg = posterior(view, seat)[2]
    return [q for q in range(view.n) if q != seat and marg[q][1] > threshold]


def score_actions(view, seat: int, legal) -> list:
    g = goal(view, seat)
    lean = leanings(view, seat)
    hand = view.hands[seat]
    best_card = max((g * LEAN[c] for c in hand), default=0.0)
    n = view.n

    def card_value(q: int) -> float:
        """What one more card from holder q is worth to this seat."""
        if q == seat:
            return max(best_card, 0.3 * g * lean[q])
        if q < n:
            return g * lean[q] * 0.9
        c = view.ghost_card[q - n]
        if c >= 0 and view.known[c] >> seat & 1:
            return g * LEAN[c]
        return 0.0

    def reroll_value(d: int) -> float:
        owner = d // 2 if view.small else d
        if d >= view.nd - view.ng:
            owner = n + d - (view.nd - view.ng)
        return (P_STAR - view.dice[d]) * card_value(owner) - 0.02

    out = []
    for a in legal:
        k = a.kind
        if k == "pass" or k == "stop" or k == "end" or k == "keep" and a is A.KEEP_TOKENS:
            v = 0.0
        elif k == "reroll":
            v = reroll_value(a.arg)
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
            worth = g * LEAN[look] if look >= 0 else 0.0
            v = -worth if a.arg else 0.0
        elif k == "done":
            v = 0.0
        elif k == "peek":
            v = 0.05
        elif k == "swap":
            own, new = a.arg
            v = 0.3 * (JOB_VALUE[new] - JOB_VALUE[own]) - (0.05 if view.small else 0.15)
        else:                                                      # use a Job
            v = _job_value(view, seat, a.arg, g, lean, best_card, card_value, reroll_value)
        out.append(v)
    return out


def _job_value(view, seat, arg, g, lean, best_card, card_value, reroll_value) -> float:
    j = arg[0]
    if j == A.GAFFER:
        gains = sorted((reroll_value(d) for d in range(view.nd)), reverse=True)
        return max(0.0, gains[0]) * 1.6 + 0.05
    if j == A.DIRECTOR:
        _, src, dst = arg
        v = 0.9 * card_value(dst)
        if src >= 0:
            v -= 0.9 * card_value(src)
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
def cutoff_key(state):
    """Rollouts from a Shooting turn stop when Shooting ends (the film is then forecast);
    from Editing, when the film is shown."""
    return (state.round, state.stage >= 2, state.winners_ is None)


def _p_patriots(state, pat: int, com: int, lead_extra: float = 0.0) -> float:
    need_c = 3 if state.n == 3 else 4
    if pat >= 4:
        return 1.0
    if com >= need_c:
        return 0.0
    lead = (need_c - com) - (4 - pat) + lead_extra
    return 1.0 / (1.0 + math.exp(-1.1 * lead))


def evaluate(state) -> list:
    """Estimated win shares: from the films won so far and, while a film is being made,
    its forecast chances (forecast.py); nudged by what each side carries into the next
    film (trophies, star dice, good cards in hand)."""
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
        good = sum(1 for c in state.hands[q] if sign * LEAN[c] > 0)
        edge += sign * (0.25 * state.tokens[q] + 0.2 * state.stars_of(q) + 0.06 * min(good, 2))
    if len(state.films) <= state.round and state.stage >= 2 and state.poster >= 0:
        f = film_chance(state)                    # this film is not shown yet
        p_pat = f * _p_patriots(state, pat + 1, com, edge) + (1 - f) * _p_patriots(
            state, pat, com + 1, edge)
    else:
        extra = 0.0
        if state.films:
            last = state.films[-1]
            extra = 0.15 * max(-3, min(3, last[2] - last[3] - 0.5))
        p_pat = _p_patriots(state, pat, com, extra + edge)
    sides = [loyal.count(k) or 1 for k in range(3)]
    close = 1.0 - min(1.0, abs(pat - com) / 3.0)
    out = []
    for k in loyal:
        if k == 0:
            out.append(p_pat / sides[0])
        elif k == 1:
            out.append((1 - p_pat) / sides[1])
        else:
            out.append(0.3 * close)
    return out


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
# same worlds for every option can tell apart. Against `normal` at 6 players (side_sim,
# 2 x 400 games on the same deals as all-normal runs) a hard side gains +8.9 points for
# the Patriots and +10.9 for the Communists, where ISMCTS gained +7.5 and +2.6; z = 0.5
# overrules the heuristic more readily than the default.
HARD_SEARCH = "rollouts"
ROLLOUT_WORLDS = 60
ROLLOUT_Z = 0.5
