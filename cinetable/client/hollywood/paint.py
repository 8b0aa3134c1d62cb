"""Painting Hollywood! cards and genre symbols (stars, statuettes and reel tokens are the
shared ones of client/art.py).

Every card is painted once per size into a cached surface. Shapes are drawn at twice the
size and smooth-scaled down (cheap antialiasing, done once); text is rendered at the
final size on top so it stays sharp. Genres always show a symbol as well as a colour:
action = a starburst, horror = a skull, romance = a heart (colour-blind players).
"""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette, viewport

# shared with the other games and the results (client/art.py); imported names stay here
from cinetable.client.art import (  # noqa: F401
    GOLD,
    GOLD_DARK,
    SS,
    card_frame,
    darker,
    draw_reel,
    draw_star,
    draw_statuette,
    lighter,
    reel_token,
    star_points,
)
from cinetable.client.hollywood.extras import paint_back
from cinetable.client.hollywood.vignettes import variant_of, vignette
from cinetable.client.portraits import cast, portrait
from cinetable.client.table.text import render_rich, star_icon  # noqa: F401  (shared)
from cinetable.client.text_wrap import wrap
from cinetable.games.hollywood.cards import BLOCKBUSTER, STAR, load_cards

CARDS = load_cards()
# [designed] the leading ladies of the star deck, by first name (the card data has no
# such field): they get the hair, gowns and pearls of one
LADIES = {"Veronica", "Lauren", "Gloria", "Rita", "Ida", "June"}
STAR_LOOKS = cast([c.name for c in CARDS.stars],                 # no two stars alike
                  feminine={c.name for c in CARDS.stars if c.name.split()[0] in LADIES})
MARQUEE_RED = (142, 30, 42)
NIGHT = (34, 30, 44)


def genre_colour(g: int) -> tuple:
    return tuple(CARDS.genres[g].colour)


def luminance(c) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


# ---- primitives ------------------------------------------------------------------------
def draw_symbol(surf, genre_id: str, center, size: float, colour, hole=None):
    """A genre symbol of overall size `size` centred at `center`. `hole` colours the
    eye sockets of the skull (the background it sits on)."""
    cx, cy = center
    s = size
    if genre_id == "action":           # an explosion: an irregular jagged burst
        radii = (0.5, 0.3, 0.42, 0.27, 0.5, 0.3, 0.38, 0.26, 0.48, 0.31, 0.4, 0.27,
                 0.5, 0.29, 0.36, 0.26)
        pts = [(cx + s * r * math.cos(-math.pi / 2 + i * 2 * math.pi / len(radii)),
                cy + s * r * math.sin(-math.pi / 2 + i * 2 * math.pi / len(radii)))
               for i, r in enumerate(radii)]
        pygame.draw.polygon(surf, colour, pts)
        if hole:
            inner = star_points(cx, cy, s * 0.2, s * 0.1, points=6)
            pygame.draw.polygon(surf, hole, inner)
    elif genre_id == "horror":         # a skull: cranium, jaw, two eyes, nose
        hole = hole or (0, 0, 0)
        pygame.draw.circle(surf, colour, (cx, cy - s * 0.08), s * 0.38)
        jaw = pygame.Rect(0, 0, s * 0.46, s * 0.3)
        jaw.center = (int(cx), int(cy + s * 0.26))
        pygame.draw.rect(surf, colour, jaw, border_radius=int(s * 0.06))
        for dx in (-0.15, 0.15):
            pygame.draw.circle(surf, hole, (cx + dx * s, cy - s * 0.04), s * 0.1)
        pygame.draw.polygon(surf, hole, [(cx, cy + s * 0.08), (cx - s * 0.05, cy + s * 0.16),
                                         (cx + s * 0.05, cy + s * 0.16)])
        for dx in (-0.1, 0.0, 0.1):
            pygame.draw.line(surf, hole, (cx + dx * s, cy + s * 0.3),
                             (cx + dx * s, cy + s * 0.4), max(1, int(s * 0.035)))
    else:                              # romance: a heart (two lobes and a point)
        r = s * 0.24
        pygame.draw.circle(surf, colour, (cx - r * 0.95, cy - s * 0.1), r)
        pygame.draw.circle(surf, colour, (cx + r * 0.95, cy - s * 0.1), r)
        pygame.draw.polygon(surf, colour, [(cx - s * 0.46, cy - s * 0.02),
                                           (cx + s * 0.46, cy - s * 0.02),
                                           (cx, cy + s * 0.44)])


