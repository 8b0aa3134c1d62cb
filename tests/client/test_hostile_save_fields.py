"""Damaged save fields through the real Load game scene and Load: each gives a clear
message ("Save is damaged: ...") or, for derived data, is dropped or recomputed, never
"could not be read (ValueError)" nor a refused game over its review."""
import json

import pytest
from shell_helpers import click, names, write_save
from test_shell_load import open_load

pytestmark = pytest.mark.gui


def edit(path, change) -> None:
    d = json.loads(path.read_text("utf-8"))
    change(d)
    path.write_text(json.dumps(d), "utf-8")


@pytest.mark.parametrize("key", ["²", "01", "٣", "１"])
def test_a_notes_key_that_is_no_seat_says_the_save_is_damaged(app, key):
    path = write_save(actions=20)
    edit(path, lambda d: d.update(notes={"0": {key: "patriot"}}))
    load = open_load(app)
    (entry,) = load.entries
    assert not entry.ok and entry.error.startswith("Save is damaged: notes name a seat")
    from cinetable.client.scenes.launch import resume
    assert not resume(app, path)                  # Load of the file: the same words
    assert names(app)[-1] == "dialog"
    assert app.scenes.top.text.startswith("Save is damaged: notes name a seat")


@pytest.mark.parametrize("review", ["NaN", '{"budget": Infinity}', "[" * 50_000 + "]" * 50_000,
                                    '"' + "x" * (6 << 20) + '"'])
def test_a_damaged_review_is_dropped_and_load_game_opens_the_game(app, opened, review):
    path = write_save(actions=20)
    text = path.read_text("utf-8").rstrip()
    path.write_text(text[:-1] + ', "review": ' + review + "}", "utf-8")
    load = open_load(app)
    (entry,) = load.entries
    assert entry.ok, entry.error
    click(app, load.load_button)
    assert len(opened) == 1 and len(opened[0].record.actions) == 20
    assert opened[0].record.review is None


def test_load_game_lists_a_round_one_game_by_its_moves_not_its_stored_summary(app):
    from cinetable.client.save_progress import progress_text
    from cinetable.persistence.records import replay, summarize
    path = write_save(actions=12)
    edit(path, lambda d: d["summary"].update(
        finished=True, scores=[177, 186, 167], stage="round", round=4, rounds=4, actions=500))
    load = open_load(app)
    (entry,) = load.entries
    truth = summarize(replay(entry.record))
    assert entry.ok and not entry.finished and list(entry.scores) == truth["scores"]
    assert progress_text(app.t, entry) == app.t("load.round", round=1, rounds=truth["rounds"])
