"""Where everything sits on the Hollywood! table, in logical 1280×800 pixels.

One place for geometry, so the scene, its animations and the GUI tests that click on
cards all agree. Left: the four columns of cards (H3.2), the studio-card buttons in the
space under the short columns, the log below. Right: one panel per player.
"""
from __future__ import annotations

import pygame

from cinetable.client.scene import LOGICAL_SIZE

W, H = LOGICAL_SIZE
TOP_BAR = 46
CARD_W, CARD_H = 112, 132
MINI_W, MINI_H = 42, 58                       # tableau cards with 4 players


def mini_size(players: int) -> tuple[int, int]:
    """Tableau cards: bigger when 3 players share the panel column."""
    return (MINI_W, MINI_H) if players >= 4 else (52, 72)
COL_GAP, ROW_GAP = 18, 8
BOARD = pygame.Rect(12, TOP_BAR + 8, 556, 592)
COLUMN_SLOTS = ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10), (11, 12, 13))
BOARD_X0 = BOARD.x + (BOARD.w - (4 * CARD_W + 3 * COL_GAP)) // 2
BOARD_Y0 = BOARD.y + 30                      # room for the column letters
LOG = pygame.Rect(12, BOARD.bottom + 8, BOARD.w, H - BOARD.bottom - 16)
PANELS = pygame.Rect(BOARD.right + 12, TOP_BAR + 8, W - BOARD.right - 24, H - TOP_BAR - 16)
# the log grows over the board while the mouse is over it (more of the story at once)
LOG_EXPANDED = pygame.Rect(LOG.x, BOARD.y + 150, LOG.w, LOG.bottom - BOARD.y - 150)
# refusals and warnings show over the board, never over a player's panel
NOTICES = pygame.Rect(BOARD.x, BOARD.y, BOARD.w, BOARD.h)
PANEL_GAP = 8
TOKEN_R = 18


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
    return column_x(col) + CARD_W // 2, BOARD.y + 15


def token_pos(slot: int) -> tuple[int, int]:
    """Centre of the reel token sitting on a card: its lower right corner."""
    r = slot_rect(slot)
    return r.right - TOKEN_R - 6, r.bottom - TOKEN_R - 6


# The space under the short columns C and D: studio cards and the decks.
STUDIO = pygame.Rect(column_x(2), slot_rect(10).bottom + ROW_GAP + 4,
                     2 * CARD_W + COL_GAP, CARD_H - 4)
CUT_BUTTON = pygame.Rect(STUDIO.x, STUDIO.y + 26, STUDIO.w, 38)
DOUBLE_BUTTON = pygame.Rect(STUDIO.x, STUDIO.y + 70, STUDIO.w, 38)
RESULTS_BUTTON = pygame.Rect(STUDIO.x, STUDIO.y + 30, STUDIO.w, 44)
DECK_POS = (BOARD.centerx, -CARD_H // 2)          # dealt cards slide in from above


def panel_rect(seat: int, players: int) -> pygame.Rect:
    h = (PANELS.h - PANEL_GAP * (players - 1)) // players
    return pygame.Rect(PANELS.x, PANELS.y + seat * (h + PANEL_GAP), PANELS.w, h)


# Inside a player panel: header, then projects | films | blockbusters, then the score line.
HEADER_H = 34
FOOTER_H = 26
PROJECTS_W = 330
FILMS_W = 236


def panel_areas(rect: pygame.Rect) -> dict:
    body_top = rect.y + HEADER_H + 8
    body_h = rect.h - HEADER_H - FOOTER_H - 12
    x = rect.x + 12
    lane_w = PROJECTS_W // 3
    return {
        "lanes": [pygame.Rect(x + g * lane_w, body_top, lane_w - 8, body_h) for g in range(3)],
        "films": pygame.Rect(x + PROJECTS_W, body_top, FILMS_W, body_h),
        "blockbusters": pygame.Rect(x + PROJECTS_W + FILMS_W + 8, body_top,
                                    rect.right - 12 - (x + PROJECTS_W + FILMS_W + 8), body_h),
        "footer": pygame.Rect(rect.x + 12, rect.bottom - FOOTER_H - 2, rect.w - 24, FOOTER_H),
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
    return r.x + mw // 2 + 6, r.y + mh // 2 + 4


def star_choice_rects(count: int) -> list[pygame.Rect]:
    """The options of the star prompt, side by side in a modal over the board."""
    w, h, gap = 236, 250, 16
    total = count * w + (count - 1) * gap
    x0 = (W - total) // 2
    y = STAR_MODAL.y + 112
    return [pygame.Rect(x0 + i * (w + gap), y, w, h) for i in range(count)]


STAR_MODAL = pygame.Rect(0, 0, 820, 420)
STAR_MODAL.center = (W // 2, H // 2)
