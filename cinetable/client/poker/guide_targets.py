"""What the first-game guide points at on the Hollywood Poker table (see client.guide)."""
from __future__ import annotations

import pygame

from cinetable.client.poker import layout as L

# the layout's names (read when asked: the rects change with the window)
NAMED = {"hand": "HAND", "trick": "TRICK_AREA", "pass": "PASS_BUTTON",
         "play": "PLAY_BUTTON", "dialog": "DIALOG", "table": "TABLE"}


def guide_rect(table, target: str) -> pygame.Rect | None:
    if target == "seats":                        # every career panel round the table
        rects = [table.panel_rect(p) for p in range(table.session.record.players)]
        return rects[0].unionall(rects[1:])
    name = NAMED.get(target)
    return getattr(L, name) if name else None
