"""Where things are on the Hollywood 1947 table, for the window's size.

Seat panels (and ghosts) down the left, the film in the middle (score, poster, the
face-down cards, centre Jobs and trophies), the option menu on the right, your loyalty
card and hand at the bottom right, the log at the bottom left.

Computed by relayout() in units (viewport.design(), at least 1280×800: there, exactly
the reference layout) and stored in pixels. A bigger window gives the board a zoom `Z`
(its pieces and words grow together, mostly with the height), the panels and the menu
more width, the log more height and width, and the hand bigger cards (`HAND_ZOOM`); a very wide window
(21:9) puts the log in a column of its own at the right, the panels then running down
the whole height (`LOG_BESIDE`); past the caps the whole block is centred."""
from __future__ import annotations

import pygame

from cinetable.client import viewport

# the board's pieces, in reference units from the board's top-left corner (zoomed by Z)
_BOARD_PARTS = {
    "SCORE": (0, 0, 460, 58), "POSTER": (12, 70, 148, 208), "PILE": (176, 70, 276, 120),
    "LOOK": (336, 198, 90, 80), "CENTRE_JOBS": (10, 316, 440, 84),     # pills flowed in rows
    "TOKENS": (10, 405, 440, 26), "COUNTS": (10, 430, 440, 20),
    "FILMS": (10, 450, 440, 102),                  # the strip of the films so far
    "RECAP": (4, 62, 452, 384),                    # a film's recap, above the strip
    "REVEAL": (6, 68, 620, 420),
}
TOP = 52                 # under the prompt bar
MENU_ROW = 36
MENU_ROW_HINT = 50       # a row with its "what it does" line
MAX_ZOOM = 1.45          # the board's and the hand's pieces grow no more than this

Z = 1.0                  # the board's zoom (units per reference unit)
HAND_ZOOM = 1.0
LOG_BESIDE = False       # the log in a column at the right (it does not grow then)
U: dict = {}             # the rects in units (the helpers below compute in them)
PANELS = BOARD = SCORE = POSTER = PILE = LOOK = CENTRE_JOBS = TOKENS = COUNTS = \
    FILMS = RECAP = REVEAL = MENU = LOYALTY = HAND = LOG = LOG_EXPANDED = NOTICES = \
    RESULTS_BUTTON = pygame.Rect(0, 0, 0, 0)
PILE_CARD = HAND_CARD = (0, 0)
PILE_TEXT = (0, 0)
JOB_PILL_H = CENTRE_PILL_H = 0


def relayout() -> None:
    global Z, HAND_ZOOM, PILE_CARD, HAND_CARD, PILE_TEXT, JOB_PILL_H, CENTRE_PILL_H, \
        LOG_BESIDE
    w, h = viewport.design()
    ex, dy = w - 1280, h - 800
    # the board grows with the height mostly (its strip must stay above the hand)
    z = Z = min(MAX_ZOOM, 1 + 0.55 * dy / 560, 1 + 0.45 * ex / 460)
    rest = ex - 460 * (z - 1)
    more_panels = min(0.45 * rest, 260)         # longer last moves beside the pieces
    more_menu = min(rest - more_panels, 200)    # options' plain words whole
    left = rest - more_panels - more_menu
    beside = LOG_BESIDE = left >= 12 + 380      # room for a log column of its own
    log_w = min(left - 12, 640) if beside else 0
    left -= log_w + 12 if beside else 0
    gaps = 3 if beside else 2
    gap = min(left / (2 * gaps + 2), 40)
    x0 = 12 + (left - gaps * gap) / 2            # past the caps: the block centred
    u: dict = {}
    u["PANELS"] = (x0, TOP, 300 + more_panels, 0)          # height below
    bx = x0 + 300 + more_panels + 12 + gap
    u["BOARD"] = (bx, TOP, 460 * z, 592 * z)
    for name, (x, y, pw, ph) in _BOARD_PARTS.items():
        u[name] = (bx + x * z, TOP + y * z, pw * z, ph * z)
    mx = bx + 460 * z + 12 + gap
    right = mx + 472 + more_menu
    films_bottom = TOP + 552 * z
    hand_top = TOP + 560 * z
    band = h - 14 - hand_top                    # 174 at the reference
    hz = HAND_ZOOM = max(1.0, min(MAX_ZOOM, band / 174,
                                  (right - (bx + 256) - 24) / 664))
    hand_top += (band - 174 * hz) / 2           # a taller band: the hand in its middle
    log_right = max(bx + 256, min(bx + 460 * z - 40, right - 664 * hz - 24))
    log_h = h - 12 - films_bottom - 46
    log_y = h - 12 - log_h
    u["LOG"] = (x0, log_y, log_right - x0, log_h)
    exp_h = min(log_h + 270 + 0.5 * dy, h - 12 - TOP - 60)
    u["LOG_EXPANDED"] = (x0, h - 12 - exp_h, log_right - x0, exp_h)
    if beside:                        # the log at the right, the panels down to the foot
        log_y = h - 12 + 6
        u["LOG"] = u["LOG_EXPANDED"] = (right + 12 + gap, TOP, log_w, h - 12 - TOP)
    u["PANELS"] = (x0, TOP, 300 + more_panels, log_y - 6 - TOP)
    u["LOYALTY"] = (log_right + 12, hand_top, 104 * hz, 174 * hz)
    hx = log_right + 12 + 104 * hz + 12
    u["HAND"] = (hx, hand_top, right - hx, 174 * hz)
    u["NOTICES"] = (bx, films_bottom + 2, log_right + 12 - 6 - bx, log_y - films_bottom - 2)
    u["MENU"] = (mx, TOP, right - mx, hand_top - TOP - 40)
    u["RESULTS_BUTTON"] = (right - 8 - 200, hand_top - 36, 200, 32)
    U.clear()
    U.update(u)
    g = globals()
    for name, r in u.items():
        g[name] = viewport.rect(*r)
    PILE_CARD = (viewport.px(64 * z), viewport.px(90 * z))
    HAND_CARD = (viewport.px(100 * hz), viewport.px(150 * hz))
    PILE_TEXT = viewport.pt(bx + 176 * z, TOP + 196 * z)
    JOB_PILL_H = viewport.px(25)
    CENTRE_PILL_H = viewport.px(25 * z)


