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
        px = viewport.px
        img = self.text.get("title", 40, self.message, palette.HIGHLIGHT)
        box = img.get_rect(center=self.centre).inflate(px(60), px(24))
        box.clamp_ip(pygame.Rect(0, 0, *viewport.size()))
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (12, 10, 16, 220), panel.get_rect(), border_radius=px(14))
        pygame.draw.rect(panel, (*palette.BRASS, 255), panel.get_rect(), px(2),
                         border_radius=px(14))
        panel.blit(img, img.get_rect(center=panel.get_rect().center))
        panel.set_alpha(int(self.alpha))
        surface.blit(panel, box.topleft)


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
