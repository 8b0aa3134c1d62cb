"""A small ink figure per career for its badge (issue 29): a head and shoulders in
silhouette with the one thing that tells the job at a glance. [designed] Megastar: a
star over waved hair; Director: a beret and a megaphone; Producer: a top hat and a
cigar; Casting director: round glasses; Actor: a fedora and a bow tie; Starlet: curls;
Stunt double: a helmet and goggles; Dishwasher: a paper cap and a plate."""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette
from cinetable.client.art import GOLD, SS, star_points
from cinetable.client.surface_cache import SurfaceCache

INK = palette.INK
_cache = SurfaceCache(limit=32, max_bytes=1 << 20)


def figure(rank: int, size: int) -> pygame.Surface:
    """Career `rank`'s figure in a `size`-pixel square (cached)."""
    return _cache.get_or_make((rank, size), lambda: _paint(rank, max(8, size)))


def _paint(rank: int, size: int) -> pygame.Surface:
    n = size * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)

    def p(fx, fy):
        return (fx * n, fy * n)

    def d(f):
        return max(1, f * n)
    pygame.draw.ellipse(s, INK, pygame.Rect(*p(0.14, 0.70), d(0.72), d(0.5)))    # shoulders
    pygame.draw.circle(s, INK, p(0.5, 0.50), d(0.19))                           # head
    if rank == 1:
        star = star_points(*p(0.5, 0.15), d(0.17))     # cream: the Megastar's chip is gold
        pygame.draw.polygon(s, palette.CREAM, star)
        pygame.draw.polygon(s, INK, star, max(1, int(d(0.03))))
        for fx in (0.30, 0.70):
            pygame.draw.circle(s, INK, p(fx, 0.56), d(0.1))
    elif rank == 2:
        pygame.draw.ellipse(s, INK, pygame.Rect(*p(0.28, 0.28), d(0.46), d(0.14)))
        pygame.draw.circle(s, INK, p(0.56, 0.27), d(0.04))
        pygame.draw.polygon(s, INK, [p(0.70, 0.62), p(0.96, 0.48), p(0.96, 0.84)])
    elif rank == 3:
        pygame.draw.rect(s, INK, pygame.Rect(*p(0.36, 0.04), d(0.28), d(0.30)))
        pygame.draw.rect(s, INK, pygame.Rect(*p(0.26, 0.32), d(0.48), d(0.06)))
        pygame.draw.line(s, INK, p(0.62, 0.58), p(0.86, 0.52), int(d(0.06)))
        pygame.draw.circle(s, GOLD, p(0.88, 0.52), d(0.035))
    elif rank == 4:
        for fx in (0.40, 0.60):
            pygame.draw.circle(s, palette.CREAM, p(fx, 0.48), d(0.08), max(1, int(d(0.035))))
        pygame.draw.rect(s, INK, pygame.Rect(*p(0.28, 0.30), d(0.44), d(0.14)),
                         border_top_left_radius=int(d(0.2)), border_top_right_radius=int(d(0.2)))
    elif rank == 5:
        pygame.draw.rect(s, INK, pygame.Rect(*p(0.34, 0.18), d(0.32), d(0.14)),
                         border_radius=int(d(0.05)))
        pygame.draw.ellipse(s, INK, pygame.Rect(*p(0.18, 0.29), d(0.64), d(0.08)))
        pygame.draw.polygon(s, palette.CREAM, [p(0.40, 0.74), p(0.5, 0.79), p(0.60, 0.74),
                                               p(0.60, 0.86), p(0.5, 0.81), p(0.40, 0.86)])
    elif rank == 6:
        for fx, fy in ((0.30, 0.40), (0.36, 0.28), (0.50, 0.24), (0.64, 0.28), (0.70, 0.40),
                       (0.28, 0.54), (0.72, 0.54)):
            pygame.draw.circle(s, INK, p(fx, fy), d(0.09))
        pygame.draw.circle(s, palette.CREAM, p(0.62, 0.86), d(0.035))
        pygame.draw.circle(s, palette.CREAM, p(0.38, 0.86), d(0.035))
    elif rank == 7:
        pygame.draw.circle(s, INK, p(0.5, 0.44), d(0.23))
        pygame.draw.rect(s, GOLD, pygame.Rect(*p(0.30, 0.42), d(0.40), d(0.09)),
                         border_radius=int(d(0.04)))
    else:
        pygame.draw.polygon(s, INK, [p(0.30, 0.34), p(0.70, 0.34), p(0.62, 0.16), p(0.38, 0.16)])
        pygame.draw.ellipse(s, palette.CREAM, pygame.Rect(*p(0.62, 0.66), d(0.34), d(0.16)))
        pygame.draw.ellipse(s, INK, pygame.Rect(*p(0.62, 0.66), d(0.34), d(0.16)),
                            max(1, int(d(0.03))))
    return pygame.transform.smoothscale(s, (size, size))


# [designed] a finishing place's rosette: gold, silver, bronze, then plain brass
ROSETTE_METALS = ((226, 186, 84), (196, 200, 210), (196, 128, 70))
ROSETTE_PLAIN = (150, 130, 100)


def rosette(place: int, size: int, ribbon) -> pygame.Surface:
    """A place won in the deal (issue 29: it was the words "out #1" in green): a medal
    with a scalloped rim and the place's number, on two ribbon tails of the seat's
    colour, `size` pixels wide (cached)."""
    return _cache.get_or_make(("rosette", place, size, tuple(ribbon)),
                              lambda: _paint_rosette(place, max(12, size), ribbon))


def _paint_rosette(place: int, size: int, ribbon) -> pygame.Surface:
    n = size * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    metal = ROSETTE_METALS[place - 1] if place <= len(ROSETTE_METALS) else ROSETTE_PLAIN
    c, r = (n / 2, n * 0.42), n * 0.34
    for dx in (-1, 1):                                   # the tails, behind the medal
        tail = [(c[0] + dx * r * 0.15, c[1]), (c[0] + dx * r * 0.85, n - 1),
                (c[0] + dx * r * 0.45, n * 0.86), (c[0] + dx * r * 0.05, n - 1)]
        pygame.draw.polygon(s, ribbon, tail)
    for k in range(14):                                  # the scalloped rim
        a = k * 2 * math.pi / 14
        pygame.draw.circle(s, metal, (c[0] + r * math.cos(a), c[1] + r * math.sin(a)), r * 0.28)
    pygame.draw.circle(s, metal, c, r)
    pygame.draw.circle(s, INK, c, r * 0.78, max(1, SS))
    return pygame.transform.smoothscale(s, (size, size))
