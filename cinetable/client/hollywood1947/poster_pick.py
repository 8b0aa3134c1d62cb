"""The Screenwriter's choice shown as the two posters themselves, under the option rows
(the rows alone named them, "Keep War (Patriot)", with nothing to see): a click on a
poster keeps it, as its row does."""
from __future__ import annotations

import pygame

from cinetable.client.hollywood1947 import layout as L
from cinetable.games.hollywood1947 import actions as A


def pick_rects(items) -> list:
    """[(rect, action)] of the posters offered, side by side under the menu's rows."""
    keeps = [what for _label, what in items
             if not isinstance(what, str) and what.kind == "keep" and what.arg is not None]
    if not keeps:
        return []
    rows = L.menu_rects(len(items))
    top = rows[-1].bottom + L.zpx(16)
    w, h = L.POSTER.size
    room = L.MENU.bottom - top
    if h > room:                          # a short menu area: smaller posters
        w, h = w * room // h, room
    gap = L.zpx(24)
    x = L.MENU.x + L.zpx(12)
    return [(pygame.Rect(x + i * (w + gap), top, w, h), a) for i, a in enumerate(keeps)]


def draw(scene, surf, items) -> None:
    for r, a in pick_rects(items):
        surf.blit(scene.painter.poster(A.POSTER_ID[a.arg], r.size), r.topleft)
        scene.regions.append((pygame.Rect(r), ("keep_poster", A.POSTER_ID[a.arg])))
