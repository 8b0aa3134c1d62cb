"""What the results scene shows of a Festival de Cannes game under its table: the jury's
breakdown, film by film (prizes, screenplay, scenes, each star's value and why: the
highest plus the lowest rating it got). It takes the place of the score chart: until the
jury every film scores 0 (the ratings are secret), so a chart would be a flat line and
a jump (results.py finds this module by the game's id)."""
from __future__ import annotations

import pygame

from cinetable.client import palette
from cinetable.client.table.text import fit_text
from cinetable.client.text_wrap import wrap
from cinetable.client.viewport import px
from cinetable.games.cannes.cards import load_cards
from cinetable.games.cannes.scoring import STAR0

CARDS = load_cards()
ROOM = 168                       # the height (units) it asks of the results scene


def star_why(ratings, star: int) -> tuple[int, int, int]:
    """(value, highest rating, lowest rating) of a star card (C5.3)."""
    marks = [r[star - STAR0] for r in ratings]
    return max(marks) + min(marks), max(marks), min(marks)


def film_lines(t, result, ratings, seat: int) -> list[tuple[str, str]]:
    """(style, text) lines of one film's breakdown; style: prize, title, body, dim."""
    f = result.films[seat]
    out = []
    for key, seats in (("grand_prix", result.winners), ("screenplay", result.best_screenplay),
                       ("performance", result.best_performance)):
        if seat in seats:
            out.append(("prize", t(f"cannes.jury.{key}")))
    if not f.has_film:
        return out + [("dim", t("cannes.jury.no_film"))]
    out.append(("title", CARDS.film[f.screenplay].name))
    pts = [p for _c, p in f.matches]
    exact, stand = pts.count(20), pts.count(10)
    out.append(("body", t("cannes.results.scenes", points=f.scene_points,
                          exact=t("cannes.results.exact", count=exact),
                          stand=t("cannes.results.stand", count=stand))))
    for v in f.stars:
        value, hi, lo = star_why(ratings, v)
        out.append(("body", t("cannes.results.star", name=CARDS.film[v].name, value=value,
                              high=hi, low=lo)))
    if not f.stars:
        out.append(("dim", t("cannes.film.no_stars")))
    return out


STYLES = {"prize": ("bold", palette.HIGHLIGHT), "title": ("semibold", palette.TEXT),
          "body": ("body", palette.TEXT), "dim": ("italic", palette.TEXT_DIM)}
SIZES = (16, 15, 14, 13)         # the largest type whose columns all fit is used
MARGIN = 24                      # units: the breakdown spans the window, not the table


def prize_line(t, result, names) -> str:
    """The three prizes and who won them, on one line above the films (a column of its
    own would cost a winner's film its last star: issue 27)."""
    parts = []
    for key, seats in (("grand_prix", result.winners), ("screenplay", result.best_screenplay),
                       ("performance", result.best_performance)):
        if seats:
            parts.append(t("cannes.results.prize", prize=t(f"cannes.jury.{key}"),
                           names=", ".join(names[s] for s in seats)))
    return " · ".join(parts)


def laid_out(fonts, columns: list, width: int, height: int):
    """(size, line height, [[(style, row)] per column]): every line wrapped to `width` at
    the largest size of SIZES whose tallest column fits `height` (else the smallest); the
    size in units, the rest in pixels."""
    for size in SIZES:
        step = px(size + 1)
        rows = [[(style, row) for style, text in col
                 for row in wrap(fonts.get(STYLES[style][0], size), text, width,
                                       indent="  ")] for col in columns]
        if max((len(r) for r in rows), default=0) * step <= height or size == SIZES[-1]:
            return size, step, rows


def draw(surface, rect, session, fonts, t, names) -> None:
    """The breakdown in `rect`'s height and the window's width: the rule, the prizes, then
    one column per film in seat order, every line whole (wrapped, never cut)."""
    state = session.state
    result = state.result()
    if result is None:
        return
    rect = pygame.Rect(px(MARGIN), rect.y, surface.get_width() - 2 * px(MARGIN), rect.h)
    y = rect.y
    head_f, prize_f = fonts.get("semibold", 16), fonts.get("bold", 15)
    head = head_f.render(fit_text(head_f, t("cannes.results.heading"), rect.w), True,
                         palette.BRASS)
    prizes = prize_line(t, result, names)
    gap = px(28)
    if prizes and head.get_width() + gap + prize_f.size(prizes)[0] <= rect.w:
        surface.blit(head, (rect.x, y))         # one line: the films get its room
        img = prize_f.render(prizes, True, palette.HIGHLIGHT)
        surface.blit(img, img.get_rect(topright=(rect.right, y + px(1))))
        y += head_f.get_linesize() - px(2)
    else:
        surface.blit(head, (rect.x, y))
        y += head_f.get_linesize() - px(2)
        if prizes:
            img = prize_f.render(fit_text(prize_f, prizes, rect.w), True, palette.HIGHLIGHT)
            surface.blit(img, (rect.x, y))
            y += prize_f.get_linesize() - px(2)
    n = len(result.films)
    w = rect.w // n
    top = y + px(3)
    name_f = fonts.get("bold", 15)
    body_top = top + px(4) + name_f.get_linesize()
    columns = [[(style, text) for style, text in film_lines(t, result, state.ratings, seat)
                if style != "prize"] for seat in range(n)]
    size, step, rows = laid_out(fonts, columns, w - px(9), rect.bottom - body_top)
    x2 = px(2)
    for seat in range(n):
        x = rect.x + seat * w
        colour = palette.PLAYERS[seat % len(palette.PLAYERS)]
        pygame.draw.rect(surface, colour, (x + x2, top, w - px(10), px(3)))
        name = name_f.render(fit_text(name_f, names[seat], w - px(12)), True, palette.TEXT)
        surface.blit(name, (x + x2, top + px(4)))
        y = body_top
        for style, row in rows[seat]:
            if y + px(size) > rect.bottom + x2:      # only past the smallest type's room
                break
            role, col = STYLES[style]
            surface.blit(fonts.get(role, size).render(row, True, col), (x + x2, y))
            y += step
