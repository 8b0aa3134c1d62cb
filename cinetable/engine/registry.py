"""The game registry: every game the app knows, its definition, and load_game()."""
from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from cinetable.engine.assets import assets_dir
from cinetable.engine.errors import OptionError
from cinetable.engine.game_api import GameDefinition
from cinetable.engine.protocol import Game, GameInfo

# The games the app knows, in the order it lists them. Each lives in cinetable.games.<id>:
# `info.py` declares its GAME_INFO (title, players, options; read alone, so the menus
# start fast) and the package exports GAME, its GameDefinition (rules, bots' hooks,
# stages, review and bench tuning), built in its declare.py. Its table lives in
# cinetable.client.<id>, which exports CLIENT (client/game_client.py). Adding a game is
# this list plus those two packages: the shared code reads games only through them.
# A game may also live outside cinetable (a test's toy game, a game shipped on its own):
# register_game() appends it to this list (the same list object every importer holds)
# with the packages and the assets folder (locales/, ratings/) it has instead.
GAME_IDS: list[str] = ["hollywood", "poker", "hollywood1947", "cannes"]


@dataclass(frozen=True)
class GamePlace:
    """Where a game's parts are: its rules package (exports GAME; info.py holds
    GAME_INFO), its client package (exports CLIENT), its assets folder."""

    rules: str
    client: str
    assets: Path


_ELSEWHERE: dict[str, GamePlace] = {}       # the games registered from other packages


def place(game_id: str) -> GamePlace:
    """Where a known game's packages and assets are (by convention, unless registered)."""
    return _ELSEWHERE.get(game_id) or GamePlace(
        f"cinetable.games.{game_id}", f"cinetable.client.{game_id}", assets_dir())


def own_assets() -> list[Path]:
    """The assets folders of the games registered from elsewhere (their locales are read
    beside the app's)."""
    return [p.assets for p in _ELSEWHERE.values()]


def register_game(game_id: str, rules: str, client: str, assets: Path) -> None:
    """Know one more game, listed last, whose packages and assets live elsewhere."""
    if game_id in GAME_IDS:
        raise ValueError(f"a game '{game_id}' is already registered")
    _ELSEWHERE[game_id] = GamePlace(rules, client, Path(assets))
    GAME_IDS.append(game_id)
    _forget()


def unregister_game(game_id: str) -> None:
    """Forget a game register_game() added (a game of cinetable itself stays)."""
    if _ELSEWHERE.pop(game_id, None) is not None:
        GAME_IDS.remove(game_id)
        _forget()


@contextmanager
def registered_game(game_id: str, rules: str, client: str, assets: Path) -> Iterator[None]:
    """register_game() for the time of a `with` block (a test's)."""
    register_game(game_id, rules, client, assets)
    try:
        yield
    finally:
        unregister_game(game_id)


def _forget() -> None:
    _info.cache_clear()
    definition.cache_clear()


@cache
def _info(game_id: str) -> GameInfo:
    return importlib.import_module(f"{place(game_id).rules}.info").GAME_INFO


@cache
def definition(game_id: str) -> GameDefinition:
    """The game's GameDefinition (its package imported); OptionError for an unknown id."""
    game_info(game_id)
    return importlib.import_module(place(game_id).rules).GAME


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
