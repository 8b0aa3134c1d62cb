"""Each film poster's emblem (Hollywood 1947's fifteen genres), a flat silhouette in ink
with gold and cream accents that the poster frame (paint.py) shows above its skyline.
Drawn at SS times and scaled down; the poster is cached whole."""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette
from cinetable.client.art import GOLD, star_points

SS = 3
INK = (18, 16, 22)
CREAM = palette.CREAM


def _cactus(s, c, r):
    cx, cy = c
    pygame.draw.circle(s, GOLD, (cx + r * 0.45, cy - r * 0.45), r * 0.32)        # the sun
    pygame.draw.rect(s, INK, (cx - r * 0.13, cy - r * 0.7, r * 0.26, r * 1.6), border_radius=int(r * 0.13))
    pygame.draw.rect(s, INK, (cx - r * 0.55, cy - r * 0.3, r * 0.2, r * 0.55), border_radius=int(r * 0.1))
    pygame.draw.rect(s, INK, (cx - r * 0.55, cy + r * 0.1, r * 0.5, r * 0.18))
    pygame.draw.rect(s, INK, (cx + r * 0.35, cy - r * 0.5, r * 0.2, r * 0.55), border_radius=int(r * 0.1))
    pygame.draw.rect(s, INK, (cx + r * 0.05, cy - r * 0.1, r * 0.5, r * 0.18))


def _helmet(s, c, r):
    cx, cy = c
    pygame.draw.ellipse(s, INK, (cx - r * 0.7, cy - r * 0.6, r * 1.4, r * 1.1))
    pygame.draw.ellipse(s, INK, (cx - r * 0.95, cy - r * 0.12, r * 1.9, r * 0.36))
    pygame.draw.polygon(s, GOLD, star_points(cx, cy - r * 0.22, r * 0.22))
    for dx in (-1, 1):      # searchlights' planes: two chevrons above
        pygame.draw.lines(s, CREAM, False, [(cx + dx * r * 0.55 - r * 0.15, cy - r * 0.8),
                                            (cx + dx * r * 0.55, cy - r * 0.9),
                                            (cx + dx * r * 0.55 + r * 0.15, cy - r * 0.8)],
                          max(2, int(r / 12)))


def _top_hat(s, c, r):
    cx, cy = c
    pygame.draw.rect(s, INK, (cx - r * 0.38, cy - r * 0.75, r * 0.76, r * 0.95))
    pygame.draw.rect(s, GOLD, (cx - r * 0.38, cy - r * 0.05, r * 0.76, r * 0.14))
    pygame.draw.ellipse(s, INK, (cx - r * 0.7, cy + r * 0.1, r * 1.4, r * 0.25))
    pygame.draw.line(s, CREAM, (cx + r * 0.55, cy + r * 0.9), (cx + r * 0.85, cy - r * 0.5),
                     max(2, int(r / 10)))
    pygame.draw.circle(s, GOLD, (cx + r * 0.85, cy - r * 0.55), r * 0.08)


def _laurel(s, c, r):
    cx, cy = c
    pygame.draw.circle(s, INK, (cx, cy - r * 0.25), r * 0.3)          # a bust on a plinth
    pygame.draw.polygon(s, INK, [(cx - r * 0.45, cy + r * 0.45), (cx - r * 0.25, cy + r * 0.05),
                                 (cx + r * 0.25, cy + r * 0.05), (cx + r * 0.45, cy + r * 0.45)])
    for side in (-1, 1):
        for k in range(6):
            a = math.pi / 2 + side * (0.5 + k * 0.38)
            px, py = cx + r * 0.78 * math.cos(a), cy + r * 0.78 * math.sin(a)
            pygame.draw.ellipse(s, GOLD, (px - r * 0.1, py - r * 0.16, r * 0.2, r * 0.32))


def _swords(s, c, r):
    cx, cy = c
    w = max(2, int(r / 7))
    for d in (-1, 1):
        a, b = (cx - d * r * 0.75, cy + r * 0.75), (cx + d * r * 0.7, cy - r * 0.7)
        pygame.draw.line(s, CREAM, a, b, w)
        gx, gy = cx - d * r * 0.5, cy + r * 0.5
        pygame.draw.line(s, GOLD, (gx - r * 0.15, gy - d * r * 0.15 * -1),
                         (gx + r * 0.15, gy + d * r * 0.15 * -1), w + 1)
        pygame.draw.circle(s, GOLD, a, r * 0.08)


def _monster(s, c, r):
    cx, cy = c
    body = [(cx - r * 0.9, cy + r), (cx - r * 0.7, cy - r * 0.1), (cx - r * 0.45, cy - r * 0.55),
            (cx - r * 0.2, cy - r * 0.6), (cx - r * 0.1, cy - r * 0.85), (cx + r * 0.1, cy - r * 0.7),
            (cx + r * 0.3, cy - r * 0.85), (cx + r * 0.35, cy - r * 0.5), (cx + r * 0.7, cy - r * 0.2),
            (cx + r * 0.9, cy + r)]
    pygame.draw.polygon(s, INK, body)
    for dx in (-0.2, 0.15):
        pygame.draw.circle(s, (240, 200, 60), (cx + dx * r, cy - r * 0.4), r * 0.07)


