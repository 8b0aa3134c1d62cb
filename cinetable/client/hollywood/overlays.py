"""What the Hollywood! table draws over its board: the star choice (H6.3) as a modal
with one option per open project and what each film would score, and the winner over
the emptied board until the results open."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood.narrate import stars
from cinetable.client.hollywood.view import CARDS
from cinetable.games.hollywood.scoring import film_value, weight


def draw_final_word(scene, surface) -> None:
    """Over the emptied board: who won, until the results open."""
    res = scene.state.result()
    if res is None:
        return
    line = scene.narrator.game_over(res.winners, [b.total for b in res.breakdowns],
                                    res.tiebreak).split(" — ")[-1]
    p = viewport.px
    img = scene.text.get("title", 30, line, palette.HIGHLIGHT)
    box = pygame.Rect(0, 0, L.BOARD.w - p(40), img.get_height() + p(36))
    box.center = (L.BOARD.centerx, L.slot_rect(1).centery)
    pygame.draw.rect(surface, (14, 12, 18), box, border_radius=p(14))
    pygame.draw.rect(surface, palette.BRASS, box, p(2), border_radius=p(14))
    room = box.w - p(24)
    if img.get_width() > room:
        img = pygame.transform.smoothscale(
            img, (room, int(img.get_height() * room / img.get_width())))
    surface.blit(img, img.get_rect(center=box.center))


def draw_star_modal(scene, surface, options) -> None:
    t = scene.app.t
    text = scene.text
    painter = scene.painter
    v = scene.view
    h = scene.session.human_seat
    star = v.pending[1] if v.pending else scene.state.pending_star()
    p = viewport.px
    veil = pygame.Surface(viewport.size(), pygame.SRCALPHA)
    veil.fill((6, 4, 10, 150))
    surface.blit(veil, (0, 0))
    m = L.STAR_MODAL
    pygame.draw.rect(surface, (30, 26, 38), m, border_radius=p(16))
    pygame.draw.rect(surface, palette.BRASS, m, p(2), border_radius=p(16))
    c = CARDS.cards[star]
    title = text.get("title", 30, t("hollywood.star.title", star=c.name, stars=stars(c.value)),
                     palette.HIGHLIGHT)
    surface.blit(title, title.get_rect(midtop=(m.centerx, m.y + p(18))))
    sub = text.get("body", 18, t("hollywood.star.subtitle", count=len(options)), palette.TEXT)
    surface.blit(sub, sub.get_rect(midtop=(m.centerx, m.y + p(62))))
    mult = v.multipliers()
    for i, (action, rect) in enumerate(zip(options, L.star_choice_rects(len(options)))):
        g = action.arg
        cards = v.tableaus[h].projects[g]
        hover = rect.collidepoint(scene.mouse)
        pygame.draw.rect(surface, (48, 40, 58) if hover else (38, 32, 46), rect,
                         border_radius=p(12))
        pygame.draw.rect(surface, palette.HIGHLIGHT if hover else palette.PANEL_EDGE, rect,
                         p(3) if hover else 1, border_radius=p(12))
        sym = painter.cards.symbol(g, p(30))
        surface.blit(sym, (rect.x + p(14), rect.y + p(12)))
        name = text.get("title", 24, scene.narrator.genre(g), palette.TEXT)
        surface.blit(name, (rect.x + p(52), rect.y + p(12)))
        key = text.get("semibold", 14, t("hollywood.star.option_key", n=i + 1), palette.BRASS)
        surface.blit(key, key.get_rect(topright=(rect.right - p(12), rect.y + p(18))))
        mw, mh = painter.mw, painter.mh
        step = min(p(24), (rect.w - p(28) - mw) // max(1, len(cards) - 1)) \
            if len(cards) > 1 else 0
        for k, card in enumerate(cards):
            surface.blit(painter.cards.mini(card), (rect.x + p(14) + k * step, rect.y + p(56)))
        w = weight(cards)
        pts = film_value(star, cards, mult, g)
        line = text.get("body", 17, scene.narrator.size(w), palette.TEXT)
        surface.blit(line, (rect.x + p(14), rect.y + p(62) + mh))
        if any(CARDS.cards[x].award for x in cards):
            note = text.get("italic", 15, t("hollywood.star.award_note"), palette.TEXT_DIM)
            surface.blit(note, (rect.x + p(14), rect.y + p(84) + mh))
        val = text.get("title", 26, t.plural("hollywood.star.option_value", pts, count=w,
                                             value=c.value, points=pts), palette.HIGHLIGHT)
        surface.blit(val, val.get_rect(midbottom=(rect.centerx, rect.bottom - p(14))))
