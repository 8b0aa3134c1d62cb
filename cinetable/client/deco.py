"""Art Deco drawing shared by every game's art (issue 29's one style): a box measured in
fractions of itself, a two-tone sunburst, the stepped corner outline.

Shapes are drawn at art.SS times their shown size and smooth-scaled down by the callers."""
from __future__ import annotations

import math

import pygame


class Box:
    """Fractions of a rect to pixels: p(0.5, 0.5) is its centre, d(0.1) a tenth of its
    smaller side."""

    def __init__(self, r: pygame.Rect):
        self.r = r
        self.u = min(r.w, r.h)

    def p(self, fx, fy):
        return (self.r.x + fx * self.r.w, self.r.y + fy * self.r.h)

    def d(self, f):
        return max(1, f * self.u)

    def rect(self, fx, fy, fw, fh):
        x, y = self.p(fx, fy)
        return pygame.Rect(round(x), round(y), round(fw * self.r.w), round(fh * self.r.h))

    def poly(self, surf, colour, pts, width=0):
        pygame.draw.polygon(surf, colour, [self.p(x, y) for x, y in pts], width)


def sunburst(surf, b: Box, centre, c1, c2, rays=16):
    """Art Deco rays from `centre` (fractions) over the whole box, two tones."""
    pygame.draw.rect(surf, c1, b.r)
    cx, cy = b.p(*centre)
    reach = math.hypot(b.r.w, b.r.h)
    for k in range(rays):
        if k % 2:
            continue
        a0, a1 = 2 * math.pi * k / rays, 2 * math.pi * (k + 1) / rays
        pygame.draw.polygon(surf, c2, [(cx, cy), (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                                       (cx + reach * math.cos(a1), cy + reach * math.sin(a1))])


def stepped(r: pygame.Rect, k: float) -> list:
    """The outline of `r` with each corner cut in an Art Deco step of `k` pixels."""
    x0, y0, x1, y1 = r.left, r.top, r.right - 1, r.bottom - 1
    return [(x0 + k, y0), (x1 - k, y0), (x1 - k, y0 + k), (x1, y0 + k), (x1, y1 - k),
            (x1 - k, y1 - k), (x1 - k, y1), (x0 + k, y1), (x0 + k, y1 - k), (x0, y1 - k),
            (x0, y0 + k), (x0 + k, y0 + k)]
