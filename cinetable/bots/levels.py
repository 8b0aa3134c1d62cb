"""Difficulty levels and `make_bot`."""
from __future__ import annotations

import random

from cinetable.bots.base import Bot
from cinetable.bots.heuristic import HeuristicBot, hooks_for
from cinetable.bots.random_bot import RandomBot
from cinetable.engine.game_api import BotHooks

LEVELS = ("random", "beginner", "easy", "normal", "hard")
DEFAULT_TIME_BUDGET = 0.5       # seconds per `hard` decision


def make_bot(level: str, game_id: str, *, seed=None, time_budget: float | None = DEFAULT_TIME_BUDGET,
             iterations: int | None = None) -> Bot:
    """A bot of `level` for `game_id`.

    `seed` seeds `bot.rng`, the rng the drivers use when the caller gives none.
    `time_budget` (seconds) and `iterations` bound the `hard` search; with
    time_budget=None only the iteration count limits it, so a seed fixes its choices.
    `hard` is ISMCTS (bots/ismcts.py), or paired rollouts (bots/rollouts.py; then
    `iterations` counts sampled worlds) for a game whose hooks say
    hard_search="rollouts" (engine/game_api.py).
    """
    hooks = hooks_for(game_id)
    tuning = hooks if hooks is not None else BotHooks   # a game without hooks: defaults
    if level == "random":
        bot: Bot = RandomBot(game_id)
    elif level == "normal":
        bot = HeuristicBot(game_id, "normal")
    elif level == "easy":
        bot = HeuristicBot(game_id, "easy", temperature=tuning.easy_temperature)
    elif level == "beginner":
        from cinetable.bots.beginner import BeginnerBot
        bot = BeginnerBot(game_id, tuning.easy_temperature)
    elif level == "hard":
        if tuning.hard_search == "rollouts":
            from cinetable.bots.rollouts import RolloutBot
            bot = RolloutBot(game_id, time_budget=time_budget, worlds=iterations)
        else:
            from cinetable.bots.ismcts import ISMCTSBot
            bot = ISMCTSBot(game_id, time_budget=time_budget, iterations=iterations)
    else:
        raise ValueError(f"Unknown bot level '{level}' (levels: {', '.join(LEVELS)})")
    bot.rng = random.Random(seed)
    return bot
