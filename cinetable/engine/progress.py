"""How the scores went during a game, from its record: one point per round (or deal).

A game declares its stages with `stage_key(state)` in its GameDefinition (usually the
key its search uses as a horizon): the scores are taken each time the key changes and at
the end. A game without one gets a point every STEP actions.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from cinetable.engine.registry import GAME_IDS, definition

STEP = 20


def stage_key_for(game_id: str) -> Callable[[Any], Hashable] | None:
    """The game's stage key, None for a game without stages (or one not registered)."""
    return definition(game_id).stage_key if game_id in GAME_IDS else None


def score_progress(initial, actions: Sequence, stages: list | None = None) -> list[list[float]]:
    """[scores at the start, after stage 1, after stage 2, ..., final] (one list per point).
    With `stages`, the stage each point closes (stage_of's answer; None for the start) is
    appended to it, one per point."""
    state = initial.clone()
    key = stage_key_for(state.game.id)
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


# How far a game is, for save lists and Continue: (kind, n, of) from its GameDefinition's
# `progress`; kind names the unit ("round", "deal", "film", "month", "setup").
STAGE_KINDS = ("round", "deal", "film", "month", "setup")


def stage_of(state) -> tuple[str, int, int | None] | None:
    """(kind, n, of or None) of a state, or None for a game that declares none."""
    game_id = state.game.id
    progress = definition(game_id).progress if game_id in GAME_IDS else None
    return progress(state) if progress is not None else None
