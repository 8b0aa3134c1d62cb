"""Painting shared by the games and the results: the award gold, the statuette, stars,
the reel token that carries a seat's initial, a card's frame.

Shapes are drawn at SS times the size and smooth-scaled down by the callers that cache
them (cheap antialiasing, done once). A seat's name and token initial come from the
seat panels (client/table/seats.py: display_names, initials_for).
"""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette, viewport

GOLD = (226, 186, 84)
GOLD_DARK = (150, 112, 40)
SS = 2  # supersampling factor for shapes


def darker(c, k=0.6):
    return tuple(int(v * k) for v in c[:3])


def lighter(c, k=0.5):
    return tuple(int(v + (255 - v) * k) for v in c[:3])


def star_points(cx, cy, r_out, r_in=None, points=5, rot=-math.pi / 2):
    r_in = r_out * 0.45 if r_in is None else r_in
    out = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = rot + i * math.pi / points
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def draw_star(surf, center, r, colour, outline=None):
    pts = star_points(center[0], center[1], r)
    pygame.draw.polygon(surf, colour, pts)
    if outline:
        pygame.draw.polygon(surf, outline, pts, max(1, int(r / 6)))


def draw_statuette(surf, rect: pygame.Rect, colour=GOLD, shade=GOLD_DARK):
    """A little award statuette: head, body with arms folded, plinth."""
    x, y, w, h = rect
    cx = x + w / 2
    head_r = w * 0.16
    pygame.draw.circle(surf, colour, (cx, y + head_r), head_r)
    body = [(cx - w * 0.2, y + head_r * 2), (cx + w * 0.2, y + head_r * 2),
            (cx + w * 0.12, y + h * 0.72), (cx - w * 0.12, y + h * 0.72)]
    pygame.draw.polygon(surf, colour, body)
    pygame.draw.line(surf, shade, (cx - w * 0.16, y + h * 0.36), (cx + w * 0.16, y + h * 0.36),
                     max(1, int(w * 0.06)))
    base = pygame.Rect(0, 0, w * 0.7, h * 0.2)
    base.midbottom = (int(cx), int(y + h))
    pygame.draw.rect(surf, shade, base, border_radius=max(1, int(w * 0.05)))
    top = pygame.Rect(0, 0, w * 0.5, h * 0.1)
    top.midbottom = base.midtop
    pygame.draw.rect(surf, colour, top)


def draw_reel(surf, center, r, colour, ring=None):
    """A film reel token in a player's colour: rim, five holes, a cream hub (for the
    player's initial, written on top by the caller)."""
    cx, cy = center
    rim = darker(colour, 0.5)
    pygame.draw.circle(surf, (0, 0, 0, 80), (cx + r * 0.06, cy + r * 0.12), r)   # shadow
    pygame.draw.circle(surf, rim, (cx, cy), r)
    pygame.draw.circle(surf, colour, (cx, cy), r * 0.9)
    hole = darker(colour, 0.32)
    for k in range(5):
        a = k * 2 * math.pi / 5 - math.pi / 2
        pygame.draw.circle(surf, hole, (cx + math.cos(a) * r * 0.7, cy + math.sin(a) * r * 0.7),
                           r * 0.13)
    pygame.draw.circle(surf, rim, (cx, cy), r * 0.52)
    pygame.draw.circle(surf, palette.CREAM, (cx, cy), r * 0.46)
    if ring:
        pygame.draw.circle(surf, ring, (cx, cy), r + 2, 2)


def reel_token(fonts, seat: int, initial: str, r: int = 17, ring=None) -> pygame.Surface:
    """A seat's reel token of radius r in the seat's colour, its initial on the hub
    (painted each call: callers that show it every frame cache it)."""
    size = (r + 4) * 2
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    draw_reel(big, (size / 2 * SS, size / 2 * SS), r * SS,
              palette.PLAYERS[seat % len(palette.PLAYERS)], ring=ring)
    surf = pygame.transform.smoothscale(big, (size, size))
    if r >= 10:
        # r is pixels: the font at its pixel size, never under the legible floor
        font = fonts.pixel("bold", max(viewport.font_px(0), int(r * 0.82)))
        img = font.render(initial, True, palette.INK)
        surf.blit(img, img.get_rect(center=(size // 2, size // 2)))
    return surf


def card_frame(w, h, face, edge, radius=9) -> pygame.Surface:
    """A card's rounded frame at SS times (w, h): an `edge` border around the `face`."""
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    pygame.draw.rect(big, edge, big.get_rect(), border_radius=radius * SS)
    pygame.draw.rect(big, face, big.get_rect().inflate(-3 * SS, -3 * SS),
                     border_radius=(radius - 1) * SS)
    return big
