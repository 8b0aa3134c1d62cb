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

from cinetable.client import palette, viewport
from cinetable.client.table.text import render_rich
from cinetable.client.text_wrap import wrap

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
        self.items: list[tuple] = []              # (text, colour, dot, seat): laid out again
        self.scroll = 0                           # rows scrolled up from the newest
        self._wanted: int | None = None           # the scroll a smaller window cut (retake)
        self.unseen = 0                           # rows added while scrolled up
        self.expanded = False
        self.version = 0                          # bumped on every visible change
        self.cue_text = cue_text or (lambda n: f"{n} new ↓")
        self.cue_font = cue_font or font
        self.backdrop: pygame.Surface | None = None    # what lies behind (opaque result)
        self._composed: pygame.Surface | None = None   # bg + visible rows, until they change
        self._layout()

    def _layout(self) -> None:
        px = viewport.px
        top = px(20 if self.title_img is not None else 6)
        self.inner = pygame.Rect(self.rect.x + px(10), self.rect.y + top,
                                 self.rect.w - px(20), self.rect.h - top - px(3))
        self._bg = self._paint_bg()
        self._composed = None

    def _paint_bg(self) -> pygame.Surface:
        bg = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        alpha = 255 if self.expanded else 235
        radius = viewport.px(10)
        pygame.draw.rect(bg, (*palette.FELT_DARK, alpha), bg.get_rect(), border_radius=radius)
        edge = palette.BRASS_DIM if self.expanded else palette.PANEL_EDGE
        pygame.draw.rect(bg, (*edge, 255), bg.get_rect(), 1, border_radius=radius)
        if self.title_img is not None:
            bg.blit(self.title_img, viewport.pt(10, 3))
        return bg

    @property
    def visible_rows(self) -> int:
        return max(1, self.inner.h // self.line_h)

    @property
    def max_scroll(self) -> int:
        return max(0, len(self.lines) - self.visible_rows)

    def add(self, text: str, colour=palette.TEXT, dot=None, seat=None) -> list[pygame.Surface]:
        """Add one entry; `dot` is a colour for a marker before it (the acting player),
        `seat` whom it speaks of (kept to lay the entry out again). Returns its rows."""
        px = viewport.px
        indent = px(14) if dot is not None else 0
        rows = wrap(self.font, text, self.inner.w - indent - px(14), indent="   ")
        made = []
        for i, row in enumerate(rows):
            img = render_rich(self.font, row, colour)
            # as wide as its text (not the panel): 200 kept rows stay ~3 MB, not ~8
            surf = pygame.Surface((indent + img.get_width(), self.line_h), pygame.SRCALPHA)
            if dot is not None and i == 0:
                centre, r = (px(5), self.line_h // 2 + 1), px(5)
                pygame.draw.circle(surf, dot, centre, r)
                pygame.draw.circle(surf, (0, 0, 0), centre, r, 1)
            surf.blit(img, (indent, 0))
            made.append(surf)
        self.lines += made
        self.entries += 1
        self.texts.append(text)
        self.items.append((text, colour, dot, seat))
        if len(self.texts) > self.max_lines:
            del self.texts[: len(self.texts) - self.max_lines]
            del self.items[: len(self.items) - self.max_lines]
        if len(self.lines) > self.max_lines:
            del self.lines[: len(self.lines) - self.max_lines]
        if self.scroll:                 # reading history: keep the same rows in view
            self.scroll = min(self.scroll + len(rows), self.max_scroll)
            self.unseen += len(rows)
        self._changed()
        return made

    def retake(self, old: LogPanel, row_seats: dict) -> None:
        """The entries of `old` (the same panel before the window changed) laid out in
        this one, scrolled as it was; `row_seats` maps each new row to its entry's seat."""
        for text, colour, dot, seat in old.items:
            for img in self.add(text, colour, dot, seat):
                row_seats[id(img)] = seat
        self.entries = old.entries
        # the reader's place: kept through a bigger window that shows every row
        wanted = old.scroll if old._wanted is None else old._wanted
        self.scroll, self.unseen = min(wanted, self.max_scroll), old.unseen
        self._changed()
        self._wanted = wanted if wanted != self.scroll else None

    def release(self) -> None:
        """Drop the rendered rows (the panel has left the screen); the texts stay."""
        self.lines, self.items = [], []
        self.scroll = self.unseen = 0
        self._composed = None
        self.backdrop = None

    def _changed(self) -> None:
        self._composed = None
        self._wanted = None
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
                top = min(k.bottom + viewport.px(8), r.bottom)
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
        px = viewport.px
        r = pygame.Rect(0, 0, img.get_width() + px(18), px(CUE_H))
        r.bottomright = (self.inner.right - px(6), self.inner.bottom - px(2))
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
            px = viewport.px
            track = pygame.Rect(self.rect.w - px(7), self.inner.y - oy, px(3), self.inner.h)
            frac = n / len(self.lines)
            bar_h = max(px(12), int(track.h * frac))
            pos = 1 - (self.scroll + n) / len(self.lines)
            bar = pygame.Rect(track.x, track.y + int((track.h - bar_h) * pos / max(1e-9, 1 - frac)),
                              track.w, bar_h)
            pygame.draw.rect(out, palette.PANEL_EDGE, track, border_radius=px(2))
            pygame.draw.rect(out, palette.BRASS_DIM, bar, border_radius=px(2))
        cue = self.cue_rect()
        if cue is not None:
            cue = cue.move(-ox, -oy)
            pygame.draw.rect(out, palette.HIGHLIGHT, cue, border_radius=cue.h // 2)
            img = self._cue_img()
            out.blit(img, img.get_rect(center=cue.center))
        return out
