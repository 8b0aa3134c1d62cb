"""Hollywood 1947's table backdrop: a premiere night behind the board, searchlights sweeping
up from a city skyline, faint Art Deco rays and a gold hairline round the board. Painted
once per window size (the table caches its background)."""
from __future__ import annotations

import pygame

from cinetable.client import viewport
from cinetable.client.hollywood1947 import deco as D


def paint_backdrop(bg: pygame.Surface, board: pygame.Rect) -> None:
    w, h = bg.get_size()
    P = viewport.px
    layer = pygame.Surface((w, h), pygame.SRCALPHA)     # faint: the board stays the eye's
    D.rays(layer, (board.centerx, -P(40)), max(w, h) * 1.3, (255, 226, 190, 7), 40, 0.35)
    bg.blit(layer, (0, 0))
    for fx, a in ((0.08, 0.42), (0.3, 0.12), (0.7, -0.14), (0.92, -0.4)):
        D.beam(bg, (w * fx, h), a, h * 1.3, w * 0.05, (255, 240, 200, 12))
    D.skyline(bg, (0, h - P(46), w, P(46)), (22, 18, 24))
    frame = board.inflate(P(16), P(16))
    D.stepped_frame(bg, frame, (120, 96, 54), 1, P(8))
