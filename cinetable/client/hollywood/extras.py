"""Hollywood!'s other card faces: the two deck backs and the Studio cards (Cut, Double Reel).

Backs: an Art Deco pattern in the deck's colour (sunburst, chevrons, a stepped frame)
with the game's mark. Studio cards: a clapperboard for Cut, two reels for Double Reel.
Shapes at SS times, smooth-scaled down; words at the card's pixel size.
"""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette, viewport
from cinetable.client.art import GOLD, GOLD_DARK, SS, card_frame, darker, draw_reel, lighter

DECKS = {"star": (34, 30, 60), "film": (120, 28, 40)}
STUDIO = ("cut", "double_reel")


def _deco(big, colour) -> None:
    """Sunburst and chevrons inside a stepped gold frame, over the whole surface."""
    W, H = big.get_size()
    cx, cy = W / 2, H / 2
    reach = math.hypot(W, H)
    ray = lighter(colour, 0.12)
    for k in range(0, 32, 2):
        a0, a1 = k * math.pi / 16, (k + 1) * math.pi / 16
        pygame.draw.polygon(big, ray, [(cx, cy), (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                                       (cx + reach * math.cos(a1), cy + reach * math.sin(a1))])
    m = W * 0.07
    lw = max(1, round(W * 0.012))
    for inset in (m, m * 1.6):
        r = pygame.Rect(inset, inset, W - 2 * inset, H - 2 * inset)
        pygame.draw.rect(big, GOLD, r, lw)
        step = inset * 0.5                     # the stepped corners
        for (x, y, dx, dy) in ((r.left, r.top, 1, 1), (r.right, r.top, -1, 1),
                               (r.left, r.bottom, 1, -1), (r.right, r.bottom, -1, -1)):
            pygame.draw.lines(big, GOLD, False, [(x + dx * step * 2, y + dy * step),
                                                 (x + dx * step, y + dy * step),
                                                 (x + dx * step, y + dy * step * 2)], lw)
    for k in range(3):                         # chevrons above the mark (words go below)
        y = H * (0.22 - k * 0.04)
        pygame.draw.lines(big, GOLD_DARK if k else GOLD, False,
                          [(cx - W * 0.2, y - H * 0.03), (cx, y), (cx + W * 0.2, y - H * 0.03)],
                          lw * 2)


def paint_back(fonts, deck: str, w: int, h: int, caption: bool = True) -> pygame.Surface:
    """The back of the star or film deck at exactly (w, h) pixels (`caption`: the
    game's name across it; a small icon goes without)."""
    colour = DECKS[deck]
    big = card_frame(w, h, colour, GOLD_DARK, max(3, round(w * 0.08)))
    inner = pygame.Surface((big.get_width() - 6 * SS, big.get_height() - 6 * SS), pygame.SRCALPHA)
    inner.fill(colour)
    _deco(inner, colour)
    mask = pygame.Surface(inner.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(),
                     border_radius=max(2, round(w * 0.07)) * SS)
    inner.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(inner, (3 * SS, 3 * SS))
    cx, cy = big.get_width() / 2, big.get_height() * 0.5
    r = w * 0.22 * SS
    pygame.draw.circle(big, GOLD, (cx, cy), r)
    pygame.draw.circle(big, darker(colour, 0.8), (cx, cy), r * 0.86)
    if deck == "star":
        from cinetable.client.art import draw_star
        draw_star(big, (cx, cy - r * 0.05), r * 0.62, GOLD)
    else:
        draw_reel(big, (cx, cy), r * 0.7, GOLD)
    surf = pygame.transform.smoothscale(big, (w, h))
    if caption:
        _caption(surf, fonts.pixel("title", max(viewport.font_px(0), round(w * 0.11))),
                 "Hollywood!", GOLD, 0.79, 0.62)
    return surf


def paint_studio(fonts, kind: str, label: str | None, w: int, h: int) -> pygame.Surface:
    """A Studio card: Cut (a clapperboard) or Double Reel (two reels), its name below.
    Any shape: a landscape card (the table's) draws its picture in a portrait-shaped box
    at its centre; with no label (a seat panel's small icon) the picture fills the card."""
    colour = (44, 38, 56)
    big = card_frame(w, h, colour, GOLD, max(3, round(min(w, h) * 0.08)))
    inner = pygame.Surface((big.get_width() - 6 * SS, big.get_height() - 6 * SS), pygame.SRCALPHA)
    inner.fill((0, 0, 0, 0))
    _deco(inner, colour)
    inner.set_alpha(110)
    big.blit(inner, (3 * SS, 3 * SS))
    W, H = big.get_size()
    if label is None:       # the picture alone, bigger and centred
        S, BH = min(W, H * 112 / 132) * 1.35, H * 1.35
        box = pygame.Rect((W - S) / 2, H * 0.5 - BH * 0.45, S, BH)
    else:
        S = min(W, H * 112 / 132)
        box = pygame.Rect((W - S) / 2, 0, S, H)
    studio_picture(big, kind, box)
    surf = pygame.transform.smoothscale(big, (w, h))
    if label is not None:
        size = max(viewport.font_px(0), round(min(w * 0.12, h * 0.17)))
        _caption(surf, fonts.pixel("bold", size), label, palette.CREAM, 0.79)
    return surf


def studio_picture(big, kind: str, box) -> None:
    """The clapperboard or the two reels, laid out in `box` as on a portrait card."""
    W, H = box.w, box.h

    def at(fx: float, fy: float) -> tuple[float, float]:
        return box.x + fx * W, box.y + fy * H

    if kind == "cut":
        board = pygame.Rect(*at(0.2, 0.34), W * 0.6, H * 0.34)
        pygame.draw.rect(big, palette.INK, board, border_radius=round(W * 0.02))
        pygame.draw.rect(big, palette.CREAM, board, max(1, round(W * 0.015)),
                         border_radius=round(W * 0.02))
        for k in range(3):
            pygame.draw.line(big, palette.CREAM, (board.x + W * 0.06, board.y + H * (0.08 + k * 0.08)),
                             (board.right - W * 0.06, board.y + H * (0.08 + k * 0.08)),
                             max(1, round(W * 0.01)))
        # the clapper stick, lifted, with its diagonal stripes
        stick = [(board.x, board.y - H * 0.01), (board.right, board.y - H * 0.13),
                 (board.right + W * 0.01, board.y - H * 0.06), (board.x + W * 0.01, board.y + H * 0.05)]
        pygame.draw.polygon(big, palette.CREAM, stick)
        for k in range(5):
            t = 0.1 + k * 0.19
            x = board.x + t * board.w
            y = board.y - H * 0.01 - t * H * 0.12
            pygame.draw.polygon(big, palette.INK, [(x, y), (x + W * 0.05, y - H * 0.006),
                                                   (x + W * 0.07, y + H * 0.05),
                                                   (x + W * 0.02, y + H * 0.056)])
    else:
        for dx, col in ((-0.15, palette.PLAYERS[1]), (0.15, palette.PLAYERS[0])):
            draw_reel(big, at(0.5 + dx, 0.46), W * 0.2, col)


def _caption(surf, font, text: str, colour, y: float, room: float = 0.86) -> None:
    """A word across the card at `y` of its height, narrowed to `room` of its width when
    longer (long languages, the back's corners)."""
    w, h = surf.get_size()
    img = font.render(text, True, colour)
    if img.get_width() > w * room:
        k = w * room / img.get_width()
        img = pygame.transform.smoothscale(img, (round(img.get_width() * k),
                                                 round(img.get_height() * k)))
    surf.blit(img, img.get_rect(center=(w // 2, round(h * y))))
