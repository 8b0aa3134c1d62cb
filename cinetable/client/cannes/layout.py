"""Where everything sits on the Festival de Cannes table, in logical 1280×800 pixels.

The year runs along the top as a strip of film (23 frames: 1 June .. 1 May); the lots
lie face down in the middle with their bids below them; your auction hand and the
buttons under them, your film at the right of it; the players down the right edge; the
log at the bottom left."""
from __future__ import annotations

import pygame

from cinetable.client.scene import LOGICAL_SIZE

W, H = LOGICAL_SIZE
TOP_BAR = 46
TRACK = pygame.Rect(12, 54, 1256, 104)
SQUARES = 23
FRAME_W = (TRACK.w - 16) / SQUARES
SEATS = pygame.Rect(1020, 168, 248, 520)
SEAT_H, SEAT_GAP = 80, 6
LOTS = pygame.Rect(12, 168, 996, 262)
LOT_W, LOT_H = 84, 116
HAND = pygame.Rect(12, 438, 600, 108)
CARD_W, CARD_H = 56, 82
BUTTONS_Y = 552
FILM = pygame.Rect(624, 438, 384, 350)
DICE = pygame.Rect(1020, 696, 248, 92)
LOG = pygame.Rect(12, 598, 600, 190)
LOG_EXPANDED = pygame.Rect(12, 300, 600, 488)
NOTICES = pygame.Rect(LOTS.x + 100, LOTS.y + 40, LOTS.w - 200, 120)
CENTRE = (LOTS.centerx, LOTS.centery + 120)
DIALOG = pygame.Rect(190, 190, 900, 440)
JURY = pygame.Rect(12, 168, 996, 420)              # the films side by side, at the end
RESULTS_BUTTON = pygame.Rect(12, BUTTONS_Y, 220, 38)
# while the jury is shown: in its header row, clear of its edge and of the films
JURY_RESULTS_BUTTON = pygame.Rect(JURY.right - 14 - 220, JURY.y + 7, 220, 34)
BUTTON_W, BUTTON_H = 112, 38


def square_rect(sq: int) -> pygame.Rect:
    """The frame of track square `sq` (0 = 1 June .. 22 = 1 May)."""
    x = TRACK.x + 8 + sq * FRAME_W
    return pygame.Rect(int(x) + 2, TRACK.y + 22, int(FRAME_W) - 4, TRACK.h - 44)


def pawn_pos(sq: int, k: int, count: int) -> tuple[int, int]:
    """The k-th of `count` pawns standing on a square."""
    r = square_rect(sq)
    cols = 2 if count > 1 else 1
    rows = (count + cols - 1) // cols
    dx = (k % cols - (cols - 1) / 2) * 20
    dy = (k // cols - (rows - 1) / 2) * 18
    return int(r.centerx + dx), int(r.centery + dy + 4)


def seat_rect(seat: int, n: int) -> pygame.Rect:
    h = min(SEAT_H, (SEATS.h - SEAT_GAP * (n - 1)) // n)
    return pygame.Rect(SEATS.x, SEATS.y + seat * (h + SEAT_GAP), SEATS.w, h)


def lot_rect(i: int, count: int) -> pygame.Rect:
    """Lot i of `count`, left to right, closer together when many."""
    step = min(LOT_W + 26, (LOTS.w - 20 - LOT_W) / max(1, count - 1)) if count > 1 else 0
    width = step * (count - 1) + LOT_W
    x0 = LOTS.centerx - width / 2
    return pygame.Rect(int(x0 + i * step), LOTS.y + 26, LOT_W, LOT_H)


def bid_pos(lot: pygame.Rect, k: int) -> tuple[int, int]:
    """Centre of the k-th bid laid under a lot (a small card, stacked downwards)."""
    return lot.centerx + 6, lot.bottom + 16 + k * 20


def hand_rects(count: int) -> list[pygame.Rect]:
    if not count:
        return []
    step = min(CARD_W + 6, (HAND.w - CARD_W - 16) / max(1, count - 1))
    width = step * (count - 1) + CARD_W
    x0 = HAND.x + 8 + max(0, (HAND.w - 16 - width) / 2)
    return [pygame.Rect(int(x0 + i * step), HAND.y + 22, CARD_W, CARD_H) for i in range(count)]


def button_rect(i: int) -> pygame.Rect:
    return pygame.Rect(12 + i * (BUTTON_W + 8), BUTTONS_Y, BUTTON_W, BUTTON_H)
