"""The host's autosaves: each table's latest record written on one thread (a newer one
replaces one still waiting), under the saves folder's write lock."""
from __future__ import annotations

import logging
import threading
from pathlib import Path

log = logging.getLogger("cinetable.net.serve")


def _write(path: Path, data: dict) -> None:
    from cinetable.persistence.atomic import write_json_atomic
    from cinetable.persistence.folder_lock import writing
    try:
        # under the saves folder's write lock, as the app's autosaves: a review stored
        # into this file meanwhile (store_review) never loses a move
        with writing(path.parent):
            write_json_atomic(path, data)
    except Exception as e:                    # a full disk must not stop the tables
        log.warning("autosave of %s failed: %s", path.name, e)


class Saver:
    """Writes each table's latest record on one thread; a newer one replaces one waiting."""

    def __init__(self):
        self._jobs: dict = {}
        self._cv = threading.Condition()
        self._busy = False
        self._current: Path | None = None    # the file being written now
        threading.Thread(target=self._run, name="cinetable-net-save", daemon=True).start()

    def submit(self, path: Path, data: dict) -> None:
        with self._cv:
            self._jobs[path] = data
            self._cv.notify_all()

    def _run(self) -> None:
        while True:
            with self._cv:
                self._cv.wait_for(lambda: self._jobs)
                path, data = self._jobs.popitem()
                self._busy, self._current = True, path
            _write(path, data)
            with self._cv:
                self._busy, self._current = False, None
                self._cv.notify_all()

    def write_now(self, path: Path, data: dict) -> None:
        """Write `path` before returning (a table leaving memory: what is read back from
        disk next must be its last state), replacing a write of it still waiting and after
        one of it already under way."""
        with self._cv:
            self._jobs.pop(path, None)
            self._cv.wait_for(lambda: self._current != path, timeout=30)
        _write(path, data)

    def flush(self, timeout: float = 10.0) -> bool:
        with self._cv:
            return self._cv.wait_for(lambda: not self._jobs and not self._busy, timeout)
