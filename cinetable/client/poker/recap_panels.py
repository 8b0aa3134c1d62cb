"""Drawing the poker panels to look at again (issue 19): the career board, the exchange
recap and the last trick. Their content comes from career_board.py and recap.py; the
scene decides when each is shown (follow.py). Each function returns the rect it drew."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.poker import layout as L
from cinetable.client.poker.career_board import career_rows
from cinetable.client.table.text import fit_text
from cinetable.client.text_wrap import wrap
from cinetable.client.widgets import panel

# in units (drawn at viewport.px of them)
MINI = (20, 26)                     # a card in a recap row
MINI_STEP = 23
EXCHANGE_W = 560
ROW_H = 30


def mini_card(scene, v: int | None, mine: bool = False) -> pygame.Surface:
    """A small card: the deck's own face for its value, picture and all (issue 29: it
    was a flat cream tile), or a back (v None: a card the viewer did not see); `mine`:
    given to the viewer, edged in brass."""
    faces, px = scene.painter._faces, viewport.px
    key = ("mini", v, mine)
    img = faces.get(key)
    if img is None:
        size = (px(MINI[0]), px(MINI[1]))
        img = (scene.painter.back(size) if v is None else scene.painter.face(v, size)).copy()
        if mine:
            pygame.draw.rect(img, palette.HIGHLIGHT, img.get_rect(), px(2), border_radius=px(4))
        faces[key] = img
    return img


def _cards(scene, surface, x, y, cards, count, mine=()) -> int:
    """Mini cards from x (backs when `cards` is None); the x after them."""
    mine = list(mine)
    shown = list(cards) if cards is not None else [None] * count
    for v in shown:
        own = v is not None and v in mine
        if own:
            mine.remove(v)
        surface.blit(mini_card(scene, v, own), (x, y))
        x += viewport.px(MINI_STEP)
    return x


def _title(scene, surface, rect, title, hint) -> None:
    tx, px = scene.text, viewport.px
    hint_img = tx.get("italic", 13, hint, palette.TEXT_DIM)
    surface.blit(hint_img, hint_img.get_rect(topright=(rect.right - px(14), rect.y + px(12))))
    room = rect.w - hint_img.get_width() - px(44)
    font = scene.app.fonts.get("title", 20)
    surface.blit(tx.get("title", 20, fit_text(font, title, room), palette.BRASS),
                 (rect.x + px(16), rect.y + px(6)))


# ---- the career board ------------------------------------------------------------------------
def board_rows(scene) -> list:
    v, s = scene.view, scene.state
    return career_rows(scene.app.t, scene.narrator.career, v.n, s.careers, v.careers or [0] * v.n,
                       v.finished, v.deal)


def board_row_h() -> int:
    """A career's row: its chip, its meaning under it (taller with the text's floor)."""
    return viewport.px(44) + L.gain(13) + L.gain(14)


def board_width() -> int:
    """Wider where its text is drawn at the legible floor (a small window)."""
    px = viewport.px
    return min(round(px(660) * L.floor_ratio(14)), viewport.width() - px(20))


def board_rect(scene, lines: int) -> pygame.Rect:
    px = viewport.px
    rect = pygame.Rect(0, 0, board_width(), px(62 + 20 * lines) + L.gain(15) * lines
                       + board_row_h() * scene.view.n)
    rect.center = L.CENTRE
    # above the hand's buttons (a small window's taller text), under the bar
    rect.bottom = min(rect.bottom, L.PLAY_BUTTON.y - viewport.px(6))
    rect.top = max(rect.top, L.TOP_BAR + viewport.px(2))
    return rect


def draw_career_board(scene, surface) -> pygame.Rect:
    t, tx, v, px = scene.app.t, scene.text, scene.view, viewport.px
    rows = board_rows(scene)
    body = scene.app.fonts.get("body", 15)
    first = []
    if not v.deal:          # P4.1: nobody has a career in the first deal
        text = t("poker.board.first", top=scene.narrator.career(rows[0].rank),
                 bottom=scene.narrator.career(rows[-1].rank))
        first = wrap(body, text, board_width() - px(40))
    rect = board_rect(scene, len(first))
    panel(surface, rect, alpha=245)
    _title(scene, surface, rect, t("poker.board.title"), t("poker.board.close"))
    y = rect.y + px(40)
    for line in first:
        surface.blit(tx.get("body", 15, line, palette.TEXT), (rect.x + px(20), y))
        y += px(20) + L.gain(15)
    y += px(6)
    semi, small = scene.app.fonts.get("semibold", 16), scene.app.fonts.get("body", 14)
    for row in rows:
        chip = scene.painter.career_chip(row.rank)
        surface.blit(chip, (rect.x + px(20), y))
        if row.holder is not None:
            who, colour = scene.names[row.holder], palette.TEXT
        elif row.next_holder is not None:
            who = t("poker.board.next", name=scene.names[row.next_holder])
            colour = palette.GOOD
        else:
            who, colour = t("poker.board.nobody"), palette.TEXT_DIM
        x = rect.x + px(30) + chip.get_width()
        surface.blit(tx.get("semibold", 16, fit_text(semi, who, rect.right - x - px(20)),
                            colour), (x, y + px(1)))
        surface.blit(tx.get("body", 14, fit_text(small, row.meaning, rect.w - px(50)),
                            palette.TEXT_DIM), (rect.x + px(30), y + px(22) + L.gain(13)))
        y += board_row_h()
    return rect


# ---- the exchange --------------------------------------------------------------------------
def exchange_announcement(scene) -> str | None:
    """The sentence for the pair exchanging now (while the exchange runs)."""
    summary = scene.view.exchange_summary
    if summary.over or not summary.pairs:
        return None
    pair, t, name = summary.pairs[-1], scene.app.t, scene.narrator.career
    ranks = scene.state.careers
    fields = dict(higher=scene.names[pair.higher], lower=scene.names[pair.lower],
                  higher_career=name(ranks[len(summary.pairs) - 1]),
                  lower_career=name(ranks[-len(summary.pairs)]), count=pair.count)
    if not pair.taken:
        return t("poker.recap.waive_banner", **fields)
    return t.plural("poker.recap.exchange_banner", pair.count, **fields)


def exchange_rect(scene, announce_lines: int) -> pygame.Rect:
    summary = scene.view.exchange_summary
    h = 40 + 20 * announce_lines + ROW_H * len(summary.pairs) + (22 if summary.received else 0)
    w = viewport.px(EXCHANGE_W)
    return pygame.Rect(L.CENTRE[0] - w // 2, L.EXCHANGE_TOP, w, viewport.px(h + 6))


def draw_exchange(scene, surface) -> pygame.Rect:
    t, tx, px = scene.app.t, scene.text, viewport.px
    summary = scene.view.exchange_summary
    body = scene.app.fonts.get("body", 15)
    text = exchange_announcement(scene)
    announce = wrap(body, text, px(EXCHANGE_W - 32)) if text else []
    rect = exchange_rect(scene, len(announce))
    panel(surface, rect, alpha=240)
    _title(scene, surface, rect, t("poker.recap.exchange_title", deal=summary.deal + 1),
           t("poker.recap.close"))
    y = rect.y + px(36)
    for line in announce:
        surface.blit(tx.get("body", 15, line, palette.HIGHLIGHT), (rect.x + px(16), y))
        y += px(20)
    semi = scene.app.fonts.get("semibold", 15)
    me = scene.human
    for pair in summary.pairs:
        x = rect.x + px(16)
        if not pair.taken:
            line = t("poker.recap.waived", higher=scene.names[pair.higher],
                     lower=scene.names[pair.lower])
            surface.blit(tx.get("italic", 15, fit_text(semi, line, rect.w - px(32)),
                                palette.TEXT_DIM), (x, y + px(5)))
            y += px(ROW_H)
            continue
        names = t("poker.recap.gives", giver=scene.names[pair.lower],
                  receiver=scene.names[pair.higher])
        surface.blit(tx.get("semibold", 15, fit_text(semi, names, px(230)), palette.TEXT),
                     (x, y + px(5)))
        mine = summary.received if me == pair.higher else ()
        x = _cards(scene, surface, rect.x + px(256), y + px(2), pair.best, pair.count, mine)
        back = tx.get("italic", 13, t("poker.recap.back"), palette.TEXT_DIM)
        surface.blit(back, (x + px(10), y + px(7)))
        mine = summary.received if me == pair.lower else ()
        _cards(scene, surface, x + px(18) + back.get_width(), y + px(2), pair.back,
               pair.back_count, mine)
        y += px(ROW_H)
    if summary.received:
        surface.blit(tx.get("italic", 14, fit_text(body, t("poker.recap.new_cards"),
                                                   rect.w - px(32)), palette.HIGHLIGHT),
                     (rect.x + px(16), y + px(2)))
    return rect


# ---- the last trick ----------------------------------------------------------------------------
TRICK_ROWS = 8                       # rows per column


def trick_rect(count: int) -> pygame.Rect:
    cols = 1 if count <= TRICK_ROWS else 2
    rows = min(count, TRICK_ROWS) if count else 1
    px = viewport.px
    rect = pygame.Rect(0, 0, px(320 * cols + 40), px(96 + ROW_H * rows))
    rect.center = L.CENTRE
    return rect


def draw_last_trick(scene, surface) -> pygame.Rect:
    t, tx, px = scene.app.t, scene.text, viewport.px
    last = scene.view.last_trick
    plays = last.plays[-2 * TRICK_ROWS:] if last else []
    first_no = (len(last.plays) - len(plays)) if last else 0
    rect = trick_rect(len(plays))
    if len(plays) <= TRICK_ROWS:
        rect.w = max(rect.w, px(460))
        rect.centerx = L.CENTRE[0]
    panel(surface, rect, alpha=245)
    deal = (last.deal if last else scene.view.deal) + 1
    _title(scene, surface, rect, t("poker.recap.trick_title", deal=deal),
           t("poker.recap.trick_close"))
    if not last:
        surface.blit(tx.get("body", 16, t("poker.recap.trick_none"), palette.TEXT_DIM),
                     (rect.x + px(20), rect.y + px(48)))
        return rect
    semi = scene.app.fonts.get("semibold", 15)
    for i, (p, cards) in enumerate(plays):
        col, row = divmod(i, TRICK_ROWS)
        x, y = rect.x + px(20 + 330 * col), rect.y + px(42 + ROW_H * row)
        best = cards is not None and p == last.winner and i == max(
            k for k, (_q, c) in enumerate(plays) if c is not None)
        label = fit_text(semi, f"{first_no + i + 1}. {scene.names[p]}", px(170))
        surface.blit(tx.get("semibold", 15, label, palette.HIGHLIGHT if best else palette.TEXT),
                     (x, y + px(5)))
        if cards is None:
            surface.blit(tx.get("italic", 14, t("poker.recap.passes"), palette.TEXT_DIM),
                         (x + px(180), y + px(6)))
        else:
            _cards(scene, surface, x + px(180), y + px(2), cards, len(cards))
    if last.next_leader >= 0 and last.next_leader != last.winner:
        end = t("poker.recap.leads", name=scene.names[last.winner],
                leader=scene.names[last.next_leader])
    elif last.next_leader >= 0:
        end = t("poker.recap.won", name=scene.names[last.winner])
    else:
        end = t("poker.recap.deal_over", name=scene.names[last.winner])
    body = scene.app.fonts.get("body", 15)
    surface.blit(tx.get("body", 15, fit_text(body, end, rect.w - px(40)), palette.BRASS),
                 (rect.x + px(20), rect.bottom - px(34)))
    return rect
