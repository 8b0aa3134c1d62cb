"""The history of finished games: one versioned JSON file next to the settings.

Each finished game adds one entry (once: entries are keyed by the game's record id, so
a results screen shown twice or a finished save loaded again counts it once). Every
change is a read-modify-write under the history's own lock file (two processes adding
games at once keep each other's), written atomically. A damaged file is set aside under
a new name (never deleted, never silently overwritten) and the caller is told, so it can
say so on screen.
"""
from __future__ import annotations

import json
import math
import os
import stat
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from cinetable.engine.registry import game_infos
from cinetable.persistence.atomic import SaveError, write_json_atomic
from cinetable.persistence.paths import settings_path
from cinetable.persistence.records import KINDS

FORMAT_VERSION = 1
MAX_ENTRIES = 10_000          # a hostile or runaway file cannot cost unbounded memory
MAX_BYTES = 8 * 1024 * 1024


def history_path() -> Path:
    env = os.environ.get("CINETABLE_HISTORY")
    return Path(env) if env else settings_path().parent / "history.json"


@dataclass
class History:
    entries: list[dict]
    path: Path
    problem: str = ""            # set when a damaged file was set aside (say so on screen)
    aside: str = ""              # the name the damaged file was kept under, if it was


MAX_SEATS = max(i.max_players for i in game_infos())    # the largest table of any game
MAX_SCORE = 10 ** 9          # far above any game's score; beyond it is damage, not play
YEARS = (1970, 2200)         # as persistence.records: far dates overflow local time


def _valid_score(v) -> bool:
    # NaN, Infinity (1e999 parses to it) and huge numbers break the statistics' sums and
    # charts, and NaN could never be written back (allow_nan=False): refused on load.
    return (isinstance(v, (int, float)) and not isinstance(v, bool)
            and math.isfinite(v) and abs(v) <= MAX_SCORE)


def _valid_date(v) -> bool:
    """An ISO date and time with a time zone (a naive one cannot be compared with the
    others: the game-length and ordering code would fail), within YEARS."""
    if not isinstance(v, str) or len(v) > 40:
        return False
    try:
        when = datetime.fromisoformat(v)
    except ValueError:
        return False
    return when.tzinfo is not None and YEARS[0] <= when.year <= YEARS[1]


def _count(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_SCORE


def _valid_assists(a) -> bool:
    """Undos taken and hints asked (the player's rating can leave such games out)."""
    return isinstance(a, dict) and all(k in ("undos", "hints") and _count(v) for k, v in a.items())


def _valid_accuracy(v) -> bool:
    """A human seat's accuracy in the game's review (bots/review.py): a share, 0..1."""
    return (isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)
            and 0.0 <= v <= 1.0)


def _valid_entry(e) -> bool:
    """Every field the statistics and the rating (cinetable/rating.py) read: a seat that is
    neither human nor bot, or thousands of seats, would fail or stall them on each visit."""
    if not isinstance(e, dict):
        return False
    seats = e.get("seats")
    return (isinstance(e.get("id"), str) and isinstance(e.get("game"), str)
            and _valid_date(e.get("finished"))
            and ("started" not in e or _valid_date(e["started"]))
            and ("assists" not in e or _valid_assists(e["assists"]))
            and isinstance(seats, list) and 0 < len(seats) <= MAX_SEATS
            and all(isinstance(s, dict) and s.get("kind") in KINDS
                    and _valid_score(s.get("score"))
                    and (s["kind"] != "bot" or isinstance(s.get("level"), str))
                    and isinstance(s.get("won"), bool)
                    and ("accuracy" not in s or _valid_accuracy(s["accuracy"]))
                    for s in seats))


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not a number")


def _set_aside(path: Path, seen: os.stat_result) -> Path | None:
    """Rename the damaged file, under the history's lock and only if it is still the
    file found damaged (`seen`): None when a writer has replaced it since."""
    with _writing(path):
        try:
            now = path.stat()
        except FileNotFoundError:
            return None
        if (now.st_ino, now.st_size, now.st_mtime_ns) != (seen.st_ino, seen.st_size,
                                                          seen.st_mtime_ns):
            return None
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.damaged-{stamp}")
        n = 1
        while target.exists():
            target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
            n += 1
        os.replace(path, target)
    return target


