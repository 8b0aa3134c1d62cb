"""The music and effects volumes in the settings file, and the old on/off `sound` key."""
from __future__ import annotations

import pytest

from cinetable.persistence.settings import DEFAULTS, is_valid, read_settings, save_settings


def test_music_plays_by_default_at_a_modest_level_and_effects_are_on():
    assert 0 < DEFAULTS["music_volume"] <= 50
    assert DEFAULTS["effects_volume"] > 0
    assert "sound" not in DEFAULTS


@pytest.mark.parametrize("value,ok", [(0, True), (40, True), (100, True), (101, False),
                                      (-1, False), (True, False), (50.0, False), ("40", False)])
def test_a_volume_is_a_whole_number_from_0_to_100(value, ok):
    assert is_valid("music_volume", value) is ok
    assert is_valid("effects_volume", value) is ok


def test_an_old_sound_off_becomes_both_volumes_muted_without_a_warning(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("sound = false\n", encoding="utf-8")
    values, reset = read_settings(path)
    assert values["effects_volume"] == 0 and values["music_volume"] == 0
    assert reset == [] and "sound" not in values


def test_an_old_sound_on_keeps_the_default_volumes(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("sound = true\n", encoding="utf-8")
    values, _ = read_settings(path)
    assert values["effects_volume"] == DEFAULTS["effects_volume"]
    assert values["music_volume"] == DEFAULTS["music_volume"]


def test_volumes_already_in_the_file_win_over_the_old_key(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("sound = false\nmusic_volume = 25\n", encoding="utf-8")
    values, _ = read_settings(path)
    assert values["music_volume"] == 25 and values["effects_volume"] == 0


def test_saving_writes_the_volumes_and_drops_the_old_key(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("sound = false\n", encoding="utf-8")
    values, _ = read_settings(path)
    values["music_volume"] = 60
    save_settings(values, path)
    text = path.read_text("utf-8")
    assert "sound =" not in text and "music_volume = 60" in text and "effects_volume = 0" in text
