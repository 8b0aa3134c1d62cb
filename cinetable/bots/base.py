"""The bot interface and the drivers that hand a bot a seat's view of a game.

A bot never sees the true state: `think_for_seat` / `choose_for_seat` give it
`state.resample(seat, rng)`, a full state consistent with what that seat may know.

`think(view, legal, rng)` is a generator: it does its work in short slices, yields
None between them (a few milliseconds apart) and returns the chosen action, so the
client can run one slice per frame and keep the window responsive. `choose` runs it
to completion.
"""
from __future__ import annotations

import random
from collections.abc import Generator, Sequence
from typing import Any

Think = Generator[None, None, Any]


class Bot:
    """Base of every bot. Subclasses implement `think`; they use only the rng given."""

    level: str = "?"
    game_id: str = ""
    rng: random.Random | None = None   # make_bot gives each bot its own, seeded

    def think(self, view, legal: Sequence, rng: random.Random) -> Think:
        raise NotImplementedError
        yield  # pragma: no cover  (makes this a generator for type checkers)

    def choose(self, view, legal: Sequence, rng: random.Random):
        return run_to_end(self.think(view, legal, rng))

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.level} {self.game_id}>"


def run_to_end(gen: Think):
    """Drive a `think` generator to its end and return its result."""
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def think_for_seat(state, seat: int, bot: Bot, rng: random.Random | None = None) -> Think:
    """The bot's turn at `seat`, in slices: it gets a resampled view, never `state`.
    Without an rng the bot's own (`bot.rng`, seeded by make_bot) is used."""
    if rng is None:
        if bot.rng is None:
            bot.rng = random.Random()
        rng = bot.rng
    legal = state.legal_actions()   # what a seat may do is known to that seat
    view = state.resample(seat, rng)
    action = yield from bot.think(view, legal, rng)
    return action


def choose_for_seat(state, seat: int, bot: Bot, rng: random.Random | None = None):
    """The action `bot` plays at `seat` now (see think_for_seat)."""
    return run_to_end(think_for_seat(state, seat, bot, rng))


def play_out(state, bots, chance_rng: random.Random, seat_rngs=None, on_action=None):
    """Play `state` to the end: chance drawn with `chance_rng`, each seat by its bot (a
    seat with a single legal action does not consult it). `on_action(a)` sees every
    applied action. Returns the state."""
    from cinetable.engine import CHANCE, sample_chance
    while not state.is_terminal():
        p = state.current_player()
        if p == CHANCE:
            action = sample_chance(state, chance_rng)
        else:
            legal = state.legal_actions()
            action = legal[0] if len(legal) == 1 else choose_for_seat(
                state, p, bots[p], seat_rngs[p] if seat_rngs else chance_rng)
        state.apply_action(action)
        if on_action is not None:
            on_action(action)
    return state