def load_history(path: Path | str | None = None) -> History:
    """The history; a missing file is an empty history, a damaged one is set aside."""
    path = Path(path) if path is not None else history_path()
    try:
        st = path.stat()
    except FileNotFoundError:
        return History([], path)
    except OSError as e:
        return History([], path, f"Could not read the game history {path}: {e.strerror or e}")
    if not stat.S_ISREG(st.st_mode):
        return History([], path, f"The game history {path} is not a regular file; it was left alone")
    problem = aside_name = ""
    try:
        if st.st_size > MAX_BYTES:
            raise ValueError("too large")
        data = json.loads(path.read_bytes().decode("utf-8-sig"),
                          parse_constant=_refuse_constant)
        if not isinstance(data, dict) or data.get("format_version") != FORMAT_VERSION:
            raise ValueError("unknown format")
        entries = data.get("games")
        if not isinstance(entries, list) or not all(_valid_entry(e) for e in entries):
            raise ValueError("malformed entries")
        return History(entries[-MAX_ENTRIES:], path)
    except (OSError, ValueError, UnicodeDecodeError, RecursionError) as e:
        try:
            aside = _set_aside(path, st)
            if aside is None:             # a writer replaced it meanwhile: read that one
                return load_history(path)
            aside_name = aside.name
            problem = f"The game history {path.name} was damaged ({e}); it was kept as {aside.name} and a new one started"
        except OSError as e2:
            problem = f"The game history {path} is damaged and could not be set aside: {e2.strerror or e2}"
    return History([], path, problem, aside_name)


def _aware(iso: str) -> str:
    """A record's date with a time zone: a hand-made save may hold a naive one, which the
    history refuses (read as UTC, as the save list does)."""
    try:
        when = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return iso
    return iso if when.tzinfo else when.replace(tzinfo=UTC).isoformat()


def entry_for(record, state) -> dict:
    """The history entry of a finished game (record: persistence GameRecord; state: terminal)."""
    scores = state.scores()
    shares = state.returns()          # a share of the win (winners() names every seat
                                      # when nobody at the table won)
    return {
        "id": record.id,
        "game": record.game,
        "players": record.players,
        "options": dict(record.options),
        "finished": _aware(record.updated),
        "started": _aware(record.created),
        "actions": len(record.actions),
        "assists": {"undos": len(record.undos), "hints": record.hints},
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level,
                   "score": scores[i], "won": shares[i] > 0}
                  for i, s in enumerate(record.seats)],
    }


def _writing(path: Path | str | None):
    """The history's own lock (a hidden file beside it) around a read-modify-write: two
    processes adding games at once (two app copies, the API) each keep the other's."""
    from cinetable.persistence.folder_lock import exclusive
    target = Path(path) if path is not None else history_path()
    return exclusive(target.with_name(f".{target.name}.lock"))


def _write(history: History) -> None:
    write_json_atomic(history.path, {"format_version": FORMAT_VERSION, "games": history.entries})


def add_game(entry: dict, path: Path | str | None = None) -> History:
    """Add a finished game (once per record id) and write the file atomically.
    Raises SaveError if it cannot be written; the history on disk is then unchanged."""
    if not _valid_entry(entry):
        raise SaveError("Could not record the game: its entry is malformed")
    with _writing(path):
        history = load_history(path)
        if all(e["id"] != entry["id"] for e in history.entries):
            history.entries.append(entry)
            del history.entries[:-MAX_ENTRIES]
            _write(history)
    return history


def set_accuracy(record_id: str, accuracies: dict[int, float],
                 path: Path | str | None = None) -> bool:
    """Put a reviewed game's accuracy (seat -> 0..1, its human seats) in its entry and
    write the file atomically; False when the game has no entry (not finished, or left
    out of the history). Raises SaveError if it cannot be written."""
    if not all(_valid_accuracy(a) for a in accuracies.values()):
        raise SaveError("Could not record the accuracy: it is not a share of 0 to 1")
    with _writing(path):
        history = load_history(path)
        entry = next((e for e in history.entries if e["id"] == record_id), None)
        if entry is None:
            return False
        changed = False
        for seat, a in accuracies.items():
            if 0 <= seat < len(entry["seats"]) and entry["seats"][seat]["kind"] == "human":
                entry["seats"][seat]["accuracy"] = round(float(a), 4)
                changed = True
        if changed:
            _write(history)
    return changed
