"""What the first-game guide points at on the Festival de Cannes table (see client.guide)."""
from __future__ import annotations

import pygame

from cinetable.client.cannes import layout as L

NAMED = {"track": L.TRACK, "rating": L.DIALOG, "lots": L.LOTS, "hand": L.HAND,
         "seats": L.SEATS, "dice": L.DICE, "film": L.FILM}


def guide_rect(table, target: str) -> pygame.Rect | None:
    return NAMED.get(target)
