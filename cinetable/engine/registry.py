"""The game registry: every game the app knows, its definition, and load_game()."""
from __future__ import annotations

import importlib
from functools import cache

from cinetable.engine.errors import OptionError
from cinetable.engine.game_api import GameDefinition
from cinetable.engine.protocol import Game, GameInfo

# The games the app knows, in the order it lists them. Each lives in cinetable.games.<id>:
# `info.py` declares its GAME_INFO (title, players, options; read alone, so the menus
# start fast) and the package exports GAME, its GameDefinition (rules, bots' hooks,
# stages, review and bench tuning), built in its declare.py. Its table lives in
# cinetable.client.<id>, which exports CLIENT (client/game_client.py). Adding a game is
# this list plus those two packages: the shared code reads games only through them.
GAME_IDS = ("hollywood", "poker", "hollywood1947", "cannes")


@cache
def _info(game_id: str) -> GameInfo:
    return importlib.import_module(f"cinetable.games.{game_id}.info").GAME_INFO


@cache
def definition(game_id: str) -> GameDefinition:
    """The game's GameDefinition (its package imported); OptionError for an unknown id."""
    game_info(game_id)
    return importlib.import_module(f"cinetable.games.{game_id}").GAME


def definitions() -> list[GameDefinition]:
    """Every registered game's definition, in GAME_IDS order."""
    return [definition(g) for g in GAME_IDS]


def game_infos(implemented_only: bool = False) -> list[GameInfo]:
    return [i for i in map(_info, GAME_IDS) if i.implemented or not implemented_only]


def game_info(game_id: str) -> GameInfo:
    if game_id not in GAME_IDS:
        known = ", ".join(sorted(GAME_IDS))
        raise OptionError(f"Unknown game '{game_id}' (known games: {known})")
    return _info(game_id)


def playable_game_info(game_id: str) -> GameInfo:
    """The info of a game that can be loaded; OptionError naming the problem otherwise."""
    info = game_info(game_id)
    if not info.implemented:
        raise OptionError(f"{info.title} is not playable yet")
    return info


def check_options(info: GameInfo, players: int, options: dict | None) -> dict:
    """Validate a player count and options; return the options with defaults filled in."""
    if not isinstance(players, int) or isinstance(players, bool):
        raise OptionError(f"players must be a whole number, not {players!r}")
    if not info.min_players <= players <= info.max_players:
        raise OptionError(
            f"{info.title} is for {info.min_players} to {info.max_players} players, not {players}")
    specs = {o.name: o for o in info.options}
    out = {o.name: o.default for o in info.options}
    for name, value in (options or {}).items():
        spec = specs.get(name)
        if spec is None:
            known = ", ".join(specs) or "none"
            raise OptionError(f"Unknown option '{name}' for {info.title} (options: {known})")
        if spec.choices:
            if value not in spec.choices:
                raise OptionError(f"Option '{name}' must be one of {list(spec.choices)}, not {value!r}")
        elif isinstance(spec.default, bool):
            if not isinstance(value, bool):
                raise OptionError(f"Option '{name}' must be true or false, not {value!r}")
        elif type(value) is not type(spec.default):
            raise OptionError(f"Option '{name}' must be a {type(spec.default).__name__}, not {value!r}")
        out[name] = value
    problem = info.check(players, out) if info.check is not None else ""
    if problem:
        raise OptionError(problem)
    return out


def load_game(game_id: str, players: int, options: dict | None = None) -> Game:
    info = playable_game_info(game_id)
    opts = check_options(info, players, options)
    return definition(game_id).game_class(players, opts)
