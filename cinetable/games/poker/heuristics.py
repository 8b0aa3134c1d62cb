"""Bot heuristics for Hollywood Poker (bots/heuristic.py): scores in rough "tempo" units.

Read from the bot's own view only: its hand, the cards played, the hand sizes (all a
seat knows). The ideas of the climbing family:
- lead low, and whole groups: a low set only leaves the hand when you hold the lead;
- keep sets together: pass rather than break a group to follow (the book's player E);
- keep Doubles and top cards as "control" to win tricks back, spend them to go out;
- near the end lead the set nobody can beat first, then go out with the last one;
- in the exchange always take, and give back low single cards, never a Double.
`cutoff_key` / `evaluate` let ISMCTS stop its rollouts when the deal ends.
"""
from __future__ import annotations

import math

from cinetable.games.poker.cards import DOUBLE, NVALUES

EASY_TEMPERATURE = 2.0
OUT = 1000.0


def unseen(view, seat: int) -> list:
    """Counts of the cards `seat` has not seen (other hands and set-aside cards)."""
    full, pile, own = view.full, view.pile, view.hands[seat]
    return [full[v] - pile[v] - own[v] for v in range(NVALUES)]


def top_beater(unseen_counts, count: int) -> int:
    """The highest value a set of `count` unseen cards could have (Doubles as wild;
    14: Doubles alone), 0 if none."""
    d = unseen_counts[DOUBLE]
    if d >= count:
        return DOUBLE
    for u in range(DOUBLE - 1, 0, -1):
        if unseen_counts[u] and unseen_counts[u] + d >= count:
            return u
    return 0


def beatable(unseen_counts, value: int, count: int) -> bool:
    """Could someone hold a set of `count` cards above `value` (Doubles as wild)?"""
    return value < DOUBLE and top_beater(unseen_counts, count) > value


def groups(hand) -> int:
    return 13 - hand[1:DOUBLE].count(0)


def score_actions(view, seat: int, legal) -> list:
    kind = legal[0].kind
    hand = view.hands[seat]
    if kind == "exchange" or kind == "waive":
        return [1.0 if a.kind == "exchange" else 0.0 for a in legal]
    if kind == "give":
        return [_give_score(hand, a.value) for a in legal]
    size = view.sizes[seat]
    seen = None
    tops: dict = {}
    ngroups = groups(hand) + (1 if hand[DOUBLE] else 0)
    lead = not view.last_count
    last = view.last_value
    late = size <= 6
    dbl_cost = 3.0 if late else 7.0
    out = []
    for a in legal:
        if a.kind == "pass":
            out.append(0.0)
            continue
        c = a.count
        if c == size:
            out.append(OUT)
            continue
        v = a.value
        s = -a.dbl * dbl_cost                              # Doubles are control
        if v != DOUBLE and a.nat < hand[v]:
            s -= 4.0 + (hand[v] - a.nat)                   # breaks a group
        top = tops.get(c)
        if top is None:
            if seen is None:
                seen = unseen(view, seat)
            top = tops[c] = top_beater(seen, c)
        safe = v >= DOUBLE or top <= v
        if lead:
            s += 20.0 - v + 0.6 * c
            if ngroups <= 2 and safe:
                s += 25.0                                  # take the lead back, then go out
            elif ngroups == 2 and v != DOUBLE and a.nat == hand[v]:
                # two groups left: the low one waits for the lead won with the high one
                s -= 3.0
        else:
            s += 4.0 + 0.5 * c - 0.35 * (v - last)
            if v >= 12 and not late:
                s -= 2.5 + (v - 11)                        # keep top cards for later
            if safe:
                s += 2.5 if late else 1.0
            if size - c <= 2 and safe:
                s += 6.0
        out.append(s)
    return out


def _give_score(hand, v: int) -> float:
    """Give back low cards that are alone; never a Double, rarely part of a set."""
    if v == DOUBLE:
        return -100.0
    return 20.0 - v - 3.5 * (hand[v] - 1)


def cutoff_key(state):
    """ISMCTS rollouts stop when the deal in progress ends."""
    return state.deal


def evaluate(state) -> list:
    """Estimated win shares from the totals (a softmax on the target's scale)."""
    if state.is_terminal():
        return state.returns()
    totals = state.totals
    k = 6.0 / state.target
    top = max(totals)
    w = [math.exp(k * (t - top)) for t in totals]
    z = sum(w)
    return [x / z for x in w]


SEARCH_WIDTH = 5


def candidates(state, player: int, legal) -> list:
    """For ISMCTS: the few best-scored actions, and passing whenever it is allowed (a
    lead offers dozens of sets, most of them splitting groups or wasting Doubles)."""
    if len(legal) <= SEARCH_WIDTH:
        return legal
    scores = score_actions(state, player, legal)
    order = sorted(range(len(legal)), key=scores.__getitem__, reverse=True)[:SEARCH_WIDTH]
    keep = [legal[i] for i in sorted(order)]
    if legal[0].kind == "pass" and legal[0] not in keep:
        keep.insert(0, legal[0])
    return keep


# `hard` plays paired rollouts of these candidates (bots/rollouts.py): measured against
# four `normal` at 5 players it wins more than ISMCTS at a fraction of the time.
HARD_SEARCH = "rollouts"
ROLLOUT_WORLDS = 60           # 30 worlds: 29-35 % of the wins; 60: 47 % (200 games each)
