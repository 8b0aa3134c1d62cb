"""Services every scene uses: fonts loaded by path, translations, settings, the UI manager."""
from __future__ import annotations

import json
import logging
from pathlib import Path

import pygame
import pygame_gui
import tomli

from cinetable.client import viewport
from cinetable.client.font_fallback import fallback_font, install_in_pygame_gui
from cinetable.client.wording import capitalise_start, elide
from cinetable.engine.assets import asset_path
from cinetable.engine.registry import own_assets

log = logging.getLogger(__name__)

FONT_FILES = {
    "title": "FjallaOne-Regular.ttf",
    "body": "SourceSansPro-Regular.ttf",
    "semibold": "SourceSansPro-Semibold.ttf",
    "bold": "SourceSansPro-Bold.ttf",
    "italic": "SourceSansPro-It.ttf",
}
# characters the fonts above lack (suit and arrow symbols, U+FFFD) come from this one
FALLBACK_FONT = "DejaVuSans-Fallback.ttf"


class Fonts:
    """Bundled TTF fonts by role ("title", "body", "semibold", "bold", "italic") and size.

    A missing font file falls back to pygame's bundled default font and is logged once,
    so a damaged install still shows text."""

    def __init__(self):
        self._cache: dict[tuple[str, int], pygame.font.Font] = {}

    def get(self, role: str, size: float) -> pygame.font.Font:
        """The font for text designed at `size` units, rendered at the pixel size it is
        shown at in this window (viewport.font_px)."""
        return self.pixel(role, viewport.font_px(size))

    def pixel(self, role: str, size: int) -> pygame.font.Font:
        """The font at exactly `size` pixels (art sized from its own pixel box)."""
        size = max(1, int(size))
        key = (role, size)
        font = self._cache.get(key)
        if font is None:
            path = asset_path("fonts", FONT_FILES.get(role, FONT_FILES["body"]))
            fallback = asset_path("fonts", FALLBACK_FONT)
            try:
                font = fallback_font(str(path), size,
                                    str(fallback) if fallback.is_file() else None)
            except (FileNotFoundError, OSError, pygame.error):
                log.warning("font missing: %s; using pygame's default font", path)
                font = pygame.font.Font(pygame.font.get_default_font(), size)
            self._cache[key] = font
        return font


# the fields a plural string agrees with, in order: "{count} cards", "({lots} lots)"...
PLURAL_FIELDS = ("count", "n", "points", "lots", "cards", "left")


class Translator:
    """t(key, **fields): the string for `key` in the chosen language, English as fallback.

    String tables are TOML files under assets/locales/<lang>/ (one file per area, merged),
    with dotted keys such as title.new_game; a game registered from elsewhere adds those
    of its own assets folder."""

    def __init__(self, language: str = "en"):
        self.language = language
        self.en = _load_locale("en")
        self.table = self.en if language == "en" else {**self.en, **_load_locale(language)}

    def __call__(self, key: str, **fields) -> str:
        return self.get(key, key, **fields)

    def plural(self, key: str, count: int, /, **fields) -> str:
        """The plural form of `key` that agrees with `count`, formatted with n=count.

        A plural string is a TOML table of forms: cards = { one = "{n} card",
        other = "{n} cards" }. French counts 0 and 1 as singular ("0 carte"), English
        and Italian only 1. A plain string (no forms) is used for every count."""
        form = "one" if count == 1 or (count == 0 and self.language == "fr") else "other"
        text = (self.table.get(f"{key}.{form}") or self.table.get(f"{key}.other")
                or self.table.get(key, key))
        return self._fill(text, {"n": count, **fields})

    def get(self, key: str, default: str, **fields) -> str:
        """Like t(key) but with an explicit fallback (e.g. an option's English label).

        A key holding plural forms agrees with its count field (the first of
        PLURAL_FIELDS given): t(key, count=3) is t.plural(key, 3, count=3), so the many
        narrators and painters passing count= need no plural call of their own."""
        if key not in self.table and f"{key}.other" in self.table:
            count = next((fields[f] for f in PLURAL_FIELDS if f in fields), None)
            if isinstance(count, int):
                fields.setdefault("n", count)
                return self.plural(key, count, **{k: v for k, v in fields.items() if k != "n"})
        text = self.table.get(key, default)
        return self._fill(text, fields) if fields else text

    def _fill(self, text: str, fields: dict) -> str:
        """`text` formatted with `fields`: French elision and a capital at the start."""
        template = elide(text, fields, self.language)
        try:
            return capitalise_start(template, template.format(**fields))
        except (KeyError, IndexError, ValueError):
            return text


def _flatten(prefix: str, data: dict, out: dict) -> None:
    for k, v in data.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            _flatten(key, v, out)
        else:
            out[key] = str(v)


