"""Where things are on the Hollywood 1947 table (1280×800 logical pixels).

Seat panels (and ghosts) down the left, the film in the middle (score, poster, the
face-down cards, centre Jobs and trophies), the option menu on the right, your loyalty
card and hand at the bottom right, the log at the bottom left."""
from __future__ import annotations

import pygame

PANELS = pygame.Rect(12, 52, 300, 592)
BOARD = pygame.Rect(324, 52, 460, 592)
SCORE = pygame.Rect(324, 52, 460, 58)
POSTER = pygame.Rect(336, 122, 148, 208)
PILE = pygame.Rect(500, 122, 276, 120)
PILE_CARD = (64, 90)
PILE_TEXT = (500, 248)
LOOK = pygame.Rect(660, 250, 90, 80)
CENTRE_JOBS = pygame.Rect(334, 368, 440, 84)      # Job pills, flowed in rows
JOB_PILL_H = 25
TOKENS = pygame.Rect(334, 457, 440, 26)
COUNTS = pygame.Rect(334, 482, 440, 20)
FILMS = pygame.Rect(334, 502, 440, 102)           # the strip of the films so far
RECAP = pygame.Rect(328, 114, 452, 384)           # a film's recap, above the strip
MENU = pygame.Rect(796, 52, 472, 520)
MENU_ROW = 36
MENU_ROW_HINT = 50                                # a row with its "what it does" line
LOYALTY = pygame.Rect(592, 612, 104, 174)
HAND = pygame.Rect(708, 612, 560, 174)
HAND_CARD = (100, 150)
LOG = pygame.Rect(12, 650, 568, 138)
LOG_EXPANDED = pygame.Rect(12, 380, 568, 408)
NOTICES = pygame.Rect(324, 606, 262, 44)         # under the films, left of the loyalty card
REVEAL = pygame.Rect(330, 120, 620, 420)
RESULTS_BUTTON = pygame.Rect(1060, 576, 200, 32)


def panel_rect(i: int, count: int) -> pygame.Rect:
    # up to 4 holders (every 1-3 player table) get tall panels: Jobs on their own row
    h = min(120, PANELS.h // max(1, count))
    return pygame.Rect(PANELS.x, PANELS.y + i * h, PANELS.w, h - 4)


def pile_card_rect(i: int, count: int) -> pygame.Rect:
    w, h = PILE_CARD
    step = 24 if count <= 1 else min(24, (PILE.w - w) // (count - 1))
    row = 0 if count <= 10 else i // 10
    col = i if count <= 10 else i % 10
    return pygame.Rect(PILE.x + col * step, PILE.y + row * 18, w, h)


def flow(widths: list, area: pygame.Rect, h: int, gap: int = 6) -> list:
    """Rects for pills of these widths, left to right in rows inside `area`."""
    out, x, y = [], area.x, area.y
    for w in widths:
        if x > area.x and x + w > area.right:
            x, y = area.x, y + h + 4
        out.append(pygame.Rect(x, y, w, h))
        x += w + gap
    return out


def hand_rect(i: int, count: int) -> pygame.Rect:
    w, h = HAND_CARD
    step = min(w + 10, (HAND.w - w) // max(1, count - 1)) if count > 1 else w
    return pygame.Rect(HAND.x + i * step, HAND.y + 12, w, h)


def menu_hints(count: int) -> bool:
    """Whether the rows are tall enough to say what each option does."""
    return count <= 9


def menu_rects(count: int) -> list:
    """Option buttons: one column, two when there are many (a Producer's swaps)."""
    if menu_hints(count):
        return [pygame.Rect(MENU.x, MENU.y + 34 + i * MENU_ROW_HINT, MENU.w, MENU_ROW_HINT - 4)
                for i in range(count)]
    if count <= 13:
        return [pygame.Rect(MENU.x, MENU.y + 34 + i * MENU_ROW, MENU.w, MENU_ROW - 4)
                for i in range(count)]
    rows = (count + 1) // 2
    h = max(18, min(MENU_ROW, (MENU.h - 70) // rows))
    w = (MENU.w - 8) // 2
    return [pygame.Rect(MENU.x + (i // rows) * (w + 8), MENU.y + 34 + (i % rows) * h, w, h - 3)
            for i in range(count)]


def back_rect(count: int) -> pygame.Rect:
    rects = menu_rects(count)
    bottom = max(r.bottom for r in rects) if rects else MENU.y + 34
    return pygame.Rect(MENU.x, bottom + 6, 150, 30)
