"""The Hollywood! seat panels: header (token, name, role, reels left, studio cards,
total), open projects, finished films, blockbusters, the live score line (H7).

A panel is painted into a surface cached under a key of everything it shows, so it is
repainted only when that player's tableau, tokens or turn changes. While painting, each
card and studio card drawn is recorded with its rect: the table's tooltips use them.
"""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood.badges import plate
from cinetable.client.hollywood.extras import paint_studio
from cinetable.client.hollywood.paint import GOLD, GOLD_DARK, darker, genre_colour
from cinetable.client.hollywood.studio_cards import dimmed
from cinetable.client.hollywood.view import CARDS, TableView
from cinetable.client.table.seats import paint_seat_frame, role_text, seat_header
from cinetable.games.hollywood.scoring import film_value, weight


class PanelPainter:
    def __init__(self, board, t):
        self.board = board                  # the BoardPainter: cards, tokens, text
        self.t = t
        self.text = board.text
        self.cards = board.cards
        self.mw, self.mh = board.mw, board.mh
        self.backdrop: pygame.Surface | None = None
        self._panels: dict[int, tuple] = {}
        self._icons: dict[tuple, pygame.Surface] = {}   # the studio cards' small icons
        self.regions: dict[int, list] = {}   # seat → [(screen rect, tip key)]
        self.foot_free: dict[int, pygame.Rect] = {}  # seat → footer room left (screen)

    def _m(self, n: float) -> int:
        """A length beside the tableau cards: it grows with them."""
        return viewport.px(n * self.board.mini_k)

    def _tk(self) -> float:
        """The text beside the tableau cards grows with them, less."""
        return min(1.3, self.board.mini_k)

    def draw_panels(self, surface, view: TableView, *, turn: int | None,
                    counting=()) -> None:
        """`counting`: seats whose total is ticking up (drawn each frame by draw_count)."""
        bds = view.breakdowns()
        for seat in range(view.n):
            rect = L.panel_rect(seat, view.n)
            surface.blit(self.panel(seat, view, bds[seat], turn == seat, rect,
                                    seat in counting), rect.topleft)

    def _total_at(self, rect) -> tuple[int, int]:
        """The bottom right of a panel's total (panel coordinates), left of its "pts"."""
        pts = self.text.get("body", 14, self.t("hollywood.panel.pts"), palette.TEXT_DIM)
        return rect.w - viewport.px(16) - pts.get_width(), viewport.px(38)

    def draw_count(self, surface, seat: int, players: int, value: int) -> None:
        """A total as it counts: one cached number blitted where the panel leaves it out."""
        rect = L.panel_rect(seat, players)
        img = self.text.get("title", 30, str(value), palette.HIGHLIGHT)
        x, y = self._total_at(rect)
        surface.blit(img, img.get_rect(bottomright=(rect.x + x, rect.y + y)))

    def region_at(self, pos):
        """(rect, tip key) of the panel item under `pos`, or None."""
        for items in self.regions.values():
            for rect, key in items:
                if rect.collidepoint(pos):
                    return rect, key
        return None

    def panel(self, seat: int, view: TableView, bd, is_turn: bool, rect,
              counting: bool = False) -> pygame.Surface:
        tab = view.tableaus[seat]
        pending = view.pending[1] if view.pending and view.pending[0] == seat else -1
        key = (rect.size, tuple(tuple(p) for p in tab.projects), tuple(tab.films),
               tuple(tab.blockbusters), len(tab.worthless), view.tokens[seat],
               view.cut_left[seat], view.double_left[seat], is_turn, pending, bd,
               view.first == seat and view.phase == "play", seat in view.winners, counting)
        cached = self._panels.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        regions: list = []
        img = self._paint(seat, view, bd, is_turn, rect, pending, regions, counting)
        if self.backdrop is not None:      # composite once: an opaque blit per frame
            base = self.backdrop.subsurface(rect).copy()
            base.blit(img, (0, 0))
            img = base
        self._panels[seat] = (key, img)
        self.regions[seat] = [(r.move(rect.topleft), k) for r, k in regions]
        return img

    def _paint(self, seat, view, bd, is_turn, rect, pending, regions,
               counting=False) -> pygame.Surface:
        t = self.t
        text = self.text
        surf = paint_seat_frame(rect.size, palette.PLAYERS[seat % len(palette.PLAYERS)],
                                is_turn)
        ox, oy = rect.topleft
        b = self.board
        plates = []          # "starts" and "winner", each on its brass plate
        if view.first == seat and view.phase == "play":
            plates.append(self._plate("first"))
        if seat in view.winners:
            plates.append(self._plate("winner"))
        total = text.get("title", 30, str(bd.total), palette.HIGHLIGHT)
        pts = text.get("body", 14, t("hollywood.panel.pts"), palette.TEXT_DIM)
        p = viewport.px
        reel = p(19)                        # one small reel token's step
        # the header's name and role are shortened to leave the rest of the row its room
        rest = (sum(img.get_width() + p(12) for img in plates)
                + max(1, view.tokens[seat]) * reel + p(10)
                + 2 * (self._icon_size()[0] + p(6))
                + total.get_width() + pts.get_width() + p(28))
        x = seat_header(surf, text, b.token(seat, p(13)), b.names[seat],
                        role_text(t, b.seats[seat], seat == b.human), width=rect.w - rest)
        for img in plates:
            x = surf.blit(img, (x, p(9))).right + p(12)
        # reels left this round
        small = b.token(seat, p(9))
        for k in range(view.tokens[seat]):
            surf.blit(small, (x + k * reel, p(6)))
        if view.tokens[seat]:
            regions.append((pygame.Rect(x, p(6), view.tokens[seat] * reel, p(22)),
                            ("reels", seat, view.tokens[seat])))
        x += max(1, view.tokens[seat]) * reel + p(10)
        # studio cards left: small illustrated cards, greyed and crossed when played
        for which, left in (("cut", view.cut_left[seat]), ("double", view.double_left[seat])):
            icon = self._icon(which, left)
            chip = surf.blit(icon, (x, p(6)))
            regions.append((chip.copy(), ("studio", which, seat, left)))
            x = chip.right + p(6)
        surf.blit(pts, pts.get_rect(bottomright=(rect.w - p(12), p(32))))
        if not counting:
            surf.blit(total, total.get_rect(bottomright=self._total_at(rect)))

        areas = {k: (v.move(-ox, -oy) if isinstance(v, pygame.Rect) else
                     [r.move(-ox, -oy) for r in v]) for k, v in L.panel_areas(rect).items()}
        tab = view.tableaus[seat]
        self._projects(surf, tab, areas["lanes"], regions)
        self._films(surf, tab, areas["films"], view.multipliers(), pending, regions)
        self._blockbusters(surf, tab, areas["blockbusters"], regions)
        free = self._footer(surf, tab, bd, areas["footer"])
        self.foot_free[seat] = free.move(ox, oy)
        return surf

    def _plate(self, kind: str) -> pygame.Surface:
        word = self.t(f"hollywood.panel.{kind}").upper()
        key = ("plate", kind, word, viewport.px(20))
        if key not in self._icons:
            self._icons[key] = plate(self.text, kind, word)
        return self._icons[key]

    @staticmethod
    def _icon_size() -> tuple[int, int]:
        h = viewport.px(22)
        return round(h * 1.3), h

    def _icon(self, which: str, left: bool) -> pygame.Surface:
        """A seat's studio card as a small landscape card (its picture only)."""
        key = (which, left, self._icon_size())
        img = self._icons.get(key)
        if img is None:
            w, h = key[2]
            kind = "cut" if which == "cut" else "double_reel"
            img = paint_studio(self.board.fonts, kind, None, w, h)
            if not left:
                img = dimmed(img, True)
                p = viewport.px
                pygame.draw.line(img, palette.TEXT_DIM, (p(3), h - p(3)), (w - p(3), p(3)),
                                 max(1, p(2)))
            self._icons[key] = img
        return img

    def _projects(self, surf, tab, lanes, regions) -> None:
        """Open projects: one lane per genre, cards fanned."""
        t = self.t
        p = viewport.px
        sizes = [weight(cards) for cards in tab.projects]
        biggest = max(sizes) if sizes else 0
        for g, lane in enumerate(lanes):
            proj = tab.projects[g]
            gc = genre_colour(g)
            if not proj:
                box = pygame.Rect(lane.x, lane.y, self.mw, self.mh)
                pygame.draw.rect(surf, darker(gc, 0.45), box, 1, border_radius=p(4))
                sym = self.cards.symbol(g, self._m(18), darker(gc, 0.6))
                surf.blit(sym, sym.get_rect(center=box.center))
                continue
            step = min(self._m(12), (lane.w - self.mw) // max(1, len(proj) - 1)) \
                if len(proj) > 1 else 0
            for i, c in enumerate(proj):
                pos = (lane.x + i * step, lane.y)
                surf.blit(self.cards.mini(c), pos)
                # the visible strip of a covered card, the whole of the top one
                w = step if i < len(proj) - 1 else self.mw
                regions.append((pygame.Rect(pos, (max(1, w), self.mh)),
                                ("project_card", c, weight(proj))))
            w = weight(proj)
            label = t("hollywood.panel.cards", count=w) if w != 1 else t("hollywood.panel.card")
            leader = w == biggest and sizes.count(biggest) == 1
            img = self.text.get("semibold" if leader else "body", 14 * self._tk(), label,
                                palette.HIGHLIGHT if leader else palette.TEXT)
            surf.blit(img, (lane.x, lane.y + self.mh + p(2)))

    def _films(self, surf, tab, films, mult, pending, regions) -> None:
        """Finished films: the star over its genre, the film's value under it."""
        t = self.t
        p = viewport.px
        pygame.draw.line(surf, palette.PANEL_EDGE, (films.x - p(8), films.y),
                         (films.x - p(8), films.bottom), 1)
        items = list(tab.films)
        n_items = len(items) + (1 if pending >= 0 else 0)
        step = min(self.mw + p(22), (films.w - self.mw) // max(1, n_items - 1)) \
            if n_items > 1 else 0
        x = films.x
        for star, g, cards in items:
            back = self.cards.mini(cards[0]) if cards else None
            if back is not None:
                surf.blit(back, (x + p(10), films.y))
            surf.blit(self.cards.mini(star), (x, films.y + p(4)))
            value = film_value(star, cards, mult, g)
            img = self.text.get("bold", 16 * self._tk(), str(value), palette.TEXT)
            surf.blit(img, (x, films.y + self.mh + p(5)))
            how = self.text.get("body", 13 * self._tk(), f"{weight(cards)}×{CARDS.cards[star].value}",
                                palette.TEXT_DIM)
            surf.blit(how, (x + img.get_width() + p(4), films.y + self.mh + self._m(8)))
            w = step if step and step < self.mw + p(10) else self.mw + p(10)
            regions.append((pygame.Rect(x, films.y, w, self.mh + p(24)),
                            ("film", star, g, cards, value)))
            x += step
        if pending >= 0:
            r = pygame.Rect(x - p(3), films.y + p(1), self.mw + p(6), self.mh + p(6))
            pygame.draw.rect(surf, palette.HIGHLIGHT, r, p(2), border_radius=p(6))
            surf.blit(self.cards.mini(pending), (x, films.y + p(4)))
            img = self.text.get("italic", 14 * self._tk(), t("hollywood.panel.choosing"),
                                palette.HIGHLIGHT)
            surf.blit(img, (x, films.y + self.mh + p(5)))
            regions.append((r, ("card", pending)))
        if not items and pending < 0:
            img = self.text.get("italic", 14 * self._tk(), t("hollywood.panel.no_films"),
                                palette.TEXT_DIM)
            surf.blit(img, (films.x, films.y + p(16)))

    def _blockbusters(self, surf, tab, bb, regions) -> None:
        p = viewport.px
        pygame.draw.line(surf, palette.PANEL_EDGE, (bb.x - p(8), bb.y), (bb.x - p(8), bb.bottom),
                         1)
        if tab.blockbusters:
            k = len(tab.blockbusters)
            step = min(self._m(16), (bb.w - self.mw) // max(1, k - 1)) \
                if k > 1 else 0
            for i, c in enumerate(tab.blockbusters):
                surf.blit(self.cards.mini(c), (bb.x + i * step, bb.y))
                w = step if i < k - 1 else self.mw
                regions.append((pygame.Rect(bb.x + i * step, bb.y, max(1, w), self.mh),
                                ("card", c)))
            img = self.text.get("bold", 15 * self._tk(), self.t("hollywood.panel.plus_pts", points=2 * k),
                                GOLD)
            surf.blit(img, (bb.x, bb.y + self.mh + p(5)))
        else:
            box = pygame.Rect(bb.x, bb.y, self.mw, self.mh)
            pygame.draw.rect(surf, darker(GOLD_DARK, 0.6), box, 1, border_radius=p(4))
            # what comes here: a blockbuster's worth, faint (as the lanes show their genre)
            mark = self.text.get("bold", 16 * self._tk(), "+2", darker(GOLD_DARK, 0.75))
            if mark.get_width() <= box.w - p(4):
                surf.blit(mark, mark.get_rect(center=box.center))

    def _footer(self, surf, tab, bd, foot) -> pygame.Rect:
        """The live score breakdown (H7), every number in points; returns the room left
        on its row (the seat's last move goes there)."""
        t = self.t
        pygame.draw.line(surf, palette.PANEL_EDGE, (foot.x, foot.y), (foot.right, foot.y), 1)
        films_txt = " + ".join(str(v) for v in bd.films) if bd.films else "0"
        key = "hollywood.panel.breakdown_tied" if bd.ambitious_tied else \
            "hollywood.panel.breakdown"
        line = t(key, blockbusters=bd.blockbusters, films=films_txt, ambitious=bd.ambitious)
        p = viewport.px
        img = self.text.get("body", 15, line, palette.TEXT_DIM)
        surf.blit(img, (foot.x, foot.y + p(4)))
        right = foot.right
        if tab.worthless:
            lost = self.text.get("italic", 14, t("hollywood.panel.lost", count=len(tab.worthless)),
                                 darker(palette.TEXT_DIM, 0.9))
            surf.blit(lost, lost.get_rect(topright=(foot.right, foot.y + p(5))))
            right -= lost.get_width() + p(10)
        left = foot.x + img.get_width() + p(12)
        return pygame.Rect(left, foot.y + p(2), max(0, right - left), p(22))
