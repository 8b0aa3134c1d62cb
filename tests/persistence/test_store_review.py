"""Storing a review never replaces moves (issue 27): the save is read again under the
saves folder's write lock and gets the review only while it begins with the moves
reviewed; the same for `cinetable review --store` and for another process."""
import multiprocessing
import sys
from pathlib import Path

import pytest

from cinetable.persistence.atomic import SaveError
from cinetable.persistence.saves import load_record, save_record, store_review

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bots"))
from review_scripts import play_out_record  # noqa: E402


@pytest.fixture(scope="module")
def game():
    return play_out_record("poker", 2, 7)


def review_of(record, upto):
    """A well-formed review of the first `upto` actions (one decision of seat 0 in it)."""
    k = next(i for i, a in enumerate(record.actions[:upto]) if a.startswith("play"))
    a = record.actions[k]
    return {"budget": 2, "upto": upto, "moves": [[k, 0, a, a, 0.4, 0.4, ""]]}


def test_a_review_stored_after_the_game_went_on_keeps_the_later_moves(tmp_path, game):
    reviewed = game.copy(actions=game.actions[:40])
    path = save_record(game.copy(actions=game.actions[:47]), tmp_path / "g.json")
    assert store_review(path, reviewed, review_of(game, 40))
    saved = load_record(path)
    assert saved.actions == game.actions[:47] and saved.review["upto"] == 40


def test_a_review_of_moves_taken_back_since_leaves_the_file_alone(tmp_path, game):
    reviewed = game.copy(actions=game.actions[:40])
    path = save_record(game.copy(actions=game.actions[:30]), tmp_path / "g.json")
    before = path.read_bytes()
    assert not store_review(path, reviewed, review_of(game, 40))
    assert path.read_bytes() == before


def test_a_review_covering_less_than_the_one_stored_does_not_replace_it(tmp_path, game):
    path = save_record(game.copy(actions=game.actions[:47], review=review_of(game, 45)),
                       tmp_path / "g.json")
    assert store_review(path, game.copy(actions=game.actions[:40]), review_of(game, 40))
    assert load_record(path).review["upto"] == 45


def test_a_review_for_a_save_deleted_meanwhile_does_not_bring_it_back(tmp_path, game):
    with pytest.raises(SaveError, match="does not exist"):
        store_review(tmp_path / "gone.json", game, review_of(game, 40))
    assert not (tmp_path / "gone.json").exists()


@pytest.mark.parametrize("meanwhile, code", [(47, 0), (20, 1)],
                         ids=["played-on: stored, moves kept", "taken-back: not stored"])
def test_cli_store_goes_into_the_save_as_it_is_then(tmp_path, game, monkeypatch, capsys,
                                                    meanwhile, code):
    """`cinetable review --store` read 40 actions; meanwhile the app played on to 47 (the
    review goes in, every move stays) or took back to 20 (nothing stored, it says so)."""
    from cinetable.bots import review
    from cinetable.cli import main
    path = save_record(game.copy(actions=game.actions[:40]), tmp_path / "g.json")
    real = review.review_record

    def changed_meanwhile(record, *args, **kwargs):
        out = real(record, *args, **kwargs)
        save_record(game.copy(actions=game.actions[:meanwhile]), path)
        return out
    monkeypatch.setattr(review, "review_record", changed_meanwhile)
    assert main(["review", str(path), "--budget", "2", "--store"]) == code
    saved = load_record(path)
    assert saved.actions == game.actions[:meanwhile]
    if code == 0:
        assert saved.review["upto"] == 40
    else:
        assert saved.review is None and "not stored" in capsys.readouterr().err


def hold_write_lock(folder, holding, done) -> None:
    from cinetable.persistence.folder_lock import writing
    with writing(folder):
        holding.set()
        done.wait(60)


def test_another_process_holding_the_write_lock_keeps_a_save_waiting(tmp_path, game):
    """A second copy of the app storing a review holds the lock: this copy's autosave
    waits for it (here, with a short bound, it gives up and says so)."""
    from cinetable.persistence import folder_lock
    ctx = multiprocessing.get_context("spawn")
    holding, done = ctx.Event(), ctx.Event()
    other = ctx.Process(target=hold_write_lock, args=(str(tmp_path), holding, done))
    other.start()
    try:
        assert holding.wait(60)
        with pytest.raises(SaveError, match="busy"):
            with folder_lock.writing(tmp_path, timeout=0.2):
                pass
    finally:
        done.set()
        other.join(60)
    with folder_lock.writing(tmp_path, timeout=5):      # let go: free at once
        pass


def test_a_hosted_tables_autosave_waits_for_the_saves_write_lock(tmp_path, game):
    """The network host's saver writes under the same lock as the app's autosaves, so a
    review being stored into the file (which holds the lock) never has a move written
    between its reading and its writing."""
    from cinetable.net.saver import Saver
    from cinetable.persistence import folder_lock
    path = tmp_path / "autosave-table.json"
    saver = Saver()
    with folder_lock.writing(tmp_path, timeout=5):
        saver.submit(path, game.to_dict())
        assert not saver.flush(timeout=0.5)             # held: the write waits for it
        assert not path.exists()
    assert saver.flush(timeout=60)
    assert load_record(path).actions == game.actions
