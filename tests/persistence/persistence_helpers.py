"""Helpers for the persistence tests: seeded random Hollywood! games and their records."""
from __future__ import annotations

import random

from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.persistence.records import GameRecord, Seat


def seats_for(players: int) -> list[Seat]:
    return [Seat("You", "human")] + [Seat(f"Bot {i}", "bot", "normal") for i in range(1, players)]


def new_record(players: int = 4, options: dict | None = None, seed: int = 0) -> GameRecord:
    return GameRecord(game="hollywood", players=players, seats=seats_for(players),
                      options=dict(options or {}), seed=seed)


def step(state, rng: random.Random):
    """One move: chance sampled with the seeded RNG, a player's move chosen at random."""
    if state.current_player() == CHANCE:
        return sample_chance(state, rng)
    return rng.choice(state.legal_actions())


def play(seed: int, players: int = 4, options: dict | None = None, upto: int | None = None):
    """A random Hollywood! game (to the end, or `upto` actions): (record, state)."""
    rng = random.Random(seed)
    record = new_record(players, options, seed)
    state = load_game("hollywood", players, options).new_initial_state()
    while not state.is_terminal() and (upto is None or len(record.actions) < upto):
        action = step(state, rng)
        state.apply_action(action)
        record.append(action, state)
    return record, state


def snapshot(state) -> tuple:
    """Everything a player or bot can learn from a state, for equality checks."""
    n = state.game.num_players
    return (state.current_player(),
            [state.observation(s) for s in range(n)],
            [str(a) for a in state.legal_actions()],
            [(str(a), p) for a, p in state.chance_outcomes()],
            list(state.scores()), state.returns(), state.winners())
