"""The Join screen's list of tables found on the local network (net/discovery.py): one
button a table, "Festival de Cannes · K7QM2 · Marion · 2 seats free", updated live.
A table's button fills the address and code and joins; a `cinetable serve` fills the
address and asks for the code. When discovery cannot run the list says so and joining
by address works as before. The list's rect is in pixels (the scene's, for the window);
its rows are as many as its height holds, at least ROWS.
"""
from __future__ import annotations

import logging
import threading

import pygame

from cinetable.client import palette, viewport, widgets

log = logging.getLogger(__name__)

ROWS = 5                 # buttons shown at least; more tables: the first ones by name
MAX_ROWS = 12
ROW_H, ROW_GAP = 40, 8   # units
HEAD_H = 36              # units: the heading above the rows
POLL_S = 0.25            # how often the browser's list is read


def make_browser():
    """The discovery browser (tests put a fake one here)."""
    from cinetable.net.discovery import Browser
    return Browser()


class FoundList:
    def __init__(self, scene, rect: pygame.Rect):
        self.scene, self.rect = scene, pygame.Rect(rect)
        self.shown: list = []
        self.buttons: dict = {}
        self._wait = 0.0
        try:
            self.browser = make_browser()
        except Exception as e:          # never in the way of joining by address
            log.info("no local network search: %s", e)
            self.browser = None

    def build(self) -> None:
        """(Re)create the buttons: after the scene's widgets were made or rebuilt."""
        self.buttons = {}
        self._show(self.shown)

    def _row_text(self, found) -> str:
        t = self.scene.app.t
        if found.kind == "server":
            return t("online_found.server", name=found.name, address=found.host_port)
        return " · ".join(part for part in (
            _game_title(found.game), found.code, found.name,
            t.plural("online_found.free", found.free)) if part)

    def _show(self, found: list) -> None:
        for button in self.buttons.values():
            button.kill()
        self.shown, self.buttons = list(found), {}
        y = self.rect.y + viewport.px(HEAD_H)
        step, row_h = viewport.px(ROW_H + ROW_GAP), viewport.px(ROW_H)
        for i, item in enumerate(self.shown[:self.rows()]):
            rect = (self.rect.x, y + i * step, self.rect.w, row_h)
            self.buttons[i] = widgets.button(self.scene, rect, self._row_text(item),
                                             tooltip=item.host_port)

    def rows(self) -> int:
        """How many tables the list shows: as many as its height holds."""
        room = self.rect.h - viewport.px(HEAD_H)
        return max(ROWS, min(MAX_ROWS, room // viewport.px(ROW_H + ROW_GAP)))

    @property
    def failed(self) -> bool:
        return self.browser is None or bool(getattr(self.browser, "failed", False))

    def update(self, dt: float) -> None:
        self._wait -= dt
        if self.failed or self._wait > 0:
            return
        self._wait = POLL_S
        try:
            found = list(self.browser.tables())
        except Exception as e:
            log.info("local network search stopped: %s", e)
            self.browser = None
            found = []
        if found != self.shown:
            self._show(found)

    def pressed(self, event):
        """The Found whose button the UI_BUTTON_PRESSED event names, or None."""
        key = widgets.pressed(self.buttons, event)
        return None if key is None else self.shown[key]

    def close(self) -> None:
        """Stop browsing; on a thread, so leaving the screen never waits for the network."""
        browser, self.browser = self.browser, None
        if browser is not None:
            threading.Thread(target=browser.close, name="cinetable-browse-close",
                             daemon=True).start()

    def draw(self, surface) -> None:
        t, font = self.scene.app.t, self.scene.app.fonts.get("body", 20)
        img = font.render(t("online_found.heading"), True, palette.TEXT)
        surface.blit(img, (self.rect.x, self.rect.y))
        if not self.shown:
            key = "online_found.off" if self.failed else "online_found.none"
            img = font.render(t(key), True, palette.TEXT_DIM)
            surface.blit(img, (self.rect.x, self.rect.y + viewport.px(40)))


def _game_title(game: str) -> str:
    from cinetable.engine import game_info
    try:
        return game_info(game).title
    except Exception:                   # a game this version does not have
        return game
