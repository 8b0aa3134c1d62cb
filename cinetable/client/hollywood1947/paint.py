"""Drawing Hollywood 1947's pieces in code: side symbols, Propaganda cards (face and
back), posters, Job chips, dice, trophy tokens and reels. Each piece is cached by what
it shows. Sides always come with a shape and a word, never colour alone.

Sizes given are pixels; the words on a piece are sized from its box (a card's, a Job
pill's) or with the zoom of where it lies (the board's posters, the hand's loyalty)."""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette, viewport
from cinetable.client.art import GOLD
from cinetable.client.hollywood1947 import card_art as A
from cinetable.client.hollywood1947 import deco as D
from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947 import piece_art
from cinetable.client.hollywood1947.genre_art import emblem
from cinetable.client.hollywood1947.job_art import JOB_LOOKS, job_face
from cinetable.client.hollywood1947.words import CARD_BY_ID, POSTER_BY_ID, SYMBOL
from cinetable.client.surface_cache import SurfaceCache

BLUE = (52, 96, 176)
RED = (186, 48, 44)
GREY = (130, 126, 120)
SIDE_COLOUR = {"patriot": BLUE, "communist": RED, "neutral": GREY}


def star_points(cx, cy, r, inner=0.45, n=5, rot=-math.pi / 2):
    pts = []
    for k in range(2 * n):
        rad = r if k % 2 == 0 else r * inner
        a = rot + k * math.pi / n
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return pts


