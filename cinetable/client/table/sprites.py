"""Surfaces in flight over a table: dealt cards, pushed tokens, cards handed out.

    layer = SpriteLayer()
    queue.add(layer.flight(face, start, end, 0.3, on_done=lambda: view.apply(ev)))
    layer.draw(surface)             # every frame, over the board

A flight is an animation step (a Tween): it makes its sprite when it starts and removes
it when it ends, so `layer.active` is True exactly while something is in the air. The
table uses that to lower its buttons under the flights (see BaseTableScene).
"""
from __future__ import annotations

import pygame

from cinetable.client.animation import Tween, ease_in_out_cubic


class Sprite:
    """A surface drawn centred at (x, y), with an alpha and a scale."""

    __slots__ = ("surf", "x", "y", "alpha", "scale")

    def __init__(self, surf, pos, alpha=255.0, scale=1.0):
        self.surf = surf
        self.x, self.y = pos
        self.alpha = alpha
        self.scale = scale

    def rect(self) -> pygame.Rect:
        w, h = self.surf.get_size()
        r = pygame.Rect(0, 0, max(1, int(w * self.scale)), max(1, int(h * self.scale)))
        r.center = (int(self.x), int(self.y))
        return r

    def draw(self, surface) -> None:
        img = self.surf
        if self.scale != 1.0:
            w, h = img.get_size()
            img = pygame.transform.smoothscale(img, (max(1, int(w * self.scale)),
                                                     max(1, int(h * self.scale))))
        a = int(max(0, min(255, self.alpha)))
        if a < 255:
            img = img.copy() if img is self.surf else img
            img.set_alpha(a)
        surface.blit(img, img.get_rect(center=(int(self.x), int(self.y))))


class SpriteLayer:
    def __init__(self):
        self.sprites: list[Sprite] = []

    @property
    def active(self) -> bool:
        return bool(self.sprites)

    def add(self, surf, pos, **kw) -> Sprite:
        sp = Sprite(surf, pos, **kw)
        self.sprites.append(sp)
        return sp

    def drop(self, sp: Sprite) -> None:
        if sp in self.sprites:
            self.sprites.remove(sp)

    def clear(self) -> None:
        self.sprites.clear()

    def draw(self, surface) -> None:
        for sp in self.sprites:
            sp.draw(surface)

    def flight(self, surf, start, end, duration, *, on_start=None, on_done=None,
               start_scale=1.0, end_scale=1.0, start_alpha=255.0, end_alpha=255.0,
               ease=ease_in_out_cubic) -> Tween:
        """A tween moving a new sprite from start to end; the sprite goes away at the end.
        `surf` may be a function, called when the flight starts (paint only when needed)."""
        holder: dict = {}

        def begin():
            img = surf() if callable(surf) else surf
            holder["sp"] = self.add(img, start, alpha=start_alpha, scale=start_scale)
            if on_start:
                on_start()

        def apply(p):
            sp = holder["sp"]
            sp.x = start[0] + (end[0] - start[0]) * p
            sp.y = start[1] + (end[1] - start[1]) * p
            sp.scale = start_scale + (end_scale - start_scale) * p
            sp.alpha = start_alpha + (end_alpha - start_alpha) * p

        def done():
            self.drop(holder["sp"])
            if on_done:
                on_done()

        return Tween(duration, apply, ease, begin, done)