def blit_lines(surf, font, lines, colour, center_x, top, spacing=0):
    y = top
    for line in lines:
        img = font.render(line, True, colour)
        surf.blit(img, img.get_rect(midtop=(center_x, y)))
        y += font.get_linesize() + spacing
    return y


# ---- cards -----------------------------------------------------------------------------
class CardPainter:
    """Cached card faces (full size for the layout, mini for tableaus) and tokens.

    Sizes are pixels. A full card is designed 112 wide: its art and text are drawn at
    `q` (its width / 112) times the design's lengths, fonts at their pixel size."""

    def __init__(self, fonts, t=None, card_size=(112, 132), mini_size=(34, 46)):
        self.fonts = fonts
        self.t = t or (lambda key, **kw: key)
        self.card_size = card_size
        self.mini_size = mini_size
        self.q = card_size[0] / 112
        self._faces: dict = {}
        self._tokens: dict = {}
        self.art: dict[int, str] = {}   # card -> the illustration its face was painted with

    def font(self, role: str, size: float) -> pygame.font.Font:
        """A font for text designed at `size` on a full card, at the card's scale (never
        under the legible floor)."""
        return self.fonts.pixel(role, max(viewport.font_px(0), round(size * self.q)))

    def label(self, key: str, default: str) -> str:
        text = self.t(key)
        return default if text == key else text

    # -- full cards ----------------------------------------------------------------------
    def face(self, card: int) -> pygame.Surface:
        key = ("face", card)
        surf = self._faces.get(key)
        if surf is None:
            surf = self._paint_face(CARDS.cards[card], *self.card_size)
            self._faces[key] = surf
        return surf

    def _base(self, w, h, face, edge, radius=9):
        return card_frame(w, h, face, edge, radius)

    def _paint_face(self, c, w, h) -> pygame.Surface:
        if c.kind == STAR:
            return self._paint_star(c, w, h)
        if c.kind == BLOCKBUSTER:
            return self._paint_blockbuster(c, w, h)
        return self._paint_film(c, w, h)

    def _picture(self, surf, top: int, img) -> pygame.Rect:
        """The card's illustration below its band, inside the edge, with a gold hairline."""
        w, h = surf.get_size()
        m = max(2, round(4 * self.q))
        r = pygame.Rect(m, top, w - 2 * m, h - top - m)
        surf.blit(img, r)
        pygame.draw.rect(surf, GOLD, r, max(1, round(self.q)))
        return r

    def _plate_h(self, font, w: int, text: str) -> int:
        lines = wrap(font, text, w - round(16 * self.q), max_lines=3)
        step = font.get_linesize() - round(2 * self.q)
        return step * len(lines) + 2 * max(2, round(3 * self.q))

    def _plate(self, surf, font, text: str, top: int, colour=palette.INK) -> int:
        """The words for play on a cream plate across the picture's top: the title stays
        readable whatever is drawn behind it. Returns the plate's bottom."""
        w = surf.get_width()
        lines = wrap(font, text, w - round(16 * self.q), max_lines=3)
        pad = max(2, round(3 * self.q))
        step = font.get_linesize() - round(2 * self.q)
        plate = pygame.Surface((w - round(12 * self.q), step * len(lines) + 2 * pad),
                               pygame.SRCALPHA)
        pygame.draw.rect(plate, (*palette.CREAM, 236), plate.get_rect(),
                         border_radius=max(2, round(4 * self.q)))
        pygame.draw.rect(plate, GOLD_DARK, plate.get_rect(), 1,
                         border_radius=max(2, round(4 * self.q)))
        r = surf.blit(plate, plate.get_rect(midtop=(w // 2, top)))
        blit_lines(surf, font, lines, colour, w // 2, top + pad - round(self.q), -round(2 * self.q))
        return r.bottom

    def _tag(self, surf, img, **where) -> None:
        """A small cream plate under a number or word drawn on the picture."""
        r = img.get_rect(**where)
        pygame.draw.rect(surf, palette.CREAM, r.inflate(round(6 * self.q), round(2 * self.q)),
                         border_radius=max(2, round(4 * self.q)))
        surf.blit(img, r)

    def _paint_film(self, c, w, h):
        q = self.q
        g = CARDS.genres[c.genre]
        col = genre_colour(c.genre)
        band_h = round(26 * q)
        big = self._base(w, h, palette.CREAM, darker(col, 0.7) if not c.award else GOLD_DARK,
                         round(9 * q))
        band = pygame.Rect(2 * SS, 2 * SS, (w - 4) * SS, band_h * SS)
        pygame.draw.rect(big, col, band, border_top_left_radius=round(8 * q) * SS,
                         border_top_right_radius=round(8 * q) * SS)
        draw_symbol(big, g.id, (13 * q * SS, (2 + band_h / 2) * SS), 18 * q * SS, palette.CREAM,
                    hole=col)
        surf = pygame.transform.smoothscale(big, (w, h))
        m = max(2, round(4 * q))
        ph = h - band_h - 2 - m
        below = (round(6 * q) + self._plate_h(self.font("semibold", 15), w, c.name)) / ph
        titles = [f.name for f in CARDS.cards if f.genre == c.genre]
        img, motif = vignette(g.id, c.name, w - 2 * m, ph, col, min(0.6, below),
                              variant_of(g.id, c.name, titles))
        self.art[c.index] = f"{g.id}:{motif}"
        self._picture(surf, band_h + 2, img)
        f_genre = self.font("bold", 12)
        genre_name = self.label(f"hollywood.genre.{g.id}", g.name).upper()
        img = f_genre.render(genre_name, True, palette.CREAM)
        surf.blit(img, (round(26 * q), 2 + (band_h - img.get_height()) // 2))
        self._plate(surf, self.font("semibold", 15), c.name, band_h + round(6 * q))
        if c.award:
            big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
            pygame.draw.rect(big, GOLD, big.get_rect().inflate(-5 * q * SS, -5 * q * SS),
                             max(1, round(2 * q)) * SS, border_radius=round(7 * q) * SS)
            plinth = pygame.Rect(6 * q * SS, (h - 42 * q) * SS, 46 * q * SS, 36 * q * SS)
            pygame.draw.rect(big, palette.CREAM, plinth, border_radius=round(6 * q) * SS)
            draw_statuette(big, pygame.Rect(10 * q * SS, (h - 40 * q) * SS, 20 * q * SS,
                                            32 * q * SS))
            surf.blit(pygame.transform.smoothscale(big, (w, h)), (0, 0))
            img = self.font("bold", 18).render("×2", True, GOLD_DARK)
            surf.blit(img, (round(32 * q), h - round(8 * q) - img.get_height()))
        return surf

    def _paint_star(self, c, w, h):
        q = self.q
        band_h = round(30 * q)
        big = self._base(w, h, palette.CREAM, NIGHT, round(9 * q))
        band = pygame.Rect(2 * SS, 2 * SS, (w - 4) * SS, band_h * SS)
        pygame.draw.rect(big, NIGHT, band, border_top_left_radius=round(8 * q) * SS,
                         border_top_right_radius=round(8 * q) * SS)
        n = c.value
        gap = 22 * q
        x0 = w / 2 - gap * (n - 1) / 2
        for i in range(n):
            draw_star(big, ((x0 + i * gap) * SS, (2 + band_h / 2) * SS), 10 * q * SS, GOLD)
        surf = pygame.transform.smoothscale(big, (w, h))
        m = max(2, round(4 * q))
        look = STAR_LOOKS[c.name]
        self.art[c.index] = f"portrait:{look.hair}/{look.costume}/{look.accessory}"
        ph = h - band_h - 2 - m
        below = (round(4 * q) + self._plate_h(self.font("bold", 15), w, c.name)) / ph
        # the hair may pass under the plate's lower edge: the face stays clear of it
        self._picture(surf, band_h + 2, portrait(c.name, w - 2 * m, ph, look,
                                                 min(0.6, below * 0.85)))
        self._plate(surf, self.font("bold", 15), c.name, band_h + round(5 * q))
        cap = self.font("italic", 13).render(self.label("hollywood.card.star", "Star"),
                                             True, darker(palette.INK, 1.6))
        self._tag(surf, cap, bottomleft=(round(10 * q), h - round(8 * q)))
        val = self.font("title", 22).render(f"×{n}", True, GOLD_DARK)
        self._tag(surf, val, bottomright=(w - round(10 * q), h - round(7 * q)))
        return surf

    def _paint_blockbuster(self, c, w, h):
        q = self.q
        band_h = round(26 * q)
        m = round(5 * q)                          # the band's margin
        big = self._base(w, h, (250, 236, 186), GOLD_DARK, round(9 * q))
        band = pygame.Rect(m * SS, m * SS, (w - 2 * m) * SS, band_h * SS)
        pygame.draw.rect(big, MARQUEE_RED, band, border_radius=round(4 * q) * SS)
        for k in range(9):                        # marquee bulbs along the band
            x = (10 * q + k * (w - 20 * q) / 8) * SS
            pygame.draw.circle(big, (255, 224, 140), (x, (m + 3 * q) * SS), 1.6 * q * SS)
            pygame.draw.circle(big, (255, 224, 140), (x, (m + band_h - 3 * q) * SS),
                               1.6 * q * SS)
        surf = pygame.transform.smoothscale(big, (w, h))
        pm = max(2, round(4 * q))
        top = m + band_h + max(1, round(2 * q))
        ph = h - top - pm
        below = (round(4 * q) + self._plate_h(self.font("bold", 15), w, c.name)) / ph
        img, motif = vignette("blockbuster", c.name, w - 2 * pm, ph, top=min(0.6, below))
        self.art[c.index] = f"blockbuster:{motif}"
        self._picture(surf, top, img)
        img = self.font("title", 13).render(
            self.label("hollywood.card.blockbuster", "BLOCKBUSTER").upper(), True,
            (255, 236, 190))
        if img.get_width() > w - 2 * m - 4:       # a long word at the legible floor
            img = pygame.transform.smoothscale(
                img, (w - 2 * m - 4, round(img.get_height() * (w - 2 * m - 4) / img.get_width())))
        surf.blit(img, img.get_rect(center=(w // 2, m + band_h // 2)))
        self._plate(surf, self.font("bold", 15), c.name, top + round(4 * q))
        val = self.font("title", 24).render("+2", True, MARQUEE_RED)
        self._tag(surf, val, bottomleft=(round(10 * q), h - m))   # the picture's middle free
        return surf

    def back(self, deck: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The back of the "star" or "film" deck, at the card's size unless told (for a
        deal or a flip: cached like the faces)."""
        w, h = size or self.card_size
        key = ("back", deck, w, h)
        surf = self._faces.get(key)
        if surf is None:
            surf = paint_back(self.fonts, deck, w, h)
            self._faces[key] = surf
        return surf

    # -- mini cards for tableaus ---------------------------------------------------------
    def mini(self, card: int) -> pygame.Surface:
        key = ("mini", card)
        surf = self._faces.get(key)
        if surf is None:
            surf = self._paint_mini(CARDS.cards[card], *self.mini_size)
            self._faces[key] = surf
        return surf

    def _paint_mini(self, c, w, h):
        band = round(h * 0.26)
        if c.kind == STAR:
            big = self._base(w, h, palette.CREAM, NIGHT, radius=4)
            pygame.draw.rect(big, NIGHT, pygame.Rect(SS, SS, (w - 2) * SS, band * SS),
                             border_top_left_radius=3 * SS, border_top_right_radius=3 * SS)
            n = c.value
            r = band * 0.32
            gap = r * 2.1
            x0 = w / 2 - gap * (n - 1) / 2
            for i in range(n):
                draw_star(big, ((x0 + i * gap) * SS, (1 + band / 2) * SS), r * SS, GOLD)
            surf = pygame.transform.smoothscale(big, (w, h))
            # the star's face behind the value, so a tableau shows who joined
            top = band + 1
            look = STAR_LOOKS[c.name]
            self.art[c.index] = self.art.get(c.index, f"portrait:{look.hair}")
            surf.blit(portrait(c.name, w - 4, h - top - 2, look), (2, top))
            img = self.fonts.pixel("title", max(viewport.font_px(0), round(h * 0.24))).render(
                f"×{n}", True, GOLD_DARK)
            self._tag(surf, img, bottomright=(w - 3, h - 2))     # on the shoulder, face clear
            return surf
        if c.kind == BLOCKBUSTER:
            big = self._base(w, h, (250, 236, 186), GOLD_DARK, radius=4)
            pygame.draw.rect(big, GOLD, big.get_rect().inflate(-4 * SS, -4 * SS), 2 * SS,
                             border_radius=3 * SS)
            pygame.draw.rect(big, MARQUEE_RED,
                             pygame.Rect(3 * SS, 3 * SS, (w - 6) * SS, (band - 4) * SS),
                             border_radius=2 * SS)
            surf = pygame.transform.smoothscale(big, (w, h))
            img = self.fonts.pixel("title", round(h * 0.3)).render("+2", True, MARQUEE_RED)
            surf.blit(img, img.get_rect(center=(w // 2, (h + band) // 2)))
            return surf
        g = CARDS.genres[c.genre]
        col = genre_colour(c.genre)
        big = self._base(w, h, palette.CREAM, GOLD_DARK if c.award else darker(col, 0.7),
                         radius=4)
        pygame.draw.rect(big, col, pygame.Rect(SS, SS, (w - 2) * SS, band * SS),
                         border_top_left_radius=3 * SS, border_top_right_radius=3 * SS)
        draw_symbol(big, g.id, (w / 2 * SS, (h + band) / 2 * SS), w * 0.5 * SS, col,
                    hole=palette.CREAM)
        if c.award:
            sw = band * 0.7
            draw_statuette(big, pygame.Rect((w / 2 - sw / 2) * SS, 2 * SS, sw * SS,
                                            (band - 3) * SS), colour=(255, 226, 130), shade=GOLD)
        return pygame.transform.smoothscale(big, (w, h))

    # -- tokens ---------------------------------------------------------------------------
    def token(self, seat: int, initial: str, r: int = 17, ring=None) -> pygame.Surface:
        key = (seat, initial, r, ring)
        surf = self._tokens.get(key)
        if surf is None:
            surf = reel_token(self.fonts, seat, initial, r, ring)
            self._tokens[key] = surf
        return surf

    def symbol(self, genre: int, size: int, colour=None) -> pygame.Surface:
        key = ("sym", genre, size, colour)
        surf = self._faces.get(key)
        if surf is None:
            big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
            col = colour or genre_colour(genre)
            draw_symbol(big, CARDS.genres[genre].id, (size / 2 * SS, size / 2 * SS), size * SS,
                        col, hole=(0, 0, 0, 0))
            surf = pygame.transform.smoothscale(big, (size, size))
            self._faces[key] = surf
        return surf

    def star_icon(self, size: int, colour=GOLD) -> pygame.Surface:
        key = ("staricon", size, colour)
        surf = self._faces.get(key)
        if surf is None:
            big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
            draw_star(big, (size / 2 * SS, size / 2 * SS), size / 2 * SS, colour)
            surf = pygame.transform.smoothscale(big, (size, size))
            self._faces[key] = surf
        return surf
