"""Where each card and token of the Festival de Cannes table lies, for its tooltip:
(key, rect) pairs in the order a hover should find them (see tips.py for the keys). The
rects follow what board.py, paint.py and film_panel.py draw."""
from __future__ import annotations

import pygame

from cinetable.client.cannes import layout as L
from cinetable.client.cannes.board import SMALL
from cinetable.client.cannes.view import CARDS
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
            box = pygame.Rect(0, 0, *SMALL)
            box.center = L.bid_pos(r, k)
            out.append((("bid", i, k), box))
        out.append((("lot", i), r))
    rects = scene.hand_rects()
    for i in range(len(rects) - 1, -1, -1):       # the last card lies on top
        out.append((("auction", v.hand[i]), rects[i]))
    out.append((("deck",), pygame.Rect(L.HAND.right - 220, L.HAND.y + 2, 210, 18)))
    out += film_regions(scene)
    for s in range(v.n):
        out += seat_regions(scene, s)
    by_square: dict = {}
    for s in range(v.n):
        by_square.setdefault(v.squares[s], []).append(s)
    for sq, seats in by_square.items():
        for k, s in enumerate(seats):
            box = pygame.Rect(0, 0, 22, 22)
            box.center = L.pawn_pos(sq, k, len(seats))
            out.append((("pawn", s), box))
    for sq in range(L.SQUARES):
        out.append((("square", sq), L.square_rect(sq)))
    if v.director >= 0:
        out.append((("director", v.director),
                    pygame.Rect(L.DICE.right - 170, L.DICE.y + 2, 162, 20)))
    out.append((("dice",), L.DICE))
    return out

def seat_regions(scene, s: int) -> list:
    """A seat panel's special chips and Director badge, then the panel itself (as
    Painter._paint_panel places them)."""
    v, r, out = scene.view, scene.seat_rect(s), []
    y = r.y + (36 if r.h >= 70 else 30) + 1
    x2 = r.right - 10
    for sid in reversed(v.won[s]["specials"]):
        w = scene.painter.special_chip(sid).get_width()
        x2 -= w + 3
        out.append((("special", sid), pygame.Rect(x2, y, w, 18)))
    if v.director == s:
        out.append((("director", s), pygame.Rect(r.right - 100, r.bottom - 20, 92, 16)))
    out.append((("seat", s), r))
    return out

def film_regions(scene) -> list:
    """Your film's rows (as film_panel.draw_film lays them out)."""
    if scene.human is None:
        return []
    film, r, out = scene.view.my_film(), L.FILM, []
    x, y, w = r.x + 8, r.y + 26, r.w - 16
    best = film["screenplay"]
    if best is not None:
        out.append((("film", best.id), pygame.Rect(x, y, w, 20)))
        y += 22
        _, matches = scene_score(best.index, [c.index for c in film["scenes"]])
        for kind, (cid, pts) in zip(best.needs, matches):
            key = ("film", CARDS.film[cid].id) if pts == 20 else ("need", kind, pts)
            out.append((key, pygame.Rect(x, y, w, 19)))
            y += 19
        y += 19 if max(0, len(best.needs) - len(film["scenes"])) else 0
    else:
        y += 22
    y += 18 if len(film["plays"]) - (1 if best else 0) else 0
    y += 28
    for c in film["shown_stars"]:
        out.append((("film", c.id), pygame.Rect(x, y, w, 19)))
        y += 19
    return out
