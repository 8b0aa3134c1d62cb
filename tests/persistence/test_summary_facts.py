"""The save list reads stored summaries instead of replaying, but only a summary written
for the record's own moves: one that contradicts the record's cheap facts (its action
count, id, game, players), or carries none (an older app's), is recomputed by replaying
(a round-1 game was listed "finished 177/186/167")."""
import json

import pytest
from test_save_list_summaries import played

from cinetable.persistence import records, saves
from cinetable.persistence.records import summarize
from cinetable.persistence.saves import list_saves, save_record

FINISHED = {"finished": True, "scores": [177, 186, 167], "stage": "round", "round": 4,
            "rounds": 4}


def edited(path, change):
    d = json.loads(path.read_text("utf-8"))
    change(d)
    path.write_text(json.dumps(d), "utf-8")


def round_one():
    record, state = played("hollywood", 3, 12)
    return save_record(record), summarize(state)


@pytest.mark.parametrize("lie", [
    lambda d: d["summary"].update(FINISHED, actions=500),                  # the moves cut since
    lambda d: d["summary"].update(FINISHED, id="f" * 32),                 # another game's
    lambda d: d["summary"].update(FINISHED, game="poker"),
    lambda d: d["summary"].update(FINISHED, players=4),
    lambda d: d.update(summary=FINISHED),                                  # an older app's
    lambda d: d["summary"].update(FINISHED, actions=True),
])
def test_a_summary_that_contradicts_the_record_is_recomputed(isolated_paths, lie):
    path, truth = round_one()
    edited(path, lie)
    (entry,) = list_saves()
    assert entry.ok and not entry.finished
    assert (entry.stage, entry.round, list(entry.scores)) == (
        truth["stage"], truth["round"], truth["scores"])


def test_a_summary_of_the_records_own_moves_is_read_without_replaying(isolated_paths,
                                                                      monkeypatch):
    path, truth = round_one()
    stored = json.loads(path.read_text("utf-8"))["summary"]
    assert stored["actions"] == 12 and stored["players"] == 3 and stored["game"] == "hollywood"
    calls = []
    monkeypatch.setattr(saves, "replay", lambda *a, **k: calls.append(a) or
                        records.replay(*a, **k))
    (entry,) = list_saves()
    assert calls == [] and entry.round == truth["round"]


def test_scores_for_another_table_size_are_not_kept(isolated_paths):
    path, truth = round_one()
    edited(path, lambda d: d["summary"].update(scores=[1, 2, 3, 4]))
    (entry,) = list_saves()
    assert list(entry.scores) in ([], truth["scores"])
