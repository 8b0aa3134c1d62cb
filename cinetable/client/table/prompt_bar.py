"""The bar across the top of any table: the game's name, the round, what happens now
(the prompt, with animated dots while a bot thinks) and a key hint on the right.

    bar = PromptBar(fonts, text, t("<game>.title"))
    bar.paint(background)                  # the still part, once per language
    bar.draw(surface, "Round 1 / 4", "Rita is thinking", dots=True, hint="Esc · Menu",
             clock=scene.clock)

The dots are drawn in a space reserved for three of them, so the centred prompt stays
still while they count.
"""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.table.text import render_rich
from cinetable.client.text_wrap import wrap

HEIGHT = 46               # units


class PromptBar:
    """Across the whole window; `height` in units, `self.height` in pixels."""

    def __init__(self, fonts, text, title: str, height: int = HEIGHT):
        self.fonts = fonts
        self.text = text                  # a TextCache
        self.title = title
        self.height = viewport.px(height)
        self.logo_w = 0
        self.prompt_rect: pygame.Rect | None = None      # last drawn prompt (tests)
        self.reserve_right = 0            # room kept at the right end (the table's buttons)

    def paint(self, bg: pygame.Surface) -> None:
        w = viewport.width()
        pygame.draw.rect(bg, (16, 13, 20), pygame.Rect(0, 0, w, self.height))
        pygame.draw.line(bg, palette.BRASS_DIM, (0, self.height - 1), (w, self.height - 1), 1)
        logo = self.fonts.get("title", 26).render(self.title, True, palette.BRASS)
        bg.blit(logo, (viewport.px(16), (self.height - logo.get_height()) // 2))
        self.logo_w = logo.get_width()

    def draw(self, surface, round_text: str, prompt: str, dots: bool, hint: str,
             clock: float) -> None:
        text, px = self.text, viewport.px
        mid = self.height // 2
        left = px(16) + self.logo_w + px(14)
        if round_text:
            rnd = text.get("semibold", 18, round_text, palette.TEXT)
            surface.blit(rnd, rnd.get_rect(midleft=(left, mid)))
            left += rnd.get_width() + px(20)
        right = viewport.width() - px(16) - self.reserve_right
        if hint:
            img = text.get("body", 15, hint, palette.TEXT_DIM)
            surface.blit(img, img.get_rect(midright=(right, mid)))
            right -= img.get_width() + px(20)
        self.prompt_rect = None
        if not prompt:
            return
        img = text.get("bold", 20, prompt, palette.HIGHLIGHT)
        dots_w = text.get("bold", 20, "...", palette.HIGHLIGHT).get_width() if dots else 0
        room = right - left
        if img.get_width() + dots_w > room:          # a long prompt in a long language:
            img = self._two_rows(prompt, room - dots_w) or img   # two rows, else shrunk
        if img.get_width() + dots_w > room:
            k = (room - dots_w) / img.get_width()
            img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * k)),
                                                     max(1, int(img.get_height() * k))))
        x = left + (room - img.get_width() - dots_w) // 2
        rect = surface.blit(img, img.get_rect(midleft=(x, mid)))
        self.prompt_rect = rect
        if dots:
            d = text.get("bold", 20, "." * (int(clock * 3) % 4), palette.HIGHLIGHT)
            surface.blit(d, (rect.right + 1, rect.bottom - d.get_height()))

    def _two_rows(self, prompt: str, room: int) -> pygame.Surface | None:
        """The prompt on two centred rows of a smaller bold (cached), or None when it
        does not fit in two."""
        key = (prompt, room)
        if getattr(self, "_rows_key", None) == key:
            return self._rows_img
        font = self.fonts.get("bold", 16)
        rows = wrap(font, prompt, room)
        img = None
        if len(rows) <= 2 and 2 * font.get_linesize() <= self.height - 2:
            imgs = [render_rich(font, row, palette.HIGHLIGHT) for row in rows]
            img = pygame.Surface((max(i.get_width() for i in imgs),
                                  font.get_linesize() * len(imgs)), pygame.SRCALPHA)
            for n, row in enumerate(imgs):
                img.blit(row, row.get_rect(midtop=(img.get_width() // 2,
                                                   n * font.get_linesize())))
        self._rows_key, self._rows_img = key, img
        return img
