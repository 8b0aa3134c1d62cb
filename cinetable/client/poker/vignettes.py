"""Hollywood Poker's card vignettes: one film-industry picture per value, a progression
from the box office to the studio gate, and the award statuette for the Double.

[designed] The set, low to high: 1 ticket, 2 popcorn, 3 film reel, 4 clapperboard,
5 megaphone, 6 camera, 7 spotlight, 8 microphone, 9 director's chair, 10 marquee,
11 walk-of-fame star, 12 premiere searchlights, 13 studio gate; the Double a statuette.

Flat shapes in the card's palette (its value's hue, a dark of it, cream, gold, ink) on
a sunburst, drawn in a box of any size (the caller draws at art.SS times and scales
down). No words: the numerals are the card's, written on top by paint.py."""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette
from cinetable.client.art import GOLD, GOLD_DARK, darker, draw_statuette, lighter, star_points
from cinetable.client.deco import Box, sunburst

INK = palette.INK
CREAM = palette.CREAM


def _ticket(s, b, hue):
    b.poly(s, darker(hue, 0.35), [(0.14, 0.40), (0.86, 0.30), (0.90, 0.62), (0.18, 0.72)])
    body = [(0.10, 0.34), (0.84, 0.26), (0.88, 0.58), (0.14, 0.66)]
    b.poly(s, CREAM, body)
    for fx, fy in ((0.12, 0.50), (0.86, 0.42)):               # the notches
        pygame.draw.circle(s, darker(hue, 0.55), b.p(fx, fy), b.d(0.07))
    for i in range(6):                                         # the perforation
        t = 0.30 + i * 0.055
        pygame.draw.circle(s, hue, b.p(0.27 + 0.004 * i, t - 0.015 * (i * 0.1)), b.d(0.018))
    pygame.draw.polygon(s, hue, star_points(*b.p(0.56, 0.46), b.d(0.14)))
    b.poly(s, INK, body, max(1, int(b.d(0.02))))


def _popcorn(s, b, hue):
    for fx, fy, r in ((0.36, 0.30, 0.11), (0.50, 0.24, 0.12), (0.64, 0.30, 0.11),
                      (0.43, 0.36, 0.1), (0.58, 0.36, 0.1), (0.30, 0.40, 0.08), (0.70, 0.40, 0.08)):
        pygame.draw.circle(s, INK, b.p(fx, fy), b.d(r) + b.d(0.02))
        pygame.draw.circle(s, CREAM, b.p(fx, fy), b.d(r))
        pygame.draw.circle(s, lighter(GOLD, 0.5), b.p(fx + 0.02, fy + 0.02), b.d(r * 0.35))
    box = [(0.26, 0.42), (0.74, 0.42), (0.66, 0.90), (0.34, 0.90)]
    b.poly(s, CREAM, box)
    for i in range(5):                                         # the stripes, fanned
        if i % 2 == 0:
            x0, x1 = 0.26 + i * 0.096, 0.26 + (i + 1) * 0.096
            y0, y1 = 0.34 + i * 0.064, 0.34 + (i + 1) * 0.064
            b.poly(s, hue, [(x0, 0.42), (x1, 0.42), (y1, 0.90), (y0, 0.90)])
    b.poly(s, INK, box, max(1, int(b.d(0.025))))
    pygame.draw.rect(s, GOLD, b.rect(0.24, 0.41, 0.52, 0.06))


def _reel(s, b, hue):
    c, r = b.p(0.46, 0.50), b.d(0.34)
    strip = [(0.60, 0.74), (0.96, 0.70), (0.96, 0.86), (0.56, 0.88)]
    b.poly(s, INK, strip)
    for i in range(5):
        pygame.draw.rect(s, CREAM, b.rect(0.62 + i * 0.07, 0.74, 0.035, 0.03))
        pygame.draw.rect(s, CREAM, b.rect(0.61 + i * 0.07, 0.83, 0.035, 0.03))
    pygame.draw.circle(s, INK, c, r + b.d(0.03))
    pygame.draw.circle(s, GOLD, c, r)
    pygame.draw.circle(s, GOLD_DARK, c, r * 0.86, max(1, int(b.d(0.02))))
    for k in range(6):
        a = k * math.pi / 3 - math.pi / 2
        pygame.draw.circle(s, darker(hue, 0.45), (c[0] + math.cos(a) * r * 0.55,
                                                  c[1] + math.sin(a) * r * 0.55), r * 0.2)
    pygame.draw.circle(s, CREAM, c, r * 0.16)
    pygame.draw.circle(s, INK, c, r * 0.07)


