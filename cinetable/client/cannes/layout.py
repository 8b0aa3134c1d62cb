"""Where everything sits on the Festival de Cannes table, computed for the window.

The year runs along the top as a strip of film (23 frames: 1 June .. 1 May); the lots
lie face down in the middle with their bids below them; your auction hand and the
buttons under them, your film at the right of it; the players down the right edge; the
log at the bottom left.

`relayout` (run by the viewport at once and after every change) lays the table out in
units for viewport.design() and stores every rectangle in pixels. 1280×800 units is the
reference (the smallest case); a wider design widens the seats, the hand and log column
and the film panel; a taller one grows the cards (by G, at most 30 %) and gives the
rest to the log and the space between the seats."""
from __future__ import annotations

import pygame

from cinetable.client import viewport

SQUARES = 23
G_MAX = 1.3                # the cards grow at most this much over their reference size
CARD_U = (56, 82)          # an auction card of the hand, in units at G = 1
LOT_U = (84, 116)          # a lot's card
SMALL_U = (62, 20)         # a bid laid under a lot
BUTTON_U = (112, 38)

# pixel rectangles and lengths, set by relayout()
G = 1.0                    # how much bigger than at the reference the cards are drawn
TOP_BAR = 46
TRACK = pygame.Rect(0, 0, 0, 0)
FRAME_W = 0.0
SEATS = pygame.Rect(0, 0, 0, 0)
SEAT_H, SEAT_GAP = 80, 6
SEAT_SPREAD = 6            # the most space between seat panels (more on taller designs)
LOTS = pygame.Rect(0, 0, 0, 0)
LOT_W, LOT_H = LOT_U
HAND = pygame.Rect(0, 0, 0, 0)
CARD_W, CARD_H = CARD_U
SMALL = SMALL_U
BUTTONS_Y = 0
FILM = pygame.Rect(0, 0, 0, 0)
DICE = pygame.Rect(0, 0, 0, 0)
LOG = pygame.Rect(0, 0, 0, 0)
LOG_EXPANDED = pygame.Rect(0, 0, 0, 0)
NOTICES = pygame.Rect(0, 0, 0, 0)
CENTRE = (0, 0)
DIALOG = pygame.Rect(0, 0, 0, 0)
JURY = pygame.Rect(0, 0, 0, 0)             # the films side by side, at the end
RESULTS_BUTTON = pygame.Rect(0, 0, 0, 0)
JURY_RESULTS_BUTTON = pygame.Rect(0, 0, 0, 0)
BUTTON_W, BUTTON_H = BUTTON_U


def relayout() -> None:
    global G, TOP_BAR, TRACK, FRAME_W, SEATS, SEAT_H, SEAT_GAP, SEAT_SPREAD, LOTS, LOT_W, LOT_H, HAND
    global CARD_W, CARD_H, SMALL, BUTTONS_Y, FILM, DICE, LOG, LOG_EXPANDED, NOTICES, CENTRE
    global DIALOG, JURY, RESULTS_BUTTON, JURY_RESULTS_BUTTON, BUTTON_W, BUTTON_H
    dw, dh = viewport.design()
    ex, ey = dw - 1280, dh - 800
    R = viewport.rect
    G = max(1.0, min(G_MAX, dw / 1280, dh / 800))
    # columns (units): the seats widen a little, the rest shares hand/log and film
    seats_w = 248 + min(152, ex * 0.2)
    left_w = dw - 36 - seats_w
    hand_w = 600 + (left_w - 996) * 0.55
    film_w = left_w - 12 - hand_w
    # rows (units): the track a little taller, the lots and hand by the cards' growth
    track_h = 104 + min(30, ey * 0.15)
    lots_y = 54 + track_h + 10
    lots_h = round(262 * G)
    hand_y = lots_y + lots_h + 8
    hand_h = round(26 + 82 * G)
    buttons_y = hand_y + hand_h + 6
    log_y = buttons_y + 46
    bottom = dh - 12
    TOP_BAR = viewport.px(46)
    TRACK = R(12, 54, dw - 24, track_h)
    FRAME_W = (TRACK.w - viewport.px(16)) / SQUARES
    seats_x = dw - 12 - seats_w
    SEATS = R(seats_x, lots_y, seats_w, bottom - 100 - lots_y)
    DICE = R(seats_x, bottom - 92, seats_w, 92)
    SEAT_H, SEAT_GAP = viewport.px(80), viewport.px(6)
    SEAT_SPREAD = viewport.px(min(40, 6 + ey * 0.15))
    LOTS = R(12, lots_y, left_w, lots_h)
    LOT_W, LOT_H = viewport.px(LOT_U[0] * G), viewport.px(LOT_U[1] * G)
    HAND = R(12, hand_y, hand_w, hand_h)
    CARD_W, CARD_H = viewport.px(CARD_U[0] * G), viewport.px(CARD_U[1] * G)
    SMALL = (viewport.px(SMALL_U[0] * G), viewport.px(SMALL_U[1] * G))
    BUTTONS_Y = viewport.px(buttons_y)
    BUTTON_W, BUTTON_H = viewport.px(BUTTON_U[0]), viewport.px(BUTTON_U[1])
    FILM = R(24 + hand_w, hand_y, film_w, bottom - hand_y)
    LOG = R(12, log_y, hand_w, bottom - log_y)
    expanded_y = lots_y + round(132 * G)
    LOG_EXPANDED = R(12, expanded_y, hand_w, bottom - expanded_y)
    NOTICES = R(112, lots_y + 40, left_w - 200, 120)
    CENTRE = viewport.pt(12 + left_w / 2, lots_y + lots_h / 2 + 120 * G)
    DIALOG = R((dw - 900 * G) / 2, (dh - 440 * G) / 2 + 10, 900 * G, 440 * G)   # grows as cards
    JURY = R(12, lots_y, left_w, log_y - 10 - lots_y)
    RESULTS_BUTTON = R(12, buttons_y, 220, 38)
    # while the jury is shown: in its header row, clear of its edge and of the films
    JURY_RESULTS_BUTTON = R(12 + left_w - 14 - 220, lots_y + 7, 220, 34)


