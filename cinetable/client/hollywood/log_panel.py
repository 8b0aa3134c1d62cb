"""A scrollable game log painted by hand.

Each line is wrapped and rendered once into a cached surface when it is added; a frame
only blits the visible ones. The history is bounded. (A pygame-gui UITextBox re-lays out
all its text on every append: far too slow for a log, see DESIGN.md.)
"""
from __future__ import annotations

import pygame

from cinetable.client import palette
from cinetable.client.hollywood.paint import render_rich


def _wrap(font, text: str, width: int) -> list[str]:
    words = text.split(" ")
    lines, cur = [], ""
    for w in words:
        trial = f"{cur} {w}" if cur else w
        if font.size(trial)[0] <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = "   " + w                      # hanging indent for continuation lines
    lines.append(cur)
    return lines


class LogPanel:
    def __init__(self, rect: pygame.Rect, font: pygame.font.Font, title_img=None,
                 max_lines: int = 200):
        self.rect = pygame.Rect(rect)
        self.font = font
        self.title_img = title_img
        self.max_lines = max_lines
        self.line_h = font.get_linesize()
        self.lines: list[pygame.Surface] = []   # rendered rows, oldest first
        self.entries = 0                          # log entries added (for tests)
        self.texts: list[str] = []                # the entries' texts (bounded too)
        self.scroll = 0                           # rows scrolled up from the newest
        top = 26 if title_img is not None else 6
        self.inner = pygame.Rect(self.rect.x + 10, self.rect.y + top,
                                 self.rect.w - 20, self.rect.h - top - 6)
        self._bg = self._paint_bg()
        self._composed: pygame.Surface | None = None   # bg + visible rows, until they change
        self.backdrop: pygame.Surface | None = None    # what lies behind (opaque result)

    def _paint_bg(self) -> pygame.Surface:
        bg = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (*palette.FELT_DARK, 235), bg.get_rect(), border_radius=10)
        pygame.draw.rect(bg, (*palette.PANEL_EDGE, 255), bg.get_rect(), 1, border_radius=10)
        if self.title_img is not None:
            bg.blit(self.title_img, (10, 5))
        return bg

    @property
    def visible_rows(self) -> int:
        return max(1, self.inner.h // self.line_h)

    def add(self, text: str, colour=palette.TEXT, dot=None) -> None:
        """Add one entry; `dot` is a colour for a marker before it (the acting player)."""
        indent = 14 if dot is not None else 0
        rows = _wrap(self.font, text, self.inner.w - indent - 14)
        for i, row in enumerate(rows):
            img = render_rich(self.font, row, colour)
            surf = pygame.Surface((self.inner.w, self.line_h), pygame.SRCALPHA)
            if dot is not None and i == 0:
                pygame.draw.circle(surf, dot, (5, self.line_h // 2 + 1), 5)
                pygame.draw.circle(surf, (0, 0, 0), (5, self.line_h // 2 + 1), 5, 1)
            surf.blit(img, (indent, 0))
            self.lines.append(surf)
        self.entries += 1
        self.texts.append(text)
        if len(self.texts) > self.max_lines:
            del self.texts[: len(self.texts) - self.max_lines]
        if len(self.lines) > self.max_lines:
            del self.lines[: len(self.lines) - self.max_lines]
        if self.scroll:                 # reading history: keep the same rows in view
            self.scroll = min(self.scroll + len(rows), self.max_scroll)
        self._composed = None

    @property
    def max_scroll(self) -> int:
        return max(0, len(self.lines) - self.visible_rows)

    def scroll_by(self, rows: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + rows))
        self._composed = None

    def handle(self, event, mouse_pos) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse_pos):
            self.scroll_by(event.y * 3)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self._composed is None:
            self._composed = self._compose()
        surface.blit(self._composed, self.rect.topleft)

    def _compose(self) -> pygame.Surface:
        """The panel as one surface: opaque over `backdrop` when given (a cheap blit)."""
        if self.backdrop is not None:
            out = self.backdrop.subsurface(self.rect).copy()
        else:
            out = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        out.blit(self._bg, (0, 0))
        ox, oy = self.rect.topleft
        n = self.visible_rows
        end = len(self.lines) - self.scroll
        start = max(0, end - n)
        y = self.inner.bottom - (end - start) * self.line_h
        for img in self.lines[start:end]:
            out.blit(img, (self.inner.x - ox, y - oy))
            y += self.line_h
        if self.max_scroll:             # a thin scroll bar
            track = pygame.Rect(self.rect.w - 7, self.inner.y - oy, 3, self.inner.h)
            frac = n / len(self.lines)
            bar_h = max(12, int(track.h * frac))
            pos = 1 - (self.scroll + n) / len(self.lines)
            bar = pygame.Rect(track.x, track.y + int((track.h - bar_h) * pos / max(1e-9, 1 - frac)),
                              3, bar_h)
            pygame.draw.rect(out, palette.PANEL_EDGE, track, border_radius=2)
            pygame.draw.rect(out, palette.BRASS_DIM, bar, border_radius=2)
        return out
