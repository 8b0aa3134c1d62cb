"""Drawing Festival de Cannes: the film-strip track, pawns, lot cards (backs marked with
their kind's picture and word; faces for what you have seen), auction cards with their suit and the
Exceptional-talent mark, dice, seat panels. Every surface is painted once and cached."""
from __future__ import annotations

import pygame

from cinetable.client import palette
from cinetable.client.art import darker
from cinetable.client.cannes import layout as L
from cinetable.client.cannes.kind_marks import draw_mark
from cinetable.client.cannes.narrate import calendar_date
from cinetable.client.surface_cache import SurfaceCache
from cinetable.client.table.seats import paint_seat_frame, seat_header
from cinetable.client.table.text import fit_text
from cinetable.games.cannes.cards import SCENE, SCREENPLAY, load_cards

CARDS = load_cards()
BY_ID = CARDS.by_id
KIND_COLOUR = {"T": (196, 150, 64), "S": (64, 138, 150), "V": (186, 84, 118),
               "X": (120, 96, 160)}
SUIT_INK = [(34, 34, 44), (196, 40, 48), (34, 34, 44), (196, 40, 48)]
GROUP_COLOUR = [(92, 150, 84), (170, 96, 160), (176, 92, 60)]
STRIP = (22, 20, 24)
SPECIAL_IDS = [s[0] for s in CARDS.specials]


def rounded(size, colour, radius=7, edge=None, width=1):
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, colour, s.get_rect(), border_radius=radius)
    if edge:
        pygame.draw.rect(s, edge, s.get_rect(), width, border_radius=radius)
    return s


def draw_suit(surf, suit: int, centre, size: int) -> None:
    """♠ ♥ ♣ ♦ drawn as shapes (no font needed), each its own outline."""
    x, y = centre
    r = size / 2
    ink = SUIT_INK[suit]
    if suit == 3:                                    # diamond
        pygame.draw.polygon(surf, ink, [(x, y - r), (x + r * 0.72, y), (x, y + r),
                                        (x - r * 0.72, y)])
    elif suit == 1:                                  # heart
        q = r * 0.5
        pygame.draw.circle(surf, ink, (int(x - q), int(y - q * 0.6)), int(q + 0.5))
        pygame.draw.circle(surf, ink, (int(x + q), int(y - q * 0.6)), int(q + 0.5))
        pygame.draw.polygon(surf, ink, [(x - r, y - q * 0.3), (x + r, y - q * 0.3), (x, y + r)])
    elif suit == 0:                                  # spade
        q = r * 0.5
        pygame.draw.polygon(surf, ink, [(x, y - r), (x + r, y + q * 0.3), (x - r, y + q * 0.3)])
        pygame.draw.circle(surf, ink, (int(x - q), int(y + q * 0.3)), int(q + 0.5))
        pygame.draw.circle(surf, ink, (int(x + q), int(y + q * 0.3)), int(q + 0.5))
        pygame.draw.polygon(surf, ink, [(x, y), (x + q * 0.7, y + r), (x - q * 0.7, y + r)])
    else:                                            # club
        q = r * 0.46
        pygame.draw.circle(surf, ink, (int(x), int(y - q)), int(q + 0.5))
        pygame.draw.circle(surf, ink, (int(x - q * 1.1), int(y + q * 0.4)), int(q + 0.5))
        pygame.draw.circle(surf, ink, (int(x + q * 1.1), int(y + q * 0.4)), int(q + 0.5))
        pygame.draw.polygon(surf, ink, [(x, y), (x + q * 0.7, y + r), (x - q * 0.7, y + r)])


def money(value: int) -> str:
    """480000 -> "480 000" (NF, as printed on the cards)."""
    return f"{value:,}".replace(",", " ")


