"""Difficulty levels and `make_bot`."""
from __future__ import annotations

import random

from cinetable.bots.base import Bot
from cinetable.bots.heuristic import HeuristicBot, heuristics_for
from cinetable.bots.random_bot import RandomBot

LEVELS = ("random", "beginner", "easy", "normal", "hard")
DEFAULT_TIME_BUDGET = 0.5       # seconds per `hard` decision
DEFAULT_EASY_TEMPERATURE = 1.5  # for games whose heuristics name none


def make_bot(level: str, game_id: str, *, seed=None, time_budget: float | None = DEFAULT_TIME_BUDGET,
             iterations: int | None = None) -> Bot:
    """A bot of `level` for `game_id`.

    `seed` seeds `bot.rng`, the rng the drivers use when the caller gives none.
    `time_budget` (seconds) and `iterations` bound the `hard` search; with
    time_budget=None only the iteration count limits it, so a seed fixes its choices.
    `hard` is ISMCTS (bots/ismcts.py), or paired rollouts (bots/rollouts.py; then
    `iterations` counts sampled worlds) for a game whose heuristics name
    HARD_SEARCH = "rollouts".
    """
    if level == "random":
        bot: Bot = RandomBot(game_id)
    elif level == "normal":
        bot = HeuristicBot(game_id, "normal")
    elif level == "easy":
        module = heuristics_for(game_id)
        temp = getattr(module, "EASY_TEMPERATURE", DEFAULT_EASY_TEMPERATURE)
        bot = HeuristicBot(game_id, "easy", temperature=temp)
    elif level == "beginner":
        from cinetable.bots.beginner import BeginnerBot
        module = heuristics_for(game_id)
        bot = BeginnerBot(game_id, getattr(module, "EASY_TEMPERATURE", DEFAULT_EASY_TEMPERATURE))
    elif level == "hard":
        module = heuristics_for(game_id)
        if getattr(module, "HARD_SEARCH", "ismcts") == "rollouts":
            from cinetable.bots.rollouts import RolloutBot
            bot = RolloutBot(game_id, time_budget=time_budget, worlds=iterations)
        else:
            from cinetable.bots.ismcts import ISMCTSBot
            bot = ISMCTSBot(game_id, time_budget=time_budget, iterations=iterations)
    else:
        raise ValueError(f"Unknown bot level '{level}' (levels: {', '.join(LEVELS)})")
    bot.rng = random.Random(seed)
    return bot
