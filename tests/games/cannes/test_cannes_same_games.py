"""The rules engine plays exactly the games it played before it was made faster: seeded
random playouts at 3 to 6 players (actions, legal lists in order, chance outcomes, events,
every seat's observation, refusals, the quiet apply, resampled worlds, results) and every
bot level's choices for fixed seeds match fingerprints taken from the engine as it was
(data/cannes_traces.json, cannes_trace.py)."""
import json
from pathlib import Path

import pytest

from tests.games.cannes.cannes_trace import BOT_GAMES, HARD, PLAYOUTS, bot_game, hard, playout
from tests.same_games import setup_name

FIXTURE = json.loads((Path(__file__).parent / "data" / "cannes_traces.json").read_text())


@pytest.mark.parametrize("players,options", PLAYOUTS, ids=str)
def test_seeded_random_playouts_leave_the_same_fingerprints(players, options):
    got = [playout(players, options, seed) for seed in (1, 2)]
    assert got == FIXTURE["playouts"][setup_name(players, options)]


@pytest.mark.parametrize("players,options,level", BOT_GAMES, ids=str)
def test_bots_play_the_same_seeded_games(players, options, level):
    assert bot_game(players, options, level) == \
        FIXTURE["bot_games"][f"{setup_name(players, options)}:{level}"]


@pytest.mark.parametrize("players,options", HARD, ids=str)
def test_hard_bot_makes_the_same_seeded_decisions(players, options):
    assert hard(players, options) == FIXTURE["hard"][setup_name(players, options)]
