"""The history of finished games: added once, atomic, a damaged file set aside with a message."""
import json
import os

import pytest

from cinetable.persistence.atomic import SaveError
from cinetable.persistence.history import FORMAT_VERSION, add_game, load_history


def entry(i, won=True, score=10, level="normal", game="hollywood"):
    return {"id": f"g{i}", "game": game, "players": 3, "options": {},
            "started": "2026-01-01T10:00:00+00:00", "finished": f"2026-01-01T10:{i:02d}:00+00:00",
            "actions": 100,
            "seats": [{"name": "Ann", "kind": "human", "level": None, "score": score, "won": won},
                      {"name": "Bo", "kind": "bot", "level": level, "score": 5, "won": not won},
                      {"name": "Cy", "kind": "bot", "level": "easy", "score": 4, "won": False}]}


def test_missing_history_is_empty(tmp_path):
    h = load_history(tmp_path / "history.json")
    assert h.entries == [] and h.problem == ""


def test_a_game_is_added_once(tmp_path):
    p = tmp_path / "history.json"
    add_game(entry(1), p)
    add_game(entry(1), p)
    add_game(entry(2), p)
    data = json.loads(p.read_text())
    assert data["format_version"] == FORMAT_VERSION
    assert [e["id"] for e in data["games"]] == ["g1", "g2"]


@pytest.mark.parametrize("content", [b"{not json", b"[]", b'{"format_version": 99, "games": []}',
                                     b'{"format_version": 1, "games": [{"id": 3}]}', b"\xff\xfe\x00"])
def test_damaged_history_is_set_aside_with_a_message_never_lost(tmp_path, content):
    p = tmp_path / "history.json"
    p.write_bytes(content)
    h = load_history(p)
    assert h.entries == [] and "damaged" in h.problem
    kept = [f for f in os.listdir(tmp_path) if f.startswith("history.json.damaged-")]
    assert len(kept) == 1 and (tmp_path / kept[0]).read_bytes() == content
    add_game(entry(1), p)                       # a new history starts beside it
    assert [e["id"] for e in load_history(p).entries] == ["g1"]


def test_bom_is_accepted(tmp_path):
    p = tmp_path / "history.json"
    add_game(entry(1), p)
    p.write_bytes(b"\xef\xbb\xbf" + p.read_bytes())
    assert [e["id"] for e in load_history(p).entries] == ["g1"]


def test_crash_mid_write_keeps_the_old_history(tmp_path, monkeypatch):
    p = tmp_path / "history.json"
    add_game(entry(1), p)
    before = p.read_bytes()

    def boom(fd):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(SaveError, match="disk is full"):
        add_game(entry(2), p)
    assert p.read_bytes() == before
    # no temp file left (the history's lock file stays: it is empty and reused)
    assert sorted(os.listdir(tmp_path)) == [".history.json.lock", "history.json"]


def test_malformed_entry_is_refused(tmp_path):
    with pytest.raises(SaveError):
        add_game({"id": "x"}, tmp_path / "h.json")


def test_a_fifo_named_like_the_history_is_left_alone(tmp_path):
    p = tmp_path / "history.json"
    os.mkfifo(p)
    h = load_history(p)            # must not block
    assert h.entries == [] and "not a regular file" in h.problem


# ---- W: hostile values (NaN, Infinity, huge scores, naive dates) ------------------------
def _with(change) -> bytes:
    e = entry(1)
    change(e)
    return json.dumps({"format_version": FORMAT_VERSION, "games": [entry(2), e]}).encode()


@pytest.mark.parametrize("content", [
    _with(lambda e: e["seats"][0].update(score=None)).replace(b"null", b"NaN"),
    _with(lambda e: e["seats"][0].update(score=None)).replace(b"null", b"Infinity"),
    _with(lambda e: e["seats"][0].update(score=None)).replace(b"null", b"-Infinity"),
    _with(lambda e: e["seats"][0].update(score=None)).replace(b"null", b"1e999"),
    _with(lambda e: e["seats"][0].update(score=10 ** 40)),
    _with(lambda e: e["seats"][1].update(score=-1e300)),
    _with(lambda e: e.update(finished="2026-01-01T10:00:00")),          # no time zone
    _with(lambda e: e.update(started="2026-01-01T09:00:00")),
    _with(lambda e: e.update(finished="9999-01-01T10:00:00+00:00")),
    _with(lambda e: e.update(finished="yesterday")),
], ids=["nan", "inf", "-inf", "1e999", "huge-int", "huge-float", "naive-finished",
        "naive-started", "year-9999", "not-a-date"])
def test_hostile_values_are_set_aside_and_games_are_recorded_again(tmp_path, content):
    p = tmp_path / "history.json"
    p.write_bytes(content)
    h = load_history(p)
    assert h.entries == [] and "damaged" in h.problem
    kept = [f for f in os.listdir(tmp_path) if f.startswith("history.json.damaged-")]
    assert len(kept) == 1 and (tmp_path / kept[0]).read_bytes() == content
    add_game(entry(3), p)                       # the next finished game is recorded
    assert [e["id"] for e in load_history(p).entries] == ["g3"]


def test_a_hostile_entry_is_never_written(tmp_path):
    p = tmp_path / "history.json"
    add_game(entry(1), p)
    before = p.read_bytes()
    for bad in (float("nan"), float("inf"), 10 ** 40):
        e = entry(2)
        e["seats"][0]["score"] = bad
        with pytest.raises(SaveError):
            add_game(e, p)
    naive = entry(3)
    naive["finished"] = "2026-01-01T10:00:00"
    with pytest.raises(SaveError):
        add_game(naive, p)
    assert p.read_bytes() == before


def test_a_save_with_naive_dates_is_recorded_with_a_time_zone(tmp_path):
    from types import SimpleNamespace

    from cinetable.persistence.history import entry_for
    from cinetable.persistence.records import GameRecord, Seat
    record = GameRecord("hollywood", 3, [Seat("Ann"), Seat("Bo"), Seat("Cy")],
                        created="2026-01-01T09:00:00", updated="2026-01-01T10:00:00")
    state = SimpleNamespace(scores=lambda: [1, 2, 3], returns=lambda: [0, 1, 0])
    p = tmp_path / "history.json"
    add_game(entry_for(record, state), p)
    got = load_history(p).entries[0]
    assert got["finished"] == "2026-01-01T10:00:00+00:00"
    assert got["started"] == "2026-01-01T09:00:00+00:00"