def _load_locale(language: str) -> dict:
    out: dict[str, str] = {}
    folders: list[Path] = [asset_path("locales", language)] + \
        [assets / "locales" / language for assets in own_assets()]
    files = [p for folder in folders if folder.is_dir() for p in sorted(folder.glob("*.toml"))]
    for path in files:
        try:
            with open(path, "rb") as f:
                _flatten("", tomli.load(f), out)
        except (OSError, tomli.TOMLDecodeError) as e:
            log.warning("cannot read %s: %s", path, e)
    return out


def translator(settings: dict) -> Translator:
    return Translator(settings.get("language", "en"))


def load_settings() -> dict:
    from cinetable.persistence.settings import load_settings as _load
    return _load()


def read_settings() -> tuple[dict, list[str]]:
    """(settings, keys reset to their defaults because the file's values were unusable)."""
    from cinetable.persistence.settings import read_settings as _read
    return _read()


# settings keys → the label the settings scene shows them under
_SETTING_LABELS = {"window_width": "settings.window", "window_height": "settings.window",
                   "window_position": "settings.window",
                   "animation_speed": "settings.animation"}


def settings_notice(t, reset: list[str]) -> tuple[str, str]:
    """(title, text) telling the player that the settings file could not be used as is:
    the file named, and which values went back to their defaults."""
    from cinetable.persistence import settings_path
    from cinetable.persistence.settings import DEFAULTS
    file = shown_path(settings_path())
    if set(reset) >= set(DEFAULTS):
        return t("errors.settings_title"), t("errors.settings_damaged", file=file)
    labels = []
    for key in reset:
        label = t(_SETTING_LABELS.get(key, f"settings.{key}"))
        if label not in labels:
            labels.append(label)
    return t("errors.settings_title"), t("errors.settings_values", file=file,
                                         keys=", ".join(labels))


def shown_path(path) -> str:
    """A path as text a font can draw (a name that is not UTF-8 on disk is not)."""
    return str(path).encode("utf-8", "replace").decode("utf-8")


def tidy_data_folders() -> None:
    """At start: remove the temp files that writes killed half-way left behind (saves,
    the settings file, the history of finished games), and add to the history the
    finished games a full disk kept out of it (persistence/pending.py)."""
    from cinetable.persistence import saves, settings
    from cinetable.persistence.atomic import remove_stale_temp_files
    from cinetable.persistence.history import history_path
    history = history_path()
    for tidy in (saves.remove_stale_temps, settings.remove_stale_temps,
                 lambda: remove_stale_temp_files(history.parent, history.name.__eq__)):
        try:
            for path in tidy():
                log.info("removed a stale temp file: %s", path)
        except OSError as e:
            log.warning("cannot tidy temp files: %s", e)
    from cinetable.persistence import pending
    from cinetable.persistence.paths import saves_dir
    for record_id in pending.settle(saves_dir()):   # a game that ended on a full disk
        log.info("added game %s to the history after all", record_id)


def write_crash_log(error: BaseException) -> str:
    """Append the error's traceback to the log file; returns the file's name to show
    (or a note that it went to the console when the file cannot be written)."""
    import datetime
    import traceback

    from cinetable.persistence import log_path
    path = log_path()
    text = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    stamp = datetime.datetime.now().isoformat(timespec="seconds")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8", errors="replace") as f:
            f.write(f"--- {stamp}\n{text}\n")
    except OSError as e:
        log.warning("cannot write %s: %s", path, e)
        return "the console output"
    return shown_path(path)


def save_settings(settings: dict) -> None:
    """Write the settings file; a failure to write is logged, never fatal (the live dict
    still holds the change for this run)."""
    from cinetable.persistence.atomic import SaveError
    from cinetable.persistence.settings import save_settings as _save
    try:
        _save(settings)
    except (OSError, SaveError) as e:
        log.warning("cannot save settings: %s", e)


def theme_data() -> dict | None:
    """assets/theme.json with every font path made absolute.

    The file names fonts relative to the assets folder so that one theme works from a
    checkout and from a PyInstaller bundle; pygame-gui would resolve them against the
    working directory."""
    path = asset_path("theme.json")
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError) as e:
        log.warning("cannot read %s: %s; using pygame-gui's default theme", path, e)
        return None
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict):
            for key, value in list(font.items()):
                if key.endswith("_path") and isinstance(value, str):
                    font[key] = str(asset_path(*value.split("/")))
    return data


def scaled_theme(data: dict | None) -> dict | None:
    """The theme with every font size in the window's pixels (viewport.font_px)."""
    if data is None:
        return None
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict) and str(font.get("size", "")).isdigit():
            font["size"] = str(viewport.font_px(int(font["size"])))
    return data


def make_ui_manager(size=None) -> pygame_gui.UIManager:
    """pygame-gui's manager for the window's current size and scale (a new one after the
    scale changes: its theme's fonts are made at their pixel size)."""
    fallback = asset_path("fonts", FALLBACK_FONT)
    install_in_pygame_gui(str(fallback) if fallback.is_file() else None)
    return pygame_gui.UIManager(size or viewport.size(), scaled_theme(theme_data()),
                                enable_live_theme_updates=False)
