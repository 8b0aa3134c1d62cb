"""Every registered game declares itself in one object, GAME (engine/game_api.py): the
shared code reads the game through it, so it must be complete and consistent."""
from __future__ import annotations

import dataclasses

import pytest

from cinetable.engine import OptionError
from cinetable.engine.game_api import BotHooks, GameDefinition, ReviewTuning
from cinetable.engine.registry import GAME_IDS, definition, definitions, game_info, load_game


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_game_package_exports_its_definition(game_id):
    game = definition(game_id)
    assert isinstance(game, GameDefinition)
    assert game.id == game_id and game.info is game_info(game_id)
    info = game.info
    assert info.min_players <= game.usual_players <= info.max_players
    assert isinstance(game.bots, BotHooks) and isinstance(game.review, ReviewTuning)
    lo, mid, hi = game.review.thresholds
    assert 0 < lo < mid < hi < 1 and game.review.budget > 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_definitions_hooks_are_callables_of_the_right_kind(game_id):
    game = definition(game_id)
    bots = game.bots
    assert bots is not None
    assert bots.hard_search in ("ismcts", "rollouts")
    # a horizon is a pair: where rollouts stop, and what they estimate there
    assert (bots.cutoff_key is None) == (bots.evaluate is None)
    for f in dataclasses.fields(BotHooks):
        value = getattr(bots, f.name)
        assert value is None or callable(value) or isinstance(value, (int, float, str)), f.name
    state = load_game(game_id, game.usual_players).new_initial_state()
    assert game.progress is not None and game.stage_key is not None
    game.stage_key(state)
    kind, n, _of = game.progress(state) or ("round", 0, None)
    assert isinstance(kind, str) and isinstance(n, int)


def test_the_definitions_come_in_the_registrys_order():
    assert [g.id for g in definitions()] == list(GAME_IDS)


def test_an_unknown_game_has_no_definition():
    with pytest.raises(OptionError):
        definition("nosuchgame")
