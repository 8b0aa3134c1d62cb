"""A player's own notes about the other seats, kept in the record beside the game.

Notes are client data, not game state: replay never reads them, bots never see them.
Shape: {writer seat: {noted seat: mark}}, seats as plain decimal strings ("0", "1"...),
a mark one of MARKS (the marks a table offers). A save from before notes existed has
none. Anything else in a file is damage and refused."""
from __future__ import annotations

import re

MARKS = ("patriot", "communist", "star")     # Hollywood 1947's suspicion notebook
SEAT_RE = re.compile(r"0|[1-9][0-9]?")       # ASCII only: not "01", "²", "٣" nor "１"


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
            if not isinstance(mark, str) or mark not in MARKS:
                raise NotesError(f"a note's mark must be one of {', '.join(MARKS)}, "
                                 f"not {mark!r}"[:120])
            clean[seat] = mark
        if clean:
            out[writer] = clean
    return out


def _seat(key, players: int) -> None:
    if not isinstance(key, str) or not SEAT_RE.fullmatch(key) or int(key) >= players:
        raise NotesError(f"notes name a seat that is not in the game: {key!r}"[:120])


def copy_notes(notes: dict) -> dict:
    return {w: dict(m) for w, m in notes.items()}
