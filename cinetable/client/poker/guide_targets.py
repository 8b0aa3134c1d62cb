"""What the first-game guide points at on the Hollywood Poker table (see client.guide)."""
from __future__ import annotations

import pygame

from cinetable.client.poker import layout as L

NAMED = {"hand": L.HAND, "trick": L.TRICK_AREA, "pass": L.PASS_BUTTON,
         "play": L.PLAY_BUTTON, "dialog": L.DIALOG, "table": L.TABLE}


def guide_rect(table, target: str) -> pygame.Rect | None:
    if target == "seats":                        # every career panel round the table
        rects = [table.panel_rect(p) for p in range(table.session.record.players)]
        return rects[0].unionall(rects[1:])
    return NAMED.get(target)
