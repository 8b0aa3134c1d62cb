"""Where saves and settings live: env override, the checkout, or the user's folders.

Nothing here creates a folder: writers create them lazily (see atomic.write_bytes_atomic),
so merely starting the app, or listing saves, leaves no trace on disk.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import cinetable

APP_DIR = "cinetable"


def repo_root() -> Path:
    return Path(cinetable.__file__).resolve().parents[1]


def running_from_checkout() -> bool:
    """True when run from the source tree (not a PyInstaller build, not a plain install)."""
    return not getattr(sys, "frozen", False) and (repo_root() / "pyproject.toml").is_file()


def _env_path(name: str) -> Path | None:
    value = os.environ.get(name, "").strip()
    return Path(value).expanduser() if value else None


def user_data_dir() -> Path:
    """The per-user data folder of the platform, with cinetable's sub-folder."""
    if sys.platform == "win32":
        base = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
        return Path(base) / APP_DIR
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_DIR
    base = os.environ.get("XDG_DATA_HOME", "").strip()
    return (Path(base) if base else Path.home() / ".local" / "share") / APP_DIR


def user_config_dir() -> Path:
    """The per-user config folder (Windows and macOS keep config beside the data)."""
    if sys.platform in ("win32", "darwin"):
        return user_data_dir()
    base = os.environ.get("XDG_CONFIG_HOME", "").strip()
    return (Path(base) if base else Path.home() / ".config") / APP_DIR


def saves_dir() -> Path:
    """$CINETABLE_SAVES, else <checkout>/saves, else the user's data folder."""
    env = _env_path("CINETABLE_SAVES")
    if env is not None:
        return env
    if running_from_checkout():
        return repo_root() / "saves"
    # A frozen build, and also a plain `pip install` (whose package folder may be
    # read-only): the user's folder.
    return user_data_dir() / "saves"


def settings_path() -> Path:
    """$CINETABLE_SETTINGS, else <checkout>/settings.toml, else the user's config folder."""
    env = _env_path("CINETABLE_SETTINGS")
    if env is not None:
        return env
    if running_from_checkout():
        return repo_root() / "settings.toml"
    return user_config_dir() / "settings.toml"


def log_path() -> Path:
    """$CINETABLE_LOG, else cinetable.log in the saves folder: where the app writes the
    details of an unexpected error (created only then)."""
    env = _env_path("CINETABLE_LOG")
    return env if env is not None else saves_dir() / "cinetable.log"
