"""Save files: autosaves and named slots as versioned JSON game records.

A file is checked before it is trusted: capped in size before parsing, decoded as strict
UTF-8 JSON without NaN or giant numbers, validated field by field, then replayed through
the engine. Any problem becomes a SaveError with a message for the player; nothing else
on disk changes. No pickle, no eval.
"""
from __future__ import annotations

import logging
import os
import re
import unicodedata
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from cinetable.engine.registry import game_info
from cinetable.persistence.atomic import (
    SaveError,
    describe_os_error,
    remove_stale_temp_files,
    write_bytes_atomic,
    write_json_atomic,
)
from cinetable.persistence.folder_lock import writing
from cinetable.persistence.paths import saves_dir
from cinetable.persistence.records import (
    MAX_NAME_CHARS,
    GameRecord,
    RecordError,
    clean_text,
    now_iso,
    replay,
    summarize,
)
from cinetable.persistence.review_field import clean_review
from cinetable.persistence.save_json import MAX_SAVE_BYTES, read_save_dict  # noqa: F401

__all__ = ["SaveEntry", "autosave_holds", "SaveError", "delete_save", "latest_save", "list_saves",
           "load_game_from", "load_record", "prune_autosaves", "remove_stale_temps",
           "save_as", "save_record", "shown_name", "store_review", "slot_path", "autosave_path",
           "write_bytes_atomic", "write_json_atomic"]

log = logging.getLogger(__name__)

MAX_SLOT_CHARS = 40
AUTOSAVE_PREFIX = "autosave-"
SLOT_PREFIX = "slot-"


# ---- paths ----------------------------------------------------------------------------
def autosave_path(record: GameRecord, folder: Path | None = None) -> Path:
    # record.id is validated as 32 hex digits, so it cannot leave the folder.
    return Path(folder or saves_dir()) / f"{AUTOSAVE_PREFIX}{record.id}.json"


def safe_slot_name(name: str) -> str:
    """A file-name-safe form of a slot name: letters, digits, '-' and '_' only, lower case.

    Anything else (slashes, dots, spaces, control characters) becomes '-', so "../x"
    gives "x" and cannot leave the saves folder."""
    text = unicodedata.normalize("NFKC", str(name)).lower()
    text = "".join(c if c.isalnum() or c in "-_" else "-" for c in text)
    text = re.sub(r"-{2,}", "-", text).strip("-_")
    return text[:MAX_SLOT_CHARS].strip("-_")


def slot_path(name: str, folder: Path | None = None) -> Path:
    safe = safe_slot_name(name)
    if not safe:
        raise SaveError("Choose a name with at least one letter or digit")
    return Path(folder or saves_dir()) / f"{SLOT_PREFIX}{safe}.json"


def _display_name(name: str) -> str:
    # Keep what the player typed for display, minus control characters, within limits.
    text = "".join(" " if unicodedata.category(c)[0] == "C" else c for c in str(name))
    return clean_text(text)[:MAX_NAME_CHARS]


def shown_name(path: Path | str) -> str:
    """A file's name as text safe to show: a name that is not valid UTF-8 on disk comes
    back from the OS with lone surrogates, which no font can draw."""
    return clean_text(Path(path).name)


def remove_stale_temps(folder: Path | str | None = None) -> list[Path]:
    """Remove the temp files that saves killed half-way left in the saves folder."""
    return remove_stale_temp_files(Path(folder or saves_dir()),
                                   lambda target: target.endswith(".json"))


# ---- writing --------------------------------------------------------------------------
def save_record(record: GameRecord, path: Path | str | None = None) -> Path:
    """Write the record atomically; by default to its autosave file in saves_dir().
    Under the folder's write lock, so a review stored meanwhile (store_review) never
    lands between its reading the file and its writing it."""
    path = Path(path) if path is not None else autosave_path(record)
    with writing(path.parent):
        return write_json_atomic(path, record.to_dict())


def _deal(record: GameRecord) -> tuple:
    """What makes two records the same game: its rules (options as the loader fills
    them in) and the seed that dealt it."""
    try:
        options = GameRecord.from_dict(record.to_dict()).options
    except (RecordError, RecursionError):
        options = None
    return record.game, record.players, record.seed, options


