"""Painting the Festival de Cannes board into the table's cached layer: the stage on the
film strip, pawns, dice, the lots with their bids (face down; face up at the reveal with
the winner ringed), your hand and the seat panels."""
from __future__ import annotations

import pygame

from cinetable.client import palette
from cinetable.client.cannes import layout as L
from cinetable.client.cannes.tokens import bidder_token
from cinetable.client.table.seats import level_name
from cinetable.client.table.text import fit_text
from cinetable.client.viewport import px
from cinetable.games.cannes.flow import P


def draw_board(scene, layer) -> None:
    v, p = scene.view, scene.painter
    if v.stage >= 0:
        glow = p.stage_glow(v.stage)
        a = L.square_rect(2 * v.stage)
        layer.blit(glow, (a.x - px(3), a.y - px(3)))
    _pawns(scene, layer)
    _dice(scene, layer)
    _lots(scene, layer)
    _hand(scene, layer)
    _seats(scene, layer)


def _pawns(scene, layer) -> None:
    v = scene.view
    by_square: dict = {}
    for s in range(v.n):
        by_square.setdefault(v.squares[s], []).append(s)
    for sq, seats in by_square.items():
        for k, s in enumerate(seats):
            if s == scene.moving_pawn:
                continue
            img = scene.painter.pawn(s, scene.initials[s], v.director == s)
            layer.blit(img, img.get_rect(center=L.pawn_pos(sq, k, len(seats))))


def _dice(scene, layer) -> None:
    v, t = scene.view, scene.app.t
    r = L.DICE
    if len(v.dice) == 2 and not scene.tumble:     # rolling dice fly as sprites
        for i, d in enumerate(v.dice):
            layer.blit(scene.painter.die(d, 44), (r.x + px(14 + i * 54), r.y + px(24)))
        total = scene.text.get("title", 26, f"= {sum(v.dice)}", palette.TEXT)
        layer.blit(total, (r.x + px(124), r.y + px(30)))
    label = t("cannes.area.dice")
    head = scene.text.get("title", 15, label.upper(), palette.BRASS_DIM)
    layer.blit(head, (r.x + px(10), r.y + px(4)))
    if v.director >= 0:          # a long name is ended with "…" short of the heading
        words = fit_text(scene.app.fonts.get("semibold", 14),
                         t("cannes.director", name=scene.names[v.director]),
                         r.w - head.get_width() - px(32))
        d = scene.text.get("semibold", 14, words, palette.HIGHLIGHT)
        layer.blit(d, (r.right - d.get_width() - px(10), r.y + px(4)))


