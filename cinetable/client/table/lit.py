"""What the human may do now, lit on the board (issue 19.5): one brass ring, one thickness,
round every place a legal move is made (a card, a column, an option, a button), brighter
under the pointer. Each table says where its moves are (`lit_targets()`: action -> rects,
empty when it is not the human's turn); the same answer is drawn here and tested."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport

LIT_WIDTH = 3        # the ring, the same on every table (units, as the two below)
LIT_PAD = 4          # clear of the card's own edge
HALO = 3             # a faint outer band, so the ring reads as light, not as a frame


def lit_rects(targets: dict) -> list[pygame.Rect]:
    """Every rect of `targets` (action -> rects) once, in a stable order."""
    seen, out = set(), []
    for rects in targets.values():
        for r in rects:
            key = tuple(r)
            if key not in seen:
                seen.add(key)
                out.append(pygame.Rect(r))
    return out


def draw_lit(surface, targets: dict, mouse=(-1, -1)) -> None:
    rects = lit_rects(targets)
    for r in rects:
        draw_ring(surface, r, hot=r.collidepoint(mouse))


def draw_ring(surface, rect, hot: bool = False) -> None:
    """The lit look: a brass ring (gold under the pointer) with a soft halo outside it."""
    colour = palette.HIGHLIGHT if hot else palette.BRASS
    px = viewport.px
    ring = pygame.Rect(rect).inflate(2 * px(LIT_PAD), 2 * px(LIT_PAD))
    outer = ring.inflate(2 * px(HALO), 2 * px(HALO))
    surface.blit(_halo(outer.size, colour), outer.topleft)
    pygame.draw.rect(surface, colour, ring, px(LIT_WIDTH), border_radius=px(10))


_HALOS: dict = {}


def _halo(size, colour) -> pygame.Surface:
    """The faint band, painted once per size (a table lights a few sizes only)."""
    band = viewport.px(HALO)
    key = (size, colour, band)
    img = _HALOS.get(key)
    if img is None:
        if len(_HALOS) > 64:
            _HALOS.clear()
        img = _HALOS[key] = pygame.Surface(size, pygame.SRCALPHA)
        for k in range(band):          # fainter outside, stronger near the ring
            alpha = 40 + round(60 * k / max(1, band - 1))
            pygame.draw.rect(img, (*colour, alpha), img.get_rect().inflate(-2 * k, -2 * k),
                             1, border_radius=viewport.px(12))
    return img
