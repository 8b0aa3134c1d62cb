"""A hint: what the hard bot would do in a seat's place, and how each option looks.

The search runs from the seat's own view exactly as a `hard` bot's turn does
(`think_for_seat` hands it `state.resample(seat)`, never the true state), so a hint
knows no more than the player asking. The estimate of each option is the search's mean
reward for it: the estimated win share, slightly blended with the score margin.

A hint never contradicts itself: each figure carries its uncertainty (`margin`, the
half-width of a 95 % interval), the named move has the best figure unless the others
are within the joint uncertainty, and those are marked `as_good`. A move the search did
not weigh (one legal action, a game's `searchless` decision) gets its figure from
rollouts of that move alone, never the search's placeholder of 0 worlds.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from cinetable.bots.base import Think, think_for_seat
from cinetable.bots.levels import DEFAULT_TIME_BUDGET, make_bot

Z95 = 1.96                   # standard errors in the half-width of a 95 % interval
MIN_SAMPLES = 2              # fewer samples give no spread: such an option has no figure


@dataclass(frozen=True)
class Option:
    action: object
    visits: int
    estimate: float          # 0..1, the search's mean reward for this option
    margin: float = 1.0      # 0..1, half-width of its 95 % interval
    as_good: bool = False    # within the joint uncertainty of the named move's figure


@dataclass(frozen=True)
class Hint:
    action: object           # the move the hint names
    options: tuple           # Option per legal action with a figure, the named one first

    def estimate_of(self, action) -> float | None:
        for o in self.options:
            if o.action == action:
                return o.estimate
        return None


def joint_margin(a: Option, b: Option) -> float:
    """Half-width of the 95 % interval of the difference of two figures."""
    return math.hypot(a.margin, b.margin)


def settle(options, choice) -> tuple:
    """The move to name and the options in order: the search's choice, unless another
    figure is higher beyond the joint uncertainty (then the best such one, again until
    none is); every other option within that uncertainty of it is `as_good`."""
    named = next(o for o in options if o.action == choice)
    while True:
        better = [o for o in options if o.estimate - named.estimate > joint_margin(o, named)]
        if not better:
            break
        named = max(better, key=lambda o: o.estimate)
    rest = tuple(Option(o.action, o.visits, o.estimate, o.margin,
                        abs(o.estimate - named.estimate) <= joint_margin(o, named))
                 for o in options if o is not named)
    return named.action, (named,) + rest


def _options(bot) -> list:
    errors = getattr(bot, "last_errors", None) or [None] * len(bot.last_stats)
    return [Option(a, n, max(0.0, min(1.0, v)), min(1.0, Z95 * e))
            for (a, n, v), e in zip(bot.last_stats, errors)
            if n >= MIN_SAMPLES and e is not None]


def think_hint(state, seat: int, rng: random.Random,
               time_budget: float | None = DEFAULT_TIME_BUDGET, iterations: int | None = None) -> Think:
    """A generator like a bot's turn (run a slice per frame); returns a Hint."""
    bot = make_bot("hard", state.game.id, time_budget=time_budget, iterations=iterations)
    if hasattr(bot, "z"):
        # paired rollouts: the hint names the option with the best estimate (the bot in a
        # seat keeps its heuristic's choice on weak evidence)
        bot.z = 0.0
    action = yield from think_for_seat(state, seat, bot, rng)
    # the search's order: by visits, then estimate
    stats = sorted(_options(bot), key=lambda o: (o.visits, o.estimate), reverse=True)
    if not any(o.action == action for o in stats):
        # the search gave its move no figure: play that move out from the seat's view
        from cinetable.bots.rollouts import RolloutBot
        player = RolloutBot(state.game.id, time_budget=time_budget, worlds=iterations)
        yield from player.play_options(state.resample(seat, rng), seat, [action], rng)
        own = _options(player)
        # a figure of its own, or none at all (no other move was weighed against it)
        stats = own or [Option(action, 0, 0.0, 1.0)]
    named, options = settle(stats, action)
    return Hint(named, options)