def zpx(n: float) -> int:
    """A length on the board (reference units) in pixels."""
    return viewport.px(n * Z)


def zfont(size: float) -> float:
    """A font size on the board, in units (Fonts.get makes it at its pixel size)."""
    return size * Z


def panel_rect(i: int, count: int) -> pygame.Rect:
    # up to 4 holders (every 1-3 player table) get tall panels: Jobs on their own row;
    # a bigger board spreads them further
    x, y, w, h = U["PANELS"]
    h = min(120 * Z, int(h) // max(1, count))
    return viewport.rect(x, y + i * h, w, h - 4)


def panel_tall(count: int) -> bool:
    """Whether the panels are tall enough for their pieces on a row of their own."""
    return min(120 * Z, int(U["PANELS"][3]) // max(1, count)) - 4 >= 90


def pile_card_rect(i: int, count: int) -> pygame.Rect:
    x, y, w, _h = U["PILE"]
    cw = 64 * Z
    step = 24 * Z if count <= 1 else min(24 * Z, (w - cw) // (count - 1))
    row = 0 if count <= 10 else i // 10
    col = i if count <= 10 else i % 10
    left, top = viewport.pt(x + col * step, y + row * 18 * Z)
    return pygame.Rect(left, top, *PILE_CARD)


def flow(widths: list, area: pygame.Rect, h: int, gap: int | None = None) -> list:
    """Rects for pills of these widths (pixels), left to right in rows inside `area`."""
    gap = viewport.px(6) if gap is None else gap
    out, x, y = [], area.x, area.y
    for w in widths:
        if x > area.x and x + w > area.right:
            x, y = area.x, y + h + viewport.px(4)
        out.append(pygame.Rect(x, y, w, h))
        x += w + gap
    return out


def hand_rect(i: int, count: int) -> pygame.Rect:
    w, h = HAND_CARD
    step = min(w + viewport.px(10 * HAND_ZOOM), (HAND.w - w) // max(1, count - 1)) \
        if count > 1 else w
    return pygame.Rect(HAND.x + i * step, HAND.y + viewport.px(12 * HAND_ZOOM), w, h)


def menu_hints(count: int) -> bool:
    """Whether the rows are tall enough to say what each option does."""
    return count <= 9


def _menu_units(count: int) -> list:
    """The option rows in units; they grow with the board's zoom (the menu's words too)."""
    mx, my, mw, mh = U["MENU"]
    z = Z
    top = my + 34 * z
    if menu_hints(count):
        step = MENU_ROW_HINT * z
        return [(mx, top + i * step, mw, step - 4 * z) for i in range(count)]
    if count <= 13:
        step = MENU_ROW * z
        return [(mx, top + i * step, mw, step - 4 * z) for i in range(count)]
    rows = (count + 1) // 2
    h = max(18 * z, min(MENU_ROW * z, (mh - 70 * z) // rows))
    w = int(mw - 8) // 2
    return [(mx + (i // rows) * (w + 8), top + (i % rows) * h, w, h - 3 * z)
            for i in range(count)]


def menu_rects(count: int) -> list:
    """Option buttons: one column, two when there are many (a Producer's swaps)."""
    return [viewport.rect(*r) for r in _menu_units(count)]


def back_rect(count: int) -> pygame.Rect:
    rects = _menu_units(count)
    bottom = max(y + h for _x, y, _w, h in rects) if rects else U["MENU"][1] + 34 * Z
    return viewport.rect(U["MENU"][0], bottom + 6 * Z, 150 * Z, 30 * Z)


viewport.on_change(relayout)
