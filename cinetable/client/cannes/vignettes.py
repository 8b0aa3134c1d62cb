"""Festival de Cannes's pictures: a vignette per scene kind, an emblem per special card,
the three prizes (the Palme d'or a golden palm leaf) and a small picture per month of
the festival calendar.

[designed] Scenes: children a kite and a balloon, adventure a ship under sail, exotic a
palm on an island at sunset, seduction red lips, love a heart pierced by an arrow,
poetry a quill under a crescent moon, dance a dancer's flared skirt, drama the tragic
mask, violence a revolver's flash, jealousy a green eye. Specials: quick wits a
lightning bolt, DS 19 the car, producers' friends two clinking glasses, star's kindness
a heart in a star. Prizes: Palme d'or a palm leaf, screenplay a quill over a page,
performance a star in laurels.

Flat shapes in a few colours on a two-tone sunburst (poker/vignettes.py's Box and
sunburst: one style for the four games), drawn at SS times and scaled down once."""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette
from cinetable.client.art import GOLD, GOLD_DARK, darker, lighter, star_points
from cinetable.client.deco import Box, sunburst
from cinetable.client.surface_cache import SurfaceCache

SS = 3
INK = palette.INK
CREAM = palette.CREAM
RED = (196, 40, 48)
GREEN = (70, 150, 80)


def _line(s, b, c, a, z, w=0.03):
    pygame.draw.line(s, c, b.p(*a), b.p(*z), max(1, int(b.d(w))))


def _circ(s, b, c, at, r, width=0):
    pygame.draw.circle(s, c, b.p(*at), b.d(r), int(b.d(width)) if width else 0)


def _arc_pts(b, cx, cy, rx, ry, a0, a1, n=14):
    return [(cx + rx * math.cos(a0 + (a1 - a0) * i / n), cy + ry * math.sin(a0 + (a1 - a0) * i / n))
            for i in range(n + 1)]


# ---- scenes ------------------------------------------------------------------------------
def _children(s, b):
    kite = [(0.34, 0.16), (0.52, 0.34), (0.34, 0.58), (0.16, 0.34)]
    b.poly(s, RED, kite)
    b.poly(s, CREAM, [(0.34, 0.16), (0.52, 0.34), (0.34, 0.34)])
    b.poly(s, INK, kite, max(1, int(b.d(0.02))))
    pts = [(0.34 + 0.06 * math.sin(i), 0.58 + 0.05 * i) for i in range(7)]
    pygame.draw.lines(s, INK, False, [b.p(*q) for q in pts], max(1, int(b.d(0.015))))
    for q in pts[2::2]:
        b.poly(s, GOLD, [(q[0] - 0.04, q[1] - 0.02), (q[0] + 0.04, q[1] + 0.02),
                         (q[0] + 0.04, q[1] - 0.02), (q[0] - 0.04, q[1] + 0.02)])
    _line(s, b, INK, (0.70, 0.42), (0.62, 0.92), 0.015)
    _circ(s, b, INK, (0.70, 0.32), 0.15)
    _circ(s, b, GOLD, (0.70, 0.32), 0.13)
    _circ(s, b, lighter(GOLD, 0.6), (0.65, 0.27), 0.04)


def _adventure(s, b):
    b.poly(s, CREAM, [(0.50, 0.12), (0.50, 0.62), (0.24, 0.62)])
    b.poly(s, lighter(GOLD, 0.3), [(0.54, 0.20), (0.54, 0.62), (0.76, 0.62)])
    _line(s, b, INK, (0.52, 0.08), (0.52, 0.66), 0.025)
    b.poly(s, INK, [(0.16, 0.64), (0.86, 0.64), (0.74, 0.76), (0.26, 0.76)])
    for k in range(4):
        y = 0.80 + 0.06 * (k % 2)
        pygame.draw.arc(s, CREAM, b.rect(0.04 + k * 0.24, y, 0.24, 0.12), 0, math.pi,
                        max(1, int(b.d(0.025))))


