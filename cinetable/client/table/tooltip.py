"""Hover tips for any table: what is under the mouse, said after a short stillness.

    tips = Tooltip(text_cache)
    tips.update(dt, Tip(key, anchor_rect, lambda: ["Cold Blood", "Action film · 1 card"]))
    tips.draw(surface, avoid=widget_rects)      # last, over everything the scene draws

A tip's lines come from a function called when it shows, in the current language (the
first line is its title). pygame-gui draws its widgets after the scene, over anything the
scene draws: so a tip is placed beside its anchor where it overlaps none of the rects in
`avoid` (the visible buttons), trying above, below, right, then left, always on screen.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from cinetable.client import palette, viewport
from cinetable.client.text_wrap import wrap

DELAY = 0.35              # seconds of stillness before a tip shows
MAX_W = 340               # units, as the paddings and the gap
PAD_X, PAD_Y = 10, 6
GAP = 6


@dataclass
class Tip:
    key: object                      # what is hovered: the tip restarts when it changes
    anchor: pygame.Rect              # the thing hovered, in the window's pixels
    lines: Callable[[], list[str] | str]


def place_box(size, anchor: pygame.Rect, avoid=(), bounds=None) -> pygame.Rect:
    """A rect of `size` beside `anchor`, overlapping none of `avoid`, inside `bounds`
    (the window by default)."""
    bounds = pygame.Rect(bounds or (0, 0, *viewport.size()))
    w, h = size
    box = pygame.Rect(0, 0, w, h)
    gap = viewport.px(GAP)
    tries = []
    for side in ("above", "below", "right", "left"):
        r = box.copy()
        if side == "above":
            r.midbottom = (anchor.centerx, anchor.top - gap)
        elif side == "below":
            r.midtop = (anchor.centerx, anchor.bottom + gap)
        elif side == "right":
            r.midleft = (anchor.right + gap, anchor.centery)
        else:
            r.midright = (anchor.left - gap, anchor.centery)
        inside = bounds.contains(r)
        r.clamp_ip(bounds)
        tries.append(r)
        if inside and r.collidelist(list(avoid)) < 0 and not r.colliderect(anchor):
            return r
    for r in tries:                   # squeezed by the screen edge: still avoid the widgets
        if r.collidelist(list(avoid)) < 0 and not r.colliderect(anchor):
            return r
    return tries[0]


class Tooltip:
    def __init__(self, text, bounds=None):
        self.text = text                 # a TextCache
        self.bounds = bounds
        self.tip: Tip | None = None
        self.still = 0.0
        self.rect: pygame.Rect | None = None     # where it was last drawn (tests)
        self._img_key = None
        self._img: pygame.Surface | None = None

    @property
    def showing(self) -> bool:
        return self.tip is not None and self.still >= DELAY

    def update(self, dt: float, tip: Tip | None) -> None:
        if tip is None or self.tip is None or tip.key != self.tip.key:
            self.still = 0.0
            self._img_key = None
        else:
            self.still += dt
        self.tip = tip

    def hide(self) -> None:
        self.update(0.0, None)

    def lines(self) -> list[str]:
        if self.tip is None:
            return []
        got = self.tip.lines()
        return [got] if isinstance(got, str) else list(got)

    def draw(self, surface, avoid=()) -> None:
        self.rect = None
        if not self.showing:
            return
        lines = self.lines()
        if not lines:
            return
        key = (self.tip.key, tuple(lines), viewport.u())
        if key != self._img_key:       # painted once per tip shown
            self._img_key = key
            self._img = self._paint(lines)
        box = place_box(self._img.get_size(), self.tip.anchor, avoid, self.bounds)
        surface.blit(self._img, box.topleft)
        self.rect = box

    def _paint(self, lines: list[str]) -> pygame.Surface:
        title_font = self.text.fonts.get("semibold", 16)
        body_font = self.text.fonts.get("body", 15)
        rows: list[pygame.Surface] = []
        px = viewport.px
        pad_x, pad_y = px(PAD_X), px(PAD_Y)
        # never wider than the window leaves it (960×600 at a large UI scale)
        max_w = min(px(MAX_W), viewport.width() - 2 * px(GAP))
        for i, line in enumerate(lines):
            font = title_font if i == 0 else body_font
            role = ("semibold", 16) if i == 0 else ("body", 15)
            colour = palette.HIGHLIGHT if i == 0 else palette.TEXT
            for part in wrap(font, line, max_w - 2 * pad_x):
                rows.append(self.text.get(*role, part, colour))
        w = max(r.get_width() for r in rows) + 2 * pad_x
        h = sum(r.get_height() for r in rows) + 2 * pad_y
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (20, 16, 26, 245), surf.get_rect(), border_radius=px(6))
        pygame.draw.rect(surf, palette.BRASS_DIM, surf.get_rect(), 1, border_radius=px(6))
        y = pad_y
        for r in rows:
            surf.blit(r, (pad_x, y))
            y += r.get_height()
        return surf
