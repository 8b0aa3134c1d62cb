"""The `normal` and `easy` levels: the game's own heuristics score each legal action.

A game declares its heuristics in its GameDefinition (engine/game_api.py, BotHooks):
    score_actions(view, seat, legal) -> list[float]   higher is better, in the game's points
    easy_temperature                                  softmax temperature of `easy`
    cutoff_key(state), evaluate(state) -> list[float] for the searches: rollouts stop when
                                                      the key changes and use the estimated
                                                      win shares
`normal` plays the best score (ties broken with the rng), `easy` draws from a softmax of
the scores. A game without heuristics (or one the registry does not know) falls back
to uniform random play.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any, Protocol

from cinetable.bots.base import Bot
from cinetable.engine import CHANCE, sample_chance
from cinetable.engine.game_api import BotHooks, ScoreActions
from cinetable.engine.registry import GAME_IDS, definition

TIE_EPS = 1e-9


def hooks_for(game_id: str) -> BotHooks | None:
    """The game's bot hooks, or None for a game with none (or one not registered)."""
    return definition(game_id).bots if game_id in GAME_IDS else None


class RolloutModel(Protocol):
    """What a rollout plays by: the game's hooks, or the rollouts' model of the table."""

    @property
    def score_actions(self) -> ScoreActions: ...
    @property
    def cutoff_key(self) -> Callable[[Any], Hashable] | None: ...
    @property
    def evaluate(self) -> Callable[[Any], list[float]] | None: ...


def best_index(scores, rng) -> int:
    """Index of the highest score; ties broken uniformly with rng (reproducible)."""
    top = max(scores)
    best = [i for i, s in enumerate(scores) if s >= top - TIE_EPS]
    return best[0] if len(best) == 1 else best[rng.randrange(len(best))]


def rollout_action(state, module: RolloutModel | None, rng, epsilon: float):
    """One move of a search rollout: epsilon-greedy over the game's heuristic (uniformly
    random for a game without one)."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if module is None or rng.random() < epsilon:
        return legal[rng.randrange(len(legal))]
    return legal[best_index(module.score_actions(state, state.current_player(), legal), rng)]


def rollout(det, module: RolloutModel | None, rng, epsilon: float, horizon=None):
    """A search rollout (a generator, yielding after each decision): `rollout_action`
    for every seat, chance sampled, until the game ends (returns None) or, with a
    horizon, until `module.cutoff_key(det)` moves past it (returns `module.evaluate`)."""
    cutoff = module.cutoff_key if horizon is not None and module is not None else None
    evaluate = module.evaluate if module is not None else None
    apply = quiet_apply(det)
    while not det.is_terminal():
        if cutoff is not None and evaluate is not None and cutoff(det) != horizon:
            return evaluate(det)
        if det.current_player() == CHANCE:
            apply(sample_chance(det, rng))
            continue
        apply(rollout_action(det, module, rng, epsilon))
        yield
    return None


def quiet_apply(state):
    """How a search applies actions to its own copy: a state may offer
    `apply_quiet(action)`, apply_action without building the events nobody reads."""
    return getattr(state, "apply_quiet", None) or state.apply_action


def softmax_index(scores, temperature: float, rng) -> int:
    top = max(scores)
    weights = [math.exp((s - top) / temperature) for s in scores]
    r = rng.random() * sum(weights)
    for i, w in enumerate(weights):
        r -= w
        if r < 0:
            return i
    return len(scores) - 1


class HeuristicBot(Bot):
    """`normal` (temperature None: best score) or `easy` (softmax with a temperature)."""

    def __init__(self, game_id: str, level: str = "normal", temperature: float | None = None):
        self.game_id = game_id
        self.level = level
        self.temperature = temperature
        self.hooks = hooks_for(game_id)

    def scores(self, view, legal):
        assert self.hooks is not None      # think() plays at random without hooks
        return self.hooks.score_actions(view, view.current_player(), legal)

    def think(self, view, legal, rng):
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        if self.hooks is None:
            return legal[rng.randrange(len(legal))]
        scores = self.scores(view, legal)
        yield
        if self.temperature:
            return legal[softmax_index(scores, self.temperature, rng)]
        return legal[best_index(scores, rng)]
