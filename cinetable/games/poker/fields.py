"""PokerState's fields for the type checker (the ExchangeRules mixin reads them); the
mixin's base is object at run time, as in cannes/fields.py."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cinetable.engine import Game
    from cinetable.games.poker.actions import Action

    class PokerFields:
        game: Game
        n: int
        continuous: bool
        target: int
        max_deals: int
        careers: tuple[int, ...]
        full: tuple[int, ...]             # counts by value of every card in play
        phase: int
        deal: int
        deck: list[int]                   # counts by value still to deal
        hands: list[list[int]]            # per seat, counts by value
        sizes: list[int]
        pile: list[int]
        dealt: int
        deal_order: tuple[int, ...]
        pos_player: list[int]
        position: list[int]
        seat_of: list[int]
        finished: list[int]
        totals: list[int]
        to_move: int
        leader: int
        last_player: int
        last_value: int
        last_count: int
        orbit: tuple[int, ...]
        orbit_i: int
        passes: int
        trick: list[tuple[int, Action | None]]     # (seat, play or None for a pass)
        pairs: tuple[tuple[int, int, int], ...]    # (higher, lower, count)
        pair_i: int
        give_left: int
        known: list[tuple[int, ...] | None]        # see knowledge.py
        cap: list[int | None]
        exch_log: list[tuple[int, int, int, tuple[int, ...]]]
        history_len: int
        _winners: list[int]
        holders: int
        deal_log: list[tuple[tuple[int, ...], tuple[int, ...]]]

        def _start_trick(self, p: int, ev: list | None) -> None: ...
else:
    PokerFields = object
