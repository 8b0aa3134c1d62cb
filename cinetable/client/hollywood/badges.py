"""Small pieces of the Hollywood! table drawn in its card style instead of bare words: a
seat's plate when it starts the round (a clapperboard) or has won (a statuette), and
the two draw piles as little stacks of their card backs beside their counts."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.art import GOLD, SS, draw_reel, draw_star, draw_statuette
from cinetable.client.hollywood.extras import DECKS, studio_picture

# a plate's (fill, edge)
PLATES = {"first": ((72, 54, 30), palette.BRASS), "winner": ((100, 74, 20), GOLD)}
_stacks: dict[tuple, pygame.Surface] = {}


def plate(text, kind: str, word: str) -> pygame.Surface:
    """"STARTS" or "WINNER" on a brass plate, its picture at its left."""
    P = viewport.px
    h = P(20)
    fill, edge = PLATES[kind]
    img = text.get("semibold", 13, word, palette.CREAM)
    box = pygame.Rect(P(4), P(2), P(15), h - P(4))
    s = pygame.Surface((box.right + P(4) + img.get_width() + P(8), h), pygame.SRCALPHA)
    pygame.draw.rect(s, fill, s.get_rect(), border_radius=P(5))
    pygame.draw.rect(s, edge, s.get_rect(), 1, border_radius=P(5))
    s.blit(_picture(kind, box.size), box)
    s.blit(img, img.get_rect(midleft=(box.right + P(4), h // 2)))
    return s


def _picture(kind: str, size) -> pygame.Surface:
    w, h = size[0] * SS, size[1] * SS
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    if kind == "winner":
        draw_statuette(big, pygame.Rect(w * 0.2, 0, w * 0.6, h))
    else:                  # the clapperboard of a Cut card, filling the box
        bw, bh = w / 0.62, h / 0.5
        studio_picture(big, "cut", pygame.Rect(w / 2 - bw / 2, h / 2 - bh * 0.445, bw, bh))
    return pygame.transform.smoothscale(big, size)


def draw_decks(surface, fonts, text, counts, midbottom, k: float = 1.0) -> pygame.Rect:
    """Each (deck, count) as a little stack of its backs with the count beside it, the
    row centred on `midbottom`; returns the rect it covers."""
    P = viewport.px
    items = [(_stack(fonts, deck, P(14 * k), P(19 * k)),
              text.get("semibold", 14 * k, str(n), palette.TEXT)) for deck, n in counts]
    gap, sep = P(4 * k), P(14 * k)
    total = sum(s.get_width() + gap + n.get_width() for s, n in items) + sep * (len(items) - 1)
    h = max(s.get_height() for s, _n in items)
    x, y = midbottom[0] - total // 2, midbottom[1] - h
    for stack, num in items:
        surface.blit(stack, (x, y))
        x += stack.get_width() + gap
        surface.blit(num, num.get_rect(midleft=(x, y + h // 2)))
        x += num.get_width() + sep
    return pygame.Rect(midbottom[0] - total // 2, y, total, h)


def _stack(fonts, deck: str, w: int, h: int) -> pygame.Surface:
    """Three backs of a deck squared up, each a little higher and to the right."""
    key = (deck, w, h)
    img = _stacks.get(key)
    if img is None:
        back = _mini_back(deck, w, h)
        step = max(1, viewport.px(2))
        img = pygame.Surface((w + 2 * step, h + 2 * step), pygame.SRCALPHA)
        for i in range(3):
            img.blit(back, (i * step, (2 - i) * step))
        if len(_stacks) > 8:          # sizes of windows gone by
            _stacks.clear()
        _stacks[key] = img
    return img


def _mini_back(deck: str, w: int, h: int) -> pygame.Surface:
    """A deck's back at icon size: its colour, a gold edge, its emblem (a star, a reel)
    big enough to tell the two piles apart."""
    W, H = w * SS, h * SS
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, W, H)
    pygame.draw.rect(big, DECKS[deck], r, border_radius=round(W * 0.18))
    pygame.draw.rect(big, GOLD, r, max(1, round(W * 0.09)), border_radius=round(W * 0.18))
    if deck == "star":
        draw_star(big, (W / 2, H / 2), W * 0.34, GOLD)
    else:
        draw_reel(big, (W / 2, H / 2), W * 0.3, GOLD)
    return pygame.transform.smoothscale(big, (w, h))
