"""Where everything sits on the Hollywood Poker table, in pixels for the window's size.

The players sit around an oval; the human's seat is at the bottom and play goes
clockwise (left on screen). Your hand is fanned along the bottom, the log at the left
of it, the current trick in the middle of the felt.

Designed in units (viewport.design(), at least 1280×800, where the values are the
reference layout's); `relayout` stores the rects in pixels and runs again whenever the
window changes. A bigger design gives the felt, the seats' spread and the log the room
(the felt keeps an oval's shape), and the cards grow a little with the height.
"""
from __future__ import annotations

import math

import pygame

from cinetable.client import viewport

# [designed] how far a bigger window grows things (units are design units)
CARD_GROWTH_MAX = 1.3        # cards at most this much bigger than at 1280×800
FELT_ASPECT_MAX = 2.5        # the felt never wider than this times its height
FELT_W_MAX = 1700            # nor wider than this (seats stay within reach of the trick)
LOG_GROWTH_MAX = 170         # the log at most this much wider than at 1280×800
PANEL_GROWTH_MAX = 56        # seat panels at most this much wider (longer names)

# every rect below in pixels, set by relayout() (the comments say what each holds)
W: int                   # the window
H: int
TOP_BAR: int             # the prompt bar's height
TABLE: pygame.Rect       # the felt oval
CENTRE: tuple[int, int]
RX: int                  # seat ellipse radii
RY: int
SEAT_DROP: int           # seats sit a little below the oval
PANEL_W: int
PANEL_H: int
ROW_GAIN: int            # a panel's count row lowered under a role drawn at the floor
CARD_W: int              # cards in your hand
CARD_H: int
TRICK_W: int             # cards on the felt
TRICK_H: int
PLAY_STEP: int           # between the cards of one play on the felt
TRICK_STEP: int          # between the plays of a trick
TRICK_GROUP: int         # a play's room on the felt
LOG: pygame.Rect
LOG_EXPANDED: pygame.Rect | None     # None: the log is a column already as tall
HAND: pygame.Rect
NOTICES: pygame.Rect     # a refused click told over the Play button, where the eye is
NOTICES_FELT: pygame.Rect    # ...or under the trick, when a seat sits over the buttons
TRICK_AREA: pygame.Rect
PLAY_BUTTON: pygame.Rect
PASS_BUTTON: pygame.Rect
CLEAR_BUTTON: pygame.Rect
RESULTS_BUTTON: pygame.Rect
RECAP_BUTTONS: dict      # the panels to look at again: careers, trick, exchange
DIALOG: pygame.Rect
DIALOG_YES: pygame.Rect
DIALOG_NO: pygame.Rect
ASIDE: pygame.Rect       # P2.3: the first deal's set-aside cards, under the trick
LEGEND_Y: int            # the hand's key legend, between the buttons and the cards
EXCHANGE_TOP: int        # the exchange recap: under the top seat's pass chip

