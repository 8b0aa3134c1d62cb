"""The rules engine plays exactly the games it played before it was made faster: seeded
random playouts at every player count and in every variant (actions, legal lists in
order, chance outcomes, events, every seat's observation, refusals, resampled views, the
quiet apply, results) and every bot level's choices for fixed seeds match fingerprints
taken from the engine as it was (data/h47_traces.json, h47_trace.py)."""
from pathlib import Path

from tests.games.hollywood1947 import h47_trace
from tests.same_games import fixture_tests

(test_seeded_random_playouts_leave_the_same_fingerprints, test_bots_play_the_same_seeded_games,
 test_hard_bot_makes_the_same_seeded_decisions) = fixture_tests(
    h47_trace, Path(__file__).parent / "data" / "h47_traces.json")