def store_review(path: Path | str, record: GameRecord, review: dict) -> bool:
    """Put `review` (bots/review.py: it covers `record`'s first review["upto"] actions)
    into the save at `path` without ever replacing a move.

    The game may have been played on since the review read `record` (by this copy of
    the app or another): under the folder's write lock the file is read again and gets
    the review only if it is the same game and its actions begin with the ones reviewed;
    everything else in the file (later moves, undos, notes) is kept. A review the file
    already holds that covers more is kept too. False when the moves reviewed are no
    longer there (taken back since); SaveError when the file cannot be read or written."""
    path = Path(path)
    upto = review["upto"]
    with writing(path.parent):
        try:
            saved = GameRecord.from_dict(read_save_dict(path))
        except RecordError as e:
            raise SaveError(clean_text(str(e))) from None
        except RecursionError:
            raise SaveError(f"{shown_name(path)} is damaged: nested too deeply") from None
        if _deal(saved) != _deal(record) or saved.actions[:upto] != record.actions[:upto]:
            return False
        merged = clean_review(review, saved.actions, saved.players)
        if merged is None:
            return False
        held = saved.review
        if held is not None and held["budget"] == merged["budget"] \
                and held["upto"] >= merged["upto"]:
            return True                  # a review as far along is there already
        saved.review = merged
        write_json_atomic(path, saved.to_dict())
    return True


def save_as(record: GameRecord, name: str, folder: Path | None = None) -> Path:
    """Save a copy of the record under a slot name (slot-<safe name>.json); returns its path.

    The copy keeps the game id, so the autosave of the same game goes on separately."""
    path = slot_path(name, folder)
    copy = record.copy(name=_display_name(name) or path.stem[len(SLOT_PREFIX):],
                       updated=now_iso())
    return save_record(copy, path)


def autosave_holds(record: GameRecord, folder: Path | str) -> bool:
    """Whether the autosave of `record`'s game is missing or holds exactly its actions
    (and undos): playing on from a slot may then write there without losing anything."""
    path = autosave_path(record, Path(folder))
    if not path.exists():
        return True
    try:
        saved = GameRecord.from_dict(read_save_dict(path))
    except (SaveError, RecordError, RecursionError):
        return False                    # never overwrite a file we cannot read
    return saved.actions == record.actions and saved.undos == record.undos


def delete_save(path: Path | str) -> None:
    path = Path(path)
    if path.suffix != ".json":
        raise SaveError(f"{shown_name(path)} is not a save file")
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as e:
        raise SaveError(describe_os_error(e, path, "delete the save")) from e


# ---- reading --------------------------------------------------------------------------
def _load(path: Path | str):
    """(record, state): parse, validate, replay, and re-derive the summary."""
    obj = read_save_dict(path)
    try:
        record = GameRecord.from_dict(obj)
        state = replay(record)
    except RecordError as e:
        # the message may quote the file's own text (an unknown game id, an option)
        raise SaveError(clean_text(str(e))) from None
    except RecursionError:
        raise SaveError(f"{shown_name(path)} is damaged: nested too deeply") from None
    record.summary = summarize(state)
    return record, state


def load_record(path: Path | str) -> GameRecord:
    """A validated record whose actions replay (summary re-derived); SaveError otherwise."""
    return _load(path)[0]


def load_game_from(path: Path | str):
    """(record, state) ready to play on."""
    return _load(path)


# ---- listing --------------------------------------------------------------------------
@dataclass
class SaveEntry:
    path: Path
    ok: bool
    error: str
    record: GameRecord | None = field(repr=False)
    game_title: str
    players: int
    round: int | None
    rounds: int | None
    finished: bool
    updated: str
    name: str
    is_autosave: bool
    game: str = ""
    scores: tuple = ()
    stage: str = ""              # the unit of `round` (engine.progress.STAGE_KINDS)

    def sort_key(self) -> datetime:
        return _when(self.updated)


def _when(iso: str) -> datetime:
    try:
        t = datetime.fromisoformat(iso)
    except ValueError:
        return datetime.min.replace(tzinfo=UTC)
    return t if t.tzinfo else t.replace(tzinfo=UTC)


def _listed(path: Path) -> GameRecord:
    """A checked record whose stored summary says how far it is: the list reads the
    summary (written with every autosave) instead of replaying every file (300 saves took
    2.3 s). Only a record without one (older or hand-made) is replayed here; Load always
    replays, so a summary that lies cannot put a wrong game on the table."""
    obj = read_save_dict(path)
    try:
        record = GameRecord.from_dict(obj)
    except RecordError as e:
        raise SaveError(clean_text(str(e))) from None
    except RecursionError:
        raise SaveError(f"{shown_name(path)} is damaged: nested too deeply") from None
    s = record.summary
    if "finished" not in s or "stage" not in s:
        record = _load(path)[0]
    return record