class Painter:
    def __init__(self, fonts, text, t, names, n):
        self.fonts = fonts
        self.text = text
        self.t = t
        self.names = names
        self.n = n
        # panels are keyed by what they show: most keys never come back (surface_cache)
        self._cache = SurfaceCache(limit=600, max_bytes=12 << 20)

    def _get(self, key, make):
        img = self._cache.get(key)
        if img is None:
            img = self._cache[key] = make()
        return img

    def font(self, role, size):
        return self.fonts.get(role, size)

    # ---- names of things ------------------------------------------------------------------
    def scene_name(self, kind: int) -> str:
        key = f"cannes.scene.{CARDS.scene_ids[kind]}"
        text = self.t(key)
        return CARDS.scene_names[kind] if text == key else text

    def special_name(self, sid: str) -> str:
        key = f"cannes.special.{sid}"
        text = self.t(key)
        return sid if text == key else text

    def card_name(self, cid: str) -> str:
        if cid in SPECIAL_IDS:
            return self.special_name(cid)
        c = BY_ID[cid]
        return self.scene_name(c.scene) if c.kind == SCENE else c.name

    # ---- the track -------------------------------------------------------------------------
    def track(self, surf) -> None:
        """The year as a strip of film: sprocket holes, 23 frames, dates under them."""
        r = L.TRACK
        pygame.draw.rect(surf, STRIP, r, border_radius=6)
        for x in range(r.x + 10, r.right - 8, 18):
            pygame.draw.rect(surf, (70, 64, 60), (x, r.y + 6, 9, 7), border_radius=2)
            pygame.draw.rect(surf, (70, 64, 60), (x, r.bottom - 13, 9, 7), border_radius=2)
        small = self.font("semibold", 12)
        for sq in range(L.SQUARES):
            fr = L.square_rect(sq)
            end = sq % 2 == 0
            body = (58, 52, 46) if end else (44, 40, 38)
            pygame.draw.rect(surf, body, fr, border_radius=3)
            if end and sq:
                pygame.draw.rect(surf, palette.BRASS_DIM, fr, 1, border_radius=3)
            month = (5 + sq // 2) % 12 + 1
            label = calendar_date(self.t, 1 if end else 15, month)
            img = small.render(label, True, palette.TEXT if end else palette.TEXT_DIM)
            surf.blit(img, img.get_rect(midtop=(fr.centerx, fr.bottom + 1)))

    def stage_glow(self, stage: int) -> pygame.Surface:
        def make():
            a, b = L.square_rect(2 * stage), L.square_rect(2 * stage + 2)
            s = pygame.Surface((b.right - a.x + 6, a.h + 6), pygame.SRCALPHA)
            pygame.draw.rect(s, (*palette.HIGHLIGHT, 200), s.get_rect(), 2, border_radius=5)
            return s
        return self._get(("glow", stage), make)

    def pawn(self, seat: int, initial: str, director=False) -> pygame.Surface:
        def make():
            s = pygame.Surface((22, 22), pygame.SRCALPHA)
            colour = palette.PLAYERS[seat % len(palette.PLAYERS)]
            pygame.draw.circle(s, darker(colour, 0.5), (11, 12), 10)
            pygame.draw.circle(s, colour, (11, 11), 10)
            pygame.draw.circle(s, palette.HIGHLIGHT if director else (20, 20, 20), (11, 11), 10,
                               2 if director else 1)
            img = self.font("bold", 13).render(initial, True, (20, 20, 24))
            s.blit(img, img.get_rect(center=(11, 11)))
            return s
        return self._get(("pawn", seat, initial, director), make)

    # ---- film cards -------------------------------------------------------------------------
    def back(self, kind: str, size=(L.LOT_W, L.LOT_H)) -> pygame.Surface:
        """A lot's back: its kind's picture (kind_marks.py), and its word when big."""
        def make():
            w, h = size
            col = KIND_COLOUR[kind]
            s = rounded(size, darker(col, 0.55), 8 if w > 30 else 4, (230, 210, 170))
            if kind not in "TSV":                    # a special card's back
                pygame.draw.rect(s, col, (5, 5, w - 10, h - 10), 2, border_radius=6)
                img = self.font("title", int(h * 0.46)).render(kind, True, col)
                s.blit(img, img.get_rect(center=(w // 2, h // 2)))
                return s
            if w <= 30:                              # a panel's count: the picture alone
                draw_mark(s, kind, pygame.Rect(2, 3, w - 4, h - 6), col, darker(col, 0.55))
                return s
            pygame.draw.rect(s, col, (5, 5, w - 10, h - 10), 2, border_radius=6)
            draw_mark(s, kind, pygame.Rect(w // 4, h // 5, w // 2, int(h * 0.38)), col,
                      darker(col, 0.55))
            word = self.t(f"cannes.kind.{kind}").upper()
            f = next((self.font("semibold", k) for k in (12, 11, 10, 9)
                      if self.font("semibold", k).size(word)[0] <= w - 14),
                     self.font("semibold", 9))
            word = fit_text(f, word, w - 14)
            img = f.render(word, True, col)
            s.blit(img, img.get_rect(midbottom=(w // 2, h - 10)))
            return s
        return self._get(("back", kind, size), make)

    def face(self, cid: str, rating: int | None = None, size=(L.LOT_W, L.LOT_H)):
        return self._get(("face", cid, rating, size), lambda: self._paint_face(cid, rating, size))

    def _paint_face(self, cid, rating, size):
        w, h = size
        if cid in SPECIAL_IDS:
            s = rounded(size, (232, 226, 244), 8, KIND_COLOUR["X"], 2)
            self._wrap(s, self.special_name(cid), ("bold", 14), (60, 40, 90), 8, w - 8)
            tag = self.font("italic", 12).render(self.t("cannes.card.special"), True, (90, 70, 120))
            s.blit(tag, tag.get_rect(midbottom=(w // 2, h - 6)))
            return s
        c = BY_ID[cid]
        kind = "TSV"[c.kind]
        col = KIND_COLOUR[kind]
        s = rounded(size, palette.CREAM, 8, col, 2)
        pygame.draw.rect(s, col, (0, 0, w, 18), border_top_left_radius=8, border_top_right_radius=8)
        head = self.font("bold", 12).render(self.t(f"cannes.kind.{kind}"), True, palette.CREAM)
        s.blit(head, head.get_rect(center=(w // 2, 9)))
        if c.kind == SCREENPLAY:
            # a long title and five scenes take smaller type, never past the card's edge
            # (issue 27: "Drama" was cut at the bottom)
            for title_size, size in ((12, 11), (11, 10), (10, 10)):
                f = self.font("body", size)
                ink = f.get_ascent() - f.get_descent() // 2
                top = 24 + len(self._lines(c.name, ("bold", title_size), w - 8)) * (
                    self.font("bold", title_size).get_linesize() - 2)
                step = min(13, (h - 5 - top - ink) // max(1, len(c.needs) - 1))
                if step >= size + 1:
                    break
            y = self._wrap(s, c.name, ("bold", title_size), palette.INK, 22, w - 8)
            for k in c.needs:
                pygame.draw.circle(s, GROUP_COLOUR[CARDS.scene_group[k]], (9, y + 6), 4)
                name = fit_text(f, self.scene_name(k), w - 20)
                s.blit(f.render(name, True, palette.INK), (16, y))
                y += step
        elif c.kind == SCENE:
            g = CARDS.scene_group[c.scene]
            pygame.draw.circle(s, GROUP_COLOUR[g], (w // 2, h // 2 - 4), 17)
            gl = self.font("title", 20).render("ABC"[g], True, palette.CREAM)
            s.blit(gl, gl.get_rect(center=(w // 2, h // 2 - 4)))
            self._wrap(s, self.scene_name(c.scene), ("bold", 13), palette.INK, h - 30, w - 6)
        else:
            sign = self.t("cannes.card.woman" if c.female else "cannes.card.man")
            img = self.font("italic", 12).render(sign, True, (110, 90, 90))
            s.blit(img, img.get_rect(center=(w // 2, 28)))
            self._wrap(s, c.name, ("bold", 13), palette.INK, 40, w - 8)
            if rating:
                badge = self.font("title", 18).render(str(rating), True, col)
                s.blit(badge, badge.get_rect(midbottom=(w // 2, h - 4)))
        return s

    def _lines(self, text, font, width) -> list:
        f = self.font(*font)
        line, lines = "", []
        for word in text.split():
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        return lines + [line] if line else lines

    def _wrap(self, s, text, font, colour, y, width) -> int:
        f = self.font(*font)
        for ln in self._lines(text, font, width):
            img = f.render(ln, True, colour)
            s.blit(img, img.get_rect(midtop=(s.get_width() // 2, y)))
            y += f.get_linesize() - 2
        return y + 2

    # ---- auction cards ----------------------------------------------------------------------
    def auction_card(self, value: int, size=(L.CARD_W, L.CARD_H), state="") -> pygame.Surface:
        return self._get(("auc", value, size, state), lambda: self._paint_auction(value, size, state))

    def _paint_auction(self, value, size, state):
        w, h = size
        k = value // CARDS.auction_step
        suit = CARDS.suit(k)
        talent = CARDS.talent(k)
        edge = palette.HIGHLIGHT if state in ("sel", "win") else (80, 70, 60)
        s = rounded(size, (250, 246, 232), 6, edge, 3 if state in ("sel", "win") else 1)
        big = h >= 60
        if big:
            num = self.font("title", 20).render(str(value // 1000), True, SUIT_INK[suit])
            s.blit(num, num.get_rect(midtop=(w // 2, 4)))
            unit = self.font("semibold", 11).render("000 NF", True, (110, 100, 90))
            s.blit(unit, unit.get_rect(midtop=(w // 2, 28)))
            draw_suit(s, suit, (w // 2, h - 26 if talent else h - 20), 20)
            if talent:
                pygame.draw.rect(s, (150, 40, 60), (3, h - 13, w - 6, 11), border_radius=3)
                lab = self.font("bold", 9).render(self.t("cannes.card.talent"), True, palette.CREAM)
                s.blit(lab, lab.get_rect(center=(w // 2, h - 8)))
        else:                               # a bid under a lot: "T 150 ♦" on one line
            num = self.font("bold", 15).render(str(value // 1000), True, SUIT_INK[suit])
            s.blit(num, num.get_rect(midright=(w - 20, h // 2)))
            draw_suit(s, suit, (w - 10, h // 2), 11)
            if talent:
                pygame.draw.rect(s, (150, 40, 60), (3, 3, 12, h - 6), border_radius=3)
                lab = self.font("bold", 10).render("T", True, palette.CREAM)
                s.blit(lab, lab.get_rect(center=(9, h // 2)))
        if state == "dim":
            s.blit(rounded(size, (20, 20, 30, 120), 6), (0, 0))
        return s

    def auction_back(self, size=(62, 20)) -> pygame.Surface:
        def make():
            s = rounded(size, (120, 34, 46), 5, (230, 200, 150))
            pygame.draw.rect(s, (170, 70, 80), s.get_rect().inflate(-6, -6), 1, border_radius=3)
            return s
        return self._get(("aback", size), make)

    # ---- dice ------------------------------------------------------------------------------
    def die(self, v: int, size=40) -> pygame.Surface:
        def make():
            s = rounded((size, size), palette.CREAM, 7, (60, 50, 50))
            pips = {1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)],
                    4: [(1, 1), (1, 3), (3, 1), (3, 3)], 5: [(1, 1), (1, 3), (2, 2), (3, 1), (3, 3)],
                    6: [(1, 1), (1, 2), (1, 3), (3, 1), (3, 2), (3, 3)]}[v]
            for cx, cy in pips:
                pygame.draw.circle(s, palette.INK, (cx * size // 4, cy * size // 4), size // 10)
            return s
        return self._get(("die", v, size), make)

    # ---- seats ------------------------------------------------------------------------------
    def panel(self, seat: int, view, is_turn: bool, role: str, initial: str, rect):
        # keyed by what the panel shows, so an event elsewhere reuses it
        key = ("panel", seat, is_turn, role, rect.size, tuple(view.kinds(seat)),
               view.hand_sizes[seat], tuple(view.won[seat]["specials"]), view.director == seat,
               view.scores[seat] if view.scores is not None else None)
        return self._get(key, lambda: self._paint_panel(seat, view, is_turn, role, initial, rect))

    def _paint_panel(self, seat, view, is_turn, role, initial, rect):
        colour = palette.PLAYERS[seat % len(palette.PLAYERS)]
        s = paint_seat_frame(rect.size, colour, is_turn)
        seat_header(s, self.text, self.pawn(seat, initial, view.director == seat),
                    self.names[seat], role)
        y = 36 if rect.h >= 70 else 30
        x = 14
        t, s_kinds = self.t, view.kinds(seat)
        for letter, count in zip("TSV", s_kinds):
            mini = self.back(letter, (16, 22))
            s.blit(mini, (x, y))
            img = self.font("bold", 15).render(f"{count}", True, palette.TEXT)
            s.blit(img, (x + 19, y + 2))
            x += 40
        s.blit(self.auction_back((14, 20)), (x + 2, y + 1))
        hand = self.font("bold", 15).render(str(view.hand_sizes[seat]), True, palette.TEXT_DIM)
        s.blit(hand, (x + 20, y + 2))
        x2 = rect.w - 10
        for sid in reversed(view.won[seat]["specials"]):
            chip = self.special_chip(sid)
            x2 -= chip.get_width() + 3
            s.blit(chip, (x2, y + 1))
        if view.director == seat:
            badge = self.font("bold", 12).render(t("cannes.panel.director"), True, (30, 24, 10))
            b = rounded((badge.get_width() + 10, 16), palette.HIGHLIGHT, 4)
            b.blit(badge, (5, 0))
            s.blit(b, (rect.w - b.get_width() - 8, rect.h - 20))
        if rect.h >= 70 and view.scores is not None:
            img = self.font("bold", 14).render(t("cannes.panel.points", points=view.scores[seat]),
                                               True, palette.HIGHLIGHT)
            s.blit(img, (14, rect.h - 20))
        return s

    def special_chip(self, sid: str) -> pygame.Surface:
        def make():
            letters = {"quick": "QW", "ds19": "DS", "friends": "PF", "kindness": "SK"}
            key = f"cannes.special_short.{sid}"
            label = self.t(key)
            label = letters.get(sid, sid[:2]) if label == key else label
            img = self.font("bold", 11).render(label, True, (240, 236, 250))
            s = rounded((img.get_width() + 8, 18), KIND_COLOUR["X"], 4, (210, 200, 240))
            s.blit(img, img.get_rect(center=(s.get_width() // 2, 9)))
            return s
        return self._get(("chip", sid), make)

    def peek_marks(self, seats) -> pygame.Surface:
        """Small dots in the colours of the players who looked at a lot."""
        def make():
            s = pygame.Surface((max(1, 12 * len(seats)), 12), pygame.SRCALPHA)
            for i, p in enumerate(seats):
                pygame.draw.circle(s, palette.PLAYERS[p % len(palette.PLAYERS)], (6 + 12 * i, 6), 5)
                pygame.draw.circle(s, (20, 20, 20), (6 + 12 * i, 6), 5, 1)
            return s
        return self._get(("peeks", tuple(seats)), make)
