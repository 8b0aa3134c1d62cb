"""Drawing the Hollywood! board (columns of cards, tokens) and the player panels.

Per frame the board is a few blits of cached card faces and tokens. A player panel is
painted into a surface that is cached under a key of everything it shows, so it is only
repainted when that player's tableau, tokens or turn changes.
"""
from __future__ import annotations

import pygame

from cinetable.client import palette
from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood.paint import (GOLD, GOLD_DARK, CardPainter, darker, genre_colour,
                                              render_rich)
from cinetable.client.hollywood.view import CARDS, COLUMN_SLOTS, TableView
from cinetable.games.hollywood.scoring import film_value, weight

COLUMNS = "ABCD"


class TextCache:
    """Rendered text surfaces by (role, size, text, colour): text is never re-rendered
    per frame. Bounded: cleared when it grows past `limit` entries."""

    def __init__(self, fonts, limit: int = 600):
        self.fonts = fonts
        self.limit = limit
        self._cache: dict = {}

    def get(self, role: str, size: int, text: str, colour=palette.TEXT) -> pygame.Surface:
        key = (role, size, text, colour)
        img = self._cache.get(key)
        if img is None:
            if len(self._cache) >= self.limit:
                self._cache.clear()
            img = render_rich(self.fonts.get(role, size), text, colour)
            self._cache[key] = img
        return img


def level_name(t, level: str | None) -> str:
    key = f"levels.{level}"
    text = t(key)
    return (level or "?") if text == key else text


def display_names(seats, t) -> list[str]:
    """Seat names for the table. A bot seat's name may carry its level, "Bette (normal)";
    the panel shows the level on its own, so the suffix is dropped there."""
    out = []
    for s in seats:
        name = s.name
        if s.kind == "bot" and s.level:
            for lv in {s.level, level_name(t, s.level)}:
                suffix = f" ({lv})"
                if name.endswith(suffix) and len(name) > len(suffix):
                    name = name[: -len(suffix)]
        out.append(name)
    return out


def initials_for(names: list[str]) -> list[str]:
    """One letter per player for the tokens, distinct where the names allow it."""
    out: list[str] = []
    for i, name in enumerate(names):
        letters = [ch.upper() for ch in name if ch.isalnum()] or [str(i + 1)]
        pick = next((ch for ch in letters if ch not in out), str(i + 1))
        out.append(pick)
    return out


