"""Surfaces in flight over a table: dealt cards, pushed tokens, cards handed out.

    layer = SpriteLayer()
    queue.add(layer.flight(face, start, end, 0.3, on_done=lambda: view.apply(ev)))
    queue.add(layer.flight(back, deck, hand, 0.4, turn_to=face))   # flies and turns over
    layer.draw(surface)             # every frame, over the board

A flight is an animation step (a Tween): it makes its sprite when it starts and removes
it when it ends (unless kept: a dealt card waits face down in the hand to be turned with
`layer.turn`), so `layer.active` is True exactly while something is over the board. The
table uses that to lower its buttons under the flights (see BaseTableScene).

Every move eases in and out (no linear slides); a card turned over narrows to its edge
showing its back, then widens showing its face, lifted a little over its shadow.
"""
from __future__ import annotations

import math

import pygame

from cinetable.client.animation import Tween, ease_in_out_cubic

SHADOW_RGBA = (8, 6, 12, 90)


def turn_width(p: float) -> float:
    """A card turning about its vertical axis at an even pace: its width as seen, 1 → 0
    (on its edge at half time) → 1."""
    return abs(math.cos(math.pi * min(1.0, max(0.0, p))))


def turn_lift(p: float) -> float:
    """How high a turning card rises (0..1): highest on its edge, down at both ends."""
    return 0.0 if p <= 0 or p >= 1 else math.sin(math.pi * p)     # exactly down at the ends


class Sprite:
    """A surface drawn centred at (x, y), with an alpha and a scale; `sx` squeezes it
    across (a card on its edge at 0), `lift` raises it that many pixels over a shadow."""

    __slots__ = ("surf", "x", "y", "alpha", "scale", "sx", "lift")

    def __init__(self, surf, pos, alpha=255.0, scale=1.0):
        self.surf = surf
        self.x, self.y = pos
        self.alpha = alpha
        self.scale = scale
        self.sx = 1.0
        self.lift = 0.0

    def size(self) -> tuple[int, int]:
        w, h = self.surf.get_size()
        return max(1, round(w * self.scale * self.sx)), max(1, round(h * self.scale))

    def rect(self) -> pygame.Rect:
        r = pygame.Rect((0, 0), self.size())
        r.center = (int(self.x), int(self.y - self.lift))
        return r

    def draw(self, surface) -> None:
        img, size = self.surf, self.size()
        if size != img.get_size():
            img = pygame.transform.smoothscale(img, size)
        a = int(max(0, min(255, self.alpha)))
        if self.lift >= 1:           # the shadow stays on the felt, a little aside
            shadow = pygame.Surface(size, pygame.SRCALPHA)
            r, g, b, sa = SHADOW_RGBA
            pygame.draw.rect(shadow, (r, g, b, sa * a // 255), shadow.get_rect(),
                             border_radius=max(2, min(size) // 9))
            d = self.lift * 0.4
            surface.blit(shadow, shadow.get_rect(center=(int(self.x + d), int(self.y + d))))
        if a < 255:
            img = img.copy() if img is self.surf else img
            img.set_alpha(a)
        surface.blit(img, self.rect())


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
               ease=ease_in_out_cubic, turn_to=None, lift=0.0, keep=None) -> Tween:
        """A tween moving a new sprite from start to end; the sprite goes away at the end,
        or is handed to `keep(sprite)` instead (it stays drawn until dropped).
        `surf` (and `turn_to`) may be functions, called when the flight starts (paint only
        when needed). With `turn_to` the card turns over on the way, showing that face
        from half time; `lift` (pixels) raises it over its shadow mid-way."""
        holder: dict = {}

        def begin():
            img = surf() if callable(surf) else surf
            holder["sp"] = self.add(img, start, alpha=start_alpha, scale=start_scale)
            holder["face"] = turn_to() if callable(turn_to) else turn_to
            if on_start:
                on_start()

        def apply(p):
            sp = holder["sp"]
            sp.x = start[0] + (end[0] - start[0]) * p
            sp.y = start[1] + (end[1] - start[1]) * p
            sp.scale = start_scale + (end_scale - start_scale) * p
            sp.alpha = start_alpha + (end_alpha - start_alpha) * p
            sp.lift = lift * turn_lift(p)
            if holder["face"] is not None:
                sp.sx = turn_width(p)
                if p >= 0.5:
                    sp.surf = holder["face"]

        def done():
            if keep is not None:
                keep(holder["sp"])
            else:
                self.drop(holder["sp"])
            if on_done:
                on_done()

        return Tween(duration, apply, ease, begin, done)

    def turn(self, sp: Sprite, face, duration: float, *, lift: float = 0.0, on_start=None,
             on_done=None) -> Tween:
        """Turn a sprite already on the board over where it lies: its back narrows to the
        edge, `face` (a surface or a function) widens from it, lifted by `lift` pixels."""
        holder: dict = {}

        def begin():
            holder["face"] = face() if callable(face) else face
            if on_start:
                on_start()

        def apply(p):
            sp.sx, sp.lift = turn_width(p), lift * turn_lift(p)
            if p >= 0.5:
                sp.surf = holder["face"]

        # an even turning pace: turn_width's cosine already starts and ends it softly
        return Tween(duration, apply, lambda x: x, begin, on_done)
