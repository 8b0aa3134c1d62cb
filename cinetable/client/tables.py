"""Which scene shows the table of which game, and opening it for a session.

Table scenes are imported when a game opens, not at start-up (the title must appear fast).
"""
from __future__ import annotations

import importlib

import pygame
import pygame_gui

from cinetable.client import palette
from cinetable.client.scene import LOGICAL_SIZE, Scene

# game id → "module:SceneClass"
TABLES = {
    "hollywood": "cinetable.client.scenes.hollywood_table:HollywoodTableScene",
}


def table_class(game_id: str):
    try:
        target = TABLES[game_id]
    except KeyError:
        raise ValueError(f"There is no table for the game '{game_id}' yet") from None
    module, _, cls = target.partition(":")
    return getattr(importlib.import_module(module), cls)


def open_table(app, session) -> Scene:
    """Show the session's table in place of the scenes on the stack.

    A title scene left alone at the bottom of the stack stays there (the menus put it
    there), so that leaving the table lands on the title."""
    scene = table_class(session.record.game)(app, session)
    stack = app.scenes
    if len(stack) == 1 and getattr(stack.top, "name", "") == "title":
        stack.push(scene)
    else:
        stack.clear_to(scene)
    return scene


def open_results(app, session) -> Scene:
    from cinetable.client.scenes.results import ResultsScene
    scene = ResultsScene(app, session)
    app.scenes.replace(scene)
    return scene


def go_to_title(app) -> None:
    from cinetable.client.scenes.title import TitleScene
    app.scenes.clear_to(TitleScene(app))


def pause_scene(app, session) -> Scene:
    """The shell's pause overlay, or a minimal one if it is not available."""
    try:
        from cinetable.client.scenes.pause import PauseScene
    except ImportError:
        return FallbackPause(app, session)
    return PauseScene(app, session)


class FallbackPause(Scene):
    """Resume or leave to the title (the game is autosaved after every action)."""

    transparent = True
    name = "pause"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session

    def build(self) -> None:
        t = self.app.t
        w, h = LOGICAL_SIZE
        self.resume_b = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 130, h // 2 - 40, 260, 48), t("table.resume"), self.app.ui,
            container=self.root)
        self.quit_b = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 130, h // 2 + 20, 260, 48), t("table.quit_to_title"),
            self.app.ui, container=self.root)
        self._title = self.app.fonts.get("title", 40).render(t("table.paused"), True,
                                                             palette.BRASS)
        self._veil = pygame.Surface(LOGICAL_SIZE, pygame.SRCALPHA)
        self._veil.fill((6, 4, 10, 160))

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.resume_b:
                self.app.scenes.pop()
                return True
            if event.ui_element is self.quit_b:
                go_to_title(self.app)
                return True
        return False

    def draw(self, surface) -> None:
        surface.blit(self._veil, (0, 0))
        surface.blit(self._title, self._title.get_rect(center=(LOGICAL_SIZE[0] // 2,
                                                               LOGICAL_SIZE[1] // 2 - 100)))
