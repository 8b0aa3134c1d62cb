"""Hollywood 1947's Art Deco drawing kit: sunburst rays, stepped gold frames, searchlight
beams and the propaganda motifs (eagle, flag, red star, factory, gavel, cog, camera).

Every function draws on a big (supersampled) surface in its own pixels; the card painters
(card_art.py) scale the result down once and cache it."""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette
from cinetable.client.art import GOLD, star_points

INK = (22, 18, 24)
NAVY = (30, 46, 92)
NAVY_LIGHT = (62, 96, 168)
CRIMSON = (120, 22, 26)
CRIMSON_LIGHT = (196, 52, 44)
SEPIA = (78, 64, 52)
SEPIA_LIGHT = (150, 126, 96)
FLAG_RED = (196, 46, 40)


def rays(s, centre, r, colour, n=16, width=0.5):
    """A sunburst: n wedges of `colour` from `centre` (width: the share of each step)."""
    cx, cy = centre
    step = 2 * math.pi / n
    for k in range(n):
        a = k * step
        b = a + step * width
        pygame.draw.polygon(s, colour, [(cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)),
                                        (cx + r * math.cos(b), cy + r * math.sin(b))])


def glow(s, centre, r, colour, rings=6):
    """One soft radial light (the only gradient the style allows)."""
    layer = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    for k in range(rings):
        rad = int(r * (1 - k / rings))
        pygame.draw.circle(layer, (*colour[:3], 22), centre, max(1, rad))
    s.blit(layer, (0, 0))


def stepped_frame(s, rect, colour, width, step):
    """A gold hairline frame with stepped (notched) corners."""
    x, y, w, h = rect
    st = step
    pts = [(x + 2 * st, y), (x + w - 2 * st, y), (x + w - 2 * st, y + st), (x + w - st, y + st),
           (x + w - st, y + 2 * st), (x + w, y + 2 * st), (x + w, y + h - 2 * st),
           (x + w - st, y + h - 2 * st), (x + w - st, y + h - st), (x + w - 2 * st, y + h - st),
           (x + w - 2 * st, y + h), (x + 2 * st, y + h), (x + 2 * st, y + h - st),
           (x + st, y + h - st), (x + st, y + h - 2 * st), (x, y + h - 2 * st), (x, y + 2 * st),
           (x + st, y + 2 * st), (x + st, y + st), (x + 2 * st, y + st)]
    pygame.draw.lines(s, colour, True, pts, max(1, int(width)))


def beam(s, foot, angle, length, spread, colour):
    """A searchlight beam from `foot` at `angle` (radians, 0 = up)."""
    fx, fy = foot
    tip = (fx + length * math.sin(angle), fy - length * math.cos(angle))
    nx, ny = math.cos(angle) * spread, math.sin(angle) * spread
    layer = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(layer, colour, [(fx - nx * 0.08, fy - ny * 0.08),
                                        (tip[0] - nx, tip[1] - ny), (tip[0] + nx, tip[1] + ny),
                                        (fx + nx * 0.08, fy + ny * 0.08)])
    s.blit(layer, (0, 0))


def eagle(s, cx, cy, r, colour, edge=INK):
    """A spread-wing eagle, head up, in the poster manner."""
    half = [(0, -0.62), (0.1, -0.55), (0.14, -0.35), (0.3, -0.42), (0.55, -0.62), (0.85, -0.7),
            (1.0, -0.62), (0.86, -0.5), (0.95, -0.4), (0.74, -0.3), (0.82, -0.18),
            (0.55, -0.12), (0.3, 0.0), (0.22, 0.3), (0.3, 0.62), (0.1, 0.48), (0, 0.7)]
    right = [(cx + x * r, cy + y * r) for x, y in half]
    left = [(cx - x * r, cy + y * r) for x, y in reversed(half)]
    pts = right + left
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.polygon(s, edge, pts, max(1, int(r / 22)))
    pygame.draw.circle(s, palette.CREAM, (cx, cy - 0.62 * r), r * 0.13)   # the white head
    pygame.draw.polygon(s, GOLD, [(cx + r * 0.1, cy - 0.62 * r), (cx + r * 0.26, cy - 0.56 * r),
                                  (cx + r * 0.1, cy - 0.52 * r)])


