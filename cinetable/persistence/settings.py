"""Player settings in a small TOML file: read forgivingly, written atomically.

A missing file means defaults. A corrupt file, or a bad value for one key, falls back to
the default for what is bad and logs a warning (read_settings also tells which keys were
reset, for the app to say so): settings must never stop the app starting.
"""
from __future__ import annotations

import logging
from pathlib import Path

import tomli
import tomli_w

from cinetable.persistence.atomic import (
    read_regular_file,
    remove_stale_temp_files,
    write_bytes_atomic,
)
from cinetable.persistence.paths import settings_path

log = logging.getLogger(__name__)

DEFAULTS = {
    "language": "en",
    "fullscreen": False,
    "window_width": 1280,
    "window_height": 800,
    "window_position": [],      # [x, y] where the window was last, [] for centred
    "ui_scale": 0,              # percent (75–200); 0: from the display's DPI
    "animation_speed": "normal",
    "rating_counts_assisted": False,   # your rating leaves out games with undos or hints
    "after_bot_move": "go_on",  # "wait": the table holds after each bot move for Space
    "music_volume": 40,         # 0–100, 0 mutes; modest by default
    "effects_volume": 100,      # 0–100, 0 mutes (the old on/off "sound": see _migrate)
    "player_name": "",          # none chosen yet: the title asks for it
    "bot_level": "normal",
    "guides_seen": [],          # games whose first-game guide was offered
    "new_game_setups": {},      # game id -> its last New game setup (see _good_setups)
    "last_game": "",            # the game last started from New game ("": none yet)
    "online_address": "",       # the host address last joined ("": 127.0.0.1:8765)
    "online_server": "",        # the server last hosted on ("": this computer)
}
LANGUAGES = ("en", "fr", "it")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
AFTER_BOT_MOVE = ("go_on", "wait")
BOT_LEVELS = ("random", "beginner", "easy", "normal", "hard")
MAX_SETTINGS_BYTES = 64 * 1024
MAX_PLAYER_NAME = 24
WIDTH_RANGE = (640, 7680)
HEIGHT_RANGE = (480, 4320)
UI_SCALES = (0, 75, 90, 100, 110, 125, 150, 175, 200)   # 0: from the display's DPI
POSITION_RANGE = (-16384, 16384)


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


SETUP_LEVELS = ("auto", "beginner", "easy", "normal", "hard", "human")  # a seat's bot level (auto: by your rating), or hotseat


def _good_setup(v) -> bool:
    """One remembered setup: players, seat, levels, options, undo (each optional). Whether
    it fits its game (counts, choices) is the New game scene's check, field by field."""
    if not isinstance(v, dict) or not set(v) <= {"players", "seat", "levels", "options", "undo"}:
        return False
    opts = v.get("options", {})
    return (all(_is_int(v[k]) and 0 <= v[k] <= 16 for k in ("players", "seat") if k in v)
            and isinstance(v.get("levels", []), list) and len(v.get("levels", [])) <= 16
            and all(x in SETUP_LEVELS for x in v.get("levels", []))
            and isinstance(v.get("undo", False), bool)
            and isinstance(opts, dict) and len(opts) <= 16
            and all(isinstance(k, str) and k.isidentifier() and len(k) <= 40
                    and isinstance(x, (bool, int, str)) and len(str(x)) <= 40
                    for k, x in opts.items()))


def _good_setups(v) -> bool:
    return isinstance(v, dict) and len(v) <= 16 and all(
        isinstance(g, str) and g.isidentifier() and len(g) <= 40 and _good_setup(x)
        for g, x in v.items())


def _good_name(v) -> bool:
    return (isinstance(v, str) and 0 < len(v.strip()) and len(v) <= MAX_PLAYER_NAME
            and v.isprintable())


