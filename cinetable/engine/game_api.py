"""What a game declares to the shared code: one `GameDefinition` per game.

Each `cinetable.games.<id>` package exports `GAME = GameDefinition(...)`, built in its
`declare.py` from the game's own modules. The bots, the review, the charts, the benches
and the sims read a game only through it (and registry.definition), so none of them
names a game or looks a hook up by name. No pygame here.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from cinetable.engine.protocol import GameInfo


class ScoreActions(Protocol):
    """score_actions(view, seat, legal) -> one score per action, higher is better."""

    def __call__(self, view: Any, seat: int, legal: Sequence, /) -> Sequence[float]: ...


class Candidates(Protocol):
    """candidates(state, player, legal) -> the actions worth searching."""

    def __call__(self, state: Any, player: int, legal: list, /) -> list: ...


class Habit(Protocol):
    """habit(view, legal, rng) -> an action of `legal`, or None to play the usual mix."""

    def __call__(self, view: Any, legal: list, rng: Any, /) -> Any: ...


def _never(view: Any, legal: list) -> bool:
    return False


def _nothing(view: Any) -> None:
    return None


def _resample(view: Any, seat: int, rng: Any) -> Any:
    return view.resample(seat, rng)


def _no_habit(view: Any, legal: list, rng: Any) -> Any:
    return None


def _no_caches() -> None:
    return None


@dataclass(frozen=True)
class BotHooks:
    """A game's heuristics as the bots use them. Every field but `score_actions` has the
    default the bots assume for a game that says nothing; None means "not offered"."""

    score_actions: ScoreActions
    # softmax temperature of `easy` (and of `beginner`'s considered moves), in points
    easy_temperature: float = 1.5
    # the search horizon: rollouts stop when cutoff_key changes and use evaluate's
    # estimated win shares (both or neither; None: rollouts play to the end)
    cutoff_key: Callable[[Any], Hashable] | None = None
    evaluate: Callable[[Any], list[float]] | None = None
    # the actions worth searching (None: every legal action)
    candidates: Candidates | None = None
    # decisions a heuristic settles better than a search can
    searchless: Callable[[Any, list], bool] = _never
    # caches filled once on the view, so every determinization starts with them
    prepare_search: Callable[[Any], None] = _nothing
    # a determinization for the paired rollouts (reads more into the view than resample)
    search_world: Callable[[Any, int, Any], Any] = _resample
    # the searching seat's own finer judgement (None: score_actions)
    search_scores: ScoreActions | None = None
    # `hard`: "ismcts" (bots/ismcts.py) or "rollouts" (bots/rollouts.py)
    hard_search: str = "ismcts"
    ismcts_exploration: float = 0.35
    rollout_worlds: int = 30
    rollout_z: float = 1.0
    # `beginner`: the share of uniformly random moves, and a newcomer's habits
    beginner_noise: float = 0.5
    beginner_habit: Habit = _no_habit
    # forget the heuristic's memos (a new game, or a bench starting cold)
    clear_caches: Callable[[], None] = _no_caches


@dataclass(frozen=True)
class ReviewTuning:
    """The after-game review: win chance lost that marks an inaccuracy, a mistake, a
    blunder; and the search budget per decision (ISMCTS iterations or rollout worlds)."""

    thresholds: tuple[float, float, float] = (0.05, 0.10, 0.20)
    budget: int = 20


@dataclass(frozen=True)
class Sides:
    """A game whose seats win by sides (dealt secretly): the sims rate and play it a
    level per side. names[i] is side i; the sides past the first two play `normal`."""

    names: tuple[str, ...]
    titles: tuple[str, ...]                      # the names in a report ("Patriots")
    side_of: Callable[[Any, int], int]           # (state, seat) -> its side, once dealt
    winner: Callable[[Any], str | None]          # a final state -> the winning side's name


@dataclass(frozen=True)
class GameDefinition:
    """Everything the shared code knows of one game."""

    info: GameInfo
    game_class: Callable[[int, dict], Any]
    usual_players: int                           # benches and sims play this many
    bots: BotHooks | None = None                 # None: bots play uniformly at random
    # the chart's stages: a point each time the key changes (None: every few actions)
    stage_key: Callable[[Any], Hashable] | None = None
    # how far a state is, for save lists: (kind, n, of or None), kind in STAGE_KINDS
    progress: Callable[[Any], tuple[str, int, int | None] | None] | None = None
    review: ReviewTuning = field(default_factory=ReviewTuning)
    sides: Sides | None = None
    # "module:function" of a lean loop of the same rules, for the bench only (its speed is
    # the protocol's yardstick); never imported by the app
    bench_lean_loop: str | None = None

    @property
    def id(self) -> str:
        return self.info.id
