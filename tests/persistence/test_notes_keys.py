"""Notes name seats by plain ASCII decimal keys within the seat count and hold marks of
the known set only: "²" (which str.isdigit accepts and int refuses) is "Save is damaged",
not a raw ValueError; "01", "٣", "１" and an unknown mark are refused too."""
import pytest

from cinetable.persistence.notes import NotesError, check_notes
from cinetable.persistence.records import GameRecord, RecordError, Seat


def record_dict(notes) -> dict:
    seats = [Seat("Ann"), Seat("Bot", "bot", "easy"), Seat("Cy", "bot", "easy")]
    d = GameRecord(game="hollywood1947", players=3, seats=seats).to_dict()
    d["notes"] = notes
    return d


@pytest.mark.parametrize("key", ["²", "01", "٣", "１", "00", "+1", " 1", "1 ", "3", "१"])
@pytest.mark.parametrize("where", ["writer", "noted"])
def test_a_seat_key_that_is_not_plain_decimal_within_the_table_is_damage(key, where):
    notes = {key: {"1": "patriot"}} if where == "writer" else {"0": {key: "patriot"}}
    with pytest.raises(RecordError, match="^Save is damaged: notes name a seat"):
        GameRecord.from_dict(record_dict(notes))


@pytest.mark.parametrize("mark", ["spy", "patriots", "", "PATRIOT"])
def test_a_mark_outside_the_known_set_is_damage(mark):
    with pytest.raises(RecordError, match="^Save is damaged: a note's mark"):
        GameRecord.from_dict(record_dict({"0": {"1": mark}}))


def test_every_known_mark_on_every_other_seat_is_kept():
    for mark in ("patriot", "communist", "star"):      # Hollywood 1947's notebook
        notes = {"0": {"1": mark, "2": mark}, "2": {"0": mark}}
        assert GameRecord.from_dict(record_dict(notes)).notes == notes


def test_the_check_raises_only_its_own_error():
    for key in ("²", "٣", "１"):
        with pytest.raises(NotesError):
            check_notes({"0": {key: "star"}}, 3)