def _exotic(s, b):
    _circ(s, b, (236, 120, 60), (0.64, 0.50), 0.22)
    pygame.draw.ellipse(s, darker(GOLD, 0.8), b.rect(0.10, 0.70, 0.80, 0.22))
    trunk = [(0.36, 0.78), (0.42, 0.78), (0.44, 0.50), (0.50, 0.26), (0.46, 0.26), (0.38, 0.50)]
    b.poly(s, INK, trunk)
    _fronds(s, b, (0.48, 0.26), 0.30, GREEN)


def _fronds(s, b, top, size, colour):
    """Palm fronds: drooping leaves fanned round `top`."""
    cx, cy = b.p(*top)
    r = b.d(size)
    for ang in (-2.7, -2.1, -1.5, -0.9, -0.3, 0.25):
        tip = (cx + r * math.cos(ang), cy + r * math.sin(ang) + r * 0.35)
        mid = (cx + r * 0.55 * math.cos(ang), cy + r * 0.55 * math.sin(ang) - r * 0.05)
        side = (-math.sin(ang) * r * 0.12, math.cos(ang) * r * 0.12)
        pygame.draw.polygon(s, colour, [(cx, cy), (mid[0] + side[0], mid[1] + side[1]), tip,
                                        (mid[0] - side[0], mid[1] - side[1])])


def _seduction(s, b):
    upper = [(0.16, 0.50), (0.30, 0.36), (0.42, 0.34), (0.50, 0.40), (0.58, 0.34),
             (0.70, 0.36), (0.84, 0.50)]
    lower = [(0.84, 0.50), (0.70, 0.64), (0.50, 0.70), (0.30, 0.64), (0.16, 0.50)]
    b.poly(s, RED, upper + lower)
    b.poly(s, darker(RED, 0.6), [(0.16, 0.50), (0.50, 0.52), (0.84, 0.50), (0.50, 0.47)])
    b.poly(s, lighter(RED, 0.45), [(0.40, 0.58), (0.58, 0.58), (0.52, 0.64), (0.44, 0.63)])
    b.poly(s, INK, upper + lower, max(1, int(b.d(0.02))))
    _circ(s, b, INK, (0.76, 0.26), 0.025)


def _heart(s, b, c, cx, cy, r):
    _circ(s, b, c, (cx - r * 0.5, cy - r * 0.2), r * 0.55)
    _circ(s, b, c, (cx + r * 0.5, cy - r * 0.2), r * 0.55)
    b.poly(s, c, [(cx - r * 1.02, cy - r * 0.05), (cx + r * 1.02, cy - r * 0.05), (cx, cy + r * 1.0)])


def _love(s, b):
    _heart(s, b, INK, 0.5, 0.48, 0.34)
    _heart(s, b, RED, 0.5, 0.48, 0.30)
    _circ(s, b, lighter(RED, 0.5), (0.40, 0.36), 0.05)
    _line(s, b, GOLD, (0.14, 0.76), (0.86, 0.22), 0.035)
    b.poly(s, GOLD, [(0.90, 0.19), (0.78, 0.21), (0.85, 0.30)])
    b.poly(s, CREAM, [(0.14, 0.76), (0.10, 0.70), (0.18, 0.70)])
    b.poly(s, CREAM, [(0.14, 0.76), (0.20, 0.80), (0.20, 0.72)])


def _poetry(s, b):
    _m_moon(s, Box(b.rect(0.10, 0.08, 0.46, 0.46)), lighter(GOLD, 0.4))
    quill = [(0.82, 0.14), (0.70, 0.22), (0.56, 0.44), (0.44, 0.70), (0.50, 0.62),
             (0.66, 0.44), (0.80, 0.26)]
    b.poly(s, CREAM, quill)
    b.poly(s, INK, quill, max(1, int(b.d(0.015))))
    _line(s, b, INK, (0.80, 0.18), (0.42, 0.78), 0.015)
    b.poly(s, INK, [(0.26, 0.84), (0.60, 0.84), (0.58, 0.90), (0.28, 0.90)])


