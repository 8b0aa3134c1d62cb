"""Every bot level plays Screen Test through its declared hooks (GAME.bots), and the
heuristic plays by the role: the highest card for the Lead, the lowest for an Extra."""
from __future__ import annotations

import random

import pytest

from cinetable.bots import make_bot
from cinetable.bots.base import choose_for_seat, play_out
from cinetable.bots.heuristic import hooks_for
from cinetable.bots.levels import LEVELS
from cinetable.engine import load_game


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_whole_game(level):
    assert hooks_for("screen_test") is not None
    state = load_game("screen_test", 4, {"shoot": "long"}).new_initial_state()
    bots = [make_bot(level, "screen_test", seed=s, time_budget=None, iterations=40)
            for s in range(4)]
    play_out(state, bots, random.Random(3))
    assert state.is_terminal() and state.winners()


def _facing(role: int):
    state = load_game("screen_test", 2).new_initial_state()
    for a in ["deal 9", "deal 1", "deal 5", "deal 2", "deal 3", "deal 4", f"role {role}"]:
        state.apply_action(a)
    return state                                     # seat 0 holds 3 5 9


@pytest.mark.parametrize("role,card", [(6, 9), (4, 5), (2, 3)])
def test_normal_plays_by_the_role(role, card):
    state = _facing(role)
    bot = make_bot("normal", "screen_test", seed=1)
    assert str(choose_for_seat(state, 0, bot, random.Random(1))) == f"play {card}"


def test_a_quiet_move_leaves_the_same_state_as_one_told():
    told, quiet = _facing(6), _facing(6)
    for a in ("play 9", "play 4"):
        told.apply_action(a)
        quiet.apply_quiet(quiet.parse_action(a))
    assert quiet.observation(0) == told.observation(0) and quiet.points == told.points
