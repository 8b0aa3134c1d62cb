"""Where everything sits on the Hollywood! table, in pixels for the window's size.

One place for geometry, so the scene, its animations and the GUI tests that click on
cards all agree. Left: the four columns of cards (H3.2), the two studio cards in the
space under the short columns, the log below. Right: one panel per player.

`relayout` computes it from the window's size in units (viewport.design()); at the
reference 1280×800 a unit is a pixel and this is the table as designed. A taller window
gives bigger cards and a longer log, a wider one wider panels (with bigger cards in
them when they are also taller); a very wide one puts the log beside the board, full
height, so the panels do not stretch into long thin strips.
"""
from __future__ import annotations

import pygame

from cinetable.client import viewport

TOP_BAR = 46
COLUMN_SLOTS = ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10), (11, 12, 13))
REF_W, REF_H = viewport.REFERENCE
REF_PANEL_W = 688                  # the panels' width at the reference size (units)
CARD_GROWTH = 1.4                  # the board's cards grow with the window up to this
CARD_GROWTH_SIDE = 1.5             # ... and this when the log is beside the board
MINI_GROWTH = 1.7                  # the panels' cards likewise
SIDE_LOG_FROM = 1300               # panels wider than this (units): the log goes beside
_GRID_H = 4 * 132 + 3 * 8          # the columns of cards at the reference size (units)
_GRID_W = 4 * 112 + 3 * 18

# pixels, set by relayout()
CARD_W, CARD_H = 112, 132
COL_GAP, ROW_GAP = 18, 8
TOKEN_R = 18
BOARD = pygame.Rect(12, 54, 556, 592)
BOARD_X0, BOARD_Y0 = 39, 84
LOG = pygame.Rect(12, 654, 556, 138)
LOG_EXPANDED: pygame.Rect | None = None
NOTICES = pygame.Rect(BOARD)
CENTRE = BOARD.center                   # where banners show
PANELS = pygame.Rect(580, 54, 688, 738)
PANEL_GAP = 8
HEADER_H, FOOTER_H = 34, 26
STUDIO = pygame.Rect(0, 0, 0, 0)
CUT_CARD = DOUBLE_CARD = RESULTS_BUTTON = pygame.Rect(0, 0, 0, 0)
DECK_POS = (0, 0)
STAR_MODAL = pygame.Rect(0, 0, 820, 420)
SIDE_LOG = False                   # the log beside the board (a very wide window)
_CARD_K = 1.0                      # the board's cards at this many times their size (units)


def _card_growth(dw: int, dh: int) -> tuple[float, bool]:
    """(how much bigger the board's cards are, whether the log goes beside the board)."""
    ex, ey = dw - REF_W, dh - REF_H
    k = max(1.0, min(CARD_GROWTH, 1 + 0.6 * ey / _GRID_H, 1 + ex / _GRID_W))
    panels_w = dw - (556 + (k - 1) * _GRID_W) - 36
    if panels_w <= SIDE_LOG_FROM:
        return k, False
    # the board fills the height: the log no longer takes room under it
    return max(1.0, min(CARD_GROWTH_SIDE, (dh - TOP_BAR - 16 - 40) / _GRID_H)), True


