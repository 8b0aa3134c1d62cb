"""The score: one looping theme for the title and one per game, shipped as OGG files in
assets/music/ (rendered offline by build/make_music.py; nothing is synthesized here).

`Music.follow(scenes, dt)` runs once a frame, after the frame is drawn (so the first
title frame never waits for a file): the topmost scene with a game session picks that
game's theme, else the title theme plays. A change of theme fades the old one out, then
the new one in; a pause menu anywhere on the stack ducks the music until it closes.

Music is a nicety: without a mixer it does nothing, and a missing or damaged file only
silences its theme (logged once), never the game."""
from __future__ import annotations

import logging
from collections.abc import Callable

from cinetable.engine.assets import asset_path
from cinetable.engine.registry import GAME_IDS

log = logging.getLogger(__name__)

TITLE = "title"
FADE_OUT_S = 0.8
FADE_IN_S = 1.5
DUCK = 0.3               # the music's share of its level under the pause menu
DUCK_S = 0.3             # time to duck or come back


def theme_path(theme: str):
    return asset_path("music", f"{theme}.ogg")


def choice(scenes) -> tuple[str | None, bool]:
    """(the theme the stack asks for, whether a pause menu is open). Pause, results and
    settings over a table keep its theme: they sit above the table's session."""
    stack = list(scenes)
    ducked = any(getattr(s, "name", "") == "pause" for s in stack)
    for scene in reversed(stack):
        game = getattr(getattr(scene, "session", None), "game_id", None)
        if game in GAME_IDS:                # each game has its theme, <id>.ogg
            return game, ducked
    return (TITLE if stack else None), ducked


def _step(value: float, goal: float, amount: float) -> float:
    return min(goal, value + amount) if value < goal else max(goal, value - amount)


class Music:
    """`level()` is the music volume in [0, 1], read every frame (the Settings slider
    applies at once; 0 stops the music). `mixer` is pygame.mixer unless a test gives its
    own."""

    def __init__(self, level: Callable[[], float], mixer=None, path=theme_path):
        self.level = level
        self._mixer = mixer
        self.path = path
        self.current: str | None = None     # the theme loaded and playing
        self.fade = 0.0                     # its fade in/out gain, 0..1
        self.duck = 1.0                     # 1, or DUCK under the pause menu
        self.applied: float | None = None   # the volume last given to the mixer
        self.broken: set[str] = set()       # themes whose file would not load

    def mixer(self):
        if self._mixer is None:
            import pygame
            self._mixer = pygame.mixer
        return self._mixer if self._mixer.get_init() else None

    def follow(self, scenes, dt: float) -> None:
        theme, ducked = choice(scenes)
        self.update(theme, ducked, dt)

    def update(self, theme: str | None, ducked: bool, dt: float) -> None:
        try:
            self._update(theme, ducked, dt)
        except Exception:               # never let the music stop a frame
            log.exception("music failed; silent from now on")
            self.broken.add(self.current or str(theme))
            self.current = None

    def _update(self, theme, ducked, dt) -> None:
        mixer = self.mixer()
        if mixer is None:
            return
        level = max(0.0, min(1.0, float(self.level())))
        want = theme if level > 0 and theme not in self.broken else None
        self.duck = _step(self.duck, DUCK if ducked else 1.0, dt * (1 - DUCK) / DUCK_S)
        if want != self.current:
            if self.current is not None and self.fade > 0:
                self.fade = max(0.0, self.fade - dt / FADE_OUT_S)
            else:
                self._start(mixer, want)
        elif self.current is not None:
            self.fade = min(1.0, self.fade + dt / FADE_IN_S)
        if self.current is not None:
            volume = round(level * self.fade * self.duck, 3)
            if volume != self.applied:
                mixer.music.set_volume(volume)
                self.applied = volume

    def _start(self, mixer, theme: str | None) -> None:
        if self.current is not None:
            mixer.music.stop()
        self.current, self.fade, self.applied = None, 0.0, None
        if theme is None:
            return
        try:
            mixer.music.load(str(self.path(theme)))
            mixer.music.set_volume(0.0)
            mixer.music.play(loops=-1)
        except Exception as error:      # missing, unreadable or not Vorbis: that theme is mute
            log.warning("music %r cannot play (%s); it stays silent", theme, error)
            self.broken.add(theme)
            return
        self.current, self.applied = theme, 0.0