def relayout() -> None:
    """Compute every rect for viewport.design() (units), stored in pixels."""
    global W, H, TOP_BAR, TABLE, CENTRE, RX, RY, SEAT_DROP, PANEL_W, PANEL_H, CARD_W, CARD_H
    global ROW_GAIN, TRICK_W, TRICK_H, PLAY_STEP, TRICK_STEP, TRICK_GROUP, LOG, LOG_EXPANDED, HAND
    global NOTICES, NOTICES_FELT, TRICK_AREA, PLAY_BUTTON, PASS_BUTTON, CLEAR_BUTTON, RESULTS_BUTTON
    global RECAP_BUTTONS, DIALOG, DIALOG_YES, DIALOG_NO, ASIDE, LEGEND_Y, EXCHANGE_TOP
    R, px = viewport.rect, viewport.px
    dw, dh = viewport.design()
    ex, ey = dw - 1280, dh - 800
    k = min(CARD_GROWTH_MAX, dw / 1280, dh / 800)           # cards, the trick
    W, H = viewport.size()
    TOP_BAR = px(46)
    # the bottom band: the log at the left, the hand (as tall as its cards need)
    hand_h = 176 + 88 * (k - 1)
    log_w = 330 + min(LOG_GROWTH_MAX, ex * 0.3)
    hand_y = dh - 12 - hand_h
    felt_h = 470 + (hand_y - 612)                   # the felt fills what is above the hand
    grow = min(PANEL_GROWTH_MAX, ex * 0.1)          # wider panels: longer names whole
    felt_most = min(FELT_ASPECT_MAX * felt_h, FELT_W_MAX)   # an oval, in reach of the trick
    ring = felt_most + 20 + 196 + grow              # the felt with its seats
    left = 12 + log_w + 14                          # the table's room starts here...
    column = dw - 12 - left >= ring                 # [designed] ...beside a log column
    if column:      # a very wide window: the log a column from the bar down, the table
        LOG = R(12, 56, log_w, dh - 12 - 56)        # centred in the room right of it
        LOG_EXPANDED = None
        cx = left + (dw - 12 - left) / 2
    else:           # the log under the felt's left end, growing over it on hover
        grown_h = 488 + ey * 0.6
        LOG_EXPANDED = R(12, dh - 12 - grown_h, log_w + 90, grown_h)
        cx = dw / 2 + 20            # a little right of the middle: the log is at the left
    HAND = R(left, hand_y, dw - 12 - left, hand_h)
    LEGEND_Y = px(hand_y + 26)
    buttons_y = hand_y - 46
    PLAY_BUTTON = R(dw - 12 - 150, buttons_y, 140, 38)
    PASS_BUTTON = R(dw - 12 - 300, buttons_y, 140, 38)
    CLEAR_BUTTON = R(dw - 12 - 450, buttons_y, 140, 38)
    felt_w = min(1020 + ex - grow, felt_most) if not column else felt_most
    cy = 92 + felt_h / 2
    TABLE = R(cx - felt_w / 2, 92, felt_w, felt_h)
    CENTRE = viewport.pt(cx, cy)
    rx, ry = felt_w / 2 + 10, felt_h / 2 + 3
    RX, RY = px(rx), px(ry)
    if not column:      # [designed] a taller window: the log taller, up to the seats
        top = hand_y - 14
        seats = lowest_seat_over(12, 12 + log_w, (cx, cy), (rx, ry), 196 + grow)
        top = min(top, max(seats, top - ey))
        LOG = R(12, top, log_w, dh - 12 - top)
    SEAT_DROP = px(10)
    ROW_GAIN = gain(13)                      # the role's row, taller at the legible floor
    PANEL_W, PANEL_H = px(196 + grow), px(78) + ROW_GAIN
    CARD_W, CARD_H = px(62 * k), px(88 * k)
    TRICK_W, TRICK_H = px(46 * k), px(66 * k)
    PLAY_STEP, TRICK_STEP, TRICK_GROUP = px(22 * k), px(130 * k), px(120 * k)
    trick_w = 600 * k + min(300, (felt_w - 1020) * 0.4)
    TRICK_AREA = R(cx - trick_w / 2, cy - 80 * k, trick_w, 160 * k)
    NOTICES = R(dw - 12 - 450, buttons_y - 44, 440, 40)
    NOTICES_FELT = R(cx - 240, cy + 80 * k, 480, 40)
    ASIDE = R(cx - 60 * k, cy + 92 * k, 120 * k, 66 * k + 26)
    ASIDE.h += 2 * gain(13)                           # its label under the cards
    EXCHANGE_TOP = px(168)       # the top seat's panel and pass chip end above it
    RESULTS_BUTTON = R(dw - 180, 56, 160, 40)
    RECAP_BUTTONS = {name: R(dw - 160, 56 + i * 40, 150, 34)
                     for i, name in enumerate(("careers", "trick", "exchange"))}
    DIALOG = R(cx - 260, cy - 120, 520, 220)
    DIALOG_YES = R(cx - 220, cy + 38, 200, 42)
    DIALOG_NO = R(cx + 20, cy + 38, 200, 42)


def lowest_seat_over(x0: float, x1: float, centre, radii, panel_w: float) -> float:
    """The lowest a seat panel and its pass chip reach over x0..x1, at any table size
    (units; 0 when none is over it)."""
    lowest = 0.0
    for n in range(2, 9):
        for rel in range(n):
            a = math.pi / 2 + rel * 2 * math.pi / n
            x = centre[0] + radii[0] * math.cos(a)
            if x - panel_w / 2 < x1 + 8 and x + panel_w / 2 > x0:
                lowest = max(lowest, centre[1] + radii[1] * math.sin(a) + 10 + 39 + 36)
    return lowest


def floor_gain(size: float) -> float:
    """How many pixels taller text designed at `size` units is drawn than the layout's
    scale makes it (the legible floor, in a small window): room to leave under it."""
    return max(0.0, viewport.font_px(size) - size * viewport.u())


def gain(size: float) -> int:
    """floor_gain in whole pixels: what a row of text at `size` units needs added."""
    return math.ceil(floor_gain(size))


def floor_ratio(size: float) -> float:
    """How much wider text at `size` units is drawn than the layout's scale makes it."""
    return max(1.0, viewport.font_px(size) / (size * viewport.u()))


def seat_centre(rel: float, n: int) -> tuple[int, int]:
    """The centre of the panel at `rel` seats clockwise from the bottom (may be fractional
    while players walk to their new seats)."""
    a = math.pi / 2 + rel * 2 * math.pi / n
    return int(CENTRE[0] + RX * math.cos(a)), int(CENTRE[1] + RY * math.sin(a) + SEAT_DROP)


def panel_rect_at(centre) -> pygame.Rect:
    r = pygame.Rect(0, 0, PANEL_W, PANEL_H)
    r.center = centre
    return r


def hand_card_rects(count: int) -> list[pygame.Rect]:
    """Your cards fanned left to right, overlapping when many."""
    if not count:
        return []
    px = viewport.px
    step = min(CARD_W + px(6), (HAND.w - CARD_W - px(20)) / max(1, count - 1))
    width = step * (count - 1) + CARD_W
    x0 = HAND.centerx - width / 2
    y = HAND.bottom - CARD_H - px(12)
    return [pygame.Rect(int(x0 + i * step), y, CARD_W, CARD_H) for i in range(count)]


def trick_play_pos(i: int, shown: int) -> tuple[int, int]:
    """Centre of the i-th shown play of the trick (plays overlap left to right)."""
    step = min(TRICK_STEP, (TRICK_AREA.w - TRICK_GROUP) / max(1, shown - 1)) if shown > 1 else 0
    x = TRICK_AREA.centerx - step * (shown - 1) / 2 + i * step
    return int(x), TRICK_AREA.centery + (i % 2) * viewport.px(8)


viewport.on_change(relayout)
