"""The fields of a Hollywood 1947 state, declared once.

H47State is built from rule mixins (tasks, turns, rounds, views) that share its fields.
`StateFields` declares them (their names are H47State's __slots__) and the methods one
mixin calls on another; the mixins derive from it only for the type checker
(`MixinBase`): at run time they stay plain classes with empty slots, as fast as before.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cinetable.engine import Game

if TYPE_CHECKING:
    from cinetable.games.hollywood1947.tables import Tables

    class SetupGame(Game):             # game.py's Hollywood1947Game, as the rules read it
        fx: Tables

# a film shown: poster, its cards, Patriot and Communist symbols, the side that won
# (0, 1, 2 both), the seats that added its cards (sorted)
Film = tuple[int, tuple[int, ...], int, int, int, tuple[int, ...]]
# a random task waiting: its kind and its seat, die or ghost (None: no one's; Any, as
# each kind's handler knows which it is)
Task = tuple[str, Any]


class StateFields:
    __slots__ = ("game", "n", "small", "ng", "nd", "justice", "strike", "studio", "shifting",
                 "loyal", "loyal_pool", "loc", "known", "hands", "deck", "discard", "pile",
                 "pile_by", "added_by", "composer", "ghost_card", "ghost_seen", "job_at", "used",
                 "fresh", "dice", "tokens", "last_recv", "poster_at", "poster_known",
                 "poster", "sw_choice", "sw_seat", "films", "score", "round", "stage", "sub",
                 "to_move", "queue", "order", "turn_i", "acted", "reroll_first", "left",
                 "need", "added", "target", "editor", "editor_look", "composer_added",
                 "edit_order", "edit_i", "winners_", "side_won", "all_bits", "acts",
                 "_legal")
    game: SetupGame             # its `fx`: what the setup fixes (tables.py)
    n: int                      # seats
    small: bool                 # 1-3 players: two dice and two turns each (W5)
    ng: int                     # ghosts
    nd: int                     # dice, the ghosts' last
    justice: bool               # options (W6)
    strike: bool
    studio: bool
    shifting: bool
    all_bits: int               # every seat's bit
    loyal: list[int]            # per seat: 0 Patriot, 1 Communist, 2 Rising Star, -1 not dealt
    loyal_pool: list[int]       # loyalties left to deal, by kind
    loc: list[int]              # per card: its location (state.py's DECK ... GHOST + g)
    known: list[int]            # per card: bits of the seats that know its location
    hands: list[list[int]]
    deck: list[int]
    discard: list[int]
    pile: list[int]             # this round's film
    pile_by: list[int]          # who added each pile card (n + g a ghost, -1 the deck)
    added_by: list[int]
    composer: list[int]
    ghost_card: list[int]       # per ghost: its card or -1
    ghost_seen: list[int]       # per ghost: bits of the seats that peeked
    job_at: list[int]           # per Job: its seat, -1 in the centre, -2 cut
    used: int                   # bits of the Jobs used this round
    fresh: list[int]            # per Job: the seat that took it this round by a swap, or -1
    dice: list[int]             # 1 star, 0 blank
    tokens: list[int]           # trophies per holder (seats then ghosts)
    last_recv: list[int]        # per holder: the round it last received a trophy
    poster_at: list[int]        # per poster: its place (state.py's P_DECK ... P_SHOWN)
    poster_known: list[int]
    poster: int                 # this round's poster or -1
    sw_choice: list[int]        # the Screenwriter's two posters
    sw_seat: int
    films: list[Film]
    score: list[int]            # films won: Patriots, Communists
    round: int
    stage: int
    sub: int                    # the decision waiting
    to_move: int
    queue: list[Task]
    order: list[int]
    turn_i: int
    acted: list[int]
    reroll_first: int
    left: int
    need: int
    added: int
    target: int
    editor: int
    editor_look: int
    composer_added: bool
    edit_order: list[int]
    edit_i: int
    winners_: tuple[int, ...] | None
    side_won: str
    acts: list[tuple[int, int, int, int]]  # (round, actor, target, +1 help / -1 hinder)
    _legal: list | None

    if TYPE_CHECKING:    # what one mixin calls on another, or on H47State
        def current_player(self) -> int: ...

        def clone(self) -> StateFields: ...

        def _move_card(self, c: int, where: int, known: int) -> None: ...

        def _to_pile(self, c: int, by: int, known: int) -> None: ...

        def _next_turn(self, ev: list | None) -> bool: ...

        def clockwise_order(self) -> list[int]: ...

        def job_order(self) -> list[int]: ...

        def _decide_editing(self, action, ev: list | None) -> None: ...


if TYPE_CHECKING:
    MixinBase = StateFields
else:
    MixinBase = object
