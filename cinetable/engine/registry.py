"""The game registry: every game the app knows, and load_game()."""
from __future__ import annotations

import importlib

from cinetable.engine.errors import OptionError
from cinetable.engine.protocol import Game, GameInfo, OptionSpec

# Games not yet implemented are listed so the app can name them; only implemented ones
# can be loaded. Each implemented game lives in cinetable.games.<id> and exposes GAME_CLASS.
_INFOS: dict[str, GameInfo] = {
    "hollywood": GameInfo(
        "hollywood", "Hollywood!", 3, 4,
        options=(
            OptionSpec("advanced_scoring", False, "Advanced scoring",
                       "Each finished film is multiplied by the Film cards of its genre removed unclaimed."),
            OptionSpec("prototype_order", False, "Prototype order",
                       "At round end, hand out each column from the bottom card up."),
        ),
        implemented=True,
        blurb="Push reel tokens up columns of cards and build film projects.",
    ),
    "poker": GameInfo("poker", "Hollywood Poker", 2, 8,
                      blurb="A climbing card game with careers, seat changes and exchanges."),
    "hollywood1947": GameInfo("hollywood1947", "Hollywood 1947", 1, 9,
                              blurb="Hidden roles, dice, job powers and face-down propaganda."),
    "cannes": GameInfo("cannes", "Festival de Cannes", 3, 6,
                       blurb="A year on a dice track, face-down lots and sealed-bid auctions."),
}


def game_infos(implemented_only: bool = False) -> list[GameInfo]:
    return [i for i in _INFOS.values() if i.implemented or not implemented_only]


def game_info(game_id: str) -> GameInfo:
    try:
        return _INFOS[game_id]
    except KeyError:
        known = ", ".join(sorted(_INFOS))
        raise OptionError(f"Unknown game '{game_id}' (known games: {known})") from None


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
    return out


def load_game(game_id: str, players: int, options: dict | None = None) -> Game:
    info = playable_game_info(game_id)
    opts = check_options(info, players, options)
    module = importlib.import_module(f"cinetable.games.{game_id}")
    return module.GAME_CLASS(players, opts)
