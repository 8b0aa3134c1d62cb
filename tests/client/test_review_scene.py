"""The Review scene (issue 21): runs in the background, stores the review in the save,
lists the marked moves and opens the replay at one with the better move named."""
import sys
from pathlib import Path

import pytest
from shell_helpers import frames

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bots"))
from review_scripts import play_out_record  # noqa: E402

pytestmark = pytest.mark.gui


def test_W21_review_runs_in_the_background_is_stored_and_reopens_at_once(app, tmp_path):
    from cinetable.persistence.saves import load_record, save_record
    record = play_out_record("poker", 2, 7)
    path = save_record(record, tmp_path / "game.json")
    scene = app.push("review", record, path, 3)
    frames(app, 2)
    # Cancel shows while the run works (a quick machine may finish it within two frames)
    assert scene.run is not None and (scene.cancel_b.visible or scene.run.done)
    app.scenes.pop()                          # the menus meanwhile: the run goes on
    assert scene.run.wait(120) and scene.run.done
    stored = load_record(path).review
    assert stored is not None and stored["upto"] == len(record.actions)
    again = app.push("review", load_record(path), path, 3)
    assert again.run is None                  # reopening: nothing to compute
    frames(app, 2)
    assert again._surface is not None


def test_W21_a_marked_move_opens_the_replay_before_it_with_the_better_move(app):
    from cinetable.bots.review import Review, Reviewed
    record = play_out_record("poker", 2, 7)
    k = next(i for i, a in enumerate(record.actions) if a.startswith("play"))
    record.review = Review(3, len(record.actions), [
        Reviewed(k, 0, record.actions[k], "pass", 0.2, 0.5, "blunder")]).to_dict()
    scene = app.push("review", record)
    frames(app, 2)
    assert len(scene._rows) == 1
    rect, move = scene._rows[0]
    scene.open_move(move)
    replay = app.scenes.top
    assert replay.session.position == k and replay.session.human_seat == 0
    line = replay.review_line
    assert replay.review_shown and "50" in line and "20" in line
    frames(app, 2)
    replay.go(k + 1)
    assert not replay.review_shown            # the line belongs to the reviewed moment
    replay.go(k)
    assert replay.review_shown
