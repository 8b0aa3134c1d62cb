"""Screen Test's bot heuristic (bots/heuristic.py), read from the seat's own view: go
for the Lead with the highest card, for a Supporting role with a middling one, and
leave an Extra to the others with the lowest card (high cards win the big roles later)."""
from __future__ import annotations

EASY_TEMPERATURE = 1.5


def score_actions(view, seat: int, legal) -> list[float]:
    role = view.role
    if role >= 6:
        return [float(a.arg) for a in legal]
    if role >= 4:
        return [-abs(a.arg - 6.0) for a in legal]
    return [-float(a.arg) for a in legal]


def stage(state) -> int:
    """The audition being played: a point of the score chart each time it changes."""
    return state.audition


def progress(state) -> tuple[str, int, int | None]:
    return "round", min(state.audition + 1, state.auditions), state.auditions
