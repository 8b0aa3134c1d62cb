"""Drawing the Hollywood! board: the columns of cards, the reel tokens, the hover preview.

Per frame the board is a few blits of cached card faces and tokens (the table composes
it into a layer that is repainted only when something on it changes). The seat panels
are painted by panels.PanelPainter.
"""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood.paint import CardPainter
from cinetable.client.hollywood.view import COLUMN_SLOTS, TableView

# the seat naming helpers now live with the shared seat panels (results.py imports them here)
from cinetable.client.table.seats import display_names, initials_for, level_name  # noqa: F401
from cinetable.client.table.text import TextCache

COLUMNS = "ABCD"


class BoardPainter:
    def __init__(self, fonts, t, names: list[str], seats, human_seat, text=None):
        self.fonts = fonts
        self.t = t
        self.names = names
        self.seats = seats
        self.human = human_seat
        self.initials = initials_for(names)
        self.mw, self.mh = L.mini_size(len(names))
        self.mini_k = L.mini_scale(len(names))
        self.cards = CardPainter(fonts, t, (L.CARD_W, L.CARD_H), (self.mw, self.mh))
        self.text = text if text is not None else TextCache(fonts)
        self._slot_shadow = self._paint_empty_slot()
        self._glow = self._paint_glow((255, 226, 130))
        self._glow_dim = self._paint_glow((214, 178, 96), 90)
        self._dim_card = self._paint_dim()
        self._labels = {c: self.text.get("title", 22 * L.board_scale(), COLUMNS[c],
                                         palette.BRASS) for c in range(4)}

    def tr(self, key: str, **fields) -> str:
        return self.t(key, **fields)

    # ---- board --------------------------------------------------------------------------
    def _paint_empty_slot(self):
        s = pygame.Surface((L.CARD_W, L.CARD_H), pygame.SRCALPHA)
        radius = self._px(9)
        pygame.draw.rect(s, (0, 0, 0, 50), s.get_rect(), border_radius=radius)
        pygame.draw.rect(s, (*palette.FELT, 255), s.get_rect(), 1, border_radius=radius)
        return s

    @staticmethod
    def _px(n: float) -> int:
        """A length on the board: it grows with the cards."""
        return viewport.px(n * L.board_scale())

    def _paint_glow(self, colour, alpha=255):
        pad = self._px(6)
        s = pygame.Surface((L.CARD_W + 2 * pad, L.CARD_H + 2 * pad), pygame.SRCALPHA)
        for k in range(pad, 0, -1):
            a = int(alpha * (1 - k / (pad + 1)) * 0.6)
            pygame.draw.rect(s, (*colour, a), s.get_rect().inflate(-2 * (pad - k), -2 * (pad - k)),
                             2, border_radius=self._px(12))
        pygame.draw.rect(s, (*colour, alpha), s.get_rect().inflate(-2 * pad + 2, -2 * pad + 2),
                         self._px(3), border_radius=self._px(10))
        return s

    def _paint_dim(self):
        s = pygame.Surface((L.CARD_W, L.CARD_H), pygame.SRCALPHA)
        pygame.draw.rect(s, (10, 12, 16, 120), s.get_rect(), border_radius=self._px(9))
        return s

    def token(self, seat: int, r: int | None = None) -> pygame.Surface:
        """A seat's reel token of radius `r` pixels (a board token's by default)."""
        return self.cards.token(seat, self.initials[seat], L.TOKEN_R if r is None else r)

    def draw_board(self, surface, view: TableView, *, hidden_slots=(), hidden_tokens=(),
                   legal_cols=(), hover_col: int | None = None) -> None:
        for c in range(4):
            surface.blit(self._labels[c], self._labels[c].get_rect(center=L.column_label_pos(c)))
        # a full column is dimmed while reels are still to be placed (not while the cards
        # are handed out)
        for col, slots in enumerate(COLUMN_SLOTS):
            full = view.column_closed(col)
            for slot in slots:
                r = L.slot_rect(slot)
                card = view.slots[slot]
                if card < 0 or slot in hidden_slots:
                    surface.blit(self._slot_shadow, r.topleft)
                    continue
                surface.blit(self.cards.face(card), r.topleft)
                if full:
                    surface.blit(self._dim_card, r.topleft)
            bottom = slots[-1]
            if col in legal_cols and view.slots[bottom] >= 0:
                glow = self._glow if col == hover_col else self._glow_dim
                pad = 2 * self._px(6)
                surface.blit(glow, L.slot_rect(bottom).inflate(pad, pad).topleft)
        for slot in range(14):
            who = view.owner[slot]
            if who >= 0 and slot not in hidden_tokens:
                img = self.token(who)
                surface.blit(img, img.get_rect(center=L.token_pos(slot)))

    @staticmethod
    def pushed_slots(view: TableView, col: int) -> list[int]:
        """The slots whose reels a placement in `col` pushes up: the bottom run (H4.3)."""
        run = []
        for slot in reversed(COLUMN_SLOTS[col]):
            if view.owner[slot] < 0:
                break
            run.append(slot)
        return run

    def ghost_token(self, surface, view: TableView, col: int, seat: int) -> None:
        """Preview of a placement while the human hovers a column: the column as it will
        be after the click (the reels already there one card higher, each with an arrow,
        and the new reel on the bottom card), so a push is seen before it is made."""
        slots = COLUMN_SLOTS[col]
        for src in self.pushed_slots(view, col):
            dst = slots[slots.index(src) - 1]
            img = self.token(view.owner[src]).copy()
            img.set_alpha(215)
            to = L.token_pos(dst)
            surface.blit(img, img.get_rect(center=to))
            x, fy = L.token_pos(src)
            p = self._px
            x += L.TOKEN_R - p(3)              # along the card's right edge, clear of its text
            tip = to[1] + L.TOKEN_R + p(4)
            pygame.draw.line(surface, palette.HIGHLIGHT, (x, fy - L.TOKEN_R - p(2)),
                             (x, tip + p(8)), p(3))
            pygame.draw.polygon(surface, palette.HIGHLIGHT,
                                [(x - p(7), tip + p(9)), (x + p(7), tip + p(9)), (x, tip)])
        img = self.token(seat).copy()
        img.set_alpha(150)
        surface.blit(img, img.get_rect(center=L.token_pos(view.bottom_slot(col))))

    def waste_warning(self, surface, slots, label: str) -> None:
        """The hover preview's warning: each star the placement would waste (H6.4) is
        ringed in red, with a label across it."""
        p = self._px
        img = self.text.get("semibold", 13 * L.board_scale(), label, palette.CREAM)
        for slot in slots:
            r = L.slot_rect(slot)
            pygame.draw.rect(surface, palette.BAD, r.inflate(p(6), p(6)), p(4),
                             border_radius=p(11))
            box = img.get_rect(center=(r.centerx, r.y + p(80))).inflate(p(10), p(6))
            if box.w > r.w + p(24):       # a long label in a long language: scale it down
                k = (r.w + p(14)) / img.get_width()
                img = pygame.transform.smoothscale(img, (int(img.get_width() * k),
                                                         int(img.get_height() * k)))
                box = img.get_rect(center=(r.centerx, r.y + p(80))).inflate(p(10), p(6))
            pygame.draw.rect(surface, palette.BAD, box, border_radius=p(5))
            surface.blit(img, img.get_rect(center=box.center))