def _clapper(s, b, hue):
    board = b.rect(0.18, 0.44, 0.64, 0.44)
    pygame.draw.rect(s, INK, board)
    pygame.draw.rect(s, CREAM, board.inflate(-b.d(0.06), -b.d(0.06)), max(1, int(b.d(0.015))))
    for i in range(3):                                          # chalk lines
        y = 0.58 + i * 0.09
        pygame.draw.line(s, lighter(hue, 0.4), b.p(0.26, y), b.p(0.74 - 0.1 * (i % 2), y),
                         max(1, int(b.d(0.025))))
    bar = b.rect(0.18, 0.36, 0.64, 0.08)
    pygame.draw.rect(s, INK, bar)
    for i in range(4):
        x = 0.20 + i * 0.16
        b.poly(s, CREAM, [(x, 0.365), (x + 0.07, 0.365), (x + 0.11, 0.435), (x + 0.04, 0.435)])
    # the stick, opened
    ang = -0.32
    x0, y0 = b.p(0.18, 0.34)
    L, T = 0.66 * b.r.w, 0.08 * b.r.h
    dx, dy = math.cos(ang), math.sin(ang)
    nx, ny = -dy, dx
    pygame.draw.polygon(s, INK, [(x0, y0), (x0 + L * dx, y0 + L * dy),
                                 (x0 + L * dx - T * nx, y0 + L * dy - T * ny), (x0 - T * nx, y0 - T * ny)])
    for i in range(4):
        a, c = 0.05 + i * 0.24, 0.05 + i * 0.24 + 0.11
        pts = [(x0 + a * L * dx, y0 + a * L * dy), (x0 + c * L * dx, y0 + c * L * dy),
               (x0 + (c + 0.06) * L * dx - T * nx, y0 + (c + 0.06) * L * dy - T * ny),
               (x0 + (a + 0.06) * L * dx - T * nx, y0 + (a + 0.06) * L * dy - T * ny)]
        pygame.draw.polygon(s, hue, pts)
    pygame.draw.circle(s, GOLD, (x0, y0 - T / 2), b.d(0.035))


def _megaphone(s, b, hue):
    for k in range(3):                                         # the shout
        r = b.d(0.16 + 0.1 * k)
        pygame.draw.arc(s, CREAM, pygame.Rect(0, 0, 2 * r, 2 * r).move(
            b.p(0.74, 0.44)[0] - r, b.p(0.74, 0.44)[1] - r), -0.6, 0.6, max(1, int(b.d(0.03))))
    cone = [(0.16, 0.50), (0.24, 0.42), (0.70, 0.22), (0.70, 0.66)]
    b.poly(s, INK, [(x + 0.015, y + 0.02) for x, y in cone])
    b.poly(s, CREAM, cone)
    b.poly(s, hue, [(0.34, 0.38), (0.48, 0.32), (0.48, 0.56), (0.34, 0.51)])
    pygame.draw.ellipse(s, GOLD, b.rect(0.64, 0.20, 0.12, 0.48))
    pygame.draw.ellipse(s, darker(hue, 0.4), b.rect(0.67, 0.24, 0.07, 0.40))
    b.poly(s, INK, [(0.36, 0.55), (0.42, 0.55), (0.40, 0.78), (0.33, 0.78)])   # handle
    b.poly(s, INK, cone, max(1, int(b.d(0.02))))


def _camera(s, b, hue):
    for fx in (0.34, 0.62):                                    # the two reels
        pygame.draw.circle(s, INK, b.p(fx, 0.26), b.d(0.15))
        pygame.draw.circle(s, GOLD, b.p(fx, 0.26), b.d(0.12))
        pygame.draw.circle(s, INK, b.p(fx, 0.26), b.d(0.035))
    for x0, x1 in ((0.46, 0.28), (0.50, 0.50), (0.54, 0.74)):   # the tripod
        pygame.draw.line(s, INK, b.p(x0, 0.60), b.p(x1, 0.94), max(1, int(b.d(0.04))))
    body = b.rect(0.22, 0.38, 0.52, 0.26)
    pygame.draw.rect(s, INK, body.inflate(b.d(0.04), b.d(0.04)), border_radius=int(b.d(0.04)))
    pygame.draw.rect(s, hue, body, border_radius=int(b.d(0.03)))
    pygame.draw.rect(s, lighter(hue, 0.4), b.rect(0.28, 0.43, 0.16, 0.06))
    b.poly(s, INK, [(0.74, 0.44), (0.88, 0.38), (0.88, 0.64), (0.74, 0.58)])   # the lens
    pygame.draw.ellipse(s, GOLD, b.rect(0.86, 0.38, 0.05, 0.26))