def _dance(s, b):
    _circ(s, b, INK, (0.50, 0.18), 0.07)
    b.poly(s, INK, [(0.45, 0.26), (0.55, 0.26), (0.56, 0.46), (0.44, 0.46)])
    skirt = [(0.44, 0.44), (0.56, 0.44), (0.84, 0.64), (0.70, 0.70), (0.50, 0.66),
             (0.30, 0.70), (0.16, 0.64)]
    b.poly(s, RED, skirt)
    b.poly(s, INK, skirt, max(1, int(b.d(0.015))))
    _line(s, b, INK, (0.46, 0.28), (0.22, 0.12), 0.03)
    _line(s, b, INK, (0.54, 0.28), (0.74, 0.40), 0.03)
    _line(s, b, INK, (0.47, 0.66), (0.44, 0.92), 0.035)
    _line(s, b, INK, (0.53, 0.66), (0.70, 0.86), 0.035)


def _mask(s, b, c, sad=True):
    face = [(0.26, 0.20), (0.74, 0.20), (0.76, 0.46), (0.66, 0.74), (0.50, 0.84),
            (0.34, 0.74), (0.24, 0.46)]
    b.poly(s, c, face)
    b.poly(s, INK, face, max(1, int(b.d(0.02))))
    for x in (0.38, 0.62):
        b.poly(s, INK, [(x - 0.08, 0.40 - (0.04 if sad else 0)), (x + 0.08, 0.40 + (0.0 if sad else -0.04)),
                        (x + 0.06, 0.46), (x - 0.06, 0.46)])
    if sad:
        pygame.draw.arc(s, INK, b.rect(0.38, 0.60, 0.24, 0.16), 0.2, math.pi - 0.2,
                        max(1, int(b.d(0.04))))
    else:
        pygame.draw.arc(s, INK, b.rect(0.36, 0.50, 0.28, 0.18), math.pi + 0.2, 2 * math.pi - 0.2,
                        max(1, int(b.d(0.04))))


def _drama(s, b):
    _mask(s, b, CREAM)


def _violence(s, b):
    burst = star_points(*b.p(0.80, 0.36), b.d(0.17), b.d(0.07), points=8)
    pygame.draw.polygon(s, GOLD, burst)
    b.poly(s, INK, [(0.20, 0.30), (0.70, 0.30), (0.70, 0.42), (0.20, 0.42)])
    b.poly(s, INK, [(0.18, 0.28), (0.40, 0.28), (0.40, 0.48), (0.18, 0.48)])
    b.poly(s, darker(RED, 0.6), [(0.20, 0.44), (0.34, 0.44), (0.30, 0.82), (0.12, 0.82)])
    b.poly(s, INK, [(0.20, 0.44), (0.34, 0.44), (0.30, 0.82), (0.12, 0.82)], max(1, int(b.d(0.02))))
    pygame.draw.arc(s, INK, b.rect(0.32, 0.40, 0.16, 0.18), math.pi, 2 * math.pi,
                    max(1, int(b.d(0.025))))


def _jealousy(s, b):
    eye = _arc_pts(b, 0.5, 0.62, 0.38, 0.34, math.pi + 0.5, 2 * math.pi - 0.5) + \
        _arc_pts(b, 0.5, 0.38, 0.38, 0.34, 0.5, math.pi - 0.5)
    b.poly(s, CREAM, eye)
    _circ(s, b, INK, (0.5, 0.5), 0.16)
    _circ(s, b, GREEN, (0.5, 0.5), 0.14)
    _circ(s, b, INK, (0.5, 0.5), 0.06)
    _circ(s, b, CREAM, (0.46, 0.45), 0.03)
    b.poly(s, INK, eye, max(1, int(b.d(0.025))))
    for k in range(5):
        x = 0.30 + k * 0.10
        _line(s, b, INK, (x, 0.33 + abs(k - 2) * 0.02), (x + (k - 2) * 0.03, 0.22 + abs(k - 2) * 0.03), 0.02)


