"""A reviewed game's accuracy in the history (issue 21): set on its entry once the review
is stored, human seats only, and checked on load like every other field."""
import json

import pytest

from cinetable.persistence.atomic import SaveError
from cinetable.persistence.history import FORMAT_VERSION, add_game, load_history, set_accuracy


def entry(i):
    return {"id": f"g{i}", "game": "hollywood", "players": 2, "options": {},
            "started": "2026-01-01T10:00:00+00:00", "finished": f"2026-01-01T10:{i:02d}:00+00:00",
            "actions": 100,
            "seats": [{"name": "Ann", "kind": "human", "level": None, "score": 9, "won": True},
                      {"name": "Bo", "kind": "bot", "level": "normal", "score": 5, "won": False}]}


def test_W21_accuracy_is_put_on_the_human_seats_of_the_game_entry(tmp_path):
    p = tmp_path / "history.json"
    add_game(entry(1), p)
    add_game(entry(2), p)
    assert set_accuracy("g2", {0: 0.87654, 1: 0.5}, p)
    seats = {e["id"]: e["seats"] for e in load_history(p).entries}
    assert seats["g2"][0]["accuracy"] == 0.8765
    assert "accuracy" not in seats["g2"][1]            # a bot's decisions are not reviewed
    assert all("accuracy" not in s for s in seats["g1"])
    assert not set_accuracy("unfinished", {0: 0.9}, p)  # no entry: nothing written


def test_W21_an_accuracy_out_of_range_is_refused_before_writing(tmp_path):
    p = tmp_path / "history.json"
    add_game(entry(1), p)
    with pytest.raises(SaveError):
        set_accuracy("g1", {0: 1.5}, p)
    assert "accuracy" not in load_history(p).entries[0]["seats"][0]


@pytest.mark.parametrize("bad", [1.5, -0.1, "0.9", True, None, [0.5], 1e999])
def test_W21_a_hostile_accuracy_in_the_file_is_damage(tmp_path, bad):
    p = tmp_path / "history.json"
    e = entry(1)
    e["seats"][0]["accuracy"] = bad
    p.write_text(json.dumps({"format_version": FORMAT_VERSION, "games": [e]}))
    h = load_history(p)
    assert h.entries == [] and h.problem and h.aside


def test_W21_a_valid_accuracy_loads(tmp_path):
    p = tmp_path / "history.json"
    e = entry(1)
    e["seats"][0]["accuracy"] = 0.75
    p.write_text(json.dumps({"format_version": FORMAT_VERSION, "games": [e]}))
    assert load_history(p).entries[0]["seats"][0]["accuracy"] == 0.75
