"""The outcome of the last auction, lot by lot, on a panel that stays after the reveal
until the player closes it (a click on it), makes their next decision or the next
Director is named (animate.close_results: the new lots are not hidden): what each lot
was, who won it with which card, every bid beside it, and when the suit rule decided.

`auction_rows` (no drawing) reads the reveal's engine events, so the panel says what the
engine resolved; `draw_auction` paints it over the lots."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from cinetable.client import palette, viewport
from cinetable.client.cannes import layout as L
from cinetable.client.cannes.paint import rounded
from cinetable.client.cannes.tokens import bidder_token
from cinetable.client.table.text import fit_text
from cinetable.client.viewport import px
from cinetable.games.cannes import events as E

SMALL = (62, 20)          # a bid's card on the panel, in units


@dataclass(frozen=True)
class LotRow:
    lot: int                 # 0-based
    back: str                # "T", "S", "V" or a special card id
    card: str | None         # the face, when the viewer knows it
    winner: int              # -1: no bid, the lot stays
    value: int               # the winning card (NF)
    bids: tuple              # ((seat, value), ...) in bidding order
    suit_rule: bool
    top: int                 # the highest card laid (the one the suit rule beat)


def auction_rows(events, faces: dict) -> list[LotRow]:
    """One row per lot of the reveal in `events` (LotResolved, and CardWon the viewer may
    see); `faces`: lot -> card id already known to the viewer (peeked, special)."""
    won = {ev.lot: ev.card for ev in events if isinstance(ev, E.CardWon)}
    rows = []
    for ev in events:
        if isinstance(ev, E.LotResolved):
            top = max((v for _s, v in ev.bids), default=0)
            rows.append(LotRow(ev.lot, ev.back, won.get(ev.lot) or faces.get(ev.lot),
                               ev.winner, ev.value, tuple(ev.bids), ev.suit_rule, top))
    return rows


def panel_rect() -> pygame.Rect:
    """The panel lies over the lots."""
    return L.LOTS


def _row_h(rows) -> int:
    notes = sum(1 for r in rows if r.suit_rule)
    room = L.LOTS.h - px(62)
    return max(px(18), min(px(30), (room - px(18) * notes) // max(1, len(rows))))


def draw_auction(scene, surface, rows: list[LotRow], title: str) -> None:
    """The panel over the lots: a row per lot, the winning bid ringed, suit-rule notes."""
    t, text, p = scene.app.t, scene.text, scene.painter
    r = panel_rect()
    surface.blit(rounded(r.size, (24, 18, 28, 255), px(14), palette.BRASS, px(2)), r.topleft)
    head = text.get("title", 20, title, palette.BRASS)
    surface.blit(head, (r.x + px(16), r.y + px(8)))
    hint = text.get("italic", 14, t("cannes.auction.close"), palette.TEXT_DIM)
    surface.blit(hint, (r.right - hint.get_width() - px(16), r.y + px(14)))
    h = _row_h(rows)
    y = r.y + px(40)
    wide = px(min(120, max(0, (r.w / viewport.u() - 996) * 0.25)))   # wider names when room
    body = scene.app.fonts.get("body", 15)
    for row in rows:
        if y + h > r.bottom - px(6):
            break
        mid = y + h // 2
        num = text.get("bold", 15, str(row.lot + 1), palette.TEXT_DIM)
        surface.blit(num, num.get_rect(midleft=(r.x + px(16), mid)))
        what = p.card_name(row.card) if row.card else scene.narrator.kind(row.back)
        what = fit_text(body, what, px(196) + wide)
        img = text.get("body", 15, what, palette.TEXT)
        surface.blit(img, img.get_rect(midleft=(r.x + px(40), mid)))
        if row.winner < 0:
            words, colour = t("cannes.auction.unsold"), palette.TEXT_DIM
        else:
            key = "cannes.auction.won_you" if row.winner == scene.human else "cannes.auction.won"
            words, colour = t(key, name=scene.names[row.winner]), palette.HIGHLIGHT
        img = text.get("semibold", 15,
                       fit_text(scene.app.fonts.get("semibold", 15), words, px(190) + wide), colour)
        surface.blit(img, img.get_rect(midleft=(r.x + px(244) + wide, mid)))
        x = r.x + px(450) + 2 * wide
        step, card_w = px(SMALL[0] + 20), px(SMALL[0])
        for seat, value in row.bids:
            win = seat == row.winner and value == row.value
            card = p.auction_card(value, SMALL, "win" if win else "", 1.0)
            box = card.get_rect(midleft=(x + px(14), mid))
            if win:
                pygame.draw.rect(surface, palette.HIGHLIGHT, box.inflate(px(8), px(6)),
                                 border_radius=px(7))
            surface.blit(card, box)
            token = bidder_token(p, seat, scene.initials[seat])
            surface.blit(token, token.get_rect(center=(x + px(4), mid)))
            x += step
            if x + card_w + px(14) > r.right:
                break
        y += h
        if row.suit_rule:
            note = t("cannes.suit_rule", value=_money(row.value), top=_money(row.top),
                     name=scene.names[row.winner])
            img = text.get("italic", 14, note, palette.HIGHLIGHT)
            surface.blit(img, (r.x + px(244) + wide, y - px(2)))
            y += px(18)


def _money(value: int) -> str:
    return f"{value:,}".replace(",", " ")
