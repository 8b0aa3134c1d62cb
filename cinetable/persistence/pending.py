"""Finished games still owed to the history, kept across a restart.

A game that ends on a full disk cannot be added to the history (nor, often, its last
moves to its autosave). The results scene tries again while it is open; when it is
left with the history still not written, a marker (an empty file
`.history-pending-<record id>` in the saves folder: the cheapest write there is) says
so, and the next start adds the game from its autosave once that holds the finished
game. A marker whose autosave is gone, unreadable or unfinished (its last moves never
reached the disk) has nothing left to add and is dropped.
"""
from __future__ import annotations

import logging
import os
import re
from pathlib import Path

log = logging.getLogger(__name__)

PREFIX = ".history-pending-"
_ID = re.compile(r"[0-9a-f]{32}")          # a record id (persistence.records.new_id)


def _marker(folder: Path | str, record_id: str) -> Path | None:
    return Path(folder) / f"{PREFIX}{record_id}" if _ID.fullmatch(record_id) else None


def mark(folder: Path | str, record_id: str) -> bool:
    """Leave the marker (best effort: False when even that cannot be written)."""
    path = _marker(folder, record_id)
    if path is None:
        return False
    try:
        path.touch()
    except OSError as e:
        log.warning("could not note the game owed to the history: %s", e)
        return False
    return True


def clear(folder: Path | str, record_id: str) -> None:
    path = _marker(folder, record_id)
    if path is not None:
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as e:
            log.warning("could not remove %s: %s", path.name, e)


def owed(folder: Path | str) -> list[str]:
    """The record ids with a marker in the folder."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return sorted(n[len(PREFIX):] for n in names
                  if n.startswith(PREFIX) and _ID.fullmatch(n[len(PREFIX):]))


def settle(folder: Path | str, history: Path | str | None = None) -> list[str]:
    """At start: add every owed game whose autosave holds it finished to the history
    (once: the history is keyed by record id); returns the ids added. A history that
    still cannot be written keeps its marker for the next start."""
    from cinetable.persistence.atomic import SaveError
    from cinetable.persistence.history import add_game, entry_for
    from cinetable.persistence.saves import AUTOSAVE_PREFIX, load_game_from
    added = []
    for record_id in owed(folder):
        path = Path(folder) / f"{AUTOSAVE_PREFIX}{record_id}.json"
        try:
            record, state = load_game_from(path)
        except Exception as e:          # SaveError, or a strange file's bug: never at start
            log.warning("the game owed to the history cannot be read: %s", e)
            clear(folder, record_id)
            continue
        if not state.is_terminal() or all(s.kind != "human" for s in record.seats):
            clear(folder, record_id)      # its end never reached the disk: nothing to add
            continue
        try:
            add_game(entry_for(record, state), history)
        except (SaveError, OSError) as e:
            log.warning("the history is still not writable: %s", e)
            continue
        clear(folder, record_id)
        added.append(record_id)
    return added
