"""Text for game tables: a bounded cache of rendered lines, and rendering with a drawn star.

A table redraws the same words every frame (names, prompts, scores): each is rendered
once and kept. The cache is bounded by count and by pixel bytes and evicts the least
recently used line, so a long session (log lines, scores, translated prompts, tooltips)
cannot make it grow without end, and the lines in use stay cached.
"""
from __future__ import annotations

import re
from collections import OrderedDict

import pygame

from cinetable.client import palette

GOLD = (226, 186, 84)


class TextCache:
    """Rendered text surfaces keyed by (font role, size, text, colour)."""

    def __init__(self, fonts, limit: int = 400, max_bytes: int = 4 << 20):
        self.fonts = fonts
        self.limit = limit
        self.max_bytes = max_bytes
        self.bytes = 0
        self._cache: OrderedDict = OrderedDict()
        self.seat_names_shown: dict = {}   # each seat's name as its header last showed it

    def __len__(self) -> int:
        return len(self._cache)

    def get(self, role: str, size: int, text: str, colour=palette.TEXT) -> pygame.Surface:
        key = (role, size, text, tuple(colour))
        img = self._cache.get(key)
        if img is not None:
            self._cache.move_to_end(key)
            return img
        img = render_rich(self.fonts.get(role, size), text, colour)
        self._cache[key] = img
        self.bytes += _size(img)
        while len(self._cache) > self.limit or (self.bytes > self.max_bytes
                                                 and len(self._cache) > 1):
            _key, old = self._cache.popitem(last=False)
            self.bytes -= _size(old)
        return img

    def clear(self) -> None:
        self._cache.clear()
        self.bytes = 0


def _size(img: pygame.Surface) -> int:
    return img.get_width() * img.get_height() * img.get_bytesize()


_STAR_ICONS: dict = {}


def star_icon(size: int, colour=GOLD) -> pygame.Surface:
    """A five-pointed star, drawn at twice the size and smoothed down (few sizes used)."""
    key = (size, tuple(colour))
    img = _STAR_ICONS.get(key)
    if img is None:
        import math
        big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
        pts = []
        for i in range(10):
            r = size if i % 2 == 0 else size * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((size + r * math.cos(a), size + r * math.sin(a)))
        pygame.draw.polygon(big, colour, pts)
        img = pygame.transform.smoothscale(big, (size, size))
        if len(_STAR_ICONS) < 64:
            _STAR_ICONS[key] = img
    return img


def render_rich(font, text: str, colour, star_colour=GOLD) -> pygame.Surface:
    """font.render, except that "★" (missing from the bundled fonts) is drawn as a star."""
    if "★" not in text:
        return font.render(text, True, colour)
    h = font.get_height()
    size = max(6, int(h * 0.62))
    pieces = []
    for part in re.split("(★+)", text):
        if not part:
            continue
        if part[0] == "★":
            pieces.extend([None] * len(part))
        else:
            pieces.append(font.render(part, True, colour))
    width = sum(size + 1 if p is None else p.get_width() for p in pieces)
    surf = pygame.Surface((max(1, width), h), pygame.SRCALPHA)
    x = 0
    icon = star_icon(size, star_colour)
    for p in pieces:
        if p is None:
            surf.blit(icon, (x, (h - size) // 2 + 1))
            x += size + 1
        else:
            surf.blit(p, (x, 0))
            x += p.get_width()
    return surf


def panel_line(text: str, name: str) -> str:
    """A log line shown on `name`'s own seat panel: the panel already says whose it is,
    so a leading "Alan " is dropped ("Alan calls the auction…" → "Calls the auction…")."""
    if name and text.startswith(name + " ") and len(text) > len(name) + 1:
        rest = text[len(name) + 1:]
        return rest[:1].upper() + rest[1:]
    return text


def fit_text(font, text: str, width: int) -> str:
    """`text`, cut at a word or letter and ended with "…" when wider than `width`."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,·:(") + "…" if text else ""
