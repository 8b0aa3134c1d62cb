"""Fonts that draw the characters they lack with a fallback font, never as empty boxes.

pygame-ce fonts have no fallback of their own: a character missing from the font is
drawn as its .notdef box, and `metrics` reports real numbers for it. So whether a font has
a character is found by comparing its rendering with that of a private-use character no
bundled font has (the .notdef box), once per font file and character.

    font = fallback_font(path, size, fallback_path)  # what services.Fonts hands out
    font.render(text, True, colour)  # runs the primary font lacks come from the fallback

A character neither font has (an emoji in a player's name) is drawn as U+FFFD from the
fallback font: a visible "something was here" rather than an empty box.
"""
from __future__ import annotations

import os

import pygame

REPLACEMENT = "\ufffd"
_PROBE_SIZE = 16
_NOTDEF_PROBE = "\ue000"          # private use: no bundled font draws it
_covers: dict[str, dict[str, bool]] = {}       # font file -> character -> has a glyph
_probes: dict[str, tuple[pygame.font.Font, tuple]] = {}
_PROBE_FONT = pygame.font.Font    # pygame's own, never a recording wrapper


def _shape(font: pygame.font.Font, ch: str) -> tuple:
    surf = font.render(ch, True, (255, 255, 255), (0, 0, 0))
    return surf.get_size(), pygame.image.tobytes(surf, "RGB")


def has_glyph(path: str, ch: str) -> bool:
    """Whether the font file at `path` draws `ch` (white space and controls count as drawn)."""
    known = _covers.setdefault(path, {})
    got = known.get(ch)
    if got is None:
        if ch.isspace() or not ch.isprintable():
            got = True
        else:
            try:
                got = _differs_from_notdef(path, ch)
            except pygame.error:            # pygame.font was quit and started again
                _probes.pop(path, None)
                got = _differs_from_notdef(path, ch)
        known[ch] = got
    return got


def _differs_from_notdef(path: str, ch: str) -> bool:
    probe = _probes.get(path)
    if probe is None:
        font = _PROBE_FONT(path, _PROBE_SIZE)
        probe = _probes[path] = (font, _shape(font, _NOTDEF_PROBE))
    return _shape(probe[0], ch) != probe[1]


def fallback_font(path: str, size: int, fallback_path: str | None) -> pygame.font.Font:
    """A font at `path` that draws what it lacks from `fallback_path`. The class derives
    from whatever `pygame.font.Font` is now, so a tool or test that wraps pygame's Font
    (text recorders) still sees every rendering."""
    base = pygame.font.Font
    cls = _CLASSES.get(base)
    if cls is None:
        cls = _CLASSES[base] = _fallback_class(base)
    return cls(path, size, fallback_path)


_CLASSES: dict[type, type] = {}
_RUN_MEMO: dict[tuple, dict[str, list | None]] = {}   # (font, fallback) -> text -> runs
_RUN_MEMO_SIZE = 4096                                 # texts kept per font file


def _fallback_class(base: type) -> type:
    class FallbackFont(base):
        def __init__(self, path: str, size: int, fallback_path: str | None):
            super().__init__(path, size)
            self.path, self.point_size, self.fallback_path = path, size, fallback_path
            self._fallback: pygame.font.Font | None = None

        def _runs(self, text: str) -> list[tuple[str, bool]] | None:
            """(text, from the fallback) runs; None when the primary font draws it all."""
            if self.fallback_path is None:
                return None
            # tables measure the same texts every frame (fit_text): remember the answer
            # per text, not a glyph lookup per character each time
            memo = _RUN_MEMO.setdefault((self.path, self.fallback_path), {})
            if text in memo:
                return memo[text]
            if len(memo) >= _RUN_MEMO_SIZE:
                memo.clear()
            runs = memo[text] = self._split(text)
            return runs

        def _split(self, text: str) -> list[tuple[str, bool]] | None:
            if all(has_glyph(self.path, c) for c in text):
                return None
            runs: list[tuple[str, bool]] = []
            for c in text:
                other = not has_glyph(self.path, c)
                if other and not has_glyph(self.fallback_path, c):
                    c = REPLACEMENT
                if runs and runs[-1][1] == other:
                    runs[-1] = (runs[-1][0] + c, other)
                else:
                    runs.append((c, other))
            return runs

        def fallback(self) -> pygame.font.Font:
            if self._fallback is None:
                self._fallback = pygame.font.Font(self.fallback_path, self.point_size)
                self._fallback.set_bold(self.get_bold())
            return self._fallback

        def size(self, text) -> tuple[int, int]:
            runs = self._runs(str(text))
            if runs is None:
                return super().size(text)
            w = sum((self.fallback().size(s) if other else base.size(self, s))[0]
                    for s, other in runs)
            return w, self.get_height()

        def render(self, text, antialias, color, bgcolor=None, wraplength=0):
            runs = self._runs(str(text)) if text and not wraplength else None
            if runs is None:
                return super().render(text, antialias, color, bgcolor, wraplength)
            parts = []
            for s, other in runs:
                img = (self.fallback().render(s, antialias, color, bgcolor) if other
                       else base.render(self, s, antialias, color, bgcolor))
                # line the runs up on the primary font's baseline
                dy = self.get_ascent() - self.fallback().get_ascent() if other else 0
                parts.append((img, dy))
            top = min(0, *(dy for _, dy in parts))
            h = max(self.get_height(), *(dy - top + img.get_height() for img, dy in parts))
            out = pygame.Surface((sum(img.get_width() for img, _ in parts), h), pygame.SRCALPHA)
            if bgcolor is not None:
                out.fill(bgcolor)
            x = 0
            for img, dy in parts:
                out.blit(img, (x, dy - top))
                x += img.get_width()
            return out

    return FallbackFont


def install_in_pygame_gui(fallback_path: str | None) -> None:
    """Make pygame-gui's widgets (buttons, labels, text entries: player names, action
    labels with ⇄) draw with the same fallback: pygame-gui has no font fallback of its own
    and builds every font through the name `Font` in its pygame-ce font wrapper."""
    from pygame_gui.core import gui_font_pygame
    if fallback_path is None or getattr(gui_font_pygame.Font, "_cinetable", False):
        return

    def make(file, size):
        if isinstance(file, (str, os.PathLike)):
            return fallback_font(str(file), size, fallback_path)
        return pygame.font.Font(file, size)       # a file object (pygame-gui's defaults)
    make._cinetable = True
    gui_font_pygame.Font = make
