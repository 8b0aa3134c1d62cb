"""A player's own notes about the other seats, kept in the record beside the game.

Notes are client data, not game state: replay never reads them, bots never see them.
Shape: {writer seat: {noted seat: mark}}, seats as strings ("0", "1"...), a mark a short
lowercase word the game's table chooses ("patriot", "communist", "star"). A save from
before notes existed has none. Anything else in a file is damage and refused."""
from __future__ import annotations

import re

MARK_RE = re.compile(r"[a-z_]{1,16}")


class NotesError(ValueError):
    pass


def check_notes(raw, players: int) -> dict[str, dict[str, str]]:
    """A clean copy of `raw` for a game of `players` seats; NotesError says what is wrong."""
    if raw is None:
        return {}
    if not isinstance(raw, dict) or len(raw) > players:
        raise NotesError("'notes' must be an object with one entry per seat at most")
    out: dict[str, dict[str, str]] = {}
    for writer, marks in raw.items():
        _seat(writer, players)
        if not isinstance(marks, dict) or len(marks) > players:
            raise NotesError("a seat's notes must be an object of seat: mark")
        clean = {}
        for seat, mark in marks.items():
            _seat(seat, players)
            if not isinstance(mark, str) or not MARK_RE.fullmatch(mark):
                raise NotesError(f"a note's mark must be a short word, not {mark!r}"[:120])
            clean[seat] = mark
        if clean:
            out[writer] = clean
    return out


def _seat(key, players: int) -> None:
    if not isinstance(key, str) or not key.isdigit() or len(key) > 2 or int(key) >= players:
        raise NotesError(f"notes name a seat that is not in the game: {key!r}"[:120])


def copy_notes(notes: dict) -> dict:
    return {w: dict(m) for w, m in notes.items()}
