"""The common frame of the menu scenes (new game, load, settings, rules): velvet
backdrop, a brass heading, one content panel, and Esc to go back."""
from __future__ import annotations

import pygame

from cinetable.client import palette, widgets
from cinetable.client.scene import LOGICAL_SIZE, Scene

PANEL = pygame.Rect(40, 104, 1200, 596)
FOOTER_Y = 716            # top of the footer buttons (Back, the scene's main action)
FOOTER_H = 52


class MenuScene(Scene):
    heading_key = ""

    def enter(self) -> None:
        self._heading = widgets.shadowed(widgets.gradient_text(
            self.app.fonts.get("title", 50), self.heading_text(),
            palette.HIGHLIGHT, palette.BRASS_DIM), offset=(2, 3))
        super().enter()

    def heading_text(self) -> str:
        return self.app.t(self.heading_key)

    def back(self) -> None:
        """Leave this scene (Esc, the Back button)."""
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(widgets.menu_backdrop(LOGICAL_SIZE), (0, 0))
        surface.blit(self._heading, (56, 22))
        y = 22 + self._heading.get_height() - 2
        pygame.draw.line(surface, palette.BRASS_DIM, (56, y), (LOGICAL_SIZE[0] - 56, y), 1)
        widgets.panel(surface, PANEL)
        self.draw_content(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Scene-specific painting inside the panel (under the widgets)."""