def _spotlight(s, b, hue):
    ang = -0.75                                                 # aimed up and right
    dx, dy = math.cos(ang), math.sin(ang)
    nx, ny = -dy, dx
    cx, cy = b.p(0.40, 0.52)
    ln, th = 0.46 * b.u, 0.30 * b.u

    def at(t, k):                                               # along the can, across it
        return (cx + t * ln * dx + k * th * nx, cy + t * ln * dy + k * th * ny)
    glow = pygame.Surface(b.r.size, pygame.SRCALPHA)             # the one soft light
    ox, oy = b.r.topleft
    far = 2.2
    for alpha, spread in ((70, 1.0), (110, 0.55)):
        pts = [at(0.5, -0.5 * spread), at(0.5, 0.5 * spread), at(far, 1.6 * spread),
               at(far, -1.6 * spread)]
        pygame.draw.polygon(glow, (*lighter(hue, 0.8), alpha), [(x - ox, y - oy) for x, y in pts])
    s.blit(glow, b.r.topleft)
    w = max(1, int(b.d(0.045)))
    pygame.draw.line(s, INK, b.p(0.40, 0.60), b.p(0.40, 0.88), w)         # the stand
    for x in (0.24, 0.56):
        pygame.draw.line(s, INK, b.p(0.40, 0.86), b.p(x, 0.95), w)
    pygame.draw.arc(s, GOLD, b.rect(0.22, 0.34, 0.36, 0.36), math.pi * 1.05, math.pi * 1.95,
                    max(1, int(b.d(0.05))))                                # the yoke
    can = [at(-0.5, -0.5), at(0.5, -0.5), at(0.5, 0.5), at(-0.5, 0.5)]
    pygame.draw.polygon(s, INK, [(x + b.d(0.02), y + b.d(0.03)) for x, y in can])
    pygame.draw.polygon(s, hue, can)
    pygame.draw.polygon(s, INK, can, max(1, int(b.d(0.02))))
    pygame.draw.line(s, lighter(hue, 0.35), at(-0.35, -0.3), at(0.3, -0.3), max(1, int(b.d(0.03))))
    lens = [at(0.5 + 0.08 * math.cos(t), 0.55 * math.sin(t)) for t in
            (i * math.pi / 8 for i in range(16))]
    pygame.draw.polygon(s, GOLD, lens)
    lens_in = [at(0.5 + 0.05 * math.cos(t), 0.4 * math.sin(t)) for t in
               (i * math.pi / 8 for i in range(16))]
    pygame.draw.polygon(s, CREAM, lens_in)
    pygame.draw.circle(s, GOLD, (cx, cy), b.d(0.04))


def _microphone(s, b, hue):
    pygame.draw.line(s, INK, b.p(0.5, 0.56), b.p(0.5, 0.86), max(1, int(b.d(0.05))))
    pygame.draw.ellipse(s, INK, b.rect(0.30, 0.84, 0.40, 0.10))
    pygame.draw.arc(s, GOLD, b.rect(0.30, 0.30, 0.40, 0.34), math.pi, 2 * math.pi,
                    max(1, int(b.d(0.04))))
    head = b.rect(0.36, 0.14, 0.28, 0.42)
    pygame.draw.rect(s, INK, head.inflate(b.d(0.04), b.d(0.04)), border_radius=int(b.d(0.14)))
    pygame.draw.rect(s, lighter(GOLD, 0.3), head, border_radius=int(b.d(0.12)))
    for i in range(5):
        y = 0.22 + i * 0.06
        pygame.draw.line(s, GOLD_DARK, b.p(0.39, y), b.p(0.61, y), max(1, int(b.d(0.02))))
    pygame.draw.rect(s, hue, b.rect(0.36, 0.33, 0.28, 0.05))


