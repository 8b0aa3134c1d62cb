"""Settings: round trip, forgiving loads, atomic writes."""
from __future__ import annotations

import errno
import logging

import pytest
import tomli

from cinetable.persistence import atomic
from cinetable.persistence.saves import SaveError
from cinetable.persistence.settings import DEFAULTS, load_settings, save_settings


def test_missing_file_gives_defaults(tmp_path):
    assert load_settings(tmp_path / "nope.toml") == DEFAULTS
    assert load_settings() == DEFAULTS                # $CINETABLE_SETTINGS, not written yet


def test_round_trip(tmp_path):
    mine = {"language": "fr", "fullscreen": True, "window_width": 1920, "window_height": 1080,
            "window_position": [-1920, 40], "ui_scale": 150,
            "animation_speed": "instant", "after_bot_move": "wait", "music_volume": 0,
            "effects_volume": 55,
                "rating_counts_assisted": True,
            "player_name": "Zoé",
            "bot_level": "hard", "guides_seen": ["poker", "cannes"],
            "new_game_setups": {"poker": {"players": 5, "seat": 1, "undo": True,
                                          "levels": ["easy", "hard", "human", "normal", "easy"],
                                          "options": {"end": "deals5", "tricks": "orbit"}}},
            "last_game": "poker", "online_address": "192.168.1.20:8765",
            "online_server": "wss://club.example.org/cinetable"}
    path = save_settings(mine)
    assert path == tmp_path / "settings.toml"
    assert load_settings() == mine
    assert tomli.loads(path.read_text("utf-8"))["player_name"] == "Zoé"


def test_partial_file_fills_in_defaults(tmp_path):
    path = tmp_path / "s.toml"
    path.write_text('language = "fr"\n')
    assert load_settings(path) == {**DEFAULTS, "language": "fr"}


def test_corrupt_toml_gives_defaults_with_a_warning(tmp_path, caplog):
    path = tmp_path / "s.toml"
    path.write_text('language = "fr"\nfullscreen = tru\n[[[')
    with caplog.at_level(logging.WARNING):
        assert load_settings(path) == DEFAULTS
    assert "damaged" in caplog.text


def test_non_utf8_settings_give_defaults(tmp_path):
    path = tmp_path / "s.toml"
    path.write_bytes(b'player_name = "\xff\xfe"\n')
    assert load_settings(path) == DEFAULTS


@pytest.mark.parametrize("key,value", [
    ("language", '"de"'), ("fullscreen", '"yes"'), ("window_width", "10"),
    ("window_width", "true"), ("window_height", "99999"), ("animation_speed", '"ludicrous"'),
    ("music_volume", "101"), ("effects_volume", "true"), ("music_volume", "-1"),
    ("effects_volume", "50.5"), ("player_name", '"   "'), ("player_name", '"' + "x" * 99 + '"'),
    ("player_name", '"a\\u0007b"'), ("bot_level", '"godlike"'), ("bot_level", "[1, 2]"),
    ("last_game", '"../x"'), ("last_game", "3"),
    ("online_server", '"a b"'), ("online_address", '"' + "x" * 201 + '"'),
])
def test_a_bad_value_falls_back_to_the_default_for_that_key_only(tmp_path, caplog, key, value):
    path = tmp_path / "s.toml"
    other = "rating_counts_assisted"
    other_value = not DEFAULTS[other]
    path.write_text(f"{key} = {value}\n{other} = {str(other_value).lower()}\n")
    with caplog.at_level(logging.WARNING):
        settings = load_settings(path)
    assert settings[key] == DEFAULTS[key]
    assert settings[other] is other_value
    assert key in caplog.text


def test_unknown_keys_are_dropped(tmp_path):
    path = tmp_path / "s.toml"
    path.write_text('colour = "red"\n[extra]\na = 1\n')
    assert load_settings(path) == DEFAULTS


def test_saving_a_bad_value_is_refused_and_writes_nothing(tmp_path):
    with pytest.raises(ValueError, match="animation_speed"):
        save_settings({**DEFAULTS, "animation_speed": "warp"})
    assert not (tmp_path / "settings.toml").exists()


def test_failed_settings_write_keeps_the_old_file(tmp_path, monkeypatch):
    path = save_settings({**DEFAULTS, "language": "fr"})

    def enospc(*a):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", enospc)
    with pytest.raises(SaveError, match="disk is full"):
        save_settings({**DEFAULTS, "language": "en"})
    monkeypatch.undo()
    assert load_settings(path)["language"] == "fr"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_window_place_and_ui_scale_are_checked(tmp_path):
    """A place that is not two whole numbers and a scale the settings do not offer go
    back to their defaults (centred, Auto), the rest is kept."""
    (tmp_path / "settings.toml").write_text(
        'window_position = [10, "x"]\nui_scale = 130\nmusic_volume = 7\n', "utf-8")
    from cinetable.persistence.settings import read_settings
    settings, reset = read_settings()
    assert settings["window_position"] == [] and settings["ui_scale"] == 0
    assert settings["music_volume"] == 7 and sorted(reset) == ["ui_scale", "window_position"]
