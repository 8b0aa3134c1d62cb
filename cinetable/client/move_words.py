"""A move in a table's own words, with or without a table on screen.

A table narrates a move as its log would tell it (`word_action`, used by the hint line at
a table). The review scene names the moves of a game with no table open: each game's
TableScene class gives `wording(t, names, seat)` -> (new_view(state), narrate(ev, view)),
built from the game's view and narrator only (no painter, no window), found by game id
through client/tables.py.
"""
from __future__ import annotations

import random


def word_action(state, seat, action, new_view, narrate) -> str:
    """How the log would tell `action` played in `state` (before it), narrated in two
    worlds resampled from `seat`'s view; when the words depend on what the seat cannot
    know (a peek), the move's notation instead."""
    said = set()
    try:
        for r in range(2):
            world = state.resample(seat, random.Random(r))
            view = new_view(world)
            events = world.apply_action(world.parse_action(str(action)))
            text = None
            for ev in events:
                if ev.visible(seat):
                    view.apply(ev)
                    got = narrate(ev, view)
                    if got is not None:
                        text = got[0]
                        break
            said.add(text)
    except Exception:                 # words are a nicety: the notation says it too
        return str(action)
    text = said.pop() if len(said) == 1 else None
    return text if text else str(action)


class MoveWords:
    """Names the moves of one record from each mover's view (the review's rows):
    `words(state, seat, notation)`, a narrator per seat made once."""

    def __init__(self, game_id: str, t, names: list[str]):
        self.game_id, self.t, self.names = game_id, t, list(names)
        self._by_seat: dict[int, tuple] = {}
        self._wording = None
        try:
            from cinetable.client.tables import table_class
            self._wording = table_class(game_id).wording
        except (ValueError, ImportError):
            self._wording = None          # a game with no table: its notation

    def words(self, state, seat: int, notation: str) -> str:
        if self._wording is None:
            return notation
        pair = self._by_seat.get(seat)
        if pair is None:
            try:
                pair = self._by_seat[seat] = self._wording(self.t, self.names, seat)
            except Exception:
                return notation
        text = word_action(state, seat, notation, *pair)
        # a log line ends with a full stop; inside a sentence of the review it must not
        return text[:-1] if text.endswith(".") and text != notation else text
