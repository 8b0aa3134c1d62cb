"""A `hard` search for games whose heuristic already plays well: paired rollouts.

For each decision the bot takes the heuristic's few best options (the game's
`candidates`, its BotHooks in engine/game_api.py) and plays every one of them out in the same sampled worlds: a world is a
determinization `view.resample(seat, rng)` (the bot never holds the true state; a game
may name its own `search_world(view, seat, rng)` reading more into the same view) plus one
rollout seed, so the options differ only by the option itself (common random numbers).
Rollouts follow the game's heuristic for every seat (epsilon-greedy) up to its horizon
(`cutoff_key`), then `evaluate` estimates everyone's win share.

The heuristic's own choice stands unless another option's mean paired gain over it is
clearly positive (more than `z` standard errors): the search only overrules the
heuristic where the rollouts show it is wrong. In a game with several opponents and
much hidden information this beats a tree search of the same cost (Hollywood Poker,
Festival de Cannes and Hollywood 1947 measured in `cinetable sim`), since an
unpaired estimate drowns a one-point difference in the noise of the unseen cards.

Budget: `time_budget` seconds and `worlds`, whichever ends first (a world is finished
before the clock is read, so every option has the same worlds); with time_budget=None
only `worlds` limits it and a seed fixes the choice.
"""
from __future__ import annotations

import math
import random
import time

from cinetable.bots.base import Bot, run_to_end
from cinetable.bots.heuristic import RolloutModel, best_index, hooks_for, rollout
from cinetable.bots.ismcts import standard_error
from cinetable.engine.game_api import BotHooks, ScoreActions

SLICE_S = 0.003              # yield to the caller about this often
MIN_WORLDS = 2               # worlds played even past the time budget


class RolloutBot(Bot):
    level = "hard"

    def __init__(self, game_id: str, *, time_budget: float | None = 0.5,
                 worlds: int | None = None, z: float | None = None, epsilon: float = 0.05):
        self.game_id = game_id
        hooks = hooks_for(game_id)
        if hooks is None:
            raise ValueError(f"The game '{game_id}' has no heuristic to roll out")
        self.hooks = hooks
        self.time_budget = time_budget
        self.worlds = worlds if worlds is not None else hooks.rollout_worlds
        self.z = z if z is not None else hooks.rollout_z
        self.epsilon = epsilon
        self.last_iterations = 0     # worlds played for the latest decision
        self.last_stats: list = []   # [(action, worlds, mean reward)] of the latest decision
        self.last_errors: list = []  # standard error of each mean in last_stats (None: unknown)

    def think(self, view, legal, rng):
        if not legal:
            raise ValueError("no legal action to choose from")
        hooks = self.hooks
        seat = view.current_player()
        if len(legal) == 1:
            self.last_stats, self.last_errors = [(legal[0], 0, 0.0)], [None]
            return legal[0]
        settled = hooks.searchless(view, legal)
        candidates = hooks.candidates
        options = list(legal) if settled or candidates is None else candidates(view, seat, legal)
        # a game may judge its own moves more finely than it models the table's (its
        # `search_scores`); rollouts play every seat by `score_actions`
        judge = hooks.search_scores or hooks.score_actions
        base = best_index(judge(view, seat, options), rng)       # the heuristic's choice
        if settled or len(options) == 1:
            self.last_stats, self.last_errors = [(options[base], 0, 0.0)], [None]
            self.last_iterations = 0
            return options[base]
        values = yield from self.play_options(view, seat, options, rng)
        choice = self._choose(values, base)
        return options[choice]

    def play_options(self, view, seat, options, rng):
        """Every option played out in the same sampled worlds (a generator): its list of
        rewards, and last_stats / last_errors. A hint also uses it to give a figure for a
        move its search does not weigh (a `searchless` decision)."""
        hooks = self.hooks
        self._model: RolloutModel = hooks if hooks.search_scores is None \
            else _SelfModel(hooks, seat, hooks.search_scores)
        values = yield from self._play_worlds(view, seat, options, rng)
        self.last_iterations = len(values[0])
        self.last_stats = [(a, len(v), sum(v) / len(v) if v else 0.0)
                           for a, v in zip(options, values)]
        self.last_errors = [standard_error(len(v), sum(v), sum(x * x for x in v))
                            for v in values]
        return values

    def _play_worlds(self, view, seat, options, rng):
        clock = time.perf_counter
        start = last_yield = clock()
        away = 0.0                   # time the caller spent between slices
        deadline = None if self.time_budget is None else start + self.time_budget
        cutoff = self.hooks.cutoff_key
        horizon = cutoff(view) if cutoff is not None else None
        values: list = [[] for _ in options]
        # a game may read more into what the seat saw than its resample does
        sample = self.hooks.search_world
        for _ in range(self.worlds):
            world = sample(view, seat, rng)
            seed = rng.getrandbits(64)
            for i, a in enumerate(options):
                det = world.clone()
                det.apply_action(a)
                values[i].append(self._rollout(det, random.Random(seed), horizon)[seat])
                now = clock()
                if now - last_yield > SLICE_S:
                    yield
                    last_yield = clock()
                    away += last_yield - now
            # two worlds at least: one gives neither a paired gain nor a spread
            if deadline is not None and len(values[0]) >= MIN_WORLDS \
                    and clock() - away >= deadline:
                break
        return values

    def _choose(self, values, base: int) -> int:
        """The option with the largest paired gain over the heuristic's choice, if that
        gain is more than z standard errors; otherwise the heuristic's choice."""
        best, best_gain = base, 0.0
        ref = values[base]
        k = len(ref)
        if k < 2:
            return base
        for i, vals in enumerate(values):
            if i == base:
                continue
            diffs = [x - y for x, y in zip(vals, ref)]
            mean = sum(diffs) / k
            var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
            if mean > best_gain and mean > self.z * math.sqrt(var / k):
                best, best_gain = i, mean
        return best

    def _rollout(self, det, rng, horizon) -> list:
        value = run_to_end(rollout(det, self._model, rng, self.epsilon, horizon))
        return value if value is not None else det.returns()


class _SelfModel:
    """The game's heuristics as the rollouts see them: the searching seat plays by its own
    judgement (`search_scores`), every other seat by `score_actions`."""

    def __init__(self, hooks: BotHooks, seat: int, judge: ScoreActions):
        self.cutoff_key = hooks.cutoff_key
        self.evaluate = hooks.evaluate
        self._others = hooks.score_actions
        self._seat = seat
        self._judge = judge

    def score_actions(self, state, player, legal):
        return (self._judge if player == self._seat else self._others)(state, player, legal)
