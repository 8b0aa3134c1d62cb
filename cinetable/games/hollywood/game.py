"""The Hollywood! Game object: options are checked by the registry (H9)."""
from __future__ import annotations

from cinetable.engine import Game
from cinetable.engine.registry import game_info
from cinetable.games.hollywood.state import HollywoodState


class HollywoodGame(Game):
    info = game_info("hollywood")

    def new_initial_state(self) -> HollywoodState:
        return HollywoodState(self)
