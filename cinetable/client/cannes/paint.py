"""Drawing Festival de Cannes: the film-strip track, pawns, lot cards (backs marked with
their kind's picture and word; faces for what you have seen), auction cards with their suit and the
Exceptional-talent mark, dice, seat panels. Every surface is painted once and cached.

Sizes are given in units; a card's art is laid out in units at its reference size and
grown by `g` (the layout's G for the table's lots and hand, 1 elsewhere): a length n of
the art is viewport.px(n * g) pixels and its type is designed at n * g units."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.art import GOLD_DARK, darker
from cinetable.client.cannes import layout as L
from cinetable.client.cannes import tokens
from cinetable.client.cannes.card_faces import (
    die_face,
    envelope,
    lot_back,
    scene_face,
    screenplay_face,
    special_face,
    star_face,
)
from cinetable.client.cannes.kind_marks import draw_mark
from cinetable.client.cannes.narrate import calendar_date
from cinetable.client.cannes.vignettes import picture
from cinetable.client.deco import stepped
from cinetable.client.surface_cache import SurfaceCache
from cinetable.client.table.seats import paint_seat_frame, seat_header
from cinetable.client.table.text import fit_text
from cinetable.client.text_wrap import wrap
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
    """A rounded box `size` pixels; radius and edge width in pixels."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, colour, s.get_rect(), border_radius=radius)
    if edge:
        pygame.draw.rect(s, edge, s.get_rect(), width, border_radius=radius)
    return s


def scaler(g: float):
    """Art lengths in units at growth g -> pixels."""
    return lambda n: viewport.px(n * g)


def sized(size, g: float | None, own) -> tuple:
    """(size, growth) of a card: its `own` size grown by the layout's G when no size is
    given, else `size` at growth g (1 by default)."""
    if size is None:
        return own, L.G if g is None else g
    return size, 1.0 if g is None else g


