"""A hint: what the hard bot would do in a seat's place, and how each option looks.

The search runs from the seat's own view exactly as a `hard` bot's turn does
(`think_for_seat` hands it `state.resample(seat)`, never the true state), so a hint
knows no more than the player asking. The estimate of each option is the search's mean
reward for it: the estimated win share, slightly blended with the score margin.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from cinetable.bots.base import Think, think_for_seat
from cinetable.bots.levels import DEFAULT_TIME_BUDGET, make_bot


@dataclass(frozen=True)
class Option:
    action: object
    visits: int
    estimate: float          # 0..1, the search's mean reward for this option


@dataclass(frozen=True)
class Hint:
    action: object           # the move the hard bot would play
    options: tuple           # Option per legal action the search tried, best first

    def estimate_of(self, action) -> float | None:
        for o in self.options:
            if o.action == action:
                return o.estimate
        return None


def think_hint(state, seat: int, rng: random.Random,
               time_budget: float | None = DEFAULT_TIME_BUDGET, iterations: int | None = None) -> Think:
    """A generator like a bot's turn (run a slice per frame); returns a Hint."""
    bot = make_bot("hard", state.game.id, time_budget=time_budget, iterations=iterations)
    if hasattr(bot, "z"):
        # paired rollouts: the hint names the option with the best estimate (the bot in a
        # seat keeps its heuristic's choice on weak evidence; a hint showing a higher
        # chance beside the move it recommends would read as a mistake)
        bot.z = 0.0
    action = yield from think_for_seat(state, seat, bot, rng)
    # the bot's choice first (a paired-rollout search may keep the heuristic's choice
    # over an option whose mean is higher by noise), then by visits and estimate
    stats = sorted(bot.last_stats, key=lambda s: (s[0] == action, s[1], s[2]), reverse=True)
    options = tuple(Option(a, n, max(0.0, min(1.0, v))) for a, n, v in stats)
    return Hint(action, options)
