"""What crosses the network for one viewer: a seat's observation and the events it may
see, or a spectator's public view. Never the state, the seed, the record or the actions
(a player's action text can name a secret card, so clients learn play from events).
"""
from __future__ import annotations

import json

SPECTATOR = None          # the viewer that holds no seat


def plain(obj):
    """As it arrives on the other side of JSON (tuples become lists, keys text)."""
    return json.loads(json.dumps(obj, allow_nan=False))


def event_dict(event) -> dict:
    """An event for the log and narration: its kind and fields; who may see it stays here."""
    d = event.to_dict()
    d.pop("visible_to", None)
    return plain(d)


def observation_for(state, seat, copy: bool = True):
    """The seat's observation, or for a spectator what every seat's observation shows
    alike (values that differ between seats, like hands, are left out as null). The
    engine has no public view; what all seats know is what the whole table saw.
    copy=False: a seat's as the game gives it, for a message encoded at once (the
    encoding makes it plain: no copy through JSON first)."""
    if seat is not SPECTATOR:
        view = state.observation(seat)
        return plain(view) if copy else view
    views = [plain(state.observation(s)) for s in range(state.game.num_players)]
    public = _meet(views)
    if isinstance(public, dict):
        public["seat"] = None
    return public


def _meet(values: list):
    first = values[0]
    if all(isinstance(v, dict) for v in values):
        keys = [k for k in first if all(k in v for v in values[1:])]
        return {k: _meet([v[k] for v in values]) for k in keys}
    # records in a list (lots, films) are met field by field; a list of plain values (a
    # hand) only whole: its elements agreeing by chance must not give a card away
    if all(isinstance(v, list) and len(v) == len(first) and all(isinstance(x, dict) for x in v)
           for v in values):
        return [_meet([v[i] for v in values]) for i in range(len(first))]
    return first if all(v == first for v in values[1:]) else None
