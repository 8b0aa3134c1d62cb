"""The common frame of the menu scenes (new game, load, settings, rules): velvet
backdrop, a brass heading, one content panel, and Esc to go back.

The frame is placed from the window (viewport.design(), in units): at 1280×800 the panel
is (40, 104, 1200, 596) and the footer buttons stand at y 716, 52 high. A wider window
widens the panel up to the scene's `panel_max_w` units, centred; a taller one lengthens
it (lists show more rows) up to `panel_max_h`, the heading, panel and footer then
centred as one block. `panel()`, `footer_y()` and `footer_h()` give the default frame in
pixels; a scene reads its own as `self.panel`, `self.footer_y`, `self.footer_h` when it
builds (they change with the window: never copy them at import).
"""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport, widgets
from cinetable.client.scene import Scene

MARGIN = 40               # units from the window's side to the panel (at its narrowest)
ABOVE = 104               # units from the block's top to the panel (the heading's room)
BELOW = 100               # units under the panel: a 16-unit gap, the footer, its margin
FOOTER_GAP, FOOTER_UNITS = 16, 52
MAX_W = 1600              # the panel stops widening here (lines stay readable)


def panel_units(max_w: float = MAX_W, max_h: float | None = None) -> pygame.Rect:
    """The panel in units for the window's design size."""
    dw, dh = viewport.design()
    w = min(dw - 2 * MARGIN, max(max_w, viewport.REFERENCE[0] - 2 * MARGIN))
    h = dh - ABOVE - BELOW
    if max_h is not None:
        h = min(h, max(max_h, viewport.REFERENCE[1] - ABOVE - BELOW))
    top = (dh - (ABOVE + h + BELOW)) // 2 + ABOVE
    return pygame.Rect((dw - w) // 2, top, w, h)


def _pixels(r: pygame.Rect) -> pygame.Rect:
    return viewport.rect(r.x, r.y, r.width, r.height)


def panel(max_w: float = MAX_W, max_h: float | None = None) -> pygame.Rect:
    """The panel in pixels."""
    return _pixels(panel_units(max_w, max_h))


def footer_y(max_w: float = MAX_W, max_h: float | None = None) -> int:
    """The top of the footer buttons (Back, the scene's main action), in pixels."""
    return viewport.px(panel_units(max_w, max_h).bottom + FOOTER_GAP)


def footer_h() -> int:
    return viewport.px(FOOTER_UNITS)


class MenuScene(Scene):
    heading_key = ""
    panel_max_w: float = MAX_W           # units; a scene with a fixed content caps these
    panel_max_h: float | None = None

    @property
    def panel(self) -> pygame.Rect:
        """This scene's panel in pixels, for the window as it is now."""
        return panel(self.panel_max_w, self.panel_max_h)

    @property
    def footer_y(self) -> int:
        return footer_y(self.panel_max_w, self.panel_max_h)

    @property
    def footer_h(self) -> int:
        return footer_h()

    def enter(self) -> None:
        self._heading = widgets.shadowed(widgets.gradient_text(
            self.app.fonts.get("title", 50), self.heading_text(),
            palette.HIGHLIGHT, palette.BRASS_DIM), offset=(viewport.px(2), viewport.px(3)))
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
        surface.blit(widgets.menu_backdrop(viewport.size()), (0, 0))
        box = panel_units(self.panel_max_w, self.panel_max_h)
        # the heading and its rule line up with the panel's inside, 16 units in
        x, top = viewport.px(box.x + 16), viewport.px(box.y - ABOVE + 22)
        surface.blit(self._heading, (x, top))
        y = top + self._heading.get_height() - viewport.px(2)
        pygame.draw.line(surface, palette.BRASS_DIM, (x, y),
                         (viewport.px(box.right - 16), y), max(1, viewport.px(1)))
        widgets.panel(surface, _pixels(box), radius=viewport.px(14))
        self.draw_content(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Scene-specific painting inside the panel (under the widgets)."""
