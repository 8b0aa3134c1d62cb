"""Where saves and settings go: env override, checkout, or the user's folders when frozen."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

import cinetable
from cinetable.persistence import paths
from cinetable.persistence.paths import saves_dir, settings_path

CHECKOUT = Path(cinetable.__file__).resolve().parents[1]


def test_env_overrides(tmp_path, monkeypatch):
    monkeypatch.setenv("CINETABLE_SAVES", str(tmp_path / "here"))
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "conf.toml"))
    assert saves_dir() == tmp_path / "here"
    assert settings_path() == tmp_path / "conf.toml"
    assert not (tmp_path / "here").exists()           # created lazily, on write


def test_checkout_paths_without_env(monkeypatch):
    monkeypatch.delenv("CINETABLE_SAVES")
    monkeypatch.delenv("CINETABLE_SETTINGS")
    assert (CHECKOUT / "pyproject.toml").is_file()
    assert saves_dir() == CHECKOUT / "saves"
    assert settings_path() == CHECKOUT / "settings.toml"


@pytest.fixture
def frozen(monkeypatch, tmp_path):
    monkeypatch.delenv("CINETABLE_SAVES")
    monkeypatch.delenv("CINETABLE_SETTINGS")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    return tmp_path / "home"


def test_frozen_linux_uses_xdg_folders(frozen, monkeypatch, tmp_path):
    monkeypatch.setattr(paths.sys, "platform", "linux")
    assert saves_dir() == frozen / ".local/share/cinetable/saves"
    assert settings_path() == frozen / ".config/cinetable/settings.toml"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    assert saves_dir() == tmp_path / "data/cinetable/saves"
    assert settings_path() == tmp_path / "cfg/cinetable/settings.toml"


def test_frozen_windows_uses_appdata(frozen, monkeypatch, tmp_path):
    monkeypatch.setattr(paths.sys, "platform", "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    assert saves_dir() == tmp_path / "Roaming/cinetable/saves"
    assert settings_path() == tmp_path / "Roaming/cinetable/settings.toml"


def test_frozen_macos_uses_application_support(frozen, monkeypatch):
    monkeypatch.setattr(paths.sys, "platform", "darwin")
    assert saves_dir() == frozen / "Library/Application Support/cinetable/saves"


def test_env_wins_even_when_frozen(frozen, monkeypatch, tmp_path):
    monkeypatch.setenv("CINETABLE_SAVES", str(tmp_path / "s"))
    assert saves_dir() == tmp_path / "s"
