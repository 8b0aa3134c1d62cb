"""The settings scene. Every change applies at once, goes into `app.settings` (the live
dict other scenes read) and is written to the settings file."""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette, rating_view, services, viewport, widgets
from cinetable.client.player_names import is_unnamed, own_name
from cinetable.client.scenes.menu import MenuScene

# the window sizes offered: the smallest the layouts support up to 1440p (those that fit
# the desktop; the smallest always)
WINDOW_SIZES = ((960, 600), (1280, 800), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440))
AUTO_SCALE = 0                          # the "ui_scale" setting for the display's DPI
SPEEDS = ("slow", "normal", "fast", "instant")
AFTER_BOT_MOVE = ("go_on", "wait")    # the table goes on, or holds until Space/click
LEVELS = ("beginner", "easy", "normal", "hard")
LANGUAGES = (("en", "English"), ("fr", "Français"), ("it", "Italiano"))   # each named in itself
LABEL_X, CONTROL_X = 70, 390     # units from the panel's left edge
ROW_GAP = 8              # nine rows and two-line hints fit the panel in Italian
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

    panel_max_w = 1200                 # [designed] a fixed set of rows: the reference
    panel_max_h = 596                  # panel, centred in a bigger window

    def window_sizes(self) -> list[tuple[int, int]]:
        """The sizes offered: those that fit the desktop as a window (the app's own
        margins for a title bar and a panel), the smallest always."""
        try:
            desktops = pygame.display.get_desktop_sizes()
        except pygame.error:
            desktops = []
        if not desktops:
            return list(WINDOW_SIZES)
        dw, dh = desktops[0]
        fits = [(w, h) for w, h in WINDOW_SIZES if w <= dw - 40 and h <= dh - 80]
        return fits or [WINDOW_SIZES[0]]

    def build(self) -> None:
        t = self.app.t
        s = self.app.settings
        px = viewport.px
        panel = self.panel
        label_x, control_x = panel.x + px(LABEL_X), panel.x + px(CONTROL_X)
        control_w = panel.right - px(40) - control_x
        self.texts: list[tuple[pygame.Surface, tuple[int, int]]] = []
        f_label = self.app.fonts.get("semibold", 22)
        f_hint = self.app.fonts.get("italic", 18)
        f_body = self.app.fonts.get("body", 20)
        y = panel.y + px(24)

        def row(key: str, hint: str | None = None, height: int = 46) -> int:
            """A label (and a hint under it) left of a control `height` units high;
            returns the row's top."""
            nonlocal y
            top = y
            self.texts.append((f_label.render(t(key), True, palette.BRASS),
                               (label_x, top + px(10))))
            size = px(height)
            if hint:
                lines = widgets.wrap(f_hint, hint, control_x - label_x - px(24))
                img = widgets.render_lines(f_hint, lines, palette.TEXT_DIM)
                self.texts.append((img, (label_x, top + px(40))))
                size = max(size, px(40) + img.get_height())
            y += size + px(ROW_GAP)
            return top

        def check(value: bool, top: int, text: str, on_change, size: int = 34):
            """A check box with its words right of it."""
            box = widgets.Toggle(self, (control_x, top, px(size), px(size)), value, on_change)
            img = f_body.render(text, True, palette.TEXT)
            self.texts.append((img, (control_x + px(size + 12),
                                     top + (px(size) - img.get_height()) // 2)))
            return box

        top = row("settings.language")
        self.language = widgets.Choice(self, (control_x, top, px(3 * 150 + 16), px(46)),
                                       [c for c, _ in LANGUAGES], [n for _, n in LANGUAGES],
                                       s.get("language", "en"), self._set_language, gap=px(8))

        # the window's size, and full screen under it (F11 said beside the box)
        top = row("settings.window", t("settings.window_hint"), height=90)
        sizes = self.window_sizes()
        size = (s.get("window_width"), s.get("window_height"))
        self.window = widgets.Choice(
            self, (control_x, top, min(control_w, px(150) * len(sizes) + px(8) * (len(sizes) - 1)),
                   px(46)), sizes, [f"{w} × {h}" for w, h in sizes],
            size, self._set_window, gap=px(8))     # none lit when the window edge was dragged
        self.fullscreen = check(bool(s.get("fullscreen")), top + px(54),
                                f"{t('settings.fullscreen')} · {t('settings.fullscreen_hint')}",
                                self._set_fullscreen)

        top = row("settings.ui_scale", t("settings.ui_scale_hint"))
        scale = s.get("ui_scale", AUTO_SCALE)
        scales = [AUTO_SCALE, *viewport.SCALES]
        self.ui_scale = widgets.Choice(
            self, (control_x, top, control_w, px(46)), scales,
            [t("settings.ui_scale_auto")] + [f"{v} %" for v in viewport.SCALES],
            scale if scale in scales else AUTO_SCALE, self._set_ui_scale, gap=px(6))

        top = row("settings.animation")
        self.speed = widgets.Choice(self, (control_x, top, px(4 * 150 + 24), px(46)), SPEEDS,
                                    [t(f"settings.speed.{v}") for v in SPEEDS],
                                    s.get("animation_speed", "normal"),
                                    lambda v: self._set("animation_speed", v), gap=px(8))

        top = row("settings.after_bot")
        self.after_bot = widgets.Choice(
            self, (control_x, top, px(2 * 220 + 8), px(46)), AFTER_BOT_MOVE,
            [t(f"settings.after_bot_move.{v}") for v in AFTER_BOT_MOVE],
            s.get("after_bot_move", "go_on"), lambda v: self._set("after_bot_move", v),
            gap=px(8))

        top = row("settings.sound")
        self.volumes = {}                # setting → (slider, where its value is drawn)
        for k, key in enumerate(VOLUMES):
            x = control_x + px(k * VOLUME_GROUP_W)
            self.texts.append((f_body.render(t(f"settings.{key}"), True, palette.TEXT),
                               (x, top + px(11))))
            slider = pygame_gui.elements.UIHorizontalSlider(
                pygame.Rect(x + px(VOLUME_LABEL_W), top + px(6), px(VOLUME_SLIDER_W), px(34)),
                _volume(s, key), (0, 100), self.app.ui, container=self.root,
                click_increment=5, object_id=f"#{key}")
            self.volumes[key] = (slider, (x + px(VOLUME_LABEL_W + VOLUME_SLIDER_W + 10),
                                          top + px(11)))
        self.unsaved_s: float | None = None      # a slider moved: saved shortly after

        top = row("settings.bot_level", t("settings.bot_level_hint"), height=90)
        level = s.get("bot_level") if s.get("bot_level") in LEVELS else "normal"
        self.level = widgets.Choice(self, (control_x, top, px(4 * 150 + 24), px(46)), LEVELS,
                                    [widgets.capitalised(t(f"levels.{v}")) for v in LEVELS], level,
                                    lambda v: self._set("bot_level", v), gap=px(8))
        # under the levels, beside the hint: the panel has no room for another row
        self.assisted = check(bool(s.get(rating_view.SETTING, False)), top + px(56),
                              t("settings.rating_assisted"),
                              lambda v: self._set(rating_view.SETTING, v))

        top = row("settings.player_name")
        typed = getattr(self, "_typed_name", None)
        self.name_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(control_x, top, px(340), px(46)), self.app.ui, container=self.root,
            initial_text=(own_name(s) if typed is None else typed)[:NAME_LIMIT])
        self.name_entry.set_text_length_limit(NAME_LIMIT)
        self._typed_name = None

        self.texts.append((f_hint.render(t("settings.saved_hint"), True, palette.TEXT_DIM),
                           (panel.x + px(240), self.footer_y + px(14))))
        self.back_button = widgets.button(self, (panel.x, self.footer_y, px(200), self.footer_h),
                                          t("common.back"))
        self.controls = [self.language, self.window, self.fullscreen, self.ui_scale,
                         self.speed, self.after_bot, self.level, self.assisted]

    def rebuild(self) -> None:
        """New widgets (a language, a window size, a UI scale) keep the name being typed."""
        if self.root is not None and self.name_entry.alive():
            self._typed_name = self.name_entry.get_text()
        super().rebuild()

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

    def _set_ui_scale(self, percent: int) -> None:
        """Kept in the settings file and applied at once: every scene is laid out again
        (this one comes back with the same values)."""
        self._save_volumes()
        self._set("ui_scale", percent)
        self.app.set_ui_scale(percent)

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