def flag(s, rect, wave=0.06):
    """A waving striped flag with a starred canton (its pole at the left)."""
    x, y, w, h = rect
    stripes = 7
    sh = h / stripes

    def bend(px, py):
        return px, py + math.sin((px - x) / w * math.pi * 2) * h * wave

    for k in range(stripes):
        col = FLAG_RED if k % 2 == 0 else palette.CREAM
        top, bot = y + k * sh, y + (k + 1) * sh + 1
        pts = [bend(x + w * i / 8, top) for i in range(9)] + \
              [bend(x + w * i / 8, bot) for i in range(8, -1, -1)]
        pygame.draw.polygon(s, col, pts)
    cw, ch = w * 0.42, sh * 4
    pts = [bend(x + cw * i / 4, y) for i in range(5)] + \
          [bend(x + cw * i / 4, y + ch) for i in range(4, -1, -1)]
    pygame.draw.polygon(s, NAVY_LIGHT, pts)
    for i in range(3):
        for j in range(2):
            px, py = bend(x + cw * (0.2 + 0.3 * i), y + ch * (0.3 + 0.4 * j))
            pygame.draw.polygon(s, palette.CREAM, star_points(px, py, sh * 0.45))
    pygame.draw.line(s, GOLD, (x, y - sh), (x, y + h * 2.2), max(2, int(w / 30)))


def red_star(s, cx, cy, r, ring=True):
    if ring:
        pygame.draw.circle(s, GOLD, (cx, cy), r * 1.12)
        pygame.draw.circle(s, CRIMSON, (cx, cy), r * 1.02)
    pygame.draw.polygon(s, CRIMSON_LIGHT, star_points(cx, cy, r * 0.95, r * 0.4))
    pygame.draw.polygon(s, INK, star_points(cx, cy, r * 0.95, r * 0.4), max(1, int(r / 14)))
    # the facets: one half of each point a shade darker (the flat poster light)
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        b = a + math.pi / 5
        pygame.draw.polygon(s, (150, 30, 30), [(cx, cy), (cx + r * 0.95 * math.cos(a),
                                                          cy + r * 0.95 * math.sin(a)),
                                               (cx + r * 0.4 * math.cos(b),
                                                cy + r * 0.4 * math.sin(b))])


def skyline(s, rect, colour, chimneys=False):
    """A row of buildings (or a factory's sheds and chimneys) standing on rect's foot."""
    x, y, w, h = rect
    n = 7
    bw = w / n
    for k in range(n):
        bh = h * (0.35 + 0.6 * ((k * 37 + 11) % 7) / 6)
        if chimneys and k % 2 == 1:
            pygame.draw.rect(s, colour, (x + k * bw + bw * 0.3, y + h - bh * 1.3, bw * 0.35,
                                         bh * 1.3))
            pygame.draw.circle(s, (*SEPIA_LIGHT, 255), (x + k * bw + bw * 0.5,
                                                        y + h - bh * 1.45), bw * 0.3)
        else:
            base = y + h - bh * (0.6 if chimneys else 1)
            if chimneys:     # a saw-tooth shed roof
                pygame.draw.polygon(s, colour, [(x + k * bw, y + h), (x + k * bw, base),
                                                (x + (k + 1) * bw, base - bw * 0.5),
                                                (x + (k + 1) * bw, y + h)])
            else:
                pygame.draw.rect(s, colour, (x + k * bw, base, bw - 1, bh + 1))
    pygame.draw.rect(s, colour, (x, y + h - h * 0.08, w, h * 0.08 + 1))


