"""What the Festival de Cannes table draws over the board: the star-rating screen at
setup, the screenplay-claim choices, and the jury revealing every film."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.cannes import layout as L
from cinetable.client.cannes.card_faces import cast_sexes
from cinetable.client.cannes.paint import GROUP_COLOUR, rounded
from cinetable.client.cannes.tokens import prize_plaque
from cinetable.client.portraits import portrait
from cinetable.client.text_wrap import wrap
from cinetable.client.viewport import px
from cinetable.games.cannes.cards import STAR, load_cards

CARDS = load_cards()
STARS = [c for c in CARDS.film if c.kind == STAR]
STAR0 = STARS[0].index
JURY_COLUMN = 440                 # units: a film's column at most (centred when wide)
RATE_W, RATE_H = 78, 104          # a star on the rating screen, in units
AUTO_RATE = pygame.Rect(0, 0, 0, 0)  # "Rate for me" (set by relayout)
JURY = cast_sexes((f"cannes-juror-{k}", k % 2 == 1) for k in range(1, 6))


def rating_rects() -> list[pygame.Rect]:
    """The 20 stars on the rating screen: women on the top row, men below."""
    d, q = L.DIALOG, L.card_px          # the rating screen grows with the cards
    out = []
    for j in range(20):
        row, col = divmod(j, 10)
        out.append(pygame.Rect(d.x + q(26 + col * (RATE_W + 8)),
                               d.y + q(96 + row * (RATE_H + 36)), q(RATE_W), q(RATE_H)))
    return out


def relayout() -> None:
    global AUTO_RATE
    q = L.card_px
    AUTO_RATE = pygame.Rect(L.DIALOG.right - q(250), L.DIALOG.bottom - q(56), q(224), q(40))


viewport.on_change(relayout)


def draw_rating(scene, surface) -> None:
    """Click the stars from your favourite down: each click gives the next rating."""
    t, p, g, q = scene.app.t, scene.painter, L.G, L.card_px
    d = L.DIALOG
    surface.blit(rounded(d.size, (*palette.PANEL, 246), px(14), palette.BRASS, px(2)), d.topleft)
    title = scene.text.get("title", 28 * g, t("cannes.rate.title"), palette.BRASS)
    surface.blit(title, (d.x + q(26), d.y + q(16)))
    ratings = scene.view.ratings or [0] * 20
    nxt = 20 - sum(1 for r in ratings if r)
    hint = scene.text.get("body", 17 * g, t("cannes.rate.hint", rating=nxt), palette.TEXT)
    surface.blit(hint, (d.x + q(26), d.y + q(58)))
    hover = scene.mouse
    for j, r in enumerate(rating_rects()):
        cid = STARS[j].id
        img = p.face(cid, ratings[j] or None, (RATE_W, RATE_H), g)
        surface.blit(img, r)
        if not ratings[j] and r.collidepoint(hover):
            pygame.draw.rect(surface, palette.HIGHLIGHT, r.inflate(px(4), px(4)), px(2),
                             border_radius=px(9))
        if ratings[j]:
            veil = rounded(r.size, (20, 20, 30, 70), px(8))
            surface.blit(veil, r)
            badge = scene.text.get("title", 22 * g, str(ratings[j]), palette.HIGHLIGHT)
            surface.blit(badge, badge.get_rect(midtop=(r.centerx, r.bottom + px(4))))
    from cinetable.client.cannes.first_steps import draw_rating_help, rating_help_top
    draw_rating_help(scene, surface, rating_help_top(), STARS, rating_rects())
    pygame.draw.rect(surface, palette.PANEL_EDGE, AUTO_RATE, border_radius=px(8))
    pygame.draw.rect(surface, palette.BRASS, AUTO_RATE, 1, border_radius=px(8))
    lab = scene.text.get("semibold", 17 * g, t("cannes.rate.auto"), palette.TEXT)
    surface.blit(lab, lab.get_rect(center=AUTO_RATE.center))


def choice_rects(count: int) -> list[pygame.Rect]:
    d, gap = L.DIALOG, px(12)
    w = min(px(260), (d.w - px(60) - gap * (count - 1)) // max(1, count))
    x0 = d.centerx - (w * count + gap * (count - 1)) // 2
    return [pygame.Rect(x0 + i * (w + gap), d.y + px(200), w, px(48)) for i in range(count)]


def draw_choices(scene, surface, title: str, options: list) -> None:
    """A modal row of labelled choices (claims: whom to ask, what to give, what to take)."""
    d = pygame.Rect(L.DIALOG.x, L.DIALOG.y + px(60), L.DIALOG.w, px(240))
    surface.blit(rounded(d.size, (*palette.PANEL, 246), px(14), palette.BRASS, px(2)), d.topleft)
    img = scene.text.get("title", 24, title, palette.BRASS)
    surface.blit(img, img.get_rect(midtop=(d.centerx, d.y + px(24))))
    for r, (label, _a) in zip(choice_rects(len(options)), options):
        hot = r.collidepoint(scene.mouse)
        pygame.draw.rect(surface, palette.BRASS_DIM if hot else palette.PANEL_EDGE, r,
                         border_radius=px(8))
        pygame.draw.rect(surface, palette.BRASS, r, 1, border_radius=px(8))
        lab = scene.text.get("semibold", 16, label, palette.TEXT)
        surface.blit(lab, lab.get_rect(center=r.center))


def jury_columns(n: int) -> tuple[int, int]:
    """(left, width) of the jury's n film columns: side by side across the panel, at
    most JURY_COLUMN units each (then centred: a wide window does not spread three films
    over its whole width)."""
    area = L.JURY
    w = (area.w - px(24)) // max(1, n)
    if w <= px(JURY_COLUMN):
        return area.x + px(12), w
    w = px(JURY_COLUMN)
    return area.centerx - w * n // 2, w


def draw_jury(scene, surface) -> None:
    """Every film side by side: screenplay, scene matches, stars with their values, the
    totals and the three prizes."""
    v, t = scene.view, scene.app.t
    films = [v.films[s] for s in sorted(v.films)]
    if not films:
        return
    area = L.JURY
    surface.blit(rounded(area.size, (18, 16, 24, 255), px(12), palette.BRASS, px(2)),
                 area.topleft)
    head = scene.text.get("title", 24, t("cannes.jury.title"), palette.BRASS)
    surface.blit(head, (area.x + px(18), area.y + px(8)))
    for k, juror in enumerate(jury_portraits()):     # the jury, seated by the title
        surface.blit(juror, (area.x + px(30) + head.get_width() + k * px(32), area.y + px(6)))
    scene.jury_bench = (area.x + px(30) + head.get_width() + px(78), area.y + px(23))
    over = v.over_event
    left, w = jury_columns(len(films))
    x4, right = px(4), px(14)
    scene.prize_spots, scene.jury_columns = {}, {}     # where the jury's moves land
    for i, f in enumerate(films):
        x = left + i * w
        y = area.y + px(46)
        scene.jury_columns[f.seat] = pygame.Rect(x, y - px(6), w - px(4),
                                                 area.bottom - px(8) - y + px(6))
        colour = palette.PLAYERS[f.seat % len(palette.PLAYERS)]
        pygame.draw.rect(surface, colour, (x + px(2), y, w - px(8), px(4)))
        name = scene.text.get("bold", 17, scene.names[f.seat], palette.TEXT)
        surface.blit(name, (x + x4, y + px(8)))
        y += px(32)
        if not f.screenplay:
            img = scene.text.get("italic", 15, t("cannes.jury.no_film"), palette.TEXT_DIM)
            surface.blit(img, (x + x4, y))
            continue
        title = CARDS.by_id[f.screenplay].name
        for line in wrap(scene.app.fonts.get("semibold", 14), title, w - px(10)):
            surface.blit(scene.text.get("semibold", 14, line, palette.HIGHLIGHT), (x + x4, y))
            y += px(17)
        needs = CARDS.by_id[f.screenplay].needs
        for kind, (cid, pts) in zip(needs, f.matches):
            pygame.draw.circle(surface, GROUP_COLOUR[CARDS.scene_group[kind]], (x + px(9), y + px(8)),
                               x4)
            label = scene.painter.scene_name(kind)
            col = palette.GOOD if pts == 20 else (palette.TEXT if pts else palette.TEXT_DIM)
            surface.blit(scene.text.get("body", 14, label, col), (x + px(16), y))
            pt = scene.text.get("bold", 14, f"{pts}", col)
            surface.blit(pt, (x + w - right - pt.get_width(), y))
            y += px(17)
        y += px(2)
        sc = scene.text.get("bold", 15, t("cannes.jury.scenes", points=f.scene_points),
                            palette.TEXT)
        surface.blit(sc, (x + x4, y))
        y += px(22)
        for cid, val in f.stars:
            nm = scene.text.get("body", 14, CARDS.by_id[cid].name, palette.TEXT)
            surface.blit(nm, (x + x4, y))
            pt = scene.text.get("bold", 14, str(val), palette.TEXT)
            surface.blit(pt, (x + w - right - pt.get_width(), y))
            y += px(17)
        st = scene.text.get("bold", 15, t("cannes.jury.stars", points=f.star_points), palette.TEXT)
        surface.blit(st, (x + x4, y + px(2)))
        y += px(26)
        tot = scene.text.get("title", 22, t("cannes.jury.total", points=f.total), palette.BRASS)
        surface.blit(tot, (x + x4, y))
        y += px(32)
        if over:
            for key, seats in (("grand_prix", over.winners), ("screenplay", over.best_screenplay),
                               ("performance", over.best_performance)):
                if f.seat in seats:
                    plaque = prize_plaque(scene.painter, key, t(f"cannes.jury.{key}"))
                    r = plaque.get_rect(topleft=(x + x4, y))
                    scene.prize_spots[(f.seat, key)] = r
                    y += px(24)
                    if (f.seat, key) in scene.prizes_waiting:
                        continue                 # its statuette is still on the way
                    surface.blit(plaque, r)


def jury_portraits() -> list[pygame.Surface]:
    """The five jurors' portraits (their faces drawn by client/portraits.py from the
    jury's seats: the same five every festival)."""
    w, h = px(28), px(34)
    return [portrait(seed, w, h, look) for seed, look in JURY.items()]