def _bat(s, c, r):
    cx, cy = c
    pygame.draw.circle(s, CREAM, (cx, cy), r * 0.75)                  # the full moon
    wing = [(0, -0.05), (0.25, -0.25), (0.55, -0.3), (0.8, -0.2), (0.7, -0.05), (0.58, 0.08),
            (0.45, -0.02), (0.35, 0.1), (0.22, 0.0), (0.08, 0.12), (0, 0.15)]
    for d in (-1, 1):
        pygame.draw.polygon(s, INK, [(cx + d * x * r, cy + y * r) for x, y in wing])
    pygame.draw.circle(s, INK, (cx, cy - r * 0.05), r * 0.1)


def _streetlamp(s, c, r):
    cx, cy = c
    pygame.draw.polygon(s, (255, 240, 200, 90), [(cx - r * 0.35, cy - r * 0.55),
                                                 (cx - r * 0.95, cy + r), (cx + r * 0.25, cy + r)])
    pygame.draw.line(s, INK, (cx - r * 0.35, cy - r * 0.6), (cx - r * 0.35, cy + r), max(2, int(r / 10)))
    pygame.draw.circle(s, GOLD, (cx - r * 0.35, cy - r * 0.65), r * 0.12)
    # a man in a fedora and trench coat
    pygame.draw.polygon(s, INK, [(cx + r * 0.15, cy + r), (cx + r * 0.25, cy - r * 0.1),
                                 (cx + r * 0.55, cy - r * 0.1), (cx + r * 0.65, cy + r)])
    pygame.draw.circle(s, INK, (cx + r * 0.4, cy - r * 0.25), r * 0.14)
    pygame.draw.ellipse(s, INK, (cx + r * 0.18, cy - r * 0.38, r * 0.44, r * 0.1))
    pygame.draw.rect(s, INK, (cx + r * 0.28, cy - r * 0.5, r * 0.24, r * 0.14))


def _crowd(s, c, r):
    cx, cy = c
    pygame.draw.rect(s, CREAM, (cx - r * 0.1, cy - r * 0.95, r * 0.5, r * 0.35))    # a placard
    pygame.draw.line(s, INK, (cx + r * 0.15, cy - r * 0.6), (cx + r * 0.15, cy), max(2, int(r / 12)))
    for k in range(5):
        x = cx + (k - 2) * r * 0.38
        y = cy + r * (0.2 if k % 2 else 0.35)
        pygame.draw.circle(s, INK, (x, y - r * 0.2), r * 0.16)
        pygame.draw.ellipse(s, INK, (x - r * 0.22, y, r * 0.44, r * 0.8))


def _car(s, c, r):
    cx, cy = c
    body = [(cx - r, cy + r * 0.35), (cx - r * 0.95, cy), (cx - r * 0.55, cy - r * 0.05),
            (cx - r * 0.35, cy - r * 0.4), (cx + r * 0.3, cy - r * 0.4), (cx + r * 0.5, cy - r * 0.05),
            (cx + r, cy + r * 0.05), (cx + r, cy + r * 0.35)]
    pygame.draw.polygon(s, INK, body)
    pygame.draw.polygon(s, GOLD, [(cx - r * 0.28, cy - r * 0.32), (cx + r * 0.02, cy - r * 0.32),
                                  (cx + r * 0.02, cy - r * 0.08), (cx - r * 0.45, cy - r * 0.08)])
    for dx in (-0.6, 0.6):
        pygame.draw.circle(s, INK, (cx + dx * r, cy + r * 0.38), r * 0.2)
        pygame.draw.circle(s, CREAM, (cx + dx * r, cy + r * 0.38), r * 0.08)
    pygame.draw.circle(s, (255, 230, 140), (cx + r * 0.95, cy + r * 0.1), r * 0.07)


def _mask(s, c, r):
    """The comedy mask: laughing eyes and a wide open grin, ribbons at its side."""
    cx, cy = c
    w = max(2, int(r / 10))
    for d in (-1, 1):
        pygame.draw.line(s, GOLD, (cx + d * r * 0.6, cy - r * 0.2), (cx + d * r * 0.95, cy + r * 0.5), w)
    face = [(cx - r * 0.62, cy - r * 0.6), (cx, cy - r * 0.78), (cx + r * 0.62, cy - r * 0.6),
            (cx + r * 0.6, cy + r * 0.1), (cx + r * 0.3, cy + r * 0.62), (cx, cy + r * 0.75),
            (cx - r * 0.3, cy + r * 0.62), (cx - r * 0.6, cy + r * 0.1)]
    pygame.draw.polygon(s, CREAM, face)
    pygame.draw.polygon(s, INK, face, w)
    for dx in (-0.28, 0.28):       # eyes screwed up with laughter: arcs bowed upward
        pygame.draw.arc(s, INK, (cx + dx * r - r * 0.18, cy - r * 0.38, r * 0.36, r * 0.3),
                        0.2, math.pi - 0.2, w)
    grin = [(cx - r * 0.38, cy + r * 0.1), (cx + r * 0.38, cy + r * 0.1), (cx + r * 0.2, cy + r * 0.4),
            (cx, cy + r * 0.48), (cx - r * 0.2, cy + r * 0.4)]
    pygame.draw.polygon(s, INK, grin)
    pygame.draw.circle(s, (220, 120, 110), (cx - r * 0.38, cy + r * 0.02), r * 0.08)
    pygame.draw.circle(s, (220, 120, 110), (cx + r * 0.38, cy + r * 0.02), r * 0.08)


