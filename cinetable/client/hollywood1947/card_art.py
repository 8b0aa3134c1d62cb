"""The illustrations of Hollywood 1947's cards, in the noir-propaganda poster style of 1947:
each Propaganda card kind its vignette, the deck's back, the three loyalty posters and the
loyalty card's back. Words are not drawn here: the painter (paint.py) writes them on top
at the card's own pixel size.

Drawn at SS times the size and smooth-scaled down; the painter caches the results."""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette
from cinetable.client.art import GOLD, star_points
from cinetable.client.hollywood1947 import deco as D

SS = 3

# card kind -> its picture (every kind of the deck has one: a test keeps it so)
KIND_ART = {"pat": "flag_eagle", "pat2": "capitol", "hearing": "hearing",
            "com": "red_star", "com2": "factory", "reorg": "cog_star", "neutral": "camera"}
LOYALTY_ART = {"patriot": "flag_eagle", "communist": "red_star", "star": "searchlights"}
SIDE_GROUND = {"patriot": (D.NAVY, D.NAVY_LIGHT), "communist": (D.CRIMSON, D.CRIMSON_LIGHT),
               "neutral": (D.SEPIA, D.SEPIA_LIGHT), "star": ((46, 30, 70), (120, 90, 160))}


def _motif(s, art: str, rect: pygame.Rect) -> None:
    """Draw the picture `art` inside rect (big pixels)."""
    x, y, w, h = rect
    cx, cy, r = x + w / 2, y + h / 2, min(w, h) / 2
    if art == "flag_eagle":
        D.flag(s, (x + w * 0.14, y + h * 0.12, w * 0.72, h * 0.36))
        D.eagle(s, cx, y + h * 0.66, r * 0.8, GOLD)
    elif art == "capitol":
        D.glow(s, (int(cx), int(y + h * 0.45)), int(r * 0.9), palette.CREAM)
        D.capitol(s, cx, y + h * 0.96, r * 0.78, palette.CREAM)
        D.flag(s, (cx, y + h * 0.08, w * 0.24, h * 0.12), wave=0.1)
    elif art == "hearing":
        D.beam(s, (cx, y), 0, h, w * 0.38, (255, 240, 200, 46))
        pygame.draw.rect(s, D.INK, (x, y + h * 0.8, w, h * 0.2))
        D.microphone(s, x + w * 0.3, y + h * 0.55, r * 0.55, (200, 200, 210))
        D.gavel(s, x + w * 0.66, y + h * 0.56, r * 0.5, (150, 96, 50))
    elif art == "red_star":
        D.red_star(s, cx, cy, r * 0.62)
    elif art == "factory":
        D.red_star(s, cx, y + h * 0.32, r * 0.42)
        D.skyline(s, (x, y + h * 0.55, w, h * 0.45), D.INK, chimneys=True)
    elif art == "cog_star":
        D.cog(s, cx, cy, r * 0.72, GOLD)
        pygame.draw.circle(s, D.CRIMSON, (cx, cy), r * 0.5)
        D.red_star(s, cx, cy, r * 0.42, ring=False)
    elif art == "camera":
        D.glow(s, (int(cx), int(cy)), int(r * 0.95), palette.CREAM)
        D.camera(s, cx, cy, r * 0.7, (70, 62, 60), palette.CREAM)
    elif art == "searchlights":
        for a in (-0.5, -0.18, 0.2, 0.52):
            D.beam(s, (cx + a * w * 0.6, y + h), a * 0.9, h * 1.2, w * 0.16, (255, 240, 200, 60))
        D.glow(s, (int(cx), int(y + h * 0.42)), int(r * 0.8), GOLD)
        pygame.draw.polygon(s, GOLD, star_points(cx, y + h * 0.42, r * 0.55))
        pygame.draw.polygon(s, D.INK, star_points(cx, y + h * 0.42, r * 0.55),
                            max(1, int(r / 30)))
        D.skyline(s, (x, y + h * 0.78, w, h * 0.22), D.INK)
    else:
        raise ValueError(f"no picture named {art!r}")     # no blank face: every card has one


def picture(art: str, side: str, size, band: float) -> pygame.Surface:
    """A card of `size` pixels: a cream card whose top `band` share is the picture panel
    (side-coloured sunburst, the motif, a stepped gold frame); the words go below it."""
    w, h = size
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    W, H = big.get_size()
    rad = max(2, W // 12)
    pygame.draw.rect(big, palette.CREAM, big.get_rect(), border_radius=rad)
    m = max(SS * 2, int(W * 0.07))
    panel = pygame.Rect(m, m, W - 2 * m, int(H * band) - m)
    ground, light = SIDE_GROUND[side]
    art_surf = pygame.Surface(panel.size, pygame.SRCALPHA)
    art_surf.fill(ground)
    D.rays(art_surf, (panel.w // 2, int(panel.h * 0.55)), max(panel.w, panel.h), light, 18, 0.45)
    _motif(art_surf, art, art_surf.get_rect())
    big.blit(art_surf, panel.topleft)
    D.stepped_frame(big, panel.inflate(-SS * 2, -SS * 2), GOLD, max(SS, W / 90),
                    max(SS * 2, W * 0.045))
    edge = {"patriot": D.NAVY_LIGHT, "communist": D.CRIMSON_LIGHT}.get(side, D.SEPIA_LIGHT)
    pygame.draw.rect(big, edge if side != "star" else GOLD, big.get_rect(), max(SS * 2, W // 28),
                     border_radius=rad)
    return pygame.transform.smoothscale(big, (w, h))


def back(size, mark: bool = True) -> pygame.Surface:
    """The Propaganda deck's back: burgundy, gold chevrons and sunburst, a stepped frame,
    the game's mark (a gold star in a film reel) in its middle."""
    w, h = size
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    W, H = big.get_size()
    rad = max(2, W // 12)
    pygame.draw.rect(big, (92, 26, 30), big.get_rect(), border_radius=rad)
    inner = pygame.Surface((W, H), pygame.SRCALPHA)
    D.rays(inner, (W // 2, H // 2), max(W, H), (118, 36, 40), 24, 0.5)
    step = max(SS * 4, H // 14)       # chevrons at the head and the foot
    for k in range(3):
        for sy, d in ((step * (k + 1), 1), (H - step * (k + 1), -1)):
            pygame.draw.lines(inner, (150, 112, 60), False,
                              [(W * 0.2, sy + d * step * 0.5), (W / 2, sy), (W * 0.8, sy + d * step * 0.5)],
                              max(1, SS))
    mask = pygame.Surface((W, H), pygame.SRCALPHA)    # the rays kept inside the corners
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
    inner.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(inner, (0, 0))
    m = max(SS * 2, int(W * 0.08))
    D.stepped_frame(big, big.get_rect().inflate(-2 * m, -2 * m), GOLD, max(SS, W / 80),
                    max(SS * 2, W * 0.05))
    if mark:
        r = min(W, H) * 0.24
        c = (W // 2, H // 2)
        pygame.draw.circle(big, D.INK, c, r)
        pygame.draw.circle(big, GOLD, c, r, max(SS, int(r / 8)))
        for k in range(6):       # the reel's holes
            a = k * math.pi / 3
            pygame.draw.circle(big, (60, 20, 24), (c[0] + r * 0.62 * math.cos(a), c[1] + r * 0.62 * math.sin(a)),
                               r * 0.14)
        pygame.draw.polygon(big, GOLD, star_points(c[0], c[1], r * 0.5))
    pygame.draw.rect(big, D.INK, big.get_rect(), max(SS, W // 40), border_radius=rad)
    return pygame.transform.smoothscale(big, (w, h))