def capitol(s, cx, base, r, colour):
    """A domed capitol: steps, columns, drum, dome and a mast on top."""
    pygame.draw.rect(s, colour, (cx - r, base - r * 0.16, 2 * r, r * 0.16))
    for k in range(7):
        px = cx - r * 0.8 + k * r * 1.6 / 6
        pygame.draw.rect(s, colour, (px - r * 0.05, base - r * 0.6, r * 0.1, r * 0.45))
    pygame.draw.rect(s, colour, (cx - r * 0.9, base - r * 0.72, 1.8 * r, r * 0.14))
    pygame.draw.rect(s, colour, (cx - r * 0.45, base - r * 0.95, 0.9 * r, r * 0.25))
    pygame.draw.ellipse(s, colour, (cx - r * 0.42, base - r * 1.35, 0.84 * r, 0.8 * r))
    pygame.draw.line(s, colour, (cx, base - r * 1.3), (cx, base - r * 1.75), max(2, int(r / 14)))


def gavel(s, cx, cy, r, colour, edge=INK):
    head = [(-0.55, -0.2), (0.05, -0.75), (0.35, -0.45), (-0.25, 0.1)]
    handle = [(-0.05, -0.4), (0.05, -0.3), (0.75, 0.55), (0.6, 0.68)]
    for shape in (handle, head):
        pts = [(cx + x * r, cy + y * r) for x, y in shape]
        pygame.draw.polygon(s, colour, pts)
        pygame.draw.polygon(s, edge, pts, max(1, int(r / 16)))
    pygame.draw.ellipse(s, colour, (cx - r * 0.8, cy + r * 0.62, r * 0.9, r * 0.26))
    pygame.draw.ellipse(s, edge, (cx - r * 0.8, cy + r * 0.62, r * 0.9, r * 0.26),
                        max(1, int(r / 16)))


def microphone(s, cx, cy, r, colour, edge=INK):
    body = pygame.Rect(0, 0, r * 0.5, r * 0.8)
    body.center = (int(cx), int(cy - r * 0.3))
    pygame.draw.rect(s, colour, body, border_radius=int(r * 0.25))
    pygame.draw.rect(s, edge, body, max(1, int(r / 16)), border_radius=int(r * 0.25))
    for k in range(3):
        yy = body.y + body.h * (0.3 + 0.2 * k)
        pygame.draw.line(s, edge, (body.x + 2, yy), (body.right - 3, yy), max(1, int(r / 20)))
    pygame.draw.line(s, colour, (cx, body.bottom), (cx, cy + r * 0.6), max(2, int(r / 10)))
    pygame.draw.ellipse(s, colour, (cx - r * 0.35, cy + r * 0.55, r * 0.7, r * 0.18))


def cog(s, cx, cy, r, colour, teeth=10):
    pts = []
    for k in range(teeth * 4):
        a = k * 2 * math.pi / (teeth * 4)
        rad = r if (k % 4) in (1, 2) else r * 0.8
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.polygon(s, INK, pts, max(1, int(r / 18)))


def camera(s, cx, cy, r, colour, edge=INK):
    """A studio film camera on a tripod, its two reels on top."""
    lw = max(1, int(r / 16))
    for dx in (-0.3, 0.3):
        pygame.draw.circle(s, colour, (cx + dx * r, cy - r * 0.55), r * 0.32)
        pygame.draw.circle(s, edge, (cx + dx * r, cy - r * 0.55), r * 0.32, lw)
        pygame.draw.circle(s, edge, (cx + dx * r, cy - r * 0.55), r * 0.07)
    body = pygame.Rect(0, 0, r * 1.1, r * 0.62)
    body.center = (int(cx - r * 0.05), int(cy))
    pygame.draw.rect(s, colour, body, border_radius=int(r * 0.08))
    pygame.draw.rect(s, edge, body, lw, border_radius=int(r * 0.08))
    lens = [(body.right, cy - r * 0.14), (body.right + r * 0.4, cy - r * 0.3),
            (body.right + r * 0.4, cy + r * 0.3), (body.right, cy + r * 0.14)]
    pygame.draw.polygon(s, colour, lens)
    pygame.draw.polygon(s, edge, lens, lw)
    foot = (cx, body.bottom)
    for dx in (-0.55, 0, 0.55):
        pygame.draw.line(s, edge, foot, (cx + dx * r, cy + r * 0.95), max(2, int(r / 9)))
