"""What the first-game guide points at on the Hollywood 1947 table (see client.guide)."""
from __future__ import annotations

import pygame

from cinetable.client.hollywood1947 import layout as L

NAMED = {"board": L.BOARD, "loyalty": L.LOYALTY, "hand": L.HAND, "menu": L.MENU,
         "score": L.SCORE, "pile": L.PILE, "poster": L.POSTER, "jobs": L.CENTRE_JOBS,
         "tokens": L.TOKENS}


def guide_rect(table, target: str) -> pygame.Rect | None:
    if target == "panel":                        # the player's own seat: Job, die, tokens
        return table.seat_rect(table.session.human_seat or 0)
    return NAMED.get(target)
