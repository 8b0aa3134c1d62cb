"""The rules engine plays exactly the games it played before it was made faster: seeded
random playouts (actions, legal lists in order, chance outcomes, events, every seat's
observation, refusals, the quiet apply, results) and every bot level's choices for fixed
seeds match fingerprints taken from the engine as it was (data/hollywood_traces.json,
hollywood_trace.py)."""
from pathlib import Path

from tests.games.hollywood import hollywood_trace
from tests.same_games import fixture_tests

(test_seeded_random_playouts_leave_the_same_fingerprints, test_bots_play_the_same_seeded_games,
 test_hard_bot_makes_the_same_seeded_decisions) = fixture_tests(
    hollywood_trace, Path(__file__).parent / "data" / "hollywood_traces.json")
