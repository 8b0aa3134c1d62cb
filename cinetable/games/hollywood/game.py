"""The Hollywood! Game object: options are checked by the registry (H9)."""
from __future__ import annotations

from cinetable.engine import Game
from cinetable.games.hollywood.info import GAME_INFO
from cinetable.games.hollywood.state import HollywoodState


class HollywoodGame(Game):
    info = GAME_INFO

    def new_initial_state(self) -> HollywoodState:
        return HollywoodState(self)