def _chair(s, b, hue):
    w = max(1, int(b.d(0.05)))
    for a, c in (((0.28, 0.58), (0.70, 0.92)), ((0.70, 0.58), (0.28, 0.92))):
        pygame.draw.line(s, GOLD_DARK, b.p(*a), b.p(*c), w)
    for x in (0.28, 0.70):
        pygame.draw.line(s, GOLD, b.p(x, 0.16), b.p(x, 0.92), w)
    pygame.draw.rect(s, hue, b.rect(0.26, 0.18, 0.46, 0.16))           # the back
    pygame.draw.rect(s, INK, b.rect(0.26, 0.18, 0.46, 0.16), max(1, int(b.d(0.02))))
    pygame.draw.polygon(s, CREAM, star_points(*b.p(0.49, 0.26), b.d(0.06)))
    pygame.draw.rect(s, hue, b.rect(0.24, 0.52, 0.50, 0.07))           # the seat
    pygame.draw.line(s, GOLD, b.p(0.18, 0.46), b.p(0.80, 0.46), w)     # the arms


def _marquee(s, b, hue):
    b.poly(s, INK, [(0.14, 0.94), (0.14, 0.36), (0.50, 0.10), (0.86, 0.36), (0.86, 0.94)])
    b.poly(s, GOLD, [(0.50, 0.14), (0.80, 0.36), (0.20, 0.36)])
    b.poly(s, darker(hue, 0.5), [(0.50, 0.22), (0.68, 0.34), (0.32, 0.34)])
    sign = b.rect(0.08, 0.39, 0.84, 0.24)
    pygame.draw.rect(s, INK, sign)
    pygame.draw.rect(s, CREAM, sign.inflate(-b.d(0.14), -b.d(0.12)))
    for i in range(3):                                        # the title's letters, as bars
        pygame.draw.rect(s, hue, b.rect(0.20 + i * 0.22, 0.46, 0.16, 0.10))
    for i in range(10):                                       # the bulbs
        for y in (0.42, 0.60):
            pygame.draw.circle(s, lighter(GOLD, 0.55), b.p(0.11 + i * 0.087, y), b.d(0.022))
    pygame.draw.rect(s, darker(hue, 0.3), b.rect(0.36, 0.70, 0.28, 0.24))   # the doors
    pygame.draw.line(s, GOLD, b.p(0.50, 0.70), b.p(0.50, 0.94), max(1, int(b.d(0.02))))


def _walk_star(s, b, hue):
    tile = b.rect(0.14, 0.22, 0.72, 0.62)
    pygame.draw.rect(s, INK, tile.inflate(b.d(0.04), b.d(0.04)))
    pygame.draw.rect(s, darker(hue, 0.6), tile)
    pygame.draw.rect(s, GOLD, tile.inflate(-b.d(0.08), -b.d(0.08)), max(1, int(b.d(0.02))))
    c = b.p(0.50, 0.53)
    pygame.draw.polygon(s, GOLD, star_points(*c, b.d(0.28)))
    pygame.draw.polygon(s, CREAM, star_points(*c, b.d(0.22)))
    pygame.draw.circle(s, hue, c, b.d(0.07))
    pygame.draw.circle(s, GOLD, c, b.d(0.07), max(1, int(b.d(0.02))))


def _searchlights(s, b, hue):
    glow = pygame.Surface(b.r.size, pygame.SRCALPHA)
    gb = Box(glow.get_rect())
    gb.poly(glow, (*CREAM, 120), [(0.30, 0.78), (0.38, 0.78), (0.92, 0.0), (0.74, 0.0)])
    gb.poly(glow, (*CREAM, 120), [(0.62, 0.78), (0.70, 0.78), (0.26, 0.0), (0.08, 0.0)])
    s.blit(glow, b.r.topleft)
    # the city's roofline at dusk
    b.poly(s, INK, [(0, 1), (0, 0.78), (0.12, 0.78), (0.12, 0.66), (0.22, 0.66), (0.22, 0.74),
                    (0.40, 0.74), (0.44, 0.58), (0.48, 0.74), (0.58, 0.74), (0.58, 0.62),
                    (0.72, 0.62), (0.72, 0.76), (0.84, 0.76), (0.84, 0.68), (1, 0.68), (1, 1)])
    for fx in (0.34, 0.66):
        pygame.draw.ellipse(s, GOLD, b.rect(fx - 0.06, 0.76, 0.12, 0.06))
    for fx, fy in ((0.16, 0.72), (0.64, 0.66), (0.90, 0.74), (0.26, 0.80)):
        pygame.draw.rect(s, lighter(GOLD, 0.5), b.rect(fx, fy, 0.03, 0.03))
    pygame.draw.polygon(s, CREAM, star_points(*b.p(0.50, 0.18), b.d(0.06)))