SCENES = {"children": _children, "adventure": _adventure, "exotic": _exotic,
          "seduction": _seduction, "love": _love, "poetry": _poetry, "dance": _dance,
          "drama": _drama, "violence": _violence, "jealousy": _jealousy}


# ---- special cards --------------------------------------------------------------------------
def _quick(s, b):
    bolt = [(0.56, 0.10), (0.28, 0.54), (0.48, 0.54), (0.40, 0.90), (0.74, 0.40), (0.54, 0.40),
            (0.66, 0.10)]
    b.poly(s, GOLD, bolt)
    b.poly(s, INK, bolt, max(1, int(b.d(0.025))))


def _ds19(s, b):
    body = [(0.06, 0.62), (0.12, 0.50), (0.34, 0.44), (0.46, 0.30), (0.70, 0.30), (0.90, 0.48),
            (0.94, 0.62)]
    b.poly(s, CREAM, body)
    b.poly(s, (60, 90, 130), [(0.40, 0.44), (0.50, 0.34), (0.66, 0.34), (0.78, 0.46)])
    b.poly(s, INK, body, max(1, int(b.d(0.025))))
    for x in (0.26, 0.76):
        _circ(s, b, INK, (x, 0.64), 0.09)
        _circ(s, b, (150, 146, 144), (x, 0.64), 0.04)
    b.poly(s, CREAM, [(0.66, 0.55), (0.86, 0.55), (0.86, 0.62), (0.66, 0.62)])
    _line(s, b, GOLD, (0.10, 0.56), (0.92, 0.56), 0.02)


def _glass(s, b, x, tilt):
    def p(fx, fy):
        return (x + (fx - 0.5) + tilt * (0.5 - fy), fy)
    bowl = [p(0.36, 0.26), p(0.64, 0.26), p(0.56, 0.44), p(0.44, 0.44)]
    b.poly(s, lighter(GOLD, 0.35), bowl)
    b.poly(s, INK, bowl, max(1, int(b.d(0.02))))
    _line(s, b, INK, p(0.50, 0.44), p(0.50, 0.72), 0.025)
    _line(s, b, INK, p(0.40, 0.74), p(0.60, 0.74), 0.03)


def _friends(s, b):
    _glass(s, b, 0.36, 0.35)
    _glass(s, b, 0.64, -0.35)
    for fx, fy, r in ((0.50, 0.14, 0.03), (0.44, 0.06, 0.02), (0.56, 0.08, 0.018)):
        _circ(s, b, CREAM, (fx, fy), r)


def _kindness(s, b):
    pygame.draw.polygon(s, GOLD, star_points(*b.p(0.5, 0.52), b.d(0.44), b.d(0.20)))
    pygame.draw.polygon(s, INK, star_points(*b.p(0.5, 0.52), b.d(0.44), b.d(0.20)),
                        max(1, int(b.d(0.02))))
    _heart(s, b, RED, 0.5, 0.52, 0.13)


SPECIALS = {"quick": _quick, "ds19": _ds19, "friends": _friends, "kindness": _kindness}


