"""Where each card and token of the Festival de Cannes table lies, for its tooltip:
(key, rect) pairs in the order a hover should find them (see tips.py for the keys). The
rects follow what board.py, paint.py and film_panel.py draw."""
from __future__ import annotations

import pygame

from cinetable.client.cannes import layout as L
from cinetable.client.cannes import tokens
from cinetable.client.cannes.view import CARDS
from cinetable.client.viewport import px
from cinetable.games.cannes.scoring import scene_score


def tip_regions(scene) -> list:
    """(key, rect) of every card and token drawn, the smaller ones first."""
    v, out = scene.view, []
    for i, lot in enumerate(v.lots):
        if i in scene.hidden_lots:
            continue
        r = scene.lot_rect(i)
        res = v.results.get(i)
        count = len(res.bids) if res is not None and res.bids else len(lot["bids"])
        for k in range(count):
            box = pygame.Rect(0, 0, *L.SMALL)
            box.center = L.bid_pos(r, k)
            out.append((("bid", i, k), box))
        out.append((("lot", i), r))
    rects = scene.hand_rects()
    for i in range(len(rects) - 1, -1, -1):       # the last card lies on top
        lot = scene.held_lot(v.hand[i])
        out.append((("auction", v.hand[i]) if lot is None else ("held", v.hand[i], lot),
                    rects[i]))
    out.append((("deck",), pygame.Rect(L.HAND.right - px(220), L.HAND.y + px(2), px(210),
                                       px(18))))
    out += film_regions(scene)
    for s in range(v.n):
        out += seat_regions(scene, s)
    by_square: dict = {}
    for s in range(v.n):
        by_square.setdefault(v.squares[s], []).append(s)
    for sq, seats in by_square.items():
        for k, s in enumerate(seats):
            box = pygame.Rect(0, 0, px(22), px(22))
            box.center = L.pawn_pos(sq, k, len(seats))
            out.append((("pawn", s), box))
    for sq in range(L.SQUARES):
        out.append((("square", sq), L.square_rect(sq)))
    if v.director >= 0:
        out.append((("director", v.director),
                    pygame.Rect(L.DICE.right - px(170), L.DICE.y + px(2), px(162), px(20))))
    out.append((("dice",), L.DICE))
    return out

def seat_regions(scene, s: int) -> list:
    """A seat panel's special chips and Director badge, then the panel itself (as
    Painter._paint_panel places them)."""
    v, r, out = scene.view, scene.seat_rect(s), []
    y = r.y + tokens.chips_top(scene.painter, px(36 if r.h >= px(70) else 30), r.h,
                               v.director == s)
    x2 = r.right - px(10)
    for sid in reversed(v.won[s]["specials"]):
        w, h = scene.painter.special_chip(sid).get_size()
        x2 -= w + px(3)
        out.append((("special", sid), pygame.Rect(x2, y, w, h)))
    if v.director == s:
        b = scene.painter.director_badge()
        out.append((("director", s), b.get_rect(bottomright=(r.right - px(8), r.bottom - px(4)))))
    out.append((("seat", s), r))
    return out

def film_regions(scene) -> list:
    """Your film's rows (as film_panel.draw_film lays them out)."""
    if scene.human is None:
        return []
    film, r, out = scene.view.my_film(), L.FILM, []
    x, y, w = r.x + px(8), r.y + px(26), r.w - px(16)
    row = px(19)
    best = film["screenplay"]
    if best is not None:
        out.append((("film", best.id), pygame.Rect(x, y, w, px(20))))
        y += px(22)
        _, matches = scene_score(best.index, [c.index for c in film["scenes"]])
        for kind, (cid, pts) in zip(best.needs, matches):
            key = ("film", CARDS.film[cid].id) if pts == 20 else ("need", kind, pts)
            out.append((key, pygame.Rect(x, y, w, row)))
            y += row
        y += row if max(0, len(best.needs) - len(film["scenes"])) else 0
    else:
        y += px(22)
    y += px(18) if len(film["plays"]) - (1 if best else 0) else 0
    y += px(28)
    for c in film["shown_stars"]:
        out.append((("film", c.id), pygame.Rect(x, y, w, row)))
        y += row
    return out
