"""Big announcements over the board ("Round 2 / 4", "Cut") and short notices (a refused
move, a failed autosave), for any table.

    banner = Banner(text)
    queue.add(banner.show("Round 2 / 4", 0.9, centre=board.center))   # an animation step
    banner.draw(surface)
    draw_notices(surface, text, [("Column A is full", palette.BAD)], area=board_rect)

Notices are placed in an area the game gives (over its board), wrapped to its width,
so they never cover a player's panel.
"""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.animation import Tween
from cinetable.client.deco import stepped
from cinetable.client.text_wrap import wrap


class Banner:
    def __init__(self, text):
        self.text = text                  # a TextCache
        self.message: str | None = None
        self.alpha = 0.0
        self.centre = (0, 0)

    def show(self, message: str, duration: float, centre) -> Tween:
        def begin():
            self.message = message
            self.centre = centre

        def apply(p):
            # fade in over the first fifth, out over the last fifth
            self.alpha = 255 * min(1.0, p * 5, (1 - p) * 5)

        def done():
            self.message = None

        return Tween(duration, apply, lambda x: x, begin, done)

    def draw(self, surface) -> None:
        if self.message is None:
            return
        img = self.text.get("title", 40, self.message, palette.HIGHLIGHT)
        panel = plaque(img)
        box = panel.get_rect(center=self.centre)
        box.clamp_ip(pygame.Rect(0, 0, *viewport.size()))
        panel.set_alpha(int(self.alpha))
        surface.blit(panel, box.topleft)


def plaque(img: pygame.Surface) -> pygame.Surface:
    """`img` on an Art Deco marquee plaque: stepped corners, a double brass rule and a
    brass diamond at each end (the tables' one style, client/deco.py)."""
    px = viewport.px
    side = px(44)                          # room for an end's diamond
    w, h = img.get_width() + 2 * side, img.get_height() + px(24)
    panel = pygame.Surface((w, h), pygame.SRCALPHA)
    step = px(9)
    outer = stepped(panel.get_rect(), step)
    pygame.draw.polygon(panel, (12, 10, 16, 228), outer)
    pygame.draw.polygon(panel, (*palette.BRASS, 255), outer, max(1, px(2)))
    inset = panel.get_rect().inflate(-2 * px(5), -2 * px(5))
    pygame.draw.polygon(panel, (*palette.BRASS_DIM, 255), stepped(inset, step - px(3)), 1)
    r = px(7)
    for cx in (side // 2 + px(4), w - side // 2 - px(4)):
        cy = h // 2
        pygame.draw.polygon(panel, (*palette.BRASS, 255),
                            [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
    panel.blit(img, img.get_rect(center=(w // 2, h // 2)))
    return panel


def draw_notices(surface, text, notices, area: pygame.Rect) -> list[pygame.Rect]:
    """Each (message, colour) as a pill at the top of `area`, one under the other;
    returns the rects drawn."""
    drawn, px = [], viewport.px
    y = area.y + px(4)
    font = text.fonts.get("semibold", 16)
    for message, colour in notices:
        rows = [text.get("semibold", 16, part, palette.CREAM)
                for part in wrap(font, message, area.w - px(40))]
        w = max(r.get_width() for r in rows) + px(20)
        h = sum(r.get_height() for r in rows) + px(8)
        box = pygame.Rect(0, 0, w, h)
        box.midtop = (area.centerx, y)
        pygame.draw.rect(surface, colour, box, border_radius=px(6))
        ry = box.y + px(4)
        for r in rows:
            surface.blit(r, r.get_rect(midtop=(box.centerx, ry)))
            ry += r.get_height()
        drawn.append(box)
        y = box.bottom + px(4)
    return drawn
