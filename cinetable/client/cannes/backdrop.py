"""The Festival de Cannes table's backdrop: the Croisette at night. A deep blue sky with
faint stars behind everything; the lots lie on the red carpet, which carries an Art
Deco fan of rays rising from its foot, a palm at each end and a stepped gold hairline
(its heading breaks it, as a label on a frame). Low contrast: the cards stay in front.

Painted once per window size into the table's cached background (table.py)."""
from __future__ import annotations

import math
import random

import pygame

from cinetable.client import viewport
from cinetable.client.art import darker, lighter
from cinetable.client.cannes.vignettes import draw_palm
from cinetable.client.deco import Box, stepped
from cinetable.client.widgets import vertical_gradient

SKY_TOP, SKY_LOW = (30, 28, 56), (12, 12, 24)
CARPET = (58, 24, 34)


def night_sky(size) -> pygame.Surface:
    """The sky: a gradient and a scatter of faint stars (the same every time)."""
    sky = vertical_gradient(size, SKY_TOP, SKY_LOW)
    rng = random.Random(1946)                 # the first festival's year
    w, h = size
    for _ in range(w * h // 9000):
        x, y = rng.randrange(w), rng.randrange(h)
        k = rng.random()
        sky.set_at((x, y), lighter(SKY_TOP, 0.25 + 0.35 * k))
    return sky


def red_carpet(surf: pygame.Surface, r: pygame.Rect, radius: int) -> None:
    """The carpet under the lots, drawn on `surf` in `r`."""
    q = viewport.px
    carpet = pygame.Surface(r.size)
    carpet.fill(CARPET)
    cx, cy = r.w / 2, r.h + q(30)
    reach = math.hypot(r.w, r.h) + q(40)
    for k in range(0, 36, 2):                  # a fan of rays over the upper half-circle
        a0, a1 = math.pi + k * math.pi / 36, math.pi + (k + 1) * math.pi / 36
        pygame.draw.polygon(carpet, lighter(CARPET, 0.05),
                            [(cx, cy), (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                             (cx + reach * math.cos(a1), cy + reach * math.sin(a1))])
    side = min(r.h - q(20), r.w // 5)
    shade = darker(CARPET, 0.7)
    for x in (q(6), r.w - side - q(6)):        # a palm at each end of the carpet
        draw_palm(carpet, Box(pygame.Rect(x, r.h - side, side, side)), shade)
    shape = pygame.Surface(r.size, pygame.SRCALPHA)     # the carpet's rounded outline
    pygame.draw.rect(shape, (255, 255, 255), shape.get_rect(), border_radius=radius)
    shape.blit(carpet, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    k = q(8)
    pygame.draw.rect(shape, (120, 60, 70), shape.get_rect(), 1, border_radius=radius)
    pygame.draw.polygon(shape, (150, 112, 60),
                        stepped(shape.get_rect().inflate(-q(10), -q(10)), k), 1)
    surf.blit(shape, r)
