"""The engine: the protocol every game implements, the registry, errors. No pygame here."""
from cinetable.engine.errors import IllegalActionError, OptionError
from cinetable.engine.events import Event
from cinetable.engine.protocol import (
                                       CHANCE,
                                       TERMINAL,
                                       Game,
                                       GameInfo,
                                       OptionSpec,
                                       ScoreSheet,
                                       State,
                                       sample_chance,
)
from cinetable.engine.registry import game_info, game_infos, load_game

__all__ = ["CHANCE", "TERMINAL", "Event", "Game", "GameInfo", "IllegalActionError",
           "OptionError", "OptionSpec", "ScoreSheet", "State", "game_info", "game_infos", "load_game",
           "sample_chance"]
