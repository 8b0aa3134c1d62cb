"""The title scene: a cinema façade at night (title_scene.py), and the main menu.

New game, Continue (the game played last if unfinished, never a save play has gone on
from: persistence.saves.latest_save; disabled when there is none), Load game, Join a table, Statistics,
Settings, Rules, Quit. At the first start it asks the player's name (ask_name.py),
once, over the menu. The façade is painted once per window size, after a first frame
of plain night sky, and its lights come up; finding the latest save (which replays save files)
also waits until the first frame is on screen, so start-up stays quick. The marquee's
bulbs chase and the searchlights sweep, still at the "instant" animation speed.
"""
from __future__ import annotations

import pygame
import pygame_gui

import cinetable
from cinetable.client import palette, title_scene, viewport, widgets
from cinetable.client.scene import Scene

BUTTON_W, BUTTON_H, GAP = 340, 42, 8    # eight entries above the lower film strip
MENU_TOP = 352
TAGLINE_Y = 306                         # its centre, in units, in a 1280×800 window
LIGHTS_UP_S = 0.6                       # the façade's lights come up after the first frame
AWAKE_S = 30.0                          # full frame rate this long after the last input


def _drop() -> int:
    """Units everything moves down in a window taller than the reference: the logo and
    the menu stay together in the middle, the film strips at the window's edges."""
    return (viewport.design()[1] - viewport.REFERENCE[1]) // 2


class TitleScene(Scene):
    name = "title"

    def __init__(self, app):
        super().__init__(app)
        self.latest = None            # the SaveEntry Continue resumes
        self._checked = False         # latest save looked up (after the first frame)
        self._clock = 0.0             # seconds of the lights' chase and sweep
        self._lights = 0.0            # how far the façade's lights have come up (0–1)
        self._woken = 0.0             # the clock at the player's last move

    def build(self) -> None:
        t = self.app.t
        x = (viewport.design()[0] - BUTTON_W) / 2
        top = MENU_TOP + _drop()
        items = [("new", t("title.new_game")), ("continue", t("title.continue")),
                 ("load", t("title.load")), ("join", t("title.join")),
                 ("statistics", t("title.statistics")),
                 ("settings", t("title.settings")),
                 ("rules", t("title.rules")), ("quit", t("title.quit"))]
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        for i, (key, text) in enumerate(items):
            rect = viewport.rect(x, top + i * (BUTTON_H + GAP), BUTTON_W, BUTTON_H)
            self.buttons[key] = widgets.button(self, rect, text, cls="@menu_button")
        self._refresh_continue()
        font = self.app.fonts.get("italic", 24)
        self._tagline = widgets.shadowed(font.render(t("title.tagline"), True, palette.CREAM),
                                         offset=viewport.pt(1, 2))
        self._version = self.app.fonts.get("body", 16).render(
            t("title.version", version=cinetable.__version__), True, palette.TEXT_DIM)

    def _refresh_continue(self) -> None:
        button = self.buttons["continue"]
        if self.latest is None:
            button.disable()
            button.set_tooltip(self.app.t("title.no_save") if self._checked else None)
            return
        button.enable()
        e = self.latest
        from cinetable.client.save_progress import progress_text
        progress = progress_text(self.app.t, e)
        button.set_tooltip(self.app.t("title.continue_at", game=e.game_title, progress=progress)
                           if progress else e.game_title)

    def resume(self) -> None:
        super().resume()
        self._checked = False          # a game may have been saved or deleted meanwhile

    def update(self, dt: float) -> None:
        if self.app.first_frame_s is not None:
            self._clock += dt
            self._lights = min(1.0, self._lights + dt / LIGHTS_UP_S)
        if not self._checked and self.app.first_frame_s is not None:
            from cinetable.client.scenes.launch import latest_save
            self.latest = latest_save()
            self._checked = True
            if self.root is not None:
                self._refresh_continue()
        if self.app.first_frame_s is not None:
            from cinetable.client.scenes.ask_name import ask_name, needs_name
            if needs_name(self.app):         # the first start: who is playing?
                ask_name(self.app)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self._woken = self._clock
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        key = widgets.pressed(self.buttons, event)
        if key is None:
            return False
        app = self.app
        if key == "new":
            app.push("new_game")
        elif key == "continue" and self.latest is not None:
            from cinetable.client.scenes.launch import resume
            resume(app, self.latest.path)
        elif key == "load":
            app.push("load")
        elif key == "join":
            app.push("join")
        elif key == "statistics":
            app.push("statistics")
        elif key == "settings":
            app.push("settings")
        elif key == "rules":
            app.push("rules")
        elif key == "quit":
            app.quit()
        return True

    def busy(self) -> bool:
        """The lights move at full frame rate, unless the window is minimised, the
        player chose instant animation (a still picture) or has left the title alone
        for AWAKE_S (the app then draws a few frames a second: the bulbs still chase)."""
        return (not self._still() and pygame.display.get_active()
                and self._clock - self._woken < AWAKE_S)

    def _still(self) -> bool:
        return self.app.settings.get("animation_speed") == "instant"

    def draw(self, surface: pygame.Surface) -> None:
        px = viewport.px
        size = viewport.size()
        if self.app.first_frame_s is None:
            title_scene.stand_in(surface)    # start-up stays quick: the façade comes next
        else:
            scene = title_scene.painted(size, viewport.u(), _drop(),
                                        self.app.fonts.get("title", 128))
            scene.draw(surface, self._clock, self._still(), self._lights)
        w = size[0]
        r = self._tagline.get_rect(center=(w // 2, px(TAGLINE_Y + _drop())))
        surface.blit(self._tagline, r)
        for side in (-1, 1):            # short brass rules either side of the tagline
            x0 = r.left - px(24) if side < 0 else r.right + px(24)
            pygame.draw.line(surface, palette.BRASS_DIM, (x0, r.centery),
                             (x0 + side * px(90), r.centery), px(2))
        surface.blit(self._version, self._version.get_rect(
            bottomright=(w - px(24), size[1] - px(widgets.STRIP) - px(10))))