def relayout() -> None:
    """Every rectangle again, for the window's size (viewport.on_change)."""
    global CARD_W, CARD_H, COL_GAP, ROW_GAP, TOKEN_R, BOARD, BOARD_X0, BOARD_Y0, LOG
    global LOG_EXPANDED, NOTICES, CENTRE, PANELS, PANEL_GAP, HEADER_H, FOOTER_H, STUDIO
    global CUT_CARD, DOUBLE_CARD, RESULTS_BUTTON, DECK_POS, STAR_MODAL, SIDE_LOG, _CARD_K
    px = viewport.px
    dw, dh = viewport.design()
    k, SIDE_LOG = _card_growth(dw, dh)
    _CARD_K = k
    CARD_W, CARD_H = px(112 * k), px(132 * k)
    COL_GAP, ROW_GAP = px(18 * k), px(8 * k)
    TOKEN_R = px(18 * k)
    PANEL_GAP = px(8)
    HEADER_H, FOOTER_H = px(34), px(26)
    board_w = 556 + (k - 1) * _GRID_W
    board_h = 592 + (k - 1) * _GRID_H
    top = TOP_BAR + 8
    if SIDE_LOG:
        log_w = max(400, min(600, 0.2 * dw))
        room = dh - top - 8
        BOARD = viewport.rect(12, top + (room - board_h) / 2, board_w, board_h)
        LOG = viewport.rect(12 + board_w + 12, top, log_w, room)
        LOG_EXPANDED = None
        panels_x = 12 + board_w + 12 + log_w + 12
    else:
        BOARD = viewport.rect(12, top, board_w, board_h)
        log_top = top + board_h + 8
        LOG = viewport.rect(12, log_top, board_w, dh - log_top - 8)
        # the log grows over the board while the mouse is over it (more of the story)
        grown = top + 150 * k
        LOG_EXPANDED = viewport.rect(12, grown, board_w, dh - 8 - grown)
        panels_x = 12 + board_w + 12
    PANELS = viewport.rect(panels_x, top, dw - panels_x - 12, dh - top - 8)
    # refusals and warnings show over the board, never over a player's panel
    NOTICES = pygame.Rect(BOARD)
    CENTRE = BOARD.center
    BOARD_X0 = BOARD.x + (BOARD.w - (4 * CARD_W + 3 * COL_GAP)) // 2
    BOARD_Y0 = BOARD.y + px(30 * k)                  # room for the column letters
    # the space under the short columns C and D: studio cards and the decks
    STUDIO = pygame.Rect(column_x(2), slot_rect(10).bottom + ROW_GAP + px(4 * k),
                         2 * CARD_W + COL_GAP, CARD_H - px(4 * k))
    # the two studio cards side by side, landscape, between the label and the decks line
    gap = px(10 * k)
    card_w = (STUDIO.w - gap) // 2
    CUT_CARD = pygame.Rect(STUDIO.x, STUDIO.y + px(24 * k), card_w,
                           STUDIO.h - px(24 * k) - px(26 * k))
    DOUBLE_CARD = CUT_CARD.move(card_w + gap, 0)
    RESULTS_BUTTON = pygame.Rect(STUDIO.x, STUDIO.y + px(30 * k), STUDIO.w, px(44 * k))
    DECK_POS = (BOARD.centerx, -CARD_H // 2)          # dealt cards slide in from above
    extra = max(_mini_units(n)[1] - _mini_units(n, 1.0)[1] for n in (3, 4))
    STAR_MODAL = viewport.centred(820, 420 + extra)


def board_scale() -> float:
    """How many times their reference size the board's cards are drawn (in units)."""
    return _CARD_K


# ---- the seat panels --------------------------------------------------------------------
def _panel_h_units(players: int) -> float:
    return (PANELS.h / viewport.u() - 8 * (players - 1)) / players


def _mini_units(players: int, k: float | None = None) -> tuple[float, float]:
    """A tableau card in units: bigger when 3 players share the panel column, and when
    the panels have room (taller and wider than at the reference size)."""
    w, h = (42, 58) if players >= 4 else (52, 72)
    if k is None:
        ref_body = (REF_H - TOP_BAR - 16 - 8 * (players - 1)) / players - 72
        body = _panel_h_units(players) - 72
        k = max(1.0, min(MINI_GROWTH, body / ref_body, PANELS.w / viewport.u() / REF_PANEL_W))
    return w * k, h * k


def mini_scale(players: int) -> float:
    """How many times their reference size the panels' cards are (in units)."""
    return _mini_units(players)[0] / (42 if players >= 4 else 52)


def mini_size(players: int) -> tuple[int, int]:
    """A tableau card in pixels."""
    w, h = _mini_units(players)
    return viewport.px(w), viewport.px(h)


def panel_rect(seat: int, players: int) -> pygame.Rect:
    h = (PANELS.h - PANEL_GAP * (players - 1)) // players
    return pygame.Rect(PANELS.x, PANELS.y + seat * (h + PANEL_GAP), PANELS.w, h)


def panel_areas(rect: pygame.Rect) -> dict:
    """Inside a player panel: header, then projects | films | blockbusters (sharing the
    width as at the reference size), then the score line."""
    px = viewport.px
    pad = px(12)
    body_top = rect.y + HEADER_H + px(8)
    body_h = rect.h - HEADER_H - FOOTER_H - px(12)
    x = rect.x + pad
    inner = rect.w - 2 * pad
    projects_w = round(inner * 330 / 664)
    films_w = round(inner * 236 / 664)
    lane_w = projects_w // 3
    bb_x = x + projects_w + films_w + px(8)
    return {
        "lanes": [pygame.Rect(x + g * lane_w, body_top, lane_w - px(8), body_h)
                  for g in range(3)],
        "films": pygame.Rect(x + projects_w, body_top, films_w, body_h),
        "blockbusters": pygame.Rect(bb_x, body_top, rect.right - pad - bb_x, body_h),
        "footer": pygame.Rect(rect.x + pad, rect.bottom - FOOTER_H - px(2), rect.w - 2 * pad,
                              FOOTER_H),
    }


def award_target(seat: int, players: int, result: str, genre: int) -> tuple[int, int]:
    """Where a handed-out card flies to in its receiver's panel."""
    a = panel_areas(panel_rect(seat, players))
    if result == "project" and 0 <= genre < 3:
        r = a["lanes"][genre]
    elif result == "blockbuster":
        r = a["blockbusters"]
    else:
        r = a["films"]
    mw, mh = mini_size(players)
    return r.x + mw // 2 + viewport.px(6), r.y + mh // 2 + viewport.px(4)


# ---- the board ----------------------------------------------------------------------------
def column_x(col: int) -> int:
    return BOARD_X0 + col * (CARD_W + COL_GAP)


def slot_rect(slot: int) -> pygame.Rect:
    for col, slots in enumerate(COLUMN_SLOTS):
        if slot in slots:
            row = slots.index(slot)
            return pygame.Rect(column_x(col), BOARD_Y0 + row * (CARD_H + ROW_GAP), CARD_W, CARD_H)
    raise ValueError(f"no slot {slot}")


def column_rect(col: int) -> pygame.Rect:
    """The whole column of cards: a click anywhere in it places on its bottom card."""
    first = slot_rect(COLUMN_SLOTS[col][0])
    last = slot_rect(COLUMN_SLOTS[col][-1])
    return first.union(last)


def column_label_pos(col: int) -> tuple[int, int]:
    return column_x(col) + CARD_W // 2, BOARD.y + viewport.px(15 * _CARD_K)


def token_pos(slot: int) -> tuple[int, int]:
    """Centre of the reel token sitting on a card: its lower right corner."""
    r = slot_rect(slot)
    inset = TOKEN_R + viewport.px(6 * _CARD_K)
    return r.right - inset, r.bottom - inset


def notice_area(target: pygame.Rect | None) -> pygame.Rect:
    """Where a refusal shows: over the board below the column letters, centred on what
    was clicked (a column, a studio card) when it is known."""
    top = BOARD_Y0 if target is None else max(BOARD_Y0, target.y)
    area = pygame.Rect(BOARD.x, top, BOARD.w, BOARD.bottom - top)
    if target is not None:      # as wide as it can be while centred on the target
        reach = min(target.centerx - BOARD.x, BOARD.right - target.centerx)
        area.w = max(target.w + COL_GAP, 2 * reach)
        area.centerx = target.centerx
        area.clamp_ip(BOARD)
    return area


def star_choice_rects(count: int) -> list[pygame.Rect]:
    """The options of the star prompt, side by side in a modal over the board."""
    px = viewport.px
    w, gap = px(236), px(16)
    h = STAR_MODAL.h - px(170)
    total = count * w + (count - 1) * gap
    x0 = STAR_MODAL.centerx - total // 2
    y = STAR_MODAL.y + px(112)
    return [pygame.Rect(x0 + i * (w + gap), y, w, h) for i in range(count)]


viewport.on_change(relayout)
