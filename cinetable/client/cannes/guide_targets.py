"""What the first-game guide points at on the Festival de Cannes table (see client.guide)."""
from __future__ import annotations

import pygame

from cinetable.client.cannes import layout as L

NAMED = {"track": "TRACK", "rating": "DIALOG", "lots": "LOTS", "hand": "HAND",
         "seats": "SEATS", "dice": "DICE", "film": "FILM"}


def guide_rect(table, target: str) -> pygame.Rect | None:
    """The named area as the table is laid out now."""
    name = NAMED.get(target)
    return getattr(L, name) if name else None
