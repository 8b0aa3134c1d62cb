"""The Festival de Cannes Game object (3–6 players, C2.1)."""
from __future__ import annotations

from cinetable.engine import Game
from cinetable.games.cannes.info import GAME_INFO
from cinetable.games.cannes.state import CannesState


class CannesGame(Game):
    info = GAME_INFO

    def new_initial_state(self) -> CannesState:
        return CannesState(self)
