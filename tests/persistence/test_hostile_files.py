"""Hostile and damaged files: every string a save carries is checked or cleaned when it is
loaded (NUL, lone surrogates, far-future dates, file names that are not UTF-8), only
regular files are opened (a FIFO named like a save or settings.toml must not block),
temp files a killed write left are removed, and a settings file with a byte-order mark
or bad values keeps what it can and says what was reset."""
from __future__ import annotations

import json
import os
import threading
import time
import unicodedata

import pytest
from persistence_helpers import play

from cinetable.persistence import atomic, saves
from cinetable.persistence.saves import (
    SaveError,
    list_saves,
    load_game_from,
    load_record,
    save_as,
    save_record,
)
from cinetable.persistence.settings import DEFAULTS
from tests.wait_helpers import WAIT_S

BASE = play(42, upto=40)[0].to_dict()


def drawable(text: str) -> bool:
    """What a font can render: no NUL or other control character, no lone surrogate."""
    return not any(unicodedata.category(c) in ("Cc", "Cs") for c in text)


def write_dict(folder, name: str, d: dict):
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    # ensure_ascii: "\ud800" is written as its JSON escape, which is valid UTF-8
    path.write_text(json.dumps(d), encoding="utf-8")
    return path


def with_(**changes) -> dict:
    d = json.loads(json.dumps(BASE))
    d.update(changes)
    return d


@pytest.mark.parametrize("text", ["place\x00A", "place A\ud800", "\x00", "\udcff"])
def test_an_action_with_nul_or_a_lone_surrogate_is_refused_with_a_drawable_message(
        isolated_paths, text):
    d = with_()
    d["actions"][5] = text
    path = write_dict(isolated_paths, "autosave-x.json", d)
    with pytest.raises(SaveError) as caught:
        load_game_from(path)
    assert "action 6" in str(caught.value) and drawable(str(caught.value))


@pytest.mark.parametrize("bad", ["Ann\x00", "\ud800Bea", "A\x07\x1bB", "\udcff\udcfe"])
def test_seat_and_slot_names_are_cleaned_and_the_game_saves_again(isolated_paths, bad):
    d = with_(name=bad)
    d["seats"][1]["name"] = bad
    path = write_dict(isolated_paths, "slot-odd.json", d)
    record = load_record(path)
    for text in (record.name, record.seats[1].name):
        assert text and drawable(text)
    again = save_record(record)                   # the encoding error used to escape here
    assert load_record(again).seats[1].name == record.seats[1].name
    assert save_as(record, record.name + " copy").exists()


def test_a_name_of_control_characters_only_gets_a_seat_name(isolated_paths):
    d = with_()
    d["seats"][2]["name"] = "\x00\x01"
    record = load_record(write_dict(isolated_paths, "autosave-x.json", d))
    assert record.seats[2].name == "Player 3"


@pytest.mark.parametrize("when", ["9999-12-31T23:59:59-23:59", "9999-12-31T23:59:59",
                                  "0001-01-01T00:00:00+14:00", "2999-01-01T00:00:00+00:00"])
def test_a_far_away_date_is_damage_not_an_overflow(isolated_paths, when):
    path = write_dict(isolated_paths, "autosave-x.json", with_(updated=when))
    with pytest.raises(SaveError, match="between"):
        load_record(path)
    (entry,) = list_saves()
    assert not entry.ok and drawable(entry.error)


@pytest.mark.parametrize("field,value", [("game", "holly\x00wood"), ("game", "\ud800"),
                                         ("app_version", "1.0\x00")])
def test_messages_quoting_the_file_are_drawable(isolated_paths, field, value):
    path = write_dict(isolated_paths, "autosave-x.json", with_(**{field: value}))
    try:
        record = load_record(path)
    except SaveError as e:
        assert drawable(str(e))
    else:
        assert drawable(record.app_version)


def test_the_writer_turns_a_lone_surrogate_into_a_save_error(isolated_paths):
    with pytest.raises(SaveError, match="cannot be written"):
        atomic.write_json_atomic(isolated_paths / "x.json", {"name": "\ud800"})
    assert not isolated_paths.exists()              # nothing written, not even a temp


