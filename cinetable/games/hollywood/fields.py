"""HollywoodState's fields and the methods RoundRules (rounds.py) calls, for the type
checker only; at run time the mixin's base is object (see cannes/fields.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cinetable.engine import Game
    from cinetable.games.hollywood.scoring import Result, Tableau

    class HollywoodFields:
        game: Game
        n: int
        phase: int
        round: int
        first: int
        to_move: int
        star_deck: list[int]
        film_deck: list[int]
        slots: list[int]                  # layout slot -> card, -1 = empty
        owner: list[int]                  # layout slot -> seat of its token, -1 = none
        col_count: list[int]
        deal_pos: int
        stars_dealt: int
        tokens: list[int]
        placed: int
        cut_left: list[bool]
        double_left: list[bool]
        double_pending: int
        handout_i: int
        tableaus: list[Tableau]
        removed: list[int]
        removed_films: list[int]
        history_len: int
        _result: Result | None
        round_key: tuple | None

        def advanced_multipliers(self) -> tuple[int, ...] | None: ...
        def _why_illegal(self, action: object) -> str: ...
        def parse_action(self, text: str) -> object: ...
else:
    HollywoodFields = object
