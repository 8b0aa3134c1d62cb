"""The host's autosave journal: one line appended per change of a table's record (an
action played, an agreed undo), beside its autosave, so an action costs a short append
instead of the whole record re-encoded and fsynced (which grows with the game).

The autosave itself (today's format, what Continue/Load read) is rewritten only at a
checkpoint: every CHECKPOINT_EVERY changes, on an undo, when the table leaves memory
and when the server stops. A reopened table (a restart, a kill -9) is its autosave
with the journal's newer lines played on top.

Each line carries the record's change count after it (`record_seq`), so lines the
autosave already holds are skipped whichever of the two was written last. The append
itself happens before any client is told of the change (a killed process loses
nothing written); the fsyncs, for a power cut, are batched across tables on one thread
at most every SYNC_S. No pygame, no client imports.
"""
from __future__ import annotations

import json
import logging
import os
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from cinetable.persistence.atomic import fsync_dir, fsync_path
from cinetable.persistence.records import GameRecord, RecordError, clean_text, replay, summarize

log = logging.getLogger("cinetable.net.serve")

SUFFIX = ".journal"
CHECKPOINT_EVERY = 100       # changes between two full autosaves
SYNC_S = 0.2                 # the journals' fsyncs, batched
MAX_LINE = 4096


def journal_path(autosave: Path) -> Path:
    """`.net-<id>.journal` beside `autosave-<id>.json` (hidden: the Load list skips it)."""
    autosave = Path(autosave)
    return autosave.parent / f".net-{autosave.stem.removeprefix('autosave-')}{SUFFIX}"


def record_seq(actions: list, undos: list) -> int:
    """How many changes made a record: every action ever played (kept or undone) and
    every undo. It only grows."""
    return len(actions) + sum(len(u["actions"]) for u in undos) + len(undos)


def read_lines(path: Path) -> list[dict]:
    """The journal's entries up to the first damaged one (a torn last line)."""
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        return []
    out = []
    for raw in data.split(b"\n"):
        try:
            entry = json.loads(raw)
        except ValueError:
            break
        if not isinstance(entry, dict) or type(entry.get("s")) is not int:
            break
        out.append(entry)
    return out


def fold(saved: dict, entries: list[dict]) -> dict:
    """The save dict with the journal's newer entries played on (a gap stops them)."""
    actions, undos = saved.get("actions"), saved.get("undos", [])
    if not isinstance(actions, list) or not isinstance(undos, list):
        return saved
    actions, undos = list(actions), [dict(u) for u in undos if isinstance(u, dict)]
    try:
        seq = record_seq(actions, undos)
    except (KeyError, TypeError):
        return saved
    for e in entries:
        if e["s"] <= seq:
            continue                       # already in the autosave
        if "a" in e and e["s"] == seq + 1 and isinstance(e["a"], str):
            actions.append(e["a"])
            seq += 1
        elif "u" in e and type(e["u"]) is int and 0 <= e["u"] <= len(actions) \
                and e["s"] == seq + 1:              # an undo is one change too
            undos.append({"at": e["u"], "actions": actions[e["u"]:]})
            del actions[e["u"]:]
            seq += 1
        else:
            break
        if isinstance(e.get("t"), str):
            saved = {**saved, "updated": e["t"]}
    return {**saved, "actions": actions, "undos": undos}


def load_journaled(autosave: Path) -> GameRecord:
    """The record of a hosted table: its autosave and its journal's newer lines, checked
    and replayed as a save is (SaveError otherwise)."""
    from cinetable.persistence.atomic import SaveError
    from cinetable.persistence.saves import read_save_dict
    saved = fold(read_save_dict(autosave), read_lines(journal_path(autosave)))
    try:
        record = GameRecord.from_dict(saved)
        state = replay(record)
    except RecordError as e:
        raise SaveError(clean_text(str(e))) from None
    record.summary = summarize(state)
    return record


class Journal:
    """Appends the tables' journal lines at once; fsyncs them on its own thread."""

    def __init__(self, sync_s: float = SYNC_S):
        self.sync_s = sync_s
        self.since_checkpoint: dict[Path, int] = {}
        self._dirty: set[Path] = set()
        self._new_files = False
        self._cv = threading.Condition()
        self._side = ThreadPoolExecutor(1, thread_name_prefix="cinetable-net-side")
        self.side_pending: dict[Path, Future] = {}
        threading.Thread(target=self._run, name="cinetable-net-journal", daemon=True).start()

    def change(self, autosave: Path, record: GameRecord, entry: dict) -> bool:
        """Append `entry` ({"a": action} or {"u": k}) for `record` just changed: True when
        a checkpoint (a full autosave) is due."""
        line = {"s": record_seq(record.actions, record.undos), **entry, "t": record.updated}
        data = (json.dumps(line, ensure_ascii=False) + "\n").encode("utf-8")
        path = journal_path(autosave)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                created = os.fstat(fd).st_size == 0
                os.write(fd, data)
            finally:
                os.close(fd)
        except OSError as e:                  # a full disk must not stop the tables
            log.warning("journal of %s failed: %s", autosave.name, e)
            return True
        with self._cv:
            self._dirty.add(path)
            self._new_files |= created
            self._cv.notify_all()
        n = self.since_checkpoint.get(autosave, 0) + 1
        self.since_checkpoint[autosave] = n
        return n >= CHECKPOINT_EVERY or "u" in entry

    def write_side(self, path: Path, data: dict) -> None:
        """A table's side file, replaced on the side writer's thread (in order: the last
        one lands last) and fsynced with the next batch: a sit costs the server's loop
        neither a file replaced in a busy folder nor an fsync. `side_pending` holds the
        write under way, which the seat's token waits for (serve.py)."""
        done = self._side.submit(self._write_side, path, data)
        self.side_pending[path] = done
        done.add_done_callback(
            lambda f: self.side_pending.pop(path, None) if self.side_pending.get(path) is f
            else None)

    def _write_side(self, path: Path, data: dict) -> None:
        from cinetable.persistence.atomic import write_json_atomic
        write_json_atomic(path, data, durable=False)   # a killed process loses nothing
        with self._cv:
            self._dirty.add(path)
            self._new_files = True            # the rename: the folder is synced too
            self._cv.notify_all()

    def drain(self) -> None:
        """Every side file asked for is written (the server's stop)."""
        self._side.submit(lambda: None).result()

    def checkpointed(self, autosave: Path) -> None:
        self.since_checkpoint[autosave] = 0

    def remove(self, autosave: Path) -> None:
        """The table left memory with a full autosave written: its journal goes."""
        path = journal_path(autosave)
        self.since_checkpoint.pop(autosave, None)
        with self._cv:
            self._dirty.discard(path)
        try:
            path.unlink(missing_ok=True)
        except OSError as e:
            log.warning("cannot remove %s: %s", path.name, e)

    def _run(self) -> None:
        while True:
            with self._cv:
                self._cv.wait_for(lambda: self._dirty)
            time.sleep(self.sync_s)           # a batch: every table's lines since
            self.sync()

    def sync(self) -> None:
        """fsync every journal appended to since the last sync (also the server's stop)."""
        with self._cv:
            paths, self._dirty = self._dirty, set()
            new, self._new_files = self._new_files, False
        for path in paths:                    # never re-created (no O_CREAT)
            fsync_path(path, os.O_WRONLY | os.O_APPEND)
        if new and paths:                     # a new file's name made durable too
            for folder in {p.parent for p in paths}:
                fsync_dir(folder)
