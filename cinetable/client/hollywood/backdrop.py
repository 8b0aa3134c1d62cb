"""The Hollywood! table's cloth: a screening room in Art Deco, kept faint behind the cards.

A teal velvet gradient; a sunburst fan rising behind the board like a cinema's proscenium;
two searchlight beams crossing high on the side of the panels; a stepped gold hairline
frame around the board; a band of chevrons along the bottom edge. Every stroke is a few
percent of alpha: it gives the table a place without competing with the words.
"""
from __future__ import annotations

import math

import pygame

from cinetable.client import viewport
from cinetable.client.art import GOLD
from cinetable.client.widgets import vertical_gradient

VELVET_TOP, VELVET_BOTTOM = (40, 62, 68), (18, 30, 34)


def frame_rect(size, board: pygame.Rect) -> pygame.Rect:
    """The hairline frame around the board, kept inside the window (the board may reach
    its edge)."""
    m = viewport.px(10)
    lw = max(1, viewport.px(1))
    clear = 4 * lw                       # the frame keeps this far from the window's edge
    return board.inflate(2 * m, 2 * m).clip(pygame.Rect((0, 0), size).inflate(-2 * clear,
                                                                             -2 * clear))


def paint_backdrop(size, board: pygame.Rect) -> pygame.Surface:
    """The cloth of a window of `size` pixels with the board at `board`."""
    w, h = size
    bg = vertical_gradient(size, VELVET_TOP, VELVET_BOTTOM)
    deco = pygame.Surface((w, h), pygame.SRCALPHA)
    # the sunburst fan behind the board, from below its bottom edge
    cx, cy = board.centerx, board.bottom + board.h * 0.15
    reach = math.hypot(w, h)
    for k in range(0, 36, 2):
        a0 = math.pi + k * math.pi / 36
        a1 = a0 + math.pi / 36
        pygame.draw.polygon(deco, (*GOLD, 10), [(cx, cy), (cx + reach * math.cos(a0),
                                                          cy + reach * math.sin(a0)),
                                               (cx + reach * math.cos(a1),
                                                cy + reach * math.sin(a1))])
    # concentric arches of the proscenium
    for k in range(1, 4):
        r = board.h * (0.55 + 0.22 * k)
        pygame.draw.circle(deco, (*GOLD, 14), (cx, cy), r, max(1, viewport.px(1)))
    # two searchlights crossing over the right of the table
    for x0, x1 in ((w * 0.55, w * 0.95), (w * 0.98, w * 0.62)):
        beam = [(x0, h), (x1 - w * 0.03, 0), (x1 + w * 0.03, 0)]
        pygame.draw.polygon(deco, (255, 240, 200, 6), beam)
    # the stepped hairline frame around the board
    lw = max(1, viewport.px(1))
    frame = frame_rect(size, board)
    step = viewport.px(12)
    pts = [(frame.left + step, frame.top), (frame.right - step, frame.top),
           (frame.right - step, frame.top + step), (frame.right, frame.top + step),
           (frame.right, frame.bottom - step), (frame.right - step, frame.bottom - step),
           (frame.right - step, frame.bottom), (frame.left + step, frame.bottom),
           (frame.left + step, frame.bottom - step), (frame.left, frame.bottom - step),
           (frame.left, frame.top + step), (frame.left + step, frame.top + step)]
    pygame.draw.lines(deco, (*GOLD, 40), True, pts, lw)
    # chevrons along the bottom edge
    cw = viewport.px(18)
    y = h - viewport.px(6)
    for x in range(0, w + cw, cw):
        pygame.draw.lines(deco, (*GOLD, 22), False, [(x, y), (x + cw / 2, y - cw / 3),
                                                     (x + cw, y)], lw)
    bg.blit(deco, (0, 0))
    return bg