_VALID = {
    "language": lambda v: v in LANGUAGES,
    "fullscreen": lambda v: isinstance(v, bool),
    "window_width": lambda v: _is_int(v) and WIDTH_RANGE[0] <= v <= WIDTH_RANGE[1],
    "window_height": lambda v: _is_int(v) and HEIGHT_RANGE[0] <= v <= HEIGHT_RANGE[1],
    "window_position": lambda v: isinstance(v, list) and (v == [] or (
        len(v) == 2 and all(_is_int(c) and POSITION_RANGE[0] <= c <= POSITION_RANGE[1]
                            for c in v))),
    "ui_scale": lambda v: _is_int(v) and v in UI_SCALES,
    "animation_speed": lambda v: v in ANIMATION_SPEEDS,
    "after_bot_move": lambda v: v in AFTER_BOT_MOVE,
    "music_volume": lambda v: _is_int(v) and 0 <= v <= 100,
    "effects_volume": lambda v: _is_int(v) and 0 <= v <= 100,
    "player_name": lambda v: v == "" or _good_name(v),
    "bot_level": lambda v: v in BOT_LEVELS,
    "rating_counts_assisted": lambda v: isinstance(v, bool),
    "guides_seen": lambda v: isinstance(v, list) and len(v) <= 64 and all(
        isinstance(g, str) and g.isidentifier() and len(g) <= 40 for g in v),
    "new_game_setups": _good_setups,
    "last_game": lambda v: v == "" or (isinstance(v, str) and v.isidentifier() and len(v) <= 40),
    "online_address": lambda v: _good_address(v),
    "online_server": lambda v: _good_address(v),
}


def _good_address(v) -> bool:
    """An address as typed in Play online: printable, one line, not too long."""
    return isinstance(v, str) and len(v) <= 200 and v.isprintable() and " " not in v


def is_valid(key: str, value) -> bool:
    check = _VALID.get(key)
    try:
        return check is not None and bool(check(value))
    except TypeError:       # e.g. an unhashable value tested with `in`
        return False


def load_settings(path: Path | str | None = None) -> dict:
    """Settings with defaults filled in. Unknown keys are dropped (with a warning)."""
    return read_settings(path)[0]


def read_settings(path: Path | str | None = None) -> tuple[dict, list[str]]:
    """(settings, reset): the settings with defaults filled in, and the keys whose value
    in the file could not be used and went back to the default (every key when the file
    itself is damaged). A missing file is no problem: defaults, nothing reset.

    Only a regular file is read (a FIFO named settings.toml must not block the start),
    and a UTF-8 byte-order mark (Windows Notepad writes one) is skipped."""
    path = Path(path) if path is not None else settings_path()
    out = dict(DEFAULTS)
    everything = list(DEFAULTS)
    try:
        data = read_regular_file(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return out, []
    except OSError as e:
        log.warning("cannot read settings %s (%s); using defaults", path, e)
        return out, everything
    if len(data) > MAX_SETTINGS_BYTES:
        log.warning("settings file %s is too large; using defaults", path)
        return out, everything
    try:
        table = tomli.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, tomli.TOMLDecodeError, RecursionError) as e:
        log.warning("settings file %s is damaged (%s); using defaults", path, e)
        return out, everything
    reset = []
    _migrate(table)
    for key, value in table.items():
        if key not in DEFAULTS:
            log.warning("settings: ignoring unknown key %r", key)
        elif is_valid(key, value):
            out[key] = value
        else:
            log.warning("settings: bad value %r for %r; using %r", value, key, DEFAULTS[key])
            reset.append(key)
    return out, reset


def _migrate(table: dict) -> None:
    """Older files had one on/off `sound` for the effects. Off meant a silent table: both
    volumes start at 0 (unless the file already has them); on means the defaults."""
    old = table.pop("sound", None)
    if old is False:
        table.setdefault("effects_volume", 0)
        table.setdefault("music_volume", 0)


def remove_stale_temps(path: Path | str | None = None) -> list[Path]:
    """Remove temp files that a settings write killed half-way left beside the file."""
    path = Path(path) if path is not None else settings_path()
    return remove_stale_temp_files(path.parent, lambda target: target == path.name)


def save_settings(settings: dict, path: Path | str | None = None) -> Path:
    """Write the known keys atomically. A bad value raises ValueError naming the key;
    a failed write raises SaveError (disk full, read-only folder...)."""
    path = Path(path) if path is not None else settings_path()
    out = dict(DEFAULTS)
    for key, value in settings.items():
        if key not in DEFAULTS:
            continue
        if not is_valid(key, value):
            raise ValueError(f"setting {key!r} cannot be {value!r}")
        out[key] = value
    return write_bytes_atomic(path, tomli_w.dumps(out).encode("utf-8"))
