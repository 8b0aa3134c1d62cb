"""The gallery scene: every card face of one game at a time (client/gallery.py paints the
sheets). Left/Right change the game, the wheel and Up/Down scroll, Esc goes back."""
from __future__ import annotations

import pygame

from cinetable.client import gallery, palette, viewport
from cinetable.client.scene import Scene


class GalleryScene(Scene):
    name = "gallery"

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.ids = gallery.game_ids()
        self.index = self.ids.index(game_id) if game_id in self.ids else 0
        self.scroll = 0
        self._sheet: pygame.Surface | None = None
        self._key: tuple | None = None

    @property
    def game_id(self) -> str:
        return self.ids[self.index]

    def card_size(self) -> tuple[int, int]:
        w = viewport.px(150)
        return w, round(w * 176 / 150)

    def current_sheet(self) -> pygame.Surface:
        key = (self.game_id, viewport.size(), self.card_size())
        if self._sheet is None or key != self._key:
            self._sheet = gallery.game_sheet(self.app.fonts, self.app.t, self.game_id,
                                             viewport.size()[0], self.card_size())
            self._key = key
        return self._sheet

    def relayout(self) -> None:
        self._sheet = None
        super().relayout()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if len(self.app.scenes) > 1:
                    self.app.scenes.pop()
                else:
                    self.app.go("title")
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_LEFT):
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.index = (self.index + step) % len(self.ids)
                self.scroll = 0
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                big = event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP)
                sign = 1 if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -1
                self.scroll_by(sign * (viewport.size()[1] * 0.8 if big else viewport.px(60)))
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * viewport.px(60))
            return True
        return False

    def scroll_by(self, dy: float) -> None:
        room = max(0, self.current_sheet().get_height() - viewport.size()[1] + viewport.px(40))
        self.scroll = int(max(0, min(room, self.scroll + dy)))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(palette.BACKGROUND)
        surface.blit(self.current_sheet(), (0, -self.scroll))
        font = self.app.fonts.pixel("body", viewport.font_px(14))
        img = font.render(self.app.t("gallery.keys"), True, palette.TEXT_DIM)
        w, h = viewport.size()
        bar = pygame.Rect(0, h - img.get_height() - viewport.px(8), w, img.get_height() + viewport.px(8))
        pygame.draw.rect(surface, palette.PANEL, bar)
        surface.blit(img, img.get_rect(center=bar.center))
