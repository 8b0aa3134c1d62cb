"""A seat's own full state for its client's table: the host resamples the true state for
the seat (the game's `resample`: everything the seat does not know redrawn at random,
consistently with what it knows) and sends it as typed JSON; the client rebuilds a State
the app's table scenes draw and ask (phase, legal moves) as for a local game.

It holds nothing the seat may not know: by the games' resample contract (DESIGN.md) its
hidden parts depend only on the seat's information, drawn with a generator the client
never sees. The client checks `observation(seat)` of what it rebuilt against the
observation sent beside it. No pygame, no client imports.
"""
from __future__ import annotations

import importlib
import random
import secrets
from functools import lru_cache
from typing import Any

from cinetable.engine.registry import GAME_IDS, place

# fields that are caches, rebuilt by the state itself (None on arrival)
_CACHES = frozenset({"_legal", "round_key"})


def _game_class(name: str) -> bool:
    """Whether a class (its module's name) belongs to a registered game's rules package:
    the only classes a frame may name, so a frame never imports anything else."""
    return name.startswith(_rules_prefixes(tuple(GAME_IDS)))


@lru_cache(maxsize=4)
def _rules_prefixes(game_ids: tuple[str, ...]) -> tuple[str, ...]:
    # asked for every object of every frame: the registry's places (which look the
    # assets folder up on disk) are read once per set of registered games
    return tuple(f"{place(g).rules}." for g in game_ids)


class SeatStateError(ValueError):
    """A frame that does not hold a state of the expected game."""


def seat_state(state, seat: int, rng: random.Random | None = None) -> dict:
    """The state as `seat` may hold it, as plain JSON."""
    rng = rng or random.Random(secrets.randbits(64))
    return _enc(state.resample(seat, rng), top=True)    # at the end too: a last hand
                                                          # may never have been shown


def load_seat_state(game, data: dict):
    """The State `data` describes, for the game object `game` (engine.load_game)."""
    state = _dec(data)
    cls = type(game.new_initial_state())
    if type(state) is not cls:
        raise SeatStateError(f"not a {cls.__name__}")
    state.game = game
    return state


_SLOTS: dict[type, list[str]] = {}


def _slots(cls: type) -> list[str]:
    # asked for every object of every frame; a class's slots never change
    known = _SLOTS.get(cls)
    if known is None:
        known = _SLOTS[cls] = []
        for klass in cls.__mro__:
            for name in getattr(klass, "__slots__", ()):
                if name not in known and name not in ("__dict__", "__weakref__"):
                    known.append(name)
    return known


# values sent as they are; checked by exact type first (a state holds thousands of them,
# one function call each was most of a seat's update)
_SCALARS = frozenset({int, str, float, bool, type(None)})


def _enc(x, top: bool = False):
    kind = type(x)
    if kind in _SCALARS:
        return x
    if kind is list:
        return [v if type(v) in _SCALARS else _enc(v) for v in x]
    if kind is tuple:
        return {"t": [v if type(v) in _SCALARS else _enc(v) for v in x]}
    if x is None or isinstance(x, (bool, str, float)):
        return x
    if isinstance(x, int):
        return int(x)
    if isinstance(x, list):
        return [_enc(v) for v in x]
    if isinstance(x, tuple):
        return {"t": [_enc(v) for v in x]}
    if isinstance(x, (set, frozenset)):
        return {"s": [_enc(v) for v in sorted(x, key=repr)], "f": isinstance(x, frozenset)}
    if isinstance(x, dict):
        return {"d": [[_enc(k), _enc(v)] for k, v in x.items()]}
    cls = type(x)
    if not _game_class(cls.__module__):
        raise SeatStateError(f"cannot send a {cls.__name__}")
    fields = {}
    names = _slots(cls) + list(getattr(x, "__dict__", {}))
    for name in names:
        if top and name == "game" or name in _CACHES or not hasattr(x, name):
            continue
        fields[name] = _enc(getattr(x, name))
    return {"o": f"{cls.__module__}:{cls.__qualname__}", "v": fields}


def _dec(x):
    if x is None or isinstance(x, (bool, str, int, float)):
        return x
    if isinstance(x, list):
        return [_dec(v) for v in x]
    if not isinstance(x, dict):
        raise SeatStateError("bad value")
    if "t" in x:
        return tuple(_dec(v) for v in x["t"])
    if "s" in x:
        items = [_dec(v) for v in x["s"]]
        return frozenset(items) if x.get("f") else set(items)
    if "d" in x:
        return {_dec(k): _dec(v) for k, v in x["d"]}
    name = x.get("o")
    if not isinstance(name, str) or not _game_class(name) or ":" not in name:
        raise SeatStateError("bad class")
    module, _, qual = name.partition(":")
    try:
        cls = getattr(importlib.import_module(module), qual)
    except (ImportError, AttributeError):
        raise SeatStateError(f"unknown class {name}") from None
    if not isinstance(cls, type):
        raise SeatStateError(f"{name} is not a class")
    new: Any = cls.__new__              # typed loosely: any class the save names
    obj = new(cls)
    for field, value in x.get("v", {}).items():
        object.__setattr__(obj, field, _dec(value))
    for field in _CACHES & set(_slots(cls)):
        object.__setattr__(obj, field, None)
    return obj


def typed_event(event) -> dict:
    """An event with its exact types (tuples stay tuples) for the client's view and log;
    who else may see it stays here."""
    d = _enc(event)
    d["v"].pop("visible_to", None)
    return d


def load_event(data: dict):
    from cinetable.engine.events import Event
    ev = _dec(data)
    if not isinstance(ev, Event):
        raise SeatStateError("not an event")
    return ev
