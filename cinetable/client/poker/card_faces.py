"""Hollywood Poker's card faces and back, illustrated (issue 29): a cream card with a
gold hairline frame, the value in both top corners (the corner a fanned hand shows) and
the value's vignette filling the rest in a stepped Art Deco panel.

Shapes are drawn at art.SS times the card and smooth-scaled down to its pixel size;
the numerals are written afterwards at that size, sharp. The Painter caches the result."""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette, viewport
from cinetable.client.art import GOLD, GOLD_DARK, SS, darker, lighter, star_points
from cinetable.client.deco import stepped
from cinetable.client.poker.vignettes import draw_vignette

BACK = (128, 32, 44)             # the deck's colour: a velvet curtain's
DOUBLE_HUE = (118, 30, 42)       # [designed] the Double's picture on velvet, like the back
DOUBLE_INK = (70, 44, 10)


def numeral_ink(hue):
    """A value's numeral: its hue darkened to read on cream (the yellow and the cyan
    would be pale otherwise)."""
    return darker(hue, 0.72)


def _body(w, h, fill, edge):
    """The card's rounded body at SS times (w, h), with its gold hairline inside."""
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    radius = max(3, w // 9) * SS
    pygame.draw.rect(big, edge, big.get_rect(), border_radius=radius)
    pygame.draw.rect(big, fill, big.get_rect().inflate(-2 * SS, -2 * SS), border_radius=radius - SS)
    if w >= 30:
        inset = max(2, w // 22) * SS
        pygame.draw.rect(big, GOLD_DARK, big.get_rect().inflate(-2 * inset, -2 * inset), SS,
                         border_radius=max(1, radius - inset))
    return big


def band_height(h: int) -> int:
    """The numerals' band at the top of a card `h` pixels tall: a bigger share of a
    small card, whose value must read first."""
    return max(int(h * (0.34 if h < 80 else 0.27)), viewport.font_px(0) + 2)


def corner_gap(w: int) -> int:
    """[designed] The least room between the two corner values of a card `w` wide."""
    return max(4, w // 10)


def _numeral(fonts, label: str, size: int, room: int, ink) -> pygame.Surface:
    """The value at `size` pixels, made smaller until its ink is at most `room` wide;
    at the legible floor a value still too wide is narrowed."""
    floor = viewport.font_px(0)
    size = max(floor, size)
    num = fonts.pixel("title", size).render(label, True, ink)
    while num.get_bounding_rect().w > room and size > floor:
        size -= 1
        num = fonts.pixel("title", size).render(label, True, ink)
    wide = num.get_bounding_rect().w
    if wide > room > 0:
        num = pygame.transform.smoothscale(num, (max(1, num.get_width() * room // wide),
                                                 num.get_height()))
    return num


def paint_face(fonts, v: int, double: bool, hue, size, word: str = "") -> tuple[pygame.Surface, str]:
    """A card face of `size` pixels and the name of the picture on it. `word` (the
    Double's name) is written on a ribbon across the picture's foot."""
    w, h = size
    body = (232, 196, 80) if double else palette.CREAM
    big = _body(w, h, body, (60, 50, 50))
    m = max(3, round(w * 0.09))
    band = band_height(h)
    panel = pygame.Rect(m * SS, band * SS, (w - 2 * m) * SS, (h - band - m) * SS)
    art = draw_vignette(big, panel, v, DOUBLE_HUE if double else hue, double)
    step = max(2, w // 14) * SS
    cut = panel.inflate(SS, SS)
    for (x, y) in ((cut.left, cut.top), (cut.right - step, cut.top),
                   (cut.left, cut.bottom - step), (cut.right - step, cut.bottom - step)):
        pygame.draw.rect(big, body, (x, y, step, step))
    pygame.draw.polygon(big, GOLD_DARK, stepped(panel, step), SS)
    ink = DOUBLE_INK if double else numeral_ink(hue)
    label = "D" if double else str(v)
    both = w >= 56          # [designed] a small card: one value, as big as it can be
    # the value at the card's pixel size, never under the legible floor; two values keep
    # a gap between them (a "10" in each corner read as "1010")
    room = (w - 2 * m + 1 - corner_gap(w)) // 2 if both else w
    num = _numeral(fonts, label, int(band * 0.98), room, ink)
    d = max(2, w // 16) * SS
    cy = (band + m * 0.5) * SS / 2
    # a deco diamond between the two values, or beside the one of a small card
    cx = w * SS / 2 if both else (w + num.get_width()) * SS / 2
    if not both or w - 2 * m - 2 * num.get_width() > 4 * d / SS:
        pygame.draw.polygon(big, DOUBLE_HUE if double else hue,
                            [(cx, cy - d), (cx + d * 0.7, cy), (cx, cy + d), (cx - d * 0.7, cy)])
    s = pygame.transform.smoothscale(big, size)
    glyph = num.get_bounding_rect()
    top = (band + m // 3 - glyph.h) // 2 - glyph.y + 1     # the digits centred in the band
    s.blit(num, (m - glyph.x, top))
    if both:
        s.blit(num, (w - m + 1 - glyph.right, top))
    if word:
        _ribbon(s, fonts, word, panel, w, h)
    return s, art


def _ribbon(s, fonts, word, panel_big, w, h):
    """The Double's word on a cream ribbon over the foot of its picture."""
    font = fonts.pixel("semibold", max(viewport.font_px(0), h // 9))
    img = font.render(word, True, DOUBLE_INK)
    panel = pygame.Rect(panel_big.x // SS, panel_big.y // SS, panel_big.w // SS, panel_big.h // SS)
    room = panel.w - 4
    if img.get_width() > room:
        img = pygame.transform.smoothscale(
            img, (room, max(1, img.get_height() * room // img.get_width())))
    band = pygame.Rect(panel.x, 0, panel.w, img.get_height() + 2)
    band.bottom = panel.bottom - max(1, h // 40)
    pygame.draw.rect(s, palette.CREAM, band)
    pygame.draw.line(s, GOLD_DARK, band.topleft, band.topright)
    pygame.draw.line(s, GOLD_DARK, band.bottomleft, band.bottomright)
    s.blit(img, img.get_rect(center=band.center))


def paint_back(size) -> pygame.Surface:
    """The deck's back: velvet with a diamond lattice, a stepped gold frame and the
    game's mark (a star over a fan of cards) in a sunburst medallion."""
    w, h = size
    big = _body(w, h, BACK, (230, 200, 150))
    if w >= 22:
        m = max(3, w // 8) * SS
        inner = pygame.Rect(m, m, w * SS - 2 * m, h * SS - 2 * m)
        lattice = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        step = max(4, w // 6) * SS
        line = lighter(BACK, 0.16)
        for k in range(-h * SS, w * SS + h * SS, step):
            pygame.draw.line(lattice, line, (k, 0), (k + h * SS, h * SS), SS)
            pygame.draw.line(lattice, line, (k, h * SS), (k + h * SS, 0), SS)
        lattice.set_clip(None)
        clip = big.get_clip()
        big.set_clip(inner)
        big.blit(lattice, (0, 0))
        big.set_clip(clip)
        k = max(2, w // 12) * SS
        pygame.draw.polygon(big, GOLD, stepped(inner, k), SS)
        _mark(big, (w * SS / 2, h * SS / 2), min(w, h) * SS * 0.30)
    else:                 # too small for a pattern: the mark's star alone
        pygame.draw.polygon(big, GOLD, star_points(w * SS / 2, h * SS / 2, w * SS * 0.3))
    return pygame.transform.smoothscale(big, size)


def _mark(big, c, r):
    """The game's mark: a gold sunburst medallion, a fan of three cards and a star."""
    cx, cy = c
    pygame.draw.circle(big, darker(BACK, 0.6), c, r * 1.05)
    for k in range(16):
        a0, a1 = k * math.pi / 8, (k + 0.5) * math.pi / 8
        pygame.draw.polygon(big, darker(BACK, 0.8), [c, (cx + r * math.cos(a0), cy + r * math.sin(a0)),
                                                     (cx + r * math.cos(a1), cy + r * math.sin(a1))])
    pygame.draw.circle(big, GOLD, c, r * 1.05, max(1, int(r * 0.08)))
    for i, ang in enumerate((-0.45, 0.0, 0.45)):           # the fan of cards
        cw, ch = r * 0.42, r * 0.62
        pts = [(-cw / 2, -ch), (cw / 2, -ch), (cw / 2, 0), (-cw / 2, 0)]
        rot = [(cx + x * math.cos(ang) - y * math.sin(ang),
                cy + r * 0.45 + x * math.sin(ang) + y * math.cos(ang)) for x, y in pts]
        pygame.draw.polygon(big, palette.CREAM if i == 1 else lighter(GOLD, 0.4), rot)
        pygame.draw.polygon(big, GOLD_DARK, rot, max(1, int(r * 0.04)))
    pygame.draw.polygon(big, GOLD, star_points(cx, cy - r * 0.55, r * 0.32))
