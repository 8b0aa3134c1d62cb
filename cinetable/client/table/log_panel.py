"""A scrollable game log painted by hand, for any game's table.

Each entry is wrapped and rendered once into cached row surfaces when it is added; a
frame only blits the visible rows (a pygame-gui UITextBox re-lays out all its text on
every append: far too slow for a log, see DESIGN.md). The history is bounded.

    log = LogPanel(rect, font, title_img, expanded=taller_rect, cue_text=lambda n: ...)
    log.add("Rita places a reel on Cold Blood", colour, dot=seat_colour)
    log.handle(event, mouse)       # wheel scrolls, a click on the cue jumps to the newest
    log.draw(surface)

Reading history: while the player has scrolled up, new entries do not move the rows in
view; a "n new lines ↓" cue says that the story went on, and a click on it (or
scrolling back down) returns to the newest line. While the mouse is over the panel it
grows to `expanded` (drawn over the board) so more of the story can be read at once, but
never over the buttons the table asks it to keep clear.
"""
from __future__ import annotations

import pygame

from cinetable.client import palette
from cinetable.client.table.text import render_rich, wrap_words

CUE_H = 20


class LogPanel:
    def __init__(self, rect: pygame.Rect, font: pygame.font.Font, title_img=None,
                 max_lines: int = 200, *, expanded: pygame.Rect | None = None,
                 cue_text=None, cue_font=None):
        self.rect = pygame.Rect(rect)
        self.collapsed_rect = pygame.Rect(rect)
        self.expanded_rect = pygame.Rect(expanded) if expanded is not None else None
        self.font = font
        self.title_img = title_img
        self.max_lines = max_lines
        self.line_h = font.get_linesize()
        self.lines: list[pygame.Surface] = []   # rendered rows, oldest first
        self.entries = 0                          # log entries added (for tests)
        self.texts: list[str] = []                # the entries' texts (bounded too)
        self.scroll = 0                           # rows scrolled up from the newest
        self.unseen = 0                           # rows added while scrolled up
        self.expanded = False
        self.version = 0                          # bumped on every visible change
        self.cue_text = cue_text or (lambda n: f"{n} new ↓")
        self.cue_font = cue_font or font
        self.backdrop: pygame.Surface | None = None    # what lies behind (opaque result)
        self._composed: pygame.Surface | None = None   # bg + visible rows, until they change
        self._layout()

    def _layout(self) -> None:
        top = 20 if self.title_img is not None else 6
        self.inner = pygame.Rect(self.rect.x + 10, self.rect.y + top,
                                 self.rect.w - 20, self.rect.h - top - 3)
        self._bg = self._paint_bg()
        self._composed = None

    def _paint_bg(self) -> pygame.Surface:
        bg = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        alpha = 255 if self.expanded else 235
        pygame.draw.rect(bg, (*palette.FELT_DARK, alpha), bg.get_rect(), border_radius=10)
        edge = palette.BRASS_DIM if self.expanded else palette.PANEL_EDGE
        pygame.draw.rect(bg, (*edge, 255), bg.get_rect(), 1, border_radius=10)
        if self.title_img is not None:
            bg.blit(self.title_img, (10, 3))
        return bg

    @property
    def visible_rows(self) -> int:
        return max(1, self.inner.h // self.line_h)

    @property
    def max_scroll(self) -> int:
        return max(0, len(self.lines) - self.visible_rows)

    def add(self, text: str, colour=palette.TEXT, dot=None) -> None:
        """Add one entry; `dot` is a colour for a marker before it (the acting player)."""
        indent = 14 if dot is not None else 0
        rows = wrap_words(self.font, text, self.inner.w - indent - 14, indent="   ")
        for i, row in enumerate(rows):
            img = render_rich(self.font, row, colour)
            # as wide as its text (not the panel): 200 kept rows stay ~3 MB, not ~8
            surf = pygame.Surface((indent + img.get_width(), self.line_h), pygame.SRCALPHA)
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
            self.unseen += len(rows)
        self._changed()

    def release(self) -> None:
        """Drop the rendered rows (the panel has left the screen); the texts stay."""
        self.lines = []
        self.scroll = self.unseen = 0
        self._composed = None
        self.backdrop = None

    def _changed(self) -> None:
        self._composed = None
        self.version += 1

    def scroll_by(self, rows: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + rows))
        if self.scroll == 0:
            self.unseen = 0
        self._changed()

    def to_newest(self) -> None:
        self.scroll = 0
        self.unseen = 0
        self._changed()

    def grown_rect(self, keep_clear=()) -> pygame.Rect | None:
        """The expanded rect, its top lowered below every `keep_clear` rect it would
        cover (the buttons of the player's move); None when that leaves no growth."""
        if self.expanded_rect is None:
            return None
        r = pygame.Rect(self.expanded_rect)
        for k in keep_clear:
            if r.colliderect(k):
                top = min(k.bottom + 8, r.bottom)
                r = pygame.Rect(r.x, top, r.w, r.bottom - top)
        return r if r.h > self.collapsed_rect.h else None

    def set_expanded(self, on: bool, keep_clear=()) -> None:
        """Grow to the expanded rect (mouse over the log) or shrink back; the grown log
        never covers the `keep_clear` rects."""
        grown = self.grown_rect(keep_clear) if on else None
        on = grown is not None
        rect = grown if on else self.collapsed_rect
        if on == self.expanded and rect == self.rect:
            return
        self.expanded = on
        self.rect = pygame.Rect(rect)
        self._layout()
        self.scroll = min(self.scroll, self.max_scroll)
        if self.scroll == 0:
            self.unseen = 0
        self._changed()

    def cue_rect(self) -> pygame.Rect | None:
        """Where the "new lines" cue is drawn (None when there is none)."""
        if not (self.scroll and self.unseen):
            return None
        img = self._cue_img()
        r = pygame.Rect(0, 0, img.get_width() + 18, CUE_H)
        r.bottomright = (self.inner.right - 6, self.inner.bottom - 2)
        return r

    def _cue_img(self) -> pygame.Surface:
        return self.cue_font.render(self.cue_text(self.unseen), True, palette.INK)

    def hit(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def handle(self, event, mouse_pos) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse_pos):
            self.scroll_by(event.y * 3)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            cue = self.cue_rect()
            if cue is not None and cue.collidepoint(event.pos):
                self.to_newest()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self._composed is None:
            self._composed = self._compose()
        surface.blit(self._composed, self.rect.topleft)

    def _compose(self) -> pygame.Surface:
        """The panel as one surface: opaque over `backdrop` when given (a cheap blit)."""
        if self.backdrop is not None and not self.expanded:
            out = self.backdrop.subsurface(self.rect).copy()
        else:
            out = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        out.blit(self._bg, (0, 0))
        ox, oy = self.rect.topleft
        n = self.visible_rows
        end = len(self.lines) - self.scroll
        start = max(0, end - n)
        y = self.inner.bottom - (end - start) * self.line_h
        clip = out.get_clip()
        out.set_clip(self.inner.move(-ox, -oy))
        for img in self.lines[start:end]:
            out.blit(img, (self.inner.x - ox, y - oy))
            y += self.line_h
        out.set_clip(clip)
        if self.max_scroll:             # a thin scroll bar
            track = pygame.Rect(self.rect.w - 7, self.inner.y - oy, 3, self.inner.h)
            frac = n / len(self.lines)
            bar_h = max(12, int(track.h * frac))
            pos = 1 - (self.scroll + n) / len(self.lines)
            bar = pygame.Rect(track.x, track.y + int((track.h - bar_h) * pos / max(1e-9, 1 - frac)),
                              3, bar_h)
            pygame.draw.rect(out, palette.PANEL_EDGE, track, border_radius=2)
            pygame.draw.rect(out, palette.BRASS_DIM, bar, border_radius=2)
        cue = self.cue_rect()
        if cue is not None:
            cue = cue.move(-ox, -oy)
            pygame.draw.rect(out, palette.HIGHLIGHT, cue, border_radius=CUE_H // 2)
            img = self._cue_img()
            out.blit(img, img.get_rect(center=cue.center))
        return out
