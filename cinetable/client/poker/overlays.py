"""Modal drawings over the poker table: the exchange dialog and the deal scoreboard."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.poker import layout as L
from cinetable.client.widgets import panel


def draw_dialog(scene, surface) -> None:
    """The higher player's choice: take the exchange (and see what comes) or waive."""
    s, t = scene.state, scene.app.t
    hi, lo, count = s.pairs[s.pair_i]
    panel(surface, L.DIALOG, alpha=240)
    tx, px = scene.text, viewport.px
    title = tx.get("title", 26, t("poker.exchange.title"), palette.BRASS)
    surface.blit(title, title.get_rect(midtop=(L.DIALOG.centerx, L.DIALOG.y + px(16))))
    lines = [t("poker.exchange.body", name=scene.names[lo], count=count),
             t("poker.exchange.back", count=count)]
    y = L.DIALOG.y + px(64)
    for line in lines:
        img = tx.get("body", 17, line, palette.TEXT)
        surface.blit(img, img.get_rect(midtop=(L.DIALOG.centerx, y)))
        y += px(26)
    exchange_picture(scene, surface, lo, hi, count, (L.DIALOG.centerx, y + px(16)))


def exchange_picture(scene, surface, giver: int, taker: int, count: int, centre) -> None:
    """Issue 29: the exchange told in the table's pieces as well as in words: the
    giver's career card, their cards face down going to yours."""
    careers, painter, px = scene.view.careers or [], scene.painter, viewport.px
    chips = [painter.career_chip(careers[p]) if careers and careers[p] else None
             for p in (giver, taker)]
    back = painter.back((px(18), px(26)))
    arrow = px(34)
    parts = [c for c in (chips[0], *[back] * count, "arrow", chips[1]) if c is not None]
    gap = px(6)
    width = sum(arrow if c == "arrow" else c.get_width() for c in parts) + gap * (len(parts) - 1)
    x = centre[0] - width // 2
    for c in parts:
        if c == "arrow":                  # from their cards to your career
            y = centre[1]
            pygame.draw.line(surface, palette.BRASS, (x + px(4), y), (x + arrow - px(6), y), px(3))
            pygame.draw.polygon(surface, palette.BRASS, [(x + arrow, y), (x + arrow - px(9), y - px(6)),
                                                         (x + arrow - px(9), y + px(6))])
            x += arrow + gap
            continue
        surface.blit(c, c.get_rect(midleft=(x, centre[1])))
        x += c.get_width() + gap


def scoreboard_rect(n: int) -> pygame.Rect:
    px = viewport.px
    rect = pygame.Rect(0, 0, px(560), px(120 + 30 * n))      # the last row: how to go on
    rect.center = L.CENTRE
    return rect


def scoreboard_row_rect(n: int, place: int) -> pygame.Rect:
    """The row of the player who finished at `place` (0-based), for tooltips."""
    rect = scoreboard_rect(n)
    px = viewport.px
    return pygame.Rect(rect.x + px(10), rect.y + px(78 + 30 * place - 4), rect.w - px(20), px(30))


def career_column(view) -> str | None:
    """The scoreboard's career column: the next deal's careers, the careers the game's
    last deal gave (its badges show them), none in a one-deal game (careers never play).
    The last deal's scoreboard is up before the game is over: it is known to be the last
    by its number or its totals (P6.2, P8.5), and promised no next deal."""
    if view.max_deals == 1:
        return None
    return "poker.scoreboard.career_won" if view.over or last_deal(view) else \
        "poker.scoreboard.career"


def last_deal(view) -> bool:
    """The scoreboard shown is the game's last deal's."""
    if not view.deal_points:
        return False
    _order, _points, totals, deal = view.deal_points
    return bool(view.max_deals and deal >= view.max_deals or
                view.target and max(totals) >= view.target)


def draw_scoreboard(scene, surface) -> None:
    """After a deal: places, next careers (their badges), points of the deal and totals."""
    order, points, totals, deal = scene.view.deal_points
    t, tx, px = scene.app.t, scene.text, viewport.px
    n = len(order)
    rect = scoreboard_rect(n)
    panel(surface, rect, alpha=252)
    title = tx.get("title", 26, t("poker.scoreboard.title", deal=deal), palette.BRASS)
    surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + px(12))))
    career = career_column(scene.view)
    cols = [rect.x + px(c) for c in (24, 70, 250, 420, 490)]
    heads = ["#", t("poker.scoreboard.player"), t(career) if career else "",
             t("poker.scoreboard.points"), t("poker.scoreboard.total")]
    if career is None:
        del cols[2], heads[2]
    y = rect.y + px(54)
    for x, head in zip(cols, heads):
        surface.blit(tx.get("semibold", 14, head, palette.TEXT_DIM), (x, y))
    y += px(24)
    ranks = scene.state.careers
    for place, p in enumerate(order):
        colour = palette.PLAYERS[p % len(palette.PLAYERS)]
        pygame.draw.circle(surface, colour, (cols[1] - px(12), y + px(10)), px(6))
        row = [str(place + 1), scene.names[p], "", f"+{points[p]}", str(totals[p])]
        if career is None:
            del row[2]
        else:           # issue 29: the career as its badge on the panels, figure and all
            chip = scene.painter.career_chip(ranks[place])
            surface.blit(chip, chip.get_rect(midleft=(cols[2], y + px(11))))
        for i, (x, text) in enumerate(zip(cols, row)):
            c = palette.BRASS if i == len(row) - 1 else palette.TEXT
            if text:
                surface.blit(tx.get("body", 17, text, c), (x, y))
        y += px(30)
    if scene.holds_scoreboard():          # issue 19: it stays until the player goes on
        hint = tx.get("italic", 14, t("poker.recap.go_on"), palette.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom - px(10))))
