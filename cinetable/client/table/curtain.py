"""Hotseat: several people play their seats on one screen, taking turns at it.

The table shows one seat's side at a time, the *viewer* (`session.human_seat`): the
session filters every event for it (Event.visible) and the game's view is built from its
observation. When a human other than the viewer is to move and nothing is left to
animate, the screen changes hands:

- in a game with secrets (GameInfo.secrets) a curtain, "Pass to Ann", hides the whole
  table until Ann presses Continue (or Return); only then is the view rebuilt from her
  observation and the log retold from her side. Before the first pass the viewer is
  nobody: the table opens on what everyone may see (the first deal included), so
  whoever sits at the screen when a game starts or is resumed learns no secret;
- in a game without secrets (everything on the table) the viewer simply follows the
  human to move.

Bots and chance play on in front of the last viewer. A table with one human never
changes viewer.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from cinetable.client import palette, viewport, widgets
from cinetable.client.scene import Scene

BUTTON_W, BUTTON_H = 280, 56           # units


def human_seats(seats) -> list[int]:
    return [i for i, s in enumerate(seats) if s.kind == "human"]


def has_secrets(game_id: str) -> bool:
    from cinetable.engine import game_info
    return game_info(game_id).secrets


class Hotseat:
    """Who the table shows, for a BaseTableScene (which calls `check` after each update)."""

    def __init__(self, scene):
        self.scene = scene
        session = scene.session
        self.humans = human_seats(session.seats)
        self.active = len(self.humans) > 1
        self.curtained = self.active and has_secrets(session.game_id)
        self.passes = 0                    # curtains raised so far (tests, the log)
        if self.curtained:
            session.human_seat = None      # nobody's secrets until the first pass
        elif self.active:
            p = session.state.current_player()
            if p in self.humans:
                session.human_seat = p

    def due(self) -> int | None:
        """The human who should take the screen now, or None."""
        sc = self.scene
        if not self.active or sc.queue.busy or sc.pending_deal or sc.state.is_terminal():
            return None
        p = sc.state.current_player()
        if p < 0 or p not in self.humans or p == sc.session.human_seat:
            return None
        return p

    def check(self) -> bool:
        """Hand the screen over if it is due; True when a curtain went up."""
        p = self.due()
        if p is None:
            return False
        if not self.curtained:
            self.hand_over(p)
            return False
        self.passes += 1
        sc = self.scene
        sc.app.scenes.push(CurtainScene(sc.app, sc.names[p], lambda: self.hand_over(p),
                                        session=sc.session))
        return True

    def hand_over(self, seat: int) -> None:
        """Show the table from `seat`'s side: view, painters, seat labels and log."""
        sc = self.scene
        sc.session.human_seat = seat
        sc.viewer_changed()
        sc.view = sc.new_view(sc.state)
        sc.rebuild()


class CurtainScene(Scene):
    """Hides the table between two players' turns: "Pass to <name>", then Continue."""

    name = "curtain"

    def __init__(self, app, name: str, on_continue: Callable[[], None], session=None):
        super().__init__(app)
        self.player = widgets.safe_text(name)
        self.on_continue = on_continue
        self.session = session             # for the pause menu (Esc) and the error path

    def build(self) -> None:
        t = self.app.t
        rect = viewport.centred(BUTTON_W, BUTTON_H).move(0, viewport.px(110))
        self.button = widgets.button(self, rect, t("hotseat.continue"), cls="@primary")
        fonts = self.app.fonts
        self.heading = widgets.gradient_text(fonts.get("title", 56),
                                             t("hotseat.pass_to", name=self.player),
                                             palette.HIGHLIGHT, palette.BRASS)
        body = fonts.get("italic", 22)
        lines = widgets.wrap(body, t("hotseat.hint", name=self.player), viewport.px(760))
        self.hint = widgets.render_lines(body, lines, palette.TEXT_DIM)
        self.backdrop = self._paint_backdrop()

    @staticmethod
    def _paint_backdrop() -> pygame.Surface:
        w, h = viewport.size()
        px = viewport.px
        surf = widgets.vertical_gradient((w, h), (58, 18, 26), (22, 8, 12))
        fold = px(64)
        for x in range(0, w, fold):        # the folds of a stage curtain
            pygame.draw.line(surf, (78, 26, 36), (x + fold // 2, 0), (x + fold // 2, h), px(3))
            pygame.draw.line(surf, (34, 10, 16), (x, 0), (x, h), px(2))
        pygame.draw.rect(surf, palette.BRASS_DIM, pygame.Rect(0, 0, w, px(18)))
        return surf

    def done(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        self.on_continue()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.done()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.done()
                return True
            if event.key == pygame.K_ESCAPE and self.session is not None:
                from cinetable.client.tables import pause_scene
                self.app.scenes.push(pause_scene(self.app, self.session))
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop, (0, 0))
        cx, cy = viewport.width() // 2, viewport.height() // 2
        surface.blit(self.heading, self.heading.get_rect(center=(cx, cy - viewport.px(60))))
        surface.blit(self.hint, self.hint.get_rect(center=(cx, cy + viewport.px(20))))
