"""The small pieces of the Festival de Cannes table in its art style (issue 29), where
flat boxes of letters stood: a seat's special cards as little violet cards with their
emblem, the Director's brass plaque with a megaphone, a bidder's pawn beside each bid and
the jury's prize plaques. Each is painted once and kept by the Painter's cache."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.art import GOLD, GOLD_DARK, darker, lighter
from cinetable.client.cannes import layout as L
from cinetable.client.cannes.vignettes import picture
from cinetable.client.deco import stepped

VIOLET = (120, 96, 160)           # the special cards' colour (paint.KIND_COLOUR["X"])
PRIZE_GROUND = (60, 40, 90)       # a prize's medallion: the gold shows on violet
SPECIAL_U = 22                    # a special card's medallion on a seat panel, in units


def special_token(painter, sid: str) -> pygame.Surface:
    """A special card won, on its owner's panel: its emblem on a violet sunburst in a
    gilt medallion (the tooltip names it)."""
    def make():
        side = viewport.px(SPECIAL_U) + L.text_gain(11)
        return medallion(picture("special", sid, (side, side), VIOLET), side)
    return painter._get(("special_token", sid, viewport.u()), make)


def chips_top(painter, row_y: int, panel_h: int, director: bool) -> int:
    """The top of a seat panel's special medallions (its counts' row at `row_y`): raised
    clear of the Director's plaque below them when the seat holds it."""
    top = row_y + viewport.px(1)
    if director:
        plaque = panel_h - viewport.px(4) - painter.director_badge().get_height()
        top = min(top, plaque - painter.special_chip("quick").get_height() - viewport.px(1))
    return top


def medallion(img: pygame.Surface, side: int) -> pygame.Surface:
    """`img` cut round inside a gold ring, `side` pixels across."""
    c, r = (side // 2, side // 2), side // 2
    s = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.circle(s, GOLD_DARK, c, r)
    pygame.draw.circle(s, GOLD, c, r - 1)
    disc = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255), c, r - max(2, viewport.px(2)))
    disc.blit(img, img.get_rect(center=c), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(disc, (0, 0))
    return s


def _megaphone(s: pygame.Surface, box: pygame.Rect, ink) -> None:
    """The Director's megaphone, its mouth to the right."""
    x, y, w, h = box
    mid = y + h / 2
    pygame.draw.polygon(s, ink, [(x + w * 0.28, mid - h * 0.16), (x + w, y),
                                 (x + w, y + h), (x + w * 0.28, mid + h * 0.16)])
    pygame.draw.rect(s, ink, (x, mid - h * 0.2, w * 0.3, h * 0.4))
    pygame.draw.line(s, ink, (x + w * 0.35, mid + h * 0.2), (x + w * 0.3, y + h), 2)


def director_plaque(painter, word: str) -> pygame.Surface:
    """DIRECTOR on a brass plaque, its corners stepped, a megaphone before the word."""
    def make():
        q = viewport.px
        img = painter.font("bold", 12).render(word, True, (30, 24, 10))
        h = q(16) + L.text_gain(12)
        w = img.get_width() + q(26)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        edge = stepped(s.get_rect(), q(3))
        pygame.draw.polygon(s, GOLD, edge)
        pygame.draw.polygon(s, lighter(GOLD, 0.45),
                            stepped(pygame.Rect(q(2), q(2), w - q(4), h // 2 - q(2)), q(1)))
        pygame.draw.polygon(s, GOLD_DARK, edge, 1)
        _megaphone(s, pygame.Rect(q(5), (h - q(10)) // 2, q(12), q(10)), darker(GOLD_DARK, 0.6))
        s.blit(img, img.get_rect(midleft=(q(21), h // 2)))
        return s
    return painter._get(("director_plaque", word, viewport.u()), make)


def bidder_token(painter, seat: int, initial: str) -> pygame.Surface:
    """Who laid a bid: their pawn from the film strip, small, beside the card."""
    def make():
        pawn = painter.pawn(seat, initial)
        side = viewport.px(16)
        return pygame.transform.smoothscale(pawn, (side, side))
    return painter._get(("bidder", seat, initial, viewport.u()), make)


def prize_plaque(painter, key: str, word: str) -> pygame.Surface:
    """A prize on the jury's panel: a gilt plaque with stepped corners and a dark
    hairline, the prize's emblem on violet at its left, its name in ink."""
    def make():
        q = viewport.px
        img = painter.font("bold", 14).render(word, True, (30, 24, 10))
        w, h = img.get_width() + q(34), q(20)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        plate = pygame.Rect(q(8), 0, w - q(8), h)
        pygame.draw.polygon(s, GOLD_DARK, stepped(plate, q(4)))
        pygame.draw.polygon(s, palette.HIGHLIGHT, stepped(plate.inflate(-2, -2), q(3)))
        pygame.draw.polygon(s, lighter(palette.HIGHLIGHT, 0.4),
                            stepped(pygame.Rect(q(22), q(2), w - q(25), h // 2 - q(2)), q(1)))
        s.blit(medallion(picture("prize", key, (h, h), PRIZE_GROUND), h), (0, 0))
        s.blit(img, (q(26), q(1)))
        return s
    return painter._get(("prize", key, word, viewport.u()), make)
