"""A game that ended on a full disk: its last autosave and its history entry are owed.

The results scene says so, and tries again every few seconds while it is open and once
more when it is left, until both are written (the history keys entries by record id, so
a retry never counts a game twice). While the history entry is owed, a marker in the
saves folder (persistence/pending.py) lets the next start add it from the autosave.
"""
from __future__ import annotations

from pathlib import Path

RETRY_S = 3.0                # between two tries while the results are shown


class ResultsSaving:
    def __init__(self, session, note):
        self.session = session
        self.note = note                 # game_history.HistoryNote, or None
        self.wait = 0.0
        self.session.flush(2.0)          # the last move's autosave: did it fail?
        self.owed_once = self.owed()
        if self.history_owed():
            self._marker(mark=True)

    # ---- what is owed ---------------------------------------------------------------------
    def autosave_owed(self) -> bool:
        return bool(getattr(self.session, "last_save_error", None))

    def history_owed(self) -> bool:
        return self.note is not None and self.note.key == "stats.not_recorded"

    def owed(self) -> bool:
        return self.autosave_owed() or self.history_owed()

    def _folder(self) -> Path | None:
        path = getattr(self.session, "autosave_path", None)     # a network game: none here
        return Path(path).parent if path is not None else None

    def _marker(self, mark: bool) -> None:
        from cinetable.persistence import pending
        folder = self._folder()
        if folder is not None:
            (pending.mark if mark else pending.clear)(folder, self.session.record.id)

    # ---- trying again ---------------------------------------------------------------------
    def tick(self, dt: float) -> tuple:
        """Called every frame: tries again every RETRY_S while something is owed.
        Returns what to say (compare it to repaint when it changes)."""
        self.owed_once = self.owed_once or self.owed()
        if self.owed():
            self.wait += dt
            if self.wait >= RETRY_S:
                self.wait = 0.0
                self.retry()
        return self.state()

    def retry(self) -> None:
        if self.autosave_owed():
            self.session.autosave(wait=True)      # the whole record: every action again
        if self.history_owed():
            from cinetable.client.game_history import record_finished_game
            self.note = record_finished_game(self.session)
            if not self.history_owed():
                self._marker(mark=False)

    def leave(self) -> None:
        """Leaving the results: one last try (the marker stays if the history is owed)."""
        if self.owed():
            self.retry()

    # ---- words ----------------------------------------------------------------------------
    def state(self) -> tuple:
        return (getattr(self.session, "last_save_error", None),
                self.note.key if self.note else "", self.owed_once)

    def text(self, t) -> str:
        """The note for the results' bottom corner ("" when there is nothing to say)."""
        parts = []
        if self.autosave_owed():     # the history's note, if owed too, says the same
            parts.append(t("results.not_saved", reason=_reason(self.session.last_save_error)))
        elif self.note is not None:
            parts.append(self.note.text(t))
        if self.owed():
            parts.append(t("results.retrying"))
        elif self.owed_once:
            parts.append(t("results.saved_late"))
        return " ".join(parts)


def _reason(error: str) -> str:
    """"Could not save: the disk is full" -> "the disk is full" (the note says the rest)."""
    head, sep, rest = error.partition(": ")
    return rest if sep and head.startswith("Could not") else error