def _entry(path: Path) -> SaveEntry:
    is_auto = path.name.startswith(AUTOSAVE_PREFIX)
    try:
        record = _listed(path)
    except Exception as e:          # SaveError, or a bug a strange file found: this row only
        if not isinstance(e, SaveError):
            log.exception("listing %r failed", str(path))
            e = SaveError(f"{shown_name(path)} could not be read ({type(e).__name__})")
        try:
            mtime = datetime.fromtimestamp(path.stat().st_mtime, UTC)
            updated = mtime.isoformat(timespec="seconds")
        except OSError:
            updated = ""
        return SaveEntry(path, False, str(e), None, "", 0, None, None, False, updated,
                         clean_text(path.stem), is_auto)
    s = record.summary
    return SaveEntry(path, True, "", record, game_info(record.game).title, record.players,
                     s.get("round"), s.get("rounds"), bool(s.get("finished")), record.updated,
                     record.name, is_auto, record.game, tuple(s.get("scores", ())),
                     s.get("stage", ""))


def list_saves(folder: Path | str | None = None) -> list[SaveEntry]:
    """Every *.json in the folder, newest first; unreadable files come with ok=False."""
    folder = Path(folder or saves_dir())
    try:
        paths = sorted(p for p in folder.iterdir()
                       if p.suffix == ".json" and not p.name.startswith(".") and p.is_file())
    except OSError:
        return []   # no folder yet (nothing saved) or not readable: nothing to list
    entries = [_entry(p) for p in paths]
    entries.sort(key=SaveEntry.sort_key, reverse=True)
    return entries


def latest_save(folder: Path | str | None = None) -> SaveEntry | None:
    """What "Continue" resumes: the most recently played unfinished game, never a save
    that play has already gone on from.

    Play always goes on in an autosave (loading a named slot starts a branch with its
    own autosave), so only autosaves are candidates; named slots stay in Load game. An
    autosave is passed over when a save updated since then went on from it: a branch
    that descends from its game (`parent` links, through slots too), or a game of the
    same deal whose actions extend its actions (records written before `parent`)."""
    entries = [e for e in list_saves(folder) if e.ok]
    parents = {r.id: r.parent for r in (e.record for e in entries) if r is not None and r.parent}
    autosaves = [e for e in entries if e.is_autosave]
    for e in autosaves:                             # newest first
        if not e.finished and not any(_went_on_from(e, later, parents)
                                      for later in autosaves if later is not e) \
                and _replays(e):
            return e
    return None


def _replays(e: SaveEntry) -> bool:
    """The list trusts stored summaries; what Continue offers is replayed first, so a
    damaged autosave is passed over rather than offered and refused."""
    try:
        _load(e.path)
    except Exception:                    # SaveError, or a strange file's bug: not offered
        return False
    return True


def _went_on_from(earlier: SaveEntry, later: SaveEntry, parents: dict) -> bool:
    """Whether `later`, updated no sooner, is play that went on from `earlier`."""
    if later.sort_key() < earlier.sort_key():
        return False
    a, b = earlier.record, later.record
    if a is None or b is None:                      # unreadable: nothing went on from it
        return False
    ancestor, seen = parents.get(b.id, ""), set()
    while ancestor and ancestor not in seen:        # a hostile file may loop
        if ancestor == a.id:
            return True
        seen.add(ancestor)
        ancestor = parents.get(ancestor, "")
    if a.parent or b.parent:       # linked records: the links above say it all
        return False
    return ((a.game, a.players, a.seed, a.options) == (b.game, b.players, b.seed, b.options)
            and len(b.actions) > len(a.actions) and b.actions[:len(a.actions)] == a.actions)


def prune_autosaves(folder: Path | str | None = None, keep: int = 20) -> list[Path]:
    """Keep at most `keep` autosaves of finished games, removing the oldest. A game in
    progress is never removed (the player may come back to it), nor are named slots and
    unreadable files."""
    done = [e for e in list_saves(folder) if e.is_autosave and e.ok and e.finished]
    excess = len(done) - max(keep, 0)
    if excess <= 0:
        return []
    victims = sorted(done, key=SaveEntry.sort_key)[:excess]
    removed = []
    for e in victims:
        try:
            os.unlink(e.path)
            removed.append(e.path)
        except OSError as err:
            log.warning("could not remove old autosave %s: %s", e.path, err)
    return removed
