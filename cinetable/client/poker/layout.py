"""Where everything sits on the Hollywood Poker table, in logical 1280×800 pixels.

The players sit around an oval; the human's seat is at the bottom and play goes
clockwise (left on screen). Your hand is fanned along the bottom, the log at the left
of it, the current trick in the middle of the felt."""
from __future__ import annotations

import math

import pygame

from cinetable.client.scene import LOGICAL_SIZE

W, H = LOGICAL_SIZE
TOP_BAR = 46
TABLE = pygame.Rect(150, 92, 1020, 470)             # the felt oval
CENTRE = TABLE.center
RX, RY = 520, 238                                   # seat ellipse radii
PANEL_W, PANEL_H = 196, 78
CARD_W, CARD_H = 62, 88                             # cards in your hand
TRICK_W, TRICK_H = 46, 66                           # cards on the felt
LOG = pygame.Rect(12, 598, 330, 190)
LOG_EXPANDED = pygame.Rect(12, 300, 420, 488)
HAND = pygame.Rect(356, 612, 912, 176)
NOTICES = pygame.Rect(TABLE.x + 160, TABLE.y + 40, TABLE.w - 320, 120)
TRICK_AREA = pygame.Rect(CENTRE[0] - 300, CENTRE[1] - 80, 600, 160)
PLAY_BUTTON = pygame.Rect(HAND.right - 150, HAND.y - 46, 140, 38)
PASS_BUTTON = pygame.Rect(HAND.right - 300, HAND.y - 46, 140, 38)
CLEAR_BUTTON = pygame.Rect(HAND.right - 450, HAND.y - 46, 140, 38)
DIALOG = pygame.Rect(CENTRE[0] - 260, CENTRE[1] - 120, 520, 220)
DIALOG_YES = pygame.Rect(DIALOG.x + 40, DIALOG.bottom - 62, 200, 42)
DIALOG_NO = pygame.Rect(DIALOG.right - 240, DIALOG.bottom - 62, 200, 42)
BOARD_RECT = pygame.Rect(CENTRE[0] - 300, TABLE.y + 10, 600, 450)
# P2.3: the first deal's set-aside cards, a small face-down stack under the trick
ASIDE = pygame.Rect(0, 0, 120, TRICK_H + 26)   # wide enough for its label
ASIDE.midtop = (CENTRE[0], TRICK_AREA.bottom + 12)
LEGEND_Y = HAND.y + 26           # the hand's key legend, between the buttons and the cards


def seat_centre(rel: float, n: int) -> tuple[int, int]:
    """The centre of the panel at `rel` seats clockwise from the bottom (may be fractional
    while players walk to their new seats)."""
    a = math.pi / 2 + rel * 2 * math.pi / n
    return int(CENTRE[0] + RX * math.cos(a)), int(CENTRE[1] + RY * math.sin(a) + 10)


def panel_rect_at(centre) -> pygame.Rect:
    r = pygame.Rect(0, 0, PANEL_W, PANEL_H)
    r.center = centre
    return r


def hand_card_rects(count: int) -> list[pygame.Rect]:
    """Your cards fanned left to right, overlapping when many."""
    if not count:
        return []
    step = min(CARD_W + 6, (HAND.w - CARD_W - 20) / max(1, count - 1))
    width = step * (count - 1) + CARD_W
    x0 = HAND.centerx - width / 2
    y = HAND.bottom - CARD_H - 12
    return [pygame.Rect(int(x0 + i * step), y, CARD_W, CARD_H) for i in range(count)]


def trick_play_pos(i: int, shown: int) -> tuple[int, int]:
    """Centre of the i-th shown play of the trick (plays overlap left to right)."""
    step = min(130, (TRICK_AREA.w - 120) / max(1, shown - 1)) if shown > 1 else 0
    x = TRICK_AREA.centerx - step * (shown - 1) / 2 + i * step
    return int(x), TRICK_AREA.centery + (i % 2) * 8
