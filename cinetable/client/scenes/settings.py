"""The settings scene. Every change applies at once, goes into `app.settings` (the live
dict other scenes read) and is written to the settings file."""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette, rating_view, services, widgets
from cinetable.client.player_names import is_unnamed, own_name
from cinetable.client.scenes.menu import FOOTER_H, FOOTER_Y, PANEL, MenuScene

WINDOW_SIZES = ((1280, 800), (1440, 900), (1920, 1200))
SPEEDS = ("slow", "normal", "fast", "instant")
AFTER_BOT_MOVE = ("go_on", "wait")    # the table goes on, or holds until Space/click
LEVELS = ("beginner", "easy", "normal", "hard")
LANGUAGES = (("en", "English"), ("fr", "Français"), ("it", "Italiano"))   # each named in itself
LABEL_X, CONTROL_X = 110, 430
ROW_GAP = 10             # nine rows and two-line hints fit the panel in French
NAME_LIMIT = 24
VOLUMES = ("music_volume", "effects_volume")     # the sliders, side by side in one row
VOLUME_GROUP_W, VOLUME_LABEL_W, VOLUME_SLIDER_W = 390, 100, 190
SAVE_AFTER_S = 0.5       # a dragged slider is written this long after it last moved


def _volume(settings: dict, key: str) -> int:
    value = settings.get(key, 0)
    return max(0, min(100, value)) if isinstance(value, int) else 0


