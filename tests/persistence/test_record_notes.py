"""A record's `notes` (a player's own notes on the other seats): kept through save and
load, optional in older saves, and hostile values refused."""
import json

import pytest

from cinetable.persistence.records import GameRecord, RecordError, Seat


def record(**kw):
    seats = [Seat("Ann"), Seat("Bot", "bot", "easy"), Seat("Cy", "bot", "easy")]
    return GameRecord(game="hollywood1947", players=3, seats=seats, **kw)


def test_notes_survive_to_dict_and_back():
    rec = record(notes={"0": {"1": "communist", "2": "patriot"}})
    back = GameRecord.from_dict(json.loads(json.dumps(rec.to_dict())))
    assert back.notes == {"0": {"1": "communist", "2": "patriot"}}
    copy = back.copy()
    copy.notes["0"]["1"] = "star"
    assert back.notes["0"]["1"] == "communist", "a copy's notes are its own"


def test_a_save_without_notes_loads_with_none():
    d = record().to_dict()
    del d["notes"]
    assert GameRecord.from_dict(d).notes == {}


@pytest.mark.parametrize("bad", [
    [], "x", {"0": []}, {"7": {"1": "patriot"}}, {"0": {"9": "patriot"}},
    {"0": {"1": "Patriot!"}}, {"0": {"1": 3}}, {"0": {"1": "x" * 40}},
    {"-1": {"1": "patriot"}}, {"0": {"1": "patriot", "01": "star", "2": "star", "x": "a"}},
])
def test_hostile_notes_are_refused(bad):
    d = record().to_dict()
    d["notes"] = bad
    with pytest.raises(RecordError, match="damaged"):
        GameRecord.from_dict(d)
