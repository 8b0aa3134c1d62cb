"""Hollywood Poker's table (issue 29): green baize with faint Art Deco rays, a gold
hairline inlay with diamonds at its four points, a brass rail and a walnut edge.

Painted once into the table's background (the scene caches it per window size), at
the pixel size of L.TABLE; the ellipses' edges antialiased with gfxdraw."""
from __future__ import annotations

import math

import pygame
import pygame.gfxdraw

from cinetable.client import viewport
from cinetable.client.art import GOLD, GOLD_DARK, darker, lighter
from cinetable.client.poker import layout as L

BAIZE = (38, 86, 62)
WALNUT = (70, 42, 30)
BRASS = (196, 156, 74)
RAYS = 36                # [designed] the baize's rays: subtle, twice as many as a card's


def _oval(surface, colour, r: pygame.Rect) -> None:
    """A filled ellipse with an antialiased rim."""
    pygame.draw.ellipse(surface, colour, r)
    if r.w > 2 and r.h > 2:
        pygame.gfxdraw.aaellipse(surface, r.centerx, r.centery, r.w // 2 - 1, r.h // 2 - 1, colour)


def _baize(surface, r: pygame.Rect) -> None:
    """The cloth: the green oval and its rays, each ray a wedge ending on the oval's rim
    (drawn straight on the background: no full-size alpha layers, cheap at 4K)."""
    _oval(surface, BAIZE, r)
    cx, cy = r.centerx, r.centery
    rx, ry = r.w / 2 - 1, r.h / 2 - 1
    shade = darker(BAIZE, 0.93)
    for k in range(0, RAYS, 2):
        a0 = 2 * math.pi * k / RAYS
        rim = [(cx + rx * math.cos(a0 + i * math.pi / RAYS / 4),
                cy + ry * math.sin(a0 + i * math.pi / RAYS / 4)) for i in range(9)]
        pygame.draw.polygon(surface, shade, [(cx, cy), *rim])


def _inlay(surface, r: pygame.Rect) -> None:
    """The gold hairline oval inside the rail, a diamond at each of its four points and
    a stepped chevron beside each side diamond."""
    px = viewport.px
    inner = r.inflate(-px(56), -px(44))
    pygame.gfxdraw.aaellipse(surface, inner.centerx, inner.centery, inner.w // 2, inner.h // 2,
                             GOLD_DARK)
    d = px(9)
    for x, y in (inner.midtop, inner.midbottom, inner.midleft, inner.midright):
        pts = [(x, y - d), (x + d * 0.7, y), (x, y + d), (x - d * 0.7, y)]
        pygame.draw.polygon(surface, GOLD_DARK, pts)
        pygame.draw.polygon(surface, GOLD, [(x, y - d * 0.5), (x + d * 0.35, y), (x, y + d * 0.5),
                                            (x - d * 0.35, y)])
    for side, (x, y) in ((1, inner.midleft), (-1, inner.midright)):
        for k in range(3):                     # chevrons pointing to the middle
            o = side * (px(18) + k * px(9))
            pygame.draw.lines(surface, GOLD_DARK, False,
                              [(x + o, y - px(8)), (x + o + side * px(6), y), (x + o, y + px(8))],
                              max(1, px(2)))


def felt(surface) -> None:
    """The table on the background: walnut edge, brass rail, baize with its inlay."""
    r, px = L.TABLE, viewport.px
    shadow = pygame.Surface(r.inflate(px(60), px(60)).size, pygame.SRCALPHA)
    for i in range(5):                          # a soft shadow under the table
        pygame.draw.ellipse(shadow, (0, 0, 0, 22),
                            shadow.get_rect().inflate(-px(8) * i, -px(8) * i).move(0, px(6)))
    surface.blit(shadow, r.inflate(px(60), px(60)).topleft)
    _oval(surface, darker(WALNUT, 0.6), r.inflate(px(34), px(34)))
    _oval(surface, WALNUT, r.inflate(px(30), px(30)))
    _oval(surface, darker(BRASS, 0.6), r.inflate(px(16), px(16)))       # the brass rail
    _oval(surface, BRASS, r.inflate(px(13), px(13)))
    hi = r.inflate(px(10), px(10))
    pygame.draw.arc(surface, lighter(BRASS, 0.5), hi, math.pi * 0.15, math.pi * 0.85, max(1, px(2)))
    _oval(surface, darker(BRASS, 0.55), r.inflate(px(4), px(4)))
    _baize(surface, r)
    _inlay(surface, r)