def _lots(scene, layer) -> None:
    v, p = scene.view, scene.painter
    me = scene.human
    bidding = scene.human_can_act() and scene.state.phase in (P.BID, P.PEEK, P.TURN_PEEK)
    for i, lot in enumerate(v.lots):
        if i in scene.hidden_lots:
            continue
        r = scene.lot_rect(i)
        if lot["card"]:
            rating = None
            if lot["kind"] == "V" and v.ratings:
                from cinetable.client.cannes.view import BY_ID, STAR0
                rating = v.ratings[BY_ID[lot["card"]].index - STAR0] or None
            img = p.face(lot["card"], rating)
        else:
            img = p.back(lot["kind"])
        layer.blit(img, r)
        _heading(scene, layer, r, i, lot["peeked_by"])
        if bidding and r.collidepoint(scene.mouse):
            pygame.draw.rect(layer, palette.HIGHLIGHT, r.inflate(px(4), px(4)), px(2),
                             border_radius=px(9))
        res = v.results.get(i)
        if res is not None and res.bids:
            for k, (s, val) in enumerate(res.bids):
                win = s == res.winner and val == res.value
                img = _bid(p, val, "win" if win else "")
                c = L.bid_pos(r, k)
                box = img.get_rect(center=c)
                if win:
                    pygame.draw.rect(layer, palette.HIGHLIGHT, box.inflate(px(8), px(6)),
                                     border_radius=px(7))
                layer.blit(img, box)
                _dot(scene, layer, s, (c[0] - L.SMALL[0] // 2 - px(9), c[1]))
            continue
        held = scene.held_lot_value(i)
        if held is not None:         # your card laid here until Done (click it: back)
            box = scene.held_bid_rect(i)
            layer.blit(_bid(p, held, "sel"), box)
            _dot(scene, layer, me, (box.x - px(9), box.centery))
        for k, s in enumerate(lot["bids"]):
            c = L.bid_pos(r, k)
            if i == scene.turning_lot:
                pass                 # its bids are turning over, as sprites
            elif s == me and lot["my_bid"]:
                img = _bid(p, lot["my_bid"])
                layer.blit(img, img.get_rect(center=c))
            else:
                img = p.auction_back()
                layer.blit(img, img.get_rect(center=c))
            _dot(scene, layer, s, (c[0] - L.SMALL[0] // 2 - px(9), c[1]))


def _heading(scene, layer, r, i: int, peeked) -> None:
    """The lot's number over it, the marks of who looked at it beside the number: on
    the card they covered its name."""
    num = scene.text.get("bold", 14, str(i + 1), palette.TEXT_DIM)
    marks = scene.painter.peek_marks(peeked) if peeked else None
    width = num.get_width() + (px(4) + marks.get_width() if marks else 0)
    box = num.get_rect(bottomleft=(r.centerx - width // 2, r.y - px(2)))
    layer.blit(num, box)
    if marks:
        layer.blit(marks, marks.get_rect(midleft=(box.right + px(4), box.centery)))


def _hand(scene, layer) -> None:
    v, p = scene.view, scene.painter
    bidding = scene.human_can_act() and scene.state.phase == P.BID
    for val, r in zip(v.hand, scene.hand_rects()):
        lot = scene.held_lot(val)
        state = "sel" if val == scene.selected else ("" if bidding and lot is None else "dim")
        if state == "sel":           # the card picked rises, ringed: then click a lot
            r = L.picked(r)
            pygame.draw.rect(layer, palette.HIGHLIGHT, r.inflate(px(8), px(8)), px(3),
                             border_radius=px(9))
        layer.blit(p.auction_card(val, state=state), r)
        if lot is not None:          # laid, not yet confirmed: it keeps its place
            tag = scene.text.get("bold", 13, scene.app.t("cannes.auction.held", lot=lot + 1),
                                 palette.HIGHLIGHT)
            box = tag.get_rect(center=r.center).inflate(px(6), px(2))
            pygame.draw.rect(layer, (30, 20, 30), box, border_radius=px(4))
            layer.blit(tag, tag.get_rect(center=box.center))
    if not v.hand and scene.human is not None:      # an empty panel asked "why?"
        words = fit_text(scene.app.fonts.get("italic", 14), scene.app.t("cannes.hand_empty"),
                         L.HAND.w - px(24))
        img = scene.text.get("italic", 14, words, palette.TEXT_DIM)
        layer.blit(img, img.get_rect(center=(L.HAND.centerx, L.HAND.y + px(60))))
    info = scene.text.get("body", 14, scene.app.t("cannes.deck", deck=v.deck_size,
                                                  discard=v.discard), palette.TEXT_DIM)
    layer.blit(info, (L.HAND.right - info.get_width() - px(10), L.HAND.y + px(4)))


def _seats(scene, layer) -> None:
    v, t = scene.view, scene.app.t
    turn = scene.turn_seat()
    for s in range(v.n):
        r = scene.seat_rect(s)
        role = t("table.seat.you") if s == scene.human else level_name(
            t, scene.session.seats[s].level)
        layer.blit(scene.painter.panel(s, v, s == turn, role, scene.initials[s], r), r)


def _bid(painter, value: int, state: str = ""):
    """A bid's card under a lot (grown with the lots)."""
    return painter.auction_card(value, L.SMALL_U, state, L.G)


def _dot(scene, layer, seat: int, centre) -> None:
    """Who laid a bid: their pawn, small, beside it (a dot of colour said too little)."""
    img = bidder_token(scene.painter, seat, scene.initials[seat])
    layer.blit(img, img.get_rect(center=centre))

