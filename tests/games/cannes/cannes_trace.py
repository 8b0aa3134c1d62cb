"""Fingerprints of seeded Festival de Cannes games (tests/same_games.py) at 3 to 6 players,
with every bot level's decisions, to show that a faster rules engine plays the same games.

`python -m tests.games.cannes.cannes_trace > tests/games/cannes/data/cannes_traces.json`
(from the top of a checkout) writes the fixture: run it with the code the fixture should
describe on PYTHONPATH."""
from __future__ import annotations

import random
import sys

from cinetable.games.cannes import actions as A
from tests.same_games import bot_game_digest, hard_decisions, playout_digest, write_fixture

PLAYOUTS = [(n, {}) for n in (3, 4, 5, 6)]          # the game has no variants
BOT_GAMES = [(5, {}, "random"), (4, {}, "beginner"), (6, {}, "easy"), (3, {}, "normal"),
             (5, {}, "normal")]
HARD = [(5, {}), (4, {})]
HARD_ITERATIONS = 8                                   # worlds of paired rollouts
PROBES = [A.DONE, A.CALL, A.WAIT, A.REROLL, A.KEEP, A.PASS, A.DECLINE, A.RATE[34],
          A.RATE[53], A.bid(0, 5), A.bid(3, 50), A.bid(12, 1), A.peek(0), A.peek(6),
          A.DEAL[1], A.DEAL[50], A.LAY[0], A.LAY[20], A.GIVE[0], A.TAKE[10], A.CLAIM[1],
          A.FIRST[0], A.DIE[3], "bid lot9 20000", "rate v21", "xyzzy"]
# the state's fields, for the resampled worlds a seat's bots search
FIELDS = ("phase", "to_move", "ratings", "rated", "stage", "squares", "director", "turn",
          "lead", "dice", "lots", "bids", "bidder_i", "hands", "deck", "discard",
          "deal_queue", "deal_counts", "pile_t", "pile_sv", "lay_t", "lay_sv", "won",
          "specials", "out", "known", "claim_before")


def cannes_queries(state, step: int):
    """What the client and bots ask beside the observation, and every fifth step a
    resampled world of the seat to move (or seat 0)."""
    n = state.n
    out = [state.current_player(), [state.unseen_lots(q) for q in range(n)],
           [state.lot_kind(i) for i in range(len(state.lots))],
           [state.screenplays(q) for q in range(n)], state.scores(), state.winners()]
    if step % 5 == 0:
        seat = max(state.current_player(), 0) % n
        world = state.resample(seat, random.Random(step))
        out.append([getattr(world, f) for f in FIELDS])
        out.append([getattr(state.clone(), f) for f in FIELDS])
    return repr(out)


def playout(players: int, options: dict, seed: int) -> str:
    return playout_digest("cannes", players, options, seed, PROBES, cannes_queries)


def bot_game(players: int, options: dict, level: str) -> str:
    return bot_game_digest("cannes", players, options, level, 7)


def hard(players: int, options: dict) -> list:
    """`hard`'s choices and root statistics at the first six decisions after the
    ratings (19 a seat, which `hard` does not search): bids, calls, peeks..."""
    ratings = 19 * players
    return hard_decisions("cannes", players, options, 5, HARD_ITERATIONS,
                          count=ratings + 6)[ratings:]


if __name__ == "__main__":
    write_fixture(sys.modules[__name__], sys.argv)
