"""The Hollywood 1947 Game object: options are checked by the registry (W6)."""
from __future__ import annotations

from functools import cached_property

from cinetable.engine import Game
from cinetable.games.hollywood1947.info import GAME_INFO
from cinetable.games.hollywood1947.state import H47State
from cinetable.games.hollywood1947.tables import Tables, setup_tables


class Hollywood1947Game(Game):
    info = GAME_INFO

    def new_initial_state(self) -> H47State:
        return H47State(self)

    @cached_property
    def fx(self) -> Tables:
        """The actions and events this setup fixes, shared by its states (tables.py)."""
        return setup_tables(self.num_players, self.options)