# ---- prizes ---------------------------------------------------------------------------------
def _palme(s, b):
    """The Palme d'or: a golden palm leaf, a curved stem with leaflets fanned off it."""
    stem = [(0.50 + 0.10 * math.sin(t * 2.2) * t, 0.92 - 0.80 * t) for t in (i / 10 for i in range(11))]
    for i, (x, y) in enumerate(stem[1:-1], 1):
        length = 0.34 * math.sin(math.pi * i / 11) + 0.06
        for side in (-1, 1):
            tip = (x + side * length, y - 0.10)
            b.poly(s, GOLD, [(x, y), (x + side * length * 0.5, y - 0.02), tip,
                             (x + side * length * 0.55, y - 0.07)])
            _line(s, b, GOLD_DARK, (x, y), tip, 0.008)
    pygame.draw.lines(s, GOLD_DARK, False, [b.p(*q) for q in stem], max(1, int(b.d(0.035))))


def _screenplay_prize(s, b):
    page = [(0.24, 0.16), (0.70, 0.16), (0.76, 0.88), (0.30, 0.88)]
    b.poly(s, CREAM, page)
    for k in range(5):
        y = 0.30 + k * 0.11
        _line(s, b, darker(GOLD, 0.7), (0.32 + y * 0.05, y), (0.64 + y * 0.07, y), 0.02)
    quill = [(0.90, 0.06), (0.78, 0.12), (0.58, 0.52), (0.52, 0.72), (0.62, 0.56), (0.86, 0.20)]
    b.poly(s, GOLD, quill)
    b.poly(s, GOLD_DARK, quill, max(1, int(b.d(0.02))))


def _performance(s, b):
    for side in (-1, 1):
        for k in range(5):
            a = math.pi / 2 + side * (0.5 + k * 0.42)
            cx, cy = 0.5 + 0.36 * math.cos(a), 0.52 + 0.36 * math.sin(a)
            pygame.draw.ellipse(s, GOLD_DARK, b.rect(cx - 0.06, cy - 0.04, 0.12, 0.08))
    pygame.draw.polygon(s, GOLD, star_points(*b.p(0.5, 0.50), b.d(0.26), b.d(0.11)))


PRIZES = {"grand_prix": _palme, "screenplay": _screenplay_prize, "performance": _performance}


# ---- months of the festival calendar -----------------------------------------------------
def _m_sun(s, b, c):
    for k in range(12):
        a = k * math.pi / 6
        _line(s, b, c, (0.5 + 0.24 * math.cos(a), 0.5 + 0.24 * math.sin(a)),
              (0.5 + 0.40 * math.cos(a), 0.5 + 0.40 * math.sin(a)), 0.05)
    _circ(s, b, c, (0.5, 0.5), 0.18)


def _m_boat(s, b, c):
    b.poly(s, c, [(0.50, 0.12), (0.50, 0.66), (0.18, 0.66)])
    b.poly(s, c, [(0.55, 0.24), (0.55, 0.66), (0.78, 0.66)])
    b.poly(s, c, [(0.12, 0.72), (0.88, 0.72), (0.74, 0.86), (0.26, 0.86)])


def _m_parasol(s, b, c):
    pygame.draw.polygon(s, c, _arc_pts(b, *b.p(0.5, 0.46), b.d(0.40), b.d(0.32), math.pi, 2 * math.pi))
    _line(s, b, c, (0.5, 0.44), (0.56, 0.90), 0.05)


def _m_grapes(s, b, c):
    for fx, fy in ((0.36, 0.36), (0.50, 0.36), (0.64, 0.36), (0.43, 0.50), (0.57, 0.50),
                   (0.50, 0.64)):
        _circ(s, b, c, (fx, fy), 0.08)
    _line(s, b, c, (0.50, 0.28), (0.56, 0.12), 0.04)
    pygame.draw.ellipse(s, c, b.rect(0.56, 0.10, 0.24, 0.12))


def _m_leaf(s, b, c):
    b.poly(s, c, [(0.20, 0.80), (0.30, 0.40), (0.60, 0.18), (0.84, 0.16), (0.78, 0.46), (0.52, 0.72)])


