"""A game that ends on a full disk is saved once there is room (issue 27): the results
say what is owed and try again; the autosave then holds every action and the history
the game, once. A history still owed when the results are left is added at the next
start from the finished autosave."""
import errno

import pytest
from shell_helpers import click, frames

pytestmark = pytest.mark.gui

SEATS = [("Ann", "human", None), ("Bo", "bot", "easy")]


class Disk:
    """Atomic writes fail with ENOSPC at fsync while `full` (as on a full disk); with
    `history_only`, only the history's writes do (its file on another, full disk)."""

    def __init__(self, monkeypatch, history_only=False):
        from cinetable.persistence import atomic, history
        self.full = False
        if history_only:
            real_write = history.write_json_atomic

            def write(path, obj):
                if self.full:
                    raise atomic.SaveError("Could not save: the disk is full")
                return real_write(path, obj)
            monkeypatch.setattr(history, "write_json_atomic", write)
            return
        real = atomic.os.fsync

        def fsync(fd):
            if self.full:
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(fd)
        monkeypatch.setattr(atomic.os, "fsync", fsync)


def finish_on_full_disk(app, disk, full_after: int):
    """A game whose last actions, from the `full_after`-th human move on, met a full disk."""
    from cinetable.client.session import GameSession
    session = GameSession.new("poker", 2, {}, SEATS, seed=5, folder=app.saves_dir)
    moves = 0
    while True:
        session.run_bots_until_human()
        if session.state.is_terminal():
            break
        moves += 1
        if moves == full_after and not disk.full:
            session.flush()           # what was played so far reached the disk (the saver
            disk.full = True          # coalesces writes: a busy machine may not have yet)
        session.apply(session.state.legal_actions()[0])
    session.flush()
    assert disk.full
    return session


def history_ids():
    from cinetable.persistence.history import load_history
    return [e["id"] for e in load_history().entries]


def test_the_results_say_what_a_full_disk_kept_from_being_saved(app, monkeypatch):
    from cinetable.client.results_saving import RETRY_S
    disk = Disk(monkeypatch)
    session = finish_on_full_disk(app, disk, full_after=3)
    results = app.push("results", session)
    frames(app, 2)
    assert session.last_save_error == "Could not save: the disk is full"
    assert results.saving.text(app.t) == " ".join((
        app.t("results.not_saved", reason="the disk is full"), app.t("results.retrying")))
    assert results.saving.history_owed()      # the same cause: said once
    app.step(RETRY_S)
    assert results.saving.owed()


def test_a_game_finished_on_a_full_disk_is_saved_whole_when_room_comes_back(app, monkeypatch):
    from cinetable.client.results_saving import RETRY_S
    from cinetable.persistence.saves import load_record
    disk = Disk(monkeypatch)
    session = finish_on_full_disk(app, disk, full_after=3)
    played = list(session.record.actions)
    assert len(load_record(session.autosave_path).actions) < len(played)
    results = app.push("results", session)
    frames(app, 2)
    app.step(RETRY_S)                                   # still full: still owed
    assert history_ids() == []
    disk.full = False                                   # room again
    app.step(RETRY_S)
    assert load_record(session.autosave_path).actions == played
    assert history_ids() == [session.record.id]
    assert results.saving.text(app.t) == app.t("results.saved_late")
    app.step(RETRY_S)
    click(app, results.title_b, 3)                      # leaving tries nothing more
    assert history_ids() == [session.record.id]         # once, not twice


def test_a_history_still_owed_when_the_results_are_left_is_added_at_the_next_start(
        app, monkeypatch):
    from cinetable.client import services
    from cinetable.persistence import pending
    disk = Disk(monkeypatch, history_only=True)
    session = finish_on_full_disk(app, disk, full_after=1)
    results = app.push("results", session)
    frames(app, 2)
    assert results.saving.history_owed() and not results.saving.autosave_owed()
    click(app, results.title_b, 3)                      # left while still full
    assert history_ids() == [] and pending.owed(app.saves_dir) == [session.record.id]
    disk.full = False
    services.tidy_data_folders()                        # the next start
    assert history_ids() == [session.record.id] and pending.owed(app.saves_dir) == []
    services.tidy_data_folders()
    assert history_ids() == [session.record.id]