def draw_symbol(surf, side: str, center, r: int) -> None:
    """Patriot: a blue shield with a white star. Communist: a red disc with a gold hammer.
    Neutral: a grey diamond."""
    x, y = center
    if side == "patriot":
        shield = [(x - r, y - r), (x + r, y - r), (x + r, y + r * 0.2), (x, y + r * 1.1),
                  (x - r, y + r * 0.2)]
        pygame.draw.polygon(surf, BLUE, shield)
        pygame.draw.polygon(surf, palette.CREAM, star_points(x, y - r * 0.1, r * 0.62))
    elif side == "communist":
        pygame.draw.circle(surf, RED, (x, y), r)
        pygame.draw.line(surf, GOLD, (x - r * 0.45, y + r * 0.55), (x + r * 0.35, y - r * 0.35),
                         max(2, r // 4))
        head = pygame.Rect(0, 0, r * 0.9, r * 0.42)
        head.center = (x + r * 0.3, y - r * 0.42)
        pygame.draw.rect(surf, GOLD, head, border_radius=2)
    else:
        pygame.draw.polygon(surf, GREY, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
        pygame.draw.polygon(surf, palette.CREAM, [(x, y - r), (x + r, y), (x, y + r),
                                                  (x - r, y)], 2)


def card_layout(w: int, h: int, line_heights: list) -> tuple:
    """A card face's (picture band, seals' centre y, seal radius, words' top y): the
    words under the seals, the picture shorter for two lines; on a small card (the
    recap's) two lines at the legible floor ran up over the seals, so the picture and
    its seals move up to leave them room."""
    r = max(viewport.px(5), min(w // 7, h // 11))
    need = sum(line_heights)
    band = 0.56 if len(line_heights) > 1 else 0.62
    band = min(band, (h - viewport.px(4) - need - 1.3 * r) / h)
    seal_y = int(h * band)
    return band, seal_y, r, seal_y + int(r * 1.3)


class Painter:
    def __init__(self, fonts, words):
        self.fonts = fonts
        self.w = words
        self._cache = SurfaceCache(limit=400, max_bytes=8 << 20)   # keys by what is shown
        self.art_used: dict = {}          # what each face was drawn with (the tests read it)

    def _get(self, key, make):
        img = self._cache.get(key)
        if img is None:
            img = self._cache[key] = make()
        return img

    def card(self, card_id: str, size) -> pygame.Surface:
        return self._get(("card", card_id, size), lambda: self._card(card_id, size))

    def card_art(self, card_id: str) -> str:
        """The picture a card's face carries (its kind's)."""
        return A.KIND_ART[CARD_BY_ID[card_id].kind]

    def _card(self, card_id, size):
        c = CARD_BY_ID[card_id]
        w, h = size
        side = c.side
        label = self.w.card(card_id)
        f = self.fonts.pixel("semibold", max(viewport.font_px(10), h // 11))
        lines = label.split(" · ") if "·" in label else [label]
        imgs = []
        for line in lines:
            img = f.render(line, True, palette.INK)
            if img.get_width() > w - 6:
                img = pygame.transform.smoothscale(
                    img, (w - 6, max(1, img.get_height() * (w - 6) // img.get_width())))
            imgs.append(img)
        band, seal_y, r, y = card_layout(w, h, [i.get_height() for i in imgs])
        s = A.picture(self.card_art(card_id), side, size, band)
        self.art_used[c.kind] = self.card_art(card_id)
        # the symbols counted at the premiere: seals astride the picture's foot
        count = max(c.patriot, c.communist, 1)
        for k in range(count):
            cx = w // 2 + int((k - (count - 1) / 2) * 2.3 * r)
            pygame.draw.circle(s, palette.CREAM, (cx, seal_y), int(r * 1.3))
            draw_symbol(s, side, (cx, seal_y - r // 8), r)
        for img in imgs:
            s.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height()
        return s

    def back(self, size) -> pygame.Surface:
        return self._get(("back", size), lambda: A.back(size))

    def poster(self, poster_id: str | None, size) -> pygame.Surface:
        return self._get(("poster", poster_id, size), lambda: self._poster(poster_id, size))

    def _poster(self, poster_id, size):
        w, h = size
        Zp, Zf = L.zpx, L.zfont          # posters lie on the board (its recap, its premiere)
        s = pygame.Surface(size, pygame.SRCALPHA)
        if poster_id is None:
            pygame.draw.rect(s, (40, 36, 44), s.get_rect(), border_radius=Zp(8))
            pygame.draw.rect(s, palette.PANEL_EDGE, s.get_rect(), Zp(2), border_radius=Zp(8))
            img = self.fonts.pixel("title", h * 44 // 208).render("?", True, palette.TEXT_DIM)
            s.blit(img, img.get_rect(center=s.get_rect().center))
            return s
        p = POSTER_BY_ID[poster_id]
        side = SYMBOL[p.bias]
        top = {"patriot": (70, 92, 140), "communist": (130, 52, 48), "neutral": (96, 90, 80)}[side]
        for y in range(h):
            k = y / h
            col = tuple(int(c * (1 - 0.55 * k)) for c in top)
            pygame.draw.line(s, col, (0, y), (w, y))
        # searchlights crossing over a skyline: the same frame for every genre, its name on top
        for a, fx in ((0.32, 0.2), (-0.32, 0.8), (0.08, 0.45)):
            D.beam(s, (w * fx, h * 0.78), a, h * 0.9, w * 0.1, (255, 246, 210, 34))
        d = int(min(w * 0.6, h * 0.36))       # the genre's emblem, its foot behind the skyline
        s.blit(emblem(p.id, d), (w // 2 - d // 2, int(h * 0.44) - d // 2))
        self.art_used[("poster", p.id)] = p.id
        for k in range(7):
            bw = w / 7
            bh = h * (0.12 + 0.1 * ((k * 37) % 5) / 4)
            pygame.draw.rect(s, (20, 18, 24), (k * bw, h * 0.78 - bh, bw - 2, bh + 2))
        pygame.draw.rect(s, (20, 18, 24), (0, h * 0.78, w, h * 0.22))
        name = self.w.poster(p.id)
        size = 22 if len(name) < 11 else 17
        while size > 10 and self.fonts.get("title", Zf(size)).size(name.upper())[0] > w - Zp(8):
            size -= 1                    # a long genre on a small poster (the recap's)
        title = self.fonts.get("title", Zf(size)).render(name.upper(), True, palette.CREAM)
        s.blit(title, title.get_rect(midtop=(w // 2, Zp(12))))
        r = Zp(13 if w >= Zp(120) else 9)     # a small poster (the recap's): a smaller seal
        room = w - 2 * r - Zp(9 + 8 + 6)       # the side's word stays clear of the seal
        size = 12
        symbol = self.w.symbol(p.bias)
        while size > 9 and self.fonts.get("semibold", Zf(size)).size(symbol)[0] > room:
            size -= 1
        word = self.fonts.get("semibold", Zf(size)).render(symbol, True, palette.CREAM)
        s.blit(word, word.get_rect(bottomleft=(Zp(8), h - Zp(10))))
        # text at its legible floor (a small window) may still be too wide: a smaller
        # seal beside it, or the seal above it
        fit = (w - word.get_width() - Zp(9 + 8 + 6)) // 2
        if fit >= Zp(7):
            r = min(r, fit)
            draw_symbol(s, side, (w - r - Zp(9), h - r - Zp(11)), r)
        else:
            draw_symbol(s, side, (w - r - Zp(9), h - word.get_height() - r - Zp(16)), r)
        pygame.draw.rect(s, GOLD, s.get_rect(), Zp(3), border_radius=Zp(8))
        D.stepped_frame(s, s.get_rect().inflate(-Zp(10), -Zp(10)), (190, 150, 70), 1, Zp(5))
        return s

    def job_pill(self, j: int, h: int, used: bool = False, size: int = 15,
                 face: bool = True) -> pygame.Surface:
        """A Job card as a pill, "3 Director", its name in body-text size (the old chips
        squeezed it to 7 px), with the job's figure unless `face` is False (a short seat
        panel keeps that room for the seat's last move)."""
        return self._get(("pill", j, h, used, size, face),
                         lambda: self._job_pill(j, h, used, size, face))

    def _job_pill(self, j, h, used, size, with_face=True):
        k = h / 25                       # the pill's padding grows with its height
        pad, gap, end = round(6 * k), round(5 * k), round(7 * k)
        num = self.fonts.pixel("title", h * 19 // 25).render(str(j + 1), True, palette.INK)
        name = self.fonts.get("semibold", size).render(self.w.job(j), True, palette.INK)
        face = job_face(j, h - 2 * max(2, round(2 * k)), used)   # the job's own figure
        self.art_used[("job", j)] = JOB_LOOKS[j]
        if not with_face:
            face = pygame.Surface((0, 0))
        lead = face.get_width() + max(2, round(2 * k)) + gap
        w = lead + num.get_width() + gap + name.get_width() + end
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, (228, 214, 180) if not used else (150, 142, 124), s.get_rect(),
                         border_radius=pad)
        s.blit(face, face.get_rect(midleft=(max(2, round(2 * k)), h // 2)))
        pygame.draw.rect(s, (90, 70, 40), s.get_rect(), max(2, round(2 * k)), border_radius=pad)
        s.blit(num, num.get_rect(midleft=(lead, h // 2)))
        s.blit(name, name.get_rect(midleft=(lead + num.get_width() + gap, h // 2)))
        return s

    def die(self, size: int, star: bool, tilt: float = 0.0) -> pygame.Surface:
        face = self._get(("die", size, star), lambda: piece_art.die_face(size, star))
        if not tilt:
            return face
        # a tumbling die: its cached face turned (not drawn again for every angle)
        return self._get(("die", size, star, round(tilt, 1)),
                         lambda: pygame.transform.rotate(face, tilt))

    def token(self, r: int) -> pygame.Surface:
        return self._get(("token", r), lambda: piece_art.trophy(r))

    def reel(self, r: int, side: str | None) -> pygame.Surface:
        return self._get(("reel", r, side), lambda: self._reel(r, side))

    def _reel(self, r, side):
        s = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
        col = SIDE_COLOUR.get(side, (60, 56, 64)) if side else (60, 56, 64)
        pygame.draw.circle(s, col, (r, r), r)
        pygame.draw.circle(s, (20, 18, 24), (r, r), r, max(2, r // 5))
        for k in range(5):
            a = k * 2 * math.pi / 5
            pygame.draw.circle(s, (20, 18, 24), (r + r * 0.55 * math.cos(a),
                                                 r + r * 0.55 * math.sin(a)), max(2, r // 5))
        pygame.draw.circle(s, (20, 18, 24), (r, r), max(2, r // 6))
        return s

    def loyalty(self, k: str | None, size) -> pygame.Surface:
        return self._get(("loyalty", k, size), lambda: self._loyalty(k, size))

    def _loyalty(self, k, size):
        w, h = size
        z = L.HAND_ZOOM                   # it lies beside the hand: it grows with it
        P = viewport.px
        if k is None:                     # face down: the loyalty deck's back
            s = A.back(size)
            img = self.fonts.get("semibold", 13 * z).render(
                self.w.t("hollywood1947.loyalty_hidden"), True, palette.BRASS)
            plate = img.get_rect(midtop=(w // 2, h // 2 + P(24 * z))).inflate(P(8), P(2))
            pygame.draw.rect(s, (30, 20, 24), plate, border_radius=P(4))
            pygame.draw.rect(s, palette.BRASS_DIM, plate, 1, border_radius=P(4))
            s.blit(img, img.get_rect(center=plate.center))
            # a dark foot for the keys the board writes there ("click or L")
            pygame.draw.rect(s, (30, 20, 24), (P(6), h - P(30), w - P(12), P(26)),
                             border_radius=P(4))
            return s
        side = {"patriot": "patriot", "communist": "communist", "star": "star"}[k]
        s = A.picture(A.LOYALTY_ART[k], side, size, 0.68)
        self.art_used[("loyalty", k)] = A.LOYALTY_ART[k]
        img = self.fonts.get("bold", 15 * z).render(self.w.loyalty(k), True, palette.INK)
        if img.get_width() > w - P(6):
            img = pygame.transform.smoothscale(
                img, (w - P(6), max(1, img.get_height() * (w - P(6)) // img.get_width())))
        s.blit(img, img.get_rect(midtop=(w // 2, int(h * 0.7))))
        return s
