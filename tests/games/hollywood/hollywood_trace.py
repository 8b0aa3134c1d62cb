"""Fingerprints of seeded Hollywood! games (tests/same_games.py) in every variant, with
every bot level's decisions, to show that a faster rules engine plays the same games.

`python -m tests.games.hollywood.hollywood_trace > tests/games/hollywood/data/hollywood_traces.json`
(from the top of a checkout) writes the fixture: run it with the code the fixture should
describe on PYTHONPATH."""
from __future__ import annotations

import sys

from cinetable.games.hollywood import actions as A
from tests.same_games import bot_game_digest, hard_decisions, playout_digest, write_fixture

BOTH = {"advanced_scoring": True, "prototype_order": True}
# (players, options): both player counts with every variant
PLAYOUTS = [(n, o) for n in (3, 4) for o in ({}, {"advanced_scoring": True},
                                              {"prototype_order": True}, BOTH)]
# (players, options, level of every seat); `hard` searches a fixed number of iterations
BOT_GAMES = [(4, {}, "random"), (3, {}, "beginner"), (4, {"prototype_order": True}, "easy"),
             (4, {}, "normal"), (3, BOTH, "normal")]
HARD = [(4, {}), (3, BOTH)]
HARD_ITERATIONS = 60
PROBES = [*A.PLACE, A.CUT, A.DOUBLE, *A.STAR, *A.FIRST, *A.DEAL[::5], "place Z"]


def hollywood_queries(state, step: int):
    """What the client and bots ask beside the observation."""
    return state.pending_star(), state.handed_out_slots(), state.scores()


def playout(players: int, options: dict, seed: int) -> str:
    return playout_digest("hollywood", players, options, seed, PROBES, hollywood_queries)


def bot_game(players: int, options: dict, level: str) -> str:
    return bot_game_digest("hollywood", players, options, level, 7)


def hard(players: int, options: dict) -> list:
    return hard_decisions("hollywood", players, options, 5, HARD_ITERATIONS)


if __name__ == "__main__":
    write_fixture(sys.modules[__name__], sys.argv)
