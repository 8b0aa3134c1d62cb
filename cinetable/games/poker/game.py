"""The Hollywood Poker Game object: options are checked by the registry."""
from __future__ import annotations

from cinetable.engine import Game
from cinetable.games.poker.info import GAME_INFO
from cinetable.games.poker.state import PokerState


class PokerGame(Game):
    info = GAME_INFO

    def new_initial_state(self) -> PokerState:
        return PokerState(self)
