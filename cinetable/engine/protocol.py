"""The protocol every game implements (modelled on OpenSpiel's Game/State split).

Tests, bots, saves and the client use nothing else of a game.
Randomness is a player: every shuffle, deal and die is a CHANCE action, so a game record
(the list of all actions, chance included) replays exactly.
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

CHANCE = -1
TERMINAL = -4


@dataclass(frozen=True)
class OptionSpec:
    """One setup option of a game (a variant), shown by the new-game scene."""

    name: str
    default: Any
    label: str
    description: str = ""
    choices: tuple = ()  # empty for a bool option


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    implemented: bool = False
    blurb: str = ""
    # whether a seat knows things others may not (a hand, a face-down card): players
    # sharing one screen then pass it behind a curtain between their turns
    secrets: bool = True
    # a rule on the options taken together (players, options with defaults) -> why the
    # rules refuse them ("" if they do not): registry.check_options calls it, so New
    # game, Load and load_game refuse the same setups with the same OptionError
    check: Callable[[int, dict], str] | None = None


@dataclass(frozen=True)
class ScoreSheet:
    """Final scores itemised for the results screen, in the same shape for every game.

    rows[seat] maps each key of `columns` to an int or a tuple of ints (e.g. one number
    per finished film) and has a "total"; notes[seat] maps a column key to a note id
    ("tied"); `tiebreak` names the tie-break rule that decided the winner, if one did."""

    columns: tuple
    rows: tuple
    notes: tuple
    winners: tuple
    tiebreak: str | None = None


class Game(ABC):
    info: GameInfo

    def __init__(self, players: int, options: dict | None = None):
        self.num_players = players
        self.options = dict(options or {})

    @property
    def id(self) -> str:
        return self.info.id

    @abstractmethod
    def new_initial_state(self) -> State: ...


class State(ABC):
    """A game in progress. `apply_action` mutates it and returns events."""

    game: Game

    @abstractmethod
    def current_player(self) -> int: ...

    @abstractmethod
    def legal_actions(self) -> list: ...

    def chance_outcomes(self) -> list[tuple[Any, float]]:
        return []

    @abstractmethod
    def apply_action(self, action) -> list: ...

    @abstractmethod
    def clone(self) -> State: ...

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    @abstractmethod
    def returns(self) -> list[float]:
        """Win shares: 1/k to each of k winners, 0 to the others (0s while playing)."""

    @abstractmethod
    def winners(self) -> list[int]:
        """The winning seats at the end, never empty there (a game won by nobody at the
        table names every seat: they share the result). The ScoreSheet's winners may be
        empty and is what the results screen shows."""

    def scores(self) -> list[float]:
        """Game points (for display and statistics)."""
        return self.returns()

    def score_sheet(self) -> ScoreSheet:
        """The final scores item by item (a game overrides this to show its breakdown)."""
        scores = self.scores()
        return ScoreSheet((), tuple({"total": s} for s in scores),
                          tuple({} for _ in scores), tuple(self.winners()))

    @abstractmethod
    def parse_action(self, text: str):
        """Inverse of str(action) for an action legal now; IllegalActionError otherwise."""

    @abstractmethod
    def observation(self, seat: int) -> dict: ...

    @abstractmethod
    def resample(self, seat: int, rng: random.Random) -> State: ...

    # ---- helpers shared by every game -------------------------------------------------
    def all_moves(self) -> Sequence:
        """What the current player (or chance) may do now."""
        if self.current_player() == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        return self.legal_actions()


def sample_chance(state: State, rng: random.Random):
    """Draw one chance outcome with the driver's seeded RNG.

    A state may offer `sample_outcome(rng)`, drawing from the same distribution as
    chance_outcomes() without building the list (deals are most of a game's actions,
    so random playouts and search rollouts go faster)."""
    fast = getattr(state, "sample_outcome", None)
    if fast is not None:
        return fast(rng)
    return pick_outcome(state.chance_outcomes(), rng.random())


def pick_outcome(outcomes, r: float):
    """The outcome a uniform draw r in [0, 1) selects (inverse of the cumulative sum)."""
    acc = 0.0
    for action, p in outcomes:
        acc += p
        if r < acc:
            return action
    return outcomes[-1][0]
