"""A review never replaces moves (issue 27): Load game → Review → Back → load the same
autosave → play on → the review, finishing in the background, goes into the file as it
is then: every move played since stays, and Continue resumes after them."""
import threading

import pytest
from shell_helpers import frames

pytestmark = pytest.mark.gui

SEATS = [("Ann", "human", None), ("Bo", "bot", "easy")]


def play_human_moves(session, n: int) -> None:
    """n human decisions (the bots answering in between), written to the autosave."""
    for _ in range(n):
        session.run_bots_until_human()
        assert not session.state.is_terminal()
        session.apply(session.state.legal_actions()[0])
    session.run_bots_until_human()
    assert session.flush()


@pytest.fixture
def held_store(monkeypatch):
    """The review's store waits for `release` (the run finishing while the player plays)."""
    from cinetable.client import review_runs
    release = threading.Event()
    real = review_runs.ReviewRun._store

    def store_later(run):
        assert release.wait(120)
        real(run)
    monkeypatch.setattr(review_runs.ReviewRun, "_store", store_later)
    monkeypatch.setattr("cinetable.bots.review.budget_for", lambda game: 2)   # quick
    return release


def test_a_review_finishing_after_the_game_went_on_keeps_every_move(app, held_store):
    from cinetable.client.session import GameSession
    from cinetable.persistence.saves import latest_save, load_record
    first = GameSession.new("poker", 2, {}, SEATS, seed=5, folder=app.saves_dir)
    play_human_moves(first, 3)
    path = first.autosave_path
    load = app.push("load")
    frames(app, 2)
    load.select(0)
    load.review_selected()                            # Review, on the game so far
    review = app.scenes.top
    assert review.name == "review" and review.run is not None
    reviewed = len(review.record.actions)
    frames(app, 2)
    review.leave()                                    # Back: the run goes on
    assert app.scenes.top is load
    load.load_selected()                              # the same autosave, at its table
    session = app.scenes.top.session
    frames(app, 2)
    play_human_moves(session, 2)                      # two moves more
    played = list(session.record.actions)
    assert len(played) > reviewed
    held_store.set()                                  # now the review is stored
    assert review.run.wait(120) and review.run.done
    on_disk = load_record(path)
    assert on_disk.actions == played                  # nothing lost
    assert on_disk.review is not None and on_disk.review["upto"] == reviewed
    assert latest_save(app.saves_dir).record.actions == played    # Continue resumes here


def test_a_review_of_moves_taken_back_since_is_not_stored(app, held_store):
    """The file no longer begins with the moves reviewed (another branch written there):
    the review is dropped, the file is left as it is."""
    from cinetable.client.review_runs import start
    from cinetable.client.session import GameSession
    session = GameSession.new("poker", 2, {}, SEATS, seed=5, folder=app.saves_dir)
    play_human_moves(session, 2)
    record = session.record.copy()
    run = start(app, record, session.autosave_path)
    other = session.record.copy(actions=session.record.actions[:1])
    from cinetable.persistence.saves import save_record
    save_record(other, session.autosave_path)
    before = session.autosave_path.read_bytes()
    held_store.set()
    assert run.wait(120) and run.done
    assert session.autosave_path.read_bytes() == before