class SettingsScene(MenuScene):
    name = "settings"
    heading_key = "settings.heading"

    def build(self) -> None:
        t = self.app.t
        s = self.app.settings
        self.texts: list[tuple[pygame.Surface, tuple[int, int]]] = []
        f_label = self.app.fonts.get("semibold", 22)
        f_hint = self.app.fonts.get("italic", 18)
        y = PANEL.y + 24

        def row(key: str, hint: str | None = None) -> int:
            """A label (and a hint under it) left of a control; returns the row's top."""
            nonlocal y
            top = y
            self.texts.append((f_label.render(t(key), True, palette.BRASS), (LABEL_X, top + 10)))
            height = 46
            if hint:
                lines = widgets.wrap(f_hint, hint, CONTROL_X - LABEL_X - 24)
                img = widgets.render_lines(f_hint, lines, palette.TEXT_DIM)
                self.texts.append((img, (LABEL_X, top + 40)))
                height = max(height, 40 + img.get_height())
            y += height + ROW_GAP
            return top

        top = row("settings.language")
        self.language = widgets.Choice(self, (CONTROL_X, top, 3 * 150 + 16, 46),
                                       [c for c, _ in LANGUAGES], [n for _, n in LANGUAGES],
                                       s.get("language", "en"), self._set_language)

        top = row("settings.window", t("settings.window_hint"))
        size = (s.get("window_width"), s.get("window_height"))
        self.window = widgets.Choice(
            self, (CONTROL_X, top, 3 * 150 + 16, 46), list(WINDOW_SIZES),
            [f"{w} × {h}" for w, h in WINDOW_SIZES],
            size, self._set_window)      # none lit when the window edge was dragged

        top = row("settings.fullscreen", t("settings.fullscreen_hint"))
        self.fullscreen = widgets.Toggle(self, (CONTROL_X, top + 4, 38, 38),
                                         bool(s.get("fullscreen")), self._set_fullscreen)

        top = row("settings.animation")
        self.speed = widgets.Choice(self, (CONTROL_X, top, 4 * 150 + 24, 46), SPEEDS,
                                    [t(f"settings.speed.{v}") for v in SPEEDS],
                                    s.get("animation_speed", "normal"),
                                    lambda v: self._set("animation_speed", v))

        top = row("settings.after_bot")
        self.after_bot = widgets.Choice(
            self, (CONTROL_X, top, 2 * 220 + 8, 46), AFTER_BOT_MOVE,
            [t(f"settings.after_bot_move.{v}") for v in AFTER_BOT_MOVE],
            s.get("after_bot_move", "go_on"), lambda v: self._set("after_bot_move", v))

        top = row("settings.sound")
        self.volumes = {}                # setting → (slider, where its value is drawn)
        f_body = self.app.fonts.get("body", 20)
        for k, key in enumerate(VOLUMES):
            x = CONTROL_X + k * VOLUME_GROUP_W
            self.texts.append((f_body.render(t(f"settings.{key}"), True, palette.TEXT),
                               (x, top + 11)))
            slider = pygame_gui.elements.UIHorizontalSlider(
                pygame.Rect(x + VOLUME_LABEL_W, top + 6, VOLUME_SLIDER_W, 34),
                _volume(s, key), (0, 100), self.app.ui, container=self.root,
                click_increment=5, object_id=f"#{key}")
            self.volumes[key] = (slider, (x + VOLUME_LABEL_W + VOLUME_SLIDER_W + 10, top + 11))
        self.unsaved_s: float | None = None      # a slider moved: saved shortly after

        top = row("settings.bot_level", t("settings.bot_level_hint"))
        level = s.get("bot_level") if s.get("bot_level") in LEVELS else "normal"
        self.level = widgets.Choice(self, (CONTROL_X, top, 4 * 150 + 24, 46), LEVELS,
                                    [widgets.capitalised(t(f"levels.{v}")) for v in LEVELS], level,
                                    lambda v: self._set("bot_level", v))
        # under the levels, beside the hint: the panel has no room for a ninth row
        self.assisted = widgets.Toggle(self, (CONTROL_X, top + 56, 34, 34),
                                       bool(s.get(rating_view.SETTING, False)),
                                       lambda v: self._set(rating_view.SETTING, v))
        self.texts.append((self.app.fonts.get("body", 20).render(
            t("settings.rating_assisted"), True, palette.TEXT), (CONTROL_X + 46, top + 61)))
        y = max(y, top + 90 + ROW_GAP)

        top = row("settings.player_name")
        self.name_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(CONTROL_X, top, 340, 46), self.app.ui, container=self.root,
            initial_text=own_name(s)[:NAME_LIMIT])
        self.name_entry.set_text_length_limit(NAME_LIMIT)

        self.texts.append((f_hint.render(t("settings.saved_hint"), True, palette.TEXT_DIM),
                           (PANEL.x + 240, FOOTER_Y + 14)))
        self.back_button = widgets.button(self, (PANEL.x, FOOTER_Y, 200, FOOTER_H),
                                          t("common.back"))
        self.controls = [self.language, self.window, self.fullscreen, self.speed,
                         self.after_bot, self.level, self.assisted]

    # -- changes --------------------------------------------------------------------------
    def _set(self, key: str, value) -> None:
        self.app.settings[key] = value
        services.save_settings(self.app.settings)

    def _set_volume(self, key: str, value: int) -> None:
        """A slider moved: heard at once (the music reads the setting every frame, an effect
        plays at the new level); written to the file a moment later, not at every step of
        a drag."""
        value = max(0, min(100, int(value)))
        if value == self.app.settings.get(key):
            return
        self.app.settings[key] = value
        self.unsaved_s = 0.0
        if key == "effects_volume":
            self.app.sounds.play("place")

    def _save_volumes(self) -> None:
        if self.unsaved_s is not None:
            self.unsaved_s = None
            services.save_settings(self.app.settings)

    def _set_language(self, language: str) -> None:
        self._keep_name()
        self._save_volumes()
        self._set("language", language)
        self.app.set_language(language)        # rebuilds every scene, this one included

    def _set_window(self, size) -> None:
        self.app.settings["window_width"], self.app.settings["window_height"] = size
        services.save_settings(self.app.settings)
        self.app.apply_window_size()

    def _set_fullscreen(self, on: bool) -> None:
        self._set("fullscreen", on)
        self.app.set_fullscreen(on)

    def _keep_name(self) -> None:
        """Store the typed name if it is a usable one (else keep the previous name)."""
        if self.root is None or not self.name_entry.alive():
            return
        name = " ".join(self.name_entry.get_text().split())
        if is_unnamed(name):
            return          # empty, or an old built-in "You": no name to keep
        if name and name != self.app.settings.get("player_name"):
            from cinetable.persistence.settings import is_valid
            if is_valid("player_name", name):
                self._set("player_name", name)

    # -- frame -----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button:
                self.back()
                return True
            for w in self.controls:
                if w.handle(event):
                    return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            for key, (slider, _pos) in self.volumes.items():
                if event.ui_element is slider:
                    self._set_volume(key, slider.get_current_value())
                    return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.name_entry:
            self._keep_name()
            return True
        return super().handle(event)

    def update(self, dt: float) -> None:
        # F11 may switch full screen while this scene is open
        self.fullscreen.set(bool(self.app.settings.get("fullscreen")))
        if self.unsaved_s is not None:
            self.unsaved_s += dt
            if self.unsaved_s >= SAVE_AFTER_S:
                self._save_volumes()

    def back(self) -> None:
        self._keep_name()
        self._save_volumes()
        super().back()

    def exit(self) -> None:
        self._keep_name()
        self._save_volumes()
        super().exit()

    def draw_content(self, surface: pygame.Surface) -> None:
        for img, pos in self.texts:
            surface.blit(img, pos)
        font = self.app.fonts.get("body", 20)
        for key, (_slider, pos) in self.volumes.items():
            value = _volume(self.app.settings, key)
            text = f"{value} %" if value else self.app.t(f"settings.{key}_off")
            surface.blit(font.render(text, True, palette.TEXT_DIM), pos)
