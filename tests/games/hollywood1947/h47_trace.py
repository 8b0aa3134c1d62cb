"""Fingerprints of seeded Hollywood 1947 games (tests/same_games.py) at every player
count and in every variant, with resampled views and every bot level's decisions, to show
that a faster rules engine plays the same games.

`cd /tmp && PYTHONPATH=OLD:/work/main python -m tests.games.hollywood1947.h47_trace > FILE`
writes the fixture (data/h47_traces.json) from the rules engine at OLD (a checkout of the
code the fixture should describe); an argument N plays seeds 1..N (a wider check)."""
from __future__ import annotations

import random
import sys

from cinetable.games.hollywood1947 import actions as A
from tests.same_games import bot_game_digest, hard_decisions, playout_digest, write_fixture

ALL_ON = {"justice": True, "shifting_loyalties": True, "studio_order": True,
          "union_strike": True}
# (players, options): every player count, every variant, and all of them together
PLAYOUTS = [(1, {}), (2, {}), (3, {}), (4, {}), (5, {}), (6, {}), (7, {}), (8, {}), (9, {}),
            (6, {"cut": "9"}), (4, {"cut": "5,6,7"}), (3, {"cut": "8,9"}), (5, {"cut": "2"}),
            (3, {"justice": True}), (6, {"justice": True}),
            (2, {"shifting_loyalties": True}), (5, {"shifting_loyalties": True}),
            (3, {"studio_order": True}), (6, {"studio_order": True}),
            (4, {"union_strike": True}), (6, {"union_strike": True}),
            (2, ALL_ON), (7, {**ALL_ON, "cut": "6,7"})]
# (players, options, level of every seat); `hard` searches a fixed number of worlds
BOT_GAMES = [(6, {}, "random"), (6, {}, "normal"), (4, {"union_strike": True}, "easy"),
             (3, {}, "normal"), (5, {"studio_order": True}, "beginner")]
HARD = [(6, {}), (3, {"justice": True})]
HARD_WORLDS = 3
PROBES = [a for a in A.ALL_FIXED if a.kind not in ("card", "pick")][::7] + ["reroll Z"]


def resampled(state, step: int):
    """Every fifth step at a decision: the view resample gives the seat to move (what
    the bots decide from), its hidden parts included."""
    p = state.current_player()
    if p < 0 or step % 5:
        return None
    w = state.resample(p, random.Random(step))
    return (w.loc, w.known, w.loyal, w.poster_at, w.poster_known, w.sw_choice, w.hands,
            w.editor_look, w.loyal_pool)


def playout(players: int, options: dict, seed: int) -> str:
    return playout_digest("hollywood1947", players, options, seed, PROBES, resampled)


def bot_game(players: int, options: dict, level: str) -> str:
    return bot_game_digest("hollywood1947", players, options, level, 7)


def hard(players: int, options: dict) -> list:
    return hard_decisions("hollywood1947", players, options, 5, HARD_WORLDS)


if __name__ == "__main__":
    write_fixture(sys.modules[__name__], sys.argv)
