"""What the first-game guide points at on the Hollywood 1947 table (see client.guide)."""
from __future__ import annotations

import pygame

from cinetable.client.hollywood1947 import layout as L

# target -> the layout's name for it (read when asked: the layout follows the window)
NAMED = {"board": "BOARD", "loyalty": "LOYALTY", "hand": "HAND", "menu": "MENU",
         "score": "SCORE", "pile": "PILE", "poster": "POSTER", "jobs": "CENTRE_JOBS",
         "tokens": "TOKENS"}


def guide_rect(table, target: str) -> pygame.Rect | None:
    if target == "panel":                        # the player's own seat: Job, die, tokens
        return table.seat_rect(table.session.human_seat or 0)
    name = NAMED.get(target)
    return getattr(L, name) if name else None
