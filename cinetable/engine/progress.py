"""How the scores went during a game, from its record: one point per round (or deal).

A game marks its stages with `stage_key(state)` in its heuristics module (the same key
its search uses as a horizon, `cutoff_key`): the scores are taken each time the key
changes and at the end. A game without one gets a point every STEP actions.
"""
from __future__ import annotations

import importlib
from collections.abc import Sequence

STEP = 20


def _stage_key(game_id: str):
    try:
        module = importlib.import_module(f"cinetable.games.{game_id}.heuristics")
    except ModuleNotFoundError:
        return None
    return getattr(module, "stage_key", None) or getattr(module, "cutoff_key", None)


def score_progress(initial, actions: Sequence, stages: list | None = None) -> list[list[float]]:
    """[scores at the start, after stage 1, after stage 2, ..., final] (one list per point).
    With `stages`, the stage each point closes (stage_of's answer; None for the start) is
    appended to it, one per point."""
    state = initial.clone()
    key = _stage_key(state.game.id)
    points = [list(state.scores())]
    marks: list = [None]
    last = key(state) if key else None
    played = None
    for i, a in enumerate(actions):
        if isinstance(a, str):
            a = state.parse_action(a)
        if stages is not None and key is not None:
            played = stage_of(state)
        state.apply_action(a)
        if key is not None:
            k = key(state)
            if k != last:
                last = k
                points.append(list(state.scores()))
                marks.append(played)
        elif (i + 1) % STEP == 0:
            points.append(list(state.scores()))
            marks.append(None)
    final = list(state.scores())
    if points[-1] != final or len(points) == 1:
        points.append(final)
        marks.append(played)
    if stages is not None:
        stages.extend(marks)
    return points


# How far a game is, for save lists and Continue: (kind, n, of) from the game's own
# `progress` module; kind names the unit ("round", "deal", "film", "month", "setup").
STAGE_KINDS = ("round", "deal", "film", "month", "setup")


def stage_of(state) -> tuple[str, int, int | None] | None:
    """(kind, n, of or None) of a state, or None for a game that declares none."""
    try:
        module = importlib.import_module(f"cinetable.games.{state.game.id}.progress")
    except ModuleNotFoundError:
        return None
    return module.progress(state)