def pixels(size, g: float) -> tuple[int, int]:
    return viewport.px(size[0] * g), viewport.px(size[1] * g)


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
        self.art_used: dict = {}     # card id (or back kind) -> the picture on it

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
        r, q = L.TRACK, viewport.px
        pygame.draw.rect(surf, STRIP, r, border_radius=q(6))
        for x in range(r.x + q(10), r.right - q(8), q(18)):
            pygame.draw.rect(surf, (70, 64, 60), (x, r.y + q(6), q(9), q(7)), border_radius=q(2))
            pygame.draw.rect(surf, (70, 64, 60), (x, r.bottom - q(13), q(9), q(7)),
                             border_radius=q(2))
        small = self.font("semibold", 12)
        for sq in range(L.SQUARES):
            fr = L.square_rect(sq)
            end = sq % 2 == 0
            body = (58, 52, 46) if end else (44, 40, 38)
            pygame.draw.rect(surf, body, fr, border_radius=q(3))
            month = (5 + sq // 2) % 12 + 1
            if end:              # the month's vignette, faint: the pawns stand on it
                pic = picture("month", str(month), (fr.w - q(8), fr.h - q(8)))
                pic.set_alpha(150)
                surf.blit(pic, pic.get_rect(center=fr.center))
            if end and sq:
                pygame.draw.rect(surf, palette.BRASS_DIM, fr, 1, border_radius=q(3))
            label = calendar_date(self.t, 1 if end else 15, month)
            img = small.render(label, True, palette.TEXT if end else palette.TEXT_DIM)
            surf.blit(img, img.get_rect(midtop=(fr.centerx, fr.bottom + q(1))))

    def stage_glow(self, stage: int) -> pygame.Surface:
        def make():
            a, b, q = L.square_rect(2 * stage), L.square_rect(2 * stage + 2), viewport.px
            s = pygame.Surface((b.right - a.x + q(6), a.h + q(6)), pygame.SRCALPHA)
            pygame.draw.rect(s, (*palette.HIGHLIGHT, 200), s.get_rect(), q(2), border_radius=q(5))
            return s
        return self._get(("glow", stage), make)

    def pawn(self, seat: int, initial: str, director=False) -> pygame.Surface:
        def make():
            q = viewport.px
            s = pygame.Surface((q(22), q(22)), pygame.SRCALPHA)
            colour = palette.PLAYERS[seat % len(palette.PLAYERS)]
            c, r = (q(11), q(11)), q(10)
            pygame.draw.circle(s, darker(colour, 0.5), (c[0], q(12)), r)
            pygame.draw.circle(s, colour, c, r)
            pygame.draw.circle(s, palette.HIGHLIGHT if director else (20, 20, 20), c, r,
                               q(2) if director else 1)
            img = self.font("bold", 13).render(initial, True, (20, 20, 24))
            s.blit(img, img.get_rect(center=c))
            return s
        return self._get(("pawn", seat, initial, director), make)

    # ---- film cards -------------------------------------------------------------------------
    def back(self, kind: str, size=None, g: float | None = None) -> pygame.Surface:
        """A lot's back (`size` in units; a lot's own by default, grown by the layout's
        G): its kind's picture (kind_marks.py), and its word when big."""
        size, g = sized(size, g, L.LOT_U)

        def make():
            uw, uh = size
            q = scaler(g)
            w, h = pixels(size, g)
            col = KIND_COLOUR[kind]
            s = rounded((w, h), darker(col, 0.55), q(8 if uw > 30 else 4), (230, 210, 170))
            if kind not in "TSV":                    # a special card's back
                s, self.art_used[kind] = lot_back(self, kind, w, h, q, g, col)
                return s
            if uw <= 30:                             # a panel's count: the picture alone
                draw_mark(s, kind, pygame.Rect(q(2), q(3), w - q(4), h - q(6)), col,
                          darker(col, 0.55))
                return s
            s, self.art_used[kind] = lot_back(self, kind, w, h, q, g, col)
            self._back_word(s, self.t(f"cannes.kind.{kind}").upper(), col, g)
            return s
        return self._get(("back", kind, size, g, viewport.u()), make)

    def _back_word(self, s, word: str, col, g: float) -> None:
        """The kind's word at the foot of a lot's back, inside its frame; a word too
        long for it even in the condensed face (Italian's SCENEGGIATURA: type is never
        under the legible floor) breaks the frame's sides instead of being cut."""
        q = scaler(g)
        w, h = s.get_size()
        fonts = [self.font("semibold", k * g) for k in (12, 11, 10, 9)]
        fonts.append(self.font("title", 12 * g))
        f = next((f for f in fonts if f.size(word)[0] <= w - q(14)), None)
        if f is None:
            f = fonts[-1]
            word = fit_text(f, word, w - q(6))
            band = pygame.Rect(0, 0, f.size(word)[0] + q(4), f.get_height())
            band.midbottom = (w // 2, h - q(10))
            s.fill(darker(col, 0.55), band)
        img = f.render(word, True, col)
        s.blit(img, img.get_rect(midbottom=(w // 2, h - q(10))))

    def face(self, cid: str, rating: int | None = None, size=None, g: float | None = None,
             exact: tuple[int, int] | None = None):
        """A card's face (`size` in units; a lot's own by default, grown by G), or of
        `exact` pixels (the gallery's) with its art at growth g."""
        size, g = sized(size, g, L.LOT_U)
        return self._get(("face", cid, rating, size, g, exact, viewport.u()),
                         lambda: self._paint_face(cid, rating, size, g, exact))

    def _paint_face(self, cid, rating, size, g, exact=None):
        q = scaler(g)
        w, h = exact or pixels(size, g)
        if cid in SPECIAL_IDS:
            s, self.art_used[cid] = special_face(self, cid, w, h, q, g, KIND_COLOUR["X"])
            return s
        c = BY_ID[cid]
        kind = "TSV"[c.kind]
        col = KIND_COLOUR[kind]
        if c.kind == SCENE:
            s, self.art_used[cid] = scene_face(self, c, w, h, q, g, col, GROUP_COLOUR)
            return s
        if c.kind != SCREENPLAY:
            s, self.art_used[cid] = star_face(self, c, rating, w, h, q, g, col)
            return s
        s, self.art_used[cid] = screenplay_face(self, c, w, h, q, g, col, GROUP_COLOUR)
        return s

    def _lines(self, text, font, width) -> list:
        return wrap(self.font(*font), text, width)

    def _wrap(self, s, text, font, colour, y, width, tight) -> int:
        """`text` centred on `s` from `y` in lines `width` pixels wide, `tight` pixels
        closer than the font's line spacing; the y after it."""
        f = self.font(*font)
        for ln in self._lines(text, font, width):
            img = f.render(ln, True, colour)
            s.blit(img, img.get_rect(midtop=(s.get_width() // 2, y)))
            y += f.get_linesize() - tight
        return y + tight

    # ---- auction cards ----------------------------------------------------------------------
    def auction_card(self, value: int, size=None, state="", g: float | None = None):
        """An auction card (`size` in units; a card of the hand by default, grown by G;
        a bid's when less than 60 units tall)."""
        size, g = sized(size, g, L.CARD_U)
        return self._get(("auc", value, size, state, g, viewport.u()),
                         lambda: self._paint_auction(value, size, state, g))

    def _paint_auction(self, value, size, state, g):
        q = scaler(g)
        w, h = pixels(size, g)
        k = value // CARDS.auction_step
        suit = CARDS.suit(k)
        talent = CARDS.talent(k)
        edge = palette.HIGHLIGHT if state in ("sel", "win") else (80, 70, 60)
        s = rounded((w, h), (250, 246, 232), q(6), edge, q(3) if state in ("sel", "win") else 1)
        if size[1] >= 60:
            k = max(2, q(3))
            pygame.draw.polygon(s, GOLD_DARK, stepped(s.get_rect().inflate(-2 * k, -2 * k), k),
                                max(1, q(1)))
            num = self.font("title", 20 * g).render(str(value // 1000), True, SUIT_INK[suit])
            s.blit(num, num.get_rect(midtop=(w // 2, q(4))))
            unit_font = self.font("semibold", 11 * g)
            unit = unit_font.render("000 NF", True, (110, 100, 90))
            s.blit(unit, unit.get_rect(midtop=(w // 2, q(28))))
            gain = L.text_gain(9 * g)        # the band holds its word at the legible floor
            band = pygame.Rect(q(3), h - q(13) - gain, w - q(6), q(11) + gain)
            # the suit between "000 NF" and the band: type at the legible floor (960x600)
            # leaves it less room than designed, and it shrinks rather than overlap
            top, foot = q(28) + unit_font.get_ascent(), band.y if talent else h - q(6)
            draw_suit(s, suit, (w // 2, (top + foot) // 2),
                      max(q(8), min(q(20), foot - top - q(3))))
            if talent:
                pygame.draw.rect(s, (150, 40, 60), band, border_radius=q(3))
                f = self.font("bold", 9 * g)
                word = self.t("cannes.card.talent")
                if f.size(word)[0] > band.w:     # a small window: the bids' own mark
                    word = "T"
                lab = f.render(word, True, palette.CREAM)
                s.blit(lab, lab.get_rect(center=(w // 2, band.centery)))
        else:                               # a bid under a lot: "T 150 ♦" on one line
            num = self.font("bold", 15 * g).render(str(value // 1000), True, SUIT_INK[suit])
            s.blit(num, num.get_rect(midright=(w - q(20), h // 2)))
            draw_suit(s, suit, (w - q(10), h // 2), q(11))
            if talent:
                pygame.draw.rect(s, (150, 40, 60), (q(3), q(3), q(12), h - q(6)),
                                 border_radius=q(3))
                lab = self.font("bold", 10 * g).render("T", True, palette.CREAM)
                s.blit(lab, lab.get_rect(center=(q(9), h // 2)))
        if state == "dim":
            s.blit(rounded((w, h), (20, 20, 30, 120), q(6)), (0, 0))
        return s

    def auction_back(self, size=None, g: float | None = None) -> pygame.Surface:
        """A face-down auction card (`size` in units; a bid's by default, grown by G)."""
        size, g = sized(size, g, L.SMALL_U)

        return self._get(("aback", size, g, viewport.u()),
                         lambda: envelope(*pixels(size, g), scaler(g)))

    # ---- dice ------------------------------------------------------------------------------
    def die(self, v: int, size_u=40) -> pygame.Surface:
        """A die `size_u` units wide."""
        size = viewport.px(size_u)

        return self._get(("die", v, size), lambda: die_face(v, size, viewport.px(7)))

    # ---- seats ------------------------------------------------------------------------------
    def panel(self, seat: int, view, is_turn: bool, role: str, initial: str, rect):
        # keyed by what the panel shows, so an event elsewhere reuses it
        key = ("panel", seat, is_turn, role, rect.size, tuple(view.kinds(seat)),
               view.hand_sizes[seat], tuple(view.won[seat]["specials"]), view.director == seat,
               view.scores[seat] if view.scores is not None else None)
        return self._get(key, lambda: self._paint_panel(seat, view, is_turn, role, initial, rect))

    def _paint_panel(self, seat, view, is_turn, role, initial, rect):
        colour = palette.PLAYERS[seat % len(palette.PLAYERS)]
        q = viewport.px
        s = paint_seat_frame(rect.size, colour, is_turn)
        seat_header(s, self.text, self.pawn(seat, initial, view.director == seat),
                    self.names[seat], role)
        tall = rect.h >= q(70)
        y = q(36 if tall else 30)
        x = q(14)
        t, s_kinds = self.t, view.kinds(seat)
        for letter, count in zip("TSV", s_kinds):
            mini = self.back(letter, (16, 22))
            s.blit(mini, (x, y))
            img = self.font("bold", 15).render(f"{count}", True, palette.TEXT)
            s.blit(img, (x + q(19), y + q(2)))
            x += q(40)
        s.blit(self.auction_back((14, 20)), (x + q(2), y + q(1)))
        hand = self.font("bold", 15).render(str(view.hand_sizes[seat]), True, palette.TEXT_DIM)
        s.blit(hand, (x + q(20), y + q(2)))
        x2 = rect.w - q(10)
        top = tokens.chips_top(self, y, rect.h, view.director == seat)
        for sid in reversed(view.won[seat]["specials"]):
            chip = self.special_chip(sid)
            x2 -= chip.get_width() + q(3)
            s.blit(chip, (x2, top))
        if view.director == seat:
            b = self.director_badge()
            s.blit(b, (rect.w - b.get_width() - q(8), rect.h - q(4) - b.get_height()))
        if tall and view.scores is not None:
            img = self.font("bold", 14).render(t("cannes.panel.points", points=view.scores[seat]),
                                               True, palette.HIGHLIGHT)
            s.blit(img, (q(14), rect.h - q(20)))
        return s

    def director_badge(self) -> pygame.Surface:
        """DIRECTOR on its brass plaque (a seat panel's bottom right)."""
        return tokens.director_plaque(self, self.t("cannes.panel.director"))

    def special_chip(self, sid: str) -> pygame.Surface:
        """A special card won, as a tiny card with its emblem (a seat panel's row)."""
        return tokens.special_token(self, sid)

    def peek_marks(self, seats) -> pygame.Surface:
        """Small dots in the colours of the players who looked at a lot."""
        def make():
            q = viewport.px
            s = pygame.Surface((max(1, q(12) * len(seats)), q(12)), pygame.SRCALPHA)
            for i, p in enumerate(seats):
                c = (q(6) + q(12) * i, q(6))
                pygame.draw.circle(s, palette.PLAYERS[p % len(palette.PLAYERS)], c, q(5))
                pygame.draw.circle(s, (20, 20, 20), c, q(5), 1)
            return s
        return self._get(("peeks", tuple(seats)), make)
