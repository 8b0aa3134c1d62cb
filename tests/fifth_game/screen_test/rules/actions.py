"""Screen Test's actions, built once (engine/actions.Action) and found by their notation:

    play 7     audition with a 7, face down
    deal 7     chance: the next card dealt is a 7
    role 6     chance: the audition is for a role worth 6 points
"""
from __future__ import annotations

from cinetable.engine.actions import Action

VALUES = range(1, 10)
COPIES = 2
ROLES = (2, 4, 6)                  # Extra, Supporting, Lead

PLAY = {v: Action("play", v, f"play {v}") for v in VALUES}
DEAL = {v: Action("deal", v, f"deal {v}") for v in VALUES}
ROLE = {v: Action("role", v, f"role {v}") for v in ROLES}
BY_TEXT = {a.text: a for table in (PLAY, DEAL, ROLE) for a in table.values()}


def lookup(text: str) -> Action | None:
    return BY_TEXT.get(" ".join(str(text).lower().split()))
