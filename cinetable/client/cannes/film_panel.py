"""Your film as you build it: the screenplay you would present, each scene it needs with
the card that fills it (20 exact, 10 same group), what it still lacks, your stars with
their values and the total, both scored by the jury's own functions (film_score.py):
a range while other players' ratings are secret, the jury's figure at the end."""
from __future__ import annotations

import pygame

from cinetable.client import palette
from cinetable.client.cannes import layout as L
from cinetable.client.cannes.paint import GROUP_COLOUR
from cinetable.client.table.text import fit_text
from cinetable.client.viewport import px
from cinetable.games.cannes.cards import load_cards
from cinetable.games.cannes.scoring import scene_score

CARDS = load_cards()
FIGURES_AT = 480        # units: in a wide panel the points stand this far from its left


def draw_film(scene, layer) -> None:
    if scene.human is None:
        return
    v, t, text = scene.view, scene.app.t, scene.text
    film = v.my_film()
    r = L.FILM
    x, y = r.x + px(12), r.y + px(26)
    right = r.x + min(r.w, px(FIGURES_AT)) - px(16)    # the points stay near their rows
    best = film["screenplay"]
    if best is None:
        img = text.get("italic", 15, t("cannes.film.none"), palette.TEXT_DIM)
        layer.blit(img, (x, y))
        y += px(22)
    else:
        layer.blit(text.get("bold", 16, best.name, palette.HIGHLIGHT), (x, y))
        y += px(22)
        _, matches = scene_score(best.index, [c.index for c in film["scenes"]])
        for kind, (cid, pts) in zip(best.needs, matches):
            pygame.draw.circle(layer, GROUP_COLOUR[CARDS.scene_group[kind]], (x + px(5), y + px(9)), px(4))
            name = scene.painter.scene_name(kind)
            col = palette.GOOD if pts == 20 else (palette.TEXT if pts else palette.TEXT_DIM)
            if pts == 10:
                name = t("cannes.film.stand_in", scene=name,
                         by=scene.painter.scene_name(CARDS.film[cid].scene))
            layer.blit(text.get("body", 15, name, col), (x + px(14), y))
            pts_img = text.get("bold", 15, str(pts), col)
            layer.blit(pts_img, (right - pts_img.get_width(), y))
            y += px(19)
        short = max(0, len(best.needs) - len(film["scenes"]))
        if short:
            layer.blit(text.get("body", 15, t("cannes.film.short", count=short), palette.BAD),
                       (x + px(14), y))
            pen = text.get("bold", 15, str(-10 * short), palette.BAD)
            layer.blit(pen, (right - pen.get_width(), y))
            y += px(19)
    others = len(film["plays"]) - (1 if best else 0)
    if others:
        layer.blit(text.get("italic", 14, t("cannes.film.spare", count=others), palette.TEXT_DIM),
                   (x, y))
        y += px(18)
    y += px(4)
    fig = film["figure"]
    lacks = fit_text(scene.app.fonts.get("semibold", 15), _lacks(scene, film, fig), r.w - px(24))
    layer.blit(text.get("semibold", 15, lacks, palette.TEXT_DIM), (x, y))
    y += px(24)
    for c in film["shown_stars"]:
        sign = t("cannes.film.woman" if c.female else "cannes.film.man")
        layer.blit(text.get("body", 15, f"{c.name} ({sign})", palette.TEXT), (x, y))
        val = text.get("bold", 15, _span(film["values"][c.id]), palette.TEXT)
        layer.blit(val, (right - val.get_width(), y))
        y += px(19)
    if not film["shown_stars"]:
        layer.blit(text.get("italic", 15, t("cannes.film.no_stars"), palette.TEXT_DIM), (x, y))
        y += px(19)
    out = [c.name for c in film["left_out"]]
    if out:                          # held, but two of their sex rate higher (C5.3)
        words = t("cannes.film.left_out", names=", ".join(out))
        words = fit_text(scene.app.fonts.get("italic", 14), words, r.w - px(24))
        layer.blit(text.get("italic", 14, words, palette.TEXT_DIM), (x, y))
        y += px(18)
    scenes = film["scene_points"] if best else 0
    lo, hi = film["star_range"] if best else (0, 0)
    key = "cannes.film.total" if lo == hi else "cannes.film.total_range"
    words = t(key, scenes=scenes, stars=_span((lo, hi)),
              total=_span((scenes + lo, scenes + hi), t))
    size = 20 if scene.app.fonts.get("title", 20).size(words)[0] <= r.w - px(24) else 16
    layer.blit(text.get("title", size, words, palette.BRASS), (x, r.bottom - px(32)))


def _span(pair, t=None) -> str:
    """A value, or its range while it depends on ratings still secret: "93", "62–101";
    "-5 to 14" in words when a bound is negative ("-5–14" read as a subtraction)."""
    lo, hi = pair
    if lo != hi and lo < 0 and t is not None:
        return t("cannes.film.span", lo=lo, hi=hi)
    return str(lo) if lo == hi else f"{lo}\u2013{hi}"


def _lacks(scene, film, fig) -> str:
    """What the film lacks to score: a screenplay, the scenes it names, star slots."""
    t, p = scene.app.t, scene.painter
    if film["screenplay"] is None:
        return t("cannes.film.scenes_held", count=len(film["scenes"]))
    parts = []
    if fig.missing_scenes:
        parts.append(", ".join(p.scene_name(k) for k in fig.missing_scenes[:3])
                     + ("…" if len(fig.missing_scenes) > 3 else ""))
    women, men = fig.star_room
    if women:
        parts.append(t("cannes.film.room_women", count=women))
    if men:
        parts.append(t("cannes.film.room_men", count=men))
    if not parts:
        return t("cannes.film.complete")
    return t("cannes.film.lacks", what=" · ".join(parts))
