"""Small pieces of the Hollywood 1947 table drawn in its poster style instead of bare
words: a seat's loyalty once known (a plate in its side's colours with its seal), and
the deck, discards and poster deck as little stacks beside their counts."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947.paint import GOLD, draw_symbol, star_points

# a loyalty's plate: (fill, edge)
PLATE = {"patriot": ((34, 50, 96), (120, 160, 240)),
         "communist": ((104, 30, 28), (240, 110, 100)),
         "star": ((92, 70, 24), GOLD)}


def loyalty_badge(scene, k: str) -> pygame.Surface:
    """The loyalty as a plate: its side's seal (shield, hammer disc, gold star) and
    its name, cream on the side's colour."""
    def make():
        P = viewport.px
        h = P(22)
        fill, edge = PLATE[k]
        word = scene.painter.fonts.get("semibold", 13).render(scene.words.loyalty(k), True,
                                                              palette.CREAM)
        r = P(7)
        w = P(6) + 2 * r + P(5) + word.get_width() + P(8)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, fill, s.get_rect(), border_radius=P(5))
        pygame.draw.rect(s, edge, s.get_rect(), 1, border_radius=P(5))
        c = (P(6) + r, h // 2)
        if k == "star":
            pygame.draw.polygon(s, GOLD, star_points(c[0], c[1], r + 1))
        else:
            draw_symbol(s, k, c, r)
        s.blit(word, word.get_rect(midleft=(c[0] + r + P(5), h // 2)))
        return s
    return scene.painter._get(("loyalty_badge", k), make)


def draw_counts(scene, surf, at, counts) -> pygame.Rect:
    """The deck, the discards and the poster deck: each a little stack and its count
    ("Deck 46"), left to right from `at`; returns the rect they cover."""
    p, text = scene.painter, scene.text
    Zp, Zf = L.zpx, L.zfont
    x, y = at
    h = Zp(22)
    for kind, line in counts:
        icon = _stack(p, kind, (Zp(13), Zp(18)))
        surf.blit(icon, icon.get_rect(midleft=(x, y + h // 2)))
        x += icon.get_width() + Zp(4)
        img = text.get("body", Zf(15), line, palette.TEXT_DIM)
        surf.blit(img, img.get_rect(midleft=(x, y + h // 2)))
        x += img.get_width() + Zp(16)
    return pygame.Rect(at[0], y, x - at[0], h)


def _stack(p, kind: str, size) -> pygame.Surface:
    """Three cards squared up: Propaganda backs (the deck), the same dimmed and askew
    (the discards, never looked at), or poster backs (the posters)."""
    def make():
        w, h = size
        s = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
        if kind == "posters":            # a poster's back: dark card, gold edge
            face = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(face, (58, 48, 40), face.get_rect(), border_radius=2)
            pygame.draw.rect(face, GOLD, face.get_rect(), 1, border_radius=2)
        else:
            face = p.back(size)
        if kind == "discards":
            face = face.copy()
            face.fill((120, 120, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
        for i in range(3):
            turn = (i - 1) * 8 if kind == "discards" else 0
            img = pygame.transform.rotate(face, turn) if turn else face
            s.blit(img, img.get_rect(center=(w // 2 + 2 + i - 1, h // 2 + 2 - i + 1)))
        return s
    return p._get(("pile_stack", kind, size), make)


def count_badge(scene, cards: int, editor: bool) -> pygame.Surface:
    """A small card back and the hand size ("edits" beside it for the Editor)."""
    key = ("count_badge", cards, editor)
    img = scene.painter._cache.get(key)
    if img is None:
        P = viewport.px
        label = str(cards) + (" · " + scene.app.t("hollywood1947.editor_badge") if editor else "")
        lab = scene.text.get("semibold", 14, label, palette.TEXT_DIM)
        back = scene.painter.back((P(14), P(20)))
        h = max(P(22), lab.get_height())
        img = pygame.Surface((back.get_width() + P(4) + lab.get_width(), h), pygame.SRCALPHA)
        img.blit(back, back.get_rect(midleft=(0, h // 2)))
        img.blit(lab, lab.get_rect(midleft=(back.get_width() + P(4), h // 2)))
        scene.painter._cache[key] = img
    return img


def note_chip(scene, mark) -> pygame.Surface:
    """The notebook's mark on a seat ("Patriot?"), or a dim "Note?" to click."""
    key = ("note_chip", mark)
    img = scene.painter._cache.get(key)
    if img is None:
        P = viewport.px
        label = scene.app.t(f"hollywood1947.notes.chip_{mark or 'none'}")
        colour = PLATE[mark][1] if mark in PLATE else palette.TEXT_DIM
        lab = scene.text.get("semibold", 13, label, colour)
        h = max(P(22), lab.get_height() + 2)
        img = pygame.Surface((lab.get_width() + P(14), h), pygame.SRCALPHA)
        pygame.draw.rect(img, (255, 255, 255, 18), img.get_rect(), border_radius=h // 2)
        pygame.draw.rect(img, colour, img.get_rect(), 1, border_radius=h // 2)
        img.blit(lab, lab.get_rect(center=img.get_rect().center))
        scene.painter._cache[key] = img
    return img