def _gate(s, b, hue):
    w = max(1, int(b.d(0.025)))
    for x in (0.30, 0.38, 0.46, 0.54, 0.62):                   # the iron bars
        pygame.draw.line(s, INK, b.p(x + 0.04, 0.46), b.p(x + 0.04, 0.94), w)
    pygame.draw.line(s, INK, b.p(0.28, 0.66), b.p(0.72, 0.66), w)
    pygame.draw.arc(s, GOLD, b.rect(0.26, 0.30, 0.48, 0.34), 0, math.pi, max(1, int(b.d(0.05))))
    sign = b.rect(0.24, 0.24, 0.52, 0.12)
    pygame.draw.rect(s, INK, sign.inflate(b.d(0.03), b.d(0.03)))
    pygame.draw.rect(s, hue, sign)
    for i in range(3):
        pygame.draw.polygon(s, CREAM, star_points(*b.p(0.38 + 0.12 * i, 0.30), b.d(0.04)))
    for x in (0.08, 0.74):                                     # stepped pillars
        b.poly(s, CREAM, [(x, 0.96), (x, 0.30), (x + 0.03, 0.30), (x + 0.03, 0.22),
                          (x + 0.06, 0.22), (x + 0.06, 0.14), (x + 0.12, 0.14), (x + 0.12, 0.22),
                          (x + 0.15, 0.22), (x + 0.15, 0.30), (x + 0.18, 0.30), (x + 0.18, 0.96)])
        pygame.draw.rect(s, hue, b.rect(x + 0.05, 0.40, 0.08, 0.44))
        pygame.draw.rect(s, GOLD, b.rect(x, 0.30, 0.18, 0.03))


def _statuette(s, b, hue):
    pygame.draw.circle(s, lighter(hue, 0.2), b.p(0.5, 0.50), b.d(0.32))
    pygame.draw.circle(s, GOLD, b.p(0.5, 0.50), b.d(0.32), max(1, int(b.d(0.025))))
    draw_statuette(s, b.rect(0.34, 0.12, 0.32, 0.80), GOLD, GOLD_DARK)
    for fx, fy in ((0.2, 0.24), (0.80, 0.30), (0.22, 0.72), (0.78, 0.74)):
        pygame.draw.polygon(s, CREAM, star_points(*b.p(fx, fy), b.d(0.05)))


# value -> (art id, painter: its name is poker.art.<id> in the locales); every card of the game has one (a test checks it)
VIGNETTES = {
    1: ("ticket", _ticket), 2: ("popcorn", _popcorn), 3: ("reel", _reel),
    4: ("clapperboard", _clapper), 5: ("megaphone", _megaphone), 6: ("camera", _camera),
    7: ("spotlight", _spotlight), 8: ("microphone", _microphone), 9: ("chair", _chair),
    10: ("marquee", _marquee), 11: ("walk_star", _walk_star),
    12: ("searchlights", _searchlights), 13: ("gate", _gate),
}
DOUBLE_ART = ("statuette", _statuette)
# [designed] where each picture's rays start (the light comes from its subject)
RAYS_FROM = {7: (0.7, 0.0), 12: (0.5, 0.0), 13: (0.5, 0.45)}


def draw_vignette(surf, rect: pygame.Rect, v: int, hue, double: bool = False) -> str:
    """Paint value v's picture (the Double's if `double`) into `rect`; returns its name."""
    name, fn = DOUBLE_ART if double else VIGNETTES[v]
    b = Box(rect)
    clip = surf.get_clip()
    surf.set_clip(rect)
    sunburst(surf, b, RAYS_FROM.get(v, (0.5, 0.55)), darker(hue, 0.55), darker(hue, 0.68), 20)
    fn(surf, b, hue)
    surf.set_clip(clip)
    return name
