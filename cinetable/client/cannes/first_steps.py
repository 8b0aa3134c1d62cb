"""Words for a first-timer at the Festival de Cannes table: during the first two auctions
your film panel (still empty then) explains how a lot is won and what your cards are
worth; the rating screen says what a star's rating does (C5.3)."""
from __future__ import annotations

from cinetable.client import palette
from cinetable.client.cannes import layout as L
from cinetable.client.viewport import px
from cinetable.client.widgets import wrap
from cinetable.games.cannes.flow import P

TALENT_BELOW = "290 000"


def explain_auction(scene) -> bool:
    """Whether the film panel shows the auction's rules instead: your first two auctions
    (the special cards, then 1 July), while you lay bids and hold no film card yet."""
    v = scene.view
    return (scene.human is not None and v.auctions_done <= 1 and not v.my_cards()
            and scene.state.phase == P.BID and scene.human_can_act())


def draw_auction_rules(scene, layer) -> None:
    t, text = scene.app.t, scene.text
    r = L.FILM
    x, y, w = r.x + px(12), r.y + px(26), r.w - px(24)
    layer.blit(text.get("bold", 16, t("cannes.first.title"), palette.HIGHLIGHT), (x, y))
    y += px(24)
    body = scene.app.fonts.get("body", 15)
    for key in ("highest", "talent", "cards", "how"):
        for line in wrap(body, t(f"cannes.first.{key}", below=TALENT_BELOW), w):
            if y + px(18) > r.bottom - px(6):
                return
            layer.blit(text.get("body", 15, line, palette.TEXT), (x, y))
            y += px(18)
        y += px(6)


def draw_rating_help(scene, surface, top: int, stars, rects) -> None:
    """Under the stars (the rating screen's cards and their rects): the star under the
    pointer and what your rating makes it worth, then why you rate."""
    t, text, g, q = scene.app.t, scene.text, L.G, L.card_px    # grown with the dialog
    d = L.DIALOG
    w = d.w - q(26 + 270)
    y = top
    ratings = scene.view.ratings or [0] * 20
    nxt = 20 - sum(1 for r in ratings if r)
    for j, rect in enumerate(rects):
        if rect.collidepoint(scene.mouse):
            c = stars[j]
            given = ratings[j] or nxt
            sex = t("cannes.card.woman" if c.female else "cannes.card.man")
            line = t("cannes.rate.star_worth", name=c.name, sex=sex, rating=given,
                     low=given + 1, high=given + 20)
            surface.blit(text.get("semibold", 15 * g, line, palette.HIGHLIGHT), (d.x + q(26), y))
            break
    y += q(20)
    body = scene.app.fonts.get("body", 14 * g)
    for line in wrap(body, t("cannes.rate.why"), w)[:2]:
        surface.blit(text.get("body", 14 * g, line, palette.TEXT_DIM), (d.x + q(26), y))
        y += q(17)


def rating_help_top() -> int:
    return L.DIALOG.y + L.card_px(376)
