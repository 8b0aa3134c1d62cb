"""The marks on a Festival de Cannes lot's back: a picture per kind (a written page for a
screenplay, a clapperboard for a scene, a star for a star), the same in every language;
big backs add the kind's word in the player's language. The book's T / S / V are French
initials and read wrong in English and Italian (issue 27)."""
from __future__ import annotations

import math

import pygame


def draw_mark(s: pygame.Surface, kind: str, box: pygame.Rect, colour, ground) -> None:
    """The kind's picture, as large as fits in `box`, on a card of colour `ground`."""
    cx, cy = box.center
    if kind == "V":                                  # a five-pointed star
        outer = min(box.w, box.h) / 2
        inner = outer * 0.42
        pts = [(cx + (outer if k % 2 == 0 else inner) * math.sin(k * math.pi / 5),
                cy + 1 - (outer if k % 2 == 0 else inner) * math.cos(k * math.pi / 5))
               for k in range(10)]
        pygame.draw.polygon(s, colour, pts)
    elif kind == "T":                                # a page with lines of writing
        h = box.h
        page = pygame.Rect(0, 0, min(box.w, h * 3 // 4), h)
        page.center = (cx, cy)
        thick = max(1, h // 12)
        pygame.draw.rect(s, colour, page, thick, border_radius=max(1, h // 10))
        step = max(3, h // 5)
        for y in range(page.y + step, page.bottom - step // 2, step):
            pygame.draw.line(s, colour, (page.x + 2 * thick + 1, y),
                             (page.right - 2 * thick - 2, y), thick)
    elif kind == "S":                                # a clapperboard: striped bar, body
        w = box.w
        h = min(box.h, w * 4 // 5)
        bar = max(3, h // 4)
        top = pygame.Rect(0, 0, w, bar)
        top.midtop = (cx, cy - h // 2)
        body = pygame.Rect(top.x, top.bottom + 1, w, h - bar - 1)
        pygame.draw.rect(s, colour, body, border_radius=max(1, h // 10))
        pygame.draw.rect(s, colour, top)
        stripe = max(2, w // 6)
        for x in range(top.x + stripe // 2, top.right - 1, stripe * 2):
            pygame.draw.polygon(s, ground, [(x, top.bottom - 1), (x + stripe, top.y + 1),
                                            (x + stripe * 2 - 1, top.y + 1),
                                            (x + stripe - 1, top.bottom - 1)])
    else:
        raise ValueError(kind)
