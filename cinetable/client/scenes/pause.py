"""The pause overlay a table pushes on Esc: Resume, Save as…, Load game, Settings, Rules,
Quit to title. Esc again resumes. The game is autosaved after every action, so quitting
loses nothing; Save as… keeps a named copy."""
from __future__ import annotations

from datetime import datetime

import pygame
import pygame_gui

from cinetable.client import palette, viewport, widgets
from cinetable.client.scene import Scene
from cinetable.client.scenes.dialogs import veil

# lengths in units (viewport.px gives pixels); the panel is centred in the window
BUTTON_W, BUTTON_H, GAP = 320, 50, 12
PANEL_W = 420
HEAD_H = 96                    # the heading above the buttons
FOOT_H = 70                    # the hint (or a notice) under them
SLOT_LIMIT = 40                # persistence.saves.MAX_SLOT_CHARS


class PauseScene(Scene):
    transparent = True
    name = "pause"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.notice: tuple[str, tuple] | None = None     # (text, colour) under the buttons

    def build(self) -> None:
        t = self.app.t
        items = [("resume", t("pause.resume"), "@primary"),
                 ("save", t("pause.save_as"), None),
                 ("load", t("pause.load"), None),
                 ("settings", t("pause.settings"), None),
                 ("rules", t("pause.rules"), None),
                 ("quit", t("pause.quit"), "@danger")]
        n = len(items)
        self.rect = viewport.centred(PANEL_W, HEAD_H + n * (BUTTON_H + GAP) + FOOT_H)
        origin = viewport.rect(0, 0, BUTTON_W, BUTTON_H)
        origin.midtop = (self.rect.centerx, self.rect.y)
        self.buttons = {}
        for i, (key, text, cls) in enumerate(items):
            # each button's top from its place in units: no rounding drift down the column
            top = self.rect.y + viewport.px(HEAD_H + i * (BUTTON_H + GAP))
            self.buttons[key] = widgets.button(self, origin.move(0, top - origin.y), text,
                                               cls=cls)
        self._title = widgets.gradient_text(self.app.fonts.get("title", 42), t("pause.heading"),
                                            palette.HIGHLIGHT, palette.BRASS_DIM)
        self._hint = self.app.fonts.get("italic", 18).render(t("pause.autosaved"), True,
                                                             palette.TEXT_DIM)

    # -- actions ------------------------------------------------------------------------
    def resume_game(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def ask_save_name(self) -> None:
        t = self.app.t
        try:
            from cinetable.engine import game_info
            game = game_info(self.session.game_id).title
        except (AttributeError, ValueError):
            game = t("pause.game")
        initial = f"{game} {datetime.now():%Y-%m-%d %H.%M}"[:SLOT_LIMIT]
        self.app.push("text_prompt", t("pause.save_title"), t("pause.save_prompt"), initial,
                      self.save_as, ok=t("pause.save"), max_length=SLOT_LIMIT)

    def save_as(self, name: str, *, replace: bool = False) -> None:
        from cinetable.persistence.atomic import SaveError
        from cinetable.persistence.saves import slot_path
        t = self.app.t
        try:
            if not replace and slot_path(name, getattr(self.session, 'folder', None)).exists():
                self.app.push("confirm", t("pause.replace", name=name),
                              lambda: self.save_as(name, replace=True),
                              title=t("pause.save_title"), yes=t("pause.replace_yes"))
                return
            self.session.save_as(name)
        except (SaveError, OSError, ValueError) as e:
            self.app.push("message", t("pause.save_failed"), str(e))
            return
        self.notice = (t("pause.saved", name=name), palette.GOOD)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        key = widgets.pressed(self.buttons, event)
        if key is None:
            return False
        app = self.app
        self.notice = None
        if key == "resume":
            self.resume_game()
        elif key == "save" and self.session.remote:
            # a network game's record is the host's (it autosaves there): said, not an error
            self.notice = (app.t("net.saved_by_host"), palette.TEXT)
        elif key == "save":
            self.ask_save_name()
        elif key == "load":
            app.push("load")
        elif key == "settings":
            app.push("settings")
        elif key == "rules":
            app.push("rules", getattr(self.session, "game_id", None))
        elif key == "quit":
            app.go("title")
        return True

    def draw(self, surface: pygame.Surface) -> None:
        veil(surface, self.app, self, 165)
        widgets.panel(surface, self.rect, alpha=245, radius=viewport.px(14),
                      edge=palette.BRASS_DIM)
        surface.blit(self._title, self._title.get_rect(midtop=(self.rect.centerx,
                                                               self.rect.y + viewport.px(22))))
        y = self.rect.bottom - viewport.px(52)
        if self.notice:
            text, colour = self.notice
            img = self.app.fonts.get("semibold", 19).render(text, True, colour)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
        else:
            surface.blit(self._hint, self._hint.get_rect(midtop=(self.rect.centerx, y)))