def _heart(s, c, r):
    cx, cy = c
    red = (200, 50, 70)
    pygame.draw.circle(s, red, (cx - r * 0.3, cy - r * 0.2), r * 0.36)
    pygame.draw.circle(s, red, (cx + r * 0.3, cy - r * 0.2), r * 0.36)
    pygame.draw.polygon(s, red, [(cx - r * 0.64, cy - r * 0.08), (cx + r * 0.64, cy - r * 0.08),
                                 (cx, cy + r * 0.7)])
    pygame.draw.circle(s, CREAM, (cx - r * 0.38, cy - r * 0.3), r * 0.08)


def _rocket(s, c, r):
    cx, cy = c
    pygame.draw.circle(s, (150, 110, 170), (cx - r * 0.45, cy - r * 0.35), r * 0.3)   # a planet
    pygame.draw.ellipse(s, GOLD, (cx - r * 0.95, cy - r * 0.42, r, r * 0.16), max(2, int(r / 14)))
    hull = [(cx + r * 0.35, cy - r * 0.9), (cx + r * 0.55, cy - r * 0.45), (cx + r * 0.55, cy + r * 0.45),
            (cx + r * 0.15, cy + r * 0.45), (cx + r * 0.15, cy - r * 0.45)]
    pygame.draw.polygon(s, CREAM, hull)
    pygame.draw.polygon(s, INK, hull, max(2, int(r / 14)))
    for d in (-1, 1):
        x = cx + r * (0.35 + d * 0.2)
        pygame.draw.polygon(s, (190, 50, 40), [(x, cy + r * 0.1), (x + d * r * 0.22, cy + r * 0.6),
                                               (x, cy + r * 0.45)])
    pygame.draw.polygon(s, GOLD, [(cx + r * 0.22, cy + r * 0.45), (cx + r * 0.48, cy + r * 0.45),
                                  (cx + r * 0.35, cy + r * 0.85)])


def _magnifier(s, c, r):
    cx, cy = c
    w = max(2, int(r / 8))
    pygame.draw.line(s, INK, (cx + r * 0.2, cy + r * 0.2), (cx + r * 0.75, cy + r * 0.75), w * 2)
    pygame.draw.circle(s, (200, 220, 230, 120), (cx - r * 0.15, cy - r * 0.15), r * 0.5)
    pygame.draw.circle(s, GOLD, (cx - r * 0.15, cy - r * 0.15), r * 0.5, w)


def _palm(s, c, r):
    cx, cy = c
    pygame.draw.polygon(s, INK, [(cx - r, cy + r), (cx - r * 0.3, cy - r * 0.2), (cx + r * 0.35, cy + r)])
    pygame.draw.polygon(s, GOLD, [(cx - r * 0.3, cy - r * 0.2), (cx - r * 0.15, cy + r * 0.05),
                                  (cx - r * 0.45, cy + r * 0.05)])
    pygame.draw.line(s, INK, (cx + r * 0.55, cy + r), (cx + r * 0.45, cy - r * 0.35), max(2, int(r / 9)))
    for a in (-2.6, -2.0, -1.2, -0.5):
        tip = (cx + r * 0.45 + r * 0.5 * math.cos(a), cy - r * 0.35 + r * 0.5 * math.sin(a) + r * 0.2)
        pygame.draw.polygon(s, INK, [(cx + r * 0.45, cy - r * 0.38), tip,
                                     (cx + r * 0.45 + r * 0.3 * math.cos(a + 0.3),
                                      cy - r * 0.3 + r * 0.3 * math.sin(a + 0.3))])


EMBLEMS = {"western": _cactus, "war": _helmet, "musical": _top_hat, "biopic": _laurel,
           "swashbuckler": _swords, "monster": _monster, "horror": _bat, "noir": _streetlamp,
           "social": _crowd, "gangster": _car, "comedy": _mask, "romance": _heart,
           "scifi": _rocket, "mystery": _magnifier, "adventure": _palm}


def emblem(genre: str, d: int) -> pygame.Surface:
    """Genre's emblem in a d×d square (transparent around it)."""
    big = pygame.Surface((d * SS, d * SS), pygame.SRCALPHA)
    EMBLEMS[genre](big, (d * SS / 2, d * SS / 2), d * SS * 0.46)
    return pygame.transform.smoothscale(big, (d, d))