def text_gain(size: float) -> int:
    """How many pixels taller than the design type of `size` units is drawn because of
    the legible floor (a window smaller than the reference: 12 px type where 9 px were
    designed); 0 at the reference and above. Boxes around such type grow by it."""
    designed = round(viewport.u() * max(size, viewport.MIN_TEXT_PX))
    return max(0, viewport.font_px(size) - designed)


def card_px(n: float) -> int:
    """A length of a card's art (units at G = 1) in pixels: cards grow by G."""
    return viewport.px(n * G)


def square_rect(sq: int) -> pygame.Rect:
    """The frame of track square `sq` (0 = 1 June .. 22 = 1 May)."""
    px = viewport.px
    x = TRACK.x + px(8) + sq * FRAME_W
    return pygame.Rect(int(x) + px(2), TRACK.y + px(22), int(FRAME_W) - px(4),
                       TRACK.h - px(44) - text_gain(12))      # the dates fit under it


def pawn_pos(sq: int, k: int, count: int) -> tuple[int, int]:
    """The k-th of `count` pawns standing on a square."""
    r = square_rect(sq)
    cols = 2 if count > 1 else 1
    rows = (count + cols - 1) // cols
    dx = (k % cols - (cols - 1) / 2) * viewport.px(20)
    dy = (k // cols - (rows - 1) / 2) * viewport.px(18)
    return int(r.centerx + dx), int(r.centery + dy + viewport.px(4))


def seat_rect(seat: int, n: int) -> pygame.Rect:
    """Seat panels stacked down the column, spread apart when it has room."""
    h = min(SEAT_H, (SEATS.h - SEAT_GAP * (n - 1)) // n)
    gap = SEAT_GAP
    if n > 1 and h == SEAT_H:
        gap = max(SEAT_GAP, min(SEAT_SPREAD, (SEATS.h - n * h) // (n - 1)))
    return pygame.Rect(SEATS.x, SEATS.y + seat * (h + gap), SEATS.w, h)


def lot_rect(i: int, count: int) -> pygame.Rect:
    """Lot i of `count`, left to right, closer together when many."""
    room = LOTS.w - viewport.px(20) - LOT_W
    step = min(LOT_W + card_px(26), room / max(1, count - 1)) if count > 1 else 0
    width = step * (count - 1) + LOT_W
    x0 = LOTS.centerx - width / 2
    return pygame.Rect(int(x0 + i * step), LOTS.y + viewport.px(26), LOT_W, LOT_H)


def bid_pos(lot: pygame.Rect, k: int) -> tuple[int, int]:
    """Centre of the k-th bid laid under a lot (a small card, stacked downwards)."""
    return lot.centerx + card_px(6), lot.bottom + card_px(16) + k * card_px(20)


def hand_rects(count: int) -> list[pygame.Rect]:
    if not count:
        return []
    inner = HAND.w - viewport.px(16)
    step = min(CARD_W + card_px(6), (inner - CARD_W) / max(1, count - 1))
    width = step * (count - 1) + CARD_W
    x0 = HAND.x + viewport.px(8) + max(0, (inner - width) / 2)
    y = HAND.y + viewport.px(22)
    return [pygame.Rect(int(x0 + i * step), y, CARD_W, CARD_H) for i in range(count)]


def picked(card: pygame.Rect) -> pygame.Rect:
    """Where the auction card you picked stands: risen out of the hand."""
    return card.move(0, -card_px(12))


def button_rect(i: int) -> pygame.Rect:
    return pygame.Rect(HAND.x + i * (BUTTON_W + viewport.px(8)), BUTTONS_Y, BUTTON_W, BUTTON_H)


viewport.on_change(relayout)