class BoardPainter:
    def __init__(self, fonts, t, names: list[str], seats, human_seat):
        self.fonts = fonts
        self.t = t
        self.names = names
        self.seats = seats
        self.human = human_seat
        self.initials = initials_for(names)
        self.mw, self.mh = L.mini_size(len(names))
        self.cards = CardPainter(fonts, t, (L.CARD_W, L.CARD_H), (self.mw, self.mh))
        self.text = TextCache(fonts)
        self._panels: dict[int, tuple] = {}
        self._slot_shadow = self._paint_empty_slot()
        self._glow = self._paint_glow((255, 226, 130))
        self._glow_dim = self._paint_glow((214, 178, 96), 90)
        self._dim_card = self._paint_dim()
        self._labels = {c: self.text.get("title", 22, COLUMNS[c], palette.BRASS)
                        for c in range(4)}

    def tr(self, key: str, **fields) -> str:
        return self.t(key, **fields)

    # ---- board --------------------------------------------------------------------------
    def _paint_empty_slot(self):
        s = pygame.Surface((L.CARD_W, L.CARD_H), pygame.SRCALPHA)
        pygame.draw.rect(s, (0, 0, 0, 50), s.get_rect(), border_radius=9)
        pygame.draw.rect(s, (*palette.FELT, 255), s.get_rect(), 1, border_radius=9)
        return s

    def _paint_glow(self, colour, alpha=255):
        pad = 6
        s = pygame.Surface((L.CARD_W + 2 * pad, L.CARD_H + 2 * pad), pygame.SRCALPHA)
        for k in range(pad, 0, -1):
            a = int(alpha * (1 - k / (pad + 1)) * 0.6)
            pygame.draw.rect(s, (*colour, a), s.get_rect().inflate(-2 * (pad - k), -2 * (pad - k)),
                             2, border_radius=12)
        pygame.draw.rect(s, (*colour, alpha), s.get_rect().inflate(-2 * pad + 2, -2 * pad + 2), 3,
                         border_radius=10)
        return s

    def _paint_dim(self):
        s = pygame.Surface((L.CARD_W, L.CARD_H), pygame.SRCALPHA)
        pygame.draw.rect(s, (10, 12, 16, 120), s.get_rect(), border_radius=9)
        return s

    def token(self, seat: int, r: int = L.TOKEN_R) -> pygame.Surface:
        return self.cards.token(seat, self.initials[seat], r)

    def draw_board(self, surface, view: TableView, *, hidden_slots=(), hidden_tokens=(),
                   legal_cols=(), hover_col: int | None = None) -> None:
        for c in range(4):
            surface.blit(self._labels[c], self._labels[c].get_rect(center=L.column_label_pos(c)))
        # a full column is dimmed while reels are still to be placed (not while the cards
        # are handed out)
        placing = sum(view.tokens) > 0
        for col, slots in enumerate(COLUMN_SLOTS):
            full = placing and view.slots[slots[0]] >= 0 and view.column_full(col)
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
                surface.blit(glow, L.slot_rect(bottom).inflate(12, 12).topleft)
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
            x += L.TOKEN_R - 3                 # along the card's right edge, clear of its text
            tip = to[1] + L.TOKEN_R + 4
            pygame.draw.line(surface, palette.HIGHLIGHT, (x, fy - L.TOKEN_R - 2), (x, tip + 8), 3)
            pygame.draw.polygon(surface, palette.HIGHLIGHT,
                                [(x - 7, tip + 9), (x + 7, tip + 9), (x, tip)])
        img = self.token(seat).copy()
        img.set_alpha(150)
        surface.blit(img, img.get_rect(center=L.token_pos(view.bottom_slot(col))))

    # ---- panels ---------------------------------------------------------------------------
    backdrop: pygame.Surface | None = None   # the scene background behind the panels

    def draw_panels(self, surface, view: TableView, *, turn: int | None) -> None:
        bds = view.breakdowns()
        for seat in range(view.n):
            rect = L.panel_rect(seat, view.n)
            img = self.panel(seat, view, bds[seat], turn == seat, rect)
            surface.blit(img, rect.topleft)

    def draw_thinking(self, surface, seat: int, players: int, clock: float) -> None:
        """Animated dots after a thinking bot's name (drawn every frame, not cached)."""
        rect = L.panel_rect(seat, players)
        dots = int(clock * 3) % 4
        if dots:
            img = self.text.get("bold", 22, "•" * dots, palette.HIGHLIGHT)
            name_w = self.text.get("bold", 20, self.names[seat], palette.TEXT).get_width()
            surface.blit(img, (rect.x + 48 + name_w + 6, rect.y + 6))

    def panel(self, seat: int, view: TableView, bd, is_turn: bool, rect) -> pygame.Surface:
        tab = view.tableaus[seat]
        pending = view.pending[1] if view.pending and view.pending[0] == seat else -1
        key = (rect.size, tuple(tuple(p) for p in tab.projects), tuple(tab.films),
               tuple(tab.blockbusters), len(tab.worthless), view.tokens[seat],
               view.cut_left[seat], view.double_left[seat], is_turn, pending, bd,
               view.first == seat and view.phase == "play", seat in view.winners)
        cached = self._panels.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        img = self._paint_panel(seat, view, bd, is_turn, rect, pending)
        if self.backdrop is not None:      # composite once: an opaque blit per frame
            base = self.backdrop.subsurface(rect).copy()
            base.blit(img, (0, 0))
            img = base
        self._panels[seat] = (key, img)
        return img

    def _paint_panel(self, seat, view, bd, is_turn, rect, pending) -> pygame.Surface:
        t = self.tr
        col = palette.PLAYERS[seat % len(palette.PLAYERS)]
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        local = surf.get_rect()
        bg = (*darker(palette.PANEL, 0.8), 238)
        pygame.draw.rect(surf, bg, local, border_radius=12)
        # a stripe of the player's colour down the left edge
        pygame.draw.rect(surf, col, pygame.Rect(0, 0, 6, rect.h), border_top_left_radius=12,
                         border_bottom_left_radius=12)
        edge = palette.HIGHLIGHT if is_turn else palette.PANEL_EDGE
        pygame.draw.rect(surf, edge, local, 3 if is_turn else 1, border_radius=12)
        ox, oy = rect.topleft
        # header: reel, name, role, reels left, studio cards, total
        token = self.token(seat, 13)
        surf.blit(token, token.get_rect(center=(28, 22)))
        name = self.text.get("bold", 20, self.names[seat], palette.TEXT)
        surf.blit(name, (48, 6))
        x = 48 + name.get_width() + 8
        s = self.seats[seat]
        role = t("hollywood.panel.you") if seat == self.human else \
            t("hollywood.panel.bot", level=level_name(t, s.level))
        role_img = self.text.get("italic", 15, f"({role})", palette.TEXT_DIM)
        surf.blit(role_img, (x + 22, 11))
        x += 22 + role_img.get_width() + 14
        chips = []
        if view.first == seat and view.phase == "play":
            chips.append((t("hollywood.panel.first").upper(), palette.BRASS))
        if seat in view.winners:
            chips.append((t("hollywood.panel.winner").upper(), palette.HIGHLIGHT))
        for label, colour in chips:
            tag = self.text.get("semibold", 13, label, palette.INK)
            chip = pygame.Rect(x, 10, tag.get_width() + 12, 18)
            pygame.draw.rect(surf, colour, chip, border_radius=9)
            surf.blit(tag, tag.get_rect(center=chip.center))
            x = chip.right + 12
        # reels left this round
        small = self.token(seat, 9)
        for k in range(view.tokens[seat]):
            surf.blit(small, (x + k * 19, 6))
        x += max(1, view.tokens[seat]) * 19 + 10
        # studio cards left (struck through when played)
        for label, left in ((t("hollywood.studio.cut"), view.cut_left[seat]),
                            (t("hollywood.studio.double"), view.double_left[seat])):
            img = self.text.get("semibold", 13, label, palette.CREAM if left else palette.TEXT_DIM)
            chip = pygame.Rect(x, 9, img.get_width() + 12, 20)
            if left:
                pygame.draw.rect(surf, (70, 58, 80), chip, border_radius=4)
                pygame.draw.rect(surf, palette.BRASS_DIM, chip, 1, border_radius=4)
            else:
                pygame.draw.rect(surf, palette.PANEL_EDGE, chip, 1, border_radius=4)
            surf.blit(img, img.get_rect(center=chip.center))
            if not left:
                pygame.draw.line(surf, palette.TEXT_DIM, (chip.x + 3, chip.centery),
                                 (chip.right - 3, chip.centery), 1)
            x = chip.right + 6
        total = self.text.get("title", 30, str(bd.total), palette.HIGHLIGHT)
        pts = self.text.get("body", 14, "pts", palette.TEXT_DIM)
        surf.blit(pts, pts.get_rect(bottomright=(rect.w - 12, 32)))
        surf.blit(total, total.get_rect(bottomright=(rect.w - 16 - pts.get_width(), 38)))

        areas = {k: (v.move(-ox, -oy) if isinstance(v, pygame.Rect) else
                     [r.move(-ox, -oy) for r in v]) for k, v in L.panel_areas(rect).items()}
        tab = view.tableaus[seat]
        # open projects: one lane per genre, cards fanned
        sizes = [weight(p) for p in tab.projects]
        biggest = max(sizes) if sizes else 0
        for g, lane in enumerate(areas["lanes"]):
            proj = tab.projects[g]
            gc = genre_colour(g)
            if not proj:
                box = pygame.Rect(lane.x, lane.y, self.mw, self.mh)
                pygame.draw.rect(surf, darker(gc, 0.45), box, 1, border_radius=4)
                sym = self.cards.symbol(g, 18, darker(gc, 0.6))
                surf.blit(sym, sym.get_rect(center=box.center))
                continue
            step = min(12, (lane.w - self.mw) // max(1, len(proj) - 1)) if len(proj) > 1 else 0
            for i, c in enumerate(proj):
                surf.blit(self.cards.mini(c), (lane.x + i * step, lane.y))
            w = weight(proj)
            label = t("hollywood.panel.cards", count=w) if w != 1 else t("hollywood.panel.card")
            leader = w == biggest and sizes.count(biggest) == 1
            img = self.text.get("semibold" if leader else "body", 14, label,
                                palette.HIGHLIGHT if leader else palette.TEXT)
            surf.blit(img, (lane.x, lane.y + self.mh + 2))
        # finished films: the star over its genre, the film's value under it
        films = areas["films"]
        pygame.draw.line(surf, palette.PANEL_EDGE, (films.x - 8, films.y),
                         (films.x - 8, films.bottom), 1)
        items = list(tab.films)
        n_items = len(items) + (1 if pending >= 0 else 0)
        step = min(self.mw + 22, (films.w - self.mw) // max(1, n_items - 1)) \
            if n_items > 1 else 0
        x = films.x
        mult = view.multipliers()
        for star, g, cards in items:
            back = self.cards.mini(cards[0]) if cards else None
            if back is not None:
                surf.blit(back, (x + 10, films.y))
            surf.blit(self.cards.mini(star), (x, films.y + 4))
            value = film_value(star, cards, mult, g)
            img = self.text.get("bold", 16, str(value), palette.TEXT)
            surf.blit(img, (x, films.y + self.mh + 5))
            how = self.text.get("body", 13, f"{weight(cards)}×{CARDS.cards[star].value}",
                                palette.TEXT_DIM)
            surf.blit(how, (x + img.get_width() + 4, films.y + self.mh + 8))
            x += step
        if pending >= 0:
            r = pygame.Rect(x - 3, films.y + 1, self.mw + 6, self.mh + 6)
            pygame.draw.rect(surf, palette.HIGHLIGHT, r, 2, border_radius=6)
            surf.blit(self.cards.mini(pending), (x, films.y + 4))
            img = self.text.get("italic", 14, t("hollywood.panel.choosing"), palette.HIGHLIGHT)
            surf.blit(img, (x, films.y + self.mh + 5))
        if not items and pending < 0:
            img = self.text.get("italic", 14, t("hollywood.panel.no_films"), palette.TEXT_DIM)
            surf.blit(img, (films.x, films.y + 16))
        # blockbusters
        bb = areas["blockbusters"]
        pygame.draw.line(surf, palette.PANEL_EDGE, (bb.x - 8, bb.y), (bb.x - 8, bb.bottom), 1)
        if tab.blockbusters:
            k = len(tab.blockbusters)
            step = min(16, (bb.w - self.mw) // max(1, k - 1)) if k > 1 else 0
            for i, c in enumerate(tab.blockbusters):
                surf.blit(self.cards.mini(c), (bb.x + i * step, bb.y))
            img = self.text.get("bold", 15, f"+{2 * k}", GOLD)
            surf.blit(img, (bb.x, bb.y + self.mh + 5))
        else:
            box = pygame.Rect(bb.x, bb.y, self.mw, self.mh)
            pygame.draw.rect(surf, darker(GOLD_DARK, 0.6), box, 1, border_radius=4)
        # the live score breakdown (H7)
        foot = areas["footer"]
        pygame.draw.line(surf, palette.PANEL_EDGE, (foot.x, foot.y), (foot.right, foot.y), 1)
        films_txt = " + ".join(str(v) for v in bd.films) if bd.films else "0"
        key = "hollywood.panel.breakdown_tied" if bd.ambitious_tied else \
            "hollywood.panel.breakdown"
        line = t(key, blockbusters=bd.blockbusters, films=films_txt, ambitious=bd.ambitious)
        img = self.text.get("body", 15, line, palette.TEXT_DIM)
        surf.blit(img, (foot.x, foot.y + 4))
        if tab.worthless:
            lost = self.text.get("italic", 14, t("hollywood.panel.lost", count=len(tab.worthless)),
                                 darker(palette.TEXT_DIM, 0.9))
            surf.blit(lost, lost.get_rect(topright=(foot.right, foot.y + 5)))
        return surf

