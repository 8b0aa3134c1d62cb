"""The contract suite every game in the registry gets for free (contract_checks.py):
random playouts driven by Hypothesis over the game's player counts, options and seeds,
checked at every step, and every setup the game accepts played at least once.

CINETABLE_CONTRACT_EXAMPLES sets the random playouts per game (CI's default keeps the
suite to a few minutes on two cores; `cinetable sim` and the games' own playout tests
run thousands)."""
from __future__ import annotations

import os

import pytest
from contract_checks import play, play_checked, valid_setups
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cinetable.engine.registry import game_infos

GAMES = [info.id for info in game_infos(implemented_only=True)]
EXAMPLES = int(os.environ.get("CINETABLE_CONTRACT_EXAMPLES", "12"))
SETUPS = [(g, players, options) for g in GAMES for players, options in valid_setups(g)]


@pytest.mark.parametrize("game_id", GAMES)
def test_random_playouts_keep_the_protocol_contract(game_id):
    setups = valid_setups(game_id)

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(setup=st.sampled_from(setups), seed=st.integers(0, 2**32 - 1))
    def playout(setup, seed):
        players, options = setup
        play_checked(game_id, players, options, seed)

    playout()


@pytest.mark.parametrize("game_id,players,options", SETUPS,
                         ids=[f"{g}-{n}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}"
                              for g, n, o in SETUPS])
def test_every_setup_plays_to_an_end_within_the_contract(game_id, players, options):
    got = play_checked(game_id, players, options, seed=players * 7919 + len(options))
    assert got.checks["steps"] == len(got.actions) > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_seed_replays_the_same_game(game_id):
    players, options = valid_setups(game_id)[-1]
    first = play(game_id, players, options, seed=2026)
    assert play(game_id, players, options, seed=2026) == first
    assert play(game_id, players, options, seed=2027) != first