def test_a_file_name_that_is_not_utf8_is_listed_and_deleted(isolated_paths):
    if os.name != "posix":
        pytest.skip("byte file names are a POSIX thing")
    isolated_paths.mkdir()
    raw = os.path.join(os.fsencode(isolated_paths), b"autosave-\xff\xfe.json")
    with open(raw, "wb") as f:
        f.write(json.dumps(BASE).encode("utf-8"))
    (entry,) = list_saves()
    assert entry.ok and drawable(saves.shown_name(entry.path))
    with open(os.path.join(os.fsencode(isolated_paths), b"slot-\xff.json"), "wb") as f:
        f.write(b"{ damaged")
    bad = next(e for e in list_saves() if not e.ok)
    assert drawable(bad.error) and drawable(bad.name)
    saves.delete_save(bad.path)
    assert len(list_saves()) == 1


def read_settings(path):
    from cinetable.persistence.settings import read_settings as read
    return read(path)


def _returns_within(fn, seconds=WAIT_S):
    """fn() returns: a read blocked on a FIFO never would (the bound only ends a stuck
    test; a busy machine takes longer than a fixed few seconds)."""
    out = {}
    thread = threading.Thread(target=lambda: out.setdefault("value", fn()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "blocked on a special file"
    return out.get("value")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_named_like_a_save_is_refused_without_blocking(isolated_paths):
    isolated_paths.mkdir()
    fifo = isolated_paths / "autosave-fifo.json"
    os.mkfifo(fifo)

    def load():
        try:
            load_game_from(fifo)
        except SaveError as e:
            return str(e)
    assert "not a regular file" in _returns_within(load)
    assert _returns_within(list_saves) == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_settings_file_gives_defaults_without_blocking(tmp_path):
    fifo = tmp_path / "settings.toml"
    os.mkfifo(fifo)
    values, reset = _returns_within(lambda: read_settings(fifo))
    assert values == DEFAULTS and set(reset) == set(DEFAULTS)


def test_a_byte_order_mark_keeps_the_settings(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_bytes(b"\xef\xbb\xbf" + b'language = "fr"\nmusic_volume = 7\n')
    values, reset = read_settings(path)
    assert values["language"] == "fr" and values["music_volume"] == 7 and reset == []


def test_a_byte_order_mark_on_a_save_is_fine(isolated_paths):
    isolated_paths.mkdir()
    path = isolated_paths / "autosave-bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(BASE).encode("utf-8"))
    assert load_record(path).actions == BASE["actions"]


def test_read_settings_says_which_values_were_reset(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('language = "klingon"\neffects_volume = 30\nwindow_width = 5\nfuture = 1\n',
                    encoding="utf-8")
    values, reset = read_settings(path)
    assert sorted(reset) == ["language", "window_width"]     # an unknown key is no problem
    assert values["language"] == "en" and values["effects_volume"] == 30
    path.write_text("language = [unclosed", encoding="utf-8")
    assert set(read_settings(path)[1]) == set(DEFAULTS)
    path.unlink()
    assert read_settings(path) == (DEFAULTS, [])


def _age(path, seconds):
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_stale_temp_files_are_removed_and_nothing_else(isolated_paths, tmp_path):
    isolated_paths.mkdir()
    stale = isolated_paths / ".autosave-abc.json.k3j4h5.tmp"
    young = isolated_paths / ".slot-x.json.zz9.tmp"
    other = isolated_paths / ".notes.tmp"
    for p in (stale, young, other):
        p.write_bytes(b"{")
    _age(stale, 3600)
    _age(other, 3600)
    assert saves.remove_stale_temps() == [stale]
    assert young.exists() and other.exists()
    from cinetable.persistence import settings
    settings_file = tmp_path / "settings.toml"
    left = tmp_path / ".settings.toml.q1w2e3.tmp"
    left.write_bytes(b"x")
    _age(left, 3600)
    assert settings.remove_stale_temps(settings_file) == [left]