def _m_moon(s, b, c):
    pts = _arc_pts(b, *b.p(0.5, 0.5), b.d(0.36), b.d(0.36), math.pi * 0.5, math.pi * 1.5) + \
        _arc_pts(b, *b.p(0.62, 0.5), b.d(0.24), b.d(0.30), math.pi * 1.5, math.pi * 0.5)
    pygame.draw.polygon(s, c, pts)


def _m_star(s, b, c):
    pygame.draw.polygon(s, c, star_points(*b.p(0.5, 0.52), b.d(0.40), b.d(0.16)))


def _m_snow(s, b, c):
    for k in range(3):
        a = k * math.pi / 3
        _line(s, b, c, (0.5 + 0.38 * math.cos(a), 0.5 + 0.38 * math.sin(a)),
              (0.5 - 0.38 * math.cos(a), 0.5 - 0.38 * math.sin(a)), 0.05)
    _circ(s, b, c, (0.5, 0.5), 0.08)


def _m_mask(s, b, c):
    b.poly(s, c, [(0.14, 0.36), (0.86, 0.36), (0.80, 0.62), (0.58, 0.66), (0.50, 0.56),
                  (0.42, 0.66), (0.20, 0.62)])


def _m_mimosa(s, b, c):
    _line(s, b, c, (0.30, 0.90), (0.62, 0.24), 0.04)
    for fx, fy in ((0.44, 0.30), (0.60, 0.18), (0.70, 0.34), (0.52, 0.46), (0.34, 0.50),
                   (0.62, 0.56), (0.42, 0.64)):
        _circ(s, b, c, (fx, fy), 0.08)


def _m_flower(s, b, c):
    for k in range(5):
        a = k * 2 * math.pi / 5
        _circ(s, b, c, (0.5 + 0.2 * math.cos(a), 0.42 + 0.2 * math.sin(a)), 0.13)
    _line(s, b, c, (0.5, 0.5), (0.5, 0.92), 0.05)


def draw_palm(s, b, c):
    b.poly(s, c, [(0.44, 0.92), (0.52, 0.92), (0.54, 0.50), (0.56, 0.30), (0.50, 0.30), (0.46, 0.50)])
    _fronds(s, b, (0.53, 0.30), 0.36, c)


# [designed] January snow, February the carnival mask, March mimosa, April a flower,
# May the festival's palm, June the sun, July a sail, August a parasol, September
# grapes, October a leaf, November the moon, December the Christmas star.
MONTHS = {1: _m_snow, 2: _m_mask, 3: _m_mimosa, 4: _m_flower, 5: draw_palm, 6: _m_sun,
          7: _m_boat, 8: _m_parasol, 9: _m_grapes, 10: _m_leaf, 11: _m_moon, 12: _m_star}

_cache = SurfaceCache(limit=200, max_bytes=16 << 20)


def picture(kind: str, name: str, size, ground=None) -> pygame.Surface:
    """`name`'s picture of `kind` (scene, special, prize; month with an int name) at
    `size` pixels: on a two-tone sunburst of `ground` (a colour), or clear when None."""
    w, h = max(1, size[0]), max(1, size[1])

    def make():
        big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
        b = Box(big.get_rect())
        if ground is not None:
            sunburst(big, b, (0.5, 0.55), darker(ground, 0.62), darker(ground, 0.74), rays=20)
        draw = {"scene": SCENES, "special": SPECIALS, "prize": PRIZES}.get(kind)
        if kind == "month":
            sq = Box(_square(big.get_rect()))
            MONTHS[int(name)](big, sq, (150, 126, 84))
        else:
            assert draw is not None
            draw[name](big, Box(_square(big.get_rect())))
        return pygame.transform.smoothscale(big, (w, h))
    return _cache.get_or_make((kind, name, w, h, ground), make)


def _square(r: pygame.Rect) -> pygame.Rect:
    """The biggest centred square in `r` (a picture keeps its proportions)."""
    side = min(r.w, r.h)
    sq = pygame.Rect(0, 0, side, side)
    sq.center = r.center
    return sq
