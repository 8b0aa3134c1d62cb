"""What CannesState holds, declared once for the type checker: the mixins (year.py,
claims.py, flow.py) use fields and methods the final class defines. At run time the
mixins' base is plain object, so the state keeps its slots and speed."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cinetable.engine import Game
    from cinetable.engine.actions import Action
    from cinetable.games.cannes.scoring import Result

    class CannesFields:
        game: Game
        n: int
        phase: int
        to_move: int
        ratings: list[list[int]]          # per seat, by star 0..19
        rated: list[int]
        first: int
        stage: int
        auction: int
        squares: list[int]
        director: int
        turn: int
        lead: int
        dice: list[int]
        again_used: bool
        lots: list[int]                   # film cards 0..53, special cards 54..57
        bids: list[list[tuple[int, int]]]  # per lot: (seat, auction card)
        bidder_i: int
        hands: list[list[int]]
        deck: list[int]
        discard: list[int]
        deal_queue: list[int]
        deal_counts: list[int]
        pile_t: list[int]
        pile_sv: list[int]
        lay_t: int
        lay_sv: int
        won: list[list[int]]
        specials: list[list[int]]
        out: list[int]
        removed: tuple[int, ...]
        known: list[int]                  # per film card, bit mask of seats
        claim_order: list[int]
        claim_i: int
        claimant: int
        giver: int
        claim_before: list[int]
        history_len: int
        _result: Result | None
        _deck_sorted: tuple[list[int], list[int]] | None

        def parse_action(self, text: str) -> Action: ...
        def why_illegal(self, action: Action) -> str: ...
        def lot_kind(self, lot: int) -> str: ...
        def unseen_lots(self, seat: int) -> list[int]: ...
        def screenplays(self, seat: int) -> int: ...
        def _start_stage(self, stage: int, ev: list) -> None: ...
        def _start_deal(self, ev: list) -> None: ...
else:
    CannesFields = object
