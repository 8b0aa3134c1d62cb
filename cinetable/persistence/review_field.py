"""The `review` field of a game record: a stored game review (bots/review.py), checked.

    "review": {"budget": 300, "upto": 112,
               "moves": [[index, seat, "played", "best", played_chance, best_chance, mark]]}

A review is derived data (the same record and budget give it again), so a malformed or
hostile one is dropped rather than refusing the game: loading keeps the game and the
review is computed afresh. A review whose moves are not the record's own (a game taken
back since) is dropped the same way.
"""
from __future__ import annotations

import math
from typing import TypeGuard

MARKS = ("", "inaccuracy", "mistake", "blunder")
MAX_BUDGET = 100_000
MAX_ACTION_CHARS = 64


def _count(v, hi: int) -> TypeGuard[int]:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= hi


def _chance(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) \
        and 0.0 <= v <= 1.0


def _notation(v) -> bool:
    return isinstance(v, str) and 0 < len(v) <= MAX_ACTION_CHARS and v.isprintable()


def clean_review(raw, actions: list, players: int) -> dict | None:
    """The stored review if it is well-formed and matches the record's actions, else None."""
    if raw is None or not isinstance(raw, dict):
        return None
    budget, upto, moves = raw.get("budget"), raw.get("upto"), raw.get("moves")
    if not _count(budget, MAX_BUDGET) or budget < 1 or not _count(upto, len(actions)) \
            or not isinstance(moves, list) or len(moves) > upto:
        return None
    out, last = [], -1
    for m in moves:
        if not isinstance(m, list) or len(m) != 7:
            return None
        index, seat, played, best, pc, bc, mark = m
        if not _count(index, upto - 1) or index <= last or not _count(seat, players - 1) \
                or not _notation(played) or not _notation(best) or not _chance(pc) \
                or not _chance(bc) or mark not in MARKS or actions[index] != played:
            return None
        last = index
        out.append([index, seat, played, best, float(pc), float(bc), mark])
    return {"budget": budget, "upto": upto, "moves": out}
