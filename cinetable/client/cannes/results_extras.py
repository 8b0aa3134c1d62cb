"""What the results scene shows of a Festival de Cannes game under its table: the jury's
breakdown, film by film (prizes, screenplay, scenes, each star's value and why: the
highest plus the lowest rating it got). It takes the place of the score chart: until the
jury every film scores 0 (the ratings are secret), so a chart would be a flat line and
a jump (results.py finds this module by the game's id)."""
from __future__ import annotations

import pygame

from cinetable.client import palette
from cinetable.client.table.text import fit_text
from cinetable.games.cannes.cards import load_cards
from cinetable.games.cannes.scoring import STAR0

CARDS = load_cards()
ROOM = 168                       # the height it asks of the results scene (rows shrink)
LINE = 16


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
    out.append(("body", t("cannes.results.scenes", points=f.scene_points, exact=exact,
                          stand=stand)))
    for v in f.stars:
        value, hi, lo = star_why(ratings, v)
        out.append(("body", t("cannes.results.star", name=CARDS.film[v].name, value=value,
                              high=hi, low=lo)))
    if not f.stars:
        out.append(("dim", t("cannes.film.no_stars")))
    return out


def draw(surface, rect, session, fonts, t, names) -> None:
    """The breakdown in `rect`: a heading, then one column per film in seat order."""
    state = session.state
    result = state.result()
    if result is None:
        return
    rect = pygame.Rect(rect)
    head = fonts.get("semibold", 17).render(t("cannes.results.heading"), True, palette.BRASS)
    surface.blit(head, rect.topleft)
    n = len(result.films)
    w = rect.w // n
    top = rect.y + head.get_height() + 4
    styles = {"prize": ("bold", palette.HIGHLIGHT), "title": ("semibold", palette.TEXT),
              "body": ("body", palette.TEXT), "dim": ("italic", palette.TEXT_DIM)}
    for seat in range(n):
        x = rect.x + seat * w
        colour = palette.PLAYERS[seat % len(palette.PLAYERS)]
        pygame.draw.rect(surface, colour, (x + 2, top, w - 10, 3))
        f = fonts.get("bold", 15)
        name = f.render(fit_text(f, names[seat], w - 12), True, palette.TEXT)
        surface.blit(name, (x + 2, top + 5))
        y = top + 5 + LINE + 3
        for style, text in film_lines(t, result, state.ratings, seat):
            if y + LINE > rect.bottom:
                break
            role, col = styles[style]
            font = fonts.get(role, 13)
            img = font.render(fit_text(font, text, w - 12), True, col)
            surface.blit(img, (x + 2, y))
            y += LINE
